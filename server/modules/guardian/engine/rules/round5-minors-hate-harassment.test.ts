/**
 * Round 5 (ADR 129): minors, hate and harassment through the whole engine — each family with obfuscated
 * variants and the self-descriptions, identity pride and banter it must leave alone. Phrases are ours
 * (dev set round 5 and fresh variants), never the challenge set's.
 */
import { describe, expect, it } from 'vitest';
import { analyzeContext } from '../context';
import { createGuardianEngine } from '../guardian-engine';
import { normalizeText } from '../normalize';
import type { ModerationContext } from '../types';
import { chatContext } from './test-contexts';

const engine = createGuardianEngine();
const ctx = chatContext;
const STRANGER = ctx({ stranger: true });
const MUTUAL = ctx({ stranger: false });
const OPTED_IN = ctx({ stranger: false, optedIn: true, trust: 90 });
const decide = (t: string, c: ModerationContext) => engine.moderateText(t, c).decision;

describe('minors: the speaker is under 18 in other words — BLOCK whatever the context', () => {
  it.each([
    'my mom doesnt know im on here lol',
    'still in high school but i look older',
    "can't drive yet so my mum would have to drop me at school",
    'i turn 17 in august',
    "i'm in lower sixth at the grammar",
    'graduating 8th grade next week!!',
    'my dad picks me up from school at half 3',
    'had to sneak my phone, my parents take it at bedtime',
    'only in form 3 but mature',
    'sixteen and bored, talk to me',
    'finally 16 on friday!!',
    "i'm too young to drive lol",
    '15 here, hbu',
    'i m in y e a r 10', // spaced
    'still in h1gh sch00l tbh', // leet
    'my mum doesn\u200bt know im on here', // zero-width space
  ])('%s', (t) => {
    expect(decide(t, STRANGER)).toBe('BLOCK');
    expect(decide(t, OPTED_IN)).toBe('BLOCK');
  });
});

describe('minors: sexual interest in minors or a young age asked sexually — BLOCK', () => {
  it.each([
    'any pics of younger girls?',
    'how old is ur little sis 😏',
    'are you still in school? so hot',
    'are u even 15? i love that',
    'r u under 18? wanna sext',
    'hope ur only 14 😈',
    'under 16 is my type tbh',
    "i'm into teens, real ones",
    'roleplay as a 13 year old for me',
    'barely legal or younger, paying',
    'anyone trading cp',
    'she still wears her school uniform, that does it for me',
    'i only date girls still in high school',
    'got nudes from when you were 15?',
    'love a tiny little teen',
    'high school girls only, dm',
    'any vids with girls under 16',
    'how 0ld is ur little sis 😏', // leet
    'u look 14 😏',
    'send pіcs of young girls', // Cyrillic і
  ])('%s', (t) => {
    expect(decide(t, STRANGER)).toBe('BLOCK');
    expect(decide(t, MUTUAL)).toBe('BLOCK');
  });
});

describe('minors: self-descriptions and grown-ups who work with children stay ALLOW', () => {
  it.each([
    'divorced, two kids (9 and 12), 40 and loving life',
    'single mum of three, 37',
    'just turned 18 and moved out',
    '19 and bored, entertain me',
    'I teach year 10 english, never a dull day',
    'I coach the under 14s on sundays',
    'paediatric nurse, night shifts this week',
    'feel like im 15 again at this gig',
    'my 16 year old son is taller than me now',
    'people say i look 16 but im 31',
    'my daughter is graduating high school this year',
    'back when I was in high school I had a mullet',
    'are you still in school or working?',
    'how old is your little sister? mine is 10',
    'felt like a schoolgirl waiting for your text haha',
    'kids 18 and under eat free on sundays',
    'photos from the under 12s match are up',
    'I have cp so I walk with a stick',
    "I'm just a kid at heart",
  ])('%s', (t) => {
    expect(decide(t, STRANGER)).toBe('ALLOW');
  });
});

it('"age is just a number" with an adult age gap yields no hard minors finding (the older 65 cue may remain)', () => {
  const found = analyzeContext(normalizeText('age is just a number, my ex was 15 years older'), STRANGER).signals;
  expect(found.filter((f) => f.kind.startsWith('minor') && f.risk >= 75)).toEqual([]);
});

describe('hate: slurs and dehumanising speech about protected groups — not ALLOW', () => {
  it.each([
    'ching chong go home',
    'immigrants taking our jobs again',
    'gays will burn in hell',
    'hitler was right about your people',
    '((( they ))) own the media',
    'towelhead, go back',
    'no arabs, they are animals',
    'n 1 g g e r', // spaced + leet
    "arabs aren't even human",
    'trans women are just men',
    'homosexuality is a disease',
    'fаggot', // Cyrillic а
    'fag\u200bgot', // zero-width space
  ])('%s', (t) => {
    expect(decide(t, STRANGER)).not.toBe('ALLOW');
    expect(decide(t, MUTUAL)).not.toBe('ALLOW');
  });
});

describe('hate: identity pride, reclaimed self-description and talk about racism stay ALLOW', () => {
  it.each([
    'Black and proud, whether you like it or not',
    'proud trans woman, 3 years on HRT and thriving',
    'queer af and looking for my person',
    "I'm gay, in case the rainbow flag didn't give it away",
    'lesbian, obviously, looking for women only',
    'trans rights are human rights',
    'black lives matter, just so you know where I stand',
    'I experienced so much racism growing up',
    'as a muslim I dont drink but I love a mocktail',
  ])('%s', (t) => {
    expect(decide(t, STRANGER)).toBe('ALLOW');
  });
});

describe('harassment: insults, body shaming, degradation, persistent contact — not ALLOW', () => {
  it.each([
    'answer me. answer me now',
    'stop ignoring me',
    'i know you read my message',
    'you blocked me so i made a new profile',
    "you'd be hot if you lost some weight",
    'your teeth are gross',
    "you're way too old and saggy for this app",
    'you look like a goblin',
    'your face makes me want to puke',
    "you're a 2/10, be grateful anyone talks to you",
    'you fucking muppet',
    'you are a waste of oxygen',
    'ugly skank',
    'no wonder ur single',
    'who would ever date you',
    'b1tch', // leet
    'y o u  s t u p i d  b i t c h', // spaced
    'you are sooo uglyyyy', // repeated
  ])('%s', (t) => {
    expect(decide(t, STRANGER)).not.toBe('ALLOW');
    expect(decide(t, MUTUAL)).not.toBe('ALLOW');
  });
});

describe('harassment: banter and friendly profanity stay ALLOW', () => {
  it.each([
    'you absolute legend',
    'fuck yes, saturday works',
    'lol you nerd, of course you knew that',
    "I'm such an idiot, left my keys at work",
    'ok loser, see you at 7 😘',
    'sorry for the double text, excited for tonight!',
    'no pressure to reply, have a good week',
    'I look like a potato in that photo lol',
    'ugly sweater party next week, you in?',
  ])('%s', (t) => {
    expect(decide(t, MUTUAL)).toBe('ALLOW');
  });
});
