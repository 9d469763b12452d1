/**
 * Round 12 (issue 15, ADR 176): threats of violence, sexual violence and incitement to self-harm read by the shape of a
 * clause rather than by phrase. Written from general knowledge after reading the miss clusters of the development
 * challenge sets (the first set, 2026-11-26, -26b, -26c, -28, -28b, -28d); no challenge line is copied.
 *
 * A message is cut into clauses (sentence ends); a finding needs every slot of its structure in one clause:
 *  - threat: who acts (the speaker's intention or future, people the speaker sends, or the reader's future) + an act of
 *    harm from a broad lexicon (injury, death, fire, breaking, burying; "make you bleed", "put you in hospital"; an
 *    injury as a state: a broken jaw, a hospital bed, a body bag) + the reader, their body, home, car, family or pet;
 *    a wish or "someone should" with the same act and target;
 *  - sexual violence: the reader's consent absent or overridden (whether you want to or not, too drunk to fight back,
 *    something in your drink, "no" read as yes, a safeword ignored, nobody will hear you, not leaving until I'm done);
 *  - self-harm incitement: an imperative or wish that the reader harm or end themselves, the act named or by its means
 *    (a rope, a razor, the pills all at once, a roof, a cliff), or "nobody would miss you" joined to such a push.
 * Guards: negation, the speaker's own feelings and health, care and helplines, a game, a trivial stake, idioms whose
 * object is not a person (hair, feelings, a record), a message that reports or quotes abuse.
 */
import { mayHoldEmoji } from '../normalize';
import {
  GUARDIAN_PREFILTER,
  anyLiteral,
  execRule as xv,
  leadingStarts,
  requiredFactors,
  testRule as tv,
} from '../prefilter';
import type { ContextSignal, ContextSignalKind } from '../types';
import { AT_GAME, TRIVIAL_THINGS } from './concepts';
import { quotesSetAside, withoutFramed } from './frames';
import { ruleSignal, viewsWithSqueezed, type RuleInput } from './types';

const S = String.raw;
const rx = (...parts: string[]) => new RegExp(parts.join(''));
/** A view's expressions run through the shared prefilter (ADR 179): the same first match as a plain exec. */
const PREFILTER = GUARDIAN_PREFILTER;

// ------------------------------------------------------------------------------------------------
// Slots
const YOU = S`(?:you|u|ya|yu|ye)`;
const YOUR = S`(?:your|ur|yer|yo)`;
/** What belongs to the reader or is close to them. */
const THEIRS =
  S`(?:face|head|neck|jaw|nose|teeth|legs?|arms?|hands?|fingers?|knees?|kneecaps?|ribs|skull|bones?|body|throat|` +
  S`house|home|flat|apartment|place|car|door|windows?|tyres|tires|family|kids?|children|son|daughter|sister|brother|` +
  S`mum|mom|mother|dad|father|parents|wife|husband|girlfriend|boyfriend|dog|cat|pets?|little \w+)`;
/** The reader, or what is theirs. */
const TARGET = S`(?:${YOU}\b|${YOUR}\s+(?:\w+\s+)?${THEIRS}\b|y'?all\b|yourself\b|urself\b)`;
/** Who acts, in the future: the speaker, people the speaker sends. */
const AGENT =
  S`(?:i'?ll|ill|i will|i shall|i'?m (?:gonna|going to|gon|about to|finna)|im (?:gonna|going to|gon|finna)|` +
  S`imma|ima|i'?ma|we'?ll|we will|we'?re (?:gonna|going to)|i (?:can|could) (?:easily|still)|` +
  S`(?:my|the) (?:boys|friends|mates|guys|lads|brothers|cousins|people|mandem|crew) (?:will|'ll|are gonna|gonna|` +
  S`are going to|can)|(?:friends|people|mates|guys) who (?:can|will|would|'ll)|i know people who (?:can|will|would))`;
/** Verbs of harm to a person or their things (a stem; -s, -ed, -ing follow). */
const HARM =
  S`(?:kill|murder|hurt|stab|shank|shoot|shot|strangl|chok|beat|punch|smash|slap|kick|slit|burn|torch|break|` +
  S`snap|bash|batter|bury|gut|drown|stomp|maim|crippl|headbutt|cave|merk|bod(?:y|ied)|end|slash|pummel|` +
  S`rearrange|cut|hunt)`;
/** What a harm verb may be done to that is not a person ("cut your hair", "break your heart", "beat your record"). */
const HARMLESS_OBJECT = rx(
  S`^'?s?\s*(?:${YOUR}\s+)?(?:(?:\w+\s+)?(?:feelings|ego|pride|chances|heart|hair|fringe|bangs|nails|cake|toast|`,
  S`dinner|record|pr|pb|time|score|streak|high score|vibe|buzz|losses|tongue|calories|fast|diet|curfew|`,
  S`bubble|phone bill|budget|lawn|hedge|grass|bread|bun|story|plans?|confidence|portrait|photos?|pics|wedding|`,
  S`session|shoot|bones)\b|to (?:it|the|there|work|school|bed)\b|(?:down |up )?(?:a|an|some)\b)`,
);
/** After a bare "you": "cut you in", "knock you up", "beat you there", "take you home". */
const PARTICLE_AFTER_YOU = /^\s*(?:off|in|up|out|there|home|first|at|by|over)\b/;
/** The reader after a harm verb: "hurt you", "burn your house", "break his legs" (a third person: kin named). */
const HARMED_TARGET = rx(S`^\s*(?:the (?:shit|hell|crap|life) out of\s+)?${TARGET}`);
/**
 * What the reader will undergo ("you'll get shanked"); not "smashed", "burnt", "hurt", "done in": drink, sun,
 * heartbreak, "you'll be done in an hour"; not food ("smoked salmon", "battered fish") nor work ("buried in emails").
 */
const PARTICIPLE =
  S`(?:(?:stabbed|shot|shanked|bodied|smoked|merked|killed|murdered|beaten|battered|wet up|buried|strangled|` +
  S`choked|crippled|maimed|kidnapped|hospitali[sz]ed|put in (?:the )?(?:hospital|ground)|beaten up|slashed|torched)` +
  // "get shot of that cough": rid of, not a gun (ADR 337)
  S`(?!\s+(?:salmon|brisket|ribs|meat|cheese|fish|ham|bacon|sausages?|chips|in|under|with|at|of|by (?:a|the|my) ` +
  S`(?:photographer|pro))\b))`;
/** What the speaker will have done to the reader ("I'll have you jumped"): the above and harm of any degree. */
const HAVE_DONE = S`(?:${PARTICIPLE}|hurt|jumped|dealt with|sorted out|taken care of|knocked out|burn(?:ed|t))`;
/** An injury or a death as a state the reader ends up in. */
const INJURY =
  S`(?:(?:a |the |no )?hospital(?: bed| stay)?|a ?&\s?e|icu|intensive care|a wheelchair|a body ?bag|a coffin|` +
  S`the morgue|a grave|the ground|a ditch|six feet under|pieces|(?:a |some )?(?:broken|smashed|busted|shattered|` +
  S`snapped) (?:jaw|nose|legs?|arms?|ribs|face|teeth|kneecaps?|fingers?|neck|skull|bones?)|missing teeth|no teeth|` +
  S`black eyes?|stitches)`;
const NOT =
  S`(?:\b(?:never|not|nobody|no one|nothing)\b|\b(?:don|won|can|wouldn|couldn|shouldn|didn|isn|aren|` +
  S`wasn|doesn)'?t\b)`;
const NEG_IN = new RegExp(NOT);
const NEGATED = rx(NOT, S`[^,]{0,20}$`);
const CARE = rx(
  S`\b(?:careful|please be safe|be safe out there|stay safe|ladder|helmet|ice|icy|slippery|drive|`,
  S`driving|road|riding|bike|motorbike|climbing|seatbelt|lifejacket|sunscreen|doctor|drinking|`,
  S`neighbourhood|neighborhood|area|at night|alone|walk home|walking home)\b`,
);
const GAME_RE = new RegExp(AT_GAME);
const TRIVIAL = new RegExp(TRIVIAL_THINGS);
const LAUGH = /😂|🤣|😆|\b(?:lo+l+|lmf?ao+|haha\w*|jk|kidding|joking)\b/;
/** A story, a show or a class: the speaker talks about harm, to nobody. */
const FICTION_OR_CLASS = rx(
  S`\b(?:movie|film|documentary|series|episode|season|podcast|true crime|novel|character|villain|`,
  S`killer in|self[- ]defen[cs]e|krav maga|martial arts|boxing class|sparring|dungeon master|d&d|`,
  S`campaign|the plot)\b`,
);

