/**
 * The severe-harm reader (ADR 296): loading (missing, corrupt, other features, no text model → off and said in
 * status, never a crash), the hard finding a hit makes (BLOCK whatever the trust, the kind's policy), and that it
 * reads the text model's own feature pass (the same scores as a separate pass over the same features).
 */
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { loadGuardianModel } from './classifier';
import { extractFeatures } from './features';
import { createGuardianEngine } from './guardian-engine';
import { normalizeText } from './normalize';
import { verdictPolicy } from './policy';
import { everyStatedAgeAdult } from './rules/frames';
import {
  SEVERE_CLASSES,
  SEVERE_MIN_WORDS,
  parseSeverityHead,
  severityHeadFile,
  type SevereClass,
  type SeverityHeadFile,
} from './severity-head';
import type { ModerationContext } from './types';

const model = loadGuardianModel();
const K = SEVERE_CLASSES.length;
const dir = mkdtempSync(join(tmpdir(), 'severity-head-'));

/** A head whose bias alone decides: `kind` at logit 8 (severe ≈ 1), or nothing (every class at −8). */
function biasHead(kind: SevereClass | null, weights = new Float32Array(model.features.buckets * K)): SeverityHeadFile {
  return severityHeadFile({
    version: `test-${kind ?? 'none'}`,
    trainedAt: '2026-12-01T00:00:00.000Z',
    features: model.features,
    bar: 0.9,
    bias: SEVERE_CLASSES.map((c) => (c === kind ? 8 : -8)),
    weights,
    calibration: {},
    training: {},
  });
}
const write = (name: string, json: unknown) => {
  const path = join(dir, name);
  writeFileSync(path, typeof json === 'string' ? json : JSON.stringify(json));
  return path;
};
const ctx = (trustScore = 50): ModerationContext => ({
  surface: 'message',
  grid: 'date',
  sender: { trustScore, accountAgeDays: 30, recentReports: 0, recentBlocks: 0, messagesLastMinute: 1 },
  recipient: { receiveTextNSFW: false, receiveImageNSFW: false },
  senderNsfw: { receiveTextNSFW: false },
  recipientHasReplied: true,
});
const ORDINARY = ['see you at the station at six?', 'how was the match last night', 'love that song too'];

describe('severe-harm reader: loading', () => {
  const off = createGuardianEngine({ severityHead: null });

  it('a missing file turns the reader off, says so, and judges as without it', () => {
    const engine = createGuardianEngine({ severityHead: join(dir, 'no-such-head.json') });
    const st = engine.status().severeReader;
    expect(st?.status).toBe('unavailable');
    expect(st?.status === 'unavailable' && st.error).toMatch(/not found/);
    for (const t of [...ORDINARY, 'i will find you and hurt you'])
      expect(engine.moderateText(t, ctx()).decision).toBe(off.moderateText(t, ctx()).decision);
  });

  it('a corrupt, edited or foreign file turns it off with the reason', () => {
    const good = biasHead('threat_violence');
    const cases: Array<[unknown, RegExp]> = [
      ['{not json', /JSON/],
      [{ ...good, weights: { ...good.weights, sha256: 'x' } }, /checksum/],
      [{ ...good, features: { ...good.features, hashSeed: good.features.hashSeed + 1 } }, /feature config/],
      [{ ...good, bar: 1.5 }, /bad bar/],
      [{ ...good, classes: ['a', 'b', 'c', 'd', 'e'] }, /classes/],
    ];
    cases.forEach(([json, why], i) => {
      const engine = createGuardianEngine({ severityHead: write(`bad-${i}.json`, json) });
      const st = engine.status().severeReader;
      expect(st?.status).toBe('unavailable');
      expect(st?.status === 'unavailable' && st.error).toMatch(why);
      expect(engine.moderateText(ORDINARY[0], ctx()).decision).toBe('ALLOW');
    });
  });

  it('without a text model the reader is off (it reads the model features)', () => {
    const engine = createGuardianEngine({ model: null, severityHead: write('ok.json', biasHead('threat_violence')) });
    const st = engine.status().severeReader;
    expect(st?.status === 'unavailable' && st.error).toMatch(/text model/);
    expect(engine.moderateText(ORDINARY[0], ctx()).decision).toBe('ALLOW');
  });

  it('a good file is ready and named in status', () => {
    const engine = createGuardianEngine({ severityHead: write('ready.json', biasHead(null)) });
    expect(engine.status().severeReader).toEqual({ status: 'ready', version: 'test-none', bar: 0.9 });
  });
});

