/**
 * Round 18 (issue 15, ADR 222): whether a text-model flag that is a message's only finding has something in the text
 * that a harmful reading needs. On DEVELOP, half of the ordinary lines held were held by the model alone ("queen",
 * "night shift was brutal", "congratulations on the new job"): a flag read from n-grams shared with harm, with no one
 * harmed, nothing hidden and nothing asked. A model-only flag stands when the text carries any of:
 *  - the reader (a second person: "you", "ur", "yourself"; an insult at the reader needs one);
 *  - a hidden word (leet, spaced letters, look-alikes, a letter inside digits or symbols: hiding is evidence);
 *  - a word of a harm class: contempt and insults, a group of people, a minor or a young age, money, sex, drugs,
 *    contact details, self-harm, weapons, violence; a veiled threat ("watch what happens");
 *  - a harm emoji (a knife, pills, a clown, vomiting, a pig);
 *  - a third person at the speaker's hands: the speaker's intent aimed at "him / her / them", or where a third person
 *    lives or works (ADR 223: "i'll choke her out", "i know where his family lives" rode the exemption);
 *  - no speaker: a text with no "i", "my" or "we" is about the reader or someone else, and words for groups and slurs
 *    are an open class no list holds — the reading frees only a sentence of the speaker's own life.
 * A flag at or above `MODEL_ALONE_SURE` stands whatever the text carries, and texts under four words are not read.
 * The spam flag is not read: spam's vocabulary (prizes, short codes, "reply GO") is no class this list could hold
 * (the golden review freed 13 SMS spam messages with a spam reading; ADR 222). Hand-written from general knowledge; the harmful twins are in
 * `engine/round18-ordinary.test.ts`.
 */
import { rejoinSpacedLetters, type NormalizedText } from '../normalize';
import * as L from '../clauses/lexicon';
import { textViews, withSqueezedView } from './types';

const S = String.raw;
const words = (list: readonly string[]): RegExp => new RegExp(S`(?:^|[^a-z0-9])(?:${list.join('|')})(?![a-z0-9])`);
/**
 * The words of the clause lexicon's classes (`mask`) or with its id `id`, as pattern text: the lexicon owns these
 * word classes (ADR 218) and this module reads them (ADR 234); built once at load.
 */
const lexiconWords = (mask: number, id = L.Word.None): string[] =>
  L.LEX_WORDS.filter((_, i) => (L.LEX_MASKS[i] & mask) !== 0 || (id !== L.Word.None && L.LEX_IDS[i] === id));

/**
 * The reader: the lexicon's YOU / POSS / REFLEX words, and what it does not list (ADR 234; for the lexicon's owner to
 * take in): the stem "you\w*" ("yours", "you've", "youse"), "y'all", "thee". The stem also reads "youtube" as the
 * reader; the exact words alone freed that evidence (no decision moved), and the stricter reading is kept.
 */
const READER_WORDS = [...lexiconWords(L.YOU | L.POSS | L.REFLEX), S`you\w*`, 'yall', "y'all", 'thee'].join('|');
const READER = new RegExp(S`(?:^|[^a-z0-9])(?:${READER_WORDS})(?![a-z0-9])`);
/** A letter hidden among digits or symbols inside a word ("st00p1d", "p!c$", "kid5", "1_4"), not "2nd" or "10k". */
const HIDDEN_IN_WORD = /[a-z][0-9@$!|*_]+[a-z]|[a-z]{2}[0-9$](?![0-9a-z])|(?<![a-z0-9])[0-9@$][a-z]{3,}|\d_\d/i;
/** A capital I written for an l inside a lower-case word ("yourseIf"). */
const CAPITAL_I_FOR_L = /[a-z]I/;
/** Hiding inside a word (ADR 263: letters spaced or starred across a whole harmless line are style, not cover). */
const IN_WORD_HIDING = ['leet', 'confusables', 'zero_width'];

