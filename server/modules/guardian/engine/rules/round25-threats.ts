/**
 * Round 25 (ADR 277): two classes of threat of violence that were delivered at risk 0, read on the message's
 * structure after every reader has run (context.ts calls `round25ThreatSignals` once, before ADR 272's set-aside):
 *  - harm beyond the contest: a contest named ("at bowling", "in the pub quiz"), then a clause that moves the harm off
 *    the board — a weapon the speaker holds, the reader put in water or the ground, the reader's body hurt, "in your
 *    sleep". The older readers drop every threat reading once a game is named anywhere; here the relocating clause
 *    alone is re-read by the readers themselves (`harmReadIn`, the re-read ADR 272 uses) — never the message minus
 *    the arena, which leaves the contest's own bare "I'll beat you" (ADR 284). The finding quotes the relocating
 *    clause, so ADR 272 (the one owner of "a contest explains a threat") keeps it;
 *  - an armed arrival: the speaker coming, turning up or pulling up at the reader's place with a weapon in context —
 *    menace or aim at the reader anywhere, or nothing else said of the weapon in its sentence but a time or where it
 *    is carried. Words after it (a purpose, a second thing brought, a remark) tell what it is for unless they menace;
 *    a denied purpose ("it's not for cooking") menaces (ADR 284: no closed excuse list). Written from the twins
 *    first (round25-threats.probes.ts).
 * Written from our own paraphrases (round25-threats.test.ts), never from a challenge set's lines.
 *
 * Hot path (ADR 190): each class sits behind a WordGate of its cue words, answered from the shared automaton's walk;
 * a message without them pays two group lookups and allocates nothing. The re-read runs only when a contest and a
 * relocation cue are both in the message.
 */
import { WordGate } from '../word-groups';
import type { ContextSignal } from '../types';
import { CONTEST_GAME } from './concepts';
import { ruleSignal } from './types';

const S = String.raw;
const rx = (flags: string, ...parts: string[]) => new RegExp(parts.join(''), flags);

/** The readers' verdict on a text: whether any threat, self-harm or sexual-violence finding is read there. */
export type HarmReader = (text: string) => boolean;

const RISK = 88;

// ------------------------------------------------------------------------------------------------
// Shared words
/** What harms in a hand: "my knife", "a machete", "the strap". Tool and toy guns are named apart (TOOL_OR_TOY). */
const WEAPON =
  S`(?:knife|knives|blade|machete|(?:baseball )?bat|gun|strap|shank|axe|hatchet|crowbar|petrol|acid|` +
  S`lighter fluid|iron bar|metal bar|knuckle ?dusters?|brass knuckles|shotgun|pistol|rifle|taser|hammer)`;
/** What may stand between "my" and a weapon and keep it a weapon: "my big knife", never "a lamb shank" (ADR 284). */
const WEAPON_ADJ =
  S`(?:big|sharp|sharpest|biggest|trusty|new|old|little|rusty|favourite|fav|own|massive|huge|long|real|loaded|` +
  S`hunting|flick|switch|fucking|f\*+ing|bloody)`;
/** A weapon that is the speaker's or brought: "my knife", "a bat", "the strap", "my trusty blade". */
const WEAPON_HELD =
  S`(?:(?:my|a|the|me|an|our|this|his|some|ma)\s+` +
  S`(?:(?:can|bottle|jug|tin|canister|jerry can) of\s+|${WEAPON_ADJ}\s+)?` +
  S`${WEAPON}|acid|petrol|bleach)\b(?!\s*(?:set|block|roll|sharpener|box|throwing|skills|drawer|and fork|& fork))`;
/** A tool, a toy or a kitchen thing that shares a weapon's name. */
const TOOL_OR_TOY =
  S`\b(?:glue|nerf|water|heat|staple|nail|massage|caulk\w*|bubble|toy|spray|paint|squirt|laser|bread|butter|` +
  S`pizza|cheese|steak|carving|paring|chef'?s|kitchen|japanese|cake|palette|putty|stanley|craft|fish|oyster|sushi|` +
  S`cricket|rounders|softball|glue)\s+(?:${WEAPON})\b|🔫💦|💦🔫`;

