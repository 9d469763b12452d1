import { Worker } from 'node:worker_threads';

const BOOTSTRAP = new URL('./ts-worker.mjs', import.meta.url);

/** Every worker thread still running, so shutdown can end them before the process exits. */
const live = new Set<Worker>();
let refusing = false;

/**
 * Runs a TypeScript module on a worker thread and resolves with the one message it posts:
 * `{ ok: true, output }` or `{ ok: false, error }`. For CPU-heavy work that must not stall requests.
 */
export function runInWorker<I, O>(entry: URL, input: I): Promise<O> {
  if (refusing) return Promise.reject(new Error('shutting down: no new worker threads'));
  return new Promise((resolve, reject) => {
    const worker = new Worker(BOOTSTRAP, { workerData: { entry: entry.href, input } });
    live.add(worker);
    let settled = false;
    worker.once('message', (message: { ok: true; output: O } | { ok: false; error: string }) => {
      settled = true;
      if (message.ok) resolve(message.output);
      else reject(new Error(message.error));
    });
    worker.once('error', (error) => {
      settled = true;
      reject(error);
    });
    worker.once('exit', (code) => {
      live.delete(worker);
      if (!settled) reject(new Error(`worker exited with code ${code} before answering`));
    });
  });
}

/**
 * Shutdown: ends every running worker thread (their callers see a rejection, so a job running one
 * fails now and pg-boss retries it on the next start) and refuses new ones. Without this the job
 * queue's graceful stop waits for a minutes-long retrain, and process.exit() has to join a thread
 * that may be parked inside tsx's loader hooks, which is where the main thread sat in a futex.
 */
export async function terminateWorkers(): Promise<number> {
  refusing = true;
  const running = [...live];
  await Promise.allSettled(running.map((worker) => worker.terminate()));
  return running.length;
}
