import { describe, expect, it } from 'vitest';
import { decideModelGate, type GateInput, type GateSetFigures } from './gate-rule';

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
