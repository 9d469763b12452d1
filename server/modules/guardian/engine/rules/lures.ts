/**
 * Round-4 rule families (issue 15, ADR 127): minors, drug dealing in slang, unsolicited sexual
 * content from a stranger, scams, off-platform lures and hate. Written from general knowledge of
 * how each harm is phrased in dating chat and tuned only on our own development set
 * `corpus/dev-set-round4-lures.jsonl` (committed before these rules), never on the challenge set.
 *
 * Each family is gated by a cheap trigger expression, so ordinary chat runs one test per family.
 * Patterns read the normalised views (`text` keeps digits, `deobfuscated` resolves leet, spacing,
 * floods and emoji words), so obfuscated variants need no patterns of their own.
 */
import type { NormalizedText } from '../normalize';
import { GUARDIAN_PREFILTER, execRule as exec } from '../prefilter';
import { WordGate } from '../word-groups';
import { harmlessLinksOnly } from './misfires';
import { isEverydayFareAsk } from './round8';
import type { ContextSignal } from '../types';
import { AGREED, CROSS_AUTHOR_EXPRESSIONS, CROSS_AUTHOR_FAMILIES, agreedSwap } from './cross-author';
import { minorAgeOnlyBelieved } from './frames';
import { HOT_NOT_FOOD, YEARS_OF_WORK } from './concepts';
import { ruleSignal, runRuleFamilies, squeezeStretchedLetters, type RuleFamily, type RuleInput } from './types';

const LEARNED_FROM =
  'hand-written from general knowledge; tuned on corpus/dev-set-round4-lures.jsonl (ADR 127); never the challenge set';
