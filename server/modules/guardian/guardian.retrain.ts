import { Worker } from 'node:worker_threads';
import { loadTrainingData, trainGuardianModel, type TrainingSample } from './engine';
import type { GuardianTextModelFile, ModelMetrics } from './engine';

export interface RetrainInput {
  /** Samples from our own database (moderators, reports, admins). */
  feedback: TrainingSample[];
  /** Folder with the public datasets, when this installation has them. */
  dataDir?: string;
  version: string;
}
export interface RetrainOutput {
  file: GuardianTextModelFile;
  metrics: ModelMetrics;
  sampleCount: number;
  feedbackCount: number;
  notes: string[];
  durationMs: number;
}

/** The training itself (pure CPU): shipped corpora + our feedback samples → a model with held-out metrics. */
export function retrain(input: RetrainInput): RetrainOutput {
  const base = loadTrainingData(input.dataDir ? { dataDir: input.dataDir } : {});
  const samples = [...base.samples, ...input.feedback];
  const result = trainGuardianModel(samples, { version: input.version });
  return {
    file: result.file,
    metrics: result.metrics,
    sampleCount: result.split.train.length + result.split.validation.length + result.split.test.length,
    feedbackCount: input.feedback.length,
    notes: base.notes,
    durationMs: result.durationMs,
  };
}

/**
 * Runs `retrain` on a worker thread so seconds of training never stall requests. The worker
 * loads TypeScript through tsx, as the app itself does.
 */
export function retrainOffThread(input: RetrainInput): Promise<RetrainOutput> {
  return new Promise((resolve, reject) => {
    const worker = new Worker(new URL('./guardian.retrain-worker.ts', import.meta.url), {
      workerData: input,
      execArgv: ['--import', 'tsx'],
    });
    worker.once('message', (message: { ok: true; output: RetrainOutput } | { ok: false; error: string }) => {
      if (message.ok) resolve(message.output);
      else reject(new Error(message.error));
    });
    worker.once('error', reject);
    worker.once('exit', (code) => { if (code !== 0) reject(new Error(`retrain worker exited with ${code}`)); });
  });
}
