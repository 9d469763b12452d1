/**
 * Round 25 (ADR 280): the not-ALLOW categories read by class, where the DEVELOP sets showed shapes no earlier reader
 * had. Soft findings only (REVIEW): harassment, a sexual request (judged by the consent state, so only a stranger's is
 * held), a drug deal and a move off the app. Hand-written from general knowledge; every class has its own paraphrases
 * and harmless twins in round25-not-allow.test.ts. The classes:
 *  - persistence after being ignored or blocked ("block me, I've more numbers", "I'll keep sending them till you do");
 *  - a degrading name with a second put-down, body shaming in new words, sexual shaming, a "pathetic excuse for a man";
 *  - an explicit opener to a stranger in slang or disguise (an oral offer, "do you swallow", a body part to show);
 *  - a named drug asked for or offered with a sourcing frame, in slang ("perico", "pressies", "tren");
 *  - contact moved off the app by a handle asked for, a QR code or a private site to register on.
 */
import { readLeetWord } from '../normalize';
import { execRule, GUARDIAN_PREFILTER } from '../prefilter';
import type { ContextSignal, ContextSignalKind } from '../types';
import { WordGate } from '../word-groups';
import type { RuleInput } from './types';
import { squeezeStretchedLetters } from './types';

const S = String.raw;
const NOTHING: ContextSignal[] = [];
const RISK = 62;
const re = (s: string): RegExp => {
  const r = new RegExp(s);
  GUARDIAN_PREFILTER.register([r]);
  return r;
};

const YOU = S`(?:you|u|ya|ye)`;
const YOURE = S`(?:you'?re|youre|you are|u r|u are|ur|yer)`;
const YOUR = S`(?:your|ur|yer|yo)`;
/** Affection that turns a put-down into teasing ("you idiot ❤️", "bless you x"). */
const WARM = /❤|♥|😘|🥰|😍|🤗|\bbless\b|\blove (?:you|ya|u)\b|\bjk\b|\bonly joking\b|\bx{1,3}$/;

// ------------------------------------------------------------------------------------------------
// Harassment
/** A mix-up owned in the same sentence ("then realised it was the other door, sorry"): turning up by mistake. */
const MIXUP_NOT =
  S`(?![^.!?]{0,60}\b(?:realis|realiz|wrong|different|other (?:door|branch|entrance|one)|mixed up|` +
  S`my (?:bad|mistake)|got confused|oops))`;
