/**
 * Round 34 (issue 15, ADR 334): sexual violence and incitement to self-harm in plain wording that the older readers
 * (round20-sv-sh-drugs.ts, round25-sv-sh.ts, the clause reader) deliver. Written from general knowledge after grouping
 * the DEVELOP sets' misses into classes; no challenge line is copied (tests: round34-severe.test.ts).
 *  - sexual violence (`threat`, 85, BLOCK whatever the trust): the reader's refusal declared void ("your no means
 *    nothing", "crying won't help you", "ignore every no") beside a continuation, being alone or taken home; the
 *    reader or a friend made drunk or dosed in slang (wavy, leathered, zooted, spark out, one tab) and then taken;
 *  - self-harm (`self_harm_incitement`, 80): an overdose directive (a whole quantity of medicine, now or at once);
 *    a euphemism of ending one's life ("don't wake up", "stop breathing", "log off life", "unalive") beside
 *    "nobody would miss / care", "do everyone a favour", "everyone would be better off"; a step, jump or swim at a
 *    named drop or water with finality ("and stay there", "one step. think about it", "don't come back").
 * Each concept needs two things in the message (the act and its menace), so the same words in a dessert, a drink, a
 * course of tablets or a boss fight are not read.
 * Cost: each concept sits behind one gate expression the shared prefilter answers in its automaton pass.
 */
import { severeReader, type SevereConcept } from './severe-concepts';

const S = String.raw;
const rx = (...parts: string[]) => new RegExp(parts.join(''));
const YOU = S`(?:you|u|ya|ye|yu)`;
const YOUR = S`(?:your|ur|yer|yr)`;
const YOURE = S`(?:you'?re|youre|you are|u r|ur|u are|ye'?re|yer)`;
const SELF = S`(?:yourself|urself|yerself|yaself|ur ?self|themselves|herself)`;

type Concept = SevereConcept;

// ------------------------------------------------------------------------------------------------
// Sexual violence: the reader's refusal declared void
/** The reader's (or a woman's) refusal, or its signs. */
const REFUSAL =
  S`(?:(?:${YOUR}|her|the word|the|ya) (?:no|nos|safe ?words?|boundar(?:y|ies)|consent|tears|crying|screaming|` +
  S`begging)|(?:crying|screaming|begging|struggling|fighting back)(?: at me)?)`;
/** Declared void; "means nothing to my dog" is a thing, not the speaker. */
const VOID =
  S`(?:means? nothing|mean(?:s)? (?:keep going|yes|go)|(?:doesn'?t|don'?t|dont|won'?t|wont|will not|does not|` +
  S`do not) (?:count|matter|apply|change (?:a thing|anything)|work on me|save ${YOU}|stop me|help(?: ${YOU})?)|` +
  S`(?:is|are) (?:irrelevant|optional|meaningless))(?!\s+(?:to|for|on|in|with|at) (?!me\b|here\b|my (?:place|flat|` +
  S`room|bed|car)\b)|\s+(?:the|your|ur|my|a|an)\s)`;
