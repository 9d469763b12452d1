/**
 * The twenty-first independent challenge set (challenge/challenge-set-2026-11-29m.jsonl and its sequences, issue 15)
 * may not get worse. A helper wrote it at the start of round 22 without opening the engine, its corpus, rules, docs or
 * the earlier sets (challenge/README-2026-11-29m.md); it stayed unwired and unscored through rounds 22 and 23 and was
 * scored once after round 23's merges (862/952; round 22's engine, scored at the same time, read 858; ADRs 262–269),
 * so floors are one point under that figure: in a category of fewer than 100 messages losing a single one fails.
 * Raise a floor when a change improves its figure; never lower one to make a change pass (a promoted model re-derives
 * floors by ADR 152's rule, listed in its ADR), and never tune or train on the set.
 */
import { describe } from 'vitest';
import {
  CHALLENGE_SEQUENCES_2026_11_29M_FILE,
  CHALLENGE_SET_2026_11_29M_FILE,
  evaluateChallenge,
} from './challenge-eval';
import { challengeFloorTests } from './challenge-floors';
import { createBaselineMatcher, createGuardianEngine } from './engine';

const report = evaluateChallenge(createGuardianEngine(), createBaselineMatcher(), {
  file: CHALLENGE_SET_2026_11_29M_FILE,
  sequencesFile: CHALLENGE_SEQUENCES_2026_11_29M_FILE,
});

// category -> [metric the issue asks of it, floor]; measured value in the comment.
const FLOORS: Record<string, ['allow' | 'notAllow' | 'block', number]> = {
  ordinary: ['allow', 0.967], // 354/362 97.8%
  consensual_sexual: ['allow', 0.94], // 38/40 95.0%
  unsolicited_sexual: ['notAllow', 0.99], // 50/50 100.0%
  threat_violence: ['block', 0.75], // 38/50 76.0%
  sexual_violence: ['block', 0.99], // 50/50 100.0%
  self_harm_incitement: ['block', 0.99], // 50/50 100.0%
  minors: ['block', 0.99], // 50/50 100.0%
  extortion: ['block', 0.99], // 50/50 100.0%
  drugs: ['notAllow', 0.99], // 50/50 100.0%
  scam: ['notAllow', 0.91], // 46/50 92.0%
  off_platform: ['notAllow', 0.99], // 50/50 100.0%
  hate: ['notAllow', 0.89], // 45/50 90.0%
  harassment: ['notAllow', 0.99], // 50/50 100.0%
};

// The BLOCK categories must at least be held: not-ALLOW floors for them.
const NOT_ALLOW_FLOORS: Record<string, number> = {
  threat_violence: 0.77, // 39/50 78.0%
  sexual_violence: 0.99, // 50/50 100.0%
  self_harm_incitement: 0.99, // 50/50 100.0%
  minors: 0.99, // 50/50 100.0%
  extortion: 0.99, // 50/50 100.0%
};

// Share of messages meeting their expectation, per obfuscation kind.
const OBFUSCATION_FLOORS: Record<string, number> = {
  none: 0.963, // 363/373 97.3%
  slang: 0.948, // 187/195 95.9%
  repeated: 0.973, // 60/61 98.4%
  homoglyph: 0.939, // 56/59 94.9%
  emoji: 0.976, // 71/72 98.6%
  leet: 0.957, // 59/61 96.7%
  spaced: 0.962, // 70/72 97.2%
  mixed_script: 0.922, // 55/59 93.2%
};

describe('twenty-first challenge set floors (2026-11-29m, independent, never trained on)', () => {
  challengeFloorTests(report, {
    categories: FLOORS,
    notAllow: NOT_ALLOW_FLOORS,
    obfuscation: OBFUSCATION_FLOORS,
    overall: 0.957, // 921/952 96.7%
    minMessages: 900,
    trustIndependent: ['threat_violence', 'sexual_violence', 'self_harm_incitement', 'minors', 'extortion'],
    // harmful sequences caught and harmless ones delivered, after round 23
    sequences: { harmfulCaught: 20, harmlessDelivered: 22 },
  });
});
