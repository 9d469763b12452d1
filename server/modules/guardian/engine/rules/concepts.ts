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
