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
  ordinary: ['allow', 0.949], // 303/316 95.9%
  consensual_sexual: ['allow', 0.965], // 39/40 97.5%
  unsolicited_sexual: ['notAllow', 0.86], // 40/46 87.0%
  threat_violence: ['block', 0.8], // 47/58 81.0%
  sexual_violence: ['block', 0.722], // 30/41 73.2%
  self_harm_incitement: ['block', 0.759], // 30/39 76.9%
  minors: ['block', 0.571], // 25/43 58.1%
  extortion: ['block', 0.728], // 31/42 73.8%
  drugs: ['notAllow', 0.95], // 48/50 96.0%
  scam: ['notAllow', 0.826], // 46/55 83.6%
  off_platform: ['notAllow', 0.82], // 39/47 83.0%
  hate: ['notAllow', 0.776], // 33/42 78.6%
  harassment: ['notAllow', 0.615], // 30/48 62.5%
};

// The BLOCK categories must at least be held: not-ALLOW floors for them.
const NOT_ALLOW_FLOORS: Record<string, number> = {
  threat_violence: 0.852, // 50/58 86.2%
  sexual_violence: 0.746, // 31/41 75.6%
  self_harm_incitement: 0.785, // 31/39 79.5%
  minors: 0.688, // 30/43 69.8%
  extortion: 0.823, // 35/42 83.3%
};

// Share of messages meeting their expectation, per obfuscation kind.
const OBFUSCATION_FLOORS: Record<string, number> = {
  none: 0.824, // 423/507 83.4%
  slang: 0.807, // 67/82 81.7%
  repeated: 0.917, // 38/41 92.7%
  homoglyph: 0.99, // 41/41 100%
  emoji: 0.74, // 39/52 75.0%
  leet: 0.836, // 44/52 84.6%
  spaced: 0.951, // 49/51 96.1%
  mixed_script: 0.966, // 40/41 97.6%
};

describe('ninth challenge set floors (2026-11-29, independent, never trained on)', () => {
  challengeFloorTests(report, {
    categories: FLOORS,
    notAllow: NOT_ALLOW_FLOORS,
    obfuscation: OBFUSCATION_FLOORS,
    overall: 0.845, // 741/867 85.5%; obscenity 45.0%
    minMessages: 850,
    trustIndependent: ['threat_violence', 'sexual_violence', 'self_harm_incitement', 'minors', 'extortion'],
    // 18/25 harmful sequences caught, 15/25 harmless delivered (after round 11)
    sequences: { harmfulCaught: 18, harmlessDelivered: 15 },
  });
});
