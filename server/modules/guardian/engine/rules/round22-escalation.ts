/**
 * Round 22 (issue 15, ADR 258): hard harms the engine already holds at REVIEW become BLOCK when a second, independent
 * signal agrees. The readings and their composition (`unmaskedEscalation`, `heldEscalation`, ADR 266) live here; the
 * combiner (guardian-engine.ts) calls them at their place in its order and adds the contribution they return.
 *
 *  - UNMASKED: the text model flags the message harmful, no hard finding exists, and the text keeps a disguise the
 *    shared views leave as typed — a word mixing letters with leet digits or symbols (`$ma5h`, `f!f733n`, `y0vr`),
 *    a dialect reflexive (`yerself`, `urself`), a plural or dialect addressee (`y'all`, `you lot`, `youse`). The
 *    combiner gives `unmaskedText` to the context layer's hard readers once; a hard finding there is the second
 *    signal (the model's flag is the first).
 *  - LEVER: a demand another rule already holds at REVIEW (a money request, an intimate-picture request) beside a
 *    lever of exposure read by class: the speaker's act on the member or on material held after a condition
 *    ("… or i blast the ones i got"), the member's people or institution seeing or finding out what the member said
 *    or sent, material going onto the member's people's page, material + audience + demand as an equation.
 *
 * Hot path (ADR 190): UNMASKED runs one literal pre-check only on messages the text model flags with no hard
 * finding; LEVER only on messages with a money request or sexual request below the block line.
 */
import { letteredView, type NormalizedText } from '../normalize';
import type { ContextSignal, ContextSignalKind, ModerationContext } from '../types';
import { textViews } from './types';
import { sexualTalk } from './violence';
import { WordGate } from '../word-groups';

// ------------------------------------------------------------------------------------------------
// UNMASKED
/** A letter beside a leet digit or symbol inside a word, or a dialect second person: what the pre-check looks for. */
const DISGUISE = new RegExp(
  String.raw`[a-z][0-9$@|]|[a-z]![a-z0-9]|[0-9$@|][a-z]|\b(?:y'?all|ya'll|youse|yous|yiz|you (?:lot|guys|all))\b|` +
    String.raw`\b(?:yer|ya|yah|yuh|yo|ur|yur|yor|yoor|yovr|yuor|u)\s?(?:self|selves|sef|slef)\b|\byovr?\b`,
);
/** A dialect or look-alike reflexive: "yerself", "ya self", "urself", "yovrself", "yaselves". */
const REFLEXIVE = /\b(?:yer|ya|yah|yuh|yo|ur|yur|yor|yoor|yovr|yuor|u|your)\s?(self|sef|slef|selves)\b/g;
/**
 * Idioms of dying and killing the readers exempt for "you" (round 22 review): with the disguise undone they must stay
 * idioms ("y'all gonna die laughing", "you lot would die for this cake", "youse are killing it").
 */
const DEATH_IDIOM = new RegExp(
  String.raw`\b(?:die|dying|died|dead)\s+(?:laughing|of (?:laughter|embarrassment|shame|boredom|cringe)|` +
    String.raw`for (?:this|that|it|a|some|one|these|those)|happy|inside|a little)\b|` +
    String.raw`\bkill(?:s|ing|ed)?\s+(?:it|me|us)\b|\bdeath of (?:me|us)\b|\b(?:killer|slay\w*)\b`,
);
/** A plural or dialect addressee: "y'all", "you lot", "youse", "you guys". */
const ADDRESSEE = /\b(?:y'?all|ya'll|youse|yous|yiz|you (?:lot|guys|all))\b/g;
/** "v" for "u" in the second person: "yov", "yovr". */
const V_FOR_U = /\byov(r?)\b/g;

/**
 * The message with the disguises above undone, or null when it holds none (then the readers have read it already).
 * Read from the de-obfuscated view (spaced letters, floods and look-alikes already undone there) as the normaliser
 * letters it (`letteredView`, ADR 266: leet words, "|" as "l" in "ki|| yourself").
 */
