/**
 * Round 34 (issue 15, ADR 335): minors, drugs and off-platform lures in plain wording the older readers do not read —
 * word classes and frames any author would use, not phrases from a set:
 *  - M1, the speaker's school stage in a school system the older rules lack (Singapore "sec 3", Ghana / Nigeria
 *    "JHS 2" / "JSS 3" / "SS1", Indian "8th standard" / "class 9", French "4ème" / "seconde", Dutch "havo 3", German
 *    "klasse 9", Spanish "3 ESO", Scottish "S3", Caribbean "second form", Irish "transition year"), said in the
 *    present ("I'm in …", "I dey …", "just started …", "… student here"), or an exam only pupils sit, ahead ("doing my
 *    nat 5s this year", "I've got my junior cert in june"), or a coming 15th / 16th birthday ("my quinceañera is in
 *    two weeks"). A teacher, a parent, a past ("when I was …"), a music or sport grade, "of my course" are not.
 *  - M2, an age said without the usual copula ("I only 14", "abeg I dey 15", "mi 16 but …"), closed like an age
 *    (a comma, "but", "so", "yrs"), never before a unit ("I only 15 minutes away").
 *  - D, a supply or ask frame ("I've got", "hook you up with", "who's got", "you got a guy for") around a street name
 *    the older lists lack (bud, green, herb, ganja, chang, beak, eccies, zoots, tik, dexies, vallies, brown, white,
 *    crystal, spice, nos) with a trade cue (a price, a bag, cash, "for saturday", "if you want"), or a prescribed
 *    medicine offered for money ("my methadone … can sell you some", "vallies … a fiver a strip").
 *  - O, contact asked for with a handing verb ("chuck us your number", "drop your @"), or the chat moved to an app or
 *    place the older lists lack ("hit me up on teams", "find me on the one with the ghost", "download threema … my
 *    id", "I'm on hinge too … message me there"). The phone's own channels (text, iMessage, FaceTime) are not read:
 *    a match moving to text once plans are made is harmless (review probes, set 32).
 * Minors are `minor_age` (hard: BLOCK); drugs and lures are REVIEW findings. Hand-written from general knowledge;
 * every class has its own paraphrases and ≥ 100 harmless twins in round34-classes.probes.ts.
 */
import type { ContextSignal } from '../types';
import { WordGate } from '../word-groups';
import type { RuleInput } from './types';

const S = String.raw;
const NOTHING: ContextSignal[] = [];
const MINOR_RISK = 90;
const SOFT_RISK = 62;
const rx = (...parts: string[]) => new RegExp(parts.join(''));
const gate = (words: string): WordGate => new WordGate(new RegExp(S`\b(?:${words})\b`));

// ------------------------------------------------------------------------------------------------
// M1: a school stage said by the speaker
/** Stages only a pupil under 18 holds, in school systems the older rules do not name. */
const STAGE =
  S`(?:sec(?:ondary)?\s?[1-4]|s[1-4]|j\.?s\.?s\.?\s?[1-3]|j\.?h\.?s\.?\s?[1-3]|s\.?s\.?s?\.?\s?[1-3]|` +
  S`(?:1st|2nd|3rd|4th|5th|first|second|third|fourth|fifth)\s+form|form\s+(?:[1-5]|one|two|three|four|five)|` +
  S`(?:std|standard|class)\s?(?:[5-9]|10|v|vi|vii|viii|ix|x)|(?:[5-9]|10)(?:th)?\s+(?:std|standard|class)|` +
  S`grade\s?(?:[5-9]|1[01])|(?:[5-9]|1[01])th\s+grade|[3-6]\s?(?:e|eme)|(?:seconde|2nde)(?!\s+classe)|` +
  S`(?:havo|vwo|vmbo|mavo)\s?[1-5]|[1-5]\s?(?:havo|vwo|vmbo|mavo)|klasse?\s?(?:[5-9]|10)|[1-4]\s?(?:o\s?)?eso|` +
  S`transition year|(?:1st|2nd|3rd|first|second|third) year (?:of|at|in) (?:middle|junior high|junior secondary) ` +
  S`school)\b`;
/** What makes a stage something else: a teacher's class, a music, climbing or sport grade, a civil service grade, a
 *  course, a bucket, a gym class, a stand or block of seats (ADR 336 added the last four kinds). */
