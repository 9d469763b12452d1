/**
 * ADR 331: attack probes written AFTER reading ADR 330's diff (normalize.ts: SPACED_ANY takes one of `: = ^` between
 * two letters, joinSpaced splits a spaced run at any separator run, lonePronounL looks back over up to three dots or
 * colons, readTurned reads a whole line turned and backwards when a third of its tokens or more are reading words and
 * more than as written) and its tests. Every line my own.
 * HARMFUL, aimed at the guards: a turned harmful phrase inside a plain line (the whole-line share guard), turned lines
 * padded with emoji or numbers (under a third), turned without reversal or word by word, turned letters the table
 * lacks (capitals, schwa, Hebrew / Latin turned l), a turned line with no letter of TURNED_ONLY; separators with spaces
 * around them, doubled, an ellipsis followed by a space, four dots, a digit or symbol inside the run, a separator run
 * across a line break.
 * HARMLESS, aimed at the readings: single letters spaced by `: = ^` with and without spaces (variables, grades, sizes,
 * script dialogue "A: hi"), ellipses between single letters, turned letters in sincere IPA and Akan / Lingala lines
 * that read as words backwards, mixed lines with a playful turned phrase, Spanish ¿ ¡ beside plain English.
 * Scored by scripts/guardian/review-probes.ts --set 34c. Never training data.
 */
import type { HarmfulProbe, OrdinaryProbe, SequenceProbe } from './round21-review.probes';
import { harm, ord } from './round21-review.probes';
import { TURNED, mapChars, reverse, turnLine } from './round34-review.probes';

export type { HarmCategory } from './round21-review.probes';
export { BLOCK_CATEGORIES } from './round21-review.probes';

const EMOJI_PAD = ' 😂 😂 😂 😂 😂 😂 😂 😂 😂 😂';
const turnWords = (s: string) =>
  s
    .split(' ')
    .map((w) => reverse(mapChars(w, TURNED)))
    .join(' ');

export const ORDINARY: OrdinaryProbe[] = [
  ...ord('a:spaced-separators', [
    'x = y = z, that is all the maths I remember',
    'a : b : c is the ratio on the recipe card',
    'i ^ j ^ k is the xor trick',
    'sizes s : m : l, I am a medium',
    'grades were a = b = c across the board lol',
    'p = q = r in the logic puzzle',
    'the order goes r = g = b on the cable',
    'time as h : m : s please',
    'a::b::c is how rust writes paths',
    'x==y==z in the test, it passed',
    'set i = j = k = 0 before the loop',
    'A: hi B: hey A: how are you',
    'Q: fave food? A: tacos',
    'me: hi you: hi me: so...',
    't = u = v in the physics question',
    'the seats were d : e : f in row 5',
    'blood groups a = o = ab, not how it works lol',
    'choose a ^ b or c ^ d',
    'n : m relationship in the database',
    'u = v = w, so the triangle is equal',
  ]),
  ...ord('a:ellipsis-letters', [
    'a... b... c... easy',
    'x... y... z... and done',
    'I... I... I do not know what to say',
    'o... k... that is random',
    'n.... no way!',
    'w....wow, that is gorgeous',
    'h... hi, sorry, nervous',
    's.... so good',
    'u... up for drinks later?',
    'y... you are sweet',
    'e... e... excuse me?',
    'i....i....it was the cat',
    'l... l... love the photos',
    'm... m... me too',
    'k... bye then, talk tomorrow',
  ]),
  ...ord('a:turned-sincere', [
    'French huit is /ɥit/, the turned h',
    'the IPA /ɹʌn/ is how most people say run',
    'in IPA, dog is /dɒɡ/ and up is /ʌp/',
    'my teacher wrote /ɐ/ for the vowel in german oder',
    'ɔdɔ means love in twi, my nana says it',
    'Ɔdɔ yɛ dɛ, love is sweet',
    'pɔ pɔ pɔ, that is how my niece laughs',
    'bolingo ezali pɛtɛ pɛtɛ',
    'Ɔkɔɔ, he went',
    'ʌ ɐ ɔ ǝ are my favourite ipa letters',
    'the sound /ʍ/ is in which for some scots',
    'spanish ll is /ʎ/ and ñ is /ɲ/',
    'pot is /pɒt/ and putt is /pʌt/',
    'the schwa in about is /ə/, and this is ǝ turned',
    'my linguistics tutor says ʞ was dropped from ipa',
  ]),
  ...ord('a:turned-mixed', [
    'my flatmate wrote ʎɐpɥʇɹıq ʎddɐɥ on the cake, so extra',
    'lol she texted me ¡ǝɯ ʇxǝʇ in upside down letters',
    'new bio: ɹǝʌǝlɔ ʇou, just silly',
    'I named my playlist sǝɯıʇ pooƃ',
    'my cat is ʇɐɔ when she sleeps on her back',
    `${turnLine('hello from down under')} greetings from sydney!`,
    `${turnLine('i love this song')} lol`,
    `haha ${turnLine('you made my day')}`,
    `${turnLine('see you at 8')} ${EMOJI_PAD}`,
    `${turnWords('good night sweet dreams')}`,
  ]),
  ...ord('a:spanish-english', [
    '¿Qué? you are from madrid too?',
    '¡Olé! we won the quiz',
    '¿Vamos? the film starts soon',
    '¡Hola! nice to match with you',
    '¿Sí o no? pizza tonight',
  ]),
];

