/**
 * Test fixtures for the severe-harm reader's wiring (ADR 307, 317): a head file whose bias alone reads one kind, and a
 * reader of which lines a cue function accepts. One definition for every severe-cues test.
 */
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { loadGuardianModel } from '../classifier';
import { normalizeText } from '../normalize';
import { SEVERE_CLASSES, severityHeadFile, type SevereClass } from '../severity-head';

let dir: string | undefined;
/** A head whose bias alone reads `kind` at about 1 on every message (the wiring is what is tested); its file path. */
export function biasHead(kind: SevereClass): string {
  dir ??= mkdtempSync(join(tmpdir(), 'severe-heads-'));
  const path = join(dir, `${kind}.json`);
  const features = loadGuardianModel().features;
  const file = severityHeadFile({
    version: `test-${kind}`,
    trainedAt: '2026-12-01T00:00:00.000Z',
    features,
    bar: 0.9,
    bias: SEVERE_CLASSES.map((c) => (c === kind ? 8 : -8)),
    weights: new Float32Array(features.buckets * SEVERE_CLASSES.length),
    calibration: {},
    training: {},
  });
  writeFileSync(path, JSON.stringify(file));
  return path;
}

/** The lines of `list` that the cue function `f` accepts, each normalised as the engine does. */
export const linesAccepted = (f: (n: ReturnType<typeof normalizeText>) => boolean, list: readonly string[]) =>
  list.filter((t) => f(normalizeText(t)));
