/**
 * Round 14 (issue 15, ADR 194): drug dealing, scams, off-platform lures and unsolicited sexual content read by the
 * roles round 13 (round13-lures.ts) did not read:
 *  - drugs: a trade quantity the speaker supplies ("I can get you a Q"), a street name the reader is asked to get for
 *    an outing or for money, a dealer describing their trade, more street names with an offer;
 *  - scam: a crypto wallet connected for a giveaway, the speaker's cards or cheques cashed by the reader for a cut,
 *    the reader's money put into the speaker's scheme with a sure return, guilt used for money, a fee to meet, the
 *    one-time code in other words, airtime or fare asked of a stranger;
 *  - off-platform: the reader's number asked in any verb form with this app dismissed, a stranger's number offered,
 *    a handle given with an add, another app preferred, leaving here in slang, a number written with separators;
 *  - unsolicited sexual (consent `unsolicited` only): sex proposed to the reader in any register, a picture of an
 *    intimate body part asked, "what are you wearing" with an undressing ask, the reader's body used on the speaker.
 * It reads an extra view that re-joins letters spaced one by one inside their word ("let's f u c k" → "let's fuck",
 * where the deobfuscated view reads "let'sfuck") and digits split by separators (normalize.ts owns it, ADR 197).
 * Hand-written from general knowledge; no challenge line is copied. A message that reports or quotes someone else is not the speaker's. All findings are
 * soft (REVIEW); every expression is registered with the shared prefilter (ADR 179).
 */
import { GUARDIAN_PREFILTER, execRule as exec, testRule as test } from '../prefilter';
import type { ContextSignal } from '../types';
import { AILMENT } from './concepts';
import { framed } from './frames';
import { agreedSwap } from './cross-author';
import { MET } from './round12-lures';
import { kindFound, ruleSignal, viewsWithSqueezed, type RuleInput } from './types';
import { withRejoinedViews } from '../normalize';
import { offPlatform20, scam20, unsolicited20 } from './round20-lures'; // ADR 243: round 20's classes, one call

const S = String.raw;
const rx = (...parts: string[]) => new RegExp(parts.join(''));
const PREFILTER = GUARDIAN_PREFILTER;
const YOU = S`(?:you|u|ya|yu)`;
const YOUR = S`(?:your|ur|yr|ya|yo)`;

/** The input's views, the squeezed one, and each re-joined where that changes it (normalize.ts owns the view). */
const ownViews = (input: RuleInput): string[] => withRejoinedViews(viewsWithSqueezed(input));

// ------------------------------------------------------------------------------------------------
// Drugs
/** A trade quantity the speaker supplies: "I can get you a Q", "I can pick up a gram on the way". */
const UNIT_SUPPLY = rx(
  S`\b(?:i can|i could|i'?ll|i will|lemme|let me|i'?m gonna|i got|i have)(?: \w+){0,2}? (?:get|grab|pick up|bring|`,
  S`sort|drop|do|sell|front|score|sort out|bag up|pick (?:${YOU}|us|ya) up)(?: ${YOU}| us| ya)? (?:a|an|one|half `,
  S`an?|\d+(?:\.\d+)?) ?`,
  S`(?:g|grams?|q|qs|quarter|8th|eighth|zip|oz|ounces?|teener|henry|8 ?ball|eight ?ball|baggie|point)\b`,
  S`(?! (?:of|past|to|hour|mile|pound|cup|tea|spoon|pizza|cake)\b)`,
);
/** A street name the reader is asked to get: "could you get me some X for the trip". */
const READER_SUPPLIES = rx(
  S`\b(?:could|can|would|will) ${YOU} (?:\w+ )?(?:get|grab|sort|bring|pick up|score|find|source) (?:me |us )?`,
  S`(?:some|any|a bit of|a few|a little) (?:acid|tabs|molly|mdma|md|mandy|pills|shrooms|weed|bud|grade|ket|charlie|`,
  S`coke|xans?|bars|pingers|beans|caps|party favou?rs|pressies|lsd|2cb|gak|ching|skunk|kush)\b`,
);
/** What a reader's supply is for, or the money that pays for it. */
const OUTING_OR_PAY = rx(
  S`\b(?:trip|festival|rave|party|weekend|tonight|camping|gig|night out|club|afters|the session|sesh|`,
  S`transfer|pay ${YOU}|the money|cash|how much|venmo|paypal)\b`,
);
/** A dealer describing their trade. */
const DEALING = rx(
  S`\b(?:shotting|shottin|trappin[g']?|trap (?:phone|house|line)|on the trap|re-?upp?(?:ed|ing)?|serving (?:packs|`,
  S`food|grub|white|green|bud|the ends)|bagging up|moving (?:weight|packs)|slang(?:ing|in) (?:packs|rocks|work|`,
  S`dope))\b`,
);
/** An offer to the reader, in any register. */
const OFFER = rx(
  S`\b(?:i can (?:get|sort|do|bring|drop|hook)|i'?ll (?:get|sort|bring|drop|hook)|for cheap|cheap|hmu|lmk|dm me|`,
  S`link me|holla|say the word|seh di word|(?:want|need|fancy|wanna|tryna) (?:some|any|a bit)|if ${YOU} (?:want|`,
  S`need)|deliver\w*|drop (?:it )?off|bring it (?:come|over|to ${YOU})|mi bring|cash only|menu|got some|got (?:that|`,
  S`the) (?:fire|gas|loud|good stuff|stuff))\b`,
);
/** Street names round 13 did not list (unambiguous enough with an offer). */
const STREET14 = rx(
  S`\b(?:high ?grade|grade|sensi\w*|skunk|chronic|dro|ching|gak|bugle|sniff|nose candy|tusi|tuci|pink coke|2cb|`,
  S`lsd|dmt|ghb|xtc|mandy|shard|fent|fentanyl|heroin|crack|pingers|disco biscuits|dabs|shatter|pre-?rolls|`,
  S`blotters?|special k|k ?hole|420(?: friendly)?|(?:some|the|of|good|fire|top|quality) bud(?! light|weiser|dy))\b`,
);
/** The speaker holding some of a street name, in any English ("mi have some good grade"). */
const HOLDING = rx(
  S`\b(?:i|mi|me|ah|a) (?:have|got|gat|hab|av|carry|holding) (?:some|di|the|nuff|a likkle|a little|plenty)? ?`,
  S`(?:good |nice |fresh |proper |top )?(?:high ?grade|grade|herb|sensi\w*|kush|skunk|chronic|haze|dro|bud|`,
  S`ching|gak|tusi|ket|molly|mandy|pingers|shrooms)\b`,
);
/** "fancy some gear", "fancy a line": a share offered. */
const FANCY = rx(
  S`\bfancy (?:some|a bit of|a) (?:gear|charlie|coke|ching|gak|line|bump|pill|key|molly|mandy|pingers|tusi|ket)\b`,
);
/** Street names clear on their own (round 13's clear list and this module's), for a plain offer. */
const CLEAR14 =
  S`(?:cocaine|molly|mdma|ecstasy|pressies|shrooms|mushies|ket|ketamine|meth|weed|kush|hash|ganja|xans|percs|` +
  S`oxys|carts|edibles|zaza|acid|lsd|skunk|ching|gak|tusi|2cb|dmt|ghb|mandy|pingers|dabs|blunts?|joints?|spliffs?|` +
  S`doobies?|(?:some|the|of|good|fire|top|quality) bud(?! light|weiser|dy))`;
