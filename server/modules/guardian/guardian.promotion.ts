/**
 * When a retrained text model may replace the active one (ADR 122). The one owner of the rule: the
 * retrain job measures both models (guardian.retrain.ts, on the worker thread) and asks `decidePromotion`.
 * Pure functions over figures, no I/O, so the rule is tested with plain numbers.
 */
import type { ChallengeReport } from './challenge-eval';

/** Written down in ADR 122: why one point, and why macro F1 gets the same allowance. */
export const PROMOTION_TOLERANCE = {
  /** A challenge category (or overall) may drop at most this much (share, 0.01 = one point). */
  challengeDrop: 0.01,
  /** Held-out macro F1 may be at most this much below the active model's. */
  macroF1Drop: 0.01,
  /** Ordinary-chat (and SMS ham) false-positive ceiling: never above this or today's rate, whichever is higher. */
  falsePositiveCeiling: 0.02,
} as const;

/** How many messages of a check met their expectation. */
export interface Tally {
  n: number;
  met: number;
}
/** One challenge set: overall and one tally per check ("threat_violence BLOCK", "sequence extortion", ...). */
export interface ChallengeSetFigures {
  overall: Tally;
  checks: Record<string, Tally>;
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
export interface PromotionDecision {
  activate: boolean;
  /** Why the candidate was kept back; empty when activated. Plain words for the staff console. */
  reasons: string[];
}

const count = (rate: number, n: number) => Math.round(rate * n);
const METRIC_WORD = { allow: 'ALLOW', notAllow: 'not ALLOW', block: 'BLOCK' } as const;

/** The figures the gate compares, from one challenge report: what each category's expectation asks. */
export function challengeFigures(report: ChallengeReport): ChallengeSetFigures {
  const checks: Record<string, Tally> = {};
  for (const [category, c] of Object.entries(report.byCategory)) {
    const n = c.guardian.n;
    const metric = c.expect === 'allow' ? 'allow' : c.expect === 'block' ? 'block' : 'notAllow';
    checks[`${category} ${METRIC_WORD[metric]}`] = { n, met: count(c.guardian[metric], n) };
    // A BLOCK category must at least stay held: a REVIEW turning into ALLOW is a loss too.
    if (metric === 'block') checks[`${category} not ALLOW`] = { n, met: count(c.guardian.notAllow, n) };
  }
  for (const [category, s] of Object.entries(report.sequences))
    checks[`sequence ${category}`] = { n: s.n, met: s.correct };
  return { overall: { n: report.overall.n, met: report.overall.correct }, checks };
}

const share = (t: Tally) => (t.n ? t.met / t.n : 0);
const pct = (v: number) => `${(v * 100).toFixed(1)}%`;
const EPS = 1e-9;

/**
 * Activate the candidate only if, against the active model measured the same way:
 * - no challenge check and no set's overall drops by more than `challengeDrop`;
 * - held-out macro F1 is not more than `macroF1Drop` below;
 * - ordinary-chat false positives stay at or under max(`falsePositiveCeiling`, today's), SMS ham likewise.
 * With no active model figures for a check, that check has nothing to compare with and passes.
 */
export function decidePromotion(
  candidate: PromotionFigures,
  current: PromotionFigures,
  tolerance: typeof PROMOTION_TOLERANCE = PROMOTION_TOLERANCE,
): PromotionDecision {
  const reasons: string[] = [];
  const fpCheck = (name: string, cand: number | null, cur: number | null) => {
    if (cand === null) return;
    const ceiling = Math.max(tolerance.falsePositiveCeiling, cur ?? 0);
    if (cand > ceiling + EPS) reasons.push(`${name} false positives ${pct(cand)}, above the ceiling ${pct(ceiling)}`);
  };
  fpCheck('Ordinary chat', candidate.ordinaryChatFpr, current.ordinaryChatFpr ?? 1);
  fpCheck('SMS ham', candidate.smsHamFpr, current.smsHamFpr);
  if (candidate.macroF1 === null) reasons.push('Held-out macro F1 was not measured');
  else if (current.macroF1 !== null && candidate.macroF1 < current.macroF1 - tolerance.macroF1Drop - EPS)
    reasons.push(
      `Held-out macro F1 ${candidate.macroF1.toFixed(3)}, more than ${tolerance.macroF1Drop} below ` +
        `the active model's ${current.macroF1.toFixed(3)}`,
    );
  for (const [set, cur] of Object.entries(current.challenge)) {
    const cand = candidate.challenge[set];
    if (!cand) {
      reasons.push(`Challenge set ${set} was not measured for the candidate`);
      continue;
    }
    const compare = (name: string, c: Tally | undefined, a: Tally) => {
      if (!c) return void reasons.push(`${set}: ${name} was not measured for the candidate`);
      const drop = share(a) - share(c);
      if (drop > tolerance.challengeDrop + EPS)
        reasons.push(
          `${set}: ${name} ${pct(share(c))} (${c.met}/${c.n}), down from ${pct(share(a))} ` +
            `(${a.met}/${a.n}) — more than ${(tolerance.challengeDrop * 100).toFixed(0)} point`,
        );
    };
    compare('overall', cand.overall, cur.overall);
    for (const [name, a] of Object.entries(cur.checks)) compare(name, cand.checks[name], a);
  }
  return { activate: reasons.length === 0, reasons };
}

/** What a retrain stores beside its model version (model_versions.promotion) and the staff console shows. */
export interface PromotionRecord extends PromotionDecision {
  /** The active model it was compared with; null when Guardian ran without a text model. */
  comparedWith: string | null;
  tolerance: typeof PROMOTION_TOLERANCE;
  candidate: PromotionFigures;
  current: PromotionFigures;
  /** Wall time of the challenge evaluation on the worker thread, and whether the active model's figures were cached. */
  challengeMs: number;
  currentCached: boolean;
}
