/**
 * Round 20 (ADR 246): hate and directed harassment read by class, not by phrase. Both are `not_allow`: every finding
 * here is soft (62, REVIEW); a threat beside them is for the threat readers. Hand-written from general knowledge; the
 * DEVELOP challenge sets showed which classes the older lists (context.ts HARASSMENT, lures.ts and cross-author.ts
 * hate, round8.ts insults) did not reach. Five classes:
 *  - directed insult and appearance: the reader ("you", "your face") with a degrading name or predicate, body shaming,
 *    "you should be grateful anyone talks to you", "why are you even on here";
 *  - slurs, masked or not ("k*ke", "n*****s", "sp*c", spaced, look-alike or leet letters);
 *  - a protected group (or "your people") with a dehumanising predicate, in words or emoji ("🏳️‍🌈 = 🤮");
 *  - exclusion: "go back to your cave", "no curry munchers", "whites only", "stick to your own";
 *  - persistence after being ignored, blocked or unmatched: new accounts, "I'll keep messaging until …", counts of
 *    unanswered messages, "hey hey hey why are you ignoring me".
 * A report or quote of what someone else said (frames.ts) sets every finding aside; sexual degradation between adults
 * who opted into sex talk is theirs (as cross-author.ts reads it; since ADR 251 not a verdict on looks, mind or worth).
 */
import { GUARDIAN_PREFILTER, RegexPrefilter, execRule } from '../prefilter';
import type { ContextSignal } from '../types';
import { WordGate } from '../word-groups';
import { DEHUMANISING, PROTECTED_GROUP } from './concepts';
import { framed } from './frames';
import { viewsWithSqueezed, type RuleInput } from './types';

const S = String.raw;
const NOTHING: ContextSignal[] = [];
/** An expression, or one and another that must also hold somewhere in the same view (either side of it). */
type Reading = RegExp | readonly [RegExp, RegExp];

const YOU = S`(?:you|u|ya|ye)`;
const YOU_ARE = S`(?:you'?re|youre|you are|u r|u are|ur|yer|ya|ye|you|u)`;
const YOUR = S`(?:your|ur|yer)`;
/** The reader as the subject, never also "your". */
const YOU_IS = S`(?:you'?re|youre|you are|u r|u are|you|u|ye)`;

// ------------------------------------------------------------------------------------------------
// Directed insult and appearance
/** Names that degrade whoever they are aimed at (not the banter words "dork", "nerd", "weirdo", "menace", "trash"). */
const NAME =
  S`(?:minger|munter|roaster|waste ?man|neek|whole (?:clown|joke|mess)|bum|slag|slapper|skank|whore|slut|hag|hags|` +
  S`whale|land ?whale|heifer|cow|` +
  S`lard ?(?:arse|ass)|incel|loser|embarrassment|failure|disgrace|lump|waste of (?:space|oxygen|air)|` +
  S`uggo|swamp donkey|damaged goods|whole l|mid|fugly|hideous|repulsive|revolting|minging|expired|` +
  S`pick[- ]?me(?= energy| and|\s*[,.!?]|\s*$)|` +
  S`(?:the )?(?:most (?:repulsive|hideous|disgusting|pathetic)|ugliest|dumbest|stupidest|thickest) \w+)`;
const NAME_BEFORE =
  S`(?:such|so|a|an|the|proper|absolute|total|right|whole|complete|certified|fucking|rank|wee|` +
  S`busted|fat|ugly|stupid|dumb|pathetic|useless|desperate|old|little|even|just|honestly|really|literally|bit of a|` +
  S`gross|hairy|disgusting|dirty|used|bald|hideous|lil|mad|dead)`;
/** Adjectives that insult the reader's looks or mind, two of them in a row ("fat, bald and broke"). */
const BAD = S`(?:fat|ugly|bald|broke|fugly|hideous|dumb|stupid|boring|thick|desperate|gross|minging|wrinkly|saggy)`;
/** Words of a verdict on looks beside "delete your profile". */
const UGLY_WORD = S`(?:ugly|ugliest|fat|mid|cringe|loser|minging|melted|troll|hideous|pathetic|face)`;
/** Degrading emoji, in a line that names the reader. */
const BAD_EMOJI = S`(?:🤮|🤢|💩|🗑|🐳|🐋|🐖|🐄)`;
const BODY =
  S`(?:face|body|teeth|nose|skin|voice(?: note)?|laugh|stutter|pics?|photos?|selfies?|profile pic|belly|gut|weight|` +
  S`hair|forehead|chin|legs|arms|thighs|ass|arse|smile|looks)`;
const UGLY_THING =
  S`(?:(?:a |an )?(?:man|bloke|boy|dude)(?: in| with|,|\.|$)|(?:a |an )?(?:melted|slapped|deflated|bloated|walking|` +
  S`wet|dying|beached|drowned) \w+|(?:a |an )?(?:potato|troll|goblin|gremlin|thumb|thing|witch|hag|corpse|` +
  S`skeleton|crackhead|pug|bulldog|shrek|toad|ogre|whale|pig)\b|something (?:i|the cat|you)|trash|garbage|` +
  S`shit|crap|🤡|💩|🤮|${YOU} smell|${YOU} (?:need|have never))`;
