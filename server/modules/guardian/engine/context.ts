/**
 * Context layer: dating-specific harm patterns the keyword list and the public-data classifier
 * cannot see (moving off-platform, money / gift-card requests, scam narratives, stated age under
 * 18, grooming, street addresses and doxxing, stalking, threats, extortion / sextortion, drug
 * sales, solicitation, unsolicited sexual requests, directed harassment), plus the consent state
 * for sexual content (grid, both members' NSFW preferences, whether the recipient ever replied).
 * Detectors run on the normalised views, so they survive confusables, leetspeak and spacing.
 */
import { WORD_GROUPS } from './word-groups';
import { GUARDIAN_PREFILTER } from './prefilter';
import { detectLures } from './rules/lures';
import { round7Signals } from './rules/round7';
import { textViews } from './rules/types';
import { isEverydayFareAsk, round8Signals } from './rules/round8';
import { round11Signals } from './rules/round11';
import { round12ViolenceSignals } from './rules/round12-violence';
import { round12ExploitationSignals } from './rules/round12-exploitation';
import { round12LureSignals } from './rules/round12-lures';
import { round13LureSignals } from './rules/round13-lures';
import { round14LureSignals } from './rules/round14-lures';
import { round13ViolenceSignals } from './rules/round13-violence';
import { round13ExploitationSignals } from './rules/round13-exploitation';
import { round14ViolenceSignals } from './rules/round14-violence';
import { clauseReaderSignals } from './clauses/clause-reader';
import { round18MenaceSignals } from './rules/round18-menace';
import { round20ThreatSignals } from './rules/round20-threats';
import { round21ThreatSignals } from './rules/round21-threats';
import { round14ExploitationSignals } from './rules/round14-exploitation';
import { round18MinorsExtortionSignals } from './rules/round18-minors-extortion';
import { setAsideEverydaySenses } from './rules/round20-false-holds';
import { contestRemainder, setAsideHarmlessReadings } from './rules/round24-false-holds';
import { contestNamed, round25ThreatGate, round25ThreatSignals } from './rules/round25-threats';
import { round20SvShDrugsSignals } from './rules/round20-sv-sh-drugs';
import { round25SvShSignals } from './rules/round25-sv-sh';
import { round34SevereSignals } from './rules/round34-severe';
import { round20HateHarassmentSignals } from './rules/round20-hate-harassment';
import { round21HateHarassmentSignals, setAsideReportedAbuse } from './rules/round21-hate-harassment';
import { round23ExploitationSignals } from './rules/round23-exploitation';
import { round25ExploitationSignals } from './rules/round25-exploitation';
import { round25NotAllowSignals } from './rules/round25-not-allow';
import { round34ClassSignals } from './rules/round34-classes';
import { round35UnsolicitedSignals } from './rules/round35-unsolicited';
import { round35ClassSignals } from './rules/round35-classes';
import { setAsideOwnChildLogistics } from './rules/round29-own-child';
import {
  AILMENT,
  ARRIVAL_PURPOSE,
  AT_GAME,
  OVERDOSE_ON_A_TREAT,
  BEANS_NOT_FOOD,
  DEAD_INTENSIFIED,
  NOT_AGED_THING,
  SAY_NO_TREAT,
  WATCH_BACK_GAME,
  LURE_WARNING,
  NAMED_HAZARD,
  OWN_CONTACT,
  TERMS_ON_READER,
  WARNING_CUE,
  WATCH_BACK_MENACE,
  WATCH_BACK_MENACE_AT_GAME,
  YEARS_OF_WORK,
} from './rules/concepts';
import { NOT_QUOTED_TO_ME, minorAgeOnlyBelieved } from './rules/frames';
import { basicNormalize, normalizeText, spelledDigitsToNumbers, type NormalizedText } from './normalize';
import { trivialStakes, violenceSignals } from './rules/violence';
import type { ContextLayerResult, ContextSignal, ContextSignalKind, ModerationContext } from './types';

// ------------------------------------------------------------------------------------------------
// Shared fragments
const ME = String.raw`(?:i'?m|i am|iam|im)`;
const YOU = String.raw`(?:you|u|ya|yu)`;
const YOURE = String.raw`(?:you'?re|you are|your|ur|u r|u are|youre)`;
const MINOR_NUM = String.raw`(?:1[2-7]|twelve|thirteen|fourteen|fifteen|sixteen|seventeen)`;
const NOT_AGE_UNIT =
  String.raw`(?!\s*(?:min|mins|minutes?|hours?|hrs?|h\b|secs?|seconds|km|kms|k\b|miles?|mi\b|kg|` +
  String.raw`kgs|lbs?|pounds|again\b|%|percent|cm|ft|feet|foot|inch|inches|dollars|bucks|days?|weeks?|` +
  String.raw`months?|years? ago|yrs? ago|am\b|pm\b|o'?clock|:|\/|th\b|st\b|nd\b|rd\b|stone|times|` +
  String.raw`x\b|of\b|out\b|more|people|euros?|quid|grand|[.,]\d|degrees?|°|celsius|fahrenheit|` +
  // a count with progress: "im 12 episodes in", "im 13 chapters into it", "im 3 pints deep" (not years: an age)
  String.raw`(?!(?:years|yrs|guys|girls|boys|lads|babes|thanks)\b)[a-z]{3,}s\s+(?:in|into|deep|through|behind|` +
  String.raw`ahead|away|left|done)\b))`;
const APPS =
  String.raw`(?:whats\s?app|whatsap+|watsap+|wa|snap\s?chat|snap|sc|telegram|tele|tg|kik|signal|` +
  String.raw`we\s?chat|viber|insta(?:gram)?|ig|line|skype|discord|hangouts|messenger|facebook|fb|` +
  String.raw`onlyfans|of|threema|wickr|session)`;
const MEDIA =
  String.raw`(?:pics?|pictures?|photos?|nudes?|videos?|vids?|recordings?|screenshots?|messages|` +
  String.raw`chats|naked (?:pictures?|pics?|photos?)|intimate (?:pictures?|photos?|images?)|` +
  String.raw`images?|everything)`;
const AUDIENCE =
  String.raw`(?:your (?:family|wife|husband|boss|followers|mom|mum|mother|dad|father|parents|` +
  String.raw`coworkers|colleagues|friends|kids|church|work|employer|partner|girlfriend|boyfriend|` +
  String.raw`contacts|school)|all your \w+|everyone|everybody|everywhere|online|the internet|` +
  String.raw`social media|facebook|instagram|the world|tag)`;
const MONEY_AMOUNT =
  String.raw`(?:[$£€]\s?\d[\d,.]*k?|\d[\d,.]*\s?(?:dollars|bucks|usd|pounds|gbp|euros?|eur|k\b|` +
  String.raw`grand)|a (?:thousand|hundred) (?:dollars|pounds|euros)|money|cash|funds)`;
const PAY_METHODS =
  String.raw`(?:western union|moneygram|bitcoin|btc|crypto|usdt|ethereum|cash\s?app|zelle|venmo|` +
  String.raw`paypal|wire transfer|bank transfer|wise transfer|apple pay)`;
const HARD_DRUGS =
  String.raw`(?:molly|mdma|coke|cocaine|crack|meth|tina|crystal|ice|xans?|xanax|xannies|bars|` +
  String.raw`percs?|percocet|oxys?|oxycodone|oxycontin|fent|fentanyl|heroin|dope|shrooms|acid|` +
  String.raw`lsd|tabs|ket|ketamine|k2|spice|addys?|adderall|lean|pills)`;
