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
  ordinary: ['allow', 0.951], // 300/312 96.2%
  consensual_sexual: ['allow', 0.99], // 41/41 100%
  unsolicited_sexual: ['notAllow', 0.78], // 34/43 79.1%
  threat_violence: ['block', 0.549], // 33/59 55.9%
  sexual_violence: ['block', 0.565], // 23/40 57.5%
  self_harm_incitement: ['block', 0.704], // 30/42 71.4%
  minors: ['block', 0.67], // 32/47 68.1%
  extortion: ['block', 0.55], // 23/41 56.1%
  drugs: ['notAllow', 0.868], // 36/41 87.8%
  scam: ['notAllow', 0.844], // 41/48 85.4%
  off_platform: ['notAllow', 0.94], // 38/40 95.0%
  hate: ['notAllow', 0.794], // 33/41 80.5%
  harassment: ['notAllow', 0.823], // 35/42 83.3%
};

// The BLOCK categories must at least be held: not-ALLOW floors for them.
const NOT_ALLOW_FLOORS: Record<string, number> = {
  threat_violence: 0.617, // 37/59 62.7%
  sexual_violence: 0.59, // 24/40 60.0%
  self_harm_incitement: 0.704, // 30/42 71.4%
  minors: 0.67, // 32/47 68.1%
  extortion: 0.672, // 28/41 68.3%
};

// Share of messages meeting their expectation, per obfuscation kind.
const OBFUSCATION_FLOORS: Record<string, number> = {
  leet: 0.966, // 42/43 97.7%
  none: 0.809, // 386/471 82.0%
  emoji: 0.781, // 53/67 79.1%
  slang: 0.74, // 72/96 75.0%
  spaced: 0.847, // 36/42 85.7%
  repeated: 0.921, // 41/44 93.2%
  mixed_script: 0.96, // 33/34 97.1%
  homoglyph: 0.89, // 36/40 90.0%
};

describe('seventh challenge set floors (2026-11-28c, independent, never trained on)', () => {
  challengeFloorTests(report, {
    categories: FLOORS,
    notAllow: NOT_ALLOW_FLOORS,
    obfuscation: OBFUSCATION_FLOORS,
    overall: 0.841, // 713/837 85.2% after round 11; before: 699/837 83.5%; obscenity 45.6%
    minMessages: 800,
    trustIndependent: ['threat_violence', 'sexual_violence', 'self_harm_incitement', 'minors', 'extortion'],
    // 21/25 harmful sequences caught, 12/25 harmless delivered (measured before round 8 and after round 9)
    sequences: { harmfulCaught: 21, harmlessDelivered: 12 },
  });
});