const INSULT: readonly Reading[] = [
  // "too ugly to be this picky", "as ugly as you", "ur mad ugly", a name as the last word ("…, loser")
  new RegExp(
    S`\b${YOU_IS} (?:way |far |much )?too (?:ugly|fat|old|short|bald|wrinkly)\b(?: and \w+)? to (?:be|date|have|` +
      S`get|ask|want)\b|\bas (?:ugly|fat|thick|stupid|dumb|hideous) as (?:you|u)\b|\bur (?:so+|mad|dead|proper|` +
      S`really|rly|actually|lowkey|hella|well) (?:ugly|fat|hideous|fugly|minging)\b|\b(?:you|u) (?:clearly |` +
      S`obviously )?(?:have|got) no (?:brain|brains|brain cells)\b|^\W*(?:(?:loser|minger|munter|slag|skank|` +
      S`slapper|uggo)\W*){2,}$`,
  ),
  [
    new RegExp(
      S`[,.]\s*(?:loser|minger|munter|slag|skank|whore|slut)\W*$|\b(?:the )?(?:ugliest|most repulsive|` +
        S`dumbest|stupidest) (?:woman|man|person|girl|guy|individual|thing) (?:on (?:this|here|the) app|on here|` +
        S`i'?ve (?:ever )?(?:seen|matched|met))`,
    ),
    new RegExp(S`\b(?:you|u)\b`),
  ],
  // "ur", "ya", "yer" are also "your" ("ur bum", "ur fat cat"): a name after them needs a word of its own first
  new RegExp(
    S`\b${YOU_IS}\s+(?:${NAME_BEFORE}\s+){0,4}${NAME}\b|\b(?:ur|ya|yer)\s+(?:${NAME_BEFORE}\s+){1,4}` +
      S`${NAME}\b|\b(?:what an?|wot an?|typical|bet ${YOU_ARE} an?(?: right| proper)?)\s+(?:\w+\s+)?${NAME}\b|` +
      S`^\W*(?:loser|minger|munter|slag|skank|slapper|uggo|incel|wasteman)\W*$`,
  ),
  new RegExp(
    S`\b(?:stupid|ugly|fat|dumb|useless|dirty|filthy|gross|hairy)\s+(?:cripple|spastic|hag|hags|slag|` +
      S`skank|whale|troll|minger|munter|lump|heifer)\b|\b(?:dog|horse|pig|rat|potato|pizza)[\s-]faced\b`,
  ),
  // two insults of looks or mind in a row, at the start or said of the reader: "fat, bald and broke"
  new RegExp(
    S`(?:^\W*|\b${YOU_ARE}\s+(?:so\s+)?)${BAD}(?:\s*,\s*|\s+and\s+|\s*&\s*)(?:\w+\s+){0,2}(?:${BAD}|minger)\b`,
  ),
  // the reader's face or body and a verdict on it, either way round
  new RegExp(
    S`\b${YOUR}\s+(?:\w+\s+)?${BODY}\b[^.!?]{0,30}?(?:\b(?:ugly|hideous|gross|disgusting|repulsive|` +
      S`revolting|grim|minging|rank|embarrassing|annoying|yellow|busted|horrible|vile|ruined|makes? me sick)\b|` +
      S`${BAD_EMOJI})|(?:${BAD_EMOJI}|\bshame about)\s*(?:at\s+)?${YOUR}\s+(?:\w+\s+)?${BODY}\b|\blook at ${YOUR} ` +
      S`(?:nose|teeth|belly|face|body)\b[^.!?]{0,30}\b(?:did an?|what happened|ew+|yikes)\b|\bshame ` +
      S`about the rest of ${YOU}\b|\bwith (?:that|those) (?:belly|gut|face|body|nose|teeth|thighs|rolls|muffin top)\b` +
      S`(?=[^]*\b(?:embarrass\w*|gross|ugly|shame|don'?t|hide|cover|should)\b)`,
  ),
  new RegExp(
    S`(?<!\bwhen )\b${YOU} look(?:ed)? (?:even )?(?:like (?:${UGLY_THING})|uglier|fatter|older|grim|gross|disgusting|` +
      S`hideous)|\b${YOU_IS} (?:even |so much )?(?:uglier|fatter)\b|\b(?:${YOU_IS}|why (?:are|r) ${YOU}) (?:so+ )?` +
      S`(?:flat[ -]?chested|` +
      S`fat|ugly|hideous|wrinkly|saggy|fugly)\b(?! (?:chance|bottom|fingers))|\bugly it hurts\b|\bhurts to look at ` +
      S`${YOU}\b`,
  ),
  new RegExp(
    S`\b${YOU} have the (?:face|body|personality|brain|looks|charm) of an? (?:\w+ ){0,2}(?:potato|sock|` +
      S`sponge|brick|rock|troll|pig|horse|thumb|goblin|toad|plank|wet wipe)\b|\b(?:face|considered|thought)\b[^]*` +
      S`\bpaper bag\b`,
  ),
  // said of the reader, not of the speaker ("my pastor says I have a face for radio lol")
  [
    new RegExp(S`\bthe face to match\b|\bface for radio\b|\bbody for sumo\b`),
    new RegExp(S`\b(?:you|u|ya)\b(?! (?:know|see)\b)`),
  ],
  new RegExp(
    S`\bwhy (?:are|r) ${YOU} (?:even (?:on here|here|on this app|on (?:a )?dating apps?|alive)|alive|` +
      S`breathing)\b|\bwhy did ${YOU} (?:even )?bother (?:making|posting|with a) (?:a )?(?:profile|account|pics?)\b|` +
      S`\b(?:delete|deactivate|uninstall) (?:${YOUR}|the) (?:acc|account|profile|pics|photos|app|game)\b(?=[^]*\b` +
      S`${UGLY_WORD}\b)|\b${UGLY_WORD}\b[^]*\b(?:delete|deactivate|uninstall) (?:${YOUR}|the) (?:acc|account|profile|` +
      S`pics|photos|app|game)\b|\btake ${YOUR} ` +
      S`(?:photos|pics) down\b|\bget (?:aff|off) (?:this|the) app\b|\b(?:shouldn'?t|should not) be on (?:dating ` +
      S`apps?|here|this app)\b`,
  ),
  // "you should be grateful anyone talks to you", "you should be thanking me for even messaging"
  new RegExp(
    S`\b${YOU}\b[^.!?]{0,40}\b(?:grateful|thankful|lucky)\b (?:that )?(?:anyone|anybody|someone|any (?:guy|` +
      S`man|woman|girl)|i|most guys|a guy like me)(?:'s| is| even| would| will)?\s+(?:\w+\s+)?(?:talk|messag|repl|` +
      S`swip|look|match|bother|dat|giv|text)\w*|\bbe thanking me for (?:even )?(?:messag|talk|swip|match)\w*`,
  ),
  // the reader's mind: "so thick it's impressive", "dropped as a baby", "explains why you're so thick"
  new RegExp(
    S`\b${YOU_ARE} (?:honestly |really |just )?so (?:thick|stupid|dumb|dense|brainless)\b(?=[^.!?]{0,40}` +
      S`\b(?:it'?s|that|surprised|were ${YOU}|did ${YOU}|can'?t|bet|explains)\b)|` +
      S`\bdropped (?:on (?:${YOUR}|the) head ` +
      S`)?as a baby\b|\bexplains why ${YOU_ARE} so (?:thick|stupid|dumb|ugly|single)\b|\b(?:are|r) ${YOU} brain ` +
      S`damaged\b|\bhow (?:thick|stupid|dumb) ${YOU} (?:sound|are|look)\b|` +
      S`\bcan'?t (?:even )?spell ${YOUR} own name\b|` +
      S`\bsurprised ${YOU} can (?:even )?(?:work|use|read|tie)\b`,
  ),
  // "nobody will ever love a used single mum like you", "no one wants u", "who'd date someone in a wheelchair"
  new RegExp(
    S`\b(?:nobody|no one|noone|no ?body)(?:'s| is)? (?:ever )?(?:will |would |is going to |going to |gonna )?` +
      S`(?:ever )?` +
      S`(?:love|want|date|marry|rate|fancy|touch|swip\w*(?: right)? on)s? (?:\w+ ){0,5}?` +
      S`(?:${YOU}|${YOUR}|like ${YOU})` +
      S`\b(?! to\b| like (?:i|me)\b| more than| as much)|` +
      S`\b(?:nobody|no one|noone)(?:'s| is) swip\w*(?: right)? on that\b|` +
      S`\bwho(?:'?d| would| will| go| gon|'?s gonna| is going to) (?:ever )?(?:date|marry|want|love|` +
      S`fuck|touch|shag) (?:someone|somebody|a (?:girl|guy|woman|man)|anyone) (?:like ${YOU}|in a wheelchair|who ` +
      S`looks like)|\bthinks? (?:${YOU}|he|she) deserves?\b[^]{0,40}\b(?:delusional|pathetic|as if|cope)\b|\bthe ` +
      S`audacity of an? (?:short|fat|ugly|bald|old)\b|\bbullied\b[^.!?]{0,30}\b(?:i can see why|no wonder|deserved)\b`,
  ),
  // a verdict on "that" look: "when you look like that", "a mum who looks like that"
  new RegExp(
    S`(?:embarrass\w*|ashamed|how (?:can|could|dare)|do better|🤮|gross|disgust\w*)[^.!?]{0,60}\blooks? ` +
      S`like that\b|\blooks? like that\b[^.!?]{0,20}(?:🤮|🐳|grim|gross|disgust|\bew)`,
  ),
  // emoji aimed at the reader: "🤮 your face", "ur face 🤮", "🐋 like you", "🤡 that's you"
  new RegExp(
    S`${BAD_EMOJI}\s*(?:\S+\s*){0,2}?(?:at\s+)?(?:${YOUR}|${YOU}|like ${YOU}|that'?s ${YOU})\b|\b(?:${YOUR}` +
      S`|${YOU})\s+(?:\w+\s+)?${BAD_EMOJI}|🤡\s*(?:that'?s|thats) ${YOUR}?|\blook like 🤡|🤡\s*(?:pathetic|loser)`,
  ),
];

