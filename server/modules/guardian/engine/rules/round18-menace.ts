/**
 * Round 18 (issue 15, ADR 226): MENACE WITH NO ACT WORD. The clause reader (ADR 218) reads (actor, act, target); the
 * threats it cannot see name no act at all. They are read here as FRAMES: the reader (you / your / ur, their home,
 * car, work, kin, pet) + a frame class + a modality (the future, a condition on the reader's refusal, a wish):
 *  1. surveillance and arrival: knowledge of where the reader is, or an arrival at their place, in the future or on
 *     their refusal (block, ignore, no reply), or with an ominous close;
 *  2. an ominous future aimed at the reader (looking over your shoulder, lock your doors, won't see it coming), and
 *     the veiled ones ("think carefully", "see what happens") only on the reader's refusal;
 *  3. possession once alone: "mine" / "my property" with isolation or consent voided; no help will come; the reader
 *     unable to refuse; incapacity equated with consent;
 *  4. veiled harm to the reader's things: shame / pity if …, accidents happen to …, a wish on their brakes;
 *  5. a weapon prepared with the reader in mind;
 *  6. an equation or an arrow from the reader to a weapon, death or unconsciousness.
 * Guards: a meeting plan (pick you up, see you there, our date, food, ready) unless the arrival hangs on the reader's
 * refusal; possession alone ("you're mine 😍") is romance; surprises and parties; games and sport (lexicon TOPIC);
 * the speaker's own fear (my shoulder, my doors); reports and quotes (frames.ts). Word classes of the clause lexicon
 * (FUTURE, TOPIC, LAUGH) are read from engine/clauses/lexicon.ts, not copied.
 * Hand-written from the frames named in ADR 226; no challenge line is copied.
 */
import * as L from '../clauses/lexicon';
import type { ContextSignal } from '../types';
import {
  ARRIVAL_PURPOSE,
  WATCH_BACK_GAME,
  JOINT_PLAN as JOINT_PLAN_TEXT,
  NAMED_HAZARD,
  TERMS_ON_READER,
  WATCH_BACK_MENACE,
  WATCH_BACK_MENACE_AT_GAME,
} from './concepts';
import { withoutFramed } from './frames';
import { ruleSignal, type RuleInput } from './types';
import { WordGate } from '../word-groups';

const S = String.raw;
const rx = (...parts: string[]) => new RegExp(parts.join(''));
const { FUTURE, TOPIC } = L;

/** The clause reader's risk for a credible threat: BLOCK whatever the sender's trust. */
const MENACE_RISK = 85;

// ------------------------------------------------------------------------------------------------
// The gate (ADR 190): one test per view; a message with no frame-class word is left at once.
const GATE = rx(
  S`know|found|follow|watch|track|outside|wait|turn(?:ing|ed)? up|show(?:ing)? up|pull(?:in'?|ing)? up|round|`,
  S`coming|come for|be there|visit|shoulder|behind (?:you|u)\b|eye open|lock|coming|mine|propert|belong|alone|`,
  S`nobody|no ?one|no-one|stop me|say no|escape|get away|shame|pity|accident|brakes|tyres|tires|sharpen|load|name on it|`,
  S`looked up|googl|searched|screenshot|street ?view|zoomed|dunno|address|`,
  S`[+=➡→]|->|consent|what happens|find|think|remember|see how|listen|permission|means|condom`,
);
const GATE_WORDS = new WordGate(GATE);

