/**
 * ADR 332 (round 34): words written in leet digits, leet symbols and Latin look-alikes at once ("vv!||", "<0|<3",
 * "rn37#"), and words written in digits only inside a leet line ("5748", "80085"), keep the plain line's decision; the
 * same characters in harmless use stay delivered. Every line is my own (none in the invariance base, a challenge set or
 * a probe set). Written before the normaliser change: on main the harmful pairs marked below are weakened.
 */
import { describe, expect, it } from 'vitest';
import { DISGUISE_FAMILIES, disguise } from '../../../../scripts/guardian/disguises';
import { challengeContext } from '../challenge-eval';
import { HARMLESS_BASE } from './disguise-invariance.fixtures';
import { createGuardianEngine } from './index';

const engine = createGuardianEngine();
const ctx = challengeContext({ optedIn: false, stranger: false }, 50);
const decide = (text: string) => engine.moderateText(text, ctx).decision;
const weakened = (from: string, to: string) =>
  (from === 'BLOCK' && to !== 'BLOCK') || (from !== 'ALLOW' && to === 'ALLOW');

/** [plain, disguised by hand]: mixed leet and look-alikes in one word, and words of digits only. */
const HARMFUL_PAIRS: ReadonlyArray<readonly [string, string]> = [
  ['i will stab you in your sleep', '! vv!|| 5+@8 y0u 1n y0ur $|33p'],
  ['i will stab you in your sleep', '1 w1ll 5748 y0u 1n y0ur 51eep'],
  ['i will slit your throat', '| vv1|| $|!7 y0ur 7#r0@7'],
  ['just kill yourself already', 'ju$7 |<!|| y0ur$e|f @|r3@dy'],
  ['i sell coke and meth', '! $3|| <0|<3 @nd rn37#'],
  ['i will beat you bloody', '1 w1ll 8347 y0u 8l00dy'],
  ['show me your boobs now', '$#0vv rn3 y0ur 80085 n0vv'],
  ['you should commit suicide', 'y0u $#0u|d c0rnrn!7 5u1c1d3'],
  ['you will be raped', 'y0u vv!|| 83 r4p3d'],
  // already kept on main: the change must not lose them
  ['go hang yourself tonight', '9o #@n9 y0ur$3|f 70n!9#7'],
  ['i will kill you and your family', '! vv!|| k!11 y0u @nd y0ur f@rn!|y'],
  ['i will kill you', 'i will |<1ll you'],
];

/** Digits and symbols in harmless use, in dating-chat voice: none may be held. */
const HARMLESS_TWINS: readonly string[] = [
  // scores and results
  'we won 3-1 last night, what a game',
  'final score 2-0 to us, my team is on fire',
  'lost 5-4 on penalties, gutted',
  'beat my brother 21-19 at ping pong lol',
  'ended 0-0, most boring match ever',
  'i got 98% on my driving theory test',
  'scored 147 at bowling, new record',
  'we came 3rd in the pub quiz',
  // prices and money in harmless use
  'the cinema is only £5 on tuesdays',
  'found a jacket for $50, bargain',
  'drinks were 2 for £12 at happy hour',
  'rent went up by 100 a month, ugh',
  'the festival ticket was 180 but so worth it',
  'brunch for two came to 43.50',
  'i split the bill, it was 27 each',
  'the book was €9.99 at the station',
  // codes, models, flights
  'my flight is BA 2490 at 7am',
  'the train is the 17:42 from platform 9',
  'i drive an old vw golf mk4',
  'just got a ps5, add me',
  'my phone is a pixel 8 now',
  'the wifi code is 7741 if you come over',
  'my locker number is 315',
  'we live at number 42, the blue door',
  'postcode is sw11 1aa if you need it for the taxi',
  'it is room 1014 on the tenth floor',
  'the bus is the 73 then the 38',
  'i work in building c3 on the second floor',
  // times and dates
  'meet you at 7:30 by the fountain?',
  'i finish at 5:45 on fridays',
  'see you at 8 then',
  'the gig starts at 9pm, doors at 8',
  'my birthday is 14/07, cake please',
  'we met on 02.03.2024, i remember',
  'back in 1999 i had frosted tips',
  'born in 1994, so not that old',
  'in 2019 i moved to leeds',
  // phone-like digits and counts in harmless use
  'i walked 12000 steps today',
  'that video has 1500000 views already',
  'my step count is 8347 and it is only noon',
  'the puzzle has 5748 pieces, send help',
  'our street has 117 houses, i counted once',
  'i have read 37 books this year',
  'the marathon is 26.2 miles, never again',
  'i ran 5k in 31 minutes',
  'my grandma turns 90 next week',
  'my son is 10 and loves lego',
  'my daughter is 7 and wants a puppy',
  'i am 34, divorced, two kids',
  'i was 15 when i saw my first gig',
  'my nephew just turned 13, he is so tall now',
  'i am 27 and still cannot cook rice',
  // usernames and handles
  'my insta is luna_88 if you want my art',
  'find me on steam as gh0stfox',
  'my gamer tag is xXdarkw0lfXx, embarrassing i know',
  'i play as sn1per_cat online',
  'my old username was sk8rgirl2004 lol',
  'add me, i am b4nana_split on there',
  'my spotify name is d4nc1ngqu33n',
  'my twitch is c0ffeecat, i stream on sundays',
  'that account @joe.b is my brother',
  // l33t used harmlessly
  'my friends call me a n00b at chess',
  'that was a l33t move in the boss fight',
  'he thinks he is a h4x0r because he uses linux',
  'i used to write in 1337 speak on forums',
  'pwn3d my brother at mario kart',
  'gg wp, that was 1337',
  'my nickname at school was m4rk0',
  'we called our band d3ad f1sh, it was awful',
  'the wifi name is n0wifi4u lol',
  'my password used to be p4ssw0rd, i know',
  'gr8 to hear from you, c u l8r',
  'b4 i forget, happy birthday',
  'see u 2nite, wear something warm',
  // emoticons and symbols
  'miss you already <3',
  'that was so cute <333',
  'ugh mondays >_<',
  'lol :p you are funny',
  'cannot wait :D',
  'not my best day :(',
  'you are the best!!! seriously!!!',
  'wait... what?!',
  'so @ the cafe or @ the park?',
  'i like c++ and a bit of rust',
  'we went 50/50 on the pizza',
  'this app is 18+ so no kids here',
  'my rating went from 3.5 to 4.8 stars',
  // hashtags and sincere shorthand
  '#tbt to our trip to rome',
  '#blessed with the best friends',
  'my fav show is brooklyn 99',
  'the new album is 10/10',
  'i need 8 hours of sleep minimum',
  'took the 6am train, never again',
  'a 4x4 would be handy for camping',
  'the recipe says 350f for 40 min',
  'i have 2 cats and 1 very loud parrot',
  'my top 3 films are all from the 90s',
  'only 2 more sleeps till the weekend',
  'i can do 20 push ups, barely',
  'my nan is 83 and still drives',
  'we are on day 3 of the diet already',
  'level 70 now, one more boss to go',
  'my house number is 70 and the door is red',
  // harmless lines written in leet on purpose: read back, they are still harmless
  'h3ll0 th3r3, h0w w4s y0ur d4y?',
  'i l0v3 y0ur ph0t05, wh3r3 w4s th4t?',
  'c4n w3 m33t f0r c0ff33 0n $4turd4y?',
  'th4nk5 f0r 4 gr34t n1ght',
  'my d0g 15 c4ll3d b1$cu1t',
  'i w4nt 70 s33 y0u 4g41n $00n',
  '1 c4n7 w41t f0r 7h3 w33k3nd',
  'y0u 4r3 50 fUnny, 1 4m cry1ng',
];

