/**
 * Round 35 (issue 15, ADR 338): unsolicited sexual openers from a stranger in wording classes the older readers
 * (lures.ts, round 12 / 13 / 20 / 23) do not read — word classes and frames any author would use, not set phrases:
 *  - U1 euphemism: sex with the reader said through its effects or its place ("keep you up all night", "make you
 *    moan", "under the covers with me", "what I'd do with you between the sheets");
 *  - U2 a compliment on the reader's body turned explicit (legs "wrapped round me", lips "made to go down on",
 *    a face buried in, a head between the thighs, the reader "pinned to the mattress");
 *  - U3 innuendo emoji two or more together, or with a mouth or a bed, with no food in the message;
 *  - U4 sex or a naked picture asked in Spanish, French, German, Italian or Portuguese;
 *  - U5 an invitation to come over (or round, or by) with something sexual to do there;
 *  - U6 a picture asked in slang or by what is hidden (spicy, naughty, lewd; what's under the dress; without the
 *    top; from the shower; in just underwear);
 *  - U7 the sender's aroused body ("hard / wet / throbbing for you", "touching myself to your pics");
 *  - U8 disguised sex words the views keep: a starred f-word after a want, "hook up and shag".
 * Read only from a stranger to a member who did not opt in (consent `unsolicited`): between opted-in adults, or two
 * members already talking, these are theirs to say. A REVIEW finding (`sexual_request`, 55), as the older readers.
 * Hand-written from general knowledge; every class has its own paraphrases and ≥ 100 harmless twins in
 * round35-unsolicited.probes.ts.
 */
import { GUARDIAN_PREFILTER } from '../prefilter';
import type { ContextSignal } from '../types';
import { WordGate } from '../word-groups';
import { reportsReceiving } from './frames';
import { runRule } from './round23-exploitation';
import { ruleSignal, type RuleInput } from './types';

const S = String.raw;
const NOTHING: ContextSignal[] = [];
const rx = (...parts: string[]) => new RegExp(parts.join(''));
const YOU = S`(?:you|u|ya)`;
const YOUR = S`(?:your|ur|yr)`;

const GATE = new WordGate(
  rx(
    S`all night|moan|scream|beg|shake|shaking|covers|sheets|bed|pillow|mattress|wrapped|wrap|go down|bury|`,
    S`between them|between your|between ur|squeeze|pinned|aubergine|peach|cherries|tongue|splash|👄|🫦|`,
    S`contigo|avec toi|avec vous|mit dir|con te|com voc|desnud|nackt|nue|nua|scoparti|follarte|coger|`,
    S`naked|undress|clothes|fool around|counter|spicy|naughty|lewd|saucy|dirty|under that|without the|`,
    S`without your|without ur|shower|bath|underwear|knickers|lingerie|hard|wet|throbbing|boner|stroking|`,
    S`touching myself|f\*|shag|cheeks|kit|nothing but|out of it|never post|never put|wouldn't post|feet|soles|`,
    S`toes|yansh|nyash|pack|loud|freak|screamer|rough|head|top|lick|clothes|whatever i|down there|eating|thoughts|`,
    S`more than|rate him|rate it|think of him|baps|between|lips|suck|nibble|bite|snap|without|vagene|vagine`,
  ),
);

/** U1: sex with the reader through its effects or its place. */
const EUPHEMISM = [
  rx(
    S`\b(?:keep|have|get) ${YOU} (?:up all night|screaming|moaning|begging|shaking)\b(?!\s+(?:with|at|about|over) `,
    S`(?:laughter|laughing|jokes?|stories|puns|fear|the film|my driving))`,
  ),
  rx(S`\bmake ${YOU}(?:r)? (?:moan|scream|beg|legs shake|toes curl|knees (?:weak|shake|buckle))\b`),
  rx(S`\bmake ${YOUR} (?:legs shake|toes curl|knees (?:weak|shake|buckle))\b`),
  rx(S`\b(?:under|between) the (?:covers|sheets)\b[^.!?]{0,20}\b(?:with me|together|with ${YOU})\b`),
  rx(S`\b(?:with|to) ${YOU} (?:between|under) the (?:sheets|covers)\b`),
  rx(S`\binto the (?:pillow|mattress)\b[^.!?]{0,20}\bby\b|\b${YOU} screaming into\b`),
  rx(S`\bcome to bed with me\b|\b(?:take|get) ${YOU} (?:to|into) (?:my )?bed\b`),
];

