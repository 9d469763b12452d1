/**
 * Round 6 (engine/rules/misfires.ts and the rules it touches, ADR 140): Guardian's known misfires and the harm
 * they look like, through the whole engine, with obfuscated variants. Phrases are ours (fresh variants of dev
 * set round 6), never the challenge sets'.
 */
import { describe, expect, it } from 'vitest';
import { createGuardianEngine } from '../guardian-engine';
import { normalizeText } from '../normalize';
import type { ModerationContext } from '../types';
import { chatContext } from './test-contexts';
import { harmlessLinksOnly, profanityAimed, slurSense } from './misfires';

const engine = createGuardianEngine();
const ctx = chatContext;
const STRANGER = ctx({ stranger: true, optedIn: false });
const MUTUAL = ctx({ stranger: false, optedIn: false });
const CONSENTING = ctx({ stranger: false, optedIn: true });
const HIGH_TRUST_CONSENTING: ModerationContext = { ...CONSENTING, sender: { ...CONSENTING.sender, trustScore: 95 } };
const verdict = (t: string, c: ModerationContext) => engine.moderateText(t, c);
const decide = (t: string, c: ModerationContext) => verdict(t, c).decision;

describe('a slur used as the speaker’s own identity or as a cigarette is delivered', () => {
  it.each([
    "proud dyke, don't @ me",
    'us dykes have to stick together',
    "i'm a bi dyke and a terrible cook",
    'proud dyk3, obviously', // leet
    'proud d y k e here', // spaced
    'fags? I quit last year',
    'nipping out for a quick fag, brb',
    'she smokes ten fags a day and runs marathons',
    'f4gs? gave them up in may', // leet
  ])('%s', (t) => {
    for (const c of [MUTUAL, STRANGER]) expect(decide(t, c)).toBe('ALLOW');
  });

  it('the reasoning names the reading', () => {
    expect(verdict('fags? I quit last year', MUTUAL).reasoning).toContain('meaning a cigarette');
    expect(verdict("proud dyke, don't @ me", MUTUAL).reasoning).toContain("as the speaker's own identity");
  });

  it('reads the sense only when nothing points at a person', () => {
    const n = (t: string) => normalizeText(t);
    expect(slurSense(n('popping out for a fag'), 'fag')).toBe('cigarette');
    expect(slurSense(n('proud dyke'), 'dyke')).toBe('reclaimed');
    expect(slurSense(n('you smoke fags like a fag'), 'fag')).toBeNull();
    expect(slurSense(n('typical dyke'), 'dyke')).toBeNull();
    expect(slurSense(n('proud racist'), 'kike')).toBeNull();
  });
});

describe('a slur aimed at someone stays held, however spelt', () => {
  it.each([
    'you fag',
    'you f*g', // masked
    'u f@g', // masked
    'ur such a f4g', // leet
    'shut up you d*ke', // masked
    'you f a g', // spaced
    'fucking dyke',
    'dykes like you make me sick',
    'go smoke your fags somewhere else you fag',
  ])('%s', (t) => {
    for (const c of [MUTUAL, STRANGER, CONSENTING]) expect(decide(t, c)).not.toBe('ALLOW');
  });
});

describe('profanity aimed at nobody is delivered between adults', () => {
  it.each([
    'this weather is shit',
    'fuck yeah lets go',
    'fuck me, that hike was steep',
    'the traffic was fucking awful',
    'sh1t weather again', // leet
    'fuuuuck yes friday', // stretched
  ])('%s', (t) => {
    for (const c of [MUTUAL, STRANGER]) expect(decide(t, c)).toBe('ALLOW');
  });

  it('says why the text model did not hold it', () => {
    expect(verdict('this weather is shit', MUTUAL).reasoning).toContain('profanity aimed at nobody');
  });
});

describe('profanity aimed at the reader stays held', () => {
  it.each([
    'fuck you',
    'f u c k you', // spaced
    "you're a piece of shit",
    'go fuck yourself',
    'you are fucking useless',
    'get a fucking life',
    'what a waste of fucking space',
  ])('%s', (t) => {
    expect(decide(t, MUTUAL)).not.toBe('ALLOW');
  });

  it('tells aimed from unaimed', () => {
    expect(profanityAimed(normalizeText('your pics are shit'))).toBe(true);
    expect(profanityAimed(normalizeText('sh1t head'))).toBe(true);
    expect(profanityAimed(normalizeText('fuck off'))).toBe(true);
    expect(profanityAimed(normalizeText('this weather is shit'))).toBe(false);
  });

  it('sex talk in swear words is not softened ("fuck me" at the start is an exclamation only)', () => {
    expect(decide("i'll tear that ass up", STRANGER)).not.toBe('ALLOW');
    expect(decide('fuck me harder', STRANGER)).not.toBe('ALLOW');
  });
});