// ------------------------------------------------------------------------------------------------
// A. Harm beyond the contest
/** A contest's arena: "at bowling", "in the pub quiz", "on fifa". */
const ARENA = rx(
  'g',
  S`\b(?:at|in|on)\s+(?:(?:the|our|tonight'?s|this|that|a|next)\s+)?(?:pub\s+)?(?:${CONTEST_GAME}|quiz|match|`,
  S`tournament|final|league|rematch)\b`,
);
/** Where one clause ends and the next begins: punctuation, "and then", "then", "after that", "later". */
const CLAUSE_END = /[,.;!?]+|\b(?:and )?(?:then|after that|afterwards|later|after)\b/;
/** What moves the harm off the board in the speaker's hand: a weapon held (read with the message's purpose). */
const WEAPON_CUE = rx('', S`\b${WEAPON_HELD}|🔪|🔫|🪓`);
/** A blow that is an idiom's: "shoot you a text", "burn you a CD", "drown you in compliments", "choke you up". */
const NOT_IDIOM =
  S`(?!\s+(?:a|an|some|up|my|our|this|that|the (?:scores?|photos?|pics?|link|details)|with (?:a )?(?:fork|spoon|` +
  S`pillow|kindness|kisses|love|compliments|ballad|song)|in (?!(?:the|a|your|ur)\s+(?:river|canal|lake|sea|bath|` +
  S`pool|woods|ground|car park|street|face|neck|back|chest|head|sleep))))`;
/** What moves it onto the reader: put in water or the ground, their body hurt, "in your sleep", a grave. */
const BODY_CUE = rx(
  '',
  S`\b(?:you|u|ya|ur body|your body)\s+(?:in|into|under|off|down)\s+(?:the\s+|a\s+)?(?:river|canal|lake|sea|`,
  S`harbour|woods|forest|ground|boot|trunk|ditch|quarry|bin|skip|grave|hole|reservoir|dock)\b|`,
  S`\b(?:break|snap|smash|slit|cut|stamp on|crack|kick)\w*\s+(?:your|ur)\s+(?:legs?|neck|`,
  S`throat|skull|head|face|ribs|teeth|kneecaps?|arms?|fingers|jaw|nose|spine)\b|\b(?:stab|shoot|strangle|choke|`,
  S`drown|burn|bury)\w*\s+(?:you|u|ya)\b${NOT_IDIOM}|\b(?:put|send|land|leave)\w*\s+(?:you|u|ya)\s+(?:in|to|into)\s+`,
  S`(?:the\s+|a\s+)?(?:hospital|ambulance|a&e|morgue|coffin|body bag|grave)\b|\bsix feet under\b|🩸|`,
  S`\b(?:kill|murder|stab|strangle|smother|choke|end|get|finish|hurt|do)\w*\s+(?:you|u|ya|it)\b[^,.;!?]{0,20}`,
  S`\bin (?:your|ur) sleep\b`,
);
/** A blow to the reader's body itself, beside the contest's blow: read as it is, no re-read needed. */
const BODY_ACT = rx(
  '',
  S`\b(?:break|snap|slit|cut|stamp on|crack|kick)\w*\s+(?:your|ur)\s+(?:legs?|neck|throat|skull|head|ribs|teeth|`,
  S`kneecaps?|jaw|spine)\b|\b(?:stab|shoot|strangle|choke)\w*\s+(?:you|u|ya)\b${NOT_IDIOM}|`,
  S`\b(?:throw|dump|drag|push|put|chuck|toss|drop|roll|bury|leave|sink|drown)\w*\s+(?:you|u|ya|ur body|your body)\s+`,
  S`(?:in|into|under)\s+(?:the\s+|a\s+)?(?:river|canal|lake|sea|harbour|woods|ground|boot|trunk|ditch|quarry|grave|`,
  S`reservoir)\b`,
);
/** A violent verb aimed at the reader in the contest's clause: what an elliptical "then at your flat …" carries on. */
const CONTEST_BLOW = rx(
  '',
  S`\b(?:kill|murder|slaughter|destroy|annihilate|obliterate|demolish|massacre|bury|beat|batter|hammer|crush|smash|`,
  S`wreck|thrash|whoop|hurt|end|butcher|slay)\w*\s+(?:you|u|ya|y'?all|you (?:all|lot|guys|two))\b`,
);
/** A clause with no verb of its own, carrying on the one before: "and then at your flat with my knife". */
const ELLIPTIC = /^\s*(?:and\s+)?(?:at|in|on|round|outside|to)\s/;