const PERSIST = [
  // "block me all you want, I've got more numbers": a block answered with other ways in
  re(
    S`\b(?:(?:block|report|blocking|reporting) (?:me|this|my)|(?:you|u) (?:\w+ )?(?:blocked|reported)|blocked again|` +
      S`\w+ (?:numbers?|accounts?|profiles?) blocked)\b` +
      S`[^.!?]{0,40}\b(?:i(?:'ve| have)?|i'?ll|got|have|use|make|made)\s+` +
      S`(?:just\s+)?(?:(?:use|make|get|open)\s+)?` +
      S`(?:got\s+)?(?:plenty(?: of| more)?|loads(?: of| more)?|more|another|other|new|different|spare|a new|a spare|` +
      S`a fresh)\s+` +
      S`(?:numbers?|accounts?|profiles?|phones?|sims?|emails?|one)\b`,
  ),
  re(S`\b(?:more|other|spare|new) (?:numbers|accounts|profiles|sims)\b[^.!?]{0,20}(?:😘|😏|😈|lol|haha|🙃)`),
  // "three accounts blocked and i'm still here", "take the hint: i'm not going away"
  re(
    S`(?:\b(?:you|u|ya)\b[^.!?]{0,15}\b(?:blocked|blocking|ignoring|ghosting|ghosted)|\bblocked\b|` +
      S`\b(?:block|ignore|ghost) me\b|\btake the hint\b)(?<!\b(?:keeps|kept|always|still) ignoring)[\s\S]{0,60}?` +
      S`\b(?:still here|(?:i'?m|im|i am) not going (?:away|anywhere)|not giving up|i don'?t quit)\b`,
  ),
  // "i'll keep sending them till you do", "you'll reply eventually, i'm patient"
  re(
    S`\b(?:i'?ll|ill|i will|gonna|i'?m gonna)\s+keep\s+(?:on\s+)?(?:(?:send|text|messag|call|ring|writ|try|ask|com|` +
      S`pester|bugg|bother|dm|dmm|snapp|email|lik|comment|follow)(?:ing|in'?)|` +
      S`mak(?:ing|in'?)\s+(?:new\s+|more\s+|fake\s+)?` +
      S`(?:accounts|profiles|numbers|pages))\b[^.!?]{0,40}\b(?:till|until|til|'til)\s+` +
      S`${YOU}\s+(?:do|thank|answer|reply|respond|text|message|pick up|notice|see|give in|talk|cave|crack)\b`,
  ),
  re(
    S`\b(?:you'?ll|youll|u'?ll|you will)\s+(?:reply|answer|respond|text (?:me )?back|talk to me|give in)\s+` +
      S`(?:eventually|sooner or later|one day)\b[^.!?]{0,30}\b(?:patient|not going anywhere|every (?:day|morning))`,
  ),
  // "i rang your work three times", "i waited outside your gym": turning up where the reader is, uninvited
  re(
    S`\b(?:rang|called|phoned)\s+${YOUR}\s+(?:work|office|workplace|job)\s+(?:\w+\s+)?(?:times|again|twice)\b` +
      MIXUP_NOT,
  ),
  re(
    S`\bwaited\s+(?:for you\s+)?(?:outside|by|at)\s+${YOUR}\s+(?:gym|work|office|house|flat|place|door|car|job)\b` +
      MIXUP_NOT,
  ),
];

/** Names that degrade whoever they are aimed at; the mild ones are read only beside a second put-down. */
const MILD_NAME = S`(?:idiot|moron|imbecile|cretin|bastard|dumbass|dickhead|knobhead|halfwit|dimwit|clown)`;
const STRONG_NAME = S`(?:midget|munter|mingin|minger|slapper|slag|skank|heifer|landwhale|pig|whale|cow|hog)`;
/** A second put-down beside a mild name: the bio, wasted time, cringe, nobody wanting the reader. */
const SECOND = re(
  S`\b(?:cringe|wasted|pathetic|(?:nobody|no one)\s+(?:wants|likes|loves|cares|fancies|would|will|is|asked|` +
    S`swipes|reads|messages|texts)|a joke|embarrass\w*|ugly|stupid|dumb|can'?t even|bio|thick as|` +
    S`go cry|loser|disgusting|useless|worthless|desperate)\b|\?\?`,
);
/** A name inside a question put to the reader ("do you hog…", "are you a cow person"): asking, not naming. */
const NOT_ASKED =
  S`(?<!\b(?:do|did|does|are|were|have|had|would|could|can|will|should|if|when)\s+(?:you|u|ya|ye)\s+` +
  S`(?:an?\s+)?\w+)`;
