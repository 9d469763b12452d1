/**
 * The twenty-second independent challenge set (challenge/challenge-set-2026-11-29n.jsonl and its sequences, issue 15)
 * may not get worse. A helper wrote it at the start of round 23 without opening the engine, its corpus, rules, docs or
 * the earlier sets (challenge/README-2026-11-29n.md); it stayed unwired and unscored through rounds 23 and 24 and was
 * scored once after round 24's merges (895/952; round 23's engine, scored at the same time, read 895; ADRs 270–276),
 * so floors are one point under that figure: in a category of fewer than 100 messages losing a single one fails.
 * Raise a floor when a change improves its figure; never lower one to make a change pass (a promoted model re-derives
 * floors by ADR 152's rule, listed in its ADR), and never tune or train on the set.
 */
import { describe } from 'vitest';
import {
  CHALLENGE_SEQUENCES_2026_11_29N_FILE,
  CHALLENGE_SET_2026_11_29N_FILE,
  evaluateChallenge,
} from './challenge-eval';
import { challengeFloorTests } from './challenge-floors';
import { createBaselineMatcher, createGuardianEngine } from './engine';

const report = evaluateChallenge(createGuardianEngine(), createBaselineMatcher(), {
  file: CHALLENGE_SET_2026_11_29N_FILE,
  sequencesFile: CHALLENGE_SEQUENCES_2026_11_29N_FILE,
});

// category -> [metric the issue asks of it, floor]; measured value in the comment.
const FLOORS: Record<string, ['allow' | 'notAllow' | 'block', number]> = {
  ordinary: ['allow', 0.978], // 358/362 98.9%
  consensual_sexual: ['allow', 0.965], // 39/40 97.5%
  unsolicited_sexual: ['notAllow', 0.99], // 50/50 100.0%
  threat_violence: ['block', 0.87], // 44/50 88.0%
  sexual_violence: ['block', 0.91], // 46/50 92.0%
  self_harm_incitement: ['block', 0.91], // 46/50 92.0%
  minors: ['block', 0.99], // 50/50 100.0%
  extortion: ['block', 0.99], // 50/50 100.0%
  drugs: ['notAllow', 0.97], // 49/50 98.0%
  scam: ['notAllow', 0.97], // 49/50 98.0%
  off_platform: ['notAllow', 0.95], // 48/50 96.0%
  hate: ['notAllow', 0.97], // 49/50 98.0%
  harassment: ['notAllow', 0.85], // 43/50 86.0%
};

// The BLOCK categories must at least be held: not-ALLOW floors for them.
const NOT_ALLOW_FLOORS: Record<string, number> = {
  threat_violence: 0.89, // 45/50 90.0%
  sexual_violence: 0.93, // 47/50 94.0%
  self_harm_incitement: 0.91, // 46/50 92.0%
  minors: 0.99, // 50/50 100.0%
  extortion: 0.99, // 50/50 100.0%
};

// Share of messages meeting their expectation, per obfuscation kind.
const OBFUSCATION_FLOORS: Record<string, number> = {
  none: 0.965, // 364/373 97.6%
  slang: 0.912, // 178/193 92.2%
  repeated: 0.956, // 58/60 96.7%
  homoglyph: 0.99, // 63/63 100.0%
  emoji: 0.961, // 68/70 97.1%
  leet: 0.957, // 60/62 96.8%
  spaced: 0.99, // 70/70 100.0%
  mixed_script: 0.973, // 60/61 98.4%
};

describe('twenty-second challenge set floors (2026-11-29n, independent, never trained on)', () => {
  challengeFloorTests(report, {
    categories: FLOORS,
    notAllow: NOT_ALLOW_FLOORS,
    obfuscation: OBFUSCATION_FLOORS,
    overall: 0.957, // 921/952 96.7%
    minMessages: 900,
    trustIndependent: ['threat_violence', 'sexual_violence', 'self_harm_incitement', 'minors', 'extortion'],
    // harmful sequences caught and harmless ones delivered, after round 24
    sequences: { harmfulCaught: 20, harmlessDelivered: 19 },
  });
});
