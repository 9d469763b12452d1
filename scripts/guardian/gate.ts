/**
 * The promotion gate outside the app (ADR 122, rule of ADR 152), for a model file trained with the CLI: the full
 * engine (default keyword lists, normalisation, classifier, context, behaviour) with the candidate and with the
 * active model on every wired challenge set, paired message by message, plus the held-out samples neither model
 * trained on when the active model's seen texts are known, judged by `decidePromotion`.
 *   npx tsx scripts/guardian/gate.ts --candidate path/to/model.json --current path/to/active-model.json \
 *     [--current-seen path/to/seen.json]
 * `--current-seen`: what scripts/guardian/seen-split.ts wrote for the active model (run at the commit it was
 * trained at); without it, the digest committed for the active model's version (model/seen-<version>.bin.gz,
 * scripts/guardian/seen-digest.ts), if any. A pass/fail check only (ADR 137): prints the verdict, the reasons and
 * aggregate figures, never a challenge message.
 * Then (ADR 171; `--no-unit` skips it) the engine's rule tests (`server/modules/guardian/engine`, vitest) run with the
 * candidate installed in a scratch checkout of HEAD: a failing rule test keeps the candidate back (ADR 163's rule),
 * and the failing tests are named. The in-app retrain cannot run them; its stand-in is the development files.
 */
