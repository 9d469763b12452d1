/**
 * Issue 15, second round (ADR 054): emoji / enclosed-letter normalisation and the rule families added
 * for threats, sexual violence, self-harm incitement, minors, disclosure extortion, drug slang,
 * off-platform lures, scams and sexual requests. Phrasings written for these tests from general
 * knowledge (not from the challenge set), with obfuscated variants and harmless look-alikes.
 */
import { describe, expect, it } from 'vitest';
import { analyzeContext } from './context';
import { createGuardianEngine } from './guardian-engine';
import { normalizeText } from './normalize';
import type { ContextSignalKind, ModerationContext } from './types';

const demo: ModerationContext = { surface: 'demo', sender: { trustScore: 50 } };
const kinds = (t: string): ContextSignalKind[] => analyzeContext(normalizeText(t), demo).signals.map((s) => s.kind);
const engine = createGuardianEngine();
const ctx = (trustScore: number, replied: boolean): ModerationContext => ({
  surface: 'message',
  grid: 'date',
  sender: { trustScore },
  recipient: { receiveTextNSFW: false, receiveImageNSFW: false },
  senderNsfw: { receiveTextNSFW: false },
  recipientHasReplied: replied,
});

describe('normalisation: emoji and enclosed letters', () => {
  it.each([
    ['k🔪i🔪l🔪l u', 'kill u'],
    ['🇰🇮🇱🇱 you', 'kill you'],
    ['🅺🅸🅻🅻 you', 'kill you'],
    ['got ❄️ and 💊 hmu', 'got snow and pills hmu'],
    ['add my 👻', 'add my snapchat'],
  ])('%j -> %j', (input, expected) => {
    expect(normalizeText(input).deobfuscated).toBe(expected);
    expect(normalizeText(input).signals).toContain('emoji');
  });
  it('leaves ordinary emoji and text alone', () => {
    expect(normalizeText('had a lovely day 😊').deobfuscated).toBe('had a lovely day 😊');
  });
});

describe('threats, sexual violence and self-harm incitement: BLOCK whatever the trust', () => {
  it.each([
    "i'll fuck you up",
    'imma sh4nk you',
    'your days are numbered',
    'you better answer me or else',
    'ill break ur jaw',
    "i'll ruin your life",
    'y o u r   d a y s   a r e   n u m b e r e d',
    'i will drug your drink',
    "you won't be able to say no",
    'slip a pill in your drink and see',
    'go jump off a bridge',
    "you'd be better off dead",
    'why dont u just die',
    'do us all a favour and disappear',
    'just off urself',
  ])('%j is BLOCK at trust 50 and at trust 95', (t) => {
    expect(engine.moderateText(t, ctx(50, true)).decision).toBe('BLOCK');
    expect(engine.moderateText(t, ctx(95, true)).decision).toBe('BLOCK');
  });
  it.each([
    "I'll catch you after work!",
    "i'll beat you at mario kart",
    'this heat is going to kill me',
    "let's go jump off the pier into the sea",
    'you better bring a jacket, it gets cold',
    "don't cut yourself on that can",
    "i'm going to smash this exam tomorrow",
  ])('%j is not a threat', (t) => {
    expect(kinds(t)).not.toContain('threat');
    expect(kinds(t)).not.toContain('self_harm_incitement');
  });
});

describe('minors: a speaker under 18 or sexual interest in minors is BLOCK; adults and parents are not', () => {
  it.each([
    "i'm not 18 yet",
    "i'll turn 18 next year",
    'i lied about my age',
    '16f here',
    "i'm a 10th grader",
    'revising for my gcses',
    'i like them really young girls',
  ])('%j is BLOCK', (t) => {
    expect(engine.moderateText(t, ctx(50, true)).decision).toBe('BLOCK');
  });
  it.each([
    "i'm 34, divorced, two kids",
    'my daughter is 16 and learning to drive',
    "i'm 15 minutes away",
    "i'm too young for this shit lol",
  ])('%j is not a minor signal', (t) => {
    expect(kinds(t)).not.toContain('minor_age');
  });
});

describe('extortion: disclosure threats with a demand', () => {
  it.each([
    'pay me 300 or i send the video to your wife',
    'i recorded our call, send 300 or everyone sees it',
    "i screenshotted everything. venmo me by tonight or i'll tell your boss",
  ])('%j is extortion and BLOCK', (t) => {
    expect(kinds(t)).toContain('extortion');
    expect(engine.moderateText(t, ctx(90, true)).decision).toBe('BLOCK');
  });
  it('a disclosure without a demand is held, not blocked', () => {
    expect(kinds("i'll tell your husband about us")).toContain('leak_threat');
    expect(engine.moderateText("i'll tell your husband about us", ctx(50, true)).decision).toBe('REVIEW');
  });
});

describe('drugs: a drug word with a transaction word close by', () => {
  it.each(['i sell percs hmu', "who's got za", 'need an eighth of kush', 'selling c0ke, dm me', 'got ❄️ hmu'])(
    '%j is not ALLOW',
    (t) => {
      expect(kinds(t)).toContain('drug_sale');
      expect(engine.moderateText(t, ctx(50, true)).decision).not.toBe('ALLOW');
    },
  );
  it.each(['can you pick up molly from school', 'gas prices are crazy', 'sushi rolls delivery tonight?'])(
    '%j is not a drug sale',
    (t) => {
      expect(kinds(t)).not.toContain('drug_sale');
    },
  );
});

describe('off-platform lures and scams', () => {
  it.each([
    "what's your snap",
    'this app is so buggy, text me on whatsapp',
    "let's chat somewhere more private",
    'hmu on telegr@m',
  ])('%j is off-platform', (t) => {
    expect(kinds(t)).toContain('off_platform');
  });
  it('a lure that blames the app is held even in a mutual conversation', () => {
    expect(engine.moderateText('i never check this app, text me on whatsapp', ctx(50, true)).decision).not.toBe(
      'ALLOW',
    );
  });
  it.each([
    'my uncle is a forex trader, I can teach you how to invest',
    'send me the 6 digit code you just got',
    'can you lend me 200 dollars for my visa',
    'get verified at safe-date-check.com, it costs $20',
    'passive income from your phone, dm me if interested',
  ])('%j is a scam signal and not ALLOW', (t) => {
    expect(kinds(t)).toContain('scam_narrative');
    expect(engine.moderateText(t, ctx(50, false)).decision).not.toBe('ALLOW');
  });
  it.each(['call me at 9 tonight', 'i work in finance, lots of weekly meetings', 'my side hustle is photography'])(
    '%j is neither',
    (t) => {
      expect(kinds(t)).not.toContain('off_platform');
      expect(kinds(t)).not.toContain('scam_narrative');
    },
  );
});

describe('sexual requests in everyday words: held from strangers, delivered between opted-in adults', () => {
  const optedIn: ModerationContext = {
    surface: 'message',
    grid: 'hookup',
    sender: { trustScore: 60 },
    recipient: { receiveTextNSFW: true, receiveImageNSFW: true },
    senderNsfw: { receiveTextNSFW: true },
    recipientHasReplied: true,
  };
  it.each(['dtf?', 'i want to lick you all over', 'want this 🍆?', "i'm so horny rn", 'send pics of your body'])(
    '%j',
    (t) => {
      expect(kinds(t)).toContain('sexual_request');
      expect(engine.moderateText(t, ctx(50, false)).decision).not.toBe('ALLOW');
      expect(engine.moderateText(t, optedIn).decision).toBe('ALLOW');
    },
  );
});
