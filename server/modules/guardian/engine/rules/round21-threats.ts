/**
 * Round 21 (issue 15, ADR 248): THREATS OF VIOLENCE read by SHAPE. Round 20's readers (ADR 240) fitted the DEVELOP
 * phrases and moved the hold-out by one line; the shapes below are what the phrases stand for, each a (patient,
 * modality, close) triple over word classes rather than a list of sayings:
 *  1. the reader's fate (die, bleed, suffer, a violent participle) with the speaker's word given on it ("I promise",
 *     "bank on it", "mark my words");
 *  2. the reader's fate understated: a lesson taught by someone, a reckoning "coming", the moment the reader least
 *     expects, a corner turned with the speaker there;
 *  3. the reader inside a doomed thing ("with you in it"), or harm to the reader said to be easy;
 *  4. a capability for violence (a weapon owned, training, time served, "make people vanish", "not responsible for
 *     what I do") beside a provocation or an encounter;
 *  5. a counterfactual visit: "lucky for you I'm on shift, otherwise I'd be round yours with a bat";
 *  6. a weapon or death emoji aimed at the reader, their kin or pet; the reader's kin or pet to be kept in, with no
 *     cause named;
 *  7. others sent to the reader's area; the reader's address or number spread with a call to harm;
 *  8. dialect futures (Pidgin "i go", Jamaican "mi wi") before a violent act on the reader.
 * Guards: games and sport (lexicon TOPIC, concepts GAME), laughter, the kitchen, idioms of dying ("die laughing"),
 * named causes (foxes, fireworks, the heat); reports and quotes (frames.ts).
 * Hand-written from the shapes named in ADR 248; no challenge line is copied.
 */
import * as L from '../clauses/lexicon';
import type { ContextSignal } from '../types';
import { ARRIVAL_PURPOSE, FATE_CAUSE, GAME } from './concepts';
import { threatSignalsByView } from './round20-threats';
import type { RuleInput } from './types';
import { WordGate } from '../word-groups';

const S = String.raw;
const rx = (...parts: string[]) => new RegExp(parts.join(''));
/** A first look whose words the shared walk answers (ADR 287): no expression of its own runs on a prepared view. */
const gate = (r: RegExp): WordGate => new WordGate(r);
const { HARM, LAUGH, TOPIC } = L;
const hasClass = L.viewHasClass;

const YOU = S`(?:you|u|ya|yu|yuh)`;
const YOUR = S`(?:your|ur|yer|yo|yuh)`;
/** The reader's people and animals (after "your"). */
const KIN =
  S`(?:family|kids?|children|son|daughter|sister|brother|mum|mom|mother|dad|father|parents|wife|husband|nan|gran|` +
  S`baby|little one|lil one|little (?:girl|boy|man)|girl|boy|niece|nephew|grandkids|dog|cat|pets?|puppy|pup|kitten|` +
  S`horse)`;
const A_GAME = rx(S`\b(?:${GAME}|match|game|league|tournament|pitch|court|lobby|ranked)\b`);
const KITCHEN = /\bcook|\bchop|\bsteak|\bdinner|\brecipe|\bpumpkin|\bcarv|\bknife skills|\bhalloween|\bcostume/;

// ------------------------------------------------------------------------------------------------
// 1. The reader's fate, vouched for.
/** The reader as the subject of a coming fate: "you will", "ur gonna", "you're getting". */
const READER_FUTURE =
  S`\b(?:${YOU}(?:'ll|ll|\s+will|\s+wil|'re|re|\s+are|\s+r)?|ur)\s+` + S`(?:(?:gonna|going to|gon|finna|about to)\s+)?`;
/** What befalls the reader: death, blood, suffering, a violent participle (the lexicon's HARM past forms in chat). */
const FATE =
  S`(?:die|bleed|suffer|be (?:dead|sorry|buried|found)|get (?:hurt|stabbed|shot|cut|beaten|battered|jumped|` +
  S`shanked|merked|done in|what'?s coming)|getting (?:hurt|stabbed|shot|cut|beaten|battered|jumped|shanked|merked)|` +
  S`gettin (?:hurt|stabbed|shot|cut|beaten|battered|jumped|shanked|merked))\b`;
const FATE_OF_READER = rx(READER_FUTURE, FATE);
/** The fate's cause an exertion or a procedure ("you'll be dead after the burpees, i promise", ADR 337). */
const FATE_OF_EXERTION = rx(READER_FUTURE, FATE, S`(?:\s+\w+){0,2}?\s+${FATE_CAUSE}`);
/** The speaker's word given on it (only tested: its words are answered from the shared walk, ADR 287). */
const VOUCH = gate(
  rx(
    S`\bi promise\b|\b(?:that'?s|thats|its|it'?s) a promise\b|\bbank on it\b|\bcount on it\b|\bmark my words\b|`,
    S`\bi swear\b|\bswear (?:down|on)\b|\bon my (?:mum'?s?|mother'?s?|life|kids?'? lives?|nan'?s?)\b|\bbelieve that\b|`,
    S`\bguarantee[d]?\b|\bno cap\b|\bwatch me\b|\bmean that\b|\bi mean it\b|\bnot (?:joking|kidding)\b`,
  ),
);
/** Why a fate is no one's doing: an idiom of dying, laughter, a place or food the reader will love. */
const FATE_IDIOM = rx(
  S`\b(?:die|dying|died) (?:laughing|of|from|when|for|to|happy|inside|a little)\b|\bbleed (?:money|cash|out of)\b|`,
  S`\bsuffer (?:through|from)\b|\bbe sorry (?:you|u) missed\b`,
);
/**
 * "die for" is the idiom only with a thing after it ("die for this cake"); a bare deed is the reader's fate ("you'll
 * die for this, I promise", "die for what u did", ADR 257): this / that / it closed by a pause or the vouch.
 */
