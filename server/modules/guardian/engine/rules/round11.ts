/**
 * Round 11 (issue 15, ADR 174): harm in the BLOCK categories that earlier lists delivered, read by concept rather than
 * by phrase. Hand-written from general knowledge after reading the miss clusters of the development challenge sets
 * (the first set, 2026-11-26, -26b, -26c, -28, -28b); no challenge line is copied. Each concept is one detector:
 *  - threats without a violent verb: implied menace ("shame if something happened to …", "if I were you"), leverage
 *    of where the reader or their family is, "come down or I come up", street slang for an attack, bodily harm
 *    promised or wished, weapon / fire / coffin emoji aimed at the reader;
 *  - sexual violence: rape in any spelling aimed at the reader, a refusal overridden, incapacitation for sex;
 *  - minors: the speaker says they are at school (grade, school year, exams, a parent checking their phone), an
 *    adult's preference for the young, asking a match's school or grade with a sexual or secret frame, interest in a
 *    member's child, secrecy from a parent;
 *  - self-harm urged indirectly ("the world would be better if you …", "remove yourself", a rope or a gun emoji
 *    and "do it");
 *  - extortion in few words: exposure to someone the reader knows, against a price or an act;
 *  - drug sale and solicitation in slang (street names, "plug", "re-up", "taking orders", weights and prices).
 * A message that reports or quotes abuse the member received ("he said …", "I reported him") is not the speaker's.
 */
import { GUARDIAN_PREFILTER, execRule as exec, testRule as test } from '../prefilter';
import type { ContextSignal, ContextSignalKind } from '../types';
import { HOT_NOT_FOOD, SINGLE_NOT_DRINK, TRIVIAL_STAKES, YEARS_OF_WORK } from './concepts';
import { withoutFramed } from './frames';
import { broughtForAJob } from './round25-threats';
import { asHighIn, ruleSignal, viewsWithSqueezed, type RuleInput } from './types';

const S = String.raw;
const YOU = S`(?:you|u|ya|ye|yu)`;
const YOUR = S`(?:your|ur|yer|yo)`;
/** The speaker's intention: "I'll", "imma", "I'm gonna", "I will". */
const I_WILL =
  S`(?:i'?ll|ill|i will|i'?m (?:gonna|going to|finna)|im (?:gonna|going to|finna)|imma|i'?mma|i'?ma|` +
  S`ima|i'?d|i would)`;
const RELATIVE =
  S`(?:kids?|children|child|son|daughter|sister|brother|mum|mom|mother|mama|dad|father|family|wife|` + S`husband)`;
/** Banter: a trivial stake and a laugh ("you're so dead, you ate my chips 😂") is not a threat. */
const TRIVIAL = new RegExp(TRIVIAL_STAKES);
const LAUGH = /😂|🤣|\b(?:lol|lmao|haha\w*|jk)\b/;
/** One's own prescription ("got prescribed adderall for my ADHD") is not a sale. */
const OWN_MEDICATION = /\bprescri\w*|\bmy (?:adhd|doctor|gp|meds|medication)\b/;

/** A harm concept read by gated expressions (round 11; round 20's sexual-violence/self-harm/drug reader adds leet). */
export interface Concept {
  kind: ContextSignalKind;
  risk: number;
  name: string;
  /** A cheap test every finding passes (most messages fail it). */
  gate: RegExp;
  patterns: RegExp[];
  /** Whether a pattern's match stands; every match stands without it. */
  keeps?: (pattern: RegExp, v: string, m: RegExpExecArray) => boolean;
}
const rx = (...parts: string[]) => new RegExp(parts.join(''));
/** Per-view expressions run through the shared prefilter (ADR 179): the same first match as a plain exec. */
const PREFILTER = GUARDIAN_PREFILTER;

// ------------------------------------------------------------------------------------------------
// Threats of violence
const IMPLIED_MENACE: Concept = {
  kind: 'threat',
  risk: 80,
  name: 'implied menace',
  gate: /shame|pity|accident|if i were you|just sayin|or i|or im|come up|coming up|brakes|won'?t be|lucky i/,
  patterns: [
    // "would be a shame if something happened to it", "a pity if your tyres got slashed"
    rx(
      S`\b(?:shame|pity)\b[^.!?]{0,25}\bif\b[^.!?]{0,40}\b(?:(?:something|anything)\s+(?:bad\s+)?happen\w*|`,
      S`slashed|smashed|keyed|poisoned|burn(?:ed|t)|torched|got hurt|went missing|ate something|had an accident|`,
      // ADR 248: a body part broken ("if those pretty legs got broken")
      S`(?:got|get|were|was|ended up) (?:broken|snapped|cut up))`,
    ),
    // "accidents happen, especially to people who …", "people who lie to me have accidents"
    rx(
      S`\baccidents (?:do )?happen\b[^.!?]{0,20}\b(?:to (?:people|those|girls|guys|women|men|you|u)|especially)\b|`,
      S`\bpeople (?:like (?:you|u)|who)\b[^.!?]{0,40}\b(?:have|get|meet with|tend to have) (?:an? )?accidents?\b`,
    ),
    // "I'd be careful walking home … if I were you", "keep an eye on her if I were you", "… Just saying."
    rx(
      S`\b(?:be careful|watch (?:your|ur) back|watch (?:yourself|urself))[^.!?]{0,60}?(?:\bwalking\b|\bhome\b|`,
      S`\balone\b|\btonight\b)[^!?]{0,40}\b(?:if i were (?:you|u)|just sayin'?g?)\b`,
    ),
    rx(S`\bkeep an eye on (?:her|him|them|${YOUR}\s+\w+)\b[^.!?]{0,20}\bif i were (?:you|u)\b`),
    // "your brakes might not work tomorrow", "your little dog won't be barking much longer"
    rx(
      S`\b${YOUR} brakes\b[^.!?]{0,20}\b(?:not work|fail)|\bwon'?t be (?:barking|breathing|walking|around|alive|`,
      S`smiling)\b[^.!?]{0,10}\b(?:much|for) long(?:er)?\b|\b(?:you'?re|youre|ur) lucky i (?:don'?t|haven'?t) `,
      S`(?:know where|follow|find|come)`,
    ),
    // "come down or I'm coming up"
    rx(S`\bcome (?:down|out(?:side)?)\b[^.!?]{0,12}\bor\b\s*(?:i'?m|im|i am|i)\s+(?:come|coming)\s+(?:up|in)\b`),
  ],
};

