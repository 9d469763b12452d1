/**
 * Round 32 (issue 15, ADR 323): the READER's minority probed, read by class. An adult grooming a child asks about the
 * child's life as a child — their school year or grade, their school day, their parents' rules and watch, whether
 * they are "really" 18, how mature they are "for their age" — and puts it beside a frame that makes the probe
 * grooming: sexual or body words, a private meeting or pick-up, secrecy, a gift, or the age waved away. Two parts
 * must meet:
 *  - an AIM at the reader's minority now, strong (a school stage under 18, the school day, a curfew, the parents'
 *    permission, "are you even 18") or weak (bare school, homework, the age doubted, "mature for your age", the
 *    parents' strictness or watch);
 *  - a FRAME, strong (sexual or body words, a private meeting, secrecy, a gift, the age dismissed) or weak (a look
 *    appraised: pretty, cute, grown up). A strong aim takes either frame, a weak aim only a strong one.
 * Safe: an aim at the reader's adult life — uni, college, a course, a degree, an apprenticeship, evening classes,
 * the reader teaching —, or the reader's adult age stated; the speaker's own school, job or child is never an aim
 * (every aim is "you / your"). Run by round 18's minors module on its reading view (leet, spaced and stretched letters
 * read), so nothing is built per message. ADR 317's `AT_READER` (severe-cues.ts) is the older, broader kin that only
 * keeps a hold. Hand-written from general knowledge of grooming; no challenge-set or review-probe line is copied.
 */
import type { Test } from './round20-minors-extortion';

const S = String.raw;
const rx = (...parts: string[]) => new RegExp(parts.join(''));

const YOU = S`(?:you|u|ya|yu)`;
/** "are you" as written and as the reading view re-joins a spaced "r u" ("ru"). */
const ARE_YOU = S`(?:(?:are|r) ${YOU}|ru)`;
const YOUR = S`(?:your|ur|yr|yor)`;
const YOURE = S`(?:you'?re|youre|you are|u are|u r|ur|ure)`;
const PARENT = S`(?:parents|parent|folks|mum|mom|mam|mummy|mommy|dad|daddy|mother|father|step ?(?:mum|mom|dad))`;
const SCHOOL = S`(?:school|skool|skewl|schl)`;
const STAGE = S`(?:high ?${SCHOOL}|secondary(?: ${SCHOOL})?|middle ${SCHOOL}|junior high|sixth form|6th form)`;
const YEAR_UNDER_18 = S`(?:(?:year|yr|form) ?(?:[5-9]|1[0-3])|grade ?(?:[5-9]|1[0-2])|(?:[5-9]|1[0-2])(?:th|st|nd|rd) grade)`;

