/**
 * The severe-harm reader's corroboration cues (ADR 307, after ADR 302's review): what the rules must read in a message
 * before the learned reader's hit of a kind is a BLOCK. A bag of hashed features cannot see a negation, who is urged
 * or who refuses: support to someone at risk, consent talk, a reported demand and an adult stating an age beside a
 * school word share the words of the harm. These readers say who the harm is aimed at and whether it is negated:
 *  - self-harm incitement: the reader urged (an imperative at a clause start aimed at the reader, "you should / why
 *    don't you / do us a favour", a wish that the reader were dead or gone), no negation scoping it;
 *  - sexual violence: a refusal ignored, drugging, sleep / passed out / too drunk, or force on the reader, not negated;
 *    "whether you like it or not" only beside a sexual or bodily word (never food or care);
 *  - minors: the adult-age alibi only when no other minor cue word stands beside the adult age;
 *  - extortion: a demand aimed at the reader (pay / send … or …, unless, failing which) and no reporting frame.
 * Read only when the reader reaches its bar (a handful of messages), on the message's views; nothing is built per
 * message. Hand-written from general knowledge of these harms; no challenge-set or review-probe line is copied.
 */
import type { NormalizedText } from '../normalize';
import { everyStatedAgeAdult, reportsReceiving } from './frames';
import { textViews } from './types';

const S = String.raw;
const rx = (...parts: string[]) => new RegExp(parts.join(''));
const rxg = (...parts: string[]) => new RegExp(parts.join(''), 'g');

const YOU = S`(?:you|u|ya|yah|yu|yourself|urself|yoself|ye)`;
const YOUR = S`(?:your|ur|yer|yor)`;
/** A clause start: the message start, after a sentence or clause mark, or after a joining word. */
const START = S`(?:^|[.!?,;:…\-]\s*|\b(?:and|so|then|now|just|pls|please|plz|go on|go ahead|honestly|seriously)\s+)`;
/** A negation that scopes what follows within its clause ("no one would …", "don't …", "i'd never …"). */
const NEGATOR = rx(
  S`\b(?:no ?one|nobody|noone|not|never|don'?t|dont|do not|doesn'?t|does not|didn'?t|won'?t|wouldn'?t|would not|`,
  S`shouldn'?t|should not|can'?t|cannot|isn'?t|aren'?t|ain'?t|no|nothing|stop anyone|refuse to|against)\b`,
);
/** The clause before `index` in `view` (back to the previous clause mark), for a negation test. */
function clauseBefore(view: string, index: number): string {
  let i = index - 1;
  while (i >= 0 && !'.!?;:…'.includes(view[i])) i--;
  return view.slice(i + 1, index);
}
/** The first match of `re` in `view` whose clause has no negation before it. */
function notNegated(re: RegExp, view: string): boolean {
  re.lastIndex = 0;
  for (let m = re.exec(view); m; m = re.exec(view)) {
    if (!NEGATOR.test(clauseBefore(view, m.index) + ' ' + (m[1] ?? ''))) return true;
    if (m[0].length === 0) re.lastIndex++;
  }
  return false;
}

