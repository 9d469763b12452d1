/**
 * npm run guardian:eval — evaluates the full Guardian text pipeline (keywords + classifier +
 * context + behaviour, neutral context) side by side with a plain keyword-filter baseline
 * (obscenity's English preset only) on the held-out test split of every corpus. Prints honestly
 * whatever is measured; exits 0.
 */
import { readFileSync } from 'node:fs';
import {
  DEFAULT_MODEL_PATH,
  createBaselineMatcher,
  createGuardianEngine,
  dedupeSamples,
  loadTrainingData,
  splitSamples,
  tryLoadGuardianModel,
  type GuardianLabel,
  type ModerationContext,
  type TrainingSample,
} from '../../server/modules/guardian/engine';
import { binaryMetrics, macroF1, perLabelMetrics } from '../../server/modules/guardian/engine/metrics';
import { CHALLENGE_SETS, evaluateChallenge, formatChallengeReport } from '../../server/modules/guardian/challenge-eval';

const NEUTRAL: ModerationContext = { surface: 'test', sender: { trustScore: 50 } };
const LABELS: GuardianLabel[] = ['safe', 'harmful', 'nsfw', 'spam'];
const pct = (v: number) => `${(v * 100).toFixed(1)}%`.padStart(6);
const pad = (s: string | number, n: number) => String(s).padEnd(n);
const lpad = (s: string | number, n: number) => String(s).padStart(n);

const loaded = tryLoadGuardianModel();
if (!loaded.model)
  console.log(`WARNING: text model unavailable (${loaded.error}); evaluating keyword + context layers only.\n`);
// Same split as training: the seed recorded in the model file.
let seed = 42;
try {
  const t = (JSON.parse(readFileSync(DEFAULT_MODEL_PATH, 'utf8')) as { training?: { seed?: number } }).training;
  if (typeof t?.seed === 'number') seed = t.seed;
} catch {
  // default seed
}
const guardian = createGuardianEngine({ model: loaded.model ?? null });
const rulesOnly = createGuardianEngine({ model: null });
const baseline = createBaselineMatcher();

const data = loadTrainingData(process.env.GUARDIAN_DATA_DIR ? { dataDir: process.env.GUARDIAN_DATA_DIR } : {});
for (const n of data.notes) console.log(`note: ${n}`);
const split = splitSamples(dedupeSamples(data.samples), seed);
const test = split.test;
console.log(
  `model: ${loaded.model?.version ?? 'none'}; held-out test split: ${test.length} samples (seed ` +
    `${seed}, 15% per source/label/category stratum, deduplicated, never trained on)\n`,
);

interface Row {
  s: TrainingSample;
  g: GuardianLabel;
  gFlag: boolean;
  r: GuardianLabel;
  rFlag: boolean;
  b: GuardianLabel;
}
const t0 = performance.now();
const rows: Row[] = test.map((s) => {
  const v = guardian.moderateText(s.text, NEUTRAL);
  const r = rulesOnly.moderateText(s.text, NEUTRAL);
  return {
    s,
    g: v.prediction.prediction,
    gFlag: v.decision !== 'ALLOW',
    r: r.prediction.prediction,
    rFlag: r.decision !== 'ALLOW',
    b: baseline.hasMatch(s.text) ? 'harmful' : 'safe',
  };
});
const elapsed = performance.now() - t0;

function labelTable(title: string, rs: Row[]) {
  const truth = rs.map((x) => x.s.label);
  const g = perLabelMetrics(
    truth,
    rs.map((x) => x.g),
  );
  const b = perLabelMetrics(
    truth,
    rs.map((x) => x.b),
  );
  const gb = binaryMetrics(
    truth,
    rs.map((x) => x.g),
  );
  const bb = binaryMetrics(
    truth,
    rs.map((x) => x.b),
  );
  console.log(`## ${title} (n=${rs.length})`);
  console.log(
    `${pad('label', 9)}${lpad('n', 6)} | ${pad('Guardian: prec  recall    F1    FPR', 36)} | ` +
      `baseline: prec  recall    F1    FPR`,
  );
  for (const l of LABELS) {
    if (g[l].support === 0 && !rs.some((x) => x.g === l)) continue;
    console.log(
      `${pad(l, 9)}${lpad(g[l].support, 6)} |          ${pct(g[l].precision)} ${pct(g[l].recall)} ` +
        `${pct(g[l].f1)} ${pct(g[l].falsePositiveRate)} |           ${pct(b[l].precision)} ` +
        `${pct(b[l].recall)} ${pct(b[l].f1)} ${pct(b[l].falsePositiveRate)}`,
    );
  }
  console.log(
    `${pad('not-safe', 9)}${lpad(gb.positives, 6)} |          ${pct(gb.precision)} ${pct(gb.recall)} ` +
      `${pct(gb.f1)} ${pct(gb.falsePositiveRate)} |           ${pct(bb.precision)} ${pct(bb.recall)} ` +
      `${pct(bb.f1)} ${pct(bb.falsePositiveRate)}`,
  );
  console.log(
    `macro F1: Guardian ${pct(macroF1(g))}  baseline ${pct(macroF1(b))}   (binary accuracy: Guardian ` +
      `${pct(gb.accuracy)}, baseline ${pct(bb.accuracy)}; FNR Guardian ${pct(gb.falseNegativeRate)}, ` +
      `baseline ${pct(bb.falseNegativeRate)})\n`,
  );
  return { g: macroF1(g), b: macroF1(b) };
}

