/**
 * Round 6 (ADR 142): the cross-author structures through the whole engine — each structure with fresh variants
 * (our own wording, not the paraphrase sets' lines), obfuscated ones, and the hard negatives it must leave alone.
 * Never the challenge sets' or author B's phrases.
 */
import { describe, expect, it } from 'vitest';
import { createGuardianEngine } from '../guardian-engine';
import { normalizeText } from '../normalize';
import type { ModerationContext } from '../types';
import { chatContext } from './test-contexts';
import { consentState } from '../context';
import { CROSS_AUTHOR_FAMILIES } from './cross-author';

const engine = createGuardianEngine();
const ctx = chatContext;
const STRANGER = ctx({ stranger: true });
const MUTUAL = ctx({ stranger: false });
const OPTED_IN = ctx({ stranger: false, optedIn: true, trust: 90 });
const decide = (t: string, c: ModerationContext) => engine.moderateText(t, c).decision;
/** Which round-6 family fires on a text (none: null). */
function family(t: string, c: ModerationContext = STRANGER): string | null {
  const norm = normalizeText(t);
  const views = norm.deobfuscated === norm.text ? [norm.text] : [norm.text, norm.deobfuscated];
  for (const f of CROSS_AUTHOR_FAMILIES) {
    const s = f.detect({ norm, views, ctx: c, consent: consentState(c), hardOnly: false, found: [] });
    if (s) return `${s.kind}`;
  }
  return null;
}

describe('minors: the speaker is under 18 (age in other shapes, school year, a pupil’s day) — BLOCK', () => {
  it.each([
    'turning 15 in march so basically an adult',
    'only just turned 1 6 last week', // spaced digits
    'ok with me being 16? nearly 17',
    'age = f0urteen but i act older', // leet
    'im in grade 9 but ppl say i look 20',
    'revising for my gcses all weekend ugh',
    'leaving cert next year, then freedom',
    'just finished 8th grade!!! summer time',
    'i get to go out once im 18 lol',
    "not 18 till december but who's counting",
    'cant chat, 3rd period science then my dad picks me up',
    'got detention again and now im grounded 🙄',
    '15f, bored, say hi',
    'asl? 16/f/uk',
    'my mum wont let me date yet lol',
  ])('%s', (t) => {
    expect(decide(t, STRANGER)).toBe('BLOCK');
    expect(decide(t, OPTED_IN)).toBe('BLOCK');
  });
});

describe('minors: an adult wants a minor (teen age wanted or approved, secrecy, codes) — BLOCK', () => {
  it.each([
    'u got any younger friends? like 13 or 14',
    'looking for girls 14-15 who like older men',
    'ur 16? thats fine by me, even better actually',
    'u look maybe 15 in that pic, my type honestly',
    'i prefer them before they turn eighteen',
    'love girls who still have braces and a curfew',
    'ur so mature for ur age, guys my age would love that',
    "i'll get u some vapes, just don't tell ur mom we met",
    'delete these chats so ur parents never find out',
    'can i pick u up outside school tmrw',
    'what school do u go to? send a pic in ur uniform',
    'send a photo of ur younger sister',
    'anyone trading 🧀🍕? dm me',
    'into y0ung g1rls only', // leet
  ])('%s', (t) => {
    expect(decide(t, STRANGER)).toBe('BLOCK');
  });
});

describe('minors: hard negatives stay safe', () => {
  it.each([
    'my son just turned 16 and wants driving lessons',
    'when i turned 16 i got my first job at a chippy',
    'i did my gcses in 2004, feels like forever',
    'i teach year 9 maths, they are hilarious',
    'felt like a schoolgirl waiting for you to text back haha',
    'my mom drives me crazy sometimes lol',
    'i was a teacher for 10 years, now i do hr',
    'turning 35 next month, planning a small party',
    "i'm not old enough to remember the 80s",
    'ring me at 12, m',
  ])('%s', (t) => {
    expect(decide(t, MUTUAL)).toBe('ALLOW');
  });
  it('school role-play between opted-in adults is not a pupil’s day', () => {
    expect(family('naughty schoolgirl roleplay tonight? detention after school, sir', OPTED_IN)).toBeNull();
  });
});

