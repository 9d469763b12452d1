/**
 * Round 35 (issue 15, ADR 339): minors, extortion and off-platform lures in classes the older readers do not read —
 * word classes and frames any author would use, not phrases from a set:
 *  - M3, sexual or access interest in the reader's children: a look at the child ("cute", "a stunner") with a question
 *    about being alone, a room or an account of their own; time alone with the child ("just me and him", "all to
 *    myself", babysitting as time alone); the children as the interest ("more interested in them than you"); a liking
 *    for children "before puberty". Parents' talk about their own children and a look with no access is not read.
 *  - M4, code words for minors ("MAP" as a self-description, "minor attracted", pizza code with "the young kind"), a
 *    child noun typed letter by letter in a liking frame ("I fancy k i d s more than …", "l i t t l e b o y s only"),
 *    and an adult's stated preference for an age under 18 ("my ideal date is a 13 year old").
 *  - E1, exposure to the reader's own people or employer (a hypothetical of them seeing or knowing, "imagine them all
 *    reading this", "doesn't know you're on here", a career over "if this gets out", "or you're on every site") with a
 *    price or a demand ("let's talk numbers", "name your price", "what's it worth to you", an amount, crypto).
 *  - O3, contact handed over spelt out or disguised (an email in words, "dot" / "at gmail"; a handle or number typed
 *    letter by letter), a gaming or secure-messenger id asked for or given (gamertag, PSN, Steam, Wickr), "get on my
 *    snap", "snap is where I answer", a QR code in a photo, a private server's invite.
 * Minors and extortion are hard (BLOCK at any trust); lures are REVIEW findings. Hand-written from general knowledge;
 * every class has its own paraphrases and harmless twins in round35-classes.probes.ts.
 */
import type { ContextSignal } from '../types';
import { WordGate } from '../word-groups';
import type { RuleInput } from './types';

const S = String.raw;
const NOTHING: ContextSignal[] = [];
const MINOR_RISK = 85;
const EXTORTION_RISK = 88;
const LURE_RISK = 62;
const rx = (...parts: string[]) => new RegExp(parts.join(''));
const gate = (words: string): WordGate => new WordGate(new RegExp(S`\b(?:${words})\b`));

const anyMatch = (r: RegExp, views: readonly string[]): RegExpExecArray | null => {
  for (const v of views) {
    const m = r.exec(v);
    if (m) return m;
  }
  return null;
};

// ------------------------------------------------------------------------------------------------
// M3: the reader's children
const YOUR_CHILD = rx(
  S`\b(?:your|ur|yr)\s+(?:little\s+|youngest\s+|eldest\s+|baby\s+)?(?:kids?|children|child|son|daughter|girls?|boys?|`,
  S`lad|lass|step ?son|step ?daughter|youngest|little ones?|little one)\b`,
);
/** A look at the child. */
const LOOKS = /\b(?:cute|cutie|pretty|looker|gorgeous|stunner|stunning|hot|sexy|peng|beautiful|handsome|developed)\b/;
/** Being alone, a room, an account or a partner of the child's own: access a stranger has no business asking. */
const ACCESS_ASKED = rx(
  S`\b(?:(?:is|are|left|stay|stays|be)\s+(?:\w+\s+){0,2}(?:home\s+)?(?:alone|on (?:his|her|their) own|`,
  S`by (?:him|her|them)sel(?:f|ves))\b|(?:sleep|sleeps) in (?:his|her|their) own|own (?:bed)?room|`,
  S`own (?:insta\w*|snap\w*|account|phone|number|tiktok|socials?)|(?:have|got) a (?:boy|girl)friend)`,
);
/** Time alone with the child asked for outright. */
const ALONE_WITH = rx(
  S`\b(?:just (?:me and|the two of us)|(?:time )?alone with (?:him|her|them|the (?:kids|children))|`,
  S`(?:him|her|them|the (?:kids|children)) (?:all )?to myself|keep (?:him|her|them) company)\b`,
);
const BABYSIT = rx(
  S`\bbabysit\w*\b[^]{0,80}?\b(?:alone with|time alone|to myself|bring (?:the|your|her) (?:kids|children|little ones) `,
  S`along)\b`,
);
/** Someone else's children brought along to dates ("a single mum who brings her kids along"). */
const BRING_ALONG = /\bbring(?:s|ing)? (?:her|his|their|the|your) (?:kids|children|little ones) along\b/;
const MORE_INTEREST = rx(
  S`\b(?:interest(?:s|ed)? me (?:way |much |a lot |far )?more than you|more interested in (?:them|your (?:kids|`,
  S`children|son|daughter|girls?|boys?)) than (?:in )?you)\b`,
);
const KIDS_NAMED = /\b(?:kids?|children|child|son|daughter|girls?|boys?|little ones?)\b/;
const BEFORE_PUBERTY = rx(
  S`\b(?:prefer|like|love|want|into|fancy)\s+(?:them|girls|boys|her|him|kids|children)\s+(?:\w+\s+){0,2}`,
  S`before (?:puberty|they (?:hit|reach|start|go through) puberty)|`,
  S`\b(?:prefer|like|love|want|into|fancy)\b[^.!?]{0,30}\bpre-?pubescent\b`,
);
const CHILD_GATE = gate(S`your|ur|yr|babysit\w*|interest\w*|puberty|pre-?pubescent|along`);