/** A kitchen, a tool or a sport beside the weapon: the second clause names a meal or a job, not a blow. */
const OBJECT_PURPOSE = rx(
  '',
  S`\b(?:cook\w*|chef|carv\w*|dinner|lunch|sushi|onions?|veg|bbq|roast|turkey|cake|cheese|bread|kitchen|recipe|`,
  S`fix\w*|shel(?:f|ves)|pictures?|flatpack|floorboards?|decking|drill|diy|build\w*|assembl\w*|repair\w*|boiler|`,
  S`upholstery|costume|tree|stump|hedge|brambles|garden\w*|firewood|logs?|wood|mower|lawnmower|generator|fuel|`,
  S`cricket|baseball|softball|rounders|ball|practice|training|nets|camping|tent|fishing|hike|promised|present|`,
  S`gift|birthday|borrow|lend|return|give (?:it|them) back|you left|forgot|ran (?:dry|out)|run out|tank)\b|`,
  TOOL_OR_TOY,
);
const CONTEST_GATE = new WordGate(new RegExp(S`${CONTEST_GAME}|quiz|match|tournament|final|league|rematch`));
/** The contests a named arena adds to the gate's ("in the next round", "at the bake off"). */
const NAMED_CONTEST_WORD = /\b(?:game|race|round|cup|bake ?off|tourney|championship|leaderboard)\b/;
/** Whether a view names a game, a sport or a contest: the cheap first look of ADR 288's contest readings. */
export const contestNamed = (v: string): boolean => CONTEST_GATE.test(v) || NAMED_CONTEST_WORD.test(v);

/**
 * The clause that relocates the harm, when a contest is named and a clause without an arena names a relocation cue;
 * null otherwise.
 */
function relocatingClause(view: string): string | null {
  ARENA.lastIndex = 0;
  if (!ARENA.test(view)) return null;
  const purpose = OBJECT_PURPOSE.test(view);
  for (const clause of view.split(CLAUSE_END)) {
    if (!clause || clause.length < 4) continue;
    ARENA.lastIndex = 0;
    if (ARENA.test(clause)) continue;
    if (BODY_CUE.test(clause) || (!purpose && WEAPON_CUE.test(clause))) return clause.trim();
  }
  return null;
}

function harmBeyondContest(views: readonly string[], reread: HarmReader): string | null {
  for (const v of views) {
    if (!CONTEST_GATE.test(v)) continue;
    const clause = relocatingClause(v);
    if (clause === null) continue;
    const evidence = `harm beyond the contest: ${clause}`;
    // "beat you at darts, then at your flat with my knife": the contest's blow carried on to a weapon or the body
    const armed = WEAPON_CUE.test(clause) && !OBJECT_PURPOSE.test(v);
    if ((ELLIPTIC.test(clause) || BODY_ACT.test(clause) || armed) && CONTEST_BLOW.test(v)) return evidence;
    // the relocating clause alone, re-read by the readers (ADR 284): never the contest's own "I'll beat you"
    return reread(clause) ? evidence : null;
  }
  return null;
}

