/**
 * npm run guardian:dev-eval — scores Guardian on every development set
 * (server/modules/guardian/corpus/dev-set-round*.jsonl, issue 15, ADR 100, ADR 127): each hand-written
 * by a rule author before that round's tuning, and the only sets rules were tuned on. They are NOT
 * evidence of generalisation (that is the challenge set, `npm run guardian:eval`). Each file is
 * reported on its own. `--misses` prints the dev-set messages that miss their expectation (never the
 * challenge set's); `--only <substring>` scores only the files whose name contains it.
 *
 * The cross-author paraphrase families (corpus/paraphrase-*.jsonl, ADR 141) are scored too. A file listed in
 * HELD_OUT is a validation set: only its per-category aggregates are printed, never its lines or which of
 * them miss, even with `--misses`, so rules tuned on the other authors can be checked against one nobody
 * tuned on. `--categories a,b` limits the printed rows to those categories.
 */
import { readFileSync, readdirSync } from 'node:fs';
import { resolve } from 'node:path';
import { challengeContext, type ChallengeItem } from '../../server/modules/guardian/challenge-eval';
import { createGuardianEngine } from '../../server/modules/guardian/engine';

const dir = resolve(import.meta.dirname, '../../server/modules/guardian/corpus');
const onlyAt = process.argv.indexOf('--only');
const only = onlyAt >= 0 ? (process.argv[onlyAt + 1] ?? '') : '';
const catAt = process.argv.indexOf('--categories');
const categories = catAt >= 0 ? new Set((process.argv[catAt + 1] ?? '').split(',')) : null;
/** Validation only (ADR 141): aggregates, never lines. */
const HELD_OUT = new Set(['paraphrase-2026-11-26-b.jsonl']);
const files = readdirSync(dir)
  .filter((f) => /^(?:dev-set-round|paraphrase-).*\.jsonl$/.test(f) && f.includes(only))
  .sort();
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
    else misses.push(`  ${it.id} ${it.category} expect ${it.expect} got ${v.decision}: ${it.text}`);
  }
  const heldOut = HELD_OUT.has(file);
  console.log(
    heldOut
      ? `\n## VALIDATION SET ${file} (held out: aggregates only, never tuned on), n=${items.length}`
      : `\n## DEV SET ${file} (tuned on; not evidence of generalisation), n=${items.length}`,
  );
  console.log('category             expect       n |  ALLOW notALW  BLOCK BLK@90 |   met');
  let ok = 0;
  for (const [cat, c] of Object.entries(by).sort()) {
    ok += c.ok;
    if (categories && !categories.has(cat)) continue;
    console.log(
      `${cat.padEnd(21)}${c.expect.padEnd(10)}${String(c.n).padStart(4)} | ${pct(c.allow, c.n)} ` +
        `${pct(c.n - c.allow, c.n)} ${pct(c.block, c.n)} ${c.expect === 'block' ? pct(c.hi, c.n) : '     -'} | ` +
        `${pct(c.ok, c.n)}`,
    );
  }
  console.log(`overall: ${ok}/${items.length} meet their expectation (${pct(ok, items.length).trim()})`);
  if (process.argv.includes('--misses') && !heldOut)
    for (const m of misses) if (!categories || categories.has(m.split(' ')[3])) console.log(m);
}
