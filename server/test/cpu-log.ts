/**
 * Measurement aid (ADR 256), loaded only when SUITE_CPU_LOG names a file: appends one JSON line per test file with
 * the CPU seconds (user + system) its worker spent from the file's setup to its last afterAll, which load on a shared
 * machine does not inflate as it inflates wall time. Workers run one file at a time, so the delta is the file's own,
 * its module-scope work (a challenge set scored at import) and its imports included.
 */
import { appendFileSync } from 'node:fs';
import { afterAll, expect } from 'vitest';

const start = process.cpuUsage();
const started = Date.now();

afterAll(() => {
  const used = process.cpuUsage(start);
  const worker = (globalThis as { __vitest_worker__?: { filepath?: string; config?: { name?: string } } })
    .__vitest_worker__;
  const file = expect.getState().testPath ?? worker?.filepath ?? 'unknown';
  const line = {
    project: worker?.config?.name ?? '',
    file: file.replace(`${process.cwd()}/`, ''),
    cpu: Math.round((used.user + used.system) / 1e4) / 100,
    wall: Math.round((Date.now() - started) / 10) / 100,
    pid: process.pid,
  };
  appendFileSync(process.env.SUITE_CPU_LOG as string, `${JSON.stringify(line)}\n`);
});
