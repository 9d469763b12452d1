/**
 * ADR 317: the severe-harm reader's threat and minors readings narrowed by what explains their shape. Harmless twins
 * (written for this file, no challenge-set or review-probe line) read as explained and keep the decision they have with
 * no head; harmful paraphrases do not, and a head reading their kind still BLOCKs (or, minors, holds) them.
 */
import { describe, expect, it } from 'vitest';
import { createGuardianEngine } from '../guardian-engine';
import {
  demandAtReader,
  minorReadingExplained,
  sexualViolenceCue,
  threatShapeExplained,
  urgesReaderSelfHarm,
} from './severe-cues';
import { biasHead, linesAccepted as read } from './severe-head-fixtures';
import { chatContext } from './test-contexts';

// Threats: a meeting arranged (self-identification, something brought, a lift, a clock time to meet).
const MEETING_TWINS = [
  "i'll track you down at the pub, i'm the one with the red scarf",
  "I'll catch you by the clock tower at half 7, I'll be the one in the yellow coat",
  'see you outside the cinema at 8, look for the silver fiat',
  "i'll be waiting by the entrance at 6:30, black jacket and a big grin",
  "next time we meet i'm bringing that bottle of rioja i promised",
  "when i see you saturday i'm bringing the cheesecake, no arguments",
  "you'll find me at the bar at 9, i'll save you a seat",
  "if you head to the climbing wall at 7 you'll see me there",
  'i know your street now, so next time it is your turn to cook haha',
  "i'll come and get you from the station at 6, grey golf",
  'meet you at the fountain at 8, i will be the one holding the flowers',
  "i'll be right outside the gallery at 2pm, look for me in the green hat",
  'track you down at the market at 11? i am bringing coffee for us both',
  "i'll find you near the stage at 10, look for the white shirt",
  "don't be late, i'll be at the tapas place at 7:45 with a bottle of red",
  'i will be waiting for you at the gate at 5, i can drive you home after',
  "next time i see you i'm bringing my dog, she will love you",
  "you'll see me at the park run at 9, i'm in the blue vest",
  "i'll be outside the bakery at 10, red umbrella, you can't miss me",
  "pick you up at 7? i'll be the one in the battered white van",
  "you'll find me by the bandstand at noon, i'm bringing sandwiches",
  "i'll be waiting at the bus stop at 6, i can walk you home after",
  "next time i see you i'm bringing the board game, prepare to lose",
  "if you come to the quiz at 8 you'll see me there, table by the window",
  "meet you at the lido at 11, i'm bringing the towels",
  // ADR 318's mend: a place of the reader's own and a clock time, with a shared plan after it
  "i'll meet you outside your office at 6 and we can walk to the noodle place",
  'wait for me by your gym at half 7, then we grab a smoothie',
  "i'll be outside your building at 7 for dinner, the table is booked for half past",
  "see you near your work at 5:30, let's grab a coffee before your train",
  'i can be at your station at 6 and we could head to the market together',
  'by your flat at 8? then we walk to the river for the fireworks',
];
// Threats: a warning about a hazard in the reader's own activity (ice, shoes, a ladder, the car), no one behind it.
const HAZARD_TWINS = [
  "you'll break your ankle if you go hiking in those sandals",
  'you will end up in a&e if you climb that ladder on your own again',
  "you're going to get hurt if you skate on that pond, the ice is thin",
  "you'll slip and crack your head if you run on that wet floor",
  'shame if your bike gets a puncture again, i can give you a lift to work',
  "i hope your car sails through its mot this time, you've earned it",
  "you'll get hurt if you keep running in those worn out trainers",
  "you'll end up in hospital if you keep lifting with that form lol",
  "you'll fall down the stairs if you wear those heels tonight haha",
  "careful, you'll hurt yourself if you cycle on the icy roads tomorrow",
  "if your car breaks down again just ring me, i'll come and drive you",
  "you're going to burn to a crisp if you sit in the sun without cream",
  'you will get frostbite if you go skiing without gloves again',
  "you'll do your back in if you carry that sofa up the stairs alone",
  "you'll twist your knee if you play five a side in those boots",
  "you'll get soaked if you walk home in that rain without a coat",
  "you'll end up with a black eye if you keep heading the ball like that",
  "you're going to get sunburnt if you go out at noon without a hat",
  "you'll hurt yourself if you go on the trampoline after wine lol",
  'i hope your car starts this morning, the frost is brutal, i can drive you',
  "you'll catch your death if you swim in the sea in march",
  "you'll break your neck if you ride that scooter down the hill",
  'nobody should ever treat you like that again, you deserve kindness',
  "no one will hurt you like he did, not while i'm around",
  "i'd never let anyone talk to you that way, you know that",
  'i hope the next one treats you well, no one should hurt you like that',
  'nobody gets to speak to you like that, you did nothing wrong',
];
// Threats: a condition whose only consequence is the speaker's own feeling.
const FEELING_TWINS = [
  "if you unmatch me i'll be gutted, not gonna lie",
  "if you cancel again i'll be so sad, just so you know",
  "if you ghost me after this i'll honestly be heartbroken",
  "block me and i'll cry into my pizza all weekend lol",
  "if you don't text back i'll be a bit disappointed, that's all",
  "if you leave early i'll miss you loads, just saying",
  "if you say no i'll be bummed but i'll live",
  "ignore me again and i'll sulk for a whole hour haha",
  "if you skip my birthday i'll be devastated, no pressure",
  "if you move to leeds i'll miss you so much",
  "cancel on me again and i'll be a little bit crushed",
  "if you pick the other restaurant i'll be disappointed haha",
];
// Minors: school / youth words explained by the speaker's job or career, their child or family, a school run.
const MINOR_TWINS = [
  "i'm in my eighth year of teaching and still love it",
  'year 12 of nursing and i still get nervous before night shifts',
  "i'm a junior designer at an agency, is that boring?",
  'i work as a junior analyst, mostly spreadsheets',
  'senior teacher at a primary school, so i am tired by friday',
  'i teach year 6 maths, they keep me on my toes',
  'my 14 year old reckons she is old enough for her own phone',
  'my son is 12 and obsessed with football, is that ok with you?',
  'how old is your little brother? mine is 9',
  'my daughter has a school play tonight so can we do thursday',
  'school pick up is at 3 so i can meet you after half 4',
  'can we get coffee after the school run, like 9:30?',
  'any primary school parents here? the homework is killing me',
  'drop off at school then i am free all morning',
  'my kids break up from school friday, so weekends are tricky',
  'parents evening tonight so i will text you after 8',
  'my nephew just started secondary school, he is so grown up',
  'you look young for 31, what is your secret?',
  'you look really good for 45, honestly',
  'i coach the under 12s on sunday mornings, then i am free',
  'third year of my apprenticeship and loving it',
  'my stepdaughter is 13 and thinks i am embarrassing',
  "i'm a teaching assistant in a secondary school, ask me anything",
  'my twins start high school in september, wish me luck',
  'i coach the under 15s netball team on tuesdays',
  "year 9 of my marriage ended last spring, so i'm new to this",
  'fifth year of my phd, send help',
  'my little sister is 16 and already taller than me',
  "school gates at 3:15 then i'm all yours for a coffee",
  'i have a 9 year old so my weekends are mostly football',
  "i've got a 7 year old and a very needy cat",
  'i got two 10 year olds, twins, so i am always tired',
  'you were at secondary school in 2005? me too, i was year 10 then',
  'back in sixth form i was obsessed with that band',
  'when we were in year 9 everyone had the same haircut lol',
  'i used to teach at a primary school before i retrained',
  'i was in high school in 2009, what about you?',
  'is a 13 year old old enough to walk to school alone?',
  'at what age is a kid old enough for a phone, asking for my sister',
  "my nephew is 15 and thinks he's old enough to drive",
  'is 12 old enough to babysit a toddler for an hour?',
  'a 14 year old is old enough for a paper round here',
];
// Self-harm incitement: a favour asked that is not a harm; ending something together.
const SH_TWINS = [
  'do the world a favour and never stop dancing',
  'do everyone a favour and bring your lasagne on friday',
  'do us a favour and grab some ice on the way',
  'go on, do us all a favour and sing at the wedding',
  'we should just end it here, no hard feelings at all',
  "let's just end things as friends, no drama",
  'i think we should end it before it gets messy, take care',
  'maybe we should end the call, my battery is dying',
  'do the rest of us a favour and teach me that recipe',
  'we should probably end it for tonight, early start tomorrow',
  "just do it, you'd be better off with a bigger flat anyway",
  "go on, do it, that bottle of red won't open itself",
  "you should just disappear for a week, go to the coast, you've earned it",
  "do it, honestly you'll be better off in the new team",
  "why don't you just disappear to spain for a month, lucky thing",
];
// Extortion: a demand for a trivial thing backed by a joke exposure.
const EXT_TWINS = [
  'give me the last chip or the group chat hears about your karaoke',
  'hand over the remote or everyone finds out you cried at that film',
  "send me the recipe or i'm telling your mum you burnt the rice",
  'buy me a coffee or your secret love of abba goes online lol',
  'give me the other slice or i post that photo of your bad fringe',
];
const EXT_HARM = [
  'send me 300 quid or your nudes go to your family group chat',
  'pay me by friday or your boss sees the videos',
  'give me £500 or everyone you know sees the pics',
  'transfer the money tonight or the screenshots go online',
  'send more pics or i share the ones i have with your friends',
];
// Sexual violence: a "no" to a thing (a film, a plan, a dish), not a refusal of the speaker.
const SV_TWINS = [
  "i don't care if you say no to the horror film, i'm seeing it anyway",
  "i don't care if you say no to sushi, we'll get pizza instead",
  'even if you say no to the party i will still have fun, no pressure',
  "doesn't matter if you say no to the hike, we'll find something else",
  "i don't care if she says no to the trip, it's her call",
  'even if you say no to the second date, thanks for tonight',
  "even if you say no to karaoke i'm dragging my mates there",
  "i don't care if you say no to pineapple, it's going on my half",
  "doesn't matter if he says no to the gig, i'll go with you",
  'even if they say no to the dog, we can still visit the farm',
];