// ------------------------------------------------------------------------------------------------
// Word classes (regex fragments).
const YOU = S`(?:you|u|ya|yu|yuh)`;
const YOUR = S`(?:your|ur|yer|yo)`;
/** The reader's people, animals, places and things (after "your"). */
const DEAR_NOUN = S`(?:house|home|flat|apartment|place|building|door|front door|gate|street|road|drive|work|office|job|gym|car|van|bike|plate|windows?|garden|family|kids?|children|son|daughter|sister|brother|mum|mom|mother|dad|father|parents|wife|husband|girlfriend|boyfriend|nan|gran|baby|dog|cat|pets?|friends|lil man|face)`;
const READER_THING = S`\b${YOUR}\s+(?:[\w']+\s+)?${DEAR_NOUN}\b|\byours\b`;
const READER_PLACE = rx(READER_THING);
/** One of the reader's kinds of things named bare ("nice car", "lovely house"): what harm befalls in a veiled threat. */
const A_DEAR_THING = rx(S`\b${DEAR_NOUN}\b`);
/** The reader refusing the speaker, or shielded from them: block, ignore, unmatch, no reply, an order of the court. */
const REFUSAL = rx(
  S`\b(?:block|bl0ck|810ck|ignore|ignoring|unmatch|report|ghost)(?:ing|ed|s)?\s+me\b|`,
  S`\b(?:if|when|before|unless)\s+${YOU}\s+(?:\w+\s+){0,2}(?:block|ignore|unmatch|report|ghost|leave|don'?t (?:reply|answer|text|respond)|stop (?:replying|answering|talking)|go to the (?:police|cops))|`,
  S`\bdon'?t (?:reply|answer|respond) then\b|\bgo ahead and (?:block|ignore)\b|`,
  // ADR 248: the refusal said to be futile ("blocking me won't help")
  S`\b(?:block|ignor|ghost|unmatch)\w*\s+me\s+(?:won'?t|wont|will not|doesn'?t|does not|isn'?t gonna)\s+`,
  S`(?:help|work|save ${YOU}|stop me|change anything)\b|`,
  S`\b(?:restraining order|injunction|one more (?:time|word|ting))\b`,
);
/** Knowledge asserted as a question: "you think I don't know where you live?" (ADR 248). */
const RHETORICAL_KNOW_TEXT = S`\b(?:think|thought|reckon)\s+i\s+(?:don'?t|dont|dunno|do not|didn'?t)\s+(?:know\s+)?(?:where|what time|which)\b`;
const RHETORICAL_KNOW = rx(RHETORICAL_KNOW_TEXT);
/** The reader gave the place away themselves: "you sent me your address for the party" (ADR 248). */
const READER_TOLD = rx(S`\b${YOU} (?:sent|told|gave|showed|mentioned|said)\b|\bfrom (?:your|ur) (?:profile|bio)\b`);
const SURVEIL = rx(
  S`(?<!\b(?:let me|lemme|me|lmk|you|u|to)\s)\bknow (?:where|which|what time|when)(?:\s+\w+)?\s+${YOU}\b|`,
  S`\bknow\b(?:\s+\w+){0,3}\s+(?:${YOUR}\s+(?:[\w']+\s+)?(?:address|street|house|home|car|plate|route|schedule|building|flat|work|postcode)|address(?:es)?)\b|`,
  S`\b(?:found|got|have)\s+${YOUR}\s+(?:\w+\s+)?(?:address|mum|mom|mother|dad|father|parents|sister|brother|family|kids?|plate)\b|`,
  S`\b${YOUR}\s+(?:full name|home address|work address|address|plate number)\b|`,
  S`\b(?:followed|watched|tracked|been watching|been following)\s+${YOU}\b|`,
  // ADR 240: the reader's route or haunt known ("the bus you take home", "the road to your place").
  S`\bknow (?:the|which|what) (?:\w+ ){0,2}${YOU} (?:take|drive|use|ride|park|drink|train|go|catch|work|live|stay|`,
  // ADR 248: the reader's stops and errands as well as their routes ("the layby you stop at", "the gate you use")
  S`stop|walk|run|shop|drop|leave|sit|wait|get off|visit|eat)\b|`,
  // ADR 248: the reader's place or kin looked up ("looked up your mum's farm on maps", "screenshotted your badge")
  S`\b(?:looked up|pulled up|googled|searched|screenshotted|screenshot|street ?viewed|zoomed in on)\s+(?:\w+\s+){0,2}?`,
  S`${YOUR}\s+(?:[\w']+\s+)?(?:${DEAR_NOUN}|address|badge|farm|shop|garage|school|route|plate|street|postcode)\b|`,
  S`\bknow the (?:road|way|route) to ${YOUR}\b|`,
  // ADR 248: knowledge asserted as a question ("you think I don't know where you live?")
  S`${RHETORICAL_KNOW_TEXT}|`,
  // a reach that finds anyone, said as the whole clause ("I drive for a living, I can find anyone.")
  // ADR 257: the same reach in other words ("there's nobody i can't find", "i can track anyone down")
  S`\b(?:i can (?:find|trace|track down) (?:anyone|anybody)(?: down)?|there'?s (?:nobody|no one|no-one) i ` +
    S`(?:can'?t|cannot|couldn'?t) (?:find|trace|track down))\s*(?:[.!?,]|$)`,
);
/** An arrival: waiting, turning up, pulling up, coming round or for the reader. */
const ARRIVE = rx(
  S`\b(?:wait(?:ing)?|parked|standing|sitting|be)\s+(?:right\s+)?(?:outside|at|by|near|round)\b|`,
  S`\b(?:turn(?:ing|ed)?|show(?:ing|ed)?|pull(?:in'?|ing)?)\s+up\b|\b(?:pop|popping|come|coming|be)\s+round\b|`,
  S`\bcom(?:e|ing)\s+(?:in|for ${YOU}|to ${YOUR})\b|\bvisit\b|\bbe there\b|\bfind ${YOU}\b(?!\s+(?:a|an|the|some)\b)`,
);
/**
 * A future arrival's benign purpose: a plan, a ride, food, a gift (ADR 226/227; one owner since ADR 229: concepts.ts).
 */
