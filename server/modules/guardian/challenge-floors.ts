/**
 * The floor assertions every dated challenge set's test declares (challenge-2026-11-26*.test.ts): one body, so a
 * new set adds its measured floors, not another copy of the checks. Runs inside a vitest `describe`.
 * Floors are one point under the measured figures and are never lowered to make a change pass; the one exception is
 * a model promoted by the gate of ADR 152, after which every floor is re-derived from its figures by the same
 * formula and each lowered floor is listed in the promotion's ADR.
 */
import { expect, it } from 'vitest';
import type { ChallengeReport } from './challenge-eval';

export interface ChallengeFloors {
  /** category -> [metric the issue asks of it, floor]. */
  categories: Record<string, ['allow' | 'notAllow' | 'block', number]>;
  /** BLOCK categories: not-ALLOW floors. */
  notAllow: Record<string, number>;
  /** Share of messages meeting their expectation, per obfuscation kind. */
  obfuscation: Record<string, number>;
  /** Share of all messages meeting their expectation. */
  overall: number;
  /** The set has at least this many messages. */
  minMessages: number;
  /** Categories whose BLOCK rate with a trusted sender (trust 90) may not fall below the neutral one. */
  trustIndependent: string[];
  /** Split sends (the set's sequences file): harmful sequences caught, harmless ones delivered whole. */
  sequences?: { harmfulCaught: number; harmlessDelivered: number };
}

export function challengeFloorTests(report: ChallengeReport, floors: ChallengeFloors): void {
  it('covers every category and obfuscation kind of the set', () => {
    expect(Object.keys(report.byCategory).sort()).toEqual(Object.keys(floors.categories).sort());
    expect(Object.keys(report.byObfuscation).sort()).toEqual(Object.keys(floors.obfuscation).sort());
    expect(report.overall.n).toBeGreaterThanOrEqual(floors.minMessages);
  });

  it.each(Object.entries(floors.categories))('%s stays at or above its floor', (category, [metric, floor]) => {
    expect(report.byCategory[category].guardian[metric]).toBeGreaterThanOrEqual(floor);
  });

  it.each(Object.entries(floors.notAllow))('%s is held (not ALLOW) at or above its floor', (category, floor) => {
    expect(report.byCategory[category].guardian.notAllow).toBeGreaterThanOrEqual(floor);
  });

  it.each(Object.entries(floors.obfuscation))('obfuscation %s stays at or above its floor', (kind, floor) => {
    const o = report.byObfuscation[kind];
    expect(o.correct / o.n).toBeGreaterThanOrEqual(floor);
  });

  it('overall stays at or above its floor and ahead of the keyword baseline', () => {
    expect(report.overall.correct / report.overall.n).toBeGreaterThanOrEqual(floors.overall);
    expect(report.overall.correct).toBeGreaterThan(report.overall.baselineCorrect);
  });

  it.each(floors.trustIndependent)(
    '%s is blocked as often with a trusted sender (trust 90) as with a neutral one',
    (category) => {
      const c = report.byCategory[category];
      expect(c.blockAtHighTrust).toBeGreaterThanOrEqual(c.guardian.block);
    },
  );

  const sequences = floors.sequences;
  if (sequences)
    it('split messages: harmful sequences are caught at least as often as measured', () => {
      const harmful = Object.values(report.sequences).filter((s) => s.expect !== 'allow');
      const caught = harmful.reduce((k, s) => k + s.correct, 0);
      expect(caught).toBeGreaterThanOrEqual(sequences.harmfulCaught);
      expect(report.sequences.ordinary.correct).toBeGreaterThanOrEqual(sequences.harmlessDelivered);
    });
}
