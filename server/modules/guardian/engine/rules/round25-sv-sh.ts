/**
 * Round 25 (issue 15, ADR 278): sexual violence and incitement to self-harm that round 20's reader
 * (round20-sv-sh-drugs.ts) and the older readers deliver. Written from general knowledge after grouping the DEVELOP
 * sets' misses into classes; no challenge line is copied (tests: round25-sv-sh.test.ts).
 *  - sexual violence (`threat`, 85, BLOCK whatever the trust): the reader drunk, asleep or out cold paired with
 *    sex or no refusal ("once you're legless you won't be saying no", "then it's my turn"); a drug in the reader's
 *    drink with its effect ("a bit of G in your drink and you'll go quiet"); a refusal disregarded ("I don't care if
 *    you say no, you're coming home with me", "real men don't ask", "won't even need your yes"); restraint aimed at
 *    the reader; assault wished ("hope someone gets you alone and doesn't stop");
 *  - self-harm (`self_harm_incitement`, 80): a method directed at the reader (a rope offered, the front of a bus, a
 *    flip off a car park, the sea "and don't come back", every pill "and don't wake up", a blade to the wrists,
 *    starving "until you disappear"), suicide named as the reader's option or dared ("only one way out").
 * Disguises are the normaliser's: spaced letters, fullwidth, homoglyphs and leet reach these patterns as words.
 * Cost: each concept sits behind one gate expression the shared prefilter answers in its automaton pass.
 */
import { severeReader, type SevereConcept } from './severe-concepts';

const S = String.raw;
const rx = (...parts: string[]) => new RegExp(parts.join(''));
const YOU = S`(?:you|u|ya|ye|yu|yuh)`;
const YOUR = S`(?:your|ur|yer|yr|yuh)`;
const YOURE = S`(?:you'?re|youre|you are|u r|ur|u are|ye'?re|yer)`;
const SELF = S`(?:yourself|urself|yerself|yaself|ya ?self|ur ?self|yourselves)`;
const I_WILL = S`(?:i'?ll|ill|i will|i'?m (?:gonna|going to)|im (?:gonna|going to)|imma|i'?mma|i'?ma|ima|gonna)`;
/** Drunk, drugged or asleep (slang included): the reader unable to say no. */
const OUT_OF_IT =
  S`(?:passed out|pass out|blacked out|black out|knocked out|out of it|out cold|unconscious|asleep|fall asleep|` +
  S`drunk|wasted|faded|munted|mashed|smashed|hammered|legless|steamin[g']?|pissed|plastered|trollied|blotto|` +
  S`paralytic|off (?:${YOUR}|her) face|tipsy)`;
/** Unconscious in the strict sense (never merely drunk or asleep). */
const OUT_COLD = S`(?:passed out|blacked out|knocked out|out cold|unconscious|drugged)`;
/** What the speaker then takes: sex, or no say for the reader. */
const TAKES =
  S`(?:(?:it'?s|its|then)\s+my turn\b(?=\s*(?:$|[^a-z\s]|with (?:${YOU}|her)\b|babe|baby|next|now\s*$))|` +
  S`then i'?m in\b|i (?:can |'?ll |will |get to )?(?:do|doin) (?:what|wat|` +
  S`whatever) i (?:want|like|please)|(?:and|then|to) (?:do|doin) (?:what|wat|whatever) i (?:want|like)|` +
  S`tak(?:e|ing) what i want|have my (?:fun|way)|(?:${YOURE}|she'?s|shes|she is|her|then it'?s)\s+fair game|` +
  S`(?:not|never) (?:gonna |going to )?ask(?:ing)? first|(?:won'?t|wont) (?:be )?ask(?:ing)? first|` +
  S`(?:won'?t|wont|don'?t|dont) (?:even )?need (?:${YOUR}|her) (?:yes|consent|permission)|` +
  S`(?:won'?t|wont|not|ain'?t|aint|can'?t|cant)\s+(?:even\s+)?be\s+(?:sayin[g']?|able to say)\s+(?:no|naw|nah|stop)\b)`;
/** A negation right before a cue ("i would never …", "not gonna"), read in the 24 characters before it. */
/** A drink the reader holds. */
const DRINK =
  S`(?:drinks?|cup|glass|wine|beer|pint|bevvy|bev|cocktail|shot|juice|soda|vodka|gin|rum|tea|sweet tea|coffee|` +
  S`prosecco|cider|lager|water|coke)`;
/** A vague or a known knock-out substance (never ice, lemon or a mixer). */
const DOSE =
  S`(?:a (?:lil|little|cheeky|wee) (?:something|somethin|summin|sumthin|extra)|(?:a )?(?:bit of |cheeky bit of )?` +
  S`(?:something|somethin|summin|sumthin)(?: (?:extra|special))?|this|a pill|pills?|(?:a |cheeky |bit of |some )*` +
  S`(?<![0-9])g|ghb|zannies|xannies|xans|jellies|roofies?|rohypnol|a mickey|drops|a few drops|powder)`;
