/**
 * Round 20 (issue 15, ADR 239): three readers by class, run by round18-minors-extortion.ts on its reading view (its
 * gate, its leet view, its prefilter), so nothing here is built per message:
 *  - a CHILD THE SPEAKER HAS (by age, "got a 12 year old", "my 9yo", or by noun) offered in pictures with no occasion
 *    they show, or with a body, bath or wink cue, or left home alone while the reader is invited over;
 *  - a SEXUAL LOOK AT PUPILS: the children the speaker teaches or coaches, named with a school stage under 18, said to
 *    look hot or sexy (care for a class is no excuse for a sexual look; "so hot" beside heat or PE is the weather);
 *  - EXPOSURE AS LEVERAGE with no demand word: material the speaker holds of the member, the member's people (not the
 *    member's own page), and a hypothetical of them seeing it ("would look great on your company's page", "shame if
 *    your boss saw …").
 * Hand-written from general knowledge of these harms; no challenge line is copied.
 */
const S = String.raw;
const rx = (...parts: string[]) => new RegExp(parts.join(''));

/** How the caller tests an expression (its prefilter over the view being read). */
export type Test = (r: RegExp, t: string) => boolean;

// ------------------------------------------------------------------------------------------------
// A child the speaker has, offered
/** The speaker's child by age ("got a 12 year old", "my 9yo", "have a 10yo boy") or by noun ("my stepdaughter"). */
const OWN_KID = rx(
  S`\b(?:my|got an?|have an?|i'?ve got an?|with an?|raising an?)\s+(?:little |young )?(?:(?:[2-9]|1[0-7])[ -]?`,
  S`(?:year[ -]?old|yr[ -]?old|yo|y\/o)\b|(?:step ?)?(?:daughter|son|girl|boy|kid|child|niece|nephew)\b)`,
);
/** Pictures or videos offered to the reader: "want pics?", "can send you photos", "interested in pics?". */
const PICS_OFFERED = rx(
  S`\b(?:want|wanna|(?:can|could|i'?ll|i will|happy to) (?:send|show)|interested in|fancy|like (?:some|to see))\b`,
  S`[^.!?]{0,25}?\b(?:pics?|photos?|pictures?|vids?|videos?|snaps)\b`,
  // not of a thing: "pics of the treehouse we built" ("of her in the bath", "of her alone" still show the child)
  S`(?!\s+of (?:the|a|an|our|my|her|his|their) (?!in\b|on\b|at\b|with\b|naked|nude|alone|when|bath|bed)\w)`,
);
/** What the pictures show when it is an occasion or a thing, not the child: "at her recital", "the cake she baked". */
const OCCASION = rx(
  S`\b(?:graduat\w*|recital|costume|halloween|birthday|party|match|game|race|meet|tournament|holiday|trip|`,
  S`first day|school play|play|concert|prom|christening|wedding|award|medal|trophy|fish|project|drawing|drew|`,
  S`painting|art|cake|baked|made|dinner|lego|sunset|dog|cat|puppy|pony|horse|garden|haircut|uniform|kit|science|`,
  S`fair|show|stage|pitch|field|snow|snowman|sandcastle|zoo|museum)\b`,
);
/** What makes pictures of a child a sexual offer whatever else is named: the body, a bath, bed, a wink, looks. */
const BODY_CUE = rx(
  S`\b(?:bath|bathtub|shower|swim ?suit|bikini|underwear|undies|knickers|naked|nude|bed|pyjamas|changing|alone|`,
  S`private|secret|just for (?:you|u)|pretty|cute|hot|sexy|developed|body|legs)\b|😉|😏|😈|🤤|😘`,
);
/** The child left alone, and the reader asked over: "home alone tonight, come over". */
const CHILD_ALONE = /\b(?:home alone|alone at home|by (?:her|him)self|on (?:her|his) own)\b/;
const COME_OVER = /\b(?:come|pop|swing) (?:over|round|by)\b|\bstop by\b|\bvisit\b/;
const CANT = /\b(?:can'?t|cant|cannot|won'?t|unable|no)\b/;

