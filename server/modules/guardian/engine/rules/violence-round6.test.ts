/**
 * Round-6 violence structures (ADR 141), learned from three authors' paraphrase families (A and C read, B
 * validated in aggregate only) and our own round-6 development set. Each structure is tested on phrasings
 * written for this file (not copied from any corpus), with obfuscated variants, at trust 50 and 90, and
 * beside hard negatives that must stay ALLOW.
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
  WISH_FAMILY,
  violenceViews,
} from './violence';
import type { WordGatedFamily } from './types';

const engine = createGuardianEngine();
const ctx = (trustScore = 50, optedIn = false, mutual = true): ModerationContext => ({
  surface: 'message',
  grid: optedIn ? 'hookup' : 'date',
  sender: { trustScore, accountAgeDays: 30, recentReports: 0, recentBlocks: 0, messagesLastMinute: 1 },
  recipient: { receiveTextNSFW: optedIn, receiveImageNSFW: optedIn },
  senderNsfw: { receiveTextNSFW: optedIn },
  recipientHasReplied: mutual,
  recentMessages: [],
});
const decide = (t: string, trust = 50, optedIn = false) => engine.moderateText(t, ctx(trust, optedIn)).decision;
const finds = (f: WordGatedFamily, t: string) => f.detect(violenceViews(normalizeText(t)));

/** [structure, family, harmful lines (plain first, then obfuscated variants)] */
const STRUCTURES: Array<[string, WordGatedFamily, string[]]> = [
  [
    'consequence + a condition on the reader’s conduct',
    THREAT_FAMILY,
    [
      'unmatch me again n watch what happens to ur face',
      'text me back or your car windows are getting smashed',
      'if you dont come out tonight you wont like what i do',
      'k33p ign0ring me and y0u’ll need a dentist',
      'reply or i swear im coming to your work',
    ],
  ],
  [
    'the reader’s place known + a visit or menace',
    THREAT_FAMILY,
    [
      'i drove past your house three times tonight, your kitchen light was on',
      'got your home address from a mate. might pay you a visit at 3am',
      'i know what time you finish at the gym. walk home alone much?',
      'i kn0w wh3r3 y0u w0rk n wh3n u l3av3 4l0n3',
    ],
  ],
  [
    'harm foretold for the reader’s people, pets or things',
    THREAT_FAMILY,
    [
      'your little brother walks to school on his own doesnt he',
      'cute puppy you have. would hate for it to go missing',
      'would be awful if something happened to your mum on her way home',
      'tell ur boyfriend to watch his back',
    ],
  ],
  [
    'a weapon at the ready or aimed',
    THREAT_FAMILY,
    [
      'my knife has your name on it',
      'got a gun in the car and nothing to lose, keep playing games',
      'ill put a bat through that pretty face of yours',
      'g u n is loaded, think real hard about your next message',
    ],
  ],
  [
    'implicit threat: injury + reader + menace frame',
    THREAT_FAMILY,
    [
      'keep it up and theyll be identifying you from your dental records',
      'tell your dad to start saving for your funeral',
      "you're going to end up in hospital, mark my words",
    ],
  ],
  [
    'wish of violence with other verbs',
    WISH_FAMILY,
    [
      'i hope someone glasses you at the pub',
      'guys like you deserve a hammer to the kneecaps',
      'honestly hope somebody runs u over on the way home',
    ],
  ],
  [
    'drink spiked or the reader incapable + the speaker taking',
    SEXUAL_VIOLENCE_FAMILY,
    [
      'a couple of drops in your cocktail and you wont remember saying no',
      'wait till youre passed out and then its my turn',
      'once youre out cold youre fair game',
      'ill get u so wasted u wont even know what’s happening',
    ],
  ],
  [
    'a refusal overridden',
    SEXUAL_VIOLENCE_FAMILY,
    [
      'you can say no all night, im not gonna stop',
      'you turned me down but once im on top of you youll change your mind',
      'no doesnt mean anything when we are alone',
      'i dont care if youre not in the mood, im not asking',
      "ill hаvе yоu whether you're willing or not",
    ],
  ],
  [
    'self-harm: the reader’s own talk + a dare',
    SELF_HARM_FAMILY,
    [
      'you always say you want to die. prove it',
      'your wrists already look like a barcode, add a few more',
      'stop threatening it and follow through',
    ],
  ],
  [
    'self-harm: a means + a nudge, absence wished',
    SELF_HARM_FAMILY,
    [
      'there’s a rope in your garage, you know what to do',
      'everyone would be happier without you, make it permanent',
      'you’re better off dead and you know it',
      'do the world a kindness and finish the job',
      'nobody would even show up to your funeral',
    ],
  ],
  [
    'exposure + a demand or a choice',
    EXTORTION_FAMILY,
    [
      'i screenshotted our cam call. 300 by friday or your followers see it',
      'your husband doesnt know youre on here. £150 and he never will',
      'stop talking to me and every pic goes to your mum',
      'keep seeing me or your pics are in every group chat at your uni',
      'i know about your affair. keep me sweet and i stay quiet',
      'p4y m3 0r ur nud3s g0 0nl1n3 t0n1ght',
    ],
  ],
];

