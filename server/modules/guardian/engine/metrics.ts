/** Evaluation metrics shared by training (model card metrics) and the eval script. */
import type { BinaryMetrics, LabelMetrics } from './classifier';
import { GUARDIAN_LABELS, type GuardianLabel } from './types';

const ratio = (a: number, b: number) => (b > 0 ? a / b : 0);
const r4 = (v: number) => Math.round(v * 10000) / 10000;

/** Binary view: positive = anything not safe. */
export function binaryMetrics(truth: GuardianLabel[], pred: GuardianLabel[]): BinaryMetrics {
  let tp = 0;
  let fp = 0;
  let tn = 0;
  let fn = 0;
  for (let i = 0; i < truth.length; i++) {
    const t = truth[i] !== 'safe';
    const p = pred[i] !== 'safe';
    if (t && p) tp++;
    else if (!t && p) fp++;
    else if (!t && !p) tn++;
    else fn++;
  }
  const precision = ratio(tp, tp + fp);
  const recall = ratio(tp, tp + fn);
  return {
    accuracy: r4(ratio(tp + tn, truth.length)),
    precision: r4(precision),
    recall: r4(recall),
    f1: r4(ratio(2 * precision * recall, precision + recall)),
    falsePositiveRate: r4(ratio(fp, fp + tn)),
    falseNegativeRate: r4(ratio(fn, fn + tp)),
    positives: tp + fn,
    negatives: fp + tn,
  };
}

/** One-vs-rest metrics for each label. */
export function perLabelMetrics(truth: GuardianLabel[], pred: GuardianLabel[]): Record<GuardianLabel, LabelMetrics> {
  const out = {} as Record<GuardianLabel, LabelMetrics>;
  for (const l of GUARDIAN_LABELS) {
    let tp = 0;
    let fp = 0;
    let tn = 0;
    let fn = 0;
    for (let i = 0; i < truth.length; i++) {
      const t = truth[i] === l;
      const p = pred[i] === l;
      if (t && p) tp++;
      else if (!t && p) fp++;
      else if (!t && !p) tn++;
      else fn++;
    }
    const precision = ratio(tp, tp + fp);
    const recall = ratio(tp, tp + fn);
    out[l] = {
      precision: r4(precision),
      recall: r4(recall),
      f1: r4(ratio(2 * precision * recall, precision + recall)),
      falsePositiveRate: r4(ratio(fp, fp + tn)),
      falseNegativeRate: r4(ratio(fn, fn + tp)),
      support: tp + fn,
    };
  }
  return out;
}

/** Macro F1 over the labels that have support in `truth`. */
export function macroF1(per: Record<GuardianLabel, LabelMetrics>): number {
  const ls = GUARDIAN_LABELS.filter((l) => per[l].support > 0);
  return r4(ls.reduce((s, l) => s + per[l].f1, 0) / Math.max(1, ls.length));
}

export function accuracy(truth: GuardianLabel[], pred: GuardianLabel[]): number {
  let ok = 0;
  for (let i = 0; i < truth.length; i++) if (truth[i] === pred[i]) ok++;
  return r4(ratio(ok, truth.length));
}