function childInterest(views: readonly string[]): string | null {
  if (!CHILD_GATE.anyView(views)) return null;
  for (const v of views) {
    const child = YOUR_CHILD.exec(v);
    if (child) {
      const a = ALONE_WITH.exec(v) ?? (LOOKS.test(v) ? ACCESS_ASKED.exec(v) : null);
      if (a) return `the reader's child, with access asked: ${child[0]} … ${a[0]}`;
    }
    const along = BRING_ALONG.exec(v);
    const alone = along ? ALONE_WITH.exec(v) : null;
    if (along && alone) return `children brought along for time alone with them: ${along[0]} … ${alone[0]}`;
    const b = BABYSIT.exec(v);
    if (b) return `babysitting as time alone with the children: ${b[0]}`;
    const m = MORE_INTEREST.exec(v);
    if (m && KIDS_NAMED.test(v)) return `the children as the interest: ${m[0]}`;
    const p = BEFORE_PUBERTY.exec(v);
    if (p) return `a liking for children before puberty: ${p[0]}`;
  }
  return null;
}

// ------------------------------------------------------------------------------------------------
// M4: code words, spelt child nouns, an age preference under 18
const CODE_WORD = rx(
  S`(?:\b(?:i'?m|im|i am) an? m\s?a\s?p\b(?!\s+(?:nerd|lover|geek|reader|collector|person|fan|maker|addict|app))|`,
  S`\b(?:proud|fellow) m\s?a\s?ps?\b|(?:^|[.!?,;]\s*)m\s?a\s?ps?\s+(?:here|and proud)\b|`,
  S`\bminor[- ]?attracted\b|\bnomaps?\b)`,
);
const PIZZA_CODE = rx(
  S`(?:cheese ?pizza|🍕)[^]{0,60}?\b(?:the )?young (?:kind|stuff|ones|variety|type|sort)\b|`,
  S`\b(?:the )?young (?:kind|stuff|ones|variety|type|sort)\b[^]{0,60}?(?:cheese ?pizza|🍕)`,
);
/** Child nouns; each is looked for typed letter by letter in the text view ("k i d s"). */
const CHILD_NOUNS = [
  'children',
  'child',
  'kids',
  'kid',
  'littlegirls',
  'littlegirl',
  'littleboys',
  'littleboy',
  'younggirls',
  'younggirl',
  'youngboys',
  'youngboy',
  'minors',
  'preteens',
  'toddlers',
];
const SPELT_CHILD = new RegExp(S`\b(?:${CHILD_NOUNS.map((n) => n.split('').join(S`\s+`)).join('|')})\b`);
const NOUN = S`(?:children|child|kids|kid|little (?:girls?|boys?)|young (?:girls?|boys?)|minors|preteens|toddlers)`;
/** A liking for children (not a family plan: "want kids one day", "of my own"), or children "only". */
const LIKING = rx(
  S`\b(?:like|love|adore|fancy|want|into|prefer|crave|looking for|seeking|attracted to)\s+(?:an?\s+|some\s+|the\s+)?`,
  NOUN,
  S`\b(?!\s+(?:one day|someday|some day|eventually|of my own|in the future|in future|later|soon|together|with you))|`,
  NOUN,
  S`\s+(?:only\b|under (?:1[0-3]|[1-9])\b)`,
);
const TEEN_AGE = S`(?:1[0-7]|ten|eleven|twelve|thirteen|fourteen|fifteen|sixteen|seventeen)`;
const AGE_PREFERENCE = rx(
  S`\b(?:ideal|dream|perfect)\s+(?:date|girl|boy|guy|woman|man|partner|match|type|gf|bf|girlfriend|boyfriend)\s+`,
  S`(?:is|would be|=)\s+(?:an?\s+)?`,
  TEEN_AGE,
  S`[ -]?(?:years?|yrs?)[ -]?olds?\b|`,
  S`\b(?:anyone|anybody|everyone|girls?|guys?|boys?)\s+(?:over|older than|above|past)\s+`,
  TEEN_AGE,
  S`\s+(?:is|are)\s+(?:too old|past it|ancient|over the hill)\b`,
);
const CODE_GATE = gate(
  S`m\s?a\s?ps?|minor|nomaps?|pizza|young|ideal|dream|perfect|anyone|anybody|everyone|girls?|guys?|boys?`,
);

