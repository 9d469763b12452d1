/**
 * Round 8 (issue 15, ADR 156): the known misfires found in reviews after round 7. Hand-written from general
 * knowledge; tuned only on corpus/dev-set-round8-misfires.jsonl (committed before these rules); its held-out
 * half (dev-set-round8-misfires-validation.jsonl) is read in aggregate only; never the challenge sets.
 *  - Insults aimed at the reader that no earlier list held: "sh1t for brains, that's you", "kiss my ass, loser",
 *    "gtfo with that crap", a dismissal with a name ("piss off, weirdo"), "what a dickhead you are" — never
 *    the speaker's own ("i've got shit for brains today"), a quote ('the sign said "kiss my ass"'), the idiom
 *    "kiss my diet goodbye" or surprise ("gtfo, no way!").
 *  - An everyday fare asked of a match ("send me money for the taxi please"): a money ask held for review, not
 *    a scam story that blocks; a top-up asked for is a money ask.
 *  - "I'll kill you": never delivered. Between members already talking, said about a trivial stake ("if you
 *    spoil the finale", "touch my chips and …") with no coercion, place or weapon: held for review (REVIEW);
 *    otherwise a threat (BLOCK), whatever the sender's trust. "Murder you at scrabble" is a game.
 */
import type { NormalizedText } from '../normalize';
import { GUARDIAN_PREFILTER } from '../prefilter';
import type { ContextSignal, ModerationContext } from '../types';
import { ruleSignal, textViews, viewsWithSqueezed, type RuleInput } from './types';
import { AT_GAME, TRIVIAL_STAKES } from './concepts';
import { QUOTE_BEFORE, QUOTE_OR_SLOGAN_BEFORE } from './frames';
import { createBaselineMatcher } from '../keywords';
import { WordGate } from '../word-groups';

const PREFILTER = GUARDIAN_PREFILTER;
const S = String.raw;

// ------------------------------------------------------------------------------------------------
// Directed insults
/** Names that insult whoever they are aimed at (not the banter words "idiot", "clown" alone). */
const NAME_STRONG =
  S`(?:dipshit|shithead|shitface|dickhead|dick head|dumbass|dumb ass|jackass|asshole|arsehole|tosser|knobhead|` +
  S`wanker|prick|bellend|pillock|twat|douche(?:bag)?|scumbag|dickwad|numbnuts|halfwit|imbecile|cretin|` +
  S`waste of (?:a match|space|oxygen|air|time|skin))`;
/** Any name, strong or mild: used only together with a dismissal or a hostile frame. */
const NAME_ANY = S`(?:${NAME_STRONG}|loser|creep|weirdo|clown|tool|muppet|troll|idiot|moron|freak|creepo|nobody)`;
const YOU_ARE = S`(?:you|u|ya|ur|you'?re|youre|you are|u r|u are)`;
/** The reader in any spelling: "youre", "yourself", "urself", "y'all" too (review, ADR 217). */
const SECOND_PERSON = S`(?:you\w*|u|ya|y'?all|ur(?:s|e|self)?|your\w*|thee|ye)`;
const BRAINS = S`(?:shit|crap|shite|poop|rocks|mush)[\s-]*(?:for|4)[\s-]*brains`;
/** Dismissals ("piss off", "get a life"), as pattern text for the expressions below; DISMISSAL is it compiled. */
const DISMISS_SOURCE =
  S`(?:piss off|f off|eff off|fuck off|bugger off|naff off|sod off|jog on|get stuffed|get lost|go away|shove off|` +
  S`get a life|eat shit|eat a bag of dicks|go cry|gtfo|get (?:the fuck|tf|the f|the hell) out(?:ta)?)`;
const GTFO = S`(?:gtfo|g\.t\.f\.o\.?|get (?:the fuck|tf|the f|the hell) out(?:ta)?)`;
const RUBBISH = S`(?:crap|shit|bs|bullshit|rubbish|nonsense|garbage|trash)`;

