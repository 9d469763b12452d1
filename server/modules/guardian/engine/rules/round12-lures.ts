/**
 * Round 12 (issue 15, ADR 181): scams, off-platform lures and drug dealing read by STRUCTURE, across the sentences of
 * a message, instead of by phrase. Each reading needs small word classes (concepts) to co-occur:
 *  - scam: a money or value object + a frame (an opportunity offered, or a need pleaded) + an act asked of the reader
 *    (send, pay, buy, tell the code, click, "can you", "please … help"); a pitch with no speaker ("work from home,
 *    $$$ daily") and untraceable payment rails named on their own are the two shorter forms;
 *  - off-platform: from a stranger (the recipient never replied), another channel (an app in any spelling, a
 *    domain, a phone number) + a handle, a number or a push ("faster there", "call me", "scan my code"). Two members
 *    already talking are left to rules/lures.ts and the agreed swap of ADR 178;
 *  - drugs: a drug word + a trade structure (selling, a price or weight, "who's got", "score me", "want some"), or a
 *    menu of two or more drugs.
 * Hand-written from general knowledge; no challenge line is copied. A message that reports or quotes someone else is
 * not the speaker's. Expressions are registered with the shared prefilter and run through it (ADR 179).
 */
import { GUARDIAN_PREFILTER, execRule as exec, testRule as test } from '../prefilter';
import type { ContextSignal } from '../types';
import { framed } from './frames';
import { agreedSwap } from './cross-author';
import { kindFound, ruleSignal, viewsWithSqueezed, type RuleInput } from './types';

const S = String.raw;
const rx = (...parts: string[]) => new RegExp(parts.join(''));
const PREFILTER = GUARDIAN_PREFILTER;
const YOU = S`(?:you|u|ya)`;

