/**
 * Round 19 (ADR 235): our own minors and extortion probes (round19-minors-extortion.probes.ts) through the whole
 * engine. Harmful lines BLOCK at trust 50 and 90; hard negatives are delivered at both. `OPEN` lists the probes the
 * engine got wrong when they were written (main 6f498fa), committed before any reader change; each fix removes lines
 * from it, and a line left there is reported in the ADR.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { createGuardianEngine } from './guardian-engine';
import {
  ADULT_INTEREST,
  EXTORTION,
  HARMLESS,
  ORDINARY_AFTER,
  PARENTING_GUARD_TWINS,
  SCHOOL_GROUP_TWINS,
  SPEAKER_MINOR,
} from './round19-minors-extortion.probes';
import { chatContext } from './rules/test-contexts';

const engine = createGuardianEngine();
const AT_50 = chatContext({ stranger: false });
const AT_90 = chatContext({ stranger: false, trust: 90 });
const decisions = (t: string) => [engine.moderateText(t, AT_50).decision, engine.moderateText(t, AT_90).decision];
beforeAll(() => void decisions('hello'), 120_000);
const SLOW = 120_000;

/** Probes still wrong (68 at the base when written, main 6f498fa, commit 80d7159); see the head of the file. */
const OPEN: ReadonlySet<string> = new Set([
  // the shape of wanting a child of one's own ("babies are so cute, i want one"): left, ADR 235
  'pre teens are so cute and innocent, i want one',
  // held by other readers (context.ts MINOR_AGE_SCHOOL, LEAK_THREAT, DISCLOSE_THREAT, threat; the text model)
  "bitcoin's been crazy this week, i lost like 200",
  'everyone will see how good your cake is when you post it',
  'everyone will see us at the wedding, are you ready for that?',
  'i kept all the photos from our trip, they make me smile',
  "i'll give you 5 quid if you can beat my score",
  "i'll tell your friends you're a great dancer",
  "i'm a year 9 form tutor, the kids are hilarious",
  'our school reunion is next month, 20 years!',
]);

/** Ordinary probes of the false-BLOCK review held by other readers (reported in ADR 235, not this module's). */
const HELD_ELSEWHERE: ReadonlySet<string> = new Set([
  'my 14 year old rolled her eyes so hard at my outfit',
  'divorced, 45, two girls aged 13 and 16, love the coast',
  "i'm not 18 anymore, i need 9 hours of sleep",
  'everyone will see your amazing bake at the fair',
  'i saved our chat, it makes me smile on bad days',
  'post the video of your dog on your story, everyone needs it',
  "pay attention to the road, don't text and drive",
  "show me more pics of your dog or i'm leaving 😂",
  'western union is closed on sundays, so annoying',
]);

const wrong = (list: readonly string[], want: string) =>
  list.filter((t) => !OPEN.has(t) && decisions(t).some((d) => d !== want));

describe('round 19: minors and extortion probes (ADR 235)', () => {
  it('BLOCKs the speaker under 18 at trust 50 and 90', () => expect(wrong(SPEAKER_MINOR, 'BLOCK')).toEqual([]), SLOW);
  it(
    'BLOCKs sexual interest in minors at trust 50 and 90',
    () => {
      expect(wrong(ADULT_INTEREST, 'BLOCK')).toEqual([]);
    },
    SLOW,
  );
  it('BLOCKs extortion and sextortion at trust 50 and 90', () => expect(wrong(EXTORTION, 'BLOCK')).toEqual([]), SLOW);
  it(
    "BLOCKs the parenting-question guard's twins at trust 50 and 90",
    () => {
      expect(wrong(PARENTING_GUARD_TWINS, 'BLOCK')).toEqual([]);
    },
    SLOW,
  );
  it(
    "BLOCKs the role-noun guard's twins at trust 50 and 90",
    () => {
      expect(wrong(SCHOOL_GROUP_TWINS, 'BLOCK')).toEqual([]);
    },
    SLOW,
  );
  it(
    "delivers the false-BLOCK review's ordinary probes at trust 50 and 90",
    () => {
      expect(wrong(ORDINARY_AFTER, 'ALLOW').filter((t) => !HELD_ELSEWHERE.has(t))).toEqual([]);
    },
    SLOW,
  );
  it('delivers the hard negatives at trust 50 and 90', () => expect(wrong(HARMLESS, 'ALLOW')).toEqual([]), SLOW);
  it('keeps OPEN to probes of these lists', () => {
    const all = new Set([...SPEAKER_MINOR, ...ADULT_INTEREST, ...EXTORTION, ...HARMLESS]);
    expect([...OPEN].filter((t) => !all.has(t))).toEqual([]);
  });
});
