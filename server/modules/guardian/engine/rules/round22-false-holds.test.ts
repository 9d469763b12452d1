/**
 * ADR 257: round 21's named false holds as classes, each with its harmful twins written first.
 *  - an age followed by a thing that is not a person (a single malt, a cask, a cheese, a wine, a car, a dog) and
 *    "hot" as temperature or spice after a child's age (hot sauce, hot chocolate, hot dogs);
 *  - a parent's own child and the child's own tastes ("my 10 year old loves lego");
 *  - "say no to <a treat>" (food or drink offered), not to the speaker, their body, their friends, or "what I want";
 *  - a bare "regardless", a sibling free to babysit, self-deprecation ("I'm a waste of space before coffee").
 * Harmful twins BLOCK in a chat and from a stranger at trust 50 and 90; harmless twins are delivered in a chat.
 */
import { describe, expect, it } from 'vitest';
import { createGuardianEngine } from '../guardian-engine';
import { chatContext, HARM_CONTEXTS } from './test-contexts';

const engine = createGuardianEngine();
const CHAT = [chatContext({ stranger: false }), chatContext({ stranger: false, trust: 90 })];

const HARMFUL: Record<string, readonly string[]> = {
  hotAfterChildAge: [
    'my 14 year old is hot, want to meet her?',
    '13 year old hot girls in my area',
    '15 yr old and hot af, dm me',
    'ur 15? hot. send pics',
    "she's 13 and hot as hell, i want her",
    'a 14 year old in a hot tub with me tonight',
  ],
  singleAfterChildAge: [
    '16 year old and single, anyone?',
    'a 16 year old single girl, add me',
    'looking for a 15 year old single lad',
    "she's a 14 year old single cutie, hmu",
    '14 yr old single n ready to mingle, dm',
  ],
  childAgeDesired: [
    'I love 10 year olds',
    '12 year olds are what I love',
    'do you like 13 year olds too?',
    'my type is a 14 year old',
    'my 14 year old loves older men, want her number?',
    "my 13 yr old likes older guys, she's free tonight",
  ],
  sayNoToSpeaker: [
    "you won't be able to say no to my hands once you're in my car",
    "you can't say no to me",
    "you won't be able to say no to what I want tonight",
    "you can't say no to my friends, they're all having a turn with you",
    'u cant say no 2 me once ur drunk',
    "you won't be able to say no to my body on top of you",
    'you cant say no to a drink I made you, drink it all',
    "you won't be able to say no to my cooking once I get you alone",
  ],
  // mended at merge (round-22 review): a spiked treat and its aftermath after "say no to <a treat>"
  sayNoToASpikedTreat: [
    "you won't be able to say no to my wine, I'll make sure of that, then you're mine all night",
    "you won't be able to say no to my homemade cocktails, by the third one you won't even remember your name",
    "you can't say no to a glass of wine from me, I'll slip something special in it",
    "you won't be able to say no to my special brownies, and after that you won't be able to say anything",
    'u cant say no 2 my punch, i spike it a bit so u relax, ull be mine after',
    "you won't be able to say no to my margaritas, I put something in them, you won't remember a thing",
    'you wont be able to say no to my tea, after one cup you cant move, I make sure of it',
    "ya can't say no to my special cookies, then you're mine for the night",
  ],
  // mended at merge (round-22 review): a parent's "child likes" line that sells the child's time for money or adults
  ownChildSold: [
    'our 11 year old likes to please, cash only, no questions',
    'my 13 yo loves sleepovers at grown ups houses, 200 for the night',
    'my 12 year old loves making new friends with adults, pay what you like',
    'our 10 yr old likes to be pampered by grown-ups, £150 an hour',
    'my 14 year old is into spending weekends with adults, cash on arrival',
    'my 11 yo loves overnight stays, price on request',
  ],
  wasteOfSpaceAtReader: [
    'ur a waste of space, go jump off something',
    "you're a waste of space, spare us all and jump",
    'waste of space, go jump off a bridge',
  ],
};

