/**
 * Split frames (ADR 309): harm whose two halves arrive in different sends, each ordinary alone — a setup in an earlier
 * part of the window and an act in the latest part. No reader of one message reads the pair (the parts joined and
 * sent as one are ALLOWed too), so the window reads it here. Data and pure functions only: the window code in
 * guardian-engine.ts (`slidingWindow`) asks `splitFrame` once per windowed send and maps a frame to a hard finding.
 *
 * Cost: the act expressions are tried on the latest part's normalised text first (one test each, no allocation); the
 * earlier parts are read only when an act matched, which ordinary chat almost never does.
 *
 * The four frames (word classes written from general knowledge, never from a challenge set's lines):
 * - refusal set aside (sexual violence): the reader's no / not-ready / limit reported back to them, then the speaker
 *   will not ask, not wait, not take no, does not care — "you told me to stop" / "i'm not asking next time";
 * - intoxicant, then consent removed (sexual violence): drinks made, pills, something to relax, asleep — then the
 *   reader will not say no, cannot stop it, will not remember;
 * - whereabouts, then menace (threat): the reader's (family's, pet's) place, vehicle or routine, then a veiled harm
 *   (a shame if …, petrol, a bat in the boot, a building that burns with someone inside, a long way down if someone
 *   helps, "so will his face", escalation from passing by ("i won't just drive past"));
 * - despair, then urging (self-harm incitement): the reader's burden / pills / a height echoed, then go on, do it
 *   properly, prove it, take them all, everyone would be relieved, you're right — or the approval first and the wish
 *   for the reader not to wake up after it.
 */
import type { ContextSignalKind } from './types';

/** One expression of alternatives (each a String.raw piece), compiled once at load. */
const alternatives = (...parts: string[]): RegExp => new RegExp(parts.join('|'));

export interface SplitFrame {
  kind: Extract<ContextSignalKind, 'threat' | 'self_harm_incitement'>;
  risk: number;
  evidence: string;
}

/** The reader's refusal or limit reported back to them: bare ("you said no", "u can say stop"), or of intimacy. */
const REFUSAL = alternatives(
  String.raw`\b(?:you|u)\s+(?:have |had )?(?:said|say|told me|keep saying|kept saying|keep telling me|always say` +
    String.raw`|can say|could say)\s+(?:to\s+)?(?:no|stop)(?=\s*(?:$|[.,!?]|last|before|earlier|yesterday|again` +
    String.raw`|twice|but|and|so|then|if|on\b))`,
  String.raw`\b(?:you|u)\s+(?:said|say|told me|keep saying|kept saying|keep telling me|always` +
    String.raw` say)\b[^.?!]{0,24}?\b(?:(?:you'?re|ur|you are|u r)\s+)?(?:not ready(?=\s*(?:$|[.,!?]|yet|for (?:it` +
    String.raw`|that|this|more|sex)\b|to (?:go further|sleep with me|have sex)\b))|(?:don'?t|do not|dont) want to` +
    String.raw` (?:sleep with me|go (?:any )?further|have sex|hook up|take it further|do (?:it|that|anything) with` +
    String.raw` me)|(?:want(?:ed)? to )?take (?:it|things) slow)`,
);

/** The speaker will go on regardless: not ask, not wait, not take no, not care, take it anyway, not be stopped. */
const DISREGARD = alternatives(
  String.raw`\b(?:i'?m|i am|im)\s+(?:not|done)\s+(?:going to |gonna )?(?:ask(?:ing)?|wait(?:ing)?)\b(?!\s+(?:for` +
    String.raw` (?:a |the |my |your )?(?!answer|permission)\w|till|until|around|on\b|in\b))`,
  String.raw`\bi\s+(?:won'?t|wont|will not|don'?t|dont|do not|didn'?t|didnt)\s+(?:even\s+` +
    String.raw`|bother\s+)?(?:ask(?:ing)?|ask twice|hear(?:d)? (?:it|you)|care|listen)\b(?=\s*(?:$|[.,!?]|this` +
    String.raw` time|next time|again|anymore|any more|twice|though|to be honest|tbh))`,
  String.raw`\bnot (?:taking|gonna take|going to take) no\b`,
  String.raw`\b(?:won'?t|wont|will not|doesn'?t|doesnt)\s+(?:make|matter)\b[^.?!]{0,12}\b(?:difference|to me)\b`,
  String.raw`\b(?:just|i'?ll|i will)\s+(?:just\s+)?(?:tak(?:e|ing) (?:it|what i want)|do(?:ing)? it anyway)\b`,
  String.raw`\b(?:you'?re|you are|ur|u r)\s+not\s+stopping\s+me\b`,
  String.raw`\block(?:ing)? the door\b`,
);

