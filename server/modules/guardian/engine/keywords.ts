/**
 * Keyword layer, built on obscenity's RegExpMatcher: its English dataset and recommended
 * transformers (confusables, leetspeak, duplicate collapsing, whitelists against the Scunthorpe
 * problem) plus our own banned and NSFW lists, compiled into the same matcher. The matcher runs on
 * the normalised, deobfuscated view of the message (zero-width chars removed, spaced-out letters
 * joined, look-alikes folded), so "f u c k", "fuuuck", "sh1t" and "k1ll y0urself" are caught, while
 * "assassin", "cocktail", "Dick Van Dyke", "cum laude" and "Scunthorpe" pass.
 */
import {
  RegExpMatcher,
  englishDataset,
  englishRecommendedTransformers,
  parseRawPattern,
  type BlacklistedTerm,
  type MatchPayload,
} from 'obscenity';
import { basicNormalize, deobfuscate, type NormalizedText } from './normalize';
import type { KeywordHit, KeywordLayerResult, KeywordList } from './types';

/** Default banned terms (violence, abuse, self-harm incitement, child abuse, hard drugs and drug sales). A hit blocks. */
export const DEFAULT_BANNED_KEYWORDS: readonly string[] = [
  // violence / threats / self-harm incitement
  'kill yourself', 'kys', 'go kill yourself', 'hope you die', 'go die', 'drink bleach', 'neck yourself',
  'i will kill you', "i'll kill you", 'gonna kill you', 'going to kill you', 'i will murder you',
  'slit your throat', 'shoot you', 'stab you', 'i will hurt you', 'beat you to death', 'burn your house',
  'rape you', 'i will rape', 'acid in your face',
  // child abuse
  'child porn', 'cp links', 'jailbait', 'underage sex', 'pedo content', 'loli porn', 'preteen',
  // hard drugs and drug sales
  'fentanyl', 'heroin', 'crystal meth', 'meth', 'crack cocaine', 'cocaine', 'ketamine', 'oxycontin',
  'xanax bars', 'molly for sale', 'coke for sale', 'weed for sale', 'pills for sale', 'selling pills',
  'selling coke', 'selling molly', 'selling weed', 'plug for coke',
];

/** Default NSFW context terms (sexual content). A hit is allowed between opted-in consenting adults, reviewed or blocked otherwise. */
export const DEFAULT_NSFW_KEYWORDS: readonly string[] = [
  'nudes', 'send nudes', 'nude pics', 'nude pic', 'naked pics', 'dick pic', 'dickpic', 'sext', 'sexting',
  'horny', 'blowjob', 'bj', 'handjob', 'cumming', 'creampie', 'anal', 'pussy', 'cock', 'boobs', 'tits',
  'fuck me', 'suck my', 'sit on my face', 'deepthroat', 'orgasm', 'masturbate', 'jerk off',
  'wet for you', 'hard for you', 'doggy style', 'threesome', 'bdsm', 'fetish', 'nsfw', 'titties',
  'ride you', 'eat you out', 'bend you over',
];

// obscenity English preset words, grouped by how Guardian treats them.
const PRESET_SLURS = new Set([
  'abo', 'abeed', 'africoon', 'arabush', 'boonga', 'chingchong', 'chink', 'kike', 'negro', 'nigger',
  'fag', 'dyke', 'tranny', 'retard', 'spastic',
]);
const PRESET_SEXUAL = new Set([
  'anal', 'bestiality', 'blowjob', 'buttplug', 'cock', 'deepthroat', 'dildo', 'doggystyle',
  'double penetration', 'ejaculate', 'felch', 'fellatio', 'finger bang', 'fisting', 'gangbang', 'handjob',
  'hentai', 'incest', 'jerk off', 'jizz', 'lubejob', 'masturbate', 'orgasm', 'orgy', 'pussy', 'semen',
  'wank', 'scat',
]);
// A preset sexual word embedded in a longer word ("julianaland", "dhanush") only counts as profanity.
// Everything else in the preset (fuck, shit, ass, bitch, sex, dick, tit, porn, rape, cum, ...) is 'profanity':
// casual swearing between adults is allowed; the context layer decides about directed insults.

/** Extra whitelisted phrases (on top of obscenity's) that contain a listed word but are innocent. */
const EXTRA_WHITELIST = [
  'dick van dyke', 'moby dick', 'cum laude', 'magna cum laude', 'summa cum laude', 'scunthorpe',
  'cocktail', 'cockatoo', 'cockpit', 'peacock', 'hancock', 'shuttlecock', 'woodcock', 'babcock',
  'analysis', 'analyst', 'analog', 'canal', 'banal', 'therapist', 'grape', 'drape', 'scrape',
  'assassin', 'bass', 'class', 'grass', 'pass', 'mass', 'sussex', 'essex', 'middlesex', 'titan',
  'title', 'tithe', 'constitution', 'petite', 'shiitake', 'shitake', 'bj\'s', 'document', 'cumulative',
  'cucumber', 'circumstance', 'dickens', 'dickinson', 'hotdog', 'sextant', 'sextet', 'button',
];

