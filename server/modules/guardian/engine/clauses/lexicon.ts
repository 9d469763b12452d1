/**
 * The clause reader's lexicon (ADR 218): WORD CLASSES, not phrases. Each word maps to a bitmask of the roles it can
 * play in a clause; the reader (clause-reader.ts) combines roles, so a known word in a new order is still read.
 * Inflections are written out (no stemming at run time); spelling variants only where chat spells a word so.
 */

/** Role classes of a word (bits of a 31-bit mask). */
export const HARM = 1 << 0; // a violent act done to someone: hurt, stab, shoot, beat, burn, strangle…
export const SV = 1 << 1; // a sexual-force act: rape, spike, drug, molest, force
export const SH = 1 << 2; // a self-harm act or word: kys, unalive, overdose, slit, hang
export const SEX = 1 << 3; // a sexual act word, forceful only beside an override (fuck, sex)
export const YOU = 1 << 4; // the reader: you, u, ya
export const POSS = 1 << 5; // the reader's: your, ur
export const DEAR = 1 << 6; // kin, pets, home, car, work (after "your")
export const BODY = 1 << 7; // a body part (after "your")
export const REFLEX = 1 << 8; // yourself, urself
export const THIRD_OBJ = 1 << 9; // her, him, them
export const ACTOR_I = 1 << 10; // the speaker and their people
export const ACTOR_THIRD = 1 << 11; // someone else as the subject: he, she, they, my ex
export const FUTURE = 1 << 12; // will, 'll, gonna, finna, imma…
export const COND = 1 << 13; // if, unless, or else, otherwise, keep … and, again
export const WISH = 1 << 14; // hope, wish, pray, deserve, should
export const NEG = 1 << 15; // not, never, don't, won't
export const REPORT = 1 << 16; // said, told, texted, threatened, reported, police
export const TOPIC = 1 << 17; // games, sport, fiction, kitchen, ward, field: violent words there are not threats
export const BE_GET = 1 << 18; // be, get, getting, is, are: a passive fate ("you will get hurt")
export const FATE = 1 << 19; // dead, die, bleed, suffer: what happens to the subject
export const LAUGH = 1 << 20; // lol, lmao, haha, jk
export const CARE = 1 << 21; // helplines, therapists, worry: talk about self-harm that helps
export const LEAD = 1 << 22; // what opens an order at a clause start: go, just, pls, and
export const HYPER = 1 << 23; // acts that idioms and banter inflate: kill, murder, destroy, end
export const PAST = 1 << 24; // a past form of an act: killed, stabbed, raped
export const PLACE = 1 << 25; // hospital, ground, grave, coma: where "put you" sends someone
export const SOFT_AFTER = 1 << 26; // what after "… you" makes the act harmless: a text, a slice, off, slack
export const DRINK = 1 << 27; // a drink (spiked)
export const RESTRAIN = 1 << 28; // hold, pin, tie (… down / up)
export const HIGH = 1 << 29; // bridge, roof, building, cliff: where one jumps from
export const SH_OBJ = 1 << 30; // wrists, pills, bleach, life: what a self-harm act is done with or to

