import type { Logger } from 'pino';
import type { AppConfig } from './config';
import type { DatabaseHandle } from './db/client';
import type { Mailer } from './platform/mailer';
import type { Outbox } from './platform/outbox';

/** What every module's service receives: configuration and the adapters, nothing HTTP. */
export interface AppContext {
  config: AppConfig;
  database: DatabaseHandle;
  mailer: Mailer;
  outbox: Outbox;
  secret: string;
  log: Logger;
}
