/**
 * The twenty-seventh independent challenge set (challenge/challenge-set-2026-11-29s.jsonl and its sequences, issue 15)
 * may not get worse. A helper wrote it at the start of round 28 from three files only, without opening the engine, its
 * corpus, rules, docs or the earlier sets (challenge/README-2026-11-29s.md); it stayed unwired and unscored through
 * rounds 28 and 29 and was scored once after round 29's merges (876/952), with round 28's engine scored at the same
 * time (876: round 29, ADRs 307-311, changed no decision on it; no severe-harm head was installed and ADR 309's window
 * frames were reverted). Floors are one point under that figure: in a category of fewer than 100 messages losing a
 * single one fails. Raise a floor when a change improves its figure; never lower one to make a change pass (a promoted
 * model re-derives floors by ADR 152's rule, listed in its ADR), and never tune or train on the set.
 */
import { describe } from 'vitest';
import {
  CHALLENGE_SEQUENCES_2026_11_29S_FILE,
  CHALLENGE_SET_2026_11_29S_FILE,
  evaluateChallenge,
} from './challenge-eval';
import { challengeFloorTests } from './challenge-floors';
import { createBaselineMatcher, createGuardianEngine } from './engine';

const report = evaluateChallenge(createGuardianEngine(), createBaselineMatcher(), {
  file: CHALLENGE_SET_2026_11_29S_FILE,
  sequencesFile: CHALLENGE_SEQUENCES_2026_11_29S_FILE,
});

// category -> [metric the issue asks of it, floor]; measured value in the comment.
const FLOORS: Record<string, ['allow' | 'notAllow' | 'block', number]> = {
  ordinary: ['allow', 0.97], // 355/362 98.1%
  consensual_sexual: ['allow', 0.99], // 40/40 100.0%
  unsolicited_sexual: ['notAllow', 0.99], // 50/50 100.0%
  threat_violence: ['block', 0.81], // 41/50 82.0%
  sexual_violence: ['block', 0.81], // 41/50 82.0%
  self_harm_incitement: ['block', 0.89], // 45/50 90.0%
  minors: ['block', 0.97], // 49/50 98.0%
  extortion: ['block', 0.93], // 47/50 94.0%
  drugs: ['notAllow', 0.89], // 45/50 90.0%
  scam: ['notAllow', 0.91], // 46/50 92.0%
  off_platform: ['notAllow', 0.99], // 50/50 100.0%
  hate: ['notAllow', 0.97], // 49/50 98.0%
  harassment: ['notAllow', 0.83], // 42/50 84.0%
};

// The BLOCK categories must at least be held: not-ALLOW floors for them.
const NOT_ALLOW_FLOORS: Record<string, number> = {
  threat_violence: 0.83, // 42/50 84.0%
  sexual_violence: 0.81, // 41/50 82.0%
  self_harm_incitement: 0.93, // 47/50 94.0%
  minors: 0.97, // 49/50 98.0%
  extortion: 0.97, // 49/50 98.0%
};

// Share of messages meeting their expectation, per obfuscation kind.
const OBFUSCATION_FLOORS: Record<string, number> = {
  none: 0.919, // 288/310 92.9%
  slang: 0.897, // 88/97 90.7%
  repeated: 0.979, // 92/93 98.9%
  homoglyph: 0.957, // 90/93 96.8%
  emoji: 0.925, // 87/93 93.5%
  leet: 0.979, // 92/93 98.9%
  spaced: 0.903, // 85/93 91.4%
  mixed_script: 0.965, // 78/80 97.5%
};

describe('twenty-seventh challenge set floors (2026-11-29s, independent, never trained on)', () => {
  challengeFloorTests(report, {
    categories: FLOORS,
    notAllow: NOT_ALLOW_FLOORS,
    obfuscation: OBFUSCATION_FLOORS,
    overall: 0.935, // 900/952 94.5%
    minMessages: 900,
    trustIndependent: ['threat_violence', 'sexual_violence', 'self_harm_incitement', 'minors', 'extortion'],
    // harmful sequences caught and harmless ones delivered, after round 29
    sequences: { harmfulCaught: 23, harmlessDelivered: 22 },
  });
});