const REFUSAL_VOID: Concept = {
  kind: 'threat',
  risk: 85,
  name: 'a refusal declared void',
  gate: rx(
    S`nothing|count|matter|apply|change|help|irrelevant|optional|meaningless|work on me|stop me|ignore|`,
    S`safe ?word|care about|care if|like it means|like that means|choice|untie|make sure|won'?t stop|wont stop|`,
    S`keep going|carry on|as often|as much|as loud|as many|all ${YOU} (?:like|want)`,
  ),
  patterns: [
    // "your no means nothing to me"; "crying won't help you"; "your consent doesn't count in my flat"
    rx(S`\b${REFUSAL}\s+(?:really\s+|just\s+|even\s+)?${VOID}`),
    // "i'll ignore every no"; "ignore the no and keep going"; "ignore every word u say"
    rx(
      S`\bignor(?:e|ing)\s+(?:every|the|${YOUR}|her|any|all (?:the|${YOUR}))\s+(?:no|nos|stop|safe ?word|`,
      S`(?:single )?word (?:${YOU}|she) says?)\b`,
    ),
    // "safeword? there isn't one with me"; "safewords are for people who plan to stop"; "one" only after a safe word
    // ("is there a bus back? there isn't one tonight"), and a safe word in a game or a room of no bed is a game's
    rx(
      S`\bsafe ?words?\b[^.!]{0,30}\bthere (?:isn'?t|is no|aint|ain'?t) one\b|\b(?:there (?:isn'?t|is no|aint|`,
      S`ain'?t) a safe ?word|no such thing as a safe ?word)\b(?!\s+(?:in|for|at|on)\s+(?!(?:my|this|our) (?:bed|`,
      S`bedroom|room|flat|place|house)\b|here\b|me\b))|`,
      S`\bsafe ?words? (?:are|is) for (?:people|those|ppl|ones|quitters) who (?:plan to |want to |wanna )?stop\b`,
    ),
    // "I don't care about your boundaries"; "don't matter if u consent or nah"
    rx(
      S`\b(?:don'?t|dont|do not|won'?t|doesn'?t) (?:care|matter) (?:about ${YOUR} (?:boundaries|consent|no|`,
      S`safe ?word)|if (?:${YOU}|she) (?:consent|say no|says no|want (?:it|to)|wanna|agree|cr(?:y|ies)|scream|`,
      S`beg|say stop)\b(?!\s+to\b))`,
    ),
    // "you keep saying no like it means something"
    rx(S`\bsay(?:ing|s)? (?:no|stop) like (?:it|that) (?:means|matters|counts)\b`),
    // "met girls who said no, none of them had a choice"; "stop acting like you have a choice"
    rx(
      S`\b(?:said no|didn'?t want(?: to)?|did not want|stop acting like|pretend(?:ing)?)\b[^]{0,60}\b(?:had|have|`,
      S`get|got|gets) (?:no|a) choice\b`,
    ),
    // "say stop as often as you like"
    rx(S`\bsay (?:no|stop)\b[^.!?]{0,30}\b(?:as (?:often|much|loud|many times) as|all) (?:${YOU}) (?:like|want)\b`),
    // "you can scream but i won't stop"; "I'll make you cry and keep going"; "I won't untie you when you cry"
    rx(
      S`\b(?:(?:${YOU}|she|ya) (?:can|could|may|might|will|'ll|gonna|can all)?\s*|make (?:${YOU}|her) )`,
      S`(?:scream|cry|beg|shout|say no|say stop|struggle)\w*\b[^.!?]{0,25}\b(?:but|and|n|then)\s+(?:i'?ll\s+|i\s+|`,
      S`ima\s+)?(?:won'?t stop|wont stop|will not stop|ain'?t stopping|keep going|keep goin|carry on)\b`,
      S`(?=\s*(?:$|[^a-z\s]|anyway|till|until|regardless))|\b(?:won'?t|wont|will not|not gonna) untie (?:${YOU}|her)\b`,
      S`[^.!?]{0,10}\b(?:when|if|even if) (?:${YOU}|she) (?:cr(?:y|ies)|beg|scream|say)\b`,
    ),
    // "you will not say no to me, i'll make sure of it"
    rx(
      S`\b${YOU} (?:will not|won'?t|wont|ain'?t|aint|are not gonna) (?:be )?say(?:ing)? no\b[^.!?]{0,20}`,
      S`\bi'?ll make sure\b`,
    ),
    // "my ex said stop. didn't stop. you're next"
    rx(S`\bsaid (?:no|stop)\b[^a-z]+(?:(?:i|he) )?(?:didn'?t|did not|never) stop\b`),
  ],
  needs: rx(
    S`\b(?:keep going|keep goin|carry on|(?:won'?t|wont|don'?t|dont|not|never) stop(?:ping)?|i don'?t\s*$|`,
    S`(?:till|until|til) i'?m (?:done|finished)|take (?:it|what|wat)|tak(?:in[g']?|e) it\b|do (?:what|whatever|as) `,
    S`(?:i|${YOURE}|ya)|have my way|(?:${YOURE}|she'?s) (?:mine|coming)|(?:when|once) (?:we'?re|we are|ur|${YOURE}) `,
    S`(?:alone|in my)|door (?:is )?locked|my (?:place|flat|room|bed|car)|back (?:to|w|with) (?:me|mine)|`,
    S`(?:come|coming) (?:to|back to) mine|(?:${YOU}'?ll|you'?ll|ull) (?:learn|find out|see|do)|(?:${YOURE}) next|`,
    S`in the end|keep quiet|sex|fuck|f\*|shag|bed\b|pin (?:${YOU}|her)|tie (?:${YOU}|her) (?:up|down)|make sure|untie|`,
    S`turns? me on|favou?rite part)`,
  ),
  // A day or "tonight" is no menace, and the menace is beside the void, not in it ("you can beg but I won't stop, the
  // last slice is mine"; "your no doesn't change anything, I'm still making you lasagne tonight"): ADR 336.
  needsBesideAct: true,
};