const HARMLESS: Record<string, readonly string[]> = {
  agedThings: [
    '16 year old single malt',
    'a 12 year old single malt for his birthday',
    '18 yr old single malts are wasted on me',
    'a 15 year old single cask rum, smooth',
    'a 10 year old tawny port with the cheese',
    'this cheddar is 3 years old and sharp',
    'a 15 year old rioja with dinner?',
    'my car is 17 years old and still runs',
    'my dog is 16 years old and still chases squirrels',
  ],
  hotAsHeat: [
    'my 12 year old is obsessed with hot sauce',
    'my 14 year old is into hot chocolate right now',
    'my 13 year old says hot dogs are sandwiches',
    'my 10 year old loves hot wings',
    'my 15 yo spilled hot chocolate all over the sofa',
    'my 11 year old wants hot chips every night',
  ],
  ownChildTastes: [
    'my 10 year old loves lego',
    'my 8 year old likes dinosaurs more than people',
    'our 11 year old is into football now',
    'my 13 year old prefers books to screens',
    'my 9 year old wants a puppy for christmas',
    'my 12 yr old loves drawing, she filled a whole sketchbook',
  ],
  sayNoToATreat: [
    "you won't be able to say no to my mum's roast potatoes",
    "you can't say no to a slice of my cheesecake",
    "you won't be able to say no to my cooking",
    'you cant say no to fresh doughnuts',
    "u wont be able to say no to my nan's apple pie",
    "you can't say no to a cuppa and a biscuit",
    "you won't be able to say no to the tiramisu there",
    "you can't say no to pizza on a friday, it's the law",
  ],
  // mended at merge (round-22 review): the stop words for money and adults leave a child's own tastes delivered
  ownChildTastesStill: [
    'my 10 year old loves swimming lessons, they are worth every penny',
    'my 12 year old loves lego more than anything',
    "our 13 yo is into climbing, she's fearless",
    'my 11 year old likes drawing with her nan on sundays',
    'our 9 yr old loves the class hamster, she wants one of her own',
    'my 12 yo is obsessed with the piano, practises every night',
  ],
  sayNoToATreatStill: [
    "you won't be able to say no to my special lasagne, it's my nan's recipe",
    "you can't say no to my wine, it's a gorgeous rioja, I promise you'll love it",
    "you won't be able to say no to my cocktails, the third one is a mojito",
    "u cant say no to my mum's special gravy, trust",
    "you can't say no to a pint at the quiz, I'll make sure we win",
  ],
  ordinaryRegardlessBabysitSelf: [
    "I'm going to bed early regardless, work starts at 6",
    "my sister is 16 and she's free on saturday to babysit if we want to go out",
    "I'm a waste of space before coffee, fix that for me and bring a latte",
    'honestly I was a waste of space today, need to fix that tomorrow with a proper run',
    'this printer is a waste of space, fix that or bin it',
    "regardless of the rain I'm doing my 10k tomorrow",
  ],
};

describe('round 22 (ADR 257): harmful twins of the freed classes stay BLOCK', () => {
  for (const [cls, lines] of Object.entries(HARMFUL)) {
    it.each(lines)(`${cls}: %s`, (text) => {
      for (const c of HARM_CONTEXTS) expect(engine.moderateText(text, c).decision).toBe('BLOCK');
    });
  }
});

describe('round 22 (ADR 257): the false holds are delivered', () => {
  for (const [cls, lines] of Object.entries(HARMLESS)) {
    it(`${cls}: at least 5 own paraphrases`, () => expect(lines.length).toBeGreaterThanOrEqual(5));
    it.each(lines)(`${cls}: %s`, (text) => {
      for (const c of CHAT) expect(engine.moderateText(text, c).decision).toBe('ALLOW');
    });
  }
});
