/**
 * The ninth independent challenge set (challenge/challenge-set-2026-11-29.jsonl and its sequences, issue 15) may not
 * get worse. A helper wrote it during round 10 without opening the engine, its corpus, rules, docs or the earlier
 * sets (challenge/README-2026-11-29.md); it stayed unwired through round 11 and was scored once when written
 * (727/867) and once after round 11 (741/867, ADRs 174 and 175). Floors are one point under the figure after round
 * 11, so in a category of fewer than 100 messages losing a single one fails. Raise a floor when a change improves its
 * figure; never lower one to make a change pass (a promoted model re-derives floors by ADR 152's rule, listed in its
 * ADR), and never tune or train on the set.
 */
import { describe } from 'vitest';
import {
  CHALLENGE_SEQUENCES_2026_11_29_FILE,
  CHALLENGE_SET_2026_11_29_FILE,
  evaluateChallenge,
} from './challenge-eval';
import { challengeFloorTests } from './challenge-floors';
import { createBaselineMatcher, createGuardianEngine } from './engine';

const report = evaluateChallenge(createGuardianEngine(), createBaselineMatcher(), {
  file: CHALLENGE_SET_2026_11_29_FILE,
  sequencesFile: CHALLENGE_SEQUENCES_2026_11_29_FILE,
});

// category -> [metric the issue asks of it, floor]; measured value in the comment.
const FLOORS: Record<string, ['allow' | 'notAllow' | 'block', number]> = {
  ordinary: ['allow', 0.952], // 304/316 96.2%
  consensual_sexual: ['allow', 0.965], // 39/40 97.5%
  unsolicited_sexual: ['notAllow', 0.881], // 41/46 89.1%
  threat_violence: ['block', 0.869], // 51/58 87.9%
  sexual_violence: ['block', 0.794], // 33/41 80.5%
  self_harm_incitement: ['block', 0.836], // 33/39 84.6%
  minors: ['block', 0.687], // 30/43 69.8%
  extortion: ['block', 0.87], // 37/42 88.1%
  drugs: ['notAllow', 0.97], // 49/50 98.0%
  scam: ['notAllow', 0.899], // 50/55 90.9%
  off_platform: ['notAllow', 0.862], // 41/47 87.2%
  hate: ['notAllow', 0.776], // 33/42 78.6%
  harassment: ['notAllow', 0.615], // 30/48 62.5%
};

// The BLOCK categories must at least be held: not-ALLOW floors for them.
const NOT_ALLOW_FLOORS: Record<string, number> = {
  threat_violence: 0.903, // 53/58 91.4%
  sexual_violence: 0.794, // 33/41 80.5%
  self_harm_incitement: 0.861, // 34/39 87.2%
  minors: 0.757, // 33/43 76.7%
  extortion: 0.918, // 39/42 92.9%
};

// Share of messages meeting their expectation, per obfuscation kind.
const OBFUSCATION_FLOORS: Record<string, number> = {
  none: 0.865, // 444/507 87.6%
  slang: 0.843, // 70/82 85.4%
  repeated: 0.965, // 40/41 97.6%
  homoglyph: 0.99, // 41/41 100%
  emoji: 0.797, // 42/52 80.8%
  leet: 0.836, // 44/52 84.6%
  spaced: 0.951, // 49/51 96.1%
  mixed_script: 0.99, // 41/41 100.0%
};

describe('ninth challenge set floors (2026-11-29, independent, never trained on)', () => {
  challengeFloorTests(report, {
    categories: FLOORS,
    notAllow: NOT_ALLOW_FLOORS,
    obfuscation: OBFUSCATION_FLOORS,
    overall: 0.879, // 771/867 88.9% after round 13; obscenity 45.0%
    minMessages: 850,
    trustIndependent: ['threat_violence', 'sexual_violence', 'self_harm_incitement', 'minors', 'extortion'],
    // 18/25 harmful sequences caught, 15/25 harmless delivered (after round 11)
    sequences: { harmfulCaught: 19, harmlessDelivered: 15 },
  });
});
