/**
 * Round 13 (ADR 185): the concept readings of rules/round13-violence.ts, with hand-written examples (ours, not any
 * challenge set's lines) in several phrasings and obfuscations, at neutral and high trust, and the hard negatives that
 * share their words: weather and vets, dates picking each other up, films, games, food, kink negotiation, idioms.
 */
import { describe, expect, it } from 'vitest';
import { createGuardianEngine } from '../guardian-engine';
import { normalizeText } from '../normalize';
import type { ModerationContext } from '../types';
import { round13ViolenceSignals } from './round13-violence';
import { chatContext } from './test-contexts';
import { textViews } from './types';

const engine = createGuardianEngine();
const MUTUAL = chatContext({ stranger: false });
const TRUSTED = chatContext({ stranger: false, trust: 90 });
const OPTED_IN = chatContext({ stranger: false, optedIn: true });
const decide = (t: string, c: ModerationContext) => engine.moderateText(t, c).decision;
// The first judgement loads the text model: done while the file is collected, not inside the first test's time.
engine.moderateText('warm up', MUTUAL);
/** The module's own reading, without the earlier rules (so a test shows this module reads it). */
const reads = (t: string, consent: 'not_opted_in_mutual' | 'opted_in_mutual' = 'not_opted_in_mutual') => {
  const norm = normalizeText(t);
  return round13ViolenceSignals({
    norm,
    views: textViews(norm),
    ctx: consent === 'opted_in_mutual' ? OPTED_IN : MUTUAL,
    consent,
    hardOnly: false,
    found: [],
  })
    .map((s) => s.kind)
    .join(',');
};

describe('menace by implication: the reader’s dear one + a veiled fate, or a demand + "or" + a consequence', () => {
  it.each([
    'lovely cat you have. be a real shame if she went missing',
    'your little sister walks alone a lot. would be awful if something happened to her',
    'your car looks nice on the drive. pity if it caught fire one night',
    'cute puppy. hope nothing bad ever happens to it',
    "that horse of yours... i'd keep her locked up if i were you",
    'your flat is next, tell your boyfriend',
    'reply tonight or your mum pays for it',
    'send it or else your brother gets hurt',
    'pick up the phone otherwise your dog ends up in the canal',
    'might want to check under your van before the school run',
    'y 0 u r  c a t  is going in the river',
  ])('reads and blocks: %s', (t) => {
    expect(reads(t)).toBe('threat');
    expect(decide(t, MUTUAL)).toBe('BLOCK');
    expect(decide(t, TRUSTED)).toBe('BLOCK');
  });
});

describe('the speaker shows they watch the reader', () => {
  it.each([
    'you leave the gym at 6:30 every day, right?',
    'grey golf on park lane. that one is yours, isn’t it?',
    "you're in room 12 on the second floor, yeah?",
    "been sat outside your flat for hours. you've got the lights on",
    'got your home address from the photos on your insta. see you soon',
    'i know where you live. watch yourself',
    "unblock me or i'll post your address on every group going",
    'the last girl who ghosted me woke up in a&e',
  ])('reads and blocks: %s', (t) => {
    expect(reads(t)).toBe('threat');
    expect(decide(t, TRUSTED)).toBe('BLOCK');
  });
});

describe('euphemisms, predictions, questions, capability, people sent', () => {
  it.each([
    'say that again and i will put you in the ground',
    "you'll be sleeping with the fishes by sunday",
    "i'm going to rearrange your face when i see you",
    "your own mother won't recognise you",
    "you won't be smiling after i'm done with you",
    "i'll make sure you never walk again, one way or another",
    "not saying i'd break your legs. just saying i could",
    "you're lucky my mates held me back",
    'think your new boyfriend protects you? think again',
    'i hope you crash into a tree on the motorway',
    "i'll get my cousins to batter you after work",
    'carry on and see if you dont get dropped',
    'drown your kitten while you sleep',
    "i'll find you. there's nowhere to hide",
    "I'LL FIIIND YOU",
    'ur a d3ad man walking',
  ])('reads and blocks: %s', (t) => {
    expect(reads(t)).toBe('threat');
    expect(decide(t, TRUSTED)).toBe('BLOCK');
  });
});

