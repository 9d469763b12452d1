/**
 * Rule concepts that several rule modules read (one owner each; the codebase rule: one owner for every rule
 * that crosses modules, ADR 165). Pattern text only, no expressions: each reader compiles (and registers with
 * the prefilter) its own expression from these, so this module imports nothing.
 *  - a game: what violent talk is hyperbole about ("murder you at scrabble");
 *  - trivial stakes: what a threat phrase is banter about ("you're dead, you ate my chips");
 *  - reported or quoted: the member quotes what someone else said or sent, to report it or warn.
 */
const S = String.raw;

// ------------------------------------------------------------------------------------------------
// A game
/** Games one "kills" or "murders" a player at ("murder you at scrabble", ADR 156). */
export const GAME =
  S`(?:scrabble|chess|checkers|mario ?kart|fifa|trivia|pub quiz|quiz|bowling|pool|darts|cards|poker|monopoly|uno|` +
  S`tennis|ping ?pong|golf|mini ?golf|karaoke|smash|cod|fortnite|this game|the game|board games?|pictionary|` +
  S`charades|catan|bananagrams|wordle|laser tag|paintball|go ?karts?|racing)`;
/** Where a violent verb's object plays: "(kill you) at scrabble", "(destroy u) in mario kart". */
export const AT_GAME = S`(?:at|in|on)\s+${GAME}\b`;
/**
 * Bare words of play that mark a message as banter ("boss fight", "next round"). Not the games of GAME:
 * "pool", "cards", "racing", "smash" also name places and acts an implicit threat can mention.
 */
export const PLAY_WORDS = S`(?:game|match|round|level|boss fight)`;

// ------------------------------------------------------------------------------------------------
// Trivial stakes
/**
 * Trivial stakes that read as nothing else: food, belongings, a game, a chore, a pun ("you're dead, you ate my
 * chips", "you'll pay for that pun"). Enough to drop a threat phrase that names nothing severe (violence.ts).
 */
export const TRIVIAL_THINGS =
  S`\b(?:recipe|pizza|pineapple|fries|chips|crisps|dumplings?|last slice|snacks?|leftovers|` +
  S`cookies?|chocolate|ice cream|remote|charger|hoodie|the aux|playlist|crown|netflix|spoil(?:er|ers|ing|ed)?|` +
  S`trivia|bowling|karaoke|mario ?kart|fifa|chess|scrabble|monopoly|uno|puns?|prank|mondays?|dishes|laundry|` +
  S`(?:you|u) ate|eating my|(?:eat|ate|drink|drank|finish|finished|touch|steal|nick) my)\b`;
/**
 * Trivial stakes: the things above, a show ("if you spoil the finale") or any game. Only for "I'll kill you" said
 * to a member already talking (round8.ts): "show", "ending", "book" also read as menace ("i'll show you"), and
 * "last piece" turned a threat in the golden set into a tag-less BLOCK, so a threat phrase alone is dropped on
 * TRIVIAL_THINGS only.
 */
export const TRIVIAL_STAKES =
  S`(?:${TRIVIAL_THINGS}|\b(?:last (?:bite|piece|one)|spoil\w*|finale|ending|episode|season|series|show|movie|` +
  S`film|book|bake ?off|who wins|without me|${GAME})\b)`;

// ------------------------------------------------------------------------------------------------
// Reported or quoted: the member passes on what someone else said or sent, to report it or warn
/** Someone else's words or acts, told: "my ex threatened to …", "someone tried to blackmail me". */
const THIRD_PARTY_SAID =
  S`\b(?:my ex|he|she|they|someone|somebody|a guy|this guy|a girl|a man|a woman|scammers?)\s+(?:\w+\s+)?` +
  S`(?:said|told|threatened|tried|wanted|asked|demanded|was going to|would)\b`;
/**
 * What was sent or said to the member, not by the reader ("you (just) said to me" is the reader's):
 * "he called me", "a man sent me", "got a text saying".
 */
const SENT_TO_ME =
  S`\b(?<!\b(?:you|u) (?:[\w']+ )?)(?:called me|sent me|messaged me|msged me|msg'?d me|texted me|told me|said to me|` +
  S`asked me for)\b|\b(?:threatened to|got a (?:msg|message|text) saying|a (?:guy|man|match|woman|user) ` +
  S`(?:said|wrote|sent)|someone (?:said|wrote|sent))\b`;
/** The member reported or blocked the sender: "reported him", "screenshotted and reported", "blocked her". */
const REPORTED_IT =
  S`\b(?:reported|report (?:him|her|them|it)|blocked (?:him|her|them)|banned (?:him|her|them)|app banned|` +
  S`red flag|restraining order)\b`;
/** The message reports or quotes abuse the member received: any of the three above. */
const REPORTED_OR_QUOTED = S`(?:${THIRD_PARTY_SAID}|${SENT_TO_ME}|${REPORTED_IT})`;
/*
 * Narrower per reader: a word that marks a report in one reader's list is a word of harm for another's families.
 * Read by all three, each turned golden BLOCKs into ALLOW or REVIEW: "police" in round7.ts ("I go to the police
 * today" unless you pay), "screenshot" in violence.ts and cross-author.ts ("screenshotted ur nudes. 500 quid
 * or …", "screenshotted ur profile for the lads to laugh at"), "some guy" in violence.ts ("hope some guy drags
 * you into an alley").
 */
