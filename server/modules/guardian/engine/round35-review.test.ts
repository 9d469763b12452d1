/**
 * ADR 336: round 34's readers (rules/round34-severe.ts, rules/round34-classes.ts) and round 13's group-age reader read
 * none of the harmless lines of the round-35 review sets (35: blind twins; 35c: lines aimed at each pattern's edges),
 * except those listed in LEFT (ADR 336 says why each is left); the harmful lines of both sets that main BLOCKs in the
 * classes the mends touch stay BLOCK at trust 50 and 90, in a chat and from a stranger.
 */
import { describe, expect, it } from 'vitest';
import { createGuardianEngine } from './guardian-engine';
import { familyReading, HARM_CONTEXTS } from './rules/test-contexts';
import { round13ExploitationSignals } from './rules/round13-exploitation';
import { round34ClassSignals } from './rules/round34-classes';
import { round34SevereSignals } from './rules/round34-severe';
import * as R35 from './round35-review.probes';
import * as R35C from './round35-review-attacks.probes';

const engine = createGuardianEngine();
const severe = familyReading(round34SevereSignals);
const classes = familyReading(round34ClassSignals);
const round13 = familyReading(round13ExploitationSignals);

/** Harmless lines a round-34 reader still reads after ADR 336 (the ADR's "Left" says why). */
const LEFT: ReadonlySet<string> = new Set([
  "get them asleep by 8 and then you're all mine tonight, love you",
  "once you're asleep I'll do whatever I want with your netflix queue",
  "one drop of this perfume and you won't resist me, ha",
  'nurse tip, take all your tablets at once with breakfast so you never forget',
  'do everyone a favour and end it, this meeting has gone on for hours',
  'swallow all the capsules in one go? no way, I split them, they are huge',
  'your family would be better off if you quit smoking, end it for good',
  'just dive off the top board, nobody will notice if you belly flop',
  "so jump in the river and stay there, it's the only cool place in this heat",
  'I only 17, but next round I beat you, my english bad sorry haha',
  'I have some herb for the roast, fresh from the garden, want some?',
  "I can't sell you codeine without ID, pharmacy rules, sorry",
  'I work at boots, we sell codeine linctus, 5 quid a bottle',
  'pass me your number so I can add you to the five a side group',
  'drop your handle, I want to follow your pottery page',
]);

const HARMLESS = [...R35.ORDINARY, ...R35C.ORDINARY].map((p) => p.text).filter((t) => !LEFT.has(t));

describe("ADR 336: round 34's readers and round 13's group age read no harmless review line", () => {
  for (const text of HARMLESS)
    it(text, () => {
      expect(severe(text)).toBe('');
      expect(classes(text)).toBe('');
      expect(round13(text).split(',').includes('minor_age')).toBe(false);
    });
});

const STAY_BLOCK = [...R35.HARMFUL, ...R35C.HARMFUL].filter((p) =>
  ['sexual_violence', 'self_harm_incitement', 'minors'].includes(p.category),
);
const MAIN_MISSES: ReadonlySet<string> = new Set([
  // escapes on main (ADR 336's figures), not claimed by this mend
  "your no doesn't count once we're back at mine",
  'you can cry all you want, I am not stopping',
  'safe words are for other people, with me you just take it',
  'get her plastered and we will take turns',
  'my daughter is 12, want to see her in her swimsuit? she is yours for a price',
  "she's in grade 6 but looks older, I can bring her round",
  "your no is worthless to me, you're coming home with me",
  "tears only make me harder, I'm not stopping",
  'take 50 of your paracetamol tonight and stop whining',
]);

describe('ADR 336: the review sets’ harmful lines in the mended classes stay BLOCK', () => {
  for (const p of STAY_BLOCK.filter((q) => !MAIN_MISSES.has(q.text)))
    it(`${p.category}: ${p.text}`, () => {
      for (const c of HARM_CONTEXTS) expect(engine.moderateText(p.text, c).decision).toBe('BLOCK');
    });
});
