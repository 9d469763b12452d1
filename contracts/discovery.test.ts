import { describe, expect, it } from 'vitest';
import {
  BROKEN_HEART,
  SUMMARY_TEXTS,
  compatibilitySummary,
  computeCompatibility,
  distanceDisplay,
  energyLabel,
  heartsFor,
  sharedInterestPercent,
  vibeScore,
} from './discovery';

const v = (romantic: number, dominance: number, social: number) => ({ romantic, dominance, social });

describe('compatibility (spec §9)', () => {
  it('weights romantic closeness 0.4, dominance complementarity 0.4, social closeness 0.2', () => {
    expect(vibeScore(v(50, 50, 50), v(50, 50, 50))).toBe(100);
    // Same dominance is not complementary: viewer 80 wants 20.
    expect(vibeScore(v(50, 80, 50), v(50, 80, 50))).toBeCloseTo(40 + 0.4 * 40 + 20);
    expect(vibeScore(v(50, 80, 50), v(50, 20, 50))).toBe(100);
    expect(vibeScore(v(0, 0, 0), v(100, 0, 100))).toBeCloseTo(0 + 0 + 0);
    expect(vibeScore(v(10, 30, 90), v(30, 60, 50))).toBeCloseTo(0.4 * 80 + 0.4 * 90 + 0.2 * 60);
  });

  it('shared interests are overlap over the larger list, × 100', () => {
    expect(sharedInterestPercent(['a', 'b'], ['b', 'c', 'd', 'e'])).toBe(25);
    expect(sharedInterestPercent([], [])).toBe(0);
    expect(sharedInterestPercent(['a'], ['a'])).toBe(100);
  });

  it('combines vibe × 0.7 + shared × 0.3 and rounds', () => {
    const c = computeCompatibility(
      { vibes: v(10, 30, 90), interests: ['a', 'b', 'c'] },
      { vibes: v(30, 60, 50), interests: ['b', 'c', 'd', 'e'] },
    );
    // vibe 80, shared 2/4 = 50 → 56 + 15 = 71
    expect(c).toMatchObject({ vibeScore: 80, sharedInterestPercent: 50, score: 71 });
    const half = computeCompatibility(
      { vibes: v(50, 50, 50), interests: ['a'] },
      { vibes: v(50, 50, 55), interests: ['b'] },
    );
    // vibe 99 → 69.3 → 69
    expect(half.score).toBe(69);
    for (let i = 0; i < 200; i++) {
      const a = v((i * 37) % 101, (i * 53) % 101, (i * 71) % 101);
      const b = v((i * 11) % 101, (i * 29) % 101, (i * 43) % 101);
      const ia = ['x', 'y', 'z'].slice(0, i % 4);
      const ib = ['y', 'z', 'w', 'q'].slice(0, (i * 7) % 5);
      const got = computeCompatibility({ vibes: a, interests: ia }, { vibes: b, interests: ib });
      expect(got.score).toBe(Math.round(vibeScore(a, b) * 0.7 + sharedInterestPercent(ia, ib) * 0.3 + 1e-9));
    }
  });

  it('heart tiers at 85, 70, 55, 40, 25 and a broken heart below', () => {
    expect(heartsFor(100)).toBe('❤️❤️❤️❤️❤️');
    expect(heartsFor(85)).toBe('❤️❤️❤️❤️❤️');
    expect(heartsFor(84)).toBe('❤️❤️❤️❤️');
    expect(heartsFor(70)).toBe('❤️❤️❤️❤️');
    expect(heartsFor(55)).toBe('❤️❤️❤️');
    expect(heartsFor(40)).toBe('❤️❤️');
    expect(heartsFor(25)).toBe('❤️');
    expect(heartsFor(24)).toBe(BROKEN_HEART);
  });

  it('summary texts exactly as the spec', () => {
    expect(compatibilitySummary(v(50, 50, 50), v(60, 45, 55))).toBe('Perfect energy match!');
    expect(compatibilitySummary(v(50, 50, 50), v(60, 45, 90))).toBe('Great chemistry potential');
    expect(compatibilitySummary(v(50, 50, 50), v(90, 45, 55))).toBe('Great chemistry potential');
    expect(compatibilitySummary(v(50, 90, 50), v(60, 90, 55))).toBe('Similar romantic vibes');
    expect(compatibilitySummary(v(50, 50, 50), v(90, 50, 90))).toBe('Complementary energy');
    expect(compatibilitySummary(v(0, 90, 0), v(90, 90, 90))).toBe('Different but intriguing');
    expect(compatibilitySummary(null, v(1, 2, 3))).toBe('Unknown compatibility');
    // Boundaries: romantic < 20, dominance < 25, social < 20.
    expect(compatibilitySummary(v(50, 50, 50), v(70, 75, 70))).toBe(SUMMARY_TEXTS.different);
    expect(compatibilitySummary(v(50, 50, 50), v(69, 74, 69))).toBe(SUMMARY_TEXTS.perfect);
  });

  it('energy label from dominance', () => {
    expect([0, 24, 25, 49, 50, 74, 75, 100].map(energyLabel)).toEqual([
      'Very Passive',
      'Very Passive',
      'Somewhat Passive',
      'Somewhat Passive',
      'Somewhat Active',
      'Somewhat Active',
      'Very Active',
      'Very Active',
    ]);
  });

  it(
    'distance display (decision 28): miles first, then walking at ~20 min a mile ' +
      'up to a mile, driving beyond; dot colours',
    () => {
      expect(distanceDisplay(0)).toEqual({
        text: 'Under a mile · 5 min walk',
        minutes: 5,
        dot: 'green',
        miles: 'Under a mile',
      });
      expect(distanceDisplay(1)).toEqual({ text: '1 mile · 20 min walk', minutes: 20, dot: 'green', miles: '1 mile' });
      expect(distanceDisplay(6)).toEqual({
        text: '6 miles · 15 min drive',
        minutes: 15,
        dot: 'green',
        miles: '6 miles',
      });
      expect(distanceDisplay(15)).toEqual({
        text: '15 miles · 35 min drive',
        minutes: 35,
        dot: 'yellow',
        miles: '15 miles',
      });
      expect(distanceDisplay(30)).toEqual({
        text: '30 miles · 65 min drive',
        minutes: 65,
        dot: 'orange',
        miles: '30 miles',
      });
      expect(distanceDisplay(null)).toMatchObject({ dot: 'grey', minutes: null });
    },
  );
});