export function unmaskedText(norm: Pick<NormalizedText, 'deobfuscated'>): string | null {
  const v = norm.deobfuscated;
  if (!DISGUISE.test(v)) return null;
  let t = letteredView(v);
  t = t.replace(V_FOR_U, 'you$1').replace(REFLEXIVE, (_m, s: string) => (s === 'selves' ? 'yourselves' : 'yourself'));
  t = t.replace(ADDRESSEE, 'you');
  return t === v || DEATH_IDIOM.test(t) ? null : t;
}

// ------------------------------------------------------------------------------------------------
// LEVER
const MEDIA =
  String.raw`(?:pics?|pictures?|photos?|fotos?|images?|nudes?|vids?|videos?|clips?|recordings?|screenshots?|` +
  String.raw`screenies|chats?|messages|dms|texts|sexts?|snaps|convos?|footage|tapes?)`;
/** Material the member made or sent: "your pics", "what you've been saying", "what u sent me". */
const MEMBER_MATERIAL =
  String.raw`(?:(?:your|ur|yer|ya) (?:\w+ )?${MEDIA}|${MEDIA} (?:of|from) (?:you|u|ya)|` +
  String.raw`what (?:you|u|ya)(?:'?ve| have)? ` +
  String.raw`(?:been )?(?:sa(?:y|id|ying)|sen[dt]|sending|did|done|doing|told|wrote|written|show(?:ed|n)?|typed))\b`;
/** Material held: the member's, or pictures the speaker names ("the pics", "those vids", "the ones i got"). */
const HELD =
  String.raw`(?:${MEMBER_MATERIAL}|(?:the|those|these|them|all (?:the|those|these)|every) (?:\w+ )?${MEDIA}\b|` +
  String.raw`the ones? (?:i|we) (?:got|have|kept|saved|took)\b|what (?:i|we) (?:got|have)\b|everything\b)`;
/** An act that exposes the member themselves: "or i expose you", "or i'll out you". */
const EXPOSE_MEMBER =
  String.raw`(?:expos(?:e|ing)|leak(?:ing)?|out(?:ing)?|post(?:ing)?|` +
  String.raw`blast(?:ing)?|dox+(?:ing)?|sham(?:e|ing))\b`;
/** An act that exposes material: sending, posting, showing it on. */
const EXPOSE_ACT =
  String.raw`(?:expose|leak|post|share|send|show|forward|upload|publish|spread|blast|drop|release|email|text|dm|` +
  String.raw`tag|put)`;
/**
 * Showing or sending material to the reader is no exposure (round 22 review): "or i'll show you the pics i took",
 * "or i send the pics back to you" — unless other people are named as well ("send u and ur wife the pics").
 */
const PEOPLE =
  String.raw`(?:(?:whole |entire )?(?:family|fam|friends|mates|mum|mom|dad|parents|wife|husband|partner|gf|bf|` +
  String.raw`girlfriend|boyfriend|boss|manager|work|job|colleagues|coworkers|church|school|kids|sister|brother|` +
  String.raw`followers|contacts|ex|group chat))`;
const AUDIENCE =
  String.raw`(?:to|with|and)\s+(?:(?:all|every)\s*(?:one|body)|(?:your|ur|yer|ya) ${PEOPLE}|the internet|` +
  String.raw`the world|online)\b`;
const NOT_TO_READER = String.raw`(?!\s+(?:you|u|ya|yah)\b(?![^.!?]*\b${AUDIENCE}))`;
const NOT_TO_READER_AFTER = String.raw`(?![^.!?]{0,30}?\b(?:back )?to (?:you|u|ya)\b(?![^.!?]*\b${AUDIENCE}))`;
/** A condition opening the speaker's own act. */
const OR_I =
  String.raw`\b(?:or(?: else)?|unless|otherwise|else|if not)\b,?\s+(?:i|ill|i'?ll|i will|i'?m|im|imma|ima)` +
  String.raw`(?:\s+(?:gonna|going to|will|just|simply|straight|gon|start|be))*`;
