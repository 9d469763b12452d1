/**
 * Keyword layer: obscenity's English dataset with its transformer semantics (leetspeak, duplicate
 * collapsing, whitelists against the Scunthorpe problem) plus our own banned and NSFW lists, all
 * compiled into one Aho–Corasick automaton (obscenity's RegExpMatcher runs one regular expression
 * per term over the text; see docs/PERFORMANCE.md). The matcher runs on
 * the normalised, deobfuscated view of the message (zero-width chars removed, spaced-out letters
 * joined, look-alikes folded), so "f u c k", "fuuuck", "sh1t" and "k1ll y0urself" are caught, while
 * "assassin", "cocktail", "Dick Van Dyke", "cum laude" and "Scunthorpe" pass.
 */
import {
  RegExpMatcher,
  SyntaxKind,
  englishDataset,
  englishRecommendedTransformers,
  parseRawPattern,
  type ParsedPattern,
} from 'obscenity';
import { Automaton, CodeBuffer, type AutomatonPattern } from './automaton';
import { basicNormalize, deobfuscate, type NormalizedText } from './normalize';
import type { KeywordHit, KeywordLayerResult, KeywordList } from './types';

/**
 * Default banned terms (violence, abuse, self-harm incitement, child abuse, hard drugs and drug sales). A hit
 * blocks.
 */
export const DEFAULT_BANNED_KEYWORDS: readonly string[] = [
  // violence / threats / self-harm incitement
  'kill yourself',
  'kys',
  'go kill yourself',
  'hope you die',
  'go die',
  'drink bleach',
  'neck yourself',
  'i will kill you',
  "i'll kill you",
  'gonna kill you',
  'going to kill you',
  'i will murder you',
  'slit your throat',
  'shoot you',
  'stab you',
  'i will hurt you',
  'beat you to death',
  'burn your house',
  'rape you',
  'i will rape',
  'acid in your face',
  // child abuse
  'child porn',
  'cp links',
  'jailbait',
  'underage sex',
  'pedo content',
  'loli porn',
  'preteen',
  // hard drugs and drug sales
  'fentanyl',
  'heroin',
  'crystal meth',
  'meth',
  'crack cocaine',
  'cocaine',
  'ketamine',
  'oxycontin',
  'xanax bars',
  'molly for sale',
  'coke for sale',
  'weed for sale',
  'pills for sale',
  'selling pills',
  'selling coke',
  'selling molly',
  'selling weed',
  'plug for coke',
];

/**
 * Default NSFW context terms (sexual content). A hit is allowed between opted-in consenting adults, reviewed or
 * blocked otherwise.
 */
export const DEFAULT_NSFW_KEYWORDS: readonly string[] = [
  'nudes',
  'send nudes',
  'nude pics',
  'nude pic',
  'naked pics',
  'dick pic',
  'dickpic',
  'sext',
  'sexting',
  'horny',
  'blowjob',
  'bj',
  'handjob',
  'cumming',
  'creampie',
  'anal',
  'pussy',
  'cock',
  'boobs',
  'tits',
  'fuck me',
  'suck my',
  'sit on my face',
  'deepthroat',
  'orgasm',
  'masturbate',
  'jerk off',
  'wet for you',
  'hard for you',
  'doggy style',
  'threesome',
  'bdsm',
  'fetish',
  'nsfw',
  'titties',
  'ride you',
  'eat you out',
  'bend you over',
];

// obscenity English preset words, grouped by how Guardian treats them.
const PRESET_SLURS = new Set([
  'abo',
  'abeed',
  'africoon',
  'arabush',
  'boonga',
  'chingchong',
  'chink',
  'kike',
  'negro',
  'nigger',
  'fag',
  'dyke',
  'tranny',
  'retard',
  'spastic',
]);
const PRESET_SEXUAL = new Set([
  'anal',
  'bestiality',
  'blowjob',
  'buttplug',
  'cock',
  'deepthroat',
  'dildo',
  'doggystyle',
  'double penetration',
  'ejaculate',
  'felch',
  'fellatio',
  'finger bang',
  'fisting',
  'gangbang',
  'handjob',
  'hentai',
  'incest',
  'jerk off',
  'jizz',
  'lubejob',
  'masturbate',
  'orgasm',
  'orgy',
  'pussy',
  'semen',
  'wank',
  'scat',
]);
// A preset sexual word embedded in a longer word ("julianaland", "dhanush") only counts as profanity.
// Everything else in the preset (fuck, shit, ass, bitch, sex, dick, tit, porn, rape, cum, ...) is 'profanity':
// casual swearing between adults is allowed; the context layer decides about directed insults.

