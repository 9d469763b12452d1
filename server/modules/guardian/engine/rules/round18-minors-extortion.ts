/**
 * Round 18 (issue 15, ADR 219): minors and extortion read by class, not by phrase. Three readers, each a conjunction
 * of word classes found anywhere in the message (any order, over several clauses):
 *  - the AGE READING of the speaker: a number 10–17 only in an age slot (i'm N, N yo, years old, turning N, age: N,
 *    my Nth birthday, N at the message's start before a defence) or a school stage as the speaker's own now (in year /
 *    grade / form N, middle or high school, GCSEs, homeroom, grounded by a parent, a curfew on a school night, the
 *    speaker's school + hiding from a parent or preferring older people); not a third person's, not past, not a
 *    teacher's, not beside the speaker's adult age;
 *  - SEXUAL INTEREST IN MINORS: a desire, sexual appraisal or request joined to a target read as under 18 (a group
 *    with an age < 18, "young" with an age, child nouns, the reader's child or little sister);
 *  - the LEVERAGE reading: the member's material or a secret, an audience (the member's people or the public) with
 *    an exposure act, and a demand or condition — two or three of them as set out in `extortion`.
 * The readers run on a private reading view (`readingView`): digits and symbols inside words read as letters (the
 * normaliser's `letteredView`, ADR 266), a "1" split from its digit joined, spaced letters re-joined, stretched letters
 * squeezed, number words as digits.
 * Hand-written from general knowledge of these harms; no challenge line is copied.
 */
import { letteredView, rejoinSpacedLetters } from '../normalize';
import { GUARDIAN_PREFILTER, RegexPrefilter } from '../prefilter';
import type { ContextSignal } from '../types';
import { minorAgeOnlyBelieved, reportsReceiving, withoutFramed } from './frames';
import { HOT_NOT_FOOD, NOT_AGED_THING } from './concepts';
import {
  ROUND20_MINORS_EXTORTION_EXPRESSIONS,
  childOffered,
  exposureLeverage,
  pupilLook,
} from './round20-minors-extortion';
import { ROUND28_MINORS_EXPRESSIONS, childAsSexualObject } from './round28-minors';
import { alreadyAsHigh, hasStretchedLetters, ruleSignal, squeezeLetterRuns, type RuleInput } from './types';

const S = String.raw;

/**
 * The prefilter the module's expressions run through on the view being read (ADR 225): the shared one where the
 * reading view is a view the context layer prepared and scanned, this module's own (its literals only, a shorter
 * scan) where the reading view differs.
 */
const OWN_PREFILTER = new RegexPrefilter();
let prefilter = GUARDIAN_PREFILTER;
const xv = (r: RegExp, t: string): RegExpExecArray | null => prefilter.exec(r, t);
const tv = (r: RegExp, t: string): boolean => prefilter.exec(r, t) !== null;
const rx = (...parts: string[]) => new RegExp(parts.join(''));

// ------------------------------------------------------------------------------------------------
// Leverage in other languages mixed into English (ADR 235): Spanish, French, Portuguese, Hindi-English and
// Arabic-English words read into the same classes as the English ones (pay, the member's people, an exposing act,
// a condition). The views are accent-folded by the normaliser ("págame" → "pagame", "verá" → "vera").
/** The member's ("tus fotos", "ta famille", "sua esposa", "teri family", "tumhare boss"). */
const YOUR_FX = S`(?:tus|tu|tes|vos|votre|sua|suas|seu|seus|teri|tera|tere|tumhari|tumhare|tumhara|aapki|aapke|apni)`;
/** Money and paying. */
const FX_PAY = [
  S`\b(?:paga|pagas|pagar|pague|pagues|paguen|pagame|pagou|paie|paies|paye|payes|payer|paie-moi|dinero|plata|`,
  S`argent|fric|thune|dinheiro|grana|reais|paise|paisa|paisay|pese|rupees?|flous|fulus|floos|masari|fulous|`,
  S`ideffa[3e]|edfa[3e]|idfa[3e]|tedfa[3e]|usdt|eth|ethereum|ltc|monero|xmr|`,
  // German and Tagalog (ADR 239)
  S`zahl|zahle|zahlst|bezahl|bezahle|bezahlst|geld|uberweis\w*|magbayad|bayaran|bayad|pera|padala)\b|`,
  S`\b\d{2,}\s*euro\b|\b(?:no|via|por|pelo|de|um) pix\b|`,
  S`\bpix de\b|\b\d{3,}\s*k?\s*(?:bhejo|bhej|de do|dedo|dena)\b|\b(?:bhejo|manda|envia|envoie|transfiere|`,
  S`deposita)\s+\d{3,}\b`,
].join('');
/** The member's people or everyone. */
const FX_AUDIENCE = [
  S`\b(?:${YOUR_FX}|ta|ton)\s+(?:\w+\s+)?(?:familia|famille|jefe|jefa|patron|patronne|chefe|esposa|esposo|marido|`,
  S`mujer|femme|mari|novio|novia|namorad[oa]|copain|copine|amis|amies|amigos|amigas|padres|parents|pais|mama|mae|`,
  S`papa|pai|ghar ?wale|gharwalo|biwi|pati|mummy|dost|dosto|trabajo|travail|trabalho|office|boss|family|wife|`,
  S`husband|friends)\b|\b(?:todos|todo el mundo|tout le monde|toda (?:tu|sua) familia|sabko|sab ko|sabhi ko|`,
  S`sab log|partout|el mundo entero|o mundo todo)\b|`,
  // German "deine frau", Tagalog "asawa mo", Hindi-English "boss ko" (ADR 239)
  S`\b(?:dein|deine|deinen|deinem|deiner)\s+(?:\w+\s+)?(?:chef|chefin|frau|mann|familie|eltern|freunde|freundin|`,
  S`freund|kollegen|arbeitgeber|mutter|vater)\b|\b(?:alle|jeder)\s+(?:werden|wird|sehen|sieht)\b|`,
  S`\b(?:asawa|amo|pamilya|magulang|nanay|tatay|kaibigan|jowa|boss|anak)\s+mo\b|\b(?:lahat|buong mundo)\b|`,
  S`\b(?:boss|family|ghar ?walon|gharwalo|biwi|pati|mummy|papa|dosto|dost|office|sab)\s+(?:ko|tak)\b`,
].join('');
/** An act that exposes, said in another language. */
const FX_EXPOSE = [
  S`\b(?:veran|vera|verra|verront|vao ver|vai ver|van a ver|va a ver|dekhenge|dekhega|dekhegi|dekhe ?ga|`,
  S`bhej (?:dunga|dungi|du|denge)|dikha (?:dunga|dungi|denge)|dikhaunga|pata chal\w*|viral kar\w*|subo|subire|`,
  S`publico|publicare|mando|mandare|envio|enviare|envoie|envoyer|enverrai|montre|montrerai|publie|publierai|`,
  S`mandar|postar|posto|vou mandar|yetnashar|hanshur|hanzel|ynshar|seront partout|sera partout|adorar|`,
  // German and Tagalog (ADR 239)
  S`schick\w*|sieht|sehen|zeige|zeig|poste|teile|veroffentliche|ipapakita|ipopost|ikakalat|ipapadala|`,
  S`ipagkakalat|makikita)\b`,
].join('');
/** A condition or a deadline, said in another language ("o", "ou" only before the member's or everyone). */
const FX_CONDITION = [
  S`\b(?:sinon|si no|si tu ne|se nao|a menos que|a moins que|warna|varna|nahi toh?|nai toh?|nahi to)\b|`,
  S`\b(?:wala|walla|wella|wela)\s+(?:el|al|il|l|ana|ha)\b|\bagar\b[^.!?]{0,30}\b(?:nahi|nai|na)\b|`,
  S`\b(?:o|ou)\s+(?=(?:${YOUR_FX}|todos|todo|tout|subo|mando|publico|je|vou|eu|el|le|la|os|as|se|te|lo|`,
  S`envio|ipapakita|ipopost|ikakalat|ipapadala)\b)|`,
  // German "oder ich / deine …", "sonst"; Tagalog "kundi", "kung hindi" (ADR 239)
  S`\boder\s+(?=(?:ich|deine?n?m?r?|alle|es|die|das)\b)|\b(?:sonst|kundi|kung hindi)\b|`,
  S`\b(?:tienes|tens|t'?as|tu as)\s+(?:\d+|hasta)|\b\d+\s*(?:horas|heures|ghante)\b|`,
  S`\b(?:hasta|ate (?:amanha|hoje|\d)|avant|kal tak|aaj raat tak|ce soir|esta noche)\b`,
].join('');
const FX_MEDIA = S`fotos|foto|imagens|imagenes|grabacion|gravacao|videos?|bilder|litrato|larawan`;
/** The words the gate reads for these languages. */
const FX_GATE = [
  S`\bpag|paie|paye|pais|paise|paisa|pix\b|flous|fulus|floos|dinero|dinheiro|argent|warna|varna|sinon|fot|usdt|`,
  S`\beth\b|ideffa|edfa|idfa|zahl|geld|euro|bayad|bayar|pera\b|litrato|larawan`,
].join('');

