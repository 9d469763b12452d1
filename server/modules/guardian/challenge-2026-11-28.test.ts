/**
 * The fifth independent challenge set (challenge/challenge-set-2026-11-28.jsonl and its sequences, issue 15,
 * ADR 145) may not get worse. A helper wrote it at the start of round 7 without opening the engine, its corpus,
 * rules, docs or the earlier sets, and it was committed before anything ran against it
 * (challenge/README-2026-11-28.md). Main before round 7 scored 690/826 on it; the round-7 rule authors and the
 * trainers never saw it, not even in aggregate. Floors are one point under the figures measured after round 7
 * (docs/guardian.md), so in a category of fewer than 100 messages losing a single one fails. Raise a floor when
 * a change improves its figure; never lower one to make a change pass, and never tune or train on the set.
 */
import { describe } from 'vitest';
import {
  CHALLENGE_SEQUENCES_2026_11_28_FILE,
  CHALLENGE_SET_2026_11_28_FILE,
  evaluateChallenge,
} from './challenge-eval';
import { challengeFloorTests } from './challenge-floors';
import { createBaselineMatcher, createGuardianEngine } from './engine';

const report = evaluateChallenge(createGuardianEngine(), createBaselineMatcher(), {
  file: CHALLENGE_SET_2026_11_28_FILE,
  sequencesFile: CHALLENGE_SEQUENCES_2026_11_28_FILE,
});

// category -> [metric the issue asks of it, floor]; measured value in the comment.
const FLOORS: Record<string, ['allow' | 'notAllow' | 'block', number]> = {
  ordinary: ['allow', 0.931], // 291/309 94.2%
  consensual_sexual: ['allow', 0.99], // 36/36 100%
  unsolicited_sexual: ['notAllow', 0.83], // 42/50 84.0%
  threat_violence: ['block', 0.639], // 37/57 64.9%
  sexual_violence: ['block', 0.565], // 23/40 57.5%
  self_harm_incitement: ['block', 0.726], // 28/38 73.7%
  minors: ['block', 0.67], // 32/47 68.1%
  extortion: ['block', 0.69], // 28/40 70.0%
  drugs: ['notAllow', 0.751], // 32/42 76.2%
  scam: ['notAllow', 0.97], // 51/52 98.1%
  off_platform: ['notAllow', 0.99], // 38/38 100%
  hate: ['notAllow', 0.827], // 31/37 83.8%
  harassment: ['notAllow', 0.765], // 31/40 77.5%
};

// The BLOCK categories must at least be held: not-ALLOW floors for them.
const NOT_ALLOW_FLOORS: Record<string, number> = {
  threat_violence: 0.639, // 37/57 64.9%
  sexual_violence: 0.59, // 24/40 60.0%
  self_harm_incitement: 0.779, // 30/38 78.9%
  minors: 0.713, // 34/47 72.3%
  extortion: 0.715, // 29/40 72.5%
};

// Share of messages meeting their expectation, per obfuscation kind.
const OBFUSCATION_FLOORS: Record<string, number> = {
  none: 0.836, // 430/508 84.6%
  slang: 0.765, // 38/49 77.6%
  emoji: 0.764, // 55/71 77.5%
  leet: 0.887, // 44/49 89.8%
  spaced: 0.9, // 51/56 91.1%
  homoglyph: 0.99, // 32/32 100%
  repeated: 0.784, // 27/34 79.4%
  mixed_script: 0.841, // 23/27 85.2%
};

describe('fifth challenge set floors (2026-11-28, independent, never trained on)', () => {
  challengeFloorTests(report, {
    categories: FLOORS,
    notAllow: NOT_ALLOW_FLOORS,
    obfuscation: OBFUSCATION_FLOORS,
    overall: 0.927, // 774/826 93.7% after round 11; before: 700/826 84.7%; obscenity 46.0%
    minMessages: 820,
    trustIndependent: ['threat_violence', 'sexual_violence', 'self_harm_incitement', 'minors', 'extortion'],
    // 24/26 measured after round 7 (24/26 before); 19/26 harmless sequences delivered
    sequences: { harmfulCaught: 24, harmlessDelivered: 20 },
  });
});
