/**
 * ADR 227: a review of the menace reader (ADR 226) and the counted-kids / aged-look additions (ADR 219) for false holds
 * of harmless dating chat. The probes and the harmful twins are our own words; the twins were written before the guards.
 */
import { describe, expect, it } from 'vitest';
import { createGuardianEngine } from './guardian-engine';
import { normalizeText } from './normalize';
import { round18MenaceSignals } from './rules/round18-menace';
import { chatContext } from './rules/test-contexts';
import { textViews } from './rules/types';

const engine = createGuardianEngine();
const MUTUAL = chatContext({ stranger: false });
const TRUSTED = chatContext({ stranger: false, trust: 90 });
const OPTED = chatContext({ stranger: false, optedIn: true });
const OPTED_TRUSTED = chatContext({ stranger: false, optedIn: true, trust: 90 });

/** The menace family's own reading, without the earlier families. */
const menaceReads = (t: string, optedIn: boolean): boolean => {
  const norm = normalizeText(t);
  return (
    round18MenaceSignals({
      norm,
      views: textViews(norm),
      ctx: optedIn ? OPTED : MUTUAL,
      consent: optedIn ? 'opted_in_mutual' : 'not_opted_in_mutual',
      hardOnly: false,
      found: [],
    }).length > 0
  );
};

