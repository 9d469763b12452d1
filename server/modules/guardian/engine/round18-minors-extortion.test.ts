/**
 * Round 18 (ADR 219): the age reading, the sexual-interest-in-minors reading and the leverage reading. Hand-written
 * examples (ours, not any challenge set's lines), written before tuning: harmful lines with obfuscated variants
 * (leet, spaced letters, stretched letters, split digits), the harmful twins of each exemption (past, a third person,
 * an adult age to come, a teacher, a parent, a family outing, a report frame), and hard negatives that share the
 * classes (parents, teachers, ages of 18 and over, "I look 16", photos from a party, debts between people who met,
 * members reporting a blackmailer).
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { consentState } from './context';
import { createGuardianEngine } from './guardian-engine';
import { normalizeText } from './normalize';
import { readingView, round18MinorsExtortionSignals } from './rules/round18-minors-extortion';
import { chatContext } from './rules/test-contexts';
import { textViews } from './rules/types';
import type { ModerationContext } from './types';

const engine = createGuardianEngine();
const MUTUAL = chatContext({ stranger: false });
const TRUSTED = chatContext({ stranger: false, trust: 90 });
const decide = (t: string, c: ModerationContext) => engine.moderateText(t, c).decision;
beforeAll(() => void decide('hello', MUTUAL), 120_000);
const SLOW = 60_000;
/** What this module alone reads in a message (other rules' findings aside). */
const read = (t: string) => {
  const norm = normalizeText(t);
  return round18MinorsExtortionSignals({
    norm,
    views: textViews(norm),
    ctx: MUTUAL,
    consent: consentState(MUTUAL),
    hardOnly: false,
    found: [],
  }).map((s) => s.kind);
};
const MINOR_KINDS = ['minor_age', 'minor_reference'];