/** The speaker gives, sells or shares a clear street name with the reader. */
const GIVE = rx(
  S`\b(?:i can|i could|i'?ll|i will|let me|lemme|happy to) (?:give|sell|hook|get|bring|sort|share|front|roll) `,
  S`(?:${YOU}|us|ya)(?: up)?(?: with)? (?:some|a few|a bit of|any|a|an|one|two)? ?(?:\w+ )?${CLEAR14}\b`,
);
/** Use together offered: "wanna smoke a joint", "tryna get faded", "got a blunt rolled". */
const USE_TOGETHER = rx(
  S`(?<!\bi (?:just |really |kinda |lowkey |so )?)\b(?:wanna|want to|tryna|let'?s|lets|down to|you wanna|u wanna) `,
  S`(?:get|go get) (?:high|faded|`,
  S`lifted|stoned|baked|zooted|blazed|twisted|geeked)\b|\b(?:wanna|want to|tryna|let'?s|lets|down to|we (?:can|`,
  S`could|should)|come) (?:\w+ )?(?:smoke|spark|roll|split|share) (?:a|some|the|this|my|one) (?:joint|blunt|spliff|`,
  S`doobie|bowl|bong|zoot)\b(?! (?:account|venture|pain|custody|statement|effort))|\b(?:smoke|spark|roll) (?:a|`,
  S`some|the|this|my) (?:joint|blunt|spliff|doobie|bowl|bong|zoot)s? (?:with me|together|with (?:${YOU}))\b|`,
  S`\b(?:got|have|brought) (?:a|the|some) (?:joint|blunt|spliff|doobie|zoot)s? (?:rolled|ready|with me|for us)\b|`,
  S`\b(?:u|you|do you|d'?you) (?:party|pnp)\s?\?[^a-z]{0,6}(?:snow|tina|chems?|pnp|ice)\b|\bpnp\b|\bchemsex\b|`,
  S`\b(?:down to|wanna|want to|tryna|let'?s|lets|${YOU}|r ${YOU}|are ${YOU}) roll(?:ing)? (?:at|for) (?:the )?`,
  S`(?:rave|festival|party|club)\b[^]{0,40}\b(?:enough for|got (?:some|extra|enough))\b`,
);
/** A source asked for: "who's your plug", "anyone selling?", "where can i score around here". */
const SOURCE_ASK = rx(
  S`\bwho'?s (?:${YOUR}) (?:plug|connect|dealer)\b|\bneed to re-?up\b|\b(?:know|got) (?:any ?one|any ?body|`,
  S`someone|a guy) (?:selling|who sells|that sells)\s*(?:\?|$)|\banyone selling\s*(?:\?|$)|\bwhere (?:can|could|`,
  S`do) (?:i|we) (?:score|cop)(?: some| any)?(?: around here| round here| nearby| tonight)?\s*(?:\?|$)`,
);
/** Something offered for a lift or a party ("need a pick me up? I got something for that"). */
const SOMETHING_FOR = rx(
  S`\b(?:pick[- ]me[- ]up|keep (?:${YOU}|us) (?:up|going|awake)|party|rave|festival)\b[^]{0,40}\b(?:i )?(?:got|have)`,
  S` (?:something|a little something|the stuff|stuff) for (?:that|it|ya|${YOU}|us)\b|\b(?:tryna|wanna|want to) `,
  S`get (?:high|faded|lifted|stoned|baked|zooted)\b[^]{0,30}\b(?:i )?(?:got|have) the (?:stuff|goods)\b`,
);
/** Cooking, gardening, kit, medicine: the everyday senses of these words. */
const DRUG_EVERYDAY = rx(
  S`\b(?:recipe|cook\w*|bak\w*|kitchen|garden\w*|herbs and|basil|parsley|rosemary|thyme|oregano|spice|tea|`,
  S`camping gear|gym gear|climbing gear|fishing|tent|sleeping bag|prescri\w*|my (?:gp|doctor)|pharmac\w*|`,
  S`pizza|cake|quarter (?:past|to|of)|ham|cheese|gold|silver|saffron|protein)\b|${AILMENT}`,
);

/**
 * Round 15 (ADR 202): a price per trade unit ("a tenner a cap", "£20 a g"): a unit priced one by one is a sale.
 * Not "a line" (phone plans), "a point" (games) or "a quarter" (terms).
 */
