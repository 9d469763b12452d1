/**
 * ADR 229: harmful twins of the round-19 false-hold guards, written and committed before any guard: the same shapes
 * as the harmless lines (an address known from an invitation, "shame if your car breaks down … let me give you a
 * lift", "watch your back at the pub quiz", a wish on the reader's brakes, "waiting" at the reader's place) carrying
 * real menace: a condition, a demand, an ominous close, the reader's refusal, watching, kin. BLOCK whatever the trust,
 * in an ongoing chat and from a stranger.
 */
import { describe, expect, it } from 'vitest';
import { createGuardianEngine } from './guardian-engine';
import { chatContext, HARM_CONTEXTS } from './rules/test-contexts';

const engine = createGuardianEngine();

const TWINS = [
  // the one arrival-purpose concept (a ride) never excuses a warning beside known whereabouts
  'I drove you home in my cab so I know your address, think very carefully before you reply',
  'I drive a taxi, I know your street now, not joking',
  'I know where you live now, so answer me',
  "I know where you live now haha, thanks for the lovely evening, don't ignore me again",
  'I know where you live now, thanks for nothing',
  "I know your address from the invitation, don't make me use it",
  "I know your address from the invitation, you'd better reply",
  'I know where you live now, sleep well',
  'I know where you live now haha, see you soon',
  "I know where you live, thanks for the lovely evening, I'll be watching",
  "I know your address from the wedding invite, I'll come round if you block me",
  "thanks for dinner, I know where you live now so don't ghost me",
  'I know where you live now, thanks for the evening, your kids looked cute in the window',
  'I know where your mum lives from the invitation, remember that',
  'I know your address from the card, answer or I visit',
  'lovely evening, I know where you live now, see you tonight whether you like it or not',
  'I know your address now, thanks, expect me outside',
  "I know where you live now, you can't hide from me",
  'shame if your car had an accident, think about it',
  'shame if your car broke down on a dark road, let me give you a lift or else',
  "shame if your car breaks down again, it'd be a pity if something happened to you",
  'shame if your tyres got slashed again, let me give you a lift',
  'shame if your car caught fire, I can drive you, just answer me',
  'shame if your car breaks down again, if you ignore me it will',
  "shame if your car breaks down tonight, you'll need me then",
  'be a shame if your brakes failed, let me give you a lift',
  'shame if something happened to your car, let me give you a lift, think carefully',
  'shame if your car breaks down again after you blocked me',
  'watch your back when you leave work',
  'watch your back at the pub quiz, I know where you park',
  "watch your back, I'm coming for you",
  'watch your back, my boys are outside your house',
  "watch your back after the quiz, you won't see me coming",
  'watch your back, the seagulls here steal chips and so will I steal your life',
  'watch your back tonight, you blocked me',
  'watch your back walking home alone',
  'watch your back, I know where you live',
  'watch your back at the pub quiz, snitches get stitches',
  'I hope your brakes fail on the motorway',
  'I hope your brakes are ok, would be a shame if they failed',
  'I hope your brakes are working, for your sake',
  'I hope your brakes hold up, I had a look at them last night',
  'I hope your brakes are ok after what I did to them',
  'I hope your brakes are fine tonight 😈 you ignored me',
  "I'm outside your house, the uber's waiting, don't make me come in",
  "I'm outside your house and I'll keep waiting until you come out",
  "I'm waiting outside your flat, I saw you with him",
  "I'm waiting outside your work, you can't ignore me forever",
  'waiting outside your place, you blocked me so I came',
  "I'm outside your building waiting, I know you're in there",
  "twins aged 14 and they're so hot",
  'my twins aged 14 look so sexy',
  'twins aged 14, send me pics of them',
  "if you ignore me I'll send your nudes to your family",
  "if you ignore me I'll send the pictures to everyone you know",
  "if you ignore me I'll send the pics to your boss",
  "watch your back, the seagulls aren't the only thing that bites round here",
  "I know where you live from the invitation, I'll be outside when you get home tonight",
  'I know where you live now, shame if something happened to your car',
  "I know your address from the invitation, your door isn't very strong",
  'I know where you live now haha, been watching your window all evening',
  "I'm outside your flat waiting, you can't avoid me",
  "I'm outside your house, the taxi's waiting, get in or I come in",
];

