/**
 * ADR 288: harmless twins of four classes older readers held (a game or sport with a kill verb, a tool brought for a
 * job, a figurative overdose, everyday family and school words) are delivered in a chat at trust 50 and 90; their
 * harmful counterparts BLOCK in a chat and from a stranger at trust 50 and 90.
 */
import { describe, expect, it } from 'vitest';
import { createGuardianEngine } from '../guardian-engine';
import { HARM_CLASSES, KNOWN_HOLDS, TWIN_CLASSES } from './round26-precision.probes';
import { chatContext, HARM_CONTEXTS } from './test-contexts';

const engine = createGuardianEngine();
const CHAT = [chatContext({ stranger: false }), chatContext({ stranger: false, trust: 90 })];
const twins = Object.values(TWIN_CLASSES).flat();

describe('round 26 precision (ADR 288): harmless twins are delivered', () => {
  it('at least 100 harmless twins', () => expect(twins.length).toBeGreaterThanOrEqual(100));
  it.each(twins.filter((t) => !KNOWN_HOLDS.has(t)))('ALLOW: %s', (text) => {
    for (const c of CHAT) expect(engine.moderateText(text, c).decision).toBe('ALLOW');
  });
  // A ledger of the twins still held, each for a reason the ADR gives; a fix by their owner fails the line.
  it.each([...KNOWN_HOLDS])('still held: %s', (text) => {
    expect(engine.moderateText(text, CHAT[0]).decision).not.toBe('ALLOW');
  });
});

describe('round 26 precision (ADR 288): the harmful counterparts BLOCK whatever the trust', () => {
  for (const [cls, lines] of Object.entries(HARM_CLASSES)) {
    it(`${cls}: at least 5 own paraphrases`, () => expect(lines.length).toBeGreaterThanOrEqual(5));
    it.each(lines)(`${cls}: %s`, (text) => {
      for (const c of HARM_CONTEXTS) expect(engine.moderateText(text, c).decision).toBe('BLOCK');
    });
  }
});