// ------------------------------------------------------------------------------------------------
// Self-harm incitement: the reader urged.
const HARM_VERB = S`(?:kill|hang|cut|slit|starve|off|end|unalive|hurt|harm|drown|overdose|od|poison|burn|neck|shoot)`;
const URGE_SELF_HARM = rxg(
  // an imperative at a clause start: "(just) kill yourself", "go hang yourself", "end it", "do it", "prove it"
  START,
  S`(?:(?:just|go|go and|go ahead and|pls|please|plz)\s+)?(?:`,
  S`${HARM_VERB}\s+(?:${YOU}|${YOUR}\s+(?:self|life|wrists?|throat))\b|`,
  S`end\s+(?:it|it all|things|your life|ur life)\b|take (?:the|all (?:the|your|ur)|a) (?:whole )?`,
  S`(?:bottle|pills|tablets|packet|long walk|jump|leap|rope)\b|`,
  S`jump (?:off|in front|from)\b|swallow (?:the|all|them)\b|`,
  S`(?:drink|take) (?:the )?bleach\b|(?:do|go) (?:us|us all|everyone|the world|the rest of us) a favou?r,? (?:and )?`,
  S`(?:just )?(?:die|kill ${YOU}|hang ${YOU}|end it|jump|disappear|stop breathing)\b|`,
  // ADR 323: a death by a means urged ("drink / starve / drug yourself to death"), "finish yourself off", "kms urself"
  S`(?:drink|starve|drug|poison|overdose) ${YOU} to death\b|finish ${YOU} off\b|kms (?:${YOU}|ur ?self)\b)|`,
  // "kys" is the urging itself, wherever it stands
  S`\bkys\b|`,
  // a modal aimed at the reader: "you should (just) die", "why don't you kill yourself", "you might as well end it"
  S`\b(?:${YOU}|${YOU}'?d)\s+(?:should|ought to|need to|might as well|may as well|better|'?d better|had better)\s+`,
  S`(?:just\s+|go\s+|really\s+)?(?:die|${HARM_VERB}\s+(?:${YOU}|it)|`,
  S`end (?:it|things|your life)|jump (?:off|in front|from)|disappear(?! (?:for|to|on|off|into the|abroad|somewhere))|`,
  S`stop breathing|not wake up|do it|do everyone a favou?r)\b|`,
  S`\bwhy (?:don'?t|dont|do not|won'?t) (?:${YOU}) (?:just |go )?(?:die|${HARM_VERB}|end|jump|disappear(?! (?:for|to|on|off|into the|abroad|somewhere)))\b|`,
  // a wish that the reader were dead or gone: "you'd be better off dead", "the world would be better without you"
  S`\b(?:${YOU}'?d|${YOU} would|${YOU} will|${YOU}'?ll) be better off (?:dead|gone|not here|not existing)\b|`,
  S`\b(?:(?:the )?world|everyone|everybody|we|your family|ur family|they) (?:would|'?d|will|'?ll|is|are) (?:be )?`,
  S`better (?:off )?without (?:${YOU}|${YOUR} (?:existence|life))\b|`,
  S`\b(?:nobody|no one|noone) (?:would|will|'?d|is going to|`,
  S`gonna) (?:miss|care|notice|cry)(?: if)? (?:${YOU}|${YOUR})\b|`,
  S`\b(?:hope|wish) (?:${YOU}|${YOU}'?d) (?:die|never wake|don'?t wake|kill|end|hang|jump|overdose|od)\b`,
);
/** Bare urgings ("do it", "go on, prove it", "stop breathing") urge a self-harm only beside its words. */
// ADR 317: "do us / everyone / the world a favour" urges a harm only beside its words ("… and bring your lasagne").
const URGE_BARE = rxg(
  START,
  S`(?:(?:just|go on|go ahead|pls|please|plz)\s+)?(?:do it|prove it|stop breathing|finish the job|`,
  S`(?:do|go) (?:us|us all|everyone|the world|the rest of us) a favou?r)\b`,
);
const SELF_HARM_WORD = rx(
  S`\b(?:die|dead|death|kill\w*|suicid\w*|rope|noose|pills|overdose|wrists?|bridge|cut (?:yourself|deeper)|`,
  S`end (?:it|your life)|jump|burden|worthless|pathetic|nobody (?:would|will) miss|better off(?! (?:at|with|in|on) )|`,
  S`bottle(?! of (?:wine|red|white|rose|prosecco|champagne|fizz|bubbly|beer|cider|water|bubbles))|packet|`,
  S`swallow|disappear(?! (?:for|to|on|off|into the|abroad|somewhere))|`,
  S`(?:nobody|no one|noone) (?:cares|will care))\b`,
);
/** Figures of speech that wear an imperative's form ("cut yourself some slack", "kill yourself laughing"). */
const SELF_HARM_IDIOM = rx(
  S`\b(?:cut|give) ${YOU} (?:some |a )?(?:slack|break|breather)\b|\bkill(?:ing)? ${YOU} (?:laughing|with laughter)\b|`,
  S`\bknock ${YOU} out\b|\bdie (?:laughing|of (?:laughter|embarrassment|boredom|shame|cringe))\b|`,
  S`\b(?:end|finish) it (?:with (?:him|her|them|your ex)|already,? (?:just )?(?:break up|dump))|`,
  S`\bdo it (?:for|with) (?:me|us)\b|\bburn ${YOU} out\b|\bhurt ${YOU} (?:at|in|on|doing|playing|lifting|running)\b`,
);

/** Ending it together ("we should just end it", "let's end things as friends") urges no one (ADR 317). */
const MUTUAL_END = rxg(
  S`\b(?:we|let'?s|lets|let us)\s+(?:(?:should|could|need to|have to|might as well|just|probably|maybe)\s+){0,3}`,
  S`end (?:it|things|this|the \w+)\b`,
);
/** Whether the message urges the reader to harm or kill themselves and no negation scopes the urging. */
export function urgesReaderSelfHarm(norm: NormalizedText): boolean {
  for (const view of textViews(norm)) {
    if (SELF_HARM_IDIOM.test(view)) continue;
    const v = view.replace(MUTUAL_END, ' ');
    if (notNegated(URGE_SELF_HARM, v) || (SELF_HARM_WORD.test(v) && notNegated(URGE_BARE, v))) return true;
  }
  return false;
}

// ------------------------------------------------------------------------------------------------
// Sexual violence: a refusal ignored, drugging, sleep / passed out, force on the reader.
const PERSON = S`(?:${YOU}|her|him|them|she|he|they)`;
const SEX_OR_BODY =
  S`(?:sex|fuck\w*|shag\w*|bang\w*|touch\w*|grab\w*|naked|strip\w*|undress\w*|clothes|bed|body|kiss\w*|`.concat(
    S`take turns|have (?:my|our) way|whatever (?:i|we) (?:like|want)|do (?:it|things|stuff)|inside|on top|mine)`,
  );
