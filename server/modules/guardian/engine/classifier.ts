/**
 * Text classifier: multinomial logistic regression (softmax) over hashed character + word n-grams,
 * labels safe / harmful / nsfw / spam. Weights are trained by our own code (see train.ts) and stored
 * int8-quantised (one scale per label) as base64 inside a JSON model file together with its feature
 * config, calibrated per-label thresholds and the metrics measured on a held-out test split.
 */
import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { GuardianModelError } from './errors';
import { LOG_TABLE, featureScratch, wordClassTable, type FeatureConfig, type FeatureScratch } from './features';

const LOG_TABLE_SIZE = LOG_TABLE.length;
import type { NormalizedText } from './normalize';
import { GUARDIAN_LABELS, type ClassifierLayerResult, type GuardianLabel } from './types';

export const MODEL_FORMAT = 'guardian-text-model';
export const MODEL_FORMAT_VERSION = 1;

/** Default location of the committed model. */
export const DEFAULT_MODEL_PATH = fileURLToPath(new URL('../model/guardian-text-model.json', import.meta.url));

export interface BinaryMetrics {
  accuracy: number;
  precision: number;
  recall: number;
  f1: number;
  falsePositiveRate: number;
  falseNegativeRate: number;
  positives: number;
  negatives: number;
}

export interface LabelMetrics {
  precision: number;
  recall: number;
  f1: number;
  falsePositiveRate: number;
  falseNegativeRate: number;
  support: number;
}

export interface ModelMetrics {
  /** Measured on the held-out test split with the quantised weights and calibrated thresholds. */
  split: { train: number; validation: number; test: number };
  /** Binary view: positive = anything not safe. */
  overall: BinaryMetrics;
  multiclassAccuracy: number;
  macroF1: number;
  perLabel: Record<GuardianLabel, LabelMetrics>;
  /** FPR on ordinary chat (SMS ham + our safe corpus) in the test split. */
  ordinaryChat: { falsePositiveRate: number; count: number };
  perSource: Record<string, { count: number; accuracy: number; falsePositiveRate: number; falseNegativeRate: number }>;
  /**
   * The held-out hand-written lines (ADR 137), measured apart: the figures above stay on the public and generated
   * sources the earlier models were measured on, so the promotion gate compares like with like.
   */
  handwritten?: { count: number; macroF1: number; multiclassAccuracy: number; overall: BinaryMetrics };
  /**
   * False positives on the held-out lines of the extra ordinary-chat calibration files (the hand-written small talk,
   * ADR 159). Additive: `ordinaryChat` keeps its definition, which the gate compares with the shipped model's.
   */
  smallTalk?: { falsePositiveRate: number; count: number };
}

export interface GuardianTextModelFile {
  format: typeof MODEL_FORMAT;
  formatVersion: typeof MODEL_FORMAT_VERSION;
  version: string;
  trainedAt: string;
  labels: GuardianLabel[];
  features: FeatureConfig;
  /** Decision threshold per non-safe label on its softmax probability. */
  thresholds: Record<Exclude<GuardianLabel, 'safe'>, number>;
  /**
   * ADR 271: the bar a harmful flag must clear when no rule and no harm class in the text corroborates it (only the
   * reader, or nothing); `thresholds.harmful` is then the bar for a corroborated flag. Absent: one bar.
   */
  aloneThresholds?: { harmful: number };
  /**
   * ADR 281: the bar the harmful probability of the sender's recent parts joined with the latest one (the sliding
   * window) must clear to hold the latest part, calibrated by the trainer on joined ordinary chat of its validation
   * split. Absent: the window does not read the model below a hard-harm cue (the engine reads as before).
   */
  windowThresholds?: { harmful: number };
  bias: number[];
  weights: { encoding: 'int8-base64'; layout: 'bucket-major'; scales: number[]; sha256: string; data: string };
  metrics: ModelMetrics | null;
  training: Record<string, unknown>;
}

/**
 * A second head over this model's features (ADR 296, the severe-harm reader): called by `probabilities` with the
 * scratch of the text just hashed (before its reset) and the L2 normaliser, so it needs no feature pass of its own.
 */
export interface FeatureReader {
  read(x: FeatureScratch, inv: number): void;
}

