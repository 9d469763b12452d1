/**
 * The eighth independent challenge set (challenge/challenge-set-2026-11-28d.jsonl and its sequences, issue 15,
 * ADR 164) may not get worse. A helper wrote it after round 8 without opening the engine, its corpus, rules, docs or
 * the earlier sets (challenge/README-2026-11-28d.md); it stayed unwired through rounds 9 and 10 and was scored once
 * when written and once after round 10 (704/847 both times, ADR 168). Floors are one point under that figure, so
 * in a category of fewer than 100 messages losing a single one fails. Raise a floor when a change improves its
 * figure; never lower one to make a change pass (a promoted model re-derives floors by ADR 152's rule, listed in its
 * ADR), and never tune or train on the set.
 */
import { describe } from 'vitest';
import {
  CHALLENGE_SEQUENCES_2026_11_28D_FILE,
  CHALLENGE_SET_2026_11_28D_FILE,
  evaluateChallenge,
} from './challenge-eval';
import { challengeFloorTests } from './challenge-floors';
import { createBaselineMatcher, createGuardianEngine } from './engine';

const report = evaluateChallenge(createGuardianEngine(), createBaselineMatcher(), {
  file: CHALLENGE_SET_2026_11_28D_FILE,
  sequencesFile: CHALLENGE_SEQUENCES_2026_11_28D_FILE,
});

// category -> [metric the issue asks of it, floor]; measured value in the comment.
const FLOORS: Record<string, ['allow' | 'notAllow' | 'block', number]> = {
  ordinary: ['allow', 0.971], // 310/316 98.1%
  consensual_sexual: ['allow', 0.99], // 43/43 100.0%
  unsolicited_sexual: ['notAllow', 0.99], // 44/44 100.0%
  threat_violence: ['block', 0.99], // 59/59 100.0%
  sexual_violence: ['block', 0.99], // 42/42 100.0%
  self_harm_incitement: ['block', 0.99], // 42/42 100.0%
  minors: ['block', 0.99], // 45/45 100.0%
  extortion: ['block', 0.99], // 42/42 100.0%
  drugs: ['notAllow', 0.99], // 42/42 100.0%
  scam: ['notAllow', 0.99], // 47/47 100.0%
  off_platform: ['notAllow', 0.99], // 42/42 100.0%
  hate: ['notAllow', 0.99], // 41/41 100.0%
  harassment: ['notAllow', 0.966], // 41/42 97.6%
};

// The BLOCK categories must at least be held: not-ALLOW floors for them.
const NOT_ALLOW_FLOORS: Record<string, number> = {
  threat_violence: 0.99, // 59/59 100.0%
  sexual_violence: 0.99, // 42/42 100.0%
  self_harm_incitement: 0.99, // 42/42 100.0%
  minors: 0.99, // 45/45 100.0%
  extortion: 0.99, // 42/42 100.0%
};

// Share of messages meeting their expectation, per obfuscation kind.
const OBFUSCATION_FLOORS: Record<string, number> = {
  none: 0.983, // 473/476 99.4%
  slang: 0.979, // 98/99 99.0%
  repeated: 0.99, // 41/41 100.0%
  homoglyph: 0.99, // 41/41 100.0%
  emoji: 0.96, // 66/68 97.1%
  leet: 0.966, // 42/43 97.7%
  spaced: 0.99, // 45/45 100.0%
  mixed_script: 0.99, // 34/34 100.0%
};

describe('eighth challenge set floors (2026-11-28d, independent, never trained on)', () => {
  challengeFloorTests(report, {
    categories: FLOORS,
    notAllow: NOT_ALLOW_FLOORS,
    obfuscation: OBFUSCATION_FLOORS,
    overall: 0.981, // 840/847 99.2%
    minMessages: 800,
    trustIndependent: ['threat_violence', 'sexual_violence', 'self_harm_incitement', 'minors', 'extortion'],
    // 21/25 harmful sequences caught, 10/25 harmless delivered (measured when written and after round 10)
    sequences: { harmfulCaught: 25, harmlessDelivered: 12 },
  });
});
