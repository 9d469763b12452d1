/**
 * ADR 299: the word features are read by one char-code loop on every text, URLs included. Until then a text where a
 * URL could occur took a second path (URL_G replaced by a space with its `#url` words listed first, TOKEN_RE's
 * matches, wordShape per token). This keeps that path as the reference and checks that the words the features hash
 * are the same stream, in the same order, on every corpus and bench text (as typed and de-obfuscated) and on fuzzed
 * strings of the characters that matter (emoji, apostrophes, look-alikes, digits, money, handles, URLs, e-mails).
 */
import { describe, expect, it } from 'vitest';
import { chatMix, longMix } from './bench-mixes';
import {
  DEFAULT_FEATURE_CONFIG,
  FeatureScratch,
  TOKEN_RE,
  URL_G,
  extractFeatures,
  hashString,
  wordShape,
} from './features';
import { normalizeText } from './normalize';
import { corpusTexts, rng } from './equivalence-texts';

const WSEED = (DEFAULT_FEATURE_CONFIG.hashSeed >>> 0) ^ 0x5bd1e995;
const URL_POSSIBLE = /https?:|www\.|\.[a-z]/;

/** The word hashes the former extraction fed to its word features, in order (both of its paths). */
function referenceWords(text: string): number[] {
  const input = text.length > 2000 ? text.slice(0, 2000) : text;
  if (URL_POSSIBLE.test(input)) {
    const words: string[] = [];
    const urlFree = input.replace(URL_G, () => {
      words.push('#url');
      return ' ';
    });
    for (const m of urlFree.matchAll(TOKEN_RE)) {
      const w = wordShape(m[0]);
      if (w) words.push(w);
    }
    return words.map((w) => hashString(w, WSEED));
  }
  // The URL-free loop dropped a token of apostrophes only, and a word whose hash is 0.
  const out: number[] = [];
  for (const m of input.matchAll(TOKEN_RE)) {
    const w = wordShape(m[0]);
    const h = hashString(w, WSEED);
    if (w && h !== 0) out.push(h);
  }
  return out;
}

/** The word hashes the extraction feeds to its word features now (its private `word` step observed). */
const scratch = new FeatureScratch(DEFAULT_FEATURE_CONFIG);
let seen: number[] = [];
(scratch as unknown as { word: (h: number) => void }).word = (h: number) => void seen.push(h);
function currentWords(text: string): number[] {
  seen = [];
  scratch.accumulate(text);
  scratch.reset();
  return seen;
}
const same = (a: number[], b: number[]) => a.length === b.length && a.every((x, i) => x === b[i]);
/** Texts whose streams differ (expect()ed at the end: one call per text would take most of the run). */
const differing = (texts: Iterable<string>) => {
  const out: Array<{ text: string; now: number[]; before: number[] }> = [];
  for (const text of texts) {
    const now = currentWords(text);
    const before = referenceWords(text);
    if (!same(now, before)) out.push({ text, now, before });
  }
  return out;
};

const PIECES = [
  'a',
  'z',
  'e',
  'o',
  's',
  'k',
  'x',
  '0',
  '1',
  '7',
  '42',
  '1234567',
  '$',
  '£',
  '€',
  '#',
  '@',
  "'",
  "''",
  ' ',
  '  ',
  '\n',
  '\t',
  '\u00a0',
  '.',
  ',',
  '!',
  '-',
  '_',
  '/',
  ':',
  '?',
  '=',
  '&',
  'http://',
  'https://',
  'www.',
  '.com',
  '.co.uk',
  '.io',
  '.me',
  '.gg',
  '.xyz',
  '.info',
  'bit.ly',
  'x.com/',
  'example',
  'mail@site.org',
  '@luna.x',
  'me@x.io',
  '@ab',
  "don't",
  "'n'",
  '£50',
  '50$',
  '€',
  '😀',
  '🔪',
  '👍🏻',
  '🇦',
  'а',
  'о',
  'е',
  'ß',
  'é',
  'ﬁ',
  'ｓ',
  'I',
  'A',
  'HTTP://',
  'h',
  't',
  'p',
  'w',
];

function fuzzed(n: number, seed: number): string[] {
  const r = rng(seed);
  const out: string[] = [];
  for (let i = 0; i < n; i++) {
    let s = '';
    const len = 1 + Math.floor(r() * 24);
    for (let k = 0; k < len; k++) s += PIECES[Math.floor(r() * PIECES.length)];
    out.push(s);
  }
  return out;
}

describe('word features by char codes (ADR 299)', () => {
  it('the same word stream as the former URL path and token loop on every corpus and bench text', () => {
    const views = new Set<string>();
    for (const raw of new Set([...corpusTexts(), ...chatMix(), ...longMix()]))
      views.add(raw.toLowerCase()).add(normalizeText(raw).deobfuscated);
    expect(differing(views).slice(0, 5)).toEqual([]);
    expect(views.size).toBeGreaterThan(20_000);
    expect([...views].filter((v) => URL_POSSIBLE.test(v)).length).toBeGreaterThan(100);
  }, 120_000);

  it('the same word stream on fuzzed strings (URLs, e-mails, handles, money, apostrophes, emoji, look-alikes)', () => {
    expect(differing([...fuzzed(20_000, 299), ...fuzzed(2_000, 7).map((s) => s.repeat(40))]).slice(0, 5)).toEqual([]);
  }, 60_000);

  it('hand-picked edges: a URL beside a word, two URLs in a row, a URL at either end, apostrophes only', () => {
    for (const s of [
      'see https://x.com/a and www.b.org',
      'go:www.site.com/pathnext word',
      'https://a.comhttps://b.com',
      'end x.io',
      "'' ' don't",
      'bit.ly/xyz£50 me@x.io @luna.x',
      "email: a.b@c.co.uk's",
    ])
      expect(currentWords(s), s).toEqual(referenceWords(s));
  });

  it('URL_G is left at lastIndex 0 for its other readers', () => {
    extractFeatures('visit www.example.com now', DEFAULT_FEATURE_CONFIG);
    expect(URL_G.lastIndex).toBe(0);
  });
});
