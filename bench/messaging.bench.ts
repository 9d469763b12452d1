/**
 * Messaging: send-to-delivery latency and sustained throughput over real sockets.
 *
 * Servers run in child processes (bench/messaging-server.ts); this process holds every client
 * socket and sends. Cases, in one run:
 *  - relay floor: a bare `ws` relay (frame in → frame out to the recipient's socket), the baseline
 *  - app, one instance, 1,000 and 5,000 connected sockets, two send paths, each labelled:
 *    "HTTP POST" (POST /api/messages: session, zod, batched facts read, Guardian, batched insert,
 *    fan-out) and "socket send" (a `message.send` frame on the sender's already-authenticated
 *    socket, answered by message.ack; same service path, session rechecked in the facts read).
 *    Latency runs until message.new reaches the recipient's socket. "paced" rows send at a fixed
 *    rate (latency); "max" rows keep N sends in flight, closed loop (sustained messages/s, Guardian
 *    included): 64 (as before) and 256 by default
 *  - app, two instances through Redis (needs DATABASE_URL and REDIS_URL): every recipient is on the
 *    other instance than the one the message was sent to
 * Without DATABASE_URL the app uses an embedded PGlite (one instance only).
 * Knobs: BENCH_MESSAGING_SECONDS (window, default 5), BENCH_MESSAGING_IN_FLIGHT (default 64,256),
 * BENCH_MESSAGING_SOCKETS (default 1000,5000), BENCH_MESSAGING_CASES (relay,app1,app2),
 * BENCH_MESSAGING_PATHS (http,socket), BENCH_CPU_PROF=dir (V8 CPU profiles of the server children).
 */
import { spawn, type ChildProcess } from 'node:child_process';
import crypto from 'node:crypto';
import http from 'node:http';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import pg from 'pg';
import { WebSocket } from 'ws';
import { percentile, type BenchRow } from './lib';

export const name = 'messaging';

const HERE = path.dirname(fileURLToPath(import.meta.url));
const WINDOW_MS = Number(process.env.BENCH_MESSAGING_SECONDS ?? 5) * 1000;
const PACED_RATE = 200;
const IN_FLIGHT = 64;
/** Closed-loop depths for the app rows. */
const IN_FLIGHT_APP = (process.env.BENCH_MESSAGING_IN_FLIGHT ?? '64,256')
  .split(',')
  .map(Number)
  .filter((n) => n > 0);
/** The value of a top-level-ish string or number field in a JSON frame, found by scanning (first occurrence). */
function fieldOf(data: string, field: string): string {
  const key = `"${field}":`;
  const at = data.indexOf(key);
  if (at < 0) return '';
  const start = at + key.length;
  if (data[start] === '"') return data.slice(start + 1, data.indexOf('"', start + 1));
  let end = start;
  while (end < data.length && data[end] !== ',' && data[end] !== '}') end++;
  return data.slice(start, end);
}
const LINES = [
  'How was your day?',
  'I just got back from the gym',
  'Have you tried the new ramen place?',
  'Haha that is so true',
  'What music are you into lately?',
  'I am thinking pizza tonight',
  'Do you like hiking?',
  'The weather is lovely today',
  'Any plans for the weekend?',
  'I love that film too',
  'Coffee or tea person?',
  'My dog says hi',
  'Just finished a great book',
  'Where did you grow up?',
  'That sounds like fun',
  'Which trail do you recommend?',
  'Running late, sorry!',
  'Tell me more about it',
];

interface Started {
  child: ChildProcess;
  port: number;
  userIds?: number[];
}

function startServer(env: Record<string, string | undefined>): Promise<Started> {
  return new Promise((resolve, reject) => {
    // BENCH_CPU_PROF=dir: each server child writes a V8 CPU profile there on exit.
    const prof = process.env.BENCH_CPU_PROF ? ['--cpu-prof', `--cpu-prof-dir=${process.env.BENCH_CPU_PROF}`] : [];
    const child = spawn(process.execPath, [...prof, '--import', 'tsx', path.join(HERE, 'messaging-server.ts')], {
      env: { ...process.env, LOG_LEVEL: 'silent', DATABASE_POOL_MAX: process.env.DATABASE_POOL_MAX ?? '20', ...env },
      stdio: ['ignore', 'pipe', 'inherit'],
    });
    let buffer = '';
    child.stdout!.on('data', (chunk) => {
      buffer += String(chunk);
      const line = buffer.split('\n').find((l) => l.startsWith('{"port"'));
      if (line) resolve({ child, ...(JSON.parse(line) as { port: number; userIds?: number[] }) });
    });
    child.once('exit', (code) => reject(new Error(`bench server exited early (${code})`)));
  });
}

