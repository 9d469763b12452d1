/**
 * Literal prefilter for the context layer's regular expressions (ADR 103). From each expression's
 * source we derive the set of literal strings every match must START with (its leading literals:
 * `\b(?:send|wire|pay)\s+...` -> "send", "wire", "pay"; zero-width assertions at the start are
 * skipped, optional parts branch, character classes of a few characters expand, anything else cuts
 * the literal short). One Aho–Corasick pass over a view finds every occurrence of every leading
 * literal; an expression is then tried, sticky, only at those positions, in increasing order.
 *
 * Same result as `exec` on the whole string, by construction: a match can only start where one of
 * its leading literals occurs, and a sticky `exec` at a position runs the same backtracking as the
 * unanchored search does at that position (the whole string stays visible, so lookbehind, `\b`,
 * `^` and `$` see exactly what they saw before). The first candidate that matches is therefore the
 * leftmost match, with the same text. Expressions whose leading literals cannot be derived (case-
 * insensitive flag, a branch that starts with `\w`, `.`, a large or negated class, a non-ASCII
 * character, or one that can match the empty string) are not prefiltered: they run as before.
 * prefilter.test.ts compares both paths on every corpus text.
 */
import { Automaton, type AutomatonPattern, boundsHold } from './automaton';

/** Literals are cut at this length (longer ones select no better and make the automaton larger). */
const MAX_LITERAL = 6;
/** Give up on an expression whose prefix expansion grows beyond this many literals. */
const MAX_LITERALS = 3000;
/** Classes up to this many characters expand into one literal per character. */
const MAX_CLASS = 12;
/**
 * Views shorter than this run the expressions directly. 0 (ADR 126): short chat texts go through the
 * candidates too — one automaton pass then skips every expression none of whose leading literals
 * occurs, which paired A/B runs measured faster than running them all (the result is the same at any
 * threshold; the equivalence tests run every view through the candidates).
 */
const SHORT_TEXT = 0;

/**
 * Candidate starts are confirmed against the expression's leading prefixes derived this far (ADR 154): every
 * match starts with one of them, so a start where none reads is not tried. At most CONFIRM_PREFIXES per leading
 * literal (cut shorter until they fit); none when the derivation fails at this length.
 */
const CONFIRM_LITERAL = 16;
const CONFIRM_PREFIXES = 8;

/** prepare() calls between two rebuilds for expressions registered late (see prepare()). */
const REBUILD_AFTER = 64;

type Node =
  | { t: 'char'; c: string; min: number; max: number }
  | { t: 'set'; chars: string[] | null; min: number; max: number }
  | { t: 'group'; alts: Node[][]; min: number; max: number }
  | { t: 'zero'; min: number; max: number; wb?: boolean; start?: boolean };

class ParseError extends Error {}

function parse(src: string): Node[][] {
  let i = 0;
  const peek = () => src[i];

  function parseClass(): string[] | null {
    // at '['
    i++;
    let negated = false;
    if (src[i] === '^') ((negated = true), i++);
    const chars: string[] = [];
    let unknown = false;
    const readOne = (): string | null => {
      const c = src[i++];
      if (c !== '\\') return c;
      const e = src[i++];
      if (e === 'd') {
        for (let d = 0; d < 10; d++) chars.push(String(d));
        return null;
      }
      if ('sSwWDbBpP'.includes(e)) {
        unknown = true;
        if (e === 'p' || e === 'P') skipBraces();
        return null;
      }
      return escapeChar(e);
    };
    // In JavaScript a "]" always closes the class ("[]" matches nothing, "[^]" anything).
    while (i < src.length && src[i] !== ']') {
      const a = readOne();
      if (a !== null && src[i] === '-' && src[i + 1] !== ']' && i + 1 < src.length) {
        i++;
        const b = readOne();
        if (b === null) {
          unknown = true;
          continue;
        }
        const from = a.codePointAt(0)!;
        const to = b.codePointAt(0)!;
        if (to - from + 1 > MAX_CLASS) unknown = true;
        else for (let c = from; c <= to; c++) chars.push(String.fromCodePoint(c));
      } else if (a !== null) chars.push(a);
    }
    if (src[i] !== ']') throw new ParseError('unterminated class');
    i++;
    if (negated || unknown || chars.length > MAX_CLASS) return null;
    return [...new Set(chars)];
  }

  function skipBraces() {
    if (src[i] === '{') {
      const end = src.indexOf('}', i);
      if (end < 0) throw new ParseError('bad escape');
      i = end + 1;
    }
  }

  function escapeChar(e: string): string {
    switch (e) {
      case 'n':
        return '\n';
      case 't':
        return '\t';
      case 'r':
        return '\r';
      case 'f':
        return '\f';
      case 'v':
        return '\v';
      case '0':
        return '\0';
      case 'u': {
        if (src[i] === '{') {
          const end = src.indexOf('}', i);
          const cp = parseInt(src.slice(i + 1, end), 16);
          i = end + 1;
          return String.fromCodePoint(cp);
        }
        const cp = parseInt(src.slice(i, i + 4), 16);
        i += 4;
        return String.fromCharCode(cp);
      }
      case 'x': {
        const cp = parseInt(src.slice(i, i + 2), 16);
        i += 2;
        return String.fromCharCode(cp);
      }
      default:
        if (/[a-zA-Z1-9]/.test(e)) throw new ParseError(`unsupported escape \\${e}`);
        return e;
    }
  }

  function quantify(n: Node) {
    const c = peek();
    let min = 1;
    let max = 1;
    if (c === '?') ((min = 0), (max = 1), i++);
    else if (c === '*') ((min = 0), (max = Infinity), i++);
    else if (c === '+') ((min = 1), (max = Infinity), i++);
    else if (c === '{') {
      const m = /^\{(\d+)(,(\d*))?\}/.exec(src.slice(i));
      if (m) {
        min = Number(m[1]);
        max = m[2] ? (m[3] ? Number(m[3]) : Infinity) : min;
        i += m[0].length;
      }
    } else return;
    if (peek() === '?') i++; // lazy: same set of possible matches
    n.min = min;
    n.max = max;
  }

  function parseAlts(): Node[][] {
    const alts: Node[][] = [[]];
    while (i < src.length) {
      const c = src[i];
      if (c === ')') break;
      if (c === '|') {
        i++;
        alts.push([]);
        continue;
      }
      let n: Node;
      if (c === '(') {
        let zero = false;
        if (src.startsWith('(?:', i)) i += 3;
        else if (src.startsWith('(?=', i) || src.startsWith('(?!', i)) ((i += 3), (zero = true));
        else if (src.startsWith('(?<=', i) || src.startsWith('(?<!', i)) ((i += 4), (zero = true));
        else if (src.startsWith('(?<', i)) i = src.indexOf('>', i) + 1;
        else if (src.startsWith('(?', i)) throw new ParseError('unsupported group');
        else i++;
        const inner = parseAlts();
        if (src[i] !== ')') throw new ParseError('unbalanced');
        i++;
        n = zero ? { t: 'zero', min: 1, max: 1 } : { t: 'group', alts: inner, min: 1, max: 1 };
      } else if (c === '[') {
        n = { t: 'set', chars: parseClass(), min: 1, max: 1 };
      } else if (c === '\\') {
        i++;
        const e = src[i++];
        if (e === 'b') n = { t: 'zero', min: 1, max: 1, wb: true };
        else if (e === 'B') n = { t: 'zero', min: 1, max: 1 };
        else if (e === 'd') n = { t: 'set', chars: '0123456789'.split(''), min: 1, max: 1 };
        else if ('sSwWD'.includes(e)) n = { t: 'set', chars: null, min: 1, max: 1 };
        else if (e === 'p' || e === 'P' || e === 'k' || /[1-9]/.test(e)) {
          // Unicode property, named or numbered back-reference: unknown, possibly empty.
          if (e === 'p' || e === 'P') skipBraces();
          else if (e === 'k') i = src.indexOf('>', i) + 1;
          else while (/[0-9]/.test(src[i] ?? '')) i++;
          n = { t: 'set', chars: null, min: 0, max: 1 };
        } else n = { t: 'char', c: escapeChar(e), min: 1, max: 1 };
      } else if (c === '^' || c === '$') {
        i++;
        n = c === '^' ? { t: 'zero', min: 1, max: 1, start: true } : { t: 'zero', min: 1, max: 1 };
      } else if (c === '.') {
        i++;
        n = { t: 'set', chars: null, min: 1, max: 1 };
      } else {
        const cp = src.codePointAt(i)!;
        const ch = String.fromCodePoint(cp);
        i += ch.length;
        n = { t: 'char', c: ch, min: 1, max: 1 };
      }
      quantify(n);
      alts[alts.length - 1].push(n);
    }
    return alts;
  }

  const alts = parseAlts();
  if (i !== src.length) throw new ParseError('trailing input');
  return alts;
}