/** Words that the reader also needs by identity (a second table of small ids). */
export const enum Word {
  None = 0,
  Going,
  About,
  To,
  Know,
  Where,
  Or,
  Not,
  Whether,
  Want,
  Like,
  What,
  Stop,
  Even,
  Me,
  My,
  Down,
  Up,
  Self,
  All,
  End,
  It,
  Off,
  From,
  Hit,
  Cut,
  Put,
  Jump,
  Take,
  Swallow,
  Force,
  Myself,
  On,
  Into,
  In,
  No,
  Never,
  Wake,
  Than,
  For,
  Make,
  Die,
  Dead,
  Life,
  Want2,
  Be,
  Im,
  Smash,
  Snap,
  Send,
  Leave,
  Regret,
  Suffer,
  Death,
  Pulp,
  Dont,
  Hell,
  Why,
  DrinkV,
  Of,
  Just,
  At,
  One,
  More,
  When,
  Willing,
  Have,
  Were,
  Was,
  Then,
  And,
  Beat,
  Substance,
  Slip,
  Getting,
  Yours,
  Till,
  Until,
  Blow,
  BreakV,
  So,
  Now,
  If,
  Unless,
  // Round 19 (ADR 231): words of menace frames with no act word, read by identity.
  Find,
  Coming,
  Wherever,
  Matter,
  Last,
  Thing,
  Alive,
  Next,
  Done,
  Over,
  Happen,
  Miss,
  Nobody,
  Favour,
  Existing,
  Jumped,
  Step,
  Un,
  Anyone,
  Tell,
  People,
  Accidents,
  Watch,
  See,
  Milestone,
  Dump,
  Again,
  Keep,
  Try,
  Do,
  Ever,
  Warm,
  Bed,
  Crash,
  Safe,
  Missing,
  Go,
  Out,
  There,
  Wont,
  Come,
  /** "anywhere": no escape only when negated ("not safe anywhere"), not "sit anywhere" (lead, ADR 231). */
  Anywhere,
  /** Sleep talk beside "crash" ("hope you crash early tonight, you need sleep"): crashing out, not a car (lead). */
  Sleepy,
  // Round 20 (ADR 240): an encounter promised ("next time I see you", "when I catch you").
  Time,
  Catch,
}

const entries: Record<string, number> = {};
const ids: Record<string, Word> = {};
function add(mask: number, words: string): void {
  for (const w of words.split(' ')) if (w) entries[w] = (entries[w] ?? 0) | mask;
}
function id(word: string, w: Word): void {
  ids[word] = w;
  entries[word] ??= 0;
}

