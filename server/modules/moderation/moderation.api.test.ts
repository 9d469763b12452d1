/**
 * The staff console's server (issue 13): one moderation pipeline over every subject type, the
 * access rules of every new route, suspension ending a live session and socket, feedback and
 * criminality reports, member reports, verification, and the audit log of every staff action.
 */
import crypto from 'node:crypto';
import { and, eq, sql } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ModerationSubjectType } from '#contracts';
import { insertMemberPhoto, renderPhoto, seededRandom } from '#seed/factories';
import {
  criminalityReports,
  moderationLogs,
  moderationRequests,
  profiles,
  trainingSamples,
  trustEvents,
  users,
} from '#db/schema';
import { connectSocket } from '#test/socket-client';
import { listenOnLoopback, acquaint, startTestApp, type TestAgent, type TestApp } from '#test/support';
import { photos } from '#modules/photos';
import { stories } from '#modules/stories';

let t: TestApp;
let port: number;
type Member = { id: number; agent: TestAgent; email: string; password: string };
let moderator: Member;
let admin: Member;
const rng = seededRandom(13);

beforeAll(async () => {
  t = await startTestApp();
  port = await listenOnLoopback(t);
  moderator = await signedIn('moderator');
  admin = await signedIn('admin');
});
afterAll(async () => {
  await t?.close();
});

const db = () => t.ctx.database.db;
async function signedIn(role: 'member' | 'moderator' | 'admin' = 'member'): Promise<Member> {
  const m = await t.createMember({ role });
  // Factories verify some members at random; these tests start from unverified.
  await db().update(users).set({ isVerified: false }).where(eq(users.id, m.id));
  return { id: m.id, agent: await t.signIn(m), email: m.email, password: m.password };
}
const trustOf = async (id: number) =>
  (await db().select({ trust: users.trustScore }).from(users).where(eq(users.id, id)))[0]!.trust;
const setTrust = (id: number, trust: number) => db().update(users).set({ trustScore: trust }).where(eq(users.id, id));
const text = (from: Member, to: Member, content: string) =>
  from.agent.post('/api/messages', {
    senderId: from.id,
    receiverId: to.id,
    clientId: crypto.randomUUID(),
    messageType: 'text',
    content,
  });
const auditOf = (action: string, targetId: string | number) =>
  db()
    .select()
    .from(moderationLogs)
    .where(and(eq(moderationLogs.action, action), eq(moderationLogs.targetId, String(targetId))));

/**
 * Each subject type: how content gets held (through the real route where there is one), where its
 * request is, whether the content is visible/in force, and whose trust a rejection lowers.
 */
