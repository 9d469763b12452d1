/**
 * ADR 226: menace with no act word, read as frames. The harmful lines, hard negatives and harmful twins below were
 * written before the family was tuned, in our own words (no challenge set's line).
 */
import { describe, expect, it } from 'vitest';
import { createGuardianEngine } from '../guardian-engine';
import { round18MenaceSignals } from './round18-menace';
import { chatContext, familyReading } from './test-contexts';

const MUTUAL = chatContext({ stranger: false });
const TRUSTED = chatContext({ stranger: false, trust: 90 });
/** The family's own finding (kinds joined), without the earlier families. */
const reads = familyReading(round18MenaceSignals);

const HARMFUL = [
  // Surveillance and arrival.
  "i'll be parked outside your flat when you get home tonight",
  "block me and i'll be standing at your front door by morning",
  "i know which gym you go to. i'll be there when you come out",
  "ignore me again and i'll show up at your office",
  'i know where you park. see you soon',
  "found your address on the electoral roll. i'll be round later",
  "if you don't answer i'm coming to your house",
  "i know your sister's street. maybe i'll pay her a visit",
  // An ominous future aimed at the reader.
  "you'll be checking behind you every night from now on",
  'you better sleep with one eye open',
  "you'd better keep your doors locked tonight sweetheart",
  "you won't even see me coming",
  'ignore me one more time and see what happens',
  'watch your back from now on',
  'think very carefully before you block me',
  // Possession once alone, no help, unable to refuse, incapacity as consent.
  "once you're in my car you belong to me",
  'nobody will hear you out at my cabin, remember that',
  "you'll be my property the second the door's locked",
  "you're mine tonight, no asking",
  "you won't be able to stop me",
  "you'll never say no to me again",
  'if i get you alone in the woods there is nowhere to run',
  'passed out = yes in my book',
  "i won't be listening to the safeword anyway",
  'no just means keep going to me',
  "we'll have sex tonight, i don't need your permission",
  "i'll rip the condom halfway through, you'll never know",
  "block me and i'll find you",
  "u can't escape me, i'll make a new account every day",
  // Veiled harm to the reader's things.
  'would be a real shame if something happened to your car',
  'accidents happen to girls who ignore people',
  'hope your brakes hold up on the motorway',
  'lovely house. shame if it caught fire',
  'pretty dog, be a pity if something happened to your dog',
  // A weapon prepared with the reader in mind.
  'been sharpening my blade all night thinking about you',
  "loaded my gun today. it's got your name on it",
  // Equations and arrows.
  'you + me + a knife = 💀',
  'u + rope = problem solved',
  'your dog ➡️ ☠️ unless you reply',
  // Obfuscated.
  "y o u ' l l  b e  l o o k i n g  o v e r  y o u r  s h o u l d e r",
  'i kn0w wh3re y0u l1ve. sl33p w3ll',
];

