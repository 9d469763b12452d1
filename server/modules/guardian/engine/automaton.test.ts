import { describe, expect, it } from 'vitest';
import { Automaton } from './automaton';

/** Every (end, pattern index) a naive search finds, in the automaton's order: by end, then as its output list. */
function naive(patterns: readonly string[], text: string): string[] {
  const out: string[] = [];
  for (let i = 0; i < text.length; i++)
    for (let p = 0; p < patterns.length; p++)
      if (i + 1 >= patterns[p].length && text.startsWith(patterns[p], i + 1 - patterns[p].length))
        out.push(`${i}:${p}`);
  return out.sort();
}

function found(a: Automaton, text: string): string[] {
  const m = a.scanString(text);
  const out: string[] = [];
  for (let j = 0; j < m; j++) out.push(`${a.matchEnd[j]}:${a.matchPattern[j]}`);
  return out.sort();
}

describe('Automaton', () => {
  it('finds what a naive search finds, failure chains through pattern ends included', () => {
    // "abc" fails to "bc" (a leaf too), "c" to the root; "abab" overlaps itself.
    const hand = ['abc', 'bc', 'c', 'ab', 'abab', 'bab', 'x', 'xyz', 'yz', 'z'];
    const a = new Automaton(hand.map((text, id) => ({ text, id })));
    for (const t of ['', 'abc', 'ababab', 'xyzabcz', 'bcbcbc', 'zzz', 'abxabcyz', 'é abc\u0000bc'])
      expect(found(a, t)).toEqual(naive(hand, t));
    expect(a.hasMatch('qqq')).toBe(false);
    expect(a.hasMatch('qqabq')).toBe(true);
  });

  it('agrees with a naive search on random patterns and texts', () => {
    let seed = 7;
    const rnd = (n: number) => ((seed = (seed * 1103515245 + 12345) % 2147483648), seed % n);
    const word = (len: number) => Array.from({ length: len }, () => 'abcd '[rnd(5)]).join('');
    for (let round = 0; round < 20; round++) {
      const patterns = [...new Set(Array.from({ length: 5 + rnd(40) }, () => word(1 + rnd(6))))];
      const a = new Automaton(patterns.map((text, id) => ({ text, id })));
      const flags = new Uint8Array(patterns.length);
      const group = Int32Array.from(patterns, (_, p) => p);
      for (let k = 0; k < 20; k++) {
        const t = word(rnd(80));
        const want = naive(patterns, t);
        expect(found(a, t)).toEqual(want);
        expect(a.hasMatch(t)).toBe(want.length > 0);
        flags.fill(0);
        a.markGroups(t, group, flags);
        expect([...flags].filter(Boolean).length).toBe(new Set(want.map((w) => w.split(':')[1])).size);
      }
    }
  });
});
