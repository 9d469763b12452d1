/**
 * Round 14 (ADR 194): drug dealing, scams, off-platform lures and unsolicited sexual content read by the roles round 13
 * did not read (rules/round14-lures.ts). Hand-written examples (ours, not any challenge set's lines), obfuscated
 * variants, and the ordinary chat that shares their words: gym and camping gear, cooking, a bill split, paying a friend
 * back, an agreed number swap, a shop's number, prescribed medicine, opted-in adults.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { createGuardianEngine } from '../guardian-engine';
import type { ModerationContext } from '../types';
import { consentState } from '../context';
import { normalizeText } from '../normalize';
import { round14LureSignals } from './round14-lures';
import { chatContext } from './test-contexts';
import { textViews } from './types';

const engine = createGuardianEngine();
const STRANGER = chatContext({ stranger: true });
const MUTUAL = chatContext({ stranger: false });
const OPTED_IN = chatContext({ stranger: false, optedIn: true });
const OPTED_IN_STRANGER = chatContext({ stranger: true, optedIn: true });
const decide = (t: string, c: ModerationContext) => engine.moderateText(t, c).decision;
/** This module's own findings (other rules' readings aside). */
const own = (t: string, ctx: ModerationContext) => {
  const norm = normalizeText(t);
  const consent = consentState(ctx);
  return round14LureSignals({ norm, views: textViews(norm), ctx, consent, hardOnly: false, found: [] });
};
const kinds = (t: string, ctx: ModerationContext) => own(t, ctx).map((s) => s.kind);
// The engine's first message builds its tables (seconds under load): not any one case's time.
beforeAll(() => void decide('hello there', MUTUAL), 60_000);

describe('drugs: a quantity supplied, supply asked of the reader, a dealer offering, more street names', () => {
  it.each([
    'i can grab you an eighth before the match, cash only',
    "I'll pick you up a 8ball on my way over",
    'Could u sort me some tabs for the festival? will pay you friday',
    'been trappin all week, hmu if you need',
    'i got some proper skunk, say the word',
    'me av some nice sensi, mi bring it to ya',
    'fancy a bump before the club?',
    'need tusi for the weekend? i deliver',
    'tryna get zooted later? i can bring a blunt',
    'i can hook you up with some mdma for the rave',
    "who's ur plug? need to re up",
    'you party? ❄️',
    // obfuscated
    'i can g e t you a q',
    'i can g3t you a z1p for cheap',
  ])('%s → not ALLOW (stranger and mutual)', (t) => {
    expect(decide(t, STRANGER)).not.toBe('ALLOW');
    expect(decide(t, MUTUAL)).not.toBe('ALLOW');
  });

  it.each([
    'I can pick up a quarter of the cake for you',
    'let me grab you a gram of saffron from the deli',
    'I have some good gear for camping if you want to borrow it',
    'could you get me some pills for my headache?',
    'could you get me some mushrooms for the camping trip, I want to cook risotto',
    'I can get you a quarter past six slot at the barber',
    'fancy a drink before the club?',
    'the dealer at the casino was so rude lol',
    'my doctor prescribed me something for sleep, it works',
    'I have some fresh herb cuttings if you want some for your garden',
    "do you smoke? it's a dealbreaker for me",
    'do you party? like clubbing or more chill nights',
    'I roll at the festival every year with my crew, got extra tickets',
    'we share a joint account for the bills',
    'I can get you some bud light from the store',
    'I roll a blunt better than anyone I know',
    'i just wanna get high up in the mountains this summer',
  ])('%s → no drug reading', (t) => {
    expect(kinds(t, MUTUAL)).not.toContain('drug_sale');
    expect(kinds(t, STRANGER)).not.toContain('drug_sale');
  });
});

