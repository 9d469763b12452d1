/**
 * The learned severe-harm reader (ADR 296): a second linear head over the text model's own hashed features, telling
 * the five kinds issue 15 wants BLOCKED whatever the trust (threat of violence, sexual violence, incitement to
 * self-harm, minors, extortion) from everything else. The text model's one `harmful` label mixes these with
 * harassment, hate, scam and drugs, and its flag leads to REVIEW (ADR 271, 281); this head has a class per kind, so
 * a hit names its policy. It reads the buckets the text model's feature pass already touched (`read`, called by
 * `TextClassifier.probabilities` before the scratch is reset): one extra dot product, no second feature pass.
 * `none` is the reference class (logit 0), so the file holds one int8 column per severe kind. One owner for the
 * file format, loading, scoring, the bar and the class → policy tag map.
 */
import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { LOG_TABLE, type FeatureConfig, type FeatureScratch } from './features';
import type { CriminalityFlag, RiskFactor } from './types';

export const SEVERITY_HEAD_FORMAT = 'guardian-severity-head';
/** 2 adds per-kind bars (ADR 301); a version-1 file's one bar serves every kind. */
export const SEVERITY_HEAD_FORMAT_VERSION = 2;
const FORMAT_VERSIONS: readonly number[] = [1, 2];

/** The five kinds, in the file's column order. */
export const SEVERE_CLASSES = [
  'threat_violence',
  'sexual_violence',
  'self_harm_incitement',
  'minors',
  'extortion',
] as const;
export type SevereClass = (typeof SEVERE_CLASSES)[number];

/**
 * The reader reads messages of at least this many words (both readings, `atLeastWords`). Shorter pieces are where a
 * split send's harmless sentence starts ("i know where you live" / "now, thanks for the address"; "i'm 15" /
 * "minutes away") and where greetings share the words of a menace ("see you soon"): measured on the DEVELOP sets'
 * harmless split sends, 117 of the 124 parts the first head reached were of five words or fewer (ADR 296).
 */
export const SEVERE_MIN_WORDS = 6;

/** Default location of the committed head. */
export const DEFAULT_SEVERITY_HEAD_PATH = fileURLToPath(
  new URL('../model/guardian-severity-head.json', import.meta.url),
);

export interface SeverityHeadFile {
  format: typeof SEVERITY_HEAD_FORMAT;
  formatVersion: 1 | 2;
  version: string;
  trainedAt: string;
  classes: SevereClass[];
  /** Must equal the text model's feature config: the head reads that model's feature pass. */
  features: FeatureConfig;
  /** A hit: 1 − P(none) at or above this bar (calibrated on a false-BLOCK budget, ADR 296). */
  bar: number;
  /** Format 2: one bar per kind (the most likely kind's bar applies; each kind its own budget, ADR 301). */
  bars?: number[];
  bias: number[];
  weights: { encoding: 'int8-base64'; layout: 'bucket-major'; scales: number[]; sha256: string; data: string };
  calibration: Record<string, unknown>;
  training: Record<string, unknown>;
}

/** What a hit means in the verdict: the class's existing policy tag, flags and words for the sender. */
export const SEVERE_FINDING: Readonly<
  Record<SevereClass, { tags: string[]; riskFactors: RiskFactor[]; criminality: CriminalityFlag[]; words: string }>
> = {
  threat_violence: {
    tags: ['threat'],
    riskFactors: ['violence_references', 'harassment'],
    criminality: ['threats_of_violence'],
    words: 'a threat of violence',
  },
  sexual_violence: {
    tags: ['threat'],
    riskFactors: ['violence_references', 'sexual_content', 'harassment'],
    criminality: ['threats_of_violence'],
    words: 'a threat of sexual violence',
  },
  self_harm_incitement: {
    tags: ['self_harm_incitement'],
    riskFactors: ['violence_references', 'harassment'],
    criminality: ['threats_of_violence', 'harassment'],
    words: 'urging someone to harm or kill themselves',
  },
  minors: {
    tags: ['minor_safety'],
    riskFactors: ['sexual_content'],
    criminality: ['child_exploitation'],
    words: 'sexual or grooming talk involving a minor',
  },
  extortion: {
    tags: ['extortion'],
    riskFactors: ['harassment', 'privacy_violation', 'sexual_content'],
    criminality: ['extortion', 'blackmail'],
    words: 'extortion or sextortion (a demand backed by a threat to expose or hurt)',
  },
};

