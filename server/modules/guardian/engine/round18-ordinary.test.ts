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
