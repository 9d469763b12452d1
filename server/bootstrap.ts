import path from 'node:path';
import pino, { type Logger } from 'pino';
import type { AppConfig } from './config';
import type { AppContext } from './context';
import { openDatabase, runMigrations, type DatabaseHandle } from '#db/client';
import { createJobQueue } from '#platform/jobs';
import { createOutboxMailer, createSmtpMailer } from '#platform/mailer';
import { createS3Storage } from '#platform/s3-storage';
import { createDiskStorage } from '#platform/storage';
import { Outbox } from '#platform/outbox';
import { resolveSecret } from '#platform/secrets';

/** Wires config → adapters → context. The entry point, the CLI and the tests all start here. */
export async function createContext(
  config: AppConfig,
  opts: { log?: Logger; database?: DatabaseHandle; migrate?: boolean } = {},
): Promise<AppContext> {
  const log = opts.log ?? pino({ level: config.logLevel });
  const database =
    opts.database ??
    (await openDatabase({
      databaseUrl: config.databaseUrl,
      dataDir: config.dataDir,
      poolMax: config.databasePoolMax,
      clientCheckMs: config.databaseClientCheckMs,
    }));
  if (opts.migrate !== false) await runMigrations(database);
  const outbox = new Outbox(path.join(config.dataDir, 'outbox'));
  const mailer = config.smtpUrl
    ? createSmtpMailer(config.smtpUrl, config.mailFrom, log)
    : createOutboxMailer(outbox, log);
  const secret = resolveSecret(config.secret, config.dataDir, config.env);
  const storage = config.s3 ? createS3Storage(config.s3) : createDiskStorage(path.join(config.dataDir, 'files'));
  const jobs = createJobQueue(database, {
    databaseUrl: config.databaseUrl,
    clientCheckMs: config.databaseClientCheckMs,
    log,
    pollingIntervalSeconds: config.jobPollingSeconds,
  });
  return { config, database, mailer, outbox, secret, log, storage, jobs };
}

export async function closeContext(ctx: AppContext): Promise<void> {
  await ctx.jobs.stop();
  await ctx.mailer.close();
  await ctx.database.close();
}