// ------------------------------------------------------------------------------------------------
// Slurs, masked or not
/** A character standing in for a letter to slip past a word list. */
const M = S`[*#@]`;
const SLURS = new RegExp(
  S`\bn(?:[i1!]|${M}{1,2})(?:gg|g${M}|${M}g|${M}{2})(?:[e3]r|[a4]h?|${M}{1,3}r?|uh)?[sz]?(?![a-z*#@])|` +
    S`\bn${M}{3,6}(?:[sr](?![a-z])|(?![a-z*#@]))|\bsand[\s-]?n(?:-?word|${M}+\w*)|` +
    S`\bk(?:[i1y]|${M})k(?:[e3]|${M})s?(?![a-z])|\bsp(?:${M}|[1!])cs?(?![a-z])|\b(?:rag|towel)[\s-]?heads?\b|` +
    S`\b(?:you'?re|ur|u r|a|such a|typical|bunch of|those|these|all|fucking|another) troons?\b|\btroons (?:are|r)\b|` +
    S`\btr[a4@]nn(?:y|ie|ies|1es|135|1e5|ys)\b(?! (?:fluid|box|rebuild))|\bpak[i1!]+s\b|\bdark(?:ie|ies|y|eys)\b|` +
    S`\bcurry[\s-]?munch(?:ers?|ing)\b|\brice[\s-]?eaters\b|\bpajeets?\b|\blezz(?:as?|ers?)\b|` +
    S`\bmoo?zl[i1e]ms?\b|\bmuzz(?:ies?|y|rats?)\b|\bsheep[\s-]?shaggers?\b|\bgolliwogs?\b|\bjungle bunn(?:y|ies)\b|` +
    S`\bcamel[\s-]?jockeys?\b|\bbeaners?\b|\bwetbacks?\b|\b(?<!gobble(?:\w{0,3}|[\s-]+d[ey])[\s-]+)gooks?\b|\bwogs?\b|\bshemales?\b|` +
    S`\b(?:dirty|filthy|stinking) (?:jews?|paki|arab|immigrants?|gypsy|gypsies|muslims?|blacks?|mexicans?)\b|` +
    S`\bf(?:a|${M})gg(?:o|${M})ts\b|\bd(?:y|${M})kes? like ${YOU}\b`,
);

