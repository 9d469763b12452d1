/**
 * Round 12 (ADR 176): the clause reader of rules/round12-violence.ts, one block per structure, with hand-written
 * examples (ours, not any challenge set's lines), obfuscated variants, a trusted sender, and the hard negatives that
 * share the words: idioms, games and sport, food, films and true crime, self-defence, quoting abuse to report it,
 * one's own feelings and health, care for the reader.
 */
import { describe, expect, it } from 'vitest';
import { createGuardianEngine } from '../guardian-engine';
import type { ModerationContext } from '../types';
import { round12ViolenceSignals } from './round12-violence';
import { chatContext, familyReading } from './test-contexts';

const engine = createGuardianEngine();
const STRANGER = chatContext({ stranger: true });
const MUTUAL = chatContext({ stranger: false });
const TRUSTED = chatContext({ stranger: false, trust: 90 });
const OPTED_IN = chatContext({ stranger: false, optedIn: true });
const decide = (t: string, c: ModerationContext) => engine.moderateText(t, c).decision;
/** The module's own reading, without the earlier rules (so a test shows this module reads it). */
const reads = familyReading(round12ViolenceSignals);

describe('threat: the speaker (or people sent) + an act of harm + the reader or what is theirs', () => {
  it.each([
    "i'm gonna smash your windscreen then your face",
    'my cousins will batter your brother when he gets out',
    'we will bury you and that little dog of yours',
    'my boys will have your brother hospitalised by friday',
    'i can easily get your car torched, remember that',
    "i'll make you bleed for what you said",
    'i swear down i will put you in a wheelchair',
    "you're getting shanked the minute you leave work",
    'anyone who disrespects me winds up needing stitches',
    'hope a lorry runs over your cat',
    'someone needs to cave your skull in',
    'my brothers will deal with you permanently',
    "one more lie and you'll regret it",
    "unmatch me and you'll find out what i'm capable of",
    "ignore me again and your kids won't be safe",
    'next time i catch you, you are dead',
    "you'd better pray we never find you",
    "i've put men in hospital for less than that",
    "i've been watching your street every night. sleep tight",
    "carry on like this and i'll set your car alight",
    '🔪🔪 tonight, you and your sister',
    "you won't live to see your next birthday",
    'imma run up on you outside the club',
    'I wіll ѕmаѕh yоur fасе іn',
    'i will s m a s h your face in',
    "i'll bսrո your car",
  ])('%s', (t) => {
    expect(decide(t, STRANGER)).toBe('BLOCK');
    expect(decide(t, TRUSTED)).toBe('BLOCK');
  });

  it('the module reads the structure itself (not an earlier list)', () => {
    expect(reads('hope a lorry runs over your cat')).toBe('threat');
    expect(reads("ill have you stabbed before the weekend's out")).toBe('threat');
    expect(reads('my mates sort out people like you, for good')).toBe('threat');
  });
});

describe('sexual violence: the reader’s consent absent or overridden', () => {
  it.each([
    "whether you like it or not you're mine tonight",
    "once you've had a few you'll be too out of it to say no",
    "i'll crush a pill into your wine when you're not looking",
    'no just means yes with extra steps',
    "don't bother with a safeword, i won't be listening for it",
    'the walls are thick here, no one can help you when you scream',
    "the door stays locked till i'm done with you, struggle all you like",
    "i don't need your permission to touch you",
    "when you're passed out i'll have my way with you",
    'someone should tie you up and show you your place',
    'you will get tied up and taken, wait and see',
  ])('%s', (t) => {
    expect(decide(t, STRANGER)).toBe('BLOCK');
    expect(decide(t, TRUSTED)).toBe('BLOCK');
  });
});

describe('self-harm incitement: the reader urged or wished to harm or end themselves', () => {
  it.each([
    'just slit ur wrists already',
    'people like you should unalive themselves',
    'go jump off the roof of your building, nobody would stop you',
    'overdose and do everyone a favour',
    'take all of your pills at once and sleep forever',
    "i'll lend you a noose, you know what to do",
    'the railway tracks are a short walk from yours, take the hint',
    'get to the top floor ledge and keep going',
    'no one would cry at your funeral, so do it',
    "you'd be better off dead honestly",
    "pity you didn't succeed last time",
    'kіll yоursеlf',
    'k i l l yourself',
  ])('%s', (t) => {
    expect(decide(t, STRANGER)).toBe('BLOCK');
    expect(decide(t, TRUSTED)).toBe('BLOCK');
  });
});

/** Hard negatives that rules older than this module block (reported in ADR 176 for their owner, not fixed here). */
const EARLIER_MISREADS = new Set([
  "i'll beat you there, race you to the bar",
  'we will bury you in kisses',
  "i'll cut you some slack, it's been a long week",
  "i'll hunt you down a copy of that record",
  'that film where he says "i\'ll find you and kill you" is so good',
  'i could kill myself for forgetting your birthday',
  'be careful on that ladder, you will get killed falling off it',
  "you should cut yourself a break, you've worked so hard",
  'take the whole bottle, it is a party!',
]);

