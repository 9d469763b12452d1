/**
 * Round 20 (issue 15, ADR 240): THREATS OF VIOLENCE the clause reader (ADR 218/231) and the menace frames (ADR 226)
 * leave delivered. The DEVELOP misses were ALLOW, not REVIEW: readings that find nothing. Classes read here:
 *  1. the reader's violent fate in slang or as a body part ("you're getting glassed", "you'll get your head kicked
 *     in", "you'll get a hiding") with a modality: the future, a hard condition, an encounter promised;
 *  2. an encounter promised with a weapon ("next time I see you I'm bringing a blade");
 *  3. harm to the reader's kin or pet with no act word ("your dog won't make it to the weekend"), or their kin's
 *     routine known and closed with "would be a shame";
 *  4. someone else sent to do it ("I'll send the boys round to break your legs") and deaths wished through a third
 *     party ("hope someone finishes you off", "should put you down like a dog").
 * Guards: games and sport, the kitchen beside a blade, laughter beside a slap; reports and quotes (frames.ts).
 * Hand-written from the classes named in ADR 240; no challenge line is copied.
 */
import * as L from '../clauses/lexicon';
import type { ContextSignal } from '../types';
import { GAME } from './concepts';
import { withoutFramed } from './frames';
import { ruleSignal, type RuleInput } from './types';
import { WordGate } from '../word-groups';

const S = String.raw;
const rx = (...parts: string[]) => new RegExp(parts.join(''));
const { TOPIC } = L;

/** A credible threat: BLOCK whatever the sender's trust (as the clause reader's). */
const THREAT_RISK = 85;

// Gates (ADR 190): short literal tests, one per reading, before its expressions.
const SLANG_GATE = /wet|slide|run up|glass|bottle|shank|merk|deck|chin|spark|leather|stomp|burst|bust|cave|lamp/;
const SLANG_GATE_WORDS = new WordGate(SLANG_GATE);
/** The helpers sent: "send the boys", "have someone", "get my mates". */
const SENT_GATE =
  /boys|lads|mates|people|guys|cousin|brother|someone|somebody|man ?dem|friends|bredren|goons|crew|gang/;
const SENT_GATE_WORDS = new WordGate(SENT_GATE);
const HELP_GATE = /police|cops|feds|999|911|security/;
const HELP_GATE_WORDS = new WordGate(HELP_GATE);
const ELSEWHERE_GATE = /donde|weiss|sais ou|dove|onde|waar je|si no/;
const ELSEWHERE_GATE_WORDS = new WordGate(ELSEWHERE_GATE);
const WEAPON_GATE = /knife|blade|machete|shank|bat|gun|strap|ting|piece|crowbar|hammer|axe|bottle|knuckle/;
const WEAPON_GATE_WORDS = new WordGate(WEAPON_GATE);
const KIN_GATE = /won|will not|ain|isn|is not/;
const KIN_GATE_WORDS = new WordGate(KIN_GATE);

const YOU = S`(?:you|u|ya|ye|yous)`;
const YOUR = S`(?:your|ur|yer|ya|yo)`;
/** The reader as the subject of a coming fate: "you'll get", "ur gonna get", "you're getting", "ye'll be getting". */
const READER_GETS =
  S`\b(?:${YOU}(?:'re|'ll|re|ll|\s+(?:are|r|will|is|gonna|gon))?|ur)\s+(?:(?:gonna|going to|gon|finna|` +
  S`about to|gna)\s+)?(?:be\s+)?(?:get|getting|gettin|gets)\s+`;
/**
 * Violent participles of chat and slang. "hurt", "shot" and plain acts are the clause reader's (ADR 218), which wants
 * the speaker behind them; these are the ones it does not read.
 */
const BEATEN =
  S`(?:glassed|bottled|shanked|stabbed|battered|knocked (?:out|down|spark out|clean out)|smacked(?: up)?|` +
  S`slapped(?: up)?|merked|bodied|wet up|wetted|leathered|decked|chinned|sparked(?: out)?|stomped|done in|` +
  S`beaten(?: up)?|beat up|kicked in|jumped|cut up|sliced|blasted)`;