const STAGE_NOT =
  S`(?![^.!?,]{0,25}\b(?:teach\w*|tutor\w*|coach\w*|coordinator|piano|violin|guitar|cello|flute|singing|ballet|` +
  S`dance|music|theory|karate|judo|taekwondo|belt|hgv|licen[cs]e|driving|scout\w*|pottery|course|phd|degree|` +
  S`apprenticeship|uni|university|college|bucket|gym|spin|yoga|pilates|place|league|driver|drums?|sax\w*|` +
  S`trumpet|clarinet|trombone|cornet|climb\w*|boulder\w*|civil service|stadium|stand|block|section|seats?)\b)` +
  S`(?!\s+(?:of|reading|books?|level|mode|vibes?|energy)\b)`;
/** The speaker, now: "I'm (in) …", "I dey …", "mi deh inna …", "ik zit in …", "je suis en …", "just started …". */
const SPEAKER =
  S`(?:\b(?:i'?m|im|i am|iam)\s+(?:(?:just|now|still|only|currently|in|inna|into|a|an|at|doing|starting|` +
  S`going into)\s+){0,3}|\b(?:i|mi|me|ah)\s+(?:dey|deh|de|be)\s+(?:(?:in|inna|for|a)\s+)?|\b(?:ik )?zit in\s+|` +
  S`\b(?:je suis|jsuis|chui) en\s+|\bestoy en\s+|\bich bin in (?:der\s+)?|` +
  S`(?:^|[.!?,;]\s*|\bi(?:'ve| have)?\s+)(?:just started|just starting|starting|going into|currently in)\s+)`;
const SCHOOL_SPEAKER = rx(SPEAKER, STAGE, STAGE_NOT);
/** "sec 2 girl here", "SS1 student here": a stage introducing the speaker. */
const SCHOOL_HERE = rx(S`(?:^|[.!?,;]\s*)`, STAGE, S`\s+(?:student|pupil|girl|boy|kid|schoolgirl|schoolboy)?\s*here\b`);
/** Exams only pupils sit, ahead of the speaker. */
const EXAM =
  S`(?:junior cert|junior cycle|nat(?:ional)?\s?[45]s?|n[45]s|csec|cxc|bece|o[- ]?levels?|` +
  S`(?:10th|class 10|ssc|matric) (?:boards?|board exams?))`;
const EXAM_AHEAD = rx(
  S`(?:\b(?:i'?m|im|i am)\s+(?:doing|sitting|taking|writing|studying for|revising for)\s+my\s+${EXAM}|`,
  S`(?:^|[.!?,;]\s*)(?:doing|sitting|taking|writing)\s+my\s+${EXAM}|`,
  S`\bi(?:'ve| have)?\s+got\s+my\s+${EXAM}(?:\s+exams?)?\s+(?:in|next|this|coming|soon|tomorrow))`,
  S`(?![^.!?]{0,30}\b(?:again|at (?:[2-9]\d)|for fun|adult|mature|resit\w*|retak\w*|night school)\b)`,
);
/** A 15th or 16th birthday coming: the speaker is 14 or 15. */
const BIRTHDAY_AHEAD = rx(
  S`\bmy\s+(?:quince(?:anera)?s?|sweet (?:16|sixteen)|16th birthday|15th birthday)\s+(?:is|'s)\s+`,
  S`(?:in|next|this|coming|on|soon|tomorrow)\b|\b(?:after|before|till|until)\s+my\s+(?:quince(?:anera)?s?|`,
  S`sweet (?:16|sixteen))\b`,
);
const SCHOOL_GATE = gate(
  S`sec|secondary|s1|s2|s3|s4|jss|jhs|ss1|ss2|ss3|sss|form|std|standard|class|grade|seconde|2nde|3e|4e|5e|6e|` +
    S`3eme|4eme|5eme|6eme|havo|vwo|vmbo|mavo|klasse|klas|eso|transition|year|junior|cert|nat|n4s|n5s|csec|cxc|` +
    S`bece|levels|level|boards|board|quince|quinceanera|quinces|sweet|birthday`,
);

