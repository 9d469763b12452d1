/**
 * Hashed character + word n-gram features (the "hashing trick"), computed on the deobfuscated
 * view of a message. Values are 1 + ln(count), L2-normalised. No vocabulary to store: the model
 * file only holds the weight matrix. Optionally (ADR 212) each word also adds its class from a committed word → class
 * map derived from public word embeddings (model/word-classes-*.json), so words the training text never held share
 * evidence with the seen words of their class.
 */
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { isSpaceCode as isSpace } from './normalize';

export interface FeatureConfig {
  /** Number of hash buckets (power of two). */
  buckets: number;
  charNgramMin: number;
  charNgramMax: number;
  /** 1 = unigrams, 2 = unigrams + bigrams. */
  wordNgramMax: number;
  hashSeed: number;
  normalization: 'guardian-normalize-v1';
  /**
   * Optional floor on the squared L2 norm (ADR 211; absent = off): the values are divided by
   * sqrt(max(norm², normFloor)), so a short text with few n-grams carries less evidence and its logits shrink toward
   * the bias. Stored in the model file, used the same way in training and inference.
   */
  normFloor?: number;
  /**
   * Optional word classes (ADR 212; absent = off): `file` names a word → class map in the model directory
   * (`word-classes-*.json`, see WordClassesFile); each word token in it adds one hashed feature for its class, and
   * with `bigrams` one for the pair (previous word's class, class) when both words have one. Stored in the model file,
   * used the same way in training and inference.
   */
  wordClasses?: { file: string; bigrams?: boolean };
}

export const WORD_CLASSES_FORMAT = 'guardian-word-classes-v1';

/** A committed word → class map (ADR 212): class id = index in `classes`, each a space-separated word list. */
export interface WordClassesFile {
  format: typeof WORD_CLASSES_FORMAT;
  source: { package: string; version: string; integrity: string; license: string };
  derivation: string;
  classes: string[];
}

/** Seed of the word hashes (words, bigrams, shapes, word classes). */
const wordSeed = (hashSeed: number) => (hashSeed >>> 0) ^ 0x5bd1e995;

const MODEL_DIR = fileURLToPath(new URL('../model/', import.meta.url));
const WORD_CLASSES_FILE_RE = /^word-classes-[a-z0-9-]+\.json$/;
/** Loaded maps, by file name and word-hash seed: word hash -> the class feature's hash. */
const wordClassTables = new Map<string, Map<number, number>>();

/**
 * The word-class table of a map file in the model directory, for the given feature config's hash seed: keyed on the
 * word hash the features already compute (so a token's lookup needs no string), valued by its class feature's hash.
 * Loaded once per file and seed. Throws on a bad name or file.
 */
export function wordClassTable(file: string, hashSeed: number): Map<number, number> {
  const key = `${file}:${hashSeed >>> 0}`;
  let table = wordClassTables.get(key);
  if (table) return table;
  if (!WORD_CLASSES_FILE_RE.test(file)) throw new Error(`bad word-classes file name ${JSON.stringify(file)}`);
  const json = JSON.parse(readFileSync(MODEL_DIR + file, 'utf8')) as Partial<WordClassesFile>;
  if (json.format !== WORD_CLASSES_FORMAT || !Array.isArray(json.classes))
    throw new Error(`${file} is not a ${WORD_CLASSES_FORMAT} file`);
  const wseed = wordSeed(hashSeed);
  const cseed = (wseed ^ 0x7f4a7c15) >>> 0;
  table = new Map();
  json.classes.forEach((words, c) => {
    const classHash = hashString(`#class${c}`, cseed);
    for (const w of words.split(' ')) if (w) table!.set(hashString(w, wseed), classHash);
  });
  wordClassTables.set(key, table);
  return table;
}

export const DEFAULT_FEATURE_CONFIG: FeatureConfig = {
  buckets: 1 << 17,
  charNgramMin: 2,
  charNgramMax: 5,
  wordNgramMax: 2,
  hashSeed: 0x9747b28c,
  normalization: 'guardian-normalize-v1',
};

