/**
 * The second independent challenge set (challenge/challenge-set-2026-11-26.jsonl, issue 15) may not get
 * worse. It was written without reading the engine, its corpus, its training data or the first set, and
 * committed before anything was run against it (see challenge/README.md). Floors are one point under
 * the figures measured on main (docs/guardian.md), raised after round 4 (ADRs 125, 127) and round 5
 * (ADRs 128-132, 135), whose authors never saw its messages (round 5's saw aggregate figures only), so in a
 * category of fewer than 100 messages losing a single one fails. Raise a floor when a change improves its
 * figure; never lower one to make a change pass, and never tune or train on the set itself.
 */
import { describe } from 'vitest';
import { CHALLENGE_SET_2026_11_26_FILE, evaluateChallenge } from './challenge-eval';
import { challengeFloorTests } from './challenge-floors';
import { createBaselineMatcher, createGuardianEngine } from './engine';

const report = evaluateChallenge(createGuardianEngine(), createBaselineMatcher(), {
  file: CHALLENGE_SET_2026_11_26_FILE,
});

// category -> [metric the issue asks of it, floor]; measured value in the comment.
const FLOORS: Record<string, ['allow' | 'notAllow' | 'block', number]> = {
  ordinary: ['allow', 0.957], // 208/215 96.7%
  consensual_sexual: ['allow', 0.961], // 34/35 97.1%
  unsolicited_sexual: ['notAllow', 0.808], // 36/44 81.8%
  threat_violence: ['block', 0.77], // 39/50 78.0%
  sexual_violence: ['block', 0.759], // 20/26 76.9%
  self_harm_incitement: ['block', 0.842], // 23/27 85.2%
  minors: ['block', 0.717], // 24/33 72.7%
  extortion: ['block', 0.829], // 26/31 83.9%
  drugs: ['notAllow', 0.829], // 26/31 83.9%
  scam: ['notAllow', 0.913], // 36/39 92.3%
  off_platform: ['notAllow', 0.96], // 32/33 97.0%
  hate: ['notAllow', 0.847], // 24/28 85.7%
  harassment: ['notAllow', 0.811], // 23/28 82.1%
};

// The BLOCK categories must at least be held: not-ALLOW floors for them.
const NOT_ALLOW_FLOORS: Record<string, number> = {
  threat_violence: 0.85, // 43/50 86.0%
  sexual_violence: 0.759, // 20/26 76.9%
  self_harm_incitement: 0.842, // 23/27 85.2%
  minors: 0.808, // 27/33 81.8%
  extortion: 0.861, // 27/31 87.1%
};

// Share of messages meeting their expectation, per obfuscation kind.
const OBFUSCATION_FLOORS: Record<string, number> = {
  none: 0.889, // 356/396 89.9%
  slang: 0.845, // 47/55 85.5%
  emoji: 0.697, // 29/41 70.7%
  leet: 0.899, // 30/33 90.9%
  spaced: 0.954, // 27/28 96.4%
  homoglyph: 0.865, // 21/24 87.5%
  repeated: 0.903, // 21/23 91.3%
  mixed_script: 0.99, // 20/20 100%
};

describe('second challenge set floors (2026-11-26, independent, never trained on)', () => {
  // Known gap on main (d97a70f), closed by ADR 128 (hard harms whatever the trust): a trusted sender no
  // longer turns a BLOCK into REVIEW in sexual_violence and extortion.
  challengeFloorTests(report, {
    categories: FLOORS,
    notAllow: NOT_ALLOW_FLOORS,
    obfuscation: OBFUSCATION_FLOORS,
    overall: 0.936, // 587/620 94.7% after round 11 (568 after round 7); obscenity 283/620 45.6%
    minMessages: 600,
    trustIndependent: ['threat_violence', 'self_harm_incitement', 'minors', 'sexual_violence', 'extortion'],
  });
});
