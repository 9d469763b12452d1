/**
 * Round 6 rule families (issue 15, ADR 142): minors, harassment, hate, unsolicited sexual content from a
 * stranger, scams, drug dealing and off-platform lures, written as structures — who speaks, about whom, and
 * which cue turns a topic into the harm — rather than as one author's phrasings. Tuned on two independent
 * authors' paraphrase families (corpus/paraphrase-2026-11-26-a.jsonl and -c.jsonl) and the older development
 * sets; validated in aggregate only on a third author's (-b), never tuned on it; never the challenge sets.
 *
 * Each family is gated by a cheap trigger expression (one prefiltered test for ordinary chat). The families
 * run after the round-4/5 families (lures.ts) and add a signal only where those found nothing as high.
 */
import { mayHoldEmoji } from '../normalize';
import { GUARDIAN_PREFILTER } from '../prefilter';
import { WordGate } from '../word-groups';
import { BEANS_NOT_FOOD } from './concepts';
import { frameExpression, minorAgeOnlyBelieved } from './frames';
import { hasStretchedLetters, ruleSignal, squeezeStretchedLetters, type RuleFamily, type RuleInput } from './types';

const LEARNED_FROM =
  'structures from general knowledge; tuned on corpus/paraphrase-2026-11-26-a/-c.jsonl and the dev sets; ' +
  'validated in aggregate on paraphrase -b (ADR 142); never the challenge sets';
