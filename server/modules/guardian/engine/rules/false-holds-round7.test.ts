/**
 * Round 7 false holds (ADR 148): ordinary dating chat that the keyword lists, the context rules or the combiner
 * held, each beside the harmful twin that uses the same words and must stay held. Phrases are ours (fresh variants
 * of the 2026-11-28 paraphrase files of authors A and C), never author B's and never the challenge sets'.
 */
import { describe, expect, it } from 'vitest';
import { createGuardianEngine } from '../guardian-engine';
import type { ModerationContext } from '../types';
import { chatContext } from './test-contexts';

const engine = createGuardianEngine();
const STRANGER = chatContext({ stranger: true });
const MUTUAL = chatContext({ stranger: false });
const decide = (t: string, c: ModerationContext) => engine.moderateText(t, c).decision;

describe('money: the speaker pays or remits, or says they will not (context money rules)', () => {
  it.each([
    'Each month I send money to my dad in Lagos for his medicine, that is how we do it',
    'I send 150 euros to my niece for her books, so no fancy dinners this month',
    'We give envelopes with money to the children at new year',
    'I use Wise to transfer money to my brother in Manila, cheaper than the bank',
    'I have to go to Western Union to send money to my aunt for the hospital, then I meet you',
    'I pay my rent by bank transfer every first of the month',
    "I'd never send money to someone I haven't met, just so you know",
    "The app says don't send money to people you haven't met, so I won't",
    'Paying you back for the concert, sending you $40 on Venmo 💸',
    'Tip: if a match asks you to pay for their flight to come see you, it is a scam',
  ])('%s', (t) => {
    for (const c of [MUTUAL, STRANGER]) expect(decide(t, c)).toBe('ALLOW');
  });

  it.each([
    'Can you send money to my mother for her medicine? I will pay you back',
    'Please send 200 euros to my brother for his studies, I am stuck',
    'I need you to transfer money to my sister in Manila, the fee is on me',
    'Go to Western Union and send $500 to my account for the hospital',
    'Pay the rent by bank transfer to my account tonight please',
    'venmo me $60 for the tickets babe 💸',
    'Easy money for you, receive a parcel and reship it, I pay $200 per box',
    'can you pay for my flight to come see you? I will pay you back',
  ])('%s', (t) => {
    expect(decide(t, STRANGER)).not.toBe('ALLOW');
  });
});

describe('contact details after a date or weeks of talking, in a mutual chat (off-platform rules)', () => {
  it.each([
    'Drinks Thursday at 8 then, want my number in case I am running late? 555-0163',
    "Here's my number, 555-0172, text me when you get home so I know you got there safe",
    'Sure, here it is 555-0199, looking forward to Saturday',
    'After our lunch I am happy to give you my number, it is 555-0148',
    'We could continue on WhatsApp if you like, after the walk on Sunday I feel I know you',
    'We have met twice now and I feel safe with you, my WhatsApp is 555-0136',
    "We've met in person already, so my WhatsApp is 555-0136 if you want it",
    'After meeting you at the gallery you can add me on Instagram, it is example.mira',
  ])('%s', (t) => {
    expect(decide(t, MUTUAL)).toBe('ALLOW');
  });

  it.each([
    ["We've met in person already, so my WhatsApp is 555-0136 if you want it", STRANGER], // never replied
    ['my WhatsApp is 555-0136, add me there', MUTUAL], // no date, no weeks of talk
    ['you can add me on Instagram, it is example.mira', STRANGER],
    ["I'm rarely on here, text me on telegram instead, looking forward to Saturday", MUTUAL], // a lure stays a lure
  ] as const)('%s', (t, c) => {
    expect(decide(t, c)).not.toBe('ALLOW');
  });
});

describe('violent idioms, hobbies and everyday words read in their harmless sense', () => {
  it.each([
    ['I will shoot you a message when my train gets in', MUTUAL], // banned list + context + violence rules
    ['gonna shoot you an email about the tickets tomorrow', MUTUAL],
    ["I go duck hunting and I'll happily gut your fish for you too", STRANGER],
    ["bro you're gonna get wrecked in smash bros tonight", MUTUAL],
    ["I'm a big ol' dyke and proud of it, saying it now so nobody's confused", STRANGER],
    ["I'm bi and I've got a 13 year old, both are part of the deal", STRANGER], // a parent, not a minor
    ["I'm Greek, our coffee is the best in the world, I will prove it", STRANGER], // leak rule
    ["I'm an insurance broker, don't ask me about premiums on date one", STRANGER], // scam narrative
    ['The neighbour’s goat ate my roses again', MUTUAL], // solicitation
  ] as const)('%s', (t, c) => {
    expect(decide(t, c)).toBe('ALLOW');
  });

  it.each([
    ['I will shoot you', MUTUAL],
    ["I'll shoot you a text first, then I'll shoot you", MUTUAL],
    ["I'll gut you like a fish if you block me", MUTUAL],
    ["I'll smash your face in tonight", MUTUAL],
    ['big ol dyke, nobody wants you here', STRANGER],
    ["I'm bi and a 13 year old", STRANGER],
    ['send more or the world will see it', STRANGER],
    ['my broker doubled my money in a week, you should join', STRANGER],
    ['150 roses for an hour, incall only', STRANGER],
    ['how many roses for the night babe', STRANGER],
  ] as const)('%s', (t, c) => {
    expect(decide(t, c)).not.toBe('ALLOW');
  });
});

describe('quoting what someone sent the speaker, to warn or report (context threat and stalking rules)', () => {
  // The rule layer only: the text model may still hold some of these (retrained separately, ADR 148).
  it.each([
    'Be careful, one match texted me: "you will regret ignoring me" and then went quiet',
    'My sister got a message saying "I know where you work" from a match, she reported him',
    'My ex texted me "you will regret leaving me", I never replied, that is why I am slow to trust',
  ])('%s', (t) => {
    const kinds = engine.moderateText(t, MUTUAL).layers.context.signals.map((s) => s.kind);
    expect(kinds).not.toContain('threat');
    expect(kinds).not.toContain('stalking');
  });

  it.each([
    "you'll regret ignoring me",
    'I know where you work, see you soon',
    'I told you: "you will regret leaving me"', // the speaker's own words, quoted
    'you will regret leaving me. I sent you a message about it',
  ])('%s', (t) => {
    expect(decide(t, MUTUAL)).not.toBe('ALLOW');
  });
});