function codeWords(norm: RuleInput['norm'], views: readonly string[]): string | null {
  const spelt = norm.signals.includes('spaced_letters') ? SPELT_CHILD.exec(norm.text) : null;
  if (spelt) {
    const l = anyMatch(LIKING, views);
    if (l) return `a child noun spelt out in a liking frame: ${spelt[0]} / ${l[0]}`;
  }
  if (!CODE_GATE.anyView(views)) return null;
  const m = anyMatch(CODE_WORD, views) ?? anyMatch(PIZZA_CODE, views) ?? anyMatch(AGE_PREFERENCE, views);
  return m ? `a code word or an age preference under 18: ${m[0].replace(/^[.!?,;\s]+/, '')}` : null;
}

// ------------------------------------------------------------------------------------------------
// E1: exposure to the reader's people for a price
const AUD =
  S`(?:boss|head ?teacher|head|principal|manager|employer|workplace|office|colleagues|co-?workers|company|firm|bank|` +
  S`clients?|customers|patients|pupils|students|governors|board|council|church|congregation|pastor|vicar|priest|` +
  S`imam|mosque|synagogue|club|team|squad|gym|members|union(?: rep)?|followers|discord|server|group(?: chat)?|` +
  S`family(?: group)?|mum|mom|mam|dad|parents|wife|husband|missus|wifey|hubby|partner|fianc[eé]e?|girlfriend|` +
  S`boyfriend|ex(?:-wife|-husband| wife| husband)?|kids|children|(?:probation|parole) officer|landlord|` +
  S`hospital(?: trust)?|trust|airline|school|uni|university|regiment|association|village|neighbours|registration|` +
  S`licen[cs]e|career|job)`;