describe("scams: the reader's money or access, for someone not met", () => {
  it.each([
    'there is a free mint today, connect your wallet on the site to claim',
    'whats your seed phrase? i will check the balance for you',
    'my boss pays me in checks, can you deposit them for me? you keep 15%',
    'throw your savings into our forex signals group, we eat every week',
    'guaranteed returns on this crypto bot, you want in?',
    'if you truly loved me you would help me pay the rent, only a few hundred',
    'before we can meet you have to pay my agency fee',
    'read me the numbers that just came to your phone by sms',
    // obfuscated
    'c o n n e c t your wallet here to get the free tokens',
    'gu4ranteed profits every week, u in?',
    'my account manager got me 25% in a week on crypto, i can introduce you',
    'want to make some easy money from home? message me',
  ])('%s → not ALLOW (stranger and mutual)', (t) => {
    expect(decide(t, STRANGER)).not.toBe('ALLOW');
    expect(decide(t, MUTUAL)).not.toBe('ALLOW');
  });

  it('airtime or a fare asked of a stranger', () => {
    expect(decide('pls help me with small data bundle and bus fare, i go pay you back', STRANGER)).not.toBe('ALLOW');
    expect(kinds('can you top up my phone? I will pay you back tonight', MUTUAL)).not.toContain('scam_narrative');
  });

  it.each([
    'I lost my wallet at the station, so annoying',
    'can you deposit the cheque for me when you go to the bank? thanks mum',
    'we split the bill last night, I owe you 20',
    'if you loved me you would make me pancakes lol',
    'the booking fee for the concert was outrageous',
    'tell me the number of the restaurant, I will book',
    'guaranteed fun at the quiz, are you in?',
    'I put my savings into an index fund, boring but safe',
    'my gym has a joining fee, annoying',
    'want to make some extra cash? the cafe is hiring for weekends',
    'I made 300 this week from tips, not bad',
    'that guy tried to get me to connect my wallet, obvious scam, reported',
  ])('%s → no scam reading', (t) => {
    expect(kinds(t, MUTUAL)).not.toContain('scam_narrative');
    expect(kinds(t, STRANGER)).not.toContain('scam_narrative');
  });
});

describe('off-platform: a stranger moving the chat early', () => {
  it.each([
    "it'd be easier if you sent me your number, we don't need this app",
    "I'll text you my number, this app is mid",
    'lets dip off this app',
    'snap is easier for me, my @ is milo_22',
    'my insta is sam.rivers, follow me',
    'call me 0 7 9 1 1 - 1 2 3 - 4 5 6',
    'text me on ➊ 5 5 5 • 0 1 2 • 3 4 5 6 7',
    // obfuscated
    'i n s t a is k.lee.99, add me',
    'call me on facetime instead, easier',
  ])('%s → not ALLOW from a stranger', (t) => {
    expect(decide(t, STRANGER)).not.toBe('ALLOW');
  });

  it.each(['search for rory.b.miles on hangouts and add me', 'we can link off here, this app is dry'])(
    '%s → held in a two-way chat too',
    (t) => {
      expect(kinds(t, MUTUAL)).toContain('off_platform');
    },
  );

  it.each([
    'my number is 07911 123456, text me when you land',
    "I'll send you my number so we can plan saturday",
    'the restaurant number is 020 7946 0000, call them to book',
    'this app is so annoying sometimes, the notifications never work',
  ])('%s → no reading between two members talking', (t) => {
    expect(kinds(t, MUTUAL)).not.toContain('off_platform');
  });

  it.each([
    'I deleted instagram last year, best decision',
    'the reception number is 0 2 0 7 9 4 6 0 0 0 0 if you need to call the office',
    'my trip to the uk was great, flew on the 12th',
    'I ran 12345 steps today lol',
  ])('%s → no reading from a stranger', (t) => {
    expect(kinds(t, STRANGER)).not.toContain('off_platform');
  });
});