// ------------------------------------------------------------------------------------------------
// The gate (ADR 190): one test per view before anything is built.
/** A class token of either harm, tolerant of the leet the normaliser leaves ("ph0t05", "v!d30", "kid5"). */
const GATE = rx(
  S`\b1[\W_]?[0-7](?!\d)|teen|\b(?:ten|eleven|twelve)\b|school|sch00l|\b(?:year|yr|grade|form)\b|gcse|homeroom|curfew|`,
  S`ground|kid|k1d|child|daught|\bsons?\b|niece|nephew|girl|g1rl|9!r|boy|sis|young|y0un|\blil\b|little|l1ttl|loli|`,
  S`legal|be 18|not 18|babysit|sophomore|freshman|`,
  S`pic|p1c|p!c|ph[o0]t|vid|v1d|v!d|nude|n00d|screensh|record|chats|secret|know|wife|husband|missus|boss|b0s|`,
  S`famil|\b(?:mum|mom|dad|parents)\b|church|follower|contact|everyone|everywhere|public|pu[b8]|online|timeline|`,
  S`insta|gram|facebook|group|tag|\bpay|p@y|money|m[o0]n[e3]y|cash|venmo|paypal|bitcoin|crypto|gift|\$|£|€|fee\b|`,
  S`quid|bucks|grand|dosh|bands|revolut|cashapp|zelle|btc|wallet|office|colleague|employer|${FX_GATE}|`,
  // slang audiences, held evidence and demands (ADR 239): "ur crew", "the gc", "i got receipts", "see more"
  S`crew|mandem|squad|\bgc\b|\bton\b|receipts|proof|copies|expos|see more|send more|me more|numbers|trend|`,
  S`transfer|half now|run it up|\b(?:jss|sss|ss) ?[1-3]\b|obey|costs? (?:you|u)\b|\bich bin|\btengo|\bj'?ai|`,
  S`\btenho|finna|boutta|bout to`,
);

// ------------------------------------------------------------------------------------------------
// The private reading view
/** A "1" split from its second digit ("1_4", "1-6", "1 5", "1.5"): read as one age. */
const SPLIT_TEEN = /\b1(?:\s?[_.\-]\s?|\s)([0-9])\b(?![.,:]\d)/g;
const NUMBER_WORDS: Readonly<Record<string, string>> = {
  five: '5',
  six: '6',
  seven: '7',
  eight: '8',
  nine: '9',
  ten: '10',
  eleven: '11',
  twelve: '12',
  thirten: '13',
  fourten: '14',
  fiften: '15',
  sixten: '16',
  seventen: '17',
};
/** Number words 5–17, read on letters squeezed ("fourteeeen" → "fourten"). */
const NUMBER_WORD = /\b(?:five|six|seven|eight|nine|ten|eleven|twelve|thirte*n|fourte*n|fifte*n|sixte*n|seventee*n)\b/g;
const numberWord = (w: string): string => NUMBER_WORDS[w.replace(/e+n$/, 'en')] ?? w;

/** Spaced letters re-joined into one word: "i a m s i x t e e n" → "iamsixteen" → "iam sixteen". */
const JOINED_SLOT =
  /\b(iam|im|imonly|imjust)(ten|eleven|twelve|thirte+n|fourte+n|fifte+n|sixte+n|seventee+n|1[0-7])\b/g;
/** A spaced pronoun re-joined to its spaced verb: "i e x p o s e you" → "iexpose" → "i expose" (ADR 239). */
const JOINED_VERB = /\b([iu])(expose|leak|post|send|share|show|tell|upload)\b/g;
/** Single letters or digits split by dots or hyphens: "d.o.l.l.a.r.s", "l-e-a-k", "1.0.0.0" (ADR 239). */
const DOTTED = /\b(?:[a-z0-9][.\-]){2,}[a-z0-9]\b/g;
const SEPARATORS = /[.\-]/g;
const undot = (run: string): string => run.replace(SEPARATORS, '');
/** The message as this module reads it (see the head of the module); built only after the gate passed. */
export function readingView(view: string): string {
  // letters split by dots or hyphens first, so the spaced-letter pass does not join a spaced "i" to them
  let t = rejoinSpacedLetters(DOTTED.test(view) ? view.replace(DOTTED, undot) : view);
  // Each pass only where what it rewrites can occur (ADR 225): a digit or symbol, a "1", a letter run of three.
  if (LEET_OR_DIGIT.test(t)) t = letteredView(t);
  if (t.includes('1')) t = t.replace(SPLIT_TEEN, '1$1');
  if (hasStretchedLetters(t)) t = squeezeLetterRuns(t, 3);
  if (t !== view && JOINED_SLOT.test(t)) t = t.replace(JOINED_SLOT, '$1 $2');
  if (JOINED_VERB.test(t)) t = t.replace(JOINED_VERB, '$1 $2');
  return t.replace(NUMBER_WORD, numberWord);
}
/** What every leet word holds: a digit or symbol. */
const LEET_OR_DIGIT = /[0-9$@!|]/;

// ------------------------------------------------------------------------------------------------
// Minors: the speaker's age
const TEEN = S`(?<![\/.:$£€,]\d*)(?:1[0-7])(?![\/:,]\d)`;
/** What makes a number after "i'm" a count, a time or a measure, not an age. */
const NOT_AGE_AFTER =
  S`(?!\s*(?:mins?\b|minutes|hours?|hrs?\b|h\b|days?|weeks?|months?|years? (?!old\b)|yrs (?!old\b)|years? (?:in|into|of|clean|sober|since|`
    .concat(S`at|with|older|younger|married|together)|stone|st\b|kg|lbs?|pounds|quid|k\b|km|miles?|mi\b|%|feet|ft|cm|`)
    .concat(S`inches|times|x\b|[.,:\/]\d|th\b|st\b|nd\b|rd\b|percent|points|euros?|dollars|bucks|grand|people|out of|`)
    .concat(S`episodes|chapters|pages|games|levels|shots|drinks|laps|reps|sets|goals|matches|rounds|hrs|episodes|`)
    .concat(S`seasons|books|weeks|series|pints|beers|glasses|floors|stops|spots|places|behind|ahead|down|up\b|deep|`)
    .concat(S`away|late|early|min\b|o'?clock|am\b|pm\b|inch|mg|ml))`);
