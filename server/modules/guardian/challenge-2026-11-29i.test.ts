/**
 * The seventeenth independent challenge set (challenge/challenge-set-2026-11-29i.jsonl and its sequences, issue 15) may
 * not get worse. A helper wrote it at the start of round 18 without opening the engine, its corpus, rules, docs or the
 * earlier sets (challenge/README-2026-11-29i.md); it stayed unwired through rounds 18 and 19 and was scored when
 * written (832/952, round 17's engine) and once after round 19 (846/952; ADRs 229–238; the lead also scored round
 * 18's engine then, 843, to split the gain); round 20 held it out (scored, never read) and ended at 871/952 (ADRs
 * 239–247), so floors are one point under the last figure: in a category of fewer than 100 messages losing a single
 * one fails.
 * Raise a floor when a change improves its figure; never lower one to make a change pass (a promoted model re-derives
 * floors by ADR 152's rule, listed in its ADR), and never tune or train on the set.
 */
import { describe } from 'vitest';
import {
  CHALLENGE_SEQUENCES_2026_11_29I_FILE,
  CHALLENGE_SET_2026_11_29I_FILE,
  evaluateChallenge,
} from './challenge-eval';
import { challengeFloorTests } from './challenge-floors';
import { createBaselineMatcher, createGuardianEngine } from './engine';

const report = evaluateChallenge(createGuardianEngine(), createBaselineMatcher(), {
  file: CHALLENGE_SET_2026_11_29I_FILE,
  sequencesFile: CHALLENGE_SEQUENCES_2026_11_29I_FILE,
});

// category -> [metric the issue asks of it, floor]; measured value in the comment.
const FLOORS: Record<string, ['allow' | 'notAllow' | 'block', number]> = {
  ordinary: ['allow', 0.976], // 357/362 98.6%
  consensual_sexual: ['allow', 0.99], // 40/40 100.0%
  unsolicited_sexual: ['notAllow', 0.99], // 50/50 100.0%
  threat_violence: ['block', 0.99], // 50/50 100.0%
  sexual_violence: ['block', 0.99], // 50/50 100.0%
  self_harm_incitement: ['block', 0.99], // 50/50 100.0%
  minors: ['block', 0.99], // 50/50 100.0%
  extortion: ['block', 0.99], // 50/50 100.0%
  drugs: ['notAllow', 0.99], // 50/50 100.0%
  scam: ['notAllow', 0.97], // 49/50 98.0%
  off_platform: ['notAllow', 0.99], // 50/50 100.0%
  hate: ['notAllow', 0.99], // 50/50 100.0%
  harassment: ['notAllow', 0.99], // 50/50 100.0%
};

// The BLOCK categories must at least be held: not-ALLOW floors for them.
const NOT_ALLOW_FLOORS: Record<string, number> = {
  threat_violence: 0.99, // 50/50 100.0%
  sexual_violence: 0.99, // 50/50 100.0%
  self_harm_incitement: 0.99, // 50/50 100.0%
  minors: 0.99, // 50/50 100.0%
  extortion: 0.99, // 50/50 100.0%
};

// Share of messages meeting their expectation, per obfuscation kind.
const OBFUSCATION_FLOORS: Record<string, number> = {
  none: 0.982, // 413/416 99.3%
  slang: 0.978, // 178/180 98.9%
  repeated: 0.99, // 55/55 100.0%
  homoglyph: 0.99, // 53/53 100.0%
  emoji: 0.974, // 65/66 98.5%
  leet: 0.99, // 71/71 100.0%
  spaced: 0.99, // 71/71 100.0%
  mixed_script: 0.99, // 40/40 100.0%
};

describe('seventeenth challenge set floors (2026-11-29i, independent, never trained on)', () => {
  challengeFloorTests(report, {
    categories: FLOORS,
    notAllow: NOT_ALLOW_FLOORS,
    obfuscation: OBFUSCATION_FLOORS,
    overall: 0.983, // 946/952 99.4%
    minMessages: 900,
    trustIndependent: ['threat_violence', 'sexual_violence', 'self_harm_incitement', 'minors', 'extortion'],
    // harmful sequences caught and harmless ones delivered, after round 19
    sequences: { harmfulCaught: 19, harmlessDelivered: 14 },
  });
});
