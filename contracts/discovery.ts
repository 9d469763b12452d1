import { z } from 'zod';
import { idParam } from './common';
import { defineEndpoint } from './endpoint';
import { VIBE_TYPES } from './options';

/**
 * GET /api/discovery/{userId}/{vibeType}[?cursor=...&limit=...]
 *
 * Answer: a JSON LIST of profile cards (the spec's shape, so an existing client keeps working).
 * Pagination (decision 14): when more results exist, the response carries the opaque cursor of
 * the next page in the `X-Next-Cursor` header; pass it back as `?cursor=`. No header = last page.
 * Order is stable: compatibility score descending, then member id ascending.
 */
export const DISCOVERY_PAGE_DEFAULT = 20;
export const DISCOVERY_PAGE_MAX = 50;
export const DISCOVERY_CURSOR_MAX = 200;
export const NEXT_CURSOR_HEADER = 'X-Next-Cursor';
export const SHARED_INTERESTS_ON_CARD = 3;
export const SHARED_FOODS_ON_CARD = 2;

export const discoveryParams = z.object({ userId: idParam, vibeType: z.enum(VIBE_TYPES) }).strict();
export type DiscoveryParams = z.infer<typeof discoveryParams>;

export const discoveryQuery = z
  .object({
    cursor: z
      .string()
      .min(1)
      .max(DISCOVERY_CURSOR_MAX)
      .regex(/^[A-Za-z0-9_-]+$/, 'Invalid cursor')
      .optional(),
    limit: z.coerce.number().int().min(1).max(DISCOVERY_PAGE_MAX).default(DISCOVERY_PAGE_DEFAULT),
  })
  .strict();
export type DiscoveryQuery = z.infer<typeof discoveryQuery>;

const vibeValue = z.number().int().min(0).max(100);
export const cardVibes = z.object({ romantic: vibeValue, dominance: vibeValue, social: vibeValue });
export type CardVibes = z.infer<typeof cardVibes>;

/** Spec: heart tiers at 85, 70, 55, 40, 25; one heart per tier reached, a broken heart below 25. */
export const HEART_TIERS = [
  { min: 85, emoji: '❤️❤️❤️❤️❤️' },
  { min: 70, emoji: '❤️❤️❤️❤️' },
  { min: 55, emoji: '❤️❤️❤️' },
  { min: 40, emoji: '❤️❤️' },
  { min: 25, emoji: '❤️' },
] as const;
export const BROKEN_HEART = '💔';

export const SUMMARY_TEXTS = {
  perfect: 'Perfect energy match!',
  great: 'Great chemistry potential',
  similar: 'Similar romantic vibes',
  complementary: 'Complementary energy',
  different: 'Different but intriguing',
  unknown: 'Unknown compatibility',
} as const;
export type CompatibilitySummary = (typeof SUMMARY_TEXTS)[keyof typeof SUMMARY_TEXTS];

export const cardCompatibility = z.object({
  /** Combined score 0-100: vibeScore × 0.7 + sharedInterestPercent × 0.3, rounded. */
  score: z.number().int().min(0).max(100),
  vibeScore: z.number().int().min(0).max(100),
  sharedInterestPercent: z.number().int().min(0).max(100),
  hearts: z.string(),
  summary: z.string(),
});
export type Compatibility = z.infer<typeof cardCompatibility>;

/** One card of the discovery grid. Never dateOfBirth (decisions 2/3: `age`), never coordinates. */
export const profileCard = z.object({
  id: z.number().int(),
  displayName: z.string(),
  age: z.number().int(),
  profilePictureUrl: z.string().nullable(),
  isVerified: z.boolean(),
  isOnline: z.boolean(),
  /** Whole miles between snapped positions (decision 10); null when either side has no position. */
  distance: z.number().int().min(0).nullable(),
  height: z.string().nullable(),
  bodyType: z.string().nullable(),
  relationshipStatus: z.string().nullable(),
  /** City text the member chose to show. */
  location: z.string().nullable(),
  interests: z.array(z.string()),
  foodPreferences: z.array(z.string()),
  vibes: cardVibes,
  compatibility: cardCompatibility,
  /** At most 3, in the card's order. */
  sharedInterests: z.array(z.string()).max(SHARED_INTERESTS_ON_CARD),
  /** At most 2. */
  sharedFoods: z.array(z.string()).max(SHARED_FOODS_ON_CARD),
});
export type ProfileCard = z.infer<typeof profileCard>;

export const discoveryResponse = z.array(profileCard);
export type DiscoveryResponse = z.infer<typeof discoveryResponse>;

// Business constants (spec §9): shared by the server's ranking and the client's display.

const closeness = (a: number, b: number) => 100 - Math.abs(a - b);

/** Vibe score 0-100: romantic closeness 0.4 + dominance complementarity 0.4 + social closeness 0.2. */
export function vibeScore(viewer: CardVibes, other: CardVibes): number {
  return (
    closeness(viewer.romantic, other.romantic) * 0.4 +
    closeness(100 - viewer.dominance, other.dominance) * 0.4 +
    closeness(viewer.social, other.social) * 0.2
  );
}

/** Overlap count divided by the larger list, × 100 (0 when both lists are empty). */
export function sharedInterestPercent(mine: readonly string[], theirs: readonly string[]): number {
  const larger = Math.max(mine.length, theirs.length);
  if (larger === 0) return 0;
  const set = new Set(mine);
  const overlap = new Set(theirs.filter((x) => set.has(x))).size;
  return (overlap / larger) * 100;
}