/** Extra whitelisted phrases (on top of obscenity's) that contain a listed word but are innocent. */
export const EXTRA_WHITELIST: readonly string[] = [
  // Tagalog words whose letters hold obscenity's "ngga" (ADR 195): mango, until, accepted
  'mangga',
  'hanggang',
  'tanggap',
  'dick van dyke',
  'moby dick',
  'cum laude',
  'magna cum laude',
  'summa cum laude',
  'scunthorpe',
  'cocktail',
  'cockatoo',
  'cockpit',
  'peacock',
  'hancock',
  'shuttlecock',
  'woodcock',
  'babcock',
  'analysis',
  'analyst',
  'analog',
  'canal',
  'banal',
  'therapist',
  'grape',
  'drape',
  'scrape',
  'assassin',
  'bass',
  'class',
  'grass',
  'pass',
  'mass',
  'sussex',
  'essex',
  'middlesex',
  'titan',
  'title',
  'tithe',
  'constitution',
  'petite',
  'shiitake',
  'shitake',
  "bj's",
  // Brazilian jiu-jitsu, a martial art (round 12): "bjj" collapses to "bj" otherwise
  'bjj',
  'document',
  'cumulative',
  'cucumber',
  'circumstance',
  'dickens',
  'dickinson',
  'hotdog',
  'sextant',
  'sextet',
  'button',
  // "i'll shoot you a message when i land" (ADR 148): only this span is cleared; a second "shoot you" still hits
  'shoot you a message',
  'shoot you a text',
  'shoot you an email',
  'shoot you a dm',
  'shoot you a line',
  'shoot you a quick message',
  'shoot you a quick text',
];

/** Character mapping identical to obscenity's leetspeak transformer (applied to patterns, not input). */
const OBSCENITY_LEET: Record<string, string> = {
  '@': 'a',
  '4': 'a',
  '(': 'c',
  '3': 'e',
  '6': 'g',
  '1': 'i',
  '|': 'i',
  '!': 'i',
  '/': 'l',
  '0': 'o',
  $: 's',
  '5': 's',
  '7': 't',
  '2': 'z',
};
/** Duplicate thresholds identical to obscenity's english recommended transformer. */
const DUP_THRESHOLD: Record<string, number> = { b: 2, e: 2, o: 2, l: 2, s: 2, g: 2 };

function collapseLikeObscenity(s: string): string {
  let out = '';
  let prev = '';
  let run = 0;
  for (const c of s) {
    if (c === prev) run++;
    else {
      prev = c;
      run = 1;
    }
    if (run <= (DUP_THRESHOLD[c] ?? 1)) out += c;
  }
  return out;
}

