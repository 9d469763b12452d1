/**
 * ADR 322 (ADR 318's mend, part 1): a meeting, feeling, hazard or protection clause excuses the severe-harm reader's
 * threat reading of the clauses it explains, not of the whole message; the rest is re-read by the rules and (when it
 * is itself a consequence aimed at the reader) by the head. Harmless twins and harmful paraphrases written for this
 * file (no challenge-set or review-probe line).
 */
import { describe, expect, it } from 'vitest';
import { createGuardianEngine } from '../guardian-engine';
import { normalizeText } from '../normalize';
import { CONSEQUENCE_AT_READER, sexualViolenceCue, threatShapeExplained, threatShapeRest } from './severe-cues';
import { biasHead, linesAccepted as read } from './severe-head-fixtures';
import { chatContext } from './test-contexts';

// An explainer beside a harmless clause: sport, games, food, idioms, care, banter, each with "you" and a consequence.
const TWINS = [
  "see you at 8, i'll kill it at karaoke",
  "meet you by the fountain at 7, and if you're late i'll make you buy the first round",
  "i'll be the one in the green coat at the station at 6, and you'll love the place i booked",
  "pick you up at 7? if you fall asleep in the car i'll wake you with coffee",
  "i'll be at the bar at 9, and if you beat me there you choose the wine",
  "next time i see you i'm bringing the board game, and i'll destroy you at it again",
  "i'll save you a seat at the quiz at 8, you'll be our secret weapon",
  "see you outside the cinema at half 7, i'll grab popcorn before you get there",
  "i'll be waiting at the bus stop at 6, then we'll get you a proper burger",
  "meet me at the market at 11, if you're hungry i'll buy you a crepe",
  "i'm the one in the yellow scarf, you'll spot me straight away at the gate at 2",
  "bringing wine and snacks, and if you pick a bad film i'll judge you forever lol",
  "i'll drive you home after the gig, so you won't miss the last train",
  "meet at the park at 10? if it rains i'll bring the big umbrella for you",
  "i'll be outside the gallery at 3, and i'll show you my favourite painting",
  "you'll find me at the climbing wall at 6, and i'll teach you the easy routes",
  "see you at the lido at 9, i'll race you to the deep end",
  "i'll be by the clock at noon, if you get lost just ring me",
  "save you a seat at the front at 8, you're gonna love this band",
  'pick you up at 6:30, and if you want we can stop for chips on the way',
  "i'll be the one holding the flowers at the entrance at 7, you'll laugh when you see them",
  "see you saturday, i'm bringing cake and you'll have to eat half",
  "i'll meet you at the tapas place at 8, and i'll let you order for us both",
  "meet me by the bandstand at 1, then i'll walk you round the lake",
  "i'll be in the red jacket at the pub at 6, and if you're nervous we can just have one drink",
  "next time i see you i'm bringing my camera, and i'll take a nice photo of you",
  "i'll be at the station at 5, if the train's late i'll wait with a coffee",
  "see you at the beach at 4, i'll bring towels so you don't freeze",
  'i can drive you to work tomorrow, and you can buy me breakfast to say thanks',
  "meet you at the museum at 10, i'll show you the dinosaur everyone loves",
  "if you cancel on me i'll be gutted, but i'll cook you dinner next week anyway",
  "if you don't come to my party i'll be so sad, and you'll miss the best cake",
  "if you move away i'll miss you loads, you'll have to visit every summer",
  "ghost me and i'll cry, then i'll eat all the ice cream you left",
  "if you say no i'll be bummed, but you'll still get your birthday present",
  "if you skip the wedding i'll be disappointed, you'd love the band",
  "if you leave early i'll sulk, and you'll owe me a dance next time",
  "if you don't text back i'll be upset, and i'll spam you with cat pictures",
  "cancel again and i'll be heartbroken, and you'll have to make it up with pizza",
  "if you forget our anniversary i'll be crushed, and you'll be on dishes for a month lol",
  "if you pick the other team i'll be devastated, and i'll never let you forget it haha",
  "if you unfollow me i'll be sad, and i'll tell my mum you were mean lol",
  "if you miss my gig i'll be gutted, you'll have to buy the album",
  "if you go to paris without me i'll be jealous, you'll bring me back a macaron",
  "if you eat the last slice i'll be upset, you'll owe me a whole cake",
  "careful on the ice, you'll slip, and i'll have to carry you home lol",
  "you'll break your ankle in those heels, and i'll have to piggyback you to the taxi",
  "if you climb that ladder alone you'll fall, let me come over and hold it for you",
  "you'll get sunburnt at noon, so i'll bring you my spare hat",
  "careful on the stairs in those boots, you'll trip and i'll laugh forever",
  "you'll get soaked in that rain, and i'll have the kettle on when you get back",
  "if you ski without gloves you'll freeze, i'll lend you mine",
  "you'll hurt your back lifting that sofa, i'll come round and help you",
  "you'll catch a cold swimming in march, i'll make you soup after",
  "your car will break down on that trip, i'll give you a lift instead",
  "you'll get blisters hiking in those trainers, i'll bring plasters for you",
  "you'll crash that scooter down the hill, wear a helmet or i'll worry all day",
  "nobody should treat you like that, and i'll always listen if you need to talk",
  "no one will hurt you like he did, i'll make sure you feel safe",
  "i'd never let anyone talk to you that way, you'll always have me in your corner",
  "nobody gets to speak to you like that, and i'll tell him myself if you want",
  "no one should ever hurt you, you'll get through this and i'll be here",
  "nobody deserves to treat you like that, i'll come with you to the police if you want",
  "see you at 8, i'll murder a curry with you after the film",
  "meet me at the pub at 7, you'll die laughing at my mate's stories",
  "i'll be at the door at 9, and you'll be dead on your feet after that shift",
  "see you at the gym at 6, i'll crush you on the rowing machine",
  "meet you at the bowling alley at 8, and i'll slaughter you at bowling lol",
  "i'll be outside the arena at 7, we'll scream ourselves hoarse",
  "i'll pick you up at 10, you'll be gutted you missed breakfast",
  "see you at the cafe at 11, and you'll regret not trying the cheesecake",
  "i'll be at the finish line at 12, and you'll smash your personal best",
  "see you at the pitch at 2, we're gonna kill it in the final",
  "i'm the one with the big dog at the park at 9, and she'll jump all over you",
  "i'll wait for you at the gate at 5, and if you're tired i'll carry your bag",
  "i'll be the one in the blue hat by the stage at 10, and i'll buy you a drink",
  "meet at the station at half 6, and if you're starving we get noodles first",
  "see you at the match at 3, if we lose i'll be unbearable all night lol",
  "i'll be at the restaurant at 8, and if you hate the food i'll pay",
  "see you in the square at 1, and i'll bring the frisbee so you can show off",
  "i'll be by the river at 4, you'll recognise me from my photos",
  "meet me at the ice rink at 6, you'll fall over and i'll catch you",
  "i'll be outside the theatre at 7, and i'll hold your hand in the scary bits",
  "if you cancel i'll be sad, and i'll just watch the film without you",
  "if you ghost me i'll be disappointed, but i'll wish you well",
  "if you forget my name i'll be crushed, you'll have to call me trouble",
  "if you say you hate dogs i'll be heartbroken, and you'll have to meet mine",
  "if you don't reply i'll miss you, but you'll hear from me on friday",
  "you'll slip on the wet floor at the pool, i'll bring you flip flops",
  "you'll get frostbite skiing like that, i'll buy you better gloves",
  "you'll fall off the trampoline after wine, and i'll film it for the group chat",
  "careful cycling on the icy roads, you'll come off and i'll be worried sick",
  "you'll drown in that sun cream if you use the whole bottle lol",
  "nobody should make you feel small, and you'll find someone who treats you right",
  "no one will ever hurt you on my watch, and i'll always pick up the phone",
  "see you at 8 at the bar, and if you win at pool i'll buy the round",
  "see you at 7, bringing the wine, you'll choose the music",
  "meet me at noon at the market, i'll show you where the best bread is",
  "i'll be the one in the grey hoodie at the cafe at 9, and i'll have your latte ready",
  "i'll pick you up at 5, if we're early we'll walk along the beach",
  "see you at the gym at 6, i'll spot you on bench press",
  "meet at the park at 8, and if you're cold i'll lend you my jacket",
  "i'll be at the airport at 10, and i'll hug you so hard you can't breathe lol",
  "i'll wait at the ticket office at 7, you'll have the best night",
];
// An explainer beside a threat clause the rules' own threat words do not all read (slang, text speak, veiled harm).
const HARM = [
  "i'll be the one in the black hoodie by the car park at 11, if you bring anyone you won't be walking home",
  "see you at the station at 6, and if you talk to him again you'll need new teeth",
  'im bringin the wine at 8, n if u tell ur sister about us ull be eating through a straw',
  "meet me by the bridge at 10. if you don't turn up, i'll come round to yours and you won't enjoy what happens",
  "i'll miss you loads if you go, but if you go with him you won't make it to the airport",
  "if you leave me i'll be so upset, and when i'm upset i break things. like your jaw",
  "careful on the stairs in those heels, and if you lie to me again you'll be going down them head first",
  "nobody should talk to you like he does, and if you go back to him you'll both end up in the river",
];

