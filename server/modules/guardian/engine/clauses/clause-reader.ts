/**
 * The token-level clause reader (issue 15, round 18, ADR 218). Rounds 12–14 read threats as regex slots in fixed
 * orders; the unseen misses use known words in new combinations. This reader cuts the last normalised view into
 * clauses and tokens in one pass, gives each token the role classes of lexicon.ts, and reads each act as
 * (actor, modality, act, target) in any order inside its clause, with a small distance bound:
 *  - a threat: a violent act on the reader (you, your kin / home / body) by the speaker or their people, in the
 *    future, wished, on a condition, or with "I know where you live"; or a fate of the reader (you'll get hurt,
 *    your mum gets hurt unless…, you're dead) on such a modality;
 *  - sexual violence: a sexual-force act (rape, spike, drug, force) on the reader or a third person with intent or
 *    wish; restraint or a sexual act beside an override of consent ("whether you want it or not");
 *  - self-harm incitement: kys, a killing act on "yourself", an order or wish to die, hang, overdose, jump.
 * Guards: negation just before the act, a third party as the act's subject, past forms without modality, games,
 * sport, fiction and work talk (violence only), laughter beside inflated acts, the speaker as the target, care and
 * helplines (self-harm only), a harmless object after the target ("shoot you a text"); reports and quotes of words
 * received are set aside by frames.ts as for every family.
 * Cost: no regex per token, a hash lookup per word into typed arrays shared by all messages, and an early exit when
 * the message holds no act word at all (most chat).
 */
import type { ContextSignal } from '../types';
import { withoutFramed } from '../rules/frames';
import { OVERDOSE_ON_A_TREAT } from '../rules/concepts';
import { ruleSignal, type RuleInput } from '../rules/types';
import * as L from './lexicon';

const { Word } = L;
// Read once: property reads through the module namespace cost a getter call each in the hot loop.
const {
  ACTOR_I,
  ACTOR_THIRD,
  ANY_ACT,
  BE_GET,
  BODY,
  CARE,
  COND,
  DEAR,
  DRINK,
  FATE,
  FUTURE,
  GATE,
  HARM,
  HIGH,
  HYPER,
  LAUGH,
  LEAD,
  LEX_BY_HASH,
  LEX_IDS,
  LEX_MASKS,
  LEX_WORDS,
  NEG,
  PAST,
  PLACE,
  POSS,
  REFLEX,
  REPORT,
  RESTRAIN,
  SEX,
  SH,
  SH_OBJ,
  SOFT_AFTER,
  SV,
  THIRD_OBJ,
  TOPIC,
  WISH,
  YOU,
  hashRange,
} = L;
type WordId = L.Word;

const THREAT_RISK = 85;
const SELF_HARM_RISK = 88;
/** How far (tokens) a target may stand from its act, and a modality before it. */
const TARGET_SPAN = 4;
const MODALITY_SPAN = 7;
const NEGATION_SPAN = 4;

// Token arrays shared by every message (grown when a message has more tokens).
let capacity = 256;
let tokStart = new Int32Array(capacity);
let tokEnd = new Int32Array(capacity);
let tokMask = new Int32Array(capacity);
let tokId = new Uint8Array(capacity);
let tokClauseFirst = new Int32Array(capacity);
let tokClauseLast = new Int32Array(capacity);
let count = 0;
/** The tokens an act is read at (readView), in order, found while tokenising (ADR 225). */
let acts = new Int32Array(capacity);
let actCount = 0;
/** A word of a menace or incitement frame with no act word was met (ADR 231): the message is read. */
let frameSeen = false;
let text = '';

function grow(): void {
  capacity *= 2;
  const copy = <T extends Int32Array | Uint8Array>(a: T, b: T): T => (b.set(a), b);
  tokStart = copy(tokStart, new Int32Array(capacity));
  tokEnd = copy(tokEnd, new Int32Array(capacity));
  tokMask = copy(tokMask, new Int32Array(capacity));
  tokId = copy(tokId, new Uint8Array(capacity));
  tokClauseFirst = copy(tokClauseFirst, new Int32Array(capacity));
  tokClauseLast = copy(tokClauseLast, new Int32Array(capacity));
  acts = copy(acts, new Int32Array(capacity));
}

/** Letters, digits, the apostrophe, and "*" (a letter masked: "dr*g"). */
const isWordChar = (c: number): boolean => (c >= 97 && c <= 122) || (c >= 48 && c <= 57) || c === 39 || c === 42;
/** A clause ends at . ! ? ; , : a newline, or a dash with a space before it ("—" is normalised to " - "). */
const isClauseBreak = (s: string, i: number, c: number): boolean =>
  c === 46 ||
  c === 33 ||
  c === 63 ||
  c === 59 ||
  c === 44 ||
  c === 58 ||
  c === 10 ||
  (c === 45 && s.charCodeAt(i - 1) === 32);

function lookupRange(s: string, start: number, end: number): number {
  return entryFor(hashRange(s, start, end), s, start, end);
}
/**
 * LEX_BY_HASH as an open-addressed table of typed arrays (ADR 225): a word's lookup was a Map lookup per token, the
 * largest share of tokenising a long text. Slot: the hash and 1 + its entry (0: empty); probed linearly.
 */
let hashSlots = 1;
while (hashSlots < 4 * LEX_BY_HASH.size) hashSlots *= 2;
const HASH_MASK = hashSlots - 1;
const SLOT_HASH = new Int32Array(hashSlots);
const SLOT_ENTRY = new Int32Array(hashSlots);
for (const [h, e] of LEX_BY_HASH) {
  let i = h & HASH_MASK;
  while (SLOT_ENTRY[i] !== 0) i = (i + 1) & HASH_MASK;
  SLOT_HASH[i] = h;
  SLOT_ENTRY[i] = e + 1;
}
/** The lexicon entry whose hash is `h` when its word is s[start, end), or -1. */
function entryFor(h: number, s: string, start: number, end: number): number {
  let i = h & HASH_MASK;
  while (SLOT_ENTRY[i] !== 0 && SLOT_HASH[i] !== h) i = (i + 1) & HASH_MASK;
  if (SLOT_ENTRY[i] === 0) return -1;
  const e = SLOT_ENTRY[i] - 1;
  const w = LEX_WORDS[e];
  if (w.length !== end - start) return -1;
  for (let k = 0; k < w.length; k++) if (w.charCodeAt(k) !== s.charCodeAt(start + k)) return -1;
  return e;
}