const NAMED = [
  re(
    S`\b(?:${YOURE}|${YOU})\s+(?:an?\s+)?` +
      S`(?:(?:absolute|complete|total|utter|fucking|such an?|right|proper|fat|ugly|lazy|thick|dirty)\s+)*` +
      S`${STRONG_NAME}\b(?![\w-]|\s+(?:pie|fish|stickers?|print|costume|onesie|plushie|shark|watching|out|the|` +
      S`person|people|lover|fan|or|girl|guy|farm|sanctuary|watch\w*|up|down|all))` +
      NOT_ASKED,
  ),
  re(S`,\s*(?:slapper|slag|skank|whale|heifer|munter|midget|fatso|landwhale)\s*[?!.]*\s*(?:$|[a-z]+ )`),
];
const MILD_NAMED = [
  re(
    S`\b(?:${YOURE}|${YOU})\s+(?:an?\s+)?(?:(?:absolute|complete|total|utter|fucking|such an?|right|proper)\s+)*` +
      S`${MILD_NAME}\b`,
  ),
  re(S`\bwhat (?:kind|sort|type) of ${MILD_NAME}\s+(?:lists|writes|puts|thinks|says|does|has)\b`),
];
const INSULT = [
  // "what a pathetic excuse for a man", "you sorry excuse for a woman"
  re(
    S`\b(?:${YOURE}|${YOU}|what an?|such an?)\s+(?:\w+\s+)?(?:pathetic|sad|sorry|poor|miserable) excuse for an?\s+` +
      S`(?:man|woman|human|person|bloke|guy|girl|lad|adult|human being)\b`,
  ),
  // "you've the personality of a damp sock and the looks to match"
  re(
    S`\b(?:personality|charm|charisma|conversation|sex appeal|brains?)\s+of an?\s+[^,.!?]{2,30}?` +
      S`(?:and|with|,)\s+(?:the\s+|a\s+)?(?:looks?|face|body)\s+to match\b`,
  ),
  // "i only matched you to tell you how disgusting you are"
  re(
    S`\b(?:only|just)\s+(?:matched|swiped|liked|messaged|texted|replied)\s+(?:with\s+|on\s+|to\s+)?(?:you\s+|u\s+)?` +
      S`to\s+(?:tell|say|let)\s+(?:you|u)\b[^.!?]{0,25}\b(?:disgusting|ugly|repulsive|gross|vile|hideous|fat|` +
      S`pathetic|a joke|rank|minging|desperate|boring|sad|embarrassing)\b`,
  ),
  // body shaming: "ur teeth are so messed up", "the nose on u", "eat a salad, whale", "built like a fridge"
  re(
    S`\b${YOUR}\s+(?:teeth|nose|face|skin|hairline|chin|chins|body|legs|arms|belly|gut|forehead|ears|thighs)\s+` +
      S`(?:are|is|r|look|looks)\s+(?:so\s+|well\s+|proper\s+|really\s+|fucking\s+)?(?:messed up|a state|rotten|` +
      S`wonky|crooked|yellow|busted|jacked up|fucked(?: up)?|grim|rank|minging|horrendous|hideous|disgusting|gross|` +
      S`awful|tragic|vile|rank)\b`,
  ),
  re(S`\bthe (?:nose|teeth|forehead|chin|chins|ears|gut|belly|hairline|state) on (?:you|u|ya|ye|yer)\b`),
  re(S`\beat an? (?:salad|vegetable|carrot|apple)\b[^.!?]{0,12}\b(?:whale|fatty|fatso|pig|lard\w*|heifer|porker|hog)`),
  re(
    S`\b(?:${YOURE}|${YOU}|the|that)\s+(?:\w+\s+)?built like an? (?:fridge|wardrobe|bus|van|shed|lorry|truck|` +
      S`brick \w+|fridge freezer)\b(?!\s+(?:and i|lol i))(?![^.!?]{0,30}\b(?:rugby|gym|play|lift|strong))`,
  ),
  re(
    S`(?<!\b(?:do|does|did|will|would)\s+)\b${YOU}\s+(?:stink|reek|smell|stank)\s+` +
      S`(?:of|like)\s+(?:desperation|loneliness|failure|poverty|sweat|piss|bo|` +
      S`fish|shit|bins?|rubbish|cheap)\b(?![^.!?]{0,30}\b(?:after|from)\s+(?:work|your|ur|the|a|my)\b)`,
  ),
  // sexual shaming: "you're just easy", "couldn't keep your legs shut", "frigid and boring"
  re(S`\b${YOURE}\s+(?:just|well|really|only)\s+easy\b(?=\s*(?:$|[.!]|tbh\b|and (?:every|any)\w+))`),
  re(S`\b(?:couldn'?t|can'?t|cant|never|learn to|try to)\s+keep\s+${YOUR}\s+legs\s+(?:shut|closed|together)\b`),
  re(S`\b(?:you|u|ya|your|ur)\b[\s\S]{0,40}?\bfrigid\s*(?:and|,|\.)\s*(?:boring|dull|dead|useless|cold|a prude)\b`),
  // mockery of the reader's own rating of themself: "imagine thinking you're a 10"
  re(S`\bimagine (?:thinking|believing) ${YOURE}\s+an? (?:10|ten|9|nine|catch|snack|stunner|model)\b`),
];
/** Cold water, weather, a lake: "frigid" said of a thing. */
const FRIGID_THING = /\b(?:weather|water|temperature|morning|air|night|wind|lake|sea|pool|outside|winter)\b/;

