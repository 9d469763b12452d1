/**
 * Text normalisation that survives common obfuscation, producing several views of one message:
 *  - original:     the sanitised input, for display (lone surrogates / control chars replaced)
 *  - text:         NFKC, invisible chars removed, diacritics stripped, look-alike letters folded
 *                  to ASCII, lower case, whitespace collapsed. Digits kept (ages, phones, money).
 *  - deobfuscated: text + leetspeak resolved inside words + letter floods collapsed + spaced-out
 *                  letters joined ("f u c k" -> "fuck"). Used for keyword and classifier matching.
 */

import { HH21_LEXICON } from './rules/concepts';

export interface NormalizedText {
  original: string;
  text: string;
  deobfuscated: string;
  /**
   * Which obfuscation tricks were seen (zero_width, confusables, leet, repeated_letters, spaced_letters, emoji),
   * and sexual_emoji when an innuendo emoji (🍆 🍑 💦 👅) was read in its sexual sense (ADR 132, ADR 140).
   */
  signals: string[];
}

// Lone surrogates -> U+FFFD.
const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/g;
// C0/C1 control characters except tab/newline/carriage return.
const CONTROL = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F-\u009F]/g;
// Zero-width / invisible / bidi / variation selectors / soft hyphen / combining grapheme joiner.
const INVISIBLE = new RegExp(
  String.raw`[\u00AD\u034F\u061C\u115F\u1160\u17B4\u17B5\u180B-\u180E\u200B-\u200F\u202A-\u202E\u2060-\u206F` +
    String.raw`\u3164\uFE00-\uFE0F\uFEFF\uFFA0]|\uDB40[\uDC00-\uDDEF]`,
  'g',
);
const INVISIBLE_TEST = new RegExp(INVISIBLE.source);
const COMBINING = /\p{M}+/gu;

/** The text mayHoldEmoji was last asked about, and its answer. */
let emojiFrom = '';
let emojiLast = false;

/**
 * Whether s holds a code at or above U+2600 (the symbol blocks, or half of any astral character): without one, no
 * emoji set can match (ADR 299: readers gate their `u`-flag emoji expressions on it). The last answer is kept: one
 * message's text is asked by several readers in turn.
 */
export function mayHoldEmoji(s: string): boolean {
  if (s === emojiFrom) return emojiLast;
  let found = false;
  for (let i = 0; i < s.length; i++)
    if (s.charCodeAt(i) >= 0x2600) {
      found = true;
      break;
    }
  emojiFrom = s;
  emojiLast = found;
  return found;
}

/** Sanitise arbitrary input so nothing downstream can crash on it. */
export function sanitizeText(input: string): string {
  // One loop over the codes decides whether either replace can change anything (ADR 299): most text holds no lone
  // surrogate and no control character, and then both would return it as it is.
  let lone = false;
  let control = false;
  for (let i = 0; i < input.length; i++) {
    const c = input.charCodeAt(i);
    if (c < 0x20) control ||= c !== 9 && c !== 10 && c !== 13;
    else if (c < 0x7f) continue;
    else if (c <= 0x9f) control = true;
    else if (c >= 0xd800 && c <= 0xdbff) {
      const d = input.charCodeAt(i + 1);
      if (d >= 0xdc00 && d <= 0xdfff) i++;
      else lone = true;
    } else if (c >= 0xdc00 && c <= 0xdfff) lone = true;
  }
  let s = lone ? input.replace(LONE_SURROGATE, '\uFFFD') : input;
  if (control) s = s.replace(CONTROL, ' ');
  return s;
}

// Look-alike letters (Cyrillic, Greek, Latin extensions, a few symbols) -> ASCII. Lower case only:
// the text is lower-cased before this map is applied.
const CONFUSABLES: Record<string, string> = {
  // Cyrillic
  а: 'a',
  б: 'b',
  в: 'b',
  г: 'r',
  д: 'd',
  е: 'e',
  ё: 'e',
  ж: 'zh',
  з: '3',
  и: 'u',
  й: 'u',
  к: 'k',
  л: 'n',
  м: 'm',
  н: 'h',
  о: 'o',
  п: 'n',
  р: 'p',
  с: 'c',
  т: 't',
  у: 'y',
  ф: 'f',
  х: 'x',
  ц: 'u',
  ч: '4',
  ш: 'w',
  щ: 'w',
  ъ: 'b',
  ы: 'bi',
  ь: 'b',
  э: 'e',
  ю: 'io',
  я: 'r',
  є: 'e',
  ѕ: 's',
  і: 'i',
  ї: 'i',
  ј: 'j',
  ԁ: 'd',
  ԛ: 'q',
  ԝ: 'w',
  ү: 'y',
  һ: 'h',
  ӏ: 'l',
  ɡ: 'g',
  // letters with a stroke, hook or descender that pass for Latin ones (ADR 258; ADR 255: round 21's reader folded
  // ghe with stroke and Komi sje in a view of its own)
  ғ: 'f',
  ӻ: 'f',
  ҕ: 'b',
  қ: 'k',
  ҝ: 'k',
  ҟ: 'k',
  ҡ: 'k',
  ӄ: 'k',
  ң: 'h',
  ҥ: 'h',
  ӈ: 'h',
  ӊ: 'h',
  ҫ: 'c',
  ҭ: 't',
  ұ: 'y',
  ҳ: 'x',
  ӽ: 'x',
  ӿ: 'x',
  ԃ: 'd',
  ԋ: 'h',
  ԍ: 'g',
  // Armenian letters that pass for Latin ones (ADRs 176, 177)
  ս: 'u',
  ո: 'n',
  հ: 'h',
  օ: 'o',
  ց: 'g',
  զ: 'q',
  // folded in round 12's own extra view until round 13 (ADR 188): one table for every layer
  ա: 'w',
  ւ: 'l',
  // Greek
  α: 'a',
  β: 'b',
  γ: 'y',
  δ: 'd',
  ε: 'e',
  ζ: 'z',
  η: 'n',
  θ: 'o',
  ι: 'i',
  κ: 'k',
  λ: 'l',
  μ: 'u',
  ν: 'v',
  ξ: 'e',
  ο: 'o',
  π: 'n',
  ρ: 'p',
  σ: 'o',
  ς: 's',
  τ: 't',
  υ: 'u',
  φ: 'f',
  χ: 'x',
  ψ: 'w',
  ω: 'w',
  // Latin extensions and symbols that NFKC/diacritic stripping leave alone
  ı: 'i',
  ł: 'l',
  ø: 'o',
  đ: 'd',
  ħ: 'h',
  ŧ: 't',
  ß: 'ss',
  æ: 'ae',
  œ: 'oe',
  þ: 'th',
  ð: 'd',
  ƒ: 'f',
  ɑ: 'a',
  ɩ: 'i',
  ʋ: 'u',
  ᴀ: 'a',
  ʙ: 'b',
  ᴄ: 'c',
  ᴅ: 'd',
  ᴇ: 'e',
  ꜰ: 'f',
  ɢ: 'g',
  ʜ: 'h',
  ɪ: 'i',
  ᴊ: 'j',
  ᴋ: 'k',
  ʟ: 'l',
  ᴍ: 'm',
  ɴ: 'n',
  ᴏ: 'o',
  ᴘ: 'p',
  ʀ: 'r',
  ꜱ: 's',
  ᴛ: 't',
  ᴜ: 'u',
  ᴠ: 'v',
  ᴡ: 'w',
  ʏ: 'y',
  ᴢ: 'z',
  '\u2018': "'",
  '\u2019': "'",
  '\u201B': "'",
  '\u02BC': "'",
  '\u201C': '"',
  '\u201D': '"',
  '\u2013': '-',
  '\u2014': '-',
  '\u2212': '-',
};
const CONFUSABLE_RE = new RegExp(`[${Object.keys(CONFUSABLES).join('')}]`, 'g');
const NON_ASCII = /[^\x00-\x7F]/;

/** Digits and symbols that stand for letters in leetspeak; each reader adds only its own extras. */
export const LEET_DIGITS: Readonly<Record<string, string>> = {
  '0': 'o',
  '1': 'i',
  '3': 'e',
  '4': 'a',
  '5': 's',
  '7': 't',
  '@': 'a',
  $: 's',
};
const LEET: Readonly<Record<string, string>> = { ...LEET_DIGITS, '!': 'i', '|': 'l', '€': 'e' };
// A "word" for leet purposes: a maximal run of letters and leet characters containing a letter.
// Only runs holding a leet character can change. (Until ADR 121 these were the matches of
// /[a-z0-9@$!|€]*[013457@$!|€][a-z0-9@$!|€]*/g; resolveLeet now finds the same runs in one loop.)

