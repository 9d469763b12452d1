/**
 * ADR 206: the window carries a blocked flag per part (`recentBlocked[i]` for `recentMessages[i]`), not the blocked
 * texts, so a delivered part with a blocked part's text is a delivered part; the flags stay aligned with the parts
 * the window reads; "who is next" carries a blocked act over (structure: subject, copula, ordering word); ordinary
 * replies right after a block stay ALLOW. The sentences are this file's own.
 */
import { describe, expect, it } from 'vitest';
import { playSequence } from '../challenge-eval';
import { createGuardianEngine } from './guardian-engine';
import { normalizeText } from './normalize';
import { windowContext } from './rules/test-contexts';
import { continuesSentence, namesNextInLine } from './window-policy';

const engine = createGuardianEngine();
/** The window tests' context (rules/test-contexts.ts). */
const ctx = windowContext;
const decide = (text: string, recent: string[], blocked: boolean[] = []) =>
  engine.moderateText(text, ctx(recent, blocked)).decision;
const next = (t: string, oneWord = false) => {
  const n = normalizeText(t);
  return namesNextInLine(n.text, n.deobfuscated, t, oneWord);
};

const THREAT = "i'm going to stab you";
const GO_ON = "and i'm driving over tonight";

describe('a flag per part, not the blocked texts (ADR 206)', () => {
  it('a delivered part with the same text as a blocked one is not read as blocked', () => {
    // The same words were blocked right after the threat, then delivered after an apology.
    const recent = [THREAT, GO_ON, 'sorry that came out wrong', GO_ON];
    expect(decide("and i'll bring wine", recent, [true, true, false, false])).toBe('ALLOW');
    // Had the last part been the blocked one, the next part would go on with the blocked sentence.
    expect(decide("and i'll bring wine", recent, [true, true, false, true])).toBe('BLOCK');
  });

  it('the send path, played part by part, gives the same answers (playSequence)', () => {
    const got = playSequence(engine, [THREAT, GO_ON, 'sorry that came out wrong', GO_ON, "and i'll bring wine"]);
    expect(got.map((v) => v.decision)).toEqual(['BLOCK', 'BLOCK', 'ALLOW', 'ALLOW', 'ALLOW']);
  });

  it('flags stay aligned with the parts the window reads (empty parts skipped, the last four kept)', () => {
    expect(decide("she's next", [THREAT, '  '], [true, false])).toBe('BLOCK');
    expect(decide("she's next", ['', THREAT], [false, true])).toBe('BLOCK');
    // The blocked part is the fifth from last: out of the window's four, so nothing is carried.
    const five = [THREAT, 'ok', 'whatever', 'night', 'sleep well'];
    expect(decide("she's next", five, [true, false, false, false, false])).toBe('ALLOW');
    // All flags false reads as no flags: a delivered part's hard finding counts as it always did (ADR 150).
    expect(decide("she's next", [THREAT], [false])).toBe(decide("she's next", [THREAT]));
  });
});

describe('namesNextInLine: a subject, a copula and an ordering word, nothing else', () => {
  it.each([
    "she's next",
    'he is next',
    'you are next',
    "you're next",
    'ur next',
    'they r after',
    "his mum's next 😈",
    'the kids are next',
    'and ur brother is next lol',
    'then your dog will be next',
    'shе is nеxt', // look-alike letters (Cyrillic е)
    'Ｓhe is next', // full-width
    'sh3s n3xt',
    'u next',
    'then you',
  ])('%s', (t) => expect(next(t)).toBe(true));

  it.each([
    'you too',
    "you're too",
    'she is too',
    'me too lol',
    "what's next",
    "who's next?",
    "that's next",
    "i'm next",
    'next time',
    'is she next to you',
    "sarah's next", // a bare word: never (ADR 208, "lunch is next" was held)
    "she's next in line at the bakery",
    'see ya later',
    'talk to u later',
    'and you?',
    'your whole family', // a person of the reader's named alone: only right after the blocked part
  ])('not: %s', (t) => expect(next(t)).toBe(false));

  it("right after the blocked part: a person of the reader's named alone (a bare word: not, ADR 208)", () => {
    for (const t of ['your whole family', 'ur dog 🔪', 'yоur sistеr']) expect(next(t, true), t).toBe(true);
    for (const t of [
      "what's next",
      "who's next",
      "i'm next",
      "it's next",
      'your mum?',
      'your dog is cute',
      'your turn',
      "sarah's next",
      'Tom is next',
    ])
      expect(next(t, true), t).toBe(false);
  });
});

describe('who is next, after a blocked threat (ADR 206)', () => {
  it('right after the blocked part: BLOCK (plain, look-alike letters)', () => {
    for (const t of ["she's next", "you're next", 'he is next', 'they r next', 'yоu аre nеxt', 'ur dog']) {
      const v = engine.moderateText(t, ctx([THREAT], [true]));
      expect(v.decision, t).toBe('BLOCK');
      expect(v.policyTags, t).toContain('split_message');
    }
  });

  it('alone, or after a delivered part, nothing is carried', () => {
    for (const t of ["she's next", "you're next", "sarah's next"]) {
      expect(decide(t, []), t).toBe('ALLOW');
      expect(decide(t, ['see you saturday then']), t).toBe('ALLOW');
    }
  });

  it('a pronoun or kin subject carries within the last two parts; a bare name never (ADR 208)', () => {
    expect(decide("she's next", [THREAT, 'lol'], [true, false])).toBe('BLOCK');
    expect(decide("sarah's next", [THREAT], [true])).toBe('ALLOW');
    expect(decide("sarah's next", [THREAT, 'lol'], [true, false])).toBe('ALLOW');
    expect(decide('your whole family', [THREAT, 'lol'], [true, false])).toBe('ALLOW');
  });

  it("ordinary replies right after a block stay ALLOW (ADR 203's mends)", () => {
    for (const t of ['you too', 'tired too', 'me too lol', "what's next?", "you're too", 'she is too', 'your mum?'])
      expect(decide(t, [THREAT], [true]), t).toBe('ALLOW');
  });

  it('a question or wish handed back ("and you?") is no continuation; "and" with someone new still is', () => {
    for (const t of ['and you?', 'n u', 'and you too', 'and yours?']) {
      expect(continuesSentence(normalizeText(t).text), t).toBe(false);
      expect(decide(t, [THREAT], [true]), t).toBe('ALLOW');
    }
    for (const t of ['and your mum too', 'and you next', "and i'm outside"])
      expect(decide(t, [THREAT], [true]), t).toBe('BLOCK');
  });
});
