/**
 * Golden decisions fixture (server/modules/guardian/golden/): `--write` records the current
 * engine's verdicts; without it, compares the current engine with the fixture and prints a count of
 * differences (keys only, never message text). See golden.ts.
 */
import { readFileSync, writeFileSync } from 'node:fs';
import { gunzipSync, gzipSync } from 'node:zlib';
import { createGuardianEngine } from '../../server/modules/guardian/engine';
import { GOLDEN_PATH, formatRow, goldenCases, goldenRow, parseRow } from '../../server/modules/guardian/golden/golden';

const engine = createGuardianEngine();
// GUARDIAN_DATA_DIR: where the public sets are when they are not at ../shared/data/guardian (a worktree).
const cases = goldenCases(process.env.GUARDIAN_DATA_DIR);
const t0 = performance.now();
const rows = cases.map((c) => goldenRow(engine, c));
const ms = performance.now() - t0;
if (process.argv.includes('--write')) {
  const seen = new Set<string>();
  const lines: string[] = [];
  for (const r of rows) if (!seen.has(r.key)) (seen.add(r.key), lines.push(formatRow(r)));
  writeFileSync(GOLDEN_PATH, gzipSync(lines.join('\n') + '\n', { level: 9 }));
  console.log(`wrote ${lines.length} rows (${cases.length} cases) in ${ms.toFixed(0)} ms to ${GOLDEN_PATH}`);
} else {
  const golden = new Map(
    gunzipSync(readFileSync(GOLDEN_PATH))
      .toString('utf8')
      .split('\n')
      .filter(Boolean)
      .map((l) => [parseRow(l).key, l] as const),
  );
  let diff = 0;
  let missing = 0;
  for (const r of rows) {
    const g = golden.get(r.key);
    if (!g) missing++;
    else if (g !== formatRow(r)) {
      diff++;
      if (diff <= Number(process.env.GOLDEN_SHOW ?? 20))
        console.log(`diff ${r.key} (${r.source})\n  golden ${g.slice(21)}\n  now    ${formatRow(r).slice(21)}`);
    }
  }
  console.log(`${rows.length} cases, ${diff} differ, ${missing} not in the fixture, ${ms.toFixed(0)} ms`);
  process.exitCode = diff || missing ? 1 : 0;
}