// ------------------------------------------------------------------------------------------------
// B. An armed arrival at the reader's place
const YOUR_PLACE =
  S`(?:yours|urs|yourz|(?:your|ur|yer|yo)\s+(?:\w+'?s\s+)?(?:flat|house|place|home|door|doorstep|front door|` +
  S`gaff|crib|yard|work|office|street|road|block|ends|endz|drive|driveway|building|halls|room|school|gym|job|` +
  S`shop|car))`;
const ARRIVE =
  S`(?:come|coming|comin|came|pop|popping|head|heading|go|going|turn|turning|show|showing|rock|rocking|pull|` +
  S`pulling|pullin|roll|rolling|be|drop|dropping|swing|stop|on my way|visit|visiting|step|stepping|run|running|` +
  S`showed|turned|pulled|rocked|rolled|dropped|popped)`;
const ARMED_ARRIVAL = rx(
  '',
  S`\b${ARRIVE}\s+(?:up\s+|in\s+|by\s+|round\s+|over\s+|back\s+)?(?:to\s+|at\s+|round\s+|by\s+|on\s+|up\s+to\s+|`,
  S`over\s+to\s+|into\s+)?${YOUR_PLACE}\b[^.!?]{0,25}?\b(?:with|wit|wiv|bringing|and bring|carrying|holding|`,
  S`packing)\s+`,
  WEAPON_HELD,
  S`|\b(?:with|wit|wiv|bringing|bring|carrying|holding|packing)\s+${WEAPON_HELD}[^.!?]{0,25}?\b(?:${ARRIVE}\s+`,
  S`(?:up\s+|in\s+|by\s+|round\s+|over\s+)?)?(?:to\s+|at\s+|round\s+(?:to\s+)?|over\s+to\s+|up\s+to\s+)`,
  S`${YOUR_PLACE}\b`,
);
/** Menace that keeps the reading whatever the object is said to be for. */
const ARRIVAL_MENACE = rx(
  '',
  S`\b(?:you'?ll see|see how|sort (?:you|u) out|deal with (?:you|u)|teach (?:you|u)|don'?t play|u gon|you gon|`,
  S`learn|regret|last time|better (?:hide|run)|pray|brave|tough|hard man|finish (?:you|u)|end (?:you|u)|hurt|`,
  S`bleed|dead|no one|nobody|scared|say that again|mouth|answer me|or else|not joking|i mean it|watch|your last|`,
  S`for (?:you|u|ya)|on (?:you|u|ya)|what (?:you|u) (?:said|did|done|wrote)|(?:it'?s |is )?not (?:for|to)|forget the|`,
  S`do it again|don'?t bother|lock\w* (?:your|the) doors?|see what happens|(?:your|ur) (?:face|throat|neck|legs|head|`,
  S`kneecaps|knees))\b|🔪|🩸|💀`,
);
/**
 * What may follow the weapon when nothing else is said of it: a time, where it is carried. Any other words after it
 * (a purpose, a second thing brought, a remark) tell what it is for unless they menace (ADR 284: no closed list).
 */
const BARE_TAIL = rx(
  '',
  S`^(?:\s*(?:,|and|&)?\s*(?:tonight|tomorrow|today|now|later|soon|rn|fr|asap|this time|again|once|`,
  S`this (?:evening|afternoon|morning|weekend)|in (?:an?|\d+|a few|five|ten) (?:hours?|mins?|minutes?|secs?)|`,
  S`at \d+(?::\d+)?\s*(?:am|pm)?|on (?:me|hand)|with me|in (?:the|my) (?:car|bag|pocket|boot|van|jacket)|`,
  S`(?:and )?see|x+|lol|🔪|🔫|🪓|😈|😡|🤬|💀))*\s*$`,
);

