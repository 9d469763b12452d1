import { describe, expect, it } from 'vitest';
import { DEFAULT_VIBE, ownProfile, publicProfile } from '#contracts';
import { presentOwnProfile, presentPublicProfile, presentVibes } from './profiles.presenter';
import type { ProfileRow } from './profiles.repository';

const row = {
  profile: {
    userId: 4,
    displayName: 'Kim',
    dateOfBirth: '1992-03-04',
    gender: 'Woman',
    sexualIdentity: 'Straight',
    interestedIn: ['Men'],
    bio: 'Coffee first.',
    location: 'Chicago, IL',
    latitude: 41.8781,
    longitude: -87.6298,
    height: null,
    bodyType: null,
    relationshipStatus: null,
    languages: ['English'],
    interests: ['music'],
    foodPreferences: [],
    profilePictureUrl: null,
  },
  account: {
    email: 'kim@example.com',
    role: 'member',
    twoFactorEnabled: false,
    trustScore: 60,
    isVerified: false,
    lastSeenAt: null,
    suspendedUntil: null,
    createdAt: new Date('2026-01-01T00:00:00Z'),
  },
  vibes: null,
  discovery: null,
} as unknown as ProfileRow;

describe('profile presenters', () => {
  it("another member's view has no e-mail, coordinates, date of birth or role", () => {
    const p = presentPublicProfile(row, 3);
    for (const key of ['email', 'latitude', 'longitude', 'dateOfBirth', 'role', 'twoFactorEnabled']) {
      expect(p).not.toHaveProperty(key);
    }
    expect(JSON.stringify(p)).not.toContain('kim@example.com');
    expect(JSON.stringify(p)).not.toContain('41.87');
    expect(p).toMatchObject({ view: 'public', distance: 3, isBlockedByMe: false });
  });

  it('the own view adds the private fields', () => {
    const p = presentOwnProfile(row);
    expect(p).toMatchObject({ view: 'own', email: 'kim@example.com', dateOfBirth: '1992-03-04', latitude: 41.8781 });
  });

  it('both views parse with their contracts where the row is complete', () => {
    const pub = publicProfile.safeParse(presentPublicProfile(row, null));
    const own = ownProfile.safeParse(presentOwnProfile(row));
    expect(pub.error?.issues ?? []).toEqual([]);
    expect(own.error?.issues ?? []).toEqual([]);
  });

  it('members without vibes or discovery settings get the defaults', () => {
    expect(presentVibes(null)).toEqual({ romantic: DEFAULT_VIBE, dominance: DEFAULT_VIBE, social: DEFAULT_VIBE });
    expect(presentPublicProfile(row, null).discoveryPreferences.appearInDate).toBe(true);
  });
});
