import { describe, expect, it } from 'vitest';
import { harmfulInvariance, harmlessInvariance, measureDisguiseInvariance } from './disguise-invariance';

/**
 * ADR 326: the disguise-invariance measure on the families its normaliser change read, each held at the figures
 * measured on the branch minus one point (harmful pairs not weakened / harmless pairs not newly held). A subset of the
 * 38 families keeps the file under ten seconds; `npx tsx scripts/guardian/disguise-invariance.ts` prints them all.
 */
const FLOORS: Record<string, { harmful: number; harmless: number }> = {
  'lookalike-I-for-l': { harmful: 0.99, harmless: 0.99 },
  parenthesized: { harmful: 0.99, harmless: 0.99 },
  'spaced-mixed': { harmful: 0.97, harmless: 0.983 },
  'spaced-all-letters': { harmful: 0.595, harmless: 0.983 },
  'glued-words': { harmful: 0.431, harmless: 0.983 },
  'repeated-letters': { harmful: 0.786, harmless: 0.986 },
  // ADR 332: ADR 330's two families, at main's figures when they got a floor (04f29e2a: 151/152 and 270/272; 152/152
  // and 272/272)
  'spaced-punctuation': { harmful: 0.993, harmless: 0.992 },
  'upside-down': { harmful: 1, harmless: 1 },
};

describe('ADR 326: disguise invariance', () => {
  it('each read family keeps its harmful and harmless invariance floors', () => {
    const r = measureDisguiseInvariance(undefined, Object.keys(FLOORS));
    const below: string[] = [];
    for (const [name, floor] of Object.entries(FLOORS)) {
      const f = r.families[name];
      if (harmfulInvariance(f) < floor.harmful) below.push(`${name} harmful ${harmfulInvariance(f).toFixed(3)}`);
      if (harmlessInvariance(f) < floor.harmless) below.push(`${name} harmless ${harmlessInvariance(f).toFixed(3)}`);
    }
    expect(below).toEqual([]);
  }, 30_000);
});
