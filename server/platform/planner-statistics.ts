/**
 * Planner statistics on the embedded database (ADR 124). PGlite has no autovacuum daemon, so nothing
 * runs ANALYZE and every table keeps the planner's no-statistics guesses, which picked a slow plan
 * for the inbox statement (ADR 113). Here the app does what autovacuum's analyze part does on
 * PostgreSQL, with the same rule: on PGlite only, a job checks every minute (autovacuum_naptime)
 * and analyzes the tables never analyzed, or changed by more than 50 rows + 10 % since their last
 * ANALYZE (autovacuum_analyze_threshold and _scale_factor). The first check runs when the app is
 * ready, after migrations and the demo seed. On PostgreSQL autovacuum does it: nothing runs here.
 */
import type { FastifyInstance } from 'fastify';
import type { DatabaseHandle } from '#db/client';
import type { Logger } from 'pino';
import type { AppConfig } from '#server/config';
import type { JobQueue } from './jobs';
import { startTimers } from './timers';

export const ANALYZE_JOB = 'db.analyze';
/** How often the check runs: autovacuum_naptime's default. */
export const ANALYZE_CHECK_MS = 60_000;
/** PostgreSQL's autovacuum_analyze_threshold and autovacuum_analyze_scale_factor defaults. */
export const ANALYZE_THRESHOLD = 50;
export const ANALYZE_SCALE_FACTOR = 0.1;

declare module './jobs' {
  interface JobPayloads {
    [ANALYZE_JOB]: Record<string, never>;
  }
}

/**
 * The ordinary tables (and materialized views) due for ANALYZE, schema-qualified and quoted: never
 * analyzed (`reltuples` -1, kept across restarts), or more rows inserted, updated or deleted since
 * the last ANALYZE than the threshold (the counters live in memory and may start at 0 after a restart).
 */
export async function tablesDueForAnalyze(database: DatabaseHandle): Promise<string[]> {
  const { rows } = await database.executeSql(
    `select format('%I.%I', n.nspname, c.relname) as name
       from pg_class c
       join pg_namespace n on n.oid = c.relnamespace
       left join pg_stat_user_tables s on s.relid = c.oid
      where c.relkind in ('r', 'm')
        and n.nspname not in ('pg_catalog', 'information_schema') and n.nspname not like 'pg\\_%'
        and (c.reltuples < 0 or coalesce(s.n_mod_since_analyze, 0) > $1 + $2 * greatest(c.reltuples, 0))
      order by 1`,
    [ANALYZE_THRESHOLD, ANALYZE_SCALE_FACTOR],
  );
  return rows.map((r: { name: string }) => r.name);
}

/** Analyzes the tables due (one statement); returns which and how long it took. */
export async function analyzeDueTables(database: DatabaseHandle): Promise<{ tables: string[]; ms: number }> {
  const started = performance.now();
  const tables = await tablesDueForAnalyze(database);
  if (tables.length) await database.executeSql(`analyze ${tables.join(', ')}`);
  return { tables, ms: Math.round(performance.now() - started) };
}

/**
 * On PGlite: defines the job and the timer that sends it (when the app is ready, then every minute;
 * background timers switched on). `stately` (ADR 119): one check runs and at most one waits, so a
 * slow ANALYZE never piles up checks. Call before `jobs.start()`. On PostgreSQL: nothing.
 */
/** What the check needs from the app's context (a platform adapter does not import the context itself). */
export interface PlannerStatisticsDeps {
  database: DatabaseHandle;
  jobs: JobQueue;
  config: Pick<AppConfig, 'backgroundTimers'>;
  log: Logger;
}

export function registerPlannerStatistics(app: FastifyInstance, ctx: PlannerStatisticsDeps): void {
  if (ctx.database.kind !== 'pglite') return;
  ctx.jobs.define(
    ANALYZE_JOB,
    async () => {
      const result = await analyzeDueTables(ctx.database);
      if (result.tables.length) ctx.log.info({ tables: result.tables.length, ms: result.ms }, 'analyzed tables');
      return result;
    },
    { queuePolicy: 'stately', expireInSeconds: 300, retryLimit: 1 },
  );
  startTimers(app, ctx.config, ctx.log, [
    { name: ANALYZE_JOB, everyMs: ANALYZE_CHECK_MS, run: () => ctx.jobs.send(ANALYZE_JOB, {}) },
  ]);
}