/** What a dose does to the reader, in the speaker's interest. */
const DOSE_EFFECT =
  S`(?:go(?:es)? quiet|(?:less|not so) (?:mouthy|lippy|stuck up|uptight|feisty|fussy)|(?:a lot |much |way |so )?` +
  S`more (?:relaxed about it|agreeable|compliant|pliable|fun|up for it|willing)|do(?:es)? (?:whatever|anything|wat i|` +
  S`what i)|won'?t remember|not remember\w*|wake up not|(?:${YOURE}|she'?s|be)\s+(?:so |the |an? |much |` +
  S`way )?(?:easiest|easy)\b(?!\s+(?:to|on))|(?:nah|not|won'?t) (?:go )?feel (?:nutten|` +
  S`nothing|a thing)|changes? that|change (?:${YOUR}|her) mind|say yes|my turn|then i'?m in|same to (?:${YOU}))`;

/** A glass emoji, and a hush or a devil after it. */
const GLASS = S`(?:🍸|🍷|🍺|🥂|🍹|🥤|🥃)`;
const HUSH = S`(?:🤫|🤐|😈)`;

type Concept = SevereConcept;

// ------------------------------------------------------------------------------------------------
// Sexual violence: the reader incapacitated, then sex or no refusal
const INCAPACITATED: Concept = {
  kind: 'threat',
  risk: 85,
  name: 'sex with the reader incapacitated',
  gate: rx(
    S`turn|i'?m in|what i|wat i|fair game|ask|need|sayin|able to say|awake|notice|remember|agreeable|compliant|`,
    S`whining|fuss|easier for me|mine|my fun|my way|first`,
  ),
  patterns: [
    // "once you're legless you won't be saying no"; "get her steaming, then she's fair game"; "when u pass out it's
    // my turn"; "if you fall asleep here again I won't be asking first"
    rx(
      S`\b(?:${YOU}|${YOURE}|she|she'?s|shes|her|ya)\b[^.!?]{0,35}\b${OUT_OF_IT}\b[^]{0,50}${TAKES}|`,
      S`${TAKES}[^]{0,10}\b(?:when|once|after|while|if)\s+(?:${YOURE}|${YOU}|she'?s|she)\s+(?:(?:so|too|proper|`,
      S`real|really|get|gets|getting|fall|falls|are|is)\s+)?${OUT_OF_IT}\b`,
      S`|${TAKES}[^.!?]{0,20}\b(?:once|when|after) (?:i'?ve|i have|i) (?:got|get|gotten) (?:${YOU}|her) `,
      S`(?:alone|home|back)\b`,
    ),
    // "I don't need you awake for what I've got planned"
    rx(
      S`\b(?:don'?t|dont|do not|won'?t|wont)\s+need\s+(?:${YOU}|her)\s+(?:awake|conscious|sober)\b[^.!?]{0,20}`,
      S`\b(?:for (?:what|this|that|the fun)|to (?:enjoy|have (?:fun|${YOU}|her)))`,
    ),
    // "she's so drunk she won't notice if I take her home"
    rx(
      S`\b(?:she'?s|shes|she is|is|${YOURE})\s+(?:so |too |that |proper |well )?${OUT_OF_IT}\b[^]{0,30}\b(?:won'?t|`,
      S`wont|will not|not) (?:even )?(?:notice|remember|know)\b[^]{0,40}\b(?:take (?:her|${YOU}) (?:back|home)|`,
      S`mine|my (?:place|flat|room|bed))\b`,
    ),
    // "when you're out cold you're so much more agreeable"; "passed out? less whining"; "out cold and mine"
    rx(
      S`\b${OUT_COLD}\b[^]{0,40}\b(?:(?:much |so much |a lot |way )?more (?:agreeable|compliant|pliable|`,
      S`cooperative)|less (?:whining|fuss|fighting|complaining|mouthy)|easier for me)\b|`,
      S`\b(?:${YOU}'?ll|${YOU} will|you'?ll)\s+be\s+(?:unconsc\S*|${OUT_COLD})\s+(?:and|&|n)\s+(?:all )?min[e3]\b`,
    ),
    // "don't worry about being drunk, better really, easier for me"
    rx(S`\b${OUT_OF_IT}\b[^.!?]{0,30}\b(?:easier for me|more fun for me)\b`),
  ],
};