const PER_UNIT = rx(
  S`\b(?:a tenner|a fiver|tenner|fiver|a score|[£$€]\d{1,3}|\d{1,3} ?(?:quid|bucks|pounds|euros|dollars)|\d{1,3}) `,
  S`(?:a|per|each|for (?:a|one)) (?:caps?|pills?|tabs?|g|gram|grams|baggies?|beans?|pingers?|teeners?|`,
  S`henry|zips?|8th|eighth|q)\b`,
);
/** A price, small or named: "for a likkle change", "£20", "a tenner", "40 quid". */
const PRICE_CUE = rx(
  S`\b(?:for|fi|fe) (?:a )?(?:likkle|little|small|lil|cheap|good) (?:change|money|price|something)\b|\bfor cheap\b|`,
  S`[£$€]\d|\b\d+ (?:quid|bucks|each)\b|\ba (?:tenner|fiver)\b|\b(?:good|cheap|best|low) prices?\b`,
);
/** A trade unit sorted for or by the reader: "I can sort you a bag", "u able to sort me a ball". */
const SORTED_UNIT = rx(
  S`\b(?:sort|score|front|sell|do|hook) (?:${YOU}|me|us|ya)(?: up| out)?(?: with)? (?:a|an|one|half an?|\d+) ?`,
  S`(?:bags?|baggies?|balls?|caps?|tabs?|henry|teeners?|8 ?ball|eight ?ball|g|grams?|q|8th|eighth|zip)\b`,
  S`(?! (?:of|for (?:the )?(?:match|game|footy|football|kids?|dog|school|gym|work)))`,
);
/** A sale offered to the reader, or buyers sought. */
const SALE = rx(
  S`\b(?:wish to sell|want(?:s|ing)? to sell|looking to sell|for sale|selling|buy (?:it|them|some|one|any) `,
  S`(?:off|from) me|(?:want|wanna|like) to buy (?:it|some|them|any)|who'?s buying|anyone buying|who wants (?:some|`,
  S`to buy)|${YOU} buying)\b`,
);
/** The speaker's own sale, not the reader sent shopping. */
const OWN_SALE = rx(
  S`\b(?:off me|from me|wish to sell|want(?:s|ing)? to sell|selling|for sale|who'?s buying|anyone buying)\b`,
);
/**
 * A street word clear with a sale, street words of other languages members write in (Hindi/Urdu, Tagalog, Spanish)
 * among them.
 */
const STREET_CLEAR = rx(
  S`\b(?:cannabis|weed|hash|hashish|resin|coke(?! zero|-a-cola| a cola| and (?:rum|vodka|whisk\w*|jack|mentos))|`,
  S`cocaine|md|mdma|molly|ket|ketamine|acid|shrooms|ganja|charas|chitta|smack|shabu|meth|xans?|oxys?|percs?|`,
  S`marihuana|marijuana)\b`,
);
/** Ambiguous street words: a drug only with the speaker's own sale or a price (not "want to buy some ice?"). */
const STREET_AMBIG = rx(
  S`\b(?:some|bit of|a little|little bit of|good|the good|quality|fire|top|nice|proper) `,
  S`(?:white|green|herb|bud|ice|crystal|gear|grass|pills|caps|tabs|lean|speed)\b(?! (?:wine|paint|shirt|dress|`,
  S`bread|rice|sauce|chocolate|sneakers|trainers|tea|beans|salad|vegetables|veg|onions|cream|skates|cubes))`,
);
/** Street words of other languages, clear with a need or a source asked ("shabu", "charas", "maal … contact"). */
const FOREIGN_STREET = rx(
  S`\b(?:shabu|charas|ganja|chitta|mota|perico|marihuana|damo)\b|\bmaal\b(?=[^.!?]{0,40}\b(?:contact|plug|`,
  S`supplier|dealer|tonight|aaj raat|party|milega|milta|smoke)\b)`,
);
const NEED = rx(
  S`\b(?:need|needs|needed|want|wanna|looking for|chahiye|chaiye|chahie|milega|milta|koi contact|who has|who got|`,
  S`anyone got|any ?1 got|got any|meron|may \w+ ka|tienes|tiene|quiero|necesito|plug|hook me up)\b`,
);

function drugs(views: readonly string[]): string | null {
  for (const v of views) {
    if (test(DRUG_EVERYDAY, v)) continue;
    const unit = exec(UNIT_SUPPLY, v);
    if (unit) return `a quantity supplied: ${unit[0]}`;
    const asked = exec(READER_SUPPLIES, v);
    const outing = asked ? exec(OUTING_OR_PAY, v) : null;
    if (asked && outing) return `supply asked of the reader: ${asked[0]} … ${outing[0]}`;
    const dealing = exec(DEALING, v);
    const offer = exec(OFFER, v);
    if (dealing && offer) return `a dealer's offer: ${dealing[0]} … ${offer[0]}`;
    const street = exec(STREET14, v);
    if (street && offer) return `supply: ${street[0]} + ${offer[0]}`;
    const holding = exec(HOLDING, v);
    if (holding && offer) return `supply: ${holding[0]} + ${offer[0]}`;
    const price = holding ? exec(PRICE_CUE, v) : null;
    if (holding && price) return `supply for a price: ${holding[0]} + ${price[0]}`;
    const fancy = exec(FANCY, v) ?? exec(GIVE, v) ?? exec(USE_TOGETHER, v) ?? exec(SOURCE_ASK, v);
    if (fancy) return `a share offered or a source asked: ${fancy[0]}`;
    const something = exec(SOMETHING_FOR, v);
    if (something) return `something offered: ${something[0]}`;
    const priced = exec(PER_UNIT, v) ?? exec(SORTED_UNIT, v);
    if (priced) return `a trade unit priced or sorted: ${priced[0]}`;
    const sale = exec(SALE, v);
    const clear = sale ? exec(STREET_CLEAR, v) : null;
    if (sale && clear) return `a sale offered: ${sale[0]} … ${clear[0]}`;
    const ambiguous = sale ? exec(STREET_AMBIG, v) : null;
    if (sale && ambiguous && (test(OWN_SALE, v) || test(PRICE_CUE, v))) {
      return `a sale offered: ${sale[0]} … ${ambiguous[0]}`;
    }
    const foreign = exec(FOREIGN_STREET, v);
    const need = foreign ? exec(NEED, v) : null;
    if (foreign && need) return `a street word with a need or a source: ${foreign[0]} … ${need[0]}`;
  }
  return null;
}

// ------------------------------------------------------------------------------------------------
// Scams
/** A crypto wallet connected, a giveaway of tokens claimed, a seed phrase asked for. */
const WALLET = rx(
  S`\b(?:connect|link|sync|verify|validate|import) (?:${YOUR}|the|a) (?:crypto |metamask |trust |web3 |phantom |`,
  S`coinbase )?wallet\b|\bclaim (?:${YOUR}|the|free|some) (?:free )?(?:tokens?|nfts?|airdrop|coins?)\b`,
);
/** A wallet's seed phrase or private key asked for (nothing else is asked for so). */
const WALLET_KEY = rx(
  S`\b(?:send|share|enter|type|give|tell|what'?s|whats|what is|need)\b[^.!?]{0,20}\b(?:seed|recovery|secret) `,
  S`(?:phrase|words)\b|\b(?:send|share|enter|give|tell|what'?s|whats|what is|need)\b[^.!?]{0,20}\bprivate key\b`,
);
const CRYPTO_CONTEXT =
  /\b(?:tokens?|nfts?|crypto|airdrop|web3|metamask|mint|coins?|eth|btc|usdt|defi|here|link|site)\b/;
