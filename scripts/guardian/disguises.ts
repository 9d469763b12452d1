/**
 * ADR 326: an attacker's disguise generator, written from what people type to slip a word past a filter (not from the
 * normaliser's tables). Each family rewrites a whole line; randomness comes from a seed derived from the line and the
 * family, so every run produces the same disguised lines.
 */

type Rng = () => number;

/** mulberry32 over an FNV-1a hash of the seed text: small, fast, deterministic. */
function rngFor(seed: string): Rng {
  let h = 2166136261;
  for (let i = 0; i < seed.length; i++) h = Math.imul(h ^ seed.charCodeAt(i), 16777619);
  let a = h >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) | 0;
    let t = Math.imul(a ^ (a >>> 15), 1 | a);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const pick = <T>(rng: Rng, xs: readonly T[]): T => xs[Math.floor(rng() * xs.length)];
const isLetter = (c: string) => /[a-z]/i.test(c);

/** Rewrites each character through `sub` (null keeps it), word by word. */
function perChar(text: string, rng: Rng, sub: (c: string, rng: Rng, atWordStart: boolean) => string | null): string {
  let out = '';
  for (let i = 0; i < text.length; i++) {
    const c = text[i];
    const atWordStart = i === 0 || !isLetter(text[i - 1]);
    out += sub(c, rng, atWordStart) ?? c;
  }
  return out;
}

/** Applies `f` to words of at least `min` letters, keeping spaces and punctuation around them. */
function perWord(text: string, min: number, f: (w: string) => string): string {
  return text.replace(/[a-z]+/gi, (w) => (w.length >= min ? f(w) : w));
}

// Latin look-alikes: what a keyboard offers to stand in for a letter.
const LOOKALIKE: Record<string, readonly string[]> = {
  l: ['I', '1', '|'],
  i: ['l', '1', '!'],
  o: ['0'],
  m: ['rn'],
  w: ['vv'],
  I: ['l'],
  L: ['1'],
  O: ['0'],
};

// Leet with digits; the symbol family adds what a shift key gives.
const LEET_DIGITS: Record<string, readonly string[]> = {
  a: ['4'],
  e: ['3'],
  i: ['1'],
  l: ['1'],
  o: ['0'],
  s: ['5'],
  t: ['7'],
  g: ['9', '6'],
  b: ['8'],
  z: ['2'],
};
const LEET_SYMBOLS: Record<string, readonly string[]> = {
  a: ['@', '4'],
  s: ['$', '5'],
  i: ['!', '1', '|'],
  l: ['|', '1'],
  t: ['+', '7'],
  c: ['(', '<'],
  o: ['0', '()'],
  e: ['3', '€'],
  h: ['#'],
  k: ['|<'],
  x: ['><'],
};

function fromTable(table: Record<string, readonly string[]>, share: number) {
  return (c: string, rng: Rng) => {
    const opts = table[c.toLowerCase()] ?? table[c];
    return opts && rng() < share ? pick(rng, opts) : null;
  };
}

const offset = (base: number, c: string, from: string) =>
  String.fromCodePoint(base + c.charCodeAt(0) - from.charCodeAt(0));

/** A mathematical alphanumeric style: capital A base, small a base, digit 0 base (0 = none), and the holes Unicode
 * filled with older letterlike symbols. */
function mathStyle(upper: number, lower: number, digit: number, holes: Record<string, string> = {}) {
  return (c: string) => {
    if (holes[c]) return holes[c];
    if (c >= 'A' && c <= 'Z') return offset(upper, c, 'A');
    if (c >= 'a' && c <= 'z') return offset(lower, c, 'a');
    if (digit && c >= '0' && c <= '9') return offset(digit, c, '0');
    return null;
  };
}

const CYRILLIC: Record<string, string> = {
  a: 'а',
  c: 'с',
  e: 'е',
  i: 'і',
  j: 'ј',
  o: 'о',
  p: 'р',
  s: 'ѕ',
  x: 'х',
  y: 'у',
  h: 'һ',
  d: 'ԁ',
  w: 'ԝ',
  l: 'ӏ',
  k: 'к',
  m: 'м',
  t: 'т',
  n: 'п',
  b: 'Ь',
  u: 'ц',
};
const GREEK: Record<string, string> = {
  a: 'α',
  o: 'ο',
  i: 'ι',
  k: 'κ',
  v: 'ν',
  u: 'υ',
  p: 'ρ',
  t: 'τ',
  x: 'χ',
  n: 'η',
  e: 'ε',
  y: 'γ',
  b: 'β',
};
const DIACRITIC: Record<string, readonly string[]> = {
  a: ['á', 'à', 'ä', 'â', 'å', 'ã'],
  e: ['é', 'è', 'ë', 'ê'],
  i: ['í', 'ì', 'ï', 'î'],
  o: ['ó', 'ò', 'ö', 'ô', 'ø', 'õ'],
  u: ['ú', 'ù', 'ü', 'û'],
  c: ['ç'],
  n: ['ñ'],
  y: ['ý', 'ÿ'],
  s: ['š', 'ś'],
  z: ['ž'],
  l: ['ł', 'ĺ'],
  k: ['ķ'],
  r: ['ř'],
  g: ['ğ'],
  d: ['ď'],
  t: ['ť'],
};
const COMBINING = ['\u0301', '\u0300', '\u0308', '\u0302', '\u0303', '\u0327', '\u0336', '\u0335'];
const INVISIBLE = ['\u200b', '\u200c', '\u200d', '\u2060', '\ufeff'];
const EMOJI = ['🔪', '❤️', '😘', '🍆', '💦', '🔥', '😈', '👉', '⭐', '💀', '🙂', '🌹'];
const SEPARATORS = [' ', '.', '-', '_', '*', '/', ',', '~', '|', '+'];
/** ADR 330: punctuation typed between letters that reads as a pause or a sign (colon, equals, caret, ellipsis). */
const PUNCTUATION_SEPARATORS = [':', '=', '^', '...', '\u2026'];