const LEVERAGE: Concept = {
  kind: 'threat',
  risk: 80,
  name: 'where the reader or their family is, used as leverage',
  gate: /know|address|area|stay|goes to|lives in/,
  patterns: [
    // "1 know where u live" (a leet "1" for "I"), "my boys know where you stay"
    rx(
      S`\b(?:i|1|my (?:boys|mandem|guys|people|friends|bros|cousins))\s+(?:already\s+)?know\s+where\s+(?:${YOU}|` +
        S`${YOUR}\s+`,
      S`${RELATIVE})\s*(?:live|lives|stay|stays|sleep|work|works|go|goes)\b`,
      // ADR 248: not the place the reader gave ("I know where you work, you told me", "… small world, my cousin …")
      S`(?!(?:\s+now)?\W+(?:${YOU} (?:told|said|mentioned|showed)|small world|from ${YOUR} (?:profile|bio))\b)`,
    ),
    // "I know where your children go to school", "I know your gym, your shift and your bus"
    rx(
      S`\b(?:i|1)\s+(?:already\s+)?know\s+(?:${YOUR}\s+(?:${RELATIVE}'?s?\s+)?(?:address|shift|route|`,
      S`schedule|workplace)\b|what time (?:${YOU}) (?:leave|finish|get)|which (?:bus|train|school|gym))`,
    ),
    rx(S`\bmy (?:boys|mandem|guys|people) know ${YOUR} (?:area|address|street|ends|endz|house|place)\b`),
    rx(S`\b(?:i|1)\s+know\s+${YOUR}\s+${RELATIVE}'?s?\s+(?:full\s+)?name\b[^.!?]{0,25}\baddress\b`),
    // "your kid goes to <school>, right? pick-up is at …", "your mum lives in <town> … I could pay her a visit"
    rx(
      S`\b${YOUR}\s+(?:kids?|son|daughter|sister|brother|children)\s+(?:goes?|go)\s+to\b[^]{0,60}(?:right\s*\?|`,
      S`isn'?t (?:it|she|he)|doesn'?t (?:she|he)|pick ?-?up is)|\b${YOUR}\s+${RELATIVE}\s+lives?\s+in\b[^]{0,60}`,
      S`\bpay (?:her|him|them) a (?:little )?visit\b`,
    ),
    // "posted your address in a group … enjoy the visitors"
    rx(
      S`\b(?:post|posted|share|shared|drop|dropped|put|give|gave|send|sent)\w*\s+${YOUR}\s+(?:home\s+)?address\b`,
      S`[^.!?]{0,60}\b(?:visit\w*|visitors|pay (?:you|u) a|come round|guys|lads|group)\b`,
    ),
  ],
};