describe('sexual violence: consent absent, overridden or declared void', () => {
  it.each([
    "she'll be too hammered to say no, that's the plan",
    'i wont wait for her to wake up this time',
    'a couple of xans in her drink and she is anybody’s',
    'put some powder in your glass and you won’t remember a thing',
    "say no all you like, i'll take you anyway",
    'you can scream stop, it means nothing',
    'swiped right so you already consented',
    'no consent needed, i take what i want whether you like it or not',
    'you will say yes eventually',
    "don't bother fighting once i get you alone",
    "you'll never be able to push me away",
    'scream all you like, nobody will hear',
    "i'll corner you in the car park and you can't get away",
    'the lads are gonna take turns on you',
    'i hope you get assaulted on the way home',
    'n o  c o n s e n t  needed, taking what i want',
  ])('reads and blocks: %s', (t) => {
    expect(reads(t)).toBe('threat');
    expect(decide(t, MUTUAL)).toBe('BLOCK');
    expect(decide(t, TRUSTED)).toBe('BLOCK');
  });
});

describe('menace as advice, aftermath, questions, warnings and the speaker’s power', () => {
  it.each([
    'if i were you i would sleep with one eye open',
    'you had better lock all your windows tonight',
    'they will be peeling you off the road',
    'by the time i am through there won’t be anything left of you',
    'you are gonna end up like your ex',
    'say goodbye to your pretty little kneecaps',
    'you’re going to wish you never crossed me',
    'girls like you go missing all the time round here',
    'there is a bullet with your name on it',
    'you ought to be terrified of me',
    'how would you like a smashed jaw?',
    'do you value your life?',
    'how far do you think you could get?',
    'ever wondered what it feels like to be stabbed?',
    'better hope i never find out where you work',
    'i know what school your little girl goes to',
    'u wont get a second warning',
    'next time it will not just be messages',
    'i have done worse to people for less',
    'i could easily make you vanish',
    'from here i can see your bedroom window',
    'you’ll need a new face when i am done',
    'girls who ghost me end up regretting it',
    'unmatch me and find out.',
    'you would look prettier with a black eye',
    'i will come for you when you least expect it',
    'my fist is going to rearrange your jaw',
    'you are at the top of my kill list',
  ])('reads and blocks: %s', (t) => {
    expect(reads(t)).toBe('threat');
    expect(decide(t, TRUSTED)).toBe('BLOCK');
  });
  it.each([
    'once she passes out the fun starts',
    'no is not an option, you are coming back to my place',
    'i’m having it whether you give it to me or not',
    'nobody will ever believe you anyway',
    'no one is coming to save you.',
    'nobody will hear you in the van',
    'resisting just turns me on',
    'i’ll make you cry and not in a good way',
    'i’m going to force myself on you',
    'you won’t remember any of it in the morning',
    'i will take what you refuse to give',
    'you are not leaving this room till i get what i want',
    'i’ll tie you to my bed and you can’t escape',
    'i know you said no but i’m coming round anyway to get what i’m owed',
    'don’t struggle, it’ll hurt less',
    'i’ll drag you into my car and no one will ever know',
    'i want to keep you helpless',
  ])('sexual violence, reads and blocks: %s', (t) => {
    expect(reads(t)).toBe('threat');
    expect(decide(t, MUTUAL)).toBe('BLOCK');
  });
});

