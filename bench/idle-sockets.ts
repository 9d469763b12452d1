/**
 * Memory per idle WebSocket (issue 16): the real app (bench/messaging-server.ts, PGlite unless
 * BENCH_DB_URL is set) with N seeded members; RSS of the server process at idle, then with one idle
 * /ws per member open (each answered `ready`), then after they close. Not part of the suite.
 *
 *   npx tsx bench/idle-sockets.ts [N=2000]
 *
 * RSS is read from /proc/<pid>/status (VmRSS) after the process settles for a few seconds; the
 * figure per socket is (RSS with N sockets − RSS at idle) / N.
 */
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import readline from 'node:readline';
import { fileURLToPath } from 'node:url';
import { WebSocket } from 'ws';

const HERE = path.dirname(fileURLToPath(import.meta.url));
const N = Number(process.argv[2] ?? 2000);
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));
const rssKb = (pid: number) => Number(/VmRSS:\s+(\d+)/.exec(fs.readFileSync(`/proc/${pid}/status`, 'utf8'))![1]);

/** Lowest of a few readings over `ms`: a GC in between only lowers it, never inflates it. */
async function settledRss(pid: number, ms = 6000): Promise<number> {
  let low = Infinity;
  for (let t = 0; t < ms; t += 1000) {
    await sleep(1000);
    low = Math.min(low, rssKb(pid));
  }
  return low;
}

const child = spawn(process.execPath, ['--import', 'tsx', path.join(HERE, 'messaging-server.ts')], {
  env: { ...process.env, BENCH_SEED: String(N), BENCH_PREFIX: `vibeline-idle-${process.pid}:` },
  stdio: ['ignore', 'pipe', 'inherit'],
});
const first = await new Promise<string>((resolve) => {
  const lines = readline.createInterface({ input: child.stdout });
  lines.on('line', (line) => {
    if (line.startsWith('{')) resolve(line);
  });
});
const { port, userIds } = JSON.parse(first) as { port: number; userIds: number[] };
const pid = child.pid!;
try {
  // One request through the stack first, so lazily loaded code is not counted per socket.
  await fetch(`http://127.0.0.1:${port}/api/health`);
  const idle = await settledRss(pid);
  const sockets: WebSocket[] = [];
  const started = Date.now();
  for (let i = 0; i < userIds.length; i += 100) {
    await Promise.all(
      userIds.slice(i, i + 100).map(
        (id) =>
          new Promise<void>((resolve, reject) => {
            const socket = new WebSocket(`ws://127.0.0.1:${port}/ws`, {
              headers: { cookie: `vl_session=bench-token-${id}` },
              perMessageDeflate: false,
            });
            socket.on('message', (data) => {
              if ((JSON.parse(String(data)) as { type: string }).type === 'ready') resolve();
            });
            socket.on('error', reject);
            sockets.push(socket);
          }),
      ),
    );
  }
  const opened = Date.now() - started;
  const open = await settledRss(pid, 10_000);
  for (const s of sockets) s.close();
  await sleep(2000);
  const after = await settledRss(pid);
  const perSocket = ((open - idle) / N).toFixed(1);
  console.log(
    JSON.stringify({
      database: process.env.BENCH_DB_URL ? 'postgres' : 'pglite',
      sockets: N,
      rssIdleMB: +(idle / 1024).toFixed(1),
      rssWithSocketsMB: +(open / 1024).toFixed(1),
      rssAfterCloseMB: +(after / 1024).toFixed(1),
      kbPerIdleSocket: +perSocket,
      openSeconds: +(opened / 1000).toFixed(1),
    }),
  );
} finally {
  child.kill('SIGTERM');
}
