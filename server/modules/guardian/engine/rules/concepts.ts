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
