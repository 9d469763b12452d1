/**
 * Round 13 (issue 15, ADR 185): threats and sexual violence that name no harm verb round 12's clause reader holds.
 * Written from general knowledge after reading the development sets' miss clusters; no challenge line is copied.
 *
 * Each reading needs every slot of its concept in one message:
 *  - menace by implication: what is the reader's (their pet, car, home, kin) + a veiled fate for it ("shame if he
 *    didn't come home", "your house is next", "hope nothing happens to it"), or a demand + "or" + the reader's kin or
 *    thing + a consequence ("answer or your brother pays for it");
 *  - the speaker shows they watch the reader: a specific place or routine of the reader's (a flat number, a road, a
 *    door or car colour, a time) confirmed by a tag question or joined to a sign of watching ("I counted the windows",
 *    "lights still on I see"), or the reader's address found through records, a photo or a third person;
 *  - euphemisms of killing and beating with the reader as object ("put you in the ground", "rearrange your face"),
 *    predictions of the reader's state after the speaker acts ("you won't be smiling after"), threats as questions
 *    ("think your wheelchair protects you?"), capability claimed ("not saying I'd hurt you, saying I could"), luck
 *    ("you're lucky there were witnesses"), wishes of an accident to the reader, people the speaker has act;
 *  - sexual violence as disregard of consent: incapacity (too drunk to say no, asleep, something in a drink, whoever
 *    holds it), a refusal that will be ignored ("say no and I'll do it anyway", "I just won't listen"), consent
 *    declared void ("matching means you agreed", "no consent needed"), resistance declared futile ("don't bother
 *    struggling"), others invited to take turns, wishes that the reader be assaulted.
 * Guards: a message that reports or quotes (frames.ts decides, ADR 183), negation, games and sport, films, horror
 * and true crime, kitchen and hunting talk, laughter (threats only), care, and for sexual violence a kink negotiation
 * between adults who opted in (safewords, "if you ask nicely", "only if you want").
 */
import { mayHoldEmoji } from '../normalize';
import { GUARDIAN_PREFILTER, execRule as xv, testRule as tv } from '../prefilter';
import type { ContextSignal } from '../types';
import { AT_GAME, TRIVIAL_THINGS } from './concepts';
import { quotesSetAside, withoutFramed } from './frames';
import { ruleSignal, viewsWithSqueezed, type RuleInput } from './types';

const S = String.raw;
const rx = (...parts: string[]) => new RegExp(parts.join(''));

// ------------------------------------------------------------------------------------------------
// Slots
const YOU = S`(?:you|u|ya|yu)`;
const YOUR = S`(?:your|ur|yer)`;
/** What the reader holds dear and can lose: kin, a pet, a car, a home. */
const DEAR =
  S`(?:family|kids?|children|son|daughter|sister|brother|little (?:brother|sister|one)|mum|mom|mother|dad|father|` +
  S`parents|wife|husband|girlfriend|boyfriend|girl|boy|nan|gran|grandma|baby|dog|cat|puppy|kitten|pets?|horse|car|` +
  S`house|` +
  S`home|flat|place|van|bike)`;
/** The reader's dear one named: "your dog", "ur little sister", "that cat of yours"; "nice car" (said to them). */
const READER_DEAR =
  S`(?:${YOUR}\s+(?:\w+\s+)?${DEAR}|(?:nice|cute|lovely|pretty|sweet) (?:\w+\s+)?${DEAR}|` +
  S`(?:that|this|the) (?:\w+\s+)?${DEAR} of (?:yours|urs))`;
/** The speaker, or people the speaker has act. */
const I_WILL =
  S`(?:i'?ll|ill|i will|i'?m (?:gonna|going to)|im (?:gonna|going to)|imma|ima|i'?ma|gonna|` + S`we'?ll|we will)`;
const NOT =
  S`(?:\b(?:never|not|nobody|no one|nothing)\b|\b(?:don|won|can|wouldn|couldn|shouldn|didn|isn|aren|` +
  S`wasn|doesn)'?t\b|\bdont\b|\bwont\b)`;
