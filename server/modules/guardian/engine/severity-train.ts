/**
 * Training of the severe-harm reader (ADR 296, `severity-head.ts`): softmax regression with `none` as the reference
 * class over the text model's own hashed features (its feature config), sparse lazy Adam with L2, seeded. Labels come
 * from the hand-written files' `category` (and the dating corpus' categories); everything else is `none`. The bar is
 * calibrated on a fixed false-BLOCK budget over a cross-fitted pool of ordinary texts (every pool text scored by a
 * head that did not train on it), repeated over seeds (ADR 294: one split's bar is partly chance).
 */
import { extractFeatures, type FeatureConfig, type SparseVector } from './features';
import { normalizeText } from './normalize';
import { SEVERE_CLASSES, type SevereClass } from './severity-head';
import { seededRandom, type TrainingSample } from './train';

/** Category names of the corpus files → the head's class (the dating corpus and issue-15 file name some apart). */
const CATEGORY_CLASS: Readonly<Record<string, SevereClass>> = {
  threat_violence: 'threat_violence',
  threat: 'threat_violence',
  sexual_violence: 'sexual_violence',
  self_harm_incitement: 'self_harm_incitement',
  self_harm: 'self_harm_incitement',
  minors: 'minors',
  minor: 'minors',
  extortion: 'extortion',
};

/** The head's class of a training line: its severe kind (1..5), or 0 (`none`). */
export function severeClassIndex(s: TrainingSample): number {
  const kind = s.label === 'harmful' && s.category !== undefined ? CATEGORY_CLASS[s.category] : undefined;
  return kind ? SEVERE_CLASSES.indexOf(kind) + 1 : 0;
}

/** Ordinary texts of the calibration pool: the false-BLOCK budget is about these. */
const POOL_CATEGORIES = new Set(['ordinary', 'consensual_sexual', 'friendly', 'flirty']);
export function inOrdinaryPool(s: TrainingSample): boolean {
  if (s.label !== 'safe' && !(s.label === 'nsfw' && s.category === 'consensual_sexual')) return false;
  if (s.source === 'sms') return true;
  return (s.source === 'handwritten' || s.source === 'corpus') && POOL_CATEGORIES.has(s.category ?? '');
}

/** Hand-written lines that look like harm and are not one of the five (harassment, hate, scam, drugs, twins). */
const HARD_NEGATIVE_SOURCES = new Set(['handwritten']);
/**
 * ADR 301's hard negatives of the classes ADR 300 found read as harm (adult ages beside school words, consent and
 * imposition talk, support to someone at risk, a threat received and reported, one's own self-harm history, short
 * split-send openers): the head's own file, not the text trainer's.
 */
export const FOCUS_NEGATIVE_FILE = /paraphrase-2026-12-01-r28s\.jsonl$/;

export interface SeverityRow {
  x: SparseVector;
  y: number;
  w: number;
  pool: boolean;
  text: string;
}

export interface SeverityTrainOptions {
  seed?: number;
  epochs?: number;
  learningRate?: number;
  l2?: number;
  /** Weight of hand-written `none` lines (default 2). */
  hardNegativeWeight?: number;
  /** Weight of ADR 301's focus negatives (`FOCUS_NEGATIVE_FILE`, default 3; instead of `hardNegativeWeight`). */
  focusNegativeWeight?: number;
  /** Weight of Davidson offensive tweets (default 0.5). */
  offensiveWeight?: number;
  /** Class balance power (default 0.5, as the text trainer). */
  classBalancePower?: number;
}

/** Feature rows for every sample (computed once; the folds and seeds share them). */
export function severityRows(
  samples: readonly TrainingSample[],
  features: FeatureConfig,
  options: SeverityTrainOptions = {},
): SeverityRow[] {
  const hardW = options.hardNegativeWeight ?? 2;
  const offW = options.offensiveWeight ?? 0.5;
  const focusW = options.focusNegativeWeight ?? 3;
  return samples.map((s) => {
    const y = severeClassIndex(s);
    let w = s.weight ?? 1;
    if (y === 0 && FOCUS_NEGATIVE_FILE.test(s.origin ?? '')) w *= focusW;
    else if (y === 0 && HARD_NEGATIVE_SOURCES.has(s.source ?? '')) w *= hardW;
    if (s.source === 'davidson' && s.severity !== 'hate') w *= offW;
    return {
      x: extractFeatures(normalizeText(s.text).deobfuscated, features),
      y,
      w,
      pool: inOrdinaryPool(s),
      text: s.text,
    };
  });
}

