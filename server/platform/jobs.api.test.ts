import pino from 'pino';
import { afterAll, beforeAll, expect, it } from 'vitest';
import type { DatabaseHandle } from '#db/client';
import { freshDatabase } from '#test/support';
import { createJobQueue, type JobQueue } from './jobs';

declare module './jobs' {
  interface JobPayloads {
    'test.crash': { n: number };
    'test.stately': { n: number };
  }
}

// ADR 112: a job type's expiry and retries live on its queue, and a job left `active` by a dead
// instance is retried after that expiry by maintenance, then run once more by a live worker.
let database: DatabaseHandle;
let jobs: JobQueue;
const runs: number[] = [];
/** Stately runs started, and the gate that lets the running one finish. */
const statelyRuns: number[] = [];
let release: () => void = () => {};

beforeAll(async () => {
  database = await freshDatabase();
  jobs = createJobQueue(database, {
    databaseUrl: null,
    log: pino({ level: 'silent' }),
    pollingIntervalSeconds: 0.5,
    maintenanceIntervalSeconds: 1,
  });
  jobs.define(
    'test.crash',
    async ({ n }) => {
      runs.push(n);
      return { n };
    },
    { expireInSeconds: 2, retryLimit: 2, retryDelay: 1, retryBackoff: false },
  );
  jobs.define(
    'test.stately',
    async ({ n }) => {
      statelyRuns.push(n);
      await new Promise<void>((resolve) => {
        release = resolve;
      });
      return { n };
    },
    { queuePolicy: 'stately', expireInSeconds: 60 },
  );
  await jobs.start();
});

afterAll(async () => {
  await jobs.stop();
  await database.close();
});

it('stores the declared expiry and retries on the queue, and every sent job gets them', async () => {
  const { rows } = await database.executeSql(
    `SELECT expire_seconds, retry_limit, retry_delay, retry_backoff FROM pgboss.queue WHERE name = 'test.crash'`,
  );
  expect(rows[0]).toEqual({ expire_seconds: 2, retry_limit: 2, retry_delay: 1, retry_backoff: false });
  const id = await jobs.send('test.crash', { n: 1 });
  expect(await jobs.waitFor('test.crash', id!, 20_000)).toMatchObject({ state: 'completed', output: { n: 1 } });
  const job = await database.executeSql(
    `SELECT extract(epoch FROM expire_in)::int AS expire, retry_limit FROM pgboss.job WHERE id = $1
     UNION ALL SELECT extract(epoch FROM expire_in)::int, retry_limit FROM pgboss.archive WHERE id = $1`,
    [id],
  );
  expect(job.rows[0]).toEqual({ expire: 2, retry_limit: 2 });
});

it('runs a job left active by a dead instance once more after its expiry, and only once', async () => {
  // What a SIGKILLed instance leaves behind: a fetched job, active, that nobody will finish.
  const { rows } = await database.executeSql(
    `INSERT INTO pgboss.job (name, data, state, started_on, expire_in, retry_limit, retry_delay, retry_backoff, policy)
     VALUES ('test.crash', '{"n": 2}', 'active', now() - interval '10 seconds', interval '2 seconds', 2, 1, false,
       'standard')
     RETURNING id`,
  );
  const id = (rows[0] as { id: string }).id;
  expect(await jobs.waitFor('test.crash', id, 30_000)).toMatchObject({ state: 'completed', output: { n: 2 } });
  expect(runs.filter((n) => n === 2)).toHaveLength(1);
  const job = await database.executeSql(
    `SELECT retry_count FROM pgboss.job WHERE id = $1 UNION ALL SELECT retry_count FROM pgboss.archive WHERE id = $1`,
    [id],
  );
  expect(job.rows[0]).toEqual({ retry_count: 1 });
});

it('a stately queue holds one running job and one waiting; more requests join the waiting one (ADR 119)', async () => {
  const { rows } = await database.executeSql(`SELECT policy FROM pgboss.queue WHERE name = 'test.stately'`);
  expect(rows[0]).toEqual({ policy: 'stately' });
  const first = await jobs.send('test.stately', { n: 1 });
  expect(first).toBeTruthy();
  await expect.poll(() => statelyRuns, { timeout: 20_000 }).toEqual([1]);
  // One runs; the next request queues a second; every request after that while it waits is refused (null).
  const second = await jobs.send('test.stately', { n: 2 });
  expect(second).toBeTruthy();
  expect(await jobs.send('test.stately', { n: 3 })).toBeNull();
  expect(await jobs.send('test.stately', { n: 4 })).toBeNull();
  // The waiting job does not start beside the running one.
  await new Promise((r) => setTimeout(r, 1_500));
  expect(statelyRuns).toEqual([1]);
  release();
  expect(await jobs.waitFor('test.stately', first!, 20_000)).toMatchObject({ state: 'completed' });
  await expect.poll(() => statelyRuns, { timeout: 20_000 }).toEqual([1, 2]);
  // Now that the second runs, a new request may wait again.
  const third = await jobs.send('test.stately', { n: 5 });
  expect(third).toBeTruthy();
  release();
  expect(await jobs.waitFor('test.stately', second!, 20_000)).toMatchObject({ state: 'completed' });
  await expect.poll(() => statelyRuns, { timeout: 20_000 }).toEqual([1, 2, 5]);
  release();
  expect(await jobs.waitFor('test.stately', third!, 20_000)).toMatchObject({ state: 'completed' });
});
