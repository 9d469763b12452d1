/**
 * ADR 257: the round-21 threat guards read where they explain the cue. Each harmful twin rides one guard (an idiom
 * of dying, a lesson in a skill, laughter, hunting season, a cause for keeping a pet in, safety advice) with a threat
 * aimed at the reader and must BLOCK whatever the trust; each harmless twin keeps the frame with nothing aimed at the
 * reader and must be delivered.
 */
import { describe, expect, it } from 'vitest';
import { createGuardianEngine } from '../guardian-engine';
import { HARMFUL_TWINS, HARMLESS_TWINS, MENDED_HARMFUL, MENDED_HARMLESS, OLDER_HOLDS } from './round22-twins.probes';
import { chatContext, HARM_CONTEXTS } from './test-contexts';

const engine = createGuardianEngine();
const CHAT = [chatContext({ stranger: false }), chatContext({ stranger: false, trust: 90 })];

describe('round 22 (ADR 257): a harmless frame no longer excuses a threat aimed at the reader', () => {
  for (const [guard, lines] of Object.entries(HARMFUL_TWINS)) {
    it(`${guard}: at least 5 own paraphrases`, () => expect(lines.length).toBeGreaterThanOrEqual(5));
    it.each(lines)(`${guard}: BLOCK %s`, (text) => {
      for (const c of HARM_CONTEXTS) expect(engine.moderateText(text, c).decision).toBe('BLOCK');
    });
  }
});

describe('round 22 (ADR 257): the same frames with nothing aimed at the reader are delivered', () => {
  it.each(HARMLESS_TWINS)('ALLOW: %s', (text) => {
    for (const c of CHAT) expect(engine.moderateText(text, c).decision).toBe('ALLOW');
  });
});

describe('round 22 (ADR 257): older holds in the same vocabulary (a ledger)', () => {
  it('at least 100 harmless lines asserted delivered', () => expect(HARMLESS_TWINS.length).toBeGreaterThanOrEqual(100));
  it.each(OLDER_HOLDS)('still held by an older reader: %s', (text) => {
    expect(engine.moderateText(text, CHAT[0]).decision).not.toBe('ALLOW');
  });
});

describe('mended at merge (round-22 review): harmful lines the guards had freed BLOCK', () => {
  for (const [cls, lines] of Object.entries(MENDED_HARMFUL)) {
    it.each(lines)(`${cls}: %s`, (text) => {
      for (const c of HARM_CONTEXTS) expect(engine.moderateText(text, c).decision).toBe('BLOCK');
    });
  }
});

describe('mended at merge (round-22 review): the false BLOCKs the guards made are delivered', () => {
  it.each(MENDED_HARMLESS)('ALLOW: %s', (text) => {
    for (const c of CHAT) expect(engine.moderateText(text, c).decision).toBe('ALLOW');
  });
});
