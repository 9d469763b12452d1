import { describe, expect, it } from 'vitest';
import { analyzeContext, consentState } from './context';
import { normalizeText } from './normalize';
import type { ContextSignalKind, ModerationContext } from './types';

const demo: ModerationContext = { surface: 'demo', sender: { trustScore: 50 } };
const kinds = (t: string, ctx: ModerationContext = demo): ContextSignalKind[] =>
  analyzeContext(normalizeText(t), ctx).signals.map((s) => s.kind);

describe('context layer: off-platform contact', () => {
  it.each([
    'text me on whatsapp',
    'add my snap: hotguy_91',
    'wh@ts@pp me',
    'my number is 555 201 3344',
    'call me (212) 555-0142',
    'call me at five five five two oh one three three four four',
    'my number: five 5 five one two 3 four five six',
    'email me jess.xo@gmail.com',
    'mike77 at yahoo dot com',
    'can we talk on telegram instead?',
    'hit me up on ig @luna.loves',
  ])('%j is off-platform', (t) => {
    expect(kinds(t)).toContain('off_platform');
  });

  it.each([
    'I use whatsapp for my family group chat',
    'give me a couple minutes to find my wallet',
    'call me at 9 tonight',
    'I have 2 dogs and 3 cats',
    'we can keep chatting here',
  ])('%j is not off-platform', (t) => {
    expect(kinds(t)).not.toContain('off_platform');
  });
});

describe('context layer: minors', () => {
  it.each([
    "I'm 15",
    'im fifteen lol',
    'i am 16 years old',
    'I just turned 17',
    "i'm a 14 year old girl",
    'age: 15',
    "I'm in 9th grade",
    'Im still in high school',
  ])('%j states an age under 18', (t) => {
    expect(kinds(t)).toContain('minor_age');
  });
  it.each([
    "I'm 25",
    "I'm 15 minutes away",
    'im 10 mins out',
    'When I was 15 I went to Paris',
    'my sister is 16',
    "I'm a high school teacher",
    "I'm 19 and at uni",
  ])('%j is not a minor statement', (t) => {
    expect(kinds(t)).not.toContain('minor_age');
  });
  it('detects grooming language about a minor', () => {
    expect(kinds("You're 15? That's fine, age is just a number")).toContain('minor_reference');
  });
});

describe('context layer: threats, extortion, doxxing, money', () => {
  it('threats', () => {
    expect(kinds('I will find you and kill you')).toContain('threat');
    expect(kinds("i'm gonna stab you")).toContain('threat');
    expect(kinds('I know where you live')).toContain('stalking');
    expect(kinds("I'd kill for a pizza right now")).not.toContain('threat');
    expect(kinds("I'd never hurt you")).not.toContain('threat');
    expect(kinds('I killed it at the gym today')).not.toContain('threat');
  });
  it('extortion / sextortion', () => {
    expect(kinds("send money or I'll share your pics")).toContain('extortion');
    expect(kinds('Pay $500 by tonight or your family will see the video')).toContain('extortion');
    expect(kinds("I'll post your nudes everywhere")).toContain('leak_threat');
    expect(kinds('can you send me the photos from the hike?')).toEqual([]);
  });
  it('extortion split across messages', () => {
    const ctx: ModerationContext = { ...demo, recentMessages: ['I have your nudes and I will send them to your wife'] };
    expect(kinds('now send $300 in bitcoin', ctx)).toContain('extortion');
  });
  it('doxxing vs a plain address', () => {
    expect(kinds('Her address is 12 Maple Street, go pay her a visit')).toContain('doxxing');
    expect(kinds('Meet me at 77 Baker Street at 8')).toContain('street_address');
    expect(kinds('get step 2 outta the way')).not.toContain('street_address');
  });
  it('money and gift-card requests', () => {
    expect(kinds('Can you buy me an iTunes gift card and send me the code?')).toContain('gift_card');
    expect(kinds('please send $500 via western union for my visa')).toContain('money_request');
    expect(kinds("I'll send you $20 for gas")).not.toContain('money_request');
    expect(kinds('I paid $40 for those tickets lol')).not.toContain('money_request');
  });
  it('drug sales and solicitation', () => {
    expect(kinds('selling molly and xans, hmu')).toContain('drug_sale');
    expect(kinds('Incall or outcall, 150 roses')).toContain('solicitation');
    expect(kinds("I'm 420 friendly")).not.toContain('drug_sale');
  });
});

describe('consent state', () => {
  it('hookup grid or both NSFW prefs, plus a reply, is opted-in and mutual', () => {
    expect(consentState({ surface: 'message', grid: 'hookup', recipientHasReplied: true })).toBe('opted_in_mutual');
    expect(
      consentState({
        surface: 'message',
        grid: 'date',
        recipient: { receiveTextNSFW: true, receiveImageNSFW: false },
        senderNsfw: { receiveTextNSFW: true },
        recipientHasReplied: true,
      }),
    ).toBe('opted_in_mutual');
    expect(consentState({ surface: 'message', grid: 'hookup', recipientHasReplied: false })).toBe(
      'opted_in_unsolicited',
    );
    expect(
      consentState({
        surface: 'message',
        grid: 'date',
        recipient: { receiveTextNSFW: false, receiveImageNSFW: false },
        recipientHasReplied: false,
      }),
    ).toBe('unsolicited');
    expect(consentState({ surface: 'demo' })).toBe('unknown');
    expect(consentState({ surface: 'profile', grid: 'hookup', recipientHasReplied: true })).toBe('unknown');
  });
});