const HARM_WORDS = S`(?:beat|batter|stab|shoot|shank|cut|hurt|punch|slap|smash|strangle|choke|kill|murder|bash)`;
const BODY = S`(?:legs?|arms?|neck|jaw|face|nose|teeth|skull|fingers?|hands?|knees?|kneecaps?|bones?|body|head|ribs)`;
/** "make sure you can't walk", "coming round with my bat / the boys". */
const ARRIVAL_WITH = rx(
  S`\bmake sure (?:${YOU}) (?:can'?t|never|won'?t) (?:show (?:${YOUR}) face|walk)|\b(?:coming|come) (?:round|` +
    S`over)\b`,
  S`[^.!?]{0,20}\bwith (?:a|my|the) (?:bat|knife|gun|machete|crowbar|hammer|boys|mandem)\b`,
);
/** An object brought, not people: whether it is a weapon is round 25's question (ADR 288). */
const OBJECT_BROUGHT = /\b(?:bat|knife|gun|machete|crowbar|hammer)$/;
const BODILY_HARM: Concept = {
  kind: 'threat',
  risk: 80,
  name: 'bodily harm promised, wished or urged',
  // ADR 288: a hammer or a bat brought for a job or a game (round 25's armed-arrival words say what it is for)
  keeps: (r, v, m) => r !== ARRIVAL_WITH || !OBJECT_BROUGHT.test(m[0]) || !broughtForAJob(v, m.index + m[0].length),
  gate: rx(
    S`break|snap|again|respect|make sure|come round|coming round|coming over|in person|dead|die|wet|pull|find|` +
      S`coming for|doing|ass beat|someone|somebody|`,
    S`hope|ditch|coffin|grave|hospital|wheelchair|run into me|end up|wind up`,
  ),
  patterns: [
    // "I'll break his legs", "someone should break every bone in your body"
    rx(
      S`\b(?:${I_WILL}|someone (?:should|needs to|ought to)|somebody (?:should|needs to))\s+(?:\w+\s+){0,2}`,
      S`(?:break|snap|smash|cave in)\s+(?:every (?:bone|finger|rib) (?:in|on)\s+)?(?:${YOUR}|his|her|` +
        S`their)\s+(?:\w+\s+)?${BODY}\b`,
    ),
    rx(S`\b(?:neither of (?:you|u)|${YOU}|he|she)\s+(?:will\s+)?(?:never\s+)?(?:walks?|walk) again\b`),
    rx(S`\b${I_WILL}\s+[^.!?]{0,60}\b(?:teach (?:${YOU}) (?:some )?respect|deal with (?:${YOU}) (?:in person|myself))`),
    ARRIVAL_WITH,
    // "you're dead", "you're gonna die", "u gettin wet up", "you'll get a doing"
    rx(
      S`\b(?:you'?re|youre|ur|you are|u r)\s+(?:so\s+|fucking\s+|fkn\s+)?(?:dead|(?:gonna|going to|finna|gon)\s+die)`,
      S`\s*(?:[.!]|$|soon|tonight|bitch|mate|bro)`,
    ),
    rx(
      S`\b(?:${YOU}|you'?re|youre|ur|you'?ll|u'?ll|ye'?ll)\s+(?:\w+\s+){0,2}(?:get(?:tin|ting)?|gets)\s+`,
      S`(?:wet up|merked|smoked|popped|shanked|stabbed|a doing|(?:${YOUR}|yo) ass beat|battered|jumped)\b`,
    ),
    rx(
      S`\b(?:(?:${I_WILL}|i'?m|im)\s+(?:\w+\s+){0,2}|^\W*)pull(?:in|ing)? up\b[^.!?]{0,40}\b(?:strap|ting|gun|` +
        S`pretty|goodbyes|`,
      S`handle (?:it|you|u)|see what happens|wet|boys|mandem)`,
    ),
    rx(S`\bdon'?t make me pull up\b|\bsending my (?:boys|mandem|guys|lads) (?:to|round)\b`),
    rx(
      S`\b(?:i'?ll|ill|i will|i'?m gonna|imma)\s+find (?:${YOU}|ye)\b[^.!?]{0,40}\b(?:won'?t (?:enjoy|like)|`,
      S`better run|just wait|regret|get a doing|sorry|pay)|\bcoming for (?:${YOU})\b[^.!?]{0,20}\bbetter run\b|`,
      S`\bpray (?:you|u) never (?:run into|meet|see) me\b`,
    ),
    // "people like you end up in a ditch", "you're gonna be in a coffin soon"
    rx(
      S`\b(?:people like (?:${YOU})|${YOU}|you'?re|youre|ur)\s+(?:\w+\s+){0,3}(?:end up|be|wind up)\s+in\s+(?:a|` +
        S`the)\s+`,
      S`(?:ditch|coffin|grave|body bag|river)\b`,
    ),
    // "I hope someone beats the shit out of you"
    rx(
      S`\b(?:i hope|hope|i wish|someone should|somebody should|someone needs to)\s+(?:someone|somebody|some \w+)?\s*`,
      S`${HARM_WORDS}\w*\s+(?:the (?:shit|crap|hell|life) out of\s+)?(?:${YOU})\b(?!\s+(?:at|in)\b)`,
    ),
  ],
};

const MENACE_EMOJI: Concept = {
  kind: 'threat',
  risk: 80,
  name: 'weapon, fire or death emoji aimed at the reader',
  gate: /knife|gun|coffin|grave|🔥|💀|☠|💥/,
  patterns: [
    // "your house 🔥 tonight", "keep talking and ur house 🔥🔥"
    rx(
      S`(?:🏠|\bhouse|\bhome|\bcar|\bflat|\bplace)\s*🔥+\s*(?:tonight|soon|😈|next)|\b(?:keep|carry on|one more)\b`,
      S`[^.!?]{0,30}(?:🏠|\bhouse|\bhome|\bcar)\s*🔥`,
    ),
    // "you + me + gun = 💀", "your dog + my car = 💀"
    rx(S`\b(?:${YOU}|${YOUR}\s+\w+)\b[^=]{0,30}\+[^=]{0,30}=\s*(?:💀|☠|\bcoffin|\bgrave|\bdead)`),
    // "ur gonna get knife knife", "knife knife see you tonight", "gun 💥 ur head", "grave with your name on it"
    rx(
      S`\b(?:gonna|going to|finna|gon) get (?:knife|gun)\b|^\W*(?:(?:knife|gun)\W*){1,3}\W*see (?:${YOU}) (?:tonight|`,
      S`soon|later)|\b(?:knife|gun)\W*💥?\W*${YOUR} head\b|\b(?:grave|coffin)\W+(?:with\s+)?${YOUR} name\b`,
    ),
  ],
};

