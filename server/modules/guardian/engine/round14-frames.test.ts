/**
 * ADR 191: quoted and reported frames read by structure (rules/frames.ts). A frame sets words aside only when the
 * speaker reports receiving them — the speaker stands as their recipient ("texted me", "said that to me", "after i
 * said no") and reports or warns, or someone else said them and the speaker acted (reported, blocked, the police) —
 * and nowhere outside the quote does the speaker relay harm to the reader. A third party's threat at "you" with only a
 * warning after it ("my dad said '…' be careful") is a threat by proxy; a frame tacked on after unquoted words ("…
 * my ex said that to me lol") frames nothing; "police" is a frame only as a report, not as a taunt. Hand-written
 * examples (ours, not any challenge set's lines).
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { createGuardianEngine } from './guardian-engine';
import { frameSetsAside, reportsReceiving } from './rules/frames';
import { withoutReportedQuotes } from './rules/misfires';
import { chatContext } from './rules/test-contexts';

const engine = createGuardianEngine();
const MUTUAL = chatContext({ stranger: false });
const STRANGER = chatContext({ stranger: true });
const decide = (t: string, ctx = MUTUAL) => engine.moderateText(t, ctx).decision;

// The engine's first message loads its model: not a test's time.
beforeAll(() => void decide('hi there'), 60_000);

describe('a threat at "you" relayed to the reader with a warning is a threat by proxy', () => {
  it.each([
    'my dad said "i\'ll slit your throat" be careful',
    'my dad said "i\'ll slit your throat" watch yourself',
    'my dad said "i\'ll slit your throat" watch out',
    'my dad said "i\'ll slit your throat" heads up',
    'my dad said "i\'ll slit your throat" be wary',
    'my dad said "i\'ll slit your throat" check his profile',
    'my dad said "i\'ll slit your throat" please do something',
    'my dad said "i\'ll slit your throat" police',
    'my uncle said "i\'ll stab you tonight" careful out there',
    'my mate said "i\'m going to stab you" stay safe',
    'some guy said "i\'ll burn your house down" warning',
    'they said "you\'re dead tonight" be careful out there',
    'my cousin said "i\'ll break your jaw" vile',
    'my friend said "you\'ll be dead by friday" scary',
    "my ex said 'i'll break your legs' heads up",
    'my ex said "i know where you live" be careful',
    'my ex said "i know where your kids go to school" watch out',
    'my brother said "i\'ll find you and kill you" he\'s coming for you',
    'he said "kill yourself tonight" stay safe',
    'she said "go hang yourself" heads up',
    'my ex said "drink bleach and die" be careful',
    // obfuscated and typographic variants
    'my dad said "i\'ll sl1t y0ur thr0at" b careful',
    'my d a d said "i\'ll s l i t your throat" be careful',
    'my dad said “i’ll slit your throat” be careful',
    "my dad said 'i'll slit your throat' be careful x",
    // a report of receiving, with the threat relayed to the reader outside the quote
    'my dad told me "i\'ll slit your throat", he\'s coming for you tonight',
  ])('%s is blocked, mutual chat and stranger', (t) => {
    expect(decide(t)).toBe('BLOCK');
    expect(decide(t, STRANGER)).toBe('BLOCK');
  });
});

describe('a frame tacked on after unquoted words frames nothing', () => {
  it.each([
    "say no and i'll do it anyway. my ex said that to me lol should i",
    "say n0 and i'll d0 it anyway. my ex said that to me lol should i",
    "say no and i'll do it anyway. that's what my ex told me lol",
    "say no and i'll do it anyway, he said that to me once",
    "do that again and i'll end it. my ex said that to me lol",
    "you're mine tonight. say no and i'll do it anyway. my ex said that to me lol",
    "i know where you live and i'll come tonight. my ex said that to me lol should i report",
    "i'll slit your throat. my ex said that to me, reported him",
    "i'll smash your windows tonight. some guy said that lol",
    'drink the whole bottle tonight. my ex said that to me lol',
  ])('%s is blocked', (t) => {
    expect(decide(t)).toBe('BLOCK');
    expect(decide(t, STRANGER)).toBe('BLOCK');
  });
});

describe('"police" beside a threat to what is the reader\'s is a taunt, not a report', () => {
  it.each([
    "nice car. shame if something happened to it. police won't care",
    "nice car. shame if something happened to it. cops won't care",
    "nice car. would be a shame if it got keyed. police won't do anything",
    "shame if something happened to that pretty face of yours. police can't protect you",
    "call the police if you want, i'll still smash your car",
    "you can call the police, i'll still burn your house down",
    "send $500 or your nudes go to your family. police can't help you",
  ])('%s is blocked', (t) => {
    expect(decide(t)).toBe('BLOCK');
  });
});

describe('hard negatives: reports of words received, news, plots and banter stay delivered', () => {
  it.each([
    'i called the police after he threatened to smash my car',
    'my ex threatened to smash my car so i called the police',
    'my neighbour threatened to smash my car, called the police',
    'he threatened to smash my car after i said no, police are involved now',
    'the police came round after my neighbour threatened to burn my house down',
    "in the news a man threatened to burn his neighbour's house down, police arrested him",
    'the news said a man threatened to stab his neighbour',
    "the book's villain says he will slit their throats, so good",
    'in the film the killer says "i\'ll find you" and it\'s so creepy',
    "my mate said he'd kill me if I was late lol",
    "my mum said she'd kill me if i got another tattoo haha",
    'my ex said he would kill me if i left, be careful who you date',
    "he said he'd kill me if i didn't reply, reported him",
    'someone on here told me to kill myself, be careful',
    "my ex used to say he'd break my legs, glad i left",
  ])('%s', (t) => {
    expect(decide(t)).toBe('ALLOW');
    expect(decide(t, STRANGER)).toBe('ALLOW');
  });

  // The quote set aside by the two-way chat's second reading (ADR 175): a member telling a match what they received.
  it.each([
    'my ex said "i\'ll kill you" so i blocked him, be careful out there',
    'a guy on here messaged me "i\'ll find you and kill you" so i reported him, be careful ladies',
    'he texted me "i\'ll slit your throat" and i went to the police',
    'my ex said to me "i\'ll smash your car" so i called the police',
    'my ex texted me "i\'ll slit your throat" be careful ladies',
    'he said "i\'ll kill you" after i said no, reported him',
    'i got a message saying "you\'re dead" last night, reported it',
    'someone in my dms said "i\'ll find where you live" so i blocked them',
    'someone sent me "i know where you live" should i report it',
    'my ex said to me "say no and i\'ll do it anyway" so i blocked him',
    '"say no and i\'ll do it anyway" is what my ex texted me, i reported him',
    '"i\'ll find you" is what my ex texted me last night, i reported him',
    'a man messaged me "i\'ll find you" so i blocked him and went to the police',
  ])('%s (mutual chat)', (t) => {
    expect(decide(t)).toBe('ALLOW');
  });
});

describe("the owner's readings", () => {
  it("reportsReceiving: the speaker as recipient with a cue, or a third party's words the speaker acted on", () => {
    expect(reportsReceiving('my ex texted me "i\'ll kill you" be careful ladies')).toBe(true);
    expect(reportsReceiving('my ex said "i\'ll kill you" so i blocked him')).toBe(true);
    expect(reportsReceiving('he threatened to smash my car, called the police')).toBe(true);
    expect(reportsReceiving('my dad said "i\'ll slit your throat" be careful')).toBe(false);
    expect(reportsReceiving('my dad said "i\'ll slit your throat" should i report him')).toBe(false);
    expect(reportsReceiving('he texted me "i\'ll find you" he knows where you are now, reported')).toBe(false);
    expect(reportsReceiving("i'll find you. my ex said that to me, be careful")).toBe(false);
  });

  it('frameSetsAside: police as a report act, a back-reference only for quoted words', () => {
    expect(frameSetsAside("nice car. shame if something happened to it. police won't care", 'threat', 'police')).toBe(
      false,
    );
    expect(frameSetsAside('he threatened to smash it so i called the police', 'threat', 'police')).toBe(true);
    expect(frameSetsAside("say no and i'll do it anyway. my ex said that to me lol", 'threat', 'police')).toBe(false);
    expect(frameSetsAside("my ex said he'd do it anyway", 'threat', 'police')).toBe(true);
    expect(frameSetsAside('"say no and i\'ll do it anyway" my ex said that to me', 'threat', 'police')).toBe(true);
    // the imperative's addressee is the reader: a saying after it is no report
    expect(frameSetsAside("say no and i'll do it anyway, like they say", 'threat', 'policeOrSaying')).toBe(false);
    expect(frameSetsAside("do that again and i'll end it. they say that lol", 'threat', 'policeOrSaying')).toBe(false);
    expect(frameSetsAside("they say curiosity killed the cat and i'll never learn", 'threat', 'policeOrSaying')).toBe(
      true,
    );
  });

  it("withoutReportedQuotes: a third party's quote with only a warning is not set aside", () => {
    expect(withoutReportedQuotes('my dad said "i\'ll slit your throat" be careful')).toBeNull();
    expect(withoutReportedQuotes('my dad said "i\'ll slit your throat" so i reported him')).toBe(
      'my dad said that so i reported him',
    );
    expect(withoutReportedQuotes('my ex texted me "i\'ll slit your throat" be careful ladies')).toBe(
      'my ex texted me that be careful ladies',
    );
    expect(withoutReportedQuotes('my brother texted me "i\'ll slit his throat" he\'s coming for you')).toBeNull();
  });
});

// Round 14 review: a genuine report followed by the same harm aimed at the reader is the speaker's own threat.
describe('a report that turns the harm on the reader is no frame', () => {
  it.each([
    'my ex told me "drink bleach and die" i blocked him. same to u',
    'i blocked him after he sent me "i\'ll burn your house down" now i\'m sending it to u',
    'he texted me "you\'re dead tonight" i blocked him. you too',
  ])('%s is blocked', (text) => {
    expect(decide(text)).toBe('BLOCK');
  });

  it.each([
    'he texted me "you\'re dead tonight" i blocked him, stay safe',
    'my ex told me "drink bleach and die" so i blocked him',
    'he texted me "i know where you live" i reported him, be careful ladies',
  ])('%s is still a report', (text) => {
    expect(decide(text)).toBe('ALLOW');
  });
});
