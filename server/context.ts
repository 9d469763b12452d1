import type { Logger } from 'pino';
import type { AppConfig } from './config';
import type { DatabaseHandle } from '#db/client';
import type { Mailer } from '#platform/mailer';
import type { JobQueue } from '#platform/jobs';
import type { Outbox } from '#platform/outbox';
import type { FileStorage } from '#platform/storage';

/** What every module's service receives: configuration and the adapters, nothing HTTP. */
export interface AppContext {
  config: AppConfig;
  database: DatabaseHandle;
  mailer: Mailer;
  outbox: Outbox;
  secret: string;
  log: Logger;
  /** Uploaded files (disk under DATA_DIR/files by default). */
  storage: FileStorage;
  /** Persistent background jobs; modules define their jobs before `jobs.start()`. */
  jobs: JobQueue;
}