const ctx = (trust: number) => chatContext({ stranger: false, trust });
const off = createGuardianEngine({ severityHead: null });

describe('ADR 322: an explainer excuses only the clauses it explains', () => {
  it('has at least 100 harmless twins and 5 harmful paraphrases', () => {
    expect(TWINS.length).toBeGreaterThanOrEqual(100);
    expect(HARM.length).toBeGreaterThanOrEqual(5);
  });

  it('the threat clause is left in the rest, as a consequence aimed at the reader', () => {
    for (const t of HARM) {
      const n = normalizeText(t);
      if (!threatShapeExplained(n)) continue;
      const rest = threatShapeRest(n);
      expect(rest, t).not.toBeNull();
      expect(CONSEQUENCE_AT_READER.test(rest ?? ''), `${t} → ${rest}`).toBe(true);
    }
  });

  it('the shipped head keeps every twin at its no-head decision', { timeout: 120_000 }, () => {
    const on = createGuardianEngine();
    for (const trust of [50, 90])
      for (const t of TWINS)
        expect(on.moderateText(t, ctx(trust)).decision, t).toBe(off.moderateText(t, ctx(trust)).decision);
  });

  it('a head reading threats BLOCKs every paraphrase, explainer or not', { timeout: 120_000 }, () => {
    const on = createGuardianEngine({ severityHead: biasHead('threat_violence') });
    for (const trust of [50, 90])
      for (const t of HARM) expect(on.moderateText(t, ctx(trust)).decision, t).toBe('BLOCK');
  });
});

