/**
 * Round 29 (issue 15, ADR 308): a parent's OWN child named with logistics is no minors finding. The minors readers
 * (round 18's sexual interest, round 23's child offered, lures' sexual talk after an age, round 12's minor sought)
 * join a child word to a desire, look or access word found anywhere in the message; a parent who names their child
 * in a clause of its own ("my kid is 12", "picking up my 13yo from school", "kids asleep finally 😏") and then flirts
 * with the OTHER ADULT ("i want a man who can handle me in bed", "your place is fair game 😈") is held by them.
 *
 * One owner, after every reader has run (as ADR 272's contest clause): `minor_reference` findings are set aside when
 *  (a) the message names the speaker's own child (my / our + a child noun or an age, household kids);
 *  (b) every clause that names a child is clean: no sexual word, look or wink (a wink only beside the children's
 *      absence: asleep, at their dad's), no access (alone, bath, sleepover, pictures, meet, bring), no reader in it,
 *      no desire aimed at a person, no money;
 *  (c) what is left once those clauses are cut names no third person, no young / age / school word, no group act,
 *      no money or offer, no access at the speaker's place; each sentence left that carries a sexual or access word
 *      names an adult (i / me / you / we / a man);
 *  (d) ADR 306's reader finds no child as a sexual object in the whole message, and the context readers, re-reading
 *      what is left, find no minors finding there.
 * Written from our own paraphrases and harmful twins (round29-own-child.test.ts), never from a challenge set's lines.
 * Hot path: nothing is read unless a `minor_reference` finding is there.
 */
import type { ContextSignal } from '../types';
import { childAsSexualObject } from './round28-minors';

const S = String.raw;
const rx = (...parts: string[]) => new RegExp(parts.join(''));
const rxg = (...parts: string[]) => new RegExp(parts.join(''), 'g');

const COUNT = S`(?:\d|one|two|three|four|five|six)`;
const CHILD =
  S`(?:daughters?|sons?|kids?|kiddos?|child(?:ren)?|girls?|boys?|little ones?|twins|teens?|teenagers?|`.concat(
    S`stepdaughters?|stepsons?|stepkids?|youngest|eldest|oldest)`,
  );
const AGE_YO = S`(?:[2-9]|1[0-7])\s?(?:yo|y\/o|years?[ -]old|yrs?[ -]old|yr[ -]old)`;
/** The speaker's own child: "my kid", "our 2 boys", "my 13yo", "my 17 year old"; household kids. */
const OWN_CHILD = rx(
  S`\b(?:my|our|me)\s+(?:${COUNT}\s+)?(?:(?:little|young|teenage|baby|step|lil)\s*)?(?:${CHILD}|${AGE_YO}s?)\b|`,
  S`(?:^|[.!?]\s*)(?:the\s+)?(?:kids|children)\b`,
);
/** A clause that names a child: a child noun, an age 2–17 given to someone, "teenagers". */
const NAMES_CHILD = rx(
  S`\b(?:kids?|kiddos?|child(?:ren)?|daughters?|sons?|little ones?|teens?|teenagers?|stepdaughters?|stepsons?|`,
  S`stepkids?|${AGE_YO}s?)\b|\b(?:my|our) (?:\w+ )?(?:girls?|boys?|twins|youngest|eldest|oldest)\b|`,
  S`\b(?:is|'s|are|aged?|turned|turning)\s+(?:only |just |nearly |almost )?(?:[2-9]|1[0-7])\b`,
);
/** A clause opening on a third person as its subject: after the child's clause, the child ("she has netball"). */
const PRONOUN_SUBJECT = /^(?:(?:and|but|so)\s+)?(?:she|he|they)(?:'s|'re|'ll|'d)?\b/;
/**
 * Where a message divides: sentence ends, commas, a colon, "so / but / then / now" opening a new clause, and after a
 * wink (the wink stays with the clause before it).
 */
