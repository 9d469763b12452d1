/**
 * Round 13 (issue 15, ADR 187): findings that misfire on ordinary dating chat, each dropped only when its own
 * evidence is the misfire and nothing else in the message menaces. Written from general knowledge after reading the
 * development challenge sets' held ordinary lines by cause (no line copied); every reading has harmful twins that
 * share its words in rules/round13-holds.test.ts.
 *  - paid-sex solicitation on "I'm all yours for …" with no price, hour, night or money in the message;
 *  - a move off the app on "this app keeps crashing … my message": the app's fault told, but no other app, contact
 *    detail or "text / add / call me" asked;
 *  - an under-age claim on "too young for this app" when the speaker states an adult age and no age under 18;
 *  - a threat on an idiom whose complement cancels the harm (the speaker's own "I'll die on this hill", a thing fetched
 *    for the reader: "I'll hunt you down a copy of that book"): the message is read again without the idiom and the
 *    threat is dropped only when that reading finds no threat and holds no weapon, injury, night, home or "alone".
 * Also the combiner's reading of swearing between opted-in adults (`swearingBetweenOptedInAdults`).
 */
import { normalizeText, type NormalizedText } from '../normalize';
import type { ContextLayerResult, ContextSignal, KeywordLayerResult } from '../types';
import { textViews, type RuleInput } from './types';
import { contemptIn, hardHarmCue, noConsentCue } from './violence';

const S = String.raw;
const rx = (...parts: string[]) => new RegExp(parts.join(''));

// ------------------------------------------------------------------------------------------------
// "I'm all yours for pizza": the solicitation phrase with a plan after it, not a price.
const PRICE_OR_TIME = rx(
  S`[$£€]|\d|\b(?:hour|hours|hr|hrs|night|overnight|tonight|session|weekend|rate|rates|price|cash|money|pay|paid|`,
  S`donation|roses|gift|tip|fee|generous|discreet|incall|outcall|hotel)\b`,
);
const ALL_YOURS = /^all yours for$/;

// ------------------------------------------------------------------------------------------------
// "this app keeps crashing, let's hope my message goes through": the app's fault, no move asked.
const APP_FAULT_OWN_MESSAGE = rx(
  S`\b(?:this app|the app|this site|on here|this thing)\b[^.!?]{0,30}\b(?:glitch\w*|buggy|crash\w*|not working|`,
  S`keeps? (?:crashing|logging|kicking))\b[^.!?]{0,60}\b(?:my|this|the|our|your) (?:message|messages|text|chat)$`,
);
const MOVE_OR_CONTACT = rx(
  S`\b(?:whats ?app|snap\w*|telegram|kik|insta\w*|ig|signal|wechat|line|discord|hangouts|email|e-mail|gmail|`,
  S`number|phone|digits|cell|mobile|text me|call me|add me|message me|dm me|reach me|contact me|hit me up|`,
  S`elsewhere|somewhere else|another app|off (?:the|this) app|outside (?:the|this) app)\b|\d{3,}|@`,
);