/** Whether the normaliser squeezed stretched letters in the message being read. */
let stretchedInMessage = false;
/** A word's lexicon entry, trying "brother's" → "brother" and stretched letters squeezed ("kiiill" → "kill"). */
function lookupWord(s: string, start: number, end: number): number {
  let e = lookupRange(s, start, end);
  if (e >= 0) return e;
  if (end - start > 3 && s.charCodeAt(end - 2) === 39 && s.charCodeAt(end - 1) === 115) {
    e = lookupRange(s, start, end - 2);
    if (e >= 0) return e;
  }
  let run = false;
  let digit = false;
  let letter = false;
  for (let i = start; i < end; i++) {
    const c = s.charCodeAt(i);
    if (c === 42) return lookupMasked(s.slice(start, end));
    if (c >= 48 && c <= 57) digit = true;
    else if (c !== 39) letter = true;
    if (i >= start + 2 && c === s.charCodeAt(i - 1) && c === s.charCodeAt(i - 2)) run = true;
  }
  if (!run && stretchedInMessage && end - start > 4) {
    // The normaliser squeezes stretched letters to two ("forrrrce" → "forrce"): a double squeezed to one, for
    // longer words of a message it found stretched letters in ("odd" must not become "od").
    const one = s.slice(start, end).replace(/(.)\1/g, '$1');
    if (one.length >= 4 && one.length < end - start) {
      e = lookupRange(one, 0, one.length);
      if (e >= 0) return e;
    }
  }
  if (!run) return digit && letter ? lookupLeet(s, start, end) : -1;
  // Rare: letters doubled or stretched. Squeeze runs to two, then to one.
  const word = s.slice(start, end);
  const two = word.replace(/(.)\1{2,}/g, '$1$1');
  e = lookupRange(two, 0, two.length);
  if (e >= 0) return e;
  const one = word.replace(/(.)\1{2,}/g, '$1');
  return lookupRange(one, 0, one.length);
}

/** Rare: letters masked with "*": the word without them ("h*u*r*t"), or one vowel for one star ("dr*g"). */
function lookupMasked(word: string): number {
  const bare = word.replace(STARS, '');
  let e = lookupRange(bare, 0, bare.length);
  if (e >= 0 || word.length - bare.length !== 1) return e;
  for (let v = 0; v < VOWELS.length && e < 0; v++) {
    const w = word.replace('*', VOWELS[v]);
    e = lookupRange(w, 0, w.length);
  }
  return e;
}
const STARS = /\*/g;
const VOWELS = ['a', 'e', 'i', 'o', 'u', 'y'];

/** Rare: digits for letters the normaliser left ("ki11", "dru9"): 1 read as l, then as i. */
function lookupLeet(s: string, start: number, end: number): number {
  const word = s.slice(start, end);
  const l = word.replace(LEET_DIGIT, leetLetterL);
  const e = lookupRange(l, 0, l.length);
  if (e >= 0) return e;
  const i = word.replace(LEET_DIGIT, leetLetterI);
  return lookupRange(i, 0, i.length);
}
const LEET_DIGIT = /[0-9]/g;
const LEET_L = 'olzeasgtbg';
const LEET_I = 'oizeasgtbg';
function leetLetterL(d: string): string {
  return LEET_L[d.charCodeAt(0) - 48];
}
function leetLetterI(d: string): string {
  return LEET_I[d.charCodeAt(0) - 48];
}

/** Cuts the view into tokens and clauses; the OR of every token's classes. */
function tokenize(s: string): number {
  text = s;
  count = 0;
  actCount = 0;
  frameSeen = false;
  let all = 0;
  let clauseFirst = 0;
  let i = 0;
  const len = s.length;
  while (i < len) {
    const c = s.charCodeAt(i);
    if (!isWordChar(c)) {
      // 😂 and 🤣 laugh as "lol" does.
      if ((c === 0xde02 && s.charCodeAt(i - 1) === 0xd83d) || (c === 0xdd23 && s.charCodeAt(i - 1) === 0xd83e))
        all |= LAUGH;
      if (isClauseBreak(s, i, c) && count > clauseFirst) {
        for (let k = clauseFirst; k < count; k++) tokClauseLast[k] = count - 1;
        clauseFirst = count;
      }
      i++;
      continue;
    }
    let start = i;
    while (i < len && isWordChar(s.charCodeAt(i))) i++;
    let end = i;
    while (start < end && (s.charCodeAt(start) === 39 || s.charCodeAt(start) === 42)) start++;
    while (end > start && (s.charCodeAt(end - 1) === 39 || s.charCodeAt(end - 1) === 42)) end--;
    if (start === end) continue;
    if (count === capacity) grow();
    const e = lookupWord(s, start, end);
    const mask = e >= 0 ? LEX_MASKS[e] : 0;
    tokStart[count] = start;
    tokEnd[count] = end;
    tokMask[count] = mask;
    tokId[count] = e >= 0 ? LEX_IDS[e] : Word.None;
    tokClauseFirst[count] = clauseFirst;
    // Consent overridden ("whether…", "willing or not"): the message is read though it names no act.
    const id = tokId[count];
    if (id === Word.Whether || id === Word.Willing || (id === Word.Not && count > 0 && tokId[count - 1] === Word.Or))
      all |= SEX;
    // A named substance or "slip": read for a drugging.
    if (id === Word.Substance || id === Word.Slip) all |= SV;
    if (mask & READ_AT || READ_BY_ID[id] === 1) acts[actCount++] = count;
    else if (FRAME_BY_ID[id] === 1) {
      acts[actCount++] = count;
      frameSeen = true;
    }
    all |= mask;
    count++;
  }
  for (let k = clauseFirst; k < count; k++) tokClauseLast[k] = count - 1;
  return all;
}

const has = (k: number, bits: number): boolean => k >= 0 && k < count && (tokMask[k] & bits) !== 0;
const is = (k: number, w: WordId): boolean => k >= 0 && k < count && tokId[k] === w;

// ------------------------------------------------------------------------------------------------
// Message-wide readings (computed once a message holds an act).
let msgCond = false;
let msgKnowWhere = false;
let msgOverride = false;
let msgSpeaker = false;
let msgReaderDear = false;
let msgFuture = false;
/** "unless …", "or …" before the reader or the speaker: a demand with a price. */
let msgUltimatum = false;
let msgAll = 0;
/** "if I were you …": advice, which turns a self-harm word into an order to the reader. */
let msgAdvice = false;
/**
 * A hard condition on the reader (ADR 231): "one more word", "again", "keep …", "if you don't", "unless", "or you…",
 * "try …" opening a clause, "tell anyone and": what makes "you'll see", "you're next", "I'll find you" a threat.
 */
let msgHardCond = false;
/** The first token of that hard condition (a pursuit is conditional only on a condition put before it). */
let msgHardCondAt = -1;
/** "wherever you go", "no matter where", "doesn't matter where": pursuit with no escape. */
let msgAnywhere = false;
/** "when you're there", "by the…": a meeting being arranged (pursuit words are then a plan). */
let msgPlan = false;
/** "do everyone a favour and …": what follows is urged on the reader. */
let msgFavour = false;
/** Warmth ("x", "omw", "babe") or laughter: a pick-up or banter, not a pursuit. */
let msgWarm = false;

