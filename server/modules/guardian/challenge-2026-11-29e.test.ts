/**
 * The thirteenth independent challenge set (challenge/challenge-set-2026-11-29e.jsonl and its sequences, issue 15) may
 * not get worse. A helper wrote it at the start of round 14 without opening the engine, its corpus, rules, docs or the
 * earlier sets (challenge/README-2026-11-29e.md); it stayed unwired through rounds 14 and 15 and was scored when
 * written (836/961), after round 15 (837/961) and once after round 15 (838/961, ADRs 197–202). Floors are one point
 * under the figure after round 15, so in a category of fewer than 100 messages losing a single one fails.
 * Raise a floor when a change improves its figure; never lower one to make a change pass (a promoted model re-derives
 * floors by ADR 152's rule, listed in its ADR), and never tune or train on the set.
 */
import { describe } from 'vitest';
import {
  CHALLENGE_SEQUENCES_2026_11_29E_FILE,
  CHALLENGE_SET_2026_11_29E_FILE,
  evaluateChallenge,
} from './challenge-eval';
import { challengeFloorTests } from './challenge-floors';
import { createBaselineMatcher, createGuardianEngine } from './engine';

const report = evaluateChallenge(createGuardianEngine(), createBaselineMatcher(), {
  file: CHALLENGE_SET_2026_11_29E_FILE,
  sequencesFile: CHALLENGE_SEQUENCES_2026_11_29E_FILE,
});

// category -> [metric the issue asks of it, floor]; measured value in the comment.
const FLOORS: Record<string, ['allow' | 'notAllow' | 'block', number]> = {
  ordinary: ['allow', 0.97], // 361/368 98.1%
  consensual_sexual: ['allow', 0.965], // 40/41 97.6%
  unsolicited_sexual: ['notAllow', 0.87], // 44/50 88.0%
  threat_violence: ['block', 0.913], // 48/52 92.3%
  sexual_violence: ['block', 0.91], // 46/50 92.0%
  self_harm_incitement: ['block', 0.77], // 39/50 78.0%
  minors: ['block', 0.99], // 50/50 100.0%
  extortion: ['block', 0.99], // 50/50 100.0%
  drugs: ['notAllow', 0.85], // 43/50 86.0%
  scam: ['notAllow', 0.95], // 48/50 96.0%
  off_platform: ['notAllow', 0.99], // 50/50 100.0%
  hate: ['notAllow', 0.85], // 43/50 86.0%
  harassment: ['notAllow', 0.61], // 31/50 62.0%
};

// The BLOCK categories must at least be held: not-ALLOW floors for them.
const NOT_ALLOW_FLOORS: Record<string, number> = {
  threat_violence: 0.913, // 48/52 92.3%
  sexual_violence: 0.91, // 46/50 92.0%
  self_harm_incitement: 0.79, // 40/50 80.0%
  minors: 0.99, // 50/50 100.0%
  extortion: 0.99, // 50/50 100.0%
};

// Share of messages meeting their expectation, per obfuscation kind.
const OBFUSCATION_FLOORS: Record<string, number> = {
  none: 0.902, // 545/597 91.3%
  slang: 0.973, // 60/61 98.4%
  repeated: 0.954, // 55/57 96.5%
  homoglyph: 0.964, // 38/39 97.4%
  emoji: 0.809, // 50/61 82.0%
  leet: 0.972, // 55/56 98.2%
  spaced: 0.99, // 50/50 100.0%
  mixed_script: 0.99, // 40/40 100.0%
};

describe('thirteenth challenge set floors (2026-11-29e, independent, never trained on)', () => {
  challengeFloorTests(report, {
    categories: FLOORS,
    notAllow: NOT_ALLOW_FLOORS,
    obfuscation: OBFUSCATION_FLOORS,
    overall: 0.919, // 893/961 92.9% after round 17; obscenity 45.1%
    minMessages: 900,
    trustIndependent: ['threat_violence', 'sexual_violence', 'self_harm_incitement', 'minors', 'extortion'],
    // harmful sequences caught and harmless ones delivered, after round 15
    sequences: { harmfulCaught: 24, harmlessDelivered: 9 },
  });
});