const SOFT_DRUGS = String.raw`(?:weed|carts|thc carts|edibles|kush|ganja)`;
const NEGATION = /(?:\bnot|n't|\bnever|\bno)\s+(?:\w+\s+){0,2}$/;

/**
 * Detector expressions run through a literal prefilter (prefilter.ts, ADR 103): tried only where
 * one of the literals their matches start with occurs, with the same first match as a plain exec.
 */
const PREFILTER = GUARDIAN_PREFILTER;
/** For the equivalence test. */
export const CONTEXT_PREFILTER = PREFILTER;
const re = (s: string, flags = '') => {
  const r = new RegExp(s, flags);
  PREFILTER.register([r]);
  return r;
};

// ------------------------------------------------------------------------------------------------
// Detectors
/** Others named before their age ("twins aged 14", "my kids, aged 9 and 12"): children, kin, pupils, a count. */
const KIN_NAMED =
  String.raw`twins|triplets|kids|children|boys|girls|sons?|daughters?|nephews?|nieces?|grandkids|grandchildren|` +
  String.raw`stepkids|step-?sons?|step-?daughters?|students|pupils|brothers?|sisters?|siblings|cousins|two|three|` +
  String.raw`four|both|ones|` +
  // a parent's one child ("my son aged 13", "one girl aged 15"), never the speaker ("i'm a girl aged 14")
  String.raw`(?<!\b(?:i'?m|im|i am|iam|me)\s+)(?:my|our|one|1|a)\s+(?:little\s+)?(?:girl|boy|kid|child|baby)`;
const MINOR_AGE_NUM = [
  re(
    String.raw`(?<!\b(?:like|look|looks|feel|feels|act)\s)\b${ME}\s+(?:only\s+|just\s+|still\s+|actually\s+|` +
      String.raw`really\s+)?${MINOR_NUM}\b${NOT_AGE_UNIT}`,
  ),
  re(
    String.raw`\b(?:${ME}|i'?m a|im a|i am a|me)\b(?!\s+(?:basically|practically|literally|like|such)\b)` +
      // "i'm bi and i've got a 12 year old" is a parent and a child (ADR 148)
      String.raw`[^.!?]{0,20}?\b(?<!\b(?:got|have|has|had|raising|with|of)\s+an?\s+)${MINOR_NUM}\s*(?:yo|y\/o|` +
      String.raw`y\.o\.?|yrs? old|years? old|year old|yr old)\b`,
  ),
  re(String.raw`^\s*${MINOR_NUM}\s*(?:yo|y\/o|yrs? old|years? old)\b${NOT_AGED_THING}`),
  re(String.raw`\b(?:my age is|my age's|age|aged)\s*[:=\-]?\s*${MINOR_NUM}\b${NOT_AGE_UNIT}`),
  // not a memory: "when i turned 16 i got my first job" (ADR 142)
  re(
    String.raw`(?<!\b(?:when|since|before|after|till|until)\s)\bi\s+(?:just\s+)?turned\s+${MINOR_NUM}\b${NOT_AGE_UNIT}`,
  ),
];
/**
 * "twins aged 14, they look identical": the age of others the speaker names, not the speaker's (ADR 229) — unless a
 * sexual or contact cue rides, when the minor-age finding is kept (no other reader reads "aged 14 and so hot").
 */
const OTHERS_AGED = new RegExp(
  String.raw`\b(?:${KIN_NAMED})\s*,?\s+aged\s*${MINOR_NUM}\b(?:\s*(?:,|and|&|-)\s*\d{1,2}\b)*`,
  'g',
);
/** "got a 12yo and a 15yo at home": a child the speaker has (as "a 12 year old" reads, ADR 148), not the speaker. */
const CHILD_HAD_YO = /\b(?:got|have|has|had|raising|with|and)\s+an?\s+1[2-7]\s*(?:yo|y\/o)\b/g;
const MINOR_SEXUAL_CUE = new RegExp(
  String.raw`\b(?:hot|sexy|fit|pics?|photos?|nudes?|send|body|naked|bed|sex\w*|touch\w*|kiss\w*|alone|meet|date|` +
    String.raw`cute|pretty|gorgeous|mature|developed|curvy|legs|boobs|tits|ass|horny|` +
    // "single dad" is the parent's status, not the child's
    String.raw`single(?!\s+(?:dad|mum|mom|parent|father|mother|mama|papa)\b)|dm|snap\w*|secret|` +
    String.raw`number|available|free)\b`,
);
const MINOR_AGE_SCHOOL = [
  re(
    String.raw`\b${ME}\s+(?:still\s+|only\s+)?(?:in|a|at)\s+(?:(?:[6-9]|1[0-2])(?:th)?\s+grade|` +
      String.raw`(?:sixth|seventh|eighth|ninth|tenth|eleventh|twelfth)\s+grade|year\s+(?:[7-9]|` +
      String.raw`1[0-2])\b|middle school|junior high|high ?school|secondary school|` +
      String.raw`hs\b)(?!\s*(?:teacher|coach|counsel+or|principal|nurse|sweetheart|reunion|` +
      String.raw`friend|diploma|graduate|dropout|science|english|math|history|music|art|pe|gym)|` +
      // "year 12 of teaching", "year 12 of my phd": years of a working life, not a school stage (ADR 224)
      String.raw`${YEARS_OF_WORK})`,
  ),
];
const MINOR_REFERENCE_NUM = [
  re(String.raw`\b(?:${YOURE}|are you|r u|are u)\s+(?:only\s+|just\s+|still\s+)?${MINOR_NUM}\b${NOT_AGE_UNIT}`),
];
const MINOR_REFERENCE_SCHOOL = [
  re(
    String.raw`\b(?:are you|r u|are u|you'?re|ur)\s+(?:still\s+)?in\s+(?:(?:[6-9]|` +
      String.raw`1[0-2])(?:th)?\s+grade|year\s+(?:[7-9]|1[0-2])\b|middle school|junior high|` +
      String.raw`high ?school)`,
  ),
];
const MINOR_REFERENCE_OTHER = [
  /\bdon'?t tell your (?:parents|mom|mum|dad|mother|father)\b/,
  /\b(?:i like|into|prefer) (?:them )?(?:young|younger) (?:girls|boys)\b/,
  /\bage is just a number\b/,
];
/** What one "shoots" someone that is not a bullet: "i'll shoot you a quick text" (ADR 148). */
const SENT_THING =
  String.raw`(?:a|an)\s+(?:quick\s+|short\s+)?(?:message|msg|text|txt|email|e-?mail|dm|line|note|pic|photo|link|` +
  String.raw`invite|call|reply|update|reminder)`;
const THREAT_VERB =
  String.raw`(?:kill|murder|hurt|stab|strangle|rape|punch|smash|cut|bury|end|` +
  // "i will shoot you a message when i land" is a text, not a gun (ADR 148)
  String.raw`shoot(?!\s+(?:you|u|ya)\s+${SENT_THING}\b)|break your \w+|` +
  String.raw`beat the (?:shit|crap|hell) out of|beat you (?:up|to death)|` +
  String.raw`beat your ass|find you and|come for you|get you back|burn (?:down )?your)`;
/** The speaker is at the reader's place: unannounced, it can be a stalker's arrival (kept as a threat). */
const ARRIVAL_AT_READER =
  /\b(?:i'?m|im|i am)\s+(?:outside|at|near) your (?:house|place|door|work|flat|apartment|office|school)\b/;
/**
 * ADR 228: in an ongoing chat an arrival with a co-present errand (a ride, being let in from the weather, a gift or
 * food for the reader, a plan's timing) is the plan arriving, not a stalker's arrival. One owner (ADR 229): concepts.ts.
 */
// Read only after an arrival matched: not registered with the prefilter (ADR 190).
const ARRIVAL_ERRAND = new RegExp(ARRIVAL_PURPOSE);
/**
 * What turns an arrival into menace whatever the errand: a condition or force, the reader's refusal, hiding or escape,
 * watching, a third person with the reader, or staying put.
 */
const ARRIVAL_MENACE = re(
  String.raw`\b(?:or (?:else|i|i'?ll|i'?m|you)|break|kick|smash|force|knife|gun|hurt|kill|block\w*|ignor\w*|` +
    String.raw`answer\w*|repl\w*|hid\w*|run|escape|avoid\w*|saw you|seen you|see you|watch\w*|know you'?re|` +
    String.raw`with (?:him|her|them|someone)|who'?s|boyfriend|girlfriend|husband|wife|bf|gf|can'?t|won'?t|not leaving|` +
    String.raw`i'?ll wait|all night|again|finally|whether|like it or not|lesson|deserve|last chance|lights?|` +
    String.raw`coming in|open up|anyway|alone|scream|police|cops|call anyone|tell anyone|make me|leav\w*|left|dump\w*|` +
    String.raw`cheat\w*|found|track\w*|follow\w*|address|moved)\b`,
);
const WATCH_BACK = /\bwatch your back\b/;
/**
 * "watch your back at the pub quiz", "watch your back, the seagulls here steal chips": a game or a hazard (ADR 229).
 * Read only after "watch your back" matched, so not registered with the prefilter (no per-message cost, ADR 190).
 */
const A_GAME = new RegExp(String.raw`\b${WATCH_BACK_GAME}\b`);
const A_HAZARD = new RegExp(NAMED_HAZARD);
const BACK_MENACE = new RegExp(WATCH_BACK_MENACE);
const BACK_MENACE_AT_GAME = new RegExp(WATCH_BACK_MENACE_AT_GAME);
/** Whether "watch your back" in the view is a game's banter or a warning about a hazard that is not the speaker. */
const watchBackExcused = (v: string): boolean =>
  (A_GAME.test(v) && !BACK_MENACE_AT_GAME.test(v)) || (A_HAZARD.test(v) && !BACK_MENACE.test(v));
const THREATS = [
  re(
    String.raw`\b(?:i'?ll|ill|i will|i'?m (?:going to|gonna|coming to)|im (?:going to|gonna)|` +
      String.raw`gonna|going to|i'?d|imma|ima|will)` +
      String.raw`\s+(?:\w+\s+){0,2}?${THREAT_VERB}\s*(?:\w+\s+)?(?:${YOU}|your|ur|you'?re)?\b`,
    'g',
  ),
  re(
    String.raw`\b${YOURE}\s+(?:so\s+|fucking\s+|fkn\s+)?dead\b` +
      // "dead" before an adjective is a degree ("you're dead good at darts", ADR 337)
      String.raw`(?!\s*(?:inside|to me\b)|\s+${DEAD_INTENSIFIED}\b)`,
  ),
  WATCH_BACK,
  // "you'll regret it" moved to CONDITIONAL_THREAT (a recommendation such as "try it, you'll regret it if
  // you don't" is not a threat).
  re(
    String.raw`\b(?:sleep with one eye open|see what happens to you|you'?ll pay for (?:this|` +
      String.raw`that)|make you pay|you'?re going to pay)\b`,
  ),
  // "i have a gun licence for clay shooting": a licence or a club is a hobby, not a threat (ADR 175)
  /\bi have (?:a|my) (?:gun|knife|blade|piece)\b(?!\s*(?:licen[cs]es?|permits?|certificates?|safety|club|cabinet))/,
  ARRIVAL_AT_READER,
  /\b(?:acid in your face|burn your house|and your family (?:will|are|is) (?:dead|next))\b/,
];
const TERROR = re(
  String.raw`\b(?:(?:i'?ll|i will|gonna|going to|im going to|i'?m going to)\s+(?:bomb|blow up|` +
    String.raw`shoot up)\b|join (?:isis|the jihad|al.?qaeda)\b|shoot up (?:the|a|your|` +
    String.raw`this) (?:school|church|mosque|synagogue|mall|office|concert))`,
);
const SELF_HARM_INCITE = re(
  String.raw`\b(?:kill|hang|neck|off)\s*(?:yo)?urself\b|\bkys+\b|\b(?:go|hope you|you should|` +
    String.raw`just|pls|please)\s+(?:die|drop dead)\b|\bdrink bleach\b|\bnobody would miss you\b|` +
    String.raw`\bthe world would be better without you\b`,
);
const OFF_APP_REQUEST = [
  re(
    String.raw`\b(?:text|message|msg|dm|add|hit|find|follow|contact|reach|talk|chat|call|hmu|` +
      String.raw`ping|switch|move|go|continue|speak)\b(?:\s+\S+){0,4}?\s+(?:on|via|at|in|to|` +
      String.raw`over)\s+(?:my\s+)?${APPS}\b`,
  ),
  re(
    String.raw`\b(?:whats\s?app|watsapp|snap\s?chat|snap|kik|telegram|tele|tg|signal|viber|skype|insta|discord)\s+me\b`,
  ),
  re(
    String.raw`\b(?:my|add my|here'?s my)\s+${APPS}\b\s*(?:is|:|=|-+>|->|name|username|handle|id)\s*` +
      // "my instagram is mostly my cat": a word of a sentence is not a handle (round 5, ADR 131)
      String.raw`(?!(?:mostly|just|full|all|only|private|public|dead|inactive|a|an|the|so|pretty|basically|boring|` +
      String.raw`where|what|how|my|for|about|literally|really|very|not|never|on|off|down|broken|empty|set|called|` +
      String.raw`better|worse|way|too|kinda|quite|also|still|mainly|bad|terrible|awful|rubbish|crap|weak|poor|patchy|` +
      String.raw`good|great|fine|ok|okay|shit|dodgy|cats?|dogs?|food|memes)\b)[@]?[a-z0-9_.]{3,}`,
  ),
  re(String.raw`\badd my\s+${APPS}\b`),
  re(
    String.raw`\b(?:do you|u|you)\s+(?:have|got|use)\s+${APPS}\b[^.!]{0,25}\b(?:add|text|message|talk there|` +
      String.raw`chat there)\b`,
  ),
  re(String.raw`\b(?:let'?s|lets|can we|could we|we should)\s+(?:move|switch|talk|chat|go)\b[^.!?]{0,20}\b${APPS}\b`),
  /\b(?:never|rarely|not really|barely|hardly)\s+(?:on|use|check)\s+(?:here|this app)\b/,
];
const EMAIL = re(
  String.raw`(?<![a-z0-9._%+-])[a-z0-9._%+-]{1,64}@\s?[a-z0-9-]{1,63}(?:\.` +
    String.raw`[a-z0-9-]{1,63}){0,4}\.[a-z]{2,12}\b|` +
    String.raw`(?<![a-z0-9._%+-])[a-z0-9._%+-]{2,64}\s{0,3}(?:\(at\)|\[at\]|` +
    String.raw`\s+at\s+)\s{0,3}(?:gmail|yahoo|hotmail|outlook|proton|protonmail|icloud|aol|live|` +
    String.raw`mail|gmx)\s{0,3}(?:\.|\(dot\)|\[dot\]|\s+dot\s+)\s{0,3}(?:com|net|org|me|` +
    String.raw`co\.uk)\b|(?<![a-z0-9._%+-])[a-z0-9._%+-]{2,64}\s{0,3}(?:@|\(at\)|\[at\]|` +
    String.raw`\s+at\s+)\s{0,3}[a-z0-9-]{2,63}\s{0,3}(?:\(dot\)|\[dot\]|\s+dot\s+)\s{0,3}(?:com|` +
    String.raw`net|org|me|io)\b`,
);
const URL_RE = re(
  String.raw`\b(?:https?:\/\/|www\.)\S+|(?<![a-z0-9-])[a-z0-9-]{2,63}\.(?:com|net|org|io|me|ly|` +
    String.raw`gg|xyz|link|app|site|info|biz|tv|cc|club|live|fun)\b(?:\/\S*)?|\b(?:t\.me|` +
    String.raw`wa\.me)\/\S+`,
);
const HANDLE = /(?:^|\s)@[a-z0-9_.]{3,30}/;
const PHONE_CANDIDATE = /\+?\(?\d[\d\s().\-]{5,30}\d/g;

const GIFT_CARD = re(
  String.raw`\b(?:gift\s?cards?|itunes\s+(?:gift\s+)?cards?|google\s+play\s+(?:gift\s+)?cards?|` +
    String.raw`steam\s+(?:gift\s+)?cards?|amazon\s+(?:gift\s+)?cards?|apple\s+(?:gift\s+)?cards?|` +
    String.raw`ebay\s+(?:gift\s+)?cards?|sephora\s+(?:gift\s+)?cards?|` +
    String.raw`vanilla\s+(?:visa(?:\s+(?:gift\s+)?cards?)?|(?:gift\s+)?cards?))\b`,
);
const GIFT_CARD_ASK =
  /\b(?:buy|send|get|need|scratch|code|codes|numbers|pictures? of|photos? of|text me|pls|plz|please|grab|pick up)\b/;
/** The speaker telling their own loss of money (round 12). */
const OWN_LOSS = new RegExp(
  String.raw`\b(?:i|we) (?:\w+ )?lost (?:a lot of |a bunch of |so much |some |all (?:my|our) |my |our )?(?:money|` +
    String.raw`savings|cash|a fortune|[\d,.]+k?)\b[^.!?]{0,15}\b(?:on|in|to|with)\b`,
);
const TRANSFER_VERB = new RegExp(
  String.raw`\b(?:send|sent|wire|transfer|pay|deposit|invest|lend|loan|venmo|cashapp|zelle|paypal|asap|urgent\w*|` +
    String.raw`pls|please|need|help|double|profit\w*|returns?|earn\w*|back)\b|[$£€]`,
);
/** An account credential asked around a payment: no repayment needs the reader's login, pin or codes (review). */
const ACCOUNT_CREDENTIAL =
  String.raw`\b(?:log\s?in|password|passcode|pin|otp|one[- ]time|codes?|cvv|cvc|card (?:number|details)|` +
  String.raw`bank (?:details|login|info)|account (?:number|details)|sort code|routing|security question|ssn)\b`;
/**
 * Not the speaker paying back or paying their share ("i'll pay you back on cashapp", "let me send my half on venmo";
 * ADR 201): the speaker is the payer, nothing is asked of the reader. A lookahead at the pay verb. An offer of money
 * to the reader ("i'll send you money on cashapp", a sugar-daddy opener) is not a repayment and still reads as an ask;
 * nor is one that asks for an account credential anywhere in the message.
 */
const NOT_SPEAKER_PAYING_BACK =
  String.raw`(?!(?<=\b(?:i'?ll|i will|i can|i could|let me|i'?d|i would|i'?m going to|i'?m gonna)\s)` +
  String.raw`(?<![^]*${ACCOUNT_CREDENTIAL}[^]*)` +
  String.raw`(?:send|wire|transfer|pay)\s+(?:(?:it|that|this|you|u|ya|the rest)\s+){0,2}(?:back|my (?:half|share))\b` +
  String.raw`(?![^]*${ACCOUNT_CREDENTIAL}))`;
const MONEY_ASK = [
  re(
    String.raw`(?<!\b(?:i'?ll|i will|i can|i could|let me|i'?d|i would|i'?m going to|won'?t|` +
      String.raw`will|need to|have to|got to|gotta|going to|want to|` +
      // the speaker pays or remits ("every month i send money to my mother", "we give red envelopes with money",
      // "i use wise to transfer money"), or will not ("i'll never send money", "don't send money") (ADR 148)
      String.raw`never|don'?t|do not|(?:i|we)(?: (?!(?:you|u|ya|someone|somebody|anyone|anybody|people)\b)` +
      String.raw`[\w']+){1,6} to)\s)\b(?:(?<!\b(?:i|we)\s)(?:send|wire|transfer|lend|loan|give)|pay|` +
      String.raw`(?<!\b(?:on|via|by|through|with|use|my|your)\s)(?:cashapp|venmo|zelle|` +
      String.raw`paypal))\b(?!\s+(?:you|u|ya|your|ur)\b)(?:\s+\S+){0,6}?\s+${MONEY_AMOUNT}`,
  ),
  re(
    String.raw`(?<!\b(?:i|we)\s)\b${NOT_SPEAKER_PAYING_BACK}(?:send|wire|transfer|pay)\b[^.!?]{0,40}\b(?:via|through|` +
      String.raw`by|with|on|to my)\s+${PAY_METHODS}`,
  ),
  re(
    // not the speaker's own errand: "i need to go to western union to send money to my mother" (ADR 148)
    String.raw`(?<!\b(?:i|we)(?: (?!(?:you|u|ya|someone|somebody|anyone|anybody|people)\b)[\w']+){0,4} ` +
      String.raw`(?:go|going|went|goes) to (?:the )?)\b${PAY_METHODS}\b[^.!?]{0,30}\b(?:send|wire|transfer|pay|` +
      String.raw`invest|` +
      String.raw`deposit|me)\b`,
  ),
  re(
    // advice about an ask is not the ask: "if someone asks you to pay for their ticket, it's a scam" (ADR 148)
    String.raw`\b(?:(?<!in )need(?! of| to (?:send|pay|transfer|wire)\b)|help me with|help with|cover|` +
      String.raw`(?<!\b(?:if|when) (?:someone|somebody|anyone|they|he|she|a (?:guy|girl|man|woman|match)) asks? ` +
      String.raw`(?:you|u) to )pay for|` +
      String.raw`short on|` +
      String.raw`small loan|help (?:me )?(?:paying|covering|to pay)(?: for)?)\b[^.!?]{0,25}\b(?:money|funds|loan|` +
      String.raw`rent|` +
      String.raw`ticket|flight|visa|fee|fees|` +
      String.raw`bill|bills|medicine|surgery|tuition)\b`,
  ),
  /\b(?:customs|processing|release|clearance|transfer|activation|registration|verification|unlock) (?:fee|charge)s?\b/,
];
const SCAM_NARRATIVE = re(
  String.raw`\b(?:oil rig|deployed (?:in|to|overseas)|peacekeep\w*|army doctor|un doctor|` +
    String.raw`widow(?:ed|er)? (?:ship|captain|engineer|doctor|surgeon)|inheritance|customs|` +
    String.raw`gold (?:bars|shipment)|account (?:is|got|was) (?:frozen|blocked|locked)|` +
    String.raw`frozen account|stuck (?:at|in) (?:the )?airport|crypto (?:trading|platform|` +
    String.raw`signals|investment)|trading platform|investment opportunity|double (?:it|` +
    String.raw`your money)|guaranteed (?:returns?|profit)|\d+x returns?|\d+\s?% (?:a|per|` +
    String.raw`every) (?:week|day|month)|lottery|contract release|delete (?:this|the) chat|` +
    // "i'm a mortgage broker" is a job; "my broker", "crypto broker" are the pitch (ADR 148)
    String.raw`gemstone|overseas contract|my agent|my (?:\w+ )?broker|(?:crypto|forex|binary|trading|investment) ` +
    String.raw`broker)\b`,
);
const LEAK_VERB = String.raw`(?:share|post|send|leak|expose|show|publish|release|upload|forward|spread|put)`;
const LEAK_THREAT = [
  re(
    String.raw`\b${LEAK_VERB}\b[^.!?]{0,40}?\b(?:your|the|those|these|them|` +
      String.raw`ur)\b[^.!?]{0,15}?\b${MEDIA}\b[^.!?]{0,40}?\b${AUDIENCE}`,
  ),
  re(
    // "our food is the best in the world, i will prove it": a comma ends the audience's clause (ADR 148)
    String.raw`\b${AUDIENCE}\b[^.!?,]{0,30}?\b(?:will|gonna|going to|gets?|sees?|` +
      String.raw`see)\b[^.!?]{0,20}?\b(?:see|get|it|them|everything|${MEDIA})\b`,
  ),
  re(String.raw`\b(?:${MEDIA}|you)\s+(?:go|goes|will go|are going)\s+(?:online|public|viral|to ${AUDIENCE})`),
  // "i'm going to expose you for putting pineapple on pizza" is a call-out, not a leak (ADR 128).
  re(
    String.raw`\b(?:i'?ll|i will|gonna|going to)\s+expose\s+(?:you|your)\b` +
      String.raw`(?!\s+for\s+(?:\w+ing|being|liking|loving)\b)`,
  ),
  re(
    String.raw`\b(?:i'?ll|ill|i will|gonna|going to|im going to|` +
      String.raw`i'?m going to)\s+(?:\w+\s+)?${LEAK_VERB}\s+(?:all\s+)?(?:your|` +
      String.raw`ur)\s+(?:\w+\s+)?${MEDIA}`,
  ),
  re(String.raw`\b${LEAK_VERB}\s+(?:them|it|those|these)\s+(?:to|with)\s+${AUDIENCE}`),
  // round 3 (ADR 100): disclosure threats in other words
  re(
    String.raw`\bwant me to (?:show|send|forward|share|post) (?:them|your \w+|everyone|it)\b[^.!?]{0,30}\bwhat ` +
      String.raw`(?:you|u) (?:sent|showed|did)|\b(?:shame|pity) if (?:your|ur) (?:wife|husband|family|boss|` +
      String.raw`employer|parents|friends|kids|partner|coworkers|colleagues|mom|mum|dad|followers|church|school|` +
      String.raw`work|girlfriend|boyfriend|manager) (?:saw|found out|knew|got|heard|sees)|\b(?:these|those|` +
      String.raw`(?:the|your|ur|ya|my|these|those|all (?:the|your|ur)) (?:pics?|photos?|nudes?|videos?|` +
      String.raw`vids?|recording|` +
      String.raw`screenshots?))\s+(?:go|goes|get sent|gets sent|will go|are going|hit|hits|hittin\w*|end up|` +
      String.raw`will be|are gonna be|gonna be)\s+(?:to|on|in|all over|everywhere)\s*(?:(?:your|ur|every)\b` +
      String.raw`[^.!?]{0,25}\b(?:contacts?|contact list|friends?|family|boss|work|school|timeline|feed|wife|husband|` +
      String.raw`followers|ex|parents)\b|the (?:internet|timeline|web)\b|social media\b|online\b)|\bevery ` +
      String.raw`(?:colleague|coworker|follower|contact|one of your \w+) (?:gets|will get|sees|will see) (?:the|` +
      String.raw`this|that|these|those|your|ur) (?:video|vid|pics?|photos?|nudes?|recording|screenshots?)\b|` +
      String.raw`\b(?:sharing|showing|sending|posting|forwarding|leaking) (?:what i have|what i'?ve got|` +
      String.raw`everything|it all|them|these|those)\s+(?:to|with)\s+(?:your|ur|every)\b|\bstay between us\b` +
      String.raw`[^.!]{0,30}\b(?:costs?|pay|price)\b`,
  ),
];
const POSSESSION = re(
  String.raw`\b(?:i have|i'?ve got|i got|i saved|i recorded|i screenshotted|i kept)\s+(?:your|` +
    String.raw`our|all your)\s+(?:\w+\s+)?(?:nudes?|naked \w+|intimate \w+|video call|sex tape|` +
    String.raw`videos?|pics|pictures|photos)\b`,
);
const COERCION = re(
  String.raw`\b(?:or(?: else)?|unless|otherwise|if you don'?t|if u dont|if you do not|` +
    String.raw`you have \d+ ?(?:hours?|minutes?|mins?|days?)|pay up|do what i say|or i|or your|` +
    String.raw`or everyone|else|you'?ll do (?:what|whatever|as) i (?:say|tell|want))\b`,
);
const DEMAND = re(String.raw`\b(?:send|pay|transfer|wire|give|buy)\b|${MONEY_AMOUNT}|${PAY_METHODS}|gift\s?card`);
const DRUG_SALE_STRONG = re(
  String.raw`\b(?:sell(?:ing)?|for sale|plug|menu|deliver(?:y|ing)?|dm for|hmu for|` +
    String.raw`hit me up for|cash only|re-?up|front you|` +
    String.raw`discreet)\b[^.!?]{0,40}?\b(?:${HARD_DRUGS}|${SOFT_DRUGS})\b|\b(?:${HARD_DRUGS}|` +
    String.raw`${SOFT_DRUGS})\b[^.!?]{0,40}?(?:\bfor sale\b|\bavailable\b|\bmenu\b|\bdelivery\b|` +
    String.raw`\bper (?:g|gram|oz|pill)\b|\ban? (?:g|8th|eighth|zip|oz|ounce|half|q|quarter)\b|` +
    String.raw`[$£€]\s?\d|\d+\s?(?:for|a)\s?(?:g|gram|pill|tab))`,
);
const DRUG_OFFER_HARD = re(
  String.raw`\b(?:i (?:got|have|can get)|got (?:some|that)|my guy has|i can sell you|` +
    String.raw`want to buy|wanna buy|need a plug|i'?m the plug|` +
    // "i have a funny story about shrooms": a story, memory or question had is told, not the drug offered
    String.raw`im the plug)\b(?!\s+(?:an?\s+)?(?:\w+\s+)?(?:story|stories|memory|memories|tale|anecdote|question)\b)` +
    String.raw`[^.!?]{0,30}?\b(?:molly|mdma|coke|cocaine|crack|meth|tina|xans?|` +
    String.raw`xanax|percs?|percocet|oxys?|fent|fentanyl|heroin|shrooms|acid|lsd|ket|ketamine|` +
    String.raw`addys?)\b`,
);
const SOLICIT_STRONG = re(
  String.raw`\b(?:incall|outcall|in-call|out-call|gfe|pse|full service|happy ending|` +
    // bare "roses" only as a price: "how many roses", "roses for an hour" (ADR 148), not the garden's
    String.raw`\d+\s*roses|how many roses|roses\b(?=[^.!?]{0,40}\b(?:hour|hr|night|session|upfront|discreet|` +
    String.raw`generous|visit)\b)|donation|escort(?:ing| service)?|allowance|sugar daddy|` +
    String.raw`new girls|no cops|hh\b|qv\b|how much for (?:a|the|one) (?:night|hour)|` +
    // "all yours for" sells only for a price (round 17, ADR 215): "all yours for 200", "for the right price", not
    // "all yours for pizza" / "for dinner" (the speaker free for a plan)
    // (review, ADR 217) a price is also counted or measured out, whatever its slang ("for fifty", "for a pony",
    // "for a few 🌹", "for some compensation", "for a little generosity"); a plan is named bare or with "the"
    String.raw`pay me (?:for|\$|\d)|all yours for (?=[$£€]|\d|(?:\w+ ){0,2}(?:price|fee|donation|roses|cash|money|` +
    String.raw`hour|night|tip|gift|rate|hundred|thousand|grand|quid|buck|dollar|pound)s?\b|(?:a|an|some|any|one|two|` +
    String.raw`three|four|five|six|seven|eight|nine|ten|eleven|twelve|\w+teen|twenty|thirty|forty|fifty|sixty|` +
    String.raw`seventy|eighty|ninety|a few|a little|a small|a couple(?: of)?)\b|` +
    // … or for a plan with payment named after it ("for the evening, roses up front", "pay what i'm worth", "💸")
    String.raw`[^]{0,60}?(?:\bpa(?:y|id)\b|\broses?\b|\bcash\b|\bmoney\b|\btips?\b|\bworth\b|💸|💰|💵|🌹|[$£€]))|` +
    String.raw`come to your hotel|per meet)`,
);
const SOLICIT_AMOUNT =
  /[$£€]\s?\d|\b\d{2,4}\s?(?:roses|donation|for the night|an hour|\/hr|per hour|hh|qv|hr)\b|\b\d{2,4}\b/;
const SEXUAL_REQUEST = [
  re(
    String.raw`\bsend (?:me )?(?:some |a |your |more )?(?:nudes?|naked|pics? of your (?:body|` +
      String.raw`tits|boobs|ass|dick|cock|pussy)|nude)\b`,
  ),
  /\b(?:wanna|want to|do you want to) see my (?:dick|cock|tits|boobs|pussy|ass|body)\b/,
  /\bshow me (?:your|ur) (?:tits|boobs|ass|dick|cock|pussy|body|nipples)\b/,
  /\bwhat are you wearing\b[^]{0,40}\btake (?:it|them) off\b/,
  /\b(?:get on your knees|open your legs|sit on my face|touching myself|jerking off|jerk off)\b/,
  /\b(?:i'?m|im|i am) (?:so )?(?:hard|wet) (?:for you|thinking|right now)\b/,
  re(
    String.raw`\b(?:wanna|want to|gonna|going to|i'?ll|let me|i'?d|i would|can i|i need to|` +
      String.raw`come)\s+(?:\w+\s+)?fuck (?:me|you|u)\b|\bfuck me\b(?!\s*(?:up|over|sideways|` +
      String.raw`dead))|\bsuck (?:my|me)\b|\beat (?:you|me) out\b|\bride (?:me|you|my (?:face|dick|` +
      String.raw`cock))\b|\bbend you over\b|\bmake you cum\b`,
  ),
  /\b(?:dick|cock) pic\b/,
  // round 3 (ADR 100)
  re(
    String.raw`\b(?:good|great|amazing|fun|wild|a freak|freaky|nasty) in bed\b|\b(?:colou?r|kind) (?:is|are) ` +
      String.raw`(?:your|ur) (?:underwear|panties|bra|knickers|boxers|thong)|\bdescribe (?:your|ur) (?:body|` +
      String.raw`nipples|tits|boobs|pussy|dick|cock|ass)|\b(?:i'?m|im|i am) (?:lying |laying )?(?:naked|nude)\b|` +
      String.raw`\b(?:fuckable|bangable|smashable)\b|\bsee ` +
      String.raw`(?:you|u) (?:naked|nude|topless|in (?:your|ur) (?:underwear|lingerie|bra|panties))|\bhave my way ` +
      String.raw`with (?:you|u)\b|\b(?:wanna|want to|let'?s|lets) (?:sext|trade pics|swap pics|` +
      String.raw`trade nudes)\b|\bquick (?:hook ?up|fuck|shag|bang|smash)|\bjust (?:want|` +
      String.raw`looking for) (?:a )?(?:hook ?up|fuck|shag|smash|fwb)|\bsee what (?:i'?m|im|i am) packing|` +
      String.raw`\bcum (?:on|in|all over)\b|\blet me cum\b|\btaste (?:amazing|so good|sweet) down there|` +
      String.raw`\beat (?:you|u) (?:up|for breakfast)\b|\b(?:fun|fool around|mess around) in (?:my|the|your) ` +
      String.raw`(?:car|bed|room)\b[^.!?]{0,20}(?:;\)|😉|😏|tonight)`,
  ),
];
const STRONG_INSULT =
  String.raw`(?:ugly|fat|worthless|pathetic|disgusting|loser|whore|slut|bitch|cunt|retard(?:ed)?|` +
  String.raw`freak|pig|skank|hoe|twat|piece of shit|waste of space|cow|scum|waste of (?:oxygen|air|skin|sperm)|bimbo|` +
  String.raw`minger)`;
const HARASSMENT = [
  re(
    String.raw`\b(?:${YOURE}|you|u)\s+(?:such\s+|so\s+|a\s+|an\s+|fucking\s+|fkn\s+|stupid\s+|` +
      String.raw`ugly\s+|fat\s+|little\s+|dumb\s+|worthless\s+|fugly\s+|useless\s+|brainless\s+|disgusting\s+|` +
      String.raw`nasty\s+|filthy\s+|pathetic\s+){0,3}${STRONG_INSULT}\b`,
  ),
  re(
    String.raw`\b(?:nobody|no one|noone)\s+(?:will ever|would ever|will|wants|likes|loves|` +
      String.raw`cares about|would)\s+(?:\w+\s+)?(?:you|date you|love you|want you)\b`,
  ),
  re(
    String.raw`\b(?:shut up|answer me|reply|fuck you|fuck off)\b[^.!?]{0,12}\b(?:bitch|whore|` +
      String.raw`slut|cunt|twat|${STRONG_INSULT})\b`,
  ),
  new RegExp(
    // not a name someone else called the speaker or a third party: "some guy called me a fat cow, blocked him" (round
    // 16, ADR 205); "you fat cow", "i'd call you a fat cow" stay insults
    String.raw`(?<!\b(?:called|calling|calls|call|named|labelled|labeled) (?:me|her|him|us|them|my \w+) (?:an? )?)` +
      String.raw`\b(?:stupid|ugly|fat|dumb|worthless|fugly|brainless|useless|disgusting)\s+(?:bitch|slut|whore|cunt` +
      String.raw`|cow|pig|hoe|skank|twat|loser|bimbo|minger|freak)\b`,
  ),
  // the name someone else called a person, then aimed at the reader ("he called my sister a stupid slut and you're an
  // even bigger one", ADR 210)
  new RegExp(
    String.raw`\b(?:called|calling|calls|call|named) (?:me|her|him|us|them|my \w+) (?:an? )?(?:stupid|ugly|fat|dumb|` +
      String.raw`worthless|fugly|brainless|useless|disgusting)\s+\w+\b[^.!?]{0,60}\b(?:(?:you'?re|youre|you are|ur|` +
      String.raw`u r|so are (?:you|u)|and (?:you|u))\b(?:\s+(?:an?|such|even|the|one|bigger|worse|too|as|also)\b)?)`,
  ),
  /\bgo to hell\b/,
  re(
    String.raw`\b(?:i'?ll|i will)\s+keep (?:messaging|texting|making new accounts)\b|` +
      String.raw`\bnew accounts? until you\b|\bcan'?t (?:escape|hide from) me\b`,
  ),
  // round 5 (ADR 129): persistent unwanted contact, body shaming, degradation, intensified insults
  re(
    String.raw`\banswer me\b[^]{0,40}\banswer me\b|\bstop ignoring me\b|\b(?:can'?t|cant|cannot) ignore me\b|` +
      String.raw`\breply or (?:i'?ll|ill|i will|i'?m|else)\b|\bi know (?:you|u) (?:saw|read|seen|have seen|got) my ` +
      String.raw`(?:message|messages|text|texts|msg|msgs)\b`,
  ),
  re(
    String.raw`\b(?:made|make|making|created?|creating|opened) (?:a |another |a new |new )(?:account|profile)\b` +
      String.raw`[^.!?]{0,30}\bblock(?:ed)?\b|\bblocked me\b[^]{0,40}\b(?:new|another) (?:account|profile)\b`,
  ),
  re(
    String.raw`\b(?:you'?d|youd|you would|u would|ud) be (?:\w+ )?(?:pretty|hot|cute|fit|attractive|decent|` +
      String.raw`fuckable)\b[^.!?]{0,20}\bif (?:you|u) (?:lost|lose|dropped|drop)\b|\b(?:you|u) should be ashamed of ` +
      String.raw`(?:that|your|ur) (?:body|face|weight|self|looks)\b`,
  ),
  re(
    String.raw`\b(?:your|ur) (?:teeth|face|body|nose|skin|thighs|arms|belly|stomach|gut|tits|boobs|hair|legs|ass|` +
      String.raw`voice) (?:is|are|look|looks|r) (?:so |really |fucking |absolutely )?(?:disgusting|gross|hideous|ug` +
      String.raw`ly|` +
      String.raw`nasty|revolting|horrible|vile|rank|minging|busted|rotten|fat|saggy)\b`,
  ),
  re(
    String.raw`\b(?:you'?re|ur|you are|u r|youre) (?:way |far |much |so )?too (?:old|fat|ugly|saggy|wrinkly)\b` +
      String.raw`(?: and \w+)? (?:for|to be on) (?:this app|this|here|dating|anyone|me)\b|(?:ugly|fat|hideous|` +
      String.raw`flat chested|saggy|wrinkly|gross)\s*,\s*(?:hard )?(?:pass|next|ew+|yuck|no thanks)\s*[.!]*$`,
  ),
  re(
    String.raw`\b(?:you|u) look like (?:a |an )?(?:\w+ )?(?:thumb|troll|goblin|gremlin|pig|rat|ogre|toad|` +
      String.raw`whale|hippo|walrus|crackhead|meth head|corpse|skeleton|hag)\b|\b(?:your|ur) face ` +
      String.raw`(?:makes|made) me (?:sick|want to (?:puke|vomit|throw up)|puke|vomit)|\b(?:you|u) (?:make|makes) ` +
      String.raw`me (?:sick|want to (?:puke|vomit|throw up))\b`,
  ),
  re(
    String.raw`\b(?:you'?re|ur|you are|u r|youre) (?:a |an )?[0-4](?:\.\d)?\s*\/\s*10\b|\b(?:grateful|lucky|` +
      String.raw`thankful) (?:that )?(?:anyone|anybody|someone|any guy|any man|any woman|any girl|i) (?:even )?` +
      String.raw`(?:talks?|talked|spoke|replies|replied|messages?|messaged|looks?|looked|swiped|matched|bothers?|` +
      String.raw`bothered|wants?|gives?|gave)\b(?: (?:to|at|with) (?:you|u)| (?:you|u))\b`,
  ),
  re(
    String.raw`\b(?:you|u|ya|ur|you'?re|youre)\s+(?:a\s+|an\s+)?(?:fucking|fkn|fking|fuckin|effing|stupid)\s+` +
      String.raw`(?:\w+\s+)?(?:idiot|moron|muppet|clown|dickhead|prick|wanker|tosser|knobhead|dick|bellend|arsehole|` +
      String.raw`asshole|dumbass|jackass|imbecile|cretin)\b|\bget lost,? (?:you )?(?:ugly|fat|loser|freak|pig|cow|` +
      String.raw`skank)\b|\b(?:no ?one|nobody) asked (?:you|u)\b`,
  ),
  re(
    String.raw`\bno wonder (?:you'?re|ur|you are|u r|youre) (?:still )?(?:single|alone|lonely|divorced)\b|\bwho ` +
      String.raw`(?:would|could|will|'?d) (?:ever )?(?:date|love|want|fuck|touch|marry) (?:you|u)\b|\b(?:you'?re|ur|` +
      String.raw`you are|u r|youre) (?:such )?an? (?:disgrace|failure|embarrassment)\b`,
  ),
];
const MILD_INSULT = re(
  String.raw`\b(?:${YOURE})\s+(?:such\s+|so\s+|a\s+|an\s+){0,2}(?:idiot|stupid|dumb|moron|jerk|weirdo|clown)\b`,
);
const STALKING = re(
  String.raw`${NOT_QUOTED_TO_ME}(?:\b(?:i'?ve been|i have been|been|i am|i'?m|im) watching (?:you|your)\b|` +
    String.raw`\bi followed you\b|\bi saw you (?:at|with|leaving|yesterday|today|last night|` +
    String.raw`this morning)\b|\bi know where you (?:live|work|sleep|go)\b|` +
    String.raw`\bi found (?:where you live|your (?:house|address|work|job))\b)`,
);
/** "i know where you work … you told me": the reader's own words (round 12). */
const READER_TOLD_ME = re(
  // an ellipsis is a pause, not the end of the sentence ("i know where you live now... jk, you told me", ADR 215)
  // (review, ADR 217) the telling done and done to the speaker, its clause closed ("you told me", "you mentioned it
  // yesterday", "… on our first date"), not denied or turned ("you told me nothing", "you said it was a secret")
  String.raw`\bknow where (?:you|u) (?:live|work|stay|go)\b(?:[^.!?]|\.{2,}){0,40}?\b(?:you|u)(?:'ve| have)? ` +
    String.raw`(?:told me|tell me|showed me|mentioned it|said so)(?: (?:yourself|urself|yesterday|earlier|before|` +
    String.raw`once|last \w+|the other (?:day|night)|(?:on|at|in|over|when|during) [^.!?,]{1,30}?))?` +
    String.raw`(?=\s*(?:$|[.!?,;:…)]|\b(?:lol|lmao|haha\w*|remember|silly|dummy|jk)\b|` +
    // ADR 248: the place then named ("you told me it's the bakery on main street")
    String.raw`(?:it'?s|its|it is) (?:the|a|at|on|in|near|by)\b))`,
);
/** Menace beside known whereabouts: a demand, a visit, a warning, or the reader watched (review of round 12). */
const WHEREABOUTS_MENACE = re(
  String.raw`\b(?:saw (?:you|u)|seen (?:you|u)|watch\w*|window|follow\w*|your car|what time|alone|bedroom|` +
    String.raw`tonight|last night|when (?:you|u) (?:finish|leave|get home)|better|or else|see (?:you|u) there|` +
    String.raw`come (?:by|round|over|there|find|for)|visit|wait\w* ` +
    String.raw`(?:for|outside)|outside|ignore|block|answer|reply|regret|careful|remember (?:that|this)|i'?ll|i will|` +
    String.raw`gonna|going to|so don'?t|don'?t make|family|kids|boss)\b`,
);
/**
 * Where the speaker learnt the reader's whereabouts when it is no surveillance (ADR 229): an invitation, a card or a
 * parcel, a lift or a walk home, being a guest, or warmth about the evening ("thanks for the lovely evening", "see you
 * saturday"). Read only after a whereabouts finding, in an ongoing chat, and never with menace.
 */
const WHEREABOUTS_GIVEN = new RegExp(
  String.raw`\b(?:invit\w*|wedding|christmas card|birthday card|the card|parcel|package|(?:dropp\w*|drove|walk\w*) ` +
    String.raw`(?:you|u|me) (?:off|home|back|to)|the lift|having me|thanks?|thank (?:you|u)|lovely|cute|tour|host)\b|` +
    String.raw`\bsee (?:you|u) (?:on )?(?:(?:mon|tues|wednes|thurs|fri|satur|sun)day|the \d+)`,
);
/** Menace the round-12 list does not name, read beside a benign source: an ominous close, kin, the door, hiding. */
const WHEREABOUTS_MENACE_MORE = new RegExp(
  String.raw`\b(?:sleep (?:well|tight)|sweet dreams|see (?:you|u) (?:soon|around)|be seeing|for nothing|hid\w*|` +
    String.raw`use it|expect|(?:your|ur) (?:mum|mom|dad|sister|brother|parents|son|daughter|door|locks?)|strong|` +
    String.raw`weak|ghost\w*|unmatch\w*|if (?:you|u)|unless|or i|shame|pity|accidents?|something happen\w*)\b|` +
    String.raw`\bnow\b[^.!?]{0,30}\bwatch|🔪|😈|👀|${TERMS_ON_READER}`,
);
const isWhereaboutsFinding = (x: ContextSignal): boolean =>
  (x.kind === 'stalking' && /\bknow where\b/.test(x.evidence)) ||
  (x.kind === 'threat' && x.evidence.startsWith('where the reader or their family is'));
const STREET_NAME =
  String.raw`(?:(?!(?:the|and|for|you|off|out|outta|cos|get|got|way|this|that|with|from|into|its|` +
  String.raw`our|your|one|two|all|any|some|more|time|times|mins|min|hours|` +
  // ADR 195 (ADR 187's safe piece): a modal verb is no street name ("10/10 would road trip")
  String.raw`would|could|should|might|must)\s)[a-z]{3,}\s+){1,3}`;
const STREET = new RegExp(
  String.raw`\b(?:\d{1,5}[a-z]?\s+${STREET_NAME}(?:street|avenue|road|boulevard|lane|drive|` +
    String.raw`court|terrace|crescent|parkway|highway|square)|` +
    String.raw`\d{2,5}[a-z]?\s+${STREET_NAME}(?:st|ave|rd|blvd|ln|dr|ct|way|place|pl|close|pkwy|` +
    String.raw`hwy|sq))\b(?:\s*,?\s*(?:apt|apartment|unit|flat|#)\s*\w+)?`,
);
const DOX_FRAME = re(
  String.raw`\b(?:(?:her|his|their|your|this guy'?s|this girl'?s|his ex'?s?|her ex'?s?|` +
    String.raw`ex'?s?)\s+(?:home\s+|real\s+|new\s+)?address\b|lives (?:at|on)\b|(?:posted|leaked|` +
    String.raw`shared|found|got|have)\s+(?:your|her|his|their)\s+(?:home\s+)?address|` +
    String.raw`\bhome address is\b|i know (?:where )?you live|found (?:where you live|` +
    String.raw`her workplace|his workplace)|let'?s show up|go pay (?:her|him) a visit|pay (?:her|` +
    String.raw`him) a visit|following you home|followed you home)\b`,
);
const PROMO = re(
  String.raw`\b(?:click (?:here|the link|this|my link)|subscribe|sign up (?:now|free|today)|` +
    String.raw`join (?:free|now)|claim (?:your|now|it|the)|free (?:gift|iphone|cam|cams|trial|` +
    String.raw`entry|shows?)|promo code|use code|limited (?:time|offer)|link in (?:my )?bio|` +
    String.raw`win (?:a|an|free)|congratulations|you'?ve been selected|earn (?:money|\$|[0-9])|` +
    String.raw`make \$?\d+k? (?:a|per) (?:week|day|month)|work from home|crypto signals|\d+% off|` +
    String.raw`first month free|exclusive content|verified profiles|hot singles)\b`,
);

const PROMO_G = new RegExp(PROMO.source, 'g');

// Issue 15: harm the first version was never shown (phrased generally, not from any test set).
const TARGET = String.raw`(?:you|u|ya|ur|your|yourself|urself)`;
/** "If you don't answer, you'll regret it", "answer me or else", "you'll be sorry". */
const CONDITIONAL_THREAT = [
  // The condition is about how the reader treats the sender (answer, block, ignore, tell, ...):
  // "if you don't try the tiramisu you'll regret it" is not a threat.
  re(
    String.raw`\bif (?:you|u)\b\s+(?:[\w']+\s+){0,3}?(?:answer|reply|respond|text (?:me|back)|` +
      String.raw`call (?:me|back)|pick up|block|ignore|unmatch|ghost|leave (?:me|him|her)|` +
      String.raw`tell (?:anyone|anybody|someone|your|the|them|him|her)|report|say no|refuse|` +
      String.raw`do what i|listen to me|stop (?:talking|texting|replying|seeing)|see (?:him|her|` +
      String.raw`them|someone)|go out with|turn me down|reject|dump|` +
      String.raw`break up)\w*\b[^.!?]{0,50}?\b(?:you'?ll|you will|u will|ull|you'?re gonna|` +
      String.raw`you are going to|ur gonna|i'?ll|i will|ill|i'?m going to|im gonna|` +
      String.raw`i'?m gonna)\s+(?:\w+\s+){0,2}?(?:regret|be sorry|pay for|suffer|get hurt|` +
      String.raw`see what happens|wish you|find out what|end up (?:hurt|dead))`,
  ),
  re(
    String.raw`${NOT_QUOTED_TO_ME}\b(?:you'?ll|you will|u will|ull|you'?re gonna|` +
      String.raw`ur gonna)\s+(?:\w+\s+)?(?:regret (?:it|this|that|the day|ignoring|blocking|` +
      String.raw`leaving|unmatching)|be sorry|pay for (?:it|this|that)|suffer)\b`,
  ),
  re(
    String.raw`\b(?:answer|reply|respond|text|call|pick up|listen|do (?:it|what i say)|come back|` +
      String.raw`send (?:it|them|me))\b[^.!?]{0,25}\bor (?:else\b|you'?ll (?:see|regret|pay|` +
      String.raw`be sorry|find out)|i'?ll (?:hurt|find|come|make))|\b(?:block|ignore|unmatch|report|leave|` +
      String.raw`cross|test|disrespect|ghost|try) me\b[^.!?]{0,25}?\band (?:see what|` +
      String.raw`(?:i'?ll|ill|i will|you'?ll|you will|ull|u will)\b[^.!?]{0,10}?\b(?:end up|lose (?:teeth|an eye|` +
      String.raw`fingers|your teeth))|(?:i'?ll|ill|i will|` +
      String.raw`you'?ll|you will|ull|u will|you won'?t|u wont|i'?m|im)\b[^.!?]{0,20}?\b(?:find|hurt|kill|` +
      String.raw`make sure|come (?:for|after|to)|show up|end|wish|regret|wake|pull|break|smash|pay|see what))|` +
      String.raw`\b(?:keep (?:it|this|that) up|(?:talk|speak) to me like that again) and (?:you'?ll|you will|ull|` +
      String.raw`u will|i'?ll|ill|i will|see what)\b[^.!?]{0,25}?\b(?:end up (?:hurt|dead|in (?:a|` +
      String.raw`the) (?:ditch|hospital|grave|body bag|river))|lose (?:teeth|your teeth|an eye|fingers)|` +
      String.raw`get hurt|regret|be sorry|happens|` +
      String.raw`hurt|find|wish|pay|bleed)`,
  ),
];
/** Wishes of violence and of sexual violence against the reader. */
const VIOLENCE_WISH = re(
  String.raw`\b(?:i hope|hope|i wish|wish|someone should|somebody should|someone needs to|` +
    String.raw`somebody needs to|someone ought to|you deserve to|u deserve to|you deserve|` +
    String.raw`u deserve|ppl like you should|` +
    String.raw`people like you should)\b[^.!?]{0,30}?\b(?:rape[sd]?|raping|kill(?:s|ed)?\b(?!\s+(?:it|this|that)\b)|` +
    String.raw`punch(?:ed)?|slap(?:ped)?|smack(?:ed)?|kick(?:ed)?|a bullet|tortured?|lynch(?:ed)?|` +
    String.raw`murder(?:s|ed)?|beats?(?! (?:your|ur|the|my) (?:pr|record|time|score|personal best))|` +
    String.raw`beaten|stab(?:s|bed)?|shoots?|` +
    String.raw`(?<!\b(?:a|flu|booster|your|ur|the|good|big|another) )shot(?! at\b| of\b)|` +
    String.raw`hit by (?:a|an) (?:car|` +
    String.raw`bus|truck|train)|run over|die[sd]?|drown(?:s|ed)?|burns?|burned|choke[sd]?|` +
    String.raw`strangle[sd]?|assault(?:s|ed)?|get hurt|gets hurt|get raped|gets raped|get killed|` +
    String.raw`get what'?s coming|suffer)\b`,
);
const VIOLENCE_DIRECT = re(
  String.raw`\b(?:i'?ll|i will|ill|gonna|going to|i'?m going to|im gonna|i'?m gonna|` +
    String.raw`imma)\b[^.!?]{0,40}?\b(?:hurt|kill|stab|shoot|beat|rape|murder|strangle|choke|` +
    // "slap your ass" is sex talk, not violence
    String.raw`slap(?!\s+(?:your|ur)\s+(?:ass|arse|butt|bum|booty|cheeks)\b)|punch)\s+(?:you|u|ya|your)\b` +
    // "i'll shoot you a text" (ADR 148)
    String.raw`(?!\s+(?:at|in)\b|\s+${SENT_THING}\b)`,
);
/** "overdose on sunshine", "od on the buffet": a figure of speech, not the incitement (concepts.ts, ADR 288). */
const OD_FIGURATIVE_NOT = String.raw`(?!${OVERDOSE_ON_A_TREAT})`;
const SELF_HARM_MORE = re(
  // "let's just end it here", "we should just end it": the speaker and the reader ending a chat or a relationship
  // together, not the reader told to end their life (round 12)
  String.raw`\b(?<!\b(?:let'?s|let us|we|we should|we could|we can|shall we|maybe we)\s+)` +
    String.raw`(?:you should|u should|just|go|pls|please)\s+(?:just\s+)?(?:end it(?: all)?(?! with| between)|` +
    String.raw`end your (?:life|self)|jump off (?:a|the) (?:bridge|building|roof|balcony|cliff)|` +
    String.raw`hang yourself|slit your wrists|overdose${OD_FIGURATIVE_NOT}|stop breathing|unalive yourself)\b|` +
    String.raw`\bdo (?:everyone|us all|the world) a favou?r and (?:die|disappear|leave|kill|end|` +
    String.raw`stop existing)|\bnobody (?:would|will) (?:care|notice|miss you) if you (?:died|` +
    String.raw`were dead|killed yourself|disappeared|were gone)|\bthe world (?:would be|` +
    String.raw`is) better (?:off )?without you\b|\b(?:just )?unalive (?:yourself|urself)\b`,
);
/** The everyday-sense word of a drug ask an ailment explains ("pills"); never a named drug. */
const PILLS_FOR_AILMENT = /\bpills\b/;
const AILMENT_RE = re(AILMENT);
const LURE_WARNING_RE = re(LURE_WARNING);
const WARNING_CUE_RE = re(WARNING_CUE);
const OWN_CONTACT_RE = re(OWN_CONTACT);
/** Drug slang: solicitation ("who's got snow") and sale ("i sell za, dm me"). */
const DRUG_SLANG_CLEAR =
  String.raw`(?:za|zaza|percs?|perc 30s|m30s?|blues|xans?|bars|molly|mdma|coke|yayo|yay|blow|` +
  String.raw`shrooms|carts|oxys?|addys?|fent|fetty|ket|ketamine|lsd|acid tabs|tabs|lean|crystal|` +
  String.raw`ice|tina|dope|smack|h|oxy|pressies|pills|edibles|dabs|wax)`;
const DRUG_SLANG_VAGUE =
  String.raw`(?:snow|tree|trees|gas|loud|green|white|smoke|e|rolls|party favou?rs|candy|skittles|` +
  String.raw`bud|flower|weed|kush|pot|grass|herb|420)`;
const DRUG_ASK =
  String.raw`(?:who'?s got|who has|who got|anyone (?:got|have|has|selling)|any(?:one|` +
  String.raw`body) know where (?:i|to) (?:can )?(?:get|buy|cop|find)|where (?:can|do) i (?:get|` +
  String.raw`buy|cop|find)|tryna (?:cop|get|buy)|trying to (?:cop|buy)|looking to (?:cop|buy|` +
  String.raw`get)|looking for|need (?:a plug|some|to cop)|can (?:you|u) (?:get|hook me up with|` +
  String.raw`sell me)|sell me|hook me up with|cop some|u got|you got|do you (?:have|sell|` +
  String.raw`know where)|got any)`;
const DRUG_SELL =
  String.raw`(?:i sell|i'?m selling|im selling|selling|i got|got|i have|have|plug for|fresh|` +
  String.raw`new batch of|stocked up on|re-?upped on)`;
const DRUG_SLANG = [
  re(String.raw`\b${DRUG_ASK}\b[^.!?]{0,25}?\b${DRUG_SLANG_CLEAR}\b`),
  re(
    String.raw`\b${DRUG_SELL}\b[^.!?]{0,25}?\b${DRUG_SLANG_CLEAR}\b[^.!?]{0,40}?(?:\bhmu\b|` +
      String.raw`\bdm\b|\btext\b|\bhit me\b|\bfor sale\b|[$£€]\s?\d|\bcash\b|\bvenmo\b|` +
      String.raw`\bcashapp\b|\bdeliver\w*|\bavailable\b|\bprices?\b|\bmenu\b|\bplug\b|` +
      String.raw`\bif you want\b|\blmk\b)`,
  ),
];
const DRUG_SLANG_VAGUE_RE = [
  // round 3 (ADR 100): use offered, not named
  re(
    String.raw`\b(?:do|doing|did|snort|bump)\s+(?:a |some )?(?:lines?|bumps?)\b(?! (?:dance|dancing|of|from))|` +
      String.raw`\b(?:u|you) smoke\b[^.!?]{0,5}[^.!]{0,30}\b(?:get (?:u|you|ya) (?:a|an|some)|a half|a quarter|` +
      String.raw`an? (?:8th|eighth|zip|oz|ounce|g)\b)|\b(?:got|have|bring|brought)\b[^.!?]{0,20}\b(?:good |some )?` +
      String.raw`stuff\b[^.!?]{0,30}\bget (?:high|stoned|baked|blazed|lit|fucked up|wasted)|\b(?:do you|you|u|` +
      String.raw`wanna|want to|tryna) (?:party|pnp|chem)\b[^.!]{0,40}\b(?:get|got|bring|have)\b[^.!?]{0,15}\b(?:some|` +
      String.raw`charlie|tina|chems|g|snow|molly|party favou?rs)\b|\b(?:pnp|chemsex|chem ?fun|high (?:and|n|&) horny|` +
      String.raw`wanna get high|tryna get high)\b|\b(?:get|sell|got|have|do) (?:you |u |` +
      String.raw`ya )?[^.!?]{0,25}[$£€]?\d+\s?(?:a|per|for (?:a|an))\s?(?:gram|g|eighth|8th|zip|` +
      String.raw`oz|ounce|quarter)\b|\b(?:got|have|bring|brought)\b[^.!?]{0,20}\bparty favou?rs\b|\b(?:roll|` +
      String.raw`rolling)\b[^.!]{0,40}\b(?:molly|mdma|beans)\b|\bwho (?:sells|deals) (?:round|around|near) ` +
      String.raw`here\b`,
  ),
  re(
    String.raw`\b${DRUG_ASK}\b[^.!?]{0,20}?\b${DRUG_SLANG_VAGUE}\b[^.!?]{0,20}?(?:\b` +
      String.raw`for (?:tonight|the weekend|the party|later)\b|\bplug\b|\bhmu\b|\bdm\b|\bcash\b|` +
      String.raw`[$£€]\s?\d|\bto smoke\b|\bto roll\b|\bgrams?\b|\ban? (?:8th|eighth|zip|oz|ounce|` +
      String.raw`quarter|half|g)\b)`,
  ),
  re(
    String.raw`\b${DRUG_SELL}\b[^.!?]{0,20}?\b${DRUG_SLANG_VAGUE}\b[^.!?]{0,30}?(?:\bhmu\b|` +
      String.raw`\bdm\b|\bfor sale\b|[$£€]\s?\d|\bdeliver\w*|\bplug\b|\bper (?:g|gram|oz)\b|` +
      String.raw`\ban? (?:8th|eighth|zip|oz|ounce|quarter|half)\b)`,
  ),
];
/** Requests for nudes however spelt (the deobfuscated view turns "n00dz" into "noodz"). */
const NUDE_REQUEST = [
  re(
    String.raw`\b(?:send|show|drop|share|snap|trade|swap|dm|` +
      String.raw`pm)\b[^.!?]{0,25}?\b(?:n[o0u]{1,3}d[ezs3]{1,3}|nudies|nudez|naked|nakey|nekkid|` +
      String.raw`topless|bottomless|nsfw pics?|spicy pics?|lewds?)\b`,
  ),
  re(
    String.raw`\b(?:pics?|pictures?|photos?|selfies?|vids?|` +
      String.raw`videos?)\b[^.!?]{0,20}?\b(?:without (?:any |your |ur )?(?:clothes|clothing|a top|` +
      String.raw`your top|bra|panties|underwear)|with (?:no|nothing) on|in (?:your|` +
      String.raw`ur) (?:underwear|bra|panties|lingerie))`,
  ),
  /\bshow me (?:what'?s|whats|what is) (?:under|beneath)\b/,
  re(
    String.raw`\b(?:photo|pic|picture|video|vid|selfie)s? of (?:you|u|yourself|urself) in (?:the )?` +
      String.raw`(?:shower|bath|bed|underwear|lingerie|bikini)\b`,
  ),
  /\b(?:take (?:it|them|that|your \w+|ur \w+) off (?:for me|on cam)|strip for me|get naked for me|flash me)\b/,
];
/** Work-from-home / easy-money offers (a classic first step of recruitment scams). */
const EASY_MONEY = [
  // round 3 (ADR 100): pay per day / hour, jobs offered in chat, team recruiting, parcel reshipping
  re(
    String.raw`\b(?:earn|make|making|pull in|paid|pays?)\s+(?:up to\s+)?[$£€]?\d[\d,.]*k?\s?(?:\/|per |a |an )?` +
      String.raw`(?:daily|day|week|weekly|hour|hr)\b[^.!]{0,60}?(?:\bdm\b|\bmessage\b|\btext\b|whats ?app|telegram|` +
      String.raw`interested|\blink\b|\bjoin\b|from (?:home|your phone|ur phone)|no (?:experience|interview)|` +
      String.raw`part[- ]?time|online|\bapp\b)|\b(?:part[- ]?time|remote|online|home[- ]based|easy) ` +
      String.raw`(?:job|work|gig|position|opportunity)s?\b[^.!]{0,60}?\b(?:earn|make|pays?|paid|interested|` +
      String.raw`\bdm\b|message me|no (?:experience|interview))|\b(?:join my team|looking for (?:people|partners|` +
      String.raw`members) to)\b[^.!?]{0,60}\b(?:earn|income|money|profit|online)|\b(?:receive|reship|forward|` +
      String.raw`repackage)\w* (?:packages|parcels|deliveries)\b[^.!?]{0,30}(?:\bpay|\bpaid|[$£€]?\d|\bat home|` +
      String.raw`\bwant in)|\bpays? (?:people|you|u)\s+[$£€]?\d+[^.!?]{0,40}\b(?:just to|for (?:receiving|doing))|` +
      String.raw`\bwork ?from ?home\b[^.!]{0,40}\b(?:earn|[$£€]?\d+\s?(?:\/|per |a )(?:day|week|hour))|` +
      String.raw`\b(?:weekly|monthly) allowance\b|\ballowance of [$£€]?\d+|\bbless (?:you|u) with [$£€]?\d+|` +
      String.raw`\b(?:your|ur) (?:bank (?:details|login|account number)|card (?:number|details)|routing number|` +
      String.raw`ssn|social security number|(?:online )?banking (?:login|password))\b|\b(?:receive|accept|cash) ` +
      String.raw`(?:a |some )?(?:money|payments?|transfers?|checks?|cheques?) (?:for me|on my behalf|` +
      String.raw`into (?:your|ur) ` +
      String.raw`account)|\b(?:pay|cover|help with|send (?:me )?money for) (?:for )?(?:my|the) (?:flight|ticket|` +
      String.raw`plane ticket|train ticket|bus ticket|visa|gas|uber|petrol|travel)\b[^.!]{0,30}\b(?:to (?:come|see|` +
      String.raw`visit|meet)|so i can (?:come|see|visit|meet))|\b(?:interested in|want to (?:learn|know) (?:how|` +
      String.raw`about)) (?:making|earning) (?:money|extra (?:money|cash|income)|cash|income)`,
  ),
  re(
    String.raw`\b(?:earn|make|making|made|pull in|` +
      String.raw`bring in)\b[^.!?]{0,20}?(?:[$£€]\s?\d[\d,.]*k?|\d[\d,.]*\s?(?:k|grand|dollars|` +
      String.raw`bucks|usd|pounds|euros?))\b[^.!?]{0,40}?\b(?:from home|working from home|` +
      String.raw`from (?:my|your|ur) (?:phone|couch|bed)|online|part[- ]?time|no experience|` +
      String.raw`a (?:day|week) doing|passive income|without leaving)`,
  ),
  re(
    String.raw`\b(?:work(?:ing)? from home|home based|remote) (?:job|opportunity|gig|position|` +
      String.raw`business)\b[^.!?]{0,60}?\b(?:interested|dm|message|text|whats\s?app|telegram|` +
      String.raw`sign up|join|apply|link)`,
  ),
  re(
    String.raw`\b(?:want|wanna) (?:me to )?(?:show|teach) (?:you|u) how\b[^.!?]{0,30}?\b(?:earn|` +
      String.raw`make|profit|money|income|\$)|\b(?:earn|make|profit|money|income|` +
      String.raw`[$£€]\d)[^.!?]{0,60}?\b(?:want|wanna) (?:me to )?(?:show|teach) (?:you|u) how\b`,
  ),
];
/** Identities members describe themselves by (round 5, ADR 129). */
const IDENTITY =
  String.raw`(?:black|gay|lesbian|bi|bisexual|pan|pansexual|queer|trans|transgender|non-?binary|enby|muslim|` +
  String.raw`jewish|sikh|hindu|christian|deaf|disabled|autistic|blind|wheelchair user|immigrant|asian|latina|latino|` +
  String.raw`latinx|mixed race|femme|asexual|intersex|hard of hearing|dyke)`;
/**
 * Self-descriptions the text model alone does not hold (guardian-engine.ts reads it under its first name): children,
 * divorce or an adult age (not about minors); and, round 5 (ADR 129), the speaker's own identity said with pride
 * ("Black and proud", "proud trans woman", "queer af"), support ("trans rights are human rights") or talk about
 * racism and slurs. Only the text model's non-hard finding is lowered, and only when no rule found anything.
 */
export const FAMILY_SELF_DESCRIPTION = re(
  String.raw`\b(?:i'?m|im|i am|as an?|being|proud(?:ly)?|openly)\s+(?!not\b|no\b)(?:an?\s+)?(?:proud\s+|openly\s+)?` +
    String.raw`(?:\w+\s+)?${IDENTITY}\b|^\s*(?:\w+\s*,\s*)?${IDENTITY}\s*(?:,|af\b|and (?:proud|happy|thriving|` +
    String.raw`looking|single|tired|fabulous|out)\b)|\b${IDENTITY}\s+and\s+proud\b|\b${IDENTITY} af\b|\b(?:trans|gay|` +
    String.raw`black|human|disabled|women'?s|lgbtq?\+?) rights are human rights\b|\bblack lives matter\b|\bpride ` +
    String.raw`(?:month|parade|march)\b|\blove my (?:people|culture|heritage)\b|\b(?:racism|homophobia|transphobia|` +
    String.raw`bigotry|discrimination|slurs)\b|\b(?:i'?m|im|i am)\s+(?:actually\s+|really\s+)?(?:1[89]|[2-9]\d)\s*` +
    String.raw`(?:[,.!?]|$)|\bhigh school (?:drama|sweetheart|reunion|days|memories|musical|friends?|movies?)\b|` +
    String.raw`\bback (?:when|in) (?:i was )?(?:in )?high school\b|` +
    String.raw`\b(?:just )?turned (?:1[89]|[2-9]\d)\b(?! ?(?:min|%))|` +
    String.raw`\b(?:my|our)\s+(?:\d{1,2}\s?(?:yo|y\/o|year old|yr old|-year-old)\s+)?(?:kids?|` +
    String.raw`sons?|daughters?|children|child|boys|girls|twins|little ones?|stepkids?|stepson|` +
    String.raw`stepdaughter|niece|nephew|grandkids?|students|pupils|class)\b|\b(?:divorced|` +
    String.raw`widowed|single (?:mom|dad|mum|parent)|mom of|mum of|dad of|father of|mother of)\b|` +
    String.raw`\bi (?:teach|coach|tutor)\b|\b(?:i'?m|im|i am)\s+(?:1[89]|[2-9]\d)\s*(?:,|and\b|but\b|years? old|yo\b)`,
);
const HARD_DRUG_WORD = new RegExp(String.raw`\b${HARD_DRUGS}\b`);

// ------------------------------------------------------------------------------------------------
// Issue 15, second round (ADR 054). Written from general knowledge of how each harm is phrased in
// chat — registers, slang, euphemism — never from the challenge set. Each family has a trigger
// group below whose words every match contains.
const YOU_T = String.raw`(?:you|u|ya|yu)`;
/** "hunt you down a copy of that book": a thing fetched for the reader (not a second time, a grave, your schedule). */
const HUNT_FOR_YOU =
  String.raw`down\s+(?:a|an|some)\s+(?!(?:\w+\s+)?(?:time|times|night|day|grave|coffin|body ?bag|bullet|knife|gun|` +
  String.raw`beating|lesson)\b)(?![^.!?]{0,30}\b(?:your|ur)\b)\w+`;
/** Violence promised to the reader in street or euphemistic phrasing. */
const THREAT_MORE = [
  re(
    String.raw`\b(?:i'?ll|ill|i will|i'?m gonna|im gonna|i'?m going to|im going to|gonna|imma|` +
      String.raw`ima|we'?ll|we will|my (?:boys|brothers?|friends|cousins?|guys|people) (?:will|` +
      String.raw`gonna|are gonna|are going to))\s+(?:\w+\s+){0,2}?(?:(?:fuck|mess|beat|` +
      String.raw`rough)\s+${YOU_T}\s+up|(?:cut|slash|shank|stab|shoot|pop|smoke|clip|bash|stomp|` +
      String.raw`torch|choke|drown|strangle|murder|kill|end|bury|blind|disfigure|hurt|finish|` +
      String.raw`hunt)\s+${YOU_T}\b(?!\s+(?:at|in|with|a|an|some|up|out|off|later|tomorrow|` +
      String.raw`a text|a message|a line|${HUNT_FOR_YOU}))|hunt ${YOU_T} (?!${HUNT_FOR_YOU})down|` +
      String.raw`track ${YOU_T} down|(?:break|smash|` +
      String.raw`bash|cave|kick|knock|punch|slash|cut|slit|snap)\s+(?:your|` +
      String.raw`ur)\s+(?:\w+\s+)?(?:face|head|skull|teeth|legs?|arms?|neck|jaw|nose|knees?|` +
      String.raw`throat|tyres|tires|windows?|ribs|bones?|fingers|hands?|kneecaps?)|` +
      String.raw`ruin your life|make your life (?:a )?(?:hell|living hell|miserable))`,
  ),
  re(
    String.raw`\b(?:your days are numbered|count your days|six feet under|in a body bag|` +
      String.raw`catch (?:these|my) hands|run up on ${YOU_T}\b|catch ${YOU_T} (?:outside|alone|` +
      String.raw`slipping|lacking)|something (?:bad|terrible|nasty) (?:will|is going to|gonna|` +
      String.raw`is gonna) happen to (?:${YOU_T}|your|ur)|${YOU_T}(?:'ll| will| ll|ll) (?:get|` +
      String.raw`have) what'?s coming|${YOU_T} won'?t see it coming|(?:i'?ll|i will|` +
      String.raw`ill) make (?:sure )?${YOU_T} (?:regret|suffer|bleed|pay|disappear)|(?:put|` +
      String.raw`send) ${YOU_T} in (?:the|a) (?:hospital|ground|grave|morgue|coffin|wheelchair)|` +
      String.raw`${YOU_T}(?:'re| are| r|r)? (?:not|never) (?:going to be|gonna be) safe|` +
      String.raw`${YOU_T} (?:won'?t|will not|aren'?t gonna) (?:see|make it to|` +
      String.raw`live to see) (?:tomorrow|the morning|another day|the weekend|your birthday)|` +
      String.raw`don'?t make me (?:hurt|come (?:over|there|find)|find|show up|get (?:violent|` +
      String.raw`physical)|use (?:my|the))|` +
      // round 3 (ADR 100): written from the dev set's families, not the challenge set
      String.raw`see what i (?:do|will do|'?ll do|can do) to (?:${YOU_T}|ur|your)|deserve (?:a|the) bullet|` +
      String.raw`catch(?:in'?|ing)? (?:a |some )?(?:bullets?|a beating|a fade|hands)|(?:be )?lucky if ` +
      String.raw`${YOU_T} (?:can )?(?:still )?(?:walk|stand|see|breathe|wake up)|who'?s laughing when ` +
      String.raw`${YOU_T}(?:'re| are| r)? in (?:the )?(?:hospital|ground|grave|a wheelchair|a coffin)|` +
      String.raw`pray (?=(?:i|we) (?:never|don'?t) ` +
      String.raw`(?:find|catch|see) ${YOU_T})|bring a helmet|(?:say|do|try) (?:that|it|this) (?:again|` +
      String.raw`one more time) and ` +
      String.raw`(?:i'?m|im|i'?ll|ill|i will|you'?ll|ull|u will|see what)|${YOU_T}(?:'re| are| r)? (?:gon|gonna|` +
      String.raw`going to|bout to) get (?:smoked|popped|clapped|stabbed|merked|bodied)|` +
      String.raw`beat the (?:living )?(?:daylights|life|shit|crap|hell) out of|` +
      String.raw`wish (?:${YOU_T}|u) (?:were|was) (?:dead|never born)|${YOU_T}(?:'re| are| r)? (?:going to|gonna|` +
      String.raw`gon) (?:bleed|suffer)|wring (?:your|ur) (?:\w+ )?neck|(?:choke|squeeze|beat) the life out of|` +
      String.raw`never (?:feel|be) safe again|(?:and|or) ${YOU_T} (?:won'?t|will not|wont|never) wake up|` +
      String.raw`(?:bat|knife|bullet|gun|blade|crowbar|hammer|machete|brick) with (?:your|ur) name on it|` +
      String.raw`pay for what ${YOU_T} (?:said|did|done)|${YOU_T}(?:'re| are| r)? dead meat\b|` +
      String.raw`mark my words\b[^.!?]{0,20}\b(?:hurt|regret|pay|sorry|dead)|` +
      String.raw`${YOU_T}(?:'ll| will| ll|ll) (?:end up (?:in a (?:ditch|body bag|grave|river|hospital)|` +
      String.raw`dead|hurt))|(?:see|watch|make) ${YOU_T} bleed|(?:i'?m|im|i am) (?:breaking|smashing|` +
      String.raw`stabbing|snapping|slashing) (?:your|ur) (?:\w+ )?(?:legs?|arms?|face|head|jaw|neck|nose|teeth|` +
      String.raw`skull|knees?|fingers|ribs|hands?)|know (?:which|what) (?:gym|school|office|bar|street|building|` +
      String.raw`route|house|flat|floor) ${YOU_T} (?:go|use|work|live|take|train|get)\w*\b[^!?]{0,20}\b(?:see ` +
      String.raw`${YOU_T} there|watch|waiting)|(?:i'?ll|ill|i will|gonna|going to) find (?:out )?where ${YOU_T} ` +
      String.raw`(?:live|work|sleep|stay))`,
  ),
  re(
    String.raw`\b(?:${YOU_T}|u) (?:better|had better|'d better|` +
      String.raw`best)\b[^.!?]{0,40}\bor (?:else\b|i'?ll (?:hurt|find|come|make|kill|end|show)|` +
      String.raw`ill (?:hurt|find|come|make|kill|end|show)|you'?ll (?:regret|be sorry|pay|` +
      String.raw`get hurt|see what happens))`,
  ),
  re(
    String.raw`\b(?:knife|gun|blade|acid|glock|pistol)\b[^.!?]{0,25}\b(?:for|on|at|in|` +
      String.raw`with your name on it for) (?:${YOU_T}|your face|your name)\b`,
  ),
];
/** Sexual violence aimed at the reader (threat, wish or endorsement). */
/** A favour the speaker promises the reader: advice, recommendations, memes, food, a makeover (round 12). */
const FAVOUR_PROMISED = re(
  String.raw`\b(?:advice|tips|recommendations?|recs|playlists?|songs?|memes?|puns?|jokes?|updates|photos of my|` +
    String.raw`pics of my|makeup|make-up|hair|nails|cake|cookies|soup|dinner|cook\w*|bak\w*|feed\w*|knit\w*|` +
    String.raw`hydrat\w*|sunscreen|vitamins|book (?:list|recs?)|reading list|` +
    // ADR 248: a hand promised with a chore ("I promised to help you move", "helping you pack")
    String.raw`help(?:ing)? (?:you|u) (?:move|pack|paint|unpack|carry|build|decorate|revise|study)|moving (?:day|house))\b`,
);
/** What keeps "whether you like it or not" coercive: the body, the bed, a visit, force, being taken or owned. */
const BODY_OR_VISIT = re(
  String.raw`\b(?:mine|bed|bedroom|body|touch\w*|kiss\w*|naked|sex\w*|fuck\w*|strip\w*|hold|force\w*|take (?:you|u)|` +
    String.raw`have (?:you|u)|come (?:over|round|to yours|to your)|coming (?:over|round|to yours|to your)|` +
    String.raw`your (?:place|` +
    String.raw`house|door|home)|wait\w* for (?:you|u)|outside|alone|drunk|drink|tonight|` +
    // harm in the same breath keeps a promised chore coercive ("help you move, straight into a ditch"; ADR 254)
    String.raw`ditch|grave|hospital|hurt\w*|kill\w*|bury\w*|dead|die|break\w*|smash\w*|bleed\w*|burn\w*)\b`,
);
const SEXUAL_VIOLENCE = re(
  String.raw`\b(?:(?:rape|raping|r4pe|grape|molest|grope|sexually assault|assault|` +
    String.raw`sa)\s+(?:${YOU_T}|ur|your|her|him)\b|force myself (?:on|onto|into) ${YOU_T}|` +
    String.raw`force ${YOU_T} to (?:have sex|sleep with|suck|fuck|do it|take it|strip)|(?:drug|` +
    String.raw`spike|roofie|roofy)\s+(?:${YOU_T}|your drink|ur drink|your drinks)|` +
    String.raw`slip (?:something|smth|a pill|a roofie|roofies|` +
    String.raw`a little something) in(?:to)? (?:your|ur) drink|(?<!\bproud\b[^.!?]{0,40})whether (?:${YOU_T}|u) (?:` +
    String.raw`like|` +
    String.raw`want) it(?= or not)|even if ${YOU_T} (?:say no|scream|cry|beg)|even if ${YOU_T}(?= don'?t want)|` +
    // a treat the reader can't say no to is an offer of food (ADR 257), unless force follows in the sentence
    String.raw`${YOU_T} (?:won'?t|wont|can'?t|cant) (?:be able to )?(?:say no(?!\s+${SAY_NO_TREAT}` +
    String.raw`(?![^.!?]{0,80}\b(?:alone|drunk|once (?:you'?re|ur|i get)|in my (?:car|bed|room|flat|place)|` +
    String.raw`tied|pinned|hands|body|whether|` +
    // a spiked drink and its aftermath (round-22 review): slip / put something in / spike / special, a reader who
    // won't remember or can't speak, "I'll make sure of that", "then you're mine"
    String.raw`slip\w*|spik\w*|put (?:something|smth|stuff) in|something (?:special |extra )?in (?:it|there|ur|your)|` +
    String.raw`special (?:brownies?|cookies?|cakes?|gumm\w+|sweets|punch|drinks?)|` +
    String.raw`(?:won'?t|wont|not) (?:even )?remember|(?:won'?t|wont|can'?t|cant) (?:be able to )?(?:say anything|` +
    String.raw`speak|move|stand|resist|stop me)|make sure of (?:it|that)|(?:you'?re|ur|you are|u r) mine)\b))|` +
    String.raw`fight me off)|` +
    String.raw`no (?:won'?t|wont|isn'?t|is not) (?:be )?an (?:option|answer)|` +
    String.raw`take what i want from ${YOU_T}|${YOU_T}(?:'re| are| r)? (?:asking for|` +
    String.raw`begging for) (?:it|to be (?:raped|taken))|${YOU_T} (?:deserve|need|want|` +
    String.raw`asked) (?:to (?:be|get) )?(?:raped|assaulted|molested)|deserves? to (?:be|` +
    String.raw`get) (?:raped|assaulted|molested)|(?:gang|group) ?rap(?:e|ed|ing)|` +
    String.raw`(?:put|slip|drop|pour)\s+(?:something|smth|stuff|a pill|pills|a roofie|roofies|` +
    String.raw`a little something)\s+in(?:to)? (?:your|ur) drinks?|hold ${YOU_T} down|held down and used|` +
    String.raw`(?:down|tied up|pinned) and ${YOU_T}(?:'ll| will| ll|ll) take it\b|no (?=(?:doesn'?t|` +
    String.raw`does not|dont) mean (?:anything|no|shit|` +
    String.raw`a thing))|${YOU_T} (?=won'?t have (?:a|any) (?:choice|say))|` +
    String.raw`make ${YOU_T} do (?:things|stuff|it)(?= ${YOU_T} (?:don'?t|dont) want)|` +
    String.raw`tie ${YOU_T} up(?= and (?:not|never|won'?t) stop)|` +
    String.raw`take it from ${YOU_T}(?= if (?:you|u) (?:won'?t|wont|don'?t|dont) give)|stop (?:fighting|` +
    String.raw`struggling|resisting)(?: me)?\b[^.!?]{0,30}` +
    String.raw`\b(?:want|force|like it)|want me to force ${YOU_T}|force (?:myself )?(?:on|into) ${YOU_T})\b`,
);
/** Incitement to self-harm: imperative, rhetorical or "better off dead" phrasing. */
const SELF_HARM_EXTRA = re(
  String.raw`\b(?:why (?:don'?t|dont|not) (?:${YOU_T} )?(?:just )?(?:die|kill (?:yo)?urself|` +
    String.raw`end it|off (?:yo)?urself|disappear forever)|(?:you should|u should|go|just|pls|` +
    String.raw`please|why don'?t you|why dont u)\s+(?:just\s+|go\s+|and\s+)?(?:(?:kill|hang|` +
    String.raw`drown|cut|starve|shoot|hurt|off|end|delete|unalive|neck|rope|poison|` +
    String.raw`burn)\s+(?:yo)?urself|jump (?:off (?:a|the) (?:bridge|building|roof|balcony)|` +
    String.raw`in front of (?:a|the) (?:train|bus|car|truck))|(?:overdose|od)${OD_FIGURATIVE_NOT}|` +
    String.raw`stop existing|` +
    String.raw`swallow (?:all|a bottle|the bottle)|take (?:all|a bunch of|` +
    String.raw`the whole bottle of) (?:your |ur |the )?(?:pills|meds))|(?:you'?d|u'?d|you would|` +
    String.raw`ud) be better off dead|${YOU_T} (?:are|r|'re) better off dead|commit (?:suicide|` +
    String.raw`die|sewer ?slide|toaster ?bath|neck rope)|cut (?:deeper|(?:yo)?urself again)|` +
    String.raw`(?:no one|nobody|noone) (?:would|will|is going to|gonna) (?:care|notice|cry|` +
    String.raw`come to your funeral) if (?:${YOU_T}|u) (?:died|were dead|were gone|` +
    String.raw`killed (?:yo)?urself|disappeared|vanished|ended it)|the world (?:needs|` +
    String.raw`would be better with) (?:one less|less of) (?:${YOU_T}|people like you)|` +
    String.raw`${YOU_T} (?:don'?t|dont|do not) deserve to (?:live|exist|breathe|be alive)|` +
    String.raw`${YOU_T} (?:should(?:n'?t| not)|shouldnt) (?:be alive|exist|have been born)|(?:do|` +
    String.raw`doing) (?:us|everyone|the world) (?:all )?a favou?r and (?:die|disappear|leave|` +
    String.raw`kill|end|stop)|rope(?:'?s| is) (?:cheap|free|\$)|if i were (?:you|u),? i'?d (?:kill|hang|end|` +
    String.raw`off) myself|` +
    String.raw`(?:^|[.!?]\s*)(?:just\s+|go\s+)?(?:end|off|unalive|hang|neck|rope|delete) (?:yo)?urself|` +
    String.raw`throw (?:yo)?urself (?:in front of|off|under) (?:a|the)|(?:just|go|should|pls|please) ` +
    String.raw`(?:just )?(?:disappear|go away) (?:forever|permanently)(?=\s*(?:[.!]|$))|` +
    String.raw`the world (?=(?:doesn'?t|does not) need ` +
    String.raw`(?:${YOU_T}))|slit (?:your|ur) wrists|(?:no ?one|nobody|noone) ` +
    String.raw`(?:wants|needs) (?:${YOU_T}) (?:alive|to live|to exist|breathing|around anymore)|(?:everyone|` +
    String.raw`everybody|` +
    String.raw`the world|we|people) (?:would|will|'?d) be (?:happier|better off|better) (?:if|when) ` +
    String.raw`(?:${YOU_T}) (?:killed (?:yo)?urself|died|were dead|were gone|ended it)|waste of ` +
    String.raw`(?:oxygen|air|space)\b[^.!?]{0,20}\bdo (?:us|everyone|the world) (?:all )?a favou?r)\b`,
);
/** Speaker says they are under 18 in other words. */
const MINOR_SELF = [
  re(
    String.raw`\b(?:i'?m|im|i am)\s+(?:still\s+|only\s+|just\s+)?(?:not (?:18|eighteen|legal|` +
      String.raw`of age)(?: yet)?|under ?(?:age|18|eighteen)${NOT_AGE_UNIT}|underage|a minor|` +
      String.raw`too young for (?:this app|here|dating apps?)|(?:a\s+)?(?:high ?schooler|` +
      String.raw`middle ?schooler|(?:[6-9]|1[0-2])th grader|(?:freshman|sophomore|` +
      String.raw`junior) in high ?school|hs (?:freshman|sophomore|junior))|(?:only |just |` +
      String.raw`still )?(?:a )?young teen)\b`,
  ),
  re(String.raw`\b(?:i'?ll|ill|i will|i'?m gonna|im gonna)\s+(?:be|turn)\s+(?:18|eighteen)\s+(?:next|in|soon|this)\b`),
  re(String.raw`\b(?:i|i'?m|im)\s+(?:lied|lying|lie) about my age\b`),
  re(
    String.raw`(?:^|[\s,(])(?<!\b(?:my|our|his|her|their)\s)(?:1[2-7](?:f|yo|y\/o)|[fm]\/?1[2-7]|` +
      String.raw`1[2-7]\/[fm])(?=$|[\s,.!?)])`,
  ),
  re(String.raw`\b(?:doing|studying for|sitting|revising for) my (?:gcses|sats|psats|mocks)\b`),
  // round 3 (ADR 100)
  re(
    String.raw`\b(?:${ME}\s+(?:only\s+|just\s+|still\s+)?(?:thirteen|fourteen|fifteen|sixteen|seventeen)|` +
      String.raw`${ME}\s+1\s?(?:[2-7]|three|four|five|six|seven)\s*(?:yo|years? old|yrs? old|y\/o)|` +
      String.raw`${ME}\s+1(?:three|four|five|six|seven))\b${NOT_AGE_UNIT}`,
  ),
  re(String.raw`(?:^|[.!?,]\s*)(?:i\s+)?(?:only\s+|just\s+)turned\s+${MINOR_NUM}\b${NOT_AGE_UNIT}`),
  re(String.raw`\bnot (?:18|eighteen|legal) yet\b`),
  re(
    String.raw`\b(?:i'?ll|ill|i will|i'?m gonna|im gonna)\s+(?:finally\s+|only\s+|just\s+)?(?:be|turn)\s+` +
      String.raw`(?:1[3-7]|thirteen|fourteen|fifteen|sixteen|seventeen)\b${NOT_AGE_UNIT}`,
  ),
  re(String.raw`\b(?:got|have|'ve got|taking|writing) my (?:gcses|sats|psats|mocks)\b`),
  re(String.raw`\b(?:till|until|til|untill) (?:i'?m|im|i am|i turn) (?:18|eighteen)\b${NOT_AGE_UNIT}`),
  re(
    String.raw`\b(?:don'?t|dont|do not) care (?:that|if|how old) (?:${YOURE}|you'?re) (?:only |just )?` +
      String.raw`${MINOR_NUM}\b|\b(?:${YOURE}|you'?re) (?:only|just) ${MINOR_NUM}\b[^.!?]{0,20}\b(?:after all|` +
      String.raw`secret|don'?t tell|come over|who cares)|\bkeep (?:it|this|us) (?:a )?secret\b[^]{0,40}\b` +
      String.raw`${MINOR_NUM}\b(?!\s*(?:mins?|minutes|hours|days))`,
  ),
];
const MINOR_CLAIMS = [MINOR_AGE_NUM, MINOR_AGE_SCHOOL, MINOR_SELF];
/**
 * A scam told, not run (round 16, ADR 205): someone else — a scammer, a fake profile, "some account", a match —
 * asked, claimed or tried something of the speaker or a friend, and the member reports, warns or refused ("a match
 * asked me to buy him gift cards, obvious scam, reported", "someone asked me for my verification code, i didn't give
 * it"). The gift-card, scam-story and money findings are set aside only when nothing in the message asks the reader
 * to buy, send or pay ("… reported them. can you buy me one instead?" stays held).
 */
const SCAM_TOLD_ACTOR = re(
  String.raw`\b(?:scammers?|catfish\w*|fake (?:profiles?|accounts?)|bots?|someone|somebody|` +
    String.raw`some (?:guy|girl|man|woman|account|profile|creep|random|bloke|dude)|` +
    String.raw`(?:a|this|that|the) (?:guy|girl|man|woman|profile|match|scammer|account|bloke|dude)\b[^.!?]{0,30}` +
    String.raw`|a profile called\b[^.!?]{0,30})\b[^.!?]{0,45}\b(?:asked|asking|asks|kept asking|wanted|claiming|` +
    String.raw`claimed|said (?:he|she|they) (?:was|were|needed)|tried|trying)\b`,
);
const SCAM_TOLD_CUE = re(
  String.raw`\b(?:reported|report(?:ing)? (?:it|them|him|her|the)|blocked|heads up|be careful|careful out there|` +
    String.raw`watch out|beware|stay safe|psa|fyi|obvious(?:ly)? (?:a )?scam|known scam|(?:so|super|well|proper) ` +
    String.raw`sketchy|red flag|i (?:didn'?t|did not|never|won'?t|wouldn'?t) (?:give|send|pay|buy|do)|` +
    String.raw`i (?:laughed|refused|declined|said no|ignored)|(?:is|was) (?:that|this|it) a (?:known )?scam)\b`,
);
/**
 * The reader asked to pay, buy, send or hand over a credential, or to get, grab, lend, tell or help with something
 * ("could you grab me a steam card", ADR 210): anywhere in the message, an ask the told story does not excuse.
 */
const READER_ASKED = re(
  String.raw`\b(?:you|u)\s+(?:(?:can|could|should|need to|have to|must|gotta|will|to)\s+)?(?:just\s+)?` +
    String.raw`(?:buy|send|pay|transfer|wire|venmo|give|lend|cover)\b|(?:^|[.!?,]\s*)(?:(?:please|pls|just|so|` +
    String.raw`now|can|could)\s+)?(?:buy|send|pay|transfer|wire|venmo|cash ?app|give|lend) (?:me|us|him|her|` +
    String.raw`them|it|a|an|some|the|my|\d|[$£€])|\byour (?:code|card number|card details|login|password|pin)\b|` +
    String.raw`\b(?:you|u)\s+(?:(?:can|could|would|will|to)\s+)?(?:just\s+)?(?:get|grab|lend|tell|help|spot|front|` +
    String.raw`read|share)\b`,
);
/**
 * The told story is confined to its clauses (ADR 210): a clause outside it — no third-party actor, no report or
 * refusal cue — that turns to the reader (you / u / a question), names money, a code, a link, an investment or asks
 * for help keeps every scam finding ("… obvious scam, reported. anyway could you grab me a steam card").
 */
const SCAM_STORY_SPLIT = /[.!?;,\u2026\n]+(?!\d)|\b(?:anyway|anyways|btw|but|ok so|also|oh and|ps)\b/;
/** The reader as the third party's next target ("they might try you too") is a warning, not an ask. */
const SCAM_READER_WARNED = /\b(?:they|he|she|it|someone|somebody|scammers?)\s+(?:\w+\s+){0,2}(?:you|u|ya)\b/g;
const SCAM_CLAUSE_ASK = re(
  String.raw`\b(?:you|u|ya|your|ur|yours)\b|\?|[$£€]|\d{2,}|\b(?:need|needs|lend|loan|borrow|help me|spot me|` +
    String.raw`front me|owe|rent|bills?|money|cash|funds|card|cards|code|pin|link|platform|invest\w*|crypto|` +
    String.raw`bitcoin|trading|profit\w*|returns|account|bank|transfer|wire|grab me|get me|buy me|send me|pay)\b`,
);
function scamAskOutsideStory(v: string): boolean {
  for (const clause of v.split(SCAM_STORY_SPLIT)) {
    if (!clause || !/\w/.test(clause)) continue;
    if (SCAM_TOLD_ACTOR.test(clause) || SCAM_TOLD_CUE.test(clause)) continue;
    if (SCAM_CLAUSE_ASK.test(clause.replace(SCAM_READER_WARNED, ' '))) return true;
  }
  return false;
}
const SCAM_KINDS: ReadonlySet<ContextSignalKind> = new Set(['gift_card', 'scam_narrative', 'money_request']);
function isScamFinding(s: ContextSignal): boolean {
  return SCAM_KINDS.has(s.kind);
}
/** Sexual interest in minors, or reaching the reader's children. */
const MINOR_SEXUAL = re(
  String.raw`\b(?:i (?:like|love|want|prefer)|into|looking for)\s+(?:them\s+)?(?:really\s+|` +
    String.raw`very\s+)?(?:young|younger|little|underage|teen|preteen)\s+(?:ones|girls?|boys?|` +
    String.raw`teens?|kids?|bodies)\b|\bschool ?(?:girls?|boys?)\b[^.!?]{0,30}\b(?:hot|sexy|` +
    String.raw`turn me on|horny|naked|nudes?|pics?|uniform)|\b(?:your|ur) (?:little|kid|` +
    String.raw`baby) (?:sister|brother|sis|bro|cousin)\b[^.!?]{0,40}\b(?:pics?|hot|sexy|send|` +
    String.raw`alone|naked|nudes?)\b|` +
    // round 3 (ADR 100)
    String.raw`\b(?:pics?|photos?|pictures?|nudes?|naked|videos?)\b[^.!?]{0,20}\b(?:your|ur) (?:little|kid|` +
    String.raw`baby|younger) (?:sister|brother|sis|bro|cousin)\b|\b(?:your|ur) (?:kids?|child|children|sons?|` +
    String.raw`daughters?|stepdaughter|stepson)\b[^.!?]{0,40}\b(?:naked|nude|nudes|in (?:a|her|his) ` +
    String.raw`(?:bikini|underwear|bath)|sexy|fuckable)\b|\bi (?:like|love|prefer) (?:them|em) ` +
    String.raw`(?:young|younger|little)\b|\b(?:young|younger) (?:girls?|boys?|ones)\b[^.!]{0,30}\b(?:really|very|` +
    String.raw`super) young\b|\b(?:fun|play|date|meet|sex|fuck|hook up) with (?:a )?school ?(?:girls?|boys?)\b|` +
    String.raw`\b(?:any|looking for|want|into|like) (?:girls?|boys?|teens?) (?:under|below|` +
    String.raw`younger than) (?:1[0-8]|eighteen|` +
    String.raw`sixteen|fifteen|fourteen)\b`,
);
/** Disclosure threats: telling / showing someone in the reader's life. Extortion with a demand. */
const DISCLOSE_THREAT = [
  re(
    String.raw`\b(?:i'?ll|ill|i will|gonna|going to|i'?m going to|im gonna|` +
      String.raw`i'?m gonna)\s+(?:\w+\s+){0,2}?(?:tell|show|send (?:it|them|this|everything|` +
      String.raw`these|those)? ?to|email|message|text|dm|call|inform|contact|expose (?:you|` +
      String.raw`u) to)\s+(?:\w+\s+){0,3}?(?:your|ur)\s+(?:wife|husband|family|boss|employer|work|` +
      String.raw`parents|mom|mum|dad|kids|friends|followers|girlfriend|boyfriend|partner|fiance|` +
      String.raw`fiancee|church|coworkers|colleagues|hr|contacts|manager|landlord|ex)\b`,
  ),
  re(
    String.raw`\b(?:would be a (?:shame|pity)|imagine|what would|` +
      String.raw`how would)\b[^.!?]{0,40}\b(?:your (?:wife|husband|family|boss|parents|friends|` +
      String.raw`followers|employer|kids|partner|coworkers|colleagues|mom|mum|dad)|everyone|` +
      String.raw`the internet|people at your \w+)\b[^.!?]{0,30}\b(?:saw|see|seeing|found out|` +
      String.raw`find out|knew|know|got (?:a copy|these|them))`,
  ),
  re(
    String.raw`\b(?:everyone|everybody|all your (?:friends|followers|contacts)|your (?:family|` +
      String.raw`boss|wife|husband|friends|parents))\s+(?:will|is gonna|are gonna|is going to|` +
      String.raw`are going to|gonna)\s+(?:see|know|find out|get (?:a copy|them|it|these))\b`,
  ),
  re(
    String.raw`\bi (?:have|got|saved|kept|recorded|screen ?recorded|screenshotted|captured|` +
      String.raw`downloaded|still have)\s+(?:\w+\s+){0,3}?(?:nudes?|naked \w+|pics|pictures|` +
      String.raw`photos|every (?:photo|pic|picture|video|nude)|videos?|vids?|recordings?|screenshots?|` +
      String.raw`screen ?caps?|our (?:call|chat|` +
      String.raw`video|facetime|sexting|calls))\b|\bi (?:screen ?)?recorded (?:you|u|our|` +
      String.raw`the (?:video )?call|everything)\b`,
  ),
];
const EXTORT_DEMAND = re(
  String.raw`\b(?:my (?:terms|demands)|pay|send|transfer|venmo|wire|cash ?app|zelle|paypal|give me|bitcoin|btc|` +
    String.raw`crypto|gift ?cards?|more (?:pics|nudes|photos|videos)|do (?:what i say|as i say)|` +
    String.raw`money|\$|£|€|\d+ ?(?:dollars|bucks|usd|pounds|euros?|k\b))`,
);
const EXTORT_COERCION = re(
  String.raw`\b(?:or(?: else)?|unless|otherwise|if (?:you|u) (?:don'?t|dont|do not|refuse|` +
    String.raw`won'?t|wont|block|ignore|report)|before|by (?:tonight|tomorrow|midnight|friday|` +
    String.raw`monday|the end of)|within|(?:you|u) (?:have|got) (?:\d+|one|two|three|twenty)|` +
    String.raw`deadline|last chance|clock is ticking|my (?:terms|demands)|you'?ll do (?:what|whatever|as) i)\b`,
);
const PAY_OR_EXPOSE = re(
  String.raw`\b(?:pay|paying|send|sending|transfer|venmo|wire|give me|run me|` +
    String.raw`gift ?cards?)\b[^.!?]{0,50}?\b(?:or(?: else)?|` +
    String.raw`otherwise|unless|before)\b[^.!?]{0,40}?\b(?:post|share|send|leak|tell|show|expose|` +
    String.raw`(?:messag|email|text|dm|call)\w* (?:your|ur|every)|your (?:mum|mom|dad|boss|work|` +
    String.raw`girlfriend|boyfriend|partner|kids|` +
    String.raw`ex|employer|colleagues|coworkers|church|school|followers|contacts)|ya pics|` +
    String.raw`upload|publish|everyone|everybody|your (?:wife|family|boss|friends|husband|` +
    String.raw`parents)|the internet|online|go(?:es)? (?:viral|public|out))`,
);
/** Drug sale / solicitation: a drug word with a transaction word close by (both directions). */
const DRUG_CLEAR_WORDS =
  String.raw`(?:cocaine|yayo|nose candy|8 ?ball|eight ?ball|mdma|xans?|xanax|zann?ies|benzos|` +
  String.raw`percs?|percocets?|oxys?|oxycodone|roxys?|m30s?|fent|fentanyl|fetty|heroin|meth|` +
  String.raw`ketamine|ket|special k|lsd|shrooms|mushies|dmt|ghb|addys?|adderall|codeine|vyvanse|ritalin|` +
  String.raw`pingers|pingas|nangs|2cb|mephedrone|mcat(?! (?:prep|study|exam|score|test|books?))|meow meow)`;
const DRUG_SOFT_WORDS =
  String.raw`(?:weed(?! ?(?:killers?|whackers?|eaters?|control)\b| in (?:my|the|our|your) (?:garden|yard|lawn|drive|` +
  String.raw`patio))|za|zaza|kush|carts|dabs|thc|edibles|ganja|pre-?rolls?|420)`;
const DRUG_VAGUE_WORDS =
  String.raw`(?:molly|coke|blow|charlie|tina|crystal|shards|pills|blues|tabs|acid|pot|grass|loud|` +
  String.raw`exotics?|snow|smack|lean|joints?|blunts?|party favou?rs|gas|powder|rolls|yay|${BEANS_NOT_FOOD})`;
const DRUG_TX_WEAK =
  String.raw`(?:sell|selling|sold|buy|buying|cop|copping|score|scoring|pick ?up|re-?up|plug|` +
  String.raw`connect|supplier|dealer|hook (?:me|you|u|us) up|hmu|dm me|got (?:some|any|that)|` +
  String.raw`have (?:some|any)|any(?:one|body)? (?:got|have|holding)|holding|can (?:you|u|i|` +
  String.raw`we) get|get (?:me|you|u|us) some|bring (?:some|any)|sort (?:me|you|u) out|` +
  String.raw`deliver\w*|drop ?off|front (?:me|you|u)|menu|prices?|per (?:g|gram|oz|pill|tab)|` +
  String.raw`a gram|grams|an? (?:8th|eighth|quarter|half|zip|oz|ounce|g|bag|baggie|pack|point|` +
  String.raw`ball)|[$£€]\s?\d|cash|venmo|cashapp|discreet|in stock|supply|who'?s got|` +
  String.raw`where (?:can|do) i (?:get|find|buy)|need (?:some|a plug)|looking for (?:some|` +
  String.raw`a plug)|tryna (?:get|cop|buy)|where (?:i|to) (?:can )?(?:get|find|buy|cop|grab|score)|grab some|` +
  String.raw`(?:i|he|she|they|we) deal\b|dealing(?! with)|sort (?:me|you|u|us) out|my (?:guy|man|dude|` +
  String.raw`plug) (?:has|got|sells|can get)|` +
  String.raw`(?:i )?can get (?:us|you|u|me|ya) (?:some|a)|link (?:you|u) up|dm (?:me )?for|available)`;
const DRUG_TX_STRONG =
  String.raw`(?:sell|selling|cop|copping|re-?up|plug|supplier|dealer|hmu|dm me|holding|` +
  String.raw`front (?:me|you|u)|per (?:g|gram|oz|pill|tab)|a gram|grams|an? (?:8th|eighth|` +
  String.raw`quarter|half|zip|oz|ounce|g|bag|baggie|point|ball)|[$£€]\s?\d+\s?(?:a|per|each|for)|` +
  String.raw`in stock|who'?s got|anyone (?:got|holding|selling)|where (?:can|do) i (?:get|find|` +
  String.raw`buy|cop)|need a plug|looking for a plug|tryna (?:cop|score)|where (?:i|to) (?:can )?(?:get|find|` +
  String.raw`buy|cop|grab|score)|(?:i|he|she|they|we) deal\b|dealing(?! with)|sort (?:me|you|u|us) out|` +
  String.raw`my (?:guy|man|dude|plug) (?:has|` +
  String.raw`got|sells|can get)|dm (?:me )?for (?:prices|the menu|menu)|` +
  String.raw`(?:\w+ ){0,2}available\b[^.!?]{0,15}\bdm|who (?:sells|deals) (?:round|around|near) here)`;
const drugNear = (word: string, tx: string, gap: number) =>
  re(
    String.raw`(?<![a-z])${tx}(?![a-z])[^.!?]{0,${gap}}?\b${word}\b|` +
      String.raw`\b${word}\b[^.!?]{0,${gap}}?(?<![a-z])${tx}(?![a-z])`,
  );
const DRUG_CLEAR_TX = drugNear(DRUG_CLEAR_WORDS, DRUG_TX_WEAK, 30);
const DRUG_SOFT_TX = drugNear(DRUG_SOFT_WORDS, DRUG_TX_WEAK, 30);
const DRUG_VAGUE_TX = drugNear(DRUG_VAGUE_WORDS, DRUG_TX_STRONG, 25);
/**
 * The drug word of each expression above on its own: every match of drugNear(word, …) contains one, so where it
 * is absent the expression (whose transaction words are everyday: "got", "need", "want") need not run. Exact.
 */
const DRUG_CLEAR_WORD = re(String.raw`\b${DRUG_CLEAR_WORDS}\b`);
const DRUG_SOFT_WORD = re(String.raw`\b${DRUG_SOFT_WORDS}\b`);
const DRUG_VAGUE_WORD = re(String.raw`\b${DRUG_VAGUE_WORDS}\b`);
const drugNearIfWord = (word: RegExp, near: RegExp, views: string[]) =>
  views.some((v) => PREFILTER.test(word, v)) ? firstNotNegated(near, views) : null;
/** Off-platform lures: asking for or giving contact details, or blaming the app to move elsewhere. */
const CONTACT_ITEM =
  String.raw`(?:(?:phone|cell|mobile|whatsapp|real|personal|private)\s+)?(?:number|digits|cell|` +
  String.raw`contact|contact info|email|e-mail|socials?|snap(?:chat)?|sc|insta(?:gram)?|ig|` +
  String.raw`handle|telegram|tele|tg|kik|whats ?app|wa|line id|wechat|discord|skype|signal)`;
const OFF_PLATFORM_MORE = [
  re(
    String.raw`\b(?:what'?s|whats|wats|what is|give me|gimme|send me|send|drop|share|` +
      String.raw`can i (?:get|have)|could i (?:get|have)|may i (?:get|have)|got|do (?:you|` +
      String.raw`u) have|leave me|pass me|text me)\s+(?:me\s+)?(?:your|ur|ya|` +
      String.raw`yr)\s+${CONTACT_ITEM}\b(?!\s+(?:one|1|two|three|of)\b)|` +
      String.raw`\b(?:are you|r u|you|u) on (?:snap(?:chat)?|insta(?:gram)?|ig|telegram|whats ?app|kik|tiktok|` +
      String.raw`discord|signal|wechat)\b(?=\s*\?)|\b(?:do you|you|u) (?:have|got|use) (?:a |an )?(?:snap(?:chat)?|` +
      String.raw`insta(?:gram)?|ig|telegram|whats ?app|kik|discord|signal|wechat)\b(?=\s*\?)`,
  ),
  re(
    String.raw`\b(?:my|here'?s my|heres my|this is my)\s+${CONTACT_ITEM}(?:\s*(?::|=|->)\s*\S|` +
      String.raw`\s+(?:is\s+|-\s*)?(?:[@+(]|\d)|\s+is\s+[a-z0-9_.]*[\d_.][a-z0-9_.]*[a-z0-9])`,
  ),
  re(
    String.raw`\b(?:this app|the app|this site|on here|this thing|vibeline|tinder|bumble|` +
      String.raw`hinge)\b[^.!?]{0,30}\b(?:glitch\w*|buggy|bugs|sucks|crash\w*|deleting|delete|` +
      String.raw`not working|keeps? (?:crashing|logging|kicking)|expir\w*|cancel\w*|` +
      String.raw`won'?t let me|rarely|never check|barely|hardly|` +
      // "text" / "message" after a determiner is the noun ("let's hope my message goes through", round 16, ADR 205)
      String.raw`subscription)\b[^.!?]{0,60}\b(?:(?<!\b(?:my|your|ur|the|this|that|a|an|our) )(?:text|message)|` +
      String.raw`add|reach|contact|call|chat|talk|` +
      String.raw`number|email|whats ?app|snap|telegram|kik|insta|ig|hangouts|line|elsewhere|` +
      String.raw`somewhere else)`,
  ),
  re(
    String.raw`\b(?:talk|chat|text|continue (?:this|the conversation|our chat)|move (?:this|` +
      String.raw`our chat)|speak|take (?:this|it))\s+(?:\w+\s+){0,2}?(?:somewhere else|elsewhere|` +
      String.raw`off (?:this|the) (?:app|site)|outside (?:this|the) app|on another app|` +
      String.raw`somewhere (?:more )?private|to (?:a|another) (?:better|private|` +
      String.raw`different) (?:app|platform))\b|` +
      // round 3 (ADR 100): a reason to leave the app, then the way out (a lure even in a mutual chat)
      String.raw`\b(?:(?:rarely|hardly|barely) (?:on|use|check) (?:here|this app|this site|the app)|(?:deleting|` +
      String.raw`closing|leaving) (?:my|this) (?:account|profile|app)|(?:my )?(?:subscription|membership|premium) ` +
      String.raw`(?:ends|expires|runs out|is ending|is up)|(?:this|the) app (?:reads|monitors|watches|spies|censors)|` +
      String.raw`(?:more|much) (?:private|secure)|(?:easier|faster) (?:to (?:talk|chat|reply)|reply|` +
      String.raw`there))\b[^.!]{0,60}` +
      String.raw`\b(?:add|text|message|reach|contact|call|chat|talk|number|email|whats ?app|snap|telegram|kik|insta|` +
      String.raw`ig|signal|line|discord|hangouts)\b|\b(?:add|text|message|reach|contact|call|hit|find|` +
      String.raw`dm)\b[^.!]{0,40}` +
      String.raw`\b(?:on|via|at)\b[^.!]{0,25}\b(?:(?:it'?s |its )?more private|faster reply|easier there|` +
      String.raw`(?:rarely|hardly|barely) (?:on|check) here|deleting (?:my|this))`,
  ),
  re(
    String.raw`\b(?:hmu|hit me up|find me|add me|follow me|dm me|msg me|message me|text me|slide (?:in|into) my dms|` +
      String.raw`reach me|contact me)\s+(?:on|at|via|@)\s+(?:my\s+)?(?:[@+]|\d|te[li1]e?gr[a@]m|` +
      String.raw`wh?[a@]t?s+ ?[a@]pp?|sn[a@]p|1g|ig|k[i1]k|insta|line|signal|discord|email|gmail|` +
      String.raw`hangouts)`,
  ),
  re(String.raw`\b(?:text|call|ring|whatsapp|phone)\s+(?:me|my cell|my phone)\s+(?:at|on)\s+[+(]?\d[\d\s().-]{6,}\d`),
];
/**
 * A story alone ("my dad worked on an oil rig", "stuck at the airport for 6 hours", "the customs queue") is
 * not a scam; with money or a plea for help it is (round 5, ADR 131).
 */
const NARRATIVE_STORY = new RegExp(
  String.raw`^(?:oil rig|deployed|peacekeep|army doctor|un doctor|widow|inheritance|customs|gold|stuck|lottery|` +
    String.raw`gemstone|overseas|my agent|(?:my (?:\w+ )?)?broker)`,
);
/** The speaker's own situation now ("i'm deployed in syria", "i work on an oil rig"): the classic opener. */
const STORY_NOW = re(
  String.raw`\b(?:i'?m|im|i am|i work|currently|right now)\b[^.!?]{0,30}\b(?:oil rig|deployed|peacekeep|` +
    String.raw`army doctor|un doctor|widow(?:ed|er)? (?:ship|captain|engineer|doctor|surgeon)|overseas contract)`,
);
const MONEY_CUE = re(
  String.raw`[$£€]\s?\d|\d\s?(?:k|grand|dollars|bucks|usd|pounds|quid|euros?)\b|\b(?:money|cash|fees?|charges?|pay|` +
    String.raw`paying|send|wire|transfer|loan|lend|funds|bank|western union|bitcoin|crypto|usdt|gift ?cards?|itunes|` +
    String.raw`account|release|help me|help out|can (?:you|u) help|could (?:you|u) help|invest\w*|need|needs|please|` +
    String.raw`pls|plz)\b`,
);
/** An investment word is a pitch when it is aimed at the reader or promises returns (ADR 131)... */
const INVEST_PITCH = re(
  String.raw`\b(?:you|u|ya|your|ur|yourself|join|sign up|signup|deposit|profits?|returns?|earn\w*|double\w*|` +
    String.raw`guaranteed|want in|get in|interested|link|dm|minimum|withdraw\w*|mentor|signals?|\d+x|` +
    String.raw`mak(?:e|es|ing) [$£€]?\d+k?|\d+k? (?:a|per|every) (?:day|week|month))\b|\d\s?%`,
);
/** ... and not when the speaker warns about it or lost money on it. */
const INVEST_SCEPTIC = re(
  String.raw`\b(?:lost|losing|dodgy|never again|volatile|careful|rip ?off|ponzi|pyramid|(?:got|was|were|get|` +
    String.raw`getting) scammed|scammers?|shut up)\b`,
);
/** Scams beyond the first version, one expression each: */
/** ... investment pitches ("crypto trading platform", "guaranteed daily profits"). */
const SCAM_INVEST = re(
  String.raw`\b(?:forex|binary options?|crypto (?:mining|investment|trading|wallet|exchange|` +
    String.raw`app|platform|signals)|mining pool|liquidity mining|usdt|trading (?:app|account|` +
    String.raw`signals|platform|mentor|expert|bot)|insider (?:tip|info)|(?:pig|` +
    String.raw`investment) (?:platform|plan|package)|(?:i|we) (?:can|could) (?:teach|show|help|` +
    String.raw`guide) (?:you|u) (?:how )?(?:to )?(?:invest|trade|make money|earn|profit)|` +
    String.raw`invest\w*\b[^.!?]{0,40}\b(?:double|guaranteed|daily profits?|\d+\s?% (?:a|per|` +
    String.raw`every|daily|weekly|monthly)|\d+x)|(?:profit|returns?|earnings?|` +
    String.raw`roi)\b[^.!?]{0,20}\b(?:daily|a day|per day|every day|weekly|per week|in a week|` +
    String.raw`guaranteed)|flip (?:your|ur|yo) [$£€]?\d+|turn (?:your|ur) [$£€]?\d+k? into|` +
    String.raw`[$£€]?\d+ (?:into|to) [$£€]?\d+k? (?:on|with|in|through) (?:cash ?app|crypto|bitcoin|my|the)|` +
    String.raw`(?:portfolio|account|investments?) (?:is |are |went |was )?up \d+\s?%|` +
    String.raw`add (?:you|u) to (?:the|my|our) (?:vip |trading |investment |signals? )?(?:group|channel)|` +
    String.raw`grow (?:your|ur) (?:savings|money|portfolio|investment)\b[^.!?]{0,20}\b(?:\d+x|fast|` +
    String.raw`quick\w*|guaranteed|overnight)|\d+x (?:your|ur) (?:money|savings|` +
    String.raw`investment)|show (?:you|u) (?:my|the|our) (?:trading )?(?:` +
    String.raw`profits?|gains))`,
);
/** ... verification-code theft ("send me the 6 digit code you just got"). */
const SCAM_CODE = re(
  String.raw`\b(?:send|give|tell|read|share|forward|text)\s+(?:me\s+)?(?:the|that|your|ur|a|` +
    String.raw`this)\s+(?:(?:\d[- ]?digit|six[- ]?digit|verification|verify|security|` +
    String.raw`confirmation|google voice|otp|login|sms|whats ?app|activation)\s+(?:code|pin)|` +
    String.raw`otp)\b|\b(?:the|that) code (?:you|u) (?:just )?(?:got|received|get)\b|\bcode\b[^.!?]{0,40}?` +
    String.raw`\b(?:read|send|text|tell|forward|give) (?:it|that|the code|them) (?:back )?to me\b`,
);
/** ... money help asked of a match ("can you help me with rent", "lend me $200"). */
const SCAM_MONEY_HELP = re(
  String.raw`\b(?:can|could|would|will) (?:you|u) (?:please |pls |` +
    String.raw`plz )?(?:help me (?:out )?(?:with|pay|cover)|lend me|loan me|spot me|pay for|` +
    String.raw`buy me)\b[^.!?]{0,30}?(?:[$£€]\s?\d|\b(?:money|cash|\d+ ?(?:dollars|bucks|` +
    String.raw`pounds|euros|usd)|rent|bills?|ticket|flight|fees?|gas|groceries|phone bill|` +
    String.raw`hospital|surgery|medicine|medical|visa|passport|taxes|customs)\b)|\b(?:can|` +
    String.raw`could|would|will) (?:you|u) (?:please |pls |` +
    String.raw`plz )?send me\b[^.!?]{0,25}?(?:[$£€]\s?\d|\b(?:money|cash|\d+ ?(?:dollars|bucks|` +
    String.raw`pounds|euros|usd))\b)|\b(?:lend|loan|spot|front) me\s+(?:like\s+|about\s+|just\s+)?[$£€]?\d{2,}\b`,
);
/** ... prizes and account lures ("claim your prize", "your account will be suspended"). */
const SCAM_PRIZE = re(
  String.raw`\b(?:you(?:'ve| have)? (?:won\b(?!'t| me\b| my\b| us\b| (?:this|that|the) (?:argument|game|round|` +
    String.raw`debate|bet))|been chosen|been selected)|claim your (?:prize|` +
    String.raw`reward|winnings|gift)|your (?:account|profile) (?:will be|has been|is|` +
    String.raw`was) (?:suspended|locked|deleted|deactivated|closed|flagged)|` +
    String.raw`verify (?:yourself|urself)\b[^.!?]{0,40}(?:site|link|\$|fee|pay|\.com|app)|` +
    String.raw`verify your (?:account|identity|profile|age) (?:here|at|on|via|by|now|with|` +
    String.raw`through)|(?:get|be|getting) verified\b[^.!?]{0,40}(?:\b(?:site|link|fee|costs?|` +
    String.raw`pay|click)\b|\$|\.com)|(?:safe ?date|dating safety|verification) (?:id|code|` +
    String.raw`site|link|certificate))`,
);
/** ... get-rich hustles ("passive income ... dm me"). */
const SCAM_HUSTLE = re(
  String.raw`\b(?:side hustle|passive income|be your own boss|financial freedom|` +
    String.raw`make money online|earn (?:money )?(?:from|at) home|no experience (?:needed|` +
    String.raw`required)|get rich|quick money|easy money|` +
    String.raw`fast cash)\b[^.!]{0,60}\b(?:interested|dm me|message me|text me|join|sign up|` +
    String.raw`link|whats ?app|telegram|i can (?:show|teach|help)|let me (?:show|teach)|` +
    String.raw`want (?:in|to (?:know|learn))|ask me how)\b`,
);
/** Unsolicited sexual content in everyday words (counts as a sexual request). */
const SEXUAL_MORE = [
  re(
    String.raw`\b(?:dtf|down to fuck|(?:wanna|want to|tryna|trying to|let'?s|lets)\s+(?:\w+\s+and\s+)?(?:smash|` +
      String.raw`bang|fuck|fool around|get laid|have sex|sleep together)|(?:netflix|` +
      String.raw`come over) and chill|one night stand|no strings (?:attached )?(?:fun|sex)|` +
      String.raw`friends with benefits|fwb|nsa (?:fun|sex)|sex tonight|quick (?:fuck|shag)|` +
      String.raw`booty call)\b`,
  ),
  re(
    String.raw`\b(?:i (?:want|wanna|need|would love|'?d love|can'?t wait) to|let me|gonna|` +
      String.raw`i'?m going to|i'?ll|ill|i'?d|id)\s+(?:\w+\s+){0,2}?(?:lick|spank|suck|finger|` +
      String.raw`undress|strip|pound|rail|ride|fuck|smash|bang|eat you out|` +
      String.raw`bend you over)\s+(?:you|u|ur|your|that)\b`,
  ),
  re(
    String.raw`\b(?:your|ur)\s+(?:\w+\s+)?(?:tits|titties|boobs|nipples|ass|butt|booty|pussy|` +
      String.raw`cock|dick|thighs|body|lips|mouth)\b[^.!?]{0,30}\b(?:on my (?:face|dick|cock|lap|` +
      String.raw`bed)|around my|taste|lick|suck|grab|squeeze|sit on|bounce|ride|wrap|fuck|spank|` +
      String.raw`naked|bare)\b`,
  ),
  re(
    String.raw`\b(?:i'?m|im|i am)\s+(?:so\s+|really\s+)?(?:horny|naked right now|` +
      String.raw`touching myself|rock hard|dripping|throbbing)\b|\bmake me (?:so )?(?:horny|hard|` +
      String.raw`wet)\b`,
  ),
  re(
    String.raw`\b(?:how big is (?:your|ur) (?:dick|cock|package)|what (?:size|cup) (?:bra|` +
      String.raw`are your (?:tits|boobs))|(?:want|wanna|need|suck|ride|taste|` +
      String.raw`see)\s+(?:\w+\s+)?(?:this|my)\s+(?:dick|cock|pussy|tits)|sit on my (?:face|lap|` +
      String.raw`dick|cock)|spread (?:your|ur|them) legs|bend over for me|on your knees for me)\b`,
  ),
  re(
    String.raw`\b(?:sen+d|show|drop)\b[^.!?]{0,15}\b(?:pics?|pictures?|photos?|selfies?|` +
      String.raw`vids?)\s+of\s+(?:your|ur)\s+(?:body|ass|butt|bum|chest|boobs|tits|feet|legs|` +
      String.raw`thighs|cleavage|bulge|package)\b`,
  ),
];

// ------------------------------------------------------------------------------------------------
// Trigger words. Each detector's regular expressions can only match text that contains one of its
// group's words (checked by hand against every alternative; context.test.ts compares with the
// ungated detectors on the corpus). One automaton pass over the message finds every group present,
// so ordinary chat skips most regular expressions.
const TRIGGER_GROUPS = {
  threatPrefix: ['ll', 'gonna', 'going to', 'coming to', "i'd", 'id', 'imma', 'ima'],
  threatVerb: [
    'kill',
    'murder',
    'hurt',
    'stab',
    'shoot',
    'strangle',
    'rape',
    'punch',
    'smash',
    'cut',
    'bury',
    'end',
    'break your',
    'beat',
    'find you',
    'come for',
    'get you back',
    'burn',
  ],
  threatOther: ['dead', 'watch your back', 'regret', 'eye open', 'what happens', 'pay', 'i have', 'your '],
  terror: ['bomb', 'blow up', 'shoot up', 'join '],
  selfHarm: ['kyss', 'urself', 'kys', 'die', 'drop dead', 'bleach', 'miss you', 'better without you'],
  minorNum: ['1', 'twelve', 'teen'],
  school: ['grade', 'school', 'junior high', 'year', 'hs'],
  minorOther: ['tell your', 'young', 'just a number'],
  leak: [
    'want me to',
    'shame',
    'pity',
    'hit',
    'end up',
    'will be',
    'gonna be',
    'every ',
    'stay between',
    'what i have',
    'share',
    'post',
    'send',
    'leak',
    'expose',
    'show',
    'publish',
    'release',
    'upload',
    'forward',
    'spread',
    'put',
    'go',
    'your ',
    'everyone',
    'everybody',
    'everywhere',
    'online',
    'internet',
    'social media',
    'facebook',
    'instagram',
    'the world',
    'tag',
  ],
  possession: ['i have', 've got', 'i got', 'i saved', 'i recorded', 'i screenshot', 'i kept'],
  email: ['@', '(at)', '[at]', ' at '],
  // Every EMAIL match holds "@", "dot" (the "(dot)" / " dot " spellings) or a mail provider's name
  // (the "name at gmail.com" spelling): the expression, which tries every position, runs only then.
  emailPart: ['@', 'dot', 'mail', 'yahoo', 'outlook', 'proton', 'icloud', 'aol', 'live', 'gmx'],
  phone: [
    '0',
    '1',
    '2',
    '3',
    '4',
    '5',
    '6',
    '7',
    '8',
    '9',
    'zero',
    'one',
    'two',
    'three',
    'four',
    'five',
    'six',
    'seven',
    'eight',
    'nine',
    'nought',
  ],
  url: [
    'http',
    'www.',
    '.com',
    '.net',
    '.org',
    '.io',
    '.me',
    '.ly',
    '.gg',
    '.xyz',
    '.link',
    '.app',
    '.site',
    '.info',
    '.biz',
    '.tv',
    '.cc',
    '.club',
    '.live',
    '.fun',
  ],
  gift: ['card', 'vanilla'],
  money: [
    'send',
    'wire',
    'transfer',
    'lend',
    'loan',
    'give',
    'pay',
    'cash',
    'venmo',
    'zelle',
    'western union',
    'moneygram',
    'bitcoin',
    'btc',
    'crypto',
    'usdt',
    'ethereum',
    'need',
    'help me with',
    'help with',
    'cover',
    'short on',
    'fee',
    'charge',
  ],
  scam: [
    'oil rig',
    'deployed',
    'peacekeep',
    'army doctor',
    'un doctor',
    'widow',
    'inheritance',
    'customs',
    'gold ',
    'account',
    'stuck',
    'crypto',
    'trading platform',
    'investment opportunity',
    'double',
    'guaranteed',
    'return',
    '%',
    'lottery',
    'contract release',
    'delete',
    'gemstone',
    'overseas contract',
    'my agent',
    'broker',
  ],
  drug: [
    'molly',
    'mdma',
    'coke',
    'cocaine',
    'crack',
    'meth',
    'tina',
    'crystal',
    'ice',
    'xan',
    'bars',
    'perc',
    'oxy',
    'fent',
    'heroin',
    'dope',
    'shrooms',
    'acid',
    'lsd',
    'tabs',
    'ket',
    'k2',
    'spice',
    'addy',
    'adderall',
    'lean',
    'pills',
    'weed',
    'carts',
    'edibles',
    'kush',
    'ganja',
  ],
  solicit: [
    'incall',
    'outcall',
    'in-call',
    'out-call',
    'gfe',
    'pse',
    'full service',
    'happy ending',
    'roses',
    'donation',
    'escort',
    'allowance',
    'sugar daddy',
    'new girls',
    'no cops',
    'hh',
    'qv',
    'how much for',
    'pay me',
    'all yours for',
    'come to your hotel',
    'per meet',
  ],
  stalk: ['watching', 'followed you', 'i saw you', 'know where you', 'i found'],
  sexual: [
    'wearing under',
    'see you',
    'see u',
    'my way',
    'sext',
    'trade pics',
    'swap pics',
    'trade nudes',
    'in bed',
    'colour',
    'color',
    'describe',
    'naked',
    'nude',
    'fuckable',
    'bangable',
    'smashable',
    'quick',
    'hookup',
    'hook up',
    'packing',
    'cum',
    'down there',
    'eat you',
    'eat u',
    'fun in',
    'fool around',
    'mess around',
    'send',
    'see my',
    'show me',
    'wearing',
    'knees',
    'open your legs',
    'sit on my face',
    'touching myself',
    'jerk',
    'hard',
    'wet',
    'fuck',
    'suck',
    'eat you out',
    'eat me out',
    'ride',
    'bend you over',
    'make you cum',
    'pic',
  ],
  harass: [
    'ugly',
    'fat',
    'worthless',
    'pathetic',
    'disgusting',
    'loser',
    'whore',
    'slut',
    'bitch',
    'cunt',
    'retard',
    'freak',
    'pig',
    'skank',
    'hoe',
    'twat',
    'piece of shit',
    'waste of space',
    'cow',
    'scum',
    'nobody',
    'no one',
    'noone',
    'go to hell',
    'keep',
    'new account',
    'escape',
    'hide from',
    // round 5 (ADR 129)
    'waste of',
    'bimbo',
    'minger',
    'answer me',
    'ignore me',
    'ignoring me',
    'reply or',
    'my message',
    'my text',
    'my msg',
    'account',
    'profile',
    'if you lost',
    'if you lose',
    'if u lost',
    'if u lose',
    'if you drop',
    'if u drop',
    'ashamed',
    'gross',
    'hideous',
    'nasty',
    'revolting',
    'horrible',
    'vile',
    'rank',
    'minging',
    'busted',
    'rotten',
    'saggy',
    'wrinkly',
    'too old',
    'flat chested',
    'look like',
    'make me',
    'makes me',
    'made me',
    '/10',
    'grateful',
    'lucky',
    'thankful',
    'fucking',
    'fkn',
    'fking',
    'fuckin',
    'effing',
    'stupid',
    'asked',
    'no wonder',
    'who would',
    'who could',
    'who will',
    "who'd",
    'whod',
    'disgrace',
    'failure',
    'embarrassment',
  ],
  mildInsult: ['idiot', 'stupid', 'dumb', 'moron', 'jerk', 'weirdo', 'clown'],
  condThreat: [
    'keep it up',
    'keep this up',
    'keep that up',
    'like that again',
    'block me',
    'ignore me',
    'unmatch me',
    'report me',
    'leave me',
    'cross me',
    'test me',
    'disrespect me',
    'ghost me',
    'try me',
    'if you',
    'if u',
    'or else',
    'be sorry',
    'regret',
    'pay for',
    'suffer',
    "or you'll",
    'or youll',
    "or i'll",
    'or ill',
  ],
  wish: ['hope', 'wish', 'should', 'deserve', 'needs to', 'ought to'],
  violenceDirect: ['hurt', 'kill', 'stab', 'shoot', 'beat', 'rape', 'murder', 'strangle', 'choke', 'slap', 'punch'],
  selfHarmMore: [
    'end it',
    'end your',
    'jump off',
    'hang yourself',
    'slit your',
    'overdose',
    'stop breathing',
    'unalive',
    'favor',
    'favour',
    'nobody would',
    'nobody will',
    'better without',
    'better off without',
  ],
  drugAsk: [
    'gram',
    ' g ',
    'eighth',
    '8th',
    'zip',
    ' oz',
    'ounce',
    'quarter',
    'party favo',
    'roll',
    'who sells',
    'who deals',
    'party',
    'pnp',
    'chem',
    'horny',
    'get high',
    'line',
    'bump',
    'smoke',
    'stuff',
    "who's got",
    'whos got',
    'who has',
    'who got',
    'any',
    'where can i',
    'where do i',
    'tryna',
    'trying to',
    'looking',
    'need',
    'can you',
    'can u',
    'sell me',
    'hook me up',
    'cop some',
    'u got',
    'you got',
    'do you',
    'got any',
    'sell',
    'got',
    'have',
    'plug for',
    'fresh',
    'new batch',
    'stocked up',
    'upped on',
  ],
  nude: [
    'send',
    'show',
    'drop',
    'share',
    'snap',
    'trade',
    'swap',
    'dm',
    'pm',
    'pic',
    'picture',
    'photo',
    'selfie',
    'vid',
    'take it',
    'take them',
    'take that',
    'take your',
    'take ur',
    'strip',
    'naked',
    'flash',
  ],
  easyMoney: [
    'allowance',
    'bless you',
    'bless u',
    'bank',
    'card',
    'routing',
    'ssn',
    'social security',
    'banking',
    'cash a',
    'cash some',
    'flight',
    'ticket',
    'visa',
    'gas',
    'uber',
    'petrol',
    'travel',
    'interested in',
    'want to learn',
    'want to know',
    'earn',
    'make',
    'paid',
    'pay',
    'part time',
    'part-time',
    'parttime',
    'remote',
    'online',
    'home based',
    'home-based',
    'easy',
    'join my team',
    'looking for',
    'receiv',
    'reship',
    'forward',
    'repackage',
    'work from home',
    'workfromhome',
    'earn',
    'make',
    'made',
    'pull in',
    'bring in',
    'from home',
    'home based',
    'remote',
    'show you how',
    'show u how',
    'teach you how',
    'teach u how',
  ],
  tmPrefix: ['ll', 'gonna', 'going to', 'imma', 'ima', 'will'],
  tmVerb: [
    'fuck',
    'mess',
    'beat',
    'rough',
    'slash',
    'shank',
    'stab',
    'shoot',
    ' pop',
    'smoke',
    ' clip',
    'bash',
    'stomp',
    'torch',
    'choke',
    'drown',
    'strangle',
    'murder',
    'kill',
    ' end ',
    'bury',
    ' blind',
    'disfigure',
    'hurt',
    'finish',
    ' hunt',
    ' track',
    'break',
    'smash',
    'cave',
    'kick',
    'knock',
    'punch',
    'slit',
    ' snap',
    'ruin',
    'your life',
    ' cut',
  ],
  tmPhrase: [
    'finished',
    'dead meat',
    'get hurt',
    'end up',
    'bleed',
    'again and',
    'one more time and',
    'gon get',
    'gonna get',
    'bout to get',
    'going to get',
    'see what i',
    'bullet',
    'catch',
    'beating',
    'fade',
    'lucky if',
    'pray',
    'helmet',
    'waiting',
    'wait ',
    'pull',
    'smoked',
    'popped',
    'clapped',
    'shot',
    'stabbed',
    'jumped',
    'merked',
    'get wet',
    'dropped',
    'bodied',
    'out of',
    'were dead',
    'was dead',
    'never born',
    'bleed',
    'suffer',
    'neck',
    'safe again',
    'wake up',
    'name on it',
    'pay for what',
    'breaking',
    'smashing',
    'cutting',
    'stabbing',
    'snapping',
    'slashing',
    'burning',
    'know which',
    'know what',
    'where you',
    'where u',
    'where ya',
    'numbered',
    'count your days',
    'feet under',
    'body bag',
    'these hands',
    'my hands',
    'run up on',
    'catch you',
    'catch u',
    'catch ya',
    'catch yu',
    'happen to',
    'coming',
    'make sure',
    'make you',
    'make u ',
    'make ya',
    'make yu',
    'hospital',
    'in the ground',
    'in a ground',
    'grave',
    'morgue',
    'coffin',
    'wheelchair',
    'be safe',
    'tomorrow',
    'the morning',
    'another day',
    'the weekend',
    'your birthday',
    'make me',
  ],
  tmBetter: ['better', 'best'],
  orThreat: ['or else', 'or i', 'or ill', 'or you'],
  weapon: ['knife', 'gun', 'blade', 'acid', 'glock', 'pistol'],
  sexualViolence: [
    'pinned',
    'tied up',
    'want me to force',
    'myself on',
    'myself into',
    'gang',
    'group',
    'drink',
    'hold you',
    'hold u',
    'hold ya',
    'held down',
    'take it',
    'mean',
    'choice',
    'do things',
    'do stuff',
    'do it',
    'tie you',
    'tie u',
    'fighting',
    'struggling',
    'resisting',
    'rape',
    'r4pe',
    'molest',
    'grope',
    'assault',
    ' sa you',
    ' sa u',
    ' sa ur',
    ' sa your',
    ' sa her',
    ' sa him',
    'force',
    'drug',
    'spike',
    'roof',
    'slip',
    'or not',
    'even if',
    'say no',
    'fight me off',
    'no wont',
    "no won't",
    'no isn',
    'no is not',
    'take what',
    'asking for',
    'begging for',
  ],
  selfHarmExtra: [
    'disappear',
    'go away',
    'need you',
    'need u',
    'need ya',
    'wrists',
    'if i were',
    'throw',
    'happier',
    'better off',
    'waste of',
    'rope',
    ' die',
    'urself',
    'jump off',
    'jump in front',
    'overdose',
    'swallow',
    'pills',
    'meds',
    'better off dead',
    'commit',
    'cut deeper',
    'no one',
    'nobody',
    'noone',
    'one less',
    'less of',
    'deserve to',
    'shouldn',
    'should not',
    'stop existing',
    'favor',
    'favour',
    'rope',
  ],
  minorSelf: [
    'till',
    'until',
    'til ',
    'teen',
    'turned',
    'yet',
    'years old',
    'yrs old',
    '1three',
    '1four',
    '1five',
    '1six',
    '1seven',
    'secret',
    'care',
    'under',
    'minor',
    'too young',
    'schooler',
    'grader',
    'high school',
    'highschool',
    'hs ',
    'young teen',
    '18',
    'eighteen',
    'legal',
    'of age',
    'about my age',
    '12',
    '13',
    '14',
    '15',
    '16',
    '17',
    'gcse',
    'sats',
    'mocks',
  ],
  minorSexual: [
    'any ',
    'looking for',
    'want ',
    'into ',
    'like ',
    'daughter',
    'son',
    'child',
    'sister',
    'brother',
    'cousin',
    'sis',
    'bro',
    'under',
    'below',
    'pic',
    'photo',
    'nude',
    'naked',
    'video',
    'young',
    'little',
    'underage',
    'teen',
    'school',
    'kid',
    'baby',
  ],
  discloseAud: [
    'your wife',
    'your husband',
    'your family',
    'your boss',
    'your employer',
    'your work',
    'your parents',
    'your mom',
    'your mum',
    'your dad',
    'your kids',
    'your friends',
    'your followers',
    'your girlfriend',
    'your boyfriend',
    'your partner',
    'your fiance',
    'your church',
    'your coworkers',
    'your colleagues',
    'your hr',
    'your contacts',
    'your manager',
    'your landlord',
    'your ex ',
    'your mother',
    'your father',
    'ur wife',
    'ur husband',
    'ur family',
    'ur boss',
    'ur employer',
    'ur work',
    'ur parents',
    'ur mom',
    'ur mum',
    'ur dad',
    'ur kids',
    'ur friends',
    'ur followers',
    'ur girlfriend',
    'ur boyfriend',
    'ur partner',
    'ur fiance',
    'ur church',
    'ur coworkers',
    'ur colleagues',
    'ur hr',
    'ur contacts',
    'ur manager',
    'ur landlord',
    'ur ex ',
    'ur mother',
    'ur father',
    'shame',
    'pity',
    'imagine',
    'what would',
    'how would',
    'everyone',
    'everybody',
    'all your',
    'the internet',
  ],
  possessor: ['i have', 'i got', 'i saved', 'i kept', 'recorded', 'screenshot', 'captured', 'downloaded', 'still have'],
  media: [
    'nude',
    'naked',
    'pics',
    'picture',
    'photo',
    'video',
    'vid',
    'recording',
    'screenshot',
    'screen cap',
    'screencap',
    'our call',
    'our chat',
    'our facetime',
    'our sexting',
    'recorded you',
    'recorded u',
    'recorded our',
    'recorded the',
    'recorded everything',
  ],
  payOr: ['run me', 'gift card', 'giftcard', 'pay', 'send', 'transfer', 'venmo', 'wire', 'give me'],
  orWord: [' or', 'otherwise', 'unless', 'before'],
  drugWord: [
    'ket',
    'special k',
    'vyvanse',
    'ritalin',
    'pingers',
    'pingas',
    'nangs',
    '2cb',
    'mephedrone',
    'mcat',
    'meow',
    'gas',
    'powder',
    'rolls',
    'beans',
    'yay',
    'cocaine',
    'yayo',
    'nose candy',
    '8ball',
    '8 ball',
    'eight ball',
    'eightball',
    'mdma',
    'xan',
    'zan',
    'benzo',
    'perc',
    'oxy',
    'roxy',
    'm30',
    'fent',
    'fetty',
    'heroin',
    'meth',
    'ketamine',
    'lsd',
    'shroom',
    'mushies',
    'dmt',
    'ghb',
    'addy',
    'addys',
    'adderall',
    'codeine',
    'weed',
    'za',
    'kush',
    'carts',
    'dabs',
    'thc',
    'edible',
    'ganja',
    'pre-roll',
    'preroll',
    '420',
    'molly',
    'coke',
    'blow',
    'charlie',
    'tina',
    'crystal',
    'shards',
    'pills',
    'blues',
    'tabs',
    'acid',
    'pot',
    'grass',
    'loud',
    'exotic',
    'snow',
    'smack',
    'lean',
    'joint',
    'blunt',
    'party favo',
  ],
  drugTx: [
    'who sells',
    'who deals',
    'deal',
    'sort ',
    'my guy',
    'my man',
    'my dude',
    'my plug',
    'can get',
    'grab',
    'available',
    'link',
    'where i',
    'where to',
    'dm for',
    'sell',
    'sold',
    'buy',
    'cop',
    'score',
    'pick up',
    'pickup',
    're-up',
    'reup',
    'plug',
    'connect',
    'supplier',
    'dealer',
    'hook',
    'hmu',
    'dm me',
    'got some',
    'got any',
    'got that',
    'have some',
    'have any',
    'holding',
    'get me',
    'get you',
    'get u',
    'get us',
    'bring some',
    'bring any',
    'sort me',
    'sort you',
    'sort u',
    'deliver',
    'drop off',
    'dropoff',
    'front',
    'menu',
    'price',
    'per ',
    'gram',
    '8th',
    'eighth',
    'quarter',
    'half',
    'zip',
    'oz',
    'ounce',
    ' g ',
    ' g,',
    ' g.',
    'bag',
    'pack',
    'point',
    'ball',
    '$',
    'quid',
    'pounds',
    'euro',
    'bucks',
    'cash',
    'venmo',
    'cashapp',
    'discreet',
    'in stock',
    'supply',
    'where can i',
    'where do i',
    'need some',
    'need a plug',
    'looking for',
    'tryna',
    "who's got",
    'whos got',
    'anyone',
    'anybody',
  ],
  contactItem: [
    'tiktok',
    'number',
    'digits',
    'cell',
    'contact',
    'email',
    'e-mail',
    'social',
    'snap',
    'insta',
    'handle',
    'telegram',
    'tele',
    'kik',
    'whats',
    'line id',
    'wechat',
    'discord',
    'skype',
    'signal',
    ' sc',
    ' ig',
    ' wa',
    ' tg',
  ],
  appBlame: ['this app', 'the app', 'this site', 'on here', 'this thing', 'vibeline', 'tinder', 'bumble', 'hinge'],
  elsewhere: [
    'rarely',
    'hardly',
    'barely',
    'deleting',
    'closing',
    'leaving',
    'subscription',
    'membership',
    'premium',
    'reads',
    'monitors',
    'watches',
    'spies',
    'censors',
    'secure',
    'easier',
    'faster',
    'somewhere',
    'elsewhere',
    'off this',
    'off the',
    'outside this',
    'outside the',
    'another app',
    'private',
    'platform',
  ],
  findMe: [
    'slide in',
    'slide into',
    'hmu',
    'hit me up',
    'find me',
    'add me',
    'follow me',
    'dm me',
    'msg me',
    'message me',
    'text me',
    'reach me',
    'contact me',
  ],
  callMe: ['text me', 'call me', 'ring me', 'whatsapp me', 'phone me', 'my cell', 'my phone'],
  invest: [
    'grow',
    'x your',
    'x ur',
    'together',
    'show you',
    'show u',
    'flip',
    'turn your',
    'turn ur',
    'into',
    'portfolio',
    'up ',
    'add you to',
    'add u to',
    'forex',
    'binary',
    'crypto',
    'mining',
    'usdt',
    'trading',
    'insider',
    'invest',
    'profit',
    'return',
    'earning',
    'roi',
    'trade',
    'make money',
    'earn',
  ],
  code: ['code', 'otp'],
  moneyHelp: ['lend', 'loan', 'spot me', 'pay for', 'buy me', 'help me', 'send me'],
  prize: [
    'verify',
    'you won',
    'youve won',
    "you've won",
    'you have won',
    'been chosen',
    'been selected',
    'claim your',
    'suspended',
    'locked',
    'deleted',
    'deactivated',
    'closed',
    'flagged',
    'verify your',
    'verified',
    'safe date',
    'safe-date',
    'safedate',
    'dating safety',
    'verification',
  ],
  hustle: [
    'side hustle',
    'passive income',
    'own boss',
    'financial freedom',
    'money online',
    'from home',
    'at home',
    'no experience',
    'get rich',
    'quick money',
    'easy money',
    'fast cash',
  ],
  sexHookup: [
    'dtf',
    'down to fuck',
    'smash',
    'bang',
    'fuck',
    'fool around',
    'get laid',
    'have sex',
    'sleep together',
    'and chill',
    'one night stand',
    'no strings',
    'benefits',
    'fwb',
    'nsa ',
    'sex tonight',
    'quick',
    'booty call',
  ],
  sexVerb: [
    'lick',
    'spank',
    'suck',
    'finger',
    'undress',
    'strip',
    'pound',
    'rail',
    'ride',
    'fuck',
    'smash',
    'bang',
    'eat you out',
    'bend you over',
  ],
  sexWant: ['want', 'wanna', 'need', 'love', 'wait to', 'let me', 'gonna', 'going to', 'll', 'd '],
  body: [
    'tits',
    'titties',
    'boobs',
    'nipples',
    'ass',
    'butt',
    'booty',
    'pussy',
    'cock',
    'dick',
    'thighs',
    'body',
    'lips',
    'mouth',
  ],
  bodyVerb: [
    'on my',
    'around my',
    'taste',
    'lick',
    'suck',
    'grab',
    'squeeze',
    'sit on',
    'bounce',
    'ride',
    'wrap',
    'fuck',
    'spank',
    'naked',
    'bare',
  ],
  aroused: [
    'horny',
    'naked right now',
    'touching myself',
    'rock hard',
    'dripping',
    'throbbing',
    'make me so',
    'make me horny',
    'make me hard',
    'make me wet',
  ],
  explicit: [
    'how big',
    'what size',
    'what cup',
    'dick',
    'cock',
    'pussy',
    'tits',
    'sit on my',
    'spread',
    'bend over',
    'knees',
  ],
  picsOf: [
    'pics of',
    'pic of',
    'pictures of',
    'picture of',
    'photos of',
    'photo of',
    'selfies of',
    'selfie of',
    'vids of',
    'vid of',
  ],
  promo: [
    'click',
    'subscribe',
    'sign up',
    'join',
    'claim',
    'free',
    'promo code',
    'use code',
    'limited',
    'link in',
    'win ',
    'congratulations',
    'selected',
    'earn',
    'make',
    'work from home',
    'crypto signals',
    '% off',
    'exclusive content',
    'verified profiles',
    'hot singles',
  ],
} as const;
type TriggerGroup = keyof typeof TRIGGER_GROUPS;
const GROUP_NAMES = Object.keys(TRIGGER_GROUPS) as TriggerGroup[];
/** The trigger groups' first index among the shared word groups (one walk with the violence gate words). */
const TRIGGER_BASE = WORD_GROUPS.add(GROUP_NAMES.map((g) => TRIGGER_GROUPS[g]));
const triggerFlags = new Uint8Array(GROUP_NAMES.length);

/**
 * One object reused by every call, each group a getter over triggerFlags (ADR 169): storing 66 flags by name per
 * call cost more than the automaton walk (a keyed store per name, on an object in dictionary mode), and the
 * getters on one prototype are inlined at the `tr.x` reads.
 */
const triggerGetters = {};
GROUP_NAMES.forEach((g, i) => Object.defineProperty(triggerGetters, g, { get: () => triggerFlags[i] === 1 }));
const triggerResult = Object.create(triggerGetters) as Readonly<Record<TriggerGroup, boolean>>;

/** Which trigger groups occur in any of the views (result reused: read it before the next call). */
function findTriggers(views: string[]): Readonly<Record<TriggerGroup, boolean>> {
  WORD_GROUPS.markViews(views, TRIGGER_BASE, triggerFlags);
  return triggerResult;
}

/** The sender's recent messages come back with every send: their basic views are cached (ADR 138). */
const recentBasic = new Map<string, string>();
function basicRecent(m: string): string {
  let b = recentBasic.get(m);
  if (b === undefined) {
    if (recentBasic.size >= 2048) recentBasic.clear();
    recentBasic.set(m, (b = basicNormalize(m)));
  }
  return b;
}

/**
 * The detector lists above hold expressions written as literals (not made with `re`), which the prefilter would
 * otherwise first see while a message is judged: each such late one made the automaton rebuild (tens of ms, ADR 138)
 * inside the first few hundred messages, the bench's p99 (ADR 209). Registered here up front instead: the same
 * expressions, the same results (registration order changes only ids).
 */
PREFILTER.register([
  ...THREATS,
  ...OFF_APP_REQUEST,
  ...MONEY_ASK,
  ...LEAK_THREAT,
  ...SEXUAL_REQUEST,
  ...HARASSMENT,
  ...CONDITIONAL_THREAT,
  ...DRUG_SLANG,
  ...DRUG_SLANG_VAGUE_RE,
  ...NUDE_REQUEST,
  ...EASY_MONEY,
  ...MINOR_AGE_NUM,
  ...MINOR_AGE_SCHOOL,
  ...MINOR_REFERENCE_NUM,
  ...MINOR_REFERENCE_SCHOOL,
  ...MINOR_REFERENCE_OTHER,
  ...MINOR_SELF,
  ...THREAT_MORE,
  ...DISCLOSE_THREAT,
  ...OFF_PLATFORM_MORE,
  ...SEXUAL_MORE,
  GIFT_CARD_ASK,
  SOLICIT_AMOUNT,
  STREET,
]);

function firstMatch(res: RegExp[], views: string[]): string | null {
  for (const r of res) {
    for (const v of views) {
      const m = PREFILTER.exec(r, v);
      if (m) return m[0];
    }
  }
  return null;
}

/** A threat word after a determiner is a noun ("leak the ending"); at the reader it still threatens ("the end of you"). */
const DETERMINED_NOUN = /\b(?:the|a|an|this|that|their|our)\s+(?:kill|murder|hurt|stab|punch|smash|cut|end|shoot)\w*/;
const NOUN_AT_READER =
  /\b(?:the|a|an|this|that|their|our)\s+(?:kill|murder|hurt|stab|punch|smash|cut|end|shoot)\w*\s+(?:to|of|on|in|at|for)\s+(?:you|u|ya|your|ur)\b/;
/** "murder you at scrabble", "kill you in mario kart": right after a threat verb, a game (ADR 156). */
const GAME_AFTER = new RegExp(String.raw`^\s*(?:(?:you|u|ya)\s+)?${AT_GAME}`);

/**
 * Whether the only minor age in the text is that of others named ("twins aged 14", OTHERS_AGED; "got a 12yo",
 * CHILD_HAD_YO), with no sexual cue.
 */
function othersAgedOnly(text: string, others: RegExp = OTHERS_AGED): boolean {
  others.lastIndex = 0;
  if (!others.test(text) || MINOR_SEXUAL_CUE.test(text)) return false;
  others.lastIndex = 0;
  const rest = text.replace(others, ' ');
  return !firstMatch(MINOR_AGE_NUM, [rest]) && !firstMatch(MINOR_AGE_SCHOOL, [rest]) && !firstMatch(MINOR_SELF, [rest]);
}

function findThreat(views: string[], tr: Readonly<Record<TriggerGroup, boolean>>, mutual: boolean): string | null {
  const [g, ...rest] = THREATS;
  if (tr.threatPrefix && tr.threatVerb)
    for (const v of views) {
      let m: RegExpExecArray | null;
      // As `while ((m = g.exec(v)))` from lastIndex 0: the next search starts where the match ended.
      for (let from = 0; (m = PREFILTER.exec(g, v, from)); from = m.index + Math.max(1, m[0].length)) {
        const before = v.slice(Math.max(0, m.index - 20), m.index);
        if (NEGATION.test(before) || /\b(?:never|not|n't)\b/.test(m[0])) continue;
        // "you're going to kill it at your interview": the verb's object is "it", not the reader (ADR 125).
        if (/\b(?:it|this|that)\s*$/.test(m[0])) continue;
        // "i'm going to murder you at scrabble tonight": a game, not a threat (ADR 156).
        if (GAME_AFTER.test(v.slice(m.index + m[0].length, m.index + m[0].length + 40))) continue;
        // "i'd kill for your job": "kill for" is wanting something, never a threat (ADR 175).
        if (/\bkill(?:ing)? for\b/.test(m[0])) continue;
        // "i'll break your heart in the quiz": a heart or a record broken is no body hurt (as violence.ts reads it).
        if (
          /\bbreak your (?:heart|spirit|record|streak|concentration)\b(?:\s+\w+)?\s*$/.test(m[0]) &&
          !/\b(?:your|ur)\b/.test(v.slice(m.index + m[0].length, m.index + m[0].length + 40))
        )
          continue;
        // "i'll leak the ending", "skip to the end": after a determiner the word is a noun, not the act; not "put an
        // end to you", "be the end of you".
        if (DETERMINED_NOUN.test(m[0]) && !NOUN_AT_READER.test(v.slice(m.index, m.index + m[0].length + 16))) continue;
        // "I'll kill you" needs a target: require you/your in or right after the match for generic verbs.
        const tail = v.slice(m.index, m.index + m[0].length + 12);
        if (!/\b(?:you|u|ya|your|ur|you'?re|him|her|them)\b/.test(tail)) continue;
        // Banter such as "I'd kill for a pizza" has no target; "kill it", "killing it" are excluded by the target rule.
        return m[0];
      }
    }
  if (!tr.threatOther) return null;
  for (const r of rest) {
    for (const v of views) {
      const m = PREFILTER.exec(r, v);
      if (!m) continue;
      // "I'm outside your house, the taxi's here" in an ongoing chat: the plan arriving (ADR 228).
      if (r === ARRIVAL_AT_READER && mutual && ARRIVAL_ERRAND.test(v) && !ARRIVAL_MENACE.test(v)) continue;
      if (r === WATCH_BACK && watchBackExcused(v)) continue;
      return m[0];
    }
  }
  return null;
}

/** [0] and [2] as they are; [1] ("you'll regret it") only when no "if you ..." recommends something around it. */
function findConditionalThreat(views: string[]): string | null {
  const hit = firstMatch([CONDITIONAL_THREAT[0], CONDITIONAL_THREAT[2]], views);
  if (hit) return hit;
  for (const v of views) {
    const m = PREFILTER.exec(CONDITIONAL_THREAT[1], v);
    if (!m) continue;
    const before = v.slice(Math.max(0, m.index - 60), m.index);
    const after = v.slice(m.index + m[0].length, m.index + m[0].length + 20);
    if (/\bif (?:you|u)\b/.test(before) || /^\W*(?:if|unless) (?:you|u)\b/.test(after)) continue;
    return m[0];
  }
  return null;
}

function firstNotNegated(r: RegExp, views: string[]): string | null {
  for (const v of views) {
    const m = PREFILTER.exec(r, v);
    if (
      m &&
      !NEGATION.test(v.slice(Math.max(0, m.index - 20), m.index)) &&
      !/\b(?:never|not|n't|wouldn'?t)\b/.test(m[0])
    )
      return m[0];
  }
  return null;
}

/** Each expression runs only when its trigger-group condition holds: the first match, and the expression it is of. */
function gatedMatch(rs: Array<[RegExp, boolean]>, views: string[]): { text: string; by: RegExp } | null {
  for (const [r, on] of rs) {
    if (!on) continue;
    const m = firstNotNegated(r, views);
    if (m) return { text: m, by: r };
  }
  return null;
}
/** `gatedMatch`'s text alone. */
const gatedNotNegated = (rs: Array<[RegExp, boolean]>, views: string[]): string | null =>
  gatedMatch(rs, views)?.text ?? null;

/** A wish of violence must be aimed at the reader: "you"/"your" inside or right after the match. */
const TARGET_WORD = new RegExp(String.raw`\b${TARGET}\b`);
function firstWithTarget(r: RegExp, views: string[]): string | null {
  const target = TARGET_WORD;
  for (const v of views) {
    const m = PREFILTER.exec(r, v);
    if (!m) continue;
    if (NEGATION.test(v.slice(Math.max(0, m.index - 20), m.index)) || /\b(?:never|not|n't)\b/.test(m[0])) continue;
    if (target.test(v.slice(m.index, m.index + m[0].length + 15))) return m[0];
  }
  return null;
}

function findPhone(text: string): string | null {
  const digitsView = spelledDigitsToNumbers(text);
  for (const view of digitsView === text ? [text] : [text, digitsView]) {
    PHONE_CANDIDATE.lastIndex = 0;
    let m: RegExpExecArray | null;
    while ((m = PHONE_CANDIDATE.exec(view))) {
      const digits = m[0].replace(/\D/g, '');
      if (digits.length < 7 || digits.length > 15) continue;
      if (/^\d{4}[-./]\d{1,2}[-./]\d{1,2}$/.test(m[0].trim())) continue; // ISO date
      if (/^\d{1,2}[-./]\d{1,2}[-./]\d{2,4}$/.test(m[0].trim())) continue; // other date
      if (/[$£€]\s*$/.test(view.slice(Math.max(0, m.index - 2), m.index))) continue; // money
      // "1 2 3 4 5 6 7" lists (spelled-out numbers use the other view); ten or more digits from a 0 or + are
      // a number typed with spaces ("0 7 7 0 0 - 9 0 0", round 5, ADR 131)
      const spaced = /^\d(?:[\s,.\-]+\d)+$/.test(m[0].trim());
      if (view === text && spaced && !(digits.length >= 10 && /^[0+]/.test(m[0].trim()))) continue;
      if ('0123456789'.includes(digits) || '9876543210'.includes(digits)) continue;
      return m[0].trim();
    }
  }
  return null;
}

/** Consent state for sexual content. */
export function consentState(ctx: ModerationContext): ContextLayerResult['consent'] {
  const publicSurface = ctx.surface === 'profile' || ctx.surface === 'story' || ctx.surface === 'photo';
  if (publicSurface) return 'unknown';
  const optedIn =
    ctx.grid === 'hookup' || (ctx.recipient?.receiveTextNSFW === true && ctx.senderNsfw?.receiveTextNSFW === true);
  const known = ctx.grid !== undefined || ctx.recipient !== undefined || ctx.recipientHasReplied !== undefined;
  if (!known) return 'unknown';
  if (optedIn && ctx.recipientHasReplied === true) return 'opted_in_mutual';
  if (optedIn) return 'opted_in_unsolicited';
  if (ctx.recipientHasReplied === true) return 'not_opted_in_mutual';
  if (ctx.recipientHasReplied === false) return 'unsolicited';
  return 'unknown';
}

/** The consent factor's text per state, written out once (a replace per message showed in the profile, ADR 169). */
const CONSENT_FACTOR: Record<ContextLayerResult['consent'], string> = {
  opted_in_mutual: 'sexual-content consent: opted in mutual',
  opted_in_unsolicited: 'sexual-content consent: opted in unsolicited',
  not_opted_in_mutual: 'sexual-content consent: not opted in mutual',
  unsolicited: 'sexual-content consent: unsolicited',
  unknown: 'sexual-content consent: unknown',
};

/** Findings of the analyzeContext call in progress (it is synchronous and never nested). */
let signalsOut: ContextSignal[] = [];
/**
 * Record a finding of the current analyzeContext call. A module function rather than a closure made
 * on every call (the tsx/esbuild loader wraps each named closure in a naming helper per call);
 * rule code keeps calling add(kind, risk, evidence) as before.
 */
function add(kind: ContextSignalKind, risk: number, evidence: string): void {
  signalsOut.push({ kind, risk, evidence: evidence.slice(0, 120) });
}

/**
 * Analyse one message in its context. Risks here are per-signal "on their own" values; the
 * combiner (guardian-engine.ts) turns them into a decision, taking consent and trust into account.
 * hardOnly: only the detectors that can yield a hard signal of risk >= 75 run (the sliding window
 * keeps nothing else); they run exactly as in a full analysis.
 */
/** Set while the readers re-read a text with a harmless clause cut out: nothing is set aside inside. */
let rereading = false;
const REREAD_HARM = new Set<ContextSignal['kind']>(['threat', 'self_harm_incitement']);
/** The harm kinds plus sexual requests and explicit talk: an imposition's rest read for sexual violence (ADR 275). */
const REREAD_HARM_SEXUAL = new Set<ContextSignal['kind']>([...REREAD_HARM, 'sexual_request', 'sexual_explicit']);
/** A minors finding: what a parent's own-child clauses, once cut, must not leave behind (ADR 308). */
const REREAD_MINORS = new Set<ContextSignal['kind']>(['minor_reference', 'minor_age']);

/**
 * Whether the context readers find a finding of one of `kinds` in `text` (ADR 272 mended): the rest of a message once
 * a contest, a gift, an imposition (threat, self-harm, and sexual talk for an imposition) or a parent's own-child
 * clauses (minors, ADR 308) is cut out. The shared scan state is restored after.
 */
function harmReadIn(
  text: string,
  ctx: ModerationContext,
  hardOnly: boolean,
  outerViews: string[],
  kinds: ReadonlySet<ContextSignal['kind']> = REREAD_HARM,
): boolean {
  const outer = signalsOut;
  rereading = true;
  try {
    return analyzeContext(normalizeText(text), ctx, hardOnly).signals.some((s) => kinds.has(s.kind));
  } finally {
    rereading = false;
    signalsOut = outer;
    PREFILTER.prepare(outerViews);
  }
}

/** ADR 322: whether the readers find a threat in the rest of `norm` once an explaining clause is cut (`threatShapeRest`). */
export const threatReadInRest = (rest: string, norm: NormalizedText, ctx: ModerationContext): boolean =>
  harmReadIn(rest, ctx, false, textViews(norm), REREAD_THREAT);
const REREAD_THREAT = new Set<ContextSignal['kind']>(['threat']);

/**
 * ADR 288: the rest of the message when a contest's clause (ADR 272, the one owner of "a contest explains a threat")
 * holds `quote` and the readers find no threat, self-harm or sexual violence in the rest; null otherwise. For the
 * layers that read a kill phrase outside the context readers (keywords, round 8's kill reading, the text model).
 */
export function contestExplains(norm: NormalizedText, ctx: ModerationContext, quote: string): string | null {
  if (!contestNamed(norm.text) && !contestNamed(norm.deobfuscated)) return null;
  const views = textViews(norm);
  const rest = contestRemainder(views, quote);
  return rest !== null && !harmReadIn(rest, ctx, false, views) ? rest : null;
}

export function analyzeContext(norm: NormalizedText, ctx: ModerationContext, hardOnly = false): ContextLayerResult {
  const views = textViews(norm);
  const signals: ContextSignal[] = [];
  signalsOut = signals;
  const consent = consentState(ctx);
  const mutual = ctx.recipientHasReplied === true;

  // Prepared first: the trigger words are read from the prefilter's scans of the views (ADR 173).
  PREFILTER.prepare(views);
  const tr = findTriggers(views);

  // Threats, incitement, terrorism
  const threat = findThreat(views, tr, mutual);
  if (threat) add('threat', 88, threat);
  const terror = tr.terror ? firstMatch([TERROR], views) : null;
  if (terror) add('threat', 92, `terror threat: ${terror}`);
  const incite =
    (tr.selfHarm ? firstMatch([SELF_HARM_INCITE], views) : null) ??
    (tr.selfHarmMore ? firstMatch([SELF_HARM_MORE], views) : null) ??
    (tr.selfHarmExtra ? firstNotNegated(SELF_HARM_EXTRA, views) : null);
  if (incite) add('self_harm_incitement', 88, incite);
  if (!threat) {
    const conditional = tr.condThreat ? findConditionalThreat(views) : null;
    const wish = tr.wish ? firstWithTarget(VIOLENCE_WISH, views) : null;
    const direct = tr.violenceDirect ? firstNotNegated(VIOLENCE_DIRECT, views) : null;
    const more = gatedNotNegated(
      [
        [THREAT_MORE[0], tr.tmPrefix && tr.tmVerb],
        [THREAT_MORE[1], tr.tmPhrase],
        [THREAT_MORE[2], tr.tmBetter && tr.orThreat],
        [THREAT_MORE[3], tr.weapon],
      ],
      views,
    );
    const found = conditional ?? wish ?? direct ?? more;
    if (found) add('threat', 88, found);
  }
  const svFound = tr.sexualViolence ? firstNotNegated(SEXUAL_VIOLENCE, views) : null;
  // "you're getting my playlist recommendations whether you like it or not": a favour the speaker promises, with no
  // body, bed, visit or force in the message, is banter (round 12); "whether you like it or not" alone is no threat.
  const sexualViolence =
    svFound &&
    /^whether\b/.test(svFound) &&
    views.some((v) => PREFILTER.test(FAVOUR_PROMISED, v)) &&
    !views.some((v) => PREFILTER.test(BODY_OR_VISIT, v))
      ? null
      : svFound;
  if (sexualViolence) add('threat', 92, `sexual violence: ${sexualViolence}`);

  // Minors
  const minor =
    (tr.minorNum ? firstMatch(MINOR_AGE_NUM, [norm.text]) : null) ??
    (tr.school ? firstMatch(MINOR_AGE_SCHOOL, [norm.text]) : null);
  // The negation is part of these phrasings ("i'm not 18 yet"): matched as they are.
  const minorSelf = minor ? null : tr.minorSelf ? firstMatch(MINOR_SELF, views) : null;
  let minorAge = minor ?? minorSelf;
  // "twins aged 14": someone else's age, when no other claim stands once it is set aside (ADR 229)
  if (minor && minor.startsWith('aged') && othersAgedOnly(norm.text)) minorAge = null;
  else if (minorSelf && /^\W?1[2-7]\s*(?:yo|y\/o)$/.test(minorSelf) && othersAgedOnly(norm.text, CHILD_HAD_YO))
    minorAge = null;
  // Someone else's belief about the speaker beside the speaker's adult age is no claim (round 16, ADR 205).
  if (minorAge && !minorAgeOnlyBelieved(views[views.length - 1], MINOR_CLAIMS)) add('minor_age', 90, minorAge);
  const minorSexual = tr.minorSexual ? firstNotNegated(MINOR_SEXUAL, views) : null;
  if (minorSexual) add('minor_reference', 90, `sexual interest in minors: ${minorSexual}`);
  const minorRef = hardOnly
    ? null
    : ((tr.minorNum ? firstMatch(MINOR_REFERENCE_NUM, [norm.text]) : null) ??
      (tr.school ? firstMatch(MINOR_REFERENCE_SCHOOL, [norm.text]) : null) ??
      (tr.minorOther ? firstMatch(MINOR_REFERENCE_OTHER, [norm.text]) : null));
  if (minorRef) add('minor_reference', 65, minorRef);

  // Sextortion / leak threats
  const leak = tr.leak ? firstMatch(LEAK_THREAT, views) : null;
  if (leak) {
    const coerced = views.some((v) => PREFILTER.test(COERCION, v)) && views.some((v) => PREFILTER.test(DEMAND, v));
    if (coerced) add('extortion', 97, leak);
    else add('leak_threat', 85, leak);
  } else if (tr.possession && views.some((v) => PREFILTER.test(POSSESSION, v))) {
    const coerced = views.some((v) => PREFILTER.test(COERCION, v)) && views.some((v) => PREFILTER.test(DEMAND, v));
    const ev = firstMatch([POSSESSION], views) ?? '';
    if (coerced) add('extortion', 95, ev);
    else add('leak_threat', 60, ev);
  } else if (
    ctx.recentMessages?.length &&
    views.some(
      (v) => PREFILTER.test(DEMAND, v) && (PREFILTER.test(COERCION, v) || /[$£€]\s?\d|gift\s?card|bitcoin/.test(v)),
    )
  ) {
    // Demand now, leak threat earlier in the conversation (or the reverse).
    const recent = ctx.recentMessages.slice(-3).map((m) => basicRecent(String(m ?? '')));
    // Through the prefilter beside the message's own views, which keep their scans (ADR 138).
    PREFILTER.prepare([...views, ...recent]);
    const earlierLeak = firstMatch([...LEAK_THREAT, POSSESSION], recent);
    if (earlierLeak) add('extortion', 95, `demand following earlier threat: ${earlierLeak}`);
  }

  // Disclosure threats and pay-or-expose demands the leak rules above did not phrase.
  if (!signals.some((x) => x.kind === 'extortion' || (x.kind === 'leak_threat' && x.risk >= 75))) {
    const payOr = tr.payOr && tr.orWord ? firstMatch([PAY_OR_EXPOSE], views) : null;
    const disclose =
      payOr ??
      gatedNotNegated(
        [
          [DISCLOSE_THREAT[0], tr.discloseAud],
          [DISCLOSE_THREAT[1], tr.discloseAud],
          [DISCLOSE_THREAT[2], tr.discloseAud],
          [DISCLOSE_THREAT[3], tr.possessor && tr.media],
        ],
        views,
      );
    if (disclose) {
      const coerced =
        payOr !== null ||
        (views.some((v) => PREFILTER.test(EXTORT_COERCION, v)) && views.some((v) => PREFILTER.test(EXTORT_DEMAND, v)));
      const prior = signals.findIndex((x) => x.kind === 'leak_threat');
      if (coerced) {
        if (prior >= 0) signals.splice(prior, 1);
        add('extortion', 95, disclose);
      } else if (prior < 0) add('leak_threat', 60, disclose);
    }
  }

  // Rule families in engine/rules/ (ADR 125): a kind the rules above already found is not added twice.
  for (const f of violenceSignals(norm)) if (!signals.some((x) => x.kind === f.kind)) signals.push(f);
  // Hyperbole over trivial stakes ("you'll pay for that pun"): threat phrases, not sexual violence or terror,
  // are dropped when the stake is food, a game or a joke and nothing severe is said (ADR 128).
  if (signals.some((x) => x.kind === 'threat') && trivialStakes(views))
    for (let i = signals.length - 1; i >= 0; i--)
      if (signals[i].kind === 'threat' && !/^(?:sexual violence|terror|wish of sexual)/.test(signals[i].evidence))
        signals.splice(i, 1);

  // Off-platform contact
  const offPlatform = hardOnly
    ? null
    : (firstMatch(OFF_APP_REQUEST, views) ??
      (tr.email && tr.emailPart ? firstMatch([EMAIL], [norm.text]) : null) ??
      (tr.phone ? findPhone(norm.text) : null) ??
      (tr.email && HANDLE.test(norm.text) ? norm.text.match(HANDLE)![0].trim() : null));
  // Lures that blame the app or push the talk elsewhere are not softened by a mutual conversation.
  const lure =
    offPlatform || hardOnly
      ? null
      : gatedNotNegated(
          [
            [OFF_PLATFORM_MORE[2], tr.appBlame],
            [OFF_PLATFORM_MORE[3], tr.elsewhere],
          ],
          views,
        );
  const offMore =
    offPlatform || lure || hardOnly
      ? null
      : gatedNotNegated(
          [
            [OFF_PLATFORM_MORE[0], tr.contactItem],
            [OFF_PLATFORM_MORE[1], tr.contactItem],
            [OFF_PLATFORM_MORE[4], tr.findMe],
            [OFF_PLATFORM_MORE[5], tr.callMe],
          ],
          views,
        );
  if (lure) add('off_platform', 55, lure);
  else if (offPlatform ?? offMore) add('off_platform', mutual ? 30 : 55, (offPlatform ?? offMore)!);
  else if (!hardOnly) {
    // A bare link is not necessarily moving off-platform: noted, low risk unless combined.
    const link = tr.url ? firstMatch([URL_RE], [norm.text]) : null;
    if (link) add('link', 30, link);
  }

  // Money
  const gift = tr.gift ? firstMatch([GIFT_CARD], views) : null;
  if (gift && views.some((v) => PREFILTER.test(GIFT_CARD_ASK, v))) add('gift_card', 82, gift);
  const moneyAsk = tr.money && !hardOnly ? firstMatch(MONEY_ASK, views) : null;
  // "i lost a lot on crypto, don't talk to me about bitcoin": the speaker's own loss, no transfer asked (round 12)
  const money =
    moneyAsk && views.some((v) => OWN_LOSS.test(v)) && !views.some((v) => TRANSFER_VERB.test(v)) ? null : moneyAsk;
  if (money) add('money_request', 60, money);
  const narrative = tr.scam && !hardOnly ? firstMatch([SCAM_NARRATIVE], views) : null;
  if (narrative)
    add(
      'scam_narrative',
      !NARRATIVE_STORY.test(narrative) ||
        views.some((v) => PREFILTER.test(MONEY_CUE, v) || PREFILTER.test(STORY_NOW, v))
        ? 50
        : 30,
      narrative,
    );
  const invest = tr.invest && !hardOnly ? firstNotNegated(SCAM_INVEST, views) : null;
  const pitch =
    invest &&
    views.some((v) => PREFILTER.test(INVEST_PITCH, v)) &&
    !views.some((v) => PREFILTER.test(INVEST_SCEPTIC, v))
      ? invest
      : null;
  const gated =
    hardOnly || pitch
      ? null
      : gatedMatch(
          [
            [SCAM_CODE, tr.code],
            [SCAM_MONEY_HELP, tr.moneyHelp],
            [SCAM_PRIZE, tr.prize],
            [SCAM_HUSTLE, tr.hustle],
          ],
          views,
        );
  const scamMore = hardOnly ? null : (pitch ?? gated?.text ?? null);
  // An everyday fare asked of a match ("can you send me $20 for an uber") is a money ask held for review, not a
  // scam story that blocks (ADR 156): only when the money-help expression itself made the match.
  if (scamMore && !pitch && isEverydayFareAsk(ctx, views) && gated?.by === SCAM_MONEY_HELP)
    add('money_request', 60, scamMore);
  else if (scamMore) add('scam_narrative', 60, scamMore);

  // Drugs, solicitation
  const drug = tr.drug ? firstMatch([DRUG_SALE_STRONG, DRUG_OFFER_HARD], views) : null;
  if (drug) add('drug_sale', HARD_DRUG_WORD.test(drug) ? 82 : 55, drug);
  else if (tr.drugAsk) {
    const found = firstMatch(DRUG_SLANG, views);
    // "got any pills? headache": pills asked for beside an ailment are a painkiller (round 12), not a drug deal
    const slang =
      found && PILLS_FOR_AILMENT.test(found) && views.some((v) => PREFILTER.test(AILMENT_RE, v)) ? null : found;
    if (slang) add('drug_sale', 82, slang);
    else {
      const vague = firstMatch(DRUG_SLANG_VAGUE_RE, views);
      if (vague) add('drug_sale', 60, vague);
    }
  }
  if (tr.drugWord && tr.drugTx && !signals.some((x) => x.kind === 'drug_sale')) {
    const clear = drugNearIfWord(DRUG_CLEAR_WORD, DRUG_CLEAR_TX, views);
    const other = clear
      ? null
      : (drugNearIfWord(DRUG_SOFT_WORD, DRUG_SOFT_TX, views) ?? drugNearIfWord(DRUG_VAGUE_WORD, DRUG_VAGUE_TX, views));
    if (clear) add('drug_sale', 82, clear);
    else if (other && !hardOnly) add('drug_sale', 60, other);
  }
  const solicit = tr.solicit && !hardOnly ? firstMatch([SOLICIT_STRONG], views) : null;
  if (solicit) add('solicitation', views.some((v) => PREFILTER.test(SOLICIT_AMOUNT, v)) ? 80 : 55, solicit);

  // Privacy
  const street = tr.phone ? firstMatch([STREET], [norm.text]) : null;
  const doxFrame = street ? firstMatch([DOX_FRAME], views) : null;
  if (street && doxFrame) add('doxxing', 88, `${doxFrame} / ${street}`);
  else if (street) add('street_address', mutual ? 30 : 45, street);
  const stalking = tr.stalk ? firstMatch([STALKING], views) : null;
  if (stalking) add('stalking', 78, stalking);

  // Sexual requests
  const sexual = hardOnly
    ? null
    : ((tr.sexual ? firstMatch(SEXUAL_REQUEST, views) : null) ??
      (tr.nude ? firstMatch(NUDE_REQUEST, views) : null) ??
      gatedNotNegated(
        [
          [SEXUAL_MORE[0], tr.sexHookup],
          [SEXUAL_MORE[1], tr.sexVerb && tr.sexWant],
          [SEXUAL_MORE[2], tr.body && tr.bodyVerb],
          [SEXUAL_MORE[3], tr.aroused],
          [SEXUAL_MORE[4], tr.explicit],
          [SEXUAL_MORE[5], tr.picsOf],
        ],
        views,
      ));
  if (sexual) add('sexual_request', 55, sexual);

  // Harassment
  const harass = tr.harass && !hardOnly ? firstMatch(HARASSMENT, views) : null;
  if (harass) {
    const repeated = (ctx.recentMessages ?? []).slice(-5).filter((m) => {
      const t = basicNormalize(String(m ?? ''));
      return HARASSMENT.some((r) => r.test(t));
    }).length;
    add('harassment', repeated >= 1 ? 80 : 62, repeated >= 1 ? `${harass} (repeated)` : harass);
  } else {
    const mild = tr.mildInsult && !hardOnly ? firstMatch([MILD_INSULT], views) : null;
    if (mild) add('mild_insult', 15, mild);
  }

  // Easy-money offers (scam recruitment)
  const easy = tr.easyMoney && !hardOnly ? firstMatch(EASY_MONEY, views) : null;
  if (easy) add('scam_narrative', 65, `easy-money offer: ${easy}`);

  // Promotional spam
  const promoHits = tr.promo && !hardOnly ? (views[0].match(PROMO_G) ?? []) : [];
  const hasLink = offPlatform !== null || signals.some((x) => x.kind === 'link');
  if (promoHits.length >= 2 || (promoHits.length === 1 && hasLink))
    add('promo_spam', hasLink ? 65 : 50, promoHits.join(', '));

  // Rule families in engine/rules/ (round 4): appended after the detectors above.
  signals.push(...detectLures({ norm, views, ctx, consent, hardOnly, found: signals }));
  signals.push(...round7Signals({ norm, views, ctx, consent, hardOnly, found: signals }));
  // Round 8 (ADR 156): insults aimed at the reader, a top-up asked for.
  signals.push(...round8Signals({ norm, views, ctx, consent, hardOnly, found: signals }));
  // Round 11 (ADR 174): threats, sexual violence, minors, self-harm, extortion and drugs read by concept.
  signals.push(...round11Signals({ norm, views, ctx, consent, hardOnly, found: signals }));
  signals.push(...round12LureSignals({ norm, views, ctx, consent, hardOnly, found: signals })); // ADR 181
  signals.push(...round13LureSignals({ norm, views, ctx, consent, hardOnly, found: signals })); // ADR 188
  signals.push(...round14LureSignals({ norm, views, ctx, consent, hardOnly, found: signals })); // ADR 194
  // "heads up, a fake profile keeps asking people to move to telegram": someone else's lure, warned about to a match
  // (round 12)
  if (
    mutual &&
    signals.some((x) => x.kind === 'off_platform') &&
    views.some((v) => PREFILTER.test(LURE_WARNING_RE, v)) &&
    views.some((v) => PREFILTER.test(WARNING_CUE_RE, v)) &&
    !views.some((v) => PREFILTER.test(OWN_CONTACT_RE, v))
  )
    for (let i = signals.length - 1; i >= 0; i--) if (signals[i].kind === 'off_platform') signals.splice(i, 1);
  // "i know where you work, you told me": whereabouts the reader gave the speaker (round 12), or learnt from an
  // invitation or a lift home (ADR 229), are neither surveillance nor leverage, unless something in the message menaces.
  if (
    signals.some(isWhereaboutsFinding) &&
    mutual &&
    !views.some((v) => PREFILTER.test(WHEREABOUTS_MENACE, v)) &&
    (views.some((v) => PREFILTER.test(READER_TOLD_ME, v)) ||
      // an invitation, a lift home, warmth about the evening (ADR 229)
      (views.some((v) => WHEREABOUTS_GIVEN.test(v)) && !views.some((v) => WHEREABOUTS_MENACE_MORE.test(v))))
  )
    for (let i = signals.length - 1; i >= 0; i--) if (isWhereaboutsFinding(signals[i])) signals.splice(i, 1);
  signals.push(...round12ViolenceSignals({ norm, views, ctx, consent, hardOnly, found: signals })); // ADR 176
  signals.push(...round12ExploitationSignals({ norm, views, ctx, consent, hardOnly, found: signals }));
  signals.push(...round13ViolenceSignals({ norm, views, ctx, consent, hardOnly, found: signals })); // ADR 185
  signals.push(...round14ViolenceSignals({ norm, views, ctx, consent, hardOnly, found: signals })); // ADR 192
  signals.push(...clauseReaderSignals({ norm, views, ctx, consent, hardOnly, found: signals })); // ADR 218
  signals.push(...round18MenaceSignals({ norm, views, ctx, consent, hardOnly, found: signals })); // ADR 226
  signals.push(...round20ThreatSignals({ norm, views, ctx, consent, hardOnly, found: signals })); // ADR 240
  signals.push(...round21ThreatSignals({ norm, views, ctx, consent, hardOnly, found: signals })); // ADR 248
  signals.push(...round13ExploitationSignals({ norm, views, ctx, consent, hardOnly, found: signals })); // ADR 186
  signals.push(...round14ExploitationSignals({ norm, views, ctx, consent, hardOnly, found: signals })); // ADR 193
  signals.push(...round18MinorsExtortionSignals({ norm, views, ctx, consent, hardOnly, found: signals })); // ADR 219
  signals.push(...round20SvShDrugsSignals({ norm, views, ctx, consent, hardOnly, found: signals })); // ADR 244
  signals.push(...round25SvShSignals({ norm, views, ctx, consent, hardOnly, found: signals })); // ADR 278
  signals.push(...round34SevereSignals({ norm, views, ctx, consent, hardOnly, found: signals })); // ADR 334
  signals.push(...round20HateHarassmentSignals({ norm, views, ctx, consent, hardOnly, found: signals })); // ADR 246
  signals.push(...round21HateHarassmentSignals({ norm, views, ctx, consent, hardOnly, found: signals })); // ADR 251
  signals.push(...round23ExploitationSignals({ norm, views, ctx, consent, hardOnly, found: signals })); // ADR 265
  signals.push(...round25ExploitationSignals({ norm, views, ctx, consent, hardOnly, found: signals })); // ADR 279
  signals.push(...round25NotAllowSignals({ norm, views, ctx, consent, hardOnly, found: signals })); // ADR 280
  signals.push(...round34ClassSignals({ norm, views, ctx, consent, hardOnly, found: signals })); // ADR 335
  signals.push(...round35UnsolicitedSignals({ norm, views, ctx, consent, hardOnly, found: signals })); // ADR 338
  signals.push(...round35ClassSignals({ norm, views, ctx, consent, hardOnly, found: signals })); // ADR 339
  if (!hardOnly) setAsideReportedAbuse(signals, norm, views); // ADR 251: abuse suffered and reported, the insult in quotes
  // "a match asked me to buy him gift cards, obvious scam, reported": a scam told, not run (round 16, ADR 205)
  if (
    signals.some(isScamFinding) &&
    views.some((v) => PREFILTER.test(SCAM_TOLD_ACTOR, v)) &&
    views.some((v) => PREFILTER.test(SCAM_TOLD_CUE, v)) &&
    !views.some((v) => PREFILTER.test(READER_ASKED, v)) &&
    !views.some(scamAskOutsideStory)
  )
    for (let i = signals.length - 1; i >= 0; i--) if (isScamFinding(signals[i])) signals.splice(i, 1);
  if (signals.length) setAsideEverydaySenses(signals, views, mutual); // ADR 241: an alarming phrase's everyday sense
  // ADR 277: a threat past a contest's clause, an armed arrival; before ADR 272 so it keeps one owner for contests
  if (!rereading && round25ThreatGate(views))
    round25ThreatSignals(signals, views, (t) => harmReadIn(t, ctx, hardOnly, views));
  // ADR 272: a contest, a gift to oneself, a treat imposed; the rest re-read by these readers (mended, ADR 275)
  if (signals.length && !rereading)
    setAsideHarmlessReadings(signals, views, (text, sexual) =>
      harmReadIn(text, ctx, hardOnly, views, sexual ? REREAD_HARM_SEXUAL : REREAD_HARM),
    );
  // ADR 308: a parent's own child named with logistics, the sexual talk between the adults; the rest re-read
  if (!rereading)
    setAsideOwnChildLogistics(signals, views, (text) => harmReadIn(text, ctx, hardOnly, views, REREAD_MINORS));

  const contextualFactors: string[] = [];
  contextualFactors.push(`surface: ${ctx.surface}`);
  if (ctx.grid) contextualFactors.push(`grid: ${ctx.grid}`);
  contextualFactors.push(CONSENT_FACTOR[consent]);
  if (ctx.recipientHasReplied !== undefined)
    contextualFactors.push(
      ctx.recipientHasReplied ? 'recipient has replied before (mutual conversation)' : 'recipient has never replied',
    );
  if (ctx.recipient)
    contextualFactors.push(
      `recipient NSFW text ${ctx.recipient.receiveTextNSFW ? 'on' : 'off'}, ` +
        `images ${ctx.recipient.receiveImageNSFW ? 'on' : 'off'}`,
    );
  if (norm.signals.length) contextualFactors.push(`obfuscation: ${norm.signals.join(', ')}`);
  return { signals, consent, contextualFactors };
}