// ------------------------------------------------------------------------------------------------
// "I'm 23 and my friends think I'm too young for this app": an adult age stated, none under 18.
const TOO_YOUNG = /\btoo young for\b/;
const ADULT_AGE = /\b(?:i'?m|im|i am|aged?|turned|turning)\s+(?:(?:only|just|nearly|almost)\s+)?(?:1[89]|[2-9]\d)\b/;
const UNDER_AGE = rx(
  S`\b(?:[1-9]|1[0-7])\s*(?:yo|y\/o|yrs?|years?|year old|yr old)?\b(?!\s*(?:minutes|mins|min|hours|hrs|days|`,
  S`stops|km|miles|pm|am|%))|\b(?:under ?18|underage|under age|minor|high ?school\w*|secondary school|`,
  S`grade|year \d+|sixth form|gcse|teen|teenager|jk|just kidding|lied|lying)\b`,
);

// ------------------------------------------------------------------------------------------------
// Threat idioms whose complement cancels the harm; the span is set aside and the rest read again.
const THREAT_IDIOMS = [
  // the speaker's own stance: "I'll die on this hill", "happy to die on that hill"
  rx(
    S`\b(?:i'?ll|ill|i will|i'?d|i would|i'?m (?:gonna|going to|willing to|happy to|ready to)|`,
    S`willing to|happy to|ready to)\s+die on (?:this|that) hill\b`,
  ),
  // a thing fetched for the reader: "I'll hunt you down a copy of that book"
  rx(
    S`\b(?:hunt|track)\s+(?:you|u)\s+down\s+(?:a|an|one|some)\s+(?:\w+\s+){0,2}?(?:copy|copies|edition|pressing|`,
    S`vinyl|record|book|ticket|tickets|recipe|bottle|pair|poster|print)\b(?:\s+of\b)?`,
  ),
];
/** Night, home, being alone, a weapon, injury, a visit: then the idiom is not trusted, whatever the rest reads. */
const MENACE = rx(
  S`\b(?:alone|night|tonight|dark|home|house|bedroom|outside|window|wait(?:ing)? for|coming for|come for|`,
  S`find (?:you|u)|where (?:you|u) (?:live|work|sleep)|gun|knife|blade|bat|acid|hurt|hospital|grave|blood|bleed\w*|`,
  S`regret|sorry|pay for|watch (?:your|ur) back|family|kids|die|dies|dying|dead|death|kill\w*|murder\w*|end (?:you|u)|`,
  S`destroy\w*|shoot|stab\w*|beat)\b`,
);

type Reread = (text: string) => readonly ContextSignal[];

/** Drops, in place, the findings that one of the readings above explains (context.ts calls it last). */
export function dropRound13Misfires(signals: ContextSignal[], input: RuleInput, reread: Reread): void {
  if (!signals.length) return;
  const { norm, views } = input;
  const drop = (p: (s: ContextSignal) => boolean) => {
    for (let i = signals.length - 1; i >= 0; i--) if (p(signals[i])) signals.splice(i, 1);
  };
  if (
    signals.some((s) => s.kind === 'solicitation' && ALL_YOURS.test(s.evidence)) &&
    !views.some((v) => PRICE_OR_TIME.test(v))
  )
    drop((s) => s.kind === 'solicitation' && ALL_YOURS.test(s.evidence));
  if (
    signals.some((s) => s.kind === 'off_platform' && APP_FAULT_OWN_MESSAGE.test(s.evidence)) &&
    !views.some((v) => MOVE_OR_CONTACT.test(v)) &&
    !MOVE_OR_CONTACT.test(norm.original.toLowerCase())
  )
    drop((s) => s.kind === 'off_platform' && APP_FAULT_OWN_MESSAGE.test(s.evidence));
  if (
    signals.some((s) => (s.kind === 'minor_age' || s.kind === 'minor_reference') && TOO_YOUNG.test(s.evidence)) &&
    views.some((v) => ADULT_AGE.test(v)) &&
    !views.some((v) => UNDER_AGE.test(v.replace(ADULT_AGE, ' ')))
  )
    drop((s) => (s.kind === 'minor_age' || s.kind === 'minor_reference') && TOO_YOUNG.test(s.evidence));
  if (signals.some((s) => s.kind === 'threat')) {
    const idiom = THREAT_IDIOMS.find((r) => views.some((v) => r.test(v)));
    if (!idiom) return;
    const rest = norm.deobfuscated.replace(new RegExp(idiom.source, 'g'), ' and ');
    const restNorm = normalizeText(rest);
    if (views.some((v) => MENACE.test(v.replace(new RegExp(idiom.source, 'g'), ' ')))) return;
    if (hardHarmCue(restNorm) !== null || contemptIn(restNorm)) return;
    if (reread(rest).some((s) => s.kind === 'threat' || s.risk >= 75)) return;
    drop((s) => s.kind === 'threat');
  }
}

// ------------------------------------------------------------------------------------------------
// Swearing between opted-in adults: "fuuuuck you're so hot", "fuckkk that pic", "I'm going to fuck you senseless on
// Friday". Both opted in to explicit text and talking; the text model's harmful flag raised by the swear word alone
// (the combiner reads the message again without the swear words). Positive evidence needed: a compliment or the
// consensual sexual request. Never with an insult or a bare "fuck you / off", contempt, a refusal, pain or force,
// a hard-harm cue, a minor, money, a banned term or a slur, or another finding at the review line's neighbourhood.
const SWEAR = /\bf+u+c+k+\w*/;
const COMPLIMENT = rx(
  S`\b(?:hot+|sexy|gorgeous|beautiful|stunning|cute|fit|fine|perfect|amazing|incredible|handsome|pretty|`,
  S`delicious|irresistible|obsessed|wow)\b`,
);
const BARE_FUCK_YOU =
  /\bf+u+c+k+\s+(?:you|u|ya|off|this|that|him|her|them)\s*(?:$|[.!?,]|\s+(?:and|too|all|bitch|you|u)\b)/;
const PAIN_FORCE_MINOR_MONEY = rx(
  S`\b(?:cry\w*|tears|scream\w*|beg\w*|bleed\w*|blood|hurt\w*|pain|bruis\w*|force\w*|make (?:you|u)|stop|no|`,
  S`won'?t|can'?t|whether|asleep|drunk|wasted|passed out|kill\w*|die|dead|choke\w*|rape\w*|punish\w*|hate|`,
  S`young|teen\w*|kid\w*|child\w*|school|schoolgirl|daughter|son|niece|nephew|little (?:girl|boy|sister|brother)|`,
  S`yo|years? old|year olds?|minor|underage|pay|paid|money|cash|venmo|price|rate|send me)\b|[$£€]|\d`,
);

/** Whether the message is swearing between opted-in adults (see above); the combiner re-reads the model. */
export function swearingBetweenOptedInAdults(
  norm: NormalizedText,
  kw: KeywordLayerResult,
  cx: ContextLayerResult,
): boolean {
  if (cx.consent !== 'opted_in_mutual') return false;
  if (kw.banned.length || kw.slurs.length || !kw.profanity.some((t) => SWEAR.test(t))) return false;
  if (cx.signals.some((s) => s.risk >= 25 && s.kind !== 'sexual_request')) return false;
  const views = textViews(norm);
  const request = cx.signals.some((s) => s.kind === 'sexual_request');
  if (!request && !views.some((v) => COMPLIMENT.test(v))) return false;
  if (views.some((v) => BARE_FUCK_YOU.test(v) || PAIN_FORCE_MINOR_MONEY.test(v))) return false;
  if (hardHarmCue(norm) !== null || noConsentCue(norm)) return false;
  // Contempt read without the swear words: "fuck you're so hot" is not "fuck you".
  const unsworn = norm.deobfuscated.replace(new RegExp(SWEAR.source, 'g'), ' ');
  return !contemptIn(normalizeText(unsworn));
}

// ------------------------------------------------------------------------------------------------
// The speaker's own identity or community ("as a fat girl who loves herself", "we're a bunch of queers who do drag
// brunch", "I'm polyamorous", "I go to church with my mum"): the text model reads identity words as hate. Every
// identity word must stand in the speaker's own frame (I'm / as a / we're / us / my / proud); the combiner reads the
// message again without them. Never with a second person or a group spoken of, hate or harm talk.
const IDENTITY =
  S`(?:queer|queers|gay|gays|lesbian|lesbians|bi|bisexual|pansexual|trans|transgender|non-?binary|enby|poly|` +
  S`polyamorous|asexual|fat|plus[- ]size|curvy|chubby|black|asian|latina|latino|muslim|christian|catholic|jewish|` +
  S`hindu|sikh|disabled|deaf|autistic|immigrant)`;
const IDENTITY_WORD = rx(S`\b${IDENTITY}\b`, '');
const OWN_IDENTITY = rx(
  S`\b(?:i'?m|im|i am|as an?|being|we'?re(?: all)?|we are(?: all)?|us|fellow|my|our|proud|identify as)\s+`,
  S`(?:(?:a|an|bunch of|couple of|pretty|very|proudly|openly|also|just|both|big|happy|proud|girl|guy)\s+){0,3}`,
  S`${IDENTITY}\b`,
);
const OWN_WORSHIP = /\b(?:go|going|went|goes) to (?:church|mosque|synagogue|temple|mass)\b/;
const WORSHIP_WORD = /\b(?:church|mosque|synagogue|temple|mass)\b/g;
/** Another group spoken of, or the reader addressed as one; a preference against a group; hate or harm talk. */
const GROUP =
  S`(?:${IDENTITY}|jews?|jewish|whites?|blacks?|asians?|arabs?|indians?|mexicans?|chinese|africans?|` +
  S`pakis?|foreigners?|immigrants?|straights?|cis|men|women|guys|girls|boys|people|folks?)`;
const GROUPS_OR_HATE = rx(
  S`\b(?:you|u|ur|your|y'?all|all|they|them|those|these|no|not|never|won'?t|don'?t|hate\w*)\s+`,
  S`(?:(?!that|it|when|how)\w+\s+)?${GROUP}\b|`,
  S`\b(?:deserve\w*|burn|die|kill\w*|sin|sins|sinful|sinners?|abomination|disgust\w*|vermin|`,
  S`animals?|ban|banned|deport\w*|go back|gross|freak\w*|unnatural|pervert\w*|groom\w*|`,
  S`mentally ill|hoes?|thots?|bitch\w*|whores?|sluts?|skanks?|nigg\w*|fag\w*|dykes?|trann\w*|homos?|`,
  S`retard\w*|spics?|chinks?|coons?)\b|`,
  // a group addressed or judged as a whole: "you straights", "normies are boring"
  S`\b(?:you|u|y'?all)\s+(?:\w+\s+)?\w+s\b|\b\w+s\s+(?:are|r)\s+(?:all\s+|so\s+|the\s+)?(?:boring|worst|trash|`,
  S`gross|weird|annoying|fake|ugly|stupid|pathetic|losers?|evil|wrong|disgusting|inferior)\b`,
);
/** Children or a dating preference: an identity beside them is not only the speaker's own. */
const OWN_IDENTITY_NOT_ABOUT = /\b(?:kids?|children|date an?|only date)\b/;
/**
 * A group spoken of or addressed, a name called, or hate or harm talk: then no self-description demotion applies
 * (the family self-description reading in guardian-engine.ts too: "as a black man i only date white hoes").
 */
export const speaksOfGroups = (norm: NormalizedText): boolean => textViews(norm).some((v) => GROUPS_OR_HATE.test(v));

/**
 * The deobfuscated view with the speaker's own identity words left out, or null when the message is not only about
 * the speaker's own identity (see above).
 */
export function withoutOwnIdentity(norm: NormalizedText): string | null {
  const v = norm.deobfuscated;
  const worship = OWN_WORSHIP.test(v);
  if (!worship && !OWN_IDENTITY.test(v)) return null;
  if (GROUPS_OR_HATE.test(v) || OWN_IDENTITY_NOT_ABOUT.test(v)) return null;
  const own = new RegExp(OWN_IDENTITY.source, 'g');
  if (IDENTITY_WORD.test(v.replace(own, ' '))) return null;
  const rest = v.replace(own, ' ').replace(worship ? WORSHIP_WORD : /$^/, ' ');
  return rest.replace(/\s+/g, ' ').trim();
}
