/**
 * Loading of training data: the public datasets (outside the repo, never committed) and our own
 * dating corpus. Used by the train / eval scripts and by the lead's background retrain job.
 */
import { existsSync, readFileSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { TrainingSample } from './train';
import { GUARDIAN_LABELS, type GuardianLabel } from './types';

const HERE = dirname(fileURLToPath(import.meta.url));
/** Repo root (server/modules/guardian/engine -> ../../../..). */
export const REPO_ROOT = resolve(HERE, '../../../..');
export const DEFAULT_CORPUS_PATH = resolve(HERE, '../corpus/dating-corpus.jsonl');
/**
 * Hand-written paraphrases for the issue-15 harms and hard negatives (ADR 055): written fresh by a
 * person in varied registers, not generated from templates, never copied from the challenge set.
 * Loaded with the dating corpus (same source, weight and split) whenever the default corpus is used.
 */
export const HANDWRITTEN_CORPUS_PATH = resolve(HERE, '../corpus/handwritten-issue15.jsonl');
/** `../shared/data/guardian` relative to the repo; the scripts and the server's config may name another folder. */
export function defaultDataDir(): string {
  return resolve(REPO_ROOT, '../shared/data/guardian');
}

export const PUBLIC_DATASETS = [
  { file: 'davidson-2017.jsonl', source: 'davidson' },
  { file: 'sms-spam-collection.jsonl', source: 'sms' },
] as const;

/**
 * Tweet artefacts in Davidson (retweet markers, @mentions, t.co links, HTML entities) are removed:
 * they are Twitter syntax, not message content, and would otherwise look like handle/URL sharing
 * to the context layer. (Davidson et al. likewise replace mentions and URLs before modelling.)
 */
export function cleanTweet(text: string): string {
  return text
    .replace(/&amp;/g, '&')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&quot;/g, '"')
    .replace(/&#\d+;/g, ' ')
    .replace(/\bRT\b\s*/g, ' ')
    .replace(/@[A-Za-z0-9_]+:?/g, ' ')
    .replace(/https?:\/\/\S+/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();
}

export function readJsonl(path: string, source: string): TrainingSample[] {
  const out: TrainingSample[] = [];
  const lines = readFileSync(path, 'utf8').split('\n');
  for (const line of lines) {
    if (!line.trim()) continue;
    try {
      const row = JSON.parse(line) as { text?: unknown; label?: unknown; severity?: unknown; category?: unknown };
      if (typeof row.text !== 'string' || !GUARDIAN_LABELS.includes(row.label as GuardianLabel)) continue;
      const text = source === 'davidson' ? cleanTweet(row.text) : row.text;
      if (!text) continue;
      out.push({
        text,
        label: row.label as GuardianLabel,
        source,
        ...(typeof row.severity === 'string' ? { severity: row.severity } : {}),
        ...(typeof row.category === 'string' ? { category: row.category } : {}),
      });
    } catch {
      // skip malformed line
    }
  }
  return out;
}

export interface LoadedTrainingData {
  samples: TrainingSample[];
  sources: Array<{ source: string; path: string; found: boolean; count: number }>;
  notes: string[];
}

/** Public datasets (if present) + the dating corpus. */
export function loadTrainingData(options: { dataDir?: string; corpusPath?: string } = {}): LoadedTrainingData {
  const dataDir = options.dataDir ?? defaultDataDir();
  const corpusPath = options.corpusPath ?? DEFAULT_CORPUS_PATH;
  const samples: TrainingSample[] = [];
  const sources: LoadedTrainingData['sources'] = [];
  const notes: string[] = [];
  for (const d of PUBLIC_DATASETS) {
    const path = resolve(dataDir, d.file);
    if (existsSync(path)) {
      const rows = readJsonl(path, d.source);
      samples.push(...rows);
      sources.push({ source: d.source, path, found: true, count: rows.length });
    } else {
      sources.push({ source: d.source, path, found: false, count: 0 });
      notes.push(`public dataset ${d.file} not found in ${dataDir}: training without it`);
    }
  }
  if (existsSync(corpusPath)) {
    const rows = readJsonl(corpusPath, 'corpus');
    samples.push(...rows);
    sources.push({ source: 'corpus', path: corpusPath, found: true, count: rows.length });
  } else {
    sources.push({ source: 'corpus', path: corpusPath, found: false, count: 0 });
    notes.push(`dating corpus not found at ${corpusPath}`);
  }
  if (!options.corpusPath && existsSync(HANDWRITTEN_CORPUS_PATH)) {
    const rows = readJsonl(HANDWRITTEN_CORPUS_PATH, 'corpus');
    samples.push(...rows);
    sources.push({ source: 'corpus', path: HANDWRITTEN_CORPUS_PATH, found: true, count: rows.length });
  }
  if (sources.every((s) => s.source === 'corpus' || !s.found))
    notes.push('training on the dating corpus only (public datasets absent)');
  return { samples, sources, notes };
}
