/**
 * ADR 218: the token-level clause reader. The harmful lines and the hard negatives below were written before the
 * reader was tuned, in our own words (no challenge set's line): threats, sexual violence and self-harm incitement in
 * several word orders and obfuscations, and the harmless talk that shares their words (idioms, sport and games, work
 * in kitchens, wards and fields, dark humour, abuse received and reported, the speaker's own pain).
 */
import { describe, expect, it } from 'vitest';
import { createGuardianEngine } from '../guardian-engine';
import { chatContext, familyReading } from '../rules/test-contexts';
import { clauseReaderSignals } from './clause-reader';

const MUTUAL = chatContext({ stranger: false });
const TRUSTED = chatContext({ stranger: false, trust: 90 });
/** The reader's own finding (kinds joined), without the earlier families. */
const reads = familyReading(clauseReaderSignals);

const THREATS = [
  'me and my cousins will find your car and smash your face in',
  'touch my phone again and i will break both your arms',
  'if you block me i swear your mum gets hurt',
  "you're going to bleed for this, trust me",
  'i know where you work. you will get hurt',
  'gonna put u in the hospital next time i see u',
  'ill b3at ur h3ad in',
  'k i l l  y o u r  d o g, thats whats gonna happen',
  'your brother is getting stabbed unless you pay up',
  'keep ignoring me and i burn your house down',
  'i hope someone shoots you on your way home',
  'you deserve to be beaten until you cant stand',
  'my boys are about to pull up and hurt you',
  'i will strangle you with your own scarf',
  'one more word and imma cut you',
  'answer me or you are dead',
  'wish somebody would drown you',
  'ur family will pay, im gonna hurt every one of them',
  "i'll end you and your little dog",
  'finna smash ur skull wit a bat',
];
const SEXUAL_VIOLENCE = [
  "i'll r@pe you when i get you alone",
  "you're getting fucked whether you want it or not",
  'someone should hold you down and rape you',
  'gonna spike your drink so you stop saying no',
  'i will force myself on you, no is not an answer',
  'hope you get raped tbh',
  "i'll drug her and take what i want",
  'i will make you have sex with me even if you cry',
  'you will be r a p e d',
  'you deserve to be forced into it',
  'i am going to pin you down and do what i like, you will not stop me',
  'one day ill hold u down and fvck u whether u like it or not',
];
const SELF_HARM = [
  'kys',
  'k y s loser',
  'go hang urself',
  'just kill yourself already nobody cares',
  'you should unalive yourself',
  'do the world a favour and jump off a bridge',
  'slit ur wrists',
  'take all your pills and never wake up',
  'hope you overdose tonight',
  'why dont you just end your life',
  'go drink bleach',
  'k1ll y0urself',
  'nobody would miss you, go die',
];

const HARMLESS = [
  "i'd kill for a pizza right now",
  "we're gonna destroy you at pub quiz",
  'my ex said he would hurt me so i blocked him',
  'we will murder you on the pitch saturday lol',
  'i am going to kill this exam tomorrow',
  'chef told me to cut the onions and burn the sugar a bit',
  'at work we had to restrain a patient who was choking',
  'going hunting with dad, hope we shoot a deer',
  'that comedian killed me, i was crying laughing',
  'my back is killing me after the gym',
  'i want to cut my hair short',
  'gonna smash this workout',
  'he threatened to kill me last year and the police got involved',
  'in the film the guy stabs his brother, so dark',
  'that game where you shoot zombies is my favourite',
  'i nearly died when i saw the bill',
  'she said she would rape him in the debate lol',
  'the boxer will beat him in the third round',
  'please dont hurt yourself, call the samaritans on 116 123',
  'if you ever feel like ending it, talk to me or a helpline',
  'i used to self harm but i am doing better now',
  'sometimes i want to die when my anxiety is bad',
  'our team is going to crush you in five a side',
  "i'll hang the pictures up tomorrow",
  'you will love the knife skills class',
  'my nails are going to break if i keep this up',
  'i will break the news to my mum tomorrow',
  'the heat will kill my plants',
  'i hope you kill it at your interview',
  'you are going to slay in that dress',
  'i would never hurt you',
  'i will not hurt you, you are safe with me',
  'my dad would kill me if he saw this lol',
  'a guy at the bar tried to spike my drink so i left',
  'he raped my friend and he is in prison now',
  'i reported the guy who said he would find me',
  'paramedic life: cut his shirt open and shocked him twice',
  'she will beat you at chess, she always does',
  'lets end the night with karaoke',
  'we are going to bury the time capsule in the garden',
  'drown the pasta in sauce, trust me',
  'jump in the pool with me',
  'imma shoot you a text later',
  'hit me up when you are free',
  // Found while reading DEVELOP lines (our own words, same shapes).
  "i'll take you to dinner whether you like it or not haha",
  'i put something in your drink, a slice of lime',
  'gonna shoot some hoops later if you fancy it',
  "might steal the last slice at the end of the night if you're slow",
  'ur so dead when i get home, you finished the ice cream 😂',
  "i'll beat you at darts, no contest",
  "you're killing it, keep going",
  'old habits die hard',
  'the odd scary film is fine by me',
  'i want to strangle you sometimes, you are so annoying, love you',
  'i want you so bad, i just want to tie you up and kiss you everywhere',
  "you'll get hurt if you climb that wall in flip flops lol",
  'my niece, i want to cut her fringe like that',
];

