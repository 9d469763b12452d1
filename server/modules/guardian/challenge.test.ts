/**
 * The independent challenge set's figures may not get worse (issue 15). Floors are set just below
 * the values last measured (see docs/guardian.md; raised after the second rule round, ADR 054, the
 * third, ADR 100, and the lure families of round 4, ADR 127): one point under
 * today's rate, so losing a single message in a category of fewer than 100 fails. Raise a floor
 * when a change improves its figure; never lower one to make a change pass, and never tune or
 * train on the set itself.
 */
import { describe, expect, it } from 'vitest';
import { evaluateChallenge } from './challenge-eval';
import { createBaselineMatcher, createGuardianEngine } from './engine';

const report = evaluateChallenge(createGuardianEngine(), createBaselineMatcher());

// category -> [metric, floor]; metric is what the issue asks of the category.
const FLOORS: Record<string, ['allow' | 'notAllow' | 'block', number]> = {
  ordinary: ['allow', 0.982],
  consensual_sexual: ['allow', 0.961],
  unsolicited_sexual: ['notAllow', 0.799],
  threat_violence: ['block', 0.731],
  sexual_violence: ['block', 0.645],
  self_harm_incitement: ['block', 0.879],
  minors: ['block', 0.648],
  extortion: ['block', 0.59],
  drugs: ['notAllow', 0.647],
  scam: ['notAllow', 0.746],
  off_platform: ['notAllow', 0.829],
  hate: ['notAllow', 0.7],
  harassment: ['notAllow', 0.842],
};

describe('challenge set floors (independent set, never trained on)', () => {
  it('covers every category of the set', () => {
    expect(Object.keys(report.byCategory).sort()).toEqual(Object.keys(FLOORS).sort());
    expect(report.overall.n).toBeGreaterThanOrEqual(500);
  });

  it.each(Object.entries(FLOORS))('%s stays at or above its floor', (category, [metric, floor]) => {
    expect(report.byCategory[category].guardian[metric]).toBeGreaterThanOrEqual(floor);
  });

  it('credible threats are blocked as often with a trusted sender (trust 90) as with a neutral one', () => {
    for (const c of ['threat_violence', 'sexual_violence', 'minors'])
      expect(report.byCategory[c].blockAtHighTrust).toBeGreaterThanOrEqual(report.byCategory[c].guardian.block);
  });

  it('overall and sequence figures stay at or above their floors', () => {
    expect(report.overall.correct / report.overall.n).toBeGreaterThanOrEqual(0.929); // 643/685 93.9% (609 round 7)
    // Sequences raised with the window of ADR 139: threat 8/8, off_platform 4/4.
    expect(report.sequences.threat_violence.correct / report.sequences.threat_violence.n).toBeGreaterThanOrEqual(1);
    expect(report.sequences.off_platform.correct / report.sequences.off_platform.n).toBeGreaterThanOrEqual(1);
    expect(report.sequences.extortion.correct / report.sequences.extortion.n).toBeGreaterThanOrEqual(0.714);
    expect(report.sequences.ordinary.correct / report.sequences.ordinary.n).toBeGreaterThanOrEqual(0.545);
  });
});
