/**
 * Thin CLI around trainGuardianModel (server/modules/guardian/engine/train.ts).
 *   npm run guardian:train [-- --extra samples.jsonl] [--out path] [--seed 42]
 *     [--handwritten a.jsonl,b.jsonl] [--fpr 0.02] [--safe-boost 3] [--hard-fpr 0.12] [--nsfw-floor 0.85]
 *     [--join 8000 [--carriers 0.5]] [--norm-floor 100] [--word-classes word-classes-sg100d-k512.json[:bigrams]]
 *     [--source-weight davidson=0.5[,sms=1]] [--offensive-keep 0.5] [--offensive-weight 0.5] [--hate-weight 3]
 *     [--category-weight harassment=2[,hate=1.5]] [--seeds 42,1,2] [--harmful-share 0.015] [--ordinary-val 0.3]
 *     [--sms-ham 0.015]
 * --handwritten: hand-written files under corpus/ not yet in HANDWRITTEN_CORPUS_FILES, recorded in the model file
 * (`training.extraHandwritten`) so the gate rebuilds the split (ADR 204). The other flags are TrainOptions: the
 * ordinary-chat budget, the hard negatives' weight and budget, the nsfw threshold's floor, joined rows; --norm-floor
 * is the features' squared-norm floor (ADR 211: short texts' evidence shrunk toward the prior; off by default);
 * --word-classes adds each word's class from a map file in model/ (ADR 212; `:bigrams` also class pairs; off by
 * default); --source-weight, --offensive-keep, --offensive-weight and --hate-weight are the trainer's per-source
 * weighting (ADR 270; unset = the trainer's defaults); --category-weight multiplies hand-written rows of a harm
 * category (ADR 292; unset = no factor). ADR 295's stable calibration is this CLI's default: --harmful-share is the
 * harmful bar's own share of ordinary chat, taken first (default 0.015; 0 = ADR 158's joint search alone),
 * --ordinary-val the ordinary-chat strata's validation fraction (default 0.3; 0.15 = the split of before); --seeds
 * trains every seed listed and writes the one whose harmful bar is the median. ADR 303's SMS ham constraint is the
 * default too: --sms-ham is the share of the SMS ham outside guardian:eval's test split that the whole engine may
 * flag at the harmful bar (default 0.015; the bar is only raised; 0 = off); the CLI refuses to train when a text of
 * that pool is in eval's SMS test split for a seed trained.
 * Reads the same training data as the in-app retrain (`trainingSamplesFor`: the public datasets from
 * ../shared/data/guardian or GUARDIAN_DATA_DIR if present, the dating corpus, the hand-written files, and optional
 * extra JSON-lines samples {text,label} as moderator samples), minus every challenge-set message; writes the model.
 */
import { writeFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { DEFAULT_MODEL_PATH } from '../../server/modules/guardian/engine/classifier';
import { loadTrainingData, readJsonl } from '../../server/modules/guardian/engine/data';
import { createGuardianEngine } from '../../server/modules/guardian/engine/guardian-engine';
import {
  dedupeSamples,
  DEFAULT_ORDINARY_SOURCES,
  parseSourceWeights,
  SMS_HAM_BUDGET,
  smsHamPool,
  splitSamples,
  STABLE_HARMFUL_ORDINARY_SHARE,
  STABLE_ORDINARY_VALIDATION_FRACTION,
  trainGuardianModel,
  trainMedianSeed,
  type TrainOptions,
} from '../../server/modules/guardian/engine/train';
import { trainingSamplesFor } from '../../server/modules/guardian/guardian.retrain';
import { arg } from './cli';

const dataDir = process.env.GUARDIAN_DATA_DIR;
const extra = arg('extra');
const feedback = extra ? readJsonl(resolve(extra), 'moderator') : [];
if (extra) console.log(`loaded extra ${feedback.length} samples from ${extra}`);
const extraHandwritten = arg('handwritten')?.split(',').filter(Boolean) ?? [];
const { samples, notes, sources } = trainingSamplesFor({
  feedback,
  extraHandwritten,
  ...(dataDir ? { dataDir } : {}),
});
for (const s of sources)
  console.log(`${s.found ? 'loaded ' : 'MISSING'} ${s.source.padEnd(11)} ${String(s.count).padStart(6)}  ${s.path}`);
for (const n of notes) console.log(`note: ${n}`);
const seed = arg('seed') ? Number(arg('seed')) : 42;
const num = (name: string) => (arg(name) !== undefined ? Number(arg(name)) : undefined);
const nsfwFloor = num('nsfw-floor');
const [classFile, classMode] = arg('word-classes')?.split(':') ?? [];
const wordClasses = classFile ? { file: classFile, ...(classMode === 'bigrams' ? { bigrams: true } : {}) } : undefined;
const sourceWeights = arg('source-weight') ? parseSourceWeights(arg('source-weight')!) : undefined;
// Same name=weight form as --source-weight.
const categoryWeights = arg('category-weight') ? parseSourceWeights(arg('category-weight')!) : undefined;
const seeds = arg('seeds')?.split(',').filter(Boolean).map(Number);
const smsHamBudget = num('sms-ham') ?? SMS_HAM_BUDGET;
const ordinaryVal = num('ordinary-val') ?? STABLE_ORDINARY_VALIDATION_FRACTION;
// ADR 303: the whole engine's reading of SMS ham (guardian:eval's: neutral context, prediction not safe).
const neutral = { surface: 'test' as const, sender: { trustScore: 50 } };
const engine = smsHamBudget > 0 ? createGuardianEngine({ model: null }) : null;
const engineFlags: TrainOptions['smsHamFlags'] = (model, texts) => {
  const set = engine!.setModel(model);
  if (!set.ok) throw new Error(`SMS ham constraint: ${set.error}`);
  return texts.map((t) => engine!.moderateText(t, neutral).prediction.prediction !== 'safe');
};
if (smsHamBudget > 0) {
  // The pool must be the complement of what guardian:eval (and the gate) report: never a text of eval's SMS test split.
  const evalData = loadTrainingData(dataDir ? { dataDir } : {}).samples;
  const unique = dedupeSamples(samples);
  for (const s of seeds?.length ? seeds : [seed]) {
    const evalTest = new Set(
      splitSamples(dedupeSamples(evalData), s)
        .test.filter((x) => x.source === 'sms' && x.label === 'safe')
        .map((x) => x.text),
    );
    const pool = smsHamPool(
      splitSamples(unique, s, 0.15, 0.15, { sources: DEFAULT_ORDINARY_SOURCES, validationFraction: ordinaryVal }),
    );
    const texts = [...pool.train, ...pool.validation];
    const leaked = texts.filter((x) => evalTest.has(x.text)).length;
    console.log(
      `seed ${s}: SMS ham pool ${texts.length} (train ${pool.train.length}, validation ${pool.validation.length}); ` +
        `eval's SMS ham test split ${evalTest.size}; pool texts in it: ${leaked}`,
    );
    if (leaked) throw new Error(`SMS ham pool overlaps guardian:eval's test split for seed ${s} (${leaked} texts)`);
  }
}
const options: TrainOptions = {
  seed,
  log: (m) => console.log(`  ${m}`),
  harmfulOrdinaryShare: num('harmful-share') ?? STABLE_HARMFUL_ORDINARY_SHARE,
  ordinaryValidationFraction: ordinaryVal,
  ...(smsHamBudget > 0 ? { smsHamBudget, smsHamFlags: engineFlags } : {}),
  ...(num('fpr') !== undefined ? { ordinaryChatFprTarget: num('fpr') } : {}),
  ...(num('safe-boost') !== undefined ? { hardNegativeWeight: num('safe-boost') } : {}),
  ...(num('hard-fpr') !== undefined ? { hardNegativeFprTarget: num('hard-fpr') } : {}),
  ...(nsfwFloor !== undefined ? { thresholdFloors: { nsfw: nsfwFloor } } : {}),
  ...(sourceWeights ? { sourceWeights } : {}),
  ...(num('offensive-keep') !== undefined ? { offensiveKeep: num('offensive-keep') } : {}),
  ...(num('offensive-weight') !== undefined ? { offensiveWeight: num('offensive-weight') } : {}),
  ...(num('hate-weight') !== undefined ? { hateWeight: num('hate-weight') } : {}),
  ...(categoryWeights ? { categoryWeights } : {}),
  // ADR 281: calibrate the sliding window's harmful bar and write it into the file (windowThresholds)
  ...(process.argv.includes('--window-bar') ? { windowBar: true } : {}),
  // ADR 281: a second, smaller ordinary-chat budget for the model-alone bar (aloneThresholds, ADR 271)
  ...(num('alone-fpr') !== undefined ? { aloneFprTarget: num('alone-fpr') } : {}),
  features: {
    ...(num('norm-floor') !== undefined ? { normFloor: num('norm-floor')! } : {}),
    ...(wordClasses ? { wordClasses } : {}),
  },
  ...(num('join')
    ? {
        joinAugment: {
          count: num('join')!,
          ...(num('carriers') !== undefined ? { carrierShare: num('carriers') } : {}),
        },
      }
    : {}),
};
const trained = seeds?.length ? trainMedianSeed(samples, options, seeds) : null;
const result = trained?.result ?? trainGuardianModel(samples, options);
if (trained) {
  for (const o of trained.seeds)
    console.log(
      `seed ${o.seed}: harmful ${o.thresholds.harmful} nsfw ${o.thresholds.nsfw} spam ${o.thresholds.spam}` +
        (o.windowHarmful !== undefined ? ` window ${o.windowHarmful}` : '') +
        `, test ordinary-chat FPR ${(o.ordinaryChatFpr * 100).toFixed(2)}%`,
    );
  console.log(`median-bar seed: ${result.file.training.seed}`);
}
if (extraHandwritten.length) result.file.training.extraHandwritten = extraHandwritten;
const out = resolve(arg('out') ?? DEFAULT_MODEL_PATH);
const json = JSON.stringify(result.file);
writeFileSync(out, json + '\n');
const m = result.metrics;
const pct = (v: number) => `${(v * 100).toFixed(1)}%`;
console.log(
  `\nmodel ${result.file.version} written to ${out} (${(json.length / 1024).toFixed(0)} KiB) in ` +
    `${(result.durationMs / 1000).toFixed(1)} s`,
);
console.log(`thresholds ${JSON.stringify(result.file.thresholds)}`);
console.log(
  `held-out test split (${m.split.test} samples), binary not-safe view: accuracy ` +
    `${pct(m.overall.accuracy)}, precision ${pct(m.overall.precision)}, recall ` +
    `${pct(m.overall.recall)}, F1 ${pct(m.overall.f1)}, FPR ${pct(m.overall.falsePositiveRate)}, FNR ` +
    `${pct(m.overall.falseNegativeRate)}`,
);
console.log(
  `multiclass accuracy ${pct(m.multiclassAccuracy)}, macro F1 ${pct(m.macroF1)}, ordinary-chat FPR ` +
    `${pct(m.ordinaryChat.falsePositiveRate)} (n=${m.ordinaryChat.count})` +
    (m.smallTalk ? `, hand-written small talk FPR ${pct(m.smallTalk.falsePositiveRate)} (n=${m.smallTalk.count})` : ''),
);
console.log('label    precision recall  F1     FPR    support');
for (const [l, v] of Object.entries(m.perLabel))
  console.log(
    `${l.padEnd(8)} ${pct(v.precision).padStart(8)} ${pct(v.recall).padStart(7)} ` +
      `${pct(v.f1).padStart(6)} ${pct(v.falsePositiveRate).padStart(6)} ` +
      `${String(v.support).padStart(6)}`,
  );
for (const [s, v] of Object.entries(m.perSource))
  console.log(
    `source ${s.padEnd(9)} n=${v.count} accuracy ${pct(v.accuracy)} FPR ${pct(v.falsePositiveRate)} ` +
      `FNR ${pct(v.falseNegativeRate)}`,
  );