describe('unsolicited sexual: asked of a stranger who has not opted in', () => {
  it.each([
    'Greetings, would you be willing to share photos of yourself undressed?',
    'kindly send a photograph of your backside',
    'wanna do seggs tonight?',
    'I am looking for a girl to hook up with tonight',
    'l e t s f u c k',
    'wyw rn? take it off',
    'those lips are perfect, put them on me',
    'want to have s3x with me?',
    "let's have phone sex",
  ])('%s → not ALLOW from a stranger, no reading once both opted in', (t) => {
    expect(decide(t, STRANGER)).not.toBe('ALLOW');
    expect(kinds(t, OPTED_IN)).not.toContain('sexual_request');
    expect(kinds(t, OPTED_IN_STRANGER)).not.toContain('sexual_request');
  });

  it.each([
    'send me a photo of your dog, pretty please',
    "what are you wearing to the wedding? I can't decide",
    'send me a pic of you behind the bar at work',
    'use it on me, your best pickup line',
    'my friend is looking for someone to go to the gig with',
    'I love your photos of the beach',
    "let's go dancing tonight",
  ])('%s → no reading from a stranger', (t) => {
    expect(kinds(t, STRANGER)).not.toContain('sexual_request');
  });

  it('opted-in adults sexting stay ALLOW', () => {
    expect(decide('wanna do seggs tonight? 😏', OPTED_IN)).toBe('ALLOW');
    expect(decide('send me a photo of your backside babe', OPTED_IN)).toBe('ALLOW');
  });
});

describe('someone else quoted or reported is not the speaker', () => {
  it.each([
    'a guy asked me "connect your wallet to claim tokens", I reported him',
    'someone said "I can get you a q for cheap" at the bus stop, wild',
  ])('%s', (t) => {
    expect(own(t, STRANGER)).toEqual([]);
  });
});

/**
 * Round 15 (ADR 202): the concepts widened — a unit priced or sorted, a sale of a street word, street words of other
 * languages with a need; a deposit to meet, money multiplied, a minimum stake, crypto for a drop, an account alarm, a
 * stranger's sum to reach the reader; a move to an app in slang or another language; nudity asked in other words, a
 * body slang in leet, the speaker's sexual act about the reader. Our own sentences, obfuscated variants, and the
 * harmless chat that shares their words.
 */
describe('round 15: drugs by unit price, sale and other languages', () => {
  it.each([
    'first one free, then its 20 quid a g',
    'got pingers, a fiver a pill, lmk',
    '£15 per tab, cash on the day',
    'i can do you a bag for the weekend',
    'can u sort me a henry before saturday',
    'any chance you could score me a ball?',
    'mi have di good sensi, a bag fi a little money',
    'got a bit of green spare if you want to buy some off me',
    'want to buy some ice? cheap prices',
    'selling weed, message me',
    'anyone buying ket? got loads',
    'need charas for the weekend bro',
    'meron ka shabu? need tonight',
    'quiero mota para el finde',
    // obfuscated
    'a t3nner a c@p',
    's e l l i n g weed',
    'sellllling wEEd',
    'need ch4ras tonight',
  ])('%s → drug_sale', (t) => {
    expect(kinds(t, STRANGER)).toContain('drug_sale');
  });

  it.each([
    'the airline charges $30 per bag, ridiculous',
    'the pharmacy sells them at £8 a pill without a prescription? no way',
    'i can sort you a bag of crisps for the match',
    "i'm selling my white car, anyone want it?",
    'selling my old camping gear if you know anyone',
    'who is buying the coke and rum for saturday?',
    'do you want to buy some ice on your way over?',
    'I need yerba mate, I ran out',
    'my doctor prescribed cannabis oil for my back pain',
    'quarter past 7 at the pub? drinks are £5 a pint',
    'i have some good herbs from my garden, want some for your pasta?',
  ])('%s → no drug_sale', (t) => {
    expect(kinds(t, STRANGER)).not.toContain('drug_sale');
  });
});