const DRUG =
  S`(?:something|a little something|a pill|pills|tablets?|drops|stuff|powder|it|this|a tab|roofies|ket|ghb|`.concat(
    S`sleeping pills?|a sedative|sedatives|xanax|valium)`,
  );
/** A drink a drug is slipped into (ADR 322: spirits, cider and shots too). */
const DRINK =
  S`(?:drinks?|glass|wine|beer|cocktail|coffee|water|juice|food|gin|vodka|rum|cider|pint|prosecco|shots?|`.concat(
    S`coke|lemonade|soda|tea|cup|bevvy|bev)`,
  );
const SV_CUE = rxg(
  // drugging: "put something in your drink", "slip a pill into her drink", "a few drops in your wine", "drug her"
  S`(?:\b(?:put|slip|drop|pour|add|mix|sneak|`,
  S`crush)\w* (?:\w+ ){0,2}?${DRUG} (?:\w+ )?(?:in|into) (?:${YOUR}|her|his|their|the) `,
  S`${DRINK}\b|`,
  S`\bdrops (?:of \w+ )?(?:in|into) (?:${YOUR}|her|his|`,
  S`their) ${DRINK}\b|`,
  S`\bspik\w* (?:${YOUR}|her|his|their) drinks?\b|\bdrug(?:s|ged|ging)? (?:${PERSON}|${YOUR} drink|her drink)\b|`,
  S`\broof(?:ie|y|ied|ies)\b|`,
  // a refusal ignored: "even if you say no", "you said stop and i didn't", "no means yes", "safe word doesn't matter"
  S`\b(?:even if|whether or not|no matter if|no matter whether|doesn'?t matter if|don'?t care if|dont care if) `,
  S`${PERSON} (?:say|says|said|scream\w*|beg\w*|cry|cries) (?:no|stop)\b(?! to (?!me\b|us\b|him\b|her\b|it\b))|`,
  S`\b${PERSON} said (?:no|stop)\b[^.!?]{0,40}\b(?:didn'?t|won'?t|wont|not going to|anyway|still|regardless)\b|`,
  S`\bno means yes\b|\bsafe ?word (?:doesn'?t|won'?t|don'?t|wont|will not) (?:matter|count|work|help|save)\b|`,
  S`\bagainst (?:${YOUR}|her|his|their) will\b|\b(?:make|making) ${PERSON} (?:suck|strip|undress|have sex|fuck)\b|`,
  S`\bforc\w* (?:myself|himself) on\b)`,
);
/**
 * ADR 322: the same harms in the words the round's misses used — a refusal ignored in slang ("say no all you want",
 * "ignore the no", "no means keep going", "consent or not"), a drug that knocks a woman out or makes her agreeable;
 * asleep / passed out with consent not asked. ("a couple of these in your drink" was dropped: its harmless twins —
 * ice, cinnamon, cucumber — share every word.)
 */
const SV_MORE = rxg(
  S`\b(?:say|scream|beg|cry|shout)\w* (?:no|stop) (?:all|as much as) (?:${YOU}|she|they) (?:want|like|wants|likes)\b`,
  S`[^.!?]{0,30}\b(?:won'?t ?stop|not stopping|keep going|(?:it'?s|still) happening|can'?t stop me|${SEX_OR_BODY})|`,
  S`\bignor\w* (?:the|${YOUR}|her|their|a) (?:no|nos|stop)(?=\s*(?:$|[,.!]|and\b|n\b))|`,
  S`\bno means (?:keep|go|carry|try|nothing)\w*|`,
  S`\b(?:doesn'?t|don'?t|dont|won'?t|wont|not gonna|never) (?:matter|care) (?:if|whether) ${PERSON} consent\w*(?! to)|`,
  S`\b(?:pills?|stuff|something|tablets?|drops|powder) (?:that|which|to) (?:\w+ ){0,2}?(?:knock\w* (?:a girl|girls|`,
  S`her|women|a woman) (?:right |clean |straight )?out|make\w* (?:a girl|girls|her|women|a woman) (?:\w+ )?`,
  S`(?:agreeable|compliant|pliable|easy|sleepy|relaxed|willing))\b`,
);
/** Asleep or passed out and consent not asked ("when you pass out i won't wait for permission"). */
const NOT_ASKED = rx(
  S`\b(?:no need to|don'?t need to|won'?t|not going to|not gonna|never) (?:ask|wait for)\b|\bwithout asking\b`,
);
/** Consent asked for, or said to matter: beside it, "passed out" and "won't wait" are no sexual-violence cue. */
const CONSENT_ASKED = rx(S`\b(?:ask(?:ed)? (?:for )?(?:your |my )?(?:permission|consent)|consent (?:is|matters))\b`);
const PASSED_OUT = rx(
  S`\b(?:${YOU}|she|her|they|them)\b[^.!?]{0,20}\b(?:pass(?:ed|es)? out|asleep|blacked out|black out|`,
  S`unconscious|out cold)\b`,
);

