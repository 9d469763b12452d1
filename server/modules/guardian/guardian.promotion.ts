/**
 * When a retrained text model may replace the active one (ADR 122, revised by ADR 152). The one owner of the rule:
 * the retrain job and the gate CLI measure both models (guardian.retrain.ts, on the worker thread; per-message
 * results stay there) and ask `decidePromotion`. Pure functions over figures, no I/O, so the rule is tested with
 * plain numbers.
 */
import { CHALLENGE_TARGETS, CHECK_NAME, expectMetric, type ChallengeReport } from './challenge-eval';

/**
 * Written down in ADR 152. `challengeDrop` and `macroF1Drop` were ADR 122's unpaired one-point allowances; they are
 * no longer applied (null) and stay only so a stored record keeps its shape.
 */
export const PROMOTION_TOLERANCE = {
  challengeDrop: null,
  macroF1Drop: null,
  /** Ordinary-chat (and SMS ham) false-positive ceiling: never above this or today's rate, whichever is higher. */
  falsePositiveCeiling: 0.02,
  /** One-sided exact sign test on a paired check's discordant messages: keep back when p is below this. */
  signTestLevel: 0.05,
  /** Ordinary ALLOW pooled over the wired sets may drop at most this share (0.005 = half a point), never more. */
  ordinaryAllowDrop: 0.005,
} as const;
export type PromotionTolerance = {
  challengeDrop: number | null;
  macroF1Drop: number | null;
  falsePositiveCeiling: number;
  signTestLevel: number;
  ordinaryAllowDrop: number;
};

/** How many messages of a check met their expectation. */
export interface Tally {
  n: number;
  met: number;
}
/** One challenge set: overall and one tally per check ("threat_violence BLOCK", "sequence extortion", ...). */
export interface ChallengeSetFigures {
  overall: Tally;
  checks: Record<string, Tally>;
  /** BLOCK categories: messages blocked with a neutral sender (trust 50) and with a trusted one (90). ADR 152. */
  trust?: Record<string, { n: number; block: number; blockAtHighTrust: number }>;
}
/** Everything the gate compares, for one model. */
export interface PromotionFigures {
  /** Null when the model has no held-out metrics (no model at all: keyword, context and behaviour layers only). */
  macroF1: number | null;
  ordinaryChatFpr: number | null;
  /** SMS ham false flags in the held-out split; null when trained without the public SMS data. */
  smsHamFpr: number | null;
  /** Challenge set file -> figures of the full engine (keywords, classifier, context, behaviour). */
  challenge: Record<string, ChallengeSetFigures>;
}
/** Per set, per check: whether each message (file order) met it. Flags only; never stored, never sent. */
export type ChallengeOutcomes = Record<string, Record<string, boolean[]>>;

/** The same messages under both models: met by both, lost (active met, candidate not), gained, met by neither. */
export interface PairedTally {
  n: number;
  both: number;
  losses: number;
  gains: number;
}
/** What the two models did with the same messages (ADR 152): numbers only, stored with the verdict. */
export interface PairedComparison {
  /** Check name ("ordinary ALLOW", "minors not ALLOW", "sequence ordinary", "overall") -> pooled over every set. */
  challenge: Record<string, PairedTally>;
  /**
   * Held-out samples neither model trained or calibrated on, label right under each model; null when the active
   * model's split cannot be reconstructed (the in-app retrain), and then no held-out comparison is made.
   */
  heldOut: PairedTally | null;
  /** Sets or checks whose per-message results could not be paired (missing, or of different lengths). */
  unpaired: string[];
}
export interface PromotionDecision {
  activate: boolean;
  /** Why the candidate was kept back; empty when activated. Plain words for the staff console. */
  reasons: string[];
  /** What the gate could not compare and did not hold against the candidate (additive, ADR 152). */
  notes?: string[];
}

/**
 * Harmless messages phrased near harm and harmless split sends, pooled over the sets (ADR 168): a candidate may
 * hold no more of them than the active model, net. The sign test alone let a candidate through that held twice as
 * many harmless split sends on an unwired set and held hard negatives of the engine's unit tests (ADR 163); the
 * development files stand in for those tests where the gate runs (the in-app retrain cannot run vitest).
 */
export const NO_NET_LOSS_CHECKS = [
  CHECK_NAME.sequence('ordinary'),
  CHECK_NAME.dev(CHECK_NAME.category('ordinary', 'allow')),
  CHECK_NAME.dev(CHECK_NAME.sequence('ordinary')),
] as const;

const count = (rate: number, n: number) => Math.round(rate * n);

