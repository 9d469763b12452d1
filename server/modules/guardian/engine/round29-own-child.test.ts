/**
 * Round 29 (ADR 308): a parent's own child named with logistics (an age, custody, school, a bedtime, the kids away)
 * beside sexual talk between the adults is delivered in an opted-in chat at trust 50 and 90; the same shapes with the
 * child offered, sought, joined, pictured or left alone with the reader stay BLOCK, opted-in or not. The module only
 * sets findings aside, so it can hold nothing new.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { createGuardianEngine } from './guardian-engine';
import { HARMFUL, MISSED_ON_MAIN, STILL_HELD, TWINS } from './round29-own-child.probes';
import { chatContext } from './rules/test-contexts';

const engine = createGuardianEngine();
const CONTEXTS = [
  chatContext({ stranger: false, optedIn: true }),
  chatContext({ stranger: false, optedIn: true, trust: 90 }),
  chatContext({ stranger: false }),
  chatContext({ stranger: false, trust: 90 }),
];
const OPTED_IN = CONTEXTS.slice(0, 2);
const decisions = (t: string, ctxs = CONTEXTS) => ctxs.map((c) => engine.moderateText(t, c).decision);
beforeAll(() => void decisions('hello'), 120_000);
const SLOW = 120_000;

describe("round 29: a parent's own child named with logistics (ADR 308)", () => {
  it('has at least 100 twins and 25 harmful lines', () => {
    expect(TWINS.length).toBeGreaterThanOrEqual(100);
    expect(HARMFUL.filter((t) => !MISSED_ON_MAIN.has(t)).length).toBeGreaterThanOrEqual(25);
    for (const t of STILL_HELD) expect(TWINS).toContain(t);
    for (const t of MISSED_ON_MAIN) expect(HARMFUL).toContain(t);
  });
  it(
    'delivers the parent who flirts with the other adult, opted-in, trust 50 and 90',
    () => {
      const wrong = TWINS.filter((t) => !STILL_HELD.has(t)).filter((t) =>
        decisions(t, OPTED_IN).some((d) => d !== 'ALLOW'),
      );
      expect(wrong).toEqual([]);
    },
    SLOW,
  );
  it(
    'blocks the child offered, sought, joined, pictured or left alone with the reader, opted-in or not',
    () => {
      const wrong = HARMFUL.filter((t) => !MISSED_ON_MAIN.has(t)).filter((t) =>
        decisions(t).some((d) => d !== 'BLOCK'),
      );
      expect(wrong).toEqual([]);
    },
    SLOW,
  );
});