/** Character mapping identical to obscenity's leetspeak transformer (applied to patterns, not input). */
const OBSCENITY_LEET: Record<string, string> = {
  '@': 'a', '4': 'a', '(': 'c', '3': 'e', '6': 'g', '1': 'i', '|': 'i', '!': 'i', '/': 'l', '0': 'o',
  $: 's', '5': 's', '7': 't', '2': 'z',
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
  return basicNormalize(String(term ?? '')).replace(/[^a-z0-9' ]+/g, ' ').replace(/\s+/g, ' ').trim();
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
}

const LETTER = /[a-z]/;
const DIRECTED_BEFORE = /\b(?:you|u|ur|you'?re|youre|ya|yo)\b[^.!?]{0,20}$/;

export interface KeywordMatcherOptions {
  bannedKeywords?: readonly string[];
  nsfwKeywords?: readonly string[];
}

export class KeywordMatcher {
  private readonly matcher: RegExpMatcher;
  private readonly custom = new Map<number, TermInfo>();
  readonly bannedCount: number;
  readonly nsfwCount: number;
  readonly presetCount: number;

  constructor(options: KeywordMatcherOptions = {}) {
    const built = englishDataset.build();
    const terms: BlacklistedTerm[] = [...built.blacklistedTerms];
    let nextId = 1_000_000;
    const seen = new Set<string>();
    const add = (raw: string, list: KeywordList) => {
      const term = canonicalTerm(raw);
      if (!term || seen.has(`${list}:${term}`)) return false;
      const pattern = termToPattern(term);
      if (!pattern) return false;
      seen.add(`${list}:${term}`);
      const id = nextId++;
      terms.push({ id, pattern: parseRawPattern(pattern) });
      this.custom.set(id, { term, list });
      return true;
    };
    let banned = 0;
    let nsfw = 0;
    for (const t of options.bannedKeywords ?? DEFAULT_BANNED_KEYWORDS) if (add(t, 'banned')) banned++;
    for (const t of options.nsfwKeywords ?? DEFAULT_NSFW_KEYWORDS) if (add(t, 'nsfw')) nsfw++;
    this.bannedCount = banned;
    this.nsfwCount = nsfw;
    this.presetCount = built.blacklistedTerms.length;
    this.matcher = new RegExpMatcher({
      blacklistedTerms: terms,
      whitelistedTerms: [...(built.whitelistedTerms ?? []), ...EXTRA_WHITELIST],
      ...englishRecommendedTransformers,
    });
  }

  private describe(match: MatchPayload): TermInfo | null {
    const custom = this.custom.get(match.termId);
    if (custom) return custom;
    try {
      const word = englishDataset.getPayloadWithPhraseMetadata(match).phraseMetadata?.originalWord;
      if (!word) return null;
      const list: KeywordList = PRESET_SLURS.has(word) ? 'slur' : PRESET_SEXUAL.has(word) ? 'nsfw' : 'profanity';
      return { term: word, list };
    } catch {
      return null;
    }
  }

  /** Match a normalised message. */
  match(norm: NormalizedText): KeywordLayerResult {
    const hits: KeywordHit[] = [];
    const seen = new Set<string>();
    const views = norm.deobfuscated === norm.text ? [norm.text] : [norm.deobfuscated, norm.text];
    for (const view of views) {
      for (const m of this.matcher.getAllMatches(view)) {
        const described = this.describe(m);
        if (!described) continue;
        const info = { ...described };
        const isPreset = !this.custom.has(m.termId);
        if (isPreset && info.list === 'nsfw' && (LETTER.test(view[m.startIndex - 1] ?? '') || LETTER.test(view[m.endIndex + 1] ?? ''))) info.list = 'profanity';
        const key = `${info.list}:${info.term}`;
        if (seen.has(key)) continue;
        seen.add(key);
        const hit: KeywordHit = { term: info.term, list: info.list };
        if (info.list === 'slur') hit.directed = DIRECTED_BEFORE.test(view.slice(Math.max(0, m.startIndex - 30), m.startIndex));
        hits.push(hit);
      }
    }
    const pick = (l: KeywordList) => hits.filter((h) => h.list === l).map((h) => h.term);
    return { hits, banned: pick('banned'), nsfw: pick('nsfw'), profanity: pick('profanity'), slurs: pick('slur') };
  }
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