function readMessage(all: number): void {
  msgAll = all;
  msgCond = (all & COND) !== 0;
  msgKnowWhere = false;
  msgOverride = false;
  msgSpeaker = (all & ACTOR_I) !== 0;
  msgReaderDear = false;
  msgFuture = (all & FUTURE) !== 0;
  msgAdvice = false;
  msgUltimatum = false;
  msgHardCond = false;
  msgHardCondAt = -1;
  msgAnywhere = false;
  msgPlan = false;
  msgFavour = false;
  msgWarm = (all & LAUGH) !== 0;
  for (let k = 0; k < count; k++) {
    const id = tokId[k];
    if (id >= Word.Find) readFrameWord(k, id);
    else if (id === Word.One && is(k + 1, Word.More)) msgHardCond = true;
    else if (id === Word.Unless) msgHardCond = true;
    else if (id === Word.If && has(k + 1, YOU) && has(k + 2, NEG)) msgHardCond = true;
    else if (id === Word.When && readerAt(k + 1) && (is(k + 2, Word.There) || is(k + 3, Word.There))) msgPlan = true;
    // "next time i see you …", "when i catch you …" (ADR 240): an encounter the speaker promises is a condition.
    if (
      (id === Word.When || (id === Word.Next && is(k + 1, Word.Time))) &&
      encounterAt(id === Word.When ? k + 1 : k + 2)
    )
      msgCond = msgSpeaker = true;
    if (id === Word.Me) msgSpeaker = true;
    else if (id === Word.Know && (is(k + 1, Word.Where) || is(k + 2, Word.Where))) msgKnowWhere = true;
    else if (id === Word.Or) {
      // "…, or you're dead", "or i'll …", "or else": an ultimatum; "want it or not": consent overridden.
      if (has(k + 1, YOU | ACTOR_I | FUTURE | COND)) msgCond = msgUltimatum = true;
      if (is(k + 1, Word.Not))
        for (let j = Math.max(0, k - 5); j < k; j++)
          if (is(j, Word.Want) || is(j, Word.Like) || is(j, Word.Willing)) msgOverride = true;
    } else if (id === Word.Whether) msgOverride = true;
    else if (id === Word.Even && has(k + 1, COND) && has(k + 2, YOU)) msgOverride = true;
    else if (id === Word.What && has(k + 1, ACTOR_I) && (is(k + 2, Word.Want) || is(k + 2, Word.Like)))
      msgOverride = true;
    else if (id === Word.Stop && is(k + 1, Word.Me) && negatedWithin(k, 4)) msgOverride = true;
    else if (id === Word.No && has(k + 1, BE_GET) && has(k + 2, NEG)) msgOverride = true;
    else if (id === Word.Going && is(k + 1, Word.To)) msgFuture = true;
    else if (id === Word.One && is(k + 1, Word.More)) msgCond = true;
    else if (id === Word.Unless) msgUltimatum = true;
    else if (has(k, COND) && has(k + 1, ACTOR_I) && (is(k + 2, Word.Were) || is(k + 2, Word.Was)) && has(k + 3, YOU))
      msgAdvice = true;
    if (has(k, POSS) && has(k + 1, DEAR)) msgReaderDear = true;
    if (msgHardCond && msgHardCondAt < 0) msgHardCondAt = k;
  }
  if (msgUltimatum) msgHardCond = true;
  if (msgHardCond && msgHardCondAt < 0) msgHardCondAt = count;
}

/** The speaker meeting the reader at `k`: "i / we see / catch / find you" (ADR 240). */
const encounterAt = (k: number): boolean =>
  has(k, ACTOR_I) && (is(k + 1, Word.See) || is(k + 1, Word.Catch) || is(k + 1, Word.Find)) && readerAt(k + 2);

/** The message-wide part of round 19's frame words (ADR 231). */
function readFrameWord(k: number, id: WordId): void {
  if (id === Word.Again || id === Word.Keep) msgHardCond = true;
  else if (id === Word.Try && k === tokClauseFirst[k]) msgHardCond = true;
  else if (id === Word.Tell && has(k + 1, ANYONE_OR_POLICE) && is(k + 2, Word.And)) msgHardCond = true;
  else if (id === Word.Tell && is(k + 1, Word.Anyone)) msgHardCond = true;
  else if (id === Word.Wherever) msgAnywhere = true;
  else if (id === Word.Anywhere && negatedWithin(k, 3)) msgAnywhere = true;
  else if (id === Word.Matter && is(k + 1, Word.Where)) msgAnywhere = true;
  else if (id === Word.Favour) msgFavour = true;
  else if (id === Word.Warm) msgWarm = true;
}
const ANYONE_OR_POLICE = REPORT;

/** A negation within `span` tokens before `k` ("you won't be able to stop me"). */
function negatedWithin(k: number, span: number): boolean {
  for (let j = Math.max(0, k - span); j < k; j++) if (has(j, NEG)) return true;
  return false;
}

// ------------------------------------------------------------------------------------------------
// Around one act.
/** A negation within a few tokens before the act in its clause ("why don't you" is a suggestion, not one). */
function negated(a: number): boolean {
  const from = Math.max(tokClauseFirst[a], a - NEGATION_SPAN);
  for (let k = a - 1; k >= from; k--) {
    // A condition between them ends the negation's reach: "I won't stop until I hurt you".
    if (has(k, COND)) return false;
    if (has(k, NEG)) return !(is(k, Word.Dont) && is(k - 1, Word.Why));
  }
  return false;
}

/** The clause goes on after the act's object to a duration or an effect ("till", "until"). */
function effectAfter(a: number): boolean {
  for (let k = a + 1; k <= Math.min(tokClauseLast[a], a + 4); k++)
    if (is(k, Word.Till) || is(k, Word.Until)) return true;
  return false;
}

const FUT = 1;
const WSH = 2;
/** The modality before the act in its clause: future / intent, wish (bits). */
function modality(a: number): number {
  let m = 0;
  const from = Math.max(tokClauseFirst[a], a - MODALITY_SPAN);
  for (let k = a - 1; k >= from; k--) {
    const mask = tokMask[k];
    if (mask & FUTURE) m |= FUT;
    if (mask & WISH) m |= WSH;
    const id = tokId[k];
    if ((id === Word.Going || id === Word.About) && is(k + 1, Word.To)) m |= FUT;
    // "I want to hurt you" is intent; "I want to strangle you" is mostly a figure of speech.
    // An inflated act is intent when the clause goes on to its effect: "… choke you till you pass out".
    if (id === Word.Want && is(k + 1, Word.To) && (!(tokMask[a] & HYPER) || effectAfter(a))) m |= FUT;
  }
  return m;
}

/**
 * An order: the act opens its clause after at most leads ("go", "just", "pls") or laughter, or it follows "and" /
 * "then" with no subject, modal or auxiliary before it in the clause ("do us all a favour and jump…").
 */