export function heartsFor(score: number): string {
  for (const tier of HEART_TIERS) if (score >= tier.min) return tier.emoji;
  return BROKEN_HEART;
}

/** Spec: romantic difference < 20, dominance (complementarity) < 25, social < 20 count as close. */
export function compatibilitySummary(
  viewer: CardVibes | null | undefined,
  other: CardVibes | null | undefined,
): CompatibilitySummary {
  if (!viewer || !other) return SUMMARY_TEXTS.unknown;
  const romantic = Math.abs(viewer.romantic - other.romantic) < 20;
  const dominance = Math.abs(100 - viewer.dominance - other.dominance) < 25;
  const social = Math.abs(viewer.social - other.social) < 20;
  if (romantic && dominance && social) return SUMMARY_TEXTS.perfect;
  if (dominance && (romantic || social)) return SUMMARY_TEXTS.great;
  if (romantic && social) return SUMMARY_TEXTS.similar;
  if (dominance) return SUMMARY_TEXTS.complementary;
  return SUMMARY_TEXTS.different;
}

/** Round half up of n / d for non-negative integers (the server's SQL uses the same integer form). */
const roundRatio = (n: number, d: number) => Math.floor((2 * n + d) / (2 * d));

/**
 * The card's compatibility. Computed in integers (vibe score × 10, overlap / larger list) so the
 * database ranking and this function agree to the point, with no floating-point ties.
 */
export function computeCompatibility(
  viewer: { vibes: CardVibes; interests: readonly string[] },
  other: { vibes: CardVibes; interests: readonly string[] },
): Compatibility {
  const v = viewer.vibes;
  const o = other.vibes;
  const vibeX10 =
    4 * (100 - Math.abs(v.romantic - o.romantic)) +
    4 * (100 - Math.abs(100 - v.dominance - o.dominance)) +
    2 * (100 - Math.abs(v.social - o.social));
  const larger = Math.max(viewer.interests.length, other.interests.length, 1);
  const mine = new Set(viewer.interests);
  const overlap = new Set(other.interests.filter((x) => mine.has(x))).size;
  const score = roundRatio(7 * vibeX10 * larger + 3000 * overlap, 100 * larger);
  return {
    score,
    vibeScore: roundRatio(vibeX10, 10),
    sharedInterestPercent: roundRatio(100 * overlap, larger),
    hearts: heartsFor(score),
    summary: compatibilitySummary(v, o),
  };
}

/** Spec: vibe text splits at 50. */
export const vibeText = {
  romantic: (v: number) => (v < 50 ? 'Shy' : 'Outgoing'),
  dominance: (v: number) => (v < 50 ? 'Passive' : 'Active'),
  social: (v: number) => (v < 50 ? 'Introvert' : 'Extrovert'),
};

/** Spec: Energy label from dominance. */
export function energyLabel(dominance: number): string {
  if (dominance < 25) return 'Very Passive';
  if (dominance < 50) return 'Somewhat Passive';
  if (dominance < 75) return 'Somewhat Active';
  return 'Very Active';
}

export type DistanceDot = 'green' | 'yellow' | 'orange' | 'grey';
const roundTo5 = (v: number) => Math.max(5, Math.round(v / 5) * 5);
/** Walking pace (decision 28): about 20 minutes a mile. */
export const WALK_MINUTES_PER_MILE = 20;
/** Beyond about a mile people drive: ~2 min a mile in town plus ~5 to park. */
const DRIVE_MINUTES_PER_MILE = 2;
const DRIVE_OVERHEAD_MINUTES = 5;
/**
 * One distance language for every surface (decision 28, issue 14): the rounded miles first, then
 * the travel time those miles stand for — walking up to a mile, driving beyond, rounded to 5 (at
 * least 5). Dot by miles: green ≤ 10, yellow ≤ 25, orange above, grey when unknown.
 */
export function distanceDisplay(distance: number | null | undefined): {
  text: string;
  minutes: number | null;
  dot: DistanceDot;
  miles: string;
} {
  if (distance === null || distance === undefined || !Number.isFinite(distance))
    return { text: 'Distance unknown', minutes: null, dot: 'grey', miles: '' };
  const dot: DistanceDot = distance <= 10 ? 'green' : distance <= 25 ? 'yellow' : 'orange';
  const miles = distance < 1 ? 'Under a mile' : `${distance} ${distance === 1 ? 'mile' : 'miles'}`;
  if (distance <= 1) {
    const minutes = roundTo5(distance * WALK_MINUTES_PER_MILE);
    return { text: `${miles} · ${minutes} min walk`, minutes, dot, miles };
  }
  const minutes = roundTo5(distance * DRIVE_MINUTES_PER_MILE + DRIVE_OVERHEAD_MINUTES);
  return { text: `${miles} · ${minutes} min drive`, minutes, dot, miles };
}

/** Discovery (ADR 072): the next page's cursor travels in the X-Next-Cursor header. */
export const discoveryEndpoints = {
  search: defineEndpoint({
    method: 'GET',
    path: '/api/discovery/:userId/:vibeType',
    summary: 'Ranked cards of members who could meet you (your own search only)',
    access: 'member',
    params: discoveryParams,
    query: discoveryQuery,
    responses: { 200: discoveryResponse },
  }),
};