// ------------------------------------------------------------------------------------------------
// A protected group and a dehumanising predicate
const GROUP =
  S`(?:${PROTECTED_GROUP}|(?:you|your|ur|ya|yer|those|these|them|all) (?:people|ppl|lot|kind|race|` +
  S`lot)|people (?:of|like) (?:${YOUR}|${YOU}) ?(?:race|kind|colou?r)?)`;
const EMOJI_GROUP = S`(?:🏳\s*\u200d?🌈|🏳\s*\u200d?⚧|✡|🕌|♿)`;
/** What a group is said to do by nature: breed, stink, steal, infest, "only good for", "in their blood". */
const GROUP_DOES =
  S`(?:breed\w*|smell|stink|reek|steal(?:ing)?|spread\w*|infest\w*|invad\w*|running the world|run(?:ning)? the ` +
  S`world|all look the same|look the same|only want|only good for|(?:all )?(?:should|need to|ought to) (?:be|stay)` +
  S` (?:locked up|put down|kept|banned|deported|removed|in (?:its|their) own)|belong in (?:the |a )?(?:zoo|kitchen|` +
  S`cage|jungle|trees)|can'?t exist|shouldn'?t exist|not capable of|aren'?t capable of|incapable of|born to be|` +
  S`stay away from (?:our )?(?:kids|children)|kept away from|ruin\w* everything|(?:should )?(?:all )?(?:🔥|burn)|` +
  S`(?:ain'?t|aren'?t|are not|r not) (?:even )?(?:people|human)|swarm\w*)`;
