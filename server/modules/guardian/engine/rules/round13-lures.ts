/**
 * Round 13 (issue 15, ADR 188): scams, off-platform lures, drug dealing and unsolicited sexual requests read by who
 * asks whom for what, where round 12 (round12-lures.ts) read co-occurring word classes:
 *  - scam: the reader's money put in for a promised return, the reader's bank account lent for someone's transfer,
 *    a fee that unlocks or releases something, a one-time code or card details passed on, a small sum pleaded for;
 *  - off-platform (a stranger only): the chat moved to another channel (any spelling), the reader's handle or number
 *    asked for, the speaker's contact pointed at ("my number is in my last photo"), this app run down as the reason;
 *  - drugs: the speaker's supply offered to the reader (or the reader's asked for), prescription medicine offered
 *    for sale, a quantity for a price, a menu of street names for a party;
 *  - unsolicited sexual (consent `unsolicited` only): an image or a showing asked of the reader with what makes it
 *    sexual, the speaker's own body offered, or what the speaker would do to the reader's body.
 * Hand-written from general knowledge; no challenge line is copied. A message that reports or quotes someone else is
 * not the speaker's. Every expression is registered with the shared prefilter and run through it (ADR 179).
 */
import { GUARDIAN_PREFILTER, execRule as exec, testRule as test } from '../prefilter';
import type { ContextSignal } from '../types';
import { AT_GAME } from './concepts';
import { framed } from './frames';
import { agreedSwap } from './cross-author';
import { MET } from './round12-lures';
import { kindFound, ruleSignal, viewsWithSqueezed, type RuleInput } from './types';

const S = String.raw;
const rx = (...parts: string[]) => new RegExp(parts.join(''));
const PREFILTER = GUARDIAN_PREFILTER;
const YOU = S`(?:you|u|ya|yu)`;
const YOUR = S`(?:your|ur|yr)`;

