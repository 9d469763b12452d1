/**
 * Round 20 (issue 15, ADR 243): scams, off-platform lures and unsolicited sexual openers read by class, where
 * rounds 12–15 read only some spellings or some roles:
 *  - scam: a one-time code that reached the reader asked back; a store card asked for (or its back); a loan pleaded
 *    with a promise to repay; a fortune moved through the reader for a share; money passed through the reader's
 *    account for a cut; the reader's money multiplied in a scheme; work that first costs the reader; free money
 *    behind a link;
 *  - off-platform: the reader's number asked with this app dismissed (any chat: a push off here); from a stranger, a
 *    handle on a work or social app with an add, or a sign-up on an outside site to be "verified";
 *  - unsolicited sexual (stranger, consent `unsolicited`): the reader's intimate body asked to be seen (slang, emoji,
 *    German, French, Spanish), the speaker's genitals offered, sex with the reader proposed or described.
 * Spellings the views keep (normalize.ts is not this module's): "(" for c, v for u, digits for letters.
 * Called from round14LureSignals only when round 14 found nothing of the kind (ADR 232: one more call in
 * analyzeContext cost ~2 % alone). Hand-written from the classes; no challenge line is copied. All soft (REVIEW).
 * No expression is registered with the prefilter: each class runs behind one plain gate expression (ADR 190).
 */
import { WordGate } from '../word-groups';

const S = String.raw;
const rx = (...parts: string[]) => new RegExp(parts.join(''));
const YOU = S`(?:you|u|ya|yu|yuh|yall)`;
const YOUR = S`(?:your|ur|yr|yo|yer|y0ur|yor|yuh|dat|that|them|dem|those)`;
/** "c" as the views may keep it: "(", "k". */
const C = S`(?:c|\(|k)`;

