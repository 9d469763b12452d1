/**
 * Hashed character + word n-gram features (the "hashing trick"), computed on the deobfuscated
 * view of a message. Values are 1 + ln(count), L2-normalised. No vocabulary to store: the model
 * file only holds the weight matrix.
 */

export interface FeatureConfig {
  /** Number of hash buckets (power of two). */
  buckets: number;
  charNgramMin: number;
  charNgramMax: number;
  /** 1 = unigrams, 2 = unigrams + bigrams. */
  wordNgramMax: number;
  hashSeed: number;
  normalization: 'guardian-normalize-v1';
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

const FNV_PRIME = 0x01000193;

function mix(h: number): number {
  h ^= h >>> 16;
  h = Math.imul(h, 0x85ebca6b);
  h ^= h >>> 13;
  h = Math.imul(h, 0xc2b2ae35);
  h ^= h >>> 16;
  return h >>> 0;
}

function hashString(s: string, seed: number): number {
  let h = seed >>> 0;
  for (let i = 0; i < s.length; i++) h = Math.imul(h ^ s.charCodeAt(i), FNV_PRIME);
  return h;
}

const TOKEN_RE = /[a-z0-9$£€#@']+/g;

/** Map a word to a coarse class when it is a number, money amount, url, handle or e-mail. */
function wordShape(w: string): string {
  if (/^[$£€]\d/.test(w) || /^\d+[$£€]$/.test(w)) return '#money';
  if (/^\d+$/.test(w)) return w.length >= 7 ? '#longnum' : w.length >= 3 ? '#num3' : w;
  if (/^@[a-z0-9_.]{2,}$/.test(w)) return '#handle';
  if (w.includes('@') && /\.[a-z]{2,}$/.test(w)) return '#email';
  return w.replace(/'/g, '');
}

/**
 * Feature extraction. `text` must be the deobfuscated view (normalizeText(...).deobfuscated).
 */
export function extractFeatures(text: string, config: FeatureConfig): SparseVector {
  const mask = config.buckets - 1;
  const counts = new Map<number, number>();
  const add = (h: number) => {
    const idx = mix(h) & mask;
    counts.set(idx, (counts.get(idx) ?? 0) + 1);
  };
  const seed = config.hashSeed >>> 0;
  const input = text.length > 2000 ? text.slice(0, 2000) : text;

  // Words (with URL/number shapes) and word bigrams.
  const words: string[] = [];
  const urlFree = input.replace(/\b(?:https?:\/\/|www\.)\S+|\b[a-z0-9-]+\.(?:com|net|org|co\.uk|io|me|ly|gg|xyz|info|biz)\b\S*/g, (m) => {
    words.push('#url');
    return ' ';
  });
  for (const m of urlFree.matchAll(TOKEN_RE)) {
    const w = wordShape(m[0]);
    if (w) words.push(w);
  }
  const wseed = seed ^ 0x5bd1e995;
  let prev = 0;
  for (let i = 0; i < words.length; i++) {
    const h = hashString(words[i], wseed);
    add(h);
    if (config.wordNgramMax >= 2) add(Math.imul(prev ^ 0x27d4eb2d, FNV_PRIME) ^ h);
    prev = h;
  }
  if (config.wordNgramMax >= 2 && words.length > 0) add(Math.imul(prev ^ 0x27d4eb2d, FNV_PRIME) ^ 0x1234567);

  // Character n-grams over " word word " with digits folded to '0' and punctuation kept but squeezed.
  const chars = ` ${input.replace(/[0-9]/g, '0').replace(/\s+/g, ' ')} `;
  const nMin = config.charNgramMin;
  const nMax = config.charNgramMax;
  for (let i = 0; i < chars.length; i++) {
    let h = (seed ^ 0x811c9dc5) >>> 0;
    for (let n = 1; n <= nMax && i + n <= chars.length; n++) {
      h = Math.imul(h ^ chars.charCodeAt(i + n - 1), FNV_PRIME);
      if (n >= nMin) add(h ^ n);
    }
  }

  const indices = new Int32Array(counts.size);
  const values = new Float32Array(counts.size);
  let k = 0;
  let norm = 0;
  for (const [idx, c] of counts) {
    const v = 1 + Math.log(c);
    indices[k] = idx;
    values[k] = v;
    norm += v * v;
    k++;
  }
  const inv = norm > 0 ? 1 / Math.sqrt(norm) : 0;
  for (let j = 0; j < values.length; j++) values[j] *= inv;
  return { indices, values };
}