function imperative(a: number): boolean {
  let leadsOnly = true;
  for (let k = tokClauseFirst[a]; k < a; k++) {
    if (!has(k, LEAD | LAUGH)) leadsOnly = false;
    if (has(k, ACTOR_I | ACTOR_THIRD | YOU | FUTURE | BE_GET | WISH | NEG) && !has(k, POSS)) return false;
  }
  return leadsOnly || is(a - 1, Word.And) || is(a - 1, Word.Then);
}

/** An order opened by "go", "just", "pls" right before the act (not "and", "so", "then", "now" of a narrative). */
function ledOrder(a: number): boolean {
  const k = a - 1;
  return has(k, LEAD) && !is(k, Word.And) && !is(k, Word.Then) && !is(k, Word.So) && !is(k, Word.Now);
}
/** An "if" / "unless" before the act in its clause: the act is the condition's own content ("if ever I hurt you"). */
function inCondition(a: number): boolean {
  for (let k = tokClauseFirst[a]; k < a; k++) if (is(k, Word.If)) return true;
  return false;
}

const SUBJ_NONE = 0;
const SUBJ_SPEAKER = 1;
const SUBJ_THIRD = 2;
const SUBJ_READER = 3;
/** The nearest subject before the act in its clause. */
function subjectOf(a: number): number {
  for (let k = a - 1; k >= tokClauseFirst[a]; k--) {
    const mask = tokMask[k];
    if (mask & ACTOR_I) return SUBJ_SPEAKER;
    if (mask & ACTOR_THIRD) return SUBJ_THIRD;
    // "you" is the subject when a modal or auxiliary follows it ("you'll", "you're", "you will", "you should"), or the
    // act itself; otherwise it is an earlier verb's object ("I'll find you after the show and break your jaw").
    if (mask & YOU && !(mask & POSS) && (mask & (FUTURE | BE_GET) || k + 1 === a || has(k + 1, SUBJECT_NEXT)))
      return SUBJ_READER;
  }
  return SUBJ_NONE;
}

const SUBJECT_NEXT = FUTURE | BE_GET | WISH | NEG;

const T_NONE = 0;
const T_YOU = 1; // you, or your kin / home / body
const T_SELF = 2; // yourself
const T_THIRD = 3; // her, him, them
const T_DRINK = 4; // your / her drink
const T_SH_OBJ = 5; // your wrists, your life
const T_DEAR = 6; // your kin, home, body
const T_POSS = 7; // your <anything else>
let targetAt = -1;
/** The act's target after it, within the span: what it is (T_*), its token in `targetAt`. */
function targetAfter(a: number): number {
  const last = Math.min(tokClauseLast[a], a + TARGET_SPAN + 1);
  // "breaking up with you", "end up with you": a phrasal verb, not an act on the reader.
  if ((tokId[a] === Word.BreakV || tokId[a] === Word.End) && is(a + 1, Word.Up)) return T_NONE;
  for (let k = a + 1; k <= last; k++) {
    const mask = tokMask[k];
    const id = tokId[k];
    targetAt = k;
    if (mask & REFLEX) return T_SELF;
    if (mask & POSS) {
      if (is(k + 1, Word.Self)) return T_SELF;
      for (let j = k + 1; j <= Math.min(k + 2, tokClauseLast[a]); j++) {
        if (has(j, DEAR | BODY)) return T_DEAR;
        if (has(j, DRINK)) return T_DRINK;
        if (has(j, SH_OBJ) || is(j, Word.Life)) return T_SH_OBJ;
      }
      if (!(mask & YOU)) return T_POSS;
    }
    if (mask & YOU) return has(k + 1, SOFT_AFTER) || (is(k + 1, Word.To) && is(k + 2, Word.It)) ? T_NONE : T_YOU;
    if (mask & THIRD_OBJ) {
      if (has(k + 1, DRINK)) return T_DRINK;
      // "her hair", "her nails": her as a possessive of a thing, not the person (a body part or kin still is).
      const next = k + 1;
      if (next <= tokClauseLast[a] && tokMask[next] === 0 && tokId[next] === Word.None) return T_NONE;
      return T_THIRD;
    }
    if (id === Word.Myself || id === Word.On || id === Word.Into) continue;
    if (id === Word.For || id === Word.It || id === Word.Me || id === Word.My) return T_NONE;
    if (id === Word.Yours) return T_DEAR;
    // A thing or a condition comes first: "shoot some hoops later if you…", "the end of the night if you're lucky".
    if (mask & (SOFT_AFTER | COND)) return T_NONE;
    if (mask & (HARM | SV | SH | TOPIC | ACTOR_I)) return T_NONE;
  }
  return T_NONE;
}

/** The reader (or your kin) as the subject of a fate before the act: "you will get hurt", "your mum gets hurt". */
function readerBefore(a: number): boolean {
  const from = Math.max(tokClauseFirst[a], a - TARGET_SPAN - 2);
  for (let k = a - 1; k >= from; k--) {
    const mask = tokMask[k];
    if (mask & (ACTOR_I | ACTOR_THIRD)) return false;
    if (mask & YOU && !(mask & POSS)) return true;
    // "ur gonna bleed", "ur getting stabbed": "ur" as "you're" before a modal or an auxiliary (ADR 240).
    if (mask & YOU && has(k + 1, FUTURE | BE_GET)) return true;
    if (mask & (DEAR | DRINK) && has(k - 1, POSS)) return true;
    // "your whole family", "your little sister": one plain word between (ADR 240).
    if (mask & DEAR && tokMask[k - 1] === 0 && tokId[k - 1] === Word.None && has(k - 2, POSS)) return true;
  }
  return false;
}
/**
 * The act is a participle after "be" / "get": right after it, or after one word of no class ("get badly hurt"), not
 * after a modal ("is wanna hit").
 */
function beGetBetween(from: number, a: number): boolean {
  if (has(a - 1, BE_GET) && a - 1 >= tokClauseFirst[a]) return true;
  return from <= a - 2 && a - 2 >= tokClauseFirst[a] && has(a - 2, BE_GET) && tokMask[a - 1] === 0;
}

// ------------------------------------------------------------------------------------------------
// The readings.
let reason = '';

/** "go od on the buffet": a treat had too much of, read right after the verb (concepts.ts, ADR 288). */
const OVERDOSE_FIGURATIVE = new RegExp(OVERDOSE_ON_A_TREAT, 'y');
function overdoseOnATreat(at: number): boolean {
  OVERDOSE_FIGURATIVE.lastIndex = at;
  return OVERDOSE_FIGURATIVE.test(text);
}

