/**
 * Split sends, round 7 (ADR 149): how a part of a message sent in pieces is judged next to its window.
 * Pure functions; the engine (guardian-engine.ts) calls them at two points.
 *
 * 1. A bare fragment — one to three words, no rule finding, no hard-harm cue — is not held by the text model
 *    alone when the window reading of the same words with the sender's earlier parts is harmless (the window's
 *    rules find nothing fresh and the text model reads the joined parts below its thresholds): the model was
 *    trained on whole messages, and on "kill" or "18" its score is a word prior, not a reading. What the fragment
 *    starts is read whole by the window when the next part arrives; a hard finding there blocks that part and
 *    drops the sender's trust.
 */
import type { NormalizedText } from './normalize';
import { hardHarmCue } from './rules/violence';

/** The fields of an engine contribution the policy reads or rewrites. */
export interface PolicyContribution {
  layer: string;
  risk: number;
  hard: boolean;
  label: string;
  riskFactors: string[];
  criminality: string[];
  tags: string[];
  reason: string;
}

/** The reason's words when rule 1 releases a fragment (rule 1b looks for them in the previous part's verdict). */
export const FRAGMENT_RELEASED = "a fragment too short to read alone, read with the sender's next part";
/** A part of at most this many words is a fragment: too short to carry a meaning of its own. */
export const FRAGMENT_MAX_WORDS = 3;
const WORD = /[\p{L}\p{N}]+(?:['’][\p{L}]+)*/gu;

/** Words in a normalised part (letters or digits; "i'll" is one word; emoji and punctuation are not words). */
export function wordCount(text: string): number {
  return text.match(WORD)?.length ?? 0;
}

/** A part of one to three words (in both normalised views). */
export function isBareFragment(norm: NormalizedText): boolean {
  const n = Math.max(wordCount(norm.text), wordCount(norm.deobfuscated));
  return n >= 1 && n <= FRAGMENT_MAX_WORDS;
}

/**
 * Rule 1. Whether the text model alone holds a bare fragment: it does not when the part is a fragment, no keyword
 * of any list and no sexual content was found, no other layer found anything of note (risk ≥ 25), nothing is
 * hard, the part holds no hard-harm cue, and the window found nothing (`windowFound` false: the earlier parts
 * read with this one hold nothing fresh).
 */
export function fragmentHeldByModelAlone(
  norm: NormalizedText,
  contributions: readonly PolicyContribution[],
  windowFound: boolean,
  review: number,
): boolean {
  if (windowFound || !isBareFragment(norm)) return false;
  // A rule finding (a keyword of any list, profanity included; a context signal of note) or sexual content keeps it.
  if (contributions.some((c) => c.hard || c.layer === 'keyword' || c.label === 'nsfw')) return false;
  if (contributions.some((c) => c.layer !== 'classifier' && c.risk >= 25)) return false;
  if (!contributions.some((c) => c.layer === 'classifier' && c.risk >= review)) return false;
  return hardHarmCue(norm) === null;
}

/** The text model as the policy reads it: probabilities of a raw text and the thresholds that hold. */
export interface ModelReader {
  read(text: string): { harmful: number; spam: number };
  thresholds: { harmful: number; spam: number };
}
const over = (p: { harmful: number; spam: number }, t: { harmful: number; spam: number }) =>
  p.harmful >= t.harmful || p.spam >= t.spam;

/** The sender's earlier parts the window reads (the last `keep` non-empty strings, oldest first). */
export function earlierParts(recent: readonly unknown[] | undefined, keep: number): string[] {
  return (recent ?? []).filter((m): m is string => typeof m === 'string' && m.trim() !== '').slice(-keep);
}

/**
 * Rule 1's window reading: the text model reads the sender's earlier parts joined with this one below its
 * thresholds. With no earlier part there is no window reading: the part is judged as one message (a short message
 * sent on its own is not a split send; releasing those changed 153 short public hate/offensive tweets).
 */
export function windowReadHarmless(earlier: readonly string[], raw: string, m: ModelReader): boolean {
  return earlier.length > 0 && !over(m.read([...earlier, raw].join(' ')), m.thresholds);
}

/**
 * Rule 1b. The part sent last was a bare fragment the text model alone would have held and rule 1 released it
 * (`released(prev, before)`: the verdict on it, judged with the parts before it, says so). Its reading is carried
 * to this part: the text model reads the two together with the parts before them, and holds this part (REVIEW)
 * when that reading crosses its threshold and this part alone does not. Returns the finding, or null.
 */
export function carriedFragmentReading(
  earlier: readonly string[],
  raw: string,
  m: ModelReader,
  released: (prev: string, before: string[]) => boolean,
): PolicyContribution | null {
  const prev = earlier[earlier.length - 1];
  if (prev === undefined || !released(prev, earlier.slice(0, -1)) || over(m.read(raw), m.thresholds)) return null;
  const p = m.read([...earlier, raw].join(' '));
  for (const [label, span] of [
    ['harmful', 29],
    ['spam', 20],
  ] as const) {
    const t = m.thresholds[label];
    if (p[label] >= t)
      return {
        layer: 'classifier',
        risk: Math.round(45 + (span * (p[label] - t)) / Math.max(1e-6, 1 - t)),
        hard: false,
        label,
        riskFactors: label === 'harmful' ? ['harassment', 'inappropriate_language'] : ['spam'],
        criminality: [],
        tags: [`classifier:${label}`, 'split_message'],
        reason:
          `text model: ${label} ${(p[label] * 100).toFixed(0)}% on the sender's last ${earlier.length + 1} ` +
          `messages read together (a fragment read with the part after it)`,
      };
  }
  return null;
}

/** Rule 1 applied: the text model's findings on the fragment stay below the review line, with the reason said. */
export function releaseFragmentModelHolds<C extends PolicyContribution>(contributions: C[]): void {
  for (const c of contributions)
    if (c.layer === 'classifier' && !c.hard && (c.label === 'harmful' || c.label === 'spam'))
      Object.assign(c, {
        risk: Math.min(c.risk, 30),
        label: 'safe',
        riskFactors: [],
        criminality: [],
        tags: [],
        reason: `${c.reason}; ${FRAGMENT_RELEASED}`,
      });
}

/**
 * Gate words for review-level findings the window reads since ADR 139 but its gate (ADR 133, hard findings only)
 * never let through: a protected group, at least one of whose words any hate finding names (rules/cross-author.ts
 * GROUP, rules/lures.ts). Without them "muslims | are all terrorists" was read part by part only.
 */
export const WINDOW_GATE_REVIEW_WORDS: readonly string[] = [
  'gay',
  'gays',
  'queer',
  'lesbian',
  'trans',
  'jew',
  'jewish',
  'muslim',
  'muzzie',
  'asian',
  'chinese',
  'black',
  'native',
  'aboriginal',
  'indian',
  'paki',
  'arab',
  'mexican',
  'african',
  'immigrant',
  'migrant',
  'refugee',
  'foreigner',
  'gypsies',
  'gypo',
  'gyppo',
  'traveller',
  'pikey',
  'disabled',
  'autistic',
  'wheelchair',
  'cripple',
  'retard',
  'women',
  'females',
  'your lot',
  'your kind',
  'ur kind',
  'your people',
  'your race',
  'your religion',
  'people like',
  'pakistani',
  'nigerian',
  'romanian',
  'eastern european',
  'hindu',
  'sikh',
  'bisexual',
  'latino',
  'latina',
  'hispanic',
  'non-binary',
];
