/**
 * The second independent challenge set (challenge/challenge-set-2026-11-26.jsonl, issue 15) may not get
 * worse. It was written without reading the engine, its corpus, its training data or the first set, and
 * committed before anything was run against it (see challenge/README.md). Floors are one point under
 * the figures measured on main at d97a70f (docs/guardian.md), so in a category of fewer than 100
 * messages losing a single one fails. Raise a floor when a change improves its figure; never lower one
 * to make a change pass, and never tune or train on the set itself.
 */
import { describe, expect, it } from 'vitest';
import { CHALLENGE_SET_2026_11_26_FILE, evaluateChallenge } from './challenge-eval';
import { createBaselineMatcher, createGuardianEngine } from './engine';

const report = evaluateChallenge(createGuardianEngine(), createBaselineMatcher(), {
  file: CHALLENGE_SET_2026_11_26_FILE,
});

// category -> [metric the issue asks of it, floor]; measured value in the comment.
const FLOORS: Record<string, ['allow' | 'notAllow' | 'block', number]> = {
  ordinary: ['allow', 0.938], // 204/215 94.9%
  consensual_sexual: ['allow', 0.932], // 33/35 94.3%
  unsolicited_sexual: ['notAllow', 0.694], // 31/44 70.5%
  threat_violence: ['block', 0.67], // 34/50 68.0%
  sexual_violence: ['block', 0.72], // 19/26 73.1%
  self_harm_incitement: ['block', 0.804], // 22/27 81.5%
  minors: ['block', 0.565], // 19/33 57.6%
  extortion: ['block', 0.796], // 25/31 80.6%
  drugs: ['notAllow', 0.731], // 23/31 74.2%
  scam: ['notAllow', 0.836], // 33/39 84.6%
  off_platform: ['notAllow', 0.626], // 21/33 63.6%
  hate: ['notAllow', 0.49], // 14/28 50.0%
  harassment: ['notAllow', 0.811], // 23/28 82.1%
};

// The BLOCK categories must at least be held: not-ALLOW floors for them.
const NOT_ALLOW_FLOORS: Record<string, number> = {
  threat_violence: 0.75, // 38/50 76.0%
  sexual_violence: 0.759, // 20/26 76.9%
  self_harm_incitement: 0.804, // 22/27 81.5%
  minors: 0.656, // 22/33 66.7%
  extortion: 0.828, // 26/31 83.9%
};

// Share of messages meeting their expectation, per obfuscation kind.
const OBFUSCATION_FLOORS: Record<string, number> = {
  none: 0.81, // 325/396 82.1%
  slang: 0.717, // 40/55 72.7%
  emoji: 0.599, // 25/41 61.0%
  leet: 0.808, // 27/33 81.8%
  spaced: 0.882, // 25/28 89.3%
  homoglyph: 0.781, // 19/24 79.2%
  repeated: 0.903, // 21/23 91.3%
  mixed_script: 0.94, // 19/20 95.0%
};

describe('second challenge set floors (2026-11-26, independent, never trained on)', () => {
  it('covers every category and obfuscation kind of the set', () => {
    expect(Object.keys(report.byCategory).sort()).toEqual(Object.keys(FLOORS).sort());
    expect(Object.keys(report.byObfuscation).sort()).toEqual(Object.keys(OBFUSCATION_FLOORS).sort());
    expect(report.overall.n).toBeGreaterThanOrEqual(600);
  });

  it.each(Object.entries(FLOORS))('%s stays at or above its floor', (category, [metric, floor]) => {
    expect(report.byCategory[category].guardian[metric]).toBeGreaterThanOrEqual(floor);
  });

  it.each(Object.entries(NOT_ALLOW_FLOORS))('%s is held (not ALLOW) at or above its floor', (category, floor) => {
    expect(report.byCategory[category].guardian.notAllow).toBeGreaterThanOrEqual(floor);
  });

  it.each(Object.entries(OBFUSCATION_FLOORS))('obfuscation %s stays at or above its floor', (kind, floor) => {
    const o = report.byObfuscation[kind];
    expect(o.correct / o.n).toBeGreaterThanOrEqual(floor);
  });

  it('overall stays at or above its floor and ahead of the keyword baseline', () => {
    expect(report.overall.correct / report.overall.n).toBeGreaterThanOrEqual(0.798); // 501/620 80.8%
    expect(report.overall.correct).toBeGreaterThan(report.overall.baselineCorrect); // obscenity 283/620 45.6%
  });

  it.each(['threat_violence', 'self_harm_incitement', 'minors'])(
    '%s is blocked as often with a trusted sender (trust 90) as with a neutral one',
    (category) => {
      const c = report.byCategory[category];
      expect(c.blockAtHighTrust).toBeGreaterThanOrEqual(c.guardian.block);
    },
  );

  // Known gap measured on main (d97a70f): a trusted sender turns one BLOCK into REVIEW in each of
  // these (d0351 "…till you cry and stop saying no", d0444 "I screen recorded you. Send $250…").
  // The issue asks BLOCK whatever the trust; when this starts passing, turn it into a plain `it`.
  it.fails.each(['sexual_violence', 'extortion'])(
    'KNOWN GAP: %s is blocked as often with a trusted sender as with a neutral one',
    (category) => {
      const c = report.byCategory[category];
      expect(c.blockAtHighTrust).toBeGreaterThanOrEqual(c.guardian.block);
    },
  );
});