interface Held {
  requestId: number;
  author: number;
  photoId?: number;
  check(): Promise<'visible' | 'hidden' | 'pending'>;
}
type Case = () => Promise<Held>;
const cases: Record<ModerationSubjectType, Case> = {
  async message() {
    const alice = await signedIn();
    const bob = await signedIn();
    await text(bob, alice, 'hi!');
    // Delivered, then reported: a money ask Guardian holds for review but does not block for a new account at
    // trust 30-90 (risk 54-72). An insult with the ask ("you are useless, send me money now") now blocks from a
    // brand-new account (round 6: harassment + money request), so it cannot be reported.
    const sent = await text(alice, bob, 'can you lend me 50 quid till friday?');
    expect(sent.statusCode, sent.body).toBe(201);
    const id = sent.json().id as number;
    expect((await bob.agent.post('/api/messages/report', { messageId: id, reason: 'scammer' })).statusCode).toBe(201);
    const [req] = await db()
      .select()
      .from(moderationRequests)
      .where(
        and(
          eq(moderationRequests.subjectType, 'message'),
          eq(moderationRequests.subjectId, id),
          eq(moderationRequests.reporterId, bob.id),
        ),
      );
    return {
      requestId: req!.id,
      author: alice.id,
      async check() {
        const seen = (
          (await bob.agent.get(`/api/messages?otherUserId=${alice.id}`)).json() as Array<{
            id: number;
            content: string;
            moderationStatus: string;
          }>
        ).find((m) => m.id === id)!;
        return seen.moderationStatus === 'rejected' && seen.content === '' ? 'hidden' : 'visible';
      },
    };
  },
  async photo() {
    const owner = await signedIn();
    const photo = await insertMemberPhoto(db(), t.ctx.storage, owner.id, {
      image: await renderPhoto(rng),
      photoType: 'profile',
      moderationStatus: 'pending',
    });
    // Nothing from Guardian yet: the Photos tab opens the request through the pipeline.
    const viewer = await signedIn();
    // Photos follow profile visibility (ADR 118): the viewer has waved at the owner.
    await acquaint(t, viewer, owner);
    return {
      requestId: 0,
      author: owner.id,
      photoId: photo.id,
      async check() {
        const [row] = await db().select().from(photos).where(eq(photos.id, photo.id));
        const listed = ((await viewer.agent.get(`/api/photos/${owner.id}`)).json() as Array<{ id: number }>).some(
          (p) => p.id === photo.id,
        );
        return row!.moderationStatus === 'pending' ? 'pending' : listed ? 'visible' : 'hidden';
      },
    };
  },
  async story() {
    const owner = await signedIn();
    const res = await owner.agent.post('/api/stories', {
      gridType: 'date',
      mediaType: 'text',
      textContent: 'send me nudes',
    });
    expect(res.statusCode, res.body).toBe(201);
    const id = res.json().id as number;
    expect(res.json().moderationStatus).toBe('flagged');
    const [req] = await db()
      .select()
      .from(moderationRequests)
      .where(and(eq(moderationRequests.subjectType, 'story'), eq(moderationRequests.subjectId, id)));
    return {
      requestId: req!.id,
      author: owner.id,
      async check() {
        const [row] = await db().select().from(stories).where(eq(stories.id, id));
        return !row ? 'hidden' : row.moderationStatus === 'approved' ? 'visible' : 'pending';
      },
    };
  },
  async profile_text() {
    const owner = await signedIn();
    const viewer = await signedIn();
    // Profiles answer only members who could meet (issue 10): the viewer has waved at the owner.
    await acquaint(t, viewer, owner);
    const res = await owner.agent.patch(`/api/profile/${owner.id}`, { bio: 'Follow my insta for more pics' });
    expect(res.statusCode, res.body).toBe(200);
    const [req] = await db()
      .select()
      .from(moderationRequests)
      .where(and(eq(moderationRequests.subjectType, 'profile_text'), eq(moderationRequests.subjectId, owner.id)));
    expect(req!.subjectField).toBe('bio');
    return {
      requestId: req!.id,
      author: owner.id,
      async check() {
        const bio = (await viewer.agent.get(`/api/profile/${owner.id}`)).json().bio;
        return bio === 'Follow my insta for more pics' ? 'visible' : 'hidden';
      },
    };
  },
  async member_report() {
    const reporter = await signedIn();
    const reported = await signedIn();
    const res = await reporter.agent.post('/api/member-reports', {
      reportedUserId: reported.id,
      reason: 'scam',
      details: 'asked for gift cards',
    });
    expect(res.statusCode, res.body).toBe(201);
    const [req] = await db()
      .select()
      .from(moderationRequests)
      .where(and(eq(moderationRequests.subjectType, 'member_report'), eq(moderationRequests.subjectId, res.json().id)));
    return {
      requestId: req!.id,
      author: reported.id,
      // An upheld report is the "rejected" side for the reported member: their trust drops on approve.
      async check() {
        const [r] = await db().select().from(moderationRequests).where(eq(moderationRequests.id, req!.id));
        return r!.status === 'pending' ? 'pending' : r!.status === 'approved' ? 'hidden' : 'visible';
      },
    };
  },
  async verification() {
    const member = await signedIn();
    const url = (await member.agent.post('/api/photos/upload')).json().uploadURL as string;
    const selfie = await sharp({ create: { width: 320, height: 320, channels: 3, background: '#c96' } })
      .jpeg()
      .toBuffer();
    const put = await member.agent.request({
      method: 'PUT',
      url,
      payload: selfie,
      headers: { 'content-type': 'image/jpeg' },
    });
    expect(put.statusCode, put.body).toBe(200);
    const res = await member.agent.post('/api/verification', { photoURL: url });
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json()).toMatchObject({ status: 'pending', isVerified: false });
    const [req] = await db()
      .select()
      .from(moderationRequests)
      .where(and(eq(moderationRequests.subjectType, 'verification'), eq(moderationRequests.userId, member.id)));
    return {
      requestId: req!.id,
      author: member.id,
      async check() {
        const status = (await member.agent.get('/api/verification')).json();
        return status.isVerified ? 'visible' : status.status === 'rejected' ? 'hidden' : 'pending';
      },
    };
  },
};

