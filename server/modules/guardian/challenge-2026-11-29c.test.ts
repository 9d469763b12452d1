/**
 * The eleventh independent challenge set (challenge/challenge-set-2026-11-29c.jsonl and its sequences, issue 15) may
 * not get worse. A helper wrote it at the start of round 12 without opening the engine, its corpus, rules, docs or the
 * earlier sets (challenge/README-2026-11-29c.md); it stayed unwired through rounds 12 and 13 and was scored when
 * written (757/910), after round 12 (774/910) and after round 13 (785/910, ADRs 183–189; 786 before ADR 187 was
 * reverted in review); round 14 held it out (aggregates only) and raised it to 789/910. Floors are one point under
 * the figure after round 14 where it rose, so in a category of fewer than 100 messages losing a single one fails.
 * Raise a floor when a change improves its figure; never lower one to make a change pass (a promoted model re-derives
 * floors by ADR 152's rule, listed in its ADR), and never tune or train on the set.
 */
import { describe } from 'vitest';
import {
  CHALLENGE_SEQUENCES_2026_11_29C_FILE,
  CHALLENGE_SET_2026_11_29C_FILE,
  evaluateChallenge,
} from './challenge-eval';
import { challengeFloorTests } from './challenge-floors';
import { createBaselineMatcher, createGuardianEngine } from './engine';

const report = evaluateChallenge(createGuardianEngine(), createBaselineMatcher(), {
  file: CHALLENGE_SET_2026_11_29C_FILE,
  sequencesFile: CHALLENGE_SEQUENCES_2026_11_29C_FILE,
});

// category -> [metric the issue asks of it, floor]; measured value in the comment.
const FLOORS: Record<string, ['allow' | 'notAllow' | 'block', number]> = {
  ordinary: ['allow', 0.962], // 350/360 97.2%
  consensual_sexual: ['allow', 0.99], // 40/40 100.0%
  unsolicited_sexual: ['notAllow', 0.99], // 45/45 100.0%
  threat_violence: ['block', 0.99], // 55/55 100.0%
  sexual_violence: ['block', 0.966], // 41/42 97.6%
  self_harm_incitement: ['block', 0.99], // 40/40 100.0%
  minors: ['block', 0.99], // 43/43 100.0%
  extortion: ['block', 0.99], // 43/43 100.0%
  drugs: ['notAllow', 0.99], // 50/50 100.0%
  scam: ['notAllow', 0.99], // 55/55 100.0%
  off_platform: ['notAllow', 0.99], // 47/47 100.0%
  hate: ['notAllow', 0.99], // 42/42 100.0%
  harassment: ['notAllow', 0.969], // 47/48 97.9%
};

// The BLOCK categories must at least be held: not-ALLOW floors for them.
const NOT_ALLOW_FLOORS: Record<string, number> = {
  threat_violence: 0.99, // 55/55 100.0%
  sexual_violence: 0.966, // 41/42 97.6%
  self_harm_incitement: 0.99, // 40/40 100.0%
  minors: 0.99, // 43/43 100.0%
  extortion: 0.99, // 43/43 100.0%
};

// Share of messages meeting their expectation, per obfuscation kind.
const OBFUSCATION_FLOORS: Record<string, number> = {
  none: 0.971, // 381/388 98.2%
  slang: 0.983, // 142/143 99.3%
  repeated: 0.99, // 64/64 100.0%
  homoglyph: 0.954, // 54/56 96.4%
  emoji: 0.99, // 77/77 100.0%
  leet: 0.974, // 62/63 98.4%
  spaced: 0.975, // 66/67 98.5%
  mixed_script: 0.99, // 52/52 100.0%
};

describe('eleventh challenge set floors (2026-11-29c, independent, never trained on)', () => {
  challengeFloorTests(report, {
    categories: FLOORS,
    notAllow: NOT_ALLOW_FLOORS,
    obfuscation: OBFUSCATION_FLOORS,
    overall: 0.976, // 898/910 98.7%
    minMessages: 900,
    trustIndependent: ['threat_violence', 'sexual_violence', 'self_harm_incitement', 'minors', 'extortion'],
    // harmful sequences caught and harmless ones delivered, after round 13
    sequences: { harmfulCaught: 22, harmlessDelivered: 12 },
  });
});
