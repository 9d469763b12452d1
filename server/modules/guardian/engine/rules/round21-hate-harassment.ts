/**
 * Round 21 (ADR 251): hate and harassment read by shape, beside round 20's classes (ADR 246). Soft only (62, REVIEW):
 * both kinds are `not_allow`. Hand-written from general knowledge; the DEVELOP challenge sets showed which shapes the
 * round-20 classes did not reach:
 *  - disguises the normaliser leaves: leet where "1" is both i and l in one word or "v" stands for "u" ("v9ly"), look-
 *    alikes it folds wrongly (Greek capitals) or not at all, spaced letters glued to the article before them ("w e i r
 *    d o") or to the next word; this module folds them itself into views of its own, resolved against the words its
 *    readings use, and runs round 20's readings on them too (since ADR 255 the normaliser folds the look-alikes for
 *    every layer and owns the leet table and the cut into words this module uses);
 *  - directed degradation: a degrading adjective and name ("greasy ugly troll"), a name called out ("oi muppet"), the
 *    reader spoken of in the third person ("bro's a registered weirdo"), a face "like" something broken, a rating
 *    ("a 5 with the filter on"), a superlative ("the worst catfish here"), a list of put-downs ("mid + broke"), a one-
 *    word
 *    verdict after a look at the reader ("you look 80 in that pic. bleak"), age ("past your use-by"), rhetorical
 *    unwantedness in several languages (Pidgin, Hindi-English, Tagalog forms of "who would date you");
 *  - contempt dressed as advice ("spare us all and log off", "sort your teeth before dating", "buy a mirror");
 *  - a group of people the reader belongs to with a harsh predicate ("you nurses are all failures");
 *  - hate: slurs round 20 did not list, groups named in creole copulas ("X na animals"), lists of groups as "the same
 *    filth", "y'all are subhuman", coded hate (numbers, echoes, slogans), an insult emoji beside a group's emoji;
 *  - a stranger who saw the reader somewhere and will be there again; a demand to answer messages.
 * Abuse suffered and reported ("some guy wrote '…', reported and blocked") sets every reader's soft hate and harassment
 * findings aside when nothing outside the quote reads as either.
 */
import { DISGUISE_LEXICON, leetSpellings, readLeetWord, segmentWords, type NormalizedText } from '../normalize';
import { GUARDIAN_PREFILTER, execRule } from '../prefilter';
import type { ContextSignal } from '../types';
import { WordGate } from '../word-groups';
import { HH21_GROUP, HH21_LEXICON, PROTECTED_GROUP } from './concepts';
import { framed } from './frames';
import { readRound20, toldAndDistanced } from './round20-hate-harassment';
import type { RuleInput } from './types';

const S = String.raw;
const NOTHING: ContextSignal[] = [];
/** A finding this high can be hard (the sliding window keeps it): never set aside here. */
const HARD_RISK = 75;

