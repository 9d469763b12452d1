/**
 * Round 24 (ADR 272): classes of harmless text that readers of a violent or self-harm phrase BLOCKed because they
 * never read what the phrase is about. Each is read on the message's structure, after every reader has run:
 *  - a contest: a violent verb aimed at the reader, played at a game or sport ("bury you at bananagrams", "y'all get
 *    smoked at dominoes") — threat findings set aside;
 *  - a gift to oneself: a reflexive verb with a thing given ("cut yourself a slice", "hang yourself a shelf",
 *    "drown yourself in a good book"), or "beat yourself up" (self-blame) — self-harm findings set aside;
 *  - an everyday agent (ADR 337): the weather, an exertion, food or drink, a pest, the reader's own body, or a trade or
 *    a jab at its job does the violent act ("this heat will kill you", "the butcher will cut your lamb", "you'll be
 *    dead after the burpees") — threat findings set aside;
 * (A further class, the consent-override clause over a treat, was dropped after review, ADR 275: what makes it a
 * threat, a hotel, a drowsy drink, "you're not leaving", sits outside the clause where neither a word list nor the
 * readers see it.)
 * In each, a finding is set aside only when its evidence lies inside the explaining clause; the clause is then cut
 * out and the readers themselves re-read what is left (mended after review, ADR 275): any threat, self-harm or
 * sexual-violence finding there keeps every finding ("beat you at pool then strangle you in your sleep" stays). The
 * word lists below stay as a second, cheaper guard; they no longer decide alone. Written from our own paraphrases and
 * harmful twins (round24-false-holds.test.ts), never from a challenge set's lines.
 *
 * Hot path (ADR 190): nothing is read unless a threat or self-harm finding is there; the re-read (a second pass of
 * the context readers on the shorter text) only when a clause matched and explains the finding.
 */
import type { ContextSignal } from '../types';
import { CONTEST_GAME, EXERTION, FATE_CAUSE, MEDICAL_ACT } from './concepts';
import { contestNamed } from './round25-threats';

const S = String.raw;
const rx = (flags: string, ...parts: string[]) => new RegExp(parts.join(''), flags);

/**
 * The readers' verdict on a text: whether any threat, self-harm or sexual-violence finding is read there (with
 * `sexual`, a sexual request or explicit content too: ADR 288).
 */
export type HarmReader = (text: string, sexual?: boolean) => boolean;

/**
 * The first view with the explaining clause cut out, when each view without the clauses holds no harm word and the
 * finding's evidence lies inside a clause; null otherwise (the finding stands).
 */
function explainedRemainder(
  views: readonly string[],
  clause: RegExp,
  harm: RegExp,
  evidence: string,
  leadIn = false,
): string | null {
  let remainder: string | null = null;
  let inside = false;
  for (const v of views) {
    clause.lastIndex = 0;
    if (!clause.test(v)) {
      if (harm.test(v)) return null;
      continue;
    }
    // the quote lies wholly inside the clause: a quote running past it ("drown yourself in the harbour") is not
    // explained; a contest's quote may start before it ("we will slaughter you" in "slaughter you lot at rummy")
    const at = leadIn ? v.indexOf(evidence) : -1;
    const cut = v.replace(clause, (m: string, offset: number) => {
      if (
        m.includes(evidence) ||
        (at >= 0 && at < offset && at + evidence.length > offset && at + evidence.length <= offset + m.length)
      )
        inside = true;
      return ' , ';
    });
    if (harm.test(cut)) return null;
    remainder ??= cut;
  }
  return inside ? remainder : null;
}

/** What a finding quotes: "implicit threat: bury" quotes "bury"; a finding that quotes nothing is never explained. */
function quoted(evidence: string): string {
  const at = evidence.lastIndexOf(': ');
  return (at < 0 ? evidence : evidence.slice(at + 2)).toLowerCase().trim();
}

// ------------------------------------------------------------------------------------------------
// A contest
const THE_READER = S`(?:you|u|ya|y'?all|you (?:all|lot|guys|two|both)|all of (?:you|u)|the (?:lot|both) of (?:you|u))`;
const CONTEST_VERB =
  S`(?:kill|murder|slaughter|destroy|annihilate|obliterate|demolish|massacre|bury|beat|batter|hammer|crush|smash|` +
  S`wreck|thrash|whoop|hurt|smoke|end|butcher|slay|own|bodied|body|school|dunk on|wipe the floor with)\w*`;
