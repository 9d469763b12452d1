/**
 * ADR 296's gate for the severe-harm reader: the whole engine with the head and without it, in one process, on the
 * same messages.
 *   npx tsx scripts/guardian/gate-severity.ts --head head.json [--holdout-set 29p]   (pool: every wired set but it)
 *   npx tsx scripts/guardian/gate-severity.ts --head head.json [--holdout-set 29p] --holdout  (its aggregates only,
 *     once, at the decision)
 *   --leave-out 29s,29t: also keeps those sets out of the pool (a validation split or a later HOLD OUT, ADR 317)
 * The round's HOLD OUT is named by `--holdout-set` (29p in round 27, when this gate was written).
 * Pool checks paired by `pairOutcomes`, sign test `signTestP` (guardian.promotion.ts, as gate.ts --rule 152); SMS ham
 * not-safe on the shipped model's test split (guardian:eval's "## sms" definition). Never a message of the HOLD OUT printed.
 */
import { resolve } from 'node:path';
import { CHALLENGE_SETS, evaluateChallenge } from '../../server/modules/guardian/challenge-eval';
import {
  createGuardianEngine,
  dedupeSamples,
  loadTrainingData,
  splitSamples,
  type GuardianEngine,
} from '../../server/modules/guardian/engine';
import { SEVERE_CLASSES } from '../../server/modules/guardian/engine/severity-head';
import { pairOutcomes, signTestP, type PairedTally } from '../../server/modules/guardian/guardian.promotion';
import { measureEngine } from '../../server/modules/guardian/guardian.retrain';
import { checks, specFor } from './challenge-checks';
import { arg } from './cli';

const headArg = arg('head');
if (!headArg) {
  console.error('usage: gate-severity.ts --head head.json [--holdout-set 29p] [--holdout]');
  process.exit(2);
}
const headPath = resolve(headArg);
const off = createGuardianEngine({ severityHead: null });
const on = createGuardianEngine({ severityHead: headPath });
const st = on.status().severeReader;
if (st?.status !== 'ready') throw new Error(`head not ready: ${JSON.stringify(st)}`);
const HOLD_OUT = arg('holdout-set') ?? '29p';
const t0 = performance.now();

if (process.argv.includes('--holdout')) {
  // Aggregates only: overall, ordinary ALLOW, the five BLOCK categories summed.
  const noBaseline = { hasMatch: () => false };
  const figures = (engine: GuardianEngine) => {
    const c = checks(evaluateChallenge(engine, noBaseline, specFor(HOLD_OUT)));
    let block: [number, number] = [0, 0];
    for (const kind of SEVERE_CLASSES) {
      const v = c.get(`${kind} (block)`);
      if (v) block = [block[0] + v[0], block[1] + v[1]];
    }
    return { overall: c.get('overall')!, ordinary: c.get('ordinary (allow)')!, block };
  };
  const a = figures(off);
  const b = figures(on);
  const row = (name: string, x: [number, number], y: [number, number]) =>
    console.log(`  HOLD OUT ${HOLD_OUT} ${name.padEnd(24)} ${x[0]} → ${y[0]} / ${y[1]}`);
  console.log(`head ${st.version} (bar ${st.bar}); without → with`);
  row('overall', a.overall, b.overall);
  row('ordinary ALLOW', a.ordinary, b.ordinary);
  row('BLOCK categories (block)', a.block, b.block);
  const pass = b.overall[0] >= a.overall[0] && b.ordinary[0] >= a.ordinary[0] && b.block[0] >= a.block[0];
  console.log(pass ? 'HOLD OUT: PASS' : 'HOLD OUT: FAIL');
  process.exit(0);
}

