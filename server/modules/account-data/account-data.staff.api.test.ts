import crypto from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { moderationRequests, users } from '#db/schema';
import { acquaint, startTestApp, type TestApp } from '#test/support';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(async () => {
  await t?.close();
});

const db = () => t.ctx.database.db;

describe('GET /api/account/export: the member side of the staff console (ADR 035)', () => {
  it(
    'has the reports they filed, verification requests, ' + 'trust events and suspensions; never who reported them',
    async () => {
      const me = await t.createMember();
      const target = await t.createMember();
      const reporter = await t.createMember({ displayName: 'Quiet Reporter' });
      const admin = await t.createMember({ role: 'admin' });
      await db().update(users).set({ isVerified: false, trustScore: 60 }).where(eq(users.id, me.id));
      let mine = await t.signIn(me);
      const theirs = await t.signIn(reporter);
      const staff = await t.signIn(admin);

      // A report the member filed, and one against them with the reporter's own words.
      const filed = await mine.post('/api/member-reports', {
        reportedUserId: target.id,
        reason: 'scam',
        details: 'my own account of it',
      });
      expect(filed.statusCode, filed.body).toBe(201);
      const against = await theirs.post('/api/member-reports', {
        reportedUserId: me.id,
        reason: 'harassment',
        details: 'REPORTER-PRIVATE-DETAILS',
      });
      expect(against.statusCode, against.body).toBe(201);
      // Their message reported by the other member (the report carries the conversation transcript).
      await acquaint(t, me, reporter);
      await acquaint(t, reporter, me);
      const sent = await mine.post('/api/messages', {
        senderId: me.id,
        receiverId: reporter.id,
        clientId: crypto.randomUUID(),
        messageType: 'text',
        content: 'see you at the station',
      });
      expect(sent.statusCode, sent.body).toBe(201);
      const reported = await theirs.post('/api/messages/report', { messageId: sent.json().id, reason: 'scammer' });
      expect(reported.statusCode, reported.body).toBe(201);

      // A moderator upholds the member report: a trust event for the member.
      const [request] = await db()
        .select()
        .from(moderationRequests)
        .where(and(eq(moderationRequests.subjectType, 'member_report'), eq(moderationRequests.userId, me.id)));
      const review = await staff.post(`/api/admin/moderation-requests/${request!.id}/review`, {
        decision: 'approved',
        notes: 'STAFF-NOTE-NAMING-REPORTER',
      });
      expect(review.statusCode, review.body).toBe(200);
      // Suspended and lifted: a suspension record.
      const suspended = await staff.post(`/api/admin/users/${me.id}/suspend`, { reason: 'Cooling off', duration: 1 });
      expect(suspended.statusCode, suspended.body).toBe(200);
      expect((await staff.post(`/api/admin/users/${me.id}/unsuspend`, {})).statusCode).toBe(200);
      mine = await t.signIn(me);

      // A verification selfie.
      const url = (await mine.post('/api/photos/upload')).json().uploadURL as string;
      const selfie = await sharp({ create: { width: 200, height: 200, channels: 3, background: '#a87' } })
        .jpeg()
        .toBuffer();
      const put = await mine.request({
        method: 'PUT',
        url,
        payload: selfie,
        headers: { 'content-type': 'image/jpeg' },
      });
      expect(put.statusCode, put.body).toBe(200);
      const verification = await mine.post('/api/verification', { photoURL: url });
      expect(verification.statusCode, verification.body).toBe(201);

      const res = await mine.get('/api/account/export');
      expect(res.statusCode).toBe(200);
      const data = res.json();

      expect(data.reportsFiled.memberReports).toEqual([
        expect.objectContaining({ reportedUserId: target.id, reason: 'scam', details: 'my own account of it' }),
      ]);
      expect(data.reportsFiled.messageReports).toEqual([]);
      expect(data.verificationRequests).toEqual([
        expect.objectContaining({ status: 'pending', pose: expect.any(String), decidedAt: null }),
      ]);
      expect(data.verificationRequests[0]).not.toHaveProperty('storageKey');
      expect(data.trustEvents).toEqual([
        expect.objectContaining({ source: 'moderation', delta: expect.any(Number), trustScore: expect.any(Number) }),
      ]);
      expect(data.trustEvents[0].delta).toBeLessThan(0);
      expect(data.suspensions).toEqual([
        expect.objectContaining({ reason: 'Cooling off', liftedAt: expect.any(String) }),
      ]);
      expect(data.suspensions[0]).not.toHaveProperty('createdBy');

      // The reports against them: that they happened, the category and the outcome; not who or in what words.
      const aboutMe = data.moderationRequests.filter(
        (r: { reportedByAnotherMember?: boolean }) => r.reportedByAnotherMember,
      );
      expect(aboutMe.map((r: { reason: string }) => r.reason).sort()).toEqual([
        'Member reported for harassment',
        'Message reported for scammer',
      ]);
      const text = res.body;
      for (const leak of ['REPORTER-PRIVATE-DETAILS', 'STAFF-NOTE-NAMING-REPORTER', 'Quiet Reporter', reporter.email]) {
        expect(text).not.toContain(leak);
      }
      for (const r of data.moderationRequests) {
        expect(r).not.toHaveProperty('reporterId');
        expect(r).not.toHaveProperty('reviewerId');
      }

      // The reporter's own export does carry their report (and the message they reported).
      const reporterData = (await theirs.get('/api/account/export')).json();
      expect(reporterData.reportsFiled.memberReports).toEqual([
        expect.objectContaining({ reportedUserId: me.id, details: 'REPORTER-PRIVATE-DETAILS', status: 'approved' }),
      ]);
      expect(reporterData.reportsFiled.messageReports).toEqual([
        expect.objectContaining({ messageId: sent.json().id, reason: 'scammer', status: 'pending' }),
      ]);
    },
  );
});