// ------------------------------------------------------------------------------------------------
// Sexual violence
const RAPE = S`(?:rape|raped|raping|r\*pe|r\*ped|r@pe|r@ped|sa'd|s\.a\.'?d)`;
const SEXUAL_VIOLENCE: Concept = {
  kind: 'threat',
  risk: 85,
  name: 'sexual violence',
  gate: rx(
    S`rap|r\*p|r@p|sa'?d|s\.a\.|\bno\b|stop|consent|agree|or not|drunk|pass|asleep|sleeping|unconscious|knocked|`,
    S`faded|drug|dro+g|dr00g|spike|roofie|chloroform|drink|wine|pills|force|f0rc|owe me|askin|what i want|mine|hear|`,
    S`lesson|use (?:you|u)|deserve|coming to|no for an answer|take it|sleep`,
  ),
  patterns: [
    // the word alone, or aimed at the reader: "get raped", "you'll get r@ped", "r*pe you"
    rx(S`^\W*(?:get\s+)?${RAPE}\W*$|\b${RAPE}\s+(?:${YOU})\b`),
    rx(
      S`\b(?:${YOU}|you'?ll|u'?ll|you'?re|youre|ur|she|she'?s|shes|girls (?:like (?:${YOU})|who)[^.!?]{0,25}?)\s+`,
      S`(?:\w+\s+){0,3}(?:get|be|deserve|asking|need)\w*\s+(?:to\s+)?(?:be\s+|get\s+)?(?:${RAPE}|the date rape)\b`,
    ),
    // a refusal overridden: "if you say stop I won't", "you'll be begging me to stop and I'll keep going"
    rx(
      S`\b(?:say|says|said|saying|scream\w*|beg\w*|tell me)\s+(?:me\s+)?(?:to\s+)?(?:no|stop)\b[^.!?]{0,40}\b(?:i `,
      S`(?:(?:won'?t|will not) (?:stop|listen)\b|won'?t\s*(?:[.!]|$)|don'?t care\b(?! if)|(?:will )?keep going)|`,
      S`i'?ll (?:just )?(?:keep|laugh)|i'?m not (?:gonna|going to) stop|`,
      S`means yes|i hear (?:yes|👍))`,
    ),
    rx(
      S`\b(?:keep going|won'?t stop|not (?:gonna|going to) stop)\b[^.!?]{0,30}\b(?:even )?(?:if|when|`,
      S`whether)\s+(?:${YOU})\s+(?:say|scream|beg|tell me)\w*\s+(?:me\s+)?(?:to\s+)?(?:no|stop)\b`,
    ),
    rx(
      S`\bno (?:means|=) yes\b|`,
      S`\bno\s*❌\s*means\s*yes|\bnever consent to\b|\bno matter (?:what|wat) (?:${YOU}) say\b|`,
      S`\b(?:you'?ll|u'?ll|you will) stop saying no\b|\bsaying no but (?:${YOUR}) body\b|\bsay 🙅\S*\s*i hear\b`,
    ),
    // "whether you agree or not" with a sexual frame (a slogan "whether you like it or not" is not)
    rx(
      S`(?:\bbed\b|🛏|\bmine\b|\bsex\b|\bfuck|\bproperty\b|\btouch|\bnaked\b)[^.!?]{0,40}\bwhether (?:${YOU}) (?:agree|`,
      S`like it|want (?:it|to)|consent|say \S+)\s+or not\b|\bwhether (?:${YOU}) (?:agree|like it|want (?:it|to)|` +
        S`consent|`,
      S`say \S+)\s+or not\b[^.!?]{0,40}(?:\bbed\b|🛏|\bmine\b|\bsex\b|\bfuck|\bproperty\b|\btouch|\bnaked\b)`,
    ),
    // incapacitation for sex: drink, a pill, sleep, then "mine", "my fun", "won't remember"
    rx(
      S`\b(?:drunk|pass(?:ed|es)? out|unconscious|asleep|sleeping (?:girls|women)|knocked out|faded|out cold|`,
      S`(?:a few )?more drinks|while (?:${YOU}) sleep)\b[^.!?]{0,50}\b(?:you'?re mine|ur mine|mine for the night|` +
        S`my fun|`,
      S`do what i want|what i do|take it|hit it|use (?:${YOU})|my kind of date|complain|saves me the trouble|`,
      S`won'?t (?:even )?(?:remember|know)|not (?:gonna|going to) stop|won'?t stop|take (?:${YOU}) home|`,
      S`see what happens)`,
    ),
    rx(
      S`\b(?:put|slip|drop)\w*\s+(?:something|sth|a (?:pill|bean|roofie))\s+in (?:${YOUR}) (?:drink|wine|glass)|`,
      S`\b(?:drug|dro+g|dr00g|spike|roofie)\w*\s+(?:${YOUR}) (?:drink|dr1nk|wine|glass)|`,
      S`\bsomething (?:to )?(?:put|slip|drop) in (?:${YOUR}) (?:drink|wine|glass)|\bchloroform\b|` +
        S`\bdate rape (?:drug|special)|`,
      S`\ba bean in (?:${YOUR}) drink\b`,
    ),
    rx(
      S`(?:pills[^.!?]{0,12}(?:🍸|🍷|🍺|🥂|\bdrinks?\b|\bwine\b)|(?:🍸|🍷|🍺|🥂)[^.!?a-z]{0,12}pills)[^.!?]{0,30}`,
      S`(?:🛏|😴|😵|\bcock\b|\bbed\b|mine|remember|\bsleep)`,
    ),
    // "owe me sex", "I'll force it", "forced to take it", "teach you a lesson with my dick"
    rx(
      S`\bowe me (?:sex|a shag|a fuck|some action)\b|\b(?:${I_WILL}|i|1|1 will)\s+(?:\w+\s+)?force\s+(?:${YOU}|it)\b|`,
      S`\bforced (?:sex|to take it)\b|\blesson with (?:my|his|their|a) (?:dick|cock)\b|`,
      S`\b(?:dressed|dressin\w*|dressing) like that\b[^.!?]{0,40}\baskin'?g? for it\b|`,
      S`\baskin'?g? for it\b[^.!?]{0,30}\b(?:dress\w*|wearing) like that\b|`,
      S`\bgirls (?:who|like)\b[^.!?]{0,40}\bget what(?:(?:'?s| is) coming| they deserve)|`,
      S`\b(?:drag|take) (?:${YOU})\b[^.!?]{0,30}\b(?:and|n) use (?:${YOU})\b|`,
      S`\bwhen we (?:meet|hook up)\b[^.!?]{0,30}\bnot take no for an answer|\bnot (?:gonna|going to) ask\b`,
      S`[^.!?]{0,30}\b(?:take it|take (?:${YOU}))\b|\bwon'?t say no when i'?m done\b`,
    ),
  ],
};

