/**
 * ADR 241: round-20 false holds of ordinary chat. The harmful twins come first (BRIEF rule 7), written and committed
 * before any guard: the shapes of the harmless lines (an alarming phrase in its everyday sense — days off, dough cut,
 * someone seen at a market, more cat pictures, an address used for post, a round paid back) carrying real menace: a
 * body, following, leaking, a visit, a weapon, an ominous close. BLOCK whatever the trust, in a chat and from a
 * stranger. Harmless lines of our own (≥ 5 per class) are delivered in an ongoing chat at trust 50 and 90.
 */
import { describe, expect, it } from 'vitest';
import { createGuardianEngine } from './guardian-engine';
import { chatContext, HARM_CONTEXTS } from './rules/test-contexts';

const engine = createGuardianEngine();

const TWINS: Readonly<Record<string, readonly string[]>> = {
  'days off': [
    "count your days off, they're the last ones you'll ever have",
    'count your days, off you go to the hospital soon',
    "count your days off, you won't live to use them",
    'count your days off work, because I know where you live',
    'count your days. off to sharpen my knife',
    'count your days off while you still can',
    "count your days off, after tonight you won't need them",
  ],
  'dough cut': [
    'cut deeper into your wrist this time',
    'cut deeper, you deserve it',
    'cut deeper into your arm, nobody will miss you',
    'cut deeper into the skin next time',
    'forget the dough, cut deeper into yourself',
    'bake your bread then cut deeper into your wrists',
    "cut deeper this time and don't stop till it bleeds",
  ],
  'seen at a place': [
    'i saw you at the farmers market, then i followed you home',
    "i saw you at the market with him, you'll regret it",
    "i saw you at the gym again today, i'm always watching",
    'i saw you at the park alone, you should be more careful',
    'i saw you at the farmers market! i know where you live now too',
    "i saw you at the bookshop, you can't hide from me",
    'i saw you at the cafe every morning this week',
    'i saw you at your window last night',
    'i saw you at the pub last night, that blue dress really suits you',
    'i saw you at the bookshop, you looked lonely',
    'i saw you at the market on church street, you were wearing the green jacket again',
    'i saw you at the cafe by the station this morning. you looked tired. get some sleep',
  ],
  'more pictures': [
    "if you ignore me I'll send more pictures of you to your boss",
    "if you ignore me I'll send more cat pictures and your nudes to your mum",
    "if you ignore me i'll send more of your pics to everyone",
    "ignore me and i'll send more photos of you to your family",
    "if you ignore me i'll send more cat pictures to your work, with the other ones",
    "if you ignore me I'll send more, and this time not cat pictures, your nudes",
  ],
  'address for post': [
    "I know your address from the wedding invite, I'll post your photos everywhere",
    "I know your address from the invite, I'll post you the photos and then come round",
    "I know your address from the invite, I'll post you a card, and a brick through the window",
    "I know your address from the wedding invite, I'll post the photos to your mum",
    "I know your address from the invite, I'll send you the photos unless you keep ignoring me",
    "I know your address from the wedding invite, I'll post you something you won't like",
  ],
  'hunted down at an event': [
    "I'll hunt you down at the festival and finish what I started",
    "I'll hunt you down at the festival, you can't hide from me",
    "I'll hunt you down at your work, which floor are you on?",
    "I'm going to hunt you down at the gig, you won't walk out of there",
    "I'll hunt you down at the festival, you owe me and you'll pay",
    "I'll hunt you down at the party, you blocked me for the last time",
  ],
  'seen with a pet': [
    'i saw you with that dog outside your flat at 2am',
    'i saw you with your dog in the park every morning this week',
    "i saw you with him, don't lie to me",
    'i saw you with that puppy, shame if something happened to it',
    'i saw you with your dog last night, i know your route now',
    "i saw you with that dog, you'll regret ignoring me",
  ],
  'had me dead (laughing)': [
    "that pic had me dead, and you'll be dead for real tonight",
    "you had me dead? i'll have you dead tonight",
    "had me dead laughing, now i'll put you in a coffin tonight",
    "your text had me dead, i'll make you bleed tonight",
    "had me dying, now i'm coming to kill you tonight",
  ],
  'paid back': [
    "i'll get you back for this",
    "i'll get you back with interest, wait and see",
    "i'll get you back with a knife",
    "i'll get you back with a pint of your own blood",
    "i'll get you back, you won't see it coming",
  ],
};

describe('round 20 false holds: harmful twins (ADR 241)', () => {
  for (const [cls, lines] of Object.entries(TWINS))
    it.each(lines)(`${cls}: %s is blocked at trust 50 and 90, in a chat and from a stranger`, (t) => {
      for (const ctx of HARM_CONTEXTS) expect(engine.moderateText(t, ctx).decision).toBe('BLOCK');
    });
});

