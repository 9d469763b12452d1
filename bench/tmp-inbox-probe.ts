import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pino from 'pino';
import { buildApp } from '#server/app';
import { createContext } from '#server/bootstrap';
import { loadConfig } from '#server/config';
import { seedBenchMembers, seedReadData } from './reads-data';
import { inboxSql, MESSAGES_PAGE_SQL, intArray } from '../server/modules/messaging/messaging.read.repository';

const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'vibeline-probe-'));
const config = {
  ...loadConfig({ NODE_ENV: 'development', DATA_DIR: dataDir, DATABASE_URL: process.env.BENCH_DB_URL }),
  secret: 'bench-secret',
  rateLimitScale: 1_000_000,
};
const ctx = await createContext(config, { log: pino({ level: 'silent' }) });
const ids = await seedBenchMembers(ctx.database, 300);
const app = await buildApp(ctx);
await app.ready();
await seedReadData(
  async (method, url, id, body) => {
    const res = await app.inject({ method: method as 'GET', url, cookies: { vl_session: `bench-token-${id}` }, payload: body as object });
    return { status: res.statusCode, body: res.body };
  },
  ids,
  64,
);
await ctx.database.executeSql('analyze');
const viewers = intArray(ids.slice(0, 64));
const others = intArray(ids.slice(1, 65));
const variants: Array<[string, string, string]> = [
  ['inbox', inboxSql(false), `'${viewers}', 200`],
  ['page', MESSAGES_PAGE_SQL, `'${viewers}', '${others}', '${intArray(ids.slice(0, 64).map(() => 0))}', '${intArray(ids.slice(0, 64).map(() => 50))}'`],
];
if (process.env.EXTRA) variants.push(['extra', fs.readFileSync(process.env.EXTRA, 'utf8'), process.env.EXTRA_ARGS ?? `'${viewers}'`]);
const pglite = ctx.database.pglite;
const run = async (text: string) => pglite ? (await pglite.exec(text)).at(-1)!.rows : (await ctx.database.executeSql(text)).rows;
for (const [name, text, args] of variants) {
  await run(`prepare p_${name} as ${text}`);
  for (const mode of ['auto', 'force_custom_plan', 'force_generic_plan']) {
    await run(`set plan_cache_mode = ${mode}`);
    for (let i = 0; i < 8; i++) await run(`execute p_${name}(${args})`);
    const t0 = performance.now();
    const N = 50;
    for (let i = 0; i < N; i++) await run(`execute p_${name}(${args})`);
    const ms = (performance.now() - t0) / N;
    const plan = (await run(`explain (analyze, costs off, summary on) execute p_${name}(${args})`)) as Array<Record<string, string>>;
    const lines = plan.map((r) => Object.values(r)[0]);
    console.log(`${name} ${mode}: ${ms.toFixed(2)} ms/execute; ${lines.filter((l) => /Planning Time|Execution Time/.test(l)).join(' ')}`);
    if (process.env.PLANS && mode === process.env.PLANS) console.log(lines.join('\n'));
  }
  await run(`reset plan_cache_mode`);
}
await app.close();
await ctx.database.close();
fs.rmSync(dataDir, { recursive: true, force: true });
