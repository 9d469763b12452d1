/**
 * ADR 248: threats of violence read by shape (a fate vouched for or understated, the reader inside a doomed thing, a
 * capability beside a provocation, a counterfactual visit, marks aimed at kin, others sent, dialect futures, and the
 * menace family's knowledge closes) BLOCK in a chat and from a stranger at trust 50 and 90; the harmless lines in the
 * same words are delivered, the two mended false holds among them.
 */
import { describe, expect, it } from 'vitest';
import { createGuardianEngine } from '../guardian-engine';
import { HARMLESS_SHAPES, MEND_TWINS, OLDER_HOLDS, THREAT_SHAPES } from './round21-threats.probes';
import { chatContext, HARM_CONTEXTS } from './test-contexts';

const engine = createGuardianEngine();
const CHAT = [chatContext({ stranger: false }), chatContext({ stranger: false, trust: 90 })];

describe('round 21 threats (ADR 248): BLOCK whatever the trust', () => {
  for (const [shape, lines] of Object.entries(THREAT_SHAPES)) {
    it(`${shape}: at least 5 own paraphrases`, () => expect(lines.length).toBeGreaterThanOrEqual(5));
    it.each(lines)(`${shape}: %s`, (text) => {
      for (const c of HARM_CONTEXTS) expect(engine.moderateText(text, c).decision).toBe('BLOCK');
    });
  }
  it.each(MEND_TWINS)('harmful twin of a mended false hold: %s', (text) => {
    for (const c of HARM_CONTEXTS) expect(engine.moderateText(text, c).decision).toBe('BLOCK');
  });
});

describe('round 21 threats (ADR 248): harmless lines in the same words are delivered', () => {
  it('at least 100 harmless probes', () => expect(HARMLESS_SHAPES.length).toBeGreaterThanOrEqual(100));
  it.each(HARMLESS_SHAPES.filter((t) => !OLDER_HOLDS.has(t)))('ALLOW: %s', (text) => {
    for (const c of CHAT) expect(engine.moderateText(text, c).decision).toBe('ALLOW');
  });
  // A ledger: held by older readers on main too; a fix by their owner fails the line, which then leaves the list.
  it.each([...OLDER_HOLDS])('still held by an older reader: %s', (text) => {
    expect(engine.moderateText(text, CHAT[0]).decision).not.toBe('ALLOW');
  });
});

// ADR 254 (the round's second author, after reading the branch): four false BLOCKs and two ridden exemptions, mended
// at merge; each harmless line with its harmful twin.
describe("round 21 threats: the reviewer's attack probes (ADR 254)", () => {
  it.each([
    "you'd look great on the box, you should audition for Bake Off",
    'I hope your plane never goes down, I know you hate turbulence',
    'I pray your flight never crashes, safe travels x',
    'imagine if someone followed you home one night and it was a puppy',
  ])('ALLOW: %s', (text) => {
    for (const c of CHAT) expect(engine.moderateText(text, c).decision).toBe('ALLOW');
  });
  it.each([
    "you'll be leaving in a box",
    'hope your plane goes down',
    'imagine if someone followed you home one night and it was me',
    "I'll hunt you down in the queue and break your jaw",
    "whether you like it or not, I'll help you move, straight into a ditch",
  ])('BLOCK: %s', (text) => {
    for (const c of HARM_CONTEXTS) expect(engine.moderateText(text, c).decision).toBe('BLOCK');
  });
});