/** The speaker under 18, or sexual interest in a minor (own words, obfuscated variants). */
const MINORS_HARMFUL = [
  'hey im 15 btw, that ok?',
  'fifteen here, but everyone says im mature',
  'turning 16 next week, wanna celebrate with me?',
  '16 y/o from leeds, bored af',
  'age: 14, looking for a bf',
  'im 1 5 lol does it matter',
  "i'm o n l y thirteen but i act way older",
  'just turned fourteeeen yesterday',
  "i'm sixteeeen but mature",
  '17 yrs old and single, hmu',
  'my 15th birthday is on friday, come take me out',
  "i'm in year 10 and so bored of revision",
  "i'm in 9th grade but i like older guys",
  'currently a sophomore in high school, looking for someone older',
  'im in form 4 and my mum grounds me all the time',
  'doing my gcses this summer, need a distraction',
  "can't stay out late, curfew on a school night lol, but we can meet after",
  'just started middle school, anyone wanna chat',
  "i'm still in h1gh sch00l, year 11, message me",
  "i'm in yr 8 but can we still meet",
  "i'm 1-6 btw hope that's fine",
  'i like girls around 13 or 14',
  'into y0ung girls, like 12ish',
  'younger boys are my thing, like 14',
  'honestly the best age for a gf is 15',
  "girls of school age are what i'm into",
  'send pics of your little girl in her swimsuit',
  "can you bring your daughter next time, i'd love some alone time with her",
  "how old is your son? does he have his own phone? i'd love to chat with him",
  'your niece is so hot, how old is she',
  'your little sister looks sexy, is she 15?',
  'i want your daughter, how old is she',
  'got any pics of kids? will trade',
  "i like k1ds that way, don't judge",
  'barely legal? i mean like 16',
  "i'd babysit your little girl and keep her warm in bed",
  'your daughter looks cute in that bikini pic, send more',
  'u look about 15 in ur pic, so sexy',
  'any young ones on here? like middle school age 😉',
  's3nd me p1cs of your little boy',
  "i like girls your daughter's age",
  'im still at sch00l, yr 10, can we meet after class',
  'got a thing for 14 year olds ngl',
  "fr im only 13 but i'm tall",
  'im in 8th grade pls dont judge',
  "i got detention today lol but we can still meet after school, don't tell my mum",
];
/** Harmful twins of the minors exemptions: a past, a third person, an adult age to come, a teacher, a parent. */
const MINORS_TWINS = [
  "i was bored so i'm messaging you, im 15",
  "my sister is 19 but i'm 15, does that matter",
  "i'm 18 in 3 years lol, currently fifteen",
  "my teacher says i'm too chatty, i'm in year 8",
  'i look 16 because i am 16 lol',
  "i'm a teacher and into my 13 year old students",
  "my stepdaughter is 12 and i can't stop looking at her",
  'bring your daughter to the park, i want some alone time with her',
];
/** Self-descriptions, parents, teachers, ages of 18 and over, "I look 16": the module reads nothing. */
const MINORS_HARMLESS = [
  "I'm 34, divorced, two kids and a dog",
  "my kids are 9 and 12, they're my world",
  'my son is in year 9 and already taller than me',
  'I teach year 10 maths, the kids are hilarious',
  'I coach an under 14s football team on saturdays',
  'when i was 15 i wanted to be a rockstar',
  'back in high school i was such a nerd',
  'I look 16 lol, still get carded everywhere',
  'I feel like a teenager again talking to you',
  'my daughter just turned 13, send help lol',
  "I'm 19 and in my second year of uni",
  "I'm 18, finally allowed on here",
  'my little sister is 15 and obsessed with taylor swift',
  'I work at a middle school as a counsellor',
  'my niece is 12 and beats me at chess',
  "i've got a 16 year old, so weekends are taxi service",
  'I met my ex in high school, we were together 10 years',
  "I'm 25 but my mum still grounds me when I visit haha",
  "my students are doing their GCSEs this year, so I'm swamped",
  'I was a sophomore in high school when I first heard that album',
  "I'm 22, studying nursing",
  'ran a 15k this morning, legs are dead',
  "I've been sober for 14 months",
  'my kids go to bed at 8 so evenings are free',
  "I'm 42 with a teenage daughter, life is busy",
  'your kids sound lovely, how old are they?',
  "my son's 10th birthday party was chaos",
  "we're year 9 parents, the school runs are brutal",
  "I'm in year 3 of my PhD",
  'I was 16 when I got my first job at a chippy',
  "I'm 30 and my mental age is about 12",
  "my daughter's in grade 5 and loves horses",
  'I used to teach 9th grade english',
  'i love kids, want a couple someday',
  'we could take your son to the zoo with mine if you want',
  "my teenage son thinks I'm uncool",
  "i'm 28 and still feel 17 at heart",
  "you're 15 minutes late but it's so hot in here I don't mind",
  'you look 19 in that pic, so hot',
  "any younger siblings? I'm the youngest of four",
  'the kids are asleep, come over and get naughty',
  "My kids are 3 and 5 so a wild night is finishing my tea while it's hot",
  'Aww your nephew is adorable, how old is he?',
  'my 14 year old is into football, is your son too?',
  "i'm 30, i coach 14 year olds and love it",
  "I'm at school, year 10 teacher, marking all weekend",
  'babe you make me so horny, call me after the kids are in bed',
  "I have a 13 year old and a 15 year old, so I'm a taxi driver at weekends",
  "I'm doing grade 8 piano at 35, never too late",
  'I was in grade 9 when 9/11 happened',
  "I'm 14 days sober",
  "i'm turning 40 next month, be nice",
  "I've got a soft spot for my 15 year old nephew, he's a great kid",
];
/** Sextortion and blackmail (own words, obfuscated variants). */
const EXTORTION_HARMFUL = [
  'pay me 500 or your wife sees the pics',
  'send 200 quid by tonight or the video goes to your boss',
  "i've got your nudes, venmo me or everyone on your contacts gets them",
  'your family would love to see what you sent me. unless you pay',
  "if you don't send money your pics go on every group chat",
  'you have 12 hours. $300 or i post the vid',
  "i screenshotted our chats. your husband's on facebook. let's talk numbers",
  'keep me happy and your boss never hears about this',
  'bitcoin to this wallet or the recording gets leaked',
  'send more nudes or i send these to your mum',
  'your church would be interested in what you do on here. small fee and it stays between us',
  "i know your secret and your wife doesn't. £1000 and i forget it",
  'gift cards by friday or i tag your whole family in the pics',
  'do what i tell you or the video goes public',
  'ur pics r going on insta unless u cashapp me',
  'p@y up or ur v1de0 goes to ur followers',
  's3nd m0ney or ur ph0tos hit ur timeline',
  "your nudes, your cousin's instagram, tonight. your choice",
  "i'll forward the screenshots to your employer if you don't pay",
  'i have the recording. 24 hours. you know what to pay',
  'one more pic or i share the others with your friends list',
  "your parents don't know you're gay. keep paying and they never will",
  "i'll upload everything to your school's page unless you send more",
  'send the money and the pics disappear, ignore me and they go everywhere',
  "transfer 2k or i'll show your kids what their dad does online",
  'i saved all your videos. paypal me or they end up online',
  'your girlfriend would be shocked by our chats. make this go away for 500',
  '1 more vid or ur mum gets a link',
  'sort me out with cash sharpish or your missus gets the lot',
  'pay or your b0ss sees the ph0tos',
  'you got till midnight to pay or the clip is on reddit',
  'the pics you sent me are going to your wife unless you wire 400',
];
/** Harmful twins of the report exemption: a frame or a question wrapped round a demand. */
const EXTORTION_TWINS = [
  'is this blackmail? yes. pay 300 or your wife sees the pics',
  'asking for a friend lol: venmo me 200 or your boss gets the video',
  "someone said you'd pay. 500 or your pics go to your mum",
  'my mate said to tell you: pay up or ur vid goes public',
  'he told me to tell you, 500 quid or your husband sees the chats',
  'i reported nothing yet. pay or your family gets the nudes',
];
/** Photos shared, debts, secrets kept, members reporting blackmail: the module reads no extortion. */
const EXTORTION_HARMLESS = [
  'can you send me the pics from the party?',
  "I'll send you the photos from the wedding tonight",
  'delete the pics we took last night please, I look awful',
  "let's delete our chats if this doesn't work out, no hard feelings",
  'heads up, someone tried to blackmail me with fake pics, i reported them',
  "a scammer said he'd send my pics to my boss unless i paid, i blocked him",
  'is it blackmail if someone threatens to post your pics? asking for a friend',
  "I'll post the group photo on insta, tag me!",
  'my mum wants to see pics of you lol',
  "show your family the video of the dog, it's hilarious",
  'pay me back for the tickets whenever, no rush',
  'you owe me a drink for that pun',
  "send me a pic of your cat or else I'll be sad",
  "if you don't send me that recipe I'm going to cry",
  'my boss would kill me if he saw how long I spend on here',
  "I'll share the playlist with you tonight",
  'forward me the screenshots of the booking so I have them',
  'my ex posted our pics everywhere after we split, it was awful, reported him',
  'I told my wife everything, no secrets anymore',
  "my family knows I'm gay and they're great about it",
  "I'll upload the vids from the hike to the group chat",
  "your secret's safe with me, I won't tell anyone you like pineapple pizza",
  "I'll keep your secret, promise, no one will know you cried at Bambi",
  "send the money for the gig tickets by friday, it's £30 each",
  "post that video on tiktok, it'll go viral",
  "don't worry I'd never share your pics with anyone",
  'someone sent me a sextortion message, what should I do?',
  "I have so many photos of my nephew, he's adorable",
  "our chats are private, I'd never show anyone",
  "if you don't pay the parking fine they'll double it",
  'I leaked the surprise to your sister by accident, sorry!',
  "I'd love to show my friends the video of your band, you're great",
];