const CONTEMPT = [
  S`ugl\w*`,
  'fat',
  'fatty',
  S`stupid\w*`,
  S`dumb\w*`,
  S`idiot\w*`,
  S`moron\w*`,
  S`retard\w*`,
  S`loser\w*`,
  S`bitch\w*`,
  S`whore\w*`,
  S`slag\w*`,
  S`slut\w*`,
  S`hoe?s?`,
  S`thots?`,
  S`cunts?`,
  S`twats?`,
  S`pricks?`,
  S`dick\w*`,
  S`ass\w*`,
  S`arse\w*`,
  'pathetic',
  'worthless',
  'useless',
  'disgusting',
  'gross',
  'trash',
  'garbage',
  'rubbish',
  'clown',
  'freak',
  'creep',
  'rat',
  'pig',
  'cow',
  'hag',
  'frigid',
  'prude',
  'skank',
  'tramp',
  S`shit\w*`,
  S`fuck\w*`,
  'piece of',
  'nobody',
  'no one',
  S`lo+l look at`,
  S`shut up`,
  'stfu',
  'gtfo',
  S`die alone`,
];
const GROUP = [
  S`immigrants?`,
  S`migrants?`,
  S`refugees?`,
  S`foreigners?`,
  S`muslims?`,
  S`islam\w*`,
  S`jews?`,
  S`jewish`,
  S`christians?`,
  S`hindus?`,
  S`arabs?`,
  S`asians?`,
  S`africans?`,
  S`mexicans?`,
  S`blacks`,
  S`whites`,
  S`(?:black|white|brown|asian|colou?red) (?:people|girls?|guys?|m[ae]n|wom[ae]n|folks?)`,
  S`colou?red`,
  'ghetto',
  // slurs and their spellings (the keyword lists hold the common forms; the model reads the rest)
  S`nig+(?:a|az|as|er|ers|uh|uhs|ah|let|lets)?`,
  S`nic+as?`,
  S`wigg?(?:a|er)s?`,
  S`coons?`,
  S`beaners?`,
  S`japs?`,
  S`chinks?`,
  S`spics?`,
  S`kikes?`,
  S`gooks?`,
  S`pakis?`,
  S`(?:wet|towel|rag)(?:back|head)s?`,
  S`camel jockeys?`,
  // ADR 263: a slur for East Asian eyes, and "rednecks" (the golden review of round 23 freed both)
  S`slit(?:s|ty)?[- ]?(?:for )?eyes?`,
  S`rednecks?`,
  S`cotton pickers?`,
  S`wom[ae]n`,
  S`females?`,
  S`girls`,
  S`men`,
  S`lesbians?`,
  S`gays?`,
  S`bi(?:sexual)?s?`,
  S`trans\w*`,
  S`queers?`,
  S`homos?`,
  S`your (?:people|kind|lot)`,
  S`you (?:people|lot)`,
  S`th(?:ose|ese|em) people`,
  S`(?:all|most) (?:of )?(?:them|they|those)`,
  S`they'?re all`,
  'country',
  'race',
  S`subhuman\w*`,
  S`animals`,
  S`parasites?`,
  S`vermin`,
  S`roaches`,
  S`mongrels?`,
  S`plague`,
];
const MINOR = [
  S`kids?`,
  S`child\w*`,
  S`young\w*`,
  S`youths?`,
  S`teen\w*`,
  S`school\w*`,
  S`grade`,
  S`year (?:\d|seven|eight|nine|ten|eleven)`,
  S`minors?`,
  S`underage`,
  // ADR 263: school stages (a minor named in opted-in sex talk: "hot for a freshman")
  S`freshm[ae]n`,
  S`sophomores?`,
  S`(?:middle|junior high|secondary|high) ?school\w*`,
  S`(?:year|yr|grade) ?(?:[7-9]|1[0-2])`,
  S`gcses?`,
  S`little (?:girls?|boys?|ones?)`,
  S`1[0-7](?: ?y\/?o| years? old)?`,
  S`(?:ten|eleven|twelve|thirteen|fourteen|fifteen|sixteen|seventeen)`,
];
const MONEY = [
  S`pay\w*`,
  'paid',
  S`money\w*`,
  'cash',
  'bands',
  'fee',
  S`deposit\w*`,
  S`bitcoin\w*`,
  'btc',
  S`crypto\w*`,
  S`gift ?cards?`,
  S`invest\w*`,
  S`profit\w*`,
  S`loan\w*`,
  'bank',
  S`cards?`,
  'wire',
  'venmo',
  S`cash ?app`,
  'zelle',
  'transfer',
  'paypal',
  'usdt',
  S`earn\w*`,
  'income',
  'code',
  S`verif\w*`,
  S`trad(?:e|es|ing|er|ers)`,
  'forex',
  S`returns?`,
  S`account manager`,
  S`(?:turn|turned|grow|grew|flip|flipped|double|doubled|triple|tripled) (?:\$|£)?\d+`,
];
/** Sex: the lexicon's sexual words (SEX), and what it does not list (ADR 234). */
const SEX = [
  ...lexiconWords(L.SEX),
  'ass',
  S`tits?`,
  S`boobs?`,
  S`pics?`,
  S`nudes?`,
  'naked',
  S`sex\w*`,
  S`cock\w*`,
  S`puss\w*`,
  S`horny`,
  'body',
  'thighs',
  'booty',
  'dat ass',
  'onlyfans',
  'suck',
  'ride',
  S`cum\w*`,
  S`orgasm\w*`,
  S`(?:come|came|coming) (?:so |that |this )?hard`,
  // the speaker's crotch ("a surprise in my pants for you")
  S`(?:in|down) my (?:pants|trousers|jeans|boxers|knickers|shorts)`,
];
/** Drugs: the lexicon's substances (a drink is spiked with), and the street names it does not list (ADR 234). */
const DRUG = [
  ...lexiconWords(0, L.Word.Substance),
  'weed',
  'coke',
  'molly',
  'mdma',
  'plug',
  'gear',
  'oxy',
  'lean',
  // ADR 263: the measures a sale is counted in ("i can post a gram anywhere")
  S`grams?`,
  S`baggies?`,
  S`ounces?`,
  S`eighths?`,
  'oz',
];
const CONTACT = [
  S`(?:text|call|message|msg|dm|add|hmu|email|e-mail|reach|ring|contact|find|answer|reply to|respond to) me`,
  S`whats ?app`,
  'telegram',
  'kik',
  S`snap\w*`,
  S`insta\w*`,
  'ig',
  'signal',
  'wechat',
  S`e-?mail`,
  S`gmail\w*`,
  S`number`,
  'digits',
];
/**
 * Weapons (ADR 234: violence.ts's threat cue names the same ones; "glock", "pistol" taken from it). Not "bullet":
 * "i'll take a bullet for the team" is an idiom the cue reads only beside the reader.
 */
