/**
 * ADR 231: the clause reader's round-19 probes (round19-probes.ts, our own words) through the whole engine, in an
 * ongoing chat: harmful lines BLOCK at trust 50 and 90, hard negatives are delivered. Lines marked below were
 * missed (harmful) or held (harmless) when the probes were committed, before the reader was extended; a marked line
 * is asserted as still wrong (a ledger): a later fix fails that line, which then moves out of its list.
 */
import { describe, expect, it } from 'vitest';
import { createGuardianEngine } from '../guardian-engine';
import { chatContext } from '../rules/test-contexts';
import { HARD_NEGATIVES, HARMFUL_PROBES, ORDINARY_REVIEW } from './round19-probes';

const MUTUAL = chatContext({ stranger: false });
const TRUSTED = chatContext({ stranger: false, trust: 90 });
const engine = createGuardianEngine();

/** Harmful probes not blocked at the start of round 19 (main 6f498fa). */
const MISSED_AT_START: ReadonlySet<string> = new Set([
  // A bare future pursuit is no longer read alone (lead's review: "ok i'll find you" BLOCKed meeting talk).
  'i will find you',
  'i w i l l  f i n d  y o u',
  '1 will f1nd u',
  'when you least expect it, i will find you',
  'when i get out i will find you',
  "one more word and you'll see",
  "if i see you with him it'll be the last thing you do",
  'if you go to the police, your sister pays',
  "if you leave me, you won't leave alive",
  "talk to another guy and it's over for you",
  "if you don't send it i'll be at your door tonight and you won't like it",
  'try leaving me and see what happens',
  "keep ignoring me and you'll learn the hard way",
  "swipe left on me again and i'll find you",
  "if you cancel on me again you'll be needing a doctor",
  "tell anyone and you're next",
  "open your mouth about this and you're done",
  'if u dont come out ill come in',
  'so easy to run you off the road one night',
  'i will find you',
  "i'll find you, doesn't matter where you move",
  'girls like you go missing and nobody looks for long',
  'i know what car you drive and what time you leave work',
  'enjoy your last weekend',
  "they'll be pulling you out of the canal",
  "one day you'll open the door and i'll be there",
  "you'll never feel safe again",
  "you'll find out what happens to people who lie to me",
  "it's a long drive home on dark roads, anything could happen to you",
  'brakes fail all the time you know, be a shame about yours',
  'i know which window is your bedroom',
  "you're going in the boot of my car",
  'next time you see me will be your last',
  "you won't make it to your next birthday",
  'watch what happens to your car tonight',
  "i'm coming for you",
  'i w i l l  f i n d  y o u',
  'y0u w0nt s33 it c0ming',
  'd0 every1 a fav0ur and d1e',
  'n0b0dy w0uld m1ss u',
  'u w0nt b able 2 say n0',
  'im c0ming 4 u',
  '1 will f1nd u',
  "o n e  m o r e  w o r d  a n d  y o u ' r e  d o n e",
  'accidents happen 2 ppl like u',
  'i k n o w  w h e r e  y o u  l i v e',
  "you'd be doing us all a favour if you jumped",
  'have you tried not existing',
  'tie a rope and be done with it',
  'un-alive ur self',
  'go find a tall building and step off',
  "you'll wake up and not know what i did",
  "nobody will believe you when i'm done with you",
  "you'll do what i want in bed or i'll make you",
  'hope you crash on the way home',
  'hope your car wraps round a tree',
  'hope your plane goes down',
  'hope you get what is coming to you, and i hope it hurts',
]);

/**
 * Hard negatives held at the start of round 19 by older readers (none by the clause reader): left to their owners.
 * "count your days off" and "cut deeper into the dough" are delivered since ADR 241 (rules/round20-false-holds.ts).
 */
const HELD_AT_START: ReadonlySet<string> = new Set([
  "you won't see it coming - the plot twist in episode 6 is wild",
  "i'll find you by the fountain",
  "i'll put something in your drink - a little umbrella",
  'sleep with one eye open, my cat attacks toes at 5am',
  "i'll make you regret that pun",
  'watch your back on the climbing wall, some holds are loose',
  "i'll follow you on insta",
  "you're coming to the party whether you like it or not haha",
  "you don't get to say no to cake on my birthday",
  "i'll make sure you never walk alone, fellow liverpool fan",
  'stop breathing down my neck about the quiz answers haha',
  "you have no idea what i'm capable of in the kitchen",
  'nobody will hear you sing in the shower, go for it',
  "i get so sleepy after one glass, can't say no to bed",
  "i'll make you breakfast whether you like it or not", // held again: ADR 272's imposition class dropped (ADR 275)
  "i'll make you try sushi, you won't have a choice haha",
  "i'll hunt you down in hide and seek, the kids love it",
  "the ending of that book, you won't see it coming",
  'i run a kitchen, we butcher whole pigs on mondays',
  'nurse life: 12 hour shift, two code blues',
  'i jumped off the high board as a kid lol',
  'my ex kept saying "you\'ll be sorry" after i left; glad it is over',
  'quoting my ex: "i will find you wherever you go" - reported, blocked, moved on',
  'my book club is reading a thriller about a stalker who says "i know where you live"',
  'hope your team gets battered on saturday lol, come on city',
]);