const LEVER = rx(
  S`\b(?:your|ur|yr|the|their)\s+(?:[\w-]+\s+){0,2}`,
  AUD,
  S`(?:'s)?(?:\s+\w+){0,2}\s+(?:would|wouldn'?t|will|won'?t|might|could)\s+(?:\w+\s+){0,2}(?:love|like|want|`,
  S`be (?:\w+ )?(?:interested|fascinated|curious|shocked|thrilled|keen|finished|over|done)|make of|think of|end)\b|`,
  S`\bi wonder what (?:your|ur|the|their)\s+(?:\w+\s+){0,2}`,
  AUD,
  S`\b[^.!?]{0,20}\b(?:would|'d) (?:think|make|say)\b|`,
  S`\bimagine (?:your|ur|the|them|their)\b[^.!?]{0,30}\b(?:seeing|reading|finding out|hearing|watching|getting)\b|`,
  S`\b(?:your|ur)\s+(?:\w+\s+){0,2}`,
  AUD,
  S`\b[^.!?]{0,10}\b(?:has no idea|have no idea|doesn'?t know|don'?t know|dont know|doesnt know)\b|`,
  S`\b(?:your|ur)\s+(?:\w+\s+){0,3}(?:career|job|registration|licen[cs]e|marriage|reputation)\b[^.!?]{0,40}`,
  S`\b(?:(?:is|'s|would be) (?:over|finished|done|ruined)|ends|would end)\b|`,
  S`\bor (?:you'?re|ur|your (?:pics|photos|nudes|videos))\s+(?:\w+\s+){0,2}on (?:every|all the|each) `,
  S`(?:site|website|platform|page)s?\b|`,
  S`\bas long as the (?:money|cash|payments?|p|paper|dough) keeps? (?:comin'?g?|flowing|rolling)\b|`,
  S`\bthink (?:about|of) your (?:\w+\s+){0,2}(?:career|job|family|marriage|reputation|kids|wife|husband)\b[^.!?]{0,30}`,
  S`\bbefore you (?:ignore|block|unmatch|say no to me|refuse)\b|`,
  S`\bi wonder how (?:your|ur|the|their)\s+(?:\w+\s+){0,2}`,
  AUD,
  S`\b[^.!?]{0,20}\b(?:would|'d) (?:feel|react|take it)\b|`,
  S`\b(?:don'?t|wouldn'?t|won'?t) want (?:your|ur)\s+(?:\w+\s+){0,2}`,
  AUD,
  S`\s+(?:finding out|to (?:find out|know|see|hear))\b|`,
  S`\bor (?:your|ur)\s+(?:\w+\s+){0,2}`,
  AUD,
  S`\s+(?:gets?|sees?|hears?|finds? out|will see|'ll see)\s+(?:every|all|the|my|your|ur|these|those|them)\b[^.!?]{0,20}\b(?:pics?|photos?|screenshots?|receipts|messages|dms|chats?|videos?|nudes|everything)\b|`,
  S`\bor i'?m? (?:ring|call|phone|tell|report \w+ to|contact|email)\w* (?:the )?(?:hmrc|irs|revenue|tax (?:office|man|people)|police|cops)\b|`,
  S`\bor (?:i'?m|im|i'?ll|i will|i)\s+(?:dropp\w*|post\w*|upload\w*|leak\w*|shar\w*|expos\w*)\s+(?:it|them|this|these|everything|what i'?v?e? ?(?:got|have)|you|u)\b[^.!?]{0,25}\b(?:on|to) (?:ur|your|every|all)\b`,
);
const DEMAND = rx(
  S`\blet'?s (?:talk|discuss|agree|settle on|sort|negotiate|work out) (?:some |a |the )?(?:numbers|money|price|`,
  S`fee|figure|terms|amount|payment|compensation)\b|\bname (?:a|your) (?:price|figure|number)\b|`,
  S`\bwhat(?:'?s| is| are) (?:it|this|that|they|these|them|my silence) worth to you\b|`,
  S`\bwhat (?:it'?s|it is|that'?s|that is|they'?re|they are) worth to you\b|\b(?:cough|pay) up\b|\bdo (?:exactly )?what i (?:say|tell you)\b|`,
  S`\b(?:slide|run|send) me (?:that |the |some )?(?:\d[\d,.]*k?|paper|cash|money|dough)\b|`,
  S`\b(?:agree|settle on) (?:on )?a (?:fee|price|figure|sum)\b|`,
  S`[£$€]\s?\d[\d,.]*k?|\b\d[\d,.]*\s?(?:k|grand|quid|pounds|dollars|bucks|euros|btc|eth|bitcoin|usd|gbp)\b|`,
  S`\b(?:a|one|two|five) (?:thousand|grand)\b|\b\d{2,6}\s+(?:and|or|by|keeps?|n|&|today|tonight|a week|a month)\b|`,
  S`\b(?:venmo|paypal|cashapp|cash app|zelle|bank transfer|bitcoin|btc|crypto|gift ?cards?|steam (?:wallet|cards?)|wallet codes)\b|`,
  S`\bhelp me (?:out )?with (?:my )?(?:rent|bills?|debts?)\b|\bcover my (?:rent|bills?|phone bill|debts?)\b|`,
  S`\bor you could (?:pay|send|venmo|transfer)\b`,
);
const EXPOSURE_GATE = gate(
  S`would|wouldn'?t|will|won'?t|might|could|wonder|imagine|idea|know|career|job|every|long|think|want|or`,
);

