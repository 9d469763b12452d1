/**
 * ADR 338 (round 35): unsolicited sexual openers from a stranger by wording class. Each class's own paraphrases are
 * held (not ALLOW) as a stranger's opener to a member who did not opt in and stay ALLOW between opted-in adults already
 * talking; the ≥ 100 harmless twins (ordinary flirting, the same words in everyday use) stay ALLOW from a stranger,
 * except the ledger below: twins main's engine already held before this round, which this round neither adds to nor
 * is asked to clear.
 */
import { describe, expect, it } from 'vitest';
import { createGuardianEngine } from '../guardian-engine';
import { normalizeText } from '../normalize';
import { round35UnsolicitedSignals } from './round35-unsolicited';
import { R35_HARM_CLASSES, R35_TWINS } from './round35-unsolicited.probes';
import { chatContext } from './test-contexts';
import { textViews } from './types';

const engine = createGuardianEngine();
const asStranger = (t: string) => engine.moderateText(t, chatContext({ stranger: true })).decision;
const optedIn = (t: string) => engine.moderateText(t, chatContext({ stranger: false, optedIn: true })).decision;

/** Twins main held before this round (measured on 703fff8b, ADR 338): a ledger, not a target. */
const HELD_ON_MAIN = new Set<string>([
  'cosy night under the covers with a book, bliss',
  'what do you do on a lazy sunday in bed?',
  'I love stroking my cat, she purrs so loud',
  'fool around with a guitar? I play a bit',
  'send me a pic of your dog!',
  'show me what is under that lid, I bet it is pie',
  'your underwear drawer is none of my business lol, how was work',
  'tongue out selfie 👅 lol',
  "I'm stroking my beard thinking about your question",
  'take your kit off the radiator, it will shrink',
  'you look better without the hoodie? nah, the hoodie is iconic',
  '🍑🍑🍑 leg day finally paying off',
]);
/** Paraphrases main held between opted-in adults before this round (ADR 338): a ledger, not a target. */
const OPTED_IN_HELD_ON_MAIN = new Set<string>([
  'come to bed with me tonight, you will not regret it 😏',
  "bet you're a proper freak between the sheets",
]);

describe('ADR 338: unsolicited sexual openers by wording class', () => {
  it('at least 5 paraphrases per class and 100 twins', () => {
    for (const c of R35_HARM_CLASSES) expect(c.lines.length, c.name).toBeGreaterThanOrEqual(5);
    expect(R35_TWINS.length).toBeGreaterThanOrEqual(100);
  });
  for (const c of R35_HARM_CLASSES) {
    it(`${c.name}: every paraphrase is held (not ALLOW) from a stranger`, () => {
      const missed = c.lines.filter((t) => asStranger(t) === 'ALLOW');
      expect(missed).toEqual([]);
    });
    it(`${c.name}: every paraphrase stays ALLOW between opted-in adults (main's ledger aside)`, () => {
      const held = c.lines.filter((t) => !OPTED_IN_HELD_ON_MAIN.has(t) && optedIn(t) !== 'ALLOW');
      expect(held).toEqual([]);
    });
  }
  it("every twin stays ALLOW from a stranger (main's ledger aside)", () => {
    const held = R35_TWINS.filter((t) => !HELD_ON_MAIN.has(t) && asStranger(t) !== 'ALLOW');
    expect(held).toEqual([]);
  });
});

describe('ADR 338: the round-35 reader alone', () => {
  const read = (t: string, consent: 'unsolicited' | 'opted_in_mutual' | 'not_opted_in_mutual', stranger: boolean) => {
    const norm = normalizeText(t);
    return round35UnsolicitedSignals({
      norm,
      views: textViews(norm),
      ctx: chatContext({ stranger, optedIn: consent === 'opted_in_mutual' }),
      consent,
      hardOnly: false,
      found: [],
    });
  };
  const harm = R35_HARM_CLASSES.flatMap((c) => c.lines);
  it('reads nothing in any twin from a stranger (the ledger included)', () => {
    expect(R35_TWINS.filter((t) => read(t, 'unsolicited', true).length)).toEqual([]);
  });
  it('reads nothing between members already talking, opted in or not', () => {
    expect(harm.filter((t) => read(t, 'opted_in_mutual', false).length)).toEqual([]);
    expect(harm.filter((t) => read(t, 'not_opted_in_mutual', false).length)).toEqual([]);
  });
  it('gives REVIEW findings only, never a hard one', () => {
    const risks = harm.flatMap((t) => read(t, 'unsolicited', true).map((s) => s.risk));
    expect(risks.length).toBeGreaterThan(0);
    expect(Math.max(...risks)).toBeLessThan(75);
  });
});
