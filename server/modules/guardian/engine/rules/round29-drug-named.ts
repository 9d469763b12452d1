/**
 * Round 29 (issue 15, ADR 308): a drug NAMED, not dealt. The banned list holds drug names ("cocaine", "ketamine",
 * "heroin", "fentanyl", "meth"), and a banned term is a hard finding (85) whatever surrounds it, so ordinary chat that
 * names a drug in care ("the vet gave the dog ketamine", "a fentanyl patch for my mum in hospice"), on a screen or a
 * page ("a documentary on the cocaine trade", the film with the bear) or in a past job ("i worked in a rehab clinic,
 * saw a lot of heroin addiction") was BLOCKed.
 *
 * Read when every banned term the keyword layer found is a drug name: the message names a care, screen or work frame,
 * and holds nothing of a trade or of use offered — no sale, supply, price, quantity, asking or offering to get some,
 * no invitation to use, no other rule finding at the review line. Then the banned drug term is no finding (the text
 * model and every rule still read the message as sent). Written from our own paraphrases and harmful twins
 * (round29-drug-named.test.ts), never from a challenge set's lines. Runs only when a banned term was found.
 */
import type { NormalizedText } from '../normalize';
import type { ContextSignal } from '../types';

const S = String.raw;
const rx = (...parts: string[]) => new RegExp(parts.join(''));

/** The banned terms that are drug names (not a dealer word such as "plug"). */
const DRUG_NAME = /^(?:fentanyl|heroin|meth|cocaine|crack|ketamine|oxy\w*|xanax|molly|mdma|percocet|coke)$/;
/** Care, a screen or a page, a job or a belief about the speaker: where a drug is named without being dealt. */
const FRAME = rx(
  S`\b(?:prescri\w+|script|doctors?|gp|hospitals?|clinics?|hospice|palliative|vets?|veterinar\w+|surgery|op|`,
  S`operation|anaesthe\w+|anesthe\w+|sedat\w+|patch(?:es)?|treatment|therapy|therapist|rehab|recovery|addiction|`,
  S`addicts?|nurse|nursing|ward|paramedic|pharmac\w+|dentist|a&e|er|icu|documentar\w+|docuseries|film|movie|show|`,
  S`series|episode|book|novel|podcast|article|news|true crime|narcos|breaking bad|bear|used to work|worked|`,
  S`volunteer\w*|thinks? (?:i'?m|im|i am|we'?re|we are))\b`,
);
/** A trade, a supply or use offered: what keeps the banned term a finding. */
const TRADE = rx(
  S`\b(?:sell\w*|sold|buy\w*|supply\w*|plug|dealer|deal|dealing|score|cop|re-?up|hmu|dm|link up|hook (?:you|u|me) `,
  S`up|got (?:some|any|loads|plenty)|have (?:some|any|loads|plenty)|(?:want|wanna|need|fancy|try) (?:some|any|a bit)|`,
  S`anyone (?:got|have|selling)|price|per|grams?|g|oz|ounce|half|eighth|bags?|baggies?|lines?|bumps?|keys?|kilos?|`,
  S`delivery|deliver\w*|drop ?off|cash|discreet|stash|party|snort\w*|inject\w*|rail|get high|high|wasted|spare|`,
  S`extra|leftover|left over|get (?:you|u)|bring (?:some|it)|meet|tonight|(?:you|u) (?:want|wanna|need|fancy)|`,
  S`available|for sale|in stock|stock|menu|connect|source|supplier|sort (?:you|u|ya) out|who wants|anyone want|`,
  S`interested|lmk|let me know|message me|text me|hit me up|inbox|each|a pop|cheap|pills?|tabs?)\b|`,
  S`[$£€]\s?\d|\d\s?(?:g|mg|ml|quid|bucks)\b|`,
  // The speaker makes, grows or can get it and the reader may ask or join (ADR 311 fix 8): a screen or a job named
  // beside it is the alibi, not the frame.
  S`(?<!thinks? |says? |reckons? )\bi(?:'?m| am)? `,
  S`(?:make|making|cook|cooking|grow|growing|brew|brewing|produce|producing|mix|mixing) `,
  S`(?:(?:my own|some|it|them|the|a|batch(?:es)? of|\w+) ){0,2}?(?:it|my own|fentanyl|heroin|meth|cocaine|crack|`,
  S`ketamine|coke|molly|mdma|oxy\w*|xanax)\b|\b(?:samples?|a taste|free (?:taste|try|hit)|can get (?:it|some|you|u|`,
  S`ya|hold of)|join me|(?:i|we)(?:'ll| will) share)\b`,
);

/**
 * Whether the banned drug names in the message are named, not dealt: every banned term a drug name, a frame named,
 * no trade and no rule finding at the review line. `banned` is the keyword layer's banned terms.
 */
export function drugNamedNotDealt(
  norm: NormalizedText,
  banned: readonly string[],
  signals: readonly ContextSignal[],
): boolean {
  if (!banned.length || !banned.every((t) => DRUG_NAME.test(t))) return false;
  if (signals.some((s) => s.risk >= 25 && s.kind !== 'link')) return false;
  const views = [norm.text, norm.deobfuscated];
  return views.some((v) => FRAME.test(v)) && !views.some((v) => TRADE.test(v));
}