function selfHarmAt(a: number, topicGuard: boolean): boolean {
  const mask = tokMask[a];
  const id = tokId[a];
  if (negated(a)) return false;
  const m = modality(a);
  const order = imperative(a);
  if (id === Word.None && mask & SH && !(mask & HARM)) {
    // kys, unalive, overdose, od, slit
    const w = text.slice(tokStart[a], tokEnd[a]);
    if (w === 'kys') return ((reason = 'an order to kill yourself'), true);
    if ((w === 'overdose' || w === 'od') && overdoseOnATreat(tokEnd[a])) return false;
    const t = targetAfter(a);
    if (t === T_SELF || t === T_SH_OBJ) return ((reason = `self-harm urged on the reader (${w})`), true);
    // Without "yourself" / "your wrists": an order opened by a lead ("go", "just") or a wish, not the word alone
    // ("…on the unit, overdose…") nor the speaker's own body ("slit my throat").
    const told = ledOrder(a) || m & WSH;
    if (told && (t === T_YOU || t === T_NONE) && !is(a + 1, Word.My) && !is(a + 1, Word.Me))
      return ((reason = `self-harm urged on the reader (${w})`), true);
    return false;
  }
  if (msgAdvice && (mask & SH || has(a, SH_OBJ))) return ((reason = 'self-harm urged as advice'), true);
  if (id === Word.End && is(a + 1, Word.It) && (a + 1 === tokClauseLast[a] || is(a + 2, Word.All)) && order)
    return ((reason = 'the reader told to end it'), true);
  if (id === Word.Die) {
    // "go die", "just die", "die alone you …": an order with a lead or the reader named; not "Die Hard", "Die… I".
    const toReader =
      ledOrder(a) || has(a + 1, YOU) || has(a + 2, YOU) || has(a + 3, YOU) || (msgFavour && is(a - 1, Word.And));
    if ((order && toReader) || (m & WSH && readerBefore(a)))
      return ((reason = 'the reader told or wished to die'), true);
    return false;
  }
  if (id === Word.Jump) {
    // "go on, jump." / "just jump, nobody will cry": the order alone, with nothing it could be a jump into.
    if (
      order &&
      (a === tokClauseLast[a] ||
        has(a + 1, NEG | ACTOR_I | ACTOR_THIRD | LAUGH) ||
        (is(a + 1, Word.Jump) && msgAll & HIGH))
    )
      return ((reason = 'the reader told to jump'), true);
    for (let k = a + 1; k <= Math.min(tokClauseLast[a], a + 5); k++)
      if ((is(k, Word.Off) || is(k, Word.From)) && (has(k + 1, HIGH) || has(k + 2, HIGH) || has(k + 3, HIGH)))
        return order || m & WSH ? ((reason = 'the reader told to jump from a height'), true) : false;
    return false;
  }
  if (id === Word.Take || id === Word.Swallow || id === Word.DrinkV) {
    if (!(order || m & WSH)) return false;
    // "💊💊 take them all": the pills named before, taken all.
    if ((is(a + 1, Word.It) || has(a + 1, THIRD_OBJ)) && is(a + 2, Word.All) && msgAll & SH_OBJ)
      return ((reason = 'the reader told to take all the pills'), true);
    for (let k = a + 1; k <= Math.min(tokClauseLast[a], a + 4); k++)
      if (has(k, SH_OBJ) && (is(a + 1, Word.All) || is(a + 1, Word.Of) || !has(k - 1, POSS) || is(a + 2, Word.All)))
        return ((reason = 'the reader told to take pills or poison'), true);
    return false;
  }
  if (!(mask & (HARM | SH)) || topicGuard) return false;
  const t = targetAfter(a);
  if (t === T_SELF) {
    // A blow at oneself ("slap yourself") is a figure of speech, not self-harm.
    if (id === Word.Blow || id === Word.Hit) return false;
    if (mask & (HYPER | SH) || order || m & WSH) return ((reason = 'the reader told to harm themselves'), true);
    return false;
  }
  if (id === Word.End && t === T_SH_OBJ && is(targetAt + 1, Word.Life)) {
    if (order || m & WSH || is(a - 1, Word.Just)) return ((reason = 'the reader told to end their life'), true);
  }
  return false;
}

function sexualViolenceAt(a: number): boolean {
  const mask = tokMask[a];
  const id = tokId[a];
  if (negated(a)) return false;
  const subj = subjectOf(a);
  if (subj === SUBJ_THIRD) return false;
  const m = modality(a);
  const order = imperative(a);
  const intent = m !== 0 || order || msgCond;
  if (mask & SV) {
    const t = targetAfter(a);
    // A drug or a spike needs no named drink: "spike your 🍹", "drug your bevvy".
    const onReader = t !== T_NONE && t !== T_SH_OBJ && (t !== T_POSS || id !== Word.Force);
    const forceOk = id !== Word.Force || is(a + 1, Word.Myself) || msgOverride || tokMask[a] & PAST;
    if (onReader && intent && forceOk && !(mask & PAST && m === 0))
      return ((reason = 'sexual force on the reader or another person, intended or wished'), true);
    if (readerBefore(a) && beGetBetween(a - 2, a) && (m !== 0 || msgCond || is(a - 1, Word.Getting)) && forceOk)
      return ((reason = 'sexual force the reader is told or wished to suffer'), true);
  }
  if (mask & RESTRAIN) {
    const t = targetAfter(a);
    // Sexual words alone do not make restraint violent ("I want to tie you up" in sexting): a sexual-force act or
    // an override of consent does.
    const forced = msgOverride || msgAll & SV;
    const down = is(targetAt + 1, Word.Down) || is(targetAt + 1, Word.Up);
    if ((t === T_YOU || t === T_THIRD) && down && intent && forced)
      return ((reason = 'the reader held down for sex or against their will'), true);
    // "you deserve to get held down": restraint wished on the reader.
    if (mask & PAST && readerBefore(a) && beGetBetween(a - 2, a) && is(a + 1, Word.Down) && m & WSH)
      return ((reason = 'restraint wished on the reader'), true);
    return false;
  }
  if (id === Word.Substance || id === Word.Slip) {
    // A substance into someone's drink ("ket in your drink", "pills in her wine"), or slipped to a person ("slip her
    // a mickey"): a drugging, whatever the order of the words.
    for (let k = a + 1; k <= Math.min(tokClauseLast[a], a + 6); k++) {
      if ((is(k, Word.In) || is(k, Word.Into)) && has(k + 1, POSS | THIRD_OBJ) && has(k + 2, DRINK))
        return id === Word.Substance || intent ? ((reason = 'a substance slipped into a drink'), true) : false;
      if (
        id === Word.Slip &&
        k === a + 1 &&
        has(k, THIRD_OBJ | YOU) &&
        (is(k + 1, Word.Substance) || is(k + 2, Word.Substance))
      )
        return ((reason = 'a substance slipped to a person'), true);
    }
  }
  if (msgOverride && (id === Word.Take || id === Word.Have)) {
    // "I'll take it from you, willing or not", "I'd have her whether she wanted it or not": the override is the intent.
    const t = targetAfter(a);
    // The taking is the whole act: nothing after the person ("take you to dinner whether you like it or not" is a plan).
    const bare = targetAt === tokClauseLast[a] || is(targetAt + 1, Word.Whether) || is(targetAt + 1, Word.Or);
    if (((t === T_YOU || t === T_THIRD) && bare) || (is(a + 1, Word.It) && has(a + 3, YOU)))
      return ((reason = 'sex taken whatever the reader wants'), true);
  }
  if (mask & SEX && msgOverride) {
    const t = targetAfter(a);
    if (t === T_YOU || t === T_THIRD || readerBefore(a)) return ((reason = 'sex whatever the reader wants'), true);
    for (let k = Math.max(0, a - 5); k < a; k++)
      if (is(k, Word.Make) && has(k + 1, YOU)) return ((reason = 'sex the reader is made to have'), true);
  }
  return false;
}

