/**
 * ADR 262's gate for a text-model file trained with the CLI (ADR 271 puts the rule in `gate-rule.ts`):
 *   npx tsx scripts/guardian/gate.ts --candidate cand.json --holdout 29m --develop 29i,29j,29k,29l \
 *     [--current shipped.json] [--no-unit]
 * The whole engine with the candidate and with the shipped model (or `--current`) on the HOLD OUT set (aggregates
 * only, never a message) and the DEVELOP sets summed; SMS ham false positives of the engine with the candidate on its
 * own test split (guardian:eval's "## sms"); the model file's ordinary-chat FP. Then (unless `--no-unit`) in a scratch
 * checkout of HEAD with the candidate installed: the dated floor tests and the engine tests; each failing engine test
 * is run again with the text model off, to sort kept (its verdict rests on the rules) from re-derivable (it rests on
 * the shipped model's label). Never name a set the round puts off limits.
 */
import { execFileSync } from 'node:child_process';
import { copyFileSync, mkdtempSync, readFileSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { evaluateChallenge } from '../../server/modules/guardian/challenge-eval';
import {
  DEFAULT_MODEL_PATH,
  createGuardianEngine,
  dedupeSamples,
  loadTrainingData,
  splitSamples,
  type GuardianEngine,
} from '../../server/modules/guardian/engine';
import { createBaselineMatcher } from '../../server/modules/guardian/engine/keywords';
import { checks, specFor } from './challenge-checks';
import { decideModelGate, type GateSetFigures } from './gate-rule';

function arg(name: string): string | undefined {
  const i = process.argv.indexOf(`--${name}`);
  return i >= 0 ? process.argv[i + 1] : undefined;
}

const candidatePath = arg('candidate');
const holdOut = arg('holdout');
const develop = arg('develop')?.split(',').filter(Boolean) ?? [];
if (!candidatePath || !holdOut || !develop.length) {
  console.error('usage: gate.ts --candidate cand.json --holdout 29m --develop 29i,29j,29k,29l [--current m.json]');
  process.exit(2);
}
const currentPath = resolve(arg('current') ?? DEFAULT_MODEL_PATH);
const readFile = (path: string) =>
  JSON.parse(readFileSync(path, 'utf8')) as {
    version: string;
    training?: { seed?: number };
    metrics?: { ordinaryChat?: { falsePositiveRate: number } } | null;
  };
const candidateFile = readFile(resolve(candidatePath));
const candidate = createGuardianEngine({ model: resolve(candidatePath) });
const current = createGuardianEngine({ model: currentPath });
const baseline = createBaselineMatcher();

/** One engine's figures: the HOLD OUT set's overall and ordinary, the DEVELOP sets' summed. */
function setFigures(engine: GuardianEngine): GateSetFigures {
  const add = (a: [number, number], b: [number, number] | undefined): [number, number] =>
    b ? [a[0] + b[0], a[1] + b[1]] : a;
  const met = ([m, n]: [number, number]) => ({ met: m, n });
  const h = checks(evaluateChallenge(engine, baseline, specFor(holdOut!)));
  let overall: [number, number] = [0, 0];
  let ordinary: [number, number] = [0, 0];
  let block: [number, number] = [0, 0];
  for (const tag of develop) {
    const d = checks(evaluateChallenge(engine, baseline, specFor(tag)));
    overall = add(overall, d.get('overall'));
    ordinary = add(ordinary, d.get('ordinary (allow)'));
    for (const [name, v] of d) if (name.endsWith('(block)')) block = add(block, v);
  }
  return {
    holdOut: { overall: met(h.get('overall')!), ordinary: met(h.get('ordinary (allow)') ?? [0, 0]) },
    develop: { overall: met(overall), ordinary: met(ordinary), block: met(block) },
  };
}

/** The engine's not-safe share on the SMS ham of the candidate's own test split (guardian:eval's definition). */
function smsHamFpr(engine: GuardianEngine, seed: number): number {
  const dataDir = process.env.GUARDIAN_DATA_DIR;
  const data = loadTrainingData(dataDir ? { dataDir } : {});
  const ham = splitSamples(dedupeSamples(data.samples), seed).test.filter(
    (s) => s.source === 'sms' && s.label === 'safe',
  );
  const neutral = { surface: 'test' as const, sender: { trustScore: 50 } };
  const flagged = ham.filter((s) => engine.moderateText(s.text, neutral).prediction.prediction !== 'safe').length;
  return ham.length ? flagged / ham.length : 0;
}

const t0 = performance.now();
const cand = setFigures(candidate);
const cur = setFigures(current);
const sms = smsHamFpr(candidate, candidateFile.training?.seed ?? 42);
const unit = process.argv.includes('--no-unit') ? null : testsWith(resolve(candidatePath));
const decision = decideModelGate({
  candidate: cand,
  shipped: cur,
  smsHamFpr: sms,
  ordinaryChatFpr: candidateFile.metrics?.ordinaryChat?.falsePositiveRate ?? null,
  floorsFailing: unit?.floors ?? [],
  keptFailing: unit?.kept ?? [],
  rederivable: unit?.rederivable ?? [],
});

const row = (name: string, a: { met: number; n: number }, b: { met: number; n: number }) =>
  console.log(`  ${name.padEnd(28)} ${String(b.met).padStart(5)} → ${String(a.met).padStart(5)} / ${a.n}`);
console.log(`candidate ${candidateFile.version} (${((performance.now() - t0) / 1000).toFixed(0)} s; shipped → cand.)`);
row(`HOLD OUT ${holdOut} overall`, cand.holdOut.overall, cur.holdOut.overall);
row(`HOLD OUT ${holdOut} ordinary`, cand.holdOut.ordinary, cur.holdOut.ordinary);
row('DEVELOP overall', cand.develop.overall, cur.develop.overall);
row('DEVELOP ordinary', cand.develop.ordinary, cur.develop.ordinary);
row('DEVELOP BLOCK categories', cand.develop.block, cur.develop.block);
console.log(`  SMS ham FP ${(sms * 100).toFixed(2)} %`);
if (unit) {
  console.log(`  floors failing ${unit.floors.length}; kept engine tests failing ${unit.kept.length}`);
  for (const name of [...unit.floors, ...unit.kept]) console.log(`    failing: ${name}`);
  for (const name of unit.rederivable) console.log(`    rests on the shipped model: ${name}`);
} else console.log('  floors and engine tests not run (--no-unit): no verdict can pass');
if (!unit) decision.pass = false;
console.log(decision.pass ? 'VERDICT: PASS' : 'VERDICT: KEPT BACK');
for (const r of decision.reasons) console.log(`  - ${r}`);
for (const n of decision.notes) console.log(`  note: ${n}`);

/**
 * The dated floors and the engine tests with `modelPath` installed in a scratch worktree of HEAD (the tests load the
 * committed model file; node_modules linked from this checkout), and the failing engine test files again with the
 * model file unreadable (the engine runs without a text model).
 */
function testsWith(modelPath: string): { floors: string[]; kept: string[]; rederivable: string[] } {
  const root = resolve(import.meta.dirname, '../..');
  const dir = mkdtempSync(join(tmpdir(), 'guardian-gate-'));
  const git = (...args: string[]) => execFileSync('git', ['-C', root, ...args], { stdio: 'pipe' });
  const modelFile = join(dir, 'server/modules/guardian/model/guardian-text-model.json');
  git('worktree', 'add', '--detach', dir, 'HEAD');
  try {
    symlinkSync(join(root, 'node_modules'), join(dir, 'node_modules'));
    copyFileSync(modelPath, modelFile);
    const failing = vitestFailures(dir, ['server/modules/guardian/challenge', 'server/modules/guardian/engine']);
    const floors = failing.filter((f) => f.file.includes('/challenge')).map((f) => f.name);
    const engineFails = failing.filter((f) => !f.file.includes('/challenge'));
    writeFileSync(modelFile, 'model off\n');
    const files = [...new Set(engineFails.map((f) => f.file))];
    const offFails = new Set(files.length ? vitestFailures(dir, files).map((f) => f.name) : []);
    return {
      floors,
      kept: engineFails.filter((f) => !offFails.has(f.name)).map((f) => f.name),
      rederivable: engineFails.filter((f) => offFails.has(f.name)).map((f) => f.name),
    };
  } finally {
    git('worktree', 'remove', '--force', dir);
    rmSync(dir, { recursive: true, force: true });
  }
}

function vitestFailures(dir: string, paths: string[]): Array<{ file: string; name: string }> {
  const out = join(dir, 'vitest.json');
  try {
    execFileSync('npx', ['vitest', 'run', '--project', 'unit', ...paths, '--reporter=json', `--outputFile=${out}`], {
      cwd: dir,
      stdio: 'pipe',
    });
  } catch {
    // vitest exits non-zero when a test fails; the report says which.
  }
  const report = JSON.parse(readFileSync(out, 'utf8')) as {
    testResults: Array<{ name: string; assertionResults: Array<{ status: string; fullName: string }> }>;
  };
  return report.testResults.flatMap((f) =>
    f.assertionResults.filter((a) => a.status === 'failed').map((a) => ({ file: f.name, name: a.fullName })),
  );
}