// ------------------------------------------------------------------------------------------------
// Scams
/** A money or value object: a sum, a currency, an account, a card, a code, crypto, a voucher. */
const MONEY = rx(
  S`[$£€¥₹]\s?\d|\d\s?[$£€]|\$\$|\b\d+(?:[.,]\d+)?\s?(?:k\b|dollars|bucks|usd|pounds|quid|euros?|gbp|grand)\b|`,
  S`\b(?:money|`,
  S`cash|funds|bank|banking|account|card|payments?|fee|fees|bills?|bitcoin|btc|crypto|usdt|profits?|returns|`,
  S`income|vouchers?|gift ?cards?|code|password|passcode|pin|sort code|dob|bands|salary|million|gold|loan|deposit|`,
  S`western union|moneygram|paypal|venmo|cash ?app|zelle|wallet|refund)\b|\bbuy me (?:a |an )?(?:new )?(?:phone|`,
  S`laptop|ticket|flight|camera)\b|\b(?:pay|paying) (?:for|the)\b`,
);
/** An opportunity offered: returns, trading, income from home, a job, an inheritance. */
const OPPORTUNITY = rx(
  S`\b(?:returns?|profits?|trading|trader|invest\w*|hedge fund|mentor|financial advis\w*|platform|earn\w*|`,
  S`income|from home|passive|double|triple|grow it|withdraw\w*|legit|guaranteed|no experience|no exp|per (?:hour|`,
  S`week|day)|\/hr|a day|daily|weekly|a week|job|hiring|opportunity|lick|easy (?:money|cash|bands)|clients|`,
  S`credit score|forex|inherit\w*|million|fortune|next to nothing|upfront|starter|kit)\b`,
);
/** A need pleaded: a sick relative, stuck or robbed abroad, a broken phone, a fee that frees something. */
const NEED = rx(
  S`\b(?:hospital|surgery|treatment|medical|bills?|stuck|stranded|emergency|broken|stolen|robbed|lost my|evict\w*|`,
  S`landlord|rent|customs|courier|shipment|package|parcel|deploy\w*|soldier|army|military|leave application|visa|`,
  S`flight|ticket|train|get home|getting home|abroad|overseas|frozen|blocked|locked|compromised|suspicious|`,
  S`verif\w*|support team|security team|safety team|support here|refund|reimburse|pay (?:you|u) back|retirement|`,
  S`widow\w*|god|blessings?|trust|help me|need help|in trouble|tough spot|urgent\w*)\b|🆘|🔒|🏦|✈️`,
);
/** An act asked of the reader. */
const ACT = rx(
  S`\b(?:can|could|would|will) ${YOU}\b[^.!?]{0,40}\b(?:send|pay|buy|lend|transfer|wire|cover|help|put|invest|`,
  S`get me|tell|give|share|confirm|click|sign|read)|\b(?:please|pls|plz)\b[^.!?]{0,40}\b(?:send|pay|buy|lend|`,
  S`transfer|help|confirm|reply|click|tell|verify)|\b${YOU} (?:must|need to|have to|gotta|just (?:need to|have to|`,
  S`gotta)|should)\b[^.!?]{0,30}\b(?:send|pay|buy|lend|transfer|put|invest|click|sign|verify|get verified|`,
  S`register|confirm|give|share|tell)|(?:^|[.!?,;:]\s*)(?:just\s+)?(?:send|pay|buy|put in|invest|click|cl1ck|`,
  S`confirm|reply with|sign up|register|tell me|give me|share)\b(?! (?:my|our|his|her|their|stop)\b)|`,
  S`\bif ${YOU} (?:\w+ )?(?:sent|send|put|invest)\w*|`,
  S`\blend me\b|\bhelp me\b|\bjust need (?:ur|your)\b|\blet me (?:be (?:your|ur)|manage|grow|invest|trade)\b|`,
  S`\blet me show (?:${YOU})\b[^.!?]{0,20}\b(?:how|profits?|returns|results|gains)|\b(?:dm|inbox|message) me\b|`,
  S`\bhmu\b|\bclick (?:here|the|this|below|my)\b|\beven (?:a |just )?[$£€]?\d|\bif ${YOU} (?:truly|really) (?:care|`,
  S`love)|\b(?:are|r) ${YOU} interested\b|\binterested in (?:a|making|earning)\b|\b(?:reply|respond) with\b|`,
  S`\bi will (?:refund|repay|pay (?:you|u) back)|\bi'?ll (?:refund|repay|reimburse)|`,
  // the reader's money handled for them, or the act left implicit ("you just buy", "I need a favour")
  S`\b${YOU} (?:just )?(?:send|pay|buy|transfer|put in|invest|deposit)\b|\b(?:double|triple|grow|multiply|fix) `,
  S`(?:your|ur)\b|\bonly one i (?:can )?trust|\bi hate (?:to )?ask|\bneed (?:a|your|one) (?:small )?favou?r|`,
  S`\bneed (?:your |some |a little |small )?help\b|\bneed a partner\b`,
);
/** A link to "verify" at: a fake verification page. */
const VERIFY_LINK = /\bverif\w*\b[^]{0,60}\b[a-z0-9-]{3,}\s?\.\s?(?:co|com|net|org|io|me|xyz|site|app|info|online)\b/;
/** Money between two people who met, or the speaker's own money life: not a scam. */
const SCAM_NEGATIVE = rx(
  S`\b(?:split|splitting|halves|my share|my half|(?:your|ur) half|for dinner|for (?:the )?drinks|last night|`,
  S`the other night|our (?:date|dinner|drinks|tickets)|budget\w*|(?:i|we) lost\b|i work (?:in|at|for)|`,
  S`my (?:job|work) (?:is|in)|scam\w*|fraud\w*|report\w*|asking (?:me |people )?for money|someone (?:with|using|`,
  S`pretending|is using)|did (?:you|u) (?:message|ask|send))\b`,
);
/** Untraceable payment rails asked for on their own. */
const RAILS = /\b(?:western union|moneygram|bitcoin atm|steam cards?|itunes cards?)\b/;
/** Not an ask: the rail as the speaker's own errand ("I have to go to Western Union to send my aunt money"). */
const RAILS_NEGATIVE =
  /\b(?:work(?:s|ed|ing)? (?:at|for)|scam\w*|warn\w*|(?:go|going|went|head\w*) to|send (?:\w+ )?money to my)\b/;