// ------------------------------------------------------------------------------------------------
// Scams
/** The reader hands money over: "you send / put in / front", "I need you to deposit", "wire me". */
const READER_PAYS = rx(
  S`\b${YOU} (?:\w+ ){0,2}?(?:send|put in|put up|front|transfer|wire|deposit|invest|stake|chip in)\b|`,
  S`\b(?:need|want) ${YOU} to (?:\w+ )?(?:send|put|front|transfer|wire|deposit|invest|pay)\b|`,
  S`\b(?:send|wire|transfer|front|venmo|zelle|cashapp|paypal) me\b`,
);
/** The speaker promises the money back grown, or a share of winnings. */
const GROWN = rx(
  S`\b(?:i'?ll|i will|i can|we'?ll|we will|he'?ll|she'?ll|it'?ll) (?:\w+ ){0,2}?(?:grow|flip|double|triple|`,
  S`multiply|turn (?:it|that|them) into)\b|\bsplit the (?:winnings|profits?|returns?|payout)\b|`,
  S`\bwithdraw\w* (?:it )?(?:any ?time|whenever)\b|\b\d+ ?x (?:by|in|within|returns?|your)\b|`,
  S`\bturn (?:it|that) into\b`,
);
/** A money object the promise is about (a bare number counts here: "you front 200"). */
const MONEY_OBJECT = rx(
  S`[$£€¥₹]\s?\d|\b\d+(?:[.,]\d+)?\s?(?:k|eth|btc|sol|usdt|dollars|bucks|quid|pounds|euros?|grand)?\b|`,
  S`\b(?:money|cash|funds|savings|spare|crypto|coins?|platform|profits?|winnings|stake)\b`,
);
/** The reader's account lent for someone else's transfer (a money mule). */
const MULE = rx(
  S`\b(?:use|borrow|need) (?:${YOUR}) (?:bank|bank account|account|acct|bank details|account details)\b|`,
  S`\b(?:help me |can ${YOU} |just )?receive (?:a |the |some |this |my )?(?:transfer|payment|money|funds|wire)s?\b`,
  S`[^.!?]{0,40}\b(?:for me|on my behalf|cut|keep|commission|take (?:${YOUR}|a) (?:cut|share))\b|`,
  S`\b(?:partner|someone|somebody|person|lady|man|woman) with (?:a |an )?(?:bank account|account)\b`,
);
/** A fee that unlocks, releases or activates something. */
const FEE = rx(
  S`\b(?:fee|fees|charge|earnest money|(?<!in )advance(?! (?:notice|warning|booking|tickets?))|`,
  S`upfront payment|release payment|activation|clearance|`,
  S`processing|small payment|tax|(?:small |starting |initial |minimum )deposit)\b`,
);
const UNLOCKS = rx(
  S`\b(?:unlock|release|activate|claim|withdraw|clear|unfreeze|recover|get (?:it|them|(?:${YOUR}) \w+) back|`,
  S`customs|shipping|delivery|courier|receive|the job is (?:yours|urs)|secure (?:the|${YOUR}) (?:job|spot|`,
  S`position|place)|allowance|required|upfront|in advance|before (?:i|we) can|trading|platform|returns|profits?|`,
  S`show (?:${YOU}) how)\b`,
);
/** The reader asked to wire or transfer (untraceable), not to pay at a door. */
const READER_WIRES = rx(S`\b(?:${YOU} (?:\w+ ){0,2}?|need ${YOU} to |just )(?:wire|transfer)\b|\bwire me\b`);
/** A one-time code the reader received, asked to be passed on. */
const CODE_ASK = rx(
  S`\b(?:send|tell|give|read|forward|share|text|reply with|what'?s|whats|what is|screenshot)\b[^.!?]{0,30}`,
  S`\b(?:\d[- ]?digit |verification |security |login |one[- ]time )?(?:code|pin|otp)\b`,
  S`(?![^.!?]{0,20}\b(?:wifi|door|gate|promo|discount|dress|post|zip|area|qr|bar)\b)[^.!?]{0,40}\b(?:got|get|`,
  S`received|just sent|we sent|i sent|texted|comes? (?:up|through)|pops? up|(?:to|on) ${YOUR} (?:phone|number)|`,
  S`confirm|verify|identity|so (?:i|we) know)\b`,
);
const WIFI_CODE = /\b(?:wifi|wi-fi|door|gate|promo|discount|dress|post|zip|area|qr|bar|source)\s?codes?\b/;
/** Card or bank details, or a login, asked for ("just send 💳 details"). */
const DETAILS_ASK = rx(
  S`\b(?:send|give|share|enter|reply with|drop|dm|need|`,
  S`confirm)\b(?![^.!?]{0,20}\bmy\b)[^.!?]{0,20}\b(?:card|bank|banking|account|`,
  S`login|billing|credit card|cc)\s?(?:details|info|information|number|numbers|login|password)\b`,
);
/** The speaker pays the reader (paying back a dinner, a refund between friends): not a scam. */
const SPEAKER_PAYS = rx(
  S`\b(?:i'?ll|i will|i can|let me) (?:\w+ )?(?:pay|send|transfer|venmo|refund|zelle|paypal) (?:${YOU}|it) ?`,
  S`(?:back|for)?\b|\bpay ${YOU} back\b|\b(?:i|we) owe ${YOU}\b|\bfor (?:the )?(?:dinner|drinks|tickets|taxi|uber|`,
  S`cab|petrol|gas)\b|\b(?:money|it|payment|funds) will be (?:sent|paid|transferred) to ${YOU}\b`,
);
/** A small sum pleaded for: "only 300", "just 500 and I can fly to you", "unless I pay 700". */
const SMALL_SUM = rx(
  S`\b(?:only|just|need|needs|needed|pay|another|short|more)\b (?:(?:just|only|like|about|around|a) )?`,
  S`(?:[$£€¥₹]\s?)?\d{2,6}(?:k)?\b`,
  S`(?!\s?(?:min|mins|minutes?|hours?|hrs?|secs?|seconds|days?|weeks?|months?|years?|yrs?|km|miles?|metres?|`,
  S`meters?|m\b|steps|calories|cals|kcal|followers|likes|views|people|pages|words|percent|%|more (?:followers|`,
  S`likes|views|people|pages|words|steps)|times|reps|points|pts|kg|lbs?|g\b|ml|to go|left to go|likes|subs))`,
);
/** The plea around it. */
const PLEA = rx(
  S`\b(?:help|please|pls|plz|desperate\w*|ashamed|embarrass\w*|hate (?:to )?ask\w*|sorry to ask|beg\w*|`,
  S`no one else|nobody else|only (?:one|person) i|can ${YOU}|could ${YOU}|would ${YOU}|will ${YOU}|`,
  S`(?:my )?(?:love|dear|darling|babe|honey|sweetheart)|fly to ${YOU}|come (?:and )?see ${YOU}|keep talking|`,
  S`hospital|operation|surgery|evict\w*|landlord|rent|visa|ticket|flight|stuck|stranded)\b`,
);
/** Not a plea: amazement, the speaker's own errand or plan. */
const NOT_PLEA = rx(
  S`\b(?:can ${YOU} believe|only paid|just paid|i paid|we paid|costs? (?:only|just)|it'?s only|was only|`,
  S`for only|at only|tickets? (?:are|were|is) (?:only|just))\b`,
);
/** A prize or a giveaway to be claimed. */
const PRIZE = rx(
  S`\b(?:free giveaway|giveaway|(?:${YOU}(?:'ve| have)?|you'?ve) (?:won(?!')|been selected|been chosen)|`,
  S`claim (?:${YOUR}|`,
  S`the) (?:prize|reward|gift|winnings))\b`,
);
const PRIZE_ASK = /\b(?:send|details|info|claim|click|pay|fee|verify|confirm|reply)\b/;
/** Money between two people who met, the speaker's own money life, a warning: not a scam. */
const SCAM_NEGATIVE = rx(
  S`\b(?:split (?:the |our |it )?(?:bill|check|cheque|costs?|tab|petrol|gas|uber|taxi|cab|rent|`,
  S`difference)|split it|splitting|halves|my share|my half|(?:your|ur) half|last night|the other night|`,
  S`our (?:date|dinner|`,
  S`drinks|tickets|trip|holiday)|budget\w*|scam\w*|fraud\w*|report\w*|warn\w*|recipe|bake|baking|oven|`,
  S`dough|cook\w*)\b`,
);
/** Money asked to prove trust, love or seriousness. */
const PROVE_WITH_MONEY = rx(
  S`\b(?:prove|show|proof)\b[^.!?]{0,25}\b(?:trust|serious|real|genuine|committed|loyal\w*|love|sincer\w*|not a `,
  S`(?:bot|scammer|fake))\b[^]{0,60}\b(?:gift ?card|money|cash|[$£€]\s?\d|\d+ (?:dollars|`,
  S`bucks|quid|pounds|euros))|\b(?:send|pay|transfer|wire)\b[^.!?]{0,40}\b(?:prove|show|proof)\b[^.!?]{0,25}`,
  S`\b(?:trust|serious|real|genuine|committed|love|sincer\w*)\b`,
);
/** Lost money recovered for the reader ("my guy can get your crypto back, small fee"). */
const RECOVERY = rx(
  S`\b(?:i|we|he|she|my \w+) can (?:help (?:${YOU} )?)?(?:recover|retrieve|get back|get (?:it|them|${YOUR} \w+) `,
  S`back)\b[^.!?]{0,40}\b(?:funds|money|crypto|bitcoin|investment|savings|scammed|lost)\b|\brecover (?:${YOUR}) `,
  S`(?:lost |stolen )?(?:funds|money|crypto|bitcoin|investment|savings)\b`,
);
/** Trading or crypto coaching, or a relative's platform, pitched to the reader. */
const COACHING = rx(
  S`\b(?:i|we|he|she|my \w+) (?:can|could|will|'ll) (?:teach|show|mentor|coach|guide|help) (?:${YOU})\b[^.!?]{0,40}`,
  S`\b(?:trade|trading|invest\w*|crypto|forex|bitcoin|make money|earn|profits?|passive income|gains|signals)\b|`,
  S`\bmy (?:uncle|aunt|auntie|cousin|brother|sister|mentor|friend|dad|father)\b[^.!?]{0,40}\b(?:platform|exchange|`,
  S`signals|insider|trading|crypto|forex)\b`,
);
const COACHING_PITCH = rx(
  S`\b(?:platform|app|link|signals|guaranteed|profits?|returns|withdraw\w*|sign up|register|join|deposit|`,
  S`\d+\s?%|[$£€]\s?\d|\d+k|made|make|earn\w*|passive)\b`,
);
/** Paid tasks that are a scam's bait ("earn 300 a day liking posts"). */
const TASK_JOB = rx(
  S`\b(?:liking|like|rating|rate|reviewing|review|following|boosting|optimi[sz]ing) (?:posts|videos|products|hotels|`,
  S`apps|youtube|tiktok|orders|data)\b[^]{0,60}(?:[$£€]\s?\d|\b\d+ ?(?:dollars|usd|a day|per day|daily|/day))|`,
  S`(?:[$£€]\s?\d|\b\d+ ?(?:dollars|usd))[^]{0,60}\b(?:liking|rating|reviewing|following|boosting) (?:posts|`,
  S`videos|products|hotels|apps)\b`,
);
/** A verification asked for at a page ("are you real? verify here"), not the app's own badge. */
const VERIFY_THERE = rx(
  S`\b(?:verify|verification|get verified|be verified)\b[^.!?]{0,30}\b(?:here|this link|the link|my link|link `,
  S`below|below|click|site|website|page|form|fill (?:in|out)|register|sign up|portal)\b`,
);
const APP_BADGE = /\b(?:on (?:the|this) app|in (?:the|this) app|on here|blue tick|badge|selfie|profile)\b/;

