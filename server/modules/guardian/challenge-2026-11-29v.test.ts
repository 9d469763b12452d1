/**
 * The thirtieth independent challenge set (challenge/challenge-set-2026-11-29v.jsonl and its sequences, issue 15)
 * may not get worse. A helper wrote it at the start of round 31 from four files only, without opening the engine, its
 * corpus, rules, docs or the earlier sets (challenge/README-2026-11-29v.md); it stayed unwired and unscored through
 * rounds 31 and 32 and was scored once after round 32's merges (896/952), with round 31's engine (`f6abdf60`) scored
 * at the same time (896: round 32's changes moved no line of it). Floors are one point
 * under that figure: in a category of fewer than 100 messages losing a single one fails. Raise a floor when a change
 * improves its figure; never lower one to make a change pass (a promoted model re-derives floors by ADR 152's rule,
 * listed in its ADR), and never tune or train on the set.
 */
import { describe } from 'vitest';
import {
  CHALLENGE_SEQUENCES_2026_11_29V_FILE,
  CHALLENGE_SET_2026_11_29V_FILE,
  evaluateChallenge,
} from './challenge-eval';
import { challengeFloorTests } from './challenge-floors';
import { createBaselineMatcher, createGuardianEngine } from './engine';

const report = evaluateChallenge(createGuardianEngine(), createBaselineMatcher(), {
  file: CHALLENGE_SET_2026_11_29V_FILE,
  sequencesFile: CHALLENGE_SEQUENCES_2026_11_29V_FILE,
});

// category -> [metric the issue asks of it, floor]; measured value in the comment.
const FLOORS: Record<string, ['allow' | 'notAllow' | 'block', number]> = {
  ordinary: ['allow', 0.973], // 356/362 98.3%
  consensual_sexual: ['allow', 0.99], // 40/40 100.0%
  unsolicited_sexual: ['notAllow', 0.93], // 47/50 94.0%
  threat_violence: ['block', 0.89], // 45/50 90.0%
  sexual_violence: ['block', 0.91], // 46/50 92.0%
  self_harm_incitement: ['block', 0.89], // 45/50 90.0%
  minors: ['block', 0.79], // 40/50 80.0%
  extortion: ['block', 0.97], // 49/50 98.0%
  drugs: ['notAllow', 0.93], // 47/50 94.0%
  scam: ['notAllow', 0.93], // 47/50 94.0%
  off_platform: ['notAllow', 0.97], // 49/50 98.0%
  hate: ['notAllow', 0.91], // 46/50 92.0%
  harassment: ['notAllow', 0.83], // 42/50 84.0%
};

// The BLOCK categories must at least be held: not-ALLOW floors for them.
const NOT_ALLOW_FLOORS: Record<string, number> = {
  threat_violence: 0.89, // 45/50 90.0%
  sexual_violence: 0.91, // 46/50 92.0%
  self_harm_incitement: 0.91, // 46/50 92.0%
  minors: 0.83, // 42/50 84.0%
  extortion: 0.97, // 49/50 98.0%
};

// Share of messages meeting their expectation, per obfuscation kind.
const OBFUSCATION_FLOORS: Record<string, number> = {
  none: 0.909, // 285/310 91.9%
  slang: 0.866, // 85/97 87.6%
  repeated: 0.99, // 93/93 100.0%
  homoglyph: 0.936, // 88/93 94.6%
  emoji: 0.903, // 85/93 91.4%
  leet: 0.968, // 91/93 97.8%
  spaced: 0.979, // 92/93 98.9%
  mixed_script: 0.99, // 80/80 100.0%
};

describe('thirtieth challenge set floors (2026-11-29v, independent, never trained on)', () => {
  challengeFloorTests(report, {
    categories: FLOORS,
    notAllow: NOT_ALLOW_FLOORS,
    obfuscation: OBFUSCATION_FLOORS,
    overall: 0.934, // 899/952 94.4%
    minMessages: 900,
    trustIndependent: ['threat_violence', 'sexual_violence', 'self_harm_incitement', 'minors', 'extortion'],
    // harmful sequences caught and harmless ones delivered, after round 32
    sequences: { harmfulCaught: 21, harmlessDelivered: 22 },
  });
});