/** Acts that harm only with a place ("put you in the ground"). */
const PLACED: ReadonlySet<number> = new Set([Word.Put, Word.Send, Word.Leave]);
/** A place of harm within a few tokens after `k`: hospital, ground, grave… */
function placeAfter(k: number): boolean {
  for (let j = k + 1; j <= Math.min(tokClauseLast[k], k + 4); j++) if (has(j, PLACE)) return true;
  return false;
}

function threatAt(a: number, topicGuard: boolean): boolean {
  const mask = tokMask[a];
  const id = tokId[a];
  if (negated(a)) return false;
  const m = modality(a);
  if (mask & FATE) {
    // A fate of the reader: bleed / suffer in the future; dead / die / regret on an ultimatum from the speaker.
    if (!readerBefore(a)) return false;
    if (id === Word.Dead && a !== tokClauseLast[a] && !is(a + 1, Word.When) && !has(a + 1, COND)) return false;
    if (mask & PAST) return false;
    const ultimatum = (msgCond || msgKnowWhere || is(a + 1, Word.When)) && msgSpeaker;
    if (
      id === Word.Dead || id === Word.Die || id === Word.Regret ? ultimatum && (m & FUT || id === Word.Dead) : m & FUT
    )
      return ((reason = 'a fate promised to the reader'), true);
    return false;
  }
  if (!(mask & HARM)) return false;
  const subj = subjectOf(a);
  // Passive: "you will get hurt", "your brother is getting stabbed unless…", "you deserve to be beaten".
  if (mask & PAST && readerBefore(a) && beGetBetween(a - 2, a) && (!PLACED.has(id) || placeAfter(a))) {
    // A fate with no one behind it is a warning ("you'll get hurt if you run in those shoes"): the speaker must stand
    // in the message, or an ultimatum ("unless you pay", "or else"), or a wish.
    const behind = msgSpeaker || msgKnowWhere || msgUltimatum || m & WSH;
    if (behind && (m & (FUT | WSH) || msgCond || msgKnowWhere))
      return ((reason = 'harm promised or wished on the reader'), true);
    return false;
  }
  if (subj === SUBJ_THIRD || subj === SUBJ_READER) return false;
  const order = imperative(a);
  if (mask & PAST && m === 0 && !msgCond) return false;
  let t = targetAfter(a);
  // Her / him / them: the reader's kin named, or a condition put to the reader ("if you leave I'll hurt her").
  if (t === T_THIRD && !(msgReaderDear || (msgCond && msgSpeaker && msgAll & YOU))) t = T_NONE;
  if (t !== T_YOU && t !== T_THIRD && t !== T_DEAR) return false;
  // "shoot my shot with you": after "my" the act word is the speaker's noun; aimed ("my shot at you") it threatens.
  if (is(a - 1, Word.My) && !is(targetAt - 1, Word.At) && !is(targetAt - 1, Word.In) && !is(targetAt - 1, Word.Into))
    return false;
  // Games, sport, fiction and work talk excuse an act on "you", not one on your face or your family.
  if (topicGuard && t !== T_DEAR) return false;
  // "beat you at bowling", "murder you at pool": a contest.
  // Not "at your door", "at your work": a place of the reader's is no contest.
  if (is(targetAt + 1, Word.At) && !has(targetAt + 2, POSS) && (mask & HYPER || id === Word.Beat)) return false;
  // What the act needs of its target: "put / send / leave you" a place; "smash / snap" a body part or a dear one.
  if (PLACED.has(id)) {
    if (!placeAfter(targetAt)) return false;
  } else if ((id === Word.Smash || id === Word.Snap) && has(targetAt, YOU) && !has(targetAt, POSS)) return false;
  else if (id === Word.Hit && is(targetAt + 1, Word.Up)) return false;
  else if (id === Word.End && !has(targetAt, YOU)) return false;
  const credible =
    m !== 0 || msgKnowWhere || (msgCond && !inCondition(a) && (subj === SUBJ_SPEAKER || order)) || (order && msgFuture);
  if (!credible) return false;
  reason = m & WSH && !(m & FUT) ? 'violence wished on the reader' : 'violence promised to the reader';
  return true;
}

// ------------------------------------------------------------------------------------------------
// Round 19 (ADR 231): frames with no act word. Each is a CLASS of menace: pursuit of the reader, the reader's end
// (last, alive, next), a body hidden, "what happens to" the reader's own, a reckoning after an ultimatum; and
// incitement without a self-harm act (nobody would miss you, a favour to the world).
const FRAME_NONE = 0;
const FRAME_THREAT = 1;
const FRAME_SELF_HARM = 2;

/** The reader as a plain object right after `k` ("you", "u", "ya"; not "your"). */
const readerAt = (k: number): boolean => has(k, YOU) && !has(k, POSS);
/** `k` ends its clause. */
const clauseEnd = (k: number): boolean => k >= 0 && k < count && k === tokClauseLast[k];
/** The reader named before `a` in its clause as a plain subject or object, with no other actor between. */
function readerEarlier(a: number, span: number): boolean {
  for (let k = a - 1; k >= Math.max(tokClauseFirst[a], a - span); k--) {
    if (has(k, ACTOR_THIRD) && !has(k, FUTURE)) return false;
    if (readerAt(k)) return true;
  }
  return false;
}
/** The modal future in the clause before `a`, or "going" ("you're going in the…"). */
function futureBefore(a: number): boolean {
  for (let k = a - 1; k >= tokClauseFirst[a]; k--) if (has(k, FUTURE) || is(k, Word.Going)) return true;
  return false;
}