// ------------------------------------------------------------------------------------------------
// Minors
const MINOR_SELF: Concept = {
  kind: 'minor_age',
  risk: 80,
  name: 'the speaker is at school',
  gate: /grade|year|yr|fresh|sophomore|junior|school|skool|skl|gcse|years|hs\b/,
  patterns: [
    rx(
      S`\b(?:i'?m|im|ima|i am)\s+(?:a\s+)?(?:freshman|sophomore|junior|senior)\s+(?:in|at)\s+(?:hs|high school)\b|`,
      S`\b(?:hs|high school)\s+(?:freshman|sophomore|junior)\s+here\b`,
    ),
    rx(
      S`\b(?:i'?m|im|i am)\s+(?:still\s+)?(?:only\s+)?in\s+(?:the\s+)?(?:(?:[6-9]|1[0-2])(?:th)?|🔟(?:th)?|sixth|` +
        S`seventh|`,
      S`eighth|ninth|tenth|eleventh|twelfth)\s+grade\b|\b(?:i'?m|im|i am)\s+(?:still\s+)?(?:only\s+)?in\s+`,
      // not "year 12 of teaching": years of something other than school
      S`(?:year|yr|y)\s*(?:[7-9]|1[0-2])\b(?!${YEARS_OF_WORK})|`,
      S`\bstill in (?:skl|skool|school)\b[^.!?]{0,6}\b(?:yr|year|y)\s*(?:[7-9]|1[01])\b`,
    ),
    rx(
      S`\b(?:i'?m|im|i am)\s+(?:only\s+|just\s+)?1[0-7](?=\s*(?:$|[,.!?]|pls|please|don'?t|dont|and\b|but\b|`,
      S`years?|yrs?\b|yo\b|y\/o|tho|lol|haha))`,
    ),
    // "I have 15 years" (a speaker writing in another language's construction)
    rx(S`\bi have (?:1[0-7]|[89]) (?:years|yrs)(?: old)?\s*(?:[,.!?]|$|and|is)`),
    rx(
      S`\b(?:i'?ve got|i have|i got|got my|doing my|sitting my|revising for(?: my)?)\s+(?:my\s+)?gcses?\s+`,
      S`(?:next|this|tomorrow|soon|coming|on)`,
    ),
    // school today and a parent who controls the speaker's phone
    rx(
      S`\b(?:after (?:school|skool|skl)(?! run| pick)|school night|before school)\b[^]{0,80}\bmy (?:mom|mum|` +
        S`parents|dad|`,
      S`mommy)\s+(?:\w+\s+)?(?:checks?|reads?|looks? through|takes?)\s+my phone|\bmy (?:mom|mum|parents|dad|mommy)\s+`,
      S`(?:\w+\s+)?(?:checks?|check|reads?|takes?)\s+my phone\b[^]{0,80}\b(?:after (?:school|skool|skl)|school night)`,
    ),
  ],
};