// ------------------------------------------------------------------------------------------------
// M2: an age said without the usual copula
const TEEN = S`(?:1[0-7]|ten|eleven|twelve|thirteen|fourteen|fifteen|sixteen|seventeen)`;
const AGE_BARE = rx(
  S`(?:^|[.!?,;:]\s*|\b(?:abeg|sha|na|but|and|so|lol|ok|okay|honestly|tbh|well|oh)\s+)`,
  S`(?:(?:i|me|mi|ah)\s+(?:only|just|jus|onli|be|dey|de|di|still)\s+(?:only\s+|just\s+)?|(?:mi|me)\s+)${TEEN}`,
  // a score beside another player's ("me 15, you 12")
  S`(?![,;]?\s*(?:you|u|ya|him|her|them|he|she)\s+\d)`,
  S`(?=\s*(?:$|[.!?,;:)]|(?:yrs?|years?)(?: old)?\b(?!\s+(?:ago|in|of|as|a|at|with|on|since|experience|married|`,
  S`into|now|here|later))|(?:y\/?o|yo)\b|(?:but|so|sha|oh|o|ooo?|abeg|tho|though|lol|fr)\b(?!\s+(?:minutes?|mins?))))`,
);
const AGE_GATE = gate(S`only|just|jus|onli|be|dey|de|di|still|me|mi`);

// ------------------------------------------------------------------------------------------------
// D: a supply or ask frame around a street name, with a trade cue; a prescribed medicine sold on
const SUPPLY =
  S`(?:\b(?:i'?ve got|ive got|i got|got|i have|i do|i can (?:get|sort|bring|post|send|drop|sell)(?: (?:you|u|ya))?|` +
  S`can (?:get|sort) (?:you|u|ya)|i'?ll (?:get|sort|bring|post|drop)(?: (?:you|u|ya))?|` +
  S`hook (?:you|u|ya) up(?: with)?|sort (?:you|u|ya)(?: out)?(?: with)?|sell(?:ing)? (?:you|u|ya)|selling|` +
  S`who'?s got|who has|who can sort (?:me|us)|any(?:one|body) (?:got|selling|sell|have)|(?:you|u) got any|` +
  S`got any|(?:you|u) got a guy for|know a guy for|can (?:you|u) get (?:me|us)|fit find me|find me some|` +
  S`where (?:can|do) i (?:get|find|score)|need some|after some|uko na|una get)\b)`;
const FILL =
  S`(?:\s+(?:some|sum|any|a few|a bit of|a couple of|a bag of|a strip of|the|good|fresh|proper|nice|` +
  S`of|my|more|extra|quality|decent|real|top|dank|sticky|for))*`;
/** "for the sauce", "for the paint job": a colour or a common noun for a thing, not for a night out (ADR 336). */
const FOR_A_THING = S`\s+(?:the|my|a|an|our|your|ur)\s+(?!party|parties|rave|festival|club|weekend|night|sesh|session)\w`;
/** Street names the older lists lack; colours and common nouns only bare (not "white wine", "green beans"). */
const STREET =
  S`(?:(?<!\bin )buds?(?!\s+on\b)|herb|ganja|gan+ja|chang|beak|eccies|eccys|zoots|zooties|tik(?!\s*tok)|dexies|dexys|` +
  S`vallies|vallys|nos(?=\s*(?:$|[,.!?]|canisters|cannisters|balloons|tanks|bottles))|` +
  S`(?:white|brown|green|crystal|spice|blues)(?=\s*(?:$|[,.!?;]|in\b|for\b(?!${FOR_A_THING})|if\b|tonight\b|and\b|` +
  S`at\b|to\b|on\b)))`;
const TRADE =
  S`(?:\b\d+\s*(?:quid|bucks|dollars|pounds|euros|each|a bag|a strip|a g|for a|a pop)\b|[£$€]\s?\d|\b(?:tenner|` +
  S`fiver|score|twenty|a bag|bags|a g|g'?s|grams?|an eighth|a q|ounce|oz|a strip|strips|cash|pay|paying|price|` +
  S`mates rates|cheap|deal|delivers?|for (?:the|tonight|saturday|friday|sunday|the weekend|the party|the rave|` +
  S`the festival|the club|the wedding)|if (?:you|u|ur) (?:want|keen|fancy)|want (?:any|some|anything)|` +
  S`need (?:any|some|a bag)|i'?m out|paying)\b)`;
const STREET_DEAL = rx(SUPPLY, FILL, S`\s+`, STREET, S`\b`);
const TRADE_CUE = new RegExp(TRADE);
/** Prescribed medicines of abuse, and an offer to sell them on (in either order, in one sentence). */
const MED =
  S`\b(?:methadone|suboxone|subutex|bupe|oxycodone|oxycontin|oxys|tramadol|tramies|diazepam|valium|vallies|` +
  S`dexies|dexedrine|ritalin|vyvanse|adderall|codeine|pregabalin|gabapentin|morphine|lorazepam|clonazepam)\b`;
