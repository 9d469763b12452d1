import type { FastifyInstance } from 'fastify';
import type { Logger } from 'pino';
import type { AppConfig } from './config';
import type { DatabaseHandle } from '#db/client';
import type { Mailer } from '#platform/mailer';
import type { JobQueue } from '#platform/jobs';
import type { Outbox } from '#platform/outbox';
import type { FileStorage } from '#platform/storage';
import { startTimers, type ModuleTimer } from '#platform/timers';

export type { ModuleTimer } from '#platform/timers';

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
 * index.ts. `register` adds the module's routes, defines its job handlers and returns what other
 * modules need (its service or API); app.ts calls them in dependency order, passing earlier modules'
 * APIs as `deps`. `timers` declares the module's background work (ADR 096): the platform starts it
 * when the app is ready and stops it on close, only when `config.backgroundTimers` is on.
 */
export interface AppModule<Deps extends object, Api> {
  readonly name: string;
  register(app: FastifyInstance, ctx: AppContext, deps: Deps): Promise<Api>;
  timers?(api: Api, ctx: AppContext): ModuleTimer[];
}

/**
 * Declares a module. Its `register` also hands the declared timers to the platform (ADR 096); nothing
 * else is added (no registry, no plugin encapsulation: hooks and routes land on the root instance).
 */
export function defineModule<Deps extends object, Api>(module: AppModule<Deps, Api>): AppModule<Deps, Api> {
  const { timers } = module;
  if (!timers) return module;
  return {
    ...module,
    async register(app, ctx, deps) {
      const api = await module.register(app, ctx, deps);
      startTimers(app, ctx.config, ctx.log, timers(api, ctx));
      return api;
    },
  };
}
