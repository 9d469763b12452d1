import { performance } from 'node:perf_hooks';
import { runInWorker } from '#platform/workers';
import { readdirSync } from 'node:fs';
import {
  CHALLENGE_DIR,
  CHALLENGE_SETS,
  evaluateChallenge,
  loadChallengeSequences,
  loadChallengeSet,
  type ChallengeSetSpec,
} from './challenge-eval';
import {
  createGuardianEngine,
  loadTrainingData,
  normalizeText,
  parseModel,
  trainGuardianModel,
  type TrainingSample,
  type TrainOptions,
} from './engine';
import type { GuardianTextModelFile, LoadedTrainingData, ModelMetrics } from './engine';
import { challengeFigures, type ChallengeSetFigures, type PromotionFigures } from './guardian.promotion';

/** What the promotion gate needs measured beside the training (ADR 122). */
export interface GateInput {
  /** The keyword lists the live engine runs with, so both models are measured as they would run. */
  keywords: { banned: string[]; nsfw: string[] };
  /** The active model's file (JSON text); null when Guardian runs without a text model. */
  currentModel: string | null;
  /** The active model's challenge figures when already measured with these keywords (the service caches them). */
  currentChallenge: Record<string, ChallengeSetFigures> | null;
}

export interface RetrainInput {
  /** Samples from our own database (moderators, reports, admins). */
  feedback: TrainingSample[];
  /** Folder with the public datasets, when this installation has them. */
  dataDir?: string;
  version: string;
  /** Measure candidate and active model on the challenge sets (the promotion gate). */
  gate?: GateInput;
  /** Training knobs (the service's seam for a deliberately weak candidate in tests). */
  trainOptions?: Partial<Pick<TrainOptions, 'epochs' | 'learningRate' | 'l2'>>;
}
export interface ChallengeMeasurement {
  candidate: Record<string, ChallengeSetFigures>;
  current: Record<string, ChallengeSetFigures>;
  /** Whether `current` came from the service's cache (not re-measured in this run). */
  currentCached: boolean;
  /** Wall time of the challenge evaluation in this run. */
  durationMs: number;
}
export interface RetrainOutput {
  file: GuardianTextModelFile;
  metrics: ModelMetrics;
  sampleCount: number;
  feedbackCount: number;
  /** Samples left out of training because they are challenge-set messages (ADR 122). */
  challengeExcluded: number;
  notes: string[];
  durationMs: number;
  challenge: ChallengeMeasurement | null;
}

/** The comparable text of a message: what the features see, with spacing and case folded. */
const comparable = (text: string) => normalizeText(text).deobfuscated.toLowerCase().replace(/\s+/g, ' ').trim();

/**
 * Every challenge file in the folder, wired into the gate or not yet (a set lands before its floors): none may
 * ever be training data.
 */
export function allChallengeSpecs(): ChallengeSetSpec[] {
  const files = readdirSync(CHALLENGE_DIR).sort();
  return [
    ...files.filter((f) => /^challenge-set.*\.jsonl$/.test(f)).map((file) => ({ file })),
    ...files
      .filter((f) => /^challenge-sequences.*\.jsonl$/.test(f))
      .map((sequencesFile) => ({ file: '', sequencesFile })),
  ];
}

let challengeTexts: Set<string> | null = null;
/** Every message of every challenge set and its sequences (by default every file in the folder), comparable. */
export function challengeTextSet(sets?: ChallengeSetSpec[]): Set<string> {
  if (challengeTexts && !sets) return challengeTexts;
  const texts = new Set<string>();
  for (const s of sets ?? allChallengeSpecs()) {
    if (s.file) for (const item of loadChallengeSet(s.file)) texts.add(comparable(item.text));
    if (s.sequencesFile)
      for (const seq of loadChallengeSequences(s.sequencesFile)) for (const p of seq.parts) texts.add(comparable(p));
  }
  if (!sets) challengeTexts = texts;
  return texts;
}