/** "you won't remember a thing" is the drugging's promise only beside a drink, a drug or sleep. */
const NOT_REMEMBER = rx(
  S`\b(?:${YOU}|she|he|they)(?:'?ll| will|'?re not going to| won'?t| wont| will not) (?:even )?(?:remember|know) `,
  S`(?:a thing|anything|what happened|saying no|it happened)\b`,
);
const DRINK_OR_DRUG = rx(
  S`\b(?:drinks?|glass|wine|cocktail|shots?|pills?|drops|powder|drug\w*|spik\w*|slip\w*|asleep|passed out|tonight)\b`,
);
/** Asleep / passed out / too drunk … and something done to the person ("once you're passed out i'll …"). */
const ASLEEP = rx(
  S`\b(?:once|when|while|after|till|until|wait (?:till|until|`,
  S`for))\s+${PERSON}(?:'?re|'?s| are| is| was| were| get| gets)?`,
  S` (?:fully |finally |properly |totally )?(?:asleep|sleeping|passed out|`,
  S`pass out|unconscious|out cold|blacked out|blacks out|passes out|falls asleep|`,
  S`black out|too drunk|wasted|knocked out|drugged|out of it)\b|\b(?:passed out|asleep|unconscious|too drunk) `,
  S`(?:${PERSON} |and )?(?:can'?t|won'?t|cannot) (?:say no|stop|fight)\b`,
);
const ACT_ON_PERSON = rx(
  S`\b(?:do (?:it|whatever|what (?:i|we) (?:like|want))|take turns|have (?:my|our) way|touch\w*|grab\w*|undress\w*|`,
  S`strip\w*|clothes off|sex|fuck\w*|shag\w*|bang\w*|(?:never|won'?t|`,
  S`not) (?:know|remember|notice|wake)|can'?t (?:stop|say no))\b`,
);
/** Force on a person, read only beside a sexual or bodily word ("the coach will force you to run laps" is not). */
const FORCE = rx(S`\bforc\w* (?:${YOU}|her|him|them)\b|\b(?:hold|pin|tie) ${PERSON} (?:down|up)\b`);
/** "whether you like it or not" is sexual violence only beside a sexual or bodily word (not food, soup or care). */
const WHETHER = rx(
  S`\bwhether (?:${PERSON}) (?:like|likes|want|wants) (?:it|to)\b|\bwhether ${PERSON} (?:wanna|wan) or not`,
);
const WHETHER_SEX = rx(S`\b${SEX_OR_BODY}\b`);
const OR_NOT = /\bor not\b/g;

/** Whether the message holds a refusal ignored, drugging, sleep / passed out, or force on a person, not negated. */
export function sexualViolenceCue(norm: NormalizedText): boolean {
  for (const v of textViews(norm)) {
    if (notNegated(SV_CUE, v) || notNegated(SV_MORE, v)) return true;
    if (PASSED_OUT.test(v) && NOT_ASKED.test(v) && !CONSENT_ASKED.test(v)) return true;
    if (ASLEEP.test(v) && ACT_ON_PERSON.test(v)) return true;
    if (NOT_REMEMBER.test(v) && DRINK_OR_DRUG.test(v) && !NEGATOR.test(v.replace(NOT_REMEMBER, ' '))) return true;
    if ((WHETHER.test(v) || FORCE.test(v)) && WHETHER_SEX.test(v) && !NEGATOR.test(v.replace(OR_NOT, ' '))) return true;
  }
  return false;
}

// ------------------------------------------------------------------------------------------------
// Minors: the adult-age alibi only with no other minor cue word.
const MINOR_CUE_WORD = rx(
  S`\b(?:under ?(?:1[0-8]|age|aged?)|underage|under-age|minor|minors|not 18|before (?:${YOUR}|her|his|their) 18|`,
  S`18th|sixteenth|school|schools|schoolgirl|schoolboy|secondary|primary|junior|middle school|high school|sixth form|`,
  S`year ?(?:[1-9]|1[0-3])\b|(?:being|only|just|age|aged|turned|turning) 1[0-7]\b|grade ?[1-9]|`,
  S`uniform|teen\w*|jailbait|barely legal|little girl|little boy|young girl|young boy|`,
  S`twelve|thirteen|fourteen|fifteen|sixteen|seventeen|1[0-7] ?(?:yo|y\/o|years? old|year old)|your mum|ur mum|`,
  S`your mom|ur mom|your parents|ur parents|curfew|homework|puberty|parents find out)\b`,
);
/**
 * The adult-age alibi (ADR 301, narrowed by ADR 307): every age the message states is 18 or over and no other minor
 * cue word stands beside it ("i'm 35 and i only date girls under 18" is the grooming shape, not the alibi).
 */
export function adultAgeAlibi(norm: NormalizedText): boolean {
  const v = norm.text;
  return everyStatedAgeAdult(v) && !MINOR_CUE_WORD.test(v) && !MINOR_CUE_WORD.test(norm.deobfuscated);
}

// ------------------------------------------------------------------------------------------------
// Extortion: a demand aimed at the reader, no reporting frame.
// ADR 323: the slang and dialect demands (gimme, cough up, pony up, fork over) read as the plain ones
const DEMAND_VERB =
  S`(?:pay|send|transfer|wire|venmo|give|gimme|get me|hand over|buy|deposit|zelle|cash ?app|paypal|cough up|`.concat(
    S`pony up|fork (?:it |them |the \w+ )?over|fork out)`,
  );