/** violence.ts: "… so I called the police", "restraining order". */
export const REPORTED_OR_QUOTED_OR_POLICE = S`(?:${REPORTED_OR_QUOTED}|\bpolice\b)`;
/** round7.ts: "screenshotted it and sent it to the mods". */
export const REPORTED_OR_QUOTED_OR_SCREENSHOT = S`(?:${REPORTED_OR_QUOTED}|\bscreenshot(?:ted)?\b)`;
/** cross-author.ts: "some creep asked for my snap". */
const SOME_STRANGER = S`\bsome (?:creep|guy|dude|man|woman|girl|weirdo|rando)\b`;
export const REPORTED_OR_QUOTED_OR_SOME_STRANGER = S`(?:${REPORTED_OR_QUOTED}|${SOME_STRANGER})`;

/*
 * Where in a message: a quote of someone else's words starts right before a phrase, so the phrase is theirs.
 */
/**
 * Not right after a quote of what someone sent the speaker: 'he sent me "you'll regret ignoring me"', 'a message
 * saying "i know where you work"' (ADR 148). Only with the quote mark or a colon, only for what was sent to "me".
 * A lookbehind, for the threat and stalking expressions of violence.ts and context.ts.
 */
export const NOT_QUOTED_TO_ME =
  S`(?<!\b(?:sent|wrote|messaged|texted|told|dm'?d|dmed) me(?:\s*:\s*"?|\s*")\s*|\b(?:message|text|dm|note) ` +
  S`saying(?:\s*:\s*"?|\s*")\s*)`;
/** Said to the speaker, quoted right before a phrase ('he texted me "i'll kill you"'): the text before it ends so. */
const SAID_TO_ME_BEFORE = S`said|says|told me|texted me|sent me|wrote|screamed|yelled`;
export const QUOTE_BEFORE = S`\b(?:${SAID_TO_ME_BEFORE})\W*$`;
/**
 * The same or a saying or slogan ('my ex would say "gtfo loser"', 'the sign said "kiss my ass"'), for insults
 * (round8.ts). Not for "I'll kill you": "what did you say? i'll kill you" is the speaker's own threat.
 */
const SLOGAN = S`saying|say|called me|calls me|song|sign|shirt|mug|quote`;
export const QUOTE_OR_SLOGAN_BEFORE = S`\b(?:${SAID_TO_ME_BEFORE}|${SLOGAN})\W*$`;

// ------------------------------------------------------------------------------------------------
// An ailment
/**
 * An everyday ailment or an over-the-counter remedy: what makes "got any pills?" a request for a painkiller, not
 * for drugs (round 12). A sale word in the same message ("plug", a price) still reads as a deal.
 */
export const AILMENT =
  S`\b(?:headaches?|migraines?|hangover|hungover|cramps|period (?:pain|cramps)|toothache|back ?ache|back pain|` +
  S`sore (?:throat|head|back)|a cold|the flu|flu|fever|allerg(?:y|ies)|hay ?fever|sneez\w*|ibuprofen|paracetamol|` +
  S`aspirin|tylenol|advil|nurofen|panadol|antihistamines?|painkillers?|travel ?sick|motion sickness|heartburn)\b`;

// ------------------------------------------------------------------------------------------------
// A warning about someone else's lure
/**
 * A member warning about a third party's lure (round 12): "heads up, a fake profile keeps asking people to move to
 * telegram". Someone else does the asking (a scammer, a fake profile, a guy, bots) and the message warns or reports;
 * the speaker gives or asks for no contact or move of their own (context.ts drops the off-platform finding only
 * then, and only in a chat the reader has replied to).
 */
export const LURE_WARNING =
  S`\b(?:scammers?|catfish\w*|fake (?:profiles?|accounts?)|bots?|some(?:one| guy| girl| man| woman| creep)|a (?:guy|` +
  S`girl|man|woman|profile|match)|this (?:guy|girl|profile))\b[^.!?]{0,40}\b(?:asking|asks|asked|trying|tries|` +
  S`tried|wants?|wanted|telling|told|keeps?)\b`;
/** A warning or a report: "heads up", "be careful", "i reported it". */
export const WARNING_CUE =
  S`\b(?:heads up|be careful|careful|watch out|beware|fyi|psa|reported|` + S`report (?:them|him|her)|stay safe)\b`;
/** The speaker's own contact or move given or asked for: "add me", "my number", "let's use signal instead". */
export const OWN_CONTACT =
  S`\b(?:add me|text me|dm me|message me|call me|hit me up|hmu|my (?:number|insta|snap|whatsapp|telegram|handle|@)|` +
  S`let'?s (?:move|switch|go|use|talk|chat|continue)|instead|safer|` +
  S`(?:your|ur) (?:number|insta|snap|whatsapp|telegram))\b|@[a-z0-9_.]{3,}|\d{6,}`;
