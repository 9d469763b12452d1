/**
 * Measurement aid (ADR 256), loaded only when SUITE_CPU_LOG names a file: appends one JSON line per test file with
 * the CPU seconds (user + system) its worker spent from the file's setup to its last afterAll, which load on a shared
 * machine does not inflate as it inflates wall time. Workers run one file at a time, so the delta is the file's own,
 * its module-scope work (a challenge set scored at import) and its imports included.
 */
import { appendFileSync, readFileSync } from 'node:fs';
import { afterAll, expect } from 'vitest';

/**
 * CPU seconds of the worker's finished child processes (Linux: cutime + cstime of /proc/self/stat, in clock ticks of
 * 1/100 s). A file that starts a whole server in a child process (shutdown.pglite.api.test.ts) spends its CPU there,
 * which `process.cpuUsage()` never sees (ADR 310: the table said 2.6 s for ≈ 50 CPU s).
 */
function childrenCpu(): number {
  try {
    const fields = readFileSync('/proc/self/stat', 'utf8').split(') ')[1].split(' ');
    return (Number(fields[13]) + Number(fields[14])) / 100;
  } catch {
    return 0;
  }
}

const start = process.cpuUsage();
const startChildren = childrenCpu();
const started = Date.now();

afterAll(() => {
  const used = process.cpuUsage(start);
  const worker = (globalThis as { __vitest_worker__?: { filepath?: string; config?: { name?: string } } })
    .__vitest_worker__;
  const file = expect.getState().testPath ?? worker?.filepath ?? 'unknown';
  const line = {
    project: worker?.config?.name ?? '',
    file: file.replace(`${process.cwd()}/`, ''),
    cpu: Math.round((used.user + used.system) / 1e4 + (childrenCpu() - startChildren) * 100) / 100,
    wall: Math.round((Date.now() - started) / 10) / 100,
    pid: process.pid,
  };
  appendFileSync(process.env.SUITE_CPU_LOG as string, `${JSON.stringify(line)}\n`);
});