// ------------------------------------------------------------------------------------------------
// A stranger's explicit opener (judged by the consent state: an opted-in reader's stays ALLOW)
const SEX_BODY =
  S`(?:arse|ass|bum|butt|booty|tits|titties|boobs|rack|milkers|jugs|knockers|melons|cock|dick|pussy|bulge|` +
  S`privates|private (?:area|parts|bits)|intimate (?:area|parts)|nether regions|bits)`;
const SEXUAL = [
  // an oral offer or ask
  re(
    S`\b(?:give|gives|giving|gave)\s+(?:(?:amazing|great|incredible|the best|good|sloppy|mind-?blowing|top)\s+)?` +
      S`(?:head|oral|blowjobs?|bjs?|blowies?|brain)\b(?![\w-]|\s+(?:massages?|rubs?|start|office|teacher|chef))`,
  ),
  re(
    S`\b(?:need|want|wanna|gimme|give me|craving)\s+(?:some\s+)?(?:head|oral|dome|a blowie|a bj|a blowjob)\b` +
      S`(?![\w-]|\s+(?:massages?|rub|torch|start|space|office|teacher|chef|for heights|of))`,
  ),
  re(S`\bdo (?:you|u|ya) (?:spit or )?swallow\b(?!\s+(?:pills?|tablets?|capsules?|gum|your|ur|it|them|food|\w+ing))`),
  // threesome invitations, breeding, tasting
  re(S`(?:threesome|3some|three-?way|mfm|ffm|mmf|gangbang|spitroast)\b[\s\S]{0,60}?\b(?:want|join|you in|tonight|us)`),
  re(S`\b(?:made|built)\s+for\s+(?:breeding|bed|sex|fucking|riding|sin)\b`),
  re(
    S`\b(?:bet|wonder|imagine)\s+(?:you|u|ya)\s+taste\s*(?:(?:so\s+)?(?:good|amazing|incredible|sweet|delicious|` +
      S`divine|nice|great|lovely|heavenly))?\s*(?:[,.!?]|$|let me|down there|i wanna)`,
  ),
  re(
    S`\b(?:snack|meal|thicc|peach)\b[^.!?]{0,30}\b(?:wanna|want to|gonna|let me|lemme|i'?d|id)\s+` +
      S`eat\s+(?:that|you|u)\b(?=\s*(?:$|[,.!?😋🤤😏🍑]|up|out|tonight|rn))`,
  ),
  // something to show: under the clothes, a body part in slang, a photo of one
  re(
    S`\b(?:show|see|look like)\b[^.?!]{0,25}\bunder (?:that|your|ur|those|the) (?:jumper|dress|top|shirt|skirt|` +
      S`towel|clothes|hoodie|jeans|bikini|blouse|sweater|t-shirt|tee|uniform|scrubs|robe)\b`,
  ),
  re(S`\bunder (?:that|your|ur|those) \w+\b[^.!?]{0,5}[?,.]\s*(?:you can|u can|go on|just) show me\b`),
  re(S`\bshow (?:me|us) what ${YOUR} (?:mum|mom|mama|mother|momma|mamma) gave (?:you|u|ya)\b(?!\s+(?:for|at|as|on))`),
  re(
    S`\bshow (?:me|us) (?:those|them|your|ur|ya|the) (?:milkers|melons|jugs|titties|tits|boobs|knockers|tatas|` +
      S`bazookas|booty|ass|arse|cock|dick|package|bulge)\b`,
  ),
  re(S`\b(?:photo(?:graph)?|pic(?:ture)?|image|snap|video|vid)\s+of\s+${YOUR}\s+${SEX_BODY}\b(?!\s+bag)`),
  re(
    S`\b${YOUR}\s+${SEX_BODY}\b(?!\s+bag)[^.!?]{0,30}\b(?:send|show|share|flash)\b[^.!?]{0,12}\b(?:pic|photo|it|me)\b`,
  ),
  re(S`\bstrip\s*(?:poker|tease|for me)\b[^.!?]{0,40}\b(?:video|cam|facetime|on call|tonight)\b`),
  re(S`\bhow (?:tight|wet|deep|wide)\s+(?:are|r)\s+(?:you|u|ya)\b(?!\s+(?:\w+ing|into|with|on|at|about|in))`),
  re(
    S`\b(?:i'?m|im|i am)\s+(?:just\s+|only\s+)?here to (?:fuck|shag|bang|smash|screw|get laid|hook ?up|get some)` +
      S`(?=\s*(?:$|[,.!?]|tonight|you\b|u\b))`,
  ),
];
/** An emoji opener: clothes, an arrow, a cross (off), with a leer. */
const EMOJI_STRIP = /(?:👙|👗|👚|🩲|👕)\s*(?:➡️?|👉)?\s*(?:❌|🚫|⬇️?)/u;
const LEER = /🤤|😏|🍆|💦|👅|😈/u;