const INSULT_GATE = new RegExp(
  S`brains|kiss (?:my|me)|gtfo|g\.t\.f\.o|get (?:the fuck|tf|the f|the hell) out|\b(?:piss|f|eff|fuck|bugger|` +
    S`naff|sod|shove) off\b|jog on|get stuffed|get lost|go away|get a life|eat (?:shit|a bag)|go cry|what an? |` +
    S`(?:dumb|thick|stupid|daft) as|dipshit|shithead|dickhead|dumbass|jackass|asshole|arsehole|tosser|knobhead|` +
    S`wanker|prick|bellend|pillock|douche|scumbag|dickwad|numbnuts|halfwit|imbecile|cretin|waste of`,
);
const INSULTS: RegExp[] = [
  // "you have crap for brains", "sh1t for brains, that's you", "oi shit-for-brains" (a vocative at the start)
  new RegExp(
    S`\b${YOU_ARE}\b(?:(?!\b(?:i|me|my|i'?ve|im|i'?m)\b)[^.!?]){0,20}\b${BRAINS}\b|\b${BRAINS}\b[^.!?]{0,25}` +
      S`\b(?:that'?s|thats|that means|means|is|it'?s|its|i mean)\s+(?:you|u)\b|^\W*(?:(?:oi|hey|yo|listen|ok|` +
      S`okay)\W+)?${BRAINS}\b\s*(?:[,.!?]|$)`,
  ),
  // "kiss my ass, loser" (not "kiss my ass goodbye", said of a plan or a diet); not said of a thing or a third party
  // named as its subject with "the" or a possessive, no name called, and no "you" in the message ("the world can kiss
  // my arse", "my landlord can kiss my ass", ADR 215; "these bitches can …", "#allah can …" stay insults)
  new RegExp(
    S`\b(?<!\b(?:the|my|our|his|her|their) (?!(?:bitch|hoe|ho|slut|whore|cunt|twat|fag|nigg|retard|${NAME_ANY})\w*)` +
      S`[a-z']+ (?:can|could|should|may|will|can all|can go|can go and) )` +
      S`kiss (?:my|me) (?:ass|arse|butt|a\$\$|behind)\b(?!\s*(?:good ?bye|bye))|` +
      S`\bkiss (?:my|me) (?:ass|arse|butt|a\$\$|behind)\b(?!\s*(?:good ?bye|bye))(?:(?<=\b${SECOND_PERSON}\b` +
      S`[^]*)|(?=[^]*\b${SECOND_PERSON}\b))`,
  ),
  // "gtfo with that crap", "gtfo you creep", "get tf out of my messages"
  new RegExp(
    S`\b${GTFO}\b\W*(?:with (?:that|this|your|ur|ya|the)\b|of (?:my|here)\b|(?:(?:you|u|ya)\s+)?(?:\w+\s+){0,2}` +
      S`${NAME_ANY}\b|${RUBBISH}\b)`,
  ),
  // a dismissal and a name or the reader's "crap": "piss off, weirdo", "f off with your crap, tool"
  new RegExp(
    S`(?:^|[.!?,;:]\s*|\b(?:and|just|now|so)\s+)${DISMISS_SOURCE}\b[^.!?]{0,30}\b(?:${NAME_ANY}\b|with (?:that|this|` +
      S`your|ur) ${RUBBISH}\b)|\b${NAME_ANY}\W+(?:\w+\W+){0,1}${DISMISS_SOURCE}\b`,
  ),
  // "you absolute dipshit", "you're a shithead", "what a dickhead you are", "you're dumb as a rock"
  new RegExp(
    S`\b${YOU_ARE}\s+(?:(?:a|an|such|absolute|complete|total|proper|utter|right|little|sad|pathetic|brainless|` +
      S`ugly|fucking|stupid|massive|huge|big)\s+){0,3}${NAME_STRONG}\b|\bwhat an? (?:\w+\s+)?${NAME_STRONG}\s+` +
      S`(?:you are|you'?re|youre|u r|ur)\b|\b(?:you'?re|youre|you are|u r|ur)\s+(?:as\s+|so\s+)?(?:dumb|thick|` +
      S`stupid|daft)\s+as\s+(?:a|an|two|a box|a bag|a sack|a brick|a rock|a plank)\b`,
  ),
];
/** A name with a dismissal elsewhere in the message: "ur a clown lmao, get a life". */
const NAMED = new RegExp(S`\b${YOU_ARE}\s+(?:a\s+|an\s+|such\s+an?\s+){0,2}${NAME_ANY}\b`);
const DISMISSAL = new RegExp(S`\b${DISMISS_SOURCE}\b`);
/** Said by or of someone else, quoted: 'the sign said "kiss my ass"', 'my ex would say "gtfo loser"'. */
const SAID_BEFORE = new RegExp(QUOTE_OR_SLOGAN_BEFORE);

