/**
 * Readers' word gates answered from the shared automaton walk (ADR 259): every WordGate answers as the gate expression
 * it was built from, on every view of the bench mixes (alone, in the window's joined text, lower-cased raw), whether
 * the view is one the shared prefilter prepared (flags from its scan) or not (the word groups' own walk).
 */
import { describe, expect, it } from 'vitest';
import { BENCH_MESSAGE_CONTEXT, chatMix, longMix } from './bench-mixes';
import { createGuardianEngine } from './guardian-engine';
import { normalizeText } from './normalize';
import { GUARDIAN_PREFILTER, gateLiterals } from './prefilter';
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