const MINOR_INTEREST: Concept = {
  kind: 'minor_reference',
  risk: 80,
  name: 'sexual or secret interest in the young',
  gate: rx(
    S`young|under|legal|puberty|minor|grade|school|year|yr|how old|daughter|son\b|sister|cousin|niece|age|pthc|`,
    S`tell (?:your|ur|yr)|secret|teen|\d`,
  ),
  patterns: [
    rx(S`\byounger the better\b|\bnot even legal\b|\bhit puberty\b|\bpthc\b|\bminors only\b|\bunderage\b`),
    rx(
      S`\bunder\s*-?\s*(?:1[0-8])\b(?!'?s?\s*(?:\w+\s+)?(?:team|league|squad|club|side|cup|division|category))`,
      // a measure, not an age: "under 18 degrees", "under 15 quid"
      S`(?!\s*(?:degrees?|°|celsius|fahrenheit|quid|pounds|dollars|bucks|euros?|grand|mins?|minutes|hours|miles|km|kg)\b)`,
      S`(?:[^.!?]{0,25}\b(?:don'?t mind|dont mind|is fine|fine by me|ok|okay|better|only|`,
      S`welcome|pics|here|won'?t judge)\b|\s*\?|\s*$)|\b(?:girls|boys|any\w*|lf\w*|looking for|only)\b[^.!?]{0,20}`,
      S`under\s*-?\s*(?:1[0-7])\b(?!'?s?\s*(?:\w+\s+)?(?:team|league|squad|club|side|cup|division|category))`,
    ),
    rx(
      S`\b(?:prefer|preferred|like|into|want)\w*\s+(?:them\s+|em\s+|girls\s+|boys\s+)?(?:younger|young)\b[^]{0,60}`,
      S`(?:under|school|18|legal|say no|teen|grade)|(?:over 18|18\+?|still at school|under 18)\W[^]{0,40}`,
      S`\b(?:prefer\w*|please say no|say no)\b[^]{0,20}\b(?:younger|young)`,
    ),
    // an age range under 18 as a preference; having been with a child; the youngest one would go
    rx(
      S`\b(?:age range|only|ideal|prefer\w*|into)\b[^.!?]{0,20}\b(?:[1-9]|1[0-7])\s*(?:to|-|–)\s*1[0-7]\b|`,
      S`\b(?:[1-9]|1[0-7])\s*(?:to|-|–)\s*1[0-7]\b[^.!?]{0,20}\b(?:only|no adults|girls|boys)\b|`,
      S`\b(?:been with|dated|slept with|hooked up with|fucked) a 1[0-7](?: ?(?:year|yr) old)?\b|` +
        S`\byoungest (?:you'?d|u'?d)\b`,
    ),
    // asking a match's grade, school or school year with a sexual or secret frame
    rx(S`\bwhat grade (?:(?:are|r) (?:you|u)|u|you) in\b`),
    rx(
      S`\b(?:what (?:school|year)|still (?:at|in|go to) (?:school|skool)|go to school)\b[^]{0,60}\b(?:how old|sexy|` +
        S`secret|`,
      S`🤫|pics|younger|preferred)\b|\b(?:how old|younger)\b[^]{0,60}\b(?:what (?:school|year)|still (?:at|in) `,
      S`(?:school|skool))\b|\bteen (?:girls|boys)\b[^.!?]{0,30}\b(?:tight|sexy|hot|best|fit)\b|`,
      S`\b1[0-7] ?(?:year|yr) old\b[^]{0,30}\b(?:asking for me|${SINGLE_NOT_DRINK}|sexy|${HOT_NOT_FOOD})\b|\bgrown up for an? 1[0-7]\b|`,
      S`\blooking for\b[^.!?]{0,40}\b1[0-7]\s*(?:ish|yo\b|y\/o|year)`,
    ),
    // a member's child asked about with a sexual or meeting frame
    rx(
      S`\b(?:daughters?|sons?|sisters?|cousins?|nieces?|nephews?)\b[^]{0,60}\bhow old\b[^]{0,60}\b(?:pics|introduce|`,
      S`single|sexy|hot|fit|meet (?:him|her|them))\b|\b(?:your|ur) (?:son|` +
        S`daughter) is 1[0-7]\b[^]{0,40}\b(?:meet (?:him|her)|into)\b|`,
      S`\b(?:into|love|like) (?:boys|girls) (?:that age|who haven'?t)\b|\b(?:year|yr|grade)\s*(?:[1-9]|1[01])\s+`,
      S`(?:girls|boys)\b[^.!?]{0,30}\b(?:fit|hot|sexy)\b|\b(?:girls|boys) (?:your|ur) age\b`,
    ),
  ],
};
/** Secrecy from a parent, or a secret kept with a child's frame: "don't tell your mom, ok?", "after school … 🤫". */
const PARENT_SECRET = /\b(?:don'?t|dont|do not|never|won'?t) tell (?:your |ur |yr )?(?:mom|mum|mommy|mummy|parents)\b/;
const SECRET = /\bour (?:little )?secret\b|\bkeep it between us\b|🤫|\bsecret ok\b|\bdon'?t tell any(?:one|body)\b/;
const PARENT_FRAME = /\b(?:ok|okay|alright)\s*\?|🤫|\bsecret\b|\bschool\b|\bpics\b|\bhome alone\b|\b1[0-7]\b/;
const CHILD_FRAME = rx(
  S`\b(?:after school|from school|school|skool|uniform|home alone|mom|mum|mommy|parents|1[0-7] ?yo|1[0-7] ?y\/o)`,
  S`(?![a-z])|\b1[0-7]\s*\?`,
);
function childSecrecy(views: readonly string[]): string | null {
  for (const v of views) {
    const p = exec(PARENT_SECRET, v);
    if (p && PARENT_FRAME.test(v.slice(0, p.index) + v.slice(p.index + p[0].length))) return p[0];
    const s = exec(SECRET, v);
    if (s && test(CHILD_FRAME, v)) return s[0];
  }
  return null;
}

// ------------------------------------------------------------------------------------------------
// Self-harm urged
const SELF_HARM: Concept = {
  kind: 'self_harm_incitement',
  risk: 80,
  name: 'self-harm urged indirectly',
  gate: rx(
    S`rope|gun|🌉|pills|knife|☠|💀|world|remove|exist|waking|dead|obituar|end it|kyz|yeet|tracks|stop eating|`,
    S`hanging|bridge`,
  ),
  patterns: [
    rx(
      S`(?:\brope\b|\bgun\b|🌉|\bpills\b|\bknife\b)[^a-z]{0,14}(?:\bfor (?:${YOU})\b[^a-z]{0,6})?(?:do it|try it|` +
        S`use it|`,
      S`go on|here'?s (?:your|ur) answer|all of them)|\brope time\b|\b(?:${YOU}|just)\s+(?:gun|rope|☠|💀|knife)\s*`,
      S`(?:yourself|urself|ursef)\b|🌉\s*⬇[^a-z]{0,4}(?:(?:${YOU})\b|go on)|\+[^=]{0,25}=\s*✅\s*go on`,
    ),
    rx(
      S`\bworld\b[^.!?]{0,15}\bbetter\b[^.!?]{0,10}\b(?:if (?:${YOU}) (?:died|were dead|was dead|hanged|killed|`,
      S`weren'?t (?:here|alive|around)|didn'?t exist)|without (?:${YOU})\b)`,
    ),
    rx(
      S`\bremove (?:yourself|urself) from (?:this |the )?(?:earth|planet|gene pool|world|existence)\b|`,
      S`\b(?:not|stop) (?:existing|waking up)\b[^.!?]{0,5}[.?!,]?\s*(?:do it|try it|it'?d suit)|`,
      S`\b(?:thought about|considered|consider)\s+(?:just\s+)?(?:not existing|not waking up|ending it)\b|`,
      S`\brather (?:you|u) (?:were|was) dead\b|\bread about (?:you|u) in the obituar`,
    ),
    rx(
      S`^\W*(?:just\s+)?end it(?: all)?\s*(?:tonight|now|already|today)?\W*$|\bkyz\b|\byeet (?:yourself|urself)\b|`,
      S`\bbe on the tracks\b|\bon a bridge\b[^.!?]{0,10}\bdon'?t come back\b|\bstop eating\b[^.!?]{0,20}`,
      S`\b(?:you'?d|finally|look)\b|\b(?:find|see) (?:you|u) hanging\b`,
    ),
  ],
};