/** Kinds whose words sex talk between consenting adults shares (rough talk, ADR 135). */
export const severeViolence = (kind: SevereClass): boolean => kind === 'threat_violence' || kind === 'sexual_violence';

/** The head's last reading: the most likely severe kind and 1 − P(none). */
export interface SevereReading {
  kind: SevereClass;
  severe: number;
}

export class SeverityHead {
  readonly version: string;
  readonly trainedAt: string;
  readonly features: FeatureConfig;
  /** The lowest of the per-kind bars (status); `reaches` reads the kind's own. */
  readonly bar: number;
  readonly bars: Float64Array;
  /**
   * The weights packed as the text model packs its four labels (ADR 301): columns 0–3 of a bucket in one int32 word
   * (byte c = column c), column 4 in its own int8 array — two loads per touched bucket, sums kept in locals.
   */
  private readonly packed: Int32Array;
  private readonly fifth: Int8Array;
  private readonly scales: Float64Array;
  private readonly bias: Float64Array;
  private readonly logits = new Float64Array(SEVERE_CLASSES.length);
  /** Filled by `read` (the text model's feature pass); read by `reading`. Not re-entrant, like the scratch. */
  private lastSevere = 0;
  private lastKind = 0;

  constructor(args: {
    version: string;
    trainedAt: string;
    features: FeatureConfig;
    bar: number;
    bars?: ArrayLike<number>;
    bias: ArrayLike<number>;
    quantized: { data: Int8Array; scales: number[] };
  }) {
    const K = SEVERE_CLASSES.length;
    this.version = args.version;
    this.trainedAt = args.trainedAt;
    this.features = args.features;
    this.bars = args.bars ? Float64Array.from(args.bars) : new Float64Array(K).fill(args.bar);
    this.bar = Math.min(...this.bars);
    this.bias = Float64Array.from(args.bias);
    const q = args.quantized.data;
    const n = q.length / K;
    this.packed = new Int32Array(n);
    this.fifth = new Int8Array(n);
    for (let b = 0; b < n; b++) {
      const o = b * K;
      this.packed[b] = (q[o] & 0xff) | ((q[o + 1] & 0xff) << 8) | ((q[o + 2] & 0xff) << 16) | (q[o + 3] << 24);
      this.fifth[b] = q[o + 4];
    }
    this.scales = Float64Array.from(args.quantized.scales);
  }

  /** Whether a reading reaches its kind's bar. */
  reaches(r: SevereReading): boolean {
    return r.severe >= this.bars[SEVERE_CLASSES.indexOf(r.kind)];
  }

  /**
   * Score the features of the scratch's current text (before its reset), `inv` being the L2 normaliser the text model
   * computed: the head's logits are a dot product over the same touched buckets.
   */
  read(x: FeatureScratch, inv: number): void {
    const K = SEVERE_CLASSES.length;
    const l = this.logits;
    const packed = this.packed;
    const fifth = this.fifth;
    const { touched, keys, cnt, size } = x;
    let l0 = 0,
      l1 = 0,
      l2 = 0,
      l3 = 0,
      l4 = 0;
    for (let j = 0; j < size; j++) {
      const slot = touched[j];
      const n = cnt[slot];
      const v = n < LOG_TABLE.length ? LOG_TABLE[n] : 1 + Math.log(n);
      const b = keys[slot];
      const p = packed[b];
      l0 += ((p << 24) >> 24) * v;
      l1 += ((p << 16) >> 24) * v;
      l2 += ((p << 8) >> 24) * v;
      l3 += (p >> 24) * v;
      l4 += fifth[b] * v;
    }
    l[0] = l0;
    l[1] = l1;
    l[2] = l2;
    l[3] = l3;
    l[4] = l4;
    // Softmax with `none` at logit 0.
    let max = 0;
    for (let c = 0; c < K; c++) {
      l[c] = this.bias[c] + l[c] * inv * this.scales[c];
      if (l[c] > max) max = l[c];
    }
    let sum = Math.exp(-max);
    let best = 0;
    for (let c = 0; c < K; c++) {
      const e = Math.exp(l[c] - max);
      sum += e;
      if (l[c] > l[best]) best = c;
    }
    this.lastSevere = 1 - Math.exp(-max) / sum;
    this.lastKind = best;
  }

