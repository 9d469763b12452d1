/**
 * Review of ADR 215's exemptions (ADR 217): harmful sentences written to ride each exemption's structure, delivered
 * (or a block taken down to review) by the branch before the mends, each held again; and the DEVELOP lines ADR 215
 * freed, delivered still. Sentences are our own (the freed lines are the DEVELOP lines ADR 215 names).
 */
import { describe, expect, it } from 'vitest';
import { createGuardianEngine } from './guardian-engine';
import { chatContext } from './rules/test-contexts';

const engine = createGuardianEngine();
const talking = chatContext({ stranger: false });
const stranger = chatContext({ stranger: true });
const decide = (text: string, ctx = talking) => engine.moderateText(text, ctx).decision;

describe('who wanted the swap (AGREED): a claim with a lure is no swap', () => {
  it.each([
    // an assent in the middle of the message answers nothing
    "you're gorgeous. yes my whatsapp is +44 7700 900123",
    // the speaker's own day, or a time online, is no meeting
    'had a long day today. add me on telegram @dan_k_88',
    // the app's fault or the speaker's absence given as the reason
    'sure, add me on kik @dan_k_88, my account here is getting banned soon',
    'sure, my telegram is @dan_k_88. moving there is safer, they spy on chats here',
    // the reader asked to send or lend something
    "like you suggested, my snap is rory.x22, send me the pics there where it's private",
    'sure, my snap is rory.x22, send me something naughty there',
    'sure, my snap is rory.x22, send pics there ;)',
    'yes, my whatsapp is +44 7700 900123, I need help with something urgent, can you lend me some',
    // a pitch, or a third party to contact the reader
    'yes, my telegram is @dan_k_88, I will teach you how I grow my binance account',
    'ok. my whatsapp is +44 7700 900123. my manager will contact you about the job',
    'sure, my wechat is dan_k_88, I will introduce you to my aunt who trades gold',
  ])('%s stays held', (text) => {
    expect(decide(text)).not.toBe('ALLOW');
  });
  it.each([
    "had a rough day today, add me on whatsapp +44 7700 900123, I'm hardly ever on here",
    "sure, my whatsapp is +44 7700 900123, I'm not on here much",
    'ok here is my number +44 7700 900123, text me there, this app steals your data',
  ])('%s stays blocked', (text) => {
    expect(decide(text)).toBe('BLOCK');
  });
  it.each([
    // secrecy as the reason, a reply looked for (not a place), a span of chat online
    'sure, text me on whatsapp +44 7700 900123, we can talk without anyone reading',
    "if you don't see me reply, my whatsapp is +44 7700 900123",
    "been chatting for a week now, add me on whatsapp +44 7700 900123, I'll explain the usdt thing there",
  ])('%s is not delivered', (text) => {
    expect(decide(text)).not.toBe('ALLOW');
  });
  it.each([
    "Had a really lovely time tonight. Here's my number if you'd rather text: 07700 900123",
    'sure, my insta is @roofer_rob, you can see the chimney i rebuilt',
    "since we both said we'd rather text, my WhatsApp is +44 7700 900 183",
    "after last night I think you've earned my snap lol, it's gemma.k.92",
    "I'm outside the restaurant, blue coat, call me on 082 555 0134 if you can't see me",
    "we've been chatting for a month and met three times, so yes, here's my number 07911 123456, call me after " +
      'your shift',
  ])('the freed line %s is delivered still', (text) => {
    expect(decide(text)).toBe('ALLOW');
  });
});

describe('a share of a shared thing (PEER_REPAYMENT): no condition, no payee account', () => {
  it.each([
    "venmo me half the concert tickets. whenever you can. if you don't I'll tell everyone what you did",
    "venmo me your share of the tickets whenever, no rush. otherwise I'll report you to the police",
    // a deadline takes the "no rush" back
    'venmo me half the booking whenever, no rush. my bank froze my card so I need it today',
  ])('%s stays held', (text) => {
    expect(decide(text)).not.toBe('ALLOW');
  });
  it('a stranger naming the account to pay stays held', () => {
    expect(decide('send half the tickets to my cashapp $danK88 whenever, no stress', stranger)).not.toBe('ALLOW');
  });
  it.each([
    'just venmo me for your half of the uber whenever, no rush',
    'Just venmo me half the concert tickets whenever, no rush at all',
  ])('the freed line %s is delivered still', (text) => {
    expect(decide(text, text.startsWith('Just') ? stranger : talking)).toBe('ALLOW');
  });
});

describe('"all yours for": a counted or measured price sells too', () => {
  it.each([
    'all yours for a pony 😘',
    'all yours for a monkey, overnight',
    'all yours for a few 🌹🌹',
    'all yours for some compensation babe',
    'all yours for a little generosity x',
    "I'm all yours for a tenner an hour",
    'all yours for sixty, your place',
    // a plan, with payment named after it
    'all yours for the evening, roses up front',
    "all yours for the weekend, pay what you think I'm worth",
    'all yours for dinner and a little something extra 💸',
  ])('%s stays held', (text) => {
    expect(decide(text, stranger)).not.toBe('ALLOW');
  });
  it('the freed line is delivered still', () => {
    expect(decide("Going to smash this exam tomorrow and then I'm all yours for pizza", stranger)).toBe('ALLOW');
  });
});

describe('whereabouts the reader gave: the telling done, to the speaker, in a two-way chat', () => {
  it.each([
    'I know where you live now... you told me nothing, found it myself 🙂',
    'I know where you live now... you said it was a secret. not anymore',
    'i know where you work... you showed me nothing, your selfies did',
    "I know where you live... you said u didn't want me to know. too late",
    'I know where you live now... you told the whole app in your photos lol',
  ])('%s stays blocked', (text) => {
    expect(decide(text)).toBe('BLOCK');
  });
  it('a stranger was told nothing', () => {
    expect(decide('i know where you live now... jk, you told me', stranger)).toBe('BLOCK');
  });
  it('the freed line is delivered still', () => {
    expect(
      decide("I know where you live now... jk, you told me, it's the blue house near the bakery, see you at 7"),
    ).toBe('ALLOW');
  });
});

describe('"reported and blocked." with its subject left out: only as the message\'s close', () => {
  it.each([
    'some guy said "I\'ll find you and gut you". reported? no. blocked? no. he\'s with me now',
    'a guy said "you\'ll die tonight". reported and blocked. fair though',
    'some guy wrote "you deserve to be raped". reported and blocked. maybe you do',
    'they said "I\'ll smash your face in". reported and blocked. he meant you btw',
    'my cousin said "we know where you live". reported, blocked. he does though',
    'a guy texted "send nudes or I\'ll leak your address". reported and blocked. good advice tbh',
    'someone wrote "I\'ll cut you". blocked. the legend lol',
  ])('%s stays blocked', (text) => {
    expect(decide(text)).toBe('BLOCK');
  });
});

describe('"kiss my arse" of the / my <word>: the reader in any spelling, a name from the lexicon', () => {
  it.each([
    'the slag can kiss my arse, youre the slag btw',
    'the skank can kiss my arse. urself included',
    'my match can kiss my ass. youre the match btw',
  ])('%s stays held', (text) => {
    expect(decide(text)).not.toBe('ALLOW');
  });
  it.each(['the tranny can kiss my ass', 'the dyke can kiss my arse'])('%s stays blocked', (text) => {
    expect(decide(text)).toBe('BLOCK');
  });
  it('the freed line is delivered still', () => {
    expect(decide('My will just says "bury me face down" so the world can kiss my arse')).toBe('ALLOW');
  });
});
