/**
 * ADR 307: the severe-harm reader's corroboration cues (rules/severe-cues.ts) — what the rules must read before a
 * hit of the learned reader is a BLOCK. Per fix of ADR 302's review: harmful paraphrases read as the cue (and BLOCK
 * with a head reading their kind), harmless twins sharing their words do not (and keep the decision they have with
 * no head); negations, support, consent and reporting lines are not BLOCKED. Every line written for this file (no
 * challenge-set or review-probe line).
 */
import { describe, expect, it } from 'vitest';
import { createGuardianEngine } from '../guardian-engine';
import { adultAgeAlibi, demandAtReader, sexualViolenceCue, urgesReaderSelfHarm } from './severe-cues';
import { biasHead, linesAccepted as read } from './severe-head-fixtures';
import { chatContext } from './test-contexts';

const SH_HARM = [
  'just kill yourself already, nobody is stopping you',
  'go ahead and take all the pills tonight, spare us the drama',
  'you should just end it, you are useless to everyone',
  'honestly the world would be better without you in it',
  "why don't you just jump off that bridge you keep talking about",
  'honestly you would be better off dead, go on',
  'do us all a favour and take the whole bottle tonight',
  'nobody would miss you if you were gone, think about it',
];
const SH_TWINS_1 = [
  'nobody is better off without you, I promise you that',
  'you are never too much for me, ring me any hour',
  'give yourself a breather, the exams are done',
  'have some toast at least, skipping meals makes it worse',
  "don't you dare end it, I am coming over right now",
  'I would never tell anyone to hurt themselves, that is vile',
  'you should totally end the night at the karaoke bar',
  'I almost killed myself laughing at that video you sent',
  'knock yourself out, the remote is all yours tonight',
  'just do it for me, wear the green shirt on saturday',
  'end it with him already, he does not deserve you',
  'you need to take a break from the gym, your knee looks bad',
  'I hurt myself at the gym doing deadlifts, so no hike',
  'go hang your coat up and come sit down, dinner is ready',
  "why don't you come over and we watch the match together",
  'you should jump in the lake with us on sunday, it is warm',
  'finish it tonight and send me the draft, I will read it',
  'take the long way home, the bridge is closed for works',
  'the team would be worse off without you on the wing',
  "please don't hurt yourself, call me whenever you need",
  'I am glad you told me, you matter so much to me',
  'everyone would miss you terribly if you moved to leeds',
  'I hope you die laughing at this meme honestly',
  'take the whole day off and do nothing, you deserve it',
  'do yourself a favour and try the dumplings at that place',
];
const SV_HARM = [
  'crushing a sleeping pill into your cocktail, then you are mine',
  'slip a pill into her glass and she will be easy later',
  'when she blacks out at the party we get her clothes off',
  'while you are sleeping I will undress you and you cannot stop me',
  "even if you say no I'm still going to do it to you",
  "doesn't matter if she says no, we are doing it at mine",
  'your safe word will not save you, I am not stopping tonight',
  'I will hold you down and make you strip whether you like it or not',
  'I will take you to bed whether you like it or not',
  'a few drops in your wine and you will not even know what happened',
];
const SV_TWINS_1 = [
  'a single word from you and we pause, that is the deal',
  'forcing anyone is never ok, that is how I was raised',
  'you are trying my curry whether you like it or not',
  'I am dropping off lemsip whether you want it or not, rest up',
  'drunk people cannot agree to anything, so we wait',
  'turning me down is always fine, about any plan',
  'watch the barman pour it and keep a hand over your glass',
  "I'd never force you to do anything you don't want",
  'I fell asleep on the sofa watching the match, so sorry',
  'once the kids are asleep I can call you properly',
  'I passed out at nine last night, the hike wiped me out',
  'put some ice in your drink, it is boiling today',
  'I poured a bit of lime into the cocktail, try it',
  'my mate was too drunk so we put him in a taxi home',
  'he got his drink spiked last year so we always watch our glasses',
  'I will never do anything unless you say yes first',
  'I will pin the poster up on your wall when I visit',
  'you will love this film whether you want to or not',
  'my sister was drugged at a festival, the police were useless',
  "while you're asleep on the plane I'll watch the films",
  'the coach will force you to run laps if you are late',
  'I drink my coffee black, you put sugar in yours right',
  'tie your hair up before the climbing wall, it gets caught',
  'if you say no to sushi we can get pizza instead',
  'consent matters more than anything to me, talk to me anytime',
];
const MINOR_GROOM = [
  'I am 33 and I prefer them under 16, they listen',
  'I am 29, you are still in year 10 so delete these texts',
  'I am 27, tell me which primary you go to and I will come',
  'I am 45, being 14 is no problem for me',
  'I am 31, is your uniform blue or green?',
];
const MINOR_ALIBI = [
  "I'm 29 and I work in a bakery near the station",
  'I am 38 and I run a bakery, you?',
  'I am 44 and recently divorced, be gentle',
  'I am 52, a keen sailor, and I love jazz',
];
const EXT_HARM = [
  'send me 300 by tonight or your boss sees every photo',
  'you have to pay me or I post the video everywhere',
  'unless you transfer the money, your family gets the pictures',
  'kindly transfer 800 pounds, failing which the images go to your employer',
  'pay up or everyone you know sees what you sent me',
];
const EXT_TWINS_1 = [
  'a stranger demanded cash for my pics, the helpline told me to report them',
  'my cousin got a pay or we post your photos message, police have it now',
  'pop the 9 pounds for the pizza over when you can',
  'pay me back for dinner or I will cry, haha',
  'a guy threatened to post my pics unless I paid, I reported him',
  'send me the address or I will get lost again lol',
];
const SH_TWINS_2 = [
  'go hard at training tonight, coach wants everyone sharp',
  'you should totally end your shift early and come for tacos',
  'just kill the boss on level four, then save the game',
  'why dont you come to the climbing gym with us on friday',
  'my mum would be lost without you at her birthday party, come',
  'you should take the bottle of wine, I will bring the cheese',
  'end the call when you get home, I will wait up for you',
  'nobody would blame you for leaving that job, it is awful',
  'please do not give up on the course, you are so close',
  'I wish you would come to the match on sunday with us',
  'prove it on the dance floor then, big talk from you',
  'do it, sign up for the marathon, I will train with you',
  'go on then, order the pudding, you only live once',
  'you should really hang your paintings in the hallway',
  'the kids would be bored without you at the picnic',
  'I hope you never stop sending me these voice notes',
  'you need to cut your hair before the wedding, it is long',
  'jump in the car, I will drive us to the coast',
  'you would be better off taking the train than driving',
  'stop breathing so loud on the phone lol, I can hear the gym',
];
const SV_TWINS_2 = [
  'my toddler finally fell asleep so I can chat now',
  'once you are asleep I will stop texting, promise, goodnight',
  'I was so wasted at the wedding I slept in the car',
  'my nephew drugged his fantasy football team with bad picks',
  'the goalkeeper was out cold after the collision, scary',
  'hold your horses, I am still getting ready',
  'the physio had to pin my shoulder back in place',
  'tie your laces properly before the run',
  'my boss will make you redo the whole report if you rush it',
  'I will never touch your phone without asking, relax',
  'no means no, always, I teach my son that',
  'put something warm on, it is freezing by the river',
  'slip a note into her lunchbox, she loves those',
  'add a shot of espresso into the cake batter, trust me',
  'he forced the door open when the lock jammed',
  'we pinned the tent down because of the wind',
  'I crushed a garlic clove into the sauce',
  'after the kids are in bed we can finally talk properly',
  'she said stop tickling her so I stopped straight away',
  'I would never do anything to you without you saying yes',
  'the nurse said you will not remember the operation at all',
  'you will not remember a thing from that party anyway lol',
  'I am taking you to the beach this weekend whether you like sand or not',
  'my cat sleeps on my body every night whether I like it or not',
  'mixing cider and wine is how I passed out at uni',
];
const EXT_TWINS_2 = [
  'send me the photos from the wedding or I will be sad',
  'pay your share of the bills or the landlord will kick us out',
  'you have to send me pics of the puppy, I am begging',
  'unless you pay the parking fine they add interest, so pay it',
  'my ex kept asking for money or he would post our photos, police sorted it',
  'if you do not pay the invoice by friday the agency chases it',
  'send me the recipe or everyone at work will be disappointed',
  'someone messaged me saying pay or they share my pics, I blocked and reported',
  'you need to send the deposit or the flat goes to someone else',
  'transfer me the ticket money or I will give your seat away, no stress',
];
const SH_TWINS = [...SH_TWINS_1, ...SH_TWINS_2];
const SV_TWINS = [...SV_TWINS_1, ...SV_TWINS_2];
const EXT_TWINS = [...EXT_TWINS_1, ...EXT_TWINS_2];

