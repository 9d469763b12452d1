/**
 * ADR 299: normalisation decides by a loop over char codes which of its expressions can match; each expression still
 * runs where its gate says yes. Every gate is held here against its expression on every corpus and bench text (as
 * typed, lower-cased, and in the basic and de-obfuscated views) and on fuzzed strings: an exact gate gives the same
 * answer; a necessary one never says no where the expression matches.
 */
import { describe, expect, it } from 'vitest';
import { chatMix, longMix } from './bench-mixes';
import {
  MAY_LEET,
  MAY_LEXICON,
  MAY_MASK,
  MAY_SPACED,
  atLeastNineDigits,
  basicNormalize,
  deobfuscationFlags,
  hasWideGap,
  mayHoldEmoji,
  mayReadMixedLeet,
  needsSpaceFix,
  normalizeText,
  readMixedLeet,
  rejoinSpacedLetters,
  sanitizeText,
  spacedInWordMayMatch,
} from './normalize';
import { corpusTexts, rng } from './equivalence-texts';

// The expressions as normalize.ts writes them.
const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/g;
const CONTROL = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F-\u009F]/g;
const NEEDS_SPACE_FIX = /[^\S ]| {2}|^ | $/;
const WIDE_GAP_SPACED = /(?:^|\s)\S(?: \S)+[ \t\u00a0]{2,}\S(?: \S)+/;
const MASK_CHAR = /[*#%@!]/;
const SPACED = /(?<![a-z0-9@$])(?:[a-z0-9@$][\s.\-_*·•,]{1,3}){2,}[a-z0-9@$](?![a-z0-9@$])/;
const LEXICON_CANDIDATE_CHAR = /[0-9@$!|(€]|ph|vv|></;
const ANY_LEET = /[013457@$!|€]/;
const SPACED_IN_WORD = /(?<![a-z0-9'.])((?:[a-z.] ){1,}[a-z])(?![a-z0-9])/;
const SPLIT_DIGITS = /\d(?:[^a-z0-9\n]{0,4}\d){8,}/;

const PIECES = [
  'a',
  'b',
  'k',
  'i',
  'l',
  'u',
  'p',
  'h',
  'v',
  'x',
  'ph',
  'vv',
  '><',
  '0',
  '1',
  '3',
  '5',
  '9',
  '@',
  '$',
  '!',
  '|',
  '(',
  '€',
  '*',
  '#',
  '%',
  '.',
  '-',
  '_',
  '·',
  '•',
  ',',
  "'",
  ' ',
  ' ',
  ' ',
  '  ',
  '\t',
  '\n',
  '\r',
  '\u000b',
  '\u00a0',
  '\u2003',
  '\u3000',
  '\u0000',
  '\u0007',
  '\u001f',
  '\u007f',
  '\u0085',
  '\u009f',
  '\uD83D',
  '\uDE00',
  '😀',
  '🔪',
  'é',
  'а',
  'ｓ',
  '\u200b',
  'A',
  'Z',
  'fuck',
  'f u c k',
  's.e.n.d',
  '555 0134 221',
  '+1 555',
  'you',
  'I',
];
function fuzzed(n: number, seed: number): string[] {
  const r = rng(seed);
  const out: string[] = [];
  for (let i = 0; i < n; i++) {
    let s = '';
    const len = 1 + Math.floor(r() * 20);
    for (let k = 0; k < len; k++) s += PIECES[Math.floor(r() * PIECES.length)];
    out.push(s);
  }
  return out;
}

function allTexts(): string[] {
  const views = new Set<string>(fuzzed(30_000, 299));
  for (const raw of new Set([...corpusTexts(), ...chatMix(), ...longMix()])) {
    const n = normalizeText(raw);
    views.add(raw).add(raw.toLowerCase()).add(n.original).add(n.text).add(n.deobfuscated);
  }
  return [...views];
}

describe('normalisation gates by char codes (ADR 299)', () => {
  const texts = allTexts();

  it('exact gates: the same answer as their expression', () => {
    const wrong: string[] = [];
    for (const s of texts) {
      const may = deobfuscationFlags(s);
      if (needsSpaceFix(s) !== NEEDS_SPACE_FIX.test(s)) wrong.push(`space ${JSON.stringify(s)}`);
      if (((may & MAY_MASK) !== 0) !== MASK_CHAR.test(s)) wrong.push(`mask ${JSON.stringify(s)}`);
      if (((may & MAY_LEXICON) !== 0) !== LEXICON_CANDIDATE_CHAR.test(s)) wrong.push(`lexicon ${JSON.stringify(s)}`);
      if (((may & MAY_LEET) !== 0) !== ANY_LEET.test(s)) wrong.push(`leet ${JSON.stringify(s)}`);
      if (spacedInWordMayMatch(s) !== SPACED_IN_WORD.test(s)) wrong.push(`in-word ${JSON.stringify(s)}`);
    }
    expect(wrong.slice(0, 10)).toEqual([]);
    expect(texts.length).toBeGreaterThan(50_000);
  }, 120_000);

  it('necessary gates: never no where their expression matches (and they do say no)', () => {
    const wrong: string[] = [];
    let saidNo = 0;
    for (const s of texts) {
      const spaced = (deobfuscationFlags(s) & MAY_SPACED) !== 0;
      if (!spaced && SPACED.test(s)) wrong.push(`spaced ${JSON.stringify(s)}`);
      if (!hasWideGap(s) && WIDE_GAP_SPACED.test(s)) wrong.push(`wide gap ${JSON.stringify(s)}`);
      if (!atLeastNineDigits(s) && SPLIT_DIGITS.test(s)) wrong.push(`digits ${JSON.stringify(s)}`);
      if (!spaced) saidNo++;
    }
    expect(wrong.slice(0, 10)).toEqual([]);
    expect(saidNo).toBeGreaterThan(texts.length / 2);
  }, 120_000);

  it('mayReadMixedLeet (ADR 340): readMixedLeet leaves every text it says no to as it is (and it says no)', () => {
    const wrong: string[] = [];
    let saidNo = 0;
    const mixed = fuzzed(30_000, 340).map((s) => s.toLowerCase().replace(/[^a-z0-9@$!|()<>+#€ ]/g, ' '));
    for (const s of [...texts, ...mixed])
      if (!mayReadMixedLeet(s)) {
        saidNo++;
        if (readMixedLeet(s) !== s) wrong.push(JSON.stringify(s));
      }
    expect(wrong.slice(0, 10)).toEqual([]);
    expect(saidNo).toBeGreaterThan(texts.length / 2);
    // a number beside plain words is no reason to walk the line; a word in leet is
    expect(mayReadMixedLeet('see you at 8, i have 2 kids')).toBe(false);
    expect(mayReadMixedLeet('w4nt 2 s33 you')).toBe(true);
    expect(mayReadMixedLeet('d@|_|9h73r')).toBe(true);
  }, 120_000);

  it('sanitizeText and rejoinSpacedLetters give what their expressions give', () => {
    const wrong: string[] = [];
    for (const s of texts) {
      if (sanitizeText(s) !== s.replace(LONE_SURROGATE, '\uFFFD').replace(CONTROL, ' '))
        wrong.push(`sanitize ${JSON.stringify(s)}`);
      const lower = s.toLowerCase();
      const plain = lower
        .replace(new RegExp(SPACED_IN_WORD.source, 'g'), (m) => m.replace(/ /g, ''))
        .replace(new RegExp(SPLIT_DIGITS.source, 'g'), (m) => m.replace(/\D/g, ''));
      if (rejoinSpacedLetters(lower) !== plain) wrong.push(`rejoin ${JSON.stringify(lower)}`);
    }
    expect(wrong.slice(0, 10)).toEqual([]);
  }, 120_000);

  it('mayHoldEmoji: no emoji set of the readers matches a text it says no to', () => {
    // The readers' `u`-flag emoji sets it gates (cross-author, round 12 / 13 violence, round 13 exploitation).
    const sets = [/[🧀👧👦🧒👶]/u, /[🤡🐷🐽🐖]/u, /🔫|🔪|🗡|💣|🪓|⚰|🧨/u, /👧|👦|🧒|👶|🎒|🧸|🍭/u, /🔫|🔪|🗡|💣|🪓|⚰/u];
    const wrong = texts.filter((s) => !mayHoldEmoji(s) && sets.some((re) => re.test(s)));
    expect(wrong.slice(0, 10)).toEqual([]);
    expect(mayHoldEmoji('i have a ⚰')).toBe(true);
    expect(mayHoldEmoji('no emoji here, café')).toBe(false);
    expect(mayHoldEmoji('👶')).toBe(true);
  });

  it('an ASCII text takes the short path: lower-cased, spaces squeezed, 1 for I read', () => {
    expect(basicNormalize('  Hey   THERE\tyou ')).toBe('hey there you');
    expect(basicNormalize("1'm here")).toBe("i'm here");
    expect(basicNormalize('plain text')).toBe('plain text');
    const signals: string[] = [];
    expect(basicNormalize('he\u200bllo', signals)).toBe('hello');
    expect(signals).toEqual(['zero_width']);
  });
});