function quoted(v: string, at: number): boolean {
  const head = v.slice(0, at);
  const sentence = head.slice(Math.max(head.lastIndexOf('. '), head.lastIndexOf('! '), head.lastIndexOf('? ')) + 1);
  const quotes = (sentence.match(/["“”]|(?:^|\s)'/g) ?? []).length;
  return quotes % 2 === 1 || SAID_BEFORE.test(head.slice(-30));
}

/**
 * "kiss my arse" said of "the / my <word>" is still a name called when the word is one the keyword lexicon holds as
 * abuse ("the tranny can …", review of ADR 215 in ADR 217): the exemption above is for a thing or a third party.
 */
const KISS_SUBJECT = new RegExp(
  S`\b(?:the|my|our|his|her|their) ([a-z']+) (?:can|could|should|may|will|can all|can go|can go and) kiss ` +
    S`(?:my|me) (?:ass|arse|butt|a\$\$|behind)\b`,
);
const LEXICON = createBaselineMatcher();

function directedInsult(views: readonly string[]): string | null {
  if (!views.some((v) => PREFILTER.test(INSULT_GATE, v))) return null;
  for (const v of views) {
    for (const r of INSULTS) {
      const m = r.exec(v);
      if (m && !quoted(v, m.index)) return m[0].trim();
    }
    const kiss = KISS_SUBJECT.exec(v);
    if (kiss && !quoted(v, kiss.index) && LEXICON.hasMatch(kiss[1])) return kiss[0].trim();
    const named = NAMED.exec(v);
    if (named && DISMISSAL.test(v) && !quoted(v, named.index)) return `${named[0].trim()} + dismissal`;
  }
  return null;
}

// ------------------------------------------------------------------------------------------------
// Money: an everyday fare or top-up asked of a match is a money ask to review, not a scam story.
const FARE =
  /\b(?:taxi|cab|uber|lyft|bus|bus fare|bus ticket|train|tram|petrol|gas|lunch|coffee|phone credit|top ?up)\b/;
/** The scam story around an ask: stranded, abroad, fees, hospital, three-figure sums. */
const STORY = new RegExp(
  S`\b(?:stuck|stranded|frozen|blocked|customs|hospital|emergency|abroad|overseas|visa|lawyer|` +
    S`release|inheritance|parcel|passport|papers|surgery|fees?|airport|flight|hotel|rent|bill|` +
    S`wallet (?:was )?stolen|robbed|gift ?cards?|crypto|bitcoin|western union|moneygram|wire)\b|` +
    S`[$£€]\s?[1-9]\d{2,}|\b[1-9]\d{2,}\s?(?:dollars|pounds|euros|bucks|quid|usd|gbp|eur)\b`,
);

/** True when a money ask is only for an everyday fare between members already talking (lures.ts, scams). */
export function isEverydayFareAsk(ctx: ModerationContext, views: readonly string[]): boolean {
  return ctx.recipientHasReplied === true && views.some((v) => FARE.test(v)) && !views.some((v) => STORY.test(v));
}
// Answered from the shared word walk (ADR 287).
const TOP_UP_GATE = new WordGate(/top ?-?up|recharge|credit on/);
const TOP_UP = new RegExp(
  S`\b(?:can|could|would|will|pls|please)\s+(?:you|u)\b[^.!?]{0,20}\b(?:top ?-?up|recharge|put (?:some )?credit on)` +
    S` my (?:phone|mobile|credit|sim|card|oyster|account)\b`,
);

// ------------------------------------------------------------------------------------------------
// "I'll kill you"
export const KILL_YOU = new RegExp(
  S`\b(?:i'?ll|ill|i will|i'?m (?:gonna|going to)|im (?:gonna|going to)|imma|i'?ma|ima|i swear i'?ll|i'?d|` +
    S`i would)\s+(?:(?:literally|actually|seriously|honestly|genuinely|fucking|fkn|so|just|totally|legit|` +
    S`absolutely|personally|straight up)\s+){0,2}(?:kill|murder|strangle|end)\s+(?:you|u|ya)\b` +
    S`(?!\s+${AT_GAME})`,
);
/** Stakes of a playful conditional: a show, food, a game, a chore. */
const TRIVIAL = new RegExp(TRIVIAL_STAKES);
/** Coercion, jealousy, a place or a weapon: then "I'll kill you" is a threat, whatever else it is about. */
const MENACE = new RegExp(
  S`\b(?:tell (?:anyone|anybody|people|everyone|your|ur|him|her|them)|about us|police|cops|` +
    S`report\w*|block\w*|ignor\w*|leave|leaving|left me|answer|reply|pick up|text (?:him|her)|` +
    S`talk(?:ing)? to|see (?:him|her|other|another)|go(?:ing)? out with|date|dating|cheat\w*|` +
    S`another (?:guy|man|bloke|girl|woman|lad)|other (?:guys|men|girls|women)|ex\b|gun|knife|blade|` +
    S`bullet|acid|machete|hospital|grave|ditch|blood|bleed\w*|skull|throat|neck|burn\w*|rape\w*|` +
    S`where (?:you|u) (?:live|work|sleep)|outside (?:your|ur)|find (?:you|u|your|ur)|(?:your|` +
    S`ur) (?:house|flat|place|address|car|family|kids)|alone|money|pay)\b`,
);
/** Quoting someone else's words ('he said "i'll kill you"') is not the speaker's threat. */
const QUOTED_BEFORE = new RegExp(QUOTE_BEFORE);

export type KillReading = { kind: 'playful' | 'threat'; evidence: string };
/**
 * The reading of "I'll kill you" in a message (null when the speaker does not say it to the reader):
 * 'playful' between members already talking, about a trivial stake, with no menace; else 'threat'.
 */
export function killYouReading(norm: NormalizedText, ctx: ModerationContext): KillReading | null {
  const views = textViews(norm);
  for (const v of views) {
    // Most messages hold none of the verbs: a substring check before the expression.
    if (!v.includes('kill') && !v.includes('murder') && !v.includes('strangle') && !v.includes('end ')) continue;
    const m = KILL_YOU.exec(v);
    if (!m || QUOTED_BEFORE.test(v.slice(Math.max(0, m.index - 30), m.index))) continue;
    if (/\b(?:not|never|n't|wouldn'?t)\s+(?:\w+\s+){0,2}$/.test(v.slice(Math.max(0, m.index - 20), m.index))) continue;
    const playful =
      ctx.recipientHasReplied === true && views.some((w) => TRIVIAL.test(w)) && !views.some((w) => MENACE.test(w));
    return { kind: playful ? 'playful' : 'threat', evidence: m[0] };
  }
  return null;
}

// ------------------------------------------------------------------------------------------------
/** Signals of round 8 for one message (context.ts appends them to its own). */
export function round8Signals(input: RuleInput): ContextSignal[] {
  if (input.hardOnly) return [];
  const out: ContextSignal[] = [];
  const { found } = input;
  // Stretched letters ("gtfoooo") are read squeezed as well, as round 7 does.
  const views = viewsWithSqueezed(input);
  if (!found.some((s) => s.kind === 'harassment')) {
    const insult = directedInsult(views);
    if (insult) out.push(ruleSignal('harassment', 62, `insult aimed at the reader: ${insult}`));
  }
  if (!found.some((s) => s.kind === 'money_request') && views.some((v) => TOP_UP_GATE.test(v))) {
    const ask = views.map((v) => TOP_UP.exec(v)?.[0]).find(Boolean);
    if (ask) out.push(ruleSignal('money_request', 60, `top-up asked for: ${ask}`));
  }
  return out;
}
export const ROUND8_EXPRESSIONS: readonly RegExp[] = [INSULT_GATE];
PREFILTER.register(ROUND8_EXPRESSIONS);
