/**
 * Quoted, reported and third-party frames (ADR 183): the one owner of whether a frame around words distances the
 * speaker from them. Every rule module asks `frameSetsAside` before it drops a finding because the message reads
 * as a report or a quote; the engine's second reading (misfires.ts) takes its frames and cue from here too.
 *
 * A frame: someone else's words told ("he said", "my ex threatened to"), words sent or said to the speaker ("he
 * messaged me", "got a text saying"), the member reporting or blocking ("reported him"), and a reader's extras (the
 * police, a screenshot, "some guy", a saying, a film). For most findings (a lure, a scam story, money, an insult) a
 * frame is enough: the member passes on what someone else did. For the harms a frame must never shield — a threat
 * aimed at the reader or their family, self-harm urged on the reader, sexual talk about a child — only a message
 * that reports receiving the words is: sent or said to the speaker (or done by someone else) AND a report, block,
 * screenshot, police, warning or ask-for-help cue. "my mates say '…' lol" is a shield, not a report (ADR 182,
 * reverted in review for exactly that).
 */
import { GUARDIAN_PREFILTER as PREFILTER, testRule } from '../prefilter';
import type { ContextSignal, ContextSignalKind } from '../types';

const S = String.raw;

// ------------------------------------------------------------------------------------------------
// The frames
/** Someone else's words or acts, told: "my ex threatened to …", "someone tried to blackmail me". */
const THIRD_PARTY_SAID =
  S`\b(?:my ex|he|she|they|someone|somebody|a guy|this guy|a girl|a man|a woman|scammers?)\s+(?:\w+\s+)?` +
  S`(?:said|told|threatened|tried|wanted|asked|demanded|was going to|would)\b`;
/**
 * What was sent or said to the member, not by the reader ("you (just) said to me" is the reader's):
 * "he called me", "a man sent me", "got a text saying".
 */
const SENT_TO_ME =
  S`\b(?<!\b(?:you|u) (?:[\w']+ )?)(?:called me|sent me|messaged me|msged me|msg'?d me|texted me|told me|said to me|` +
  S`asked me for)\b|\b(?:threatened to|got a (?:msg|message|text) saying|a (?:guy|man|match|woman|user) ` +
  S`(?:said|wrote|sent)|someone (?:said|wrote|sent))\b`;
/** The member reported or blocked the sender: "reported him", "screenshotted and reported", "blocked her". */
const REPORTED_IT =
  S`\b(?:reported|report (?:him|her|them|it)|blocked (?:him|her|them)|banned (?:him|her|them)|app banned|` +
  S`red flag|restraining order)\b`;
/** The message reports or quotes abuse the member received: any of the three above. */
const REPORTED_OR_QUOTED = S`(?:${THIRD_PARTY_SAID}|${SENT_TO_ME}|${REPORTED_IT})`;
/** "some creep asked for my snap". */
const SOME_STRANGER = S`\bsome (?:creep|guy|dude|man|woman|girl|weirdo|rando)\b`;
/** Someone's way of talking told, not done: "in my culture we say …", "that rapper says …", "used to say". */
const SAYING =
  S`\b(?:we|they|people|friends|he|she|rapper|song|lyrics?) (?:\w+ )?(?:say|says|used to say|like to say)\b|` +
  S`\bused to say\b`;
/** Fiction, films and games ("in the movie he says …"): not the speaker's own words. */
const FICTION =
  S`\b(?:in|from) (?:the|a|that|this) (?:movie|film|show|series|episode|book|novel|game|song|podcast)\b|` +
  S`\blyrics\b`;

/**
 * The police as a report (ADR 191): someone went to, called or told the police, a police report, the police came. Not
 * the word alone: "police won't care", "call the police if you want, i'll still smash your car" are a taunt beside a
 * threat, and "i'm going to the police unless you pay" is the threat itself.
 */
const POLICE_REPORT =
  S`\b(?:called|rang|phoned|contacted|went to|gone to|been to|told|informed|involved|reported (?:it |him |her |them |` +
  S`this |that )?to) (?:the )?(?:police|cops)\b|\bpolice (?:report|statement|came|come|arrived|arrested|were called|` +
  S`are involved|got involved|took|charged|showed up|caught|cautioned|warned)\b|\b(?:got|get|getting) (?:the )?` +
  S`police involved\b|\bthe police (?:are|were|have been) (?:involved|called|informed|investigating)\b`;

