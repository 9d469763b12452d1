/**
 * Inputs for the exact-equivalence tests of ADR 299 (features-tokens.test.ts, normalize-gates.test.ts): every text
 * of the corpus files and a small deterministic generator for fuzzed strings. Test support only.
 */
import { readFileSync, readdirSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

const CORPUS_DIR = fileURLToPath(new URL('../corpus/', import.meta.url));

/** Every `text` of every corpus/*.jsonl file, in file order. */
export function corpusTexts(): string[] {
  const out: string[] = [];
  for (const f of readdirSync(CORPUS_DIR).filter((n) => n.endsWith('.jsonl')))
    for (const line of readFileSync(CORPUS_DIR + f, 'utf8').split('\n')) {
      if (!line.trim()) continue;
      const row = JSON.parse(line) as { text?: unknown };
      if (typeof row.text === 'string') out.push(row.text);
    }
  return out;
}

/** A small deterministic generator (mulberry32). */
export function rng(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}
