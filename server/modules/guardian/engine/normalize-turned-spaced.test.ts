/**
 * ADR 331 (round 34 review of ADR 330): the disguises ADR 330's readings left — upside-down text turned in reading
 * order, word by word, inside a plain line, padded with emoji, in turned capitals or with the dotless i / turned l; and
 * letters spaced by `: = ^` with spaces around them, doubled, or by an ellipsis and a space — keep their plain decision.
 * Harmless lines with the same characters (variables and grades spaced by "=" or ":", a stammer with an ellipsis,
 * sincere phonetic and Akan letters, a playful turned phrase in a plain line) stay delivered. Own lines, none in a probe
 * or challenge set; the probe sets 34 and 34c (written first) measured the class.
 */
import { describe, expect, it } from 'vitest';
import { challengeContext } from '../challenge-eval';
import { createGuardianEngine } from './index';
import { normalizeText } from './normalize';

const engine = createGuardianEngine();
const ctx = challengeContext({ optedIn: false, stranger: false }, 50);
const decide = (text: string) => engine.moderateText(text, ctx).decision;

/** [disguised, what the normaliser reads] */
const READINGS: Array<[string, string]> = [
  ['ǝɔɐɟ ɹnoʎ ɥɔund llıʍ ı', 'i will punch your face'],
  ['ı ʍıll ɥnɹʇ ʎon', 'i will hurt you'],
  // each word turned in place reads as the whole line backwards first (ADR 330's reading): the words, in reverse order
  ['ı llıʍ ʇɐǝq noʎ', 'you beat will i'],
  ['ok fine ʇɥƃıuoʇ ǝıp', 'ok fine die tonight'],
  ['noʎ ʇooɥs ꞁꞁᴉʍ ᴉ 😈 😈 😈 😈 😈 😈 😈 😈 😈', '😈 😈 😈 😈 😈 😈 😈 😈 😈 i will shoot you'],
  ['∩O⅄ ʞƆ∩Ⅎ', 'fuck you'],
  ['i will h : u : r : t you', 'i will hurt you'],
  ['i will s ^ t ^ a ^ b you', 'i will stab you'],
  ['i will c==u==t you', 'i will cut you'],
  ['i will s... t... a... b you', 'i will stab you'],
  ['i will h....u....r....t you', 'i will hurt you'],
];

const TWINS = [
  'a = b = c so the triangle is equilateral',
  'grades: a : b : b this term, happy with that',
  'i... i... i think I like you',
  'the ipa for run is /ɹʌn/',
  'ɔdɔ is love in twi',
  'my sister wrote ʎɐpɥʇɹıq ʎddɐɥ on my card lol',
  'x::y in c++ is a scope, nothing scary',
  'h... hello? are you there',
  'sizes s = m = l, it is a weird shop',
  '¿Qué tal? how was work',
];

describe('ADR 331: turned and spaced disguises ADR 330 left', () => {
  it('reads each disguise as its plain words', () => {
    for (const [disguised, plain] of READINGS) expect(normalizeText(disguised).deobfuscated, disguised).toBe(plain);
  });
  it('the disguised threats are held as their plain lines are', () => {
    const held = [0, 1, 7, 10].map((k) => READINGS[k]);
    for (const [disguised, plain] of held) {
      expect(decide(plain), plain).not.toBe('ALLOW');
      expect(decide(disguised), disguised).toBe(decide(plain));
    }
  });
  it('harmless lines with the same characters stay delivered', () => {
    expect(TWINS.filter((t) => decide(t) !== 'ALLOW')).toEqual([]);
  });
});