function frameAt(a: number, topicGuard: boolean): number {
  const id = tokId[a];
  if (id === Word.Miss) {
    // "nobody would miss you (if you were gone)": the reader's absence urged; not "miss you at work".
    const nobody = is(a - 2, Word.Nobody) || (is(a - 3, Word.No) && is(a - 2, Word.One)) || is(a - 1, Word.Nobody);
    const after = clauseEnd(a + 1) || is(a + 2, Word.If) || is(a + 2, Word.When);
    return nobody && readerAt(a + 1) && after ? FRAME_SELF_HARM : FRAME_NONE;
  }
  if (id === Word.Existing) {
    // "have you tried not existing", "just stop existing": the reader told to cease.
    if (!(is(a - 1, Word.Not) || is(a - 1, Word.Stop)) || subjectOf(a) === SUBJ_SPEAKER) return FRAME_NONE;
    return msgAll & YOU || imperative(a - 1) ? FRAME_SELF_HARM : FRAME_NONE;
  }
  if (id === Word.Jumped) return msgFavour && readerEarlier(a, 3) ? FRAME_SELF_HARM : FRAME_NONE;
  if (id === Word.Step) {
    // "go find a tall building and step off": an order to step off a height.
    return is(a + 1, Word.Off) && msgAll & HIGH && imperative(a) ? FRAME_SELF_HARM : FRAME_NONE;
  }
  if (topicGuard) return FRAME_NONE;
  if (id === Word.Find || (id === Word.Coming && is(a + 1, Word.For))) {
    // Pursuit: "I will find you", "I'm coming for you", "…again and I'll find you", "wherever you go". Not a meeting
    // ("I'll find you at the bar", "text me when you're there and I'll find you") nor a pick-up ("omw, coming for
    // you x").
    const t = id === Word.Coming ? a + 2 : a + 1;
    if (!readerAt(t) || negated(a)) return FRAME_NONE;
    const subj = subjectOf(a);
    if (subj === SUBJ_THIRD || subj === SUBJ_READER) return FRAME_NONE;
    // "… you and your family": the reader's kin pursued too.
    const kin = is(t + 1, Word.And) && has(t + 2, POSS) && has(t + 3, DEAR) && clauseEnd(t + 3);
    const bare = clauseEnd(t) || (is(t + 1, Word.Down) && clauseEnd(t + 1)) || kin;
    if (msgWarm && !msgAnywhere && !kin) return FRAME_NONE;
    // "I'll come find you" is a meeting unless there is no escape ("… wherever you hide").
    if (is(a - 1, Word.Come) && !msgAnywhere) return FRAME_NONE;
    const condBefore = msgHardCond && msgHardCondAt < a;
    // A bare "I'm coming for you" is as often a contest or a pick-up split over sends ("… at the pub quiz"): read
    // only with no escape or the reader's kin.
    // A bare future pursuit ("ok i'll find you", "grab a table, i'll find you", "if you get lost I'll find you") is
    // meeting talk far more often than menace (lead's review of ADR 231): read only after a hard condition, with no
    // escape or with the reader's kin.
    const pursues = modality(a) & FUT || (id === Word.Coming && subj === SUBJ_SPEAKER);
    const intent = (pursues && (msgAnywhere || kin)) || condBefore;
    if (!intent || !(bare || msgAnywhere)) return FRAME_NONE;
    return msgPlan && !condBefore ? FRAME_NONE : FRAME_THREAT;
  }
  if (msgWarm && !msgAnywhere) return FRAME_NONE;
  if (id === Word.Coming) {
    // "you won't see it coming" (in any spelling): an unseen blow promised; not a plot twist (a topic word).
    const unseen = is(a - 1, Word.It) && is(a - 2, Word.See) && clauseEnd(a);
    return unseen && negatedWithin(a - 2, 3) && readerEarlier(a - 2, 4) ? FRAME_THREAT : FRAME_NONE;
  }
  if (id === Word.Safe) {
    // "you'll never feel safe again", "you won't be safe": the reader's safety taken away.
    const end =
      clauseEnd(a) ||
      ((is(a + 1, Word.Again) || is(a + 1, Word.Wherever) || is(a + 1, Word.Anywhere)) && clauseEnd(a + 1));
    const future = futureBefore(a) || is(a - 2, Word.Wont) || is(a - 3, Word.Wont);
    return end && readerEarlier(a, 5) && negatedWithin(a, 3) && future ? FRAME_THREAT : FRAME_NONE;
  }
  if (id === Word.Missing) {
    // "girls like you go missing": the reader's kind disappears.
    return is(a - 1, Word.Go) && readerAt(a - 2) && is(a - 3, Word.Like) ? FRAME_THREAT : FRAME_NONE;
  }
  if (id === Word.Crash) {
    // "hope you crash on the way home", "hope your car crashes": a crash wished; not "crash on the sofa / at mine".
    if (!(modality(a) & WSH) || is(a + 1, Word.At) || is(a + 1, Word.Out)) return FRAME_NONE;
    for (let k = a + 1; k <= tokClauseLast[a]; k++) if (is(k, Word.Bed)) return FRAME_NONE;
    // Sleep talk in the crash's clause ("crash early tonight", "crash on the sofa") is crashing out (lead's review).
    for (let k = a + 1; k <= tokClauseLast[a]; k++) if (is(k, Word.Sleepy)) return FRAME_NONE;
    return readerEarlier(a, 2) || (has(a - 2, POSS) && has(a - 1, DEAR)) ? FRAME_THREAT : FRAME_NONE;
  }
  if (id === Word.Alive) {
    // "you won't leave / get out / make it home alive"; "un-alive yourself" is self-harm.
    if (is(a - 1, Word.Un)) {
      const t = targetAfter(a);
      return t === T_SELF || imperative(a - 1) ? FRAME_SELF_HARM : FRAME_NONE;
    }
    // "you won't get out of my flat alive": the reader, a negation and no other actor in the clause before.
    for (let k = a - 1; k >= Math.max(tokClauseFirst[a], a - 7); k--) {
      if (has(k, ACTOR_I | ACTOR_THIRD) && !has(k, YOU)) return FRAME_NONE;
      if (readerAt(k)) return negatedWithin(a, 6) ? FRAME_THREAT : FRAME_NONE;
    }
    return FRAME_NONE;
  }
  if (id === Word.Last) {
    // "it'll be the last thing you (ever) do"; "next time you see me will be your last".
    if (is(a + 1, Word.Thing) && readerAt(a + 2) && (is(a + 3, Word.Do) || is(a + 3, Word.Ever) || is(a + 3, Word.See)))
      return futureBefore(a) || msgHardCond || msgCond ? FRAME_THREAT : FRAME_NONE;
    const lastWord = clauseEnd(a) || (clauseEnd(a + 1) && is(a + 1, Word.Milestone));
    return has(a - 1, POSS) && lastWord && futureBefore(a) && readerEarlier(a - 1, 6) ? FRAME_THREAT : FRAME_NONE;
  }
  if (id === Word.Next) {
    // "you won't make it to your next birthday"; "tell anyone and you're next".
    if (is(a + 1, Word.Milestone) && clauseEnd(a + 1) && has(a - 1, POSS) && is(a - 2, Word.To) && is(a - 3, Word.It))
      return is(a - 4, Word.Make) && negatedWithin(a - 4, 2) ? FRAME_THREAT : FRAME_NONE;
    return reckoning(a) ? FRAME_THREAT : FRAME_NONE;
  }
  if (id === Word.Over)
    return (msgHardCond || msgCond || imperativeClauseOpen(a)) && reckoning(a) ? FRAME_THREAT : FRAME_NONE;
  if (id === Word.Done || id === Word.See) return (msgHardCond || msgCond) && reckoning(a) ? FRAME_THREAT : FRAME_NONE;
  if (id === Word.Dump) {
    // A body hidden: "they'll be pulling you out of the canal", "you're going in the boot of my car".
    if (!(is(a - 1, Word.My) || has(a - 1, ACTOR_THIRD)) && tokId[a - 1] !== Word.None) return FRAME_NONE;
    if (!(is(a - 2, Word.In) || is(a - 2, Word.Into) || is(a - 2, Word.Of))) return FRAME_NONE;
    return readerEarlier(a, 6) && futureBefore(a) && !inCondition(a) && !(msgAll & COND) ? FRAME_THREAT : FRAME_NONE;
  }
  if (id === Word.Happen) {
    // "watch what happens to your car tonight", "accidents happen to people like you".
    if (!is(a + 1, Word.To)) return FRAME_NONE;
    const toReader = readerAt(a + 2) || (has(a + 2, POSS) && has(a + 3, DEAR)) || has(a + 2, POSS | YOU);
    const likeReader = is(a + 2, Word.People) && is(a + 3, Word.Like) && readerAt(a + 4);
    if (!(toReader || likeReader)) return FRAME_NONE;
    const watched = is(a - 1, Word.What) && (is(a - 2, Word.Watch) || is(a - 2, Word.See));
    return watched || is(a - 1, Word.Accidents) ? FRAME_THREAT : FRAME_NONE;
  }
  return FRAME_NONE;
}