const DEMAND_AT_READER = rx(
  S`(?:${START}(?:you (?:have to|need to|must|better|'?d better|`,
  S`will|'?ll)\s+|(?:just |kindly |now )?)${DEMAND_VERB}\b|`,
  S`\b(?:you|u)\s+(?:have|need|must|better|'?d better|got|gotta|have got)\s+(?:to\s+)?${DEMAND_VERB}\b|`,
  S`\bunless (?:you|u) ${DEMAND_VERB}\b|\bif (?:you|u) (?:don'?t|dont|do not|won'?t|refuse to) ${DEMAND_VERB}\b|`,
  S`\b(?:i want|i need|i expect|i'?ll need|i'?ll want)\s+(?:[$£€]?\d+\S*|the money|money|cash|payment|more pics|`,
  S`more photos|more nudes)\b|`,
  // ADR 323: the material sold back ("you can buy them back") and the relationship as the price ("keep seeing me")
  S`\b(?:you|u) (?:can|could|'?ll have to|will have to) (?:buy|pay for) `,
  S`(?:them|it|these|those|the \w+)(?: all)? back\b|`,
  S`(?:${START}|\b(?:you|u) (?:have to|need to|must|better|'?d better) )(?:keep|carry on|start) (?:meeting|seeing|`,
  S`sleeping with|visiting) me\b|${START}come back to me\b)`,
);
const OR_ELSE = rx(
  S`\b(?:or|or else|otherwise|else|unless|failing which|failing that|if not|before i|or i|or they|or everyone)\b|`,
  S`\b(?:if|unless) (?:you|u) (?:don'?t|dont|do not|won'?t|`,
  S`refuse)\b|\bby (?:tonight|tomorrow|friday|monday|midnight)\b`,
);
/** What the demand is backed by: exposure of media or of the reader to people they know, or harm. */
const LEVER = rx(
  S`\b(?:pics?|photos?|pictures?|images?|videos?|vids?|nudes|screenshots?|recordings?|chats?|messages|online|internet|`,
  S`post\w*|leak\w*|share\w*|expose\w*|publish\w*|upload\w*|hurt|find you|pay for it)\b|`,
  S`\b(?:everyone|everybody|${YOUR} (?:boss|family|wife|husband|`,
  S`mum|mom|dad|parents|friends|employer|work|kids|partner))`,
  S`[^.!?]{0,30}\b(?:sees?|gets?|finds? out|knows?|hears?|will know|will see)\b|`,
  // ADR 323: the reader's people or public told ("i tell your wife", "i call your employer", "the board reads about
  // it"), the speaker's "or i" telling a person, not a plan ("or i'll tell you mine" tells the reader: no lever)
  S`\bi(?:'?ll| will)? (?:tell|call|ring|report|inform|email|show|message) (?:your|ur|her|him|them|the|every\w*)\b`,
  S`(?! (?:bluff|plan|later|tomorrow))|\bi(?:'?ll| will)? report (?:you|u)\b|`,
  S`\b(?:reads?|hears?|learns?) (?:all )?about (?:it|this|that|you|u|what)\b`,
);
/** A reporting frame: the demand was made of someone else, or is told to the police / a friend / the platform. */
const REPORTED_DEMAND = rx(
  S`\b(?:someone|somebody|a guy|a man|a woman|this guy|this girl|`,
  S`he|she|they|my (?:friend|mate|sister|brother|ex|cousin))`,
  S` (?:asked|told|said|wanted|demanded|threatened|tried|was trying|messaged|texted)\b|`,
  S`\b(?:was|were|got|been) (?:asked|told|threatened|blackmailed|extorted|scammed)\b|`,
  S`\b(?:police|cops|the report|reported|report it|report them|`,
  S`action fraud|support line|helpline|never pay|don'?t pay)\b`,
);

/** A demand for a trivial thing (the last slice, the remote, a playlist) is banter, whatever it is backed by (ADR 317). */
const TRIVIAL_DEMAND = rx(
  S`\b${DEMAND_VERB} (?:me |us )?(?:the |a |my |your |ur |that |some )?(?:last |other )?(?:slice|bite|chips?|fries|`,
  S`piece|cake|pizza|biscuits?|cookies?|crisps|chocolate|remote|snacks?|pint|round|coffee|tea|recipe|playlist|`,
  S`charger|hoodie|jumper|blanket|pillow|duvet|dessert|leftovers|memes?|gifs?|song|tune|link|hint)\b`,
);
/** The condition word that closes a demand ("… unless you pay", "… if you don't send"). */
const CLOSING_CONDITION = /^(?:unless|if)\b/;
/** Whether the message demands of the reader (pay / send … or …) and does not report a demand made elsewhere. */
export function demandAtReader(norm: NormalizedText): boolean {
  for (const v of textViews(norm)) {
    if (REPORTED_DEMAND.test(v) || reportsReceiving(v) || TRIVIAL_DEMAND.test(v)) return false;
    if (!DEMAND_AT_READER.test(v)) continue;
    const orElse = OR_ELSE.exec(v);
    if (!orElse) continue;
    // a lever after the condition, or before an "unless / if you don't" that closes the demand ("your pics go to
    // your friends unless you pay": ADR 323)
    if (LEVER.test(v.slice(orElse.index)) || (CLOSING_CONDITION.test(orElse[0]) && LEVER.test(v))) return true;
  }
  return false;
}