const DIE_FOR_DEED = rx(
  S`\b(?:die|bleed|suffer) for (?:what (?:${YOU}|ya)\b|(?:this|that|it|dis|dat)\b(?=\s*(?:$|[^\w\s']|`,
  S`(?:i|and|n|mark|no|swear|bank|count|on|believe|trust|watch|bruv|bro|fr)\b)))`,
);
/**
 * The bare "this" is a treat when the line goes on to name one (round-22 review): a taste, a dish, a place's praise
 * ("you'll die for this, I promise, the tiramisu at Luigi's is unreal", "wait till you taste my lasagne").
 */
const DEED_IS_TREAT = rx(
  S`\bwait (?:till|til|until|for)\s+${YOU}\s+(?:taste|try|bite|eat|drink)|\btast(?:e|es|ed|ing|y)\b|\brecipe|`,
  S`\bunreal\b|\bdelicious|\byumm?y|\bmenu\b|\bdessert|\brestaurant|\bcaf[eé]\b|\bbakery|\bbest (?!believe)\w+|`,
  S`\b(?:is|are|was) (?:insane|incredible|amazing|unreal|to die for|next level|gorgeous|stunning)\b|`,
  S`\b(?:tiramisu|lasagne|lasagna|pasta|pizza|cake|cheesecake|brownies?|cookies?|curry|jollof|ramen|sushi|tacos?|`,
  S`wings|chips|burgers?|dumplings|trifle|pie|cocktails?|wine|coffee|playlist|album|dress|view|sunsets?)\b`,
);

// ------------------------------------------------------------------------------------------------
// 2. The reader's fate understated.
/** A lesson taught to the reader by someone ("somebody ought to teach u a lesson", "I'll teach you some respect"). */
const LESSON = rx(
  S`\b(?:someone|somebody|some ?1|sum ?1|sumone|i|i'?ll|ill|we|we'?ll|my \w+|gonna|should|shud|needs? to|going to|`,
  S`about to)\b`,
  S`[^.!?]{0,30}\bteach\s+${YOU}\s+(?:a (?:lesson|thing or two)|(?:some\s+)?(?:manners|respect))\b`,
  // a lesson in a skill is no threat; a lesson in pain, in what happens to the reader, with fists, is (ADR 257). The
  // harm word is the lesson's content only right after "in / on": "in pain management", "on the consequences of
  // skipping breakfast", "in pasta making you won't forget" are skills (round-22 review).
  S`(?!\s+(?:in|on|about|at|for|how)\b(?!\s+(?:(?:a|some|real|proper|the|a little)\s+)?(?:pain|hurt|agony|blood|`,
  S`consequences|what happens|respect|manners|violence)\b(?!\s+(?:management|relief|killers?|clinic|of|free|`,
  S`science|studies|orange|pressure|sugar|tests?|donation|au|\w+ing)\b)|`,
  S`[^.!?]{0,40}?\b(?:fists?|hospital|the hard way|i know (?:who|just who)|`,
  S`(?:won'?t|wont) be (?:pretty|nice|gentle))\b))`,
);
/** A reckoning coming: "you've got it coming", "you have a beating coming (to you)". */
const RECKONING = rx(
  S`\b${YOU}(?:'ve|ve|\s+have)?\s+(?:got\s+)?(?:it|a (?:beating|hiding|kicking|slap|bullet)|what'?s)\s+coming\b`,
  // not a treat announced: "you've got it coming: the best birthday ever"
  S`(?!\s*(?:[:,\-–]\s*)?(?:a|an|the|my|some|your|lol|x+)\b)`,
);
/** The moment the reader least expects: with the speaker's arrival or act, or harm named. */
const LEAST_EXPECT = rx(S`\bwhen ${YOU} least expect it\b`);
const SPEAKER_COMES = rx(
  S`\b(?:i'?ll|ill|i will|i'?m gonna|im gonna|we'?ll|we will)\s+(?:be (?:right\s+)?(?:there|waiting|watching|`,
  S`behind ${YOU}|in ${YOUR}|at ${YOUR}|outside)|`,
  S`(?:come|get|find|catch|visit|strike|show up|turn up|pay)(?:\s+${YOU})?(?:\s+(?:back|a visit))?\b`,
  S`(?!\s+(?:a|an|some|the)\b))`,
);
/** A weapon carried to the moment: laughter does not excuse it (ADR 257), the kitchen does. */
const ARMED = rx(
  S`\b(?:with|wiv|wit|holding|and)\s+(?:a|my|me|the|his|some|a big)?\s*(?:\w+\s+)?(?:knife|blade|machete|axe|bat|`,
  S`crowbar|hammer|gun|pistol|rifle|shotgun|acid|shank|strap|glock|nine)\b`,
);
/**
 * A toy or a tool, not a weapon (round-22 review): "my nerf gun", "a water pistol", "a glue gun", "a hammer to fix
 * your shelf".
 */