// ------------------------------------------------------------------------------------------------
// Views of this module's own: disguises the normaliser leaves
const LEET_CHAR = /[0-9@$!|(€]/;
/** A letter beside a leet character inside a word ("f47", "p!9"): the normaliser leaves some of these unflagged. */
const LEET_IN_WORD = /[a-z][0-9@$!|(]|[0-9@$!|(][a-z]/;
/** A run of word and leet characters with a leet character in it (the runs resolveWord can change, ADR 259). */
const LEET_TOKEN = /[a-z']*[0-9@$!|(€][a-z0-9@$!|(€']*/g;
/** "ur 4 fat …": a lone 4 before a word is "a" in a line already in leet. */
const LONE_FOUR = / 4 (?=[a-z])/g;
const HAS_LETTER = /[a-z]/;
const MAX_SPELLINGS = 64;
/** The words a spaced-out run is cut into (segmentWords): this module's own, a bigger set would cut differently. */
const WORDS: ReadonlySet<string> = new Set(HH21_LEXICON);

/**
 * A word with leet resolved by the normaliser's word reader against the normaliser's lexicon (ADR 273), of which this
 * module's words are a part. Not the lettered view: it reads each symbol one way ("v9ly", "p16" stay) where this
 * reader tries every spelling ("ugly", "pig"); golden 0 differ either way, but round 21's own tests need the spellings.
 */
const resolveWord = (word: string): string =>
  LEET_CHAR.test(word) && HAS_LETTER.test(word) ? readLeetWord(word, DISGUISE_LEXICON, MAX_SPELLINGS) : word;
/** resolveWord's answers for the words met lately (the sender's earlier parts come back with every send). */
const RESOLVED = new Map<string, string>();
const resolveKnown = (word: string): string => {
  let r = RESOLVED.get(word);
  if (r === undefined) {
    if (RESOLVED.size >= 1024) RESOLVED.clear();
    RESOLVED.set(word, (r = resolveWord(word)));
  }
  return r;
};
const resolveLeet = (view: string): string => view.replace(LEET_TOKEN, resolveKnown);

/** Letters spaced or dotted one by one ("l o s e r s", "u.g.l.y", "f r e a k s h o w"). */
const SPACED_RUN = /(?<![a-z0-9'])(?:[a-z0-9@$!][ .]){2,}[a-z0-9@$!](?![a-z0-9])/g;
const MAX_SEGMENT = 40;

const joinRun = (run: string): string => {
  const joined = run.replace(/[ .]/g, '');
  for (const s of leetSpellings(joined, MAX_SPELLINGS) ?? [joined]) {
    const cut = segmentWords(s, WORDS, MAX_SEGMENT);
    if (cut) return cut;
  }
  return run;
};

/**
 * This module's view, when new (none for most messages: each needs a disguise the normaliser flagged). Greek capitals
 * and the other look-alikes it once folded in a view of its own are folded by the normaliser for every layer; the leet
 * table, the spellings and the cut into words are the normaliser's (ADR 255); the words are this module's.
 */
function foldedViews(input: RuleInput): string[] {
  const out: string[] = [];
  const add = (v: string) => {
    if (!input.views.includes(v) && !out.includes(v)) out.push(v);
  };
  let v = input.views[0];
  if (SPACED_RUN.test(v)) v = v.replace(SPACED_RUN, joinRun);
  SPACED_RUN.lastIndex = 0;
  if (LEET_CHAR.test(v)) v = resolveLeet(v).replace(LONE_FOUR, ' a ');
  add(v);
  return out;
}

// ------------------------------------------------------------------------------------------------
// Directed degradation
/** Adjectives that degrade the one they describe (not "bad", "lucky", "greedy", "old": "you bad bitch" praises). */
const ADJ =
  S`(?:fat|ugly|fugly|disg\w*ting|dusty|crusty|nasty|vile|gross|worthless|pathetic|useless|stupid|dumb|thick|` +
  S`brainless|desperate|wrinkly|saggy|smelly|greasy|sweaty|balding|bald|toothless|skanky|manky|minging|rank|dutty|` +
  S`ratchet|busted|hideous|repulsive|obese|flat|short|tiny|fucking|filthy|dirty)`;
/** Names that degrade whoever they are aimed at (not the banter words "dork", "nerd", "menace", "dog", "rat"). */
const NAME =
  S`(?:cow|pig|whale|heifer|hog|sow|bitch|slag|skank|slapper|slut|whore|hoe|thot|loser|incel|manlet|troll|hag|` +
  S`witch|cunt|twat|freak|bozo|melt|waste ?man|neckbeard|uggo|minger|munter|goblin|gremlin|beast|tramp|scrubber|` +
  S`fatty|fatso|lard ?(?:arse|ass)|landwhale|catfish|virgin|simp|failure|retard|spaz)`;
/** Names that degrade even called out alone ("oi slapper", "bro is a certified incel"). */
const STRONG =
  S`(?:slag|skank|slapper|slut|whore|thot|loser|incel|manlet|uggo|minger|munter|fatty|fatso|melt|waste ?man|` +
  S`neckbeard|landwhale|scrubber|lard ?(?:arse|ass))`;
const YOU_SUBJ = S`(?:you|u|ya|ye|you'?re|youre|you are|u r|u are|ur|yer|ure)`;
const INTENS =
  S`(?:such|a|an|so|proper|absolute|total|right|complete|certified|whole|fucking|big|little|lil|real|` +
  S`straight up|actual|massive|bit of a)`;
/** The state of a broken or degraded thing a face or teeth are likened to. */
const WRECKED =
  S`(?:broken|rotten|crooked|wonky|melted|burnt|busted|mangled|squashed|slapped|smacked|deflated|bloated|beached|` +
  S`drowned|dying|chewed|trodden|crushed|smashed|hit by|kena hit|run over|bag of|dropped|stepped on)`;
const BODY =
  S`(?:face|teeth|nose|body|skin|hair|hairline|belly|gut|chin|chins|forehead|pics?|photos?|selfies?|profile|` +
  S`smile|legs|arms|thighs|look|looks)`;
/** A one-word verdict closing the line. */
const VERDICT =
  S`(?:hideous|grim|gross|ugly|yikes|vile|rank|disgusting|minging|tragic|embarrassing|pathetic|cringe|ew+|yuck|` +
  S`rough|horrendous|nasty|repulsive|🤮+|🤢+)`;
const HARSH =
  S`(?:losers|hags|desperate|pathetic|subhuman|sub-human|filth|scum|vermin|animals|parasites|worthless|` +
  S`disgusting|gross|ugly|leeches|rats|a joke|a waste of (?:space|oxygen)|failures|useless|(?:lazy )?scroungers)`;

/** The put-downs of a list, each a whole item ("ratio", "ugly", "nobody asked", "clown face", "🗑️ trash"). */
const PUT_DOWN =
  S`(?:ratio|ugly|fugly|nobody asked|no one asked|l|bozo|cope|seethe|🤡|🗑️?|(?:🤡\s*)?clown(?: face)?|` +
  S`(?:🗑️?\s*)?trash|loser|mid|fatty|fat|broke|bald|balding|manlet|incel|uggo|(?:no|0|zero) rizz|negative aura|` +
  S`-?\d+ aura|cringe|lol|lmao|💀|😂|ahh)`;

const INSULT: readonly RegExp[] = [
  // "you pathetic failure", "ur a crusty troll", "you're a lardy cow", "greasy ugly pig" as the whole line or its start
  new RegExp(
    S`\b${YOU_SUBJ}\s+(?:${INTENS}\s+){0,3}(?:${ADJ}[\s,&]+(?:and\s+)?){1,3}${NAME}s?\b|` +
      S`^\W*(?:${ADJ}[\s,&+]+(?:and\s+)?){1,3}(?:${NAME})s?\b|\b${YOU_SUBJ}\s+(?:${INTENS}\s+){0,3}${STRONG}\b`,
  ),
  // a name called out: "oi muppet", "hey failure", "buy a mirror, pig"
  new RegExp(
    S`^\W*(?:oi|listen|stfu)\W+(?:${ADJ}\s+)?${STRONG}\b|^\W*(?:hey|hi|yo|ay|aye)\W+(?:${ADJ}\s+)?(?!loser)` +
      S`${STRONG}\b|\bget (?:yourself )?a mirror\W+` +
      S`(?:${NAME}|${ADJ})\b`,
  ),
  // the reader in the third person: "bro's a registered weirdo", "mans a proper waste", "she's a right state"
  new RegExp(
    S`^\W*(?:bro|bruh|mans|man's|manz|sis|this (?:guy|girl|dude|one)|she|he)(?:'?s| is| be)?(?:\s+(?:really|` +
      S`actually|def|defo|clearly|just))?\s+(?:${INTENS}\s+){0,3}(?:${ADJ}\s+)?${STRONG}\b`,
  ),
  // a face or teeth likened to a wrecked thing: "a face like a dropped pie", "teeth like a smashed keyboard"
  new RegExp(
    S`(?<!\bmy )\bface (?:looks? )?like (?:an? |the )?${WRECKED}\b|\b(?:your|ur|yer) ${BODY} (?:look|looks|is|are)` +
      S`(?: like)? (?:an? |the )?${WRECKED}\b|\b(?:${YOU_SUBJ}) look(?:s)? like (?:an? )?${WRECKED}\b`,
  ),
  // a rating: "a 5 with the filter on", "ur a 2/10", "a 4 if the lighting is kind"
  new RegExp(
    S`\b(?:you'?re|youre|you are|ur|u r|u are|ure) (?:an? |like an? |barely an? )?(?:[0-5](?:\.5)?|six)` +
      S`(?:\s*/\s*10\b| out of (?:10|ten)\b|(?=\s+(?:with (?:filters?|makeup|a filter)|at best|on a good day|` +
      S`being generous|generously|irl|in person|without (?:filters?|makeup))\b))`,
  ),
  // "reckons she's a 10 lol", "u really believe ur fit? … mirror": with a sneer after it
  new RegExp(
    S`(?:\b(?:who|woman|girl|guy|man|bloke|bro|mans|he|she) (?:actually |really |genuinely )?thinks? (?:she'?s|he'?s|` +
      S`she is|he is) (?:a )?(?:10|ten|all that|a catch|pretty|hot|fit|gorgeous|god'?s gift|something)\b|` +
      S`\b(?:you|u) (?:actually|really|seriously|genuinely|honestly) (?:think|thought) (?:you'?re|ur|you are|u r|` +
      S`you were) (?:a )?(?:10|ten|pretty|hot|fit|gorgeous|cute|attractive|a catch|all that)\b)` +
      S`(?=[^]*(?:\b(?:lol|lmao|delusional|as if|imagine|cope|mirror|sure)\b|🤡|💀|😂|\b[0-6] with\b))`,
  ),
  // a superlative: "the worst catfish on this app", "the dullest bloke on here"
  new RegExp(
    S`(?<!\b(?:i'?m|im|i am)\s+(?:the\s+|a\s+)?)\b(?:biggest|ugliest|saddest|most pathetic|dumbest|worst) ` +
      S`(?:clown|loser|joke|bozo|` +
      S`embarrassment|catfish|creep|troll|failure|disappointment|waste of space)s? (?:on (?:this|the) app|on here|` +
      S`i'?ve (?:ever )?(?:seen|met|matched)|alive|in the world)`,
  ),
  // a one-word verdict after a look at the reader: "nice hair, did the barber give up? yikes.",
  // "you look 80 in that pic. bleak"
  new RegExp(
    S`(?:\b(?:your|ur|yer|you|u)\s+(?:\w+\s+){0,2}?|^\W*(?:nice|lovely|great|cute|love the)\s+)${BODY}\b[^]*` +
      S`[.!?,;]\s*${VERDICT}\W*$|\b(?:you|u) look ` +
      S`(?:like )?(?:about |at least |easily )?(?:[5-9]\d)\b[^]*${VERDICT}`,
  ),
  // age: "grandma ur expired", "past your sell by date", "you're past it"
  new RegExp(
    S`\b(?:you'?re|youre|ur|you are|u r|u are)\s+(?:so |well |way |long |literally )?(?:expired|past (?:it|` +
      S`your (?:sell[- ]?by|prime|best|expiry))|over the hill|dried up)\b|\bpast (?:your|ur|yer) ` +
      S`(?:sell[- ]?by|use[- ]?by|expiry|best[- ]before)\b|\b(?:grandma|granny|grandpa|gramps|boomer|old (?:hag|bag|` +
      S`boot|crone|fossil)|fossil)\b[^.!?]{0,30}(?:expired|🦴|⚰|should be in a (?:care |nursing )?home|one foot in)`,
  ),
  // rhetorical unwantedness, in several languages: Pidgin, Hindi-English and Tagalog forms of "who would date you"
  new RegExp(
    S`(?<!n'?t |not )\bwho (?:go|gon|gonna|go fit|fit|would|'?d|will|'?ll|is gonna|is going to|dey go|wan|want to|` +
      S`wanna) (?:ever |even )?(?:marry|date|want|love|touch|kiss|fuck|shag|wife|rate|look at) (?:you|u|yuh|yu|` +
      S`unu)\b(?=\s*(?:[?!.,]|\blol\b|\blmao\b|😂|💀|$))|\bkaun (?:\w+ )?kare(?:ga|gi) (?:tujhe|tujhse|tumse|tumhe|` +
      S`tere saath)\b|\b(?:itni|itna|kitni|kitna|bahut) (?:moti|mota|badsurat|bhaddi|gandi)\b|\bpangit (?:mo|ka)\b|` +
      S`\bsino (?:ang )?(?:papatol|magkakagusto|papakasal) sa ?(?:yo|iyo)\b|\b(?:yuh|yu) (?:ugly|dutty|nasty|fat)` +
      S` (?:bad|so|til)\b|\bgyal so (?:dutty|ugly|nasty|fat|mawga)\b|\bwho tell (?:yuh|yu|you|u) (?:fi|to) post\b|` +
      S`\bugly bush (?:girl|gal|gyal|boy|man)\b`,
  ),
  // contempt dressed as advice
  new RegExp(
    // ADR 257: "spare us (all)" is the same favour asked
    S`\b(?:do (?:us|everyone|the world|society|the rest of us|all of us|mankind) (?:all )?a favou?r|spare (?:us|` +
      S`everyone|the world|the rest of us|all of us)(?: all)?) (?:and|&|n) ` +
      S`(?:just )?(?:delete|leave|log off|stop|get off|disappear|quit|shut up|go away|uninstall|stay (?:home|off|` +
      // "never" / "don't" only with what they forbid the reader: "and never stop singing" is praise (ADR 254)
      S`single|away|inside)|(?:never|don'?t(?: ever)?) (?:come back|post|speak|talk|open|show|leave|breed|` +
      S`reproduce|date|message|return|bother|have kids)|give up|cover|put (?:a|the) bag)|\bfix (?:them|those|(?:your|ur) ` +
      S`(?:teeth|face|nose|skin|body)) (?:before|b4) (?:you|u|ya) (?:date|post|message|try)|\b(?:friendly|` +
      S`bit of|some|word of|free|little|honest) advice\b[^]*\b(?:belly|weight|fat|ugly|embarrass\w*|face|teeth|` +
      S`nobody|no one|gym|cover)\b|\b(?:you|u|ya) (?:should|need to|might want to|might wanna|oughta|gotta) (?:\w+ )` +
      S`{0,2}(?:lose (?:some |a (?:bit|few|lot) (?:of )?)?(?:weight|pounds|stone|kilos)|a paper bag|a nose job|` +
      S`plastic surgery|a personality|cover (?:up|your face|that face))\b|\bif i (?:looked|was|were) (?:like )?` +
      S`(?:you|u)\b[^.!?]{0,40}\b(?:i'?d|i would)\b[^.!?]{0,30}\b(?:stay (?:in|home|inside)|never (?:leave|post|` +
      S`go)|not (?:post|bother)|hide|cover|give up|delete)\b`,
  ),
  // a list of put-downs: "mid + broke + no one cares", "🤡 face, 🚮 bin", "no banter, no money, no jawline"
  new RegExp(
    S`^\W*${PUT_DOWN}(?:\s*(?:[,+&|/.!;]|\band\b)?\s*${PUT_DOWN}){1,}(?:\W+(?:next|bye|pass|nope|swipe left))?` +
      S`\W*$|(?:\bno (?:chat|job|hairline|chin|rizz|` +
      S`personality|life|brain|game|teeth|aura)\b[^a-z]{1,4}){2,}`,
  ),
  // a group the reader belongs to with a harsh predicate: "you nurses are all failures", "divorcees here are … witches"
  new RegExp(
    S`\b(?:you|all you|you lot of|these|those)\s+(?!(?:men|guys|lads|blokes|dudes|boys)\b)[a-z]+(?:s|folk|people)` +
      S`\s+(?:on here\s+)?(?:are|r)\s+(?:all\s+|just\s+|so\s+|such\s+)*(?:\w+\s+){0,2}?${HARSH}\b|` +
      S`^\W*(?!(?:men|guys|lads|blokes|dudes|boys)\b)(?:[a-z]+ )?[a-z]+s on (?:here|this app|dating apps?) ` +
      S`(?:are|r) (?:all |just |so )*(?:\w+ ){0,2}?${HARSH}\b|^\W*(?:[a-z]+ )?[a-z]+s on (?:here|this app) (?:are|r) ` +
      S`[^.!?]{3,50}[,.!]\s*${VERDICT}\W*$`,
  ),
];

// ------------------------------------------------------------------------------------------------
// Hate
const GROUP = S`(?:${PROTECTED_GROUP}|${HH21_GROUP})`;
/** Slurs round 20 did not list, each in a form with no everyday sense ("chink" only as a person's name for them). */
const SLURS = new RegExp(
  S`\b(?:kaffirs?|kafirs|dindus?|roasties?|femoids?|foids?|feminazis?|zipperheads?|spear ?chuckers?|porch ` +
    S`monkeys?|niglets?|mongoloids?|gyppos?|pikeys?|sodomites?|poofters?|batty ?(?:boys?|man|men)|chi ?chi ` +
    S`m[ae]n|sand ?monkeys?|mudslimes?|dagos)\b|\b(?:a|you|u|ur|those|these|fucking|dirty|bunch of|another) ` +
    S`(?:chinks?|retards?|spazz?(?:es)?|mongs?)\b(?! in\b)`,
);
/** A copula, English or creole ("X na animals", "dem dey …"). */
const IS = S`(?:are|r|is|=|na|dey|be|bin|ain'?t|aint|aren'?t|were|all)`;
const DEHUMANISE21 =
  S`(?:animals|vermin|rats|apes|monkeys|insects|bugs|cockroaches|roaches|parasites|leeches|savages|sub-?human|` +
  S`inferior|filth|scum|trash|garbage|terrorists|groomers|pedos|paedos|diseased?|lazy|dirty|thieves|not human|` +
  S`disgusting|abominations?|criminals|rapists|🐀|🐒|🐍|🤮|💣)`;
/** What a group is said to do as a swarm: arrive, breed, take over. */
const SWARM =
  S`(?:swarm\w*|infest\w*|invad\w*|flood\w* (?:in|into|the|our|everything)|breed\w* like|coming (?:over )?on ` +
  S`(?:the )?boats|taking over|take over|replac\w* us|suppose burn|should (?:all )?burn|need to go|must go)`;
const GROUP_EMOJI = S`(?:🏳\s*\u200d?🌈|🏳\s*\u200d?⚧|✡|🕌|☪|🧕|👳|🕍|♿)`;
const VILE_EMOJI = S`(?:🐷|🐖|🐀|🐒|🦍|🤮|🤢|💩|🐍|🗑)`;
const HATE: readonly RegExp[] = [
  SLURS,
  // a group "na animals" in a creole copula, "these <group> swarm everywhere", a slur then "lazy and dirty"
  new RegExp(
    S`\b${GROUP}\b[^.!?]{0,14}?\b${IS}\b[^.!?]{0,25}?(?<![a-z])${DEHUMANISE21}(?![a-z])|\b${GROUP}\b[^.!?]{0,20}?` +
      S`\b${SWARM}|\b${GROUP}\b[^]{0,60}\b(?:they(?:'?re| are| r)|it'?s all (?:the )?same|all the same)\b` +
      S`[^.!?]{0,20}?(?<![a-z])${DEHUMANISE21}(?![a-z])`,
  ),
  // a group named and told to go home: "these fobs …, go home"
  new RegExp(S`\b${GROUP}\b[^.!?]{0,50}\bgo (?:back )?home\b`),
  // "y'all are subhuman", "you people are vermin"
  new RegExp(
    S`\b(?:y'?all|yall|you lot|you people|all of you|your lot|your kind)\s+(?:are|r|is|=)\s+(?:all\s+|just\s+)?` +
      S`(?:sub-?human|vermin|animals|scum|filth|parasites|not human|inferior|savages|cockroaches)\b`,
  ),
  // an insult emoji beside a group's: "🐷🧕 filth", "🧕 = 🐖"
  new RegExp(
    S`(?:${VILE_EMOJI}|\bpigs?|\brats?)[\s\u200d\ufe0f=]*${GROUP_EMOJI}|${GROUP_EMOJI}(?:[\s\u200d\ufe0f=]|` +
      S`\ud83c[\udffb-\udfff])*(?:${VILE_EMOJI}|filth|scum|vermin|rats?|pigs?|terrorists?|bombers?)`,
  ),
  // coded hate: numbers, echoes, slogans
  new RegExp(
    S`(?<![\d.,£$€])(?<!\b(?:flat|unit|room|page|apartment|apt|no|number|bus|route|score|#)\.?\s?)` +
      S`14\s?[/-]?\s?88(?![\d.,%])|\(\(\(\s*\w+\s*\)\)\)|\bwhite genocide\b|\bgreat ` +
      S`replacement\b|\b6mwe\b|\b6 ?million wasn'?t enough\b|\brahowa\b|\bwhite power\b(?! ranger)|\bsieg heil\b|` +
      S`\bheil hitler\b|\bhitler (?:was right|did nothing wrong)\b|\boven dodgers?\b|\bzog\b`,
  ),
];

// ------------------------------------------------------------------------------------------------
// Persistence and a stranger's sightings
const PERSIST: readonly RegExp[] = [
  // "oi muppet answer ur texts", "reply to your messages, slag"
  new RegExp(
    S`^\W*(?:oi|hey|yo)\W+(?:\w+\W+)?(?:answer|reply to) (?:ur|your|yer) (?:messages|texts|dms|phone|msgs)\b|` +
      S`\b(?:answer|reply to) (?:ur|your|yer) (?:messages|texts|dms|phone|msgs)\W+(?:${STRONG}|${NAME})\b`,
  ),
];
/** The reader seen somewhere, and the speaker there again ("spotted you on the tram … same one tomorrow"). */
const SAW_YOU = new RegExp(S`\bi (?:saw|seen|spotted|noticed|clocked|watched) (?:you|u)\b`);
const THERE_AGAIN = new RegExp(
  S`\bi'?(?:ll| will) be (?:there|on it|on the \w+|at the \w+|back|outside|waiting)\b[^.!?]{0,25}\b(?:tomorrow|` +
    S`again|too|every day|tonight|next week)\b`,
);

// ------------------------------------------------------------------------------------------------
// Abuse suffered and reported
/** Someone else's message told: "a man messaged", "someone in my inbox called me", "a match sent me". */
const TOLD = new RegExp(
  S`\b(?:some(?:one| guy| girl| man| woman| random| creep)?|a (?:guy|girl|man|woman|match|creep|profile|random)|` +
    S`this (?:guy|girl|man|woman|match|creep)|he|she|they|people|my ex)\b[^.!?]{0,30}\b(?:wrote|writ|messaged|` +
    S`sent|texted|dm'?d|said|told me|called me|calling me|commented|replied)\b|\b(?:got|received|had) (?:a |this )?` +
    S`(?:message|dm|text|comment)s?\b`,
);
const DISTANCE = new RegExp(
  S`\b(?:report\w*|block\w*|unmatch\w*|the audacity|charmer|creep\w*|vile|horrible|awful|rude|exhausting|wary|` +
    S`careful|gross|disgusting|unreal|unbelievable|not ok|screenshot\w*)\b`,
);
const QUOTED = /"[^"]*"|“[^”]*”|'[^']{3,}'|‘[^’]*’/g;

/**
 * The quoted words adopted or turned on the reader in the speaker's own words ("… reported and blocked. you are one
 * too", "so are you", "honestly they're right", "he was not wrong"): then it is no report of abuse suffered (ADR 254).
 */
const ADOPTED = new RegExp(
  String.raw`\b(?:(?:you|u) (?:are|r) one (?:too|as well)|so (?:are|r) (?:you|u)|same (?:to|for) (?:you|u)|` +
    String.raw`(?:you|u) (?:too|as well)\b|(?:they|he|she|they're|he's|she's) (?:are |is |was |were )?(?:right|` +
    String.raw`not wrong|onto something|had a point)|(?:wasn'?t|weren'?t|isn'?t|aren'?t|not) wrong|(?:i|honestly i) ` +
    String.raw`agree|fair point|true tho|tbf|accurate|spot on|(?:you|u) (?:should|deserve))`,
);

/** Whether the message reports abuse suffered: a quote told with distance, nothing outside the quote hate or insult. */
function reportedAbuse(norm: NormalizedText, views: readonly string[]): boolean {
  const v = views[0];
  if (!TOLD.test(v) || !DISTANCE.test(v)) return false;
  const outside = norm.original.toLowerCase().replace(QUOTED, ' " ');
  if (outside === norm.original.toLowerCase()) return false;
  if (ADOPTED.test(outside)) return false;
  const own = [outside];
  const r20 = readRound20(own, true, true, false);
  return !r20.hate && !r20.harass && !run(INSULT, own) && !run(HATE, own);
}

// ------------------------------------------------------------------------------------------------
/**
 * Words one of which every reading here needs (ADR 190: a cheap first look; the readings follow). The folded views
 * are built only when the normaliser saw a disguise, or a letter beside a leet character.
 */
const GATE = new RegExp(
  S`fat|ugl|fugl|disg|dust|crust|nast|vile|gross|worthless|pathetic|useless|stupid|dumb|thick|brainless|desperat|` +
    S`wrink|sagg|smell|greas|sweat|bald|toothless|skank|mank|ming|rank|dutty|ratchet|busted|hideous|repuls|obese|` +
    S`flat|short|tiny|filth|dirt|cow|pig|whale|heifer|hog|sow|bitch|slag|slapper|slut|whore|hoe|thot|loser|incel|` +
    S`manlet|troll|hag|witch|cunt|twat|freak|bozo|melt|waste|neckbeard|uggo|munter|goblin|gremlin|beast|tramp|` +
    S`scrubber|lard|catfish|virgin|simp|failure|retard|spaz|mirror|face|teeth|look|[0-9]|six|think|biggest|` +
    S`ugliest|saddest|most|worst|expired|past|over the hill|dried|grandma|granny|grandpa|gramps|boomer|fossil|who |` +
    S`kaun|kare|itni|itna|kitn|bahut|pangit|sino|yuh|yu |gyal|bush|favou?r|spare|fix|advice|should|need to|` +
    S`might|oughta|` +
    S`gotta|if i|ratio|asked|clown|trash|rizz|aura|cringe|🤡|🗑|no (?:chat|job|hairline|chin|life|brain)|` +
    S`on here|on this app|dating app|kaffir|kafir|dindu|roastie|femoid|foid|feminazi|zipperhead|chucker|monkey|` +
    S`niglet|mongo|gyppo|pikey|sodomite|poof|batty|chi ?chi|mudslime|dago|chink|mong|${GROUP}|y'?all|you lot|` +
    S`you people|all of you|your kind|🐷|🐖|🐀|🐒|🦍|🤮|🤢|💩|🐍|🏳|✡|🕌|☪|🧕|👳|🕍|♿|words|\(\(\(|genocide|` +
    S`replacement|6mwe|million|rahowa|white power|heil|hitler|oven|zog|answer|reply|read (?:ur|your)|saw|seen|` +
    S`spotted|noticed|clocked|watched|wrote|writ|messag|sent|text|dm|said|told|call|comment|replied|` +
    S`(?:are|r) (?:all|just)|subhuman|scum|vermin|animals|parasites|leeches|rats|scrounger`,
);
const GATE_WORDS = new WordGate(GATE);

const run = (readings: readonly RegExp[], views: readonly string[]): string | null => {
  for (const r of readings)
    for (const v of views) {
      const m = execRule(r, v);
      if (m) return m[0];
    }
  return null;
};
GUARDIAN_PREFILTER.register([...INSULT, ...HATE, ...PERSIST, SAW_YOU, THERE_AGAIN, TOLD, DISTANCE]);

const isSoftHateOrHarass = (s: ContextSignal): boolean =>
  (s.kind === 'hate' || s.kind === 'harassment') && s.risk < HARD_RISK;

/**
 * Sets aside, in place, every reader's soft hate and harassment findings when the message reports abuse suffered
 * ("some guy wrote '…', reported and blocked"; context.ts calls it once its readers have run, beside the scam-told
 * pass). The round-21 reader itself finds nothing in such a message.
 */
export function setAsideReportedAbuse(signals: ContextSignal[], norm: NormalizedText, views: readonly string[]): void {
  if (!signals.some(isSoftHateOrHarass) || !reportedAbuse(norm, views)) return;
  for (let i = signals.length - 1; i >= 0; i--) if (isSoftHateOrHarass(signals[i])) signals.splice(i, 1);
}

/**
 * The round-21 readings (ADR 251): at most one hate and one harassment signal, both 62, each only when no earlier
 * reader found that kind. Soft hate and harassment findings of the earlier readers (`input.found`, the context's own
 * list) are set aside when the message reports abuse suffered.
 */
export function round21HateHarassmentSignals(input: RuleInput): ContextSignal[] {
  if (input.hardOnly) return NOTHING;
  let gated = false;
  for (let i = 0; i < input.views.length && !gated; i++) gated = GATE_WORDS.test(input.views[i]);
  const disguised = input.norm.signals.length > 0 || LEET_IN_WORD.test(input.views[0]);
  if (!gated && !disguised) return NOTHING;
  const hasHate = input.found.some((s) => s.kind === 'hate');
  const hasHarass = input.found.some((s) => s.kind === 'harassment');
  if (hasHate && hasHarass) return NOTHING;
  const folded = disguised ? foldedViews(input) : [];
  const views = folded.length ? [...input.views, ...folded] : input.views;
  // The given views stay prepared with their scans (ADR 259): prepared alone, the folded views left every exec on the
  // given views, here and in the readers after this one, a plain exec over the whole text.
  if (folded.length) GUARDIAN_PREFILTER.prepare(views);
  if (!gated && !folded.some((v) => GATE_WORDS.test(v))) return NOTHING;
  const theirs = input.consent === 'opted_in_mutual';
  const r20 = folded.length ? readRound20(folded, !hasHate, !hasHarass, theirs) : { hate: null, harass: null };
  const hate = hasHate ? null : (r20.hate ?? run(HATE, views));
  let harass = hasHarass ? null : (r20.harass ?? run(INSULT, views) ?? run(PERSIST, views));
  if (!harass && !hasHarass && input.ctx.recipientHasReplied === false) {
    const saw = run([SAW_YOU], views);
    if (saw && run([THERE_AGAIN], views)) harass = saw;
  }
  if (!hate && !harass) return NOTHING;
  if (framed(views, 'police') || toldAndDistanced(input.views) || reportedAbuse(input.norm, input.views))
    return NOTHING;
  const out: ContextSignal[] = [];
  if (hate) out.push({ kind: 'hate', risk: 62, evidence: hate.slice(0, 120) });
  if (harass) out.push({ kind: 'harassment', risk: 62, evidence: harass.slice(0, 120) });
  return out;
}
