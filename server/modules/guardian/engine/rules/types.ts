/**
 * Shape shared by the rule-family modules under engine/rules/ (issue 15, round 4): each family
 * reads the message's normalised views and its context and returns context signals, which
 * analyzeContext (context.ts) appends to the ones its own detectors found.
 */
import type { NormalizedText } from '../normalize';
import { GUARDIAN_PREFILTER } from '../prefilter';
import type { ContextLayerResult, ContextSignal, ContextSignalKind, ModerationContext } from '../types';

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

/** A message's views: `[text]`, or `[text, deobfuscated]` when they differ (as `RuleInput.views`). */
export function textViews(norm: NormalizedText): string[] {
  return norm.deobfuscated === norm.text ? [norm.text] : [norm.text, norm.deobfuscated];
}

const RUN_OF_THREE = /([a-z])\1{2,}/g;
const RUN_OF_TWO = /([a-z])\1+/g;
/**
 * A letter a-z repeated at least `from` times in a row squeezed to one (the one squeeze of the rule modules, ADR 197):
 * from 3, "gtfoooo" → "gtfo" and "numberrr" → "number" (a doubled letter stays); from 2, "fiftteeeeen" → "fiften".
 */
export const squeezeLetterRuns = (text: string, from: 2 | 3): string =>
  text.replace(from === 3 ? RUN_OF_THREE : RUN_OF_TWO, '$1');
/** Letters stretched three times or more squeezed to one: "gtfoooo" → "gtfo", "numberrr" → "number". */
export const squeezeStretchedLetters = (text: string): string => squeezeLetterRuns(text, 3);
/**
 * Whether a letter a-z occurs three times in a row (what `/([a-z])\1{2,}/` finds), by a loop: that back-reference
 * expression is tried at every position of every message (ADR 169).
 */
export function hasStretchedLetters(text: string): boolean {
  for (let i = 2; i < text.length; i++) {
    const c = text.charCodeAt(i);
    if (c >= 97 && c <= 122 && text.charCodeAt(i - 1) === c && text.charCodeAt(i - 2) === c) return true;
  }
  return false;
}
/**
 * `views` plus the text with stretched letters squeezed ("gtfoooo" → "gtfo") when the normaliser flagged them and it
 * is not already among them; the same list otherwise (the one squeezed-view owner: the rule families and the text
 * model's corroboration read it; ADR 234).
 */
export function withSqueezedView(norm: NormalizedText, views: string[]): string[] {
  if (!norm.signals.includes('repeated_letters')) return views;
  const squeezed = squeezeStretchedLetters(norm.text);
  return views.includes(squeezed) ? views : [...views, squeezed];
}
/** The input's views with the squeezed one (`withSqueezedView`); a new list is prepared with the prefilter. */
export function viewsWithSqueezed(input: RuleInput): string[] {
  const all = withSqueezedView(input.norm, input.views);
  if (all !== input.views) GUARDIAN_PREFILTER.prepare(all);
  return all;
}

export interface RuleFamily {
  name: string;
  /** Which data the family was written or tuned from (docs/guardian.md lists it). */
  learnedFrom: string;
  /** False when the family can only yield soft signals (skipped by the sliding window). */
  canBeHard: boolean;
  detect(input: RuleInput): ContextSignal | null;
}

/** A family's signal; evidence is cut to 120 characters as every context signal's is. */
export function ruleSignal(kind: ContextSignalKind, risk: number, evidence: string): ContextSignal {
  return { kind, risk, evidence: evidence.slice(0, 120) };
}

/** Whether a signal of this kind at least this high is already in one of the lists (a new one would add nothing). */
export function alreadyAsHigh(
  kind: ContextSignalKind,
  risk: number,
  ...lists: ReadonlyArray<readonly ContextSignal[]>
): boolean {
  return lists.some((l) => l.some((x) => x.kind === kind && x.risk >= risk));
}

/**
 * Closures a rule module needs per message, made here (ADR 190): the server and the bench run through tsx, whose
 * transform keeps function names, so a named arrow created in a per-message function costs an
 * `Object.defineProperty` (about 1 µs) each time; one returned from a factory is not named.
 */
/** `has(kind)`: whether one of the signals found so far is of that kind. */
export const kindFound =
  (found: readonly ContextSignal[]) =>
  (kind: ContextSignalKind): boolean =>
    found.some((s) => s.kind === kind);
/** `already(kind, risk)`: `alreadyAsHigh` over the signals found before and the module's own so far. */
export const asHighIn =
  (found: readonly ContextSignal[], out: readonly ContextSignal[]) =>
  (kind: ContextSignalKind, risk: number): boolean =>
    alreadyAsHigh(kind, risk, found, out);
/** `add(kind, risk, evidence)`: a signal pushed to `out` unless one of its kind is already as high. */
export const signalAdder =
  (found: readonly ContextSignal[], out: ContextSignal[]) =>
  (kind: ContextSignalKind, risk: number, evidence: string): void => {
    if (!alreadyAsHigh(kind, risk, found, out)) out.push(ruleSignal(kind, risk, evidence));
  };

/** Runs the families in order; a family's signal is dropped when one of its kind is already as high. */
export function runRuleFamilies(families: readonly RuleFamily[], input: RuleInput): ContextSignal[] {
  const out: ContextSignal[] = [];
  for (const f of families) {
    if (input.hardOnly && !f.canBeHard) continue;
    const s = f.detect(input);
    if (!s) continue;
    if (alreadyAsHigh(s.kind, s.risk, input.found, out)) continue;
    out.push({ ...s, evidence: s.evidence.slice(0, 120) });
  }
  return out;
}

/**
 * The shape of a word-gated family (engine/rules/violence.ts, ADR 125): a named detector that yields one kind
 * of context signal, with the words that gate it.
 */
export interface RuleFinding {
  /** Risk of the finding on its own (0-100); hard kinds block at >= 75 whatever the sender's trust. */
  risk: number;
  /** Short excerpt of what was found. */
  evidence: string;
}

export interface WordGatedFamily {
  /** Short name, for evidence and tests. */
  readonly name: string;
  /** The context signal a finding yields. */
  readonly kind: ContextSignalKind;
  /**
   * Lower-case ASCII words at least one of which every finding contains. The family only runs when one
   * occurs in the message, and the sliding window's gate reads them so that split messages are judged
   * together.
   */
  readonly gateWords: readonly string[];
  /** The first finding in the message's views (normalised text first), or null. */
  detect(views: readonly string[]): RuleFinding | null;
}