// ------------------------------------------------------------------------------------------------
// Sexual violence: a drug in the reader's drink, with what it does for the speaker
const DOSED: Concept = {
  kind: 'threat',
  risk: 85,
  name: 'drugging the reader for sex',
  gate: rx(
    S`quiet|mouthy|lippy|stuck up|uptight|feisty|fussy|relaxed about|agreeable|compliant|pliable|more fun|`,
    S`up for it|willing|whatever|anything|wat i|what i|remember|easiest|easy|feel|change|say yes|turn|i'?m in|`,
    S`same to|dos|spik|drug|dru9|rohypnol|ghb|roof|pills?|🤫|😈|😵`,
  ),
  // A remedy or a recipe, not a dose: "drops in your water for the headache", "honey and lemon in your tea"
  unless: rx(
    S`\b(?:headaches?|hangover|sore throat|throat|cough\w*|a cold|the flu|cramps|nausea|heartburn|migraine|honey|`,
    S`lemon|ginger|oat milk|syrup|electrolytes?|vitamins?|recipe)\b`,
  ),
  patterns: [
    // "a cheeky bit of G in your drink and you'd go quiet"; "go quiet after a couple of jellies in your vodka"
    rx(
      S`\b${DOSE}\s+(?:in|into|in2)\s+(?:${YOUR}|her|the|their|ya|his)\s+(?:\w+\s+)?${DRINK}\b[^]{0,60}`,
      S`\b${DOSE_EFFECT}|\b${DOSE_EFFECT}\b[^.!?]{0,40}\b(?:after|with)\s+(?:a (?:couple|few) (?:of )?|one |a )?`,
      S`${DOSE}\s+(?:in|into)\s+(?:${YOUR}|her|the)\s+(?:\w+\s+)?${DRINK}\b`,
    ),
    // "I'll drug your drink saturday"; "one spiked drink and you'd be the easiest night of my life"
    rx(
      S`\b(?:${I_WILL}|mi (?:go|a go|gonna)|let me|lemme|i could|i can)\s+(?:just\s+)?(?:drug|spike|dose)\s+`,
      S`(?:${YOUR}|her)\s+(?:\w+\s+)?${DRINK}\b|\b(?:one|a|1|just one)\s+spiked\s+${DRINK}\b[^.!?]{0,20}`,
      S`\b(?:${YOU}'?(?:ll|d)|${YOU} (?:will|would)|you'?(?:ll|d))\s+(?:be\s+)?(?:the\s+)?(?:easiest|easy|mine|`,
      S`putty|quiet|out (?:cold|of it)|do anything)`,
    ),
    // "dosed her with G and she was gone, your turn next babe"
    rx(
      S`\b(?:dosed|spiked|drugged|roofied)\s+(?:her|a girl|some girl|this girl|them|girls|my ex)\b[^]{0,60}`,
      S`\b(?:same (?:to|with|for) (?:${YOU})|(?:${YOU})'?(?:re| are) next|${YOUR} turn|plan for (?:${YOU}))`,
    ),
    // "my mate can get rohypnol, you'd be more fun after that"
    rx(
      S`\b(?:ghb|rohypnol|roofies?|roofy|date ?rape drugs?)\b[^]{0,60}\b(?:${YOU}'?d|${YOU} would|you'?d|${YOU}'?ll|`,
      S`you'?ll)\s+be\s+(?:a lot |so |much |way )?(?:more fun|more relaxed|easier|quieter|more agreeable|`,
      S`less mouthy|putty|out)\b`,
    ),
    // "your drink 🥤 my pill 💊 my bed 😈"; "🍸💊🤫"; "🥃🥃😵 then my turn" (the normaliser reads 💊 as "pills")
    rx(
      S`\b${YOUR} ${DRINK}\b[^.!?]{0,30}\bpills?\b[^.!?]{0,30}(?:\bmy (?:bed|place|room|car)\b|😈)|`,
      S`${GLASS}\s*pills?\s*${HUSH}|pills?\s*${GLASS}\s*${HUSH}|`,
      S`😵\S*\s*(?:then |and )?(?:my turn|i'?m in|mine)\b(?! to)`,
    ),
  ],
};

