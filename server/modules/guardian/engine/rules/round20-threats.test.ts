/**
 * ADR 240: threats of violence the engine delivered (slang fates, an encounter promised, whereabouts with menace, kin
 * and pets, others sent, other languages) BLOCK in a chat and from a stranger at trust 50 and 90; the harmless lines
 * in the same words (written before the readings, and a second review after them) are delivered.
 */
import { describe, expect, it } from 'vitest';
import { createGuardianEngine } from '../guardian-engine';
import { HARMLESS_PROBES, HARMLESS_REVIEW, OLDER_HOLDS, THREAT_CLASSES } from './round20-threats.probes';
import { chatContext, HARM_CONTEXTS } from './test-contexts';

const engine = createGuardianEngine();
const CHAT = [chatContext({ stranger: false }), chatContext({ stranger: false, trust: 90 })];

describe('round 20 threats (ADR 240): BLOCK whatever the trust', () => {
  for (const [cls, lines] of Object.entries(THREAT_CLASSES))
    it.each(lines)(`${cls}: %s`, (text) => {
      for (const c of HARM_CONTEXTS) expect(engine.moderateText(text, c).decision).toBe('BLOCK');
    });
});

describe('round 20 threats (ADR 240): harmless lines in the same words are delivered', () => {
  const harmless = [...HARMLESS_PROBES, ...HARMLESS_REVIEW];
  it('at least 100 harmless probes', () => expect(harmless.length).toBeGreaterThanOrEqual(100));
  it.each(harmless.filter((t) => !OLDER_HOLDS.has(t)))('ALLOW: %s', (text) => {
    for (const c of CHAT) expect(engine.moderateText(text, c).decision).toBe('ALLOW');
  });
  // A ledger: held by older readers on main too; a fix by their owner fails the line, which then leaves the list.
  it.each([...OLDER_HOLDS])('still held by an older reader: %s', (text) => {
    expect(engine.moderateText(text, CHAT[0]).decision).not.toBe('ALLOW');
  });
});