function scam(views: readonly string[]): string | null {
  for (const v of views) {
    if (test(SCAM_NEGATIVE, v)) return null;
    const pays = exec(READER_PAYS, v);
    const grown = pays ? exec(GROWN, v) : null;
    if (pays && grown && test(MONEY_OBJECT, v)) return `the reader's money grown: ${pays[0]} … ${grown[0]}`;
    const mule = exec(MULE, v);
    if (mule) return `the reader's account lent: ${mule[0]}`;
    const fee = exec(FEE, v);
    const unlocks = fee ? exec(UNLOCKS, v) : null;
    if (fee && unlocks && !test(SPEAKER_PAYS, v)) return `a fee that frees something: ${fee[0]} … ${unlocks[0]}`;
    const wired = fee ? exec(READER_WIRES, v) : null;
    if (wired) return `a fee wired by the reader: ${fee![0]} … ${wired[0]}`;
    if (!test(WIFI_CODE, v)) {
      const code = exec(CODE_ASK, v);
      if (code) return `a code passed on: ${code[0]}`;
    }
    const details = exec(DETAILS_ASK, v);
    if (details && !test(SPEAKER_PAYS, v)) return `card or bank details asked: ${details[0]}`;
    const sum = exec(SMALL_SUM, v);
    const plea = sum ? exec(PLEA, v) : null;
    if (sum && plea && !test(NOT_PLEA, v) && !test(SPEAKER_PAYS, v)) return `a sum pleaded for: ${sum[0]} … ${plea[0]}`;
    const prize = exec(PRIZE, v);
    if (prize && test(PRIZE_ASK, v)) return `a prize to claim: ${prize[0]}`;
    const proof = exec(PROVE_WITH_MONEY, v);
    if (proof) return `money to prove trust: ${proof[0]}`;
    const recovery = exec(RECOVERY, v);
    if (recovery) return `recovery of lost money: ${recovery[0]}`;
    const coaching = exec(COACHING, v);
    if (
      coaching &&
      test(COACHING_PITCH, v.slice(0, coaching.index) + ' ' + v.slice(coaching.index + coaching[0].length))
    )
      return `trading pitched: ${coaching[0]}`;
    const task = exec(TASK_JOB, v);
    if (task) return `paid tasks: ${task[0]}`;
    const verify = exec(VERIFY_THERE, v);
    if (verify && !test(APP_BADGE, v)) return `verification elsewhere: ${verify[0]}`;
  }
  return null;
}