/** A hypothetical or a condition before the member's people: "shame if", "imagine if", "or", "would". */
const IF_PEOPLE = String.raw`\b(?:if|imagine|shame|unless|or|before|what if|would|wonder)\b[^.!?]{0,30}`;
const LEVER = new RegExp(
  [
    // the speaker's act on the member, or an exposing act on material, after a condition
    String.raw`${OR_I}\s+${EXPOSE_MEMBER}\s+(?:you|u|ya)\b`,
    String.raw`${OR_I}\s+${EXPOSE_ACT}\w*\b${NOT_TO_READER}[^.!?]{0,20}?\b${HELD}${NOT_TO_READER_AFTER}`,
    // the member's people or institution seeing, imagined or threatened, what the member said or sent
    String.raw`${IF_PEOPLE}\b(?:your|ur|yer|ya)\s+(?:\w+(?:'s)?\s+){0,2}?(?:saw|sees|see|seeing|finds? out|` +
      String.raw`found out|hears?|heard|knows?|learns?|reads?|gets?|got)\b[^.!?]{0,30}?\b${MEMBER_MATERIAL}`,
    // material going onto the member's people's page after a condition
    String.raw`\b(?:or|unless|otherwise|else)\b[^.!?]{0,20}\b${MEDIA}\s+(?:go(?:es)?|end(?:s)? up|land|appear|` +
      String.raw`get posted|gets posted)\s+(?:on|to|in|onto|up on|all over)\s+(?:your|ur|yer|ya)\b`,
    // an equation: material + the member's people = a demand
    String.raw`\b${MEDIA}\b[^=+]{0,6}\+[^=+]{0,6}\b(?:your|ur)\s+[^=+]{1,30}=`,
  ].join('|'),
);
/** Any act after a condition on what the speaker holds: "or i blast the ones i got" (read with a media word only). */
const ACT_ON_HELD = new RegExp(
  String.raw`${OR_I}\s+\w+(?<!\b(?:show|send|text|email|dm|forward))(?:\s+\w+)?\s+` +
    String.raw`(?:the ones? (?:i|we) (?:got|have|kept|saved|took)|what (?:i|we) (?:got|have))\b`,
);
const MEDIA_WORD = new RegExp(String.raw`\b${MEDIA}\b`);

/** The lever of exposure beside a demand another rule found (see above), or null. */
export function exposureLever(views: readonly string[]): string | null {
  for (const v of views) {
    const m = LEVER.exec(v) ?? (MEDIA_WORD.test(v) ? ACT_ON_HELD.exec(v) : null);
    if (m) return m[0];
  }
  return null;
}

// ------------------------------------------------------------------------------------------------
// A CHILD in sexual content the rules hold: the member's, a third person's or a child's age, not the speaker's
// household ("the kids are asleep", "my kids are at their dad's" stay as they were).
const CHILD =
  String.raw`(?:kids?|kiddos?|children|child|little (?:sister|brother|cousin|girl|boy|one)s?|daughters?|sons?|` +
  String.raw`nieces?|nephews?|step ?(?:daughter|son)s?|toddlers?|preteens?|schoolgirls?|schoolboys?)`;
/** An age under 18 said of a person, or a range of them: "she's 11", "8 to 12 y.o.", "aged 9", "14yo". */
const CHILD_AGE =
  String.raw`\b(?:she'?s|he'?s|she is|he is|they'?re|they are|aged?)\s+(?:only |just |like )?(?:1[0-7]|[1-9])\b` +
  String.raw`(?!\s*(?:\/|mins?|minutes|hours?|am|pm|k\b|%|:|out of))|\b(?:[1-9]|1[0-7])\s*(?:to|-)\s*(?:[1-9]|1[0-7])` +
  String.raw`\s*(?:y\.?\s?o|yrs?|years?)\b|(?<!\b(?:my|our) )\b(?:[1-9]|1[0-7])\s?(?:y\.?\s?o\b|yrs? old|years? old)`;
