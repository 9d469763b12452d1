/**
 * npm run guardian:dev-eval — scores Guardian on every development set
 * (server/modules/guardian/corpus/dev-set-round*.jsonl, issue 15, ADR 100, ADR 127): each hand-written
 * by a rule author before that round's tuning, and the only sets rules were tuned on. They are NOT
 * evidence of generalisation (that is the challenge set, `npm run guardian:eval`). Each file is
 * reported on its own. `--misses` prints the dev-set messages that miss their expectation (never the
 * challenge set's); `--only <substring>` scores only the files whose name contains it.
 *
 * The cross-author paraphrase families (corpus/paraphrase-2026-11-26-{a,b,c}.jsonl, ADR 142) are scored too.
 * Authors A and C are tuning data like the dev sets. Author B is the validation set: it is reported in
 * aggregate only (per-category rates); `--misses` never prints its lines, so a rule author cannot tune on it.
 */
import { readFileSync, readdirSync } from 'node:fs';
import { resolve } from 'node:path';
import { challengeContext, type ChallengeItem } from '../../server/modules/guardian/challenge-eval';
import { createGuardianEngine } from '../../server/modules/guardian/engine';

const dir = resolve(import.meta.dirname, '../../server/modules/guardian/corpus');
const onlyAt = process.argv.indexOf('--only');
const only = onlyAt >= 0 ? (process.argv[onlyAt + 1] ?? '') : '';
const files = readdirSync(dir)
  .filter((f) => /^(?:dev-set-round|paraphrase-).*\.jsonl$/.test(f) && f.includes(only))
  .sort();
/** Validation sets: aggregate figures only, never their lines (ADR 142). */
const isValidation = (file: string) => /^paraphrase-.*-b\.jsonl$/.test(file);
const engine = createGuardianEngine();
for (const file of files) report(file);

function report(file: string) {
  const items = readFileSync(resolve(dir, file), 'utf8')
    .split('\n')
    .filter((l) => l.trim())
    .map((l) => JSON.parse(l) as ChallengeItem);
  const pct = (k: number, n: number) => `${((100 * k) / Math.max(1, n)).toFixed(1)}%`.padStart(6);
  const by: Record<string, { expect: string; n: number; allow: number; block: number; ok: number; hi: number }> = {};
  const misses: string[] = [];
  for (const it of items) {
    const v = engine.moderateText(it.text, challengeContext(it.context));
    const c = (by[it.category] ??= { expect: it.expect, n: 0, allow: 0, block: 0, ok: 0, hi: 0 });
    c.n++;
    if (v.decision === 'ALLOW') c.allow++;
    if (v.decision === 'BLOCK') c.block++;
    if (it.expect === 'block' && engine.moderateText(it.text, challengeContext(it.context, 90)).decision === 'BLOCK')
      c.hi++;
    const ok =
      it.expect === 'allow'
        ? v.decision === 'ALLOW'
        : it.expect === 'block'
          ? v.decision === 'BLOCK'
          : v.decision !== 'ALLOW';
    if (ok) c.ok++;
    else if (!isValidation(file))
      misses.push(`  ${it.id} ${it.category} expect ${it.expect} got ${v.decision}: ${it.text}`);
  }
  const validation = isValidation(file);
  console.log(
    validation
      ? `\n## VALIDATION SET ${file} (aggregate only; never tuned on), n=${items.length}`
      : `\n## DEV SET ${file} (tuned on; not evidence of generalisation), n=${items.length}`,
  );
  console.log('category             expect       n |  ALLOW notALW  BLOCK BLK@90 |   met');
  let ok = 0;
  for (const [cat, c] of Object.entries(by).sort()) {
    ok += c.ok;
    console.log(
      `${cat.padEnd(21)}${c.expect.padEnd(10)}${String(c.n).padStart(4)} | ${pct(c.allow, c.n)} ` +
        `${pct(c.n - c.allow, c.n)} ${pct(c.block, c.n)} ${c.expect === 'block' ? pct(c.hi, c.n) : '     -'} | ` +
        `${pct(c.ok, c.n)}`,
    );
  }
  console.log(`overall: ${ok}/${items.length} meet their expectation (${pct(ok, items.length).trim()})`);
  if (process.argv.includes('--misses') && !validation) for (const m of misses) console.log(m);
}