/** The speaker's age in its slot. */
const SPEAKER_AGE = rx(
  S`\b(?:i'?m|im|i am|iam)\s+(?:(?:only|just|like|literally|still|nearly|almost|now|actually|turning|gonna be|`,
  S`finna be|boutta be|bout to be|gon be|fixing to be|`,
  S`going to be|about to be|only just|barely)\s+)*${TEEN}\b${NOT_AGE_AFTER}|`,
  S`(?:^|[.!?,]\s*|\bi\s+|\band\s+)(?:turning|just turned|(?:gonna|going to|about to|will|i'?ll) turn)\s+${TEEN}\b${NOT_AGE_AFTER}|`,
  S`(?:^|[.!?,;:]\s*|\b(?:i'?m|im|i am|me|am|from|here|hi|hey|hello)\s+)${TEEN}\s*(?:yo|y\/o|y\.o\.?|yrs? old|`,
  S`years? old|year old|yr old)\b${NOT_AGED_THING}|`,
  S`(?:\bage\s*[:=\-]|\bmy age(?: is|:)?|\b(?:i'?m|im|i am) aged)\s*${TEEN}\b${NOT_AGE_AFTER}|`,
  S`\bmy ${TEEN}(?:th)? (?:birthday|bday|b-day)\b|\bmy sweet 16\b|`,
  S`\b(?:currently|really|actually|rn|irl|truly)\s+${TEEN}\b${NOT_AGE_AFTER}|`,
  S`^[^\w$£€]*(?:only |just |barely )?${TEEN}\s*(?:[^\x00-\x7f]+\s*)?(?:\bhere\b|\bbtw\b|\bf\b|\bm\b|\bfrom\b|,|\bbut\b|\band\b|\blol\b|$|`,
  // an age with its next birthday: "15 going on 16", "sixteen next month"
  S`\bgoing on\b|\bnext (?:week|month|year)\b|\bin (?:a|\d+) (?:weeks?|months?)\b|\bsoon\b|\btomorrow\b|`,
  S`\bon (?:mon|tues|wednes|thurs|fri|satur|sun)day\b)|`,
  // the speaker's age in German, Spanish, French, Portuguese (ADR 239): "ich bin 15", "tengo 14 anos", "j'ai 15 ans"
  S`\b(?:ich bin|tengo|j'?ai|tenho)\s+${TEEN}\b(?:\s*(?:jahre|anos|ans)\b|(?=\s*(?:[,.!?]|$|und\b|aber\b|y\b|pero\b|`,
  S`mais\b|et\b|e\b|mas\b)))|`,
  // an age traded for the reader's: "me 15 u?", "im 14 wbu"
  S`(?:^|[.!?,]\s*)(?:me|i'?m|im)\s+${TEEN}\b[,\s]*(?:u|you|wbu|hbu|and (?:u|you))\b|`,
  // an adult age still to come: "i won't be 18 for another two years", "i'm not 18 yet"
  S`\bi (?:won'?t|wont|will not) be (?:18|legal) (?:for|until|till|yet)\b|\b(?:i'?m|im|i am) not (?:18|legal) `,
  S`(?:yet|for|until|till)\b|`,
  // a birthday just had or coming: "my 14th was last week"
  S`\bmy ${TEEN}(?:th)? (?:was|is) (?:last|next|this|on|yesterday|tomorrow|in)\b`,
);
/** The speaker's school stage now. */
const SPEAKER_SCHOOL = rx(
  S`(?:\b(?:i'?m|im|i am)\s+(?:\w+\s+)?|^\W*(?:currently\s+|still\s+)?)in\s+(?:year|yr|grade|form|class)\s*`,
  S`(?:[5-9]|1[0-3])\b(?!\s*(?:of|teacher|class|students|pupils|kids|parents|at uni|in uni))|`,
  S`\b(?:i'?m|im|i am)\s+(?:\w+\s+)?in (?:(?:[5-9]|1[0-2])(?:th|st|nd|rd) grade|(?:middle|high|secondary|junior high|`,
  S`primary|elementary) ?school|sixth form)\b|`,
  S`\b(?:i'?m|im|i am) (?:a |still a |only a |currently a )?(?:freshman|sophomore|junior|fresher|freshie) (?:in|at) `,
  S`(?:high|hs)\b|\b(?:i'?m|im|i am) (?:\w+ )?in (?:jss|sss|ss) ?[1-3]\b(?!\s+of\b)|`,
  S`(?:^|[.!?]\s*)(?:jss|sss|ss) ?[1-3] `,
  S`(?:student|pupil|here)\b|\b(?:i'?m|im|i am) (?:a |just a |still a )?school ?(?:girl|boy|kid)\b[^.!?]{0,12}\b${TEEN}\b|`,
  S`\b(?:currently )?a (?:freshman|sophomore) in high school\b|`,
  S`(?:^|[.!?,]\s*|\bi\s+(?:\w+\s+)?)(?:just )?started (?:middle|high|secondary|junior high) ?school\b|`,
  S`(?:^|[.!?,]\s*|\bi\s+(?:\w+\s+)?)just started sixth form\b|`,
  // a school stage opening a sentence, said of the speaker: "in the 10th grade, you?", "grade 9 student here"
  S`(?:^|[.!?]\s*)(?:still |currently )?in (?:the )?(?:[5-9]|1[0-2])(?:th|st|nd|rd) grade\b|`,
  S`(?:^|[.!?]\s*)(?:in )?(?:the )?(?:year|yr|grade|form) ?(?:[5-9]|1[0-3])\s*(?:student |pupil )?`,
  S`(?:here|rn|btw|,\s*(?:you|u|wbu|hbu))\b|`,
  S`\b(?:i'?m|im|i am) (?:still )?in primary(?: still| school)?\b(?! care| health| research| colou?rs)|`,
  // GCSEs just finished or results awaited: the speaker is 16
  S`\b(?:just|literally just|finally|only just) (?:finished|done|did|sat|got through) (?:with )?my (?:gcse'?s?|`,
  S`mocks|sats)\b|\bmy gcse'?s? results? (?:are |come out |day (?:is )?)?(?:tomorrow|today|next week|this week)\b|`,
  S`\b(?:got|getting) my gcse'?s? results\b|`,
  // the speaker's own school-year work: "finish my year 10 science homework"
  S`\b(?:finish|do|doing|revise|revising for|study for) my year (?:[5-9]|1[0-3]) (?:\w+ )?(?:homework|exams?|`,
  S`mocks|coursework|test)\b|`,
  S`\b(?:doing|sitting|taking|revising for|studying for|resitting) my (?:gcses?|mocks|sats|a ?levels)\b|`,
  S`\bmy homeroom\b|\bin homeroom\b|`,
  S`\bmy (?:mum|mom|mam|dad|parents|step ?(?:mum|mom|dad)) (?:\w+ )?(?:grounds?|grounded|took my phone|takes my phone|`,
  S`(?:won'?t|doesn'?t|does not|don'?t|do not|will not) let me (?:go out|stay out|date|meet|have a (?:bf|gf|`,
  S`boyfriend|girlfriend)))\b|`,
  S`\bcurfew\b[^]{0,40}\bschool ?night\b|\bschool ?night\b[^]{0,40}\bcurfew\b|`,
  // the speaker at school now, and a school year in the same message: "i'm still in school, year 9"
  S`\b(?:i'?m|im|i am) (?:\w+ )?(?:in|at) school\b[^.!?]{0,30}\b(?:year|yr|grade|form) (?:[5-9]|1[0-3])\b`,
  S`(?!\s*(?:of|teacher|class|students|pupils|kids|parents))`,
);
/** A school life cue that alone could be an adult's (a teacher's, a college student's), counted with a second cue. */
const SCHOOL_WEAK = rx(
  S`\bmy school\b|\bafter (?:school|class)\b|\bschool (?:tomorrow|bus|uniform|trip)\b|\bin (?:school|class) `,
  S`(?:tomorrow|today|rn|right now)\b|\bmy (?:form )?teacher\b|\bdetention\b|\bhomework\b|\bin\s+(?:\w+\s+)?school\b|`,
  S`\bat school\b|\bschool ?night\b|`,
  // a college freshman or sophomore is an adult: counted only with a second cue
  S`\b(?:i'?m|im|i am) (?:a |still a |only a )?(?:freshman|sophomore)\b|^\W*(?:freshman|sophomore)\b`,
);
/** A second cue: hiding the meeting from a parent, or an age defence. */
const MINOR_SECOND = rx(
  S`\b(?:don'?t|dont|do not|never) tell my (?:mum|mom|mam|dad|parents|family)\b|\bmy (?:mum|mom|dad|parents) `,
  S`(?:can'?t|cannot|must not|mustn'?t|won'?t) (?:know|find out)\b|\bsneak out\b|`,
  S`\bbut (?:i'?m|im|i am|i) (?:\w+ )?(?:mature|grown|older|experienced)\b|\bi (?:can )?(?:look|act|seem) `,
  S`(?:\w+ )?(?:older|18|mature|grown)\b|\b(?:like|prefer|into|want) (?:older|mature|grown) (?:men|guys|women|`,
  S`people|ones)\b|\bnot (?:18|legal)\b|\bage is (?:just )?a number\b|\bhope (?:you|u) (?:don'?t|dont) mind\b|`,
  S`\b(?:is that|that) (?:ok|okay|fine|a problem)\b|\bi want a (?:bf|gf|boyfriend|girlfriend)\b|\bolder (?:bf|gf|`,
  S`boyfriend|girlfriend|man|guy)\b|`,
  // a parent's watch: "when my mum is asleep", "my parents check my phone", "my parents are strict"
  S`\bwhen my (?:mum|mom|dad|parents) (?:is|are|'s|'re) (?:asleep|out|gone|at work)\b|\bmy (?:mum|mom|dad|`,
  S`parents) (?:checks?|check up|are (?:so |really )?strict|is (?:so |really )?strict)\b|`,
  // meeting after school as the speaker's own time (a teacher says "after work"; AT_WORK sets a teacher aside)
  S`\b(?:meet|see (?:you|u)|hang out|come over|call)\b[^.!?]{0,25}\bafter school\b`,
  S`(?! (?:club|pick ?up|drop ?off|run|activit))`,
);
/** A past, hypothetical or other person's frame before the age: "when i was 15", "my son is in year 9". */
const NOT_SPEAKER_NOW = rx(
  S`\b(?:when|since|back when|until|till|if) (?:i|we) (?:was|were|turned)\b|\b(?:when|since|if)\s*$|\bi was\b|\bused to\b|\bback (?:in|then)\b|`,
  S`\b(?:my|his|her|their|your|our) (?:\w+ )?(?:son|daughter|kids?|children|child|boy|girl|nephew|niece|`,
  S`brother|sister|sis|bro|students|pupils|class|stepson|stepdaughter|teen|teenager|little one)\b|`,
  S`\b(?:he|she|they)(?:'?s| is| are|'re)\b|\b(?:years|yrs) ago\b|\bin my day\b|\bgraduated\b|\bmy old\b`,
);
/**
 * The speaker recalling a birthday or an age long past: "i remember my 13th birthday, i got a game boy". Not with
 * a recent time or a present or future one in the message ("i still remember my 14th, it was only last week").
 */
