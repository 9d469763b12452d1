/**
 * The twenty-third independent challenge set (challenge/challenge-set-2026-11-29o.jsonl and its sequences, issue 15)
 * may not get worse. A helper wrote it at the start of round 24 without opening the engine, its corpus, rules, docs or
 * the earlier sets (challenge/README-2026-11-29o.md); it stayed unwired and unscored through rounds 24 and 25 and was
 * scored after round 25's merges (846/952; round 24's engine, scored at the same time, read 841; ADRs 277–283) and
 * again after the review's mends (845: one off-platform line lost in the mends), the figure these floors follow,
 * so floors are one point under that figure: in a category of fewer than 100 messages losing a single one fails.
 * Raise a floor when a change improves its figure; never lower one to make a change pass (a promoted model re-derives
 * floors by ADR 152's rule, listed in its ADR), and never tune or train on the set.
 */
import { describe } from 'vitest';
import {
  CHALLENGE_SEQUENCES_2026_11_29O_FILE,
  CHALLENGE_SET_2026_11_29O_FILE,
  evaluateChallenge,
} from './challenge-eval';
import { challengeFloorTests } from './challenge-floors';
import { createBaselineMatcher, createGuardianEngine } from './engine';

const report = evaluateChallenge(createGuardianEngine(), createBaselineMatcher(), {
  file: CHALLENGE_SET_2026_11_29O_FILE,
  sequencesFile: CHALLENGE_SEQUENCES_2026_11_29O_FILE,
});

// category -> [metric the issue asks of it, floor]; measured value in the comment.
const FLOORS: Record<string, ['allow' | 'notAllow' | 'block', number]> = {
  ordinary: ['allow', 0.984], // 360/362 99.4%
  consensual_sexual: ['allow', 0.99], // 40/40 100.0%
  unsolicited_sexual: ['notAllow', 0.99], // 50/50 100.0%
  threat_violence: ['block', 0.73], // 37/50 74.0%
  sexual_violence: ['block', 0.79], // 40/50 80.0%
  self_harm_incitement: ['block', 0.85], // 43/50 86.0%
  minors: ['block', 0.97], // 49/50 98.0%
  extortion: ['block', 0.91], // 46/50 92.0%
  drugs: ['notAllow', 0.83], // 42/50 84.0%
  scam: ['notAllow', 0.89], // 45/50 90.0%
  off_platform: ['notAllow', 0.97], // 49/50 98.0%
  hate: ['notAllow', 0.89], // 45/50 90.0%
  harassment: ['notAllow', 0.77], // 39/50 78.0%
};

// The BLOCK categories must at least be held: not-ALLOW floors for them.
const NOT_ALLOW_FLOORS: Record<string, number> = {
  threat_violence: 0.75, // 38/50 76.0%
  sexual_violence: 0.79, // 40/50 80.0%
  self_harm_incitement: 0.85, // 43/50 86.0%
  minors: 0.99, // 50/50 100.0%
  extortion: 0.93, // 47/50 94.0%
};

// Share of messages meeting their expectation, per obfuscation kind.
const OBFUSCATION_FLOORS: Record<string, number> = {
  none: 0.938, // 350/369 94.9%
  slang: 0.877, // 173/195 88.7%
  repeated: 0.926, // 59/63 93.7%
  homoglyph: 0.99, // 59/59 100.0%
  emoji: 0.934, // 68/72 94.4%
  leet: 0.844, // 53/62 85.5%
  spaced: 0.878, // 64/72 88.9%
  mixed_script: 0.973, // 59/60 98.3%
};

describe('twenty-third challenge set floors (2026-11-29o, independent, never trained on)', () => {
  challengeFloorTests(report, {
    categories: FLOORS,
    notAllow: NOT_ALLOW_FLOORS,
    obfuscation: OBFUSCATION_FLOORS,
    overall: 0.919, // 885/952 93.0%
    minMessages: 900,
    trustIndependent: ['threat_violence', 'sexual_violence', 'self_harm_incitement', 'minors', 'extortion'],
    // harmful sequences caught and harmless ones delivered, after round 25
    sequences: { harmfulCaught: 22, harmlessDelivered: 21 },
  });
});