// ------------------------------------------------------------------------------------------------
// Scams (any chat)
/** Every scam class below holds one of these; a view without any is skipped. */
const SCAM_GATE = rx(
  S`code|c0de|\(ode|otp|v[e3]r[i1]f|${C}[a4]rd|back|return|payday|get paid|account|\bmule|agent|reship|parcel|`,
  S`package|\bfees?\b|deposit|upfront|unlock|activat|starter|pay [£$€]?\d+ to|double|triple|\dx\b|brr|guarantee|`,
  S`risk|free (?:money|cash|giveaway|crypto|bitcoin|gift)|invest|trading|forex|crypto|bitcoin|btc|\brent\b|`,
  S`hospital|surgery|operation|medicine|meds|stranded|stuck|blocked|frozen|evict|afford|broke|desperate|short|`,
  S`wallet|purse|lost my|behind on|overdue|funeral|fund|remittance|inherit|estate|fortune|next of kin|deceased|`,
  S`million|gold|consignment`,
);
const SCAM_GATE_WORDS = new WordGate(SCAM_GATE);
/** A code that reached the reader: the OTP, a verification code, "the code that came through". */
const CODE = rx(
  S`\b(?:otp|one[- ]time (?:code|pass\w*)|v[e3]r[i1]f[i1]${C}\w*|(?:6|six|4|four)[- ]digit|${C}[o0]de)\b`,
);
const CODE_ARRIVED = rx(
  S`\b(?:came|come|comes|hit|went|sent|texted|got|get|received|landed|arrived|popped|pops)\b[^.!?]{0,25}`,
  S`(?:through|thru|${YOUR} (?:phone|mobile|cell|number|texts?|sms|email|inbox)|to ${YOU}\b|just now)|`,
  S`\b(?:verification|verify|otp)\b|\bv[e3]r[i1]f[i1]${C}|\bdid ${YOU} (?:just )?(?:get|receive)\b`,
);
const CODE_ASK = rx(
  S`\b(?:send|sen|give|gimme|tell|read|forward|pass|share|screenshot|type|drop) (?:(?:it|me|us|that|the|dat) )*`,
  S`(?:\w+ )?(?:back|over|to me|code|c0de|\(ode|otp|number|digits|it)\b|\bwhat(?:'s| is|s) (?:the|that|dat) (?:\w+ )?`,
  S`(?:code|otp)\b|\b(?:send|sen|give|gimme|tell|forward|pass) (?:me|us) (?:the|that|dat|ur|your)\b`,
);
/** A code that is the reader's or a place's own: a door, the wifi, a promo, a dress code. */
const CODE_OTHER = rx(
  S`\b(?:wifi|wi-fi|door|gate|building|locker|promo|discount|voucher|dress|zip|post|postal|area|booking|reference|qr|`,
  S`bar|source|cheat|colou?r|morse|parking|alarm|bike lock)\s*${C}[o0]des?\b|\bscam\w*|\bwarn\w*|`,
  S`\bnever (?:to )?(?:share|give)`,
);
/** A store card: "an apple card", "g1ft c4rds", "17un35 cards". */
const STORE_CARD = rx(
  S`\b(?:a ?)?(?:g|9)[i1!]f(?:t|7)\s*${C}[a4@]rd|\b(?:[i1][t7][uv]n[e3][s5]|apple|google ?play|play ?store|steam|`,
  S`amazon|razer`,
  S`(?: gold)?|ebay|vanilla|sephora|xbox|psn|playstation|nintendo|target|walmart|tesco)\s*(?:gift\s*)?${C}[a4@]rds?\b`,
);
const CARD_ASK = rx(
  S`\b(?:buy|get|grab|pick up|send|bless|gimme|give)\b[^.!?]{0,12}\b(?:me|us|for me)\b|\b(?:for me|4 me)\b|`,
  S`\bback of (?:the|it|each|them|those)|\bscratch|\bpics? of the back|\bphoto of the back|\bcodes? on (?:the )?back`,
);
/** A card that is the speaker's own or a present: "got a gift card for my birthday". */
const CARD_OWN = rx(
  S`\b(?:for (?:my|his|her|their|your|ur) (?:birthday|bday|mum|mom|dad|nan|gran|sister|brother|kids?|son|daughter|`,
  S`teacher|boss)|i (?:got|have|had|received|bought) (?:a|an|two|some)|(?:got|gave) me (?:a|an)|`,
  S`as a (?:gift|present))\b`,
);
/** A sum asked of the reader: "send me 300", "lend me £80", "bless me with 50". */
const SUM_ASK = rx(
  S`\b(?:send|sen|lend|loan|transfer|bless|spot|gimme|give|wire|zelle|cashapp|venmo|paypal|pp|e-?transfer) `,
  S`(?:me|us|mi)\b(?: with)?[^.!?\d]{0,10}[£$€]?\d{2,5}\b`,
);
const REPAY = rx(
  S`\b(?:pay (?:${YOU}|it) back|paying (?:${YOU}|it) back|return (?:it|the money)|give (?:it|ya|you|u) back|`,
  S`(?:send|sending) (?:it )?back|back (?:to ${YOU} )?(?:tomorrow|tonight|tmrw|friday|monday|next week|soon|asap)|`,
  S`i get paid|till payday|until payday|when i get paid)\b`,
);
/** A plea: a bare "send me 20 and i'll give you 20 back" is a swap, not a plea (round 15's equal-sums twin). */
const PLEA = rx(
  S`\b(?:please|pls|plz|pleas\w*|quick|quickly|asap|urgent\w*|bless|i promise|i swear|desperate|(?:can|could|would) `,
  S`${YOU}|till payday|until payday|fr)\b`,
);
/** A share of a bill or a thing named: not a loan. */
const BILL = rx(
  S`\b(?:half|share|split|owe|owed|each|for the (?:pizza|tickets?|dinner|drinks|taxi|uber|cab|bill|rent|deposit|`,
  S`airbnb|hotel|petrol|gas|groceries|food))\b`,
);
/** A hardship told: rent, a hospital, stranded, a blocked card, can't pay. */
const HARDSHIP = rx(
  S`\b(?:rent|evict\w*|hospital|surgery|operation|medicine|meds|funeral|stranded|stuck (?:at|in)|(?:card|account) `,
  S`(?:is |got |has been )?(?:blocked|frozen)|can'?t (?:pay|afford)|short (?:on|for|this)|i'?m short|broke|desperate|`,
  S`behind on|overdue|lost my (?:wallet|job|card|purse))\b`,
);
/** A sum, not a count of minutes, pieces or people. */
const SUM = S`[£$€]?\d{2,5}k?\b(?! ?(?:minutes?|mins?|hours?|hrs?|seconds?|secs?|days?|weeks?|pages?|pieces?|piece|km|`;
const SUM_END = S`miles?|steps|people|years?|yrs?|%|percent|degrees?|calories|reps)\b)`;
/** The sum asked of the reader: "could you spare 200", "help me with 300", "even 100 would help". */
const SPARE_SUM = rx(
  S`\b(?:(?:could|can|would|will|cud) ${YOU} (?:please |pls |just |maybe )?(?:spare|help|cover|lend|send|give|loan|`,
  S`transfer|wire)|(?:spare|lend|send|loan|wire|transfer|cover) (?:me|us)|help me (?:out )?with|even)\b[^.!?\d]{0,15}`,
  SUM,
  SUM_END,
);
/** A fortune with an owner who cannot move it: "my late father left gold", "unclaimed funds", "an estate". */
const FORTUNE = rx(
  S`\b(?:inherit\w*|unclaimed|estate|fortune|next of kin|deceased|late (?:father|husband|uncle|mother|wife)|`,
  S`remittances?|millions?|gold bars?|in gold|consignment|funds)\b`,
);
const MOVE_FOR_ME = rx(
  S`\b(?:receive|move|transfer|release|claim|help (?:me )?(?:move|transfer|receive|release|claim)|partner with me|`,
  S`(?:trusted|foreign|reliable|honest) partner)\b`,
);
const SHARE_OFFERED = rx(
  S`\b\d{1,2} ?(?:%|percent)|\b(?:a share|compensated|rewarded|commission|a cut|a percentage|split it with ${YOU})`,
);
/** The reader's account used for money in and out: a mule by any name. */
const THROUGH_ACCOUNT = rx(
  S`\b(?:through|thru|into|in|via) (?:${YOUR} )?(?:bank )?account\b|\bborrow (?:${YOUR}) (?:bank )?(?:account|card)|`,
  S`\bmule\b|\bpayment (?:agent|processor)|\breship\w*|\bforward (?:the |some |a few )?(?:parcels?|packages?)\b`,
);
const CUT_OFFERED = rx(
  S`\b(?:a cut|cut for ${YOU}|slice|commission|keep (?:\d+|some|a bit|a little|part|a portion|the rest)|\d{1,2} ?`,
  S`(?:%|percent)|per (?:parcel|package|transfer)|(?:pays?|paid|earn) (?:students |people |${YOU} )?[£$€]?\d+)`,
);
/** The reader's sum put in: "put 200 in", "drop £100 into", "u send me 300". */
const STAKE = rx(
  S`(?:^|[,.!?:;] ?|\b(?:${YOU}|just|and|then|pls|please|only) )(?:send|sen|put|drop|invest|deposit|stake|start with|`,
  S`throw|chuck) (?:me |in |into )?[£$€]?(\d{2,6})(k?)\b`,
);
/** A bigger sum back, or a scheme's promise. */
const RETURN_BACK = rx(
  S`(?:\bback|\bget|\breceive|\bit'?s|\bits|\bturns? into|\bbecomes?|\bmake) [£$€]?(\d{2,7})(k?)\b`,
);
const SCHEME_PROMISE = rx(
  S`\b(?:double|triple|10x|\dx|watch it (?:grow|go|multiply|triple|double)|go(?:es)? brr+|guaranteed|no risk|`,
  S`zero risk|risk[- ]free)\b`,
);
const SCHEME_PLACE = rx(
  S`\b(?:forex|fx|trading|crypto|bitcoin|btc|usdt|eth|pool|signals?|group|investment|scheme|platform|mentor|`,
  S`account|i send|i'?ll send|i flip|flip it)\b`,
);
/** Work that costs the reader first: a fee to join, a deposit to unlock tasks. */
const WORK = rx(
  S`\b(?:work(?:ing)? from (?:home|🏠)|earn|job|hiring|tasks?|side hustle|from home|online work|remote|`,
  S`rate products|liking posts|data entry)\b`,
);
const WORK_FEE = rx(
  S`\b(?:(?:registration|training|joining|activation|starter|signup|sign-up) fee|fee (?:card )?to (?:join|`,
  S`start|unlock|register|activate|get started)|deposit (?:is )?required|pay [£$€]?\d+ to (?:unlock|join|start|activate|register)|`,
  S`starter kit|pay (?:the|a) \w+ fee|upfront (?:fee|payment))`,
);
/** Free money behind a link. */
const FREE_MONEY = rx(S`\bfree (?:money|cash|giveaway|crypto|bitcoin|gift ?cards?)\b`);
const LINK = rx(S`\b(?:click|tap|link|bit\.ly|https?|www\.)`);

