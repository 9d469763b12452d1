/**
 * Round 5 of unsolicited sexual content and drug dealing (engine/rules/lures.ts, ADR 130), through the whole
 * engine: obfuscated variants (leet, spaced, stretched letters, emoji, look-alikes, zero-width, slang), the
 * consent negatives (the same words between opted-in adults already talking) and the everyday senses that
 * must stay ALLOW. Phrases are ours (fresh variants of dev set round 5), never the challenge sets'.
 */
import { describe, expect, it } from 'vitest';
import { createGuardianEngine } from '../guardian-engine';
import type { ModerationContext } from '../types';

const engine = createGuardianEngine();
const ctx = (o: { stranger: boolean; optedIn: boolean }): ModerationContext => ({
  surface: 'message',
  grid: o.optedIn ? 'hookup' : 'date',
  sender: { trustScore: 50, accountAgeDays: 30, recentReports: 0, recentBlocks: 0, messagesLastMinute: 1 },
  recipient: { receiveTextNSFW: o.optedIn, receiveImageNSFW: o.optedIn },
  senderNsfw: { receiveTextNSFW: o.optedIn },
  recipientHasReplied: !o.stranger,
});
/** First contact, recipient not opted in. */
const STRANGER = ctx({ stranger: true, optedIn: false });
/** Both opted in and already talking. */
const CONSENTING = ctx({ stranger: false, optedIn: true });
const MUTUAL = ctx({ stranger: false, optedIn: false });
const decide = (t: string, c: ModerationContext) => engine.moderateText(t, c).decision;
const signals = (t: string, c: ModerationContext) =>
  engine.moderateText(t, c).layers.context.signals.map((s) => s.kind);

describe('unsolicited sexual content from a stranger is not ALLOW, however spelt', () => {
  it.each([
    'tryna get some head tonight?',
    'bet u give great head',
    'hows ur sex drive lately',
    'r u shaved?',
    'big nipples or small, which are yours',
    'i can show you what im packing',
    '7 inches, uncut, you interested',
    "i'd pound you so hard",
    'you into it rough?',
    "let's go straight to the bedroom",
    'got a pic in your bikini? or even less',
    'my hands would be all over you',
    'send me a spicy one before bed',
    'your booty in that gym pic, wanna grab it',
    'wanna smash?',
    'what r u wearing rn',
    'any n00dz?', // leet the normaliser leaves as digits
    'n u d e s ?', // spaced
    'so hoooorny', // stretched
    'shoooow me ur tittiiies', // stretched past the deobfuscated view's two letters
    'wanna 🍆 ur 🍑', // emoji code
    '🍑💦',
    'send 🍆 pic?',
    'sеnd nudеs', // Cyrillic е
    'n\u200bu\u200bdes pls', // zero-width spaces
    'dtf? quickie at mine', // slang
  ])('%s', (t) => {
    expect(decide(t, STRANGER)).not.toBe('ALLOW');
  });
});

describe('the same explicit talk between opted-in adults already talking stays ALLOW', () => {
  it.each([
    'tryna get some head tonight?',
    "i'd rail you so hard",
    'wanna smash later?',
    'what r u wearing rn',
    'so hoooorny, hurry up',
    'r u shaved?',
    'send me a spicy one before bed',
  ])('%s', (t) => {
    expect(decide(t, CONSENTING)).toBe('ALLOW');
  });
});

describe('non-explicit flirting and everyday senses from a stranger stay ALLOW', () => {
  it.each([
    "you're gorgeous, honestly",
    'drinks friday?',
    'what are you wearing to the party on saturday?',
    'my favourite position in netball is goal attack',
    'i run a lingerie boutique, boring job I know',
    'eggplant parm is my go-to 🍆',
    'graduated cum laude and still cannot cook',
    'give my head a wobble, i meant thursday not friday',
    'we got 6 inches of snow overnight',
    'i put weed killer on the patio today',
    'my cat sits on my face at 6am every day',
    'big dick energy is a meme, not a personality',
  ])('%s', (t) => {
    expect(decide(t, STRANGER)).toBe('ALLOW');
  });
});

describe('drug dealing in slang, emoji code and obfuscation is not ALLOW in any context', () => {
  it.each([
    'selling my adderall, 5 a pill',
    'spare tramadol, no prescription needed',
    'an 8th for 25, pickup only',
    'got that gas, pull up',
    'plug here, hmu',
    "i'm the plug for anything u need",
    'do u party? got the supplies 😉',
    'can hook u up with some tina',
    'fancy a bump before the club?',
    "need a line? i'm holding",
    'anyone got sniff',
    'got pingers for the rave, who wants',
    'percs? i got em',
    'any green? paying cash',
    'can u get me some ecstasy',
    'selllling xaaanax', // stretched
    '🔌 hmu ❄️', // emoji code
    's e l l i n g  k e t', // spaced
    'c0ke 4 sale', // leet
  ])('%s', (t) => {
    expect(decide(t, STRANGER)).not.toBe('ALLOW');
    expect(decide(t, MUTUAL)).not.toBe('ALLOW');
    expect(signals(t, MUTUAL)).toContain('drug_sale');
  });
});

describe('medication, food, pubs and the other everyday senses of drug slang stay ALLOW', () => {
  it.each([
    "i've got a valium prescription for flying, hate planes",
    'my gp put me on codeine for my back',
    'my adhd meds kick in around 10',
    'coke and crisps is elite',
    'weed is legal here, I just dont smoke',
    'fancy hitting the bars on friday?',
    'we ran a tab at the bar all night',
    'my phone needs a plug, one sec',
    'i need a line manager who listens',
    "i'm holding the baby, call you back",
    'needa do my mcat study tonight',
    'i sell my prescription glasses frames on etsy',
  ])('%s', (t) => {
    expect(decide(t, MUTUAL)).toBe('ALLOW');
  });
});
