/**
 * The third independent challenge set (challenge/challenge-set-2026-11-26b.jsonl and its sequences, issue 15) may
 * not get worse. A helper wrote it without opening the engine, its corpus, rules, docs or the earlier sets, and it
 * was committed before anything ran against it (challenge/README-2026-11-26b.md). Main before round 5 scored
 * 597/733 on it; the round-5 rule authors never saw it, not even in aggregate. Floors are one point under the
 * figures measured after round 5 (docs/guardian.md), so in a category of fewer than 100 messages losing a single
 * one fails. Raise a floor when a change improves its figure; never lower one to make a change pass, and never
 * tune or train on the set itself.
 */
import { describe } from 'vitest';
import {
  CHALLENGE_SEQUENCES_2026_11_26B_FILE,
  CHALLENGE_SET_2026_11_26B_FILE,
  evaluateChallenge,
} from './challenge-eval';
import { challengeFloorTests } from './challenge-floors';
import { createBaselineMatcher, createGuardianEngine } from './engine';

const report = evaluateChallenge(createGuardianEngine(), createBaselineMatcher(), {
  file: CHALLENGE_SET_2026_11_26B_FILE,
  sequencesFile: CHALLENGE_SEQUENCES_2026_11_26B_FILE,
});

// category -> [metric the issue asks of it, floor]; measured value in the comment.
const FLOORS: Record<string, ['allow' | 'notAllow' | 'block', number]> = {
  ordinary: ['allow', 0.972], // 272/277 98.2%
  consensual_sexual: ['allow', 0.99], // 35/35 100%
  unsolicited_sexual: ['notAllow', 0.79], // 40/50 80.0%
  threat_violence: ['block', 0.639], // 37/57 64.9%
  sexual_violence: ['block', 0.645], // 19/29 65.5%
  self_harm_incitement: ['block', 0.796], // 25/31 80.6%
  minors: ['block', 0.682], // 27/39 69.2%
  extortion: ['block', 0.646], // 21/32 65.6%
  drugs: ['notAllow', 0.876], // 31/35 88.6%
  scam: ['notAllow', 0.812], // 37/45 82.2%
  off_platform: ['notAllow', 0.911], // 35/38 92.1%
  hate: ['notAllow', 0.861], // 27/31 87.1%
  harassment: ['notAllow', 0.666], // 23/34 67.6%
};

// The BLOCK categories must at least be held: not-ALLOW floors for them.
const NOT_ALLOW_FLOORS: Record<string, number> = {
  threat_violence: 0.674, // 39/57 68.4%
  sexual_violence: 0.645, // 19/29 65.5%
  self_harm_incitement: 0.796, // 25/31 80.6%
  minors: 0.759, // 30/39 76.9%
  extortion: 0.865, // 28/32 87.5%
};

// Share of messages meeting their expectation, per obfuscation kind.
const OBFUSCATION_FLOORS: Record<string, number> = {
  none: 0.866, // 390/445 87.6%
  slang: 0.725, // 36/49 73.5%
  emoji: 0.656, // 34/51 66.7%
  leet: 0.805, // 44/54 81.5%
  spaced: 0.909, // 34/37 91.9%
  homoglyph: 0.99, // 34/34 100%
  repeated: 0.923, // 28/30 93.3%
  mixed_script: 0.869, // 29/33 87.9%
};

describe('third challenge set floors (2026-11-26b, independent, never trained on)', () => {
  challengeFloorTests(report, {
    categories: FLOORS,
    notAllow: NOT_ALLOW_FLOORS,
    obfuscation: OBFUSCATION_FLOORS,
    overall: 0.925, // 686/733 93.6% after round 11 (648 after round 7); obscenity 48.2%
    minMessages: 700,
    trustIndependent: ['threat_violence', 'sexual_violence', 'self_harm_incitement', 'minors', 'extortion'],
    // 12/18 measured with the window of ADR 139 (11/18 before); 14/17 harmless sequences delivered
    sequences: { harmfulCaught: 14, harmlessDelivered: 15 },
  });
});
