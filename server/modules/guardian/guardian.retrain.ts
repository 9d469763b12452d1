import { runInWorker } from '#platform/workers';
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

/** Runs `retrain` on a worker thread so seconds of training never stall requests. */
export function retrainOffThread(input: RetrainInput): Promise<RetrainOutput> {
  return runInWorker<RetrainInput, RetrainOutput>(new URL('./guardian.retrain-worker.ts', import.meta.url), input);
}