/** An intoxicant the speaker supplies, or the reader's state of not being able to refuse. */
const INTOXICANT_GIVEN = alternatives(
  String.raw`\b(?:i'?ll|i will|i'?m|let me)\s+(?:make|mix|pour|get)\s+(?:the|your|ur|you)\s+(?:\w+\s+)?drinks?\b`,
  String.raw`\bdrinks?\s+extra strong\b`,
  String.raw`\b(?:pills?|tablets?|roofies?|ghb)\b`,
  String.raw`\bsomething (?:for|in|into) (?:your|ur|both your|both of your)\s+drinks?\b`,
  String.raw`\b(?:put|slip|slipped)\s+(?:something|it|a little something)\s+in\b`,
  String.raw`\b(?:help|make)\s+(?:you|u)\s+(?:relax|sleepy|loosen up)\b`,
);
const INTOXICATED_STATE = alternatives(String.raw`\b(?:drunk|wasted|passed out|asleep|knocked out|out cold)\b`);

/** Consent removed: the reader will not say no, cannot stop it, need not say yes, will not be able to argue. */
const CONSENT_REMOVED = alternatives(
  String.raw`\b(?:won'?t|wont|will not|can'?t|cant|cannot|couldn'?t|not)\s+(?:even\s+)?(?:be\s+)?(?:(?:saying` +
    String.raw`|say|able to say)\s+no\b(?!\s+to\b)|(?:need|have|get)\s+to\s+say\s+yes\b|(?:able to\s+)?stop me\b` +
    String.raw`|be in (?:a|any) state to (?:argue|say no|refuse|stop)|in a state to (?:argue|say no|refuse|stop))`,
  String.raw`\bit'?ll be (?:done|over) (?:before|by the time)\b`,
  String.raw`\bwake up and it'?(?:ll|s) (?:be )?(?:done|over)\b`,
);
/** Memory removed: only after an intoxicant the speaker supplies (a hangover joke after "drunk" is no frame). */
const MEMORY_REMOVED = alternatives(
  String.raw`\b(?:won'?t|wont|will not)\s+(?:even\s+)?remember\s+(?:the rest|any of it|a thing|anything|what` +
    String.raw` happen(?:s|ed))\b`,
  String.raw`\b(?:won'?t|wont)\s+(?:even\s+)?taste\b`,
);

/** The reader, their family, pet, vehicle or home, or a routine in place and time. */
const WHEREABOUTS = alternatives(
  String.raw`\b(?:address|house|home|flat|street|road|lane|avenue|work|office|shift|garage|car|van|corsa|balcony` +
    String.raw`|window|garden|farm|barn|route|bus stop|bridge|path|trail|schedule|spare key|keys?|dog|cat|spaniel` +
    String.raw`|puppy|kids|mum'?s|mom'?s|brother'?s|sister'?s|dad'?s|parked|every (?:morning|night|day|evening)|at` +
    String.raw` \d{1,2}(?::\d\d)?\b|about \d{1,2}\b)`,
);

/** A veiled harm to the reader, their family, pet or home. */
const MENACE = alternatives(
  String.raw`\b(?:shame|pity)\s+if\s+(?:something|anything|only one of you|(?:you|u|he|she|they|it)\s+(?:were` +
    String.raw`|was|got|went|didn'?t|never|caught)\s+(?:in it|inside|hurt|missing|come home|came home|make it home` +
    String.raw`|fire|burned|burnt))`,
  String.raw`\b(?:can of petrol|petrol can|jerry ?can|lighter fluid|gasoline|(?:got|some` +
    String.raw`|with)\s+petrol)\b(?![^.?!]{0,30}\b(?:if you need|borrow|lend|spare)\b)`,
  String.raw`\b(?:baseball bat|bat|crowbar|machete|knife|blade)(?:'s| is)?\s+in (?:the|my) (?:car|boot|van` +
    String.raw`|trunk)\b`,
  String.raw`\b(?:and|with|got)\s+a\s+(?:baseball bat|crowbar|machete)\b`,
  String.raw`\b(?:barns?|houses?|sheds?|places?|flats?|caravans?|it|they)\s+(?:go|goes|went)\s+up\s+(?:so ` +
    String.raw`|really |pretty )?(?:fast|quick(?:ly)?)\b`,
  String.raw`\bwith (?:someone|somebody|you|them) (?:inside|in there|still inside)\b`,
  String.raw`\blong way down if (?:someone|somebody|anyone)\b`,
  String.raw`\bso will (?:his|her|your|ur|their) (?:face|legs|knees|head)\b`,
  String.raw`\b(?:you|u|he|she|they)\s+(?:won'?t|wont|will not)\s+(?:be\s+)?(?:bark|barking|walk|walking|skate` +
    String.raw`|skating|run|running|jog|jogging|play|playing|dance|dancing|drive|driving)\s+(?:\w+\s+)?(?:again` +
    String.raw`|much longer|for much longer)(?=\s*(?:$|[.,!?]))`,
  String.raw`\b(?:won'?t just|not just going to)\s+(?:be\s+)?(?:drive|driving|walk|walking|go|going)\s+past\b`,
  String.raw`\bsay hello\b[^.?!]{0,24}\bproperly\b`,
  String.raw`\btell (?:him|her|them|your \w+) to lock (?:the|his|her|their) doors?\b`,
  String.raw`\bif (?:you|u) (?:don'?t|dont|won'?t|keep)\b[^.?!]{0,30}\b(?:he|she|they|it)\s+(?:won'?t` +
    String.raw`|wont)\s+be\s+(?:around|here|alive|breathing|by)\b`,
);

