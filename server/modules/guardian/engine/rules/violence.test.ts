/**
 * Violence rule families (ADR 125): each family on phrasings beyond its development set
 * (corpus/dev-set-round4-violence.jsonl) with obfuscated variants, the threat rule independent of the
 * sender's trust, a split message judged in the sliding window, and hard negatives that stay ALLOW.
 */
import { describe, expect, it } from 'vitest';
import { createGuardianEngine } from '../guardian-engine';
import { normalizeText } from '../normalize';
import type { ModerationContext } from '../types';
import {
  EXTORTION_FAMILY,
  SELF_HARM_FAMILY,
  SEXUAL_VIOLENCE_FAMILY,
  THREAT_FAMILY,
  VIOLENCE_FAMILIES,
  VIOLENCE_GATE_WORDS,
  WISH_FAMILY,
  violenceSignals,
  violenceViews,
} from './violence';
import type { WordGatedFamily } from './types';

const engine = createGuardianEngine();
const ctx = (trustScore = 50, recentMessages: string[] = [], optedIn = false): ModerationContext => ({
  surface: 'message',
  grid: optedIn ? 'hookup' : 'date',
  sender: { trustScore, accountAgeDays: 30, recentReports: 0, recentBlocks: 0, messagesLastMinute: 1 },
  recipient: { receiveTextNSFW: optedIn, receiveImageNSFW: optedIn },
  senderNsfw: { receiveTextNSFW: optedIn },
  recipientHasReplied: true,
  recentMessages,
});
const decide = (t: string, trust = 50) => engine.moderateText(t, ctx(trust)).decision;
const finds = (f: WordGatedFamily, t: string) => f.detect(violenceViews(normalizeText(t)));

const FAMILY_CASES: Array<[WordGatedFamily, string, string[]]> = [
  [
    THREAT_FAMILY,
    'threats: speaker + harm + target, the target fate, veiled and conditional',
    [
      "i'm going to break both your legs",
      'my cousins will stomp you out',
      "you'll end up in the river if you keep this up",
      "i'm gonna put u in a wheelchair",
      'shame if something happened to your little car. or to you',
      "you won't be breathing after i'm done with you",
      "you've got no idea what i'm capable of",
      'mention his name one more time and you will bleed',
      'I\u2019ll sn\u0430p y0ur n3ck', // look-alike a, leet
      "i'll ssssstab youuu", // letter flood
      'i w i l l s t a b y o u', // spaced letters
      "i'll \u{1F52A} ur face in", // emoji knife
    ],
  ],
  [
    WISH_FAMILY,
    'wishes of violence and of sexual violence',
    [
      'i hope you get hit by a truck on the way home',
      'someone needs to beat you to death honestly',
      "i'd laugh if you got stabbed",
      'h0pe u g3t r@ped', // leet
      'hope you get r a p e d', // spaced
      'i hope you burn alive',
    ],
  ],
  [
    SEXUAL_VIOLENCE_FAMILY,
    'sexual violence: taking without consent, spiking, incapacity',
    [
      "I'll put a pill in your wine and you won't remember a thing",
      "once you're passed out you're all mine",
      "you don't get to say no, you came to my place",
      "your consent don't matter",
      "I'll fuck you whether you want to or not",
      "too drunk to say no is still a yes in my book, you'll see",
      'sp1ke ur dr1nk', // leet
    ],
  ],
  [
    SELF_HARM_FAMILY,
    'incitement to self-harm',
    [
      'why dont you just jump off a building',
      'do us all a favour and stop breathing',
      'nobody would even cry if you died, so go on',
      'go walk in front of a bus',
      'k . y . s', // spaced with dots
      'kyyyys', // flood
      'k\u0443s', // Cyrillic u
      'unalive urself pls',
    ],
  ],
  [
    EXTORTION_FAMILY,
    'extortion and sextortion: leverage + demand + condition',
    [
      'i kept every nude you sent. 400 on cashapp by sunday or your husband sees them',
      'pay 300 or the clip goes to your whole office',
      'your boss will love these screenshots unless you send me money',
      'i recorded you on cam. send $250 within 2 hours',
      '\u{1F4B8} or ur nudes go online', // emoji money
      'p4y m3 or i l3ak ur v1ds', // leet
    ],
  ],
];

describe('violence rule families: each family on phrasings it was not tuned on', () => {
  for (const [family, name, texts] of FAMILY_CASES)
    it(name, () => {
      for (const t of texts) {
        expect(finds(family, t), t).not.toBeNull();
        expect(decide(t), t).toBe('BLOCK');
      }
    });
});