// ------------------------------------------------------------------------------------------------
// Off-platform, from a stranger
const APP =
  S`(?:snap|snapchat|sc|insta|instagram|ig|the ?gram|kik|telegram|tele|tg|whats ?app|whatsap|watsap|wa|wapp|` +
  S`wechat|we chat|discord|viber|imo|skype|signal|line|fb|facebook|messenger|tiktok|threema|session|hangouts|` +
  S`google chat|email|e-?mail|gmail|the (?:blue|green|yellow|ghost|bird|purple|other) app|my other (?:app|number|` +
  S`phone|account))`;
/** The chat itself moved elsewhere: "take this to the whatsapp", "link pon whatsapp", "write me on viber". */
const MOVE = rx(
  S`\b(?:take|move|bring|switch|continue|carry|shift|link|write|reach|text|message|msg|chat|talk|find|add|hmu|`,
  S`hit me up|catch|follow)\b(?: (?:this|it|us|things|me|mi|up|the (?:chat|convo|conversation)))?(?: (?:over|up))? `,
  S`(?:to|on|onto|pon|via|over|at|in) (?:the |my |ma )?${APP}\b`,
);
/** The chat moved off this app without naming where ("let's get off this app", "talk somewhere more private"). */
const OFF_HERE = rx(
  S`\b(?:get|move|go|talk|chat|continue|take (?:this|it)|text|message)\b[^.!?]{0,15}\b(?:off (?:this app|here|the `,
  S`app|this site)|outside (?:this|the) app)\b|\b(?:talk|chat|message|text|continue|move (?:this|the chat|the `,
  S`convo))\b[^.!?]{0,10}\b(?:somewhere (?:else|more private|private)|elsewhere)\b|\bhit my (?:line|phone|cell|`,
  S`dms? on)\b`,
);
/** The reader's handle or number asked for: "drop ur @", "give me your IMO", "what's your number". */
const ASK_CONTACT = rx(
  S`\b(?:give me|gimme|drop|send|what'?s|whats|wats|share|put|leave|can i (?:get|have)|could i (?:get|have)|`,
  S`lemme get|let me get)\b (?:me )?(?:${YOUR}) (?:@|(?:${APP}|number|digits|num|no\.?|phone|cell|handle|`,
  S`user ?name|socials?|contact|id)\b)|\b(?:${YOUR}) @\s?(?:\?|pls|please|$)|`,
  S`\b(?:do|d'?|r|are) (?:${YOU}) (?:have|got|use|on) ${APP}\s?(?:\?|$)|^(?:${APP})\s?\?`,
);
/** A named channel asked for ("give me your telegram"), not a phone number nor an @ to send a meme to. */
const ASK_APP = rx(
  S`\b(?:give me|gimme|drop|send|what'?s|whats|wats|share|can i (?:get|have)|could i (?:get|have)|lemme get|`,
  S`let me get)\b (?:me )?(?:${YOUR}) ${APP}\b`,
);
/** The speaker's contact pointed at: "my number is in my last photo", "search my name on …", "my @ is in my bio". */
const POINTED = rx(
  S`\b(?:my )?(?:number|no\.?|@|handle|insta|snap|ig|contact|digits|email|whatsapp|tg|kik)\b (?:is )?(?:in|on) `,
  S`(?:my|the) (?:bio|profile|last (?:photo|pic|picture)|(?:\w+ )?(?:photo|pic|picture)|about)\b|`,
  S`\bsearch (?:for )?my (?:name|username|handle|number)\b|\bmy bio has my\b|\bcheck (?:my )?bio\b|\blink in bio\b`,
);
/** This app run down as the reason to leave: slow, unsafe, never checked, someone else sees it. */
const APP_RUN_DOWN = rx(
  S`\b(?:this|the|dis|dat) app (?:\w+ ){0,3}?(?:slow|glitch\w*|lag\w*|trash|buggy|crap|rubbish|not safe|unsafe|`,
  S`boring|dead|deleting)\b|\b(?:here|this app) (?:is|a|be)? ?not safe\b|\bnot safe (?:here|on here)\b|`,
  S`\b(?:don'?t|do not|dont|never|rarely|hardly|barely) (?:really )?(?:check|use|come on|log ?in(?:to)?|open) `,
  S`(?:this|here|the app|on here|it)\b|\buses? this app\b|\b(?:about to|gonna|going to) delete\b|\bleaving (?:this|`,
  S`the) app\b|\bmy (?:other|personal|private|real) (?:number|account|phone|line|app)\b`,
);
/** A contact ask that goes with a run-down app: "reach me on my other number", "text me there". */
const CONTACT_ME = /\b(?:reach|text|call|message|msg|contact|add|find|write|ring|hmu|dm) me\b/;
/** A stranger talking about another app without moving to it. */
const OFF_NEGATIVE = rx(
  S`\b(?:quit|deleted|hate|banned from|saw (?:it|this|that) on|posted on|trending on|video on|scam\w*|report\w*|`,
  S`warn\w*|fake profile|(?:in|on) (?:the|a) (?:line|queue)|line (?:up|dancing|cook|manager|judge))\b`,
);