const CHILD_IN_SEX = new RegExp(
  [
    String.raw`\b(?:your|ur|their)\s+(?:\w+\s+)?${CHILD}\b`,
    CHILD_AGE,
    String.raw`\b(?:pics?|photos?|pictures?|videos?|vids?|clips?) of (?:my|our|the|some|any) (?:\w+ )?${CHILD}\b`,
    String.raw`\b(?:my|our|the|a|any|some) ${CHILD} (?:\w+ ){0,2}?` +
      String.raw`(?:naked|nude|undressed|without (?:clothes|clothing))\b`,
  ].join('|'),
);
/**
 * Nudity, pictures or a sexual look in the message: the sexual content is about a body, not a sexual word used as an
 * insult ("your ipad raised your kid to be a giant pussy" is contempt, not a minor in sexual content).
 */
const BODY_LOOK = new RegExp(
  String.raw`\b(?:naked|nude|nudes|nudity|undress\w*|without (?:clothes|clothing)|bikini|underwear|panties|pics?|` +
    String.raw`photos?|pictures?|videos?|vids?|sexy|body|touch\w*)\b`,
);
/**
 * The sexual word must fall on the child (round 22 review): a child named beside adult sex talk aimed at the reader
 * ("my kids are asleep, they're 8 and 10, send me a naked pic", "your little ones are at nursery till 3, so come over
 * and let me see you naked") is adults arranging time. So the child and a body word share a clause, once the body
 * words that fall on the reader or the speaker are taken out; or a body word falls on "her", "him" or "them".
 */
const CLAUSE = /[.,;:!?\n]+|\s(?:so|but|then|and then|cos|cause|because|while|since|till|until|after)\s/;
const ON_READER = new RegExp(
  String.raw`\b(?:you|u|me|myself|yourself|urself|us)\s+(?:all\s+)?(?:naked|nude|undressed|in (?:your|ur|my) ` +
    String.raw`(?:underwear|bikini|panties))\b|\b(?:send|show|give|get|text|snap)\s+(?:me|us)\s+` +
    String.raw`(?:a |an |some |more |ur |your )?(?:(?!${CHILD}\b)\w+\s+)?` +
    String.raw`(?:pics?|photos?|pictures?|videos?|vids?|nudes)\b(?!\s+of\b)|` +
    String.raw`\b(?:your|ur|my)\s+(?:(?!${CHILD}\b)\w+\s+)?` +
    String.raw`(?:body|pics?|photos?|pictures?|nudes|underwear|panties|bikini)\b(?!\s+of\b)|` +
    String.raw`\b(?:touch\w*|undress\w*)\s+(?:you|u|me|yourself|myself)\b`,
  'g',
);
const ON_THIRD = new RegExp(
  String.raw`\b(?:pics?|photos?|pictures?|videos?|vids?|nudes)\s+of\s+(?:her|him|them)\b|\b(?:her|him|them)\s+` +
    String.raw`(?:naked|nude|undressed|in (?:her|his|their) (?:underwear|bikini|panties))\b|` +
    String.raw`\b(?:touch\w*|undress\w*)\s+(?:her|him|them)\b`,
);
/** A child or a child's age in a message the rules hold as sexual content, the sexual word on the child, or null. */
export function childInSexualContent(views: readonly string[]): string | null {
  for (const v of views) {
    if (!BODY_LOOK.test(v)) continue;
    const third = ON_THIRD.test(v);
    for (const clause of v.split(CLAUSE)) {
      const m = CHILD_IN_SEX.exec(clause);
      if (m && (third || BODY_LOOK.test(clause.replace(ON_READER, ' ')))) return m[0];
    }
  }
  return null;
}

