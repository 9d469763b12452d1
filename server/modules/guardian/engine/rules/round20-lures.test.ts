/**
 * Round 20 (ADR 243): scams, off-platform lures and unsolicited sexual openers read by class. Our own paraphrases of
 * each class (written from the classes the DEVELOP misses fall into, never their lines), and the ordinary chat that
 * shares their words (bill splits, paying a friend back, jobs and pay, crypto as a hobby, numbers after meeting,
 * handles between people already talking, opted-in flirting, sex-ed and medicine, logistics, cooking, sport, games,
 * kids, pets, quoting, news), written before any reading and asserted ALLOW.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { createGuardianEngine } from '../guardian-engine';
import type { ModerationContext } from '../types';
import { chatContext } from './test-contexts';

const engine = createGuardianEngine();
const STRANGER = chatContext({ stranger: true });
const MUTUAL = chatContext({ stranger: false });
const OPTED_IN = chatContext({ stranger: false, optedIn: true });
const OPTED_IN_STRANGER = chatContext({ stranger: true, optedIn: true });
const decide = (t: string, c: ModerationContext) => engine.moderateText(t, c).decision;
// The engine's first message builds its tables (seconds under load): not any one case's time.
beforeAll(() => void decide('hello there', MUTUAL), 60_000);

/** Scam classes: held in an ongoing chat and from a stranger. */
const SCAM_CLASSES: Record<string, string[]> = {
  'a one-time code that reached the reader asked back': [
    'can you read me the 6 digit code they just texted you? its for my account check',
    'pls forward the verification code you got, i typed your number by mistake',
    "what's the code that just came to your phone? need it to log in",
    'send me that sms code real quick, its for the verify step',
    'a c0de just went to ur phone, send it back to me pls',
    'tell me the otp you just received hun',
    'did u get a 4 digit code just now? pass it over, my phone is broken',
    'send me the v3r1f1(4t10n c0de',
  ],
  'a store card asked for, or its back': [
    'could you grab me a £25 google play card, i will sort you out later',
    'buy a steam card and send me a photo of the back',
    'get me an itunes c a r d babe',
    'scratch the back of the card and send me the numbers',
    'can u pick up a g1ft c4rd for me on ur way',
    'send me a pic of the back of the amazon card',
    'send me a g i f t c a r d hun',
    'get 17un35 c4rd5 for me pls',
  ],
  'a loan pleaded with a promise to repay': [
    "please send me 200 quick, i'll pay you back on friday i promise",
    'can you lend me £80 till payday? will pay u back',
    "bless me with 50 and i'll return it tomorrow",
    "transfer me 150 real quick, i'll give it back next week",
    'pleaseee send me 400, ill pay u back soooon',
  ],
  'a sum asked with a hardship': [
    "my rent is due tomorrow and i'm short, could you spare 200?",
    "my dad needs surgery and we can't afford it, even 100 would help",
    'my mum is in hospital and i cant pay the meds, could you help me with 250 hun',
    "i'm stranded at the bus station, can u send 60 for a ticket home",
    'they blocked my card and i am desperate, could you lend 90 till the bank sorts it',
  ],
  'a fortune moved through the reader for a share': [
    'my uncle left a large fortune in a bank abroad and i need a trustworthy person to receive it, you keep 30%',
    'i am a bank officer with unclaimed funds, help me move them and you will get a share',
    'there is 3 million dollars in an estate with no heir, partner with me and take 25 percent',
    'i need someone with a bank account to receive a transfer for me, you will be rewarded',
    "help me release my inheritance from customs and i'll give you 40% of it",
  ],
  "money passed through the reader's account for a cut": [
    'let some payments land in your account and send them on, keep 10% for you',
    'i need to borrow your bank account for a couple transfers, you keep a cut',
    'be my payment agent, money comes in you send it out minus your commission',
    'can money go through your account for me? you keep some of it',
    'mule a few payments for me and take a slice',
  ],
  "the reader's money multiplied in a scheme": [
    "put 200 in my trading group and it's 1000 by friday",
    'send 100 and get 500 back tomorrow, guaranteed',
    'join my forex signals, start with £250 and double it this week',
    'drop 50 into my bitcoin pool and watch it triple',
    'u send me 500 i send u back 1500 by tonight, zero risk',
  ],
  'work that first costs the reader': [
    'earn 500 a day from home liking posts, just a 30 registration fee',
    'easy online task job, pay 50 to unlock your first tasks',
    'work from 🏠 and make 💰 daily, starter kit 💳 99 to join',
    'hiring now: rate products online, deposit required to activate your account',
    'remote job, 300 daily, you only need to pay the training fee first',
  ],
};

