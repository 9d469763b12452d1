/**
 * The twenty-fourth independent challenge set (challenge/challenge-set-2026-11-29p.jsonl and its sequences, issue 15)
 * may not get worse. A helper wrote it at the start of round 25 without opening the engine, its corpus, rules, docs or
 * the earlier sets (challenge/README-2026-11-29p.md); it stayed unwired and unscored through rounds 25 and 26 and was
 * scored once after round 26's merges (868/952), with round 25's engine scored at the same time (868: round 26, ADRs
 * 285-292, changed no decision on it; no text model was promoted). Floors are one point under that figure: in a
 * category of fewer than 100 messages losing a single one fails.
 * Raise a floor when a change improves its figure; never lower one to make a change pass (a promoted model re-derives
 * floors by ADR 152's rule, listed in its ADR), and never tune or train on the set.
 */
import { describe } from 'vitest';
import {
  CHALLENGE_SEQUENCES_2026_11_29P_FILE,
  CHALLENGE_SET_2026_11_29P_FILE,
  evaluateChallenge,
} from './challenge-eval';
import { challengeFloorTests } from './challenge-floors';
import { createBaselineMatcher, createGuardianEngine } from './engine';

const report = evaluateChallenge(createGuardianEngine(), createBaselineMatcher(), {
  file: CHALLENGE_SET_2026_11_29P_FILE,
  sequencesFile: CHALLENGE_SEQUENCES_2026_11_29P_FILE,
});

// category -> [metric the issue asks of it, floor]; measured value in the comment.
const FLOORS: Record<string, ['allow' | 'notAllow' | 'block', number]> = {
  ordinary: ['allow', 0.976], // 357/362 98.6%
  consensual_sexual: ['allow', 0.99], // 40/40 100.0%
  unsolicited_sexual: ['notAllow', 0.99], // 50/50 100.0%
  threat_violence: ['block', 0.83], // 42/50 84.0%
  sexual_violence: ['block', 0.79], // 40/50 80.0%
  self_harm_incitement: ['block', 0.89], // 45/50 90.0%
  minors: ['block', 0.87], // 44/50 88.0%
  extortion: ['block', 0.93], // 47/50 94.0%
  drugs: ['notAllow', 0.95], // 48/50 96.0%
  scam: ['notAllow', 0.93], // 47/50 94.0%
  off_platform: ['notAllow', 0.99], // 50/50 100.0%
  hate: ['notAllow', 0.89], // 45/50 90.0%
  harassment: ['notAllow', 0.85], // 43/50 86.0%
};

// The BLOCK categories must at least be held: not-ALLOW floors for them.
const NOT_ALLOW_FLOORS: Record<string, number> = {
  threat_violence: 0.85, // 43/50 86.0%
  sexual_violence: 0.81, // 41/50 82.0%
  self_harm_incitement: 0.93, // 47/50 94.0%
  minors: 0.91, // 46/50 92.0%
  extortion: 0.95, // 48/50 96.0%
};

// Share of messages meeting their expectation, per obfuscation kind.
const OBFUSCATION_FLOORS: Record<string, number> = {
  none: 0.96, // 363/374 97.1%
  slang: 0.91, // 173/188 92.0%
  repeated: 0.945, // 64/67 95.5%
  homoglyph: 0.974, // 62/63 98.4%
  emoji: 0.828, // 57/68 83.8%
  leet: 0.942, // 60/63 95.2%
  spaced: 0.975, // 66/67 98.5%
  mixed_script: 0.844, // 53/62 85.5%
};

describe('twenty-fourth challenge set floors (2026-11-29p, independent, never trained on)', () => {
  challengeFloorTests(report, {
    categories: FLOORS,
    notAllow: NOT_ALLOW_FLOORS,
    obfuscation: OBFUSCATION_FLOORS,
    overall: 0.933, // 898/952 94.3%
    minMessages: 900,
    trustIndependent: ['threat_violence', 'sexual_violence', 'self_harm_incitement', 'minors', 'extortion'],
    // harmful sequences caught and harmless ones delivered, after round 26
    sequences: { harmfulCaught: 20, harmlessDelivered: 22 },
  });
});
