import { parentPort, workerData } from 'node:worker_threads';
import { retrain, type RetrainInput } from './guardian.retrain';

// Runs inside a worker thread (see server/platform/workers.ts).
try {
  parentPort!.postMessage({ ok: true, output: retrain((workerData as { input: RetrainInput }).input) });
} catch (error) {
  parentPort!.postMessage({ ok: false, error: error instanceof Error ? error.message : String(error) });
}
