/**
 * Round 20 (issue 15, ADR 244): sexual-violence threats and wishes, incitement to self-harm and drug dealing that
 * the earlier readers (round7.ts, round11.ts, context.ts) deliver. Written from general knowledge after grouping the
 * DEVELOP sets' misses into classes; no challenge line is copied (tests: round20-sv-sh-drugs.probes.ts).
 *  - sexual violence (`threat`, 85, BLOCK whatever the trust): consent disregarded ("whether you agree or not … it
 *    will happen", "no is just a word", "you'll give in once I get you alone", no safe word); drugging and
 *    incapacitation ("something in your drink", "get you wasted, then …", "wait till you're drunk"); assault wished
 *    or endorsed ("hope someone forces you", "asking to be forced");
 *  - self-harm (`self_harm_incitement`, 80): non-existence wished with a push ("do the world a favour … alive",
 *    "you don't deserve to wake up"), a method suggested (a height, a train, a whole bottle, wrists, "go deeper"),
 *    a dare on a disclosed struggle ("you told me you were depressed, act on it"), leet "kill yourself";
 *  - drugs (`drug_sale`, 70 = REVIEW): prescription diversion, dialect and street names with an offer or an ask,
 *    "if you know what I mean" deliveries, leet names, prices per weight.
 * Cost: each concept sits behind one gate expression the shared prefilter finds in its automaton pass; the leet
 * readings run only on a view with a digit or a symbol inside a word (one precompiled test per view).
 */
import { GUARDIAN_PREFILTER, execRule as exec, testRule as test } from '../prefilter';
import type { ContextSignal, ContextSignalKind } from '../types';
import { withoutFramed } from './frames';
import type { Concept as GatedConcept } from './round11';
import { ruleSignal, viewsWithSqueezed, type RuleInput } from './types';

const S = String.raw;
const rx = (...parts: string[]) => new RegExp(parts.join(''));
const YOU = S`(?:you|u|ya|ye|yu)`;
const YOUR = S`(?:your|ur|yer|yr)`;
const YOURE = S`(?:you'?re|youre|you are|u r|ur|u are|ye'?re)`;
const I_WILL = S`(?:i'?ll|ill|i will|i'?m (?:gonna|going to)|im (?:gonna|going to)|imma|i'?mma|i'?ma|ima|gonna|lemme)`;
/** A drink the reader holds (emoji too). */
const DRINK = S`(?:drinks?|dr!nk|cup|glass|wine|beer|pint|bevvy|bev|cocktail|shot|juice|soda|🍷|🍺|🍸|🥂|🍹|🥤)`;
/** Something slipped into a drink: never ice, a straw or a lemon. */
const SLIPPED =
  S`(?:something|somethin|summin|sumthin|smth|sth|a (?:lil|little) (?:something|extra|💊)|extra|a pill|pills|💊|` +
  S`a roofie|roofies|a mickey|drops|a few drops|stuff|powder|a (?:lil|little) \S+)`;
/** Drunk, drugged or asleep: the reader unable to say no. */
const OUT_OF_IT =
  S`(?:passed out|pass out|blacked out|black out|knocked out|out of it|out cold|unconscious|asleep|sleeping|` +
  S`drunk|wasted|faded|munted|smashed|hammered|off (?:${YOUR}|her) face)`;
