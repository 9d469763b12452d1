/**
 * Lead's review of ADR 231 (after merge): a bare future pursuit ("ok i'll find you") had been read as menace, which
 * BLOCKed meeting logistics in ordinary dating chat. A pursuit is now read only after a hard condition, with no escape
 * ("wherever you go", "nowhere to hide", "not safe anywhere") or with the reader's kin; "anywhere" alone ("sit
 * anywhere") is no escape. Harmful twins first, then the meetings that must be delivered.
 */
import { describe, expect, it } from 'vitest';
import { createGuardianEngine } from '../guardian-engine';
import { chatContext } from '../rules/test-contexts';

const engine = createGuardianEngine();
const contexts = [
  chatContext({ stranger: false }),
  chatContext({ stranger: false, trust: 90 }),
  chatContext({ stranger: true }),
];

const PURSUIT_THREATS = [
  "block me again and i'll find you",
  'ignore me one more time and i will find you',
  'wherever you go i will find you',
  "there's nowhere you can go, i'll find you",
  "you can't hide anywhere, i will find you",
  "i'll find you and your family",
  "you won't be safe anywhere",
  'tell anyone and i will find you',
];

const MEETINGS = [
  "ok i'll find you",
  "just grab a table, i'll find you",
  "i'm wearing a red coat, i'll find you",
  "if you get lost at the festival I'll find you",
  "running 5 min late, sit anywhere and i'll find you",
  "don't worry if you're late, i'll find you",
  "the bar is busy but i'll find you",
  "go in and get warm, i'll find you",
  'save me a seat near the front, i will find you',
  "text me which entrance and i'll find you",
  "we can go anywhere you like, i'll find us a table",
  "the station has two exits but i'll find you",
];

describe('pursuit frame (ADR 231, lead review)', () => {
  it.each(PURSUIT_THREATS)('BLOCK in every context: %s', (text) => {
    for (const c of contexts) expect(engine.moderateText(text, c).decision).toBe('BLOCK');
  });
  it.each(MEETINGS)('a meeting is delivered in an ongoing chat: %s', (text) => {
    expect(engine.moderateText(text, contexts[0]).decision).toBe('ALLOW');
  });
});

// A crash wished on the reader stays a threat; sleep talk beside "crash" is crashing out (lead's review, ADR 237's
// false-BLOCK list).
const CRASH_WISHES = [
  'hope you crash and burn',
  'i hope you crash your car',
  'hope you crash on the way home',
  'i hope you crash your car and sleep forever',
  'too tired to drive? hope you crash on the way home',
];
const CRASH_OUT = [
  'I hope you crash early tonight, you need sleep',
  'hope you crash on the sofa, you sound tired',
  'hope you crash early, big day tomorrow',
];
describe('crash frame (ADR 231, lead review)', () => {
  it.each(CRASH_WISHES)('BLOCK in every context: %s', (text) => {
    for (const c of contexts) expect(engine.moderateText(text, c).decision).toBe('BLOCK');
  });
  it.each(CRASH_OUT)('sleep talk is delivered: %s', (text) => {
    expect(engine.moderateText(text, contexts[0]).decision).toBe('ALLOW');
  });
});