describe('"hard" that is not arousal', () => {
  it.each([
    "I'm hard of hearing",
    'im hard of hearing so text me',
    "i'm h4rd of hearing", // leet
    "i'm hard on myself",
    "i'm hard-headed",
  ])('%s from a stranger is ALLOW', (t) => {
    expect(decide(t, STRANGER)).toBe('ALLOW');
  });

  it.each(["i'm hard, come over", 'im so hard rn', "i'm h4rd for u", "i'm hard. u up?"])(
    '%s from a stranger is not ALLOW',
    (t) => {
      expect(decide(t, STRANGER)).not.toBe('ALLOW');
    },
  );
});

describe('sexual talk after an age under 18 is BLOCK whatever the opt-in and the trust', () => {
  it.each([
    "how old are you? 15? even better, let's sext",
    'how old r u? 16? even better babe, sext me',
    '16 is fine with me, wanna sext?',
    'u 1 6? cool, lets get naughty', // spaced digits
    'fifteen? even better, im so horny',
    "if you're 14 that's even sexier",
    '14 or 15? either way i want you naked',
  ])('%s', (t) => {
    for (const c of [CONSENTING, HIGH_TRUST_CONSENTING, MUTUAL, STRANGER]) expect(decide(t, c)).toBe('BLOCK');
  });

  it.each([
    "how old are you? 25? even better, let's sext",
    "how old are you? 18? nice, let's sext tonight",
    "give me 15 minutes then let's sext",
    "we met 15 years ago lol, let's sext",
  ])('%s between opted-in adults is ALLOW', (t) => {
    expect(decide(t, CONSENTING)).toBe('ALLOW');
  });

  it('an age without sexual talk is not held', () => {
    expect(decide('my kids are 15 and 16, they are with their dad this weekend', MUTUAL)).toBe('ALLOW');
  });
});

describe('links in a stranger’s first message', () => {
  it.each([
    'check out this song https://open.spotify.com/track/4uLU6hMCjMI75M1A2tKUQC',
    'the article i mentioned https://www.bbc.co.uk/news/world-12345678',
    'made this last night https://www.bbcgoodfood.com/recipes/easy-pancakes',
    'we should go here https://www.opentable.com/r/some-ramen-place',
    'this made me laugh https://en.wikipedia.org/wiki/Emu_War',
  ])('a harmless kind of page is delivered: %s', (t) => {
    expect(decide(t, STRANGER)).toBe('ALLOW');
  });

  it.each([
    'hey cutie check this out https://bit.ly/3xYz9Q',
    'add me here https://t.me/sweetanna22',
    'text me here instead https://wa.me/447700900123',
    'verify before we chat https://vibe-verify.net/check',
    'see my pics https://onlyfans.com/someone',
    'listen to this and dm me on insta @someone_xo https://open.spotify.com/track/abc',
    'open.spotify.com.login-check.xyz/track/abc',
    'join this https://open.spotify.com/signup?ref=abc',
  ])('a suspicious link is held: %s', (t) => {
    expect(decide(t, STRANGER)).not.toBe('ALLOW');
  });

  it('decides on every link and the host, not a look-alike', () => {
    expect(harmlessLinksOnly(normalizeText('https://www.youtube.com/watch?v=abc'))).toBe(true);
    expect(harmlessLinksOnly(normalizeText('https://youtube.com.evil.io/watch'))).toBe(false);
    expect(harmlessLinksOnly(normalizeText('https://www.bbc.co.uk/news and https://bit.ly/x'))).toBe(false);
    expect(harmlessLinksOnly(normalizeText('no link here'))).toBe(false);
  });
});

describe('innuendo emoji: the normaliser is the one reader (ADR 140)', () => {
  it.each(['🍆 tonight?', 'u up? 💦', 's3nd 🍑', '🍑 later and 💦', 'wanna 🍆 ur 🍑', '🍑💦'])(
    '%s is read sexual and held from a stranger',
    (t) => {
      expect(normalizeText(t).signals).toContain('sexual_emoji');
      expect(decide(t, STRANGER)).not.toBe('ALLOW');
    },
  );

  it.each(['eggplant parm is my go-to 🍆', 'peach cobbler for dessert 🍑🥧 want the recipe?', 'lol 👅 that face'])(
    '%s stays food or a face, and ALLOW',
    (t) => {
      expect(normalizeText(t).signals).not.toContain('sexual_emoji');
      expect(decide(t, STRANGER)).toBe('ALLOW');
    },
  );
});