  /** The last `read`: its most likely kind and 1 − P(none). */
  reading(): SevereReading {
    return { kind: SEVERE_CLASSES[this.lastKind], severe: this.lastSevere };
  }
}

const isNum = (v: unknown): v is number => typeof v === 'number' && Number.isFinite(v);
const sha256 = (s: string): string => createHash('sha256').update(s).digest('hex');

/** Same feature config (the head reads the text model's feature pass, so every field must agree). */
export function sameFeatures(a: FeatureConfig, b: FeatureConfig): boolean {
  const wa = a.wordClasses;
  const wb = b.wordClasses;
  return (
    a.buckets === b.buckets &&
    a.charNgramMin === b.charNgramMin &&
    a.charNgramMax === b.charNgramMax &&
    a.wordNgramMax === b.wordNgramMax &&
    a.hashSeed === b.hashSeed &&
    a.normalization === b.normalization &&
    a.normFloor === b.normFloor &&
    (wa?.file ?? null) === (wb?.file ?? null) &&
    (wa?.bigrams ?? false) === (wb?.bigrams ?? false)
  );
}

/** Validate a parsed head file against the text model's features. Throws an Error saying what is wrong. */
export function parseSeverityHead(json: unknown, modelFeatures: FeatureConfig): SeverityHead {
  const fail = (msg: string): never => {
    throw new Error(`severe-harm reader invalid: ${msg}`);
  };
  if (!json || typeof json !== 'object') fail('not a JSON object');
  const f = json as Partial<SeverityHeadFile>;
  if (f.format !== SEVERITY_HEAD_FORMAT) fail(`format is ${JSON.stringify(f.format)}`);
  if (!FORMAT_VERSIONS.includes(f.formatVersion as number))
    fail(`unsupported formatVersion ${String(f.formatVersion)}`);
  if (typeof f.version !== 'string' || !f.version) fail('missing version');
  if (typeof f.trainedAt !== 'string' || Number.isNaN(Date.parse(f.trainedAt))) fail('missing or bad trainedAt');
  const K = SEVERE_CLASSES.length;
  if (!Array.isArray(f.classes) || f.classes.length !== K || f.classes.some((c, i) => c !== SEVERE_CLASSES[i]))
    fail(`classes must be ${SEVERE_CLASSES.join(', ')}`);
  if (!f.features || !sameFeatures(f.features, modelFeatures)) fail("feature config is not the text model's");
  if (!isNum(f.bar) || f.bar <= 0 || f.bar >= 1) fail('bad bar (a number between 0 and 1)');
  const okBar = (b: unknown) => isNum(b) && b > 0 && b < 1;
  if (f.formatVersion === 2 && (!Array.isArray(f.bars) || f.bars.length !== K || !f.bars.every(okBar)))
    fail('bad bars (one per kind, each between 0 and 1)');
  if (!Array.isArray(f.bias) || f.bias.length !== K || !f.bias.every(isNum)) fail('bad bias');
  const wt = f.weights;
  if (!wt || wt.encoding !== 'int8-base64' || wt.layout !== 'bucket-major' || typeof wt.data !== 'string')
    fail('bad weights block');
  if (!Array.isArray(wt!.scales) || wt!.scales.length !== K || !wt!.scales.every((s) => isNum(s) && s > 0))
    fail('bad weight scales');
  if (sha256(wt!.data) !== wt!.sha256) fail('weights checksum mismatch (file corrupt or edited)');
  const buf = Buffer.from(wt!.data, 'base64');
  if (buf.length !== f.features!.buckets * K) fail(`weights have ${buf.length} entries`);
  return new SeverityHead({
    version: f.version!,
    trainedAt: f.trainedAt!,
    features: f.features!,
    bar: f.bar!,
    ...(f.formatVersion === 2 ? { bars: f.bars! } : {}),
    bias: f.bias!,
    quantized: { data: Int8Array.from(new Int8Array(buf.buffer, buf.byteOffset, buf.byteLength)), scales: wt!.scales },
  });
}

