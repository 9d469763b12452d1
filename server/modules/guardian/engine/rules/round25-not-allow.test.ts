/**
 * ADR 280 (round 25): the not-ALLOW classes. Harmless twins first (ALLOW in a chat, and nothing read by this module in
 * a chat or from a stranger), then each class's paraphrases (never ALLOW), and a stranger's explicit opener stays
 * ALLOW between adults who both opted in.
 */
import { describe, expect, it } from 'vitest';
import { createGuardianEngine } from '../guardian-engine';
import { normalizeText } from '../normalize';
import { chatContext, familyReading } from './test-contexts';
import { textViews } from './types';
import { round25NotAllowSignals } from './round25-not-allow';
import {
  HARMLESS_R25,
  R25_HARM_DRUGS,
  R25_HARM_INSULT,
  R25_HARM_OFF,
  R25_HARM_PERSIST,
  R25_HARM_SEXUAL,
} from './round25-not-allow.probes';

const engine = createGuardianEngine();
const decide = (t: string, stranger: boolean, optedIn = false) =>
  engine.moderateText(t, chatContext({ stranger, optedIn })).decision;
const reads = familyReading(round25NotAllowSignals);
const readsFromStranger = (t: string): string => {
  const norm = normalizeText(t);
  return round25NotAllowSignals({
    norm,
    views: textViews(norm),
    ctx: chatContext({ stranger: true }),
    consent: 'unsolicited',
    hardOnly: false,
    found: [],
  })
    .map((s) => s.kind)
    .join(',');
};

/** Harmless probes an older reader or the text model holds (a ledger; this module reads nothing in them). */
const HELD_ELSEWHERE = new Set<string>([
  'cocaine bear was a ridiculous film and I loved it',
  'send me a pic of your bum bag, I need one for the festival',
  "what's your handle on strava? we should race",
  "can I have your insta? I'll send you the meme",
  "what's your snap, my sister wants to say hi to your dog",
  // ADR 284 mend: twins this module no longer reads that an older reader still holds
  'the printer keeps ignoring me but I am not giving up on it',
  'waited by your car for ages before I realised it was a different silver golf',
  'did you pig out at the buffet? I had three desserts',
  'are you a whale person or a dolphin person, aquarium question',
  'would you cow-sit for my uncle this weekend, he pays in cheese',
  'have you whale-spotted off the coast of Cornwall?',
  'where do I get acid wash jeans these days',
  'have you got any charlie brown comics for my nephew',
  'our coffee supplier sent a fresh batch of beans',
  'my linktree has my etsy shop and my podcast',
]);

describe('ADR 280: harmless twins in the words of the classes', () => {
  it('has at least 100 probes', () => expect(HARMLESS_R25.length).toBeGreaterThanOrEqual(100));
  it.each(HARMLESS_R25.filter((t) => !HELD_ELSEWHERE.has(t)))('ALLOW in a chat: %s', (t) =>
    expect(decide(t, false)).toBe('ALLOW'),
  );
  it.each(HARMLESS_R25)('read by nothing here, in a chat or from a stranger: %s', (t) => {
    expect(reads(t)).toBe('');
    expect(readsFromStranger(t)).toBe('');
  });
});

describe('ADR 280: each class is read and never delivered', () => {
  const classes: Array<[string, readonly string[], boolean]> = [
    ['persistence after a block or silence', R25_HARM_PERSIST, false],
    ['a degrading name, body or sexual shaming', R25_HARM_INSULT, false],
    ['drug slang with a sourcing frame', R25_HARM_DRUGS, false],
    ['contact moved off the app', R25_HARM_OFF, false],
    ["a stranger's explicit opener", R25_HARM_SEXUAL, true],
  ];
  for (const [name, lines, stranger] of classes) {
    it(`${name}: at least 5 paraphrases`, () => expect(lines.length).toBeGreaterThanOrEqual(5));
    it.each(lines)(`${name}: %s`, (t) => expect(decide(t, stranger)).not.toBe('ALLOW'));
  }
});

describe('ADR 280: consent decides a sexual opener', () => {
  // a threesome invitation is held by an older reader even opted in (outside this module)
  const mine = R25_HARM_SEXUAL.filter((t) => !t.includes('threesome'));
  it.each(mine)('ALLOW between adults who both opted in: %s', (t) => expect(decide(t, true, true)).toBe('ALLOW'));
  it.each(mine)('not read by this module in a chat the reader answered: %s', (t) =>
    expect(reads(t)).not.toContain('sexual_request'),
  );
});

describe('ADR 280: the sliding window and the hard-only pass skip the module', () => {
  it('returns nothing when only hard findings are wanted', () => {
    const norm = normalizeText('you absolute moron, your bio is a joke');
    const input = { norm, views: textViews(norm), ctx: chatContext({ stranger: false }), hardOnly: true, found: [] };
    expect(round25NotAllowSignals({ ...input, consent: 'not_opted_in_mutual' })).toEqual([]);
  });
});
