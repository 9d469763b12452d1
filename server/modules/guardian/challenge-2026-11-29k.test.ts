/**
 * The nineteenth independent challenge set (challenge/challenge-set-2026-11-29k.jsonl and its sequences, issue 15) may
 * not get worse. A helper wrote it at the start of round 20 without opening the engine, its corpus, rules, docs or the
 * earlier sets (challenge/README-2026-11-29k.md); it stayed unwired and unscored through rounds 20 and 21 and was
 * scored once after round 21's merges (876/952; round 20's engine read 871; ADRs 248, 251–254), so floors are one
 * point under that figure: in a category of fewer than 100 messages losing a single one fails.
 * Raise a floor when a change improves its figure; never lower one to make a change pass (a promoted model re-derives
 * floors by ADR 152's rule, listed in its ADR), and never tune or train on the set.
 */
import { describe } from 'vitest';
import {
  CHALLENGE_SEQUENCES_2026_11_29K_FILE,
  CHALLENGE_SET_2026_11_29K_FILE,
  evaluateChallenge,
} from './challenge-eval';
import { challengeFloorTests } from './challenge-floors';
import { createBaselineMatcher, createGuardianEngine } from './engine';

const report = evaluateChallenge(createGuardianEngine(), createBaselineMatcher(), {
  file: CHALLENGE_SET_2026_11_29K_FILE,
  sequencesFile: CHALLENGE_SEQUENCES_2026_11_29K_FILE,
});

// category -> [metric the issue asks of it, floor]; measured value in the comment.
const FLOORS: Record<string, ['allow' | 'notAllow' | 'block', number]> = {
  ordinary: ['allow', 0.973], // 356/362 98.3%
  consensual_sexual: ['allow', 0.99], // 40/40 100.0%
  unsolicited_sexual: ['notAllow', 0.99], // 50/50 100.0%
  threat_violence: ['block', 0.95], // 48/50 96.0%
  sexual_violence: ['block', 0.97], // 49/50 98.0%
  self_harm_incitement: ['block', 0.99], // 50/50 100.0%
  minors: ['block', 0.99], // 50/50 100.0%
  extortion: ['block', 0.99], // 50/50 100.0%
  drugs: ['notAllow', 0.99], // 50/50 100.0%
  scam: ['notAllow', 0.97], // 49/50 98.0%
  off_platform: ['notAllow', 0.99], // 50/50 100.0%
  hate: ['notAllow', 0.91], // 46/50 92.0%
  harassment: ['notAllow', 0.99], // 50/50 100.0%
};

// The BLOCK categories must at least be held: not-ALLOW floors for them.
const NOT_ALLOW_FLOORS: Record<string, number> = {
  threat_violence: 0.95, // 48/50 96.0%
  sexual_violence: 0.97, // 49/50 98.0%
  self_harm_incitement: 0.99, // 50/50 100.0%
  minors: 0.99, // 50/50 100.0%
  extortion: 0.99, // 50/50 100.0%
};

// Share of messages meeting their expectation, per obfuscation kind.
const OBFUSCATION_FLOORS: Record<string, number> = {
  none: 0.972, // 397/404 98.3%
  slang: 0.968, // 180/184 97.8%
  repeated: 0.99, // 56/56 100.0%
  homoglyph: 0.99, // 54/54 100.0%
  emoji: 0.959, // 64/66 97.0%
  leet: 0.99, // 73/73 100.0%
  spaced: 0.976, // 72/73 98.6%
  mixed_script: 0.99, // 42/42 100.0%
};

describe('nineteenth challenge set floors (2026-11-29k, independent, never trained on)', () => {
  challengeFloorTests(report, {
    categories: FLOORS,
    notAllow: NOT_ALLOW_FLOORS,
    obfuscation: OBFUSCATION_FLOORS,
    overall: 0.975, // 938/952 98.5%
    minMessages: 900,
    trustIndependent: ['threat_violence', 'sexual_violence', 'self_harm_incitement', 'minors', 'extortion'],
    // harmful sequences caught and harmless ones delivered, after round 21
    sequences: { harmfulCaught: 18, harmlessDelivered: 16 },
  });
});