/**
 * Harmful twins of the reader's guards (ADR 218), written before they landed: for each reason the reader lets a
 * line go — a contest ("beat you at …"), games / sport / fiction talk, laughter, "I want to" with an inflated verb, a
 * plan after "take you", a thing after "you", a negation — lines an attacker would write to ride it. The engine blocks
 * them whatever the trust.
 */
const GUARD_TWINS = [
  "i'll beat you at your front door till you cant stand",
  "i'll kill you at your house tonight",
  'i will murder you at work tomorrow, watch',
  'gonna beat you at the car park after your shift and break your legs',
  "i'll end you at the station",
  "after the game i'm going to stab you",
  "i'll shoot you at the match on saturday",
  'the film was rubbish but i will still stab you when i see you',
  "see you at the gym, i'll kill you there",
  "ranked lobby tonight then i'm going to find you and hurt you",
  "i'll kill you lol i know where you live",
  "lol you're dead when i find you, i know your address",
  "haha i'm going to strangle you for real",
  'lmao i will murder you and your family',
  'i will kill you 😂 not joking',
  'i want to strangle you until you stop breathing',
  'i want to choke you till you pass out',
  "i'll take you to my car whether you like it or not",
  "i'll take you home whether you like it or not and you'll do what i say",
  "i'll shoot you a bullet",
  "i'll cut you a new smile",
  "i won't stop until i hurt you",
  "nobody will find you when i'm done, i'll bury you",
  "you won't see it coming, i'll stab you",
  // Sexual words alone do not make restraint violent; an override or a sexual-force act does.
  "i'll tie you up and fuck you, you won't be able to stop me",
  'gonna hold you down and fuck you whether you want it or not',
  'ill pin u down and fuck u even if you scream',
  "i'll tie you up and rape you",
  "i'll hold you down and do what i want to you",
  // A fate with no speaker behind it is a warning; an ultimatum or the speaker keeps it a threat.
  "you'll get hurt unless you pay",
  'your kids will get hurt or else',
  "your sister is getting hurt tonight if you don't answer me",
  "you'll get hurt if you go to the police, i promise",
  'you will get stabbed if you block me',
  // "her hair" is a thing; her throat, her house, her face, her herself are not.
  "if you leave me i'll cut her throat",
  "i'll burn her house down if you don't answer",
  "touch me again and i'll smash her face in",
  'i will hurt her if you ignore me',
  'i will hurt her bad if you ignore me',
];

describe('clause reader (ADR 218): harmful lines are read', () => {
  it.each(THREATS)('threat: %s', (t) => expect(reads(t)).toBe('threat'));
  it.each(SEXUAL_VIOLENCE)('sexual violence: %s', (t) => expect(reads(t)).toBe('threat'));
  it.each(SELF_HARM)('self-harm incitement: %s', (t) => expect(reads(t)).toBe('self_harm_incitement'));
});

describe('clause reader (ADR 218): hard negatives are not read', () => {
  it.each(HARMLESS)('%s', (t) => expect(reads(t)).toBe(''));
});

const engine = createGuardianEngine();

describe('clause reader (ADR 218): harmful twins of its guards are blocked', () => {
  it.each(GUARD_TWINS)('%s', (t) => {
    expect(engine.moderateText(t, MUTUAL).decision).toBe('BLOCK');
    expect(engine.moderateText(t, TRUSTED).decision).toBe('BLOCK');
  });
});

describe('clause reader (ADR 218): in the engine, a credible threat blocks whatever the trust', () => {
  it.each([
    'me and my cousins will find your car and smash your face in',
    "you're getting fucked whether you want it or not",
    'go hang urself',
  ])('%s', (t) => {
    expect(engine.moderateText(t, MUTUAL).decision).toBe('BLOCK');
    expect(engine.moderateText(t, TRUSTED).decision).toBe('BLOCK');
  });
});