describe('violence promised with acts round 12’s verb list does not hold', () => {
  it.each([
    'i’m going to torture you until you beg',
    'my boys will kidnap your sister',
    'i’ll suffocate you in your sleep',
    'i will knock you out cold',
    'imma spark u out',
    'i swear i’ll rip your throat out',
    'i’ll carve you up like a turkey',
    'i will beat you black and blue',
    'i’ll run you over next time i see you',
    'i’m gonna push you in front of a train',
    'i’ll throw you off your balcony',
    'i’ll hit you with my car',
    'i’ll hold you under water till you stop moving',
    'i’ll break into your flat while you sleep',
    'i’ll douse you in petrol',
    'i’ll go after your kids',
    'we’ll jump you outside the club',
    'i’ll k1dn4p y0u',
    'i’ll b34t y0u bl4ck and blu3',
  ])('reads and blocks: %s', (t) => {
    expect(reads(t)).toBe('threat');
    expect(decide(t, TRUSTED)).toBe('BLOCK');
  });
  it.each([
    'i’ll torture you with my puns all night',
    'i’m going to kidnap you for the weekend, pack a bag',
    'i’ll smother you in kisses',
    'i’ll knock you out with this dress',
    'i’ll lay you out a towel by the pool',
    'i’ll run you over to the station, it’s on my way',
    'i’ll push you down the slide at the water park',
    'i’ll hit you with my best pickup line',
    'i’ll hold you under the stars',
    'i’ll chop you up some veg for the salad',
    'i’ll jump you in the queue at the bar',
    'i’ll blind you with my new white trainers',
    'i’ll drop you off at the station',
    'i’ll go after your brother’s record at the pub quiz',
    'we’ll rush you to the airport after lunch',
    'i’ll bottle you some of my homemade sauce',
    'i’ll deck you out in fairy lights',
    'i would never hit you with anything',
  ])('reads nothing: %s', (t) => {
    expect(reads(t)).toBe('');
  });
});

describe('death’s aftermath, the reader marked, street words', () => {
  it.each([
    'your mum is gonna be planning your funeral',
    'hope your family has cash saved for a funeral',
    'you’ll be wearing a toe tag by friday',
    'it’s gonna be a closed casket',
    'hope you have good life insurance',
    'say your prayers',
    'i’ll make it look like an accident.',
    'nobody would even come looking for you',
    'you’re dead meat when i catch you',
    'its on sight',
    'you lot are gonna get stretched',
    'i’m sending the mandem to your ends',
    'you ain’t gonna be pretty no more',
    'keep running your mouth and watch what happens',
  ])('reads and blocks: %s', (t) => {
    expect(reads(t)).toBe('threat');
    expect(decide(t, TRUSTED)).toBe('BLOCK');
  });
  it.each([
    'my mum is planning a funeral for my grandad, it’s been a hard week',
    'you’d better have good health insurance before that ski trip',
    'tell your mum to buy a black dress for the gala',
    'start praying for sunshine on saturday',
    'we’re going to make it look like an accident that we bumped into each other',
    'i’ll make an example of you in my presentation, you’re the best',
    'nobody would even notice you left the party early, go home and rest',
    'you’re finished already? that was quick',
    'it’s on sight for the new pizza place, we’re going tonight',
    'i’ll pull up on you at 8 for dinner',
    'you guys are getting rushed to the front of the queue',
    'keep talking and see what happens to my heart',
    'keep practising and see what happens',
    'te voy a encontrar en la fiesta',
    'je vais te retrouver au bar',
    'ti trovo bellissima',
    'sei morto dal ridere',
    'you’re toast if you forget the wine',
    'you’re finished with work at 5 right?',
  ])('reads nothing: %s', (t) => {
    expect(reads(t)).toBe('');
  });
});