describe('severe-harm reader: a hit is a hard finding of its kind', () => {
  const POLICY: Record<SevereClass, string> = {
    threat_violence: 'threats',
    sexual_violence: 'threats',
    self_harm_incitement: 'self_harm',
    minors: 'minors',
    extortion: 'extortion',
  };
  const BLOCK_LINE: Partial<Record<SevereClass, string>> = {
    threat_violence: 'we should talk about what happens next, just the two of us tonight',
    // ADR 307: an extortion reading BLOCKs only beside a demand aimed at the reader
    extortion: 'transfer the deposit by friday or your boss sees the screenshots of our chats',
  };
  for (const kind of ['threat_violence', 'extortion'] as const)
    it(`${kind}: BLOCK at trust 50 and 90, policy ${POLICY[kind]}, reason in plain words`, () => {
      const engine = createGuardianEngine({ severityHead: write(`${kind}.json`, biasHead(kind)) });
      for (const trust of [50, 90]) {
        const v = engine.moderateText(BLOCK_LINE[kind]!, ctx(trust));
        expect(v.decision).toBe('BLOCK');
        expect(verdictPolicy(v)).toBe(POLICY[kind]);
        expect(v.reasoning).toMatch(/severe-harm reader \d+%/);
        expect(v.policyTags).toContain('severe_reader');
      }
    });

  // ADR 307 (after ADR 301 / 302): minors need the rules' own under-18 cue to BLOCK (held without it, nothing beside an
  // adult-age alibi); sexual violence and self-harm incitement need the rules' cue of their kind, never the text model.
  const quiet = [
    "I'm 29 and I work in a bakery near the station",
    'you can always tell me to stop and I will, every time',
    'nobody is better off without you, I promise you that',
  ];
  for (const kind of ['sexual_violence', 'self_harm_incitement', 'extortion'] as const)
    it(`${kind}: the head alone, without its rule cue, changes nothing`, () => {
      const on = createGuardianEngine({ severityHead: write(`alone-${kind}.json`, biasHead(kind)) });
      const off = createGuardianEngine({ severityHead: null });
      for (const t of quiet)
        for (const trust of [50, 90])
          expect(on.moderateText(t, ctx(trust)).decision).toBe(off.moderateText(t, ctx(trust)).decision);
    });
  it('minors: an adult-age alibi changes nothing; no rule cue → held (REVIEW), not BLOCK', () => {
    const on = createGuardianEngine({ severityHead: write('alone-minors.json', biasHead('minors')) });
    const off = createGuardianEngine({ severityHead: null });
    for (const trust of [50, 90]) {
      const t = "I'm 29 and I work in a bakery near the station";
      expect(on.moderateText(t, ctx(trust)).decision).toBe(off.moderateText(t, ctx(trust)).decision);
      const held = on.moderateText('we should talk about what happens next', ctx(trust));
      expect(held.decision).toBe('REVIEW');
      expect(held.reasoning).toMatch(/held for review/);
    }
  });

  it('every stated age 18 or over vetoes a minors reading (everyStatedAgeAdult)', () => {
    for (const t of ["i'm 29 and i teach year 5", 'i am 26 years old', 'are you 18? i am 30'])
      expect(everyStatedAgeAdult(t)).toBe(true);
    for (const t of ["i'm 15 minutes away", 'are you 17? i am 30', "i'm 48, my twins are sixteen", 'no ages here'])
      expect(everyStatedAgeAdult(t)).toBe(false);
  });

  it('a piece shorter than SEVERE_MIN_WORDS is left to the rules (split sends, greetings)', () => {
    const on = createGuardianEngine({ severityHead: write('short.json', biasHead('threat_violence')) });
    const off = createGuardianEngine({ severityHead: null });
    for (const t of ['see you soon', 'i know where you live', "i'm 15", 's e e   y o u   s o o n'])
      expect(on.moderateText(t, ctx()).decision).toBe(off.moderateText(t, ctx()).decision);
    expect(SEVERE_MIN_WORDS).toBe(6);
  });

  it('below the bar nothing changes', () => {
    const on = createGuardianEngine({ severityHead: write('never.json', biasHead(null)) });
    const off = createGuardianEngine({ severityHead: null });
    for (const t of [...ORDINARY, 'i will find you and hurt you', 'send me 200 or your pics go out'])
      expect(on.moderateText(t, ctx()).riskScore).toBe(off.moderateText(t, ctx()).riskScore);
  });
});

describe('severe-harm reader: one dot product over the text model features', () => {
  it('scores what a separate pass over the same features scores', () => {
    // Weights with a pattern (bucket parity) so the dot product matters.
    const w = new Float32Array(model.features.buckets * K);
    for (let b = 0; b < model.features.buckets; b++) w[b * K + (b % K)] = (b % 7) - 3;
    const head = parseSeverityHead(biasHead(null, w), model.features);
    for (const t of ['you will regret this tonight', 'lovely dinner, thanks again', 'p4y up or else']) {
      const text = normalizeText(t).deobfuscated;
      model.probabilities(text, head);
      const got = head.reading();
      const x = extractFeatures(text, model.features);
      const q = biasHead(null, w);
      const scales = q.weights.scales;
      const data = new Int8Array(Buffer.from(q.weights.data, 'base64'));
      const l = SEVERE_CLASSES.map((_, c) => {
        let s = 0;
        for (let j = 0; j < x.indices.length; j++) s += data[x.indices[j] * K + c] * x.values[j];
        return q.bias[c] + s * scales[c];
      });
      const max = Math.max(0, ...l);
      const sum = Math.exp(-max) + l.reduce((a, v) => a + Math.exp(v - max), 0);
      expect(got.severe).toBeCloseTo(1 - Math.exp(-max) / sum, 9);
    }
  });
});