// ------------------------------------------------------------------------------------------------
// Drugs: a named drug with a sourcing frame
const DRUG = S`(?:perico|pressies|presses|ching|tren|lsd|codeine|co-?codamol|oxy|adderall|xanax|molly|mdma|ket)`;
/** Drug slang that is also a thing (camping gear, acid-free paper, crack filler, Charlie Chaplin): read only alone. */
const SLANG = S`(?:charlie|gear|acid|speed|whizz|crack|bump)`;
const SLANG_ALONE =
  S`(?=\s*(?:$|[?!.,]|for (?:tonight|the weekend|this weekend|saturday|friday|sunday|later|the (?:party|club|rave|` +
  S`festival))|(?:tonight|mate|bro|pal|hmu|x)\b))`;
const DRUGS = [
  re(
    S`\b(?:sellin[g']?|got|have|tengo|sort(?:ing)? (?:you|u)|get (?:you|u)|can get)\s+(?:some\s+|sum\s+)?` +
      S`(?:perico|pressies|presses|tren|test and tren|ching)\b`,
  ),
  // a price per pop or hit; "2 for one" is a drug price only for a word with no shop reading
  re(
    S`\b(?:pressies|presses|tabs|pills|bars|pingers|tren|perico)\b[^.!?]{0,30}\b\d+` +
      S`\s*(?:a|per|each)\s*(?:pop|hit|tab)\b`,
  ),
  re(S`\b(?:pressies|presses|pingers|tren|perico)\b[^.!?]{0,30}\b\d+\s*(?:for|each)\s*(?:one)\b`),
  re(S`\b(?:perico|tren|pressies|pingers)\b[^.!?]{0,40}\b(?:cheap|calidad|quality|deliver|quieres|discount)\b`),
  re(
    S`\b(?:want|fancy|need)\s+(?:some|any|a bit of|a line of)\s+charlie\b(?!\s+(?:and|chaplin|brown|sheen|bucket))` +
      S`[^.!?]{0,30}\b(?:club|tonight|party|` +
      S`treat|pay me|before)\b`,
  ),
  re(
    S`\b(?:got any|have you got any|you got any|get hold of (?:some|any)|looking for|know anyone (?:with|selling)|` +
      S`anywhere (?:\w+\s+){0,4}to get|where (?:can|do) i get|slip me(?: some)?|` +
      S`sell me(?: some)?(?: of)?(?: your)?)\s+` +
      S`(?:${DRUG}\b(?!\s+(?:reflux|dating|bump|camera|test|trap|on|the code|a joke))|${SLANG}\b${SLANG_ALONE}|` +
      S`${SLANG}\b(?=[^.!?]{0,40}\b(?:know anyone|anyone (?:got|selling|have|sells)|who (?:sells|has)|hook me up)))`,
  ),
  re(S`\bsell me (?:some|a few) of (?:your|ur) (?:${DRUG}|meds|pills|tabs|stash|supply|bud|weed|green|script)\b`),
  re(
    S`\bgrows?\s+(?:\w+\s+)?in (?:his|my|the|a|her|their) (?:loft|attic|shed|garage|spare room|cupboard|basement)\b` +
      S`[\s\S]{0,60}?\b(?:ounce|oz|an eighth|a quarter|mates rates)\b`,
  ),
  re(S`\bcook (?:you|u) (?:up )?something stronger\b[^.!?]{0,40}\bfor a price\b`),
  re(
    S`\bi (?:deal|push|shift)\s+(?:weed|pills|coke|bud|gear|molly|mdma|ket|xans|tabs|green)\b` +
      S`(?=\s*(?:$|[,.!?]|and\b|for\b|if\b|to\b|(?:mate|bro|hmu)\b))`,
  ),
  re(S`\bsupplier\b[^.!?]{0,20}\bpure\s+(?:stuff|gear|product)\b`),
  re(S`\b(?:plug|connect)\b[^.!?]{0,20}\b(?:pure|fresh|new batch)\s+(?:stuff|gear|batch|product)\b`),
  re(
    S`\b(?:steroids|tren|test|ozempic|wegovy|mounjaro|adderall|perks?|percs?)\b[^.!?]{0,40}\b` +
      S`no (?:prescription|script)\b`,
  ),
  re(S`\b(?:perks?|percs?|oxys?|xans?|bars)\s+for the pain\b[^.!?]{0,20}\bno questions\b`),
  re(S`\bcandy ?man\b[^.!?]{0,40}\b(?:hmu|dm me|hit me up|message me)\b`),
  re(S`\b(?:buying|selling)\s+\w+\s+pens\b[^.!?]{0,30}\b(?:script|cash|no questions)\b`),
  re(
    S`\b(?:fell off (?:a|the) (?:lorry|truck|back of)|out the back)\b[^.!?]{0,60}\b` +
      S`(?:ozempic|codeine|pills|tabs|meds)\b`,
  ),
];

