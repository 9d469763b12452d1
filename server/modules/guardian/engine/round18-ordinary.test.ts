/**
 * Round 18 false holds (ADR 222): a text-model flag that is a message's only finding holds it only when the text
 * carries something a harmful reading needs (rules/model-corroboration.ts): the reader, a hidden word, a word of a
 * harm class, a veiled threat, a violence word not the speaker's own; for spam, the reader, contact details, money or
 * a link. Harmful twins (own sentences, short, in the style the model alone holds: terse insults, group contempt,
 * nude requests, drug asks, scam openers, veiled threats, young ages, self-harm urging) were written before the
 * reading landed and must stay held. Sentences are our own.
 */
import { describe, expect, it } from 'vitest';
import { createGuardianEngine } from './guardian-engine';
import { normalizeText } from './normalize';
import { harmfulEvidence, tooShortToRead } from './rules/model-corroboration';
import { chatContext } from './rules/test-contexts';

const engine = createGuardianEngine();
const talking = chatContext({ stranger: false });
const stranger = chatContext({ stranger: true });
const decide = (text: string, ctx = talking) => engine.moderateText(text, ctx).decision;

describe('harmful twins of the model-only reading stay held', () => {
  it.each([
    'typical woman, all talk and no substance',
    'typical man, useless at everything he tries',
    'what a pathetic little man he is',
    'gay men are all disgusting perverts',
    'the blacks round here are all criminals',
    'your lot breed like rabbits',
    'gonna find out where she lives and make her pay',
    "i'll end him if he comes near me again",
    'watch what happens next time',
    'strip for me on cam later',
    'where can i score some green round here',
    'easy work from home, just need your bank details',
    'guaranteed returns, message me for the link',
    'account locked, need your help to unlock it',
    'only sixteen but very mature for my age',
    'still in year ten but I look older',
    'what grade are you in, be honest',
    'kill yourself nobody would notice',
    'go jump off a bridge already',
    'should just end it all honestly, do us a favour',
    'typical woman, all talk and no substance',
    "send nudes or don't bother replying",
    "show me what's under the dress tonight",
    'let me see those titties babe',
    'u got any bud or pills on you',
    "need a plug for the weekend, who's selling",
    'can you sort me some charlie for saturday',
    'selling xannies and carts, dm for the menu',
    'quick way to double your money this week, ask me how',
    'my uncle trades forex and never loses, want in?',
    'are you free to chat on another app, this one glitches',
    'i know what school your little brother goes to',
    'be a shame if something happened to that nice car of yours',
    'keep it up and see what happens to you',
    'people like you deserve to get hurt',
    'wish someone would put you in the ground',
    'nobody would miss you if you were gone',
    'do everyone a favour and disappear for good',
    'send me a pic in your school uniform',
    "i'll tell your wife everything unless you pay up",
    'shame if your boss saw those photos of yours',
    "thought I'd let you know your account needs verifying, click here",
    "give me your snap and I'll show you something",
  ])('%s is held in a chat and from a stranger', (text) => {
    expect(decide(text)).not.toBe('ALLOW');
    expect(decide(text, stranger)).not.toBe('ALLOW');
  });
  it.each([
    'show me more than your face next time',
    'the world would be better without people like that',
    'drop a pic of that booty for me',
    'want to see you with nothing on',
    'got any spicy pics for me',
  ])('%s is held from a stranger', (text) => {
    expect(decide(text, stranger)).not.toBe('ALLOW');
  });
});

describe('the text model alone, with nothing in the text its reading needs', () => {
  it.each([
    'double shift at the hospital was brutal, my feet are done',
    "my puppy had surgery today and she's high as a kite",
  ])("%s (the speaker's own life) is delivered", (text) => {
    expect(decide(text)).toBe('ALLOW');
    expect(decide(text, stranger)).toBe('ALLOW');
    expect(engine.moderateText(text, talking).reasoning).toContain('the text model alone');
  });
  it('a sure flag (at or above MODEL_ALONE_SURE) stands whatever the text carries', () => {
    // harmful 85 %: the speaker's own sentence, and still held
    expect(decide('my night shift at the hospital was brutal')).toBe('REVIEW');
  });
  it('a short text is not read for corroboration: one n-gram decides the model, and split threats open short', () => {
    expect(tooShortToRead(normalizeText('last chance'))).toBe(true);
    expect(decide('Last chance')).not.toBe('ALLOW');
  });
});

describe('what corroborates a harmful reading', () => {
  const harmful = (t: string) => harmfulEvidence(normalizeText(t));
  it.each([
    ['the reader', 'so proud of you, that was brutal'],
    ['a word hidden in digits', 'what a st00pid profile pic'],
    ['a capital I for an l', 'watch yourseIf next time'],
    ['a group of people', 'typical woman, all talk and no substance'],
    ['a young age spelled out', 'only sixteen but very mature for my age'],
    ['a veiled threat', 'I would watch what happens next time'],
    ['a wish of harm', 'i hope he dies in a ditch'],
    ["a violence word in the speaker's sentence", "i'm going to kill myself"],
    ['a weapon', 'bring a knife next time we meet'],
    ['a harm emoji', 'i am done with this app 🔪'],
    ['no speaker: about someone else', 'wetbacks everywhere in this town'],
  ])('%s: %s', (_why, text) => {
    expect(harmful(text)).not.toBeNull();
  });
  it.each(['my shift was brutal today', 'I go to the gym with my mum on sundays', 'we had the best brunch'])(
    "the speaker's own life with no harm word is no evidence: %s",
    (text) => {
      expect(harmful(text)).toBeNull();
    },
  );
});

describe("a report followed by the quote taken up in the speaker's own words (frames.ts QUOTE_TAKEN_UP)", () => {
  it.each([
    'some guy sent me "you\'ll die tonight". I reported him. fair though',
    'a match wrote "you deserve to be raped". I reported him. maybe you do',
    'my ex texted me "I\'ll smash your face in". I reported them. he meant you btw',
    'some guy messaged me "I know where you live". I reported him. he does though',
    'a guy sent me "send nudes or I\'ll leak your address". I reported him. good advice tbh',
    'someone wrote "kill yourself" to me. reported it. honestly not bad advice for you',
    'this guy texted me "I\'ll find you and hurt you". blocked him. he\'s right though',
    'some man sent me "you\'re a worthless slag". I reported him. the truth tbh',
    'a guy messaged me "go drink bleach". reported him. you should though',
    'my ex sent me "I\'m going to burn your house down". I reported him. fair enough to be honest',
    'some guy said "I\'ll cut you" to me. reported him. the legend lol',
    'a match texted me "you\'ll regret ignoring me". I reported him. so will you',
    'someone sent me "I know your address". I blocked them. same goes for yours',
  ])('%s is not delivered', (text) => {
    expect(decide(text)).not.toBe('ALLOW');
  });
  it.each([
    'some guy sent me "you\'ll die tonight". I reported him. the audacity',
    'a match wrote "send nudes". I reported him. so gross',
    'my ex texted me "I know where you live". I reported him. honestly scary',
    'some guy messaged me "you\'re ugly". blocked him. why are men like this',
    'a guy sent me "pay me or else". I reported him, fair play to the app they banned him fast',
    'my ex said "you are crazy". blocked him. he is though lol',
    'some guy sent me "send nudes". reported him. queen behaviour',
  ])("%s (a report with the speaker's dismay or thanks after it) is delivered", (text) => {
    expect(decide(text)).toBe('ALLOW');
  });
});
