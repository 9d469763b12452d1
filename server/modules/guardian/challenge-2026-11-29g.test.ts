/**
 * The fifteenth independent challenge set (challenge/challenge-set-2026-11-29g.jsonl and its sequences, issue 15) may
 * not get worse. A helper wrote it at the start of round 16 without opening the engine, its corpus, rules, docs or the
 * earlier sets (challenge/README-2026-11-29g.md); it stayed unwired through rounds 16 and 17 and was scored when
 * written (824/950) and once after round 17 (825/950; ADRs 212–217). Floors are one point under the figure after
 * round 17, so in a category of fewer than 100 messages losing a single one fails.
 * Raise a floor when a change improves its figure; never lower one to make a change pass (a promoted model re-derives
 * floors by ADR 152's rule, listed in its ADR), and never tune or train on the set.
 */
import { describe } from 'vitest';
import {
  CHALLENGE_SEQUENCES_2026_11_29G_FILE,
  CHALLENGE_SET_2026_11_29G_FILE,
  evaluateChallenge,
} from './challenge-eval';
import { challengeFloorTests } from './challenge-floors';
import { createBaselineMatcher, createGuardianEngine } from './engine';

const report = evaluateChallenge(createGuardianEngine(), createBaselineMatcher(), {
  file: CHALLENGE_SET_2026_11_29G_FILE,
  sequencesFile: CHALLENGE_SEQUENCES_2026_11_29G_FILE,
});

// category -> [metric the issue asks of it, floor]; measured value in the comment.
const FLOORS: Record<string, ['allow' | 'notAllow' | 'block', number]> = {
  ordinary: ['allow', 0.976], // 355/360 98.6%
  consensual_sexual: ['allow', 0.99], // 40/40 100.0%
  unsolicited_sexual: ['notAllow', 0.99], // 50/50 100.0%
  threat_violence: ['block', 0.97], // 49/50 98.0%
  sexual_violence: ['block', 0.99], // 50/50 100.0%
  self_harm_incitement: ['block', 0.99], // 50/50 100.0%
  minors: ['block', 0.99], // 50/50 100.0%
  extortion: ['block', 0.97], // 49/50 98.0%
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
  extortion: 0.97, // 49/50 98.0%
};

// Share of messages meeting their expectation, per obfuscation kind.
const OBFUSCATION_FLOORS: Record<string, number> = {
  none: 0.976, // 519/526 98.7%
  slang: 0.99, // 134/134 100.0%
  repeated: 0.99, // 55/55 100.0%
  homoglyph: 0.99, // 37/37 100.0%
  emoji: 0.99, // 66/66 100.0%
  leet: 0.99, // 49/49 100.0%
  spaced: 0.99, // 47/47 100.0%
  mixed_script: 0.99, // 36/36 100.0%
};

describe('fifteenth challenge set floors (2026-11-29g, independent, never trained on)', () => {
  challengeFloorTests(report, {
    categories: FLOORS,
    notAllow: NOT_ALLOW_FLOORS,
    obfuscation: OBFUSCATION_FLOORS,
    overall: 0.982, // 943/950 99.3%
    minMessages: 900,
    trustIndependent: ['threat_violence', 'sexual_violence', 'self_harm_incitement', 'minors', 'extortion'],
    // harmful sequences caught and harmless ones delivered, after round 17
    sequences: { harmfulCaught: 24, harmlessDelivered: 21 },
  });
});