/** Harmless dating chat aimed at the six frames (meeting plans, romance, playful doom, car and home talk, knives). */
const PROBES = [
  "I'll be outside your place at 7",
  'waiting outside your work with coffee ☕',
  'I know where you live now haha, thanks for the lovely evening',
  "see you soon, you can't escape my cooking",
  "you're mine now 😘",
  "once we're alone I'm kissing you",
  "you won't know what hit you — best lasagne ever",
  "you'll regret saying that at trivia",
  'watch your back at the pub quiz',
  'shame if your car breaks down again, let me give you a lift',
  "accidents happen, don't worry about the wine",
  "I'll be waiting outside your building when you finish, we can walk to the restaurant",
  "I'm parked outside your flat, take your time",
  'I know your street now, cute little bakery on the corner',
  'I followed you on insta haha',
  'pulling up at yours in 5',
  'coming for you at 8, dress warm',
  "I'll turn up at your work with flowers tomorrow if that's ok?",
  "I'll be at your door at noon with croissants",
  'waiting outside your office, no rush',
  "I'm outside your house, the taxi's here",
  "when your shift ends I'll be waiting with hot chocolate",
  "I'll find you at the festival, look for the red hat",
  "if you don't reply I'll assume you fell asleep haha",
  "if you ignore me I'll just send more cat pictures",
  "if you block me I'll be sad but I'll understand",
  "you won't see it coming, the dessert is that good",
  "you'll never see the punchline coming",
  "you'll be looking over your shoulder for the ice cream van all summer lol",
  "lock your doors, the neighbour's cat keeps sneaking in",
  'sleep with one eye open, my dog steals blankets',
  "watch your back, I'm a chess champion",
  'think carefully before you pick pineapple pizza',
  'see what happens when you try my chili',
  "you'll regret not ordering the tiramisu",
  "you're all mine tonight 😍",
  'you belong to me and I belong to you ❤️',
  "once we're alone I'm going to tell you how much I missed you",
  'at my place we can finally watch the movie in peace',
  'nobody will hear us sing karaoke at my place, promise',
  'nowhere to run from my bad jokes tonight',
  "you won't be able to stop me from paying for dinner",
  "you'll never say no to my pancakes again",
  'shame if it rains on our picnic',
  "pity if the restaurant is full, let's book ahead",
  'accidents happen, I spilled coffee on my shirt lol',
  "it would be a shame if we didn't meet again soon",
  'accidents happen, the glass was old anyway',
  'easy to get lost around your neighbourhood, send me a pin?',
  'hope your brakes got fixed, that squeal was scary',
  'I sharpened my knives, thinking of you — making sushi tonight',
  "my chef's knife is sharpened and ready for our cooking class",
  'I keep a hunting knife in the truck for camping',
  "my dad's rifle is loaded for the deer season, he's out with my uncle",
  'I was sharpening my axe for firewood and thought of you',
  'you + me = pizza night 🍕',
  'you + me + wine = perfect evening',
  'me + you → beach 🏖️',
  'you + my couch = nap 😴',
  'you + karaoke = disaster haha',
  "you'll knock me out with that dress",
  "you'll be the death of me with those puns",
  "bye forever, I'm going to the bathroom lol",
  "I'll be outside yours at 7, don't be late",
  "I'll be outside ur place at 7",
  'outside ur work at 5 w coffee',
  'ill be outside your place at seven ok',
  'I know where u live now hahaha thank u for tonight',
  'u r mine now 😘',
  "y0u're mine now 😘",
  'waiting 0utside your w0rk with c0ffee',
  "you w0n't know what hit you, best lasagne",
  'shame if ur car breaks down again lol, I can drive',
  "see you at the cinema, I'll wait outside",
  "I'm outside, come down when you're ready",
  "found your place, the buzzer doesn't work",
  "I'm at your door, it's freezing, let me in haha",
  "I've been waiting outside for 10 min, no stress",
  "don't make me come over there and tickle you",
  "I'm coming over whether you like it or not... with soup, you're sick",
  "you can't hide from me at the gym tomorrow, leg day together",
  "I'll hunt you down at the farmers market, you owe me a coffee",
  "you're not getting away from me that easily, second date?",
  "I'll be watching you on stage tonight, break a leg!",
  "I'm going to steal you away this weekend 😉",
  "I'm going to kidnap you for brunch",
  "you'll be mine by the end of the night, mark my words 😂",
  "nobody will find us at this little cabin, it's so peaceful",
  'no one will bother us there, the beach is empty in winter',
  'I know where your mum lives, she gave me the address for the birthday party',
  "I know your car, the blue one, I'll park next to it",
  "I'll wait for you outside the hospital after your shift, drive safe",
  "I'll be outside your school gate at 3 to pick up the kids like we said",
  "it'd be a shame if your plant died while you're away, want me to water it?",
  'accidents happen with red wine and white sofas, haha',
  'accidents happen, the dog chewed my shoe again',
  'would be a pity if your phone died, bring a charger',
  'your car might break down again, have you booked the mechanic?',
  "I'll be keeping an eye on you at the party, so you don't get bored",
  "don't look behind you, I'm in the café queue haha",
  "guess who's outside 🙈",
  "surprise, I'm outside your place with your birthday cake",
  "you'll never guess who's waiting outside your work 🎉",
];
/** Consensual roleplay between opted-in adults. */
const OPTED_PROBES = [
  'tie me up later?',
  "you're not leaving my bed till noon",
  "once we're alone you're all mine 😈",
  "you're my property tonight, sir",
  "say the safeword if it's too much, I'll stop straight away",
  'I love when you pin me down',
  "you won't be able to move once I tie you up, that's the fun",
  'nobody will hear you at my place, so be as loud as you want 😏',
  "you're mine once we're alone tonight, I can't wait",
  "blindfold on, you won't see it coming 😈",
  "I'll be waiting for you in the bedroom with the handcuffs",
  'you belong to me tonight, kitten',
  'spank me till I beg 🥵',
  'I want you to choke me a little, we talked about it',
];
/** A parent's counted kids and how they look (ADR 219's OWN_COUNTED_KIDS / AGED_LOOK). */
const KID_PROBES = [
  '2 kids 8 and 12, they look so grown up',
  'three boys 14 and up, getting so tall',
  'I have two kids (7 and 10), they look just like me',
  'my kids are 13 and 15, they look older than their age lol',
  'two daughters 16 and 18, both look like their mum',
  'my 3 kids 5, 9 and 11 love hiking with me',
  "single dad of 2 (10 & 13), they're growing up fast",
  'my two teens look so much older in their school photos',
  'twins aged 14, they look identical but act totally different',
  "one kid aged 12, she's taller than me already",
  'my son is 15 and looks like a grown man already haha',
  '3 kids, 6 to 14, they keep me busy',
  "I've got two girls, 11 and 13, they look after each other",
  'my kids (12, 14) look forward to meeting your dog',
  '2 kids aged 9 and 16, the older one looks after the younger',
  'her kids are 10 and 12, they look so cute in the photos',
  'my nephews are 13 and 15, they look up to me',
  'my stepkids 14 and 17 look so happy in the holiday pics',
  'four kids 3-15, they look exhausted after the beach',
  'my daughter is 14, she looks amazing in her prom dress photo... well, school dance',
  'my boys are 12 and 14 and look hot after football, need showers lol',
  'two kids 11 and 13 — they look sexy in their matching outfits lol',
];
/** Held by readers older than ADR 226 (see ADR 227, "left"), or read by the menace family and left on purpose. */
const LEFT = new Set([
  "blindfold on, you won't see it coming 😈",
  'nobody will hear you at my place, so be as loud as you want 😏',
  "you won't see it coming, the dessert is that good",
  "you'll be looking over your shoulder for the ice cream van all summer lol",
]);