const BODY = S`(?:head|face|teeth|jaw|legs?|kneecaps?|knees?|skull|nose|ribs|shit|lights?|arse|ass|heads?)`;
const BODY_DONE =
  S`(?:kicked|knocked|smashed|punched|caved|bust(?:ed)?|rocked|broken|snapped|done|battered|stamped|` +
  S`kneecapped|cracked|split)`;
/** A beating as a noun: "a hiding", "a glassing", "a slap you won't get up from". */
const BEATING =
  S`(?:a|an)\s+(?:proper\s+|good\s+|real\s+|right\s+)?(?:beating|hiding|kicking|battering|glassing|shoeing|` +
  S`pasting|stabbing|bullet|slap|smack|bottle)(?!\s+on the wrist)`;
const READER_FATE = rx(
  READER_GETS,
  S`(?:\w+\s+)?(?:${BEATEN}\b|${YOUR}\s+(?:\w+\s+)?${BODY}\s+${BODY_DONE}\b|${BEATING}\b)`,
);
/** Already a future in the fate itself: "you'll get", "you're gonna get", "you will get". */
const FATE_FUTURE = rx(
  S`\b(?:${YOU}(?:'ll|ll|\s+will)|(?:${YOU}(?:'re|re|\s+are|\s+r)?|ur)\s+(?:gonna|going to|gon|finna|about to|gna))\b`,
);
/** An encounter promised: "next time I see you", "when I catch you", "the minute I clock you", "our paths cross". */
const ENCOUNTER = rx(
  S`\b(?:next time|when|once|soon as|the (?:minute|second|moment|day))\s+(?:i|we|me|my \w+|the \w+|ah)\s+`,
  S`(?:see|sees|catch|catches|clock|find|spot|bump into|run into|get hold of|get|lay eyes on)\s+${YOU}\b|`,
  S`\b(?:next time|when)\s+(?:our|we)\s+(?:paths? cross|cross paths|meet)\b|`,
  S`\bnext time\b(?=[^.!?]{0,30}\b(?:${YOU}|i)\b)`,
);
/** A hard condition on the reader: "keep …", "… again", "one more …", "carry on", "try me", "or else", "say that…". */
const HARD_CONDITION = rx(
  S`\bkeep\s+\w+|\bagain\b|\bone more\b|\bcarry on\b|\btry me\b|\bor else\b|\bunless\b|\bsay (?:that|it|one more)\b|`,
  S`\bif\s+${YOU}\s+(?:don'?t|dont|do not|ever|keep|block|ignore|report|tell|go to|say|call)|\bmouth (?:off|again)\b|`,
  S`\btonight\b|\btomorrow\b|\bthis (?:weekend|week)\b`,
);
/** An ultimatum or a beating made memorable: someone stands behind the fate though no one is named. */
const ULTIMATUM = rx(
  S`\bkeep\s+\w+(?:\s+\w+)?\s+and\b|\bcarry on\b|\bone more\b|\bsay (?:that|it) again\b|\bor else\b|\bunless\b|`,
  // a dare to fight ("pull up then", "catch me outside")
  S`\bpull up (?:then|if)\b|\bcome see me\b|\bcatch me outside\b|\bmeet me outside\b|\bstep to me\b|`,
  S`\btry me\b|\bagain\s+and\b|\b${YOU}\s+(?:won'?t|wont|will never|'?ll never)\s+(?:ever\s+)?forget\b`,
);
/** Laughter excuses a slap or a smack (banter), not a stabbing. */
const LAUGH = /\blol\b|\blmao\b|\bhaha|😂|🤣|\bjk\b/;
const LIGHT_BLOW = /\b(?:slap|smack|slapped|smacked|hiding)\b/;
/** A family's smack: "a hiding from your nan". */
const FROM_KIN = rx(S`\bfrom ${YOUR} (?:nan|nana|gran|granny|mum|mom|mam|mother|dad|father|parents|teacher)\b`);
/** The speaker or their people stand in the message: a fate with no one behind it is a warning (as ADR 218). */
const SPEAKER = /\b(?:i|i'?ll|i'?m|im|ill|me|my|we|we'?ll|we'?re|us|our|ah'?ll|man'?s|mi)\b/;
/** Sport and games: "you're getting battered at padel". */
const A_GAME = rx(
  S`\b(?:${GAME}|padel|squash|five-a-side|5 ?a ?side|football|rugby|boxing|sparring|court|pitch|ranked|lobby|`,
  S`match|game|league|season|tournament|race)\b`,
);

