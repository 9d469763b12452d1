/**
 * Round 23 (issue 15, ADR 264): threats of violence, sexual violence and self-harm incitement read by STRUCTURE.
 * The hold-out misses of round 22 were plain text in shapes no reader had: each reading below is (an act or its
 * outcome) + (aimed at the reader, their kin, pet, home or car) + (a modality: a condition, a future, a wish, an
 * urging, a refusal disregarded), over small word classes, not a list of sayings:
 *  threats  1. a condition or provocation, then an injury outcome for the reader ("… and you'll need a dentist");
 *           2. the speaker or their people arriving at the reader's place with a weapon;
 *           3. the reader's address, route or rota obtained or spread, closed with an arrival or "visitors";
 *           4. harm to the reader's pet, kin or property ("once I'm done with it", "going up in flames");
 *           5. a wish that someone harm the reader; 6. a violent act on a named body part of the reader;
 *           7. slang fates with a menacing close; 8. a capability for violence beside a warning;
 *  SV       1. a drug in the reader's drink (or the reader dosed) with its purpose; 2. the reader's incapacity with
 *           an act or a refusal taken away; 3. a refusal disregarded beside a sexual act on the reader;
 *           4. restraint or force beside a sexual act or the reader's suffering; 5. a trap (locked doors, no one
 *           around) beside a demand or a sexual act;
 *  SH       1. a method urged as an order, with an urging close; 2. the reader's own means named and urged;
 *           3. an end wished ("better if you stopped breathing", "not wake up"); 4. the order to several readers
 *           or in another language ("hang yourselves", "mátate").
 * Guards: games, sport and the kitchen (lexicon TOPIC, concepts GAME), care and medicine, tools and toys, offers
 * (a lift, a parcel), consent cues; reports and quotes are set aside by frames.ts as for every family.
 * Cost (ADR 190/259): every reading has a word gate answered by the shared automaton's walk; a chat message with
 * none of the gate words runs no expression here. Hand-written from the shapes in ADR 264; no challenge line copied.
 */
import * as L from '../clauses/lexicon';
import type { ContextSignal } from '../types';
import { WordGate } from '../word-groups';
import { GAME } from './concepts';
import { withoutFramed } from './frames';
import { ruleSignal, type RuleInput } from './types';

const S = String.raw;
const rx = (...parts: string[]) => new RegExp(parts.join(''));
const hasClass = L.viewHasClass;
const RISK = 85;
const NONE: ContextSignal[] = [];

const YOU = S`(?:you|u|ya|ye|yu|thee|yous|youse)`;
const YOUR = S`(?:your|ur|yer|yo|thi|ya)`;
const ME_I = S`(?:i'?ll|ill|i will|i'?m (?:gonna|going to)|im (?:gonna|going to)|i am (?:gonna|going to)|imma|ima|gonna|`;
const SPEAKER_FUTURE = S`${ME_I}we'?ll|we will|we'?re (?:gonna|going to)|i'?d|i'?mma)`;
const A_GAME = rx(
  S`\b(?:${GAME}|match|game|league|tournament|pitch|court|lobby|ranked|quiz|exam|test|dominoes|cards)\b`,
);
/** The speaker meeting the reader in person: a game or a club named then is only the place (ADR 264). */
const ENCOUNTER = rx(
  S`\b(?:(?:if|when|next time|once) (?:i|we|my \w+) (?:see|catch|find|spot|get) (?:${YOU}|him|her|thee)|if ${YOU} `,
  S`(?:show|come|turn up|set foot)|i'?ll be waiting|i will be waiting|outside the)\b`,
);
const gameExcuses = (v: string): boolean => A_GAME.test(v) && !ENCOUNTER.test(v);
const CARE = rx(
  S`\b(?:helpline|samaritans|therap|counsel|call me|reach out|talk to (?:me|someone)|prescri|doctor|gp\b|vet\b|`,
  S`pharmac|as directed|with food|holiday|pool\b|diving|bungee|skydiv|trampoline|swimming|conclusions|bandwagon)`,
);

interface Reading {
  /** The gate: its literal words are marked by the shared automaton's walk (ADR 259). */
  gate: WordGate;
  reason: string;
  /** Which of the three classes (evidence prefix; every finding is a 'threat' or 'self_harm_incitement' signal). */
  sh?: boolean;
  test(v: string): boolean;
}
const readings: Reading[] = [];
const reading = (gate: RegExp, reason: string, test: (v: string) => boolean, sh = false) =>
  readings.push({ gate: new WordGate(gate), reason, test, sh });

// ================================================================================================
// THREATS
// 1. A condition or provocation, then an injury outcome for the reader.
const OUTCOME = rx(
  S`\b(?:(?:be|end up|ending up|ends up|wind up|leave|leaving|go home|going home|come out|wake up|waking up|'re|are|`,
  S`be going home|be leaving|ends?)\s+(?:\w+\s+){0,3}?(?:in|on|inside|with ${YOU} in)\s+(?:an?\s+|the\s+)?`,
  S`(?:ambulance|stretcher|body ?bag|wheelchair|box|coffin|casket|hospital|a&e|icu|intensive care|traction|`,
  S`neck brace|canal|river|ditch|morgue|boot of|gutter|coma|bin bag|skip|plaster cast|ground|grave)|`,
  S`need(?:ing)?\s+(?:a\s+|an\s+|new\s+|a new (?:set of\s+)?)?(?:dentist|stitches|surgery|surgeon|teeth|face|`,
  S`kneecaps?|wheelchair|crutches|ambulance|priest|undertaker|coffin|plastic surgery|dental work|skin graft)\b|`,
  S`eat(?:ing)? through a straw|(?:piss|pee|cough|spit)(?:ing)? (?:up )?(?:blood|teeth)|`,
  S`dental records to identify ${YOU}|drink(?:ing)? ${YOUR} (?:dinner|meals?|food)|pick(?:ing)? ${YOUR} teeth|`,
  S`(?:be )?fish ?food|six f(?:oo|ee)t under|(?:won'?t|wont|will not|never|not) (?:be )?walk(?:ing)? `,
  S`(?:home|out|again|straight)|(?:be )?carried out|fishing ${YOU} out|pulling ${YOU} out of the|`,
  S`with ${YOU} in (?:a box|the ground|a bag|a coffin|hospital))`,
);
/** Outcomes grave enough that a future alone threatens ("you'll be pissing blood for a week"). */
const SEVERE = /blood|teeth|dental|straw|body ?bag|six f|fish ?food|box|coffin|casket|morgue|grave/;
/** Exercise and its aches ("after leg day you won't walk again"): an outcome of effort, not of the speaker. */
const EXERTION =
  /\b(?:leg day|marathon|workout|squats|hike|training|session|class|spin|boot ?camp|run|race|climb|gym|lol|haha)\b/;
const MEDICAL = /\b(?:dentist|surgery|operation|wisdom|kidney|infection|uti|period|filling|braces|op\b|nurse|doctor)/;
const READER_SUBJECT = rx(
  S`\b(?:${YOU}(?:'ll|ll|'d|d|'re|re| will| would| are| r)?|ur|people like ${YOU}|ppl like ${YOU}|the likes of ${YOU}|`,
  S`tha'?ll|they'?ll be fishing ${YOU}|${YOUR} (?:new )?(?:\w+friend|bf|gf|man|missus|fella))\b`,
);
/** He / she / they standing for the reader's partner or kin named in the message ("tell your new boyfriend … he"). */
const KIN_NAMED = rx(
  S`\b${YOUR} (?:new |little |lil |precious )?(?:\w*friend|bf|gf|man|missus|fella|wife|husband|partner|mum|mom|dad|`,
  S`son|daughter|sister|brother|kids?|family|ex)\b`,
);
const THIRD_SUBJECT = /\b(?:he|she|they)(?:'ll|'s|'re| will| won'?t| wont| is| are)?\b/;
const CONDITION = rx(
  S`\b(?:if|or|unless|again|one more|next time|keep|ever|say that|show ${YOUR} face|try|cross me|come near|`,
  S`just saying|dare|when i (?:see|catch|find)|carry on|continue|another|mug me|talk to|stand me up|blank me|`,
  S`ghost me|reply|answer|don'?t make me|tell ${YOUR}|one (?:phone )?call|one (?:word|text|more))\b`,
);
reading(
  /blood|dental|ambulance|stretcher|body bag|bodybag|wheelchair|a box|coffin|casket|hospital|a&e|icu|intensive|traction|brace|canal|river|ditch|morgue|gutter|coma|bin bag|a skip|plaster|the ground|grave|dentist|stitches|surgery|surgeon|teeth|new face|kneecap|crutches|priest|undertaker|graft|straw|drinking your|drink your|drinking ur|six f|fish food|fishfood|walk home|walk out|walk again|walk straight|walking|carried|fishing|pulling/,
  'an injury outcome for the reader on a condition',
  (v) => {
    const m = OUTCOME.exec(v);
    if (!m) return false;
    const before = v.slice(Math.max(0, m.index - 40), m.index + m[0].length);
    if (!READER_SUBJECT.test(before) && !(THIRD_SUBJECT.test(before) && KIN_NAMED.test(v))) return false;
    const peopleLike = /people like|ppl like|likes of|with (?:you|u) in|dental records/.test(v);
    const severe = SEVERE.test(m[0]) && !MEDICAL.test(v);
    return (peopleLike || severe || CONDITION.test(v)) && !gameExcuses(v) && !(EXERTION.test(v) && !ENCOUNTER.test(v));
  },
);