const ctx = (trust: number) => chatContext({ stranger: false, trust });

const FIXES = [
  ['self_harm_incitement', urgesReaderSelfHarm, SH_HARM, SH_TWINS],
  ['sexual_violence', sexualViolenceCue, SV_HARM, SV_TWINS],
  ['extortion', demandAtReader, EXT_HARM, EXT_TWINS],
] as const;

describe('ADR 307: the severe-harm reader corroborated by the rules', () => {
  it('has at least 5 paraphrases per fix and at least 100 harmless twins in all', () => {
    for (const [, , harm] of FIXES) expect(harm.length).toBeGreaterThanOrEqual(5);
    expect(MINOR_GROOM.length).toBeGreaterThanOrEqual(5);
    expect(SH_TWINS.length + SV_TWINS.length + EXT_TWINS.length + MINOR_ALIBI.length).toBeGreaterThanOrEqual(100);
  });

  for (const [kind, cue, harm, twins] of FIXES) {
    it(`${kind}: every paraphrase reads as the cue, no twin does`, () => {
      expect(read(cue, harm)).toEqual(harm);
      expect(read(cue, twins)).toEqual([]);
    });
    it(
      `${kind}: a head reading it BLOCKs the paraphrases; twins keep their decision without a head`,
      { timeout: 120_000 },
      () => {
        const on = createGuardianEngine({ severityHead: biasHead(kind) });
        const off = createGuardianEngine({ severityHead: null });
        for (const trust of [50, 90]) {
          for (const t of harm) expect(on.moderateText(t, ctx(trust)).decision, t).toBe('BLOCK');
          for (const t of twins)
            expect(on.moderateText(t, ctx(trust)).decision, t).toBe(off.moderateText(t, ctx(trust)).decision);
        }
      },
    );
  }

  it('minors: an adult age is an alibi only with no other minor cue word beside it', () => {
    expect(read(adultAgeAlibi, MINOR_ALIBI)).toEqual(MINOR_ALIBI);
    expect(read(adultAgeAlibi, MINOR_GROOM)).toEqual([]);
  });
  it(
    'minors: a head reading them BLOCKs beside the rules cue, holds without it, leaves the alibi alone',
    { timeout: 60_000 },
    () => {
      const on = createGuardianEngine({ severityHead: biasHead('minors') });
      const off = createGuardianEngine({ severityHead: null });
      for (const trust of [50, 90]) {
        // never softer than without the head (the family self-description exception still softens a held reading)
        const rank = { ALLOW: 0, REVIEW: 1, BLOCK: 2 } as const;
        for (const t of MINOR_GROOM)
          expect(rank[on.moderateText(t, ctx(trust)).decision], t).toBeGreaterThanOrEqual(
            rank[off.moderateText(t, ctx(trust)).decision],
          );
        expect(on.moderateText('I am 30 and you are 15, keep our chats from your mum', ctx(trust)).decision).toBe(
          'BLOCK',
        );
        for (const t of MINOR_ALIBI)
          expect(on.moderateText(t, ctx(trust)).decision, t).toBe(off.moderateText(t, ctx(trust)).decision);
        const held = on.moderateText('we could meet at the park near the library after lunch', ctx(trust));
        expect(held.decision).toBe('REVIEW');
      }
    },
  );
});