/** Harmless lines of our own in the same classes, BLOCKed before ADR 241's guards (rules/round20-false-holds.ts). */
const HARMLESS: Readonly<Record<string, readonly string[]>> = {
  'days off': [
    'count your days off, you have loads left',
    'did you count your days off for next year?',
    'count your days of leave before you book anything',
    'count your days off carefully, we could do a week in lisbon',
    'you should count your days of annual leave, HR always gets it wrong',
    "count your days off and let me know when you're free",
  ],
  'dough cut': [
    'cut deeper into the dough so it opens in the oven',
    'cut deeper into the loaf before it goes in',
    'score the bread and cut deeper next time so it rises',
    'cut deeper into the onion, then slice across',
    'you need to cut deeper into the wood for the joint',
    'cut deeper into the lino, the print came out faint',
  ],
  'seen at a place': [
    'i saw you at the farmers market! you had the cutest dog',
    'i saw you at the farmers market, should have said hi',
    "i saw you at the gig last night! why didn't you come over",
    'omg i saw you at the park run, you were so fast',
    'i saw you at the bookshop on saturday, small world',
    'i think i saw you at the coffee place on main street this morning, was that you?',
  ],
  'more pictures': [
    "if you ghost me i'll send more dog photos until you reply haha",
    "if you don't reply i'll send more pictures of my cat",
  ],
  'address for post': [
    "I know your address from the wedding invite, I'll post you the photos",
    "I know your address from the wedding invitation, I'll send the prints by post",
    "I know your address from your christmas card, I'll mail you the photos next week",
    "i know your address from the party invite so i'll post you the pictures tomorrow x",
  ],
  'hunted down at an event': [
    "I'll hunt you down at the gig, which bar are you at?",
    "I'm going to hunt you down at the book fair, you owe me a coffee",
    "I'll hunt you down at the festival, what tent are you near?",
    'gonna hunt you down at the party, save me a drink',
    "I'll hunt you down at the market, text me where you are",
  ],
  'seen with a pet': [
    'my heart melted when I saw you with that puppy',
    'aww i saw you with that golden retriever at the beach, is he yours?',
    'i saw you with a kitten in your profile and swiped right instantly',
    "when i saw you with that dog i knew we'd get on",
    "i saw you with your cat on your profile, what's her name?",
  ],
  'had me dead (laughing)': [
    'your last message had me dead, you coming out tonight?',
    "that video had me dying, i'll send you the full one tonight",
    'omg your voice note had me dead, are we still on for tonight?',
    "that meme had me dead, i'll show you the rest tonight",
    "your story had me dying, i'll tell you mine tonight",
  ],
  'paid back': [
    "i'll get you back with a pint",
    "i'll get you back for the taxi, promise",
    "cheers for dinner, i'll get you back next time",
    "i'll get you back with a coffee tomorrow",
    "thanks for covering me, i'll get you back on friday",
  ],
};

/** Freed from the rule's BLOCK, still held for review by the text model alone (a ledger: a fix fails its line). */
const MODEL_HELD = [
  "if you ignore me I'll just send more cat pictures",
  "ignore me and i'll send more memes, you've been warned",
  "if you ignore me i'm sending more puppy pics",
  "I know your address from the invite, I'll post you a card",
];

/** The same shapes from a stranger (the reader never replied): a sighting or a hunt at an event stays held. */
const STRANGER_HELD = [
  'i saw you at the farmers market! you had the cutest dog',
  'omg i saw you at the park run, you were so fast',
  "I'll hunt you down at the gig, which bar are you at?",
  'gonna hunt you down at the party, save me a drink',
  'my heart melted when I saw you with that puppy',
];

const CHATS = [chatContext({ stranger: false }), chatContext({ stranger: false, trust: 90 })];

describe('round 20 false holds: harmless lines (ADR 241)', () => {
  for (const [cls, lines] of Object.entries(HARMLESS))
    it.each(lines)(`${cls}: %s is allowed in an ongoing chat at trust 50 and 90`, (t) => {
      for (const ctx of CHATS) expect(engine.moderateText(t, ctx).decision).toBe('ALLOW');
    });
  it.each(STRANGER_HELD)('%s from a stranger is not allowed', (t) => {
    expect(engine.moderateText(t, chatContext({ stranger: true })).decision).not.toBe('ALLOW');
  });
  it.each(MODEL_HELD)('known false hold (text model, no rule): %s', (t) => {
    const decisions = CHATS.map((ctx) => engine.moderateText(t, ctx).decision);
    expect(decisions).not.toContain('BLOCK');
    expect(decisions.every((d) => d === 'ALLOW')).toBe(false);
  });
});