// ------------------------------------------------------------------------------------------------
// Threats (ADR 317): what explains a menacing shape on a harmless line, read only when the head reads a threat. The
// head learned the shape (a place, a time, "if you …", "you'll get hurt"); these say why the shape is not a menace.
/** Words that keep a menace a menace whatever else stands beside it: a weapon, an injury done, a routine watched. */
const MENACE = rx(
  S`\b(?:won'?t like|wont like|regret|be sorry|watch (?:yourself|your back|ur back)|pay for (?:it|this|that)|`,
  S`knife|gun|blade|bat|acid|machete|ambulance|stab\w*|shoot\w*|slash\w*|beat (?:you|u)|smash|kill|lads|boys will|`,
  S`make sure|every (?:day|night|morning|evening|week)|same (?:car|route|time)|what time (?:you|u)|`,
  S`follow(?:ing)? (?:you|u)|run (?:you|u) off|(?:you|us|you'?re|you are|you'?ll be)(?: all)? alone|just us|`,
  S`nobody (?:would |will )?(?:ever )?know|do what i say|stop ignoring|i know why)\b`,
);
/** A meeting arranged: the speaker says how to spot them, brings something, offers a lift, or saves a seat. */
const MEETING = rx(
  S`\b(?:i'?ll be the one|i will be the one|i'?m the one|look for (?:me|the)|you can'?t miss me|`,
  S`(?:i'?m|i'?ll be|i will be) in (?:the|a|my) (?:\w+ )?(?:jacket|coat|shirt|vest|dress|hat|scarf|top)|`,
  S`(?:red|blue|black|white|silver|grey|gray|green|yellow) (?:car|van|fiat|golf|mini|jacket|coat|shirt|`,
  S`vest|hat|scarf|umbrella)|bring(?:ing)? (?:a|the|that|some|my|our|coffee|wine|snacks|sandwiches|food|drinks|`,
  S`cake|flowers|towels)\b|`,
  S`(?:your|ur) turn to (?:host|cook|pay|choose|pick)|my treat|`,
  S`(?:drive|walk|give) (?:you|u) (?:a lift|home|to work|back)|pick (?:you|u) up|save (?:you|u) a seat|`,
  S`(?:you'?ll|you will|u will) see me there|i can drive (?:you|u))\b|`,
  // a place tied to a clock time is an appointment ("by the fountain at 7", "outside the cinema at half 8")
  S`\b(?:at|by|outside|near|in) (?:the|a) [\w ]{2,20}? (?:at|from) (?:half )?(?:[1-9]|1[0-2])(?:[:.][0-5]\d)?`,
  S`(?: ?(?:am|pm|ish))?\b`,
);
/**
 * A place of the reader's own ("outside your office at 6") tied to a clock time is an appointment only when a shared
 * plan follows ("we can walk to the noodle place", "for dinner"): with no plan it stays a watched routine (ADR 318's
 * review: a date arranged outside the reader's office was read as a threat).
 */
