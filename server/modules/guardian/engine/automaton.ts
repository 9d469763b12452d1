/**
 * Aho–Corasick automaton over a compact alphabet (the distinct ASCII characters of its patterns,
 * plus one "other" symbol for every other character and for code 0), compiled once into a dense
 * transition table (Int32Array, states × symbols), so scanning a message is two array lookups per
 * character and no allocation. Compact so the table stays in cache next to the classifier's weights.
 *
 * Used by the keyword layer (every banned / NSFW / preset / whitelist term in one automaton) and by
 * the context layer's trigger words (a detector's regular expression only runs when one of its
 * trigger words occurs in the message).
 */

const ASCII = 128;
/** Ends a run of patterns in outList. */
const END = -1;
/**
 * Characters in the order they get their symbols (ADR 184): a row's first entries are then the transitions a scan of
 * chat text takes most (space, then English letters by frequency), next to the state's outputs in the same row, so
 * a step mostly reads one cache line. Any order gives the same automaton.
 */
const SYMBOL_ORDER = " etaoinsrhldcumwfgypbvk'.,?!jxqz0123456789";

export interface AutomatonPattern {
  /** ASCII literal to find. */
  text: string;
  /** Caller's id, returned with each match. */
  id: number;
}

export class Automaton {
  /**
   * One row per state (ADR 184): row[0] is 0 when no pattern ends at the state, else 1 + where its patterns start in
   * outList; row[1 + symbol] is the next state's row offset divided by the row width (complete DFA: failure links
   * already resolved). 16-bit when everything fits (every automaton we build): half the bytes, so more of the table
   * stays in cache during a scan.
   */
  private readonly next: Int32Array | Uint16Array;
  /** Per state with outputs, its patterns (indices) in a run ended by END: the state's own, then its failure
   *  state's (read in that order, as the failure chain gives them). */
  private readonly outList: Int32Array;
  /** Entries per row: 1 + the alphabet. */
  private readonly width: number;
  readonly patternIds: Int32Array;
  readonly patternLengths: Int32Array;
  readonly stateCount: number;
  /** Match buffers reused by every scan (end index inclusive, pattern index). */
  matchEnd = new Int32Array(256);
  matchPattern = new Int32Array(256);

  /** ASCII code -> 1 + symbol (1 = other): the column of a character in a row. */
  private readonly column = new Uint8Array(ASCII);

  constructor(patterns: readonly AutomatonPattern[]) {
    const symbol = new Uint8Array(ASCII);
    const used = new Uint8Array(ASCII);
    for (const { text } of patterns)
      for (let i = 0; i < text.length; i++) {
        const c = text.charCodeAt(i);
        if (c >= ASCII) throw new Error(`automaton patterns must be ASCII: ${JSON.stringify(text)}`);
        if (c !== 0) used[c] = 1;
      }
    let symbols = 1;
    for (let i = 0; i < SYMBOL_ORDER.length; i++) {
      const c = SYMBOL_ORDER.charCodeAt(i);
      if (used[c] === 1 && symbol[c] === 0) symbol[c] = symbols++;
    }
    for (let c = 1; c < ASCII; c++) if (used[c] === 1 && symbol[c] === 0) symbol[c] = symbols++;
    for (let c = 0; c < ASCII; c++) this.column[c] = 1 + symbol[c];
    const ALPHABET = symbols;
    // Trie with a growable transition table.
    let cap = 256;
    let trie = new Int32Array(cap * ALPHABET).fill(-1);
    let states = 1;
    const terminal: number[][] = [[]];
    const n = patterns.length;
    this.patternIds = new Int32Array(n);
    this.patternLengths = new Int32Array(n);
    for (let p = 0; p < n; p++) {
      const { text, id } = patterns[p];
      this.patternIds[p] = id;
      this.patternLengths[p] = text.length;
      let s = 0;
      for (let i = 0; i < text.length; i++) {
        const c = symbol[text.charCodeAt(i)];
        let t = trie[s * ALPHABET + c];
        if (t === -1) {
          if (states === cap) {
            const grown = new Int32Array(cap * 2 * ALPHABET).fill(-1);
            grown.set(trie);
            trie = grown;
            cap *= 2;
          }
          t = states++;
          terminal.push([]);
          trie[s * ALPHABET + c] = t;
        }
        s = t;
      }
      terminal[s].push(p);
    }
    // Breadth-first: failure links, complete transitions, output lists.
    const fail = new Int32Array(states);
    const next = new Int32Array(states * ALPHABET);
    const outFirst = new Int32Array(states).fill(-1);
    const outNext = new Int32Array(n).fill(-1);
    const queue = new Int32Array(states);
    let head = 0;
    let tail = 0;
    for (let c = 0; c < ALPHABET; c++) {
      const t = trie[c];
      if (t === -1) next[c] = 0;
      else {
        next[c] = t;
        fail[t] = 0;
        queue[tail++] = t;
      }
    }
    // Output list of a state = its own patterns followed by its failure state's list. Pattern
    // indices are unique per terminal state, so chaining through outNext is safe when we link each
    // state's last own pattern to the failure state's first one.
    const lastOwn = new Int32Array(states).fill(-1);
    const link = (s: number) => {
      const own = terminal[s];
      for (let i = 0; i < own.length; i++) {
        if (i === 0) outFirst[s] = own[0];
        else outNext[own[i - 1]] = own[i];
        lastOwn[s] = own[i];
      }
    };
    for (let s = 0; s < states; s++) link(s);
    // Own-only lists now; states without own patterns inherit the failure state's list directly.
    const resolved = new Int32Array(states); // first pattern of the full output list
    resolved[0] = outFirst[0];
    while (head < tail) {
      const s = queue[head++];
      const f = fail[s];
      const inherited = resolved[f];
      if (outFirst[s] === -1) resolved[s] = inherited;
      else {
        resolved[s] = outFirst[s];
        // A pattern index belongs to exactly one state, so this tail link is set once.
        outNext[lastOwn[s]] = inherited;
      }
      for (let c = 0; c < ALPHABET; c++) {
        const t = trie[s * ALPHABET + c];
        if (t === -1) next[s * ALPHABET + c] = next[f * ALPHABET + c];
        else {
          next[s * ALPHABET + c] = t;
          fail[t] = next[f * ALPHABET + c];
          queue[tail++] = t;
        }
      }
    }
    // Each output list written out once per first pattern (states that share a list share its run), in chain order.
    const runOf = new Int32Array(n).fill(-1);
    const out: number[] = [];
    for (let s = 0; s < states; s++) {
      const first = resolved[s];
      if (first === -1 || runOf[first] !== -1) continue;
      runOf[first] = out.length;
      for (let p = first; p !== -1; p = outNext[p]) out.push(p);
      out.push(END);
    }
    this.outList = Int32Array.from(out);
    // States renumbered in breadth-first order (the queue's): a scan spends most of its steps in the
    // shallow states, whose rows are then adjacent in the table and stay in cache (ADR 138). Same
    // automaton, same matches.
    const renum = new Int32Array(states);
    const order = new Int32Array(states);
    order[0] = 0;
    for (let k = 0; k < tail; k++) order[k + 1] = queue[k];
    for (let k = 0; k < states; k++) renum[order[k]] = k;
    const W = (this.width = 1 + ALPHABET);
    const table = states <= 0x10000 && out.length < 0xffff ? new Uint16Array(states * W) : new Int32Array(states * W);
    for (let k = 0; k < states; k++) {
      const s = order[k];
      const first = resolved[s];
      table[k * W] = first === -1 ? 0 : 1 + runOf[first];
      for (let c = 0; c < ALPHABET; c++) table[k * W + 1 + c] = renum[next[s * ALPHABET + c]];
    }
    this.next = table;
    this.stateCount = states;
  }