const CLAUSE_CUT = /\s*(?:[.,;:!?\n]+|\s(?=(?:so|but|then|now|after that|because|cos|coz)\b)|(?<=😏|😈|😉)\s+)\s*/u;
/** Sexual words, looks and winks. */
const SEXUAL = rx(
  S`\b(?:sex\w*|s3x\w*|naughty|spicy|dirty|filthy|kinky|horny|nude\w*|naked|topless|lingerie|hot|fit|thicc|`,
  S`curvy|developed|developing|body|boobs|tits|ass|bum|fuck\w*|shag\w*|bang|smash|hook ?up|bed|kiss\w*|touch\w*|`,
  S`cuddl\w*|turn\w* (?:me|you|u) on|daddy|mommy|cute|pretty|gorgeous|beautiful|handsome|stunning|ready)\b|`,
  S`😏|😈|😉|;\)|🥵|🤤|👅|💦|🍆|🍑|😍|🥰|😘|🔥|👀`,
);
/** The wink's own reading beside the children's absence: the adults' time is free. */
const ABSENT = rx(
  S`\b(?:asleep|sleeping|in bed|(?:gone|off) to bed|away|gone|out with (?:\w+ )?(?:friends|mates)|out|`,
  S`at (?:their|his|her|the) (?:dad|mum|mom|father|`,
  S`mother|nan|gran|grandma|grandparents|grandad)'?s?|at (?:school|camp|nursery|daycare|a sleepover|grandma'?s)|`,
  S`with (?:their|his|her) (?:dad|mum|mom|father|mother|nan|gran|grandparents|mates|friends)|`,
  S`out with (?:\w+ )?(?:friends|mates)|on (?:a|her|his|their) (?:school )?trip|`,
  S`(?:grandparents|grandma|gran|nan|(?:her|his|their) (?:dad|mum|mom)|my ex|the ex|my (?:mum|mom|parents)) `,
  S`(?:has|have|got|is having|are having) (?:her|him|them))\b`,
);
/** Nothing but the absence in a clause: pronouns, copulas, time words ("she is at her dad's till sunday"). */
const ABSENCE_FILLER = rx(
  S`\b(?:she|he|they|her|his|their|both|all|still|finally|now|is|are|r|'s|'re|s|re|and|this|that|tonight|today|`,
  S`weekend|week|till|until|by|from|for|the|a|night|morning|\d+(?:[.:]\d+)?(?:pm|am)?|monday|tuesday|wednesday|`,
  S`thursday|friday|saturday|sunday|o'?clock)\b|😏|😈|😉|;\)`,
);
const ABSENCE_FILLER_G = new RegExp(ABSENCE_FILLER.source, 'gu');
const ABSENT_G = new RegExp(ABSENT.source, 'g');
/** A clause that only says the children are away: "at their dad's", "she is asleep", "in bed by 8". */
function absenceOnly(c: string): boolean {
  if (!ABSENT.test(c)) return false;
  return c.replace(ABSENT_G, ' ').replace(ABSENCE_FILLER_G, ' ').trim() === '';
}
/** Access to a child, or the child brought to the reader. */
const ACCESS = rx(
  S`\b(?:alone|bath\w*|shower\w*|babysit\w*|sleep ?overs?|stay(?:ing)? over|stays? the night|pics?|photos?|pictures?|`,
  S`vids?|videos?|snaps?|snapchat|selfies?|meet|meeting|bring|join|visit|see|watch|play with|secret|swim\w*|`,
  S`underwear|undies|pyjamas|changing|room|number|phone|dm|inbox|chat with)\b`,
);
const SPEAKER_PLACE_ACCESS = rx(
  S`\b(?:come|coming|stay|staying|sleep ?overs?|sleep|over)\b[^.!?]{0,20}\b(?:at mine|my (?:place|house|flat|home)|`,
  S`ours|our (?:place|house|flat|home))\b`,
);
const NEGATED = /\b(?:no|not|never|can'?t|cannot|won'?t|don'?t|isn'?t|aren'?t)\b/;
/** The reader in a clause. */
const READER = /\b(?:you|your|u|ur|ya|yours|yourself)\b/;
/** A desire aimed at a person or a thing about them: "i want her", "love that age", "into them". */
const DESIRE_AIMED = rx(
  S`\b(?:want\w*|wanna|like|likes|love|loves|fancy|into|crush\w*|miss|adore|crave|need)\s+(?:to\s+\w+\s+)?`,
  S`(?:her|him|them|you|u|ya|it|that|this|those|these|one|older|men|guys|a daddy)\b`,
);
/**
 * The adults' desire or gaze inside the child's clause: "i'm a teacher and into my 13 year olds", "i can't stop
 * looking at her", "i think about him" (not "what i want in a man", asked by the child).
 */
const ADULT_GAZE = rx(
  S`\b(?:into|attracted|obsessed|lust\w*|fantasi[sz]\w*|can'?t stop|(?:looking|staring|stare|look) at)\b|`,
  S`\b(?:i|i'?m|im|we|you|u)\s+(?:\w+\s+)?(?:fancy|crush\w*|want|wanna|like|love|adore|miss|think about|dream)\b`,
  S`(?!\s+in a (?:man|woman|partner|guy|girl)\b)|`,
  S`\b(?:i|we|you|u)\b[^,.;!?]{0,25}\b(?:her|him|them)\b`,
);
const MONEY = /\b(?:pay|paid|price|cash|money|how much|cost|costs|worth|fee|rate|deal|offer|venmo|paypal)\b|[$£€]/;
/** What must not be left once the child's clauses are cut. */
const REST_THIRD = /\b(?:she|her|hers|he|him|his|they|them|their|theirs|em)\b/;
const REST_YOUNG = rx(
  S`\b(?:young|younger|yng|age|aged|teen\w*|legal|underage|minor|virgin|innocent|barely|petite|`,
  S`(?:little|lil) (?:one|ones|girl|girls|boy|boys)|kid|kids|child|children)\b|`,
  // school talk that is no logistics: "girls still at school" (not "school run at 8", "a school trip")
  S`\bschool\w*\b(?! (?:run|trip|ends|starts|holidays?|gates?|pick ?ups?|drop ?offs?|night|day|play|concert))|`,
  // an age in an age slot: "is 13", "13 and 15", "13yo", "around 14"
  S`\b(?:is|'s|are|aged?|turned|turning|like|around|about|only|just|under)\s+(?:[2-9]|1[0-7])\b|`,
  S`\b(?:[2-9]|1[0-7])\s*(?:yo|y\/o|years?|yrs?|and (?:[2-9]|1[0-7])\b|or (?:[2-9]|1[0-7])\b|-ish|ish)`,
);
const REST_GROUP = /\b(?:threesome|3some|join|all of us|(?:three|four) of us|family|together|both|share|swap|trade)\b/;
const REST_OFFER =
  /\b(?:interested|keen|want some|want one|wanna see|hmu|down for it|dm me|inbox me|deal)\b|\byou in\s*(?:\?|$)/;
/** An adult named in a sentence: the speaker, the reader, a man / a woman. */
const ADULT = rx(
  S`\b(?:i|i'?m|im|i'?d|i'?ll|me|my|mine|myself|we|us|our|you|your|u|ur|ya|yours|yourself|`,
  S`a (?:man|woman|guy|lady|partner|gentleman))\b`,
);

/** Whether the message reads as a parent naming their own child with logistics, its sexual talk between the adults. */
function ownChildLogistics(v: string): string | null {
  if (!OWN_CHILD.test(v)) return null;
  const clauses = v.split(CLAUSE_CUT).filter((c) => c.trim());
  const rest: string[] = [];
  let childClauses = 0;
  for (const c of clauses) {
    if (!NAMES_CHILD.test(c) && !PRONOUN_SUBJECT.test(c) && !absenceOnly(c)) {
      rest.push(c);
      continue;
    }
    childClauses++;
    // the children's absence is read first: "at a sleepover", "in bed" and a wink beside them are the adults' time
    const away = ABSENT.test(c);
    const bare = away ? c.replace(ABSENT_G, ' ') : c;
    const sexual = SEXUAL.exec(bare);
    if (sexual && !(/^(?:😏|😈|😉|;\))$/u.test(sexual[0]) && away)) return null;
    if (ACCESS.test(bare) || READER.test(c) || DESIRE_AIMED.test(c) || ADULT_GAZE.test(c) || MONEY.test(c)) return null;
  }
  if (!childClauses) return null;
  const left = rest.join(' , ');
  if (REST_THIRD.test(left) || REST_YOUNG.test(left) || REST_GROUP.test(left)) return null;
  if (MONEY.test(left) || REST_OFFER.test(left)) return null;
  for (const m of left.matchAll(SPEAKER_PLACE_ACCESS_G)) {
    const before = left.slice(Math.max(0, (m.index ?? 0) - 25), m.index);
    if (!NEGATED.test(before)) return null;
  }
  // each sentence left that carries a sexual or access word names an adult
  for (const s of v.split(/[.!?\n]+/)) {
    const kept = s
      .split(CLAUSE_CUT)
      .filter((c) => c.trim() && !NAMES_CHILD.test(c) && !PRONOUN_SUBJECT.test(c) && !absenceOnly(c))
      .join(' , ');
    if ((SEXUAL.test(kept) || ACCESS.test(kept)) && !ADULT.test(kept)) return null;
  }
  return left;
}
const SPEAKER_PLACE_ACCESS_G = rxg(SPEAKER_PLACE_ACCESS.source);
const anyTest = (r: RegExp, t: string) => r.test(t);

/**
 * Sets aside `minor_reference` findings in place when every view reads as a parent naming their own child with
 * logistics and `minorsIn(rest)` (the context readers re-reading what is left) finds no minors finding there.
 */
export function setAsideOwnChildLogistics(
  signals: ContextSignal[],
  views: readonly string[],
  minorsIn: (text: string) => boolean,
): void {
  if (!signals.some((s) => s.kind === 'minor_reference')) return;
  let rest: string | null = null;
  for (const v of views) {
    const left = ownChildLogistics(v);
    if (left === null || childAsSexualObject(v, anyTest) !== null) return;
    rest ??= left;
  }
  if (rest === null || (rest.trim() && minorsIn(rest))) return;
  for (let i = signals.length - 1; i >= 0; i--) if (signals[i].kind === 'minor_reference') signals.splice(i, 1);
}