// ------------------------------------------------------------------------------------------------
// Sexual violence: a refusal disregarded, restraint aimed at the reader
const REFUSAL_DISREGARDED: Concept = {
  kind: 'threat',
  risk: 85,
  name: 'refusal disregarded',
  gate: rx(
    S`refusal|regardless|say no|said no|saying no|sayin no|ask|take it|yes|consent|permission|a no|mean much|`,
    S`choice|choose|stop|down|scream|tied|changing room|bed before|tie ${YOU} up|what i say|what i tell|🔒`,
  ),
  patterns: [
    // "I don't accept refusals, when we meet you will sleep with me regardless"; "regardless of your wishes"
    rx(
      S`\b(?:don'?t|dont|do not|never) accept (?:refusals|rejection|no for an answer|a no)\b[^]{0,80}\b(?:sex|`,
      S`sleep with me|have ${YOU}|take ${YOU}|touch|when we meet|regardless|whether)\b|`,
      S`\bregardless of (?:${YOUR}|her) (?:wishes|consent|feelings|answer|say)\b[^.!?]{0,10}(?:$|[.!?])|`,
      S`\b(?:sex|sleep with me|have ${YOU}|take ${YOU}|touch ${YOU})\b[^.!?]{0,40}\bregardless of (?:${YOUR}|her) `,
      S`(?:wishes|consent|feelings|answer|say)\b`,
    ),
    // "I don't care if you say no, you're coming home with me"; "you said no but I paid, so you owe me"
    rx(
      S`\b(?:don'?t|dont|do not) care (?:if|that|whether) (?:${YOU}|she) (?:say|said|says)\s+no\b(?!\s+to\b)[^]{0,60}`,
      S`(?:\b(?:${YOURE}|she'?s) coming (?:home|back) with me|\b(?:${YOU}|she) owes? me\b(?!\s+(?:a|an|one|lunch|`,
      S`coffee|dinner|drinks?|money|\d))|\b${I_WILL}\s+(?:just )?(?:take|have) (?:it|${YOU}|her|what)|`,
      S`happening|anyway)|\bsaid no\b[^]{0,60}\bpaid\b[^]{0,30}\bowe me\b(?!\s+(?:a|an|one|lunch|coffee|dinner|`,
      S`drinks?|money|\d))`,
    ),
    // "keep saying no, I'll just take it"; "say no all night, it's more fun when I ignore it"; "say no and I
    // picture you tied up"
    rx(
      S`(?:\b(?:keep|keeps|go on|carry on|every time (?:${YOU})|when (?:${YOU}))\s+(?:saying|sayin|say)\s+no\b|`,
      S`\bsay no all (?:${YOU}) (?:like|want))[^]{0,50}`,
      S`\b(?:${I_WILL}\s+(?:just )?take (?:it|${YOU}|what)|(?:more|most) fun when i ignore|ignore it|tied up|`,
      S`gagged|unable to (?:say|speak|move)|can'?t (?:say|speak|move))`,
    ),
    // "real men don't ask, they take"; "what if I just didn't ask? scream? nobody hears out here"
    rx(
      S`\b(?:real men|a real man|men like me|i)\s+(?:don'?t|dont|never|do not)\s+ask\b[^.!?]{0,15}\b(?:they|i|we|`,
      S`just)\s+take\b|\b(?:didn'?t|did not|don'?t|dont|never|not) ask\w*\b[^]{0,50}\bscream\w*\b[^]{0,40}`,
      S`\b(?:nobody|no one|noone|nobodyy*)\w* (?:will |would |can |'?ll |is gonna )?hears?\b`,
    ),
    // "tipsy isn't a no"; "no doesn't mean much once you've had a few"
    rx(
      S`\b(?:tipsy|drunk|wasted|a few drinks|had (?:a few|\w+ drinks))\b[^.!?]{0,10}\b(?:isn'?t|is not|ain'?t) a no\b|`,
      S`\bno (?:doesn'?t|don'?t|does not|dont) (?:mean|count for) (?:much|a thing|shit|squat)\b[^.!?]{0,30}`,
      S`\b(?:when|once|after|if)\b`,
    ),
    // "won't even need your yes"; "you won't get to choose" after a follow; "no choice, I'll force you"
    rx(
      S`\b(?:won'?t|wont|don'?t|dont|do not|will not) (?:even )?need (?:${YOUR}|her) (?:yes|consent)\b|`,
      S`\b(?:follow (?:${YOU}|her)|get (?:${YOU}|her) alone|my (?:car|van|place|flat))\b[^]{0,50}\b(?:won'?t|wont|`,
      S`don'?t|dont|not) (?:get|have) (?:to choose|a choice|any choice|a say)\b|\b(?:don'?t|dont|won'?t|wont) get `,
      S`(?:a ?|any |to )?(?:choice|choose|say)\b[^.!?]{0,20}\b${I_WILL}\s+(?:just )?force (?:${YOU}|her)\b`,
    ),
    // "even when you say stop"; "you don't get to stop once we've started"
    rx(
      S`\b(?:keep|keeps|won'?t stop|wont stop|not stop\w*|carry on|continue)\w*\b[^.!?]{0,40}\beven (?:when|if) `,
      S`(?:${YOU}|she) (?:scream|screams|beg|begs|cry|cries)\s+(?:me to )?(?:stop|no)\b|\b(?:in bed|sex|inside ${YOU}|`,
      S`on top|touch\w*|undress\w*|hold\w* ${YOU} down|pin\w* ${YOU})\b[^.!?]{0,40}\beven (?:when|if) (?:${YOU}|she) `,
      S`(?:say|says|ask me to)\s+(?:stop|no)\b|`,
      S`\b${YOU} (?:don'?t|dont|do not) get to (?:stop|say stop|say no|leave) once (?:we'?ve|we have|we) `,
      S`(?:started|begun)\b(?!\s+(?:the|a|this|our|that|watching|playing))`,
    ),
    // "tie you up and I won't be asking first"; "women like you need holding down"; "hold you down till you stop
    // crying"; "all you're good for is being held down"
    rx(
      S`\b(?:tie|tying) (?:${YOU}|her) (?:up|down)\b[^.!?]{0,30}\b(?:won'?t|wont|not|never|don'?t|dont) `,
      S`(?:\w+\s+){0,2}ask|\b(?:${YOU}|she|girls|women|bitch\w*|sluts?|whores?)(?:\s+like (?:${YOU}|her))?`,
      S`(?:\s+(?:who|that)\s+[^.!?,]{0,30}?)?\s+(?:just |really )?(?:need|needs|`,
      S`deserve|deserves)\s+(?:holding|pinning|tying|to be (?:held|pinned|tied))`,
      S` down\b|\b(?:hold|hoid|holding|pin|pinning)\s+(?:${YOU}|her)\s+down\b[^.!?]{0,30}\b(?:till|until|while|and)\b`,
      S`[^.!?]{0,20}\b(?:stop (?:crying|screaming|fighting|struggling)|cry|cries|scream|struggle|beg)\w*|`,
      S`\b(?:good for|use (?:${YOU}|${YOU} have|${YOU} got|of ${YOU}))\b[^.!?]{0,12}\bbeing `,
      S`(?:(?:held|pinned) ?down|tied ?up)\b`,
    ),
    // "I've done it to girls who said no and none went to the police"; "she said no too, didn't stop me"
    rx(
      S`\b(?:girls|women|her|them|others) (?:who|that) (?:said|say) no\b[^]{0,60}\b(?:cops|police|stop(?:ped)? me|`,
      S`told anyone)|\bshe said no\b[^]{0,40}\b(?:didn'?t|did not|never) stop me\b`,
    ),
    // "you'll let me in eventually or I'll just take it"
    rx(
      S`\b(?:let me in|give it up|put out|sleep with me)\b[^.!?]{0,30}\bor (?:else )?${I_WILL}\s+`,
      S`(?:just )?take it\b`,
    ),
    // "you + my van + locked doors = you do what I tell you" (the normaliser keeps 🔒)
    rx(
      S`(?:🔒|\block(?:ed)?)\s*doors?\b[^.!?]{0,20}(?:=|then|and)\s*(?:${YOU}|she) (?:do|'?ll do|will do|does) `,
      S`(?:what|whatever|wat) i (?:say|want|tell)`,
    ),
    // "that lock won't stop me, I'll be in your bed before you wake"; "following you into the changing rooms"
    rx(
      S`\block\b[^]{0,60}\b(?:${I_WILL}\s+be|i'?m|me) (?:in ${YOUR} bed|`,
      S`next to ${YOU} in bed)\b[^.!?]{0,20}\b(?:before `,
      S`(?:${YOU}) wake|while (?:${YOU}) sleep)|\b(?:alone|again)\b[^.!?]{0,40}\b(?:follow\w* ${YOU}|${I_WILL}\s+`,
      S`(?:\w+\s+)?follow her) into the (?:changing `,
      S`rooms?|showers?|toilets?|ladies|locker rooms?)\b`,
    ),
  ],
};

