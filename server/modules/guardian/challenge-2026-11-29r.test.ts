/**
 * The twenty-sixth independent challenge set (challenge/challenge-set-2026-11-29r.jsonl and its sequences, issue 15)
 * may not get worse. A helper wrote it at the start of round 27 from three files only, without opening the engine, its
 * corpus, rules, docs or the earlier sets (challenge/README-2026-11-29r.md); it stayed unwired and unscored through
 * rounds 27 and 28 and was scored once after round 28's merges (868/952), with round 27's engine scored at the same
 * time (868: round 28, ADRs 301-306, changed no decision on it; no text model or severe-harm head was installed).
 * Floors are one point under that figure: in a category of fewer than 100 messages losing a single one fails.
 * Raise a floor when a change improves its figure; never lower one to make a change pass (a promoted model re-derives
 * floors by ADR 152's rule, listed in its ADR), and never tune or train on the set.
 */
import { describe } from 'vitest';
import {
  CHALLENGE_SEQUENCES_2026_11_29R_FILE,
  CHALLENGE_SET_2026_11_29R_FILE,
  evaluateChallenge,
} from './challenge-eval';
import { challengeFloorTests } from './challenge-floors';
import { createBaselineMatcher, createGuardianEngine } from './engine';

const report = evaluateChallenge(createGuardianEngine(), createBaselineMatcher(), {
  file: CHALLENGE_SET_2026_11_29R_FILE,
  sequencesFile: CHALLENGE_SEQUENCES_2026_11_29R_FILE,
});

// category -> [metric the issue asks of it, floor]; measured value in the comment.
const FLOORS: Record<string, ['allow' | 'notAllow' | 'block', number]> = {
  ordinary: ['allow', 0.965], // 353/362 97.5%
  consensual_sexual: ['allow', 0.94], // 38/40 95.0%
  unsolicited_sexual: ['notAllow', 0.99], // 50/50 100.0%
  threat_violence: ['block', 0.87], // 44/50 88.0%
  sexual_violence: ['block', 0.93], // 47/50 94.0%
  self_harm_incitement: ['block', 0.93], // 47/50 94.0%
  minors: ['block', 0.93], // 47/50 94.0%
  extortion: ['block', 0.99], // 50/50 100.0%
  drugs: ['notAllow', 0.91], // 46/50 92.0%
  scam: ['notAllow', 0.91], // 46/50 92.0%
  off_platform: ['notAllow', 0.99], // 50/50 100.0%
  hate: ['notAllow', 0.89], // 45/50 90.0%
  harassment: ['notAllow', 0.85], // 43/50 86.0%
};

// The BLOCK categories must at least be held: not-ALLOW floors for them.
const NOT_ALLOW_FLOORS: Record<string, number> = {
  threat_violence: 0.89, // 45/50 90.0%
  sexual_violence: 0.93, // 47/50 94.0%
  self_harm_incitement: 0.93, // 47/50 94.0%
  minors: 0.95, // 48/50 96.0%
  extortion: 0.99, // 50/50 100.0%
};

// Share of messages meeting their expectation, per obfuscation kind.
const OBFUSCATION_FLOORS: Record<string, number> = {
  none: 0.938, // 329/347 94.8%
  slang: 0.9, // 173/190 91.1%
  repeated: 0.948, // 70/73 95.9%
  homoglyph: 0.976, // 72/73 98.6%
  emoji: 0.921, // 68/73 93.2%
  leet: 0.976, // 72/73 98.6%
  spaced: 0.973, // 60/61 98.4%
  mixed_script: 0.99, // 62/62 100.0%
};

describe('twenty-sixth challenge set floors (2026-11-29r, independent, never trained on)', () => {
  challengeFloorTests(report, {
    categories: FLOORS,
    notAllow: NOT_ALLOW_FLOORS,
    obfuscation: OBFUSCATION_FLOORS,
    overall: 0.941, // 906/952 95.2%
    minMessages: 900,
    trustIndependent: ['threat_violence', 'sexual_violence', 'self_harm_incitement', 'minors', 'extortion'],
    // harmful sequences caught and harmless ones delivered, after round 28
    sequences: { harmfulCaught: 16, harmlessDelivered: 23 },
  });
});
