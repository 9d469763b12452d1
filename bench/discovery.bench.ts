/**
 * Discovery through the HTTP API (session cookie → route → two queries → JSON), p50/p95/p99 at
 * concurrency 1 and 16, beside the floor: a primary-key profile fetch (GET /api/profile/{id})
 * through the same stack in the same run.
 *   PGlite with 10,000 generated members always; PostgreSQL with 100,000 and 1,000,000 members
 *   when DATABASE_URL is set (a scratch database is created and dropped).
 * BENCH_DISCOVERY_SIZES overrides, e.g. "pglite:10000,postgres:100000"; BENCH_DISCOVERY_SECONDS
 * sets the measuring time per row (default 6); BENCH_DISCOVERY_EXPLAIN=1 prints one query plan per size.
 */
import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import pg from 'pg';
import { buildApp } from '../server/app';
import { createContext } from '../server/bootstrap';
import { loadConfig } from '../server/config';
import { PGLITE_EXTENSIONS, runMigrations, wrapPglite, wrapPool, type DatabaseHandle } from '../server/db/client';
import { candidateQueryFor, candidatesQuery, findViewer } from '../server/modules/discovery';
import { sha256 } from '../server/platform/secrets';
import { generationSql } from './discovery-data';
import { percentile, type BenchRow } from './lib';

export const name = 'discovery';

interface Size { kind: 'pglite' | 'postgres'; members: number }

function sizes(): Size[] {
  const spec = process.env.BENCH_DISCOVERY_SIZES
    ?? (process.env.DATABASE_URL ? 'pglite:10000,postgres:100000,postgres:1000000' : 'pglite:10000');
  return spec.split(',').map((s) => s.trim()).filter(Boolean).map((s) => {
    const [kind, n] = s.split(':');
    if ((kind !== 'pglite' && kind !== 'postgres') || !Number(n)) throw new Error(`bad BENCH_DISCOVERY_SIZES entry: ${s}`);
    return { kind, members: Number(n) } as Size;
  }).filter((s) => s.kind === 'pglite' || !!process.env.DATABASE_URL);
}

const withDb = (url: string, db: string) => { const u = new URL(url); u.pathname = `/${db}`; return u.toString(); };

async function openBenchDatabase(size: Size): Promise<{ handle: DatabaseHandle; url: string | null; drop(): Promise<void> }> {
  if (size.kind === 'pglite') {
    const client = await PGlite.create({ extensions: PGLITE_EXTENSIONS });
    const handle = wrapPglite(client);
    return { handle, url: null, drop: async () => { await client.close(); } };
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

/** Closed-loop load: `concurrency` workers each send the next request when the previous answered. */
async function drive(caseName: string, concurrency: number, seconds: number, request: (i: number) => Promise<void>, note: string): Promise<BenchRow> {
  let i = 0;
  const warmEnd = performance.now() + 1000;
  await Promise.all(Array.from({ length: concurrency }, async () => { while (performance.now() < warmEnd) await request(i++); }));
  const lat: number[] = [];
  const start = performance.now();
  const end = start + seconds * 1000;
  await Promise.all(Array.from({ length: concurrency }, async () => {
    while (performance.now() < end) {
      const t = performance.now();
      await request(i++);
      lat.push(performance.now() - t);
    }
  }));
  const total = (performance.now() - start) / 1000;
  lat.sort((a, b) => a - b);
  return { case: caseName, opsPerSec: lat.length / total, p50Ms: percentile(lat, 50), p95Ms: percentile(lat, 95), p99Ms: percentile(lat, 99), samples: lat.length, note };
}

async function benchSize(size: Size, seconds: number): Promise<BenchRow[]> {
  const label = `${size.kind} ${size.members.toLocaleString('en-US')}`;
  const { handle, url, drop } = await openBenchDatabase(size);
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'vibeline-bench-'));
  let app: Awaited<ReturnType<typeof buildApp>> | null = null;
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
      await handle.executeSql(`INSERT INTO sessions (id, user_id, state, expires_at) VALUES ($1, $2, 'active', $3)`, [sha256(tokens[k]), viewers[k], expires]);
    }

    const config = { ...loadConfig({ NODE_ENV: 'production', DATA_DIR: dataDir, ...(url ? { DATABASE_URL: url } : {}) }), secret: 'bench-secret', rateLimitScale: 100_000 };
    const ctx = await createContext(config, { database: handle, migrate: false, log: (await import('pino')).default({ level: 'silent' }) });
    app = await buildApp(ctx);
    const address = await app.listen({ host: '127.0.0.1', port: 0 });

    if (process.env.BENCH_DISCOVERY_EXPLAIN === '1') {
      const viewer = (await findViewer(handle.db, viewers[0]))!;
      const q = candidateQueryFor(viewer, 'date', { limit: 20 }, null, new Date());
      const compiled = (handle.db as unknown as { dialect: { sqlToQuery(s: unknown): { sql: string; params: unknown[] } } }).dialect.sqlToQuery(candidatesQuery(q));
      const plan = await handle.executeSql(`EXPLAIN (ANALYZE, BUFFERS) ${compiled.sql}`, compiled.params);
      console.error(`\n--- EXPLAIN ANALYZE, ${label}, viewer ${viewers[0]} ---\n${plan.rows.map((r) => r['QUERY PLAN']).join('\n')}\n`);
    }

    let cards = 0;
    let calls = 0;
    const discovery = async (i: number) => {
      const k = i % viewers.length;
      const res = await fetch(`${address}/api/discovery/${viewers[k]}/date?limit=20`, { headers: { cookie: `vl_session=${tokens[k]}` } });
      if (res.status !== 200) throw new Error(`discovery answered ${res.status}: ${await res.text()}`);
      cards += ((await res.json()) as unknown[]).length;
      calls++;
    };
    const profile = async (i: number) => {
      const k = i % viewers.length;
      const res = await fetch(`${address}/api/profile/${viewers[(k + 1) % viewers.length]}`, { headers: { cookie: `vl_session=${tokens[k]}` } });
      if (res.status !== 200) throw new Error(`profile answered ${res.status}: ${await res.text()}`);
      await res.arrayBuffer();
    };

    const rows: BenchRow[] = [];
    rows.push(await drive(`${label}: GET /api/profile/{id} (primary key), c=1`, 1, seconds / 2, profile, 'floor'));
    rows[0].baseline = true;
    rows.push(await drive(`${label}: GET /api/profile/{id} (primary key), c=16`, 16, seconds / 2, profile, 'floor'));
    cards = 0; calls = 0;
    rows.push(await drive(`${label}: GET /api/discovery/{id}/date, c=1`, 1, seconds, discovery, ''));
    rows.at(-1)!.note = `${(cards / Math.max(1, calls)).toFixed(1)} cards/page`;
    rows.push(await drive(`${label}: GET /api/discovery/{id}/date, c=16`, 16, seconds, discovery, ''));
    rows.at(-1)!.note = `load ${loadSeconds.toFixed(0)} s`;
    return rows;
  } finally {
    if (app) await app.close();
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
