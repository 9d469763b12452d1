/**
 * Memory per idle WebSocket (issue 16): the real app (bench/messaging-server.ts, PGlite unless
 * BENCH_DB_URL is set) with N seeded members; RSS of the server process at idle, then with one idle
 * /ws per member open (each answered `ready`), then after they close. Not part of the suite.
 *
 *   npx tsx bench/idle-sockets.ts [N=2000]
 *
 * With BENCH_IDLE_CHAT_RATE=R (messages per second, default 0 = skip) the sockets then carry a chat
 * load for BENCH_IDLE_CHAT_SECONDS (default 20): each second R members send one text each over HTTP to
 * the next member (a different sender every time, so the per-member cap never applies), RSS is read
 * every second, and the receivers' `message.new` frames are counted.
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
const CHAT_RATE = Number(process.env.BENCH_IDLE_CHAT_RATE ?? 0);
const CHAT_SECONDS = Number(process.env.BENCH_IDLE_CHAT_SECONDS ?? 20);
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
  let delivered = 0;
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
              const type = (JSON.parse(String(data)) as { type: string }).type;
              if (type === 'ready') resolve();
              else if (type === 'message.new') delivered++;
            });
            socket.on('error', reject);
            sockets.push(socket);
          }),
      ),
    );
  }
  const opened = Date.now() - started;
  const open = await settledRss(pid, 10_000);
  const chat = CHAT_RATE > 0 ? await chatLoad(port, userIds, pid, () => delivered) : undefined;
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
      ...(chat && { chat }),
    }),
  );
} finally {
  child.kill('SIGTERM');
}

/** Chat load over the open sockets: RSS each second while CHAT_RATE members a second send a text. */
async function chatLoad(port: number, ids: number[], serverPid: number, deliveredSoFar: () => number) {
  const before = deliveredSoFar();
  const samples: number[] = [];
  let sent = 0;
  let failed = 0;
  let next = 0;
  for (let second = 0; second < CHAT_SECONDS; second++) {
    const tick = Date.now();
    const sends: Array<Promise<void>> = [];
    for (let k = 0; k < CHAT_RATE; k++) {
      const from = ids[next % ids.length];
      const to = ids[(next + 1) % ids.length];
      next++;
      sends.push(
        fetch(`http://127.0.0.1:${port}/api/messages`, {
          method: 'POST',
          headers: { 'content-type': 'application/json', cookie: `vl_session=bench-token-${from}` },
          body: JSON.stringify({
            senderId: from,
            receiverId: to,
            clientId: crypto.randomUUID(),
            messageType: 'text',
            content: 'are we still on for coffee on saturday?',
          }),
        }).then(
          async (res) => {
            if (res.status === 201) sent++;
            else if (failed++ === 0) console.error(`first failed send: ${res.status} ${await res.text()}`);
          },
          (error: unknown) => {
            if (failed++ === 0) console.error('first failed send:', error);
          },
        ),
      );
    }
    await Promise.all(sends);
    samples.push(rssKb(serverPid));
    await sleep(Math.max(0, 1000 - (Date.now() - tick)));
  }
  await sleep(2000);
  const sorted = [...samples].sort((a, b) => a - b);
  return {
    ratePerSecond: CHAT_RATE,
    seconds: CHAT_SECONDS,
    sent,
    failed,
    delivered: deliveredSoFar() - before,
    rssMedianMB: +(sorted[Math.floor(sorted.length / 2)] / 1024).toFixed(1),
    rssMaxMB: +(sorted[sorted.length - 1] / 1024).toFixed(1),
  };
}