// Sexual violence (ADR 322): a refusal ignored in slang, consent not asked of someone passed out, a drug that knocks a
// woman out — and the same words about food, drinks, sleep, forms and respect.
const SV_TWINS = [
  "say no all you want, i'm still buying you dessert",
  "say no all you like, we're going to the beach on sunday",
  'scream no all you want, the rollercoaster is happening',
  "beg no all you want, i'm making you watch the final episode",
  "say stop all you want, i'm singing the whole song",
  'ignore the no parking sign at your peril, they tow fast here',
  "just ignore the no entry sign, it's the back door to the cafe",
  "ignore the noise next door, it's only the builders",
  'no means no, and i respect that completely',
  'no means no, always, i hope you know that about me',
  "doesn't matter if you consent to cookies, the site still tracks you lol",
  'the form asks whether you consent to photos at the wedding',
  "i'll do the washing up whether you wanna or not",
  "we're going to the gig whether you wanna or not",
  "you're eating my lasagne whether you wanna or not",
  'a few of these in your water bottle keeps it cold all day, ice cubes are life',
  'some of this in your coffee is amazing, cinnamon changed my life',
  'one of these in your gin is perfect, a slice of cucumber',
  'a couple of these in your cocktail look so pretty, edible flowers',
  'sleeping pills that knock me right out, i hate them',
  'this cold medicine knocks me out every time',
  'the new ad makes girls feel confident, i love it',
  "yoga makes women feel relaxed, that's what my sister says",
  "when you pass out after the race i'll have a blanket ready",
  "if you fall asleep on the sofa i'll cover you up",
  'she passed out from the heat so i called an ambulance',
  'when they fall asleep in the car we carry them in, parents life',
  "you'll pass out laughing at this film",
  "i won't wait for permission to text you good morning haha",
  "when you're asleep i'll be at work, night shifts are rough",
  'no need to ask, just grab a beer from the fridge when you come over',
  'you never need to ask to borrow my books',
  'without asking, my mum booked us a table, so sweet',
  "she fell asleep during the film, i didn't have the heart to wake her",
  'he passed out on the flight and missed the meal',
  'the baby finally fell asleep so i can chat now',
  'i passed out at 9 last night, sorry for not replying',
  "when you pass out on the train, set an alarm so you don't miss your stop",
  'i blacked out the windows for better sleep',
  "no need to ask twice, i'd love a second date",
  "won't wait for the bus, i'll walk to yours",
  "say no all you want, you're getting a birthday cake",
  'scream stop all you like, the tickle fight is over when the dog says so',
  "ignore the no-reply email, it's spam",
  'consent is sexy, just saying',
  "i always ask for consent, it's the bare minimum",
  'do you consent to me picking the restaurant lol',
  'consent forms for the school trip are due friday',
  'we should agree on consent and boundaries before we meet, i like that',
  'the drug education talk at work was actually useful',
  'slip a slice of lemon into your water, trust me',
  'put some honey in your tea, it helps a sore throat',
  'drop a tea bag into your cup and wait three minutes',
  "i'll slip a note into your bag for you to find later",
  'add a splash of tonic to your gin',
  'mix some ice into your cider on hot days',
  'pour a bit of cream into your coffee',
  'crush some mint into your drink, mojito style',
  'some of this hot sauce in your food will blow your mind',
  'whether you like it or not the sun is coming out',
  'whether you want to or not, the gym misses you lol',
  "i don't care if you say no to olives",
  "even if you say no to dancing, you're coming to the party",
  'you said no to the horror film and i listened',
  "no means no and stop means stop, that's how i was raised",
  "if she says no, that's it, done",
  'asking first always, no exceptions',
  "i'd never slip anything into anyone's drink, that's vile",
  'never leave your drink alone at a bar, stay safe',
  'my friend got spiked once so i always watch our drinks',
  'watch your drink at festivals, people are awful',
  'that film about drink spiking was hard to watch',
  'the campaign says ask for angela if you feel unsafe',
  "i'm a nurse, sedatives knock patients out before surgery",
  'the anaesthetist knocked me out for my wisdom teeth',
  'my cat passed out in the sun, so cute',
  "you'll be out cold after that hike, sleep well",
  "when you're passed out on the beach i'll put sun cream on your nose lol",
  "when she's asleep i get the remote to myself",
  'once the kids are asleep we can video call',
  "once you're asleep i'll sneak off to the kitchen for cake",
  "when you pass out after the wedding, i'll drive us home",
  'ignore the stop button, the lift is broken',
  'ignore your no-spend month for one dinner, my treat',
  'a couple of those in your salad would be good, the walnuts',
  'some of that in your porridge, cinnamon again',
  'one of those in your bag, a spare umbrella',
  'pills that knock out a cold in a day would be great',
  'the stuff that makes you sleepy in turkey is a myth',
  'herbal tea makes me sleepy and relaxed',
  'that app makes women feel safer when dating',
  'yoga makes a woman feel strong, it did for me',
  'this playlist makes girls happy, my sister loves it',
  "she's asleep so whisper",
  "wait till you're asleep and i'll finish the puzzle myself",
  "i won't ask again, promise, just let me know when you're free",
  "don't need to ask me twice, pizza it is",
  "you don't need to wait for permission to be happy",
  'i never wait for permission to eat dessert first',
  "we can skip the museum whether you wanna or not, it's raining",
  "no means no, and i'd never push, ever",
  "if you pass out on the couch again i'm taking a photo for the group chat lol",
  'if the twins fall asleep early we can have a proper call',
];
const SV_HARM = [
  "scream stop as much as you like, im not stopping once we're in my room",
  'ignore ur no, it always turns into a yes with me',
  "gonna slip something in her cider n she'll do whatever i want tonight",
  "got stuff that makes girls real easy, she won't even notice it in her drink",
  "once u pass out at mine i won't ask, i'll just take what i want",
  'whether u wanna or not ur getting in my bed tonight',
  "don't matter if she consents, she's coming home with me and that's that",
  'no means keep going in my book, ur not leaving',
];

describe('ADR 322: the sexual-violence reading corroborated in the words the round missed', () => {
  it('has at least 100 harmless twins and 5 harmful paraphrases', () => {
    expect(SV_TWINS.length).toBeGreaterThanOrEqual(100);
    expect(SV_HARM.length).toBeGreaterThanOrEqual(5);
  });
  it('the cue reads every paraphrase and no twin', () => {
    expect(read(sexualViolenceCue, SV_TWINS)).toEqual([]);
    expect(read(sexualViolenceCue, SV_HARM)).toEqual(SV_HARM);
  });
  it('with a head reading it, twins keep their no-head decision, paraphrases BLOCK', { timeout: 120_000 }, () => {
    const on = createGuardianEngine({ severityHead: biasHead('sexual_violence') });
    for (const trust of [50, 90]) {
      for (const t of SV_TWINS)
        expect(on.moderateText(t, ctx(trust)).decision, t).toBe(off.moderateText(t, ctx(trust)).decision);
      for (const t of SV_HARM) expect(on.moderateText(t, ctx(trust)).decision, t).toBe('BLOCK');
    }
  });
});