const penaltyOf = async (requestId: number) =>
  (await db().select().from(moderationRequests).where(eq(moderationRequests.id, requestId)))[0]!.priority === 'high'
    ? -20
    : -10;

async function decide(type: ModerationSubjectType, held: Held, decision: 'approved' | 'rejected') {
  if (type === 'photo') {
    const res = await moderator.agent.post(`/api/admin/photos/${held.photoId}/review`, { decision });
    expect(res.statusCode, res.body).toBe(200);
    const [req] = await db()
      .select()
      .from(moderationRequests)
      .where(and(eq(moderationRequests.subjectType, 'photo'), eq(moderationRequests.subjectId, held.photoId!)));
    return req!.id;
  }
  const res = await moderator.agent.post(`/api/admin/moderation-requests/${held.requestId}/review`, {
    decision,
    notes: 'checked',
  });
  expect(res.statusCode, res.body).toBe(200);
  expect(res.json()).toMatchObject({ id: held.requestId, decision, subject: { type } });
  return held.requestId;
}

describe('one pipeline over every subject type', () => {
  const types = Object.keys(cases) as ModerationSubjectType[];
  it.each(types)('%s: held → queued with its typed subject and context', async (type) => {
    const held = await cases[type]();
    if (type === 'photo') {
      // Pending photos wait in the Photos tab; deciding there opens and closes a pipeline request.
      const tab = (await moderator.agent.get('/api/admin/photos')).json() as Array<{ id: number }>;
      expect(tab.map((p) => p.id)).toContain(held.photoId);
      expect(await held.check()).toBe('pending');
      return;
    }
    const queue = (
      await moderator.agent.get(`/api/admin/moderation-requests?status=pending&type=${type}`)
    ).json() as Array<{ id: number; subject: { type: string } }>;
    expect(queue.find((q) => q.id === held.requestId)).toMatchObject({ subject: { type } });
    const detail = await moderator.agent.get(`/api/admin/moderation-requests/${held.requestId}`);
    expect(detail.statusCode, detail.body).toBe(200);
    expect(detail.json().context.type).toBe(type);
    if (type === 'member_report' || type === 'verification' || type === 'story')
      expect(await held.check()).toBe('pending');
  });

  it.each(types)('%s: approved → visible (or upheld), trust applied exactly once', async (type) => {
    const held = await cases[type]();
    await setTrust(held.author, 50);
    const requestId = await decide(type, held, 'approved');
    expect(await held.check()).toBe(type === 'member_report' ? 'hidden' : 'visible');
    // Penalties double for high-priority requests (Guardian's risk depends on the sender's signals).
    const expected = type === 'member_report' ? 50 + (await penaltyOf(requestId)) : 50;
    expect(await trustOf(held.author)).toBe(expected);
    const again = await moderator.agent.post(`/api/admin/moderation-requests/${requestId}/review`, {
      decision: 'rejected',
    });
    expect(again.statusCode).toBe(409);
    expect(await trustOf(held.author)).toBe(expected);
    expect(
      await auditOf(type === 'verification' ? 'verification.approve' : 'moderation.approve', requestId),
    ).toHaveLength(1);
  });

  it.each(types)('%s: rejected → hidden or removed, author trust lowered exactly once', async (type) => {
    const held = await cases[type]();
    await setTrust(held.author, 50);
    const samplesBefore = (
      await db()
        .select({ n: sql<number>`count(*)::int` })
        .from(trainingSamples)
    )[0]!.n;
    const requestId = await decide(type, held, 'rejected');
    expect(await held.check()).toBe(type === 'member_report' ? 'visible' : 'hidden');
    const expected = type === 'member_report' || type === 'verification' ? 50 : 50 + (await penaltyOf(requestId));
    expect(await trustOf(held.author)).toBe(expected);
    expect(
      (await moderator.agent.post(`/api/admin/moderation-requests/${requestId}/review`, { decision: 'rejected' }))
        .statusCode,
    ).toBe(409);
    expect(await trustOf(held.author)).toBe(expected);
    const events = await db()
      .select()
      .from(trustEvents)
      .where(and(eq(trustEvents.moderationRequestId, requestId), eq(trustEvents.userId, held.author)));
    expect(events).toHaveLength(expected < 50 ? 1 : 0);
    // Text content becomes a labelled training sample (decision 23).
    const samplesAfter = (
      await db()
        .select({ n: sql<number>`count(*)::int` })
        .from(trainingSamples)
    )[0]!.n;
    expect(samplesAfter - samplesBefore).toBe(['message', 'story', 'profile_text'].includes(type) ? 1 : 0);
    expect(
      await auditOf(type === 'verification' ? 'verification.reject' : 'moderation.reject', requestId),
    ).toHaveLength(1);
  });

  it('a moderator never reviews their own content (403), and nothing changes', async () => {
    const res = await moderator.agent.patch(`/api/profile/${moderator.id}`, { bio: 'Follow my insta for more pics' });
    expect(res.statusCode).toBe(200);
    const [req] = await db()
      .select()
      .from(moderationRequests)
      .where(and(eq(moderationRequests.subjectType, 'profile_text'), eq(moderationRequests.userId, moderator.id)));
    const own = await moderator.agent.post(`/api/admin/moderation-requests/${req!.id}/review`, {
      decision: 'approved',
    });
    expect(own.statusCode).toBe(403);
    expect(own.json().message).toBe('You cannot review your own content');
    expect((await db().select().from(moderationRequests).where(eq(moderationRequests.id, req!.id)))[0]!.status).toBe(
      'pending',
    );
    expect(
      (await admin.agent.post(`/api/admin/moderation-requests/${req!.id}/review`, { decision: 'approved' })).statusCode,
    ).toBe(200);
  });

  it("repeated false reports lower the reporter's trust and daily report limit", async () => {
    const reporter = await signedIn();
    await setTrust(reporter.id, 50);
    for (let i = 0; i < 3; i++) {
      const target = await signedIn();
      const res = await reporter.agent.post('/api/member-reports', {
        reportedUserId: target.id,
        reason: 'fake_profile',
      });
      expect(res.statusCode, res.body).toBe(201);
      const [req] = await db()
        .select()
        .from(moderationRequests)
        .where(
          and(eq(moderationRequests.subjectType, 'member_report'), eq(moderationRequests.subjectId, res.json().id)),
        );
      expect(
        (await moderator.agent.post(`/api/admin/moderation-requests/${req!.id}/review`, { decision: 'rejected' }))
          .statusCode,
      ).toBe(200);
    }
    // Two are forgiven; the third costs 5.
    expect(await trustOf(reporter.id)).toBe(45);
    const detail = (await moderator.agent.get(`/api/admin/users/${reporter.id}`)).json();
    expect(detail).toMatchObject({ falseReportCount: 3, reportLimitPerDay: 4 });
    expect(detail.reportsBy).toHaveLength(3);
    // 3 filed today; the fourth is the last one allowed, the fifth is refused.
    expect(
      (await reporter.agent.post('/api/member-reports', { reportedUserId: (await signedIn()).id, reason: 'other' }))
        .statusCode,
    ).toBe(201);
    const over = await reporter.agent.post('/api/member-reports', {
      reportedUserId: (await signedIn()).id,
      reason: 'other',
    });
    expect(over.statusCode).toBe(429);
    expect(over.json().message).toMatch(/at most 4 reports a day/);
  });
});