const TOY_OR_TOOL = rx(
  S`\b(?:nerf|water|squirt|toy|foam|bubble|glue|massage|staple|nail|heat|paint|paintball|laser|spud|cap|confetti|`,
  S`spray|grease|caulk|soda|snowball)\s+(?:guns?|pistols?|rifles?|blasters?|swords?|bats?)\b|\bsuper ?soaker|`,
  S`\bwater balloons?\b|\b(?:hammer|drill|screwdriver|spanner|toolbox|tools)\b[^.!?]{0,50}?\b(?:fix|mend|repair|`,
  S`hang|put up|build|assemble|shel(?:f|ves)|pictures?|frames?|diy|flat ?pack|wobbly|door|cupboard)`,
);
/** A gift or plan carried to the moment ("… I'll be at your door with flowers"): concepts.ts's arrival purpose. */
const PLAN = rx(ARRIVAL_PURPOSE);
/** A corner turned with the speaker there: "one day you'll turn around and I'll be there". */
const CORNER = rx(
  S`\b${YOU}(?:'ll|ll|\s+will)\s+(?:turn (?:a|the) corner|turn around|open (?:the|your) door|look up|wake up)\b`,
  S`[^.!?]{0,20}\b(?:i'?ll|ill|i will)\s+be\s+(?:there|standing there|waiting|behind ${YOU})\b`,
);

// ------------------------------------------------------------------------------------------------
// 3. The reader inside a doomed thing; harm said to be easy.
const WITH_READER_IN = rx(S`\bwith ${YOU} (?:still\s+)?(?:in|inside)(?: it)?\b`);
const DOOMED = rx(
  S`\bburn|\bfire\b|\bflames?\b|\bgoes up\b|\bgo up\b|\bcrash|\bflip|`,
  S`\bcliff|\boff the road|\bexplod|\bblow|\bsink|\btorch|\bcrush`,
);
/** A ride, not a wreck: "the roller coaster flips with you in it". */
const A_RIDE = /\bcoaster|\bride\b|\bloops?\b|\btheme park|\bfunfair|\bfair\b|\bsimulator|\bgame\b/;
const EASY_HARM = rx(
  S`\b(?:it'?d|it would|would|it'?s|it is|`,
  S`be)\s+(?:be\s+)?(?:so\s+|very\s+|really\s+|dead\s+|too\s+)?(?:easy|simple)\s+`,
  S`(?:to|for me to|for someone to)\s+(?:\w+\s+){0,1}?(?:run ${YOU} (?:off|over|down)|push ${YOU}|hurt ${YOU}|`,
  S`make ${YOU} disappear|get rid of ${YOU}|drown ${YOU}|grab ${YOU}|snatch ${YOU}|run ${YOU} off the road)\b`,
);
/**
 * "grab you" as a pick-up or a treat (round-22 review): "grab you a coffee", "grab you from the station", "grab you
 * on your way home and go straight to the cinema". Only "grab" is excused; "snatch", "push", "hurt" are not.
 */
const GRAB_ONLY = rx(
  S`\bgrab ${YOU}\b(?=\s+(?:a|an|some|one|lunch|dinner|coffee|food|drinks?|breakfast|a lift)\b)|`,
  S`\bgrab ${YOU}\b(?=[^.!?]*\b(?:and (?:go|head|drive|get|grab|take)|from (?:the )?(?:station|airport|train|bus|`,
  S`stop|office|gym|school gates|work)|a lift|bags|shopping|(?:the|to the) (?:cinema|movies|pub|restaurant|`,
  S`airport|party|gig|match|beach)|pick ${YOU} up)\b)`,
);
const EASY_NOT_GRAB = rx(
  S`\b(?:easy|simple)\s+(?:to|for me to|for someone to)\s+(?:\w+\s+){0,1}?(?:run ${YOU} (?:off|over|down)|`,
  S`push ${YOU}|hurt ${YOU}|make ${YOU} disappear|get rid of ${YOU}|drown ${YOU}|snatch ${YOU}|run ${YOU} off)\b`,
);

/** The reader's own way home or being alone: a gym or a match named on the way is no game (ADR 257). */
const READER_ROUTE = rx(
  S`\b(?:on\s+)?${YOUR}\s+(?:way|walk|drive|ride)\s+home\b|\bwhen ${YOU}(?:'re|re|\s+are)?\s+alone\b`,
);

