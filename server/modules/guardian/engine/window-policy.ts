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
 * Rule 1. Whether the text model alone holds a bare fragment: it does not when the part is a fragment, no layer
 * but the text model found anything of note (risk ≥ 25), nothing is hard, the part holds no hard-harm cue, and the
 * window found nothing (`windowFound` false: the earlier parts read with this one hold nothing fresh).
 */
export function fragmentHeldByModelAlone(
  norm: NormalizedText,
  contributions: readonly PolicyContribution[],
  windowFound: boolean,
  review: number,
): boolean {
  if (windowFound || !isBareFragment(norm)) return false;
  if (contributions.some((c) => c.hard || (c.layer !== 'classifier' && c.risk >= 25))) return false;
  if (!contributions.some((c) => c.layer === 'classifier' && c.risk >= review)) return false;
  return hardHarmCue(norm) === null;
}

/**
 * Rule 1's window reading: the text model's reading of the sender's earlier parts (the window's last `keep`) joined
 * with this one is below its thresholds. No earlier part: there is no window reading, and the fragment is judged as
 * sent (a first part is all the reader has).
 */
export function windowReadHarmless(
  recent: readonly unknown[] | undefined,
  raw: string,
  keep: number,
  read: (joined: string) => { harmful: number; spam: number },
  thresholds: { harmful: number; spam: number },
): boolean {
  const earlier = (recent ?? []).filter((m): m is string => typeof m === 'string' && m.trim() !== '').slice(-keep);
  if (!earlier.length) return false;
  const p = read([...earlier, raw].join(' '));
  return p.harmful < thresholds.harmful && p.spam < thresholds.spam;
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
        reason: `${c.reason}; a fragment too short to read alone, read with the sender's next part`,
      });
}