const AT_YOUR_PLACE = rx(
  S`\b(?:at|by|outside|near|in) (?:your|ur) [\w ]{2,20}? (?:at|from) (?:half )?(?:[1-9]|1[0-2])(?:[:.][0-5]\d)?`,
  S`(?: ?(?:am|pm|ish))?\b`,
);
const SHARED_PLAN = rx(
  S`\b(?:we|let'?s|then we)\b[^.?!]{0,25}\b(?:to|for|grab|catch) (?:a |the |some |that |our )?(?:\w+ )?`,
  S`(?:pub|bar|cafe|restaurant|noodle place|pizza|tapas|cinema|film|movie|park|river|beach|market|gallery|museum|`,
  S`gig|show|dinner|lunch|brunch|drinks?|coffee|smoothie|food|walk|train|bus)\b|`,
  S`\bfor (?:dinner|lunch|brunch|drinks|a drink|coffee|a coffee|a walk|food)\b`,
);
/** A hazard of the reader's own doing: footwear, ice, a ladder, the weather, the car failing, a sport done badly. */
const HAZARD = rx(
  S`\b(?:ice|icy|frost|shoes|trainers|boots|heels|sandals|flip ?flops|stairs|ladder|trampoline|scooter|pond|`,
  S`wet floor|rain|sun|sunburn\w*|snow|gloves|skat\w*|ski\w*|hik\w*|climb\w*|cycl\w*|swim\w*|lifting|heading|`,
  S`sofa|mot|breaks? down|puncture)\b`,
);
/** The frame a hazard is warned of in: the reader's own fate ("you'll …", "careful") or their car or bike. */
const HAZARD_FRAME = rx(
  S`\b(?:you'?ll|you will|you'?re going to|you are going to|you could|you might|careful|(?:your|ur) (?:car|bike))\b`,
);
/** "if you … , i'll be sad / gutted / miss you": the only consequence is the speaker's own feeling. */
const OWN_FEELING = rx(
  S`\b(?:i'?ll|i will|i'?d|i would)(?: honestly| just)? (?:be |feel )?(?:so |very |really |a bit |a little |`,
  S`a little bit |loads )?(?:sad|gutted|upset|heartbroken|devastated|crushed|disappointed|bummed|lonely|`,
  S`cry|sulk|miss (?:you|u))\b`,
);
/** Protection, not menace: "nobody should hurt you like that", "i'd never let anyone touch you" (support talk). */
const PROTECTIVE = rx(
  S`\b(?:nobody|no one|noone|no man|no guy|never let anyone|won'?t let anyone|wouldn'?t let anyone|`,
  S`i'?d never let anyone|i will never let anyone)(?: should| will| would| deserves to| gets to| is going to| can)?`,
  S`(?: ever)? (?:hurt|harm|touch|treat|talk to|speak to) (?:you|u)\b`,
);
/** Whether a harmless explanation accounts for a threat-shaped message: a meeting, a hazard, the speaker's feeling. */
export function threatShapeExplained(norm: NormalizedText): boolean {
  const views = textViews(norm);
  if (views.some((v) => MENACE.test(v))) return false;
  return views.some(
    (v) =>
      MEETING.test(v) ||
      (AT_YOUR_PLACE.test(v) && SHARED_PLAN.test(v)) ||
      (HAZARD.test(v) && HAZARD_FRAME.test(v)) ||
      OWN_FEELING.test(v) ||
      PROTECTIVE.test(v),
  );
}

/**
 * ADR 322 (ADR 318's mend, part 1): an explainer excuses only the clauses it explains, not the whole message. The
 * message is cut into clauses (sentence marks, commas, "and / but / then / so / or"); a clause goes when it holds a
 * meeting cue, an appointment shape the meeting explains (i'll be / meet / see / find / wait / pick … at a place or
 * a time), a hazard with its warning, the speaker's feeling (with the condition just before it) or protection talk.
 * What is left is returned for the readers to re-read (the rules, and the head on a rest long enough to read): "see
 * you at 8, i'll kill it at karaoke" leaves an idiom the rules clear; "… and if you tell anyone you'll regret it"
 * leaves the threat. Null when nothing explains the shape (or a MENACE word stands anywhere): the reading stands.
 */
const CLAUSE_BREAK = /\s*(?:[!?;…\n]+|[.:](?!\d)|,|\s(?:and|but|then|or|&)\s)\s*/;
const SENTENCE_BREAK = /\s*(?:[!?;…\n]+|\.(?!\d))\s*/;
/** The appointment a meeting explains: the speaker's arrival, a wait or a find at a place or a time. */
const ARRIVAL = rx(
  S`\b(?:i'?ll|i will|i'?m|im|i am|gonna|see|meet|find|catch|wait\w*|pick|track|come|be|head|get|grab)\b[^!?]{0,40}`,
  S`\b(?:at|by|outside|near|in|from|on) (?:the |a |your |ur |my )?(?:\w+ )?(?:\d|half|noon|midday|tonight|`,
  S`saturday|sunday|monday|tuesday|wednesday|thursday|friday|weekend|\w+ (?:stop|station|gate|entrance|bar|pub|`,
  S`cafe|park|door|stage|market|quiz|wall))|\b(?:when|next time) (?:i|we) (?:see|meet)\b|`,
  // a visit the meeting explains ("i know where you live now, so next time it's your turn to host")
  S`\bknow (?:where (?:you|u) live|(?:your|ur) (?:street|address|place|flat|house))\b`,
);
const CONDITION = /^(?:if|when|unless|once|whenever)\b/;
/** The reader's act toward the speaker ("lie to me", "leave me", "about us"): a condition a hazard never sets. */
const TOWARD_SPEAKER = /\b(?:me|us|mine)\b/;
const FEELING_CUE = (c: string) => OWN_FEELING.test(c) || PROTECTIVE.test(c);
/**
 * Whether a rest is itself a threat's shape for the head to re-read: a consequence (the speaker's act or the reader's
 * fate, an "or" or an "if you") aimed at the reader. A rest with no consequence ("the table is booked for half past",
 * "i hope the next one treats you well") is never a threat, whatever a bag of features reads in it.
 */
