/**
 * ADR 263: round 23's false holds fixed as classes. The text model alone needs something its reading needs (an
 * inflated act needs a person to harm; a spaced or starred word among plain ones is style); between opted-in adults
 * talking sex the model's reading of the sex is no reading; "smash" asked or had again as a date is sex slang between
 * opted-in adults; a number after a word of time is an hour, not the reader's age. Every line here is my own wording;
 * each class has its harmful twins (same words, real harm) kept held. The probe file's held lines are a ledger: a
 * line that starts being delivered is removed from it.
 */
import { describe, expect, it } from 'vitest';
import { createGuardianEngine } from './guardian-engine';
import { normalizeText } from './normalize';
import { CONSENSUAL, ORDINARY } from './round23-ordinary.probes';
import { harmfulEvidence } from './rules/model-corroboration';
import { chatContext } from './rules/test-contexts';

const engine = createGuardianEngine();
const talking = chatContext({ stranger: false });
const stranger = chatContext({ stranger: true });
const optedIn = chatContext({ stranger: false, optedIn: true });
const decide = (text: string, ctx = talking) => engine.moderateText(text, ctx).decision;
const evidence = (text: string) => harmfulEvidence(normalizeText(text));

describe('the text model alone: an act idioms inflate needs a person to aim it at', () => {
  it.each([
    "I'd kill for a cheese toastie right now",
    'these boots are murdering my heels',
    'going to strangle my laptop if it freezes one more time',
    'deadlines are killing me this week, pray for me',
    "I'm on a mission to hunt down the best ramen in town",
    'I could murder a pint after that shift',
  ])('no evidence: %s', (text) => {
    expect(evidence(text)).toBeNull();
  });
  it.each([
    ["i'm going to kill my boss tomorrow, i mean it", 'violence: kill'],
    ['i want to murder someone tonight', 'violence: murder'],
    ['i could strangle that guy, honestly', 'violence: strangle'],
    ["i'm going to kill myself tonight", 'violence: kill'],
    ['gonna hunt her down after work', 'violence: hunt'],
  ])('harmful twin, a person to harm: %s', (text, what) => {
    expect(evidence(text)).toBe(what);
  });
  it.each(["I'm going to strangle my printer", 'these shoes are murdering my feet'])(
    'a flagged line of the speaker’s own day is delivered: %s',
    (text) => {
      expect(decide(text)).toBe('ALLOW');
      expect(decide(text, stranger)).toBe('ALLOW');
    },
  );
  it.each(["i'm gonna kill him", "I'm going to kill myself tonight"])('harmful twin stays held: %s', (text) => {
    expect(decide(text)).not.toBe('ALLOW');
  });
});

describe('the text model alone: classes the reader had stood in for, read on their own', () => {
  it.each([
    ['unmatch me again and i promise he will be walking funny for weeks', 'word: unmatch me'],
    ['she said no but i know she meant yes', 'word: said no'],
    ['we pullin up outside his house tonight', 'word: pullin up outside'],
    ['i bet he can barely see with those slit eyes', 'word: slit eyes'],
    ['i have a present down my boxers', 'word: down my boxers'],
    ['i can post a gram anywhere in the country', 'word: gram'],
    ["i'm gonna delete myself tonight", 'word: delete myself'],
  ])('harmful twin read by its class: %s', (text, what) => {
    expect(evidence(text)).toBe(what);
  });
  it('the reader still corroborates (insults at the reader need no harm word)', () => {
    expect(evidence("i'm not even sure you're worth the data")).toBe('word: you');
  });
});

describe('the text model alone: a hidden spelling corroborates when what it hides is harm', () => {
  it.each([
    'W e l l  d o n e on the promotion, so proud of my sister',
    'h*a*p*p*y b*i*r*t*h*d*a*y to my mum, she is 70 today',
    'I c a n n o t believe I passed my driving test',
    'C-o-n-g-r-a-t-s on the new flat, so happy for my brother',
  ])('style, no evidence: %s', (text) => {
    expect(evidence(text)).toBeNull();
  });
  it.each([
    'i think ur a st00p1d sl4g',
    'w e l l  d o n e, now k i l l  y o u r s e l f',
    'i s e l l w e e d',
    'I s e l l c o k e',
  ])('hidden harm: %s', (text) => {
    expect(evidence(text)).not.toBeNull();
  });
  it('a hidden harm line stays held', () => {
    expect(decide('w e l l  d o n e, now k i l l  y o u r s e l f')).toBe('BLOCK');
  });
});

describe('between opted-in adults talking sex, the model reading the sex is no finding', () => {
  it.each([
    'fuuuck you look good in that',
    'tonight I will take it slow, then fuck you hard like you begged me to',
    'I want to fuck you against the wall the second you get in',
    'fuck that was hot, you are incredible',
    'you free after 11? wanna smash',
    "let me smash again tonight, I've been good",
    "can't wait to smash u again later 😏",
    'I want to smash tonight, you free after 10?',
  ])('opted in: %s', (text) => {
    expect(decide(text, optedIn)).toBe('ALLOW');
  });
  it.each([
    "I'm going to fuck you whether you like it or not",
    'fuck you, you ugly whore',
    'wanna smash your face in tonight, you will see',
    "i'll smash you tonight if you block me again",
    "i want to smash you again tonight, i'll show you what happens when you ignore me",
    "you're 14 right? I want to see you naked after 10 tonight",
    "you free after 11? you're only 13 but I like them young",
    "you're so hot for a year 10, let me fuck you after school",
  ])('harmful twin held in an opted-in chat: %s', (text) => {
    expect(decide(text, optedIn)).not.toBe('ALLOW');
  });
  it('the expletive as an insult opening a clause still corroborates', () => {
    expect(decide('fuck you and your attitude', optedIn)).not.toBe('ALLOW');
  });
});

/** The probe lines still held (a ledger: remove a line when it starts being delivered). */
const STILL_HELD_ORDINARY = [
  'personal trainer, I will absolutely destroy your legs if you come to my class',
  "watch your back on the monopoly board, I'm ruthless with hotels",
  "bite the bullet and book the flights, life's short",
  "nursery pickup at 5, then I'm all yours for a call after bedtime",
  'the hospital gave me ketamine for a dislocated shoulder, weirdest hour of my life',
  'this whisky is 18 years old and worth every penny',
  'our cottage is 300 years old and the ceilings hate tall people',
  "my flatmate still hasn't paid the electric bill, I'm going to kill him lol",
];
const STILL_HELD_CONSENSUAL = ["use your safe word if it's too much, otherwise I'm not stopping"];

describe('round 23 probe lines (written before the change: 10 / 315 and 2 / 42 held)', () => {
  it('ordinary: only the ledger is held', () => {
    const held = ORDINARY.filter((p) => decide(p.text) !== 'ALLOW').map((p) => p.text);
    expect(held).toEqual(STILL_HELD_ORDINARY.filter((t) => held.includes(t)));
    expect(held.length).toBeLessThanOrEqual(STILL_HELD_ORDINARY.length);
  });
  it('opted-in: only the ledger is held', () => {
    const held = CONSENSUAL.filter((p) => decide(p.text, optedIn) !== 'ALLOW').map((p) => p.text);
    expect(held).toEqual(STILL_HELD_CONSENSUAL.filter((t) => held.includes(t)));
  });
});
