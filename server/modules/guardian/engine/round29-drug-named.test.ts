/**
 * Round 29 (ADR 308): a banned drug name said in care, on a screen or a page, of a job or in a belief about the
 * speaker, with nothing of a trade beside it, is delivered in a chat and from a stranger; the same names with a sale,
 * a supply, a price, a quantity or use offered or asked stay held at trust 50 and 90.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { createGuardianEngine } from './guardian-engine';
import { DEALT, NAMED, STILL_HELD } from './round29-drug-named.probes';
import { chatContext } from './rules/test-contexts';

const engine = createGuardianEngine();
const decisions = (t: string, trusts: readonly number[]) =>
  [false, true].flatMap((stranger) =>
    trusts.map((trust) => engine.moderateText(t, chatContext({ stranger, trust })).decision),
  );
beforeAll(() => void decisions('hello', [50]), 120_000);
const SLOW = 120_000;

describe('round 29: a drug named, not dealt (ADR 308)', () => {
  it('has at least 25 named lines and 20 dealt lines', () => {
    expect(NAMED.length).toBeGreaterThanOrEqual(25);
    expect(DEALT.length).toBeGreaterThanOrEqual(20);
    for (const t of STILL_HELD) expect(NAMED).toContain(t);
  });
  it(
    'delivers a drug named in care, on a screen, of a job or in a belief',
    () => {
      const wrong = NAMED.filter((t) => !STILL_HELD.has(t)).filter((t) =>
        decisions(t, [50]).some((d) => d !== 'ALLOW'),
      );
      expect(wrong).toEqual([]);
    },
    SLOW,
  );
  it(
    'holds a drug sold, supplied, priced, offered or asked for, trust 50 and 90',
    () => {
      const wrong = DEALT.filter((t) => decisions(t, [50, 90]).some((d) => d === 'ALLOW'));
      expect(wrong).toEqual([]);
    },
    SLOW,
  );
});