export class TextClassifier {
  readonly version: string;
  readonly trainedAt: string;
  readonly labels: GuardianLabel[];
  readonly features: FeatureConfig;
  readonly thresholds: Record<Exclude<GuardianLabel, 'safe'>, number>;
  /** The model-alone bar (ADR 271; see the file's field), or null: one bar. */
  readonly aloneThresholds: { harmful: number } | null;
  /** The window bar (ADR 281; see the file's field), or null: the window reads the model only with a hard cue. */
  readonly windowThresholds: { harmful: number } | null;
  readonly metrics: ModelMetrics | null;
  /** Dequantised weights, bucket-major: w[bucket * K + k]. */
  private readonly w: Float32Array;
  private readonly bias: Float32Array;
  private readonly logits = new Float64Array(8);
  private readonly k: number;
  /** int8 weights + one scale per label when loaded from a file: 4x smaller, so the random
   *  per-feature lookups stay in cache (the float copy is kept for re-serialising). */
  private readonly q: Int8Array | null;
  private readonly qScales: Float64Array | null;

  constructor(args: {
    version: string;
    trainedAt: string;
    labels: GuardianLabel[];
    features: FeatureConfig;
    thresholds: Record<Exclude<GuardianLabel, 'safe'>, number>;
    aloneThresholds?: { harmful: number } | null;
    windowThresholds?: { harmful: number } | null;
    weights: Float32Array;
    bias: ArrayLike<number>;
    metrics?: ModelMetrics | null;
    quantized?: { data: Int8Array; scales: number[] };
  }) {
    this.version = args.version;
    this.trainedAt = args.trainedAt;
    this.labels = args.labels;
    this.features = args.features;
    this.thresholds = args.thresholds;
    this.aloneThresholds = args.aloneThresholds ?? null;
    this.windowThresholds = args.windowThresholds ?? null;
    this.metrics = args.metrics ?? null;
    this.w = args.weights;
    this.bias = Float32Array.from(args.bias);
    this.k = args.labels.length;
    this.q = args.quantized?.data ?? null;
    this.qScales = args.quantized ? Float64Array.from(args.quantized.scales) : null;
    // Four int8 weights per bucket packed into one int32 (label c in byte c): one load per feature.
    const q = this.q;
    if (q && this.k === 4) {
      const packed = new Int32Array(q.length >> 2);
      for (let b = 0; b < packed.length; b++)
        packed[b] =
          (q[4 * b] & 255) | ((q[4 * b + 1] & 255) << 8) | ((q[4 * b + 2] & 255) << 16) | ((q[4 * b + 3] & 255) << 24);
      this.packed = packed;
    } else this.packed = null;
  }
  /** int8 weights of the four labels of a bucket in one int32 (byte c = label c), or null. */
  private readonly packed: Int32Array | null;

  /** Softmax probabilities for a deobfuscated text; `reader` (ADR 296) reads the same features on the way. */
  probabilities(deobfuscated: string, reader?: FeatureReader | null): Record<GuardianLabel, number> {
    // Features are hashed straight into a reusable count array; the dot product is taken over the
    // touched buckets and L2-normalised at the end (linear, so the same as normalising first).
    const x = featureScratch(this.features);
    x.accumulate(deobfuscated, this.packed);
    const K = this.k;
    const logits = this.logits;
    const w = this.q ?? this.w;
    for (let c = 0; c < K; c++) logits[c] = 0;
    let norm = 0;
    const packed = this.packed;
    if (packed) {
      // The shipped model (int8, four labels): sums kept in locals, in the same order as below, over
      // the same products (each byte sign-extended is the int8 weight), so the same result.
      let l0 = 0,
        l1 = 0,
        l2 = 0,
        l3 = 0;
      const touched = x.touched;
      const wts = x.wts;
      const cnt = x.cnt;
      const size = x.size;
      for (let j = 0; j < size; j++) {
        const slot = touched[j];
        const c = cnt[slot];
        const v = c < LOG_TABLE_SIZE ? LOG_TABLE[c] : 1 + Math.log(c);
        const p = wts[j];
        norm += v * v;
        l0 += ((p << 24) >> 24) * v;
        l1 += ((p << 16) >> 24) * v;
        l2 += ((p << 8) >> 24) * v;
        l3 += (p >> 24) * v;
      }
      logits[0] = l0;
      logits[1] = l1;
      logits[2] = l2;
      logits[3] = l3;
    } else {
      for (let j = 0; j < x.size; j++) {
        const base = x.bucket(j) * K;
        const v = x.value(j);
        norm += v * v;
        for (let c = 0; c < K; c++) logits[c] += w[base + c] * v;
      }
    }
    const floor = this.features.normFloor;
    const inv = norm > 0 ? 1 / Math.sqrt(floor !== undefined && norm < floor ? floor : norm) : 0;
    if (reader) reader.read(x, inv);
    x.reset();
    const sc = this.qScales;
    for (let c = 0; c < K; c++) logits[c] = this.bias[c] + logits[c] * inv * (sc ? sc[c] : 1);
    let max = -Infinity;
    for (let c = 0; c < K; c++) if (logits[c] > max) max = logits[c];
    let sum = 0;
    for (let c = 0; c < K; c++) {
      logits[c] = Math.exp(logits[c] - max);
      sum += logits[c];
    }
    const out = { safe: 0, harmful: 0, nsfw: 0, spam: 0 } as Record<GuardianLabel, number>;
    for (let c = 0; c < K; c++) out[this.labels[c]] = logits[c] / sum;
    return out;
  }

