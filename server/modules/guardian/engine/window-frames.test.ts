import { describe, expect, it } from 'vitest';
import { playSequence } from '../challenge-eval';
import { createGuardianEngine } from './guardian-engine';
import { normalizeText } from './normalize';
import { splitFrame } from './window-frames';
import {
  HARMFUL_FRAMES,
  HARMLESS_ACTS,
  HARMLESS_SETUPS,
  HARMLESS_TWINS,
  TWINS_HELD_ELSEWHERE,
} from './window-frames.probes';

// ADR 309: frames split over sends (a setup in an earlier part, the act in the latest), of my own wording, played as
// the send path plays them (playSequence: trust 50, a two-way chat, blocked parts kept in the window).
const engine = createGuardianEngine();
const frameOf = (parts: readonly string[]) =>
  splitFrame(parts.slice(0, -1).map(normalizeText), normalizeText(parts[parts.length - 1]).text);

describe('split frames (ADR 309)', () => {
  it('has at least 5 harmful splits per frame and 100 harmless pairs that share the words', () => {
    for (const list of Object.values(HARMFUL_FRAMES)) expect(list.length).toBeGreaterThanOrEqual(5);
    expect(HARMLESS_TWINS.length + HARMLESS_SETUPS.length * HARMLESS_ACTS.length).toBeGreaterThanOrEqual(100);
  });

  for (const [name, list] of Object.entries(HARMFUL_FRAMES))
    it(`${name}: every split is blocked at its last part, split_message, trust lowered`, () => {
      for (const parts of list) {
        const verdicts = playSequence(engine, parts);
        const last = verdicts[verdicts.length - 1];
        expect(last.decision, parts.join(' | ')).toBe('BLOCK');
        expect(last.trustScoreUpdate, parts.join(' | ')).toBeLessThan(50);
        expect(last.policyTags, parts.join(' | ')).toContain('split_message');
        expect(frameOf(parts), parts.join(' | ')).not.toBeNull();
        // Each part alone is no frame: the finding is the window's.
        expect(frameOf(parts.slice(-1)), parts.join(' | ')).toBeNull();
      }
    }, 60_000);

  it('harmless twins that share the words are delivered whole', () => {
    const held = HARMLESS_TWINS.filter((s) => playSequence(engine, s).some((v) => v.decision !== 'ALLOW'));
    expect(held.map((s) => s.join(' | '))).toEqual([]);
  }, 60_000);

  it('the frame reader reads no frame in harmless setups followed by harmless acts', () => {
    const read: string[] = [];
    for (const setup of HARMLESS_SETUPS)
      for (const act of HARMLESS_ACTS) if (frameOf([setup, act])) read.push(`${setup} | ${act}`);
    for (const s of [...HARMLESS_TWINS, ...TWINS_HELD_ELSEWHERE]) if (frameOf(s)) read.push(s.join(' | '));
    expect(read).toEqual([]);
  });

  it('a frame needs its setup in an earlier part: the act alone, or after an unrelated part, is no frame', () => {
    for (const list of Object.values(HARMFUL_FRAMES))
      for (const parts of list) expect(frameOf(['see you at the match', parts[parts.length - 1]])).toBeNull();
  });
});