const NEGATED_BEFORE = rx(NOT, S`[^,.!?]{0,18}$`);
/** A rhetorical question or eagerness is not a negation: "wouldn't it be awful if …", "can't wait to …". */
const RHETORICAL = /\b(?:wouldn'?t|won'?t|isn'?t) it\b|\bwould(?:n'?t)? it not\b|\b(?:can'?t|cannot) wait\b/g;

// ------------------------------------------------------------------------------------------------
// Threat readings
/** A veiled fate for the reader's dear one ("shame if he got out", "would be sad if she didn't come home"). */
const VEILED_FATE = rx(
  S`\b(?:(?:be |a |such a |real )?(?:shame|pity|sad|tragic|terrible|awful)\s+(?:if|when|about)\b[^.!?]{0,40}?\b`,
  S`(?:happened|got (?:out|hurt|lost|loose|sick|hit|run over)|went missing|disappeared|(?:didn'?t|never|`,
  S`doesn'?t|did not) (?:come|came|make it) (?:home|back)|caught (?:fire|🔥)|burn\w*|ended up|had an accident|`,
  S`the brakes|broke|got damaged|was gone)|hope nothing (?:bad )?(?:ever )?happens to|`,
  S`(?:nothing|something) (?:bad )?(?:would |might |could )?happen(?:s|ed)? to (?:it|him|her|them)\b|`,
  S`if i were (?:${YOU})\b[^.!?]{0,20}\b(?:keep|lock|watch)\w* (?:him|her|them|the ${DEAR})\s+(?:in|inside|indoors|`,
  S`close|safe|locked|in tonight)|\bi'?d keep (?:him|her|them) (?:in|inside|indoors|close|locked up)\b[^.!?]{0,20}`,
  S`\bif i were (?:${YOU})\b|accidents (?:happen|do happen)|(?:ended|end|ends) up under (?:a|the) (?:car|bus|`,
  S`train|lorry|truck)|(?:goes|going|go|ends? up|will end up)\s+(?:for a swim )?(?:in|into) (?:the )?(?:river|canal|`,
  S`lake|bin|woods|sea|freezer))`,
);
/** The reader's dear one as what is "next" ("your house is next"), not "next to", "next week". */
const DEAR_NEXT = rx(
  S`\b${YOUR}\s+(?:\w+\s+)?${DEAR}\s+(?:is|are|'?s|will be|could be)\s+next\b(?!\s+(?:to|on|in|week|door|time|`,
  S`year|month|stop|up|for|in|after|at|on|please))`,
);
/** A demand, then "or" + the reader's dear one + a consequence ("answer or your brother pays for it"). */
const OR_DEAR_PAYS = rx(
  S`\b(?:or(?: else)?|otherwise|unless)\b[^.!?]{0,6}\b${YOUR}\s+(?:\w+\s+)?${DEAR}\s+(?:will |is gonna |`,
  S`is going to |gets? to )?(?:pays?|paying|suffers?|finds? out (?:how|what)|gets? (?:hurt|it|a visit)|`,
  S`goes for a swim|goes in|ends? up|disappears?|has an accident|won'?t (?:be safe|come home|make it))\b`,
);
/** Tampering with the reader's car: "check under your car", the brakes with "drive carefully". */
const CAR_TAMPER = rx(
  S`\b(?:check\w*|look\w*) under (?:${YOUR}|the) (?:car|van|motor)\b|\b(?:cut|tamper\w*|messed with|`,
  S`loosen\w*) (?:${YOUR}|the) (?:brakes?|brake lines?|wheels?|wheel nuts)\b`,
);
const BRAKES_AND_CARE = /\bbrakes?\b[^]{0,60}\b(?:drive|driving) (?:carefully|safely|safe)\b/;
const MECHANIC =
  /\bmy (?:bike|car|van|motor)\b|\b(?:mechanic|garage|service|serviced|mot|squeak\w*|pads|replaced|fixed|repair\w*)\b/;
/** What the reader can't hide: "I will find you, it's not hard", "your whole life is on instagram". */
const FIND_YOU = rx(
  S`\b(?:${I_WILL}|i'?m gonna)\s+(?:\w+\s+)?find (?:${YOU})\b(?!\s+(?:a|an|some|the|at|in|on|by|there|outside|`,
  S`inside|near|later|when|after|before|first|online|again|easily|attractive|hot|cute|\w+ing))`,
);
const FIND_EASE = rx(
  S`\b(?:it'?s not hard|isn'?t hard|not (?:that |very )?hard|easy|nowhere to hide|can'?t hide|wherever|no matter `,
  S`where|(?:whole|entire) life is (?:on|online)|you can run|run all you want|hide all you want)\b`,
);
/** The speaker announces a search ending with the reader found, and nothing else: "I'LL FIND YOUUU". */
const FIND_ALONE = rx(S`^\W*(?:${I_WILL}|i'?m gonna)\s+find (?:${YOU})\W*$`);

/** A specific place or routine of the reader's: a number, a road, a door or a car's colour, a time. */
const SPECIFIC_PLACE = rx(
  S`\b(?:(?:flat|room|apartment|apt|unit|number|no|house|door)\s*#?\d+\w?|\d+\w?\s+(?:\w+\s+)?(?:road|street|`,
  S`st|avenue|ave|lane|close|drive|crescent|way)|[a-z]+ (?:road|street|avenue|lane|crescent)|(?:red|blue|black|`,
  S`white|green|grey|gray|silver|yellow|orange|purple) (?:\w+\s+)?(?:door|car|corsa|golf|fiesta|polo|bmw|audi|`,
  S`merc|mini|clio|civic|van|bike|gate|fence)|(?:at|around|by) \d{1,2}(?::\d\d|am|pm|\.\d\d)|every (?:day|`,
  S`morning|night|evening|monday|tuesday|wednesday|thursday|friday|saturday|sunday|week)|same (?:route|time|`,
  S`bus|train|path|way))\b`,
);
/** The reader or their kin as the one who lives, works, parks, walks there. */
const READER_THERE = rx(
  S`\b(?:${YOU}|${YOUR} \w+(?: \w+)?)\s+(?:always |usually |still |normally |often )?(?:live|lives|living|park|`,
  S`parks|parked|walk|`,
  S`walks|run|runs|leave|leaves|work|works|stay|stays|sleep|sleeps|get|gets|go|goes|take|takes|'?re in|are in|`,
  S`is in)\b|\b(?:you'?re|you are|ur) in\b|\b(?:is|'s) yours\b|\b${YOUR}\s+(?:\w+\s+)?(?:house|flat|door|building|`,
  S`halls|room|car|route|runs?|shift|commute|street|`,
  S`road|windows?|garden|porch|gate|roses)\b|\bnice (?:\w+\s+)?(?:car|door|house|roses|garden|bike|van|`,
  S`corsa|golf|fiesta|polo|bmw|audi)\b`,
);
/** A tag question confirming the knowledge ("don't you", "isn't it", "right?"). */
const TAG_QUESTION = rx(
  S`\b(?:don'?t (?:you|u|they|he|she)|doesn'?t (?:he|she|it)|isn'?t it|aren'?t (?:you|u|they)|right|yeah|`,
  S`correct|innit|am i right)(?:\s*\?|\W*$)`,
);
/** Signs the speaker watches or tracked the reader. */
const WATCHING = rx(
  S`\b(?:counted|been (?:watching|parked|sat|sitting|waiting|following)|parked (?:across|outside|opposite|near)|`,
  S`lights? (?:still |are |is )?(?:on|off)|since \d|for (?:hours|ages)|every (?:night|day|morning)|brave|`,
  S`sleep (?:tight|well)|see (?:you|u) soon|i'?ll be seeing (?:you|u)|be a shame|electoral|records?|one photo|`,
  S`a photo|from (?:your|ur) (?:story|posts?|pics?|photos?|insta)|`,
  S`tagged?|strava|find my|tracker|airtag)\b`,
);
/** The place was given, shared or is a date's pick-up: not watching. */
const PLACE_GIVEN = rx(
  S`\b(?:you (?:told|showed|sent|gave) me|you (?:said|mentioned)|my (?:aunt|uncle|mum|mom|nan|gran|cousin|`,
  S`friend|mate|sister|brother) (?:lives?|lived)|i used to|we live|i live|same (?:street|gym|building|school|office)|`,
  S`neighbou?rs?|my (?:son|daughter|kids?|boy|girl)|meet (?:you|u)|see (?:you|u) there|pick (?:you|u) up|`,
  S`picking (?:you|u) up|come down|buzz me|let me in|on my way|omw|uber|taxi|`,
  S`delivery|parcel|dinner|reservation|booked|i'?m here|just arrived|running late|directions|postcode for)\b`,
);
/** The reader's address found through records, a photo or a third person ("your ex told me where you live"). */
const FOUND_ADDRESS = rx(
  S`\b(?:found|find|tracked down|looked up|got|have)\s+(?:${YOUR}|${YOUR} \w+'?s?|someone'?s)\s+(?:\w+\s+)?`,
  S`(?:house|address|home|flat|place)\b[^.!?]{0,40}\b(?:electoral|records?|photo|pic|picture|story|posts?|`,
  S`insta|instagram|facebook|tagged?|metadata|reverse|online)\b|\b(?:how )?easy (?:it is )?to find `,
  S`(?:someone'?s|${YOUR}|a girl'?s|a guy'?s) (?:house|address|home|flat)\b|\b(?!you\b)\w+ (?:told|gave|showed|`,
  S`sent) me (?:where (?:${YOU}|${YOUR} \w+) (?:live|lives|work|works|stay)|${YOUR} address)\b`,
);
const VISIT = rx(
  S`\b(?:i'?ll be seeing (?:you|u)|see (?:you|u) soon|be seeing (?:you|u)|i'?m coming|on my way|minutes? away|`,
  S`(?:pay|paying) (?:you|u) a visit|knock on|drop by|pop round|swing by|outside)\b`,
);

/** Euphemisms of killing and beating, the reader as object. */
const EUPHEMISM = rx(
  S`\bput (?:${YOU}) (?:in|into|under|6|six) (?:the )?(?:ground|dirt|grave|feet under)(?! floor| level)|`,
  S`\bsleep(?:ing)? with the `,
  S`fish(?:es)?\b|\brearrange (?:${YOUR}) (?:face|teeth|jaw)(?! into| in to| for)|\b(?:eat|eating|drink|`,
  S`drinking) through a straw|`,
  S`\b${YOUR} (?:own )?(?:mum|mom|mother|family) (?:won'?t|will not|wouldn'?t) (?:recogni[sz]e|know) (?:${YOU})|`,
  S`\b(?:meet|meeting) ${YOUR} maker|\bpushing up daisies|\b(?:dirt|long) nap\b(?=[^.!?]{0,20}\b(?:${YOU}|`,
  S`give|send|put)\b)|\bdead (?:man|woman|girl|boy|bitch|meat) walk(?:ing|in'?)?\b|`,
  S`\b(?:catch|caught|get|getting) (?:${YOU}) (?:slipping|slippin|lacking|lackin|alone)\b[^.!?]{0,25}\b(?:lights `,
  S`out|it'?s over|done|dead|finished)\b|\bit'?s lights out (?:for (?:${YOU}))|`,
  S`\b(?:send|sending) (?:${YOU}) (?:to (?:the )?(?:hospital|morgue|icu|a&e|a e|heaven|hell|god|your grave))\b|`,
  S`\b(?:nobody|no one|they) (?:will |would |'?ll )?(?:ever )?(?:find|found|finds) (?:${YOU}|${YOUR} body)\b`,
  S`(?![^.!?]{0,20}\b(?:attractive|boring|cute|annoying|funny|in the crowd|at the))`,
);
/** The reader's state after the speaker acts: "you won't be smiling after I'm done", "you won't walk again". */
const AFTER_STATE = rx(
  S`\b(?:${YOU}|you'?ll|u'?ll)\s+(?:won'?t|will not|ain'?t|aren'?t gonna|not gonna|wont)\s+(?:be\s+)?(?:smiling|`,
  S`laughing|walking|talking|so pretty|so cocky|so brave|so tough|so smug|so mouthy|so loud|breathing|`,
  S`walk|talk|smile|laugh)\b[^.!?]{0,10}\b(?:after|when|once|for long|much longer|again|anymore|any more|`,
  S`by the time)\b(?=[^.!?]{0,30}\b(?:i|we|my|me|with (?:you|u)|done|finished|through|again|anymore|any more)\b)|`,
  S`\bmake sure (?:${YOU}) (?:can'?t|cannot|never|won'?t) (?:walk|talk|see|smile|breathe|eat|show ${YOUR} face)`,
  S`\b(?=[^]{0,50}\b(?:one way or (?:another|the other)|again|permanently|for good)\b)`,
);
/** Capability claimed: "not saying I'd hurt you, I'm saying I could"; "I could end you and nobody would know". */
const CAPABILITY = rx(
  S`\bnot saying i'?d\s+(?:\w+\s+)?(?:hurt|kill|harm|touch|hit|end|break)\b[^]{0,40}\bsaying i (?:could|can|`,
  S`might)\b|\bi could (?:easily )?(?:hurt|kill|end|break|harm|get to|reach) (?:${YOU}|${YOUR} \w+)\b[^.!?]{0,30}\b`,
  S`(?:nobody|no one) (?:would|will) (?:know|find|hear)\b`,
);
/** Luck that protected the reader: "you're lucky there were witnesses". */
const LUCKY = rx(
  S`\b(?:you'?re|you are|ur|you were|u were|(?:you|u) got) lucky\b[^.!?]{0,25}\b(?:witness\w*|cameras?|people `,
  S`around|in public|bouncers?|security|(?:my|the) (?:mates?|friends?|boys) (?:held|pulled|stopped) me|`,
  S`held me back|pulled me (?:back|off)|i (?:was|wasn'?t) (?:in a good mood|sober|drunk|alone))\b`,
);
/** A threat as a question: "think your wheelchair protects you? it doesn't". */
const PROTECTS_YOU = rx(
  S`\b(?:think|thought|believe)\s+(?:that\s+)?(?:${YOUR}\s+(?:\w+\s+)?\w+|(?:the )?(?:police|cops|block|`,
  S`restraining order|security|locks?|door))\s+(?:protects|will protect|can protect|is gonna protect|is going to `,
  S`protect|keeps|will keep|can keep|saves|will save|can save)\s+(?:${YOU})\b(?:\s+safe)?[^.!?]{0,5}\?`,
);
const IT_DOESNT = /\b(?:it|they|he|she)\s+(?:doesn'?t|won'?t|don'?t|will not|does not|can'?t)\b|\bthink again\b/;
/** A wish that the reader meet an accident: "hope you crash and nobody finds you". */
const WISH_ACCIDENT = rx(
  S`\b(?:i hope|hope|hopefully|i wish|i pray)\s+(?:that\s+)?(?:${YOU}|${YOUR} \w+)\s+(?:\w+\s+)?(?:crash(?:es)?\s+`,
  S`(?:on|into)\s+(?:the|that|a|your)\s+(?:\w+\s+)?(?:highway|motorway|road|wall|tree|bridge|lorry|truck)|`,
  S`(?:crash|crashes)\s+(?:and|&) (?:die|burn)|get(?:s)? (?:hit|run over|knocked down|mowed down) by|`,
  S`(?:fall|falls) (?:down|off) (?:the )?(?:stairs|a cliff|a bridge|a building)|(?:choke|chokes|drown|drowns|`,
  S`burn|burns) (?:to death|in|on)|(?:break|breaks) (?:${YOUR}|their) (?:neck|spine|skull)|die (?:in|alone|slowly|`,
  S`painfully|screaming|horribly))\b`,
);
/** People the speaker has act: "I'll have the boys jump you", "gonna get you shanked". */
const DELEGATED = rx(
  S`\b(?:${I_WILL}|i can|i could)\s+(?:\w+\s+)?(?:have|get|send)\s+(?:the|my|some|a few|a couple of|a couple)\s+`,
  S`(?:\w+\s+)?(?:boys|lads|mates|guys|friends|cousins|crew|brothers|people|mandem|gang|man)\s+(?:to\s+)?(?:jump|`,
  S`beat|batter|stab|shank|shoot|smash|sort|deal with|visit|pay (?:you|u) a visit|rush|bash|do|wet|merk|`,
  S`teach|run up on|pull up on)\w*\s+(?:${YOU}|${YOUR}\s+\w+)\b|\b(?:${I_WILL})\s+get (?:${YOU}|${YOUR} \w+)\s+`,
  S`(?:shanked|stabbed|jumped|shot|bodied|merked|wet up|smoked|beaten|battered|done in|hurt|killed|sorted out)\b`,
);
/** "Keep running your mouth and see if you don't get smoked". */
const SEE_IF = rx(
  S`\b(?:see|watch) if (?:${YOU}) (?:don'?t|dont|do not) get (?:smoked|hurt|stabbed|shot|bodied|dropped|`,
  S`laid out|wet|merked|slapped|beat|battered|knocked out|shanked|clapped|popped|rocked|done)\b`,
);
/** An imperative harm to the reader's dear one, said as an order to nobody: "shoot your dog while you're out". */
const HARM_DEAR_BARE = rx(
  S`^\W*(?:(?:i'?ll|i will|i'?d|gonna)\s+)?(?:shoot|stab|kill|poison|drown|strangle|run over|burn|gut|skin)\s+`,
  S`${YOUR}\s+(?:\w+\s+)?(?:dog|cat|puppy|kitten|pets?|kids?|son|daughter|sister|brother|mum|mom|dad|horse|`,
  S`wife|husband|girlfriend|boyfriend|family)\b(?!\s+(?:a|an|some)\b)`,
);
/** Surveillance as a stake-out: parked or waiting at the reader's place, for a time or watching the lights. */
const STAKE_OUT = rx(
  S`\b(?:parked|sat|sitting|waiting|standing|been)\s+(?:\w+\s+)?(?:across (?:from|the road from)|outside|opposite|`,
  S`near|by|down the (?:road|street) from)\s+${YOUR}\s+(?:\w+\s+)?(?:house|flat|building|place|work|door|window|`,
  S`halls|office)\b[^]{0,40}\b(?:since \d|for (?:hours|ages|an hour)|lights?|i see|i can see|all (?:night|day)|`,
  S`watching)\b`,
);
/** Knowing where the reader lives, said with a warning: "watch yourself, I know where you live, not joking". */
const KNOW_WHERE_WARNED = rx(S`\bi know where (?:${YOU}|${YOUR} \w+) (?:live|lives|work|works|sleep|stay|park)\b`);
const WARNED = rx(
  S`\b(?:watch (?:yourself|urself|your back|ur back|it|out)|not joking|no joke|not kidding|i'?m serious|remember `,
  S`that|don'?t forget (?:it|that)|be careful|careful now|think (?:about|twice))\b`,
);
/** The reader's address put out for others to visit: "I'll post your address everywhere". */
const DOX = rx(
  S`\b(?:post|share|leak|put|spread|send|publish)\w*\s+(?:${YOUR}|${YOUR} \w+'?s?)\s+(?:home |house |real )?`,
  S`(?:address|postcode|location|where (?:${YOU}) live)\b[^.!?]{0,40}\b(?:forums?|online|everywhere|everyone|`,
  S`internet|reddit|4chan|groups?|who (?:turns|shows) up)\b`,
);
/** A violent precedent: "the last girl who stood me up ended up needing stitches". */
const PRECEDENT = rx(
  S`\b(?:the )?last (?:guy|girl|person|one|man|woman|bloke|lad|chick|dude)\s+(?:who|that|to)\b[^.!?]{0,40}\b`,
  S`(?:ended up|woke up|went home|left)\s+(?:in |with |needing |in need of )?(?:a |the )?(?:stitches|hospital|`,
  S`a&e|icu|wheelchair|cast|crutches|black eyes?|broken \w+|missing teeth|body ?bag|ground)\b`,
);
/** Protective advice as menace: "i'd sleep with the lights on if i were you", "you better lock your doors". */
const ADVICE_MENACE = rx(
  S`\b(?:if i were (?:${YOU})|(?:${YOU}|you'?d|u'?d|ya) (?:had )?better|i'?d)\b[^.!?]{0,20}\b(?:sleep with (?:the `,
  S`lights? on|one eye open)|lock (?:${YOUR}|all (?:${YOUR}|the)) (?:doors|windows)|(?:not |never )?walk\w* `,
  S`(?:home )?alone|look\w* over (?:${YOUR}) shoulder|check\w* (?:${YOUR}|the) back ?seat|change (?:${YOUR}) locks|`,
  S`move (?:house|away|town))\b|\b(?:sleep with (?:the lights? on|one eye open)|look over (?:${YOUR}) shoulder)\b`,
  S`[^.!?]{0,20}\bif i were (?:${YOU})\b`,
);
/** What is left of the reader, or how they end: "they'll be scraping you off the pavement", "end up like the last". */
const AFTERMATH = rx(
  S`\b(?:scrap\w*|peel\w*|pick\w*) (?:${YOU}|${YOUR} (?:teeth|remains|body|face)) (?:up )?off (?:the )?(?:pavement|`,
  S`floor|`,
  S`road|ground|wall|street|tarmac)|\b(?:won'?t|will not|wont) be (?:much|anything) left(?: of (?:${YOU}))?|`,
  S`\b(?:${YOU}'?ll|you will|you'?re gonna|you are gonna|ur gonna|you'?re going to) end up like (?:the last (?:one|`,
  S`guy|girl|person)|${YOUR} (?:ex|mate|friend))|\bsay goodbye to ${YOUR} (?:(?:pretty|little|precious|`,
  S`lovely) )*(?:face|teeth|legs|`,
  S`knees|kneecaps|fingers|looks|${DEAR})\b|\b(?:${YOU}'?ll|you will|you'?re gonna|you'?re going to|ur gonna) `,
  S`wish (?:${YOU}'?d|you had|${YOU}) never (?:met|crossed|messed with|matched with) me\b|\b(?:people|girls|guys|`,
  S`women|men) (?:like (?:${YOU}) )?`,
  S`(?:go missing|disappear|vanish|have accidents|get hurt) (?:all the time|every day|round here|around here)\b|`,
  S`\b(?:bullet|knife|blade|bat) with ${YOUR} name on it\b|\bput (?:a|one|two|some) (?:bullets?|rounds?|holes?) `,
  S`(?:in|into|through) (?:${YOU}|${YOUR})\b|\b(?:${YOU}) (?:should|ought to|need to) be (?:scared|afraid|terrified) `,
  S`of me\b|\bno idea what i'?m capable of\b|\bi'?ve got nothing to lose\b(?=[^]{0,40}\b(?:test|try|`,
  S`push) me\b(?! on))|`,
  S`\btest me\b(?=[^]{0,40}\bnothing to lose\b)|\bi'?ll (?:always )?be watching(?: (?:${YOU}))?\s*(?:$|[,.!]|`,
  S`tonight|always)`,
  S`(?=[^]{0,40}\b(?:sleep|tonight|always|every move|night)\b)|\b(?:sleep tight|goodnight|night night)\b[^.!?]{0,10}`,
  S`\bi'?ll (?:be|always be) watching(?: (?:${YOU}))?\s*(?:$|[,.!])`,
);
/** Harm put as a question to the reader: "how would you like a broken nose?", "do you like your kneecaps?". */
const HARM_QUESTION = rx(
  S`\b(?:how would (?:${YOU}) like|(?:do )?(?:${YOU}) want|fancy) (?:a|some) (?:broken|smashed|busted|fat|bloody) `,
  S`(?:nose|jaw|lip|face|legs?|arms?|ribs|teeth|kneecaps?)\b|\b(?:do|d'?) ?(?:${YOU}) (?:like|love|need|value) `,
  S`${YOUR} (?:kneecaps|life)\s*\?|\b(?:ever wonder(?:ed)?|wonder|do (?:${YOU}) know) what `,
  S`it(?:'?s| feels| would feel) like to (?:be stabbed|be shot|bleed out|be strangled|be buried alive)\b|`,
  S`\bhow (?:fast|far) do (?:${YOU}) think (?:${YOU}) (?:can|could|would) (?:run|get)\s*\?`,
);
/** A search ending at the reader's home: "pray I don't find out where you live". */
const PRAY_I_FIND = rx(
  S`\b(?:pray|better hope|hope for ${YOUR} sake)\s+(?:that\s+)?(?:i|we)\s+(?:never|don'?t|dont|doesn'?t)\s+`,
  S`(?:find out|learn|work out|get) (?:where (?:${YOU}) (?:live|work|sleep)|${YOUR} address)\b`,
);
/** Knowledge of a kin's school or nursery: "i know which nursery your son goes to". */
const KIN_SCHOOL = rx(
  S`\bi (?:know|found out|found|saw) (?:which|what|where)\s+(?:school|nursery|college|class|daycare|kindergarten|`,
  S`uni)?\s*${YOUR} (?:\w+ )?(?:son|daughter|kids?|children|boy|girl|little \w+|sister|brother) (?:goes|go|attends|`,
  S`is at|are at|walks)\b`,
);
/** A warning that words are over: "you won't get a second warning", "next time it won't just be words". */
const LAST_WARNING = rx(
  S`\b(?:${YOU} (?:won'?t|will not|wont) get (?:a|another) (?:second )?warning|next time it (?:won'?t|will not|`,
  S`wont) (?:just )?be (?:just )?(?:words|texts|messages|`,
  S`a message)|it (?:won'?t|will not) (?:just )?be words next time)\b`,
);
/** The speaker's violence or power told as a fact about the reader to come. */
const SPEAKER_POWER = rx(
  S`\b(?:i'?ve|i have) done worse to (?:people|girls|guys|men|women|blokes|lads) for less\b|\bi (?:can|`,
  S`could) (?:easily )?`,
  S`make (?:${YOU}) (?:disappear|vanish)\b|\b(?:${YOU}'?ll|you will|you'?re gonna|ur gonna) (?:be|end up|make) `,
  S`the next (?:story|headline|victim) (?:on|in) the (?:local )?(?:news|papers|headlines)\b|\bsee how (?:brave|`,
  S`tough|hard|cocky|mouthy|big) (?:${YOU}(?:'?re| are)|you'?ll be) (?:then|in person|face to face|without)\b|`,
  S`\bi can see ${YOUR} (?:bedroom|window|light|lights|curtains|front door|living room)\b|\b(?:${YOU}'?ll|you will|`,
  S`you'?re gonna) need (?:a )?(?:new (?:set of )?teeth|new face|stitches|an ambulance|surgery|dental work|`,
  S`a wheelchair)\b(?=[^.!?]{0,20}\b(?:when|after|by the time|once) i(?:'?m| am) (?:done|finished|through)\b)|`,
  S`\b(?:long|big) (?:drop|fall|way down) from ${YOUR} (?:balcony|window|roof|flat|bridge)\b,? (?:isn'?t it|innit|`,
  S`just saying|hint)|\b(?:girls|people|guys|men|women|those|anyone|everyone) (?:who|that) (?:ignore|block|reject|`,
  S`ghost|`,
  S`cross|unmatch|say no to|mug off|disrespect|leave)\w* me (?:always |all )?(?:end up (?:regretting|hurt|sorry|`,
  S`dead|in (?:hospital|a&e|a ditch|the ground))|regret it|pay for it|get hurt|disappear)\b|\b(?:block|ignore|`,
  S`unmatch|test|try|report) me (?:and|n|&) (?:find out|see)\s*(?:$|[.!])|`,
  S`\b(?:you'?d|you would|u'?d) look (?:better|prettier|good|nicer) with (?:a few |some |a )?(?:bruises|black eyes?|`,
  S`broken (?:nose|jaw)|stitches|scars|no teeth|missing teeth)\b|\b(?:get|catch|come for|find) (?:${YOU}) when `,
  S`(?:${YOU}) least expect it\b|\bmy (?:fists?|knuckles|boots?|bat|blade|knife|machete|crowbar|hammer) `,
  S`(?:\w+ ){0,3}(?:${YOUR}|ur) (?:face|head|teeth|jaw|skull|ribs|nose)\b|\b${YOUR} (?:face|head|teeth|jaw) `,
  S`(?:will|is gonna|'?ll) meet my (?:fists?|knuckles|boot|bat|blade)\b|\b(?:you'?re|ur|you are) (?:on|at the top of) `,
  S`my (?:hit|kill) list\b(?! of)|\bi'?ll follow (?:${YOU}) home\b(?! (?:safely|safe|in the taxi))|`,
  S`\bnot in a (?:nice|good|fun|sexy) way\b(?<=\b(?:i'?ll|i will|i'?m gonna|i'?m going to)\b[^.!?]{0,40}`,
  S`\b(?:${YOU}|${YOUR})\b[^.!?]{0,30}not in a \w+ way)|\b(?:shame|pity) if (?:someone|somebody|`,
  S`something) (?:squeezed|broke|cut|`,
  S`snapped|slashed|smashed|burned|burnt|keyed|poisoned|hurt) (?:it|them|him|her|${YOU})\b|`,
  S`\bi (?:know|found out) (?:what time|when|which way|the route) ${YOUR} (?:\w+ )?(?:mum|mom|dad|sister|brother|`,
  S`son|daughter|kids?|wife|husband|girlfriend|boyfriend) (?:gets|leaves|goes|walks|finishes|comes)\b`,
);
/** Who acts on the reader: the speaker or their people, in the future. */
const ACTOR =
  S`(?:${I_WILL}|i'?m about to|i swear i'?ll|(?:my|the) (?:boys|lads|mates|friends|cousins|brothers|crew|mandem) ` +
  S`(?:will|'?ll|are gonna|are going to|gonna))`;
const READER_OBJ = S`(?:${YOU}|${YOUR} (?:\w+ )?(?:${DEAR}|face|head|neck|throat|body)|him|her|them)`;
/**
 * Acts of violence round 12's verb list does not hold, each with the complement that makes it one ("run you over",
 * "knock you out", "rip your head off"); a verb that is violent whatever follows takes the reader alone.
 */
const VIOLENT_ACT = rx(
  S`\b${ACTOR}\s+(?:(?:\w+|just|fucking|really|personally)\s+){0,2}?(?:(?:torture|kidnap|abduct|suffocate|smother|`,
  S`throttle|dismember|behead|decapitate|mutilate|disfigure|lynch|execute|butcher|slaughter|glass|bottle|deck|`,
  S`clobber|wallop|pistol[- ]whip|hospitali[sz]e|paralyse|paralyze|blind|torch)\s+${READER_OBJ}\b|`,
  S`(?:knock|spark|lay|sleep) ${READER_OBJ} (?:out|flat|spark out)\b|skin ${READER_OBJ} alive|`,
  S`(?:rip|tear|pull|gouge|cut|slice) ${YOUR} (?:head|throat|face|heart|arms?|tongue|eyes|guts|fingers|ears) `,
  S`(?:off|out)|(?:chop|cut|carve|slice) ${READER_OBJ} (?:up|into (?:pieces|bits|little pieces))|`,
  S`beat ${READER_OBJ} (?:black and blue|senseless|to a pulp|to death|within an inch|half to death|unconscious)|`,
  S`run ${READER_OBJ} (?:over|down)\b(?!\s+(?:to|there|here|at|in|for|the (?:road|street|hill)))|(?:push|throw|`,
  S`shove|chuck|drop|kick) ${READER_OBJ} (?:down (?:the|a) (?:stairs|`,
  S`well|hill)|off (?:a|the|your|ur) (?:\w+ )?(?:bridge|roof|balcony|cliff|building|ledge)|in front of (?:a|the) `,
  S`(?:\w+ )?(?:train|bus|car|lorry|truck)|under (?:a|the) (?:\w+ )?(?:train|bus|car|lorry|truck)|out of (?:a|the) `,
  S`window|in(?:to)? (?:the|a) (?:river|canal|lake|sea|well|fire))|hit ${READER_OBJ} (?:with (?:my|a|the) (?:car|van|`,
  S`bat|brick|bottle|hammer|crowbar|pipe|chair)|so hard)|hang ${READER_OBJ} (?:from|by|off) (?:a |the |my |your |`,
  S`ur )?\w+|hold ${READER_OBJ} `,
  S`under (?:the )?water\b|break into ${YOUR} (?:\w+ )?(?:flat|house|home|place|room|car)\b|(?:douse|soak|cover) `,
  S`${READER_OBJ} (?:in|with) (?:petrol|gasoline|gas|acid|bleach|lighter fluid)|ruin ${YOUR} (?:pretty )?face|`,
  S`(?:go|come) after ${YOUR} (?:\w+ )?(?:${DEAR})|(?:jump|rush|mug|rob) (?:${YOU}|${YOUR} \w+)\b(?= (?:after|`,
  S`outside|when|tonight|on sight|the minute|as soon)))`,
);
/** The act made play or love: "torture you with my puns", "smother you in kisses", "kidnap you for the weekend". */
const SOFT_COMPLEMENT = rx(
  S`^\s*(?:out|up|a|an|some|more)\b|^\W*(?:\w+\s+)?(?:with|in|for)\s+(?:(?:my|a|the|this|that|these|those|some|more|`,
  S`all|your|ur)\s+)?(?:\w+\s+){0,2}(?:kisses|love|hugs|dress|outfit|looks?|smile|trainers|shoes|beauty|style|charm|`,
  S`moves|bling|glitter|sparkle|fairy lights|lights|`,
  S`compliments|attention|affection|cuddles|gifts|puns|jokes|memes|photos|pics|texts|questions|cooking|food|snacks|`,
  S`dinner|brunch|lunch|breakfast|coffee|drinks?|date|weekend|day|night|evening|holiday|trip|adventure|karaoke|`,
  S`singing|playlist|music|stories|tickles|tickling|chocolate|cake|presents?)\b`,
);
/** Death's paperwork for the reader or their kin: a funeral to plan, a toe tag, a closed casket, prayers. */
const DEATH_AFTERMATH = rx(
  S`\b(?:${YOUR} (?:\w+ )?(?:${DEAR}|mums?|moms?)|${YOU}(?:'?ll|'?re| will| are)?|tell ${YOUR} (?:\w+ )?(?:mum|mom|`,
  S`family|dad|parents))\b[^.!?]{0,40}\b(?:planning (?:a|${YOUR}) funeral|(?:money|cash) (?:saved )?for (?:a|${YOUR}) `,
  S`funeral|buy (?:a )?black (?:dress|suit)(?=\s*(?:$|[.!]|soon|for (?:${YOUR}|the funeral)))|wearing a toe tag|`,
  S`in the obituar\w*|closed casket|open casket|pick (?:out )?(?:a|${YOUR}) (?:coffin|casket|headstone|plot))\b|`,
  S`\bit'?s gonna be a closed casket\b|\b(?:i hope|hope|better hope|hopefully) (?:${YOU}|${YOUR} (?:\w+ )?(?:${DEAR}))`,
  S`\s+(?:got|has|have|paid|'?ve got) (?:good |decent )?(?:life|health|funeral) insurance\b|\b${YOU} (?:better|`,
  S`had better|'?d better) (?:have|get) (?:good |decent )?(?:life|health|funeral) insurance\b|^\W*(?:start praying|`,
  S`say ${YOUR} prayers)\W*$|\b(?:make|making) (?:it|this|${YOUR} death) look like an accident(?=\s*(?:$|[.!,]))|`,
  S`\bit'?(?:ll| will) look like an accident(?=\s*(?:$|[.!,]))|\bmake an example (?:out )?of (?:${YOU})`,
  S`(?=\s*(?:$|[.!,]))|\b(?:no one|nobody|no-one) (?:would|will|'?d) (?:even )?(?:look for|come looking for|find) `,
  S`(?:${YOU}|${YOUR} body)\b(?!\s+(?:in|at|there|here|if))`,
);
/** The reader finished or marked: "you're finished, trust me", "it's on sight", "ur a dead man when i catch u". */
const FINISHED = rx(
  S`\b(?:you'?re|you are|ur|u r|youre) (?:finished|done for|dead meat|toast)\b(?=\s*(?:,?\s*(?:trust `,
  S`me|mark my words|believe me|bitch|pal|now|i swear)|when i (?:catch|see|find|get)|\.|!|$))|\b(?:it'?s|its|it is) `,
  S`on sight\b(?!\s+(?:for|at|with|to))|\bpull up on (?:${YOU})\b[^.!?]{0,30}\b(?:ugly|smoke|strapped|ops|on sight|`,
  S`bitch)\b|\b(?:you|u|you lot|y'?all|ya)(?:'?re| are| r)? (?:getting|gonna get|gon get|going to get|bout to get|`,
  S`finna get) (?:wet up|stretched|smoked|merked|bodied|dropped|clapped|popped|shanked|violated|folded|rocked|lit up|`,
  S`sprayed|jumped|done in|battered|bashed|ironed|splashed|rushed)\b(?! (?:to|into|through|in)\b)|`,
  S`\bsend(?:ing)? (?:the|my) `,
  S`(?:mandem|man dem|boys|lads|gang|youngers|olders|bros) (?:to|round|down) ${YOUR} (?:ends|yard|block|area|road|`,
  S`endz)\b|\b(?:you|u) (?:ain'?t|aren'?t|won'?t be|are not) (?:gonna|going to)? ?be (?:pretty|cute|smiling) (?:no `,
  S`more|anymore|any more)\b|\bkeep (?:chatting|talking|running (?:${YOUR}|that) mouth|ignoring me|pushing me|`,
  S`testing me|playing me|lying|mouthing off|disrespecting me)\b[^.!?]{0,25}\b(?:and|n|&) (?:watch|see) what `,
  S`(?:happens|i do)\b(?!\s+(?:to|with|next|in) (?:my|the|our))`,
);
/** A weapon emoji (the normaliser names it) with the reader's conduct toward the speaker as the condition. */
const WEAPON_WORD = /(?:^|\s)(?:gun|knife|dagger|bomb|axe|coffin)(?:\s|$)/;
const WEAPON_EMOJI = /🔫|🔪|🗡|💣|🪓|⚰/u;
const CONDUCT_TO_ME = rx(
  S`\b(?:keep|carry on|continue)\s+(?:ignoring|blanking|ghosting|blocking|leaving|testing|playing|mugging)\s+me\b|`,
  S`\b(?:block|unmatch|ignore|ghost|report)\s+me\s+(?:again|and|one more)\b|\bone more (?:word|time|lie)\b`,
);

const READER_DEAR_RE = rx(S`\b${READER_DEAR}\b`);
const THREAT_READINGS: ReadonlyArray<{ name: string; re: RegExp; needs?: (w: string) => boolean }> = [
  { name: 'veiled fate for the reader’s dear one', re: VEILED_FATE, needs: (w) => tv(READER_DEAR_RE, w) },
  { name: 'the reader’s dear one is next', re: DEAR_NEXT },
  { name: 'a demand or the reader’s dear one pays', re: OR_DEAR_PAYS },
  { name: 'tampering with the reader’s car', re: CAR_TAMPER },
  { name: 'euphemism of killing or beating', re: EUPHEMISM },
  { name: 'the reader’s state after the speaker acts', re: AFTER_STATE },
  { name: 'capability claimed', re: CAPABILITY },
  { name: 'lucky to be spared', re: LUCKY },
  { name: 'a threat as a question', re: PROTECTS_YOU, needs: (w) => tv(IT_DOESNT, w) },
  { name: 'an accident wished on the reader', re: WISH_ACCIDENT },
  { name: 'people sent to act', re: DELEGATED },
  { name: 'see if you don’t get hurt', re: SEE_IF },
  { name: 'harm to the reader’s dear one', re: HARM_DEAR_BARE },
  { name: 'the reader will be found', re: FIND_YOU, needs: (w) => tv(FIND_EASE, w) },
  { name: 'the reader will be found', re: FIND_ALONE, needs: () => emphatic },
  { name: 'the reader’s address found', re: FOUND_ADDRESS, needs: (w) => tv(VISIT, w) || tv(WATCHING, w) },
  { name: 'a stake-out of the reader’s place', re: STAKE_OUT },
  { name: 'where the reader lives, with a warning', re: KNOW_WHERE_WARNED, needs: (w) => tv(WARNED, w) },
  { name: 'the reader’s address put out', re: DOX },
  { name: 'a violent precedent', re: PRECEDENT },
  { name: 'protective advice as menace', re: ADVICE_MENACE },
  { name: 'what will be left of the reader', re: AFTERMATH },
  { name: 'harm as a question', re: HARM_QUESTION },
  { name: 'a search for the reader’s home', re: PRAY_I_FIND },
  { name: 'knowledge of a kin’s school', re: KIN_SCHOOL, needs: (w) => !tv(PLACE_GIVEN, w) },
  { name: 'a last warning', re: LAST_WARNING },
  { name: 'the speaker’s power over the reader', re: SPEAKER_POWER, needs: (w) => !tv(PLACE_GIVEN, w) },
  { name: 'death’s aftermath for the reader', re: DEATH_AFTERMATH, needs: (w) => !tv(GRIEF_OR_TRIP, w) },
  { name: 'the reader finished or marked', re: FINISHED },
];
/** Grief or a risky trip: "so sorry for your loss", "life insurance before the ski trip". */
const GRIEF_OR_TRIP = rx(
  S`\b(?:sorry for ${YOUR} loss|condolences|passed away|rip|grandma|grandad|grandpa|trip|travel\w*|holiday|ski\w*|`,
  S`skydiv\w*|bungee|climb\w*|mortgage|policy|premium|quote)\b`,
);

// ------------------------------------------------------------------------------------------------
// Sexual violence: consent absent, overridden or declared void.
/** Incapacity for sex: too drunk to say no (any degree), asleep, a drug in a drink (whoever holds it). */
const INCAPACITY = rx(
  S`\b(?:${YOU}|you'?re|you'?ll|ur|she|she'?s|she'?ll|her|they'?re|they'?ll)\b[^.!?]{0,25}\btoo (?:drunk|gone|`,
  S`wasted|faded|smashed|hammered|plastered|trashed|mashed|munted|blitzed|zonked|stoned|high|out of it|far gone|`,
  S`off (?:her|his|your|ur) face|out of (?:her|his|your|ur) (?:head|mind)) to (?:say no|fight|resist|push|consent)`,
  S`\b(?! to\b)|\b(?:won'?t|not `,
  S`gonna|not going to|don'?t) wait (?:for|till|until) (?:${YOU}|her|him) (?:to )?wake(?:s)? up|\b(?:while|when|`,
  S`once) (?:you'?re|you are|ur|she'?s|she is|u r) (?:😴|asleep|sleeping|passed out|out cold|unconscious)\b[^]{0,40}`,
  S`\b(?:can'?t|cannot|won'?t) (?:stop|fight|say no)|\b(?:something|sth|a pill|pills|bars|xans?|roofies?|rohypnol|`,
  S`ghb|powder|a little something(?: extra)?|stuff)\s+(?:in|into)\s+(?:her|his|their|${YOUR}|the) (?:drink|glass|`,
  S`wine|cup|coffee|beer|cocktail|pint|shot)\b[^]{0,40}\b(?:mine|anybody'?s|anyone'?s|ours|easy|out|down|`,
  S`won'?t remember|help|do what|yours)\b|\blittle something (?:extra )?in (?:it|the drink|your drink)\b`,
  S`(?=[^]{0,80}\b(?:no|stop|asleep|out cold|won'?t remember|mine|care what)\b)|\b(?:no|stop)\b[^]{0,80}\blittle `,
  S`something (?:extra )?in (?:it|the drink|your drink)\b`,
);
/** A refusal that will be ignored: "say no and I'll do it anyway", "you can say no, I just won't listen". */
const REFUSAL_IGNORED = rx(
  S`\b(?:say|said|saying|scream|shout)\w*\s+(?:no|stop)\b[^.!?]{0,40}\b(?:(?:do|doing|take|taking|have|having) `,
  S`(?:it|you|u) anyway|(?:won'?t|not gonna|don'?t) (?:listen|stop|care)|doesn'?t matter|won'?t matter|means `,
  S`nothing|i (?:don'?t|dont) (?:really )?care)\b|\b(?:no|your no) means nothing\b|\b(?:don'?t|do not|dont) `,
  S`(?:really )?care (?:what|if) (?:${YOU}) (?:say|want)\b(?=[^]{0,80}\b(?:drink|bed|sex|take|have (?:you|u)|`,
  S`something|mine|alone|next time)\b)`,
);
/** Consent declared void: matching as agreement, "no consent needed", "not asking". */
const CONSENT_VOID = rx(
  S`\b(?:matched|swiped|came over|came back|agreed to (?:a )?(?:drink|date))\b[^.!?]{0,30}\bso (?:${YOU}) (?:`,
  S`already )?(?:agreed|consented|said yes|owe me)\b|\b(?:matching|swiping|a match|coming over) (?:means|is|=) `,
  S`(?:consent|a yes|yes)\b|(?:\bno|🚫)\s*consent\s*(?:🚫\s*)?(?:needed|required|necessary)\b|\bconsent (?:is|'?s) `,
  S`(?:overrated|optional|for losers|a myth|not needed|not required|a joke)\b|\b(?:don'?t|do not|dont) need `,
  S`(?:${YOUR}|a|any) (?:consent|permission|yes)\b|\b(?:taking|take|getting|get|having) what i (?:want|'?m owed|`,
  S`deserve)\b(?=[^]{0,60}\b(?:consent|asking|struggl\w*|alone|corner|whether|like it or not|anyway)\b)|`,
  S`\b(?:${YOU}'?ll|you will|you'?re gonna|u will) say yes eventually\b|\beither way i (?:get|have|take) `,
  S`(?:${YOU}|what i want)\b`,
);
/** Resistance declared futile, the reader cornered: "don't bother struggling", "you won't be able to push me off". */
const FUTILE = rx(
  S`\b(?:don'?t|dont|no point|no use) (?:bother )?(?:struggling|fighting|screaming|resisting|kicking|crying|`,
  S`running)\b(?=[^]{0,50}\b(?:when i|once i|get (?:you|u) alone|nobody|no one|i get you|alone)\b)|`,
  S`\b(?:${YOU}|you'?ll|u'?ll)?\s*(?:won'?t|can'?t|cannot|will not|never) (?:be able to )?(?:push|fight|fend|kick|`,
  S`get) `,
  S`me (?:off|away)\b(?!\s+(?:the|a|my|your|ur|this|that)\b)|\b(?:and|but) (?:${YOU} )?(?:can'?t|cannot|`,
  S`won'?t be able to) (?:stop|fight|push) (?:me|it)\b`,
  S`|\b(?:scream|screaming|cry|crying|shout|shouting|beg|begging)\b[^.!?]{0,25}\b(?:nobody|no one) `,
  S`(?:will|would|can|'?ll) hear\b|\bcorner (?:${YOU})\b[^.!?]{0,40}\b(?:give me what i want|what i'?m owed|`,
  S`can'?t (?:say no|get away|run))`,
);
/** Others invited to assault the reader: "my mates will take turns on you", "pass you around". */
const GANG = rx(
  S`\b(?:take|taking|takes) turns (?:on|with) (?:${YOU}|her)\b|\bpass (?:${YOU}|her) (?:around|round)\b|`,
  S`\bshare (?:${YOU}|her) with (?:my|the) (?:mates|boys|lads|friends|guys)\b`,
);
/** Wishes and "someone should" of sexual assault on the reader. */
const WISH_ASSAULT = rx(
  S`\b(?:i hope|hope|hopefully|i wish|someone should|somebody should|someone needs to)\s+(?:someone |somebody )?`,
  S`(?:${YOU}\s+(?:get|gets|got)\s+(?:raped|r\*ped|assaulted|groped|spiked|drugged|trafficked|violated)|`,
  S`(?:teach (?:${YOU}) a lesson,? )?(?:tie|tying) (?:${YOU}) up and (?:not let|never let|don'?t let) (?:${YOU}) go)`,
);
/** Incapacity awaited as the start of the speaker's turn: "once you pass out the fun starts". */
const PASSED_OUT_TURN = rx(
  S`\b(?:once|when|after|while|as soon as)\s+(?:${YOU}|she|he)(?:'?re| are| is|'s)?\s+(?:\w+\s+)?(?:pass(?:es|`,
  S`ed)? out|`,
  S`passed out|asleep|unconscious|black(?:s|ed)? out|blacked out|out cold|too drunk)\b[^.!?]{0,25}\b(?:the fun|`,
  S`my turn|party|i'?ll|i get|i can|mine|begins|starts)\b`,
);
/** Refusal removed, taking regardless of giving, silencing: "no isn't an option", "nobody will believe you anyway". */
const NO_OVERRIDE = rx(
  S`\bno (?:isn'?t|is not|ain'?t|is never) an? (?:option|answer)\b(?=[^]{0,60}\b(?:with me|my (?:place|bed|room|`,
  S`car)|mine|bed)\b)|\b(?:with me|my (?:place|bed|room|car)|mine)\b[^]{0,60}\bno `,
  S`(?:isn'?t|is not|ain'?t|is never) an? (?:option|answer)\b|\bwhether (?:${YOU}) (?:give|let|allow|offer|hand)\w*`,
  S`(?: (?:it|me|yourself))?(?: to me)? or not\b|\b(?:nobody|no one|no-one) (?:will|would|'?ll|is gonna|is going `,
  S`to) (?:ever )?believe (?:${YOU}|her)\b(?=\s*(?:anyway|if (?:${YOU}|she) (?:tell|say|report|go)|\W*$))|`,
  S`\b(?:no one|nobody|no-one)(?:'?s| is)? (?:coming|gonna come|going to come) (?:to )?(?:help|save|`,
  S`for) (?:${YOU})(?=\s*(?:$|[,.!?]|now|anyway|here|there))|`,
  S`\b(?:nobody|no one|no-one) (?:hears|can hear|will hear|would hear|'?ll hear) (?:${YOU}|a thing)\b[^.!?]{0,30}`,
  S`\b(?:basement|cellar|van|boot|trunk|woods|middle of nowhere|out here|my (?:place|flat|car|room))\b|`,
  S`\b(?:struggling|fighting|resisting|crying|screaming|saying no) (?:only |just )?(?:makes|turns) (?:it|me) `,
  S`(?:(?:better|hotter|more fun) for me|on)\b|\b(?:scream|cry|beg)\b[^.!?]{0,10}\b(?:and )?not in (?:a|the) (?:good|`,
  S`fun|nice) way\b|\b${I_WILL}\s+(?:\w+\s+)?(?:violate|defile|ravage|molest|grope|force myself on|have my way `,
  S`with) (?:${YOU}|her)\b|\b(?:${YOU}|you'?ll|u'?ll) (?:won'?t|will not|wont) remember (?:a thing|anything|`,
  S`what happened|any of it)\b(?=[^]{0,20}\b(?:tomorrow|in the morning|after|when (?:you|u) wake)\b)`,
);
/** Taking, restraint and no escape: "take what you won't give", "not leaving my flat until I've had you". */
const TAKEN = rx(
  S`\btake what (?:${YOU}) (?:won'?t|don'?t|wont|dont|refuse to|will not) give\b|\b(?:you'?re|ur|you are) not `,
  S`leaving (?:my|this|the) (?:flat|room|car|place|house|van|bed)\b[^.!?]{0,10}\b(?:until|till|til) (?:i'?ve had `,
  S`(?:${YOU}|my way)|i'?m (?:done|finished|satisfied)|i get what|${YOU} (?:give|put out|do what))|\btie (?:${YOU}) `,
  S`(?:to (?:the|my) bed|up)\b[^.!?]{0,30}\b(?:won'?t be going anywhere|can'?t (?:leave|escape|get away)|(?:not|`,
  S`never) `,
  S`let (?:${YOU}) go)\b|\bi'?ll follow (?:${YOU}) home and (?:make (?:${YOU}) mine|take|have)\b|\bsaid no\b`,
  S`[^]{0,30}\b(?:still|anyway|regardless)\b[^]{0,40}\b(?:get what i'?m owed|take what|have (?:${YOU})|`,
  S`get (?:${YOU}|it))\b|\b(?:it'?ll|it will|it'?s gonna) hurt less\b(?<=\b(?:don'?t|stop|quit) (?:fight|`,
  S`struggl|resist)\w*[^.!?]{0,10}(?:it'?ll|it will|it'?s gonna) hurt less)|\b(?:grab|snatch|take|drag|corner) `,
  S`(?:${YOU})\b(?! (?:a|an|some|the|to|for|out|home)\b)[^.!?]{0,40}\b(?:nobody|no one|no-one) (?:will|would|`,
  S`'?ll) (?:ever )?(?:know|see|find out)\b|`,
  S`\b(?:have|see|get|keep) (?:${YOU}) (?:helpless|powerless|defenceless|defenseless|unconscious|out cold)\b`,
  S`(?! with| from)`,
);
const SV_READINGS: ReadonlyArray<{ name: string; re: RegExp; needs?: (w: string) => boolean }> = [
  { name: 'incapacity for sex', re: INCAPACITY },
  { name: 'a refusal ignored', re: REFUSAL_IGNORED },
  { name: 'consent declared void', re: CONSENT_VOID },
  { name: 'resistance declared futile', re: FUTILE },
  { name: 'others invited to assault', re: GANG },
  { name: 'assault wished on the reader', re: WISH_ASSAULT },
  { name: 'incapacity as the speaker’s turn', re: PASSED_OUT_TURN },
  { name: 'refusal removed or silenced', re: NO_OVERRIDE, needs: (w) => !tv(LAUGH, w) },
  { name: 'taken without consent', re: TAKEN, needs: (w) => !tv(TRIVIAL, w) && !tv(MEDICAL, w) },
];

// ------------------------------------------------------------------------------------------------
// Guards
/** A story, a show, a game: harm told about, or banter over play. */
const FICTION_OR_PLAY = rx(
  S`\b(?:movie|film|documentary|series|episode|podcast|true crime|novel|book|character|villain|horror|`,
  S`mafia|godfather|sopranos|the plot|dungeon master|d&d|campaign|npc|boss fight|respawn|lobby|ranked|`,
  S`fifa|fortnite|call of duty|cod|warzone|minecraft|valorant|league|5 a side|five a side|pitch|court|`,
  S`rematch|tournament|quiz|trivia|(?:first|second|next|final) round|fantasy|football|tennis|darts|snooker|poker|`,
  S`scrabble|chess|`,
  S`sparring|boxing|mma|ufc|wrestling)\b|`,
  AT_GAME,
);
const KITCHEN_OR_HUNT = rx(
  S`\b(?:cook\w*|dinner|recipe|kitchen|oven|steak|roast|bbq|fishing|fisherman|hunting|deer|rabbit|weeds|chill?i|`,
  S`curry|spicy|hot sauce|food|dish|taste)\b`,
);
/** Laughter; "not joking", "no joke" are the opposite. */
const TRIVIAL = new RegExp(TRIVIAL_THINGS);
/** Care of the body by someone trained: "don't fight it, it'll hurt less" from a physio. */
const MEDICAL =
  /\b(?:physio\w*|stretch\w*|massage|injection|needle|jab|doctor|nurse|dentist|wax\w*|tattoo\w*|pierc\w*)\b/;
const LAUGH =
  /😂|🤣|😆|😜|\b(?:lo+l+|lmf?ao+|haha\w*|hehe\w*|jk)\b|(?<!\bnot |\bno |'m not |am not )\b(?:kidding|joking)\b/u;
const CARE = rx(
  S`\b(?:vet|vets|sick|ill|poorly|allergic|lost (?:his|her)|missing poster|worried|careful on|hope (?:he|she|it)'?s `,
  S`ok|text me|let me know|get home safe|home safe|safe home|burglar\w*|break[- ]ins?|storm|rain\w*|weather|snow\w*|`,
  S`ice|icy|heat\w*|fireworks|freezing|flood\w*|windy|sun ?burn\w*)\b`,
);
/** A kink negotiation between adults: limits named, a word to stop, asking nicely. */
const NEGOTIATION = rx(
  S`\b(?:safe ?words?|if (?:${YOU}) (?:ask|beg) (?:nicely|me)|only if (?:${YOU}) want|if (?:${YOU}) want (?:me )?to|`,
  S`tap out|aftercare|limits|hard no|we (?:talked|agreed)|as agreed|cnc|role ?play|scene|consensual|`,
  S`green light|traffic light|(?:you|u) can (?:always )?(?:say|tap|use))\b`,
);

/** A word to stop offered to the reader (not ignored): any consent context. */
const STOP_WORD_HONOURED = rx(
  S`\b(?:safe ?word is|use (?:the|your|a) safe ?word|say (?:the|your) safe ?word|tap out|(?:i'?ll|i will|we) `,
  S`(?:always )?stop (?:if|when|the second|the moment))\b`,
);

// ------------------------------------------------------------------------------------------------
const RISK = 85;

function violentActIn(views: readonly string[]): string | null {
  for (const v of views) {
    const m = xv(VIOLENT_ACT, v);
    if (!m || NEGATED_BEFORE.test(v.slice(0, m.index))) continue;
    if (SOFT_COMPLEMENT.test(v.slice(m.index + m[0].length))) continue;
    return `violence promised: ${m[0].trim()}`;
  }
  return null;
}

function firstReading(
  readings: ReadonlyArray<{ name: string; re: RegExp; needs?: (w: string) => boolean }>,
  views: readonly string[],
  gate: number,
): string | null {
  for (const v of views) {
    // None of the readings can match in the view (ADR 236): the same null as reading each.
    if (!GUARDIAN_PREFILTER.mayMatchAny(gate, v)) continue;
    for (const r of readings) {
      const m = xv(r.re, v);
      if (!m || NEGATED_BEFORE.test(v.slice(0, m.index).replace(RHETORICAL, ' ')) || (r.needs && !r.needs(v))) continue;
      return `${r.name}: ${m[0].trim()}`;
    }
  }
  return null;
}

function threatIn(views: readonly string[], original: string): string | null {
  if (views.some((v) => tv(FICTION_OR_PLAY, v) || tv(KITCHEN_OR_HUNT, v) || tv(LAUGH, v) || tv(CARE, v))) return null;
  const found = firstReading(THREAT_READINGS, views, THREAT_GATE) ?? violentActIn(views);
  if (found) return found;
  for (const v of views) {
    // The speaker shows they watch the reader: a specific place or routine of theirs, confirmed or watched.
    if (tv(SPECIFIC_PLACE, v) && tv(READER_THERE, v) && (tv(TAG_QUESTION, v) || tv(WATCHING, v)))
      if (!tv(PLACE_GIVEN, v)) return `the reader watched: ${xv(SPECIFIC_PLACE, v)![0]}`;
    if (tv(BRAKES_AND_CARE, v) && !tv(MECHANIC, v)) return 'tampering with the reader’s car: the brakes';
    if (((mayHoldEmoji(original) && WEAPON_EMOJI.test(original)) || tv(WEAPON_WORD, v)) && tv(CONDUCT_TO_ME, v))
      return `a weapon on a condition: ${xv(CONDUCT_TO_ME, v)![0]}`;
  }
  return null;
}

function sexualViolenceIn(views: readonly string[], input: RuleInput): string | null {
  const optedIn = input.consent === 'opted_in_mutual';
  if (views.some((v) => tv(FICTION_OR_PLAY, v) || tv(STOP_WORD_HONOURED, v) || (optedIn && tv(NEGOTIATION, v))))
    return null;
  return firstReading(SV_READINGS, views, SV_GATE);
}

/**
 * Whether the message as sent shouts or drawls (capitals, stretched or spaced letters): "I'll find you" alone is a
 * threat only so ("I'LL FIND YOUUU"); plain, it is also the middle of "I'm going to / find you / at the bar".
 */
let emphatic = false;
const SHOUTED = /[A-Z]{4,}|(?:\b\w\s+){4,}/;

/** Signals of round 13's concept readings for one message (context.ts appends them to its own). */
export function round13ViolenceSignals(input: RuleInput): ContextSignal[] {
  if (input.found.some((s) => s.kind === 'threat' && s.risk >= 75)) return [];
  // Quotes and reports: set aside only as frames.ts decides (ADR 183), as round12-violence.ts does.
  const views = quotesSetAside(viewsWithSqueezed(input));
  emphatic = input.norm.signals.includes('repeated_letters') || SHOUTED.test(input.norm.original);
  GUARDIAN_PREFILTER.prepare(views);
  const ev = sexualViolenceIn(views, input) ?? threatIn(views, input.norm.original);
  return ev ? withoutFramed(views, [ruleSignal('threat', RISK, ev)], 'police') : [];
}

/** The expressions run on a view, registered with the prefilter (ADR 179). */
export const ROUND13_VIOLENCE_EXPRESSIONS: readonly RegExp[] = [
  ...THREAT_READINGS.map((r) => r.re),
  ...SV_READINGS.map((r) => r.re),
  READER_DEAR_RE,
  VIOLENT_ACT,
  GRIEF_OR_TRIP,
  IT_DOESNT,
  FIND_EASE,
  VISIT,
  WARNED,
  WATCHING,
  SPECIFIC_PLACE,
  READER_THERE,
  TAG_QUESTION,
  PLACE_GIVEN,
  BRAKES_AND_CARE,
  MECHANIC,
  WEAPON_WORD,
  CONDUCT_TO_ME,
  FICTION_OR_PLAY,
  KITCHEN_OR_HUNT,
  CARE,
  NEGOTIATION,
  STOP_WORD_HONOURED,
  TRIVIAL,
  MEDICAL,
].filter((r) => !r.unicode);
GUARDIAN_PREFILTER.register(ROUND13_VIOLENCE_EXPRESSIONS);
/** Family gates over the readings' expressions (ADR 236). */
const SV_GATE = GUARDIAN_PREFILTER.gate(SV_READINGS.map((r) => r.re));
const THREAT_GATE = GUARDIAN_PREFILTER.gate(THREAT_READINGS.map((r) => r.re));