/** Inserts `sep(rng)` between the letters of every word of at least `min` letters. */
function spaceWords(text: string, rng: Rng, min: number, sep: (rng: Rng) => string): string {
  return perWord(text, min, (w) => [...w].join(sep(rng)));
}

/** ADR 330: what "upside-down text" sites print for each character; the line is then read backwards. */
const UPSIDE_DOWN: Record<string, string> = {
  a: 'ɐ',
  b: 'q',
  c: 'ɔ',
  d: 'p',
  e: 'ǝ',
  f: 'ɟ',
  g: 'ƃ',
  h: 'ɥ',
  i: 'ᴉ',
  j: 'ɾ',
  k: 'ʞ',
  m: 'ɯ',
  n: 'u',
  p: 'd',
  q: 'b',
  r: 'ɹ',
  t: 'ʇ',
  u: 'n',
  v: 'ʌ',
  w: 'ʍ',
  y: 'ʎ',
  '.': '˙',
  ',': "'",
  "'": ',',
  '?': '¿',
  '!': '¡',
  '1': 'Ɩ',
  '2': 'ᄅ',
  '3': 'Ɛ',
  '4': 'ㄣ',
  '5': 'ϛ',
  '6': '9',
  '7': 'ㄥ',
  '9': '6',
};

export interface DisguiseFamily {
  readonly name: string;
  readonly apply: (text: string, rng: Rng) => string;
}