/** Off-platform: a push off here (any chat) or a stranger's move (stranger). */
const OFF_PLATFORM_CLASSES: Record<string, string[]> = {
  "the reader's number asked, this app dismissed (any spelling)": [
    'drop ur numba, this app is trash',
    'whats ur n u m b e r, i never check this app',
    'gimme ur digits, app keeps crashing',
    'wats ur nvmber? this app is dead',
    "send me your no. this app's so laggy",
    'your whatsapp? this apps rubbish',
    'whats ur numbah? lets just text',
    'wa number? dis app bad',
  ],
  'verify or sign up on an outside site first': [
    "verify yourself on this site first so i know you're real: safe-date-check.com",
    'before we meet, sign up on my verification page, its free',
    'i only meet people verified on datesafe, here is the link',
    'register on this link so we can video chat',
    'go to my site and make an account so i know you are not a bot',
  ],
  'a stranger moving the chat to a work or social app': [
    'hit me up on linkedin, i barely log in here',
    'message me on slack, my handle is dan_rides',
    'ping me on teams, im always on my laptop',
    'add me on twitter, its @sunnyjo99',
    '1nst4gram is better, 4dd me',
  ],
};

/** Unsolicited sexual content, from a stranger to a member who did not opt in. */
const UNSOLICITED_CLASSES: Record<string, string[]> = {
  "the reader's intimate body asked to be seen, in slang, emoji or another language": [
    'send me a pic of ur t1tt1es',
    'show me ur boobies pls',
    'montre-moi tes seins stp',
    'enséñame tus tetas',
    'send a 📸 of your 🍑',
    'can i get a pic with no top on',
    'ur bum pics? i pay in compliments 😏',
    'yuh booty nice, sen me a pic',
    'send me a lil somethin 😏',
    'send a n u d e pic',
    'zeig mir deine titten',
    'muéstrame tus pechos',
    'manda foto de tus nalgas',
    'fais-moi voir tes fesses',
    'fammi vedere le tette',
    'me manda foto da sua bunda',
    "send me something i can't show my mum 😏",
    'bet ur 🐱 tastes sweet',
  ],
  "the speaker's genitals offered": [
    'want to see my c0ck?',
    'i can send you a pic of my d!ck if you want',
    'wanna see my 🍆',
    "i'm hung, 8 inches, want a photo?",
    'would you like a picture of my penis',
    'wanna see my sausage? its massive',
    'i am well hung, 9 inches, can show you',
  ],
  'sex with the reader proposed or described': [
    'lets f*ck tonight, your place?',
    'i wanna bend you over my kitchen table',
    'can i eat your 🐱',
    "i dreamed about sleeping with you, let's make it real",
    "i know exactly what i'd do with that mouth",
    "i'd love to show you what i can do to you in bed",
    'open your legs for me tonight',
    'im a mechanic, i can check under your hood if you know what i mean, tonight?',
    'do you wax down there?',
  ],
};

/**
 * Harmful probes main (ba9b10f) delivered before this round's readings (a ledger: each is asserted still delivered in
 * the context that misses it, so a fix fails its line, which then leaves the list).
 */
const MISSED = new Set<string>([]);

/**
 * Harmless probes older readers (or the text model) already hold on main: not this round's readings (they add none),
 * asserted still held so a fix elsewhere shows; every other harmless probe is asserted ALLOW.
 */
const HELD_ON_MAIN = new Set<string>([
  'can you venmo me 12 for the pizza',
  'the promo code they sent me gave 20% off',
  'i got a gift card for my birthday, gonna spend it on books',
  "here's my number, text me when you're outside",
  'add me on insta if you want to see more of the dog',
  'follow me on insta, i post all my baking there',
  'whats your number? so i can text you the address',
  'send me your number and ill add you to the group chat for saturday',
  'my whatsapp died so reply here',
  'i never check this app at work, sorry for the slow replies',
  'verify your email on their site or the tickets wont come',
  'my friend got a text saying send the code back, obviously a scam',
  'apparently someone tried to get my nan to buy steam cards for a fake tax bill',
  'hey, do you have an instagram for your photography? your shots are great',
  'the insta page for the bakery is better than their website',
  'i was 13 in that pic, awkward phase',
  'are you on twitter? your jokes would kill there',
  'my card got blocked lol, can you send me 15 for my half of the pizza',
]);

