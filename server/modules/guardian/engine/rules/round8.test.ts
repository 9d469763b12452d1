/**
 * Round 8 misfires (ADR 156): each fix beside the harmful or harmless twin that uses the same words. Phrases are
 * ours (fresh variants of corpus/dev-set-round8-misfires.jsonl), never the validation half's or a challenge set's.
 */
import { describe, expect, it } from 'vitest';
import { createGuardianEngine } from '../guardian-engine';
import type { ModerationContext } from '../types';
import { chatContext } from './test-contexts';

const engine = createGuardianEngine();
const STRANGER = chatContext({ stranger: true });
const MUTUAL = chatContext({ stranger: false });
const decide = (t: string, c: ModerationContext) => engine.moderateText(t, c).decision;

describe('insults aimed at the reader are held; the same words about oneself, a quote or an idiom are not', () => {
  it.each([
    "sh1t for brains, that's you",
    'you have c r a p for brains',
    'kiss my ass, loser',
    'k!ss my a$$ clown',
    'kіss my аss, loser',
    'gtfo with that crap',
    'gtfoooo you creep',
    'piss off, weirdo',
    'f off with your crap, tool',
    'you absolute dipsh1t',
    'what a d1ckhead you are',
    "you're dumb as a rock, go away",
    'ur a clown lol, get a life 🤡',
  ])('held: %s', (t) => {
    for (const c of [MUTUAL, STRANGER]) expect(decide(t, c)).not.toBe('ALLOW');
  });

  it.each([
    "I've got sh1t for brains today, left my phone in the fridge",
    'my sister has called me crap-for-brains since we were six',
    'rain all weekend, so kiss my hiking plans goodbye',
    'one bite of that cheesecake and I can kiss my diet goodbye',
    'the bar had a neon sign that said "kiss my ass", so tacky',
    'gtfo, no way! you met her?!',
    'the finale was a load of crap honestly',
    "I'm such a loser at darts, be warned",
    'my cat is a little shit, she ate my plant again',
  ])('delivered: %s', (t) => {
    expect(decide(t, MUTUAL)).toBe('ALLOW');
  });
});

describe('an everyday fare asked of a match is held for review, not blocked; a scam story still blocks', () => {
  it.each([
    'send me money for the taxi please',
    'can you send me $20 for an uber? my phone is dying',
    'could you top up my phone credit? I will pay you back',
  ])('REVIEW from a match: %s', (t) => {
    expect(decide(t, MUTUAL)).toBe('REVIEW');
  });

  it.each([
    'send me money for the taxi please, I am stranded at the airport and my wallet was stolen',
    'send me $600 for the taxi and the hotel, my card is frozen',
  ])('BLOCK (story around the ask): %s', (t) => {
    expect(decide(t, MUTUAL)).toBe('BLOCK');
  });

  it('the same ask from a stranger who never got a reply still blocks', () => {
    expect(decide('send me money for the taxi please', STRANGER)).toBe('BLOCK');
  });

  it.each(["I'll send you money for the taxi, my treat", 'the taxi was 40 bucks, crazy'])('delivered: %s', (t) => {
    expect(decide(t, MUTUAL)).toBe('ALLOW');
  });
});

describe('"I\'ll kill you": a playful trivial stake between members already talking is REVIEW, never ALLOW', () => {
  const HIGH_TRUST = chatContext({ stranger: false, trust: 90 });
  it.each([
    "I'll kill you if you spoil the finale",
    'i will literally kill you if you eat my last slice of pizza',
    "spoil the ending and I'll k1ll you lol",
  ])('REVIEW whatever the trust: %s', (t) => {
    for (const c of [MUTUAL, HIGH_TRUST]) expect(decide(t, c)).toBe('REVIEW');
  });

  it.each([
    "I'll kill you if you tell anyone",
    'i will literally kill you if you ignore me again',
    "I'll kill you if you go out with him",
    "I'll kill you if you spoil the finale, I know where you live",
  ])('BLOCK whatever the trust: %s', (t) => {
    for (const c of [MUTUAL, HIGH_TRUST, STRANGER]) expect(decide(t, c)).toBe('BLOCK');
  });

  it('from a stranger who never got a reply, the trivial stake does not soften it', () => {
    expect(decide("I'll kill you if you spoil the finale", STRANGER)).toBe('BLOCK');
  });

  it('a game is not a threat: "murder you at scrabble"; "murder you at your flat" is', () => {
    expect(decide("I'm going to murder you at scrabble tonight", MUTUAL)).toBe('ALLOW');
    expect(decide("I'm going to murder you at your flat tonight", MUTUAL)).toBe('BLOCK');
  });
});