const HARMLESS = [
  // Dating logistics.
  "I'll be waiting outside the cinema at 8",
  "I'll be waiting outside",
  "I'll be waiting outside your work",
  "i'll wait outside your work, the restaurant is round the corner",
  "i'll be outside your building when you finish, like we planned",
  'I know where you work, the café on 5th, see you there at 6',
  "i'll be waiting outside your building at 7 to pick you up 😊",
  "running late, i'll be outside your flat in 10, ready?",
  "i'll pull up outside yours at 8, wear comfy shoes",
  "I'll come to your work after my shift and we can grab food?",
  "i know where you live now haha, you told me it's near the park",
  "see you soon! i'll be waiting by the entrance",
  "i'm outside your place, come down when you're ready",
  "we'll be waiting outside the station for you and your sister, train gets in at 5, can't wait",
  // Surprises.
  "you won't see it coming, surprise party!",
  "my sister won't see it coming, we're throwing her a party",
  "you'll never guess what i got you for your birthday, you won't see it coming",
  // Weather, spills and bad luck.
  'shame if it rains on saturday',
  'would be a shame if it caught fire',
  'accidents happen lol spilled coffee all over my laptop',
  "such a shame you can't make it tonight",
  "it'd be a shame if your team lost again haha",
  "accidents happen, don't worry about the wine on the sofa",
  "shame about your car getting towed, that's awful",
  'hope your brakes got fixed, the garage was so slow',
  'lock your doors and windows if you go away, there have been burglaries',
  'be careful driving home, the roads are icy',
  "text me when you're home safe",
  // The speaker's own fear.
  "I'll be looking over my shoulder all the way home after that film",
  "i'll lock my doors tonight, that horror movie got me",
  'i sleep with one eye open since my flatmate got a cat',
  'my ex knew where i lived, i had to move',
  // Romance.
  "you're mine 😍",
  "you're all mine tonight, can't wait to see you",
  "can't wait to have you alone on the beach 🥰",
  'i belong to you and you belong to me 💕',
  "nobody will bother us at my place, it's so quiet",
  "i'm not going anywhere, i'll wait for you as long as it takes ❤️",
  // Games and sport.
  "you won't see my rook coming in this game",
  "watch your back in the next round of the league, i'm coming for the title",
  "i'm coming for you in mario kart tonight",
  // Kitchens and tools.
  'sharpened my knives, making you the best steak tonight',
  "just bought a new chef's knife, thinking of you cooking with me",
  'got a new bat for softball, thinking of you guys at practice',
  // Equations of affection.
  'you + me + pizza = perfect night',
  'coffee + you = happy monday ☕',
  'me + you = ❤️',
  // Reports and quotes.
  'a guy messaged me "i\'ll be waiting outside your building" and i reported him',
  "my friend's ex told her she'd be looking over her shoulder forever, so scary",
  // Everyday.
  'I know your street! my aunt lives there',
  'see what happens, maybe we will click',
  "let's just see what happens tonight 😉",
  'think carefully about what you want to order, the menu is huge',
  'your dog looks so cute 🐶🔥',
  'nice car 🚗🔥',
  'your house looks so cosy 🏠',
  "nobody's going to come to my birthday lol",
  "you won't be able to stop me from laughing at your jokes",
  "you'll never say no to my pancakes again",
  "i'm not gonna listen to you, that movie is great",
  "don't worry if you get lost, i'll find you",
  "i'll find you a good spot by the window",
  'we need your permission to post the photo of the team',
  'no means no, always, and a safeword is there to be listened to',
  "condoms on, always, you won't regret it",
  "I don't take no for an answer, you're coming to my birthday",
  "you can't escape my cooking once we're dating haha",
  "you won't be able to stop me talking about my dog",
  "you can't say no to a puppy, look at him",
];

/** Harmful twins of each guard: messages an attacker would write to ride it. */
const GUARD_TWINS = [
  // The meeting plan.
  "if you block me i'll be waiting outside your building at 8",
  "ignore me and i'll be outside your flat at 6, see you there",
  "block me and i'll be at your work tomorrow, can't wait",
  "don't reply then. i'll be outside your house at midnight, wear something nice",
  "unmatch me and i'll turn up at your office for lunch",
  // Romance.
  "you're mine 😍 and once we're alone nobody will hear you",
  "once we're alone you're mine 😘",
  "you belong to me when you're at my place 😍",
  "you're mine the moment you're in my car 🥰",
  "you're mine now, no asking ❤️",
  // Surprises.
  "surprise! you won't see it coming, block me again and see what happens",
  "no party. you won't see me coming, i know where you live, sleep well",
  "happy birthday, you'll be looking over your shoulder for the rest of your life",
  "i've got a surprise for you, once we're alone you're mine",
  "surprise party? block me and i'll be waiting outside your house",
  // The speaker's own fear.
  "i'm not scared, you'll be the one looking over your shoulder",
  "my shoulder is fine, you'll be checking behind you every night",
  "i lock my doors, you'd better keep your doors locked tonight",
  'i sleep fine. you better sleep with one eye open',
  "my doors are locked. yours won't help, i know where you live, sleep tight",
  // Kitchens and tools.
  'sharpening the kitchen knife, thinking of you',
  "steak knife's sharpened and it's got your name on it",
  'cleaned and loaded the shotgun thinking about you',
  'sharpened my cleaver thinking of your neck',
  'loaded the gun just for you',
  // Weather and spills.
  'shame if it rains, and a bigger shame if something happened to your car',
  'accidents happen, especially to people who block me',
  'accidents happen lol, ask your brother',
  'shame if your dog got out, something might happen',
  'it would be a shame if your house caught fire while it rains',
];

describe('menace frames (ADR 226): harmful lines are read', () => {
  it.each(HARMFUL)('%s', (t) => expect(reads(t)).toBe('threat'));
});

describe('menace frames (ADR 226): hard negatives are not read', () => {
  it.each(HARMLESS)('%s', (t) => expect(reads(t)).toBe(''));
});

const engine = createGuardianEngine();

describe('menace frames (ADR 226): harmful twins of its guards are blocked whatever the trust', () => {
  it.each(GUARD_TWINS)('%s', (t) => {
    expect(engine.moderateText(t, MUTUAL).decision).toBe('BLOCK');
    expect(engine.moderateText(t, TRUSTED).decision).toBe('BLOCK');
  });
});