export function childOffered(t: string, tv: Test): string | null {
  if (!tv(OWN_KID, t)) return null;
  // the offer in the child's own stretch of a long message, not "do you want a dick pic" three topics later
  const kid = OWN_KID.exec(t)!;
  const near = t.length <= 160 ? t : t.slice(Math.max(0, kid.index - 60), kid.index + 100);
  if (PICS_OFFERED.test(near) && (tv(BODY_CUE, t) || !tv(OCCASION, t))) return 'own child … pictures offered';
  if (tv(CHILD_ALONE, t) && tv(COME_OVER, t) && !tv(CANT, t)) return 'own child alone … reader invited over';
  return null;
}

// ------------------------------------------------------------------------------------------------
// A sexual look at the speaker's pupils
/** The children the speaker teaches or coaches: "the girls in my class", "my students", "my year 9s". */
const PUPILS = rx(
  S`\b(?:girls|boys|kids|students|pupils|ones)\b[^.!?]{0,12}\bmy (?:class|form|team|squad|group|lessons?)\b|`,
  S`\bmy (?:students|pupils|class|year \d+s|under ?\d+s)\b|\b(?:i|i'?m a|im a) (?:teach|tutor|coach)\w*\b`,
);
/** A school stage under 18 in the message: "year 8", "grade 7", "middle school", "under 14s", "a 15 year old". */
const MINOR_STAGE = rx(
  S`\b(?:year|yr|grade|form) (?:[5-9]|1[0-3])\b(?!\s+of\b)|\b(?:primary|middle|high|secondary|junior high) school\b|`,
  S`\bunder[ -]?1[0-7]s?\b|\b1[0-7][ -]?(?:year[ -]?olds?|yo)\b`,
);
/** A sexual look said of them: "are so hot", "she's so sexy", "getting so developed", "can't stop staring". */
const PUPIL_LOOK = rx(
  S`\b(?:are|r|is|'s|'re|look|looks|looking|getting|gettin)\s+(?:so |really |rly |very |proper |well |kinda |`,
  S`lowkey |honestly )?(?:hot|sexy|s3xy|developed|curvy|thicc|juicy|ripe|fuckable|tempting)\b|`,
  S`\bcan'?t (?:stop|help) (?:staring|looking)\b|\bcant (?:stop|help) (?:staring|looking)\b|🤤|🥵`,
);
/** Heat, not looks: "so hot after PE", "hot in my classroom". */
const HEAT = rx(
  S`\b(?:sweat\w*|heat\w*|weather|sun|sunny|fans?|air ?con|ac|aircon|water|degrees|warm|boiling|melting|pe|`,
  S`outside|classroom|radiator|summer|sports day|run|running|tired|exhausted|red)\b`,
);

export function pupilLook(t: string, tv: Test): string | null {
  if (!tv(PUPILS, t) || !tv(MINOR_STAGE, t)) return null;
  const look = PUPIL_LOOK.exec(t);
  if (!look) return null;
  if (/\bhot$/.test(look[0]) && tv(HEAT, t)) return null;
  return `pupils … ${look[0]}`;
}

// ------------------------------------------------------------------------------------------------
// Exposure as leverage, with no demand word
/** Material of the member the speaker holds: "those pics", "the video you sent me", "your nudes". */
const HELD_MATERIAL = rx(
  S`\b(?:those|these|the|your|ur|our|my)\s+(?:(?:little|naughty|private|spicy|sexy|dirty|special)\s+)?(?:pics|photos|`,
  S`pictures|nudes|videos?|vids?|clips|recordings?|screenshots|sexts|snaps|messages|chats)\b`,
  S`(?!\s+(?:of|from) (?:the|my|our) `,
  S`(?:dog|cat|holiday|trip|wedding|party|team|hike|kids?))|\bwhat (?:you|u) sent me\b|\b(?:pics|photos|video|vid)s? `,
  S`(?:you|u) sent me\b|\bnudes\b`,
);
/** What makes material plainly harmless: a pet, a holiday, food ("these cat pics", "the pics from the hike"). */
const HARMLESS_MATERIAL = rx(
  S`\b(?:cat|dog|puppy|kitten|holiday|trip|wedding|party|team|hike|food|cake|baby|sunset|beach|garden|house|car|`,
  S`concert|graduation|christmas|birthday|work)\s+(?:pics|photos|pictures|videos?|vids?|clips)\b`,
);
/** The member's people (not the member's own page or profile): their boss, company, church, partner, family. */
const THEIR_PEOPLE = rx(
  S`\b(?:your|ur)\s+(?:\w+\s+)?(?:company|company'?s|boss|boss'?s|work|work'?s|office|manager|colleagues|coworkers|`,
  S`church|church'?s|congregation|wife|wife'?s|husband|husband'?s|partner|gf|bf|girlfriend|boyfriend|parents|`,
  S`mum|mom|dad|family|family'?s|kids|children|employer|school|pastor|followers|friends)\b`,
);
/**
 * What makes the hypothetical leverage rather than a compliment ("those photos would look great on your mum's
 * mantelpiece"): intimate material, a public page or inbox of theirs, or their seeing it.
 */