/**
 * Waits until a fresh app answers /api/health quickly ten times in a row (start-up work such as model loading
 * is over).
 */
async function settle(port: number): Promise<void> {
  const deadline = performance.now() + 60_000;
  let fast = 0;
  while (fast < 10 && performance.now() < deadline) {
    const t0 = performance.now();
    await fetch(`http://127.0.0.1:${port}/api/health`)
      .then((r) => r.arrayBuffer())
      .catch(() => undefined);
    fast = performance.now() - t0 < 30 ? fast + 1 : 0;
    await new Promise((r) => setTimeout(r, 200));
  }
}

async function stopServer(s: Started): Promise<void> {
  s.child.removeAllListeners('exit');
  await new Promise<void>((resolve) => {
    s.child.once('exit', () => resolve());
    s.child.kill('SIGTERM');
    setTimeout(() => {
      s.child.kill('SIGKILL');
    }, 10_000).unref();
  });
}

/** Latency samples keyed by message id: started when the send began, ended when the recipient got it. */
class Tracker {
  started = new Map<string, number>();
  latencies: number[] = [];
  delivered = 0;
  begin(id: string) {
    this.started.set(id, performance.now());
  }
  end(id: string) {
    const t0 = this.started.get(id);
    if (t0 === undefined) return;
    this.started.delete(id);
    this.latencies.push(performance.now() - t0);
    this.delivered += 1;
  }
  reset() {
    this.started.clear();
    this.latencies = [];
    this.delivered = 0;
  }
  row(caseName: string, seconds: number, note: string, baseline = false): BenchRow {
    const sorted = Float64Array.from(this.latencies).sort();
    return {
      case: caseName,
      opsPerSec: this.delivered / seconds,
      p50Ms: percentile(sorted, 50),
      p95Ms: percentile(sorted, 95),
      p99Ms: percentile(sorted, 99),
      samples: this.delivered,
      baseline,
      note,
    };
  }
}

async function connectAll(
  count: number,
  url: (i: number) => string,
  headers: (i: number) => Record<string, string>,
  onFrame: (i: number, data: string) => void,
): Promise<WebSocket[]> {
  const sockets: WebSocket[] = new Array(count);
  const BATCH = 200;
  for (let start = 0; start < count; start += BATCH) {
    await Promise.all(
      Array.from({ length: Math.min(BATCH, count - start) }, (_, k) => {
        const i = start + k;
        return new Promise<void>((resolve, reject) => {
          const socket = new WebSocket(url(i), { headers: headers(i), perMessageDeflate: false });
          socket.on('message', (data) => onFrame(i, String(data)));
          socket.once('open', () => resolve());
          socket.once('error', reject);
          sockets[i] = socket;
        });
      }),
    );
  }
  return sockets;
}

const closeAll = async (sockets: WebSocket[]) => {
  await Promise.all(
    sockets.map(
      (s) =>
        new Promise<void>((resolve) => {
          if (s.readyState === 3) return resolve();
          s.once('close', () => resolve());
          s.close();
        }),
    ),
  );
};

/** Open loop at `rate` per second for the window; then waits for stragglers. */
async function paced(rate: number, send: (n: number) => void, tracker: Tracker): Promise<number> {
  const start = performance.now();
  let n = 0;
  while (performance.now() - start < WINDOW_MS) {
    const due = Math.floor(((performance.now() - start) / 1000) * rate);
    while (n < due) send(n++);
    await new Promise((r) => setTimeout(r, 2));
  }
  await drain(tracker);
  return (performance.now() - start) / 1000;
}

/** Closed loop: `inFlight` sends at a time, each starting when the previous one answered. */
async function saturate(inFlight: number, send: (n: number) => Promise<void>, tracker: Tracker): Promise<number> {
  const start = performance.now();
  let n = 0;
  await Promise.all(
    Array.from({ length: inFlight }, async () => {
      while (performance.now() - start < WINDOW_MS) await send(n++);
    }),
  );
  const elapsed = (performance.now() - start) / 1000;
  await drain(tracker);
  return elapsed;
}

async function drain(tracker: Tracker): Promise<void> {
  const deadline = performance.now() + 5000;
  while (tracker.started.size > 0 && performance.now() < deadline) await new Promise((r) => setTimeout(r, 20));
}