export const CONSEQUENCE_AT_READER = rx(
  S`^(?=.*\b(?:${YOU}|${YOUR})\b).*\b(?:i'?ll|i will|i'?m (?:gonna|going to)|imma|ima|i'?d|you'?ll|you will|`,
  S`you'?re (?:gonna|going to)|or (?:else|you|i|u)|unless|if (?:you|u)|(?:gonna|going to) (?:get|be|end)|`,
  S`when (?:i|i'?m|i get))\b`,
);
export function threatShapeRest(norm: NormalizedText): string | null {
  if (!threatShapeExplained(norm)) return null;
  const view = norm.text.toLowerCase();
  const meeting = MEETING.test(view) || (AT_YOUR_PLACE.test(view) && SHARED_PLAN.test(view));
  const kept: string[] = [];
  for (const sentence of view.split(SENTENCE_BREAK)) {
    const clauses = sentence.split(CLAUSE_BREAK);
    const hazard = HAZARD.test(sentence) && HAZARD_FRAME.test(sentence);
    const cut = clauses.map(
      (c) =>
        MEETING.test(c) ||
        (meeting && (ARRIVAL.test(c) || AT_YOUR_PLACE.test(c) || SHARED_PLAN.test(c))) ||
        FEELING_CUE(c) ||
        (hazard && HAZARD.test(c)),
    );
    // a hazard's warning ("you'll slip", "careful") goes with it when it is next to it and asks nothing of the
    // reader toward the speaker ("… and if you lie to me again you'll go down them" is a threat, not a warning)
    if (hazard)
      for (let i = 0; i < clauses.length; i++)
        if (!cut[i] && HAZARD_FRAME.test(clauses[i]) && !TOWARD_SPEAKER.test(clauses[i]))
          if (HAZARD.test(clauses[i - 1] ?? '') || HAZARD.test(clauses[i + 1] ?? '')) cut[i] = true;
    // the condition a feeling answers ("if you cancel again, i'll be sad") goes with it
    for (let i = 1; i < clauses.length; i++)
      if (cut[i] && OWN_FEELING.test(clauses[i]) && CONDITION.test(clauses[i - 1].trim())) cut[i - 1] = true;
    kept.push(...clauses.filter((_, i) => !cut[i]));
  }
  return kept
    .map((c) => c.trim())
    .filter(Boolean)
    .join(' , ');
}

// ------------------------------------------------------------------------------------------------
// Minors (ADR 317): school and youth words held only when aimed at the reader, not the speaker's job or family.
/** School or age words aimed at the reader: what year / school / grade are you in, your parents, your homework. */
const AT_READER = rx(
  S`\b(?:what|which) (?:year|grade|school|class|form)\b[^.?!]{0,20}\b(?:are|r|do|d) (?:you|u|ya)\b|`,
  S`\b(?:are|r) (?:you|u|ya) (?:still )?(?:in|at) (?:school|high school|middle school|secondary|primary|`,
  S`sixth form|year ?\d|grade ?\d|class)\b|\bhow old (?:are|r) (?:you|u|ya)\b|`,
  S`\b(?:your|ur) (?:school|teacher|teachers|class|classmates|homework|uniform|parents|mum|mom|curfew|grade|`,
  S`year group|exams)\b|\b(?:you|u) (?:still )?(?:go|get) to school\b|\b(?:are|r) (?:you|u) (?:a )?(?:teen\w*|minor)\b`,
);
/** The speaker's own job or career, their child or family, a school run, an adult age said of the reader. */
const EXPLAINED = rx(
  S`\b(?:(?:my|our) (?:\w+ )?(?:son|daughter|kids?|children|child|boy|girl|twins|nephew|niece|stepson|`,
  S`stepdaughter|little (?:sister|brother|one)|sister|brother|\d+ year old)|mine is \d+|`,
  S`(?:your|ur) (?:little |younger |baby )?(?:sister|brother|cousin)|`,
  S`school (?:pick ?up|drop ?off|run|gates|play|holidays)|(?:pick ?up|drop ?off|drop) (?:from |at )?school|`,
  S`after the school|parents evening|(?:primary|middle|high|secondary) school parents|`,
  S`(?:year \d+|\w+ year) of (?:my |teaching|nursing|\w+ing\b)|(?:first|second|third|fourth|fifth|final) year of|`,
  S`(?:junior|senior) (?:\w+ )?(?:developer|designer|analyst|engineer|doctor|teacher|manager|consultant|`,
  S`associate|partner|nurse|editor|accountant)|i teach|teaching assistant|i coach|coach the|`,
  S`(?:was|were) (?:in |at )?(?:year ?\d+|school|secondary|primary|high school|sixth form|college)|`,
  S`back (?:in|at) (?:school|secondary|high school|sixth form|year ?\d+)|in (?:19|20)\d\d|used to (?:go to|teach)|`,
  S`old enough (?:for (?:a |an |her |his |their )?(?:own )?(?:phone|job|bike|car|licence|paper round)|to (?:drive|vote|`,
  S`babysit|work|walk|cycle|stay home|get a job|have a phone|ride|cook|travel))|`,
  S`(?:young|good|great|fit) for (?:a |an )?(?:1[89]|[2-9]\d)\b|i(?: have|'?ve got| got) (?:a|an|two|three) \d+ year olds?\b)`,
);
/** Whether a minors reading with no rule cue is explained by the speaker's job, family or a school run. */
export function minorReadingExplained(norm: NormalizedText): boolean {
  const views = textViews(norm);
  return !views.some((v) => AT_READER.test(v)) && views.some((v) => EXPLAINED.test(v));
}
