/**
 * npm run bench — discovers bench/*.bench.ts suites, runs them one after another and prints one
 * table: suite, case, ops/s, p50, p95, p99 and the throughput ratio against the suite's baseline row.
 * Usage: npm run bench [-- <suite-name-filter>]
 */
import { readdirSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import type { BenchRow, BenchSuite } from './lib';

const dir = dirname(fileURLToPath(import.meta.url));
const filter = process.argv[2];
const files = readdirSync(dir)
  .filter((f) => f.endsWith('.bench.ts'))
  .sort();

const results: Array<{ suite: string; rows: BenchRow[] }> = [];
for (const f of files) {
  const mod = (await import(pathToFileURL(join(dir, f)).href)) as Partial<BenchSuite>;
  if (typeof mod.run !== 'function' || typeof mod.name !== 'string') {
    console.warn(`skipping ${f}: it must export name and run()`);
    continue;
  }
  if (filter && !mod.name.includes(filter)) continue;
  const t0 = performance.now();
  process.stderr.write(`running ${mod.name} ... `);
  const rows = await mod.run();
  process.stderr.write(`${((performance.now() - t0) / 1000).toFixed(1)} s\n`);
  results.push({ suite: mod.name, rows });
}

const fmtOps = (v: number) => (v >= 1000 ? `${(v / 1000).toFixed(1)}k` : v.toFixed(0));
const fmtMs = (v: number) => (v < 0.01 ? `${(v * 1000).toFixed(1)}µs` : `${v.toFixed(3)}ms`);
const header = ['suite', 'case', 'ops/s', 'p50', 'p95', 'p99', 'vs baseline', 'samples'];
const table: string[][] = [header];
for (const { suite, rows } of results) {
  for (const r of rows) {
    const base =
      rows.find((b) => b.baseline && b.group === r.group) ?? rows.find((b) => b.baseline && b.group === undefined);
    const ratio = base ? (r === base ? 'baseline' : `${(r.opsPerSec / base.opsPerSec).toFixed(2)}x`) : '-';
    table.push([
      suite,
      r.case + (r.note ? ` (${r.note})` : ''),
      fmtOps(r.opsPerSec),
      fmtMs(r.p50Ms),
      fmtMs(r.p95Ms),
      fmtMs(r.p99Ms),
      ratio,
      String(r.samples),
    ]);
  }
}
const widths = header.map((_, c) => Math.max(...table.map((row) => row[c].length)));
const line = (row: string[]) =>
  row.map((cell, c) => (c >= 2 ? cell.padStart(widths[c]) : cell.padEnd(widths[c]))).join('  ');
console.log(line(table[0]));
console.log(widths.map((w) => '-'.repeat(w)).join('  '));
for (const row of table.slice(1)) console.log(line(row));
console.log(`\nnode ${process.version}, single thread; ratio = ops/s relative to the suite's baseline row.`);