// ------------------------------------------------------------------------------------------------
// Off the app
const OFF = [
  // a handle asked for to leave the app ("what's ur @? I'll follow you"), not to send a meme in a chat going on
  re(
    S`\b(?:what'?s\s+${YOUR}|(?:lemme|let me|can i|gimme|give me)\s+(?:get|have|grab)\s+(?:that|your|ur|ya))\s+` +
      S`(?:@(?!\w)|(?:ig|insta|snap|sc|tiktok|tt|tele|telegram|kik)\b)[\s\S]{0,40}?\b(?:(?:follow|add) (?:you|u|me)|` +
      S`(?:not|no|won'?t|don'?t|never)\s+(?:\w+\s+){0,2}(?:chat|talk|chatting|talking)(?: on)? here|` +
      S`this app (?:is|'s) (?:dead|slow|trash|rubbish|boring))\b`,
  ),
  // a way out to the speaker: a QR code to chat, not one on a table to order from
  re(S`\bscan\s+(?:the|this|my)\s+qr(?: code)?\b[^.!?]{0,50}\b(?:chat|talk|privately|message|dm)\b`),
  re(
    S`\b(?:private|personal) (?:website|site|page)\b[^.!?]{0,50}\b(?:register|sign up|visit|join)\b` +
      S`(?![^.!?]{0,40}\b(?:gift|wedding|registry|rsvp|shop|order|tickets?|menu|booking)\b)`,
  ),
  re(
    S`\bmy link ?tree\b(?![^.!?]{0,40}\b(?:shop|store|business|portfolio|pottery|art|music|band|podcast|blog|` +
      S`etsy|recipes?|charity|work)\b)`,
  ),
  // privacy elsewhere offered as the reason to move ("we'd have more privacy on…"), not a question about apps
  re(
    S`\b(?:we'?d|we would|we could|we can|we'?ll|we will|let'?s|move|switch|talk|chat|add me)\b[^.!?]{0,25}` +
      S`\b(?:more|better) privacy on (?:whats ?app|telegram|snap(?:chat)?|signal|kik|insta(?:gram)?)\b`,
  ),
  re(
    S`\b(?:send|give|swap)\s+(?:you\s+)?my priv(?:ate)? number\b[^.!?]{0,20}\b` +
      S`(?:if|when|and) (?:you|u) (?:send|give)\b`,
  ),
  re(S`\bfollow me on my (?:website|site|page)\b`),
];

