/**
 * Round-4 rule families (engine/rules/lures.ts, ADR 127), through the whole engine: each family with
 * obfuscated variants (spaced, leet, repeated letters, emoji, look-alikes, slang) and the harmless
 * look-alikes it must leave alone. Phrases are ours (dev set round 4 and fresh variants), never the
 * challenge set's.
 */
import { describe, expect, it } from 'vitest';
import { guardianBlockedReason, guardianFlaggedNote } from '#contracts/guardian';
import { createGuardianEngine } from '../guardian-engine';
import { normalizeText } from '../normalize';
import { verdictPolicy } from '../policy';
import type { ModerationContext } from '../types';
import { LURE_FAMILIES } from './lures';
import { runRuleFamilies } from './types';

const engine = createGuardianEngine();
const ctx = (o: { stranger: boolean; optedIn?: boolean; trust?: number }): ModerationContext => ({
  surface: 'message',
  grid: o.optedIn ? 'hookup' : 'date',
  sender: { trustScore: o.trust ?? 50, accountAgeDays: 30, recentReports: 0, recentBlocks: 0, messagesLastMinute: 1 },
  recipient: { receiveTextNSFW: !!o.optedIn, receiveImageNSFW: !!o.optedIn },
  senderNsfw: { receiveTextNSFW: !!o.optedIn },
  recipientHasReplied: !o.stranger,
});
const STRANGER = ctx({ stranger: true });
const MUTUAL = ctx({ stranger: false });
const decide = (t: string, c: ModerationContext) => engine.moderateText(t, c).decision;

describe('minors: a speaker under 18 or sexual interest in minors is BLOCK in any context', () => {
  it.each([
    'am 14 btw',
    'i m 1 6',
    'im 1 5 and bored lol',
    '15 turning 16 in june',
    'my age? 14 😇',
    'just finished my year 9 exams!!',
    'yr 8 girl here',
    "i'm a junior in hs",
    'my teacher took my phone in class today',
    'im fiftеen', // Cyrillic е
    'how young do u go?',
    'any 15yos here?',
    'i prefer girls who are still in school',
    'is your daughter as pretty as you? send me her pic',
    "wanna be my little secret? you're 14 right",
    'under 16 only, dm me',
  ])('%s', (t) => {
    expect(decide(t, MUTUAL)).toBe('BLOCK');
    expect(decide(t, ctx({ stranger: true, trust: 90 }))).toBe('BLOCK');
  });
  it.each([
    'this song makes me feel like im 15 again',
    'my 12yo loves football, we go to every home game',
    'im 45 but people say i look 38 lol',
    "I'm 19, turning 20 next month, finally out of my teens",
    'my kids are at their dad’s this weekend',
    'divorced 3 years now, we co-parent fine',
    'I coach an under-12s football team on sundays',
    'I teach year 9 maths, pray for me',
    'my niece is 13 and thinks im ancient at 31',
    "I'm 15 minutes away",
    'graduated high school in 2008, feeling old',
  ])('not a minor: %s', (t) => expect(decide(t, STRANGER)).toBe('ALLOW'));
});

describe('drugs: sale and solicitation in slang are not ALLOW', () => {
  it.each([
    'who can get ch4rlie for tonight',
    'm d m a anyone? got loads',
    'got some p o w d e r if you wanna party',
    'blow for sale 60 a g',
    '❄️ delivered to your door, dm',
    'i can get you some mandy for the rave, tenner a cap',
    'want some addy to study? 5 a pill',
    'need to cop some gear before the weekend',
    'my connect just re-upped, what you need',
    'who’s holding? need a 20 bag',
    'wееd for sale, cheap', // Cyrillic е
    'need an 8th, who’s got',
  ])('%s', (t) => expect(decide(t, MUTUAL)).not.toBe('ALLOW'));
  it.each([
    'coke and crisps at the cinema is elite honestly',
    'grabbed a diet coke and some chips, best lunch',
    'the weed in my garden is out of control, I need a weekend of weeding',
    'my mate is the plug for cheap gig tickets, want in?',
    'thanks bud, can you get the next round in?',
    'I need to plug in my phone, brb',
    'gas is so cheap at the station by my house',
    'this pizza is gas fr',
  ])('harmless: %s', (t) => expect(decide(t, STRANGER)).toBe('ALLOW'));
});

describe('unsolicited sexual content from a stranger is held; the same words between opted-in adults are not', () => {
  const lines = [
    'hey, what are you wearing right now? 😏',
    'bet you look even better without that dress',
    'wanna see what’s under my towel',
    'i wanna lick every inch of u',
    'sеxy bоdy, shоw mе mоrе', // Cyrillic е/о
    'h o r n y ?',
    'hi. f*ck buddy?',
    '🍆?',
    'lemme smash',
    'send me a pic of you in bed',
  ];
  it.each(lines)('stranger: %s', (t) => expect(decide(t, STRANGER)).not.toBe('ALLOW'));
  it.each(lines)('opted-in adults already talking: %s', (t) =>
    expect(decide(t, ctx({ stranger: false, optedIn: true }))).toBe('ALLOW'),
  );
  it.each([
    'hey! loved your hiking pics, want to grab coffee sometime?',
    'you look great in that hiking photo',
    'my dog is cuter, wanna see mine?',
    'what do you like to do at the weekend?',
    "I'm a hard worker and love my job",
    'haha no worries, I slept in too',
  ])('ordinary opener from a stranger: %s', (t) => expect(decide(t, STRANGER)).toBe('ALLOW'));
  it('the suggestive family reads only first contact (SMS-like chat with unknown context is untouched)', () => {
    const v = engine.moderateText('what are you wearing right now?', { surface: 'test', sender: { trustScore: 50 } });
    expect(v.decision).toBe('ALLOW');
  });
});

