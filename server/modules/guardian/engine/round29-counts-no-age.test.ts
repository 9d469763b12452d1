/**
 * Round 29 (ADR 308): a count of a unit after "peak", "best / ideal age" or before "is ideal" is no age (round 18's
 * AGED_GROUP): "peak season, 12 hours a night" is a shift, not a child. The same shapes with an age stay BLOCK.
 * Our own lines, none from a challenge or probe set.
 */
import { describe, expect, it } from 'vitest';
import { createGuardianEngine } from './guardian-engine';
import { chatContext } from './rules/test-contexts';

const engine = createGuardianEngine();
const CONTEXTS = [chatContext({ stranger: false }), chatContext({ stranger: false, trust: 90 })];
const decisions = (t: string) => CONTEXTS.map((c) => engine.moderateText(t, c).decision);

const COUNTS = [
  'its peak hiking season, 15 miles yesterday',
  'peak week at the gym, 12 sets of squats',
  'peak of my running, 16 km this morning',
  'the pub at peak, 12 tables waiting',
  'peak season at the depot, 14 hour shifts all week',
  'retail at peak, 10 hours on my feet then home to bed',
  'peak time for the bakery, 16 hours of bread yesterday',
];
const AGES = [
  'peak age is 14 for me',
  'girls peak at 14 tbh',
  'peak years are 13 to 15, the best',
  'they peak at 12, perfect',
  'best age is 13 honestly',
  'peak season, 12 year olds are the hottest',
];

describe('round 29: a count is no age (ADR 308)', () => {
  it('keeps a count of hours, miles or sets out of the minors reading', () => {
    expect(COUNTS.filter((t) => decisions(t).some((d) => d === 'BLOCK'))).toEqual([]);
    expect(COUNTS.filter((t) => decisions(t).every((d) => d === 'ALLOW')).length).toBeGreaterThanOrEqual(5);
  });
  it('blocks an age after peak or the best age, trust 50 and 90', () => {
    expect(AGES.filter((t) => decisions(t).some((d) => d !== 'BLOCK'))).toEqual([]);
  });
});