/** The ordinary chat these readings must leave alone, by the context it is read in. */
const HARMLESS_MUTUAL = [
  // bills and paying back
  'can you venmo me 12 for the pizza',
  'send me your half of the airbnb whenever, it was 240 total',
  "i'll pay you back for the tickets tomorrow",
  "you got dinner last time so i'll pay you back with brunch",
  "i'll send you back the 20 i owe you tonight",
  'lets just split the bill, it was 64 each',
  'my flatmate still owes me 50 for the gas bill lol',
  'can you lend me your umbrella, i will give it back friday',
  'i lent my brother 100 and he actually paid me back',
  'paid the deposit for the cabin, you can send me yours whenever',
  'send me the code for the wifi when you get a sec',
  'whats the door code for your building again?',
  'the promo code they sent me gave 20% off',
  'i got a gift card for my birthday, gonna spend it on books',
  'grabbed my mum an amazon gift card, she loves it',
  // jobs and salaries
  'my new job pays 42k which is honestly decent for the area',
  'i work from home three days a week',
  'got a side hustle walking dogs on weekends',
  'the training course for work cost my company a fortune',
  'they are hiring at my office if you ever want a change',
  'i got a raise, 10% more, so drinks are on me',
  'interview went well, they said the starting salary is 35k',
  'my job is basically answering emails all day',
  // crypto and money as a hobby
  'i put a bit into bitcoin in 2017 and forgot about it lol',
  'my brother is obsessed with crypto charts',
  'i do a bit of forex trading on the side, mostly losing money haha',
  'index funds are boring but they work',
  'my dad left me his old coin collection',
  'my grandma left me some money so i finally paid off my student loan',
  'i doubled my sourdough starter overnight',
  // numbers and handles between people already talking
  "here's my number, text me when you're outside",
  'you asked for my number so here it is, 07700 900123',
  'add me on insta if you want to see more of the dog',
  'follow me on insta, i post all my baking there',
  'whats your number? so i can text you the address',
  'send me your number and ill add you to the group chat for saturday',
  'this app keeps logging me out lol',
  'this app is so slow today',
  'my whatsapp died so reply here',
  'i never check this app at work, sorry for the slow replies',
  // meeting logistics
  'shall we meet at the station at 7?',
  'running 10 minutes late, save me a seat',
  'the cafe on the corner does great flat whites',
  'can you send me the link to the restaurant menu',
  'i booked the table, the site made me sign up first',
  'verify your email on their site or the tickets wont come',
  // cooking, sport, games, kids, pets
  'i made a massive lasagne, want the recipe?',
  'the trick is to let the dough rest overnight',
  'we won 3-1, the keeper was unreal',
  'my knee is sore from the 10k this morning',
  'i finally beat the last boss, took me all weekend',
  'my squad needs one more for ranked tonight',
  'my daughter lost her first tooth today',
  'my son wants a dog so badly',
  'my cat knocked my coffee over again',
  'the puppy ate my sock and is very proud of himself',
  'did you get the door code? send it over to your sister too',
  'send me the address when you can',
  'did u get my text? send me a pic of the menu',
  'my friend pays me back 20 a week for the concert tickets',
  'lend me your charger, ill give it back tomorrow',
  "my rent is due tomorrow so i can't come out, sorry",
  'my dad needs surgery next week, i am nervous',
  'can you spare 10 minutes to call tonight? my mum is in hospital and i need a chat',
  "i'm broke till payday, picnic instead of dinner?",
  'my card got blocked lol, can you send me 15 for my half of the pizza',
  'help me with 300 piece puzzle tonight? my rent is paid so im celebrating',
  'i put 200 in my savings and its 210 by the end of the year lol',
  'the deposit is 300 and we get it back when we move out',
  'my company pays students 15 an hour for summer internships',
  'the job has a small fee for the uniform but they pay it back',
  'the insta page for the bakery is better than their website',
  // quoting and news
  'my friend got a text saying send the code back, obviously a scam',
  'did you see the news about the gift card scam at the supermarket',
  'apparently someone tried to get my nan to buy steam cards for a fake tax bill',
  'my bank warned me never to share an otp with anyone',
  'a guy messaged me asking for my whatsapp straight away, so weird',
  'the article said most romance scams start with an investment tip',
  // medicine and sex-ed
  'my doctor says the breast exam is nothing to worry about',
  'had my smear test today, not fun but done',
  'i teach sex ed at a high school, the questions are hilarious',
  'condoms are free at the clinic on the high street',
  'got my prostate checked, all clear',
  'the nurse said to send her a photo of the rash for the record',
];