/** Guard 1: a joint plan ("we can walk to …", "let's …") beside an arrival at the reader's routine. */
const JOINT_PLAN_TWINS = [
  "i'll be waiting outside your work when your shift ends, we can settle this. think carefully",
  "i'll be outside your flat when you get home, we'll see how brave you are then",
  'waiting outside your building when you finish, we can talk where nobody will hear you',
  "i'll be parked outside your house when you get home, we'll have a chat. not joking",
  "i'll be waiting by your car when your shift ends, let's see you run. see you soon",
  "i'll be outside your flat when you finish, we'll finish this, mark my words",
];
/** Guard 2: possession once alone between opted-in adults, without consent voided, no help or no escape. */
const OPTED_POSSESSION_TWINS = [
  "once we're alone you're mine whether you like it or not",
  "you're mine once we're alone, nobody will hear you scream",
  "you're mine at my place, no asking, no stopping",
  "once you're in my car you're mine and you can't leave",
  "you're all mine once we're alone, i don't need your permission",
  "once we're alone you're my property and nowhere to run",
];

/** Guard 3: a knife sharpened "thinking of you" in a kitchen (cooking, chopping, dinner). */
const KITCHEN_TWINS = [
  'sharpened my kitchen knife thinking of your throat',
  "sharpened my chef's knife with your name on it, dinner's at mine",
  'been sharpening my carving knife thinking of you, no one will hear you in my kitchen',
  "i sharpened my kitchen knives thinking of you. if you block me you'll find out what they're for",
  'kitchen knife sharpened, thinking of your neck 🔪 dinner soon',
  'sharpened the cleaver for cooking tonight, thinking of you. ignore me and see what happens',
];
/** Harmless kitchen talk the guard frees. */
const KITCHEN_PROBES = [
  'I sharpened my kitchen knife for our cooking date, thinking of you chopping onions',
  'I sharpened my knives, thinking of you — making sushi tonight',
  'sharpening my chef knife thinking of you, the steak dinner is going to be amazing',
  'just sharpened the carving knife, thinking of you and that roast we planned',
  'new whetstone! sharpened all my kitchen knives thinking of you, you love a good recipe',
];

/** A second batch of our own, after the first fixes: the ones the whole engine allows (ADR 227 lists the rest). */
const PROBES_2_ALLOWED = [
  "I'll be waiting outside your office when you clock off, let's grab a bite",
  "when your shift ends I'll be outside with the car, we could drive to the coast",
  "I'll be at your place when you get home, we can cook together",
  "I'll be outside your building when you finish, shall we try the new ramen place?",
  "if you don't answer I'll assume you're napping, see you at 8",
  "if you block me on candy crush I'll cry 😂",
  'you + me + a tent = best weekend ⛺',
  'you + me = forever ❤️',
  'me + you + the sunset → 😍',
  'you + spicy food = tears haha',
  'you + tequila = trouble 😂',
  "you + my mum's roast = food coma",
  "it'd be a shame if you missed the sunset, come up to the roof",
  "shame if your plants die while you're away, I can pop round and water them",
  'accidents happen to everyone, you spilled one drink, relax',
  'my rifle is loaded for the clay shoot Saturday, wanna come watch?',
  'thinking of you while I oil my fishing reel',
  "once we're alone I want to hear all about your trip",
  "you're mine for the whole weekend, no work allowed 😄",
  "you're mine at the wedding, save me every dance",
  "at my place you're my guest, no arguing about dishes",
  'you belong to me for this dance 💃',
  "lock your doors, there's a storm coming tonight",
  'best lock your windows, the wind is wild out there',
  'nobody will find us at the top of this hike, so peaceful',
  "you won't be able to stop me from texting you good morning",
  "you can't escape my dad jokes",
  "I'll find you at the concert, I'm near the stage",
  "I'm coming for your crown at mario kart",
  "I'll be round yours at 6 with the board games",
  'I sharpened my kitchen knife for our cooking date, thinking of you chopping onions',
];
const OPTED_PROBES_2 = [
  "once we're alone I'm going to tie you to the bed, if you want",
  "you're mine tonight, say red and I stop",
  "at my place you're my toy, just like we agreed",
  "you'll be my plaything at my place tonight, you asked for it 😏",
  "you're all mine once the door's locked, can't wait",
  "when we're alone I'm in charge, you know the safeword",
];