describe('hard negatives: ordinary chat the module must not read', () => {
  it.each([
    'shame if it rains on saturday, i wanted to take your dog to the beach',
    'it would be a shame if you didn’t come to the party',
    'your dog is so cute, hope he is ok after the vet',
    'i’d keep him inside if i were you, there are fireworks tonight',
    'i’d keep them in the fridge if i were you',
    'your house is next on the tour, then the castle',
    'your kids are next for the flu jab at 3:15, right?',
    'text me back or your dog gets my leftovers',
    'call me or your mum will worry',
    'i’ll find you at the bar, i’m wearing a red jacket',
    'don’t worry, i’ll find you',
    'i’ll find you a seat near the front',
    'you live on baker street, right? i used to live there too',
    'you park on elm road, don’t you? i’ll meet you there at 7',
    'i’m outside your building, come down!',
    'i’ll be waiting outside your work at 5 to pick you up',
    'same route every tuesday for my run, want to join?',
    'you won’t be smiling after you see the bill',
    'we’ll put you in the ground floor room at the hotel',
    'rearrange your face into a smile, it’s friday',
    'i hope you crash early tonight, you need sleep',
    'i’ll get the boys to help you move on saturday',
    'i’ll have the lads pick you up from the airport',
    'see if you don’t get hooked on this show',
    'shoot your shot, she likes you',
    'she was too drunk to say no to another shot of tequila',
    'put a little lemon in your drink',
    'you can say no, i’ll respect it',
    'you matched with me so you already know i love dogs',
    'i’m taking what i want from the buffet',
    'don’t bother struggling with the ikea wardrobe, i’ll come help',
    'you won’t be able to push me off the sofa',
    'i’ll corner you at the party and make you dance',
    'think your umbrella protects you? it doesn’t, it’s sideways rain',
    'your brakes sound bad, drive carefully and get them to the garage',
    'the brakes on my bike are shot, i’ll drive carefully',
    'my mates take turns on the playstation',
    'dead man walking is such a good film',
    'you’re lucky there were witnesses, nobody would believe i beat you at chess',
    'my ex said "i know where you live, watch yourself" so i reported him',
    'lock your doors if you go out, there have been break-ins on our street',
    'i’d sleep with the lights on if i were you after that film',
    'you better lock the door, the cat keeps escaping',
    'people go missing all the time in that documentary',
    'you’ll end up like the last one who tried my chilli',
    'say goodbye to your weekend, this puzzle is addictive',
    'i’ve got nothing to lose, test me on the quiz',
    'i’ll be watching your game tonight!',
    'sleep tight, i’ll be watching the match highlights',
    'do you like your teeth? my dentist asked me that',
    'ever wondered what it feels like to drown? i did a freediving course',
    'how fast do you think you can run a 5k?',
    'no isn’t an option, you’re coming to brunch tonight',
    'nobody will believe you caught a fish that big',
    'no one’s coming to help you move, sorry, everyone’s away',
    'struggling only makes it harder, said my yoga teacher',
    'this is your last warning, the bakery closes at 6',
    'i’ve done worse for less money, honestly',
    'you’ll be on the local news after winning that bake off',
    'we’ll see how brave you are on the rollercoaster',
    'you’ll need a new set of teeth after all those sweets',
    'it’s a long drop from your balcony, be careful with the kids',
    'people who ignore me end up missing the best parties',
    'you’d look good with a few freckles',
    'i’ll surprise you when you least expect it',
    'you’re on my hit list of restaurants to try',
    'i’ll follow you home safely in the taxi',
    'i’ll cook for you, not in a romantic way, just as friends',
    'shame if someone took it, that parking spot is gold',
    'i’ll take what you won’t give me: the last slice',
    'you’re not leaving my flat until you’ve tried my lasagne',
    'don’t fight it, it’ll hurt less, said my physio about the stretch',
    'i’ll grab you a coffee and nobody will know i skipped the gym',
    'i can’t wait to have you home',
    'i can’t wait to see you helpless with laughter',
  ])('reads nothing: %s', (t) => {
    expect(reads(t)).toBe('');
  });

  it.each([
    'you won’t be able to push me off 😈 safeword is red, use it whenever',
    'tie me up and don’t let me go until i say the safe word',
    'if you ask nicely i’ll pin you down and you won’t be able to push me away',
  ])('consensual kink negotiation (opted in) is not sexual violence: %s', (t) => {
    expect(reads(t, 'opted_in_mutual')).toBe('');
  });
});
