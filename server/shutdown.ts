import { spawn } from 'node:child_process';
import fs from 'node:fs';
import type { FastifyInstance } from 'fastify';
import { closeContext } from './bootstrap';
import type { AppContext } from './context';
import { pgliteLockFile } from '#db/client';
import { terminateWorkers } from '#platform/workers';

/** Whole budget from the signal to a dead process. */
export const SHUTDOWN_BUDGET_MS = 10_000;

/**
 * The last resort, in a separate process: after `ms` it SIGKILLs `pid` if it is still alive and
 * removes the embedded database's lock when it still names that pid. Nothing in the app can block
 * it: it has its own event loop, and SIGKILL is carried out by the kernel without the target's
 * cooperation — unlike a timer in our own process, which never fires while the main thread is
 * stuck in a synchronous wait (the hang this replaces sat in a futex inside process.exit()).
 */
export function startWatchdog(pid: number, ms: number, lockFile: string | null): void {
  const script = `
    const [pid, ms, lock] = [Number(process.argv[1]), Number(process.argv[2]), process.argv[3]];
    const alive = () => { try { process.kill(pid, 0); return true; } catch { return false; } };
    const poll = setInterval(() => { if (!alive()) process.exit(0); }, 100);
    setTimeout(() => {
      clearInterval(poll);
      if (!alive()) return;
      process.kill(pid, 'SIGKILL');
      const fs = require('node:fs');
      try {
        if (lock && fs.readFileSync(lock, 'utf8').trim() === String(pid)) fs.rmSync(lock, { force: true });
      } catch {}
      process.stderr.write('Vibeline did not stop within ' + ms + ' ms: killed by the shutdown watchdog\\n');
    }, ms);`;
  const child = spawn(process.execPath, ['-e', script, String(pid), String(ms), lockFile ?? ''], {
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  child.unref();
}

/**
 * Graceful shutdown, bounded: the watchdog is armed first; then worker threads are ended (a job
 * running one fails and pg-boss retries it later), HTTP stops accepting and drains (sockets get
 * close code 1012 and reconnect), the job queue stops, the database closes (releasing PGlite's lock).
 */
export async function shutdown(app: FastifyInstance, ctx: AppContext, signal: string): Promise<void> {
  const started = Date.now();
  const lockFile = ctx.database.kind === 'pglite' ? pgliteLockFile(ctx.config.dataDir) : null;
  startWatchdog(process.pid, SHUTDOWN_BUDGET_MS - 500, lockFile);
  ctx.log.info({ signal }, 'shutting down');
  // The queue stops fetching first, so a job whose worker is ended is not picked up again before the
  // queue stops; ending workers makes running jobs fail at once instead of holding the queue's wait.
  const [workers] = await Promise.all([terminateWorkers(), ctx.jobs.stop()]);
  // HTTP drains for at most 3 s; a connection still open then (a slow upload, a socket that never
  // answers the close handshake) is cut so the database can close within the budget.
  let drained = true;
  const cut = setTimeout(() => {
    drained = false;
    app.server.closeAllConnections();
  }, 3_000);
  await app.close();
  clearTimeout(cut);
  if (!drained) ctx.log.warn('connections still open after 3 s were closed');
  await closeContext(ctx);
  ctx.log.info({ ms: Date.now() - started, workersEnded: workers }, 'stopped');
  if (lockFile && fs.existsSync(lockFile)) ctx.log.warn({ lockFile }, 'database lock still present after close');
}