const RECALLED = /\b(?:i|we) (?:still |can still |really )?(?:remember|recall)\b|\bi'?ll never forget\b|\bthink back\b/;
const RECENT =
  /\b(?:last|this|next) (?:week|month|year|weekend|summer|saturday|sunday|friday)|\byesterday\b|\b(?:days|weeks|months) ago\b|\b(?:is|comes|coming|soon|tomorrow|tmrw|just|recently|now|rn|still|cant wait|can'?t wait)\b|\bwas (?:only|just)\b/;
/** A teacher, coach or school worker at work. */
const AT_WORK = rx(
  S`\bi (?:teach|coach|tutor|work (?:at|in|with))\b|\bi'?m a (?:\w+ )?(?:teacher|coach|tutor|counsell?or|ta|`,
  S`teaching assistant|head|principal|governor|librarian|nurse|parent|mum|mom|dad)\b|\b(?:as|being) a (?:\w+ )?`,
  S`(?:teacher|coach|tutor|counsell?or)\b`,
);
/** The speaker's adult age: "i'm 19", "34, divorced". */
const ADULT_SELF = rx(
  S`\b(?:i'?m|im|i am)\s+(?:only\s+|just\s+|actually\s+|now\s+)?(?:1[89]|[2-9]\d)\b${NOT_AGE_AFTER}`,
  // an adult age to come or shown, not lived: "i'm 18 in 3 years", "18 on here"
  S`(?!\s*(?:in\b|next|soon|on here|on the app|on my|on paper|officially|apparently|technically|when|by\b|at the end|`,
  S`this (?:year|summer)|(?:\w+ )?(?:years?|months?)\b|for the app))|`,
  S`^\W*(?:1[89]|[2-9]\d)\s*(?:,|\byo\b|\byears old\b|\bf\b|\bm\b|\bhere\b)|\b(?:1[89]|[2-9]\d) (?:yo|y\/o|years old)\b`,
);
/** "i look / feel 16", "my mental age": a joke about looks or mood, not a claim (ADR 219, contested, ALLOW). */
const LOOKS_AGE = /\b(?:look|looks|feel|feels|act|acts|mental age|at heart|people think|carded)\b/;

/** The clause before a position: from the last stop, comma or "but / and / so" (a past or a parent there frames it). */
const CLAUSE_START =
  /(?:[.!?,;:…]|\b(?:but|and|so|tho|though|because|cos|cuz|lol)\b)(?![^]*(?:[.!?,;:…]|\b(?:but|and|so|tho|though|because|cos|cuz|lol)\b))/;
function clauseBefore(t: string, at: number): string {
  const head = t.slice(Math.max(0, at - 60), at);
  const stop = CLAUSE_START.exec(head);
  return stop ? head.slice(stop.index + stop[0].length) : head;
}

function speakerMinor(t: string): string | null {
  const age = xv(SPEAKER_AGE, t);
  if (age) {
    const before = clauseBefore(t, age.index);
    const sentence = t.slice(0, age.index).replace(/^[^]*[.!?]\s/, '');
    const likened = /\b(?:feel|feels|felt|look|looks|looked|act|acts|acting|as if|as though)(?: like)?\s*$/.test(
      before,
    );
    const again = /^\s*(?:again|all over again)\b/.test(t.slice(age.index + age[0].length));
    const notI = !/^(?:i|im)/.test(age[0].trim()) && /\b(?:my|his|her|their|our|your) (?!age\b)\w+/.test(sentence);
    const recalled = RECALLED.test(before) && !RECENT.test(t.replace(RECALLED, ''));
    const own =
      !likened &&
      !again &&
      !notI &&
      !recalled &&
      !NOT_SPEAKER_NOW.test(before) &&
      !tv(ADULT_SELF, t) &&
      !/\bwas\s*$/.test(before);
    if (own && !minorAgeOnlyBelieved(t, [[SPEAKER_AGE]])) return age[0].trim();
  }
  const school = xv(SPEAKER_SCHOOL, t) ?? (tv(SCHOOL_WEAK, t) ? xv(MINOR_SECOND, t) : null);
  // "i did my gcses in 2004": a past year told beside the school stage; "my parents grounded me once … when i was
  // 14": a past-tense stage beside a past frame anywhere in the message
  const pastStage = school !== null && /\b(?:grounded|took)\b/.test(school[0]) && tv(PAST_SELF, t);
  if (school && !pastStage && !tv(AT_WORK, t) && !tv(ADULT_SELF, t) && !tv(PAST_YEAR, t)) {
    const before = clauseBefore(t, school.index);
    if (!NOT_SPEAKER_NOW.test(before)) return school[0].trim();
  }
  // A bare age with a defence: "13 🥺 but i can act older".
  const bare = xv(BARE_AGE, t);
  if (bare && tv(MINOR_SECOND, t) && !tv(ADULT_SELF, t) && !LOOKS_AGE.test(t.slice(0, bare.index))) return bare[0];
  return null;
}

// ------------------------------------------------------------------------------------------------
// Minors: an adult's sexual interest
const YOUR = S`(?:your|ur|yr|ya|yo)`;
/** A count of a unit is no age ("peak season, 12 hours a night", "14 hour days are ideal"; ADR 308). */
const NOT_A_UNIT =
  S`(?!\s*-?\s*(?:mins?|minutes|hours?|hrs?|hour|days?|nights?|shifts?|weeks?|months?|pm|am|%|k\b|`.concat(
    S`km|miles?|kg|lbs?|stone|points?|goals?|laps?|reps?|sets?|floors?|stops?|pints?|grand|calls?|orders?|`,
    S`deliveries|parcels?|boxes|tables|covers|quid|bucks|dollars|people|of them|[:.]\d))`,
  );
/** A group or a person with an age under 18 beside it: "girls around 13", "them 14-15", "of 13, 14". */
const AGED_GROUP = rx(
  S`\b(?:girls?|gir[li]s|boys?|ones|them|em|kids?|guys|chicks|lads|lasses|gf|bf|girlfriend|boyfriend|lolis?|students|pupils|`,
  S`children|teens?|younger)\b[^.!?]{0,30}?\b${TEEN}\b${NOT_A_UNIT}|\b${TEEN}\s*(?:-|to|or|,)\s*${TEEN}\b[^.!?]{0,20}\b(?:ideal|perfect|best|my type|`,
  S`my thing)\b|\b(?:best|perfect|ideal|right) age\b[^.!?]{0,30}\b${TEEN}\b${NOT_A_UNIT}|`,
  S`\b${TEEN}\b${NOT_A_UNIT}[^.!?]{0,10}\b(?:is|are) `,
  S`(?:ideal|perfect|the best|my type|the sweet spot)\b|\bpeak\w*\b[^.!?]{0,20}\b${TEEN}\b${NOT_A_UNIT}|`,
  S`\b(?:girls|boys|ones|them|kids)\b (?:her|his|their|that|your \w+'?s?) age\b|`,
  // a school stage the group has not left: "them before they finish primary school", "still-at-school young"
  S`\bbefore (?:(?:they|she|he) (?:finish|leave|start|go to) )?(?:primary|middle|high|secondary|junior high) ?school\b|`,
  S`\bstill[ -](?:in|at)[ -](?:primary |middle |high |secondary )?school\b|`,
  // a school year stands for an age under 18: "the girls in her year 8 class"
  S`\b(?:girls?|boys?|ones|kids|students|pupils)\b[^.!?]{0,20}?\b(?:year|yr|grade) (?:[5-9]|1[0-2])\b`,
  S`(?!\s*(?:of (?:uni|college|university|my degree|teaching)|at (?:uni|college|university)))`,
);
/** A child group in itself. */
const CHILD_GROUP = rx(
  S`\b(?:kids|children|child|lolis?|pre[- ]?teens?|minors|underage|jail ?bait|school ?(?:girls|boys|kids)|`,
  S`(?:little|lil|young|younger|yng) (?:girls|boys|ones)|(?:girls|boys|kids) of school age|school age|`,
  S`middle school(?:ers| age)?|primary school(?:ers| age)?|high schoolers)\b`,
);
/** "young" with an age under 18 anywhere in the message: "into young girls, like 12ish". */
const YOUNG = /\b(?:young|younger|yng|youngest)\b/;
const ANY_TEEN = rx(S`\b${TEEN}(?:ish)?\b(?!\s*(?:mins?|minutes|hours?|pm|am|%|k\b|quid|bucks|dollars|[:.]\d))`);
/** The speaker's desire, weak (like, love, want) or strong (into, my thing, that way, attracted, fondness). */
const DESIRE = rx(
  // (ADR 239) a young one sought without "i": "need a young one", "looking for a younger one"
  S`^\W*(?:need|want|looking for|seeking)\s+(?:a |an |some )?(?:young|younger|yng|little|lil)\b|`,
  S`\bi (?:\w+ )?(?:like|love|prefer|want|fancy|crave|need|adore)\b|\b(?:i'?m|im|i am|i|we|are|you|u|really|so|`,
  S`lowkey|kinda|be|am|and|honestly)\s+into\b|^\W*into\b|\b(?:my thing|my type|that way|attracted|`,
  S`fondness|fetish|weakness|turn(?:s|ed)? me on|fantasi[sz]\w*|ideal|perfect|best|peak\w*|sweet spot)\b`,
);
const DESIRE_STRONG = rx(
  S`(?:^\W*|\b(?:i'?m|im|i am|i|we|are|you|u|really|so|lowkey|kinda|be|am|and|honestly)\s+)into\b|\b(?:my thing|my type|that way|attracted|fondness|fetish|weakness|turn(?:s|ed)? me on|`,
  S`fantasi[sz]\w*|fantasy|fantasies|`,
  S`ideal|best age|peak\w*|sweet spot|${HOT_NOT_FOOD}|sexy|(?:got|have|had|has) a (?:thing|soft spot) for)\b`,
);
/** A sexual appraisal of a body. */
const SEXUAL_LOOK = rx(
  S`(?<!\bit'?s |\bits |\bis )\b${HOT_NOT_FOOD}\b|\b(?:sexy|s3xy|fit af|fuckable|developing|developed|curvy|curves|thicc|tight|`,
  S`juicy|ripe|(?:her|his|their) (?:body|bodies)|boobs|tits|horny|turned on|can'?t (?:stop|help) (?:looking|staring|myself)|hard to be around)\b|🥵|🤤|😏|😈|👅|💦`,
);
/** The reader's (or a member's) child. */
const READER_CHILD = rx(
  S`\b${YOUR} (?:[2-9]|1[0-7])[ -]?(?:year[ -]?old|yo|y\/o)\b|`,
  S`\b${YOUR} (?:(?:little|lil|baby|young|younger|youngest|eldest|oldest|teenage|step)\s?)?(?:daughters?|sons?|kids?|`,
  S`children|child|niece|nephew|stepdaughter|stepson)\b|\b${YOUR} (?:little|lil|baby|younger) (?:sis|sister|bro|`,
  S`brother|girl|boy|one)\b|\b(?:a|the) (?:single )?(?:mum|mom|dad|parent) with (?:a )?(?:young|little) `,
  S`(?:daughter|son|girl|boy|kids)\b`,
);
/** The speaker's own child. */
const OWN_CHILD = /\bmy (?:(?:little|step|young|teenage)\s?)?(?:daughter|son|kid|child|niece|nephew|girl|boy)\b/;
/** Access to a child or a request about one: bring, alone, bath, bed, babysit, a phone, pictures, their age. */
const CHILD_ACCESS = rx(
  S`\bbring (?:her|him|them|${YOUR})\b|\balone (?:with|time)\b|\btime alone\b|\bone on one\b|\bbaths?\b|\bbath ?time\b|`,
  S`\bin (?:her|his|my|their) bed\b|\bin bed\b|\bkeep (?:her|him) (?:company|warm)\b|\bbabysit\w*\b|\bsleep ?over\b|`,
  S`\b(?:own|a) phone\b|\b(?:chat|talk|speak) (?:to|with) (?:her|him)\b|\bsnap(?:chat)?\b|`,
  S`\b(?:send|sending|share|show|got|have|any) (?:me )?(?:more )?(?:pics?|photos?|pictures?|vids?|videos?)\b|`,
  S`\bsend (?:me )?more\b|\bswim ?suit\b|\bbikini\b|\bundies\b|\bunderwear\b|\bpool\b|\bbring her\b|\bnaked\b|`,
  S`\bi (?:want|need|crave) ${YOUR}\b|\bwithout (?:you|u|her mum|his mum|her dad|his dad) knowing\b|`,
  S`\b(?:cash|money|paid|pay|earn \w+) for (?:pics|photos|pictures|videos|vids)\b|`,
  S`\bour (?:little )?secret\b|\b(?:come|comes|be|stay|sleep|visit)\s+(?:over\s+)?alone\b|\bwhen (?:you'?re|you are|`,
  S`ur|u r) (?:at work|out|away|asleep|not (?:home|around))\b`,
);
/** An appraisal that makes a request about a child personal: cute, pretty, hot. */
const APPRAISAL = /\b(?:cute|pretty|gorgeous|beautiful|lovely|adorable|hot|sexy|fit)\b|😍|🥰|😘|🍭/;
/** Pictures of children traded, sold or asked. */
const CHILD_PICS = rx(
  S`\b(?:pics?|photos?|pictures?|vids?|videos?|content|stuff)\s+(?:of\s+)?(?:(?:little|young|lil)\s+)?(?:kids|`,
  S`children|child|lolis?|minors|young (?:girls|boys)|little (?:girls|boys))\b`,
);
const TRADE = /\b(?:trade|trading|swap\w*|pay|paying|buy|sell\w*|got any|have any|any|send|share|mine|collection)\b/;
/** "barely legal" said of an age under 18. */
const BARELY_LEGAL = /\b(?:barely|almost|nearly|not quite|just under) legal\b/;
/** A family outing without a sexual or secrecy cue: a zoo, a park. */
const FAMILY_OUTING = /\b(?:zoo|park|playground|beach|cinema|museum|picnic|lunch|dinner|party|birthday|with mine)\b/;
/** A parent's, a teacher's or a coach's ordinary talk of children. */
const CARE = rx(
  S`\b(?:i (?:teach|coach|tutor)|i'?m a (?:\w+ )?(?:teacher|coach|tutor|parent|mum|mom|dad|nanny)|my (?:students|`,
  S`pupils|class|team)|want (?:a couple|some|kids) (?:someday|one day)|(?:have|having) kids|(?:mum|mom|dad|mother|`,
  S`father|parent) (?:to|of)|my (?:boys|girls|kids|children))\b`,
);
/**
 * The speaker's own children counted in a self-description: "34, divorced, two kids (7 and 10)", "I have 3 kids", "got
 * two boys". The count opens the message or a list item, or follows have / got / with; "i like two girls 13 and 14"
 * is no household.
 */
const OWN_COUNTED_KIDS = rx(
  S`(?:^|[,;:(]\s*|\b(?:have|got|with)\s+)(?:\d|one|two|three|four|five|six)\s+(?:kids|children|sons|daughters|`,
  S`boys|girls)\b`,
);
/** A sexual look said of the aged group itself ("they're so hot", "getting so developed"), not of the weather. */
const AGED_LOOK = rx(
  S`\b(?:they'?re|they are|are all|look|looks|looking|getting|gettin)\s+`,
  S`(?:so |really |rly |very |proper |well )?(?:hot|`,
  S`sexy|developed|curvy|thicc|fit|juicy|ripe|fuckable)\b|🥵|🤤`,
);

/** Access that is a request on its own: time alone, a bath, a bed, a phone, secrecy. */
const STRONG_ACCESS = rx(
  S`\balone (?:with|time)\b|\btime alone\b|\bbaths?\b|\bbath ?time\b|\bin (?:her|his|my|their)? ?bed\b|\bbabysit\w*\b|`,
  S`\bkeep (?:her|him) (?:company|warm)\b|\b(?:own|a) phone\b|\bnaked\b|\bwithout (?:you|u|her|his) \w* ?knowing\b|`,
  S`\bour (?:little )?secret\b|\bi (?:want|need|crave) (?:your|ur|yr|ya|yo)\b|`,
  S`\b(?:cash|money|paid|pay|earn \w+) for (?:pics|photos|pictures|videos|vids)\b|`,
  S`\b(?:come|comes|be|stay|sleep|visit)\s+(?:over\s+)?alone\b|\bwhen (?:you'?re|you are|ur|u r) (?:at work|out|`,
  S`away|asleep|not (?:home|around))\b|\b(?:swim ?suit|bikini|underwear|undies|knickers|`,
  S`pyjamas|nightie|changing)\b|\b(?:pics?|photos?|pictures?|vids?|videos?) of (?:your|ur|yr|ya|yo)\b`,
);
/** "13 year old(s)": a person or a group by age, counted with a strong desire or a sexual look only. */
const YEAR_OLD = rx(S`\b${TEEN}[ -]?(?:year[ -]?olds?|yos|y\/os)\b`);

/** The reader's age (or look) under 18: "you're 15", "u look like u could be 14". */
const READER_AGE = rx(
  S`\b(?:you|u)(?:'?re| are| r| look(?: like)?(?: (?:you|u))?(?: could be| might be)?| could be| must be| seem)\s+`,
  S`(?:only |like |about |maybe )?${TEEN}\b${NOT_AGE_AFTER}`,
);
/** The reader's look given as what drew the speaker: "that's why i messaged", "what caught my eye". */
const LOOK_AS_REASON = rx(
  S`\b(?:that'?s|thats|it'?s|its|which is) (?:exactly |honestly |literally )?(?:why|what) i (?:messaged|msged|dmed|`,
  S`texted|swiped|liked|like|matched|want|wanted|messaged you|hit (?:you|u) up)\b|\bwhat (?:caught|got|grabbed) my `,
  S`(?:eye|attention)\b|\b(?:that'?s|thats) the (?:appeal|attraction|point)\b|\bi (?:like|love|prefer) (?:that|it)\b`,
);
/** Pictures of a child asked for: "i'd love pics of her", "can i see photos of your son" (ADR 239). */
const CHILD_PICS_ASKED = rx(
  S`\b(?:i'?d love|i would love|i want|i wanna|send me|can i (?:see|get|have)|show me|got any)\s+(?:some |more |a )?`,
  S`(?:pics?|photos?|pictures?|vids?|videos?)\b`,
);
/** A parent's question to a parent: "what age did your kids get one", "when did your son start". */
const PARENTING_QUESTION = rx(
  S`\b(?:what age|at what age|how old were|when did) (?:did |do |were |was )?(?:your|ur) `,
  S`(?:kids|children|son|daughter|boys|girls|eldest|youngest)\b`,
);
/** A phone as an access cue ("a phone", "her own phone", "snapchat"). */
const PHONE_ACCESS = /\b(?:own|a|her|his) phone\b|\bsnap(?:chat)?\b/g;
/** Access to a child other than a phone: the message read with its phone words removed. */
function otherAccess(t: string): boolean {
  const rest = t.replace(PHONE_ACCESS, ' ');
  return CHILD_ACCESS.test(rest) || STRONG_ACCESS.test(rest);
}
/** The adults a school word names: "middle school teachers", "high school parents", "a primary school run". */
const ROLE_AFTER =
  /^'?\s*(?:teachers?|parents?|staff|mums?|moms?|dads?|coach\w*|friends?|sweethearts?|reunions?|runs?|days|years|pick ?ups?)\b/;
/** Teens sought on the app: "any teens on here", "know any teens", "looking for teens". */
const TEENS_SOUGHT = /\b(?:any|anyone|know any|looking for|send)\b[^.!?]{0,12}\b(?:barely |young )?teens\b/;
/** Pictures of the speaker's own child offered: "my daughter is 12, want pics?". */
const OFFER_PICS = rx(
  S`\b(?:want|wanna|u want|you want|trade|swap|sell|buy|selling)\s+(?:some |her |his |more )?(?:pics?|photos?|`,
  // not a thing the child made: "pics of her science project" ("of her in …", "of her naked" still offer the child)
  S`pictures?|vids?|videos?)\b(?!\s+of (?:her|his|their|the) (?!in\b|on\b|at\b|with\b|naked|nude|alone|when)\w)`,
);
/** A group sought: "any … on here", "looking for", "know any". */
const SEEK_GROUP = /\b(?:any|anyone|anybody|looking for|where (?:are|r) (?:the|all)|know any|hmu)\b/;
/** Minors sought on the app: "any younger ones on here", "looking for young ones". */
const SEEK_YOUNG = /\b(?:any|anyone|anybody|looking for|where are|wheres)\b[^.?!]{0,20}\b(?:younger|young|yng)\b/;
/** Children of the household as a time or a place ("after the kids are asleep", "the kids always ask"). */
const HOUSEHOLD_KIDS =
  /\b(?:the|my|our) (?:kids|children|child)\b|\b(?:kids|children) (?:are|r|is) (?:at|with|in|asleep|out|away|gone|busy|home)\b|\b(?:with|has|have|got|had) (?:\d+|two|three|four|five|six) (?:kids|children)\b/;
/** A wink or an innuendo emoji. */
const WINK = /😉|😏|😈|\bwink\b|;\)/;

