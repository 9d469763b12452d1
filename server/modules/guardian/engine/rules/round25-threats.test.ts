/**
 * ADR 277: a contest excuses only its own clause (a later clause that moves the harm to a weapon, the reader's body,
 * water or the ground BLOCKs), and an armed arrival at the reader's place BLOCKs, in a chat and from a stranger at
 * trust 50 and 90; the harmless lines in the same words (games, cooking, DIY, sport, idioms, visits) are delivered.
 */
import { describe, expect, it } from 'vitest';
import { createGuardianEngine } from '../guardian-engine';
import { HARMLESS_CLASSES, OLDER_HOLDS, THREAT_CLASSES } from './round25-threats.probes';
import { chatContext, HARM_CONTEXTS } from './test-contexts';

const engine = createGuardianEngine();
const CHAT = [chatContext({ stranger: false }), chatContext({ stranger: false, trust: 90 })];

describe('round 25 threats (ADR 277): BLOCK whatever the trust', () => {
  for (const [cls, lines] of Object.entries(THREAT_CLASSES)) {
    it(`${cls}: at least 5 own paraphrases`, () => expect(lines.length).toBeGreaterThanOrEqual(5));
    it.each(lines)(`${cls}: %s`, (text) => {
      for (const c of HARM_CONTEXTS) expect(engine.moderateText(text, c).decision).toBe('BLOCK');
    });
  }
});

describe('round 25 threats (ADR 277): harmless lines in the same words are delivered', () => {
  it('at least 100 harmless probes', () => expect(HARMLESS_CLASSES.length).toBeGreaterThanOrEqual(100));
  it.each(HARMLESS_CLASSES.filter((t) => !OLDER_HOLDS.has(t)))('ALLOW: %s', (text) => {
    for (const c of CHAT) expect(engine.moderateText(text, c).decision).toBe('ALLOW');
  });
  // A ledger: held by older readers on main too (none by round 25's readings); a fix by their owner fails the line.
  it.each([...OLDER_HOLDS])('still held by an older reader: %s', (text) => {
    const v = engine.moderateText(text, CHAT[0]);
    expect(v.decision).not.toBe('ALLOW');
    expect(v.reasoning).not.toMatch(/harm beyond the contest|an armed arrival at the reader/);
  });
});