// ------------------------------------------------------------------------------------------------
// Sexual violence: the reader or a friend made drunk or dosed (slang), then taken
const STATE =
  S`(?:wavy|leathered|mashed|zooted|steaming|steamin|legless|wasted|hammered|smashed|blackout(?: drunk)?|` +
  S`blacked out|spark(?:ed)? out|out of it|paralytic|slumped|mortal|munted|trollied|twatted|sloshed|plastered|` +
  S`out cold|passed out|knocked out|asleep|sleepy|drugged|spiked|unconscious)`;
const TARGET = S`(?:${YOU}|her|them|em|'em|both|(?:${YOUR}|her) (?:mate|friend|pal|bestie|flatmate|sister))`;
const MADE_STATE =
  S`(?:\b(?:get|gets|getting|got|make)\s+${TARGET}(?:\s+(?:both|proper|so|well|real|dead|nice and|properly|all))*` +
  S`\s+(?:\w+\s+)?${STATE}\b|\b(?:${YOURE}|she'?s|shes|she is|(?:${YOU}|she)(?:'ll| will) be|(?:when|while|once|` +
  S`after) (?:${YOURE}|she'?s|shes|she is|${YOU}|she))\s+(?:proper |so |well |too |all |totally )?${STATE}\b)`;
const DOSE =
  S`(?:\b(?:one|a|1) (?:tab|pill|drop)\b|\bfew drops\b|\bthe exact dose\b|\bslip (?:a|some|this|ur|${YOUR})\b|` +
  S`\bspikes? (?:${YOU}|her|${YOUR})\b)`;
const TAKEN =
  S`(?:\bdo (?:her|${YOU}|em|'em|them|it to (?:her|${YOU}))\b(?!\s+(?:a |the |some |her |ur |${YOUR} )?(?:favou?r|` +
  S`hair|nails|make ?up|makeup|washing|dishes|ironing|shopping|lunch|dinner|breakfast|homework|good|proud))|` +
  S`\b(?:then|and|n)\s+(?:${YOURE}|she'?s|shes|she is|they'?re)\s+(?:all\s+)?mine\b(?=\s*(?:$|[^a-z\s]|for the ` +
  S`night|tonight|now|no\b))|\b(?:i'?m|im|i am) tak(?:in[g']?|e) (?:it|what)\b|\btake what i (?:want|like)\b|` +
  S`\bhave (?:my way|her|${YOU})\b(?!\s+(?:back|home|over|round|a |for|to|with|on|at|in))|\bdo (?:what|whatever|` +
  S`wat) i (?:want|like|please)\b(?:\s+with (?:${YOU}|her|em|them))?(?!\s+with (?:the|my|a)\b)|` +
  S`\b(?:won'?t|wont|not gonna|can'?t|cant) (?:say|be saying|be sayin) (?:no|nada|nothing|a word|stop)\b` +
  S`(?!\s+to\s+(?!me\b|us\b|him\b|them\b))|` +
  S`\bfun while (?:${YOURE}|she'?s|she is|they'?re) out\b|\bbe putty\b|` +
  S`\b(?:won'?t|wont) (?:be able to )?(?:fight|stop me|resist)\b` +
  // a thing resisted or fought over ("you won't be able to resist these cookies", "won't fight me for the sofa")
  S`(?!\s+(?:these|this|that|those|the|a|an|my|it|me for|for|over)\b))`;
