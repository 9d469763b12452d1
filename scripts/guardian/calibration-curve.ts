/**
 * Why a trained file's harmful threshold sits where it does (ADR 294): rebuilds the file's validation split (same data,
 * same seed), reads it with the file's own weights, and prints per harmful step the ordinary-chat and hand-written
 * false positives, the harmful F1, the best nsfw + spam F1 the shared budget leaves, and their sum (the joint
 * objective of `calibrateThresholds`). Research only: trains nothing, writes nothing.
 *   GUARDIAN_DATA_DIR=… npx tsx scripts/guardian/calibration-curve.ts --model /work/wt/models/x.json --seed 42 \
 *     --handwritten a.jsonl,b.jsonl [--nsfw-floor 0.85] [--from 0.5 --to 0.9] [--fpr 0.02] [--band 0.61,0.81]
 */
import { resolve } from 'node:path';
import { loadGuardianModel } from '../../server/modules/guardian/engine/classifier';
import { normalizeText } from '../../server/modules/guardian/engine/normalize';
import {
  DEFAULT_ORDINARY_CHAT_FPR_TARGET,
  calibrateThresholds,
  dedupeSamples,
  splitSamples,
} from '../../server/modules/guardian/engine/train';
import type { GuardianLabel } from '../../server/modules/guardian/engine/types';
import { trainingSamplesFor } from '../../server/modules/guardian/guardian.retrain';
import { arg } from './cli';

const modelPath = arg('model');
if (!modelPath) {
  console.error('usage: calibration-curve.ts --model file.json --seed 42 --handwritten a.jsonl,b.jsonl');
  process.exit(2);
}
const seed = Number(arg('seed') ?? 42);
const fprTarget = Number(arg('fpr') ?? DEFAULT_ORDINARY_CHAT_FPR_TARGET);
// The trainer's --nsfw-floor (ADR 204): nsfw may not be calibrated below it.
const nsfwFloor = Number(arg('nsfw-floor') ?? 0);
const from = Number(arg('from') ?? 0.5);
const to = Number(arg('to') ?? 0.9);
const [bandLo, bandHi] = (arg('band') ?? '0.61,0.81').split(',').map(Number);
const dataDir = process.env.GUARDIAN_DATA_DIR;
const extraHandwritten = arg('handwritten')?.split(',').filter(Boolean) ?? [];

const model = loadGuardianModel(resolve(modelPath));
const { samples } = trainingSamplesFor({ feedback: [], extraHandwritten, ...(dataDir ? { dataDir } : {}) });
const val = splitSamples(dedupeSamples(samples), seed).validation;

const probs = val.map((s) => model.probabilities(normalizeText(s.text).deobfuscated));

// The trainer's two default pools (ADR 158, ADR 160): ordinary chat and the hand-written hard negatives.
const ordinary = val.map((s, i) =>
  s.label === 'safe' && ['sms', 'corpus', 'moderator'].includes(s.source ?? '') ? i : -1,
);
const ordIdx = ordinary.filter((i) => i >= 0);
const hardIdx = val.map((s, i) => (s.label === 'safe' && s.source === 'handwritten' ? i : -1)).filter((i) => i >= 0);
const budgets = [
  { sources: ['sms', 'corpus', 'moderator'], target: fprTarget },
  { sources: ['handwritten'], target: 0.12 },
];
const th = calibrateThresholds(probs, val, budgets, 'joint', nsfwFloor ? { nsfw: nsfwFloor } : {});
const pos = (l: GuardianLabel) => val.filter((s) => s.label === l).length;
console.log(
  `validation ${val.length}: ordinary-chat pool ${ordIdx.length} (budget ${fprTarget} = ` +
    `${(fprTarget * ordIdx.length).toFixed(1)} texts for all three labels), hand-written safe ${hardIdx.length}; ` +
    `positives harmful ${pos('harmful')} / nsfw ${pos('nsfw')} / spam ${pos('spam')}`,
);
console.log(`file thresholds ${JSON.stringify(model.thresholds)}; recalibrated here ${JSON.stringify(th)}`);