/** Strong aims: only a child's life reads this way. */
const AIM_STRONG = rx(
  // a school stage asked or said of the reader: "what year are you in", "are you in year 10", "you're in grade 9"
  S`\b(?:what|which|wat|wht|wot) (?:year|yr|grade|form|standard) (?:(?:are|r|'?re) ${YOU}|${YOU}|ru) in\b|`,
  S`(?:\b${ARE_YOU}|(?:^|[.!?,]\s*)${YOU}) (?:still |even )?(?:in|at) (?:${STAGE}|${YEAR_UNDER_18})\b|`,
  S`\b${YOURE} (?:still |only |just )?(?:in|at) (?:${STAGE}|${YEAR_UNDER_18})\b|`,
  S`\b(?:what|which|wat) (?:${SCHOOL}|${STAGE}) (?:do |d )?${YOU} (?:go to|attend|at)\b|`,
  // the reader's school day: "when do you finish school", "skip school", "got school tomorrow", "your school uniform"
  S`\b${YOU} (?:finish|get out of|leave|skip|bunk|bunk off|ditch|wag|off|out of|back at) ${SCHOOL}\b|`,
  S`\b(?:skip|bunk off|ditch|wag) ${SCHOOL}\b|`,
  S`\b(?:have|got|'?ve got) ${SCHOOL} (?:tomorrow|tmrw|tmr|in the morning|on monday)\b|`,
  S`\b${YOUR} (?:${SCHOOL} (?:uniform|bus)|gcses?|sats|a ?levels|mocks|`,
  S`classmates|form tutor|head ?teacher|headmaster|headmistress)\b|`,
  // the parents' rules: a curfew, their permission, being allowed to date, grounded
  S`\b${YOUR} curfew\b|\b(?:do|d) ${YOU} (?:have|got) (?:a )?curfew\b|`,
  S`\b(?:do|does|will|would|did|can|won'?t|wont) ${YOUR} ${PARENT} (?:let|allow) ${YOU}\b|`,
  S`\b${ARE_YOU} (?:even |actually )?allowed (?:to )?(?:date|out|go out|stay out|have a (?:bf|gf|`,
  S`boyfriend|girlfriend)|meet (?:up|guys|men|people)|sleep over|stay over)\b|`,
  S`\b${ARE_YOU} (?:still )?grounded\b|\bground(?:ed|s)? ${YOU}\b|`,
  // the age doubted toward under 18: "are you even 18", "you sure you're 18"
  S`\b${ARE_YOU} (?:even|actually|really) (?:18|legal|of age|an adult)\b|`,
  S`\b(?:${ARE_YOU}|${YOU}) sure ${YOURE} (?:18|legal|an adult|over 18)\b`,
);
/** Weak aims: a child's life, but an adult's too in some settings (a learner's homework, a strict parent). */
const AIM_WEAK = rx(
  S`\b${ARE_YOU} (?:still )?(?:in|at) ${SCHOOL}\b|\b${YOURE} (?:still )?(?:in|at) ${SCHOOL}\b|`,
  S`\b(?:do|d) ${YOU} (?:still )?(?:go|get) to ${SCHOOL}\b|\b(?:what|which|wat) ${SCHOOL} (?:do |d |are |r )?${YOU}\b|`,
  S`\b(?:do|d|have|got|did) ${YOU} (?:got |have |do |finish(?:ed)? )?(?:any |ur |your )?homework\b|`,
  S`\b${YOUR} teacher'?s name\b|`,
  S`\b(?:how|hw) old ${ARE_YOU} (?:really|rly|realy|actually|actualy|for real|fr|irl|honestly|tho)\b|`,
  S`\b${YOUR} (?:real|actual|true) age\b|`,
  S`\b(?:mature|grown up|grown-up|developed) for ${YOUR} age\b|`,
  S`\b(?:look|looks|seem|seems|act|acts) (?:so |much |way |a lot )?(?:older|more grown up) than ${YOU} (?:are|r)\b|`,
  S`\b(?:older|more mature) than ${YOUR} age\b|`,
  S`\b(?:how strict (?:are|is|r) ${YOUR} ${PARENT}|(?:are|is|r) ${YOUR} ${PARENT} strict|${YOUR} ${PARENT} `,
  S`(?:is|are|'?s|'?re|r) (?:so |really |super |very )?strict)\b|`,
  S`\b${YOUR} ${PARENT} (?:check|checks|go through|goes through|read|reads|look at|looks at) ${YOUR} `,
  S`(?:phone|messages|texts|chats|dms)\b|`,
  S`\b(?:before|till|until|when) ${YOUR} ${PARENT} (?:get|gets|come|comes) (?:home|back)\b|`,
  S`\b(?:are|is|r) ${YOUR} ${PARENT} (?:home|out|away|asleep|in bed)\b|`,
  S`\b(?:don'?t|dont|do not|never) tell ${YOUR} ${PARENT}\b|`,
  S`\b${YOUR} ${PARENT} (?:must not|mustn'?t|shouldn'?t|can'?t|cannot|won'?t|wont|don'?t need to|doesn'?t need to|`,
  S`needn'?t|never) (?:know|find out|see|hear)\b|\b(?:so|in case) ${YOUR} ${PARENT} (?:doesn'?t|don'?t|won'?t|`,
  S`never|can'?t) (?:see|find out|know|notice)\b|\bbefore ${YOUR} ${PARENT} (?:notices?|finds? out|sees?)\b`,
);
/** Strong frames: sexual or body words, a private meeting, secrecy, a gift, the age waved away. */
const FRAME_STRONG = rx(
  // sexual or body words
  S`\b(?:sexy|s3xy|body|naked|nude|nudes|kiss|kissing|touch (?:you|u|yourself|urself|your|ur|me)|in bed with|`,
  S`(?:in|to|into) (?:my|your|ur) bed|bedroom|cuddle|make out|turn(?:s|ed)? me on|horny|`,
  S`what i'?d do (?:to|with) ${YOU}|(?:pic|pics|photo|selfie|snap) (?:of ${YOU} )?in ${YOUR} (?:school )?uniform|`,
  S`in ${YOUR} uniform|lingerie|underwear|bra|hot (?:pic|pics|body)|so hot|ur hot|you'?re hot|youre hot)\b|`,
  // a private meeting or pick-up
  S`\b(?:come (?:over|round|to mine|to my|back to mine)|(?:to|at|in|round) (?:my|mine) (?:place|flat|house|car|`,
  S`room|hotel)|to mine\b|pick ${YOU} up|(?:i'?ll|i will|i can|i'?d) (?:be )?wait|wait (?:for ${YOU} )?(?:outside|`,
  S`round the corner|by the gates?|at the gates?|near)|sneak (?:out|around|off|away)|hotel|just (?:us|the two of us|`,
  S`you and me|u and me)|the two of us|alone|meet (?:me|up)? ?(?:instead|secretly|in secret)|skip (?:it|school|class)|`,
  S`get out for (?:a|the) night|come (?:and )?see me|stay (?:over|the night)|sleepover|sleep over|`,
  S`(?:give|get) ${YOU} a lift|`,
  S`drive ${YOU}|get ${YOU} back before)\b|`,
  // secrecy
  S`\b(?:(?:nobody|no one|noone) (?:has to|needs to|will|would|gotta|has gotta) (?:ever )?know|between us|`,
  S`our (?:lil |little )?secret|keep (?:it|this|us|things|that) (?:quiet|secret|between us|on the down ?low|dl|`,
  S`lowkey|to yourself)|don'?t tell (?:anyone|anybody|no one|noone|them|your|ur)|dont tell (?:anyone|anybody|`,
  S`no one|them|your|ur)|delete (?:this|these|our|the|them|it)\b|(?:doesn'?t|don'?t|dont|won'?t) need to know|`,
  S`(?:mum|mom|dad|parents)'?s? (?:the )?word)\b|🤫|`,
  // a gift, money or a phone
  S`\b(?:buy ${YOU}|get ${YOU} (?:a |an |some |something|anything)|new phone|gift|present|pay (?:for )?${YOU}|`,
  S`top ?up|money|cash)\b|`,
  // the age waved away
  S`\b(?:age is (?:just )?a number|(?:i )?(?:don'?t|dont|do not) (?:care|mind) (?:about |bout )?(?:age|how old|`,
  S`your age|ur age)|not that i mind|(?:age|how old (?:you are|u r)) (?:doesn'?t|does not|dont) matter|`,
  S`i like (?:them|em|girls|boys) young|i'?m (?:[2-9]\d) but)\b`,
);
/** Weak frames: a look appraised or a flirting emoji. */
const FRAME_WEAK = rx(
  S`\b(?:pretty|cute|cutest|gorgeous|beautiful|stunning|grown up|so grown|mature|take ${YOU} out|go out with me|`,
  S`date ${YOU}|be my (?:gf|bf|girlfriend|boyfriend)|babe|baby girl|sweetie|princess)\b|😏|😈|😘|🥵|👅|😍|🥰|😉`,
);
/** The reader's adult life: a university, a course, a degree, an apprenticeship, an evening class, teaching. */
const ADULT_LIFE = rx(
  S`\b(?:uni|university|college|campus|degree|course|phd|masters|postgrad|apprenticeship|nursing|med school|`,
  S`law school|night school|evening class\w*|adult (?:ed|education|learning)|open university|dissertation|`,
  S`thesis|lecture\w*|module|semester|graduat\w*|(?:you|u) teach|(?<!\b(?:your|ur|yr) )teach(?:er|ers|ing)|`,
  S`your (?:pupils|students)|marking|`,
  S`staff ?room|inset|ofsted|(?:${YOURE}|being|as) an? (?:\w+ )?(?:teacher|tutor|lecturer)|`,
  S`your (?:class|kids|son|daughter|children)'?s?|driving (?:lesson|test|instructor)|`,
  S`bar exam|accountancy|cpd|professional|as an adult|adult learner|piano|guitar|violin|cello|viola|flute|`,
  S`sax\w*|trumpet|drums|singing|ballet|dance|karate|judo|taekwondo|climbing|bouldering)\b|`,
  // the reader's adult age stated: "you're 24", "at 30", "for 35"
  S`(?<!\b(?:sure|even|if|think|not|really|actually) )\b(?:${YOURE}|(?:at|for)) (?:1[89]|[2-9]\d)\b`,
);

