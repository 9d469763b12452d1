/**
 * Which policy a verdict is about, for the sender's explanation (issue 15). Derived from the tags
 * of the contributions that decided it, most serious first.
 */
import type { GuardianPolicy } from '#contracts/guardian';
import type { NormalizedText } from './normalize';
import type { GuardianVerdict } from './types';

const ORDER: Array<[GuardianPolicy, (tags: Set<string>, v: GuardianVerdict) => boolean]> = [
  ['minors', (t) => t.has('minor_safety') || t.has('child_exploitation')],
  ['extortion', (t) => t.has('extortion') || t.has('leak_threat')],
  [
    'threats',
    (t, v) => t.has('threat') || (v.criminalityFlags.includes('threats_of_violence') && !t.has('self_harm_incitement')),
  ],
  ['self_harm', (t) => t.has('self_harm_incitement')],
  ['drugs', (t, v) => t.has('drugs') || v.criminalityFlags.includes('drug_trafficking')],
  ['solicitation', (t) => t.has('solicitation')],
  ['scam', (t) => t.has('scam') || t.has('gift_card_scam') || t.has('money_request')],
  ['privacy', (t) => t.has('doxxing') || t.has('stalking') || t.has('address')],
  ['hate', (t) => t.has('hate_speech')],
  ['sexual_content', (t) => [...t].some((x) => x.startsWith('nsfw'))],
  ['harassment', (t) => t.has('harassment') || t.has('classifier:harmful') || t.has('banned_keyword')],
  ['contact_details', (t) => t.has('off_platform')],
  ['spam', (t) => t.has('promo_spam') || t.has('behaviour') || t.has('classifier:spam') || t.has('link')],
];

export function verdictPolicy(v: Pick<GuardianVerdict, 'policyTags' | 'criminalityFlags'>): GuardianPolicy {
  const tags = new Set(v.policyTags);
  for (const [policy, test] of ORDER) if (test(tags, v as GuardianVerdict)) return policy;
  return 'guidelines';
}

/**
 * Hard harms (issue 15, ADR 128): threats of violence, sexual violence (tagged `threat`), incitement to
 * self-harm, extortion / sextortion (and threats to leak intimate media) and minors. The one rule that
 * makes them independent of the sender's trust:
 *   1. a hard finding of one of these kinds blocks whatever the trust (as every hard finding does);
 *   2. the text model's harmful score at or above HARD_HARM_CONFIDENT, corroborated by the rules — a
 *      hard-harm finding below the block line, or a hard-harm cue in the text (rules/violence.ts,
 *      hardHarmCue) — is itself a hard finding of that kind;
 *   3. when a finding of these kinds is among those that decide the verdict (risk >= the review line;
 *      a text-model flag with a hard-harm cue counts as one), a high trust score does not lower the
 *      risk: the behaviour adjustment is at least 0 (a low trust score still raises it). A trusted
 *      sender and a new one get the same decision.
 */
export const HARD_HARM_TAGS: ReadonlySet<string> = new Set([
  'threat',
  'self_harm_incitement',
  'extortion',
  'leak_threat',
  'minor_safety',
  'child_exploitation',
]);
/** Text-model harmful probability that, with a rule-level corroboration, is a hard finding. */
export const HARD_HARM_CONFIDENT = 0.9;

export const isHardHarm = (tags: readonly string[]): boolean => tags.some((t) => HARD_HARM_TAGS.has(t));

/**
 * The behaviour layer's risk adjustment as applied: a high trust score discounts only findings that do not stand on
 * their own. It is never negative when the findings stand — a hard harm decides the verdict (ADR 128), or the
 * findings alone reach the block line (ADR 162: a trusted sender's BLOCK never becomes a REVIEW). A low trust score
 * still raises the risk, and below the block line a trusted sender keeps the discount (a REVIEW may become an ALLOW).
 */
export const appliedTrustAdjustment = (adjustment: number, findingsStand: boolean): number =>
  findingsStand ? Math.max(0, adjustment) : adjustment;

/**
 * A fragment (ADR 170): a message of at most this many words, read both as typed and with its disguises undone
 * (spaced letters are many words as typed, so a spelled-out sentence is no fragment).
 */
export const FRAGMENT_MAX_WORDS = 2;
const WORD = /[\p{L}\p{N}]+/gu;
const words = (text: string) => text.match(WORD)?.length ?? 0;
/** At most `max` words in both readings (a de-obfuscated reading can split a word in two). */
const atMostWords = (norm: Pick<NormalizedText, 'text' | 'deobfuscated'>, max: number): boolean =>
  words(norm.text) <= max && words(norm.deobfuscated) <= max;
export const isFragment = (norm: Pick<NormalizedText, 'text' | 'deobfuscated'>): boolean =>
  atMostWords(norm, FRAGMENT_MAX_WORDS);
