/**
 * The third independent challenge set (challenge/challenge-set-2026-11-26b.jsonl and its sequences, issue 15) may
 * not get worse. A helper wrote it without opening the engine, its corpus, rules, docs or the earlier sets, and it
 * was committed before anything ran against it (challenge/README-2026-11-26b.md). Main before round 5 scored
 * 597/733 on it; the round-5 rule authors never saw it, not even in aggregate. Floors are one point under the
 * figures measured after round 5 (docs/guardian.md), so in a category of fewer than 100 messages losing a single
 * one fails. Raise a floor when a change improves its figure; never lower one to make a change pass, and never
 * tune or train on the set itself.
 */
import { describe } from 'vitest';
import {
  CHALLENGE_SEQUENCES_2026_11_26B_FILE,
  CHALLENGE_SET_2026_11_26B_FILE,
  evaluateChallenge,
} from './challenge-eval';
import { challengeFloorTests } from './challenge-floors';
import { createBaselineMatcher, createGuardianEngine } from './engine';

const report = evaluateChallenge(createGuardianEngine(), createBaselineMatcher(), {
  file: CHALLENGE_SET_2026_11_26B_FILE,
  sequencesFile: CHALLENGE_SEQUENCES_2026_11_26B_FILE,
});

// category -> [metric the issue asks of it, floor]; measured value in the comment.
const FLOORS: Record<string, ['allow' | 'notAllow' | 'block', number]> = {
  ordinary: ['allow', 0.982], // 275/277 99.3%
  consensual_sexual: ['allow', 0.99], // 35/35 100.0%
  unsolicited_sexual: ['notAllow', 0.99], // 50/50 100.0%
  threat_violence: ['block', 0.99], // 57/57 100.0%
  sexual_violence: ['block', 0.99], // 29/29 100.0%
  self_harm_incitement: ['block', 0.99], // 31/31 100.0%
  minors: ['block', 0.99], // 39/39 100.0%
  extortion: ['block', 0.99], // 32/32 100.0%
  drugs: ['notAllow', 0.99], // 35/35 100.0%
  scam: ['notAllow', 0.99], // 45/45 100.0%
  off_platform: ['notAllow', 0.99], // 38/38 100.0%
  hate: ['notAllow', 0.99], // 31/31 100.0%
  harassment: ['notAllow', 0.99], // 34/34 100.0%
};

// The BLOCK categories must at least be held: not-ALLOW floors for them.
const NOT_ALLOW_FLOORS: Record<string, number> = {
  threat_violence: 0.99, // 57/57 100.0%
  sexual_violence: 0.99, // 29/29 100.0%
  self_harm_incitement: 0.99, // 31/31 100.0%
  minors: 0.99, // 39/39 100.0%
  extortion: 0.99, // 32/32 100.0%
};

// Share of messages meeting their expectation, per obfuscation kind.
const OBFUSCATION_FLOORS: Record<string, number> = {
  none: 0.985, // 443/445 99.6%
  slang: 0.99, // 49/49 100.0%
  emoji: 0.99, // 51/51 100.0%
  leet: 0.99, // 54/54 100.0%
  spaced: 0.99, // 37/37 100.0%
  homoglyph: 0.99, // 34/34 100.0%
  repeated: 0.99, // 30/30 100.0%
  mixed_script: 0.99, // 33/33 100.0%
};

describe('third challenge set floors (2026-11-26b, independent, never trained on)', () => {
  challengeFloorTests(report, {
    categories: FLOORS,
    notAllow: NOT_ALLOW_FLOORS,
    obfuscation: OBFUSCATION_FLOORS,
    overall: 0.987, // 731/733 99.7%
    minMessages: 700,
    trustIndependent: ['threat_violence', 'sexual_violence', 'self_harm_incitement', 'minors', 'extortion'],
    // 12/18 measured with the window of ADR 139 (11/18 before); 14/17 harmless sequences delivered
    sequences: { harmfulCaught: 17, harmlessDelivered: 16 },
  });
});
