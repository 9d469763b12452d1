import crypto from 'node:crypto';
import pg from 'pg';
import pino from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { inject } from 'vitest';
import { withDatabase } from '#test/global-setup';
import { createJobQueue } from '#platform/jobs';
import { openDatabase, type DatabaseHandle } from './client';

/**
 * client_connection_check_interval (DATABASE_CLIENT_CHECK_MS, ADR 116) on PostgreSQL: the app's
 * pool and the job queue's pool both open their connections with it, and with it the server ends
 * a statement whose client has gone. PGlite has no client connections, so this file runs in the
 * api-postgres project only (vitest.config.ts: *.pg.api.test.ts).
 */
describe('PostgreSQL client connection check', () => {
  const adminUrl = process.env.DATABASE_URL ?? '';
  let url = '';
  let name = '';
  const admin = () => new pg.Client({ connectionString: adminUrl });

  beforeAll(async () => {
    // A database of this file's own (named like the others a run drops at its end).
    name = `${inject('postgresTemplate')}_t_${crypto.randomBytes(4).toString('hex')}`;
    const a = admin();
    await a.connect();
    await a.query(`create database ${name} template ${inject('postgresTemplate')}`);
    await a.end();
    url = withDatabase(adminUrl, name);
  });
  afterAll(async () => {
    const a = admin();
    await a.connect();
    await a.query(`drop database if exists ${name} with (force)`);
    await a.end();
  });

  const settingOn = async (database: DatabaseHandle) =>
    (await database.executeSql('show client_connection_check_interval')).rows[0].client_connection_check_interval;

  it('sets the interval on the app pool, and leaves it off at 0', async () => {
    const on = await openDatabase({ databaseUrl: url, dataDir: '', clientCheckMs: 1000 });
    const off = await openDatabase({ databaseUrl: url, dataDir: '', clientCheckMs: 0 });
    try {
      expect(await settingOn(on)).toBe('1s');
      expect(await settingOn(off)).toBe('0');
    } finally {
      await Promise.all([on.close(), off.close()]);
    }
  });

  it("sets the interval on the job queue's own pool", async () => {
    const database = await openDatabase({ databaseUrl: url, dataDir: '', clientCheckMs: 0 });
    // Observe the pool pg-boss builds (through pg's own class), then ask that pool.
    const Pool = pg.Pool;
    const built: pg.Pool[] = [];
    pg.Pool = class extends Pool {
      constructor(config?: pg.PoolConfig) {
        super(config);
        built.push(this);
      }
    };
    const jobs = createJobQueue(database, {
      databaseUrl: url,
      clientCheckMs: 1500,
      log: pino({ level: 'silent' }),
      maintenanceIntervalSeconds: 3600,
    });
    try {
      await jobs.start();
      pg.Pool = Pool;
      expect(built).toHaveLength(1);
      const { rows } = await built[0].query('show client_connection_check_interval');
      expect(rows[0].client_connection_check_interval).toBe('1500ms');
    } finally {
      pg.Pool = Pool;
      await jobs.stop();
      await database.close();
    }
  });

  /** A statement whose client vanished: is its server process still there after `waitMs`? */
  async function outlivesItsClient(clientCheckMs: number, waitMs: number): Promise<boolean> {
    const database = await openDatabase({ databaseUrl: url, dataDir: '', clientCheckMs });
    const watcher = admin();
    await watcher.connect();
    try {
      const client = await database.pool!.connect();
      const pid = (await client.query('select pg_backend_pid() as pid')).rows[0].pid as number;
      client.query('select pg_sleep(60)').catch(() => undefined);
      await new Promise((r) => setTimeout(r, 200));
      // The client goes away mid-statement, as a killed instance would.
      (client as unknown as { connection: { stream: { destroy(): void } } }).connection.stream.destroy();
      client.release(true);
      const deadline = Date.now() + waitMs;
      let alive = true;
      while (alive && Date.now() < deadline) {
        await new Promise((r) => setTimeout(r, 100));
        alive = (await watcher.query('select 1 from pg_stat_activity where pid = $1', [pid])).rowCount === 1;
      }
      if (alive) await watcher.query('select pg_terminate_backend($1)', [pid]);
      return alive;
    } finally {
      await watcher.end();
      await database.close();
    }
  }

  it('ends a statement within the interval once its client is gone; without it the statement runs on', async () => {
    expect(await outlivesItsClient(1000, 4000)).toBe(false);
    expect(await outlivesItsClient(0, 3000)).toBe(true);
  });
});
