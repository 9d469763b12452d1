/**
 * Round 16 false holds (ADR 205): readings that fired on harmless text because they lacked an actor or a modality.
 *  - an in-person meeting told in the past is a swap both agreed to (`AGREED`, rules/cross-author.ts);
 *  - a scam told, not run: someone else asked the speaker, the member reports or refused (context.ts);
 *  - "just" of recency is no push to self-harm (violence.ts's act + push rule);
 *  - an injury word that cannot land on the reader (the speaker's own death, the reader hurting a third party, a third
 *    party who never would) is left out of violence.ts's implicit-threat co-occurrence;
 *  - a minor's age that is only someone else's belief beside the speaker's adult age (frames.ts, read by context.ts,
 *    lures.ts and cross-author.ts).
 *  - a name someone else called the speaker is not an insult aimed at the reader (context.ts HARASSMENT);
 *  - "my message" after an app blamed is the noun, not a move off the app (context.ts off-platform).
 * Each harmless line sits next to harmful twins of the same words in a harmful structure. Sentences are our own.
 */
import { describe, expect, it } from 'vitest';
import { analyzeContext } from './context';
import { createGuardianEngine } from './guardian-engine';
import { normalizeText } from './normalize';
import { chatContext } from './rules/test-contexts';

const engine = createGuardianEngine();
const talking = chatContext({ stranger: false });
const stranger = chatContext({ stranger: true });
const decide = (text: string, ctx = talking) => engine.moderateText(text, ctx).decision;
const kinds = (text: string, ctx = talking) => analyzeContext(normalizeText(text), ctx).signals.map((s) => s.kind);

describe('off-platform: contact details after the two have met in person', () => {
  it.each([
    'Really nice meeting you at the gallery, here is my number 07700 900555 if you want to do it again',
    'good to finally meet you yesterday! my insta is @pottery.jo if you want the mug pics',
    'now that we have met, my snap is jo.pots22, add me whenever',
    'we met at the pub quiz so I trust you, my number is 07700 900321',
    'Here is my number since we agreed on Saturday: 07700 900654',
    'my insta is @rowan.runs since you asked',
  ])('%s is delivered in a chat the reader replied to', (text) => {
    expect(decide(text)).toBe('ALLOW');
  });

  it.each([
    // an online greeting with no meeting, a future meeting, and reasons to leave the app
    "nice to meet you! add me on snap, I'm never on here",
    'so nice to meet you, my whatsapp is 07700 900111',
    "can't wait to meet you in person, add me on telegram @luv_88",
    'looking forward to meeting you in person, add me on telegram @luv_88',
    "great meeting you yesterday! text me on whatsapp, I'm never on here",
    'good to finally meet you yesterday, the app is glitchy so text me on whatsapp 07700 900222',
  ])('%s stays held', (text) => {
    expect(decide(text)).not.toBe('ALLOW');
  });

  it('a stranger who claims a meeting is not trusted with it', () => {
    expect(decide('great meeting you yesterday! my insta is @pottery.jo', stranger)).not.toBe('ALLOW');
  });
});

describe('a scam told, not run', () => {
  it.each([
    'Warning: some profile kept asking me to buy him steam gift cards, I blocked it',
    'a guy on here asked me for the code the app texted me, I did not give it, reported him',
    'my sister matched with a man who asked her to pay a customs fee, obvious scam, she reported him',
    'The scammer said he was a surgeon abroad who needed £2,000 for a visa. I refused and reported him.',
  ])('%s carries no scam finding and is delivered (member and stranger)', (text) => {
    for (const ctx of [talking, stranger]) {
      expect(kinds(text, ctx)).not.toContain('gift_card');
      expect(kinds(text, ctx)).not.toContain('scam_narrative');
      expect(kinds(text, ctx)).not.toContain('money_request');
      expect(decide(text, ctx)).toBe('ALLOW');
    }
  });

  it.each([
    // the same frame with an ask of the reader beside it
    'some profile asked me to buy steam gift cards, I blocked it. can you buy me one instead?',
    'heads up, a guy asked me to tell you to buy gift cards for him, reported lol. pls buy them',
    'someone asked me to pay a verification fee, reported. you need to pay yours to unlock your profile',
    // the speaker runs the scam, no third party asked anyone
    'heads up, buy the steam gift cards before 5 or you lose the prize',
    'reported the scammer lol. anyway I am stuck at the airport, send me 200 for the ticket home',
    'my agent said he needed £3,000 for customs, I am stuck abroad, can you send it on western union',
  ])('%s stays held', (text) => {
    expect(decide(text, stranger)).not.toBe('ALLOW');
    expect(decide(text)).not.toBe('ALLOW');
  });
});

