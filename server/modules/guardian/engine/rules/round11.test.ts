/**
 * Round 11 (ADR 174): each concept of rules/round11.ts with hand-written examples (ours, not any challenge set's
 * lines), obfuscated variants, and the hard negatives that share its words: idioms, dark humour about oneself,
 * adults talking about their kids or their own school years, quoting abuse to report it, consent affirmed.
 */
import { describe, expect, it } from 'vitest';
import { createGuardianEngine } from '../guardian-engine';
import type { ModerationContext } from '../types';
import { chatContext } from './test-contexts';

const engine = createGuardianEngine();
const STRANGER = chatContext({ stranger: true });
const MUTUAL = chatContext({ stranger: false });
const TRUSTED = chatContext({ stranger: false, trust: 90 });
const decide = (t: string, c: ModerationContext) => engine.moderateText(t, c).decision;

describe('threats without a violent verb are blocked, whatever the trust', () => {
  it.each([
    'lovely bike you have. be a shame if something happened to it',
    'pity if your windows got smashed... or your car got torched, who knows',
    'people who waste my time tend to have accidents',
    'accidents happen, especially to girls who play games',
    "i'd be careful walking back from work alone if i were you",
    'i would keep an eye on your little brother if i were you',
    'come outside or im coming in',
    '1 kn0w wh3r3 ur m0m l1v3s',
    'my boys know where you stay',
    'i know what time you leave the office every night',
    'i know your dads name and his address, answer me',
    "your son goes to the primary on hill road, right? pickup is at 3 isn't it",
    'put your home address in a chat full of lads, they might pay you a visit',
    "you're lucky i don't know where you sleep",
    'your brakes might fail on the way home tomorrow',
    "i'll snap his arms and then yours if you see him again",
    'someone should break every finger on your hand',
    'i will make sure you never walk again',
    "i'mma pull up on you with the strap",
    'pullin up on u tonight, say ur prayers and goodbyes',
    "you're deaaaad",
    'ur gonna get wet up fr',
    "you'll get a doing when i catch you",
    "i'll find you and you won't like what happens",
    'people like you end up in a river',
    'i hope somebody stabs you on the way home',
    'one more message like that and im coming round with a hammer',
    'your flat 🏠🔥 tonight',
    'you + me + 🔪 = 💀',
    '🔪🔪 see you soon',
  ])('BLOCK: %s', (t) => {
    expect(decide(t, STRANGER)).toBe('BLOCK');
    expect(decide(t, TRUSTED)).toBe('BLOCK');
  });
  it.each([
    'break a leg tonight at the show!',
    "you're so dead when i get home, you finished the last slice lol 😂",
    'be careful walking home tonight, the roads are icy x',
    'accidents happen, dont worry about the wine on the rug',
    'it would be a shame if the rain ruined the picnic',
    "i'll find you at the bar, i'm wearing a red coat",
    'this song is fire 🔥🔥',
    'come down when you are ready, i am parked outside',
  ])('ALLOW: %s', (t) => {
    expect(decide(t, MUTUAL)).toBe('ALLOW');
  });
});

describe('sexual violence: rape in any spelling, a refusal overridden, incapacitation for sex', () => {
  it.each([
    'g e t  r a p e d',
    'ｒａｐｅｄ',
    'u deserve to get r4p3d',
    'i will r*pe you',
    "she's gonna get SA'd and she deserves it",
    'if you tell me to stop i keep going',
    "i won't stop even when you say no",
    'whether you agree or not youre coming to my bed',
    'no means yes in my book 😏',
    "no matter what u say i'm having you",
    'once youre passed out youre mine',
    'get you drunk enough and you wont even remember what i did',
    "i'll slip something in your drink, you'll be so chill",
    'dr0g ur dr1nk and take u home',
    'chloroform and a van, perfect date',
    '💊🍸 then 🛏 😈',
    'you owe me sex for that dinner',
    '1 will f0rce u',
    'girls who flirt like you get what is coming to them',
  ])('BLOCK: %s', (t) => {
    expect(decide(t, STRANGER)).toBe('BLOCK');
  });
  it.each([
    'i volunteer at a rape crisis line on tuesdays',
    'my friend was raped last year and she still has nightmares, please be kind',
    'if you say stop, i stop. always',
    'you can always say no, no pressure at all',
    "feel free to say no, i won't be upset",
    "i'm loud and proud, whether you like it or not",
    'so sad you had to leave early yesterday',
    'i got so drunk at the wedding i passed out on the sofa lol',
    "i don't care if you say no to the movie, we'll do something else",
  ])('ALLOW: %s', (t) => {
    expect(decide(t, MUTUAL)).toBe('ALLOW');
  });
});