  /** Apply calibrated thresholds: flagged labels and the resulting top label. */
  decide(p: Record<GuardianLabel, number>): { flagged: GuardianLabel[]; label: GuardianLabel; confidence: number } {
    const flagged: GuardianLabel[] = [];
    let best: GuardianLabel = 'safe';
    let bestScore = 0;
    for (const l of ['harmful', 'nsfw', 'spam'] as const) {
      if (p[l] >= this.thresholds[l]) {
        flagged.push(l);
        if (p[l] > bestScore) {
          bestScore = p[l];
          best = l;
        }
      }
    }
    const confidence = best === 'safe' ? 1 - Math.max(p.harmful, p.nsfw, p.spam) : p[best];
    return { flagged, label: best, confidence };
  }

  classify(norm: NormalizedText, reader?: FeatureReader | null): ClassifierLayerResult {
    const probabilities = this.probabilities(norm.deobfuscated, reader);
    const { flagged, label, confidence } = this.decide(probabilities);
    return { status: 'ok', probabilities, flagged, label, confidence, modelVersion: this.version };
  }

  /** Serialise (quantises the weights to int8 with one scale per label). */
  toFile(extra: { metrics: ModelMetrics | null; training: Record<string, unknown> }): GuardianTextModelFile {
    const { data, scales } = quantize(this.w, this.k);
    const b64 = Buffer.from(data.buffer, data.byteOffset, data.byteLength).toString('base64');
    return {
      format: MODEL_FORMAT,
      formatVersion: MODEL_FORMAT_VERSION,
      version: this.version,
      trainedAt: this.trainedAt,
      labels: this.labels,
      features: this.features,
      thresholds: this.thresholds,
      ...(this.aloneThresholds ? { aloneThresholds: this.aloneThresholds } : {}),
      ...(this.windowThresholds ? { windowThresholds: this.windowThresholds } : {}),
      bias: Array.from(this.bias, (v) => round6(v)),
      weights: { encoding: 'int8-base64', layout: 'bucket-major', scales, sha256: sha256(b64), data: b64 },
      metrics: extra.metrics,
      training: extra.training,
    };
  }

  /** Weights after an int8 round trip (what a saved model will use). */
  quantized(): TextClassifier {
    const { data, scales } = quantize(this.w, this.k);
    return new TextClassifier({
      version: this.version,
      trainedAt: this.trainedAt,
      labels: this.labels,
      features: this.features,
      thresholds: this.thresholds,
      aloneThresholds: this.aloneThresholds,
      windowThresholds: this.windowThresholds,
      weights: dequantize(data, scales, this.k),
      bias: this.bias,
      metrics: this.metrics,
      quantized: { data, scales },
    });
  }