export const DISGUISE_FAMILIES: readonly DisguiseFamily[] = [
  // Latin look-alikes
  { name: 'lookalike-I-for-l', apply: (t) => t.replace(/l/g, 'I') },
  { name: 'lookalike-latin', apply: (t, r) => perChar(t, r, fromTable(LOOKALIKE, 0.7)) },
  { name: 'lookalike-1-for-l-i', apply: (t) => t.replace(/[li]/g, '1') },
  // Leet
  { name: 'leet-digits', apply: (t, r) => perChar(t, r, fromTable(LEET_DIGITS, 0.6)) },
  { name: 'leet-digits-all', apply: (t, r) => perChar(t, r, fromTable(LEET_DIGITS, 1)) },
  { name: 'leet-symbols', apply: (t, r) => perChar(t, r, fromTable(LEET_SYMBOLS, 0.6)) },
  {
    name: 'leet-word-start',
    apply: (t, r) =>
      perChar(t, r, (c, rr, start) => (start ? fromTable({ ...LEET_DIGITS, ...LEET_SYMBOLS }, 1)(c, rr) : null)),
  },
  {
    name: 'leet-lookalike-mix',
    apply: (t, r) => perChar(t, r, fromTable({ ...LEET_DIGITS, ...LEET_SYMBOLS, ...LOOKALIKE }, 0.7)),
  },
  // Unicode styles
  {
    name: 'full-width',
    apply: (t) =>
      perChar(
        t,
        () => 0,
        (c) => (c === ' ' ? '\u3000' : c > ' ' && c <= '~' ? offset(0xff01, c, '!') : null),
      ),
  },
  { name: 'math-bold', apply: (t) => perChar(t, () => 0, mathStyle(0x1d400, 0x1d41a, 0x1d7ce)) },
  { name: 'math-italic', apply: (t) => perChar(t, () => 0, mathStyle(0x1d434, 0x1d44e, 0, { h: 'ℎ' })) },
  {
    name: 'math-script',
    apply: (t) =>
      perChar(
        t,
        () => 0,
        mathStyle(0x1d49c, 0x1d4b6, 0, {
          B: 'ℬ',
          E: 'ℰ',
          F: 'ℱ',
          H: 'ℋ',
          I: 'ℐ',
          L: 'ℒ',
          M: 'ℳ',
          R: 'ℛ',
          e: 'ℯ',
          g: 'ℊ',
          o: 'ℴ',
        }),
      ),
  },
  {
    name: 'math-double-struck',
    apply: (t) =>
      perChar(
        t,
        () => 0,
        mathStyle(0x1d538, 0x1d552, 0x1d7d8, { C: 'ℂ', H: 'ℍ', N: 'ℕ', P: 'ℙ', Q: 'ℚ', R: 'ℝ', Z: 'ℤ' }),
      ),
  },
  { name: 'math-monospace', apply: (t) => perChar(t, () => 0, mathStyle(0x1d670, 0x1d68a, 0x1d7f6)) },
  { name: 'math-sans-bold', apply: (t) => perChar(t, () => 0, mathStyle(0x1d5d4, 0x1d5ee, 0x1d7ec)) },
  // Enclosed letters
  { name: 'circled', apply: (t) => perChar(t, () => 0, mathStyle(0x24b6, 0x24d0, 0, { '0': '⓪' })) },
  {
    name: 'negative-circled',
    apply: (t) =>
      perChar(
        t,
        () => 0,
        (c) => (isLetter(c) ? offset(0x1f150, c.toUpperCase(), 'A') : null),
      ),
  },
  {
    name: 'squared',
    apply: (t) =>
      perChar(
        t,
        () => 0,
        (c) => (isLetter(c) ? offset(0x1f130, c.toUpperCase(), 'A') : null),
      ),
  },
  {
    name: 'parenthesized',
    apply: (t) =>
      perChar(
        t,
        () => 0,
        (c) => (c >= 'a' && c <= 'z' ? offset(0x249c, c, 'a') : null),
      ),
  },
  // Other scripts
  {
    name: 'cyrillic-whole-word',
    apply: (t) =>
      perChar(
        t,
        () => 0,
        (c) => CYRILLIC[c] ?? null,
      ),
  },
  {
    name: 'cyrillic-mixed',
    apply: (t, r) => perChar(t, r, (c, rr) => (CYRILLIC[c] && rr() < 0.35 ? CYRILLIC[c] : null)),
  },
  { name: 'greek-mixed', apply: (t, r) => perChar(t, r, (c, rr) => (GREEK[c] && rr() < 0.5 ? GREEK[c] : null)) },
  {
    name: 'upside-down',
    apply: (t) =>
      [...t.toLowerCase()]
        .map((c) => UPSIDE_DOWN[c] ?? c)
        .reverse()
        .join(''),
  },
  // Marks and invisibles
  {
    name: 'diacritics',
    apply: (t, r) => perChar(t, r, (c, rr) => (DIACRITIC[c] && rr() < 0.6 ? pick(rr, DIACRITIC[c]) : null)),
  },
  {
    name: 'combining-marks',
    apply: (t, r) => perChar(t, r, (c, rr) => (isLetter(c) && rr() < 0.5 ? c + pick(rr, COMBINING) : null)),
  },
  { name: 'zero-width', apply: (t, r) => spaceWords(t, r, 3, (rr) => pick(rr, INVISIBLE)) },
  { name: 'soft-hyphen', apply: (t, r) => spaceWords(t, r, 3, () => '\u00ad') },
  // Spacing
  { name: 'spaced-space', apply: (t, r) => spaceWords(t, r, 4, () => ' ') },
  { name: 'spaced-dot', apply: (t, r) => spaceWords(t, r, 3, () => '.') },
  { name: 'spaced-dash', apply: (t, r) => spaceWords(t, r, 3, () => '-') },
  { name: 'spaced-underscore', apply: (t, r) => spaceWords(t, r, 3, () => '_') },
  { name: 'spaced-mixed', apply: (t, r) => spaceWords(t, r, 3, (rr) => pick(rr, SEPARATORS)) },
  {
    name: 'spaced-punctuation',
    apply: (t, r) => perWord(t, 3, (w) => [...w].join(pick(r, PUNCTUATION_SEPARATORS))),
  },
  { name: 'spaced-all-letters', apply: (t) => [...t.replace(/ +/g, '')].join(' ') },
  { name: 'glued-words', apply: (t) => t.replace(/ +/g, '') },
  {
    name: 'reglued-across-words',
    apply: (t, r) => [...t.replace(/ +/g, '')].map((c) => (r() < 0.25 ? c + ' ' : c)).join(''),
  },
  // Repetition, case, emoji
  {
    name: 'repeated-letters',
    apply: (t, r) => perChar(t, r, (c, rr) => (isLetter(c) && rr() < 0.4 ? c.repeat(2 + Math.floor(rr() * 3)) : null)),
  },
  {
    name: 'case-mixing',
    apply: (t, r) => perChar(t, r, (c, rr) => (isLetter(c) ? (rr() < 0.5 ? c.toUpperCase() : c.toLowerCase()) : null)),
  },
  { name: 'emoji-between-letters', apply: (t, r) => spaceWords(t, r, 4, (rr) => pick(rr, EMOJI)) },
  {
    name: 'emoji-same-between',
    apply: (t, r) => {
      const e = pick(r, EMOJI);
      return spaceWords(t, r, 3, () => e);
    },
  },
];

export function disguise(text: string, family: DisguiseFamily): string {
  return family.apply(text, rngFor(`${family.name}\u0000${text}`));
}