/** A weapon carried to an encounter. */
const WEAPON =
  S`(?:knife|blade|machete|shank|bat|gun|strap|ting|piece|crowbar|hammer|axe|bottle|brass knuckles|` +
  S`knuckleduster)`;
const CARRIED = rx(
  S`\b(?:bring|bringing|brings|carry|carrying|got|have|pull(?:ing)? out|tooled up with)\s+(?:a|my|the|me|me)\s+`,
  S`(?:\w+\s+)?${WEAPON}\b`,
);
/** "next time I bring a blade": the encounter is the future itself. */
const NEXT_TIME_WEAPON = rx(
  S`\bnext time\b[^.!?]{0,20}\bi(?:'ll|ll| will|'m| am)?\s+(?:bring|bringing|carry|carrying)\s+(?:a|my|the|me)\s+`,
  S`(?:\w+\s+)?${WEAPON}\b`,
);
/** A blade or bat for a meal, a match or the garden. */
const TOOL_USE = rx(
  S`\bwater|\bnerf\b|\btoy\b|\bglue\b|\brematch|\bpaintball|\blaser|\bcook|\bcake|\bbread|\bcheese|\bdinner|`,
  S`\bpicnic|\bbbq|\bbarbecue|\bfish|\bveg|\bfruit|\bcamping|\bcricket|\bbaseball|\brounders|\bsoftball|`,
  S`\bbottle of|\bwine|\bprosecco|\bgarden|\bhedge|\bdiy|\bshelf|\bshelves|\bpicture`,
);

/** The reader's kin or pet, their fate with no act word: "won't last the week", "won't make it to the weekend". */
const KIN =
  S`(?:family|kids?|children|son|daughter|sister|brother|mum|mom|mother|dad|father|parents|wife|husband|nan|` +
  S`gran|baby|dog|cat|pets?|puppy|kitten|pup|horse|girlfriend|boyfriend|little one|lil one)`;
const KIN_FATE = rx(
  S`\b${YOUR}\s+(?:little\s+|lil\s+|baby\s+|old\s+|precious\s+|lovely\s+|cute\s+|\w+\s+)?${KIN}\s+`,
  S`(?:won'?t|wont|will not|ain'?t (?:gonna|going to)|isn'?t (?:gonna|going to)|is not (?:gonna|going to))\s+`,
  S`(?:last|make it|be (?:around|walking|breathing|alive|coming home|so lucky|by|there)|see|wake up|come home|`,
  S`walk again|survive|be walking home)\b`,
);
/** A time the fate is set by, closing the clause: "… the week", "… to the weekend", "… much longer". */
const FATE_DEADLINE = rx(
  S`\b(?:the|this|next)\s+(?:week|weekend|night|month|day|year)|\b(?:christmas|tomorrow|tonight|monday|tuesday|`,
  S`wednesday|thursday|friday|saturday|sunday|much longer|long|the morning)\s*(?:[.!?,;]|$|\s+(?:if|unless|when|`,
  S`once)\b)`,
);
/** Why a pet or kin "won't last" that is not the speaker: treats, growth, the vet, laughter. */
const FATE_INNOCENT = /\bwithout\b|\bat this rate\b|\bvet\b|\bgrowing\b|\bsmall\b|\bbegging\b|\btreats?\b/;
/** Kin or their routine known to the speaker, with a tag ("doesn't he", "right?") and a closing "shame / pity". */
const KIN_NAMED = rx(S`\b(?:${YOUR}|(?:have|got)\s+(?:a|an|two))\s+(?:\w+\s+)?${KIN}\b`);
const KNOWN_TAG = rx(
  S`\b(?:doesn'?t|don'?t|isn'?t|aren'?t|didn'?t|won'?t)\s+(?:he|she|they|you|it)\b|\bright\s*\?|\binnit\b|`,
  S`\byeah\s*\?|\bschool\b|\balone\b|\bwalks? home\b|\bevery (?:day|morning|night)\b`,
);
const SHAME_CLOSE = /\b(?:shame|pity)\W*$/;