/** The figures the gate compares, from one challenge report: what each category's expectation asks. */
export function challengeFigures(report: ChallengeReport): ChallengeSetFigures {
  const checks: Record<string, Tally> = {};
  const trust: NonNullable<ChallengeSetFigures['trust']> = {};
  for (const [category, c] of Object.entries(report.byCategory)) {
    const n = c.guardian.n;
    const metric = expectMetric(c.expect);
    checks[CHECK_NAME.category(category, metric)] = { n, met: count(c.guardian[metric], n) };
    // A BLOCK category must at least stay held: a REVIEW turning into ALLOW is a loss too.
    if (metric === 'block') {
      checks[CHECK_NAME.category(category, 'notAllow')] = { n, met: count(c.guardian.notAllow, n) };
      trust[category] = { n, block: count(c.guardian.block, n), blockAtHighTrust: count(c.blockAtHighTrust, n) };
    }
  }
  for (const [category, s] of Object.entries(report.sequences))
    checks[CHECK_NAME.sequence(category)] = { n: s.n, met: s.correct };
  return { overall: { n: report.overall.n, met: report.overall.correct }, checks, trust };
}

/**
 * Pairs two models' per-message results and pools each check over every set of the active model's measurement.
 * A set or check the candidate lacks, or with a different number of messages, is listed in `unpaired`.
 */
export function pairOutcomes(
  candidate: ChallengeOutcomes,
  current: ChallengeOutcomes,
): Pick<PairedComparison, 'challenge' | 'unpaired'> {
  const pooled: Record<string, PairedTally> = {};
  const unpaired: string[] = [];
  for (const [set, checks] of Object.entries(current))
    for (const [check, a] of Object.entries(checks)) {
      const c = candidate[set]?.[check];
      if (!c || c.length !== a.length) {
        unpaired.push(`${set}: ${check}`);
        continue;
      }
      pooled[check] = pairTally(a, c, pooled[check]);
    }
  return { challenge: pooled, unpaired };
}

/**
 * Tallies two models' results on the same messages, index by index (`current[i]` and `candidate[i]` are one
 * message): the one owner of both / lost / gained, for the challenge checks and the held-out samples alike. Adds to
 * `into` when given (pooling over sets).
 */
export function pairTally(
  current: readonly boolean[],
  candidate: readonly boolean[],
  into: PairedTally = { n: 0, both: 0, losses: 0, gains: 0 },
): PairedTally {
  for (let i = 0; i < current.length; i++) {
    into.n++;
    if (current[i] && candidate[i]) into.both++;
    else if (current[i]) into.losses++;
    else if (candidate[i]) into.gains++;
  }
  return into;
}

/**
 * One-sided exact sign test: the chance of at least `losses` losses among `losses + gains` discordant messages if
 * each were a fair coin (no difference between the models). 1 when nothing was lost.
 */
export function signTestP(losses: number, gains: number): number {
  const m = losses + gains;
  if (losses === 0) return 1;
  let logTerm = -m * Math.LN2; // log C(m, 0) / 2^m
  let p = 0;
  for (let k = 0; k <= m; k++) {
    if (k >= losses) p += Math.exp(logTerm);
    logTerm += Math.log(m - k) - Math.log(k + 1);
  }
  return Math.min(1, p);
}

const pct = (v: number) => `${(v * 100).toFixed(1)}%`;
const EPS = 1e-9;
const metCurrent = (t: PairedTally) => t.both + t.losses;
const metCandidate = (t: PairedTally) => t.both + t.gains;

/**
 * Activate the candidate only if (ADR 152):
 * - ordinary-chat false positives stay at or under max(`falsePositiveCeiling`, today's), SMS ham likewise, and the
 *   candidate has held-out metrics at all;
 * - held-out samples neither model trained on (when they can be known): no loss the sign test calls real;
 * - every challenge check, paired message by message and pooled over the wired sets: no loss the one-sided sign test
 *   calls real at `signTestLevel` (each check alone: a gain in one never offsets a loss in another);
 * - hard limits: a target of the issue the active model meets (pooled) stays met; ordinary ALLOW pooled drops at
 *   most `ordinaryAllowDrop`; a BLOCK category blocked as often at trust 90 as at 50 on a set stays so; no net
 *   loss on `NO_NET_LOSS_CHECKS` (harmless split sends, the development files' hard negatives; ADR 168).
 * No per-message results for the challenge sets: kept back (the unpaired figures are not compared).
 */
