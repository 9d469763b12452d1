/**
 * ADR 327 mend of ADR 326's "1 for I" reading: a "1" read as the pronoun only where it opens the text or a clause; after
 * another word it counts ("week 1 will …" is a number, not a speaker). Lines my own, none from a probe or challenge set.
 */
import { describe, expect, it } from 'vitest';
import { normalizeText } from './normalize';

const read = (t: string) => normalizeText(t).deobfuscated;

describe('ADR 327: a "1" before a verb is the pronoun only where a clause opens', () => {
  it.each([
    ['1 will st@b you', 'i will stab you'],
    ['1 know wh3re you live', 'i know where you live'],
    ['ok. 1 want y0ur nudes', 'i want your nudes'],
    ['and 1 will f1nd you', 'and i will find you'],
    ['lol 1 will hurt y0u', 'lol i will hurt you'],
    ["you w0n't reply, 1 will come to your house", 'i will come'],
  ])('reads %s', (text, part) => expect(read(text)).toContain(part));

  it.each([
    'chapter 1 will wreck you, it is s0 sad',
    'week 1 will break y0u, the gym is savage',
    'the n00b team 1 will beat team 2',
    'part 1 will make you cry, s0 good',
    'lane 1 will be closed, use lane 2 instead 0k',
    'stage 1 will destroy your legs, the climb is brutal, gr8 though',
  ])('keeps the number in %s', (text) => expect(read(text)).not.toMatch(/(?:^|\s)i will/));
});