/** Harmless look-alikes of the structures above: must stay ALLOW and find nothing. */
const HARD_NEGATIVES: string[] = [
  'block out friday for me, we are going to the lake',
  'reply when you can, no rush at all',
  'keep talking like that and i might fall for you',
  'if you dont try the ramen you will regret it',
  'i know your street, my aunt lived there for years',
  'text me when you get home safe',
  'nice dog you have, is he friendly with cats?',
  'tell your sister i said happy birthday',
  'would be a shame if it rained on our picnic',
  'got a new chef’s knife, it cuts tomatoes like butter',
  'shooting trap with my dad on sunday, you ever tried it?',
  'i could murder a curry right now',
  'that leg day absolutely killed me',
  'i used to be suicidal but therapy helped a lot, i’m good now',
  'the world would be better with more people like you',
  'just jump in the pool with me this summer',
  'i’ll take you home if you’re too drunk, no worries at all',
  'say no whenever you want and i’ll stop, promise',
  'someone said they’d leak my pics if i didn’t pay, i reported them',
  'i’ll venmo you 20 for the tickets tonight',
  'send me the photos from the wedding when you can',
  'my followers would love your cooking videos',
  'my mum will kill me if i’m late to dinner again',
  'you’re dead to me if you skip the finale lol',
  'I’ll take a stab at guessing: you’re a teacher?',
];

describe('round-6 violence structures (ADR 141)', () => {
  for (const [name, family, lines] of STRUCTURES)
    describe(name, () => {
      for (const line of lines)
        it(`blocks at trust 50 and 90: ${line}`, () => {
          expect(finds(family, line), family.name).not.toBeNull();
          expect(decide(line, 50)).toBe('BLOCK');
          expect(decide(line, 90)).toBe('BLOCK');
        });
    });

  it('is the same decision between opted-in adults', () => {
    expect(decide('ill get u so wasted u wont even know what’s happening', 50, true)).toBe('BLOCK');
    expect(decide('you can say no all night, im not gonna stop', 50, true)).toBe('BLOCK');
  });

  describe('hard negatives stay ALLOW', () => {
    for (const line of HARD_NEGATIVES)
      it(line, () => {
        expect(decide(line)).toBe('ALLOW');
      });
  });

  it('reads a whole message typed in leetspeak', () => {
    const views = violenceViews(normalizeText('570p 1gn0r1ng m3 0r 1’ll c0m3 r0und'));
    expect(views.join(' | ')).toContain('stop ignoring me or i');
    // numbers with units are not leetspeak
    expect(violenceViews(normalizeText('c0me r0und at 10pm')).join(' | ')).toContain('come round at 10pm');
  });
});