function amount(digits: string, thousands: string): number {
  return Number(digits) * (thousands ? 1000 : 1);
}

/** Round 20's scam readings: the evidence, or null. */
export function scam20(views: readonly string[]): string | null {
  for (const v of views) {
    if (!SCAM_GATE_WORDS.test(v)) continue;
    if (CODE.test(v) && CODE_ARRIVED.test(v) && CODE_ASK.test(v) && !CODE_OTHER.test(v))
      return 'a code that reached the reader asked back';
    if (STORE_CARD.test(v) && CARD_ASK.test(v) && !CARD_OWN.test(v)) return 'a store card asked for';
    if (SUM_ASK.test(v) && REPAY.test(v) && PLEA.test(v) && !BILL.test(v))
      return 'a loan pleaded with a promise to repay';
    if (HARDSHIP.test(v) && SPARE_SUM.test(v) && !BILL.test(v)) return 'a sum asked with a hardship';
    if (FORTUNE.test(v) && MOVE_FOR_ME.test(v) && SHARE_OFFERED.test(v)) return 'a fortune moved for a share';
    if (THROUGH_ACCOUNT.test(v) && CUT_OFFERED.test(v)) return "money through the reader's account for a cut";
    const stake = STAKE.exec(v);
    if (stake) {
      const back = RETURN_BACK.exec(v.slice(stake.index + stake[0].length));
      if (back && amount(back[1], back[2]) > amount(stake[1], stake[2])) return 'money sent to come back bigger';
      if (SCHEME_PROMISE.test(v) && SCHEME_PLACE.test(v)) return "the reader's money put in a scheme";
    }
    if (WORK.test(v) && WORK_FEE.test(v)) return 'work that first costs the reader';
    if (FREE_MONEY.test(v) && LINK.test(v)) return 'free money behind a link';
  }
  return null;
}