const PLAN = rx(ARRIVAL_PURPOSE);
/**
 * A joint plan proposed beside the arrival ("we can walk to …", "let's …", "shall we …"): a shared evening, unless an
 * ominous close, a veiled consequence or no help rides with it (ADR 227).
 */
const JOINT_PLAN = rx(JOINT_PLAN_TEXT);
/** The reader's routine known to the speaker: "when your shift ends", "when you get home". */
const ROUTINE = rx(
  S`\bwhen (?:${YOU}|${YOUR})\b[^.!?,]{0,20}\b(?:finish(?:es)?|ends?|get(?:s)? (?:home|off|out)|leave|come (?:out|home)|`,
  S`clock(?:s)? off|lock up)\b`,
);
/** A wait promised or hiding made pointless, closing its clause (ADR 240): "wait and see", "don't bother hiding". */
const WAIT_AND_SEE =
  S`\bwait (?:and|n|an|&) see\b(?!\s+(?:what|how|if|who|where|the|whether))|\bwatch this space\s*(?:[.!?]|$)|` +
  S`\b(?:don'?t|dont|no point|nuh|no use)\s+(?:bother(?:ing)?|badda|even try(?:ing)?)\s+(?:to\s+)?hid(?:e|ing)\b|` +
  S`\b(?:you|u) can'?t hide\b|\b(?:think about (?:that|it)|have a (?:little |good )?think)\s*(?:[.!?]|$)|` +
  S`\bcruisin'?g? for a bruisin'?g?\b|` +
  S`\blearn(?:ing)? the hard way\b|` +
  // a weapon owned, named beside the whereabouts ("got my dad's rifle", "a bat in the car")
  S`\b(?:got|have|'ve got|bought)\s+(?:my|a|me)\s+(?:\w+'?s?\s+){0,2}` +
  S`(?:shotgun|gun|rifle|pistol|knife|machete|blade|bat|crowbar)\b`;