/** The aim at the reader's minority (strong or weak), unless the message sets it in the reader's adult life. */
export function readerMinorityAim(t: string, tv: Test): 'strong' | 'weak' | null {
  const strong = tv(AIM_STRONG, t);
  if (!strong && !tv(AIM_WEAK, t)) return null;
  if (tv(ADULT_LIFE, t)) return null;
  return strong ? 'strong' : 'weak';
}

/** The reader's minority probed beside a frame that makes it grooming (see the head of the module). */
export function readerMinorityGroomed(t: string, tv: Test): string | null {
  const aim = readerMinorityAim(t, tv);
  if (!aim) return null;
  const aimText = (AIM_STRONG.exec(t) ?? AIM_WEAK.exec(t))![0];
  const strong = FRAME_STRONG.exec(t.replace(aim === 'strong' ? AIM_STRONG : AIM_WEAK, ' '));
  if (strong) return `the reader's minority probed: ${aimText} … ${strong[0]}`;
  if (aim === 'strong') {
    const weak = FRAME_WEAK.exec(t);
    if (weak) return `the reader's minority probed: ${aimText} … ${weak[0]}`;
  }
  return null;
}

/** The expressions run on a whole reading view, registered with round 18's prefilters. */
export const ROUND32_MINORS_AIMED_EXPRESSIONS: readonly RegExp[] = [AIM_STRONG, AIM_WEAK, ADULT_LIFE];