export interface SparseVector {
  indices: Int32Array;
  values: Float32Array;
}

// The hashing building blocks are exported so a script can name the features a model reads (harassment-trace.ts)
// with the very functions the extraction uses, not a copy.
export const FNV_PRIME = 0x01000193;

export function mix(h: number): number {
  h ^= h >>> 16;
  h = Math.imul(h, 0x85ebca6b);
  h ^= h >>> 13;
  h = Math.imul(h, 0xc2b2ae35);
  h ^= h >>> 16;
  return h >>> 0;
}

export function hashString(s: string, seed: number): number {
  let h = seed >>> 0;
  for (let i = 0; i < s.length; i++) h = Math.imul(h ^ s.charCodeAt(i), FNV_PRIME);
  return h;
}

export const TOKEN_RE = /[a-z0-9$£€#@']+/g;
export const URL_G = /\b(?:https?:\/\/|www\.)\S+|\b[a-z0-9-]+\.(?:com|net|org|co\.uk|io|me|ly|gg|xyz|info|biz)\b\S*/g;
/** Cheap test: can URL_G match at all? (it needs "http", "www." or a dot followed by a letter) */
const URL_POSSIBLE = /https?:|www\.|\.[a-z]/;

/** Map a word to a coarse class when it is a number, money amount, url, handle or e-mail. */
export function wordShape(w: string): string {
  if (/^[$£€]\d/.test(w) || /^\d+[$£€]$/.test(w)) return '#money';
  if (/^\d+$/.test(w)) return w.length >= 7 ? '#longnum' : w.length >= 3 ? '#num3' : w;
  if (/^@[a-z0-9_.]{2,}$/.test(w)) return '#handle';
  if (w.includes('@') && /\.[a-z]{2,}$/.test(w)) return '#email';
  return w.replace(/'/g, '');
}

const isTokenChar = (c: number) =>
  (c >= 97 && c <= 122) ||
  (c >= 48 && c <= 57) ||
  c === 36 ||
  c === 163 ||
  c === 8364 ||
  c === 35 ||
  c === 64 ||
  c === 39;
const isDigit = (c: number) => c >= 48 && c <= 57;
const isMoneySign = (c: number) => c === 36 || c === 163 || c === 8364;

/**
 * Feature extraction without intermediate strings: counts go into a small open-addressing table that
 * is reset after use, touched buckets into a reusable list. One instance per thread; not re-entrant.
 * `extractFeatures` (training) and `TextClassifier.probabilities` (inference) both use it, so the
 * features are identical by construction.
 */
export class FeatureScratch {
  /** Open-addressing table bucket -> count, sized to the message (a small table stays in cache;
   *  a dense per-bucket array would not). Empty slots hold -1. */
  keys = new Int32Array(1 << 12).fill(-1);
  cnt = new Uint16Array(1 << 12);
  /** Per touched feature (first-seen order, like touched): the caller's packed weight word of its
   *  bucket (see accumulate). */
  wts = new Int32Array(4096);
  /** Packed weights of the current accumulate() call, or null. */
  private pw: Int32Array | null = null;
  private slotMask = (1 << 12) - 1;
  /** Occupied slots, in first-seen order. */
  touched = new Int32Array(4096);
  size = 0;
  private chars = new Uint16Array(2048);
  /** URL_G's spans in the current text (start, end pairs), reused. */
  private urlSpans = new Int32Array(16);
  private readonly mask: number;
  private readonly seed: number;
  private readonly wseed: number;
  private readonly shapeHash: Record<string, number>;
  /** Word hash -> class feature hash (ADR 212), or null when the config has no word classes. */
  private readonly classOf: Map<number, number> | null;
  private readonly classBigrams: boolean;

  constructor(private readonly config: FeatureConfig) {
    this.mask = config.buckets - 1;
    this.seed = config.hashSeed >>> 0;
    this.wseed = wordSeed(config.hashSeed);
    this.classOf = config.wordClasses ? wordClassTable(config.wordClasses.file, config.hashSeed) : null;
    this.classBigrams = config.wordClasses?.bigrams === true;
    this.shapeHash = {};
    for (const shape of ['#money', '#longnum', '#num3', '#handle', '#url'])
      this.shapeHash[shape] = hashString(shape, this.wseed);
  }

  private add(h: number): void {
    const idx = mix(h) & this.mask;
    const keys = this.keys;
    const m = this.slotMask;
    let slot = idx & m;
    // Linear probing; the table is at most half full (see prepare()).
    for (;;) {
      const k = keys[slot];
      if (k === idx) {
        this.cnt[slot]++;
        return;
      }
      if (k === -1) break;
      slot = (slot + 1) & m;
    }
    keys[slot] = idx;
    this.cnt[slot] = 1;
    if (this.pw) this.wts[this.size] = this.pw[idx];
    this.touched[this.size++] = slot;
  }

  /**
   * Size the table for a text of this length: at most ~4 char n-grams + 2 word features per character.
   * At most half full (the features of real text repeat, so in practice far less): a smaller table
   * stays in cache. The slot layout does not matter to the result: features are read back in
   * first-seen order (touched), whatever slots they landed in.
   */
  private prepare(length: number): void {
    const maxFeatures = 6 * (length + 2) + 8;
    let cap = 1 << 10;
    while (cap < 2 * maxFeatures) cap <<= 1;
    if (cap > this.keys.length) {
      this.keys = new Int32Array(cap).fill(-1);
      this.cnt = new Uint16Array(cap);
    }
    this.slotMask = cap - 1;
    if (this.touched.length < maxFeatures) {
      this.touched = new Int32Array(maxFeatures);
      this.wts = new Int32Array(maxFeatures);
    }
  }

  /** Word state of the current accumulate() call (fields, not a closure per call). */
  private bigrams = true;
  private prevWord = 0;
  private nWords = 0;
  /** Class feature hash of the previous word, 0 when it had none (ADR 212). */
  private prevClass = 0;

  /** One word feature and its bigram with the previous word; with word classes, its class (and class bigram). */
  private word(h: number): void {
    this.add(h);
    if (this.bigrams) this.add(Math.imul(this.prevWord ^ 0x27d4eb2d, FNV_PRIME) ^ h);
    this.prevWord = h;
    this.nWords++;
    if (this.classOf) {
      const ch = this.classOf.get(h);
      if (ch === undefined) this.prevClass = 0;
      else {
        this.add(ch);
        if (this.classBigrams && this.prevClass !== 0) this.add(Math.imul(this.prevClass ^ 0x165667b1, FNV_PRIME) ^ ch);
        this.prevClass = ch;
      }
    }
  }

  /** Whether the last wordHash() token had an empty shape (apostrophes only). */
  private emptyWord = false;

  /** Hash of the word token input[start, end) after wordShape, or 0 when the shape is empty (then emptyWord). */
  private wordHash(input: string, start: number, end: number): number {
    this.emptyWord = false;
    const c0 = input.charCodeAt(start);
    let allDigits = true;
    let hasAt = false;
    for (let i = start; i < end; i++) {
      const c = input.charCodeAt(i);
      if (!isDigit(c)) allDigits = false;
      if (c === 64) hasAt = true;
    }
    const len = end - start;
    if (isMoneySign(c0) && len > 1 && isDigit(input.charCodeAt(start + 1))) return this.shapeHash['#money'];
    if (len > 1 && isMoneySign(input.charCodeAt(end - 1))) {
      let digits = true;
      for (let i = start; i < end - 1; i++) if (!isDigit(input.charCodeAt(i))) digits = false;
      if (digits) return this.shapeHash['#money'];
    }
    if (allDigits && len >= 3) return this.shapeHash[len >= 7 ? '#longnum' : '#num3'];
    if (hasAt && c0 === 64 && len >= 3) {
      let handle = true;
      for (let i = start + 1; i < end; i++) {
        const c = input.charCodeAt(i);
        if (!((c >= 97 && c <= 122) || isDigit(c))) handle = false;
      }
      if (handle) return this.shapeHash['#handle'];
    }
    // Plain word (apostrophes dropped). A token of apostrophes only has no shape.
    let h = this.wseed;
    let any = false;
    for (let i = start; i < end; i++) {
      const c = input.charCodeAt(i);
      if (c === 39) continue;
      h = Math.imul(h ^ c, FNV_PRIME);
      any = true;
    }
    this.emptyWord = !any;
    return any ? h : 0;
  }

  /**
   * Count the features of `text` (the deobfuscated view). Call reset() when done. With `packed`
   * (one int32 per bucket, the classifier's weights), each feature's word is read into wts[j]
   * when the feature is first seen: the cache miss on the large weight table then overlaps the
   * hashing that follows instead of stalling a separate dot-product loop.
   */
  accumulate(text: string, packed: Int32Array | null = null): void {
    this.pw = packed;
    const config = this.config;
    const input = text.length > 2000 ? text.slice(0, 2000) : text;
    this.prepare(input.length);
    const bigrams = config.wordNgramMax >= 2;
    this.bigrams = bigrams;
    this.prevWord = 0;
    this.nWords = 0;
    this.prevClass = 0;

    // Words (with URL/number shapes) and word bigrams, by char codes. Where a URL can occur, URL_G's spans are found
    // first and count as breaks between tokens; their `#url` words come before every token, as when the URLs were
    // replaced by a space and their words listed first (ADR 299: no `replace`, `matchAll` or per-token expression).
    let spans = 0;
    // The two former paths differ in one corner kept as it was: a plain word whose hash is 0 (1 in 2^32) was dropped
    // by the URL-free loop and kept by the URL path.
    const urlPath = URL_POSSIBLE.test(input);
    if (urlPath) {
      URL_G.lastIndex = 0;
      for (let m = URL_G.exec(input); m !== null; m = URL_G.exec(input)) {
        if (2 * spans + 2 > this.urlSpans.length) {
          const grown = new Int32Array(this.urlSpans.length * 2);
          grown.set(this.urlSpans);
          this.urlSpans = grown;
        }
        this.urlSpans[2 * spans] = m.index;
        this.urlSpans[2 * spans + 1] = m.index + m[0].length;
        spans++;
      }
      URL_G.lastIndex = 0;
      for (let u = 0; u < spans; u++) this.word(this.shapeHash['#url']);
    }
    const urls = this.urlSpans;
    let nextUrl = spans > 0 ? urls[0] : -1;
    let u = 0;
    let start = -1;
    for (let i = 0; i <= input.length; i++) {
      if (i === nextUrl) {
        // A URL span: a token before it ends here, and the walk goes on after it.
        if (start !== -1) {
          const h = this.wordHash(input, start, i);
          if (urlPath ? !this.emptyWord : h !== 0) this.word(h);
          start = -1;
        }
        i = urls[2 * u + 1] - 1;
        u++;
        nextUrl = u < spans ? urls[2 * u] : -1;
        continue;
      }
      const tok = i < input.length && isTokenChar(input.charCodeAt(i));
      if (tok && start === -1) start = i;
      else if (!tok && start !== -1) {
        const h = this.wordHash(input, start, i);
        if (urlPath ? !this.emptyWord : h !== 0) this.word(h);
        start = -1;
      }
    }
    if (bigrams && this.nWords > 0) this.add(Math.imul(this.prevWord ^ 0x27d4eb2d, FNV_PRIME) ^ 0x1234567);

    // Character n-grams over " text " with digits folded to '0' and whitespace runs squeezed.
    if (input.length + 2 > this.chars.length) this.chars = new Uint16Array(input.length * 2 + 2);
    const chars = this.chars;
    let n = 0;
    chars[n++] = 32;
    for (let i = 0; i < input.length; i++) {
      const c = input.charCodeAt(i);
      if (isSpace(c)) {
        // A run of whitespace becomes one space (a leading run still follows the opening space).
        if (chars[n - 1] !== 32 || n === 1) chars[n++] = 32;
      } else chars[n++] = isDigit(c) ? 48 : c;
    }
    chars[n++] = 32;
    // Hot loop (about four features per character): the bucket update is inlined.
    const nMin = config.charNgramMin;
    const nMax = config.charNgramMax;
    const h0 = (this.seed ^ 0x811c9dc5) >>> 0;
    const mask = this.mask;
    const keys = this.keys;
    const cnt = this.cnt;
    const slotMask = this.slotMask;
    const touched = this.touched;
    const wts = this.wts;
    let size = this.size;
    for (let i = 0; i < n; i++) {
      let h = h0;
      const kMax = Math.min(nMax, n - i);
      for (let k = 1; k <= kMax; k++) {
        h = Math.imul(h ^ chars[i + k - 1], FNV_PRIME);
        if (k < nMin) continue;
        let x = h ^ k;
        x ^= x >>> 16;
        x = Math.imul(x, 0x85ebca6b);
        x ^= x >>> 13;
        x = Math.imul(x, 0xc2b2ae35);
        x ^= x >>> 16;
        const idx = (x >>> 0) & mask;
        let slot = idx & slotMask;
        for (;;) {
          const key = keys[slot];
          if (key === idx) {
            cnt[slot]++;
            break;
          }
          if (key === -1) {
            keys[slot] = idx;
            cnt[slot] = 1;
            if (packed) wts[size] = packed[idx];
            touched[size++] = slot;
            break;
          }
          slot = (slot + 1) & slotMask;
        }
      }
    }
    this.size = size;
    this.pw = null;
  }

  /** Feature value of touched bucket j: (1 + ln count), before L2 normalisation. */
  value(j: number): number {
    const c = this.cnt[this.touched[j]];
    return c < LOG_TABLE.length ? LOG_TABLE[c] : 1 + Math.log(c);
  }

  /** Hash bucket of touched feature j. */
  bucket(j: number): number {
    return this.keys[this.touched[j]];
  }

  reset(): void {
    for (let j = 0; j < this.size; j++) this.keys[this.touched[j]] = -1;
    this.size = 0;
  }
}

/** 1 + ln(c) for small counts (the common case), computed once. */
export const LOG_TABLE = Float64Array.from({ length: 256 }, (_, c) => (c === 0 ? 0 : 1 + Math.log(c)));

const scratchByConfig = new WeakMap<FeatureConfig, FeatureScratch>();
export function featureScratch(config: FeatureConfig): FeatureScratch {
  let s = scratchByConfig.get(config);
  if (!s) scratchByConfig.set(config, (s = new FeatureScratch(config)));
  return s;
}

/**
 * Feature extraction (allocates the result; training uses it). `text` must be the deobfuscated
 * view (normalizeText(...).deobfuscated). Values are 1 + ln(count), L2-normalised.
 */
export function extractFeatures(text: string, config: FeatureConfig): SparseVector {
  const s = featureScratch(config);
  s.accumulate(text);
  const indices = new Int32Array(s.size);
  const values = new Float32Array(s.size);
  let norm = 0;
  for (let j = 0; j < s.size; j++) {
    const v = s.value(j);
    indices[j] = s.bucket(j);
    values[j] = v;
    norm += v * v;
  }
  s.reset();
  const floor = config.normFloor;
  const inv = norm > 0 ? 1 / Math.sqrt(floor !== undefined && norm < floor ? floor : norm) : 0;
  for (let j = 0; j < values.length; j++) values[j] *= inv;
  return { indices, values };
}