function exposureForPrice(views: readonly string[]): string | null {
  if (!EXPOSURE_GATE.anyView(views)) return null;
  for (const v of views) {
    // the demand first: rarer than the lever's words, so most messages stop at it
    const d = DEMAND.exec(v);
    if (!d) continue;
    const l = LEVER.exec(v);
    if (l) return `exposure to the reader's people and a demand: ${l[0]} / ${d[0]}`;
  }
  return null;
}

// ------------------------------------------------------------------------------------------------
// O3: contact spelt out, ids on apps the lists lack
const APP_ID = S`(?:gamer ?tag|xbox(?: live)?(?: tag)?|psn|playstation(?: id)?|steam(?: id| name)?|wickr|threema|kik|wechat|line id|viber|battle ?net|epic (?:id|name)|friend code)`;
const NOT_AN_ID = S`(?!\s+(?:deck|library|sale|games?|controller|console|friends|account ban|update)\b)`;
const ID_GIVEN = rx(S`\bmy\s+(?:\w+\s+)?`, APP_ID, S`\s*(?:is|'s|:|=)\s*[\w.@-]`);
const ID_ASKED = rx(
  S`\b(?:what'?s|whats|what is|drop|send|give me|have you got|do you have|can you get|get|download)\s+(?:me\s+)?`,
  S`(?:your\s+|ur\s+|a\s+)?`,
  APP_ID,
  S`\b`,
  NOT_AN_ID,
);
/** A messenger of its own asked for: a move off the app with or without a cue. */
const MESSENGER = /\b(?:wickr|threema|kik|wechat|viber|line id)\b/;
const MOVE_CUE =
  /\b(?:there|safer|more private|instead|message|msg|dm|talk|chat|add me|hit me up|in game|reply|answer)\b/;
const EMAIL_WORDS =
  /\b[a-z0-9]+(?:\s+(?:dot|underscore)\s+[a-z0-9]+)+(?:\s+[a-z0-9-]+){0,3}\s+at\s+(?:gmail|yahoo|hotmail|outlook|icloud|proton(?:mail)?|aol)\b/;