// ------------------------------------------------------------------------------------------------
// 4. A capability for violence beside a provocation or an encounter.
const CAPABLE = rx(
  S`\b(?:i'?ve got|i have|i got|i own|got|(?:i )?(?:just )?bought)\s+(?:a|my|me)\s+`,
  S`(?:\w+\s+)?(?:shotgun|gun|rifle|pistol|knife|machete|`,
  S`blade|crossbow|axe|bat)\b|`,
  S`(?:\bi |^|[.!?,]\s*)(?:know|learned|learnt) how to (?:make (?:people|someone|somebody|a person|${YOU}) ` +
    S`(?:disappear|vanish)|`,
  S`hurt (?:people|someone|somebody)|kill|get rid of (?:people|someone|a body)|hide a body)\b|`,
  S`\bi'?ve done time\b|\bdone (?:time|bird|a stretch)\b|\bi'?ve (?:hurt|stabbed|killed|put) (?:people|someone|men)\b|`,
  S`\b(?:i will not|i won'?t|i'?m not|im not|i am not|won'?t)\s+be\s+responsible for what i (?:do|might do)\b`,
);
const CAPABLE_GATE = gate(
  rx(
    S`gun|rifle|pistol|knife|machete|blade|crossbow|axe|`,
    S`\bbat\b|how to|done |responsible|i'?ve (?:hurt|stabbed|killed|put)`,
  ),
);
/** The reader provoking: "keep testing me", "you're pushing it", "try me", "again". */
const PROVOKED = rx(
  S`\bkeep\s+(?:\w+ing|on|going|talking|pushing|testing)\b|\b(?:you'?re|ur|you are|youre)\s+(?:testing|pushing)\b|`,
  S`\btry me\b|\btest me\b|\bdon'?t (?:push|test|try) me\b|\bone more\b|\bagain\b|\bcross paths\b|`,
  S`\bif (?:i|we) (?:see|catch|find|meet) ${YOU}\b|\bnext time\b|\bblock\w* me\b|\bignor\w* me\b`,
);
/** Why a gun, training or a temper is harmless: hunting, the range, toys, coffee, shopping. */
const CAPABLE_INNOCENT = rx(
  S`\bdeer\b|\bseason\b|\brange\b|\bclay\b|\bwater\b|\bnerf\b|\btoy\b|\bcoffee|`,
  S`\bcaffeine|\bhungry|\bshopping|\bbuy\b|\bretail\b|\biron\b|\bpancake|\bcook|\bbak|mower|\bgarden|\bhedge|`,
  S`\bwhittl|\bcamping`,
);

/**
 * The reader named as the weapon's next mark: a harmless purpose for the weapon ("for deer season") no longer excuses
 * it (ADR 257). Not "you're next to try it", "next in line", "next time".
 */
const READER_TARGETED = rx(
  S`\b(?:${YOU}(?:'re|re|\s+are|\s+r|'ll be|ll be|\s+will be|\s+be|\s+gon be)?|ur)\s+(?:the\s+)?next\b`,
  S`(?!\s+(?:to|in line|one|time|week|turn|round|up|on the list for)\b)|`,
  S`\b(?:use|try|point|aim|turn)\s+it\s+on\s+${YOU}\b|\b${YOU}(?:'re|re|\s+are|\s+r)?\s+(?:the\s+)?(?:target|prey)\b|`,
  S`\bin (?:my|the) (?:sights|crosshairs|scope)\b|\b(?:hunt|bag)\s+${YOU}\b|`,
  // the weapon shown to the reader after the provocation (round-22 review): "you'll see how sharp it is"
  S`\b${YOU}(?:'ll|ll|\s+will|\s+gonna|\s+gon)\s+(?:see|find out|learn|feel)\s+(?:how (?:sharp|well|fast|hard)|`,
  S`what it (?:can do|does|'?s for|is for)|it\b)`,
);

// ------------------------------------------------------------------------------------------------
// 5. A counterfactual visit.
const LUCKY = rx(S`\b(?:${YOU}(?:'re|re|\s+are|\s+r)?|ur|lucky for ${YOU})\s*(?:so\s+)?lucky\b|\blucky for ${YOU}\b`);
const WOULD_VISIT = rx(
  S`\b(?:or|otherwise|else|cos|because|or else)\b[^.!?]{0,40}\b(?:i'?d|id|i would)\s+(?:\w+\s+){0,3}?`,
  S`(?:be (?:at|outside|round|on)|come|go|pop)\b|\b(?:i'?d|id|i would) be (?:at|outside|round) (?:${YOUR}|yours)\b`,
);
const VISIT_HARM = rx(
  S`\b(?:bat|knife|blade|axe|crowbar|hammer|gun|machete|sort ${YOU} out|deal with ${YOU}|teach ${YOU})\b`,
);

// ------------------------------------------------------------------------------------------------
// 6. Emoji aimed; kin or pet kept in.
/**
 * A weapon or death mark: the normaliser has already read 🔪 🔫 🪓 🩸 ⚰️ 💣 as words; ☠ stays. Not 💀: in chat it is
 * laughter ("💀 I can't, your cat in a scarf").
 */
