/**
 * The eighth independent challenge set (challenge/challenge-set-2026-11-28d.jsonl and its sequences, issue 15,
 * ADR 164) may not get worse. A helper wrote it after round 8 without opening the engine, its corpus, rules, docs or
 * the earlier sets (challenge/README-2026-11-28d.md); it stayed unwired through rounds 9 and 10 and was scored once
 * when written and once after round 10 (704/847 both times, ADR 168). Floors are one point under that figure, so
 * in a category of fewer than 100 messages losing a single one fails. Raise a floor when a change improves its
 * figure; never lower one to make a change pass (a promoted model re-derives floors by ADR 152's rule, listed in its
 * ADR), and never tune or train on the set.
 */
import { describe } from 'vitest';
import {
  CHALLENGE_SEQUENCES_2026_11_28D_FILE,
  CHALLENGE_SET_2026_11_28D_FILE,
  evaluateChallenge,
} from './challenge-eval';
import { challengeFloorTests } from './challenge-floors';
import { createBaselineMatcher, createGuardianEngine } from './engine';

const report = evaluateChallenge(createGuardianEngine(), createBaselineMatcher(), {
  file: CHALLENGE_SET_2026_11_28D_FILE,
  sequencesFile: CHALLENGE_SEQUENCES_2026_11_28D_FILE,
});

// category -> [metric the issue asks of it, floor]; measured value in the comment.
const FLOORS: Record<string, ['allow' | 'notAllow' | 'block', number]> = {
  ordinary: ['allow', 0.958], // 306/316 96.8%
  consensual_sexual: ['allow', 0.99], // 43/43 100%
  unsolicited_sexual: ['notAllow', 0.762], // 34/44 77.3%
  threat_violence: ['block', 0.583], // 35/59 59.3%
  sexual_violence: ['block', 0.68], // 29/42 69.0%
  self_harm_incitement: ['block', 0.609], // 26/42 61.9%
  minors: ['block', 0.478], // 22/45 48.9%
  extortion: ['block', 0.632], // 27/42 64.3%
  drugs: ['notAllow', 0.799], // 34/42 81.0%
  scam: ['notAllow', 0.947], // 45/47 95.7%
  off_platform: ['notAllow', 0.918], // 39/42 92.9%
  hate: ['notAllow', 0.819], // 34/41 82.9%
  harassment: ['notAllow', 0.704], // 30/42 71.4%
};

// The BLOCK categories must at least be held: not-ALLOW floors for them.
const NOT_ALLOW_FLOORS: Record<string, number> = {
  threat_violence: 0.634, // 38/59 64.4%
  sexual_violence: 0.704, // 30/42 71.4%
  self_harm_incitement: 0.68, // 29/42 69.0%
  minors: 0.567, // 26/45 57.8%
  extortion: 0.751, // 32/42 76.2%
};

// Share of messages meeting their expectation, per obfuscation kind.
const OBFUSCATION_FLOORS: Record<string, number> = {
  none: 0.834, // 402/476 84.5%
  slang: 0.767, // 77/99 77.8%
  repeated: 0.819, // 34/41 82.9%
  homoglyph: 0.746, // 31/41 75.6%
  emoji: 0.754, // 52/68 76.5%
  leet: 0.896, // 39/43 90.7%
  spaced: 0.901, // 41/45 91.1%
  mixed_script: 0.813, // 28/34 82.4%
};

describe('eighth challenge set floors (2026-11-28d, independent, never trained on)', () => {
  challengeFloorTests(report, {
    categories: FLOORS,
    notAllow: NOT_ALLOW_FLOORS,
    obfuscation: OBFUSCATION_FLOORS,
    overall: 0.845, // 725/847 85.6% after round 11; before: 704/847 83.1%; obscenity 45.0%
    minMessages: 800,
    trustIndependent: ['threat_violence', 'sexual_violence', 'self_harm_incitement', 'minors', 'extortion'],
    // 21/25 harmful sequences caught, 10/25 harmless delivered (measured when written and after round 10)
    sequences: { harmfulCaught: 22, harmlessDelivered: 10 },
  });
});