/** Whether a weapon matched in `v` (ending at `end`) is one in context: menace, or nothing else said of it. */
function weaponInContext(v: string, start: number, end: number): boolean {
  if (ARRIVAL_MENACE.test(v)) return true;
  const stop = v.slice(end).search(/[.!?]/);
  const tail = stop < 0 ? v.slice(end) : v.slice(end, end + stop);
  return BARE_TAIL.test(tail) && !OBJECT_PURPOSE.test(v.slice(0, start));
}
/** A bat that flies, a knife that was left there, a question about the thing. */
const NOT_CARRIED =
  /\bbats? (?:box|in (?:my|the) (?:loft|attic|roof|garden)|flying)|\bloft\b|\bleft (?:my|the|a)\b|\bstill at\b/;
/** A blow at the reader anywhere in the message: "and batter you", "smash your face". */
const BLOW_AT_READER = rx(
  '',
  S`\b(?:break|batter|hurt|stab|kill|punch|kick|slap|shoot|murder|strangle|choke|deck|smack|bash|shank|merk|beat|`,
  S`smash|cave)\w*\s+(?:you|u|ya|(?:your|ur)\s+(?:face|head|legs?|knees?|skull|jaw|teeth|nose|ribs))\b`,
);
/**
 * A job, a meal or a game the object is brought for, named in the object's own sentence (ADR 290's mend): not a return
 * ("you left", "forgot"), a practice that is over, nor a bare time ("tonight", "later": skipped, never a purpose).
 */
const JOB = rx(
  '',
  S`\b(?:cook\w*|chef|carv\w*|dinner|lunch|sushi|steak|onions?|veg|bbq|roast|turkey|cake|cheese|bread|watermelon|`,
  S`chopping board|kitchen|recipe|fix\w*|shel(?:f|ves)|pictures?|mirrors?|hang\w*|curtains?|tiles?|cabinet|flatpack|`,
  S`wardrobe|bed ?frame|floorboards?|decking|drill|diy|build\w*|assembl\w*|repair\w*|boiler|upholstery|costume|`,
  S`tree|stump|hedge|brambles|garden\w*|firewood|kindling|stove|logs?|mower|lawnmower|generator|fence|nails|screws|`,
  S`spirit level|sharpen\w*|blades|knife roll|cricket|baseball|softball|rounders|ball|balls|nets|camping|tent|`,
  S`fishing|hike|birthday)\b|`,
  TOOL_OR_TOY,
);
/** Restraint or disposal brought beside the object: cable ties, duct tape, rope, a bin bag, a shovel. */
const RESTRAINT =
  /\b(?:cable ties|zip ties|(?:duct|gaffer|gaffa) tape|tape(?! measure)|rope|bin (?:bags?|liners?)|shovel)\b/;
/**
 * People of the reader's, what the reader owes, or the reader as the job, as the visit's aim: "a chat with your
 * husband", "settle this", "fix you for good", "you're the main course".
 */
const PERSON_AIM = rx(
  '',
  S`\b(?:(?:your|ur|that) (?:new )?(?:husband|wife|boyfriend|girlfriend|partner|fella|man|bf|gf|brother|sister|dad|`,
  S`mum|mam|son|daughter|ex|mate|missus|family)\b(?!'s)|collect|(?:you|u) owe|settle (?:this|it|up|things|the score)|`,
  S`messing with|questions|(?:a|little) (?:chat|word|talk)|real thing|if (?:you'?re|ur|you are) lucky|for good|`,
  S`once and for all|(?:fix|sort|hang|carve|build|drill|cook|repair|sharpen|tap|split)\w*\s+(?:you|u|ya)\b|`,
  S`(?:you'?re|you are|ur|u r)\s+(?:the\s+)?(?:main course|next|on the menu|dessert|meat|dead meat|first)\b)`,
);
/**
 * Whether an object with a weapon's name, brought to the reader (its name ending at `end` in `v`), is brought for a
 * job or a game: a job named in the object's own sentence, and no menace, blow, restraint or person of the reader's
 * as the aim anywhere. Round 11's "come round with my hammer" asks it (ADR 288, mended after ADR 290).
 */
