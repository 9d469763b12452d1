import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { playSequence, type ChallengeSequence } from '../challenge-eval';
import { createGuardianEngine } from './guardian-engine';
import { boundaryEndsSentence } from './window-policy';

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
  }, 60_000);

  it('harmless sequences delivered whole stay at or above the measured floor', () => {
    const delivered = sequences.filter((s) => s.expect === 'allow' && !held(s)).length;
    expect(delivered).toBeGreaterThanOrEqual(33);
  }, 60_000);
});

const decisions = (parts: string[]) => playSequence(engine, parts).map((v) => v.decision);
const delivered = (parts: string[]) => expect(decisions(parts)).toEqual(parts.map(() => 'ALLOW'));
const caught = (parts: string[]) => expect(decisions(parts).some((d) => d !== 'ALLOW')).toBe(true);

describe('a send after a finished sentence ends it (ADR 230)', () => {
  it('a venting line, then a clause of its own, is not read as one run-on threat', () => {
    delivered(["mum's gonna murder me", 'i broke her favourite mug', 'gluing it now']);
    delivered(['ok my boss is gonna murder me', 'i overslept again']);
    delivered(["my sister's going to strangle me", 'i lost her charger', 'help me find a new one?']);
    delivered(['my flatmate is gonna murder me', 'she said bins were my job this week']);
    // Disguised and look-alike spellings read the same.
    delivered(["mum's gonna murd3r me", 'i broke her favourite mug']);
    delivered(['my mυm is going to murder me', 'i forgot her birthday']);
  });

  it('words read across the boundary stay a reading of both parts (harmful twins)', () => {
    // The refusal read across the send: one message with a full stop would miss it; the window keeps it.
    caught(['you can say no', "i just won't listen"]);
    caught(['you can say no', 'i just w0nt listen']);
    caught(['next time', 'i see you', "you're in the hospital"]);
    caught(['i will find you', 'i have your address']);
    caught(["i'm gonna murder you", 'i know your address']);
    caught(['i have your nudes', "i'll send them to your boss"]);
    caught(['your mum is going to murder', 'you when she sees what you did to her car, and so will i']);
  });

  it("boundaryEndsSentence needs a finished earlier part and a clause of the latest part's own", () => {
    expect(boundaryEndsSentence(["mum's gonna murder me"], 'i broke her mug')).toBe(true);
    expect(boundaryEndsSentence(["mum's gonna murder me"], 'she told me to be home')).toBe(true);
    expect(boundaryEndsSentence(["mum's gonna murder me"], 'you broke her mug')).toBe(false);
    expect(boundaryEndsSentence(["mum's gonna murder me"], 'and i broke her mug')).toBe(false);
    expect(boundaryEndsSentence(['if you tell anyone', 'about us'], "we'll see what happens")).toBe(false);
    expect(boundaryEndsSentence(['next time'], 'i see you')).toBe(false);
    expect(boundaryEndsSentence(['i was going to'], 'i forgot')).toBe(false);
    expect(boundaryEndsSentence(['wait for me at the'], 'i mean the station')).toBe(false);
  });
});