function adultInterest(t: string): string | null {
  // read once, and only where a finding needs it (the expression is the costliest of the module on long text)
  let care: boolean | undefined;
  const readerAge = xv(READER_AGE, t);
  const lookCue = xv(SEXUAL_LOOK, t) ?? xv(DESIRE_STRONG, t);
  // the young look given as the reason for writing: "you look about 14 in that pic, that's why i messaged" (ADR 239)
  const reason = lookCue ?? (readerAge ? xv(LOOK_AS_REASON, t) : null);
  if (readerAge && reason) return `${readerAge[0]} … ${reason[0]}`;
  const yearOld = xv(YEAR_OLD, t);
  // "my 14 year old is into football": a family member by age needs a sexual look, not a strong desire word
  const someones =
    yearOld !== null &&
    /\b(?:my|our|your|ur|his|her|their|a|an|the)\s+$/.test(t.slice(0, yearOld.index)) &&
    !/^\s*(?:students|pupils|girls|boys|kids)\b/.test(t.slice(yearOld.index + yearOld[0].length));
  const strongDesire = someones ? xv(SEXUAL_LOOK, t) : (xv(DESIRE_STRONG, t) ?? xv(SEXUAL_LOOK, t));
  if (yearOld && strongDesire) return `${yearOld[0]} … ${strongDesire[0]}`;
  const aged = xv(AGED_GROUP, t);
  const desire = xv(DESIRE, t);
  // a parent's counted kids are a household, not a target: a weak "i love" elsewhere is about hiking, not them
  if (
    aged &&
    desire &&
    (!((care ??= tv(CARE, t)) || tv(OWN_COUNTED_KIDS, t)) || tv(DESIRE_STRONG, t) || tv(SEXUAL_LOOK, t))
  )
    return `${aged[0]} … ${desire[0]}`;
  const agedLook = aged && xv(AGED_LOOK, t);
  if (agedLook) return `${aged[0]} … ${agedLook[0]}`;
  const group = xv(CHILD_GROUP, t);
  if (group && tv(SEEK_YOUNG, t) && !(care ??= tv(CARE, t))) return `${group[0]} … sought on the app`;
  // school-level groups sought: "any middle schoolers on here?" (not "any kids?", asked of a parent)
  // (a care word does not set it aside: nobody's work is seeking children on a dating app); "any middle school
  // teachers on here?" seeks the adults named after the group
  if (group && !/^(?:kids|children|child)$/.test(group[0]) && tv(SEEK_GROUP, t)) {
    if (!ROLE_AFTER.test(t.slice(group.index + group[0].length))) return `${group[0]} … sought`;
  }
  // teens sought with an age under 18, "barely" or a wink: "any barely teens on here 👀"
  const teens = xv(TEENS_SOUGHT, t);
  if (teens && (tv(ANY_TEEN, t) || tv(WINK, t) || /barely|👀/.test(t))) return `${teens[0]} … sought`;
  if (group && !(tv(HOUSEHOLD_KIDS, t) && /^(?:kids|children|child)$/.test(group[0]))) {
    if (tv(WINK, t) && tv(SEEKING, t) && !(care ??= tv(CARE, t))) return `${group[0]} … ${xv(WINK, t)![0]}`;
    const strong = xv(DESIRE_STRONG, t) ?? xv(SEXUAL_LOOK, t);
    if (strong && !((care ??= tv(CARE, t)) && !tv(SEXUAL_LOOK, t))) return `${group[0]} … ${strong[0]}`;
    if (YOUNG.test(group[0]) && desire && tv(ANY_TEEN, t)) return `${group[0]} … ${desire[0]}`;
  }
  if (tv(YOUNG, t) && desire && tv(ANY_TEEN, t) && tv(YOUNG_WHO, t)) return `young … ${desire[0]}`;
  if (tv(BARELY_LEGAL, t) && tv(ANY_TEEN, t)) return 'barely legal … under 18';
  const pics = xv(CHILD_PICS, t);
  if (pics && tv(TRADE, t)) return `${pics[0]} … traded`;
  const child = xv(READER_CHILD, t) ?? xv(OWN_CHILD, t);
  if (child) {
    const mine = child[0].startsWith('my ');
    // the look in the child's sentence, not anywhere in a long message
    const near = t.slice(Math.max(0, child.index - 80), child.index + child[0].length + 80);
    const look = SEXUAL_LOOK.exec(near);
    if (look) return `${child[0]} … ${look[0]}`;
    if (mine) return tv(OFFER_PICS, t) ? `${child[0]} … pictures offered` : null;
    const access = xv(CHILD_ACCESS, t);
    const cues = (access ? 1 : 0) + (tv(APPRAISAL, t) ? 1 : 0) + (tv(HOW_OLD, t) ? 1 : 0);
    // "she's 14 and wants a phone, what age did your kids get one?": a parenting question, not access to the child
    // (only where the phone is the one access cue: any other one, read without the phone, still counts)
    // pictures of the reader's child asked, with an age under 18 named (ADR 239): "if your daughter is around 11
    // i'd love pics of her"
    if (!mine && tv(ANY_TEEN, t) && tv(CHILD_PICS_ASKED, t)) return `${child[0]} … pictures asked`;
    const compared = access !== null && /phone|snap/.test(access[0]) && tv(PARENTING_QUESTION, t) && !otherAccess(t);
    if (access && !compared && (cues >= 2 || tv(STRONG_ACCESS, t))) {
      if (!(tv(FAMILY_OUTING, t) && !tv(OUTING_TURNED, t))) return `${child[0]} … ${access[0]}`;
    }
  }
  return null;
}