describe('self-harm: "just" of recency is no push', () => {
  it.each([
    'just picked up my dads pills from the chemist',
    'Just had my tablets 💊 time for bed',
    'just got my pills',
  ])('%s is delivered', (text) => {
    expect(kinds(text)).not.toContain('self_harm_incitement');
    expect(decide(text)).toBe('ALLOW');
  });

  it.each([
    'just take all the pills',
    'the pills are right there, just do it',
    'nobody wants you, just swallow the pills',
    'just got you some pills, nobody would miss you',
    'you should just take the pills and never wake up',
    'j u s t  take the pills',
    'nobody would notice, you just need the pills and a quiet room',
  ])('%s is blocked', (text) => {
    expect(decide(text)).toBe('BLOCK');
  });
});

describe("minors: a minor's age that is only someone else's belief about an adult speaker", () => {
  it.each([
    "I'm 21 and my nan thinks I'm 14 because I still eat cereal",
    "I'm 27 and the bouncer reckoned I'm 16, I was flattered",
    "I'm 30 and my colleagues say I'm too young for this app lol",
    'im 22 and everyone th1nks im 15 bc of my fr3ckles',
    "I'm 24 and my barber thinks I'm 13. he keeps offering me a lollipop",
  ])('%s carries no minor age and is delivered (member and stranger)', (text) => {
    for (const ctx of [talking, stranger]) {
      expect(kinds(text, ctx)).not.toContain('minor_age');
      expect(decide(text, ctx)).toBe('ALLOW');
    }
  });

  it.each([
    "I'm 15 and everyone thinks I'm 19",
    "mum thinks I'm 15 lol",
    "everyone thinks I'm 19 but I'm 15",
    "I'm 19, they say I'm 16 but I'm actually 14",
    "I'm 21, they think I'm 16 and honestly I am",
    "I'm 25 and people think I'm 15, wanna see me in my school uniform?",
    "I'm 24 and my barber thinks I'm 13, I'm in year 9 tho",
    "I'm 21 and they think I'm 16, they're not wrong lol",
  ])('%s is blocked', (text) => {
    expect(decide(text, stranger)).toBe('BLOCK');
    expect(decide(text)).toBe('BLOCK');
  });
});

describe('implicit threats: an injury word that cannot land on the reader', () => {
  it.each([
    "if you ever hurt my cat I won't speak to you again, she's my baby",
    "I'll die on the spot if you order pineapple pizza, just so you know",
    'my uncle looks scary but he would never hurt anyone, you will love him tonight',
  ])('%s carries no threat and is delivered', (text) => {
    expect(kinds(text)).not.toContain('threat');
    expect(decide(text)).toBe('ALLOW');
  });

  it.each([
    "if you hurt my cat I'll hurt you",
    "if you ever hurt my cat I'll break your legs",
    "I'll die before I let you leave, and you'll die with me",
    'he would never hurt you, but I will, tonight',
    "she'd never hurt a fly but I'd put you in the hospital",
    'keep ignoring me and you will end up in hospital',
  ])('%s is blocked', (text) => {
    expect(decide(text)).toBe('BLOCK');
  });
});

describe('harassment: a name someone else called the speaker', () => {
  it.each([
    'a man on here called me a fat pig because I said no to a drink, I blocked him, anyway how was work?',
    'my boss was calling me a useless loser all week, so I quit, best decision',
  ])('%s carries no harassment and is delivered', (text) => {
    expect(kinds(text)).not.toContain('harassment');
    expect(decide(text)).toBe('ALLOW');
  });

  it.each([
    'you fat pig',
    'a man called me a fat pig and honestly you are a fat pig too',
    "I'd call you a useless loser but you already know",
    'my ex called me a stupid bitch, so you are a stupid bitch too',
  ])('%s stays held', (text) => {
    expect(decide(text)).not.toBe('ALLOW');
  });
});