const WEAPON_MARK = /\b(?:knife|gun|axe|coffin|blood|bomb)\b|☠/;
const AIMED_AT = rx(S`\b(?:${YOU}(?:'re|re|\s+are|\s+r)?|ur|${YOUR}\s+(?:\w+\s+)?${KIN}|cute ${KIN})\b`);
/** "you're next", "looks tasty": the mark's meaning; or the message is little more than the aim and the mark. */
const NEXT_OR_LOOKS =
  /\bnext\b(?! (?:to|in line|up|time|week|turn|round)\b)|\blooks? (?:tasty|delicious|yummy|edible)\b/;
const BARE_AIM = 32;
/** Chat's praise in violent words, the emoji its underline: "u 🔪 killed it today", "you slayed". */
const PRAISE = /\b(?:kill(?:ed|ing)? it|slay(?:ed|ing)?|smash(?:ed|ing)? it|nail(?:ed|ing)? it|ate|crushed it)\b/;
const KEEP_IN = rx(
  S`\b(?:hope|better|should|i'?d|id|make sure|might want to|wanna)?\s*(?:you\s+)?keep\s+`,
  S`(?:${YOUR}\s+(?:\w+\s+)?${KIN}|that \w+|her|him|them|it)\s+(?:\w+\s+)?(?:inside|indoors|in|close|locked (?:in|up)|`,
  S`safe|away from (?:the )?windows?)\b`,
);
const KIN_PRESENT = rx(S`\b${KIN}\b`);
/** A cause for keeping them in that is no one: weather, wildlife, fireworks, crowds, illness. */
const KEEP_CAUSE = rx(
  S`\bsnake|\brattle|\bbears?\b|\bwol(?:f|ves)\b|\bspider|\bscorpion|\bticks?\b|\bbait|\bpoison|`,
  S`\btraps?\b|\bhunters?\b|\bfox|\bfirework|\bheat|\bcold|\bfreez|\bwarm|\bstorm|\brain|`,
  S`\bsnow|\bweather|\bcoyote|\bhawk|\bowl|\btraffic|\broad|\bcars?\b|\bbusy|\bcrowd|\bhot\b|\bpaws?\b|`,
  S`\bmov(?:e|ing) house|\bnew (?:house|home|place|flat)|`,
  S`\bfestival|\bflu\b|\bsick|\bvet\b|\bfight|\bbonfire|\bsmoke|\bice\b|\bsun\b|\bwind`,
);

/**
 * The speaker announcing a pass by the reader's place: a named cause ("the roads", "cold") no longer excuses keeping
 * the pet or child in (ADR 257). Not a drive "to my mum's".
 */
const SPEAKER_NEAR = rx(
  S`\b(?:i'?ll|ill|i will|i'?m|im|i be|i'?ma|imma|we'?ll|we will|we'?re|me (?:and|n|an) the (?:boys|lads|mandem))\s+`,
  S`(?:be\s+)?(?:\w+\s+)?(?:driv\w*|com\w*|pass\w*|walk\w*|roll\w*|swing\w*|cruis\w*|ride|riding|pull\w* up)\s+`,
  S`(?:(?:past|by|round|near|through|down|outside)\s+(?:${YOUR}|yours|the house)|past\b|by\b|${YOUR}\b)|`,
  S`\b(?:i'?ll|ill|i will|i'?m|im|we'?ll|we'?re)\s+(?:be\s+)?(?:outside|near|round|parked (?:outside|near|by))\s+`,
  S`(?:${YOUR}|yours)\b`,
);

/**
 * A visit with a purpose (round-22 review): "we're coming round yours after 8 with sparklers", "I'll come by yours
 * with a fan", "… for dinner". Not "with the boys", not a weapon (ARMED).
 */
const VISIT_PURPOSE = rx(
  S`\b(?:with|bringing|bring)\s+(?!(?:(?:a|an|some|the|my|our|me|his|a few|loads of|a couple of|extra|your)\s+)?`,
  S`(?:boys|lads|mandem|man dem|crew|gang|goons|bredren|youngers|olders|shooters|car|van|motor|whip|ride|`,
  S`headlights|lights off)\b)(?:(?:a|an|some|the|my|our|a few|loads of|a couple of|extra|your)\s+)?[a-z]{3,}|`,
  S`\bfor\s+(?:dinner|tea|lunch|breakfast|drinks|a (?:brew|cuppa|bbq|barbecue|film|movie|catch ?up|playdate|visit)|`,
  S`the party|movie night|games night)\b`,
);
/** The reader's address known to the speaker: no cause excuses keeping the kin in then (round-22 review). */
const ADDRESS_KNOWN = rx(
  S`\bi (?:already |still |now |even )?(?:know|found|have|got|worked out)\s+(?:${YOUR}|the|where)\s+(?:new\s+)?`,
  S`(?:address|postcode|place|house|flat|street|${YOU} (?:live|are moving|r moving|'re moving))\b`,
);