/** Games and sports taken bare ("at pool", "in five-a-side"): "at the pool" is a place, so no article here. */
const BARE_CONTEST = CONTEST_GAME;
/** A contest with its article: "in the pub quiz", "at tonight's quiz", "in the rematch". */
const NAMED_CONTEST =
  S`(?:the|our|this|that|tonight'?s|saturday'?s|sunday'?s|friday'?s|next|a|the next|every)\s+(?:pub\s+)?` +
  S`(?:quiz|match|game|tournament|rematch|final|league|race|round|tennis|football|bake ?off|karaoke|tourney|` +
  S`championship|leaderboard|cup)`;
const ARENA = S`(?:at|in|on)\s+(?:${NAMED_CONTEST}|${BARE_CONTEST})\b`;
/** "beat you all at pool", "you lot are gonna get slaughtered in the quiz", "y'all finna get smoked at dominoes". */
const CONTEST_CLAUSE = rx(
  'g',
  S`\b${CONTEST_VERB}\s+${THE_READER}(?:\s+(?:all|lot|guys|both|two))?(?:\s+(?:again|so bad|so hard|properly|`,
  S`easily|twice))?\s+${ARENA}|\b${THE_READER}(?:\s+(?:all|lot|guys))?(?:'re|'ll|\s+(?:are|re|r|is))?`,
  S`(?:\s+(?:gonna|finna|going to|will|about to|bout to))?\s+(?:get|be|getting)\s+${CONTEST_VERB}\s+${ARENA}`,
);
/** Violence or menace left once an explaining clause is cut out: a second blow, a weapon, "for real", "outside". */
const VIOLENCE_LEFT =
  S`kill\w*|murder\w*|slaughter\w*|bur(?:y|ied)|beat\w*|batter\w*|hurt\w*|stab\w*|shoot\w*|shot|punch\w*|` +
  S`hit|smash\w*|break\w*|broke\w*|bleed\w*|blood\w*|dead|die|dying|death|knife|knives|gun|bat|blade|weapon|` +
  S`acid|burn\w*|hospital|grave|body|face|black and blue|for real|outside|car park|alley|where (?:you|u) live|` +
  S`find (?:you|u)|your (?:house|flat|place|door|home|work|car|street)|nobody|no one|alone|regret\w*|or else|` +
  S`watch (?:your|ur) back|wait and see|mark my words|not (?:joking|kidding)`;
const MENACE_EMOJI = S`🔪|🔫|💀|🩸`;
/** After a contest, also where a body is hidden ("bury you in the final resting place", "… in the garden"). */
const CONTEST_HARM = rx(
  '',
  S`\b(?:${VIOLENCE_LEFT}|woods|forest|garden|river|lake|canal|boot|trunk|basement|cellar|resting place|six feet|`,
  S`quarry|pond|reservoir|sea|neck|throat|spine|legs?|seat|know (?:your|where)|`,
  S`ground|hole)\b|${MENACE_EMOJI}`,
);
const GIFT_VIOLENCE_LEFT = rx('', S`\b(?:${VIOLENCE_LEFT})\b|${MENACE_EMOJI}`);

/** A contest's verb aimed at the reader ("kill you", "smash u"): the cheap first look of ADR 288's callers. */
export const CONTEST_AIM = rx('', S`\b${CONTEST_VERB}\s+${THE_READER}\b`);

/**
 * What is left of the message once the contest's clause that holds `quote` is cut out, when nothing violent is left
 * beside it; null otherwise. The test the set-aside below runs, for the layers outside the context readers (ADR 288:
 * a banned kill phrase, round 8's kill reading, the text model, a sexual reading of "smash you"): one owner of "a
 * contest explains it". An empty quote asks whether any contest clause is there.
 */