// ------------------------------------------------------------------------------------------------
/** Every reading above holds one of these words (the emoji opener and a bare "@" are tested on their own). */
const gate = (words: string): WordGate => new WordGate(new RegExp(S`\b(?:${words})\b`));
const HARASS_GATE = gate(
  S`block|blocked|blocking|report|numbers|accounts|profiles|sims|ignore|ignoring|ghosting|ghost|ghosted|hint|` +
    S`till|until|` +
    S`til|eventually|sooner|rang|called|phoned|waited|idiot|moron|imbecile|cretin|bastard|dumbass|dickhead|` +
    S`knobhead|halfwit|dimwit|clown|midget|munter|mingin|minger|slapper|slag|skank|heifer|landwhale|pig|whale|` +
    S`cow|hog|fatso|excuse|match|tell|teeth|nose|face|skin|hairline|chin|chins|body|legs|arms|belly|gut|` +
    S`forehead|ears|thighs|state|salad|vegetable|carrot|apple|built|stink|reek|smell|stank|easy|frigid|imagine`,
);
const SEX_GATE = gate(
  S`head|oral|blowjob|blowjobs|bj|bjs|blowie|blowies|brain|dome|swallow|threesome|3some|three-way|threeway|` +
    S`mfm|ffm|mmf|gangbang|spitroast|breeding|riding|sex|bed|fucking|sin|taste|eat|under|gave|show|arse|ass|` +
    S`bum|butt|booty|tits|titties|boobs|rack|milkers|jugs|knockers|melons|cock|dick|pussy|bulge|privates|` +
    S`private|intimate|bits|strip|tight|wet|deep|wide|fuck|shag|bang|smash|screw|laid|hook|hookup`,
);
const DRUG_GATE = gate(
  S`perico|pressies|presses|charlie|ching|tren|gear|acid|lsd|speed|whizz|crack|codeine|co-codamol|cocodamol|` +
    S`oxy|tabs|pills|bars|pingers|sell|plug|supplier|connect|ounce|oz|eighth|mates|stronger|price|steroids|` +
    S`ozempic|wegovy|mounjaro|adderall|perks|percs|perk|perc|oxys|xans|candyman|candy|pens|lorry|truck|back|` +
    S`deal|push|shift|bump|molly|mdma|ket|xanax|meds|stash`,
);
const OFF_GATE = gate(S`insta|ig|snap|sc|tiktok|tt|tele|telegram|kik|qr|website|site|linktree|privacy|priv|private`);
/** The disguises worth reading this module's own views for. */
const DISGUISES = new Set(['leet', 'spaced_letters', 'repeated_letters', 'confusables']);
const anyView = (g: WordGate, views: readonly string[]): boolean => {
  for (const v of views) if (g.test(v)) return true;
  return false;
};

/** The lexicon leet in a word is read against (readLeetWord): this module's words. */
const LEXICON: ReadonlySet<string> = new Set([
  ...['idiot', 'moron', 'bastard', 'tight', 'swallow', 'threesome', 'head', 'evening', 'private', 'photo', 'show'],
  ...['deal', 'weed', 'pills', 'adderall', 'linktree', 'whale', 'salad', 'midget', 'easy', 'teeth', 'nose'],
]);
const LEET_TOKEN = /[a-z']*[0-9@$!|(€][a-z0-9@$!|(€']*/g;
const HAS_LETTER = /[a-z]/;
const readLeet = (w: string): string => (HAS_LETTER.test(w) ? readLeetWord(w, LEXICON, 64) : w);