// ------------------------------------------------------------------------------------------------
// 7. Others sent to the reader's area; the reader's address spread with a call to harm.
const SENT_AREA = rx(
  S`\b(?:send(?:ing)?|bring(?:ing)?)\s+(?:the\s+|my\s+|me\s+)?(?:mandem|man dem|goons|gang|shooters|crew|boys|lads|`,
  S`bredren|youngers|olders)\s+(?:\w+\s+)?(?:to|round|over to|for)\s+(?:${YOUR}|yours)\s*(?:ends|endz|area|block|`,
  S`hood|yard|manor|estate|side|address|door|house|flat|street)?\b`,
);
const SENT_PURPOSE = /\bparty|\bbirthday|\bhelp|\bmove|\bmoving|\bfix|\bcake|\bpick|\bdrinks?\b|\bwedding|\bfood/;
const DOXXED = rx(
  S`\b(?:${YOUR}\s+(?:home\s+)?(?:address|number|nudes|pics|photos)\s+(?:is\s+|are\s+)?(?:going|goes|go)\s+(?:on|up|`,
  S`online)|(?:post|posting|put|putting|share|sharing|leak|leaking|spread|spreading)\s+${YOUR}\s+(?:home\s+)?`,
  S`(?:address|number)\b)`,
);
const CALL_TO_HARM = rx(
  S`\b(?:come (?:and |n )?(?:hurt|get|find|visit|for) ${YOU}|come for ${YOU}|pay ${YOU} a visit|find ${YOU}|`,
  S`(?:hurt|kill|stab|beat|rape) ${YOU})\b`,
);

// ------------------------------------------------------------------------------------------------
// 8. Dialect futures before a violent act on the reader.
const DIALECT_INTENT = rx(
  S`\b(?:i|we|mi|me|dem|boys|ah)\s+(?:go|wi|a go|ago|gwine|gwan|ga)\s+(?:\w+\s+)?`,
  S`(?:scatter|wound|buss|bust|kill|beat|shoot|stab|deal with|finish|moer|dash|jook|chop|wet|flog|slap|`,
  S`break|burst|bury|lick|box)\b[^.!?]{0,30}\b(?:${YOU}|${YOUR}|inna yuh|am|una)\b`,
);
const DIALECT_GATE = gate(/ (?:go|wi|a go|ago|gwine|gwan|ga) /);
/** Afrikaans-English "moer" (beat up) aimed at the reader, with a future. */
const MOER = rx(S`\b(?:i'?ll|ill|i will|gonna|ima|imma)\s+moer\s+${YOU}\b`);