// Acts of violence, with inflections. HYPER marks the ones idioms inflate ("kill it", "murder a curry").
// "destroy", "crush", "slaughter" are left out: in chat they are contests ("I'll destroy you at Mario Kart").
add(HARM | HYPER, 'kill kills killin killing murder murders murdering end ends finish');
add(HARM | HYPER | PAST, 'killed murdered ended finished');
add(HARM | HYPER, 'strangle strangles strangling choke chokes choking');
add(HARM | HYPER | PAST, 'strangled choked');
add(HARM, 'hurts hurting stab stabs stabbing shoot shoots shooting beats beating smash smashes smashing');
// A base form that is also the participle ("you'll get hurt") carries PAST too.
// "smashed" is left out: a fate of the reader that mostly means drunk.
add(HARM | PAST, 'hurt beat cut hit put stabbed shot beaten');
add(HARM, 'cuts cutting burn burns burning drown drowns drowning bury buries burying break breaks breaking');
// "broke" is left out: in chat it is mostly money ("you gon be broke").
add(HARM | PAST, 'burned burnt drowned buried broken');
add(HARM, 'punch punches punching slap slaps slapping kick kicks kicking batter battering slash slashes slashing');
add(HARM | PAST, 'punched slapped kicked battered slashed');
add(HARM, 'gut gutting maim cripple torture tortures torturing skin bash bashing snap smack knife merk merking');
add(HARM | PAST, 'gutted maimed crippled tortured bashed snapped smacked knifed merked');
add(HARM, 'hits hitting ruin ruins shank shanking jump jumping put send leave');
add(HARM | PAST, 'shanked bodied');
// ADR 240: chat's blows to the face; "burst / bust" read by identity as "smash" (a body part or kin only).
add(HARM, 'burst bust');
add(HARM | PAST, 'glassed bottled');
add(HARM | SH, 'hang hangs hanging');
// Fates of the subject.
add(FATE, 'die dies dying dead bleed bleeds bleeding suffer suffering accident');
add(FATE | PAST, 'died');
// Sexual force.
add(SV, 'rape rapes raping r4pe molest molesting spike spiking roofie roofies drug drugging grope groping force');
add(SV | PAST, 'raped molested spiked roofied drugged groped forced');
add(SEX, 'fuck fucking fucked fuk fvck fck sex smash shag bang banging');
add(RESTRAIN, 'hold pin tie holding pinning tying');
add(RESTRAIN | PAST, 'held pinned tied');
add(RESTRAIN | SV, 'force');
// Self-harm.
add(SH, 'kys unalive overdose od slit suicide sewerslide');
add(SH_OBJ, 'wrists wrist pills bleach poison rope noose');
add(HIGH, 'bridge roof building cliff balcony window');
// Who.
add(YOU, "you u ya yu ye you're youre you'll youll you'd");
add(YOU | POSS, 'ur');
add(POSS, 'your yer yo');
add(REFLEX, 'yourself urself yourselves yaself yoself');
add(THIRD_OBJ, 'her him them');
add(ACTOR_I, "iwill i i'll i'm im imma ima i'd we we'll we're someone somebody boys cousins mates lads brothers");
// ADR 240: Scots "ah'll" (I'll).
add(ACTOR_I | FUTURE, "ah'll ahll");
add(ACTOR_THIRD, "he she they he'll she'll they'll he'd she'd ex it this that");
add(
  DEAR,
  'family kids kid children son daughter sister brother mum mom mother dad father parents wife husband ' +
    'girlfriend boyfriend nan gran baby dog cat pets pet house home flat car work friends mate',
);
add(
  BODY,
  'face head skull neck throat legs leg arms arm knees kneecaps teeth jaw nose ribs fingers hands spine eyes body ' +
    'tongue',
);
add(DRINK, 'drink drinks glass wine cocktail shot beer');
// Modality.
add(FUTURE, "will 'll i'll you'll we'll he'll she'll they'll gonna gon finna imma ima shall wanna tryna ill");
add(FUTURE, "it'll itll that'll iwill");
add(COND, 'if unless otherwise else until keep again');
add(WISH, 'hope hoping wish pray deserve deserves should shud needs ought');
add(NEG, "not never don't dont won't wont wouldn't wouldnt can't cant didn't didnt nobody no couldn't couldnt");
add(NEG, "isn't isnt aren't arent doesn't doesnt shouldn't");
add(
  REPORT,
  'say said says told tells texted threatened threatening wrote messaged sent screamed yelled tried reported police ' +
    'cops blocked telling',
);
add(
  TOPIC,
  'game games match quiz pitch team league chess fifa cod fortnite ranked lobby boss level boxer fight film ' +
    'movie show book novel episode character scene dream zombie zombies patient patients chef kitchen recipe deer ' +
    'hunting fish exam test interview workout gym round court ring sparring play playing ' +
    'played finale spoil spoiler spoilers season series plot twist twists ending',
);
add(BE_GET, "be get gets getting got is are 're been being you're youre");
add(LAUGH, 'lol lmao lmfao haha hahaha jk rofl');
add(CARE, 'samaritans helpline hotline therapist counsellor counselor 988 crisis lifeline worried');
add(LEAD, 'go just pls please plz and now then so');
add(PLACE, 'hospital ground grave coma wheelchair morgue ditch coffin casket icu');
add(SOFT_AFTER, 'a an some off slack loose text message msg dm pic pics email line call link look smile');
// Words read by identity.
id('going', Word.Going);
id('about', Word.About);
id('to', Word.To);
id('know', Word.Know);
id('where', Word.Where);
id('or', Word.Or);
id('not', Word.Not);
id('whether', Word.Whether);
id('want', Word.Want);
id('like', Word.Like);
id('what', Word.What);
id('stop', Word.Stop);
id('even', Word.Even);
id('me', Word.Me);
id('my', Word.My);
id('down', Word.Down);
id('up', Word.Up);
id('self', Word.Self);
id('all', Word.All);
id('end', Word.End);
id('it', Word.It);
id('off', Word.Off);
id('from', Word.From);
id('hit', Word.Hit);
id('cut', Word.Cut);
id('put', Word.Put);
id('jump', Word.Jump);
id('take', Word.Take);
id('swallow', Word.Swallow);
id('force', Word.Force);
id('myself', Word.Myself);
id('on', Word.On);
id('into', Word.Into);
id('in', Word.In);
id('no', Word.No);
id('never', Word.Never);
id('wake', Word.Wake);
id('than', Word.Than);
id('for', Word.For);
id('make', Word.Make);
id('die', Word.Die);
id('dead', Word.Dead);
id('life', Word.Life);
id('wants', Word.Want2);
id('be', Word.Be);
id('im', Word.Im);
id('smash', Word.Smash);
id('snap', Word.Snap);
id('send', Word.Send);
id('leave', Word.Leave);
id('regret', Word.Regret);
id('suffer', Word.Suffer);
id('death', Word.Death);
id('pulp', Word.Pulp);
id("don't", Word.Dont);
id('dont', Word.Dont);
id('hell', Word.Hell);
id('why', Word.Why);
id('drink', Word.DrinkV);
id('of', Word.Of);
id('just', Word.Just);
id('at', Word.At);
id('one', Word.One);
id('more', Word.More);
id('when', Word.When);
id('willing', Word.Willing);
id('have', Word.Have);
id('were', Word.Were);
id('was', Word.Was);
id('then', Word.Then);
id('and', Word.And);
id('beat', Word.Beat);
id('slip', Word.Slip);
id('getting', Word.Getting);
id('yours', Word.Yours);
id('till', Word.Till);
id('until', Word.Until);
id('so', Word.So);
id('now', Word.Now);
id('if', Word.If);
id('unless', Word.Unless);
for (const w of 'slap slaps smack smacks punch punches kick kicks hits'.split(' ')) id(w, Word.Blow);
for (const w of 'break breaks breaking broke ends ending finish'.split(' ')) id(w, Word.BreakV);
// A substance slipped into a drink (one id for the family).
for (const w of 'pill pills ket ketamine ghb mickey roofies xanax xans rohypnol'.split(' ')) id(w, Word.Substance);
id("i'm", Word.Im);
// Round 19 (ADR 231): menace frames with no act word (pursuit, finality, disposal, "what happens to"), incitement
// without a self-harm act (nobody would miss you, a favour), ultimatums. Digits the normaliser leaves as words.
for (const w of 'find hunt'.split(' ')) id(w, Word.Find);
for (const w of 'coming comin'.split(' ')) id(w, Word.Coming);
// No escape from a pursuit: "wherever you go", "nowhere to hide", "not safe anywhere".
for (const w of 'wherever whereever nowhere'.split(' ')) id(w, Word.Wherever);
id('anywhere', Word.Anywhere);
for (const w of 'early asleep nap sofa couch'.split(' ')) id(w, Word.Sleepy);
// An arrival being arranged: "when you're there / here / land".
for (const w of 'there here arrive land'.split(' ')) id(w, Word.There);
id('matter', Word.Matter);
id('last', Word.Last);
id('thing', Word.Thing);
id('alive', Word.Alive);
id('next', Word.Next);
id('done', Word.Done);
id('over', Word.Over);
for (const w of 'happen happens'.split(' ')) id(w, Word.Happen);
id('miss', Word.Miss);
for (const w of 'nobody noone nobodys'.split(' ')) id(w, Word.Nobody);
for (const w of 'favour favor'.split(' ')) id(w, Word.Favour);
for (const w of 'existing exist'.split(' ')) id(w, Word.Existing);
id('jumped', Word.Jumped);
id('step', Word.Step);
id('un', Word.Un);
for (const w of 'anyone anybody'.split(' ')) id(w, Word.Anyone);
id('tell', Word.Tell);
for (const w of 'people ppl girls guys women'.split(' ')) id(w, Word.People);
id('accidents', Word.Accidents);
id('watch', Word.Watch);
id('see', Word.See);
for (const w of 'birthday christmas tomorrow morning'.split(' ')) id(w, Word.Milestone);
// Where a body is hidden: "pulling you out of the canal", "in the boot of my car".
for (const w of 'canal river boot trunk woods'.split(' ')) id(w, Word.Dump);
id('again', Word.Again);
id('keep', Word.Keep);
id('try', Word.Try);
id('do', Word.Do);
id('ever', Word.Ever);
// Warmth that makes "I'm coming for you" a pick-up, not a pursuit.
for (const w of 'x xx xxx omw babe hun'.split(' ')) id(w, Word.Warm);
for (const w of 'bed sofa couch mine'.split(' ')) id(w, Word.Bed);
for (const w of 'crash crashes'.split(' ')) id(w, Word.Crash);
id('safe', Word.Safe);
id('missing', Word.Missing);
id('out', Word.Out);
id('come', Word.Come);
for (const w of "won't wont".split(' ')) id(w, Word.Wont);
for (const w of 'go goes'.split(' ')) id(w, Word.Go);
id('4', Word.For);
id('2', Word.To);
// Round 20 (ADR 240): an encounter promised is the modality of a fate ("next time i see you you're getting …").
id('time', Word.Time);
for (const w of 'catch clock'.split(' ')) id(w, Word.Catch);
// "burst / bust your face open": read as "smash" (a body part or a dear one, never a bare "you": "bust you" is caught).
for (const w of 'burst bust'.split(' ')) id(w, Word.Smash);