const SELL_ON =
  S`\b(?:(?:can |could |will |i'?ll )?sell (?:you|u|ya|some|them|a strip|it)|swap (?:\w+ )?for cash|` +
  S`buy (?:some|a strip|a few|them) off me|for sale|\d+\s*(?:quid|each|a strip|a tab)|fiver a|tenner a|` +
  S`mates rates|cash only)\b`;
const MED_SOLD = rx(MED, S`[^.!?]{0,60}`, SELL_ON, S`|`, SELL_ON, S`[^.!?]{0,40}`, MED);
const DRUG_GATE = gate(
  S`bud|buds|herb|ganja|chang|beak|eccies|eccys|zoots|zooties|tik|dexies|dexys|vallies|vallys|nos|white|brown|` +
    S`green|crystal|spice|blues|methadone|suboxone|subutex|bupe|oxycodone|oxycontin|oxys|tramadol|tramies|` +
    S`diazepam|valium|dexedrine|ritalin|vyvanse|adderall|codeine|pregabalin|gabapentin|morphine|lorazepam|` +
    S`clonazepam`,
);

// ------------------------------------------------------------------------------------------------
// O: contact asked for with a handing verb; the chat moved to an app or place the older lists lack
const HANDING = rx(
  S`\b(?:chuck|bung|drop|slide|pass|shoot|fling|toss|ping)\s+(?:us|me|over)\s+(?:your|ur|yer|ya)\s+`,
  S`(?:@|digits|number|num|addy|handle|deets|contact|snap|insta|ig|whats ?app)|`,
  S`\b(?:drop|slide)\s+(?:your|ur|yer|ya)\s+(?:@|digits|addy|handle|deets)(?!\w)`,
);
/** Apps and places the older lists lack, or named by their picture. */
const ELSEWHERE =
  S`(?:(?:ms |microsoft )?teams|hinge|bumble|tinder|grindr|feeld|raya|okcupid|pof|` +
  S`plenty of fish|google chat|gchat|the tok|threema|element|wire app|` +
  S`the (?:green|blue|yellow|purple|bird|ghost) (?:app|one)|the one with the (?:ghost|camera|bird|phone))`;
const MOVE =
  S`\b(?:move (?:this |it |us |the chat )?(?:to|over to|onto)|switch (?:this |us )?to|take (?:this|it) to|` +
  S`continue (?:this )?on|chat on|talk on|hit me(?: up)? on|message me on|msg me on|dm me on|find me on|` +
  S`add me on|get on my|join me on|come (?:to|on) my|see you on)\s+`;
const MOVED = rx(
  MOVE,
  ELSEWHERE,
  S`(?!\s+(?:at work|for work|meeting|call tomorrow|later for the|saturday|sunday|friday))|\bdownload\s+`,
  S`(?:threema|element|wire|session|signal|telegram|viber|kik|wechat|line)\b[^]{0,40}\b(?:id|handle|`,
  S`number|username|name)\b`,
);
/** "I'm on hinge too … message me there": another dating app, and the speaker waiting there — asked of the reader,
 *  not a third person ("my sister keeps trying to find me there", ADR 336). */
const THERE = rx(
  S`\b(?:i'?m|im|i am)\s+(?:also\s+)?on\s+${ELSEWHERE}\b[^]{0,60}(?:^|[.!?,;]\s*|\b(?:just|so|then|and|pls|`,
  S`please|(?:you|u) can|can|could|go|come)\s+)(?:message|msg|find|add|text|dm|hit|swipe on|match)\s+me\b`,
  S`[^.!?]{0,15}\bthere\b`,
);
/** A work app named in work talk ("see you on teams for the standup"): colleagues, not a lure (ADR 336). */
const WORK_APP = /\b(?:teams|google chat|gchat)\b/;
const WORK_TALK =
  /\b(?:stand-?up|project|deadline|slides|meeting|work|office|colleagues?|clients?|shift|boss|manager|rota|sprint|presentation|report)\b/;
const LURE_GATE = gate(
  S`chuck|bung|drop|slide|pass|shoot|fling|toss|ping|move|switch|take|continue|chat|talk|hit|message|msg|` +
    S`dm|find|add|get|join|come|see|download|imessage|facetime|teams|hinge|bumble|tinder|grindr|threema`,
);

const anyMatch = (r: RegExp, views: readonly string[]): RegExpExecArray | null => {
  for (const v of views) {
    const m = r.exec(v);
    if (m) return m;
  }
  return null;
};

