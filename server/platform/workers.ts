import { Worker } from 'node:worker_threads';

const BOOTSTRAP = new URL('./ts-worker.mjs', import.meta.url);

/**
 * Runs a TypeScript module on a worker thread and resolves with the one message it posts:
 * `{ ok: true, output }` or `{ ok: false, error }`. For CPU-heavy work that must not stall requests.
 */
export function runInWorker<I, O>(entry: URL, input: I): Promise<O> {
  return new Promise((resolve, reject) => {
    const worker = new Worker(BOOTSTRAP, { workerData: { entry: entry.href, input } });
    let settled = false;
    worker.once('message', (message: { ok: true; output: O } | { ok: false; error: string }) => {
      settled = true;
      if (message.ok) resolve(message.output);
      else reject(new Error(message.error));
    });
    worker.once('error', (error) => { settled = true; reject(error); });
    worker.once('exit', (code) => { if (!settled) reject(new Error(`worker exited with code ${code} before answering`)); });
  });
}
