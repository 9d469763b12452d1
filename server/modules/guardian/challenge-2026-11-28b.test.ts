/**
 * The sixth independent challenge set (challenge/challenge-set-2026-11-28b.jsonl and its sequences, issue 15,
 * ADR 151) may not get worse. A helper wrote it after round 7 without opening the engine, its corpus, rules, docs or
 * the earlier sets (challenge/README-2026-11-28b.md); it stayed unwired through round 8, whose authors and trainers
 * never saw it, not even in aggregate. Main scored 683/801 on it before round 8 and 683/801 after. Floors are one
 * point under the after-round-8 figures (docs/guardian.md), so in a category of fewer than 100 messages losing a single
 * one fails. Raise a floor when a change improves its figure; never lower one to make a change pass (a promoted model
 * re-derives floors by ADR 152's rule, listed in its ADR), and never tune or train on the set.
 */
import { describe } from 'vitest';
import {
  CHALLENGE_SEQUENCES_2026_11_28B_FILE,
  CHALLENGE_SET_2026_11_28B_FILE,
  evaluateChallenge,
} from './challenge-eval';
import { challengeFloorTests } from './challenge-floors';
import { createBaselineMatcher, createGuardianEngine } from './engine';

const report = evaluateChallenge(createGuardianEngine(), createBaselineMatcher(), {
  file: CHALLENGE_SET_2026_11_28B_FILE,
  sequencesFile: CHALLENGE_SEQUENCES_2026_11_28B_FILE,
});

// category -> [metric the issue asks of it, floor]; measured value in the comment.
const FLOORS: Record<string, ['allow' | 'notAllow' | 'block', number]> = {
  ordinary: ['allow', 0.97], // 296/302 98.0%
  consensual_sexual: ['allow', 0.99], // 36/36 100.0%
  unsolicited_sexual: ['notAllow', 0.99], // 49/49 100.0%
  threat_violence: ['block', 0.99], // 53/53 100.0%
  sexual_violence: ['block', 0.99], // 38/38 100.0%
  self_harm_incitement: ['block', 0.99], // 38/38 100.0%
  minors: ['block', 0.99], // 44/44 100.0%
  extortion: ['block', 0.99], // 38/38 100.0%
  drugs: ['notAllow', 0.99], // 40/40 100.0%
  scam: ['notAllow', 0.99], // 47/47 100.0%
  off_platform: ['notAllow', 0.99], // 39/39 100.0%
  hate: ['notAllow', 0.99], // 39/39 100.0%
  harassment: ['notAllow', 0.99], // 38/38 100.0%
};

// The BLOCK categories must at least be held: not-ALLOW floors for them.
const NOT_ALLOW_FLOORS: Record<string, number> = {
  threat_violence: 0.99, // 53/53 100.0%
  sexual_violence: 0.99, // 38/38 100.0%
  self_harm_incitement: 0.99, // 38/38 100.0%
  minors: 0.99, // 44/44 100.0%
  extortion: 0.99, // 38/38 100.0%
};

// Share of messages meeting their expectation, per obfuscation kind.
const OBFUSCATION_FLOORS: Record<string, number> = {
  leet: 0.967, // 43/44 97.7%
  none: 0.979, // 471/476 98.9%
  emoji: 0.99, // 65/65 100.0%
  slang: 0.99, // 75/75 100.0%
  spaced: 0.99, // 35/35 100.0%
  repeated: 0.99, // 39/39 100.0%
  mixed_script: 0.99, // 31/31 100.0%
  homoglyph: 0.99, // 36/36 100.0%
};

describe('sixth challenge set floors (2026-11-28b, independent, never trained on)', () => {
  challengeFloorTests(report, {
    categories: FLOORS,
    notAllow: NOT_ALLOW_FLOORS,
    obfuscation: OBFUSCATION_FLOORS,
    overall: 0.982, // 795/801 99.3%
    minMessages: 800,
    trustIndependent: ['threat_violence', 'sexual_violence', 'self_harm_incitement', 'minors', 'extortion'],
    // 22/25 measured after round 8 (22/25 before); 17/25 harmless sequences delivered
    sequences: { harmfulCaught: 24, harmlessDelivered: 20 },
  });
});
