/**
 * Round 13 (ADR 188): scams, off-platform lures, drug dealing and unsolicited sexual requests read by who asks whom
 * for what (rules/round13-lures.ts). Hand-written examples (ours, not any challenge set's lines), obfuscated variants,
 * and the ordinary chat that shares their words: money between people who met, a bill split, legit jobs, a number
 * swapped by two who agreed, prescribed medicine, cooking and pets, flirting between opted-in adults, games.
 */
import { describe, expect, it } from 'vitest';
import { createGuardianEngine } from '../guardian-engine';
import type { ModerationContext } from '../types';
import { consentState } from '../context';
import { normalizeText } from '../normalize';
import { round13LureSignals } from './round13-lures';
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
  return round13LureSignals({ norm, views: textViews(norm), ctx, consent, hardOnly: false, found: [] });
};
const kinds = (t: string, ctx: ModerationContext) => own(t, ctx).map((s) => s.kind);

describe('scams: the reader hands over money or access, and something is promised', () => {
  it.each([
    // the reader's money grown
    'my cousin runs a betting syndicate, you put in 150 and we split the winnings',
    'trust me, u send me 0.05 btc and i will triple it by sunday',
    'you just deposit what you can, withdraw anytime, it only goes up',
    // the reader's account lent
    'can you receive a payment for me? my account is frozen, you keep 10%',
    'i need to borrow your bank details for one transfer, easy 300 for you',
    // a fee that frees something
    'your parcel is held, the courier needs a small clearance fee before release',
    "i'll send your weekly allowance, there's a one-time activation fee first",
    't r a n s f e r the processing fee and the payout is yours',
    // a code, card details, a prize
    'what is the 6 digit code that just came to your phone? need it to verify you',
    'babe send me ur card details and i will book us the hotel',
    'congrats, you have won a phone! send your details to claim',
    // a sum pleaded for, trust proved with money, recovery, coaching
    'my flight home got cancelled and my wallet was stolen, i only need 250, please',
    'if you love me send 100 dollars to prove it',
    'we can help you recover the crypto you lost to those fake sites, message our team',
    'I can teach you forex, my mentor made 8k last week on his platform',
    'earn 200 a day rating hotels from your phone',
  ])('%s → not ALLOW (stranger and mutual)', (t) => {
    expect(decide(t, STRANGER)).not.toBe('ALLOW');
    expect(decide(t, MUTUAL)).not.toBe('ALLOW');
  });

  it.each([
    'dinner was great, I split the bill with my sister last time too',
    "I'll pay you back for the tickets tomorrow, send me your bank details",
    'I work in recruitment, we are hiring nurses if you know anyone',
    'can you believe tickets were only 300 for the whole week',
    'I just paid 700 for rent, ugh london',
    'I need only 20 more minutes and I am done with work',
    "what's the wifi code at your fav cafe haha",
    'sorry in advance if I reply late, I work nights',
    'the entry fee is 10 quid, you pay at the door',
    'I can teach you how to make pasta from scratch',
    'my dad recovered from surgery finally, we are all relieved',
    "You won't believe it but my sister got engaged",
    'so should i send you my account number for the concert money?',
  ])('%s → no scam reading', (t) => {
    expect(kinds(t, MUTUAL)).not.toContain('scam_narrative');
    expect(kinds(t, STRANGER)).not.toContain('scam_narrative');
  });
});

describe('off-platform: the chat moved to another channel', () => {
  it.each([
    'lets take this to the whatsapp',
    'write me on telegram, the app is glitchy',
    'link mi pon snap',
    "drop ur @ and i'll follow",
    'give me your kik',
    'my number is in my last pic, text me',
    'search my username on insta',
    "i don't really check this app, reach me on my other number",
    'can we talk somewhere more private?',
    'lets get off this app',
    'ig?',
    'h1t my l1ne later',
  ])('%s → not ALLOW from a stranger', (t) => {
    expect(decide(t, STRANGER)).not.toBe('ALLOW');
  });

  it.each(['we should take this to telegram, this app is so slow', "what's your telegram? i barely open this app"])(
    '%s → held in a two-way chat too',
    (t) => {
      expect(kinds(t, MUTUAL)).toContain('off_platform');
    },
  );

  it.each([
    "Can I get your number so we can plan the date? Only if you're comfortable",
    'we can swap numbers after we meet, no rush',
    'my number is in my bio, text me whenever',
    'get home safe! text me when you are back',
    'we should take this to the next level and meet for coffee',
  ])('%s → no reading between two members talking', (t) => {
    expect(kinds(t, MUTUAL)).not.toContain('off_platform');
  });

  it.each([
    'line dancing is my secret hobby',
    'you should take this to the council, they would fix it',
    "let's go somewhere else after dinner, maybe a rooftop bar?",
    "Can I get your number so we can plan the date? Only if you're comfortable, happy to keep chatting here",
  ])('%s → no reading from a stranger', (t) => {
    expect(kinds(t, STRANGER)).not.toContain('off_platform');
  });
});