import { execFileSync } from 'node:child_process';
import { copyFileSync, mkdtempSync, readFileSync, rmSync, symlinkSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { DEFAULT_BANNED_KEYWORDS, DEFAULT_NSFW_KEYWORDS } from '../../server/modules/guardian/engine';
import type { GuardianTextModelFile } from '../../server/modules/guardian/engine';
import { decidePromotion, pairOutcomes, type PairedComparison } from '../../server/modules/guardian/guardian.promotion';
import {
  loadSeenDigest,
  measureChallenge,
  pairHeldOut,
  promotionFigures,
  seenKeys,
} from '../../server/modules/guardian/guardian.retrain';

function arg(name: string, required = true): string | undefined {
  const i = process.argv.indexOf(`--${name}`);
  if (i < 0 || !process.argv[i + 1]) {
    if (required) throw new Error(`--${name} <file> is required`);
    return undefined;
  }
  return process.argv[i + 1];
}

const keywords = { banned: [...DEFAULT_BANNED_KEYWORDS], nsfw: [...DEFAULT_NSFW_KEYWORDS] };
const read = (path: string) => JSON.parse(readFileSync(path, 'utf8')) as GuardianTextModelFile;
const candidatePath = resolve(arg('candidate')!);
const candidate = read(candidatePath);
const current = read(arg('current')!);
const seenPath = arg('current-seen', false);
// What the active model trained on: a texts file from seen-split.ts, else the committed digest of its version.
const seen = seenPath
  ? new Set((JSON.parse(readFileSync(seenPath, 'utf8')) as { seen: string[] }).seen.flatMap((t) => seenKeys(t)))
  : loadSeenDigest(current.version);
const t0 = performance.now();
const cand = measureChallenge(candidate, keywords);
const cur = measureChallenge(current, keywords);
const candidateFigures = promotionFigures(candidate.metrics, cand.figures);
const currentFigures = promotionFigures(current.metrics, cur.figures);
const dataDir = process.env.GUARDIAN_DATA_DIR;
const heldOut = seen ? pairHeldOut(candidate, current, seen, dataDir) : null;
const paired: PairedComparison = { ...pairOutcomes(cand.outcomes, cur.outcomes), heldOut: heldOut?.paired ?? null };
const decision = decidePromotion(candidateFigures, currentFigures, paired);

const pct = (v: number | null) => (v === null ? '–' : `${(v * 100).toFixed(1)}%`);
console.log(
  `candidate ${candidate.version} against ${current.version} (${((performance.now() - t0) / 1000).toFixed(0)} s)`,
);
console.log(
  `held-out macro F1 (own splits, not compared) ${pct(candidateFigures.macroF1)} vs ${pct(currentFigures.macroF1)}; ` +
    `ordinary chat FP ${pct(candidateFigures.ordinaryChatFpr)} vs ${pct(currentFigures.ordinaryChatFpr)}; ` +
    `SMS ham FP ${pct(candidateFigures.smsHamFpr)} vs ${pct(currentFigures.smsHamFpr)}`,
);
if (heldOut?.paired) {
  const h = heldOut.paired;
  const f1 = heldOut.macroF1!;
  console.log(
    `held-out samples unseen by both: ${heldOut.n}; label right ${h.both + h.gains} vs ${h.both + h.losses} ` +
      `(lost ${h.losses}, gained ${h.gains}); macro F1 on them ${pct(f1.candidate)} vs ${pct(f1.current)}`,
  );
} else console.log(`held-out pairing not made: ${heldOut?.note ?? `no record of what ${current.version} trained on`}`);
for (const [set, figures] of Object.entries(candidateFigures.challenge)) {
  const a = currentFigures.challenge[set].overall;
  console.log(`${set}: overall ${figures.overall.met}/${figures.overall.n} (active model ${a.met}/${a.n})`);
}
console.log('pooled over the sets, same messages (candidate vs active; lost / gained):');
for (const [check, t] of Object.entries(paired.challenge).sort(([a], [b]) => a.localeCompare(b)))
  console.log(
    `  ${check.padEnd(30)} ${String(t.both + t.gains).padStart(4)} vs ${String(t.both + t.losses).padStart(4)} ` +
      `of ${String(t.n).padStart(4)}  (-${t.losses} / +${t.gains})`,
  );
if (!process.argv.includes('--no-unit')) {
  const unit = engineTestsWith(candidatePath);
  console.log(`engine rule tests with the candidate: ${unit.failed.length} of ${unit.total} fail`);
  for (const name of unit.failed) console.log(`  failing: ${name}`);
  if (unit.failed.length) {
    decision.reasons.push(`Engine rule tests: ${unit.failed.length} of ${unit.total} fail with the candidate`);
    decision.activate = false;
  }
}
console.log(decision.activate ? 'VERDICT: PASS (would be activated)' : 'VERDICT: KEPT BACK');
for (const r of decision.reasons) console.log(`  - ${r}`);
for (const n of decision.notes ?? []) console.log(`  note: ${n}`);

/**
 * The engine's rule tests with `modelPath` as the shipped model, in a scratch worktree of HEAD (the tests load the
 * committed model file); node_modules is linked from this checkout. Golden and challenge floor tests live outside
 * the engine folder: they move with any model and are not part of this check.
 */
function engineTestsWith(modelPath: string): { total: number; failed: string[] } {
  const root = resolve(import.meta.dirname, '../..');
  const dir = mkdtempSync(join(tmpdir(), 'guardian-gate-'));
  const git = (...args: string[]) => execFileSync('git', ['-C', root, ...args], { stdio: 'pipe' });
  git('worktree', 'add', '--detach', dir, 'HEAD');
  try {
    symlinkSync(join(root, 'node_modules'), join(dir, 'node_modules'));
    copyFileSync(modelPath, join(dir, 'server/modules/guardian/model/guardian-text-model.json'));
    const out = join(dir, 'vitest.json');
    try {
      execFileSync(
        'npx',
        [
          'vitest',
          'run',
          '--project',
          'unit',
          'server/modules/guardian/engine',
          '--reporter=json',
          `--outputFile=${out}`,
        ],
        { cwd: dir, stdio: 'pipe' },
      );
    } catch {
      // vitest exits non-zero when a test fails; the report says which.
    }
    const report = JSON.parse(readFileSync(out, 'utf8')) as {
      numTotalTests: number;
      testResults: Array<{ assertionResults: Array<{ status: string; fullName: string }> }>;
    };
    const failed = report.testResults.flatMap((f) =>
      f.assertionResults.filter((a) => a.status === 'failed').map((a) => a.fullName),
    );
    return { total: report.numTotalTests, failed };
  } finally {
    git('worktree', 'remove', '--force', dir);
    rmSync(dir, { recursive: true, force: true });
  }
}