/** The speaker's cards, cheques or transfers cashed by the reader for a cut. */
const CASH_FOR_ME = rx(
  S`\b(?:cash|deposit|redeem|convert|reship|forward|receive|cash out|sell) (?:them|it|these|those|this|the|my|some)`,
  S`(?: \w+){0,3}? for me\b`,
);
const CUT = rx(
  S`\b(?:${YOU} (?:can |could |get to )?keep|keep) (?:\d+ ?%|a (?:cut|share|percentage|bit)|some for `,
  S`(?:yourself|urself))|\bcommission\b|\b\d+ ?% (?:for ${YOU}|is (?:yours|urs)|cut)\b`,
);
/** The reader's money put into the speaker's scheme. */
const SCHEME = rx(
  S`\b(?:put|throw|drop|invest|stick|park) (?:${YOUR}|some|the|that) (?:\w+ )?(?:bread|money|cash|savings|bag|`,
  S`paper|funds|racks|bands|coins|crypto|btc|eth|dough)\b[^.!?]{0,20}\b(?:in|into|with) (?:my|our|the|this) `,
  S`(?:\w+ )?(?:(?:trading|investment|crypto|forex|signals?|betting|stock|options) (?:group|pool|club|team|plan|`,
  S`account|program|programme|channel)|platform|fund|scheme|syndicate|trading bot)\b`,
);
/** A sure return with an invitation to the reader. */
const SURE = rx(
  S`\b(?:guaranteed|risk[- ]free|no risk|can'?t lose|cant lose|zero risk|sure (?:thing|bet)|100 ?% (?:safe|`,
  S`profit|returns?)|(?:profits?|returns?|gains|payouts?|paid) (?:every|each) (?:day|week|month)|passive income|`,
  S`double (?:${YOUR}) (?:money|cash|investment))\b`,
);
const INVITE = rx(
  S`\b(?:${YOU} want in|want in|wanna (?:get|be|jump) in|(?:are|r) ${YOU} in|${YOU} in\?|get in (?:now|early|on `,
  S`(?:this|it))|join (?:us|my|our)|let me (?:add|put) ${YOU}|i can (?:add|put|get) ${YOU} (?:in|on))`,
);
const MONEY_PITCH = rx(
  S`\b(?:crypto|trading|trade|trader|invest\w*|bag|plug|profits?|returns|money|bread|fund|forex|signals|bitcoin|`,
  S`btc|eth|manager|portfolio|stocks?|options)\b`,
);
/** Guilt used for money: "if you really cared you'd help me with the rent". */
const GUILT = rx(
  S`\bif ${YOU} (?:really |truly |actually )?(?:cared|loved|liked|trusted|care|love|trust)(?: about)? (?:me|us)\b`,
  S`[^.!?]{0,20}\b(?:${YOU}'?d|${YOU} would|${YOU}'?ll|${YOU} will) (?:\w+ ){0,2}?(?:help|send|pay|lend|give|cover|`,
  S`buy|transfer|sort)\b`,
);
const GUILT_MONEY = rx(
  S`\b(?:rent|bills?|money|cash|pay|fee|ticket|flight|loan|debt|hundred|grand|thousand|quid|bucks|dollars)\b|`,
  S`[$£€]\s?\d|\b\d{2,}\b`,
);
/** A return claimed ("30% in a week", "made 40k this month") with the reader brought in. */
const RETURN_CLAIM = rx(
  S`\b\d+ ?(?:%|(?:percent|x)\b)[^.!?]{0,20}\b(?:in|every|a|per) (?:a |one )?(?:day|week|month|hours?)\b|\bmade `,
  S`[$£€]?\d+(?:k| grand| thousand)?\b[^.!?]{0,20}\b(?:this|last|in a|in one|per) (?:week|month|day)\b`,
);
const BRING_IN = rx(
  S`\b(?:i'?ll|i can|i could|let me|lemme|happy to) (?:introduce|show|teach|add|connect|link|refer|put) ${YOU}\b|`,
  S`${INVITE.source}`,
);
/** Easy money offered to the reader: "want to make some quick money?". */
const EASY_MONEY = rx(
  S`(?:^|[.!?,]\s*|\b(?:do |would |are )?(?:${YOU}|any ?one|any ?body) )(?:want|wanna|tryna|interested in|looking) `,
  S`(?:to )?(?:make|earn|get) (?:some )?(?:quick|easy|fast|serious|free) (?:money|cash|bucks|income|`,
  S`bread|bands)\b`,
);
/** A fee the reader pays to meet the speaker or to have them verified. */
const MEET_FEE = rx(
  S`\b(?:${YOU} (?:need|have|must|gotta|got) to pay|pay (?:for )?(?:my|the|a)|send (?:me )?(?:my|the|a)) `,
  S`(?:\w+ )?(?:security|booking|meeting|agency|safety|verification|protection|travel|date|registration|`,
  S`manager'?s?) (?:fee|deposit|charge)\b|\b(?:to|before (?:we|i) can|for us to) meet\b[^.!?]{0,30}\b(?:${YOU} `,
  S`(?:need|have|must) to pay|pay (?:a|the|my))\b`,
);
/** The one-time code in other words: "tell me the number that comes to your phone". */
const CODE_WORDS = rx(
  S`\b(?:tell|send|give|read|forward|share|text) (?:me )?(?:back )?(?:the|that) (?:number|digits|numbers|text|sms|`,
  S`message)\b[^.!?]{0,10}?\b(?:that|which|${YOU})? ?(?:comes?|came|just came|arrives?|arrived|pops? up|`,
  S`popped up|gets? sent|got sent|get|got|receive|received)\b[^.!?]{0,20}\b(?:phone|number|mobile|cell|sms|text)\b`,
);
/** Airtime, data or a fare asked of a stranger. */
const FARE = rx(
  S`\b(?:airtime|data bundle|recharge card|top[- ]?up|transport fare|bus fare|t fare|fuel money|petrol money|`,
  S`taxi (?:money|fare)|cab fare|uber money)\b`,
);
const FARE_ASK = rx(
  S`\b(?:help me|send|abeg|borrow me|lend me|can ${YOU}|could ${YOU}|pls|please|plz|assist|i go pay|`,
  S`pay (?:${YOU} )?back)\b`,
);
/** Money between people who met, a warning, the speaker's own pay: not a scam. */
const SCAM_NEGATIVE14 = rx(
  S`\b(?:split (?:the |our |it )?(?:bill|check|cheque|costs?|tab|rent)|scam\w*|fraud\w*|report\w*|warn\w*|`,
  S`last night|the other night|our (?:date|dinner|drinks|tickets|trip|holiday))\b`,
);