async function relayCases(rows: BenchRow[], counts: number[]): Promise<void> {
  const relay = await startServer({ BENCH_MODE: 'relay' });
  try {
    for (const count of counts) {
      const tracker = new Tracker();
      const sockets = await connectAll(
        count,
        (i) => `ws://127.0.0.1:${relay.port}/?id=${i}`,
        () => ({}),
        (_i, data) => {
          tracker.end(data.slice(data.indexOf('"k":"') + 5, data.indexOf('"', data.indexOf('"k":"') + 5)));
        },
      );
      const send = (n: number) => {
        const from = n % count;
        const to = (from + 1) % count;
        const k = `${n}-${crypto.randomBytes(4).toString('hex')}`;
        tracker.begin(k);
        sockets[from].send(JSON.stringify({ to, k, content: LINES[n % LINES.length] }));
      };
      for (let n = 0; n < 2000; n++) send(10_000_000 + n);
      await drain(tracker);
      tracker.reset();
      let seconds = await paced(PACED_RATE, send, tracker);
      rows.push(
        tracker.row(`relay floor, ${count} sockets, paced`, seconds, `${PACED_RATE}/s offered`, count === counts[0]),
      );
      tracker.reset();
      // Closed loop over the relay: wait for each frame's delivery before the next on that lane.
      seconds = await saturate(
        IN_FLIGHT,
        (n) =>
          new Promise<void>((resolve) => {
            send(n);
            const check = () => (tracker.started.size < IN_FLIGHT ? resolve() : setImmediate(check));
            setImmediate(check);
          }),
        tracker,
      );
      rows.push(tracker.row(`relay floor, ${count} sockets, max`, seconds, `${IN_FLIGHT} in flight`));
      await closeAll(sockets);
    }
  } finally {
    await stopServer(relay);
  }
}

function poster() {
  const agent = new http.Agent({ keepAlive: true, maxSockets: IN_FLIGHT * 2 });
  return (port: number, senderId: number, receiverId: number, clientId: string, content: string) =>
    new Promise<number>((resolve, reject) => {
      const body = JSON.stringify({ senderId, receiverId, clientId, messageType: 'text', content });
      const req = http.request(
        {
          host: '127.0.0.1',
          port,
          path: '/api/messages',
          method: 'POST',
          agent,
          headers: {
            'content-type': 'application/json',
            'content-length': Buffer.byteLength(body),
            cookie: `vl_session=bench-token-${senderId}`,
          },
        },
        (res) => {
          res.resume();
          res.on('end', () => resolve(res.statusCode ?? 0));
        },
      );
      req.on('error', reject);
      req.end(body);
    });
}