// ------------------------------------------------------------------------------------------------
// Extortion: material or a secret, an audience told, a demand
const MEDIA =
  S`(?:pics?|pictures?|photos?|images?|nudes?|vids?|videos?|clips?|recordings?|screenshots?|screen ?caps?|`.concat(
    S`chats?|messages|dms|texts|tapes?|footage|sexts?|snaps|convos?|conversations?|${FX_MEDIA})`,
  );
/** The member's own material, or material the speaker holds. */
const MATERIAL = rx(
  S`\b(?:${YOUR}|yuh|the|these|those|them|our|all (?:${YOUR}|the|our)|every|this|that|${YOUR_FX}|essas|esas|estas|`,
  S`ces|las|les|el|la|le|o|ang|mga|die|das|deine|deinen)\s+(?:\w+\s+){0,2}?${MEDIA}\b|`,
  S`\b${MEDIA} (?:of|from) (?:you|u|ya|us)\b|\bwhat (?:you|u) (?:sent|showed|did|do|send)\b|`,
  S`\bi (?:still )?(?:have|got|kept|saved|screenshotted|recorded|screen ?recorded|own)\b|`,
  S`\b(?:everything|it all)\b`,
);
/** Material that is the member's (not "the pics from the party"). */
const MATERIAL_OWN = rx(
  S`\b(?:${YOUR}|yuh|our|${YOUR_FX})\s+(?:\w+\s+){0,2}?${MEDIA}\b|\b${MEDIA} (?:of) (?:you|u|ya|us)\b|`,
  S`\b${MEDIA} (?:tuy[oa]s|de (?:ti|toi|voce))\b|\bwhat (?:you|u) `,
  S`(?:sent|showed|did)\b|\bi (?:still )?(?:have|got|kept|saved|screenshotted|recorded) (?:all |every )?`,
  S`(?:${YOUR}|the|those|these|our|them|it|everything)\b|`,
  S`\byou know what i (?:have|got|'ve got|kept|saved)\b|\b(?:${YOUR}|yuh) tings\b`,
);
/**
 * Held evidence said in slang (ADR 239): "i got receipts", "i have proof of us", "i kept copies". The member's
 * material only beside their people, a secret, or a condition on blocking ("i got receipts for dinner" is no leverage).
 */