/** Round 15 (ADR 202): a deposit or fee asked before meeting, or to prove the reader is serious. */
const SERIOUS =
  S`(?:to (?:show|prove)|so i (?:know|can see|can tell)) ` + S`(?:${YOU}'?re|${YOU} are|ur|u r) (?:serious|real|`;
const DEPOSIT_MEET = rx(
  S`\b(?:deposit|fee|advance|down ?payment)\b[^.!?]{0,60}\b(?:before (?:we|i) (?:meet|come|travel|can see)|`,
  SERIOUS,
  S`genuine|committed|legit)|for my (?:travel|trip|ticket|flight|fare|visa))\b|\b`,
  SERIOUS,
  S`genuine|committed|legit)\b[^.!?]{0,40}\b(?:deposit|fee|send|pay|transfer)\b`,
);
/** The speaker pays: "I'll pay the deposit", "my treat". */
const SPEAKER_PAYS = rx(S`\b(?:i'?ll pay|i will pay|i paid|i'?ve paid|i'?ll cover|my treat|on me)\b`);
/** Money sent to come back bigger: "send me 100 and you get 500 back" (the two sums compared in code). */
const MULTIPLIED = rx(
  S`\b(?:send|put in|invest|give|transfer|deposit)(?: me)? [£$€]?(\d[\d,]*)(k)?\b[^.!?]{0,50}?\b(?:get|receive|`,
  S`make|earn|see|turns? into|becomes?|back) (?:\w+ )?[£$€]?(\d[\d,]*)(k)?\b`,
);
const MONEY_WORD = rx(
  S`[£$€]|\b(?:dollars?|dolares|bucks|quid|pounds|euros?|usdt|btc|eth|naira|pesos?|rupees?|rs|cash|money|\d+k)\b`,
);
/** A minimum stake with an investment pitch: "minimum is £250, just trust me". */
const MIN_STAKE = rx(
  S`\bminimum (?:is|deposit|investment|stake|buy[- ]?in|of|to (?:start|join|invest))\b[^.!?]{0,20}[£$€]?\d`,
);
const INVEST_PITCH = rx(
  S`\b(?:invest\w*|returns?|profits?|rich|trading|portfolio|scheme|platform|trust me|passive income)\b`,
);
/** Crypto sent to the speaker for a mint, a drop or a multiple. */
const CRYPTO_SEND = rx(
  S`\bsend (?:me )?(?:the |some |${YOUR} )?(?:eth|btc|bitcoin|ethereum|usdt|crypto|sol|coins?|tokens?)\b`,
);
const CRYPTO_HYPE = rx(S`\b(?:mint\w*|drop|\d+x|moon|pump|double|airdrop|nft|presale|whitelist|flip)\b`);
/** A bank or account alarm with a call-back or a link: "your account has been frozen, call this number". */
const ACCOUNT_ALARM = rx(
  S`\b(?:${YOUR}|the) (?:bank |card |app |dating )?(?:account|card|profile)\b[^.!?]{0,30}\b(?:frozen|suspended|`,
  S`locked|blocked|flagged|on hold|compromised|deactivated|restricted)\b|\b(?:froze|frozen|suspended|locked|blocked|`,
  S`flagged|deactivated|restricted) (?:${YOUR}|the) (?:bank |card |app |dating )?(?:account|card|profile)\b`,
);
const CALL_BACK = rx(
  S`\b(?:call (?:this|the|that|our) (?:number|line)|click|tap (?:the|this) link|verify (?:${YOUR}|it)|confirm `,
  S`(?:${YOUR}) (?:details|identity)|log ?in (?:here|at|via)|reply with (?:${YOUR}))\b`,
);
/** A stranger's sum needed to reach the reader: "I need $2,000 for my papers so I can come to you". */
const NEED_SUM = rx(S`\b(?:need|needs|require|short|send me|help me with|lend me)\b[^.!?]{0,25}[£$€]\s?\d`);
const TO_REACH = rx(
  S`\b(?:so (?:that )?i can (?:come|fly|travel|get|see|meet|visit|be with)|to (?:come|fly|travel) (?:to|and see|`,
  S`and meet))\b[^.!?]{0,15}\b(?:${YOU}|there)\b|\b(?:leave papers|visa|customs|clearance|release papers|`,
  S`flight ticket|plane ticket)\b`,
);

function scam(views: readonly string[], stranger: boolean): string | null {
  for (const v of views) {
    if (test(SCAM_NEGATIVE14, v)) return null;
    const wallet = exec(WALLET, v);
    if (wallet && test(CRYPTO_CONTEXT, v)) return `a wallet connected: ${wallet[0]}`;
    const key = exec(WALLET_KEY, v);
    if (key) return `a wallet's key asked: ${key[0]}`;
    const cash = exec(CASH_FOR_ME, v);
    const cut = cash ? exec(CUT, v) : null;
    if (cash && cut) return `the reader cashes for a cut: ${cash[0]} … ${cut[0]}`;
    const scheme = exec(SCHEME, v);
    if (scheme) return `the reader's money in a scheme: ${scheme[0]}`;
    const sure = exec(SURE, v);
    const invite = sure ? exec(INVITE, v) : null;
    if (sure && invite && test(MONEY_PITCH, v)) return `a sure return offered: ${sure[0]} … ${invite[0]}`;
    const guilt = exec(GUILT, v);
    if (guilt && test(GUILT_MONEY, v)) return `guilt for money: ${guilt[0]}`;
    const claim = exec(RETURN_CLAIM, v);
    const brought = claim ? exec(BRING_IN, v) : null;
    if (claim && brought && test(MONEY_PITCH, v)) return `a return claimed: ${claim[0]} … ${brought[0]}`;
    const easy = exec(EASY_MONEY, v);
    if (easy) return `easy money offered: ${easy[0].trim()}`;
    const fee = exec(MEET_FEE, v);
    if (fee) return `a fee to meet: ${fee[0]}`;
    const code = exec(CODE_WORDS, v);
    if (code) return `a code passed on: ${code[0]}`;
    const found15 = scam15(v, stranger);
    if (found15) return found15;
    if (stranger) {
      const fare = exec(FARE, v);
      if (fare && test(FARE_ASK, v)) return `airtime or fare asked: ${fare[0]}`;
    }
  }
  return null;
}

