/**
 * The tenth independent challenge set (challenge/challenge-set-2026-11-29b.jsonl and its sequences, issue 15) may not
 * get worse. A helper wrote it at the start of round 11 without opening the engine, its corpus, rules, docs or the
 * earlier sets (challenge/README-2026-11-29b.md); it stayed unwired through rounds 11 and 12 and was scored when
 * written (713/859), after round 11 (727/859) and once after round 12 (748/859, ADRs 176–181; 749 before ADR 182 was
 * reverted in review). Floors are one point under the figure after round 12, so in a category of fewer than 100
 * messages losing a single one fails. Raise a floor when a change improves its figure; never lower one to make a change
 * pass (a promoted model re-derives floors by ADR 152's rule, listed in its ADR), and never tune or train on the set.
 */
import { describe } from 'vitest';
import {
  CHALLENGE_SEQUENCES_2026_11_29B_FILE,
  CHALLENGE_SET_2026_11_29B_FILE,
  evaluateChallenge,
} from './challenge-eval';
import { challengeFloorTests } from './challenge-floors';
import { createBaselineMatcher, createGuardianEngine } from './engine';

const report = evaluateChallenge(createGuardianEngine(), createBaselineMatcher(), {
  file: CHALLENGE_SET_2026_11_29B_FILE,
  sequencesFile: CHALLENGE_SEQUENCES_2026_11_29B_FILE,
});

// category -> [metric the issue asks of it, floor]; measured value in the comment.
const FLOORS: Record<string, ['allow' | 'notAllow' | 'block', number]> = {
  ordinary: ['allow', 0.97], // 305/311 98.1%
  consensual_sexual: ['allow', 0.965], // 39/40 97.5%
  unsolicited_sexual: ['notAllow', 0.99], // 45/45 100.0%
  threat_violence: ['block', 0.99], // 49/49 100.0%
  sexual_violence: ['block', 0.99], // 45/45 100.0%
  self_harm_incitement: ['block', 0.99], // 44/44 100.0%
  minors: ['block', 0.99], // 45/45 100.0%
  extortion: ['block', 0.99], // 44/44 100.0%
  drugs: ['notAllow', 0.99], // 49/49 100.0%
  scam: ['notAllow', 0.99], // 50/50 100.0%
  off_platform: ['notAllow', 0.99], // 45/45 100.0%
  hate: ['notAllow', 0.99], // 44/44 100.0%
  harassment: ['notAllow', 0.99], // 48/48 100.0%
};

// The BLOCK categories must at least be held: not-ALLOW floors for them.
const NOT_ALLOW_FLOORS: Record<string, number> = {
  threat_violence: 0.99, // 49/49 100.0%
  sexual_violence: 0.99, // 45/45 100.0%
  self_harm_incitement: 0.99, // 44/44 100.0%
  minors: 0.99, // 45/45 100.0%
  extortion: 0.99, // 44/44 100.0%
};

// Share of messages meeting their expectation, per obfuscation kind.
const OBFUSCATION_FLOORS: Record<string, number> = {
  none: 0.977, // 468/474 98.7%
  slang: 0.982, // 127/128 99.2%
  repeated: 0.99, // 37/37 100.0%
  homoglyph: 0.99, // 39/39 100.0%
  emoji: 0.99, // 61/61 100.0%
  leet: 0.99, // 44/44 100.0%
  spaced: 0.99, // 44/44 100.0%
  mixed_script: 0.99, // 32/32 100.0%
};

describe('tenth challenge set floors (2026-11-29b, independent, never trained on)', () => {
  challengeFloorTests(report, {
    categories: FLOORS,
    notAllow: NOT_ALLOW_FLOORS,
    obfuscation: OBFUSCATION_FLOORS,
    overall: 0.981, // 852/859 99.2%
    minMessages: 850,
    trustIndependent: ['threat_violence', 'sexual_violence', 'self_harm_incitement', 'minors', 'extortion'],
    // 19/25 harmful sequences caught, 14/25 harmless delivered (after round 12)
    sequences: { harmfulCaught: 25, harmlessDelivered: 14 },
  });
});
