/**
 * ADR 225: the minors/extortion module's leet pass is a character loop (deleetWords) in place of
 * `t.replace(LEET_WORD, deleet)`; it must read every text exactly as that expression does.
 */
import { describe, expect, it } from 'vitest';
import { chatMix, longMix } from '../bench-mixes';
import { normalizeText } from '../normalize';
import { LEET_WORD, deleet, deleetWords } from './round18-minors-extortion';
import { textViews } from './types';

const HAND = [
  'ph0t05 and v!d30s of u',
  'i a m 1 4, $ch00l tmrw, kid5',
  'hi!!! 3pm 2nd 10k $50 £20',
  '!!! 123 abc1 ab1 a1 1a $$$a a$ @@ m@te',
  'é1a ñ!b x1é 1é1',
  'a1b2c3.d4e5!f6 -g7h8- (i9j0)',
  '',
  '1',
  's3x!',
];

describe('deleetWords (ADR 225)', () => {
  it('reads every bench and hand-written text as the LEET_WORD replace does', () => {
    const texts = [...HAND, ...chatMix(), ...longMix()];
    const views = texts.flatMap((t) => [t.toLowerCase(), ...textViews(normalizeText(t))]);
    const differing = views.filter((v) => deleetWords(v) !== v.replace(LEET_WORD, deleet));
    expect(differing).toEqual([]);
  });

  it('returns the same string when no leet word is read', () => {
    const plain = 'nothing to read here, 3pm and 10k are counts';
    expect(deleetWords(plain)).toBe(plain);
  });

  it('reads leet words as letters', () => {
    expect(deleetWords('send ph0t05 or else')).toBe('send photos or else');
  });
});