/** Round 15's scam readings on one view (ADR 202). */
function scam15(v: string, stranger: boolean): string | null {
  const deposit = exec(DEPOSIT_MEET, v);
  if (deposit && !test(SPEAKER_PAYS, v)) return `a deposit to meet: ${deposit[0]}`;
  const multiplied = exec(MULTIPLIED, v);
  const grown = multiplied && amount(multiplied[3], multiplied[4]) > amount(multiplied[1], multiplied[2]);
  if (grown && test(MONEY_WORD, v)) {
    return `money sent to come back bigger: ${multiplied[0]}`;
  }
  const stake = exec(MIN_STAKE, v);
  if (stake && test(INVEST_PITCH, v)) return `a minimum stake: ${stake[0]}`;
  const coins = exec(CRYPTO_SEND, v);
  if (coins && test(CRYPTO_HYPE, v)) return `crypto sent for a drop: ${coins[0]}`;
  const alarm = exec(ACCOUNT_ALARM, v);
  if (alarm && test(CALL_BACK, v)) return `an account alarm with a call-back: ${alarm[0]}`;
  if (!stranger) return null;
  const sum = exec(NEED_SUM, v);
  const reach = sum ? exec(TO_REACH, v) : null;
  return sum && reach ? `a sum to reach the reader: ${sum[0]} … ${reach[0]}` : null;
}

/** "2,000" / "2" + "k" → 2000. */
function amount(digits: string, thousands: string | undefined): number {
  return Number(digits.replace(/,/g, '')) * (thousands ? 1000 : 1);
}

// ------------------------------------------------------------------------------------------------
// Off-platform
const APP =
  S`(?:snap|snapchat|sc|insta|instagram|ig|kik|telegram|tele|tg|whats ?app|wa|wechat|discord|viber|imo|skype|` +
  S`signal|line|facebook|fb|messenger|tiktok|threema|session|hangouts|google hangouts|google chat|gmail|email|` +
  S`the (?:blue|green|yellow|ghost|bird|purple|other) app)`;
/** The reader's number or handle asked in any verb form ("if you gave me your number"). */
const READER_CONTACT = rx(
  S`\b(?:gave|give|send|sent|share|shared|drop|dropped|text|texted|dm|pass|passed|leave|left) (?:me )?(?:${YOUR}) `,
  S`(?:number|digits|num|cell|phone number|whatsapp|snap|insta|ig|@|handle|socials?|contact)`,
);
/** This app dismissed: "we don't need this app", "this app is so annoying", "this app mid". */
const APP_DISMISSED = rx(
  S`\b(?:don'?t|won'?t|wouldn'?t|do not|dont|no) (?:even |really )?need (?:this|the|dis) app\b|`,
  S`\b(?:this|the|dis) app (?:is |be |so |kinda |really |lowkey )*(?:annoying|mid|sucks|weird|dead|trash|`,
  S`rubbish|boring|slow|glitchy|laggy|dry|full of (?:bots|fakes))\b|\b(?:hate|can'?t stand) (?:this|the) app\b`,
);
/** A stranger's own number offered: "I'll send you my number if you send me yours". */
const OWN_NUMBER = rx(
  S`\b(?:i'?ll|i will|i can|let me|lemme) (?:send|give|text|dm|drop) (?:${YOU} )?my (?:number|digits|num|cell|`,
  S`whatsapp|snap|insta|ig|@|handle|contact)\b`,
);
const HANDLE = S`(?:@[a-z0-9_.]{3,}|[a-z0-9_]+[._][a-z0-9_.]*[a-z0-9]|[a-z]+_?\d{2,})`;
/** A handle given on a named app, or searched for, with an add. */
const HANDLE_GIVEN = rx(
  S`\b(?:(?:my )?${APP}(?: name| handle| id| username)? ?(?:is|:|=|-|@)|(?:search|look)(?: for| up)?|find me `,
  S`(?:on|at))\s?${HANDLE}`,
);
const ADD_ME = rx(S`\b(?:add|follow|find|msg|message|text|dm|hmu|hit) me\b|\b(?:add|follow) (?:it|that)\b`);
/** Another app preferred: "X is better for me", "I'm more active on X". */
const APP_PREFERRED = rx(
  S`\b${APP} (?:is|'s) (?:so |much |way )?(?:better|easier|faster|safer|more private) for me\b|`,
  S`\bi (?:prefer|rather use|only use|mostly use)\s${APP}\b|\b(?:i'?m|i am) (?:more|mostly|always) (?:active )?`,
  S`on ${APP}\b`,
);
/** A stranger's call moved to another app: "call me on facetime instead". */
const CALL_THERE = rx(
  S`\b(?:call|ring|facetime|ft|video ?call|vc) (?:me )?(?:on|via|over|through) (?:${APP}|facetime|ft)\b`,
);
/** Leaving here in slang: "link off here", "dip off this app". */
const OFF_HERE_SLANG = rx(
  S`\b(?:link|dip|bounce|slide|hop|jump|move|chat|talk|text|go|take (?:this|it)|continue)(?: up)? off (?:of )?`,
  S`(?:here|this app|the app|this site|this thing)\b`,
);
/** A phone number in digits (the re-joined view) with a contact ask. */
const PHONE_RUN = /(?<!\d)(?:\+?\d{10,13})(?!\d)/;
const PHONE_CUE = rx(S`\b(?:text|call|ring|whatsapp|hmu|message|msg|reach|number|phone|cell|mobile|dm|holla)\b`);
/** A stranger talking about apps or numbers without moving there, or leaving the choice to the reader. */
const OFF_NEGATIVE14 = rx(
  S`\b(?:scam\w*|report\w*|warn\w*|fake profile|only if (?:${YOU}'?re|youre) comfortable|no rush|no pressure|`,
  S`after we meet|when ${YOU}'?re ready|office|reception|customer service|the (?:shop|store|clinic|restaurant)|`,
  S`(?:in|on) (?:the|a) (?:line|queue))\b`,
);