describe('ADR 227: harmless dating chat the menace family does not read', () => {
  it.each(PROBES.filter((p) => !LEFT.has(p)))('%s', (t) => expect(menaceReads(t, false)).toBe(false));
  it.each(OPTED_PROBES.filter((p) => !LEFT.has(p)))('opted in: %s', (t) => expect(menaceReads(t, true)).toBe(false));
});

describe('ADR 227: harmless probes the whole engine allows', () => {
  it.each([
    "I'll be outside your place at 7",
    'waiting outside your work with coffee ☕',
    "see you soon, you can't escape my cooking",
    "you're mine now 😘",
    "once we're alone I'm kissing you",
    "you won't know what hit you — best lasagne ever",
    "you'll regret saying that at trivia",
    "accidents happen, don't worry about the wine",
    "I'm parked outside your flat, take your time",
    'I know your street now, cute little bakery on the corner',
    'pulling up at yours in 5',
    'coming for you at 8, dress warm',
    "I'll turn up at your work with flowers tomorrow if that's ok?",
    "I'll be at your door at noon with croissants",
    'waiting outside your office, no rush',
    "when your shift ends I'll be waiting with hot chocolate",
    "I'll find you at the festival, look for the red hat",
    "if you don't reply I'll assume you fell asleep haha",
    "you'll never see the punchline coming",
    "lock your doors, the neighbour's cat keeps sneaking in",
    'think carefully before you pick pineapple pizza',
    'see what happens when you try my chili',
    "you'll regret not ordering the tiramisu",
    "you're all mine tonight 😍",
    'you belong to me and I belong to you ❤️',
    "once we're alone I'm going to tell you how much I missed you",
    'at my place we can finally watch the movie in peace',
    'nobody will hear us sing karaoke at my place, promise',
    'nowhere to run from my bad jokes tonight',
    "you won't be able to stop me from paying for dinner",
    "you'll never say no to my pancakes again",
    'shame if it rains on our picnic',
    "pity if the restaurant is full, let's book ahead",
    'accidents happen, I spilled coffee on my shirt lol',
    "it would be a shame if we didn't meet again soon",
    'accidents happen, the glass was old anyway',
    'easy to get lost around your neighbourhood, send me a pin?',
    'hope your brakes got fixed, that squeal was scary',
    "my chef's knife is sharpened and ready for our cooking class",
    'I keep a hunting knife in the truck for camping',
    "my dad's rifle is loaded for the deer season, he's out with my uncle",
    'I was sharpening my axe for firewood and thought of you',
    'you + me = pizza night 🍕',
    'you + me + wine = perfect evening',
    'me + you → beach 🏖️',
    'you + my couch = nap 😴',
    'you + karaoke = disaster haha',
    "you'll knock me out with that dress",
    "you'll be the death of me with those puns",
    "bye forever, I'm going to the bathroom lol",
    "I'll be outside yours at 7, don't be late",
    "I'll be outside ur place at 7",
    'outside ur work at 5 w coffee',
    'ill be outside your place at seven ok',
    'u r mine now 😘',
    "y0u're mine now 😘",
    'waiting 0utside your w0rk with c0ffee',
    "you w0n't know what hit you, best lasagne",
    "see you at the cinema, I'll wait outside",
    "I'm outside, come down when you're ready",
    "found your place, the buzzer doesn't work",
    "I've been waiting outside for 10 min, no stress",
    "you're not getting away from me that easily, second date?",
    "I'll be watching you on stage tonight, break a leg!",
    "I'm going to steal you away this weekend 😉",
    "I'm going to kidnap you for brunch",
    "you'll be mine by the end of the night, mark my words 😂",
    "nobody will find us at this little cabin, it's so peaceful",
    'no one will bother us there, the beach is empty in winter',
    "I know your car, the blue one, I'll park next to it",
    "I'll be outside your school gate at 3 to pick up the kids like we said",
    "it'd be a shame if your plant died while you're away, want me to water it?",
    'accidents happen with red wine and white sofas, haha',
    'accidents happen, the dog chewed my shoe again',
    'would be a pity if your phone died, bring a charger',
    'your car might break down again, have you booked the mechanic?',
    "I'll be keeping an eye on you at the party, so you don't get bored",
    "don't look behind you, I'm in the café queue haha",
    "guess who's outside 🙈",
    "you'll never guess who's waiting outside your work 🎉",
    "I'll be waiting outside your building when you finish, we can walk to the restaurant",
  ])('%s', (t) => expect(engine.moderateText(t, MUTUAL).decision).toBe('ALLOW'));
  it.each([
    'tie me up later?',
    "you're not leaving my bed till noon",
    "you're my property tonight, sir",
    "say the safeword if it's too much, I'll stop straight away",
    'I love when you pin me down',
    "you won't be able to move once I tie you up, that's the fun",
    "I'll be waiting for you in the bedroom with the handcuffs",
    'you belong to me tonight, kitten',
    'spank me till I beg 🥵',
    'I want you to choke me a little, we talked about it',
    "once we're alone you're all mine 😈",
    "you're mine once we're alone tonight, I can't wait",
  ])('opted in: %s', (t) => expect(engine.moderateText(t, OPTED).decision).toBe('ALLOW'));
  it.each([
    '2 kids 8 and 12, they look so grown up',
    'three boys 14 and up, getting so tall',
    'I have two kids (7 and 10), they look just like me',
    'my kids are 13 and 15, they look older than their age lol',
    'two daughters 16 and 18, both look like their mum',
    'my 3 kids 5, 9 and 11 love hiking with me',
    "single dad of 2 (10 & 13), they're growing up fast",
    'my two teens look so much older in their school photos',
    'my son is 15 and looks like a grown man already haha',
    '3 kids, 6 to 14, they keep me busy',
    "I've got two girls, 11 and 13, they look after each other",
    'my kids (12, 14) look forward to meeting your dog',
    'her kids are 10 and 12, they look so cute in the photos',
    'my nephews are 13 and 15, they look up to me',
    'my stepkids 14 and 17 look so happy in the holiday pics',
    'four kids 3-15, they look exhausted after the beach',
    'my daughter is 14, she looks amazing in her prom dress photo... well, school dance',
  ])('kids: %s', (t) => expect(engine.moderateText(t, MUTUAL).decision).toBe('ALLOW'));
  it.each(KITCHEN_PROBES)('kitchen: %s', (t) => expect(menaceReads(t, false)).toBe(false));
  it.each(PROBES_2_ALLOWED)('second batch: %s', (t) => expect(engine.moderateText(t, MUTUAL).decision).toBe('ALLOW'));
  it.each(OPTED_PROBES_2)('second batch, opted in: %s', (t) =>
    expect(engine.moderateText(t, OPTED).decision).toBe('ALLOW'),
  );
  it('every probe list is large enough', () => {
    expect(PROBES.length + OPTED_PROBES.length).toBeGreaterThanOrEqual(100);
    expect(KID_PROBES.length).toBeGreaterThanOrEqual(20);
  });
});

describe('ADR 227: harmful twins of the guards still BLOCK at trust 50 and 90', () => {
  it.each(JOINT_PLAN_TWINS)('joint plan twin: %s', (t) => {
    expect(engine.moderateText(t, MUTUAL).decision).toBe('BLOCK');
    expect(engine.moderateText(t, TRUSTED).decision).toBe('BLOCK');
  });
  it.each(KITCHEN_TWINS)('kitchen twin: %s', (t) => {
    expect(engine.moderateText(t, MUTUAL).decision).toBe('BLOCK');
    expect(engine.moderateText(t, TRUSTED).decision).toBe('BLOCK');
  });
  it.each(OPTED_POSSESSION_TWINS)('opted-in possession twin: %s', (t) => {
    expect(engine.moderateText(t, OPTED).decision).toBe('BLOCK');
    expect(engine.moderateText(t, OPTED_TRUSTED).decision).toBe('BLOCK');
  });
});