/** The speaker's adult age in the same message ("cant believe I'm 35"): a stage or a short form is then no age. */
const ADULT_AGE =
  /\b(?:i'?m|im|i am|i turned|turned)\s+(?:now\s+|actually\s+|literally\s+)?(?:1[89]|[2-9]\d)\b(?!\s*(?:mins?|minutes|hours?|hrs|%|k\b|miles|km|quid|pounds|bucks|years? ago|days|weeks|months|times|stone|kg|lbs|cm|ft|th\b))/;

/** Why the speaker reads as under 18 in wording of M1 or M2, or null. */
function minorEvidence(views: readonly string[]): string | null {
  if (views.some((v) => ADULT_AGE.test(v))) return null;
  if (SCHOOL_GATE.anyView(views)) {
    const m = anyMatch(SCHOOL_SPEAKER, views) ?? anyMatch(SCHOOL_HERE, views) ?? anyMatch(EXAM_AHEAD, views);
    if (m) return `school stage of the speaker: ${m[0].trim()}`;
    const b = anyMatch(BIRTHDAY_AHEAD, views);
    if (b) return `a 15th / 16th birthday ahead: ${b[0].trim()}`;
  }
  if (AGE_GATE.anyView(views)) {
    const a = anyMatch(AGE_BARE, views);
    if (a) return `age under 18 said plainly: ${a[0].replace(/^[.!?,;:\s]+/, '')}`;
  }
  return null;
}

/** A drug deal in a street name or a prescribed medicine sold on, or null. */
function drugEvidence(views: readonly string[]): string | null {
  if (!DRUG_GATE.anyView(views)) return null;
  for (const v of views) {
    const m = STREET_DEAL.exec(v);
    if (!m) continue;
    const from = Math.max(v.lastIndexOf('.', m.index), v.lastIndexOf('?', m.index), v.lastIndexOf('!', m.index)) + 1;
    const stops = ['.', '?', '!'].map((c) => v.indexOf(c, m.index + m[0].length)).filter((i) => i >= 0);
    // the sentence of the street name and a short reach past it ("anyone selling …? need it for saturday")
    const end = m.index + m[0].length;
    const sentence = v.slice(
      from,
      Math.max(stops.length ? Math.min(...stops) + 1 : v.length, Math.min(v.length, end + 40)),
    );
    // "you got a guy for zoots?": the ask names the dealer; a trade cue otherwise
    if (/\b(?:got a guy|know a guy|uko na|una get)\b/.test(m[0]) || TRADE_CUE.test(sentence.replace(m[0], ' ')))
      return `street drug offered or asked for: ${m[0].trim()}`;
  }
  const med = anyMatch(MED_SOLD, views);
  return med ? `prescribed medicine sold on: ${med[0]}` : null;
}

/** A move off the app in wording the older lists lack, or null. */
function lureEvidence(views: readonly string[]): string | null {
  if (!LURE_GATE.anyView(views)) return null;
  const m = anyMatch(HANDING, views) ?? anyMatch(MOVED, views) ?? anyMatch(THERE, views);
  if (!m || (WORK_APP.test(m[0]) && views.some((v) => WORK_TALK.test(v)))) return null;
  return `contact moved off the app: ${m[0]}`;
}

const has = (found: readonly ContextSignal[], kinds: readonly string[], atLeast: number): boolean =>
  found.some((s) => kinds.includes(s.kind) && s.risk >= atLeast);

export function round34ClassSignals(input: RuleInput): ContextSignal[] {
  const { views, found } = input;
  const out: ContextSignal[] = [];
  if (!has(found, ['minor_age', 'minor_reference'], 75)) {
    const minor = minorEvidence(views);
    if (minor) out.push({ kind: 'minor_age', risk: MINOR_RISK, evidence: minor.slice(0, 120) });
  }
  if (input.hardOnly) return out.length ? out : NOTHING;
  if (!has(found, ['drug_sale', 'solicitation'], 40)) {
    const drug = drugEvidence(views);
    if (drug) out.push({ kind: 'drug_sale', risk: SOFT_RISK, evidence: drug.slice(0, 120) });
  }
  if (!has(found, ['off_platform'], 40)) {
    const lure = lureEvidence(views);
    if (lure) out.push({ kind: 'off_platform', risk: SOFT_RISK, evidence: lure.slice(0, 120) });
  }
  return out.length ? out : NOTHING;
}
