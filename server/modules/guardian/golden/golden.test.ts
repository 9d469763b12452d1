/**
 * Identity of the engine's decisions with the golden fixture (see golden.ts): speed work on the
 * hot path must not change a verdict. Every case whose text is available is recomputed (the
 * public Davidson / SMS rows only when /work/shared-style data is present, like the eval).
 */
import { readFileSync } from 'node:fs';
import { gunzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { createGuardianEngine } from '../engine/guardian-engine';
import { GOLDEN_PATH, caseKey, goldenCases, goldenRow, parseRow, type GoldenRow } from './golden';

const golden = new Map<string, GoldenRow>();
for (const line of gunzipSync(readFileSync(GOLDEN_PATH)).toString('utf8').split('\n'))
  if (line) golden.set(line.slice(0, 20), parseRow(line));

describe('golden decisions', () => {
  it('the fixture covers the repo corpora, the bench mixes and the challenge set', () => {
    const sources = new Set([...golden.values()].map((r) => r.source));
    for (const s of ['corpus', 'chat', 'long', 'challenge']) expect(sources).toContain(s);
    expect(golden.size).toBeGreaterThan(5000);
  });

  it('every available case gets exactly the recorded decision, score, policy and tags', () => {
    const engine = createGuardianEngine();
    const cases = goldenCases();
    const mismatches: string[] = [];
    const checked = new Set<string>();
    for (const c of cases) {
      const key = caseKey(c);
      const want = golden.get(key);
      if (!want) {
        mismatches.push(`${key} (${c.source}): not in the fixture`);
        continue;
      }
      if (checked.has(key)) continue;
      checked.add(key);
      const got = goldenRow(engine, c);
      const same =
        got.decision === want.decision &&
        got.riskScore === want.riskScore &&
        got.prediction === want.prediction &&
        got.policy === want.policy &&
        got.policyTags === want.policyTags &&
        got.trust === want.trust &&
        got.probs.length === want.probs.length &&
        got.probs.every((p, i) => Math.abs(p - want.probs[i]) <= 1e-9);
      if (!same)
        mismatches.push(
          `${key} (${c.source}): ${want.decision}/${want.riskScore}/${want.policyTags} -> ` +
            `${got.decision}/${got.riskScore}/${got.policyTags}`,
        );
    }
    // Rows whose text is in the repo must all have been checked; public-data rows when present.
    const present = new Set(cases.map((c) => c.source));
    const unchecked = [...golden.values()].filter((r) => present.has(r.source) && !checked.has(r.key));
    expect(mismatches.slice(0, 20)).toEqual([]);
    expect(mismatches.length).toBe(0);
    expect(unchecked.length).toBe(0);
    expect(checked.size).toBeGreaterThan(5000);
  }, 600_000);
});