/*
 * Each reader's frame: a word that marks a report in one reader's list is a word of harm for another's families.
 * "police" in round7.ts ("I go to the police today" unless you pay), "screenshot" in violence.ts and cross-author.ts
 * ("screenshotted ur nudes. 500 quid or …"), "some guy" in violence.ts ("hope some guy drags you into an alley")
 * each turned golden BLOCKs into ALLOW or REVIEW when read by all.
 */
const FRAME_EXPRESSIONS = {
  /** violence.ts, round11.ts, round12-exploitation.ts, round12-lures.ts: "… so I called the police". */
  police: new RegExp(S`(?:${REPORTED_OR_QUOTED}|${POLICE_REPORT})`),
  /** round12-violence.ts: the above, or a saying told. */
  policeOrSaying: new RegExp(S`(?:${REPORTED_OR_QUOTED}|${POLICE_REPORT}|${SAYING})`),
  /** round7.ts: "screenshotted it and sent it to the mods", or a film's line. */
  screenshotOrFiction: new RegExp(S`(?:${REPORTED_OR_QUOTED}|\bscreenshot(?:ted)?\b|${FICTION})`),
  /** cross-author.ts: "some creep asked for my snap". */
  someStranger: new RegExp(S`(?:${REPORTED_OR_QUOTED}|${SOME_STRANGER})`),
} as const;
export type Frame = keyof typeof FRAME_EXPRESSIONS;
/** A frame's expression, for a reader that memoises its tests per message (cross-author.ts). */
export const frameExpression = (frame: Frame): RegExp => FRAME_EXPRESSIONS[frame];

// ------------------------------------------------------------------------------------------------
// A report of words received
/** Someone else wrote or sent it, or the speaker had someone say it: "he wrote", "i had a guy say". */
const THIRD_PARTY_WROTE =
  S`\b(?:my ex|my match|he|she|they|someone|somebody|a guy|this guy|a girl|a man|a woman|a match)\s+(?:\w+\s+)?` +
  S`(?:wrote|sent|texted|messaged|posted|commented|dm'?d)\b|\b(?:had|got) (?:a|some|this|my) \w+ (?:say|tell me|` +
  S`send me|message me|text me)\b`;
/** Someone else said, wrote or did it (not a saying, not the speaker's own): a third party's words told. */
const THIRD_PARTY = new RegExp(S`(?:${THIRD_PARTY_SAID}|${SENT_TO_ME}|${THIRD_PARTY_WROTE})`);
/**
 * The speaker in the receiving slot (ADR 191): the words were sent, said or done to "me" ("he texted me", "said that
 * to me", "threatened to smash my car"), came to the speaker ("i got a message", "in my dms"), or answered the
 * speaker's refusal ("after i said no"). Not "you sent me" / "i told me".
 */
const TO_ME = new RegExp(
  S`\b(?<!\b(?:you|u|i) (?:[\w']+ )?)(?:called|sent|messaged|msged|msg'?d|texted|told|asked|threatened|dm'?d|dmed|` +
    S`snapchatted|emailed|wrote to|said to|says to|yelled at|shouted at|screamed at|commented on|replied to|` +
    S`voicemailed) me\b|\b(?:said|say|says|wrote|sent|texted|messaged|yelled|screamed) (?:that |this |it |those ` +
    S`words |these words )?(?:to|at) me\b|\bthreatened (?:to (?:\w+ ){1,3})?(?:me|my|myself)\b|` +
    S`\b(?:i|i've|ive) (?:just )?(?:got|get|received|had|keep getting)(?: (?:a|this|some|these|the same|an?other))? ` +
    S`(?:msgs?|messages?|texts?|dms?|emails?|voicemails?|voice notes?|comments?|notes?)\b|\bgot (?:a|this) ` +
    S`(?:msg|message|text|dm) (?:saying|from)\b|\b(?:in|into|to) my (?:dms|inbox|messages|texts|comments|` +
    S`voicemail)\b|\b(?:after|because|when|since) i (?:said no|refused|declined|turned (?:him|her|them) down|` +
    S`rejected (?:him|her|them)|ignored (?:him|her|them)|didn'?t (?:reply|answer|respond)|blocked|unmatched|left)\b|` +
    S`\bhad (?:a|some|this|my) \w+ (?:say|tell me|send me|message me|text me)\b`,
);
/**
 * The speaker acted on the words: reported, blocked or unmatched their sender, went to the police (ADR 191). An act,
 * not a plea ("should i report him") nor a warning to the reader ("be careful").
 */