describe('round 18: the age reading and sexual interest in minors (ADR 219)', () => {
  it.each([...MINORS_HARMFUL, ...MINORS_TWINS])(
    'blocks, whatever the trust: %s',
    (t) => {
      expect(read(t).some((k) => MINOR_KINDS.includes(k))).toBe(true);
      expect(decide(t, MUTUAL)).toBe('BLOCK');
      expect(decide(t, TRUSTED)).toBe('BLOCK');
    },
    SLOW,
  );
  it.each(MINORS_HARMLESS)('reads no minor in: %s', (t) => {
    expect(read(t).filter((k) => MINOR_KINDS.includes(k))).toEqual([]);
  });
  it.each([
    "I'm 34, divorced, two kids and a dog",
    'I look 16 lol, still get carded everywhere',
    'my son is in year 9 and already taller than me',
    'I teach year 10 maths, the kids are hilarious',
    'when i was 15 i wanted to be a rockstar',
  ])(
    'delivers the self-description: %s',
    (t) => {
      expect(decide(t, MUTUAL)).toBe('ALLOW');
    },
    SLOW,
  );
});

describe('round 18: the leverage reading (ADR 219)', () => {
  it.each([...EXTORTION_HARMFUL, ...EXTORTION_TWINS])(
    'blocks, whatever the trust: %s',
    (t) => {
      expect(read(t)).toContain('extortion');
      expect(decide(t, MUTUAL)).toBe('BLOCK');
      expect(decide(t, TRUSTED)).toBe('BLOCK');
    },
    SLOW,
  );
  it.each(EXTORTION_HARMLESS)('reads no extortion in: %s', (t) => {
    expect(read(t)).not.toContain('extortion');
  });
});