describe('harassment aimed at the reader — not ALLOW', () => {
  it.each([
    'ur nothing but a desperate slag',
    'you absolute state, delete this',
    'ya stuck up heifer',
    'whore',
    'sl*t like u should be grateful',
    "who'd ever date you honestly",
    'drop a couple stone and then hmu',
    'ur built like a wardrobe lmao',
    'your nose looks like a car crash',
    "ur a 3 at best, don't flatter yourself",
    'showed ur pics to the lads, we were crying laughing',
    'got a new number since u blocked me 🙂',
    "ive texted you 25 times, i'll keep going till you answer",
    'hey?? hello??? why are you ignoring me',
    'you owe me a reply. answer me',
    'enjoy dying alone',
    'ur so repulsive lol',
    '🤡🤡 thats u btw',
  ])('%s', (t) => {
    expect(decide(t, STRANGER)).not.toBe('ALLOW');
    expect(decide(t, MUTUAL)).not.toBe('ALLOW');
  });
  it.each([
    'you are not a loser, stop saying that',
    'who would want that job honestly, night shifts forever',
    'the plate got passed around the table',
    'what is ur state like, is it cold',
    'hello? hello? is this thing on lol',
    "you're a dog person right? i love my lab",
  ])('hard negative: %s', (t) => {
    expect(decide(t, MUTUAL)).toBe('ALLOW');
  });
  it('degrading dirty talk between opted-in adults who already talk stays theirs (this family)', () => {
    expect(family('beg for it, you pathetic little slut', OPTED_IN)).toBeNull();
    expect(family('ur so pathetic when ur begging for my cock', OPTED_IN)).toBeNull();
    expect(family('beg for it, you pathetic little slut', STRANGER)).toBe('harassment');
  });
  it.each([
    "don't tell your mum i said that but her lasagne is elite",
    'my ex called me a fat cow and i reported him',
    'the chinks in his armour showed in the final',
    'i need to get out of this country for a holiday',
    'proud to be a muslim woman in tech',
  ])('the round-6 families leave alone: %s', (t) => {
    expect(family(t, MUTUAL)).toBeNull();
  });
});

describe('hate against a protected group — not ALLOW', () => {
  it.each([
    'travellers are all thieves, lock ur car',
    'autistic ppl shouldnt be allowed to have kids',
    'deaf people are basically defective',
    'your lot breed like rabbits',
    'u r a bloke in a wig, stop lying',
    'its an it, not a woman',
    'typical p4ki', // leet
    'another spaz on here',
    'muslim men are all the same, terrorists',
    'ur kind should have been wiped out',
    'your religion makes you a terrorist, get out of our country',
  ])('%s', (t) => {
    expect(decide(t, STRANGER)).not.toBe('ALLOW');
  });
  it.each([
    'my mate went as a man in a dress for halloween',
    'he sped past me on the motorway',
    'women are amazing at this game tbh',
    'its an it thing, the servers are down',
  ])('hard negative: %s', (t) => {
    expect(decide(t, MUTUAL)).toBe('ALLOW');
  });
});

