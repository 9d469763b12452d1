import { afterAll, beforeAll, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '#server/context';
import { modelVersions, trainingSamples } from '#db/schema';
import { startSecondInstance } from '#test/child-instance';
import { BRIEF_TRAINING, SMALL_GATE_SETS, startTestApp, TestAgent, type TestApp } from '#test/support';
import { RETRAIN_JOB } from './guardian.service';

// Retraining on a stately queue (ADR 119): across every instance at most one run and one waiting run;
// requests while one waits join it (jobId null), and nothing asked for is left out of a model. The queue, not the
// gate's figures, is under test: the retrains measure the smaller gate (ADR 304; the full one: guardian.api.test.ts).

let t: TestApp;
let other: { ctx: AppContext; app: FastifyInstance };

beforeAll(async () => {
  t = await startTestApp({ guardianGateSets: SMALL_GATE_SETS, guardianTrainingOverrides: BRIEF_TRAINING });
  // A second instance on the same database, with its own job workers.
  other = await startSecondInstance(t);
});
afterAll(async () => {
  await other?.app.close();
  await t.close();
});

async function retrainJobs(): Promise<Array<{ id: string; state: string }>> {
  const { rows } = await t.ctx.database.executeSql(
    `SELECT id, state FROM pgboss.job WHERE name = $1 ORDER BY created_on`,
    [RETRAIN_JOB],
  );
  return rows as Array<{ id: string; state: string }>;
}

const sample = (n: number) => ({
  samples: [{ content: `wire me the deposit first, then we meet (${n})`, expectedAction: 'blocked' }],
  modelType: 'content_classifier',
});

it('one retrain runs and one waits, across instances; a burst of requests joins the waiting one', async () => {
  const { rows: queue } = await t.ctx.database.executeSql(`SELECT policy FROM pgboss.queue WHERE name = $1`, [
    RETRAIN_JOB,
  ]);
  expect(queue[0]).toEqual({ policy: 'stately' });
  const admin = await t.createMember({ role: 'admin' });
  const here = await t.signIn(admin);
  const there = new TestAgent(other.app);
  const login = await there.post('/api/auth/login', { email: admin.email, password: admin.password });
  if (login.json().requireTwoFA) {
    // Staff sign in with a second factor; both instances write to the same outbox folder here.
    const code = await t.latestCode(admin.email);
    expect((await there.post('/api/auth/verify-2fa', { verificationCode: code })).statusCode).toBe(200);
  }
  const versionsBefore = await t.ctx.database.db.select({ n: sql<number>`count(*)::int` }).from(modelVersions);

  const first = await here.post('/api/admin/advanced-moderation/train', sample(1));
  expect(first.statusCode).toBe(202);
  const running = first.json().jobId as string;
  expect(running).toEqual(expect.any(String));
  await expect
    .poll(async () => (await retrainJobs()).find((j) => j.id === running)?.state, { timeout: 30_000 })
    .toBe('active');

  // Four requests at once, on both instances, while the first trains: one queues, three join it.
  const burst = await Promise.all([
    here.post('/api/admin/advanced-moderation/train', sample(2)),
    there.post('/api/admin/advanced-moderation/train', sample(3)),
    here.post('/api/admin/advanced-moderation/train', sample(4)),
    there.post('/api/admin/advanced-moderation/train', sample(5)),
  ]);
  expect(burst.map((r) => r.statusCode)).toEqual([202, 202, 202, 202]);
  expect(burst.map((r) => r.json().queued)).toEqual([true, true, true, true]);
  expect(burst.map((r) => r.json().samplesAdded)).toEqual([1, 1, 1, 1]);
  const ids = burst.map((r) => r.json().jobId as string | null);
  const waiting = ids.filter((id): id is string => id !== null);
  expect(waiting).toHaveLength(1);
  const jobs = await retrainJobs();
  expect(jobs.find((j) => j.id === running)?.state).toBe('active');
  expect(jobs.map((j) => j.state).sort()).toEqual(['active', 'created']);

  // The first finishes; the waiting one then runs (on whichever instance) and nothing else does.
  expect((await t.ctx.jobs.waitFor(RETRAIN_JOB, running, 150_000)).state).toBe('completed');
  expect((await t.ctx.jobs.waitFor(RETRAIN_JOB, waiting[0], 150_000)).state).toBe('completed');
  expect((await retrainJobs()).map((j) => j.state)).toEqual(['completed', 'completed']);
  const versions = await t.ctx.database.db
    .select({ feedback: modelVersions.feedbackSampleCount, trainedAt: modelVersions.trainedAt })
    .from(modelVersions)
    .orderBy(modelVersions.trainedAt);
  expect(versions).toHaveLength(versionsBefore[0].n + 2);
  // The second run read the samples when it started: every request's sample is in the last model.
  const [{ n: samples }] = await t.ctx.database.db.select({ n: sql<number>`count(*)::int` }).from(trainingSamples);
  expect(versions.at(-1)!.feedback).toBe(samples);
}, 360_000);