const HATE = [
  // a call to gas or kill a group, the ovens: read here as hate (soft); a threat reader may read more
  new RegExp(
    S`\b(?:gas|kill|burn|hang|shoot|exterminate) (?:all )?(?:the |those |these )?${PROTECTED_GROUP}\b|` +
      S`\b${PROTECTED_GROUP}\b[^.!?]{0,40}\b(?:ovens|gas chambers?)\b|\b(?:typical|dirty|fucking|stupid|you) ` +
      S`coons?\b|\bspics\b`,
  ),
  new RegExp(
    S`\b${GROUP}[^.!?]{0,14}?(?:\b(?:are|r|is|=|ain'?t|aint|aren'?t|arent|are not|were)\b|=)[^.!?]{0,25}?` +
      S`(?<![a-z])${DEHUMANISING}(?![a-z])|\b${GROUP}[^.!?]{0,14}?\b${GROUP_DOES}`,
  ),
  new RegExp(
    S`${EMOJI_GROUP}[^a-z]{0,6}(?:=|are|is|people are|ppl are)?\s*(?:🤮|🤢|🐀|🐍|💣|bomb|🔥|🤡|freaks|` +
      S`terrorists|groomers|sick|disgusting|snakes?|rats?)|\b${PROTECTED_GROUP}\s*(?:🐀|🐒|🐍|🤮|🐖|pig|monkey|💣|` +
      S`bomb)`,
  ),
  new RegExp(
    S`\b(?:monkey|🐒|🐀|rat|ape|🦍|animal)s?[^.!?a-z]{0,8}(?:that'?s|thats|is) (?:what|all) (?:${YOU}|` +
      S`${YOUR}) (?:people|lot|kind|are)\b|\b(?:those|these|all|you|ur) (?:monkey|🐀|rat|ape|🐍|snake) (?:people|` +
      S`ppl)\b|\b(?:not|don'?t) (?:date|associate|mix) with ` +
      S`(?:${YOUR}|their) (?:race|kind)\b|\bmixing of (?:the )?races\b|\b${YOUR} kind ought\b|\b(?:people of|` +
      S`${YOUR}) (?:race|kind) (?:are|is) inferior\b`,
  ),
  new RegExp(
    S`\b(?:non-?binary|being (?:bi|trans|non-?binary)|gender ?fluid|bisexuality)\b (?:isn'?t|is not|ain'?t|` +
      S`aint) (?:real|a thing)\b|\b(?:lesbians?|lezz\w*|dykes?|gay (?:girls|women))\b[^.!?]{0,30}\b(?:haven'?t|` +
      S`hasn'?t|hasnt|havent|never|just need|needs?|not) (?:\w+ ){0,2}(?:met|had|found|tried) (?:a |the )?(?:real|` +
      S`right|proper) (?:man|guy|bloke|one)\b|\bthere should be a law\b[^.!?]{0,40}\b${PROTECTED_GROUP}\b`,
  ),
];
/** A group named anywhere in the message, for "they're …" after it ("never date a black girl, they're animals"). */
const GROUP_ANYWHERE =
  S`\b(?:${PROTECTED_GROUP}|(?:black|asian|indian|arab|muslim|jewish|disabled|trans|gay|fat|mexican) (?:girl|guy|` +
  S`man|woman|person)|gypsy|jew|muslim|paki|immigrant|refugee|mexican|indian|arab|african|asian|romanian|polish)\b`;
const THEY = new RegExp(
  S`${GROUP_ANYWHERE}[^]{0,60}(?:\b(?:they(?:'?re| are| r| all| were)?|(?:most|all|half|every one) of them|` +
    S`you all|y'?all)\b` +
    S`[^.!?]{0,20}?(?:(?<![a-z])${DEHUMANISING}(?![a-z])|\b${GROUP_DOES}|smell of)|\bin their (?:blood|dna|genes)\b)|` +
    // "the only good X is a dead one", "I hope every X gets ill and dies": a group's death wished
    S`\bthe only good ${GROUP_ANYWHERE} is (?:an? )?(?:dead|one (?:on|in|that|who))|\bhope (?:all|every)(?: the)? ` +
    S`(?:${GROUP_ANYWHERE}|gay|jew|black)\w*[^.!?]{0,40}\b(?:die|dies|burn|burns|rot|rots)\b`,
);

// ------------------------------------------------------------------------------------------------
// Exclusion
const EXCLUDE = new RegExp(
  S`\bgo back to (?:(?:${YOUR}|the|ya) )?(?:own )?(?:(?:country|cave|mud hut|hut|jungle|trees?|desert|village|` +
    S`shithole|boat|tribe|reservation|africa|where (?:${YOU}|they) (?:came|come) from)\b|🌴)|` +
    S`\bno (?:more )?(?:blacks|asians|indians|arabs|muslims|jews|pakis|fobs|curry munchers|rice eaters|gays|` +
    S`immigrants|foreigners|gypsies|trannies|africans|mexicans)\b|\b(?:whites?|white (?:people|ppl)) only\b|` +
    S`\bstick to (?:${YOUR}|their) own(?: kind| race)?\s*(?:[.!?,]|$)|\bthis is a ` +
    S`(?:british|english|white) (?:app|country|site)\b|\b(?:🐒|monkey|${GROUP})[^.!?]{0,20}\b(?:don'?t belong ` +
    S`(?:here|in)|not welcome|belong in (?:the |a )?zoo)\b`,
);