/** Canonical form of an admin-entered list term (what we report back as the flagged term). */
export function canonicalTerm(term: string): string {
  return basicNormalize(String(term ?? ''))
    .replace(/[^a-z0-9' ]+/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();
}

/** Turn a list term into an obscenity pattern matching what the transformers produce for input. */
function termToPattern(term: string): string | null {
  const deob = deobfuscate(canonicalTerm(term));
  let body = '';
  for (const c of deob) body += OBSCENITY_LEET[c] ?? c;
  body = collapseLikeObscenity(body.replace(/[^a-z' ]/g, '')).trim();
  if (body.replace(/[^a-z]/g, '').length < 2) return null;
  const words = body.split(' ');
  // Optional apostrophes ("i'll" / "ill") and optional word gaps ("kill yourself" / "killyourself").
  let pattern = words.map((w) => w.replace(/'/g, "[']")).join('[ ]');
  if (words.length === 1 && !body.endsWith('s')) pattern += '[s]';
  return `|${pattern}|`;
}

interface TermInfo {
  term: string;
  list: KeywordList;
  /** Preset (obscenity dataset) term rather than one of our lists. */
  preset: boolean;
}

const DIRECTED_BEFORE = /\b(?:you|u|ur|you'?re|youre|ya|yo)\b[^.!?]{0,20}$/;

/** Same per-character mapping as obscenity's leetspeak transformer, as a lookup table. */
const LEET_TABLE = new Uint16Array(128);
for (let c = 0; c < 128; c++) LEET_TABLE[c] = c >= 65 && c <= 90 ? c + 32 : c;
for (const [k, v] of Object.entries(OBSCENITY_LEET)) LEET_TABLE[k.charCodeAt(0)] = v.charCodeAt(0);
/** Duplicate thresholds as a lookup table (default 1, like obscenity's english transformer). */
const DUP_TABLE = new Uint8Array(128).fill(1);
for (const [k, v] of Object.entries(DUP_THRESHOLD)) DUP_TABLE[k.charCodeAt(0)] = v;

const isWordCode = (c: number) => (c >= 97 && c <= 122) || (c >= 48 && c <= 57) || (c >= 65 && c <= 90) || c === 95;
const isLetterCode = (c: number) => c >= 97 && c <= 122;

/** Expand an obscenity pattern (literals + optional parts) into every literal it can match. */
function expandPattern(pattern: ParsedPattern, alphabet: readonly string[]): string[] {
  // A wildcard matches any one character: every character the automaton tells apart, and code 0
  // (its symbol for every other character).
  const ANY = ['\0', ...alphabet];
  const alts = (n: ParsedPattern['nodes'][number]): string[] =>
    n.kind === SyntaxKind.Literal
      ? [String.fromCharCode(...n.chars)]
      : n.kind === SyntaxKind.Wildcard
        ? ANY
        : n.kind === SyntaxKind.Optional
          ? ['', ...alts(n.childNode)]
          : [''];
  let out = [''];
  for (const node of pattern.nodes) {
    const a = alts(node);
    out = out.flatMap((s) => a.map((x) => s + x));
  }
  return [...new Set(out)].filter(Boolean);
}

/** The keyword view of a string: obscenity's leetspeak map + lower case + duplicate collapsing. */
function transformForMatching(s: string): string {
  let out = '';
  let prev = -1;
  let run = 0;
  for (let i = 0; i < s.length; i++) {
    const raw = s.charCodeAt(i);
    const c = raw < 128 ? LEET_TABLE[raw] : raw;
    if (c === prev) run++;
    else {
      prev = c;
      run = 1;
    }
    if (run <= (c < 128 ? DUP_TABLE[c] : 1)) out += String.fromCharCode(c);
  }
  return out;
}

export interface KeywordMatcherOptions {
  bannedKeywords?: readonly string[];
  nsfwKeywords?: readonly string[];
}

/**
 * Every list (obscenity's English preset, its whitelist and ours, our banned and NSFW lists) is
 * expanded to literals and compiled into ONE Aho–Corasick automaton, scanned once per view with
 * obscenity's transformer semantics (leet map, duplicate collapsing, \b word boundaries, whitelist
 * intervals suppress the matches they contain). keywords.test.ts checks it agrees with obscenity.
 */
export class KeywordMatcher {
  private readonly automaton: Automaton;
  /** Per automaton pattern index: term index (>= 0) or -1 for a whitelist pattern. */
  private readonly patTerm: Int32Array;
  private readonly patBoundStart: Uint8Array;
  private readonly patBoundEnd: Uint8Array;
  private readonly terms: TermInfo[] = [];
  private readonly rawWhitelist: string[] = [];
  private readonly rawAutomaton: Automaton;
  private readonly viewCodes = new CodeBuffer();
  private rawIv = new Int32Array(16);
  readonly bannedCount: number;
  readonly nsfwCount: number;
  readonly presetCount: number;
  // Reusable buffers (no allocation per message for ordinary chat).
  private t = new Uint16Array(1024);
  private tIdx = new Int32Array(1024);
  private wlStart = new Int32Array(64);
  private wlEnd = new Int32Array(64);
  private cand = new Int32Array(192); // triples: pattern, start, end

  constructor(options: KeywordMatcherOptions = {}) {
    const built = englishDataset.build();
    const pats: AutomatonPattern[] = [];
    const patTerm: number[] = [];
    const bStart: number[] = [];
    const bEnd: number[] = [];
    const pending: Array<[ParsedPattern, number]> = [];
    const addPattern = (pattern: ParsedPattern, termIndex: number) => pending.push([pattern, termIndex]);
    const expandAll = (alphabet: string[]) => {
      for (const [pattern, termIndex] of pending)
        for (const lit of expandPattern(pattern, alphabet)) {
          pats.push({ text: lit, id: pats.length });
          patTerm.push(termIndex);
          bStart.push(pattern.requireWordBoundaryAtStart ? 1 : 0);
          bEnd.push(pattern.requireWordBoundaryAtEnd ? 1 : 0);
        }
    };
    for (const t of built.blacklistedTerms) {
      let word = '';
      try {
        word =
          englishDataset.getPayloadWithPhraseMetadata({ termId: t.id, startIndex: 0, endIndex: 0, matchLength: 0 })
            .phraseMetadata?.originalWord ?? '';
      } catch {
        word = '';
      }
      if (!word) continue;
      const list: KeywordList = PRESET_SLURS.has(word) ? 'slur' : PRESET_SEXUAL.has(word) ? 'nsfw' : 'profanity';
      this.terms.push({ term: word, list, preset: true });
      addPattern(t.pattern, this.terms.length - 1);
    }
    const seen = new Set<string>();
    const add = (raw: string, list: KeywordList) => {
      const term = canonicalTerm(raw);
      if (!term || seen.has(`${list}:${term}`)) return false;
      const pattern = termToPattern(term);
      if (!pattern) return false;
      seen.add(`${list}:${term}`);
      this.terms.push({ term, list, preset: false });
      addPattern(parseRawPattern(pattern), this.terms.length - 1);
      return true;
    };
    let banned = 0;
    let nsfw = 0;
    for (const t of options.bannedKeywords ?? DEFAULT_BANNED_KEYWORDS) if (add(t, 'banned')) banned++;
    for (const t of options.nsfwKeywords ?? DEFAULT_NSFW_KEYWORDS) if (add(t, 'nsfw')) nsfw++;
    // Alphabet = every character of a literal in any pattern (wildcards expand over it).
    const alphabet = new Set<string>();
    const collect = (n: ParsedPattern['nodes'][number]): void => {
      if (n.kind === SyntaxKind.Literal) for (const c of n.chars) alphabet.add(String.fromCharCode(c));
      else if (n.kind === SyntaxKind.Optional) collect(n.childNode);
    };
    for (const [pattern] of pending) pattern.nodes.forEach(collect);
    const whitelistLits: string[] = [];
    for (const w of new Set([...(built.whitelistedTerms ?? []), ...EXTRA_WHITELIST])) {
      const raw = w.toLowerCase().replace(/ +/g, ' ');
      // obscenity matches its whitelist on the text before leet resolution: a term with leet ("45s") is
      // looked up in the view itself.
      // characters ("45s") or doubled letters the keyword view collapses ("rapper") is looked up in
      // the view itself.
      const lit = transformForMatching(raw);
      if (/[^a-z ']/.test(raw) || lit !== raw) {
        this.rawWhitelist.push(raw);
        continue;
      }
      whitelistLits.push(lit);
      for (const c of lit) alphabet.add(c);
    }
    alphabet.delete('\0');
    expandAll([...alphabet]);
    for (const lit of whitelistLits) {
      pats.push({ text: lit, id: pats.length });
      patTerm.push(-1);
      bStart.push(0);
      bEnd.push(0);
    }
    this.automaton = new Automaton(pats);
    this.rawAutomaton = new Automaton(
      this.rawWhitelist.filter((w) => /^[\x00-\x7f]+$/.test(w)).map((text, id) => ({ text, id })),
    );
    this.patTerm = Int32Array.from(patTerm);
    this.patBoundStart = Uint8Array.from(bStart);
    this.patBoundEnd = Uint8Array.from(bEnd);
    this.bannedCount = banned;
    this.nsfwCount = nsfw;
    this.presetCount = built.blacklistedTerms.length;
  }

  /** Transform a view into this.t (keyword view) with this.tIdx mapping back to view indices. */
  private load(view: string): number {
    if (view.length > this.t.length) {
      this.t = new Uint16Array(view.length * 2);
      this.tIdx = new Int32Array(view.length * 2);
    }
    const t = this.t;
    const idx = this.tIdx;
    let n = 0;
    let prev = -1;
    let run = 0;
    for (let i = 0; i < view.length; i++) {
      const raw = view.charCodeAt(i);
      const c = raw < 128 ? LEET_TABLE[raw] : raw;
      if (c === prev) run++;
      else {
        prev = c;
        run = 1;
      }
      if (run <= (c < 128 ? DUP_TABLE[c] : 1)) {
        t[n] = c;
        idx[n] = i;
        n++;
      }
    }
    return n;
  }

  private scanView(view: string, hits: KeywordHit[], seen: Set<string> | null): Set<string> | null {
    const n = this.load(view);
    const a = this.automaton;
    const m = a.scan(this.t, n);
    if (m === 0) return seen;
    const t = this.t;
    let wl = 0;
    let nc = 0;
    for (let k = 0; k < m; k++) {
      const p = a.matchPattern[k];
      const end = a.matchEnd[k];
      const start = end - a.patternLengths[p] + 1;
      if (this.patTerm[p] === -1) {
        // The whitelist applies to the text as written: no leet character inside ("ass!" is not "assi").
        let asWritten = this.tIdx[end] - this.tIdx[start] === end - start;
        for (let j = start; j <= end && asWritten; j++) if (view.charCodeAt(this.tIdx[j]) !== t[j]) asWritten = false;
        if (!asWritten) continue;
        if (wl === this.wlStart.length) {
          this.wlStart = grow(this.wlStart);
          this.wlEnd = grow(this.wlEnd);
        }
        this.wlStart[wl] = start;
        this.wlEnd[wl++] = end;
        continue;
      }
      // obscenity compiles a boundary to \b on the transformed text.
      if (this.patBoundStart[p] && start > 0 && isWordCode(t[start - 1]) === isWordCode(t[start])) continue;
      if (this.patBoundStart[p] && start === 0 && !isWordCode(t[0])) continue;
      if (this.patBoundEnd[p] && end < n - 1 && isWordCode(t[end]) === isWordCode(t[end + 1])) continue;
      if (this.patBoundEnd[p] && end === n - 1 && !isWordCode(t[end])) continue;
      if (nc + 3 > this.cand.length) this.cand = grow(this.cand);
      this.cand[nc++] = p;
      this.cand[nc++] = start;
      this.cand[nc++] = end;
    }
    let rawN = -1;
    for (let k = 0; k < nc; k += 3) {
      const start = this.cand[k + 1];
      const end = this.cand[k + 2];
      let whitelisted = false;
      for (let w = 0; w < wl; w++) if (this.wlStart[w] <= start && end <= this.wlEnd[w]) whitelisted = true;
      if (whitelisted) continue;
      const vStart = this.tIdx[start];
      const vEnd = this.tIdx[end];
      if (rawN === -1) rawN = this.rawIntervals(view);
      let rawListed = false;
      for (let r = 0; r < rawN; r++) if (this.rawIv[2 * r] <= vStart && vEnd <= this.rawIv[2 * r + 1]) rawListed = true;
      if (rawListed) continue;
      const info = this.terms[this.patTerm[this.cand[k]]];
      let list = info.list;
      // A preset sexual word embedded in a longer word ("julianaland") only counts as profanity.
      if (
        info.preset &&
        list === 'nsfw' &&
        (isLetterCode(view.charCodeAt(vStart - 1)) || isLetterCode(view.charCodeAt(vEnd + 1)))
      )
        list = 'profanity';
      const key = `${list}:${info.term}`;
      seen ??= new Set();
      if (seen.has(key)) continue;
      seen.add(key);
      const hit: KeywordHit = { term: info.term, list };
      if (list === 'slur') hit.directed = DIRECTED_BEFORE.test(view.slice(Math.max(0, vStart - 30), vStart));
      hits.push(hit);
    }
    return seen;
  }

  /**
   * Intervals (view indices) of whitelist terms that must be matched as written; computed once per view, only
   * when a candidate needs it.
   */
  private rawIntervals(view: string): number {
    const a = this.rawAutomaton;
    const n = a.scan(this.viewCodes.load(view), view.length);
    if (n * 2 > this.rawIv.length) this.rawIv = new Int32Array(n * 2);
    for (let k = 0; k < n; k++) {
      this.rawIv[2 * k] = a.matchEnd[k] - a.patternLengths[a.matchPattern[k]] + 1;
      this.rawIv[2 * k + 1] = a.matchEnd[k];
    }
    return n;
  }

  /** Match a normalised message. */
  match(norm: NormalizedText): KeywordLayerResult {
    const hits: KeywordHit[] = [];
    const seen = this.scanView(norm.deobfuscated, hits, null);
    if (norm.deobfuscated !== norm.text) this.scanView(norm.text, hits, seen);
    if (hits.length === 0) return { hits, banned: [], nsfw: [], profanity: [], slurs: [] };
    return {
      hits,
      banned: termsOf(hits, 'banned'),
      nsfw: termsOf(hits, 'nsfw'),
      profanity: termsOf(hits, 'profanity'),
      slurs: termsOf(hits, 'slur'),
    };
  }
}

function termsOf(hits: KeywordHit[], l: KeywordList): string[] {
  return hits.filter((h) => h.list === l).map((h) => h.term);
}

function grow(a: Int32Array): Int32Array<ArrayBuffer> {
  const b = new Int32Array(a.length * 2);
  b.set(a);
  return b;
}

/** Plain baseline: obscenity's English preset only, on the raw text (used by eval and bench). */
export function createBaselineMatcher(): { hasMatch(text: string): boolean; terms(text: string): string[] } {
  const matcher = new RegExpMatcher({ ...englishDataset.build(), ...englishRecommendedTransformers });
  return {
    hasMatch: (text) => matcher.hasMatch(text),
    terms: (text) =>
      matcher
        .getAllMatches(text)
        .map((m) => englishDataset.getPayloadWithPhraseMetadata(m).phraseMetadata?.originalWord ?? '')
        .filter(Boolean),
  };
}