const INCAPACITATED_TAKEN: Concept = {
  kind: 'threat',
  risk: 85,
  name: 'the reader made drunk or dosed, then taken',
  gate: rx(
    S`mine|taking|takin|take what|have my way|have her|have you|have u|do her|do you|do u|do em|do them|what i|`,
    S`whatever i|`,
    S`wat i|say no|saying no|sayin no|say nada|say nothing|say a word|say stop|fun while|putty|fight|stop me|resist`,
  ),
  patterns: [
    // "gonna get you proper wavy at the bar then you're all mine"; "once you're blackout I'm taking what I want"
    rx(S`${MADE_STATE}[^]{0,60}${TAKEN}`),
    // "I'll do her while she's out of it"
    rx(S`${TAKEN}[^.!?]{0,25}\b(?:when|while|once|after) (?:${YOURE}|she'?s|shes|she is|${YOU}|she)\s+`, STATE),
    // "one tab of this in her drink and she won't say a word"
    rx(S`${DOSE}[^]{0,60}${TAKEN}`),
  ],
};

// ------------------------------------------------------------------------------------------------
// Self-harm: an overdose directive — a whole quantity of medicine, now or at once
const MED =
  S`(?:pills?|tablets?|meds|medication|insulin|paracetamol|antidepressants?|painkillers?|pain killers|` +
  S`capsules|benzos|opioids|morphine|oxy\w*|sleepers)`;
const QTY = S`(?:the whole|whole|the full|the entire|all(?: of)?|every(?: last)?|a whole)`;
const CONTAINER = S`(?:box|bottle|packet|pack|strip|tub|pot|pen|stash|supply|lot)`;
const NOW = S`(?:tonight|at once|all at once|in one go|right now|today|this time|for good|and don'?t wake)`;
const OVERDOSE_DIRECTED: Concept = {
  kind: 'self_harm_incitement',
  risk: 80,
  name: 'an overdose directed at the reader',
  gate: rx(S`once|one go|tonight|right now|today|this time|for good|wake|problems`),
  patterns: [
    // "swallow the whole packet of your sleeping pills tonight"; "on antidepressants? empty the whole box tonight"
    rx(
      S`(?:^|[.!?,;]\s*|\b(?:just|go|go on|pls|please|now|then|and|so)\s+)(?:take|swallow|down|neck|empty|inject|`,
      S`pop|knock back|chug|use)\s+${QTY}\s+(?:(?:of\s+)?(?:${YOUR}|the|them|those|these)\s+)?(?:\w+\s+)?`,
      S`(?:${MED}\b|${CONTAINER}\b(?!\s+of\s+(?!(?:${YOUR}\s+|the\s+|her\s+)?(?:\w+\s+)?${MED}))|(?<=of )`,
      S`(?:them|those|these|it)\b)[^.!?]{0,40}\b${NOW}\b`,
    ),
    // "your insulin, all of it, in one go"; "every painkiller in the cupboard at once"
    rx(
      S`\b${MED}\b[^.!?]{0,15}\b(?:all of (?:it|them)|the lot|every (?:one|last one))\b[^.!?]{0,20}\b(?:in one go|`,
      S`at once|tonight)\b|(?:^|[.!?,;]\s*)(?:every|all (?:the|${YOUR}|of ${YOUR}))\s+(?:\w+\s+)?${MED}\b`,
      S`[^.!?]{0,30}\b(?:at once|in one go)\b`,
    ),
    // "your insulin pen could solve all your problems in one go"
    rx(
      S`\b${MED}\b[^.!?]{0,20}\b(?<!\b(?:can'?t|cannot|won'?t|wont|don'?t|doesn'?t|not|never)\s)(?:solve|fix|end|`,
      S`sort)\s+(?:all\s+)?${YOUR}\s+problems\b(?!\s+with)`,
    ),
  ],
  // The reader's medicine named in the message (a bottle of wine or a box of chocolates is no overdose).
  needs: rx(S`\b${MED}\b`),
  unless: rx(
    S`\b(?:as prescribed|with food|pharmacist|pharmacy|doctor said|doctor'?s orders|leaflet|label|with ${YOU} `,
    S`(?:on|to)|on holiday|for disposal|organi[sz]er|same time every|don'?t forget|dosage|course)\b`,
  ),
};