export function broughtForAJob(v: string, end: number): boolean {
  if (ARRIVAL_MENACE.test(v) || BLOW_AT_READER.test(v) || RESTRAINT.test(v) || PERSON_AIM.test(v)) return false;
  const stop = v.slice(end).search(/[.!?]/);
  const from = Math.max(v.lastIndexOf('.', end), v.lastIndexOf('!', end), v.lastIndexOf('?', end)) + 1;
  return JOB.test(v.slice(from, stop < 0 ? v.length : end + stop));
}
/** The gate: a weapon's name after a space (WEAPON_HELD has a word before it: "relaxed", "begun" do not pass). */
const ARRIVAL_GATE = new WordGate(
  new RegExp(
    S` (?:knife|knives|blade|machete|bat|gun|strap|shank|axe|hatchet|crowbar|petrol|acid|lighter fluid|iron bar|` +
      S`metal bar|knuckle|brass|pistol|rifle|taser|hammer|bleach|shotgun)`,
  ),
);
// ------------------------------------------------------------------------------------------------
// C. An injury outcome on meeting: "you'll be leaving that bar in an ambulance if I see you there"
const INJURY_PLACE =
  S`(?:in an ambulance|on a stretcher|in a body ?bag|in a box|in a coffin|in (?:the )?hospital|in a&e|in plaster|` +
  S`on crutches|in a wheelchair|in pieces|in a neck brace|feet first)`;
const INJURY_FATE = rx(
  '',
  S`\b(?:you'?ll|you will|you'?re (?:gonna|going to|going)|ur (?:gonna|going)|u'?ll|u will|you (?:gonna|go))\b`,
  S`[^.!?]{0,40}?\b${INJURY_PLACE}`,
);
const ON_MEETING = rx(
  '',
  S`\b(?:if|when|next time|the (?:minute|second|moment)|once)\s+(?:i|we|my (?:boys|lads|mates|brother|cousins)|he|`,
  S`they)\s+(?:see|catch|spot|find|clock|get)\s+(?:you|u|ya)\b(?![^,.;!?]*?\b(?:i|i'?m|i'?ll|we|we'?ll|we'?re)\s)|`,
  S`\bshow (?:your|ur) face\b`,
);
/** Concern, not a promise: a question, sympathy, a get-well, "a box at the theatre" (ADR 284). */
const CONCERN =
  /\?|\b(?:poor (?:thing|you|baby)|get well|feel better|bless|sign(?:ing)? (?:it|your)|visit)|in a box (?:at|seat)/;
/** Advice about a hazard the reader runs: ice, a ladder, lifting with bad form, a bike without a helmet. */
const HAZARD_ADVICE = rx(
  '',
  S`\b(?:skat\w*|ice|icy|ladder|deadlift\w*|squat\w*|form|lift\w*|helmet|cycl\w*|bike|climb\w*|shots?|`,
  S`drink\w*|please|roof|scooter|motorbike|speeding|driv\w*)\b`,
);
const INJURY_GATE = new WordGate(
  new RegExp(
    'ambulance|stretcher|body ?bag|in a box|coffin|hospital|a&e|plaster|crutches|wheelchair|in pieces|' +
      'neck brace|feet first',
  ),
);

function injuryOnMeeting(views: readonly string[]): string | null {
  for (const v of views) {
    if (!INJURY_GATE.test(v)) continue;
    const m = INJURY_FATE.exec(v);
    if (m && ON_MEETING.test(v) && !HAZARD_ADVICE.test(v) && !CONCERN.test(v))
      return `an injury promised on meeting: ${m[0].trim()}`;
  }
  return null;
}