const STEPS = Array.from({ length: 76 }, (_, i) => (20 + i) / 100);
const count = (idx: number[], l: GuardianLabel, t: number) => idx.filter((i) => probs[i][l] >= t).length;
function f1(l: GuardianLabel, t: number): number {
  let tp = 0;
  let fp = 0;
  let fn = 0;
  for (let i = 0; i < val.length; i++) {
    const hit = probs[i][l] >= t;
    if (val[i].label === l) hit ? tp++ : fn++;
    else if (hit) fp++;
  }
  return tp === 0 ? 0 : (2 * tp) / (2 * tp + fp + fn);
}
const f1s = { harmful: STEPS.map((t) => f1('harmful', t)), nsfw: STEPS.map((t) => f1('nsfw', t)) };
const spamF1 = STEPS.map((t) => f1('spam', t));
const ordFp = (l: GuardianLabel) => STEPS.map((t) => count(ordIdx, l, t));
const hardFp = (l: GuardianLabel) => STEPS.map((t) => count(hardIdx, l, t));
const ord = { harmful: ordFp('harmful'), nsfw: ordFp('nsfw'), spam: ordFp('spam') };
const hard = { harmful: hardFp('harmful'), nsfw: hardFp('nsfw'), spam: hardFp('spam') };
const ordRoom = fprTarget * ordIdx.length + 1e-9;
const hardRoom = 0.12 * hardIdx.length + 1e-9;

console.log('\nh     ordFP hardFP  F1(h)   best nsfw+spam F1 (at n / s, ordinary FP used)   sum');
for (let h = 0; h < STEPS.length; h++) {
  if (STEPS[h] < from - 1e-9 || STEPS[h] > to + 1e-9) continue;
  let best = -1;
  let at = '';
  for (let n = 0; n < STEPS.length; n++) {
    if (STEPS[n] < nsfwFloor - 1e-9) continue;
    for (let s = 0; s < STEPS.length; s++) {
      const o = ord.harmful[h] + ord.nsfw[n] + ord.spam[s];
      const hd = hard.harmful[h] + hard.nsfw[n] + hard.spam[s];
      if (o > ordRoom || hd > hardRoom) continue;
      const v = f1s.nsfw[n] + spamF1[s];
      if (v > best + 1e-9) {
        best = v;
        at = `${STEPS[n].toFixed(2)} / ${STEPS[s].toFixed(2)}, ${o}`;
      }
    }
  }
  const sum = best < 0 ? '—' : (f1s.harmful[h] + best).toFixed(4);
  console.log(
    `${STEPS[h].toFixed(2)}  ${String(ord.harmful[h]).padStart(4)}  ${String(hard.harmful[h]).padStart(5)}  ` +
      `${f1s.harmful[h].toFixed(4)}  ${best < 0 ? 'over budget' : `${best.toFixed(4)} (${at})`}  ${sum}`,
  );
}

// A harmful bar from its own fixed share of ordinary chat (no joint allocation), on validation and on validation +
// test (twice the pool): how much of the spread is the allocation, how much the slice's size.
const split = splitSamples(dedupeSamples(samples), seed);
const pooled = [...split.validation, ...split.test];
const pooledHarm = pooled
  .filter((s) => s.label === 'safe' && ['sms', 'corpus', 'moderator'].includes(s.source ?? ''))
  .map((s) => model.probabilities(normalizeText(s.text).deobfuscated).harmful);
const valHarm = ordIdx.map((i) => probs[i].harmful);
const barAt = (scores: number[], share: number) =>
  STEPS.find((t) => scores.filter((p) => p >= t).length <= share * scores.length + 1e-9) ?? 0.95;
for (const share of [0.01, 0.015, 0.02])
  console.log(
    `harmful alone at ${share * 100} % of ordinary chat: validation (${valHarm.length}) ${barAt(valHarm, share)}, ` +
      `validation + test (${pooledHarm.length}) ${barAt(pooledHarm, share)}`,
  );

// Validation texts whose harmful probability falls in the band between the two bars, by pool and label.
const band = new Map<string, number>();
val.forEach((s, i) => {
  if (probs[i].harmful < bandLo - 1e-9 || probs[i].harmful >= bandHi - 1e-9) return;
  const key = `${s.source ?? 'other'}|${s.label}`;
  band.set(key, (band.get(key) ?? 0) + 1);
});
console.log(
  `\nvalidation texts with harmful in [${bandLo}, ${bandHi}): ${[...band.values()].reduce((a, b) => a + b, 0)}`,
);
for (const [k, n] of [...band].sort((a, b) => b[1] - a[1])) console.log(`  ${k.padEnd(24)} ${n}`);