describe('drugs: supply offered or sought, prescriptions traded, a price per weight, a menu', () => {
  it.each([
    "my mate has loads of charlie, I'll get you some for saturday",
    'i sell xans, dm',
    'got a plug for p1lls, you know anyone who wants some?',
    "want to buy some of my dad's oxycodone? he has loads",
    'i have spare adderall, want some for exams?',
    'do you have any xanax? paying well',
    '7 for 60, the loud is fire, lmk',
    'need an eighth asap, u know anybody',
    'rolls and tabs for the rave, who wants',
    "i'll get you sorted for the weekend, pingers and ket",
    'need ❄️? i pull up',
  ])('%s → not ALLOW', (t) => {
    expect(decide(t, MUTUAL)).not.toBe('ALLOW');
    expect(decide(t, STRANGER)).not.toBe('ALLOW');
  });

  it.each([
    'my weed killer finally worked on the patio',
    'coke zero or pepsi max, choose wisely',
    'molly is my dog, she says hi',
    "I'll bring some ice for the drinks",
    'got some green tea if you want any',
    'I take adderall for my adhd, it helps a lot',
    'my prescription ran out so I need to pick up my meds tomorrow',
    'I sell cakes at the farmers market on saturdays',
    '3 for 10 on sushi rolls at the market today',
    'do you have any painkillers? my head is killing me',
    "that's dope, lmk when you're free",
    'the snow this weekend was amazing, went skiing',
    'weed is legal here so im going to the dispensary, want anything from the edible menu?',
    'a gram of saffron costs more than gold, baking is expensive',
  ])('%s → no drug reading', (t) => {
    expect(kinds(t, MUTUAL)).not.toContain('drug_sale');
    expect(kinds(t, STRANGER)).not.toContain('drug_sale');
  });
});

describe('unsolicited sexual: asked of a stranger who has not opted in', () => {
  it.each([
    'send a pic of that booty',
    'hop on facetime and show me something',
    "i'd love to see what's under that dress",
    'do u take spicy pics?',
    'can i see u in the shower? quick pic',
    'take it all off for me',
    'wanna see what im packing',
    'my tongue would have you shaking',
    'dtf?',
    'send n00dz',
    'sh0w me those b00bs',
    'clap them cheeks all night',
  ])('%s → not ALLOW from a stranger, no reading once both opted in', (t) => {
    expect(decide(t, STRANGER)).not.toBe('ALLOW');
    expect(kinds(t, OPTED_IN)).not.toContain('sexual_request');
  });

  it.each([
    'send me a pic of your dog, he looks adorable',
    'can i see more pics of your garden?',
    'send me a pic of the peach cobbler you made',
    "would love to see what's under the hood of that old mustang",
    "I'm going to destroy you at mario kart tonight",
    'wanna see my new haircut? lol',
    'hop on facetime later? would love to hear your voice',
    'suck it up, mondays are the worst',
    'wanna smash some burgers after the gig?',
    'lick your fingers after the wings, they are that good',
    'send me a pic of your outfit for tonight',
  ])('%s → no reading from a stranger', (t) => {
    expect(kinds(t, STRANGER)).not.toContain('sexual_request');
  });

  it('opted-in adults flirting are left alone', () => {
    expect(decide('send me something naughty babe 😏', OPTED_IN)).toBe('ALLOW');
    expect(kinds("can't wait to see what's under that dress tonight", OPTED_IN_STRANGER)).toEqual([]);
  });
});

describe('someone else quoted or reported is not the speaker', () => {
  it.each([
    'someone messaged me "send me your card details" and I reported them',
    'a guy said "take this to telegram" then asked for money, reported',
  ])('%s', (t) => {
    expect(own(t, STRANGER)).toEqual([]);
  });
});