// ------------------------------------------------------------------------------------------------
// Off-platform
const OFF_GATE = rx(
  S`n[uv]mb|numba|digits|whats ?app|\bwa\b|\bcell\b|(?:your|ur|yr|the) phone|\bno\.|(?:add|follow|dm) me|`,
  S`\bme (?:up )?(?:on|at|via) (?:ms |microsoft )?(?:teams|slack|linkedin|twitter|x|reddit|twitch|zoom|hotmail|`,
  S`outlook|gmail|yahoo|my)\b|verif|sign ?up|register|an account`,
);
const OFF_GATE_WORDS = new WordGate(OFF_GATE);
/** The reader's number or chat handle asked in any spelling. */
const NUMBER_ASK = rx(
  S`\b(?:gimme|give me|send me|drop|pass|text me|what(?:'s| is|s)|wats|wat|wot|whats)? ?(?:${YOUR}|ya|the) `,
  S`(?:(?:n[uv]mb[e3]r|numba|numbah|digits|whats ?app|wa|cell|phone)\b|no\.(?!\S))|`,
  S`\b(?:wa|whatsapp|phone) (?:number|no)\b`,
);
/** This app dismissed, in more words than round 14 reads. */
const APP_DISMISSED20 = rx(
  S`\b(?:this|the|dis|da) (?:app|site)(?:'?s| is| be)? (?:so |kinda |really |lowkey |proper |too )?(?:annoying|mid|`,
  S`sucks|weird|dead|trash|rubbish|boring|slow|glitchy|laggy|dry|crap|shit|bad|useless|crashing|long|a joke)\b|`,
  S`\b(?:app|it) (?:keeps|always) (?:crashing|lagging|glitching)\b|\bi (?:don'?t|dont|never|barely|rarely|hardly) `,
  S`(?:use|check|come on|log ?in(?:to)?) (?:this|the|dis) (?:app|site)\b(?! (?:at|during|while|when) work)`,
);
/** A move with the number: "let's text", "let's just call". */
const MOVE = rx(S`\blet'?s (?:just )?(?:text|call|whatsapp|facetime|talk there|chat there|move)\b`);
/** Work and social apps round 14's APP does not list, with an add or a handle. */
const WORK_APP = rx(
  S`\b(?:message|msg|dm|add|text|find|hit|ping|reach) me (?:up )?(?:on|at|via) (?:ms |microsoft )?(?:teams|slack|`,
  S`linkedin|twitter|x|reddit|twitch|zoom|hotmail|outlook|gmail|yahoo|my (?:e-?mail|work (?:e-?mail|phone)))\b`,
);
const OBF_INSTA = rx(
  S`\b[i1]n[s5$][t7][a4@]\w*\b[^.!?]{0,20}\b(?:is better|better for me)\b[^.!?]{0,10}\b(?:add|follow|dm) me\b`,
);
/** A sign-up on an outside site to be "verified" before talking or meeting. */
const VERIFY_SITE = rx(
  S`\b(?:verify|verified|verification|sign up|signup|register|make an account|create an account)\b[^.!?]{0,40}`,
  S`\b(?:site|link|page|website|\.com|\.net|\.io|\.xyz)\b`,
);
const VERIFY_READER = rx(S`\b(?:${YOU}|yourself|so i know|before we|first|i only (?:meet|talk|date))\b`);
/** Meeting logistics and bookings that need a sign-up of their own. */
const VERIFY_OTHER = rx(S`\b(?:tickets?|booking|table|reservation|gym|class|the event|my email|scam\w*)\b`);

