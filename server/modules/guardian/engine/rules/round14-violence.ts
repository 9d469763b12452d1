/**
 * Round 14 (issue 15, ADR 192): threats and sexual violence read by concept — who acts, the act, on whom, on what
 * condition — where rounds 12 and 13 hold no reading. Written from the development sets' miss clusters; no challenge
 * line is copied. Each reading needs every slot of its concept in one message (the sliding window reads split sends
 * joined):
 *  - drugging for sex: a substance slipped into someone's drink by the speaker (or asked how), or a substance
 *    offered + the victim's incapacity or compliance as its point (won't remember, won't fight it, out cold);
 *  - consent overridden: the reader's refusal or wish to wait + the speaker's override ("take it anyway", "not
 *    asking", "we'll see about that"); "no" declared void; the speaker's strength or restraint around a refusal; a
 *    coercive choice ("willingly or should I make you"); confinement (soundproofed, a door only the speaker opens);
 *  - wished or endorsed assault: a wish or "someone needs to" + rape or an assault with the reader as its object;
 *    approval of others who would have; arousal at the reader unconscious;
 *  - whereabouts as leverage: the speaker holds or watched the reader's place or routine, or will be at it, + a
 *    condition on the reader's conduct or a menace cue; the reader's kin watched at school; "… for now";
 *  - conditional threats with a vague consequence ("find out what I'll do if you ghost me");
 *  - euphemisms and slang of killing and beating with the reader as object, people sent "not as nice as me";
 *  - counterfactual violence ("lucky I'm at work or I'd kick your door in"); veiled fates ("imagine if your car
 *    happened to catch fire, just saying", "anything could happen to someone like you").
 * Guards: a message that reports or quotes received words (frames.ts, ADR 183), negation just before the match,
 * fiction, horror and true crime, games and sport, kitchen, hunting and fishing, care, medicine, a kink negotiation
 * between adults who opted in, and laughter for threats unless the message insinuates ("just saying").
 */
import { GUARDIAN_PREFILTER, execRule as xv, testRule as tv } from '../prefilter';
import type { ContextSignal } from '../types';
import { AT_GAME } from './concepts';
import { quotesSetAside, withoutFramed } from './frames';
import { ruleSignal, viewsWithSqueezed, type RuleInput } from './types';

const S = String.raw;
const rx = (...parts: string[]) => new RegExp(parts.join(''));

// ------------------------------------------------------------------------------------------------
// Slots
const YOU = S`(?:you|u|ya|yu|ye|yuh)`;
const YOUR = S`(?:your|ur|yer|yuh)`;
/** The speaker, now or in the future. */
const I_WILL =
  S`(?:i'?ll|ill|i will|i'?d|i would|i'?m (?:gonna|going to)|im (?:gonna|going to)|imma|ima|i'?ma|gonna|we'?ll|` +
  S`we will|we gon|we gonna)`;
const NOT =
  S`(?:\b(?:never|not|nobody|no one|nothing)\b|\b(?:don|won|can|wouldn|couldn|shouldn|didn|isn|aren|` +
  S`wasn|doesn)'?t\b|\bdont\b|\bwont\b)`;
const NEGATED_BEFORE = rx(NOT, S`[^,.!?]{0,18}$`);
/** What the reader holds dear: kin, a pet, a car, a home. */
const DEAR =
  S`(?:family|kids?|children|son|daughter|sister|brother|mum|mom|mother|dad|father|parents|wife|husband|` +
  S`girlfriend|boyfriend|nan|gran|baby|dog|cat|puppy|kitten|pets?|horse|car|van|house|home|flat|place)`;

// ------------------------------------------------------------------------------------------------
// Sexual violence
/** A substance: "something", "a little something extra", pills, bars, the named drugs. */
const SUBSTANCE =
  S`(?:(?:a (?:little |lil )?)?(?:something|sumn|summat|stuff)(?: (?:extra|special|strong))?|pills?|a pill|tabs?|` +
  S`bars?(?: of xan\w*)?|xan\w*|roof(?:ie|y)s?|rohypnol|ghb|ket|ketamine|sedatives?|sleeping pills?|drugs?)`;
const DRINK = S`(?:drinks?|glass|wine|pint|cocktail|shots?|coffee|juice|beer|prosecco|vodka|🍷|🍸|🍹|🥂|🍺)`;
/**
 * The speaker (or an order to nobody) slips a substance into someone's drink: "I'll put something in your drink",
 * "slip her something in her glass", "pills ur 🍷", and the how-to ("what to put in a girl's drink").
 */
const DRUG_IN_DRINK = rx(
  S`(?:^|[.!?,;]\s*|\b(?:i|${I_WILL}|just|then|and|to|could|should|can|gonna|lemme|let me)\s+)`,
  S`(?:slip|put|drop|add|sneak|mix|stick|pop)(?:s|ped|ping|ting)?\s+(?:(?:her|him|them|${YOU})\s+)?`,
  S`(?:(?:4|one|some) )?`,
  S`${SUBSTANCE}\s+(?:\w+\s+)?(?:in|into)\s+(?:her|his|their|${YOUR}|a girl'?s|a guy'?s|someone'?s|the)\s+`,
  S`(?:\w+\s+)?${DRINK}|\b(?:${I_WILL}|just|gonna)\s+(?:spike|drug|roofie|pills?|dose)\s+(?:her|him|${YOU}|${YOUR}`,
  S`(?:\s+\w+)?\s+${DRINK})(?!\w)|\bwhat (?:to|should i|can i|do i|could i) (?:put|slip|add|give)\s+(?:\w+\s+)?(?:in|`,
  S`into) (?:a girl'?s|a guy'?s|her|his|someone'?s|a woman'?s|my date'?s) (?:\w+\s+)?${DRINK}`,
);
/** What is in the glass is flavour, not a drug: "put something in your drink, a bit of lime". */
const FLAVOUR =
  /\b(?:lime|lemon|sugar|syrup|cinnamon|ice|mint|bitters|honey|milk|cream|garnish|umbrella|straw|cherry|salt|splash)\b/;