// ------------------------------------------------------------------------------------------------
// Extortion: exposure to someone the reader knows, against a price or an act.
const AUDIENCE = rx(
  S`\b(?:wife|husband|girlfriend|boyfriend|partner|mum|mom|mama|mother|dad|father|parents|family|fam|fams|boss|`,
  S`employer|hr|coworkers|co-workers|colleagues|work|church|friends|followers|everyone|everybody|whole|group chat|`,
  S`forum|linkedin|facebook|insta|instagram|daughter|son|sister|brother|kids|slack|mans|endz)\b|👨‍👩|🌍|📢|📤`,
);
const EXPOSE = rx(
  S`\b(?:tell|show|send|sends|post|posting|out (?:you|u)|expose|exposure|leak|release|upload|email|airing|` +
    S`air (?:you|u)`,
  S`|gets? (?:the|a|your|ur)|sees?|finds? out|hears?|knows?|never knows?|go(?:es)? round|distribut\w*|shocked|`,
  S`would love to see|deserves? to know|saw|ending up|getting a dm|dm)\b|\b(?:post|leak|releas|upload|show|tell|` +
    S`send|expos)\w*|📤|📢|🌍 sees`,
);
const DEMAND = rx(
  S`\b(?:pay|paid|money|cash|send|venmo|cashapp|cash app|paypal|gift ?card|btc|bitcoin|bread|the p|keep sending|`,
  S`sleep with me|meet me|do what i say|cooperate|arrangement|negotiate|costs?|worth|transfer|naira|bucks|quid|`,
  S`as long as|get paid)\b|[$£€₿]|💸|💵|💰|\b\d(?:\d|o){1,3}k?\b`,
);
const EXTORTION_SHAPE = rx(
  S`\b(?:or(?: else)?|otherwise|unless|as long as|or i|or your|or ur)\b|\bshame if\b|`,
  S`\bwhat (?:it|this|keeping me quiet|my silence) costs\b|\bhow much is\b|\bshall i show\b|`,
  S`\bkeep it that way\b|\bnever (?:knows?|finds out|hears)\b|\bin possession of\b|\bdon'?t want\b`,
);
/** Exposure implied without a price named: "shame if your boss got an email", "shall I show her …". */
const IMPLIED_EXPOSURE = rx(
  S`\bshame if\b[^]{0,60}\b(?:saw|found out|heard|got (?:a|an|the) (?:\w+ )?(?:email|message|dm|call|letter))\b|`,
  S`\bwould love to see what (?:(?:you|u)(?:'?ve| have)? (?:been )?(?:sent|send|sending|doing|do|get up to)|(?:her|` +
    S`his|`,
  S`their) (?:dad|mum|mom|husband|wife|father|mother) (?:does|gets up to|sends))\b|\bshall i show (?:her|him|them)\b|`,
  S`\bwhat (?:keeping me quiet|my silence) costs?\b|\b(?:saved|screenshot\w*|recorded|`,
  S`copies)\b[^]{0,60}\b(?:what it costs|(?:your|ur) (?:call|choice))\b|\bsecret is safe (?:with me )?as long as\b|`,
  S`\bhacked (?:your|ur)\b[^]{0,60}\b(?:pay|btc|bitcoin|wallet)\b|\bin possession of (?:compromising|your)`,
);
/** Asking about or reporting extortion ("has anyone had a match threaten to share photos …?") is not extortion. */
const ABOUT_EXTORTION = /\b(?:threaten\w*|tried|trying) to (?:share|post|leak|send|tell|expose)\b|\bhas anyone\b/;
const EXPOSED_THING = rx(
  S`\b(?:pics|pictures|photos|nudes|vid|video|screenshots?|chat logs|everything|exposure)\b|`,
  S`\b(?:post|leak|upload|release|share|send) (?:it|them)\b`,
);
function extortion(views: readonly string[]): string | null {
  // One view (most messages): the joined text is that view, so these run through the prefilter (ADR 220).
  const all = views.join(' \n ');
  if (test(ABOUT_EXTORTION, all)) return null;
  const implied = exec(IMPLIED_EXPOSURE, all);
  if (
    implied &&
    (test(AUDIENCE, all) || /saved|screenshot|recorded|copies|hacked|possession|secret|quiet|silence/.test(all))
  )
    return implied[0];
  const shape = exec(EXTORTION_SHAPE, all);
  if (!shape) return null;
  // "pay or I post": the demand before the turn, the exposure after it; "I post unless you pay": the other way.
  const before = all.slice(0, shape.index);
  const after = all.slice(shape.index + shape[0].length);
  const turn = shape[0].trim();
  const [demand, exposure] = /^(?:or|or else|otherwise|or i|or your|or ur)$/.test(turn)
    ? [before, after]
    : /^(?:unless|as long as)$/.test(turn)
      ? [after, before]
      : [all, all];
  const who = AUDIENCE.exec(exposure) ?? EXPOSED_THING.exec(exposure);
  if (!who || !EXPOSE.test(exposure) || !DEMAND.test(demand)) return null;
  return `${turn} … ${who[0]}`;
}

// ------------------------------------------------------------------------------------------------
// Drug sale and solicitation in slang
const STRONG_DRUG =
  S`(?:moll?y(?!'s|\s+(?:from|at|to|is|was|and|said|says|has|will|who|can)\b)|mdma|m d m a|ket|` +
  S`ketamine|(?<!\b(?:a|diet|the) )coke(?! zero| float)|cocaine|meth|shrooms|zaza|xans|percs|oxy|lean|dexies|`;