/** Round 20's off-platform readings: the evidence, or null. */
export function offPlatform20(views: readonly string[], stranger: boolean): string | null {
  for (const v of views) {
    if (!OFF_GATE_WORDS.test(v)) continue;
    if (NUMBER_ASK.test(v) && APP_DISMISSED20.test(v)) return "the reader's number asked, this app dismissed";
    if (NUMBER_ASK.test(v) && MOVE.test(v)) return "the reader's number asked with a move";
    if (OBF_INSTA.test(v)) return 'another app preferred, with an add';
    if (!stranger) continue;
    if (WORK_APP.test(v)) return 'a stranger moving the chat to another app';
    if (VERIFY_SITE.test(v) && VERIFY_READER.test(v) && !VERIFY_OTHER.test(v)) return 'a sign-up on an outside site';
  }
  return null;
}

// ------------------------------------------------------------------------------------------------
// Unsolicited sexual (a stranger, to a member who did not opt in)
/** An intimate body word in slang, emoji, leet and three other languages. */
const BODY20 = S`(?:t[i1]t+(?:[i1]e|y)?[sz]|t[i1]dd[i1]es|d[i1]dd[i1]es|titt[i1]es|b[o0]{2}b(?:[i1]e)?[sz]|bewbs|`;
const BODY20B = S`breasts?|br[uü]e?ste|titten|seins|tetas|tette|kitty|pussy|puss|coochie|batty|bum|booty|ass|feet|`;
const BODY20C = S`🐱|🍑|🍈|🍒)`;
const BODY = BODY20 + BODY20B + BODY20C;
const UNS_GATE = rx(
  S`see|show|send|sen|pic|📸|photo|zeig|montre|ense|mostr|muestr|let'?s|lets|d[i1!]${C}|c[o0]${C}k|penis|meat|`,
  S`🍆|eggplant|lil|little|wee|endowed|hung|inch|lick|eat|bend|ride|legs|down there|sloppy|toppy|appointment|`,
  S`f[uv*]|know what|`,
  S`dream|sleep|what i'?d|how big|nudes?|nvd|n00d|mu[eé]str|manda|env[ií]a|fais|envoie|schick|fammi|mostr|show|`,
  S`taste|feel`,
);
const UNS_GATE_WORDS = new WordGate(UNS_GATE);
/** A body asked to be seen in Spanish, French, German, Italian or Portuguese. */
const SEE_BODY_OTHER = rx(
  S`\b(?:mu[eé]strame|ense[ñn]ame|manda(?:me)?|env[ií]ame|fais[- ]moi voir|montre[- ]moi|envoie[- ]moi|zeig(?:e)? mir|`,
  S`schick(?:e)? mir|fammi vedere|mandami|mostrami|me mostra|me manda|mostra)\b[^.!?]{0,20}\b(?:pechos|tetas|`,
  S`nalgas|culo|chocha|concha|seins|nichons|fesses|chatte|cul|arsch|titten|muschi|br[uü]e?ste|tette|figa|`,
  S`peitos|bunda|buceta|raba)\b`,
);
/** A private picture in other words: "something i can't show my mum". */
const CANT_SHOW = rx(
  S`\b(?:something|sumn|smth|pics?|photos?) (?:i|${YOU}) (?:can'?t|cant|couldn'?t|wouldn'?t) show (?:${YOUR}|my) `,
  S`(?:mum|mom|mam|ma|parents|nan|gran|grandma|boss|pastor)\b`,
);
/** The reader's body tasted or felt: "bet ur 🐱 tastes sweet". */
const BODY_TASTE = rx(S`\b${YOUR} (?:\w+ )?${BODY}(?![a-z]) ?(?:tastes?|feels?|would (?:taste|feel))\b`);
const SEE_BODY20 = rx(
  S`\b(?:see|s[e3]{2}|show|sh0w|send|sen|flash|pics? of|📸 of|photo\w* of|picture\w* of|zeig\w*(?: mir)?|montre\w*`,
  S`(?:-moi)?|ense[ñn]a\w*|mu[eé]stra\w*|mostra\w*)(?: (?:me|mi|us|m3|moi|-moi))?(?: (?:${YOUR}|deine?|tes|tus|`,
  S`t[uv]e|some|da|a pic of ${YOUR}))? ?(?:\w+ )?${BODY}`,
);
/** Nudes asked in the spellings the views keep: "nvd35", "n00dz". */
const NUDES = rx(
  S`\b(?:send|sen|drop|share|got|any|gimme|trade)\b[^.!?]{0,15}\b(?:a ?)?(?:n[uv0]{1,2}d[e3]?[sz5]|nudes?)\b`,
);
/** A picture, then one with less on: "send one in your uniform, then out of it". */
const THEN_OUT = rx(S`\b(?:pic|photo|picture|selfie|one)\b[^.!?]{0,30}\bthen (?:out of it|without it|take it off)\b`);
/** "ur feet pics?", "yuh batty sweet, sen me a pic". */
const BODY_PICS = rx(S`\b${YOUR} (?:\w+ )?${BODY}\b ?(?:pics?|photos?|vids?|videos?)\b`);
const BODY_NAMED = rx(S`\b${YOUR} (?:\w+ )?(?!feet)${BODY}\b`);
const PIC_SEND = rx(S`\b(?:send|sen|show|drop)\b[^.!?]{0,10}\b(?:pics?|photos?|📸|vids?)`);
/** "send me a lil somethin somethin 😜": a private picture asked with a wink. */
const LITTLE_SOMETHING = rx(
  S`\bsend (?:me |us )?(?:a )?(?:lil|little|wee) (?:somethin\w*|sumn?|sum)\b[^.!?]{0,20}(?:😜|😏|😉|😈|🥵|💦|🍆|`,
  S`\bspicy|\bnaughty|\bsexy)`,
);
const PIC_SECTION = rx(S`\bpics? (?:in|from) the (?:thot|spicy|naughty|nsfw) (?:section|folder|album)\b`);
/** The speaker's genitals offered. */
const GENITALS = S`(?:d[i1!]${C}k|dick|c[o0]${C}k|penis|🍆|eggplant|junk|schlong|member|meat|sausage)`;
const GENITALS_OFFERED = rx(
  S`\b(?:see|show ${YOU}|send ${YOU}|pic of|photo of|picture of|acquaint ${YOU} with) (?:a pic of )?my `,
  S`(?:\w+ )?${GENITALS}`,
);
/** Food words as genitals only with a size or a boast. */
const FOOD_GENITALS = rx(S`\bmy (?:\w+ )?(?:meat|sausage|eggplant|🍆)\b`);
const SIZE = rx(S`\b(?:big|huge|massive|thick|hard|long|inches|no cap|proper|un)\b|😏|😈|🥵`);
/** A size boast: inches, never a bare "in" ("13 in that pic" is an age). */
const HUNG = rx(S`\b(?:well endowed|well hung|i'?m hung|\d+ ?(?:inches|inch)\b)`);
const PIC_OFFER = rx(S`\b(?:pic|photo|picture|see|show|send)\b`);
/** Sex with the reader proposed or described. */
const SEX20 = rx(
  S`\blet'?s (?:f[uv*]${C}+k|fk|fuk|f\*+)|\bf[uv*]?${C}*k(?:ing|in) (?:${YOU})\b(?! (?:over|up|around|off))|`,
  S`\b(?:lick|eat|suck|ride|spank|bend|finger|pound) (?:${YOU}|${YOUR})\b[^.!?]{0,12}(?:🐱|🍑|pussy|kitty|out\b|`,
  S`over\b|ass|clit|dry|all night|tonight|till)|\bopen (?:${YOUR}) legs\b|\bsloppy toppy\b|\bdick appointments?\b|`,
  S`\bhow big do ${YOU} like (?:${YOUR}|them|it|dicks|cocks|men)\b|\b(?:shaved?|wax(?:ed)?) down there\b|`,
  S`\bwhat i'?d (?:put|do|stick) (?:in|to|with) (?:it|${YOU}|that)\b[^.!?]{0,40}`,
  S`|\b(?:dream\w*|fantasi\w*) (?:about|of) (?:sleeping with|having sex with|shagging|banging) ${YOU}\b`,
);
/** What a "what i'd do to you" is about. */
const INTIMATE_PLACE = rx(S`\b(?:mouth|lips|bed|hotel|room|tonight|naked|body|tongue|legs)\b`);
const WHAT_ID = rx(S`\bwhat i'?d (?:put|do|stick) (?:in|to|with) (?:it|${YOU}|that)\b`);
/** Innuendo with a meeting: "clear your pipes if you know what i mean, tonight?". */
const IF_YOU_KNOW = rx(S`\bif ${YOU} know what i mean\b`);
const INNUENDO = rx(S`\b(?:pipes|plumb\w*|tonight|my place|come over|ride|pound|lay ${YOU}|screw|bed|rail)\b`);

