/**
 * Round 21 split sends (ADR 252): the shape of a later part that is a piece of the sentence the sender's earlier
 * parts began — a short noun or prepositional phrase ("the pics", "a blowtorch", "from the steak", "all of them",
 * "everyone!") with no verb, number or amount of its own. The text model reads such a piece on its words alone (its
 * prior for "pills" or "pics"); the sentence is the piece joined with the earlier parts. guardian-engine.ts
 * (`moderateOnce`, the window's owner) reads the joined sentence by every layer when the model alone holds a piece,
 * and delivers the piece only when that reading is ALLOW. Data and a pure function only.
 *
 * Hot path (ADR 190): called only for a part the model alone holds at REVIEW after earlier parts (rare).
 */

/** At most this many typed words: a phrase, not a clause. */
const PIECE_MAX_WORDS = 3;
/** A word as typed (a contraction is one word). */
const WORD = /[\p{L}\p{N}]+(?:['’][\p{L}]+)?/gu;
/**
 * The piece opens with a determiner, quantifier, possessive or preposition, or is an indefinite pronoun alone: it
 * continues a noun phrase or a verb's object, it does not start a clause of its own ("nobody would've known" does).
 */
const PIECE_LEAD = new RegExp(
  String.raw`^[\s"'“‘(]*(?:the|a|an|all|some|any|both|each|every|my|your|ur|his|her|their|our|this|that|these|` +
    String.raw`those|from|of|with|at|in|on|for|by|about|into|onto|off|over|under|after|before|than|like)\b|` +
    String.raw`^[\s"'“‘(]*(?:everyone|everybody|everything)[\s.!?…]*$`,
  'iu',
);
/** A digit or a currency sign: an amount, an address or a number is not a bare piece ("at 42 maple", "£45 each"). */
const NUMBER_OR_MONEY = /[\p{N}$£€¥₹]/u;

/** A weapon or a means of harm named in the piece. */
const WEAPON = new RegExp(
  String.raw`\b(?:knife|knives|blade|machete|axe|hatchet|hammer|crowbar|bat|gun|pistol|rifle|shotgun|bullets?|` +
    String.raw`ammo|razor|acid|petrol|gasoline|lighter|rope|noose|poison)\b`,
  'iu',
);
/** The reader addressed: "you", "u", "your", "ya". */
const READER = /\b(?:you|u|ya|your|ur|yours|yourself)\b/iu;

/**
 * A weapon piece after earlier parts that address the reader ("wait till i see you" / "with a knife") keeps the text
 * model's hold: the sentence's own readers may miss the menace, and the model's reading of the piece is then its
 * only catch. Without the reader it is a piece like any other ("he carved the turkey" / "with a knife").
 */
export function weaponAtReader(piece: string, earlier: readonly string[]): boolean {
  return WEAPON.test(piece) && earlier.some((t) => READER.test(t));
}

/** Someone of the reader's family, a child above all ("your daughter", "ur little boy", "the kids"). */
const KIN_PIECE = new RegExp(
  String.raw`\b(?:daughters?|sons?|kids?|child|children|little (?:girl|boy|one)s?|niece|nephew|sister|brother|baby|` +
    String.raw`babies|toddler|stepdaughter|stepson|girls|boys)\b`,
  'iu',
);

/**
 * A piece naming the reader's child or kin ("i'd love" / "your daughter" / "on my lap") keeps the text model's hold too
 * (ADR 254): the model's reading of the piece may be the sequence's only catch, and freeing it would deliver a
 * sexual interest in a child spread over sends.
 */
export function kinPiece(piece: string): boolean {
  return KIN_PIECE.test(piece);
}

/** Whether a later part is a bare piece of the earlier parts' sentence (ADR 252). */
export function isSentencePiece(text: string): boolean {
  if (NUMBER_OR_MONEY.test(text) || !PIECE_LEAD.test(text)) return false;
  const words = text.match(WORD)?.length ?? 0;
  return words > 0 && words <= PIECE_MAX_WORDS;
}
