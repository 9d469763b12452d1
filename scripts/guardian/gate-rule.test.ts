import { describe, expect, it } from 'vitest';
import type { PromotionFigures } from '../../server/modules/guardian/guardian.promotion';
import { decideModelGate, decideRule152, type GateInput, type GateSetFigures, type Rule152Input } from './gate-rule';

const figures = (holdOut: number, ordinary: number, develop: number, devOrdinary: number, block: number) =>
  ({
    holdOut: { overall: { met: holdOut, n: 952 }, ordinary: { met: ordinary, n: 362 } },
    develop: {
      overall: { met: develop, n: 3808 },
      ordinary: { met: devOrdinary, n: 1448 },
      block: { met: block, n: 1000 },
    },
  }) satisfies GateSetFigures;

const shipped = figures(862, 354, 3531, 1409, 700);
const passing: GateInput = {
  candidate: figures(881, 357, 3577, 1415, 710),
  shipped,
  smsHamFpr: 0.018,
  ordinaryChatFpr: 0.014,
  floorsFailing: [],
  keptFailing: [],
  rederivable: [],
};

describe("ADR 262's model gate", () => {
  it('passes a candidate at least as good on every figure', () => {
    expect(decideModelGate(passing)).toEqual({ pass: true, reasons: [], notes: [] });
  });
  it('keeps back a candidate worse on the HOLD OUT overall or ordinary', () => {
    expect(decideModelGate({ ...passing, candidate: figures(861, 357, 3577, 1415, 710) }).pass).toBe(false);
    expect(decideModelGate({ ...passing, candidate: figures(881, 353, 3577, 1415, 710) }).pass).toBe(false);
  });
  it('keeps back a candidate worse on DEVELOP overall or BLOCK categories', () => {
    expect(decideModelGate({ ...passing, candidate: figures(881, 357, 3530, 1415, 710) }).pass).toBe(false);
    expect(decideModelGate({ ...passing, candidate: figures(881, 357, 3577, 1415, 699) }).pass).toBe(false);
  });
  it('allows DEVELOP ordinary ALLOW within half a point, not more', () => {
    // shipped 1409 / 1448 = 97.31 %; 1403 = 96.89 % (−0.41 point) passes, 1401 = 96.75 % (−0.55 point) does not
    expect(decideModelGate({ ...passing, candidate: figures(881, 357, 3577, 1403, 710) }).pass).toBe(true);
    expect(decideModelGate({ ...passing, candidate: figures(881, 357, 3577, 1401, 710) }).pass).toBe(false);
  });
  it('keeps back a candidate over the SMS or ordinary-chat ceiling (2 % is still under)', () => {
    expect(decideModelGate({ ...passing, smsHamFpr: 0.02 }).pass).toBe(true);
    expect(decideModelGate({ ...passing, smsHamFpr: 0.0201 }).pass).toBe(false);
    expect(decideModelGate({ ...passing, ordinaryChatFpr: 0.021 }).pass).toBe(false);
  });
  it('keeps back a candidate with a red floor or a failing kept engine test', () => {
    expect(decideModelGate({ ...passing, floorsFailing: ['-29g hate'] }).reasons).toEqual([
      '1 dated floor test(s) fail',
    ]);
    expect(decideModelGate({ ...passing, keptFailing: ['a twin held'] }).pass).toBe(false);
  });
  it('lists tests that rest on the shipped model as a note, not a pass or a failure', () => {
    const d = decideModelGate({ ...passing, rederivable: ['a pin of the shipped score'] });
    expect(d.pass).toBe(true);
    expect(d.notes).toHaveLength(1);
  });
});

describe("ADR 285's gate: ADR 152's pooled paired rule with this round's margin and hold-out", () => {
  const tally = (n: number, both: number, losses: number, gains: number) => ({ n, both, losses, gains });
  const fig = (macroF1: number): PromotionFigures => ({
    macroF1,
    ordinaryChatFpr: 0.013,
    smsHamFpr: 0.015,
    challenge: { 'challenge-set.jsonl': { overall: { n: 1000, met: 950 }, checks: {} } },
  });
  const hold = (overall: number, ordinary: number) => ({
    overall: { met: overall, n: 952 },
    ordinary: { met: ordinary, n: 362 },
  });
  const input: Rule152Input = {
    candidate: fig(0.9),
    shipped: fig(0.9),
    paired: {
      challenge: {
        'ordinary ALLOW': tally(1000, 980, 3, 5),
        'hate not ALLOW': tally(200, 180, 4, 1),
        overall: tally(4000, 3800, 20, 40),
      },
      heldOut: tally(3000, 2700, 40, 45),
      unpaired: [],
    },
    holdOut: { candidate: hold(848, 350), shipped: hold(845, 350) },
    smsHamFpr: 0.0181,
  };

  it('passes when every pooled check, limit, the held-out pairing, SMS and the HOLD OUT hold', () => {
    expect(decideRule152(input)).toMatchObject({ pass: true, reasons: [], passWithoutHeldOut: true });
  });
  it('holds SMS ham at 1.9 %, not 2 %', () => {
    expect(decideRule152({ ...input, smsHamFpr: 0.019 }).pass).toBe(true);
    const over = decideRule152({ ...input, smsHamFpr: 0.0195 });
    expect(over.pass).toBe(false);
    expect(over.reasons).toEqual(['SMS ham FP 1.95 % > 1.9 %']);
  });
  it('keeps back a candidate whose HOLD OUT overall or ordinary ALLOW falls by one message', () => {
    expect(decideRule152({ ...input, holdOut: { ...input.holdOut!, candidate: hold(844, 350) } }).pass).toBe(false);
    expect(decideRule152({ ...input, holdOut: { ...input.holdOut!, candidate: hold(848, 349) } }).pass).toBe(false);
  });
  it('keeps back a candidate when the HOLD OUT or SMS was not measured', () => {
    expect(decideRule152({ ...input, holdOut: null }).pass).toBe(false);
    expect(decideRule152({ ...input, smsHamFpr: null }).pass).toBe(false);
  });
  it('applies the pooled sign test through decidePromotion: 5 lost with none gained fails, 4 does not', () => {
    const paired = (losses: number) => ({
      ...input.paired!,
      challenge: { ...input.paired!.challenge, 'hate not ALLOW': tally(200, 180, losses, 0) },
    });
    expect(decideRule152({ ...input, paired: paired(4) }).pass).toBe(true);
    const five = decideRule152({ ...input, paired: paired(5) });
    expect(five.pass).toBe(false);
    expect(five.reasons[0]).toContain('hate not ALLOW');
  });
  it('counts the held-out samples (rule 2) in the verdict and reports the verdict without them', () => {
    const d = decideRule152({ ...input, paired: { ...input.paired!, heldOut: tally(3000, 2600, 120, 40) } });
    expect(d.pass).toBe(false);
    expect(d.passWithoutHeldOut).toBe(true);
  });
  it('keeps back a candidate without paired results', () => {
    expect(decideRule152({ ...input, paired: null })).toMatchObject({ pass: false, passWithoutHeldOut: false });
  });
});
