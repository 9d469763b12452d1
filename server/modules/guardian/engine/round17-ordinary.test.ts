/**
 * Round 17 false holds (ADR 215): readings that fired on harmless text because they did not ask who wanted it.
 *  - own contact details the reader asked for or proposed, both said they wanted, or given after a meeting had or
 *    during one, are a swap both agreed to (`AGREED`, rules/cross-author.ts, read by every lure reader through
 *    `agreedSwap`: a chat the reader replied to, never with `NOT_A_SWAP`);
 *  - a share of something bought together, asked for without hurry, is peer repayment (`PEER_REPAYMENT`,
 *    rules/misfires.ts) when the share is the object ("half the tickets") or the no-hurry cue opens the next sentence.
 * Each harmless line sits next to at least two harmful twins of the same structure with a harmful actor or content.
 * Sentences are our own.
 */
import { describe, expect, it } from 'vitest';
import { createGuardianEngine } from './guardian-engine';
import { chatContext } from './rules/test-contexts';

const engine = createGuardianEngine();
const talking = chatContext({ stranger: false });
const stranger = chatContext({ stranger: true });
const decide = (text: string, ctx = talking) => engine.moderateText(text, ctx).decision;

describe('off-platform: the reader proposed or asked for the swap', () => {
  it.each([
    'moving to whatsapp as you requested, my number is 07700 900432',
    'like you suggested, my insta is @kim.bakes if you want the cake pics',
    'here is my snap since u asked, its rory.climbs22',
  ])('%s is delivered in a chat the reader replied to', (text) => {
    expect(decide(text)).toBe('ALLOW');
  });
  it.each([
    // the same proposal claimed, with a lure in the message
    'like you suggested, add me on telegram @dan_k_88, I rarely check here',
    'as you requested, my snap is cashflow.king99, I will show you how I made 5k',
    'like u suggested my whatsapp is 07700 900432, the app keeps deleting my chats',
  ])('%s stays held', (text) => {
    expect(decide(text)).not.toBe('ALLOW');
  });
  it('from a stranger the claim is not the reader asking', () => {
    expect(decide('like you suggested, my insta is @kim.bakes if you want the cake pics', stranger)).not.toBe('ALLOW');
    expect(decide('here is my snap since u asked, its rory.climbs22', stranger)).not.toBe('ALLOW');
  });
});

describe('off-platform: both said they wanted it', () => {
  it.each([
    'since we both said we would rather call, my number is 07700 900765',
    'as we agreed, my signal is the same number, 07700 900876',
  ])('%s is delivered in a chat the reader replied to', (text) => {
    expect(decide(text)).toBe('ALLOW');
  });
  it.each([
    'since we both said we would rather call, here is my number 07700 900765, this app is glitching constantly',
    'since we both decided, add me on kik @fx_profits_88 for the trading info',
  ])('%s stays held', (text) => {
    expect(decide(text)).not.toBe('ALLOW');
  });
  it('from a stranger it stays held', () => {
    expect(decide('since we both said we would rather call, my number is 07700 900765', stranger)).not.toBe('ALLOW');
  });
});

describe('off-platform: an assent answering the reader, right before the contact', () => {
  it.each(['sure, my insta is @tom.fixes.bikes, mostly bike photos', 'ok so yes, here is my number 07700 900112'])(
    '%s is delivered in a chat the reader replied to',
    (text) => {
      expect(decide(text)).toBe('ALLOW');
    },
  );
  it.each([
    'sure, add me on telegram @dan_k_88, i rarely check here',
    'yes! my snap is quickcash_mike, got a side hustle to show you',
    'sure, my whatsapp is 07700 900112, the app is deleting my messages',
  ])('%s stays held', (text) => {
    expect(decide(text)).not.toBe('ALLOW');
  });
  it('an assent from a stranger answers nothing', () => {
    expect(decide('sure, my insta is @tom.fixes.bikes, mostly bike photos', stranger)).not.toBe('ALLOW');
  });
  it('an unprompted handle or number in a two-way chat stays held', () => {
    expect(decide('my snap is jo.b.x22')).not.toBe('ALLOW');
    expect(decide('text me, 07700 900 998')).not.toBe('ALLOW');
  });
});

describe('off-platform: a meeting had or under way', () => {
  it.each([
    'had such a fun evening with you tonight, my snap is lee.walks22 if you fancy it',
    'after last night I reckon you can have my number, 07700 900223',
    'we met twice and chatted for a month, so here is my whatsapp 07700 900334',
    'I am by the fountain in a red scarf, ring me on 07700 900445 if you can not find me',
    "I'm at the bar near the door, call 07700 900445 if you can't see me",
  ])('%s is delivered in a chat the reader replied to', (text) => {
    expect(decide(text)).toBe('ALLOW');
  });
  it.each([
    'had a great time tonight! add me on telegram @max_offshore for the investment details',
    'after last night, add me on kik, the app is deleting my messages',
    'we met twice, so send me your number and the code you get by text',
    "call me on 07700 900123 if you can't find me on here anymore",
  ])('%s stays held', (text) => {
    expect(decide(text)).not.toBe('ALLOW');
  });
  it('from a stranger a meeting claimed stays held', () => {
    expect(decide('after last night I reckon you can have my number, 07700 900223', stranger)).not.toBe('ALLOW');
    expect(decide('had such a fun evening with you tonight, my snap is lee.walks22', stranger)).not.toBe('ALLOW');
  });
});

