/**
 * Choosing training settings without the challenge sets (ADR 137): whole hand-written files are held out of
 * training, and the classifier alone is scored on them (another author's phrasing, never seen) beside the
 * held-out split's figures. The shipped model is scored on the same files for comparison.
 *   GUARDIAN_DATA_DIR=… npx tsx scripts/guardian/holdout.ts --holdout dev-set-round3 [--engine]
 *     [--handwritten-weight 0.5] [--safe-boost 3] [--hard-fpr 0.12] [--hard-labels harmful,nsfw,spam]
 *     [--ordinary-handwritten] [--epochs 4] [--lr 0.02] [--l2 2e-4] [--balance 0.5] [--corpus-weight 2] [--fpr 0.02]
 *     [--smalltalk-pool] [--smalltalk-fpr 0.02]
 *     [--hate-weight 3] [--offensive-keep 0.5] [--allocation joint|perLabel]
 * Defaults are the trainer's (ADR 137; budget allocation `joint`, ADR 158).
 * --holdout takes comma-separated file-name prefixes; each prefix is one fold (trained once without it).
 * The engine is scored on the fold's dev-set-, paraphrase- and smalltalk- files (small talk: allow-expected only).
 * Also the full engine with each model on the held-out development-set lines (their context): the rules were tuned
 * on those lines, so the absolute figures are optimistic, but the difference between the models is the classifier's.
 * Prints aggregate figures only.
 */
import { readFileSync, readdirSync } from 'node:fs';
import { resolve } from 'node:path';
import { challengeContext, type ChallengeItem } from '../../server/modules/guardian/challenge-eval';
import { createGuardianEngine } from '../../server/modules/guardian/engine';
import { DEFAULT_MODEL_PATH, loadGuardianModel } from '../../server/modules/guardian/engine/classifier';
import { CORPUS_DIR, SMALLTALK_CORPUS_FILES } from '../../server/modules/guardian/engine/data';
import { normalizeText } from '../../server/modules/guardian/engine/normalize';
import {
  DEFAULT_ORDINARY_CHAT_FPR_TARGET,
  trainGuardianModel,
  type TrainingSample,
} from '../../server/modules/guardian/engine/train';
import type { TextClassifier } from '../../server/modules/guardian/engine/classifier';
import type { GuardianLabel } from '../../server/modules/guardian/engine/types';
import { trainingSamplesFor } from '../../server/modules/guardian/guardian.retrain';
import { arg } from './cli';

const num = (name: string, fallback: number) => (arg(name) !== undefined ? Number(arg(name)) : fallback);

const dataDir = process.env.GUARDIAN_DATA_DIR;
const { samples } = trainingSamplesFor({ feedback: [], ...(dataDir ? { dataDir } : {}) });
const folds = (arg('holdout') ?? 'dev-set-round3').split(',');
const ordinarySources = [
  'sms',
  'corpus',
  'moderator',
  ...(process.argv.includes('--ordinary-handwritten') ? ['handwritten'] : []),
];
const options = {
  epochs: num('epochs', 4),
  learningRate: num('lr', 0.02),
  l2: num('l2', 2e-4),
  classBalancePower: num('balance', 0.5),
  sourceWeights: { corpus: num('corpus-weight', 2), handwritten: num('handwritten-weight', 0.5) },
  hardNegativeWeight: num('safe-boost', 3),
  hateWeight: num('hate-weight', 3),
  offensiveKeep: num('offensive-keep', 0.5),
  ordinaryChatSources: ordinarySources,
  ordinaryChatFprTarget: num('fpr', DEFAULT_ORDINARY_CHAT_FPR_TARGET),
  hardNegativeFprTarget: num('hard-fpr', 0.12),
  ...(process.argv.includes('--smalltalk-pool')
    ? { smallTalkCalibrationOrigins: [...SMALLTALK_CORPUS_FILES], smallTalkFprTarget: num('smalltalk-fpr', 0.02) }
    : {}),
  ...(arg('allocation') ? { budgetAllocation: arg('allocation') as 'joint' | 'perLabel' } : {}),
  ...(arg('hard-labels') ? { hardNegativeLabels: arg('hard-labels')!.split(',') as GuardianLabel[] } : {}),
};
const pct = (v: number) => `${(v * 100).toFixed(1)}%`;

/** Classifier alone on held-out lines: ordinary flagged, harmful categories flagged, label right. */
function score(model: TextClassifier, held: TrainingSample[]) {
  let ordN = 0;
  let ordFlag = 0;
  let harmN = 0;
  let harmFlag = 0;
  let right = 0;
  const byCat: Record<string, { n: number; flagged: number }> = {};
  for (const s of held) {
    const pred = model.decide(model.probabilities(normalizeText(s.text).deobfuscated)).label;
    const flagged = pred !== 'safe';
    if (pred === s.label) right++;
    const c = (byCat[s.category ?? '?'] ??= { n: 0, flagged: 0 });
    c.n++;
    if (flagged) c.flagged++;
    if (s.category === 'ordinary' || s.label === 'safe') {
      ordN++;
      if (flagged) ordFlag++;
    } else if (s.category !== 'consensual_sexual') {
      harmN++;
      if (flagged) harmFlag++;
    }
  }
  return { ordN, ordFlag, harmN, harmFlag, right, n: held.length, byCat };
}
function line(name: string, r: ReturnType<typeof score>) {
  return (
    `${name.padEnd(9)} ordinary flagged ${pct(r.ordFlag / r.ordN)} (${r.ordFlag}/${r.ordN})  not-safe caught ` +
    `${pct(r.harmFlag / r.harmN)} (${r.harmFlag}/${r.harmN})  label right ${pct(r.right / r.n)}`
  );
}