/** The message's views, with leet read against this module's words and stretched letters squeezed, when new. */
function ownViews(input: RuleInput): string[] {
  const views = [...input.views];
  const last = views[views.length - 1];
  if (input.norm.signals.includes('leet')) {
    const v = input.views[0].replace(LEET_TOKEN, readLeet);
    if (!views.includes(v)) views.push(v);
  }
  if (input.norm.signals.includes('repeated_letters')) {
    const v = squeezeStretchedLetters(last);
    if (!views.includes(v)) views.push(v);
  }
  if (views.length === input.views.length) return input.views;
  GUARDIAN_PREFILTER.prepare(views);
  return views;
}

function first(rules: readonly RegExp[], views: readonly string[]): string | null {
  for (const v of views)
    for (const r of rules) {
      const m = execRule(r, v);
      if (m) return m[0];
    }
  return null;
}

/** The findings of one message, pushed to `out` (the per-message closures of ADR 190 avoided). */
function push(out: ContextSignal[], kind: ContextSignalKind, evidence: string | null): void {
  if (evidence) out.push({ kind, risk: RISK, evidence: evidence.slice(0, 120) });
}
const foundAtReview = (found: readonly ContextSignal[], kind: ContextSignalKind): boolean =>
  found.some((s) => s.kind === kind && s.risk >= 40);

export function round25NotAllowSignals(input: RuleInput): ContextSignal[] {
  if (input.hardOnly) return NOTHING;
  const stranger = input.ctx.recipientHasReplied === false && !input.consent.startsWith('opted_in');
  const given = input.views;
  let harassG = anyView(HARASS_GATE, given);
  let sexG = stranger && anyView(SEX_GATE, given);
  let drugG = anyView(DRUG_GATE, given);
  let offG = given[0].includes('@') || anyView(OFF_GATE, given);
  const emoji = stranger && EMOJI_STRIP.test(given[0]) && LEER.test(given[0]);
  // a disguised message is gated on its own views too ("71gh7", "athreesome"): only those pay for them
  let disguised = false;
  for (const sig of input.norm.signals) if (DISGUISES.has(sig)) disguised = true;
  if (!harassG && !sexG && !drugG && !offG && !emoji && !disguised) return NOTHING;
  const views = disguised ? ownViews(input) : given;
  if (disguised) {
    harassG ||= anyView(HARASS_GATE, views);
    sexG ||= stranger && (anyView(SEX_GATE, views) || views.some((v) => v.includes('threesome')));
    drugG ||= anyView(DRUG_GATE, views);
    offG ||= anyView(OFF_GATE, views);
  }
  const found = input.found;
  const out: ContextSignal[] = [];
  if (harassG && !foundAtReview(found, 'harassment') && !foundAtReview(found, 'mild_insult')) {
    const warm = views.some((v) => WARM.test(v));
    let harass = first(PERSIST, views) ?? first(NAMED, views) ?? (warm ? null : first(INSULT, views));
    if (harass?.startsWith('frigid') && views.some((v) => FRIGID_THING.test(v))) harass = null;
    if (!harass && !warm) {
      const named = first(MILD_NAMED, views);
      if (named && views.some((v) => execRule(SECOND, v.replace(named, ' ')))) harass = named;
    }
    push(out, 'harassment', harass);
  }
  if ((sexG || emoji) && !foundAtReview(found, 'sexual_request') && !foundAtReview(found, 'sexual_explicit'))
    push(out, 'sexual_request', (sexG ? first(SEXUAL, views) : null) ?? (emoji ? 'clothes off (emoji)' : null));
  if (drugG && !foundAtReview(found, 'drug_sale') && !foundAtReview(found, 'solicitation'))
    push(out, 'drug_sale', first(DRUGS, views));
  if (offG && !foundAtReview(found, 'off_platform')) push(out, 'off_platform', first(OFF, views));
  return out;
}
