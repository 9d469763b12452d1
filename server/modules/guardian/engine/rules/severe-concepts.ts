/**
 * The reading loop round 25's and round 34's severe-harm readers share (ADRs 278, 334): a concept is a gate the
 * prefilter answers per view, patterns run only where the gate holds (a pattern right after a negation does not count),
 * and optional `needs` (the menace beside the act) and `unless` (an innocent frame) tested over every view. Each reader
 * keeps its own concepts and registers its own expressions with the prefilter.
 */
import { rejoinSpacedLetters } from '../normalize';
import { GUARDIAN_PREFILTER, execRule as exec, testRule as test } from '../prefilter';
import type { ContextSignal, ContextSignalKind } from '../types';
import { withoutFramed } from './frames';
import { asHigh, held } from './round20-sv-sh-drugs';
import { ruleSignal, viewsWithSqueezed, type RuleInput } from './types';

export interface SevereConcept {
  kind: ContextSignalKind;
  risk: number;
  name: string;
  /** One expression the prefilter answers per view: no pattern runs when it is absent. */
  gate: RegExp;
  patterns: RegExp[];
  /** The concept holds only when a view also holds this (the menace beside the act). */
  needs?: RegExp;
  /** `needs` must hold outside the act's own words (ADR 336): a `needs` that shares words with a pattern ("keep
   *  going") would otherwise be met by the act alone ("you can scream and I'll keep going, it's karaoke night"). */
  needsBesideAct?: boolean;
  /** Not the concept when a view holds this (a pharmacist's advice, a climbing rope, a boat). */
  unless?: RegExp;
}

/** A negation right before a cue ("i'd never ignore your no"), read in the 24 characters before it. */
const NEGATED = /(?:\bnot|n't|\bnever|\bdont|\bwont|\bcant)\s+(?:\w+\s+){0,2}$/;

/** The concepts with each gate wrapped as one group: the prefilter answers it with one literal-set lookup instead of
 *  splitting it into its alternatives (ADR 213 splits top-level alternations; a gate only needs yes or no). */
const gatedAsOneGroup = <C extends SevereConcept>(concepts: readonly C[]): C[] =>
  concepts.map((c) => ({ ...c, gate: new RegExp(`(?:${c.gate.source})`, c.gate.flags) }));

/** Every expression a reader's concepts run per view, for the prefilter's registration at module load (ADR 179). */
const conceptExpressions = (concepts: readonly SevereConcept[]): RegExp[] =>
  concepts
    .flatMap((c) => [c.gate, ...(c.needs ? [c.needs] : []), ...(c.unless ? [c.unless] : []), ...c.patterns])
    .filter((r) => !r.unicode);

function find(c: SevereConcept, views: readonly string[]): string | null {
  for (let i = 0; i < views.length; i++) {
    const v = views[i];
    if (!test(c.gate, v)) continue;
    for (let j = 0; j < c.patterns.length; j++) {
      const m = exec(c.patterns[j], v);
      if (!m) continue;
      if (NEGATED.test(v.slice(Math.max(0, m.index - 24), m.index))) continue;
      return m[0].trim();
    }
  }
  return null;
}

const NONE: ContextSignal[] = [];

/** Whether the concept's menace is in the message (outside the act's evidence when the concept asks for that). */
function menaceHeld(c: SevereConcept, views: readonly string[], ev: string): boolean {
  if (!c.needs) return true;
  if (!c.needsBesideAct || !ev) return held(c.needs, views);
  const beside = views.map((v) => v.replace(ev, ' '));
  // The act as the whole message ("you can scream but i won't stop") is its own menace: nothing beside it to excuse it.
  return beside.some((v) => !/[a-z]/.test(v)) || held(c.needs, beside);
}

/** The concepts' signals for one message (NONE, not a new list, when none); a kind already as high is not re-read. */
function severeConceptSignals(input: RuleInput, concepts: readonly SevereConcept[]): ContextSignal[] {
  let views = viewsWithSqueezed(input);
  // Letters spaced inside a sentence ("no c h o i c e, i'll f o r c e you"): the spaced words re-joined in place
  // (the deobfuscated view glues them to the next word); a new list only for a message the normaliser flagged.
  if (input.norm.signals.includes('spaced_letters')) {
    const joined = rejoinSpacedLetters(input.norm.text);
    if (!views.includes(joined)) views = [...views, joined];
  }
  GUARDIAN_PREFILTER.prepare(views);
  let out: ContextSignal[] | null = null;
  for (const c of concepts) {
    if (asHigh(input.found, c.kind, c.risk) || asHigh(out, c.kind, c.risk)) continue;
    const ev = find(c, views);
    if (ev === null || !menaceHeld(c, views, ev) || (c.unless && held(c.unless, views))) continue;
    (out ??= []).push(ruleSignal(c.kind, c.risk, `${c.name}: ${ev || c.name}`));
  }
  // Reports and quotes (frames.ts, ADR 183): "he said he'd put something in my drink, I reported him".
  return out ? withoutFramed(views, out, 'police') : NONE;
}

/** A reader of these concepts: gates grouped, every expression registered with the prefilter now (at the reader's
 *  module load, ADR 179), and the function context.ts calls per message. */
export function severeReader(concepts: readonly SevereConcept[]): (input: RuleInput) => ContextSignal[] {
  const grouped = gatedAsOneGroup(concepts);
  GUARDIAN_PREFILTER.register(conceptExpressions(grouped));
  return (input) => severeConceptSignals(input, grouped);
}
