import { readFileSync } from 'node:fs';
import { RegExpMatcher, englishDataset, englishRecommendedTransformers } from 'obscenity';
import { describe, expect, it } from 'vitest';
import { DEFAULT_CORPUS_PATH } from './data';
import {
  DEFAULT_BANNED_KEYWORDS,
  DEFAULT_NSFW_KEYWORDS,
  EXTRA_WHITELIST,
  KeywordMatcher,
  createBaselineMatcher,
} from './keywords';
import { normalizeText } from './normalize';

const km = new KeywordMatcher();
const match = (t: string) => km.match(normalizeText(t));

describe('keyword layer (obscenity + our lists)', () => {
  it.each([
    'assassin',
    'cocktail',
    'Dick Van Dyke',
    'cum laude',
    'analysis',
    'Scunthorpe',
    'grape',
    'therapist',
    'Magna cum laude graduate',
    'methodology',
    'heroine',
    'bass guitar',
    'peacock',
    'Essex',
  ])('no Scunthorpe problem: %j passes', (t) => {
    expect(match(t).hits).toEqual([]);
  });

  it.each([
    ['f u c k', 'fuck', 'profanity'],
    ['fuuuck', 'fuck', 'profanity'],
    ['sh1t', 'shit', 'profanity'],
    ['k1ll y0urself', 'kill yourself', 'banned'],
    ['killyourself', 'kill yourself', 'banned'],
    ['f\u200bu\u200bc\u200bk', 'fuck', 'profanity'],
    ['k\u200bys', 'kys', 'banned'],
    ["i'll kill you", "i'll kill you", 'banned'],
    ['ill kill you', "i'll kill you", 'banned'],
    ['send n u d e s', 'send nudes', 'nsfw'],
    ['selling c0ke for sale', 'coke for sale', 'banned'],
  ])('%j matches list term %j (%s)', (text, term, list) => {
    const r = match(text);
    expect(r.hits).toContainEqual(expect.objectContaining({ term, list }));
  });

  it('reports the list term, never the obfuscated text', () => {
    const r = match('K 1 L L  Y O U R S E L F');
    expect(r.banned).toEqual(['kill yourself']);
  });

  it('uses our own lists given at construction and can be rebuilt', () => {
    const custom = new KeywordMatcher({ bannedKeywords: ['pineapple pizza'], nsfwKeywords: ['spicy'] });
    expect(custom.match(normalizeText('I love p1neapple pizza')).banned).toEqual(['pineapple pizza']);
    expect(custom.match(normalizeText('so spicy')).nsfw).toEqual(['spicy']);
    expect(custom.match(normalizeText('kill yourself')).banned).toEqual([]); // defaults replaced
    expect(custom.bannedCount).toBe(1);
  });

  it('exports sensible defaults', () => {
    expect(DEFAULT_BANNED_KEYWORDS).toContain('kill yourself');
    expect(DEFAULT_BANNED_KEYWORDS.some((t) => /heroin|fentanyl/.test(t))).toBe(true);
    expect(DEFAULT_NSFW_KEYWORDS).toContain('send nudes');
  });

  it('treats preset sexual words embedded in longer words as profanity at most', () => {
    expect(match('julianaland').nsfw).toEqual([]);
    expect(match('do you do anal?').nsfw).toContain('anal');
  });

  it('marks slurs aimed at the recipient as directed', () => {
    expect(match('you are a f4ggot').hits.find((h) => h.list === 'slur')?.directed).toBe(true);
  });

  it('baseline matcher is obscenity English preset only', () => {
    const b = createBaselineMatcher();
    expect(b.hasMatch('what the fuck')).toBe(true);
    expect(b.hasMatch('k1ll y0urself')).toBe(false);
    expect(b.hasMatch('assassin')).toBe(false);
  });
});

describe('keyword automaton agrees with obscenity', () => {
  it('finds exactly the preset words obscenity finds (same whitelist) on the dating corpus and tricky inputs', () => {
    const built = englishDataset.build();
    const reference = new RegExpMatcher({
      ...built,
      whitelistedTerms: [...(built.whitelistedTerms ?? []), ...EXTRA_WHITELIST],
      ...englishRecommendedTransformers,
    });
    const presetOnly = new KeywordMatcher({ bannedKeywords: [], nsfwKeywords: [] });
    const texts = [
      ...readFileSync(DEFAULT_CORPUS_PATH, 'utf8')
        .split('\n')
        .filter(Boolean)
        .map((l) => (JSON.parse(l) as { text: string }).text),
      'ass!',
      'my 45s',
      'f*ck',
      'fück',
      'what the fuuuuck',
      'a$$hole',
      'sh!t',
      'b1tch',
      'assassin',
      'class act',
      'cocktail bar',
      'f.u.c.k',
      'niggah',
      'rapersec',
    ];
    let compared = 0;
    for (const t of texts) {
      const n = normalizeText(t);
      const mine = new Set(presetOnly.match(n).hits.map((h) => h.term));
      const theirs = new Set<string>();
      for (const v of n.deobfuscated === n.text ? [n.text] : [n.deobfuscated, n.text])
        for (const m of reference.getAllMatches(v))
          theirs.add(englishDataset.getPayloadWithPhraseMetadata(m).phraseMetadata?.originalWord ?? '');
      expect([...mine].sort(), t).toEqual([...theirs].sort());
      compared++;
    }
    expect(compared).toBeGreaterThan(1500);
  });
});
