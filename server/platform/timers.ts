/**
 * Background timers declared by modules (ADR 096): started when the app is ready, cleared on close,
 * and switched as a whole by configuration (`backgroundTimers`, BACKGROUND_TIMERS), never by the
 * environment's name. Tests turn them off and run the work they need themselves.
 */
import type { FastifyInstance } from 'fastify';
import type { Logger } from 'pino';
import type { AppConfig } from '#server/config';

export interface ModuleTimer {
  /** Names the timer in logs, e.g. `safety.notification-sweep`. */
  readonly name: string;
  /** The work; nobody waits for it, a failure (thrown or rejected) is logged and the timer keeps going. */
  run(): Promise<unknown> | void;
  /** First run when the app is ready, then again every this many milliseconds; absent: only that first run. */
  readonly everyMs?: number;
}

export function startTimers(
  app: FastifyInstance,
  config: Pick<AppConfig, 'backgroundTimers'>,
  log: Logger,
  timers: readonly ModuleTimer[],
): void {
  if (!config.backgroundTimers || timers.length === 0) return;
  const handles: NodeJS.Timeout[] = [];
  const runLogged = (timer: ModuleTimer) => {
    Promise.resolve()
      .then(() => timer.run())
      .catch((err: unknown) => log.warn({ err, timer: timer.name }, `${timer.name} failed`));
  };
  app.addHook('onReady', async () => {
    for (const timer of timers) {
      runLogged(timer);
      if (timer.everyMs) {
        const handle = setInterval(() => runLogged(timer), timer.everyMs);
        handle.unref();
        handles.push(handle);
      }
    }
  });
  app.addHook('onClose', async () => {
    for (const handle of handles) clearInterval(handle);
  });
}
