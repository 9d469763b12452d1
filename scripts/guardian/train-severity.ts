/**
 * Train the severe-harm reader (ADR 296):
 *   npx tsx scripts/guardian/train-severity.ts [--out head.json] [--budget 0.002] [--seeds 1,2,3] [--folds 5]
 *     [--epochs 4] [--no-crossfit --bar 0.9]
 * Data: the text trainer's (`trainingSamplesFor`: public sets, dating corpus, hand-written files, minus every
 * challenge and gate development message) plus every hand-written corpus file not yet in its list (paraphrase-*,
 * dev-set-*, smalltalk-*), the gate's development files excepted. Features: the shipped text model's config. The bar:
 * cross-fitted over the seeds at the false-BLOCK budget on the ordinary pool; the highest of the seeds' bars ships,
 * the spread is printed. The head itself is trained once on every row.
 */
import { readdirSync, writeFileSync } from 'node:fs';
import { basename, resolve } from 'node:path';
import { DEFAULT_MODEL_PATH, loadGuardianModel } from '../../server/modules/guardian/engine/classifier';
import { CORPUS_DIR, HANDWRITTEN_CORPUS_FILES } from '../../server/modules/guardian/engine/data';
import { SEVERE_CLASSES, severityHeadFile } from '../../server/modules/guardian/engine/severity-head';
import { crossFitBar, severityRows, trainSeverity } from '../../server/modules/guardian/engine/severity-train';
import { dedupeSamples } from '../../server/modules/guardian/engine/train';
import { GATE_DEV_SETS, trainingSamplesFor } from '../../server/modules/guardian/guardian.retrain';
import { arg } from './cli';

const t0 = performance.now();
const log = (m: string) => console.log(`[${((performance.now() - t0) / 1000).toFixed(0)} s] ${m}`);
const gateFiles = new Set(GATE_DEV_SETS.map((s) => basename(s.file)));
const listed = new Set<string>(HANDWRITTEN_CORPUS_FILES);
const extraHandwritten = readdirSync(CORPUS_DIR)
  .filter((f) => /^(paraphrase|dev-set|smalltalk)-.*\.jsonl$/.test(f) && !listed.has(f) && !gateFiles.has(f))
  .sort();
const dataDir = process.env.GUARDIAN_DATA_DIR;
const { samples, notes } = trainingSamplesFor({ feedback: [], extraHandwritten, ...(dataDir ? { dataDir } : {}) });
for (const n of notes) log(`note: ${n}`);
const unique = dedupeSamples(samples);
const model = loadGuardianModel(resolve(arg('model') ?? DEFAULT_MODEL_PATH));
const features = model.features;
const num = (name: string, d: number) => (arg(name) !== undefined ? Number(arg(name)) : d);
const options = {
  epochs: num('epochs', 4),
  hardNegativeWeight: num('hard-weight', 2),
  focusNegativeWeight: num('focus-weight', 3),
};
const rows = severityRows(unique, features, options);
const byClass = [0, 0, 0, 0, 0, 0];
for (const r of rows) byClass[r.y]++;
log(
  `${rows.length} rows (${extraHandwritten.length} extra hand-written files); none ${byClass[0]}, ` +
    SEVERE_CLASSES.map((c, i) => `${c} ${byClass[i + 1]}`).join(', ') +
    `; ordinary pool ${rows.filter((r) => r.pool).length}`,
);

const budget = num('budget', 0.002);
// ADR 301: each kind its own budget (default a fifth of the total), its bar at least KIND_BAR_FLOOR.
const kindBudget = num('kind-budget', budget / SEVERE_CLASSES.length);
const KIND_BAR_FLOOR = 0.5;
const seeds = (arg('seeds') ?? '1,2,3').split(',').map(Number);
const fits = process.argv.includes('--no-crossfit')
  ? []
  : seeds.map((seed) => crossFitBar(rows, features.buckets, budget, seed, num('folds', 5), options, log, kindBudget));
for (const f of fits) {
  log(`seed ${f.seed}: one bar ${f.bar} (pool ${f.poolOver}/${f.pool} at or above)`);
  log(
    `  per-kind bars ` +
      SEVERE_CLASSES.map((k, c) => `${k} ${f.bars[c]} (pool ${f.poolOverByKind[c]})`).join(', ') +
      ` at ${kindBudget} each`,
  );
  for (const [kind, r] of Object.entries(f.recall))
    log(`  ${kind.padEnd(22)} cross-fitted ${r.hit}/${r.n} at the bar (${r.rightKind} of them the right kind)`);
}
// Each kind ships its highest bar over the seeds (floored); the spread per kind is reported.
const kindBars = SEVERE_CLASSES.map((_, c) =>
  fits.length ? Math.max(KIND_BAR_FLOOR, ...fits.map((f) => f.bars[c])) : num('bar', 0.9),
);
const kindSpread = SEVERE_CLASSES.map((_, c) =>
  fits.length ? Math.max(...fits.map((f) => f.bars[c])) - Math.min(...fits.map((f) => f.bars[c])) : 0,
);
SEVERE_CLASSES.forEach((k, c) =>
  log(
    `${k.padEnd(22)} bars ${fits.map((f) => f.bars[c]).join(', ')}: shipped ${kindBars[c]}, spread ` +
      kindSpread[c].toFixed(3),
  ),
);
const bar = Math.min(...kindBars);
// ADR 301 (second signal): the cross-fitted hits at the shipped per-kind bars, per seed, for choosing τ.
const dump = arg('dump');
if (dump)
  writeFileSync(
    resolve(dump),
    JSON.stringify(
      fits.map((f) => ({
        seed: f.seed,
        hits: rows
          .map((r, i) => ({ r, i }))
          .filter(({ r, i }) => (r.y > 0 || r.pool) && f.kinds[i] > 0 && f.scores[i] >= kindBars[f.kinds[i] - 1])
          .map(({ r, i }) => ({ text: r.text, y: r.y, kind: f.kinds[i], severe: f.scores[i], pool: r.pool })),
      })),
    ) + '\n',
  );

const trained = trainSeverity(rows, features.buckets, { ...options, seed: num('seed', 42) });
const now = new Date();
const file = severityHeadFile({
  version: `gsh-${now.toISOString().slice(0, 10).replace(/-/g, '')}-${budget}-k${kindBars.join('-')}`,
  trainedAt: now.toISOString(),
  features,
  bar,
  bars: kindBars,
  bias: trained.bias,
  weights: trained.weights,
  calibration: {
    budget,
    kindBudget,
    kindBarFloor: KIND_BAR_FLOOR,
    folds: num('folds', 5),
    pool: fits[0]?.pool ?? null,
    seeds: fits.map((f) => ({
      seed: f.seed,
      bar: f.bar,
      bars: f.bars,
      poolOver: f.poolOver,
      poolOverByKind: f.poolOverByKind,
      recall: f.recall,
    })),
    spreadByKind: kindSpread.map((v) => Math.round(v * 1000) / 1000),
  },
  training: {
    algorithm: 'softmax regression (none = reference class) over the text model features, sparse Adam, L2',
    textModel: model.version,
    rows: rows.length,
    byClass,
    extraHandwritten,
    ...options,
    seed: num('seed', 42),
    classWeights: trained.classWeights.map((c) => Math.round(c * 1000) / 1000),
  },
});
const out = resolve(arg('out') ?? '/tmp/r28-severe/severity-head.json');
writeFileSync(out, JSON.stringify(file) + '\n');
log(`head ${file.version} written to ${out} (${(JSON.stringify(file).length / 1024).toFixed(0)} KiB)`);