/** Someone else sent to do it: "I'll send the boys round to break your legs", "I'll have someone wet you up". */
const SENT_TO_HARM = rx(
  S`\b(?:i'?ll|ill|i will|i can|i could|i'?m gonna|i'?m going to|gonna)\s+(?:get|have|send|pay)\s+`,
  S`(?:a couple of\s+|some\s+|my\s+|the\s+|a few\s+|a\s+)?(?:boys|lads|mates|people|guys|cousins|brothers|someone|`,
  S`somebody|man dem|mandem|friends|bredren|goons|crew|gang)\s+(?:round\s+|over\s+|to come\s+)?(?:to\s+|and\s+)?`,
  S`(?:\w+\s+){0,2}?(?:break|batter|hurt|stab|shank|jump|smash|wet|beat|rush|kneecap|glass|knock|do|sort)\s+`,
  S`(?:${YOU}\b(?!\s+(?:out with|a |an |up with|some|something))|${YOUR}\s+(?:\w+\s+)?(?:${BODY}|${KIN}|car|`,
  S`house|face))`,
);
/** A death wished through someone else: "hope someone finishes you off", "put you down like a dog". */
const DEATH_WISHED = rx(
  S`\b(?:hope|wish|pray|should|deserve|needs? to)\b[^.!?]{0,40}\bfinish(?:es|ing)?\s+${YOU}\s+off\b|`,
  S`\b(?:hope|wish|pray)\s+(?:someone|somebody|your ex|ur ex|he|she|they)\b[^.!?]{0,30}\b${YOU}\b[^.!?]{0,25}`,
  S`\bfinish(?:es)?\s+the\s+job\b|`,
  S`\bput\s+${YOU}\s+down\s+like\s+(?:a|an|the)\s+(?:\w+\s+)?(?:dog|animal|horse|rat|pig|mutt|beast|cur)\b`,
);