const leftOut = new Set([HOLD_OUT, ...(arg('leave-out')?.split(',') ?? [])].map((tag) => specFor(tag).file));
const pool = CHALLENGE_SETS.filter((s) => !leftOut.has(s.file));
if (pool.length !== CHALLENGE_SETS.length - leftOut.size) throw new Error('a left-out set is not a wired set');
const a = measureEngine(off, pool);
const b = measureEngine(on, pool);
const paired = pairOutcomes(b.outcomes, a.outcomes);
console.log(`head ${st.version} (bar ${st.bar}); pool ${pool.length} sets + development files; without → with`);
const reasons: string[] = [];
const line = (name: string, t: PairedTally) => {
  const p = signTestP(t.losses, t.gains);
  const mark = p < 0.05 ? '  LOSS' : '';
  console.log(
    `  ${name.padEnd(44)} ${String(t.both + t.losses).padStart(5)} → ${String(t.both + t.gains).padStart(5)}` +
      ` / ${String(t.n).padStart(5)}  L ${String(t.losses).padStart(3)} G ${String(t.gains).padStart(3)}` +
      `  p ${p.toPrecision(2)}${mark}`,
  );
  if (p < 0.05) reasons.push(`${name}: L ${t.losses} G ${t.gains} (p ${p.toPrecision(2)})`);
};
for (const [check, t] of Object.entries(paired.challenge).sort(([x], [y]) => x.localeCompare(y))) line(check, t);
if (paired.unpaired.length) reasons.push(`${paired.unpaired.length} unpaired checks`);

// The BLOCK categories' block checks, pooled.
const blockChecks = SEVERE_CLASSES.map((k) => `${k} BLOCK`);
const block = { n: 0, both: 0, losses: 0, gains: 0 };
for (const name of blockChecks) {
  const t = paired.challenge[name];
  if (!t) continue;
  block.n += t.n;
  block.both += t.both;
  block.losses += t.losses;
  block.gains += t.gains;
}
const gainP = signTestP(block.gains, block.losses);
console.log(
  `BLOCK categories pooled: ${block.both + block.losses} → ${block.both + block.gains} / ${block.n}, ` +
    `L ${block.losses} G ${block.gains}, one-sided gain p ${gainP.toPrecision(2)}`,
);
if (!(block.gains > block.losses && gainP < 0.05)) reasons.push('BLOCK categories do not gain at p < .05');

const ordinary = paired.challenge['ordinary ALLOW'];
const drop = ordinary ? (ordinary.losses - ordinary.gains) / ordinary.n : 0;
console.log(`ordinary ALLOW pooled net drop ${(drop * 100).toFixed(2)} point(s) (limit 0.30)`);
if (drop > 0.003) reasons.push(`ordinary ALLOW net drop ${(drop * 100).toFixed(2)} points > 0.30`);
const noNetLoss = Object.keys(paired.challenge).filter(
  (c) => c === 'consensual_sexual ALLOW' || c.startsWith('dev ') || c === 'sequence ordinary',
);
for (const c of noNetLoss) {
  const t = paired.challenge[c];
  if (t.losses > t.gains) reasons.push(`${c}: net loss ${t.losses - t.gains}`);
}

// SMS ham: the engine's not-safe share on the shipped model's test split (guardian:eval's "## sms").
const dataDir = process.env.GUARDIAN_DATA_DIR;
const ham = splitSamples(dedupeSamples(loadTrainingData(dataDir ? { dataDir } : {}).samples), 42).test.filter(
  (s) => s.source === 'sms' && s.label === 'safe',
);
const neutral = { surface: 'test' as const, sender: { trustScore: 50 } };
const notSafe = (e: GuardianEngine) =>
  ham.filter((s) => e.moderateText(s.text, neutral).prediction.prediction !== 'safe').length / ham.length;
const smsOff = notSafe(off);
const smsOn = notSafe(on);
console.log(`SMS ham not-safe ${(smsOff * 100).toFixed(2)} % → ${(smsOn * 100).toFixed(2)} % (n ${ham.length})`);
if (smsOn > 0.019) reasons.push(`SMS ham not-safe ${(smsOn * 100).toFixed(2)} % > 1.9 %`);
console.log(`(${((performance.now() - t0) / 1000).toFixed(0)} s)`);
console.log(reasons.length ? 'POOL: FAIL' : 'POOL: PASS (review probes and HOLD OUT still to check)');
for (const r of reasons) console.log(`  - ${r}`);
