/**
 * The second independent challenge set (challenge/challenge-set-2026-11-26.jsonl, issue 15) may not get
 * worse. It was written without reading the engine, its corpus, its training data or the first set, and
 * committed before anything was run against it (see challenge/README.md). Floors are one point under
 * the figures measured on main (docs/guardian.md), raised after round 4 (ADRs 125, 127) and round 5
 * (ADRs 128-132, 135), whose authors never saw its messages (round 5's saw aggregate figures only), so in a
 * category of fewer than 100 messages losing a single one fails. Raise a floor when a change improves its
 * figure; never lower one to make a change pass, and never tune or train on the set itself.
 */
import { describe } from 'vitest';
import { CHALLENGE_SET_2026_11_26_FILE, evaluateChallenge } from './challenge-eval';
import { challengeFloorTests } from './challenge-floors';
import { createBaselineMatcher, createGuardianEngine } from './engine';

const report = evaluateChallenge(createGuardianEngine(), createBaselineMatcher(), {
  file: CHALLENGE_SET_2026_11_26_FILE,
});

// category -> [metric the issue asks of it, floor]; measured value in the comment.
const FLOORS: Record<string, ['allow' | 'notAllow' | 'block', number]> = {
  ordinary: ['allow', 0.985], // 214/215 99.5%
  consensual_sexual: ['allow', 0.99], // 35/35 100.0%
  unsolicited_sexual: ['notAllow', 0.99], // 44/44 100.0%
  threat_violence: ['block', 0.99], // 50/50 100.0%
  sexual_violence: ['block', 0.99], // 26/26 100.0%
  self_harm_incitement: ['block', 0.99], // 27/27 100.0%
  minors: ['block', 0.99], // 33/33 100.0%
  extortion: ['block', 0.99], // 31/31 100.0%
  drugs: ['notAllow', 0.99], // 31/31 100.0%
  scam: ['notAllow', 0.99], // 39/39 100.0%
  off_platform: ['notAllow', 0.99], // 33/33 100.0%
  hate: ['notAllow', 0.99], // 28/28 100.0%
  harassment: ['notAllow', 0.99], // 28/28 100.0%
};

// The BLOCK categories must at least be held: not-ALLOW floors for them.
const NOT_ALLOW_FLOORS: Record<string, number> = {
  threat_violence: 0.99, // 50/50 100.0%
  sexual_violence: 0.99, // 26/26 100.0%
  self_harm_incitement: 0.99, // 27/27 100.0%
  minors: 0.99, // 33/33 100.0%
  extortion: 0.99, // 31/31 100.0%
};

// Share of messages meeting their expectation, per obfuscation kind.
const OBFUSCATION_FLOORS: Record<string, number> = {
  none: 0.987, // 395/396 99.7%
  slang: 0.99, // 55/55 100.0%
  emoji: 0.99, // 41/41 100.0%
  leet: 0.99, // 33/33 100.0%
  spaced: 0.99, // 28/28 100.0%
  homoglyph: 0.99, // 24/24 100.0%
  repeated: 0.99, // 23/23 100.0%
  mixed_script: 0.99, // 20/20 100.0%
};

describe('second challenge set floors (2026-11-26, independent, never trained on)', () => {
  // Known gap on main (d97a70f), closed by ADR 128 (hard harms whatever the trust): a trusted sender no
  // longer turns a BLOCK into REVIEW in sexual_violence and extortion.
  challengeFloorTests(report, {
    categories: FLOORS,
    notAllow: NOT_ALLOW_FLOORS,
    obfuscation: OBFUSCATION_FLOORS,
    overall: 0.988, // 619/620 99.8%
    minMessages: 600,
    trustIndependent: ['threat_violence', 'self_harm_incitement', 'minors', 'sexual_violence', 'extortion'],
  });
});