// ------------------------------------------------------------------------------------------------
// D. An arrival to strike the reader: "I come to your flat and break you", "I'll come round yours and batter you"
const ARRIVAL_BLOW = rx(
  '',
  S`\b${ARRIVE}\s+(?:up\s+|in\s+|by\s+|round\s+|over\s+)?(?:(?:to\s+|at\s+|round\s+|by\s+|up\s+to\s+|over\s+to\s+)?`,
  S`${YOUR_PLACE}|round|over)\s+(?:and|to|n|an)\s+(?:break|batter|hurt|stab|kill|punch|kick|slap|shoot|murder|`,
  S`strangle|choke|deck|smack|bash|knife|shank|glass|bottle|merk|beat)\w*\s+(?:you|u|ya)\b`,
  S`(?!\s+(?:with\s+(?!(?:a|my|the|this)\s+${WEAPON}\b)|at|in|on|to|a|an|some|up|out|off|into)\b)`,
);
/** The gate: a connector and a blow ("and break", "to batter"), not "breakfast" or "skills" alone. */
const BLOW_GATE = new WordGate(
  new RegExp(
    S`(?:and|to|n|an) (?:break|batter|hurt|stab|kill|punch|kick|slap|shoot|murder|strangle|choke|deck|smack|bash|` +
      S`knife|shank|glass|bottle|merk|beat)`,
  ),
);
// ------------------------------------------------------------------------------------------------
// E. A weapon brought to a face-to-face: "say it to my face, I'm bringing the bat", "meet me outside, blade on me"
const FACE_TO_FACE = rx(
  '',
  S`\b(?:say (?:it|that|this) to my face|meet me outside|see (?:you|u) outside|step outside|come outside|square up|`,
  S`come find me|1v1 me|let'?s go outside|catch me outside|pull up then)\b`,
);
const WEAPON_BROUGHT = rx(
  '',
  S`\b(?:bringing|bring|i'?ll have|i'?ve got|i got|got|carrying|packing|have)\s+${WEAPON_HELD}`,
);

function armedArrival(views: readonly string[]): string | null {
  for (const v of views) {
    if (!ARRIVAL_GATE.test(v)) continue;
    const m = ARMED_ARRIVAL.exec(v);
    if (!m || NOT_CARRIED.test(v) || !weaponInContext(v, m.index, m.index + m[0].length)) continue;
    return `an armed arrival at the reader's place: ${m[0].trim()}`;
  }
  return null;
}

function arrivalToStrike(views: readonly string[]): string | null {
  for (const v of views) {
    if (!BLOW_GATE.test(v)) continue;
    const m = ARRIVAL_BLOW.exec(v);
    ARENA.lastIndex = 0;
    if (m && !ARENA.test(v)) return `an arrival to strike the reader: ${m[0].trim()}`;
  }
  return null;
}

function weaponToFaceOff(views: readonly string[]): string | null {
  for (const v of views) {
    if (!ARRIVAL_GATE.test(v) || !FACE_TO_FACE.test(v)) continue;
    const m = WEAPON_BROUGHT.exec(v);
    if (m && !NOT_CARRIED.test(v) && weaponInContext(v, m.index, m.index + m[0].length))
      return `a weapon brought to a face-off: ${m[0].trim()}`;
  }
  return null;
}

/** Whether any of round 25's cue words is in the message: context.ts builds the re-read only then (ADR 190, 284). */
export function round25ThreatGate(views: readonly string[]): boolean {
  for (const v of views)
    if (ARRIVAL_GATE.test(v) || BLOW_GATE.test(v) || INJURY_GATE.test(v) || CONTEST_GATE.test(v)) return true;
  return false;
}

/**
 * Round 25's threat findings for one message, appended to `signals` (context.ts calls it once its readers have run
 * and before ADR 272's set-aside, with `reread` the readers' own verdict on a shorter text). Runs only when no threat
 * is found at 75 or more.
 */
export function round25ThreatSignals(signals: ContextSignal[], views: readonly string[], reread: HarmReader): void {
  for (const s of signals) if (s.kind === 'threat' && s.risk >= 75) return;
  const found =
    armedArrival(views) ??
    arrivalToStrike(views) ??
    weaponToFaceOff(views) ??
    injuryOnMeeting(views) ??
    harmBeyondContest(views, reread);
  if (found) signals.push(ruleSignal('threat', RISK, found));
}