/** U2: the reader's body praised, then what the speaker would do with it. */
const BODY_TURNED = [
  rx(S`\b(?:wrapped|wrap(?:ping)?) (?:round|around) (?:my|me)\b(?! (?:little )?finger)`),
  rx(S`\b(?:made|built|born) (?:to|for) (?:go(?:ing)? down on|suck\w*|ride|riding)\b`),
  rx(S`\bbury my (?:face|head)\b(?! in (?:a|my|the) (?:book|pillow|hands|work|phone|laptop))`),
  rx(S`\bmy (?:head|face) between (?:them|${YOUR} (?:thighs|legs|tits|boobs))\b`),
  rx(S`\bsqueeze (?:those|them|${YOUR} (?:tits|boobs|ass|bum|arse))\b[^.!?]{0,12}\b(?:all night|hard|till)\b`),
  rx(S`\b(?:have|get) ${YOU} pinned (?:to|against|on) (?:the|my) (?:mattress|bed|wall|sheets)\b`),
  rx(S`\b(?:be|get) in between (?:them|those|${YOUR} (?:thighs|legs))\b`),
  rx(
    S`\b(?:lips|mouth|body|legs|thighs|ass|bum|arse|curves)\b[^.!?]{0,30}\b(?:making|makes?|gives?|giving) me `,
    S`(?:think )?(?:very |such |so )?(?:dirty|filthy|naughty|x-rated|impure) (?:thoughts|things|ideas)\b`,
  ),
  rx(
    S`\b(?:suck|nibble|bite)\w* (?:on )?(?:those|them|${YOUR}) (?:lips+|tits|boobs|nipples)\b[^.!?]{0,20}\b(?:and|then|and then) `,
    S`(?:more|the rest|everything|lower)\b`,
  ),
  rx(S`\b(?:hands|mouth|lips|tongue|fingers)\b[^.!?]{0,20}\bgood for more than\b[^!?]{0,40}\b(?:show|see|prove)\b`),
];

/** U3: innuendo emoji (the views keep some as words; the original keeps the rest). */
// The taco is left out: three of them are a food craving as often as not.
const INNUENDO_EMOJI = /[\u{1F346}\u{1F351}\u{1F4A6}\u{1F445}\u{1F352}\u{1F444}\u{1FAE6}]/gu;
const EMOJI_CONTEXT =
  /[\u{1F6CF}\u{1F608}\u{1F975}\u{1F60F}\u{1F61C}\u{1F60B}]|\b(?:send|wanna|when|tonight|u up|see|show)\b/u;
/** Food or a garden in the message: the emoji are fruit. */
const FOOD = rx(
  S`\b(?:cook\w*|bak\w*|recipe|curry|dinner|lunch|breakfast|market|farm\w*|harvest|season|fruit|smoothie|jam|`,
  S`pie|cake|tree|garden\w*|grow\w*|salad|taco tuesday|tacos|juice|dessert|shop\w*|grocer\w*|emoji is|`,
  S`parmigiana|parm|pasta|veg\w*|dish|meal|supper|roast\w*|grill\w*|bbq)\b`,
);
/** Another food or drink emoji beside them (cheese, bread, a plate, a pan): the aubergine is dinner. The normaliser
 * reads the emoji themselves as words ("aubergine"), so the food words name dishes, not these fruit. */
const FOOD_EMOJI = /[\u{1F32D}-\u{1F345}\u{1F347}-\u{1F350}\u{1F353}-\u{1F37F}\u{1F950}-\u{1F96F}\u{1F9C0}-\u{1F9CB}]/u;

