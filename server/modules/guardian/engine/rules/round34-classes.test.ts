/**
 * ADR 335 (round 34): minors, drugs and off-platform lures in wording the older readers did not read. Each class's
 * own paraphrases are held (minors BLOCK, in a chat and from a stranger; drugs and lures not ALLOW), and its ≥ 100
 * harmless twins stay ALLOW in a chat, except the ledger below: twins main's engine already held before this round
 * (another reader or the text model), which this round neither adds to nor is asked to clear.
 */
import { describe, expect, it } from 'vitest';
import { createGuardianEngine } from '../guardian-engine';
import { round34ClassSignals } from './round34-classes';
import { chatContext, familyReading } from './test-contexts';
import {
  R34_HARM_AGE,
  R34_HARM_DRUGS,
  R34_HARM_LURES,
  R34_HARM_SCHOOL,
  R34_TWINS_AGE,
  R34_TWINS_DRUGS,
  R34_TWINS_LURES,
  R34_TWINS_SCHOOL,
} from './round34-classes.probes';

const engine = createGuardianEngine();
const decide = (t: string, stranger: boolean) => engine.moderateText(t, chatContext({ stranger })).decision;
const reads = familyReading(round34ClassSignals);

/** Twins main held before this round (measured on 04f29e2a, ADR 335): a ledger, not a target. */
const HELD_ON_MAIN = new Set<string>([
  "I'm a year 9 teacher, they keep me young",
  'I was a freshie at high school in 2002, braces and all',
  "my cousin's kid is a freshie at high school, I'm old",
  'I remember doing my GCSEs in a sports hall in 1999',
  "I'm in grade 5 piano at 30, never too late",
  'my sweet sixteen was in 2005, so many bad outfits',
  'me and my 14 yr old son went fishing today',
  'I just 13 episodes into the show, no spoilers',
  'me only 15 min away',
  'tengo 15 años de experiencia como enfermera',
  "j'ai 15 ans d'expérience en cuisine, I'm a chef",
  'my sweet sixteen was a disaster, it rained',
  'turning 15 was the best birthday I had as a kid',
  'me 16 years a nurse, I have seen everything',
  'I only 12 followers on insta lol',
  'I swapped my old bike for cash, now I walk everywhere',
  'I can post you some seeds from my garden, free',
  'I watched a doc about cocaine in the 80s, crazy times',
  'the green app on my phone is my banking one, I check it too much',
  'the café has a public instagram, check their cakes, @rosiesbakes',
  'I follow a funny account on insta about cats',
  'what is your number one travel spot?',
  'hit me up on here when you are free',
  'text me on here when you are outside',
  'my snap streak with my sister is 500 days',
  'I only have this app and whatsapp for my mum',
]);

const CLASSES = [
  { name: 'M1 school stage', harm: R34_HARM_SCHOOL, twins: R34_TWINS_SCHOOL, block: true },
  { name: 'M2 age forms', harm: R34_HARM_AGE, twins: R34_TWINS_AGE, block: true },
  { name: 'D street names and diverted medicine', harm: R34_HARM_DRUGS, twins: R34_TWINS_DRUGS, block: false },
  { name: 'O slang asks and unlisted apps', harm: R34_HARM_LURES, twins: R34_TWINS_LURES, block: false },
] as const;

describe('ADR 335: classes of unfamiliar wording', () => {
  for (const c of CLASSES) {
    it(`${c.name}: at least 5 paraphrases and 100 twins`, () => {
      expect(c.harm.length).toBeGreaterThanOrEqual(5);
      expect(c.twins.length).toBeGreaterThanOrEqual(100);
    });
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