/** Round 20's unsolicited-sexual readings: the evidence, or null. */
export function unsolicited20(views: readonly string[]): string | null {
  for (const v of views) {
    if (!UNS_GATE_WORDS.test(v)) continue;
    if (SEE_BODY20.test(v) || NUDES.test(v) || THEN_OUT.test(v) || PIC_SECTION.test(v) || BODY_PICS.test(v))
      return "the reader's intimate body asked to be seen";
    if ((BODY_NAMED.test(v) && PIC_SEND.test(v)) || LITTLE_SOMETHING.test(v)) return 'a private picture asked';
    if (SEE_BODY_OTHER.test(v) || CANT_SHOW.test(v)) return "the reader's intimate body asked to be seen";
    if (BODY_TASTE.test(v)) return "the reader's body tasted";
    if (GENITALS_OFFERED.test(v) && (!FOOD_GENITALS.test(v) || SIZE.test(v))) return "the speaker's genitals offered";
    if (HUNG.test(v) && PIC_OFFER.test(v)) return "the speaker's genitals offered";
    if (SEX20.test(v) && (!WHAT_ID.test(v) || INTIMATE_PLACE.test(v))) return 'sex with the reader proposed';
    if (IF_YOU_KNOW.test(v) && INNUENDO.test(v)) return 'sex hinted with a meeting';
  }
  return null;
}