const SPEAKER_ACTED = new RegExp(
  S`\b(?<!\b(?:should|shall|could|do|would|will|to|gonna|you|u) (?:i |we )?)(?:reported|blocked|unmatched|` +
    S`screenshotted)(?: and (?:reported|blocked|unmatched))? (?:him|her|them|it|this|that|the (?:guy|account|` +
    S`profile|user|match|man|woman|girl)|(?:his|her|their) (?:account|profile))\b|\b(?:i|we) (?:have |'ve |had |` +
    S`just |already )?(?:reported|blocked|unmatched)\b|\brestraining order\b|${POLICE_REPORT}|` +
    // the act with its subject left out, as chat drops it at a clause start: "reported and blocked.", "blocked, the
    // audacity" — the speaker's act (round 17, ADR 215); "you reported" has its subject and is not read here
    // (review, ADR 217) only as the message's close: a statement (not "reported? no."), followed at most by an
    // interjection ("lol", "ugh"), never by more of the speaker's own words ("… fair though", "… the legend lol")
    S`(?:^|[.!?;,…]\s*|\b(?:so|and|then|just|already)\s+)(?:reported|blocked|unmatched)(?:\s*(?:and|&|\+|,)\s*` +
    S`(?:reported|blocked|unmatched))*(?=(?:[\s.!,;…]+(?:lol|lmao|` +
    S`haha\w*|ugh|bye|done|obviously|immediately|instantly|straight away|gross|yikes|smh))*[\s.!…]*$)`,
);
/**
 * The message reports the words or warns about them: "should i report him?", "blocked him", "be careful". Also what
 * misfires.ts's quote reading asks (ADR 175). Not a plea or a question ("should i", "scared", "help me", "is this
 * normal", "screenshot it"): review of round 13 found a sender appends those to their own quoted threat ("my mate said
 * 'i'm going to slit your throat' should i say that to you lol"); the list is ADR 175's, with "declined". A cue
 * counts only beside the speaker as recipient (`TO_ME`) or for a quote said to the speaker (ADR 191): "my dad said
 * '…' be careful" relays the words to the reader.
 */
const REPORT_CUE = new RegExp(
  S`\b(?:reported|report(?:ing)?|blocked|block(?:ing)? (?:him|her|them)|unmatched|banned|` +
    S`ban (?:him|her|them|people)|be careful|careful out there|watch out|stay safe|look after|` +
    S`warning|warn(?:ing)? (?:you|people|everyone)|heads up|wary|vile|creep\w*|scary|sketchy|` +
    S`please do something|check (?:his|her|their) profile|(?:after|because|when) i (?:said no|refused|declined|` +
    S`turned (?:him|her|them) down|rejected|ignored|didn'?t reply))\b|${POLICE_REPORT}`,
);
/**
 * A threat relayed to the reader on someone's behalf (ADR 191), in the speaker's own words outside the quote: someone
 * else coming for, after, waiting for, looking for or knowing where the reader is; the reader told to watch their back.
 * "my dad said '…' he's coming for you" is the threat by proxy, whatever frame it wears.
 */
