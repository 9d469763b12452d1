/**
 * ADR 262's gate for a text-model candidate (ADR 271 puts it in code): judged on text neither model nor engine was
 * fitted to. The figures are measured by `gate.ts`; this module only decides, so the rule has a unit test.
 * 1. HOLD OUT (aggregates only): overall met ≥ the shipped model's, ordinary ALLOW not lower.
 * 2. DEVELOP (summed over the named sets): overall met ≥ shipped; ordinary ALLOW not lower by more than ADR 152's
 *    half point; the BLOCK categories summed not lower.
 * 3. SMS ham and ordinary-chat false positives at or under their ceilings.
 * 4. Every dated floor green with the candidate installed (floors are never re-derived by the gate).
 * 5. Kept engine tests green: a test that fails with the candidate and passes with the text model off rests on the
 *    rules and is kept; one that fails with the model off too rests on the shipped model's label and may be
 *    re-derived only as ADR 262 says — the gate lists those for review, it does not pass them.
 *
 * `decideRule152` is ADR 285's gate: ADR 152's pooled paired rule with floors re-derived on promotion instead of 4.
 */
import {
  decidePromotion,
  type PairedComparison,
  type PromotionFigures,
} from '../../server/modules/guardian/guardian.promotion';

/** A met count out of n. */
export interface Met {
  met: number;
  n: number;
}

/** One model's aggregate figures on the HOLD OUT set and summed over the DEVELOP sets. */
export interface GateSetFigures {
  holdOut: { overall: Met; ordinary: Met };
  develop: { overall: Met; ordinary: Met; block: Met };
}

export interface GateInput {
  candidate: GateSetFigures;
  shipped: GateSetFigures;
  /** Engine not-safe share on the SMS ham test split (guardian:eval "## sms"); the model file's ordinary-chat FP. */
  smsHamFpr: number;
  ordinaryChatFpr: number | null;
  /** Dated floor tests failing with the candidate installed (names). */
  floorsFailing: string[];
  /** Engine tests failing with the candidate and passing with the text model off (names). */
  keptFailing: string[];
  /** Engine tests failing with the candidate and with the text model off too (names, for review). */
  rederivable: string[];
}

export interface GateCeilings {
  smsHamFpr: number;
  ordinaryChatFpr: number;
  /** ADR 152: DEVELOP ordinary ALLOW may fall by at most this share (half a point). */
  developOrdinaryTolerance: number;
}

export const GATE_CEILINGS: GateCeilings = { smsHamFpr: 0.02, ordinaryChatFpr: 0.02, developOrdinaryTolerance: 0.005 };

export interface GateDecision {
  pass: boolean;
  reasons: string[];
  notes: string[];
}

const share = (m: Met): number => (m.n ? m.met / m.n : 0);
const pct = (v: number): string => `${(v * 100).toFixed(1)} %`;

