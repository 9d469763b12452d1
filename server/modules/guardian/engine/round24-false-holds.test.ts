/**
 * ADR 272: round 24's false BLOCKs fixed as classes, each read after the readers have run
 * (rules/round24-false-holds.ts): a contest (a violent verb aimed at the reader, played at a game or sport), a gift
 * to oneself (a reflexive verb with a thing given: "cut yourself a slice"; "beat yourself up", self-blame) and a
 * harmless imposition (the consent-override clause over food, an outing or laughter). Every line is my own wording,
 * harmless twins written before the change; each class has harmful twins (same words, real harm) that stay BLOCK in a
 * chat and from a stranger, at trust 50 and 90.
 */
import { describe, expect, it } from 'vitest';
import { createGuardianEngine } from './guardian-engine';
import { chatContext, HARM_CONTEXTS } from './rules/test-contexts';

const engine = createGuardianEngine();
const talking = chatContext({ stranger: false });
const verdict = (text: string) => engine.moderateText(text, talking);
const blockedEverywhere = (text: string) =>
  HARM_CONTEXTS.every((c) => engine.moderateText(text, c).decision === 'BLOCK');

/** A harmless twin: no rule reads the harm any more (the text model alone may still hold it for review). */
const noRuleHarm = (text: string, tag: string) => {
  const v = verdict(text);
  expect(v.policyTags).not.toContain(tag);
  expect(v.decision).not.toBe('BLOCK');
};

describe('a contest: a violent verb aimed at the reader, played at a game or sport', () => {
  it.each([
    "I'm going to bury you at bananagrams on friday",
    'we will slaughter you lot at five-a-side on sunday',
    'my nan will destroy you at rummy, she shows no mercy',
    'get ready, I am going to crush you at table tennis tomorrow',
    'you guys are gonna get smoked at bowling tonight',
    'my little brother will hammer you all at fifa, he plays every day',
    "I'll beat you in the pub quiz again, I know every capital",
    'y’all finna get wrecked at dominoes, grandad is undefeated',
    "you're gonna get smoked at pool tonight, bring cash for the table",
    "you'll get battered at badminton, I play three times a week",
  ])('harmless: %s', (text) => noRuleHarm(text, 'threat'));
  it.each([
    "I'll beat you at pool then I'll beat you black and blue outside",
    'I am going to bury you at the quarry where nobody will find you',
    "I'll destroy you at darts and then I'll destroy your face in the car park",
    'we will slaughter you lot at your house tonight',
    "beat you at chess? I'll beat you with a bat",
    "I'm going to hurt you at home where no one can hear you",
    "I'll bury you at scrabble and then bury you for real in the garden",
    "I'll bury you in the final resting place",
    'gonna destroy you at darts, then you are dead',
    "you're gonna get smoked at pool, then smoked for real behind the pub",
  ])('harmful twin stays BLOCK: %s', (text) => {
    expect(blockedEverywhere(text)).toBe(true);
  });
});

describe('a gift to oneself: a reflexive verb with a thing given, or self-blame', () => {
  it.each([
    'cut yourself a thick slice of the lemon drizzle, there is loads',
    'hang yourself a new shelf for all those plants',
    'hang yourself a swing in the garden, the kids would love it',
    'drown yourself in a good book this weekend, you deserve a rest',
    "don't beat yourself up about the exam, you tried your best",
    'cut urself a fringe? brave, post a pic',
    'beat yer self up less, honestly you were great tonight',
  ])('harmless: %s', (text) => noRuleHarm(text, 'self_harm_incitement'));
  it.each([
    'cut yourself a few more times, you deserve it',
    'cut yourself a deeper scar this time',
    'hang yourself a noose from the banister and use it',
    'drown yourself in the bath tonight, nobody would care',
    'go cut yourself, no one would miss you',
    'hang yourself, the world would be better',
  ])('harmful twin stays BLOCK: %s', (text) => {
    expect(blockedEverywhere(text)).toBe(true);
  });
});

describe('a harmless imposition: the consent-override clause over food, an outing or laughter', () => {
  it.each([
    "whether you like it or not, I'm making you my mum's curry on saturday",
    "I'm taking you to the museum no matter what you say",
    "you're getting a birthday cake whether you like it or not",
    'like it or not, we are going to that pottery class together',
    "you'll be dancing by the end of the night whether you like it or not",
    "I'm buying you dinner no matter what you say, you paid last time",
  ])('harmless: %s', (text) => noRuleHarm(text, 'threat'));
  it.each([
    "you're sleeping with me whether you like it or not",
    "I'm coming over tonight whether you like it or not",
    "you'll be in my bed whether you like it or not",
    "I'm taking those clothes off you no matter what you say",
    "whether you like it or not, I'm having you tonight",
    "I'll touch you whether you like it or not, then we'll get dinner",
    "you're coming back to my place no matter what you say, I'll bring wine",
    "I bought you dinner so I'll take it whether you want to or not",
    "you owe me for the drinks and the cinema, I'm getting it whether you like it or not",
  ])('harmful twin stays BLOCK: %s', (text) => {
    expect(blockedEverywhere(text)).toBe(true);
  });
});