// ------------------------------------------------------------------------------------------------
// Sexual violence: assault wished on the reader, or wanted by the speaker
const ASSAULT_WANTED: Concept = {
  kind: 'threat',
  risk: 85,
  name: 'sexual assault wished or wanted',
  gate: rx(S`hope|wish|pray|ask|abuse|molest|mo1est|m0lest|m01est|grope|violate|rape|touch|use`),
  patterns: [
    // "hope someone gets you alone and doesn't stop"; "wish some guy would grab you on the way home and teach you"
    rx(
      S`\b(?:hope|wish|pray)\w*\s+(?:some(?:one|body|1)|a (?:guy|man|stranger|group)|some (?:guy|man|men|guys|`,
      S`stranger))\b[^.!?]{0,40}\b(?:(?:grabs?|catch(?:es)?|corners?|follows?)\s+(?:${YOU}|her)\b`,
      S`(?!\s+(?:a|an|some|on camera)\b)|drags?\s+(?:${YOU}|her)\s+(?:off|into|away|down|somewhere|behind|round)\b|`,
      S`gets?\s+(?:${YOU}|her)\s+`,
      S`(?:alone|on (?:${YOUR}|her) own|drunk|somewhere))[^]{0,50}`,
      S`\b(?:doesn'?t stop|won'?t stop|make (?:${YOU}|her) (?:understand|learn)|teach (?:${YOU}|her)|shows? `,
      S`(?:${YOU}|her) what|has (?:his|their) way|forces?)`,
    ),
    // "you deserve to get had by someone who doesn't ask"
    rx(
      S`\bdeserve\w* to (?:get|be) \w+\b[^.!?]{0,20}\bby some(?:one|body|1|guy|man)\s+(?:who|that)\s+(?:doesn'?t|`,
      S`doesnt|won'?t|wont|never|don'?t) (?:asks?|stops?|takes? no)\b(?!\s+(?:you|u|for|to|questions|much))`,
    ),
    // "I'd molest you in that lift"; "I want to abuse you while you're unconscious"
    rx(
      S`\b(?:i'?d|i would|${I_WILL}|i want to|i wanna|let me|i could)\s+(?:\w+\s+){0,2}(?:molest|m[o0][l1]est|`,
      S`grope|violate|rape)\s+(?:${YOU}|her)\b|\b(?:i|i'?d|${I_WILL}|wanna|want to|let me)\s+(?:\w+\s+){0,2}`,
      S`(?:abuse|molest|grope|violate|touch|use)\w*\s+(?:${YOU}|her)\b`,
      S`[^.!?]{0,20}\b(?:while|when|as)\s+(?:${YOURE}|she'?s|she is|${YOU}|she)\s+(?:${OUT_COLD}|asleep|sleeping)\b`,
    ),
  ],
};

