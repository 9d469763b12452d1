import { describe, expect, it } from 'vitest';
import { INTERESTS, computeCompatibility } from '../../../contracts';
import { seededRandom } from '../../db/factories';
import { rankingScore } from './discovery.candidate-index';

// Same bits as SQL discovery_interests_mask (migration 0005): one per INTERESTS entry.
const maskOf = (interests: readonly string[]) =>
  interests.reduce((m, i) => m | (1 << (INTERESTS as readonly string[]).indexOf(i)), 0);

describe('rankingScore (the candidate index ranks by it)', () => {
  it('equals the spec compatibility score computeCompatibility shows on the card', () => {
    const rng = seededRandom(11);
    for (let n = 0; n < 5000; n++) {
      const a = { romantic: rng.int(0, 100), dominance: rng.int(0, 100), social: rng.int(0, 100) };
      const b = { romantic: rng.int(0, 100), dominance: rng.int(0, 100), social: rng.int(0, 100) };
      const ia = rng.some(INTERESTS, 0, 8);
      const ib = rng.some(INTERESTS, 0, 8);
      const expected = computeCompatibility({ vibes: a, interests: ia }, { vibes: b, interests: ib }).score;
      const got = rankingScore(a.romantic, a.dominance, a.social, maskOf(ia), ia.length, b.romantic, b.dominance, b.social, maskOf(ib), ib.length);
      expect(got, JSON.stringify({ a, b, ia, ib })).toBe(expected);
    }
  });
});