/** An ominous close beside knowledge of the reader's whereabouts. */
const OMINOUS = rx(
  S`\bsleep (?:well|tight)\b|\bsweet dreams\b|\bsee ${YOU} (?:soon|around)\b|\bbe seeing ${YOU}\b|`,
  S`\bnot (?:joking|kidding)\b|\bi mean it\b|\bmark my words\b|\bnumber \d{1,3}\b(?![\d ]*\d)|🔥|\bthink (?:very )?(?:carefully|hard|twice)\b|`,
  S`\bwatch (?:your|ur)self\b|\bwatch (?:your|ur) back\b|\bdon'?t think i (?:won'?t|wont)\b|`,
  // ADR 240: a wait promised, hiding made pointless ("wait and see", "don't bother hiding"); not "wait and see what…".
  S`${WAIT_AND_SEE}`,
);
/** The warnings among the ominous closes (not a parting line such as "see you soon"): no plan excuses them. */
const OMINOUS_WARNING = rx(
  // ADR 248: a notice served ("just so you're aware"), harm to them hated aloud ("would hate for anything to happen")
  S`\bjust so (?:you'?re|youre|ur|you are|u r|u are) aware\b|`,
  S`\b(?:would|i'?d|id) hate (?:for (?:anything|something) (?:bad )?to happen|if (?:anything|something) (?:bad )?` +
    S`(?:happened|happens|were to happen))\b|`,
  S`\bnot (?:joking|kidding)\b|\bi mean it\b|\bmark my words\b|\bthink (?:very )?(?:carefully|hard|twice)\b|`,
  S`\bwatch (?:your|ur)self\b|\bwatch (?:your|ur) back\b|\bdon'?t think i (?:won'?t|wont)\b|${TERMS_ON_READER}|`,
  S`${WAIT_AND_SEE}`,
);
/** An ominous future aimed at the reader, enough on its own (the speaker's own fear says "my"). */
const DOOM = rx(
  S`\b(?:looking|checking|glancing|watching)\s+(?:over|behind)\s+${YOUR}\s+(?:shoulder|back)|`,
  S`\b(?:checking|looking)\s+behind\s+${YOU}\b|`,
  S`\b(?:${YOU}|you'?d|you'?ll)\b[^.!?]{0,20}\bsleep with (?:one|an) eye open\b|`,
  S`\b(?:best|better|should|might want to|wanna)\s+(?:keep\s+)?lock(?:ed)?\s+${YOUR}\s+(?:doors?|windows?)\b|`,
  S`\bkeep\s+${YOUR}\s+doors?\s+locked\b|\bwatch\s+${YOUR}\s+back\b|`,
  S`\b(?:won'?t|will not|never)\s+(?:even\s+)?see\s+(?:it|me|us|this)\s+coming\b`,
);
/** Veiled ominous futures, menace only when they hang on the reader's refusal. */
const VEILED_FUTURE = rx(
  S`\bsee what happens\b|\bfind out (?:what|how)\b|\bthink (?:very )?(?:carefully|hard|twice|about (?:that|it))\b|`,
  S`\bremember that\b|\bwe'?ll see how (?:brave|tough|funny|smart)\b|\bdon'?t (?:make|push) me\b|`,
  S`\bwatch (?:your|ur)self\b|\bbe there\b`,
);
/** Why a reader might lock their doors that is not the speaker: burglaries, storms. */
const SAFETY_CAUSE = /\bburglar|\bbreak-?ins?\b|\bthie(?:f|ves)\b|\bstorm|\bwind\b|\bholiday|\baway\b|\bcrime/;
/** "watch your back" at a game or beside a hazard that is not the speaker (concepts.ts, ADR 229). */
const A_GAME = rx(S`\b${WATCH_BACK_GAME}\b`);
const A_HAZARD = rx(NAMED_HAZARD);
const BACK_MENACE = rx(WATCH_BACK_MENACE);
const BACK_MENACE_AT_GAME = rx(WATCH_BACK_MENACE_AT_GAME);
/** A contest: "watch your back at trivia, I'm coming for that trophy". */
const CONTEST = /\btroph|\btitle\b|\bcrown\b|\bquiz|\btrivia|\bleaderboard|\bscore|\bcheckmate|\bpoints\b/;
const SURPRISE = /\bsurprise|\bparty\b|\bbirthday|\bgift|\bpresent\b|\bproposal|\bpropose/;
/** Possession of the reader, and what makes it menace: isolation, consent voided. */
const POSSESS = rx(
  S`\b(?:you'?re|youre|ur|you are|u r|you'?ll be|you will be|make ${YOU}|you become)\s+(?:all\s+)?`,
  S`(?:mine|my (?:property|toy|plaything|pet))\b|\b${YOU}\s+belong\s+to\s+me\b`,
);
const ISOLATION = rx(
  S`\balone\b|\bat (?:my place|mine)\b|\bin my (?:car|van|boat|room|flat|house)\b|\bdoor'?s? (?:is )?locked\b|`,
  S`\bnowhere to (?:run|go|swim|hide)\b|\bcan'?t (?:leave|escape|get away)\b`,
);
const CONSENT_VOID = rx(
  S`\bno ask(?:in'?|ing)?\b|\bwithout asking\b|\b(?:need|needs|want) (?:your )?permission\b|`,
  S`\bdon'?t (?:believe in|care about) (?:\W*\w+\W*\s+)?(?:consent|boundaries|no)\b|\bwhether ${YOU}\b`,
);
const NO_HELP = rx(
  S`\b(?:no ?one|nobody|no-one)(?:'s|s| is| will|'ll)?\s+(?:\w+\s+){0,2}(?:hear|help|save|find|come)\b(?!\s+to\s)`,
);
const GET_ALONE = rx(S`\bget ${YOU} alone\b|\bhave ${YOU} alone\b`);
const NO_ESCAPE = rx(S`\bnowhere to (?:run|go|swim|hide)\b|\bno way out\b|\bcan'?t (?:leave|escape|get away)\b`);
/** The reader unable to refuse: "you won't be able to stop me", "you'll never say no to me again". */
const UNABLE = rx(
  S`\b${YOU}(?:'ll|ll| will)?\s+(?:won'?t|will not|can'?t|cannot|never)\s+(?:be able to\s+)?`,
  S`(?:stop me|say no(?: to me)?|get away(?: from me)?|escape(?: me)?)`,
  // The refusal is the whole clause: "you can't escape me", not "you can't escape my cooking".
  S`(?=\s*(?:$|[.!?,;:]|(?:again|now|lol|forever|ever|anyway|either|sweetheart|babe)\b))`,
);
/** Consent voided in a sexual setting: a refusal not listened to, permission not needed, "no" re-read. */
const REFUSAL_IGNORED = rx(
  S`\b(?:not|never|won'?t)\s+(?:gonna\s+|going to\s+|be\s+)?listen(?:ing)?\s+to\s+(?:it|you|${YOU}|no|the safe ?word)\b|`,
  S`\b(?:doesn'?t|don'?t|won'?t|without)\s+(?:need(?:ing)?\s+)?${YOUR}\s+permission\b`,
);
/** "no" re-read as a yes: consent voided whatever the setting. */
const NO_MEANS = /\bno\W*\s+(?:just\s+)?means\s+(?:try harder|yes|keep going|convince)\b/;
const SEXUAL_SETTING = /\bsleep with\b|\bsafe ?word\b|\bcondom\b|\bsex\b|\bfuck|\bsmash\b|\bbed\b|\bmy way with\b/;
/** A condom removed without the reader knowing. */
const CONDOM_OFF =
  /\bcondom\b[^.!?]{0,30}\b(?:off|remove|rip|poke|hole)|\b(?:off|remove|rip|poke)\b[^.!?]{0,12}\bcondom\b/;