export interface TrainedSeverity {
  weights: Float32Array;
  bias: Float64Array;
  classWeights: number[];
}

/** Train on `rows` (or the subset `use`). */
export function trainSeverity(
  rows: readonly SeverityRow[],
  buckets: number,
  options: SeverityTrainOptions = {},
  use?: (i: number) => boolean,
): TrainedSeverity {
  const K = SEVERE_CLASSES.length;
  const seed = options.seed ?? 42;
  const epochs = options.epochs ?? 4;
  const lr0 = options.learningRate ?? 0.02;
  const l2 = options.l2 ?? 2e-4;
  const order = rows.map((_, i) => i).filter((i) => !use || use(i));
  const mass = new Array<number>(K + 1).fill(0);
  for (const i of order) mass[rows[i].y] += rows[i].w;
  const mean = mass.reduce((a, b) => a + b, 0) / (K + 1);
  const power = options.classBalancePower ?? 0.5;
  const classW = mass.map((m) => (m > 0 ? Math.pow(mean / m, power) : 1));
  const W = new Float32Array(buckets * K);
  const M = new Float32Array(buckets * K);
  const V = new Float32Array(buckets * K);
  const bias = new Float64Array(K);
  const bM = new Float64Array(K);
  const bV = new Float64Array(K);
  const b1 = 0.9;
  const b2 = 0.999;
  const eps = 1e-8;
  const rng = seededRandom(seed);
  const logits = new Float64Array(K);
  const g = new Float64Array(K);
  let step = 0;
  for (let epoch = 0; epoch < epochs; epoch++) {
    for (let i = order.length - 1; i > 0; i--) {
      const j = Math.floor(rng() * (i + 1));
      [order[i], order[j]] = [order[j], order[i]];
    }
    const lr = lr0 / (1 + epoch * 0.5);
    for (const ri of order) {
      const { x, y } = rows[ri];
      const w = rows[ri].w * classW[y];
      step++;
      const c1 = 1 / (1 - Math.pow(b1, step));
      const c2 = 1 / (1 - Math.pow(b2, step));
      for (let c = 0; c < K; c++) logits[c] = bias[c];
      for (let j = 0; j < x.indices.length; j++) {
        const base = x.indices[j] * K;
        const v = x.values[j];
        for (let c = 0; c < K; c++) logits[c] += W[base + c] * v;
      }
      let max = 0;
      for (let c = 0; c < K; c++) if (logits[c] > max) max = logits[c];
      let sum = Math.exp(-max);
      for (let c = 0; c < K; c++) sum += logits[c] = Math.exp(logits[c] - max);
      for (let c = 0; c < K; c++) g[c] = (logits[c] / sum - (c + 1 === y ? 1 : 0)) * w;
      for (let j = 0; j < x.indices.length; j++) {
        const base = x.indices[j] * K;
        const v = x.values[j];
        for (let c = 0; c < K; c++) {
          const idx = base + c;
          const grad = g[c] * v + l2 * W[idx];
          const m = (M[idx] = b1 * M[idx] + (1 - b1) * grad);
          const vv = (V[idx] = b2 * V[idx] + (1 - b2) * grad * grad);
          W[idx] -= (lr * (m * c1)) / (Math.sqrt(vv * c2) + eps);
        }
      }
      for (let c = 0; c < K; c++) {
        bM[c] = b1 * bM[c] + (1 - b1) * g[c];
        bV[c] = b2 * bV[c] + (1 - b2) * g[c] * g[c];
        bias[c] -= (lr * (bM[c] * c1)) / (Math.sqrt(bV[c] * c2) + eps);
      }
    }
  }
  return { weights: W, bias, classWeights: classW };
}

/** 1 − P(none) and the most likely kind of one row under a trained head (float weights). */
export function scoreRow(t: TrainedSeverity, x: SparseVector): { severe: number; kind: number } {
  const K = SEVERE_CLASSES.length;
  const l = new Float64Array(K);
  for (let c = 0; c < K; c++) l[c] = t.bias[c];
  for (let j = 0; j < x.indices.length; j++)
    for (let c = 0; c < K; c++) l[c] += t.weights[x.indices[j] * K + c] * x.values[j];
  let max = 0;
  let best = 0;
  for (let c = 0; c < K; c++) {
    if (l[c] > max) max = l[c];
    if (l[c] > l[best]) best = c;
  }
  let sum = Math.exp(-max);
  for (let c = 0; c < K; c++) sum += Math.exp(l[c] - max);
  return { severe: 1 - Math.exp(-max) / sum, kind: best + 1 };
}

