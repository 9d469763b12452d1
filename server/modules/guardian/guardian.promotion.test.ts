import { describe, expect, it } from 'vitest';
import {
  decidePromotion,
  NO_NET_LOSS_CHECKS,
  pairOutcomes,
  pairTally,
  PROMOTION_TOLERANCE,
  signTestP,
  type PairedComparison,
  type PairedTally,
  type PromotionFigures,
} from './guardian.promotion';

const SET = 'challenge-set.jsonl';
const figures = (over: Partial<PromotionFigures> = {}): PromotionFigures => ({
  macroF1: 0.9,
  ordinaryChatFpr: 0.015,
  smsHamFpr: 0.01,
  challenge: {
    [SET]: {
      overall: { met: 600, n: 700 },
      checks: {},
      trust: { threat_violence: { n: 50, block: 40, blockAtHighTrust: 40 } },
    },
  },
  ...over,
});
/** n messages: `both` met by both models, `losses` only by the active one, `gains` only by the candidate. */
const tally = (n: number, both: number, losses = 0, gains = 0): PairedTally => ({ n, both, losses, gains });
/** Pooled tallies as the gate sees them: an equal pair unless a check is given. */
const paired = (checks: Record<string, PairedTally> = {}, heldOut: PairedTally | null = null): PairedComparison => ({
  challenge: {
    overall: tally(3600, 3000),
    'ordinary ALLOW': tally(1400, 1360),
    'threat_violence BLOCK': tally(250, 170),
    'threat_violence not ALLOW': tally(250, 180),
    'off_platform not ALLOW': tally(190, 182),
    'self_harm_incitement BLOCK': tally(27, 20),
    'sequence ordinary': tally(90, 70),
    ...checks,
  },
  heldOut,
  unpaired: [],
});

describe('signTestP (one-sided exact sign test)', () => {
  it('is the binomial tail of the losses among the discordant messages', () => {
    expect(signTestP(0, 5)).toBe(1);
    expect(signTestP(1, 0)).toBeCloseTo(0.5, 12);
    expect(signTestP(4, 0)).toBeCloseTo(1 / 16, 12);
    expect(signTestP(5, 0)).toBeCloseTo(1 / 32, 12);
    expect(signTestP(6, 1)).toBeCloseTo(8 / 128, 12);
    expect(signTestP(10, 10)).toBeCloseTo(0.588, 3);
    // Large counts stay finite: 300 losses against 200 gains is far from a coin.
    expect(signTestP(300, 200)).toBeLessThan(1e-5);
  });
});

