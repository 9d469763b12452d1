/**
 * Read paths a member's app calls on start and per screen, over real HTTP at 64 keep-alive
 * connections (closed loop), one app instance in a child process (bench/messaging-server.ts), beside
 * a bare Fastify route (the floor, baseline) measured in the same run. PostgreSQL when
 * BENCH_DB_URL is set (a database of its own: the run inserts members), else an embedded PGlite.
 * Each of 64 members (one per connection) has 3 conversations and a tap before measuring.
 * The requests come from bench/http-load.ts, a generator process of its own (raw keep-alive
 * HTTP/1.1, ADR 115); BENCH_READS_CLIENT=node-http sends them from this process with node:http as
 * before (its client CPU per request is 4–10x the generator's, enough to cap the floor).
 * Knobs: BENCH_READS_SECONDS (per row, default 3), BENCH_READS_CONNECTIONS (default 64),
 * BENCH_READS_CASES (comma list of case names to run), BENCH_CPU_PROF=dir (server CPU profile),
 * BENCH_READS_SETTLE_SECONDS (default 65, see below).
 *
 * The rows measure the app as it runs a minute after the seeding writes (ADR 124): by then the app's
 * own statistics check (PGlite, every ANALYZE_CHECK_MS) or autovacuum (PostgreSQL, naptime 1 min)
 * has analyzed the tables those writes changed. Measured at once, the planner would still be
 * guessing from empty or missing statistics, which no running installation sees for long.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import crypto from 'node:crypto';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { startHttpLoad } from './http-load';
import { percentile, type BenchRow } from './lib';
import { readCases, seedReadData } from './reads-data';
import { ANALYZE_CHECK_MS } from '#platform/planner-statistics';

export const name = 'reads';

const HERE = path.dirname(fileURLToPath(import.meta.url));
const SECONDS = Number(process.env.BENCH_READS_SECONDS ?? 3);
const CONNECTIONS = Number(process.env.BENCH_READS_CONNECTIONS ?? 64);
const CLIENT = process.env.BENCH_READS_CLIENT === 'node-http' ? 'node-http' : 'http-load';
const WARMUP_MS = 500;
/** One statistics check (plus the job queue's 2 s polling and the counters' 1 s flush) after the last write. */
const SETTLE_MS = Number(process.env.BENCH_READS_SETTLE_SECONDS ?? (ANALYZE_CHECK_MS + 5_000) / 1000) * 1000;

interface Started {
  child: ChildProcess;
  port: number;
  userIds?: number[];
}

