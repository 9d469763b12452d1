/**
 * npm run guardian:dev-eval — scores Guardian on every development set
 * (server/modules/guardian/corpus/dev-set-round*.jsonl, issue 15, ADR 100, ADR 127): each hand-written
 * by a rule author before that round's tuning, and the only sets rules were tuned on. They are NOT
 * evidence of generalisation (that is the challenge set, `npm run guardian:eval`). Each file is
 * reported on its own. `--misses` prints the dev-set messages that miss their expectation (never the
 * challenge set's); `--only <substring>` scores only the files whose name contains it.
 * Split-message development sets (corpus/dev-sequences-*.jsonl, ADR 139) are fed part by part as the
 * challenge sequences are and as the send path does (`playSequence`, ADR 200, ADR 206): one sender to one member
 * they are talking with, trust 50, the earlier parts as recentMessages, a blocked part kept there with its flag.
 *
 * The cross-author paraphrase families (corpus/paraphrase-2026-11-26-{a,b,c}.jsonl, ADR 142) are scored too.
 * Authors A and C are tuning data like the dev sets. Author B is the validation set: it is reported in
 * aggregate only (per-category rates); `--misses` never prints its lines, so a rule author cannot tune on it.
 * `--categories a,b` limits the printed rows (and misses) to those categories (ADR 141).
 * A dev set's held-out half (corpus/dev-set-*-validation.jsonl, ADR 156) is validation the same way.
 */
import { readFileSync, readdirSync } from 'node:fs';
import { resolve } from 'node:path';
import {
  challengeContext,
  playSequence,
  type ChallengeItem,
  type ChallengeSequence,
} from '../../server/modules/guardian/challenge-eval';
import { createGuardianEngine } from '../../server/modules/guardian/engine';

const dir = resolve(import.meta.dirname, '../../server/modules/guardian/corpus');
const onlyAt = process.argv.indexOf('--only');
const only = onlyAt >= 0 ? (process.argv[onlyAt + 1] ?? '') : '';
const catAt = process.argv.indexOf('--categories');
const categories = catAt >= 0 ? new Set((process.argv[catAt + 1] ?? '').split(',')) : null;
const files = readdirSync(dir)
  .filter((f) => /^(?:dev-set-round|paraphrase-).*\.jsonl$/.test(f) && f.includes(only))
  .sort();
const sequenceFiles = readdirSync(dir)
  .filter((f) => /^dev-sequences-.*\.jsonl$/.test(f) && f.includes(only))
  .sort();
/** Validation sets: aggregate figures only, never their lines (ADR 142, ADR 156). */
const isValidation = (file: string) => /^paraphrase-.*-b\.jsonl$|-validation\.jsonl$/.test(file);
const engine = createGuardianEngine();
for (const file of files) report(file);
for (const file of sequenceFiles) reportSequences(file);

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
    if (categories && !categories.has(cat)) continue;
    console.log(
      `${cat.padEnd(21)}${c.expect.padEnd(10)}${String(c.n).padStart(4)} | ${pct(c.allow, c.n)} ` +
        `${pct(c.n - c.allow, c.n)} ${pct(c.block, c.n)} ${c.expect === 'block' ? pct(c.hi, c.n) : '     -'} | ` +
        `${pct(c.ok, c.n)}`,
    );
  }
  console.log(`overall: ${ok}/${items.length} meet their expectation (${pct(ok, items.length).trim()})`);
  if (process.argv.includes('--misses') && !validation)
    for (const m of misses) if (!categories || categories.has(m.split(' ')[3])) console.log(m);
}

/**
 * caught: some part not ALLOW (allow: every part ALLOW); blocked: some part BLOCK; window: a part was held or
 * blocked only because of the window (tag split_message); trust: the mean drop over the parts.
 */
function reportSequences(file: string) {
  const seqs = readFileSync(resolve(dir, file), 'utf8')
    .split('\n')
    .filter((l) => l.trim())
    .map((l) => JSON.parse(l) as ChallengeSequence);
  const pct = (k: number, n: number) => `${((100 * k) / Math.max(1, n)).toFixed(1)}%`.padStart(6);
  const by: Record<string, { expect: string; n: number; caught: number; block: number; window: number; ok: number }> =
    {};
  const misses: string[] = [];
  let trustDrop = 0;
  let heldParts = 0;
  for (const s of seqs) {
    const got: string[] = [];
    let caught = false;
    let blocked = false;
    let byWindow = false;
    for (const v of playSequence(engine, s.parts)) {
      got.push(v.decision);
      if (v.decision !== 'ALLOW') {
        caught = true;
        heldParts++;
        trustDrop += 50 - v.trustScoreUpdate;
        if (v.policyTags.includes('split_message')) byWindow = true;
      }
      if (v.decision === 'BLOCK') blocked = true;
    }
    const c = (by[s.category] ??= { expect: s.expect, n: 0, caught: 0, block: 0, window: 0, ok: 0 });
    c.n++;
    if (caught) c.caught++;
    if (blocked) c.block++;
    if (byWindow) c.window++;
    const ok = s.expect === 'allow' ? !caught : s.expect === 'block' ? blocked : caught;
    if (ok) c.ok++;
    else misses.push(`  ${s.id} ${s.category} expect ${s.expect} got ${got.join(',')}: ${s.parts.join(' | ')}`);
  }
  console.log(`\n## DEV SEQUENCES ${file} (tuned on; not evidence of generalisation), n=${seqs.length}`);
  console.log('category             expect       n | caught  BLOCK window |   met');
  let ok = 0;
  for (const [cat, c] of Object.entries(by).sort()) {
    ok += c.ok;
    console.log(
      `${cat.padEnd(21)}${c.expect.padEnd(10)}${String(c.n).padStart(4)} | ` +
        `${pct(c.caught, c.n)} ${pct(c.block, c.n)} ${pct(c.window, c.n)} | ${pct(c.ok, c.n)}`,
    );
  }
  console.log(`overall: ${ok}/${seqs.length} meet their expectation (${pct(ok, seqs.length).trim()})`);
  console.log(
    `parts held or blocked: ${heldParts}, mean trust drop on them ${(trustDrop / Math.max(1, heldParts)).toFixed(1)}`,
  );
  if (process.argv.includes('--misses')) for (const m of misses) console.log(m);
}