describe('minors: a speaker at school, a preference for the young, secrecy with a child', () => {
  it.each([
    'im a sophomore in high school, is that ok?',
    "i'm in 9th grade lol",
    'im in year 10 but i look older',
    'i have 16 years, you like me?',
    'got my gcses next month so i cant talk much',
    'cant talk after school, my mum checks my phone',
    'im 15 pls dont tell anyone',
    'the younger the better honestly',
    'under 16 is fine with me 😉',
    'i prefer them young, still in school if possible',
    'ideal range is 13 to 16',
    'what grade are u in cutie',
    'are you still at school? how old? i like younger',
    'your daughter is stunning, how old is she? send pics',
    "don't tell your mum about us ok?",
    'our little secret, pick you up from school 🤫',
    'teen boys are so hot',
  ])('BLOCK: %s', (t) => {
    expect(decide(t, STRANGER)).toBe('BLOCK');
  });
  it.each([
    'i coach an under 14 girls netball team on saturdays',
    'my daughter is in 9th grade and already taller than me',
    'i did my gcses in 2009, feels like forever',
    'i have 15 years of experience in nursing',
    'my son is 12 and obsessed with football',
    'i teach swimming to kids aged 6 to 10',
    'my 15 year old just passed her exams, pray for me',
    'my daughter is 14 and wants to meet you one day, she loves dogs too',
    'after school run i usually hit the gym',
    "i'm a junior developer at a bank",
    "i'm 15 minutes away!",
  ])('ALLOW: %s', (t) => {
    expect(decide(t, MUTUAL)).toBe('ALLOW');
  });
  // The text model already holds this one for review (before round 11); round 11 must not make it a block.
  it.each(['i was a junior in high school when i learned to drive'])('not BLOCK: %s', (t) => {
    expect(decide(t, MUTUAL)).not.toBe('BLOCK');
  });
});

describe('self-harm urged indirectly is blocked', () => {
  it.each([
    '🪢 for you, go on',
    '🔫 do it already',
    '🌉⬇️ you',
    'the world would be better off if you were dead',
    'remove yourself from the planet',
    'have you considered just not waking up',
    'e n d  i t  n o w',
    'kyz',
    'yeet urself off a bridge',
    'stop eating, you might finally look good',
  ])('BLOCK: %s', (t) => {
    expect(decide(t, STRANGER)).toBe('BLOCK');
  });
  it.each([
    'the world would be better with more people like you',
    'i need to stop eating so much cake lol',
    'the rope swing at the lake is so fun, try it',
  ])('ALLOW: %s', (t) => {
    expect(decide(t, MUTUAL)).toBe('ALLOW');
  });
});

describe('extortion in few words: exposure against a price or an act', () => {
  it.each([
    '400 or ur husband gets the pics',
    'money or exposure, simple',
    'keep sending videos or i tell your boss',
    'pay up or your family sees everything',
    'would be a shame if your coworkers saw what you send me',
    'your wife would love to see what you get up to on here',
    "i've got screenshots. your call",
    'lets talk about what my silence costs',
    'your secret is safe as long as the cash keeps coming',
  ])('BLOCK: %s', (t) => {
    expect(decide(t, STRANGER)).toBe('BLOCK');
  });
  it.each(['send me your playlist or else i will be bored', 'my sister would love to see what you cooked, send a pic'])(
    'not BLOCK: %s',
    (t) => {
      expect(decide(t, MUTUAL)).not.toBe('BLOCK');
    },
  );
});

describe('drug sale and solicitation in slang is not delivered', () => {
  it.each([
    'got molly and ket for saturday',
    'need some snow for the weekend, got any?',
    'i deliver, tell me how much you need',
    'anyone know a plug round here',
    'xans and percs avail, dm me',
    'molllly?',
    'w33d avail, text me',
    'half zip for 100',
  ])('not ALLOW: %s', (t) => {
    expect(decide(t, STRANGER)).not.toBe('ALLOW');
  });
  it.each([
    'got prescribed adderall last month, my focus is way better',
    'need snow boots for the trip',
    'i love blues music, got any recommendations?',
    "i'm your guy if you need help moving house",
    'got gas in the car, we can go whenever',
    'we got snow today, the kids are thrilled',
    "i'm keeping tabs on the weather for saturday",
    'burger and a coke? my treat',
    'i have my nan on speed dial',
  ])('ALLOW: %s', (t) => {
    expect(decide(t, MUTUAL)).toBe('ALLOW');
  });
});
