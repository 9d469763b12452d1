/**
 * Scores one challenge set with an engine and prints the challenge report (the lead's and helpers' tool, not CI's).
 *
 *   npx tsx scripts/guardian/score-set.ts <tag> [--misses] [--root <dir>]
 *
 * `<tag>` names the set as `specFor` does: `first` is challenge-set.jsonl, `29s` is challenge-set-2026-11-29s.jsonl
 * (and its sequences file when there is one). `--root` scores with the engine in another checkout or `git archive` (its own challenge
 * folder must hold the set), so a set can be scored with two engines in the same hour. `--misses` lists the
 * messages that missed — only for DEVELOP sets: a HOLD OUT or OFF LIMITS set is read as aggregates (docs/guardian.md).
 */
import { existsSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import { specFor } from './challenge-checks';

const args = process.argv.slice(2);
const flag = (name: string) => args.includes(name);
const option = (name: string) => {
  const i = args.indexOf(name);
  return i >= 0 ? args[i + 1] : undefined;
};
const tag = args.find((a, i) => !a.startsWith('--') && args[i - 1] !== '--root');
if (!tag) {
  console.error('usage: score-set.ts <tag: first | 26 | 29s …> [--misses] [--root <dir>]');
  process.exit(2);
}
const root = resolve(option('--root') ?? '.');
const guardianDir = join(root, 'server/modules/guardian');

type Eval = typeof import('../../server/modules/guardian/challenge-eval');
type Engine = typeof import('../../server/modules/guardian/engine');
const evalModule = (await import(pathToFileURL(join(guardianDir, 'challenge-eval.ts')).href)) as Eval;
const engineModule = (await import(pathToFileURL(join(guardianDir, 'engine/index.ts')).href)) as Engine;

const set = specFor(tag);
if (!existsSync(join(evalModule.CHALLENGE_DIR, set.file))) {
  console.error(`no ${set.file} in ${evalModule.CHALLENGE_DIR}`);
  process.exit(2);
}
const report = evalModule.evaluateChallenge(
  engineModule.createGuardianEngine(),
  engineModule.createBaselineMatcher(),
  set,
);
console.log(evalModule.formatChallengeReport(report));
if (flag('--misses'))
  for (const m of report.misses) console.log(`${m.id}\t${m.category}\t${m.expect}\t${m.decision}\t${m.text}`);
console.log(`overall ${report.overall.correct}/${report.overall.n}`);