describe('credible threats are BLOCK whatever the sender trust', () => {
  it('trust 5, 50 and 95 all BLOCK; the signal is hard and trust drops', () => {
    const texts = [
      "I'm going to break both your legs",
      'i hope you get hit by a truck on the way home',
      "once you're passed out you're all mine",
      'do us all a favour and stop breathing',
      'pay 300 or the clip goes to your whole office',
    ];
    for (const t of texts)
      for (const trust of [5, 50, 95]) {
        const v = engine.moderateText(t, ctx(trust));
        expect(v.decision, `${t} @ trust ${trust}`).toBe('BLOCK');
        expect(v.trustScoreUpdate, t).toBeLessThan(trust);
      }
  });

  it('the policy names what it is about', () => {
    expect(engine.moderateText("i'm going to break both your legs", ctx(95)).policyTags).toContain('threat');
    expect(engine.moderateText('go walk in front of a bus', ctx(95)).policyTags).toContain('self_harm_incitement');
    expect(engine.moderateText('pay 300 or the clip goes to your whole office', ctx(95)).policyTags).toContain(
      'extortion',
    );
  });
});

describe('sliding window: a violence-family harm split over several sends', () => {
  const sequences: Array<[string, string[]]> = [
    ['veiled threat', ['nice car you got', 'would be a shame if it caught fire', 'with you in it']],
    ['extortion', ['i saved every video you sent', 'venmo me 200 by tonight', 'or else']],
    ['self-harm incitement', ['honestly', 'do everyone a favour', 'and overdose']],
  ];
  for (const [name, parts] of sequences)
    it(`${name}: each part alone passes, the part that completes it is BLOCK`, () => {
      for (const p of parts) expect(decide(p), p).not.toBe('BLOCK');
      const v = engine.moderateText(parts[parts.length - 1], ctx(60, parts.slice(0, -1)));
      expect(v.decision).toBe('BLOCK');
      expect(v.policyTags).toContain('split_message');
      expect(v.trustScoreUpdate).toBeLessThan(60);
    });

  it('the window gate holds every family word', () => {
    for (const f of VIOLENCE_FAMILIES) for (const w of f.gateWords) expect(VIOLENCE_GATE_WORDS).toContain(w);
  });
});

describe('hard negatives stay ALLOW', () => {
  const ALLOW = [
    // hyperbole and sports
    'this film killed me, I was crying laughing',
    "I'd kill for a pizza right now",
    "I'm going to crush you at mario kart tonight",
    "I'll beat you at pool, just watch",
    "you're going to kill it at your interview tomorrow!",
    "I'll destroy you in scrabble, fair warning",
    'my feet are killing me after that hike',
    'I hope you beat your PR at the marathon!',
    'hope you get a shot at that job',
    // reports of harm, safety talk
    'my ex threatened me when I left, it took me a year to feel safe',
    'A guy once told me he\u2019d hurt me if I didn\u2019t reply. Glad this app has a report button',
    'someone tried to blackmail me on another app, they wanted money for screenshots. I blocked and reported them',
    // depression and self-care
    "I've been dealing with depression this year, therapy is helping a lot",
    'I used to self-harm as a teenager, I\u2019m 8 years clean now',
    'if you ever feel like ending it please call a helpline, I\u2019ve been there',
    "honestly you should end it with him, he's toxic",
    // money and pictures without leverage
    'send me the pics from the wedding when you get a chance!',
    "I'll send the photos to your email so you have them",
    "i'll pay you back for the drinks on friday",
    'send me pics of your dog or I will cry',
  ];
  it('ordinary and hyperbolic chat', () => {
    for (const t of ALLOW) {
      expect(violenceSignals(normalizeText(t)), t).toEqual([]);
      expect(decide(t), t).toBe('ALLOW');
    }
  });

  it('harmless to this family even where another layer holds it', () => {
    // "hope you die" is on the banned list, which reads no further.
    // "bury you" is a threat verb of the context layer's older rule, which reads no game or affection after it.
    const texts = [
      'hope you die laughing at this meme',
      "don't kill yourself at the gym, rest days exist",
      'gonna bury you in kisses when I see you',
    ];
    for (const t of texts) expect(violenceSignals(normalizeText(t)), t).toEqual([]);
  });

  it('consensual kink between opted-in adults', () => {
    const texts = [
      "I want to pin you down and kiss you everywhere, if you're into that",
      'tie me up this weekend, safe word is pineapple',
      "I'll make you beg for it, baby",
    ];
    for (const t of texts) {
      expect(violenceSignals(normalizeText(t)), t).toEqual([]);
      expect(engine.moderateText(t, ctx(50, [], true)).decision, t).toBe('ALLOW');
    }
  });
});

// The prefiltered violence expressions' sweep against a plain exec (ADR 126) runs in ../prefilter.test.ts, after the
// sweep that computes the same plain-exec reference for the same shared prefilter (ADR 289).