/** The reader's despair or means echoed: a burden, better off without, pills, not waking up, a height. */
const DESPAIR = alternatives(
  String.raw`\b(?:burden|(?:better|happier) off (?:without (?:you|u|me)|dead|gone)|everyone (?:would|'?d) be` +
    String.raw` better off|disappearing|end(?:ing)? it all|kill(?:ing)? (?:yourself|urself|myself)|suicid\w*|the` +
    String.raw` pills|your pills|overdos\w*|(?:didn'?t|don'?t|not|never) wake up|jump(?:ing)? off|cliffs?|beachy` +
    String.raw` head|(?:bridge|roof|ledge|tracks|car park)\b[^.?!]{0,40}\b(?:high|drop|from you|from yours))\b`,
);

/** Urging or approving: go on, do it properly, prove it, take them all, a favour to everyone, you're right. */
const URGE = alternatives(
  String.raw`^\W*(?:so\s+|then\s+|just\s+)?(?:go on(?: then)?|do it)\W*$`,
  String.raw`\bdo it (?:properly|right)(?: this time)?\W*$`,
  String.raw`\bdo it (?:already|tonight)\b`,
  String.raw`(?:^|\b(?:so|then|just|go on)\s+)prove it\b`,
  String.raw`\btake (?:them|the lot)\b[^?!]{0,12}\ball\b`,
  String.raw`\ball of them\b`,
  String.raw`\bthe whole (?:bottle|pack|packet|box)\b`,
  String.raw`(?:^|[,.]\s*|\bjust\s+)(?:step off|jump)\W*$`,
  String.raw`[,.]\s*go\W*$`,
  String.raw`\b(?:doing|do)\s+(?:everyone|us all|the world)\s+a\s+favou?r\b`,
  String.raw`\beveryone (?:would|'?d) be (?:relieved|happier|better off)\b`,
  String.raw`\bi'?d be relieved\b`,
  String.raw`\bdon'?t (?:chicken|bottle|wimp) out\b`,
  String.raw`(?:^|\bhonestly\s+)(?:you'?re|ur|you are)\s+right(?:\s+(?:for once|honestly|tbh))?\W*$`,
);
/** The approval first, then the wish that the reader were not here. */
const APPROVAL = alternatives(
  String.raw`\beveryone (?:would|'?d) be (?:relieved|happier|better off)\b`,
  String.raw`\b(?:nobody|no one|no-one) would (?:miss|notice)\b`,
);
const WISH_GONE = alternatives(
  String.raw`\bif (?:you|u) (?:just )?(?:didn'?t wake up|weren'?t here|were gone|disappeared|never woke up)\b`,
);

/** An earlier part as the window keeps it (its normalised text). */
type Part = { readonly text: string };

const anyMatch = (re: RegExp, parts: readonly Part[]): boolean => {
  for (const p of parts) if (re.test(p.text)) return true;
  return false;
};
/** The earlier parts joined (only once an act matched: a setup split over two parts). */
const joinedText = (parts: readonly Part[]): string => parts.map((p) => p.text).join(' ');

/**
 * The frame the latest part completes with an earlier part of the window, or null. `earlier`: the earlier parts'
 * normalised texts, oldest first; `latest`: the latest part's. The setup of the whereabouts and despair frames may
 * itself be split ("the bridge by your house" / "is pretty high"), so it is read on the earlier parts joined.
 */
export function splitFrame(earlier: readonly Part[], latest: string): SplitFrame | null {
  if (!earlier.length) return null;
  let m = DISREGARD.exec(latest);
  if (m && anyMatch(REFUSAL, earlier))
    return { kind: 'threat', risk: 88, evidence: `sexual violence, a refusal set aside: ${m[0]}` };
  m = CONSENT_REMOVED.exec(latest);
  if (m && (anyMatch(INTOXICANT_GIVEN, earlier) || anyMatch(INTOXICATED_STATE, earlier)))
    return { kind: 'threat', risk: 90, evidence: `sexual violence, incapacitation: ${m[0]}` };
  m = MEMORY_REMOVED.exec(latest);
  if (m && anyMatch(INTOXICANT_GIVEN, earlier))
    return { kind: 'threat', risk: 90, evidence: `sexual violence, incapacitation: ${m[0]}` };
  m = MENACE.exec(latest);
  if (m && (anyMatch(WHEREABOUTS, earlier) || WHEREABOUTS.test(joinedText(earlier))))
    return { kind: 'threat', risk: 88, evidence: `veiled threat after the reader's whereabouts: ${m[0]}` };
  m = URGE.exec(latest);
  if (m && (anyMatch(DESPAIR, earlier) || DESPAIR.test(joinedText(earlier))))
    return { kind: 'self_harm_incitement', risk: 90, evidence: `self-harm urged after the reader's despair: ${m[0]}` };
  m = WISH_GONE.exec(latest);
  if (m && anyMatch(APPROVAL, earlier))
    return { kind: 'self_harm_incitement', risk: 90, evidence: `self-harm wished after approval: ${m[0]}` };
  return null;
}
