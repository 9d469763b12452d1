import { afterAll, beforeAll, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '#test/support';
import { ANALYZE_JOB } from './planner-statistics';

// ADR 124: on PostgreSQL autovacuum keeps the statistics, so the app registers no analyze job
// (PGlite's side: planner-statistics.pglite.api.test.ts). Runs in api-postgres only (vitest.config.ts).
let t: TestApp;

beforeAll(async () => {
  t = await startTestApp({ backgroundTimers: true });
});

afterAll(async () => {
  await t?.close();
});

it('leaves PostgreSQL to autovacuum: no analyze job', async () => {
  const { rows } = await t.ctx.database.executeSql(`select name from pgboss.queue where name = $1`, [ANALYZE_JOB]);
  expect(rows).toEqual([]);
});
