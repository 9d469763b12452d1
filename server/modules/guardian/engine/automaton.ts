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

export interface AutomatonPattern {
  /** ASCII literal to find. */
  text: string;
  /** Caller's id, returned with each match. */
  id: number;
  /** `\b` the occurrence must have (markGroups, word gates: ADR 287): bit 0 at its start, bit 1 at its end. */
  bounds?: number;
}

const isWordCode = (c: number) => (c >= 97 && c <= 122) || (c >= 65 && c <= 90) || (c >= 48 && c <= 57) || c === 95;

/**
 * Whether `\b` holds where `bounds` asks (bit 0: before text[start], bit 1: after text[end]): a word character on one
 * side and not on the other, outside the text counting as none — what `\b` reads without the `i` flag (ADR 287).
 */
export function boundsHold(text: string, start: number, end: number, bounds: number): boolean {
  if (
    (bounds & 1) !== 0 &&
    (start > 0 && isWordCode(text.charCodeAt(start - 1))) === isWordCode(text.charCodeAt(start))
  )
    return false;
  return (
    (bounds & 2) === 0 ||
    (end + 1 < text.length && isWordCode(text.charCodeAt(end + 1))) !== isWordCode(text.charCodeAt(end))
  );
}

export class Automaton {
  /**
   * next[state * alphabet + symbol] = next state (complete DFA: failure links already resolved).
   * 16-bit when the states fit (every automaton we build): half the bytes, so more of the table
   * stays in cache during a scan.
   */
  private readonly next: Int32Array | Uint16Array;
  /** First pattern index ending at this state (or -1); further ones via outNext. */
  private readonly outFirst: Int32Array;
  /** Linked list of pattern indices per state (pattern index -> next pattern index or -1). */
  private readonly outNext: Int32Array;
  readonly patternIds: Int32Array;
  readonly patternLengths: Int32Array;
  /** Per pattern, its `bounds` (0: none). */
  readonly patternBounds: Uint8Array;
  readonly stateCount: number;
  /** Match buffers reused by every scan (end index inclusive, pattern index). */
  matchEnd = new Int32Array(256);
  matchPattern = new Int32Array(256);

  /** ASCII code -> symbol (0 = other). */
  private readonly symbol = new Uint8Array(ASCII);
  private readonly alphabet: number;

  constructor(patterns: readonly AutomatonPattern[]) {
    let symbols = 1;
    for (const { text } of patterns)
      for (let i = 0; i < text.length; i++) {
        const c = text.charCodeAt(i);
        if (c >= ASCII) throw new Error(`automaton patterns must be ASCII: ${JSON.stringify(text)}`);
        if (c !== 0 && this.symbol[c] === 0) this.symbol[c] = symbols++;
      }
    const ALPHABET = (this.alphabet = symbols);
    // Trie with a growable transition table.
    let cap = 256;
    let trie = new Int32Array(cap * ALPHABET).fill(-1);
    let states = 1;
    const terminal: number[][] = [[]];
    const n = patterns.length;
    this.patternIds = new Int32Array(n);
    this.patternLengths = new Int32Array(n);
    this.patternBounds = new Uint8Array(n);
    for (let p = 0; p < n; p++) {
      const { text, id } = patterns[p];
      this.patternIds[p] = id;
      this.patternLengths[p] = text.length;
      this.patternBounds[p] = patterns[p].bounds ?? 0;
      let s = 0;
      for (let i = 0; i < text.length; i++) {
        const c = this.symbol[text.charCodeAt(i)];
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
    // States renumbered in breadth-first order (the queue's): a scan spends most of its steps in the
    // shallow states, whose rows are then adjacent in the table and stay in cache (ADR 138). Same
    // automaton, same matches.
    const renum = new Int32Array(states);
    const order = new Int32Array(states);
    order[0] = 0;
    for (let k = 0; k < tail; k++) order[k + 1] = queue[k];
    for (let k = 0; k < states; k++) renum[order[k]] = k;
    const table = states <= 0x10000 ? new Uint16Array(states * ALPHABET) : new Int32Array(states * ALPHABET);
    const firstOut = new Int32Array(states);
    for (let k = 0; k < states; k++) {
      const s = order[k];
      for (let c = 0; c < ALPHABET; c++) table[k * ALPHABET + c] = renum[next[s * ALPHABET + c]];
      firstOut[k] = resolved[s];
    }
    this.next = table;
    this.outFirst = firstOut;
    this.outNext = outNext;
    this.stateCount = states;
  }

  /**
   * Scan `codes[0..length)` (char codes; >= 128 treated as one symbol). Matches are written to
   * matchEnd / matchPattern (reused buffers, grown when needed); returns how many.
   */
  scan(codes: Uint16Array, length: number): number {
    const next = this.next;
    const symbol = this.symbol;
    const A = this.alphabet;
    const outFirst = this.outFirst;
    const outNext = this.outNext;
    let s = 0;
    let m = 0;
    for (let i = 0; i < length; i++) {
      const c = codes[i];
      s = next[s * A + (c < ASCII ? symbol[c] : 0)];
      let p = outFirst[s];
      while (p !== -1) {
        if (m === this.matchEnd.length) this.grow();
        this.matchEnd[m] = i;
        this.matchPattern[m] = p;
        m++;
        p = outNext[p];
      }
    }
    return m;
  }

  /** scan() straight over a string (no code copy). Same walk, same matches. */
  scanString(text: string): number {
    const next = this.next;
    const symbol = this.symbol;
    const A = this.alphabet;
    const outFirst = this.outFirst;
    const outNext = this.outNext;
    let s = 0;
    let m = 0;
    for (let i = 0; i < text.length; i++) {
      const c = text.charCodeAt(i);
      s = next[s * A + (c < ASCII ? symbol[c] : 0)];
      let p = outFirst[s];
      while (p !== -1) {
        if (m === this.matchEnd.length) this.grow();
        this.matchEnd[m] = i;
        this.matchPattern[m] = p;
        m++;
        p = outNext[p];
      }
    }
    return m;
  }

  /**
   * Presence scan straight over a string (no code copy, no match list): sets flags[group[p]] = 1 for
   * every pattern p that occurs (with the `\b` its bounds ask, ADR 287). Same automaton walk as scan(), so the same
   * patterns are found.
   */
  markGroups(text: string, group: Int32Array, flags: Uint8Array): void {
    const bounds = this.patternBounds;
    const lengths = this.patternLengths;
    const next = this.next;
    const symbol = this.symbol;
    const A = this.alphabet;
    const outFirst = this.outFirst;
    const outNext = this.outNext;
    let s = 0;
    for (let i = 0; i < text.length; i++) {
      const c = text.charCodeAt(i);
      s = next[s * A + (c < ASCII ? symbol[c] : 0)];
      for (let p = outFirst[s]; p !== -1; p = outNext[p])
        if (bounds[p] === 0 || boundsHold(text, i - lengths[p] + 1, i, bounds[p])) flags[group[p]] = 1;
    }
  }

  /** Whether any pattern occurs in `text` (the same walk as scan(), stopping at the first match). */
  hasMatch(text: string): boolean {
    const next = this.next;
    const symbol = this.symbol;
    const A = this.alphabet;
    const outFirst = this.outFirst;
    let s = 0;
    for (let i = 0; i < text.length; i++) {
      const c = text.charCodeAt(i);
      s = next[s * A + (c < ASCII ? symbol[c] : 0)];
      if (outFirst[s] !== -1) return true;
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
