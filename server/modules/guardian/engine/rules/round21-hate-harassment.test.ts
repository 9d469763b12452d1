/**
 * ADR 251 (round 21): hate and harassment read by shape. Harmless probes of our own first (each ALLOW in an ongoing
 * chat, and nothing read by the round-21 reader), then the harmful paraphrases of each shape (never ALLOW).
 */
import { describe, expect, it } from 'vitest';
import { createGuardianEngine } from '../guardian-engine';
import { chatContext, familyReading, HARM_CONTEXTS } from './test-contexts';
import { normalizeText } from '../normalize';
import { round20HateHarassmentSignals } from './round20-hate-harassment';
import { round21HateHarassmentSignals } from './round21-hate-harassment';
import { textViews } from './types';
import {
  HARMLESS_ROUND20_HATE,
  HARMLESS_ROUND21_HATE,
  R21_HARM_ADVICE,
  R21_HARM_DEGRADE,
  R21_HARM_DISGUISED,
  R21_HARM_GROUPS,
  R21_HARM_PERSIST,
} from './round20-hate-harassment.probes';

const engine = createGuardianEngine();
const inChat = (t: string) => engine.moderateText(t, chatContext({ stranger: false })).decision;
const reads = familyReading(round21HateHarassmentSignals);

/**
 * Harmless probes an older reader or the text model held before round 21 (a ledger, asserted as still held: a fix
 * elsewhere fails its line, which then leaves the list). Not this module's findings.
 */
const HELD_BEFORE = new Set<string>([
  // the text model, a report of abuse suffered (a model-only hold with a group or the reader in it)
  'someone said "go back to your country" to me on the tube, horrible',
  'a random commented "who would date you" on my pic, blocked',
  // older readers: context.ts hate list ("white power"), an insult list ("fat pig"), stalking ("i saw you at")
  'white power ranger was my favourite as a kid',
  "I'm a fat pig after that buffet",
  'I saw you at the gig, I will be there again next week',
  'flat 14/88 on the corner, next to the bakery',
  'who would marry you in Vegas, Elvis himself?',
  // the text model alone: identity said of oneself, a group praised, a question (spam)
  'the old hags in my knitting circle are the funniest women alive',
  'she is the biggest sweetheart on here honestly',
  'did you read your messages from the landlord?',
]);

describe('ADR 251: harmless lines in the words of the round-21 shapes stay ALLOW in a chat', () => {
  it('has at least 150 probes', () => expect(HARMLESS_ROUND21_HATE.length).toBeGreaterThanOrEqual(150));
  it.each(HARMLESS_ROUND21_HATE.filter((t) => !HELD_BEFORE.has(t)))('%s', (t) => expect(inChat(t)).toBe('ALLOW'));
  it.each([...HELD_BEFORE])('ledger, held before round 21: %s', (t) => expect(inChat(t)).not.toBe('ALLOW'));
});

describe('ADR 251: the round-21 reader reads nothing in the harmless probes of rounds 20 and 21', () => {
  it.each([...HARMLESS_ROUND20_HATE, ...HARMLESS_ROUND21_HATE])('%s', (t) => expect(reads(t)).toBe(''));
});

describe('ADR 251: each shape is read and never delivered', () => {
  const shapes: Array<[string, readonly string[]]> = [
    ['disguises the normaliser leaves', R21_HARM_DISGUISED],
    ['directed degradation', R21_HARM_DEGRADE],
    ['contempt dressed as advice', R21_HARM_ADVICE],
    ['groups and hate', R21_HARM_GROUPS],
  ];
  for (const [name, lines] of shapes)
    describe(name, () => {
      it('has at least five paraphrases', () => expect(lines.length).toBeGreaterThanOrEqual(5));
      it.each(lines)('%s', (t) => {
        expect(reads(t)).not.toBe('');
        for (const ctx of HARM_CONTEXTS) expect(engine.moderateText(t, ctx).decision).not.toBe('ALLOW');
      });
    });
  describe('a stranger who saw the reader, demands to answer', () => {
    const stranger = familyReadingStranger();
    it('has at least five paraphrases', () => expect(R21_HARM_PERSIST.length).toBeGreaterThanOrEqual(5));
    it.each(R21_HARM_PERSIST)('%s', (t) => {
      expect(stranger(t)).not.toBe('');
      expect(engine.moderateText(t, chatContext({ stranger: true })).decision).not.toBe('ALLOW');
    });
  });
});

describe('ADR 251: opted-in adults — sexual degradation is theirs, a verdict on looks is not', () => {
  const optedIn = chatContext({ stranger: false, optedIn: true });
  it.each(['ur way too ugly to be so fussy', '🤮 your face ruins my day', 'ur so mid, fugly honestly'])('%s', (t) =>
    expect(engine.moderateText(t, optedIn).decision).not.toBe('ALLOW'),
  );
  const theirs = (t: string): string => {
    const norm = normalizeText(t);
    return round20HateHarassmentSignals({
      norm,
      views: textViews(norm),
      ctx: optedIn,
      consent: 'opted_in_mutual',
      hardOnly: false,
      found: [],
    })
      .map((s) => s.kind)
      .join(',');
  };
  it.each(['you dirty slut, I love it', 'ur such a filthy whore for me', 'such a naughty little slut'])('%s', (t) =>
    expect(theirs(t)).toBe(''),
  );
});

describe('ADR 251: abuse suffered and reported sets the insult aside; taking it up does not', () => {
  it.each([
    'some guy wrote "you\'d look better if you lost weight", reported and blocked, the audacity',
    'a stranger messaged me "fat cow" out of nowhere, reported them just now',
  ])('%s', (t) => expect(inChat(t)).toBe('ALLOW'));
  it.each([
    'some guy wrote "fat cow" on my pic and honestly, you are a fat cow',
    'reported? lol you fat cow, nobody wants you',
  ])('%s', (t) => expect(inChat(t)).not.toBe('ALLOW'));
});

describe('ADR 251: soft only — a line this reader alone holds is REVIEW, not BLOCK', () => {
  it.each(['ugly, broke, manlet. next', 'spare the rest of us and stay single', 'somalis na animals'])('%s', (t) =>
    expect(inChat(t)).toBe('REVIEW'),
  );
});

function familyReadingStranger(): (t: string) => string {
  return (t: string) =>
    engine
      .moderateText(t, chatContext({ stranger: true }))
      .policyTags.filter((x) => x === 'harassment' || x === 'hate')
      .join(',');
}