/** A substance offered or mixed for the reader (or "her"): "got some stuff", "I'll mix you something special". */
const SUBSTANCE_OFFERED = rx(
  S`\b(?:got|have|bring|brought|mix|make|made|pour|give|bars? of|after|on)\b[^.!?]{0,25}\b${SUBSTANCE}\b|`,
  S`\b(?:make|mix|pour|get)\w*\s+(?:${YOUR}|her|${YOU})\s+(?:\w+\s+)?(?:drinks?|something)\b|`,
  S`\bsomething (?:extra|special|strong) in (?:yours|urs|hers|her drink|${YOUR} \w+)`,
);
/** The victim's incapacity or compliance as the substance's point. */
const INCAPACITY = rx(
  S`\b(?:${YOU}|she|he|they)(?:'?ll|'?d| will| would)?\s+(?:not|never|won'?t|wont|will not|wouldn'?t|can'?t)\s+`,
  S`(?:even\s+)?(?:remember (?:a thing|anything|much|what happened|it|tomorrow|the night)|fight (?:it|me|back)|`,
  S`resist|struggle|say no|be able to (?:say no|fight|resist|move|stop me))|\bwon'?t remember a thing\b|`,
  S`\b(?:out cold|passed out|pass out|knocked out|blacked out|black out)\b|\b(?:she|${YOU})(?:'?ll| will) `,
  S`(?:loosen up|be (?:more )?up for (?:it|anything)|be (?:so )?relaxed|go along with (?:it|anything))|`,
  S`\b(?:more|so) (?:up for it|relaxed|compliant|pliable|willing)\b|\b(?:make|makes|making) (?:${YOU}|her) `,
  S`(?:relaxed|sleepy|compliant|pliable|loosen up)`,
);
/** Care by a clinician: an anaesthetic also leaves the patient remembering nothing. */
const MEDICAL = rx(
  S`\b(?:anaesthe\w*|anesthe\w*|sedation|surgery|operation|dentist|doctor|nurse|hospital|procedure|op|gp|`,
  S`prescri\w*|pharmacy|chemist|vet|colonoscopy|wisdom teeth)\b`,
);

