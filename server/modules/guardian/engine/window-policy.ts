/**
 * Split sends, round 7 (ADR 149): what the sliding window (guardian-engine.ts, ADR 139) reads besides the words a
 * hard finding needs. Data only, so the engine's window code keeps one owner.
 *
 * Tried and dropped (ADR 149): a bare fragment (one to three words, no rule finding) after earlier parts not held
 * by the text model alone when its window reading is harmless, its reading carried to the next part. It freed
 * harmless dev sequences (round 6 ordinary held 25.0 -> 18.8 %) with every harmful dev category unchanged, but
 * it failed the first challenge set's sequence floor (the regression guard), as the same idea did in ADR 139.
 */
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

const LONE_AT_END = /(?:^|\s)[\p{L}\p{N}]\s*$/u;
const LONE_AT_START = /^\s*[\p{L}\p{N}](?:\s|$)/u;
/**
 * A word spelled one letter a send ("i'll | r | a | p | e u", "b | i | t | c | h"), read with the letters of one word
 * together: two parts are glued without a space where the earlier ends in a lone letter or digit and the later
 * starts with one, and the spacing the sender typed inside a part is kept ("e u" stays two words). The normaliser
 * reading the whole window as one text fuses the chat words too ("i'll rapeu"). Null when nothing is glued.
 */
export function letterGluedJoin(raws: readonly string[]): string | null {
  let out = raws[0] ?? '';
  let glued = false;
  for (let i = 1; i < raws.length; i++) {
    const glue = LONE_AT_END.test(raws[i - 1]) && LONE_AT_START.test(raws[i]);
    glued ||= glue;
    out = glue ? out.trimEnd() + raws[i].trimStart() : `${out} ${raws[i]}`;
  }
  return glued ? out : null;
}