const WEAPON = [S`knife`, S`knives`, S`guns?`, S`blades?`, S`machetes?`, S`acid`, S`glocks?`, S`pistols?`];
/** Self-harm: the lexicon's self-harm words and what it is done with (SH, SH_OBJ), and phrases it does not list. */
const SELF_HARM = [
  ...lexiconWords(L.SH | L.SH_OBJ),
  S`end it`,
  S`end (?:your|ur) (?:life|self)`,
  S`suicid\w*`,
  S`unalive\w*`,
  // ADR 263: self-erasure slang (the sure line no longer holds "i'm gonna delete myself tonight" alone)
  S`delet\w* (?:myself|meself|yourself|urself|ur self|your self)`,
  S`jump off`,
  S`funeral`,
  S`better off dead`,
];
/**
 * Violence: the lexicon's violent and sexual-force acts (HARM, SV), and what it does not list (ADR 234): stems for the
 * nouns of an act ("killer", "murderer", "shooter"), "death", "blood", "hunt", "destroy" (the lexicon leaves it out for
 * contests; here it only corroborates the model's own flag), and of its fates only "die(s)" and "dead": "died" and
 * "dying" name a phone or a shift as often ("my scanner died at hour six" is the speaker's own day, ADR 222).
 */
const VIOLENCE = [
  ...lexiconWords(L.HARM | L.SV),
  S`dies?`,
  'dead',
  S`kill\w*`,
  'death',
  S`murder\w*`,
  S`stab\w*`,
  S`hunt\w*`,
  'destroy',
  S`shoot\w*`,
  'blood',
  S`smash\w*`,
];
/**
 * ADR 263: the acts idioms and banter inflate (the lexicon's HYPER: kill, murder, end, finish, strangle, choke) and
 * the stems this module adds of the same kind ("destroy", "hunt", "smash"): aimed at a thing or at the
 * speaker ("i'd kill for a bacon roll", "these shoes are murdering my feet", "my boss is killing me with deadlines")
 * they are the speaker's own day, and corroborate a model flag only when a person is in the text to be harmed.
 */