/** An ask that leaves the choice to the reader ("only if you're comfortable", "no rush, happy to chat here"). */
const COURTESY = rx(
  S`\b(?:only if (?:${YOU}'?re|${YOU} are|youre) comfortable|no rush|no pressure|happy to (?:keep chatting|stay|chat) `,
  S`here|after we meet|when ${YOU}'?re ready|totally fine if not|if ${YOU}'?d (?:like|prefer)|if ${YOU} prefer)\b`,
);

/**
 * A stranger: any move, ask or pointer. Two members already talking: only the chat moved to a named channel, that
 * channel's handle asked for, or this app left behind (a phone number asked to plan a date, or given in a bio, is
 * theirs); the agreed swap of ADR 178 and members who met are left alone by the caller.
 */
function offPlatform(views: readonly string[], stranger: boolean): string | null {
  for (const v of views) {
    if (test(OFF_NEGATIVE, v) || test(COURTESY, v)) return null;
    const hit = stranger
      ? (exec(MOVE, v) ?? exec(ASK_CONTACT, v) ?? exec(POINTED, v) ?? exec(OFF_HERE, v))
      : (exec(MOVE, v) ?? exec(ASK_APP, v) ?? exec(OFF_HERE, v));
    if (hit) return hit[0].trim();
    const down = exec(APP_RUN_DOWN, v);
    if (down && test(CONTACT_ME, v)) return `${down[0]} + a contact ask`;
  }
  return null;
}

// ------------------------------------------------------------------------------------------------
// Drug dealing
/** Street names that name a drug and little else. */
const CLEAR_STREET =
  S`(?:cocaine|molly|mdma|ecstasy|pressies|shrooms|mushies|ket|ketamine|meth|yayo|weed|kush|hash|charas|ganja|` +
  S`xans?|percs?|oxys?|carts|edibles|zaza|party favou?rs)`;
/** Street names that are everyday words too: they need a dealer's offer, a price, or a second street name. */
const AMBIGUOUS_STREET =
  S`(?:coke|charlie|pills|rolls|beans|tabs|caps|acid|ice|crystal|tina|go fast|speed|snow|powder|white|blow|` +
  S`loud|gas|za|green|tree|maal|smack|bars|blues|(?:little )?blue ones|lean|(?:the )?good stuff|something to ` +
  S`(?:keep|stay) (?:${YOU} |the eyes |me )?(?:up|awake|open|going)|pick me up)`;