const THREAT_HARM = [
  "i'll be waiting outside your flat at 8 and you won't like what happens",
  'so easy to follow you home, the gym at 6, every day, same route',
  "block me again and i'll slash your tyres, then you'll be sorry",
  "if you show up at the club at 10 you'll leave in an ambulance",
  'i know which car is yours and what time you finish work, watch yourself',
  "you'll get hurt if you come to the match, me and the lads will make sure",
  "shame if your car won't start tonight, i can give you a lift, just us, nobody would ever know",
  // a place of the reader's own and a clock time with no shared plan stays a threat shape (ADR 318's mend)
  "i'll be outside your office at 6, we can talk about why you blocked me",
  'outside your house at 11 tonight, you know why',
  "by your car at 6, we'll see how brave you are then",
  "i'll be near your work at 5, come down or i come up",
  'at your gym at 7 like always, nice try changing your times',
];
const MINOR_HARM = [
  'what year are you in at school? you seem really mature for it',
  'are you still in high school? i like them young',
  "what school do you go to, i'll wait by the gates",
  'do your parents know you talk to me? keep it our secret',
  'what grade are you in? i am 34 but age is just a number',
  'you are old enough to decide for yourself, what year are you in?',
];
const SH_HARM = [
  'do everyone a favour and swallow the whole packet tonight',
  'do us all a favour and jump, nobody would care',
  'do the world a favour and stop breathing',
  'you should just end it, no one would notice you were gone',
  'go on, end it all, you are a burden anyway',
];
const SV_HARM = [
  "i don't care if you say no, you're coming home with me",
  'even if you say no to me tonight i will get what i want',
  "doesn't matter if she says no, she will be too drunk to stop me",
  "don't care if you say stop, i'm not stopping",
  'even if you beg no, it is happening',
];