export function decideModelGate(input: GateInput, ceilings: GateCeilings = GATE_CEILINGS): GateDecision {
  const reasons: string[] = [];
  const notes: string[] = [];
  const { candidate: c, shipped: s } = input;
  if (c.holdOut.overall.met < s.holdOut.overall.met)
    reasons.push(`HOLD OUT overall ${c.holdOut.overall.met} < shipped ${s.holdOut.overall.met}`);
  if (c.holdOut.ordinary.met < s.holdOut.ordinary.met)
    reasons.push(`HOLD OUT ordinary ALLOW ${c.holdOut.ordinary.met} < shipped ${s.holdOut.ordinary.met}`);
  if (c.develop.overall.met < s.develop.overall.met)
    reasons.push(`DEVELOP overall ${c.develop.overall.met} < shipped ${s.develop.overall.met}`);
  if (share(c.develop.ordinary) < share(s.develop.ordinary) - ceilings.developOrdinaryTolerance)
    reasons.push(
      `DEVELOP ordinary ALLOW ${pct(share(c.develop.ordinary))} more than ` +
        `${pct(ceilings.developOrdinaryTolerance)} under shipped ${pct(share(s.develop.ordinary))}`,
    );
  if (c.develop.block.met < s.develop.block.met)
    reasons.push(`DEVELOP BLOCK categories ${c.develop.block.met} < shipped ${s.develop.block.met}`);
  if (input.smsHamFpr > ceilings.smsHamFpr)
    reasons.push(`SMS ham FP ${pct(input.smsHamFpr)} > ${pct(ceilings.smsHamFpr)}`);
  if (input.ordinaryChatFpr !== null && input.ordinaryChatFpr > ceilings.ordinaryChatFpr)
    reasons.push(`ordinary-chat FP ${pct(input.ordinaryChatFpr)} > ${pct(ceilings.ordinaryChatFpr)}`);
  if (input.floorsFailing.length) reasons.push(`${input.floorsFailing.length} dated floor test(s) fail`);
  if (input.keptFailing.length) reasons.push(`${input.keptFailing.length} kept engine test(s) fail`);
  if (input.rederivable.length)
    notes.push(
      `${input.rederivable.length} engine test(s) rest on the shipped model's label: re-derive each only as ADR 262 ` +
        'says, listed in the ADR',
    );
  return { pass: reasons.length === 0, reasons, notes };
}

/**
 * ADR 285's gate (round 26): ADR 152's pooled paired rule as `decidePromotion` applies it (sign test per check
 * pooled over the DEVELOP sets, hard limits, held-out samples, model-file FP ceilings), plus this round's margin and
 * hold-out. Floors are not asked here: ADR 152 re-derives them when a candidate passes.
 */
export interface Rule152Input {
  candidate: PromotionFigures;
  shipped: PromotionFigures;
  /** Pooled over the DEVELOP sets and the development files; `heldOut` the unseen-by-both samples (rule 2). */
  paired: PairedComparison | null;
  /** The HOLD OUT set's aggregates under each engine; null when not measured. */
  holdOut: { candidate: GateSetFigures['holdOut']; shipped: GateSetFigures['holdOut'] } | null;
  /** Engine not-safe share on the SMS ham of the candidate's own test split; null when not measured. */
  smsHamFpr: number | null;
}

export interface Rule152Decision extends GateDecision {
  /** The verdict with ADR 152's rule 2 (held-out samples) left out, reported beside the verdict, never used for it. */
  passWithoutHeldOut: boolean;
}

/** The engine's SMS ham false flags may not exceed this (ADR 285: 2 % less a tenth of a point of margin). */
export const RULE152_SMS_CEILING = 0.019;

export function decideRule152(input: Rule152Input, smsCeiling = RULE152_SMS_CEILING): Rule152Decision {
  const promotion = decidePromotion(input.candidate, input.shipped, input.paired);
  const own: string[] = [];
  if (input.smsHamFpr === null) own.push('SMS ham FP of the engine was not measured');
  else if (input.smsHamFpr > smsCeiling + 1e-9)
    own.push(`SMS ham FP ${(input.smsHamFpr * 100).toFixed(2)} % > ${(smsCeiling * 100).toFixed(1)} %`);
  const h = input.holdOut;
  if (!h) own.push('HOLD OUT was not measured');
  else {
    if (h.candidate.overall.met < h.shipped.overall.met)
      own.push(`HOLD OUT overall ${h.candidate.overall.met} < shipped ${h.shipped.overall.met}`);
    if (h.candidate.ordinary.met < h.shipped.ordinary.met)
      own.push(`HOLD OUT ordinary ALLOW ${h.candidate.ordinary.met} < shipped ${h.shipped.ordinary.met}`);
  }
  const withoutHeldOut = input.paired
    ? decidePromotion(input.candidate, input.shipped, { ...input.paired, heldOut: null })
    : promotion;
  const reasons = [...promotion.reasons, ...own];
  return {
    pass: reasons.length === 0,
    reasons,
    notes: promotion.notes ?? [],
    passWithoutHeldOut: withoutHeldOut.activate && own.length === 0,
  };
}
