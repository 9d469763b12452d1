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

// Every statement the app sends, with its parameters.
let log: Array<{ text: string; params: unknown[] }> | null = null;
const client = (ctx.database.pglite ?? ctx.database.pool) as unknown as {
  query: (...a: unknown[]) => Promise<unknown>;
};
const original = client.query.bind(client);
client.query = (...args: unknown[]) => {
  if (log) {
    const first = args[0] as string | { text: string };
    log.push({ text: typeof first === 'string' ? first : first.text, params: (args[1] as unknown[]) ?? [] });
  }
  return original(...args);
};

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
    console.log(`-- ${s.text.replace(/\s+/g, ' ').slice(0, 400)}`);
    const plan = (await original(`explain (analyze, costs off) ${s.text}`, s.params)) as {
      rows: Array<Record<string, string>>;
    };
    for (const row of plan.rows) console.log(`   ${Object.values(row)[0]}`);
  }
}
await app.close();
await ctx.database.close();
fs.rmSync(dataDir, { recursive: true, force: true });