/**
 * Round 15 (ADR 202): a move to an app in slang or in another language's preposition ("slide to my whatsapp",
 * "whatsapp pe baat karte", "add mo ako sa viber").
 */
const CHAT_APP = S`(?:whats ?app|viber|telegram|insta|instagram|snap|snapchat|kik|wechat|imo|messenger|ig|tg)`;
const APP_THERE = rx(
  S`\b(?:slide|hop|jump|come|move) (?:to|in ?to|on|onto|over to) (?:my|the) ${CHAT_APP}\b|\b(?:add|message|msg|`,
  S`chat|text|call)\b[^.!?]{0,15}\bsa (?:my |ng |ang )?${CHAT_APP}\b|\b${CHAT_APP} (?:pe|par|mein) (?:ba+t|chat|`,
  S`aa|aao|aaja|milte|message|msg|call|text|add)`,
);

function offPlatform(views: readonly string[], stranger: boolean): string | null {
  for (const v of views) {
    if (test(OFF_NEGATIVE14, v)) return null;
    const handle = exec(HANDLE_GIVEN, v);
    if (handle && test(ADD_ME, v)) return `a handle with an add: ${handle[0]}`;
    const slang = exec(OFF_HERE_SLANG, v);
    if (slang) return `leaving here: ${slang[0]}`;
    const preferred = exec(APP_PREFERRED, v);
    if (preferred && test(ADD_ME, v)) return `another app preferred: ${preferred[0]}`;
    const there = exec(APP_THERE, v);
    if (there) return `a move to another app: ${there[0]}`;
    if (!stranger) continue;
    if (preferred) return `another app preferred: ${preferred[0]}`;
    const reader = exec(READER_CONTACT, v);
    if (reader && test(APP_DISMISSED, v)) return `the reader's contact asked, this app dismissed: ${reader[0]}`;
    const call = exec(CALL_THERE, v);
    if (call) return `a call moved to another app: ${call[0]}`;
    const own = exec(OWN_NUMBER, v);
    if (own) return `a stranger's number offered: ${own[0]}`;
    const phone = exec(PHONE_RUN, v);
    if (phone && test(PHONE_CUE, v)) return `a number with a contact ask: ${phone[0]}`;
  }
  return null;
}

// ------------------------------------------------------------------------------------------------
// Unsolicited sexual, to a stranger who has not opted in
/** Sex proposed to the reader, in any register. */
const SEX_PROPOSED = rx(
  S`\b(?:have|having) (?:phone |cyber |video |hot |rough |wild |dirty )?sex with me\b|\b(?:let'?s|lets|wanna|want to|`,
  S`tryna) (?:have|do) (?:phone|cyber|video|hot|rough|wild|dirty) (?:sex|seggs)\b|`,
  S`\b(?:sleep|hook ?up|bang|shag|fuck|smash) with me\b|\b(?:do|have|get|want|`,
  S`tryna|wanna|want to|like to) (?:some )?(?:seggs|segs|secks|sechs|s3x|sex|smex)\b|\blet'?s (?:fuck|bang|shag|`,
  S`smash|have sex|get naked|get laid)\b|\blooking for (?:a |an |some )?(?:\w+ )?(?:to (?:have sex|hook ?up|sleep) `,
  S`with|for (?:sex|a hook ?up|nsa|a shag|a quickie))\b`,
);
/** A picture of an intimate body part, or of the reader unclothed, asked for. */
const INTIMATE_PIC = rx(
  S`\b(?:pic\w*|photo\w*|picture\w*|selfies?|images?|snaps?|videos?)\b[^.!?]{0,15}\bof (?:${YOUR}|yourself) `,
  S`(?:\w+ )?(?:bottom|behind|backside|butt|bum|booty|ass|breasts?|boobs|privates|private parts|cleavage|crotch|`,
  S`bulge|package)\b|\b(?:pic\w*|photo\w*|picture\w*|selfies?|images?)\b[^.!?]{0,15}\bof (?:${YOU}|yourself) `,
  S`(?:unclothed|undressed|naked|nude|in the nude|topless|bare|in (?:${YOUR}) (?:underwear|lingerie|birthday suit)|`,
  S`with nothing on|wearing nothing)\b|\bsee ${YOU} (?:unclothed|undressed|in the nude|with nothing on)\b`,
);
const PIC_ASK = rx(S`\b(?:send|show|see|share|get|have|like|love|want|wanna|would|could|can|may|kindly|post|drop)\b`);
/** "What are you wearing" with an undressing ask. */
const WEARING = /\b(?:what (?:are|r) (?:you|u) wearing|whatcha wearing|watcha wearing|wyw)\b/;
const UNDRESS = rx(S`\b(?:take (?:it|them|that|everything|it all|em) off|strip|undress|show me|nothing on|in bed)\b`);
/** The reader's body used on the speaker: "nice mouth, use it on me". */
const USE_ON_ME = rx(
  S`\b(?:use|put|wrap|sit) (?:it|that|them|those|(?:${YOUR}) (?:mouth|lips|tongue|hands|ass|thighs|legs)) `,
  S`(?:on|around) (?:me|mine|my \w+)\b`,
);
const BODY = /\b(?:mouth|lips|tongue|ass|thighs|legs|tits|boobs|hands?|body|booty|butt)\b/;

/**
 * Round 15 (ADR 202): nudity asked in other words or languages: "a photo of you without clothing", "una foto sin
 * ropa", "ek nude bhej do".
 */