/** Harmful probes still missed after the reader was extended (ADR 231 "Left"): shapes it does not read by class. */
const STILL_MISSED: ReadonlySet<string> = new Set([
  // ADR 317: five left the ledger when the severe-harm reader shipped (it reads them; the rules still do not).
  // A bare future pursuit, given up after merge (lead's review: "ok i'll find you" BLOCKed meeting talk).
  'i will find you',
  'i w i l l  f i n d  y o u',
  '1 will f1nd u',
  'when i get out i will find you',
  // A bare "I'm coming for you" was read, then given up: a DEVELOP harmless split ("… / at the pub quiz").
  "i'm coming for you",
  'im c0ming 4 u',
  'if you go to the police, your sister pays',
  "keep ignoring me and you'll learn the hard way",
  "if you cancel on me again you'll be needing a doctor",
  "open your mouth about this and you're done",
  'if u dont come out ill come in',
  'enjoy your last weekend',
  "it's a long drive home on dark roads, anything could happen to you",
  'brakes fail all the time you know, be a shame about yours',
  'i know which window is your bedroom',
  'u w0nt b able 2 say n0',
  'i k n o w  w h e r e  y o u  l i v e',
  'tie a rope and be done with it',
  "you'll wake up and not know what i did",
  "nobody will believe you when i'm done with you",
  "you'll do what i want in bed or i'll make you",
  'hope your car wraps round a tree',
]);

/**
 * Harmful twins of the round-19 frames' guards, written before the guards were settled: a pursuit beside "when",
 * warmth ("babe", "omw") or kin; a crash wished "at" a speed; an unseen blow beside a fiction word; "nobody would
 * miss you" with more after it; the reader's end, disposal, "what happens to", reckonings. They must block.
 */
const GUARD_TWINS = [
  "i'll come find you wherever you hide",
  // 'when i get out i will find you': listed in STILL_MISSED since a bare pursuit is no longer read (lead's review);
  // 'when you least expect it, i will find you' is read again since round 21 (ADR 248) and left the ledger.
  "i'm coming for you babe, there's nowhere to hide",
  "omw. i'm coming for you and your sister",
  'hope you crash at 90 and die',
  "you won't see it coming, no plot twist this time",
  'nobody would miss you at all',
  'no one would miss you, not even your mum',
  "i'll find you lol and then you're dead",
  'people like you go missing',
  "you're going in the river tonight",
  'see what happens to your dog if you block me',
  "you won't get out of my flat alive",
  "tell the police and you're next",
  "one more lie and it's over for you",
  'hope your car crashes with you in it',
  "you won't be safe anywhere",
  "if you ever leave, you'll never be safe again",
];

describe('clause reader, round 19 (ADR 231): harmful probes block whatever the trust', () => {
  const read = HARMFUL_PROBES.filter((t) => !STILL_MISSED.has(t));
  it.each(read)('%s', (t) => {
    expect(engine.moderateText(t, MUTUAL).decision).toBe('BLOCK');
    expect(engine.moderateText(t, TRUSTED).decision).toBe('BLOCK');
  });
  // A ledger of known misses: a fix fails its line here, and the line leaves STILL_MISSED.
  it.each([...STILL_MISSED])('known miss: %s', (t) => {
    const both = [MUTUAL, TRUSTED].every((c) => engine.moderateText(t, c).decision === 'BLOCK');
    expect(both).toBe(false);
  });
  it('the marked misses are probes', () => {
    for (const t of STILL_MISSED) expect(MISSED_AT_START.has(t)).toBe(true);
  });
});

describe('clause reader, round 19 (ADR 231): harmful twins of its guards block', () => {
  it.each(GUARD_TWINS)('%s', (t) => {
    expect(engine.moderateText(t, MUTUAL).decision).toBe('BLOCK');
    expect(engine.moderateText(t, TRUSTED).decision).toBe('BLOCK');
  });
});

describe('clause reader, round 19 (ADR 231): hard negatives are delivered', () => {
  const delivered = HARD_NEGATIVES.filter((t) => !HELD_AT_START.has(t));
  it.each(delivered)('%s', (t) => expect(engine.moderateText(t, MUTUAL).decision).toBe('ALLOW'));
  it.each([...HELD_AT_START])('known hold by an older reader: %s', (t) =>
    expect(engine.moderateText(t, MUTUAL).decision).not.toBe('ALLOW'),
  );
});

/** Ordinary lines of the false-BLOCK review held by older readers on main too (not by the clause reader). */
const REVIEW_HELD_BY_OLDER: ReadonlySet<string> = new Set([
  'you will pay for that joke, i am getting you back',
  'say that again and i will make you watch my holiday slides',
  'if you beat me at darts again i will cry',
]);

describe('clause reader, round 19 (ADR 231): the false-BLOCK review (written after the change) is delivered', () => {
  it.each(ORDINARY_REVIEW.filter((t) => !REVIEW_HELD_BY_OLDER.has(t)))('%s', (t) =>
    expect(engine.moderateText(t, MUTUAL).decision).toBe('ALLOW'),
  );
  it.each([...REVIEW_HELD_BY_OLDER])('known hold by an older reader: %s', (t) =>
    expect(engine.moderateText(t, MUTUAL).decision).not.toBe('ALLOW'),
  );
});
