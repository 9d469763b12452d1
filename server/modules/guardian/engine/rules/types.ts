/**
 * Shape shared by the rule-family modules under engine/rules/ (issue 15, round 4): each family
 * reads the message's normalised views and its context and returns context signals, which
 * analyzeContext (context.ts) appends to the ones its own detectors found.
 */
import type { NormalizedText } from '../normalize';
import type { ContextLayerResult, ContextSignal, ModerationContext } from '../types';

export interface RuleInput {
  norm: NormalizedText;
  /** `[text]`, or `[text, deobfuscated]` when they differ. */
  views: string[];
  ctx: ModerationContext;
  consent: ContextLayerResult['consent'];
  /** Sliding window: only findings that can be hard (risk >= 75) are kept, the rest need not run. */
  hardOnly: boolean;
  /** What the detectors in context.ts (and earlier families) already found. */
  found: readonly ContextSignal[];
}

export interface RuleFamily {
  name: string;
  /** Which data the family was written or tuned from (docs/guardian.md lists it). */
  learnedFrom: string;
  /** False when the family can only yield soft signals (skipped by the sliding window). */
  canBeHard: boolean;
  detect(input: RuleInput): ContextSignal | null;
}

/** Runs the families in order; a family's signal is dropped when one of its kind is already as high. */
export function runRuleFamilies(families: readonly RuleFamily[], input: RuleInput): ContextSignal[] {
  const out: ContextSignal[] = [];
  for (const f of families) {
    if (input.hardOnly && !f.canBeHard) continue;
    const s = f.detect(input);
    if (!s) continue;
    if (input.found.some((x) => x.kind === s.kind && x.risk >= s.risk)) continue;
    if (out.some((x) => x.kind === s.kind && x.risk >= s.risk)) continue;
    out.push({ ...s, evidence: s.evidence.slice(0, 120) });
  }
  return out;
}
