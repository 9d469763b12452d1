/**
 * The twentieth independent challenge set (challenge/challenge-set-2026-11-29l.jsonl and its sequences, issue 15) may
 * not get worse. A helper wrote it at the start of round 21 without opening the engine, its corpus, rules, docs or the
 * earlier sets (challenge/README-2026-11-29l.md); it stayed unwired and unscored through rounds 21 and 22 and was
 * scored once after round 22's merges (785/952; round 21's engine read 784; ADRs 255, 257–260), so floors are one
 * point under that figure: in a category of fewer than 100 messages losing a single one fails.
 * Raise a floor when a change improves its figure; never lower one to make a change pass (a promoted model re-derives
 * floors by ADR 152's rule, listed in its ADR), and never tune or train on the set.
 */
import { describe } from 'vitest';
import {
  CHALLENGE_SEQUENCES_2026_11_29L_FILE,
  CHALLENGE_SET_2026_11_29L_FILE,
  evaluateChallenge,
} from './challenge-eval';
import { challengeFloorTests } from './challenge-floors';
import { createBaselineMatcher, createGuardianEngine } from './engine';

const report = evaluateChallenge(createGuardianEngine(), createBaselineMatcher(), {
  file: CHALLENGE_SET_2026_11_29L_FILE,
  sequencesFile: CHALLENGE_SEQUENCES_2026_11_29L_FILE,
});

// category -> [metric the issue asks of it, floor]; measured value in the comment.
const FLOORS: Record<string, ['allow' | 'notAllow' | 'block', number]> = {
  ordinary: ['allow', 0.94], // 344/362 95.0%
  consensual_sexual: ['allow', 0.94], // 38/40 95.0%
  unsolicited_sexual: ['notAllow', 0.99], // 50/50 100.0%
  threat_violence: ['block', 0.75], // 38/50 76.0%
  sexual_violence: ['block', 0.97], // 49/50 98.0%
  self_harm_incitement: ['block', 0.91], // 46/50 92.0%
  minors: ['block', 0.97], // 49/50 98.0%
  extortion: ['block', 0.99], // 50/50 100.0%
  drugs: ['notAllow', 0.99], // 50/50 100.0%
  scam: ['notAllow', 0.79], // 40/50 80.0%
  off_platform: ['notAllow', 0.97], // 49/50 98.0%
  hate: ['notAllow', 0.89], // 45/50 90.0%
  harassment: ['notAllow', 0.97], // 49/50 98.0%
};

// The BLOCK categories must at least be held: not-ALLOW floors for them.
const NOT_ALLOW_FLOORS: Record<string, number> = {
  threat_violence: 0.77, // 39/50 78.0%
  sexual_violence: 0.97, // 49/50 98.0%
  self_harm_incitement: 0.93, // 47/50 94.0%
  minors: 0.97, // 49/50 98.0%
  extortion: 0.99, // 50/50 100.0%
};

// Share of messages meeting their expectation, per obfuscation kind.
const OBFUSCATION_FLOORS: Record<string, number> = {
  none: 0.921, // 352/378 93.1%
  slang: 0.921, // 177/190 93.2%
  repeated: 0.974, // 63/64 98.4%
  homoglyph: 0.957, // 59/61 96.7%
  emoji: 0.94, // 57/60 95.0%
  leet: 0.942, // 60/63 95.2%
  spaced: 0.962, // 70/72 97.2%
  mixed_script: 0.911, // 59/64 92.2%
};

describe('twentieth challenge set floors (2026-11-29l, independent, never trained on)', () => {
  challengeFloorTests(report, {
    categories: FLOORS,
    notAllow: NOT_ALLOW_FLOORS,
    obfuscation: OBFUSCATION_FLOORS,
    overall: 0.932, // 897/952 94.2%
    minMessages: 900,
    trustIndependent: ['threat_violence', 'sexual_violence', 'self_harm_incitement', 'minors', 'extortion'],
    // harmful sequences caught and harmless ones delivered, after round 22
    sequences: { harmfulCaught: 22, harmlessDelivered: 20 },
  });
});
