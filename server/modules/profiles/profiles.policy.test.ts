import { describe, expect, it } from 'vitest';
import { assertOwner, isOnline, mayChangeGender, ONLINE_WINDOW_MS } from './profiles.policy';
import { presentOwnProfile, presentPublicProfile, presentVibes } from './profiles.presenter';
import type { ProfileRow } from './profiles.repository';

describe('profiles policy', () => {
  it('counts a member online while seen within the window (decision 4)', () => {
    const now = Date.now();
    expect(isOnline(null, now)).toBe(false);
    expect(isOnline(new Date(now - ONLINE_WINDOW_MS + 1000), now)).toBe(true);
    expect(isOnline(new Date(now - ONLINE_WINDOW_MS - 1000), now)).toBe(false);
  });

  it('keeps settings keyed by a userId to their owner, staff included (decision 2)', () => {
    expect(() => assertOwner(1, 1)).not.toThrow();
    expect(() => assertOwner(1, 2, 'vibes')).toThrow(
      expect.objectContaining({ statusCode: 403, message: 'You can only access your own vibes' }),
    );
  });

  it('lets gender be set once, then only kept', () => {
    expect(mayChangeGender(null, 'woman')).toBe(true);
    expect(mayChangeGender('woman', 'woman')).toBe(true);
    expect(mayChangeGender('woman', 'man')).toBe(false);
  });
});

const row = {
  profile: {
    userId: 3,
    displayName: 'Ana',
    dateOfBirth: '1992-03-04',
    gender: 'woman',
    sexualIdentity: null,
    interestedIn: ['men'],
    bio: 'Hi',
    location: 'Chicago, IL',
    latitude: 41.8781,
    longitude: -87.6298,
    height: null,
    bodyType: null,
    relationshipStatus: 'single',
    languages: ['English'],
    interests: ['hiking'],
    foodPreferences: [],
    profilePictureUrl: null,
    updatedAt: new Date(),
  },
  account: {
    email: 'ana@example.com',
    role: 'member',
    twoFactorEnabled: false,
    trustScore: 64,
    isVerified: true,
    lastSeenAt: null,
    suspendedUntil: null,
    createdAt: new Date('2026-01-01T00:00:00Z'),
  },
  vibes: { romantic: 70, dominance: 40, social: 55 },
  discovery: null,
} as unknown as ProfileRow;

describe('profiles presenter (decisions 2, 3, 10)', () => {
  it('never lets another member see e-mail, coordinates, date of birth or role', () => {
    const seen = presentPublicProfile(row, 3);
    const text = JSON.stringify(seen);
    expect(text).not.toContain('ana@example.com');
    expect(text).not.toContain('41.8781');
    expect(text).not.toContain('-87.6298');
    expect(text).not.toContain('1992-03-04');
    expect(seen).not.toHaveProperty('role');
    expect(seen).not.toHaveProperty('twoFactorEnabled');
    expect(seen).toMatchObject({ view: 'public', distance: 3, isVerified: true, trustScore: 64 });
    expect(seen.age).toBeGreaterThanOrEqual(34);
  });

  it('gives the owner their private fields, and default discovery preferences when none are stored', () => {
    const own = presentOwnProfile(row);
    expect(own).toMatchObject({ view: 'own', email: 'ana@example.com', dateOfBirth: '1992-03-04', latitude: 41.8781 });
    expect(own.discoveryPreferences).toMatchObject({ appearInDate: true, maxDistance: 25 });
  });

  it('fills missing vibes with the default value', () => {
    const v = presentVibes(null);
    expect(v.romantic).toBe(v.dominance);
    expect(presentVibes({ romantic: 1, dominance: 2, social: 3 })).toEqual({ romantic: 1, dominance: 2, social: 3 });
  });
});
