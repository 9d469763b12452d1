import { afterAll, beforeAll, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '#test/support';
import { ANALYZE_JOB, analyzeDueTables, tablesDueForAnalyze } from './planner-statistics';

// ADR 124: PGlite has no autovacuum, so the app analyzes its tables itself: once when ready, then by
// autovacuum's rule (a minute's check, 50 rows + 10 % changed). On PostgreSQL autovacuum does it
// (planner-statistics.pg.api.test.ts); this file runs on PGlite only (vitest.config.ts).
let t: TestApp;

beforeAll(async () => {
  // The members exist before the app is ready, as the demo seed does in `npm start`: the ANALYZE at ready then
  // has rows to gather statistics from (created after ready, they raced that ANALYZE and lost when the worker was
  // cold, ADR 325 Left out 8).
  t = await startTestApp(
    { backgroundTimers: true },
    {
      beforeReady: (database) =>
        database
          .executeSql(
            `insert into users (email, password_hash)
               select 'ready-' || g || '@stats.test', 'x' from generate_series(1, 3) g`,
          )
          .then(() => undefined),
    },
  );
});

afterAll(async () => {
  await t?.close();
});

const sql = (text: string, values: unknown[] = []) => t.ctx.database.executeSql(text, values);
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

async function lastAnalyze(table: string): Promise<Date | null> {
  const { rows } = await sql(
    `select last_analyze from pg_stat_user_tables where schemaname = 'public' and relname = $1`,
    [table],
  );
  return rows[0]?.last_analyze ? new Date(rows[0].last_analyze) : null;
}

it('analyzes every table once the app is ready (PGlite)', async () => {
  const deadline = Date.now() + 20_000;
  let done: Array<{ output: { tables: string[]; ms: number } }> = [];
  while (Date.now() < deadline) {
    ({ rows: done } = await sql(`select output from pgboss.job where name = $1 and state = 'completed'`, [
      ANALYZE_JOB,
    ]));
    if (done.length) break;
    await sleep(200);
  }
  expect(done).toHaveLength(1);
  expect(done[0].output.tables).toEqual(expect.arrayContaining(['public.users', 'public.messages']));
  // Every table of the app now has statistics: none left at reltuples -1 (never analyzed).
  const { rows: never } = await sql(
    `select c.relname from pg_class c join pg_namespace n on n.oid = c.relnamespace
      where n.nspname = 'public' and c.relkind = 'r' and c.reltuples < 0`,
  );
  expect(never).toEqual([]);
  for (const table of ['users', 'profiles', 'conversations', 'messages'])
    expect(await lastAnalyze(table)).not.toBeNull();
  const { rows: stats } = await sql(
    `select count(*)::int as n from pg_stats where schemaname = 'public' and tablename = 'users'`,
  );
  expect(stats[0].n).toBeGreaterThan(0);
});

it("then analyzes only the tables changed past autovacuum's threshold (50 rows + 10 %)", async () => {
  await analyzeDueTables(t.ctx.database);
  const before = await lastAnalyze('users');
  const insertUsers = (n: number, tag: string) =>
    sql(
      `insert into users (email, password_hash)
           select '${tag}-' || g || '@stats.test', 'x' from generate_series(1, ${n}) g`,
    );
  await insertUsers(60, 'many');
  // The change counters reach pg_stat_user_tables at most about a second after the write.
  const deadline = Date.now() + 10_000;
  let due: string[] = [];
  while (Date.now() < deadline && !due.includes('public.users')) {
    await sleep(250);
    due = await tablesDueForAnalyze(t.ctx.database);
  }
  expect(due).toContain('public.users');
  expect(due).not.toContain('public.photos');
  const result = await analyzeDueTables(t.ctx.database);
  expect(result.tables).toContain('public.users');
  expect((await lastAnalyze('users'))!.getTime()).toBeGreaterThan(before!.getTime());
  // 10 rows on top of ~65 analyzed: under 50 + 10 %, so not due.
  await insertUsers(10, 'few');
  await sleep(1_500);
  expect(await tablesDueForAnalyze(t.ctx.database)).not.toContain('public.users');
});