/** A pitch with no speaker in it ("work from home, $$$ daily, no exp"). */
const SPEAKER = /\b(?:i|me|my|i'?m|im|mine|we|our)\b/;
const PITCH = rx(
  S`\b(?:work(?:ing)? from home|from home|easy (?:money|cash)|remote (?:job|work))\b[^]{0,40}`,
  S`(?:\$|\bmoney\b|\bdaily\b|\bper\b|`,
  S`\bno (?:exp|experience)\b)|(?:\$|\bmoney\b)[^]{0,40}\b(?:from home|daily|no (?:exp|experience))\b`,
);

function scam(views: readonly string[]): string | null {
  for (const v of views) {
    if (test(SCAM_NEGATIVE, v)) return null;
    const money = exec(MONEY, v);
    if (money) {
      const frame = exec(OPPORTUNITY, v) ?? exec(NEED, v);
      const act = frame ? exec(ACT, v) : null;
      if (frame && act) return `${money[0]} + ${frame[0]} + ${act[0].trim()}`;
      if (!test(SPEAKER, v)) {
        const pitch = exec(PITCH, v);
        if (pitch) return `pitch: ${pitch[0]}`;
      }
    }
    const link = exec(VERIFY_LINK, v);
    if (link) return `verification link: ${link[0]}`;
    const rail = exec(RAILS, v);
    if (rail && !test(RAILS_NEGATIVE, v)) return `payment rail: ${rail[0]}`;
  }
  return null;
}

// ------------------------------------------------------------------------------------------------
// Off-platform lures from a stranger
const APP =
  S`(?:snap|snapchat|sc|insta|instagram|ig|the ?gram|kik|telegram|tele|tg|whats ?app|whatsap|wa|wechat|we chat|` +
  S`discord|viber|skype|signal|line id|fb|facebook|messenger|tiktok|onlyfans|only fans|fansly|threema|session)`;
const CHANNEL = rx(
  S`\b${APP}\b|\bthe (?:blue|green|yellow|ghost|bird|purple) app\b|\b[a-z0-9-]{3,}\s?\.\s?(?:com|net|org|io|co|me|`,
  S`xyz|site|app|ly|live|club|online|link|info|uk|us|gg)\b`,
);
/**
 * A handle-shaped word: letters with "_" or "#" ("rosie_blue22", "wolf#2231"), two dots ("bella.luvs.u"), a dot and
 * a digit ("lily.b99") or a dot and a short tag ("sunny.xo"); not two words run together at a missing space
 * ("for hoes.you", "i.ll") nor a web address.
 */
const HANDLE_WORD =
  S`\b[a-z][a-z0-9]*(?:[_#][a-z0-9_]+|\.[a-z0-9]+\.[a-z0-9.]+|\.[a-z]*\d[a-z0-9]*|\.(?:xo|xx|x|xoxo|official|vip))\b` +
  S`(?<!\.(?:com|net|org|io|co|uk|me|app))`;
/** A handle: "@name", or a word that mixes letters with digits, "_", "." or "#" ("bella.luvs.u", "wolf#2231"). */
const HANDLE = rx(
  S`@\s?[a-z0-9_.]{3,}|${HANDLE_WORD}|\b[a-z]{3,}\d{2,}\b|`,
  S`\bmy (?:name|handle|id|user ?name|username|tag|code|number|page|site|profile|account|acc|qr)\b|\bit'?s `,
  S`[a-z0-9_.]{4,}\b`,
);
const DOMAIN = /\.\s?[a-z]{2,6}$/;
/** A handle written out ("@name", "rosie_blue22", "bella.luvs.u"), not a word about one. */
const HANDLE_ITSELF = rx(S`@\s?[a-z0-9_.]{3,}|${HANDLE_WORD}|\b[a-z]{3,}\d{2,}\b`);
/** A phone number in digits (spaced or not) or in words. */
const PHONE = rx(
  S`(?:\+?\d[\s.\-()]{0,3}){9,}|(?:\b(?:zero|oh|one|two|three|four|five|six|seven|eight|nine)\b[\s,\-]+){6,}`,
);
/** A push towards the other channel. */
const PUSH = rx(
  S`\b(?:is|it'?s|its|much|way) (?:better|faster|easier|quicker)\b|\b(?:better|faster|easier|quicker) (?:there|`,
  S`on|to (?:chat|talk|reach))\b|\bmore active\b|\b(?:rarely|barely|hardly|never|not) (?:really )?(?:on|use|`,
  S`check) (?:here|this app|on here)\b|\b(?:add|text|call|ring|message|dm|find|follow|hmu|hit) me\b|\bscan\b|`,
  S`\breal (?:pics|photos)\b|\bcheck (?:out )?my\b|\bi'?ll send (?:${YOU}) my\b|\bgot (?:${APP})\b|\bno spaces\b`,
);
const CALL_CUE = /\b(?:call|text|ring|whatsapp|number|digits|reach|phone|cell|mobile|msg|message)\b/;
/** A stranger talking about another app without pushing to it ("I quit instagram", "saw it on tiktok"). */
const OFF_NEGATIVE = rx(
  S`\b(?:quit|deleted|deleting|left|hate|banned from|saw (?:it|this|that) on|posted on|trending on|video on|`,
  S`scam\w*|report\w*|warn\w*|fake profile)\b`,
);

/** A reason given to leave the app: faster or more active there, the "real" pictures, the speaker's own page. */
const LEAVE_REASON = rx(
  S`\b(?:is|it'?s|its|much|way) (?:better|faster|easier|quicker)\b|\b(?:better|faster|easier|quicker) (?:there|`,
  S`on)\b|\bmore active\b|\b(?:rarely|barely|hardly|never) (?:really )?(?:on|use|check) (?:here|this app|on here)\b|`,
  S`\breal (?:pics|photos)\b|\bmy (?:page|site)\b`,
);

/** Members who have met in person already ("now that we had dinner twice"): a swap between them is theirs. */
export const MET = rx(
  S`\b(?:we(?:'ve| have)? (?:already )?met|met (?:up )?(?:\w+ )?(?:twice|two times|before|last)|had (?:dinner|drinks|`,
  S`coffee|lunch) (?:together|twice)|since (?:we|our) (?:met|date)|after (?:our|the) date|now that we)\b`,
);

function offPlatform(views: readonly string[], stranger: boolean): string | null {
  for (const v of views) {
    if (test(OFF_NEGATIVE, v) || (!stranger && test(MET, v))) return null;
    const channel = exec(CHANNEL, v);
    if (!stranger) {
      // in a two-way chat only a reason to leave the app with a channel named (ADR 178's agreed swaps stay)
      // a web address in a two-way chat is mostly a shared page: only with a reason to leave the app
      const app = channel && !test(DOMAIN, channel[0]);
      const reason = channel
        ? (exec(LEAVE_REASON, v) ?? (app ? (exec(HANDLE_ITSELF, v) ?? exec(PHONE, v)) : null))
        : null;
      if (reason) return `${channel![0]} + ${reason[0].trim()}`;
      continue;
    }
    // a web address needs a push of its own (a handle in its path is not one): a song or an article is shared
    if (channel && test(DOMAIN, channel[0])) {
      const push = exec(LEAVE_REASON, v) ?? exec(PUSH, v);
      if (push) return `${channel[0]} + ${push[0].trim()}`;
    } else if (channel) {
      const with_ = exec(HANDLE, v) ?? exec(PUSH, v) ?? exec(PHONE, v);
      if (with_) return `${channel[0]} + ${with_[0].trim()}`;
    }
    const phone = exec(PHONE, v);
    if (phone && test(CALL_CUE, v)) return `phone number: ${phone[0].trim()}`;
  }
  return null;
}

// ------------------------------------------------------------------------------------------------
// Drug sale and solicitation
/** Words that name a drug and little else. */
const CLEAR_DRUG =
  S`(?:cocaine|coca[i1]ne|[mu]dma|molly|ecstasy|xtc|ket|ketamine|oxy|oxys|oxycodone|oxycontin|percs?|` +
  S`percocet|xans?|xanax|lean|codeine|meth|shrooms|lsd|dmt|ghb|weed(?! ?killer)|kush|zaza|za|addy|adderall|vyvanse|` +
  S`heroin|fent|fentanyl|carts|dabs|edibles|thc|2cb|2c-b|get high|get lit|get faded|zooted|perc \d+s?)`;
/** Words that name a drug among other things ("gas", "tree", "blues", "speed"). */
const AMBIGUOUS_DRUG =
  S`(?:pills|powder|snow|crystal|speed(?! (?:dating|camera|dial|limit|bump|boat|test))|tabs|acid|` +
  S`mushrooms|beans|blues|bars|coke|charlie|` +
  S`gas(?! (?:bill|station|stove|hob|price|prices|mark|tank|can|leak|engineer|man|` +
  S`fire|cooker|heater|meter))|tree(?!s? ?(?:house|top|line|climbing))|smack|mandy)`;
/** An everyday word used as a name or a subject ("Mandy from work is selling her car") is not the thing traded. */
const NOT_TRADED = S`(?!\s(?:from|is|was|said|says|has|had|and i)\b|'s)`;
const DRUG = rx(S`\b(?:${CLEAR_DRUG}|${AMBIGUOUS_DRUG}${NOT_TRADED})\b`);
const CLEAR = rx(S`\b${CLEAR_DRUG}\b`);
/** A trade: an offer, a price, a request to supply. */
const TRADE = rx(
  S`\b(?:sell|selling|sells|sold|for sale|cheap|deliver\w*|drop (?:it )?off|menu|plug|re-?up|hmu|lmk|dm|slide `,
  S`through|pull up|whatever (?:${YOU}) need|how many|who'?s (?:got|holding|selling)|any ?(?:one|1|body) (?:got|`,
  S`selling|holding)|score (?:me|some|us)|sort (?:me|${YOU}|us)\b|can (?:${YOU}) (?:get|score|sort|find)|got (?:that|`,
  S`some|any|a)|want (?:some|any|to buy)|need (?:some|any|anything)|i'?ll bring|bring (?:the|some)|have some|`,
  S`for the (?:rave|festival|party|weekend)|party favou?rs|grew (?:them|it)|batch|stash|gram|grams|`,
  S`\d+ ?(?:g|oz)|zip|eighth|ounce|pint of|a ball)\b|[$£€]\s?\d`,
);
/** The trades an everyday word needs to read as a drug: a sale or a request to supply, not "I'll bring". */
const STRONG_TRADE = rx(
  S`\b(?:sell|selling|sells|for sale|plug|re-?up|whatever (?:${YOU}) need|who'?s (?:got|holding|`,
  S`selling)|any ?(?:one|1|body) (?:got|selling|holding)|score (?:me|some|us)|sort (?:me|${YOU}|us)\b|grew `,
  S`(?:them|it)|stash|slide through|pint of|got that|per gram|a gram|an eighth|party favou?rs)\b`,
);
const COKE = /\bcoke\b/;
const DRINK = rx(
  S`\b(?:diet coke|coke zero|cherry coke|(?:can|bottle|glass|pint) of coke|rum|vodka|whisky|whiskey|jack|bacardi|`,
  S`pizza|crisps|chips|popcorn|burger|fries|snacks?|cinema|lemonade|fanta|sprite|pepsi|drinks?|mixers?)\b`,
);
/** Two or more drugs named together (a menu), or drug letters in a list ("k, m, c"). */
const LETTER_MENU = /(?:^|[\s,])[kmc]\s*(?:,|and|&|\/)\s*[kmc]\b/;
/** A drug letter right after a sale or a request ("anyone selling g", "got k"). */
const LETTER_TRADED = /\b(?:selling|sells|sell|got|holding|need|want|score|sort me)(?: (?:some|any))? [gk]\b(?!')/;
/** Own medicine, health, harm reduction, past use, refusal. */
const DRUG_NEGATIVE = rx(
  S`\b(?:my (?:own )?(?:prescription|doctor|gp|meds|medication|psychiatrist|adhd)|i'?m prescribed|(?:i|was) `,
  S`(?:got |get |was )?prescribed|(?:don'?t|never|do not|dont) (?:do|take|touch|use|sell)|test(?:ing)? kits?|`,
  S`harm reduction|overdose|narcan|naloxone|sober|rehab|recovery|used to|back in (?:uni|college|the day)|`,
  S`years ago|documentary|breaking bad|dispensary|legal here|(?:a|my) \w+ prescription|for my (?:back|pain|knee|`,
  S`migraines?|anxiety|sleep|flights?|tooth|teeth|surgery))\b`,
);

function drugs(views: readonly string[]): string | null {
  for (const v of views) {
    const traded = exec(LETTER_TRADED, v);
    if (traded) return `drug letter: ${traded[0]}`;
    const letters = exec(LETTER_MENU, v);
    if (letters && exec(TRADE, v)) return `drug letters: ${letters[0].trim()}`;
    const drug = exec(DRUG, v);
    if (!drug) continue;
    const strong = exec(STRONG_TRADE, v);
    if (test(DRUG_NEGATIVE, v) && !strong) return null;
    // "coke" is a drug unless the message is about drinks or food ("a coke with the pizza")
    const clear = exec(CLEAR, v) ?? (test(DRINK, v) ? null : exec(COKE, v));
    if (clear) {
      const trade = exec(TRADE, v);
      if (trade) return `${clear[0]} + ${trade[0]}`;
    }
    if (strong) return `${drug[0]} + ${strong[0]}`;
    // a menu: two different drug words, one of them unambiguous ("molly and coke"), or drug letters in a list
    if (clear) {
      const rest = v.slice(0, clear.index) + ' ' + v.slice(clear.index + clear[0].length);
      const other = exec(CLEAR, rest) ?? (test(DRINK, v) ? null : exec(COKE, rest));
      if (other && other[0] !== clear[0]) return `menu: ${clear[0]}, ${other[0]}`;
    }
  }
  return null;
}

// ------------------------------------------------------------------------------------------------
/** Signals of round 12's lure readings for one message (context.ts appends them to its own). */
export function round12LureSignals(input: RuleInput): ContextSignal[] {
  if (input.hardOnly) return [];
  // look-alike letters (Armenian, Cyrillic) are folded by the normaliser for every layer (ADR 188)
  const all = viewsWithSqueezed(input);
  PREFILTER.prepare(all);
  // Reports and quotes (frames.ts, ADR 183): no lure finding is one a frame must not set aside.
  if (framed(all, 'police')) return [];
  const out: ContextSignal[] = [];
  const has = kindFound(input.found);
  if (!has('scam_narrative') && !has('money_request')) {
    const ev = scam(all);
    if (ev) out.push(ruleSignal('scam_narrative', 65, `money, a frame and an act asked: ${ev}`));
  }
  const stranger = input.ctx.recipientHasReplied === false;
  // The reading first, the swap check only on a hit (ADR 220: agreedSwap ran on every message).
  const offEv = input.found.some((s) => s.kind === 'off_platform' && s.risk >= 55) ? null : offPlatform(all, stranger);
  if (offEv && !(stranger ? false : agreedSwap(all, input.ctx)))
    out.push(ruleSignal('off_platform', 55, `a stranger pushing to another channel: ${offEv}`));
  if (!has('drug_sale')) {
    const ev = drugs(all);
    if (ev) out.push(ruleSignal('drug_sale', 70, `drug sale or solicitation: ${ev}`));
  }
  return out;
}

/** The expressions run per view, registered with the prefilter at module load (ADR 179). */
export const ROUND12_LURE_EXPRESSIONS: readonly RegExp[] = [
  MONEY,
  OPPORTUNITY,
  NEED,
  ACT,
  SCAM_NEGATIVE,
  VERIFY_LINK,
  RAILS,
  RAILS_NEGATIVE,
  SPEAKER,
  PITCH,
  CHANNEL,
  HANDLE,
  HANDLE_ITSELF,
  DOMAIN,
  PHONE,
  PUSH,
  CALL_CUE,
  LEAVE_REASON,
  MET,
  OFF_NEGATIVE,
  DRUG,
  CLEAR,
  TRADE,
  STRONG_TRADE,
  LETTER_MENU,
  LETTER_TRADED,
  DRUG_NEGATIVE,
  COKE,
  DRINK,
].filter((r) => !r.unicode);
PREFILTER.register(ROUND12_LURE_EXPRESSIONS);