const UNNOTICED = rx(
  S`\b(?:won'?t|wont|never)\s+(?:even\s+)?(?:notice|know|find out|feel)\b|\bwithout ${YOU} knowing\b`,
);
/** Incapacity equated with consent: "asleep = yes", "if you pass out that's consent". */
const INCAPACITY = /\b(?:asleep|sleeping|drunk|wasted|passed out|pass out|unconscious|fall asleep|falls asleep)\b/;
const AS_CONSENT =
  /(?:=|➡|→|->)\s*(?:\W+\s*)?(?:yes|consent)\b|\bthat'?s consent\b|\bcounts as consent\b|\bmeans yes\b/;
/** Veiled harm to the reader's things. */
const SHAME_IF = /\b(?:shame|pity)\b[^.!?]{0,30}\bif\b/;
const HAPPENS =
  /\bhappen|\bsomething\b|\bcaught fire\b|\bwent missing\b|\bgot (?:hurt|out|lost)\b|\bburn|\bfire\b|\baccident/;
/** Harm befalling a thing, named: "caught fire", "went missing" (not rain, not a spill). */
const HARM_BEFALLS =
  /\bcaught fire\b|\bburn(?:ed|t|s)? down\b|\bwent missing\b|\bgot (?:hurt|run over)\b|\bsomething happen/;