function startServer(env: Record<string, string | undefined>): Promise<Started> {
  return new Promise((resolve, reject) => {
    const prof =
      process.env.BENCH_CPU_PROF && env.BENCH_MODE !== 'floor'
        ? ['--cpu-prof', `--cpu-prof-dir=${process.env.BENCH_CPU_PROF}`]
        : [];
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

async function stopServer(s: Started): Promise<void> {
  s.child.removeAllListeners('exit');
  await new Promise<void>((resolve) => {
    s.child.once('exit', () => resolve());
    s.child.kill('SIGTERM');
    setTimeout(() => s.child.kill('SIGKILL'), 10_000).unref();
  });
}

const agent = new http.Agent({ keepAlive: true, maxSockets: CONNECTIONS });

function request(
  port: number,
  method: string,
  url: string,
  token?: string,
  body?: unknown,
): Promise<{ status: number; body: string }> {
  return new Promise((resolve, reject) => {
    const payload = body === undefined ? undefined : JSON.stringify(body);
    const req = http.request(
      {
        host: '127.0.0.1',
        port,
        method,
        path: url,
        agent,
        headers: {
          ...(token ? { cookie: `vl_session=${token}` } : {}),
          ...(payload ? { 'content-type': 'application/json', 'content-length': Buffer.byteLength(payload) } : {}),
        },
      },
      (res) => {
        let data = '';
        res.setEncoding('utf8');
        res.on('data', (c) => {
          data += c;
        });
        res.on('end', () => resolve({ status: res.statusCode ?? 0, body: data }));
      },
    );
    req.on('error', reject);
    req.end(payload);
  });
}

type Load = (
  caseName: string,
  port: number,
  url: (lane: number) => string,
  token: (lane: number) => string | undefined,
  baseline?: boolean,
) => Promise<BenchRow>;

/** The generator process (default): the same closed loop, measured outside this process. */
function generatorLoad(generator: ReturnType<typeof startHttpLoad>): Load {
  return async (caseName, port, url, token, baseline = false) => {
    const lanes = Array.from({ length: CONNECTIONS }, (_, lane) => ({ path: url(lane), token: token(lane) }));
    const r = await generator.run({ port, lanes, warmupMs: WARMUP_MS, seconds: SECONDS });
    if (r.errors) throw new Error(`${caseName}: ${r.errors} non-200 answers (first: ${r.firstError})`);
    return {
      case: caseName,
      opsPerSec: r.requests / r.seconds,
      p50Ms: r.p50Ms,
      p95Ms: r.p95Ms,
      p99Ms: r.p99Ms,
      samples: r.requests,
      baseline,
      note: `${CONNECTIONS} conns, client ${r.clientCpuUsPerRequest.toFixed(0)} µs/req`,
    };
  };
}

/**
 * BENCH_READS_CLIENT=node-http: CONNECTIONS lanes in this process, each sending its next request
 * with node:http when the last one answered (the client before ADR 115, kept for comparison).
 */
async function nodeHttpLoad(
  caseName: string,
  port: number,
  url: (lane: number) => string,
  token: (lane: number) => string | undefined,
  baseline = false,
): Promise<BenchRow> {
  // Warm-up: the JIT, the pool, caches.
  const warmEnd = performance.now() + WARMUP_MS;
  await Promise.all(
    Array.from({ length: CONNECTIONS }, async (_, lane) => {
      while (performance.now() < warmEnd) await request(port, 'GET', url(lane), token(lane));
    }),
  );
  const latencies: number[] = [];
  let errors = 0;
  const cpuAtStart = process.cpuUsage();
  const start = performance.now();
  const end = start + SECONDS * 1000;
  await Promise.all(
    Array.from({ length: CONNECTIONS }, async (_, lane) => {
      while (performance.now() < end) {
        const t0 = performance.now();
        const res = await request(port, 'GET', url(lane), token(lane));
        latencies.push(performance.now() - t0);
        if (res.status !== 200) errors++;
      }
    }),
  );
  const seconds = (performance.now() - start) / 1000;
  const cpu = process.cpuUsage(cpuAtStart);
  if (errors) throw new Error(`${caseName}: ${errors} non-200 answers`);
  const sorted = Float64Array.from(latencies).sort();
  return {
    case: caseName,
    opsPerSec: latencies.length / seconds,
    p50Ms: percentile(sorted, 50),
    p95Ms: percentile(sorted, 95),
    p99Ms: percentile(sorted, 99),
    samples: latencies.length,
    baseline,
    note: `${CONNECTIONS} conns, node:http client ${((cpu.user + cpu.system) / latencies.length).toFixed(0)} µs/req`,
  };
}

export async function run(): Promise<BenchRow[]> {
  const rows: BenchRow[] = [];
  const kind = process.env.BENCH_DB_URL ? 'postgres' : 'pglite';
  const wanted = process.env.BENCH_READS_CASES?.split(',');
  const floor = await startServer({ BENCH_MODE: 'floor' });
  // The floor server must not outlive an app server that failed to start (e.g. a reused database).
  const app = await startServer({
    BENCH_SEED: '300',
    BENCH_DB_URL: process.env.BENCH_DB_URL,
    BENCH_PREFIX: `bench-reads-${crypto.randomBytes(3).toString('hex')}:`,
  }).catch(async (error: unknown) => {
    await stopServer(floor);
    throw error;
  });
  const generator = CLIENT === 'http-load' ? startHttpLoad() : undefined;
  const load: Load = generator ? generatorLoad(generator) : nodeHttpLoad;
  try {
    const ids = app.userIds!;
    const token = (id: number) => `bench-token-${id}`;
    const me = (lane: number) => ids[lane % ids.length];
    const other = (lane: number) => ids[(lane + 1) % ids.length];
    // Each member on a lane: three conversations, Likes sent and received, two emergency contacts.
    await seedReadData((method, url, id, body) => request(app.port, method, url, token(id), body), ids, CONNECTIONS);
    process.stderr.write(`(settling ${SETTLE_MS / 1000} s: the app's statistics check) `);
    await new Promise((r) => setTimeout(r, SETTLE_MS));
    const cases = readCases(me, other);
    const load1 = os.loadavg()[0].toFixed(1);
    rows.push(
      await load(
        'bare Fastify floor',
        floor.port,
        () => '/floor',
        () => undefined,
        true,
      ),
    );
    for (const [caseName, url] of cases) {
      if (wanted && !wanted.some((w) => caseName.includes(w))) continue;
      rows.push(await load(`${caseName} (${kind})`, app.port, url, (lane) => token(me(lane))));
    }
    rows.at(-1)!.note += `; load avg ${load1} → ${os.loadavg()[0].toFixed(1)} (shared 2-core machine)`;
  } finally {
    await Promise.all([stopServer(floor), stopServer(app)]);
    agent.destroy();
    generator?.close();
  }
  return rows;
}
