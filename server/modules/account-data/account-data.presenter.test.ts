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
    } as unknown as MemberData;
    const out = presentExport(data);
    const text = JSON.stringify(out);
    for (const secret of ['argon2', 'session-token-hash', 'key.webp', 'k.webp']) expect(text).not.toContain(secret);
    expect(out.account).toMatchObject({ email: 'ana@example.com', createdAt: '2026-01-01T00:00:00.000Z' });
    expect(out.photos[0]).toMatchObject({ id: 4, url: '/api/photos/4/file' });
    expect(out.sessions[0]).toEqual({ createdAt: '2026-02-01T00:00:00.000Z' });
    expect(out.messages).toEqual([{ id: 1, content: 'hi' }]);
    expect(out.safety).toEqual({ emergencyContacts: [{ id: 3, name: 'Sam', createdAt: '2026-03-01T00:00:00.000Z' }] });
  });
});
