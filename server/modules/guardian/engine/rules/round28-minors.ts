/**
 * Round 28 (issue 15, ADR 306): a CHILD AS THE OBJECT of sexual talk or a sexual request. The speaker's (or a
 * relative's, or the reader's) child named by noun ("my daughter", "the kids", "my stepdaughter", "my niece"), or
 * anyone given an age 2–17 ("she's 12", "my 13yo", "has 12 years"), and a sexual act whose object is that child:
 *  - STRONG alone: talk dirty / sext / fantasise about her, dirty texts about him, nudes or naked pics of her, what
 *    she'd look like naked or in lingerie, fuck / grope him, share her with you, let you have him too, her body
 *    developing;
 *  - WEAK only with a sexual cue in the same sentence, within 50 characters: she's ready, bring her along, she can
 *    join us, pics of him, touch her, what you'd do to her.
 * The family self-description exception (guardian-engine.ts) softens only a text-model finding with no rule beside
 * it, so this reader's hard signal keeps such a message held, opted-in or not. Run by round 18's minors module on
 * its reading view (leet, spaced and stretched letters read), through its prefilter: nothing is built per message.
 * Hand-written from general knowledge of this harm; no challenge-set or review-probe line is copied.
 */
import type { Test } from './round20-minors-extortion';

const S = String.raw;
const rx = (...parts: string[]) => new RegExp(parts.join(''));

const CHILD_NOUN = S`(?:(?:step|grand) ?)?`.concat(
  S`(?:daughters?|sons?|kids?|kiddos?|child(?:ren)?|nieces?|nephews?|little ones?)`,
);
const KID_AGE = S`(?:[2-9]|1[0-7])`;
/** A child: by noun with a possessive, or anyone given an age 2–17 in an age slot. */
const CHILD_ANCHOR = rx(
  S`\b(?:my|our|me|ma|the|your|ur|his|her|their|neighbou?rs?'?s?)\s+`,
  S`(?:(?:little|young|youngest|eldest|oldest|baby)\s+)?`,
  CHILD_NOUN,
  S`\b|\b(?:is|'s|are|has|have|turned|turning|aged?)\s+(?:only\s+|just\s+|barely\s+)?${KID_AGE}\b`,
  S`(?!\s*(?:[:.]\d|mins?\b|minutes|hours?|hrs?\b|days?|weeks?|months?|pm\b|am\b|%|k\b|quid|bucks|dollars|pounds|`,
  S`euros|inches|cm\b|ft\b|feet|kg\b|lbs?\b|miles|km\b|times|o'?clock|points?|kids|children|sons|daughters|girls|`,
  S`boys|of\b|more\b|others?\b))|\b${KID_AGE}\s?(?:yo|y\/o|years?[ -]old|yrs?[ -]old|yr[ -]old)\b|`,
  S`\b(?:daughter|son|girl|boy|niece|nephew|kid)\s+\(?${KID_AGE}\b`,
);
/** The child as an object: a pronoun or a child noun with a determiner. */
const OBJ = S`(?:her|him|them|(?:my|our|your|ur|the|that|this)\s+(?:\w+\s+)?${CHILD_NOUN})\b`;
const LEWD = S`(?:dirty|filthy|sexy|naughty|nasty|kinky|sexual|sexually|lewd|smutty|spicy|pervy|horny)`;
const MEDIA = S`(?:pics?|photos?|pictures?|vids?|videos?|snaps|shots|selfies|nudes)`;
const LEWD_LOOK =
  S`(?:naked|nude|topless|in (?:\w+ )?(?:lingerie|underwear|a bikini|bikini|panties|knickers|a thong|`.concat(
    S`stockings|nothing|the (?:bath|shower))|without (?:\w+ )?(?:clothes|anything))`,
  );
