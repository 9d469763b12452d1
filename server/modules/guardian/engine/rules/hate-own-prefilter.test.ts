/**
 * ADR 253 (round 21, speed): the hate/harassment reader reads the squeezed and leet views only it makes through a
 * prefilter of its own expressions. Exact by construction (a prefilter's exec is the expression's own exec); asserted
 * here: the reader's findings with its own prefilter on equal those with it off (every exec then runs the expression
 * itself), over its probes, leet and stretched variants of them, and the bench chat mix.
 */
import { describe, expect, it } from 'vitest';
import { chatMix } from '../bench-mixes';
import { normalizeText } from '../normalize';
import { GUARDIAN_PREFILTER } from '../prefilter';
import { chatContext } from './test-contexts';
import { HATE_HARASSMENT_OWN_PREFILTER, round20HateHarassmentSignals } from './round20-hate-harassment';
import {
  HARM_APPEARANCE,
  HARM_EXCLUSION,
  HARM_GROUP,
  HARM_PERSIST,
  HARM_SLURS,
  HARMLESS_ROUND20_HATE,
} from './round20-hate-harassment.probes';
import { textViews } from './types';

const LEET: Readonly<Record<string, string>> = { a: '4', e: '3', i: '1', o: '0', s: '$', t: '7' };
/** Our own variants: letters turned to digits and symbols, a letter stretched, an exclamation after a word. */
const variants = (t: string): string[] => [
  t,
  t.replace(/[aeiost]/g, (c) => LEET[c] ?? c),
  t.replace(/[eo]/, (c) => c.repeat(4)),
  `${t}!!`,
  `hey! ${t} 2nite`,
];

function reading(text: string, own: boolean): string {
  HATE_HARASSMENT_OWN_PREFILTER.enabled = own;
  const norm = normalizeText(text);
  const views = textViews(norm);
  // As the context layer does: the engine's views prepared (and scanned) with the shared prefilter first.
  GUARDIAN_PREFILTER.prepare(views);
  const found = round20HateHarassmentSignals({
    norm,
    views,
    ctx: chatContext({ stranger: false }),
    consent: 'not_opted_in_mutual',
    hardOnly: false,
    found: [],
  });
  return found.map((s) => `${s.kind}:${s.evidence}`).join('|');
}

describe("hate/harassment reader's own prefilter (ADR 253)", () => {
  it('finds what the expressions themselves find, on probes, variants and the chat mix', () => {
    const texts = [
      ...[
        ...HARM_APPEARANCE,
        ...HARM_EXCLUSION,
        ...HARM_GROUP,
        ...HARM_PERSIST,
        ...HARM_SLURS,
        ...HARMLESS_ROUND20_HATE,
      ].flatMap(variants),
      ...chatMix().slice(0, 1500),
    ];
    let differ = 0;
    let found = 0;
    try {
      for (const t of texts) {
        const on = reading(t, true);
        const off = reading(t, false);
        if (on) found++;
        if (on !== off) differ++;
      }
    } finally {
      HATE_HARASSMENT_OWN_PREFILTER.enabled = true;
    }
    expect(found).toBeGreaterThan(100);
    expect(differ).toBe(0);
  }, 120_000);
});