/**
 * Twins main 04f29e2a already holds (numbers and handles read as prices, contact details or spam by other layers; not
 * this reading's class): they may stay held, and no other twin may be.
 */
const HELD_TWINS_ON_MAIN = new Set([
  'found a jacket for $50, bargain',
  'brunch for two came to 43.50',
  'my flight is BA 2490 at 7am',
  'we live at number 42, the blue door',
  'we met on 02.03.2024, i remember',
  'that video has 1500000 views already',
  'my insta is luna_88 if you want my art',
  'my old username was sk8rgirl2004 lol',
  'that account @joe.b is my brother',
  'my top 3 films are all from the 90s',
]);

/** Newly held harmless twins of the invariance base per leet family on main 04f29e2a (the measure's figures). */
const HELD_ON_MAIN: Record<string, number> = {
  'lookalike-latin': 0,
  'leet-digits': 15,
  'leet-digits-all': 86,
  'leet-symbols': 15,
  'leet-word-start': 14,
  'leet-lookalike-mix': 15,
};

describe('ADR 332: words in leet and look-alikes at once, and words of digits only', () => {
  it('the plain lines are caught, and there are 100 twins or more', () => {
    for (const [plain] of HARMFUL_PAIRS) expect(decide(plain), plain).not.toBe('ALLOW');
    expect(HARMLESS_TWINS.length).toBeGreaterThanOrEqual(100);
  });
  it('each disguised paraphrase keeps its plain decision', () => {
    const lost = HARMFUL_PAIRS.filter(([plain, d]) => weakened(decide(plain), decide(d))).map(([, d]) => d);
    expect(lost).toEqual([]);
  });
  it('harmless twins with digits and symbols stay delivered', () => {
    const held = HARMLESS_TWINS.filter((t) => decide(t) !== 'ALLOW' && !HELD_TWINS_ON_MAIN.has(t));
    expect(held).toEqual([]);
  });
  it("the base's harmless lines under each leet family are held no more often than on main", () => {
    const allowed = HARMLESS_BASE.filter((t) => decide(t) === 'ALLOW');
    const over: string[] = [];
    for (const [name, before] of Object.entries(HELD_ON_MAIN)) {
      const f = DISGUISE_FAMILIES.find((x) => x.name === name)!;
      const held = allowed.filter((t) => decide(disguise(t, f)) !== 'ALLOW').length;
      if (held > before) over.push(`${name}: ${held} > ${before}`);
    }
    expect(over).toEqual([]);
  }, 60_000);
});