const NUDE_ASK = rx(
  S`\b(?:pic\w*|photo\w*|picture\w*|foto\w*|selfies?|images?|snaps?|videos?)\b[^.!?]{0,25}\b(?:without (?:any |`,
  S`${YOUR} )?(?:clothes|clothing)|sin ropa|bina kapd\w+|walang damit|desnud[ao]|hubad)\b|\bnudes? (?:bhej\w*|`,
  S`de ?do|dena|manda\w*|envia\w*|padala\w*)\b|\b(?:bhej\w*|mandame|manda|enviame|padalhan mo ako)\b[^.!?]{0,15}`,
  S`\bnudes?\b`,
);
/** A body slang asked to be seen, in leet-folded spellings too ("can i s33 ur titz"). */
const SEE_BODY = rx(
  S`\b(?:see|s[e3]{2}|show me|send me|flash me) (?:${YOUR}|y0ur) (?:tits|titz|titties|tittiez|tiddies|boobs|`,
  S`boobies|bewbs|nipples?|nips|booty|dick|cock|pussy|puss|coochie)\b`,
);
/** The speaker's sexual act about the reader: "jerked off to your beach photo", "touched myself thinking of you". */
const SELF_ACT = rx(
  S`\b(?:jerk(?:ed|ing)? off|wank(?:ed|ing)?|rubb(?:ed|ing) one out|touch(?:ed|ing) myself|play(?:ed|ing) with `,
  S`myself|fapp?(?:ed|ing)?|nutted|bust a nut|cumm?(?:ed|ing)?)\b[^.!?]{0,25}\b(?:to|over|thinking (?:about|of)|`,
  S`looking at) (?:${YOUR} (?:\w+ )?(?:pics?|photos?|pictures?|profile|selfies?|body|videos?)|${YOU})\b`,
);

function unsolicitedSexual(views: readonly string[]): string | null {
  for (const v of views) {
    const sex = exec(SEX_PROPOSED, v);
    if (sex) return `sex proposed: ${sex[0]}`;
    const pic = exec(INTIMATE_PIC, v);
    if (pic && test(PIC_ASK, v)) return `an intimate picture asked: ${pic[0]}`;
    const wearing = exec(WEARING, v);
    const undress = wearing ? exec(UNDRESS, v) : null;
    if (wearing && undress) return `${wearing[0]} + ${undress[0]}`;
    const use = exec(USE_ON_ME, v);
    if (use && test(BODY, v)) return `the reader's body asked for: ${use[0]}`;
    const nude = exec(NUDE_ASK, v) ?? exec(SEE_BODY, v);
    if (nude) return `nudity or a body part asked: ${nude[0]}`;
    const act = exec(SELF_ACT, v);
    if (act) return `the speaker's sexual act about the reader: ${act[0]}`;
  }
  return null;
}

// ------------------------------------------------------------------------------------------------
/** Signals of round 14's lure readings for one message (context.ts appends them to its own). */
export function round14LureSignals(input: RuleInput): ContextSignal[] {
  if (input.hardOnly) return [];
  const views = ownViews(input);
  PREFILTER.prepare(views);
  // Reports and quotes (frames.ts, ADR 183): no lure finding is one a frame must not set aside.
  if (framed(views, 'police')) return [];
  const out: ContextSignal[] = [];
  const has = kindFound(input.found);
  const stranger = input.ctx.recipientHasReplied === false;
  if (!has('drug_sale')) {
    const ev = drugs(views);
    if (ev) out.push(ruleSignal('drug_sale', 70, `drug sale or solicitation: ${ev}`));
  }
  if (!has('scam_narrative') && !has('money_request') && !has('gift_card')) {
    const ev = scam(views, stranger) ?? scam20(views);
    if (ev) out.push(ruleSignal('scam_narrative', 65, `scam: ${ev}`));
  }
  // The reading first, the swap and meeting checks only on a hit (ADR 220: agreedSwap ran on every message).
  const offEv = has('off_platform') ? null : (offPlatform(views, stranger) ?? offPlatform20(views, stranger));
  if (offEv && (stranger || (!agreedSwap(views, input.ctx) && !views.some((v) => test(MET, v)))))
    out.push(ruleSignal('off_platform', 55, `moving the chat to another channel: ${offEv}`));
  if (input.consent === 'unsolicited' && stranger && !has('sexual_request')) {
    const ev = unsolicitedSexual(views) ?? unsolicited20(views);
    if (ev) out.push(ruleSignal('sexual_request', 55, `unsolicited sexual content: ${ev}`));
  }
  return out;
}

/** The expressions run per view, registered with the prefilter at module load (ADR 179). */
export const ROUND14_LURE_EXPRESSIONS: readonly RegExp[] = [
  UNIT_SUPPLY,
  READER_SUPPLIES,
  OUTING_OR_PAY,
  DEALING,
  OFFER,
  STREET14,
  HOLDING,
  FANCY,
  GIVE,
  USE_TOGETHER,
  SOURCE_ASK,
  SOMETHING_FOR,
  DRUG_EVERYDAY,
  WALLET,
  WALLET_KEY,
  CRYPTO_CONTEXT,
  CASH_FOR_ME,
  CUT,
  SCHEME,
  SURE,
  INVITE,
  MONEY_PITCH,
  RETURN_CLAIM,
  BRING_IN,
  EASY_MONEY,
  GUILT,
  GUILT_MONEY,
  MEET_FEE,
  CODE_WORDS,
  FARE,
  FARE_ASK,
  SCAM_NEGATIVE14,
  READER_CONTACT,
  APP_DISMISSED,
  OWN_NUMBER,
  HANDLE_GIVEN,
  ADD_ME,
  APP_PREFERRED,
  CALL_THERE,
  OFF_HERE_SLANG,
  PHONE_RUN,
  PHONE_CUE,
  OFF_NEGATIVE14,
  PER_UNIT,
  PRICE_CUE,
  SORTED_UNIT,
  SALE,
  STREET_CLEAR,
  STREET_AMBIG,
  OWN_SALE,
  FOREIGN_STREET,
  NEED,
  DEPOSIT_MEET,
  SPEAKER_PAYS,
  MULTIPLIED,
  MONEY_WORD,
  MIN_STAKE,
  INVEST_PITCH,
  CRYPTO_SEND,
  CRYPTO_HYPE,
  ACCOUNT_ALARM,
  CALL_BACK,
  NEED_SUM,
  TO_REACH,
  APP_THERE,
  NUDE_ASK,
  SEE_BODY,
  SELF_ACT,
  SEX_PROPOSED,
  INTIMATE_PIC,
  PIC_ASK,
  WEARING,
  UNDRESS,
  USE_ON_ME,
  BODY,
].filter((r) => !r.unicode);
PREFILTER.register(ROUND14_LURE_EXPRESSIONS);