const CLEAR_STREET_RE = rx(S`\b${CLEAR_STREET}\b`);
const STREET_RE = rx(S`\b(?:${CLEAR_STREET}|${AMBIGUOUS_STREET})\b`);
/** A dealer's offer: the speaker's supply offered to the reader, or a source asked for. */
const STRONG_SUPPLY = rx(
  S`\b(?:i'?ll|i can|i could|let me|lemme|i'?m able to) (?:\w+ )?(?:get|grab|bring|sort|hook|score|pick up|`,
  S`drop)(?: ${YOU})?(?: up)? (?:some|any|a bit|whatever|it|them|with)\b|\bi can grab ${YOU}\b|`,
  S`\b(?:got|have) a (?:guy|girl|plug|connect|dude)\b|\bmy (?:guy|plug|connect|cousin|mate|friend|boy|`,
  S`dealer|supplier)\b[^.!?]{0,30}\b(?:has|got|gets|does|sells|brings|is sitting on|sitting on)\b|`,
  S`\bi (?:sell|move|supply|deal|push|flog|grow (?:it|them))\b|\bdeliver\w* to (?:${YOUR}|ya)\b|`,
  S`\bsell (?:them|it) on\b|\bwhat (?:do|d) ${YOU} need\b|`,
  S`\bwhatever ${YOU} need\b|\b(?:i'?ll|i can|i could|let me) (?:get (?:${YOU}) )?sort(?:ed)? (?:${YOU}|`,
  S`ya)(?: out)?\b|\bgot (?:${YOU}|ya) sorted\b|\bi (?:pull up|drop off|deliver)\b|\bcash only\b|`,
  S`\b(?:you|u) know (?:any ?(?:body|`,
  S`one)|a guy|where to get)\b|\bhook (?:me|us) up\b|\bfor cheap\b|\bi (?:always |still )?(?:got|have|carry) `,
  S`(?:a little something|plenty)\b`,
);
/** A weaker offer: enough with an unambiguous street name, or with two street names. */
const WEAK_SUPPLY = rx(
  S`\bi (?:always |still )?(?:got|have|carry) (?:some|that|extra|the)\b|\bgot (?:that|them|some)\b|`,
  S`\b(?:want|need|wanna) (?:any|some|anything)\b|\bneed (?:a|an|half an?) (?=(?:zip|8th|eighth|q-?p|`,
  S`half ?o)\b)|\bping me\b|\bhmu\b|\blmk\b|\bif (?:you|u) need\b`,
);
/** A quantity for a price ("3.5 for 30", "2k per tola", "ounces for 200"). */
const QTY_PRICE = rx(
  S`\b\d+(?:\.\d+)?\s?(?:g|gs|grams?|oz|ounces?|8ths?|eighths?|zips?|tabs?|pills?|caps?|points?|tola)?\s?(?:for|@|`,
  S`per) [$£€₹]?\d+\b|\bper (?:g|gram|tola|pill|tab|8th|zip|oz|ounce)\b|\bounces? for\b`,
);
/** A weighed share of something: "a zip of green", "an 8th from my guy". */
const WEIGHED = /\b(?:zip|zips|8th|eighth|an 8|q-?p|half ?o|quarter ?o|ounces? for|oz for|per tola)\b/;
/** A party the supply is for. */
const PARTY = /\b(?:festival|rave|party|club|weekend|tonight|the lot|long haul|night shift|exams?|the date)\b/;
/** Kitchens, drinks, weather, sport, browsers, pets and names: the everyday senses of the street words. */
const EVERYDAY = rx(
  S`\b(?:drinks?|cocktails?|wine|beer|tea|coffee|cream|ice cream|cake|bak\w*|recipe|cook\w*|kitchen|dinner|`,
  S`lunch|breakfast|bbq|oven|garden\w*|weed ?killer|weeding|ski\w*|slopes?|snowboard\w*|hockey|skat\w*|rink|`,
  S`lemonade|smoothie|sushi|bread|toast|browser|chrome|caps lock|hats?|music|band|playlist|guitar|cubes?|`,
  S`coke zero|diet coke|cola|pepsi|jelly|baked beans|coffee beans|green beans|christmas|paint\w*|printer|`,
  S`toner|(?:my|our|the) (?:dog|cat|puppy|kitten|pup|horse|rabbit)|(?:molly|charlie) (?:is|was|has|said)|`,
  S`washing|dishwasher|laundry|vitamins?|headache|hangover|period pain|rolls? (?:royce|eyes)|egg ?rolls?|`,
  S`spring rolls?|sausage rolls?|cinnamon rolls?|white (?:wine|noise|board|t-?shirt|shirt|dress|walls?|rice)|`,
  S`green (?:tea|light|card|smoothie|salad)|speed (?:dating|camera|limit|dial)|gas (?:bill|station|stove|hob|`,
  S`prices?|cooker|meter|mark|tank|leak))\b`,
);
/** Prescription medicine, offered to the reader or asked of them. */
const RX_DRUG = rx(
  S`\b(?:morphine|adderall|addy|addies|ritalin|vyvanse|modafinil|xanax|valium|diazepam|lorazepam|klonopin|`,
  S`tramadol|oxycodone|oxy|oxys|codeine|percocet|hydrocodone|vicodin|gabapentin|ambien|zopiclone|benzos?|`,
  S`painkillers|pain ?killers|sleeping (?:pills|tablets)|meds)\b`,
);
const RX_TRADE = rx(
  S`\b(?:(?:want|wanna|like) to buy|buy (?:some|any|them|it)|sell (?:${YOU}|them|some|it)|selling|for sale|`,
  S`(?:i can|i could|i'?ll) (?:give|sell|spare|get) ${YOU}|spare (?:some|any|a few)|extra\b[^.!?]{0,40}\bwant|`,
  S`(?:got|have) (?:any )?(?:extra|spare|leftover)|(?:can|could) ${YOU} (?:get|sell|spare) me|brings? out|`,
  S`(?:want|need) (?:some|any)\b[^.!?]{0,20}\bfor (?:exams?|the party|the weekend|studying|fun))\b|`,
  S`\b(?:do|d) ${YOU} have any (?=(?:xanax|xans|adderall|addy|oxy|oxys|percs?|valium|vicodin|ritalin|vyvanse)\b)|`,
  S`\b(?:any ?(?:one|body) (?:got|have|selling)|where (?:can|do) i (?:get|buy|score)|got any) `,
  S`(?=(?:xanax|xans|adderall|addy|oxy|oxys|percs?|valium|vicodin|ritalin|vyvanse|morphine|tramadol)\b)`,
);
/** Own medicine for oneself ("i take adderall for my adhd", "my gp changed my meds"). */
const OWN_MEDICINE = rx(
  S`\b(?:i (?:take|am on|'m on|was on)|i'?m prescribed|my (?:gp|doctor|psychiatrist|pharmacist)|pick up my|`,
  S`(?:don'?t|never|do not|dont) (?:do|take|touch|use|sell)|rehab|sober|recovery|harm reduction|overdose|`,
  S`dispensary|legal (?:here|in|now))\b`,
);

function drugs(views: readonly string[]): string | null {
  for (const v of views) {
    const rxDrug = exec(RX_DRUG, v);
    if (rxDrug) {
      const trade = exec(RX_TRADE, v);
      if (trade && !test(OWN_MEDICINE, v)) return `prescription medicine traded: ${rxDrug[0]} + ${trade[0]}`;
    }
    if (test(EVERYDAY, v) || test(OWN_MEDICINE, v)) continue;
    const street = exec(STREET_RE, v);
    const weighed = exec(WEIGHED, v);
    if (!street && !weighed) continue;
    const price = exec(QTY_PRICE, v);
    if (price) return `a quantity for a price: ${price[0]}`;
    const strong = exec(STRONG_SUPPLY, v);
    if (strong) return `supply: ${(street ?? weighed)![0]} + ${strong[0]}`;
    const weak = exec(WEAK_SUPPLY, v);
    const clear = exec(CLEAR_STREET_RE, v);
    if (weak && (clear || weighed)) return `supply: ${(clear ?? weighed)![0]} + ${weak[0]}`;
    // two street names: with a weak offer, or a party they are for (a menu: "tabs and caps for the festival")
    if (street && (weak || test(PARTY, v))) {
      const rest = v.slice(street.index + street[0].length);
      const other = exec(STREET_RE, rest);
      if (other && other[0] !== street[0]) return `menu: ${street[0]}, ${other[0]}`;
    }
  }
  return null;
}