// ------------------------------------------------------------------------------------------------
// Self-harm: a method directed at the reader
const METHOD_DIRECTED: Concept = {
  kind: 'self_harm_incitement',
  risk: 80,
  name: 'self-harm method directed at the reader',
  gate: rx(
    S`rope|in front of|front of it|runs? ${YOU} over|doesn'?t stop|does not stop|into a wall|into the|flip|dive|`,
    S`floors|storeys|tallest|from the top|drown|come back|on fire|alight|socket|wake|waiting for|overdose|od\b|`,
    S`this time|`,
    S`razor|blade|wrist|disappear|starv|thin enough|camera|livestream|stream`,
  ),
  unless: rx(
    S`\b(?:climb\w*|boat|tent|swing|sail\w*|knots?|tow(?:ing|ed|rope)?|camping|kayak|canoe|hammock|tug of war|`,
    S`abseil\w*)\b`,
  ),
  patterns: [
    // "the gym won't fix you, a rope would"; "a rope is cheaper than therapy"; "I'll post you a rope"; "rope round
    // your neck"
    rx(
      S`\b(?:won'?t|wont|wouldn'?t|can'?t|cant|doesn'?t|nothing (?:will|can|would))\s+(?:fix|help|save|cure|sort)\b`,
      S`[^]{0,30}\b(?:a|the) rope (?:would|will|might|could|can)\b|\brope (?:is|'s) (?:cheaper|quicker|easier|`,
      S`better|faster) than (?:therapy|counsell?ing|meds|a therapist|rehab|talking)\b|\b(?:post|send|buy|get|`,
      S`give|lend|bring)\s+(?:${YOU}|ya)\s+(?:a|some|the) rope\b(?!\s+(?:light|lights|ladder|swing|for|`,
      S`to (?:tie|hang (?:the|`,
      S`your|ur) (?:washing|hammock))))|\brope (?:round|around|on) ${YOUR} neck\b`,
    ),
    // "step in front of the 7:15"; "catch the bus, the front of it"; "the train that doesn't stop at your station,
    // just saying"; "drive into a wall and save us the bother"
    rx(
      S`(?<!\b(?:i'?ll|ill|i will|i'?m|im|i|we'?ll|we|let'?s|i'?d|gonna|going to|meet (?:me|us))\s+(?:\w+\s+)?)`,
      S`\b(?:step|jump|walk|lie|lay|throw ${SELF}|stand)\s+(?:out\s+)?in front of (?:the|a|that|an)\s+`,
      S`(?:oncoming |next |fast )?(?:\d{1,2}[:.]\d\d|train|bus|lorry|truck|tram|tube|traffic|express)\b`,
      S`(?!\s*(?:station|stop|depot|platform|shelter|garage|times?|ticket|office|driver))|`,
      S`\bcatch (?:the|a) (?:bus|train)\b[^!?]{0,40}\b(?:the front of it|runs? (?:${YOU}) over|under it)\b|`,
      S`\b(?:train|bus|express)\b[^!?]{0,30}\b(?:doesn'?t|does not|won'?t) stop\b(?:\s+(?:at|near|for|by) (?:${YOU}|`,
      S`${YOUR}\s+\w+))?[^a-z]{0,4}(?:just saying|go on|${YOU} know what|step (?:forward|off|out)|jump|lean (?:out|`,
      S`forward))|\bdrive (?:${YOUR}|the) (?:\w+ )?into (?:a|the) (?:wall|tree|river|lorry|bridge|`,
      S`canal)\b[^.!?]{0,30}\b(?:save|favou?r|do us|do everyone|nobody|no one)`,
    ),
    // "do a flip off the multistorey"; "tallest building in town? go find out from the top"; "seven floors, just
    // saying"
    rx(
      S`\b(?:do|try|take|pull)\s+a\s+(?:flip|backflip|swan dive|dive|jump|leap)\s+(?:off|from)\s+(?:the|a|${YOUR})\s+`,
      S`(?:multi-?stor\w*|roof|rooftop|bridge|building|balcony|car park|tower|top floor)\b(?![^]{0,30}\b(?:pool|`,
      S`trampoline|water|lake|sea|river|mat)\b)|\btallest (?:building|bridge|tower|block)\b[^]{0,50}\b(?:go|try)\s+`,
      S`(?:and\s+)?(?:jump|leap|step off|dive|fall|find out)\b[^.!?]{0,20}\bfrom the top\b`,
      S`(?![^]{0,30}\b(?:view|sunset|photo|pic))|\b(?:multi-?stor\w*|building|`,
      S`bridge|car park|tower)\b[^.!?]{0,40}\b(?:\w+ floors|\w+ storeys)\b[^]{0,20}\b(?:just saying|go on|`,
      S`${YOU} know what to do)`,
    ),
    // "go drown yourself in the canal"; "swim out at night and don't come back"; "set yourself on fire"; "a plug
    // socket with wet hands"
    rx(
      S`\bdrown ${SELF}\b(?=\s*(?:$|[^a-z\s]|in (?:the|a|some|that) (?:\w+ )?(?:canal|river|sea|lake|pond|`,
      S`loch|ocean|`,
      S`water|toilet|puddle|reservoir|quarry)\b|in the \w+\s*(?:$|[^a-z\s])|already|then|pls|please))`,
      S`(?![^.!?]{0,30}\b(?:sun ?cream|cream|sauce|work|coffee|tea|wine|love|books|cheese|gravy|`,
      S`butter|perfume|aftershave|glitter|compliments|paperwork|bubbles|prosecco|chocolate|moisturi[sz]er))|`,
      S`\b(?:sea|ocean|river|lake|canal|loch|tide|water|bridge|cliff)\b[^.!?]{0,30}\b(?:and|&|then)\s+`,
      S`(?:don'?t|dont|never|do not) (?:come back|resurface|come up)\b(?=\s*(?:$|[^a-z\s]|this time|ever|alive|pls|`,
      S`please|mate|x+\b))|`,
      S`(?<!\b(?:${YOU}'?ll|you'?ll|${YOU} (?:will|might|could|nearly|almost)|you'?d|gonna|careful|don'?t|dont|or|not|`,
      S`never)\s+)\bset ${SELF} (?:on fire|alight|ablaze)\b|(?:^|[.!?,]\s*|\b(?:go|just|why not|${YOU} should|pls|`,
      S`please|now)\s+)(?:touch|lick|put ${YOUR} (?:fingers?|hand|tongue) in)\s+`,
      S`(?:a|the) (?:plug socket|socket|power socket|live wire)\b[^.!?]{0,20}\b(?:wet|trust|go on|do it)`,
    ),
    // "take every pill you have and don't wake up"; "the sleeping tablets, all of them this time"; "a stash of
    // pills saved up, what are you waiting for"; "why not overdose on those"
    rx(
      S`\b(?:all|every|the whole|whole|the lot|a (?:handful|bottle|box|packet|pack|strip) of|(?:the|`,
      S`a) (?:whole |full )?`,
      S`(?:bottle|box|packet|pack|strip)s? of)\s+(?:(?:${YOUR}|the|them|those|of)\s+)?(?:\w+\s+)?(?:pills?|tablets?|`,
      S`paracetamol|antidepressants|meds|painkillers)\b[^.!?]{0,30}\b(?:and|&) (?:don'?t|dont|never) wake(?: up)?\b`,
      S`(?!\s+(?:me|us|him|her|the|early|before|till|until))|\b(?:pills?|tablets?|paracetamol|meds)\b[^.!?]{0,30}`,
      S`\b(?:all of them this time|the lot this time)\b|\b(?:stash|stockpile|hoard|saved up|enough (?:\w+ )?`,
      S`(?:paracetamol|pills|tablets|meds|insulin))\b[^]{0,40}\b(?:paracetamol|pills|tablets|meds|insulin)\b[^]{0,40}`,
      S`\bwhat (?:are|r) (?:${YOU}) waiting for\b(?!\s*[,.!?]?\s*(?:get|come|let'?s|hop|grab|jump in|book|`,
      S`pack))|\b(?:why (?:not|don'?t (?:${YOU}))|just|go|${YOU} should|pls|please)\s+`,
      S`(?:\w+\s+)?(?:overdose|od)\b(?:(?!\s+on\b)|\s+on\s+(?:${YOUR}|the|those|these|them|some|all|ur)?\s*(?:\w+\s+)?`,
      S`(?:pills?|tablets?|meds|paracetamol|insulin|sleeping|antidepressants|painkillers|heroin|fentanyl|drugs|them|`,
      S`those|it)\b)`,
    ),
    // "overdose on camera for a tenner"; "do it on a livestream, you won't though, coward"
    rx(
      S`\b(?:overdose|od|kill ${SELF}|cut ${SELF}|hang ${SELF})\s+(?:on (?:camera|live|stream)|live)\b|`,
      S`\bdo it on (?:a )?(?:livestream|live ?stream|stream|camera|live)\b[^]{0,40}\b(?:coward|won'?t though|`,
      S`${YOU} won'?t)\b`,
    ),
    // "I'll buy you the razor blades to make up your mind"; "take a knife to your wrists"; "🔪 on your wrists, deep"
    rx(
      S`\b(?:buy|get|send|post|give|lend)\s+(?:${YOU})\s+(?:the |some |a )?(?:razor ?blades?|razors|blades|a knife|`,
      S`pills)\b(?!\s+for\b)[^]{0,40}\b(?:make up ${YOUR} mind|finish the job|do it|go on)\b|\b(?:take|put|drag|`,
      S`run)\s+(?:a |the |this )?(?:knife|blade|razor)\s+(?:to|across|over) ${YOUR} (?:own )?wrists?\b|`,
      S`\b(?:knife|blade|razor)\b[^.!?]{0,15}\b(?:on|to|across) ${YOUR} wrists?\b[^]{0,30}\b(?:deep|this time|`,
      S`go on)\b`,
    ),
    // "stop eating until you disappear"; "keep going with the starving, nearly thin enough"
    rx(
      S`\b(?:stop eating|starve ${SELF}|don'?t eat|quit eating)\b[^.!?]{0,20}\b(?:until|till|til) (?:${YOU}) `,
      S`(?:disappear|die|vanish|waste away|are gone)\b|\bstarv\w*\b[^]{0,40}\b(?:thin enough|worth something)\b`,
    ),
  ],
};