const INFLATED_ACT = new RegExp(
  S`^(?:${[...lexiconWords(L.HYPER), S`kill\w*`, S`murder\w*`, 'destroy', S`hunt\w*`, S`smash\w*`].join('|')})$`,
);
/** Whether a word is an act idioms inflate, read only with a person to aim it at (named in tests). */
export const inflatedAct = (word: string): boolean => INFLATED_ACT.test(word);
/**
 * A person an act can be aimed at, other than the speaker: a third person (the lexicon's THIRD_OBJ pronouns, he / she
 * / they, "my ex"), someone, people, and a determiner before a word for a person ("my boss", "the landlord", "that
 * guy"). The reader is read apart.
 */
const PERSON_NOUN = [
  S`(?:family|kids?|child(?:ren)?|sons?|daughters?|sisters?|brothers?|mum|mom|mother|dad|father|parents|wife|husband)`,
  S`(?:girlfriend|boyfriend|partner|nan|gran|baby|babies|friends?|mates?|boss|landlord|landlady|neighbou?rs?|teacher)`,
  S`(?:manager|colleague|coworker|flatmate|roommate|guy|girl|man|woman|bloke|lad|lass|dude|cop|ex)s?`,
];
const PERSON = new RegExp(
  S`(?:^|[^a-z0-9'])(?:${[
    ...lexiconWords(L.THIRD_OBJ),
    // the speaker's own self as the object of the act ("i'm going to kill myself"): self-harm, not a thing
    'myself',
    'meself',
    'ourselves',
    'he',
    'she',
    'they',
    S`(?:he|she|they)'(?:ll|d|s|re)`,
    S`some(?:one|body)`,
    S`every(?:one|body)`,
    S`any(?:one|body)`,
    'people',
    'babies',
    S`(?:the|that|this|my|his|her|their|our|your|ur|yo) (?:${PERSON_NOUN.join('|')})`,
  ].join('|')})(?![a-z0-9])`,
);
const HARM_CLASSES = words([
  ...CONTEMPT,
  ...GROUP,
  ...MINOR,
  ...MONEY,
  ...SEX,
  ...DRUG,
  ...CONTACT,
  ...SELF_HARM,
  ...WEAPON,
]);
const VIOLENCE_WORD = words(VIOLENCE);
/** VIOLENCE_WORD for walking every match; built once, `lastIndex` reset before each walk (no per-call RegExp). */
const VIOLENCE_WORDS_ALL = new RegExp(VIOLENCE_WORD.source, 'g');
/**
 * What corroborates the model between opted-in adults talking sex (ADR 263): every class but sex, contempt without
 * the expletive ("fuck", "ass" are the talk both asked for), and violence that is not an inflated act ("pound",
 * "destroy", "choke me" are the sex-slang reading violence.ts owns). The reader is who the talk is for.
 */
const NOT_SEX_TALK = new Set([S`fuck\w*`, S`ass\w*`, S`arse\w*`, S`dick\w*`, S`shit\w*`]);
const CONSENSUAL_CLASSES = words([
  ...CONTEMPT.filter((w) => !NOT_SEX_TALK.has(w)),
  // the expletive as an insult: "fuck you / off" opening a clause, with no sex-manner word after it
  S`(?<=^|[.,!?;:] ?)fu*c?k (?:you|u|off)` +
    S`(?!['’]| (?:so|hard|harder|senseless|silly|tonight|again|good|deep|slow|all|until|till|like))`,
  ...GROUP,
  ...MINOR,
  ...MONEY,
  ...DRUG,
  ...CONTACT,
  ...SELF_HARM,
  ...WEAPON,
]);
/**
 * The speaker in the text ("i", "my", "we"): the reading frees only a sentence of the speaker's own life. Harm the
 * model alone finds in a text with no speaker is about the reader or about someone else (a group, a third party),
 * and words for groups and slurs are an open class no list holds ("wetbacks everywhere in this town").
 */
