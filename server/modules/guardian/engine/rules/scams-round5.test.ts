/**
 * Round 5 (ADR 131): scams and off-platform lures through the whole engine, with obfuscated variants
 * (spaced, leet, repeated letters, emoji, look-alikes, zero-width, slang) and the hard negatives they
 * must leave alone. Phrases are ours (dev set round 5 and fresh variants), never the challenge set's.
 */
import { describe, expect, it } from 'vitest';
import { createGuardianEngine } from '../guardian-engine';
import type { ModerationContext } from '../types';

const engine = createGuardianEngine();
const ctx = (o: { stranger: boolean; optedIn?: boolean }): ModerationContext => ({
  surface: 'message',
  grid: o.optedIn ? 'hookup' : 'date',
  sender: { trustScore: 50, accountAgeDays: 30, recentReports: 0, recentBlocks: 0, messagesLastMinute: 1 },
  recipient: { receiveTextNSFW: !!o.optedIn, receiveImageNSFW: !!o.optedIn },
  senderNsfw: { receiveTextNSFW: !!o.optedIn },
  recipientHasReplied: !o.stranger,
});
const STRANGER = ctx({ stranger: true });
const MUTUAL = ctx({ stranger: false });
const OPTED_IN = ctx({ stranger: false, optedIn: true });
const verdict = (t: string, c: ModerationContext) => engine.moderateText(t, c);

describe('scams are not ALLOW, whoever sends them', () => {
  it.each([
    // verification codes and credentials
    'i just texted you a 6 digit code, read it back to me so i know ur real',
    "you're gonna get a code from whatsapp, send it to me quick",
    'r3ad me the v3rification c0de pls',
    "what's your email and password? i'll sort the booking",
    // fake support and verification
    'Vibeline support here: your account is flagged, confirm your login at the link below',
    'you got reported, click the link to appeal or we close your account',
    'get verified on safe-meet-check.com first, its only 14.99',
    'to prove you are not a catfish pay the verification fee',
    // romance, gift cards, sugar
    'my visa is 750 and then im on a plane to see you babe',
    'stranded in leeds with no cash, could you transfer me something for the train home',
    'gift c@rd pls, 2 steam ones',
    'buy me a vanilla visa and send a pic of the back',
    'sugar daddy here, $800 a week allowance, just pay the 30 fee to unlock my payment app',
    // investment, tasks, mules
    'if you invest 2k now you could have 15k by summer',
    "crypto doubled my savings, you'd be mad not to get in now",
    'let me show you how i earned 12k last month trading gold',
    'download this app and i will guide you through your first trade 📈',
    'u​s​d​t trading, my cousin makes 4k a week', // zero-width spaces
    'we pay people to like youtube videos, $4 each, all from your phone',
    'can you receive a payment for my aunt? you keep 150',
    'w o r k  f r o m  h o m e,  $ 4 0 0  a  w e e k,  d m',
    "i'm a UN doctor deployed in yemen, it gets lonely",
    'this coin is going 100x, get on it early',
  ])('%s', (t) => {
    expect(verdict(t, STRANGER).decision).not.toBe('ALLOW');
    expect(verdict(t, MUTUAL).decision).not.toBe('ALLOW');
    expect(verdict(t, OPTED_IN).decision).not.toBe('ALLOW');
  });
  it('a code-phishing message is read as a scam', () => {
    const v = verdict('i sent u a six digit code, can u read it out to me', STRANGER);
    expect(v.policyTags).toContain('scam');
  });
});

describe('money, jobs and investing as topics stay ALLOW between people already talking', () => {
  it.each([
    "i'll venmo you for the tickets tonight",
    'let’s split the bill, you get the drinks and i’ll get dinner',
    'i need to transfer money to my landlord today, ugh',
    'i did forex trading for a month once and lost 200 quid, never again',
    'my mate swears by his trading app but i just buy trainers',
    'i got stuck at the airport for 6 hours yesterday, flight delayed',
    'the customs queue in lisbon was insane',
    "my dad's a retired oil rig engineer, he's got wild stories",
    'my brother is deployed in iraq till march',
    'i was a mystery shopper in uni, free burgers for a whole summer',
    "you've won me over with that dog pic",
    'my verification badge finally came through on here lol',
    'did you get the code for the escape room booking?',
    "i've got a 6 digit pin on my phone and still forget it",
    'tell me the wifi password when i come over 😂',
    'bitcoin is so volatile, i would never put my savings in it',
  ])('%s', (t) => {
    expect(verdict(t, MUTUAL).decision).toBe('ALLOW');
  });
});

describe('off-platform lures are not ALLOW; contact swaps both agreed to keep the low risk', () => {
  it.each([
    'tele me, same username',
    "i'm more on insta than here, same name as here",
    "let's take this to kik, my name there is chloe_kisses",
    "let's move off here, the app reads our messages",
    'prefer texting, number pls',
    "i'll give you my email, it's mark1982 at yahoo",
    '0 7 7 0 0 - 9 0 0 - 5 5 5 call me',
    'skype me: anna.kowalski.88',
    'go to my bio for the link, more active there 😘',
    'add me on the other app, im hardly on here',
    'whаtsаpp mе', // Cyrillic а, е
    'my sпаp is kate_b97', // Cyrillic п, а
    'my number is on my profile',
    'my snap is the same as here',
    'my whatsapp is in my bio',
  ])('%s', (t) => {
    expect(verdict(t, STRANGER).decision).not.toBe('ALLOW');
    expect(verdict(t, MUTUAL).decision).not.toBe('ALLOW');
  });
  it('a link in a first message is held; the same link in a conversation is only noted', () => {
    expect(verdict('t.me/sweetanna22', STRANGER).decision).not.toBe('ALLOW');
    expect(verdict('hey you, check this out: myfreepics.xyz/anna', STRANGER).policyTags).toContain('off_platform');
    expect(verdict("here's the restaurant: dishoom.com", MUTUAL).decision).toBe('ALLOW');
  });
  it('an agreed swap between people already talking keeps the low off-platform risk (30)', () => {
    const v = verdict('as promised, my insta is @sam.cooks', MUTUAL);
    const off = v.layers.context.signals.filter((s) => s.kind === 'off_platform');
    expect(off.length).toBeGreaterThan(0);
    expect(Math.max(...off.map((s) => s.risk))).toBe(30);
  });
  it.each([
    "what's your number one travel destination?",
    "i'll text you instead of calling, my signal is bad",
    'my instagram is mostly my cat tbh',
    'text me when you’re home safe x',
    'my phone died last night, sorry for not replying',
    'i love instagram for food pics, do you post much?',
    "i'll whatsapp you the photos from the party",
    'not on whatsapp, i’d rather chat here for now',
    'the app keeps crashing for me too, annoying',
  ])('ALLOW: %s', (t) => {
    expect(verdict(t, MUTUAL).decision).toBe('ALLOW');
  });
});