/** A run of single characters in the text view ("m a r k . b @ …", "0 7 7 0 …"), read joined. */
const SPACED_RUN = /(?:\b|(?<=\s))(?:[a-z0-9@._-]\s+){5,}[a-z0-9@._-](?=\s|$|[,!?])/g;
const JOINED_CONTACT = /@[a-z0-9-]+\.[a-z]{2,}|[a-z0-9]\.(?:com|net|org|co|uk|io|me)\b|\d{7,}/;
const ME = /\b(?:me|my)\b/;
/** A handle on a named app spelt with "underscore" / "dot" words ("my tiktok is sam underscore waves"). */
const HANDLE_WORDS =
  /\b(?:snap\w*|insta\w*|ig|kik|telegram|discord|tiktok|twitter)\s*(?:is|'s|:)\s+[a-z0-9]+(?:\s+(?:underscore|dot)\s+[a-z0-9]+)+/;
const APP_WHERE = rx(
  S`\b(?:snap\w*|insta\w*|ig|whatsapp|telegram|kik|discord|tiktok)\s+(?:is|'s)\s+where\s+i\s+(?:actually\s+|really\s+|`,
  S`mostly\s+)?(?:reply|answer|talk|chat|am|live|post|hang out|respond)\b|`,
  S`\bget on my (?:snap\w*|insta\w*|ig|whatsapp|telegram|kik|discord|tiktok|onlyfans|private)\b`,
);
const QR_OR_INVITE = rx(
  S`\bscan (?:the|my)\s+(?:qr\s+)?code\b[^.!?]{0,40}\b(?:photo|pic|picture|profile|bio)|`,
  S`\bprivate (?:server|discord|group|chat|channel)\b[^.!?]{0,60}\b(?:invite|join|link)\b|`,
  S`\b(?:invite|join)\b[^.!?]{0,30}\bprivate (?:server|discord|group|channel)\b`,
);
const LURE_GATE = gate(
  S`gamer ?tag|xbox|psn|playstation|steam|wickr|threema|kik|wechat|line|viber|battle ?net|epic|friend|dot|underscore|` +
    S`where|get|scan|private`,
);

function spelledContact(norm: RuleInput['norm']): string | null {
  if (!norm.signals.includes('spaced_letters') || !ME.test(norm.text)) return null;
  for (const m of norm.text.matchAll(SPACED_RUN)) {
    const joined = m[0].replace(/\s+/g, '');
    if (JOINED_CONTACT.test(joined)) return `contact spelt out: ${joined}`;
  }
  return null;
}

function lureEvidence(norm: RuleInput['norm'], views: readonly string[]): string | null {
  const spelt = spelledContact(norm);
  if (spelt) return spelt;
  if (!LURE_GATE.anyView(views)) return null;
  for (const v of views) {
    const id = ID_GIVEN.exec(v) ?? ID_ASKED.exec(v);
    if (id && (MOVE_CUE.test(v) || MESSENGER.test(id[0]))) return `an id on another app: ${id[0]}`;
    const e = ME.test(v) ? EMAIL_WORDS.exec(v) : null;
    if (e) return `an email spelt in words: ${e[0]}`;
    const h = ME.test(v) ? HANDLE_WORDS.exec(v) : null;
    if (h) return `a handle spelt in words: ${h[0]}`;
    const w = APP_WHERE.exec(v) ?? QR_OR_INVITE.exec(v);
    if (w) return `contact moved off the app: ${w[0]}`;
  }
  return null;
}

const has = (found: readonly ContextSignal[], kinds: readonly string[], atLeast: number): boolean =>
  found.some((s) => kinds.includes(s.kind) && s.risk >= atLeast);

export function round35ClassSignals(input: RuleInput): ContextSignal[] {
  const { norm, views, found } = input;
  const out: ContextSignal[] = [];
  if (!has(found, ['minor_age', 'minor_reference'], 75)) {
    const minor = childInterest(views) ?? codeWords(norm, views);
    if (minor) out.push({ kind: 'minor_reference', risk: MINOR_RISK, evidence: minor.slice(0, 120) });
  }
  if (!has(found, ['extortion', 'leak_threat'], 75)) {
    const ext = exposureForPrice(views);
    if (ext) out.push({ kind: 'extortion', risk: EXTORTION_RISK, evidence: ext.slice(0, 120) });
  }
  if (input.hardOnly) return out.length ? out : NOTHING;
  if (!has(found, ['off_platform'], 40)) {
    const lure = lureEvidence(norm, views);
    if (lure) out.push({ kind: 'off_platform', risk: LURE_RISK, evidence: lure.slice(0, 120) });
  }
  return out.length ? out : NOTHING;
}
