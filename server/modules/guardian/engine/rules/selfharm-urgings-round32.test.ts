/**
 * ADR 323: the severe-harm reader's self-harm reading corroborated by urgings it was missing — a death by a means
 * urged ("drink / starve / drug yourself to death"), "finish yourself off", "kms urself", "kys", and a bare "finish
 * the job" beside a self-harm word. Harmless twins (written for this file, no challenge-set or review-probe line):
 * jobs finished, idioms of excess ("drink yourself silly", "bore yourself to death"), the speaker's own "kms" at a
 * train or a printer, care ("treat yourself"), games. Harmful paraphrases are mine.
 */
import { describe, expect, it } from 'vitest';
import { createGuardianEngine } from '../guardian-engine';
import { urgesReaderSelfHarm } from './severe-cues';
import { biasHead, linesAccepted as read } from './severe-head-fixtures';
import { HARM_CONTEXTS, chatContext } from './test-contexts';

const TWINS = [
  "finish the job on the shed and i'll bring the beers",
  'go on, finish the job, the kitchen looks amazing already',
  'just finish the job and send me a photo of the new shelves',
  'you started the puzzle, finish the job tonight',
  'finish the job you started, that lasagne needs eating',
  'can you finish the job on the car before saturday?',
  'finish it off with a bit of parmesan, trust me',
  "finish off the wine, it won't keep",
  "finish yourself a plate, there's loads of food left",
  "don't work yourself to death on those night shifts",
  "you'll drink yourself silly at that wedding lol",
  "drink yourself happy, it's your birthday",
  "eat yourself silly at the buffet, it's all included",
  'i nearly ate myself to death at christmas, no regrets',
  "please don't starve yourself before the race, eat some pasta",
  "don't drink yourself to death at the stag do, pace yourself",
  "my gran always said don't worry yourself to death",
  "you'll bore yourself to death with that documentary haha",
  "laugh yourself to death at this video, it's so stupid",
  'scare yourself to death with that horror film, i dare you',
  "dance yourself to death at the ceilidh, it's brilliant",
  'kms this heat is unbearable',
  "i'm going to kms if this meeting runs over again lol",
  'kms my train is cancelled again',
  'honestly kms the printer jammed again',
  "lol i'd kms if i had to sit through that again",
  'the boss round in the game said finish him and i lost',
  'finish him! classic mortal kombat line, we should play',
  'the chess engine told me to finish the game and i blundered',
  "finish the bottle, we'll open another",
  "just finish the essay, you're nearly there, then pub",
  "go finish the marathon, you've trained for months",
  "finish the season strong, you've got this",
  'finish the job interview prep and call me after',
  "finish the race and i'll be at the line with snacks",
  "finish the painting, it's gorgeous so far",
  'finish your shift and come over for tea',
  'just finish the book, the ending is worth it',
  "finish the course, you're so close to qualifying",
  "finish the decorating and we'll celebrate with a takeaway",
  'drink yourself a nice cup of tea and relax',
  'treat yourself to a massage, you deserve it',
  "stuff yourself with pancakes tomorrow, it's pancake day",
  'work yourself up to it, no need to rush the 10k',
  'talk yourself into it, the trip will be great',
  'cook yourself something nice tonight',
  'run yourself a bath and relax, long day',
  "push yourself on the last mile, you've got it",
  'spoil yourself this weekend, you earned it',
  'kick yourself later, just enjoy the moment',
  'give yourself a pat on the back, great job',
  'pour yourself a glass and tell me about your day',
  'get yourself to bed, early start tomorrow',
  'sort yourself out a coffee before the meeting',
  'tire yourself out at the park with the dog',
  'i worked myself to death this week, need a holiday',
  'the film was so long i almost bored myself to death',
  "you're working yourself to the bone, take a break",
  "don't stress yourself to death over the exam",
  'nobody would stop you from ordering dessert, go for it',
  'nobody would stop you if you wanted to leave early, honestly',
  'nobody would blame you for taking a day off',
  "what's stopping you from booking the trip? go on",
  'go on, do it, book the flights',
  "do it, sign up for the half marathon, you'll love it",
  "you should just go for the job, you'd smash it",
  'end the week with a takeaway, you deserve it',
  'end the night at mine? film and popcorn',
  'you could end up in spain if you keep saving like that',
  "just jump in, the water's lovely",
  'jump on the call when you can',
  'jump in a taxi and come meet us',
  'drink the whole bottle of water before the run',
  'take the whole day off, you need it',
  'take all the time you need, no rush',
  'take a pill for the headache and have a nap',
  'swallow your pride and text her back',
  "cut yourself some slack, you're doing great",
  'kill it at the interview tomorrow',
  "kill the lights and let's watch the film",
  "you'll kill it on stage, break a leg",
  'go kill that presentation',
  'drown your sorrows with me at the pub tonight',
  'hang in there, the weekend is nearly here',
  'hang your coat up and stay for dinner',
  "burn the playlist to a cd for old times' sake",
  "poison ivy is the worst, don't touch it on the hike",
  'overdose on chocolate this easter, no rules',
  'od on pizza with me saturday',
  'shoot your shot, text him',
  "neck that pint and let's go",
  'we should just end it here, no hard feelings',
  "let's end things as friends",
  "i'm so tired i could die lol",
  'this playlist is killing me, in a good way',
  'dying to see you saturday',
  'finish strong, drink water, sleep well',
];
// Twins main's urging reader already reads (an imperative "end it / jump off / cut yourself" with an object):
// unchanged here.
const READ_ON_MAIN = [
  'end it on a high, one last song at karaoke',
  "jump off the bus at the second stop and i'll meet you",
  "cut yourself a slice of cake, it's on the counter",
];
const HARM = [
  'just kys already, nobody likes you',
  'pls kms urself, do everyone a favour lol',
  "go drink yourself to death, it's all you're good for",
  'starve yourself to death then, see if anyone notices',
  "finish yourself off tonight, you're halfway there",
  'stop whining and finish the job, the bridge is right there',
  'drug yourself to death for all i care, go on',
  'k y s',
];

const off = createGuardianEngine({ severityHead: null });

describe('ADR 323: self-harm urgings the severe reader was missing', () => {
  it('has at least 100 harmless twins and 5 harmful paraphrases', () => {
    expect(TWINS.length + READ_ON_MAIN.length).toBeGreaterThanOrEqual(100);
    expect(HARM.length).toBeGreaterThanOrEqual(5);
  });
  it('the urging reader reads every paraphrase and no twin', () => {
    expect(read(urgesReaderSelfHarm, HARM)).toEqual(HARM);
    expect(read(urgesReaderSelfHarm, TWINS)).toEqual([]);
  });
  it(
    'a head reading self-harm BLOCKs the paraphrases everywhere and leaves every twin as with no head',
    { timeout: 120_000 },
    () => {
      const on = createGuardianEngine({ severityHead: biasHead('self_harm_incitement') });
      for (const ctx of HARM_CONTEXTS) for (const t of HARM) expect(on.moderateText(t, ctx).decision, t).toBe('BLOCK');
      const ctx = chatContext({ stranger: false });
      const moved = TWINS.filter((t) => on.moderateText(t, ctx).decision !== off.moderateText(t, ctx).decision);
      expect(moved).toEqual([]);
    },
  );
});