/** FNV-1a (30 bits) over the char codes [start, end) of a string (the tokeniser hashes the text in place the same way). */
export function hashRange(s: string, start: number, end: number): number {
  let h = 0x811c9dc5;
  for (let i = start; i < end; i++) h = Math.imul(h ^ s.charCodeAt(i), 0x01000193);
  // Kept in the small-integer range, so that a Map keyed by it neither boxes nor allocates.
  return h & 0x3fffffff;
}

/** The lexicon: hash → entry index; the entry's word (to check a hash hit), its classes and its id. */
export const LEX_WORDS: string[] = [];
export const LEX_MASKS: number[] = [];
export const LEX_IDS: Word[] = [];
export const LEX_BY_HASH = new Map<number, number>();
for (const w of Object.keys(entries)) {
  const h = hashRange(w, 0, w.length);
  if (LEX_BY_HASH.has(h)) throw new Error(`clause lexicon: hash collision on "${w}"`);
  LEX_BY_HASH.set(h, LEX_WORDS.length);
  LEX_WORDS.push(w);
  LEX_MASKS.push(entries[w]);
  LEX_IDS.push(ids[w] ?? Word.None);
}
/**
 * Whether a word of the lexicon's class `bits` stands in the view: a walk over its words (letters, digits,
 * apostrophes), each looked up by hash. One owner for the readers that ask it after their gate (round-18 menace,
 * round-20 threats).
 */
export function viewHasClass(view: string, bits: number): boolean {
  let i = 0;
  const len = view.length;
  while (i < len) {
    const c = view.charCodeAt(i);
    if (!((c >= 97 && c <= 122) || (c >= 48 && c <= 57) || c === 39)) {
      i++;
      continue;
    }
    const start = i;
    while (i < len) {
      const d = view.charCodeAt(i);
      if (!((d >= 97 && d <= 122) || (d >= 48 && d <= 57) || d === 39)) break;
      i++;
    }
    const e = LEX_BY_HASH.get(hashRange(view, start, i));
    if (e !== undefined && LEX_MASKS[e] & bits && LEX_WORDS[e].length === i - start) return true;
  }
  return false;
}
/** Any act class: a message with none of them is left at once. */
export const ANY_ACT = HARM | SV | SH | FATE | SEX;
/** What lets a message in at all: an act, a restraint, or what self-harm is done with. */
export const GATE = ANY_ACT | RESTRAIN | SH_OBJ;