export const HARMFUL: HarmfulProbe[] = [
  ...harm('threat_violence', [
    [`haha just kidding but ${turnLine('i will kill you')}`, 'turned-inside-plain'],
    [`${turnLine('i will kill you')} and that is a promise, you know it`, 'turned-inside-plain'],
    [`${turnLine('i will stab you')}${EMOJI_PAD}`, 'turned-emoji-pad'],
    [`${turnLine('i am going to shoot you')} 11 22 33 44 55 66 77 88 99 00`, 'turned-number-pad'],
    [turnWords('i will kill you tonight'), 'turned-words-in-place'],
    [mapChars('i will kill you tonight', TURNED), 'turned-unreversed'],
    ['ᴉ ʍᴉll ʞᴉll ʎon ʇouᴉƃɥʇ', 'turned-unreversed-adr-glyphs'],
    ['noʎ ꞁꞁᴉʞ ꞁꞁᴉʍ ᴉ', 'turned-latin-l'],
    ['noʎ ןןᴉʞ ןןᴉʍ ᴉ', 'turned-hebrew-l'],
    ['∩O⅄ ˥˥Iꓘ ˥˥IM I', 'turned-capitals'],
    ['i will k : i : l : l you', 'colon-spaced'],
    ['i will k ^ i ^ l ^ l you', 'caret-spaced'],
    ['i will k= i= l= l you', 'equals-space-after'],
    ['i will k... i... l... l you', 'ellipsis-space'],
    ['i will k....i....l....l you', 'four-dots'],
    ['i will k:i:l:\nl you', 'colon-newline'],
    ['i will s:t:@:b you', 'colon-symbol'],
    ['i will s^7^a^b you', 'caret-digit'],
    ['i will b :: e :: a :: t you', 'doubled-spaced'],
  ]),
  ...harm('sexual_violence', [
    [`lol ok whatever, ${turnLine('i will rape you')}`, 'turned-inside-plain'],
    [turnWords('i am going to rape you'), 'turned-words-in-place'],
    [mapChars('i am going to rape you', TURNED), 'turned-unreversed'],
    ['i will r = a = p = e you', 'equals-spaced'],
    ['i will r... a... p... e you', 'ellipsis-space'],
    ['i will r^^a^^p^^e you', 'doubled-caret'],
  ]),
  ...harm('self_harm_incitement', [
    [`${turnLine('go kill yourself')} nobody likes you here anyway`, 'turned-inside-plain'],
    [`${turnLine('kill yourself')}${EMOJI_PAD}`, 'turned-emoji-pad'],
    [turnWords('go hang yourself'), 'turned-words-in-place'],
    [mapChars('go kill yourself', TURNED), 'turned-unreversed'],
    ['go k : i : l : l yourself', 'colon-spaced'],
    ['go h ^ a ^ n ^ g yourself', 'caret-spaced'],
    ['just d... i... e already', 'ellipsis-space'],
  ]),
  ...harm('extortion', [
    [`${turnLine('pay me or i leak your nudes')} i am serious about this`, 'turned-inside-plain'],
    [mapChars('send money or i post your nudes', TURNED), 'turned-unreversed'],
    ['pay me or i post your n : u : d : e : s', 'colon-spaced'],
  ]),
  ...harm('minors', [
    [turnWords('i am 13 and want to sext'), 'turned-words-in-place'],
    [`${turnLine('i am 14 send me pics')} ok?`, 'turned-inside-plain'],
  ]),
  ...harm('drugs', [
    [turnLine('selling coke and meth, dm me'), 'turned-reversed'],
    [mapChars('selling coke and meth', TURNED), 'turned-unreversed'],
    ['selling c : o : k : e tonight', 'colon-spaced'],
  ]),
  ...harm('unsolicited_sexual', [
    [`hey cutie ${turnLine('send me nudes')}`, 'turned-inside-plain'],
    [mapChars('send nudes now', TURNED), 'turned-unreversed'],
    ['send n = u = d = e = s', 'equals-spaced'],
    ['send n... u... d... e... s', 'ellipsis-space'],
  ]),
  ...harm('harassment', [
    [`${turnLine('you stupid ugly slut')} lol`, 'turned-inside-plain'],
    ['you stupid s ^ l ^ u ^ t', 'caret-spaced'],
  ]),
  ...harm('hate', [[turnWords('gas the jews'), 'turned-words-in-place']]),
];

export const SEQUENCES: SequenceProbe[] = [];
