import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { playSequence, type ChallengeSequence } from '../challenge-eval';
import { createGuardianEngine } from './guardian-engine';

// ADR 230: our own split sends (corpus/dev-sequences-round19.jsonl, new wording, written before the window changed):
// harmless ones whose parts alarm alone but are innocent together, harmful ones split so no part is plainly harmful.
// Played as the send path plays them (playSequence: trust 50, a two-way chat, blocked parts kept in the window).
const engine = createGuardianEngine();
const sequences = readFileSync(resolve(import.meta.dirname, '../corpus/dev-sequences-round19.jsonl'), 'utf8')
  .split('\n')
  .filter((l) => l.trim())
  .map((l) => JSON.parse(l) as ChallengeSequence);
const held = (s: ChallengeSequence) => playSequence(engine, s.parts).some((v) => v.decision !== 'ALLOW');

/** Harmful sequences the joined text misses as one message too (detector gaps, not the window; ADR 230). */
const KNOWN_GAPS = new Set(['d19-x001', 'd19-x003', 'd19-x005', 'd19-x022', 'd19-x032']);

describe('own split sends (ADR 230)', () => {
  it('has at least 60 harmless and 40 harmful sequences', () => {
    expect(sequences.filter((s) => s.expect === 'allow').length).toBeGreaterThanOrEqual(60);
    expect(sequences.filter((s) => s.expect !== 'allow').length).toBeGreaterThanOrEqual(40);
  });

  it('every harmful sequence the engine caught before the window change is still caught', () => {
    const missed = sequences.filter((s) => s.expect !== 'allow' && !KNOWN_GAPS.has(s.id) && !held(s)).map((s) => s.id);
    expect(missed).toEqual([]);
  });

  it('harmless sequences delivered whole stay at or above the measured floor', () => {
    const delivered = sequences.filter((s) => s.expect === 'allow' && !held(s)).length;
    expect(delivered).toBeGreaterThanOrEqual(32);
  });
});