/** Slang acts of the speaker or their people: "man's gonna wet you up", "finna slide on u", "ah'll burst yer nose". */
const SLANG_INTENT = rx(
  S`\b(?:i'?ll|ill|i will|ima|imma|i'?m (?:gonna|finna|going to)|im (?:gonna|finna)|we'?re gonna|we will|we'?ll|`,
  S`man'?s gonna|man'?ll|ah'?ll|gonna|finna)\s+(?:wet|slide on|run up on|glass|bottle|shank|merk|deck|chin|spark|`,
  S`leather|stomp|burst|bust|cave in|lamp)\s+(?:${YOU}\b(?!\s+(?:a|an|some|another|one)\b)|`,
  S`${YOUR}\s+(?:\w+\s+)?${BODY}\b)`,
);
/** A jaw broken, told: "you'll be eating through a straw" (not braces or the dentist). */
const STRAW = rx(
  S`\b(?:${YOU}(?:'ll|ll|\s+will)|yull)\s+be\s+(?:eatin|eating|drinking|sippin|sipping|having)\b[^.!?]{0,25}`,
  S`\bthrough a straw\b`,
);
const DENTAL = /\bbraces\b|\bdentist|\bteeth out\b|\bwisdom\b|\bsurgery\b|\bsmoothie|\bmilkshake|\bjaw op/;
/** The reader crippled: "you won't walk again", with the speaker's arrival, encounter or condition beside it. */
const CRIPPLED = rx(
  // ADR 248: also "you'd never", "you couldn't" (beside the speaker's arrival, as before)
  S`\b${YOU}(?:'ll|ll|'d|\s+will|\s+would)?\s+(?:won'?t|wont|will not|never|ain'?t gonna|aren'?t gonna|couldn'?t|`,
  S`wouldn'?t)\s+`,
  S`(?:be able to\s+|be\s+)?(?:walk(?:ing)?|talk(?:ing)?|breathe|get up)\s+(?:again|straight|anywhere|home|away)\b`,
);
const SPEAKER_MOVES = rx(
  S`\bi(?:'ll|ll| will|'m| am|m)\s+(?:\w+\s+)?(?:coming|waiting|outside|find|be|turn|show|pull)|\bnext time\b|`,
  // ADR 248: an arrival asked about ("would it be a problem if I turned up at your work …")
  S`\bif i (?:turned|turn|showed|show|came|come|rocked|rock) up\b|`,
  S`\bagain\s+and\b|\bkeep\s+\w+ing\b|\bi'?ll\b`,
);
/** Why the reader won't walk that is no one's doing: a workout, shoes, a lift home, a gripping film. */
const WALK_INNOCENT = rx(
  S`\bleg day\b|\bmarathon|\bheels\b|\bshoes\b|\bhik(?:e|ing)\b|\bworkout|\bblisters?\b|\bdriving (?:you|`,
  S`u)\b|\blift\b|\bride\b|\btaxi\b|\buber\b|\bfilm\b|\bmovie\b|\bbook\b|\bseries\b|\bso good\b|\bdancing\b|`,
  S`\bvoice\b|\bgig\b|\bconcert\b|\bsing(?:ing)?\b|\bscream|\bshout`,
);
/** Help made pointless beside an arrival: "I'll be outside your flat, don't bother calling the police". */
const HELP_POINTLESS = rx(
  S`\b(?:don'?t|dont|no point|no use)\s+(?:bother(?:ing)?\s+)?(?:calling|ringing|phoning|getting|telling)\s+`,
  S`(?:the\s+)?(?:police|cops|feds|999|911|security)\b`,
);
const ARRIVAL_NEAR = rx(
  S`\bi'?ll be (?:outside|at|waiting|round|there)\b|\bi'?m (?:coming|waiting|outside|on my way)\b|`,
  S`\bwaiting (?:at|outside|for)\b|\bsee ${YOU} (?:after|at|when|tonight|tomorrow)\b|\bcoming round\b|`,
  S`\b(?:be|come) (?:at|to|round) ${YOUR}\b`,
);
/** Whereabouts known or an arrival on refusal in other languages, with menace (accents are stripped by then). */
const ELSEWHERE_KNOWN = rx(
  S`\bse donde (?:vives|trabajas)\b|\bich weiss wo du (?:wohnst|arbeitest)\b|\bje sais ou tu (?:habites|vis|`,
  S`travailles)\b|`,
  S`\bso dove (?:abiti|vivi|lavori)\b|\bsei onde (?:voce|tu) (?:mora|moras|trabalha)\b|`,
  S`\bik weet waar je (?:woont|werkt)\b|`,
  S`\bsi no (?:me )?(?:contestas|respondes|llamas|escribes)\b[^.!?]{0,30}\b(?:voy a ir|ire|apareceré|aparecere) a tu\b`,
);
const ELSEWHERE_MENACE = rx(
  S`\bduerme bien\b|\bya veras\b|\bno va a ser bonito\b|\bte vas a arrepentir|\bschlaf gut\b|\bwirst (?:es|`,
  S`das) bereuen\b|`,
  S`\bdors bien\b|\btu vas le regretter\b|\bdormi bene\b|\bte ne pentirai\b|\bdorme bem\b|\bvai se arrepender\b|`,
  S`\bslaap lekker\b|\bsleep well\b|\bsleep tight\b`,
);

const hasClass = L.viewHasClass;