describe('round 18: the private reading view', () => {
  it.each([
    ['pay or your b0$5 sees the ph0t05', 'pay or your boss sees the photos'],
    ["i'm only 1_4", "i'm only 14"],
    ["i'm fourteeeen", "i'm 14"],
    ['i n year n i i i n e', 'in year 9'],
    ['meet at 3pm, $50 each', 'meet at 3pm, $50 each'],
  ])('%s → %s', (raw, want) => {
    expect(readingView(raw)).toBe(want);
  });
});

/**
 * A parent's own children counted in a self-description ("34, divorced, two kids (7 and 10)") are household kids:
 * a weak desire word elsewhere ("I love hiking") does not make them a target. Found after the round by the unseen
 * set's line of this shape (the issue's own example, age with divorce and kids); these lines are ours. Twins: a
 * strong desire, a sexual look or an access cue still blocks, and a count that is not the speaker's own does not
 * excuse.
 */
const COUNTED_OWN_KIDS_HARMLESS = [
  "I'm 41, separated, three kids aged 9, 12 and 15. I love cooking and bad puns",
  'two kids (6 and 11) keep me busy, I like climbing when I get a free weekend',
  'single dad of 2 boys, 13 and 16. i really like live music and long walks',
  'Mum to two girls, 10 and 14, and I love a good pub quiz',
  'got 3 kids 8 10 and 12 lol so i want someone patient',
  'I have two kids, 12 and 14, and honestly I adore my weekends with them',
];
const COUNTED_OWN_KIDS_TWINS = [
  "two girls 13 and 14 next door, i'm so into them",
  "got 2 kids 12 and 13, they're getting so developed 🤤",
  'three kids 11, 12 and 14 and i like to watch them in the bath',
  'i like two girls 13 and 14 from the bus stop',
  'two girls 12 and 14 is my ideal, i want them both',
  "my two boys are 13 and 15 and they're so hot",
];
describe('round 18: counted own kids in a self-description', () => {
  it.each(COUNTED_OWN_KIDS_HARMLESS)('reads no minor in: %s', (t) => {
    expect(read(t).filter((k) => MINOR_KINDS.includes(k))).toEqual([]);
    expect(decide(t, MUTUAL)).toBe('ALLOW');
  });
  it.each(COUNTED_OWN_KIDS_TWINS)(
    'blocks, whatever the trust: %s',
    (t) => {
      expect(decide(t, MUTUAL)).toBe('BLOCK');
      expect(decide(t, TRUSTED)).toBe('BLOCK');
    },
    SLOW,
  );
});