/** JavaScript's \w (no i/u case folding here): the characters \b tells apart from the rest. */
const isWordCode = (c: number) => (c >= 97 && c <= 122) || (c >= 65 && c <= 90) || (c >= 48 && c <= 57) || c === 95;

/**
 * The literals every match of `re` starts with (cut at MAX_LITERAL characters, minimised so no
 * literal has another as a prefix), or null when they cannot be derived.
 */
export function leadingLiterals(re: RegExp): string[] | null {
  return leadingLiteralsWithBoundary(re)?.map((l) => l.text) ?? null;
}

/**
 * leadingLiterals with, per literal, whether every way the expression reaches it passes a `\b`
 * right before its first character (zero-width items in between do not move the position). For a
 * literal that starts with a word character this means: a match can start there only at the
 * beginning of the text or after a non-word character (ADR 121).
 */
export function leadingLiteralsWithBoundary(
  re: RegExp,
  maxLiteral = MAX_LITERAL,
): Array<{ text: string; wordStart: boolean }> | null {
  const starts = leadingStarts(re, maxLiteral);
  if (!starts || starts.atStart || starts.literals.some((l) => l.offset > 0)) return null;
  return starts.literals.map(({ text, wordStart }) => ({ text, wordStart }));
}

/** A leading literal found `offset` characters into the match (0, or 1 after one character of any kind). */
export interface LeadingLiteral {
  text: string;
  wordStart: boolean;
  offset: number;
}

/**
 * Where every match of `re` can start (ADR 179): at an occurrence of one of `literals` (`offset` characters before
 * it: an alternative that opens with one character no literal can name, as `[\s,(]ig`, reads its literal one
 * character in), or at position 0 when `atStart` (an alternative that opens with `^`, without the m flag, matches only
 * there). null when neither covers every alternative. With only offset-0 literals and no `^`, the literals are
 * those of leadingLiteralsWithBoundary. With `caretReads` (ADR 213), a `^` is read as any zero-width item: the literals
 * then cover the `^` alternatives too (what they read right after it), and `atStart` stays false.
 */
export function leadingStarts(
  re: RegExp,
  maxLiteral = MAX_LITERAL,
  caretReads = false,
): { literals: LeadingLiteral[]; atStart: boolean } | null {
  if (/[iv]/.test(re.flags)) return null;
  const multiline = re.flags.includes('m');
  let atStart = false;
  let top: Node[][];
  try {
    top = parse(re.source);
  } catch {
    return null;
  }
  /** literal -> every path to it passed a \b at the match start; out[1]: literals one character into the match. */
  const out = [new Map<string, boolean>(), new Map<string, boolean>()];
  let off = 0;
  const put = (lit: string, wb: boolean) => out[off].set(lit, (out[off].get(lit) ?? true) && wb);
  let steps = 0;
  let failed = false;
  // Walk the sequence items[i..] with the literal acc consumed so far; add each reachable prefix.
  // wb: a \b was passed while nothing was consumed yet (so it holds at the match start).
  const walk = (items: Node[], i: number, acc: string, wb: boolean): void => {
    if (failed) return;
    if (++steps > 200_000 || out[0].size + out[1].size > MAX_LITERALS) {
      failed = true;
      return;
    }
    if (acc.length >= maxLiteral || i === items.length) {
      put(acc, wb);
      return;
    }
    const n = items[i];
    if (n.t === 'zero' && n.start && !multiline && n.min > 0 && acc === '' && off === 0 && !caretReads) {
      // "^" before anything is consumed: this path matches only at position 0.
      atStart = true;
      return;
    }
    if (n.t === 'zero') return walk(items, i + 1, acc, wb || (acc === '' && n.wb === true && n.min > 0));
    if (n.min === 0) walk(items, i + 1, acc, wb);
    if (n.max === 0) return;
    // One occurrence of n, then the rest only when n occurs exactly once (else the literal stops here).
    const once = n.min <= 1 && n.max === 1;
    const rest = once ? items.slice(i + 1) : [];
    const stop = !once;
    if (n.t === 'char') {
      if (stop) put(acc + n.c, wb);
      else walk(rest, 0, acc + n.c, wb);
    } else if (n.t === 'set') {
      if (!n.chars && acc === '' && off === 0 && !stop) {
        // One character no literal names, first in the match: the literal is read one character in.
        off = 1;
        walk(rest, 0, '', false);
        off = 0;
      } else if (!n.chars) put(acc, wb);
      else for (const c of n.chars) stop ? put(acc + c, wb) : walk(rest, 0, acc + c, wb);
    } else {
      for (const alt of n.alts) {
        if (stop) {
          // A repeated group: its own prefixes, cut where the group ends.
          walkCut(alt, acc, wb);
        } else walk([...alt, ...rest], 0, acc, wb);
      }
    }
  };
  // Like walk, but reaching the end of items means "cut here" rather than "match ends here".
  const walkCut = (items: Node[], acc: string, wb: boolean) =>
    walk([...items, { t: 'set', chars: null, min: 1, max: 1 }], 0, acc, wb);
  for (const alt of top) walk(alt, 0, '', false);
  if (failed) return null;
  const literals: LeadingLiteral[] = [];
  for (let offset = 0; offset < 2; offset++) {
    const lits = new Map<string, boolean>();
    for (const [l, wb] of out[offset]) {
      // The automaton reads ASCII only: cut at the first other character.
      // A literal that starts with another character keeps that one code unit (found with indexOf).
      if (!l) return null; // a match may start anywhere (or be empty)
      let k = 0;
      while (k < l.length && l.charCodeAt(k) > 0 && l.charCodeAt(k) < 128) k++;
      const cut = k === 0 ? l[0] : l.slice(0, k);
      lits.set(cut, (lits.get(cut) ?? true) && wb);
    }
    const sorted = [...lits.keys()].sort((a, b) => a.length - b.length || (a < b ? -1 : 1));
    const kept: LeadingLiteral[] = [];
    for (const l of sorted) {
      const wb = lits.get(l)!;
      const prefix = kept.find((k) => l.startsWith(k.text));
      // A dropped literal's matches start at its prefix's occurrences: the prefix keeps the boundary
      // requirement only when both had it.
      if (prefix) prefix.wordStart &&= wb;
      else kept.push({ text: l, wordStart: wb, offset });
    }
    // A word start is read at the match start, which an offset literal is not at.
    for (const k of kept) k.wordStart &&= offset === 0 && isWordCode(k.text.charCodeAt(0));
    literals.push(...kept);
  }
  if (!literals.length && !atStart) return null;
  return { literals, atStart };
}

/** Required factors: strings of one node kept while there are at most this many (cross products included). */
const MAX_EXACT = 64;
/** Required-factor literals are cut to at most this many characters (any substring of a required string is
 * required). */
const MAX_FACTOR = 6;
/** Factor sets kept per expression (the strongest first). */
const MAX_FACTOR_SETS = 4;
/** Unions formed per alternation (see nodeFactors). */
const MAX_UNIONS = 3;
/** A factor set with more strings than this is not worth its automaton states. */
const MAX_FACTOR_SET = 400;

/** What a node or sequence contributes to the required factors: every string it can match, when few
 *  (`""` included when it can match nothing), and sets of which every match contains one string. */
interface FactorInfo {
  exact: string[] | null;
  factors: string[][];
}

/** The gate literal of a required string: its longest run of ASCII characters (code 1–127), cut. */
function factorLiteral(s: string): string | null {
  let best = '';
  let run = '';
  for (const ch of s) {
    const c = ch.charCodeAt(0);
    if (ch.length === 1 && c > 0 && c < 128) {
      run += ch;
      if (run.length > best.length) best = run;
    } else run = '';
  }
  return best ? best.slice(0, MAX_FACTOR) : null;
}

/** A factor set as gate literals, minimised (a literal containing another is dropped), or null when unusable. */
function factorSet(strings: readonly string[]): string[] | null {
  if (!strings.length || strings.length > MAX_FACTOR_SET) return null;
  const lits = new Set<string>();
  for (const s of strings) {
    const l = factorLiteral(s);
    if (!l) return null;
    lits.add(l);
  }
  const sorted = [...lits].sort((a, b) => a.length - b.length || (a < b ? -1 : 1));
  const kept = new Set<string>();
  // Shortest first: a literal is dropped when one of its substrings (at most 21) was kept.
  const containsKept = (l: string) => {
    for (let a = 0; a < l.length; a++) for (let b = a + 1; b <= l.length; b++) if (kept.has(l.slice(a, b))) return true;
    return false;
  };
  for (const l of sorted) if (!containsKept(l)) kept.add(l);
  return [...kept];
}

