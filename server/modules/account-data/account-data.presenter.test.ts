import { describe, expect, it } from 'vitest';
import { presentExport } from './account-data.presenter';
import type { MemberData } from './account-data.repository';

describe('account-data presenter (decision 9)', () => {
  it('exports the member data as stored, without the password hash, session ids or storage keys', () => {
    const data = {
      account: {
        id: 1,
        email: 'ana@example.com',
        passwordHash: '$argon2id$v=19$secret',
        createdAt: new Date('2026-01-01T00:00:00Z'),
      },
      profile: { userId: 1, displayName: 'Ana' },
      vibes: null,
      discoverySettings: null,
      nsfwPreferences: null,
      photos: [
        { id: 4, storageKey: 'users/1/photos/key.webp', thumbnailKey: 'users/1/photos/key-thumb.webp', isPublic: true },
      ],
      photoShares: [],
      blocks: [],
      sessions: [{ id: 'session-token-hash', createdAt: new Date('2026-02-01T00:00:00Z') }],
      moderationRequests: [],
      trainingSamples: [],
      messages: [{ id: 1, content: 'hi' }],
      taps: [],
      stories: [{ id: 2, mediaKey: 'users/1/stories/k.webp', textContent: 'story' }],
      safety: { emergencyContacts: [{ id: 3, name: 'Sam', createdAt: new Date('2026-03-01T00:00:00Z') }] },
      memberReportsFiled: [],
      messageReportsFiled: [],
      reportCategories: new Map(),
      verificationRequests: [],
      trustEvents: [],
      suspensions: [],
    } as unknown as MemberData;
    const out = presentExport(data);
    const text = JSON.stringify(out);
    for (const secret of ['argon2', 'session-token-hash', 'key.webp', 'k.webp']) expect(text).not.toContain(secret);
    expect(out.account).toMatchObject({ email: 'ana@example.com', createdAt: '2026-01-01T00:00:00.000Z' });
    expect(out.photos[0]).toMatchObject({ id: 4, url: '/api/photos/4/file' });
    expect(out.sessions[0]).toEqual({ createdAt: '2026-02-01T00:00:00.000Z' });
    expect(out.messages).toEqual([{ id: 1, content: 'hi' }]);
    expect(out.reportsFiled).toEqual({ memberReports: [], messageReports: [] });
    expect(out.safety).toEqual({ emergencyContacts: [{ id: 3, name: 'Sam', createdAt: '2026-03-01T00:00:00.000Z' }] });
  });

  it(
    'a report against the member keeps its category and ' + 'outcome, never the reporter, their words or the reviewer',
    () => {
      const at = new Date('2026-04-01T00:00:00Z');
      const request = (id: number, subjectType: string, reporterId: number | null, extra: object = {}) => ({
        id,
        subjectType,
        subjectId: 30 + id,
        userId: 1,
        reporterId,
        reviewerId: 9,
        reason: 'stored reason with Reporter Name: words',
        contentText: 'reporter details',
        reviewNotes: 'staff notes',
        status: 'approved',
        createdAt: at,
        ...extra,
      });
      const data = {
        account: { id: 1 },
        photos: [],
        photoShares: [],
        blocks: [],
        sessions: [],
        moderationRequests: [
          request(1, 'member_report', 5),
          request(2, 'message', 5, { contentText: 'their own message' }),
          request(3, 'photo', null, { reason: 'Guardian: nudity' }),
        ],
        trainingSamples: [],
        messages: [],
        taps: [],
        stories: [],
        safety: {},
        memberReportsFiled: [],
        messageReportsFiled: [{ id: 4, messageId: 8, reason: 'nsfw', status: null, createdAt: at }],
        reportCategories: new Map([
          [1, 'harassment'],
          [2, 'scammer'],
        ]),
        verificationRequests: [
          { id: 6, userId: 1, poseId: 'thumbs_up', storageKey: 'users/1/v.webp', status: 'rejected', note: 'blurry' },
        ],
        trustEvents: [{ id: 7, userId: 1, delta: -10, trustScore: 40, source: 'moderation', reason: 'x' }],
        suspensions: [{ id: 8, userId: 1, reason: 'spam', createdBy: 9, liftedBy: 9, liftedAt: null }],
      } as unknown as MemberData;
      const out = presentExport(data);
      expect(out.moderationRequests[0]).toMatchObject({
        reason: 'Member reported for harassment',
        reportedByAnotherMember: true,
        status: 'approved',
      });
      expect(out.moderationRequests[1]).toMatchObject({
        reason: 'Message reported for scammer',
        contentText: 'their own message',
      });
      expect(out.moderationRequests[2]).toMatchObject({ reason: 'Guardian: nudity', reviewNotes: 'staff notes' });
      for (const r of out.moderationRequests) {
        expect(r).not.toHaveProperty('reporterId');
        expect(r).not.toHaveProperty('reviewerId');
      }
      const reports = JSON.stringify(out.moderationRequests.slice(0, 2));
      for (const leak of ['Reporter Name', 'reporter details', 'staff notes']) expect(reports).not.toContain(leak);
      expect(out.reportsFiled.messageReports[0]).toMatchObject({ status: 'pending', createdAt: at.toISOString() });
      expect(out.verificationRequests[0]).toEqual({
        id: 6,
        userId: 1,
        poseId: 'thumbs_up',
        pose: 'Give a thumbs up next to your face',
        status: 'rejected',
        note: 'blurry',
      });
      expect(out.trustEvents[0]).not.toHaveProperty('userId');
      expect(out.suspensions[0]).toEqual({ id: 8, userId: 1, reason: 'spam', liftedAt: null });
    },
  );
});
