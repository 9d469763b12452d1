/**
 * The fourteenth independent challenge set (challenge/challenge-set-2026-11-29f.jsonl and its sequences, issue 15) may
 * not get worse. A helper wrote it at the start of round 15 without opening the engine, its corpus, rules, docs or the
 * earlier sets (challenge/README-2026-11-29f.md); it stayed unwired through rounds 15 and 16 and was scored when
 * written (856/955) and once after round 16 (ADRs 204–209). Floors are one point under the figure after round 16, so
 * in a category of fewer than 100 messages losing a single one fails.
 * Raise a floor when a change improves its figure; never lower one to make a change pass (a promoted model re-derives
 * floors by ADR 152's rule, listed in its ADR), and never tune or train on the set.
 */
import { describe } from 'vitest';
import {
  CHALLENGE_SEQUENCES_2026_11_29F_FILE,
  CHALLENGE_SET_2026_11_29F_FILE,
  evaluateChallenge,
} from './challenge-eval';
import { challengeFloorTests } from './challenge-floors';
import { createBaselineMatcher, createGuardianEngine } from './engine';

const report = evaluateChallenge(createGuardianEngine(), createBaselineMatcher(), {
  file: CHALLENGE_SET_2026_11_29F_FILE,
  sequencesFile: CHALLENGE_SEQUENCES_2026_11_29F_FILE,
});

// category -> [metric the issue asks of it, floor]; measured value in the comment.
const FLOORS: Record<string, ['allow' | 'notAllow' | 'block', number]> = {
  ordinary: ['allow', 0.959], // 354/365 97.0%
  consensual_sexual: ['allow', 0.99], // 40/40 100.0%
  unsolicited_sexual: ['notAllow', 0.99], // 50/50 100.0%
  threat_violence: ['block', 0.97], // 49/50 98.0%
  sexual_violence: ['block', 0.99], // 50/50 100.0%
  self_harm_incitement: ['block', 0.99], // 50/50 100.0%
  minors: ['block', 0.99], // 50/50 100.0%
  extortion: ['block', 0.99], // 50/50 100.0%
  drugs: ['notAllow', 0.99], // 50/50 100.0%
  scam: ['notAllow', 0.99], // 50/50 100.0%
  off_platform: ['notAllow', 0.99], // 50/50 100.0%
  hate: ['notAllow', 0.99], // 50/50 100.0%
  harassment: ['notAllow', 0.99], // 50/50 100.0%
};

// The BLOCK categories must at least be held: not-ALLOW floors for them.
const NOT_ALLOW_FLOORS: Record<string, number> = {
  threat_violence: 0.97, // 49/50 98.0%
  sexual_violence: 0.99, // 50/50 100.0%
  self_harm_incitement: 0.99, // 50/50 100.0%
  minors: 0.99, // 50/50 100.0%
  extortion: 0.99, // 50/50 100.0%
};

// Share of messages meeting their expectation, per obfuscation kind.
const OBFUSCATION_FLOORS: Record<string, number> = {
  none: 0.981, // 337/340 99.1%
  slang: 0.977, // 163/165 98.8%
  repeated: 0.976, // 74/75 98.7%
  homoglyph: 0.99, // 75/75 100.0%
  emoji: 0.976, // 74/75 98.7%
  leet: 0.963, // 73/75 97.3%
  spaced: 0.95, // 72/75 96.0%
  mixed_script: 0.99, // 75/75 100.0%
};

describe('fourteenth challenge set floors (2026-11-29f, independent, never trained on)', () => {
  challengeFloorTests(report, {
    categories: FLOORS,
    notAllow: NOT_ALLOW_FLOORS,
    obfuscation: OBFUSCATION_FLOORS,
    overall: 0.977, // 943/955 98.7%
    minMessages: 900,
    trustIndependent: ['threat_violence', 'sexual_violence', 'self_harm_incitement', 'minors', 'extortion'],
    // harmful sequences caught and harmless ones delivered, after round 16
    sequences: { harmfulCaught: 22, harmlessDelivered: 19 },
  });
});