export function contestRemainder(views: readonly string[], quote: string): string | null {
  if (!views.some(contestNamed)) return null;
  for (const v of views) {
    CONTEST_CLAUSE.lastIndex = 0;
    for (let m = CONTEST_CLAUSE.exec(v); m; m = CONTEST_CLAUSE.exec(v)) {
      const after = v.slice(m.index + m[0].length);
      if (CARRIED_ON.test(after) || CARRIED_BEYOND.test(after) || VENUE.test(m[0] + after.slice(0, 16))) return null;
    }
  }
  return explainedRemainder(views, CONTEST_CLAUSE, CONTEST_HARM, quote.toLowerCase().trim(), true);
}
/**
 * What carries the contest's blow on past its clause: an elliptic "and then your mum" / "… to yours", a place the
 * arena names ("on the tennis court"), or the speaker's own act on the reader after it ("and I'll be waiting for you").
 */
const CARRIED_ON = rx(
  '',
  S`^\W*(?:(?:and|&|n)\s+)?(?:(?:then|after that|afterwards|later|next|after)\s+)?(?:(?:at|in|on|round|outside|to|`,
  S`with|for)\s+)?(?:your|ur|yours|urs|you|u|ya|him|her|them|his|their)\b(?!')|^\s*(?:court|pitch|field|course|table|`,
  S`lanes?|alley|car park|park)\b|\b(?:i'?ll|i will|i'?m|im|imma|we'?ll|we'?re|gonna|going to)\b[^.!?]{0,40}\b`,
  S`(?:you|u|ya|your|ur)\b`,
);

/**
 * What carries the blow past the contest further on (ADR 290's mend): the reader's own future, a place or a night
 * after "then" / "after" ("then you'll need new teeth", "then in the back of my van"), or "irl" / "for real".
 */
const CARRIED_BEYOND = rx(
  '',
  S`\b(?:then|after|afterwards)\b[^.!?]*\b(?:(?:you|u|ya|your|ur)\b|(?:in|at|on|behind|round|outside|under|inside)\s+`,
  S`(?:my|the|your|ur|his|her|a)\s+(?!rematch|next|decider|final|return)|all night|bed\b)|\b(?:irl|in real life|`,
  S`for real)\b`,
);
/** A venue, not an arena for a kill phrase: the match, the game, training or practice are places the reader will be. */
const VENUE = /\b(?:the (?:match|game|footie|footy)|training|practice)\b/;

// ------------------------------------------------------------------------------------------------
// A gift to oneself
const REFLEXIVE = S`(?:yourself|yourselves|urself|urselves|ur ?self|your ?self|yer ?self|yaself)`;
/** What a cut, a hanging or a count of times names: the self-harm sense of "cut yourself a …". */
const HARM_OBJECT =
  S`(?:times?|scars?|wounds?|cuts?|gash\w*|noose|rope|cords?|belt|veins?|wrists?|lines?|marks?|few|couple|` +
  S`deep\w*|more|bit|little|lot|lesson|open)`;
/**
 * "cut yourself a slice", "hang urself a hammock", "pour yourself a drink": the reflexive is who gets the thing;
 * "drown yourself in a good book / in sun cream": in anything but water; "beat yourself up": self-blame.
 */
const GIFT_CLAUSE = rx(
  'g',
  S`\b(?:cut|hang|pour|make|treat|burn|get|buy|fix|run|draw|book|grab)\s+${REFLEXIVE}\s+(?:a|an|some|another)\s+`,
  S`(?!(?:[a-z]+\s+){0,2}?${HARM_OBJECT}\b)[a-z]+(?:\s+[a-z]+)?|\bdrown\s+${REFLEXIVE}\s+in\s+(?!(?:the|a|your|ur|`,
  S`that|this)?\s*(?:bath\w*|river|sea|lake|pool|canal|water|ocean|tub|sink|pond|loch|reservoir|quarry|sleeping|`,
  S`pills|booze|alcohol|vodka|whisky|gin)\b)[a-z]+|\bbeat\s+${REFLEXIVE}\s+up\b`,
);
/** Self-harm or menace left once the gift is cut out. */
const GIFT_HARM = rx(
  '',
  S`\b(?:cut\w*|hang\w*|hung|drown\w*|kill\w*|die|dead|death|jump\w*|bleed\w*|blood\w*|noose|rope|pills?|`,
  S`overdose\w*|wrists?|veins?|belt|razor\w*|blades?|bridge|end it|suicid\w*|kys|slit|starve\w*|worthless|`,
  S`nobody|no one|world would be|better off|deserve to|go on then|do it|finish|throat|neck|thigh|arms?|skin|`,
  S`ear to ear|step off|stairs|loft|banister|beam|rafters?|lighter|flesh|smile across|`,
  // ADR 278: the push of contempt that turns "drown yourself in the <river's name>" into incitement
  S`save (?:us|everyone|the world)(?: all)? the (?:bother|trouble|hassle)|`,
  S`do (?:us|everyone|the world) (?:all )?a favou?r)\b`,
);