// ------------------------------------------------------------------------------------------------
// Unsolicited sexual requests from a stranger
/** An image or a showing asked of the reader. */
const SHOW_ASK = rx(
  S`\b(?:send|show|let me see|lemme see|(?:love|like|want|wanna|dying) to see|let'?s see|can i see|`,
  S`could i see|can i get|could i get|gimme|give me|`,
  S`slide me|drop|flash|prove it|take (?:it|them|that|those|(?:${YOUR}) \w+) off|open (?:${YOUR}) cam\w*|`,
  S`hop on (?:ft|facetime|cam|video)|turn (?:${YOUR}) cam\w* on|${YOUR} turn|do ${YOU} (?:do|take|send)|`,
  S`${YOU} got any|(?:got|have) any (?:pics?|photos?|pictures?))\b`,
);
const CLOTHES =
  S`(?:dress|skirt|uniform|top|shirt|clothes|towel|robe|nightgown|nightie|jeans|shorts|` + S`bikini|hoodie|flannel)`;
/** What makes the ask sexual. */
const SEXUAL_QUALIFIER = rx(
  S`\b(?:naughty|spicy|nsfw|dirty|sexy|private (?:ones?|pics?|photos?)|special (?:pics?|photos?|ones?)|`,
  S`full view|the goods|(?:what'?s |whats |what is )?under (?:that|${YOUR}|the) (?:\w+ )?${CLOTHES}|more than `,
  S`${YOUR} face|something (?:more|else|extra|special|naughty|spicy|nice)|the real ones|without (?:the |${YOUR} |`,
  S`any )?(?:\w+ )?(?:on|clothes)|no (?:towel|clothes|top|bra|panties|underwear)|(?:in|after) the shower|`,
  S`in (?:the )?(?:bath|tub)|in bed|lingerie|underwear|panties|bra|feet pics?|fatty|wap|cake|booty|thighs|`,
  S`titties|tits|boobs|nips|nipples|chest|topless|nude|naked|body pics?|content|it all off|everything off|`,
  S`what (?:${YOU}'?re|youre|${YOU} are|${YOU} r) (?:working with|packing|hiding)|what (?:that|${YOUR}) \w+ `,
  S`(?:is|are) hiding|noods?|nudez|newds?|nudies?|boobies|bewbs|titty|thicc|cooch\w*|pussy|dick|cock|cum)\b|🔥`,
);
/** A video ask that is sexual on its own from a stranger ("hop on ft and show me something"). */
const CAM_SHOW = /\b(?:ft|facetime|cam|camera|video)\b[^.!?]{0,30}\bshow me something\b/;
/** The speaker's own body offered: "wanna see what I'm packing", "want to see something big". */
const OFFER_SELF = rx(
  S`\b(?:wanna|want to|want me to|do ${YOU} want to|${YOU} want to|want a) (?:see|show|peek|look|👀)\b`,
  S`[^.!?]{0,40}(?:\b(?:packing|working with|something big|big|hard|what i got|what i have|naughty|`,
  S`private|real man)\b|🐍|🍆|😏|😈|aubergine)|\b(?:more of a )?show (?:than|not) tell\b[^.!?]{0,30}\bshow ${YOU}\b`,
);
/** Sex acts in slang, aimed at the reader or proposed ("clap your cheeks", "dtf?", "wanna smash"). */
const SLANG_ACT =
  S`\b(?:clap (?:${YOUR}|them|those) cheeks|blow (?:${YOUR}) back out|beat (?:it|that|the \w+) up|hit (?:it|that) ` +
  S`from the back|dick (?:${YOU}) down|backshots|deep ?throat|eat (?:${YOU}|it|that) out|sit on (?:it|my (?:face|` +
  S`lap|dick|cock))|ride (?:me|my (?:face|dick|cock))|make (?:${YOU}) (?:squirt|cum|moan|scream)|(?:wanna|want to|` +
  S`let'?s|lets|tryna|trying to) (?:smash|fuck|bang|shag|sleep with me|get (?:freaky|nasty|naughty|laid))\b` +
  S`(?! (?:it|out|some|the|a|an|my|this|that|those|these|together)\b)|dtf|down to fuck|` +
  S`what'?s (?:${YOUR}) body count|bust (?:in|` +
  S`on) (?:${YOU}|${YOUR})|spread (?:${YOUR}|em|them|those) (?:legs|cheeks)|suck (?:on )?(?:it|this|them)` +
  S`(?! up))\b`;