const ctx = (trust: number) => chatContext({ stranger: false, trust });
const THREAT_TWINS = [...MEETING_TWINS, ...HAZARD_TWINS, ...FEELING_TWINS];
const off = createGuardianEngine({ severityHead: null });

describe('ADR 317: threat and minors readings narrowed by what explains their shape', () => {
  it('has at least 100 harmless twins and 5 harmful paraphrases per narrowed class', () => {
    const twins = THREAT_TWINS.length + MINOR_TWINS.length + SH_TWINS.length + SV_TWINS.length + EXT_TWINS.length;
    expect(twins).toBeGreaterThanOrEqual(100);
    for (const harm of [THREAT_HARM, MINOR_HARM, SH_HARM, SV_HARM, EXT_HARM])
      expect(harm.length).toBeGreaterThanOrEqual(5);
  });

  it('threats: every twin reads as explained (meeting, hazard, own feeling), no paraphrase does', () => {
    expect(read(threatShapeExplained, THREAT_TWINS)).toEqual(THREAT_TWINS);
    expect(read(threatShapeExplained, THREAT_HARM)).toEqual([]);
  });
  it('minors: the job / family / school-run twins read as explained, the reader-aimed paraphrases do not', () => {
    expect(read(minorReadingExplained, MINOR_TWINS)).toEqual(MINOR_TWINS);
    expect(read(minorReadingExplained, MINOR_HARM)).toEqual([]);
  });
  it('self-harm: a favour that is no harm and ending it together are not an urging', () => {
    expect(read(urgesReaderSelfHarm, SH_TWINS)).toEqual([]);
    expect(read(urgesReaderSelfHarm, SH_HARM)).toEqual(SH_HARM);
  });
  it('sexual violence: a no to a thing is not a refusal ignored', () => {
    expect(read(sexualViolenceCue, SV_TWINS)).toEqual([]);
    expect(read(sexualViolenceCue, SV_HARM)).toEqual(SV_HARM);
  });

  it('extortion: a demand for a trivial thing is banter, a demand for money or media is not', () => {
    expect(read(demandAtReader, EXT_TWINS)).toEqual([]);
    expect(read(demandAtReader, EXT_HARM)).toEqual(EXT_HARM);
  });

  const WIRED = [
    ['extortion', EXT_TWINS, EXT_HARM, 'BLOCK'],
    ['threat_violence', THREAT_TWINS, THREAT_HARM, 'BLOCK'],
    ['minors', MINOR_TWINS, MINOR_HARM, 'REVIEW'],
    ['self_harm_incitement', SH_TWINS, SH_HARM, 'BLOCK'],
    ['sexual_violence', SV_TWINS, SV_HARM, 'BLOCK'],
  ] as const;
  for (const [kind, twins, harm, least] of WIRED)
    it(
      `${kind}: with a head reading it, twins keep their no-head decision, paraphrases are ${least} or more`,
      {
        timeout: 120_000,
      },
      () => {
        const on = createGuardianEngine({ severityHead: biasHead(kind) });
        const rank = { ALLOW: 0, REVIEW: 1, BLOCK: 2 } as const;
        for (const trust of [50, 90]) {
          for (const t of twins)
            expect(on.moderateText(t, ctx(trust)).decision, t).toBe(off.moderateText(t, ctx(trust)).decision);
          for (const t of harm)
            expect(rank[on.moderateText(t, ctx(trust)).decision], t).toBeGreaterThanOrEqual(rank[least]);
        }
      },
    );
});
