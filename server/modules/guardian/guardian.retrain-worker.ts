import { parentPort, workerData } from 'node:worker_threads';
import { retrain, type RetrainInput } from './guardian.retrain';

try {
  parentPort!.postMessage({ ok: true, output: retrain(workerData as RetrainInput) });
} catch (error) {
  parentPort!.postMessage({ ok: false, error: error instanceof Error ? error.message : String(error) });
}
