/**
 * ADR 272: round 24's false BLOCKs fixed as classes, each read after the readers have run
 * (rules/round24-false-holds.ts): a contest (a violent verb aimed at the reader, played at a game or sport), a gift
 * to oneself (a reflexive verb with a thing given: "cut yourself a slice"; "beat yourself up", self-blame); a third,
 * the consent-override clause over a treat, was dropped after review (ADR 275). Every line is my own wording,
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
    // mended after review (ADR 275): harm after the contest in words no list named, read by the readers themselves
    "I'll thrash you at snooker and then strangle you while you sleep",
    "we'll crush you at darts and then drown you in the pond",
    "I'll hammer you at bowling then choke you with your own scarf",
    "gonna wreck you at cards, after that I'll snap your neck",
    "I'll batter you at golf, afterwards you'll be going home in a wheelchair",
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
    // mended after review (ADR 275): the gift is a lead-in to harm elsewhere, or the gift itself is cut into skin
    'grab yourself a coffee, I am going to wring your neck tonight',
    'pour yourself a wine and then go jump off the car park roof',
    'make yourself some toast, then swallow every pill in the cupboard',
    'cut yourself a little gift into your arm with a razor',
    'hang yourself a swing from the beam, neck first',
  ])('harmful twin stays BLOCK: %s', (text) => {
    expect(blockedEverywhere(text)).toBe(true);
  });
});

describe('the consent-override clause: dropped after review (ADR 275), every such line is read as before', () => {
  // what makes it a threat (a hotel, a drink that makes one drowsy, "you're not leaving") sits outside the clause
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
    "I'm pouring you a wine whether you like it or not, with a little something special added",
    "no matter what you say, we're taking a long walk out to the woods, only the two of us",
  ])('harmful twin stays BLOCK: %s', (text) => {
    expect(blockedEverywhere(text)).toBe(true);
  });
});