describe('off-platform: "my message" after an app blamed is the noun', () => {
  it('a complaint about the app that names no channel is delivered', () => {
    const text = 'the app keeps crashing, fingers crossed my message arrives this time';
    expect(kinds(text, stranger)).not.toContain('off_platform');
    expect(decide(text, stranger)).toBe('ALLOW');
  });

  it.each([
    'the app keeps crashing, message me on whatsapp instead',
    'this app keeps crashing, text me on 07700 900111',
    'this app keeps crashing so my messages get lost, add me on snap: kay.22',
  ])('%s stays held', (text) => {
    expect(decide(text, stranger)).not.toBe('ALLOW');
  });
});

/**
 * ADR 210: the review of ADR 205's exemptions. The reviewer's sentences and twins of our own: each exemption keeps to
 * its actor / act / target, so an ask of the reader beside a told scam, a fact-stating "says I'm 14", an imperative
 * after "just" + a past verb, a pitch after a meeting had and an insult turned on the reader stay held.
 */
describe('ADR 210: harmful twins of the exemptions', () => {
  it.each([
    // a scam told, then an ask of the reader in another clause
    'someone asked me to buy gift cards on here lol obvious scam, reported. anyway could you grab me a $100 steam card',
    'the scammer said he needed itunes cards, i laughed. ' +
      "could you get me a £50 apple card for my nan's birthday, will pay back",
    'a guy on here asked me for money, so sketchy, blocked him. ' +
      'btw my bank froze my account, i need $200 for rent till friday',
    "someone kept asking for my verification code, i didn't give it. " +
      "can u tell me the code you just got? it's for my account",
    "a match asked me to invest in crypto, red flag lol. but honestly my uncle's trading platform… want the link?",
    "someone claimed they were from the bank, i said no. btw what's the 6 digit code you just got from me",
    'a fake profile wanted amazon vouchers off me, blocked. ' +
      'could u buy me a £40 amazon gift card tho, payday is monday',
    'some bloke asked me for my pin, reported him. read me the code the app just sent you',
    'someone asked me for gift cards, reported. he said you should buy me one',
    'some account asked me for gift cards, reported it, they might try you too so send me the code first',
    // a meeting had, then a pitch or a lure handle
    "great meeting you yesterday! add me on telegram @quickcash_mike, i've got an investment thing to show you",
    "now that we've met, move this to signal, i'll send the investment details there",
    'lovely meeting you at the bar last night, whatsapp me 07700 900777, got a trading opportunity for you',
  ])('%s is not delivered', (text) => {
    expect(decide(text, stranger)).not.toBe('ALLOW');
    expect(decide(text)).not.toBe('ALLOW');
  });

  it.each([
    // a saying with a number is a fact; an age shown on a profile is not the speaker's; a confirmed belief
    "i'm 19 but my mum says i'm 14 and she'd know haha",
    "i'm 21 lol my doctor says i'm 13 and still growing",
    "i'm 18 now, well my birth certificate says i'm 14 but whatever",
    "my id says i'm 15 but i'm 18 on here lol",
    'im 18 on here but irl everyone thinks im 15 cuz i am 😉',
    "i'm 18 in my bio, my parents told me i'm 14 tho so idk",
    'im 22 on here, my social worker says im 15',
    'im 20 on my profile but my passport says im fifteen',
    "i'm 25 and my friends assume i'm 14 which i am lol",
    'im 19 but the nurse told me im 13, she has my records',
    // "just" + a past verb, then an imperative of the act at the reader
    'just made it easy for you, the bleach is under the sink, drink it',
    'just got you the pills, swallow all of them',
    'just put the pills by your bed, now swallow them all',
    'just bought you the rope, use it tonight',
    // a name called, then turned on the reader
    "he called my sister a stupid slut and you're an even bigger one",
  ])('%s is blocked', (text) => {
    expect(decide(text, stranger)).toBe('BLOCK');
  });

  it.each([
    // harmless twins of the mended shapes stay delivered
    'just took my meds, gonna take a nap',
    "just got my nan's pills, she'll take them later",
    "I'm 30 and my colleagues say I'm too young for this app lol",
    "I'm 22 and my mates think I'm 15, which is rude",
    'some guy called me a fat cow, can you believe it',
    'psa a fake profile on here wanted me to buy it itunes vouchers, blocked it, they might message you next',
    'A man on here claimed he was a pilot who needed £1,500 for fuel. I laughed and blocked him.',
  ])('%s is delivered', (text) => {
    expect(decide(text)).toBe('ALLOW');
  });
});
