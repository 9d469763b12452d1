import { createHash } from 'node:crypto';
import { performance } from 'node:perf_hooks';
import { existsSync, readFileSync, readdirSync, statSync } from 'node:fs';
import { basename, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { gunzipSync, gzipSync } from 'node:zlib';
import { runInWorker } from '#platform/workers';
import {
  CHALLENGE_DIR,
  CHALLENGE_SETS,
  CHECK_NAME,
  evaluateChallenge,
  loadChallengeSequences,
  loadChallengeSet,
  type ChallengeSetSpec,
} from './challenge-eval';
import {
  CORPUS_DIR,
  createGuardianEngine,
  dedupeSamples,
  evaluateClassifier,
  GUARDIAN_ENGINE_VERSION,
  HANDWRITTEN_CATEGORY_LABELS,
  loadTrainingData,
  normalizeText,
  parseModel,
  predictLabels,
  readJsonl,
  splitSamples,
  trainGuardianModel,
  type TrainingSample,
  type TrainOptions,
} from './engine';
import type { GuardianTextModelFile, LoadedTrainingData, ModelMetrics, TextClassifier } from './engine';
import {
  challengeFigures,
  pairOutcomes,
  pairTally,
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
   * The active model's challenge measurement when already made with these inputs: `activeChallengeCache` keeps it
   * in this process's memory (figures and per-message flags, no text; never stored, never sent to a client).
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
  /** The files the gate measures both models on; absent: every wired set and development file (ADR 304). */
  gateSets?: GateSets;
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
  /** Held-out samples unseen by both (when the active model has a digest of its seen texts), and why not if not. */
  heldOut: PairedComparison['heldOut'];
  heldOutNote: string | null;
  /** Whether `current` came from `activeChallengeCache` (not re-measured in this run). */
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
 * corpus, hand-written files) + our feedback, minus any message that is in a challenge set or in the gate's
 * development files (`GATE_DEV_SETS`, ADR 168): a moderator may well have labelled the same words in a real chat,
 * a hand-written file may repeat a stock phrase; neither may train the model the sets judge.
 */
export function trainingSamplesFor(
  input: Pick<RetrainInput, 'feedback' | 'dataDir'> & {
    /**
     * Hand-written files (names under corpus/) read beside `HANDWRITTEN_CORPUS_FILES`, for a CLI candidate trained on
     * files not yet in that list (ADR 204). The model file records them (`training.extraHandwritten`), so the gate
     * rebuilds the candidate's split with them. The in-app retrain passes none.
     */
    extraHandwritten?: readonly string[];
  },
): {
  samples: TrainingSample[];
  excluded: number;
  notes: string[];
  sources: LoadedTrainingData['sources'];
} {
  const base = loadTrainingData(input.dataDir ? { dataDir: input.dataDir } : {});
  for (const file of input.extraHandwritten ?? []) {
    const path = resolve(CORPUS_DIR, file);
    const rows = readJsonl(path, 'handwritten', HANDWRITTEN_CATEGORY_LABELS);
    base.samples.push(...rows);
    base.sources.push({ source: 'handwritten', path, found: true, count: rows.length });
  }
  const texts = challengeTextSet();
  const gateTexts = challengeTextSet(GATE_DEV_SETS);
  const all = [...base.samples, ...input.feedback];
  const samples = all.filter((s) => !texts.has(comparable(s.text)) && !gateTexts.has(comparable(s.text)));
  assertNoChallengeText(samples, texts);
  const excluded = all.length - samples.length;
  const notes = excluded
    ? [...base.notes, `${excluded} challenge-set or gate development messages left out of training`]
    : base.notes;
  return { samples, excluded, notes, sources: base.sources };
}

/** Challenge sets and development files a measurement reads. */
export interface GateSets {
  challenge: readonly ChallengeSetSpec[];
  dev: readonly ChallengeSetSpec[];
}

/**
 * The wired sets and development files with these file names (`config.guardianGateSets`): a smaller gate for API tests
 * that check a retrain's plumbing, not its figures (ADR 304). A name that is not wired throws.
 */
export function gateSetsNamed(names: readonly string[]): GateSets {
  const named = (s: ChallengeSetSpec) => names.includes(basename(s.file));
  const sets = { challenge: CHALLENGE_SETS.filter(named), dev: GATE_DEV_SETS.filter(named) };
  const unknown = names.filter((n) => ![...sets.challenge, ...sets.dev].some((s) => basename(s.file) === n));
  if (unknown.length) throw new Error(`not a wired challenge or development file: ${unknown.join(', ')}`);
  return sets;
}

/**
 * The full engine (live keywords, context, behaviour) with `model` on every wired challenge set and development file
 * (fewer sets: tests that need a measurement, not the gate's).
 */
export function measureChallenge(
  model: GuardianTextModelFile | null,
  keywords: GateInput['keywords'],
  sets: GateSets = { challenge: CHALLENGE_SETS, dev: GATE_DEV_SETS },
): MeasuredChallenge {
  const engine = createGuardianEngine({
    bannedKeywords: keywords.banned,
    nsfwKeywords: keywords.nsfw,
    model: model ? parseModel(model) : null,
  });
  return measureEngine(engine, sets.challenge, sets.dev);
}

/**
 * One engine on `sets` (by default every wired set) and `devSets` (the gate's development files): the figures and
 * per-message flags `pairOutcomes` pairs. The gate CLI passes the sets of its pool (ADR 285: every wired set but the HOLD OUT).
 */
export function measureEngine(
  engine: ReturnType<typeof createGuardianEngine>,
  sets: readonly ChallengeSetSpec[] = CHALLENGE_SETS,
  devSets: readonly ChallengeSetSpec[] = GATE_DEV_SETS,
): MeasuredChallenge {
  // The keyword baseline is not part of the gate: a matcher that never matches skips its work.
  const noBaseline = { hasMatch: () => false };
  const measured: MeasuredChallenge = { figures: {}, outcomes: {} };
  for (const set of sets) {
    const report = evaluateChallenge(engine, noBaseline, set);
    measured.figures[set.file] = challengeFigures(report);
    measured.outcomes[set.file] = report.outcomes;
  }
  for (const set of devSets) {
    const report = evaluateChallenge(engine, noBaseline, set);
    const key = `dev/${basename(set.file)}`;
    measured.outcomes[key] = {};
    const checks: ChallengeSetFigures['checks'] = {};
    for (const check of GATE_DEV_CHECKS) {
      const flags = report.outcomes[check] ?? [];
      measured.outcomes[key][CHECK_NAME.dev(check)] = flags;
      checks[CHECK_NAME.dev(check)] = { n: flags.length, met: flags.filter(Boolean).length };
    }
    const all = Object.values(checks);
    measured.figures[key] = { overall: { n: sum(all, 'n'), met: sum(all, 'met') }, checks };
  }
  return measured;
}
const sum = (tallies: Array<{ n: number; met: number }>, k: 'n' | 'met') => tallies.reduce((a, t) => a + t[k], 0);

/**
 * Development files no model trains on (not among the hand-written training files, and left out of training
 * like the challenge sets), whose harmless lines and harmless split sends the gate pairs too (ADR 168): harmless
 * chat phrased near harm that an earlier round's rules misfired on, and split sends whose parts look alarming
 * alone. Their harmful lines were tuned against by the rules, so only the two harmless checks are kept.
 */
export const GATE_DEV_SETS: ChallengeSetSpec[] = [
  { file: 'dev-set-round6-misfires.jsonl', sequencesFile: 'dev-sequences-round6.jsonl' },
  { file: 'dev-set-round6-block.jsonl', sequencesFile: 'dev-sequences-round7.jsonl' },
  { file: 'dev-set-round8-misfires.jsonl', sequencesFile: 'dev-sequences-round8.jsonl' },
  { file: 'dev-set-round8-misfires-validation.jsonl' },
].map((s) => ({
  file: resolve(CORPUS_DIR, s.file),
  ...(s.sequencesFile ? { sequencesFile: resolve(CORPUS_DIR, s.sequencesFile) } : {}),
}));
/** The two harmless checks of the development files, named as in the challenge sets. */
const GATE_DEV_CHECKS = [CHECK_NAME.category('ordinary', 'allow'), CHECK_NAME.sequence('ordinary')];

/** What the active model's challenge measurement depends on: each part, when changed, makes it a miss. */
export interface ChallengeCacheInputs {
  /** The active model's file text as stored (null: no text model). */
  model: string | null;
  keywords: GateInput['keywords'];
  /** The engine's version (rule code cannot change in a process; a cache that outlived a change must not hit). */
  engineVersion?: string;
  /** The wired files: every challenge set and the gate's development files. */
  sets?: readonly ChallengeSetSpec[];
}

/** The key of one measurement: model text, engine version, keyword lists and each wired file's name, size, mtime. */
export function challengeCacheKey(inputs: ChallengeCacheInputs): string {
  const sets = inputs.sets ?? [...CHALLENGE_SETS, ...GATE_DEV_SETS];
  const files = sets
    .flatMap((s) => [s.file, s.sequencesFile ?? ''])
    .map((f) => {
      if (!f) return '';
      const stat = statSync(resolve(CHALLENGE_DIR, f), { throwIfNoEntry: false });
      return `${f}:${stat?.size ?? -1}:${stat?.mtimeMs ?? -1}`;
    });
  return createHash('sha256')
    .update(
      JSON.stringify([
        inputs.model,
        inputs.engineVersion ?? GUARDIAN_ENGINE_VERSION,
        inputs.keywords.banned,
        inputs.keywords.nsfw,
        files,
      ]),
    )
    .digest('hex');
}

/**
 * The active model's challenge measurement, shared by every Guardian service in this process (ADR 291). Measuring
 * it costs seconds of CPU per retrain; a second service, a re-created one or a retrain on another in-process instance
 * used to measure the same unchanged model again. It hits only when nothing the measurement reads has changed (the
 * key above). A few entries: the active model's, and a just-activated candidate's.
 */
const activeChallenges = new Map<string, MeasuredChallenge>();
const ACTIVE_CHALLENGES_KEPT = 4;
export const activeChallengeCache = {
  get: (key: string): MeasuredChallenge | null => activeChallenges.get(key) ?? null,
  /**
   * The measurement cached under `key`, or — for a smaller gate (`gateSets`, API tests) — its files' part of the same
   * model's cached full-gate measurement (ADR 315).
   */
  getForGate(key: string, inputs: Omit<ChallengeCacheInputs, 'sets'>, gateSets?: GateSets): MeasuredChallenge | null {
    const own = activeChallenges.get(key);
    if (own || !gateSets) return own ?? null;
    return measurementOf(activeChallenges.get(challengeCacheKey(inputs)) ?? null, gateSets);
  },
  set(key: string, measured: MeasuredChallenge): void {
    activeChallenges.delete(key);
    activeChallenges.set(key, measured);
    for (const oldest of activeChallenges.keys()) {
      if (activeChallenges.size <= ACTIVE_CHALLENGES_KEPT) break;
      activeChallenges.delete(oldest);
    }
  },
};

/**
 * The part of a measurement that covers `sets` (null when one of them is missing). `measureEngine` reads each file on
 * its own (a fresh report per file), so a file's figures and flags are the same measured alone or among all the others:
 * a smaller gate (`config.guardianGateSets`, API tests) can reuse the full gate's measurement of the active model that
 * another service in the process cached, instead of measuring that model again (ADR 315).
 */
export function measurementOf(measured: MeasuredChallenge | null, sets: GateSets): MeasuredChallenge | null {
  if (!measured) return null;
  const keys = [...sets.challenge.map((s) => s.file), ...sets.dev.map((s) => `dev/${basename(s.file)}`)];
  if (!keys.every((k) => k in measured.figures && k in measured.outcomes)) return null;
  return {
    figures: Object.fromEntries(keys.map((k) => [k, measured.figures[k]])),
    outcomes: Object.fromEntries(keys.map((k) => [k, measured.outcomes[k]])),
  };
}

/** What the held-out pairing found (ADR 152): the paired tally, or why none could be made. */
export interface HeldOutPairing {
  paired: PairedComparison['heldOut'];
  /** Samples in the comparison. */
  n: number;
  note: string | null;
}
/** The gate CLI's held-out pairing: also each model's macro F1 on exactly the paired samples (for its report). */
export interface HeldOutReport extends HeldOutPairing {
  macroF1: { candidate: number; current: number } | null;
}

const fnv32 = (s: string) => {
  let h = 0x811c9dc5;
  for (let i = 0; i < s.length; i++) h = Math.imul(h ^ s.charCodeAt(i), 0x01000193);
  return h >>> 0;
};
/** The keys a text counts as seen under: as typed (case and spacing folded) and as normalised today, hashed. */
export function seenKeys(text: string): [number, number] {
  return [fnv32(text.toLowerCase().replace(/\s+/g, ' ').trim()), fnv32(comparable(text))];
}
/** Where the digest of a model's seen texts lives (scripts/guardian/seen-digest.ts writes it). */
export const seenDigestPath = (version: string) =>
  fileURLToPath(new URL(`./model/seen-${version}.bin.gz`, import.meta.url));

/** Sorted unique key hashes, delta-encoded as little-endian uint32, gzipped. */
export function encodeSeenDigest(texts: readonly string[]): Buffer {
  const keys = [...new Set(texts.flatMap(seenKeys))].sort((a, b) => a - b);
  const out = new Uint32Array(keys.length);
  keys.forEach((k, i) => (out[i] = k - (i ? keys[i - 1] : 0)));
  return gzipSync(Buffer.from(out.buffer), { level: 9 });
}
/** The seen-key hashes of a model version, or null when no digest was made for it (e.g. an in-app model). */
export function loadSeenDigest(version: string): Set<number> | null {
  const path = seenDigestPath(version);
  if (!existsSync(path)) return null;
  const raw = gunzipSync(readFileSync(path));
  const deltas = new Uint32Array(raw.buffer, raw.byteOffset, raw.byteLength / 4);
  const keys = new Set<number>();
  let k = 0;
  for (const d of deltas) keys.add((k = (k + d) >>> 0));
  return keys;
}

/**
 * Held-out samples neither model trained or calibrated on, label right under each (ADR 152): the candidate's
 * reference test lines (the sources earlier models were measured on) whose keys are not among the active model's
 * seen keys. A hash collision only drops a sample, never lets a seen one in.
 */
export function pairHeldOutSamples(
  candidate: TextClassifier,
  current: TextClassifier,
  reference: readonly TrainingSample[],
  seen: ReadonlySet<number>,
): HeldOutPairing {
  const shared = unseenSamples(reference, seen);
  if (!shared.length) return { paired: null, n: 0, note: 'no held-out sample is unseen by both models' };
  const labelRight = (m: TextClassifier) => predictLabels(m, shared).map((label, i) => label === shared[i].label);
  return { paired: pairTally(labelRight(current), labelRight(candidate)), n: shared.length, note: null };
}
/** The reference samples none of whose keys are among the active model's seen keys. */
const unseenSamples = (reference: readonly TrainingSample[], seen: ReadonlySet<number>) =>
  reference.filter((s) => !seenKeys(s.text).some((k) => seen.has(k)));

/** The test lines a model's headline figures are on: its split minus the hard-negative (hand-written) sources. */
export const referenceTest = (test: readonly TrainingSample[], hardNegativeSources: readonly string[]) =>
  test.filter((s) => !hardNegativeSources.includes(s.source ?? ''));

/**
 * The gate CLI's held-out pairing for a model file: its split is rebuilt from today's data with its seed (checked:
 * its recorded macro F1 must be reproduced exactly), then paired as above, with each model's macro F1 on the paired
 * samples (only the CLI prints it; the in-app retrain keeps the tally alone).
 */
export function pairHeldOut(
  candidate: GuardianTextModelFile,
  current: GuardianTextModelFile,
  seen: ReadonlySet<number>,
  dataDir?: string,
): HeldOutReport {
  const none = (note: string): HeldOutReport => ({ paired: null, n: 0, macroF1: null, note });
  const training = (candidate.training ?? {}) as {
    seed?: number;
    hardNegatives?: { sources?: string[] };
    extraHandwritten?: string[];
  };
  if (!candidate.metrics) return none('the candidate has no held-out metrics');
  const extraHandwritten = training.extraHandwritten ?? [];
  const { samples } = trainingSamplesFor({ feedback: [], extraHandwritten, ...(dataDir ? { dataDir } : {}) });
  const split = splitSamples(dedupeSamples(samples), training.seed ?? 42);
  const reference = referenceTest(split.test, training.hardNegatives?.sources ?? ['handwritten']);
  const cand = parseModel(candidate);
  const sizes = { train: split.train.length, validation: split.validation.length, test: split.test.length };
  const rebuilt = evaluateClassifier(cand, reference, sizes).macroF1;
  if (Math.abs(rebuilt - candidate.metrics.macroF1) > 1e-4)
    return none(
      `the candidate's split could not be rebuilt (macro F1 ${rebuilt} against ${candidate.metrics.macroF1})`,
    );
  const active = parseModel(current);
  const pairing = pairHeldOutSamples(cand, active, reference, seen);
  if (!pairing.paired) return { ...pairing, macroF1: null };
  const shared = unseenSamples(reference, seen);
  const f1 = (m: TextClassifier) =>
    evaluateClassifier(m, shared, { train: 0, validation: 0, test: shared.length }).macroF1;
  return { ...pairing, macroF1: { candidate: f1(cand), current: f1(active) } };
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
    const candidate = measureChallenge(result.file, input.gate.keywords, input.gateSets);
    let current = input.gate.currentChallenge;
    const currentCached = current !== null;
    let currentFile: GuardianTextModelFile | null = null;
    try {
      currentFile = input.gate.currentModel ? (JSON.parse(input.gate.currentModel) as GuardianTextModelFile) : null;
      if (currentFile) parseModel(currentFile);
    } catch {
      // An active model that cannot load is not running: the live engine has no classifier.
      currentFile = null;
    }
    current ??= measureChallenge(currentFile, input.gate.keywords, input.gateSets);
    // Held-out samples unseen by both: only when the active model's seen texts are known (ADR 152).
    const seen = currentFile ? loadSeenDigest(currentFile.version) : null;
    const heldOut =
      currentFile && seen
        ? pairHeldOutSamples(
            result.classifier,
            parseModel(currentFile),
            referenceTest(result.split.test, ['handwritten']),
            seen,
          )
        : null;
    challenge = {
      candidate,
      current,
      paired: pairOutcomes(candidate.outcomes, current.outcomes),
      heldOut: heldOut?.paired ?? null,
      heldOutNote: heldOut ? heldOut.note : currentFile ? `no digest of ${currentFile.version}'s seen texts` : null,
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