describe('unsolicited sexual content from a stranger — not ALLOW; between opted-in adults — ALLOW', () => {
  const lines = [
    'send me a pic w no top on',
    'take ur bra off for me',
    'fancy a n a u g h t y facetime?', // spaced
    'want a photo of my d*ck',
    "i'll show u mine if u show me yours",
    'just sent u something x-rated, open it',
    'so hard thinking about u rn',
    'touching myself thinking of ur pics',
    'pic of that booty pls',
    'do u sell nudes? gimme a freebie',
    'i wanna lick ur thighs',
  ];
  it.each(lines)('stranger: %s', (t) => {
    expect(decide(t, STRANGER)).not.toBe('ALLOW');
  });
  it.each(lines)('opted in and talking: %s', (t) => {
    expect(decide(t, OPTED_IN)).toBe('ALLOW');
  });
  it.each(['send me a pic of ur dog', 'touch base tomorrow?', 'take ur coat off and relax, dinner is nearly ready'])(
    'hard negative: %s',
    (t) => {
      expect(decide(t, STRANGER)).toBe('ALLOW');
    },
  );
});

describe('scams: a money ask with a story or a promise — not ALLOW', () => {
  it.each([
    'my bank card got frozen abroad, could u help w 300? ill pay u back',
    'my mum is in hospital and i cant afford the ticket, help with 450 🥺',
    'drop 200 into this app and it triples in a week',
    'x5 ur savings in a month, ask me how',
    'i turned 2k into 30k in a week, want me to show u',
    'just pay the 25 registration fee and the job is yours',
    'run a payment through ur account and keep a cut',
    'read me the code google just texted you',
    'oops i overpaid you, refund me the 200 pls',
    'get verified at safe-match-check.co before we meet',
    'p a y the fee to claim your prize', // spaced
  ])('%s', (t) => {
    expect(decide(t, STRANGER)).not.toBe('ALLOW');
  });
  it.each([
    "i'll pay the parking fee, you get the popcorn",
    'my card got declined at tesco, so embarrassing lol',
    'send me the code for the wifi when ur home',
    'i put 50 in my savings every month',
    'if you love me you will watch this whole series with me',
  ])('hard negative: %s', (t) => {
    expect(decide(t, MUTUAL)).toBe('ALLOW');
  });
});

describe('drugs: a substance with a dealing cue — not ALLOW', () => {
  it.each([
    'k3t and mdma available, menu on request', // leet
    'got vallies 3 quid each',
    'snow is pure this week, i know a guy',
    'green for the weekend? mates rates',
    'bring cash for the half oz, usual spot',
    'swap u some codeine for a bit of weed, i got u',
    'plug here, dm for menu',
    'who’s your dealer round here? need something for tonight',
    'we could do a few lines at mine later',
    'droppinggg offf the kush tonight, usual spot', // stretched
    'got party favours for the rave, hmu',
    'can u get me some snow for sat',
  ])('%s', (t) => {
    expect(decide(t, STRANGER)).not.toBe('ALLOW');
  });
  it.each([
    'need a charger plug for my trip',
    'i smoke weed legally here, hope thats not a dealbreaker',
    'my doctor upped my vicodin after surgery',
    'camping gear available for rent this weekend',
    'learning my lines for the play tonight',
  ])('hard negative: %s', (t) => {
    expect(decide(t, MUTUAL)).toBe('ALLOW');
  });
  it('a drink, not a drug (the round-6 family; context.ts reads "coke available" on its own)', () => {
    expect(family('diet coke available at the bar, bring cash', MUTUAL)).toBeNull();
  });
});

describe('off-platform lures (not the emoji or first-link rules) — not ALLOW from a stranger', () => {
  it.each([
    'hop over to insta, its easier there',
    'kik me: sam_2001',
    'skype? id is jess.k.91',
    'my @ is same as here',
    'this app reads everything, lets move somewhere private',
    'gimme ur numberrrr', // stretched
    'l1nk 1n b1o for more', // leet
    'my other profile is better, click the link',
    "what's your gmail, let's use hangouts",
  ])('%s', (t) => {
    expect(decide(t, STRANGER)).not.toBe('ALLOW');
  });
  it.each(['a guy asked me to move to telegram in his first message, red flag', "what's your number one film"])(
    'hard negative: %s',
    (t) => {
      expect(family(t)).toBeNull();
    },
  );
});