// ------------------------------------------------------------------------------------------------
// An everyday agent (ADR 337): the violent verb's doer is the weather, an exertion, food or drink, a pest, the reader's
// own body, or a trade or a medical jab at its job ("this heat will kill you", "leg day will kill you", "the butcher
// will cut your lamb", "you're getting stabbed with the booster"). None of these can be sent by the speaker; a person
// who can ("my brother", "the lads", "someone", "he") is never one, and a trade only with "the / your / a" before it.
const WEATHER = S`(?:heat|heatwave|sun|midday sun|cold|wind|rain|frost|snow|storm|humidity|weather|damp|ice|sleet|hail|chill)`;
const FOOD_OR_DRINK =
  S`(?:curry|chill(?:i|ie)s?|chil(?:i|e)s?|sauce|tequila|shots|cocktails|wine|gin|sambuca|j[aä]ger\w*|vodka|pie|` +
  S`brownies|cake|sugar|caffeine|coffee|espresso|wings|vindaloo|phaal|hot sauce|jalape(?:n|ñ)os?)`;
const PEST = S`(?:mosquito(?:e?s)?|mozzies|midges|wasps|ticks|jellyfish|gnats|horseflies|bed ?bugs)`;
const OWN_BODY = S`(?:your|ur) (?:legs|feet|back|knees|arms|calves|thighs|quads|glutes|abs|shoulders|muscles|body|hamstrings)`;
const TRADE =
  S`(?:nurse|doctor|dentist|hygienist|surgeon|vet|physio|barber|hairdresser|stylist|butcher|tattooist|` +
  S`tattoo artist|phlebotomist|chiropodist|podiatrist|optician|masseuse|massage therapist|personal trainer|pt|` +
  S`instructor|spin instructor|yoga teacher|beautician|waxer|midwife|anaesthetist|gp|acupuncturist)`;
const THING_DET = S`(?:(?:the|this|that|these|those|a|an|your|ur|all (?:the|those|that))\s+)?(?:\w+\s+)?`;
/** A vital part of the reader as the object ("… will cut your throat"): never a trade's or the weather's work. */
const VITAL = S`(?:throat|neck|face|head|eyes?|skull|jaw|heart|tongue|wrists?|veins?|guts|stomach|belly|legs?|knees?)`;
const EVERYDAY_AGENT =
  S`(?:${THING_DET}(?:${WEATHER}|${EXERTION}|${FOOD_OR_DRINK}|${PEST})|${OWN_BODY}|` +
  S`(?:the|your|ur|a)\s+(?:\w+\s+)?${TRADE})`;
const AGENT_VERB = S`(?:kill|murder|destroy|cut|stab|fry|wreck|batter|smash|hurt|end|finish|slaughter|butcher|shoot|knock|eat)\w*`;
const AGENT_WILL = S`(?:will|'ll|is going to|are going to|'s going to|'re going to|is gonna|are gonna|gonna|going to|would|'d|can)`;
/**
 * "<an everyday agent> will <verb> you / your …" or "you'll get <verb>ed by / with <an everyday agent or a jab>":
 * the clause runs from the agent to the reader (and their thing, "your hair", "your gum").
 */