describe('POST /api/member-reports', () => {
  it('anonymous 401; self 400; unknown or blocked 404; repeat 409; bad reason names the field', async () => {
    const a = await signedIn();
    const b = await signedIn();
    expect((await t.agent().post('/api/member-reports', { reportedUserId: b.id, reason: 'scam' })).statusCode).toBe(
      401,
    );
    const self = await a.agent.post('/api/member-reports', { reportedUserId: a.id, reason: 'scam' });
    expect(self.statusCode).toBe(400);
    expect(self.json().message).toMatch(/reportedUserId/);
    expect((await a.agent.post('/api/member-reports', { reportedUserId: 99_999_999, reason: 'scam' })).statusCode).toBe(
      404,
    );
    const bad = await a.agent.post('/api/member-reports', { reportedUserId: b.id, reason: 'ugly' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toMatch(/reason/);
    const c = await signedIn();
    expect((await c.agent.post('/api/blocks', { userId: a.id })).statusCode).toBe(201);
    expect((await a.agent.post('/api/member-reports', { reportedUserId: c.id, reason: 'scam' })).statusCode).toBe(404);
    expect((await a.agent.post('/api/member-reports', { reportedUserId: b.id, reason: 'scam' })).statusCode).toBe(201);
    const again = await a.agent.post('/api/member-reports', { reportedUserId: b.id, reason: 'harassment' });
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe('You already reported this member');
  });
});

describe('route access: anonymous / member / moderator / admin', () => {
  const routes: Array<{ method: 'GET' | 'POST'; url: () => string; body?: () => unknown; moderator: boolean }> = [
    { method: 'GET', url: () => '/api/admin/moderation-requests', moderator: true },
    { method: 'GET', url: () => '/api/admin/moderation-stats', moderator: true },
    { method: 'GET', url: () => '/api/admin/moderation-logs', moderator: false },
    { method: 'GET', url: () => '/api/admin/criminality-reports', moderator: true },
    { method: 'GET', url: () => '/api/admin/verification-requests', moderator: true },
    { method: 'GET', url: () => `/api/admin/users/${admin.id}`, moderator: true },
    { method: 'GET', url: () => '/api/admin/users?q=a', moderator: true },
    { method: 'GET', url: () => `/api/admin/compliance/${moderator.id}`, moderator: false },
  ];
  it.each(
    routes.map(
      (r) =>
        [
          r.method,
          r.url.toString().replace(/^\(\) => [`']|[`']$|\$\{[^}]+\}/g, (m) => (m.startsWith('$') ? '{id}' : '')),
          r,
        ] as const,
    ),
  )('%s %s', async (_m, _u, r) => {
    const member = await signedIn();
    const call = (agent: TestAgent) =>
      agent.request({ method: r.method, url: r.url(), ...(r.body ? { payload: r.body() as object } : {}) });
    expect((await call(t.agent())).statusCode).toBe(401);
    expect((await call(member.agent)).statusCode).toBe(403);
    expect((await call(moderator.agent)).statusCode).toBe(r.moderator ? 200 : 403);
    expect((await call(admin.agent)).statusCode).toBe(200);
  });

  it(
    'admin-only writes: suspend, unsuspend, trust reset, gender; ' + 'moderator and member 403, anonymous 401',
    async () => {
      const target = await signedIn();
      const member = await signedIn();
      const writes: Array<[string, unknown]> = [
        [`/api/admin/users/${target.id}/suspend`, { reason: 'spam', duration: 1 }],
        [`/api/admin/users/${target.id}/unsuspend`, {}],
        [`/api/admin/users/${target.id}/trust-reset`, { trustScore: 50 }],
        [`/api/admin/users/${target.id}/gender`, { gender: 'woman', notes: 'support ticket 12' }],
      ];
      for (const [url, body] of writes) {
        expect((await t.agent().post(url, body)).statusCode, url).toBe(401);
        expect((await member.agent.post(url, body)).statusCode, url).toBe(403);
        expect((await moderator.agent.post(url, body)).statusCode, url).toBe(403);
      }
      expect((await db().select().from(users).where(eq(users.id, target.id)))[0]!.suspendedUntil).toBeNull();
    },
  );

  it('moderator writes: feedback, follow-up, review; member 403, anonymous 401', async () => {
    const member = await signedIn();
    const feedback = {
      contentId: 'm-1',
      contentType: 'message',
      content: 'x',
      originalAction: 'approved',
      moderatorAction: 'flagged',
      reason: 'r',
    };
    for (const [url, body] of [
      ['/api/admin/moderation-feedback', feedback],
      ['/api/admin/criminality-reports/1/follow-up', {}],
      ['/api/admin/moderation-requests/1/review', { decision: 'approved' }],
    ] as const) {
      expect((await t.agent().post(url, body)).statusCode, url).toBe(401);
      expect((await member.agent.post(url, body)).statusCode, url).toBe(403);
    }
  });

  it('verification: anonymous 401; members see only their own status', async () => {
    expect((await t.agent().get('/api/verification')).statusCode).toBe(401);
    expect((await t.agent().post('/api/verification', { photoURL: 'x' })).statusCode).toBe(401);
    const member = await signedIn();
    const status = (await member.agent.get('/api/verification')).json();
    expect(status).toMatchObject({
      status: 'none',
      isVerified: false,
      pose: { id: expect.any(String), instruction: expect.any(String) },
    });
    const forged = await member.agent.post('/api/verification', { photoURL: '/api/photos/upload/forged.1.2' });
    expect(forged.statusCode).toBe(400);
    expect(forged.json().message).toMatch(/photoURL/);
  });
});

describe('suspension', () => {
  it(
    'ends a live session and socket at once, refuses sign-in with reason and end date, ' + 'and lifting restores it',
    async () => {
      const target = await signedIn();
      const socket = await connectSocket(port, target.agent);
      await socket.next('ready');
      const closed = new Promise<number>((resolve) => socket.socket.on('close', (code) => resolve(code)));
      const bad = await admin.agent.post(`/api/admin/users/${target.id}/suspend`, { reason: 'spam', duration: 0 });
      expect(bad.statusCode).toBe(400);
      expect(bad.json().message).toMatch(/Duration/);
      const res = await admin.agent.post(`/api/admin/users/${target.id}/suspend`, {
        reason: 'Harassing other members',
        duration: 7,
      });
      expect(res.statusCode, res.body).toBe(200);
      expect(res.json()).toMatchObject({ userId: target.id, reason: 'Harassing other members', sessionsEnded: 1 });
      expect(await closed).toBe(4401);
      expect((await target.agent.get('/api/auth/user')).statusCode).toBe(401);
      const login = await t.agent().post('/api/auth/login', { email: target.email, password: target.password });
      expect(login.statusCode).toBe(403);
      expect(login.json().message).toMatch(/suspended until \d{4}-\d{2}-\d{2}.*Harassing other members/);
      expect(
        (await admin.agent.post(`/api/admin/users/${admin.id}/suspend`, { reason: 'x', duration: 1 })).statusCode,
      ).toBe(400);

      const detail = (await moderator.agent.get(`/api/admin/users/${target.id}`)).json();
      expect(detail.suspension).toMatchObject({ reason: 'Harassing other members' });
      expect(detail.suspensions).toHaveLength(1);
      expect(JSON.stringify(detail)).not.toMatch(/latitude|longitude/);

      expect((await admin.agent.post(`/api/admin/users/${target.id}/unsuspend`, {})).statusCode).toBe(200);
      expect((await admin.agent.post(`/api/admin/users/${target.id}/unsuspend`, {})).statusCode).toBe(409);
      expect(
        (await t.agent().post('/api/auth/login', { email: target.email, password: target.password })).statusCode,
      ).toBe(200);
      expect(await auditOf('user.suspend', target.id)).toHaveLength(1);
      expect(await auditOf('user.unsuspend', target.id)).toHaveLength(1);
    },
  );
});

describe('moderation feedback and criminality reports', () => {
  it(
    'child_exploitation makes a critical report with follow-up; ' + 'the feedback is a training sample; follow-up once',
    async () => {
      const missing = await moderator.agent.post('/api/admin/moderation-feedback', {
        contentId: 'msg-9',
        content: 'x',
        originalAction: 'approved',
        moderatorAction: 'blocked',
      });
      expect(missing.statusCode).toBe(400);
      expect(missing.json().message).toMatch(/reason/);
      const res = await moderator.agent.post('/api/admin/moderation-feedback', {
        contentId: 'msg-42',
        contentType: 'message',
        content: 'how old are you? 14 is fine, keep it secret',
        originalAction: 'flagged',
        moderatorAction: 'blocked',
        reason: 'grooming a minor',
        riskFactors: ['sexual_content', 'harassment'],
        criminalityFlags: ['child_exploitation'],
        moderatorId: 1,
      });
      expect(res.statusCode, res.body).toBe(201);
      const body = res.json();
      expect(body).toMatchObject({
        criminalityFlagged: true,
        criminalityReport: {
          severity: 'critical',
          followUpRequired: true,
          followedUpAt: null,
          criminalityType: ['child_exploitation'],
        },
      });
      const [sample] = await db().select().from(trainingSamples).where(eq(trainingSamples.id, body.trainingSampleId));
      expect(sample).toMatchObject({
        source: 'feedback',
        expectedAction: 'blocked',
        label: 'harmful',
        createdBy: moderator.id,
      });
      const open = (await moderator.agent.get('/api/admin/criminality-reports?status=open')).json() as Array<{
        id: number;
      }>;
      expect(open.map((r) => r.id)).toContain(body.criminalityReport.id);
      const followed = await moderator.agent.post(
        `/api/admin/criminality-reports/${body.criminalityReport.id}/follow-up`,
        { notes: 'Reported to NCMEC' },
      );
      expect(followed.statusCode, followed.body).toBe(200);
      expect(followed.json()).toMatchObject({ followedUpBy: { id: moderator.id }, followUpNotes: 'Reported to NCMEC' });
      expect(
        (await moderator.agent.post(`/api/admin/criminality-reports/${body.criminalityReport.id}/follow-up`, {}))
          .statusCode,
      ).toBe(409);
      expect(await auditOf('feedback.submit', body.trainingSampleId)).toHaveLength(1);
      expect(await auditOf('criminality.follow_up', body.criminalityReport.id)).toHaveLength(1);

      const plain = await moderator.agent.post('/api/admin/moderation-feedback', {
        contentId: 'msg-43',
        content: 'hello',
        originalAction: 'flagged',
        moderatorAction: 'approved',
        reason: 'harmless',
      });
      expect(plain.json()).toMatchObject({ criminalityFlagged: false, criminalityReport: null });
      const low = await moderator.agent.post('/api/admin/moderation-feedback', {
        contentId: 'msg-44',
        content: 'pay me',
        originalAction: 'approved',
        moderatorAction: 'flagged',
        reason: 'scam',
        criminalityFlags: ['fraud'],
      });
      expect(low.json().criminalityReport).toMatchObject({ severity: 'medium', followUpRequired: false });
    },
  );

  it("Guardian's own criminality flags on blocked messages open a report", async () => {
    const alice = await signedIn();
    const bob = await signedIn();
    await text(bob, alice, 'hi');
    const blocked = await text(alice, bob, 'I will kill you and your family');
    expect(blocked.statusCode).toBe(400);
    const [report] = await db()
      .select()
      .from(criminalityReports)
      .where(and(eq(criminalityReports.userId, alice.id), eq(criminalityReports.source, 'guardian')));
    expect(report).toMatchObject({ severity: 'high', followUpRequired: true, contentType: 'message' });
    expect(report!.criminalityType).toContain('threats_of_violence');
  });
});

describe('users tab, compliance and the audit log', () => {
  it('search, trust reset, gender change and compliance; each action in the audit log with who and notes', async () => {
    const member = await signedIn();
    const [p] = await db().select().from(profiles).where(eq(profiles.userId, member.id));
    const found = (await moderator.agent.get(`/api/admin/users?q=${encodeURIComponent(p!.displayName)}`)).json();
    expect(found[0]).toMatchObject({ id: member.id, role: 'member', isVerified: false, suspendedUntil: null });
    expect((await moderator.agent.get('/api/admin/users?q=')).statusCode).toBe(400);
    expect((await moderator.agent.get('/api/admin/users/99999999')).statusCode).toBe(404);

    await setTrust(member.id, 12);
    const reset = await admin.agent.post(`/api/admin/users/${member.id}/trust-reset`, {
      trustScore: 60,
      notes: 'appeal accepted',
    });
    expect(reset.json()).toEqual({ userId: member.id, trustScore: 60 });
    expect(
      (await admin.agent.post(`/api/admin/users/${member.id}/trust-reset`, { trustScore: 101 })).json().message,
    ).toMatch(/Trust score/);
    const gender = await admin.agent.post(`/api/admin/users/${member.id}/gender`, {
      gender: 'woman',
      notes: 'support ticket 7',
    });
    expect(gender.json()).toEqual({ userId: member.id, gender: 'woman' });
    const detail = (await moderator.agent.get(`/api/admin/users/${member.id}`)).json();
    expect(detail).toMatchObject({ gender: 'woman', trustScore: 60 });
    expect(detail.trustHistory[0]).toMatchObject({
      delta: 48,
      trustScore: 60,
      source: 'reset',
      reason: 'appeal accepted',
    });

    const compliance = await admin.agent.get(`/api/admin/compliance/${member.id}`);
    expect(compliance.statusCode, compliance.body).toBe(200);
    expect(compliance.json()).toMatchObject({ userId: member.id, dataExportAvailable: true, lastExportAt: null });
    expect((await admin.agent.post('/api/admin/compliance/export', { userId: member.id })).statusCode).toBe(200);
    expect((await admin.agent.get(`/api/admin/compliance/${member.id}`)).json().lastExportAt).not.toBeNull();

    expect((await admin.agent.post('/api/admin/keywords/banned', { keyword: 'staffconsoletestword' })).statusCode).toBe(
      201,
    );
    expect((await admin.agent.delete('/api/admin/keywords/banned/staffconsoletestword')).statusCode).toBe(200);
    expect(
      (await admin.agent.post('/api/admin/ai-training/add', { content: 'lovely day', label: 'safe' })).statusCode,
    ).toBe(201);

    const logs = (await admin.agent.get(`/api/admin/moderation-logs?targetUserId=${member.id}`)).json() as Array<{
      action: string;
      actor: { id: number };
      notes: string | null;
    }>;
    expect(logs.map((l) => l.action)).toEqual(['compliance.export', 'user.gender_change', 'user.trust_reset']);
    expect(logs[1]).toMatchObject({ actor: { id: admin.id }, notes: 'support ticket 7' });
    const all = (await admin.agent.get('/api/admin/moderation-logs?limit=50')).json() as Array<{ action: string }>;
    for (const action of ['keyword.add', 'keyword.remove', 'training.sample'])
      expect(all.map((l) => l.action)).toContain(action);
    expect((await admin.agent.get('/api/admin/moderation-logs?action=nonsense')).statusCode).toBe(400);
  });
});