async function appCases(rows: BenchRow[], counts: number[], twoInstances: boolean): Promise<void> {
  let dbUrl: string | undefined;
  let dbName: string | undefined;
  if (process.env.DATABASE_URL) {
    dbName = `vibeline_bench_${process.pid}`;
    const admin = new pg.Client({ connectionString: process.env.DATABASE_URL });
    await admin.connect();
    await admin.query(`drop database if exists ${dbName} with (force)`);
    await admin.query(`create database ${dbName}`);
    await admin.end();
    const u = new URL(process.env.DATABASE_URL);
    u.pathname = `/${dbName}`;
    dbUrl = u.toString();
  }
  const prefix = `vibeline-bench-${process.pid}:`;
  const maxCount = Math.max(...counts);
  const servers: Started[] = [];
  try {
    servers.push(
      await startServer({
        BENCH_DB_URL: dbUrl,
        BENCH_SEED: String(maxCount),
        BENCH_PREFIX: prefix,
        ...(twoInstances ? {} : { REDIS_URL: '' }),
      }),
    );
    const userIds = servers[0].userIds!;
    if (twoInstances) servers.push(await startServer({ BENCH_DB_URL: dbUrl, BENCH_PREFIX: prefix }));
    for (const s of servers) await settle(s.port);
    const post = poster();
    const label = twoInstances ? 'app, 2 instances via Redis' : `app, 1 instance${dbUrl ? '' : ' (PGlite)'}`;
    const database = dbUrl ? 'PostgreSQL' : 'PGlite';

    for (const count of counts) {
      const tracker = new Tracker();
      const members = userIds.slice(0, count);
      // Socket sends answered by message.ack / message.error, by clientId.
      const acks = new Map<string, (ok: boolean) => void>();
      // Socket i belongs to member i; with two instances, even members sit on instance 0, odd on 1.
      const home = (i: number) => (twoInstances ? servers[i % 2] : servers[0]);
      const sockets = await connectAll(
        count,
        (i) => `ws://127.0.0.1:${home(i).port}/ws`,
        (i) => ({ cookie: `vl_session=bench-token-${members[i]}` }),
        (i, data) => {
          // Frames are scanned, not parsed: this process plays 5,000 clients on a 2-core machine.
          if (data.startsWith('{"type":"message.new"')) {
            if (fieldOf(data, 'receiverId') === String(members[i])) tracker.end(fieldOf(data, 'clientId'));
          } else if (data.startsWith('{"type":"message.ack"') || data.startsWith('{"type":"message.error"')) {
            const clientId = fieldOf(data, 'clientId');
            const ok = data.startsWith('{"type":"message.ack"');
            if (!ok) tracker.started.delete(clientId);
            acks.get(clientId)?.(ok);
            acks.delete(clientId);
          }
        },
      );
      // Partners: with two instances, sender i posts to its own instance and the receiver (i+1) is on the other one.
      const sendHttp = async (n: number) => {
        const from = n % count;
        const to = (from + 1) % count;
        const clientId = crypto.randomUUID();
        tracker.begin(clientId);
        const status = await post(
          home(from).port,
          members[from],
          members[to],
          clientId,
          LINES[(n + from) % LINES.length],
        );
        if (status !== 201) tracker.started.delete(clientId);
      };
      const sendSocket = (n: number) =>
        new Promise<void>((resolve) => {
          const from = n % count;
          const to = (from + 1) % count;
          const clientId = crypto.randomUUID();
          tracker.begin(clientId);
          acks.set(clientId, () => resolve());
          sockets[from].send(
            JSON.stringify({
              type: 'message.send',
              message: {
                senderId: members[from],
                receiverId: members[to],
                clientId,
                messageType: 'text',
                content: LINES[(n + from) % LINES.length],
              },
            }),
          );
        });
      const paths: Array<[string, (n: number) => Promise<void>]> = [
        ['HTTP POST', sendHttp],
        ['socket send', sendSocket],
      ];
      const only = (process.env.BENCH_MESSAGING_PATHS ?? 'http,socket').split(',');
      for (const [pathName, send] of paths.filter(([p]) => only.includes(p.startsWith('HTTP') ? 'http' : 'socket'))) {
        // Warm-up (JIT, connection pools, first conversations), not measured.
        await Promise.all(
          Array.from({ length: 16 }, async (_, k) => {
            for (let j = 0; j < 10; j++) await send(1_000_000 + k * 10 + j);
          }),
        );
        await drain(tracker);
        tracker.reset();
        let seconds = await paced(
          PACED_RATE,
          (n) => {
            void send(n);
          },
          tracker,
        );
        rows.push(
          tracker.row(
            `${label}, ${count} sockets, ${pathName}, paced`,
            seconds,
            `${PACED_RATE}/s offered, ${database}`,
          ),
        );
        tracker.reset();
        for (const inFlight of IN_FLIGHT_APP) {
          seconds = await saturate(inFlight, send, tracker);
          rows.push(
            tracker.row(
              `${label}, ${count} sockets, ${pathName}, max`,
              seconds,
              `${inFlight} in flight, Guardian on, ${database}`,
            ),
          );
          tracker.reset();
        }
        acks.clear();
      }
      await closeAll(sockets);
    }
  } finally {
    for (const s of servers) await stopServer(s);
    if (dbName) {
      const admin = new pg.Client({ connectionString: process.env.DATABASE_URL });
      await admin.connect();
      await admin.query(`drop database if exists ${dbName} with (force)`);
      await admin.end();
    }
  }
}

export async function run(): Promise<BenchRow[]> {
  const rows: BenchRow[] = [];
  // Knobs for partial runs while tuning: BENCH_MESSAGING_SOCKETS=5000, BENCH_MESSAGING_CASES=relay,app1,app2.
  const counts = (process.env.BENCH_MESSAGING_SOCKETS ?? '1000,5000')
    .split(',')
    .map(Number)
    .filter((n) => n > 0);
  const cases = (process.env.BENCH_MESSAGING_CASES ?? 'relay,app1,app2').split(',');
  if (cases.includes('relay')) await relayCases(rows, counts);
  if (cases.includes('app1')) await appCases(rows, counts, false);
  if (cases.includes('app2') && process.env.DATABASE_URL && process.env.REDIS_URL)
    await appCases(rows, [Math.max(...counts)], true);
  return rows;
}