/** U4: sex, or a naked body, in another language. */
const OTHER_LANGUAGE = [
  rx(S`\b(?:acostarme|dormir|hacer el amor|follar|coger|tener sexo) contigo\b|\bfollarte\b|\bcogerte\b`),
  rx(S`\b(?:coucher|dormir|faire [li]['’ ]?amour) avec (?:toi|vous)\b|\bte baiser\b`),
  rx(S`\bmit dir (?:schlafen|ins bett)\b|\bdich ficken\b`),
  rx(S`\b(?:fare [li]['’ ]?amore|dormire|andare a letto) con te\b|\bscoparti\b`),
  rx(S`\b(?:transar|fazer amor|dormir) (?:contigo|com voc[eê])\b|\bte comer\b`),
  rx(S`\b(?:foto|photo|bild|pic)\w* (?:\w+ )?(?:desnud[ao]s?|nue?s?|nua|nackt|nuda)\b|\b(?:desnud[ao]|nackt|nuda) `),
  // "el pack": a set of private pictures in Latin American slang
  rx(
    S`\b(?:m[aá]nda|m[aá]ndame|env[ií]a|env[ií]ame|p[aá]same|p[aá]sa)\w* (?:\w+ )?(?:(?:tu|el|un|ese) )?pack\b(?! de (?:cervezas?|birras?|pilas|cartas|regalo|\w+ del viaje))`,
  ),
];
/** A naked-picture word read only with an ask (the older readers hold plain English ones). */
const OTHER_ASK = /\b(?:m[aá]ndame|env[ií]ame|envoie|schick|mandami|manda|me manda|send)\b/;

/** U5: come over (round, by) and something sexual there. */
const COME_OVER = rx(
  S`\b(?:come|pop|swing|get|head)(?: \w+)? (?:over|round|around|by|to mine|to my place|to (?:yours|urs))\b`,
  S`[^.!?]{0,50}?\b(?:get(?:ting)? naked|naked with me|undress\w*|no clothes|clothes (?:off|optional)|`,
  S`go down on|fool around (?:in|on)|(?:in|into) (?:my|${YOUR}) bed\b|(?:on|against) the (?:kitchen )?counter|`,
  S`bend ${YOU}|on top of ${YOU})`,
);
const HAVE_YOU_ON = rx(
  S`\bhave ${YOU} (?:on|against|over) (?:the|my|${YOUR}) (?:kitchen counter|counter|desk|table)\b`,
);