const RELAYED_TO_READER = new RegExp(
  S`\b(?:he|she|they|he'?s|she'?s|they'?re|hes|shes|theyre|my \w+|his \w+|her \w+|someone|somebody|people)` +
    S`\s+(?:is |are |will |'ll |ll |gonna |going to |wants to |want to |knows |know |already |still |now )?` +
    S`(?:coming for|coming after|after|gonna get|going to get|will get|finds?|found|knows? where|knows? what|` +
    S`waiting for|watching|looking for|out for|hunting|coming to get)\s+(?:you|u|ya|ur|your|yours|yourself)\b|` +
    S`\b(?:watch|mind) (?:your|ur) (?:back|step)\b|\bwatch (?:yourself|urself|ya self|your self)\b|` +
    S`\b(?:you'?re|youre|u r|ur|you are) next\b|\bsleep with one eye open\b|\block (?:your|ur) doors?\b|` +
    S`\b(?:i'?d|i would) (?:be careful|watch out|run|hide) if i (?:were|was) (?:you|u)\b|` +
    // the reported harm turned on the reader (round 14 review): "i blocked him. same to u", "now i'm sending it to u",
    // "i reported him. i'll smash yours", "… you too"
    S`\bsame (?:goes )?(?:to|for) (?:you|u|ya)\b|\b(?:now )?(?:i'?m |im )?(?:sending|saying|passing|forwarding) ` +
    S`(?:it|this|that|the same)(?: on)? to (?:you|u)\b|\b(?:i'?ll|ill|i will|gonna|going to) (?:\w+ ){0,2}(?:yours|` +
    S`(?:you|u) too|(?:you|u) as well|(?:you|u) next)\b|(?:^|[.!,]\s*)(?:and |now |so )?(?:you|u) too\s*[.!]*$|` +
    // the quote adopted (round 17, ADR 215): the speaker repeats its act in an elliptic clause ("so do i", "i do too",
    // "he's not wrong") or turns it on the reader ("you are one too", "so are you", "you should too")
    S`\bso (?:do|will|would|can|did|have) i\b|\bi (?:do|will|would|can|did) (?:too|as well)\b|\b(?:he|she|they)` +
    S`(?:'s|'re| is| are| was| were)? (?:so |totally |dead )?(?:right|not wrong)\b|\bi (?:agree|second that)\b|` +
    S`\b(?:you|u) (?:should|could|can|might|ought to|need to|must|better) (?:do (?:it|that|the same) )?(?:too|` +
    S`as well)\b|\b(?:you|u)(?:'re| are| r|re) (?:one|an? \w+) (?:too|as well)\b|\bso (?:are|should|will) (?:you|u)\b`,
);
/**
 * The quote taken up in the speaker's own words after the report (round 18, ADR 222): the report is the frame,
 * what follows it is the speaker's — an approval of the quote ("fair though", "good advice tbh", "the truth", "he's
 * right", "not wrong"), the quote's claim asserted again about its author ("he does though", "she will tho"; not "he is though", which turns it back), or the
 * quote aimed at the reader ("he meant you btw", "maybe you do", "you should though", "advice for you", "so will
 * you", "same goes for yours"). Read on the words outside the quote marks, like `RELAYED_TO_READER`. The approval
 * ends its sentence (or takes a tag word): before a comma it opens the speaker's own account of the report ("true, i
 * was shaking", "accurate, that's what he wrote", "facts, just so the mods know"; ADR 223), not a verdict on the quote.
 */
const QUOTE_TAKEN_UP = new RegExp(
  S`(?:^|[.!?,;…]\s*|\b(?:but|though|tho|tbh|honestly|ngl|lowkey|and|which is|kinda|tho)\s+)` +
    S`(?:fair(?: enough| point| tbh| though| tho| honestly)?|(?:so )?true|facts|spot on|accurate|` +
    S`(?:the )?(?:legend|truth)|good (?:advice|point|idea|shout|call)|not (?:a )?(?:bad|wrong)` +
    S`(?: (?:advice|idea|shout|point))?|(?:can'?t|cannot) argue(?: with that)?|` +
    S`(?:he|she|they)(?:'s|'re| is| are| was| were)? (?:right|correct|onto something|not lying|spitting|spot on))` +
    S`(?=\s*(?:$|[.!?…]|\b(?:though|tho|tbh|honestly|lol|lmao|haha\w*|ngl|fr|btw|to be honest|for (?:you|u)|` +
    S`about (?:you|u))\b))|` +
    S`\b(?:he|she|they) (?:does|do|did|will|would|meant it|means it)` +
    S`(?: (?:though|tho|tbh|honestly|fr|lol))\b|` +
    S`\b(?:he|she|they) (?:meant|means|was talking about|was on about) (?:you|u)\b|` +
    S`\b(?:about|for|to) (?:you|u) (?:btw|tho|though|tbh|fr)\b|\badvice for (?:you|u)\b|` +
    S`\b(?:maybe|tbh|honestly|ngl|lowkey) (?:you|u) (?:do|are|r|will|should|deserve|need)\b|` +
    S`\b(?:you|u) (?:do|are|r|will|should|deserve it|need it|deserve that)(?: (?:though|tho|tbh|honestly|fr))\b|` +
    S`\bso (?:will|would|should|do|are) (?:you|u)\b|\bsame (?:goes )?(?:to|for) (?:you|u|your|yours|ya)\b`,
);
/**
 * Words quoted right after what sent them to the speaker: 'he texted me "i know where you live"', 'a message saying:
 * …' (ADR 148). The quote is the sender's to the speaker by its place, a report without a cue.
 */