function hash32(s: string, seed: number): number {
  let h = (seed ^ 0x811c9dc5) >>> 0;
  for (let i = 0; i < s.length; i++) h = Math.imul(h ^ s.charCodeAt(i), 0x01000193);
  h ^= h >>> 15;
  h = Math.imul(h, 0x2c1b3c6d);
  h ^= h >>> 12;
  return h >>> 0;
}

export interface CrossFit {
  seed: number;
  /** Lowest bar (3 decimals) at which at most `budget` of the pool reaches it (any kind). */
  bar: number;
  /**
   * Per-kind bars (ADR 301): for each kind, the lowest bar at which at most `kindBudget` of the pool has that kind as
   * its most likely one and reaches it.
   */
  bars: number[];
  /** Pool texts at or above their kind's bar, per kind. */
  poolOverByKind: number[];
  pool: number;
  poolOver: number;
  /** Cross-fitted share of each kind's lines at or above their most likely kind's bar, named by kind. */
  recall: Record<string, { n: number; hit: number; rightKind: number }>;
  /** Every row's cross-fitted score (index-aligned with the rows). */
  scores: Float64Array;
  kinds: Int8Array;
}

/**
 * K-fold cross-fitted scores of every row, the one bar on the pool at `budget` and the per-kind bars at `kindBudget`
 * each (ADR 301; default budget / 5).
 */
export function crossFitBar(
  rows: readonly SeverityRow[],
  buckets: number,
  budget: number,
  seed: number,
  folds = 5,
  options: SeverityTrainOptions = {},
  log: (m: string) => void = () => {},
  kindBudget = budget / SEVERE_CLASSES.length,
): CrossFit {
  const fold = rows.map((r) => hash32(r.text, seed) % folds);
  const scores = new Float64Array(rows.length);
  const kinds = new Int8Array(rows.length);
  for (let f = 0; f < folds; f++) {
    const t = trainSeverity(rows, buckets, { ...options, seed: seed * 31 + f }, (i) => fold[i] !== f);
    for (let i = 0; i < rows.length; i++)
      if (fold[i] === f) {
        const s = scoreRow(t, rows[i].x);
        scores[i] = s.severe;
        kinds[i] = s.kind;
      }
    log(`seed ${seed}: fold ${f + 1}/${folds} scored`);
  }
  const poolIdx = rows.map((r, i) => (r.pool ? i : -1)).filter((i) => i >= 0);
  const pool = poolIdx.map((i) => scores[i]);
  const bar = barAt(pool, budget);
  const allowed = Math.floor(kindBudget * pool.length);
  const bars = SEVERE_CLASSES.map((_, c) =>
    barAtCount(
      poolIdx.filter((i) => kinds[i] === c + 1).map((i) => scores[i]),
      allowed,
    ),
  );
  const poolOverByKind = SEVERE_CLASSES.map(
    (_, c) => poolIdx.filter((i) => kinds[i] === c + 1 && scores[i] >= bars[c]).length,
  );
  const recall: CrossFit['recall'] = {};
  SEVERE_CLASSES.forEach((kind, c) => {
    const idx = rows.map((r, i) => (r.y === c + 1 ? i : -1)).filter((i) => i >= 0);
    const hit = idx.filter((i) => scores[i] >= bars[kinds[i] - 1]);
    recall[kind] = { n: idx.length, hit: hit.length, rightKind: hit.filter((i) => kinds[i] === c + 1).length };
  });
  return {
    seed,
    bar,
    bars,
    poolOverByKind,
    pool: pool.length,
    poolOver: pool.filter((s) => s >= bar).length,
    recall,
    scores,
    kinds,
  };
}

/** The lowest bar on a 0.001 grid with at most `allowed` of `scores` at or above it. */
export function barAtCount(scores: readonly number[], allowed: number): number {
  const sorted = [...scores].sort((a, b) => b - a);
  const next = sorted[allowed] ?? 0;
  return Math.min(0.999, Math.floor(next * 1000) / 1000 + 0.001);
}

/** The lowest bar on a 0.001 grid with at most `budget` of `scores` at or above it. */
export function barAt(scores: readonly number[], budget: number): number {
  return barAtCount(scores, Math.floor(budget * scores.length));
}
