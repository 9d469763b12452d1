/**
 * Round 7 rule structures (issue 15, ADR 147): implicit harm the earlier rounds miss, written as structures —
 * a menace plus the reader's known place or a weapon, a refusal plus its override, a means plus a push,
 * an age or school probe plus secrecy or approval, leverage plus a price or a deadline, a product plus a
 * dealer's offer, an undressing cue plus a request — never as one author's phrasings. Tuned on two
 * independent authors' paraphrase families (corpus/paraphrase-2026-11-28-a/-c.jsonl, the -26 files and the
 * dev sets); validated in aggregate only on a third author's (-b); never the challenge sets.
 *
 * Cost: every family sits behind one gate expression whose leading literals the shared prefilter
 * (prefilter.ts) finds in its one automaton pass; ordinary chat pays that lookup and nothing more.
 * The slot checks run only on gated messages, over the normalised views plus a squeezed one
 * ("forrrrced" → "forced").
 */
import { GUARDIAN_PREFILTER, leadingLiterals } from '../prefilter';
import type { ContextSignal } from '../types';
import { withoutFramed } from './frames';
import { alreadyAsHigh, ruleSignal, viewsWithSqueezed, type RuleInput } from './types';

const PREFILTER = GUARDIAN_PREFILTER;
/** Slot expressions whose leading literals are all three characters or longer (see FAST). */
const SLOTS: RegExp[] = [];
const R = (s: string) => {
  const re = new RegExp(s);
  SLOTS.push(re);
  return re;
};