describe('scams: money asks with a reason, investment returns, job and reshipping schemes', () => {
  it.each([
    'my financial advisor gets me 30% monthly, want his contact?',
    'can you grab me a google play card? i’ll explain later',
    'my camera is broken so no video, but can you send 200 for my ticket',
    'I can’t access my funds overseas, could you wire me 800',
    'be a mystery shopper, paid weekly, no experience',
    'i’ll send you a cheque, deposit it and send me back the difference',
    'i need you to receive a package for me and forward it on, i’ll pay',
    '3asy m0ney, w0rk fr0m h0me, dm',
    'join my team, commission only, be your own boss',
    'earn from your phone 💰💰 ask me how',
  ])('%s', (t) => expect(decide(t, MUTUAL)).not.toBe('ALLOW'));
  it.each([
    'I work from home as an accountant, my commute is the hallway',
    'I need to send my landlord the rent tomorrow, adulting',
    'bought a bit of bitcoin for fun in 2021 and lost half lol',
    "I'll venmo you my half of dinner, thanks for a great night",
    "you won't believe the queue at the bakery",
    'my phone is on 2%, reply in a bit',
  ])('harmless: %s', (t) => expect(decide(t, MUTUAL)).toBe('ALLOW'));
});

describe('off-platform lures are held, even in a mutual chat, unless both agreed to swap', () => {
  it.each([
    'add me on the yellow ghost app',
    'dm me on the bird app, I’m more active there',
    'sc: kayla_xo',
    'ig: b3lla.b3lla',
    'let me give you my # so we can text',
    's n a p ?',
    'message me on fb messenger, it’s quicker',
    'facetime me? my number’s 0 7 7 0 0 9 0 0 5 5 5',
    'my handle on the gram is same as here',
  ])('%s', (t) => {
    expect(decide(t, STRANGER)).not.toBe('ALLOW');
    expect(decide(t, MUTUAL)).not.toBe('ALLOW');
  });
  it.each([
    'swapped instas after our date like we said, here’s mine: @maya.runs',
    'I deleted instagram last year, best decision ever',
    'the family whatsapp group is pure chaos at christmas',
    'haha I saw that exact video on tiktok',
  ])('harmless: %s', (t) => expect(decide(t, MUTUAL)).toBe('ALLOW'));
});

describe('hate against protected groups is not ALLOW; the sender is told "hate speech"', () => {
  it.each([
    'immigrants are rats, every single one of them',
    'jews are greedy parasites',
    'trannies aren’t real women',
    'being gay is a mental illness that needs curing',
    'spics go home',
    'towelheads ruin every neighbourhood',
    'asians are like insects, all the same',
    'go back to africa',
    'white power, 14/88',
    'you people are subhuman',
  ])('%s', (t) => expect(decide(t, MUTUAL)).not.toBe('ALLOW'));
  it.each([
    'as a gay man I’m genuinely happy to find this app',
    'I’m muslim so no bacon on our date haha',
    'my best friend is trans and she’s the funniest person I know',
    'I volunteer teaching english to refugees on wednesdays',
    'I hate mondays with a passion',
    'cool beaners.', // quoted or reclaimed slurs alone are left to the keyword layer and the model
  ])('harmless: %s', (t) => expect(decide(t, STRANGER)).not.toBe('BLOCK'));
  it('a call to eliminate a group is BLOCK, and the policy reads "hate speech"', () => {
    const v = engine.moderateText('all muslims should be deported', MUTUAL);
    expect(v.decision).not.toBe('ALLOW');
    const hard = engine.moderateText('gays should be locked up', MUTUAL);
    expect(hard.decision).toBe('BLOCK');
    expect(hard.policyTags).toContain('hate_speech');
    expect(hard.criminalityFlags).toContain('hate_speech');
    expect(verdictPolicy(hard)).toBe('hate');
    expect(guardianBlockedReason(verdictPolicy(hard))).toContain('hate speech');
    expect(guardianFlaggedNote(verdictPolicy(v))).toContain('hate speech');
  });
});

describe('runRuleFamilies', () => {
  it('drops a signal when one of its kind is already as high, and skips soft families in the window', () => {
    const norm = normalizeText('blow for sale 60 a g');
    const base = { norm, views: [norm.text, norm.deobfuscated], ctx: MUTUAL, consent: 'not_opted_in_mutual' as const };
    expect(runRuleFamilies(LURE_FAMILIES, { ...base, hardOnly: false, found: [] }).map((s) => s.kind)).toEqual([
      'drug_sale',
    ]);
    const found = [{ kind: 'drug_sale' as const, risk: 82, evidence: 'x' }];
    expect(runRuleFamilies(LURE_FAMILIES, { ...base, hardOnly: false, found })).toEqual([]);
    const lure = normalizeText('sc: kayla_xo');
    expect(
      runRuleFamilies(LURE_FAMILIES, { ...base, norm: lure, views: [lure.text], hardOnly: true, found: [] }),
    ).toEqual([]);
  });
  it('every family says what it learned from', () => {
    for (const f of LURE_FAMILIES) expect(f.learnedFrom).toMatch(/dev-set-round4-lures/);
  });
});