// ------------------------------------------------------------------------------------------------
// Self-harm: a euphemism of ending one's life beside "nobody would miss you", "do everyone a favour"
const ENDING =
  S`(?:\bend it\b(?=\s*(?:$|[^a-z\s]|tonight|already|today|now|pls|please|for good))|\brope\b(?!\s+(?:swing|ladder|bridge|course|light|to tie|for (?:the|a|my|our)\s))|\bunalive\b|\blog off (?:life|permanently|for good)\b` +
  S`(?!\s+for\s+(?:a|the)\s)|\bstop(?:ped)? breathing\b(?!\s+(?:on|through|in|so|like))|\bstop(?:ped)? existing\b` +
  S`(?!\s+(?:in|at|on)\b)|\b(?:don'?t|dont|do not|never) wake up\b(?!\s+(?:early|before|till|until|me|us|him|her|` +
  S`at|too|late|grumpy|without|the)\b)|\bremove (?:${SELF})\b|\bend it all\b(?!\s+with)|\b(?:leave|left|leaving) this (?:world|earth|` +
  S`planet|life)\b(?!\s+of)|\bcease to exist\b|\bdisappear (?:for good|forever|permanently)\b(?!\s+(?:to|into|in)\b)|` +
  S`\bgo (?:to )?sleep (?:for good|forever)\b|\bdo the world a favou?r and (?:die|go)\b)`;
const NOBODY =
  S`(?:\b(?:nobody|no one|noone|no1|nobody'?d|nobody'?ll)\s+(?:would|will|'d|'ll|gonna|is gonna|is going to)?\s*` +
  S`(?:even\s+)?(?:miss|care|notice|be sad|cry|mourn|post|grieve|blame)\b|\b(?:do|doing)\s+(?:everyone|every1|` +
  S`the world|us all|us|${YOUR} (?:family|kids|mum|mom|parents)|them)\s+a\s+(?:favou?r|kindness|service)\b|` +
  S`\b(?:the world|everyone|every1|${YOUR} (?:family|kids))\s+(?:would be|'d be|is|gets?|will be)\s+(?:so\s+)?` +
  S`better\b|\bthrow a party\b|\bburdens?\b|\bwhy (?:are|r) ${YOU} still here\b)`;
const EUPHEMISM_URGED: Concept = {
  kind: 'self_harm_incitement',
  risk: 80,
  name: 'ending life urged by euphemism',
  gate: rx(
    S`rope|unalive|log off|breathing|existing|wake up|remove|end it|this world|this earth|this planet|this life|`,
    S`cease|disappear|for good|`,
    S`forever`,
  ),
  patterns: [rx(ENDING)],
  needs: rx(NOBODY),
  // The speaker's own wish ("I'd disappear for good to a cabin") or a joke about a thing, not the reader.
  unless: rx(S`\b(?:i'?d|i would|i wanna|i want to|i wish i could|i'?m gonna|i might|i'?ll)\s+(?:\w+\s+){0,2}`, ENDING),
};

