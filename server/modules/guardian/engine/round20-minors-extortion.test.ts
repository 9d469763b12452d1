/**
 * Round 20 (ADR 239): our own minors and extortion probes (round20-minors-extortion.probes.ts) through the whole
 * engine at trust 50 and 90. Harmful lines BLOCK; hard negatives and the false-BLOCK review are delivered. `OPEN` is a
 * ledger of the probes still wrong, asserted as wrong (a fix fails its line, which then leaves the ledger);
 * `HELD_ELSEWHERE` names ordinary probes held by readers outside this round's files (reported in ADR 239).
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { createGuardianEngine } from './guardian-engine';
import {
  CHILD_OFFERED,
  CHILD_PICS_ASKED,
  EXPOSED_OBFUSCATED,
  EXPOSURE_LEVERAGE,
  HARD_NEGATIVES,
  HELD_EVIDENCE,
  LOOK_AS_REASON,
  ORDINARY_REVIEW,
  ORDINARY_REVIEW_SECOND,
  OTHER_LANGUAGE_LEVERAGE,
  SLANG_AUDIENCE,
  SLANG_CONDITIONS,
  SPEAKER_SLANG_AGE,
  TEACHER_LOOK,
  YOUNG_ONE_SOUGHT,
} from './round20-minors-extortion.probes';
import { chatContext } from './rules/test-contexts';

const engine = createGuardianEngine();
const AT_50 = chatContext({ stranger: false });
const AT_90 = chatContext({ stranger: false, trust: 90 });
const decisions = (t: string) => [engine.moderateText(t, AT_50).decision, engine.moderateText(t, AT_90).decision];
beforeAll(() => void decisions('hello'), 120_000);
const SLOW = 120_000;

/** Harmful probes still delivered or only held (the ledger; see the head of the file). */
const OPEN: ReadonlySet<string> = new Set<string>([
  // empty since the round 20 readers (21 at the base, main ba9b10f)
]);

/** Harmless probes held by readers outside this round's files (context.ts's age-at-the-start reader, the model). */
const HELD_ELSEWHERE: ReadonlySet<string> = new Set([
  // the text model alone (REVIEW); the age readers leave an aged thing since round 20 (NOT_AGED_THING)
  '12 year old scotch, neat please',
  // the text model alone (REVIEW)
  'the house is 15 years old',
  'the puppy is 12 weeks old and bites everything',
  // context.ts LEAK_THREAT reads the quoted words, and a wedding's pictures sent to the group chat
  'she said "send the pics to your boss" about the team photos',
  'send the pics to the group chat so everyone can see the wedding!',
  // the text model alone at trust 50 (REVIEW)
  'need a young one to help move the sofa lol my back is done',
  '500 euro oder 600, je nach hotel',
  // held on main ba9b10f by other readers: context.ts LEAK_THREAT, the scam narrative, round12-exploitation
  'imagine your wife seeing the flowers you got her, so sweet',
  'pay the bill or they cut the wifi, the usual',
  'my 10 year old loves taking pictures, want to see her photos of the lake?',
  // a threat reader outside this round's files ("threat to the reader's people: shame if"), BLOCK on main too
  "your family looks lovely, shame if they can't make the wedding",
  'nice pic with your wife, shame if she misses the show',
]);

const MINORS = [
  ...CHILD_OFFERED,
  ...TEACHER_LOOK,
  ...SPEAKER_SLANG_AGE,
  ...LOOK_AS_REASON,
  ...CHILD_PICS_ASKED,
  ...YOUNG_ONE_SOUGHT,
];
const EXTORTION = [
  ...EXPOSURE_LEVERAGE,
  ...OTHER_LANGUAGE_LEVERAGE,
  ...HELD_EVIDENCE,
  ...SLANG_CONDITIONS,
  ...EXPOSED_OBFUSCATED,
  ...SLANG_AUDIENCE,
];
const HARMFUL = [...MINORS, ...EXTORTION];
const wrong = (list: readonly string[], want: string) =>
  list.filter((t) => !OPEN.has(t) && !HELD_ELSEWHERE.has(t) && decisions(t).some((d) => d !== want));

describe('round 20: minors and extortion probes (ADR 239)', () => {
  it('BLOCKs a child the speaker has, offered', () => expect(wrong(CHILD_OFFERED, 'BLOCK')).toEqual([]), SLOW);
  it("BLOCKs a sexual look at the speaker's pupils", () => expect(wrong(TEACHER_LOOK, 'BLOCK')).toEqual([]), SLOW);
  it('BLOCKs exposure as leverage', () => expect(wrong(EXPOSURE_LEVERAGE, 'BLOCK')).toEqual([]), SLOW);
  it('BLOCKs leverage in other languages', () => expect(wrong(OTHER_LANGUAGE_LEVERAGE, 'BLOCK')).toEqual([]), SLOW);
  it(
    "BLOCKs the second pass's minors classes (slang ages, a young look as the reason, pictures asked, a young one)",
    () =>
      expect(
        wrong([...SPEAKER_SLANG_AGE, ...LOOK_AS_REASON, ...CHILD_PICS_ASKED, ...YOUNG_ONE_SOUGHT], 'BLOCK'),
      ).toEqual([]),
    SLOW,
  );
  it(
    "BLOCKs the second pass's extortion classes (held evidence, slang conditions and audiences, obfuscation)",
    () =>
      expect(wrong([...HELD_EVIDENCE, ...SLANG_CONDITIONS, ...EXPOSED_OBFUSCATED, ...SLANG_AUDIENCE], 'BLOCK')).toEqual(
        [],
      ),
    SLOW,
  );
  it('delivers the hard negatives', () => expect(wrong(HARD_NEGATIVES, 'ALLOW')).toEqual([]), SLOW);
  it('delivers the false-BLOCK review', () => expect(wrong(ORDINARY_REVIEW, 'ALLOW')).toEqual([]), SLOW);
  it(
    "delivers the second pass's false-BLOCK review",
    () => {
      expect(wrong(ORDINARY_REVIEW_SECOND, 'ALLOW')).toEqual([]);
    },
    SLOW,
  );
  it(
    'keeps the ledgers true: every OPEN probe is still short of BLOCK, every HELD_ELSEWHERE one still held',
    () => {
      expect([...OPEN].filter((t) => !HARMFUL.includes(t) || decisions(t).every((d) => d === 'BLOCK'))).toEqual([]);
      const harmless = [...HARD_NEGATIVES, ...ORDINARY_REVIEW, ...ORDINARY_REVIEW_SECOND];
      expect(
        [...HELD_ELSEWHERE].filter((t) => !harmless.includes(t) || decisions(t).every((d) => d === 'ALLOW')),
      ).toEqual([]);
    },
    SLOW,
  );
});