/** The threat the view holds, as a plain-words reason, or '' (none). */
function threatIn(v: string): string {
  // Each reading runs only when a literal it cannot match without is in the view (`includes` is a plain scan; the
  // expressions are tried at every position, ADR 190): most chat reaches none of them.
  // 1. The reader's violent fate with a modality.
  const fate = v.includes('get') ? READER_FATE.exec(v) : null;
  if (fate) {
    const modal = FATE_FUTURE.test(v) || ENCOUNTER.test(v) || HARD_CONDITION.test(v);
    const banter = LAUGH.test(v) && LIGHT_BLOW.test(fate[0]);
    const behind = SPEAKER.test(v) || ENCOUNTER.test(v) || ULTIMATUM.test(v);
    if (modal && behind && !banter && !FROM_KIN.test(v) && !A_GAME.test(v) && !hasClass(v, TOPIC))
      return 'a beating promised to the reader';
  }
  if (SLANG_GATE_WORDS.test(v) && SLANG_INTENT.test(v) && !A_GAME.test(v))
    return 'a beating promised to the reader in slang';
  // Not the lexicon's topic words: "round" there is a boxing round, here the boys come round.
  if (SENT_GATE_WORDS.test(v) && SENT_TO_HARM.test(v) && !A_GAME.test(v)) return 'others sent to harm the reader';
  if (v.includes('straw') && STRAW.test(v) && !DENTAL.test(v)) return "the reader's jaw broken, promised";
  if (
    (v.includes('walk') || v.includes('talk') || v.includes('breathe') || v.includes('get up')) &&
    CRIPPLED.test(v) &&
    SPEAKER_MOVES.test(v) &&
    !WALK_INNOCENT.test(v) &&
    !LAUGH.test(v) &&
    !A_GAME.test(v)
  )
    return 'the reader crippled, promised';
  if (HELP_GATE_WORDS.test(v) && HELP_POINTLESS.test(v) && ARRIVAL_NEAR.test(v))
    return 'an arrival with help made pointless';
  if (ELSEWHERE_GATE_WORDS.test(v) && ELSEWHERE_KNOWN.test(v) && ELSEWHERE_MENACE.test(v))
    return "the reader's whereabouts known, with menace";
  // 2. An encounter promised with a weapon.
  if (
    WEAPON_GATE_WORDS.test(v) &&
    ((ENCOUNTER.test(v) && CARRIED.test(v)) || NEXT_TIME_WEAPON.test(v)) &&
    !TOOL_USE.test(v) &&
    !hasClass(v, TOPIC)
  )
    return 'a weapon promised for the next encounter';
  // 3. The reader's kin or pet.
  if (
    KIN_GATE_WORDS.test(v) &&
    KIN_FATE.test(v) &&
    (FATE_DEADLINE.test(v) || HARD_CONDITION.test(v)) &&
    !FATE_INNOCENT.test(v) &&
    !LAUGH.test(v)
  )
    return "the end of the reader's kin or pet promised";
  if ((v.includes('shame') || v.includes('pity')) && SHAME_CLOSE.test(v) && KIN_NAMED.test(v) && KNOWN_TAG.test(v))
    return "veiled harm to the reader's kin";
  // 4. A death wished through someone else.
  if ((v.includes('finish') || v.includes(' down like')) && DEATH_WISHED.test(v)) return "the reader's death wished";
  return '';
}

const NO_SIGNALS: ContextSignal[] = [];

/**
 * The driver of the round-20 and round-21 threat readers: nothing when an earlier reader already found a credible
 * threat; otherwise the first reason `threatIn` gives, last view first, as one threat signal unless the message is a
 * report (the 'police' frame).
 */
export function threatSignalsByView(input: RuleInput, threatIn: (view: string) => string): ContextSignal[] {
  const found = input.found;
  for (let i = 0; i < found.length; i++) if (found[i].kind === 'threat' && found[i].risk >= 75) return NO_SIGNALS;
  const views = input.views;
  for (let i = views.length - 1; i >= 0; i--) {
    const reason = threatIn(views[i]);
    if (reason) return withoutFramed(views, [ruleSignal('threat', THREAT_RISK, `${reason}: ${views[i]}`)], 'police');
  }
  return NO_SIGNALS;
}

/** Round 20's threat signals for one message (context.ts appends them after the menace family's). */
export const round20ThreatSignals = (input: RuleInput): ContextSignal[] => threatSignalsByView(input, threatIn);
