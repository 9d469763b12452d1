import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { PGlite } from '@electric-sql/pglite';
import { cube } from '@electric-sql/pglite/contrib/cube';
import { earthdistance } from '@electric-sql/pglite/contrib/earthdistance';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import pg from 'pg';
import * as schema from './schema';

export const MIGRATIONS_DIR = path.join(path.dirname(fileURLToPath(import.meta.url)), 'migrations');
export const PGLITE_EXTENSIONS = { cube, earthdistance, pg_trgm };

/** The app's database handle: the same drizzle API over PGlite or PostgreSQL. */
export type Database = PgDatabase<PgQueryResultHKT, typeof schema>;

export interface DatabaseHandle {
  db: Database;
  kind: 'pglite' | 'postgres';
  /** Raw SQL for adapters that need it (pg-boss): returns rows. */
  executeSql(text: string, values?: unknown[]): Promise<{ rows: any[] }>;
  ping(): Promise<boolean>;
  close(): Promise<void>;
  /** Set for PGlite, so tests can clone a migrated database. */
  pglite?: PGlite;
  pool?: pg.Pool;
}

export function wrapPglite(client: PGlite): DatabaseHandle {
  const db = drizzlePglite({ client, schema }) as unknown as Database;
  return {
    db,
    kind: 'pglite',
    pglite: client,
    // pg-boss sends multi-statement scripts without parameters: those need exec().
    executeSql: async (text, values) => {
      if (values && values.length) return client.query(text, values as any[]);
      const results = await client.exec(text);
      return { rows: results.at(-1)?.rows ?? [] };
    },
    ping: async () => (await client.query('select 1 as ok')).rows.length === 1,
    close: () => client.close(),
  };
}

export function wrapPool(pool: pg.Pool): DatabaseHandle {
  const db = drizzlePg({ client: pool, schema }) as unknown as Database;
  return {
    db,
    kind: 'postgres',
    pool,
    executeSql: (text, values) => pool.query(text, values as any[]),
    ping: async () => (await pool.query('select 1 as ok')).rows.length === 1,
    close: () => pool.end(),
  };
}

/**
 * One process owns a PGlite folder: a second one would corrupt it. The lock file holds our pid;
 * a lock left by a dead process is taken over.
 */
export function pgliteLockFile(dataDir: string): string {
  return path.join(dataDir, 'pglite.lock');
}

function lockPgliteFolder(dir: string): () => void {
  fs.mkdirSync(dir, { recursive: true });
  const lockFile = path.join(dir, '..', `${path.basename(dir)}.lock`);
  const tryTake = () => fs.writeFileSync(lockFile, String(process.pid), { flag: 'wx' });
  try {
    tryTake();
  } catch {
    const pid = Number(fs.readFileSync(lockFile, 'utf8'));
    let alive = false;
    if (pid && pid !== process.pid) {
      try {
        process.kill(pid, 0);
        alive = true;
      } catch {
        alive = false;
      }
    }
    if (alive)
      throw new Error(
        `The embedded database at ${dir} is in use by process ${pid}. ` +
          'Stop it first, or set DATA_DIR to another folder.',
      );
    fs.rmSync(lockFile, { force: true });
    tryTake();
  }
  const release = () => {
    process.off('exit', release);
    fs.rmSync(lockFile, { force: true });
  };
  // process.exit() (the shutdown timer included) runs 'exit' listeners before tearing threads
  // down, so the lock is released even when that teardown then stalls.
  process.on('exit', release);
  return release;
}

/**
 * Connection settings every PostgreSQL pool of the app uses (its own and the job queue's): with
 * `clientCheckMs` > 0 the server checks that often, during a statement, whether the client is
 * still there, and ends the statement when it is not (client_connection_check_interval, ADR 116).
 */
export function postgresConnection(
  databaseUrl: string,
  clientCheckMs: number,
): { connectionString: string; options?: string } {
  return {
    connectionString: databaseUrl,
    ...(clientCheckMs > 0 ? { options: `-c client_connection_check_interval=${clientCheckMs}` } : {}),
  };
}

export async function openDatabase(opts: {
  databaseUrl: string | null;
  dataDir: string;
  poolMax?: number;
  /** client_connection_check_interval in ms on PostgreSQL; 0 leaves it off. */
  clientCheckMs?: number;
}): Promise<DatabaseHandle> {
  if (opts.databaseUrl) {
    const pool = new pg.Pool({
      ...postgresConnection(opts.databaseUrl, opts.clientCheckMs ?? 0),
      max: opts.poolMax ?? 10,
    });
    pool.on('error', () => {
      /* idle client errors surface on the next query */
    });
    // pg-pool listens for errors only on idle clients: a checked-out client whose server goes away
    // between two queries of a transaction (PostgreSQL restarted, ADR 110) would emit an unhandled
    // 'error' and end the process. The query in flight fails instead, and the pool drops the client.
    pool.on('connect', (client) => {
      client.on('error', () => undefined);
    });
    return wrapPool(pool);
  }
  const dir = path.join(opts.dataDir, 'pglite');
  const unlock = lockPgliteFolder(dir);
  try {
    const client = await PGlite.create({ dataDir: dir, extensions: PGLITE_EXTENSIONS });
    const handle = wrapPglite(client);
    return {
      ...handle,
      close: async () => {
        await client.close();
        unlock();
      },
    };
  } catch (error) {
    unlock();
    throw error;
  }
}

export async function runMigrations(handle: DatabaseHandle): Promise<void> {
  if (handle.kind === 'pglite') await migratePglite(handle.db as any, { migrationsFolder: MIGRATIONS_DIR });
  else await migratePg(handle.db as any, { migrationsFolder: MIGRATIONS_DIR });
}