const SPEAKER = words(['i', "i'm", 'im', "i'll", "i've", "i'd", 'my', 'me', 'myself', 'we', "we're", 'our', 'us']);
/**
 * A third person at the speaker's hands (ADR 223): the speaker's intent ("i'll", "i'm going to", "we're gonna") with
 * a third person in the same clause ("i'll choke her out", "i'll make his life hell", "i'll make them all regret
 * it", "i'm going to make the whole family regret it"), the speaker's wish about a third person ("i hope that girl
 * finally ends it"), or a third person's whereabouts known ("i know where his family lives"). The reading frees the speaker's own
 * life; a person the speaker means to act on, or whose home the speaker knows, is not the speaker's own life.
 */
const SPEAKER_INTENT_AT_THIRD = new RegExp(
  S`(?:^|[^a-z0-9'])(?:i|we)(?:'ll| will| shall|'m going to|'m gonna| am going to| am gonna|'re going to|'re gonna|` +
    S` are going to| are gonna| gonna| going to|m gonna|m going to|mma|'ma|ma) (?:[a-z']+ ){0,4}?` +
    S`(?:him|her|them|his|their|he|she|they|(?:that|this|those|these|the whole) (?!(?:is|was|the|a|it)\b)[a-z]+)(?![a-z])`,
);
/** The speaker's wish about a third person ("i hope that girl finally ends it", "i wish she would"; ADR 223). */
const SPEAKER_WISH_ON_THIRD = new RegExp(
  S`(?:^|[^a-z0-9'])(?:i|we) (?:hope|wish|pray) (?:(?:he|she|they)(?![a-z'])|` +
    S`(?:that|this|those|these) (?!(?:is|was|would|will|the|a|it|i|you|we)\b)[a-z]+ )`,
);
const THIRD_WHEREABOUTS =
  /\b(?:know|knows|knew|found out|find out|worked out|figured out) where (?:[a-z']+ ){1,3}?(?:lives?|works?|sleeps?|stays?|parks?|goes|hangs? out)\b/;
/** A veiled threat with no violence word ("watch what happens", "last chance"). */
const VEILED = words([
  'what happens',
  'last chance',
  'or else',
  S`watch (?:it|yourself|your back|out)`,
  'be a shame',
  // ADR 263: the reader's act as the condition of what follows ("block me again and …"), a refusal taken away
  // ("when you say no you mean yes"), menace slang ("pullin up on your block", "catch you slippin")
  S`(?:block|blocks|blocking|ignore|ignoring|unmatch|report|ghost)\w* me`,
  S`(?:say|says|said|saying) no`,
  S`means? yes`,
  S`no means`,
  S`pull(?:in|ing|ed)? up (?:on|at|to|outside|by)`,
  S`slippin\w*`,
]);
const HARM_EMOJI =
  /[\u{1F52A}\u{1F48A}\u{1F4B3}\u{1F381}\u{1F921}\u{1F92E}\u{1F437}\u{1F4B0}\u{1F443}\u{1F52B}\u{1F480}\u{1F595}]/u;

const LINK = /https?:|www\.|\.(?:com|net|org|io|ly|me)\b|\blink\b|\bclick\b/;
const CURRENCY = /[$£€]\s?\d|\d\s?(?:usd|gbp|eur|quid|bucks)\b/;

/** The views a model-only flag's evidence is read in: as sent, deobfuscated, stretched letters squeezed, re-joined. */
function evidenceViews(norm: NormalizedText): string[] {
  const views = withSqueezedView(norm, textViews(norm));
  if (norm.signals.includes('spaced_letters')) views.push(rejoinSpacedLetters(norm.text));
  return views;
}

/**
 * Texts shorter than this are not read for corroboration: one n-gram decides the model's reading of them (ADR 211),
 * and a short part is what a split threat or lure opens with ("last chance", "at 42 maple"); the flag stands.
 */
export const CORROBORATION_MIN_WORDS = 4;
/** At or above this harmful probability the model alone holds a message whatever the text carries. */
export const MODEL_ALONE_SURE = 0.8;
/**
 * The bars a model-only harmful flag must clear (ADR 271): `alone` with only the reader as evidence, `sure` with none.
 */
export interface ModelAloneBars {
  alone: number;
  sure: number;
}
/**
 * The sure line's place in the headroom above the alone bar: ADR 222 set `MODEL_ALONE_SURE` 0.11 of the shipped
 * model's 0.31 headroom above its threshold (.69); a model with its own alone bar keeps that share (ADR 271).
 */
const SURE_SHARE_OF_HEADROOM = 0.11 / 0.31;
/**
 * A model's bars (ADR 271): its model-alone threshold where the file has one (calibrated on the trainer's validation
 * split), else its harmful threshold and ADR 222's sure line (one bar: the engine reads as before).
 */
export function modelAloneBars(
  model: { thresholds: { harmful: number }; aloneThresholds: { harmful: number } | null } | null,
): ModelAloneBars {
  const alone = model?.aloneThresholds?.harmful;
  if (alone === undefined) return { alone: model?.thresholds.harmful ?? 1, sure: MODEL_ALONE_SURE };
  return { alone, sure: Math.max(MODEL_ALONE_SURE, alone + (1 - alone) * SURE_SHARE_OF_HEADROOM) };
}
const WORD = /[\p{L}\p{N}]+/gu;
export const tooShortToRead = (norm: NormalizedText): boolean =>
  (norm.text.match(WORD)?.length ?? 0) < CORROBORATION_MIN_WORDS;

/** Whether the text carries something a harmful reading of the text model's harmful flag needs (see above). */
export function harmfulReadingCorroborated(norm: NormalizedText): boolean {
  const why = harmfulEvidence(norm);
  return why !== null;
}

const SEX_TALK = words([...SEX, S`fu+c?k\w*`, S`f+u+k\w*`]);
/** Whether the text talks sex (a word of the sex class, the expletive): the talk opted-in adults asked for. */
export const sexTalk = (norm: NormalizedText): boolean => evidenceViews(norm).some((v) => SEX_TALK.test(v));

/** Whether a model flag on sex talk between opted-in adults has something the sex does not explain (ADR 263). */
export function consensualReadingCorroborated(norm: NormalizedText): boolean {
  if (HARM_EMOJI.test(norm.original)) return true;
  for (const v of evidenceViews(norm)) {
    if (CONSENSUAL_CLASSES.test(v) || VEILED.test(v) || CURRENCY.test(v) || LINK.test(v)) return true;
    if (SPEAKER_INTENT_AT_THIRD.test(v) || SPEAKER_WISH_ON_THIRD.test(v) || THIRD_WHEREABOUTS.test(v)) return true;
    const re = VIOLENCE_WORDS_ALL;
    re.lastIndex = 0;
    for (let m = re.exec(v); m; m = re.exec(v))
      if (!INFLATED_ACT.test(m[0].replace(/^[^a-z0-9]/, '').trim())) return true;
  }
  return false;
}

/**
 * Whether the text carries evidence of a harm class for a model-only harmful flag (ADR 271): everything
 * `harmfulEvidence` reads except the reader alone and "no speaker" — most ordinary texts address the reader, so those
 * two corroborate a flag only when it clears the model's stricter "alone" bar.
 */
export function harmClassCorroborated(norm: NormalizedText): boolean {
  const why = harmfulEvidence(norm, false);
  return why !== null && why !== NO_SPEAKER;
}

const NO_SPEAKER = 'no speaker';

/** What corroborates a harmful reading (named in tests and when debugging), or null; `reader`: the reader counts. */
export function harmfulEvidence(norm: NormalizedText, reader = true): string | null {
  // ADR 263: a spaced or starred spelling of a word among plain ones ("c o n g r a t s on the job", "W*e*l*c*o*m*e
  // back") is style and is read as words; spaced through the whole text, what is hidden is the message.
  if (spacedThroughout(norm)) return 'hidden: spaced throughout';
  if (norm.signals.some((s) => IN_WORD_HIDING.includes(s))) return 'hidden';
  const hidden = HIDDEN_IN_WORD.exec(norm.original) ?? CAPITAL_I_FOR_L.exec(norm.original);
  if (hidden && !starredStyle(norm)) return `hidden: ${hidden[0]}`;
  const emoji = HARM_EMOJI.exec(norm.original);
  if (emoji) return `emoji: ${emoji[0]}`;
  const views = evidenceViews(norm);
  for (const v of views) {
    const m =
      (reader ? READER.exec(v) : null) ?? HARM_CLASSES.exec(v) ?? VEILED.exec(v) ?? CURRENCY.exec(v) ?? LINK.exec(v);
    if (m) return `word: ${m[0].trim()}`;
    // The third person before the violence word: the lexicon's acts ("choke", "ends") would name it first (ADR 234).
    const atThird = SPEAKER_INTENT_AT_THIRD.exec(v) ?? SPEAKER_WISH_ON_THIRD.exec(v) ?? THIRD_WHEREABOUTS.exec(v);
    if (atThird) return `a third person at the speaker's hands: ${atThird[0].trim()}`;
    const violent = violentAimed(v);
    if (violent) return `violence: ${violent}`;
  }
  return views.some((v) => SPEAKER.test(v)) ? null : NO_SPEAKER;
}

/**
 * Letters spaced through the whole text ("i s e l l c o k e"): what is hidden is the message, and the re-joined view
 * may not split into words to read; a spaced word among plain ones ("c o n g r a t s on the job") is read as words.
 */
const PLAIN_WORD = /(?:^|[^\p{L}])\p{L}{3,}/gu;
const plainWords = (norm: NormalizedText): number => norm.original.match(PLAIN_WORD)?.length ?? 0;
const spacedThroughout = (norm: NormalizedText): boolean =>
  norm.signals.includes('spaced_letters') && plainWords(norm) < 2;
/** A word starred letter by letter ("W*e*l*c*o*m*e") among plain words: style, read as words. */
const STARRED = /(?:\p{L}[*.~_-]){3,}\p{L}/u;
const starredStyle = (norm: NormalizedText): boolean => STARRED.test(norm.original) && plainWords(norm) >= 2;

/** A violence word in the view, unless it is an inflated act with no person in the text to aim it at (ADR 263). */
function violentAimed(v: string): string | null {
  const re = VIOLENCE_WORDS_ALL;
  re.lastIndex = 0;
  for (let m = re.exec(v); m; m = re.exec(v)) {
    const w = m[0].replace(/^[^a-z0-9]/, '').trim();
    if (!INFLATED_ACT.test(w) || PERSON.test(v)) return w;
  }
  return null;
}