// ------------------------------------------------------------------------------------------------
// 9. An arrival to harm; others arriving in the reader's area; harm imagined aloud.
/** The speaker arriving to "sort you out / deal with you" (not to sort them out with a plate or the wifi). */
const ARRIVAL_TO_HARM = rx(
  S`\b(?:come|coming|pop|popping|be|get|go|going)\s+(?:round|over|by|there)\b[^.!?]{0,20}?\b(?:to|and)\s+`,
  S`(?:sort ${YOU} out|deal with ${YOU}|see to ${YOU}|settle (?:this|things|it) with ${YOU})\b`,
  S`(?!\s+(?:with|a|an|some|for|dinner|lunch)\b)`,
);
const HELP_OBJECT = rx(
  S`\bwifi|\blaptop|\bboiler|\bcomputer|\bphone|\bshel(?:f|ves)|`,
  S`\bhair|\bnails|\bdinner|\bfood|\bdrinks?\b|\bmassage|\bpaperwork|\btax`,
);
/** Others arriving in the reader's area: "the mandem will roll up to your block". */
const OTHERS_ARRIVE = rx(
  S`\b(?:boys|mandem|man dem|goons|gang|crew|lads|youngers|bredren|shooters)\s+(?:go|gonna|will|'ll|are gonna|finna|`,
  S`a go|are coming|coming)\s+(?:pull up|come|slide|roll up|run up|link up|ride)\s+(?:to|for|on|in|through|round)\s+`,
  S`${YOUR}\s+(?:ends|endz|area|block|hood|yard|manor|estate|side|street|house|door)\b`,
);
/** Harm to the reader imagined aloud: "imagine if someone followed you home one night. just saying". */
const IMAGINED = rx(
  S`\bimagine (?:if )?(?:someone|somebody|some ?1|i|a (?:guy|man|stranger|random))\s+(?:just\s+)?(?:followed|`,
  S`follows|found|watched|grabbed|hurt|jumped|snatched|was waiting for|waited for|turned up at|showed up at)\s+`,
  S`(?:${YOU}|${YOUR})\b`,
);
const IMAGINED_CLOSE = /\bhome\b|\bnight\b|\balone\b|\bjust sayin|\bno reason\b|\bfrom (?:the|work|your)\b|\bdark\b/;
/** The joke's turn: the follower was an animal ("… and it was a puppy"); "… and it was me" stays a threat. */
const IMAGINED_PET =
  /\band it (?:was|turned out to be|'s) (?:just )?(?:a|an|the|my) (?:\w+ )?(?:puppy|dog|cat|kitten|duck|goose|fox|pigeon|cow|goat|sheep|hedgehog)\b/;

// ------------------------------------------------------------------------------------------------
// 10. A catastrophe wished on the reader's things; the reader carried off; a mishap to their kin on their routine.
/** "hope your plane goes down", "hope your house catches fire": a wish, the reader's thing, a catastrophe. */
const THING_CATASTROPHE = rx(
  S`\b(?:hope|hoping|wish|pray)\s+(?:that\s+)?${YOUR}\s+(?:\w+\s+)?(?:plane|flight|car|truck|van|bike|house|flat|`,
  S`home|building|boat|train|bus|roof|ceiling)\s+(?:(?!never\b|not\b|safely\b)\w+\s+)?(?:goes down|go down|crash(?:es)?|catch(?:es)? fire|`,
  S`burns?(?: down)?|blows? up|explodes?|sinks?|collapses?|caves? in|falls? (?:on|in)|flips?|goes up in flames|`,
  S`goes off (?:a|the) (?:cliff|road|bridge))\b`,
);
/** The reader carried off in what takes away the hurt and the dead. */
const CARRIED_OFF = rx(
  S`\b${YOU}(?:'ll|ll|\s+will|'d|\s+would|'re gonna|\s+are gonna|\s+gonna|'re going to)?\s+(?:be\s+)?`,
  S`(?:leaving|leave|going home|go home|end up|look (?:good|great|nice|better|cute)|fit|coming out|carried out|`,
  // "on the box" is television (ADR 254): a box carries the reader off only "in" it
  S`come out)\s+(?:(?:in|on)\s+(?:a|an|the)\s+(?:ambulance|body ?bag|stretcher|hearse|coffin|casket)|in\s+(?:a|the)\s+box)\b|`,
  S`\b(?:put|send|leave)\s+${YOU}\s+(?:six feet (?:deep|under)|in (?:a|an|the) (?:ambulance|body ?bag|hearse|`,
  S`coffin|box))\b|\b${YOU}(?:'re|re|\s+are|\s+r)?\s+(?:living\s+)?on borrowed time\b(?!\s+with\b)`,
);
/** A mishap to the reader's kin on their way: "I'd hate for your little girl to get lost on the way home". */
const KIN_MISHAP = rx(
  S`\b(?:hate|shame|pity|terrible|awful|sad)\b[^.!?]{0,12}\b(?:for|if)\s+${YOUR}\s+(?:\w+\s+)?${KIN}\s+`,
  S`(?:\w+\s+)?(?:to\s+)?(?:get|got|go|went|were|was|had)\s+(?:lost|missing|hurt|taken|snatched|an accident|`,
  S`run over)\b`,
);
const CARRIED_GATE = gate(/ambulance|body ?bag|stretcher|hearse|coffin|casket|box|six feet|borrowed/);
const KIN_MISHAP_GATE = gate(/hate|shame|pity|terrible|awful|sad/);
const ON_THEIR_WAY = /\bhome\b|\bschool\b|\bwalk|\balone\b|\bnight\b|\bpark\b|\bway\b|\broute\b/;
const ADVICE =
  /\btracker|\blead\b|\bleash|\bchip|\btag\b|\bcareful|\btake care|\bkeep an eye|\bwater\b|\bsun ?cream|\bhelmet/;
/** A watcher or the speaker's knowledge of the child's way closes the "advice": it is the menace (ADR 257). */
const WATCHER = rx(
  S`\bwho'?s (?:watching|around|out there|following)\b|\b(?:people|ppl|some(?:one|body)) (?:are |is )?watching\b|`,
  S`\bjust sayin|\bi know (?:his|her|their|the|which) (?:route|way|school|bus|stop|times?|path)\b|`,
  S`\bi know (?:which way|where) (?:he|she|they)\b`,
);

/** The threat the view holds, as a plain-words reason, or '' (none). */
function threatIn(v: string): string {
  // Each shape runs only when a literal it cannot match without is in the view (ADR 190).
  // 1. A fate vouched for.
  if (
    // the speaker's word is the rarer half: read first
    VOUCH.test(v) &&
    FATE_OF_READER.test(v) &&
    !FATE_OF_EXERTION.test(v) &&
    (!FATE_IDIOM.test(v) || (DIE_FOR_DEED.test(v) && !DEED_IS_TREAT.test(v))) &&
    !hasClass(v, LAUGH) &&
    !hasClass(v, TOPIC) &&
    !A_GAME.test(v)
  )
    return "the reader's fate, vouched for";
  // 2. Understated fates.
  if (v.includes('teach') && LESSON.test(v) && !hasClass(v, LAUGH) && !hasClass(v, TOPIC) && !A_GAME.test(v))
    return 'a lesson promised to the reader';
  if (v.includes('coming') && RECKONING.test(v)) return 'a reckoning promised to the reader';
  if (
    v.includes('least expect') &&
    LEAST_EXPECT.test(v) &&
    (SPEAKER_COMES.test(v) || hasClass(v, HARM)) &&
    !PLAN.test(v) &&
    (!hasClass(v, LAUGH) || (ARMED.test(v) && !KITCHEN.test(v) && !TOY_OR_TOOL.test(v)))
  )
    return 'the speaker promised when the reader least expects it';
  if ((v.includes('turn') || v.includes('open') || v.includes('look up') || v.includes('wake up')) && CORNER.test(v))
    return 'the speaker promised at a turn of the reader';
  // 3. The reader inside a doomed thing; harm said to be easy.
  if (
    (v.includes('with you') || v.includes('with u ')) &&
    WITH_READER_IN.test(v) &&
    DOOMED.test(v) &&
    !A_RIDE.test(v) &&
    !hasClass(v, LAUGH)
  )
    return 'the reader inside a doomed thing';
  if (
    (v.includes('easy') || v.includes('simple')) &&
    EASY_HARM.test(v) &&
    (!GRAB_ONLY.test(v) || EASY_NOT_GRAB.test(v)) &&
    !A_GAME.test(v) &&
    (!hasClass(v, TOPIC) || READER_ROUTE.test(v))
  )
    return 'harm to the reader said to be easy';
  // 4. A capability beside a provocation.
  if (
    CAPABLE_GATE.test(v) &&
    CAPABLE.test(v) &&
    PROVOKED.test(v) &&
    (!CAPABLE_INNOCENT.test(v) || (READER_TARGETED.test(v) && !TOY_OR_TOOL.test(v))) &&
    !hasClass(v, LAUGH) &&
    !A_GAME.test(v)
  )
    return 'a capability for violence beside a provocation';
  // 5. A counterfactual visit.
  if (v.includes('lucky') && LUCKY.test(v) && WOULD_VISIT.test(v) && VISIT_HARM.test(v) && !A_GAME.test(v))
    return 'a visit held back only by chance';
  // 6. Emoji aimed; kin or pet kept in.
  if (
    (v.includes('knife') ||
      v.includes('gun') ||
      v.includes('axe') ||
      v.includes('coffin') ||
      v.includes('blood') ||
      v.includes('bomb') ||
      v.includes('☠')) &&
    WEAPON_MARK.test(v) &&
    AIMED_AT.test(v) &&
    (v.length <= BARE_AIM || NEXT_OR_LOOKS.test(v)) &&
    !PRAISE.test(v) &&
    !KITCHEN.test(v) &&
    !hasClass(v, LAUGH)
  )
    return 'a weapon or death emoji aimed at the reader or their kin';
  if (
    v.includes('keep') &&
    KEEP_IN.test(v) &&
    KIN_PRESENT.test(v) &&
    (!KEEP_CAUSE.test(v) ||
      (SPEAKER_NEAR.test(v) && !(VISIT_PURPOSE.test(v) && !ARMED.test(v))) ||
      ADDRESS_KNOWN.test(v)) &&
    !hasClass(v, LAUGH) &&
    !v.includes('i keep')
  )
    return "the reader's kin or pet to be kept in, no cause named";
  // 7. Others sent; the address spread.
  if ((v.includes('send') || v.includes('bring')) && SENT_AREA.test(v) && !SENT_PURPOSE.test(v))
    return "others sent to the reader's area";
  if ((v.includes('address') || v.includes('number')) && DOXXED.test(v) && CALL_TO_HARM.test(v))
    return "the reader's address spread with a call to harm";
  // 9. An arrival to harm; others arriving; harm imagined.
  if (
    (v.includes('sort') || v.includes('deal with') || v.includes('see to') || v.includes('settle')) &&
    ARRIVAL_TO_HARM.test(v) &&
    !HELP_OBJECT.test(v) &&
    !hasClass(v, LAUGH)
  )
    return 'an arrival to harm the reader';
  if (
    (v.includes(' up ') || v.includes('come') || v.includes('slide') || v.includes('ride')) &&
    OTHERS_ARRIVE.test(v) &&
    !SENT_PURPOSE.test(v)
  )
    return "others arriving in the reader's area";
  if (v.includes('imagine') && IMAGINED.test(v) && IMAGINED_CLOSE.test(v) && !IMAGINED_PET.test(v))
    return 'harm to the reader imagined aloud';
  // 10. A catastrophe wished; the reader carried off; a mishap to their kin.
  if ((v.includes('hop') || v.includes('wish') || v.includes('pray')) && THING_CATASTROPHE.test(v))
    return "a catastrophe wished on the reader's things";
  if (CARRIED_GATE.test(v) && CARRIED_OFF.test(v) && !hasClass(v, LAUGH) && !hasClass(v, TOPIC))
    return 'the reader carried off hurt or dead';
  if (KIN_MISHAP_GATE.test(v) && KIN_MISHAP.test(v) && ON_THEIR_WAY.test(v) && (!ADVICE.test(v) || WATCHER.test(v)))
    return "a mishap to the reader's kin on their way, hated aloud";
  // 8. Dialect futures.
  if (DIALECT_GATE.test(v) && DIALECT_INTENT.test(v) && !A_GAME.test(v) && !hasClass(v, LAUGH))
    return 'violence promised in dialect';
  if (v.includes('moer') && MOER.test(v) && !A_GAME.test(v) && !hasClass(v, LAUGH)) return 'violence promised in slang';
  return '';
}

/** Round 21's threat signals for one message (context.ts appends them after round 20's; same driver). */
export const round21ThreatSignals = (input: RuleInput): ContextSignal[] => threatSignalsByView(input, threatIn);
