/**
 * Discovery through the HTTP API (session cookie → route → viewer query + in-memory candidate
 * index + one page query → JSON), p50/p95/p99 at concurrency 1 and 16, beside the floor: a
 * primary-key profile fetch (GET /api/profile/{id}) through the same stack in the same run. The
 * app runs in its own process (bench/discovery-server.ts); this process only sends requests.
 *   PGlite with 10,000 generated members always; PostgreSQL with 100,000 and 1,000,000 members
 *   when DATABASE_URL is set (a scratch database is created and dropped).
 * BENCH_DISCOVERY_SIZES overrides, e.g. "pglite:10000,postgres:100000"; BENCH_DISCOVERY_SECONDS
 * sets the measuring time per row (default 6).
 */
import { spawn, type ChildProcess } from 'node:child_process';
import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { PGlite } from '@electric-sql/pglite';
import pg from 'pg';
import { Pool } from 'undici';
import { PGLITE_EXTENSIONS, runMigrations, wrapPglite, wrapPool, type DatabaseHandle } from '#db/client';
import { CandidateIndex, findViewer, searchFor } from '#modules/discovery';
import { sha256 } from '#platform/secrets';
import { generationSql } from './discovery-data';
import { measure, percentile, type BenchRow } from './lib';

export const name = 'discovery';

interface Size {
  kind: 'pglite' | 'postgres';
  members: number;
}

function sizes(): Size[] {
  const spec =
    process.env.BENCH_DISCOVERY_SIZES ??
    (process.env.DATABASE_URL ? 'pglite:10000,postgres:100000,postgres:1000000' : 'pglite:10000');
  return spec
    .split(',')
    .map((s) => s.trim())
    .filter(Boolean)
    .map((s) => {
      const [kind, n] = s.split(':');
      if ((kind !== 'pglite' && kind !== 'postgres') || !Number(n))
        throw new Error(`bad BENCH_DISCOVERY_SIZES entry: ${s}`);
      return { kind, members: Number(n) } as Size;
    })
    .filter((s) => s.kind === 'pglite' || !!process.env.DATABASE_URL);
}

const withDb = (url: string, db: string) => {
  const u = new URL(url);
  u.pathname = `/${db}`;
  return u.toString();
};

async function openBenchDatabase(
  size: Size,
  dataDir: string,
): Promise<{ handle: DatabaseHandle; url: string | null; drop(): Promise<void> }> {
  if (size.kind === 'pglite') {
    // On disk, so the server process can open it once this process has closed it.
    const client = await PGlite.create({ dataDir: path.join(dataDir, 'pglite'), extensions: PGLITE_EXTENSIONS });
    const handle = wrapPglite(client);
    return {
      handle,
      url: null,
      drop: async () => {
        if (!client.closed) await client.close();
      },
    };
  }
  const base = process.env.DATABASE_URL!;
  const dbName = `vibeline_bench_${size.members}_${crypto.randomBytes(3).toString('hex')}`;
  const admin = new pg.Client({ connectionString: base });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${dbName}`);
  await admin.end();
  const url = withDb(base, dbName);
  const pool = new pg.Pool({ connectionString: url, max: 16 });
  return {
    handle: wrapPool(pool),
    url,
    drop: async () => {
      await pool.end().catch(() => undefined);
      const a = new pg.Client({ connectionString: base });
      await a.connect();
      await a.query(`DROP DATABASE IF EXISTS ${dbName} WITH (FORCE)`);
      await a.end();
    },
  };
}

async function load(size: Size, handle: DatabaseHandle, url: string | null): Promise<number> {
  const t0 = performance.now();
  if (url) {
    const client = new pg.Client({ connectionString: url });
    await client.connect();
    for (const statement of generationSql(size.members)) await client.query(statement);
    await client.end();
  } else {
    for (const statement of generationSql(size.members)) await handle.executeSql(statement);
  }
  return (performance.now() - t0) / 1000;
}

/** Starts bench/discovery-server.ts and resolves with its base URL. */
function startServer(dataDir: string, url: string | null): Promise<{ base: string; child: ChildProcess }> {
  const script = path.join(path.dirname(fileURLToPath(import.meta.url)), 'discovery-server.ts');
  const child = spawn(process.execPath, ['--import', 'tsx', script], {
    env: { ...process.env, BENCH_DATA_DIR: dataDir, ...(url ? { BENCH_DB_URL: url } : {}), DATABASE_POOL_MAX: '16' },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  return new Promise((resolve, reject) => {
    let out = '';
    child.stdout!.on('data', (chunk) => {
      out += String(chunk);
      const line = out.split('\n').find((l) => l.startsWith('{'));
      if (line) resolve({ base: `http://127.0.0.1:${(JSON.parse(line) as { port: number }).port}`, child });
    });
    child.on('exit', (code) => reject(new Error(`discovery bench server exited with ${code}`)));
  });
}