const bySource = (src: string) => rows.filter((x) => x.s.source === src);
const summary: Record<string, { g: number; b: number }> = {};
summary.all = labelTable('All corpora', rows);
for (const src of ['davidson', 'sms', 'corpus'])
  if (bySource(src).length) summary[src] = labelTable(`${src}`, bySource(src));

// Davidson by severity (hate vs offensive): what is flagged.
const dav = bySource('davidson');
if (dav.length) {
  console.log('## davidson by severity: share flagged (REVIEW or BLOCK) / predicted not-safe');
  for (const sev of ['hate', 'offensive', undefined]) {
    const rs = dav.filter((x) => (sev ? x.s.severity === sev : x.s.label === 'safe'));
    const flagged = rs.filter((x) => x.gFlag).length / Math.max(1, rs.length);
    const notSafe = rs.filter((x) => x.g !== 'safe').length / Math.max(1, rs.length);
    const base = rs.filter((x) => x.b !== 'safe').length / Math.max(1, rs.length);
    console.log(
      `${pad(sev ?? 'neither (safe)', 16)} n=${lpad(rs.length, 5)}  Guardian flagged ${pct(flagged)}` +
        `  not-safe ${pct(notSafe)}   baseline ${pct(base)}`,
    );
  }
  console.log('');
}

// Dating corpus by category.
const corpus = bySource('corpus');
if (corpus.length) {
  console.log('## dating corpus by category (test split): share flagged (decision REVIEW or BLOCK)');
  console.log(`${pad('category', 14)}${pad('label', 9)}${lpad('n', 4)} | Guardian | rules only (no model) | baseline`);
  const cats = [...new Set(corpus.map((x) => x.s.category ?? '?'))].sort();
  for (const c of cats) {
    const rs = corpus.filter((x) => x.s.category === c);
    const f = (k: 'gFlag' | 'rFlag') => rs.filter((x) => x[k]).length / rs.length;
    const b = rs.filter((x) => x.b !== 'safe').length / rs.length;
    console.log(
      `${pad(c, 14)}${pad(rs[0].s.label, 9)}${lpad(rs.length, 4)} |   ${pct(f('gFlag'))} ` +
        `|               ${pct(f('rFlag'))} |   ${pct(b)}`,
    );
  }
  console.log('(for safe categories the share flagged is the false-positive rate; for the others it is recall)\n');
}

// Headline aims.
const ordinary = rows.filter((x) => x.s.label === 'safe' && (x.s.source === 'sms' || x.s.source === 'corpus'));
const ordFlag = ordinary.filter((x) => x.gFlag).length / Math.max(1, ordinary.length);
const ordNotSafe = ordinary.filter((x) => x.g !== 'safe').length / Math.max(1, ordinary.length);
const ordBase = ordinary.filter((x) => x.b !== 'safe').length / Math.max(1, ordinary.length);
console.log('## headline');
console.log(
  `ordinary chat (SMS ham + our friendly/flirty), n=${ordinary.length}: FPR flagged ${pct(ordFlag)}, ` +
    `predicted not-safe ${pct(ordNotSafe)}; baseline ${pct(ordBase)}   [aim <= 2%]`,
);
for (const c of ['threat', 'extortion', 'minor', 'scam']) {
  const rs = corpus.filter((x) => x.s.category === c);
  const rec = rs.filter((x) => x.gFlag).length / Math.max(1, rs.length);
  const base = rs.filter((x) => x.b !== 'safe').length / Math.max(1, rs.length);
  console.log(
    `recall ${pad(c, 10)} n=${lpad(rs.length, 3)}: Guardian ${pct(rec)}  baseline ${pct(base)}   [aim >= 90%]`,
  );
}
console.log(`macro F1 (all corpora): Guardian ${pct(summary.all.g)} vs baseline ${pct(summary.all.b)}`);
console.log(`throughput during eval: ${((rows.length * 2) / (elapsed / 1000)).toFixed(0)} verdicts/s (two engines)`);
console.log(
  '\nCaveat: the dating corpus is template-generated; its test split shares templates with training, ' +
    'so its numbers are optimistic.',
);

// The independent challenge sets, each reported apart: the only evidence of generalisation here.
for (const set of CHALLENGE_SETS) {
  const report = evaluateChallenge(guardian, baseline, set);
  console.log(`\n${formatChallengeReport(report)}`);
  if (process.argv.includes('--misses'))
    for (const m of report.misses) console.log(`  miss ${m.id} ${m.category} expect ${m.expect} got ${m.decision}`);
}
process.exit(0);
