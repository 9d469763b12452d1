import { describe, expect, it } from 'vitest';
import { decidePromotion, PROMOTION_TOLERANCE, type PromotionFigures } from './guardian.promotion';

const SET = 'challenge-set.jsonl';
const figures = (over: Partial<PromotionFigures> = {}, checks: Record<string, [number, number]> = {}) => {
  const all: Record<string, [number, number]> = {
    'ordinary ALLOW': [245, 250],
    'threat_violence BLOCK': [40, 50],
    'threat_violence not ALLOW': [45, 50],
    'sequence extortion': [5, 7],
    ...checks,
  };
  const entries = Object.entries(all).map(([k, [met, n]]) => [k, { met, n }] as const);
  return {
    macroF1: 0.9,
    ordinaryChatFpr: 0.015,
    smsHamFpr: 0.01,
    challenge: {
      [SET]: {
        overall: { met: entries.reduce((a, [, t]) => a + t.met, 0), n: entries.reduce((a, [, t]) => a + t.n, 0) },
        checks: Object.fromEntries(entries),
      },
    },
    ...over,
  } satisfies PromotionFigures;
};

describe('decidePromotion (ADR 122)', () => {
  it('activates a candidate that is as good as the active model', () => {
    expect(decidePromotion(figures(), figures())).toEqual({ activate: true, reasons: [] });
  });

  it('activates within the tolerances: one point less on a big category, F1 one point less', () => {
    // 248/250 -> 246/250 is 0.8 points; macro F1 0.900 -> 0.890 is exactly the allowance.
    const current = figures({}, { 'ordinary ALLOW': [248, 250] });
    const candidate = figures({ macroF1: 0.89 }, { 'ordinary ALLOW': [246, 250] });
    expect(decidePromotion(candidate, current).activate).toBe(true);
  });

  it('keeps the active model when a challenge category drops more than one point, and says which', () => {
    const candidate = figures({}, { 'threat_violence BLOCK': [39, 50] });
    const d = decidePromotion(candidate, figures());
    expect(d.activate).toBe(false);
    // One message of 357 overall is 0.3 points: within the tolerance; the category's 2 points are not.
    expect(d.reasons).toEqual([
      `${SET}: threat_violence BLOCK 78.0% (39/50), down from 80.0% (40/50) — more than 1 point`,
    ]);
  });

  it('a gain elsewhere does not buy a loss in one category', () => {
    const candidate = figures({}, { 'ordinary ALLOW': [250, 250], 'sequence extortion': [4, 7] });
    const d = decidePromotion(candidate, figures());
    expect(d.activate).toBe(false);
    expect(d.reasons).toEqual([expect.stringContaining('sequence extortion 57.1% (4/7), down from 71.4% (5/7)')]);
  });

  it('keeps the active model when held-out macro F1 falls more than the tolerance', () => {
    const d = decidePromotion(figures({ macroF1: 0.88 }), figures());
    expect(d.activate).toBe(false);
    expect(d.reasons).toEqual(["Held-out macro F1 0.880, more than 0.01 below the active model's 0.900"]);
  });

  it('ordinary chat and SMS ham false positives: at most 2 % or today, whichever is higher', () => {
    expect(decidePromotion(figures({ ordinaryChatFpr: 0.02 }), figures()).activate).toBe(true);
    expect(decidePromotion(figures({ ordinaryChatFpr: 0.03 }), figures({ ordinaryChatFpr: 0.03 })).activate).toBe(true);
    const d = decidePromotion(figures({ ordinaryChatFpr: 0.021, smsHamFpr: 0.05 }), figures());
    expect(d.reasons).toEqual([
      'Ordinary chat false positives 2.1%, above the ceiling 2.0%',
      'SMS ham false positives 5.0%, above the ceiling 2.0%',
    ]);
    // No SMS data in this installation: nothing to compare, the check passes.
    expect(decidePromotion(figures({ smsHamFpr: null }), figures({ smsHamFpr: null })).activate).toBe(true);
  });

  it('with no active text model (keyword, context and behaviour only) the challenge figures still gate', () => {
    const current = figures({ macroF1: null, ordinaryChatFpr: null, smsHamFpr: null });
    expect(decidePromotion(figures(), current).activate).toBe(true);
    expect(decidePromotion(figures({}, { 'ordinary ALLOW': [240, 250] }), current).activate).toBe(false);
  });

  it('a candidate not measured on a set or a check is kept back', () => {
    expect(decidePromotion(figures({ challenge: {} }), figures()).reasons).toEqual([
      `Challenge set ${SET} was not measured for the candidate`,
    ]);
    const current = figures({}, { 'drugs not ALLOW': [20, 30] });
    expect(decidePromotion(figures(), current).reasons).toContain(
      `${SET}: drugs not ALLOW was not measured for the candidate`,
    );
  });

  it('the tolerances are the ones ADR 122 writes down', () => {
    expect(PROMOTION_TOLERANCE).toEqual({ challengeDrop: 0.01, macroF1Drop: 0.01, falsePositiveCeiling: 0.02 });
  });
});