const HARMLESS_STRANGER = [
  'hi! love your hiking pics, where was the lake one?',
  'hey, your dog is adorable, what breed?',
  'hello, i see you like cooking too, whats your best dish?',
  'hey there, fancy grabbing a coffee sometime?',
  'hi, i am new here, not sure how this app works haha',
  'your smile is lovely, how is your weekend going?',
  'hey! we both like climbing, which gym do you go to?',
  'hi, i work in finance too, how do you find it?',
  'hey, do you have an instagram for your photography? your shots are great',
  'good evening, your profile made me laugh, the pineapple pizza take is brave',
  'hi, i coach kids football on sundays, what do you do for fun?',
  'hey, i am a nurse, night shifts are killing me lol',
  'i love your outfit in the third picture',
  'hey, you look great in that red dress',
  'you have gorgeous eyes',
  'what are you up to this weekend?',
  'i play a lot of chess, want to play a game sometime?',
  'hi, i moved here for a job at the hospital, any tips for the area?',
  'hello, my friends say i make the best tacos in town',
  'hey, i think we went to the same uni!',
  'you seem fun, what are you looking for on here?',
  'hey, the code to get into the event is on the poster, see you there',
  'hi, i saw your post about the bake sale, count me in',
  'hi, your cat looks exactly like mine',
  'how big is your dog? mine is a massive labrador',
  'your feet must be sore after that hike, send a pic of the view!',
  'i was 13 in that pic, awkward phase',
  'wanna see my sourdough? its huge this time',
  'let me see your garden pics, i love roses',
  'i am a plumber, i can fix your sink if you want, you know what i mean is its a small job',
  'send me a little something from your trip, a postcard would do',
  'show me your best dance move',
  'do you have linkedin? i like your career path',
  'are you on twitter? your jokes would kill there',
  'muéstrame tus fotos del viaje',
  'montre-moi tes photos de vacances',
  'zeig mir deinen hund',
  'fammi vedere il tuo giardino',
  'i bet your lasagne tastes amazing',
];

/** Opted-in adults: flirting and explicit talk they chose. */
const HARMLESS_OPTED_IN = [
  'cant stop thinking about last night 😏',
  'send me a pic of you in that lingerie again',
  'i want you so badly right now',
  'wanna see what im wearing under this?',
  'come over and i will show you what i mean',
  'your body drives me wild',
  'tonight im gonna kiss every inch of you',
  'i loved the pic you sent, do another',
];

describe('scams by class: not ALLOW in an ongoing chat and from a stranger', () => {
  for (const [cls, lines] of Object.entries(SCAM_CLASSES)) {
    it.each(lines)(`${cls}: %s`, (t) => {
      if (MISSED.has(t)) return expect([decide(t, MUTUAL), decide(t, STRANGER)]).toContain('ALLOW');
      expect(decide(t, MUTUAL)).not.toBe('ALLOW');
      expect(decide(t, STRANGER)).not.toBe('ALLOW');
    });
  }
});

describe('off-platform by class', () => {
  it.each(OFF_PLATFORM_CLASSES["the reader's number asked, this app dismissed (any spelling)"])(
    'a push off here in any chat: %s',
    (t) => {
      if (MISSED.has(t)) return expect([decide(t, MUTUAL), decide(t, STRANGER)]).toContain('ALLOW');
      expect(decide(t, MUTUAL)).not.toBe('ALLOW');
      expect(decide(t, STRANGER)).not.toBe('ALLOW');
    },
  );
  it.each(OFF_PLATFORM_CLASSES['verify or sign up on an outside site first'])('from a stranger: %s', (t) => {
    if (MISSED.has(t)) return expect(decide(t, STRANGER)).toBe('ALLOW');
    expect(decide(t, STRANGER)).not.toBe('ALLOW');
  });
});

describe('unsolicited sexual by class: not ALLOW from a stranger, ALLOW between opted-in adults', () => {
  for (const [cls, lines] of Object.entries(UNSOLICITED_CLASSES)) {
    it.each(lines)(`${cls}: %s`, (t) => {
      expect(decide(t, OPTED_IN)).toBe('ALLOW');
      if (MISSED.has(t)) return expect(decide(t, STRANGER)).toBe('ALLOW');
      expect(decide(t, STRANGER)).not.toBe('ALLOW');
    });
  }
});

describe('harmless probes stay ALLOW (BRIEF rule 7)', () => {
  const expected = (t: string) => (HELD_ON_MAIN.has(t) ? 'held by an older reader' : 'ALLOW');
  const seen = (d: string, t: string) => (HELD_ON_MAIN.has(t) && d !== 'ALLOW' ? 'held by an older reader' : d);
  it.each(HARMLESS_MUTUAL)('in an ongoing chat: %s', (t) => expect(seen(decide(t, MUTUAL), t)).toBe(expected(t)));
  it.each(HARMLESS_STRANGER)('from a stranger: %s', (t) => expect(seen(decide(t, STRANGER), t)).toBe(expected(t)));
  it.each(HARMLESS_OPTED_IN)('between opted-in adults: %s', (t) => {
    expect(decide(t, OPTED_IN)).toBe('ALLOW');
    expect(decide(t, OPTED_IN_STRANGER)).toBe('ALLOW');
  });
});