  /** Copy with other thresholds / metrics / version. */
  with(
    changes: Partial<{
      thresholds: TextClassifier['thresholds'];
      aloneThresholds: TextClassifier['aloneThresholds'];
      windowThresholds: TextClassifier['windowThresholds'];
      metrics: ModelMetrics | null;
      version: string;
    }>,
  ): TextClassifier {
    return new TextClassifier({
      version: changes.version ?? this.version,
      trainedAt: this.trainedAt,
      labels: this.labels,
      features: this.features,
      thresholds: changes.thresholds ?? this.thresholds,
      aloneThresholds: changes.aloneThresholds === undefined ? this.aloneThresholds : changes.aloneThresholds,
      windowThresholds: changes.windowThresholds === undefined ? this.windowThresholds : changes.windowThresholds,
      weights: this.w,
      bias: this.bias,
      metrics: changes.metrics === undefined ? this.metrics : changes.metrics,
      quantized: this.q && this.qScales ? { data: this.q, scales: Array.from(this.qScales) } : undefined,
    });
  }

  /** Hash of the weights (for deterministic versioning and tests). */
  fingerprint(): string {
    const { data } = quantize(this.w, this.k);
    // The thresholds too: two calibrations of one training decide differently, so they are two versions, and the
    // service caches a model's challenge measurement by version (ADR 168).
    return createHash('sha256')
      .update(data)
      .update(Float32Array.from(this.bias))
      .update(JSON.stringify(this.thresholds))
      .update(this.aloneThresholds ? JSON.stringify(this.aloneThresholds) : '')
      .update(this.windowThresholds ? JSON.stringify(this.windowThresholds) : '')
      .digest('hex')
      .slice(0, 16);
  }
}

function round6(v: number): number {
  return Math.round(v * 1e6) / 1e6;
}

function sha256(s: string): string {
  return createHash('sha256').update(s).digest('hex');
}

function quantize(w: Float32Array, K: number): { data: Int8Array; scales: number[] } {
  const maxAbs = new Array<number>(K).fill(0);
  for (let i = 0; i < w.length; i++) {
    const a = Math.abs(w[i]);
    if (a > maxAbs[i % K]) maxAbs[i % K] = a;
  }
  const scales = maxAbs.map((m) => round6(m > 0 ? m / 127 : 1));
  const data = new Int8Array(w.length);
  for (let i = 0; i < w.length; i++) data[i] = Math.max(-127, Math.min(127, Math.round(w[i] / scales[i % K])));
  return { data, scales };
}

function dequantize(data: Int8Array, scales: number[], K: number): Float32Array {
  const w = new Float32Array(data.length);
  for (let i = 0; i < data.length; i++) w[i] = data[i] * scales[i % K];
  return w;
}

function fail(msg: string): never {
  throw new GuardianModelError(`Guardian text model invalid: ${msg}`);
}

const isNum = (v: unknown): v is number => typeof v === 'number' && Number.isFinite(v);