/** Throws if any sample is a challenge-set message: the sets are never training data (ADR 122). */
export function assertNoChallengeText(samples: readonly TrainingSample[], texts = challengeTextSet()): void {
  const leaked = samples.find((s) => texts.has(comparable(s.text)));
  if (leaked)
    throw new Error(`challenge-set message in the training data: ${JSON.stringify(leaked.text.slice(0, 80))}`);
}

/**
 * What every training run learns from (the CLI and the in-app retrain): `loadTrainingData` (public sets, dating
 * corpus, hand-written files) + our feedback, minus any message that is in a challenge set (a moderator may well
 * have labelled the same words in a real chat, a hand-written file may repeat a stock phrase; neither may train
 * the model the sets judge).
 */
export function trainingSamplesFor(input: Pick<RetrainInput, 'feedback' | 'dataDir'>): {
  samples: TrainingSample[];
  excluded: number;
  notes: string[];
  sources: LoadedTrainingData['sources'];
} {
  const base = loadTrainingData(input.dataDir ? { dataDir: input.dataDir } : {});
  const texts = challengeTextSet();
  const all = [...base.samples, ...input.feedback];
  const samples = all.filter((s) => !texts.has(comparable(s.text)));
  assertNoChallengeText(samples, texts);
  const excluded = all.length - samples.length;
  const notes = excluded ? [...base.notes, `${excluded} challenge-set messages left out of training`] : base.notes;
  return { samples, excluded, notes, sources: base.sources };
}

/** The full engine (live keywords, context, behaviour) with `model` on every challenge set. */
export function measureChallenge(
  model: GuardianTextModelFile | null,
  keywords: GateInput['keywords'],
): Record<string, ChallengeSetFigures> {
  const engine = createGuardianEngine({
    bannedKeywords: keywords.banned,
    nsfwKeywords: keywords.nsfw,
    model: model ? parseModel(model) : null,
  });
  // The keyword baseline is not part of the gate: a matcher that never matches skips its work.
  const noBaseline = { hasMatch: () => false };
  return Object.fromEntries(
    CHALLENGE_SETS.map((set) => [set.file, challengeFigures(evaluateChallenge(engine, noBaseline, set))]),
  );
}

/** The figures `decidePromotion` compares, for a model's held-out metrics and its challenge figures. */
export function promotionFigures(
  metrics: ModelMetrics | null,
  challenge: Record<string, ChallengeSetFigures>,
): PromotionFigures {
  return {
    macroF1: metrics?.macroF1 ?? null,
    ordinaryChatFpr: metrics?.ordinaryChat.falsePositiveRate ?? null,
    smsHamFpr: metrics?.perSource.sms?.falsePositiveRate ?? null,
    challenge,
  };
}

/** The training itself (pure CPU): shipped corpora + our feedback samples → a model with held-out metrics. */
export function retrain(input: RetrainInput): RetrainOutput {
  const { samples, excluded, notes } = trainingSamplesFor(input);
  const result = trainGuardianModel(samples, { ...input.trainOptions, version: input.version });
  let challenge: ChallengeMeasurement | null = null;
  if (input.gate) {
    const t0 = performance.now();
    const candidate = measureChallenge(result.file, input.gate.keywords);
    let current = input.gate.currentChallenge;
    const currentCached = current !== null;
    if (!current) {
      try {
        const file = input.gate.currentModel ? (JSON.parse(input.gate.currentModel) as GuardianTextModelFile) : null;
        current = measureChallenge(file, input.gate.keywords);
      } catch {
        // An active model that cannot load is not running: the live engine has no classifier.
        current = measureChallenge(null, input.gate.keywords);
      }
    }
    challenge = { candidate, current, currentCached, durationMs: performance.now() - t0 };
  }
  return {
    file: result.file,
    metrics: result.metrics,
    sampleCount: result.split.train.length + result.split.validation.length + result.split.test.length,
    feedbackCount: input.feedback.length,
    challengeExcluded: excluded,
    notes,
    durationMs: result.durationMs,
    challenge,
  };
}

/** Runs `retrain` on a worker thread so seconds of training never stall requests. */
export function retrainOffThread(input: RetrainInput): Promise<RetrainOutput> {
  return runInWorker<RetrainInput, RetrainOutput>(new URL('./guardian.retrain-worker.ts', import.meta.url), input);
}
