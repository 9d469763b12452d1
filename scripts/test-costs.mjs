#!/usr/bin/env node
// Writes server/test/file-costs.json, the per-file costs the vitest sequencer starts the longest files first by
// (server/test/sequencer.ts, ADR 256), from one or more logs of a measured run:
//   SUITE_CPU_LOG=/tmp/cpu.jsonl npx vitest run [--project …]      (server/test/cpu-log.ts appends one line per file)
//   node scripts/test-costs.mjs /tmp/cpu.jsonl [more.jsonl …]
// CPU seconds, not wall time: a shared machine's load inflates wall time, not CPU time. Files already in the table
// and absent from the logs keep their figure; a file no longer in the repo is dropped.
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const out = path.join(root, 'server', 'test', 'file-costs.json');
const logs = process.argv.slice(2);
if (!logs.length) {
  process.stderr.write('usage: node scripts/test-costs.mjs <cpu-log.jsonl> [...]\n');
  process.exit(2);
}
const files = fs.existsSync(out) ? JSON.parse(fs.readFileSync(out, 'utf8')).files : {};
for (const log of logs)
  for (const line of fs.readFileSync(log, 'utf8').split('\n')) {
    if (!line.trim()) continue;
    const { project, file, cpu } = JSON.parse(line);
    files[`${project}:${file}`] = cpu;
  }
const kept = Object.entries(files)
  .filter(([key]) => fs.existsSync(path.join(root, key.slice(key.indexOf(':') + 1))))
  .sort(([a, x], [b, y]) => y - x || (a < b ? -1 : 1));
const table = {
  about: 'CPU seconds per test file (server/test/cpu-log.ts); read by server/test/sequencer.ts. ADR 256.',
  files: Object.fromEntries(kept),
};
fs.writeFileSync(out, `${JSON.stringify(table, null, 2)}\n`);
process.stdout.write(`${kept.length} files in ${path.relative(root, out)}\n`);
