import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import pg from 'pg';
import { PGLITE_EXTENSIONS, runMigrations, wrapPglite, wrapPool } from '#db/client';

/**
 * Migrates once per run and project: for the api project a PGlite data-dir snapshot every test file loads (seconds
 * saved per file), for api-postgres (`TEST_DATABASE=postgres`, DATABASE_URL set) a PostgreSQL template database files
 * copy from. Each project's files read only their own (server/test/support.ts freshDatabase); vitest runs the
 * projects' global setups one after the other before any test file, so building the other's too cost both a few
 * seconds of one core (ADR 289).
 */
export default async function setup(project: {
  provide: (key: string, value: string) => void;
  config: { env?: Record<string, unknown> };
}) {
  const { provide } = project;
  // What the project's workers will see as TEST_DATABASE: its own env over the run's.
  const postgres = (project.config.env?.TEST_DATABASE ?? process.env.TEST_DATABASE) === 'postgres';
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'vibeline-test-'));
  if (!postgres) {
    const client = await PGlite.create({ extensions: PGLITE_EXTENSIONS });
    await runMigrations(wrapPglite(client));
    const dump = await client.dumpDataDir('none');
    const snapshot = path.join(dir, 'migrated.tar');
    fs.writeFileSync(snapshot, Buffer.from(await dump.arrayBuffer()));
    await client.close();
    provide('pgliteSnapshot', snapshot);
  }

  let template: string | null = null;
  const url = process.env.DATABASE_URL;
  if (url && postgres) {
    template = `vibeline_tmpl_${process.pid}_${Math.random().toString(36).slice(2, 8)}`;
    const admin = new pg.Client({ connectionString: url });
    await admin.connect();
    await admin.query(`drop database if exists ${template}`);
    await admin.query(`create database ${template}`);
    await admin.end();
    const pool = new pg.Pool({ connectionString: withDatabase(url, template), max: 2 });
    await runMigrations(wrapPool(pool));
    await pool.end();
    provide('postgresTemplate', template);
  }

  return async () => {
    fs.rmSync(dir, { recursive: true, force: true });
    if (url && template) {
      const admin = new pg.Client({ connectionString: url });
      await admin.connect();
      const { rows } = await admin.query(`select datname from pg_database where datname like $1 or datname = $2`, [
        `${template}_t_%`,
        template,
      ]);
      for (const row of rows) await admin.query(`drop database if exists "${row.datname}" with (force)`);
      await admin.end();
    }
  };
}

export function withDatabase(url: string, database: string): string {
  const u = new URL(url);
  u.pathname = `/${database}`;
  return u.toString();
}
