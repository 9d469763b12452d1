/**
 * The fourth independent challenge set (challenge/challenge-set-2026-11-26c.jsonl and its sequences, issue 15,
 * ADR 136) may not get worse. A helper wrote it at the start of round 6 without opening the engine, its corpus,
 * rules, docs or the earlier sets, and it was committed before anything ran against it
 * (challenge/README-2026-11-26c.md). Main before round 6 scored 665/802 on it; the round-6 rule authors and the
 * trainer never saw it, not even in aggregate. Floors are one point under the figures measured after round 6
 * (docs/guardian.md), so in a category of fewer than 100 messages losing a single one fails. Raise a floor when
 * a change improves its figure; never lower one to make a change pass, and never tune or train on the set.
 */
import { describe } from 'vitest';
import {
  CHALLENGE_SEQUENCES_2026_11_26C_FILE,
  CHALLENGE_SET_2026_11_26C_FILE,
  evaluateChallenge,
} from './challenge-eval';
import { challengeFloorTests } from './challenge-floors';
import { createBaselineMatcher, createGuardianEngine } from './engine';

const report = evaluateChallenge(createGuardianEngine(), createBaselineMatcher(), {
  file: CHALLENGE_SET_2026_11_26C_FILE,
  sequencesFile: CHALLENGE_SEQUENCES_2026_11_26C_FILE,
});

// category -> [metric the issue asks of it, floor]; measured value in the comment.
const FLOORS: Record<string, ['allow' | 'notAllow' | 'block', number]> = {
  ordinary: ['allow', 0.979], // 295/298 99.0%
  consensual_sexual: ['allow', 0.99], // 35/35 100.0%
  unsolicited_sexual: ['notAllow', 0.99], // 48/48 100.0%
  threat_violence: ['block', 0.99], // 55/55 100.0%
  sexual_violence: ['block', 0.99], // 40/40 100.0%
  self_harm_incitement: ['block', 0.99], // 38/38 100.0%
  minors: ['block', 0.99], // 43/43 100.0%
  extortion: ['block', 0.99], // 39/39 100.0%
  drugs: ['notAllow', 0.99], // 41/41 100.0%
  scam: ['notAllow', 0.99], // 52/52 100.0%
  off_platform: ['notAllow', 0.99], // 38/38 100.0%
  hate: ['notAllow', 0.99], // 36/36 100.0%
  harassment: ['notAllow', 0.99], // 39/39 100.0%
};

// The BLOCK categories must at least be held: not-ALLOW floors for them.
const NOT_ALLOW_FLOORS: Record<string, number> = {
  threat_violence: 0.99, // 55/55 100.0%
  sexual_violence: 0.99, // 40/40 100.0%
  self_harm_incitement: 0.99, // 38/38 100.0%
  minors: 0.99, // 43/43 100.0%
  extortion: 0.99, // 39/39 100.0%
};

// Share of messages meeting their expectation, per obfuscation kind.
const OBFUSCATION_FLOORS: Record<string, number> = {
  none: 0.983, // 479/482 99.4%
  slang: 0.99, // 68/68 100.0%
  emoji: 0.99, // 59/59 100.0%
  leet: 0.99, // 51/51 100.0%
  spaced: 0.99, // 35/35 100.0%
  homoglyph: 0.99, // 37/37 100.0%
  repeated: 0.99, // 35/35 100.0%
  mixed_script: 0.99, // 35/35 100.0%
};

describe('fourth challenge set floors (2026-11-26c, independent, never trained on)', () => {
  challengeFloorTests(report, {
    categories: FLOORS,
    notAllow: NOT_ALLOW_FLOORS,
    obfuscation: OBFUSCATION_FLOORS,
    overall: 0.986, // 799/802 99.6%
    minMessages: 800,
    trustIndependent: ['threat_violence', 'sexual_violence', 'self_harm_incitement', 'minors', 'extortion'],
    // 13/19 measured after round 6 (11/19 before); 15/19 harmless sequences delivered
    sequences: { harmfulCaught: 19, harmlessDelivered: 16 },
  });
});