export function decidePromotion(
  candidate: PromotionFigures,
  current: PromotionFigures,
  paired: PairedComparison | null,
  tolerance: PromotionTolerance = PROMOTION_TOLERANCE,
): PromotionDecision {
  const reasons: string[] = [];
  const notes: string[] = [];
  const fpCheck = (name: string, cand: number | null, cur: number | null) => {
    if (cand === null) return;
    const ceiling = Math.max(tolerance.falsePositiveCeiling, cur ?? 0);
    if (cand > ceiling + EPS) reasons.push(`${name} false positives ${pct(cand)}, above the ceiling ${pct(ceiling)}`);
  };
  fpCheck('Ordinary chat', candidate.ordinaryChatFpr, current.ordinaryChatFpr ?? 1);
  fpCheck('SMS ham', candidate.smsHamFpr, current.smsHamFpr);
  if (candidate.macroF1 === null) reasons.push('Held-out metrics were not measured for the candidate');

  const level = tolerance.signTestLevel;
  const signCheck = (name: string, t: PairedTally) => {
    const p = signTestP(t.losses, t.gains);
    if (p < level - EPS)
      reasons.push(
        `${name}: ${metCandidate(t)}/${t.n} against ${metCurrent(t)}/${t.n} — ${t.losses} lost, ${t.gains} gained ` +
          `on the same messages (sign test p=${p.toPrecision(2)} < ${level})`,
      );
  };

  if (current.macroF1 !== null && candidate.macroF1 !== null) {
    if (paired?.heldOut) signCheck('Held-out samples neither model trained on, label right', paired.heldOut);
    else notes.push('Held-out figures not compared: no samples known to be unseen by both models');
  }

  for (const set of Object.keys(current.challenge))
    if (!candidate.challenge[set]) reasons.push(`Challenge set ${set} was not measured for the candidate`);
  if (!paired) {
    reasons.push('Per-message challenge results were not measured: the models cannot be compared');
    return { activate: false, reasons, notes };
  }
  for (const u of paired.unpaired) reasons.push(`${u} could not be paired with the active model's results`);

  for (const [check, t] of Object.entries(paired.challenge).sort(([a], [b]) => a.localeCompare(b)))
    signCheck(`${check.startsWith(CHECK_NAME.dev('')) ? 'Development files' : 'Challenge sets'}, ${check}`, t);

  // Hard limits: they never move with the sign test's noise allowance.
  for (const [category, target] of Object.entries(CHALLENGE_TARGETS)) {
    if (Number.isNaN(target.target)) continue;
    const t = paired.challenge[CHECK_NAME.category(category, target.metric)];
    if (!t || !t.n) continue;
    const cur = metCurrent(t) / t.n;
    const cand = metCandidate(t) / t.n;
    if (cur >= target.target - EPS && cand < target.target - EPS)
      reasons.push(
        `Challenge sets, ${category}: ${pct(cand)} (${metCandidate(t)}/${t.n}) falls under the issue's target ` +
          `${target.text}, which the active model meets (${pct(cur)})`,
      );
  }
  const ordinary = paired.challenge[CHECK_NAME.category('ordinary', 'allow')];
  if (ordinary?.n) {
    const drop = (ordinary.losses - ordinary.gains) / ordinary.n;
    if (drop > tolerance.ordinaryAllowDrop + EPS)
      reasons.push(
        `Challenge sets, ordinary ALLOW: ${pct(metCandidate(ordinary) / ordinary.n)} ` +
          `(${metCandidate(ordinary)}/${ordinary.n}), down from ${pct(metCurrent(ordinary) / ordinary.n)} — more ` +
          `than ${(tolerance.ordinaryAllowDrop * 100).toFixed(1)} point`,
      );
  }
  for (const check of NO_NET_LOSS_CHECKS) {
    const t = paired.challenge[check];
    if (t?.n && t.losses > t.gains)
      reasons.push(
        `${check}: ${metCandidate(t)}/${t.n} against ${metCurrent(t)}/${t.n} — the candidate holds ${t.losses} ` +
          `harmless ${check.includes('sequence') ? 'split sends' : 'messages'} the active model delivers and ` +
          `delivers ${t.gains} it holds; no net loss is allowed here`,
      );
  }
  for (const [set, cur] of Object.entries(current.challenge))
    for (const [category, a] of Object.entries(cur.trust ?? {})) {
      const c = candidate.challenge[set]?.trust?.[category];
      if (a.blockAtHighTrust < a.block) continue;
      if (!c) reasons.push(`${set}: ${category} BLOCK at trust 90 was not measured for the candidate`);
      else if (c.blockAtHighTrust < c.block)
        reasons.push(
          `${set}: ${category} is blocked less often with a trusted sender (${c.blockAtHighTrust}/${c.n}) than ` +
            `with a neutral one (${c.block}/${c.n})`,
        );
    }
  return { activate: reasons.length === 0, reasons, notes };
}

/** What a retrain stores beside its model version (model_versions.promotion) and the staff console shows. */
export interface PromotionRecord extends PromotionDecision {
  /** The active model it was compared with; null when Guardian ran without a text model. */
  comparedWith: string | null;
  tolerance: PromotionTolerance;
  candidate: PromotionFigures;
  current: PromotionFigures;
  /** Wall time of the challenge evaluation on the worker thread, and whether the active model's figures were cached. */
  challengeMs: number;
  currentCached: boolean;
  /** The rule's ADR (152: paired and pooled) and the paired counts it judged; absent in records before it. */
  rule?: number;
  paired?: PairedComparison;
}