// ------------------------------------------------------------------------------------------------
// Self-harm: suicide named as the reader's option, or dared
const SUICIDE_URGED: Concept = {
  kind: 'self_harm_incitement',
  risk: 80,
  name: 'suicide urged',
  gate: rx(
    S`suicide|killing|ending|end ${YOUR}|way out|deceased|death|about it|act on it|finish|matate|suicidate|your turn|`,
    S`bye forever|sleep forever|(?:ya|you|u) never|`,
    S`think about it`,
  ),
  patterns: [
    // "suicide is your best option"; "ending your life is the smart choice" (never "ending it" with a partner)
    rx(
      S`\b(?:suicide|killing ${SELF}|ending (?:it all|${SELF}|${YOUR} (?:own )?life)|unaliving(?: ${SELF})?)\s*`,
      S`(?:is|'s|would be|will be)\s+(?:${YOUR}|the|ya)\s+(?:best|only|one|last|smart(?:est)?|easiest|sensible|`,
      S`kindest)\s+(?:\w+\s+)?(?:option|choice|move|way out|answer|bet|hope)\b`,
    ),
    // "there's only one way out and you know it"; "hope you catch a nasty dose of death" (a death wished as an illness)
    rx(
      S`\b(?:only|just) one way out\b(?! of)[^.!?]{0,20}\b(?:and (?:${YOU}) know it|${YOU} know (?:what|which)|`,
      S`go on|take it)\b|\b(?:catch|get|come down with|develop)\s+(?:a |an )?(?:\w+ )?(?:case|dose|bout) of `,
      S`(?:deceased|death|being dead|the dead)\b(?! by)`,
    ),
    // "depressed? then do something about it. permanently"; "a burden to everyone, act on it"; "worthless, finish
    // what you started"
    rx(
      S`\b(?:depressed|suicidal|miserable|hate ${YOUR} life)\b[^]{0,60}\bdo something about it\b[^a-z]{0,5}`,
      S`(?:permanently|for good|like jump|jump|once and for all)\b|\b(?:worthless|a burden|useless)\b[^]{0,60}`,
      S`\b(?:act on it|finish what (?:${YOU}) start\w*)\b(?=\s*(?:$|[^a-z\s]|already|properly|this time|then))`,
    ),
    // Spanish "mátate" (kill yourself) with a push ("mátate ya", "mejor mátate, nadie te quiere"); never "mátate de
    // risa" (die laughing)
    rx(
      S`\b(?:matate|suicidate)\b(?!\s+(?:de (?:la )?risa|a reir|a estudiar|a trabajar|entrenando))[^.!?]{0,30}`,
      S`\b(?:ya|de una vez|nadie te (?:quiere|extrana\w*|necesita)|hazlo|por favor|porfa|basura|inutil|nadie)\b|`,
      S`\b(?:ya|mejor|porfa|por favor|solo|anda y|vete y|hazlo(?: ya| y)?)[,\s]+(?:matate|suicidate)\b`,
    ),
    // "🚂🛤😵 think about it"; "🌉⬇💀 your turn": a place to fall from, death, and a push; a method (the normaliser
    // reads 🔪 as "knife", 💊 as "pills") with blood or death and a farewell ("see you never", "goodbye forever")
    rx(
      S`(?:🌉|🚂|🚆|🚄|🛤|🏢|🏙|🪢)[^a-z]{0,12}(?:💀|☠|😵|⚰|🪦)[^a-z]{0,6}(?:${YOUR} turn(?! to)|think about it|go on|`,
      S`do it)\b|\b(?:knife|blade|razor|rope|pills|gun)\b[^a-z]{0,6}(?:blood|death|💀|☠|⚰|🪦)[^a-z]{0,12}`,
      S`(?:(?:good)?bye(?: bye)? forever|see (?:ya|you|u) never|sleep forever|night night forever)\b`,
    ),
  ],
};

/** Signals of round 25 for one message (context.ts appends them to its own); NONE, not a new list, when none. */
export const round25SvShSignals = severeReader([
  INCAPACITATED,
  DOSED,
  REFUSAL_DISREGARDED,
  ASSAULT_WANTED,
  METHOD_DIRECTED,
  SUICIDE_URGED,
]);