/** Closed-loop load: `concurrency` workers each send the next request when the previous answered. */
async function drive(
  caseName: string,
  concurrency: number,
  seconds: number,
  request: (i: number) => Promise<void>,
  note: string,
): Promise<BenchRow> {
  let i = 0;
  const warmEnd = performance.now() + 1000;
  await Promise.all(
    Array.from({ length: concurrency }, async () => {
      while (performance.now() < warmEnd) await request(i++);
    }),
  );
  const lat: number[] = [];
  const start = performance.now();
  const end = start + seconds * 1000;
  await Promise.all(
    Array.from({ length: concurrency }, async () => {
      while (performance.now() < end) {
        const t = performance.now();
        await request(i++);
        lat.push(performance.now() - t);
      }
    }),
  );
  const total = (performance.now() - start) / 1000;
  lat.sort((a, b) => a - b);
  return {
    case: caseName,
    opsPerSec: lat.length / total,
    p50Ms: percentile(lat, 50),
    p95Ms: percentile(lat, 95),
    p99Ms: percentile(lat, 99),
    samples: lat.length,
    note,
  };
}

async function benchSize(size: Size, seconds: number): Promise<BenchRow[]> {
  const label = `${size.kind} ${size.members.toLocaleString('en-US')}`;
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'vibeline-bench-'));
  const { handle, url, drop } = await openBenchDatabase(size, dataDir);
  let server: ChildProcess | null = null;
  let http: Pool | null = null;
  try {
    await runMigrations(handle);
    const loadSeconds = await load(size, handle, url);
    process.stderr.write(`\n  ${label}: generated in ${loadSeconds.toFixed(1)} s `);

    // 256 viewers drawn evenly from the population, each with a live session.
    const step = Math.max(1, Math.floor(size.members / 256));
    const viewers = Array.from({ length: Math.min(256, size.members) }, (_, k) => 1 + k * step);
    const tokens = viewers.map(() => crypto.randomBytes(24).toString('hex'));
    const expires = new Date(Date.now() + 86_400_000).toISOString();
    for (let k = 0; k < viewers.length; k++) {
      await handle.executeSql(`INSERT INTO sessions (id, user_id, state, expires_at) VALUES ($1, $2, 'active', $3)`, [
        sha256(tokens[k]),
        viewers[k],
        expires,
      ]);
    }

    // The in-memory search alone, in this process: what a request spends ranking, without HTTP or SQL.
    const rows: BenchRow[] = [];
    {
      const index = new CandidateIndex(handle);
      const t0 = performance.now();
      await index.sync();
      const indexLoad = (performance.now() - t0) / 1000;
      const now = new Date();
      const searches: Array<ReturnType<typeof searchFor>> = [];
      for (const id of viewers) {
        const viewer = await findViewer(handle.db, id);
        if (viewer && viewer.cell !== null) searches.push(searchFor(viewer, 'date', { limit: 20 }, null, now));
      }
      const keys = searches.map((_, k) => String(k));
      rows.push(
        measure(
          `${label}: candidate index search alone (in process), c=1`,
          keys,
          (k) => index.search(searches[Number(k)]).length,
          { durationMs: 2000, note: `index load ${indexLoad.toFixed(1)} s` },
        ),
      );
    }
    if (size.kind === 'pglite') await drop(); // the server process opens the folder next

    const started = await startServer(dataDir, url);
    server = started.child;
    http = new Pool(started.base, { connections: 16, pipelining: 1 });
    const get = async (pathname: string, token: string) => {
      const res = await http!.request({ path: pathname, method: 'GET', headers: { cookie: `vl_session=${token}` } });
      const body = await res.body.text();
      if (res.statusCode !== 200) throw new Error(`${pathname} answered ${res.statusCode}: ${body}`);
      return body;
    };
    let cards = 0;
    let calls = 0;
    const discovery = async (i: number) => {
      const k = i % viewers.length;
      cards += (JSON.parse(await get(`/api/discovery/${viewers[k]}/date?limit=20`, tokens[k])) as unknown[]).length;
      calls++;
    };
    const profile = async (i: number) => {
      const k = i % viewers.length;
      await get(`/api/profile/${viewers[(k + 1) % viewers.length]}`, tokens[k]);
    };
    // The first discovery call waits for the server's index load: keep it out of every measurement.
    const t0 = performance.now();
    await discovery(0);
    const serverIndexLoad = (performance.now() - t0) / 1000;

    const floor = rows.length;
    rows.push(await drive(`${label}: GET /api/profile/{id} (primary key), c=1`, 1, seconds / 2, profile, 'floor'));
    rows[floor].baseline = true;
    rows.push(await drive(`${label}: GET /api/profile/{id} (primary key), c=16`, 16, seconds / 2, profile, 'floor'));
    cards = 0;
    calls = 0;
    rows.push(await drive(`${label}: GET /api/discovery/{id}/date, c=1`, 1, seconds, discovery, ''));
    rows.at(-1)!.note = `${(cards / Math.max(1, calls)).toFixed(1)} cards/page`;
    rows.push(await drive(`${label}: GET /api/discovery/{id}/date, c=16`, 16, seconds, discovery, ''));
    rows.at(-1)!.note = `data load ${loadSeconds.toFixed(0)} s, server index ready ${serverIndexLoad.toFixed(1)} s`;
    return rows;
  } finally {
    if (http) await http.close();
    if (server && server.exitCode === null) {
      const exited = new Promise((resolve) => server!.once('exit', resolve));
      server.kill('SIGTERM');
      await exited;
    }
    await drop();
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
}

export async function run(): Promise<BenchRow[]> {
  const seconds = Number(process.env.BENCH_DISCOVERY_SECONDS ?? 6);
  const rows: BenchRow[] = [];
  for (const size of sizes()) rows.push(...(await benchSize(size, seconds)));
  return rows;
}
