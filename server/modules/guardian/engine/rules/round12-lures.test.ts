/**
 * Round 12 (ADR 181): scams, off-platform lures and drug dealing read by structure (rules/round12-lures.ts), with
 * hand-written examples (ours, not any challenge set's lines), obfuscated variants and the harmless near-misses that
 * share their words: splitting a bill, the speaker's own finance job or losses, a budgeting app, a stranger naming an
 * app without pushing to it, two members arranging a date, own prescriptions, harm reduction, past use, everyday
 * senses of drug slang.
 */
import { describe, expect, it } from 'vitest';
import { createGuardianEngine } from '../guardian-engine';
import type { ModerationContext } from '../types';
import { normalizeText } from '../normalize';
import { round12LureSignals } from './round12-lures';
import { chatContext } from './test-contexts';
import { textViews } from './types';

const engine = createGuardianEngine();
const STRANGER = chatContext({ stranger: true });
const MUTUAL = chatContext({ stranger: false });
const decide = (t: string, c: ModerationContext) => engine.moderateText(t, c).decision;
/** This module's own findings (other rules' pre-existing readings aside). */
const own = (t: string, ctx: ModerationContext) => {
  const norm = normalizeText(t);
  return round12LureSignals({ norm, views: textViews(norm), ctx, consent: 'unknown', hardOnly: false, found: [] });
};

describe('scams: money + an opportunity or a need + an act asked of the reader', () => {
  it.each([
    'my brother runs a forex desk. you put in 300 and he returns 900 in a week, just transfer to him',
    'my grandmother is in a clinic in Accra and the bill is 1200 dollars. please help me, I will repay you',
    'the bank froze my card while I am overseas. could you lend me 250 until monday?',
    'amazing side income from your sofa, people earn 600 weekly. are you interested?',
    'I can triple your savings with my signals group, it is legit, you just deposit through the app',
    'my phone screen is broken so no video. can u buy me a new phone? I will refund you next week',
    'hello dear, customs are holding my parcel with gold for you, I need help paying the release fee',
    'ur account shows suspicious logins. pls confirm ur password so we can secure it',
    'the site sent you a pin, can you tell me the code so I know you are real',
    'r3m0t3 j0b, 50 $ per hour, no exp needed',
    'moneygram works best for me sweetheart',
    'get verified first at datecheck-verify.net so i know you are safe',
  ])('%s → not ALLOW', (t) => {
    expect(decide(t, STRANGER)).not.toBe('ALLOW');
    expect(decide(t, MUTUAL)).not.toBe('ALLOW');
  });

  it.each([
    'dinner was lovely, can you send me your half of the bill when you get a chance?',
    'I work in finance, mostly boring spreadsheets, what do you do?',
    'I lost money on crypto in 2021, never again haha',
    'you should try a budgeting app, it helped me save money for my trip',
    'I paid for the tickets, you can get the drinks',
    'my mum worked at western union for twenty years',
    'I earn decent money from home as a translator, it suits me',
    'someone on here asked me for a gift card, I reported them',
    'can you help me pick a restaurant for friday?',
  ])('%s → ALLOW', (t) => {
    expect(decide(t, MUTUAL)).toBe('ALLOW');
  });
});

describe('off-platform: a stranger pushing to another channel', () => {
  it.each([
    'heyy add me on k i k, it is rosie_blue22',
    'tele: @sunny.dayz, i answer faster there',
    'ring me, 0 7 7 0 0 9 1 1 2 2 3',
    'my w e c h a t is lily_0721',
    'im rarely on here, find me on the green app',
    'sn4p is sunnygirl.xo',
  ])('%s → not ALLOW from a stranger', (t) => {
    expect(decide(t, STRANGER)).not.toBe('ALLOW');
  });

  it.each([
    'i quit instagram last year, best decision ever',
    'saw that on tiktok lol, the dancing cat?',
    'do you like discord games? I play a lot of strategy stuff',
    'hi! I loved your snowboarding pic, where was it?',
  ])('%s → ALLOW from a stranger', (t) => {
    expect(decide(t, STRANGER)).toBe('ALLOW');
  });

  it('a reason to leave the app in a two-way chat is held; two members arranging a date are not', () => {
    expect(decide('this app is so slow, telegram is way faster, mine is @jo_rivers', MUTUAL)).not.toBe('ALLOW');
    expect(own('see you at the cafe at 8! text me on whatsapp if you are running late', MUTUAL)).toEqual([]);
    expect(own("great, here's my number for saturday: 07700 900123", MUTUAL)).toEqual([]);
  });
});

describe('drugs: a drug word with a trade, or a menu', () => {
  it.each([
    'who is holding ket this weekend?',
    'selling tabs, 10 each, dm',
    'can u sort me some snow for saturday',
    'percs and xans available, slide through',
    'got that za, 40 an eighth',
    'm d m a and k for the party, lmk',
    'ecstasy and weed, whatever you need',
  ])('%s → not ALLOW', (t) => {
    expect(decide(t, MUTUAL)).not.toBe('ALLOW');
  });

  it.each([
    "i'm prescribed adderall for my adhd, it helps me focus",
    'I tried shrooms once years ago, not for me',
    "I don't do drugs, a glass of wine is my limit",
    'I volunteer at a festival harm reduction tent, we hand out test kits',
    "I'll bring the coke and the crisps, you bring the pizza",
    "we're doing a christmas tree tonight, want to help?",
    'speed dating was awful, never again',
  ])('%s → ALLOW', (t) => {
    expect(decide(t, MUTUAL)).toBe('ALLOW');
  });
});

describe('everyday senses of drug slang get no drug reading of their own', () => {
  it.each(['selling my old gas cooker if anyone wants it', 'who has the speed camera app? lmk', 'tree house for sale'])(
    '%s',
    (t) => expect(own(t, MUTUAL)).toEqual([]),
  );
});

describe('near-misses found in review: no reading of this module', () => {
  it.each([
    "i'm selling my old bike if you know anyone",
    'how many siblings do you have? I have three',
    'the bake sale went great, the green tea cake sold out in an hour',
    'did you message me on another app asking for money? someone with your photos is',
    'got my own place, pay my own bills and rent, two jobs',
    "kik is for kids.you're better than that",
    'on codeine for my back, so tea not wine tonight',
    "i've got a xanax prescription for flights, hate flying",
    'weed killer for the garden, the dandelions are winning',
    'Mandy from work is selling her car',
  ])('%s', (t) => {
    expect(own(t, MUTUAL)).toEqual([]);
    expect(own(t, STRANGER)).toEqual([]);
  });
});
