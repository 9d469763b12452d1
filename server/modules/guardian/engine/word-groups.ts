/**
 * Word groups of several rule layers marked by one automaton walk per view (ADR 169): the context layer's trigger
 * words and the violence families' gate words were two automata walked over the same views of every message. Each
 * layer registers its groups at module load and reads, per view, which of its groups have a word in it. Same words,
 * same views, same walk (Automaton.markGroups): the same flags as the separate automata gave.
 */
import { Automaton, type AutomatonPattern } from './automaton';
import { type GateWord, GUARDIAN_PREFILTER, gateWords, testRule } from './prefilter';

/** Views whose flags are kept: a message's views are marked for several layers in turn. */
const KEPT = 4;

export class WordGroups {
  private readonly words: AutomatonPattern[] = [];
  private groups = 0;
  private automaton: Automaton | null = null;
  /** The last views marked (ring) and their flags (one byte per group). */
  private readonly texts: Array<string | null> = new Array<string | null>(KEPT).fill(null);
  private flags: Uint8Array[] = [];
  private nextSlot = 0;

  /**
   * Registers groups of ASCII words, each a string or a word with the `\b` it needs (a word gate's, ADR 287), at
   * module load; returns the first group's index.
   */
  add(groups: ReadonlyArray<ReadonlyArray<string | GateWord>>): number {
    if (this.automaton) {
      // A module loaded after the first walk (the unit tests share one module graph per worker, ADR 207): the next
      // mark() walks an automaton rebuilt with its words too, and no kept flags from the old one are read.
      this.automaton = null;
      this.texts.fill(null);
    }
    const first = this.groups;
    groups.forEach((words, g) => {
      for (const w of words)
        this.words.push(
          typeof w === 'string' ? { text: w, id: first + g } : { text: w.text, id: first + g, bounds: w.bounds },
        );
    });
    this.groups += groups.length;
    // The prefilter's automaton finds the words too, in its scan of the views it prepared (ADR 173).
    if (this === WORD_GROUPS) GUARDIAN_PREFILTER.setWordGroups(this.words, this.groups);
    return first;
  }

  /** flags[g] === 1 for every group g with a word in `text` (read it before the next KEPT calls). */
  mark(text: string): Uint8Array {
    for (let k = 0; k < KEPT; k++) if (this.texts[k] === text) return this.flags[k];
    if (!this.automaton) {
      this.automaton = new Automaton(this.words);
      this.flags = Array.from({ length: KEPT }, () => new Uint8Array(this.groups));
    }
    const k = this.nextSlot;
    this.nextSlot = (k + 1) % KEPT;
    const flags = this.flags[k];
    flags.fill(0);
    this.automaton.markGroups(text, this.automaton.patternIds, flags);
    this.texts[k] = text;
    return flags;
  }

  /** Whether group `group` has a word in `text` (a prepared view from its scan, as markViews reads it). */
  has(text: string, group: number): boolean {
    const marks = (this === WORD_GROUPS ? GUARDIAN_PREFILTER.groupFlags(text) : null) ?? this.mark(text);
    return marks[group] === 1;
  }

  /**
   * Sets `into[i]` to 1 where group `first + i` has a word in any of the views (a layer's groups, from add()). A
   * view the prefilter prepared last is read from its scan (the same words found by the same kind of walk, ADR 173);
   * any other is walked here.
   */
  markViews(views: readonly string[], first: number, into: Uint8Array): void {
    into.fill(0);
    const shared = this === WORD_GROUPS;
    for (const v of views) {
      const marks = (shared ? GUARDIAN_PREFILTER.groupFlags(v) : null) ?? this.mark(v);
      for (let i = 0; i < into.length; i++) into[i] |= marks[first + i];
    }
  }
}

/** The one set of word groups of the text pipeline. */
export const WORD_GROUPS = new WordGroups();

/**
 * A reader's first look (ADR 190) — an unanchored alternation of words, `gate.test(view)` — answered from the shared
 * automaton's walk (ADR 259): the alternatives that are finite sets of ASCII literals are one word group of
 * WORD_GROUPS, marked in the walk the prefilter makes of every prepared view anyway; the other alternatives stay one
 * expression, run only when no word of the group is in the view. Alternatives that are such words between `\b`s are
 * words of the group with the `\b` checked in the walk (ADR 287). Same answer as `gate.test(view)` (gateWords);
 * an expression that cannot be cut is run as it is. Built at module load, like every word group.
 */
/** Every word gate built (for the equivalence test). */
export const WORD_GATES: WordGate[] = [];

export class WordGate {
  /** The word group of the literal alternatives (-1: none), and the other alternatives joined (null: none). */
  readonly group: number;
  readonly rest: RegExp | null;
  constructor(readonly gate: RegExp) {
    WORD_GATES.push(this);
    const cut = gateWords(gate);
    if (!cut || !cut.words.length) {
      this.group = -1;
      this.rest = gate;
      GUARDIAN_PREFILTER.register([gate]);
      return;
    }
    this.group = WORD_GROUPS.add([cut.words]);
    this.rest = cut.rest.length ? new RegExp(cut.rest.join('|'), gate.flags) : null;
    // The rest asks the shared prefilter (ADR 287): on a prepared view it runs only where its literals occur.
    if (this.rest) GUARDIAN_PREFILTER.register([this.rest]);
  }

  test(view: string): boolean {
    return (this.group >= 0 && WORD_GROUPS.has(view, this.group)) || (this.rest !== null && testRule(this.rest, view));
  }

  /** Whether the gate matches in any of the views. */
  anyView(views: readonly string[]): boolean {
    for (let i = 0; i < views.length; i++) if (this.test(views[i])) return true;
    return false;
  }
}