const QUOTED_TO_ME_TEXT =
  S`\b(?:sent|wrote|messaged|texted|told|dm'?d|dmed) me(?:\s*:\s*"?|\s*")|\b(?:message|text|dm|note) ` +
  S`saying(?:\s*:\s*"?|\s*")`;
const QUOTED_TO_ME = new RegExp(QUOTED_TO_ME_TEXT);
/** Words in double quotes: someone's saying, a lyric or a line — set aside only in a report of receiving them. */
const QUOTED_SPAN = /"[^"]{3,}"|“[^”]{3,}”/g;
const HAS_QUOTE = /["“”]|(?:^|\s)['‘][^'‘’\n]{3,}['’](?=$|[\s.,!?;:…])/;
/**
 * A frame that points back at words already said: "… my ex said that to me lol", "… that's what some guy sent me"
 * (ADR 191). Words that stand first and unquoted are the speaker's own when read; such a frame is tacked on after
 * them and frames nothing unless they are in quote marks.
 */
const BACK_REFERENCE = new RegExp(
  S`\b(?:said|says|sent|texted|wrote|messaged|msged|posted|typed|commented|screamed|yelled|told)(?: me)? (?:that|` +
    S`this|it|those words|these words|the same)(?: (?:to|at) me| once| before| yesterday| today| last \w+| on here)*` +
    S`(?=\s*(?:$|[.!?,;:…)]|\b(?:lol|lmao|haha\w*|and|so|but|should|can|is|was|do|what|smh|fr|tbh)\b))|` +
    S`\b(?:that'?s|thats|this is|that was|is|was|were) what (?:\w+\s+){1,3}?(?:said|sent|texted|wrote|told me|` +
    S`messaged|msged|dm'?d|posted|yelled|screamed)\b(?: (?:to|at) me| me)?|\bwere (?:his|her|their) (?:exact )?words\b`,
  'g',
);
const REPORTS_RECEIVING: readonly RegExp[] = [
  THIRD_PARTY,
  TO_ME,
  SPEAKER_ACTED,
  REPORT_CUE,
  RELAYED_TO_READER,
  QUOTE_TAKEN_UP,
  QUOTED_TO_ME,
];

/** The view without a back-reference frame when its words are not in quote marks; the view itself otherwise. */
const withoutBackReference = (view: string): string =>
  HAS_QUOTE.test(view) ? view : view.replace(BACK_REFERENCE, ' ');

/**
 * The message reports receiving the words it holds (ADR 191): they are quoted right after what sent them to the
 * speaker; or the speaker stands as their recipient (sent / said / done to "me") and the message reports or warns; or
 * someone else said them and the speaker acted on them (reported, blocked, the police) — and nowhere outside the
 * quotes does the speaker relay harm to the reader ("he's coming for you"). A third party's words with only a warning
 * after them ("my dad said '…' be careful") pass them on to the reader.
 */
export function reportsReceiving(view: string): boolean {
  const own = withoutBackReference(view);
  const outside = own.replace(QUOTED_SPAN, ' … ');
  if (testRule(RELAYED_TO_READER, outside) || testRule(QUOTE_TAKEN_UP, outside)) return false;
  if (testRule(QUOTED_TO_ME, own)) return true;
  if (testRule(TO_ME, own)) return testRule(REPORT_CUE, own);
  return testRule(THIRD_PARTY, own) && testRule(SPEAKER_ACTED, own);
}

/**
 * misfires.ts's quoted-report reading (ADR 175), one quote at a time: the text before it frames it as said to the
 * speaker or as someone else's, and the message reports receiving it as `reportsReceiving` reads it — a third party's
 * quote with only a warning after it is relayed to the reader, not reported (ADR 191).
 */
export function quoteReported(before: string, after: string): boolean {
  const toMe = SAID_TO_ME_FRAME.test(before);
  if (!toMe && !THIRD_PARTY_FRAME.test(before)) return false;
  const rest = `${before} … ${after}`;
  if (RELAYED_TO_READER.test(rest) || QUOTE_TAKEN_UP.test(after)) return false;
  if (toMe || TO_ME.test(rest)) return REPORT_CUE.test(rest);
  return SPEAKER_ACTED.test(rest);
}

// ------------------------------------------------------------------------------------------------
// The decision
/**
 * The reader or what is theirs: "you", "your sister"; or the reader told to do something with the speaker's act as
 * the consequence ("say no and i'll do it anyway", "do that again and i'll end it": an imperative's addressee, ADR
 * 191). A threat without one is about someone else.
 */
const READER = new RegExp(
  S`\b(?:you|u|ya|ur|your|yourself|urself|y'?all)\b|(?:^|[.!?,;:]\s*)(?!(?:i|he|she|they|we|it|my|his|her|` +
    S`their|if|when|and|but|so)\b)(?:[\w']+ ){1,4}(?:and|or) (?:i'?ll|ill|i will|i'?m (?:gonna|going to))\b`,
);
/** Findings no frame sets aside unless the message reports receiving the words (see the head of the module). */
const SHIELD_PROOF: ReadonlySet<ContextSignalKind> = new Set([
  'threat',
  'self_harm_incitement',
  'minor_reference',
  'minor_age',
]);

/**
 * Whether a frame in the view distances the speaker from a finding of this kind (see the head of the module): no
 * frame, no; a shield-proof harm only when the view reports receiving it (or, for a threat, names no reader and a
 * frame still stands once a back-reference after unquoted words is set aside: ADR 191).
 */
export function frameSetsAside(view: string, kind: ContextSignalKind, frame: Frame): boolean {
  if (!testRule(FRAME_EXPRESSIONS[frame], view)) return false;
  if (!SHIELD_PROOF.has(kind)) return true;
  if (kind === 'threat' && !READER.test(view)) {
    const own = withoutBackReference(view);
    return own === view || testRule(FRAME_EXPRESSIONS[frame], own);
  }
  return reportsReceiving(view);
}

/** A rule module's findings without those a frame in the message sets aside. */
export function withoutFramed(views: readonly string[], found: ContextSignal[], frame: Frame): ContextSignal[] {
  if (!found.length) return found;
  return found.filter((s) => !views.some((v) => frameSetsAside(v, s.kind, frame)));
}

/** Whether any view holds one of the frame's words (cheap; for a reader that only needs the frame). */
export const framed = (views: readonly string[], frame: Frame): boolean =>
  views.some((v) => testRule(FRAME_EXPRESSIONS[frame], v));

// ------------------------------------------------------------------------------------------------
// Where in a message: a quote of someone else's words starts right before a phrase, so the phrase is theirs.
/**
 * Not right after a quote of what someone sent the speaker: 'he sent me "you'll regret ignoring me"', 'a message
 * saying "i know where you work"' (ADR 148). Only with the quote mark or a colon, only for what was sent to "me".
 * A lookbehind, for the threat and stalking expressions of violence.ts and context.ts.
 */
export const NOT_QUOTED_TO_ME = S`(?<!(?:${QUOTED_TO_ME_TEXT})\s*)`;
/** Said to the speaker, quoted right before a phrase ('he texted me "i'll kill you"'): the text before it ends so. */
const SAID_TO_ME_BEFORE = S`said|says|told me|texted me|sent me|wrote|screamed|yelled`;
export const QUOTE_BEFORE = S`\b(?:${SAID_TO_ME_BEFORE})\W*$`;
/**
 * The same or a saying or slogan ('my ex would say "gtfo loser"', 'the sign said "kiss my ass"'), for insults
 * (round8.ts). Not for "I'll kill you": "what did you say? i'll kill you" is the speaker's own threat.
 */
const SLOGAN = S`saying|say|called me|calls me|song|sign|shirt|mug|quote`;
export const QUOTE_OR_SLOGAN_BEFORE = S`\b(?:${SAID_TO_ME_BEFORE}|${SLOGAN})\W*$`;

// ------------------------------------------------------------------------------------------------
// Quote marks (misfires.ts's reading of quoted reports, ADR 175; round12-violence.ts's quoted spans)
const QUOTE_OPEN = `"“”‘’'`;
/** Sent or said to the speaker (not by "you" or "i"), right before the quote, in the same sentence. */
const SAID_TO_ME_FRAME = new RegExp(
  S`(?:\b(?<!\b(?:you|u|i) (?:[\w']+ )?)(?:sent|messaged|msged|msg'?d|texted|dm'?d|dmed|wrote|told|` +
    S`said to|says to|commented|replied|snapchatted) me\b|\b(?:message|text|dm|msg|note|comment|reply|` +
    S`voicemail|voice note)s?\s+(?:\w+\s+)?(?:saying|that said|which said)\b)` +
    S`[^.!?${QUOTE_OPEN}]{0,40}$`,
);
/**
 * Someone else said it ("my ex said", "this guy wrote"), not the speaker or the reader. Told as an event (past
 * tense), not a saying: "my mates say '…'" is how a shield is written, not how a report is (ADR 183).
 */
const THIRD_PARTY_FRAME = new RegExp(
  S`\b(?:my \w+|his \w+|her \w+|someone|somebody|some \w+|a \w+|this \w+|that \w+|he|she|they|people)` +
    S`(?:'s)?\s+(?:\w+\s+){0,2}(?:said|wrote|sent|texted|messaged|yelled|shouted|posted|used to say)\b` +
    S`[^.!?${QUOTE_OPEN}]{0,30}$`,
);
/** The views with double-quoted spans blanked when the message reports receiving them; as they are otherwise. */
export function quotesSetAside(views: string[]): string[] {
  if (!views.some((v) => v.includes('"') || v.includes('“'))) return views;
  return views.map((v) => (reportsReceiving(v) ? v.replace(QUOTED_SPAN, ' … ') : v));
}

// ------------------------------------------------------------------------------------------------
// Someone else's belief about the speaker (round 16, ADR 205): "i'm 19 and everyone thinks i'm 15", "i'm 23 and my
// friends think i'm too young for this app". The belief — "<they> think / say / reckon (that) i'm …" to the end of
// its clause — is another's reading of the speaker, not the speaker's claim.
// A verb of saying with a number ("my id / doctor / mum says i'm 14") states a fact, not a belief (ADR 210): only a
// verb of belief, or a saying with an evaluative complement ("they say i'm too young for this"), is left out.
const OTHERS_BELIEF_ABOUT_ME = new RegExp(
  S`\b(?:(?:think|thinks|thought|assume|assumes|assumed|reckon|reckons|reckoned|guess|guesses|guessed)` +
    S`\s+(?:that\s+)?(?:i'?m|im|i am)\b|(?:mistakes?|mistook|mistaken) me for\b|` +
    S`(?:say|says|said|swear|swears|tell me|tells me|told me)\s+(?:that\s+)?(?:i'?m|im|i am)\b` +
    S`(?!\s*(?:only\s+|just\s+|like\s+|about\s+|around\s+)?(?:\d|one\w*|two\w*|three\w*|four\w*|five\w*|` +
    S`six\w*|seven\w*|eight\w*|nine\w*|ten\b|eleven|twelve)))` +
    // to the end of its clause, or to a turn that brings the speaker's own word back ("… but i'm actually 14")
    S`(?:(?!\b(?:but|and|tho|though|although|yet|except|actually|really|truth is)\b)[^.!?,;])*`,
  'g',
);
/** The speaker's own adult age: "i'm 19", "im 23" (not "i'm 20 mins away"). */
const ADULT_SELF_AGE = new RegExp(
  S`\b(?:i'?m|im|i am)\s+(?:only\s+|just\s+|actually\s+|now\s+)?(?:1[89]|[2-9]\d)\b` +
    S`(?!\s*(?:mins?|minutes|hours?|hrs?|km|k\b|miles?|kg|lbs?|stone|%|cm|quid|grand|times|[.,:\/]\d))` +
    // an age shown, not lived ("i'm 18 on here", "in my bio", "now, well …": ADR 210) is not the speaker's age
    S`(?!\W*(?:on here|on this app|on the app|in my (?:bio|profile)|on my (?:profile|bio|page)|online|for the app|` +
    S`now\W+well|officially|apparently|technically|supposedly)\b)`,
);
/**
 * Ages stated in a message, the speaker's or another's (ADR 301): "i'm 34", "you're 25", "are you 17", "aged 40",
 * "19 years old", "my age is 30", "she's 15", "turned 21", in digits or the teen words. Not a count of minutes,
 * miles, floors or the like ("i'm 15 minutes away", "she's 12 weeks").
 */
const TEEN_WORD = S`(?:twelve|thirteen|fourteen|fifteen|sixteen|seventeen)`;
const AGE_NOT_UNIT =
  S`(?!\s*(?:mins?|minutes|hours?|hrs?|days?|weeks?|months?|km|k\b|miles?|kg|lbs?|stone|%|cm|quid|grand|times|` +
  S`pounds|points|floors|stops|[.,:\/]\d))`;
const STATED_AGE = new RegExp(
  S`\b(?:i'?m|im|i am|you'?re|youre|you are|ur|u r|are you|r u|are u|she'?s|he'?s|she is|he is|aged?|` +
    S`my age is|turned|turning|is|are|was|were)\s+(?:only\s+|just\s+|actually\s+|now\s+|nearly\s+|almost\s+|like\s+)?` +
    S`(\d{1,2}|${TEEN_WORD})\b${AGE_NOT_UNIT}|\b(\d{1,2}|${TEEN_WORD})\s*(?:yo|y\/o|yrs? old|years? old|year old)\b`,
  'g',
);
/** Whether the view states at least one age and every age it states is 18 or over (ADR 301). */
export function everyStatedAgeAdult(view: string): boolean {
  STATED_AGE.lastIndex = 0;
  let any = false;
  for (let m = STATED_AGE.exec(view); m; m = STATED_AGE.exec(view)) {
    const n = m[1] ?? m[2];
    if (!/^\d+$/.test(n) || Number(n) < 18) return false;
    any = true;
  }
  return any;
}
/** The speaker agrees with the belief: "… and honestly i am", "they're not wrong". */
const BELIEF_CONFIRMED = new RegExp(
  S`\b(?:and|but|which|cos|cuz|cause|bc|because|coz|since|tbh|honestly)\s+` +
    S`(?:(?:honestly|tbh|yeah|yes|actually|really|kinda|lowkey)\s+)?` +
    // "… cuz i am 😉": nothing after "i am" but punctuation, an emoji or a filler (ADR 210)
    S`(?:i am|i'?m|im)\s*(?:$|(?![a-z0-9])|\b(?:tho|though|lol|fr|tbh|ngl|haha\w*)\b)|` +
    S`\b(?:they'?re|they are|he'?s|she'?s|everyone'?s|they) (?:not wrong|right)\b`,
);
/**
 * Whether a minor's age found in the view is only someone else's belief about the speaker: with the belief left out,
 * the speaker states an adult age and none of the claim expressions still matches ("i'm 15 and everyone thinks i'm
 * 19", "mum thinks i'm 15 lol", "everyone thinks i'm 19 but i'm 15" stay claims).
 */
export function minorAgeOnlyBelieved(view: string, claims: readonly (readonly RegExp[])[]): boolean {
  OTHERS_BELIEF_ABOUT_ME.lastIndex = 0;
  if (!OTHERS_BELIEF_ABOUT_ME.test(view)) return false;
  const rest = view.replace(OTHERS_BELIEF_ABOUT_ME, ' ');
  if (!ADULT_SELF_AGE.test(rest) || BELIEF_CONFIRMED.test(view)) return false; // confirmed anywhere (ADR 210)
  for (const list of claims) for (const r of list) if (rest.search(r) !== -1) return false;
  return true;
}

/** The frames' expressions, registered with the prefilter (one scan per view with every rule module's). */
const FRAMES_EXPRESSIONS: readonly RegExp[] = [...Object.values(FRAME_EXPRESSIONS), ...REPORTS_RECEIVING];
PREFILTER.register([...FRAMES_EXPRESSIONS]);