// ------------------------------------------------------------------------------------------------
// Shared fragments
const YOU = String.raw`(?:you|u|ya)`;
const YOUR = String.raw`(?:your|ur|yr)`;
const YOURE = String.raw`(?:you'?re|youre|you are|u r|ur|u are)`;
const TEEN = String.raw`(?:1 ?[2-7]|thirteen|fourteen|fifteen|sixteen|seventeen)`;
const CHILD_AGE = String.raw`(?:[5-9]|1[0-5]|five|six|seven|eight|nine|ten|eleven|twelve|thirteen|fourteen|fifteen)`;
const PARENT = String.raw`(?:mom|mum|mam|mother|mama|dad|father|papa|parents|folks|teacher|teachers)`;
/** A negation right before a cue ("i would never …", "not gonna"), read in the 24 characters before it. */
const NEGATED = /(?:\b(?<!why )not|n't|\bnever|\bno|\bdont|\bwont|\bcant)\s+(?:\w+\s+){0,2}$/;

/** True when `r` matches a view outside a negation; returns the match text. */
function find(r: RegExp, views: readonly string[], negatable = true): string | null {
  for (const v of views) {
    const m = FAST.has(r) ? PREFILTER.exec(r, v) : r.exec(v);
    if (!m) continue;
    if (negatable && NEGATED.test(v.slice(Math.max(0, m.index - 24), m.index))) continue;
    return m[0];
  }
  return null;
}
/** Slot checks: through the prefilter when their leading literals select well (FAST), else as they are. */
const has = (r: RegExp, views: readonly string[]) =>
  FAST.has(r) ? views.some((v) => PREFILTER.test(r, v)) : views.some((v) => r.test(v));
/** The gate of a family: one prefiltered test per view (candidates come from the shared automaton pass). */
const gated = (r: RegExp, views: readonly string[]) => views.some((v) => PREFILTER.test(r, v));

// ------------------------------------------------------------------------------------------------
// Threats of violence. (a) The reader's place or routine known + a menace ("i have your address now. sleep well,
// if you can"; "i know your truck and which farm is yours, don't make me come out there"); (b) a warning tied to
// the reader's route in the dark or alone; (c) a weapon + a menace aimed at the reader; (d) harm said of a class
// of people the reader belongs to + a warning or the speaker's nearness; (e) the reader's death foretold with a
// condition ("you won't see next summer if …"); (f) "next time i see you i break your legs".
const THREAT_GATE = R(
  String.raw`\b(?:${YOUR} (?:address|house|home|flat|apartment|place|car|truck|street|door|route|running route|` +
    String.raw`gym|office|shift|schedule|farm|building|workplace)|which (?:house|flat|farm|car|door|building)|` +
    String.raw`where (?:you|u) (?:live|work|sleep|park|run|jog|walk)|careful|watch yourself|watch your back|` +
    String.raw`knife|knives|gun|guns|blade|machete|bat|acid|crowbar|hammer|pistol|rifle|shotgun|` +
    String.raw`(?:get|gets|end up|ends up|got) (?:hurt|beaten|beat up|killed|stabbed|dead|in hospital|a beating|` +
    String.raw`slapped|cut)|(?:you|u) (?:will not|won'?t|wont|are not going to|aren'?t going to|ain'?t gonna|` +
    String.raw`not gonna) (?:see|live|make it)|next time i|when i (?:see|find|catch|get|meet)|once i|the moment i|` +
    String.raw`the minute i|soon as i|shame if|pity if|want (?:something|anything))`,
);
const KNOW_PLACE = R(
  String.raw`\b(?:i|i'?ve|we)\s+(?:know|have|got|found|figured out|worked out|tracked down)\s+(?:now\s+)?` +
    String.raw`(?:where ${YOU} (?:live|work|sleep|park|run|jog|walk)|${YOUR} (?:address|house|home|flat|apartment|` +
    String.raw`place|car|truck|street|door|route|running route|gym|office|shift|schedule|farm|building|` +
    String.raw`workplace|neighbou?rhood)|which (?:house|flat|farm|car|door|building) is (?:yours|ur))`,
);
const MENACE = R(
  String.raw`\b(?:sleep (?:well|tight)|if ${YOU} can\b|don'?t make me (?:come|drive|show|find)|(?:come|coming) ` +
    String.raw`(?:out|over|round|for ${YOU})|anything (?:can|could) happen|accidents? happen|` +
    String.raw`(?:won'?t|will not|wont) see me coming|watch (?:yourself|yourselves|your back|out)|be careful|` +
    String.raw`lock your doors?|alone (?:at night|in the)|it'?s dark|see ${YOU} soon|think about it|` +
    String.raw`last warning|you'?ve been warned|just so ${YOU} know|remember (?:this|that)|before ${YOU} reject)`,
);
const ROUTINE_DANGER = R(
  String.raw`\b(?:careful|watch yourself|watch your back)\b[^.!?]{0,30}\b(?:walking|going|driving|getting)\b` +
    String.raw`[^.!?]{0,30}\b${YOUR} (?:car|home|house|door|flat)\b[^]{0,50}\b(?:dark|alone|no one around|` +
    String.raw`nobody around|no cameras|late)\b`,
);
const WEAPON = R(
  String.raw`\b(?:knife|knives|gun|guns|blade|machete|baseball bat|bat|acid|crowbar|hammer|pistol|rifle|shotgun)\b`,
);
const WEAPON_MENACE = R(
  String.raw`\b(?:watch (?:yourself|yourselves|your back|out)|(?:won'?t|will not|wont) see me coming|` +
    String.raw`think about it before|before ${YOU} (?:reject|ignore|block|leave|ghost)|see ${YOU} soon|` +
    String.raw`(?:you|u) and ${YOUR} (?:boyfriend|girlfriend|husband|wife|family|new man|new guy|bf|gf)|` +
    String.raw`last warning|you'?ve been warned|remember (?:this|that)|sleep (?:well|tight))`,
);
const WEAPON_BENIGN = R(
  String.raw`\b(?:cook|cooking|kitchen|chef|steak|bread|fishing|camping|range|shooting range|hunting|cricket|` +
    String.raw`baseball|softball|game|film|movie|toy|water gun|nerf|glue gun|nail gun|heat gun|hair)\b`,
);
const CLASS_HARM = R(
  String.raw`\b(?:people|girls|women|woman|guys|men|a man|a girl|anyone|those|whoever|bitches)\b[^.!?]{0,40}` +
    String.raw`\b(?:tend to |usually |always |often )?(?:get|gets|end up|ends up|got)\s+(?:hurt|beaten|beat up|` +
    String.raw`killed|stabbed|dead|in hospital|a beating|slapped|cut)\b`,
);
const CLASS_WARN = R(
  String.raw`\b(?:just so ${YOU} know|you'?ve been warned|remember that|keep that in mind|i'?m just saying|` +
    String.raw`(?:not|n'?t) (?:so |that |very )?far from ${YOU}|close to ${YOU}|near ${YOU}|i know where|` +
    String.raw`fyi|take note|be careful|think about it|like ${YOU}|${YOURE} (?:next|one of them))`,
);
/** Laughter or a joke marker: harm said of a class of people is banter then ("end up hurt lol"). */
const LAUGH = /(?:😂|🤣|😆|😅|\b(?:lol|lmao|haha\w*|jk|kidding|joking|crying laughing)\b)/;
const DEATH_FORETOLD = R(
  String.raw`\b${YOU}\s+(?:will not|won'?t|wont|are not going to|aren'?t going to|ain'?t gonna|not gonna)\s+` +
    String.raw`(?:see|live to see|make it to|live (?:past|through|till|until))\s+(?:next|another|the end of|` +
    String.raw`your next)\s+(?:summer|winter|spring|year|christmas|birthday|week|month|weekend)`,
);
const DEATH_CONDITION = R(
  String.raw`\b(?:if ${YOU}|unless ${YOU}|keep (?:this|it) up|carry on|continue|like this|or else)\b`,
);
/** "shame if something happened to you", "wouldn't want anything to happen to your car". */
const VEILED_HARM = R(
  String.raw`\b(?:(?:be a |it'?d be a |would be a )?(?:shame|pity) if (?:something|anything)|(?:wouldn'?t|would not|` +
    String.raw`don'?t) want (?:something|anything)) (?:bad )?(?:happened|were to happen|happens|to happen) to ` +
    String.raw`(?:${YOU}|${YOUR})\b`,
);
const HARM_ON_SIGHT = R(
  String.raw`\b(?:next time|when|once|the moment|the minute|soon as)\s+i\s+(?:see|find|catch|get|meet)\s+` +
    String.raw`(?:${YOU}|ya)\b[, ]*(?:i\s+)?(?:will |'?ll |am going to |'?m going to |gonna |am gonna )?` +
    String.raw`(?:break|smash|snap|cut|stab|beat|kill|hurt|punch|slap|strangle|choke|shoot|burn|bust)\s+` +
    String.raw`(?:${YOUR}|${YOU})\b`,
);

function threat(views: readonly string[]): ContextSignal | null {
  if (!gated(THREAT_GATE, views)) return null;
  const place = find(KNOW_PLACE, views);
  if (place && has(MENACE, views)) return ruleSignal('threat', 88, `reader's place known + menace: ${place}`);
  const route = find(ROUTINE_DANGER, views);
  if (route) return ruleSignal('threat', 88, `warning about the reader's route: ${route}`);
  const weapon = find(WEAPON, views, false);
  if (weapon && !has(WEAPON_BENIGN, views)) {
    const menace = find(WEAPON_MENACE, views);
    if (menace) return ruleSignal('threat', 88, `weapon + menace: ${weapon} / ${menace}`);
  }
  const cls = find(CLASS_HARM, views);
  if (cls && has(CLASS_WARN, views) && !has(LAUGH, views))
    return ruleSignal('threat', 88, `harm to people like the reader: ${cls}`);
  const death = find(DEATH_FORETOLD, views, false);
  if (death && has(DEATH_CONDITION, views)) return ruleSignal('threat', 88, `death foretold: ${death}`);
  const veiled = find(VEILED_HARM, views);
  if (veiled) return ruleSignal('threat', 88, `veiled threat: ${veiled}`);
  const sight = find(HARM_ON_SIGHT, views);
  if (sight) return ruleSignal('threat', 88, sight);
  return null;
}

// ------------------------------------------------------------------------------------------------
// Sexual violence: (a) a refusal ("say no", "say stop", "whether you want or not", permission) + its override
// ("i won't stop", "stop fighting", "pushed harder", "will not ask"); (b) force wished or foretold ("fun to force",
// "you will be forced"); (c) incapacity + no resistance or memory ("drunk girls don't fight much", "one glass …
// you will not remember anything"); (d) the reader's body used + impunity ("nobody will believe you"); (e) a man
// who "stops asking nicely", wished.
const SV_GATE = R(
  String.raw`\b(?:(?:say|says|saying|said|scream|screaming|screamin|yell|yelling|beg|begging|cry|crying|plead|` +
    String.raw`pleading|ask|asking|tell|telling)(?: me)?(?: to)? (?:no|stop)|the word no|whether|or not|yes or no|` +
    String.raw`permission|fight|struggl|resist|force|drunk|wasted|passed out|asleep|unconscious|drugged|` +
    String.raw`tipsy|blackout|girls? (?:who|that) are|(?:you|u) (?:will not|won'?t|wont|will never|can'?t|cannot) ` +
    String.raw`(?:remember|fight|resist|say no|stop me)|believe (?:you|u|her)|stop asking)`,
);
const REFUSAL = R(
  String.raw`\b(?:(?:say|says|saying|said|scream|screaming|screamin|yell|yelling|beg|begging|cry|crying|plead|` +
    String.raw`pleading|ask|asking|tell|telling)(?: me)?(?: to)?\s+(?:no|stop)\b|the word no\b|` +
    String.raw`whether ${YOU} (?:want|like|agree|say yes or no)|` +
    String.raw`(?:want|like) it or not|yes or no\b|(?:ask|asking) (?:for )?(?:your |ur )?permission|` +
    String.raw`(?:fight|fighting|struggle|struggling|resist|resisting)\b)`,
);
const OVERRIDE = R(
  String.raw`\b(?:(?:won'?t|wont|will not|not|never|ain'?t|am not|i'?m not) (?:be )?(?:stop|stopping|ask|asking|` +
    String.raw`listen|listening|take no|taking no|care)|stop (?:fighting|struggling|resisting)|` +
    String.raw`(?:don'?t|do not|dont) (?:really )?believe in it|pushed harder|push(?:ed)? (?:harder|through)|` +
    String.raw`(?:will|'?ll|gonna|going to) (?:be )?mine\b|(?:is )?coming for ${YOU}|they always do|` +
    String.raw`(?:you'?ll|you will|u'?ll) learn|(?:don'?t|doesn'?t|won'?t) (?:fight|resist) much|` +
    String.raw`take (?:it|you) anyway|` +
    String.raw`have ${YOU} anyway|doesn'?t (?:matter|count))`,
);
const SV_CARE = R(
  String.raw`\b(?:i (?:\w+ )?respect|respect (?:your|that|it|you|boundaries|consent)|safe ?word|` +
    String.raw`that'?s (?:ok|okay|fine|totally fine)|no pressure|your call|i'?ll stop|` +
    String.raw`i will stop|won'?t (?:push|pressure|ask again)|never (?:push|pressure)|consent(?:ing)? is|` +
    String.raw`no means no|you can (?:always )?say no|up to ${YOU}|if ${YOU} (?:want|like|wanna)|` +
    String.raw`(?:film|movie|game|match|gym|workout|diet|smoking|drinking|habit|argument|debate|fight for|` +
    String.raw`fighting for|fighting (?:the|a|this|my|your|over)|a cold|the flu))\b`,
);
const FORCE = R(
  String.raw`\b(?:(?:fun|easy|best|nicer|better|love|like|enjoy|going|gonna|want|wanna|will|i'?ll)\s+to\s+force` +
    String.raw`(?!\s+(?:${YOU}\s+|her\s+|him\s+|them\s+)?(?:to|a|an|the|open|down|out|into|through|my|your|it|` +
    String.raw`myself|yourself|smile|laugh|change|decision|choice))\b|${YOU}\s*(?:'?ll| will| are going to| gonna)` +
    String.raw` be (?:forced|taken)\b(?!\s+(?:to|into|out|off|by surprise|for|seriously))|` +
    String.raw`force (?:myself|my ?self) on)`,
);
const INCAPACITY = R(
  String.raw`\b(?:(?:drunk|wasted|passed out|asleep|unconscious|drugged|tipsy|blackout) (?:girls?|women|chicks?|` +
    String.raw`ones|birds)|girls? (?:who are |that are )?(?:drunk|wasted|passed out|asleep))\b[^.!?]{0,25}` +
    String.raw`\b(?:don'?t|dont|do not|can'?t|cant|cannot|won'?t|never) (?:fight|resist|say no|remember|` +
    String.raw`stop)|\b(?:drink|glass|sip|shot|pill|drop)\b[^]{0,60}\b${YOU} (?:will not|won'?t|wont|` +
    String.raw`will never|can'?t|cannot) (?:remember|fight|resist|say no|stop me)(?: a ?thing| anything)?\b`,
);
const USE_BODY = R(
  String.raw`\b(?:use|take|have|do what i want with) ${YOUR} body|use ${YOU} (?:like|how|however|as) i ` +
    String.raw`(?:want|please|like)`,
);
const IMPUNITY = R(
  String.raw`\b(?:nobody|no one|no-one|noone) (?:will|would|is going to|gonna|'?ll) (?:ever )?believe (?:you|u|her)\b`,
);
const STOP_ASKING = R(
  String.raw`\b(?:going to|gonna|will|is going to) stop asking (?:nicely|politely|for permission)\b`,
);

function sexualViolence(views: readonly string[]): ContextSignal | null {
  if (!gated(SV_GATE, views)) return null;
  const refusal = find(REFUSAL, views, false);
  if (refusal && !has(SV_CARE, views)) {
    const over = find(OVERRIDE, views, false);
    if (over) return ruleSignal('threat', 92, `sexual violence: refusal overridden: ${refusal} / ${over}`);
  }
  const force = find(FORCE, views);
  if (force && !has(SV_CARE, views)) return ruleSignal('threat', 92, `sexual violence: force: ${force}`);
  const incap = find(INCAPACITY, views);
  if (incap) return ruleSignal('threat', 92, `sexual violence: incapacity: ${incap}`);
  const body = find(USE_BODY, views);
  if (body && has(IMPUNITY, views)) return ruleSignal('threat', 92, `sexual violence: body + impunity: ${body}`);
  const ask = find(STOP_ASKING, views);
  if (ask) return ruleSignal('threat', 92, `sexual violence: ${ask}`);
  return null;
}

// ------------------------------------------------------------------------------------------------
// Self-harm incitement: (a) a means + an act aimed at the reader + a push ("find a rope and a tree, seriously,
// you're pathetic", "swallow bleach, it's what you deserve", "why not take them all"); (b) death asked as a
// favour to others; (c) a dare ("if you really wanted to die you'd have done it"); (d) the reader's absence
// wished for their dependents or their burden named; (e) "nobody loves you … why do you stay"; (f) the speaker
// would end their life in the reader's place; (g) join the dead ("your husband died, go with him").
const SH_GATE = R(
  String.raw`\b(?:find a|take (?:them|it|those|all|the whole|the lot)|swallow|drink (?:bleach|the bleach)|jump|` +
    String.raw`hang (?:yourself|urself)|bridges have|walk in front|step in front|` +
    String.raw`do (?:everyone|everybody|us all|the world|your family|the rest of us|me) a favou?r|` +
    String.raw`do the favou?r|want(?:ed)? to (?:die|end it|kill)|go through with it|finish it|end it|` +
    String.raw`better off with|a burden|why (?:do |would |are )?(?:you|u) (?:stay|still|exist|bother|keep|live)|` +
    String.raw`if i (?:were|was)|(?:go|join) (?:with )?(?:him|her|them)|(?:want|wants|needs) (?:you|u))`,
);
const MEANS = R(
  String.raw`\b(?:rope|noose|tree|bleach|pills|tablets|bridges?|cliff|train tracks|tracks|razor|blades?|` +
    String.raw`overdose|ledge|rooftop|roof|cabinet)\b`,
);
const SH_ACT = R(
  String.raw`\b(?:find a (?:rope|tree|bridge|cliff|ledge)|take (?:them|it|those|all of them|the lot) all|` +
    String.raw`take (?:all|the whole)|swallow (?:bleach|pills|them|it|the)|drink (?:bleach|the bleach)|` +
    String.raw`(?:go |go and |just )?jump (?:off|from|in front)|hang (?:yourself|urself)|bridges have nets|` +
    String.raw`(?:go |just )?(?:walk|step) in front of)`,
);
const SH_PUSH = R(
  String.raw`\b(?:favou?r|deserve|pathetic|what (?:are|r) ${YOU} waiting for|i'?ll wait|stop whining|shut up|` +
    String.raw`nobody (?:would|will|'?d) (?:care|miss)|no one (?:would|will|'?d) (?:care|miss)|(?:world|everyone)` +
    String.raw` (?:would be )?better|worthless|useless|waste of|go on|do us all|seriously|shame (?:they|it)|` +
    String.raw`why not|do it already|loser|ugly|freak|nobody wants)`,
);
const SH_BENIGN = R(
  String.raw`\b(?:swim|swimming|bungee|parachute|diving|dive|river|lake|pool|climb|climbing|zip ?line|hike|` +
    String.raw`hiking|photo|picture|view|vitamins?|antibiotics|paracetamol for|headache|doctor|pharmacy|` +
    String.raw`cleaning|clean the|laundry|garden|swing)\b`,
);
const FAVOUR_DEATH = R(
  String.raw`\b(?:do (?:everyone|everybody|us all|the world|your family|the rest of us|me) a favou?r|` +
    String.raw`do the favou?r to (?:everyone|everybody|all|the world))\b[^]{0,40}\b(?:(?:don'?t|dont|never|not) ` +
    String.raw`wake up|die|disappear (?:forever|for good)|end (?:it|yourself|your life)|kill (?:yourself|urself)|` +
    String.raw`jump|vanish (?:forever|for good)|stop breathing|off yourself|unalive|not exist|` +
    String.raw`go (?:and )?jump|rope|bridge|pills)`,
);
const DARE = R(
  String.raw`\b(?:if ${YOU} (?:really |actually )?want(?:ed)? to (?:die|end it|kill (?:yourself|urself))` +
    String.raw`[^]{0,50}\b(?:do it|done it|you'?d have|already|shut up|go ahead)|(?:stop (?:threatening|` +
    String.raw`talking about it|saying it|posting about it)|just|actually) (?:and )?(?:actually |just )?go ` +
    String.raw`through with it|(?:god|nobody|no one|the devil)\b[^.!?]{0,30}\b(?:want|wants|needs) ${YOU}` +
    String.raw`[^]{0,15}\b(?:finish it|end it|do it)\b)`,
);
const ABSENCE = R(
  String.raw`\b(?:kids|children|family|son|daughter|husband|wife|everyone|mum|mom|parents)\b[^.!?]{0,25}` +
    String.raw`\b(?:would|will|'?d) be better off with (?:a|an|someone|somebody)\b[^.!?]{0,25}\b(?:who|that) ` +
    String.raw`(?:isn'?t|is not|wasn'?t|was not|isnt) (?:around|alive|here|there|breathing)|` +
    String.raw`\b${YOURE} (?:just )?a burden\b[^]{0,40}\b(?:disappear|gone|die|dead|not (?:here|around)|` +
    String.raw`forever|end it|better (?:without|if))`,
);
const WHY_STAY = R(
  String.raw`\b(?:nobody|no one|noone)\s+(?:loves|wants|needs|cares about|would miss)\s+${YOU}\b[^]{0,60}` +
    String.raw`\bwhy (?:do |would |are )?${YOU} (?:stay|still here|still alive|exist|bother living|keep living|` +
    String.raw`keep going|live)\b`,
);
const IN_YOUR_PLACE = R(
  String.raw`\bif i (?:were|was) (?:as |so )?\w*\s*(?:as |like )?${YOU}\b[^.!?]{0,15}\bi (?:would|'?d|will) ` +
    String.raw`(?:end (?:my life|it)|kill myself|jump|off myself|hang myself|not (?:wake up|live)|die)`,
);
const JOIN_DEAD = R(
  String.raw`\b(?:died|dead|passed away|passed|gone)\b[^]{0,40}\b(?:you should|go|just) (?:go )?(?:with|join) ` +
    String.raw`(?:him|her|them)\b`,
);

function selfHarm(views: readonly string[]): ContextSignal | null {
  if (!gated(SH_GATE, views)) return null;
  const act = find(SH_ACT, views);
  if (act && has(MEANS, views) && has(SH_PUSH, views) && !has(SH_BENIGN, views))
    return ruleSignal('self_harm_incitement', 88, `means + push: ${act}`);
  const hit =
    find(FAVOUR_DEATH, views) ??
    find(DARE, views, false) ??
    find(ABSENCE, views) ??
    find(WHY_STAY, views) ??
    find(IN_YOUR_PLACE, views) ??
    (has(R(String.raw`\b(?:what (?:are|r) ${YOU} waiting for|${YOU} should)\b`), views)
      ? find(JOIN_DEAD, views)
      : null);
  return hit ? ruleSignal('self_harm_incitement', 88, hit) : null;
}

// ------------------------------------------------------------------------------------------------
// Minors: an adult seeking a minor. (a) The reader's age or school probed + secrecy, approval of youth, a
// meeting at school or a gift; (b) secrecy from the reader's parents or teacher + a relationship, a gift, a
// nickname or deleted chats; (c) the reader's younger sibling or school friends asked for; (d) a parent sought
// for their young child; (e) the reader's coming teen birthday or "mature for 13"; (f) the speaker in a
// school grade with words between ("i am 10 + 4 years, in 8th grade").
const MINOR_GATE = R(
  String.raw`\b(?:how old|(?:your|ur|real|actual|true) age|grade|class|school|legal|` +
    String.raw`(?:you|u) look (?:so |really |very )?(?:young|underage|like)|(?:tell|so|does|do|from) (?:your|ur) ` +
    String.raw`${PARENT}|(?:your|ur) ${PARENT} (?:must|mustn|shouldn|can|won|don|doesn)|adults|grown ?ups|` +
    String.raw`(?:have|got) (?:a |any )?(?:younger|little|lil|baby)|friends from school|` +
    String.raw`(?:mum|mom|mother|dad|father|parent)s? with|(?:your|ur) (?:1[3-7]|thirteenth|fourteenth|` +
    String.raw`fifteenth|sixteenth|seventeenth)|mature for)`,
);
const AGE_PROBE = R(
  String.raw`\b(?:how old (?:are|r) ${YOU}(?: really| actually)?|(?:tell me|what'?s|whats) ${YOUR} (?:real |` +
    String.raw`actual )?age|${YOUR} (?:real|actual|true) age|(?:what|which) (?:grade|year|class|form) (?:are|r) ` +
    String.raw`${YOU} in|(?:what|which) (?:grade|class)\b|(?:what|which) school (?:do )?${YOU} (?:go|attend|at)|` +
    String.raw`(?:are|r) ${YOU} (?:still )?(?:in|at) (?:school|high ?school|secondary|middle school)|` +
    String.raw`${YOURE} (?:still )?(?:in|at) (?:high ?school|secondary(?: school)?|middle school)|` +
    String.raw`${YOURE} a (?:high ?schooler|schoolgirl|schoolboy|student at)|tell me ${YOUR} (?:age|school)|` +
    String.raw`${YOU} look (?:so )?(?:young|like ${YOURE} still in)|(?:are|r) ${YOU} (?:even )?(?:legal|18|of age)` +
    String.raw`(?: yet)?\b)`,
);
const LOOKS_YOUNG = R(
  String.raw`\b${YOU} look (?:so |really |very )?(?:young|underage|like (?:a (?:kid|teen|child)|${YOURE} still in))`,
);
const PAST_SCHOOL = R(
  String.raw`\b(?:did|went|used to|back when|back in|years ago|graduated|uni|university|college)\b`,
);
const SECRECY = R(
  String.raw`\b(?:(?:keep|keeping) (?:this|it|us|our \w+|things)? ?(?:between us|(?:a |our )?secret)|` +
    String.raw`our (?:lil |little )?secret|between us\b|i won'?t (?:tell|report)|i wont (?:tell|report)|` +
    String.raw`(?:don'?t|dont|do not|never) tell ${YOUR} ${PARENT}|${YOUR} ${PARENT} (?:must not|mustn'?t|` +
    String.raw`shouldn'?t|can'?t|cannot|won'?t|wont|don'?t need to|doesn'?t need to) (?:know|find out|see)|` +
    String.raw`delete (?:our|the|these|all) (?:chats|messages|msgs|texts|convo)|so ${YOUR} ${PARENT} ` +
    String.raw`(?:doesn'?t|don'?t|won'?t|never) (?:see|find out|know)|(?:does|do) ${YOUR} ${PARENT} check ` +
    String.raw`${YOUR} phone|secret from ${YOUR} ${PARENT}|(?:adults|grown ?ups|${YOUR} ${PARENT}|they) ` +
    String.raw`(?:would not|wouldn'?t|won'?t|will not|don'?t|do not) understand|i'?m cool with it)`,
);
const YOUTH_OK = R(
  String.raw`\b(?:i like (?:them |girls |boys |em )?(?:younger|young|fresh)|(?:girls|ones|boys) who are still ` +
    String.raw`(?:fresh|young|in school|innocent)|(?:it'?s|its|that'?s|thats|that is) (?:ok|okay|fine|chill|cool|` +
    String.raw`perfect|even better)|(?:doesn'?t|does not|don'?t) (?:matter|care|mind)|` +
    String.raw`age is just a number|(?:pick|collect) ${YOU} (?:up )?(?:after|from) (?:class|classes|school)|` +
    String.raw`wait for ${YOU} outside|drive past (?:all )?(?:the )?(?:high )?schools|buy ${YOU}|get ${YOU} ` +
    String.raw`(?:something|a gift|a present)|princess|just for us|teach ${YOU} things|${TEEN}\?)`,
);
const PARENT_SECRET = R(
  String.raw`\b(?:(?:don'?t|dont|do not|never) tell ${YOUR} ${PARENT}|${YOUR} ${PARENT} (?:must not|mustn'?t|` +
    String.raw`shouldn'?t|can'?t|cannot|won'?t|wont|don'?t need to|doesn'?t need to) (?:know|find out|see)|` +
    String.raw`so ${YOUR} ${PARENT} (?:doesn'?t|don'?t|won'?t|never) (?:see|find out|know)|secret from ` +
    String.raw`${YOUR} ${PARENT}|(?:does|do) ${YOUR} ${PARENT} check ${YOUR} phone|(?:adults|grown ?ups) ` +
    String.raw`(?:would not|wouldn'?t|won'?t|will not|don'?t|do not) understand)`,
);
const GROOM_CUE = R(
  String.raw`\b(?:about (?:us|me)|what we have|our (?:friendship|relationship|chats|secret|thing)|special|` +
    String.raw`buy ${YOU}|new phone|gift|present|princess|sweetie|baby girl|delete|keep (?:this|it)|between us|` +
    String.raw`teach ${YOU}|meet|secret)`,
);
const SIBLING_ASK = R(
  String.raw`\b(?:(?:have|got) (?:a |any )?(?:younger|little|lil|baby) (?:sisters?|brothers?|siblings?|cousins?)|` +
    String.raw`friends from school)\b[^]{0,60}\b(?:how old|chat with me|talk to me|photo|pic|picture|send|meet|` +
    String.raw`introduce|want to|wanna|would want|who'?d)`,
);
const SPEAKER_SIBLING = R(
  String.raw`\b(?:i|i'?ve|we|we'?ve)\s+(?:also\s+)?(?:have|got)\s+(?:a\s+)?(?:younger|little|lil|baby) ` +
    String.raw`(?:sisters?|brothers?|siblings?|cousins?)\b`,
);
const SIBLING_OFFERED = R(
  String.raw`\b(?:how old|chat with|talk to|meet|introduce|want to|wanna|would want|who'?d|single|date|send)\b`,
);
const PARENT_WITH_CHILD = R(
  String.raw`\b(?:looking (?:to meet|for)|want(?:ing)? to meet|seeking|searching for|prefer)\b[^.!?]{0,25}` +
    String.raw`\b(?:mum|mom|mother|dad|father|parent)s? with (?:a |an |her |his )?(?:daughter|son|kids?|girl|boy)` +
    String.raw`s?\b[^.!?]{0,20}\b(?:around |about |aged |age )?${CHILD_AGE}\b`,
);
const TEEN_BIRTHDAY = R(
  String.raw`\b(?:when(?:'?s| is)|before) ${YOUR} (?:1[3-7]|thirteenth|fourteenth|fifteenth|sixteenth|` +
    String.raw`seventeenth)(?:th)? (?:birthday|bday)`,
);
const MATURE_FOR = R(String.raw`\b(?:so+ |very |really )?mature for (?:a |an )?${TEEN}\b`);
const SPEAKER_GRADE = R(
  String.raw`\b(?:i am|i'?m|im)\b[^.!?]{0,30}\bin (?:[5-9]|1[01])(?:th)? grade\b(?!\s*(?:teacher|class|tutor))`,
);
const THIRD_PARTY = R(
  String.raw`\b(?:my|our|his|her) (?:son|daughter|kids?|child|children|boy|girl|niece|nephew|students?|pupils|` +
    String.raw`class|brother|sister)\b|\bi (?:teach|coach|tutor)\b`,
);

function minors(views: readonly string[]): ContextSignal | null {
  if (!gated(MINOR_GATE, views)) return null;
  const probe = find(AGE_PROBE, views, false);
  if (probe && !has(PAST_SCHOOL, views) && (has(SECRECY, views) || has(YOUTH_OK, views)))
    return ruleSignal('minor_reference', 90, `age or school probed + secrecy/approval: ${probe}`);
  if (probe && !has(PAST_SCHOOL, views) && has(LOOKS_YOUNG, views)) {
    const other = find(
      AGE_PROBE,
      views.map((v) => v.replace(LOOKS_YOUNG, '')),
      false,
    );
    if (other) return ruleSignal('minor_reference', 90, `age or school probed + looks young: ${other}`);
  }
  const parent = find(PARENT_SECRET, views, false);
  if (
    parent &&
    has(
      GROOM_CUE,
      views.map((v) => v.replace(parent, '')),
    )
  )
    return ruleSignal('minor_reference', 90, `secrecy from the reader's parents: ${parent}`);
  const sib = find(SIBLING_ASK, views, false);
  // "i have a younger sister who's 17, she helped me pick my pics": the speaker's own sibling (round 12), unless the
  // reader is offered a meeting or a chat with them, or told their age to ask about
  if (sib && !(has(SPEAKER_SIBLING, views) && !has(SIBLING_OFFERED, views)))
    return ruleSignal('minor_reference', 90, `the reader's younger sibling asked for: ${sib}`);
  const hit =
    find(PARENT_WITH_CHILD, views, false) ?? find(TEEN_BIRTHDAY, views, false) ?? find(MATURE_FOR, views, false);
  if (hit) return ruleSignal('minor_reference', 90, `sexual interest in minors: ${hit}`);
  const grade = find(SPEAKER_GRADE, views);
  if (grade && !has(THIRD_PARTY, views)) return ruleSignal('minor_age', 90, grade);
  return null;
}

// ------------------------------------------------------------------------------------------------
// Extortion / sextortion: leverage (media, a recording, a secret such as a marriage, the reader's audience)
// + a price (money, an "arrangement", silence, "you know what to do") or a deadline; media released on a
// condition ("if you break up with me i'll post the video"); media + the reader's audience + a veiled "wouldn't
// want … to see".
const EXTORT_GATE = R(
  String.raw`(?:[$£€]\s?\d|\b\d+\s?(?:k\b|euros?|eur\b|dollars|usd|quid|pounds|bucks|grand)|\b(?:pay|paying|` +
    String.raw`bitcoin|btc|crypto|cash ?app|venmo|paypal|zelle|gift ?cards?|western union|arrangement|silence|` +
    String.raw`go away|small price|know what to do|i forget|i delete|i disappear|disappears|till midnight|until ` +
    String.raw`midnight|(?:you'?ve got|you have|u have|u got) (?:till|until|til)|wouldn'?t want|hate for|shame if|` +
    String.raw`or i'?m|or im|or i'?ll|or i will|or else|(?:run|send|give|transfer) me \d|hate (?:your|` +
    String.raw`the)|do (?:what|as) i say|(?:i'?ll|i will|i'?m gonna|im gonna|` +
    String.raw`i'?m going to|gonna) (?:post|share|send|leak|upload|release|show|spread)))`,
);
const LEVER = R(
  String.raw`\b(?:(?:${YOUR}|the|our|those|these|that|all|intimate|naked|nude|sexy)\s+(?:\w+\s+)?(?:video|vid|` +
    String.raw`pics|pictures|photos|tape|recording|screenshots?)|nudes|recorded (?:everything|it|you|us|our|the|` +
    String.raw`all)|on camera|(?:videos?|pics|pictures|photos) like (?:these|this|those|that)|` +
    String.raw`what ${YOU} (?:sent|did|said|showed)|(?:our|this|the) (?:conversation|chats?|messages)|` +
    String.raw`${YOURE} (?:on here|married)|${YOU} are married|${YOUR} (?:wife|husband) (?:doesn'?t|does not|` +
    String.raw`don'?t) know|${YOUR} (?:reputation|career|marriage|licen[cs]e))\b`,
);
const PRICE = R(
  String.raw`(?:[$£€]\s?\d|\b\d+\s?(?:k\b|euros?|eur\b|dollars|usd|quid|pounds|bucks|grand)|\b(?:run|send|pay|` +
    String.raw`give|transfer) me \d|\bpay(?: me| up|\b)|\b(?:bitcoin|btc|crypto|cash ?app|venmo|paypal|` +
    String.raw`zelle|gift ?cards?|western union)\b|\b(?:an|some|come to an|find an|make an) arrangement|` +
    String.raw`\b(?:my|our) silence|\bmake (?:this|it) go away|\bsmall price|\byou know what to do|` +
    String.raw`\bi (?:forget|delete|disappear)\b|\b(?:video|pics|photos|it) disappears?|` +
    String.raw`\b(?:you'?ve got|you have|u have|u got) (?:till|until|til) |\b(?:till|until) midnight)`,
);
const AUDIENCE = R(
  String.raw`\b(?:${YOUR} (?:boss|employer|wife|husband|mother|mum|mom|dad|father|family|congregation|` +
    String.raw`church|pastor|board|work|job|colleagues|coworkers|kids|children|friends|followers|school|` +
    String.raw`parents|partner|girlfriend|boyfriend|manager)|the (?:board|whole town|school)|whole town|` +
    String.raw`(?:she|he|they|everyone) (?:sees?|will see|finds? out)|expos(?:e|ing)|(?:post|leak|share|send)` +
    String.raw` (?:it|them|the|your)|go (?:to|out to)|nobody knows|no one knows)\b`,
);
const RELEASE_IF = R(
  String.raw`\b(?:if ${YOU} (?!want|like|wanna|need|are interested|ask)|unless ${YOU}|or (?:else )?)[^.!?]{0,40}` +
    String.raw`\b(?:i'?ll|i will|i'?m gonna|im gonna|i'?m going to|gonna) (?:post|share|send|leak|upload|` +
    String.raw`release|show|spread) (?:the|your|our|those|that|these|all|every|ur)? ?(?:video|vid|pics|` +
    String.raw`photos|nudes|tape|pictures|screenshots|recording)`,
);
const VEILED = R(
  String.raw`\b(?:wouldn'?t want|(?:would|i'?d|id) hate (?:for)?|(?:would be|it'?d be|` +
    String.raw`be) a (?:real )?shame if)\b[^.!?]{0,30}` +
    String.raw`\b(?:${YOUR}|the) (?:boss|employer|wife|husband|mother|mum|mom|family|congregation|church|board|` +
    String.raw`work|colleagues|kids|parents|partner|manager|school)\b`,
);
/** Prices that are a demand on their own: silence, the media gone, a crypto address, "you know what to do". */
const PRICE_STRONG = R(
  String.raw`\b(?:bitcoin|btc|crypto|(?:my|our) silence|make (?:this|it) go away|small price|you know what to do|` +
    String.raw`i (?:forget|delete|disappear)\b|(?:video|pics|photos|it) disappears?|arrangement|do (?:what|as) i say|` +
    String.raw`(?:you'?ve got|you have|u have|u got) (?:till|until|til) |(?:till|until) midnight)`,
);
const OR_EXPOSE = R(
  String.raw`\bor (?:else )?(?:i'?m|im|i am|i'?ll|i will|i'?m gonna|im gonna|i'?m going to) (?:expos|tell ` +
    String.raw`(?:everyone|everybody|${YOUR})|show (?:everyone|everybody|${YOUR})|post|leak|send (?:it|` +
    String.raw`them|the)|share)`,
);
const EXTORT_BENIGN = R(
  String.raw`\b(?:birthday|wedding|holiday|vacation|trip|party|concert|dog|cat|puppy|kitten|baby|graduation|codes?|` +
    String.raw`scratch|verification fee|unlock|` +
    String.raw`owe me|pay me back|split the bill|rent|tickets?)\b`,
);

function extortion(views: readonly string[]): ContextSignal | null {
  if (!gated(EXTORT_GATE, views)) return null;
  const release = find(RELEASE_IF, views);
  if (release) return ruleSignal('extortion', 95, `media released on a condition: ${release}`);
  const orExpose = find(OR_EXPOSE, views, false);
  if (orExpose && has(PRICE, views)) return ruleSignal('extortion', 95, `pay or be exposed: ${orExpose}`);
  const lever = find(LEVER, views, false);
  if (lever) {
    const price = find(PRICE, views, false);
    if (price && (has(AUDIENCE, views) || has(PRICE_STRONG, views)) && !has(EXTORT_BENIGN, views))
      return ruleSignal('extortion', 95, `leverage + price: ${lever} / ${price}`);
    const veiled = find(VEILED, views, false);
    if (veiled) return ruleSignal('extortion', 90, `leverage + veiled exposure: ${veiled}`);
  }
  const veiled = find(VEILED, views, false);
  if (veiled) {
    const price = find(PRICE, views, false);
    if (price) return ruleSignal('extortion', 95, `exposure + price: ${veiled} / ${price}`);
  }
  return null;
}

// ------------------------------------------------------------------------------------------------
// Drug dealing: a product in street slang + a dealer's offer ("first one's on me", "25 a bag", "best quality",
// "strong as hell", "i bring the snow"), or where to "score" some; "something to take the edge off" + prices;
// a prescription asked for with a reward.
const DRUG_GATE = R(
  String.raw`\b(?:snow|clear|crystal|ice|molly|mdma|shrooms|mushrooms|tina|charlie|coke|xans?|bars|percs|` +
    String.raw`oxy|addy|adderall|ketamine|ket|acid|tabs|score|edge off|script|prescription|white|weed|bud|blow|` +
    String.raw`yayo|pingers|powder|lean|pills|bars|magic)`,
);
/** Names that are a drug whatever the sentence (any dealer's cue will do). */
const PRODUCT_CLEAR = R(
  String.raw`\b(?:mdma|xans?|percs|oxys?|ketamine|magic mushrooms|shrooms|yayo|pingers|` +
    String.raw`(?:some|the|got|have|bring|of|an?) (?:tina|charlie|molly|ket|weed(?! ?killer| ?whacker)|` +
    String.raw`blow(?! up| dry)))\b`,
);
/** Street names that are everyday words too ("ice", "snow", "clear", "pills"): a dealer's cue only. */
const PRODUCT_AMBIG = R(
  String.raw`\b(?:(?:the|some|got|have|bring|of) (?:snow|clear|crystal|ice|white|powder|pills|bars|lean|bud|coke|` +
    String.raw`tabs|acid))\b`,
);
/** A dealer's cue that everyday talk about ice or snow does not have. */
const DEAL_STRICT = R(
  String.raw`\b(?:first (?:one|try|hit|line|taste|bump|bag|time)(?:'?s| is)? (?:on me|free)|first try free|` +
    String.raw`strong as (?:hell|fuck|f)|pure (?:stuff|as)|` +
    String.raw`\d+ (?:a|per|for a|for the) (?:gram|g|baggie|point|tab|pill|eighth|8th|q|oz|ounce)|` +
    String.raw`(?:where|who) (?:to|can i|do i|could i)\s+(?:score|cop)|score (?:some|a bit of))\b`,
);
/** Snow or white brought to a party: the one everyday-word product a party cue makes a drug. */
const PARTY_POWDER = R(
  String.raw`\b(?:party|partying|to party)\b[^]{0,40}\b(?:the|some) (?:snow|white|powder|coke)\b|` +
    String.raw`\b(?:the|some) (?:snow|white|powder|coke)\b[^]{0,40}\b(?:party|partying)\b`,
);
const DEAL_ANY = R(
  String.raw`\b(?:first (?:one|try|hit|line|taste|bump|bag|time)(?:'?s| is)? (?:on me|free)|first try free|` +
    String.raw`strong as|best quality|top quality|pure|fresh (?:harvest|batch)|\d+ (?:a|per|for a|for the) ` +
    String.raw`(?:bag|gram|g|baggie|point|tab|pill|eighth|8th|q|oz|ounce)|(?:where|who) (?:to|can i|do i|could i)\s+` +
    String.raw`(?:score|cop|get)|score (?:some|a bit of)|i (?:can |will |'?ll )?bring (?:some|the)|` +
    String.raw`i (?:have|got) (?:the|some)|got some|(?:you|u) want (?:some|magic)|quality|hmu|hit me up|` +
    String.raw`for (?:saturday|friday|tonight|the weekend|the party)|party tonight)\b`,
);
const WEED = /\bweed\b/;
const EDGE_OFF = R(
  String.raw`\bsomething (?:to take the edge off|to help ${YOU} (?:relax|unwind|party)|for the weekend)` +
    String.raw`[^]{0,80}\b(?:prices?|rates|cheap|deal|i can (?:help|hook|sort)|hook ${YOU} up|sort ${YOU} out)\b`,
);
const SCRIPT_ASK = R(
  String.raw`\b(?:write|get) me (?:a |some )?(?:script|prescription)s? (?:for )?[^.!?]{0,20}\b(?:adderall|oxy|` +
    String.raw`xanax|valium|codeine|percocet|vicodin|ritalin|morphine|fentanyl)|` +
    String.raw`\b(?:script|prescription) for (?:adderall|oxy|xanax|valium|codeine|percocet|vicodin|ritalin)\b` +
    String.raw`[^]{0,50}\b(?:worth your while|pay|cash|\$)`,
);

function drugs(views: readonly string[]): ContextSignal | null {
  if (!gated(DRUG_GATE, views)) return null;
  const clear = find(PRODUCT_CLEAR, views);
  if (clear) {
    const cue = find(DEAL_ANY, views, false);
    if (cue) return ruleSignal('drug_sale', WEED.test(clear) ? 60 : 82, `drug + dealer's offer: ${clear} / ${cue}`);
  }
  const ambig = find(PRODUCT_AMBIG, views);
  if (ambig) {
    const cue = find(DEAL_STRICT, views, false) ?? find(PARTY_POWDER, views, false);
    if (cue) return ruleSignal('drug_sale', 82, `street product + dealer's offer: ${ambig} / ${cue}`);
  }
  const hit = find(EDGE_OFF, views) ?? find(SCRIPT_ASK, views);
  return hit ? ruleSignal('drug_sale', 60, hit) : null;
}

// ------------------------------------------------------------------------------------------------
// Unsolicited sexual content from a stranger (first contact, no opt-in, as cross-author.ts): an undressing or
// bedroom cue aimed at the reader ("pics without the clothes", "that dress on the floor", "wild in the bedroom",
// "a pic in the shower", "see you without clothes"), an arousal photo offered, "swallow or spit", "hot fun
// without talking", "on my shoulders".
const UNSOL_GATE = R(
  String.raw`\b(?:without|clothes|dress|floor|private|doing to me|wild|freaky|kinky|naughty|shoulders|shower|` +
    String.raw`swallow|spit|hot fun|fun without|like what you see|see more)`,
);
const UNDRESS = R(
  String.raw`\b(?:(?:pics?|photos?|pictures?|see ${YOU}|snaps?)\b[^.!?]{0,20}\bwithout (?:the |your |ur |any )?` +
    String.raw`clothes|(?:dress|top|bra|clothes|skirt|jeans|panties|knickers) (?:on the floor|off)\b[^]{0,40}` +
    String.raw`\b(?:pic|photo|send|show|see)|(?:pic|photo|picture|snap)s? (?:of ${YOU} )?in the shower|` +
    String.raw`(?:a |some )?private (?:pic|photo|picture|snap|show)s?|(?:photo|pic|picture) of what ` +
    String.raw`${YOURE} doing to me|(?:wild|freaky|kinky|naughty|dirty|an animal) in (?:the )?(?:bed|bedroom|` +
    String.raw`sheets)|(?:legs|ankles)\b[^]{0,40}\bon my shoulders|` +
    String.raw`(?:swallow or spit|spit or swallow)|(?:hot|naughty|dirty) fun\b|fun without talking|` +
    String.raw`sent ${YOU} something\b[^]{0,40}\blike what ${YOU} see|(?:body|figure) i'?d love to see more)`,
);

function unsolicited(input: RuleInput, views: readonly string[]): ContextSignal | null {
  if (input.consent !== 'unsolicited' || input.ctx.recipientHasReplied !== false) return null;
  if (!gated(UNSOL_GATE, views)) return null;
  const hit = find(UNDRESS, views);
  return hit ? ruleSignal('sexual_request', 55, `unsolicited sexual content: ${hit}`) : null;
}

const GATES = [THREAT_GATE, SV_GATE, SH_GATE, MINOR_GATE, EXTORT_GATE, DRUG_GATE, UNSOL_GATE];
/**
 * Slot expressions that go through the prefilter too: those whose leading literals are all at least three
 * characters long. Short literals ("u", "i ") start candidates nearly everywhere; routing every slot through the
 * prefilter was measured 3x slower than running those plainly.
 */
const FAST: ReadonlySet<RegExp> = new Set(
  SLOTS.filter((r) => !GATES.includes(r) && (leadingLiterals(r) ?? ['']).every((l) => l.length >= 3)),
);
/** The expressions through the prefilter (the equivalence test may read them). */
export const ROUND7_EXPRESSIONS: readonly RegExp[] = [...GATES, ...FAST];
PREFILTER.register(ROUND7_EXPRESSIONS);

/** A family is skipped where a signal of its kind at least as high was already found (it would be dropped). */
function skip(input: RuleInput, out: readonly ContextSignal[], kind: ContextSignal['kind'], risk: number): boolean {
  return alreadyAsHigh(kind, risk, input.found, out);
}
function push(input: RuleInput, out: ContextSignal[], s: ContextSignal | null): void {
  if (s && !alreadyAsHigh(s.kind, s.risk, input.found, out)) out.push(s);
}

/**
 * Signals of the round-7 structures for one message (context.ts appends them to its own). A signal is dropped
 * when one of its kind at least as high was already found.
 */
export function round7Signals(input: RuleInput): ContextSignal[] {
  const views = viewsWithSqueezed(input);
  const out: ContextSignal[] = [];
  // Module functions, not closures made per call (ADR 154: the tsx loader names each named closure per call).
  if (!skip(input, out, 'threat', 88)) push(input, out, threat(views));
  if (!skip(input, out, 'threat', 92)) push(input, out, sexualViolence(views));
  if (!skip(input, out, 'self_harm_incitement', 88)) push(input, out, selfHarm(views));
  if (!skip(input, out, 'minor_reference', 90) && !skip(input, out, 'minor_age', 90)) push(input, out, minors(views));
  if (!skip(input, out, 'extortion', 90)) push(input, out, extortion(views));
  if (!input.hardOnly) {
    if (!skip(input, out, 'drug_sale', 82)) push(input, out, drugs(views));
    if (!skip(input, out, 'sexual_request', 55)) push(input, out, unsolicited(input, views));
  }
  // Only messages with a finding pay for these: reports and quotes, fiction (frames.ts, ADR 183).
  return withoutFramed(views, out, 'screenshotOrFiction');
}
