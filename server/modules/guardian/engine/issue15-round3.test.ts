/**
 * Issue 15, third round (ADR 100): the rule families tuned on our own development set
 * (corpus/dev-set-round3.jsonl, written before tuning; never the challenge set). One block per miss
 * category, each with obfuscated variants (spaced, leet, repeated letters, emoji, look-alikes,
 * slang) taken from the dev set, and the harmless look-alikes the narrowing pass protects.
 */
import { describe, expect, it } from 'vitest';
import { createGuardianEngine } from './guardian-engine';
import type { ModerationContext } from './types';

const engine = createGuardianEngine();
const ctx = (trustScore: number, replied: boolean): ModerationContext => ({
  surface: 'message',
  grid: 'date',
  sender: { trustScore, accountAgeDays: 30, recentReports: 0, recentBlocks: 0, messagesLastMinute: 1 },
  recipient: { receiveTextNSFW: false, receiveImageNSFW: false },
  senderNsfw: { receiveTextNSFW: false },
  recipientHasReplied: replied,
});
const decide = (t: string, trust = 50, replied = true) => engine.moderateText(t, ctx(trust, replied)).decision;

const BLOCK: Record<string, string[]> = {
  'threats (conditional, euphemistic, street)': [
    "block me and I'll find out where you live, then we'll talk",
    'keep ignoring me and see what I do to you',
    'people like you deserve a bullet',
    "you'd better pray I never find you",
    "say that again and i'm pullin up on you fr",
    'u gon get smoked talkin like that',
    "I'll beat the living daylights out of you",
    "ignore me one more time and you'll wish you were dead",
    "unmatch me and I'll make sure you never feel safe again",
    "next time I see you I'm breaking your legs",
    "I've got a baseball bat with your name on it",
    "answer me or you'll find out what happens",
    'someone should punch you in your smug face',
    'keep talkin and u catchin a bullet',
    "I'll choke the life out of you",
    'i will k i l l you',
    "i'm gonna kiiiiill youuuu",
  ],
  'sexual violence': [
    "next date I'll put something in your drink and take what I want",
    "I'll hold you down and you'll take it",
    "no doesn't mean anything to me",
    "when I get you alone you won't have a choice",
    "I'll make you do things you don't want to",
    'someone should teach you a lesson in bed whether you want it or not',
    "I'll tie you up and not stop even if you scream",
    'deserve to be gang raped honestly',
    'i will r a p e you',
  ],
  'incitement to self-harm': [
    "if I were you I'd kill myself",
    "you're a waste of oxygen, do us all a favour",
    'nobody wants you alive',
    'kyssss',
    'end yourself',
    "rope's cheap, use it",
    'you should throw yourself in front of a train',
    'everyone would be happier if you killed yourself',
    'k1ll urs3lf loser',
  ],
  'minors (speaker under 18, sexual interest in minors)': [
    'just turned 16 last month lol',
    'not 18 yet but I lied on my profile',
    'im 1five',
    'i am 1 5 years old',
    "my birthday is next month, I'll finally be 17",
    'do you like younger girls? like really young',
    'send me pics of your little sister',
    "I'd love to have fun with a schoolgirl",
    'any girls under 16 want to chat?',
    'I like them young, 13 or 14',
    "I've got my GCSEs next month so I can't chat much",
    'i dont care that youre 15, come over',
    'im fifteeeen',
  ],
  'extortion and sextortion': [
    "I know your family's facebook, want me to show them what you sent me?",
    "if you don't pay, your pics will be all over the internet",
    "transfer 400 to this account or I'm messaging your mum",
    "it'd be a shame if your employer saw how you really are",
    'gift cards, 500 worth, or I post the recording',
    "I saved every photo you sent. you'll do what I say now",
    'do what I tell you or these go to your whole contact list',
    'keep sending me pics or I tell everyone at your school',
    'run me 300 or ya pics hittin the timeline',
    'you want this to stay between us? then it costs you',
    "if you don't send more I'm sharing what I have with your ex",
    "I'll email the video to your work unless the money arrives by friday",
  ],
};

const NOT_ALLOW: Record<string, string[]> = {
  'drug dealing in slang': [
    'anyone know where I can grab some coke for saturday?',
    'I can sort you out with some molly for the festival',
    '❄️❄️ available, dm for prices',
    'my guy has the best gas in town, want me to link you',
    'looking to score some ket tonight',
    "fancy doing a line before we go out? I've got plenty",
    'I deal a bit, mostly pills and coke, nothing heavy',
    'u smoke? i can get u a half for cheap',
    "I've got some good stuff if you want to get high together, I'll bring it",
  ],
  'scams incl. work from home': [
    'hi dear, are you interested in a part time job? earn 500 daily from your phone',
    "I need help paying for my mother's surgery, anything helps",
    "please verify yourself on this site before we meet, it's only $10",
    'want to make easy money? message me for details',
    "I'll send you a code by text, just read it back to me",
    "my visa fee is due and I can't pay it, could you lend me 400?",
    'bro i got a lick, flip ur 100 into 1k on cashapp',
    'w o r k   f r o m   h o m e  earn 400/day, dm me',
    'looking for people to join my team, earn money online part time',
    'a mate of mine pays people 150 just to receive packages at home, want in?',
    'lend me 100 till friday babe? my wallet got stolen',
  ],
  'off-platform lures': ['👻 me: lilyy.k', 'slide in my dms on ig', "do you use discord? let's talk there"],
};