/** U6: a picture asked in slang or by what is hidden. */
const PIC_SLANG = [
  rx(
    S`\b(?:send|drop|gimme|give me|show me|got any|any)\b[^.!?]{0,20}\b(?:spicy|naughty|lewd|dirty|saucy|nsfw)\b`,
    S`(?! (?:recipes?|curry|food|memes?|jokes?|sauce|chilli|wings|noodles|takeaway|margarita))`,
  ),
  rx(S`\blewds?\b(?![^.!?]{0,12}\b(?:joke|comment|song|remark)\b)`),
  rx(S`\bwhat(?:'?s| is) under (?:that|${YOUR}|the) (?:dress|skirt|top|shirt|towel|clothes|jeans|robe)\b`),
  rx(
    S`\b(?:send|drop|show|gimme|pic|photo|selfie)\b[^.!?]{0,20}\b(?:without|with no|minus) (?:the |${YOUR} |a )?`,
    S`(?:top|bra|shirt|clothes|towel|dress|knickers|underwear)\b`,
  ),
  rx(S`\b(?:send|drop|gimme)\b[^.!?]{0,15}\b(?:pic|photo|selfie|one|vid)\w* (?:from|in) the (?:shower|bath)\b`),
  rx(S`\bsee ${YOU} in (?:just|only|nothing but) ${YOUR} (?:underwear|bra|knickers|panties|boxers|lingerie|towel)\b`),
  // body slang asked to be seen ("them cheeks" is the behind; "yansh" / "nyash" in West African English)
  rx(
    S`\b(?:see|show|drop|send|flash|snap)\b[^.!?]{0,20}\b(?:(?:them|dem|dose) (?:cheeks|buns|cakes|melons|jugs)|`,
    S`${YOUR} (?:yansh|nyash|nyansh|baps|jugs|knockers|rack|melons))\b`,
  ),
  rx(
    S`\b(?:get|take|whip|pull)\w* (?:ya|yer|your|ur|them|those|our) (?:kit|clothes|bra|knickers|kecks) off\b(?! (?:the|of)\b)`,
  ),
  rx(S`\b(?:get|whip|pull)\w* (?:ya|yer|your|ur|them|those|the) (?:baps|tits|boobs|jugs|knockers) out\b`),
  rx(S`\b${YOU}\b[^.!?]{0,20}\bin nothing but\b`),
  rx(
    S`\b(?:see|pic|photo|picture|selfie|snap)\b[^.!?]{0,30}\bin (?:that|those|${YOUR}|a|the) \w+[^.!?]{0,12}\b`,
    S`(?:then|and then|and) (?:one )?out of (?:it|them)\b`,
  ),
  rx(
    S`\b(?:send|show|drop)\b[^.!?]{0,15}\b(?:sum|some|summat|something|smth|sumn)\w*(?: ${YOU}(?:'d)?)?`,
    S`(?: (?:would|wouldn'?t|wouldnt|'d|would never|won'?t|wont|can'?t|cant|could never|never))+ (?:post|put|show)\b`,
  ),
  rx(S`\b(?:send|show|drop)\b[^.!?]{0,20}\b(?:pics? of |photos? of )?(?:${YOUR}|them) (?:feet|soles|toes)\b`),
  rx(
    S`\bsee ${YOU} without (?:the|${YOUR}) (?:dress|clothes|top|bra|knickers|underwear|bikini|swimsuit|towel|lingerie|`,
    S`shirt|skirt|jeans|pants|boxers)\b`,
  ),
  rx(
    S`\bwithout (?:the|${YOUR}) (?:jumper|hoodie|jacket|coat|sweater|dress|top|shirt|bikini|swimsuit|jeans|skirt)\W{0,3}`,
    S`\s*(?:and|&) (?:everything|all the rest|the rest)(?: else)?\b`,
  ),
  // a picture asked "without", the missing word is the clothes ("send one without 😘")
  rx(S`\b(?:send|drop)\b (?:me )?(?:one|a pic|a photo|pics?|a selfie) without\s*(?:[^\w\s]|$)`),
  // a body word in its meme misspelling
  rx(S`\b(?:send|show)\b[^.!?]{0,15}\b(?:bobs and vagene|vagene|vagine)\b`),
];

/** U7: the sender's aroused body. */
const OWN_BODY = [
  rx(S`\b(?:i'?m|im|i am|got me|making me|makes me) (?:so |rock |really )?(?:hard|wet|throbbing|dripping)\b`),
  rx(S`(?:\b(?:thinking|looking) (?:about|of|at) ${YOU}(?:r \w+)?|\bfor ${YOU}\b|\b${YOUR} (?:pics?|photos?|profile))`),
];
/** The speaker's own genitals offered (a picture "of him", a hard one). */
const OWN_OFFERED = [
  rx(
    S`\b(?:sent|dropped|check\w*)\b[^.!?]{0,40}\b(?:pic|photo|something|snap)\b(?! of)[^.!?]{0,40}\b(?:rate|think of) him\b`,
  ),
  rx(S`\b(?:see|show (?:you|u)) my (?:\w+ )?hard ?(?:dick|cock|one|on)\b`),
];
const TOUCHING = rx(
  S`\b(?:touching|stroking|playing with) (?:myself|it)\b[^.!?]{0,30}\b(?:${YOU}|${YOUR})\b|`,
  S`\b(?:boner|hard-?on)\b[^.!?]{0,30}\b(?:${YOU}|${YOUR})\b`,
);

