/**
 * ADR 323: the severe-harm reader's extortion reading corroborated by the demands it was missing — slang and dialect
 * demand verbs (gimme, cough up, pony up, fork over), material sold back ("you can buy them back"), the relationship as
 * the price ("keep seeing me"), the reader's people or public told ("or i tell your wife", "the board reads about it"),
 * and a lever named before an "unless you pay". Harmless twins (written for this file, no challenge-set or review-probe
 * line): errands, bets, bookings, bills, forfeits over trivial things, messages passed on. The harmful paraphrases
 * are mine.
 */
import { describe, expect, it } from 'vitest';
import { createGuardianEngine } from '../guardian-engine';
import { demandAtReader } from './severe-cues';
import { biasHead, linesAccepted as read } from './severe-head-fixtures';
import { HARM_CONTEXTS, chatContext } from './test-contexts';

const TWINS = [
  "give me a call or text me later, whatever's easier",
  "gimme a shout or i'll just see you at the pub",
  "gimme five mins or i'll be late, sorry",
  "cough up the details or i'll never know where we're going lol",
  "send me the address or i'll get lost, you know me",
  'pay me back whenever, or just buy the first round, no stress',
  "you can buy them back at the car boot sale if you miss them, they're only a fiver",
  'you can have the books back whenever, or keep them, honestly',
  "keep meeting me for coffee or i'll get withdrawal haha",
  "come back to me when you've decided, no rush at all",
  "text me when you land or i'll worry",
  "give me your honest opinion or i'll tell you mine first",
  "tell me the film title or i'll be thinking about it all night",
  "transfer the deposit to the landlord by friday or he'll give the flat to someone else",
  'pay the parking fine by monday or it doubles, ask me how i know',
  "give me your jacket size or i'll guess and get it wrong",
  'send me the recipe unless you want me to ring your mum for it',
  'buy the tickets tonight unless you want the back row again',
  "call me tonight or i'll call you, either way",
  "fork out for the good wine or we're drinking my homebrew",
  "give me a ring if you're free, or message me, i'll tell you the plan",
  "i'll tell my sister you said hi, she'll love that",
  "pay attention or you'll miss the best bit of the film",
  'send the photos from the wedding or my mum will never forgive you, she wants them all',
  "give me a minute or two, i'm just finishing a call with my boss",
  "unless you pay for parking they clamp you there, it's brutal",
  "if you don't pay the council tax they send letters forever, i learned the hard way",
  "the whole village reads about the fete in the newsletter, it's adorable",
  'my gran reads about every wedding in the local paper',
  "give the dog a treat or he'll sulk all evening",
  'pay up, you lost the quiz bet fair and square 😂',
  "you owe me a pint, pay up or i'll mention it every single time",
  'transfer me the tenner for the taxi when you can, or get the next one',
  "if you don't send me that meme i'll tell everyone you have terrible taste lol",
  "keep texting me good morning or i'll be grumpy all day 😊",
  'give me what i want: a sunday roast and a long walk',
  "give me the honest answer or i'll call your bluff at poker",
  'buy them back from the pawn shop before they sell them, that ring means a lot',
  'you can buy them back from the charity shop, i saw your old boots there',
  "i'll call the home office helpline tomorrow about my visa renewal, wish me luck",
  "my boss reads about every complaint online, it's stressful",
  'the whole team hears about it when someone forgets the milk',
  'give me your number or your insta, whichever you prefer',
  "pay me in biscuits or i'm not helping you move",
  "tell her i said congratulations, or i'll tell her myself",
  "send me the link or i'll never find that article",
  "give me a hint or i'll guess wrong all night",
  'cough up, you promised me a rematch',
  "gimme a sec, the kettle's on",
  'you could buy them back cheaper on ebay honestly, those trainers',
  'keep seeing me on thursdays? the quiz team needs you',
  "carry on meeting me at the market, it's our thing now",
  "come back to me with a date that works and i'll book it",
  "i'll tell your sister you said hi when i see her at work",
  "i'll call the restaurant and move the booking to 8",
  "i'll ring the garage tomorrow about your car, don't worry",
  "i'll email the landlord about the boiler, or you can, either way",
  "i'll message the group about saturday unless you want to",
  "i'll show them the photos from the trip, they'll love the one of the goat",
  'the whole office reads about it in the newsletter every month',
  "my mum hears about everything eventually, she's a detective",
  'pay me back for the concert whenever, or get dinner, no rush',
  "send me your flight times or i'll be at the wrong terminal",
  "buy the milk or we're having black tea again",
  'transfer the money to the holiday fund by friday or the villa goes to someone else',
  "give me your address for the wedding invite or i'll send it to your work",
  "if you don't pay the deposit the venue gives the date away, so do it soon",
  "unless you pay extra they don't deliver upstairs, annoying",
  "if you don't give me a clue i'll never guess your birthday plan",
  'unless you send the form by monday the course fills up',
  "gimme your coat, you're shivering",
  'cough up the gossip, what happened at the party',
  'fork out for a taxi or walk home in the rain, your choice',
  "give me your best karaoke song or i'll pick one for you",
  "send me a photo of your dog or i'm not convinced he exists",
  "pay for dinner and i'll get the cinema, deal?",
  "you'll have to buy them back off my brother, he took your dvds",
  "i'll report you to the fun police if you skip karaoke again 😂",
  "i'll tell them you're running late, don't stress",
  "i'll call your name when the table's ready, they said",
  "i'll show your mum how to use the app, she asked me",
  "give me the car keys or you'll drive tired, i'm serious",
  'send me the spreadsheet or my boss will have my head',
  "pay the deposit or we lose the cottage, i'm not joking, it's popular",
  "if you don't text back i'll assume you're asleep",
  "unless you'd rather stay in, then i'll bring wine",
  "buy me a drink or i'm telling the barman it's your birthday 😂",
  "gimme the last cookie or i'm sulking all night",
  "hand it over, that's my hoodie and you know it",
  "keep texting me or i'll miss you, simple as",
  'transfer me the half for the airbnb when you get paid',
  "give me your honest review of the book or i'll never lend you another",
  "send me your spotify or i'll judge your taste forever",
  "pay me a compliment or i'm going home lol",
  "the whole street hears about it when my neighbour's parrot escapes",
  'everyone sees the christmas photos on the family group anyway',
  "i'll tell my boss i'm sick and we can go to the beach 😉",
  "i'll inform the committee about the new date, don't worry",
];
// Twins main's demand reader already reads (a forfeit backed by a playlist or a photo): unchanged here.
const READ_ON_MAIN = [
  'hand over the aux or everyone hears my terrible playlist haha',
  "send me the pics from the hike or i'll post my blurry ones instead",
];
const HARM = [
  'gimme 500 quid or i leak the vids to your whole office',
  'you can buy the photos back for a grand or i post them in your village group',
  'transfer me 2k or your church reads about what you get up to on here',
  'your nudes go to everyone on your friends list unless you pay me tonight',
  'keep seeing me or i tell your wife everything, your choice',
  'give me what i want or i call your employer with the screenshots',
  'cough up 300 or the whole street sees them pics',
  'pony up or i report you to your regulator with everything i have',
  'fork over the cash or i tell your husband about us',
  'unless u send 1k ur family sees the video',
];

const off = createGuardianEngine({ severityHead: null });

describe('ADR 323: extortion demands the severe reader was missing', () => {
  it('has at least 100 harmless twins and 5 harmful paraphrases', () => {
    expect(TWINS.length + READ_ON_MAIN.length).toBeGreaterThanOrEqual(100);
    expect(HARM.length).toBeGreaterThanOrEqual(5);
  });
  it('the demand reader reads every paraphrase and no twin', () => {
    expect(read(demandAtReader, HARM)).toEqual(HARM);
    expect(read(demandAtReader, TWINS)).toEqual([]);
  });
  it(
    'a head reading extortion BLOCKs the paraphrases everywhere and leaves every twin as with no head',
    { timeout: 120_000 },
    () => {
      const on = createGuardianEngine({ severityHead: biasHead('extortion') });
      for (const ctx of HARM_CONTEXTS) for (const t of HARM) expect(on.moderateText(t, ctx).decision, t).toBe('BLOCK');
      const ctx = chatContext({ stranger: false });
      const moved = TWINS.filter((t) => on.moderateText(t, ctx).decision !== off.moderateText(t, ctx).decision);
      expect(moved).toEqual([]);
    },
  );
});
