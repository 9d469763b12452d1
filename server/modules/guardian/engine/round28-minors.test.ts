/**
 * Round 28 (ADR 306): a parent's or relative's child, or anyone stated under 18, as the object of sexual talk or a
 * sexual request BLOCKs at trust 50 and 90, opted-in or not; kids named beside flirting or sexual talk between the
 * adults stay delivered in an opted-in chat. `HELD_ON_MAIN` is a ledger of twins other minors readers already held
 * on main before this round (not this reader; asserted still held, so a fix fails its line, which then leaves it).
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { createGuardianEngine } from './guardian-engine';
import { HARMFUL, TWINS } from './round28-minors.probes';
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

/** Twins held on main (main 1f57c1f0) by older readers; ADR 308 freed the minors readers' ten. */
const HELD_ON_MAIN: ReadonlySet<string> = new Set([
  // ADR 308 delivered the other ten (a parent's own child named with logistics); this one is extortion's reading of
  // a sexting curfew ("before 9pm, after that send"), no minors finding
  'kids are 8 and 14. do not send anything spicy before 9pm, after that send whatever you want',
]);

describe('round 28: a child as the object of sexual talk (ADR 306)', () => {
  it('has at least 120 twins and 25 harmful lines', () => {
    expect(TWINS.length).toBeGreaterThanOrEqual(120);
    expect(HARMFUL.length).toBeGreaterThanOrEqual(25);
  });
  it(
    'delivers kids named beside flirting between the adults in an opted-in chat, trust 50 and 90',
    () => {
      const wrong = TWINS.filter((t) => !HELD_ON_MAIN.has(t)).filter((t) =>
        decisions(t, OPTED_IN).some((d) => d !== 'ALLOW'),
      );
      expect(wrong).toEqual([]);
    },
    SLOW,
  );
  it(
    'keeps the ledger of twins held on main honest',
    () => {
      const fixed = [...HELD_ON_MAIN].filter((t) => decisions(t, OPTED_IN).every((d) => d === 'ALLOW'));
      expect(fixed).toEqual([]);
      for (const t of HELD_ON_MAIN) expect(TWINS).toContain(t);
    },
    SLOW,
  );
  it(
    'blocks a child as the object of sexual talk, opted-in or not, trust 50 and 90',
    () => {
      const wrong = HARMFUL.filter((t) => decisions(t).some((d) => d !== 'BLOCK'));
      expect(wrong).toEqual([]);
    },
    SLOW,
  );
});
