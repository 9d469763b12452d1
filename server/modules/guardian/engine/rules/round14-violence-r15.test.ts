/**
 * Round 15 (ADR 199): the concepts of rules/round14-violence.ts widened — an improvised act of harm after the speaker's
 * future, a regretted act after an ultimatum, capability as menace, a countdown, whereabouts with a place detail, kin
 * fate as a question; a refusal or what the reader wants declared void, consent dismissed, the body "says yes", taking
 * what is not given or is "owed", incapacity as the plan, confinement, a victim blamed. Hand-written examples (ours,
 * not any challenge set's lines) with obfuscated variants, and hard negatives that share their words.
 */
import { describe, expect, it } from 'vitest';
import { createGuardianEngine } from '../guardian-engine';
import type { ModerationContext } from '../types';
import { round14ViolenceSignals } from './round14-violence';
import { chatContext, familyReading } from './test-contexts';

const engine = createGuardianEngine();
const MUTUAL = chatContext({ stranger: false });
const TRUSTED = chatContext({ stranger: false, trust: 90 });
const decide = (t: string, c: ModerationContext) => engine.moderateText(t, c).decision;
engine.moderateText('warm up', MUTUAL);
const reads = familyReading(round14ViolenceSignals);

const HITS: Record<string, string[]> = {
  'an improvised act of harm, the speaker to do it': [
    "one more lie and I'm gonna beat you black and blue",
    'I will knock you spark out next time I see you',
    'I shall find you and put you through a window, mark my words',
    'mi a go bus ur skull',
    'imma l1ght y0u up',
    "1'll b34t y0u s3ns3l3ss",
  ],
  'a regretted act after an ultimatum': ["answer me by tonight or I'll do something you'll regret"],
  'capability as menace': [
    'I know exactly how to make it look like an accident, just so you know',
    'ex-marine here, think twice about how you talk to me',
  ],
  'a countdown': ['we’re coming for you, ready or not ⏰', "I'm c0ming f0r y0u, tick t0ck"],
  'whereabouts with a detail or a cue': [
    'found your address on the electoral roll, nice green door',
    'I know where you park, level 3 space 22',
    "I know your son's school, funny that",
  ],
  'kin fate as a question': ["do you think your kids would cope if you didn't come home one night"],
  'a refusal or what the reader wants declared void': [
    "saying no isn't an option tonight",
    "it won't matter what you want once you're in my van",
    's a y i n g  n o  i s n t  a n  o p t i o n',
  ],
  'consent dismissed, the body says yes': [
    "don't bother about consent babe",
    'her mouth says no but her body says yes',
  ],
  'taking what is not given or is owed': [
    "I'm taking it if you won't give it",
    "if you flake on me again I'll come over and take what's mine",
  ],
  'incapacity as the plan': [
    "get her hammered and she won't say no",
    "you'll be passed out and I'll still have you",
    'g3t h3r w4st3d 4nd sh3 w0nt s4y n0',
  ],
  'confinement, a victim blamed': [
    "I'll lock the car and keep her phone, she can't get away",
    "she was begging for it in that dress, I'll be the one to give it to her",
  ],
};

describe('round 15: widened concepts are read and BLOCK whatever the trust', () => {
  for (const [concept, lines] of Object.entries(HITS))
    describe(concept, () => {
      it.each(lines)('%s', (t) => {
        expect(reads(t)).toBe('threat');
        expect(decide(t, MUTUAL)).toBe('BLOCK');
        expect(decide(t, TRUSTED)).toBe('BLOCK');
      });
    });
});

describe('round 15: hard negatives that share the words are not read', () => {
  it.each([
    "I'm going to beat you to a pulp in the rematch",
    'she will light up the room, honestly',
    'my trainer is going to put me through the wall tomorrow',
    'As a firefighter I know how fast a flat like yours can go up, please test your smoke alarm',
    'I was a soldier for six years, now I teach yoga',
    "I'm coming for you at 8, leaving work soon",
    "if we keep drinking we'll do something we'll both regret",
    "no worries, it doesn't matter what you want to eat, I'll cook anything",
    'failure is not an option at this firm',
    "don't worry about consent forms, the clinic sorts them",
    "if you don't pay me back I'll take what I'm owed from the deposit",
    "you'll be asleep by the time I'm back so I'll just have dinner alone",
    'would it be rape if she was asleep? asking for my law essay',
    'lock the door and take your phone with you',
    'scream all you want on the rollercoaster',
    "I'm going to hug you and never let go",
    "I'll take it if you don't give it back, it's my charger",
    'found your address on the booking, see you at 7',
    'do you think your kids would like a trip to the zoo',
  ])('%s', (t) => {
    expect(reads(t)).toBe('');
  });
  it('a member quoting a threat to report it is not read', () => {
    expect(reads('he messaged me "I\'ll beat you senseless" so I reported him')).toBe('');
  });
});

// Review of round 15: the widened readings need their harm frame (no trust drop for a dessert or a pick-up).
describe('round 15 review: ordinary lines that share a widened reading stay ALLOW', () => {
  it.each([
    "no is not an option, we're getting dessert",
    'saying no is not an option when your mum offers seconds',
    "I'm coming for you at 8, tick tock, don't be late 😄",
    "the haunted house was wild, the actor said scream all you want no one's coming",
    'can your son stay the night at ours friday? mine is 9 too',
  ])('%s', (t) => expect(engine.moderateText(t, chatContext({ stranger: false })).decision).toBe('ALLOW'));

  it.each([
    "no isn't an option, you're in my car now",
    'n o  i s  n o t  a n  o p t i o n',
    "I'm coming for you, tick tock",
    "scream all you want no one's coming, the door is locked",
    "can your daughter stay the night at mine? just me and her, she's 9",
  ])('still BLOCK: %s', (t) => expect(engine.moderateText(t, chatContext({ stranger: false })).decision).toBe('BLOCK'));
});