// 2. The speaker or their people arriving at the reader's place with a weapon.
const ARRIVE = rx(
  S`\b(?:com(?:e|ing)|head(?:ed|ing)?|on (?:my|our|his|their) way|pull(?:ing)? up|turn(?:ing)? up|show(?:ing)? up|`,
  S`be (?:round|at|outside)|drop(?:ping)? by|pop(?:ping)? round|bring(?:ing|s)?|visit(?:ing)?|swing(?:ing)? by|`,
  S`roll(?:ing)? up|knock(?:ing)? on)\b`,
);
const READER_PLACE = rx(
  S`\b(?:${YOUR}\s+(?:\w+'?s?\s+)?(?:house|flat|gaff|crib|place|door|work|office|shift|school|street|drive|yard|`,
  S`home|job|gym|bit|digs|ends|block|road|doorstep|window|mum'?s|mom'?s|nan'?s|dad'?s|parents'?)|yours|urs|`,
  S`where ${YOU} (?:live|work|stay|sleep))\b`,
);
const WEAPON = rx(
  S`\b(?:knife|knives|blades?|machetes?|bats?|baseball bats?|crowbars?|hammers?|petrol|jerry ?cans?|acid|guns?|`,
  S`shotguns?|piece|strap|axes?|glock|shanks?|lighter fluid|rifles?|pistols?|bricks?)\b`,
);
const NOT_A_WEAPON = rx(
  S`\b(?:fix|mend|repair|put up|hang|build|assemble|shel(?:f|ves)|flat ?pack|diy|nails|bbq|barbecue|bonfire|mower|`,
  S`generator|camping|cricket|rounders|softball|baseball game|nerf|water (?:gun|pistol)|glue gun|cake|pizza|cook|`,
  S`knife set|chef|kitchen|`,
  S`a piece of|piece of cake|tools?)\b`,
);
const NOT_TO_TALK = rx(
  S`\bnot (?:coming|here|there) (?:to|for) (?:chat|talk|a chat|tea)\b|\b(?:won'?t|wont) be (?:to|for) (?:a )?`,
  S`(?:chat|talk)\b`,
);
/** The speaker (or their people) bringing or carrying a weapon to a meeting with the reader. */
const ARMED_FOR = rx(
  S`\b(?:i'?m|im|i am|i'?ll be|we'?re|we are|he'?s|he is|they'?re|they are|i'?ll|i will|gonna|he'?ll|they'?ll)\s+`,
  S`(?:bringing|bring|carrying|carry|packing|pack|taking|take)\s+(?:the|my|a|his|their|me|some)?\s*(?:\w+\s+)?`,
  S`(?:knife(?! set)|knives|blades?|machetes?|bats?|crowbars?|hammers?|petrol|acid|guns?|shotguns?|strap|axes?|`,
  S`glock|shanks?|pistols?|rifles?)\b`,
);
const MEETING = rx(
  S`\b(?:this time|to ${YOUR}|for ${YOU}|when i see ${YOU}|if i see ${YOU}|say it to my face|outside|face to face|`,
  S`see ${YOU}|meet ${YOU}|${YOUR} (?:house|flat|gaff|door|work|place))\b`,
);
/** Someone with a weapon who knows where the reader lives or goes. */
const ARMED_AND_KNOWS = rx(
  S`\b(?:got|has|have|carries|owns)\s+(?:a|the|his|her|their|my)?\s*(?:knife|blade|machete|gun|shotgun|bat|`,
  S`strap|piece|crowbar|axe)\b[^.!?]{0,40}\b(?:knows?|found|has got) (?:${YOUR} (?:gaff|house|flat|address|place|`,
  S`work|street|school|car)|where ${YOU} (?:live|work|stay))`,
);
reading(
  /knife|knives|blade|machete|bat|crowbar|hammer|petrol|jerry|acid|gun|piece|strap|axe|glock|shank|lighter|rifle|pistol|brick|chat|talk/,
  "an arrival at the reader's place with a weapon",
  (v) =>
    ((READER_PLACE.test(v) && ((ARRIVE.test(v) && WEAPON.test(v) && !NOT_A_WEAPON.test(v)) || NOT_TO_TALK.test(v))) ||
      (ARMED_FOR.test(v) && MEETING.test(v) && !NOT_A_WEAPON.test(v)) ||
      ARMED_AND_KNOWS.test(v)) &&
    !gameExcuses(v),
);
/** An arrival or a visit that harms: "I come to your flat and break you", "you'll get a visit, kneecaps first". */
const VISIT_HARM = rx(
  S`\b(?:i|we|my (?:boys|lads|cousins?|brothers?|mates?))\s+(?:come|coming|go|going|will come)\s+(?:to|round)\s+`,
  S`${YOUR}\s+\w+\s+(?:and|to|n)\s+(?:break|beat|batter|kill|stab|hurt|smash|burn|cut|finish|end|bury|do)\s+`,
  S`(?:${YOU}|${YOUR}|it)\b|\bgetting a visit\b[^.!?]{0,30}\b(?:kneecaps?|legs|knees|teeth|hospital|bat|knife)`,
);
reading(
  /visit|break|beat|batter|kill|stab|hurt|smash|burn|bury/,
  'a visit to harm the reader',
  (v) => VISIT_HARM.test(v) && !gameExcuses(v),
);

// 3. The reader's whereabouts obtained or spread, closed with an arrival or "visitors".
const WHEREABOUTS = rx(
  S`\b(?:${YOUR}\s+(?:home |full |work |house |new )?(?:address|number|reg|postcode|route|rota|schedule|badge|`,
  S`plates?|street)|which (?:bus|train|route|school|gym|house|street|door|car)|where ${YOU} (?:live|work|park|`,
  S`sleep|go|train|jog|run|drive|walk|park)|where ${YOUR} \w+ (?:lives?|works?|goes|sleeps?)|${YOUR} (?:\w+'?s\s+)?(?:house|`,
  S`school|work|place)\b[^.!?]{0,12}\b(?:on|up on) (?:maps|street ?view|google))`,
);
const OBTAINED = rx(
  S`\b(?:screenshot(?:ted)?|looked up|tracked|found|pulled up|posted|shared|leaked|put|sent|from ${YOUR} `,
  S`(?:pic|photo|profile|post|story|tag)|in the (?:group|chat)|on (?:maps|street ?view))`,
);
const MENACE_CLOSE = rx(
  S`\b(?:see ${YOU} (?:at|there|soon|tomorrow|tonight|monday|tuesday|wednesday|thursday|friday|saturday|sunday|`,
  S`at the)|i'?ll be (?:waiting|there|outside|in the car ?park)|i will be (?:waiting|there|outside|in the car ?park)|`,
  S`hope (?:${YOU}|they|he|she) (?:likes?|enjoys?) (?:guests|visitors|company)|enjoy ${YOUR} (?:visitors?|guests?|`,
  S`company)|good luck|lock (?:his|her|${YOUR}|their|the) doors?|accidents happen|watch ${YOUR} back|`,
  S`pick ?up time|sleep (?:well|tight)|owe me favou?rs|be seeing ${YOU}|don'?t be surprised|see what happens)`,
);
const STRONG_CLOSE = rx(
  S`\b(?:lock (?:his|her|${YOUR}|their|the) doors?|accidents happen|enjoy ${YOUR} (?:visitors?|guests?)|`,
  S`owe me favou?rs|watch ${YOUR} back|don'?t be surprised|see what happens|hope (?:${YOU}|they) (?:likes?|enjoys?) `,
  S`(?:guests|visitors)|(?:${YOU} )?think i (?:won'?t|wont|can'?t|cant) (?:come|drive|find|get|turn up|show up)|`,
  S`(?:very |so |really )?quiet\b[^.!?]{0,60}\b(?:show ${YOU}|have ${YOU}|get ${YOU}|real man|waiting))`,
);
const OFFER = rx(
  S`\b(?:lift|pick ${YOU} up|parcel|delivery|deliver|gift|present|flowers|card|invite|invitation|party|dinner|`,
  S`want a|need a|happy to|thanks|thank you|birthday|surprise|plan|planning|directions|see ${YOU} at \d+)\b`,
);
reading(
  /address|your number|ur number|your reg|ur reg|postcode|route|rota|schedule|badge|plate|street|which bus|which train|which school|which gym|which house|which door|which car|where you|where u |where ur|where your|maps|google|street view/,
  "the reader's whereabouts obtained, with a menacing close",
  (v) => WHEREABOUTS.test(v) && (STRONG_CLOSE.test(v) || (OBTAINED.test(v) && MENACE_CLOSE.test(v))) && !OFFER.test(v),
);

