import { describe, expect, it } from 'vitest';
import { SHARED_INTERESTS_ON_CARD, profileCard } from '#contracts';
import { presentCard } from './discovery.presenter';
import type { CardRow, ViewerRow } from './discovery.repository';

const NOW = new Date('2026-11-23T12:00:00Z');

const viewer = {
  userId: 1,
  romantic: 70,
  dominance: 40,
  social: 60,
  interests: ['hiking', 'music', 'cooking', 'travel', 'art'],
  foodPreferences: ['thai'],
} as ViewerRow;

const card: CardRow = {
  id: 2,
  displayName: 'Jo',
  dateOfBirth: '1995-12-01',
  profilePictureUrl: null,
  isVerified: true,
  lastSeenAt: new Date(NOW.getTime() - 60_000),
  height: null,
  bodyType: null,
  relationshipStatus: null,
  location: 'Chicago, IL',
  interests: ['hiking', 'music', 'cooking', 'travel', 'art', 'yoga'],
  foodPreferences: ['thai', 'sushi'],
  score: 0.9,
  miles: 0.3,
  romantic: 65,
  dominance: 45,
  social: 55,
};

describe('presentCard', () => {
  it('matches the card contract: an age, never a date of birth or coordinates', () => {
    const c = presentCard(card, viewer, NOW);
    expect(profileCard.safeParse(c).success).toBe(true);
    expect(c.age).toBe(30);
    for (const key of ['dateOfBirth', 'latitude', 'longitude', 'miles', 'score']) expect(c).not.toHaveProperty(key);
  });

  it('shows whole miles between snapped cells, at least 1', () => {
    expect(presentCard(card, viewer, NOW).distance).toBe(1);
    expect(presentCard({ ...card, miles: 12.6 }, viewer, NOW).distance).toBe(13);
  });

  it('caps shared interests and lists shared foods', () => {
    const c = presentCard(card, viewer, NOW);
    expect(c.sharedInterests.length).toBeLessThanOrEqual(SHARED_INTERESTS_ON_CARD);
    expect(c.sharedInterests.every((i) => viewer.interests.includes(i))).toBe(true);
    expect(c.sharedFoods).toEqual(['thai']);
    expect(c.compatibility.score).toBeGreaterThanOrEqual(0);
    expect(c.compatibility.score).toBeLessThanOrEqual(100);
  });

  it('is online only when seen recently', () => {
    expect(presentCard(card, viewer, NOW).isOnline).toBe(true);
    expect(presentCard({ ...card, lastSeenAt: new Date('2026-11-20T00:00:00Z') }, viewer, NOW).isOnline).toBe(false);
    expect(presentCard({ ...card, lastSeenAt: null }, viewer, NOW).isOnline).toBe(false);
  });
});