const EXPOSED_HOW = rx(
  S`\b(?:nudes?|naked|private|spicy|sexy|dirty|what (?:you|u) sent|(?:pics|photos|videos?|vids?|clips) (?:you|u) sent|`,
  S`page|website|site|feed|wall|timeline|linkedin|facebook|insta\w*|group ?chat|inbox|see|sees|saw|seeing|`,
  S`(?:got|get|gets|getting) a copy)\b|😈|😏`,
);
/** A hypothetical of them seeing it: "would look great on", "shame if", "imagine", "i wonder how", "bet … would". */
const HYPOTHETICAL = rx(
  S`\bwould (?:look|be|go|love|enjoy|like|feel|think|react|say|find|appreciate)\b|\b(?:shame|pity) if\b|`,
  S`\bimagine\b|\bi wonder (?:how|what)\b|\bbet (?:your|ur)\b|\bwhat if\b`,
);

/** The member's people named, then a hypothetical said of them by pronoun: "… your family. shame if they saw …". */
const PEOPLE_NAMED = rx(
  S`\b(?:your|ur) (?:\w+ )?(?:family|wife|husband|boss|kids|children|parents|partner|girlfriend|boyfriend|`,
  S`colleagues|coworkers|mum|mom|dad)\b`,
);
const PRONOUN_HYPOTHETICAL = /\b(?:(?:shame|pity) if|imagine if|what if|i wonder if) (?:they|she|he)\b/;
/** Material sent of a pet, a view, a holiday: "the video you sent me of the cat". */
const SENT_OF_HARMLESS = rx(
  S`\bsent(?: me)? of (?:the|your|ur|my|our) (?:cat|dog|puppy|kitten|kids?|baby|holiday|trip|garden|food|cake|`,
  S`view|beach|sunset)\b`,
);
/** Intimate material, which alone makes such a hypothetical leverage. */
const INTIMATE = /\bnudes?\b|\bnaked\b|\bwhat (?:you|u) sent\b|\b(?:pics|photos|videos?|vids?|clips) (?:you|u) sent\b/;

export function exposureLeverage(t: string, tv: Test): string | null {
  if (tv(SENT_OF_HARMLESS, t)) return null;
  if (tv(PRONOUN_HYPOTHETICAL, t) && tv(PEOPLE_NAMED, t) && tv(INTIMATE, t)) return 'their people … shame if they saw';
  if (!tv(HELD_MATERIAL, t) || !tv(THEIR_PEOPLE, t) || !tv(HYPOTHETICAL, t)) return null;
  if (tv(HARMLESS_MATERIAL, t) || !tv(EXPOSED_HOW, t)) return null;
  return 'the member’s material … their people … would see';
}

/** The expressions, registered with the caller's prefilters (ADR 209). */
export const ROUND20_MINORS_EXTORTION_EXPRESSIONS: readonly RegExp[] = [
  OWN_KID,
  PICS_OFFERED,
  OCCASION,
  BODY_CUE,
  CHILD_ALONE,
  COME_OVER,
  CANT,
  PUPILS,
  MINOR_STAGE,
  HEAT,
  HELD_MATERIAL,
  HARMLESS_MATERIAL,
  THEIR_PEOPLE,
  HYPOTHETICAL,
  EXPOSED_HOW,
  PEOPLE_NAMED,
  PRONOUN_HYPOTHETICAL,
  INTIMATE,
  SENT_OF_HARMLESS,
];