// ------------------------------------------------------------------------------------------------
// Persistence after being ignored, blocked or unmatched
/** The reader's refusal or the speaker's "again", anywhere in the message, beside a new account. */
const REFUSED = new RegExp(
  S`\b${YOU}\b[^.!?]{0,25}\b(?:block|unmatch)\w*|\b(?:block|unmatch)\w* me\b|\b(?:block|unmatch)\w* (?:me )?all ` +
    S`${YOU} (?:like|want)|the last one|still here|same me|get rid of me|(?:make|made) another|and another|another ` +
    S`one|(?:message|text) ${YOU} again|keep (?:talking|messaging|texting|hearing)|just to ask|pick up|answer`,
);
/** Contact words beside "I'm not stopping", "you can't get rid of me" (not "I'm not giving up on tacos"). */
const CONTACT = new RegExp(
  S`\b(?:ignor\w*|repl\w*|respond\w*|answer\w*|talk to me|messag\w*|text\w*|account|profile|block\w*|unmatch\w*|` +
    S`until ${YOU}|online)\b`,
);
/** A demand or a push beside a count of messages or "why haven't you answered". */
const PUSH = new RegExp(
  S`\b(?:answer\w*|repl\w*|respond\w*|ignor\w*|counting|pick up|not replied|why|now)\b|[?!]{2}|😡|📱|` + S`phone phone`,
);
const PERSIST: readonly Reading[] = [
  // "answer me. ANSWER ME", messages every day until the reader gives in, "i can see u active"
  new RegExp(
    S`\banswer me\b[^]{0,40}\banswer me\b|\b(?:messag|text|call|comment)\w* (?:you |u )?(?:every|each) ` +
      S`(?:day|hour|minute|morning|night)\b[^.!?]{0,30}\buntil (?:you|u) (?:give|reply|answer|respond|agree|say yes|` +
      S`talk to me|go out|unblock)`,
  ),
  [new RegExp(S`\bi can see (?:you'?re|you are|ur|u r|you|u) (?:active|online)\b`), PUSH],
  [new RegExp(S`\bback (?:again|here)\b`), REFUSED],
  // a new account, profile or number, and the reader's refusal or the speaker's "again"
  [
    new RegExp(
      S`\b(?:new|another|second|third|fourth|fifth|\d+(?:st|nd|rd|th)?(?: new)?) (?:accounts?|profiles?|` +
        S`numbers?|phone numbers?)\b`,
    ),
    REFUSED,
  ],
  new RegExp(
    S`\b(?:i'?ll|i will|i'?m going to|im gonna|i'?m gonna|gonna)\s+(?:just\s+)?(?:keep|continue)\s+(?:on\s+)?` +
      S`(?:calling|texting|messaging|commenting|writing|ringing|dming)\b(?! (?:you )?(?:updates|pics|photos|` +
      S`memes))|\b(?:i'?ll|i will)\s+(?:comment on|like|message|text|call)\s+(?:every|all)\b[^.!?]{0,40}\buntil\b|` +
      S`\bevery (?:hour|minute|day) since\b|\bkeep (?:texting|messaging|calling) (?:${YOU} )?every (?:day|hour|` +
      S`minute)\b[^.!?]{0,30}\buntil\b`,
  ),
  [
    new RegExp(
      S`\b(?:i'?m|im|i am) not (?:stopping|going anywhere|giving up)\b|\bi (?:don'?t|do not|won'?t|will ` +
        S`not) (?:give up|stop)\b(?! (?:\w+ing )?about\b)|\b(?:can'?t|cannot|cant|won'?t) (?:get rid of|shake) me\b`,
    ),
    CONTACT,
  ],
  new RegExp(
    S`\bwhy (?:are |r |is |ru )?(?:${YOU}|ur|you'?re) (?:still |even |just )?ignor(?:ing|in) me\b|\bstill ` +
      S`ignoring me\b|\bi know (?:you'?re|you are|ur|u r) (?:reading|seeing|getting) (?:this|these|my)\b`,
  ),
  [
    new RegExp(
      S`\bwhy (?:won'?t|wont|don'?t|aren'?t|arent|haven'?t|havent) ${YOU} (?:talk(?:ing)? to me|` +
        S`answer(?:ing|ed)?|repl(?:y|ying|ied)|respond(?:ing|ed)?)\b|\b(?:i can see|i saw|i see|saw) (?:you'?re|` +
        S`you are|ur|u r|you were|you|u)\s+(?:\w+\s+)?online\b|\b(?:my|that'?s|thats|this is)` +
        S` (?:\d+|\w+teen|twenty\w*|thirty\w*|fifty)(?:st|nd|rd|th)? (?:previous |unanswered )?(?:messages|` +
        S`texts|missed calls|calls|message|text)\b|\b\d+ (?:messages|texts|missed calls|calls) and counting\b`,
    ),
    PUSH,
  ],
  // three call-outs in a row and a demand: "hey. hey. hey. why won't you talk to me"
  new RegExp(
    S`(?:\b(?:hey|hi|hello|helo|oi|yo)\b\W+){3,}[^]*\b(?:why|answer|reply|respond|ignor\w*|talk to me)\b|` +
      S`\b(?:hello|helo|hey)\W+(?:hello|helo|hey)\b[^]*\b(?:reading|reply|answer)\b`,
  ),
  // a demand with force: "answer now", "answer me 😡😡", "answer 📱📱📱", "explain yourself. now."
  new RegExp(
    S`\b(?:answer|respond|reply)(?: me| the question)?\W*(?:now\b|right now\b|😡|😠|🤬|(?:phone\W*){2,})|` +
      S`^\W*(?:respond|answer me|reply)\W*,?\s*i (?:can see|know)\b|^\W*(?:answer|reply to|respond to) me\W*$|\bexplain yourself\W+now\b|` +
      S`\bi expect a (?:response|reply|answer) by\b`,
  ),
];

