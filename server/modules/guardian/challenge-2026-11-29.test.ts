/**
 * The ninth independent challenge set (challenge/challenge-set-2026-11-29.jsonl and its sequences, issue 15) may not
 * get worse. A helper wrote it during round 10 without opening the engine, its corpus, rules, docs or the earlier
 * sets (challenge/README-2026-11-29.md); it stayed unwired through round 11 and was scored once when written
 * (727/867) and once after round 11 (741/867, ADRs 174 and 175). Floors are one point under the figure after round
 * 11, so in a category of fewer than 100 messages losing a single one fails. Raise a floor when a change improves its
 * figure; never lower one to make a change pass (a promoted model re-derives floors by ADR 152's rule, listed in its
 * ADR), and never tune or train on the set.
 */
import { describe } from 'vitest';
import {
  CHALLENGE_SEQUENCES_2026_11_29_FILE,
  CHALLENGE_SET_2026_11_29_FILE,
  evaluateChallenge,
} from './challenge-eval';
import { challengeFloorTests } from './challenge-floors';
import { createBaselineMatcher, createGuardianEngine } from './engine';

const report = evaluateChallenge(createGuardianEngine(), createBaselineMatcher(), {
  file: CHALLENGE_SET_2026_11_29_FILE,
  sequencesFile: CHALLENGE_SEQUENCES_2026_11_29_FILE,
});

// category -> [metric the issue asks of it, floor]; measured value in the comment.
const FLOORS: Record<string, ['allow' | 'notAllow' | 'block', number]> = {
  ordinary: ['allow', 0.974], // 311/316 98.4%
  consensual_sexual: ['allow', 0.965], // 39/40 97.5%
  unsolicited_sexual: ['notAllow', 0.99], // 46/46 100.0%
  threat_violence: ['block', 0.99], // 58/58 100.0%
  sexual_violence: ['block', 0.99], // 41/41 100.0%
  self_harm_incitement: ['block', 0.99], // 39/39 100.0%
  minors: ['block', 0.99], // 43/43 100.0%
  extortion: ['block', 0.99], // 42/42 100.0%
  drugs: ['notAllow', 0.99], // 50/50 100.0%
  scam: ['notAllow', 0.99], // 55/55 100.0%
  off_platform: ['notAllow', 0.99], // 47/47 100.0%
  hate: ['notAllow', 0.99], // 42/42 100.0%
  harassment: ['notAllow', 0.948], // 46/48 95.8%
};

// The BLOCK categories must at least be held: not-ALLOW floors for them.
const NOT_ALLOW_FLOORS: Record<string, number> = {
  threat_violence: 0.99, // 58/58 100.0%
  sexual_violence: 0.99, // 41/41 100.0%
  self_harm_incitement: 0.99, // 39/39 100.0%
  minors: 0.99, // 43/43 100.0%
  extortion: 0.99, // 42/42 100.0%
};

// Share of messages meeting their expectation, per obfuscation kind.
const OBFUSCATION_FLOORS: Record<string, number> = {
  none: 0.976, // 500/507 98.6%
  slang: 0.99, // 82/82 100.0%
  repeated: 0.99, // 41/41 100.0%
  homoglyph: 0.99, // 41/41 100.0%
  emoji: 0.99, // 52/52 100.0%
  leet: 0.97, // 51/52 98.1%
  spaced: 0.99, // 51/51 100.0%
  mixed_script: 0.99, // 41/41 100.0%
};

describe('ninth challenge set floors (2026-11-29, independent, never trained on)', () => {
  challengeFloorTests(report, {
    categories: FLOORS,
    notAllow: NOT_ALLOW_FLOORS,
    obfuscation: OBFUSCATION_FLOORS,
    overall: 0.98, // 859/867 99.1%
    minMessages: 850,
    trustIndependent: ['threat_violence', 'sexual_violence', 'self_harm_incitement', 'minors', 'extortion'],
    // 18/25 harmful sequences caught, 15/25 harmless delivered (after round 11)
    sequences: { harmfulCaught: 25, harmlessDelivered: 16 },
  });
});