/**
 * A reckoning promised to the reader after a hard condition: "…and you're next", "one more word and you'll see",
 * "try leaving and see what happens", "…and it's over for you". The word ends its clause.
 */
function reckoning(a: number): boolean {
  const id = tokId[a];
  if (id === Word.Over) return is(a + 1, Word.For) && readerAt(a + 2) && clauseEnd(a + 2);
  if (id === Word.See) {
    if (is(a + 1, Word.What) && is(a + 2, Word.Happen) && clauseEnd(a + 2)) return true;
    return clauseEnd(a) && has(a - 1, YOU) && has(a - 1, FUTURE);
  }
  if (!clauseEnd(a)) return false;
  const you = has(a - 1, YOU) && has(a - 1, BE_GET) ? a - 1 : has(a - 1, BE_GET) && readerAt(a - 2) ? a - 2 : -1;
  if (you < 0) return false;
  if (tokId[a] === Word.Next) return msgHardCond || msgCond || (is(you - 1, Word.And) && imperativeClauseOpen(you));
  return true;
}
/** The clause opens with a bare verb ("tell anyone and…"): no subject before the "and". */
function imperativeClauseOpen(k: number): boolean {
  const first = tokClauseFirst[k];
  return !has(first, ACTOR_I | ACTOR_THIRD | YOU | POSS | WISH | FUTURE | NEG) && tokId[first] !== Word.If;
}

const NO_SIGNALS: ContextSignal[] = [];
/** Words read for sexual violence by identity: a taking with an override, a substance, slipping. */
const SV_WORDS: ReadonlySet<number> = new Set([Word.Take, Word.Have, Word.Substance, Word.Slip]);
/** The tokens an act is read at: by class, and by identity (READ_BY_ID[id] is 1). */
const READ_AT = ANY_ACT | RESTRAIN | SH_OBJ;
const READ_BY_ID = new Uint8Array(256);
for (const id of [Word.Take, Word.Swallow, Word.DrinkV, Word.Have, Word.Substance, Word.Slip]) READ_BY_ID[id] = 1;
/** The round-19 frame words read as acts (ADR 231); a message with one of them passes the gate. */
const FRAME_BY_ID = new Uint8Array(256);
for (const id of [
  Word.Miss,
  Word.Existing,
  Word.Jumped,
  Word.Step,
  Word.Find,
  Word.Coming,
  Word.Alive,
  Word.Last,
  Word.Next,
  Word.Done,
  Word.See,
  Word.Over,
  Word.Dump,
  Word.Happen,
  Word.Safe,
  Word.Missing,
  Word.Crash,
])
  FRAME_BY_ID[id] = 1;

/** The clause reader's signal for one view, or null. */
function readView(view: string): ContextSignal | null {
  const all = tokenize(view);
  if (!(all & GATE) && !frameSeen) return null;
  readMessage(all);
  const topicGuard = (all & TOPIC) !== 0;
  const laugh = (all & LAUGH) !== 0;
  const care = (all & CARE) !== 0;
  const reported = (all & REPORT) !== 0 && (all & ACTOR_THIRD) !== 0;
  for (let x = 0; x < actCount; x++) {
    const a = acts[x];
    const mask = tokMask[a];
    const id = tokId[a];
    if (!care && !reported && selfHarmAt(a, topicGuard))
      return ruleSignal('self_harm_incitement', SELF_HARM_RISK, `${reason}: ${clauseText(a)}`);
    if (!reported && (mask & (SV | RESTRAIN | SEX) || SV_WORDS.has(id)) && sexualViolenceAt(a))
      return ruleSignal('threat', THREAT_RISK, `sexual violence, ${reason}: ${clauseText(a)}`);
    // Laughter makes banter of inflated acts and of "you're dead", not of a stabbing or a burnt house.
    if (reported || (laugh && (mask & HYPER || tokId[a] === Word.Dead))) continue;
    if (mask & (HARM | FATE) && threatAt(a, topicGuard))
      return ruleSignal('threat', THREAT_RISK, `${reason}: ${clauseText(a)}`);
    if (FRAME_BY_ID[id] === 1) {
      const f = frameAt(a, topicGuard);
      if (f === FRAME_SELF_HARM && !care)
        return ruleSignal('self_harm_incitement', SELF_HARM_RISK, `the reader's end urged: ${clauseText(a)}`);
      if (f === FRAME_THREAT) return ruleSignal('threat', THREAT_RISK, `menace aimed at the reader: ${clauseText(a)}`);
    }
  }
  return null;
}

function clauseText(a: number): string {
  return text.slice(tokStart[tokClauseFirst[a]], tokEnd[tokClauseLast[a]]);
}

/** A threat or an incitement already found as hard: the reader has nothing to add (a module function, ADR 190). */
const isHardViolence = (s: ContextSignal): boolean =>
  (s.kind === 'threat' || s.kind === 'self_harm_incitement') && s.risk >= 75;

/** The clause reader's signals for one message (context.ts appends them to the families' signals). */
export function clauseReaderSignals(input: RuleInput): ContextSignal[] {
  if (input.found.some(isHardViolence)) return NO_SIGNALS;
  const views = input.views;
  stretchedInMessage = input.norm.signals.includes('repeated_letters');
  const s = readView(views[views.length - 1]);
  if (!s) return NO_SIGNALS;
  return withoutFramed(views, [s], 'police');
}
