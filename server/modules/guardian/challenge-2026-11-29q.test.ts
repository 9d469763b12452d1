/**
 * The twenty-fifth independent challenge set (challenge/challenge-set-2026-11-29q.jsonl and its sequences, issue 15)
 * may not get worse. A helper wrote it at the start of round 26 from three files only, without opening the engine, its
 * corpus, rules, docs or the earlier sets (challenge/README-2026-11-29q.md); it stayed unwired and unscored through
 * rounds 26 and 27 and was scored once after round 27's merges (799/952), with round 26's engine scored at the same
 * time (799: round 27, ADRs 295-300, changed no decision on it; no text model or severe-harm head was installed).
 * Floors are one point under that figure: in a category of fewer than 100 messages losing a single one fails.
 * Raise a floor when a change improves its figure; never lower one to make a change pass (a promoted model re-derives
 * floors by ADR 152's rule, listed in its ADR), and never tune or train on the set.
 */
import { describe } from 'vitest';
import {
  CHALLENGE_SEQUENCES_2026_11_29Q_FILE,
  CHALLENGE_SET_2026_11_29Q_FILE,
  evaluateChallenge,
} from './challenge-eval';
import { challengeFloorTests } from './challenge-floors';
import { createBaselineMatcher, createGuardianEngine } from './engine';

const report = evaluateChallenge(createGuardianEngine(), createBaselineMatcher(), {
  file: CHALLENGE_SET_2026_11_29Q_FILE,
  sequencesFile: CHALLENGE_SEQUENCES_2026_11_29Q_FILE,
});

// category -> [metric the issue asks of it, floor]; measured value in the comment.
const FLOORS: Record<string, ['allow' | 'notAllow' | 'block', number]> = {
  ordinary: ['allow', 0.973], // 356/362 98.3%
  consensual_sexual: ['allow', 0.99], // 40/40 100.0%
  unsolicited_sexual: ['notAllow', 0.91], // 46/50 92.0%
  threat_violence: ['block', 0.59], // 30/50 60.0%
  sexual_violence: ['block', 0.67], // 34/50 68.0%
  self_harm_incitement: ['block', 0.71], // 36/50 72.0%
  minors: ['block', 0.99], // 50/50 100.0%
  extortion: ['block', 0.95], // 48/50 96.0%
  drugs: ['notAllow', 0.77], // 39/50 78.0%
  scam: ['notAllow', 0.83], // 42/50 84.0%
  off_platform: ['notAllow', 0.87], // 44/50 88.0%
  hate: ['notAllow', 0.77], // 39/50 78.0%
  harassment: ['notAllow', 0.77], // 39/50 78.0%
};

// The BLOCK categories must at least be held: not-ALLOW floors for them.
const NOT_ALLOW_FLOORS: Record<string, number> = {
  threat_violence: 0.59, // 30/50 60.0%
  sexual_violence: 0.67, // 34/50 68.0%
  self_harm_incitement: 0.79, // 40/50 80.0%
  minors: 0.99, // 50/50 100.0%
  extortion: 0.99, // 50/50 100.0%
};

// Share of messages meeting their expectation, per obfuscation kind.
const OBFUSCATION_FLOORS: Record<string, number> = {
  none: 0.846, // 305/356 85.7%
  slang: 0.857, // 164/189 86.8%
  repeated: 0.959, // 63/65 96.9%
  homoglyph: 0.915, // 62/67 92.5%
  emoji: 0.923, // 70/75 93.3%
  leet: 0.932, // 65/69 94.2%
  spaced: 0.96, // 65/67 97.0%
  mixed_script: 0.755, // 49/64 76.6%
};

describe('twenty-fifth challenge set floors (2026-11-29q, independent, never trained on)', () => {
  challengeFloorTests(report, {
    categories: FLOORS,
    notAllow: NOT_ALLOW_FLOORS,
    obfuscation: OBFUSCATION_FLOORS,
    overall: 0.875, // 843/952 88.6%
    minMessages: 900,
    trustIndependent: ['threat_violence', 'sexual_violence', 'self_harm_incitement', 'minors', 'extortion'],
    // harmful sequences caught and harmless ones delivered, after round 27
    sequences: { harmfulCaught: 20, harmlessDelivered: 20 },
  });
});