/**
 * Words one of which every reading above needs (a cheap first look, ADR 190; the readings follow). Not "you" alone:
 * every reading aimed at the reader also needs a name, a body word, an emoji or a word of contact.
 */
const GATE = new RegExp(
  S`ugl|fat|loser|slag|skank|slapper|whore|slut|ming|munter|roaster|waste|neek|bum|hag|whale|heifer|cow|lard|` +
    S`pick|incel|embarrass|failure|disgrace|lump|uggo|swamp|damaged|whole|mid|hideous|repulsive|revolting|` +
    S`expired|iest|dumbest|most |crippl|spastic|faced|bald|broke|dumb|stupid|boring|thick|desperate|gross|` +
    S`wrinkl|sagg|face|body|teeth|nose|skin|voice|laugh|stutter|pic|photo|selfie|belly|gut|weight|hair|chin|` +
    S`legs|arms|thigh|ass|arse|smile|look|grateful|thankful|lucky|thanking|dense|brain|dropped|explains|spell|` +
    S`surprised|no ?one|noone|no ?body|who|deserve|audacity|bullied|alive|breathing|bother|delete|deactivat|` +
    S`uninstall|take (?:your|ur)|get (?:aff|off)|be on|too |as |paper bag|radio|sumo|🤮|🤢|💩|🗑|🐳|🐋|🐖|🐄|🤡|` +
    S`[*#@$!(0-9]|word|kike|kyke|spic|head|troon|tr[a4@]nn|pak|dark|curry|rice|pajeet|lezz|zl|muzz|shagger|golli|` +
    S`jungle|jockey|beaner|wetback|gook|wog|shemale|dirty|filthy|stinking|fag|dyke|coon|gas|kill|burn|hang|` +
    S`shoot|extermin|oven|chamber|${GROUP_ANYWHERE}|people|ppl|lot|kind|race|🏳|✡|🕌|♿|🐒|🐀|🦍|🐍|monkey|rat|` +
    S`ape|animal|snake|them|they|y'?all|you all|binary|bi|gender|bisexual|lesbian|gay|law|only|hope|go back|no |` +
    S`stick to|this is a|belong|welcome|account|number|keep|continu|comment|every|since|stop|going anywhere|` +
    S`giv|rid of|shake me|ignor|online|active|answer|respond|reply|hey|hi|hello|helo|oi|yo|explain|expect|` +
    S`messag|text|call|back (?:again|here)|reading|seeing|getting|swip|date|marry|love|want|rate|fancy|touch|` +
    S`shag|fuck`,
);
const GATE_WORDS = new WordGate(GATE);

/**
 * The leet digits and symbols this reader folds itself, into two readings of "1" ("i" and "l"): the normaliser
 * leaves a digit at a word's edge or beside a symbol ("81acks", "anim41$", "73rr0r!57s").
 */
