import PgBoss from 'pg-boss';
import type { Logger } from 'pino';
import { postgresConnection, type DatabaseHandle } from '#db/client';

export type JobHandler<T> = (data: T, job: { id: string; name: string }) => Promise<unknown>;

/**
 * Every job's payload, by job name. Each module declares its own jobs beside the code that sends
 * them (`declare module '../../platform/jobs' { interface JobPayloads { 'stories.expire': {...} } }`),
 * so a misspelt name or a payload of the wrong shape does not compile, and this file never
 * imports a module.
 */
export interface JobPayloads {}
export type JobName = keyof JobPayloads;
export interface SendOptions {
  startAfter?: Date | number;
  singletonKey?: string;
  retryLimit?: number;
}

/**
 * How pg-boss treats one job type (ADR 112), stored on its queue, so every job sent to it gets it.
 * `expireInSeconds` is how long a started job may stay `active`: when the instance running it dies
 * (kill -9, lost machine) nothing completes or fails it, and another instance runs it again only
 * after this expiry (found by pg-boss maintenance, every MAINTENANCE_INTERVAL_SECONDS). A live
 * handler that runs longer is also failed and retried, so it must stay well above the handler's
 * worst run; pg-boss's default is 15 minutes. Handlers must be safe to run twice (ADR 112).
 */
export interface JobPolicy {
  expireInSeconds: number;
  retryLimit: number;
  /** Seconds before a retry; with retryBackoff it doubles per attempt (plus jitter). */
  retryDelay: number;
  retryBackoff: boolean;
  /** How many jobs of this type may wait and run at once, across every instance (ADR 119). */
  queuePolicy: QueuePolicy;
}
/**
 * pg-boss's queue policies (ADR 119), enforced by unique indexes in the database, so they hold across
 * instances: `standard` any number queued and running; `short` at most one queued (a send while one waits
 * returns null); `singleton` at most one running; `stately` at most one queued and one running (a send
 * while one waits returns null and joins it). With a singletonKey the limits are per key.
 */
export type QueuePolicy = 'standard' | 'short' | 'singleton' | 'stately';
export const DEFAULT_JOB_POLICY: JobPolicy = {
  expireInSeconds: 120,
  retryLimit: 3,
  retryDelay: 5,
  retryBackoff: true,
  queuePolicy: 'standard',
};
/** How often pg-boss looks for expired active jobs (its default is 120 s); one instance does it per interval. */
export const MAINTENANCE_INTERVAL_SECONDS = 20;

/**
 * Persistent background jobs (pg-boss) in the app process: on PGlite through its SQL adapter,
 * on PostgreSQL through a connection string. Jobs survive restarts; names follow
 * `<module>.<trigger>` (e.g. guardian.retrain).
 */
export interface JobQueue {
  define<K extends JobName>(name: K, handler: JobHandler<JobPayloads[K]>, policy?: Partial<JobPolicy>): void;
  /**
   * Queues a job and returns its id; null when the queue's policy refused it because one already waits
   * (`short`, `stately`): the waiting job will do the work.
   */
  send<K extends JobName>(name: K, data: JobPayloads[K], options?: SendOptions): Promise<string | null>;
  /** Resolves when a job has finished (tests, and the admin "train" answer when asked to wait). */
  waitFor(name: JobName, id: string, timeoutMs?: number): Promise<{ state: string; output: unknown }>;
  start(): Promise<void>;
  stop(): Promise<void>;
}

export function createJobQueue(
  database: DatabaseHandle,
  opts: {
    databaseUrl: string | null;
    /** client_connection_check_interval (ms) on the queue's own PostgreSQL pool; 0 leaves it off. */
    clientCheckMs?: number;
    log: Logger;
    pollingIntervalSeconds?: number;
    maintenanceIntervalSeconds?: number;
  },
): JobQueue {
  const common = {
    schema: 'pgboss',
    maintenanceIntervalSeconds: opts.maintenanceIntervalSeconds ?? MAINTENANCE_INTERVAL_SECONDS,
  };
  const boss = opts.databaseUrl
    ? new PgBoss({ ...postgresConnection(opts.databaseUrl, opts.clientCheckMs ?? 0), max: 3, ...common })
    : new PgBoss({ db: { executeSql: (text, values) => database.executeSql(text, values) }, ...common });
  boss.on('error', (error) => opts.log.error({ err: error }, 'job queue error'));
  const handlers = new Map<string, JobHandler<never>>();
  const policies = new Map<string, JobPolicy>();
  let started = false;

  return {
    define(name, handler, policy = {}) {
      handlers.set(name, handler);
      policies.set(name, { ...DEFAULT_JOB_POLICY, ...policy });
    },
    async send(name, data, options = {}) {
      // Expiry and retries come from the queue (set in start()); a send may lower or raise retryLimit.
      return boss.send(name, data as object, options);
    },
    async waitFor(name, id, timeoutMs = 60_000) {
      const deadline = Date.now() + timeoutMs;
      for (;;) {
        const job = await boss.getJobById(name, id);
        if (job && ['completed', 'failed', 'cancelled'].includes(job.state))
          return { state: job.state, output: job.output };
        if (Date.now() > deadline) throw new Error(`job ${name}/${id} did not finish in ${timeoutMs} ms`);
        await new Promise((r) => setTimeout(r, 100));
      }
    },
    async start() {
      if (started) return;
      await boss.start();
      started = true;
      for (const [name, handler] of handlers) {
        // createQueue leaves an existing queue as it was, so its policy is (re)applied on every start.
        const { queuePolicy, ...policy } = policies.get(name) ?? DEFAULT_JOB_POLICY;
        // A changed policy applies to jobs sent from now on; jobs already queued keep the one they were sent with.
        await boss.createQueue(name, { name, policy: queuePolicy, ...policy });
        await boss.updateQueue(name, { name, policy: queuePolicy, ...policy });
        await boss.work(
          name,
          { pollingIntervalSeconds: opts.pollingIntervalSeconds ?? 2, batchSize: 1 },
          async (jobs) => {
            for (const job of jobs) {
              opts.log.info({ job: name, id: job.id }, 'job started');
              const output = await handler(job.data as never, { id: job.id, name });
              opts.log.info({ job: name, id: job.id }, 'job finished');
              return output;
            }
          },
        );
      }
    },
    async stop() {
      if (!started) return;
      started = false;
      // Short: shutdown has 10 s in all, and worker threads were already ended, so running jobs end fast.
      await boss.stop({ graceful: true, wait: true, timeout: 4_000 });
    },
  };
}
