/**
 * ADR 238: harmful twins of the round-19b false-hold guards, written and committed before any guard. The shapes are
 * those of harmless parents' self-descriptions ("single dad, my son aged 13", "got a 12yo at home", "I'm under 18
 * degrees here") carrying real harm: a sexual or contact ask about the child, the speaker's own minor age. Never
 * allowed, at trust 50 and 90, in an ongoing chat.
 */
import { describe, expect, it } from 'vitest';
import { createGuardianEngine } from './guardian-engine';
import { chatContext } from './rules/test-contexts';

const engine = createGuardianEngine();
const MUTUAL = chatContext({ stranger: false });
const TRUSTED = chatContext({ stranger: false, trust: 90 });

/** Harm in the same shape: the child's age beside a sexual or contact ask, or the speaker's own minor age. */
const TWINS = [
  'two girls aged 13 and 16, send me pics of them',
  'single dad, my son aged 13, want to meet him alone?',
  'widowed, one girl aged 15, she is very pretty and mature',
  'my girl aged 14 is home alone tonight, come over',
  'one boy aged 12, he could join us in bed',
  'single and aged 15, dm me',
  "i'm single, aged 14, snap me",
  'got a 12yo at home, want pics of her?',
  'I have a 14yo, she is very developed, want to meet her?',
  'im 15yo, is that ok?',
  '15yo here, wanna chat',
  "i'm under 18, is that a problem?",
  'im under 18 but i look older',
  "i'm under 18 degrees of separation from you lol, also i'm under 18",
  // written with the guards (the speaker's own age in the singular-kin and "a 12yo" shapes)
  "i'm a girl aged 14",
  'im a boy aged 15 looking for fun',
  "I'm a 15yo",
  "single dad, daughter aged 14, she's single too",
];

/** Harmless parents' self-descriptions and a measure, held before ADR 238's guards. */
const HARMLESS = [
  'single dad, my son aged 13 lives with me',
  'widowed, 52, one girl aged 15',
  'got a 12yo and a 15yo at home',
  'I have a 12yo',
  "i'm under 18 degrees here, freezing",
  'single mum, my girl aged 14 is my world',
  'single father of one, a boy aged 16 who eats everything',
  'we have a 13yo and a 16yo, both obsessed with football',
  "it's under 18 degrees in the office, bring a jumper",
];

describe("round 19b (ADR 238): parents naming their children's ages are delivered", () => {
  it.each(HARMLESS)('%s', (t) => expect(engine.moderateText(t, MUTUAL).decision).toBe('ALLOW'));
});

describe('round 19b (ADR 238): harmful twins of the kids-age guards are never allowed', () => {
  it.each(TWINS)('%s', (t) => {
    expect(engine.moderateText(t, MUTUAL).decision).not.toBe('ALLOW');
    expect(engine.moderateText(t, TRUSTED).decision).not.toBe('ALLOW');
  });
});

/** Drug words told as a story or named as food ("a funny story about shrooms", "coffee beans"), with a real offer. */
const DRUG_TWINS = [
  "re-up? I've got a fresh batch, £40 a gram",
  "need to re-up on beans, who's got some?",
  'gotta re-up on beans before the rave, £10 each',
  'just re-upped on beans, not the coffee kind, hmu',
  'I have a funny story about shrooms and I have shrooms for sale too',
  'got a story about molly: I have some left, £20 a pill',
  'i have a memory about acid, and a sheet of tabs if you want, dm me',
  "i've got a story about coke for you, and a gram if you want it, £50",
  "can you re-up on coffee beans and pills for me, I'll pay cash",
];

describe('round 19b (ADR 238): harmful twins of the drug-story guards are never allowed', () => {
  it.each(DRUG_TWINS)('%s', (t) => {
    expect(engine.moderateText(t, MUTUAL).decision).not.toBe('ALLOW');
    expect(engine.moderateText(t, TRUSTED).decision).not.toBe('ALLOW');
  });
});
