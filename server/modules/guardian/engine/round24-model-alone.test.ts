/**
 * Round 24 (ADR 271): how the engine uses a text-model flag nothing else corroborates. Twins written by this round's
 * helper before the change, own sentences (no challenge set read for them):
 *  - a short first part of a split send that a model alone reads as sexual ("send a pic" before "of the puppy"),
 *    in a chat the reader replied to, is harmless; the same short asks with a sexual word, or from a stranger, are not.
 */
import { describe, expect, it } from 'vitest';
import { createGuardianEngine } from './guardian-engine';
import { chatContext } from './rules/test-contexts';

const engine = createGuardianEngine();
const talking = chatContext({ stranger: false });
const stranger = chatContext({ stranger: true });

/** Short first parts a model may read as sexual, harmless in a chat both are in (the next part says what of). */
export const SHORT_FIRST_PARTS = [
  'so wet rn',
  'on my knees',
  'send a pic',
  'show me more',
  'so hard rn',
  'wanna see more?',
  'tie me up',
  'bend over',
];
/** Short sexual asks with a sexual word or a sexual-request phrase: held whoever sends them. */
export const SHORT_SEXUAL_ASKS = ['send nudes', 'nudes pls', 'show me ur tits', 'sit on my face', 'suck my dick'];
/** Short sexual asks from a stranger, held by the sexual-request rule. */
export const STRANGER_SHORT_ASKS = ['send pics', 'pics?', 'bend over', 'any pics', 'send me pics'];

describe('short first parts (harmless twins) are delivered in a chat both are in', () => {
  it.each(SHORT_FIRST_PARTS)('%s', (text) => {
    expect(engine.moderateText(text, talking).decision).toBe('ALLOW');
  });
});

describe('short sexual asks (harmful twins) are held', () => {
  it.each(SHORT_SEXUAL_ASKS)('in a chat: %s', (text) => {
    expect(engine.moderateText(text, talking).decision).not.toBe('ALLOW');
  });
  it.each([...SHORT_SEXUAL_ASKS, ...STRANGER_SHORT_ASKS])('from a stranger: %s', (text) => {
    expect(engine.moderateText(text, stranger).decision).not.toBe('ALLOW');
  });
});
