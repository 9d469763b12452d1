/**
 * The fourth independent challenge set (challenge/challenge-set-2026-11-26c.jsonl and its sequences, issue 15,
 * ADR 136) may not get worse. A helper wrote it at the start of round 6 without opening the engine, its corpus,
 * rules, docs or the earlier sets, and it was committed before anything ran against it
 * (challenge/README-2026-11-26c.md). Main before round 6 scored 665/802 on it; the round-6 rule authors and the
 * trainer never saw it, not even in aggregate. Floors are one point under the figures measured after round 6
 * (docs/guardian.md), so in a category of fewer than 100 messages losing a single one fails. Raise a floor when
 * a change improves its figure; never lower one to make a change pass, and never tune or train on the set.
 */
import { describe } from 'vitest';
import {
  CHALLENGE_SEQUENCES_2026_11_26C_FILE,
  CHALLENGE_SET_2026_11_26C_FILE,
  evaluateChallenge,
} from './challenge-eval';
import { challengeFloorTests } from './challenge-floors';
import { createBaselineMatcher, createGuardianEngine } from './engine';

const report = evaluateChallenge(createGuardianEngine(), createBaselineMatcher(), {
  file: CHALLENGE_SET_2026_11_26C_FILE,
  sequencesFile: CHALLENGE_SEQUENCES_2026_11_26C_FILE,
});

// category -> [metric the issue asks of it, floor]; measured value in the comment.
const FLOORS: Record<string, ['allow' | 'notAllow' | 'block', number]> = {
  ordinary: ['allow', 0.973], // 293/298 98.3%
  consensual_sexual: ['allow', 0.961], // 34/35 97.1%
  unsolicited_sexual: ['notAllow', 0.885], // 43/48 89.6%
  threat_violence: ['block', 0.735], // 41/55 74.5%
  sexual_violence: ['block', 0.64], // 26/40 65.0%
  self_harm_incitement: ['block', 0.753], // 29/38 76.3%
  minors: ['block', 0.757], // 33/43 76.7%
  extortion: ['block', 0.631], // 25/39 64.1%
  drugs: ['notAllow', 0.843], // 35/41 85.4%
  scam: ['notAllow', 0.817], // 43/52 82.7%
  off_platform: ['notAllow', 0.99], // 38/38 100%
  hate: ['notAllow', 0.796], // 29/36 80.6%
  harassment: ['notAllow', 0.605], // 24/39 61.5%
};

// The BLOCK categories must at least be held: not-ALLOW floors for them.
const NOT_ALLOW_FLOORS: Record<string, number> = {
  threat_violence: 0.79, // 44/55 80.0%
  sexual_violence: 0.665, // 27/40 67.5%
  self_harm_incitement: 0.779, // 30/38 78.9%
  minors: 0.804, // 35/43 81.4%
  extortion: 0.785, // 31/39 79.5%
};

// Share of messages meeting their expectation, per obfuscation kind.
const OBFUSCATION_FLOORS: Record<string, number> = {
  none: 0.849, // 414/482 85.9%
  slang: 0.828, // 57/68 83.8%
  emoji: 0.668, // 40/59 67.8%
  leet: 0.951, // 49/51 96.1%
  spaced: 0.876, // 31/35 88.6%
  homoglyph: 0.963, // 36/37 97.3%
  repeated: 0.904, // 32/35 91.4%
  mixed_script: 0.961, // 34/35 97.1%
};

describe('fourth challenge set floors (2026-11-26c, independent, never trained on)', () => {
  challengeFloorTests(report, {
    categories: FLOORS,
    notAllow: NOT_ALLOW_FLOORS,
    obfuscation: OBFUSCATION_FLOORS,
    overall: 0.916, // 743/802 92.6% after round 11 (697 after round 7); obscenity 46.0%
    minMessages: 800,
    trustIndependent: ['threat_violence', 'sexual_violence', 'self_harm_incitement', 'minors', 'extortion'],
    // 13/19 measured after round 6 (11/19 before); 15/19 harmless sequences delivered
    sequences: { harmfulCaught: 14, harmlessDelivered: 16 },
  });
});