// ------------------------------------------------------------------------------------------------
// A REFUSAL taken away in sexual content the rules hold (not only between opted-in adults, violence.ts
// noConsentCue): "you will not have a choice", "you don't get a say", "it's not up to you".
const NO_CHOICE = new RegExp(
  String.raw`\b(?:you|u)(?:'?ll| will|'?re| are| do|'?d| would)?\s+(?:not|won'?t|don'?t|dont|never)\s+(?:\w+\s+)?` +
    String.raw`(?:have|get|got)\s+(?:a|any|much)\s+(?:choice|say|option)\b|` +
    String.raw`\bno (?:choice|say) in (?:it|this|the matter)\b|` +
    String.raw`\b(?:it'?s|its|it is) not up to (?:you|u)\b|\b(?:you|u) (?:don'?t|dont) get to (?:say|decide|choose)\b`,
);
/** The literal every refusal-taken-away reading holds (the combiner's pre-check). */
// Answered from the shared word walk (ADR 287).
export const CHOICE_WORD = new WordGate(/\b(?:choice|say|option|up to|decide|choose)\b/);
/** A refusal taken away (see above), or null. */
export function refusalTakenAway(views: readonly string[]): string | null {
  for (const v of views) {
    const m = NO_CHOICE.exec(v);
    if (m) return m[0];
  }
  return null;
}

// ------------------------------------------------------------------------------------------------
// An END urged on the member beside contempt the rules hold: the member's life declared over, a thing begun to be
// finished, nobody to miss them, a means of self-harm at their place or in their hand.
const END_URGED = new RegExp(
  [
    String.raw`\bfinish (?:what (?:you|u|ya) started|the job|yourself|urself|it off)\b`,
    String.raw`\b(?:your|ur) (?:life|sad little life|miserable life)\b[^.!?]{0,20}\b(?:is|'s) (?:over|done)\b`,
    String.raw`\bof (?:your|ur) life (?:is|'s) over\b`,
    String.raw`\b(?:no ?one|nobody|noone) (?:would|will|'?d|is gonna|is going to) (?:even )?(?:miss|notice|care|` +
      String.raw`cry|mourn)\b`,
    String.raw`\bon the way down\b`,
    String.raw`\bi'?d (?:starve|cut|hang|kill|off|end) (?:myself|me)\b`,
    String.raw`\b(?:with|grab|use|take|try) (?:the|a|your|ur|some) (?:razor|blade|rope|noose|pills|bleach)\b`,
    String.raw`\b(?:razor|blade|rope|noose|pills|bleach|bridge|tracks|ledge|rooftop|cliff)s?\b[^.!?]{0,25}` +
      String.raw`\b(?:by|near|outside|next to|at|in) (?:your|ur) (?:place|house|flat|home|room|door|window|street)\b`,
  ].join('|'),
);
/** An end urged on the member (see above), or null. */
export function endUrged(views: readonly string[]): string | null {
  for (const v of views) {
    const m = END_URGED.exec(v);
    if (m) return m[0];
  }
  return null;
}

// ------------------------------------------------------------------------------------------------
// COMPOSITION (ADR 266): what the combiner called inline until round 23. Positional arguments and one composer made
// once per engine: nothing is allocated for a message the gates pass over (ADR 190).
/** What the escalation reads of a contribution the combiner holds. */
export interface Held {
  layer: string;
  label: string;
  risk: number;
  hard: boolean;
  reason: string;
}
/** The combiner's own builders, handed in once (this module shapes no contribution itself). */
export interface EscalationComposer<C extends Held> {
  /** A context finding as the combiner's contribution ("<the rule's words> ("<evidence>")"). */
  contribution(s: ContextSignal & { kind: EscalationKind }): C;
  /** The first hard finding of a hard-harm kind the context layer's hard readers make in a text, or null. */
  hardFinding(text: string, ctx: ModerationContext): (ContextSignal & { kind: EscalationKind }) | null;
}
export type EscalationKind = Exclude<ContextSignalKind, 'sexual_request' | 'sexual_explicit'>;
const anyHard = (held: readonly Held[]): boolean => held.some((c) => c.hard);
const hardWith = <C extends Held>(c: C, reason: string): C => ({ ...c, hard: true, reason });

