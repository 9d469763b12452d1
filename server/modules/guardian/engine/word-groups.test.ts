/**
 * The word groups read from the prefilter's scan of a prepared view (ADR 173) are the flags the word groups' own
 * automaton walk gives: checked for every group on every text of the bench mixes, each of its normalised views.
 */
import { describe, expect, it } from 'vitest';
import { chatMix, longMix } from './bench-mixes';
import { analyzeContext } from './context';
import { normalizeText } from './normalize';
import { GUARDIAN_PREFILTER } from './prefilter';
import { WORD_GROUPS } from './word-groups';

describe('word groups through the prefilter scan', () => {
  it('gives the same flags as the own walk on every bench text', () => {
    const texts = [...chatMix(), ...longMix()];
    // One message first, so the prefilter's automaton is built with every layer's groups.
    analyzeContext(normalizeText(texts[0]), { surface: 'message', recentMessages: [] });
    let read = 0;
    for (const t of texts) {
      const n = normalizeText(t);
      const views = [n.text, n.deobfuscated, t.toLowerCase()];
      GUARDIAN_PREFILTER.prepare(views);
      for (const v of views) {
        const shared = GUARDIAN_PREFILTER.groupFlags(v);
        expect(shared).not.toBeNull();
        read++;
        const own = [...WORD_GROUPS.mark(v)];
        expect([...shared!]).toEqual(own);
      }
    }
    expect(read).toBe(3 * texts.length);
    expect(GUARDIAN_PREFILTER.groupFlags('not a prepared view')).toBeNull();
    // Every bench text's views, with `\b` words checked in both walks (ADR 287): ≈ 5 s alone, more on a loaded machine.
  }, 60_000);
});