/** What the speaker would do to the reader's body. */
const ON_BODY = rx(
  S`\bmy (?:tongue|lips|mouth|hands|fingers|dick|cock)\b[^.!?]{0,30}\b(?:have|make|leave|got) ${YOU} `,
  S`(?:shaking|shake|moaning|moan|screaming|scream|begging|beg|squirming)\b|\b${YOUR} (?:body|lips|mouth|ass|`,
  S`tits|thighs)\b[^.!?]{0,30}\bmakes? me (?:hard|wet)\b|\bmy (?:tongue|lips|mouth|hands|dick|cock)\b`,
  S`[^.!?]{0,20}\b(?:all over ${YOU}|down there)\b|\b(?:destroy|wreck|rail|pound|ravish|devour|breed) (?:${YOU}|that|`,
  S`${YOUR})\b[^.!?]{0,20}\b(?:tonight|in bed|all night|baby|till|until|hard)\b|\bwhen can i have ${YOU}\b|`,
  S`\bgag on (?:it|this|me)\b|\bsit on (?:${YOUR}|my) face\b|\brip (?:${YOUR}) clothes off\b|\bwhat i'?d do to `,
  S`(?:${YOUR}) body\b|\b(?:miss|missing) having a man in (?:${YOUR}) bed\b|\b(?:${YOU}) to (?:destroy|wreck|ruin|`,
  S`ravish) me\b|\b(?:tongue|lips|mouth)\b[^.!?]{0,40}\b(?:wrapped around|around (?:me|it|mine|something))\b|`,
  S`\btake (?:it all|everything|all of it) off\b|\btake off (?:${YOUR}|that|the) (?:top|shirt|bra|dress|clothes|`,
  S`panties|underwear|towel|bikini)\b|\bstrip (?:for me|off|down)\b|${SLANG_ACT}|(?:🐍|🍆|`,
  S`aubergine)[^.!?]{0,40}\b(?:wanna|want|see)\b`,
);

function unsolicitedSexual(views: readonly string[]): string | null {
  for (const v of views) {
    if (test(AT_GAME_RE, v)) return null;
    const ask = exec(SHOW_ASK, v);
    const qualifier = ask ? exec(SEXUAL_QUALIFIER, v) : null;
    if (ask && qualifier) return `${ask[0]} + ${qualifier[0]}`;
    const hit = exec(CAM_SHOW, v) ?? exec(OFFER_SELF, v) ?? exec(ON_BODY, v);
    if (hit) return hit[0];
  }
  return null;
}
const AT_GAME_RE = new RegExp(AT_GAME);

// ------------------------------------------------------------------------------------------------
/** Signals of round 13's lure readings for one message (context.ts appends them to its own). */
export function round13LureSignals(input: RuleInput): ContextSignal[] {
  if (input.hardOnly) return [];
  const views = viewsWithSqueezed(input);
  PREFILTER.prepare(views);
  // Reports and quotes (frames.ts, ADR 183): no lure finding is one a frame must not set aside.
  if (framed(views, 'police')) return [];
  const out: ContextSignal[] = [];
  const has = kindFound(input.found);
  if (!has('scam_narrative') && !has('money_request') && !has('gift_card')) {
    const ev = scam(views);
    if (ev) out.push(ruleSignal('scam_narrative', 65, `scam: ${ev}`));
  }
  const stranger = input.ctx.recipientHasReplied === false;
  // The reading first, the swap and meeting checks only on a hit (ADR 220: agreedSwap ran on every message).
  const offEv = has('off_platform') ? null : offPlatform(views, stranger);
  if (offEv && (stranger || (!agreedSwap(views, input.ctx) && !views.some((v) => test(MET, v)))))
    out.push(ruleSignal('off_platform', 55, `moving the chat to another channel: ${offEv}`));
  if (!has('drug_sale')) {
    const ev = drugs(views);
    if (ev) out.push(ruleSignal('drug_sale', 70, `drug sale or solicitation: ${ev}`));
  }
  if (input.consent === 'unsolicited' && input.ctx.recipientHasReplied === false && !has('sexual_request')) {
    const ev = unsolicitedSexual(views);
    if (ev) out.push(ruleSignal('sexual_request', 55, `unsolicited sexual content: ${ev}`));
  }
  return out;
}

/** The expressions run per view, registered with the prefilter at module load (ADR 179). */
export const ROUND13_LURE_EXPRESSIONS: readonly RegExp[] = [
  READER_PAYS,
  GROWN,
  MONEY_OBJECT,
  MULE,
  FEE,
  UNLOCKS,
  READER_WIRES,
  CODE_ASK,
  WIFI_CODE,
  DETAILS_ASK,
  SPEAKER_PAYS,
  SMALL_SUM,
  PLEA,
  NOT_PLEA,
  PRIZE,
  PRIZE_ASK,
  SCAM_NEGATIVE,
  PROVE_WITH_MONEY,
  RECOVERY,
  COACHING,
  COACHING_PITCH,
  TASK_JOB,
  VERIFY_THERE,
  APP_BADGE,
  MOVE,
  ASK_APP,
  COURTESY,
  OFF_HERE,
  ASK_CONTACT,
  POINTED,
  APP_RUN_DOWN,
  CONTACT_ME,
  OFF_NEGATIVE,
  CLEAR_STREET_RE,
  STREET_RE,
  STRONG_SUPPLY,
  WEAK_SUPPLY,
  QTY_PRICE,
  WEIGHED,
  PARTY,
  EVERYDAY,
  RX_DRUG,
  RX_TRADE,
  OWN_MEDICINE,
  SHOW_ASK,
  SEXUAL_QUALIFIER,
  CAM_SHOW,
  OFFER_SELF,
  ON_BODY,
  AT_GAME_RE,
].filter((r) => !r.unicode);
PREFILTER.register(ROUND13_LURE_EXPRESSIONS);