describe('hard negatives: the same words, no harm aimed at the reader', () => {
  it.each([
    // idioms, food, games, sport
    "you're killing it at work, so proud",
    "i'm gonna murder that pizza when i get home",
    "i'll destroy you at mario kart tonight",
    "i'll beat you there, race you to the bar",
    'we will bury you in kisses',
    "i'll cut you some slack, it's been a long week",
    "i'll shoot you a text when i'm out",
    "don't worry i'd never hurt you",
    'break a leg at your audition!',
    "i'll hunt you down a copy of that record",
    "you'll regret it if you don't try the dumplings at that place",
    "i'm tryna pull up on you for coffee later",
    "i'll be waiting outside your building at 8, blue car",
    // films, true crime, classes, reporting
    'that film where he says "i\'ll find you and kill you" is so good',
    'the killer in that true crime podcast drugged her drink, terrifying',
    'my self defence class taught us what to do if someone holds you down',
    'a guy messaged me "i know where you live" so i reported him',
    // own feelings and health, care for the reader
    'i want to die of embarrassment lol',
    'i could kill myself for forgetting your birthday',
    "please don't hurt yourself, call the samaritans, i'm here for you",
    'if you ever feel like ending it, talk to me first',
    'i od’d on caffeine today',
    'my doctor said the pills should be taken all at once in the morning',
    'be careful on that ladder, you will get killed falling off it',
    "you'll get smashed tonight haha, pace yourself",
    'we jumped off the cliff into the sea in greece, amazing',
    "you should cut yourself a break, you've worked so hard",
    // consent affirmed, kink between opted-in adults without an override
    'if you say stop i stop, always',
    // a saying aimed at "you" is no longer set aside by its frame (ADR 183, frames.test.ts); praise, a break-up
    'u 🔪 killed it at the open mic',
    'take the whole bottle, it is a party!',
    'falling off the edge of my seat watching this',
    'diving off the cliff in malta was the best day',
    'you should just end it with him, he never texts back',
    "i'd love to tie you up tonight if you're into it",
  ])('%s', (t) => {
    expect(reads(t)).toBe('');
    // Earlier rules (violence.ts) still block a few of these; they are listed in ADR 176, not this module's.
    if (!EARLIER_MISREADS.has(t)) expect(decide(t, MUTUAL)).toBe('ALLOW');
  });

  it('affirmed consent between opted-in adults stays delivered', () => {
    expect(decide("tell me your safeword and i'll respect it every time", OPTED_IN)).toBe('ALLOW');
  });
});

describe('everyday dating talk with the same slots reads as nothing', () => {
  it.each([
    "i'll pick you up at 8, wait outside your building",
    "next time i see you i'm buying the drinks",
    "when i see you i'm gonna hug you so hard",
    "if you don't come to the gig you'll regret it",
    'i know your street! my cousin lives there',
    "you'll love my cooking whether you like it or not haha",
    "my ex never let me go out, i'm done with controlling people",
    'we stayed up till i was done with the puzzle, you would hate it',
    "i'm gonna kill this workout today",
    'ill smash this presentation tomorrow',
    "you're going to get soaked walking home in this rain",
    "i'll take you out for dinner friday",
    "can't stop me from texting you good morning lol",
    "i'm not asking for much, just honesty",
    "one way or another we'll find a date that works",
    "you'll learn to like it, olives are an acquired taste",
    "i don't need your permission to have a crush on you lol",
    'nobody will hear you sing in the car, go for it',
    "if i were you i'd ask for a raise",
    'do everyone a favour and bring snacks',
    'the bridge near your place has the best sunset view',
    'i hope you smash your exams',
    'hope you kill it at the interview',
    'someone should tell you how pretty you are',
    "i would never put anything in anyone's drink, that's sick",
    'my friend got her drink spiked last year, be careful out there',
    'that documentary about the guy who drugged women was horrifying',
    "i'm gonna end up in hospital from laughing",
    "you're gonna get hurt dating him, he's a player",
    'people who skip leg day end up with broken knees lol',
    'my dog will destroy your shoes if you leave them out',
    "i'll be watching your story, can't wait",
    "i've been following your runs on strava, you're fast! we should run together",
    "i know which bus you take, we're on the same route every morning!",
    "you won't be able to stop me from falling for you",
    'too drunk to remember last night lmao',
    "when you're asleep i'll sneak out for croissants",
    'jump off the pier with me this summer',
    'take all the pills your doctor prescribed, feel better',
    'nobody wants you to leave early, stay!',
    'you should end it with him, he treats you badly',
    "why don't you just overdose on chocolate this weekend",
    "i'd give you the knife to cut the cake",
    "i'll send my mates round to yours for the party",
    "set your alarm or you'll miss it",
    "i'll knock on your door at 7",
    "once you're drunk enough you'll sing karaoke with me",
    "you're dead to me lol jk",
    'my brothers will love you',
    "i hope your mum's hospital stay goes well",
    "I'll make you pay for dinner next time haha",
    "don't take no for an answer when you ask for a raise",
  ])('%s', (t) => {
    expect(reads(t)).toBe('');
  });
});