describe('decidePromotion (ADR 152: paired, pooled, hard limits)', () => {
  it('activates a candidate that does the same on every message', () => {
    expect(decidePromotion(figures(), figures(), paired())).toMatchObject({ activate: true, reasons: [] });
  });

  it('a single lost message in a small category is noise and passes (27-line category 26 -> 25)', () => {
    const d = decidePromotion(figures(), figures(), paired({ 'self_harm_incitement BLOCK': tally(27, 25, 1, 0) }));
    expect(d).toMatchObject({ activate: true, reasons: [] });
    // Three lost and one gained on the same messages is still within a coin's reach (p = 5/16).
    expect(decidePromotion(figures(), figures(), paired({ 'minors BLOCK': tally(240, 150, 3, 1) })).activate).toBe(
      true,
    );
  });

  it('a systematic loss fails: 6 lost and none gained in a pooled check', () => {
    const d = decidePromotion(figures(), figures(), paired({ 'threat_violence BLOCK': tally(250, 164, 6, 0) }));
    expect(d.activate).toBe(false);
    expect(d.reasons).toEqual([
      'Challenge sets, threat_violence BLOCK: 164/250 against 170/250 — 6 lost, 0 gained on the same messages ' +
        '(sign test p=0.016 < 0.05)',
    ]);
  });

  it('ordinary losses cannot be bought by harm gains: each check is judged alone', () => {
    const d = decidePromotion(
      figures(),
      figures(),
      paired({
        overall: tally(3600, 2990, 10, 60), // the sum looks like a big gain
        'ordinary ALLOW': tally(1400, 1350, 10, 0),
        'threat_violence BLOCK': tally(250, 170, 0, 60),
      }),
    );
    expect(d.activate).toBe(false);
    expect(d.reasons).toEqual([
      expect.stringContaining('Challenge sets, ordinary ALLOW: 1350/1400 against 1360/1400 — 10 lost, 0 gained'),
      expect.stringMatching(
        /^Challenge sets, ordinary ALLOW: 96\.4% \(1350\/1400\), down from 97\.1% — more than 0\.5/,
      ),
    ]);
  });

  it('ordinary ALLOW pooled may not drop more than half a point even when the sign test lets it through', () => {
    // 18 lost, 10 gained: p ~ 0.09, not a "real" loss by the test, but 8 net of 1400 is 0.57 points.
    const d = decidePromotion(figures(), figures(), paired({ 'ordinary ALLOW': tally(1400, 1350, 18, 10) }));
    expect(d.activate).toBe(false);
    expect(d.reasons).toEqual([expect.stringContaining('more than 0.5 point')]);
    // 7 net of 1400 (0.5 points) is the limit itself and passes.
    expect(
      decidePromotion(figures(), figures(), paired({ 'ordinary ALLOW': tally(1400, 1350, 17, 10) })).activate,
    ).toBe(true);
  });

  it('an issue target the active model meets (pooled) is a hard limit, even for one message', () => {
    // off_platform not ALLOW >= 95 %: 181/190 = 95.3 % -> 180/190 = 94.7 % fails, though one message is noise.
    const current = tally(190, 180, 1, 0);
    const d = decidePromotion(figures(), figures(), paired({ 'off_platform not ALLOW': current }));
    expect(d.activate).toBe(false);
    expect(d.reasons).toEqual([expect.stringContaining("falls under the issue's target not ALLOW >= 95%")]);
    // Below the target already (active 94.7 %): the target does not bind, the sign test does.
    expect(
      decidePromotion(figures(), figures(), paired({ 'off_platform not ALLOW': tally(190, 179, 1, 0) })).activate,
    ).toBe(true);
  });

  it("harmless split sends and the development files' hard negatives: no net loss, whatever the sign test says", () => {
    expect(NO_NET_LOSS_CHECKS).toEqual(['sequence ordinary', 'dev ordinary ALLOW', 'dev sequence ordinary']);
    // ADR 163's C9: 71 -> 66 of 98 harmless split sends (-11 / +6, p .17) passed the sign test; now kept back.
    const c9 = decidePromotion(figures(), figures(), paired({ 'sequence ordinary': tally(98, 60, 11, 6) }));
    expect(c9.activate).toBe(false);
    expect(c9.reasons).toEqual([
      'sequence ordinary: 66/98 against 71/98 — the candidate holds 11 harmless split sends the active model ' +
        'delivers and delivers 6 it holds; no net loss is allowed here',
    ]);
    // One hard negative lost and none gained on the development files is one too many.
    const dev = paired({ 'dev ordinary ALLOW': tally(196, 180, 1, 0), 'dev sequence ordinary': tally(207, 150) });
    expect(decidePromotion(figures(), figures(), dev).reasons).toEqual([
      expect.stringMatching(/^dev ordinary ALLOW: 180\/196 against 181\/196 — the candidate holds 1 harmless messages/),
    ]);
    // A real loss on the development files is named as theirs (sign test, beside the no-net-loss limit).
    const devLoss = decidePromotion(figures(), figures(), paired({ 'dev sequence ordinary': tally(207, 140, 12, 0) }));
    expect(devLoss.reasons[0]).toMatch(/^Development files, dev sequence ordinary: 140\/207 against 152\/207/);
    // As many gained as lost is no net loss.
    const even = paired({ 'sequence ordinary': tally(98, 60, 5, 5), 'dev sequence ordinary': tally(207, 150, 3, 4) });
    expect(decidePromotion(figures(), figures(), even).activate).toBe(true);
  });

  it('BLOCK categories stay as blocked with a trusted sender as with a neutral one, on every set', () => {
    const candidate = figures({
      challenge: {
        [SET]: {
          overall: { met: 600, n: 700 },
          checks: {},
          trust: { threat_violence: { n: 50, block: 41, blockAtHighTrust: 40 } },
        },
      },
    });
    const d = decidePromotion(candidate, figures(), paired());
    expect(d.reasons).toEqual([
      `${SET}: threat_violence is blocked less often with a trusted sender (40/50) than with a neutral one (41/50)`,
    ]);
  });

  it('held-out samples unseen by both: judged by the same sign test; without them nothing is compared', () => {
    const lossy = decidePromotion(figures(), figures(), paired({}, tally(3000, 2600, 40, 15)));
    expect(lossy.reasons).toEqual([expect.stringContaining('Held-out samples neither model trained on')]);
    const fine = decidePromotion(figures({ macroF1: 0.86 }), figures({ macroF1: 0.908 }), paired({}, null));
    // Recorded macro F1 on two different splits is never compared (ADR 152).
    expect(fine).toMatchObject({ activate: true, reasons: [] });
    expect(fine.notes).toEqual(['Held-out figures not compared: no samples known to be unseen by both models']);
  });

  it('ordinary chat and SMS ham false positives: at most 2 % or today, whichever is higher', () => {
    expect(decidePromotion(figures({ ordinaryChatFpr: 0.02 }), figures(), paired()).activate).toBe(true);
    const d = decidePromotion(figures({ ordinaryChatFpr: 0.021, smsHamFpr: 0.05 }), figures(), paired());
    expect(d.reasons).toEqual([
      'Ordinary chat false positives 2.1%, above the ceiling 2.0%',
      'SMS ham false positives 5.0%, above the ceiling 2.0%',
    ]);
    expect(decidePromotion(figures({ smsHamFpr: null }), figures({ smsHamFpr: null }), paired()).activate).toBe(true);
  });

  it('missing figures keep the candidate back, and say which', () => {
    expect(decidePromotion(figures(), figures(), null).reasons).toEqual([
      'Per-message challenge results were not measured: the models cannot be compared',
    ]);
    expect(decidePromotion(figures({ macroF1: null }), figures(), paired()).reasons).toEqual([
      'Held-out metrics were not measured for the candidate',
    ]);
    expect(decidePromotion(figures({ challenge: {} }), figures(), paired()).reasons).toEqual([
      `Challenge set ${SET} was not measured for the candidate`,
      `${SET}: threat_violence BLOCK at trust 90 was not measured for the candidate`,
    ]);
    const unpaired = { ...paired(), unpaired: [`${SET}: drugs not ALLOW`] };
    expect(decidePromotion(figures(), figures(), unpaired).reasons).toEqual([
      `${SET}: drugs not ALLOW could not be paired with the active model's results`,
    ]);
  });

  it('with no active text model the paired challenge checks still gate', () => {
    const current = figures({ macroF1: null, ordinaryChatFpr: null, smsHamFpr: null });
    expect(decidePromotion(figures(), current, paired()).activate).toBe(true);
    expect(decidePromotion(figures(), current, paired({ 'drugs not ALLOW': tally(200, 150, 8, 0) })).activate).toBe(
      false,
    );
  });

  it('pairOutcomes pools each check over the sets message by message', () => {
    const current = { a: { 'minors BLOCK': [true, true, false] }, b: { 'minors BLOCK': [true, false] } };
    const candidate = { a: { 'minors BLOCK': [true, false, true] }, b: { 'minors BLOCK': [true, false] } };
    expect(pairOutcomes(candidate, current)).toEqual({
      challenge: { 'minors BLOCK': { n: 5, both: 2, losses: 1, gains: 1 } },
      unpaired: [],
    });
    expect(pairOutcomes({ a: current.a }, current).unpaired).toEqual(['b: minors BLOCK']);
  });

  it('pairTally counts met by both, lost and gained index by index, and adds to a running tally', () => {
    const t = pairTally([true, true, false, false], [true, false, true, false]);
    expect(t).toEqual({ n: 4, both: 1, losses: 1, gains: 1 });
    expect(pairTally([true], [false], t)).toBe(t);
    expect(t).toEqual({ n: 5, both: 1, losses: 2, gains: 1 });
  });

  it('the tolerances are the ones ADR 152 writes down', () => {
    expect(PROMOTION_TOLERANCE).toEqual({
      challengeDrop: null,
      macroF1Drop: null,
      falsePositiveCeiling: 0.02,
      signTestLevel: 0.05,
      ordinaryAllowDrop: 0.005,
    });
  });
});
