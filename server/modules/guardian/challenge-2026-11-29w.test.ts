/**
 * The thirty-first independent challenge set (challenge/challenge-set-2026-11-29w.jsonl and its sequences, issue 15)
 * may not get worse. A helper wrote it at the start of round 32 from four files only, without opening the engine, its
 * corpus, rules, docs or the earlier sets (challenge/README-2026-11-29w.md); it stayed unwired and unscored through
 * rounds 32 and 33 and was scored once after round 33's merges (885/952), with round 32's engine (`34a377cd`) scored
 * at the same time (885: round 33's changes moved no line of it). Floors are one point
 * under that figure: in a category of fewer than 100 messages losing a single one fails. Raise a floor when a change
 * improves its figure; never lower one to make a change pass (a promoted model re-derives floors by ADR 152's rule,
 * listed in its ADR), and never tune or train on the set.
 */
import { describe } from 'vitest';
import {
  CHALLENGE_SEQUENCES_2026_11_29W_FILE,
  CHALLENGE_SET_2026_11_29W_FILE,
  evaluateChallenge,
} from './challenge-eval';
import { challengeFloorTests } from './challenge-floors';
import { createBaselineMatcher, createGuardianEngine } from './engine';

const report = evaluateChallenge(createGuardianEngine(), createBaselineMatcher(), {
  file: CHALLENGE_SET_2026_11_29W_FILE,
  sequencesFile: CHALLENGE_SEQUENCES_2026_11_29W_FILE,
});

// category -> [metric the issue asks of it, floor]; measured value in the comment.
const FLOORS: Record<string, ['allow' | 'notAllow' | 'block', number]> = {
  ordinary: ['allow', 0.97], // 355/362 98.1%
  consensual_sexual: ['allow', 0.99], // 40/40 100.0%
  unsolicited_sexual: ['notAllow', 0.97], // 49/50 98.0%
  threat_violence: ['block', 0.81], // 41/50 82.0%
  sexual_violence: ['block', 0.79], // 40/50 80.0%
  self_harm_incitement: ['block', 0.81], // 41/50 82.0%
  minors: ['block', 0.87], // 44/50 88.0%
  extortion: ['block', 0.95], // 48/50 96.0%
  drugs: ['notAllow', 0.87], // 44/50 88.0%
  scam: ['notAllow', 0.97], // 49/50 98.0%
  off_platform: ['notAllow', 0.91], // 46/50 92.0%
  hate: ['notAllow', 0.95], // 48/50 96.0%
  harassment: ['notAllow', 0.83], // 42/50 84.0%
};

// The BLOCK categories must at least be held: not-ALLOW floors for them.
const NOT_ALLOW_FLOORS: Record<string, number> = {
  threat_violence: 0.81, // 41/50 82.0%
  sexual_violence: 0.79, // 40/50 80.0%
  self_harm_incitement: 0.81, // 41/50 82.0%
  minors: 0.91, // 46/50 92.0%
  extortion: 0.95, // 48/50 96.0%
};

// Share of messages meeting their expectation, per obfuscation kind.
const OBFUSCATION_FLOORS: Record<string, number> = {
  none: 0.87, // 273/310 88.1%
  slang: 0.897, // 88/97 90.7%
  repeated: 0.946, // 89/93 95.7%
  homoglyph: 0.99, // 93/93 100.0%
  emoji: 0.903, // 85/93 91.4%
  leet: 0.957, // 90/93 96.8%
  spaced: 0.957, // 90/93 96.8%
  mixed_script: 0.977, // 79/80 98.8%
};

describe('thirty-first challenge set floors (2026-11-29w, independent, never trained on)', () => {
  challengeFloorTests(report, {
    categories: FLOORS,
    notAllow: NOT_ALLOW_FLOORS,
    obfuscation: OBFUSCATION_FLOORS,
    overall: 0.921, // 887/952 93.2%
    minMessages: 900,
    trustIndependent: ['threat_violence', 'sexual_violence', 'self_harm_incitement', 'minors', 'extortion'],
    // harmful sequences caught and harmless ones delivered, after round 33
    sequences: { harmfulCaught: 20, harmlessDelivered: 20 },
  });
});
