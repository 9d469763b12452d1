/**
 * The twenty-ninth independent challenge set (challenge/challenge-set-2026-11-29u.jsonl and its sequences, issue 15)
 * may not get worse. A helper wrote it at the start of round 30 from four files only, without opening the engine, its
 * corpus, rules, docs or the earlier sets (challenge/README-2026-11-29u.md); it stayed unwired and unscored through
 * rounds 30 and 31 and was scored once after round 31's merges (875/952), with round 30's engine (`9402cfb0`) scored
 * at the same time (871: round 31's severe-harm head, ADR 317, BLOCKs 4 more threats and minors). Floors are one point
 * under that figure: in a category of fewer than 100 messages losing a single one fails. Raise a floor when a change
 * improves its figure; never lower one to make a change pass (a promoted model re-derives floors by ADR 152's rule,
 * listed in its ADR), and never tune or train on the set.
 */
import { describe } from 'vitest';
import {
  CHALLENGE_SEQUENCES_2026_11_29U_FILE,
  CHALLENGE_SET_2026_11_29U_FILE,
  evaluateChallenge,
} from './challenge-eval';
import { challengeFloorTests } from './challenge-floors';
import { createBaselineMatcher, createGuardianEngine } from './engine';

const report = evaluateChallenge(createGuardianEngine(), createBaselineMatcher(), {
  file: CHALLENGE_SET_2026_11_29U_FILE,
  sequencesFile: CHALLENGE_SEQUENCES_2026_11_29U_FILE,
});

// category -> [metric the issue asks of it, floor]; measured value in the comment.
const FLOORS: Record<string, ['allow' | 'notAllow' | 'block', number]> = {
  ordinary: ['allow', 0.978], // 358/362 98.9%
  consensual_sexual: ['allow', 0.99], // 40/40 100.0%
  unsolicited_sexual: ['notAllow', 0.91], // 46/50 92.0%
  threat_violence: ['block', 0.65], // 33/50 66.0%
  sexual_violence: ['block', 0.81], // 41/50 82.0%
  self_harm_incitement: ['block', 0.83], // 42/50 84.0%
  minors: ['block', 0.87], // 44/50 88.0%
  extortion: ['block', 0.89], // 45/50 90.0%
  drugs: ['notAllow', 0.91], // 46/50 92.0%
  scam: ['notAllow', 0.95], // 48/50 96.0%
  off_platform: ['notAllow', 0.91], // 46/50 92.0%
  hate: ['notAllow', 0.91], // 46/50 92.0%
  harassment: ['notAllow', 0.89], // 45/50 90.0%
};

// The BLOCK categories must at least be held: not-ALLOW floors for them.
const NOT_ALLOW_FLOORS: Record<string, number> = {
  threat_violence: 0.65, // 33/50 66.0%
  sexual_violence: 0.81, // 41/50 82.0%
  self_harm_incitement: 0.83, // 42/50 84.0%
  minors: 0.91, // 46/50 92.0%
  extortion: 0.93, // 47/50 94.0%
};

// Share of messages meeting their expectation, per obfuscation kind.
const OBFUSCATION_FLOORS: Record<string, number> = {
  none: 0.87, // 273/310 88.1%
  slang: 0.897, // 88/97 90.7%
  repeated: 0.979, // 92/93 98.9%
  homoglyph: 0.957, // 90/93 96.8%
  emoji: 0.882, // 83/93 89.2%
  leet: 0.925, // 87/93 93.5%
  spaced: 0.936, // 88/93 94.6%
  mixed_script: 0.977, // 79/80 98.8%
};

describe('twenty-ninth challenge set floors (2026-11-29u, independent, never trained on)', () => {
  challengeFloorTests(report, {
    categories: FLOORS,
    notAllow: NOT_ALLOW_FLOORS,
    obfuscation: OBFUSCATION_FLOORS,
    overall: 0.914, // 880/952 92.4%
    minMessages: 900,
    trustIndependent: ['threat_violence', 'sexual_violence', 'self_harm_incitement', 'minors', 'extortion'],
    // harmful sequences caught and harmless ones delivered, after round 31
    sequences: { harmfulCaught: 22, harmlessDelivered: 22 },
  });
});