/** At least `min` words in both readings (ADR 296: the severe-harm reader leaves shorter pieces to the rules). */
export const atLeastWords = (norm: Pick<NormalizedText, 'text' | 'deobfuscated'>, min: number): boolean =>
  words(norm.text) >= min && words(norm.deobfuscated) >= min;

/**
 * A part that completes the sender's sentence (ADR 175): a later part of a split send of at most this many words
 * (counted as a fragment is: "you'll" is two). Held by the rules alone, it is also read as one message joined with
 * the sender's earlier parts when they opened a recommendation ("if you don't try the dumplings" / "you'll regret
 * it"), and delivered when that reading is ALLOW. A part the text model flags is read as sent (ADR 170: joining
 * harmful and spam flags freed harm).
 */
export const CONTINUATION_MAX_WORDS = 8;
export const isContinuationPart = (norm: Pick<NormalizedText, 'text' | 'deobfuscated'>): boolean =>
  atMostWords(norm, CONTINUATION_MAX_WORDS);

/**
 * The earlier parts opened a recommendation the next part ends (ADR 175): "if you don't try the dumplings", "if you
 * skip the fireworks" — a conditional about trying, seeing, going or bringing something, still open (no sentence end
 * after it), naming no money, pictures, contact, reply or leaving: "if you don't send the money" or "if you leave
 * me" before "you'll regret it" is coercion, whatever a rule reads in the joined text.
 */
const RECOMMENDATION_CONDITIONAL = new RegExp(
  String.raw`\b(?:if|unless) (?:you|u|ya) (?:don'?t |do not |dont |never |didn'?t )?(?:try|taste|order|go|see|` +
    String.raw`watch|visit|bring|come|check out|book|skip|miss|pass on|listen to|read|join|grab)\b[^.!?]*$`,
  'i',
);
const COERCION_OBJECT = new RegExp(
  String.raw`\b(?:money|cash|pay|paid|venmo|cash ?app|paypal|zelle|bitcoin|crypto|gift ?cards?|nudes?|pics?|` +
    String.raw`photos?|pictures?|videos?|address|number|snap\w*|whatsapp|reply|answer|respond|leave|block|report|` +
    String.raw`tell|police|home|house|alone)\b|[$£€]`,
  'i',
);
export const recommendationOpened = (earlier: string): boolean =>
  RECOMMENDATION_CONDITIONAL.test(earlier) && !COERCION_OBJECT.test(earlier);

/**
 * A dangling first part (round 12, ADR 178): a short message whose sentence stops on a violent verb with nothing
 * after it ("I'm going to kill", "i'm gonna murder") or on a bare money verb with no amount or thing ("pay", "i'll
 * pay", "pay me back"). It names no one and nothing: what it is about comes in the next part. In a chat the reader
 * has replied to, when only the text model holds it (no keyword, no rule finding, no hard-harm cue), it is delivered
 * and the sliding window reads it with the next part, which is held or blocked when the joined sentence is harmful
 * ("… you", "… you tonight"). A part that says what it threatens alone ("I'll destroy you", "you'll regret it") is
 * never dangling.
 */
export const DANGLING_MAX_WORDS = 6;
/**
 * A word as typed for the open-part count (round 14, ADR 196): a contraction is one word ("I swear I'm going to kill"
 * is six), so a lead-in before the open verb does not make the sentence complete.
 */
const TYPED_WORD = /[\p{L}\p{N}]+(?:['’][\p{L}]+)*/gu;
const typedWords = (text: string) => text.match(TYPED_WORD)?.length ?? 0;
const DANGLING_END = new RegExp(
  String.raw`(?:^|\b(?:i'?m|im|i am|i'?ll|ill|i will|gonna|going to|about to|wanna|want to|could|might|swear|` +
    String.raw`literally|actually|just|so|honestly|will)\s+)(?:kill|murder|destroy|hurt|strangle|choke|punch|slap|` +
    String.raw`smash|wreck|butcher|fight|strangle|end|pay|pay (?:me|him|her|them) back|venmo|transfer|` +
    // A money verb to the speaker with no amount, thing or reason yet (round 14, ADR 196): "venmo me", "pay me".
    String.raw`(?:pay|venmo|transfer) me)` +
    String.raw`[\s.!…?😂🤣😤🙄😭]*$`,
  'u',
);
export const isDanglingPart = (norm: Pick<NormalizedText, 'text' | 'deobfuscated'>): boolean =>
  typedWords(norm.text) <= DANGLING_MAX_WORDS &&
  typedWords(norm.deobfuscated) <= DANGLING_MAX_WORDS &&
  DANGLING_END.test(norm.text) &&
  DANGLING_END.test(norm.deobfuscated);