// 3+ repeats of a character -> 2; doubled letters that (almost) never double in English -> 1.
const FLOOD = /([a-z])\1{2,}/g;
const FLOOD_TEST = /([a-z])\1{2,}/;
const RARE_DOUBLE = /([ahijkquvwxy])\1/g;
// SPACED, runs of 3+ single letters separated by spaces/punctuation ("f u c k", "f.u.c.k", "k-i-l-l"):
// /(?<![a-z0-9@$])(?:[a-z0-9@$][\s.\-_*·•,]{1,3}){2,}[a-z0-9@$](?![a-z0-9@$])/ (normalize-gates.test.ts holds
// MAY_SPACED against it); read since ADR 326 by SPACED_ANY, which also takes "+ / ~" between letters (and since ADR
// 331 up to four separators, "k... i... l... l", which MAY_SPACED allows too).
// Masked profanity: f*ck, f**k, sh*t, b*tch ...
const MASKED: Array<[RegExp, string]> = [
  [/\bf[*#%@]{1,2}c?k/g, 'fuck'],
  [/\bf[u*#][*#]k/g, 'fuck'],
  [/\bsh[*#!]t/g, 'shit'],
  [/\bb[*#]tch/g, 'bitch'],
  [/\bc[*#]nt/g, 'cunt'],
  [/\bd[*#]ck/g, 'dick'],
  // slurs masked to slip past a word list ("you f*g"); round 6, ADR 140
  [/\bf[*#@]g(?=s?\b)/g, 'fag'],
  [/\bf[*#@]gg[*#@o]t/g, 'faggot'],
  [/\bd[*#]ke(?=s?\b)/g, 'dyke'],
];

function foldConfusables(s: string): string {
  if (!NON_ASCII.test(s)) return s;
  return s.replace(CONFUSABLE_RE, (c) => CONFUSABLES[c] ?? c);
}

// Emoji and enclosed letters (issue 15). Letters drawn as emoji (regional indicators, negative
// squared / circled letters, which NFKC leaves alone) become ASCII letters; an emoji between two
// single letters is a separator ("k🔪i🔪l🔪l") and goes; emoji that stand for a word in harmful
// messages (weapons, death, drugs, cameras, contact apps, money, children, sexual innuendo) become
// that word, so the rules and the model see "knife", "pills", "snapchat". Hand-written from general
// knowledge. ADR 132: the emoji whose harmful reading depends on where they stand (food that doubles as
// sexual slang, kitchen knives, graves) are read in their slot — see emojiWord().
const EMOJI_WORDS: Record<string, string> = {
  '🔪': 'knife',
  '🗡': 'knife',
  '🪓': 'axe',
  '🔫': 'gun',
  '💣': 'bomb',
  '🧨': 'bomb',
  '⚰': 'coffin',
  '🪦': 'grave',
  '🩸': 'blood',
  '🪢': 'rope',
  '💊': 'pills',
  '💉': 'needle',
  '❄': 'snow',
  '⛄': 'snow',
  '☃': 'snow',
  '🍃': 'weed',
  '🌿': 'weed',
  '🍁': 'weed',
  '🥦': 'weed',
  '🍄': 'shrooms',
  '🔌': 'plug',
  '🍆': 'aubergine',
  '🍑': 'peach',
  '💦': 'splash',
  '👅': 'tongue',
  '🍒': 'cherries',
  '🌮': 'taco',
  '📸': 'pics',
  '📷': 'pics',
  '🤳': 'selfie',
  '📹': 'video',
  '🎥': 'video',
  '👻': 'snapchat',
  '📞': 'phone',
  '📱': 'phone',
  '☎': 'phone',
  '💰': 'money',
  '💵': 'cash',
  '💷': 'cash',
  '💶': 'cash',
  '💸': 'money',
  '🤑': 'money',
  '💳': 'card',
  '🎁': 'gift',
  '📧': 'email',
  '🔞': 'nsfw',
  '👶': 'baby',
  '🧒': 'kid',
  '👧': 'girl',
  '👦': 'boy',
  '🏫': 'school',
  '🎒': 'school',
  '🐷': 'pig',
  '🐖': 'pig',
  '🐽': 'pig',
  '🐒': 'monkey',
  '🐵': 'monkey',
  '🦍': 'gorilla',
};
/** Sexual reading of the innuendo emoji, used in a sexual slot only (ADR 132). */
const EMOJI_SEXUAL: Record<string, string> = {
  '🍆': 'cock',
  '🍑': 'ass',
  '💦': 'cum',
  '👅': 'lick',
  '🍒': 'tits',
  '🌮': 'pussy',
};
/** Innuendo emoji that pair up or repeat as a sexual message on their own ("🍆💦", "🍆🍆"). */
const INNUENDO_PAIR = new Set(['🍆', '🍑', '💦', '👅']);
/** A camera beside an innuendo emoji asks for a picture of it ("send 🍑📸"). */
const CAMERA = new Set(['📸', '📷', '🤳']);
/** Blades: in a cooking message, a kitchen tool; dropped unless aimed at someone. */
const BLADE = new Set(['🔪', '🗡', '🪓']);
/** Death emoji: "you'll be ⚰️", "ur family will be 🪦" read as "dead". */
const DEATH = new Set(['⚰', '🪦']);
// Words before an innuendo emoji that give it a body-part reading: possessives, and verbs whose
// object is a body part ("eat your 🌮", "sit on my 🍆", "suck 🍆").
const SEXUAL_BEFORE = new Set(
  'my your ur ya yo her his ma mine yours eat suck lick ride taste sit on in touch grab spank squeeze'.split(' '),
);
// Words before an innuendo emoji that ask for it, read so unless the message is about food.
const WANT_BEFORE = new Set('this want wanna see send show'.split(' '));
// An ask anywhere in the message, another innuendo emoji or a camera elsewhere in it: with no food around,
// the innuendo emoji is sexual ("🍆 tonight?", "u up? 💦", "🍑 ... 💦"). Moved here from the stranger rule
// (engine/rules/lures.ts, ADR 130) so the normaliser is the one reader of these emoji (ADR 140).
const EMOJI_ASK = new RegExp(
  String.raw`\b(?:wanna|want|send|sit|ride|taste|eat|lick|pics?|tonight|make (?:you|u)|come over|rate|see|give|` +
    String.raw`show|my place|yours|mine|on my|in my|u up)\b|[\u{1F4F8}\u{1F4F7}\u{1F933}]`,
  'u',
);
const INNUENDO_G = /[\u{1F346}\u{1F351}\u{1F4A6}\u{1F445}]/gu;
const messageAsks = (s: string): boolean =>
  EMOJI_ASK.test(s) ||
  (/[013457@$]/.test(s) && EMOJI_ASK.test(s.replace(/[013457@$]/g, (c) => LEET_DIGITS[c]))) ||
  (s.match(INNUENDO_G)?.length ?? 0) >= 2;
const HAS_LETTER = /[a-z]/;
// Words right after an emoji that make it a verb aimed at someone ("i'll 🔪 you", "i'll 👅 you all over").
const AIMED_AFTER = new Set('you u ya yu your ur her him them yourself urself'.split(' '));
// Words right before an emoji that make it a verb ("i'll 🔪", "gonna 🔫", "and 🔫").
const VERB_BEFORE = new Set("i'll ill will gonna gunna finna wanna to and i'd".split(' '));
const BE_BEFORE = new Set("be are is 're r b being been".split(' '));
// A cooking / food message: blades are kitchen tools, innuendo emoji are food.
const CULINARY = new RegExp(
  String.raw`\b(?:cook\w*|chef|kitchen|recipes?|bak(?:e|ed|ing)|roast\w*|dinner|lunch|meal|dish|veg\w*|aubergine|` +
    String.raw`eggplant|market|harvest|parm\w*|ratatouille|curry|salad|smoothie|fruit\w*|dessert|pie|cobbler|jam|` +
    String.raw`season|garden\w*|onions?|chopp?\w*|carv\w*|cutting|slic\w*|butcher|turkey|steak|emojis?|grocer\w*)\b`,
);
/** Food and drink emoji (🌭..🍿, 🥐..🥯, 🧀..🧋, 🫐..🫛). */
const isFoodEmoji = (cp: number) =>
  (cp >= 0x1f32d && cp <= 0x1f37f) ||
  (cp >= 0x1f950 && cp <= 0x1f96f) ||
  (cp >= 0x1f9c0 && cp <= 0x1f9cb) ||
  (cp >= 0x1fad0 && cp <= 0x1fadb);
/** A code unit of an emoji or pictographic symbol (surrogates, arrows, dingbats, symbols), or a space. */
const isEmojiRunUnit = (c: number) => c === 32 || (c >= 0xd800 && c <= 0xdfff) || (c >= 0x2190 && c <= 0x2bff);
const isWordUnit = (c: number) => (c >= 97 && c <= 122) || (c >= 48 && c <= 57) || c === 39;

/** The ASCII word ending right before `end` (after spaces and emoji are skipped), or ''. */
function wordBefore(s: string, end: number): string {
  let j = end - 1;
  while (j >= 0 && isEmojiRunUnit(s.charCodeAt(j))) j--;
  const stop = j + 1;
  while (j >= 0 && isWordUnit(s.charCodeAt(j))) j--;
  return s.slice(j + 1, stop);
}
/** The ASCII word starting at or after `start` (after spaces and emoji are skipped), or ''. */
function wordAfter(s: string, start: number): string {
  let j = start;
  while (j < s.length && isEmojiRunUnit(s.charCodeAt(j))) j++;
  const from = j;
  while (j < s.length && isWordUnit(s.charCodeAt(j))) j++;
  return s.slice(from, j);
}

/**
 * The word an emoji stands for where it stands (ADR 132). `i` is the emoji's index in `s`, `e` the
 * emoji. Innuendo emoji read as body parts after a possessive or a body verb, or as a verb aimed at
 * someone; with no food around, also when asked for ("want this 🍆"), alone in the message, or paired /
 * repeated (or beside a camera), or in a message that asks or holds another one (ADR 140); otherwise as the
 * food they draw. Blades in a cooking message go
 * unless aimed at someone; graves and coffins after "be" read "dead"; a phone after "your" is a number.
 */
function emojiWord(s: string, i: number, e: string, culinary: () => boolean, asks: () => boolean): string {
  const base = EMOJI_WORDS[e];
  const sexual = EMOJI_SEXUAL[e];
  const blade = BLADE.has(e);
  const phone = base === 'phone';
  if (sexual === undefined && !blade && !phone && !DEATH.has(e)) return base;
  const before = wordBefore(s, i);
  // "whats ur 📱" asks for a number.
  if (phone) return before === 'ur' || before === 'your' || before === 'ya' ? 'number' : base;
  const after = wordAfter(s, i + e.length);
  if (DEATH.has(e)) return BE_BEFORE.has(before) ? 'dead' : base;
  const aimed = AIMED_AFTER.has(after) && (VERB_BEFORE.has(before) || before === '' || SEXUAL_BEFORE.has(before));
  if (blade) return aimed || VERB_BEFORE.has(before) || !culinary() ? base : '';
  if (SEXUAL_BEFORE.has(before) || aimed) return sexual;
  if (!INNUENDO_PAIR.has(e) || culinary()) return base;
  // "want this 🍆?", "see 🍑?"; and a message of emoji alone ("🍆?").
  if (WANT_BEFORE.has(before) || (e !== '👅' && !HAS_LETTER.test(s))) return sexual;
  // The emoji run around this one: another innuendo emoji or a camera, or this one again, and no food.
  let a = i;
  while (a > 0 && isEmojiRunUnit(s.charCodeAt(a - 1))) a--;
  let b = i + e.length;
  while (b < s.length && isEmojiRunUnit(s.charCodeAt(b))) b++;
  let pair = false;
  for (let k = a; k < b;) {
    const cp = s.codePointAt(k)!;
    const w = cp > 0xffff ? 2 : 1;
    if (k !== i) {
      const other = s.slice(k, k + w);
      if (INNUENDO_PAIR.has(other) || CAMERA.has(other)) pair = true;
      else if (isFoodEmoji(cp)) return base;
    }
    k += w;
  }
  return pair || asks() ? sexual : base;
}

// Regional indicators (🇦), negative circled (🅐) and negative squared (🅰) letters.
const EMOJI_LETTER = /[\u{1F1E6}-\u{1F1FF}\u{1F150}-\u{1F169}\u{1F170}-\u{1F189}]/gu;
const SKIN_TONE = /\uD83C[\uDFFB-\uDFFF]/g;
const ASTRAL_OR_SYMBOL = /[\u{1F000}-\u{1FAFF}\u2600-\u27BF\u2B00-\u2BFF]/u;
const EMOJI_SEPARATOR = /(?<=(?:^|[^a-z])[a-z])[\u{1F000}-\u{1FAFF}\u2600-\u27BF\u2B00-\u2BFF](?=[a-z](?:[^a-z]|$))/gu;

/** EMOJI_WORDS by code point: every key is one code point. */
const EMOJI_BY_CODE = new Map(Object.keys(EMOJI_WORDS).map((k) => [k.codePointAt(0)!, k]));
const isSeparatorEmoji = (cp: number) =>
  (cp >= 0x1f000 && cp <= 0x1faff) || (cp >= 0x2600 && cp <= 0x27bf) || (cp >= 0x2b00 && cp <= 0x2bff);
const isLower = (c: number) => c >= 97 && c <= 122;

/**
 * Whether EMOJI_SEPARATOR can match: an emoji of its class right after a single letter (one at the
 * start or after a non-letter) and right before a single letter (one followed by a non-letter or the
 * end). In /u mode the lookarounds' [^a-z] takes a surrogate pair as one non-letter, as here.
 */
function hasEmojiSeparator(s: string): boolean {
  for (let i = 1; i < s.length; i++) {
    const cp = s.codePointAt(i)!;
    const w = cp > 0xffff ? 2 : 1;
    if (
      isSeparatorEmoji(cp) &&
      isLower(s.charCodeAt(i - 1)) &&
      (i === 1 || !isLower(s.charCodeAt(i - 2))) &&
      i + w < s.length &&
      isLower(s.charCodeAt(i + w)) &&
      (i + w + 1 === s.length || !isLower(s.charCodeAt(i + w + 1)))
    )
      return true;
  }
  return false;
}

/**
 * `f()` read once, when first asked. A factory (ADR 190): a named arrow created per message costs an
 * `Object.defineProperty` under tsx, which keeps function names; the one returned here is not named.
 */
const once = (f: () => boolean): (() => boolean) => {
  let v: boolean | undefined;
  return () => (v ??= f());
};

/**
 * Emoji that stand for a word replaced by that word (emojiWord), in one loop over the text: ordinary
 * text (nothing at or above U+2600) is only read, and a text without such an emoji is returned as it is.
 */
function emojiToWords(src: string, signals?: string[]): string {
  let out = '';
  let copied = 0;
  const culinary = once(() => CULINARY.test(src));
  const asks = once(() => messageAsks(src));
  let sexualEmoji = false;
  for (let i = 0; i < src.length; i++) {
    if (src.charCodeAt(i) < 0x2600) continue;
    const cp = src.codePointAt(i)!;
    const e = EMOJI_BY_CODE.get(cp);
    if (e === undefined) {
      if (cp > 0xffff) i++;
      continue;
    }
    const w = emojiWord(src, i, e, culinary, asks);
    if (INNUENDO_PAIR.has(e) && w === EMOJI_SEXUAL[e]) sexualEmoji = true;
    // "📸gram" is Instagram.
    out += src.slice(copied, i) + (w === 'pics' && src.startsWith('gram', i + e.length) ? ' insta' : ` ${w} `);
    copied = i + e.length;
    i = copied - 1;
  }
  if (sexualEmoji) signals?.push('sexual_emoji');
  return copied === 0 ? src : out + src.slice(copied);
}

function foldEmoji(s: string, signals?: string[]): string {
  if (!ASTRAL_OR_SYMBOL.test(s)) return s;
  // Skin-tone modifiers (U+1F3FB..U+1F3FF) belong to the emoji before them: "👅🏻" is "👅".
  let out = (s.includes('\uD83C') ? s.replace(SKIN_TONE, '') : s).replace(EMOJI_LETTER, (c) => {
    const cp = c.codePointAt(0)!;
    const base = cp >= 0x1f1e6 ? 0x1f1e6 : cp >= 0x1f170 ? 0x1f170 : 0x1f150;
    return String.fromCharCode(97 + cp - base);
  });
  // Separators between single letters: repeat until none is left ("k🔪i🔪l🔪l" needs several passes).
  // The loop's first replace changes nothing unless one loop over the text finds such a separator.
  if (hasEmojiSeparator(out))
    for (let prev = ''; prev !== out;) {
      prev = out;
      out = out.replace(EMOJI_SEPARATOR, '');
    }
  // Every EMOJI_WORDS key is one code point: without one of them the replace changes nothing.
  out = emojiToWords(out, signals);

  if (out !== s) signals?.push('emoji');
  return out;
}

/** Greek capitals that look like Latin capitals, read as those before the text is lower-cased (ADR 255). */
const GREEK_CAPITALS: Readonly<Record<string, string>> = {
  Α: 'A',
  Β: 'B',
  Ε: 'E',
  Ζ: 'Z',
  Η: 'H',
  Ι: 'I',
  Κ: 'K',
  Μ: 'M',
  Ν: 'N',
  Ο: 'O',
  Ρ: 'P',
  Τ: 'T',
  Υ: 'Y',
  Χ: 'X',
};
const GREEK_CAPITAL = new RegExp(`[${Object.keys(GREEK_CAPITALS).join('')}]`, 'g');
const GREEK_CAPITAL_TEST = new RegExp(GREEK_CAPITAL.source);

/** Basic view: invisible chars out, NFKC, diacritics stripped, confusables folded, lower case. */
export function basicNormalize(raw: string, signals?: string[]): string {
  let s = foldCaseLookalikes(raw, signals);
  // Every invisible character and every branch below is non-ASCII: an ASCII text only lower-cases (ADR 299).
  s = isAscii(s) ? s.toLowerCase() : foldNonAscii(s, signals);
  // "1'm", "1'll": a leading 1 for "I" before a contraction (ADR 132), in this view too, which the
  // self-description rules read.
  if (s.includes("1'")) s = s.replace(ONE_I, 'i');
  // Most messages already have single spaces only: then the collapse and the trim change nothing.
  return needsSpaceFix(s) ? s.replace(/\s+/g, ' ').trim() : s;
}

const isLowerCode = (c: number) => c >= 97 && c <= 122;
const isUpperCode = (c: number) => c >= 65 && c <= 90;
/** What may stand inside a word beside a look-alike: a lower-case letter, a digit, or a leet symbol [|!@$]. */
const isInWordCode = (c: number) => isLowerCode(c) || isDigitCode(c) || c === 124 || c === 33 || c === 64 || c === 36;

/**
 * Look-alikes that only the letter case tells apart, read before the text is lower-cased (ADR 326): a capital I inside
 * a word after a lower-case letter ("kiII", "sIut", "k1II") is read as "l" where that spells a word of READING_WORDS and
 * its "i" reading does not (case mixing writes "kIll" for "kill" too); "II" after a contraction's apostrophe
 * ("you'II") is "ll"; a lone lower-case "l" written for the pronoun ("l will", "l'm") is "i". A capital I at a word's
 * start ("Illinois", "IIRC", "VIII") or after a capital only is never read. A text with none of these shapes comes back
 * as the same string.
 */
function foldCaseLookalikes(s: string, signals?: string[]): string {
  let out: string | null = null;
  let mixed: boolean | null = null;
  const n = s.length;
  for (let i = 0; i < n; i++) {
    const c = s.charCodeAt(i);
    if (c === 73) {
      let j = i + 1;
      while (j < n && s.charCodeAt(j) === 73) j++;
      const before = i > 0 ? s.charCodeAt(i - 1) : 32;
      const after = j < n ? s.charCodeAt(j) : 32;
      const atStart = !isCasedWordCode(before) && isLowerCode(after);
      if (isInWordCode(before) || atStart) {
        let a = atStart ? i : i - 1;
        while (a > 0 && isCasedWordCode(s.charCodeAt(a - 1))) a--;
        let b = j;
        while (b < n && isCasedWordCode(s.charCodeAt(b))) b++;
        mixed ??= hasMixedCase(s);
        const read = readCapitalIs(s.slice(a, b), mixed);
        if (read !== null) out = (out ?? s).slice(0, a) + read + (out ?? s).slice(b);
        j = b;
      } else if (before === 39 && j - i >= 2 && i >= 2 && isLowerCode(s.charCodeAt(i - 2))) {
        if (!isLowerCode(after) && !isUpperCode(after)) out = (out ?? s).slice(0, i) + 'll' + (out ?? s).slice(j);
      }
      i = j - 1;
    } else if (c === 108 && lonePronounL(s, i)) out = (out ?? s).slice(0, i) + 'i' + (out ?? s).slice(i + 1);
  }
  if (out === null) return s;
  signals?.push('confusables');
  return out;
}
const isCasedWordCode = (c: number) => isInWordCode(c) || isUpperCode(c);
/** Whether a capital other than I follows a lower-case letter somewhere ("liLlE"): the text mixes case on purpose. */
function hasMixedCase(s: string): boolean {
  for (let i = 1; i < s.length; i++) {
    const c = s.charCodeAt(i);
    if (isUpperCode(c) && c !== 73 && isLowerCode(s.charCodeAt(i - 1))) return true;
  }
  return false;
}

/**
 * A word's capital I's each read as "i" or "l" (16 readings at most): an "l" reading that spells a word of
 * READING_WORDS; else none when the "i" reading does; else, when every other letter is lower case and no I opens the
 * word, all "l" ("avaiIabIe": a lone capital inside a lower-case word is an "l" drawn, where case mixing writes other
 * capitals too). Null when the word stays as written.
 */
function readCapitalIs(word: string, mixedCase: boolean): string | null {
  if (word.length < 2) return null;
  const lower = word.toLowerCase();
  const at: number[] = [];
  let otherCapital = false;
  for (let k = 0; k < word.length; k++) {
    const c = word.charCodeAt(k);
    if (c === 73) at.push(k);
    else if (isUpperCode(c)) otherCapital = true;
  }
  if (at.length === 0 || at.length > 4) return null;
  const spells = (w: string) => READING_WORDS.has(w) || (LEET_CHAR_RE.test(w) && lexiconSpelling(w) !== null);
  const withL = (mask: number) => replacedAt(lower, at, mask, 'l');
  const read = firstSubsetReading(at.length, withL, spells);
  if (read !== null) return read;
  if (spells(lower) || otherCapital || mixedCase || at[0] === 0) return null;
  return withL((1 << at.length) - 1);
}

/**
 * The first of a word's readings, one per non-empty subset of its (at most four) marked positions, that `accept`
 * takes (ADR 326: capital I's read as "l", look-alike "l"s as "i", doubled letters as single).
 */
function firstSubsetReading(
  count: number,
  read: (mask: number) => string,
  accept: (word: string) => boolean,
): string | null {
  for (let mask = 1; mask < 1 << count; mask++) {
    const word = read(mask);
    if (accept(word)) return word;
  }
  return null;
}
/** `word` with `ch` at each of the positions `at` that `mask` picks. */
function replacedAt(word: string, at: readonly number[], mask: number, ch: string): string {
  let w = word;
  for (let k = 0; k < at.length; k++) if (mask & (1 << k)) w = w.slice(0, at[k]) + ch + w.slice(at[k] + 1);
  return w;
}

/** A lone "l" before a word of two letters or more, or before "'m", "'ll", "'d", "'ve", not inside spaced letters. */
function lonePronounL(s: string, i: number): boolean {
  if (i > 0 && !isSpaceCode(s.charCodeAt(i - 1)) && !PRONOUN_BEFORE.includes(s[i - 1])) return false;
  // "k i l l": a letter standing alone before it is a spaced word, not a pronoun
  if (i >= 2 && isCasedLetter(s.charCodeAt(i - 2)) && (i < 3 || !isCasedLetter(s.charCodeAt(i - 3)))) return false;
  // nor after a letter standing alone before a run of the separators spaced letters use ("k...i...l...l you",
  // "k:i:l:l you"; ADR 330) or the same with spaces ("k : i : l : l you", "k... i... l... l you"; ADR 331)
  let k = i - 1;
  while (k > 0 && i - k <= 4 && SPACED_LETTER_SEP.includes(s[k])) k--;
  if (k < i - 1 && isCasedLetter(s.charCodeAt(k)) && (k < 1 || !isCasedLetter(s.charCodeAt(k - 1)))) return false;
  const after = s.charCodeAt(i + 1);
  if (after === 39) return CONTRACTION_AFTER_I.test(s.slice(i + 1, i + 5));
  return after === 32 && isLowerCode(s.charCodeAt(i + 2)) && isLowerCode(s.charCodeAt(i + 3));
}
const isCasedLetter = (c: number) => isLowerCode(c) || isUpperCode(c);
const PRONOUN_BEFORE = '.,!?;:("';
const SPACED_LETTER_SEP = ' .:=^\u2026';
const CONTRACTION_AFTER_I = /^'(?:m|ll|d|ve)(?![a-z])/;

/** Parenthesized small letters (U+249C-U+24B5), which NFKC would spell "(a)": the letter itself (ADR 326). */
const PARENTHESIZED = /[\u249C-\u24B5]/g;
const PARENTHESIZED_TEST = /[\u249C-\u24B5]/;

/**
 * Upside-down text (ADR 330): each letter turned ("ǝ" for e, "ʇ" for t, "p" for d, "u" for n) and the line read
 * backwards ("noʎ llᴉʞ llᴉʍ ᴉ"). TURNED is each character's reading the right way up, looked up before NFKC (which would
 * change the turned digits); since ADR 331 also the dotless i and turned l some flip-text sites use, and turned
 * capitals ("∩O⅄ ˥˥Iꓘ"). TURNED_ONLY holds the characters that mark a text as possibly turned; Akan, Lingala (ɔ) and
 * phonetic transcriptions write some of them sincerely, and such text reads worse turned, so readTurned keeps it.
 */
const TURNED: Readonly<Record<string, string>> = {
  ɐ: 'a',
  q: 'b',
  ɔ: 'c',
  p: 'd',
  ǝ: 'e',
  ɟ: 'f',
  ƃ: 'g',
  ɥ: 'h',
  ᴉ: 'i',
  ı: 'i',
  ɾ: 'j',
  ʞ: 'k',
  ꞁ: 'l',
  ɯ: 'm',
  u: 'n',
  d: 'p',
  b: 'q',
  ɹ: 'r',
  ʇ: 't',
  n: 'u',
  ʌ: 'v',
  ʍ: 'w',
  ʎ: 'y',
  '∀': 'a',
  Ɐ: 'a',
  Ɔ: 'c',
  ᗡ: 'd',
  Ǝ: 'e',
  Ⅎ: 'f',
  '⅁': 'g',
  ſ: 'j',
  ꓘ: 'k',
  '˥': 'l',
  W: 'm',
  M: 'w',
  Ԁ: 'p',
  ᴚ: 'r',
  '⊥': 't',
  '∩': 'u',
  Λ: 'v',
  '⅄': 'y',
  '˙': '.',
  "'": ',',
  ',': "'",
  '¿': '?',
  '¡': '!',
  Ɩ: '1',
  ᄅ: '2',
  Ɛ: '3',
  ㄣ: '4',
  ϛ: '5',
  '9': '6',
  ㄥ: '7',
  '6': '9',
};
const TURNED_ONLY = /[ɐɔǝɟƃɥᴉɾʞɯɹʇʌʍʎꞁ∀ⱯᗡƎℲ⅁ꓘ˥Ԁᴚ⊥⅄]/;
const TURNED_TOKEN = /[^\s.,!?¿¡'"˙:;()/]+/g;
/** A word that reads the same or as another plain word turned ("ı", "sı", "pu"): part of a turned run beside one. */
const TURNED_AMBIGUOUS_WORD = /^[lıosxzunpdbqƖᄅㄣϛㄥ'’,.!?¿¡˙]+$/;
const WORD_TOKEN = /\p{L}/u;

/** Share of s's word tokens (those with a letter: emoji and numbers are no words either way) in READING_WORDS. */
function readingShare(s: string): number {
  const tokens = s.match(TURNED_TOKEN)?.filter((t) => WORD_TOKEN.test(t));
  if (tokens === undefined || tokens.length === 0) return 0;
  let hits = 0;
  for (const t of tokens) if (READING_WORDS.has(t)) hits++;
  return hits / tokens.length;
}

/** A character read the right way up (as written first: the turned digits "Ɩ" and "Ɛ" are capitals of other letters). */
const turnedChar = (c: string) => TURNED[c] ?? TURNED[c.toLowerCase()] ?? c.toLowerCase();
const turnedBackwards = (s: string) => [...s].map(turnedChar).reverse().join('');

/**
 * s read the right way up: the whole line backwards (the usual flip text; ADR 330), kept when a third of its word tokens
 * or more are reading words and a larger share than of s as written (a phonetic transcription in an English line reads
 * worse turned). Else (ADR 331) the best of the other ways a line is turned: in reading order, each word backwards in
 * place, or only the runs of turned words backwards inside a plain line ("haha ok noʎ llᴉʞ llᴉʍ ᴉ"), on the same terms.
 */
function readTurned(s: string): string | null {
  const asWritten = readingShare(s.toLowerCase());
  const reads = (reading: string, atLeast: number) => {
    const share = readingShare(reading);
    return share >= TURNED_MIN_SHARE && share > asWritten && share > atLeast ? share : null;
  };
  const backwards = turnedBackwards(s);
  if (reads(backwards, 0) !== null) return backwards;
  const inOrder = [...s].map(turnedChar).join('');
  const wordByWord = s.split(' ').map(turnedBackwards).join(' ');
  let best: string | null = null;
  let bestShare = 0;
  for (const reading of [inOrder, wordByWord, turnedRuns(s)]) {
    const share = reads(reading, bestShare);
    if (share !== null) [best, bestShare] = [reading, share];
  }
  return best;
}
/** Reading words among the tokens read the right way up: a turned line of chat words is rarely under a third. */
const TURNED_MIN_SHARE = 0.3;

/** s with each run of turned words (one with a TURNED_ONLY character, or an ambiguous non-word beside it) backwards. */
function turnedRuns(s: string): string {
  const words = s.split(' ');
  const turned = words.map((w) => TURNED_ONLY.test(w));
  const inRun = words.map(
    (w, k) =>
      turned[k] ||
      (TURNED_AMBIGUOUS_WORD.test(w) && !READING_WORDS.has(w.toLowerCase()) && (turned[k - 1] || turned[k + 1])),
  );
  const out: string[] = [];
  for (let k = 0; k < words.length;) {
    let j = k;
    while (j < words.length && inRun[j]) j++;
    if (j === k) {
      out.push(words[k]);
      k++;
    } else {
      out.push(turnedBackwards(words.slice(k, j).join(' ')));
      k = j;
    }
  }
  return out.join(' ');
}

/** basicNormalize's reading of a text with a non-ASCII character (as it was before ADR 299's ASCII path). */
function foldNonAscii(raw: string, signals?: string[]): string {
  let s = raw;
  if (INVISIBLE_TEST.test(s)) {
    signals?.push('zero_width');
    s = s.replace(INVISIBLE, '');
  }
  if (NON_ASCII.test(s)) {
    if (PARENTHESIZED_TEST.test(s)) {
      s = s.replace(PARENTHESIZED, (c) => String.fromCharCode(c.charCodeAt(0) - 0x249c + 97));
      signals?.push('confusables');
    }
    const turned = TURNED_ONLY.test(s) ? readTurned(s) : null;
    if (turned !== null) {
      s = turned;
      signals?.push('confusables');
    }
    s = s.normalize('NFKC');
    // Greek capitals drawn like Latin ones fold before lower case ("ΜΟRΟΝ" is no "uorov"; ADR 255).
    if (GREEK_CAPITAL_TEST.test(s)) {
      s = s.replace(GREEK_CAPITAL, (c) => GREEK_CAPITALS[c] ?? c);
      signals?.push('confusables');
    }
    s = foldEmoji(s.toLowerCase(), signals);
    if (NON_ASCII.test(s)) {
      s = s.normalize('NFD').replace(COMBINING, '').normalize('NFC');
      const folded = foldConfusables(s);
      if (folded !== s) signals?.push('confusables');
      s = folded;
    }
  } else {
    s = s.toLowerCase();
  }
  return s;
}

/** Whether every code of s is below 128 (NON_ASCII finds nothing). */
function isAscii(s: string): boolean {
  for (let i = 0; i < s.length; i++) if (s.charCodeAt(i) >= 128) return false;
  return true;
}

/** JavaScript's \s, by code (also features.ts's word loop). */
export const isSpaceCode = (c: number) =>
  c === 32 ||
  (c >= 9 && c <= 13) ||
  c === 0xa0 ||
  c === 0x1680 ||
  (c >= 0x2000 && c <= 0x200a) ||
  c === 0x2028 ||
  c === 0x2029 ||
  c === 0x202f ||
  c === 0x205f ||
  c === 0x3000 ||
  c === 0xfeff;

/**
 * Whitespace other than a single inner space — a non-space \s, two spaces, a leading or trailing space — what
 * `/[^\S ]| {2}|^ | $/` finds, by codes (ADR 299).
 */
export function needsSpaceFix(s: string): boolean {
  const last = s.length - 1;
  for (let i = 0; i <= last; i++) {
    const c = s.charCodeAt(i);
    if (c === 32) {
      if (i === 0 || i === last || s.charCodeAt(i + 1) === 32) return true;
    } else if (c < 128 ? c >= 9 && c <= 13 : isSpaceCode(c)) return true;
  }
  return false;
}

const ANY_LEET = /[013457@$!|€]/;

/** A character of the leet word class [a-z0-9@$!|€]. */
const isLeetWordCode = (c: number) =>
  (c >= 97 && c <= 122) || (c >= 48 && c <= 57) || c === 64 || c === 36 || c === 33 || c === 124 || c === 8364;
/** A character of [013457@$!|€]. */
const isLeetCode = (c: number) =>
  c === 48 ||
  c === 49 ||
  c === 51 ||
  c === 52 ||
  c === 53 ||
  c === 55 ||
  c === 64 ||
  c === 36 ||
  c === 33 ||
  c === 124 ||
  c === 8364;

const isDigitCode = (c: number) => c >= 48 && c <= 57;
/**
 * Whether the digit at `i` is in a run of leet digits with a letter right before and right after it
 * ("sh00t", "n00dz", "b00bs", "c0ck"): such a run is letters (ADR 132). "covid19", "15yo", "a2b" keep
 * their digits (a run at the end, or at the start, or holding a non-leet digit).
 */
function enclosedLeetRun(tok: string, i: number): boolean {
  let a = i;
  while (a > 0 && isDigitCode(tok.charCodeAt(a - 1))) a--;
  let b = i + 1;
  while (b < tok.length && isDigitCode(tok.charCodeAt(b))) b++;
  if (!isLower(tok.charCodeAt(a - 1)) || !isLower(tok.charCodeAt(b))) return false;
  for (let k = a; k < b; k++) if (LEET[tok[k]] === undefined) return false;
  return true;
}

/**
 * One token's leet mapping: leave trailing/leading digit runs alone ("covid19", "15yo", "2nite"):
 * only map a leet char when it is touching a letter and not part of a run of 2+ digits. Returns
 * null when nothing changes.
 */
function mapLeetToken(tok: string): string | null {
  let res = '';
  let changed = false;
  for (let i = 0; i < tok.length; i++) {
    const c = tok[i];
    const mapped = LEET[c];
    if (mapped === undefined) {
      res += c;
      continue;
    }
    const prev = tok[i - 1] ?? '';
    const next = tok[i + 1] ?? '';
    const isDigit = c >= '0' && c <= '9';
    const digitRun =
      isDigit && ((prev >= '0' && prev <= '9') || (next >= '0' && next <= '9')) && !enclosedLeetRun(tok, i);
    // prev / next are one character or '' (then not a letter): compared, not matched with a regex.
    const prevLetter = prev >= 'a' && prev <= 'z';
    const nextLetter = next >= 'a' && next <= 'z';
    const touchesLetter = prevLetter || nextLetter || (c === '$' && prev === '$');
    // '!' / '|' only inside a word (between two letters), never as punctuation at the end.
    const inner = prevLetter && nextLetter;
    if (
      !digitRun &&
      touchesLetter &&
      ((c !== '!' && c !== '|' && c !== '$') || inner || (c === '$' && (prevLetter || prev === '$')))
    ) {
      res += mapped;
      changed = true;
    } else {
      res += c;
    }
  }
  return changed ? res : null;
}

/**
 * Leet resolved inside words. The tokens are the maximal runs of the class
 * [a-z0-9@$!|€] that hold a leet character (what the former regex matched: its leftmost match
 * starts where such a run starts and, greedy, ends where it ends), found in one pass; a token without
 * a letter is left as it is. Only the runs that change are copied.
 */
function resolveLeet(input: string, signals?: string[]): string {
  if (!ANY_LEET.test(input)) return input;
  let s = input;
  // Letters drawn with several characters ("c|_|nt", "|<ill") and a leading "1" for "I" before a
  // contraction ("1'm", "1'll"): ADR 132. Both need a '|' or a "1'", so ordinary text skips them.
  if (s.includes('|')) s = s.replace(MULTI_LEET, (m) => (m === '|<' ? 'k' : 'u'));
  if (s.includes("1'")) s = s.replace(ONE_I, 'i');
  const out = resolveLeetTokens(s);
  if (out !== input) signals?.push('leet');
  return out;
}

/** MULTI_LEET beside a leet character too, in a run with a letter ("d@|_|9ht3r", "8|_|ll3t"; ADR 255). */
const DRAWN_LETTER = /(?<=[a-z][a-z0-9@$]*)\|_\||\|_\|(?=[a-z0-9@$]*[a-z])|(?<![a-z0-9])\|<(?=[a-z])/g;
const MULTI_LEET = /(?<=[a-z])\|_\||\|_\|(?=[a-z])|(?<![a-z0-9])\|<(?=[a-z])/g;
const ONE_I = /(?<![a-z0-9'])1(?='(?:m|ll|d|ve)\b)/g;

/**
 * Whether the token s[i, j) keeps its digits and symbols (ADR 255): a number, price, time or code ("7pm", "c4",
 * "18yo") or shorthand written so on purpose ("b4", "gr8"). Only a token with a leet character and a letter gets
 * here. Handles and email addresses keep round 5's reading ("@luna.x" -> "aluna.x"): the text model learnt it.
 */
function keepsItsDigits(s: string, i: number, j: number): boolean {
  let e = j;
  while (e > i && s.charCodeAt(e - 1) === 33) e--;
  const tok = s.slice(i, e);
  return NUMBER_SHAPED.test(tok) || LEET_SHORTHAND.has(tok);
}

/**
 * The one token scanner of the leet readings (ADR 266): `s` with each maximal run of characters `isTokenCode` accepts
 * replaced by what `read` makes of it (null: left as it is). One loop over char codes; only the runs that change are
 * copied, and a text none of them changes comes back as the same string (ADR 190).
 */
function replaceTokens(
  s: string,
  isTokenCode: (c: number) => boolean,
  read: (s: string, i: number, j: number) => string | null,
): string {
  let out = '';
  let copied = 0;
  for (let i = 0; i < s.length;) {
    if (!isTokenCode(s.charCodeAt(i))) {
      i++;
      continue;
    }
    let j = i + 1;
    while (j < s.length && isTokenCode(s.charCodeAt(j))) j++;
    const r = read(s, i, j);
    if (r !== null) {
      out += s.slice(copied, i) + r;
      copied = j;
    }
    i = j;
  }
  return copied === 0 ? s : out + s.slice(copied);
}

/** Whether s[i, j) holds a letter and a character that `isOther` accepts. */
function letterAnd(s: string, i: number, j: number, isOther: (c: number) => boolean): boolean {
  let letter = false;
  let other = false;
  for (let k = i; k < j; k++) {
    const c = s.charCodeAt(k);
    if (c >= 97 && c <= 122) letter = true;
    else if (isOther(c)) other = true;
  }
  return letter && other;
}

/** Round 5's reading of one token (ADR 121's runs): a token with a leet character and a letter, mapped. */
const readLeetToken = (s: string, i: number, j: number): string | null =>
  letterAnd(s, i, j, isLeetCode) && !keepsItsDigits(s, i, j) ? mapLeetToken(s.slice(i, j)) : null;

/** The token loop of resolveLeet (ADR 121). */
const resolveLeetTokens = (s: string): string => replaceTokens(s, isLeetWordCode, readLeetToken);

// ---------------------------------------------------------------------------------------------
// Leet read against a word set (ADR 255). Round 5's mapping (mapLeetToken) reads a fixed table in fixed places; a
// token it leaves as no known word ("$h007", "8vrn", "s1ut", "fu(k", "vvhore", "se><y") is read every way its
// symbols allow and kept in the first spelling that is a word of DISGUISE_LEXICON. Tokens shaped like numbers, prices,
// times or codes, and the shorthand people really write ("gr8", "b4", "l8r"), are never read.

/** What each leet character may stand for, most likely first (round 21's table, ADR 251, owned here since ADR 255). */
export const LEET_CHOICES: Readonly<Record<string, readonly string[]>> = {
  '0': ['o'],
  '1': ['i', 'l'],
  '3': ['e'],
  '4': ['a'],
  '5': ['s'],
  '6': ['g', 'b'],
  '7': ['t'],
  '8': ['b'],
  '9': ['g'],
  '@': ['a'],
  $: ['s'],
  '!': ['i', 'l'],
  '|': ['l', 'i'],
  '(': ['c'],
  '€': ['e'],
  '+': ['t'],
  '#': ['h'],
};
/** Letters drawn with two characters, read so only where the whole token then reads as a word. */
const LEET_PAIRS: Readonly<Record<string, readonly string[]>> = {
  ph: ['ph', 'f'],
  vv: ['vv', 'w'],
  '><': ['x'],
  '()': ['o'],
  '|<': ['k'],
};
const LEET_CHAR_RE = /[0-9@$!|(€]/;

/**
 * The spellings `word` may stand for, each leet character (and "v" in a word holding one) read every way; with
 * `pairs`, 'ph', 'vv' and '><' too. Null when there would be more than `max`.
 */
export function leetSpellings(word: string, max = 64, pairs = false): string[] | null {
  let out = [''];
  const leety = LEET_CHAR_RE.test(word);
  for (let i = 0; i < word.length; i++) {
    const c = word[i];
    const pair = pairs && i + 1 < word.length ? LEET_PAIRS[c + word[i + 1]] : undefined;
    const choices = pair ?? LEET_CHOICES[c] ?? (c === 'v' && leety ? ['v', 'u'] : null);
    if (!choices) {
      for (let k = 0; k < out.length; k++) out[k] += c;
      continue;
    }
    if (pair) i++;
    if (out.length * choices.length > max) return null;
    out = out.flatMap((p) => choices.map((ch) => p + ch));
  }
  return out;
}

/**
 * One word read as letters against a reader's own word set (round 21's reading, ADR 251; owned here since ADR 266): the
 * first spelling (leetSpellings) that is a word of `words` (apostrophes aside); else, with two leet characters or more,
 * the likeliest spelling; else the word as it is (a word with one symbol at its edge, "hello!", stays).
 */
export function readLeetWord(word: string, words: ReadonlySet<string>, max = 64): string {
  const all = leetSpellings(word, max);
  if (!all) return word;
  for (const s of all) if (words.has(s.replace(/'/g, ''))) return s;
  let leet = 0;
  for (const c of word) if (LEET_CHOICES[c]) leet++;
  return leet >= 2 ? all[0] : word;
}

/** `joined` cut into words of `words` ("afreak" -> "a freak"), fewest pieces first; null when it cannot be. */
export function segmentWords(joined: string, words: ReadonlySet<string>, maxLength = 40): string | null {
  const n = joined.length;
  if (n > maxLength) return null;
  const best: Array<string[] | null> = new Array(n + 1).fill(null);
  best[0] = [];
  for (let i = 1; i <= n; i++)
    for (let j = 0; j < i; j++) {
      const prev = best[j];
      if (!prev || !words.has(joined.slice(j, i))) continue;
      if (!best[i] || best[i]!.length > prev.length + 1) best[i] = [...prev, joined.slice(j, i)];
    }
  return best[n] ? best[n]!.join(' ') : null;
}

/**
 * The words a disguise is worth reading as: harm words of every category (violence, self-harm, sexual, drugs, scams,
 * contact apps, minors, extortion, slurs and insults) and round 21's hate/harassment lexicon with its small words.
 * Hand-written from general knowledge.
 */
export const DISGUISE_LEXICON: ReadonlySet<string> = new Set([
  ...HH21_LEXICON,
  // violence and self-harm
  ...['kill', 'killing', 'killed', 'killer', 'murder', 'shoot', 'shot', 'stab', 'stabbed', 'burn', 'burned', 'burnt'],
  ...['die', 'dead', 'death', 'hurt', 'beat', 'punch', 'choke', 'strangle', 'hang', 'slit', 'throat', 'bleach'],
  ...['bomb', 'gun', 'guns', 'knife', 'blood', 'bleed', 'grave', 'coffin', 'yourself', 'urself', 'neck', 'kys'],
  ...['suicide', 'cut', 'rope', 'jump', 'overdose', 'find', 'know', 'where', 'live', 'watch', 'house', 'family'],
  // ADR 332: "commit" as in "commit suicide", written in leet ("c0rnrn!7")
  'commit',
  ...['smash', 'slash', 'bash', 'batter', 'kick', 'drown', 'torch', 'attack', 'bullet', 'bullets', 'skull', 'head'],
  ...['break', 'suicide', 'wrists', 'wrist', 'bridge', 'pill', 'kms', 'unalive', 'noose', 'petrol', 'acid', 'hospital'],
  // sexual violence
  ...[
    'assault',
    'assaulted',
    'beg',
    'begging',
    'scream',
    'screaming',
    'force',
    'forced',
    'drugged',
    'roofie',
    'roofies',
    'spiked',
    'tied',
  ],
  // sexual
  ...['rape', 'raped', 'rapist', 'sex', 'sexy', 'nude', 'nudes', 'naked', 'pic', 'pics', 'dick', 'cock', 'pussy'],
  ...['tits', 'boobs', 'ass', 'cum', 'horny', 'blowjob', 'suck', 'lick', 'porn', 'send', 'show', 'fucking', 'fucked'],
  ...['fucker', 'motherfucker', 'shit', 'bastard', 'wank', 'wanker', 'prick', 'penis', 'vagina', 'boob', 'titties'],
  // drugs
  ...['coke', 'cocaine', 'weed', 'pills', 'molly', 'mdma', 'xanax', 'meth', 'heroin', 'crack', 'ketamine', 'lsd'],
  ...['shrooms', 'plug', 'drugs', 'drug', 'oxy', 'percs', 'lean', 'fent'],
  // scams, money, contact
  ...['crypto', 'bitcoin', 'invest', 'profit', 'money', 'cash', 'paypal', 'venmo', 'cashapp', 'bank', 'gift', 'card'],
  ...['snapchat', 'snap', 'whatsapp', 'telegram', 'kik', 'insta', 'instagram', 'number', 'email', 'onlyfans'],
  ...['guaranteed', 'guarantee', 'returns', 'trading', 'investment', 'code', 'codes', 'verify', 'verification'],
  // minors and extortion
  ...['eleven', 'twelve', 'thirteen', 'fourteen', 'fifteen', 'sixteen', 'seventeen', 'yrs', 'years', 'yo', 'age'],
  ...['aged', 'call', 'text', 'dm', 'meet', 'alone', 'secret', 'mum', 'dad', 'parents'],
  ...['daughter', 'son', 'niece', 'nephew', 'younger', 'little', 'schoolgirl', 'teens', 'preteen', 'babysit'],
  ...['kid', 'kids', 'child', 'children', 'teen', 'minor', 'underage', 'school', 'young', 'girl', 'boy', 'baby'],
  ...['sext', 'sexting', 'leak', 'expose', 'share', 'post', 'pay', 'screenshot', 'screenshots', 'friends', 'everyone'],
  // ordinary words people write in leet for fun: read back, the text model sees ordinary chat, not disguise
  ...['noob', 'n00b', 'newb', 'gamer', 'game', 'games', 'speak', 'elite', 'leet', 'hacker', 'love', 'best', 'good'],
  ...['great', 'cool', 'nice', 'awesome', 'night', 'tonight', 'hello', 'hey', 'thanks', 'friend', 'boss', 'legend'],
  // slurs and insults round 21 does not list
  ...['nigger', 'nigga', 'niggas', 'faggot', 'fag', 'fags', 'dyke', 'tranny', 'spic', 'chink', 'kike', 'wetback'],
  ...['paki', 'coon', 'gook', 'beaner', 'retarded', 'bitches', 'sluts', 'whores', 'hoes', 'die', 'hate', 'kill'],
]);

/**
 * Frequent English words of chat (ADR 326), beside DISGUISE_LEXICON in READING_WORDS: a disguised word is read as one of
 * these as readily as a harm word ("w|ll" -> "will", "yyoou" -> "you"), and a spaced or glued run is cut into them
 * ("iwillstabyou" -> "i will stab you"). Hand-written from general knowledge, not from any message set.
 */
const COMMON_WORDS: readonly string[] = `
  i me my mine myself we us our you your yours he him his she her hers it its they them their this that these
  those who whom whose what which when where why how there here then than so such very too also just only even not
  no yes yeah nope never ever always often again still already soon now today tonight tomorrow yesterday a an the
  and or but if because as at by for from in into of off on onto out over to up with without about after before
  under until while through between against around down away back near next last first every am is are was were be
  been being have has had having do does did doing done will would shall should can could may might must going
  gonna wanna gotta let lets make made get gets got getting give gave given take took taken come came coming go
  goes went gone see saw seen look looking want wanted need needs know knew known think thought tell told say said
  ask asked feel felt keep kept put try tried use used find found leave left like liked love loved hate hated hope
  wish wait waiting work working play playing talk talking walk walking run meet meeting sleep sleeping eat drink
  drinking pay paid buy sell selling sold bring brought hold holding stop start open close turn help show send
  sent sending call calling text texting message reply answer one two three four five six seven eight nine ten
  some any all many much more most less few lot lots other another each both same own whole nothing something
  anything everything nobody somebody anybody someone anyone everyone everybody people person man men woman women
  girl girls boy boys guy guys friend friends family mother father mom brother sister wife husband boyfriend
  girlfriend baby kid kids child time day days night week year years life world home house place room bed car
  phone pic pics picture pictures photo photos video videos face hands head body eyes mouth throat neck legs arms
  back heart good bad big small little old young new hot cold nice pretty ugly stupid fat dumb sexy sweet happy
  sad sorry please thanks thank okay ok well really right wrong sure fine better best worse worst long real money
  cash card bank account link site app chat number name way thing things word words date dates whether unless
  anyway everywhere inside outside together alone yourself myself tonight wanted deserve deserves whatever someday
  maybe free fun game cool funny cute sexy weekend morning evening coffee dinner i'm i'll i'd i've you're you'll
  it's that's don't can't won't didn't isn't therapist therapists grapes analyst assassin assassination passion
  classic glass
`
  .trim()
  .split(/\s+/);
/** COMMON_WORDS' first entries: pronouns, determiners, adverbs, prepositions and auxiliaries (no harm by themselves). */
const FUNCTION_WORD_COUNT = COMMON_WORDS.indexOf('let') + 1;
/** DISGUISE_LEXICON and COMMON_WORDS: the words the normaliser's own readings (leet, letter case, floods, cuts) aim at. */
export const READING_WORDS: ReadonlySet<string> = new Set([...DISGUISE_LEXICON, ...COMMON_WORDS]);
const isReadingWord = (w: string) => READING_WORDS.has(w);

/** Shorthand written with digits and symbols on purpose: never read as leet. */
export const LEET_SHORTHAND: ReadonlySet<string> = new Set([
  ...'gr8 gr8t m8 m8s l8 l8r l8er h8 h8r w8 w8ing sk8 sk8r str8 b4 2nite 2day 2moro 4eva 4ever 1ce'.split(' '),
  ...'some1 any1 no1 ne1 c4 a1 a3 a4 a5 f1 g5 mp3 mp4 ps4 ps5 b12 k9 v1 v2 v3'.split(' '),
  ...['phat', 'phatt', 'phd', 'phew', 'ph', 'savvy', 'bevvy', 'divvy', 'revved', 'skivvies', 'chivvy'],
]);
/**
 * Numbers, prices, times and codes (ADR 255): one digit with a unit or an ending ("7pm", "1st", "5ft", "5k", "3some"),
 * or between two numbers ("4x4", "1v1", "9to5", "5ft10"); two digits or more, or digits with a point, colon or comma,
 * then any letters ("10k", "90s", "5:30pm"); one or two letters then two digits or more ("m25", "d13").
 * One digit with other letters ("0ut", "4r3", "5lut", "1m", "1s", "1d", "0k", "3x", "3nd") is leet, as before.
 */
const NUMBER_UNIT =
  '[kgph]|am|pm|th|yo|yr|yrs|ft|cm|mm|km|kg|mg|ml|lb|lbs|mins?|hrs?|secs?|days?|wks?|mos?|ish|some|ever|eva|nite|up';
export const NUMBER_SHAPED = new RegExp(
  [
    String.raw`^[$€£#+-]?(?:[1-9](?:${NUMBER_UNIT})|1st|2nd|3rd)$`,
    String.raw`^\d[\d.,:]*(?:x|v|to|ft)\d[\d.,:]*$`,
    String.raw`^[$€£#+-]?\d[\d.,:]+[a-z]*$`,
    String.raw`^[a-z]{1,2}\d{2,}$`,
  ].join('|'),
);

/** Digits with a unit and nothing else ("7pm", "10k", "1st", "5:30pm"): never a word, not even spelled out. */
const UNIT_NUMBER = new RegExp(String.raw`^[$€£#+-]?\d[\d.,:]*(?:${NUMBER_UNIT}|st|nd|rd)?$`);

/** A token's spelling that is a lexicon word (or one after its letter floods are squeezed), else null. */
function lexiconSpelling(tok: string): string | null {
  const all = leetSpellings(tok, 64, true);
  if (!all) return null;
  for (const s of all) {
    if (READING_WORDS.has(s)) return s;
    const squeezed = s.replace(FLOOD, '$1$1');
    if (squeezed !== s && READING_WORDS.has(squeezed)) return squeezed;
  }
  return null;
}
const NOT_LETTER = /[^a-z]/g;

/** A character of a lexicon-read token: [a-z0-9@$!|(€<>]. */
const isLexTokenCode = (c: number) =>
  isLeetWordCode(c) || c === 40 || c === 60 || c === 62 || c === 41 || c === 43 || c === 35;

/**
 * Whether the token s[a, b) is worth a lexicon reading: a letter and a leet symbol or digit in it, or one of the pairs
 * 'ph', 'vv', '><'. A loop over char codes: nothing is allocated for the messages that have no such token (ADR 190).
 */
function lexiconCandidate(s: string, a: number, b: number): boolean {
  let letter = false;
  let leet = false;
  for (let k = a; k < b; k++) {
    const c = s.charCodeAt(k);
    if (c >= 97 && c <= 122) {
      letter = true;
      const n = s.charCodeAt(k + 1);
      if (k + 1 < b && ((c === 112 && n === 104) || (c === 118 && n === 118))) leet = true;
    } else if (c === 62 && k + 1 < b && s.charCodeAt(k + 1) === 60) leet = true;
    else if (c !== 60 && c !== 62) leet = true;
  }
  return letter && leet;
}

/** Trailing '!', '(' and a '<' or '>' not drawn as "><" are punctuation, not letters. */
const EDGE_PUNCT = /(?:(?<!>)<|>)?[!(]*$/;

/** The token read against the lexicon, or null to leave it to round 5's mapping. */
function readLexiconToken(raw: string): string | null {
  const tok = raw.replace(EDGE_PUNCT, '');
  if (tok.length < 3 || !HAS_LETTER.test(tok) || !lexiconCandidate(tok, 0, tok.length)) return null;
  if (LEET_SHORTHAND.has(tok) || READING_WORDS.has(tok)) return null;
  // "7pm", "10k", "d13": a number or a code unless it reads as a word with two of its letters or more ("5ex", "8vrn"),
  // or with one as a word of four letters or more ("n008", "10v3").
  if (UNIT_NUMBER.test(tok)) return null;
  const numberShaped = NUMBER_SHAPED.test(tok);
  const oneLetter = numberShaped && tok.replace(NOT_LETTER, '').length < 2;
  if (!numberShaped) {
    const mapped = mapLeetToken(tok) ?? tok;
    if (READING_WORDS.has(mapped) || READING_WORDS.has(mapped.replace(FLOOD, '$1$1'))) return null;
  }
  const word = lexiconSpelling(tok);
  if (word === null || (oneLetter && word.length < 4)) return null;
  const at = raw.indexOf(tok);
  return raw.slice(0, at) + word + raw.slice(at + tok.length);
}

const LEXICON_CANDIDATE_CHAR = /[0-9@$!|(€]|ph|vv|></;

/** The lexicon's reading of one token; "@name.surname", "@name_surname" are handles, not words (round 5 reads them). */
function readLexiconRun(s: string, i: number, j: number): string | null {
  const handle = s.charCodeAt(i) === 64 && (s.charCodeAt(j) === 46 || s.charCodeAt(j) === 95);
  return !handle && lexiconCandidate(s, i, j) ? readLexiconToken(s.slice(i, j)) : null;
}

/** Tokens no round-5 mapping reads as a word read against DISGUISE_LEXICON (ADR 255); the same string when none. */
export function resolveLexiconLeet(s: string): string {
  // One native scan first: most messages hold no leet symbol, digit or drawn pair at all.
  return LEXICON_CANDIDATE_CHAR.test(s) ? replaceTokens(s, isLexTokenCode, readLexiconRun) : s;
}

// ---------------------------------------------------------------------------------------------
// The lettered view (ADR 266): the one reading of leet the rule readers share. The de-obfuscated view reads a symbol
// only where round 5's table or the lexicon is sure of it; a reader of ages, pictures or threats wants every word that
// still mixes letters with digits or symbols read as letters ("ph0t05" -> "photos", "$1ut!" -> "slut!"). Until ADR 266
// round 18 (`deleetWords`) and round 22 (its `|` pass) each kept a reading of their own.

/** Counts, times, measures and school stages keep their digits: "3pm", "10k", "90s", "15yo", "2nd", "jss3". */
const COUNT_TOKEN = new RegExp(
  String.raw`^[$€£]?\d+(?:${NUMBER_UNIT}|st|nd|rd|s|x|m|gb|mb)?$|^(?:jss|sss|ss|yr|year|grade|form)\d{1,2}$`,
);
/** A character of a lettered token: [a-z0-9$@!|]. */
const isLetteredCode = (c: number) =>
  (c >= 97 && c <= 122) || (c >= 48 && c <= 57) || c === 36 || c === 64 || c === 33 || c === 124;
const isWordCode = (c: number) => (c >= 97 && c <= 122) || (c >= 48 && c <= 57);

/**
 * One token of the lettered view: kept when it is a count or shorthand; else its lexicon spelling (as the lexicon pass
 * reads it); else every symbol but '6' as its first choice in LEET_CHOICES, '!' only between two word characters.
 */
function letteredToken(tok: string): string {
  if (COUNT_TOKEN.test(tok) || LEET_SHORTHAND.has(tok)) return tok;
  const read = readLexiconToken(tok);
  if (read !== null) return read;
  let out = '';
  for (let k = 0; k < tok.length; k++) {
    const c = tok[k];
    const choice = LEET_CHOICES[c];
    // '6' (g or b, and a common digit in codes: "mi6", "6months") is read only where the lexicon reads it
    const keep =
      choice === undefined ||
      c === '6' ||
      (c === '!' && !(isWordCode(tok.charCodeAt(k - 1)) && isWordCode(tok.charCodeAt(k + 1))));
    out += keep ? c : choice[0];
  }
  return out;
}

/** The view letteredView was last asked for, and its answer (one message's views are read by several readers). */
let letteredFrom = '';
let letteredLast = '';

/**
 * A view (the de-obfuscated one, or the text as typed) with every word of three characters or more that mixes letters
 * with digits or leet symbols read as letters (see letteredToken): the one leet reading the rule readers share. A view
 * with no such word comes back as the same string (ADR 190); the last answer is kept, so a view read by two readers in
 * turn is read once.
 */
export function letteredView(s: string): string {
  if (s === letteredFrom) return letteredLast;
  letteredFrom = s;
  letteredLast = replaceTokens(s, isLetteredCode, readLetteredRun);
  return letteredLast;
}
/** A lettered token (three characters or more, a letter and a digit or symbol) as letteredToken reads it. */
function readLetteredRun(s: string, i: number, j: number): string | null {
  if (j - i < 3 || !letterAnd(s, i, j, isLetteredCode)) return null;
  const tok = s.slice(i, j);
  const read = letteredToken(tok);
  return read === tok ? null : read;
}

/**
 * RARE_DOUBLE's replacement when no letter in the message is stretched: one letter, except inside a three-letter
 * word with no vowel — an abbreviation ("BJJ", Brazilian jiu-jitsu), whose doubled letter is spelled, not stretched
 * (round 12).
 */
function keepAbbreviationDouble(m: string, c: string, at: number, s: string): string {
  let a = at;
  let b = at + 2;
  while (a > 0 && s.charCodeAt(a - 1) >= 97 && s.charCodeAt(a - 1) <= 122) a--;
  while (b < s.length && s.charCodeAt(b) >= 97 && s.charCodeAt(b) <= 122) b++;
  return b - a === 3 && !/[aeiouy]/.test(s.slice(a, b)) ? m : c;
}
/** Letters that (almost) never double in English: RARE_DOUBLE's class [ahijkquvwxy]. */
const RARE_LETTER = new Uint8Array(128);
for (const c of 'ahijkquvwxy') RARE_LETTER[c.charCodeAt(0)] = 1;

/** Whether FLOOD ([a-z] three times) or RARE_DOUBLE (a rare letter twice) can match in s. */
function hasFloodOrRareDouble(s: string): boolean {
  let prev = -1;
  let run = 0;
  for (let i = 0; i < s.length; i++) {
    const c = s.charCodeAt(i);
    if (c === prev) {
      run++;
      if (c >= 97 && c <= 122 && (run >= 3 || RARE_LETTER[c] === 1)) return true;
    } else {
      prev = c;
      run = 1;
    }
  }
  return false;
}

const NUDES_Z = /\bn(?:oo|u)de?z\b/g;

/**
 * Letters of a spaced-out run joined. When the letters are joined by dots, dashes or stars and the
 * run has spaces too, each space-separated part of two or more letters is a word ("s.e.n.d n.u.d.e.s"
 * -> "send nudes", ADR 132); otherwise every separator goes ("k. i. l. l" -> "kill").
 */
function joinSpaced(m: string): string {
  // ADR 330: an ellipsis ("w...a...s") or a colon, equals sign or caret between letters separates them too
  if (m.includes(' ') && /[a-z0-9@$][.\-_*·•,+/~:=^]+[a-z0-9@$]/.test(m)) {
    // ADR 326: a part of two letters or more is a word; letters standing alone between them are joined into one
    // ("t|i|c|k|e|t|s w h e n y~o~u" -> "tickets when you"), which recutSpaced may cut again
    let out = '';
    let pending = '';
    for (const p of m.split(/\s+/)) {
      // a comma closing a part is the writer's own ("b-a-r, w-e-a-r"): kept
      const w = p.replace(SPACED_SEP_ANY, '') + (p.length > 2 && p.endsWith(',') ? ',' : '');
      if (w.length < 2) pending += w;
      else {
        out += (pending === '' ? '' : ` ${pending}`) + ` ${w}`;
        pending = '';
      }
    }
    return (out + (pending === '' ? '' : ` ${pending}`)).trim();
  }
  return m.replace(SPACED_SEP_ANY, '');
}
/**
 * SPACED with the other separators people type between letters ("k+i+l+l", "k/i/l/l", "y~o~u"; since ADR 330 also
 * "k:i:l:l", "k=i=l=l", "k^i^l^l" — between two letters only, so "3:1", "7:30" and "x^2" stay; since ADR 331 also one
 * of them doubled or with a space on each side (not on one side only: "snap: k a y" is a label), "k : i : l : l", and four of SPACED's own separators, an
 * ellipsis and a space "k... i... l... l"), and not starting
 * after an apostrophe ("i'm g o i n g": the m is the contraction's; ADR 326). Runs where SPACED's gate (MAY_SPACED) or
 * OTHER_SEP says it can match.
 */
const SPACED_ANY =
  /(?<![a-z0-9@$'])(?:[a-z0-9@$](?:[\s.\-_*·•,]{1,4}|(?<=[a-z])(?:[+/~:=^]{1,2}| [+/~:=^]{1,2} )(?=[a-z]))){2,}[a-z0-9@$](?![a-z0-9@$])/g;
const SPACED_SEP_ANY = /[\s.\-_*·•,+/~:=^]+/g;
const OTHER_SEP = /[a-z](?:[+/~:=^]{1,2}| [+/~:=^]{1,2} )[a-z]/;
const OTHER_SEP_CHAR = /[+/~:=^]/;

/**
 * A spaced run joined into no word of DISGUISE_LEXICON, cut into its words when the whole run cuts ("a f r e a k" ->
 * "a freak", "k i l l y o u r s e l f" -> "kill yourself"; ADR 255, round 21's re-cut owned here); else as joined.
 */
function recutSpaced(joined: string): string {
  if (joined.includes(' ') || joined.length < 4 || READING_WORDS.has(joined)) return joined;
  // A number in the run stays a number, the letters around it are cut on their own ("i m 1 5 y r s" -> "im 15 yrs").
  if (DIGIT_PAIR.test(joined)) {
    const parts = joined.split(DIGIT_RUN);
    for (let k = 0; k < parts.length; k += 2) {
      if (parts[k] === '') continue;
      const cut = DISGUISE_LEXICON.has(parts[k]) ? parts[k] : segmentWords(parts[k], DISGUISE_LEXICON);
      if (cut === null) return joined;
      parts[k] = cut;
    }
    return parts.filter((p) => p !== '').join(' ');
  }
  for (const s of leetSpellings(joined, 8) ?? [joined]) {
    if (DISGUISE_LEXICON.has(s)) return s;
    const cut = segmentWords(s, DISGUISE_LEXICON);
    if (cut !== null && /[a-z]{3}/.test(cut)) return cut;
  }
  // ADR 326: else cut into READING_WORDS, kept only where a harm word comes out ("be a ten" is no reading of "beaten")
  return (joined.length <= CUT_MAX && /^[a-z]+$/.test(joined) && cutAroundUnknown(joined)) || joined;
}
const DIGIT_PAIR = /\d\d/;
/** The longest run of letters cut into words (segmentWords is quadratic in it; chat lines are rarely longer). */
const CUT_MAX = 80;
const DIGIT_RUN = /(\d{2,})/;

/** deobfuscationFlags' bits: [*#%@!] (the masked forms' characters), SPACED, LEXICON_CANDIDATE_CHAR, ANY_LEET can
 *  match. The code gates of ADR 299 are exported for normalize-gates.test.ts, which holds each against its expression. */
export const MAY_MASK = 1;
export const MAY_SPACED = 2;
export const MAY_LEXICON = 4;
export const MAY_LEET = 8;
/** SPACED's letter class [a-z0-9@$]. */
const isSpacedLetter = (c: number) => (c >= 97 && c <= 122) || (c >= 48 && c <= 57) || c === 64 || c === 36;
/** SPACED's separator class [\s.\-_*·•,]. */
const isSpacedSep = (c: number) =>
  c === 46 || c === 45 || c === 95 || c === 42 || c === 0xb7 || c === 0x2022 || c === 44 || isSpaceCode(c);

/**
 * Which of deobfuscate's expressions can match in s, in one loop over its codes (ADR 299), each bit a necessary
 * condition of its expression: MAY_MASK a character of [*#%@!] (every masked form has one); MAY_LEXICON one of
 * LEXICON_CANDIDATE_CHAR ([0-9@$!|(€] or "ph", "vv", "><"); MAY_LEET one of ANY_LEET [013457@$!|€]; MAY_SPACED the
 * start of a SPACED match:
 * a letter of its class not after one, one to four separators (ADR 331), a letter, and a separator after it (a match reads at
 * least two letter-separator groups before its last letter).
 */
export function deobfuscationFlags(s: string): number {
  let may = 0;
  const n = s.length;
  for (let i = 0; i < n; i++) {
    const c = s.charCodeAt(i);
    if (c === 42 || c === 35 || c === 37 || c === 64 || c === 33) may |= MAY_MASK;
    if ((c >= 48 && c <= 57) || c === 64 || c === 36 || c === 33 || c === 124 || c === 40 || c === 8364) {
      may |= MAY_LEXICON;
      if (c === 48 || c === 49 || c === 51 || c === 52 || c === 53 || c === 55 || c === 64 || c === 36) may |= MAY_LEET;
      else if (c === 33 || c === 124 || c === 8364) may |= MAY_LEET;
    } else if (i + 1 < n) {
      const d = s.charCodeAt(i + 1);
      if ((c === 112 && d === 104) || (c === 118 && d === 118) || (c === 62 && d === 60)) may |= MAY_LEXICON;
    }
    if (
      (may & MAY_SPACED) === 0 &&
      isSpacedLetter(c) &&
      (i === 0 || !isSpacedLetter(s.charCodeAt(i - 1))) &&
      i + 1 < n &&
      isSpacedSep(s.charCodeAt(i + 1))
    ) {
      let j = i + 2;
      while (j < n && j < i + 5 && isSpacedSep(s.charCodeAt(j))) j++;
      if (j < n && isSpacedLetter(s.charCodeAt(j)) && j + 1 < n && isSpacedSep(s.charCodeAt(j + 1))) may |= MAY_SPACED;
    }
  }
  return may;
}

/** Deobfuscated view built from the basic view. */
export function deobfuscate(text: string, signals?: string[]): string {
  let s = text;
  // One loop over the codes says which of the expressions below can match at all (ADR 299): ordinary text has no
  // masked word, no spaced letters and no leet character, and each step would return it as it is.
  let may = deobfuscationFlags(s);
  // Every masked form has one of [*#%@!] (MAY_MASK): skip the replaces for ordinary text.
  if ((may & MAY_MASK) !== 0) {
    for (const [re, rep] of MASKED) s = s.replace(re, rep);
    if (s !== text) may = deobfuscationFlags(s);
  }
  let spaced = false;
  if ((may & MAY_SPACED) !== 0 || mayHoldOtherSeparator(s)) {
    const before = s;
    s = s.replace(SPACED_ANY, (m) => {
      const joined = joinSpaced(m);
      if ((joined.match(/[a-z]/g)?.length ?? 0) < 2) return m; // "1 2 3 4" stays as it is
      spaced = true;
      return joined.includes(' ') ? joined.split(' ').map(recutSpaced).join(' ') : recutSpaced(joined);
    });
    if (s !== before) may = deobfuscationFlags(s);
  }
  if (spaced) signals?.push('spaced_letters');
  // Letters drawn with several characters first, so the lexicon reads the whole word ("y0|_|rs31f").
  const drawn = s.includes('|') ? s.replace(DRAWN_LETTER, (m) => (m === '|<' ? 'k' : 'u')) : s;
  // `may` is of s: a drawn letter read makes the lexicon ask its own question.
  const read = drawn !== s || (may & MAY_LEXICON) !== 0 ? resolveLexiconLeet(drawn) : drawn;
  const readAsWords = read !== s;
  if (readAsWords) {
    signals?.push('leet');
    s = read;
  }
  if (readAsWords || (may & MAY_LEET) !== 0) s = resolveLeet(s, readAsWords ? undefined : signals);
  // "n00dz" now resolves to "noodz" (ADR 132: a leet digit run inside a word is letters): the rules
  // know "nudes", "n00dz" and "noods" ("pot noods" are noodles), so the z-spellings become "nudes".
  if (s.includes('dz') || s.includes('dez')) s = s.replace(NUDES_Z, 'nudes');
  // Both replaces change nothing unless a letter occurs three times in a row or one of the rare
  // letters twice (only a run of three can leave a new double behind): one loop tells.
  if (hasFloodOrRareDouble(s)) {
    const stretched = FLOOD_TEST.test(s);
    // A three-letter word with no vowel keeps its doubled letter (an abbreviation) when nothing in it is stretched.
    const floodedOnce = s.replace(FLOOD, '$1$1');
    const flooded = stretched
      ? floodedOnce.replace(RARE_DOUBLE, '$1')
      : floodedOnce.replace(RARE_DOUBLE, keepAbbreviationDouble);
    if (flooded.length !== s.length && stretched) signals?.push('repeated_letters');
    s = flooded;
  }
  return s;
}

/**
 * The de-obfuscated view read once more as words (ADR 326), after deobfuscate's character readings: in a message with
 * stretched letters, a doubled letter may be stretched too ("sttabb" -> "stab"); and words glued without spaces are cut.
 */
function readAsWords(deob: string, signals: string[]): string {
  let s = signals.includes('repeated_letters') ? replaceTokens(deob, isLowerCode, readDoubledWord) : deob;
  // Letters drawn with look-alike letters ("llttle", "rnoney", "vvhore") come with other disguises: read them only then.
  if (signals.includes('leet') || signals.includes('confusables')) {
    s = replaceTokens(s, isLowerCode, readLookalikeWord);
    // a lone "1" written for the pronoun before a verb ("1 will", "1 want"), once the verb is read
    if (s.includes('1 ')) s = s.replace(ONE_FOR_I, 'i');
  }
  return cutGluedWords(s, signals);
}

/**
 * ADR 327 mend: the "1" opens the text or a clause (after sentence punctuation or a conjunction); after another word it
 * is a number ("level 1 will", "day 1 will", "episode 1 will" count, not speak).
 */
const ONE_FOR_I =
  /(?<=^|[.!?;:,]\s*|\b(?:and|but|so|then|or|if|when|because|cause|cuz|coz|lol|ok|okay|yes|yeah|now)\s)(?<![\w$£€.,:'/-])1(?= (?:will|am|want|wanna|gonna|know|hope|swear|promise|need|have|can|could|would|should|just|dont|don't|love|hate|like|miss|think|was|did|do|told|saw|see)\b)/g;

/**
 * A word that is no word of READING_WORDS read with look-alike letters swapped back (ADR 326): "rn" for "m", "vv" for
 * "w", then "l" for "i" (four at most): the first reading that is one. Null when none is.
 */
function readLookalikeWord(s: string, i: number, j: number): string | null {
  if (j - i < 3) return null;
  let tok = s.slice(i, j);
  if (READING_WORDS.has(tok)) return null;
  if (tok.includes('rn') || tok.includes('vv')) {
    const swapped = tok.replace(/rn/g, 'm').replace(/vv/g, 'w');
    if (READING_WORDS.has(swapped)) return swapped;
    tok = swapped;
  }
  const at: number[] = [];
  for (let k = 0; k < tok.length; k++) if (tok.charCodeAt(k) === 108) at.push(k);
  if (at.length === 0 || at.length > 4) return null;
  const swapped = tok;
  return firstSubsetReading(at.length, (mask) => replacedAt(swapped, at, mask, 'i'), isReadingWord);
}

/** Whether s may hold a spaced run only SPACED_ANY reads: one of [+/~:=^] between two letters. */
function mayHoldOtherSeparator(s: string): boolean {
  return OTHER_SEP_CHAR.test(s) && OTHER_SEP.test(s);
}

/**
 * A word with doubled letters that is no word of READING_WORDS, read with some of them single ("sttabb" -> "stab",
 * "yoou" -> "you"; ADR 326): the first reading that is one, fewest letters dropped first among 16 at most.
 */
function readDoubledWord(s: string, i: number, j: number): string | null {
  // a word glued to a symbol or digit is another reader's ("f*ggot" is the masked forms')
  if ((i > 0 && !isPlainBoundary(s.charCodeAt(i - 1))) || (j < s.length && !isPlainBoundary(s.charCodeAt(j))))
    return null;
  const tok = s.slice(i, j);
  if (tok.length < 3 || READING_WORDS.has(tok)) return null;
  const at: number[] = [];
  for (let k = 1; k < tok.length; k++) if (tok.charCodeAt(k) === tok.charCodeAt(k - 1)) at.push(k);
  if (at.length === 0 || at.length > 4) return null;
  const withoutAt = (mask: number) => {
    let w = '';
    let from = 0;
    for (let k = 0; k < at.length; k++)
      if (mask & (1 << k)) {
        w += tok.slice(from, at[k]);
        from = at[k] + 1;
      }
    return w + tok.slice(from);
  };
  return firstSubsetReading(at.length, withoutAt, (w) => w.length >= 3 && READING_WORDS.has(w));
}

/** Space or sentence punctuation: what may stand beside a word readDoubledWord reads. */
const isPlainBoundary = (c: number) =>
  c === 32 || c === 44 || c === 46 || c === 63 || c === 33 || c === 39 || c === 34 || c === 58 || c === 59;

/** Letters and apostrophes: a glued run's characters. */
const isGluedCode = (c: number) => isLowerCode(c) || c === 39;
/**
 * The shortest glued run worth cutting: shorter runs are ordinary long words ("boyfriends", "heartbreak") far more
 * often than glued ones; a cut must also give three words or more.
 */
const GLUED_MIN = 12;

/**
 * Words written without spaces cut into words of READING_WORDS ("iwillstabyou" -> "i will stab you"; ADR 326), when the
 * whole run cuts and one piece is a harm word of DISGUISE_LEXICON: a long run that is no word is rare in chat, so the
 * loop over the codes allocates nothing for ordinary text.
 */
function cutGluedWords(s: string, signals?: string[]): string {
  let long = false;
  for (let i = 0, run = 0; i < s.length && !long; i++) {
    run = isGluedCode(s.charCodeAt(i)) ? run + 1 : 0;
    long = run >= GLUED_MIN;
  }
  if (!long) return s;
  const out = replaceTokens(s, isGluedCode, readGluedRun);
  if (out !== s) signals?.push('spaced_letters');
  return out;
}
function readGluedRun(s: string, i: number, j: number): string | null {
  if (j - i < GLUED_MIN || j - i > CUT_MAX) return null;
  const run = s.slice(i, j);
  // glued runs are ordinary long words far more often than spaced runs are: every letter must be explained
  return READING_WORDS.has(run) ? null : cutAroundUnknown(run, true);
}

/** The words of one letter a cut may make: any other lone letter is unexplained. */
const ONE_LETTER_WORDS = new Set(['i', 'a', 'u']);
/** Lexicon words that name no harm (chat's common words, and those written in leet for fun): no reason to cut. */
const NOT_HARM: ReadonlySet<string> = new Set([
  ...COMMON_WORDS.slice(0, FUNCTION_WORD_COUNT),
  ...'noob newb gamer game games speak elite leet hacker love best good great cool nice night tonight'.split(' '),
  ...'hello hey thanks friend boss legend'.split(' '),
]);
/** The longest word of READING_WORDS a cut tries (a bound on cutAroundUnknown's inner loop). */
const LONGEST_READING_WORD = 16;

/**
 * `run` cut into words of READING_WORDS with a few letters no word explains ("iwillkillyourdogandthen" -> "i will kill
 * your dog and then", "dog" being no reading word; ADR 326): each word costs 1, each unexplained letter 2, cheapest
 * cut first. Kept only when a piece of three letters or more is a harm word of DISGUISE_LEXICON and at most
 * a tenth of the letters are unexplained ("therapeutic", "management" stay), and then only beside a harm word of four
 * letters or more. A `glued` run (no spaces typed) must be explained letter by letter and cut into three words or more
 * ("sextortion", "boyfriends" stay). Null otherwise.
 */
function cutAroundUnknown(run: string, glued = false): string | null {
  const n = run.length;
  const cost = new Float64Array(n + 1).fill(Infinity);
  const from = new Int32Array(n + 1);
  const known = new Uint8Array(n + 1);
  cost[0] = 0;
  for (let i = 0; i < n; i++) {
    if (cost[i] === Infinity) continue;
    if (cost[i] + 2 < cost[i + 1]) {
      cost[i + 1] = cost[i] + 2;
      from[i + 1] = i;
      known[i + 1] = 0;
    }
    for (let j = i + 1; j <= n && j - i <= LONGEST_READING_WORD; j++)
      if (cost[i] + 1 < cost[j] && (j - i > 1 || ONE_LETTER_WORDS.has(run[i])) && READING_WORDS.has(run.slice(i, j))) {
        cost[j] = cost[i] + 1;
        from[j] = i;
        known[j] = 1;
      }
  }
  const pieces: string[] = [];
  let unknown = 0;
  let harm = false;
  let harmLong = false;
  let pending = '';
  for (let j = n; j > 0; j = from[j]) {
    const piece = run.slice(from[j], j);
    if (known[j] === 0) {
      unknown++;
      pending = piece + pending;
      continue;
    }
    if (pending !== '') pieces.push(pending);
    pending = '';
    pieces.push(piece);
    const harmful = piece.length >= 3 && DISGUISE_LEXICON.has(piece) && !NOT_HARM.has(piece);
    harm ||= harmful;
    harmLong ||= harmful && piece.length >= 4;
  }
  if (pending !== '') pieces.push(pending);
  const kept = harm && (unknown === 0 || (!glued && unknown * 10 <= n && harmLong)) && pieces.length >= (glued ? 3 : 2);
  return kept ? pieces.reverse().join(' ') : null;
}

// Spaced-out letters whose words are separated by wider gaps: "y o u   s u c k".
const WIDE_GAP_SPACED = /(?:^|\s)\S(?: \S)+[ \t\u00a0]{2,}\S(?: \S)+/;
const isGapCode = (c: number) => c === 32 || c === 9 || c === 0xa0;
/** Whether two of [ \t\u00a0] stand in a row: WIDE_GAP_SPACED needs them (ADR 299: most text has none). */
export function hasWideGap(s: string): boolean {
  for (let i = 1; i < s.length; i++) if (isGapCode(s.charCodeAt(i)) && isGapCode(s.charCodeAt(i - 1))) return true;
  return false;
}
const GAP_MARK = '\uE000';
const GAP_MARK_RE = / ?\uE000 ?/g;

/**
 * Single letters with a '|' between each ("s|h|o|o|t"): the pipe separates letters there, where elsewhere it draws an
 * "l" ("k|ll"); read as a dot, so the spaced-letter reading joins them (ADR 326).
 */
const PIPE_SPACED = /(?<![a-z0-9|])(?:[a-z]\|){2,}[a-z](?![a-z0-9|])/g;
const pipeToDot = (m: string): string => m.replace(/\|/g, '.');

// ---------------------------------------------------------------------------------------------
// Words written in leet and look-alikes at once (ADR 332): "vv!||" (will), "<0|<3" (coke), "rny$e1f" (myself),
// "8a<|<" (back). Round 5's table reads digits in fixed places and ADR 255's lexicon reading knows neither "rn" for m
// nor an "l" written for "i"; here every character of a token is read every way at once, by a walk over the prefixes
// of READING_WORDS (only prefixes of real words go on, so the walk is short), and the token is kept in the first
// spelling that is a reading word. A token of digits or symbols only ("5748", "80085") is read only inside a line
// written in leet. Runs on the text view before deobfuscate (whose contract stays): a token it cannot read goes on as
// typed, to the readers after it.

/** What each character of a mixed token may stand for, likeliest first: leet digits and symbols, and l / i for each
 *  other (a look-alike pair on a keyboard). */
const MIXED_CHOICES: Readonly<Record<string, readonly string[]>> = {
  ...LEET_CHOICES,
  '2': ['z'],
  '<': ['c'],
  l: ['l', 'i'],
  i: ['i', 'l'],
};
/** Letters drawn with two characters: the symbol pairs are read as one letter first, the letter pairs after. */
const MIXED_SYMBOL_PAIRS: Readonly<Record<string, string>> = { '|<': 'k', '()': 'o', '><': 'x' };
const MIXED_LETTER_PAIRS: Readonly<Record<string, string>> = { vv: 'w', rn: 'm', ph: 'f' };

/** Every prefix of a word of READING_WORDS, the empty one too. */
const READING_PREFIXES: ReadonlySet<string> = (() => {
  const p = new Set<string>(['']);
  for (const w of READING_WORDS) for (let k = 1; k <= w.length; k++) p.add(w.slice(0, k));
  return p;
})();
/** A bound on one token's walk (a token of 3-20 characters takes a few dozen steps). */
const MIXED_MAX_STEPS = 2000;

/** The first spelling of `tok` that is a word of READING_WORDS, reading every character every way; null when none. */
function spellMixed(tok: string): string | null {
  let steps = 0;
  const walk = (at: number, prefix: string): string | null => {
    if (++steps > MIXED_MAX_STEPS) return null;
    if (at === tok.length) return READING_WORDS.has(prefix) ? prefix : null;
    const two = tok.slice(at, at + 2);
    const symbolPair = MIXED_SYMBOL_PAIRS[two];
    if (symbolPair !== undefined && READING_PREFIXES.has(prefix + symbolPair)) {
      const r = walk(at + 2, prefix + symbolPair);
      if (r !== null) return r;
    }
    const c = tok[at];
    const choices = MIXED_CHOICES[c] ?? (isLowerCode(c.charCodeAt(0)) ? c : null);
    if (choices === null) return null;
    for (const ch of choices)
      if (READING_PREFIXES.has(prefix + ch)) {
        const r = walk(at + 1, prefix + ch);
        if (r !== null) return r;
      }
    const letterPair = MIXED_LETTER_PAIRS[two];
    if (letterPair !== undefined && READING_PREFIXES.has(prefix + letterPair)) return walk(at + 2, prefix + letterPair);
    return null;
  };
  return walk(0, '');
}

/** A character of a mixed token: [a-z0-9@$!|(<>+#€)]. */
const isMixedCode = (c: number) => isLexTokenCode(c) || c === 41;
/** A digit or one of [@$!|(<>+#€]: what makes a token worth the walk. */
const isMixedLeetCode = (c: number) => isMixedCode(c) && !isLowerCode(c) && c !== 41;

/** Whether s has a digit or leet symbol beside a letter, digit or symbol (one loop; most chat has none). */
function mayHoldMixedLeet(s: string): boolean {
  for (let i = 0; i + 1 < s.length; i++)
    if (isMixedLeetCode(s.charCodeAt(i)) ? isMixedCode(s.charCodeAt(i + 1)) : isMixedLeetCode(s.charCodeAt(i + 1)))
      if (isMixedCode(s.charCodeAt(i))) return true;
  return false;
}

/**
 * Whether readMixedLeet can change s (ADR 340): some token (a run of mixed codes) holds a letter and a digit or leet
 * symbol. Exact: a line is dense only with two such tokens, and outside a dense line a token reads only with a letter
 * in it; so a line of plain words beside numbers ("see you at 8", "2 kids") is not walked twice. With a "|" the drawn
 * letters ("|_|", "|<") are read first and can make a letter, so the wider gate answers.
 */
export function mayReadMixedLeet(s: string): boolean {
  if (s.includes('|')) return mayHoldMixedLeet(s);
  let letter = false;
  let leet = false;
  for (let i = 0; i < s.length; i++) {
    const c = s.charCodeAt(i);
    if (isLowerCode(c)) letter = true;
    else if (isMixedLeetCode(c)) leet = true;
    else if (c !== 41) {
      letter = leet = false;
      continue;
    }
    if (letter && leet) return true;
  }
  return false;
}

/** Edge characters that are punctuation when the token does not read with them: "kill!", "(you", "you)". */
const MIXED_EDGE = /^(\(*)(.*?)([!)?(]*)$/;

/**
 * Whether `core` is a number, price, time, code or shorthand that keeps its digits, or already a word. Digits before
 * letters ("53nd", "90s") are a number only outside a line written in leet.
 */
const keepsAsTyped = (core: string, letter: boolean, dense: boolean) =>
  READING_WORDS.has(core) ||
  LEET_SHORTHAND.has(core) ||
  (letter && (UNIT_NUMBER.test(core) || COUNT_TOKEN.test(core) || (!dense && NUMBER_SHAPED.test(core))));

/** Words of two letters a two-character token of a leet line may be ("@7", "70", "83"); never "is" or "it", which
 *  "15" and "17" would spell (an age stays a number). */
const SHORT_MIXED_WORDS: ReadonlySet<string> = new Set(
  'to be at so of on in me my we he up go no do an or if us am'.split(' '),
);

/** "#" before a letter opens a hashtag ("#mme1636") far more often than it draws an "h": read only in a leet line. */
const isHashtag = (tok: string) => tok.charCodeAt(0) === 35 && isLowerCode(tok.charCodeAt(1));

/** Single letters each followed by the same "+" or "|" ("y+o+u", "w|i|l|l"): spaced letters, the spaced reading's. */
const SPACED_BY_SYMBOL = /^[a-z0-9]([+|])(?:[a-z0-9]\1)+[a-z0-9]$/;

/** A token's reading: the whole token, or its core without edge punctuation; null when neither reads. */
function readMixedToken(tok: string, dense: boolean): string | null {
  if (SPACED_BY_SYMBOL.test(tok) || (!dense && isHashtag(tok))) return null;
  const [, open, core, close] = MIXED_EDGE.exec(tok)!;
  for (const [pre, body, post] of [
    ['', tok, ''],
    [open, core, close],
  ]) {
    if (body.length < 2 || (body.length === 2 && !dense)) continue;
    let letter = false;
    let leet = false;
    for (let k = 0; k < body.length; k++) {
      const c = body.charCodeAt(k);
      if (isLowerCode(c)) letter = true;
      else if (isMixedLeetCode(c)) leet = true;
    }
    // digits or symbols only: a word only in a line written in leet
    if (!leet || keepsAsTyped(body, letter, dense) || (!letter && (!dense || body.length > 7))) continue;
    const word = spellMixed(body);
    if (word === null) continue;
    if (body.length === 2 ? SHORT_MIXED_WORDS.has(word) : letter || word.length >= 3) return pre + word + post;
  }
  return null;
}

/** Whether s[i, j) holds a digit or leet symbol (most tokens are plain words: nothing else is asked of them). */
function hasMixedLeetCode(s: string, i: number, j: number): boolean {
  for (let k = i; k < j; k++) if (isMixedLeetCode(s.charCodeAt(k))) return true;
  return false;
}

/** Whether the token s[i, j) mixes a letter with a digit or symbol and is no number, code or shorthand. */
function isMixedLeetToken(s: string, i: number, j: number): boolean {
  const tok = MIXED_EDGE.exec(s.slice(i, j))![2];
  if (tok.length < 3 || isHashtag(tok) || !letterAnd(tok, 0, tok.length, isMixedLeetCode)) return false;
  return !keepsAsTyped(tok, true, false) && !SPACED_BY_SYMBOL.test(tok);
}

/** A lone "!", "|" or "l" for the pronoun at the start of a clause, before a word ("! am going", "| will"). */
const LONE_PRONOUN = /(?<=^|[.,;!?] )[!|l](?= [a-z'])/g;

/**
 * s with each token written in leet and look-alikes at once read as a reading word (see spellMixed); the same string
 * when none reads.
 */
export function readMixedLeet(typed: string, signals?: string[]): string {
  // letters drawn with several characters first, as deobfuscate reads them, so a token is whole ("d@|_|9h73r")
  const s = typed.includes('|') ? typed.replace(DRAWN_LETTER, (m) => (m === '|<' ? 'k' : 'u')) : typed;
  let mixed = 0;
  for (let i = 0; i < s.length && mixed < 2;) {
    if (!isMixedCode(s.charCodeAt(i))) {
      i++;
      continue;
    }
    let j = i + 1;
    while (j < s.length && isMixedCode(s.charCodeAt(j))) j++;
    if (hasMixedLeetCode(s, i, j) && isMixedLeetToken(s, i, j)) mixed++;
    i = j;
  }
  const dense = mixed >= 2;
  let out = replaceTokens(s, isMixedCode, (t, i, j) =>
    hasMixedLeetCode(t, i, j) ? readMixedToken(t.slice(i, j), dense) : null,
  );
  if (out === s) return typed;
  if (out.includes(' ')) out = out.replace(LONE_PRONOUN, 'i');
  signals?.push('leet');
  return out;
}

export function normalizeText(raw: string): NormalizedText {
  const original = sanitizeText(raw);
  const signals: string[] = [];
  const text = basicNormalize(original, signals);
  let deob: string;
  if (hasWideGap(original) && WIDE_GAP_SPACED.test(original)) {
    // Keep the wide gaps as word breaks while the letters are joined (collapsing whitespace first
    // would glue every word into one).
    const marked = basicNormalize(original.replace(/[ \t\u00a0]{2,}/g, ` ${GAP_MARK} `))
      .split(GAP_MARK)
      .map((seg) => (/^\s*(?:\S\s)+\S\s*$/.test(seg) ? ` ${seg.replace(/\s+/g, '')} ` : seg))
      .join(GAP_MARK);
    deob = deobfuscate(marked, signals).replace(GAP_MARK_RE, ' ').replace(/\s+/g, ' ').trim();
  } else {
    const read = mayReadMixedLeet(text) ? readMixedLeet(text, signals) : text;
    deob = deobfuscate(read.includes('|') ? read.replace(PIPE_SPACED, pipeToDot) : read, signals);
  }
  deob = readAsWords(deob, signals);
  return { original, text, deobfuscated: deob, signals };
}

// ---------------------------------------------------------------------------------------------
// The re-joined view (ADR 194's, owned here since ADR 197): letters (or a dot between them) spaced one by one and not
// glued to the word before re-joined inside their word ("let's f u c k" -> "let's fuck", where `deobfuscated` reads
// "let'sfuck"), then nine or more digits split by spaces, dashes, dots or symbols joined ("+1 555 0134 221" ->
// "+15550134221"). Round 14's lures read it beside the other views (rules/round14-lures.ts).
const SPACED_IN_WORD = /(?<![a-z0-9'.])((?:[a-z.] ){1,}[a-z])(?![a-z0-9])/g;
const SPLIT_DIGITS = /\d(?:[^a-z0-9\n]{0,4}\d){8,}/g;
const withoutSpaces = (m: string): string => m.replace(/ /g, '');
const digitsOnly = (m: string): string => m.replace(/\D/g, '');

/** A view with spaced letters re-joined inside their word and split digits joined (the same text when neither). */
export function rejoinSpacedLetters(view: string): string {
  // Each replace runs only where a loop over the codes finds it can match (ADR 299); neither changes the digits.
  const joined = spacedInWordMayMatch(view) ? view.replace(SPACED_IN_WORD, withoutSpaces) : view;
  return atLeastNineDigits(view) ? joined.replace(SPLIT_DIGITS, digitsOnly) : joined;
}

const isLowerOrDot = (c: number) => (c >= 97 && c <= 122) || c === 46;
const isLowerOrDigit = (c: number) => (c >= 97 && c <= 122) || (c >= 48 && c <= 57);

/**
 * Whether SPACED_IN_WORD matches somewhere in s, read by codes: at a start p not after [a-z0-9'.], groups "[a-z.] "
 * repeated m >= 1 times, then a letter not followed by [a-z0-9] — the regex's own backtracking over m, written out.
 */
export function spacedInWordMayMatch(s: string): boolean {
  const n = s.length;
  for (let p = 0; p + 2 < n; p++) {
    if (s.charCodeAt(p + 1) !== 32 || !isLowerOrDot(s.charCodeAt(p))) continue;
    if (p > 0) {
      const b = s.charCodeAt(p - 1);
      if (isLowerOrDigit(b) || b === 39 || b === 46) continue;
    }
    for (let k = p + 2; k < n; k += 2) {
      const c = s.charCodeAt(k);
      if (c >= 97 && c <= 122 && (k + 1 === n || !isLowerOrDigit(s.charCodeAt(k + 1)))) return true;
      if (!isLowerOrDot(c) || s.charCodeAt(k + 1) !== 32) break;
    }
  }
  return false;
}

/** Whether s holds nine digits: SPLIT_DIGITS reads at least nine. */
export function atLeastNineDigits(s: string): boolean {
  let digits = 0;
  for (let i = 0; i < s.length; i++) {
    const c = s.charCodeAt(i);
    if (c >= 48 && c <= 57 && ++digits === 9) return true;
  }
  return false;
}

/**
 * The views followed by each one re-joined (rejoinSpacedLetters) where that changes it and is not already listed, in
 * order; the same list when none is new.
 */
export function withRejoinedViews(views: string[]): string[] {
  let all: string[] | null = null;
  for (const v of views) {
    const j = rejoinSpacedLetters(v);
    if (j === v || views.includes(j) || all?.includes(j)) continue;
    (all ??= [...views]).push(j);
  }
  return all ?? views;
}

// ---------------------------------------------------------------------------------------------
// Spelled-out digits ("five five five one two three four") -> digits, for phone detection.
const NUMBER_WORDS: Record<string, string> = {
  zero: '0',
  oh: '0',
  one: '1',
  two: '2',
  three: '3',
  four: '4',
  five: '5',
  six: '6',
  seven: '7',
  eight: '8',
  nine: '9',
  won: '1',
  too: '2',
  to: '2',
  for: '4',
  fore: '4',
  ate: '8',
  nought: '0',
};
const STRONG_NUMBER_WORDS = new Set([
  'zero',
  'one',
  'two',
  'three',
  'four',
  'five',
  'six',
  'seven',
  'eight',
  'nine',
  'nought',
]);

/**
 * Replace number words with digits, but only inside runs that contain at least three strong
 * number words (so "going to" or "for you" are left alone).
 */
const STRONG_WORD = /\b(?:zero|one|two|three|four|five|six|seven|eight|nine|nought)\b/;
const STRONG_G = /\b(?:zero|one|two|three|four|five|six|seven|eight|nine|nought|\d+)\b/g;

export function spelledDigitsToNumbers(text: string): string {
  // Most messages have no number word, or fewer than three strong tokens: nothing to replace.
  if (!STRONG_WORD.test(text)) return text;
  STRONG_G.lastIndex = 0;
  let strong = 0;
  while (strong < 3 && STRONG_G.exec(text)) strong++;
  if (strong < 3) return text;
  const tokens = text.split(/(\s+|[-,.()/])/);
  const out: string[] = [];
  let run: Array<{ i: number; strong: boolean }> = [];
  const flush = () => {
    const strong = run.filter((r) => r.strong).length;
    if (strong >= 3) for (const r of run) out[r.i] = NUMBER_WORDS[tokens[r.i]] ?? tokens[r.i];
    run = [];
  };
  for (let i = 0; i < tokens.length; i++) {
    const t = tokens[i];
    out[i] = t;
    if (t === undefined || t === '' || /^(\s+|[-,.()/])$/.test(t)) continue;
    if (NUMBER_WORDS[t] !== undefined) run.push({ i, strong: STRONG_NUMBER_WORDS.has(t) });
    else if (/^\d+$/.test(t)) run.push({ i, strong: true });
    else flush();
  }
  flush();
  return out.join('');
}