/** A sexual act whose object is the child, held alone. */
const STRONG = rx(
  S`\b(?:talk\w*|chat\w*|text\w*|speak\w*|sext\w*|writ\w*)\s+(?:(?:so|really|real)\s+)?${LEWD}(?:\s+(?:stuff|things|`,
  S`talk|texts?|messages|words))?\s+(?:about|bout|abt|of|on|over|with|to|regarding)\s+${OBJ}|`,
  S`\b(?:sext\w*|fantasi[sz]\w*|fap\w*|jerk\w* off|wank\w*|masturbat\w*)\s+`,
  S`(?:about|bout|abt|over|to|of|with)\s+${OBJ}|`,
  S`\b${LEWD}\s+(?:talk|texts?|messages|chats?|stor(?:y|ies)|things|stuff|thoughts|fantas(?:y|ies)|${MEDIA})\s+`,
  S`(?:about|bout|abt|of|on|with|regarding|from)\s+${OBJ}|`,
  S`\b(?:tell|send|describe|show|text|write)\s+me\s+(?:what|how)\s+(?:you|u)(?:'?d| would)?\s+(?:\w+\s+)?`,
  S`(?:do|doing)\s+to\s+${OBJ}|`,
  S`\b(?:nudes?|naked|nude|topless)\s+(?:${MEDIA}\s+)?(?:of|from)\s+${OBJ}|`,
  S`\b${MEDIA}\s+of\s+${OBJ}\s+${LEWD_LOOK}|\bsee\s+${OBJ}\s+${LEWD_LOOK}|`,
  S`\bwhat (?:(?:she|he|they)(?:'?d| would| will)|would (?:she|he|they)) look like\s+${LEWD_LOOK}|`,
  S`\b(?:fuck|fuk|fck|shag|bang|screw|rape|molest|finger|grope|lick|suck|breed|deflower|have sex with|hook up with)`,
  S`(?:ing|s)?\s+${OBJ}|`,
  S`\b(?:share|lend|offer)\s+${OBJ}\s+(?:with|to)\s+(?:you|u)\b|\blet (?:you|u) (?:have|take|use|try|enjoy) ${OBJ}\s+`,
  S`(?:too|as well)\b|`,
  S`\b(?:her|his) (?:body|chest|boobs|tits|hips|figure) (?:is |'s )?(?:\w+ )?(?:developing|developed|filling out|`,
  S`curvy|ripe)\b`,
);
/** A sexual act on the child that needs a sexual cue beside it. */
const WEAK = rx(
  S`\b(?:she|he|they)(?:'?s| is|'?re| are)\s+(?:\w+\s+)?ready\b(?!\s+(?:for|to)\s+(?:bed|school|sleep|her|his|their|`,
  S`the|a|an|exams?|college|uni|\w+ing)\b)|`,
  S`\b(?:bring|brings|bringing|invite)\s+${OBJ}\s+(?:along|too|with|over|in)\b|`,
  S`\b(?:she|he|they|${OBJ})\s+(?:can|could|will|'?ll|would|might|should|wants? to|gets? to)\s+join\b|`,
  S`\b${MEDIA}\s+of\s+${OBJ}|\b(?:touch|touching|kiss|kissing|play with|sleep with|undress|strip|watch)\s+${OBJ}|`,
  S`\b(?:you|u)(?:'?d| would)?\s+(?:do|like to do|imagine doing|want to do)\s+(?:to|with)\s+${OBJ}|`,
  S`\bwhat would (?:you|u) do (?:to|with) ${OBJ}|\bdescribe\s+${OBJ}`,
);
const CUE = rx(
  S`\b(?:bed|naked|nude|nudes|sex|sexy|sexual|sexually|horny|dirty|filthy|naughty|kinky|fuck\w*|wet|lingerie|`,
  S`undress\w*|threesome|3some|all three of us|orgy|cum|(?:she|he) wants? it|join us|turn\w* (?:me|you|u) on)\b|`,
  S`😈|😏|🍆|💦|🥵|🤤`,
);

/** Why the message reads as a child the object of sexual talk or a sexual request, or null. */
export function childAsSexualObject(t: string, tv: Test): string | null {
  if (!tv(CHILD_ANCHOR, t)) return null;
  const strong = STRONG.exec(t);
  if (strong) return `child as sexual object: ${strong[0]}`;
  const weak = WEAK.exec(t);
  if (!weak) return null;
  const start = Math.max(
    t.lastIndexOf('.', weak.index),
    t.lastIndexOf('?', weak.index),
    t.lastIndexOf('!', weak.index),
  );
  const end = weak.index + weak[0].length;
  const stops = [t.indexOf('.', end), t.indexOf('?', end), t.indexOf('!', end)].filter((i) => i >= 0);
  const stop = stops.length ? Math.min(...stops) : t.length;
  const near = t.slice(Math.max(start + 1, weak.index - 50), Math.min(stop, end + 50));
  const cue = CUE.exec(near);
  return cue ? `child as sexual object: ${weak[0]} … ${cue[0]}` : null;
}

/** The expressions, registered with the caller's prefilters (ADR 209). */
export const ROUND28_MINORS_EXPRESSIONS: readonly RegExp[] = [CHILD_ANCHOR, STRONG, WEAK, CUE];
