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
  ordinary: ['allow', 0.951], // 297/309 96.1%
  consensual_sexual: ['allow', 0.99], // 36/36 100.0%
  unsolicited_sexual: ['notAllow', 0.99], // 50/50 100.0%
  threat_violence: ['block', 0.99], // 57/57 100.0%
  sexual_violence: ['block', 0.99], // 40/40 100.0%
  self_harm_incitement: ['block', 0.99], // 38/38 100.0%
  minors: ['block', 0.99], // 47/47 100.0%
  extortion: ['block', 0.99], // 40/40 100.0%
  drugs: ['notAllow', 0.99], // 42/42 100.0%
  scam: ['notAllow', 0.99], // 52/52 100.0%
  off_platform: ['notAllow', 0.99], // 38/38 100.0%
  hate: ['notAllow', 0.99], // 37/37 100.0%
  harassment: ['notAllow', 0.99], // 40/40 100.0%
};

// The BLOCK categories must at least be held: not-ALLOW floors for them.
const NOT_ALLOW_FLOORS: Record<string, number> = {
  threat_violence: 0.99, // 57/57 100.0%
  sexual_violence: 0.99, // 40/40 100.0%
  self_harm_incitement: 0.99, // 38/38 100.0%
  minors: 0.99, // 47/47 100.0%
  extortion: 0.99, // 40/40 100.0%
};

// Share of messages meeting their expectation, per obfuscation kind.
const OBFUSCATION_FLOORS: Record<string, number> = {
  none: 0.966, // 496/508 97.6%
  slang: 0.99, // 49/49 100.0%
  emoji: 0.99, // 71/71 100.0%
  leet: 0.99, // 49/49 100.0%
  spaced: 0.99, // 56/56 100.0%
  homoglyph: 0.99, // 32/32 100.0%
  repeated: 0.99, // 34/34 100.0%
  mixed_script: 0.99, // 27/27 100.0%
};

describe('fifth challenge set floors (2026-11-28, independent, never trained on)', () => {
  challengeFloorTests(report, {
    categories: FLOORS,
    notAllow: NOT_ALLOW_FLOORS,
    obfuscation: OBFUSCATION_FLOORS,
    overall: 0.975, // 814/826 98.5%
    minMessages: 820,
    trustIndependent: ['threat_violence', 'sexual_violence', 'self_harm_incitement', 'minors', 'extortion'],
    // 24/26 measured after round 7 (24/26 before); 19/26 harmless sequences delivered
    sequences: { harmfulCaught: 26, harmlessDelivered: 20 },
  });
});