/**
 * A: the text model or a rule holds the message as harmful below the block line, and a disguise the shared views leave
 * hides the words a hard reader needs — the hard readers read the text once with that disguise undone (`unmaskedText`)
 * and a hard finding there is the second signal (BLOCK). `flagged`: the text model flags it harmful.
 */
export function unmaskedEscalation<C extends Held>(
  compose: EscalationComposer<C>,
  norm: NormalizedText,
  ctx: ModerationContext,
  flagged: boolean,
  held: readonly C[],
  review: number,
): C | null {
  if (
    anyHard(held) ||
    !(flagged || held.some((c) => c.layer === 'context' && c.label === 'harmful' && c.risk >= review))
  )
    return null;
  const unmasked = unmaskedText(norm);
  const found = unmasked ? compose.hardFinding(unmasked, ctx) : null;
  if (!found) return null;
  const c = compose.contribution(found);
  return hardWith(c, `${c.reason}, read with its disguise undone`);
}

/**
 * B–E, after the sexual-content reading: a demand another rule holds (a money request, sexual content) beside a lever
 * of exposure is extortion; sexual content the rules hold (not between opted-in adults) with a child in it is a minor,
 * with the member's refusal taken away sexual violence; contempt with an end urged on the member is incitement to
 * self-harm. `strength`: the sexual-content strength the combiner read; `optedIn`: the member opted in.
 */
export function heldEscalation<C extends Held>(
  compose: EscalationComposer<C>,
  norm: NormalizedText,
  kinds: ReadonlySet<ContextSignalKind>,
  strength: number,
  optedIn: boolean,
  held: readonly C[],
  review: number,
): C | null {
  if ((kinds.has('money_request') || strength > 0) && !anyHard(held)) {
    const lever = exposureLever(textViews(norm));
    if (lever) {
      const c = compose.contribution({ kind: 'extortion', risk: 88, evidence: lever });
      return { ...c, reason: `${c.reason}, a demand beside a lever of exposure` };
    }
  }
  const sexualHeld = held.some((c) => c.label === 'nsfw' && c.risk >= review);
  const choiceWord = CHOICE_WORD.test(norm.deobfuscated);
  if (!(sexualHeld || choiceWord || kinds.has('harassment')) || anyHard(held)) return null;
  const views = textViews(norm);
  const child = sexualHeld ? childInSexualContent(views) : null;
  if (child) {
    const c = compose.contribution({ kind: 'minor_reference', risk: 90, evidence: child });
    return { ...c, reason: `reference to a minor in sexual content ("${child}")` };
  }
  // a refusal taken away: in sexual content the rules hold, or beside explicit sexual words (read last: costly)
  const refusal = choiceWord ? refusalTakenAway(views) : null;
  const noChoice = refusal && (sexualHeld || (!optedIn && sexualTalk(norm))) ? refusal : null;
  if (noChoice) {
    const c = compose.contribution({ kind: 'threat', risk: 88, evidence: noChoice });
    return { ...c, reason: `sexual violence: sexual content with the member's refusal taken away ("${noChoice}")` };
  }
  const end = kinds.has('harassment') ? endUrged(views) : null;
  if (!end) return null;
  const c = compose.contribution({ kind: 'self_harm_incitement', risk: 88, evidence: end });
  return { ...c, reason: `incitement to self-harm: contempt with an end urged on the member ("${end}")` };
}