const AGENT_CLAUSE = rx(
  'g',
  S`\b${EVERYDAY_AGENT}\s+${AGENT_WILL}\s+(?:\w+\s+)?${AGENT_VERB}\s+(?:(?:right\s+)?through\s+)?`,
  S`(?:(?:you|u|ya)\b|(?:your|ur)\s+(?!${VITAL}\b)\w+)|`,
  S`\b(?:you|u)(?:'re|'ll| are| will| r| re)?\s+(?:\w+\s+)?(?:get|be|getting|being)\s+(?:stabbed|cut|jabbed|shot|`,
  S`killed|destroyed|murdered|knocked out|fried|eaten alive|eaten)\s+(?:with|by)\s+(?:${EVERYDAY_AGENT}|`,
  S`${THING_DET}${MEDICAL_ACT})\b|`,
  // the reader's fate with an exertion or a procedure as its cause: "you'll be dead after the burpees", "you'll bleed
  // a bit after the blood test", "you'll be shot by the end of the half marathon" (worn out), "bleed for that medal"
  S`\b(?:you|u)(?:'ll| will|'re going to| are going to|'re gonna| are gonna)\s+(?:\w+\s+)?(?:bleed|be dead|be shot|`,
  S`die|be destroyed|be wrecked|be broken|be killed|be in bits)\b(?:\s+\w+){0,2}?\s+${FATE_CAUSE}`,
);
/** Menace left once the agent's clause is cut out: VIOLENCE_LEFT, and a person who can be sent. */
const AGENT_HARM = rx(
  '',
  S`\b(?:${VIOLENCE_LEFT}|my (?:brother|boys|mates|cousins?|friends?|lads|man|bf|boyfriend|husband|dad|uncle)|`,
  S`the (?:lads|boys)|someone|somebody|`,
  // the speaker beside the agent: "the cold will kill you before i do", "… and so will i", "if i don't", the speaker's
  // own act on the reader ("when i leave you out there", "that car i locked", "i'll get there first")
  S`(?:before|after|unless|if|than|so will|or|then|and) (?:i|me|we)|i\b[^.!?]{0,40}\b(?:you|u|ya|your|ur|them)|`,
  S`lock\w*|tie|tied|tying|trap\w*|(?:get there|do it|beat (?:it|them)) first)\b|${MENACE_EMOJI}`,
);

const HARM_KINDS = new Set<ContextSignal['kind']>(['threat', 'self_harm_incitement']);
/** Whether the readers find harm once the clause is cut out; null (no remainder) reads as harm. */
const harmLeft = (remainder: string | null, reread: HarmReader) => remainder === null || reread(remainder);

/**
 * Sets aside, in place, the threat and self-harm findings that one of the three classes explains (context.ts calls
 * it once its readers have run, with `reread` the readers' own verdict on a shorter text). Every other finding
 * stands, and a finding whose evidence lies outside the explaining clause stands.
 */
export function setAsideHarmlessReadings(signals: ContextSignal[], views: readonly string[], read: HarmReader): void {
  // one re-read per remainder, however many findings the clause explains
  let lastText: string | undefined;
  let lastHarm = true;
  const reread: HarmReader = (text) => {
    if (text !== lastText) [lastText, lastHarm] = [text, read(text)];
    return lastHarm;
  };
  for (let i = signals.length - 1; i >= 0; i--) {
    const s = signals[i];
    // ADR 288: "smash you at padel" read as a sexual request, when the contest's clause holds the quote and the rest
    // holds neither harm nor sexual content
    if (s.kind === 'sexual_request') {
      if (!CONTEST_AIM.test(s.evidence)) continue;
      const rest = contestRemainder(views, quoted(s.evidence));
      if (rest !== null && !read(rest, true)) signals.splice(i, 1);
      continue;
    }
    if (!HARM_KINDS.has(s.kind)) continue;
    const evidence = quoted(s.evidence);
    // "beat yourself up" also reads as a blow to the reader: the gift explains a threat finding too
    const gift = explainedRemainder(views, GIFT_CLAUSE, GIFT_HARM, evidence);
    let aside =
      gift !== null &&
      explainedRemainder(views, GIFT_CLAUSE, GIFT_VIOLENCE_LEFT, evidence) !== null &&
      !harmLeft(gift, reread);
    if (!aside && s.kind === 'threat')
      aside = !harmLeft(explainedRemainder(views, CONTEST_CLAUSE, CONTEST_HARM, evidence, true), reread);
    if (!aside && s.kind === 'threat')
      aside = !harmLeft(explainedRemainder(views, AGENT_CLAUSE, AGENT_HARM, evidence, true), reread);
    if (aside) signals.splice(i, 1);
  }
}