/** A negation right before a cue ("i would never …", "not gonna"), read in the 24 characters before it. */
const NEGATED = /(?:\bnot|n't|\bnever|\bdont|\bwont|\bcant)\s+(?:\w+\s+){0,2}$/;

// ------------------------------------------------------------------------------------------------
// Leet readings: a letter's look-alikes ("k1ll y0ur531f", "r00f!3", "p!1ls"), built once at load.
const LOOK_ALIKE: Record<string, string> = {
  a: '[a4@]',
  b: '[b8]',
  c: '[c(]',
  e: '[e3]',
  g: '[g9]',
  i: '[i1!|l]',
  l: '[l1|!i]',
  o: '[o0]',
  s: '[s5$z]',
  t: '[t7+]',
  u: '[uv]',
  z: '[z2]',
};
const loose = (word: string) => [...word].map((ch) => LOOK_ALIKE[ch] ?? ch).join('');
/** A digit or a symbol inside a word ("p!1ls"), where the leet readings can match (one regex scan per view). */
const LEET_INSIDE = /[a-z][0134579!@$(|+]|[0134579!@$(|+][a-z]/;
const hasLeet = (v: string): boolean => LEET_INSIDE.test(v);

interface Concept extends GatedConcept {
  /** Leet readings, run only on a view with look-alike characters inside a word. */
  leet?: RegExp[];
  /** Not the concept when a view holds this (a pet's or a patient's medicine, advice asked). */
  unless?: RegExp;
}

// ------------------------------------------------------------------------------------------------
// Sexual violence: consent disregarded
const CONSENT_DISREGARDED: Concept = {
  kind: 'threat',
  risk: 85,
  name: 'consent disregarded',
  gate: rx(
    S`whether|say no|saying no|sayin|said no|give in|no is just|yes|no means|safe ?word|stop\w* even|`,
    S`not stopping|take what|takes what|took what|asking kind|take it|a say|a vote|a choice|no say|`,
    S`no choice|crying|no for an answer`,
  ),
  patterns: [
    // "whether you agree or not, it will happen", "on your knees whether you agree or not",
    // "my turn whether u down or not"
    rx(
      S`\bwhether (?:${YOU}) (?:agree|like it|want (?:it|to)|consent|say \S+|(?:are |r |re )?(?:down|into it|ready|`,
      S`willing))\s+or not\b[^.!?]{0,30}(?:it (?:will|'?ll|is going to|'?s gonna) happen|happening|${YOUR} knees|`,
      S`my turn|mine|i'?m taking|i'?ll take)|(?:on ${YOUR} knees|my turn|it (?:will|'?ll) happen|when (?:${YOU}) `,
      S`come to my (?:place|flat|house))[^.!?]{0,30}\bwhether (?:${YOU}) (?:agree|like it|want (?:it|to)|consent|`,
      S`(?:are |r )?down)\s+or not\b`,
    ),
    // "say no all you want, I'm taking what I want", "you keep saying no but you'll give in once I get you alone"
    rx(
      S`\b(?:say|saying|sayin) no (?:all (?:${YOU}) (?:want|like)|as much as (?:${YOU}) (?:want|like)|if (?:${YOU}) `,
      S`want)\b[^]{0,40}\b(?:tak\w* what i want|tak\w* it|having (?:${YOU})|happen\w*|anyway)|`,
      S`\b(?:keep|keeps) saying no\b[^]{0,40}\b(?:give in|cave|say yes)\b[^.!?]{0,30}\b(?:once|when|after)\b|`,
      S`\b(?:${YOU}'?ll|${YOU} will|you'?ll)\s+(?:\w+\s+)?(?:give in|cave)\b[^.!?]{0,30}\bonce i (?:get|have) `,
      S`(?:${YOU}|them|her) (?:alone|home|back)\b`,
    ),
    // "you won't be saying no when you're blacked out", "ye'll no be sayin naw once ah get ye back tae mine"
    rx(
      S`\b(?:won'?t|wont|not|no|ain'?t|aint)\s+be\s+sayin[g']?\s+(?:no|naw|nah)\b[^.!?]{0,30}\b(?:when|once|after)\b`,
      S`[^.!?]{0,30}(?:${OUT_OF_IT}|\balone\b|\bget (?:${YOU}) (?:home|back|alone)|\bmy (?:couch|bed|place|flat)|`,
      S`\bmine\b)`,
    ),
    // "no is just a word", "no ❌ = yes ✅", "no doesn't mean no"
    rx(
      S`\bno (?:is|'?s) (?:just|only) a word\b|\bno\b[^a-z]{0,8}(?:=|means)[^a-z]{0,8}yes\b|`,
      S`\bno (?:doesn'?t|don'?t|dont|does not) mean (?:no|anything)\b`,
    ),
    // "don't bother with a safe word, I don't stop"; "safe words are for the weak, I keep going"
    rx(
      S`\bsafe ?words?\b[^.!?]{0,30}\b(?:i (?:don'?t|dont|do not|won'?t|wont|never) stop|i (?:just )?keep going|`,
      S`won'?t (?:help|save|work)|are for (?:losers|the weak|pussies|cowards))`,
    ),
    // "I'm not stopping even if you cry", "won't stop even when you scream"
    rx(
      S`\b(?:not stopping|won'?t stop|wont stop|not (?:gonna|going to) stop|i (?:don'?t|dont) stop)\s+(?:even )?`,
      S`(?:if|when|while)\s+(?:${YOU}|she)\s+(?:cry|cries|scream|screams|beg|begs|fight|fights|struggle|`,
      S`struggles|say|says|tell)\w*`,
    ),
    // "asked first, or just took what I wanted? I'm not the asking kind"; "someone takes what they want from you"
    rx(
      S`\b(?:ask(?:ed)? first|ask(?:ing)? permission)\b[^.!?]{0,30}\b(?:just )?t(?:ook|ake) what i want|`,
      S`\bnot (?:really )?(?:an?|the) asking (?:kind|type)\b|`,
      S`\b(?:tease|surprised|asking for it|dress(?:es)? like)\b[^]{0,50}\btakes? what (?:they|he) wants? from `,
      S`(?:${YOU})\b`,
    ),
    // "give it up or i'ma take it"
    rx(S`\bgive it (?:up|to me)\b[^.!?]{0,15}\bor\s+${I_WILL}\s+(?:just )?take it\b`),
    // "your body is mine now, no say in it"; "I'll bring my friends, you won't get a vote"
    rx(
      S`\b(?:${YOUR} body (?:is|'?s) (?:mine|my property)|bring (?:my|the) (?:friends|mates|boys)|${YOU} (?:will )?`,
      S`(?:won'?t|wont|don'?t|dont) (?:get|have) (?:a )?(?:say|vote|choice)\b)[^]{0,40}\b(?:no say|(?:won'?t|wont|`,
      S`don'?t|dont) (?:get|have) (?:a )?(?:say|vote|choice)|mine now|bring (?:my|the) (?:friends|mates|boys))`,
    ),
    // "you'd stop crying after the first go"; "crying … don't take no for an answer"
    rx(
      S`\bstop (?:crying|screaming|fighting|struggling)\b[^.!?]{0,20}\bafter (?:the )?first\b|`,
      S`\b(?:crying|cry|scream\w*|struggl\w*)\b[^]{0,40}\b(?:don'?t|dont|never) take no for an answer\b`,
    ),
    // "you said no last time, I wasn't listening, and I won't be next time either"
    rx(
      S`\bsaid no\b[^]{0,40}\b(?:wasn'?t|was not|weren'?t)\s+(?:really\s+)?listening\b[^]{0,40}\b(?:next time|again)\b`,
    ),
  ],
};

// ------------------------------------------------------------------------------------------------
// Sexual violence: drugging and incapacitation
const DRUGGING: Concept = {
  kind: 'threat',
  risk: 85,
  name: 'drugging or incapacitation for sex',
  gate: rx(
    DRINK,
    S`|spik|what to|slip|quiet|compliant|pliable|do whatever|do anything|forget|say no|putty|anyone|out cold|mine|`,
    S`ghb|rohypnol|roof|date ?rape|drunk|wasted|faded|munted|smashed|hammered|blacked|face|high|alone|asleep|`,
    S`pass(?:ed)? out|knocked out|out of it|unconscious|sleeping`,
  ),
  patterns: [
    // "pour summin extra in ur cup", "put a lil 💊 in ur 🍷", "slip something into her drink"
    rx(
      S`\b(?:put|putting|slip|slipping|pour|pouring|drop|dropping|add|adding|sneak|sneaking|spike)\s+${SLIPPED}\s+`,
      S`(?:\w+\s+)?(?:in|into|in2)\s+(?:${YOUR}|her|their|the|ya|his)\s+${DRINK}`,
    ),
    // "spike her bevvy", "tell me what you drink so I know what to put in it"
    rx(
      S`\bspik(?:e|ing)\s+(?:${YOUR}|her|their|ya|yer)\s+${DRINK}|\bwhat (?:${YOU}) drink\b[^.!?]{0,30}\bwhat to `,
      S`(?:put|slip|add|pour) in(?:to)? it\b`,
    ),
    // "slip her something and we can both have her"
    rx(
      S`\bslip (?:her|${YOU}|them) (?:something|summin|sumthin|a pill|a roofie|a mickey|one)\b[^.!?]{0,40}`,
      S`\b(?:have (?:her|${YOU})|take (?:her|${YOU})|do (?:her|${YOU})|fun|both|turns)\b`,
    ),
    // "a pill that'll make you go quiet", "the stuff that makes girls go quiet", "a few drops and she's putty"
    rx(
      S`\b(?:pills?|drops?|powder|stuff|something|ghb|g)\b[^.!?]{0,30}\bmakes?\s+(?:${YOU}|her|girls|women|them|`,
      S`chicks)\s+(?:go\s+)?(?:quiet|compliant|pliable|do whatever|do anything|forget|can'?t say no)|`,
      S`\b(?:drops?|pills?|powder|something)\b[^.!?]{0,25}\b(?:she'?s|shes|she is|${YOURE}|they'?re)\s+`,
      S`(?:putty|anyone'?s|out cold|mine)\b|\b(?:pill|drops?|powder)\b[^.!?]{0,40}\bdo whatever i (?:want|say)\b`,
    ),
    // "does a thing with GHB at the club, the only way to get the fit ones"
    rx(
      S`\b(?:ghb|rohypnol|roofies?|roofy|date ?rape drugs?)\b[^]{0,60}\b(?:the only way|get (?:the|a) (?:girls?|`,
      S`fit|hot)|take (?:her|${YOU}) home|set (?:${YOU}) up|works? every time|${YOUR} drink)`,
    ),
    // "get you wasted, then it's my turn", "get u munted and then u ain't got a choice", "while she's out of it"
    rx(
      S`\bget(?:ting)?\s+(?:${YOU}|her|ya)\s+(?:so\s+|proper\s+|real\s+|really\s+)?(?:drunk|wasted|faded|munted|`,
      S`smashed|hammered|blacked out|off (?:${YOUR}|her) face|high)\b[^.!?]{0,40}\b(?:smash|no choice|`,
      S`(?:ain'?t|aint|don'?t|dont) (?:got|have) (?:a|no) choice|can'?t say no|whether|do what i want|have my way|`,
      S`while (?:she'?s|shes|${YOURE}) out of it)|\beasy to get drunk and take home\b|`,
      S`\bsmash\b[^.!?]{0,20}\bwhile (?:she'?s|shes|${YOURE}) (?:out of it|passed out|asleep|unconscious)\b`,
    ),
    // "wait till you're drunk at the club then follow you home"
    rx(
      S`\bwait\w* (?:till|until|til|for) (?:${YOURE}|${YOU}|she'?s|she) (?:${OUT_OF_IT}|alone)\b[^.!?]{0,30}`,
      S`\b(?:follow (?:${YOU}|her)|take (?:${YOU}|her) (?:home|back)|have (?:${YOU}|her)|drag|grab (?:${YOU}|her))\b`,
    ),
    // 'next time you're drunk … I'll "help" you home if you know what I mean'
    rx(
      S`\b(?:drunk|wasted|smashed|hammered|out of it)\b[^.!?]{0,50}(?:"help"|'help'|\bhelp (?:${YOU}) home\W+`,
      S`if (?:${YOU}) know what i mean)`,
    ),
  ],
  leet: [
    // "put a r00f!3 in your dr!nk", "dr9 you and do what I want"
    rx(S`(?<![a-z0-9])`, loose('roofie'), S`s?\b|(?<![a-z0-9])`, loose('roofy'), S`\b`),
    rx(S`\bdr[uv][g9]\s+(?:${YOU}|her)\b[^.!?]{0,30}\b(?:do what i (?:want|like)|have my way|take (?:${YOU}|her))`),
  ],
};

// ------------------------------------------------------------------------------------------------
// Sexual violence: assault wished on or endorsed for the reader
const ASSAULT_WISHED: Concept = {
  kind: 'threat',
  risk: 85,
  name: 'sexual assault wished',
  gate: /forc|rape|assault|violat|way with|to (?:be|get) (?:taken|grabbed)|whatever happens|ped\b/,
  patterns: [
    // "hope someone forces you in an alley"
    rx(
      S`\bhope (?:some(?:one|body)|a (?:guy|man|group)|some (?:guy|man|men|guys)|${YOU} get)\b[^.!?]{0,20}`,
      S`\b(?:forces?|forced|rapes?|raped|assaults?|assaulted|violates?|violated|has (?:his|their) way)\b`,
    ),
    // "someone should assault you for that attitude"
    rx(
      S`\b(?:some(?:one|body)|a (?:guy|man)|some (?:guy|man))\s+(?:should|needs? to|ought to|oughta|gotta)\s+`,
      S`(?:\w+\s+){0,2}(?:assault|rape|violate|force (?:himself|themselves|themself) on|have (?:his|their) way `,
      S`with)\s+(?:${YOU})\b`,
    ),
    // "a woman who dresses like that is asking to be forced"; "wear a skirt like that, you deserve whatever happens"
    rx(
      S`\b(?:deserves?|asking|asked)\s+(?:for\s+)?to (?:be|get) (?:forced|raped|taken|violated|assaulted|grabbed)\b|`,
      S`\b(?:skirt|dress\w*|wear\w*|tease|drunk|alone)\b[^]{0,40}\bdeserves? whatever happens\b`,
    ),
    // "he'd drag you into the car park and have his way with you, I'd help him"
    rx(
      S`\b(?:drag|pin|hold) (?:${YOU}|her)\b[^.!?]{0,40}\bha(?:ve|s|ving) (?:his|their|my|our) way with `,
      S`(?:${YOU}|her)\b`,
    ),
    // "you're getting r🍇ped tonight" (an emoji or a symbol for the vowel), aimed at the reader
    // (the normaliser reads some emoji as a word: "r🍑ped" → "r ass ped")
    rx(
      S`\b(?:${YOU}|${YOURE}|ur)\b[^.!?]{0,20}\br(?:[\ud83c-\ud83e][\udc00-\udfff]|[\u2600-\u27bf\u2b00-\u2bff]|\*|@|`,
      S`4| [a-z]{2,10} )p(?:e|ed|es|ing)\b`,
    ),
  ],
  leet: [
    // "gonna f0r(3 myself on u", "someone should a5s4vlt you"
    rx(S`\b`, loose('force'), S`\s+(?:myself|himself|themselves)\s+on\s+(?:${YOU}|her)\b`),
    rx(
      S`\b(?:some(?:one|body)|a (?:guy|man))\s+(?:should|needs? to|ought to)\s+`,
      loose('assault'),
      S`\s+(?:${YOU})\b`,
    ),
  ],
};

// ------------------------------------------------------------------------------------------------
// Self-harm: non-existence wished with a push
const NON_EXISTENCE: Concept = {
  kind: 'self_harm_incitement',
  risk: 80,
  name: 'non-existence wished',
  gate: rx(
    S`favou?r|kindness|be better|be happier|be so|kindest|best thing|deserve to|waste of|go die|go and die|`,
    S`drop dead|(?:top|neck|off|unalive|end) (?:yourself|yerself|urself|ur ?self|ya ?self|yaself)|rope s|belong|`,
    S`dead inside|already dead|happier|relieved|better off|move on`,
  ),
  patterns: [
    // "why are you even alive, do the world a favour"; "do them a favour and disappear permanently"
    rx(
      S`\bdo (?:the world|everyone|everybody|us all|all of us|us|them|${YOUR} (?:family|kids|mum|mom|parents)|`,
      S`humanity|society) a (?:favou?r|kindness)\b[^]{0,50}\b(?:disappear (?:permanently|for good|forever)|die|`,
      S`end it|drop dead|off ${YOUR}self|`,
      S`jump|stop (?:existing|breathing)|(?:not|never) wake|permanently|for good|forever)\b|`,
      S`\b(?:why (?:are|r) (?:${YOU}) (?:even|still) alive|why do (?:${YOU}) (?:even|still) exist)\b[^]{0,40}`,
      S`\bdo (?:the world|everyone|us all|us) a favou?r\b`,
    ),
    // "the world would be better if you just stopped existing"; "your family would be better off without you"
    rx(
      S`\b(?:world|everyone|everybody|(?:${YOUR}|the) (?:family|kids|mum|mom|parents|friends)|we|they)\b[^.!?]{0,20}`,
      S`\b(?:would|'?d|will) be (?:so )?(?:better|happier)(?: off)?\s+(?:if (?:${YOU}) (?:just )?(?:stopped `,
      S`(?:existing|breathing)|weren'?t (?:here|around|alive)|were gone|disappeared|died|ended it)|`,
      S`without (?:${YOU})(?!\s+\w+ing\b))`,
      S`\b[^]{0,40}(?:you know what to do|go on|do it|think about it|just saying|so go)`,
    ),
    // "the kindest thing you could do for your kids is disappear permanently"
    rx(
      S`\b(?:kindest|best) thing (?:${YOU}|to) (?:could |can )?do\b[^.!?]{0,30}\b(?:is|would be) (?:to )?`,
      S`(?:disappear|die|vanish|end it|not exist|leave this world|kill)`,
    ),
    // "you don't deserve to wake up tomorrow"
    rx(
      S`\b${YOU} (?:don'?t|dont|do not) deserve to (?:wake up|be alive|exist|breathe|see tomorrow|`,
      S`live(?! in| with| like| near| on| at| there| here| somewhere| so))\b`,
    ),
    // "a waste of oxygen … a train at 6:40, stand close to the edge" (a method added to contempt)
    rx(
      S`\bwaste of (?:oxygen|air|space|skin|life)\b[^]{0,60}\b(?:train|tracks|bridge|rope|pills|edge|jump|`,
      S`do it|go on|end it|roof|cliff)\b`,
    ),
    // "go and die, leave this earth", "top yourself", "neck yourself", "off yourself"
    rx(
      S`(?:^|[.,!?]\s*|\b(?:abeg|just|pls|please|plz|so|now|should|ya should|might as well|why don'?t (?:${YOU})|`,
      S`go)\s+)(?:go (?:and )?die|drop dead)\b(?![^.!?,]{0,12}\bhair\b)(?!\s+(?:on|in the|of|laughing|gorgeous|`,
      S`sexy|beautiful|fit|hot|stunning|handsome|funny|cute|tired))|`,
      S`\b(?:should|just|go|pls|please|gonna|wanna|to|might as well|why don'?t (?:${YOU}))\s+(?:top|neck|off|`,
      S`unalive|end)\s+(?:yourself|yerself|urself|ur ?self|ya ?self|yaself)\b(?!\s*up)`,
    ),
    // "rope szn for you", "⚰️ is where you belong", "dead inside, might as well make it official"
    rx(
      S`\brope (?:szn|season for (?:${YOU}))\b|(?:⚰|🪦|\bgrave|\bcoffin|six feet under)\S*\s*(?:is )?where (?:${YOU}) `,
      S`belong|\b${YOU} belong (?:in|under) (?:a |the )?(?:⚰|🪦|grave|coffin|ground|dirt)|`,
      S`\b(?:dead inside|already dead)\b[^.!?]{0,40}\b(?:make it official|finish the job|go all the way)\b`,
    ),
    // "your mum would cry for a week then be happier, go on"
    rx(
      S`\b${YOUR} (?:mum|mom|mother|dad|kids|family|parents)\b[^.!?]{0,30}\b(?:cry|miss (?:${YOU})|grieve|mourn)\w*`,
      S`\b[^.!?]{0,30}\b(?:then|but|and)\b[^.!?]{0,20}\b(?:happier|relieved|better off|move on)\b`,
    ),
  ],
};

// ------------------------------------------------------------------------------------------------
// Self-harm: a method suggested or a dare on a disclosed struggle
const METHOD: Concept = {
  kind: 'self_harm_incitement',
  risk: 80,
  name: 'self-harm method or dare',
  gate: rx(
    S`(?:drop|fall|jump|leap) (?:from|off)|top floor|high enough|tall enough|long way down|close to the edge|`,
    S`tracks|railway|bridge|cliff|the lot|them all|all of them|every|the whole|the entire|pills|tablets|overdose|`,
    S` od\b|attempt|insulin|paracetamol|tylenol|morphine|meds|wrist|bleed out|cut until|cut till|cut til|`,
    S`${YOU} cut|knife|(?:cut|slit|slice) deeper|starv|(?:rope|gun) or|train or|blood|depressed|suicidal|to die|`,
    S`self.?harm|meant it|prove it|do it already|make sure`,
  ),
  patterns: [
    // "what would fix your loneliness? a long drop from a tall building"
    rx(
      S`\b(?:fix|solve|cure|help|end)\w* (?:${YOUR}|all ${YOUR})\b[^.!?]{0,25}[.?!]?[^.!?]{0,20}\b(?:long|big|quick)? `,
      S`?(?:drop|fall|jump|leap) (?:from|off) (?:a |the )?(?:tall|high|top)`,
    ),
    // "a nice tall car park, top floor, go have a look" (a height pointed at, with no view or bar named)
    rx(
      S`\b(?:tall|high)\s+(?:car park|multi-?stor(?:e)?y|building|bridge|tower|block)\b[^.!?]{0,40}\b(?:top floor|`,
      S`high enough|tall enough|long way down)\b[^]{0,30}\b(?:go (?:and )?(?:have a look|on|up)|just saying|`,
      S`${YOU} know what to do)(?![^]{0,40}\b(?:view|sunset|bar|restaurant|photo|skyline|lift))`,
    ),
    // "stand close to the edge" (not "too close"); "the train tracks are right by your place" with contempt
    rx(
      S`(?<=\b(?:train|platform|tracks|cliff|roof|bridge)\b[^]{0,40})(?<!(?:too|not|don'?t|dont|never)\s+)`,
      S`\bstand (?:right |real |really )?close to the edge\b|`,
      S`\b(?:train tracks|the tracks|railway|bridge|cliff)\b[^.!?]{0,20}\b(?:right |just )?(?:by|near|next to|`,
      S`behind) ${YOUR} (?:place|house|flat|home)\b(?=[^]{0,60}\b(?:waste of|nobody|no one|worthless|useless|`,
      S`just saying|go on|you know what to do))|\b(?:waste of|nobody|no one|worthless|useless)\b[^]{0,60}\b(?:train `,
      S`tracks|the tracks|railway)\b[^.!?]{0,20}\b(?:right |just )?(?:by|near|next to|behind) ${YOUR} (?:place|`,
      S`house|flat|home)\b`,
    ),
    // "swallow the lot and text me when you're done"; "take them all, goodnight forever"
    rx(
      S`\b(?:swallow|take|down|neck)\s+(?:the lot|them all|all of them|every (?:last )?(?:one|pill)|the (?:whole|`,
      S`entire) (?:bottle|box|pack|packet))\b(?=[^]{0,50}(?:\bpills?\b|\btablets?\b|goodnight forever|forever|`,
      S`\bworked\b|when ${YOURE} done|never wake))|\bpills\b[^a-z]{0,20}(?:take them all|all of them|swallow)`,
    ),
    // "take every pill in the cabinet", "all your pills at once"
    rx(
      S`\b(?:take|swallow|down)\s+(?:every (?:last )?pill|all (?:the|${YOUR}) (?:pills|tablets))\b[^.!?]{0,20}`,
      S`\b(?:in the (?:cabinet|house|drawer|box|cupboard)|at once|in one go)\b`,
    ),
    // "shame it didn't work, maybe try a bigger dose"; "you know how much insulin it takes, go on then"
    rx(
      S`\b(?:overdose|od|attempt)\b[^]{0,40}\b(?:(?:shame|pity|too bad)\b[^.!?]{0,15}\b(?:it )?didn'?t work\b(?! out)|`,
      S`(?:try|take) (?:a )?(?:bigger|stronger|larger|higher) dose)\b|`,
      S`\bhow (?:much|many) (?:insulin|pills|paracetamol|tylenol|tablets|sleeping pills|morphine|meds)\b[^.!?]{0,20}`,
      S`\b(?:it )?(?:takes|would take|would do it|is enough)\b[^]{0,25}\b(?:go on|do it|try it)\b`,
    ),
    // "with your wrists you'd bleed out quick"; "cut until you can't feel anything"
    rx(
      S`\bwrists?\b[^.!?]{0,30}\b(?:${YOU}'?d|${YOU}'?ll|${YOU} would|${YOU} will)\s+bleed out\b|`,
      S`\b(?:${YOU}'?d|${YOU}'?ll|${YOU} would)\s+bleed out\b[^.!?]{0,20}\bwrists?\b|`,
      S`\bcut (?:until|till|til) (?:${YOU}) (?:can'?t feel|cannot feel|bleed|pass out|stop breathing)`,
    ),
    // "next time you cut, go deeper and finish the job"; "🔪 go deeper this time, no one cares"
    rx(
      S`(?:\b(?:next time|when|whenever) (?:${YOU}) cut\b|\bknife\b)[^]{0,30}\b(?:(?:go|cut) deeper\b`,
      S`[^]{0,30}\b(?:this `,
      S`time|finish the job|no one cares|nobody cares|${YOU} deserve)|do it properly)|`,
      S`\b(?:cut|slit|slice) deeper\b[^]{0,30}\b(?:finish the job|no one cares|nobody cares|bleed)\b`,
    ),
    // "stop starving yourself halfway, go all the way"
    rx(
      S`\bstarv\w* (?:yourself|urself)\b[^.!?]{0,20}\bhalfway\b|\bstarv\w* (?:yourself|urself)\b[^]{0,30}`,
      S`\b(?:go all the way|finish (?:it|the job)|to death|properly)\b`,
    ),
    // "pills or rope, which one are you going for?"
    rx(
      S`\b(?:pills|rope|bridge|gun|knife|train)\s+or\s+(?:the\s+|a\s+)?(?:pills|rope|bridge|gun|knife|train)\b`,
      S`[^]{0,30}\b(?:going for|pick|choose|gonna use|which one)\b(?![^]{0,40}\b(?:cluedo|clue|game|board))`,
    ),
    // "🔪🩸 go on, do it, you know you want to" (the normaliser reads the emoji as "knife blood")
    rx(S`\b(?:knife|rope|pills|gun) (?:blood|drop of blood)\b[^a-z]{0,10}(?:go on|do it|try it|you know you want)`),
    // "you told me you were depressed. then act on it"; "if you really meant it you'd overdose, prove it"
    rx(
      S`\b(?:${YOU} (?:told me|said|mentioned|say|keep saying)|${YOURE}|${YOU} (?:were|was))\s+(?:${YOU} (?:were|`,
      S`are|was)\s+|${YOURE}\s+|${YOU}\s+)?(?:depressed|suicidal|want(?:ed|ing)? to die|self.?harm\w*)\b`,
      S`[^]{0,40}\b(?:act on `,
      S`it|prove it|do it already|go through with it|get on with it|stop talking about it)\b|`,
      S`\bif (?:${YOU}) (?:really |actually )?meant it\b[^.!?]{0,30}\b(?:overdose|od|cut|jump|hang|do it|end it|`,
      S`kill)|\b(?:overdose|od|kill (?:yourself|urself)|hang (?:yourself|urself)|cut (?:yourself|urself))\b[^]{0,30}`,
      S`\bprove it\b`,
    ),
    // "do it already, post it when you do, I want to watch"
    rx(S`\bdo it already\b[^]{0,50}\b(?:i want to|i wanna|wanna|want to) watch\b`),
    // "you don't deserve to wake up, make sure you don't"
    rx(S`\bmake sure (?:${YOU}) (?:don'?t|dont|do not|never) (?:wake up|come back|survive)\b`),
  ],
  leet: [
    // "k111 y0ur531f", "k1ll y0vr53lf", "511t your wr1575", "0v3rd0s3 … prove it"
    rx(S`\b`, loose('kill'), S`\s*(?:`, loose('yourself'), S`|`, loose('urself'), S`|`, loose('yoself'), S`)\b`),
    rx(S`\b`, loose('slit'), S`\s+(?:${YOUR}|`, loose('your'), S`)\s+`, loose('wrist'), S`s?\b`),
    rx(S`\b`, loose('slit'), S`\s+(?:${YOUR}|`, loose('your'), S`)\s+wr`, loose('ist'), loose('s'), S`?\b`),
  ],
};

// ------------------------------------------------------------------------------------------------
// Drugs: prescription diversion, dialect and street names, leet names (REVIEW)
const RX_DRUG =
  S`(?:tramadol|methadone|valium|vallies|diazepam|xanax|xannies|xans|oxy(?:codone|contin|s)?|codeine|` +
  S`adderall|ritalin|vyvanse|` +
  S`gabapentin|pregabalin|lyrica|zopiclone|temazepam|benzos?|fentanyl|morphine|percocet|percs|hydrocodone|` +
  S`suboxone|subutex|diazepam|lorazepam|klonopin)`;
const STREET_DRUG =
  S`(?:skunk|colos?|yaba|kush|pingers|lsd|dmt|mephedrone|meow meow|heroin|ketamine|xannies|bars (?:n|and|&|\+) ` +
  S`blues)`;
/** What one says to sell or to buy. */
const DEAL =
  S`(?:need any|want any|want some|selling|sell|dey sell|for sale|£\s?\d|\$\s?\d|\d+ each|cheap|can (?:${YOU}) get|` +
  S`${YOU} got|got any|any(?:one|1|body) got|who(?:'?s)? got|i'?ll pay|i pay|pay (?:double|cash|extra)|` +
  S`help a (?:girl|guy|brother|sister) out|hook me up|sort me|to come down|come down (?:after|from)|` +
  S`doesn'?t use|spare|(?:whole|full) (?:box|bottle|strip)|bottles|dm|hmu|price|can meet)`;
const DRUG_DEAL: Concept = {
  kind: 'drug_sale',
  risk: 70,
  name: 'drug sale or solicitation',
  unless: rx(
    S`\b(?:vet|vets|dog|cat|puppy|kitten|pet|doctor|gp|pharmacist|pharmacy|side effects|withdrawal|tips|advice|`,
    S`prescribed me)\b`,
  ),
  gate: rx(
    RX_DRUG,
    S`|`,
    STREET_DRUG,
    S`|herb|high ?grade|gear|party|capful|cap full|a cap|speed|plenty more|to buy|for sale|pills|`,
    S`some (?:molly|coke|ket|tabs|bump|line)|👃|know what i mean|desperate|need it bad|discreet|asap|smoke`,
  ),
  patterns: [
    // "need any tramadol? got a box from my nan's prescription"; "can you get xanax? i'll pay double"
    rx(S`\b${DEAL}\b[^.!?]{0,40}\b${RX_DRUG}\b|\b${RX_DRUG}\b[^]{0,50}\b${DEAL}\b`),
    // "i dey sell colos and skunk"; "can you get me some yaba"; "got bars n blues"
    rx(S`\b${DEAL}\b[^.!?]{0,30}\b${STREET_DRUG}\b|\b${STREET_DRUG}\b[^]{0,40}`, S`\b${DEAL}\b`),
    // "de good herb, yuh want some? cheap"; "di best high grade inna di parish"
    rx(
      S`\b(?:good|best|de|di|some|quality)\s+herb\b(?!s|\s*(?:plants?|garden|seeds?|butter|salt|mix|bread|oil))`,
      S`[^]{0,40}\b(?:cheap|smoke|yuh|want some|£|oz|gram|bag)|`,
      S`\b(?:best|good|top|quality)\s+high ?grade\b(?!\s*(?:steel|paper|oil|protein|olive|coffee|tea|leather|cotton|` +
        S`silk|wool|beef|chocolate))[^]{0,40}\b(?:inna|smoke|tell mi|want|oz|gram|£|\$)`,
    ),
    // "can sort you out with a bit of gear"
    rx(S`\bsort (?:${YOU}|yous|ye) (?:oot|out)\b[^.!?]{0,20}\bgear\b`),
    // "bring some ice to the date if you want to party"; "some G, you just need a capful"
    rx(
      S`\b(?:ice|crystal)\b[^.!?]{0,20}\b(?:to|on|for) (?:the|our|a) date\b[^.!?]{0,30}\bparty\b|`,
      S`\b(?:some |bit of |the )?g\b[^]{0,50}\b(?:capful|cap full|a cap)\b`,
    ),
    // "always carry speed, can drop some off to you"
    rx(
      S`\bspeed\b(?!\s*(?:dat|limit|camera|bump|boat|run|test|read|dial|walk))[^]{0,50}\b(?:drop (?:some )?off|`,
      S`can drop|want some|a gram|a bag)`,
    ),
    // "I'll bring the mushrooms and the acid … plenty more if your friends want to buy"
    rx(
      S`(?<!(?:citric|hyaluronic|folic|amino|salicylic|lactic|glycolic|fatty)\s)\b(?:acid|lsd|molly|mdma|pills|`,
      S`shrooms|ket|tabs)\b[^]{0,80}\b(?:(?:want|wanna|looking) to buy|`,
      S`plenty more|for sale)\b`,
    ),
    // "i have pills, cheap"; "fancy some pills before our date? pink ones, £10 each"
    rx(
      S`\b(?:have|got|selling)\s+(?:\w+\s+)?pills\W{1,3}cheap\b|\bpills\b[^]{0,60}(?:£\s?\d+|\$\s?\d+|\d+) `,
      S`(?:each|a pop)\b|\b(?:fancy|want|wanna|like) some (?:pills|molly|coke|ket|tabs|bumps?|lines?)\b[^.!?]{0,30}`,
      S`\b(?:before|for|at|after) (?:our|the|this) (?:date|party|club|festival|rave)\b`,
    ),
    // "need ❄️ tonight 👃 who got it"
    // (the normaliser reads ❄️ as "snow")
    rx(S`\bsnow\b[^a-z]{0,20}(?:tonight\s*)?👃|👃[^a-z]{0,20}\bsnow\b`),
    // "deliveries on the side, not just takeaways if you know what I mean, what do you need"
    rx(
      S`\b(?:not just|more than)\s+(?:\w+\s+){0,2}(?:takeaways?|food|parcels|cod|fish|groceries|tobacco)\b[^]{0,40}`,
      S`\bif (?:${YOU}) know what i mean\b[^]{0,30}\b(?:what do (?:${YOU}) need|what (?:${YOU}) need|interested|`,
      S`want (?:some|any)|need (?:anything|any))`,
    ),
    // "any left of that stuff you mentioned? I'll pay cash, I'm desperate"
    rx(S`\bstuff\b[^]{0,40}\b(?:i'?ll pay|pay cash|cash)\b[^]{0,30}\b(?:desperate|need it bad|discreet|asap)\b`),
    // "i grow, i sell, you smoke"; "250 an oz"
    rx(S`\b(?:grow|sell|selling)\b[^]{0,30}\b(?:${YOU} smoke|to smoke)\b`),
  ],
  leet: [
    // "got m01ly and p!1ls, £10 each"; "need (0k3 for tonight"
    rx(
      S`(?<![a-z0-9])(?:${loose('molly')}|${loose('pills')}|[c(k]${loose('oke')}|${loose('mdma')}|${loose('weed')}|`,
      S`${loose('xanax')})\b[^]{0,40}(?:£|\$|each|tonight|who'?s got|who got|dm|hmu)|\b(?:got|need|selling)\s+`,
      S`(?:${loose('molly')}|${loose('pills')}|[c(k]${loose('oke')}|${loose('mdma')})\b`,
    ),
  ],
};

/**
 * Each gate as one group: the prefilter then answers it with one literal-set lookup instead of splitting it into its
 * alternatives (ADR 213 splits top-level alternations; a gate only needs yes or no).
 */
const asOneGroup = (r: RegExp) => new RegExp(`(?:${r.source})`, r.flags);
const CONCEPTS: readonly Concept[] = [
  CONSENT_DISREGARDED,
  DRUGGING,
  ASSAULT_WISHED,
  NON_EXISTENCE,
  METHOD,
  DRUG_DEAL,
].map((c) => ({ ...c, gate: asOneGroup(c.gate) }));

/** Bit i: view i has look-alike characters (set once per message by round20SvShDrugsSignals). */
let leetViews = 0;
function find(c: Concept, views: readonly string[]): string | null {
  for (let i = 0; i < views.length; i++) {
    const v = views[i];
    const m =
      (test(c.gate, v) ? first(c.patterns, v) : null) ?? (c.leet && (leetViews >> i) & 1 ? first(c.leet, v) : null);
    if (m !== null) return m;
  }
  return null;
}
function first(patterns: readonly RegExp[], v: string): string | null {
  for (let i = 0; i < patterns.length; i++) {
    const m = exec(patterns[i], v);
    if (!m) continue;
    if (NEGATED.test(v.slice(Math.max(0, m.index - 24), m.index))) continue;
    return m[0].trim();
  }
  return null;
}

export function held(r: RegExp, views: readonly string[]): boolean {
  for (const v of views) if (test(r, v)) return true;
  return false;
}

/** Whether a signal of this kind at least this high is in the list (a loop: no closure or array per message). */
export function asHigh(list: readonly ContextSignal[] | null, kind: ContextSignalKind, risk: number): boolean {
  if (list) for (const x of list) if (x.kind === kind && x.risk >= risk) return true;
  return false;
}
const NONE: ContextSignal[] = [];

/** Signals of round 20 for one message (context.ts appends them to its own); NONE, not a new list, when none. */
export function round20SvShDrugsSignals(input: RuleInput): ContextSignal[] {
  const views = viewsWithSqueezed(input);
  PREFILTER.prepare(views);
  leetViews = 0;
  for (let i = 0; i < views.length && i < 31; i++) if (hasLeet(views[i])) leetViews |= 1 << i;
  let out: ContextSignal[] | null = null;
  for (const c of CONCEPTS) {
    if (input.hardOnly && c.risk < 75) continue;
    if (asHigh(input.found, c.kind, c.risk) || asHigh(out, c.kind, c.risk)) continue;
    const ev = find(c, views);
    if (ev === null || (c.unless && held(c.unless, views))) continue;
    (out ??= []).push(ruleSignal(c.kind, c.risk, `${c.name}: ${ev || c.name}`));
  }
  // Reports and quotes (frames.ts, ADR 183): "he said he'd put something in my drink, I reported him".
  return out ? withoutFramed(views, out, 'police') : NONE;
}

const PREFILTER = GUARDIAN_PREFILTER;
/** The expressions run per view, registered with the prefilter at module load (ADR 179). */
export const ROUND20_SV_SH_DRUGS_EXPRESSIONS: readonly RegExp[] = CONCEPTS.flatMap((c) => [
  c.gate,
  ...(c.unless ? [c.unless] : []),
  ...c.patterns,
  ...(c.leet ?? []),
]).filter((r) => !r.unicode);
PREFILTER.register(ROUND20_SV_SH_DRUGS_EXPRESSIONS);