/** Read a head file; never throws: { head } or { error } (the reader is then off and says so in status). */
export function tryLoadSeverityHead(
  path: string,
  modelFeatures: FeatureConfig,
): { head: SeverityHead; error?: undefined } | { head: null; error: string } {
  try {
    return { head: parseSeverityHead(JSON.parse(readFileSync(path, 'utf8')), modelFeatures) };
  } catch (err) {
    const code = (err as NodeJS.ErrnoException).code;
    return {
      head: null,
      error: code === 'ENOENT' ? `severe-harm reader not found at ${path}` : (err as Error).message,
    };
  }
}

/** int8 with one scale per column (the text model's scheme). */
export function quantizeColumns(w: Float32Array, K: number): { data: Int8Array; scales: number[] } {
  const maxAbs = new Array<number>(K).fill(0);
  for (let i = 0; i < w.length; i++) maxAbs[i % K] = Math.max(maxAbs[i % K], Math.abs(w[i]));
  const scales = maxAbs.map((m) => Math.round((m > 0 ? m / 127 : 1) * 1e6) / 1e6);
  const data = new Int8Array(w.length);
  for (let i = 0; i < w.length; i++) data[i] = Math.max(-127, Math.min(127, Math.round(w[i] / scales[i % K])));
  return { data, scales };
}

/** The file of a trained head. */
export function severityHeadFile(args: {
  version: string;
  trainedAt: string;
  features: FeatureConfig;
  bar: number;
  /** One per kind (default: `bar` for every kind). */
  bars?: number[];
  bias: ArrayLike<number>;
  weights: Float32Array;
  calibration: Record<string, unknown>;
  training: Record<string, unknown>;
}): SeverityHeadFile {
  const { data, scales } = quantizeColumns(args.weights, SEVERE_CLASSES.length);
  const b64 = Buffer.from(data.buffer, data.byteOffset, data.byteLength).toString('base64');
  return {
    format: SEVERITY_HEAD_FORMAT,
    formatVersion: SEVERITY_HEAD_FORMAT_VERSION,
    version: args.version,
    trainedAt: args.trainedAt,
    classes: [...SEVERE_CLASSES],
    features: args.features,
    bar: args.bar,
    bars: args.bars ?? SEVERE_CLASSES.map(() => args.bar),
    bias: Array.from(args.bias, (v) => Math.round(v * 1e6) / 1e6),
    weights: { encoding: 'int8-base64', layout: 'bucket-major', scales, sha256: sha256(b64), data: b64 },
    calibration: args.calibration,
    training: args.training,
  };
}

/** The reader's finding as the engine adds it (with its layer and label). */
export interface SevereFinding {
  risk: number;
  hard: boolean;
  tags: string[];
  riskFactors: RiskFactor[];
  criminality: CriminalityFlag[];
  reason: string;
}

/** A hit of the reader as the engine's finding: hard (BLOCK whatever the trust, ADR 162), the kind's policy tag. */
export function severeFinding(reading: SevereReading): SevereFinding {
  const f = SEVERE_FINDING[reading.kind];
  return {
    risk: 90,
    hard: true,
    tags: [...f.tags, 'severe_reader'],
    riskFactors: [...f.riskFactors],
    criminality: [...f.criminality],
    reason: `${f.words} (severe-harm reader ${(reading.severe * 100).toFixed(0)}%)`,
  };
}

/**
 * A hit the rules do not corroborate enough to BLOCK but too much to deliver (ADR 307: a minors reading with no rule
 * cue): held for a moderator (REVIEW at every trust — a hard-harm tag at the review line is not discounted, ADR 128).
 */
export function heldSevereFinding(reading: SevereReading): SevereFinding {
  const f = severeFinding(reading);
  return { ...f, hard: false, risk: 60, reason: `${f.reason}; no rule cue of its kind beside it, held for review` };
}