const UNSOLICITED = [
  "you look like you'd be great in bed ngl",
  'what colour is your underwear right now',
  "I'm naked in bed thinking about you, join me",
  'just want a quick hookup, my place, no talking',
  'sennnnd me a pic of ur asssss',
  "hey want to see what I'm packing?",
  'describe your nipples to me',
  'u tryna link and smash later',
  'take a photo of you in the shower for me',
];

const SAFE = [
  // self-descriptions and everyday phrasings the narrowing pass keeps ALLOW
  "lol I'm basically a 12 year old when it comes to fart jokes",
  'I hope you kill it at your interview tomorrow!!',
  "I'm 34, divorced, two kids who are with me every other week",
  "my dog is called biscuit and he's 12, basically a grumpy old man now",
  'my son turns 16 next month and wants a car, pray for me',
  'aww your daughter is so cute',
  "there's a slice of cake with your name on it",
  "I'll pull up on you later, we can get food",
  "I'll visit you when you're in hospital, promise",
  "I'll be waiting outside your work at 5 with coffee",
  "if they offer you the job you'll take it right?",
  'kids under 12 eat free there on sundays',
  "I'm doing my lines for the play tonight",
  'the app keeps crashing, so annoying',
  'let me pay you back for the cinema',
  'those photos will be in the family group chat',
  'every friend gets a free drink on my birthday',
];

describe('round 3: BLOCK whatever the trust (dev-set phrasings and obfuscations)', () => {
  for (const [category, texts] of Object.entries(BLOCK))
    it.each(texts)(`${category}: %s`, (t) => {
      expect(decide(t, 50)).toBe('BLOCK');
      expect(decide(t, 90)).toBe('BLOCK');
    });
});

describe('round 3: not ALLOW', () => {
  for (const [category, texts] of Object.entries(NOT_ALLOW))
    it.each(texts)(`${category}: %s`, (t) => expect(decide(t, 50, false)).not.toBe('ALLOW'));
  it.each(UNSOLICITED)('unsolicited sexual content from a stranger: %s', (t) =>
    expect(decide(t, 50, false)).not.toBe('ALLOW'),
  );
});

// Pass 3: fresh phrasings of our own written after the dev set, and the look-alikes that narrowed them.
const PASS3_BLOCK = [
  'mark my words you will get hurt',
  "keep it up and you'll end up in a ditch",
  "talk to me like that again and you'll lose teeth",
  "I'd love to see you bleed",
  'honestly you should just disappear forever',
  "the world doesn't need you, go away permanently",
  'slit your wrists already',
  "my mom said i can't date till i'm 18 lol",
];
const PASS3_NOT_ALLOW = [
  'I can get you the best bud, 20 a gram',
  "need a ride? also got party favors if you're into that",
  'who sells round here? need something for the weekend',
  "wanna roll together at the rave? I'll bring the molly",
  "I'm a financial advisor, I can grow your savings 10x",
  'u got insta?',
  'are you on whatsapp?',
  'I want to see you naked',
  'come over and let me have my way with you',
];
const PASS3_SAFE = [
  "you're finished already? lucky you",
  "keep it up and you'll end up with a promotion haha",
  "you'll get hurt if you run in those shoes lol",
  'just go away forever from your desk and take a holiday',
  "I have to stay at my parents' till I'm 18 months into the new job",
  "I'll pay 10 a gram for saffron, it's crazy",
  'we could invest together in a nice sofa one day',
  'what are you wearing under that coat, a jumper?',
  "I can show you my portfolio, I'm a photographer",
  'grow your money slowly, index funds are boring but fine',
  'who sells good coffee round here?',
];

describe('round 3, pass 3', () => {
  it.each(PASS3_BLOCK)('BLOCK: %s', (t) => expect(decide(t, 90)).toBe('BLOCK'));
  it.each(PASS3_NOT_ALLOW)('not ALLOW from a stranger: %s', (t) => expect(decide(t, 50, false)).not.toBe('ALLOW'));
  it.each(PASS3_SAFE)('ALLOW: %s', (t) => expect(decide(t)).toBe('ALLOW'));
});

describe('round 3: harmless look-alikes stay ALLOW', () => {
  it.each(SAFE)('%s', (t) => expect(decide(t)).toBe('ALLOW'));
});