const ACCIDENTS = /\baccidents?\s+(?:can\s+|do\s+|will\s+)?happen/;
const TO_READER_KIND = rx(S`\bto ${YOU}\b|\b(?:people|girls|guys|women|men|those|anyone|folks) (?:who|that)\b`);
const SAFETY_WISH = rx(S`\bhope\s+${YOUR}\s+(?:brakes|tyres|tires|locks|airbags?|seatbelt|smoke alarm)\b`);
/** A wish FOR the reader's safety: "I hope your brakes are ok after that noise" (ADR 229). */
const SAFETY_WISHED_FOR = rx(
  S`\bhope\s+${YOUR}\s+(?:brakes|tyres|tires|locks|airbags?|seatbelt|smoke alarm)\s+(?:are|were|'re|is)\s+`,
  S`(?:still\s+)?(?:ok|okay|fine|alright|all right|good|sorted|working|safe)\b`,
);
/** …unless the wish hangs on something: a failure, the speaker's doing, the reader's refusal, "for your sake". */
const WISH_MENACE = rx(
  S`\b(?:fail\w*|shame|pity|sake|what i did|i did|had a look|touched|cut|tamper\w*|for now|this time|tonight|`,
  S`ignor\w*|block\w*|ghost\w*|or else|regret|unless)\b|😈|🔪|💀|`,
  // ADR 237: a wish FOR names a cause that is no one (a noise, a pothole, the storm). It hangs on a person when the
  // speaker acted on the thing, another actor is named, or its staying safe is a term ("stay that way").
  S`\bi(?:'ve|'d|'m)?(?! (?:really |do |just )?hope| (?:heard|saw|noticed|spotted))(?: \w+){1,6} `,
  S`(?:them|under|brake lines?|your (?:car|brakes|tyres|tires|locks))\b|`,
  S`\b(?:some ?(?:one|body)|a copy of|stay(?:s)? that way|as long as|when you (?:need|least)|answer|reply|respond)\b`,
);
const REPAIR = /\bfix|\bgarage\b|\bmechanic|\brepair|\bservice|\bmot\b/;
/** A weapon prepared with the reader in mind. */
const WEAPON = /\b(?:knife|knives|blade|machete|gun|pistol|rifle|shotgun|bat|crowbar|hammer|axe|cleaver|rope|bullet)\b/;
const PREPARED = /\bsharpen(?:ed|ing|s)?\b|\bload(?:ed|ing|s)?\b|\boil(?:ed|ing)\b|\bpolish(?:ed|ing)\b/;
const IN_MIND = rx(
  S`\bthinking (?:of|about) ${YOU}\b|\b${YOUR} name on it\b|\bwith ${YOU} in mind\b|\bjust for ${YOU}\b|`,
  S`\bthinking (?:of|about) ${YOUR} (?:face|neck|throat)\b`,
);
/** A kitchen beside the blade: the knife is for cooking (ADR 227), unless a body part, name, no-help or refusal rides. */
// Cooking, not the knife's own name ("kitchen knife" alone stays a weapon: ADR 226's twin).
const KITCHEN = /\bcook|\bchop|\bdinner|\bsushi|\brecipe|\bsteak|\broast\b|\bonions?\b/;
const KITCHEN_BLADE = /\b(?:knife|knives|blade|cleaver)\b/;
const NOT_A_KITCHEN_TOOL = /\b(?:machete|gun|pistol|rifle|shotgun|bat|crowbar|hammer|axe|rope|bullet)\b/;
const BODY_IN_MIND = /\b(?:face|neck|throat)\b/;
const NAMED_FOR_READER = rx(S`\b${YOUR} name on it\b`);
/** An equation or arrow: "you + me + 🔫 = goodbye", "your cat ➡ ☠". */
const EQUATION = /[+=]|➡|→|->/;
const EQUATION_SHAPE = /\+[^=]*=|➡|→|->/;
const EQUATION_READER = rx(S`\b(?:${YOU}|${YOUR}|yours)\b`);
const EQUATION_HARM =
  /\b(?:gun|knife|rope|bleach|pills|grave|coffin|dead|won'?t remember|problem solved|asleep|unconscious)\b|(?:☠|💀|⚰|🪦|🩸)/;

// ------------------------------------------------------------------------------------------------
const hasClass = L.viewHasClass;
/** The future beyond the lexicon's modals: "going to", a time ahead. */
const AHEAD = /\bgoing to\b|\bnext time\b|\btonight\b|\btomorrow\b|\bsoon\b|\bone day\b|\bmight\b|\bfrom now on\b/;
const future = (v: string): boolean => AHEAD.test(v) || hasClass(v, FUTURE);

/** The reader's refusal and place, read once per view and only when a frame asks (-1: not read yet). */
let refusalState = -1;
let readerPlaceState = -1;
function refused(v: string): boolean {
  if (refusalState < 0) refusalState = REFUSAL.test(v) ? 1 : 0;
  return refusalState === 1;
}
function readerPlaceIn(v: string): boolean {
  if (readerPlaceState < 0) readerPlaceState = READER_PLACE.test(v) ? 1 : 0;
  return readerPlaceState === 1;
}

/**
 * The frame the view holds, as a plain-words reason, or '' (none). Each frame's expression runs only when a literal
 * it cannot match without is in the view (`includes` is a plain scan; the expressions cost 0.5–4 µs each on long text).
 */
function menaceIn(v: string, optedIn: boolean): string {
  if (!GATE_WORDS.test(v)) return '';
  refusalState = -1;
  readerPlaceState = -1;
  // 1. Surveillance and arrival.
  const arrival = ARRIVE.test(v);
  if (arrival) {
    if (refused(v)) return 'an arrival promised if the reader refuses';
    // "I'll be waiting outside your work" alone is as often a plan as a menace (the plan may come in the next
    // send): the reader's routine known, or an ominous close, makes it menace.
    const pressed = ROUTINE.test(v) || OMINOUS.test(v);
    if (
      pressed &&
      readerPlaceIn(v) &&
      future(v) &&
      !PLAN.test(v) &&
      !hasClass(v, TOPIC) &&
      !CONTEST.test(v) &&
      !(JOINT_PLAN.test(v) && !OMINOUS.test(v) && !VEILED_FUTURE.test(v) && !NO_HELP.test(v))
    )
      return "an arrival at the reader's place at their known routine, not a plan they share";
  }
  if (
    (v.includes('know') ||
      v.includes('dunno') ||
      // ADR 248: "i can find anyone" (ADR 240) and places looked up were never let in by this scan
      v.includes('find') ||
      v.includes('looked up') ||
      v.includes('googl') ||
      v.includes('searched') ||
      v.includes('screenshot') ||
      v.includes('street') ||
      v.includes('zoomed') ||
      v.includes('found') ||
      v.includes('got') ||
      v.includes('have') ||
      v.includes('address') ||
      v.includes('full name') ||
      v.includes('plate') ||
      v.includes('follow') ||
      v.includes('watch') ||
      v.includes('track')) &&
    SURVEIL.test(v) &&
    // A plan or a ride excuses an arrival or a parting line, never a warning (ADR 229: "I drive a cab, I know your
    // address, think carefully" since rides joined the one arrival-purpose concept).
    (refused(v) ||
      OMINOUS_WARNING.test(v) ||
      (RHETORICAL_KNOW.test(v) && !READER_TOLD.test(v)) ||
      (!PLAN.test(v) && (arrival || OMINOUS.test(v))))
  )
    return "knowledge of the reader's whereabouts, with menace";
  // 2. An ominous future aimed at the reader.
  if (
    v.includes('back') ||
    v.includes('shoulder') ||
    v.includes('behind') ||
    v.includes('eye open') ||
    v.includes('lock') ||
    v.includes('coming')
  ) {
    const doom = DOOM.exec(v);
    if (doom) {
      const seeComing = doom[0].endsWith('coming');
      const guarded =
        (seeComing && SURPRISE.test(v)) ||
        hasClass(v, TOPIC) ||
        CONTEST.test(v) ||
        (doom[0].includes('lock') && SAFETY_CAUSE.test(v)) ||
        (doom[0].startsWith('watch') &&
          ((A_GAME.test(v) && !BACK_MENACE_AT_GAME.test(v)) || (A_HAZARD.test(v) && !BACK_MENACE.test(v))));
      if (!guarded) return 'an ominous future promised to the reader';
    }
  }
  if (refused(v) && VEILED_FUTURE.test(v)) return 'a veiled consequence if the reader refuses';
  // 3. Possession once alone, no help, the reader unable to refuse, incapacity as consent.
  const noOne = v.includes('nobody') || v.includes('no one') || v.includes('noone') || v.includes('no-one');
  if (
    (v.includes('mine') || v.includes('my p') || v.includes('my t') || v.includes('belong')) &&
    POSSESS.test(v) &&
    ((ISOLATION.test(v) && (!optedIn || NO_ESCAPE.test(v))) || CONSENT_VOID.test(v) || (noOne && NO_HELP.test(v)))
  )
    return 'the reader possessed once alone or without consent';
  if (v.includes('alone') && GET_ALONE.test(v) && NO_ESCAPE.test(v)) return 'the reader alone with no way out';
  if (noOne && NO_HELP.test(v) && EQUATION_READER.test(v) && future(v) && !hasClass(v, TOPIC))
    return 'the reader promised that no help will come';
  if (
    (v.includes('stop me') || v.includes('say no') || v.includes('get away') || v.includes('escape')) &&
    UNABLE.test(v)
  )
    return 'the reader told they will not be able to refuse';
  if ((v.includes('consent') || v.includes('yes')) && INCAPACITY.test(v) && AS_CONSENT.test(v))
    return 'incapacity taken as consent';
  if (
    ((v.includes('listen') || v.includes('permission')) && REFUSAL_IGNORED.test(v) && SEXUAL_SETTING.test(v)) ||
    (v.includes('means') && NO_MEANS.test(v))
  )
    return "the reader's refusal to be ignored";
  if (v.includes('condom') && CONDOM_OFF.test(v) && UNNOTICED.test(v))
    return 'a condom removed without the reader knowing';
  // 4. Veiled harm to the reader's things.
  if (
    (v.includes('shame') || v.includes('pity')) &&
    SHAME_IF.test(v) &&
    ((readerPlaceIn(v) && HAPPENS.test(v)) || (HARM_BEFALLS.test(v) && A_DEAR_THING.test(v)))
  )
    return "veiled harm to the reader's things";
  if (v.includes('accident') && ACCIDENTS.test(v) && (refused(v) || readerPlaceIn(v) || TO_READER_KIND.test(v)))
    return 'accidents promised';
  if (
    v.includes('hope') &&
    SAFETY_WISH.test(v) &&
    !REPAIR.test(v) &&
    !(SAFETY_WISHED_FOR.test(v) && !WISH_MENACE.test(v))
  )
    return "a wish on the reader's safety";
  // 5. A weapon prepared with the reader in mind.
  if (
    (v.includes('sharpen') ||
      v.includes('load') ||
      v.includes('oil') ||
      v.includes('polish') ||
      v.includes('name on it')) &&
    WEAPON.test(v) &&
    ((PREPARED.test(v) && IN_MIND.test(v)) || NAMED_FOR_READER.test(v)) &&
    !(
      KITCHEN.test(v) &&
      KITCHEN_BLADE.test(v) &&
      !NOT_A_KITCHEN_TOOL.test(v) &&
      !noOne &&
      !BODY_IN_MIND.test(v) &&
      !NAMED_FOR_READER.test(v) &&
      !refused(v)
    )
  )
    return 'a weapon prepared with the reader in mind';
  // 6. An equation or arrow from the reader to a weapon, death or unconsciousness.
  if (EQUATION.test(v) && EQUATION_SHAPE.test(v) && EQUATION_READER.test(v) && EQUATION_HARM.test(v))
    return 'the reader in an equation with a weapon or death';
  return '';
}

const NO_SIGNALS: ContextSignal[] = [];

/** The menace family's signals for one message (context.ts appends them after the clause reader's). */
export function round18MenaceSignals(input: RuleInput): ContextSignal[] {
  const found = input.found;
  for (let i = 0; i < found.length; i++) if (found[i].kind === 'threat' && found[i].risk >= 75) return NO_SIGNALS;
  const views = input.views;
  // Opted-in adults: "you're mine once we're alone" is their roleplay; an escape denied, consent voided or no help is
  // still menace (ADR 227).
  const optedIn = input.consent === 'opted_in_mutual';
  for (let i = views.length - 1; i >= 0; i--) {
    const reason = menaceIn(views[i], optedIn);
    if (reason)
      return withoutFramed(views, [ruleSignal('threat', MENACE_RISK, `menace, ${reason}: ${views[i]}`)], 'police');
  }
  return NO_SIGNALS;
}