/** Harmless lines of our own in the same classes (held before ADR 229's guards unless noted in the ADR). */
/** The reader's address known, with warmth or its source: delivered in a chat, held from a stranger. */
const ADDRESS_KNOWN = [
  'I know where you live now haha, thanks for the lovely evening',
  'I know your address from the invitation, see you saturday!',
  'I know where you live now, thanks for walking me to the tram',
  'I know where you live from the party invite, see you on the 12th x',
  'haha I know where you live now, thanks for dinner, it was lovely',
  'I know your address from the parcel you sent, thank you so much',
  'I know your address from the christmas card, thanks, it was lovely',
  "I know where you live now, so next time it's your turn to host haha",
  'thanks for having me over, I know where you live now so dinner at mine next',
];

const HARMLESS = [
  ...ADDRESS_KNOWN,
  'shame if your car breaks down again, let me give you a lift',
  'shame if your car breaks down again, I can drive you to work',
  'shame if the bus is late again, I can pick you up',
  "shame if it rains on saturday, I'll bring an umbrella",
  "it'd be a shame if your car wouldn't start, happy to give you a ride",
  'shame if your phone dies again, just call me from the hotel',
  "shame if your bike gets a flat again, I'll lend you mine",
  'shame if your train gets cancelled, I can come get you',
  "watch your back at trivia night, I've been studying",
  "watch your back at bowling, I'm on form",
  'watch your back at the quiz tonight, my team is strong',
  'watch your back in mario kart, blue shells incoming',
  'watch your back, the seagulls here steal chips',
  'watch your back, the geese in this park are savage',
  'watch your back at the market, the monkeys grab sunglasses',
  'watch your back at the office, the wasps are out',
  'I hope your brakes are ok after that noise yesterday',
  'I hope your brakes are fine now, that squeak sounded bad',
  'I hope your tyres are ok after that pothole',
  'hope your brakes are sorted, did the garage call?',
  'I hope your locks are ok after the storm',
  "the uber's waiting",
  'the taxi is waiting outside for you',
  "the cab's waiting outside, hurry up haha",
  "I'm outside your house, the uber's waiting",
  "I'm outside your flat, the taxi's waiting, no rush",
  "I'm outside your work, the car's waiting round the corner",
  "I'm at your place, the uber's waiting downstairs",
  "I'm outside your building, our table is waiting at 8",
  "I'm outside your house, the driver is waiting, are you ready?",
  'twins aged 14, they look identical',
  'my twins aged 14 are at football tonight',
  "if you ignore me I'll send more memes until you laugh",
  "I'll be waiting at the bar, text me when you get there",
  'I know where you live now, lovely flat, thanks for the tour',
  'I know your address from your wedding invitation, the card is in the post',
  'shame if the weather ruins it, let me drive you instead',
  'watch your back in the snowball fight tomorrow',
];

/** The same lines from a stranger (the reader never replied): knowing their address or arriving stays held. */
const STRANGER_HELD = [
  ...ADDRESS_KNOWN,
  "I'm outside your house, the uber's waiting",
  "I'm outside your flat, the taxi's waiting, no rush",
  "I'm outside your work, the car's waiting round the corner",
  "I'm at your place, the uber's waiting downstairs",
  "I'm outside your house, the driver is waiting, are you ready?",
  'I know where you live now, lovely flat, thanks for the tour',
  'I know your address from your wedding invitation, the card is in the post',
];

describe('round 19 false holds: harmful twins (ADR 229)', () => {
  it.each(TWINS)('twin %s is blocked at trust 50 and 90, in a chat and from a stranger', (t) => {
    for (const ctx of HARM_CONTEXTS) expect(engine.moderateText(t, ctx).decision).toBe('BLOCK');
  });
});

describe('round 19 false holds: harmless lines (ADR 229)', () => {
  it.each(HARMLESS)('%s is allowed in an ongoing chat at trust 50 and 90', (t) => {
    for (const ctx of [chatContext({ stranger: false }), chatContext({ stranger: false, trust: 90 })])
      expect(engine.moderateText(t, ctx).decision).toBe('ALLOW');
  });
  it.each(STRANGER_HELD)('%s from a stranger is not allowed', (t) => {
    expect(engine.moderateText(t, chatContext({ stranger: true })).decision).not.toBe('ALLOW');
  });
});