describe('round 15: scams by deposit, multiplied money, stake, crypto, alarm and a sum to reach the reader', () => {
  it.each([
    'pay a £50 deposit first so I know youre serious, then we can meet',
    'a small fee before we meet, just to prove you are real',
    'put in 200 dollars and you get 1,000 back in a week',
    'send 1k and receive 5k by friday, my uncle runs it',
    'the minimum to join is $300 and the returns are crazy, trust me',
    'send me some usdt and i will double it on the presale',
    'your dating account has been suspended, click the link to verify it',
    'they froze your card, call this number to unlock it',
    'i need $900 for my visa so i can come to you my love',
    // obfuscated
    'p.u.t in 200 dollars and you get 1000 back',
    's3nd me some usdt and I will double it',
  ])('%s → scam_narrative', (t) => {
    expect(kinds(t, STRANGER)).toContain('scam_narrative');
  });

  it.each([
    "the flat wants a deposit before we can see it, I'll pay it, don't worry",
    'send me 20 and I will give you 20 back tomorrow',
    'send me 5 pics and i will send back 10',
    'minimum wage is £11 now, wild',
    'my account got suspended on the other app lol, anyway how was your day',
    'I saved $900 for my visa so I can come to see my sister',
    "let's split the bill and you pay me 20 back",
  ])('%s → no scam_narrative', (t) => {
    expect(kinds(t, STRANGER)).not.toContain('scam_narrative');
  });

  it('a sum to reach the reader needs a stranger', () => {
    expect(kinds('i need $900 for my visa so i can come to you', MUTUAL)).not.toContain('scam_narrative');
  });
});

describe('round 15: a move to an app in slang or another language (stranger)', () => {
  it.each([
    'slide to my snap, i never check this',
    'telegram pe baat karo na',
    'message mo ako sa whatsapp',
    'hop over to my insta',
    // obfuscated
    'sl1de to my sn@p',
    'wh4tsapp pe baat karte',
  ])('%s → off_platform from a stranger', (t) => {
    expect(kinds(t, STRANGER)).toContain('off_platform');
  });

  it.each([
    'i deleted whatsapp last year, best decision',
    'slide to the left, slide to the right 🎶',
    'line pe khade the for an hour',
    'we met in the session mein workshop',
  ])('%s → no off_platform', (t) => {
    expect(kinds(t, STRANGER)).not.toContain('off_platform');
  });

  it.each(['telegram pe baat karo na', 'slide to my snap, i never check this'])(
    '%s → a move to a named app also in a two-way chat (as round 13 reads it)',
    (t) => {
      expect(kinds(t, MUTUAL)).toContain('off_platform');
    },
  );

  it.each([
    'mera phone pe whatsapp nahi hai',
    'nasa whatsapp group ako ng family',
    'we met last week, add me sa viber',
  ])('%s → no move in a two-way chat', (t) => {
    expect(kinds(t, MUTUAL)).not.toContain('off_platform');
  });
});

describe('round 15: nudity in other words, a body slang in leet, the speaker’s act (stranger, not opted in)', () => {
  it.each([
    'would love a picture of you without any clothes',
    'send me a video without clothing ;)',
    'ek nude bhej do',
    'mandame nudes bebe',
    'can i see ur tiddies',
    'show me your boobs',
    'I wanked over your profile pics last night',
    'touched myself thinking about you',
    // obfuscated
    'c4n 1 s33 ur b00bs',
    'sh0w me y0ur t1tz',
    'j3rked off to ur photos',
    'a ph0to of you w1thout cl0thes',
  ])('%s → sexual_request from a stranger', (t) => {
    expect(kinds(t, STRANGER)).toContain('sexual_request');
  });

  it.each([
    'love that photo of you at the beach',
    'the nude lipstick looks great on you',
    'I touched up my photos myself lol',
    'your photo made my day honestly',
    'see your point about the movie',
  ])('%s → no sexual_request', (t) => {
    expect(kinds(t, STRANGER)).not.toContain('sexual_request');
  });

  it.each(['send me a video without clothing ;)', 'can i see ur tiddies', 'touched myself thinking about you'])(
    '%s → no reading between opted-in adults',
    (t) => {
      expect(kinds(t, OPTED_IN)).not.toContain('sexual_request');
      expect(kinds(t, OPTED_IN_STRANGER)).not.toContain('sexual_request');
    },
  );
});