// ------------------------------------------------------------------------------------------------
// Self-harm: a step, jump or swim at a named drop or water, urged with finality
const DROP =
  S`(?:jib|crane|roof|rooftop|ledge|platform|cliffs?|bridge|balcony|pier|harbour|canal|river|reservoir|quarry|` +
  S`sea|tracks|motorway|highway|top board|scaffold\w*|multi-?stor\w*|car park|tower block)`;
const WATER = S`\b(?:sea|ocean|river|lake|canal|loch|reservoir|quarry|harbour|pier|tide|docks?)\b`;
const DROP_URGED: Concept = {
  kind: 'self_harm_incitement',
  risk: 80,
  name: 'a drop urged with finality',
  gate: rx(S`step|jump|leap|dive|fall`),
  patterns: [
    // "so jump off the pier"; "just step off the jib next shift"; "go jump in the river"
    rx(
      S`(?:^|[.!?,;]\s*|\b(?:just|go|go on|so|pls|please|then|and)\s+)(?:step|jump|leap|dive|fall|roll)\s+`,
      S`(?:off|from|in|into|over)\s+(?:the|a|that|${YOUR})\s+(?:\w+\s+)?${DROP}\b`,
    ),
  ],
  needs: rx(
    S`\band stay (?:there|down|under)\b(?!\s+(?:till|until|as long|all day|for|and|while|on|at|with))|`,
    S`\b(?:and )?(?:don'?t|dont|never) come (?:back|up)\b(?=\s*(?:$|[,.!?;…]|ever\b|again\b|alive\b|this time\b))|`,
    S`\bquick and (?:easy|painless)\b|(?:^|[.!?]\s*)think about it\b(?=\s*(?:$|[.!?…]))|\bnext shift\b|`,
    S`\bnever be loved\b|`,
    S`\b(?:nobody|no one|noone)\s+(?:will|would|'?ll|'?d)?\s*(?:ever\s+)?(?:want|love|miss|care|notice)s?\b`,
    S`(?!\s+(?:that|the|this|my|it)\b)`,
  ),
};
const DROP_STEP: Concept = {
  kind: 'self_harm_incitement',
  risk: 80,
  name: 'one step at a drop urged',
  gate: rx(S`one more step|1 more step|one step`),
  patterns: [
    // "next time you are on the balcony just take one more step forward"; "the bridge is right there. one step. think
    // about it"
    rx(
      S`\bjust take (?:one|1) more step (?:back|backwards|forward|forwards|off)\b(?!\s+(?:from|and|in|into|for|`,
      S`please|to)\b)|\bone step\.\s*think about it\b`,
    ),
  ],
  needs: rx(S`\b${DROP}\b`),
  // a photographer's "one more step back" (ADR 336)
  unless: /\b(?:photos?|pics?|picture|selfie|shot|frame|camera)\b/,
};
const WATER_NO_RETURN: Concept = {
  kind: 'self_harm_incitement',
  risk: 80,
  name: 'a swim with no return urged',
  gate: rx(S`come back`),
  patterns: [
    // "the reservoir is deep this time of year. go for a long swim and don't come back"
    rx(
      S`\b(?:swim|go for a (?:long |little |quick )?(?:swim|walk|paddle|dip))\b[^.!?]{0,20}\band (?:don'?t|dont|`,
      S`never) come back\b(?=\s*(?:$|[,.!?;…]|ever\b|again\b|alive\b|this time\b))`,
    ),
  ],
  needs: rx(WATER),
};

/** Signals of round 34 for one message (context.ts appends them to its own); NONE, not a new list, when none. */
export const round34SevereSignals = severeReader([
  REFUSAL_VOID,
  INCAPACITATED_TAKEN,
  OVERDOSE_DIRECTED,
  EUPHEMISM_URGED,
  DROP_URGED,
  DROP_STEP,
  WATER_NO_RETURN,
]);