/** U9: sex with the reader guessed at or proposed in slang. */
const GUESSED = [
  rx(
    S`\bbet ${YOU}(?:'?re| are| r)? (?:a )?(?:proper |real )?(?:screamer|loud|wild|freak|kinky|naughty|filthy|dirty)\b`,
    S`[^.!?]{0,12}\b(?:in bed|in the sheets|between the sheets|in the bedroom)\b`,
  ),
  rx(S`\b${YOU}(?:'?re| are| r)? (?:a )?screamer\b`),
  rx(S`\b${YOU} (?:look|seem) like ${YOU}(?:'d| would)? (?:can )?(?:like|take|want) it (?:rough|hard|deep)\b`),
  rx(
    S`\b${YOU} (?:look|seem) like ${YOU}(?:'d| would)? (?:give|gives|giving) (?:sloppy|good|great|amazing) (?:top|head)\b`,
  ),
  rx(S`\blick every (?:part|inch|bit) of ${YOU}\b|\beating ${YOU} out\b|\blick ${YOUR} (?:feet|toes)\b`),
  rx(S`\b(?:get|take) (?:our|both our) (?:clothes|kit) off\b(?! (?:the|of)\b)`),
  rx(
    S`\b(?:do|doing) (?:whatever|what(?:ever)? i (?:want|like)|anything i want) (?:i (?:want|like) )?(?:to|with) ${YOU}\b`,
  ),
  rx(S`\b(?:my|${YOUR}) (?:little |lil )?(?:guy|friend|man|buddy|boy|girl|lady|soldier) down there\b`),
];

/** U8: disguised sex words the views keep. */
const DISGUISED = [
  rx(S`\b(?:want|wanna|to|let'?s|lets|gonna)\s+f\*{2,}(?! (?:off|up|sake))(?!\w)`),
  rx(S`\b(?:hook ?up|meet up|meet) and (?:shag|bang|smash)\b`),
];

// Registered with the shared prefilter at load (ADR 179), so `runRule` skips an expression none of whose literals is in a
// view (docs/guardian.md, "How a new reader joins the shared gates").
GUARDIAN_PREFILTER.register(
  [
    ...EUPHEMISM,
    ...BODY_TURNED,
    COME_OVER,
    HAVE_YOU_ON,
    ...PIC_SLANG,
    ...GUESSED,
    ...OWN_OFFERED,
    ...DISGUISED,
    ...OTHER_LANGUAGE,
  ].filter((r) => !r.unicode),
);

function unsolicited35(input: RuleInput, views: readonly string[]): string | null {
  const ev =
    runRule(EUPHEMISM, views) ??
    runRule(BODY_TURNED, views) ??
    runRule([COME_OVER, HAVE_YOU_ON], views) ??
    runRule(PIC_SLANG, views) ??
    runRule(GUESSED, views) ??
    runRule(OWN_OFFERED, views) ??
    runRule(DISGUISED, views);
  if (ev) return ev;
  const lang = runRule(OTHER_LANGUAGE, views);
  if (lang && (!/^\W*(?:foto|photo|bild|pic)/.test(lang) || views.some((v) => OTHER_ASK.test(v)))) return lang;
  for (const v of views) {
    const body = OWN_BODY[0].exec(v);
    if (body && OWN_BODY[1].test(v)) return body[0];
    const touch = TOUCHING.exec(v);
    if (touch) return touch[0];
  }
  const emoji = input.norm.original.match(INNUENDO_EMOJI);
  // two different ones ("🍆🍑"), or one with an ask or a leer; a repeated one alone is an emphasis
  const distinct = emoji ? new Set(emoji).size : 0;
  if (
    emoji &&
    (distinct >= 2 || EMOJI_CONTEXT.test(input.norm.original)) &&
    !FOOD_EMOJI.test(input.norm.original) &&
    !views.some((v) => FOOD.test(v))
  )
    return `emoji ${emoji.join('')}`;
  return null;
}

/** Round 35's unsolicited-sexual reading: one REVIEW finding at most, from a stranger to a member not opted in. */
export function round35UnsolicitedSignals(input: RuleInput): ContextSignal[] {
  const { views, found } = input;
  if (input.hardOnly || input.consent !== 'unsolicited' || input.ctx.recipientHasReplied !== false) return NOTHING;
  if (found.some((s) => s.kind === 'sexual_request' || s.kind === 'sexual_explicit')) return NOTHING;
  const emoji = INNUENDO_EMOJI.test(input.norm.original);
  INNUENDO_EMOJI.lastIndex = 0;
  if (!emoji && !GATE.anyView(views)) return NOTHING;
  const ev = unsolicited35(input, views);
  // A member telling what was sent to them is no opener of their own.
  if (!ev || views.some((v) => reportsReceiving(v))) return NOTHING;
  return [ruleSignal('sexual_request', 55, `unsolicited sexual content: ${ev}`)];
}