/** A set is selective when each literal has three characters or is punctuation other than the usual. */
const selective = (set: readonly string[]) => set.every((l) => l.length >= 3 || /^[^a-z0-9\s.,!?'"-]+$/.test(l));
/** A node's sets as gate literals, stronger first: longer shortest literal, then fewer literals. */
function ranked(sets: readonly string[][]): string[][] {
  const out: Array<{ set: string[]; shortest: number }> = [];
  for (const strings of sets) {
    let set = gateSets.get(strings);
    if (set === undefined) gateSets.set(strings, (set = factorSet(strings)));
    if (set) out.push({ set, shortest: set.reduce((m, l) => Math.min(m, l.length), Infinity) });
  }
  return out.sort((a, b) => b.shortest - a.shortest || a.set.length - b.set.length).map((x) => x.set);
}
/** factorSet per set of strings (a set is ranked again at each enclosing group). */
const gateSets = new WeakMap<readonly string[], string[] | null>();

function crossProduct(a: readonly string[], b: readonly string[]): string[] | null {
  if (a.length * b.length > MAX_EXACT) return null;
  const out = new Set<string>();
  for (const x of a) for (const y of b) out.add(x + y);
  return [...out];
}

function sequenceFactors(items: readonly Node[]): FactorInfo {
  const factors: string[][] = [];
  let run: string[] = [''];
  let whole = true;
  const flush = () => {
    if (!run.includes('')) factors.push(run);
  };
  for (const n of items) {
    const info = nodeFactors(n);
    factors.push(...info.factors);
    const next = info.exact ? crossProduct(run, info.exact) : null;
    if (next) run = next;
    else {
      flush();
      whole = false;
      run = info.exact && info.exact.length <= MAX_EXACT ? info.exact : [''];
    }
  }
  flush();
  // Only the strongest few go on to the enclosing node (the rest would be dropped there anyway, mostly).
  return { exact: whole ? run : null, factors: ranked(factors).slice(0, MAX_FACTOR_SETS + MAX_UNIONS) };
}

function nodeFactors(n: Node): FactorInfo {
  let one: FactorInfo;
  if (n.t === 'zero') return { exact: [''], factors: [] };
  if (n.t === 'char') one = { exact: [n.c], factors: [] };
  else if (n.t === 'set') one = { exact: n.chars && n.chars.length <= MAX_EXACT ? n.chars : null, factors: [] };
  else {
    const alts = n.alts.map(sequenceFactors);
    if (alts.length === 1) return quantified(n, alts[0]);
    let exact: string[] | null = [];
    for (const a of alts) exact = exact && a.exact ? [...new Set([...exact, ...a.exact])] : null;
    if (exact && exact.length > MAX_EXACT) exact = null;
    // Every match of the group holds one string of the union of one set per alternative: the i-th strongest
    // of each (its last when it has fewer), for a few i.
    const best = alts.map((a) => ranked(a.exact && !a.exact.includes('') ? [a.exact, ...a.factors] : a.factors));
    const unions: string[][] = [];
    if (best.every((r) => r.length))
      for (let i = 0; i < MAX_UNIONS; i++) unions.push(best.flatMap((r) => r[Math.min(i, r.length - 1)]));
    one = { exact, factors: unions };
  }
  return quantified(n, one);
}

/** A node's factors under its quantifier, from those of one occurrence. */
function quantified(n: Node, one: FactorInfo): FactorInfo {
  if (n.min === 1 && n.max === 1) return one;
  if (n.min === 0) return { exact: n.max === 1 && one.exact ? [...new Set(['', ...one.exact])] : null, factors: [] };
  // At least one occurrence: its factors hold, and its strings when it cannot be empty.
  const factors = one.exact && !one.exact.includes('') ? [one.exact, ...one.factors] : one.factors;
  return { exact: null, factors };
}

/**
 * Sets of literals of which every match of `re` contains at least one each (a conjunction of
 * disjunctions), strongest first; [] when none can be derived (case-insensitive flag, unsupported
 * syntax, or nothing selective). Lookarounds count as consuming nothing, so what they test is not
 * required. Used as a gate (ADR 138): where one set has no literal in the text, `re` cannot match.
 */
export function requiredFactors(re: RegExp): string[][] {
  if (/[iv]/.test(re.flags)) return [];
  let top: Node[][];
  try {
    top = parse(re.source);
  } catch {
    return [];
  }
  const info = nodeFactors({ t: 'group', alts: top, min: 1, max: 1 });
  const sets = ranked(info.exact && !info.exact.includes('') ? [info.exact, ...info.factors] : info.factors).filter(
    selective,
  );
  const out: string[][] = [];
  for (const set of sets) {
    const key = set.join('\0');
    if (!out.some((o) => o.join('\0') === key)) out.push(set);
    if (out.length === MAX_FACTOR_SETS) break;
  }
  return out;
}

/** Only expressions with a source this long are split (ADR 213): a split costs a compiled expression per part. */
const MIN_SPLIT_SOURCE = 400;
/** Expressions are split into their top-level alternatives (ADR 213) only up to this many. */
const MAX_PARTS = 16;

/**
 * The top-level alternatives of an expression's source (ADR 213), or null when it has one only, more than MAX_PARTS,
 * a capturing group or a back-reference (a part alone would number its groups differently from the whole).
 */
export function topAlternatives(src: string): string[] | null {
  const alts: string[] = [];
  let depth = 0;
  let start = 0;
  for (let i = 0; i < src.length; i++) {
    const c = src[i];
    if (c === '\\') {
      const e = src[i + 1];
      if (e === 'k' || (e >= '1' && e <= '9')) return null;
      i++;
    } else if (c === '[') {
      // In JavaScript the first unescaped "]" closes a class ("[]" matches nothing).
      for (i++; i < src.length && src[i] !== ']'; i++) if (src[i] === '\\') i++;
    } else if (c === '(') {
      if (src[i + 1] !== '?' || (src[i + 2] === '<' && src[i + 3] !== '=' && src[i + 3] !== '!')) return null;
      depth++;
    } else if (c === ')') depth--;
    else if (c === '|' && depth === 0) {
      alts.push(src.slice(start, i));
      start = i + 1;
    }
  }
  alts.push(src.slice(start));
  return alts.length > 1 && alts.length <= MAX_PARTS ? alts : null;
}

/** A word gate's literal alternative expands to at most this many literals (ADR 259). */
const MAX_GATE_LITERALS = 1024;

/** Every string a node sequence can match, when it is a finite set of at most MAX_GATE_LITERALS, else null. */
function finiteStrings(items: readonly Node[]): string[] | null {
  let run: string[] = [''];
  for (const n of items) {
    let one: string[] | null;
    if (n.t === 'zero') return null;
    if (n.t === 'char') one = [n.c];
    else if (n.t === 'set') one = n.chars;
    else {
      one = [];
      for (const alt of n.alts) {
        const strings = finiteStrings(alt);
        if (!strings) return null;
        one.push(...strings);
      }
    }
    if (!one || n.max === Infinity || n.max > 4) return null;
    let reps: string[] = [];
    let times: string[] = [''];
    for (let k = 0; k <= n.max; k++) {
      if (k >= n.min) reps.push(...times);
      if (k < n.max) {
        const next: string[] = [];
        for (const x of times) for (const y of one) next.push(x + y);
        if (next.length > MAX_GATE_LITERALS) return null;
        times = next;
      }
    }
    reps = [...new Set(reps)];
    const next: string[] = [];
    for (const x of run) for (const y of reps) next.push(x + y);
    if (next.length > MAX_GATE_LITERALS) return null;
    run = [...new Set(next)];
  }
  return run;
}

/** A gate's word (ADR 287): an ASCII string and the `\b` an occurrence must have (AutomatonPattern.bounds). */
export interface GateWord {
  text: string;
  bounds: number;
}

/**
 * An unanchored gate expression (`re.test(view)`: does any alternative match anywhere) cut in two (ADR 259): the
 * literals of its top-level alternatives that are finite sets of non-empty ASCII strings (characters, small classes,
 * optional parts, groups of these; no assertion), and the source of every other alternative. The expression matches
 * somewhere iff one of the literals occurs or the other alternatives, joined, match somewhere. Null when the
 * expression cannot be cut so: flags `g`, `y`, `i` or `v`, a back-reference or a named group (a part alone would
 * read groups differently), syntax the parser does not read.
 */
export function gateLiterals(re: RegExp): { literals: string[]; rest: string[] } | null {
  const cut = gateWords(re, false);
  return cut && { literals: cut.words.map((w) => w.text), rest: cut.rest };
}

/**
 * gateLiterals, with `bounded` also taking in an alternative that is `\b` + such a set + `\b` (either `\b` may be
 * missing) as words with bounds (ADR 287): it matches somewhere iff one of its strings occurs with a word character
 * on exactly one side of each `\b` — the occurrence's own edge character is known, so the automaton walk checks
 * only the character beside it (boundsHold). Without `i`, `\b` reads the same with or without `u`.
 */
export function gateWords(re: RegExp, bounded = true): { words: GateWord[]; rest: string[] } | null {
  if (/[gyiv]/.test(re.flags)) return null;
  if (/\\[1-9k]|\(\?<[^=!]/.test(re.source)) return null;
  const words = new Map<string, GateWord>();
  const rest: string[] = [];
  const isBound = (n: Node | undefined) => n?.t === 'zero' && n.wb === true && n.min === 1 && n.max === 1;
  const cut = (src: string): boolean => {
    const alts: string[] = [];
    let depth = 0;
    let start = 0;
    for (let i = 0; i < src.length; i++) {
      const c = src[i];
      if (c === '\\') i++;
      else if (c === '[') {
        for (i++; i < src.length && src[i] !== ']'; i++) if (src[i] === '\\') i++;
      } else if (c === '(') depth++;
      else if (c === ')') depth--;
      else if (c === '|' && depth === 0) {
        alts.push(src.slice(start, i));
        start = i + 1;
      }
    }
    alts.push(src.slice(start));
    for (const alt of alts) {
      let top: Node[][];
      try {
        top = parse(alt);
      } catch {
        return false;
      }
      const only = top.length === 1 && top[0].length === 1 ? top[0][0] : null;
      // An alternative that is one group, once ("(?:a|b\s*c)"): its alternatives, each on its own.
      if (only?.t === 'group' && only.min === 1 && only.max === 1 && alt.startsWith('(?:') && alt.endsWith(')')) {
        if (!cut(alt.slice(3, -1))) return false;
        continue;
      }
      let items = top.length === 1 ? top[0] : null;
      let bounds = 0;
      if (bounded && items) {
        if (isBound(items[0])) ((bounds |= 1), (items = items.slice(1)));
        if (isBound(items[items.length - 1])) ((bounds |= 2), (items = items.slice(0, -1)));
      }
      const strings = items ? finiteStrings(items) : null;
      if (strings && strings.every((x) => x.length > 0 && /^[\x01-\x7f]+$/.test(x)))
        for (const text of strings) words.set(`${bounds}\0${text}`, { text, bounds });
      else rest.push(alt);
    }
    return true;
  };
  return cut(re.source) ? { words: [...words.values()], rest } : null;
}

/** What the automaton is built from, per expression (the expression and its sticky copy: RegexPrefilter.res and
 *  .stickies). */
interface Entry {
  literals: LeadingLiteral[];
  /** Whether a match may start at position 0 whatever reads there (an alternative opens with `^`, ADR 179). */
  atStart: boolean;
  /** Required factors (ADR 138): the expression runs only where each set has a literal in the view. */
  factors: string[][];
  /** Leading prefixes up to CONFIRM_LITERAL characters (ADR 154), null when not derivable. */
  prefixes: string[] | null;
  /**
   * When atStart: what every match reads at its start, `^` alternatives included (leadingStarts with caretReads,
   * ADR 213), so position 0 is a candidate only where one of them reads; null when not derivable (always tried).
   */
  startReads: LeadingLiteral[] | null;
}

/**
 * One view's scan (ADR 133): every occurrence of every leading literal, chained per literal, and the
 * candidate starts of each expression, computed only when that expression is first run on the view.
 * Stamps (`gen`) mark what belongs to the current scan, so nothing is cleared between messages.
 * What is read together sits together (ADR 184): one record per occurrence, per literal, per expression and per
 * factor set, so a literal the scan meets costs one cache line where it cost one per field.
 * Which expressions a literal leads is not written at scan time (ADR 305): a bit per literal that occurs, and an
 * expression's candidates read its own leading literals against those bits when it is first tried.
 */
class ViewScan {
  gen = 0;
  /** Per occurrence o: occ[2o] its start times two, plus 1 when the character before it is a word character;
   *  occ[2o + 1] the next occurrence of the same literal (-1 at the end). A literal's occurrences are chained in
   *  increasing start order. */
  occ = new Int32Array(512);
  /** Per literal k, valid when lit[4k] === gen: lit[4k + 1] / lit[4k + 2] its first / last occurrence, lit[4k + 3]
   *  the start of its last occurrence (leading and factor literals). */
  lit: Int32Array;
  /** Per expression r: its sorted candidate starts cand[expr[2r + 1], expr[2r + 1] + count), count = candCount[r],
   *  valid when expr[2r] === gen. */
  expr: Int32Array;
  candCount: Int32Array;
  cand = new Int32Array(256);
  candSize = 0;
  /** Distinct literals that occur in this scan. */
  touched: Int32Array;
  touchedCount = 0;
  /** Bit k set when literal k occurs in this scan (ADR 305): the touched literals as a bitmap small enough to stay in
   *  cache (a bit per literal), cleared by the touched list at the next scan. */
  occurs: Int32Array;
  /** Per factor set x: whether one of its literals occurs in this scan (set[2x] === gen) and, if so, the
   *  rightmost start of one (set[2x + 1], ADR 143). */
  set: Int32Array;
  /** Per word group (setWordGroups): 1 when one of its words occurs in this scan (ADR 173). */
  groups = new Uint8Array(0);
  /** Bit g set when a literal gate g needs occurs in this scan (family gates, ADR 236). */
  openGates = 0;

  constructor(literals: number, expressions: number, sets: number) {
    this.set = new Int32Array(2 * sets);
    this.lit = new Int32Array(4 * literals);
    this.touched = new Int32Array(literals);
    this.occurs = new Int32Array((literals + 31) >>> 5);
    this.expr = new Int32Array(2 * expressions);
    this.candCount = new Int32Array(expressions);
  }

  growOccurrences(n: number): void {
    if (2 * n <= this.occ.length) return;
    // Kept contents: the non-ASCII literals' occurrences are appended after the automaton's.
    const grown = new Int32Array(Math.max(2 * n, this.occ.length * 2));
    grown.set(this.occ);
    this.occ = grown;
  }

  growCandidates(n: number): void {
    if (n <= this.cand.length) return;
    const grown = new Int32Array(Math.max(n, this.cand.length * 2));
    grown.set(this.cand.subarray(0, this.candSize));
    this.cand = grown;
  }
}

/**
 * Whether a match can start at position 0 of `text` by what it reads there (ADR 213): one of `reads` (a literal at 0,
 * or at 1 for one read a character in) starts there; true when they are not known.
 */
function readsAtStart(reads: StartReads | null, text: string): boolean {
  if (reads === null) return true;
  const at0 = reads[0].get(text.charCodeAt(0));
  if (at0 !== undefined) for (let x = 0; x < at0.length; x++) if (text.startsWith(at0[x], 0)) return true;
  const at1 = reads[1].get(text.charCodeAt(1));
  if (at1 !== undefined) for (let x = 0; x < at1.length; x++) if (text.startsWith(at1[x], 1)) return true;
  return false;
}

/** Literals a match reads at its start (offset 0) and one character in (offset 1), by their first code unit. */
type StartReads = [Map<number, string[]>, Map<number, string[]>];

function startReadsOf(literals: readonly LeadingLiteral[]): StartReads {
  const out: StartReads = [new Map(), new Map()];
  for (const { text, offset } of literals) {
    const byFirst = out[offset];
    const list = byFirst.get(text.charCodeAt(0));
    if (list) list.push(text);
    else byFirst.set(text.charCodeAt(0), [text]);
  }
  return out;
}

/**
 * The prefixes a candidate start of leading literal `lit` must read for the expression to be tried there (ADR 154),
 * from the expression's leading prefixes: a match starting there starts with one of them and with `lit`, so one is
 * a prefix of the other. null (no check) when one of them is no longer than `lit` or none were derived; the longer
 * ones, cut shorter until at most CONFIRM_PREFIXES remain (a prefix of a prefix is one too).
 */
function confirmPrefixes(lit: string, prefixes: string[] | null): string[] | null {
  if (!prefixes) return null;
  let longer: string[] = [];
  for (const p of prefixes) {
    if (lit.startsWith(p)) return null;
    if (p.startsWith(lit)) longer.push(p);
  }
  for (let cut = CONFIRM_LITERAL - 1; longer.length > CONFIRM_PREFIXES; cut--) {
    if (cut <= lit.length) return null;
    longer = [...new Set(longer.map((p) => p.slice(0, cut)))];
  }
  return longer;
}

/**
 * Expressions are registered up front or as they are first seen; the automaton over all their leading
 * literals and required factors is built at the first prepare() and rebuilt for late ones at most once per
 * REBUILD_AFTER prepares (in practice a few times during the first few hundred messages).
 */
export class RegexPrefilter {
  private readonly entries = new Map<RegExp, number>();
  private readonly list: Entry[] = [];
  /** Per id: the expression, and its sticky copy tried at the candidate starts (null when the leading literals cannot
   *  be derived: it runs on the whole view). Arrays of their own, so exec reads them without loading the entry (ADR
   *  169). */
  private readonly res: RegExp[] = [];
  private readonly stickies: Array<RegExp | null> = [];
  /**
   * Per id: the ids of its top-level alternatives when it runs as them (ADR 213), else null. Each alternative is an
   * expression of its own (its own leading literals, factor gate and candidates); the whole one's first match is the
   * leftmost of theirs, the earliest alternative at a tie — what the backtracking engine finds, as it tries the
   * alternatives in order at each start.
   */
  private readonly parts: Array<readonly number[] | null> = [];
  private readonly ineligible = new WeakSet<RegExp>();
  /** The alternatives of split expressions (ADR 213): registered by the prefilter itself, never by a caller. */
  private readonly internal = new WeakSet<RegExp>();
  private dirty = true;
  /** Expressions the automaton covers (ids below this); newer ones run as a plain exec until the next rebuild. */
  private built = 0;
  /** prepare() calls since an expression was registered after the last rebuild. */
  private pending = 0;
  private automaton: Automaton | null = null;
  /** Literal index: the automaton's pattern ids 0..A-1, then the one-code-unit non-ASCII literals. */
  private litLen = new Int32Array(0);
  /** Per literal k, what the scan reads of it in one record (ADR 184): litMeta[4k] its length, litMeta[4k + 1] 1 when
   *  it leads an expression, litMeta[4k + 2] where its factor sets (litSet) start; they end where those of k + 1
   *  start (a last record closes them). litMeta[4k + 3] is unused since ADR 305 read the expressions a literal leads
   *  from the bitmap: the record keeps four words so one literal stays one aligned 16-byte read. */
  private litMeta = new Int32Array(4);
  /** How many of the automaton's patterns are literals (pattern p < asciiCount is literal p; the others are words of
   *  the word groups). */
  private asciiCount = 0;
  /** Per expression: its literals regLit[regLitFirst[r], regLitFirst[r + 1]). */
  private regLitFirst = new Int32Array(1);
  private regLit = new Int32Array(0);
  /** Where literal k's pairs start in the build's by-literal order (litRegFirst[k] < litRegFirst[k + 1] when k leads
   *  an expression). */
  private litRegFirst = new Int32Array(1);
  /** Per expression: 1 when a match may start at position 0 whatever reads there (ADR 179). */
  private regAtStart = new Uint8Array(0);
  /** Per expression with regAtStart: what a match reads at its start (Entry.startReads), or null (ADR 213). */
  private startReads: Array<StartReads | null> = [];
  /**
   * Per pair in the expressions' order (regLit's, ADR 305), in one word (one read per pair in candidates(), ADR 184):
   * bit 0 whether a word start (\b) is required at the literal, bit 1 how many characters into the match the literal
   * is read (0, or 1: ADR 179), bits 2 and up 1 + where the pair's confirm prefixes (ADR 154) start in confirmCodes, 0
   * when it has none.
   */
  private regPairInfo = new Int32Array(0);
  /** Confirm prefixes past their literal, per pair that has them: how many, then per prefix its length past the
   *  literal and those character codes (the candidate's occurrence already reads the literal itself). */
  private confirmCodes = new Uint16Array(0);
  /** Per expression: its factor sets regSetFirst[r], regSetFirst[r + 1]); per set, its literals
   *  setLit[setLitFirst[x], setLitFirst[x + 1]) (ADR 138). */
  private regSetFirst = new Int32Array(1);
  private setLitFirst = new Int32Array(1);
  private setLit = new Int32Array(0);
  private litSetFirst = new Int32Array(1);
  private litSet = new Int32Array(0);
  /** Leading literals that are one non-ASCII code unit (the automaton reads ASCII): found with indexOf. */
  private charLits: Array<{ ch: string; k: number }> = [];
  /** The word groups' words (ADR 173), walked by the same automaton as the literals (pattern id -1 - group), and
   *  how many groups and words the automaton was built with. */
  private groupWords: readonly AutomatonPattern[] = [];
  private groupCount = 0;
  private groupVersion = 0;
  private builtGroupVersion = -1;
  /** Prepared views and their scans. */
  private views: string[] = [];
  private scans: ViewScan[] = [];
  private scanned = new Uint8Array(4);
  private gen = 0;
  /** The expression of the last exec on a prepared view and its id (add() may register it, never renumbers). */
  private lastRe: RegExp | null = null;
  private lastId = -1;
  /**
   * One record per expression id + 1 (record 0: an ineligible one or none yet), what exec reads before it tries
   * anything in one cache line (ADR 267): rec[4i] 1 + the id of the expression that followed it in the last exec calls,
   * checked by identity before the entries' map is asked (ADR 166: the families run their expressions in the same
   * order every message, so the map lookup is rarely needed; 0 when not known) — read from the record the previous
   * call just used; for the built ids, rec[4i + 1] / rec[4i + 2] its factor sets' range (regSetFirst) and rec[4i + 3]
   * 1 when it runs as its alternatives (parts).
   */
  private rec = new Int32Array(4 * 64);
  /** Family gates (ADR 236): each gate's member expressions; per literal, the bit mask of the gates it opens; the
   *  gates that cannot be decided by literals (always open); how many gates the last rebuild took in. */
  private gateMembers: Array<readonly RegExp[]> = [];
  private litGates = new Int32Array(0);
  private gatesAlwaysOpen = 0;
  private builtGates = 0;

  /** Off: every exec runs the expression itself (A/B measurements; same results either way). */
  enabled = true;
  /** Views shorter than this run the expressions directly (settable for A/B measurements). */
  shortText = SHORT_TEXT;
  /** Expressions registered from now on are split into their top-level alternatives where they can be (ADR 213). */
  splitting = true;
  /** Only sources this long are split (MIN_SPLIT_SOURCE; settable for tests). */
  splitMinSource = MIN_SPLIT_SOURCE;

  /** Register expressions up front (module load), so the first message needs no rebuild. */
  register(res: Iterable<RegExp>): void {
    for (const r of res) this.add(r);
  }

  private add(r: RegExp): number {
    const id = this.entries.get(r);
    if (id !== undefined) return id;
    if (this.ineligible.has(r)) return -1;
    const split = this.split(r);
    if (split !== null) {
      // The whole expression's factor sets gate it before any alternative is looked at (and bound them all).
      const factors = requiredFactors(r);
      this.list.push({ literals: [], atStart: false, factors, prefixes: null, startReads: null });
      this.res.push(r);
      this.stickies.push(null);
      this.parts.push(split);
      this.entries.set(r, this.list.length - 1);
      this.dirty = true;
      return this.list.length - 1;
    }
    return this.addOne(r);
  }

  /**
   * An expression's top-level alternatives registered as expressions of their own (ADR 213), or null when it is not
   * split: fewer than two or more than MAX_PARTS alternatives, a capturing group, or an alternative the prefilter
   * cannot narrow (it would run on the whole text anyway). Each alternative keeps the flags (global added, so a plain
   * exec starts at `from`; never sticky).
   */
  private split(r: RegExp): number[] | null {
    if (!this.splitting || r.source.length < this.splitMinSource) return null;
    const alts = topAlternatives(r.source);
    if (alts === null) return null;
    const flags = r.flags.replace(/[gy]/g, '') + 'g';
    const parts = alts.map((a) => new RegExp(a, flags));
    if (parts.some((p) => !leadingStarts(p) && !requiredFactors(p).length)) return null;
    for (const p of parts) this.internal.add(p);
    return parts.map((p) => this.addOne(p));
  }

  private addOne(r: RegExp): number {
    const starts = leadingStarts(r);
    const factors = requiredFactors(r);
    if (!starts && !factors.length) {
      this.ineligible.add(r);
      return -1;
    }
    const sticky = starts ? new RegExp(r.source, r.flags.replace('g', '') + 'y') : null;
    // Confirm prefixes for the literals at the match start only (a start an offset literal or `^` gives is tried
    // unconfirmed; a start one of them gives is never dropped by another literal's check).
    const long = starts ? leadingStarts(r, CONFIRM_LITERAL) : null;
    const prefixes = long ? long.literals.filter((l) => l.offset === 0).map((l) => l.text) : null;
    // Position 0 for a `^` alternative is tried only where what a match reads there does (ADR 213).
    const reads = starts?.atStart
      ? (leadingStarts(r, CONFIRM_LITERAL, true) ?? leadingStarts(r, MAX_LITERAL, true))
      : null;
    const startReads = reads && !reads.atStart ? reads.literals : null;
    this.list.push({
      literals: starts?.literals ?? [],
      atStart: starts?.atStart ?? false,
      factors,
      prefixes,
      startReads,
    });
    this.res.push(r);
    this.stickies.push(sticky);
    this.parts.push(null);
    this.entries.set(r, this.list.length - 1);
    this.dirty = true;
    return this.list.length - 1;
  }

  private rebuild(): void {
    const ascii: string[] = [];
    const other: string[] = [];
    const index = new Map<string, number>();
    for (const e of this.list)
      for (const l of [...e.literals.map((x) => x.text), ...e.factors.flat()])
        if (!index.has(l)) {
          index.set(l, -1);
          (l.charCodeAt(0) >= 128 || l.charCodeAt(0) === 0 ? other : ascii).push(l);
        }
    ascii.forEach((l, k) => index.set(l, k));
    other.forEach((l, c) => index.set(l, ascii.length + c));
    const patterns: AutomatonPattern[] = ascii.map((text, id) => ({ text, id }));
    for (const w of this.groupWords) patterns.push({ text: w.text, id: -1 - w.id, bounds: w.bounds });
    this.automaton = patterns.length ? new Automaton(patterns) : null;
    this.builtGroupVersion = this.groupVersion;
    this.charLits = other.map((ch, c) => ({ ch, k: ascii.length + c }));
    const nLit = ascii.length + other.length;
    this.litLen = Int32Array.from([...ascii, ...other], (l) => l.length);
    const R = this.list.length;
    this.regLitFirst = new Int32Array(R + 1);
    this.regAtStart = Uint8Array.from(this.list, (e) => (e.atStart ? 1 : 0));
    this.startReads = this.list.map((e) => (e.atStart && e.startReads ? startReadsOf(e.startReads) : null));
    const lits: number[] = [];
    const ws: number[] = [];
    const offs: number[] = [];
    this.list.forEach((e, r) => {
      this.regLitFirst[r] = lits.length;
      for (const { text, wordStart, offset } of e.literals) {
        lits.push(index.get(text)!);
        ws.push(wordStart ? 1 : 0);
        offs.push(offset);
      }
    });
    this.regLitFirst[R] = lits.length;
    this.regLit = Int32Array.from(lits);
    const byLit: Array<Array<[number, number, number, number]>> = Array.from({ length: nLit }, () => []);
    for (let r = 0; r < R; r++)
      for (let x = this.regLitFirst[r]; x < this.regLitFirst[r + 1]; x++) byLit[lits[x]].push([r, ws[x], offs[x], x]);
    this.litRegFirst = new Int32Array(nLit + 1);
    const lr: number[] = [];
    const lws: number[] = [];
    const loff: number[] = [];
    /** Per pair by literal, its index in regLit. */
    const ly: number[] = [];
    byLit.forEach((pairs, k) => {
      this.litRegFirst[k] = lr.length;
      for (const [r, w, o, y] of pairs) (lr.push(r), lws.push(w), loff.push(o), ly.push(y));
    });
    this.litRegFirst[nLit] = lr.length;
    const litText = [...ascii, ...other];
    const codes: number[] = [];
    const pairInfo = new Int32Array(lr.length);
    for (let k = 0; k < nLit; k++)
      for (let x = this.litRegFirst[k]; x < this.litRegFirst[k + 1]; x++) {
        // The prefixes a candidate start of that literal must read to be tried (ADR 154), or null.
        const confirm = loff[x] === 0 ? confirmPrefixes(litText[k], this.list[lr[x]].prefixes) : null;
        let at = 0;
        if (confirm !== null) {
          at = codes.length + 1;
          codes.push(confirm.length);
          for (const p of confirm) {
            codes.push(p.length - litText[k].length);
            for (let j = litText[k].length; j < p.length; j++) codes.push(p.charCodeAt(j));
          }
        }
        pairInfo[x] = lws[x] | (loff[x] << 1) | (at << 2);
      }
    this.regPairInfo = new Int32Array(lits.length);
    for (let x = 0; x < lr.length; x++) this.regPairInfo[ly[x]] = pairInfo[x];
    this.confirmCodes = Uint16Array.from(codes);
    const setFirst: number[] = [];
    const setLit: number[] = [];
    this.regSetFirst = new Int32Array(R + 1);
    this.list.forEach((e, r) => {
      this.regSetFirst[r] = setFirst.length;
      for (const set of e.factors) {
        setFirst.push(setLit.length);
        for (const l of set) setLit.push(index.get(l)!);
      }
    });
    this.regSetFirst[R] = setFirst.length;
    setFirst.push(setLit.length);
    if (this.rec.length < 4 * (R + 1)) {
      const grown = new Int32Array(4 * (R + 1));
      grown.set(this.rec);
      this.rec = grown;
    }
    for (let r = 0; r < R; r++) {
      this.rec[4 * (r + 1) + 1] = this.regSetFirst[r];
      this.rec[4 * (r + 1) + 2] = this.regSetFirst[r + 1];
      this.rec[4 * (r + 1) + 3] = this.parts[r] === null ? 0 : 1;
    }
    this.setLitFirst = Int32Array.from(setFirst);
    this.setLit = Int32Array.from(setLit);
    // The same pairs by literal: the factor sets litSet[litSetFirst[k], litSetFirst[k + 1]) that hold literal k.
    const setsOf: number[][] = Array.from({ length: nLit }, () => []);
    for (let x = 0; x + 1 < setFirst.length; x++)
      for (let y = setFirst[x]; y < setFirst[x + 1]; y++) setsOf[setLit[y]].push(x);
    this.litSetFirst = new Int32Array(nLit + 1);
    const ls: number[] = [];
    setsOf.forEach((sets, k) => {
      this.litSetFirst[k] = ls.length;
      for (const x of new Set(sets)) ls.push(x);
    });
    this.litSetFirst[nLit] = ls.length;
    this.litSet = Int32Array.from(ls);
    this.litMeta = new Int32Array(4 * (nLit + 1));
    for (let k = 0; k <= nLit; k++) {
      this.litMeta[4 * k] = k < nLit ? this.litLen[k] : 0;
      this.litMeta[4 * k + 1] = k < nLit && this.litRegFirst[k] < this.litRegFirst[k + 1] ? 1 : 0;
      this.litMeta[4 * k + 2] = this.litSetFirst[k];
    }
    this.asciiCount = ascii.length;
    this.buildGates(index, nLit);
    this.scans = [];
    for (let v = 0; v < this.scanned.length; v++) this.scans.push(this.newScan());
    this.dirty = false;
    this.built = R;
    this.pending = 0;
  }

  /**
   * Family gates (ADR 236): per member expression one literal set every match of it contains (its first required
   * factor set, else its leading literals when no alternative opens with `^`; a split one's own set, else its parts'),
   * read from the entries exec itself uses. A gate with a member none is known for is always open.
   */
  private buildGates(index: Map<string, number>, nLit: number): void {
    this.litGates = new Int32Array(nLit);
    this.gatesAlwaysOpen = 0;
    const needs = (id: number): string[] | null => {
      const e = this.list[id];
      if (e.factors.length) return e.factors[0];
      const parts = this.parts[id];
      if (parts !== null) {
        const all: string[] = [];
        for (const p of parts) {
          const n = needs(p);
          if (n === null) return null;
          all.push(...n);
        }
        return all;
      }
      return !e.atStart && e.literals.length ? e.literals.map((l) => l.text) : null;
    };
    this.gateMembers.forEach((members, g) => {
      const bit = 1 << g;
      const lits: number[] = [];
      for (const r of members) {
        const id = r.unicode ? undefined : this.entries.get(r);
        const n = id === undefined ? null : needs(id);
        if (n === null || n.some((l) => index.get(l) === undefined)) {
          this.gatesAlwaysOpen |= bit;
          return;
        }
        for (const l of n) lits.push(index.get(l)!);
      }
      for (const k of lits) this.litGates[k] |= bit;
    });
    this.builtGates = this.gateMembers.length;
  }

  /**
   * A family gate (ADR 236) over expressions a caller runs with exec on the same view: mayMatchAny(gate, view) is false
   * only when none of them can match there. Registered at module load (at most 31 gates; later ones are always open).
   */
  gate(res: readonly RegExp[]): number {
    // `u` expressions run plainly (execRule): not registered, and they keep the gate open (buildGates).
    this.register(res.filter((r) => !r.unicode));
    this.gateMembers.push(res);
    this.dirty = true;
    return this.gateMembers.length - 1;
  }

  /**
   * False only when `text` is a prepared view and no expression of `gate` can match in it: each has a literal set
   * every match contains, and none of those literals occurs in the view (its exec would return null).
   */
  mayMatchAny(gate: number, text: string): boolean {
    if (gate >= this.builtGates || gate >= 31 || (this.gatesAlwaysOpen >> gate) & 1 || text.length < this.shortText)
      return true;
    const views = this.views;
    for (let v = 0; v < views.length; v++)
      if (views[v] === text) {
        if (!this.scanned[v]) this.scanView(v);
        return ((this.scans[v].openGates >> gate) & 1) === 1;
      }
    return true;
  }

  private newScan(): ViewScan {
    const st = new ViewScan(this.litLen.length, this.list.length, this.setLitFirst.length - 1);
    st.groups = new Uint8Array(this.groupCount);
    return st;
  }

  /**
   * The word groups (word-groups.ts) whose words this automaton also finds (ADR 173): pattern id -1 - group. Set
   * while modules load; the next rebuild takes them in (until then groupFlags answers null).
   */
  setWordGroups(words: readonly AutomatonPattern[], groups: number): void {
    this.groupWords = words;
    this.groupCount = groups;
    this.groupVersion++;
    this.dirty = true;
  }

  /**
   * Which word groups have a word in `text`, from the scan of the prepared view that is `text` (the same automaton
   * walk that finds the literals; the view is scanned now if it was not yet), or null when `text` is not one of
   * the views prepared last, or the automaton does not hold the current word groups (the caller walks its own).
   * The flags stay valid until the next prepare().
   */
  groupFlags(text: string): Uint8Array | null {
    if (this.built === 0 || this.builtGroupVersion !== this.groupVersion || this.groupCount === 0) return null;
    const views = this.views;
    for (let v = 0; v < views.length; v++)
      if (views[v] === text) {
        if (!this.scanned[v]) this.scanView(v);
        return this.scans[v].groups;
      }
    return null;
  }

  /**
   * Builds the automaton now when expressions were registered since the last build (ADR 209): an engine calls it when
   * created, after every rule module registered its expressions, so the first message does not pay the build (tens
   * of milliseconds). Same automaton as the first prepare() would build.
   */
  build(): void {
    if (!this.enabled || !this.dirty) return;
    this.rebuild();
    this.scanned.fill(0);
  }

  /** Find the candidate starts of every registered expression in each view (call once per message). */
  prepare(views: string[]): void {
    if (!this.enabled) {
      this.views = [];
      return;
    }
    if (views.length > this.scanned.length) {
      const grown = new Uint8Array(views.length);
      grown.set(this.scanned);
      this.scanned = grown;
      if (this.built > 0) while (this.scans.length < views.length) this.scans.push(this.newScan());
    }
    // Expressions first seen while messages are judged (not registered up front) arrive one or two per message
    // for the first few hundred; the automaton is rebuilt for them at most once per REBUILD_AFTER prepares
    // (ADR 138: a rebuild takes tens of milliseconds), and until then they run as a plain exec (same result).
    if (this.dirty && (this.built === 0 || ++this.pending >= REBUILD_AFTER)) {
      this.rebuild();
      this.scanned.fill(0);
    } else {
      // A view's candidates depend only on its text and the registered expressions: a view equal to
      // the one prepared before at the same index keeps its scan (ADR 126: the context layer, the
      // violence and the lure families share one prefilter and prepare the same leading views).
      const old = this.views;
      for (let v = 0; v < this.scanned.length; v++)
        if (this.scanned[v] && (v >= views.length || v >= old.length || old[v] !== views[v])) this.scanned[v] = 0;
    }
    this.views = views;
  }

  /**
   * Every occurrence of every leading literal in view v (on its first use in a message): one automaton
   * pass, each occurrence chained to the previous one of its literal. Which expressions they are
   * candidates of is worked out per expression, when it first runs (candidates()).
   */
  private scanView(v: number): void {
    this.scanned[v] = 1;
    const st = this.scans[v];
    const gen = (st.gen = ++this.gen);
    const text = this.views[v];
    const lit = st.lit;
    const meta = this.litMeta;
    st.candSize = 0;
    const occurs = st.occurs;
    for (let t = 0; t < st.touchedCount; t++) occurs[st.touched[t] >>> 5] = 0;
    st.touchedCount = 0;
    let o = 0;
    const groups = st.groups;
    if (groups.length) groups.fill(0);
    const a = this.automaton;
    if (a) {
      const m = a.scanString(text);
      st.growOccurrences(m);
      const ends = a.matchEnd;
      const pats = a.matchPattern;
      const ids = a.patternIds;
      const asciiCount = this.asciiCount;
      const bounds = a.patternBounds;
      const lengths = a.patternLengths;
      const occ = st.occ;
      // Matches come in increasing end order, so each literal's starts come in increasing order.
      for (let j = 0; j < m; j++) {
        const k = pats[j];
        if (k >= asciiCount) {
          // A word of word group -1 - id (ADR 173), with the `\b` its gate asks (ADR 287).
          const b = bounds[k];
          if (b === 0 || boundsHold(text, ends[j] - lengths[k] + 1, ends[j], b)) groups[-1 - ids[k]] = 1;
          continue;
        }
        const s = ends[j] - meta[4 * k] + 1;
        // Matches come in increasing end order: the last one of a literal is its rightmost start.
        lit[4 * k + 3] = s;
        if (meta[4 * k + 1] === 0) {
          // A required-factor literal that leads no expression: only whether and where last it occurs is read.
          if (lit[4 * k] !== gen) {
            lit[4 * k] = gen;
            st.touched[st.touchedCount++] = k;
          }
          continue;
        }
        occ[2 * o] = 2 * s + (s > 0 && isWordCode(text.charCodeAt(s - 1)) ? 1 : 0);
        occ[2 * o + 1] = -1;
        if (lit[4 * k] !== gen) {
          lit[4 * k] = gen;
          lit[4 * k + 1] = o;
          st.touched[st.touchedCount++] = k;
        } else occ[2 * lit[4 * k + 2] + 1] = o;
        lit[4 * k + 2] = o;
        o++;
      }
    }
    for (const { ch, k } of this.charLits)
      for (let p = text.indexOf(ch); p >= 0; p = text.indexOf(ch, p + 1)) {
        st.growOccurrences(o + 1);
        // The character before is never read: a non-ASCII literal has no word-start requirement.
        st.occ[2 * o] = 2 * p;
        st.occ[2 * o + 1] = -1;
        lit[4 * k + 3] = p;
        if (lit[4 * k] !== gen) {
          lit[4 * k] = gen;
          lit[4 * k + 1] = o;
          st.touched[st.touchedCount++] = k;
        } else st.occ[2 * lit[4 * k + 2] + 1] = o;
        lit[4 * k + 2] = o;
        o++;
      }
    // Each literal that occurs: its bit, its gates and its factor sets (the expressions it leads are read from the
    // bits when one of them is first tried, ADR 305).
    const litSet = this.litSet;
    const set = st.set;
    const litGates = this.litGates;
    let openGates = 0;
    for (let t = 0; t < st.touchedCount; t++) {
      const k = st.touched[t];
      occurs[k >>> 5] |= 1 << (k & 31);
      openGates |= litGates[k];
      // The factor sets that hold k occur, at the rightmost start of any of their literals.
      const last = lit[4 * k + 3];
      for (let x = meta[4 * k + 2], end = meta[4 * k + 6]; x < end; x++) {
        const f = 2 * litSet[x];
        if (set[f] !== gen) {
          set[f] = gen;
          set[f + 1] = last;
        } else if (last > set[f + 1]) set[f + 1] = last;
      }
    }
    st.openGates = openGates;
  }

  /**
   * The candidate starts of expression `id` in scanned view st, sorted: the occurrences of each of its
   * leading literals, except where it needs a word start (\b) before a literal that starts with a word
   * character and the character before is a word character (the sticky exec would fail at the \b), and
   * except where none of the expression's longer leading prefixes for that literal reads (ADR 154). Starts past
   * `bound` (factorBound: the same for every call on this view) are never tried and not listed.
   */
  private candidates(st: ViewScan, id: number, text: string, bound: number): void {
    const lit = st.lit;
    const occ = st.occ;
    const occurs = st.occurs;
    const lo = st.candSize;
    let n = lo;
    if (this.regAtStart[id] === 1 && readsAtStart(this.startReads[id], text)) {
      // An alternative that opens with `^` (ADR 179), and what a match reads at its start reads at 0 (ADR 213); bound
      // >= 0 here (exec returned before otherwise).
      if (n === st.cand.length) {
        st.candSize = n;
        st.growCandidates(n + 1);
      }
      st.cand[n++] = 0;
    }
    const codes = this.confirmCodes;
    const meta = this.litMeta;
    // The expression's leading literals that occur in the view (ADR 305), each pair with its own checks.
    const regLit = this.regLit;
    const regPairInfo = this.regPairInfo;
    for (let y = this.regLitFirst[id], end = this.regLitFirst[id + 1]; y < end; y++) {
      const k = regLit[y];
      if ((occurs[k >>> 5] & (1 << (k & 31))) === 0) continue;
      const info = regPairInfo[y];
      const off = (info >> 1) & 1;
      const confirm = info >> 2;
      for (let o = lit[4 * k + 1]; o !== -1; o = occ[2 * o + 1]) {
        // A literal's occurrences are chained in increasing start order.
        const at = occ[2 * o];
        const s = (at >> 1) - off;
        if (s > bound) break;
        if (s < 0) continue;
        if ((info & at & 1) === 1) continue;
        if (confirm !== 0) {
          // One of the longer prefixes must read on past the literal (ADR 154), compared code by code.
          const past = s + meta[4 * k];
          let c = confirm;
          let left = codes[c - 1];
          let reads = false;
          while (left-- > 0 && !reads) {
            const len = codes[c];
            let j = 0;
            while (j < len && text.charCodeAt(past + j) === codes[c + 1 + j]) j++;
            reads = j === len;
            c += 1 + len;
          }
          if (!reads) continue;
        }
        if (n === st.cand.length) {
          st.candSize = n;
          st.growCandidates(n + 1);
        }
        st.cand[n++] = s;
      }
    }
    // Sort (different literals' occurrences interleave; each literal's own are in order already).
    const cand = st.cand;
    for (let x = lo + 1; x < n; x++) {
      const val = cand[x];
      let y = x - 1;
      while (y >= lo && cand[y] > val) {
        cand[y + 1] = cand[y];
        y--;
      }
      cand[y + 1] = val;
    }
    st.expr[2 * id] = st.gen;
    st.expr[2 * id + 1] = lo;
    st.candCount[id] = n - lo;
    st.candSize = n;
  }

  /**
   * The first match of `r` in `text`, exactly as `r.exec(text)` from position 0 would find it
   * (for a global `r`: as `exec` from lastIndex `from`, i.e. the leftmost match starting at or after it).
   * Uses the candidates when `text` is a prepared view and `r` is eligible; otherwise runs `r` itself.
   */
  exec(r: RegExp, text: string, from = 0): RegExpExecArray | null {
    if (text.length < this.shortText) {
      // Below the threshold (none by default): the expression runs on the whole text.
      r.lastIndex = from;
      return r.exec(text);
    }
    let v = -1;
    for (let k = 0; k < this.views.length; k++)
      if (this.views[k] === text) {
        v = k;
        break;
      }
    // Callers run one expression over each view in turn: the last lookup is kept.
    let id: number;
    if (v < 0) id = -1;
    else if (r === this.lastRe) id = this.lastId;
    else {
      const after = 4 * (this.lastId + 1);
      const guess = this.rec[after] - 1;
      if (guess >= 0 && this.res[guess] === r) id = guess;
      else {
        id = this.add(r);
        if (id >= 0) {
          if (4 * (id + 2) > this.rec.length) {
            const grown = new Int32Array(Math.max(4 * (id + 2), 2 * this.rec.length));
            grown.set(this.rec);
            this.rec = grown;
          }
          this.rec[after] = id + 1;
        }
      }
      this.lastRe = r;
      this.lastId = id;
    }
    if (id < 0 || id >= this.built) {
      r.lastIndex = from;
      return r.exec(text);
    }
    if (!this.scanned[v]) this.scanView(v);
    const st = this.scans[v];
    // The factor gate (factorBound) from the expression's record.
    const rec = this.rec;
    const at = 4 * (id + 1);
    const set = st.set;
    const gen = st.gen;
    let bound = text.length;
    for (let x = rec[at + 1], end = rec[at + 2]; x < end; x++) {
      if (set[2 * x] !== gen) return null;
      if (set[2 * x + 1] < bound) bound = set[2 * x + 1];
    }
    if (bound < from) return null;
    if (rec[at + 3] === 0) return this.execOne(id, r, st, text, from, text.length, bound);
    // Split into its alternatives (ADR 213): the leftmost of their first matches, the earlier alternative at a tie,
    // so a later alternative is tried only before the best start found so far.
    const parts = this.parts[id]!;
    let best: RegExpExecArray | null = null;
    let limit = bound;
    for (let p = 0; p < parts.length; p++) {
      const part = parts[p];
      const partBound = this.factorBound(st, part, text.length);
      if (partBound < from) continue;
      const m = this.execOne(part, this.res[part], st, text, from, limit, partBound);
      if (m !== null) {
        best = m;
        limit = m.index - 1;
        if (limit < from) break;
      }
    }
    return best;
  }

  /** The first match of expression `id` (`r`) in the scanned view st at or after `from`, if it starts at or before
   *  `limit` (else null); `bound` is its factorBound on the view, at or after `from`. */
  private execOne(
    id: number,
    r: RegExp,
    st: ViewScan,
    text: string,
    from: number,
    limit: number,
    bound: number,
  ): RegExpExecArray | null {
    const sticky = this.stickies[id];
    if (sticky === null) {
      r.lastIndex = from;
      const m = r.exec(text);
      return m !== null && m.index <= limit ? m : null;
    }
    // The candidates are listed up to the factor bound (the same for every call on the view), tried up to the limit.
    if (st.expr[2 * id] !== st.gen) this.candidates(st, id, text, bound);
    if (limit < bound) bound = limit;
    const cand = st.cand;
    const lo = st.expr[2 * id + 1];
    const hi = lo + st.candCount[id];
    let last = -1;
    for (let x = lo; x < hi; x++) {
      const s = cand[x];
      if (s === last || s < from) continue;
      // Candidates are sorted: past the bound no match can start (factorBound).
      if (s > bound) break;
      last = s;
      sticky.lastIndex = s;
      const m = sticky.exec(text);
      if (m) return m;
    }
    return null;
  }

  /**
   * The rightmost position where a match of expression `id` can start in the scanned view (ADR 138, ADR 143):
   * every match contains a literal of each of its required factor sets, at or after its start, so a match
   * starts at or before the last occurrence of some literal of each set. -1 when a set has no literal in the
   * view (the expression finds nothing); `length` when the expression has no factor sets.
   */
  private factorBound(st: ViewScan, id: number, length: number): number {
    const set = st.set;
    const gen = st.gen;
    let bound = length;
    for (let x = this.rec[4 * id + 5], end = this.rec[4 * id + 6]; x < end; x++) {
      if (set[2 * x] !== gen) return -1;
      if (set[2 * x + 1] < bound) bound = set[2 * x + 1];
    }
    return bound;
  }

  /** `r.test(text)` through the candidates. */
  test(r: RegExp, text: string): boolean {
    return this.exec(r, text) !== null;
  }

  /** Expressions that are prefiltered (for the equivalence test): those callers registered or ran, split or not. */
  get prefiltered(): RegExp[] {
    return [...this.entries.keys()].filter((r) => !this.internal.has(r));
  }
}

/**
 * The one prefilter of the text pipeline (ADR 126): the context layer's detectors and the violence
 * and lure families register here, so each view is scanned once per message for all of them.
 */
export const GUARDIAN_PREFILTER = new RegexPrefilter();

/**
 * A rule expression's first match in a view through the shared prefilter — the one helper every rule module uses; a
 * `u`-flag expression (which the prefilter does not index) runs plainly.
 */
export const execRule = (r: RegExp, v: string): RegExpExecArray | null =>
  r.unicode ? r.exec(v) : GUARDIAN_PREFILTER.exec(r, v);
export const testRule = (r: RegExp, v: string): boolean => execRule(r, v) !== null;
/** Matches where any of the literals occurs: a gate built from `requiredFactors` or `leadingStarts`. */
export const anyLiteral = (literals: readonly string[]): RegExp =>
  new RegExp(literals.map((l) => l.replace(/[.*+?^${}()|[\]\\/]/g, '\\$&')).join('|'));
