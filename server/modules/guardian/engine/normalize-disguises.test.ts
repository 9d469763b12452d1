/**
 * ADR 326 (round 33): per disguise family the normaliser reads, harmful paraphrases (our own, none in the invariance
 * base or any challenge or probe set) keep their plain decision once disguised, and harmless twins (the invariance
 * base's ordinary lines under the same disguise, plus hand-written look-alike shapes) stay delivered. Written before the
 * normaliser change: on main the harmful side failed for every family listed here. (The mix of leet and look-alikes,
 * `leet-lookalike-mix`, was listed too and is not read yet: words written in digits and symbols only, "57@8", stay
 * unread; ADR 326 Outcome.)
 */
import { describe, expect, it } from 'vitest';
import { DISGUISE_FAMILIES, disguise } from '../../../../scripts/guardian/disguises';
import { challengeContext } from '../challenge-eval';
import { HARMLESS_BASE } from './disguise-invariance.fixtures';
import { createGuardianEngine } from './index';

const engine = createGuardianEngine();
const ctx = challengeContext({ optedIn: false, stranger: false }, 50);
const decide = (text: string) => engine.moderateText(text, ctx).decision;

const PARAPHRASES = [
  'i am going to stab you in the neck',
  'i will kill your dog and then you',
  'i will rape you when we meet',
  'you should slit your wrists tonight',
  'pay me or i will leak your nudes to everyone',
  'i will beat you to death',
  'send me nudes of your little sister',
  'i will shoot you dead',
];

/** Harmless lines shaped like a disguise already: camel case, codes, grades, names with I and l. */
const LOOKALIKE_SHAPES = [
  'I use LinkedIn for work',
  'my surname is McIntyre',
  'c# and f# are my languages',
  'got an A+ on my essay',
  'R2-D2 is cute',
  'IIRC it was Henry VIII',
  'Illinois in April is lovely',
  "I'll be there, I'm leaving now",
  'World War II films, Rocky III and Star Wars IV',
  'my iPhone died again lol',
  'Bill, Jill and Will are coming',
  'ⓗⓔⓛⓛⓞ from me',
  '(a) or (b), your pick',
  'A-B-C easy as 1-2-3',
  'S.O.S. I forgot my umbrella',
];

/** Newly held harmless twins per family on main (the invariance measure's figures before ADR 326): may not rise. */
const HELD_BEFORE: Record<string, number> = {
  'lookalike-I-for-l': 0,
  'lookalike-latin': 0,
  'lookalike-1-for-l-i': 5,
  'leet-symbols': 15,
  parenthesized: 0,
  'spaced-space': 3,
  'spaced-mixed': 2,
  'spaced-all-letters': 2,
  'repeated-letters': 2,
};

const family = (name: string) => DISGUISE_FAMILIES.find((f) => f.name === name)!;
const allowedPlain = HARMLESS_BASE.filter((t) => decide(t) === 'ALLOW');

describe('ADR 326: a disguise the normaliser reads keeps the plain decision', () => {
  it('the paraphrases are caught plain and the look-alike shapes are delivered plain', () => {
    for (const p of PARAPHRASES) expect(decide(p), p).not.toBe('ALLOW');
    for (const h of LOOKALIKE_SHAPES) expect(decide(h), h).toBe('ALLOW');
    expect(allowedPlain.length).toBeGreaterThanOrEqual(250);
  });
  for (const name of Object.keys(HELD_BEFORE)) {
    it(`${name}: harmful paraphrases keep their decision, harmless twins stay delivered`, () => {
      const f = family(name);
      const weakened = PARAPHRASES.filter((p) => decide(disguise(p, f)) !== decide(p)).map((p) => disguise(p, f));
      expect(weakened).toEqual([]);
      const held = allowedPlain.map((t) => disguise(t, f)).filter((t) => decide(t) !== 'ALLOW');
      expect(held.length, held.join(' | ')).toBeLessThanOrEqual(HELD_BEFORE[name]);
    });
  }
});