/** The conditions that make held evidence leverage alone: blocking, or a person told ("or she finds out"). */
const EVIDENCE_CONDITION = /\b(?:don'?t|dont) (?:block|ignore|test)|\bblocking\b|\bor (?:she|he|they)\b/;
const EVIDENCE = rx(
  S`\bi(?:'?ve| still)? (?:have|got|kept|saved)\s+(?:all (?:the )?|the )?(?:receipts|proof|evidence|copies|`,
  S`screenies|screengrabs)\b`,
);
const MEDIA_WORD = rx(S`\b${MEDIA}\b`);
const THE_OTHERS = /\bthe (?:others|lot|rest)\b/;
/** A secret the member's people do not know. */
const SECRET = rx(
  S`\b${YOUR} (?:little |dirty )?secrets?\b|\b(?:doesn'?t|don'?t|does not|do not|never|won'?t) (?:\w+ )?(?:know|find `,
  S`out|hear)\b|\bnever (?:hears?|finds? out|knows?)\b|\bcriminal record\b|\baffair\b|\bcheating\b|\bkeep (?:quiet|`,
  S`it quiet|my mouth shut|(?:this|it) between us|${YOUR} secret|it to myself)\b|\bstays? between us\b|`,
  S`\bwhat (?:she|he|they)'?d think\b|\bi wonder what (?:she|he|they)\b|\b(?:like|love) to know\b|`,
  S`\bthinks (?:you'?re|you are)\b|`,
  // kept from people ("keep this off your mum's facebook"), nobody told ("nobody at your office hears")
  S`\bkeep (?:this|it|them|that|these|those) (?:off|away from|out of|from)\b|\b(?:nobody|no one|no-one)\b[^.!?]{0,25}`,
  S`\b(?:hears?|knows?|finds? out|sees?)\b|`,
  S`\b(?:vai adorar|va adorer|va a encantar|would (?:love|enjoy) (?:these|those))\b`,
);
/** The member's people or the public. */
const AUDIENCE = rx(
  S`\b(?:${YOUR}|yuh|ye)\s+(?:\w+(?:'s)?\s+)?(?:crew|mandem|squad|gang|wife|husband|missus|misses|hubby|partner|gf|bf|girlfriend|boyfriend|boss|`,
  S`manager|employer|work|job|office|family|fam|mum|mom|mam|dad|parents|folks|kids|children|son|daughter|sister|`,
  S`brother|cousin|aunt|uncle|church|mosque|friends?|mates|friends list|followers|contacts|colleagues|coworkers|`,
  S`school|uni|timeline|feed|page|insta\w*|facebook|fb|socials|ex|congregation|team|neighbou?rs)\b|`,
  S`\b(?:everyone|everybody|the whole (?:\w+ )?(?:village|town|school|office|family|world|internet|street|church|`,
  S`team|class|group|uni|city|app)|every group ?chat|group ?chats?|public|pub[li]{1,2}c|online|the internet|`,
  S`everywhere|viral|reddit|twitter|tiktok|de gram|the gram|onlyfans|porn ?(?:sites?|hub)|on blast)\b|🌍|🌎|🌏|`,
  // (ADR 239) the group chat, every contact, "ur mama"
  S`\b(?:the|ur|your|every|our) (?:gc|group ?chat)\b|\bevery (?:contact|number|follower)\b|\b${YOUR} (?:mama|mummy|`,
  S`mumma|moms|mums)\b|`,
  S`\b(?:(?:you|u)'?ve got|(?:you|u) have|got) a (?:\w+ )?(?:wife|husband|family|boss|partner|girlfriend|boyfriend)\b|`,
  FX_AUDIENCE,
);
/** An act that exposes: sending, posting, an audience seeing or hearing. */
const EXPOSE = rx(
  S`\b(?:send|sending|sent|post|posting|posted|leak|leaking|leaked|show|showing|share|sharing|forward|forwarding|`,
  S`tag|tagging|upload|uploading|email|emailing|expose|release|spread|publish|tell|telling|sees?|seeing|gets?|`,
  S`getting|find(?:s|ing)? out|hears?|hear(?:ing)? about|knows|learns?|goes?|going|gonna be|end(?:s)? up|`,
  S`hit(?:s|ting)?|lands?|link|seein|sendin|postin|goin|leakin|showin|tellin|trend\w*)\b|`,
  S`\b(?:is|are|be|ends? up) (?:on|all over)\b|`,
  FX_EXPOSE,
);
/** An act that exposes to the public whoever is named: posting, leaking, uploading. */
const PUBLISH = rx(
  S`\b(?:post|posting|posted|leak|leaking|leaked|upload|uploading|uploaded|publish\w*|spread|distribut\w*)\b|`,
  S`\bgoes? (?:public|viral|everywhere|online)\b|\b(?:make \w+ )?trend(?:ing)?\b|`,
  S`\bon (?:reddit|twitter|tiktok|the internet|porn ?(?:sites?|hub)|onlyfans)\b|`,
  S`\b(?:viral kar\w*|yetnashar|hanshur|ynshar|subo|subire|publico|publicare|publie|publierai|postar|posto|`,
  S`seront partout|sera partout|ipopost|ikakalat|ipagkakalat|veroffentliche)\b`,
);
/** Money or a price. */
const PAY = rx(
  S`\b(?:pay|payment|money|cash|dosh|bands|funds|venmo|cashapp|cash app|paypal|zelle|revolut|bitcoin|`,
  S`btc|crypto|wallet|gift ?cards?|itunes|steam cards?|wire|transfer|quid|bucks|grand|fee|numbers|worth to (?:you|u)|`,
  S`price|sort me out)\b|[$£€]\s?\d|\d\s?[$£€]|`,
  // a bare sum before a condition: "700 or i start sending", "500 by tonight"
  S`\b\d{3,}\s*(?:or (?:i|else|your|ur|the|everyone|they|it|this)|by (?:tonight|tomorrow|midnight|the weekend|`,
  S`(?:mon|tues|wednes|thurs|fri|satur|sun)day))\b|\bwestern union\b|\bmoneygram\b|`,
  S`\bsend (?:me )?a (?:ton|monkey|pony|bag)\b(?! of)|`,
  // (ADR 239) "run me 300", "run it up", "half now", "blocking costs you double"
  S`\brun (?:me \d+|it up)\b|\bhalf now\b|\bcosts? (?:you|u)\b|\b(?:price|it) (?:doubles|goes up)\b|`,
  S`\b\d+\s?(?:k|quid|bucks|dollars|pounds|usd|gbp|euros)\b|\bfor \d{3,}\b|`,
  FX_PAY,
);
/** More material or compliance demanded. */
const MORE = rx(
  S`\b(?:send|one|1) more (?:nudes?|pics?|vids?|videos?|photos?|clips?)?\b|\bdo (?:what|as) i (?:say|tell|want)\b|`,
  // asked, not offered ("want to see more? my link in bio" is an offer)
  S`\b(?:lemme|let me) see more\b|\bobey me\b|\bdo as (?:you'?re|ur|u r) told\b|`,
  S`\b(?:show|send) me more\b|\bkeep me happy\b|\brecord (?:yourself|urself)\b|\bsend (?:me )?(?:nudes?|more)\b|`,
  S`\bkeep (?:paying|sending)\b|`,
  S`\b(?:manda|envia|envoie|bhejo|mande)(?:-moi|me)? (?:\w+ )?(?:mas|plus de|mais) (?:fotos|photos|videos?)\b|`,
  S`\b(?:fotos|photos|videos?) (?:mas|plus) \w+`,
);
/** A condition or a deadline. */
const CONDITION = rx(
  S`\bor (?:else|i|i'?ll|${YOUR}|the|they|it|everyone|these|those|this|that|ya|it'?s)\b|\bunless\b|\bif (?:you|u|yuh) `,
  S`(?:don'?t|dont|do not|eh|refuse|ignore|block|stop|won'?t)\b|\bif not\b|\b${YOUR} choice\b|\bmake (?:this|it) `,
  S`(?:go away|disappear)\b|\b(?:by|before|till|until) (?:tonight|tomorrow|midnight|friday|monday|the weekend|\d)\b|`,
  S`\b(?:in|within|(?:you|u) have|(?:you|u)'?ve got|(?:you|u) got|got)\s+\d+\s?(?:h|hrs?|hours|mins|minutes|days)\b|`,
  S`\b\d+\s?(?:h|hrs?|hours|days)(?: to| left)\b|(?:^|[.!?]\s*)\d+\s?(?:h|hrs?|hours|days)\s*(?:[.!?]|$)|\bgot till\b|\bit all goes away\b|\bdisappear\b|\bi'?ll (?:delete|`,
  S`forget|destroy|keep quiet)\b|\band (?:they|she|he|nobody|no one) (?:never|won'?t)\b|\bignore me and\b|`,
  S`\bsharpish\b|`,
  // (ADR 239) "or she finds out", "or every contact …", "and no one ever has to see", "no? then", "don't block me"
  S`\bor (?:she|he|she'?ll|he'?ll|they'?ll|you'?re|every|all)\b|\band (?:no one|nobody|no-one) (?:ever )?(?:has to|`,
  S`needs to|will|gets to|would)\b|\bno\?\s*then\b|\b(?:don'?t|dont) (?:block|ignore|test) me\b|\bblocking\b|`,
  FX_CONDITION,
);
/** The member exposed: "or i expose you", "i'll leak you". */
const EXPOSE_MEMBER = rx(
  S`\b(?:expose|exposing|leak|leaking|out) (?:you|u|ya)\b|`,
  S`\b(?:you'?re|you are|ur|u r|you'?ll be|u'?ll be) (?:exposed|outed)\b`,
);
/** Asking about or reporting extortion received: the member as the one threatened. */
const VICTIM = rx(
  S`\bis (?:it|this) (?:blackmail|extortion|sextortion|legal|a crime|a scam)\b|\basking for a friend\b|`,
  S`\bwhat (?:should|do|can) i do\b|\bhas anyone\b|\banyone else\b|\bmy friend is going through\b|`,
  S`\b(?:a|my|this|the) (?:match|guy|girl|man|woman|person) (?:\w+ )?(?:threaten\w*|tried|is trying|demanded)\b|\b(?:someone|somebody|a scammer|scammers?|this guy|a guy|he|she|they|my ex) `,
  S`(?:tried|is trying|was trying|threatened|keeps threatening|wants|wanted|said|says|sent me)\b|\bi (?:\w+ )?`,
  S`(?:reported|blocked)\b|\bsent me a (?:sextortion|blackmail)\b`,
);

function extortion(t: string): string | null {
  // every combination below holds a demand, or the member's material beside their people: the cheap parts first
  const pay = xv(PAY, t);
  const more = pay ? null : xv(MORE, t);
  let own = xv(MATERIAL_OWN, t) ?? (tv(MEDIA_WORD, t) ? xv(THE_OTHERS, t) : null);
  const evidence = own ? null : xv(EVIDENCE, t);
  if (!pay && !more && !own && !evidence) return null;
  if (tv(VICTIM, t) && !/\b(?:your|ur)\b/.test(t.replace(/"[^"]*"|“[^”]*”/g, ' '))) return null;
  const secret = xv(SECRET, t);
  const audience = xv(AUDIENCE, t);
  const cond = xv(CONDITION, t);
  if (evidence && (secret || audience || (cond && EVIDENCE_CONDITION.test(t)))) own = evidence;
  const material = own ?? xv(MATERIAL, t);
  const expose = audience ? EXPOSE.exec(t.slice(Math.max(0, audience.index - 40), audience.index + 60)) : null;
  const demand = pay ?? more;
  const parts = [material, secret, audience, demand, cond].filter((x): x is RegExpExecArray => x !== null);
  const ev = parts.map((x) => x[0]).join(' … ');
  const exposure = audience !== null && expose !== null;
  // A demand with a condition and exposure: "pay or your boss sees the photos", "1 more vid or ur mum gets a link",
  // "$300 or i post the vid"; or the member's material or secret in reach.
  if (demand && cond && (exposure || (material && tv(PUBLISH, t)) || tv(EXPOSE_MEMBER, t))) return ev;
  if (demand && cond && (own || secret) && (material || secret)) return ev;
  // Money to make it go away, with the member's people named: "found your husband … make this go away for £2000".
  if (pay && audience && cond && /go away|disappear/.test(cond[0])) return ev;
  // The member's material and people, made to go away: "… by our chats. make this go away for 500".
  if (own && audience && cond && /go away|disappear|unless|^or /.test(cond[0])) return ev;
  // A demand and exposure of material or a secret: "venmo me, your wife would love to know"; a demand beside the
  // member's material and people: "i screenshotted our chats. your husband's on facebook. let's talk numbers".
  if (demand && ((exposure && (own || secret)) || (own && audience))) return ev;
  // A secret, the member's people and a price: "… the one your new employer doesn't. what's that worth to you".
  if (pay && secret && audience) return ev;
  // A secret bought: "£50 a week and i'll keep your secret", "keep quiet for a small fee".
  if (pay && secret && /keep|quiet|between us|never|won'?t|secret/.test(secret[0])) return ev;
  // The member's material leaked to their people with a condition or intimate material alone.
  const intimate = own !== null && /nude|what (?:you|u) sent|naked/.test(own[0]);
  if (own && audience && (expose ? cond || intimate : cond && intimate)) return ev;
  // Material held, a price and a deadline: "i have the recording. 24 hours. you know what to pay".
  if (own && /^i /.test(own[0]) && pay && cond) return ev;
  return null;
}

// ------------------------------------------------------------------------------------------------
/** A past year told beside a school stage: "i did my gcses in 2004". */
const PAST_YEAR = /\b(?:19\d\d|200\d|201\d)\b/;
/** A past frame of the speaker's own life: "when i was 14", "as a teen", "growing up". */
const PAST_SELF = /\bwhen (?:i|we) (?:was|were)\b|\bas a (?:kid|teen|teenager)\b|\bgrowing up\b|\bback then\b|\bonce\b/;
/** A bare age opening the message or a sentence: "13 🥺 but i can act older". */
const BARE_AGE = /(?:^|(?<!\d)[.!?]\s+)(1[0-7])\b(?!\s*(?:mins?|minutes|hours?|[:.,\/]\d|%|k\b|pm|am))/;
/** A seeking or liking word beside a wink. */
const SEEKING = /\b(?:any|anyone|looking|into|like|love)\b/;
/** The people "young" is said of. */
const YOUNG_WHO = /\b(?:girls?|boys?|ones?|them|em|gir[li]s)\b/;
/** A child's age asked. */
const HOW_OLD = /\bhow old\b/;
/** What turns a family outing into access. */
const OUTING_TURNED = /alone|bath|bed|secret|without|warm|naked/;

const NOTHING: ContextSignal[] = [];
/** The words every age reading holds (an age 10–17 or a school-life word), tested on the reading view first. */
const AGE_GATE = rx(
  S`\b1[0-7](?!\d)|school|\b(?:year|yr|grade|form|class)\b|gcse|homeroom|curfew|ground|sophomore|freshman|mocks|`,
  S`sats\b|a ?levels|primary|\b(?:jss|sss|ss) ?[1-3]\b|`,
  S`\b(?:18|legal)\b|let me (?:date|go|stay|meet|have)|teacher|homework|detention|teen|`,
  S`\b(?:iam|im)(?:only|just)?(?:ten|elev|twel|thirt|fourt|fift|sixt|sevent|1[0-7])`,
);
/** The words every sexual-interest reading holds: an age, a child word, "young", "legal". */
const INTEREST_GATE = rx(
  S`\b1[0-7](?!\d)|kid|child|daught|\bsons?\b|stepson|niece|nephew|girl|gir[li]s|\bboys?\b|\bsis\b|sister|\bbro\b|`,
  S`brother|loli|teen|school|minor|underage|jail|young|yng|little|\blil\b|baby|babysit|legal|\bmum|\bmom|\bdad`,
);
const isExtortion = (s: ContextSignal): boolean => s.kind === 'extortion';
const notExtortion = (s: ContextSignal): boolean => s.kind !== 'extortion';
/** Signals of round 18 for one message (context.ts appends them to its own). Every finding is hard. */
export function round18MinorsExtortionSignals(input: RuleInput): ContextSignal[] {
  const { views, found } = input;
  // The views as the context layer prepared and scanned them: the gate too runs through the candidates (ADR 225).
  GUARDIAN_PREFILTER.prepare(views);
  let gated = false;
  for (const v of views) if (GUARDIAN_PREFILTER.exec(GATE, v) !== null) gated = true;
  if (!gated) return NOTHING;
  // The reading views, prepared with the shared prefilter beside the views (ADR 225): the expressions below run
  // through its candidates, and a reading view that is its view keeps the scan the context layer made of it.
  let readings = views;
  for (let i = 0; i < views.length; i++) {
    const t = readingView(views[i]);
    if (t === views[i]) continue;
    if (readings === views) readings = views.slice();
    readings[i] = t;
  }
  if (readings !== views) OWN_PREFILTER.prepare(readings);
  const out: ContextSignal[] = [];
  let previous = '';
  for (let i = 0; i < readings.length; i++) {
    const t = readings[i];
    if (t === previous) continue;
    previous = t;
    prefilter = t === views[i] ? GUARDIAN_PREFILTER : OWN_PREFILTER;
    if (tv(AGE_GATE, t) && !alreadyAsHigh('minor_age', 85, found, out)) {
      const self = speakerMinor(t);
      if (self) out.push(ruleSignal('minor_age', 85, `speaker under 18: ${self}`));
    }
    if (!alreadyAsHigh('minor_reference', 85, found, out)) {
      // round 20's readers (ADR 239) test their own first class through the same prefilter
      const other =
        (tv(INTEREST_GATE, t) ? adultInterest(t) : null) ??
        childOffered(t, tv) ??
        pupilLook(t, tv) ??
        childAsSexualObject(t, tv);
      if (other) out.push(ruleSignal('minor_reference', 85, `sexual interest in a minor: ${other}`));
    }
    if (!alreadyAsHigh('extortion', 88, found, out)) {
      const leverage = extortion(t) ?? exposureLeverage(t, tv);
      if (leverage) out.push(ruleSignal('extortion', 88, `leverage: ${leverage}`));
    }
  }
  // Minors through the shield-proof frame (a report of receiving the words only); extortion likewise, as a third
  // party's words told ("someone said you'd pay …") are how an extorter would shield the demand.
  const ext = out.find(isExtortion);
  if (!ext) return withoutFramed(views, out, 'someStranger');
  const minors = withoutFramed(views, out.filter(notExtortion), 'someStranger');
  return views.some(reportsReceiving) ? minors : [...minors, ext];
}

/** The expressions run on a whole reading view, registered with the prefilter when the module loads (ADR 209). */
export const ROUND18_MINORS_EXTORTION_EXPRESSIONS: readonly RegExp[] = [
  OWN_COUNTED_KIDS,
  AGED_LOOK,
  GATE,
  AGE_GATE,
  INTEREST_GATE,
  SPEAKER_AGE,
  ADULT_SELF,
  SPEAKER_SCHOOL,
  SCHOOL_WEAK,
  MINOR_SECOND,
  AT_WORK,
  PAST_YEAR,
  BARE_AGE,
  READER_AGE,
  SEXUAL_LOOK,
  DESIRE_STRONG,
  YEAR_OLD,
  AGED_GROUP,
  DESIRE,
  CARE,
  CHILD_GROUP,
  SEEK_YOUNG,
  SEEK_GROUP,
  ROLE_AFTER,
  TEENS_SOUGHT,
  OFFER_PICS,
  EXPOSE_MEMBER,
  PARENTING_QUESTION,
  PAST_SELF,
  JOINED_SLOT,
  LOOK_AS_REASON,
  CHILD_PICS_ASKED,
  HOUSEHOLD_KIDS,
  WINK,
  SEEKING,
  YOUNG,
  ANY_TEEN,
  YOUNG_WHO,
  BARELY_LEGAL,
  CHILD_PICS,
  TRADE,
  READER_CHILD,
  OWN_CHILD,
  CHILD_ACCESS,
  APPRAISAL,
  HOW_OLD,
  STRONG_ACCESS,
  FAMILY_OUTING,
  OUTING_TURNED,
  PAY,
  MORE,
  MATERIAL_OWN,
  MEDIA_WORD,
  THE_OTHERS,
  VICTIM,
  MATERIAL,
  SECRET,
  AUDIENCE,
  CONDITION,
  PUBLISH,
  EVIDENCE,
  ...ROUND20_MINORS_EXTORTION_EXPRESSIONS,
  ...ROUND28_MINORS_EXPRESSIONS,
].filter((r) => !r.unicode);
GUARDIAN_PREFILTER.register(ROUND18_MINORS_EXTORTION_EXPRESSIONS);
OWN_PREFILTER.register(ROUND18_MINORS_EXTORTION_EXPRESSIONS);
