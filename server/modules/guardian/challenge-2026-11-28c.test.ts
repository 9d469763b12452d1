/**
 * The seventh independent challenge set (challenge/challenge-set-2026-11-28c.jsonl and its sequences, issue 15,
 * ADR 157) may not get worse. A helper wrote it before round 8 without opening the engine, its corpus, rules, docs or
 * the earlier sets (challenge/README-2026-11-28c.md); it stayed unwired through rounds 8 and 9 and was scored once
 * before round 8 and once after each round (699/837 every time, ADR 164). Floors are one point under that figure, so
 * in a category of fewer than 100 messages losing a single one fails. Raise a floor when a change improves its
 * figure; never lower one to make a change pass (a promoted model re-derives floors by ADR 152's rule, listed in its
 * ADR), and never tune or train on the set.
 */
import { describe } from 'vitest';
import {
  CHALLENGE_SEQUENCES_2026_11_28C_FILE,
  CHALLENGE_SET_2026_11_28C_FILE,
  evaluateChallenge,
} from './challenge-eval';
import { challengeFloorTests } from './challenge-floors';
import { createBaselineMatcher, createGuardianEngine } from './engine';

const report = evaluateChallenge(createGuardianEngine(), createBaselineMatcher(), {
  file: CHALLENGE_SET_2026_11_28C_FILE,
  sequencesFile: CHALLENGE_SEQUENCES_2026_11_28C_FILE,
});

// category -> [metric the issue asks of it, floor]; measured value in the comment.
const FLOORS: Record<string, ['allow' | 'notAllow' | 'block', number]> = {
  ordinary: ['allow', 0.973], // 307/312 98.4%
  consensual_sexual: ['allow', 0.99], // 41/41 100.0%
  unsolicited_sexual: ['notAllow', 0.99], // 43/43 100.0%
  threat_violence: ['block', 0.99], // 59/59 100.0%
  sexual_violence: ['block', 0.99], // 40/40 100.0%
  self_harm_incitement: ['block', 0.99], // 42/42 100.0%
  minors: ['block', 0.99], // 47/47 100.0%
  extortion: ['block', 0.99], // 41/41 100.0%
  drugs: ['notAllow', 0.99], // 41/41 100.0%
  scam: ['notAllow', 0.99], // 48/48 100.0%
  off_platform: ['notAllow', 0.99], // 40/40 100.0%
  hate: ['notAllow', 0.99], // 41/41 100.0%
  harassment: ['notAllow', 0.99], // 42/42 100.0%
};

// The BLOCK categories must at least be held: not-ALLOW floors for them.
const NOT_ALLOW_FLOORS: Record<string, number> = {
  threat_violence: 0.99, // 59/59 100.0%
  sexual_violence: 0.99, // 40/40 100.0%
  self_harm_incitement: 0.99, // 42/42 100.0%
  minors: 0.99, // 47/47 100.0%
  extortion: 0.99, // 41/41 100.0%
};

// Share of messages meeting their expectation, per obfuscation kind.
const OBFUSCATION_FLOORS: Record<string, number> = {
  leet: 0.99, // 43/43 100.0%
  none: 0.981, // 467/471 99.2%
  emoji: 0.99, // 67/67 100.0%
  slang: 0.99, // 96/96 100.0%
  spaced: 0.99, // 42/42 100.0%
  repeated: 0.967, // 43/44 97.7%
  mixed_script: 0.99, // 34/34 100.0%
  homoglyph: 0.99, // 40/40 100.0%
};

describe('seventh challenge set floors (2026-11-28c, independent, never trained on)', () => {
  challengeFloorTests(report, {
    categories: FLOORS,
    notAllow: NOT_ALLOW_FLOORS,
    obfuscation: OBFUSCATION_FLOORS,
    overall: 0.984, // 832/837 99.4%
    minMessages: 800,
    trustIndependent: ['threat_violence', 'sexual_violence', 'self_harm_incitement', 'minors', 'extortion'],
    // 21/25 harmful sequences caught, 12/25 harmless delivered (measured before round 8 and after round 9)
    sequences: { harmfulCaught: 25, harmlessDelivered: 13 },
  });
});