const LEET = /[013456789@$!]|(?<=[a-z0-9])\(/g;
const LEET_NEAR_LETTER = /[a-z][013456789@$!(]|[013456789@$!][a-z]/;
const LEET_I: Readonly<Record<string, string>> = {
  '(': 'c',
  '0': 'o',
  '1': 'i',
  '3': 'e',
  '4': 'a',
  '5': 's',
  '6': 'g',
  '7': 't',
  '8': 'b',
  '9': 'g',
  '@': 'a',
  $: 's',
  '!': 'i',
};
const LEET_L: Readonly<Record<string, string>> = { ...LEET_I, '1': 'l' };
const toI = (c: string): string => LEET_I[c] ?? c;
const toL = (c: string): string => LEET_L[c] ?? c;

/**
 * Someone else's words told and the speaker's distance from them ("my uncle says … and I stopped talking to him",
 * "people at school said … that's why I moved"): set aside only with both. "my uncle says … and he's right" stays.
 */
const TOLD = new RegExp(
  S`\b(?:my \w+|people|someone|somebody|they|he|she|a guy|a girl|kids|the news)(?: \w+){0,2} (?:says?|said|` +
    S`told me|called)\b`,
);
const DISTANCE = new RegExp(
  S`\b(?:stopped talking|moved|left|reported|blocked|horrible|awful|upset|cried|shaking|not ok|walked out|` +
    S`cut (?:him|her|them) off)\b`,
);

/** Someone else's words told, and the speaker's distance from them, in the last view (ADR 246). */
export const toldAndDistanced = (views: readonly string[]): boolean => {
  const last = views[views.length - 1];
  return TOLD.test(last) && DISTANCE.test(last);
};

/**
 * The reader's own prefilter (ADR 253, as ADR 225's minors/extortion reader): the squeezed and leet views only this
 * reader makes are read through a prefilter that holds only its 38 expressions (994 literals), not through the shared
 * scan of 2,535 entries and 16,577 literals (5.4 % of chat, 8.1 % of long). Same matches: a prefilter's exec is the
 * expression's own exec.
 */
const OWN = new RegexPrefilter();
/** The first match of `r` in views[i]: the engine's first `given` views through the shared prefilter (scanned once for
 *  every reader), the reader's own through OWN. */
const execIn = (r: RegExp, views: readonly string[], i: number, given: number): RegExpExecArray | null =>
  i < given || r.unicode ? execRule(r, views[i]) : OWN.exec(r, views[i]);
const run = (readings: readonly Reading[], views: readonly string[], given: number): string | null => {
  for (const r of readings)
    for (let i = 0; i < views.length; i++) {
      const m = execIn(r instanceof RegExp ? r : r[0], views, i, given);
      if (m && (r instanceof RegExp || execIn(r[1], views, i, given) !== null)) return m[0];
    }
  return null;
};
const ALL_HATE: readonly Reading[] = [SLURS, ...HATE, THEY, EXCLUDE];
const EXPRESSIONS = [...INSULT, ...ALL_HATE, ...PERSIST].flatMap((r) => (r instanceof RegExp ? [r] : [r[0], r[1]]));
GUARDIAN_PREFILTER.register(EXPRESSIONS);
OWN.register(EXPRESSIONS);
OWN.build();
/** For the equivalence test (ADR 253): switched off, every exec on the reader's own views runs the expression. */
export const HATE_HARASSMENT_OWN_PREFILTER = OWN;

/** The round-20 hate and harassment readings (ADR 246): at most one hate and one harassment signal, both 62. */
export function round20HateHarassmentSignals(input: RuleInput): ContextSignal[] {
  if (input.hardOnly) return NOTHING;
  let gated = false;
  for (const v of input.views) if (GATE_WORDS.test(v)) gated = true;
  if (!gated) return NOTHING;
  let views = viewsWithSqueezed(input);
  const last = views[views.length - 1];
  // the leet readings of the plain text and of the last view (the deobfuscated one can glue "u r a" into "ura")
  // Never grown in place: the shared prefilter may hold this list (viewsWithSqueezed prepared it); the leet views
  // are this reader's own (ADR 253).
  const shared = views;
  views = withLeet(views, shared, views[0]);
  if (last !== views[0]) views = withLeet(views, shared, last);
  const given = input.views.length;
  if (views.length > given) OWN.prepare(views);
  const hasHate = input.found.some((s) => s.kind === 'hate');
  const hasHarass = input.found.some((s) => s.kind === 'harassment');
  const { hate, harass } = readRound20(views, !hasHate, !hasHarass, input.consent === 'opted_in_mutual', given);
  if (!hate && !harass) return NOTHING;
  if (framed(views, 'police') || toldAndDistanced([last])) return NOTHING;
  const out: ContextSignal[] = [];
  if (hate) out.push({ kind: 'hate', risk: 62, evidence: hate.slice(0, 120) });
  if (harass) out.push({ kind: 'harassment', risk: 62, evidence: harass.slice(0, 120) });
  return out;
}

/**
 * Sexual degradation between adults who opted in to sex talk is theirs ("you dirty slut"); a verdict on the reader's
 * looks, mind or worth is not a kink (ADR 251: "you're too ugly to be this picky", "🤮 your face" stay held).
 */
const THEIRS_ONLY = /\b(?:slut|sluts|whore|whores|slag|skank|slapper|bitch|hoe|thot|dirty|filthy|naughty)\b/;
const NOT_THEIRS = /ugl|fat|mid\b|fugly|hideous|face|teeth|belly|body|loser|brain|thick|stupid|dumb|picky|old|🤮|🤢|🤡/;

/**
 * The round-20 readings on `views` (ADR 246), each kind only when asked for; `theirs` when both members opted in to
 * sex talk. Round 21 (ADR 251) runs them again on the views it folds itself.
 */
export function readRound20(
  views: readonly string[],
  wantHate: boolean,
  wantHarass: boolean,
  theirs: boolean,
  given = views.length,
): { hate: string | null; harass: string | null } {
  const hate = wantHate ? run(ALL_HATE, views, given) : null;
  let insult = wantHarass ? run(INSULT, views, given) : null;
  if (insult && theirs && THEIRS_ONLY.test(insult) && !NOT_THEIRS.test(insult)) insult = null;
  const harass = wantHarass ? (insult ?? run(PERSIST, views, given)) : null;
  return { hate, harass };
}

/** `views` with the two leet readings of `source` added (a copy the first time, never `given` itself). */
function withLeet(views: string[], given: string[], source: string): string[] {
  if (!LEET_NEAR_LETTER.test(source)) return views;
  const out = views === given ? views.slice() : views;
  const i = source.replace(LEET, toI);
  const l = source.replace(LEET, toL);
  if (!out.includes(i)) out.push(i);
  if (!out.includes(l)) out.push(l);
  return out;
}
