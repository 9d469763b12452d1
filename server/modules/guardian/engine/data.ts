/**
 * Loading of training data: the public datasets (outside the repo, never committed) and our own
 * dating corpus. Used by the train / eval scripts and by the lead's background retrain job.
 */
import { existsSync, readFileSync } from 'node:fs';
import { basename, dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { TrainingSample } from './train';
import { GUARDIAN_LABELS, type GuardianLabel } from './types';

const HERE = dirname(fileURLToPath(import.meta.url));
/** Repo root (server/modules/guardian/engine -> ../../../..). */
export const REPO_ROOT = resolve(HERE, '../../../..');
export const DEFAULT_CORPUS_PATH = resolve(HERE, '../corpus/dating-corpus.jsonl');
/**
 * Hand-written training text (ADR 055, ADR 137): written by people in varied registers, not generated from
 * templates, never copied from a challenge set. One owner for what the model learns from: every file here is
 * loaded (source `handwritten`) whenever the default corpus is used, by the CLI and by the in-app retrain.
 * `handwritten-issue15.jsonl` carries a label; the development sets and paraphrase files carry the challenge
 * sets' fields (category / expect / context / obfuscation) and get their label from `HANDWRITTEN_CATEGORY_LABELS`.
 * A new development set is added here on purpose, after the rules it was written to tune.
 */
/**
 * Hand-written small talk: plain ordinary dating chat (category `ordinary`), the register the ordinary-chat
 * false-positive promise is about. Besides being hard negatives, its lines count in the ordinary-chat calibration
 * pool (ADR 159).
 */
export const SMALLTALK_CORPUS_FILES = [
  'smalltalk-2026-11-28-a.jsonl',
  'smalltalk-2026-11-28-b.jsonl',
  'smalltalk-2026-11-28-g.jsonl',
] as const;
export const HANDWRITTEN_CORPUS_FILES = [
  'handwritten-issue15.jsonl',
  'dev-set-round3.jsonl',
  'dev-set-round4-lures.jsonl',
  'dev-set-round4-violence.jsonl',
  'dev-set-round5-consent.jsonl',
  'dev-set-round5-minors.jsonl',
  'dev-set-round5-obfuscation.jsonl',
  'dev-set-round5-scam.jsonl',
  'dev-set-round5-sexual.jsonl',
  'dev-set-round5-violence.jsonl',
  'paraphrase-2026-11-26-a.jsonl',
  'paraphrase-2026-11-26-b.jsonl',
  'paraphrase-2026-11-26-c.jsonl',
  'paraphrase-2026-11-28-a.jsonl',
  'paraphrase-2026-11-28-b.jsonl',
  'paraphrase-2026-11-28-c.jsonl',
  'paraphrase-2026-11-28-d.jsonl',
  'paraphrase-2026-11-28-e.jsonl',
  'paraphrase-2026-11-28-f.jsonl',
  ...SMALLTALK_CORPUS_FILES,
  // Harmless chat near harm in wording (idioms, health, family with ages, fragments of split sends), two authors
  // who read no rule, test or challenge set: hard negatives for training only, in no calibration pool (ADR 168).
  'smalltalk-2026-11-29-h.jsonl',
  'smalltalk-2026-11-29-i.jsonl',
] as const;
export const CORPUS_DIR = resolve(HERE, '../corpus');
export const HANDWRITTEN_CORPUS_PATH = resolve(CORPUS_DIR, 'handwritten-issue15.jsonl');

/**
 * Label of a hand-written line from its category (ADR 137). The text model sees the words only, never who
 * sends them to whom: explicit talk is `nsfw` whether or not both adults opted in (the combiner's consent
 * state turns it into ALLOW between opted-in adults, ADR 135; calling it safe would teach that the same
 * words from a stranger are safe). Scams are `harmful` (fraud) as in the dating corpus; off-platform lures
 * are `spam` as there.
 */
export const HANDWRITTEN_CATEGORY_LABELS: Readonly<Record<string, GuardianLabel>> = {
  ordinary: 'safe',
  consensual_sexual: 'nsfw',
  unsolicited_sexual: 'nsfw',
  scam: 'harmful',
  off_platform: 'spam',
  threat_violence: 'harmful',
  sexual_violence: 'harmful',
  self_harm_incitement: 'harmful',
  minors: 'harmful',
  extortion: 'harmful',
  drugs: 'harmful',
  hate: 'harmful',
  harassment: 'harmful',
};

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

/**
 * JSON lines `{text, label, severity?, category?}`. With `labelFromCategory`, a line without a label takes
 * the label of its category (hand-written development sets); a category it does not know is skipped.
 */
export function readJsonl(
  path: string,
  source: string,
  labelFromCategory?: Readonly<Record<string, GuardianLabel>>,
): TrainingSample[] {
  const out: TrainingSample[] = [];
  const origin = basename(path);
  const lines = readFileSync(path, 'utf8').split('\n');
  for (const line of lines) {
    if (!line.trim()) continue;
    try {
      const row = JSON.parse(line) as { text?: unknown; label?: unknown; severity?: unknown; category?: unknown };
      const label =
        row.label === undefined && labelFromCategory && typeof row.category === 'string'
          ? labelFromCategory[row.category]
          : row.label;
      if (typeof row.text !== 'string' || !GUARDIAN_LABELS.includes(label as GuardianLabel)) continue;
      const text = source === 'davidson' ? cleanTweet(row.text) : row.text;
      if (!text) continue;
      out.push({
        text,
        label: label as GuardianLabel,
        source,
        origin,
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

/** Public datasets (if present) + the dating corpus + (with the default corpus) the hand-written files. */
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
  if (!options.corpusPath) {
    for (const file of HANDWRITTEN_CORPUS_FILES) {
      const path = resolve(CORPUS_DIR, file);
      if (!existsSync(path)) {
        sources.push({ source: 'handwritten', path, found: false, count: 0 });
        notes.push(`hand-written corpus ${file} not found: training without it`);
        continue;
      }
      const rows = readJsonl(path, 'handwritten', HANDWRITTEN_CATEGORY_LABELS);
      samples.push(...rows);
      sources.push({ source: 'handwritten', path, found: true, count: rows.length });
    }
  }
  if (sources.every((s) => s.source === 'corpus' || s.source === 'handwritten' || !s.found))
    notes.push('training on the dating corpus only (public datasets absent)');
  return { samples, sources, notes };
}
