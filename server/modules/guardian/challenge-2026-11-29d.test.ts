/**
 * The twelfth independent challenge set (challenge/challenge-set-2026-11-29d.jsonl and its sequences, issue 15) may
 * not get worse. A helper wrote it at the start of round 13 without opening the engine, its corpus, rules, docs or the
 * earlier sets (challenge/README-2026-11-29d.md); it stayed unwired through rounds 13 and 14 and was scored when
 * written (837/946), after round 13 (852/946) and once after round 14 (856/946, ADRs 190–196 after review). Floors are
 * one point under the figure after round 14, so in a category of fewer than 100 messages losing a single one fails.
 * Raise a floor when a change improves its figure; never lower one to make a change pass (a promoted model re-derives
 * floors by ADR 152's rule, listed in its ADR), and never tune or train on the set.
 */
import { describe } from 'vitest';
import {
  CHALLENGE_SEQUENCES_2026_11_29D_FILE,
  CHALLENGE_SET_2026_11_29D_FILE,
  evaluateChallenge,
} from './challenge-eval';
import { challengeFloorTests } from './challenge-floors';
import { createBaselineMatcher, createGuardianEngine } from './engine';

const report = evaluateChallenge(createGuardianEngine(), createBaselineMatcher(), {
  file: CHALLENGE_SET_2026_11_29D_FILE,
  sequencesFile: CHALLENGE_SEQUENCES_2026_11_29D_FILE,
});

// category -> [metric the issue asks of it, floor]; measured value in the comment.
const FLOORS: Record<string, ['allow' | 'notAllow' | 'block', number]> = {
  ordinary: ['allow', 0.965], // 356/365 97.5%
  consensual_sexual: ['allow', 0.99], // 40/40 100.0%
  unsolicited_sexual: ['notAllow', 0.99], // 49/49 100.0%
  threat_violence: ['block', 0.95], // 48/50 96.0%
  sexual_violence: ['block', 0.99], // 49/49 100.0%
  self_harm_incitement: ['block', 0.99], // 49/49 100.0%
  minors: ['block', 0.99], // 49/49 100.0%
  extortion: ['block', 0.99], // 49/49 100.0%
  drugs: ['notAllow', 0.99], // 50/50 100.0%
  scam: ['notAllow', 0.99], // 49/49 100.0%
  off_platform: ['notAllow', 0.99], // 49/49 100.0%
  hate: ['notAllow', 0.99], // 49/49 100.0%
  harassment: ['notAllow', 0.99], // 49/49 100.0%
};

// The BLOCK categories must at least be held: not-ALLOW floors for them.
const NOT_ALLOW_FLOORS: Record<string, number> = {
  threat_violence: 0.95, // 48/50 96.0%
  sexual_violence: 0.99, // 49/49 100.0%
  self_harm_incitement: 0.99, // 49/49 100.0%
  minors: 0.99, // 49/49 100.0%
  extortion: 0.99, // 49/49 100.0%
};

// Share of messages meeting their expectation, per obfuscation kind.
const OBFUSCATION_FLOORS: Record<string, number> = {
  none: 0.975, // 344/349 98.6%
  slang: 0.99, // 167/167 100.0%
  repeated: 0.964, // 75/77 97.4%
  homoglyph: 0.99, // 60/60 100.0%
  emoji: 0.978, // 87/88 98.9%
  leet: 0.975, // 69/70 98.6%
  spaced: 0.975, // 69/70 98.6%
  mixed_script: 0.974, // 64/65 98.5%
};

describe('twelfth challenge set floors (2026-11-29d, independent, never trained on)', () => {
  challengeFloorTests(report, {
    categories: FLOORS,
    notAllow: NOT_ALLOW_FLOORS,
    obfuscation: OBFUSCATION_FLOORS,
    overall: 0.978, // 935/946 98.8%
    minMessages: 900,
    trustIndependent: ['threat_violence', 'sexual_violence', 'self_harm_incitement', 'minors', 'extortion'],
    // harmful sequences caught and harmless ones delivered, after round 14
    sequences: { harmfulCaught: 25, harmlessDelivered: 18 },
  });
});