// 4. Harm to the reader's pet, kin or property.
const DEAR = rx(
  S`\b${YOUR}\s+(?:little |lil |precious |pretty |new |baby |lovely )?(?:cat|dog|pup|puppy|kitten|pets?|horse|`,
  S`kids?|son|daughter|sister|brother|mum|mom|dad|nan|gran|wife|husband|car|van|house|flat|shop|bike|motor|family)\b`,
);
const DONE_WITH = rx(
  S`\b(?:once|when|after|by the time)\s+(?:i'?m|im|i am|i'?ve|ive|i have|we'?re|we are)\s+(?:done|finished|through)`,
  S`\s+with\s+(?:it|him|her|them|${YOU})\b`,
);
const BURNS = rx(
  S`\b(?:go(?:es|ing)? up in flames|burn(?:s|ing|t)? (?:down|to the ground|out)|(?:be|is|gonna be|going to be) `,
  S`(?:torched|ashes|a fireball))\b`,
);
const BURN_WHEN = /\b(?:tonight|soon|next|will|gonna|going to|'ll|when i|watch|because of you)\b/;
reading(
  /done with|finished with|through with|flames|burn|torched|ashes|fireball/,
  "harm to the reader's pet, kin or property",
  (v) =>
    DEAR.test(v) &&
    (DONE_WITH.test(v) || (BURNS.test(v) && BURN_WHEN.test(v))) &&
    !gameExcuses(v) &&
    !/\b(?:photo|pic|game)\b/.test(v),
);

// 5. A wish that someone harm the reader.
const WISH_HARM = rx(
  S`\b(?:hope|hoping|wish|pray|praying)\s+(?:that\s+)?(?:some(?:one|body|1| one)|a (?:car|bus|lorry|truck|train|`,
  S`van)|some (?:lads|guys|man|bloke|nutter))\s+(?:\w+\s+){0,2}?(?:stab|shoot|shot|cave|kick|beat|batter|`,
  S`runs? ${YOU} over|run ${YOU} over|flatten|knocks? ${YOU} (?:out|down)|break|snap|strangle|puts? a bullet|`,
  S`slit|smash|bur(?:y|ies)|kill|murder|jumps? ${YOU}\b|mugs? ${YOU}|hits? ${YOU}|drown|burn|torch|glass|bottle|`,
  S`cut|slash|acid|throttle|choke|hurt|rape)\w*\s+(?:\w+\s+)?(?:${YOU}|${YOUR}|in ${YOU})\b`,
);
const WISH_AGENT = rx(
  S`\b(?:hope|hoping|wish|pray|praying)\s+(?:that\s+)?(?:some(?:one|body|1| one)|a (?:car|bus|lorry|truck|train|`,
  S`van)|some (?:lads|guys|man|bloke|nutter))\s+(?:would\s+|will\s+|'?d\s+)?(?:\w+\s+){0,1}?(?:stab|shoot|shot|`,
  S`cave|kick|beat|batter|runs? ${YOU} over|run ${YOU} over|flatten|knocks? ${YOU} (?:out|down)|break|snap|`,
  S`strangle|puts? a bullet|slit|smash|bur(?:y|ies)|kill|murder|jumps? ${YOU}\b|mugs? ${YOU}|hits? ${YOU}|drown|`,
  S`burn|torch|glass|bottle|slash|throttle|choke|hurt|rape|roll ${YOU}|push ${YOU}|throw ${YOU})\w*\b[^.!?]{0,24}`,
  S`\b(?:${YOU}|${YOUR})\b`,
);
reading(
  /hope|wish|pray/,
  'a wish that someone harm the reader',
  (v) => (WISH_HARM.test(v) || WISH_AGENT.test(v)) && !gameExcuses(v) && !/\bsense into\b/.test(v),
);

// 6. A violent act on a named body part of the reader.
const BODY_HARM = rx(
  S`\b${SPEAKER_FUTURE}\s+(?:\w+\s+){0,2}?(?:crack|smash|break|cave|snap|slit|cut|bash|kick|punch|rip|gouge|knock|`,
  S`stamp on|stomp on|split|bust|twist|choke|strangle|slice|burst|tear|rearrange|cut off|stove|crush)\s+`,
  S`(?:in\s+|open\s+)?${YOUR}\s+(?:\w+\s+)?(?:skull|head|jaw|face|neck|nose|teeth|legs?|arms?|ribs|kneecaps?|`,
  S`knees?|throat|fingers?|eyes?|spine|windpipe|lip|mouth|ears?|balls|heart|chest|guts)\b`,
);
const BODY_BENIGN = /\b(?:chiro|massage|physio|osteo|stretch|yoga|ankles|crossover|record|back for you)\b/;
reading(
  /skull|head|jaw|face|neck|nose|teeth|leg|arm|ribs|knee|throat|finger|eye|spine|windpipe|lip|mouth|ear|balls|heart|chest|guts/,
  "a violent act on the reader's body",
  (v) => BODY_HARM.test(v) && !BODY_BENIGN.test(v) && !gameExcuses(v),
);

// 7. Slang fates with a menacing close.
const SLANG_FATE = rx(
  S`\b(?:${YOU}'?re|youre|ur|${YOU}|yer|${YOU}'?ll|${YOU} will|have ${YOU}|get ${YOU}|man'?s|man is)\s+(?:gonna\s+|going to\s+|`,
  S`finna\s+|about to\s+)?(?:get(?:ting|tin)?\s+|be(?:ing)?\s+)?(?:a\s+)?(?:proper\s+)?(?:wetted|wet up|opped|`,
  S`merked|shanked|sliced(?: up)?|kicked in|kickin'?|kicking|battered|bodied|clapped|ghosted|splashed|`,
  S`leathered|bottled|glassed|stamped on|done in|rushed)\b`,
);
const SLANG_CLOSE = rx(
  S`\b(?:on sight|when i (?:catch|see|find)|if i (?:catch|see|find)|for real|fam|lad|outside|swear|on my (?:mum|`,
  S`life)|bruv|no cap|trust me|mark my words|believe|one more (?:ting|word|time)|say that again)\b`,
);
reading(
  /wet|opped|merked|shanked|sliced|kick|batter|bodied|clapped|ghosted|splashed|leathered|bottled|glassed|stamped|done in|rushed/,
  'a slang fate for the reader',
  (v) => SLANG_FATE.test(v) && SLANG_CLOSE.test(v) && !gameExcuses(v) && !/\bby (?:the|my|an?) \w+/.test(v),
);

// 8. A capability for violence beside a warning.
const CAPABLE = rx(
  S`\b(?:i (?:keep|carry|have|own|got)|i'?ve got|ive got)\s+(?:a |my |an |the )?(?:\w+ )?(?:knife|blade|gun|shotgun|`,
  S`rifle|pistol|machete|bat|piece|(?:gun|firearms?|shotgun) licen[cs]e)\b|\bi (?:used to|did) (?:box|fight|mma|`,
  S`kickbox)|(?:done|did|served) time for|i'?ve hurt people|i have hurt people|i'?ve (?:stabbed|shot|put) `,
  S`(?:people|men|lads|blokes)`,
);
const WARNING = rx(
  S`\b(?:careful how ${YOU} (?:talk|speak)|think (?:about that|twice|before)|don'?t test me|${YOUR} choice|`,
  S`watch ${YOUR} (?:mouth|tone|step|back)|try me|don'?t push me|don'?t make me|keep talking|before ${YOU} (?:reply|`,
  S`answer|say))\b`,
);
reading(
  /knife|blade|gun|rifle|pistol|machete|bat|piece|licen|box|fight|mma|kickbox|time for|hurt people|stabbed|shot|put people/,
  'a capability for violence beside a warning',
  (v) => CAPABLE.test(v) && WARNING.test(v) && !gameExcuses(v),
);
// 10. Finality: the reader's last days, body parts "while you still have them"; harm hired; others waiting.
const FINALITY = rx(
  S`\b(?:enjoy|savour|make the most of) ${YOUR} (?:last|final) (?:day|days|night|weekend|week|breath|meal|birthday)\b`,
  S`(?! (?:before|of|as|at|in|on|off|with|together|single|free|here|there|away|abroad|home))|`,
  S`\b(?:enjoy|use) ${YOUR} (?:\w+ )?(?:kneecaps?|legs|knees|teeth|fingers|eyes|face|hands|arms) while ${YOU} `,
  S`(?:still )?(?:have|can)|\b(?:people|lads|boys|someone|somebody|mates|a guy|a man) (?:who'?d|who would|who will|`,
  S`that'?d|that would)\s+(?:happily\s+)?(?:do|hurt|stab|sort|batter|kill|shoot|deal with|handle) ${YOU}\b|`,
  S`\b(?:my|our) (?:boys|lads|brothers|cousins|crew) (?:will be|'?ll be) waiting\b[^.!?]{0,30}\bfor ${YOU}\b`,
  S`(?![^.!?]{0,30}\b(?:lift|bags|drink|pint|pub|bar|party|surprise|cake|welcome|sign|come on|join))`,
);
reading(
  /your last|ur last|your final|ur final|while you still|while u still|who'd|who would|who will|that'd|that would|be waiting/,
  "the reader's end made final",
  (v) => FINALITY.test(v) && !gameExcuses(v),
);
// 11. The reader's body, kin, pet or home spelt out as the harm's object in one stroke.
const STROKE = rx(
  S`\b(?:make|leave|leaving|making) ${YOUR} (?:kids|children|son|daughter|family|wife|husband|mum|mom|boys|girls) `,
  S`(?:an? )?(?:orphans?|widow(?:er|ed)?|fatherless|motherless|grieving|without a (?:dad|mum|father|mother))\b|`,
  S`\b(?:stand(?:ing)?|stood|be|waiting) over ${YOUR} bed\b|`,
  S`\b(?:buried|killed|put down|dropped|stabbed|shot|ended|done) (?:better|bigger|harder|tougher|hard(?:er)?) `,
  S`(?:men|people|lads|guys|blokes|girls|women) than ${YOU}\b|`,
  S`\b(?:fingers|teeth|toes|knees|kneecaps|eyes)\b[^.!?]{0,30}\b(?:won'?t|wont|will not) have (?:as many|them|any)\b|`,
  S`\b(?:a|an|your|ur|the|how) (?:\w+ )?(?:kneecaps?|bones?|skulls?|jaws?|ribs|necks?|fingers)\b[^.!?]{0,30}\b(?:shatter|snap|break|crack|pop)\w*`,
  S`[^.!?]*[.!?]?\s*(?:${YOU}'?re|${YOU} are) (?:about to|gonna|going to) (?:find out|learn|see)\b|`,
  S`\b${YOUR} (?:\w+ )?(?:dog|cat|pup|puppy|horse|pet|kid|son|daughter|car)\b[^.!?]{0,40}\b(?:it'?s|he'?s|she'?s|`,
  S`is|are|gets|getting|gonna get|will get)\s+(?:getting\s+)?(?:a bullet|shot|stabbed|poisoned|put down|drowned|`,
  S`torched|burnt|burned)\b|`,
  S`\b(?:associates|people|men|friends|boys|lads|colleagues) (?:will|shall|are going to|'?ll) (?:attend|visit|call on|`,
  S`pay (?:you )?a visit(?: to)?|come to|be at) ${YOUR} (?:residence|home|house|address|premises|flat)\b|`,
  S`\b(?:${YOU}'?ll|${YOU} will) (?:be|end up) on the news\b[^.!?]{0,30}\b(?:not for|for the wrong)|`,
  S`\b(?:coming|come) for ${YOU}\b[^.!?]{0,30}\b(?:with everything|with a|with my|tooled|armed)|`,
  S`\block ${YOUR} doors? all ${YOU} (?:want|like)`,
);
const STROKE_BENIGN = /\b(?:fit|install|repair|deliver|boiler|survey|inspection|viewing|quote|game|match|quiz)\b/;
reading(
  /orphan|widow|fatherless|motherless|grieving|without a|over your bed|over ur bed|than you|than u|have as many|have them|have any|shatter|snap|break|crack|pop|bullet|shot|stabbed|poisoned|put down|drowned|torched|burn|attend|visit|call on|come to|be at|news|coming for|come for|all you want|all you like|key/,
  "harm to the reader's body, kin, pet or home spelt out",
  (v) => STROKE.test(v) && !STROKE_BENIGN.test(v),
);
/** The reader's address named with a remark on how unwatched it is ("nice quiet street, shame about the lights"). */
const UNWATCHED = rx(
  S`\b(?:quiet (?:street|road|lane|spot|area|path)|dark (?:street|road|lane|path)|no cameras|no cctv|shame about the `,
  S`(?:street ?lights|lights|cameras)|nobody around|no one around|no neighbou?rs)\b`,
);
const WHEREABOUTS_OR_ADDRESS = rx(
  S`\b(?:${YOUR} (?:home )?address|${YOUR} (?:street|road|house|flat)|where ${YOU} live)\b`,
);
reading(
  /quiet|dark|cameras|cctv|lights|nobody around|no one around|neighbo/,
  "the reader's whereabouts with a remark on how unwatched they are",
  (v) => WHEREABOUTS_OR_ADDRESS.test(v) && UNWATCHED.test(v) && !OFFER.test(v),
);
/** Killing promised in other languages (the speaker to "you"). */
const FOREIGN_MORE =
  /\b(?:si|if|wenn|agar|pag|cuando|quand|when|wait|tonight|ce soir|heute|aaj|encuentre|trouve|finde|nakita|kar|promise)\b/;
const FOREIGN_KILL = rx(
  S`\b(?:je (?:vais|va) te (?:tuer|crever|buter|defoncer)|je te tue|ich (?:bring|bringe|werde) dich (?:um|umbringen)|`,
  S`ich t[oö]te dich|(?:tujhe|tumhe|tuje|tereko|tuze) (?:maar|mar|maardunga|jaan se)|maar (?:dunga|daalunga|dalunga|`,
  S`denge)|papatayin (?:kita|ka)|patayin kita|ti ammazzo|vou te matar|eu te mato|te voy a (?:matar|partir)|`,
  S`voy a matarte|te mato\b|te vamos a matar|ik maak je dood|zabij[eę] ci[eę])`,
);
reading(
  /tuer|crever|buter|defoncer|tue|dich|maar|mar |papatayin|patayin|ammazzo|matar|mato|dood|zabij/,
  'violence promised in another language',
  // A bare phrase may be the first part of a split game taunt ("je vais te tuer / at uno tonight"): read with a
  // second word of intent (a condition, a finding, a wait, a time) as the English readers do.
  (v) =>
    FOREIGN_KILL.test(v) &&
    FOREIGN_MORE.test(v) &&
    !gameExcuses(v) &&
    !hasClass(v, L.LAUGH) &&
    !/\b(?:tennis|foot|match|jeu)\b/.test(v),
);
// 9. Violence promised in Spanish: "te voy a matar", "te mato".
reading(/matar|te mato|partir la cara/, 'violence promised in spanish', (v) =>
  /\b(?:te voy a (?:matar|partir)|voy a matarte|te mato\b|te vamos a matar)/.test(v),
);

// ================================================================================================
// SEXUAL VIOLENCE (signalled as threats, "sexual violence: …")
// 1. A drug in the reader's drink, or the reader dosed, with its purpose.
const DOSE_IN = rx(
  S`\b(?:pills?|drops?|roofies?|rohypnol|ket|ketamine|g|ghb|something|somethin|a surprise|zann(?:y|ies)|xanax|xans|this|`,
  S`jellies|powder|mdma|molly|sleeping pills?|what i put|whatever i put|a little extra|a lil extra|a bit extra)\s+`,
  S`(?:\w+\s+){0,2}?(?:in|into|inside)\s+(?:${YOUR}|her|the|thi)\s+(?:\w+\s+)?(?:drink|wine|pint|glass|shot|coffee|`,
  S`tea|vodka|cocktail|beer|bevvy|bev|prosecco|gin|cup|juice|lemonade|coke|water|champagne|voddie|cider|latte|`,
  S`cappuccino|smoothie|margarita|mojito|spritz|drink)\b|`,
  S`\b(?:slip|sneak|crush|dissolve|tip)\s+(?:a |some |a little |a lil |a bit of )?(?:\w+\s+)?(?:something|somethin|pill|`,
  S`powder|drops)\s+(?:in|into)\s+${YOUR}\s+(?:\w+\s+)?(?:drink|wine|pint|glass|coffee|tea|latte|cocktail|beer|`,
  S`cup|juice|shot)\b|\bhad a (?:wee )?go at (?:${YOUR}|yer) drink|`,
  S`\b(?:spike|spiked|spiking|drug|drugged|drugging|dose|dosed|dosing|roofie|roofied)\s+(?:${YOU}|her|${YOUR})\b|`,
  S`\bget (?:${YOU}|her) (?:dosed|drugged|spiked|roofied)\b|\b(?:rohypnol|roofies?|ghb|date rape drugs?)\b|`,
  S`\b${YOUR} (?:drink|wine|pint|coffee|tea|cocktail|beer|glass)\s+(?:will|'ll|gonna|is gonna)\s+have\s+`,
  S`(?:a surprise|something|a little something|a little extra)`,
);
const DOSE_PURPOSE = rx(
  S`\b(?:(?:won'?t|wont|will not|can'?t|cant|not|never)\s+(?:\w+\s+){0,2}?(?:remember|fight|resist|say no|`,
  S`saying no|stop me|notice|know)|out cold|wake up|putty|easy|mine|do (?:what|whatever|anything)|the fun|`,
  S`(?:coming|come) home with me|relaxed|more fun|pass(?:ed)? out|less (?:mouthy|fussy|uptight)|go along|floppy|`,
  S`my way|then i|the plan|works every time|in my bed|to bed|bed with me|won'?t (?:fight|resist)|`,
  S`(?:say|saying) no but|beg(?:ging)? for (?:it|more)|gagging for it|up for (?:it|anything)|changes? (?:that|${YOUR} mind)|change ${YOUR} mind|(?:${YOU}'?d|${YOU} would) be (?:a lot )?`,
  S`(?:more|less|so much)|see how ${YOU} feel|(?:nae|no|not) be sayin)`,
);
const DOSE_BENIGN = rx(
  S`\b(?:cinnamon|vanilla|lemon|ice|sugar|syrup|mint|lime|ginger|honey|milk|cream|sweetener|salt|chilli|sprinkles|`,
  S`recipe|rum|whisky|whiskey|brandy|baileys|amaretto|kahlua|watch ${YOUR} drink|keep ${YOUR} (?:drink|glass)|there'?s been|got spiked|was spiked|awareness)\b`,
);
reading(
  /pill|drop|roof|rohypnol|ket|ghb|something in|somethin in|something into|a surprise|zann|xan|jellies|powder|mdma|molly|what i put|whatever i put|extra|spike|drug|dose|g in|this in|this into|slip|sneak|crush|dissolve|go at yer|go at your/,
  "sexual violence: a drug in the reader's drink with its purpose",
  (v) => DOSE_IN.test(v) && DOSE_PURPOSE.test(v) && !DOSE_BENIGN.test(v),
);
/** The reader's drink, a drug and a bed in one message, in words or emoji ("ur drink 🥤 my little pill 💊 my bed"). */
const READER_DRINK = rx(
  S`\b${YOUR} (?:\w+ )?(?:drink|wine|pint|glass|shot|coffee|tea|vodka|cocktail|beer|bevvy|cup)\b|🥤|🍸|🍷`,
);
const A_DRUG = rx(S`\b(?:pills?|roofies?|rohypnol|ghb|ket|powder|drops)\b|💊`);
const A_BED = rx(S`\b(?:my bed|my place|back to mine|home with me)\b|🛏|😈`);
reading(
  /drink|wine|pint|glass|shot|coffee|tea|vodka|cocktail|beer|bevvy|cup|🥤|🍸|🍷/,
  "sexual violence: the reader's drink, a drug and a bed",
  (v) => READER_DRINK.test(v) && A_DRUG.test(v) && A_BED.test(v) && !DOSE_BENIGN.test(v),
);
/** A drugging or forcing done to someone, promised to the reader ("… gonna do the same to you"). */
const SAME_TO_YOU = rx(
  S`\b(?:dosed|drugged|spiked|roofied|raped|forced)\b[^.!?]{0,60}\b(?:(?:do|doing) (?:the same|it|that) to ${YOU}|`,
  S`${YOU}'?re next|${YOUR} turn|same to ${YOU})\b`,
);
reading(/dosed|drugged|spiked|roofied|raped|forced/, 'sexual violence: done to another, promised to the reader', (v) =>
  SAME_TO_YOU.test(v),
);
/** "women like you need holding down": a class of people the reader belongs to, owed force. */
const OWED_FORCE = rx(
  S`\b(?:women|girls|birds|chicks|sluts|people|lads|boys) like ${YOU}\s+(?:need|needs|deserve|deserves|should be|`,
  S`want|wants|are asking for)\s+(?:\w+\s+)?(?:holding|pinning|tying|held|pinned|tied|raped|forced|taken|`,
  S`putting in (?:their|your) place|a (?:good )?seeing to)`,
);
reading(/like you|like u/, 'sexual violence: force said to be owed to the reader', (v) => OWED_FORCE.test(v));
// 2. The reader's incapacity with an act or a refusal taken away.
const INCAPABLE = rx(
  S`\b(?:pass(?:es|ed)? out|passing out|asleep|unconscious|out cold|out of it|blackout|blacked out|legless|`,
  S`wasted|paralytic|steaming|steamin|too drunk|so drunk|drunk|can'?t stand|awake|conscious|knocked out|nod off|`,
  S`(?:got|get|have|once i'?ve got) ${YOU} alone)\b`,
);
const ADVANTAGE = rx(
  S`\b(?:(?:can'?t|cant|won'?t|wont|will not|not|no)\s+(?:\w+\s+){0,2}?(?:say(?:ing)? no|say(?:ing)? stop|`,
  S`fight(?:ing)? (?:back|me)|stop me|resist)|do (?:what|whatever|anything) i (?:like|want|please)|`,
  S`take what i want|have my (?:fun|way)|(?:${YOU}'?re|youre|ur|she'?s|she is|shes|${YOU} are|${YOU}'ll be) mine|`,
  S`having (?:${YOU}|her)|easier for me|easy for me|i (?:won'?t|wont|will not|'m not going to|am not gonna|'m not `,
  S`gonna|am not going to) (?:ask|stop|wait)|not (?:going|gonna) to ask|for what i (?:want|have planned|got `,
  S`planned|have in mind)|(?:won'?t|wont) (?:even )?(?:know (?:what|a thing)|notice|remember)|`,
  S`(?:won'?t|wont|will not|nae) be say(?:ing|in'?) (?:no|stop|naw)|and mine\b|film (?:it|${YOU})|`,
  S`(?:${YOU}'?ll|${YOU} will) never know|take her (?:back )?(?:to mine|home with me))`,
);
const LOOKING_AFTER = rx(
  S`\b(?:taxi home|home safe|blanket|glass of water|look after|sleep better|recovery position|paracetamol|hangover|`,
  S`film|movie)\b`,
);
reading(
  /pass out|passed out|passes out|passing out|asleep|unconscious|out cold|out of it|blackout|blacked|legless|wasted|paralytic|steamin|drunk|can't stand|cant stand|awake|conscious|knocked out|nod off|you alone|u alone|ye alone/,
  "sexual violence: the reader's incapacity taken advantage of",
  (v) => INCAPABLE.test(v) && ADVANTAGE.test(v) && !LOOKING_AFTER.test(v) && !gameExcuses(v),
);
// 3. A refusal disregarded beside a sexual act on the reader.
const DISREGARD = rx(
  S`\b(?:(?:don'?t|dont|do not) care (?:if|that|what|whether) ${YOU} (?:say|said|says|want|feel|think)|`,
  S`regardless (?:of )?(?:what ${YOU} (?:say|want|think)|${YOUR} (?:answer|wishes|no|feelings|consent|refusal))|`,
  S`whether ${YOU} (?:want|like) (?:it |to |me )?or not|no matter what ${YOU} (?:say|want)|`,
  S`(?:doesn'?t|dont|don'?t|does not) matter (?:what|if) ${YOU} (?:say|want)|${YOUR} no (?:doesn'?t|dont|don'?t|`,
  S`does not|means nothing|isn'?t)|yes or no|no means (?:nothing|yes)|saying no (?:won'?t|wont|will not|doesn'?t)|`,
  S`(?:refuse|say no|cry|beg|scream|struggle|fight|kick) all ${YOU} (?:like|want)|(?:don'?t|dont|do not|never) `,
  S`take no for an answer|${YOU} (?:don'?t|dont|do not) get (?:a|to) (?:say|choice|choose|decide)|not taking no|`,
  S`with or without ${YOUR} (?:consent|permission)|i (?:do not|don'?t) accept refusals?|ni modo|`,
  S`(?:awake|conscious|asleep|drunk) or not|consent (?:is|'s) (?:just a word|overrated|optional|boring|for)|`,
  S`no (?:isn'?t|is not) an option|refusal (?:is not|isn'?t) an option|(?:sayin|saying|say|seh) (?:naw|nah|no)\b`,
  S`[^.!?]{0,40}\b(?:doesn'?t|don'?t|won'?t|nuh|nae) (?:change|matter|business)|quieras o no|(?:want|wanna) to say no\??`,
  S`[^.!?]{0,30}\b(?:doesn'?t|don'?t|won'?t) change (?:anything|a thing)|(?:if|when|even if) ${YOU} (?:keep |still )?(?:say|saying|says) (?:no|stop))`,
);
const ACT_ON_READER = rx(
  S`\b(?:having (?:${YOU}|sex)|have (?:sex|my way)|(?:sleep|sleeping) (?:with me|together)|(?:in|into|to) my bed|`,
  S`(?:coming|going|come|go) to bed|bed with me|fuck(?:ing)? ${YOU}\b|${YOU}'?re getting fucked|getting (?:in|into) ${YOUR} (?:pants|knickers|bed)|`,
  S`tak(?:e|ing) (?:what i want|it|${YOU})\b(?! (?:as|well|personally|easy|back|seriously|out|home|to|for|off))|(?:it'?s|its|this is) happening|do to ${YOU}|${YOU} owe me|`,
  S`touch(?:ing)? ${YOU}|undress|strip|${YOU}'?re mine|${YOU} will be mine|inside ${YOU}|on top of ${YOU}|`,
  S`force ${YOU}|shag|smash ${YOU}|ride ${YOU}|bang ${YOU}|(?:when|if) (?:we|i) stop|make ${YOU} do it|sleeping over|`,
  S`eres m[ií]a|gimme it|give (?:it|me it) to me|when ${YOU} (?:arrive|get here|come over|come round)|`,
  S`doesn'?t change anything|${YOU}'?re mine)`,
);
reading(
  /care|regardless|whether|matter|yes or no|your no|ur no|say no|saying no|says no|say stop|naw|nah|seh no|quieras|refusal|no means|saying no|all you|all u|no for an answer|get a say|get to|not taking no|consent|permission|refusal|ni modo| or not/,
  'sexual violence: a refusal disregarded beside a sexual act on the reader',
  (v) =>
    DISREGARD.test(v) &&
    ACT_ON_READER.test(v) &&
    !(v.includes('yes or no') && (v.includes('?') || v.includes('question'))),
);
// 4. Restraint or force beside a sexual act or the reader's suffering.
const RESTRAINT = rx(
  S`\b(?:hold|holding|pin|pinning|tie|tying|drag|dragging|grab|grabbing|chain|cuff|strap)\s+(?:${YOU}|her|ye)\b|`,
  S`\bforc(?:e|ing) myself on|\b(?:struggle|fight|scream|kick|cry|beg) (?:all|if) ${YOU}|`,
  S`\b(?:struggle|fight|scream|cry|beg|sob) all (?:night|day)|\bthe more ${YOU} (?:fight|struggle|scream|cry|resist)|`,
  S`\bi'?m going to have ${YOU}|\b(?:take|get) (?:${YOUR}|them|ur) clothes off|`,
  S`\bi'?m stronger|\b(?:${YOU}'?ll|${YOU} will|${YOU}'?re|${YOU} are) (?:be )?(?:crying|begging|screaming|sobbing)`,
);
const FORCED_ACT = rx(
  S`\b(?:(?:rip|tear|tearing|ripping)\s+(?:${YOUR}|her)\s+(?:\w+\s+)?(?:clothes|top|dress|knickers|shirt|jeans|bra|`,
  S`pants|skirt)|take (?:it|what i want|${YOU})\b(?! (?:off|out|as|easy|back|home|to|for))|use (?:${YOU}|her)\b|have my way|(?:while|till|until) (?:${YOU}|she) `,
  S`(?:stop )?(?:beg|cry|`,
  S`scream|struggle|fight|sob)|(?:crying|begging|screaming|struggling) (?:won'?t|wont|will not|doesn'?t) (?:help|stop|`,
  S`matter|save)|not getting away|(?:can'?t|won'?t|wont) get away|no one (?:will|can|is gonna) hear|`,
  S`undress(?:ing)? (?:${YOU}|her)|strip (?:${YOU}|her)|inside (?:${YOU}|her)|on top of (?:${YOU}|her)|`,
  S`(?:can'?t|won'?t|wont) stop me|forc(?:e|ing) myself on|i'?m not stopping|i (?:won'?t|wont|will not) stop|`,
  S`not gonna stop|take it (?:quietly|and like it|like a good)|(?:better|more fun|hotter) (?:it'?ll|it will|for me)|`,
  S`(?:or|else) i'?ll (?:do it|rip|tear|cut) (?:for ${YOU}|them|it))`,
);
const CONSENT_CUE = rx(
  S`\b(?:safe ?word|${YOU} asked|${YOU} said ${YOU} (?:want|like)|if ${YOU} want|only if|${YOU} love it when|`,
  S`as agreed|we agreed|we talked about|if ${YOU}'?re up for)`,
);
reading(
  /hold |holding |pin |pinning|tie |tying|drag |dragging|grab |grabbing|chain |cuff|strap |forc|struggle|fight|scream|kick|cry|beg|sob|stronger|the more you|clothes off|going to have/,
  'sexual violence: restraint or force beside a sexual act',
  (v) => RESTRAINT.test(v) && FORCED_ACT.test(v) && !CONSENT_CUE.test(v) && !gameExcuses(v),
);
// 5. A trap beside a demand or a sexual act.
const TRAP = rx(
  S`\b(?:doors?'?s? (?:is |are )?locked|lock(?:ed)? (?:the |those |my |car )?doors?|in my car now|`,
  S`(?:no one|nobody|no1) (?:comes?|goes|walks) (?:down|along|past)|walk home alone|on ${YOUR} own at night|`,
  S`(?:try to|try and|if ${YOU}) leave (?:my|the) (?:flat|house|place|room|car)\b[^.!?]{0,30}\bbefore i'?m (?:finished|done))|🔒`,
);
const TRAP_DEMAND = rx(
  S`\b(?:${YOU} (?:do|will do|'ll do|ll do) (?:what|whatever|as) i (?:say|want|tell)|clothes off|have (?:${YOU}|my fun|`,
  S`my way)|show ${YOU} what a real man|regret it|having ${YOU}|my fun with|undress|strip)\b`,
);
reading(
  /locked|lock the|lock my|lock car|lock those|in my car|no one comes|nobody comes|no1 comes|no one goes|nobody goes|no one walks|nobody walks|walk home alone|own at night|before i'm|before im|🔒/,
  'sexual violence: a trap beside a demand',
  (v) => TRAP.test(v) && TRAP_DEMAND.test(v) && !CONSENT_CUE.test(v),
);

// ================================================================================================
// SELF-HARM INCITEMENT
// 1. A method urged as an order, with an urging close.
const METHOD = rx(
  S`\b(?:get (?:a|some|the) rope|(?:neck|swallow) (?:the lot|all|every|them all|the whole)(?: of)? (?:${YOUR} |the `,
  S`|them |those )?(?:pills|tablets|meds|paracetamol|packet|bottle|painkillers|capsules|sleeping)|`,
  S`take (?:a long walk off|(?:enough|all|every|the whole|the lot)(?: of)? (?:${YOUR} |the |them |those )?(?:pills|`,
  S`tablets|meds|paracetamol|packet|bottle|painkillers|capsules|sleeping))|jump (?:off|from|in front)|`,
  S`drive (?:${YOUR} \w+ )?(?:off|into) (?:a|the)|walk (?:into|in front of) (?:a|the)|step (?:off|in front of)|`,
  S`lie (?:down )?on the (?:tracks|road|rails)|turn the engine on|drink (?:the|some) bleach|walk in and keep walking|`,
  S`(?:meds|pills|tablets),? all of them|all (?:your|ur) (?:meds|pills|tablets))`,
);
const URGING = rx(
  S`\b(?:(?:nobody|no one|no1) (?:will|would|'d|wud) (?:stop|notice|miss|care)|do (?:us|everyone|the world) (?:all )?`,
  S`a favou?r|finish it|be done with it|go on\b|already|tonight|for real|for good|${YOUR} turn|don'?t (?:wake|come) |`,
  S`stop stalling|what are ${YOU} waiting for|keep walking|and wait\b|this time|properly|it'?s quick|painless|`,
  S`end it|never wake|not wake|no one cares|nobody cares|save (?:us|everyone) (?:all )?the (?:trouble|bother|hassle))`,
);
const SH_BENIGN = rx(
  S`\b(?:pool|diving|swim|bungee|parachute|skydiv|trampoline|game|level|map|garden|party|conclusions|ship|`,
  S`bandwagon|queue|plane|train station|stage|with food|holiday|doctor|prescri|vet\b|as directed|dose|gp|puddle|`,
  S`waves|sea swim|plunge)`,
);
reading(
  /rope|neck the|neck all|neck every|swallow|take a long walk|take enough|take all|take every|take the whole|take the lot|jump off|jump from|jump in front|drive off|drive into|drive your|walk into|walk in front|step off|step in front|tracks|rails|engine on|bleach|walk in and|all of them|all your|all ur/,
  'self-harm urged: a method ordered',
  (v) => METHOD.test(v) && URGING.test(v) && !SH_BENIGN.test(v) && !CARE.test(v),
  true,
);
/** Strong on its own: in front of a train or traffic, off a high place, as an order or a suggestion to the reader. */
const HIGH_OR_TRAIN = rx(
  S`(?:^|[.!?,;:]\s*|\b(?:just|go|go on|and|then|pls|please|maybe|why not|how about ${YOU}|${YOU} should|`,
  S`should|could)\s+)(?:(?:step|walk|jump|lie down|throw ${YOU}rself|throw urself|fling urself|fling ${YOU}rself)\s+`,
  S`(?:in front of|under) (?:a|the|an)\s+(?:\w+\s+)?(?:train|bus|lorry|truck|tram|traffic|car|\d)|`,
  S`(?:do a (?:\w+ )?(?:flip|backflip|dive|swan dive|leap)|jump|leap|dive|swan dive|fling ${YOU}rself|throw `,
  S`${YOU}rself|fling urself|throw urself)\s+(?:off|from)\s+(?:a|the|that|this|ur|${YOUR})\s+(?:\w+\s+)?`,
  S`(?:multi ?-?storey|roof|rooftop|bridge|cliff|building|tower|block|balcony|top floor|car ?park|overpass|ledge|`,
  S`flyover|skyscraper|window))`,
);
const HIGH_BENIGN = rx(
  S`\b(?:bungee|zip ?line|pool|water|sea|lake|harness|parachute|trampoline|camera|mirror|audience|crowd|class|`,
  S`stage|queue|scene|game|skate|bmx|parkour|stunt|film|photo|insta|tiktok)\b`,
);
reading(
  /front of|storey|roof|bridge|cliff|building|tower|balcony|top floor|car park|carpark|overpass|ledge|flyover|skyscraper/,
  'self-harm urged: in front of a train, off a height',
  (v) => HIGH_OR_TRAIN.test(v) && !HIGH_BENIGN.test(v) && !CARE.test(v) && !/\bi (?:just )?(?:jumped|stepped)/.test(v),
  true,
);
/** The means offered, or named as the reader's answer ("I'll post you a rope", "a rope would fix you"). */
const MEANS_OFFERED = rx(
  S`\b(?:i'?ll|i will|i can|i could|happy to|let me)\s+(?:send|post|buy|give|get|lend|drop off)\s+(?:${YOU}\s+)?`,
  S`(?:a rope|a noose|some rope|the rope|pills|a razor|razor blades|a blade|bleach)|`,
  S`\b(?:a rope|a noose|a bullet|pills|the bridge|suicide|death|dying|ending it|killing ${YOU}rself|kys|a toaster)\s+`,
  S`(?:would|will|could|is|are|would be|'d)\s+(?:\w+\s+)?(?:fix|help|solve|sort|cure|${YOUR} (?:best|only) `,
  S`(?:option|answer|choice|way out|solution)|the (?:best|only) (?:option|answer|choice|way out|solution))|`,
  S`\b(?:won'?t|wont|can'?t|cant|will not) (?:fix|help|solve|cure) ${YOU}\b[^.!?]{0,20}\b(?:a rope|a noose|a bullet|`,
  S`pills|the bridge) (?:would|will|might)\b`,
);
reading(
  /rope|noose|pills|razor|blade|bleach|bullet|bridge|suicide|death|dying|ending|killing|kys/,
  'self-harm urged: the means offered or named the answer',
  (v) => MEANS_OFFERED.test(v) && !/\b(?:climb|tow|boat|washing line|swing|hammock|tug of war|skipping)\b/.test(v),
  true,
);
/** Cut deep, starve until gone: the act's degree urged ("make it deep this time", "stop eating until you vanish"). */
const DEGREE_URGED = rx(
  S`\b(?:cut|slit|slice|knife|blade|razor)\b[^.!?]{0,20}\b(?:wrists?|veins?)\b[^.!?]{0,30}\b(?:deep(?:er)?|properly|`,
  S`longways|vertical|the right way)\b|`,
  S`\b(?:stop eating|starve ${YOU}rself|starve urself|don'?t eat)\b[^.!?]{0,20}\b(?:until|till|til) ${YOU} `,
  S`(?:disappear|vanish|die|are gone|waste away)`,
);
reading(
  /wrist|vein|eating|starve|eat/,
  'self-harm urged: the degree of the act',
  (v) => DEGREE_URGED.test(v) && !CARE.test(v),
  true,
);
/** An end named and urged: "ending things? you should", "the kindest thing you could do is …". */
const END_URGED = rx(
  S`\b(?:end(?:ing)? (?:things|it all|it|your life|ur life)|tak(?:e|ing) ${YOUR} (?:own )?life|not (?:be|being) here|`,
  S`kill(?:ing)? ${YOU}rself|killing urself|disappear(?:ing)? for good)\b[^.!?]{0,3}[.!?]?\s*(?:${YOU} should|do it|`,
  S`go on|please do|i dare ${YOU}|nobody would miss|no one would miss|already)\b|`,
  S`\b(?:favou?r|kindness|service|relief|gift|blessing|kindest thing|best thing|party|celebrate|relieved|cheer)\b[^.!?]{0,40}\b(?:if ${YOU} `,
  S`(?:jumped|died|were gone|was gone|disappeared|ended it|killed ${YOU}rself|killed urself|stopped breathing|`,
  S`weren'?t here|hanged ${YOU}rself|overdosed|were found dead)|(?:is|would be|was) (?:to )?(?:kill|end|hang) ${YOU}rself)|`,
  S`\b(?:starve (?:a bit |a little )?more|keep starving|stop eating (?:altogether|for good|completely))\b|`,
  S`\b(?:pills|tablets) (?:and|with|n|\+) (?:vodka|alcohol|booze|wine|whisky)\b[^.!?]{0,40}\b(?:try it|tonight|`,
  S`go on|do it|works)`,
);
reading(
  /ending|end it|end things|end your|end ur|your life|ur life|own life|not be here|not being here|kill yourself|killing yourself|killing urself|kill urself|for good|favour|favor|kindness|service|relief|gift|blessing|kindest|best thing|party|celebrate|cheer|starv|stop eating|vodka|alcohol|booze/,
  'self-harm urged: an end named and urged',
  (v) =>
    END_URGED.test(v) && !CARE.test(v) && !/\b(?:don'?t|never|please don'?t|if you ever)\b[^.!?]{0,20}\bend/.test(v),
  true,
);
/** Means and places named as the order's object, in one stroke. */
const SH_STROKE = rx(
  S`\b(?:neck|swallow|down|take|chug|scoff)\s+(?:a|the|that|your|ur|a whole|the whole|an entire)\s+(?:whole\s+)?`,
  S`(?:bottle|packet|box|strip|tub|pack|jar)\s+of\s+(?:\w+\s+)?(?:paracetamol|pills|tablets|meds|aspirin|`,
  S`ibuprofen|sleeping pills|painkillers|co-?codamol)\b|`,
  S`\b(?:stand|lie|sit|walk|play|go stand|go lie)\s+(?:on|in)\s+(?:the\s+)?(?:middle of the\s+)?(?:motorway|`,
  S`tracks|railway|rail line|dual carriageway|fast lane)\b|`,
  S`\b(?:multi ?-?storey|roof|bridge|cliff|balcony|car ?park)\b[^.!?]{0,40}\bno (?:railings?|barriers?|fence|`,
  S`nets?|rails?)\b[^.!?]{0,20}(?:just saying|hint|go on|😉|👀)|`,
  S`\b(?:drink|drinking)\b[^.!?]{0,10}\b(?:till|until|til) ${YOUR} (?:heart|liver|kidneys) (?:stops?|fails?|gives? out)|`,
  S`\bbag over ${YOUR} (?:head|face)\b[^.!?]{0,30}\b(?:tape|tie|tight|seal|breath|suffocat|easy|quick)|`,
  S`\bstop taking ${YOUR} (?:insulin|meds|medication|pills|antidepressants|lithium|heart pills)\b[^?]*$|`,
  S`\b(?:make|do) the cuts? deeper|(?:^|[.!?,;:]\s*|\b(?:just|and|then|${YOU} should|should|next time|this time)\s+)`,
  S`cut deeper\b|\b(?:should|need to|gotta|oughta) (?:be )?(?:cut|cutting|`,
  S`slit|slitting|slash\w*)\b[^.!?]{0,30}\bwrists?|\bfinish (?:what ${YOU} started|the job)\b[^.!?]{0,30}`,
  S`\b(?:pills|tablets|rope|noose|wrists|blade|razor|bridge)|`,
  S`\b(?:toaster|hair ?dryer)\b[^.!?]{0,30}\b(?:bath|tub)|\b(?:bath|tub)\b[^.!?]{0,30}\b(?:toaster|hair ?dryer)`,
);
reading(
  /bottle of|packet of|box of|strip of|tub of|pack of|jar of|motorway|tracks|railway|rail line|carriageway|fast lane|railing|barrier|no fence|no net|heart stop|liver|kidney|bag over|stop taking|cuts deeper|cut deeper|the cuts|be cut|be slit|to cut|to slit|gotta cut|finish what|finish the job|toaster|dryer/,
  'self-harm urged: a means or a place as the order',
  (v) => SH_STROKE.test(v) && !CARE.test(v) && !/\b(?:don'?t|do not|never|please don'?t)\b/.test(v),
  true,
);
/** Self-harm orders in dialect and other languages ("hang yaself", "yuh fi go dead", "tu mar ja", "muérete"). */
const SH_FOREIGN = rx(
  S`\b(?:kill|hang|drown|shoot|off|unalive|end|neck)\s+(?:yaself|yerself|yoself|youself|yourslf|thyself|yaselves|`,
  S`yersel|yersel'|yourseln)\b|\b(?:fi|go|a go|gwaan)\s+(?:go\s+)?dead\b(?![\s-]*(?:lift|ass|tired|on|end))|`,
  S`\b(?:tu|tum|tu toh|tu jaake) (?:mar ja|mar jaa|marja|mar jao|mar kyun nahi)\b(?! (?:mat|na|nahi|mt))|\bmu[eé]rete\b|\bva te pendre\b|\bpends[- ]toi\b|`,
  S`\bmagpakamatay ka\b|\bstirb\b|\bbring dich selbst um\b|\bse mata\b|\bm[aá]tate\b|\bsu[ií]c[ií]date\b`,
);
reading(
  /yaself|yerself|yoself|youself|yourslf|thyself|yaselves|yersel|dead|mar ja|mar jaa|marja|mar jao|mar kyun|muerete|muérete|pendre|pends|magpakamatay|stirb|selbst|se mata|matate|mátate|suicid/,
  'self-harm urged in dialect or another language',
  (v) =>
    SH_FOREIGN.test(v) && !/\b(?:laugh|lol|game)\b/.test(v) && !/\bdead (?:tired|good|funny|serious|easy|on)\b/.test(v),
  true,
);
/** Emoji: a bridge, pills or a blade, then death, then "your turn". */
const EMOJI_END = rx(
  S`(?:🌉|🪢|💊|🔪|🚆|🚂|🏢|🏙)[^a-z]{0,12}(?:💀|⚰|☠)[^a-z]{0,6}(?:${YOUR} turn|go on|do it|${YOU} next)`,
);
reading(/🌉|🪢|💊|🔪|🚆|🚂|🏢|🏙/, 'self-harm urged in emoji', (v) => EMOJI_END.test(v), true);
// 2. The reader's own means named and urged.
const OWN_MEANS = rx(
  S`\b(?:${YOU}'?ve got|${YOU} have|${YOU} got|${YOU}'?ve been saving|${YOU} said ${YOU}'?ve got|${YOU} told me `,
  S`${YOU} (?:have|had|got))\s+(?:\w+\s+){0,3}?(?:pills|tablets|meds|paracetamol|rope|noose|blade|razor|bleach)`,
);
const USE_IT = rx(
  S`\b(?:use (?:them|it)|tonight is the night|what are ${YOU} waiting for|stop stalling|${YOU} know what to do|`,
  S`for a reason|all of them|go on|do it|finish it)\b`,
);
reading(
  /pills|tablets|meds|paracetamol|rope|noose|blade|razor|bleach/,
  "self-harm urged: the reader's means named",
  (v) => OWN_MEANS.test(v) && USE_IT.test(v) && !SH_BENIGN.test(v) && !CARE.test(v) && !/\bveg|kitchen|cook/.test(v),
  true,
);
// 3. An end wished.
const END_WISHED = rx(
  S`\b(?:better|happier|nicer|easier)\s+(?:off\s+)?(?:if|when)\s+${YOU}\s+(?:\w+\s+){0,2}?(?:stopped breathing|died|`,
  S`were dead|was dead|weren'?t (?:here|alive|around|born)|didn'?t exist|ended it|killed (?:yourself|urself)|`,
  S`offed (?:yourself|urself))|\b(?:pills|tablets|meds)\b[^.!?]{0,30}\b(?:to|and|so ${YOU}) (?:not|never|don'?t) `,
  S`wake up\b(?! (?:at|until|till|before|early|in|for|tired|with|feeling|grumpy))|\bstop breathing (?:already|for good|`,
  S`forever|permanently|tonight)`,
);
reading(
  /better off|better if|happier if|nicer if|easier if|better when|happier when|wake up|breathing/,
  'self-harm urged: an end wished on the reader',
  (v) => END_WISHED.test(v) && !CARE.test(v),
  true,
);
// 4. The order to several readers, or in another language.
const ORDER_ALL = rx(
  S`\b(?:kill|hang|drown|shoot|off|unalive|neck)\s+(?:yourselves|urselves|yourselfs|ur ?selves|your ?selves|urselfs|`,
  S`yall ?selves)\b(?! (?:laughing|a |some |up))|\bm[aá]tate\b|\bsu[ií]c[ií]date\b|\bbring dich um\b|`,
  S`\btue[- ]toi\b|\btuez[- ]vous\b|\buccid(?:iti|etevi)\b|\bmatense\b`,
);
reading(
  /selves|selfs|matate|mátate|suicid|bring dich|toi|vous|uccid|matense/,
  'self-harm urged on the readers, or in another language',
  (v) => ORDER_ALL.test(v) && !/\blaugh/.test(v),
  true,
);

/** Round 23's findings for one message (context.ts appends them after round 21's threat reader). */
export function round23ViolenceSignals(input: RuleInput): ContextSignal[] {
  const found = input.found;
  let threat = false;
  let sh = false;
  for (let i = 0; i < found.length; i++) {
    if (found[i].risk < RISK) continue;
    if (found[i].kind === 'threat') threat = true;
    else if (found[i].kind === 'self_harm_incitement') sh = true;
  }
  if (threat && sh) return NONE;
  const views = input.views;
  for (let r = 0; r < readings.length; r++) {
    const rd = readings[r];
    if (rd.sh ? sh : threat) continue;
    for (let i = views.length - 1; i >= 0; i--) {
      const v = views[i];
      if (!rd.gate.test(v) || !rd.test(v)) continue;
      const kind = rd.sh ? 'self_harm_incitement' : 'threat';
      return withoutFramed(views, [ruleSignal(kind, RISK, `${rd.reason}: ${v}`)], 'police');
    }
  }
  return NONE;
}
