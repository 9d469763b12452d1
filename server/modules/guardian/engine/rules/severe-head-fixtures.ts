/**
 * Test fixtures for the severe-harm reader's wiring (ADR 307, 317): a head file whose bias alone reads one kind, and a
 * reader of which lines a cue function accepts. One definition for every severe-cues test,
 * and the suite a cue that corroborates the head's reading of one kind is held to (ADR 323).
 */
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { loadGuardianModel } from '../classifier';
import { createGuardianEngine } from '../guardian-engine';
import { normalizeText } from '../normalize';
import { SEVERE_CLASSES, severityHeadFile, type SevereClass } from '../severity-head';
import { HARM_CONTEXTS, chatContext } from './test-contexts';

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

/**
 * The three checks of a cue that corroborates the head's reading of `kind` (ADR 323): enough lines; the cue reads
 * every harmful paraphrase and no twin; with a head reading `kind` on every message, the paraphrases BLOCK in every
 * harm context and every twin keeps its no-head decision. `readOnMain` are twins an older reader already reads: they
 * count toward the hundred and are not asked of the cue.
 */
export function corroborationSuite(
  title: string,
  spec: {
    cue: (n: ReturnType<typeof normalizeText>) => boolean;
    cueName: string;
    kind: SevereClass;
    /** the kind as the test names say it ("self-harm") */
    kindName: string;
    twins: readonly string[];
    readOnMain: readonly string[];
    harm: readonly string[];
  },
): void {
  const { cue, cueName, kind, kindName, twins, readOnMain, harm } = spec;
  describe(title, () => {
    it('has at least 100 harmless twins and 5 harmful paraphrases', () => {
      expect(twins.length + readOnMain.length).toBeGreaterThanOrEqual(100);
      expect(harm.length).toBeGreaterThanOrEqual(5);
    });
    it(`the ${cueName} reads every paraphrase and no twin`, () => {
      expect(linesAccepted(cue, harm)).toEqual(harm);
      expect(linesAccepted(cue, twins)).toEqual([]);
    });
    it(
      `a head reading ${kindName} BLOCKs the paraphrases everywhere and leaves every twin as with no head`,
      { timeout: 120_000 },
      () => {
        const off = createGuardianEngine({ severityHead: null });
        const on = createGuardianEngine({ severityHead: biasHead(kind) });
        for (const ctx of HARM_CONTEXTS)
          for (const t of harm) expect(on.moderateText(t, ctx).decision, t).toBe('BLOCK');
        const ctx = chatContext({ stranger: false });
        const moved = twins.filter((t) => on.moderateText(t, ctx).decision !== off.moderateText(t, ctx).decision);
        expect(moved).toEqual([]);
      },
    );
  });
}
