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
import { createHash } from 'node:crypto';
import { copyFileSync, existsSync, mkdtempSync, readFileSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
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
import { CHALLENGE_SETS } from '../../server/modules/guardian/challenge-eval';
import {
  PROMOTION_TOLERANCE,
  pairOutcomes,
  signTestP,
  type ChallengeOutcomes,
  type PairedTally,
} from '../../server/modules/guardian/guardian.promotion';
import {
  GATE_DEV_SETS,
  loadSeenDigest,
  measureEngine,
  pairHeldOut,
  type MeasuredChallenge,
  promotionFigures,
} from '../../server/modules/guardian/guardian.retrain';
import type { GuardianTextModelFile } from '../../server/modules/guardian/engine';
import { checks, specFor } from './challenge-checks';
import { decideModelGate, decideRule152, type GateSetFigures } from './gate-rule';
import { arg } from './cli';

const candidatePath = arg('candidate');
const holdOut = arg('holdout');
const develop = arg('develop')?.split(',').filter(Boolean) ?? [];
const rule152 = arg('rule') === '152';
if (!candidatePath || !holdOut || (!develop.length && !rule152)) {
  console.error('usage: gate.ts --candidate cand.json --holdout 29m --develop 29i,29j,29k,29l [--current m.json]');
  console.error('       gate.ts --rule 152 --candidate cand.json --holdout 29o [--current m.json] [--unit]');
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

// The sets before -29i ("older"): where ADR 281's D2W lost harassment / hate / scam; shown, not a separate check.
const OLDER_SET = /^challenge-set-2026-11-(2[68][a-d]?|29[b-h]?)\.jsonl$/;
if (rule152) {
  runRule152();
  process.exit(0);
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
 * ADR 285: ADR 152's pooled paired rule (`decideRule152`). Pool = every wired set but the HOLD OUT, plus the gate's
 * development files; the HOLD OUT as aggregates only. Prints every pooled check (shipped → candidate, L / G, p), the
 * older sets' (first … -29h) net per check, the held-out pairing and the verdict; `--unit` adds the engine tests'
 * sort (kept / re-derivable) as information for the promotion, not as a check.
 */
function runRule152(): void {
  const t0 = performance.now();
  const holdOutFile = specFor(holdOut!).file;
  const pool = CHALLENGE_SETS.filter((s) => s.file !== holdOutFile);
  if (pool.length !== CHALLENGE_SETS.length - 1) throw new Error(`HOLD OUT ${holdOut} is not a wired set`);
  const cand = measureEngine(candidate, pool);
  // `--current-cache f.json`: the shipped engine's flags (no text) measured once and reused for every candidate of a
  // round; keyed by the model version and the HEAD commit, so a changed engine or model is measured afresh.
  const cachePath = arg('current-cache');
  const git = (...a: string[]) => execFileSync('git', a, { encoding: 'utf8' });
  const head = `${git('rev-parse', 'HEAD').trim()} ${createHash('sha256')
    .update(git('diff', 'HEAD', '--', 'server'))
    .digest('hex')}`;
  type Cached = { key: string; measured: MeasuredChallenge; holdOut: ReturnType<typeof holdOutOf> };
  const cached = cachePath && existsSync(cachePath) ? (JSON.parse(readFileSync(cachePath, 'utf8')) as Cached) : null;
  const currentFile = JSON.parse(readFileSync(currentPath, 'utf8')) as GuardianTextModelFile;
  const candFile = JSON.parse(readFileSync(resolve(candidatePath!), 'utf8')) as GuardianTextModelFile;
  const seen = loadSeenDigest(currentFile.version);
  const dataDir = process.env.GUARDIAN_DATA_DIR;
  const heldOut = seen ? pairHeldOut(candFile, currentFile, seen, dataDir) : null;
  const holdOutOf = (engine: GuardianEngine) => {
    const h = checks(evaluateChallenge(engine, baseline, specFor(holdOut!)));
    const met = (v: [number, number] | undefined) => ({ met: v?.[0] ?? 0, n: v?.[1] ?? 0 });
    return { overall: met(h.get('overall')), ordinary: met(h.get('ordinary (allow)')) };
  };
  const key = `${JSON.parse(readFileSync(currentPath, 'utf8')).version} ${head} ${holdOut}`;
  const fresh = cached?.key === key ? null : { measured: measureEngine(current, pool), holdOut: holdOutOf(current) };
  if (fresh && cachePath) writeFileSync(cachePath, JSON.stringify({ key, ...fresh }));
  const cur = fresh?.measured ?? cached!.measured;
  const pairedChallenge = pairOutcomes(cand.outcomes, cur.outcomes);
  const hold = { candidate: holdOutOf(candidate), shipped: fresh?.holdOut ?? cached!.holdOut };
  const sms = smsHamFpr(candidate, candidateFile.training?.seed ?? 42);
  const decision = decideRule152({
    candidate: promotionFigures(candFile.metrics ?? null, cand.figures),
    shipped: promotionFigures(currentFile.metrics ?? null, cur.figures),
    paired: { ...pairedChallenge, heldOut: heldOut?.paired ?? null },
    holdOut: hold,
    smsHamFpr: sms,
  });

  const secs = ((performance.now() - t0) / 1000).toFixed(0);
  console.log(`candidate ${candFile.version} against ${currentFile.version} (ADR 152 pooled, ${secs} s)`);
  console.log(`pool: ${pool.length} sets (every wired set but ${holdOut}) + ${GATE_DEV_SETS.length} development files`);
  const line = (name: string, t: PairedTally) => {
    const p = signTestP(t.losses, t.gains);
    const mark = p < PROMOTION_TOLERANCE.signTestLevel ? '  FAIL' : '';
    console.log(
      `  ${name.padEnd(44)} ${String(t.both + t.losses).padStart(5)} → ${String(t.both + t.gains).padStart(5)}` +
        ` / ${String(t.n).padStart(5)}  L ${String(t.losses).padStart(3)} G ${String(t.gains).padStart(3)}` +
        `  p ${p.toPrecision(2)}${mark}`,
    );
  };
  for (const [check, t] of Object.entries(pairedChallenge.challenge).sort(([a], [b]) => a.localeCompare(b)))
    line(check, t);
  const older = (o: ChallengeOutcomes) =>
    Object.fromEntries(Object.entries(o).filter(([set]) => OLDER_SET.test(set) || set === 'challenge-set.jsonl'));
  console.log('older sets (first … -29h), same pairing:');
  for (const [check, t] of Object.entries(pairOutcomes(older(cand.outcomes), older(cur.outcomes)).challenge).sort())
    if (t.losses || t.gains) line(check, t);
  if (heldOut?.paired) line('held-out samples unseen by both (rule 2)', heldOut.paired);
  else console.log(`  held-out samples: ${heldOut?.note ?? `no seen digest of ${currentFile.version}`}`);
  if (heldOut?.macroF1)
    console.log(
      `  macro F1 on them ${(heldOut.macroF1.current * 100).toFixed(1)} → ${(heldOut.macroF1.candidate * 100).toFixed(1)}`,
    );
  const row = (name: string, a: { met: number; n: number }, b: { met: number; n: number }) =>
    console.log(`  ${name.padEnd(44)} ${String(b.met).padStart(5)} → ${String(a.met).padStart(5)} / ${a.n}`);
  row(`HOLD OUT ${holdOut} overall`, hold.candidate.overall, hold.shipped.overall);
  row(`HOLD OUT ${holdOut} ordinary`, hold.candidate.ordinary, hold.shipped.ordinary);
  console.log(
    `  SMS ham FP (engine) ${(sms * 100).toFixed(2)} %; model-file ordinary-chat FP ` +
      `${((candFile.metrics?.ordinaryChat.falsePositiveRate ?? NaN) * 100).toFixed(2)} %`,
  );
  if (process.argv.includes('--unit')) {
    const unit = testsWith(resolve(candidatePath!));
    console.log(
      `  floors failing ${unit.floors.length} (re-derived on promotion, ADR 152); kept engine tests ` +
        `failing ${unit.kept.length}; resting on the shipped model ${unit.rederivable.length}`,
    );
    for (const name of unit.kept) console.log(`    kept, failing: ${name}`);
    for (const name of unit.rederivable) console.log(`    rests on the shipped model: ${name}`);
  }
  console.log(
    decision.pass ? 'VERDICT (ADR 152 pooled, ADR 285): PASS' : 'VERDICT (ADR 152 pooled, ADR 285): KEPT BACK',
  );
  console.log(`  without rule 2 (held-out samples): ${decision.passWithoutHeldOut ? 'pass' : 'kept back'}`);
  for (const r of decision.reasons) console.log(`  - ${r}`);
  for (const n of decision.notes) console.log(`  note: ${n}`);
}

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
