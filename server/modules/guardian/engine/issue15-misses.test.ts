/**
 * Issue 15: harm the first version delivered as ALLOW, harmless self-descriptions it held, and the
 * threat rule that must not depend on trust. Phrasings written for these tests (not from the
 * challenge set), each with an obfuscated variant.
 */
import { describe, expect, it } from 'vitest';
import { analyzeContext } from './context';
import { createGuardianEngine } from './guardian-engine';
import { normalizeText } from './normalize';
import type { ContextSignalKind, ModerationContext } from './types';

const demo: ModerationContext = { surface: 'demo', sender: { trustScore: 50 } };
const kinds = (t: string): ContextSignalKind[] => analyzeContext(normalizeText(t), demo).signals.map((s) => s.kind);
const engine = createGuardianEngine();
const stranger = (trustScore: number): ModerationContext => ({
  surface: 'message',
  grid: 'date',
  sender: { trustScore },
  recipient: { receiveTextNSFW: false, receiveImageNSFW: false },
  senderNsfw: { receiveTextNSFW: false },
  recipientHasReplied: false,
});
const optedInMutual: ModerationContext = {
  surface: 'message',
  grid: 'hookup',
  sender: { trustScore: 60 },
  recipient: { receiveTextNSFW: true, receiveImageNSFW: true },
  senderNsfw: { receiveTextNSFW: true },
  recipientHasReplied: true,
};

describe('context layer: threats the first rules missed', () => {
  it.each([
    "if you don't text me back tonight you'll regret it",
    'if u ignore me again ur gonna be sorry',
    'pick up the phone or else',
    'I hope somebody rapes you',
    'i hope you get hit by a bus',
    'someone should beat you senseless',
    'you deserve to get raped',
    "i'm going to find out where you live and hurt you",
    'i h0pe s0me0ne r@pes y0u', // leetspeak
    'y o u   d e s e r v e   t o   g e t   r a p e d', // spaced letters
    'і һоре уоu get hit by a car', // Cyrillic look-alikes
  ])('%j is a threat', (t) => {
    expect(kinds(t)).toContain('threat');
  });

  it.each([
    "if you don't try the tiramisu there you'll regret it",
    "try the tacos, you'll regret it if you don't",
    'I hope you have a lovely weekend',
    'if you like hiking you will love this trail',
    'that movie killed me lol',
    "i'd kill for a pizza right now",
    'you should try the ramen place',
  ])('%j is not a threat', (t) => {
    expect(kinds(t)).not.toContain('threat');
  });
});

describe('context layer: self-harm incitement, drugs, nudes, easy money', () => {
  it.each([
    'you should just end it all',
    'do us all a favor and disappear',
    'nobody would notice if you were gone',
    'y0u sh0uld just end it all',
  ])('%j incites self-harm', (t) => {
    expect(kinds(t)).toContain('self_harm_incitement');
  });
  it.each([
    "who's got percs for tonight",
    'anyone selling molly this weekend?',
    'i got za and carts, hmu',
    'looking for snow for the party',
    'wh0s g0t percs',
  ])('%j is drug dealing', (t) => {
    expect(kinds(t)).toContain('drug_sale');
  });
  it.each([
    'send n00dz',
    'send me some noodz babe',
    'show me what is under that shirt',
    'pics without your clothes pls',
    's e n d   n u d e s',
  ])('%j is a sexual request', (t) => {
    const k = kinds(t);
    expect(k.includes('sexual_request') || engine.moderateText(t, demo).policyTags.includes('nsfw')).toBe(true);
  });
  it.each([
    'earn $400 a day from home, message me',
    'i make 2k a week online, want me to show you how?',
    'work from home opportunity, dm me if interested',
  ])('%j is an easy-money scam', (t) => {
    expect(kinds(t)).toContain('scam_narrative');
  });
  it.each(['I work from home on Fridays', 'I made 50 bucks at the car boot sale', 'what do you do for work?'])(
    '%j is not a scam',
    (t) => {
      expect(kinds(t)).not.toContain('scam_narrative');
    },
  );
});

describe('engine: decisions for the issue-15 categories', () => {
  it.each([0, 50, 100])('a credible threat is BLOCK whatever the trust (%i)', (trust) => {
    for (const t of [
      "if you don't answer me you'll regret it",
      'i hope someone rapes you',
      "i'm going to kill you",
      'I w1ll hurt y0u',
    ])
      expect(engine.moderateText(t, stranger(trust)).decision, t).toBe('BLOCK');
  });

  it('the public demo blocks a violent threat (it answered REVIEW for "harmful 98%")', () => {
    expect(
      engine.moderateText('i will find where you live and hurt you', { surface: 'demo', sender: { trustScore: 90 } })
        .decision,
    ).toBe('BLOCK');
  });

  it.each([
    "I'm 34, divorced with two kids",
    'my 12 year old daughter loves horses',
    'I have a dog named Biscuit and I am 29',
    'I teach 8th grade science',
    "i'm 19 and just started uni",
  ])('self-description %j is ALLOW', (t) => {
    expect(engine.moderateText(t, stranger(50)).decision).toBe('ALLOW');
  });

  it.each(["i'm 15 lol", 'im only 16 but i can send pics', 'i am a 14 year old girl'])(
    'a speaker under 18 (%j) is BLOCK',
    (t) => {
      expect(engine.moderateText(t, stranger(70)).decision).toBe('BLOCK');
    },
  );

  it('sexual talk about a minor is BLOCK even between opted-in adults', () => {
    expect(engine.moderateText("you're 15? send nudes", optedInMutual).decision).toBe('BLOCK');
  });

  it('unsolicited sexual content from a stranger is not ALLOW; consenting opted-in adults stay ALLOW', () => {
    for (const t of ['send n00dz', 'wanna see my dick?', 'show me what is under that dress']) {
      expect(engine.moderateText(t, stranger(50)).decision, t).not.toBe('ALLOW');
      expect(engine.moderateText(t, optedInMutual).decision, t).toBe('ALLOW');
    }
  });
});
