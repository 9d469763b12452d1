/**
 * Split sends, round 7 (ADR 149): what the sliding window (guardian-engine.ts, ADR 139) reads besides the usual join.
 * Data and pure functions only, so the engine's window code keeps one owner. The window has no word gate since
 * ADR 150 (the review-level gate words of ADR 149 were removed with it).
 *
 * Tried and dropped (ADR 149): a bare fragment (one to three words, no rule finding) after earlier parts not held
 * by the text model alone when its window reading is harmless, its reading carried to the next part. It freed
 * harmless dev sequences (round 6 ordinary held 25.0 -> 18.8 %) with every harmful dev category unchanged, but
 * it failed the first challenge set's sequence floor (the regression guard), as the same idea did in ADR 139.
 */
const LONE_AT_END = /(?:^|\s)[\p{L}\p{N}]\s*$/u;
const LONE_AT_START = /^\s*[\p{L}\p{N}](?:\s|$)/u;
/** A lone letter or digit ending a part that is not the pronoun "i" (which a one-word part follows in chat). */
const LONE_NOT_I_AT_END = /(?:^|\s)(?![iI]\s*$)[\p{L}\p{N}]\s*$/u;
/** A part that is one word of letters or digits (a disguise such as "4pe" counts). */
const ONE_WORD = /^\s*[\p{L}\p{N}][\p{L}\p{N}'*@$!|-]*\s*$/u;
/** A part that is one letter or digit and nothing else (not "i"). */
const ONE_LETTER = /^\s*(?![iI]\s*$)[\p{L}\p{N}]\s*$/u;
/**
 * A word spelled one letter a send ("i'll | r | a | p | e u", "b | i | t | c | h"), read with the letters of one word
 * together: two parts are glued without a space where the earlier ends in a lone letter or digit and the later
 * starts with one, and the spacing the sender typed inside a part is kept ("e u" stays two words). The normaliser
 * reading the whole window as one text fuses the chat words too ("i'll rapeu"). Null when nothing is glued.
 * A word cut after its first letter ("i'm going | to r | ape | you", "i'll | k | ill you"; round 13, ADR 189) is glued
 * too: a part ending in a lone letter (not "i") followed by a part of one word, or a part that is one letter alone
 * followed by anything. Glueing is a reading added to the join, never the join itself, so a harmless glue ("love u |
 * babe" → "love ubabe", "k | see you at 8") reads as nothing.
 */
export function letterGluedJoin(raws: readonly string[]): string | null {
  let out = raws[0] ?? '';
  let glued = false;
  for (let i = 1; i < raws.length; i++) {
    const glue =
      LONE_AT_END.test(raws[i - 1]) &&
      (LONE_AT_START.test(raws[i]) ||
        (LONE_NOT_I_AT_END.test(raws[i - 1]) && ONE_WORD.test(raws[i])) ||
        ONE_LETTER.test(raws[i - 1]));
    glued ||= glue;
    out = glue ? out.trimEnd() + raws[i].trimStart() : `${out} ${raws[i]}`;
  }
  return glued ? out : null;
}

/**
 * Someone new the sender's act can be carried over to: a possessive phrase, a third person, or "you and" someone. A
 * bare "you" is not someone new: the reader was the blocked act's target already, and "you too" is an ordinary reply
 * (review of ADR 200).
 */
const CARRIED_TARGET =
  String.raw`(?:(?:you|u|ya)\s+(?:and|n|&)\s+)?` +
  String.raw`(?:(?:your|ur|yr|yo|his|her|their|the)\s+[\p{L}\p{N}]+(?:'s|s')?` +
  String.raw`(?:\s+(?!(?:next|after|later)\b)[\p{L}\p{N}]+(?:'s|s')?)?|him|her|them)`;
/**
 * A person or pet named alone, when an additive word after it marks the carrying over ("sister too", "the dog as
 * well"); any other word ("tired too", "hungry as well") is an ordinary reply.
 */
const NAMED_TARGET =
  String.raw`(?:(?:lil|little|baby|big|whole)\s+)?(?:sis|sister|bro|brother|mum|mom|mam|ma|dad|father|mother|` +
  String.raw`wife|husband|kids?|children|son|daughter|family|friends?|mates?|girlfriend|boyfriend|gf|bf|nan|gran|` +
  String.raw`grandma|grandad|aunt|uncle|cousin|dog|cat|pets?|baby)(?:'s|s')?`;
/**
 * A person noun read only after a possessive or "the" ("your man", "her parents", "the guy"): alone it is a word of
 * address or a reply ("man too", "girl same").
 */
const OWNED_PERSON = String.raw`(?:parents|folks|fam|man|woman|girl|guy|partner|people)`;
/** "too / also / as well": the act is done to the target as well, a person or a thing ("your car too"). */
const ALSO_END = String.raw`(?:\s+(?:too|to|t00|2|as\s+well|aswell|also))`;
/** An ordering word: the act passes to the target next (ADR 208: a person only, "the rest later" is a plan). */
const ORDER_END = String.raw`(?:\s+(?:next|after|later))`;
/**
 * A person (or pet) an ordering word can pass an act to (ADR 208): a possessive or "the" with a kin, person or pet
 * noun, or him / her / them, "you and" one of them included; never any noun ("the bus is next", "your order's
 * next", "the photos later" are plans).
 */
const PERSON_TARGET =
  String.raw`(?:(?:you|u|ya)\s+(?:and|n|&)\s+)?(?:(?:your|ur|yr|yo|his|her|their|the)\s+(?:whole\s+|entire\s+)?` +
  String.raw`(?:${NAMED_TARGET}|${OWNED_PERSON})|(?:whole\s+|entire\s+)?${NAMED_TARGET}|him|her|them)`;
/** The end of the part: punctuation, emoji, or a laugh or aside typed after it ("too 🔪", "too haha"). */
const END = String.raw`(?:[\s.!?,…]|\p{Extended_Pictographic}|\uFE0F|\s(?:lol|lmao|haha\w*|btw|tbh))*$`;
/**
 * A part with no clause of its own that carries an earlier act over to a new target (ADR 200): "and your sister too",
 * "same goes for your dog", "u and ur kids 2", "that applies to him", "sister as well". Additive word plus target,
 * nothing else; read on the typed and the disguise-undone views.
 */
const CARRIED_OVER = new RegExp(
  [
    String.raw`^[\s.…]*(?:and|n|&|plus|also|or|then|ditto|even)\s+` +
      String.raw`(?:${CARRIED_TARGET}${ALSO_END}?|${PERSON_TARGET}${ORDER_END})${END}`,
    String.raw`^[\s.…]*(?:(?:and\s+)?(?:the\s+)?same\s+(?:goes\s+|applies\s+)?(?:for|to)|(?:that|this|it|which)` +
      String.raw`\s+(?:goes|applies)\s+(?:for|to)|including|especially)\s+` +
      String.raw`(?:${CARRIED_TARGET}${ALSO_END}?|${PERSON_TARGET}${ORDER_END})${END}`,
    String.raw`^[\s.…]*(?:and\s+)?` +
      String.raw`(?:(?:${CARRIED_TARGET}|${NAMED_TARGET})${ALSO_END}|${PERSON_TARGET}${ORDER_END})${END}`,
  ].join('|'),
  'iu',
);

/**
 * Whether the latest part only carries an earlier part's act over to a new target (an elliptical additive
 * continuation): after a part Guardian blocked, such a part repeats the blocked act against someone else (ADR 200).
 */
export function carriesActOver(text: string, deobfuscated: string, typed = text): boolean {
  // The typed text too: normalisation spells some emoji out ("too 🔪" -> "too knife"), which ends the part in a word.
  return (
    CARRIED_OVER.test(text) ||
    (deobfuscated !== text && CARRIED_OVER.test(deobfuscated)) ||
    (typed !== text && CARRIED_OVER.test(typed))
  );
}

/**
 * A copula after the subject: 's, 're, or is / are / r, or the future will be / 'll be / gonna be, "be" spelt "b" too
 * ("you'll be", "youll b", "u will b"; ADR 208) — a bare "s" is a plural.
 */
const COPULA = String.raw`(?:['’]s|['’]?re|['’]?ll\s+be?|\s+(?:is|are|r|(?:will|gonna|['’]?ll)\s+be?))`;
/** An ordering word: the act passes to the subject next ("next", "after", "after that"). */
const IN_LINE = String.raw`\s+(?:next|after(?:\s+(?:that|this|u|you))?)`;

/** One more person chained after who is next: "you're next, then your sister", "… and ur mum after" (ADR 208). */
const THEN_ONE_MORE = String.raw`(?:\s*,?\s+(?:then|and|n|&)\s+${PERSON_TARGET}(?:${IN_LINE}|${ALSO_END})?)`;
/**
 * Who is next (round 16, ADR 206): a subject and a copula with an ordering word and nothing else ("she's next", "you
 * are next", "ur mum's next", "the kids are after"): the blocked act passes to the subject, the reader too ("you're
 * next", "u next", "then you"), one more person may follow ("you'll be next, then your sister"). The subject is a
 * person (ADR 208): a pronoun, or a kin / person / pet noun — never any word ("lunch is next", "your order's next",
 * "yours is next" are plans, and a name cannot be told from them without a lexicon). An ordering word, never "too" /
 * "also": "you're too" / "she is too" are replies, and "and you" is the reply "and you?" (the reader is no one new).
 */
const NEXT_IN_LINE = new RegExp(
  String.raw`^[\s.…]*(?:and\s+|n\s+|then\s+)?(?:(?:you|u|ya|ur|he|she|they)${COPULA}|` +
    String.raw`(?:shes|hes|theyre|youre|ur|yr|you|u|ya)|` +
    String.raw`${PERSON_TARGET}${COPULA})` +
    String.raw`${IN_LINE}${THEN_ONE_MORE}?${END}` +
    String.raw`|^[\s.…]*(?:and\s+)?then\s+(?:you|u|ya)${THEN_ONE_MORE}?${END}`,
  'iu',
);
/** The end of a part that is no question: punctuation other than "?", emoji, a laugh or an aside. */
const END_NOT_ASKED = String.raw`(?:[\s.!,…]|\p{Extended_Pictographic}|\uFE0F|\s(?:lol|lmao|haha\w*|btw|tbh))*$`;
/**
 * Someone the reader holds dear, named alone and not asked about ("your whole family", "ur dog", "his sister"): right
 * after a blocked act it names the act's next target, as "and your whole family" would.
 */
const NAMED_ALONE = new RegExp(
  String.raw`^[\s.…]*(?:your|ur|yr|his|her|their)\s+(?:whole\s+|entire\s+)?${NAMED_TARGET}${END_NOT_ASKED}`,
  'iu',
);
/** The views a carried reading reads: the normalised text, the disguise-undone view and what was typed. */
const anyView = (re: RegExp, text: string, deobfuscated: string, typed: string): boolean =>
  re.test(text) || (deobfuscated !== text && re.test(deobfuscated)) || (typed !== text && re.test(typed));

/**
 * Whether the latest part names who is next after an earlier part's act (ADR 206): with a pronoun, a possessive
 * phrase or a person noun and an ordering word, among the last two parts after a block (as `carriesActOver`).
 * `rightAfter` (the part right after the blocked one) also counts a person or pet of the reader's named alone ("your
 * whole family"). A bare one-word subject ("sarah's next") is not read (ADR 208: "lunch is next" was held).
 */
export function namesNextInLine(text: string, deobfuscated: string, typed = text, rightAfter = false): boolean {
  return (
    anyView(NEXT_IN_LINE, text, deobfuscated, typed) ||
    (rightAfter && !typed.includes('?') && anyView(NAMED_ALONE, text, deobfuscated, typed))
  );
}

/** A part led by an additive conjunction: it goes on with the sentence of the part before it ("and i'm coming"). */
const ADDITIVE_LEAD = /^[\s.…]*(?:and|n|&|plus|also)\s+[\p{L}\p{N}]/iu;
/** A question or wish handed back, "and you?" / "n u" / "and you too": the reader alone is no one new (ADR 206). */
const QUESTION_BACK = /^[\s.…]*(?:and|n|&)\s+(?:you|u|ya|yours|urs)(?:\s+(?:too|to|2|as\s+well))?[?!.…\s]*$/iu;

/**
 * Whether the latest part goes on with the previous part's sentence (ADR 200): after a part Guardian blocked, "and
 * i'm coming tonight" adds to the blocked sentence, which one message holding both would block. "and you?" hands a
 * question back (the reader was the blocked act's target already): not a continuation.
 */
export function continuesSentence(text: string): boolean {
  return ADDITIVE_LEAD.test(text) && !QUESTION_BACK.test(text);
}

/**
 * A part that opens a clause of its own (ADR 230): a subject pronoun other than the reader, then a word ("i forgot
 * her birthday", "she's 60 tomorrow", "we lost"). Led by a conjunction it would go on with the sentence before it.
 */
const OWN_CLAUSE = new RegExp(
  String.raw`^[\s.…]*(?:i|i['’]m|im|i['’]ve|ive|i['’]d|i['’]ll|we|we['’]re|we['’]ve|we['’]ll|` +
    String.raw`she|she['’]s|shes|he|he['’]s|hes|they|they['’]re|theyre|they['’]ve)\s+\p{L}`,
  'iu',
);
/**
 * What leaves an earlier part's sentence unfinished, so the next send may complete it: a subordinator or condition
 * anywhere in the earlier parts ("if you tell anyone", "next time", "when you're alone"), or a last part that ends on
 * a word that needs more (an article, a preposition, a conjunction, an auxiliary, a pronoun left hanging) or on a
 * comma or dash.
 */
const UNFINISHED_EARLIER = new RegExp(
  String.raw`\b(?:if|unless|when|whenever|once|until|till|before|after|as soon as|next time|` +
    String.raw`the (?:day|moment|minute|second|night))\b`,
  'iu',
);
const OPEN_TAIL = new RegExp(
  String.raw`(?:\b(?:to|the|a|an|my|your|ur|his|her|their|our|of|at|in|on|for|with|from|and|or|but|n|than|that|` +
    String.raw`which|who|where|some|any|is|are|was|were|be|am|gonna|going|will|would|should|could|can|i|you|u|` +
    String.raw`just|wanna|gotta|about|into|by|so|because|cos|cause|like|not|never|all|every)|[,:;–—-]|\.\.\.|…)\s*$`,
  'iu',
);

/**
 * Whether the send boundary before the latest part is a sentence end (ADR 230): the latest part opens a clause of its
 * own, and the earlier parts are finished (no subordinator or condition among them, the last not ending on a word
 * that needs more). Then the window reads the parts as one message with a full stop there would be read.
 */
export function boundaryEndsSentence(earlierTexts: readonly string[], latest: string): boolean {
  if (!OWN_CLAUSE.test(latest)) return false;
  const last = earlierTexts[earlierTexts.length - 1];
  if (last === undefined || OPEN_TAIL.test(last)) return false;
  for (const t of earlierTexts) if (UNFINISHED_EARLIER.test(t)) return false;
  return true;
}