/** The reader's (or "her") refusal or wish to wait, stated. */
const REFUSAL = rx(
  S`\b${YOUR} no\b|\b(?:${YOU}|she)\s+(?:\w+\s+)?(?:say|says|said|saying|tell me|told me)\s+no\b|`,
  S`\b(?:${YOU}|she) (?:keep |kept |always )?(?:say(?:s|ing)?|said|tell(?:s|ing)? me|told me) (?:that )?`,
  S`(?:${YOU}(?:'?re| are)?|she(?:'?s| is)?|${YOU} (?:do|did)n'?t|she (?:does|did)n'?t)?\s*(?:not ready|want(?:s)? `,
  S`to wait|(?:don'?t|doesn'?t|do not|does not) want (?:to|it|sex|me)|not into (?:it|that|me)|not in the mood)|`,
  S`\b(?:acting|being|playing) (?:so )?(?:frigid|hard to get|shy|coy|prudish|innocent)\b|\bfrigid\b|`,
  S`\b(?:say|says|saying) no\b|\b(?:try|tries|trying|tried) to (?:leave|get away|stop me|push me off)\b|`,
  S`\b(?:won'?t|can'?t|couldn'?t|not gonna) get away\b|\bno (?:doesn'?t|does not|don'?t|never|dont) `,
  S`(?:really |always )?means? no\b|🚫`,
);
/** The speaker overrides it, whatever the context: the taking itself, or the refusal declared void. */
const OVERRIDE_STRONG = rx(
  S`\b(?:i'?ll|i will|i'?m gonna|gonna|i'?m) (?:just )?(?:take|taking|get|getting|have|having) (?:it|what i `,
  S`(?:came for|want|need)|${YOU})\b[^.!?]{0,25}\b(?:anyway|anyways|either way|regardless|whether)\b|`,
  S`\bi'?m taking it\b|\b(?:i'?m|i am) not asking\b(?!\s+(?:${YOU}\s+)?(?:to|for|that|much|a lot|anything|why))|`,
  S`\b(?:saying|say) yes by the end\b|\bbreak (?:her|${YOU}) in\b|\bwhether (?:${YOU}|she) (?:like|likes|want|`,
  S`wants) it or not\b|\b(?:${YOUR}|a|her) no means (?:nothing|yes|maybe|jack|🤷)|\bno (?:doesn'?t|does not|dont|`,
  S`don'?t) (?:really )?mean no\b|\b(?:aubergine|fuck|shag|do it|take it)\w*\s+anyway\b`,
);
/** A weaker override that needs a sexual or date frame: "anyway", "either way", "we'll see about that". */
const OVERRIDE_WEAK = rx(
  S`\b(?:anyway|anyways|either way|regardless|we'?ll see about that|come round|come around|waited long enough|`,
  S`not a patient (?:man|guy|person)|i don'?t (?:take|handle|do) (?:no|rejection)|fun for me)\b`,
);
const SEX_OR_DATE = rx(
  S`\b(?:sex|shag\w*|fuck\w*|bed|first date|saturday|tonight|my place|my flat|at mine|come over|aubergine|`,
  S`take it|have (?:${YOU}|her)|what i came for|stronger than|the door|hold (?:${YOU}|her))\b|🍆|🔒`,
);
/** The speaker's strength or restraint, said around a refusal or a date. */
const RESTRAINT = rx(
  S`\b(?:i'?m|i am) (?:much |way |a lot |so much )?stronger than (?:${YOU}|her)\b|\b(?:i'?ll|i will|i'?d|gonna)\s+`,
  S`(?:just\s+)?(?:hold|pin|keep|tie) (?:${YOU}|her) (?:there|down|in place|still|up)\b|\bpin(?:ned|ning)? `,
  S`(?:${YOU}|her) down\b(?!\s+(?:to|for|on) )|\b(?:lock|locked|locking) (?:the|my) door\b|🔒`,
);
const RESTRAINT_NEEDS = rx(
  S`\b(?:say no|said no|saying no|rejection|leave|get away|struggle|scream|mid-?way|stop me|push me)\b|`,
  S`(?:on saturday|when we meet|tonight)\b[^]{0,30}\b(?:no|stronger)\b|🚫`,
);
/** A coercive choice: "come willingly or should I make you". */
const COERCIVE_CHOICE = rx(
  S`\b(?:willingly|the easy way|nicely)\b[^.!?]{0,10}\bor (?:should|do|shall|will|must|would) i (?:have to )?`,
  S`(?:make|force|drag|carry) (?:${YOU}|her)\b`,
);
/** Confinement: the speaker's place sealed; two cues, or one with an override. */
const CONFINE_CUES: readonly RegExp[] = [
  /\bsound ?proof\w*/,
  /\b(?:key only i have|only i have (?:the|a) key|locks? from the inside)\b/,
  /\bno(?:body| one) (?:will|would|'?ll|can|could) hear (?:you|u|her|a thing)\b/,
  /\b(?:you|u|she) (?:can'?t|won'?t|couldn'?t) (?:get out|leave|go anywhere|get away)\b/,
  // ADR 199: the door locked, her phone taken, a scream no one answers.
  /\block(?:ed|ing)? (?:the|my|her|ur|your) (?:door|doors|car)\b/,
  /\b(?:take|took|taking|hide|hid|keep|smash\w*) (?:her|the) phone\b/,
  /\bscream (?:all|as (?:loud|much) as) (?:you|u|she) (?:want|like)\b/,
  rx(
    S`\b(?:scream|shout|yell|cry for help)\w*\b[^.!?]{0,40}\bno(?: ?one|body)(?:'?s| is)? `,
    S`(?:coming|gonna come|going to come)\b`,
  ),
];
/** A wish or a call that someone assault the reader. */
const WISH =
  S`(?:i hope|hope|hopefully|i wish|i pray|someone (?:needs|ought|should|has) to|somebody (?:needs|should|ought) ` +
  S`to|someone should|somebody should|(?:${YOU}|she) deserves?(?: to)?)`;
const ASSAULT_ON_READER = rx(
  S`\b(?:rape|rapes|raped|raping|rapin)\b[^.!?]{0,25}\b(?:${YOU}|${YOUR})\b|\b(?:${YOU}|she)\b[^.!?]{0,12}\b(?:get|`,
  S`gets|got|getting|be|being) (?:\w+ )?raped\b|\b(?:aubergine|🍆|fuck|fucks|shag|shags|take|takes|have|has)\s+`,
  S`(?:${YOU}|her) against (?:${YOUR}|her) will\b|\bcorners? (?:${YOU}|her)\b|\bdrags? (?:${YOU}|her) `,
  S`(?:in|into|off|away|down)|\bdragged (?:in|into|off) (?:a|an|the) \w+|\b(?:${YOUR}|her) clothes (?:torn|ripped) `,
  S`off|\b(?:tear|rip|tears|rips) (?:${YOUR}|her) clothes off|\bdoes what (?:${YOU}|she) deserves?\b|`,
  S`\bhas (?:his|their) way with (?:${YOU}|her)\b`,
);
const WISHED_ASSAULT = rx(S`\b${WISH}\b[^.!?]{0,70}?`, S`(?:${ASSAULT_ON_READER.source})`);
/** A veiled fate of assault ("would be a shame if you got dragged into an alley"). */
const SHAME_ASSAULT = rx(
  S`\b(?:shame|pity|sad|awful) if (?:${YOU}|she)\b[^.!?]{0,50}\b(?:dragged|grabbed|cornered|attacked|raped|`,
  S`clothes (?:torn|ripped) off)\b`,
);
/** Approval of others' assault: "other guys would've dragged you … they had the right idea". */
const ENDORSED = rx(
  S`\b(?:other|most|some|any) (?:guys|men|blokes|lads|people)\b[^.!?]{0,20}\b(?:would'?ve|would have|would)\s+`,
  S`(?:already\s+)?(?:dragged|grabbed|forced|taken|pinned|jumped|had)\s+(?:${YOU}|her)\b[^]{0,80}\b(?:right `,
  S`idea|don'?t blame them|can'?t blame them|tempted|starting to think)\b`,
);
/** Arousal at the reader unconscious: "it's hot when a woman's out cold … you'd look perfect". */
const UNCONSCIOUS_APPEAL = rx(
  S`\b(?:hot|sexy|turns? me on|i like it|i love it|love it|like it)\b[^.!?]{0,10}\bwhen (?:a (?:woman|girl|guy|man)|`,
  S`(?:she|he)|women|girls|${YOU})(?:'?s|'?re| is| are)? (?:unconscious|out cold|drugged|knocked out|can'?t move|`,
  S`can'?t say no|can'?t fight back|passed out)\b`,
);
/** The speaker disowns what they will do to the reader: "can't be held responsible for what I do to you". */
const NOT_RESPONSIBLE = rx(
  S`\b(?:can'?t|cannot|won'?t) be (?:held )?responsible for what (?:i|happens)\b[^.!?]{0,20}\b(?:to (?:${YOU}|her)|`,
  S`when we meet|if (?:${YOU}) keep)`,
);

// ADR 199 (round 15): the same concepts in new words.
/** A refusal ruled out, or what the reader wants declared beside the point. */
const REFUSAL_VOID_WORDS = [
  S`(?:no|saying no|say no)\s*`,
  S`(?:is (?:not|never|no longer)|isn'?t|ain'?t|aint|'?s not|'?s never) (?:an? )?option`,
].join('');
const REFUSAL_VOID = rx(S`\b`, REFUSAL_VOID_WORDS, S`\b`);
/** The refusal declared void as the whole message: nothing else says what the "no" is about. */
const REFUSAL_VOID_ALONE = rx(S`^\W*`, REFUSAL_VOID_WORDS, S`\W*$`);
const WANT_VOID = rx(
  S`\b(?:doesn'?t|does not|won'?t|will not|don'?t|dont) (?:really |much )?matter (?:much )?(?:what|if) `,
  S`(?:${YOU}|she) (?:want|wants|say|says|think|thinks)\b|\b(?:${YOUR}|her) (?:opinion|consent|say|answer|choice|`,
  S`no) (?:will not|won'?t|doesn'?t|does not|don'?t|will never) (?:matter|count)\b`,
);
/** Power over the reader that makes the refusal void: strength, the speaker's car or place, holding them. */
const POWER = rx(
  S`\bstronger than (?:${YOU}|her)\b|\bonce (?:i (?:have|get|got)|i'?ve got) (?:${YOU}|her)\b|\b(?:in|into) my `,
  S`(?:car|van|flat|place|room|bed)\b|\bhold (?:${YOU}|her) down\b|\block\w*\b`,
);
/** Consent dismissed as unneeded: "don't worry about consent", "I never ask and nobody complains". */
const CONSENT_DISMISSED = rx(
  S`\b(?:don'?t|dont|never|no need to) (?:worry|bother|care) about (?:consent|permission)\b(?! forms?)|`,
  S`\bconsent (?:is|'s) (?:overrated|optional|for (?:losers|pussies|the weak)|a myth|boring|a buzzkill)\b`,
);
/** A refusal answered by the body: "she says no but her body says yes". */
const BODY_SAYS_YES = rx(
  S`\b(?:${YOUR}|her|his) body (?:say|says|said|saying|tells? me|told me|wants?|screams?) (?:yes|otherwise|`,
  S`different|it)\b`,
);
/** Taking what is not given: "I'll take it if she don't give it". */
const TAKE_NOT_GIVEN = rx(
  S`\b(?:take|takin'?|taking|tek) (?:it|what i want)\b[^.!?]{0,12}\b(?:if|when) (?:she|${YOU}) (?:don'?t|dont|`,
  S`won'?t|wont|doesn'?t|does not|do not|refuses? to) (?:give|hand|offer)\w* (?:it|me)\b(?! (?:back|to))`,
);
/** What the speaker is "owed" taken after a condition on the reader: "if you cancel again I'll take what I'm owed". */
const TAKE_OWED = rx(
  S`\b(?:take|get|have|collect) what(?:'?s| is)? (?:i'?m |i am )?(?:owed|mine|due to me|i(?:'m| am) due)\b`,
);
const MONEY = /\b(?:pay\w*|paid|money|cash|deposit|rent|invoice|wages?|debt|loan|quid|refund|£|\$)/;
/** Sleep or drink as the plan: "you'll be asleep and I'll still do it", "get her wasted and she won't say no". */
const INCAPACITY_PLAN = rx(
  S`\b(?:${YOU}|she)(?:'?ll| will|'?d| would)? (?:be |are |is |'?re |'?s )?(?:asleep|sleeping|passed out|`,
  S`unconscious|wasted|blackout drunk)\b[^.!?]{0,25}\b(?:i'?ll|i will|and i|i'?d|i would|i'?m)\s+(?:still|just)\s+`,
  S`(?:do it|fuck\w*|shag\w*|(?:have|take|use) (?:${YOU}|her))|`,
  S`\bget (?:her|${YOU}) (?:wasted|drunk|hammered|smashed|trashed|plastered|high|`,
  S`off (?:her|${YOUR}) face)\b[^.!?]{0,25}\b(?:she|${YOU})\s+(?:ain'?t|aint|won'?t|wont|can'?t|not|isn'?t)\s+`,
  S`(?:gonna\s+|going to\s+)?(?:say(?:in'?g?|ing)?|said) no\b`,
);
/** Rape asked about for a reader asleep or drunk: read with a date or sex frame. */
const RAPE_IF_INCAPABLE = rx(
  S`\brape if (?:${YOU}|she) (?:were|was|are|is|'?re) (?:asleep|drunk|passed out|unconscious|sleeping)\b`,
);
/** A victim blamed and the speaker as the one who will act: "asking to be grabbed, and I'll be the one". */
const BLAMED_AND_TAKEN = rx(
  S`\b(?:asking|begging) (?:for it|to be (?:grabbed|raped|groped|touched|assaulted|taken|used|had))\b`,
  S`[^.!?]{0,40}\bi'?(?:ll| will) be the one\b`,
);

// ------------------------------------------------------------------------------------------------
// Threats
/** Euphemisms and slang of killing and beating with the reader (or theirs, or a third person named) as object. */
const SLANG_HARM = rx(
  S`\bunalive (?:${YOU}|${YOUR} \w+|him|her)\b|\bsend (?:${YOU}|${YOUR} \w+|him|her) to the shadow ?realm\b|`,
  S`\b(?:have|get|got) (?:${YOU}|${YOUR} \w+|him|her) (?:clipped|whacked|wacked|capped|merked|bodied|done in|`,
  S`wiped out|put down|taken out|offed|iced)\b(?!\s+(?:of|from|for|by the)\b)|\b(?:give|giving|gonna give|`,
  S`get) (?:${YOU}|him|her) (?:a |such a )?(?:proper |right |good |real |serious )?(?:kicking|hiding|battering|`,
  S`pasting|leathering|hammering|thrashing|doing over|slapping|beating)\b|\b(?:buss|bust) (?:${YOUR}|him|her|`,
  S`his) (?:head|face|skull|lip|jaw|nose)(?: open| in)?\b|\b(?:slide|sliding|slidin|spin|spinning) (?:on|thru|`,
  S`through) (?:${YOUR}|yuh) (?:block|ends|endz|estate|street|road|house|area|yard)\b|\bno(?:body|one| one)'?s? `,
  S`(?:is |ever |gonna |going to |will )?(?:be )?(?:find|finding) (?:${YOU}|ya|your body)\b(?![^.!?]{0,20}`,
  S`\b(?:attractive|boring|cute|annoying|funny|in the crowd|at the|as|unless|if))|\b(?:have|having|had) a `,
  S`(?:little |quiet )?(?:word|chat|talk) with (?:him|her|them|${YOU}|${YOUR} \w+)\b[^.!?]{0,12}\bwith (?:a|my|`,
  S`the) (?:baseball )?(?:bat|knife|blade|crowbar|hammer|machete|fists?)\b|\b(?:${YOU}|he|she)(?:'ll| will|'re `,
  S`gonna|'s gonna| is gonna) get what'?s coming\b`,
);
/** A beating wished on the reader by someone: "I hope someone kicks your head in". */
const WISHED_BEATING = rx(
  S`\b(?:i hope|hope|hopefully|i wish|i pray|someone (?:needs|should|ought) to)\s+(?:someone|somebody|some \w+|`,
  S`a \w+|they|he)\s+(?:beat|batter|stab|kill|hurt|smash|kick|punch|shoot|jump|mug|knock|glass|deck)\w*\s+`,
  S`(?:[^.!?]{0,30}\b(?:out of|in) (?:${YOU}|${YOUR} \w+)|(?:${YOU}|${YOUR} (?:face|head|teeth|skull)))\b`,
);
/** "Get what's coming" is a threat to the reader, or to someone whose whereabouts the speaker holds. */
const WHATS_COMING_THIRD = /\b(?:he|she)(?:'ll| will|'s gonna| is gonna) get what'?s coming\b/;
/** People the speaker sends, who will be worse than the speaker. */
const PEOPLE_SENT = rx(
  S`\b(?:${I_WILL}|i can|i could)\s+(?:\w+\s+)?(?:get|have|send)\s+(?:my|the|some)\s+(?:\w+\s+)?(?:cousins?|`,
  S`boys|lads|mates|brothers|friends|guys|people|mandem|crew|uncles?)\s+(?:to\s+|round\s+)?(?:pay (?:${YOU}|`,
  S`${YOUR} \w+) a visit|visit (?:${YOU})|come (?:round|see (?:${YOU})|find (?:${YOU})|for (?:${YOU}))|have a `,
  S`(?:word|chat) with (?:${YOU})|find (?:${YOU}))\b[^]{0,40}\b(?:not (?:as |so )?(?:nice|friendly|polite|`,
  S`patient|gentle)|won'?t be (?:as )?(?:nice|friendly|polite)|(?:don'?t|dont) play|aren'?t (?:as )?`,
  S`(?:nice|friendly))`,
);
/** Advice in the first person as menace: "I'd keep looking over my shoulder if I were you". */
const ADVICE_FIRST_PERSON = rx(
  S`\b(?:i'?d|i would)\s+(?:keep\s+|be\s+|start\s+)?(?:look\w*|check\w*) over my shoulder\b[^.!?]{0,25}\bif i `,
  S`were (?:${YOU})\b|\bif i were (?:${YOU}),? i'?d\s+(?:keep\s+|start\s+)?(?:look\w*|check\w*) over my `,
  S`shoulder\b`,
);
/** A fist, a knife or blood between the reader and their face: "you 🫵 me 👊 your face 🩸". */
const EMOJI_HARM = new RegExp(
  S`(?:👊|🤜|🔪|🔫|\bknife\b|\bgun\b)[^.!?]{0,20}\b(?:your|ur) (?:face|head|nose|teeth|jaw)\b[^.!?]{0,6}` +
    S`(?:\bblood\b|🩸|💀|⚰|\bdead\b)`,
  'u',
);
/** Violence withheld only by a circumstance: "lucky I'm at work or I'd kick your door in". */
const COUNTERFACTUAL = rx(
  S`\b(?:(?:you'?re|you are|ur|u r|you were|count (?:yourself|urself)|consider (?:yourself|urself))\s+`,
  S`(?:so |very |damn |bloody |fucking )?lucky|lucky for (?:${YOU}))\b[^.!?]{0,90}?\b(?:i'?d|i would|you'?d|`,
  S`you would|u'?d|(?:guys|men|blokes|people|others) would'?v?e?|would'?ve|would have)\s+(?:have\s+|be\s+|`,
  S`already\s+|of\s+|been\s+)*[^.!?]{0,40}?\b(?:dead|kill(?:ed)?|hurt|kick\w*|smash\w*|punch\w*|batter\w*|`,
  S`beat\w*|deck\w*|hit|drag\w*|br(?:eak|oke|oken) (?:${YOUR}|ur) \w+|stab\w*|slap\w*|strangl\w*|`,
  S`knock\w* (?:you|u|ur|your)|in (?:hospital|a&e|`,
  S`the ground|a ditch)|bur(?:y|ied)|bleed\w*|a body ?bag)\b`,
);
/** The speaker holds or watched the reader's place, routine, kin or details. */
const HOLDS_PLACE = rx(
  S`(?:\bi |^|[.!?,]\s*)(?:know|'?ve got|have|got|found|saw|'?ve seen|seen|found out)\b`,
  S`[^.!?]{0,12}\b(?:where (?:${YOU}|he|she|`,
  S`they|${YOUR} \w+) (?:live|lives|work|works|park|parks|sleep|sleeps|stay|stays|train|trains)|(?:${YOUR}|which) `,
  S`(?:[\w']+ ){0,2}?(?:address|street|road|flat number|house number|building|workplace|office|church|gym|`,
  S`school|nursery|`,
  S`route|shift|reg|number plate|postcode|front door|door)\b|${YOU} live (?:on|at|in) )|\b${YOUR} (?:address|`,
  S`workplace|work address),? ${YOUR} (?:\w+ )?(?:work\w*|address|mum'?s|mom'?s|dad'?s|number|school)\b`,
);
/** The speaker will be at (or is in) the reader's place: "I'll be waiting outside your building". */
const PRESENCE = rx(
  S`\b(?:${I_WILL}|i'?ll be|we'?ll be)\s+(?:be\s+)?(?:wait\w*|com\w*|turn\w* up|show\w* up|stand\w*|outside|`,
  S`round|pop\w* round|drop\w* by|go|going)\b[^.!?]{0,25}\b(?:${YOUR}|tu) (?:house|flat|place|door|building|`,
  S`work|office|church|gym|school|class|kitchen|bedroom|block|street|job|shift|halls|casa)\b|\bwhen i'?m `,
  S`(?:standing|sat|sitting|waiting|stood) (?:in|outside|at) ${YOUR} (?:kitchen|bedroom|house|flat|room|`,
  S`hallway|door|living room|bathroom|garden)\b`,
);
/** A condition on the reader's conduct, or a menace cue, that turns whereabouts into leverage. */
const LEVERAGE_CUE = rx(
  S`\bif (?:${YOU}|ya) (?:don'?t|dont|do not|won'?t|block|ghost|ignore|unmatch|report|leave|stop|keep|try|`,
  S`say no)|\b(?:block|ghost|ignore|unmatch|report|leave) me\b|\bnext (?:reply|message|move)\b|\bthink `,
  S`(?:carefully|twice|hard|very carefully)\b|\b(?:not joking|no joke|not kidding|deadly serious)\b|`,
  S`\b(?:${YOU}|ya) (?:ain'?t|aren'?t|are not|r not|won'?t be|will not be) safe\b|\bsee who'?s laughing\b|`,
  S`\bwhat'?s coming\b|\bfor now\b|\banything (?:could|can|might) happen\b|\bwatch (?:yourself|urself|`,
  S`${YOUR} back|out)\b|\bshadow ?realm\b|\bface to face\b|\bjust saying\b|\bfunny that\b|\btick ?tock\b|`,
  S`\b(?:level|bay|space|spot|floor) \d+\b|\bnice (?:\w+ )?(?:roses|garden|`,
  S`curtains|door|car|house|flat|windows?)\b|\bwith a (?:bat|knife|blade|crowbar)\b|\bnot gonna be (?:nice|pretty)\b`,
);
/** The place was given, shared or is a date's meeting point: not leverage. */
const PLACE_GIVEN = rx(
  S`\b(?:you (?:told|showed|sent|gave) me|you (?:said|mentioned)|my (?:aunt|uncle|mum|mom|nan|gran|cousin|`,
  S`friend|mate|sister|brother) (?:lives?|lived|works?)|i used to|we (?:both )?live|i live|same (?:street|gym|`,
  S`building|school|office|church)|neighbou?rs?|my (?:son|daughter|kids?|boy|girl)|meet (?:you|u)|pick (?:you|u) `,
  S`up|picking (?:you|u) up|on my way|omw|delivery|parcel|booked|reservation|surprise (?:you|u) with|flowers|coffee)\b`,
);
/** The reader's kin watched at their school or routine: "saw your kids at the school gates". */
const KIN_WATCHED = rx(
  S`\bi (?:saw|seen|watched|spotted|noticed|followed)\b[^.!?]{0,8}\b${YOUR} (?:\w+ )?(?:kids?|children|son|`,
  S`daughter|boy|girl|little (?:one|ones|boy|girl))\b[^.!?]{0,25}\b(?:at|outside|leaving|coming out of|by|near) `,
  S`(?:the |their |his |her )?(?:school|gates?|nursery|playground|daycare|bus stop|pick-?up|practice|club)\b`,
);
/** "Your dog … for now": the reader's dear one safe only for the time being. */
const FOR_NOW = rx(
  S`\b${YOUR} (?:\w+ )?${DEAR}\b[^.!?]{0,30}\b(?:is|are|'s|looks?|seems?)\b[^.!?]{0,25}\bfor now\s*(?:$|[.!,…]|😉|`,
  S`😈)`,
);
/** A conditional threat with a vague consequence: "do you want to find out what I'll do if you ghost me?". */
const FIND_OUT_IF = rx(
  S`\bfind out what (?:i(?:'ll| will| would|'d| can| could)? (?:do|be like)|happens)\b[^.!?]{0,25}\b(?:if|when) `,
  S`(?:${YOU}|ya) (?:ghost|block|ignore|unmatch|leave|report|don'?t (?:reply|answer|text)|stop (?:replying|`,
  S`answering|talking)|cheat|say no)|\b(?:ghost|block|ignore|unmatch|leave|report) me\b[^.!?]{0,12}\b(?:and|n|&) `,
  S`(?:you'?ll |u'?ll )?find out what (?:i(?:'ll| will)? do|happens)\b`,
);
/** The fate of the reader framed through their kin: "how would your kids feel if their mum didn't come home". */
const KIN_FATE = rx(
  S`\b(?:how would ${YOUR}|(?:would|will|do|does)(?: (?:${YOU}) think)? ${YOUR}) `,
  S`(?:\w+ )?(?:kids|children|family|son|daughter|mum|mom|`,
  S`parents|husband|wife) (?:\w+ ){0,2}?(?:feel|cope|manage|react|take it|notice|miss (?:${YOU}|her|him|them))\b`,
  S`[^.!?]{0,50}\bif\b[^.!?]{0,40}\b(?:didn'?t|never|did not|don'?t) (?:come|make it|get) `,
  S`(?:home|back)\b`,
);
/** A veiled fate of the reader's things, insinuated: "imagine if your car just happened to catch fire". */
const THING_FATE = rx(
  S`\b(?:imagine if|what if|would(?:n'?t)? it be (?:funny|a shame|sad|awful) if|be a shame if|shame if)\b`,
  S`[^.!?]{0,30}\b${YOUR} (?:\w+ )?(?:car|house|flat|home|van|bike|dog|cat|kids?|place|door|windows?|tyres)\b`,
  S`[^.!?]{0,30}\b(?:caught|catch|catches|burn\w*|went up in flames|exploded|blew up|got (?:smashed|keyed|`,
  S`torched|slashed|broken into|hurt|run over)|disappear\w*|went missing|had an accident)`,
);
const INSINUATION = new RegExp(
  S`\b(?:just happened to|happened to|one night|mysteriously|accidentally|just saying|wouldn'?t that be|` +
    S`no reason)\b|😉|😈`,
  'u',
);
/** Harm to the reader as a class: "anything could happen to someone like you". */
const LIKE_YOU = rx(
  S`\b(?:anything|things|bad things|something) (?:could|can|might|would) happen to (?:someone|a girl|a guy|people|`,
  S`girls|women|men) like (?:${YOU})\b`,
);

// ADR 199 (round 15): the speaker's future harm with an improvised act, capability as menace, a countdown.
/** The speaker in the future, including formal and creole forms ("I shall", "mi ago"), or now ("I'm slapping"). */
const SPEAKER_SOON = S`(?:${I_WILL}|i shall|we shall|mi ago|mi a go|mi gonna|mi go|i'?m|im|i am|i'?ma)`;
/** An act of harm read by its result or object, not by a lexicon verb: "light you up", "beat you senseless". */
const IMPROVISED_ACT =
  S`(?:light (?:${YOU}) up|slap\w* (?:${YOU}) (?:into|to) next week|knock\w* (?:${YOU}) (?:into next week|out cold|` +
  S`spark out|sparko)|beat (?:${YOU}) (?:senseless|black and blue|to a pulp|half to death|within an inch)|` +
  S`acid (?:${YOU}|${YOUR} (?:\w+ )?(?:face|eyes|skin))|bus+ (?:${YOUR}|yuh|ya) (?:head|face|skull)|` +
  S`put (?:${YOU}) (?:through|in) (?:a|the) (?:wall|window|hospital|ground)|run (?:${YOU}) off the road)`;
const SPEAKER_HARM = rx(S`\b${SPEAKER_SOON}\s+(?:\w+\s+){0,6}?${IMPROVISED_ACT}\b`);
/** A vague act the reader will regret, after a condition or an ultimatum. */
const REGRET_ACT = rx(
  S`\b(?:i'?ll|i will|i shall|imma|i'?m gonna|i'?m going to)\s+(?:\w+\s+)?do something `,
  S`(?:${YOU}'?ll|${YOU} will|we'?ll|we will) (?:both |all )?`,
  S`(?:regret|be sorry)\b`,
);
const ULTIMATUM = /\b(?:or|if|unless|otherwise|else|got (?:\w+ )?(?:days?|hours?|weeks?)|one more)\b/;
/** The speaker's capability told as menace: a trade or past of killing, burning or disposing. */
const TRADE_OF_HARM = rx(
  S`\b(?:i was an?|as an?|i'?m an?|i used to be an?|ex[- ]?)\s*(?:\w+ )?(?:sniper|soldier|marine|para|paratrooper|`,
  S`hitman|special forces|sas)\b`,
);
/** Menace that needs no object: the reader's speech watched ("think carefully about how you speak to me"). */
const MENACE_NOTE = rx(
  S`\bthink (?:very |really )?(?:carefully|twice|hard)\b|\bhow (?:${YOU}) (?:speak|talk) to me\b|\bwatch `,
  S`(?:${YOUR} (?:mouth|tone|back)|yourself|urself)\b`,
);
const CAPABILITY = rx(
  S`\b(?:know|knows|teach\w*|taught|`,
  S`learn\w*)\b[^.!?]{0,20}\bhow (?:to|fast|quickly|easy)\b[^.!?]{0,40}\b(?:get rid of a body|dispose of a body|`,
  S`hide a body|go up|burn\w*|make (?:it|someone|a death) look like an accident|disappear)\b|\b(?:it'?d|it would|`,
  S`would) be (?:so )?easy to (?:\w+ ){0,2}?(?:kill|hurt|run (?:${YOU}) off|find (?:${YOU})|burn)\b`,
);
/** A cue to take the capability as meant for the reader. */
const NOTE_CUE = rx(
  S`\b(?:keep|bear) (?:that|this) in mind\b|\bjust so (?:${YOU}) know\b|\bthink (?:very |really )?(?:carefully|`,
  S`twice|hard)\b|\bhow (?:${YOU}) (?:speak|talk) to me\b|\bremember that\b|\b(?:like|as) yours\b|\b${YOUR} `,
  S`(?:flat|house|car|route|drive|lane|road)\b`,
);
/**
 * Power or the body around a refusal declared void (review of ADR 199): "no isn't an option, you're in my car now",
 * not "no is not an option, we're getting dessert".
 */
const POWER_OR_BODY = rx(
  S`\b(?:with me|my (?:car|place|flat|room|house|van|basement)|home with|body|touch\w*|kiss\w*|undress\w*|`,
  S`(?:${YOU})'?(?:re| are) mine|whether|stronger|hold (?:${YOU}|her) down|make (?:${YOU}|her))\b`,
);
/** A meeting being arranged (review of ADR 199): "coming for you at 8, tick tock, don't be late" is a pick-up. */
const MEETING_PLAN = rx(
  S`\b(?:at \d|\d ?(?:am|pm)|o'?clock|don'?t be late|see (?:you|u|ya) (?:at|soon|then|there)|dinner|lunch|brunch|`,
  S`party|pick(?:ing)? (?:you|u) up|table|reservation|booked)\b`,
);
/** Someone else's words reported ("the actor said scream all you want"), with nothing the speaker will do. */
const REPORTED_WORDS = /\b(?:said|says|was like|yelled|shouted|screamed at us)\b/;
const SPEAKER_WILL = /\b(?:i'?ll|i will|i'?m gonna|i am going to|i'?m going to|my (?:place|flat|house|car|basement))\b/;
/** Fire safety and trade advice: capability told to help. */
const SAFETY = /\b(?:smoke alarms?|detectors?|fire safety|candles?|extinguisher|escape plan|insurance)\b/;
/** The speaker coming for the reader with a countdown: "coming for you, tick tock". */
const COMING_FOR = rx(
  S`\b(?:i'?m|im|i am|we'?re) coming for (?:${YOU}|${YOUR} \w+)\b(?=[^]{0,40}(?:\btick ?tock\b|⏰|⏳|⌛|\bready or `,
  S`not\b|\bbetter run\b|\bcan'?t hide\b))`,
);

// ------------------------------------------------------------------------------------------------
// Guards
/** Fiction, horror, true crime, games and sport: harm told about, or banter over play. */
const FICTION_OR_PLAY = rx(
  S`\b(?:movie|film|documentary|series|episode|podcast|true crime|novel|book|character|villain|horror|`,
  S`the plot|dungeon master|d&d|campaign|npc|boss fight|respawn|lobby|ranked|yu-?gi-?oh|duel|my deck|`,
  S`fifa|fortnite|call of duty|warzone|minecraft|valorant|5 a side|five a side|rematch|tournament|quiz|trivia|`,
  S`(?:first|second|next|final) round|football|rugby|tennis|darts|snooker|poker|scrabble|chess|sparring|boxing|`,
  S`mma|ufc|wrestling|jiu ?jitsu|bjj|karate|judo|training|sparring|arm wrestl\w*)\b|`,
  AT_GAME,
);
const KITCHEN_HUNT_TRADE = rx(
  S`\b(?:cook\w*|recipe|oven|bak(?:e|ing)|steak|roast|bbq|fishing|fisherman|hunting|deer|rabbit|pheasant|`,
  S`butcher\w*|chef|cocktail menu|bartend\w*|plumb\w*|demolition|scaffold\w*)\b`,
);
const CARE = rx(
  S`\b(?:text me when|let me know (?:when|you'?re)|get home safe|home safe|safe home|stay safe|take care|`,
  S`worried about (?:you|u)|weather|storm|icy|ice on|vets?|sick|poorly|ill|recovering|limping)\b`,
);
const LAUGH =
  /😂|🤣|😆|😜|\b(?:lo+l+|lmf?ao+|haha\w*|hehe\w*|jk)\b|(?<!\bnot |\bno |'m not |am not )\b(?:kidding|joking)\b/u;
/** A kink negotiation between adults: limits named, a word to stop, agreed beforehand. */
const NEGOTIATION = rx(
  S`\b(?:safe ?words?|if (?:${YOU}) (?:ask|beg) (?:nicely|me)|only if (?:${YOU}) want|if (?:${YOU}) want (?:me )?to|`,
  S`tap out|aftercare|limits|hard no|we (?:talked|agreed)|as agreed|cnc|role ?play|scene|consensual|`,
  S`green light|traffic light|(?:you|u) can (?:always )?(?:say|tap|use))\b`,
);
/** Support to someone who was assaulted: "I'm so sorry he raped you, it's not your fault". */
const SUPPORT = rx(
  S`\b(?:so sorry|i'?m sorry|not (?:your|ur) fault|i believe (?:you|u)|helpline|counsel\w*|therap\w*|survivor|`,
  S`rape crisis|support (?:you|u)|are (?:you|u) (?:ok|okay|safe)|reported|police)\b`,
);

// ------------------------------------------------------------------------------------------------
const RISK = 85;
type Reading = { name: string; re: RegExp; needs?: (v: string) => boolean };

const SV_READINGS: readonly Reading[] = [
  { name: 'a drug slipped into a drink', re: DRUG_IN_DRINK, needs: (v) => !tv(FLAVOUR, v) },
  { name: 'a substance for incapacity', re: INCAPACITY, needs: (v) => tv(SUBSTANCE_OFFERED, v) },
  { name: 'a refusal overridden', re: OVERRIDE_STRONG, needs: (v) => tv(REFUSAL, v) || tv(SEX_OR_DATE, v) },
  { name: 'a refusal overridden', re: OVERRIDE_WEAK, needs: (v) => tv(REFUSAL, v) && tv(SEX_OR_DATE, v) },
  { name: 'strength or restraint over a refusal', re: RESTRAINT, needs: (v) => tv(RESTRAINT_NEEDS, v) },
  { name: 'a coercive choice', re: COERCIVE_CHOICE },
  { name: 'an assault wished on the reader', re: WISHED_ASSAULT },
  { name: 'an assault as a veiled fate', re: SHAME_ASSAULT },
  { name: 'assault endorsed', re: ENDORSED },
  { name: 'arousal at incapacity', re: UNCONSCIOUS_APPEAL, needs: (v) => /\b(?:you|u|your|ur)\b/.test(v) },
  { name: 'what the speaker will do disowned', re: NOT_RESPONSIBLE },
  {
    name: 'a refusal declared void',
    re: REFUSAL_VOID,
    needs: (v) => tv(SEX_OR_DATE, v) || tv(POWER_OR_BODY, v) || tv(REFUSAL_VOID_ALONE, v),
  },
  { name: 'what the reader wants declared void', re: WANT_VOID, needs: (v) => tv(POWER, v) },
  { name: 'consent dismissed', re: CONSENT_DISMISSED },
  { name: 'a refusal answered by the body', re: BODY_SAYS_YES, needs: (v) => tv(REFUSAL, v) },
  { name: 'taking what is not given', re: TAKE_NOT_GIVEN },
  { name: 'taking what is owed', re: TAKE_OWED, needs: (v) => /\bif (?:you|u)\b/.test(v) && !tv(MONEY, v) },
  { name: 'incapacity as the plan', re: INCAPACITY_PLAN },
  { name: 'rape of an incapable reader as a plan', re: RAPE_IF_INCAPABLE, needs: (v) => tv(SEX_OR_DATE, v) },
  { name: 'a victim blamed, the speaker to act', re: BLAMED_AND_TAKEN },
];
const THREAT_READINGS: readonly Reading[] = [
  {
    name: 'slang of killing or beating',
    re: SLANG_HARM,
    needs: (v) => !tv(WHATS_COMING_THIRD, v) || tv(HOLDS_PLACE, v),
  },
  { name: 'a beating wished on the reader', re: WISHED_BEATING },
  { name: 'people sent, worse than the speaker', re: PEOPLE_SENT },
  { name: 'advice as menace', re: ADVICE_FIRST_PERSON },
  { name: 'violence withheld by a circumstance', re: COUNTERFACTUAL },
  { name: 'whereabouts as leverage', re: HOLDS_PLACE, needs: (v) => tv(LEVERAGE_CUE, v) && !tv(PLACE_GIVEN, v) },
  { name: 'presence at the reader’s place as leverage', re: PRESENCE, needs: (v) => tv(LEVERAGE_CUE, v) },
  { name: 'the reader’s kin watched', re: KIN_WATCHED, needs: (v) => !tv(PLACE_GIVEN, v) },
  { name: 'the reader’s dear one safe for now', re: FOR_NOW },
  { name: 'a conditional threat', re: FIND_OUT_IF },
  { name: 'the reader’s fate through their kin', re: KIN_FATE },
  { name: 'the reader’s things, a veiled fate', re: THING_FATE, needs: (v) => INSINUATION.test(v) },
  { name: 'harm to people like the reader', re: LIKE_YOU },
  { name: 'the speaker’s harm, an improvised act', re: SPEAKER_HARM },
  { name: 'a regretted act after an ultimatum', re: REGRET_ACT, needs: (v) => tv(ULTIMATUM, v) },
  { name: 'capability as menace', re: CAPABILITY, needs: (v) => tv(NOTE_CUE, v) && !tv(SAFETY, v) },
  { name: 'a trade of harm as menace', re: TRADE_OF_HARM, needs: (v) => tv(MENACE_NOTE, v) },
  { name: 'the speaker coming for the reader', re: COMING_FOR, needs: (v) => !tv(MEETING_PLAN, v) },
];

function firstReading(readings: readonly Reading[], views: readonly string[], gate: number): string | null {
  for (const v of views) {
    // None of the readings can match in the view (ADR 236): the same null as reading each.
    if (!GUARDIAN_PREFILTER.mayMatchAny(gate, v)) continue;
    for (const r of readings) {
      const m = xv(r.re, v);
      if (!m || NEGATED_BEFORE.test(v.slice(0, m.index)) || (r.needs && !r.needs(v))) continue;
      return `${r.name}: ${m[0].trim()}`;
    }
  }
  return null;
}

function sexualViolenceIn(views: readonly string[], input: RuleInput): string | null {
  const optedIn = input.consent === 'opted_in_mutual';
  if (views.some((v) => tv(FICTION_OR_PLAY, v) || tv(SUPPORT, v) || (optedIn && tv(NEGOTIATION, v)))) return null;
  const found = firstReading(SV_READINGS, views, SV_GATE);
  if (found) return found.startsWith('a substance') && views.some((v) => tv(MEDICAL, v)) ? null : found;
  for (const v of views) {
    // The cues first, through the prefilter (ADR 220): a view without one is passed whatever else it says.
    let n = 0;
    for (const c of CONFINE_CUES) if (tv(c, v)) n++;
    if (n === 0 || (REPORTED_WORDS.test(v) && !SPEAKER_WILL.test(v))) continue;
    if (n >= 2 || (n === 1 && tv(OVERRIDE_WEAK, v) && tv(SEX_OR_DATE, v))) return 'confinement at the speaker’s place';
  }
  return null;
}

function threatIn(views: readonly string[], original: string): string | null {
  if (views.some((v) => tv(FICTION_OR_PLAY, v) || tv(KITCHEN_HUNT_TRADE, v) || tv(CARE, v))) return null;
  // Laughter turns a threat reading into banter, unless the message insinuates ("lol … just saying").
  if (views.some((v) => LAUGH.test(v)) && !views.some((v) => INSINUATION.test(v))) return null;
  const found = firstReading(THREAT_READINGS, views, THREAT_GATE);
  if (found) return found;
  if (EMOJI_HARM.test(original) || views.some((v) => EMOJI_HARM.test(v))) return 'harm in emoji: the reader’s face';
  return null;
}

/** Signals of round 14's concept readings for one message (context.ts appends them to its own). */
export function round14ViolenceSignals(input: RuleInput): ContextSignal[] {
  if (input.found.some((s) => s.kind === 'threat' && s.risk >= 75)) return [];
  // Quotes and reports: set aside only as frames.ts decides (ADR 183).
  const views = quotesSetAside(viewsWithSqueezed(input));
  GUARDIAN_PREFILTER.prepare(views);
  const ev = sexualViolenceIn(views, input) ?? threatIn(views, input.norm.original.toLowerCase());
  return ev ? withoutFramed(views, [ruleSignal('threat', RISK, ev)], 'police') : [];
}

/** The expressions run on a view, registered with the prefilter (ADR 179). */
export const ROUND14_VIOLENCE_EXPRESSIONS: readonly RegExp[] = [
  ...SV_READINGS.map((r) => r.re),
  ...THREAT_READINGS.map((r) => r.re),
  FLAVOUR,
  SUBSTANCE_OFFERED,
  MEDICAL,
  REFUSAL,
  SEX_OR_DATE,
  RESTRAINT_NEEDS,
  WHATS_COMING_THIRD,
  LEVERAGE_CUE,
  PLACE_GIVEN,
  FICTION_OR_PLAY,
  KITCHEN_HUNT_TRADE,
  CARE,
  NEGOTIATION,
  SUPPORT,
  POWER,
  MONEY,
  ULTIMATUM,
  NOTE_CUE,
  MENACE_NOTE,
  SAFETY,
  POWER_OR_BODY,
  MEETING_PLAN,
  REFUSAL_VOID_ALONE,
  ...CONFINE_CUES,
].filter((r) => !r.unicode);
GUARDIAN_PREFILTER.register(ROUND14_VIOLENCE_EXPRESSIONS);
/** Family gates over the readings' expressions (ADR 236). */
const SV_GATE = GUARDIAN_PREFILTER.gate(SV_READINGS.map((r) => r.re));
const THREAT_GATE = GUARDIAN_PREFILTER.gate(THREAT_READINGS.map((r) => r.re));
