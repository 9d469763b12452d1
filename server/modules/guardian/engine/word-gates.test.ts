/**
 * Readers' word gates answered from the shared automaton walk (ADR 259): every WordGate answers as the gate expression
 * it was built from, on every view of the bench mixes (alone, in the window's joined text, lower-cased raw), whether
 * the view is one the shared prefilter prepared (flags from its scan) or not (the word groups' own walk).
 */
import { describe, expect, it } from 'vitest';
import { BENCH_MESSAGE_CONTEXT, chatMix, longMix } from './bench-mixes';
import { createGuardianEngine } from './guardian-engine';
import { normalizeText } from './normalize';
import { Automaton } from './automaton';
import { GUARDIAN_PREFILTER, gateLiterals, gateWords } from './prefilter';
import { WORD_GATES } from './word-groups';

/** Edges of the gates' own alternatives: emoji, leet, `\b` words, digits, arrows, symbols, non-ASCII letters. */
const EDGES = [
  'pay £20 to unlock',
  'pay $5 to join',
  '10x back',
  'rent due',
  'parent',
  'mule work',
  'no fees',
  'the (ode pls',
  'v3r1fy',
  'wa me',
  'swap',
  'no. 7',
  'hit me up on teams',
  '📸 now',
  '🍆',
  'muéstrame',
  'envía',
  'behind u',
  'behind ur back',
  'a ➡ b',
  '1 + 1',
  'x -> y',
  '🤡 clown',
  '🏳️‍🌈 people',
  '🏳 ‍⚧ folk',
  'muslims',
  'polish girl',
  'non-binary people',
  'nonbinary ppl',
  'fat ppl',
  '*',
  '#1',
  'h!',
  'kaffir',
  'hey',
  '',
  ' ',
  // `\b` words (ADR 287): at the text's edges, inside longer words, beside digits, `_`, punctuation, non-ASCII.
  'ig',
  'big',
  'ig_',
  'ig2',
  '2ig',
  'ig.',
  'éig',
  'igé',
  'insta_ig',
  'snap-chat',
  'co-codamol',
  'blocked u',
  'unblock',
  'tt tt',
  'fees',
  'feesh',
];

describe('WordGate (ADR 259)', () => {
  it('cuts a gate into literals and the alternatives that are not finite ASCII literals', () => {
    expect(gateLiterals(/ab|c[de]f?|\bwa\b|x\d+|🍆|(?:gh|i\s*j)/)).toEqual({
      literals: ['ab', 'cd', 'cdf', 'ce', 'cef', 'gh'],
      rest: ['\\bwa\\b', 'x\\d+', '🍆', 'i\\s*j'],
    });
    expect(gateLiterals(/a|b/i)).toBeNull();
    expect(gateLiterals(/a|b/g)).toBeNull();
    expect(gateLiterals(/(a)|\1b/)).toBeNull();
    expect(gateLiterals(/a||b/)?.rest).toEqual(['']);
  });

  it('cuts `\\b` words into words with bounds (ADR 287), and their walk answers as the expression', () => {
    expect(gateWords(/\bfees?\b|\bmule|x\b|\b(?:a|b c)\b|\bwa\b\s|behind (?:you|u)\b/)).toEqual({
      words: [
        { text: 'fee', bounds: 3 },
        { text: 'fees', bounds: 3 },
        { text: 'mule', bounds: 1 },
        { text: 'x', bounds: 2 },
        { text: 'a', bounds: 3 },
        { text: 'b c', bounds: 3 },
        { text: 'behind you', bounds: 2 },
        { text: 'behind u', bounds: 2 },
      ],
      rest: ['\\bwa\\b\\s'],
    });
    // A `\b` beside a non-word character asks for a word character on the other side.
    const gates = [/\b(?:ig|sc|tt|co-codamol|-x|x-|\.no)\b/, /\bab|ba\b|\b_/, /\b(?:a|ab|b)\b/];
    const texts = ['', 'ig', 'big', 'igs', 'ig_', '_ig', 'ig2', 'a ig.', 'éig', 'igé', 'sc tt', 'co-codamol!'];
    texts.push(
      '1-x',
      ' -x',
      '-x',
      'x-',
      'x-1',
      'a.no',
      '.no',
      'abba',
      'ab',
      'ba',
      'a_',
      '_',
      'a b',
      'bab',
      'x\u{1F600}ab',
    );
    for (const gate of gates) {
      const cut = gateWords(gate)!;
      expect(cut.rest).toEqual([]);
      const a = new Automaton(cut.words.map((w) => ({ text: w.text, id: 0, bounds: w.bounds })));
      for (const t of texts) {
        const flags = new Uint8Array(1);
        a.markGroups(t, a.patternIds, flags);
        expect([gate.source, t, flags[0] === 1]).toEqual([gate.source, t, gate.test(t)]);
      }
    }
  });

  it('every gate answers as its expression on every bench view, prepared or not', () => {
    const engine = createGuardianEngine();
    engine.moderateText('hello there', BENCH_MESSAGE_CONTEXT);
    expect(WORD_GATES.length).toBeGreaterThanOrEqual(12);
    const texts = [...chatMix(), ...longMix(), ...EDGES];
    const views = new Set<string>();
    for (const t of texts) {
      const n = normalizeText(t);
      for (const v of [n.text, n.deobfuscated, t.toLowerCase(), `hey! how was your day? ${n.text}`]) views.add(v);
    }
    let asked = 0;
    const bad: string[] = [];
    for (const v of views)
      for (const prepared of [true, false]) {
        GUARDIAN_PREFILTER.prepare(prepared ? [v] : ['-']);
        for (const g of WORD_GATES) {
          asked++;
          if (g.test(v) !== g.gate.test(v)) bad.push(`${g.gate.source.slice(0, 30)} on ${JSON.stringify(v)}`);
        }
      }
    expect(bad.slice(0, 5)).toEqual([]);
    expect(asked).toBeGreaterThan(100_000);
  }, 300_000);
});
