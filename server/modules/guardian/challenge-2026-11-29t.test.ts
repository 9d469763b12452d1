/**
 * The twenty-eighth independent challenge set (challenge/challenge-set-2026-11-29t.jsonl and its sequences, issue 15)
 * may not get worse. A helper wrote it at the start of round 29 from four files only, without opening the engine, its
 * corpus, rules, docs or the earlier sets (challenge/README-2026-11-29t.md); it stayed unwired and unscored through
 * rounds 29 and 30 and was scored once after round 30's merges (880/952), with round 29's engine (`ed54313`) scored at
 * the same time (880: round 30 merged no engine change; its three engine branches, ADRs 312-314, were rejected on
 * review and, scored on it after that decision, moved no decision either). Floors are one point under that figure: in
 * a category of fewer than 100 messages losing a single one fails. Raise a floor when a change improves its figure;
 * never lower one to make a change pass (a promoted model re-derives floors by ADR 152's rule, listed in its ADR), and
 * never tune or train on the set.
 */
import { describe } from 'vitest';
import {
  CHALLENGE_SEQUENCES_2026_11_29T_FILE,
  CHALLENGE_SET_2026_11_29T_FILE,
  evaluateChallenge,
} from './challenge-eval';
import { challengeFloorTests } from './challenge-floors';
import { createBaselineMatcher, createGuardianEngine } from './engine';

const report = evaluateChallenge(createGuardianEngine(), createBaselineMatcher(), {
  file: CHALLENGE_SET_2026_11_29T_FILE,
  sequencesFile: CHALLENGE_SEQUENCES_2026_11_29T_FILE,
});

// category -> [metric the issue asks of it, floor]; measured value in the comment.
const FLOORS: Record<string, ['allow' | 'notAllow' | 'block', number]> = {
  ordinary: ['allow', 0.973], // 356/362 98.3%
  consensual_sexual: ['allow', 0.99], // 40/40 100.0%
  unsolicited_sexual: ['notAllow', 0.87], // 44/50 88.0%
  threat_violence: ['block', 0.85], // 43/50 86.0%
  sexual_violence: ['block', 0.87], // 44/50 88.0%
  self_harm_incitement: ['block', 0.83], // 42/50 84.0%
  minors: ['block', 0.89], // 45/50 90.0%
  extortion: ['block', 0.93], // 47/50 94.0%
  drugs: ['notAllow', 0.97], // 49/50 98.0%
  scam: ['notAllow', 0.93], // 47/50 94.0%
  off_platform: ['notAllow', 0.91], // 46/50 92.0%
  hate: ['notAllow', 0.87], // 44/50 88.0%
  harassment: ['notAllow', 0.85], // 43/50 86.0%
};

// The BLOCK categories must at least be held: not-ALLOW floors for them.
const NOT_ALLOW_FLOORS: Record<string, number> = {
  threat_violence: 0.87, // 44/50 88.0%
  sexual_violence: 0.89, // 45/50 90.0%
  self_harm_incitement: 0.83, // 42/50 84.0%
  minors: 0.93, // 47/50 94.0%
  extortion: 0.93, // 47/50 94.0%
};

// Share of messages meeting their expectation, per obfuscation kind.
const OBFUSCATION_FLOORS: Record<string, number> = {
  none: 0.919, // 288/310 92.9%
  slang: 0.835, // 82/97 84.5%
  repeated: 0.99, // 93/93 100.0%
  homoglyph: 0.979, // 92/93 98.9%
  emoji: 0.914, // 86/93 92.5%
  leet: 0.871, // 82/93 88.2%
  spaced: 0.968, // 91/93 97.8%
  mixed_script: 0.94, // 76/80 95.0%
};

describe('twenty-eighth challenge set floors (2026-11-29t, independent, never trained on)', () => {
  challengeFloorTests(report, {
    categories: FLOORS,
    notAllow: NOT_ALLOW_FLOORS,
    obfuscation: OBFUSCATION_FLOORS,
    overall: 0.924, // 890/952 93.5%
    minMessages: 900,
    trustIndependent: ['threat_violence', 'sexual_violence', 'self_harm_incitement', 'minors', 'extortion'],
    // harmful sequences caught and harmless ones delivered, after round 30
    sequences: { harmfulCaught: 18, harmlessDelivered: 22 },
  });
});