  /**
   * Scan `codes[0..length)` (char codes; >= 128 treated as one symbol). Matches are written to
   * matchEnd / matchPattern (reused buffers, grown when needed); returns how many.
   */
  scan(codes: Uint16Array, length: number): number {
    const next = this.next;
    const column = this.column;
    const W = this.width;
    const outList = this.outList;
    let row = 0;
    let m = 0;
    for (let i = 0; i < length; i++) {
      const c = codes[i];
      row = next[row + (c < ASCII ? column[c] : 1)] * W;
      const at = next[row];
      if (at === 0) continue;
      for (let q = at - 1; outList[q] !== END; q++) {
        if (m === this.matchEnd.length) this.grow();
        this.matchEnd[m] = i;
        this.matchPattern[m] = outList[q];
        m++;
      }
    }
    return m;
  }

  /** scan() straight over a string (no code copy). Same walk, same matches. */
  scanString(text: string): number {
    const next = this.next;
    const column = this.column;
    const W = this.width;
    const outList = this.outList;
    let row = 0;
    let m = 0;
    for (let i = 0; i < text.length; i++) {
      const c = text.charCodeAt(i);
      row = next[row + (c < ASCII ? column[c] : 1)] * W;
      const at = next[row];
      if (at === 0) continue;
      for (let q = at - 1; outList[q] !== END; q++) {
        if (m === this.matchEnd.length) this.grow();
        this.matchEnd[m] = i;
        this.matchPattern[m] = outList[q];
        m++;
      }
    }
    return m;
  }

  /**
   * Presence scan straight over a string (no code copy, no match list): sets flags[group[p]] = 1 for
   * every pattern p that occurs. Same automaton walk as scan(), so the same patterns are found.
   */
  markGroups(text: string, group: Int32Array, flags: Uint8Array): void {
    const next = this.next;
    const column = this.column;
    const W = this.width;
    const outList = this.outList;
    let row = 0;
    for (let i = 0; i < text.length; i++) {
      const c = text.charCodeAt(i);
      row = next[row + (c < ASCII ? column[c] : 1)] * W;
      const at = next[row];
      if (at !== 0) for (let q = at - 1; outList[q] !== END; q++) flags[group[outList[q]]] = 1;
    }
  }

  /** Whether any pattern occurs in `text` (the same walk as scan(), stopping at the first match). */
  hasMatch(text: string): boolean {
    const next = this.next;
    const column = this.column;
    const W = this.width;
    let row = 0;
    for (let i = 0; i < text.length; i++) {
      const c = text.charCodeAt(i);
      row = next[row + (c < ASCII ? column[c] : 1)] * W;
      if (next[row] !== 0) return true;
    }
    return false;
  }

  private grow(): void {
    const e = new Int32Array(this.matchEnd.length * 2);
    e.set(this.matchEnd);
    const p = new Int32Array(this.matchPattern.length * 2);
    p.set(this.matchPattern);
    this.matchEnd = e;
    this.matchPattern = p;
  }
}

/** Reusable code-unit buffer: copy a string's char codes without allocating per call. */
export class CodeBuffer {
  codes = new Uint16Array(1024);
  length = 0;
  load(s: string): Uint16Array {
    if (s.length > this.codes.length) this.codes = new Uint16Array(Math.max(s.length, this.codes.length * 2));
    const codes = this.codes;
    for (let i = 0; i < s.length; i++) codes[i] = s.charCodeAt(i);
    this.length = s.length;
    return codes;
  }
}
