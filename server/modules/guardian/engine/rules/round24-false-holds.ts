/**
 * Round 24 (ADR 272): three classes of harmless text that readers of a violent or self-harm phrase BLOCKed because
 * they never read what the phrase is about. Each is read on the message's structure, after every reader has run:
 *  - a contest: a violent verb aimed at the reader, played at a game or sport ("bury you at bananagrams", "y'all get
 *    smoked at dominoes") — threat findings set aside;
 *  - a gift to oneself: a reflexive verb with a thing given ("cut yourself a slice", "hang yourself a shelf",
 *    "drown yourself in a good book"), or "beat yourself up" (self-blame) — self-harm findings set aside;
 *  - a harmless imposition: the consent-override clause ("whether you like it or not") over food, an outing,
 *    laughter or a gift, with nothing intimate, no arrival at a place and no menace — threat findings set aside.
 * In each, the clause that explains the phrase is cut out and what is left of every view must hold no harm word
 * ("beat you at pool then beat you black and blue outside" stays). Written from our own paraphrases and harmful twins
 * (round24-false-holds.test.ts), never from a challenge set's lines.
 *
 * Hot path (ADR 190): nothing is read unless a threat or self-harm finding is there; no allocation otherwise.
 */
import type { ContextSignal } from '../types';
import { GAME } from './concepts';

const S = String.raw;
const rx = (flags: string, ...parts: string[]) => new RegExp(parts.join(''), flags);

/** Each view without the explaining clauses holds no harm word, and at least one view held such a clause. */
function explainedEverywhere(views: readonly string[], clause: RegExp, harm: RegExp): boolean {
  let explained = false;
  for (const v of views) {
    clause.lastIndex = 0;
    if (!clause.test(v)) {
      if (harm.test(v)) return false;
      continue;
    }
    explained = true;
    if (harm.test(v.replace(clause, ' '))) return false;
  }
  return explained;
}

// ------------------------------------------------------------------------------------------------
// A contest
const THE_READER = S`(?:you|u|ya|y'?all|you (?:all|lot|guys|two|both)|all of (?:you|u)|the (?:lot|both) of (?:you|u))`;
const CONTEST_VERB =
  S`(?:kill|murder|slaughter|destroy|annihilate|obliterate|demolish|massacre|bury|beat|batter|hammer|crush|smash|` +
  S`wreck|thrash|whoop|hurt|smoke|end|butcher|slay|own|bodied|body|school|dunk on|wipe the floor with)\w*`;
/** Games and sports taken bare ("at pool", "in five-a-side"): "at the pool" is a place, so no article here. */
const BARE_CONTEST =
  S`(?:${GAME}|five-a-side|5-a-side|5 a side|dodgeball|beer pong|dominoes|rummy|table tennis|badminton|squash|` +
  S`padel|football|rugby|netball|cricket|basketball|volleyball|hockey|bingo|backgammon|connect (?:4|four)|jenga|` +
  S`cornhole|arm wrestling|tetris|boggle|cluedo|mahjong|snooker|billiards|halo|rocket league|smash bros\w*|` +
  S`cribbage|trivial pursuit|rounders|frisbee|bowls|croquet|skee ?ball|air hockey|foosball|table football|` +
  S`crazy golf|sudoku|crosswords?|words with friends|spoons|twister|rock paper scissors)`;
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
  S`ground|hole)\b|${MENACE_EMOJI}`,
);
const GIFT_VIOLENCE_LEFT = rx('', S`\b(?:${VIOLENCE_LEFT})\b|${MENACE_EMOJI}`);

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
  S`nobody|no one|world would be|better off|deserve to|go on then|do it|finish)\b`,
);

// ------------------------------------------------------------------------------------------------
// A harmless imposition
const OVERRIDE_EVIDENCE =
  /\b(?:whether (?:you|u) like it|like it or not|no matter what (?:you|u) say|whether (?:you|u) want (?:it|to) or not)/;
/** Food, an outing, laughter or a gift: what the override is about when it is no coercion. */
const TREAT = rx(
  '',
  S`\b(?:curry|lasagne|lasagna|cake|dessert|pudding|dinner|lunch|breakfast|brunch|pizza|soup|tea|coffee|cookies|`,
  S`biscuits|chocolate|cook\w*|bak\w*|recipe|roast|stew|pie|meal|food|museum|gallery|gig|concert|karaoke|quiz|`,
  S`cinema|film|movie|theatre|pottery|class|walk|hike|beach|festival|market|laugh\w*|smil\w*|danc\w*|sing\w*|`,
  S`present|gift|birthday|card|flowers|playlist|book)\b`,
);
/** Intimacy, the body, an arrival or a stay at a place, restraint or menace: the override is coercion then. */
const IMPOSED_HARM = rx(
  '',
  S`\b(?:sex\w*|bed|beds|bedroom|sleep\w*|slept|naked|nudes?|clothes|undress\w*|strip\w*|touch\w*|kiss\w*|body|`,
  S`mine|hav(?:e|ing) (?:you|u)(?=\s*(?:$|[.,!?;]|whether|no matter|like it|tonight|now|again|anyway))|`,
  S`take (?:you|u) home|my (?:place|room|flat|house|car|van)|(?:your|ur) `,
  S`(?:place|room|flat|house|door)|come (?:over|round|back)|coming (?:over|round|back)|stay\w*|do it|do things|`,
  S`suck\w*|lick\w*|ride|fuck\w*|cum|inside|tie\w*|pin\w*|hold (?:you|u) down|scream\w*|cry|beg|stop|no means|`,
  S`lock\w*|hurt\w*|kill\w*|alone|nobody|no one|watch\w*|follow\w*|find (?:you|u)|outside|whatever i want|`,
  // entitlement: a treat paid for and a debt claimed ("i paid for dinner, i'll take it whether you want to or not")
  S`tak(?:e|ing) (?:it|what)|owe\w*|paid for|pay(?:ing)? for|earned|deserve\w*|in return)\b`,
);

/** The override clause holds no harm word itself, so the views are read whole: a treat named, nothing intimate. */
function impositionHarmless(views: readonly string[]): boolean {
  let treat = false;
  for (const v of views) {
    if (IMPOSED_HARM.test(v)) return false;
    if (TREAT.test(v)) treat = true;
  }
  return treat;
}

/**
 * Sets aside, in place, the threat and self-harm findings that one of the three classes explains (context.ts calls
 * it once its readers have run). Every other finding stands.
 */
export function setAsideHarmlessReadings(signals: ContextSignal[], views: readonly string[]): void {
  let contest: boolean | undefined;
  let gift: boolean | undefined;
  let imposition: boolean | undefined;
  for (let i = signals.length - 1; i >= 0; i--) {
    const s = signals[i];
    let aside = false;
    if (s.kind === 'threat' && OVERRIDE_EVIDENCE.test(s.evidence)) aside = imposition ??= impositionHarmless(views);
    else if (s.kind === 'threat' || s.kind === 'self_harm_incitement') {
      // "beat yourself up" also reads as a blow to the reader: the gift explains a threat finding too
      gift ??=
        explainedEverywhere(views, GIFT_CLAUSE, GIFT_HARM) &&
        explainedEverywhere(views, GIFT_CLAUSE, GIFT_VIOLENCE_LEFT);
      aside = gift || (s.kind === 'threat' && (contest ??= explainedEverywhere(views, CONTEST_CLAUSE, CONTEST_HARM)));
    }
    if (aside) signals.splice(i, 1);
  }
}