const DRUG_NAMES = STRONG_DRUG + S`vyvanse|adderall|marijuana|weed|codeine|some snow|snow snow|snow and pills)`;
/** Names with an everyday sense too (a headache pill, the blues, keeping tabs): only with a seller's words. */
const WEAK_DRUG = S`(?:pills|powder|speed(?! dial)|crystal|mushrooms|tabs|blues|snow|beans)`;
const DRUGS: Concept = {
  kind: 'drug_sale',
  risk: 70,
  name: 'drug sale or solicitation in slang',
  gate: rx(DRUG_NAMES, S`|`, WEAK_DRUG, S`|plug|re-?up|orders|deliver|gram|eighth|zip|supply|partake|your guy|sort`),
  patterns: [
    // an offer or a request with a street name: "got molly and coke", "need snow for tonight", "w33d avail"
    rx(
      S`\b(?:got|have|selling|sell|supply|deliver\w*|on deck|avail\w*|for sale|cheaper|need|want|looking for|score|`,
      S`sort (?:me|you|u)|buy|purchase|bring|anyone selling|any1 selling)\b[^.!?]{0,40}\b${DRUG_NAMES}\b`,
      S`(?![\s-]*(?:boots|tyres|tires|day|storm|forecast|music|station|bill|mark|salad|prescri|killer|whacker|` +
        S`wacker|eater))`,
    ),
    rx(
      S`\b(?:selling|supply|deliver(?!oo)\w*|on deck|avail\w*|for sale|taking orders|sort (?:you|u) out)\b[^.!?]{0,30}`,
      S`\b${WEAK_DRUG}\b|\b${WEAK_DRUG}\b[^.!?]{0,30}\b(?:selling|supply|delivered|on deck|avail\w*|for sale|`,
      S`taking orders|pressed)\b`,
    ),
    rx(
      S`\b${DRUG_NAMES}\b[^]{0,40}\b(?:taking orders|avail\w*|for (?:finals|exam season|the weekend|tonight|the `,
      S`festival)|good quality|pressed|message me|text me|lmk|dm me|i'?m your guy|delivered|i can (?:bring|sort))`,
    ),
    rx(S`\b(?:moll?y|mdma|m d m a|ket|cocaine|shrooms|zaza|xans|percs)\b\s*(?:tonight|now)?\s*\?`),
    rx(S`\b${STRONG_DRUG}x)\s+(?:and|&|n|\+)\s+${DRUG_NAMES}\b`),
    // a seller's words: "taking orders", "I deliver, whatever you need", "menu on request", "need a plug"
    rx(
      S`\btaking orders\b|\bmenu on request\b|\bi (?:do )?deliver\w*\b[^]{0,40}\b(?:whatever|gram|amount|pills|`,
      S`need)|\b(?:looking for|need|anyone got|know) a plug\b|\bneed a re-?up\b|\bhalf zip\b|`,
      S`\b(?:pick up|grab|sort me|get me) an eighth\b|\breliable supply\b|\b(?:u|you) party\?[^.!?]{0,30}\b(?:sort|` +
        S`bring|stuff|got)|`,
      S`\bi'?m your guy\b[^]{0,40}\b(?:pills|powder|weed)|\b(?:need anything|need)\b[^]{0,30}\bi'?m your guy\b`,
    ),
  ],
};

const CONCEPTS: readonly Concept[] = [
  SEXUAL_VIOLENCE,
  IMPLIED_MENACE,
  LEVERAGE,
  BODILY_HARM,
  MENACE_EMOJI,
  MINOR_SELF,
  MINOR_INTEREST,
  SELF_HARM,
  DRUGS,
];

function find(c: Concept, views: readonly string[]): string | null {
  for (const v of views) {
    if (!test(c.gate, v)) continue;
    for (let i = 0; i < c.patterns.length; i++) {
      const m = exec(c.patterns[i], v);
      if (!m || (c.keeps && !c.keeps(c.patterns[i], v, m))) continue;
      return m[0].trim() || c.name;
    }
  }
  return null;
}

/** Signals of round 11 for one message (context.ts appends them to its own). */
export function round11Signals(input: RuleInput): ContextSignal[] {
  const views = viewsWithSqueezed(input);
  PREFILTER.prepare(views);
  const out: ContextSignal[] = [];
  const already = asHighIn(input.found, out);
  for (const c of CONCEPTS) {
    if (input.hardOnly && c.risk < 75) continue;
    if (already(c.kind, c.risk)) continue;
    if (c === DRUGS && views.some((v) => test(OWN_MEDICATION, v))) continue;
    if (c === BODILY_HARM && views.some((v) => test(TRIVIAL, v))) continue;
    if (c === MENACE_EMOJI && views.some((v) => test(TRIVIAL, v) && test(LAUGH, v))) continue;
    const ev = find(c, views);
    if (ev) out.push(ruleSignal(c.kind, c.risk, `${c.name}: ${ev}`));
  }
  if (!already('minor_reference', 80)) {
    const ev = childSecrecy(views);
    if (ev) out.push(ruleSignal('minor_reference', 80, `secrecy with a child's frame: ${ev}`));
  }
  if (!already('extortion', 80)) {
    const ev = extortion(views);
    if (ev) out.push(ruleSignal('extortion', 80, `exposure against a price or an act: ${ev}`));
  }
  // Reports and quotes (frames.ts, ADR 183).
  return withoutFramed(views, out, 'police');
}

/** The expressions run per view, registered with the prefilter at module load (ADR 179). */
export const ROUND11_EXPRESSIONS: readonly RegExp[] = [
  OWN_MEDICATION,
  TRIVIAL,
  LAUGH,
  PARENT_SECRET,
  SECRET,
  CHILD_FRAME,
  ABOUT_EXTORTION,
  IMPLIED_EXPOSURE,
  AUDIENCE,
  EXTORTION_SHAPE,
  ...CONCEPTS.flatMap((c) => [c.gate, ...c.patterns]),
].filter((r) => !r.unicode);
PREFILTER.register(ROUND11_EXPRESSIONS);