/** Validate a parsed model file and build a classifier. Throws GuardianModelError. */
export function parseModel(json: unknown): TextClassifier {
  if (!json || typeof json !== 'object') fail('not a JSON object');
  const f = json as Partial<GuardianTextModelFile>;
  if (f.format !== MODEL_FORMAT) fail(`format is ${JSON.stringify(f.format)}, expected ${MODEL_FORMAT}`);
  if (f.formatVersion !== MODEL_FORMAT_VERSION) fail(`unsupported formatVersion ${String(f.formatVersion)}`);
  if (typeof f.version !== 'string' || !f.version) fail('missing version');
  if (typeof f.trainedAt !== 'string' || Number.isNaN(Date.parse(f.trainedAt))) fail('missing or bad trainedAt');
  const labels = f.labels;
  if (
    !Array.isArray(labels) ||
    labels.length !== GUARDIAN_LABELS.length ||
    !GUARDIAN_LABELS.every((l) => labels.includes(l))
  )
    fail('labels must be safe, harmful, nsfw, spam');
  const fc = f.features;
  if (
    !fc ||
    !isNum(fc.buckets) ||
    fc.buckets < 16 ||
    (fc.buckets & (fc.buckets - 1)) !== 0 ||
    !isNum(fc.charNgramMin) ||
    !isNum(fc.charNgramMax) ||
    fc.charNgramMin < 1 ||
    fc.charNgramMax < fc.charNgramMin ||
    fc.charNgramMax > 8 ||
    !isNum(fc.wordNgramMax) ||
    !isNum(fc.hashSeed) ||
    fc.normalization !== 'guardian-normalize-v1' ||
    (fc.normFloor !== undefined && (!isNum(fc.normFloor) || fc.normFloor <= 0))
  )
    fail('bad feature config');
  const wc = fc.wordClasses;
  if (wc !== undefined) {
    if (!wc || typeof wc.file !== 'string' || (wc.bigrams !== undefined && typeof wc.bigrams !== 'boolean'))
      fail('bad word classes in feature config');
    try {
      wordClassTable(wc.file, fc.hashSeed);
    } catch (err) {
      fail(`word classes ${JSON.stringify(wc.file)} unusable: ${(err as Error).message}`);
    }
  }
  const th = f.thresholds;
  for (const l of ['harmful', 'nsfw', 'spam'] as const)
    if (!th || !isNum(th[l]) || th[l] <= 0 || th[l] >= 1) fail(`bad threshold for ${l}`);
  const alone = f.aloneThresholds;
  if (alone !== undefined && (!alone || !isNum(alone.harmful) || alone.harmful < th!.harmful || alone.harmful >= 1))
    fail('bad model-alone threshold (a number from the harmful threshold up to 1)');
  const win = f.windowThresholds;
  if (win !== undefined && (!win || !isNum(win.harmful) || win.harmful <= 0 || win.harmful >= 1))
    fail('bad window threshold (a number between 0 and 1)');
  const K = labels.length;
  if (!Array.isArray(f.bias) || f.bias.length !== K || !f.bias.every(isNum)) fail('bad bias');
  const wt = f.weights;
  if (!wt || wt.encoding !== 'int8-base64' || wt.layout !== 'bucket-major' || typeof wt.data !== 'string')
    fail('bad weights block');
  if (!Array.isArray(wt.scales) || wt.scales.length !== K || !wt.scales.every((s) => isNum(s) && s > 0))
    fail('bad weight scales');
  if (sha256(wt.data) !== wt.sha256) fail('weights checksum mismatch (file corrupt or edited)');
  const buf = Buffer.from(wt.data, 'base64');
  if (buf.length !== fc.buckets * K) fail(`weights have ${buf.length} entries, expected ${fc.buckets * K}`);
  const data = new Int8Array(buf.buffer, buf.byteOffset, buf.byteLength);
  return new TextClassifier({
    version: f.version,
    trainedAt: f.trainedAt,
    labels,
    features: fc,
    thresholds: { harmful: th!.harmful, nsfw: th!.nsfw, spam: th!.spam },
    aloneThresholds: alone ? { harmful: alone.harmful } : null,
    windowThresholds: win ? { harmful: win.harmful } : null,
    weights: dequantize(data, wt.scales, K),
    bias: f.bias,
    metrics: (f.metrics as ModelMetrics | null | undefined) ?? null,
    quantized: { data: Int8Array.from(data), scales: wt.scales },
  });
}

/** Read and validate a model file. Throws GuardianModelError with a clear message. */
export function loadGuardianModel(path: string = DEFAULT_MODEL_PATH): TextClassifier {
  let raw: string;
  try {
    raw = readFileSync(path, 'utf8');
  } catch (err) {
    const code = (err as NodeJS.ErrnoException).code;
    throw new GuardianModelError(
      code === 'ENOENT'
        ? `Guardian text model not found at ${path} (run npm run guardian:train)`
        : `Guardian text model could not be read from ${path}: ${(err as Error).message}`,
      { cause: err },
    );
  }
  let json: unknown;
  try {
    json = JSON.parse(raw);
  } catch (err) {
    throw new GuardianModelError(`Guardian text model at ${path} is not valid JSON: ${(err as Error).message}`, {
      cause: err,
    });
  }
  return parseModel(json);
}

/** Like loadGuardianModel but never throws: { model } or { error }. */
export function tryLoadGuardianModel(
  path: string = DEFAULT_MODEL_PATH,
): { model: TextClassifier; error?: undefined } | { model: null; error: string } {
  try {
    return { model: loadGuardianModel(path) };
  } catch (err) {
    return { model: null, error: err instanceof Error ? err.message : String(err) };
  }
}

export const UNAVAILABLE_CLASSIFIER = (error: string): ClassifierLayerResult => ({
  status: 'unavailable',
  probabilities: { safe: 0, harmful: 0, nsfw: 0, spam: 0 },
  flagged: [],
  label: 'safe',
  confidence: 0,
  error,
});
