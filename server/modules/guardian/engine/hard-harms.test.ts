/**
 * Hard harms whatever the trust (issue 15, ADR 128): threats, sexual violence, self-harm incitement and
 * extortion get the same decision from a trusted sender as from a new one; the round-5 structures
 * (beyond corpus/dev-set-round5-violence.jsonl) with obfuscated variants; hyperbole over trivial stakes
 * and everyday idioms stay ALLOW.
 */
import { describe, expect, it } from 'vitest';
import { createGuardianEngine } from './guardian-engine';
import { normalizeText } from './normalize';
import { challengeContext } from '../challenge-eval';
import { HARD_HARM_TAGS, appliedTrustAdjustment, isHardHarm, verdictPolicy } from './policy';
import { hardHarmCue, trivialStakes } from './rules/violence';
import type { ModerationContext } from './types';

const engine = createGuardianEngine();
const ctx = (trustScore = 50): ModerationContext => ({
  surface: 'message',
  grid: 'date',
  sender: { trustScore, accountAgeDays: 30, recentReports: 0, recentBlocks: 0, messagesLastMinute: 1 },
  recipient: { receiveTextNSFW: false, receiveImageNSFW: false },
  senderNsfw: { receiveTextNSFW: false },
  recipientHasReplied: true,
});
const decide = (text: string, trust = 50) => engine.moderateText(text, ctx(trust)).decision;

const HARMS: Record<string, string[]> = {
  threat: [
    "i'll make sure you can't walk again",
    'nobody will ever find your body',
    'guys like you end up getting shot',
    "you'll get your jaw broken if you keep this up",
    "i'm gonna come to your flat and teach you a lesson",
    'keep running your mouth and you gettin popped',
    'a dead girl walking, that is what you are',
  ],
  sexual_violence: [
    "i'll hold you down and take what i want",
    "i won't stop even if you say no",
    'consent is overrated, you will be mine tonight',
    'someone should force himself onto you',
  ],
  self_harm_incitement: ['take a whole box of painkillers and do us a favour', 'go kys'],
  extortion: [
    'send 400 or your dad gets the chat logs',
    'keep me happy or your pics will end up all over instagram',
    'you want your wife to see these? then pay',
  ],
};

describe('hard harms are blocked whatever the sender trust (ADR 128)', () => {
  it.each(Object.entries(HARMS).flatMap(([k, ms]) => ms.map((m) => [k, m])))('%s: %s', (_kind, text) => {
    const decisions = [5, 50, 90, 100].map((t) => decide(text, t));
    expect(decisions).toEqual(['BLOCK', 'BLOCK', 'BLOCK', 'BLOCK']);
  });

  it.each([
    ['spaced', 'i  w i l l  h u r t  y o u'],
    ['leet', 'u r g0nna g3t hurt'],
    ['repeated', 'nobody will ever find your boooody'],
    ['homoglyph', 'nobody will ever find yоur body'],
    ['leet sexual violence', "1'll h0ld y0u d0wn and take what i want"],
  ])('obfuscated (%s) is BLOCK for a trusted and a new sender alike', (_kind, text) => {
    expect(decide(text, 90)).toBe('BLOCK');
    expect(decide(text, 90)).toBe(decide(text, 20));
  });

  it('a trusted sender never discounts a hard-harm finding; a low trust still raises risk', () => {
    expect(appliedTrustAdjustment(-10, true)).toBe(0);
    expect(appliedTrustAdjustment(-10, false)).toBe(-10);
    expect(appliedTrustAdjustment(12, true)).toBe(12);
    for (const t of ['threat', 'self_harm_incitement', 'extortion', 'leak_threat', 'minor_safety'])
      expect(HARD_HARM_TAGS.has(t)).toBe(true);
    expect(isHardHarm(['classifier:harmful', 'threat'])).toBe(true);
    expect(isHardHarm(['classifier:harmful', 'scam'])).toBe(false);
  });

  it('a high trust score never turns a BLOCK into a REVIEW (ADR 162)', () => {
    expect(appliedTrustAdjustment(-10, true)).toBe(0);
    expect(appliedTrustAdjustment(-10, false)).toBe(-10);
    expect(appliedTrustAdjustment(12, true)).toBe(12);
    // Dev lines (corpus/dev-set-round8-misfires*.jsonl) blocked from a neutral sender by findings that are not
    // hard harms on their own (text-model flag, nudes, money request): a trusted sender used to get REVIEW.
    const cases: Array<[string, { optedIn: boolean; stranger: boolean }]> = [
      ['p4y up or ur n00d3s go l1v3', { optedIn: false, stranger: true }],
      ['i know ur employer send 300 on paypal or they get a link', { optedIn: false, stranger: false }],
    ];
    for (const [text, context] of cases)
      for (const trust of [50, 90, 100])
        expect(engine.moderateText(text, challengeContext(context, trust)).decision, `${text} @${trust}`).toBe('BLOCK');
  });

  it('hard-harm cues corroborate the text model by kind, and are absent from everyday chat', () => {
    const cue = (t: string) => hardHarmCue(normalizeText(t));
    expect(cue('i will stab you')).toBe('threat');
    expect(cue('you cannot say no to me')).toBe('threat');
    expect(cue('venmo me or the video goes to your boss')).toBe('extortion');
    expect(cue('just go overdose')).toBe('self_harm_incitement');
    expect(cue('send me the photos from the party')).toBeNull();
    expect(cue('i would love to see you saturday')).toBeNull();
  });

  it('the blocked message names the policy', () => {
    const v = engine.moderateText('guys like you end up getting shot', ctx(90));
    expect(verdictPolicy(v)).toBe('threats');
  });
});

describe('hyperbole and idioms: no hard-harm finding (ADR 128)', () => {
  it.each([
    "you're so dead, you finished my ice cream",
    "i'll hunt you down if you don't share that playlist",
    "you'll pay for that pun lol",
    "i'm gonna get you back for that prank tomorrow",
    "don't make me come over there and eat your leftovers",
    "i'll drag you along to my cousin's barbecue",
    "i'm going to expose you for liking nickelback",
    "i'd kill for a nap",
    'shoot me a message when you land',
    'we got smoked at quiz night',
    'my boxing coach made us spar for an hour',
  ])('%s', (text) => {
    // The text model alone may still hold a few of them for review; no rule finds a hard harm.
    const v = engine.moderateText(text, ctx(50));
    expect(isHardHarm(v.policyTags)).toBe(false);
    expect(v.decision).not.toBe('BLOCK');
  });

  it('trivial stakes do not excuse a weapon or a place', () => {
    expect(trivialStakes(["you're dead, you ate my chips"])).toBe(true);
    expect(trivialStakes(["you ate my chips, i'll be outside your house with a knife"])).toBe(false);
    expect(decide("you ate my chips, i'll stab you with a knife", 90)).toBe('BLOCK');
  });
});