/** Full engine with `model` on the held-out lines that carry a context: ordinary ALLOW, others as expected. */
function engineScore(model: TextClassifier, items: ChallengeItem[]) {
  const engine = createGuardianEngine({ model });
  let ordN = 0;
  let ordAllow = 0;
  let harmN = 0;
  let harmMet = 0;
  for (const it of items) {
    const d = engine.moderateText(it.text, challengeContext(it.context)).decision;
    if (it.expect === 'allow') {
      ordN++;
      if (d === 'ALLOW') ordAllow++;
    } else {
      harmN++;
      if (it.expect === 'block' ? d === 'BLOCK' : d !== 'ALLOW') harmMet++;
    }
  }
  const allowed = `${pct(ordAllow / ordN)} (${ordAllow}/${ordN})`;
  return `allow-expected ALLOW ${allowed}  others met ${pct(harmMet / harmN)} (${harmMet}/${harmN})`;
}
const itemsOf = (fold: string) =>
  readdirSync(CORPUS_DIR)
    .filter((f) => f.startsWith(fold) && ['dev-set-', 'paraphrase-', 'smalltalk-'].some((p) => f.startsWith(p)))
    .flatMap((f) =>
      readFileSync(resolve(CORPUS_DIR, f), 'utf8')
        .split('\n')
        .filter((l) => l.trim())
        .map((l) => JSON.parse(l) as ChallengeItem),
    );

const shipped = loadGuardianModel(DEFAULT_MODEL_PATH);
console.log(`settings ${JSON.stringify(options)}`);
const totals = { shipped: [0, 0, 0, 0], candidate: [0, 0, 0, 0] };
for (const fold of folds) {
  const held = samples.filter((s) => s.source === 'handwritten' && (s.origin ?? '').startsWith(fold));
  const train = samples.filter((s) => !(s.source === 'handwritten' && (s.origin ?? '').startsWith(fold)));
  const t0 = performance.now();
  const result = trainGuardianModel(train, { ...options, seed: 42 });
  const m = result.metrics;
  const a = score(shipped, held);
  const b = score(result.classifier, held);
  for (const [k, r] of [
    ['shipped', a],
    ['candidate', b],
  ] as const) {
    totals[k][0] += r.ordFlag;
    totals[k][1] += r.ordN;
    totals[k][2] += r.harmFlag;
    totals[k][3] += r.harmN;
  }
  console.log(
    `\nfold ${fold} (${held.length} held out, trained ${((performance.now() - t0) / 1000).toFixed(0)} s): ` +
      `thresholds ${JSON.stringify(result.file.thresholds)}; held-out split macro F1 ${pct(m.macroF1)}, ` +
      `ordinary chat FPR ${pct(m.ordinaryChat.falsePositiveRate)} (n=${m.ordinaryChat.count}), SMS FPR ` +
      `${pct(m.perSource.sms?.falsePositiveRate ?? 0)}, Davidson acc ${pct(m.perSource.davidson?.accuracy ?? 0)}; ` +
      `hand-written test lines macro F1 ${pct(m.handwritten?.macroF1 ?? 0)}; per label F1 ` +
      Object.entries(m.perLabel)
        .map(([l, v]) => `${l} ${pct(v.f1)} (P ${pct(v.precision)} R ${pct(v.recall)})`)
        .join(', '),
  );
  console.log(line('shipped', a));
  console.log(line('candidate', b));
  if (process.argv.includes('--engine')) {
    const items = itemsOf(fold);
    console.log(`  engine shipped   ${engineScore(shipped, items)}`);
    console.log(`  engine candidate ${engineScore(result.classifier, items)}`);
  }
  const cats = Object.keys(b.byCat).sort();
  console.log(
    '  by category (shipped → candidate flagged): ' +
      cats
        .map((c) => `${c} ${pct(a.byCat[c].flagged / a.byCat[c].n)}→${pct(b.byCat[c].flagged / b.byCat[c].n)}`)
        .join(', '),
  );
}
for (const [k, t] of Object.entries(totals))
  console.log(
    `TOTAL ${k.padEnd(9)} ordinary flagged ${pct(t[0] / t[1])} (${t[0]}/${t[1]})  ` +
      `not-safe caught ${pct(t[2] / t[3])} (${t[2]}/${t[3]})`,
  );