const NEGATED = /(?:\bnot|n't|\bnever|\bno)\s+(?:\w+\s+){0,2}$/;

/**
 * The expressions and the family triggers run only where one of the literals their matches start
 * with occurs (prefilter.ts, ADR 103/121; ADR 126): same first match
 * as a plain exec. Expressions with the `u` flag run directly (the prefilter parses code units).
 */
const PREFILTER = GUARDIAN_PREFILTER;
/** For the equivalence test and A/B measurements. */
export const LURES_PREFILTER = PREFILTER;

/** First match of any expression on any view, skipping matches right after a negation. */
function first(res: readonly RegExp[], views: readonly string[], negatable = true): string | null {
  for (const r of res)
    for (const v of views) {
      const m = exec(r, v);
      if (!m) continue;
      if (negatable && NEGATED.test(v.slice(Math.max(0, m.index - 20), m.index))) continue;
      return m[0];
    }
  return null;
}
function any(r: RegExp, views: readonly string[]): boolean {
  for (const v of views) if (exec(r, v)) return true;
  return false;
}

// ------------------------------------------------------------------------------------------------
// Minors: a speaker under 18, or sexual interest in minors. Always hard (90).
const ME = String.raw`(?:i'?m|im|i am|i m|am)`;
const TEEN = String.raw`(?:1\s?[2-7]|thirteen|fourteen|fifteen|sixteen|seventeen)`;
/** Not an age: units, counts and "again" ("feel like im 15 again"). */
const NOT_AN_AGE =
  String.raw`(?!\s*(?:again|min|mins|minutes?|hours?|hrs?|h\b|secs?|km|kms|k\b|miles?|mi\b|kg|kgs|lbs?|` +
  String.raw`pounds|stone|st\b|%|percent|cm|ft|feet|inch|inches|dollars|bucks|quid|grand|euros?|days?|weeks?|` +
  String.raw`months?|years? ago|episodes?|chapters?|pages?|games?|levels?|rounds?|times|x\b|of\b|out\b|more|` +
  String.raw`people|am\b|pm\b|:|\/|th\b|[.,]\d))`;
const SCHOOL_YEAR = String.raw`(?:year|yr|y)\s?(?:[7-9]|1[01])`;
const MINOR_TRIGGER = new RegExp(
  String.raw`\d|teen|fifteen|sixteen|seventeen|school|grade|year|yr|young|legal|kid|son|daughter|child|hs\b|tea` +
    String.raw`cher|born|mum|mom|parent|dad|sixth|form|sis|bro|cp\b|drive|uniform|how young|sch00l`,
);
const MINOR_TRIGGER_WORDS = new WordGate(MINOR_TRIGGER);
const MINOR_SELF = [
  // "am 14 btw", "i m 1 6", "im 1 5 and bored" — not "feel like im 15 again", "look 16"
  new RegExp(
    String.raw`(?<!\b(?:like|look|looks|feel|feels|felt|act|acting|as if|as though|treat me)\s)` +
      String.raw`(?:^|\b)${ME}\s+(?:only\s+|just\s+|still\s+)?${TEEN}\b${NOT_AN_AGE}`,
  ),
  // "15 turning 16 in june" at the start, "im 15 going on 16"
  new RegExp(String.raw`(?:^\s*|\b${ME}\s+)1[2-7]\s*(?:,|and|&)?\s*(?:turning|going on|nearly|almost)\s+1[3-8]\b`),
  // "my age? 14", "age - 15"
  new RegExp(String.raw`\b(?:my )?age\s*[?:=\-]+\s*1[2-7]\b${NOT_AN_AGE}`),
  // "finished my year 9 exams", "yr 8 girl here", "i'm in year 10"
  new RegExp(
    String.raw`\b(?:finished|doing|sitting|revising for|have|got) my ${SCHOOL_YEAR} (?:exams?|mocks|options|` +
      String.raw`tests?)\b|` +
      String.raw`\b${SCHOOL_YEAR} (?:girl|boy|student|here)\b(?! (?:teacher|class|tutor))|` +
      String.raw`\b${ME} (?:in |a )?${SCHOOL_YEAR}\b(?! (?:teacher|tutor|coach|form tutor)|${YEARS_OF_WORK})`,
  ),
  // "i'm a junior in hs"
  /\b(?:i'?m|im|i am) (?:a )?(?:freshman|sophomore|junior) (?:in|at) (?:hs|high ?school)\b/,
  // "my teacher took my phone in class"
  /\bmy teacher (?:took|confiscated|took away|caught me on) my phone\b/,
];
const CURRENT_YEAR = new Date().getUTCFullYear();
const BORN_MINOR = new RegExp(
  String.raw`(?:^|[.!?]\s*|\b(?:i was|i'?m|im|i am|was)\s+)born in (?:${Array.from(
    { length: 6 },
    (_, i) => CURRENT_YEAR - 17 + i,
  ).join('|')})\b`,
);
const MINOR_INTEREST = [
  new RegExp(
    String.raw`\b(?:prefer|like|love|want|into|looking for)\b[^.!?]{0,20}\b(?:girls?|boys?|ones|them|` +
      String.raw`em)\b (?:who are |that are |who'?re )?(?:still )?in (?:school|high ?school|middle school|hs|` +
      String.raw`year \d+|grade \d+)\b`,
  ),
  new RegExp(
    String.raw`\bbarely legal\b[^.!?]{0,20}\bnot (?:even )?legal\b|\b(?:like|prefer|love|want|into) (?:them|em|` +
      String.raw`girls?|boys?) (?:\w+ )?(?:under ?age|not (?:even )?legal)\b`,
  ),
  new RegExp(
    String.raw`\b(?:pics?|photos?|pictures?|vids?|videos?)\b[^.!?]{0,25}\bwhen (?:you|u) (?:were|` +
      String.raw`was) (?:1[0-7]|[5-9]|in (?:middle|high) school)\b`,
  ),
  new RegExp(
    String.raw`\bhow old (?:is|are) (?:your|ur) (?:son|daughter|kids?|boy|girl|children|` +
      String.raw`little one)\b[^]{0,60}(?:;\)|😉|😏|\b(?:hot|sexy|alone|naked|pics?)\b)`,
  ),
  new RegExp(
    String.raw`\b(?:love|like|want|prefer|into|looking for|need) (?:a |some )?(?:young|little|` +
      String.raw`barely) (?:teens?|boys?|girls?)\b(?! (?:clothes|shoes|bike|names?|football|team|club))`,
  ),
  /\b(?:any|looking for|want|need|into|dm|hmu) (?:\w+ )?1[0-7] ?(?:yos?|y\/os?|year olds?|yr olds?)\b/,
  /\b(?:your|ur) (?:kid|son|daughter|child|children|kids)'?s?\b[^.!?]{0,35}\b(?:hot|sexy|fit|fuckable|turn me on)\b/,
  new RegExp(
    String.raw`\b(?!like an? school)(?:into|love|like|want|prefer) (?:\w+ )?school ?(?:girls?|` +
      String.raw`boys?)\b(?!\s*(?:outfits?|uniforms?|costumes?|role ?play))`,
  ),
  /\bunder ?(?:1[0-7]|eighteen|sixteen)s?\b[^.!?]{0,12}\b(?:only|dm|hmu|message me|hit me up|inbox)\b/,
  /\bhow young (?:do|would|will|can|d) (?:you|u|ya) go\b/,
  new RegExp(
    String.raw`\b(?:secret|don'?t tell|dont tell|between us)\b[^]{0,50}\b(?:you'?re|ur|u r|you are|` +
      String.raw`ure)\s+(?:only\s+)?1[2-7]\b|\b(?:you'?re|ur|u r|you are|` +
      String.raw`ure)\s+(?:only\s+)?1[2-7]\b[^]{0,40}\b(?:secret|don'?t tell|dont tell|between us)\b`,
  ),
];
// round 5 (ADR 129): the speaker is under 18 in other words (school life, parents, driving), read on
// every view; and sexual interest in minors phrased as a request for younger content, a preference or a
// question about someone's young age with a sexual cue.
const TEEN_WORD = String.raw`(?:1[2-7]|thirteen|fourteen|fifteen|sixteen|seventeen)`;
const SCHOOL_NOW =
  String.raw`(?:high ?sch(?:oo|00|0o|o0)l|secondary school|middle school|junior high|sixth form|` +
  String.raw`(?:[6-9]|1[01])th grade|(?:sixth|seventh|eighth|ninth|tenth|eleventh) grade|year (?:[7-9]|1[01]))`;
/** Someone else is the young one (a parent, teacher or coach speaking): the contextual cues below step aside. */
const OTHER_YOUNG_PERSON = new RegExp(
  String.raw`\b(?:my|our|his|her|their) (?:sons?|daughters?|kids?|child|children|boys|girls|niece|nephew|brothe` +
    String.raw`r|sister|sis|bro|cousin|students?|pupils|class|grandkids?|stepson|stepdaughter)\b|\bi (?:teach|coa` +
    String.raw`ch|tutor)\b|(?<!\bmy )\b(?:teacher|tutor|coach|counsell?or|teaching assistant)\b`,
);
const MINOR_SELF_MORE = [
  new RegExp(
    String.raw`\bfinally (?:${TEEN_WORD})\b${NOT_AN_AGE}|\b(?:i'?m|im|i am) (?:not old enough|too young) to (?:driv` +
      String.raw`e|vote)\b|` +
      String.raw`\b(?:till|until|til) (?:i'?m|im|i am|i turn) ${TEEN_WORD}\b${NOT_AN_AGE}|\b(?:i'?m|im|i am) (?:onl` +
      String.raw`y|just) ` +
      String.raw`a (?:kid|child|teenager|teen)\b(?! (?:at heart|inside))|^\s*${TEEN_WORD}\s+(?:here|btw)\b`,
  ),
  new RegExp(
    String.raw`\b(?:age (?:is just a number|doesn'?t matter|does not matter)|age ain'?t nothing but a number)\b` +
      String.raw`[^]{0,40}\b${TEEN_WORD}\b(?! ?(?:years|yrs|year|older|younger))`,
  ),
  new RegExp(
    String.raw`\b(?:i'?m|im|i am|i m) in (?:year|yr) (?:[7-9]|1[01])\b(?! (?:teacher|tutor|coach|form tutor)|` +
      String.raw`${YEARS_OF_WORK})`,
  ),
  new RegExp(
    String.raw`\bmy (?:mum|mom|mam|mother|dad|father|parents|folks) (?:doesn'?t|doesnt|don'?t|dont|does not|do not) ` +
      String.raw`know (?:i'?m|im|i am) (?:on here|on this|using|here|on a dating)`,
  ),
  new RegExp(String.raw`(?:^|[.!?,]\s*|\b${ME}\s+)(?:still|only) (?:in|at) ${SCHOOL_NOW}\b`),
  new RegExp(
    String.raw`\b(?:i'?m|im|i am) (?:in )?(?:(?:my )?lower sixth|sixth form|year 12)\b(?! (?:teacher|tutor|admissio` +
      String.raw`ns|` +
      String.raw`team|office|staff)|${YEARS_OF_WORK})|` +
      String.raw`\b(?:i'?m|im|i am|only|still) (?:only |still )?in form (?:[1-5]|one|two|three|four|five)\b`,
  ),
  new RegExp(String.raw`\bi (?:turn|'?m turning|m turning|am turning) (?:${TEEN_WORD}|18|eighteen)\b${NOT_AN_AGE}`),
  new RegExp(
    String.raw`(?:^\s*|\b(?:i'?m|im|i am|i'?ll be|ill be|will be) )(?:graduating|finishing|leaving) (?:from )?(?:mi` +
      String.raw`ddle school|junior high|(?:[5-9]|1[01])th grade|` +
      String.raw`(?:fifth|sixth|seventh|eighth|ninth|tenth|eleventh) grade)\b`,
  ),
  new RegExp(
    String.raw`\bmy (?:mum|mom|mam|dad|parents?|nan|gran) (?:picks?|drops?|collects?|takes?) me (?:up |off )?(?:f` +
      String.raw`rom|to|at) school\b`,
  ),
  new RegExp(
    String.raw`\bsneak(?:ed|ing)? my phone\b|\bmy (?:parents|mum|mom|mam|dad) (?:take|takes|took|confiscate|confi` +
      String.raw`scates|confiscated) (?:my phone|it at bedtime|it at night)\b`,
  ),
  new RegExp(
    String.raw`^\s*${TEEN_WORD}\s*(?:and|&|n)\s+(?:bored|single|lonely|looking|new here|horny|ready|cute|curious)\b`,
  ),
];
/** Contextual cues: only when nobody else (a child, a pupil) is the young one. */
const MINOR_SELF_CONTEXT = [
  new RegExp(
    String.raw`\bcan'?t drive yet\b[^]{0,60}\b(?:school|mum|mom|dad|parents|permit)\b|\b(?:school|mum|mom|parents` +
      String.raw`)\b[^]{0,60}\bcan'?t drive yet\b`,
  ),
  new RegExp(
    String.raw`\b(?:i'?m|im|i am) at [^.!?]{1,30}?\b(?:year|yr) (?:[7-9]|1[01])\b(?! (?:are|were|parents|reunion|tr` +
      String.raw`ip|` +
      String.raw`teacher|class|assembly))`,
  ),
  new RegExp(String.raw`\b(?:year|yr) (?:[7-9]|1[01]) is (?:the worst|so|hell|killing|boring|hard|stressful)`),
  new RegExp(
    String.raw`\b(?:i'?m|im|i am|i'?ll|ill|i will|i) (?:graduating|graduate|finishing|finish) (?:from )?high ?school ` +
      String.raw`(?:this|next|in (?:june|may|july|a year|two years|\d))\b`,
  ),
];
/** Sexual cue that turns a question about someone's young age into interest in a minor. */
const SEX_CUE = new RegExp(
  String.raw`\b(?:sext|sexting|nudes?|naked|hot|sexy|horny|turns? me on|naughty|kinky|hook ?up|dtf|fuck|secret|` +
    String.raw`don'?t tell|my type)\b|😈|😏|🥵|🍆|💦`,
  'u',
);
/** A teen age asked about ("are you even 16?"): approval is cue enough. */
const TEEN_AGE_QUESTION = new RegExp(
  String.raw`\b(?:are you|r u|ru|are u|you'?re|ur|u r)\s+(?:even|only|like|barely)\s+${TEEN_WORD}\b${NOT_AN_AGE}|` +
    String.raw`\b(?:are you|r u|ru|are u|you'?re|ur|u r)\s+(?:under|below)\s+(?:18|eighteen|age|${TEEN_WORD})\b`,
);
const APPROVAL_CUE = /\b(?:love that|like that|i like it|perfect|even better|so young)\b/;
const YOUNG_AGE_QUESTION = new RegExp(
  String.raw`\b(?:are you|r u|ru|are u|you'?re|ur|u r|is (?:he|she))\s+(?:even|still)\s+` +
    String.raw`in (?:school|${SCHOOL_NOW})\b|\bhow young (?:are|r) (?:you|u)\b|` +
    String.raw`\bhow old (?:is|'s) (?:your|ur) (?:little |lil |baby |younger |kid )?(?:sister|sis|brother|bro|cousin|` +
    String.raw`niece|nephew)\b|\b(?:you|u) look (?:like )?(?:only |barely )?${TEEN_WORD}\b${NOT_AN_AGE}|` +
    String.raw`\b(?:your|ur) (?:son|daughter|sister|sis|brother|bro|niece|nephew|cousin)\b[^]{0,40}\b` +
    String.raw`${TEEN_WORD}\b`,
);
const MINOR_INTEREST_MORE = [
  new RegExp(
    String.raw`\b(?:pics?|photos?|pictures?|nudes?|vids?|videos?|content|links?)\b (?:of )?(?:young|younger|little|` +
      String.raw`underage|teen|preteen|small) (?:girls?|boys?|ones|teens)\b`,
  ),
  new RegExp(
    String.raw`\b(?:underage|preteen) (?:pics?|nudes?|content|vids?|videos?|photos?)\b|\b(?:young|younger|teen|ki` +
      String.raw`d|child) (?:nudes|porn)\b`,
  ),
  new RegExp(
    String.raw`\bthe younger the better\b[^]{0,40}\b(?:girls?|boys?|pics?|teens?|kids?|nudes?)\b|\b(?:girls?|boys` +
      String.raw`?|pics?|teens?|kids?|nudes?)\b[^]{0,40}\bthe younger the better\b`,
  ),
  new RegExp(
    String.raw`\bhope (?:you'?re|ur|u r|you are|your) (?:under|only|just|still|not yet) ` +
      String.raw`(?:${TEEN_WORD}|18|eighteen|age|in school)\b`,
  ),
  new RegExp(
    String.raw`\bunder ?(?:1[0-7]|sixteen|fifteen|eighteen|age|18)s?\b (?:is|are) (?:my type|hot|sexy|best|ideal|` +
      String.raw`perfect|preferred)|\bmy type is under\b`,
  ),
  new RegExp(
    String.raw`\b(?:into|love|like|prefer|want|looking for|fancy)\s+(?:actual |real |proper |young |little )?teen` +
      String.raw`s\b(?! (?:dramas?|movies?|films?|shows?|books?|fiction|music))`,
  ),
  new RegExp(
    String.raw`\b(?:role ?play(?:ing)?|rp)\b[^.!?]{0,25}\b(?:1[0-7]|twelve|${TEEN_WORD}) ?(?:year old|yo|y\/o|yr ol` +
      String.raw`d)|` +
      String.raw`\bpretend (?:you'?re|ur|to be|you are) (?:a )?(?:1[0-7]|twelve|${TEEN_WORD})\b${NOT_AN_AGE}`,
  ),
  /\bbarely legal\s*(?:or|and|\/)\s*(?:younger|under)\b|\b(?:legal|teens?) or younger\b/,
  /\b(?:any|send|trade|trading|sell|selling|buy|share|sharing|swap|links?|looking for)\b[^.!?]{0,8}\bcp\b/,
  new RegExp(
    String.raw`\bstill (?:in|wears?|wearing) (?:her|his|their|a) school uniform\b|\bschool uniform\b[^.!?]{0,30}\b` +
      String.raw`(?:for real|not (?:a )?costume|real ones?)\b`,
  ),
  new RegExp(
    String.raw`\b(?:date|dating|meet|fuck|shag|sleep with|hook ?up with|smash)\b[^.!?]{0,20}\b(?:girls?|boys?|ones|` +
      String.raw`them|` +
      String.raw`em|kids)\b (?:who are |that are |who'?re )?(?:still )?in (?:school|high ?school|middle school|hs)\b`,
  ),
  new RegExp(
    String.raw`\b(?:nudes?|naked (?:pics?|photos?))\b[^.!?]{0,30}\bwhen (?:you|u) (?:were|was) (?:1[0-7]|younger|` +
      String.raw`a kid|a teen|in school)\b`,
  ),
  new RegExp(
    String.raw`\b(?:love|like|want|need|into|looking for|fuck|fancy|crave)\b[^.!?]{0,10}\b(?:tight|little|tiny|yo` +
      String.raw`ung|fresh|innocent|petite) (?:little |young )?teens?\b(?! (?:dramas?|movies?|films?|shows?|years|m` +
      String.raw`um|mom|titans|spirit|wolf))`,
  ),
  new RegExp(
    String.raw`\b(?:(?:high ?sch(?:oo|00|0o|o0)l|middle school|hs) ?(?:girls?|boys?)|school ?(?:girls?|boys?)) ` +
      String.raw`(?:only|wanted|needed|dm|hmu|inbox)\b`,
  ),
  new RegExp(
    String.raw`\b(?:pics?|nudes?|photos?|vids?|videos?|content)\b[^.!]{0,25}\b(?:under|below|younger than) ?` +
      String.raw`(?:1[0-7]|sixteen|fifteen|fourteen)\b(?! ?(?:s\b|team|squad|game|match|league|football|cup|side))`,
  ),
];
/**
 * Round 6 (ADR 140): an age under 18 stated or guessed in the message ("how old are you? 15?", "you're 16?",
 * "16 is fine", "14 or 15?") followed by sexual talk is sexual interest in a minor, whatever the opt-in.
 */
const TEEN_SPACED = String.raw`(?:1\s?[2-7]|thirteen|fourteen|fifteen|sixteen|seventeen)`;
const AGE_UNDER_18 = new RegExp(
  [
    String.raw`\bhow old (?:are|r) (?:you|u|ya)\b\W*(?:\w+\W+){0,2}?${TEEN_SPACED}\b${NOT_AN_AGE}`,
    String.raw`(?:^|[.!?,]\s*)(?:age\s*[?:=\-]*\s*)?${TEEN_SPACED}\s*\?`,
    String.raw`\b(?:you'?re|ur|u r|you are|are you|r u|are u|u|ya)\s+(?:only |just |like |barely |even |still )?` +
      String.raw`${TEEN_SPACED}\b${NOT_AN_AGE}`,
    String.raw`\b${TEEN_SPACED}\s+(?:is|'s|are)\s+(?:fine|ok|okay|cool|perfect|hot|sexy|no problem|not a problem|` +
      String.raw`just a number|old enough)\b`,
    String.raw`\b${TEEN_SPACED} ?(?:yo|y\/o|yrs? old|years? old)\b`,
    String.raw`\b${TEEN_SPACED} or ${TEEN_SPACED}\b${NOT_AN_AGE}`,
    String.raw`\bage\s*[?:=\-]+\s*${TEEN_SPACED}\b`,
  ].join('|'),
);
const AGE_SEX_CUE = new RegExp(
  String.raw`\b(?:sext\w*|nudes?|naked|horny|${HOT_NOT_FOOD}|hotter|sexy|sexier|naughty|kinky|sex|fuck\w*|dick|cock|pussy|` +
    String.raw`tits|boobs|hard|wet|turns? me on|dtf|hook ?up|(?:pics?|photos?) of (?:ur|your) body|want (?:you|u) ` +
    String.raw`(?:naked|so bad|now|tonight|in my bed))\b`,
);
const KID_WORD = /\b(?:your|ur) (?:daughter|son|kids?|child|niece|nephew|little (?:sister|brother))\b/;
const SEND_KID_PIC = /\bsend (?:me )?(?:a )?(?:her|his|their) (?:pics?|photos?|pictures?|selfies?|nudes?)\b/;

const MINOR_CLAIMS = [MINOR_SELF, [BORN_MINOR], MINOR_SELF_MORE, MINOR_SELF_CONTEXT];
const minors: RuleFamily = {
  name: 'minors',
  learnedFrom: LEARNED_FROM,
  canBeHard: true,
  detect({ norm, views }) {
    if (!MINOR_TRIGGER_WORDS.anyView(views)) return null;
    const self =
      first(MINOR_SELF, [norm.text], false) ??
      first([BORN_MINOR], [norm.text], false) ??
      first(MINOR_SELF_MORE, views, false) ??
      (any(OTHER_YOUNG_PERSON, views) ? null : first(MINOR_SELF_CONTEXT, views, false));
    // Someone else's belief about the speaker beside the speaker's adult age is no claim (round 16, ADR 205).
    if (self && !minorAgeOnlyBelieved(views[views.length - 1], MINOR_CLAIMS)) return ruleSignal('minor_age', 90, self);
    const interest = first(MINOR_INTEREST, views) ?? first(MINOR_INTEREST_MORE, views);
    if (interest) return ruleSignal('minor_reference', 90, `sexual interest in minors: ${interest}`);
    const asked = first([YOUNG_AGE_QUESTION], views);
    const teenAsked = asked ? null : first([TEEN_AGE_QUESTION], views);
    if ((asked ?? teenAsked) && (any(SEX_CUE, views) || (teenAsked && any(APPROVAL_CUE, views))))
      return ruleSignal('minor_reference', 90, `asks a young age with a sexual cue: ${(asked ?? teenAsked)!}`);
    const underAge = any(OTHER_YOUNG_PERSON, views) ? null : first([AGE_UNDER_18], views, false);
    if (underAge && any(AGE_SEX_CUE, views))
      return ruleSignal('minor_reference', 92, `sexual talk after an age under 18: ${underAge}`);
    const kidPic = any(KID_WORD, views) ? first([SEND_KID_PIC], views) : null;
    if (kidPic) return ruleSignal('minor_reference', 90, `asks for pictures of the reader's child: ${kidPic}`);
    return null;
  },
};

// ------------------------------------------------------------------------------------------------
/** The drug and unsolicited-sexual families had a fifth round (ADR 130). */
const LEARNED_FROM_ROUND5 = `${LEARNED_FROM}; round-5 additions tuned on corpus/dev-set-round5-sexual.jsonl (ADR 130)`;
// Drugs: a drug word (clear, or ambiguous with a strong dealing cue) near a transaction word.
const CLEAR_DRUG =
  String.raw`(?:pingers|pingas|mdma|ket|ketamine|xans|xannies|xanax|percs|percocets?|oxys?|oxycodone|addys?|` +
  String.raw`addies|adderall|shrooms|mushies|lsd|cocaine|meth|heroin|fent|fentanyl|benzos?|ecstasy|ecstacy|xtc|xanny|` +
  String.raw`dmt|ghb|2cb|mephedrone)`;
/** Prescription drugs people also take as prescribed (round 5, ADR 130): only a sale, a price or "no
 * prescription" makes dealing of them. */
const RX_DRUG =
  String.raw`(?:tramadol|codeine|valium|vals|diazepam|ritalin|vyvanse|morphine|hydros?|hydrocodone|roxys?|` +
  String.raw`dilaudid|suboxone|promethazine|oxycontin|gabapentin|gabbies|pregabalin|zopiclone|lorazepam|klonopin)`;
/** Cannabis: legal in many places, so having or wanting it is not dealing; a sale or a price is. */
const SOFT_DRUG =
  String.raw`(?:thc|dabs|edibles|weed(?! ?(?:killers?|whackers?|eaters?|control)\b| in (?:my|the|our|your) ` +
  String.raw`(?:garden|yard|lawn|drive|patio))|kush|ganja|za|zaza)`;
/** Street names that are also names or everyday words: need a strong dealing cue. */
const VAGUE_DRUG = String.raw`(?:powder|gear|loud|snow|coke|crack|carts|charlie|mandy|molly|blow|party favou?rs)`;
/** Everyday words (fuel, colours, pubs, hats, browser tabs, "cool", "bud" = mate, names): only with a price
 * or a sale. */
const COMMON_DRUG = String.raw`(?:gas|green|white|bars|tabs|pills|caps|grass|dope|bud|wax|tina)`;
const TX =
  String.raw`(?:for sale|selling|sell|sells|sold|plug|cop|score|scoring|deliver(?:y|ies|ed)?|dm|hmu|cheap|` +
  String.raw`a g\b|per g\b|\d+ ?(?:a|per|each|for) ?(?:g|gram|pill|cap|tab|bag|bar|zip|8th|q)\b|tenner|` +
  String.raw`\d+ (?:each|for \d+)|got|have|has|need|want|anyone|who'?s got|who has|who can get|` +
  String.raw`can (?:you|u) get|get (?:me|us)|sort (?:me|us)|bring|holding|stock|in stock|re-?upp?(?:ed)?)`;
const DEAL_TX =
  String.raw`(?:for sale|4 sale|selling|plug|deliver(?:y|ies|ed)?|a g\b|per g\b|` +
  String.raw`\d+ ?(?:a|per|each|for) ?(?:g|gram|pill|cap|tab|bag|bar|zip|8th|q)\b|tenner a|` +
  String.raw`\d+ (?:each|for \d+)|in stock|re-?upp?(?:ed)?|hmu|dm (?:me|for))`;
const STRONG_TX =
  String.raw`(?:${DEAL_TX}|sell|sells|cop|score|scoring|cheap|who'?s got|who can get|can (?:you|u) get|` +
  String.raw`sort (?:me|us)|holding|(?:if (?:you|u) )?(?:wanna|want to) party|for (?:the )?(?:rave|festival|afters))`;
const near = (a: string, b: string, gap: number) =>
  new RegExp(String.raw`\b${a}\b[^.!?\n]{0,${gap}}\b${b}|\b${b}[^.!?\n]{0,${gap}}\b${a}\b`);
const DRUG_CLEAR_NEAR = near(CLEAR_DRUG, TX, 40);
const DRUG_VAGUE_NEAR = near(VAGUE_DRUG, STRONG_TX, 30);
const DRUG_SOFT_NEAR = near(SOFT_DRUG, STRONG_TX, 40);
const DRUG_COMMON_NEAR = near(COMMON_DRUG, DEAL_TX, 25);
/**
 * Each proximity expression with its drug word alone: every match of near(word, …) contains the word, so where it
 * is absent the expression (whose transaction words are everyday: "got", "have", "need") need not run. Exact.
 */
const DRUG_NEAR_BY_WORD: ReadonlyArray<readonly [RegExp, RegExp]> = [
  [DRUG_CLEAR_NEAR, new RegExp(String.raw`\b${CLEAR_DRUG}\b`)],
  [DRUG_VAGUE_NEAR, new RegExp(String.raw`\b${VAGUE_DRUG}\b`)],
  [DRUG_SOFT_NEAR, new RegExp(String.raw`\b${SOFT_DRUG}\b`)],
  [DRUG_COMMON_NEAR, new RegExp(String.raw`\b${COMMON_DRUG}\b`)],
];
const DRUG_OTHER = [
  /\bsort (?:me|us|u) (?:out )?(?:a|with a|wiv a) (?:bag|20|q|quarter|half|8th|eighth|zip|ting|bit)\b/,
  /\b(?:who'?s|anyone|any1) holding\b/,
  /\b(?:a|one|two|2) (?:20|10|twenty|nick|nickel|50) ?bags?\b/,
  // Cannabis quantities: wanting one is not dealing (as SOFT_DRUG); asking who sells, or a price, is.
  new RegExp(
    String.raw`\b(?:an? )?(?:8th|eighth|zip|half ?o|qp|oz|ounce|teenth)\b[^.!?]{0,25}\b(?:${STRONG_TX}|anyone)|` +
      String.raw`\b(?:${STRONG_TX}|anyone)[^.!?]{0,25}\b(?:an? )?(?:8th|eighth|zip|half ?o|qp|oz|ounce|teenth)\b`,
  ),
  new RegExp(
    String.raw`\b(?:tryna|trying to|wanna|want to|need to|looking to) (?:get|grab|cop|score|find) (?:a |` +
      String.raw`some )?(?:lil|little|bit of) something\b[^.!?]{0,25}\b(?:rave|party|festival|weekend|tonight|` +
      String.raw`club|afters)\b`,
  ),
  new RegExp(
    String.raw`\b(?:need|want|looking for|know|find)\b[^.!?]{0,15}\b(?:a|the|any|ur|your) (?:dealer|plug|` +
      String.raw`connect)\b(?! (?:in|into|it|for (?:tickets?|gigs?|concerts?|trainers|sneakers|jobs?|clothes)))`,
  ),
  /\bmy (?:plug|connect|dealer)\b[^.!?]{0,25}\b(?:re-?upp?(?:ed)?|restocked|back in stock|just got|has|got)\b/,
  new RegExp(
    String.raw`\b(?:a guy|someone|a man|my mate) who (?:does|sells|can get)\b[^.!?]{0,15}\b(?:cheap|` +
      String.raw`\w*(?:oxy|coke|ket|xans|pills|weed|mdma))`,
  ),
];
/**
 * Round 5 (ADR 130, tuned on corpus/dev-set-round5-sexual.jsonl): diverted prescriptions and prices per
 * unit, "a gram for 50", dealer cues ("got that loud, come thru", "plug hmu", "i'm holding"), party-and-
 * play code, "hook you up with crystal", offers of a bump or a line, "sniff", pills offered to a group,
 * a clear drug answered across a question mark ("bars or percs? i've got both"), "any bud? will pay".
 */
const RX_SALE =
  String.raw`(?:${DEAL_TX}|sell|sells|selling|spare|going spare|leftover|cheap|no (?:prescription|script)|` +
  String.raw`without (?:a )?(?:prescription|script)|for cash)`;
const DRUG_ROUND5 = [
  near(RX_DRUG, RX_SALE, 30),
  new RegExp(
    String.raw`\b(?:sell|selling|sells|flog|flogging)\b[^.!?]{0,25}\b(?:meds|medication|prescriptions?|pills|` +
      String.raw`pain ?killers|scripts?|tablets)\b(?! (?:glasses|sunglasses|lenses|goggles)\b)`,
  ),
  /\b[£$€]?\d+ ?(?:quid |bucks |dollars )?(?:a|per|each|for (?:a|one)) (?:pill|tab|perc|xan|cap)\b/,
  new RegExp(
    String.raw`\b(?:got|have)\b[^.!?]{0,15}\b(?:loud|gas|za|zaza|pack|exotics?|runtz|snow|white|bud|green|tree|` +
      String.raw`smoke|work)\b[^.!?]{0,20}\b(?:come thru|come through|pull up|slide thru|slide through|tap in|` +
      String.raw`hit my line)\b`,
  ),
  new RegExp(
    String.raw`\bparty (?:and|n|&) play\b|\bpnp\b|\bchem ?sex\b|\bchems\b|\b(?:do|d) (?:you|u|ya) party\b[^]{0,40}` +
      String.raw`\b(?:goods|supplies|favou?rs|holding|bring (?:some|the)|got (?:some|the|plenty))\b`,
  ),
  new RegExp(
    String.raw`\bhook (?:you|u|ya|me|us) up with (?:some |a |an |the )?(?:crystal|ice|glass|tina|gear|snow|white|` +
      String.raw`bud|green|gas|za|zaza|pills?|bars|tabs|molly|mandy|charlie|bag|gram|g|8th|eighth|percs|xans|` +
      String.raw`sniff|ket|coke|plug|connect|dealer)\b`,
  ),
  new RegExp(
    String.raw`\b(?:want|wanna|fancy|need|share|rack up|racking up|chop up|chopping up) (?:a |some |a quick |` +
      String.raw`a lil |a little |another )?(?:bump|line)s?\b(?!\s*(?:in|on|of|dance|dancing|up|from|to|with|` +
      String.raw`manager|cook|judge|item|break|workers?|for|at|the|drawing|art)\b)|\b(?:i'?m|im|i am|we'?re) ` +
      String.raw`holding\b(?=\s*(?:$|[.!?,]|(?:if|tonight|rn|now|lol|hmu|dm)\b))`,
  ),
  /\b(?:got|any|some|bit of|bag of|gram of|on the|line of) sniff\b/,
  /\b(?:weed|coke|pill|drug|xan|molly) (?:guy|man|connect)\b/,
  new RegExp(
    String.raw`\bplug\b(?: \w+)?[^.!?\w]{0,3}\b(?:hmu|dm|available|delivering|tap in)\b|\b(?:i'?m|im|i am) ` +
      String.raw`(?:ur |your |the |a )?(?:local |new |reliable |trusted )?plug\b(?! (?:in|into|it|for (?:tickets?|` +
      String.raw`gigs?|concerts?|trainers|sneakers|jobs?|clothes))\b)`,
  ),
  new RegExp(
    String.raw`\b(?:got|have|holding)\b[^.!?]{0,10}\b(?:pills|bars|tabs|caps|percs|xans|molly|mandy|pingers|beans|` +
      String.raw`rolls)\b[^.!?]{0,30}\b(?:who wants|anyone want|who'?s in|who needs)\b`,
  ),
  new RegExp(
    String.raw`\b${CLEAR_DRUG}\b[^.!\n]{0,25}\b(?:i'?ve got|i got|got both|got em|got them|i have (?:some|both|` +
      String.raw`plenty))\b`,
  ),
  new RegExp(
    String.raw`\b(?:any|some) (?:${COMMON_DRUG}|${VAGUE_DRUG}|${SOFT_DRUG})\b[^.!]{0,20}\b(?:will pay|i'?ll pay|` +
      String.raw`paying|pay cash|cash ready)\b`,
  ),
];
/** A price by weight is dealing only with drug talk in the message ("10 a gram for saffron" is not). */
const PRICE_BY_WEIGHT = new RegExp(
  String.raw`\b[£$€]?\d+ ?(?:quid |bucks |dollars )?(?:a|per|each|for (?:a|one)) (?:gram|g|8th|eighth|zip|oz)\b|` +
    String.raw`\b(?:a|one|half an?|an?|1|2|3) (?:g|gram|ball|8th|eighth|q|zip|oz|ounce|teenth)\b (?:for|is|at|@) ` +
    String.raw`[£$€]?\d+`,
);
const DRUG_TALK = new RegExp(
  String.raw`\b(?:${CLEAR_DRUG}|${SOFT_DRUG}|${VAGUE_DRUG}|${COMMON_DRUG}|lines?|bumps?|party|rave|plug|` +
    String.raw`smoke|high|8th|eighth|zip|teenth|pick ?up|drop ?off|cash)\b`,
);
/**
 * Medication talk ("my xanax prescription for flights", "ketamine-assisted therapy") is not dealing
 * unless a sale cue comes with it ("selling my leftover oxycodone from surgery"). Round 5, ADR 130.
 */
const MEDICAL = new RegExp(
  String.raw`\b(?:prescri\w*|my (?:doctor|gp|psychiatrist|dr|meds|medication)|pharmac\w*|therapy|treatment|` +
    String.raw`clinic|hospital|surgery|for (?:my )?(?:anxiety|adhd|depression|pain|back|flights?|flying|sleep|` +
    String.raw`migraines?))`,
);
const SALE_CUE = new RegExp(
  String.raw`\b(?:sell\w*|sold|for sale|spare|going spare|leftover|cheap|prices?|cash|no (?:prescription|script)|` +
    String.raw`without (?:a )?(?:prescription|script)|dm|hmu|deliver\w*|plug|\d+ (?:a|each|per))\b|[£$€]\s?\d`,
);
/** Letters stretched three times or more, squeezed to one ("sellinggg percsss"); the deobfuscated view keeps
 * two ("sellingg percss"). A view added only for messages with stretched letters (ADR 130). */
function withSqueezed(norm: RuleInput['norm'], views: readonly string[]): readonly string[] {
  if (!norm.signals.includes('repeated_letters')) return views;
  const squeezed = squeezeStretchedLetters(norm.text);
  return views.includes(squeezed) ? views : [...views, squeezed];
}

const HARD_DRUG = new RegExp(
  String.raw`\b(?:pingers|pingas|mdma|ket|ketamine|xans|xannies|xanax|percs|oxys?|oxycodone|cocaine|meth|` +
    String.raw`crack|heroin|fent|fentanyl|charlie|blow|molly|mandy|coke|powder|snow|bars|pills|caps|gear|tabs|` +
    String.raw`lsd|shrooms|addys?|adderall|ecstasy|ecstacy|xtc|dmt|ghb|2cb|mephedrone|crystal|sniff)\b`,
);
const DRUG_TRIGGER = new RegExp(
  String.raw`\b(?:${CLEAR_DRUG}|${SOFT_DRUG}|${VAGUE_DRUG}|${COMMON_DRUG}|dealer|plug|connect|holding|8th|` +
    String.raw`eighth|zip|oz|something|bag|sort|${RX_DRUG}|sell\w*|flog\w*|gram|g|party|pnp|chems?|hook|bump|` +
    String.raw`line|lines|sniff|loud|pay|paying|pills?|meds|scripts?|guy|man)\b|\d (?:a|per|each|for)\b`,
);
const DRUG_TRIGGER_WORDS = new WordGate(DRUG_TRIGGER);

const drugs: RuleFamily = {
  name: 'drugs',
  learnedFrom: LEARNED_FROM_ROUND5,
  canBeHard: true,
  detect({ norm, views: base }) {
    const views = withSqueezed(norm, base);
    if (!DRUG_TRIGGER_WORDS.anyView(views)) return null;
    const hit =
      first(
        DRUG_NEAR_BY_WORD.filter(([, word]) => any(word, views)).map(([expr]) => expr),
        views,
      ) ??
      first([...DRUG_OTHER, ...DRUG_ROUND5], views) ??
      (any(DRUG_TALK, views) ? first([PRICE_BY_WEIGHT], views) : null);
    if (!hit || (any(MEDICAL, views) && !any(SALE_CUE, views))) return null;
    return ruleSignal('drug_sale', HARD_DRUG.test(hit) ? 82 : 60, hit);
  },
};

// ------------------------------------------------------------------------------------------------
// Unsolicited sexual content: suggestive and sexual phrasings that are flirting between people who
// talk, but unsolicited from a stranger. Run only when the recipient never replied and did not opt
// in (consent state `unsolicited`); the consent table in the combiner decides from there.
/**
 * Round 5 (ADR 130, tuned on corpus/dev-set-round5-sexual.jsonl): words and phrasings that are explicit on
 * their own when they open a conversation with a stranger — sex acts and explicit body words, nude asks
 * however spelt (`n00dz`, left as digits by the normaliser), size and "what I'm packing" offers,
 * propositions in slang ("get head", "pound you", "like it rough"), shaving and sex-drive questions,
 * "naughty ones", body comments that go on to touch. The everyday senses stay out ("pussy cat",
 * "cum laude", "big dick energy", "give my head a wobble", "6 inches of snow").
 */
const EXPLICIT_FROM_STRANGER = [
  new RegExp(
    String.raw`\b(?:pussy(?! ?cats?\b| willow)|titt?(?:y|ies)|boobies|nipples?|clit|clitoris|` +
      String.raw`(?<!(?:magna|summa) )cum(?:ming|shot|s)?(?! laude)|horny(?! toads?)|n[o0u]{2}d[ezs]?[sz]|nudes|` +
      String.raw`sext(?:ing)?|blow ?jobs?|bj|hand ?jobs?|anal(?! retentive)|deep ?throat(?:ing)?|orgasms?|dildos?|` +
      String.raw`vibrators?|boner|erection|creampie|fingering|wank(?:ing|ed)|jerk(?:ing)? off|sex drive|libido|` +
      String.raw`quickie|doggy ?style)\b`,
  ),
  new RegExp(
    String.raw`\b(?:your|ur|her|nice|big|huge|perfect|massive|show me|see|my|suck|ride|taste|hard|fat|thick)\s+` +
      String.raw`(?:tits|boobs|cock|dick)\b(?! energy| move| head)|\b(?:my|nice|big) (?:bulge|package)\b`,
  ),
  new RegExp(
    String.raw`\b(?:get|give|giving|getting|gives) (?:some |me |you |u |ya |amazing |good |great |sloppy )?` +
      String.raw`(?:head|dome)\b(?! (?:start|injury|ache|office|teacher|chef|coach|of|up|over|out|to|count|first|` +
      String.raw`round|around|home|back)\b)`,
  ),
  new RegExp(
    String.raw`\bwhat (?:i'?m|im|i am) packing\b|\b(?:[6-9]|1[0-2])(?:\.5)? ?(?:inches|inch|")[^.!?]{0,30}\b(?:cut|` +
      String.raw`uncut|thick|hard|clean|girth|for you|host)\b`,
  ),
  new RegExp(
    String.raw`\b(?:i|i'?ll|i'?d|ill|id|while i|till i|until i|let me|lemme|wanna|gonna|want to|would|to|can i|` +
      String.raw`i could|i can)\s+(?:\w+\s+)?(?:pound|rail|breed|fuck|f\*ck|fck|fuk|phuck|shag|bang|plow|plough)\s+` +
      String.raw`(?:you|u|ya)\b` +
      String.raw`(?!\s*(?:up|over|off)\b)|\b(?:like|likes|love|want|into) it (?:rough|deep)\b`,
  ),
  new RegExp(
    String.raw`\b(?:go|going|skip) straight to (?:fucking|sex|bed|the bedroom)\b|\bskip (?:the chat|the small talk|` +
      String.raw`dinner|the date)\b[^.!?]{0,30}\b(?:fuck\w*|sex|bed|bedroom)\b`,
  ),
  /\b(?:bikini|swimsuit|underwear|lingerie|bra|towel)\b[^]{0,20}\bor (?:less|nothing|even less)\b/,
  new RegExp(
    String.raw`\bbetween (?:your|ur) (?:legs|thighs)\b|\bmy (?:tongue|mouth|lips|fingers|hands|cock|dick)\b` +
      String.raw`[^.!?]{0,30}\b(?:between|inside|all over) (?:your|ur|you|u)\b|` +
      String.raw`\bwrapped around my (?:waist|cock|dick|face)\b`,
  ),
  /\b(?:are|r) (?:you|u|ya) (?:shaved|trimmed)\b|\bshaved or (?:natural|not|hairy)\b/,
  new RegExp(
    String.raw`\bsend (?:me )?(?:a |some |one |another )?(?:naughty|spicy|dirty|saucy|sexy|nsfw|x-?rated|private|` +
      String.raw`rude) (?:ones?|pics?|photos?|snaps?|selfies?|pictures?|vids?|videos?)\b`,
  ),
  new RegExp(
    String.raw`\b(?:ur|your) (?:ass|arse|booty|butt|bum|tits|boobs|rack|thighs|legs|lips|body|curves)\b[^.!?]{0,40}` +
      String.raw`\b(?:bounc|jiggl|grab|squeez|spank|slap|bit(?:e|ing)|smack|wrap|sit on|ride|riding|lick|suck)\w*`,
  ),
  new RegExp(
    String.raw`\b(?:down to|dtf|tryna|wanna|want to|let'?s) smash\b(?!\s+(?:some|the|a|an|it|out|burgers?|pints?|` +
      String.raw`this|that|my|our)\b)`,
  ),
  new RegExp(
    String.raw`\bkinks?\b|\bkinky\b|\bbet (?:you'?re|ur|u r|you|u) (?:so |real |really )?(?:tight|wet|freaky|a freak|` +
      String.raw`kinky|loud in bed)\b|\bsexy (?:pics?|photos?|selfies?|snaps?)\b|\b(?:booty|ass|butt|tit|titty|boob|` +
      String.raw`nude|naked) (?:pics?|photos?|selfies?|snaps?|vids?)\b|\bsit on (?:it|this)\b|` +
      String.raw`\bbend over\b(?! backwards)`,
  ),
  new RegExp(
    String.raw`\blooks? (?:good|great|better|amazing|perfect) (?:on|in) my (?:face|bed|lap|dick|cock)\b|` +
      String.raw`\b(?:looking for|want|need|down for|up for) (?:a |some )?(?:hook ?ups?|fling|quick one|sex|shag|` +
      String.raw`fuck|smash|nsa)\b`,
  ),
];
/**
 * Emoji code for sex (ADR 130): the normaliser reads 🍆 🍑 💦 👅 in their slot (ADR 132) and says when one is
 * sexual — two of them, one with an ask ("wanna 🍆", "send 🍑 pics", "sit on my face 👅"), not a lone emoji in
 * ordinary chat ("eggplant parm 🍆", "love peaches 🍑") or any in a message about food. This rule only reads
 * that reading (ADR 140): the normaliser is the one reader of these emoji.
 */
PREFILTER.register([MEDICAL, SALE_CUE, PRICE_BY_WEIGHT, DRUG_TALK, ...DRUG_ROUND5]);
PREFILTER.register(DRUG_NEAR_BY_WORD.map(([, word]) => word));
const sexEmoji = (norm: NormalizedText): string | null =>
  norm.signals.includes('sexual_emoji') ? 'emoji read in a sexual slot' : null;

const SUGGESTIVE = [
  // "what are you wearing ;)" escalates; "what are you wearing to the wedding" asks about an outfit (ADR 130).
  /\bwhat (?:are|r) (?:you|u|ya) wearing\b(?! (?:to|for|at|on|tomorrow|tmrw|this|next)\b)/,
  /\b(?:look|be) (?:even |so much )?(?:better|hotter|sexier) (?:without|naked|with nothing|out of)\b/,
  /\bwithout (?:that|your|ur|those|any) (?:dress|clothes|top|shirt|bra|bikini|jeans|skirt|underwear|knickers)\b/,
  new RegExp(
    String.raw`\bunder (?:my|your|ur|those|that|these|the) (?:towel|clothes|dress|skirt|shirt|top|sheets|` +
      String.raw`covers|boxers|underwear|jeans|shorts)\b`,
  ),
  /\b(?:company|join me|keep me warm|come over|get) (?:\w+ ){0,2}in (?:my |ur |your )?bed\b/,
  /\b(?:mouth|lips|throat)\b[^.!?]{0,20}\b(?:made for|good for) (?:sucking|blowing|swallowing|deepthroat)/,
  /\btouch(?:ing)? (?:ur|your) ?self\b|\btouch(?:ing)? yourself\b/,
  /\bnice (?:rack|tits|titties|boobs|ass|arse|bum|butt|booty|curves)\b/,
  /\b(?:on|to) (?:your|ur) knees\b/,
  new RegExp(
    String.raw`\b(?:taste|lick|eat) (?:you|u|ya)(?: out| up|` +
      String.raw` all over)?\b(?! (?:for|at) (?:dinner|lunch|breakfast))|\blick every inch\b`,
  ),
  /\b(?:do|d'?you|can|will) (?:you|u|ya) swallow\b|\bspit or swallow\b/,
  /\b(?:bra|cup) size\b|\bhow big (?:are|r|is) (?:your|ur) (?:boobs|tits|dick|cock|ass|package)\b/,
  /\b(?:are|r) (?:you|u|ya) wet\b|\b(?:so|rock|getting|already) hard (?:for|thinking|looking|over)\b/,
  /\b(?:you|u|ya|your|ur|me|i'?m|im)\b[^.!?]{0,25}\bnaked\b|\bnaked\b[^.!?]{0,15}\b(?:you|u|pics?)\b/,
  new RegExp(
    String.raw`\b(?:pics?|photos?|pictures?|vids?|videos?|selfies?) (?:of )?(?:your |ur )?(?:bum|butt|ass|arse|` +
      String.raw`booty|tits|boobs|feet|thighs|cleavage|pussy|dick|cock|chest)\b`,
  ),
  /\b(?:something|anything|get|getting|be|feeling|feel) (?:\w+ )?(?:naughty|freaky|kinky)\b|\btalk dirty\b/,
  new RegExp(
    String.raw`\b(?:ur|your) (?:ass|arse|booty|butt|bum|tits|boobs|rack|thighs)\b[^.!?]{0,15}\b(?:unreal|` +
      String.raw`insane|hot|sexy|thick|perfect|amazing|fire|tho|damn|juicy)\b`,
  ),
  new RegExp(
    String.raw`\b(?:fuck|fk|f\*ck|fuk) ?(?:buddy|buddies|friend|toy)\b|\bfwb\b|\bfriends? with benefits\b|` +
      String.raw`\bno strings\b|\bone night stand\b`,
  ),
  /\b(?:come|cum)\b[^.!?]{0,15}\b(?:in|on|over) (?:your|ur) (?:mouth|face|tits|ass|pussy|back|chest)\b/,
  /\b(?:sexy|hot|body)\b[^.!?]{0,30}\bshow me (?:more|everything|the rest)\b/,
  new RegExp(
    String.raw`\b(?:trade|swap|exchange) (?:pics|nudes|photos)\b|\b(?:send|show) (?:me )?(?:something|` +
      String.raw`a pic) (?:spicy|naughty|sexy|dirty)\b`,
  ),
  /\b(?:ride|spank|choke|bend) (?:me|you|u) (?:over|hard|till|until)?\b/,
  /\bhorny\b|\bsexting\b|\bsext\b/,
  /[🍆🍑💦👅🥵]|^\W*(?:dick|cock|pussy|tits|boobs|nudes?|sex)\W*$|\brate my (?:dick|cock|body|bulge)\b/u,
  /\b(?:good time|fun|company|join me|keep me warm|show (?:you|u))\b[^.!?]{0,25}\bin (?:my |ur |your )?bed\b/,
  new RegExp(
    String.raw`\bhook ?up\b[^.!?]{0,20}\b(?:tonight|now|rn|quick|my place|your place|ur place|later)\b|` +
      String.raw`\b(?:wanna|want to|down to|dtf|tryna) hook ?up\b`,
  ),
  /\b(?:wanna|want to|lemme|let me|can i|i wanna|i want to|tryna) (?:smash|bang|shag|rail|pound|hit (?:it|that)|69)\b/,
  new RegExp(
    String.raw`\bsend (?:you|u|ya) (?:a )?(?:pics?|photos?|pictures?|vids?)\b[^.!?]{0,12}\bof (?:it|` +
      String.raw`my (?:dick|cock|junk|package|bulge|body))\b`,
  ),
  new RegExp(
    String.raw`\b(?:you|u|ya|ur|your) moan(?:s|ing)?\b|\bmoan(?:ing)? (?:my name|for me|under me)\b|\b(?:make|` +
      String.raw`made) (?:you|u|ya) (?:squirt|moan|scream|cum)\b|\bsquirter\b|\b(?:had|want|into|like|love|try|` +
      String.raw`taken) (?:a )?bbc\b|\b(?:big|huge|hung) down there\b|\bmake a baby\b`,
  ),
  /\b(?:body|naked|sexy|hot)\b[^.!?]{0,30}\b(?:wanna|want to) see mine\b/,
  new RegExp(
    String.raw`\bcum\b(?! laude)|\b(?:wanna|want to) feel (?:you|u)\b|\bi (?:want|need) (?:you|u|ya) (?:so bad|` +
      String.raw`so badly|` +
      String.raw`now|tonight|rn|inside|in me|in my bed)\b`,
  ),
  /\bhot\b[^.!?]{0,15}\bi want (?:you|u)\b/,
  /^\W*(?:any |got |more |send |send me |can i (?:get|see|have) )?(?:pics|pix|picz|pictures)\W*$/,
  new RegExp(
    String.raw`\b(?:pics?|photos?|pictures?|selfies?|vids?) of (?:you|u|urself|` +
      String.raw`yourself) (?:in (?:bed|the shower|the bath|your underwear|ur underwear|lingerie)|without)\b`,
  ),
  /\bshow me (?:ur|your) (?:body|goods|stuff|assets)\b|\bshow me what (?:you|u|ya)(?:'ve| have)? got\b/,
  new RegExp(
    String.raw`\bsit on my (?:lap|face|dick|cock)\b|\b(?:fool|mess) around\b|` +
      String.raw`\bfavou?rite (?:sex )?position\b(?! (?:in|at|on|to play|for)\b)|\btop or bottom\b`,
  ),
  new RegExp(
    String.raw`\b(?:into|like) in (?:bed|the bedroom)\b|\b(?:i'?m|im) (?:so |rock |already )?(?:hard|` +
      // "i'm hard of hearing", "hard on myself", "hard-headed", "hard up" are not arousal (ADR 140).
      String.raw`throbbing)\b(?!\s?-?\s?(?:worker|working|work|to|of|on|at|up|with|about|headed|head|pressed|` +
      String.raw`nosed|core|as|going|bitten|wired|boiled|luck)\b)`,
  ),
  new RegExp(
    String.raw`\bkiss (?:you|u) (?:all over|everywhere)\b|\btie (?:you|u) up\b|` +
      // Underwear asked about or pictured, not "I run a lingerie shop" (ADR 130).
      String.raw`\b(?:your|ur|in|wearing|wear|see|show|send|pics?|photos?|colou?r|no|any|without|what)\b` +
      String.raw`[^.!?]{0,12}\b(?:lingerie|pant(?:ies|y)|thongs?|underwear|knickers|bra)\b`,
  ),
  /\b(?:pleasure|satisfy) (?:you|u)\b|\bgo down on\b|\b(?:legs|lips|thighs) (?:wrapped )?around me\b/,
  /\b(?:stroking|wanking|wank|playing with (?:myself|my ?self))\b|\bbody count\b|\b(?:are|r) (?:you|u) (?:a )?virgin\b/,
  new RegExp(
    String.raw`\b(?:sleep|slept) with (?:you|u|me)\b|\bget laid\b|\blay (?:you|u)\b|\bthicc\b|` +
      String.raw`\bcall me daddy\b|\bbe my (?:daddy|slut|toy)\b`,
  ),
  ...EXPLICIT_FROM_STRANGER,
];
const SUGGESTIVE_TRIGGER = new RegExp(
  String.raw`pix|picture|show|sit|around|position|top|into|like|hard|throb|kiss|tie|linger|pant|thong|` +
    String.raw`underwear|pleasure|satisfy|down on|stroking|wank|playing|count|virgin|sleep|slept|laid|lay|` +
    String.raw`thicc|daddy|[🍆🍑💦👅🥵]|dick|cock|pussy|nude|sex|rate|fun|time|company|hook|smash|bang|shag|rail|` +
    String.raw`pound|hit|69|send|moan|squirt|bbc|down there|baby|mine|feel|want|need|wear|better|without|under|` +
    String.raw`bed|mouth|lips|throat|touch|nice|knees|taste|lick|eat|swallow|size|big|wet|hard|naked|pic|photo|` +
    String.raw`vid|selfie|naughty|freaky|kinky|dirty|ass|arse|booty|butt|bum|tits|boobs|rack|thigh|buddy|fwb|` +
    String.raw`benefits|strings|stand|come|cum|show|trade|swap|exchange|ride|spank|choke|bend|horny|sext|` +
    // round 5 (ADR 130)
    String.raw`boob|nipple|clit|n00d|nood|nuud|blow|job|anal|orgasm|dildo|vibrat|boner|erection|creampie|finger|` +
    String.raw`jerk|drive|libido|quick|doggy|head|dome|pack|inch|"|fuck|f\*ck|breed|plow|plough|rough|deep|` +
    String.raw`straight|skip|less|nothing|between|tongue|hands|wrapped|shaved|trimmed|spicy|saucy|rated|private|` +
    String.raw`rude|bounc|jiggl|grab|squeez|slap|bit|smack|wrap|knick|bra|kink|fck|fuk|phuck|freak|tight|snap|` +
    String.raw`looking|fling|nsa`,
);

const unsolicitedSexual: RuleFamily = {
  name: 'unsolicited sexual',
  learnedFrom: LEARNED_FROM_ROUND5,
  canBeHard: false,
  detect({ norm, views: base, consent, ctx }) {
    if (consent !== 'unsolicited' || ctx.recipientHasReplied !== false) return null;
    const views = withSqueezed(norm, base);
    const hit = (any(SUGGESTIVE_TRIGGER, views) ? first(SUGGESTIVE, views) : null) ?? sexEmoji(norm);
    return hit ? ruleSignal('sexual_request', 55, `from a stranger: ${hit}`) : null;
  },
};

// ------------------------------------------------------------------------------------------------
// Scams: money asks with a reason, investment returns, job and reshipping schemes, gift cards; round 5
// (ADR 131): code and credential phishing, fake support and verification, task and mule jobs, pitches.
const REASON =
  String.raw`(?:ticket|flight|visa|fee|fees|customs|hospital|surgery|bill|taxi|rent|stuck|stranded|frozen|` +
  String.raw`blocked|overseas|abroad|can'?t access|broken|emergency|lawyer|release|inheritance|parcel|meds|` +
  String.raw`medicine|mechanic|petrol|train|bus fare|hotel|passport|papers|salary|tuition|school fees|pharmacy)`;
/** Not an ask: the speaker's own errand ("I need to send my landlord the rent", "I'll pay the bill"). */
const OWN_ERRAND =
  String.raw`(?<!\b(?:need to|have to|got to|gotta|going to|i'?ll|i will|i can|let me|` +
  // "every month i send money to my mother", "i use wise to transfer money to my sister" (ADR 148)
  String.raw`i|we|(?:i|we)(?: (?!(?:you|u|ya|someone|somebody|anyone|anybody|people)\b)[\w']+){1,6} to)\s)`;
const MONEY_WITH_REASON = new RegExp(
  String.raw`${OWN_ERRAND}\b(?:send|wire|lend|transfer|loan|spot|cover|pay)\b (?:me )?(?:a |some )?(?:[$£€]\s?)?` +
    String.raw`(?:\d{2,6}k?|little money|bit of money|money|cash)\b(?! (?:pics?|photos?|messages?|texts?|minutes?|` +
    String.raw`mins?|times?|people))` +
    String.raw`[^]{0,60}\b${REASON}|\b${REASON}\b[^]{0,60}\b(?:send|wire|lend|transfer|loan|spot|cover)\b (?:me )?` +
    String.raw`(?:a |some )?(?:[$£€]\s?)?(?:\d{2,6}k?|little money|bit of money|money|cash)\b|` +
    // "could u transfer me something for the train"
    String.raw`\b(?:transfer|send|wire|venmo|cash ?app|paypal|zelle) me (?:something|anything|a bit|a little|` +
    String.raw`what (?:you|u) can)\b[^]{0,60}\b${REASON}|\b${REASON}\b[^]{0,60}\b(?:transfer|send|wire|venmo|` +
    String.raw`cash ?app|paypal|zelle) me (?:something|anything|a bit|a little|what (?:you|u) can)\b`,
);
const CODE_CUE =
  String.raw`(?:(?:sent|texted|send|sending|text) (?:you|u) (?:a|the|my) (?:\d[- ]?digit |six[- ]?digit |` +
  String.raw`verification |confirmation |security |login )?(?:code|pin)|(?:you'?ll|you will|u will|u'?ll|you should|` +
  String.raw`u should|you'?re gonna|ur gonna|gonna) (?:get|receive) (?:a|the) (?:\w+ )?(?:code|pin|text)|` +
  String.raw`(?:\d|six)[- ]?digit (?:code|pin|number)|(?:verification|confirmation|security|login|google|whatsapp|` +
  String.raw`sms|otp) code|otp)`;
const CODE_ASK =
  String.raw`(?:read (?:it|them|that|the (?:code|numbers?|digits)|me)|tell me (?:what it says|the (?:code|` +
  String.raw`numbers?|digits)|it)|(?:send|text|give|forward|share) (?:it|that|them|the (?:code|numbers?|digits)) ` +
  String.raw`(?:back )?to me|what (?:does it|it) says?|(?:send|text|give|forward|share) me (?:the|that) (?:code|` +
  String.raw`numbers?|digits|pin)|screenshot (?:it|the code))`;
const SCAM = [
  /\b\d{1,3} ?% ?(?:a |per |every )?(?:day|daily|week|weekly|month|monthly)\b(?! (?:off|discount|sale))/,
  new RegExp(
    String.raw`\b(?:use|with|enter) my (?:invite|referral) (?:code|link)\b[^]{0,60}\b(?:trad|invest|crypto|` +
      String.raw`platform|app)|\b(?:trading|investment|crypto) (?:app|platform)\b[^]{0,40}\b(?:invite|` +
      String.raw`referral) code\b`,
  ),
  new RegExp(
    String.raw`\b(?:grab|buy|pick up|send|need|get me)\b[^.!?]{0,20}\b(?:google ?play|itunes|apple|steam|` +
      String.raw`amazon|razer|vanilla|ebay|sephora) (?:gift )?cards?\b`,
  ),
  new RegExp(
    String.raw`\bjoin my (?:team|group)\b[^]{0,60}\b(?:earn|commission|money|\$|income|boss)|\b(?:earn|money|` +
      String.raw`\$)[^]{0,60}\bjoin my (?:team|group)\b`,
  ),
  /\bbe (?:your|ur) own boss\b|\bstarter kit\b|\bcommission only\b/,
  /\b(?:earn|make)\b[^.!?]{0,25}\b(?:liking|watching|rating|reviewing|from (?:your|ur) phone)\b/,
  /\b(?:earn|money|cash|income|\$)[^.!?]{0,30}\bask me how\b/,
  // a job offer, not a summer job someone had ("i was a mystery shopper in uni")
  new RegExp(
    String.raw`\b(?:mystery|secret) shop(?:per|ping)\b[^]{0,60}(?:\b(?:pay|pays|paid|earn|job|offer|hiring|` +
      String.raw`interested|sign up|apply)\b|[$£€]\s?\d|\b\d{2,}\b)|\b(?:job|offer|hiring|` +
      String.raw`earn)\b[^]{0,40}\b(?:mystery|` +
      String.raw`secret) shop(?:per|ping)\b`,
  ),
  new RegExp(
    String.raw`\b(?:receive|accept|reship|forward)\b[^.!?]{0,30}\b(?:packages?|parcels?)\b[^.!?]{0,30}\b(?:pay|` +
      String.raw`paid|forward|reship)`,
  ),
  new RegExp(
    String.raw`\b(?:deposit|cash)\b[^.!?]{0,30}\b(?:cheque|check)\b[^]{0,40}\bsend (?:me )?back\b|` +
      String.raw`\bsend (?:me )?back the (?:difference|rest|extra)\b`,
  ),
  /\beasy (?:money|cash)\b[^]{0,40}\b(?:dm|work from home|hmu|ask me|message me|join|from home|inbox)\b/,
  /\bwork from home\b[^]{0,40}\b(?:dm|earn|\$|\d+ ?(?:a|per) ?(?:day|week|hour)|no experience|opportunity)\b/,
  /\bclick\b[^.!?]{0,30}\b(?:claim|verify|reward|prize)\b|\bclaim your\b[^.!?]{0,30}\b(?:reward|prize|bonus|premium)\b/,
  new RegExp(
    String.raw`\bguaranteed (?:returns?|profits?|income)\b|\bno risk\b[^.!?]{0,20}\b(?:invest|returns?|profit)|` +
      String.raw`\binvest\b[^.!?]{0,30}\bno risk\b`,
  ),
  // Verification codes: "I sent you a 6-digit code, read it to me", "you'll get a code, tell me what it says"
  new RegExp(String.raw`\b${CODE_CUE}\b[^]{0,80}\b${CODE_ASK}|\b${CODE_ASK}[^]{0,80}\b${CODE_CUE}\b`),
  // Gift-card codes
  new RegExp(
    String.raw`\b(?:code|numbers?|pin|digits)\b[^.!?]{0,15}\b(?:on|from|at) the back of (?:the|that|this|your|ur|` +
      String.raw`each) cards?\b|\bscratch (?:it|them|the back|off)\b[^.!?]{0,40}\b(?:send|photo|pic|picture|text|` +
      String.raw`code)|\b(?:send|text|txt|give) me (?:the|those|all the) codes\b`,
  ),
  // Credentials
  new RegExp(
    String.raw`\b(?:confirm|verify|enter|update|send|give|tell|share|type|need|what'?s)\b[^.!?]{0,25}\b(?:your|ur|` +
      String.raw`the) (?:password|passcode|pin|log ?in|login details|credentials|bank details|card details|` +
      String.raw`card number|security questions?)\b|\b(?:email|username|user ?name|login)\b[^.!?]{0,10}\b(?:and|&|` +
      String.raw`\+|n) (?:your |ur |the )?(?:password|passcode|pin)\b`,
  ),
  // Fake support and account threats: "Vibeline security: your account will be suspended", "click the link to appeal"
  new RegExp(
    String.raw`\b(?:vibeline|vibe line|this app'?s?|the app'?s?|dating app) (?:\w+ )?(?:security|support|team|admin|` +
      String.raw`staff|` +
      String.raw`moderators?|moderation|safety team|trust (?:and|&) safety|help ?desk|customer (?:service|care))\b` +
      String.raw`[^]{0,100}\b(?:account|verify|verification|suspend\w*|password|link|click|appeal|reported|confirm|` +
      String.raw`log ?in|code|deactivat\w*|locked|restrict\w*)\b|\b(?:lose|close|suspend|delete|ban|lock|` +
      String.raw`deactivate|restrict)\w* (?:your|ur) (?:account|profile)\b[^]{0,60}\b(?:click|link|verify|appeal|` +
      String.raw`confirm|unless|within)\b|\b(?:click|tap)\b[^.!?]{0,30}\b(?:link|here|below)\b[^]{0,60}\b(?:appeal|` +
      String.raw`verify|confirm|account|unlock|restore|reactivate)\b`,
  ),
  // Fake verification sites and fees: "get verified on datesafe-check.net, only 19.99", "pay the small fee to verify"
  new RegExp(
    String.raw`\bverif\w*\b[^.!?]{0,60}(?:[$£€]\s?\d|\b\d+\.\d\d\b|\b(?:fee|pay|paid|costs?|buy|ticket|` +
      String.raw`only \d+)\b|\b[a-z0-9-]+\.(?:com|net|org|io|site|xyz|app|me|info|link|online)\b)|\b(?:pay|buy|` +
      String.raw`fee)\b[^.!?]{0,40}\bverif\w*`,
  ),
  // ID documents, money "sent by mistake", crypto mentors
  new RegExp(
    String.raw`\b(?:photo|pic|picture|selfie|scan|copy) (?:of|with|holding) (?:your|ur) (?:id|passport|driver'?s ` +
      String.raw`licen[cs]e|driving licen[cs]e|bank card|debit card|credit card)\b|\bsent (?:you|` +
      String.raw`u) (?:the )?(?:money|` +
      String.raw`[$£€]?\d+|it)? ?(?:by mistake|by accident|accidentally)\b|\b(?:by mistake|accidentally)\b[^]{0,40}` +
      String.raw`\bsend it back\b|\b(?:forex|crypto|bitcoin|stock|options) (?:trader|investor|expert|mentor|` +
      String.raw`analyst)\b` +
      String.raw`[^]{0,60}\b(?:teach|show|help|guide|mentor) (?:you|u)\b`,
  ),
  // "i need $500 … can you help", "can i borrow 300", registering on a site before a date, booking deposits
  new RegExp(
    String.raw`\bneeds?\s+(?:about |like |around |only |just )?(?:[$£€]\s?\d{2,}|\d{2,}\s?(?:dollars|bucks|usd|` +
      String.raw`pounds|quid|euros?))\b[^]{0,60}\b(?:you|u|help|send|lend|borrow|loan|pay (?:you|u) back)\b|` +
      String.raw`\b(?:can|could|may) i borrow\b[^.!?]{0,20}(?:[$£€]\s?\d|\b\d{2,}\b|\bmoney\b|\bcash\b)|` +
      String.raw`\b(?:register|sign up|signup|create an account) (?:on|at|with) (?:this|my|the|a) (?:site|website|` +
      String.raw`app|link|` +
      String.raw`page)\b|\b(?:booking|reservation) (?:fee|deposit)\b|\bdeposit\b[^]{0,40}\b(?:before (?:we|` +
      String.raw`i) (?:meet|` +
      String.raw`come|see)|to (?:book|see) me)\b|\bverif\w*\b[^.!?]{0,40}\b(?:link|site|website|click)\b|` +
      String.raw`\b(?:safety|safe date|meetup|meet up|dating) (?:id|pass|certificate|ticket)\b|\binvest (?:with|` +
      String.raw`through) ` +
      String.raw`(?:me|my)\b|\binvest in (?:this|my|our) (?:platform|app|project|coin|token)\b|\bprofits?\b` +
      String.raw`[^.!?]{0,30}\b(?:platform|signals?)\b|\b(?:spoil|bless) (?:you|u)\b[^]{0,60}\b(?:cash ?app|venmo|` +
      String.raw`paypal|zelle|bank|account|allowance)\b`,
  ),
  // Task jobs: "like youtube videos, $5 each"
  new RegExp(
    String.raw`\b(?:like|liking|rate|rating|review|reviewing|watch|watching|follow|following|subscribe)\b` +
      String.raw`[^.!?]{0,30}\b(?:videos?|posts?|products?|hotels?|apps?|reviews?|youtube|tiktoks?|songs?|movies?)\b` +
      String.raw`[^.!?]{0,40}(?:[$£€]\s?\d|\b\d+ (?:each|per \w+|a (?:day|task|video|like|review))\b|\bget paid\b|` +
      String.raw`\bpaid (?:per|for each))`,
  ),
  // Money mules: "receive a payment for her, you keep 200", "let money pass through yours"
  new RegExp(
    String.raw`\b(?:receive|accept|take|hold|collect)\b[^.!?]{0,15}\b(?:a |some |the )?(?:payments?|transfers?|` +
      String.raw`funds|money|deposits?|wire)\b[^]{0,60}\b(?:for (?:me|her|him|them|us)|on (?:my|her|his|their) ` +
      String.raw`behalf|(?:you|u) (?:can )?keep|commission)\b|\bpass(?:es)? through (?:your|ur|yours)\b|` +
      String.raw`\b(?:your|ur) (?:account|bank) (?:to|for) (?:receive|move|transfer)\b`,
  ),
  // Investment pitches in other words
  new RegExp(
    String.raw`\binvest\w*\s+(?:[$£€]\s?)?\d+k?\b[^.!?]{0,40}\b(?:have|get|make|turn|become|be worth|grow|see|` +
      String.raw`pull out|withdraw)\w*\b[^.!?]{0,15}(?:[$£€]\s?)?\d+k?\b|\b(?:doubled|tripled|quadrupled|10x'?d) my ` +
      String.raw`(?:savings|money|investment|portfolio|cash)\b|\b(?:let me|lemme|i can|i could|i'?ll|want me to|` +
      String.raw`happy to) (?:show|teach|tell|help) (?:you|u) (?:how )?(?:i |to |you |u )?(?:earn\w*|made [$£€\d]|` +
      String.raw`make (?:money|[$£€\d]|extra|passive)|profit\w*|invest\w*|trad(?:e|ing)|grow (?:your|ur) money)|` +
      String.raw`\bguide (?:you|u) through (?:your|ur|the) (?:first )?(?:trade|deposit|investment|withdrawal)\b|` +
      String.raw`\b(?:download|install) (?:this|the|my|that) app\b[^]{0,60}\b(?:trade|trading|deposit|invest\w*|` +
      String.raw`profit|earn)\b|\b(?:bitcoin|btc|crypto|coin|usdt|eth|token)\b[^]{0,80}\bget in (?:now|early|` +
      String.raw`before)\b|` +
      String.raw`\b(?:send|transfer|deposit)\b[^.!?]{0,30}\b(?:wallet address|binance|coinbase|metamask)\b|` +
      String.raw`\b(?:open|set up|create|make) (?:a |an |your |ur )?(?:binance|coinbase|crypto|trading|metamask) ` +
      String.raw`(?:account|wallet)\b|\b(?:coin|token|crypto|bitcoin|stock)\b[^.!?]{0,40}\b\d{2,}x\b|\b\d{2,}x\b` +
      String.raw`[^.!?]{0,40}\b(?:coin|token|crypto|bitcoin|returns?)\b`,
  ),
  // Money with a cost and a promise to come: "my visa costs 600 and then i'm on the next flight to you"
  new RegExp(
    String.raw`\b(?:visa|ticket|flight|fee|fees|passport|papers|surgery|bill|treatment)\b[^.!?]{0,20}\b(?:costs?|` +
      String.raw`is|are|comes to|will be|only)\s+(?:only\s+|just\s+|about\s+|like\s+)?[$£€]?\d{2,}k?\b[^]{0,60}` +
      String.raw`\b(?:to (?:you|u)|see (?:you|u)|meet (?:you|u)|with (?:you|u)|help|send|can (?:you|u)|could (?:you|` +
      String.raw`u))\b`,
  ),
  new RegExp(
    String.raw`\b(?:can|could|would|will) (?:you|u)\b[^.!?]{0,20}\bhelp (?:me )?(?:out )?financially\b|` +
      String.raw`\bneed (?:some )?financial (?:help|support|assistance)\b|\bsugar (?:daddy|mommy|mummy|baby|momma)\b` +
      String.raw`[^]{0,100}(?:\b(?:allowance|fee|send|pay)\b|[$£€]\s?\d|\b\d+ (?:a|per) (?:week|month)\b)|` +
      String.raw`\b(?:hiring|recruiting|looking for) (?:\w+ )?(?:assistants?|people|agents?|reps?|` +
      String.raw`partners?)\b[^]{0,80}` +
      String.raw`(?:\b(?:paid|earn\w*|weekly pay|commission|from home)\b|[$£€]\s?\d)`,
  ),
];
const SCAM_TRIGGER = new RegExp(
  String.raw`send|wire|lend|transfer|loan|spot|cover|pay|%|code|card|join|boss|kit|commission|earn|make|` +
    String.raw`shop|package|parcel|cheque|check|easy|home|click|claim|guarantee|risk|pin|digit|otp|password|` +
    String.raw`passcode|login|log in|credential|details|vibeline|support|security|account|profile|verif|like|rate|` +
    String.raw`review|watch|follow|subscri|receive|accept|take|hold|collect|pass|invest|doubled|tripled|10x|show|` +
    String.raw`teach|tell|help|guide|download|install|bitcoin|btc|crypto|coin|usdt|eth|token|wallet|binance|` +
    String.raw`metamask|cost|only|financ|sugar|hiring|recruit|looking|venmo|paypal|zelle|visa|ticket|flight|fee|` +
    String.raw`photo|pic|selfie|scan|copy|mistake|accident|trader|expert|mentor|analyst|need|borrow|register|sign|` +
    String.raw`create|booking|reservation|deposit|safety|safe|meet|dating|profit|return|spoil|bless|stock|` +
    String.raw`passport|papers|surgery|bill|treatment`,
);
const SCAM_TRIGGER_WORDS = new WordGate(SCAM_TRIGGER);

const scams: RuleFamily = {
  name: 'scams',
  learnedFrom: LEARNED_FROM,
  canBeHard: false,
  detect({ views, ctx }) {
    if (!SCAM_TRIGGER_WORDS.anyView(views)) return null;
    // An everyday fare asked of a match ("send me money for the taxi") is a money ask held for review, not a
    // scam story that blocks (ADR 156).
    const ask = first([MONEY_WITH_REASON], views);
    if (ask && isEverydayFareAsk(ctx, views)) return ruleSignal('money_request', 60, `everyday fare asked for: ${ask}`);
    if (ask) return ruleSignal('scam_narrative', 65, `money asked for with a reason: ${ask}`);
    const hit = first(SCAM, views);
    return hit ? ruleSignal('scam_narrative', 65, hit) : null;
  },
};

// ------------------------------------------------------------------------------------------------
// Off-platform lures: other apps by nickname, handles after "sc:", "my # ", one-word asks.
const APP =
  String.raw`(?:the ?gram|insta|ig|snap|snapchat|sc|kik|tg|tele|telegram|whatsapp|whats app|wa|discord|skype|` +
  String.raw`line|wechat|threema|fb|facebook|messenger|signal|twitter|tiktok)`;
/**
 * A word describing the account, not a handle ("my instagram is mostly my cat", "my signal is bad"). Places and
 * names stay lures: "my number is on my profile", "my snap is the same as here".
 */
const NOT_HANDLE =
  String.raw`(?!(?:mostly|just|full|all|only|private|public|dead|inactive|pretty|basically|boring|literally|` +
  String.raw`really|very|not|never|down|broken|empty|better|worse|way|too|kinda|quite|also|still|mainly|bad|` +
  String.raw`terrible|awful|rubbish|crap|weak|poor|patchy|good|great|fine|ok|okay|shit|dodgy|funny|weird|silly|` +
  String.raw`stupid|so)\b)`;
const MAIL = String.raw`(?:gmail|yahoo|hotmail|outlook|proton ?mail|icloud|aol|gmx)`;
const OFF = [
  new RegExp(String.raw`(?:^|[\s,(])${APP}\s*[:=]\s*@?[a-z0-9_.#]{3,}`),
  /\b(?:yellow )?ghost app\b|\bbird app\b|\bblue app\b|\bgreen app\b/,
  new RegExp(
    String.raw`\bmy (?:handle|username|user ?name|name|@|id|account|acc) (?:on|for) (?:the )?${APP}\b|` +
      String.raw`\b(?:on|in) (?:the )?gram\b`,
  ),
  new RegExp(
    String.raw`\b(?:here'?s|add|take|have|got) my (?:${APP}|number|digits|#|num|no)\b|\bmy (?:${APP}|digits|#|num) ` +
      String.raw`(?:is|so|:|-)\s*(?!\s)${NOT_HANDLE}|\bmy #`,
  ),
  /\bgive (?:you|u|ya) my (?:#|number|num|digits|snap|ig|insta|whatsapp)\b/,
  new RegExp(
    String.raw`\b(?:message|msg|text|chat|talk|dm|hit) (?:me )?(?:up )?(?:on|over|via) (?:fb |` +
      String.raw`facebook )?messenger\b|\bfacetime me\b`,
  ),
  new RegExp(String.raw`^\W*(?:${APP}|number|digits|num)\s*\?+\W*$`),
  /\blinks? (?:in|on) my (?:bio|profile)\b|\bcheck (?:out )?(?:the |my )?(?:link|bio)\b/,
  /\b(?:number|digits|num|call|text|whatsapp|ring)\b[^\d]{0,20}(?:\d[\s.\-]){8,13}\d\b/,
  // round 5 (ADR 131): the same name elsewhere, more active elsewhere, moving the chat, asks in one word
  new RegExp(
    String.raw`\b${APP}\b[^.!?\n]{0,40}\bsame (?:user ?name|name|handle|@|id|tag)\b|\bsame (?:user ?name|name|` +
      String.raw`handle|@|id) (?:as (?:here|on here|my profile|this)|(?:on|over) there)\b`,
  ),
  new RegExp(
    String.raw`\bmore (?:active|on)\b[^.!?]{0,15}\b(?:on )?(?:${APP}|there)\b[^.!?]{0,25}\bthan (?:here|on here|` +
      String.raw`this app|this)\b|\bmore active (?:on|over) (?:${APP}|there|the other app)\b|\bgo to my (?:bio|` +
      String.raw`profile|page|site|link)\b`,
  ),
  new RegExp(
    String.raw`\b(?:take|move|bring|switch) (?:this|it|us|the chat|our chat|things|the convo|this convo)? ?(?:to|` +
      String.raw`over to|onto) (?:${APP}|the other app|another app|the (?:green|blue|yellow|purple) app)\b|` +
      String.raw`\b(?:move|get|go|switch) off (?:here|this app|the app|this site|vibeline)\b|\b(?:add|text|message|` +
      String.raw`msg|find|follow|hmu|hit me up|dm|talk|chat) (?:me )?(?:on|over on|via) the other app\b`,
  ),
  new RegExp(
    String.raw`\b(?:number|digits|num|snap|sc|insta|ig|whatsapp|kik|tele|telegram|socials?)\s+(?:pls|plz|please|` +
      String.raw`pleasee?|asap)\b|\b(?:what'?s|whats|drop|send|give me|gimme) (?:me )?(?:your|ur|ya) (?:@|at|handle)` +
      String.raw`(?!\s+(?:home|work))\b|\bmy (?:@|handle|user ?name|username|tag) (?:is|:|-)\s*(?!\s)${NOT_HANDLE}@?` +
      String.raw`[a-z0-9_.]*[\d_.][a-z0-9_.]*`,
  ),
  // handles next to the app's name: "add me sc jess99", "i'm jess.xo on snap", "ig @jess", "hit my line"
  new RegExp(
    String.raw`\badd me (?:${APP})\b|\b(?:i'?m|im|i am) @?(?=[a-z0-9_.]*[a-z])[a-z0-9_.]*[\d_.][a-z0-9_.]* on ` +
      String.raw`(?:${APP})\b|(?:^|[\s,(])(?:ig|insta|sc|snap|snapchat|kik|tele|tg|telegram|` +
      String.raw`whatsapp)\s+(?:@[a-z0-9_.]{3,}|` +
      String.raw`(?=[a-z0-9_.]*[a-z])[a-z0-9_.]*[\d_][a-z0-9_.]*[a-z0-9])|\bmy (?:${APP})'s\s+@?[a-z0-9_.]{3,}|` +
      String.raw`\bhit (?:up )?my (?:line|cell|phone)\b|\b(?:number|num|digits|snap|sc|ig|insta|link|whatsapp|` +
      String.raw`telegram|` +
      String.raw`kik|contact|email|socials?)\b[^.!?]{0,20}\b(?:in|on) my (?:bio|profile)\b|\b(?:lmk|tell me|what is) ` +
      String.raw`(?:your|ur|ya) (?:@|handle|snap|insta|ig|number|digits)(?![a-z])`,
  ),
  // "text you instead", "not on here much, add me", "u got snap"
  new RegExp(
    String.raw`\b(?:text|call|ring|whatsapp|facetime|message|email) (?:you|u|me) (?:instead|rather|outside (?:of )?` +
      String.raw`(?:here|this app))\b(?! of (?:calling|texting|ringing|voice))|\binstead of (?:here|this app|` +
      String.raw`on here)\b|\b(?:not|never|rarely|barely|hardly) ` +
      String.raw`(?:really )?(?:on|use|using|check|checking) (?:here|this app|this site|on here)(?: (?:much|often|` +
      String.raw`a lot|` +
      String.raw`anymore))?\b[^]{0,60}\b(?:add|text|message|email|call|number|snap|insta|ig|whatsapp|telegram|kik|` +
      String.raw`find me|reach)\b|\b(?:do you|you|u|ya) (?:have|got|use) (?:a |an )?(?:snap(?:chat)?|insta(?:gram)?|` +
      String.raw`ig|` +
      String.raw`telegram|tele|whats ?app|kik|signal|wechat|discord|skype)(?![a-z])(?!\s+(?:filters?|stories|` +
      String.raw`streaks?|score|` +
      String.raw`reels|notifications|groups?))`,
  ),
  // e-mail without the domain ending: "it's mark1982 at yahoo"
  new RegExp(
    String.raw`\b[a-z0-9._]*\d[a-z0-9._]*\s*(?:@|\(at\)|\[at\]|\s+at\s+)\s*${MAIL}\b|\b(?:email|e-mail|gmail|` +
      String.raw`mail)\b[^.!?]{0,20}\b[a-z0-9._]{3,}\s+at\s+${MAIL}\b`,
  ),
  // links that open another app, and subscription pages
  new RegExp(
    String.raw`\b(?:t\.me|wa\.me|chat\.whatsapp\.com|snapchat\.com\/add|instagram\.com|kik\.me|discord\.gg|` +
      String.raw`onlyfans\.com|fansly\.com|linktr\.ee)\b|\b(?:my|sub to my|subscribe to my|check (?:out )?my|` +
      String.raw`join my) (?:onlyfans|only fans|fansly|linktree)\b`,
  ),
];
const OFF_TRIGGER = new RegExp(
  String.raw`:|=|app|gram|my|give|messenger|facetime|\?|link|bio|number|digits|num|call|text|whatsapp|ring|` +
    String.raw`same|more|take|move|bring|switch|off|pls|plz|please|asap|drop|send|gimme|what|@|at|mail|\.me|\.com|` +
    String.raw`\.gg|\.ee|add me|i'?m|im|i am|ig|insta|sc|snap|kik|tele|tg|hit|lmk|tell me|instead|here|you|u`,
);
const OFF_TRIGGER_WORDS = new WordGate(OFF_TRIGGER);

const offPlatform: RuleFamily = {
  name: 'off-platform lures',
  learnedFrom: LEARNED_FROM,
  canBeHard: false,
  detect({ norm, views, ctx, found }) {
    const mutual = ctx.recipientHasReplied === true;
    // A mutual conversation no longer softens a lure (ADR 127), unless both said they would swap contacts.
    const earlier = mutual ? found.find((x) => x.kind === 'off_platform' && x.risk < 55) : undefined;
    // A link in a first message (the recipient never replied) leads off the app (round 5, ADR 131), unless
    // every link goes to a well-known harmless kind of page: a song, an article, a recipe (ADR 140).
    const bare = ctx.recipientHasReplied === false ? found.find((x) => x.kind === 'link') : undefined;
    const link = bare && !harmlessLinksOnly(norm) ? bare : undefined;
    const hit =
      (OFF_TRIGGER_WORDS.anyView(views) ? first(OFF, views) : null) ??
      earlier?.evidence ??
      (link ? `link from a stranger: ${link.evidence}` : null);
    if (!hit) return null;
    return ruleSignal('off_platform', agreedSwap(views, ctx) ? 30 : 55, hit);
  },
};

// ------------------------------------------------------------------------------------------------
// Hate: a protected group with a dehumanising predicate, a call to exclude or eliminate it, or a
// slur the keyword preset does not hold. Calls to eliminate a group are hard (78); the rest 62.
const GROUP =
  String.raw`(?:immigrants|migrants|refugees|muslims|muzzies|islam|jews|jewish (?:people|ppl)|blacks|` +
  String.raw`black (?:people|ppl|guys|men|women|girls|folks)|asians|chinese|arabs|mexicans|latinos|hispanics|` +
  String.raw`indians|pakis|hindus|sikhs|africans|gays|gay (?:people|ppl|men|guys)|lesbians|dykes|queers|homos|` +
  String.raw`trans(?:gender)? (?:people|ppl|women|men|folks|kids)|trannies|trannys|transgenders|women|females|` +
  String.raw`disabled (?:people|ppl)|cripples|gypsies|roma|travellers|foreigners|you people|your kind|your lot|` +
  String.raw`people like you|spics|chinks|towelheads|ragheads|wetbacks)`;
const DEHUMANISE =
  String.raw`(?:animals|rats|vermin|parasites|cockroaches|roaches|insects|bugs|monkeys|apes|savages|subhuman|` +
  String.raw`sub-human|a disease|a cancer|a plague|filth|scum|dirty|disgusting|criminals|rapists|thieves|` +
  String.raw`terrorists|extremists|groomers|pedos|paedos|mentally ill|freaks|abominations|not human|inferior|` +
  String.raw`a burden|greedy|worshippers|ruin(?:ed|ing|s)? (?:every|this|our|the)|invading|infesting)`;
const ELIMINATE =
  String.raw`(?:should|must|need to|needs to|ought to|deserve to|have to)\s+(?:all\s+)?(?:be\s+)?(?:deported|` +
  String.raw`gassed|killed|shot|hanged|hung|burned|burnt|burn|die|locked up|sterili[sz]ed|removed|exterminated|` +
  String.raw`wiped out|go back|go home)|(?:shouldn'?t|should not|don'?t deserve to)\s+(?:have (?:any )?rights|` +
  String.raw`be allowed|breed|vote|exist|live)`;
/** Slurs the keyword preset does not hold; alone they are often quoted or reclaimed, so only aimed at someone. */
const SLUR =
  String.raw`(?:muzzie|muzzies|towelheads?|ragheads?|trann(?:y|ie|ies)|spics?|wetbacks?|beaners?|gooks?|coons?|` +
  String.raw`pikeys?|gyppos?|camel jockeys?|kikes?|chinks?|dykes?|fags?|faggots?)`;
const HATE_SOFT = [
  new RegExp(
    String.raw`\b${GROUP}\s+(?:are|r|is)\s+(?:all\s+|just\s+|basically\s+|like\s+|literally\s+)?` +
      String.raw`(?:\w+\s+){0,2}${DEHUMANISE}\b`,
  ),
  new RegExp(String.raw`\bthey'?re all ${DEHUMANISE}\b`),
  new RegExp(
    String.raw`\b${GROUP}\s+(?:ruin|destroy|infest|invade)(?:s|ed|ing)?\s+(?:every|this|our|the|everything)\b`,
  ),
  new RegExp(
    String.raw`\bgo back to (?:africa|the jungle|your (?:own )?country|where (?:you|u) came from|mexico|india|` +
      String.raw`pakistan|china|the desert)\b`,
  ),
  new RegExp(
    String.raw`\b${GROUP} go home\b|\bno (?:blacks|asians|indians|arabs|muslims|jews|fats, no fems|fems)\b[,.]? ` +
      String.raw`(?:no|or|just)\b`,
  ),
  /\bbeing (?:gay|trans|bi|lesbian) is (?:a |an )?(?:mental illness|sin|disease|disorder|abomination)\b/,
  /\b(?:isn'?t|aren'?t|are not|is not|never be|not) real (?:women|woman|men|man)\b|\bjust need(?:s)? a real man\b/,
  /\bbelong in the kitchen\b|\b(?:women|females|girls) are only good for\b/,
  /\b(?:the )?jews (?:control|run|own) (?:everything|the (?:media|banks|world|government))\b/,
  /\b(?:white power|heil hitler|sieg heil|14\s?\/\s?88|1488)\b/,
  new RegExp(
    String.raw`\b(?:you|u|ur|you'?re|your|ya|u r)\s+(?:\w+\s+)?${SLUR}\b|\b${SLUR}\s+(?:like (?:you|u)|go home)\b`,
  ),
  new RegExp(
    String.raw`\bholocaust (?:should have|didn'?t (?:happen|go far)|never happened|was a hoax)|` +
      String.raw`\bfinish(?:ed)? the job\b[^.!?]{0,20}\b(?:hitler|holocaust)`,
  ),
];
// round 5 (ADR 129): tropes, a group taking "our" jobs, hell, Hitler praise, echoes, a slur used as a form of
// address at the start of a sentence ("beaner, go home"; not "proud dyke, …"), and "they're animals" after a group.
/** Slurs that are not also everyday words ("fag" is a cigarette, "coon" a raccoon) nor often reclaimed ("dyke"). */
const VOCATIVE_SLUR =
  String.raw`(?:towelheads?|ragheads?|trann(?:y|ie|ies)|spics?|wetbacks?|beaners?|gooks?|kikes?|chinks?|faggots?|` +
  String.raw`pikeys?|gyppos?)`;
const HATE_MORE = [
  /\bching ch[oa]ng\b|\bdo (?:you|u) (?:people )?eat (?:dogs|cats|bats)\b/,
  new RegExp(
    String.raw`\b${GROUP}\s+(?:are\s+|keep\s+|always\s+)?(?:steal|stealing|stole|taking|take|took)\s+(?:our|all the|` +
      String.raw`all our)\s+(?:jobs|women|benefits|houses|homes|country|money)\b`,
  ),
  new RegExp(String.raw`\b${GROUP}\b[^.!?]{0,20}\b(?:burn|rot|belong|go) (?:in|to) hell\b`),
  /\bhitler\b[^.!?]{0,20}\b(?:had the right idea|was right|did nothing wrong|had a point)\b/,
  /\({3}\s*[a-z][a-z ]{0,20}\s*\){3}/,
  new RegExp(
    String.raw`(?:^|[.!?]\s*)${VOCATIVE_SLUR}\s*[,!?]|\b${VOCATIVE_SLUR}\s+(?:go|get out|fuck off|piss off)\b`,
  ),
  /\bjump the (?:wall|fence|border) back\b/,
  new RegExp(
    String.raw`\b${GROUP}\s+(?:aren'?t|are not|arent)\s+(?:even\s+)?(?:human|people|real people)\b|\b${GROUP}\s+` +
      String.raw`(?:all\s+)?(?:smell|stink|reek)\b|\b(?:homosexuality|being (?:gay|trans|bi|lesbian|queer)|` +
      String.raw`transgenderism) is (?:a |an )?(?:mental illness|sin|disease|disorder|abomination|perversion|unnatu` +
      String.raw`ral)\b`,
  ),
  new RegExp(
    String.raw`\btrans (?:women|woman) (?:are|is) (?:just )?(?:men|a man|blokes|dudes)\b|\btrans (?:men|man) (?:a` +
      String.raw`re|is) (?:just )?(?:women|a woman)\b`,
  ),
];
const THEY_DEHUMANISE = new RegExp(
  String.raw`\b(?:they'?re|theyre|they are)\s+(?:all\s+|just\s+|basically\s+|literally\s+|like\s+|nothing but\s+)?` +
    String.raw`${DEHUMANISE}\b`,
);
const GROUP_WORD = new RegExp(String.raw`\b${GROUP}\b`);
const HATE_HARD = new RegExp(
  String.raw`\b${GROUP}\b[^.!?]{0,25}\b${ELIMINATE}\b|\bkill all (?:the )?${GROUP}\b|\bholocaust should have finished`,
);
const HATE_TRIGGER = new RegExp(
  String.raw`${GROUP}|they|go back|go home|no |being |real |kitchen|power|hitler|heil|88|muzz|head|trann|` +
    String.raw`spic|wetback|beaner|gook|coon|pikey|gyppo|jockey|holocaust|ching|eat (?:dogs|cats|bats)|\(\(\(|` +
    String.raw`kike|chink|dyke|fag|jump the|go back|homosexuality|transgenderism|trans`,
);
const HATE_TRIGGER_WORDS = new WordGate(HATE_TRIGGER);

const hate: RuleFamily = {
  name: 'hate',
  learnedFrom: LEARNED_FROM,
  canBeHard: true,
  detect({ views }) {
    if (!HATE_TRIGGER_WORDS.anyView(views)) return null;
    const hard = first([HATE_HARD], views, false);
    if (hard) return ruleSignal('hate', 78, hard);
    const soft =
      first(HATE_SOFT, views) ??
      first(HATE_MORE, views) ??
      (any(GROUP_WORD, views) ? first([THEY_DEHUMANISE], views) : null);
    return soft ? ruleSignal('hate', 62, soft) : null;
  },
};

export const LURE_FAMILIES: readonly RuleFamily[] = [minors, drugs, unsolicitedSexual, scams, offPlatform, hate];

/** The round-4/5 families, then the round-6 structures (cross-author.ts, ADR 142). */
const ALL_FAMILIES: readonly RuleFamily[] = [...LURE_FAMILIES, ...CROSS_AUTHOR_FAMILIES];

/** Every expression of the families (the prefilter equivalence test reads it). */
export const LURE_EXPRESSIONS: readonly RegExp[] = [
  MINOR_TRIGGER,
  ...MINOR_SELF,
  BORN_MINOR,
  ...MINOR_INTEREST,
  OTHER_YOUNG_PERSON,
  ...MINOR_SELF_MORE,
  ...MINOR_SELF_CONTEXT,
  YOUNG_AGE_QUESTION,
  TEEN_AGE_QUESTION,
  APPROVAL_CUE,
  ...MINOR_INTEREST_MORE,
  AGE_UNDER_18,
  AGE_SEX_CUE,
  KID_WORD,
  SEND_KID_PIC,
  DRUG_TRIGGER,
  DRUG_CLEAR_NEAR,
  DRUG_VAGUE_NEAR,
  DRUG_SOFT_NEAR,
  DRUG_COMMON_NEAR,
  ...DRUG_OTHER,
  SUGGESTIVE_TRIGGER,
  ...SUGGESTIVE,
  SCAM_TRIGGER,
  MONEY_WITH_REASON,
  ...SCAM,
  OFF_TRIGGER,
  ...OFF,
  AGREED,
  HATE_TRIGGER,
  HATE_HARD,
  ...HATE_SOFT,
  ...HATE_MORE,
  THEY_DEHUMANISE,
  GROUP_WORD,
  ...CROSS_AUTHOR_EXPRESSIONS,
];
PREFILTER.register(LURE_EXPRESSIONS.filter((r) => !r.unicode));

/** Signals of the round-4 families for one message (context.ts appends them to its own). */
export function detectLures(input: RuleInput): ContextSignal[] {
  PREFILTER.prepare(input.views);
  return runRuleFamilies(ALL_FAMILIES, input);
}