const NEGATED = /(?:\bnot|n't|\bnever|\bno|\bdont|\bwont|\bcant)\s+(?:\w+\s+){0,2}$/;
const PREFILTER = GUARDIAN_PREFILTER;
const exec = (r: RegExp, v: string) => (r.unicode ? r.exec(v) : PREFILTER.exec(r, v));

/** First match of any expression on any view, skipping matches right after a negation when asked. */
function first(res: readonly RegExp[], views: readonly string[], negatable = false): string | null {
  for (const r of res)
    for (const v of views) {
      const parts = SPLIT.get(r);
      const m = parts ? leftmost(exec(parts[0], v), exec(parts[1], v)) : exec(r, v);
      if (!m) continue;
      if (negatable && NEGATED.test(v.slice(Math.max(0, m.index - 20), m.index))) continue;
      return m[0];
    }
  return null;
}
/**
 * any()'s answers for the views of the message being judged (several families ask the same, e.g. REPORTED): per
 * expression (numbered on first use), its answer, valid while its stamp is the current views' (ADR 169: a `Map`
 * cleared and refilled per message cost more than the answers it saved).
 */
let anyViews: readonly string[] = [];
const anyIds = new Map<RegExp, number>();
let anyGen = 1;
let anyStamp = new Int32Array(64);
let anyFound = new Uint8Array(64);
const sameViews = (a: readonly string[], b: readonly string[]) =>
  a === b || (a.length === b.length && a.every((v, k) => v === b[k]));
/** The match of `a|b` from the first matches of `a` and `b`: the leftmost, `a`'s at the same start. */
const leftmost = (a: RegExpExecArray | null, b: RegExpExecArray | null) => (!b || (a && a.index <= b.index) ? a : b);
function any(r: RegExp, views: readonly string[]): boolean {
  if (!sameViews(views, anyViews)) {
    anyViews = views;
    anyGen++;
  }
  let id = anyIds.get(r);
  if (id === undefined) {
    anyIds.set(r, (id = anyIds.size));
    if (id === anyStamp.length) {
      const stamp = new Int32Array(2 * id);
      stamp.set(anyStamp);
      anyStamp = stamp;
      const found = new Uint8Array(2 * id);
      found.set(anyFound);
      anyFound = found;
    }
  }
  if (anyStamp[id] === anyGen) return anyFound[id] === 1;
  let found = false;
  for (const v of views)
    if (exec(r, v)) {
      found = true;
      break;
    }
  anyStamp[id] = anyGen;
  anyFound[id] = found ? 1 : 0;
  return found;
}

/** The families of one message share its views (computed once per message, not once per family). */
let viewsFor: RuleInput['norm'] | null = null;
let viewsMemo: readonly string[] = [];
function viewsOf(input: RuleInput): readonly string[] {
  const { norm, views } = input;
  if (viewsFor === norm && viewsMemo[0] === views[0]) return viewsMemo;
  viewsFor = norm;
  viewsMemo = views;
  if (!norm.signals.includes('repeated_letters') && !hasStretchedLetters(norm.text)) return views;
  const squeezed = squeezeStretchedLetters(norm.text);
  if (views.includes(squeezed)) return viewsMemo;
  // Prepared with the message's views (whose scans are kept), so the families' expressions take the
  // candidates and the factor gate on it too instead of a plain exec over the whole text (same matches).
  const all = [...views, squeezed];
  PREFILTER.prepare(all);
  viewsMemo = all;
  return viewsMemo;
}

/**
 * Someone reports or quotes what they were sent ("a man sent me 'send nudes', reported him", "my last match
 * called me a fat cow"): the words are not aimed at the reader. The frame is frames.ts's (ADR 183); no finding of
 * these families (harassment, hate, unsolicited content, a move off the app) is one a frame must not set aside.
 */
const REPORTED = frameExpression('someStranger');

// ------------------------------------------------------------------------------------------------
// Shared fragments
const YOU = String.raw`(?:you|u|ya|ye|yu)`;
const YOURE = String.raw`(?:you'?re|youre|you are|u r|u are|ur|ya|yer|you|u)`;
const YOUR = String.raw`(?:your|ur|yer|yr)`;
const TEEN = String.raw`(?:1 ?[2-7]|thirteen|fourteen|fifteen|sixteen|seventeen)`;
/** Not an age: units and counts after the number. */
const NOT_AGE =
  String.raw`(?!\s*(?:min|mins|minutes?|hours?|hrs?|h\b|secs?|km|k\b|miles?|kg|lbs?|pounds|quid|stone|st\b|` +
  String.raw`%|cm|ft|feet|inch|inches|dollars|bucks|euros?|grand|days?|weeks?|months?|years? ago|times|x\b|of\b|` +
  String.raw`out\b|more|people|pm\b|am\b|:|\/|th\b|[.,]\d|pack|items|each|minute|points|goals|messages|` +
  String.raw`texts|likes|matches|k\b))`;

// ------------------------------------------------------------------------------------------------
// Minors. (a) The speaker is under 18: an age stated in other shapes ("turnin 16 next month", "me bein 17",
// "age: fifteen"), a school year or exam only a pupil sits ("grade 8", "doin my gcses this yr", "junior cert"),
// or two cues of a pupil's life (class periods, "after school", a parent who drives or must not know).
// (b) An adult wants a minor: a teen age wanted or approved ("like 14 15", "u under 16? even better", "looks
// about 14, thats my type"), a preference for the not-yet-legal ("before they turn 18", "braces and a
// bedtime"), secrecy from the reader's parents with a meeting, gifts or deleted chats, the reader's child or
// young sibling asked for, and trading codes (🧀🍕, a child emoji + content). Hard, 90.
/** A lookbehind, so the prefilter starts candidates at "turn"/"just"/"only", not at every comma. */
const ME_SUBJ = String.raw`(?<=^|[.!?,;]\s*|\bi\s+|\bi'?m\s+|\bim\s+)`;
const THIRD_PARTY_YOUNG = new RegExp(
  String.raw`\b(?:my|our|his|her|their) (?:lil |little |younger |baby |teen |eldest |oldest |youngest )?(?:sons?|` +
    String.raw`daughters?|kids?|child|children|boys|girls|niece|nephew|brother|bro|sister|sis|cousin|students?|` +
    String.raw`pupils|class|grandkids?|stepson|stepdaughter|godson|goddaughter)\b|\bi (?:teach|coach|tutor)\b|` +
    String.raw`\b(?:as a|i'?m a|im a) (?:teacher|tutor|coach)\b`,
);
/** Age/sex shorthand ("15f"): MINOR_SPEAKER[4]'s first alternative (see SPLIT). */
const SHORTHAND =
  String.raw`(?:^|[\s,(])(?:1[2-7][mf]|[mf]1[2-7])(?=$|[\s,.!?)/])` +
  String.raw`(?! (?:jet|fighter|motorway|junction|rifle|gun))`;
const MINOR_SPEAKER = [
  // "turnin 16 next month", "just turned 1 4" — not "when i turned 16" (a memory)
  new RegExp(String.raw`${ME_SUBJ}(?:(?:only\s+)?turn(?:ing|in'?)?|(?:only\s+)?just\s+turned)\s+${TEEN}\b${NOT_AGE}`),
  new RegExp(
    String.raw`\b(?:me|myself) (?:being|bein'?|bn) ${TEEN}\b${NOT_AGE}|\b(?:my )?age\s*[:=\-]+\s*${TEEN}\b` +
      String.raw`${NOT_AGE}|\b(?:i'?m|im|i am)\s+(?:\w+\s+)?in\s+(?:grade\s?(?:[5-9]|1[01])|(?:[5-9]|1[01])(?:th)?` +
      String.raw` grade)\b(?!\s*(?:teacher|class|tutor|coach))`,
  ),
  new RegExp(
    String.raw`\b(?:doing|doin'?|sitting|sittin'?|revising for|studying for|taking|takin'?) (?:my|the) ` +
      String.raw`(?:gcses?|junior cert|leaving cert|mocks|sats|11 ?plus|eleven plus)\b(?! (?:in (?:19|20)\d\d|` +
      String.raw`back in|` +
      String.raw`years ago|ages ago))|\b(?:junior|leaving) cert (?:this|next) (?:yr|year)\b|\b(?:1st|2nd|3rd|` +
      String.raw`4th|first|second|third|fourth) (?:yr|year) (?:in|at) (?:school|secondary|high ?school)\b`,
  ),
  new RegExp(
    String.raw`\b(?:just|finally)\s+(?:got out of|finished|left|graduated(?: from)?)\s+(?:middle school|junior high|` +
      String.raw`primary school|elementary|(?:[5-8])th grade)\b|\b(?:i'?m|im|i am) (?:starting|going into|in) ` +
      String.raw`(?:middle school|junior high|freshman year|(?:[6-9]|10)th grade)\b`,
  ),
  // age/sex shorthand ("15f", "m 16", "asl? 16/f/uk"); "my parents won't let me date"; "not old enough"
  new RegExp(
    `${SHORTHAND}|` +
      String.raw`\b1[2-7] ?\/ ?[mf]\b|\bmy (?:mum|mom|mam|parents|dad) (?:won'?t|wont|doesn'?t|doesnt|don'?t|` +
      String.raw`dont) let ` +
      String.raw`me (?:date|have a (?:boyfriend|girlfriend|bf|gf)|be on (?:here|this app|dating apps)|use (?:this|` +
      String.raw`dating) apps?)\b|\b(?:i'?m|im|i am) not old enough(?: (?:to (?:drive|vote|drink|buy|be on|date|` +
      String.raw`use|get)|for (?:this|here|dating))|\s*(?:$|[.!?,]|lol|yet|tho))|\btoo young for (?:this app|` +
      String.raw`here|dating ` +
      String.raw`apps|this site)\b`,
  ),
  // "when i'm 18", "i'll be 18 next year", "not 18 till june", "i'm still a minor"
  new RegExp(
    String.raw`\b(?:when|till|until|til|once) (?:i'?m|im|i am|i turn|i'?ll be|ill be) (?:18|eighteen)\b(?! (?:years?|` +
      String.raw`months?|again))|\b(?:i'?ll|ill|i will) be (?:18|eighteen) (?:in|next|this|soon|on)\b|\b(?:not|n'?t) ` +
      String.raw`(?:18|eighteen) (?:yet|till|until|til|for)\b|\b(?:i'?m|im|i am) (?:still |only )?(?:a minor|` +
      String.raw`underage|` +
      // "i'm under 18 degrees here": a measure, not an age
      String.raw`under ?age|under 18(?!\s*(?:degrees?|°|celsius|fahrenheit)\b))\b`,
  ),
];
/** Adults' school role-play ("naughty schoolgirl, detention after class"), not a pupil's day. */
const ROLEPLAY = /\b(?:role ?play|rp|pretend|costume|outfit|naughty|punish\w*|spank\w*|dress up|daddy|sir|miss)\b/;
/** A pupil's day: two of these (or one with a parent's rule) make the speaker a pupil. */
const PUPIL_LIFE = new RegExp(
  String.raw`\b(?:[1-8](?:st|nd|rd|th) period|homeroom|recess|detention|school bus|after school|before school|` +
    String.raw`algebra test|math test|maths test|spelling test|my homework|class tomorrow|` +
    String.raw`my (?:mum|mom|mam|dad|parents|step ?(?:mum|mom|dad)) (?:drives|drive|picks|pick|drops|drop|` +
    String.raw`collects) me(?! (?:crazy|mad|nuts|insane|up the wall|round the bend|to drink))|` +
    String.raw`(?:don'?t|dont|do not|never) tell my (?:mum|mom|mam|parents|dad|folks)|my (?:mum|mom|parents|dad) ` +
    String.raw`(?:won'?t|wont|doesn'?t|doesnt|don'?t|dont) let me|(?:i'?m|im|i am|got) grounded|my curfew|` +
    String.raw`my bedtime|pocket money|permission slip|sleepover|school trip|school dance|my form tutor|` +
    String.raw`skipping class|study hall|science fair|report card|parents'? evening|my (?:mum|mom) says? i (?:have|` +
    String.raw`can'?t|cant|need)|my allowance)\b`,
  'g',
);
/** The same cues without the `g` flag, prefiltered: counted only when one occurs. */
const PUPIL_LIFE_ONE = new RegExp(PUPIL_LIFE.source);
const MINOR_WANTED = [
  // a teen age wanted: "any younger mates? like under 16", "lookin for a young one 13 14 ish", "a girl 15 or 16"
  new RegExp(
    String.raw`\b(?:any|got|have|know|looking for|lookin for|want|wanna|after|into|prefer|like)\b (?:any |a |some )?` +
      String.raw`(?:\w+ )?(?:younger|young|little|lil) (?:mates|friends|ones?|girls?|boys?|chicks?|lads?|birds?|` +
      String.raw`ladies|guys)\b[^]{0,30}?\b(?:under |below |like |about |around )?${TEEN}\b${NOT_AGE}`,
  ),
  new RegExp(
    String.raw`\b(?:looking for|lookin for|want|wanna|need|after|into|prefer|any)\b (?:a |an |some )?(?:\w+ )?` +
      String.raw`(?:girls?|boys?|ones?|lads?|chicks?|teens?)\b[^.!?]{0,12}\b1[2-7]\s*(?:-|,|or|to|\/|\s)\s*1[2-8]\b`,
  ),
  // the reader's teen age, approved or kept secret: "ur 15? dont worry", "u under 16? even better"
  new RegExp(
    String.raw`\b(?:ur|you'?re|youre|u r|you are|r u|are u|are you|u)\s+(?:only |just |like |about |under |below )?` +
      String.raw`${TEEN}\b${NOT_AGE}[^]{0,60}\b(?:even better|so what|don'?t care|dont care|dont carre|i don'?t mind|` +
      String.raw`doesn'?t matter|dont worry|don'?t worry|age is just a number|between us|our secret|no one needs to ` +
      String.raw`know|my type|perfect|hot|sexy|meet|after school)\b|\b(?:so what|who cares|dont care|don'?t care)\b` +
      String.raw`[^]{0,20}\b(?:ur|you'?re|youre|u r|you are)\s+${TEEN}\b${NOT_AGE}`,
  ),
  new RegExp(
    String.raw`\b(?:look|looks|lookin|looking)\s+(?:about |like |around |maybe |barely |only )?${TEEN}\b${NOT_AGE}` +
      String.raw`[^]{0,30}\b(?:my type|even better|hot|sexy|love (?:it|that)|perfect|turns? me on|just how i like)`,
  ),
  new RegExp(
    String.raw`\bbefore (?:they|she|he|u|you|em)\s+(?:turn|hit|reach)\s+(?:18|eighteen|legal)\b|\bbarely legal\b` +
      String.raw`[^]{0,40}\b(?:not quite|or (?:even )?(?:younger|less|under))\b|\b(?:girls?|boys?|ones|them|em)\b ` +
      String.raw`(?:who|that|wit|with) (?:still )?(?:got|have|has|wear|wears)\b[^.!?]{0,20}\b(?:braces|a bedtime|` +
      String.raw`bedtime|curfew|homework|school uniform|training bras?|a lunchbox)\b`,
  ),
  new RegExp(
    String.raw`\bmature for ${YOUR} age\b[^]{0,40}\b(?:older|like me|secret|between us|meet|men|guys)\b|\bolder ` +
      String.raw`(?:guys|men|man|guy)\b[^]{0,30}\bmature for ${YOUR} age\b`,
  ),
  new RegExp(
    String.raw`\bpick ${YOU} up (?:from|after|outside) (?:school|class)\b|\b(?:in|wear|wearing|pics? of|photos? ` +
      String.raw`of) ${YOUR} school uniform\b`,
  ),
  // the reader's child or young sibling asked for
  new RegExp(
    String.raw`\b(?:send|show|get|see)\b[^.!?]{0,15}\b(?:pics?|photos?|pictures?|selfies?|vids?)\b (?:of )?` +
      String.raw`${YOUR} (?:little |lil |younger |baby )?(?:daughter|son|sister|sis|niece|nephew|kids?|children)\b` +
      String.raw`(?!'?s? (?:costumes?|party|birthday|drawings?|school play|match|game|graduation))|` +
      String.raw`\bbring ${YOUR} (?:little|lil|younger|baby) (?:sister|sis|brother|bro|cousin)\b|\b(?:she'?s|shes|` +
      String.raw`he'?s|hes|she is|he is) (?:so |very |really |proper )?(?:developed|hot|sexy|cute) for (?:her|` +
      String.raw`his) age\b`,
  ),
  new RegExp(String.raw`\bcheese ?pizza\b[^]{0,30}\b(?:trade|swap|dm|send|links?|any|got)\b`),
  // children as a sexual preference
  new RegExp(
    String.raw`\b(?:jail ?bait|lolita)\b|\b(?:into|love|prefer|want|fuck|crave|looking for|lookin for)\b (?:\w+ )?` +
      String.raw`(?:school ?girls|little girls|young girls|younger girls|young boys|younger boys|little boys)\b` +
      String.raw`(?!'?s? (?:clothes|dresses|football|team|names|club|shoes|toys|books|section|outfits?|costumes?))`,
  ),
];
/**
 * MINOR_SPEAKER[4] run as its two parts: the shorthand alternative has no leading literal (`[\s,(]`), so the
 * whole expression ran as a plain exec wherever "my mum" or "i'm not" occurs; apart, the shorthand runs only
 * where "15f"-like text occurs and the rest through the candidates. The leftmost of the two matches is the
 * expression's match; at the same start the shorthand's, as the alternation tries it first.
 */
const SPLIT = new Map<RegExp, readonly [RegExp, RegExp]>([
  [MINOR_SPEAKER[4], [new RegExp(SHORTHAND), new RegExp(MINOR_SPEAKER[4].source.slice(SHORTHAND.length + 1))]],
]);
/**
 * A teen age anywhere in the view. MINOR_SPEAKER[0] and MINOR_WANTED[0–3] need one in every alternative (TEEN,
 * or `1[2-7]`), so where none occurs they cannot match and are skipped (same first hit, in the same order).
 */
const TEEN_ANY = new RegExp(TEEN);
const SPEAKER_NO_TEEN = MINOR_SPEAKER.slice(1);
const WANTED_NO_TEEN = MINOR_WANTED.slice(4);
/** Secrecy from the reader's parents, with a meeting, a gift, deleted chats or a cover story. */
const PARENT_SECRECY = new RegExp(
  String.raw`\b(?:don'?t|dont|do not|never) tell ${YOUR} (?:mum|mom|mam|ma|parents|dad|folks)\b|\bso ${YOUR} ` +
    String.raw`(?:mum|mom|mam|parents|dad|folks) (?:don'?t|dont|doesn'?t|doesnt|won'?t|wont|can'?t|cant|never) ` +
    String.raw`(?:see|find out|know)\b|\btell ${YOUR} (?:mates|friends|mum|mom|parents) (?:i'?m|im) ${YOUR} ` +
    String.raw`(?:uncle|cousin|brother|dad)\b`,
);
/** Questions about the reader's school or parents: grooming only with a meeting, secrecy or pictures. */
const SCHOOL_QUESTION = new RegExp(
  String.raw`\b(?:what|which) (?:grade|year|school) (?:are|r) (?:u|you) in\b|\bwhat school do (?:u|you) go to\b|` +
    String.raw`\b(?:are|r) (?:ur|your) parents (?:home|strict|around|out)\b|\bdo (?:ur|your) parents (?:check|know|` +
    String.raw`let|read)\b|\b(?:are|r) (?:u|you) home alone\b`,
);
const GROOMING_CUE = new RegExp(
  String.raw`\b(?:meet|meeting|pick (?:you|u) up|come over|my place|my car|buy (?:you|u)|get (?:you|u)|vapes?|` +
    String.raw`presents?|gifts?|delete|chats|messages|secret|between us|pics?|photos?|uncle|big girl|big boy)\b`,
);
/** Trading codes read from the original: 🧀🍕, or a child emoji offered as content. */
const MINOR_EMOJI =
  /🧀\s*🍕[^]{0,30}(?:trade|swap|dm|send|link|any|got)|[👧👦🧒👶][\u{1F3FB}-\u{1F3FF}]?\s*(?:content|pics?|vids?)/u;
const MINOR_GATE = new RegExp(
  String.raw`1 ?[2-8]|teen|fifteen|sixteen|seventeen|turn|bein|being|age|grade|gcse|cert|sats|plus|school|elementary|` +
    String.raw`young|little|lil|girl|boy|one|lad|chick|legal|mature|tell|parent|mum|mom|mam|dad|folk|pick|meet|` +
    String.raw`pic|photo|selfie|vid|bring|cheese|period|homeroom|recess|detention|bus|algebra|test|homework|` +
    String.raw`class|grounded|curfew|bedtime|look|before|braces|yr|year|when|till|until|til|once|ll be|not|minor|` +
    String.raw`under|pocket|permission|sleepover|trip|dance|tutor|study|fair|report|jail|lolita|loli|what|which|` +
    String.raw`home alone|[mf] ?1|1[2-7] ?[mf/]|let me|old enough|too young|uniform`,
);
const MINOR_GATE_WORDS = new WordGate(MINOR_GATE);

const minors: RuleFamily = {
  name: 'minors (cross-author)',
  learnedFrom: LEARNED_FROM,
  canBeHard: true,
  detect(input) {
    const views = viewsOf(input);
    const original = input.norm.original;
    const emoji = mayHoldEmoji(original) && /[🧀👧👦🧒👶]/u.test(original) ? first([MINOR_EMOJI], [original]) : null;
    if (emoji) return ruleSignal('minor_reference', 90, `trading code for minors: ${emoji}`);
    if (!MINOR_GATE_WORDS.anyView(views)) return null;
    const otherYoung = any(THIRD_PARTY_YOUNG, views);
    const teen = any(TEEN_ANY, views);
    const self = otherYoung ? null : first(teen ? MINOR_SPEAKER : SPEAKER_NO_TEEN, views);
    // Someone else's belief about the speaker beside the speaker's adult age is no claim (round 16, ADR 205).
    if (self && !minorAgeOnlyBelieved(views[views.length - 1], [MINOR_SPEAKER, SPEAKER_NO_TEEN]))
      return ruleSignal('minor_age', 90, self);
    if (!otherYoung && any(PUPIL_LIFE_ONE, views) && !any(ROLEPLAY, views)) {
      const cues = new Set((views[0].match(PUPIL_LIFE) ?? []).map((c) => c.replace(/\s+/g, ' ')));
      if (cues.size >= 2) return ruleSignal('minor_age', 90, `a pupil's day: ${[...cues].join(', ')}`);
    }
    const secrecy = first([PARENT_SECRECY], views, true);
    const question = secrecy ? null : first([SCHOOL_QUESTION], views, true);
    if ((secrecy ?? question) && any(GROOMING_CUE, views))
      return ruleSignal('minor_reference', 90, `grooming: ${(secrecy ?? question)!}`);
    const wanted = first(teen ? MINOR_WANTED : WANTED_NO_TEEN, views, true);
    return wanted ? ruleSignal('minor_reference', 90, `sexual interest in minors: ${wanted}`) : null;
  },
};

// ------------------------------------------------------------------------------------------------
// Harassment aimed at the reader: (a) an insult or degradation after "you're"/"ur"/"u" ("ur a state", "ya frigid
// sow", "ur used goods", "u a whole loser"), or an insult that is the whole message; (b) body shaming and
// rating ("lose a few stone n then message me", "built like a fridge", "ur a 4 at best", "who'd swipe on
// that"); (c) mockery in front of others ("screenshotted ur profile for the lads to laugh at"); (d) persistent
// contact after silence or a block: one strong cue ("made a new acct since u blocked", "day 9 of messaging you
// until you reply") or two weak ones (repeated "hello??", "answer me", "why r u ignoring me"). 62; the
// combiner's repeat rule is context.ts's.
/** Insults that cannot be a possession ("ur slag", "ur used goods"): after any "you"/"ur". */
const INSULT_NOUN =
  String.raw`(?:slag|sow|slut|sl\*t|whore|wh\*re|thot|skank|slapper|minger|munter|loser|waste of (?:space|oxygen|` +
  String.raw`air|skin)|(?:used|damaged) goods|charity case|incel|neckbeard|nonce|heifer|land ?whale|bottom feeder)`;
/** Insults that are also things one has or is ("a state", "a joke", "ur cow"): only after "you're a"/"u a". */
const INSULT_NOUN_ARTICLE =
  String.raw`(?:${INSULT_NOUN}|state|failure|nobody|troll|creep|pig|hag|bitch|b\*tch|cunt|c\*nt|twat|prick|` +
  String.raw`dickhead|wanker|embarrassment|disgrace|joke|gremlin|goblin|whale|walrus|cow|hoe|tramp|simp|` +
  String.raw`attention (?:whore|seeker)|gold ?digger|psycho|weirdo|slob|fatty|fat ?ass|lard ?ass|reject|sad act|` +
  String.raw`sad case|lost cause|dog(?!\s*(?:person|lover|mum|mom|dad|owner|walker|sitter|groomer|trainer)))`;
const INSULT_LEAD =
  String.raw`(?:(?:such|so|a|an|just|nothing but|proper|fkn|fking|fucking|fuckin|absolute|total|complete|actual|` +
  String.raw`whole|stuck up|frigid|little|fat|ugly|dumb|used up|used|sad|desperate|old|dried up|washed up|bum ass|` +
  String.raw`dirty|filthy|stupid|pathetic|worthless|useless|lonely|bitter|miserable|cheap|easy|ratchet)\s+){0,4}`;
const HARASS = [
  new RegExp(
    String.raw`\b${YOURE}\s+(?!not\b|never\b)${INSULT_LEAD}${INSULT_NOUN}\b|\b(?:you'?re|youre|you are|u r|u are|` +
      String.raw`you|u|ya|ur|your|yer)\s+(?:(?:such|nothing but|just|a whole|an? absolute|an? actual|an? total)\s+)?` +
      String.raw`(?:a|an|such a)?\s*${INSULT_LEAD}${INSULT_NOUN_ARTICLE}\b(?<=\b(?:a|an|such|but|whole|absolute|` +
      String.raw`actual|` +
      String.raw`total|fkn|fucking|fuckin|fking|stupid|ugly|fat|frigid|dirty|filthy|dumb|pathetic|worthless|` +
      String.raw`stuck up|used up|bum ass|sad|desperate|old)\s+\S+)(?!\s*(?:of (?:mind|art|the)|party|farm|print|` +
      String.raw`team))`,
  ),
  new RegExp(
    String.raw`^\W*(?:fkn |fucking |fuckin |stupid |dirty |ugly |fat |frigid |dumb |cheap )?(?:slag|slut|sl\*t|` +
      String.raw`whore|skank|sow|thot|cunt|twat|bitch|hoe|slapper|munter|minger)\W*$|\b(?:slag|slut|sl\*t|whore|` +
      String.raw`skank|thot|cunt|hoe|slapper)s? like ${YOU}\b`,
  ),
  new RegExp(
    String.raw`\bwho(?:'?d| would| could| tf would| the fuck would| will)\s+(?:ever\s+)?(?:(?:want|date|touch|` +
      String.raw`fuck|shag|marry|love|match with|go for|kiss)\s+${YOU}\b|(?:swipe (?:on|right on)|date|touch|fuck|` +
      String.raw`shag|kiss)\s+(?:that|this)\b(?!\s+(?:one|film|movie|song|team|show|place|restaurant|job)\b))`,
  ),
  new RegExp(
    String.raw`\b(?:lose|drop|shed)\s+(?:a few|some|a couple|a bit of|\d+)?\s*(?:stone|pounds|lbs|kilos|kg|` +
      String.raw`weight)\b[^]{0,25}\b(?:then|n then|and then|before|first)\b[^]{0,20}\b(?:message|msg|talk|text|` +
      String.raw`date|swipe|hmu|hit me up)|\b${YOURE}\s+(?:built|shaped) like (?:a |an )?(?:fridge|wardrobe|house|` +
      String.raw`bus|whale|potato|barrel|truck|brick|shed|sack|tractor)\b`,
  ),
  new RegExp(
    String.raw`\b${YOUR} (?:teeth|face|nose|body|skin|hair|head|bio|profile|pics?|photos?|smile)\b[^.!?]{0,15}\b` +
      String.raw`look(?:s)? like (?:a |an )?(?:\w+ )?(?:bombsite|car crash|train ?wreck|dog|pig|horse|rat|goblin|` +
      String.raw`troll|shrek|potato|thumb|foot|witch|gremlin|ogre|melted|burnt|slapped|arse|ass)\b|\b${YOURE}\s+` +
      String.raw`(?:the )?ugliest\b|\b(?:ugly|fat|fugly|desperate|old|saggy|used up)\s+(?:girls?|guys?|people|` +
      String.raw`women|men|birds?|lads?|bitches|hoes|sluts|losers)\s+like ${YOU}\b|\bso (?:is|are) ${YOUR} (?:face|` +
      String.raw`body|teeth|personality)\b`,
  ),
  new RegExp(
    String.raw`\b${YOURE}\s+(?:a |an )?(?:[0-4]|mid)\s*(?:\/\s*10\s*)?(?:at best|max|tops|on a good day|at most)\b|` +
      String.raw`\b${YOURE}\s+(?:so |just |lowkey |kinda |mad )?mid\b(?:\s*(?:af|asf|as fuck|anyway|tbh|lol))` +
      String.raw`|\b(?:u'?ve|uve|you'?ve|youve|you have|u have|you|u|ya|you'?re|youre)\s+(?:\w+\s+)?(?:been|get|` +
      String.raw`got|gets|getting) passed (?:round|around)\b|\b(?:guys|men|lads|blokes|they) use and ` +
      String.raw`(?:throw|toss|chuck|dump) (?:away|out)\b|\b(?:u|you|ya) (?:must|probably) (?:have|get) (?:a body ` +
      String.raw`count|passed)`,
  ),
  new RegExp(
    String.raw`\b(?:screenshot\w*|showed|shown|show|sent|send|sending|posted|posting|shared|sharing)\b[^.!?]{0,25}` +
      String.raw`\b${YOUR} (?:profile|pics?|photos?|bio|messages?|face|msgs)\b[^]{0,40}\b(?:laugh\w*|roast\w*|` +
      String.raw`mock\w*|pathetic|cringe|joke)`,
  ),
  new RegExp(String.raw`\boink\b|\bclown\b[^.!?]{0,10}\b(?:that'?s|thats) ${YOU}\b`),
  // a vocative insult: "…, stuck up cow", "frigid bitch"
  new RegExp(
    String.raw`(?<=^|[,.!?]\s*|\b(?:ya|you|u)\s+)(?:stuck up|frigid|ugly|fat|dirty|stupid|dumb|fucking|fkn|` +
      String.raw`desperate|pathetic|saggy|old|nasty|filthy|skanky|useless|worthless) (?:cow|bitch|slag|slut|sow|hag|` +
      String.raw`whore|pig|skank|hoe|cunt|twat|loser|minger|tramp|slapper|heifer)\b`,
  ),
  // the reader called ugly, gross, worthless…; alone, dying alone, dropped on the head
  new RegExp(
    String.raw`\b(?:you'?re|youre|you are|u r|u are|ur|ya)\s+(?:so |such |really |proper |fucking |fkn |just |` +
      String.raw`literally |genuinely |actually |honestly )?(?:ugly|gross|hideous|repulsive|vile|revolting|` +
      String.raw`disgusting|pathetic|worthless|desperate|fugly|obese|minging|rank|busted|useless|unlovable|` +
      String.raw`unfuckable|repellent)(?=\s*(?:$|[.,!?;]|and\b|af\b|asf\b|lol|tbh|as fuck|n\b|&|😂|🤮))|` +
      String.raw`\b(?:enjoy|gonna|will|you'?ll|youll|ull|u'?ll) (?:be )?(?:dying|die|dyin'?|end up|` +
      String.raw`ending up) alone\b|` +
      String.raw`\bdeserve to be (?:alone|single|lonely|unloved|dumped|cheated on)\b|\bdrop(?:ped)? ${YOU} on ` +
      String.raw`${YOUR} head\b|\bborn (?:this|that|so) (?:stupid|ugly|dumb|thick)\b|\b(?:everyone|every1|` +
      String.raw`everybody) (?:hates|laughs at) ${YOU}\b|\b(?:no one|nobody|noone) (?:wants|would want|will want|` +
      String.raw`will ever want|fancies)\b(?: to date)? (?:an? |girls like|guys like)[^.!?]{0,30}\b(?:like ${YOU}|` +
      String.raw`baggage|pathetic|ugly|fat|old|used)\b`,
  ),
];
const EMOJI_INSULT = /(?:🤡|🐷|🐽|🐖){2,}[^]{0,10}(?:that'?s|thats|oink|ur|u\b)/u;
const PERSIST_STRONG = new RegExp(
  String.raw`\b(?:made|make|making|got|opened|created?) (?:a |another |a new |new |my )?(?:acct|account|acc|` +
    String.raw`profile|number)\b[^.!?]{0,25}\b(?:since|cos|cause|because|after|coz) ${YOU} block|` +
    String.raw`\b(?:can'?t|cant|cannot) block me (?:forever|for ever|from)\b|\b(?:find|message|reach) ${YOU} on ` +
    String.raw`(?:every|any|another|other) (?:app|platform|site)\b|\b(?:i'?ve|ive|i have) (?:msged|messaged|` +
    String.raw`texted|called|rang|msg'?d) ${YOU} \d+ times\b|\bday \d+ of (?:messaging|texting|msging) ${YOU}\b|` +
    String.raw`\b(?:i'?ll|ill|i will|gonna) keep (?:goin'?g?|going|messaging|texting|msging|at it)\b` +
    String.raw`[^]{0,20}\b(?:til|till|until|unless) ${YOU}\b|\bi (?:don'?t|dont|won'?t|wont|never) give up\b` +
    String.raw`[^]{0,20}\b(?:babe|baby|hun|until|til)\b|\buntil (?:you|u) (?:reply|answer|respond)\b[^]{0,30}` +
    String.raw`\b(?:i don'?t give up|i wont stop|i won'?t stop)`,
);
const PERSIST_WEAK = new RegExp(
  String.raw`\b(?:hello|hey|hi|oi|helo|hellooo?|heyy?)\W*\?+[^a-z]*\b(?:hello|hey|hi|oi|helo|hellooo?|heyy?)\W*\?|` +
    String.raw`\banswer (?:me|my|the)\b|\banswer\s*[.!]|\breply to me\b|\brespond to me\b|\bwhy (?:are|r|arent|` +
    String.raw`aren'?t|r u|are u|you|u|ya)\s*(?:u |you |ya )?(?:ignoring|ignorin|blanking|ghosting|not answering|` +
    String.raw`not answerin|not replying|not replyin|answerin|answering|replyin|replying)\b|\bstill waiting\b|` +
    String.raw`\b(?:i know|i can see) ${YOU} (?:read|seen|saw|are online|r online|online)\b|\bdon'?t ignore me\b|` +
    String.raw`\bdont ignore me\b|\b${YOU} owe me (?:a reply|an answer|a response)\b|\brude (?:not to|to ignore)\b|` +
    String.raw`\bleft me on read\b|\bwhy won'?t ${YOU} (?:reply|answer|talk)\b`,
  'g',
);
const PERSIST_WEAK_ONE = new RegExp(PERSIST_WEAK.source);
const STALK_ACCOUNTS = new RegExp(
  String.raw`\bfound ${YOUR} (?:facebook|fb|linkedin|instagram|insta|ig|twitter|tiktok|socials|address|work)\b` +
    String.raw`[^]{0,60}\b(?:(?:and|&) ${YOUR}|paying attention|watching|keeping tabs|i know)\b`,
);
const HARASS_GATE = new RegExp(
  String.raw`slag|sow|cow|sl\*?[ua]t|wh\*?ore|thot|hoe|skank|tramp|slapper|state|ming|munter|loser|failure|` +
    String.raw`nobody|waste|troll|creep|pig|hag|b\*?itch|c\*?unt|twat|prick|dickhead|wanker|incel|goods|charity|` +
    String.raw`embarrass|disgrace|joke|gremlin|goblin|whale|heifer|walrus|feeder|nonce|neckbeard|simp|who|lose|` +
    String.raw`drop|shed|built|shaped|look|ugliest|like|so is|so are|mid|passed|use and|screenshot|show|sent|` +
    String.raw`send|post|shar|everyone|all of us|lads|boys|group chat|gc|delete|cringe|oink|clown|acct|account|` +
    String.raw`acc|profile|number|block|find|message|reach|times|day|keep|give up|until|hello|hey|hi|oi|helo|` +
    String.raw`answer|reply|respond|why|waiting|i know|i can see|found|stuck|frigid|ugly|fat|dirty|stupid|dumb|` +
    String.raw`fuck|fkn|desperate|pathetic|saggy|old|nasty|filthy|useless|worthless|gross|hideous|repuls|vile|` +
    String.raw`revolting|disgusting|obese|rank|busted|unlov|alone|deserve|born|hates|laughs|wants|fancies|` +
    String.raw`ignore|owe|rude|read|psycho|weirdo|slob|fatty|reject|sad|dog|digger|attention|at best|` +
    String.raw`tops|max|on a good day|at most`,
);
const HARASS_GATE_WORDS = new WordGate(HARASS_GATE);

const SEXUAL_TALK = new RegExp(
  String.raw`\b(?:cock|dick|pussy|cum|fuck\w*|beg\w*|moan\w*|ride|spank\w*|choke|daddy|wet|hard|knees|toy|naked|` +
    String.raw`tease|horny|bed|sex|tits|ass|suck\w*|lick\w*|obey|punish\w*|good girl|good boy|use (?:you|u|me))\b`,
);
const SEXUAL_DEGRADATION =
  /\b(?:slut|sl\*t|whore|wh\*re|slag|hoe|thot|skank|slapper|bitch|b\*tch|sow|cow|pig|dirty|filthy)\b/;
const harassment: RuleFamily = {
  name: 'harassment (cross-author)',
  learnedFrom: LEARNED_FROM,
  canBeHard: false,
  detect(input) {
    const views = viewsOf(input);
    const emoji =
      mayHoldEmoji(input.norm.original) && /[🤡🐷🐽🐖]/u.test(input.norm.original)
        ? first([EMOJI_INSULT], [input.norm.original])
        : null;
    if (!emoji && !HARASS_GATE_WORDS.anyView(views)) return null;
    if (any(REPORTED, views)) return null;
    // Degrading dirty talk between adults who opted in and already talk is theirs ("such a pathetic slut, beg for
    // it"), as ADR 135 reads sex talk between them: insults are not held there, persistent contact still is.
    const dirtyTalk =
      input.consent === 'opted_in_mutual' && (any(SEXUAL_TALK, views) || SEXUAL_DEGRADATION.test(views[0]));
    const insult = dirtyTalk ? null : (emoji ?? first(HARASS, views, true));
    const hit = insult ?? first([PERSIST_STRONG, STALK_ACCOUNTS], views);
    if (hit) return ruleSignal('harassment', 62, hit);
    if (!any(PERSIST_WEAK_ONE, views)) return null;
    const weak = new Set((views[views.length - 1].match(PERSIST_WEAK) ?? []).map((w) => w.slice(0, 6)));
    return weak.size >= 2 ? ruleSignal('harassment', 62, `persistent contact: ${[...weak].join(', ')}`) : null;
  },
};

// ------------------------------------------------------------------------------------------------
// Hate: a protected group (race, religion, nationality, Traveller, sexuality, gender identity, sex,
// disability, or "your lot") with a dehumanising predicate or a call to deny it a right; an unreclaimed slur
// said of someone; misgendering as contempt ("bloke in a dress", "it"); symbols of burning a place of worship.
// 62; a call to exterminate is 78 (hard), as in lures.ts.
const GROUP =
  String.raw`(?:gay (?:ppl|people|men|guys|folk|lads)|gays|queers|lesbians|trans (?:ppl|people|women|men|folk)|` +
  String.raw`jews|jewish (?:ppl|people)|muslims|muzzies|asians?(?: (?:men|women|guys|girls|ppl|people))?|` +
  String.raw`chinese(?: (?:ppl|people|men|women))?|blacks|black (?:ppl|people|men|women|guys|girls)|natives|` +
  String.raw`native americans|aboriginals?|indians|pakis|arabs|mexicans|africans|immigrants|migrants|` +
  String.raw`refugees|foreigners|gypsies|gypos|gyppos|travellers|knackers|pikeys|disabled (?:ppl|people)|` +
  String.raw`autistic (?:ppl|people)|deaf (?:ppl|people)|blind (?:ppl|people)|(?:ppl|people) in wheelchairs|` +
  String.raw`wheelchair users|cripples|retards|women|females|(?:your|ur) (?:lot|kind|people|race|religion)|` +
  String.raw`people like ${YOU}|pakistanis|nigerians|romanians|poles|eastern europeans|hindus|sikhs|bisexuals|` +
  String.raw`(?:black|asian|indian|arab|african|mexican|muslim|jewish|chinese|latino|latina|hispanic|gay|trans|` +
  String.raw`disabled|bi|non-binary) (?:men|women|guys|girls|ppl|people|folk|lads|dudes|chicks))`;
const PREDICATE =
  String.raw`(?:an? )?(?:abominations?|sick in the head|broken|thieves|drunks|bugs|rats|property|animals|vermin|` +
  String.raw`a virus|diseased?|dirty|filthy|terrorists?|savages|parasites|leeches|scroungers|inbred|` +
  String.raw`degenerates?|groomers|subhuman|sub-human|mentally ill|a mistake|mistakes|defective|useless eaters|` +
  String.raw`a burden|cockroaches|roaches|monkeys|apes|dogs|a plague|a cancer|not (?:even )?(?:real )?(?:men|` +
  String.raw`women|human|people)|disgusting|vile|evil|trash|garbage|filth|scum|lazy|smelly|violent|` +
  String.raw`dangerous|a threat|invaders|the problem|pedos|paedos|predators|rapists|criminals|thugs|low ?lifes?|` +
  String.raw`inferior|unnatural|brainwashed|all the same)`;
const HATE = [
  new RegExp(
    String.raw`\b${GROUP}\s+(?:are|r|is|=)\s+(?:all\s+|just\s+|basically\s+|literally\s+|actually\s+|nothing ` +
      String.raw`but\s+|so\s+)?${PREDICATE}\b|\b${GROUP}\s+(?:arent|aren'?t|are not|r not)\s+(?:even\s+)?(?:real\s+)?` +
      String.raw`(?:men|women|human|people)\b`,
  ),
  new RegExp(
    String.raw`\b${GROUP}\s+(?:all\s+)?(?:breed like (?:rats|rabbits|flies)|rob everythin\w*|steal everythin\w*|` +
      String.raw`eat dogs|spread(?:ing)? diseases?|(?:are )?taking over|run everythin\w*|control everythin\w*|` +
      String.raw`are all (?:the same|thieves|drunks|criminals)|(?:r|are) all \w+ on welfare|on welfare)\b`,
  ),
  new RegExp(
    String.raw`\b${GROUP}\b[^.!?]{0,30}\b(?:shouldn'?t|should not|shouldnt|mustn'?t|must not|don'?t deserve to|` +
      String.raw`dont deserve to)\s+(?:even\s+)?(?:be allowed (?:to )?)?(?:breed|vote|exist|live|have kids|` +
      String.raw`reproduce|marry|work|be on dating apps|be on here|have rights)\b|\b(?:${GROUP}|property)\b` +
      String.raw`[^.!?]{0,6}[,.!]?\s*(?:shouldn'?t|shouldnt|should not) (?:even )?be allowed to (?:vote|breed|drive)`,
  ),
  new RegExp(
    String.raw`\b(?:${YOURE}|just)\s+(?:just\s+|only\s+|nothing but\s+)?an? (?:bloke|man|guy|dude|geezer|fella|` +
      String.raw`lad) in (?:a )?(?:dress|wig|skirt|makeup|heels)\b|\b(?:it'?s|its|that'?s|thats|ur|you'?re|youre) ` +
      String.raw`an it\b(?!\s*(?:thing|job|guy|person|company|dept|department|issue|problem|consultant|crowd|role|` +
      String.raw`support|team))|\b${YOURE}\s+not (?:a )?real (?:woman|women|man|men|girl|guy)\b`,
  ),
  new RegExp(
    String.raw`\b(?:hijab|burqa|burka|niqab|turban|headscarf|mosque|muslim)\b[^.!?]{0,40}\b(?:terrorist|bomber|` +
      String.raw`extremist)|(?:^|[,.!?]\s*|\b(?:now|just|so|and)\s+)get out of (?:the west|our country|my ` +
      String.raw`country)\b|\bmonkey\b[^.!?]{0,12}\b(?:that'?s|thats) (?:all )?${YOU}\b`,
  ),
  // slurs rarely reclaimed, said of someone (not "i'm a proud …", not a report of being called one)
  new RegExp(
    String.raw`(?<!\b(?:i'?m|im|i am|we'?re|as an?|called me an?|called me)\s(?:a |an |proud |an actual )?)` +
      String.raw`\b(?:pakis?|jungle bunn(?:y|ies)|a?trann(?:y|ies)(?! (?:fluid|box|rebuild|on my))|(?:a|an|actual|ur|` +
      String.raw`you|u|such a) (?:sped|cripple)|spaz|spastic|muzzies?|gypos?|gyppos?|sand ?n\w+|wogs?|` +
      String.raw`chinks?(?! in))\b`,
  ),
  /\b(?:jews|zionists) (?:run|control|own) everythin\w*\b/,
  new RegExp(
    String.raw`\b${GROUP}\b[^.!?]{0,25}\b(?:don'?t belong|do not belong|dont belong|(?:are )?not welcome|should ` +
      String.raw`(?:all )?(?:go back|leave|be deported|be banned|be locked up))\b`,
  ),
];
/** Patterns that start with a protected group run only when a group word occurs (GROUP has everyday words). */
const HATE_WITH_GROUP = [HATE[0], HATE[1], HATE[2], HATE[7]];
const HATE_OTHER = [HATE[3], HATE[4], HATE[5], HATE[6]];
const HATE_HARD = new RegExp(
  String.raw`\b${GROUP}\b[^.!?]{0,15}\b(?:shoulda|should have|should'?ve|should of) been (?:finished off|gassed|` +
    String.raw`wiped out|exterminated|killed|put down|aborted|drowned|sterili[sz]ed)|\b(?:burn|kill|gas|shoot|` +
    String.raw`hang|nuke|exterminate) (?:em|them|the lot of (?:em|them)) all\b`,
);
const GROUP_WORD = new RegExp(String.raw`\b${GROUP}\b`);
const GROUP_WORD_ALL = new RegExp(GROUP_WORD.source, 'g');
/**
 * Where a protected group word starts in a view (every start, overlapping ones too), for the last view asked.
 * Every match of HATE[0], [1] and [7] starts at one: each begins with `\bGROUP` followed by `\b` or `\s`, and
 * every GROUP phrase ends in a letter. So those expressions run, sticky, only there, in increasing order —
 * the first that matches is the leftmost match, as an exec over the view finds it.
 */
let groupStartsView: string | null = null;
let groupStartsMemo: number[] = [];
function groupStarts(v: string): number[] {
  if (v === groupStartsView) return groupStartsMemo;
  const starts: number[] = [];
  for (let m = exec(GROUP_WORD_ALL, v); m; m = PREFILTER.exec(GROUP_WORD_ALL, v, m.index + 1)) starts.push(m.index);
  groupStartsView = v;
  groupStartsMemo = starts;
  return starts;
}
const STICKY = new Map<RegExp, RegExp>();
/** first(HATE_WITH_GROUP, views, true), with all but HATE[2] (which may also start at "property") sticky at
 *  the group words only (see groupStarts). */
function firstWithGroup(views: readonly string[]): string | null {
  for (const r of HATE_WITH_GROUP) {
    let sticky = STICKY.get(r);
    if (!sticky) STICKY.set(r, (sticky = new RegExp(r.source, 'y')));
    for (const v of views) {
      let m: RegExpExecArray | null = null;
      if (r === HATE[2]) m = exec(r, v);
      else
        for (const s of groupStarts(v)) {
          sticky.lastIndex = s;
          if ((m = sticky.exec(v))) break;
        }
      if (!m) continue;
      if (NEGATED.test(v.slice(Math.max(0, m.index - 20), m.index))) continue;
      return m[0];
    }
  }
  return null;
}
const hasGroupWord = (views: readonly string[]) => views.some((v) => groupStarts(v).length > 0);
const PRIDE_FLAG = /🏳\uFE0F?\u200D?🌈/u;
const HATE_GATE = new RegExp(
  String.raw`gay|queer|lesbian|trans|jew|zionist|muslim|muzz|asian|chinese|black|native|aborig|indian|paki|arab|` +
    String.raw`mexican|african|immigrant|migrant|refugee|foreigner|gyps|gypo|gyppo|traveller|knacker|pikey|` +
    String.raw`disabled|autistic|deaf|blind|wheelchair|cripple|retard|women|female|lot|kind|like u|like you|` +
    String.raw`like ya|yall|y'all|property|bloke|man|guy|dude|geezer|fella|lad|an it|real|hijab|burqa|burka|niqab|` +
    String.raw`turban|headscarf|mosque|get out|monkey|bunn|tranny|trannies|sped|spaz|spastic|sand|wog|chink|burn|` +
    String.raw`kill|gas|shoot|hang|nuke|extermin|zionist|everythin`,
);
const HATE_GATE_WORDS = new WordGate(HATE_GATE);

const hate: RuleFamily = {
  name: 'hate (cross-author)',
  learnedFrom: LEARNED_FROM,
  canBeHard: true,
  detect(input) {
    const views = viewsOf(input);
    const original = input.norm.original;
    if (!HATE_GATE_WORDS.anyView(views)) return null;
    if (any(REPORTED, views)) return null;
    const hard = first([HATE_HARD], views);
    if (hard && (!/\b(?:em|them)\b/.test(hard) || hasGroupWord(views))) return ruleSignal('hate', 78, hard);
    if (hard && PRIDE_FLAG.test(original)) return ruleSignal('hate', 78, `pride flag: ${hard}`);
    const soft = first(HATE_OTHER, views, true) ?? (hasGroupWord(views) ? firstWithGroup(views) : null);
    return soft ? ruleSignal('hate', 62, soft) : null;
  },
};

// ------------------------------------------------------------------------------------------------
// Unsolicited sexual content from a stranger (first contact, no opt-in; the consent table decides from there):
// undressing asked ("pics w less clothes", "take your top off", "dirty video call"), the sender's own body
// offered ("a pic of my c*ck", "pic of me hard for u", "show u mine if u show me urs", "sent u somethin big"),
// arousal aimed at the reader ("hard as a rock lookin at ur profile", "touchin myself thinkin of u"), the
// reader's body asked for ("a pic of that ass"), and the reader assumed to sell sexual content.
const UNSOLICITED = [
  new RegExp(
    String.raw`\b(?:pics?|photos?|pictures?|snaps?|vids?|videos?|selfies?)\b[^.!?]{0,20}\b(?:with |w |wit |in )?` +
      String.raw`(?:less|fewer|no|without) (?:clothes|clothing|top|bra|shirt|leggings|knickers|pants|panties|` +
      String.raw`underwear|bottoms)\b|\btake ${YOUR} (?:top|shirt|bra|clothes|knickers|panties|kit|dress|` +
      String.raw`leggings) off\b|\ba?(?:dirty|naughty|sexy|nude|naked|nakey|spicy|x-?rated|freaky) (?:video ?call|` +
      String.raw`facetime|cam|webcam|call)\b|\b(?:video ?call|facetime|cam)\b[^.!?]{0,15}\b(?:naked|nakey|nude|` +
      String.raw`topless|undress\w*|in (?:the|ur|your) (?:shower|bath|underwear))\b`,
  ),
  new RegExp(
    String.raw`\b(?:pics?|photos?|pic|picture|vid|video|snap)\b (?:of )?(?:my|me) (?:c\*ck|cock|d\*ck|dick|junk|` +
      String.raw`bulge|package|hard|naked|nude|throbbing)\b|\b(?:show|send) ${YOU} mine if ${YOU} (?:show|send) ` +
      String.raw`(?:me )?(?:urs|yours|ur|your)\b|\b(?:sent|sending|send|got) ${YOU} (?:\w+ )?(?:something|` +
      String.raw`somethin'?|sth) (?:big|hard|naughty|spicy|dirty|x-?rated)\b|\bwant (?:a |to see )?(?:pic|` +
      String.raw`photo|look) (?:of|at) my (?:c\*ck|cock|d\*ck|dick|junk|bulge|package)\b`,
  ),
  new RegExp(
    String.raw`\b(?:(?:so|rock|already|getting|gettin'?) hard|hard as a rock|rock hard|throbbing)\b[^.!?]{0,10}` +
      String.raw`\b(?:looking at|lookin'? at|thinking (?:of|about)|thinkin'? (?:of|about)|staring at)\s+(?:${YOUR}|` +
      String.raw`${YOU})\b|\btouch(?:ing|in'?)? (?:myself|my ?self)\b|\b(?:lips|mouth|throat)\b[^.!?]{0,20}\b` +
      String.raw`(?:made for|good for|built for) (?:suck\w*|blow\w*|deep ?throat\w*)`,
  ),
  new RegExp(
    String.raw`\b(?:pics?|photos?|pic|picture|vids?|video|snap)\b[^.!?]{0,6}\bof (?:that|dat|them|those|ur|your) ` +
      String.raw`(?:ass|arse|booty|butt|bum|tits|boobs|titties|cleavage|thighs|rack|pussy|body in)\b|\b(?:do|d) ` +
      String.raw`${YOU} sell (?:content|nudes|pics)\b|\b${YOU} sell (?:content|nudes)\b|\bpreview of (?:the|ur|your) ` +
      String.raw`(?:goods|content|body)\b`,
  ),
  new RegExp(
    String.raw`\b(?:i want to|i wanna|wanna|i'?d|id|i would|let me|lemme|gonna|can i)\s+(?:\w+\s+)?(?:lick|suck|` +
      String.raw`taste|eat|touch|grab|squeeze|spank|bite|finger|rub|play with)\s+(?:ur|your|them|those|that)\s+` +
      String.raw`(?:\w+\s+)?(?:body|tits|boobs|ass|arse|butt|bum|booty|pussy|thighs|nipples|curves|cock|dick)\b|` +
      String.raw`\b(?:wanna|want to|do (?:u|you) want to|would (?:u|you) like to) see (?:my|` +
      String.raw`me)\s+(?:\w+\s+)?(?:naked|` +
      String.raw`hard|nude|cock|dick|junk|package|bulge|in the shower)\b|\bwhat would (?:u|you) do (?:to|with) (?:my|` +
      String.raw`this) (?:cock|dick|body|tongue)\b|\b(?:do|d) (?:u|you) like (?:it )?(?:big|thick|long|hard) ` +
      String.raw`(?:cocks?|dicks?|ones)\b|\bhow many inches\b`,
  ),
];
const UNSOLICITED_GATE = new RegExp(
  String.raw`pic|photo|snap|vid|selfie|take|call|facetime|cam|mine|sent|send|got|want|hard|throb|touch|lips|` +
    String.raw`mouth|throat|sell|preview|lick|suck|taste|eat|grab|squeez|spank|bite|finger|rub|play|see|what would|` +
    String.raw`like|inches`,
);
const UNSOLICITED_GATE_WORDS = new WordGate(UNSOLICITED_GATE);

const unsolicitedSexual: RuleFamily = {
  name: 'unsolicited sexual (cross-author)',
  learnedFrom: LEARNED_FROM,
  canBeHard: false,
  detect(input) {
    if (input.consent !== 'unsolicited' || input.ctx.recipientHasReplied !== false) return null;
    const views = viewsOf(input);
    if (!UNSOLICITED_GATE_WORDS.anyView(views) || any(REPORTED, views)) return null;
    const hit = first(UNSOLICITED, views, true);
    return hit ? ruleSignal('sexual_request', 55, `from a stranger: ${hit}`) : null;
  },
};

// ------------------------------------------------------------------------------------------------
// Scams: a money ask with a story or a promise. (a) "help w 600", "pay the 40 training fee", "refund me 500"
// beside a story (frozen or blocked card, hospital, flight, winnings, "ur the only one i trust", "if you love
// me"); (b) returns promised on money put in ("put 500 in this app n watch it double", "x10 ur money",
// "turned 1k into 40k", "guarantees you cant lose"); (c) a transfer through the reader's account for a cut;
// (d) the verification code asked for; (e) fake verification on a look-alike site.
const MONEY = String.raw`(?:[$£€]\s?\d[\d,.]*k?|\d{2,6}k?|\d+k|\d+ ?(?:grand|quid|bucks|dollars|euros?))`;
const STORY = new RegExp(
  String.raw`\b(?:card|account|acc|bank|funds|wallet)\b[^.!?]{0,15}\b(?:blocked|frozen|locked|suspended|on hold|` +
    String.raw`declined|hacked)\b|\b(?:hospital|surgery|insurance|medical bills?|sick|ill|emergency|stranded|` +
    String.raw`stuck|flight|ticket|visa|customs|rent|evict\w*|lawyer|bail|winnings|prize|inheritance|` +
    String.raw`afford)\b|\b(?:only one i (?:can )?trust|just this once|i'?ll pay (?:you|u) back|pay (?:u|you) ` +
    String.raw`back|if (?:you|u) (?:really )?(?:love|loved|care about|cared about) me|trust me)\b|🥺|🙏`,
  'u',
);
const MONEY_ASK = new RegExp(
  String.raw`\b(?:help|help me out|help out|chip in|spot me)\s+(?:w|with|wiv)\s+(?:the\s+)?${MONEY}\b|` +
    String.raw`(?<!\b(?:i'?ll|ill|i will|i can|i|we|we'?ll|let me|lemme|i'?d|gonna)\s)\bpay (?:the|a|my|this|` +
    String.raw`that) (?:small |little |tiny |\d+ |[$£€]\s?\d+ )?(?:\w+ )?fee\b|\brefund me\b|` +
    String.raw`\b(?:card|account|acc)\b[^.!?]{0,20}\b(?:blocked|frozen)\b[^]{0,60}(?:\b(?:(?:can|could|would) ` +
    String.raw`(?:u|you)|help me|only one i (?:can )?trust|just this once|pay (?:u|you) back|send me|lend me)\b|` +
    String.raw`🥺)|\bif (?:you|u) (?:really )?(?:love|loved|care about) ` +
    String.raw`me\b[^]{0,40}\b(?:help|send|pay|lend|transfer)\b[^]{0,20}(?:${MONEY}|\bmoney\b|\bcash\b|` +
    String.raw`\bfunds\b)|\b(?:help|lend|send|transfer)\b[^]{0,25}` +
    String.raw`\b${MONEY}\b[^]{0,20}\bif (?:you|u) (?:love|care)`,
);
const SCAM_OTHER = [
  new RegExp(
    String.raw`(?<!\b(?:i'?ll|ill|i will|i can|i|we|we'?ll|let me|lemme|i'?d|gonna)\s)\bpay (?:the|a|this|that) ` +
      String.raw`(?:small |little |tiny |\d+ |[$£€]\s?\d+ )?(?:training|registration|processing|release|customs|` +
      String.raw`verification|admin|activation|unlock|clearance|transfer|membership|joining|handling|starter|` +
      String.raw`small|little)? ?fee\b[^]{0,30}\b(?:to (?:unlock|release|receive|claim|start|join|activate|get)|` +
      String.raw`winnings|prize|job|start|assistant)|(?<!\b(?:i'?ll|ill|i will|i can|i|we|we'?ll|let me|lemme|i'?d|` +
      String.raw`gonna)\s)\bpay (?:the|a) (?:\d+ |[$£€]\s?\d+ )?(?:training|registration|processing|release|` +
      String.raw`customs|verification|activation|unlock|clearance|joining|starter) fee\b`,
  ),
  new RegExp(
    String.raw`\b(?:put|invest|deposit|drop|start with|throw)\s+(?:in\s+)?${MONEY}\b[^]{0,50}\b(?:double|doubles|` +
      String.raw`triple|x\d+|\d+x|grow|guarantee\w*|can'?t lose|cant lose|returns?|profit\w*)|\b(?:x ?\d+|\d+ ?x|` +
      String.raw`double|triple) ${YOUR} (?:money|cash|investment|savings)\b|\bturned (?:[$£€]\s?)?\d+k? into ` +
      String.raw`(?:[$£€]\s?)?\d+k?\b[^]{0,40}\b(?:show|teach|want|in a (?:month|week|day))|\bguarantees? ` +
      String.raw`(?:you|u) (?:can'?t|cant|won'?t|wont) lose\b`,
  ),
  new RegExp(
    String.raw`\b(?:transfer|payment|money|flip|deposit|funds)\b[^.!?]{0,20}\b(?:thru|through|into|via) ${YOUR} ` +
      String.raw`(?:bank|acc|account|card)\b[^]{0,40}(?:\bkeep (?:a|the|\d+)|\bcut\b|\bcommission\b|%)`,
  ),
  new RegExp(
    String.raw`\b(?:send|give|tell|forward|text|read|screenshot) (?:me )?(?:the|that|ur|your) (?:code|pin|otp)\b` +
      String.raw`(?! (?:for (?:the )?(?:wifi|door|gate|building|locker|bike|discount|promo|voucher|zoom|meeting|` +
      String.raw`lobby|game|party)|to (?:the|ur|your) (?:door|gate)))`,
  ),
  new RegExp(
    String.raw`\b(?:overpaid|sent (?:u|you) too much|paid (?:u|you) (?:twice|too much))\b[^]{0,60}\b(?:refund|` +
      String.raw`send (?:it|the difference|back|me)|return)`,
  ),
  new RegExp(
    String.raw`\bverif\w*\b[^!?]{0,30}\b(?:at|on|via) [a-z0-9-]+\.(?:co|com|net|org|io|site|xyz|app|me|info|link|` +
      String.raw`online|live|top|club|help|support|uk)\b`,
  ),
];
const SCAM_GATE = new RegExp(
  String.raw`help|chip|spot|pay|refund|need|card|account|acc|love|care|lend|send|transfer|put|invest|deposit|` +
    String.raw`drop|start|throw|x|double|triple|turned|guarantee|payment|money|flip|funds|give|tell|forward|text|` +
    String.raw`read|screenshot|overpaid|paid|verif`,
);
const SCAM_GATE_WORDS = new WordGate(SCAM_GATE);

const scams: RuleFamily = {
  name: 'scams (cross-author)',
  learnedFrom: LEARNED_FROM,
  canBeHard: false,
  detect(input) {
    const views = viewsOf(input);
    if (!SCAM_GATE_WORDS.anyView(views)) return null;
    const ask = first([MONEY_ASK], views, true);
    if (ask && any(STORY, views)) return ruleSignal('scam_narrative', 65, `money asked with a story: ${ask}`);
    const hit = first(SCAM_OTHER, views, true);
    return hit ? ruleSignal('scam_narrative', 65, hit) : null;
  },
};

// ------------------------------------------------------------------------------------------------
// Drug dealing: a substance (names, street names, slang) with a dealing cue. Unambiguous names need any cue;
// street names that are everyday words (coke, snow, green, gear, lines, beans) need a strong cue (a price each,
// a menu, delivery, "bring cash", "mates rates", "i know a fella"); two substances together need any cue.
const DRUG_CLEAR =
  String.raw`(?:mdma\w*|ketamine|ket|cocaine|meth|heroin|fent|fentanyl|shrooms|lsd|xans|xanax|xannies|percs|` +
  String.raw`percocets?|oxys?|oxycodone|vicodin|hydrocodone|vallies|valium|diazepam|adderall|addys?|pingers|` +
  String.raw`ecstasy|xtc|ghb|2cb|dmt|codeine|tramadol|mephedrone|meow meow|crystal meth|pingas|xanny|oxycontin)`;
/** Cannabis (legal in many places) and street names that are everyday words: only with a strong dealing cue. */
const DRUG_VAGUE =
  String.raw`(?:weed|kush|carts|thc|edibles|dabs|coke|c0ke|snow|charlie|blow|molly|mandy|${BEANS_NOT_FOOD}|gear|` +
  String.raw`green|lines?|` +
  String.raw`bumps?|loud|powder|smack|special k|mushies|sniff|shatter|pre-?rolls|skunk|ganja|zaza)`;
const DEAL_STRONG =
  String.raw`(?:menu|mates rates|deals?|available|in stock|delivery|deliver|local delivery|drop(?:ping|pin'?)? ` +
  String.raw`(?:it |them )?off|usual spot|bring (?:exact |the )?cash|cash only|\d+ (?:quid |bucks |dollars )?each|` +
  String.raw`quid each|i got (?:u|you)(?! (?:something|a|an|some|the|flowers|tickets|food|dinner|coffee))|got ` +
  String.raw`(?:evrythin\w*|everything) (?:u|you) need|i know a (?:fella|guy|man|` +
  String.raw`bloke|lad|geezer)|(?:i )?can get (?:u|you|ya)|pure|pressed|straight from the pharmacy|hmu|` +
  String.raw`swap (?:u|you)|a ball|half (?:an )?(?:ounce|oz|o\b)|8 ?ball|i got plenty|got plenty|for sale|selling|` +
  String.raw`[$£€]\s?\d+|\d+ ?(?:quid|bucks|dollars|euros|a g|per g)|sort (?:u|you|ya) out|hook (?:u|you|ya) up|` +
  String.raw`supplier|re-?up|restocked|fresh batch|can (?:u|you) get (?:me|us) (?:some|any)|my (?:guy|man|plug|` +
  String.raw`connect)|who'?s selling|anyone selling)`;
const DEAL_WEAK =
  String.raw`(?:${DEAL_STRONG}|u in|you in|for (?:the )?(?:wknd|weekend)|for (?:sat|saturday|fri|friday|tonight|` +
  String.raw`tonite|the party)|at mine)`;
const DEAL_WEAK_WORD = new RegExp(String.raw`\b${DEAL_WEAK}\b`);
/** Medication talk without a sale ("my doctor upped my xanax", "vicodin after surgery") is not dealing. */
const MEDICAL = new RegExp(
  String.raw`\b(?:prescri\w*|my (?:doctor|gp|psychiatrist|dr|meds|medication)|pharmac\w*|therapy|treatment|` +
    String.raw`clinic|hospital|surgery|for (?:my )?(?:anxiety|adhd|depression|pain|back|flights?|flying|sleep))`,
);
const STRONG_DEAL_WORD = new RegExp(String.raw`\b${DEAL_STRONG}`);
const GAP = String.raw`[^\n]{0,60}?`;
/** A weight with cash or a meeting: "bring exact cash for the half ounce". */
const WEIGHT_CASH = new RegExp(
  String.raw`\b(?:half (?:an )?(?:ounce|oz|o)|an? (?:ounce|eighth|8th|zip|qp)|8 ?ball)\b[^\n]{0,40}\b(?:cash|quid|` +
    String.raw`bring|meet|usual spot|drop)|\b(?:cash|quid|bring)\b[^\n]{0,40}\b(?:half (?:an )?(?:ounce|oz)|an? ` +
    String.raw`(?:ounce|eighth|8th|zip|qp)|8 ?ball)\b`,
);
const DRUG = [
  WEIGHT_CASH,
  new RegExp(String.raw`\b${DRUG_CLEAR}\b${GAP}\b${DEAL_WEAK}\b|\b${DEAL_WEAK}\b${GAP}\b${DRUG_CLEAR}\b`),
  new RegExp(
    String.raw`(?<!\b(?:camping|gym|fishing|climbing|ski|bike|hiking|running|photo|camera|football|golf|sports|` +
      String.raw`rain|diving|baby|dj|music|studio|top|first|second|third|reverse|landing|pencil|candle|ear|` +
      String.raw`car|bin|punch|fine|bottom|front|dotted|phone|power|protein|talcum|washing|baking|diet|coca|` +
      String.raw`fresh)\s)\b${DRUG_VAGUE}\b(?! (?:card|pen|tree|tea|bean|party|belt|light|day|killer))${GAP}` +
      String.raw`\b${DEAL_STRONG}\b|\b${DEAL_STRONG}\b${GAP}\b${DRUG_VAGUE}\b(?! (?:card|pen|tree|tea|bean|party|` +
      String.raw`line|belt|light|day|killer))`,
  ),
  new RegExp(
    String.raw`\b(?:any|know a|know any|got a|need a|where'?s (?:a|the)|who'?s (?:ur|your|the)|find a) ` +
      String.raw`(?:local |good |reliable |new |decent |proper )?(?:plug|dealer)\b(?! (?:sockets?|points?|` +
      String.raw`adapt[eo]rs?|in\b|into|it\b|for (?:tickets?|` +
      String.raw`gigs?|concerts?|trainers|sneakers|jobs?|clothes|cards)))|\bplug\w* here\b|\bwhere (?:do|can|` +
      String.raw`could|d) ` +
      String.raw`(?:u|you|i|we|ya) (?:score|cop)\b[^]{0,40}\b(?:need|tonight|tonite|party|round here)|` +
      String.raw`\b(?:do|doing|doin|rack|racking|chop|chopping|have|share) (?:some |a few |a couple |a couple of )?` +
      String.raw`(?:lines|bumps)\b(?! (?:of|for|from|in|on|with|to|together)\b)|\bhmu for (?:the )?(?:good stuff|` +
      String.raw`goods|party favou?rs|bits|supplies)\b|\bparty (?:favou?rs|supplies|treats|goodies)\b[^.!?]{0,30}` +
      String.raw`\b(?:got|have|bring|selling|hmu|dm|need|want)\b|\b(?:got|have|bring|selling|hmu|dm|need|want)\b` +
      String.raw`[^.!?]{0,30}\bparty (?:favou?rs|supplies|treats|goodies)\b`,
  ),
];
/**
 * The proximity expressions run only where their substance occurs (their cue words are everyday), and only
 * where a cue occurs: every match of DRUG[1] contains one of DEAL_WEAK_WORD, of DRUG[2] one of STRONG_DEAL_WORD.
 */
const CLEAR_WORD = new RegExp(String.raw`\b${DRUG_CLEAR}\b`);
const VAGUE_WORD = new RegExp(String.raw`\b${DRUG_VAGUE}\b`);
const DRUG_WORD_G = new RegExp(String.raw`\b(?:${DRUG_CLEAR}|${DRUG_VAGUE})\b`, 'g');
const DRUG_GATE = new RegExp(
  String.raw`${DRUG_CLEAR}|${DRUG_VAGUE}|plug|dealer|score|cop|lines|bumps|hmu|good stuff|ounce|oz|8 ?ball|party|` +
    String.raw`eighth|8th|zip|qp`,
);
const DRUG_GATE_WORDS = new WordGate(DRUG_GATE);
const STRONG_SUBSTANCE = new RegExp(
  String.raw`\b(?:mdma\w*|ket|ketamine|cocaine|coke|c0ke|meth|heroin|fent|fentanyl|snow|charlie|blow|molly|mandy|` +
    String.raw`beans|crystal|lines?|bumps?|pills|percs|oxys?|xans|pingers|ecstasy|xtc|ghb|vicodin|hydrocodone|` +
    String.raw`vallies)\b`,
);

const drugs: RuleFamily = {
  name: 'drugs (cross-author)',
  learnedFrom: LEARNED_FROM,
  canBeHard: true,
  detect(input) {
    const views = viewsOf(input);
    if (!DRUG_GATE_WORDS.anyView(views)) return null;
    let hit =
      (any(CLEAR_WORD, views) && any(DEAL_WEAK_WORD, views) ? first([DRUG[1]], views, true) : null) ??
      (any(VAGUE_WORD, views) && any(STRONG_DEAL_WORD, views) ? first([DRUG[2]], views, true) : null) ??
      first([DRUG[0], DRUG[3]], views, true);
    if (!hit) {
      const words = new Set(views[views.length - 1].match(DRUG_WORD_G) ?? []);
      if (words.size >= 2 && any(DEAL_WEAK_WORD, views)) hit = `${[...words].join(', ')} with a dealing cue`;
    }
    if (!hit || (any(MEDICAL, views) && !any(STRONG_DEAL_WORD, views))) return null;
    return ruleSignal('drug_sale', STRONG_SUBSTANCE.test(hit) ? 82 : 60, hit);
  },
};

// ------------------------------------------------------------------------------------------------
// Off-platform lures (not the stranger-emoji or first-message-link rules, which lures.ts owns): moving the
// chat to an app ("come to insta", "wickr me: luvbug_88", "skype? name is tommo.k.88"), "same as here",
// "this app reads our msgs, lets go somewhere safer", "gimme ur number", "link in bio", "my other profile …
// click it", "whats your gmail".
const APP =
  String.raw`(?:insta|instagram|ig|snap|snapchat|sc|kik|telegram|whatsapp|whats app|wickr|hangouts|` +
  String.raw`google hangouts|skype|viber|wechat|discord|threema|messenger|facebook|fb|tiktok)`;
const HANDLE = String.raw`@?(?=[a-z0-9_.]*[a-z])(?=[a-z0-9_.]*[\d_.])[a-z0-9_.]{4,}`;
/**
 * Both said they would swap contacts, or have met or talked for weeks (ADR 127, ADR 148): the one definition, also
 * used by lures.ts's off-platform family.
 */
export const AGREED = new RegExp(
  String.raw`\b(?:like|as) (?:we|i|you|u) (?:agreed|promised|said|discussed|planned)\b|\bas promised\b|` +
    String.raw`\bhere'?s mine\b|\b(?:you|u) asked for (?:it|my)\b|\bafter (?:our|the|last night'?s) date\b|` +
    // they have met or talked for weeks, or a date is being arranged (ADR 148): "after the coffee on saturday",
    // "after meeting you at the bookshop", "we met two times", "talked five weeks and had two dates",
    // "in case i'm running late", "text me when you're leaving so i know you got there safe"
    String.raw`\bafter (?:our|the|last night'?s|meeting (?:you|u)|seeing (?:you|u))\b(?: \w+){0,2}? (?:date|dinner|` +
    String.raw`coffee|drinks?|lunch|brunch|walk|movie|hike|meetup)\b|\bafter (?:meeting|seeing) (?:you|u) (?:at|in|` +
    String.raw`irl|in person)\b|\bwe(?:'ve| have)? (?:met|been out|gone out|went out) (?:\w+ )?(?:times|twice|` +
    String.raw`already|` +
    String.raw`in person|irl)\b|\b(?:talked|talking|chatted|chatting) (?:for )?(?:\w+ )?(?:weeks|months)\b|` +
    String.raw`\bhad (?:two|three|four|a few|several|\d) dates\b|\bin case (?:i'?m|im|i am|i run|i'?m running) ` +
    String.raw`(?:running )?late\b|\bso i know (?:you|u) (?:got|get|made it|are) (?:there|home|back)\b|` +
    String.raw`\b(?:text|call|write|message) me when (?:you|u) (?:are |'re |re )?(?:arrive|get (?:there|home|here)|` +
    String.raw`leave|leaving|are home|home|land)\b|\blooking forward to (?:monday|tuesday|wednesday|thursday|` +
    String.raw`friday|saturday|sunday|tonight|tomorrow|our date|dinner|the date)\b|` +
    // the reader asked or said yes (round 12): "since you said yes", "you said you'd rather whatsapp"
    String.raw`\b(?:since|now that|as|because|cos) (?:you|u) (?:said yes|said ok|agreed)\b|\b(?:you|u) said ` +
    String.raw`(?:you'?d|you would|u'?d) (?:rather|prefer)\b|` +
    // a meeting being arranged: "to firm up saturday at the pub", "in case you can't find me at the bar"
    String.raw`\b(?:firm up|confirm|sort out|finali[sz]e|arrange)\b[^.!?]{0,25}\b(?:monday|tuesday|wednesday|` +
    String.raw`thursday|friday|saturday|sunday|tonight|tomorrow|the date|our date|the plan|plans|dinner|drinks)\b|` +
    String.raw`\bin case (?:you|u) (?:can'?t find me|get lost|(?:are|'re|re) (?:late|lost)|run late|` +
    String.raw`need to cancel)\b|` +
    String.raw`\b(?:we'?re|we are) (?:still )?(?:meeting|on for)\b|` +
    // they have met in person (round 16, ADR 205): a meeting told in the past — "great meeting you yesterday", "so
    // good to finally meet you today", "lovely to meet in person", "now that we've met", "since we met at the wall" —
    // or a swap agreed or asked for ("since we agreed", "since you asked"). "nice to meet you" with no time or place
    // is an online greeting and is not a meeting.
    String.raw`\b(?:met|(?:great|lovely|nice|good|glad|fun|amazing|wonderful|loved|enjoyed|after|since) ` +
    String.raw`(?:\w+ )?meeting) (?:(?:you|u|each other) )?(?:(?:finally|properly) )?(?:yesterday|today|earlier|` +
    String.raw`this (?:morning|afternoon)|last (?:night|week|weekend)|the other (?:day|night)|in person|irl|` +
    String.raw`at the)\b|\b(?:it was|was) (?:\w+ ){0,2}to (?:finally )?meet\b|` +
    String.raw`\bto (?:finally )?(?:meet|have met) (?:(?:you|u) )?` +
    String.raw`(?:yesterday|earlier|last (?:night|week|weekend)|the other (?:day|night))\b|` +
    String.raw`\b(?:since|now that|now|after|as) (?:we'?ve|we have|we) (?:finally |actually |properly )?met\b|` +
    String.raw`\bwe met (?:at|in|on|yesterday|today|last|irl|in person)\b|` +
    String.raw`\b(?:since|as|because|cos) (?:we|you and i|u and i) (?:agreed|said we would)\b|` +
    String.raw`\b(?:since|as|because|cos) (?:you|u) asked\b|` +
    // who wanted the swap (round 17, ADR 215): the reader proposed or asked for it ("like you suggested"), both said
    // they wanted it ("since we both said we'd rather text"), or the message answers the reader's ask with an assent
    // right before the contact ("sure, my insta is …", "so yes, here's my number"); a meeting had ("had a lovely time
    // tonight", "after last night", "met three times", "chatting for a month") or under way ("if you can't see me")
    String.raw`\b(?:like|as|since|because|cos) (?:you|u) (?:suggested|asked|requested)\b|` +
    String.raw`\b(?:like|as|since|because|cos) (?:we|you and i|u and i) (?:both )?(?:said|agreed|decided)\b|` +
    // (review, ADR 217) the assent answers the reader only where a reply opens — the message, or "so yes" after the
    // reason ("you're gorgeous. yes my whatsapp is …" answers nothing); a time had is spent together — a time or a date
    // (a night / evening / day only "with you"), not online ("a great time chatting today") nor the speaker's own
    // ("had a long day today")
    String.raw`(?:^|\bso )(?:sure|yes|yeah|yep|yup|ok|okay|of course|go on then)[,!.]? (?=(?:here'?s|` +
    String.raw`heres|here is|my|add|it'?s|its|text|call) )|` +
    String.raw`\bhad (?:a|such a) (?:\w+ ){0,2}(?:(?:time|date)|(?:night|evening|day) with (?:you|u))` +
    String.raw`(?! (?:chatting|talking|texting|messaging|on here|online)) (?:\w+ ){0,2}?(?:tonight|last night|` +
    String.raw`yesterday|today|earlier|this (?:morning|afternoon|evening))\b|\bafter last night\b|` +
    // (review, ADR 217) a meeting under way is a place where the reader looks for the speaker ("… if you can't see
    // me", "… find me at the bar"), not a reply looked for ("if you don't see me reply"); a span of chat is no meeting
    String.raw`\bmet (?:\w+ )?(?:times|twice)\b|` +
    String.raw`\b(?:in case|if) (?:you|u) (?:can'?t|can ?not|don'?t) (?:find|see|spot) me\b` +
    String.raw`(?=\s*(?:$|[.!?,;:)]|\b(?:at|in|by|outside|inside|near|there)\b))`,
);
/**
 * Both agreed to swap contacts in a chat the reader replied to (ADR 127, 148, 178): in the message, or in the
 * sender's earlier parts to the same member ("we're meeting at 7, right?" / "my number is …", round 12).
 */
export const agreedSwap = (views: readonly string[], ctx: RuleInput['ctx']): boolean =>
  ctx.recipientHasReplied === true &&
  !views.some((v) => exec(NOT_A_SWAP, v) !== null) &&
  (views.some((v) => exec(AGREED, v) !== null) || agreedEarlier(ctx.recentMessages));
/**
 * Whether one of the last four earlier parts agrees a swap. The sender's recent parts come back with every send: each
 * part's answer is kept by its text (ADR 220; bounded as the engine's cache of their views).
 */
const agreedParts = new Map<string, boolean>();
function agreedEarlier(recent: readonly unknown[] | undefined): boolean {
  if (!recent) return false;
  for (let i = Math.max(0, recent.length - 4); i < recent.length; i++) {
    const m = recent[i];
    if (typeof m !== 'string') continue;
    let agreed = agreedParts.get(m);
    if (agreed === undefined) {
      if (agreedParts.size >= 2048) agreedParts.clear();
      agreedParts.set(m, (agreed = AGREED.test(m.toLowerCase())));
    }
    if (agreed) return true;
  }
  return false;
}
/**
 * A part that blames the app, asks for money or sells time is no swap for a meeting, whatever was arranged — in the
 * message itself too ("since you said yes, text me on whatsapp, the app keeps deleting my chats": review of round 12).
 */
const NOT_A_SWAP = new RegExp(
  String.raw`\b(?:never|rarely|hardly|barely) (?:on|use|check) (?:here|this)|\bdelet\w*|\bglitch\w*|` +
    String.raw`\bdon'?t use this|[$£€]|\b(?:pay|fee|deposit|code|link|gift|crypto|bitcoin|money|cash|rates?|` +
    String.raw`agency|bookings?|per hour|an hour)\b|` +
    // money-making content or a lure handle (ADR 210): "great meeting you yesterday! add me @quickcash_mike, i've got
    // an investment thing to show you" is a pitch, whatever meeting is claimed
    String.raw`\b(?:invest\w*|trading|trader|forex|profits?|returns|opportunit\w*|passive income|side hustle|` +
    String.raw`business (?:idea|thing|plan)|details there|info there)\b|` +
    // (a handle runs on over its dots: "cashflow.king99", ADR 215)
    String.raw`(?:@|\b)[\w.]*(?:cash|money|invest|profit|crypto|rich|btc|forex|trade|wealth|earn)[\w.]*` +
    String.raw`(?<=\w[._]\w+|\d)|` +
    // (review, ADR 217) a swap is the contact and nothing more: not the speaker's absence from the app or its fault
    // given as the reason ("i'm hardly ever on here", "leaving this app", "they spy on chats here"), not the reader
    // asked to send, lend or give something other than a message ("send me the pics there", "can you lend me some"),
    // not a pitch offered ("i'll teach you how …", "my manager will contact you")
    String.raw`\b(?:i'?m|im|i am|i'?ll be|i will be) (?:\w+ ){0,2}?(?:not|hardly|rarely|barely|never|leaving|` +
    String.raw`quitting|deleting|off)\b(?: \w+){0,2}? (?:on )?(?:here|this app|the app)\b|` +
    String.raw`\b(?:here|this app|the app|they|account)\b[^.!?]{0,20}\b(?:spy|spies|spying|steals?|stealing|` +
    String.raw`reads?|reading|monitors?|bann?\w*|track\w*|censor\w*)\b|` +
    String.raw`\b(?:send|lend|loan|give|wire|buy) me\b(?! (?:a |an )?(?:text|message|msg|dm|call|ring|line|` +
    String.raw`voice ?note|add|follow|on|at|there|here)\b)|\b(?:can|could|would) (?:you|u) (?:lend|loan|send|give|` +
    String.raw`wire|buy)\b|\b(?:send|give) (?:\w+ )?(?:pics?|photos?|nudes?|selfies?|videos?|vids?|money|cash)\b|` +
    String.raw`\b(?:teach|introduce) (?:you|u)\b|\bshow (?:you|u) how\b|` +
    String.raw`\b(?:he|she|they|my \w+)(?:'ll| will| can| is going to| is gonna) (?:contact|reach|message|text|call|` +
    String.raw`add|help) (?:you|u)\b|` +
    // nor secrecy as the reason ("we can talk without anyone reading", "where it's private")
    String.raw`\bprivate\b|\bwithout (?:anyone|anybody|them|the app)\b|\b(?:no ?one|nobody) (?:can|will|gets to) ` +
    String.raw`(?:see|read)\b`,
);
const OFF = [
  new RegExp(
    String.raw`\b(?:come|hop|jump|go|head|move|switch|lets go|let'?s go|lets do|let'?s do) (?:over )?(?:to|on|` +
      String.raw`onto)? ?` +
      String.raw`${APP}\b[^.!?]{0,20}\b(?:easier|instead|better|rather|more private)|\b(?:come|hop|jump|head|move) ` +
      String.raw`(?:over )?(?:to|on|onto) (?:${APP})\b`,
  ),
  new RegExp(
    String.raw`\b(?:${APP})\b\W{0,3}(?:me|us)?\s*[:=?]\s*(?:my )?(?:name|id|user ?name|handle|@)?\s*(?:is|it'?s|` +
      String.raw`its|:)?\s*${HANDLE}|\b(?:wickr|kik|skype|viber|hangouts|telegram|wechat|threema) me\b|` +
      String.raw`\b(?:${APP})\b[^.!?]{0,25}\badd me\b|\badd me\b[^.!?]{0,25}\b(?:${APP})\b`,
  ),
  new RegExp(
    String.raw`(?:@|\b(?:user ?name|name|handle|id|tag))\s+(?:is\s+)?(?:the\s+)?same as (?:here|on here|my name ` +
      String.raw`here|this|my profile|my name)\b|\b(?:this app|the app|they|vibeline)\b[^.!?]{0,20}\b(?:reads|` +
      String.raw`monitors|watches|spies on|tracks|censors|logs|screens)\b[^]{0,60}\b(?:somewhere|elsewhere|another ` +
      String.raw`app|other app|safer|private)|\b(?:let'?s|lets|we should|can we) (?:go|move|talk|chat) ` +
      String.raw`(?:somewhere|elsewhere) (?:safer|more private|private|else)\b`,
  ),
  new RegExp(
    String.raw`\b(?:gimme|give me|send me|drop|drop me|text me|whats|what'?s|what is) (?:ur|your|ya) (?:number|` +
      String.raw`digits|` +
      String.raw`num|#|cell|mobile|phone number|gmail|email|e-mail|hotmail|yahoo|kik|snap|insta|ig)\b(?! (?:one|1)` +
      String.raw`\b)|\blinks? (?:is )?(?:in|on) (?:my |the )?(?:bio|profile)\b|\bmy other (?:profile|page|` +
      String.raw`account|acc)\b[^]{0,30}\b(?:click|tap|link|follow|visit|add)\b`,
  ),
];
const OFF_GATE = new RegExp(
  String.raw`${APP}|same as|app|they|vibeline|somewhere|elsewhere|gimme|give me|send me|drop|text me|what|link|` +
    String.raw`my other`,
);
const OFF_GATE_WORDS = new WordGate(OFF_GATE);

const offPlatform: RuleFamily = {
  name: 'off-platform lures (cross-author)',
  learnedFrom: LEARNED_FROM,
  canBeHard: false,
  detect(input) {
    const views = viewsOf(input);
    if (!OFF_GATE_WORDS.anyView(views) || any(REPORTED, views)) return null;
    const hit = first(OFF, views, true);
    // A swap both agreed to in a mutual chat stays lower, as in lures.ts (ADR 127).
    return hit ? ruleSignal('off_platform', agreedSwap(views, input.ctx) ? 30 : 55, hit) : null;
  },
};

export const CROSS_AUTHOR_FAMILIES: readonly RuleFamily[] = [
  minors,
  harassment,
  hate,
  unsolicitedSexual,
  scams,
  drugs,
  offPlatform,
];

/** Every expression of the families without the `u` flag (the prefilter equivalence test reads them). */
export const CROSS_AUTHOR_EXPRESSIONS: readonly RegExp[] = [
  REPORTED,
  ...MINOR_SPEAKER,
  ...[...SPLIT.values()].flat(),
  THIRD_PARTY_YOUNG,
  ...MINOR_WANTED,
  MINOR_GATE,
  ...HARASS,
  PERSIST_STRONG,
  STALK_ACCOUNTS,
  HARASS_GATE,
  ...HATE,
  HATE_HARD,
  HATE_GATE,
  ...UNSOLICITED,
  UNSOLICITED_GATE,
  MONEY_ASK,
  ...SCAM_OTHER,
  SCAM_GATE,
  ...DRUG,
  CLEAR_WORD,
  VAGUE_WORD,
  DEAL_WEAK_WORD,
  MEDICAL,
  STRONG_DEAL_WORD,
  PARENT_SECRECY,
  SCHOOL_QUESTION,
  GROOMING_CUE,
  GROUP_WORD,
  GROUP_WORD_ALL,
  ROLEPLAY,
  SEXUAL_TALK,
  PUPIL_LIFE_ONE,
  TEEN_ANY,
  PERSIST_WEAK_ONE,
  DRUG_GATE,
  ...OFF,
  OFF_GATE,
  NOT_A_SWAP,
];
PREFILTER.register(CROSS_AUTHOR_EXPRESSIONS.filter((r) => !r.unicode));