describe('money: a share of something bought together, asked for without hurry', () => {
  it.each([
    'venmo me half the cinema tickets whenever, honestly no rush',
    'just paypal me your half of the taxi whenever you can',
    'can you pay me back the £9 for the pizza? no worries if not today',
  ])('%s is delivered', (text) => {
    expect(decide(text)).toBe('ALLOW');
  });
  it.each([
    // the same share with a threat, a scam story, a gift card, a large amount or a move off the app beside it
    'venmo me half the tickets whenever, no rush, or I post your pics',
    'venmo me half the concert tickets whenever, my flight home got cancelled and I am stuck',
    'paypal me your half of the taxi whenever, in amazon gift cards please',
    'venmo me half the concert tickets, 450 quid, whenever',
    'just venmo me your half of the uber whenever, no rush, then add me on telegram @dan_k_88',
  ])('%s stays held', (text) => {
    expect(decide(text)).not.toBe('ALLOW');
  });
  it('no hurry cue, no repayment reading', () => {
    expect(decide('venmo me half the tickets now')).not.toBe('ALLOW');
  });
});

describe('solicitation: "all yours for" sells only for a price', () => {
  it.each([
    'done with my shift at six, then I am all yours for tacos',
    'all yours for the rest of the weekend after this',
  ])('%s is delivered, even from a stranger', (text) => {
    expect(decide(text, stranger)).toBe('ALLOW');
  });
  it.each([
    "I'm all yours for 150 an hour",
    'all yours for £80, incall only',
    'all yours for the right price 😘',
    'im all yours for a few roses',
    'all yours for two hundred',
    'all yours for the night',
  ])('%s stays held', (text) => {
    expect(decide(text, stranger)).not.toBe('ALLOW');
  });
});

describe('whereabouts the reader gave: an ellipsis is a pause, not a sentence end', () => {
  it('"i know where you live... you told me" with a plan is delivered', () => {
    expect(decide('i know where you work now... kidding, you told me, the bakery on the corner, see you at 6')).toBe(
      'ALLOW',
    );
  });
  it.each([
    'I know where you live now... you told me. watch yourself',
    "i know where you live... you told me, and i'll be outside tonight",
    'i know where u work... u told me lol. don’t ignore me',
  ])('%s stays held', (text) => {
    expect(decide(text)).not.toBe('ALLOW');
  });
});

describe('a quote reported with the act\'s subject left out ("reported and blocked.")', () => {
  it.each([
    'some bloke wrote "you would be cute if you smiled more". reported and blocked. unreal.',
    'a guy sent me "kill yourself" after I unmatched. reported, blocked, moving on',
    'my ex texted me "I will find you". blocked and reported, feeling better now',
  ])('%s is delivered in a chat the reader replied to', (text) => {
    expect(decide(text)).toBe('ALLOW');
  });
  it.each([
    // the quote adopted by the speaker, or turned on the reader, in the speaker's own words
    'some bloke wrote "you are a fat pig". reported and blocked. you are one too',
    'some bloke wrote "you are a fat pig". reported and blocked. so are you',
    'a guy sent me "kill yourself". reported and blocked. honestly you should too',
    'someone sent me "I know where you live". reported them. so do I 😉',
    'my ex wrote "you are worthless". blocked. he was not wrong though',
    // the words said, no report at all
    'a guy sent me "kill yourself". you should too',
  ])('%s stays held', (text) => {
    expect(decide(text)).not.toBe('ALLOW');
  });
  it('from a stranger the report is not read apart (ADR 183)', () => {
    expect(decide('a guy sent me "kill yourself" after I unmatched. reported, blocked, moving on', stranger)).not.toBe(
      'ALLOW',
    );
  });
});

describe('an injury word mentioned, not used (what a phone wrote in place of another word)', () => {
  it.each([
    'ugh my phone typed kill when I meant call, I will ring you after my shift',
    'autocorrect changed it to murder instead of mother lol, I will text you later',
  ])('%s is delivered', (text) => {
    expect(decide(text)).toBe('ALLOW');
  });
  it.each([
    // the word mentioned, then used on the reader
    'sorry my phone wrote kill when I said call. I will kill you after work',
    'autocorrect changed it to kill when I meant call, I will hurt you after work',
    "my phone wrote kill when I said call, you're dead after work",
    // no mention: the word used
    "I'll kill you after work",
  ])('%s stays held', (text) => {
    expect(decide(text)).not.toBe('ALLOW');
  });
});

describe('"kiss my arse" said of someone else named as its subject, with no "you" in the message', () => {
  it.each(['the council can kiss my arse honestly', 'my landlord can kiss my ass'])('%s is delivered', (text) => {
    expect(decide(text)).toBe('ALLOW');
  });
  it.each([
    'you can kiss my ass',
    'kiss my ass, loser',
    'the world can kiss my arse and so can you',
    'he can kiss my ass. and you can too',
    'my ex can kiss my ass, you too',
    // a name called as the subject, or a subject with no determiner
    'these bitches can kiss my ass',
    'the bitches can kiss my ass',
  ])('%s stays held', (text) => {
    expect(decide(text)).not.toBe('ALLOW');
  });
});
