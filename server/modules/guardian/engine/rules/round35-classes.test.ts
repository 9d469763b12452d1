/**
 * ADR 339 (round 35): minors, extortion and off-platform lures in classes the older readers did not read. Each class's
 * own paraphrases are held (minors and extortion BLOCK, in a chat and from a stranger; lures not ALLOW), and its
 * harmless twins stay ALLOW in a chat, except the ledger below: twins main's engine already held before this round
 * (another reader or the text model), which this round neither adds to nor is asked to clear.
 */
import { describe, expect, it } from 'vitest';
import { createGuardianEngine } from '../guardian-engine';
import { round35ClassSignals } from './round35-classes';
import { chatContext, familyReading } from './test-contexts';
import {
  R35_HARM_CHILDREN,
  R35_HARM_CODE,
  R35_HARM_EXTORTION,
  R35_HARM_HANDLES,
  R35_TWINS_CHILDREN,
  R35_TWINS_CODE,
  R35_TWINS_EXTORTION,
  R35_TWINS_HANDLES,
} from './round35-classes.probes';

const engine = createGuardianEngine();
const decide = (t: string, stranger: boolean) => engine.moderateText(t, chatContext({ stranger })).decision;
const reads = familyReading(round35ClassSignals);

/** Twins main held before this round (measured on 703fff8b, ADR 339): a ledger, not a target. */
const HELD_ON_MAIN = new Set<string>([
  'my son is home alone after school for an hour, I hate it',
  'my daughter has her own phone now, she is 14, scary',
  'your nephew in the bath with the rubber duck is the cutest photo',
  'your daughter looks like a natural on that horse',
  'do you want k i d s one day?',
  'my goddaughter turns 12 next week, any gift ideas?',
  'i like kids more than adults honestly, I work in a nursery',
  'your mum would love to see these pics of the beach, send them to her!',
  'your followers would love these photos, you should post them',
  "imagine your friends seeing us together, they'd be so shocked lol",
  'your ex would be so jealous if she saw these pics of us 😂',
  "your rugby club would love these pics from the match, I'll send them over for free",
  "do you use signal or whatsapp with your family? I can't keep up with apps",
  'the bird app is a mess these days',
  'the pizza place is on oh one two three four five six, they deliver late',
  'my email is full of spam, 3000 unread',
  'or your mum gets the flowers, whichever you prefer, they cost 40',
]);

const CLASSES = [
  { name: 'M3 interest in the reader’s children', harm: R35_HARM_CHILDREN, twins: R35_TWINS_CHILDREN, block: true },
  { name: 'M4 code words and spelt child nouns', harm: R35_HARM_CODE, twins: R35_TWINS_CODE, block: true },
  {
    name: 'E1 exposure to named people for a price',
    harm: R35_HARM_EXTORTION,
    twins: R35_TWINS_EXTORTION,
    block: true,
  },
  { name: 'O3 spelt handles and unlisted ids', harm: R35_HARM_HANDLES, twins: R35_TWINS_HANDLES, block: false },
] as const;

describe('ADR 339: minors, extortion and lures in classes the older readers miss', () => {
  it('at least 5 paraphrases per class and 100 twins in all', () => {
    for (const c of CLASSES) expect(c.harm.length).toBeGreaterThanOrEqual(5);
    expect(CLASSES.reduce((n, c) => n + c.twins.length, 0)).toBeGreaterThanOrEqual(100);
  });
  for (const c of CLASSES) {
    it(`${c.name}: every paraphrase is held ${c.block ? '(BLOCK)' : '(not ALLOW)'} in a chat and from a stranger`, () => {
      const missed: string[] = [];
      for (const t of c.harm)
        for (const stranger of [false, true]) {
          const d = decide(t, stranger);
          if (c.block ? d !== 'BLOCK' : d === 'ALLOW') missed.push(`${stranger ? 'stranger' : 'chat'} ${d}: ${t}`);
        }
      expect(missed).toEqual([]);
    });
    it(`${c.name}: every twin stays ALLOW in a chat (main's ledger aside)`, () => {
      const held = c.twins.filter((t) => !HELD_ON_MAIN.has(t) && decide(t, false) !== 'ALLOW');
      expect(held).toEqual([]);
    });
    it(`${c.name}: this module reads nothing in any twin (the ledger's included)`, () => {
      expect(c.twins.filter((t) => reads(t) !== '')).toEqual([]);
    });
  }
});