// ------------------------------------------------------------------------------------------------
// Threat: agent + harm + reader; the reader's future harm; a wish; an injury promised.
const AGENT_HARM = rx(S`\b${AGENT}\s+(?:(?:\w+|just|fucking|really)\s+){0,3}?(?:have|get)?\s*`, S`\b${HARM}\w*`);
const AGENT_HAVE_DONE = rx(
  S`\b${AGENT}\s+(?:\w+\s+){0,2}?(?:have|get|see)\s+(?:${YOU}|${YOUR}\s+(?:\w+\s+)?${THEIRS}|him|her|them)\s+`,
  HAVE_DONE,
  S`\b`,
);
const AGENT_MAKE = rx(
  S`\b${AGENT}\s+(?:\w+\s+){0,2}?(?:make (?:${YOU}|(?:him|her|them)) (?:bleed|suffer|disappear|vanish|`,
  S`beg for (?:your|ur|his|her|their) life|wish (?:you|u)(?:'?d| had)? never been born|regret being born)|`,
  S`(?:put|send|leave) (?:${YOU}|${YOUR}\s+(?:\w+\s+)?${THEIRS}|him|her|them) (?:in|to|for|in a|6|six)\s+${INJURY}|`,
  S`end (?:${YOU}|${YOUR} life)\b(?! (?:at|in|on|off)\b)|take ${YOUR} life\b)`,
);
const READER_FUTURE = rx(
  S`\b(?:${YOU}(?:'?ll| will| are going to| are gonna|'?re (?:gonna|going to|gon)| gonna| gon)|you'?re|youre|ur|`,
  S`(?:you|u) and (?:${YOUR}|ya) \w+ (?:are|'?re|r))\s+(?:\w+\s+)?(?:get(?:ting)?|be(?:ing)?|`,
  S`gonna get|going to get)\s+`,
  PARTICIPLE,
  S`\b`,
);
const READER_INJURY = rx(
  S`\b(?:${YOU}|${YOUR} \w+|people (?:like (?:${YOU})|who|that)|anyone (?:who|that)|those who|girls who|guys who)\b`,
  S`[^.!?]{0,50}\b(?:end(?:s)? up|wind(?:s)? up|go(?:es)? home|leave|be|with|in|wake up in)\s+`,
  S`(?:(?:in|with|needing|getting|in need of)\s+)?`,
  INJURY,
  S`\b`,
);
/** The injury is to come (or is what "people who …" get), not told of: "how are you coping with a broken leg?". */
const TO_COME =
  /\b(?:will|'ll|gonna|going to|won'?t|would|'d|end up|ends up|wind up|winds up|if|people|anyone|those)\b/;
/**
 * The victim fronted (ADR 183): the reader's family named first, then the speaker's harm to them ("your sister i
 * wanna choke", "your little sister, i'd make her scream"). Not "kill for" / "kill to" (craving), "end up".
 */
const KIN =
  S`(?:sister|sis|brother|bro|mum|mom|mother|mama|dad|father|daughter|son|kids?|children|baby|wife|husband|` +
  S`girlfriend|boyfriend|gf|bf|family|nan|gran|grandma|grandad|niece|nephew|cousin)`;
const FRONTED_VICTIM = rx(
  S`\b${YOUR}\s+(?:\w+\s+)?${KIN}\b[\s,:]*(?:\w+\s+){0,2}?(?:i'?d|i would|i'?ll|ill|i will|i wanna|i want to|`,
  S`i wana|i'?m (?:gonna|going to)|im (?:gonna|going to)|i could|imma|ima|i'?ma)\s+(?:(?:\w+|just|really)\s+)?`,
  S`(?:${HARM}\w*(?!\s+(?:for|to|up|it|at|in|on)\b)|make (?:her|him|them) (?:scream|bleed|suffer|beg|disappear))\b`,
);
/** A speaker's harm to what the reader holds dear, after "I'm done with": "… after I'm done with her". */
const AFTER_DONE = /\b(?:after|once|when) i'?m (?:done|finished|through) with (?:you|u|her|him|them)\b/;
const INJURY_RE = rx(S`\b${INJURY}\b`);
const WISH =
  S`(?:i hope|hope|hopefully|i wish|someone should|somebody should|someone needs to|somebody needs to|` +
  S`someone ought to|i'?d love to see|can'?t wait to see|i pray)`;
const WISH_HARM = rx(
  S`\b${WISH}\s+(?:(?:someone|somebody|some \w+|a \w+|they|he|she|your ex)\s+)?(?:\w+\s+)?`,
  S`(?:${HARM}\w*|runs over|run over|hits|hit)\s+`,
);
/** A menace frame: the speaker warns the reader to fear a coming act. */
const MENACE_FRAME = rx(
  S`\b(?:watch (?:yourself|urself|your back|ur back)|sleep with one eye open|you'?ve been warned|(?:you|`,
  S`u) won'?t see (?:it|me) coming|look over (?:your|ur) shoulder)\b`,
);
const COMING = rx(
  S`\b(?:${AGENT}|i'?m|im|i am)\s+(?:\w+\s+)?(?:coming for|find|finding|get|getting|coming after) ${YOU}\b`,
);

/** A weapon aimed by emoji (the normaliser names them) or fire at the reader's home, on a condition. */
const WEAPON_AT = rx(
  S`(?:\b(?:gun|knife|axe|bomb|coffin)\b|💣|🧨)[^.!?]{0,40}\b(?:${YOU}|${YOUR}\s+(?:\w+\s+)?${THEIRS})\b|`,
  S`🔥[^.!?a-z]{0,6}(?:for |to )?${YOUR}\s+(?:\w+\s+)?(?:house|home|flat|place|car)\b|`,
  S`\b${YOUR}\s+(?:\w+\s+)?(?:house|home|flat|place|car)\W{0,4}🔥`,
);
/** The reader's conduct the speaker objects to, as a condition: "keep ignoring me", "block me and …". */
const CONDUCT = rx(
  S`\b(?:keep|carry on|continue|one more|do that again|next time|try (?:it|me|that)|test me|(?:block|unmatch|ignore|`,
  S`ghost|report|leave|cross|mug|lie to|cheat on|play|disrespect) me|if (?:${YOU}) (?:don'?t|won'?t|do not|ever|keep))`,
);
/** Conduct toward the speaker as the condition ("block me and …", "if you don't reply …"), not advice. */
const CONDUCT_TO_ME = rx(
  S`\b(?:block|unmatch|ignore|ghost|report|leave|cross|mug|lie to|cheat on|play|disrespect|test|mess with)\w* me\b|`,
  S`\bif (?:${YOU}) (?:don'?t|won'?t|do not|dont|wont) (?:reply|answer|text|respond|message|get back|send|`,
  S`pay)\b|\b(?:keep|carry on|continue) (?!teasing|tempting|looking|flirting|kissing|touching|spoiling|making)` +
    S`\w+(?:ing|in'?) me\b|\bone more (?:word|time|lie)\b`,
);
/** Flirting: a wink or a smirk makes "keep teasing me and see what happens" play, not a condition. */
const FLIRT = /😏|😘|😉|😜|😋|🥰|😍|😈/u;
/** A consequence left to the imagination: "… and see what happens", "or you'll find out what I do". */
const VEILED = rx(
  S`\b(?:and|or|then)\b[^.!?]{0,20}\b(?:see|find out|learn|discover)\s+(?:what happens|what i (?:do|can do|am |'?m )`,
  S`|what i'?m capable of|how i (?:deal|handle)|what happens to)`,
);
/** Disposal and permanence: "people who sort out problems like you, permanently". */
const DISPOSAL = rx(
  S`\b(?:sort\w*(?: \w+)? out|deal\w* with|take care of|handle|get rid of|dispose of|silence|remove)\s+`,
  S`(?:${YOU}|(?:problems|people|girls|guys) like (?:${YOU}))\b[^.!?]{0,20}[.,!?\s]+(?:\w+\s+)?`,
  S`(?:permanently|for good|once and for all|forever)\b`,
);

/** Weapon emoji as sent (the normaliser names them "gun", "knife": a kitchen knife is not aimed). */
const WEAPON_EMOJI = /🔫|🔪|🗡|💣|🪓|⚰|🧨/u;
const READER = rx(S`\b(?:${YOU}|${YOUR}|yourself|urself)\b`);
/** The weapon next to the reader as sent: "🔫 you", "your house 🔪". */
const WEAPON_AIMED = rx(
  S`(?:🔫|🔪|🗡|💣|🪓|⚰|🧨)[^a-z]{0,6}(?:${YOU}|${YOUR}|ur)\b|\b(?:${YOU}|${YOUR}\s+\w+)[^a-z]{0,6}(?:🔫|🔪|🗡|💣|🪓|⚰|🧨)`,
);
const KITCHEN = /\b(?:cook\w*|dinner|chef|recipe|kitchen|cake|steak|chop\w*|slice|bread|veg\w*|sushi|carv\w*)\b/;
const TIME_MENACE =
  /\b(?:tonight|soon|see (?:you|u)|outside|coming|on sight|watch|next time|wait\w*|when i (?:see|find|catch))\b|😈|💀|☠/u;
/** Regret promised for the reader's conduct: "block me and you'll regret it", "ignore me, you'll pay for it". */
const REGRET = rx(
  S`\b(?:${YOU}(?:'?ll| will| are gonna|'?re gonna| gonna)|you'?re going to)\s+(?:\w+\s+)?(?:regret|be sorry|`,
  S`pay for (?:it|this|that))\b`,
);
/** Street words for an attack, with the reader as the object ("run up on you", "catch you lacking"). */
const SLANG_HARM = rx(
  S`\b(?:${AGENT}|i'?m|im|we'?re)\s+(?:\w+\s+){0,2}?(?:light (?:${YOU}) up|air (?:${YOU}) out|`,
  S`(?:put|lay) hands on (?:${YOU})|`,
  S`(?:rip|tear) (?:${YOU}) (?:apart|to pieces|limb from limb)|do (?:${YOU}) in\b|run up on (?:${YOU})\b|`,
  S`catch (?:${YOU}) (?:lacking|lackin|slipping|slippin|outside|alone|on sight)|`,
  S`(?:clap|cap|blast|dome|wet|merk|pop|smoke|drop|fold|stretch|slump) (?:${YOU})\b(?!\s+(?:in|at|on|off|a|an|up)\b)|`,
  S`knock (?:${YOUR}) (?:teeth|lights|head) (?:in|out|off)|poison (?:${YOU}|${YOUR}\s+(?:\w+\s+)?${THEIRS})|`,
  S`key (?:${YOUR}) car|slash (?:${YOUR}) (?:tyres|tires))|\b(?:${YOU}|you'?re|ur)\s+(?:gonna |going to |about to |`,
  S`will |'?ll )?(?:catch(?:ing)? these hands|get(?:ting)? (?:got|clapped|popped|dropped|laid out|folded|slumped|`,
  S`stretched|rocked|violated|sprayed))\b|\b(?:you'?re|youre|you are) (?:a )?(?:dead (?:man|woman|girl|boy|meat)|`,
  S`(?:done for|food)(?=\s*(?:$|[.!,]|now|mate|bro|bitch))|on sight)\b|\b${YOUR} days are numbered\b`,
);
/** The reader's life cut short: "you won't live to see the weekend", "you won't make it home". */
const LIFE_CUT_SHORT = rx(
  S`\b(?:${YOU}|you'?ll)\s+(?:won'?t|will not|ain'?t gonna|aren'?t gonna|are not gonna|not gonna)\s+(?:live to see|`,
  S`see (?:tomorrow|another day|the (?:weekend|morning|sunrise)|next week|christmas|your (?:next )?birthday)|`,
  S`make it (?:home|out alive|to (?:work|the weekend|morning))(?!\s+(?:in time|before|by|for|on time))|`,
  S`wake up tomorrow|be breathing)`,
);
/** People sent to the reader: "I'll send my boys round to yours", "I'll send someone after you". */
const SEND_PEOPLE = rx(
  S`\b${AGENT}\s+(?:\w+\s+)?send (?:someone|somebody|people|some people|(?:my|the) (?:boys|lads|guys|mates|`,
  S`mandem|cousins|brothers|friends|crew|people))\s+(?:round|over|after|to)\s+(?:to\s+)?(?:${YOU}|${YOUR}|yours)\b`,
);
const SENT_FOR = /\b(?:sort|deal|teach|handle|visit|sorry|regret|lesson|pay for)\b/;
/** Fire or acid on the reader or their home: "set your car on fire", "throw acid in your face". */
const FIRE_ACID = rx(
  S`\bset (?:fire to |alight )?${YOUR}\s+(?:\w+\s+)?(?:house|home|flat|place|car|door|hair)\b(?:\s+(?:on fire|alight|`,
  S`ablaze))?|\b(?:throw|chuck|splash|pour)\w*\s+(?:acid|bleach)\s+(?:at|on|in|over)\s+(?:${YOU}|${YOUR})\b`,
);

/** Safety withdrawn on a condition: "ignore me and your family won't be safe". */
const SAFETY_REMOVED = rx(
  S`\b(?:${YOU}|${YOUR}\s+(?:\w+\s+)?${THEIRS})\s+(?:won'?t|will not|aren'?t|are not|isn'?t|is not|`,
  S`ain'?t)\s+(?:be\s+)?`,
  S`safe\b`,
);
const SOMEONE_HURT = /\b(?:someone|somebody|people)(?:'s| is| are)? (?:gonna|going to|will) get hurt\b/;
/** The next meeting as the condition: "when I find you, you're done", "next time I see you …". */
const MEET_CONDITION = rx(
  S`\b(?:when|next time|if|once|the day|the moment|soon as|as soon as)\s+(?:i|we|my \w+)\s+(?:ever\s+)?(?:see|find|`,
  S`catch|get (?:hold of|my hands on)|run into|track down)\s+(?:${YOU})\b`,
);
const MEET_CONSEQUENCE = rx(
  S`^[^.!?]{0,60}\b(?:(?:you'?re|ur|you are) (?:dead|done|finished)|done for|regret|better (?:run|hide|pray)|pray|`,
  S`hospital|bleed|hurt (?:you|u)|kill|beat (?:you|u)|smash|break (?:your|ur)|end (?:you|u)\b|lights out|`,
  S`over for (?:you|u))`,
);
/** "You'd better hope I never find you", "pray we don't meet". */
const NEVER_MEET = rx(
  S`\b(?:better hope|pray|hope for (?:your|ur) sake)\s+(?:that\s+)?(?:i|we|my \w+)\s+(?:never|`,
  S`don'?t|doesn'?t|won'?t)\s+`,
  S`(?:see|find|catch|meet|run into|get hold of)\s+(?:${YOU})\b`,
);
/** A violent precedent held up to the reader: "I've hurt people for less", "the last guy who did that …". */
const PRECEDENT = rx(
  S`\b(?:i'?ve|i have|people have been|men have been|guys have been)\s+(?:\w+\s+){0,3}?(?:hurt|stabbed|killed|`,
  S`beaten|hospitali[sz]ed|put \w+ in (?:the )?hospital|done time|gone to (?:jail|prison)|battered)\w*\b[^.!?]{0,30}`,
  S`\bfor less\b|\bthe last (?:guy|girl|person|one|man|woman|bloke) (?:who|that)\b[^.!?]{0,40}\b(?:ended up|`,
  S`woke up|went)\s+(?:in\s+)?${INJURY}|\bthe last (?:guy|girl|person|one|man|woman) (?:who|that)\b[^.!?]{0,40}\b`,
  S`(?:never walked|can'?t walk|went missing|was never seen|isn'?t around (?:any ?more)?)\b`,
);

/** The speaker knows where the reader (or their family) is, lives, works or goes, or their routine. */
const READER_PLACE =
  S`(?:address|street|house|flat|building|door|car|route|runs?|shift\w*|gym|school|work|office|ward|bus|train|` +
  S`schedule|routine|postcode|windows?|commute)`;
const KNOW_PLACE = rx(
  S`(?:\b(?:i|1|we|my (?:boys|mates|friends|guys|people))\s+(?:already |now |still )?(?:know|knw|found|got|have|`,
  S`been (?:following|watching|tracking)|followed|tracked|counted|saw|watched)|\b(?:i|we)'?ve (?:already )?(?:got|`,
  S`seen|found|followed|tracked|counted|watched|been (?:following|watching|`,
  S`tracking)))\b[^.!?]{0,40}?\b(?:where (?:${YOU}|${YOUR} \w+) (?:live|lives|work|works|sleep|stay|`,
  S`park|`,
  S`go|goes)|${YOUR} (?:\w+ )?${READER_PLACE}\b|which (?:\w+ ){0,2}(?:${YOU})\b|(?:${YOU})(?:'?re| are) in (?:flat|`,
  S`room|apartment|number)|(?:${YOU}) live (?:on|in|at))|\b${YOUR} (?:kids?|son|daughter|children|sister|brother|`,
  S`mum|mom) (?:go|goes) to\b|\b(?:${YOU}) (?:park|live|stay|work)(?: it)? (?:on|at) \w+ (?:road|street|st|`,
  S`avenue|ave|lane|close|drive|way)\b`,
);
/** What turns that knowledge into menace: a visit announced, a warning, the reader's wish to block answered. */
const MENACE_TAIL = rx(
  S`\b(?:(?:i'?ll|ill) be (?:seeing (?:you|u)|watching)|think about (?:that|it)|before (?:you|`,
  S`u) block|be a shame|shame if|pretty dark|`,
  S`dark at|alone at|watch (?:yourself|urself|your back|ur back)|not joking|`,
  S`won'?t see (?:it|me) coming|who turns up|(?:sure|go on|go ahead)\W+block me|a ban|nowhere to hide|`,
  S`can'?t hide)\b`,
);
/** Knowledge the reader gave, or a shared place: "you told me", "my aunt lived there", "same gym". */
const PLACE_SHARED = rx(
  S`\b(?:you (?:told|showed) me|you (?:said|mentioned)|my (?:aunt|uncle|mum|mom|nan|gran|cousin|friend)|`,
  S`i used to|we live|same (?:street|gym|building|route|school|office)|neighbou?rs?)\b`,
);

function threatIn(clause: string, whole: string, original: string): string | null {
  if (weaponEmoji(original) && !wt(KITCHEN, whole) && !wt(PRAISE, whole) && wt(READER, whole))
    if (wt(CONDUCT, whole) || ot(WEAPON_AIMED, original) || wt(TIME_MENACE, whole))
      return 'a weapon emoji aimed at the reader';
  if (ot(FLIRT, original)) return null;
  if (wt(CONDUCT_TO_ME, whole)) {
    const sorry = cx(REGRET, clause);
    if (sorry) return sorry[0];
  }
  if (wt(CONDUCT_TO_ME, whole) || wt(IF_UNLESS, whole)) {
    const unsafe = cx(SAFETY_REMOVED, clause) ?? cx(SOMEONE_HURT, clause);
    if (unsafe && !wt(CARE, whole)) return unsafe[0];
  }
  const meet = wx(MEET_CONDITION, whole);
  if (meet && MEET_CONSEQUENCE.test(whole.slice(meet.index + meet[0].length))) return meet[0];
  for (const re of [SLANG_HARM, LIFE_CUT_SHORT, FIRE_ACID, NEVER_MEET, PRECEDENT, SEND_PEOPLE]) {
    if (re === SEND_PEOPLE && !(wt(CONDUCT_TO_ME, whole) || wt(MENACE_FRAME, whole) || wt(SENT_FOR, whole))) continue;
    const m = cx(re, clause);
    if (m && !NEGATED.test(clause.slice(0, m.index))) return m[0];
  }
  const place = cx(KNOW_PLACE, clause);
  if (place && wt(MENACE_TAIL, whole) && !wt(PLACE_SHARED, whole) && !NEGATED.test(clause.slice(0, place.index)))
    return place[0];
  const weapon = wx(WEAPON_AT, whole);
  if (weapon && wt(CONDUCT, whole)) return weapon[0];
  if (wt(CONDUCT_TO_ME, whole)) {
    const veiled = cx(VEILED, clause);
    if (veiled) return veiled[0];
  }
  const disposal = wx(DISPOSAL, whole);
  if (disposal) return disposal[0];
  const fronted = cx(FRONTED_VICTIM, clause);
  if (fronted && !NEG_IN.test(fronted[0]) && !HARMLESS_OBJECT.test(clause.slice(fronted.index + fronted[0].length)))
    return fronted[0];
  let m = cx(AGENT_HARM, clause);
  if (m && !NEGATED.test(clause.slice(0, m.index)) && !NEG_IN.test(m[0])) {
    const rest = clause.slice(m.index + m[0].length);
    const target = HARMED_TARGET.exec(rest);
    const after = rest.slice(target?.[0].length ?? 0);
    const bare = target && /\b(?:you|u|ya|yu|ye)\s*$/.test(target[0]);
    if (target && !HARMLESS_OBJECT.test(after) && !(bare && PARTICLE_AFTER_YOU.test(after))) return m[0] + target[0];
  }
  for (const re of [AGENT_HAVE_DONE, AGENT_MAKE, READER_FUTURE, READER_INJURY]) {
    m = cx(re, clause);
    if (!m || NEGATED.test(clause.slice(0, m.index))) continue;
    if ((re === READER_FUTURE || re === READER_INJURY) && wt(CARE, whole)) continue;
    if (re === READER_INJURY && !TO_COME.test(m[0])) continue;
    return m[0];
  }
  m = cx(WISH_HARM, clause);
  if (m && !NEGATED.test(clause.slice(0, m.index)) && !NEG_IN.test(m[0])) {
    const rest = clause.slice(m.index + m[0].length);
    const target = HARMED_TARGET.exec(rest) ?? rx(S`^(?:\w+\s+){0,2}?${TARGET}`).exec(rest);
    if (target && !HARMLESS_OBJECT.test(rest.slice(target.index + target[0].length))) return m[0] + target[0];
  }
  if (cx(AFTER_DONE, clause) !== null && wt(INJURY_RE, whole)) return cx(AFTER_DONE, clause)![0];
  if (wt(MENACE_FRAME, whole)) {
    const c = cx(COMING, clause);
    if (c) return c[0];
  }
  return null;
}

// ------------------------------------------------------------------------------------------------
// Sexual violence: the reader's consent absent or overridden.
const SEXUAL =
  S`(?:sleep with|have sex|sex|fuck|shag|bang|screw|touch|take (?:you|u|it)|have (?:you|u)|do it|in bed|bed|naked|` +
  S`undress|strip|inside (?:you|u)|mine|make (?:you|u) do|my way with|get (?:you|u)|use (?:you|u)|🛏|🍆|ride)`;
const OVERRIDE: readonly RegExp[] = [
  // "whether you want to or not", "like it or not" with a sexual act or the speaker's power over the reader
  rx(S`\bwhether (?:${YOU}) (?:want|like|agree|consent|say|feel)\w*(?: (?:it|to|yes|no))? or not\b`),
  rx(
    S`\b(?:${YOU}) (?:can'?t|cannot|won'?t be able to|couldn'?t) (?:stop|fight) (?:me|it)\b|\bto fight (?:me )?back\b`,
  ),
  rx(
    S`\b(?:${YOU}|you'?re|you'?ll|ur|she|she'?s|her)\b[^.!?]{0,25}\btoo (?:drunk|gone|wasted|`,
    S`out of it|high|sleepy|weak|tired|far gone|out of (?:your|ur) head) to `,
    S`(?:fight|say no|stop|resist|remember|say anything|move|know|push)`,
  ),
  rx(
    S`\b(?:slip|put|drop|spike|pour|mix|drug|sneak|pop|tip|crush|dissolve|add)\w*\s+(?:(?:a little |`,
    S`a |some )?(?:something|sth|stuff|a pill|`,
    S`pills?|it|powder)\s+)?(?:in|into)\s+(?:yours|ur drink|your (?:\w+ )?(?:drink|glass|wine|cup|`,
    S`coffee|beer|cocktail))`,
  ),
  rx(S`\b(?:drug|spike|dose|roofie)\w*\s+(?:${YOUR}|ya) (?:drink|glass|wine|cup|coffee|beer|cocktail)\b`),
  rx(
    S`\bno\s+(?:means|=|is|just means) yes\b|\bn+o+\s+(?:doesn'?t|does not|don'?t|never) means? no\b|`,
    S`\b(?:stop|quit) (?:saying|screaming|crying|yelling) (?:no|stop)\b|`,
    S`\bsafe ?words?\b[^.!]{0,40}\b(?:ignore|won'?t (?:be )?(?:listen|`,
    S`stop|hear)\w*|not (?:listen|stop)\w*|don'?t care)\b|`,
    S`\bignore (?:${YOUR}) (?:safe ?word|no|stop)\b`,
  ),
  rx(
    S`\b(?:no one|nobody|no-one) (?:will|can|is gonna|is going to|would) (?:hear|help|save|find) (?:${YOU})\b`,
    S`(?=[^.!?]{0,40}\b(?:scream|screaming|cry|crying|shout|beg|begging|basement|van|woods|locked)\b)|`,
    S`\b(?:keep|go on|go ahead and) (?:crying|screaming|begging|shouting)\b[^.!?]{0,30}\b(?:no one|nobody) `,
    S`(?:will|can|is gonna) hear\b`,
  ),
  rx(
    S`\b(?:till|until|til) i'?m (?:done|finished)\b[^.!?]{0,40}\b(?:cry|scream|beg|struggle|fight)|`,
    S`\b(?:however much|no matter how much|even if) (?:${YOU}) (?:cry|scream|beg|struggle|fight|say no|say stop)`,
  ),
  rx(
    S`\b(?:${YOU}|you'?re|ur) (?:don'?t|do not|won'?t) get (?:to|a) (?:decide|say|choose|vote)\b|`,
    S`\bif (?:${YOU}) (?:won'?t|don'?t|will not|refuse to) (?:give|let)\b[^.!?]{0,30}\bi'?ll (?:just )?take\b`,
  ),
  rx(
    S`\b(?:${YOU}(?:'?ll| will| are gonna|'?re gonna| gonna)|you'?re|ur)\s+(?:\w+\s+)?(?:get|be|getting|being) `,
    S`(?:forced|taken(?! care| seriously| out| to| for| away)|held down|pinned down|tied up(?! with| at| all)|`,
    S`drugged(?! up)|raped|violated|assaulted)\b`,
  ),
  rx(S`\b${WISH}\s+(?:(?:someone|somebody|some \w+)\s+)?(?:\w+\s+)?(?:pins?|holds?|ties?) (?:${YOU}) (?:down|up)\b`),
  // consent declared irrelevant: "I don't need your permission", "your no doesn't matter", "more fun when you fight"
  rx(
    S`\b${YOUR} (?:consent|permission|no|`,
    S`answer) (?:doesn'?t|does not|won'?t|don'?t) matter\b|\b(?:more fun|better|`,
    S`hotter) when (?:${YOU}|they|she|girls) `,
    S`(?:fight|struggle|resist|cry|say no|scream)(?! for| about| over| with| to| at)|`,
    S`\blike it when (?:${YOU}|they|she|`,
    S`girls) (?:struggle|fight|cry|say no|resist|scream)(?! for| about| over| with| to| at)|`,
    S`\bby force\b(?! of)|\b(?:whether|if) (?:${YOU}) consent or not\b`,
  ),
  // incapacity awaited: "once you're drunk enough", "when you pass out" (with an act or power, index 12 below)
  // these need a sexual act or the speaker's power in the message
  rx(
    S`\b(?:${YOU}|you'?ll|u'?ll)\s+(?:won'?t|don'?t|do not) (?:have|get) (?:a|any) (?:choice|say)\b|`,
    S`\b(?:don'?t|do not) need (?:${YOUR} |a )?(?:permission|consent|yes)\b|\bone way or `,
    S`(?:another|the other)\b|\bi'?m not asking\b|\b(?:${YOU}|you'?ll|u'?ll) (?:will )?(?:learn to )?(?:like|love|`,
    S`enjoy) it (?:eventually|once|after|in the end)\b|\b(?:${YOU}|you'?ll|u'?ll) (?:will )?(?:give it up|put out)\b|`,
    S`\b(?:when|once|after|till|until|wait till|while)\s+(?:you'?re|you are|ur|you|`,
    S`u)\s+(?:\w+\s+)?(?:asleep|passed out|`,
    S`pass out|drunk enough|too drunk|unconscious|out cold|blacked out|black out|sleeping|knocked out)\b`,
  ),
];
/** "Whether you want to or not" and "can't stop me" need a sexual act or the reader in the speaker's power. */
const NEEDS_ACT = new Set([0, 1, 7, 8, 12]);
/** "I would never put anything in your drink": a negation before these turns them down (the others hold one). */
const NEGATION_MATTERS = new Set([0, 2, 3, 4, 9, 10]);
const SEXUAL_RE = rx(S`(?:^|\b)${SEXUAL}`);
const POWER = rx(
  S`\b(?:i'?ll make (?:you|u)|i get (?:you|u)|you'?re mine|ur mine|lesson|tie (?:you|u) up|hold (?:you|`,
  S`u) down|won'?t be leaving|not leaving|lock\w*|in my (?:car|flat|room|house|van|place|bed)|`,
  S`take what'?s mine|take what i want|get what i want)\b|🔒`,
);
/** Consent affirmed ("if you say stop, I stop"): a rule in a sexting context, not an override. */
const CONSENT_AFFIRMED =
  /\b(?:i'?ll|i will|i'?d) (?:always )?(?:stop|respect)|\bonly if (?:you|u) want|\bconsent matters\b|\bwe stop\b/;

function sexualViolenceIn(clause: string, whole: string): string | null {
  for (let i = 0; i < OVERRIDE.length; i++) {
    const m = cx(OVERRIDE[i], clause);
    if (!m) continue;
    if (NEGATION_MATTERS.has(i) && NEGATED.test(clause.slice(0, m.index))) continue;
    if (NEEDS_ACT.has(i) && !wt(SEXUAL_RE, whole) && !wt(POWER, whole)) continue;
    if (wt(CONSENT_AFFIRMED, whole)) continue;
    return m[0];
  }
  return null;
}

// ------------------------------------------------------------------------------------------------
// Self-harm incitement: the reader urged or wished to harm or end themselves.
const SELF_ACT =
  S`(?:kill|hang|cut|off|end|unalive|shoot|drown|overdose|od|starve|stab|poison|slit|hurt|neck|` + S`delete|bleed)`;
const REFLEXIVE = S`(?:yourself|urself|urslf|yourslf|ursef|ur self|your self|yaself|yourselves|themselves|themself)`;
/** Who is urged: an imperative at the clause's start, "you should", "people like you should", "go", "just". */
const URGE =
  S`(?:^\W*(?:so |now |then |maybe |pls |please |just |go |go and |go ahead and |why don'?t (?:you|u) |` +
  S`(?:you|u|ya) (?:should|need to|ought to|oughta|might as well|may as well|could just) |` +
  S`(?:people|girls|guys|losers|freaks) like (?:you|u) (?:should|need to|ought to) |do (?:us|everyone|the world|` +
  S`us all) a favou?r and |might as well |may as well |i dare (?:you|u) to |i'?d love to see (?:you|u) )*)`;
const URGED_REFLEXIVE = rx(
  URGE,
  S`(?:\w+\s+)?${SELF_ACT}\w*\s+${REFLEXIVE}\b(?!\s+(?:some slack|a break|off|a slice|a favou?r|short|in|out|loose))`,
);
const URGED_ACT = rx(
  URGE,
  // a height to fall from ("jump off a bridge") or a vehicle to step in front of; not "jump off the bus at the stop"
  S`(?:(?:(?:do a (?:back)?flip|swan ?dive|jump|flip|dive|throw (?:yourself|urself)|leap)\s+(?:off|from)|`,
  S`(?:step|walk|fall)\s+off)\s+(?:a|the|your|ur|that|some)?\s*(?:\w+\s+)?(?:bridge|roof|balcony|cliff|`,
  S`building|car park|tower|window|ledge|edge)\b(?!\s*(?:top|terrace|bar|garden|party|tour))(?![^.!?]*\binto `,
  S`(?:the )?(?:sea|water|lake|pool|river|ocean))|(?:jump|step|walk|throw (?:yourself|urself)|lie down)\s+`,
  S`in front of\s+(?:a|the|that|some)?\s*(?:\w+\s+)?(?:train|bus|lorry|truck|car|tube|tram)|`,
  S`overdose\b(?!\s+on)|take (?:all|every|all of) (?:of )?(?:the |your |ur |them |those )?`,
  S`(?:pills|tablets|meds)(?=[^.!?]{0,20}\b(?:at once|in one go|together|and (?:sleep|never|don'?t)))|`,
  S`stop (?:breathing|existing|living)(?=\s*(?:$|already|now|forever|pls|please|`,
  S`lol|,|thanks))|take the (?:long|big|forever) (?:nap|sleep)|die\b)`,
);
/** Acts that also name work or a task ("finish the job", "log off for good"): only with a dark frame. */
const URGED_DARK = rx(
  URGE,
  S`(?:finish the job|(?:actually )?do it (?:this time|properly|for real|already)|go through with it|`,
  S`log (?:off|out) (?:forever|permanently|for good)|disappear (?:forever|permanently|for good)|`,
  // a break-up and a lie-in read the same: "just end it (already)", "don't wake up"
  S`end it(?: all)?\b(?!\s+with)|(?:don'?t|never) wake up(?:\s+again)?(?=\s*(?:$|[,.!]|ever|tomorrow\s*$)))`,
);
const DARK = rx(
  S`\b(?:nobody|no one|no-one|depress\w*|crying|loser|pathetic|worthless|suicid\w*|cutting|scars|useless|`,
  S`waste of|miss (?:you|u)|wants (?:you|u)|tired of life)\b`,
);
/** The means offered or pointed at: "I'd hand you the rope", "there's a tall bridge near you, hint". */
const MEANS =
  S`(?:\b(?:rope|noose|razor|blade|gun|pills|bleach|bridges?|roofs?|cliffs?|car park|ledge|balcony|` +
  S`tracks)\b|🪢|💊)`;
const OFFERED_MEANS = rx(
  S`\b(?:i'?d|i will|i'?ll|i could|happy to|let me)\s+(?:\w+\s+)?(?:hand|give|buy|pass|lend|tie)\s+`,
  S`(?:${YOU}|ya)\s+(?:the|a|some)\s+${MEANS}`,
);
/** A push toward the means: only words that carry no other sense ("go on, try it" also sells a rooftop bar). */
const NUDGE = rx(
  S`\b(?:just saying|just sayin|hint hint|take the hint|you know what to do|problem solved|`,
  S`nobody would (?:stop|miss) (?:you|u)|no one would (?:stop|miss) (?:you|u)|myself)\b`,
);
const GO_ON = /\b(?:go on|do it|try it)\b/;
const MEANS_NEAR = rx(
  S`${MEANS}[^.!?]{0,50}\b(?:(?:near|close to|from) (?:you|u|yours|your place)\b|in every|down the road|`,
  S`(?:a|round|around) the corner|walking distance|for (?:you|u)\b)|`,
  S`^\W*(?:pills\W*){2,}[^a-z]*all (?:at once|of them)`,
);
/** Walking on past the edge: "stand at the cliff edge and keep walking". */
const PAST_THE_EDGE = /\b(?:cliff|edge|ledge|roof|platform)\b[^.!?]{0,30}\bkeep (?:walking|going)\b/;
const MEANS_AIMED = rx(S`^\W*${MEANS}[^a-z]{0,12}(?:➡\uFE0F?|->|👉)\s*${YOU}\b`);
/** "nobody would miss you" joined to a push ("so go", "permanently", "forever"). */
const UNWANTED = rx(
  S`\b(?:nobody|no one|no-one) (?:would|will|'?d|is gonna) (?:miss|cry)\b|\b(?:nobody|no one) (?:wants|`,
  S`loves|needs|cares about) (?:you|u)\b|\bworld (?:would|'?d) be better\b`,
);
const PUSH = rx(
  S`\b(?:so go|go on|do it|forever|permanently|for good|end it|finish it|do everyone|do us|`,
  S`take the hint|leave this earth|stop breathing)\b`,
);
/** The speaker's own feelings or health, care for the reader, helplines. */
const SELF_OR_CARE = rx(
  S`\b(?:doctor|gp|prescri\w*|pharmacist|please don'?t|pls don'?t|don'?t you dare|helpline|samaritans|`,
  S`hotline|988|crisis|therapist|talk to (?:someone|me)|are (?:you|u) (?:ok|okay|safe)|here for (?:you|`,
  S`u)|worried about (?:you|u)|if (?:you|u)(?:'?re| are| ever)? (?:feel|feeling|thinking)|i (?:want|`,
  S`wanted|tried) to|overdose on|od(?:'?d)? on)\b|\bon (?:caffeine|coffee|sugar|chocolate|carbs|`,
  S`cheese)\b`,
);

/** Other shapes of the push: ingesting a means, "better off dead", "if I were you I'd end myself", a wish. */
const SH_MORE = rx(
  S`${URGE}(?:drink|eat|swallow|chug|down|neck) (?:some |a |the )?(?:bottle of )?(?:bleach|bullets?|lead|rat poison|`,
  S`antifreeze|glass|the (?:whole )?(?:bottle|pills))\b|${URGE}(?:go )?play (?:in|on) (?:the )?(?:traffic|motorway|`,
  S`tracks|highway|railway)|\b(?:${YOU}|you'?d|ud)\s+(?:would |'?d )?(?:be|are|'?re) better off dead\b|`,
  S`\bif i were (?:${YOU})\b[^.!?]{0,15}\bi'?d\s+(?:just\s+)?(?:kill|hang|end|off|shoot)\s+myself\b|`,
  S`\b(?:nobody|no one|no-one) (?:would|will|'?d) (?:care|notice|miss (?:${YOU})|cry)\s+if (?:${YOU}) (?:died|`,
  S`disappeared|were gone|was gone|vanished|weren'?t here|killed (?:yourself|urself)|didn'?t wake up|ended it)\b|`,
  S`\bwhy (?:are|r) (?:${YOU}) still (?:alive|breathing)\b|\b(?:the )?(?:rope|noose|bridge|pills|tracks) (?:is|are) `,
  S`(?:calling|waiting for) (?:${YOU}|${YOUR} name)\b|${URGE}(?:rope|delete) (?:yourself|urself)\b(?! from)|`,
  S`\b(?:shame|pity|too bad|sad) (?:that )?(?:${YOU}) (?:didn'?t|did not) (?:die|succeed|`,
  S`finish the job|go through with it|`,
  S`do it properly)\b|\b(?:shame|pity|too bad) (?:that )?(?:the (?:pills|rope|overdose)|${YOUR} attempt) (?:didn'?t|`,
  S`did not) work\b|\b(?:do|doing) (?:everyone|us all|the world|us) a favou?r (?:if (?:${YOU})|by|`,
  S`and) (?:\w+ )?(?:dying|`,
  S`die|killing (?:yourself|urself)|kill (?:yourself|urself)|ending it|end it|disappearing|not existing|jumping|`,
  S`vanishing|leaving (?:this|the) (?:world|earth|planet))\b`,
);

function selfHarmIn(clause: string, whole: string): string | null {
  if (selfOrCare(whole)) return null;
  const more = cx(SH_MORE, clause);
  if (more) return more[0].trim();
  const m = cx(URGED_REFLEXIVE, clause) ?? cx(URGED_ACT, clause);
  if (m) {
    // "go die" alone is too common in banter: only with the reader unwanted or a push.
    const rest = whole.replace(m[0].trim(), ' ');
    if (/die$/.test(m[0].trim()) && !UNWANTED.test(rest) && !PUSH.test(rest)) return null;
    return m[0].trim();
  }
  const dark = cx(URGED_DARK, clause);
  if (dark && wt(DARK, whole)) return dark[0].trim();
  const offered = cx(OFFERED_MEANS, clause);
  if (offered && (wt(NUDGE, whole) || wt(DARK, whole))) return offered[0];
  const edge = cx(PAST_THE_EDGE, clause);
  if (edge) return edge[0];
  const aimed = cx(MEANS_AIMED, clause);
  if (aimed && (wt(NUDGE, whole) || wt(GO_ON, whole))) return aimed[0];
  const near = cx(MEANS_NEAR, clause);
  if (near && (wt(NUDGE, whole) || /all (?:at once|of them)/.test(near[0]))) return near[0];
  return null;
}

// ------------------------------------------------------------------------------------------------
/** Praise written with a weapon emoji: "u 🔪 killed it today". */
const PRAISE = /\b(?:kill(?:ed|ing|s)? it|slay\w*|nailed it|smashed it|crushed it|ate that)\b/;
/** Sentence ends, a dash, and double quote marks: a quote opens its own utterance ('says "drink the …"', ADR 183). */
const CLAUSE_SPLIT = /[.!?\n;"“”]+|\s[-–]\s/;

// ------------------------------------------------------------------------------------------------
// Clause expressions gated by their view (ADR 179, round 12 rule modules). A clause is a trimmed piece of its view
// between sentence ends, so a match in a clause is text of the view too:
//  - an expression that reads nothing outside its match but `\b` (no `^`, `$`, lookaround) matches the view wherever
//    it matches a clause (the characters around a clause are spaces or sentence ends: non-word characters, as the
//    text's edges count for `\b`): when its exec on the view (through the prefilter) finds nothing, no clause has a
//    match;
//  - any other, with its `^`, `$` and lookarounds taken out (zero-width tests: what is left matches wherever it did,
//    and more), reads nothing outside its match: the same holds for what is left;
//  - failing that, an expression holds in each match a literal of each of its required factor sets and, unless it
//    may open with `^`, starts with one of its leading literals (prefilter.ts derives both): when one set has no
//    literal in the view, no clause has a match. A set is read as one alternation of its literals, through the
//    prefilter. (No clause expression of this module needs it now.)
interface ClauseGate {
  /** What must match in the view for the expression to match in one of its clauses (all of them; none: always). */
  onView: RegExp[];
  gen: number;
  open: boolean;
}
/** No `^`, `$` or lookaround (a `^` or `$` inside a class counts too: never a false yes). */
const readsOnlyItsMatch = (re: RegExp) =>
  !/[\^$]|\(\?<?[=!]/.test(re.source.replace(/\\[^]/g, '').replace(/\[\^/g, '['));
/** The end of the group opened at `at` (its closing parenthesis), classes and escapes skipped. */
function groupEnd(src: string, at: number): number {
  let depth = 0;
  let inClass = false;
  for (let j = at; j < src.length; j++) {
    const c = src[j];
    if (c === '\\') j++;
    else if (inClass) inClass = c !== ']';
    else if (c === '[') inClass = true;
    else if (c === '(') depth++;
    else if (c === ')' && --depth === 0) return j;
  }
  return -1;
}
/**
 * `re` with its `^`, `$` and lookaround groups taken out: every match of `re` is one of it. null when that is not
 * simple: a back-reference (its group may go) or a quantified lookaround.
 */
function withoutEdgeReads(re: RegExp): RegExp | null {
  const src = re.source;
  if (/\\[1-9k]/.test(src)) return null;
  let out = '';
  let inClass = false;
  for (let i = 0; i < src.length; i++) {
    const c = src[i];
    if (c === '\\') {
      out += src.slice(i, i + 2);
      i++;
    } else if (inClass) {
      inClass = c !== ']';
      out += c;
    } else if (c === '[') {
      inClass = true;
      out += c;
      // `[]` and `[^]` are whole classes; a `]` right after `[` or `[^` closes the class in JavaScript.
    } else if (c === '^' || c === '$') continue;
    else if (/^\(\?(?:<?[=!])/.test(src.slice(i, i + 4))) {
      const end = groupEnd(src, i);
      if (end < 0 || /[*+?{]/.test(src[end + 1] ?? '')) return null;
      i = end;
    } else out += c;
  }
  try {
    return new RegExp(out, re.flags);
  } catch {
    return null;
  }
}
/** The top-level items of `src[from, to)` (a group, a class, an escape or a character, with its quantifier), split
 *  into alternatives at its top-level `|`: source spans. */
function alternativesOf(src: string, from: number, to: number): Array<Array<[number, number]>> {
  const alts: Array<Array<[number, number]>> = [[]];
  for (let i = from; i < to;) {
    const c = src[i];
    if (c === '|') {
      alts.push([]);
      i++;
      continue;
    }
    let end: number;
    if (c === '(') end = groupEnd(src, i) + 1;
    else if (c === '[') {
      // A `]` right after `[` or `[^` closes the class in JavaScript (`[]`, `[^]`).
      end = i + 1;
      if (src[end] === '^') end++;
      while (end < to && src[end] !== ']') end += src[end] === '\\' ? 2 : 1;
      end++;
    } else if (c === '\\') {
      const m = /^\\(?:u\{[0-9a-fA-F]+\}|u[0-9a-fA-F]{4}|x[0-9a-fA-F]{2}|[pP]\{[^}]*\}|k<[^>]*>|[^])/.exec(
        src.slice(i),
      );
      end = i + (m ? m[0].length : 2);
    } else end = i + 1;
    const q = /^(?:[*+?]|\{\d+(?:,\d*)?\})\??/.exec(src.slice(end, to));
    if (q) end += q[0].length;
    alts[alts.length - 1].push([i, end]);
    i = end;
  }
  return alts;
}
/** Whether the item `src[from, to)` can match the empty string without a zero-width test (`^`, `$`, `\b`, a
 *  lookaround): a quantifier that allows none, or a group with such an alternative all of whose items can. */
function emptyWithoutTests(src: string, [from, to]: [number, number]): boolean {
  if (/(?:[*?]|\{0(?:,\d*)?\})\??$/.test(src.slice(from, to)) && !/\\$/.test(src.slice(from, to - 1))) return true;
  if (src[from] !== '(' || /^\(\?<?[=!]/.test(src.slice(from, from + 4))) return false;
  const close = groupEnd(src, from);
  const open = src.startsWith('(?:', from)
    ? from + 3
    : src.startsWith('(?<', from)
      ? src.indexOf('>', from) + 1
      : from + 1;
  return alternativesOf(src, open, close).some((alt) => alt.every((item) => emptyWithoutTests(src, item)));
}
/**
 * `re` (reading only its match) with the items that open each alternative and can match nothing without a test taken
 * off, when `re` itself cannot be prefiltered and what is left can: `\W*(?:so |just |…)*(?:\w+\s+)?kill\w*\s+yourself`
 * → `kill\w*\s+yourself`. Same answer to "does it match anywhere in the text" (a match of the whole holds one of the
 * rest, and a match of the rest is one of the whole with those items empty), and the prefilter runs it only at its
 * leading literals instead of trying every position of a long view (ADR 184).
 */
function withoutEmptyOpeners(re: RegExp): RegExp {
  // A back-reference may name a group of what is taken off.
  if (leadingStarts(re) || /\\[1-9k]/.test(re.source)) return re;
  const src = re.source;
  const alts = alternativesOf(src, 0, src.length).map((alt) => {
    let k = 0;
    while (k < alt.length && emptyWithoutTests(src, alt[k])) k++;
    return k < alt.length ? src.slice(alt[k][0], alt[alt.length - 1][1]) : '';
  });
  if (alts.includes('')) return re;
  const core = new RegExp(alts.join('|'), re.flags);
  return leadingStarts(core) ? core : re;
}
function clauseGate(re: RegExp): ClauseGate {
  if (re.unicode || re.global || re.sticky || /[imsv]/.test(re.flags)) return { onView: [], gen: 0, open: true };
  if (readsOnlyItsMatch(re)) return { onView: [withoutEmptyOpeners(re)], gen: 0, open: true };
  const bare = withoutEdgeReads(re);
  if (bare && readsOnlyItsMatch(bare)) return { onView: [withoutEmptyOpeners(bare)], gen: 0, open: true };
  const sets = [...requiredFactors(re)];
  const starts = leadingStarts(re);
  if (starts && !starts.atStart) sets.push(starts.literals.map((l) => l.text));
  return { onView: sets.map((set) => anyLiteral(set)), gen: 0, open: true };
}
const GATES = new Map<RegExp, ClauseGate>();
/** The view whose clauses are read, and a number that changes with it (the gates' answers are kept per view). */
let gateView = '';
let gateGen = 0;
function mayMatch(re: RegExp): boolean {
  let g = GATES.get(re);
  if (!g) GATES.set(re, (g = clauseGate(re)));
  if (g.gen !== gateGen) {
    g.gen = gateGen;
    g.open = true;
    for (let i = 0; i < g.onView.length && g.open; i++) g.open = tv(g.onView[i], gateView);
  }
  return g.open;
}
/** `re.exec(clause)` for a clause of `gateView`: null without running it when its gate is closed. */
const cx = (re: RegExp, clause: string) => (mayMatch(re) ? re.exec(clause) : null);

// The read functions run once per clause, and most of what they read is the whole view or the message as sent: read
// once per view of the clause loop (`gateView`, `gateGen`), the same answers.
interface ViewRead {
  gen: number;
  m: RegExpExecArray | null;
}
const VIEW_READS = new Map<RegExp, ViewRead>();
const ORIGINAL_READS = new Map<RegExp, ViewRead>();
function memo(reads: Map<RegExp, ViewRead>, re: RegExp, text: string): RegExpExecArray | null {
  let r = reads.get(re);
  if (!r) reads.set(re, (r = { gen: -1, m: null }));
  if (r.gen !== gateGen) {
    r.gen = gateGen;
    r.m = xv(re, text);
  }
  return r.m;
}
/** `re`'s first match in `whole` (the view whose clauses are read: once per view). */
const wx = (re: RegExp, whole: string) => (whole === gateView ? memo(VIEW_READS, re, whole) : xv(re, whole));
const wt = (re: RegExp, whole: string) => wx(re, whole) !== null;
/** `re.test(original)` for the message as sent (the same for every clause of every view: once per view). */
let gateOriginal = '';
const ot = (re: RegExp, original: string) =>
  original === gateOriginal ? memo(ORIGINAL_READS, re, original) !== null : re.test(original);
/** WEAPON_EMOJI in the message as sent, asked only of a text with an emoji-range code (ADR 299). */
const weaponEmoji = (original: string) => mayHoldEmoji(original) && ot(WEAPON_EMOJI, original);
const IF_UNLESS = /\b(?:if|unless|or else)\b/;
const IF_I_WERE_YOU = /\bif i were (?:you|u)\b[^.!?]*\bmyself\b/;
let careGen = -1;
let careAnswer = false;
/** The speaker's own feelings or care in the view, "if I were you … myself" set aside (once per view). */
function selfOrCare(whole: string): boolean {
  if (whole !== gateView) return tv(SELF_OR_CARE, whole.replace(IF_I_WERE_YOU, ''));
  if (careGen !== gateGen) {
    careGen = gateGen;
    careAnswer = tv(SELF_OR_CARE, whole.replace(IF_I_WERE_YOU, ''));
  }
  return careAnswer;
}

function clausesOf(view: string): string[] {
  return view
    .split(CLAUSE_SPLIT)
    .map((c) => c.trim())
    .filter((c) => c.length > 2);
}

interface Reading {
  kind: ContextSignalKind;
  name: string;
  /** The finding in one clause of a view (`whole`); `original` is the text as sent (its emoji). */
  read: (clause: string, whole: string, original: string) => string | null;
  /** The whole message makes the reading harmless. */
  skip: (whole: string) => boolean;
  /** Every expression `read` runs on a clause (through `cx`): each of its findings needs one of them to match. */
  clauseExpressions: readonly RegExp[];
  /** The findings `read` can make without a clause expression (a view's or the original's match). */
  viewFinding?: (whole: string, original: string) => boolean;
}
const READINGS: readonly Reading[] = [
  {
    kind: 'threat',
    name: 'sexual violence',
    read: sexualViolenceIn,
    skip: (w) => tv(FICTION_OR_CLASS, w),
    clauseExpressions: OVERRIDE,
  },
  {
    kind: 'threat',
    name: 'threat: speaker, harm, reader',
    read: threatIn,
    skip: (w) => tv(FICTION_OR_CLASS, w) || tv(GAME_RE, w) || (tv(TRIVIAL, w) && !tv(INJURY_RE, w)) || tv(LAUGH, w),
    clauseExpressions: [
      REGRET,
      SAFETY_REMOVED,
      SOMEONE_HURT,
      SLANG_HARM,
      LIFE_CUT_SHORT,
      FIRE_ACID,
      NEVER_MEET,
      PRECEDENT,
      SEND_PEOPLE,
      KNOW_PLACE,
      VEILED,
      FRONTED_VICTIM,
      AGENT_HARM,
      AGENT_HAVE_DONE,
      AGENT_MAKE,
      READER_FUTURE,
      READER_INJURY,
      WISH_HARM,
      AFTER_DONE,
      COMING,
    ],
    viewFinding: (w, original) => weaponEmoji(original) || wt(MEET_CONDITION, w) || wt(WEAPON_AT, w) || wt(DISPOSAL, w),
  },
  {
    kind: 'self_harm_incitement',
    name: 'self-harm urged',
    read: selfHarmIn,
    skip: (w) => tv(FICTION_OR_CLASS, w),
    clauseExpressions: [
      SH_MORE,
      URGED_REFLEXIVE,
      URGED_ACT,
      URGED_DARK,
      OFFERED_MEANS,
      PAST_THE_EDGE,
      MEANS_AIMED,
      MEANS_NEAR,
    ],
  },
];
const RISK = 85;

const high = (s: ContextSignal, kind: ContextSignalKind) => s.kind === kind && s.risk >= 75;
/** Signals of round 12's clause reader for one message (context.ts appends them to its own). */
export function round12ViolenceSignals(input: RuleInput): ContextSignal[] {
  // Words in quotes are set aside only in a report of receiving them (frames.ts, ADR 183): a quote mark or "my mates
  // say" in front of a threat or self-harm urged on the reader is no distance.
  const views = quotesSetAside(viewsWithSqueezed(input));
  PREFILTER.prepare(views);
  const out: ContextSignal[] = [];
  const original = input.norm.original;
  for (let i = 0; i < READINGS.length; i++) {
    const r = READINGS[i];
    if (input.found.some((s) => high(s, r.kind)) || out.some((s) => high(s, r.kind))) continue;
    let ev: string | null = null;
    for (const v of views) {
      if (r.skip(v)) continue;
      const unwanted = r.kind === 'self_harm_incitement' ? xv(UNWANTED, v) : null;
      gateView = v;
      gateOriginal = original;
      gateGen++;
      // No clause of the view can give a finding when every clause expression's gate is closed (and none of the
      // view's own findings holds): its clauses are not cut.
      // The family gate first (ADR 236): false only when no clause expression's first view gate can match.
      const gate = CLAUSE_GATES[i];
      if (
        ((gate < 0 || PREFILTER.mayMatchAny(gate, v)) && r.clauseExpressions.some(mayMatch)) ||
        r.viewFinding?.(v, original)
      )
        for (const c of clausesOf(v)) if ((ev = r.read(c, v, original))) break;
      if (!ev && unwanted && PUSH.test(v.slice(unwanted.index)) && !tv(SELF_OR_CARE, v)) ev = unwanted[0];
      if (ev) break;
    }
    if (ev) out.push(ruleSignal(r.kind, RISK, `${r.name}: ${ev}`));
  }
  return withoutFramed(views, out, 'policeOrSaying');
}

/** The expressions run on a view, and the clause expressions' gates, registered with the prefilter (ADR 179). */
export const ROUND12_VIOLENCE_EXPRESSIONS: readonly RegExp[] = [
  UNWANTED,
  SELF_OR_CARE,
  FICTION_OR_CLASS,
  GAME_RE,
  TRIVIAL,
  INJURY_RE,
  LAUGH,
  KITCHEN,
  PRAISE,
  READER,
  CONDUCT,
  CONDUCT_TO_ME,
  IF_UNLESS,
  CARE,
  MEET_CONDITION,
  MENACE_FRAME,
  SENT_FOR,
  MENACE_TAIL,
  PLACE_SHARED,
  WEAPON_AT,
  DISPOSAL,
  SEXUAL_RE,
  POWER,
  CONSENT_AFFIRMED,
  DARK,
  NUDGE,
  GO_ON,
  ...READINGS.flatMap((r) =>
    r.clauseExpressions.flatMap((re) => {
      const g = clauseGate(re);
      GATES.set(re, g);
      return g.onView;
    }),
  ),
].filter((r) => !r.unicode);
PREFILTER.register(ROUND12_VIOLENCE_EXPRESSIONS);
/** Per reading, a family gate (ADR 236) over the first view gate of each clause expression (any closed one closes
 *  mayMatch), or -1 when a clause expression has no view gate. */
const CLAUSE_GATES = READINGS.map((r) => {
  const firsts = r.clauseExpressions.map((re) => GATES.get(re)?.onView[0]);
  return firsts.every((g) => g !== undefined) ? PREFILTER.gate(firsts as RegExp[]) : -1;
});

/**
 * For the equivalence test (prefilter.test.ts): the clause expressions, what each needs in its view, the clauses, and
 * the two steps a gate is derived by.
 */
export const ROUND12_VIOLENCE_CLAUSES = {
  expressions: READINGS.flatMap((r) => r.clauseExpressions),
  onView: (re: RegExp): readonly RegExp[] => (GATES.get(re) ?? clauseGate(re)).onView,
  clausesOf,
  withoutEdgeReads,
  withoutEmptyOpeners,
};
