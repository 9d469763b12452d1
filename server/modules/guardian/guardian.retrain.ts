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
  dedupeSamples,
  evaluateClassifier,
  loadTrainingData,
  normalizeText,
  parseModel,
  predictLabels,
  splitSamples,
  trainGuardianModel,
  type TrainingSample,
  type TrainOptions,
} from './engine';
import type { GuardianTextModelFile, LoadedTrainingData, ModelMetrics } from './engine';
import {
  challengeFigures,
  pairOutcomes,
  type ChallengeOutcomes,
  type ChallengeSetFigures,
  type PairedComparison,
  type PromotionFigures,
} from './guardian.promotion';

/** What the promotion gate needs measured beside the training (ADR 122). */
export interface GateInput {
  /** The keyword lists the live engine runs with, so both models are measured as they would run. */
  keywords: { banned: string[]; nsfw: string[] };
  /** The active model's file (JSON text); null when Guardian runs without a text model. */
  currentModel: string | null;
  /**
   * The active model's challenge measurement when already made with these keywords: the service caches it in
   * memory (figures and per-message flags, no text; never stored, never sent to a client).
   */
  currentChallenge: MeasuredChallenge | null;
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
/** One model on every wired set: the figures the record stores and the per-message flags the pairing needs. */
export interface MeasuredChallenge {
  figures: Record<string, ChallengeSetFigures>;
  outcomes: ChallengeOutcomes;
}
export interface ChallengeMeasurement {
  /** Each model's measurement: figures for the record, flags (no text) for the service's in-memory cache only. */
  candidate: MeasuredChallenge;
  current: MeasuredChallenge;
  /** Both models on the same messages, pooled per check (ADR 152); counts only. */
  paired: Pick<PairedComparison, 'challenge' | 'unpaired'>;
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

/** The full engine (live keywords, context, behaviour) with `model` on every wired challenge set. */
export function measureChallenge(
  model: GuardianTextModelFile | null,
  keywords: GateInput['keywords'],
): MeasuredChallenge {
  const engine = createGuardianEngine({
    bannedKeywords: keywords.banned,
    nsfwKeywords: keywords.nsfw,
    model: model ? parseModel(model) : null,
  });
  // The keyword baseline is not part of the gate: a matcher that never matches skips its work.
  const noBaseline = { hasMatch: () => false };
  const measured: MeasuredChallenge = { figures: {}, outcomes: {} };
  for (const set of CHALLENGE_SETS) {
    const report = evaluateChallenge(engine, noBaseline, set);
    measured.figures[set.file] = challengeFigures(report);
    measured.outcomes[set.file] = report.outcomes;
  }
  return measured;
}

/** What the held-out pairing found (gate CLI, ADR 152): the paired tally, or why none could be made. */
export interface HeldOutPairing {
  paired: PairedComparison['heldOut'];
  /** Samples in the comparison, and each model's macro F1 on exactly those samples (for the report). */
  n: number;
  macroF1: { candidate: number; current: number } | null;
  note: string | null;
}

/**
 * Held-out samples neither model trained or calibrated on, label right under each (ADR 152). The candidate's split
 * is rebuilt from today's data with its seed (checked: its recorded macro F1 must be reproduced exactly); its
 * reference test lines (the sources earlier models were measured on) are kept when their text, as typed and as
 * normalised today, is not among `seenByCurrent` — every text the active model trained or calibrated on, rebuilt
 * with the loader of its day (scripts/guardian/seen-split.ts).
 */
export function pairHeldOut(
  candidate: GuardianTextModelFile,
  current: GuardianTextModelFile,
  seenByCurrent: readonly string[],
  dataDir?: string,
): HeldOutPairing {
  const none = (note: string): HeldOutPairing => ({ paired: null, n: 0, macroF1: null, note });
  const training = (candidate.training ?? {}) as { seed?: number; hardNegatives?: { sources?: string[] } };
  if (!candidate.metrics) return none('the candidate has no held-out metrics');
  const { samples } = trainingSamplesFor({ feedback: [], ...(dataDir ? { dataDir } : {}) });
  const split = splitSamples(dedupeSamples(samples), training.seed ?? 42);
  const hardNegative = training.hardNegatives?.sources ?? ['handwritten'];
  const reference = split.test.filter((s) => !hardNegative.includes(s.source ?? ''));
  const cand = parseModel(candidate);
  const sizes = { train: split.train.length, validation: split.validation.length, test: split.test.length };
  const rebuilt = evaluateClassifier(cand, reference, sizes).macroF1;
  if (Math.abs(rebuilt - candidate.metrics.macroF1) > 1e-4)
    return none(
      `the candidate's split could not be rebuilt (macro F1 ${rebuilt} against ${candidate.metrics.macroF1})`,
    );
  const key = (t: string) => t.toLowerCase().replace(/\s+/g, ' ').trim();
  const seen = new Set<string>();
  for (const t of seenByCurrent) seen.add(key(t)).add(comparable(t));
  const shared = reference.filter((s) => !seen.has(key(s.text)) && !seen.has(comparable(s.text)));
  if (!shared.length) return none('no held-out sample is unseen by both models');
  const cur = parseModel(current);
  const a = predictLabels(cur, shared);
  const c = predictLabels(cand, shared);
  const t = { n: shared.length, both: 0, losses: 0, gains: 0 };
  shared.forEach((s, i) => {
    const okA = a[i] === s.label;
    const okC = c[i] === s.label;
    if (okA && okC) t.both++;
    else if (okA) t.losses++;
    else if (okC) t.gains++;
  });
  const f1 = (m: typeof cand) => evaluateClassifier(m, shared, sizes).macroF1;
  return { paired: t, n: shared.length, macroF1: { candidate: f1(cand), current: f1(cur) }, note: null };
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
    challenge = {
      candidate,
      current,
      paired: pairOutcomes(candidate.outcomes, current.outcomes),
      currentCached,
      durationMs: performance.now() - t0,
    };
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
