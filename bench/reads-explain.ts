/**
 * Where a read request's time goes, one request at a time (not a suite: `npx tsx bench/reads-explain.ts`).
 * Builds the app in this process on PGlite (or PostgreSQL with BENCH_DB_URL, a database of its own),
 * seeds members like bench/reads.bench.ts, then for every read endpoint: the mean latency of
 * sequential calls, the statements each call sends, and EXPLAIN ANALYZE of each distinct statement.
 * BENCH_EXPLAIN_CALLS (default 200) calls per endpoint; BENCH_EXPLAIN_CASES (comma list) to pick some;
 * BENCH_EXPLAIN_PLANS=0 leaves the plans out.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pino from 'pino';
import { buildApp } from '#server/app';
import { createContext } from '#server/bootstrap';
import { loadConfig } from '#server/config';
import { readCases, seedBenchMembers, seedReadData } from './reads-data';
import { analyzeDueTables } from '#platform/planner-statistics';

const CALLS = Number(process.env.BENCH_EXPLAIN_CALLS ?? 200);
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'vibeline-explain-'));
const config = {
  ...loadConfig({ NODE_ENV: 'development', DATA_DIR: dataDir, DATABASE_URL: process.env.BENCH_DB_URL }),
  secret: 'bench-secret',
  rateLimitScale: 1_000_000,
};
const ctx = await createContext(config, { log: pino({ level: 'silent' }) });
const ids = await seedBenchMembers(ctx.database, 300);
const app = await buildApp(ctx);
await app.ready();
const token = (id: number) => `bench-token-${id}`;
await seedReadData(
  async (method, url, id, body) => {
    const res = await app.inject({
      method: method as 'GET',
      url,
      cookies: { vl_session: token(id) },
      payload: body as object,
    });
    return { status: res.statusCode, body: res.body };
  },
  ids,
  4,
);
// What the app's statistics check does within a minute of these writes on PGlite (ADR 124; on
// PostgreSQL autovacuum does it): run it now rather than wait, so the plans are the app's plans.
if (ctx.database.kind === 'pglite') await analyzeDueTables(ctx.database);

// Every statement the app sends, with its parameters. Prepared reads (ADR 113) are logged by name: on PostgreSQL
// a named statement (`{ name, text, values }`), on PGlite `EXECUTE "name"(...)` through exec() after a PREPARE.
type Logged = { text: string; params: unknown[]; name?: string };
let log: Logged[] | null = null;
const client = (ctx.database.pglite ?? ctx.database.pool) as unknown as {
  query: (...a: unknown[]) => Promise<unknown>;
  exec?: (text: string) => Promise<Array<{ rows: unknown[] }>>;
};
const original = client.query.bind(client);
client.query = (...args: unknown[]) => {
  if (log) {
    const first = args[0] as string | { text: string; name?: string; values?: unknown[] };
    log.push(
      typeof first === 'string'
        ? { text: first, params: (args[1] as unknown[]) ?? [] }
        : { text: first.text, params: first.values ?? (args[1] as unknown[]) ?? [], name: first.name },
    );
  }
  return original(...args);
};
const originalExec = client.exec?.bind(client);
if (originalExec)
  client.exec = (text: string) => {
    if (log) log.push({ text, params: [] });
    return originalExec(text);
  };

/** EXPLAIN ANALYZE of one logged statement, the way it ran: a named statement after 6 runs (PostgreSQL switches
 * to its generic plan after 5 when that is not costlier), an EXECUTE as is, anything else with its parameters. */
async function explain(s: Logged): Promise<string[]> {
  const first = (rows: Array<Record<string, string>>) => rows.map((row) => Object.values(row)[0]);
  if (/^execute /i.test(s.text) && originalExec)
    return first((await originalExec(`explain (analyze, costs off) ${s.text}`)).at(-1)!.rows as never);
  if (s.name && ctx.database.pool) {
    const c = await ctx.database.pool.connect();
    try {
      await c.query(`prepare explained as ${s.text}`);
      const args = s.params.map((v) => (v === null ? 'null' : `'${String(v).replace(/'/g, "''")}'`)).join(', ');
      for (let i = 0; i < 6; i++) await c.query(`execute explained(${args})`);
      const plan = await c.query(`explain (analyze, costs off) execute explained(${args})`);
      return first(plan.rows as never);
    } finally {
      await c.query('deallocate explained');
      c.release();
    }
  }
  const plan = (await original(`explain (analyze, costs off) ${s.text}`, s.params)) as {
    rows: Array<Record<string, string>>;
  };
  return first(plan.rows);
}

const me = ids[0];
const wanted = process.env.BENCH_EXPLAIN_CASES?.split(',');
for (const [name, url] of readCases(
  () => me,
  () => ids[1],
)) {
  if (wanted && !wanted.some((w) => name.includes(w))) continue;
  const inject = () => app.inject({ method: 'GET', url: url(0), cookies: { vl_session: token(me) } });
  for (let i = 0; i < 20; i++) await inject();
  log = [];
  const first = await inject();
  const statements = log;
  log = null;
  const t0 = performance.now();
  const cpu0 = process.cpuUsage();
  for (let i = 0; i < CALLS; i++) await inject();
  const cpu = process.cpuUsage(cpu0);
  const ms = (performance.now() - t0) / CALLS;
  const cpuUs = (cpu.user + cpu.system) / CALLS;
  console.log(
    `\n## ${name}: ${first.statusCode}, ${first.body.length} B, ${ms.toFixed(2)} ms/call, ` +
      `${cpuUs.toFixed(0)} µs CPU/call (this process), ${statements.length} statements`,
  );
  if (process.env.BENCH_EXPLAIN_PLANS === '0') continue;
  for (const s of statements) {
    console.log(`-- ${s.name ? `[prepared ${s.name}] ` : ''}${s.text.replace(/\s+/g, ' ').slice(0, 400)}`);
    if (/^prepare /i.test(s.text)) continue;
    for (const line of await explain(s)) console.log(`   ${line}`);
  }
}
await app.close();
await ctx.database.close();
fs.rmSync(dataDir, { recursive: true, force: true });
