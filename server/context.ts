import type { FastifyInstance } from 'fastify';
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

/**
 * One module shape (ADR 077): every module with routes, jobs or timers exports one of these from its
 * index.ts. `register` adds the module's routes, defines its job handlers and starts its schedules
 * itself, and returns what other modules need (its service or API); app.ts calls them in dependency
 * order, passing earlier modules' APIs as `deps`.
 */
export interface AppModule<Deps extends object, Api> {
  readonly name: string;
  register(app: FastifyInstance, ctx: AppContext, deps: Deps): Promise<Api>;
}

/** Declares a module (only types the object; no registry, no magic). */
export function defineModule<Deps extends object, Api>(module: AppModule<Deps, Api>): AppModule<Deps, Api> {
  return module;
}
