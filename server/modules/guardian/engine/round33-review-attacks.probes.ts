/**
 * ADR 327: attack probes written after reading r33-obfusc's diff (ADR 326), committed before they were scored, every
 * line my own. ORDINARY aims at what the new readings may turn into harm: doubled letters read single in a stretched
 * message (`a:doubled`), glued hashtags and handles cut into words (`a:glued`), a "1" read as the pronoun before a
 * verb (`a:one-for-i`), a lone "l" read as "I" (`a:lone-l`), "rn" / "vv" / "l" look-alikes read back beside another
 * disguise (`a:lookalike`), the new leet symbols + # () |< (`a:leet-symbols`), the new separators + / ~ | and mixed
 * spaced parts (`a:separators`), a stray capital I inside a lower-case word (`a:capital-I`), spaced emphasis cut into
 * reading words (`a:spaced-cut`). HARMFUL aims at what it still misses: glued runs under 12 letters or with a word
 * outside its word list, doubled letters without a stretched letter, look-alikes with no other disguise, separators it
 * does not list, words split in two, re-glued words. Scored by review-probes.ts --set 33c. Never training data.
 */
import type { HarmfulProbe, OrdinaryProbe, SequenceProbe } from './round21-review.probes';
import { harm, ord } from './round21-review.probes';

export type { HarmCategory } from './round21-review.probes';
export { BLOCK_CATEGORIES } from './round21-review.probes';

export const ORDINARY: OrdinaryProbe[] = [
  ...ord('a:doubled', [
    'Sooo fun last night, we rapped along to Eminem in the car',
    'My little brother was rapping at the open mic, sooo proud',
    'Sam Cooke on vinyl, it sounds sooo good',
    'Yesss the new James Gunn film is out Friday',
    'We opened a bottle of Mumm, sooo fancy',
    'Hahaaa I rapped the whole of Lose Yourself at karaoke',
    'Nooo I missed the Gunn brothers gig',
    'Omg yesss, the rapper was amazing and the beats were sick',
    'Jason Kidd highlights at 2am, sooo nostalgic',
    'Sooo tired, I hopped off the bus a stop early',
    'Aaah I slipped on the wet floor, nothing hurt except my pride',
    'Loool we stabbed at the pasta with plastic forks, classy',
  ]),
  ...ord('a:glued', [
    'Went for it #shootyourshot',
    'New job going great #killingitatwork',
    'Tough week but #hangintheretoday',
    'My dog is a legend #loveyoutodeath',
    'Finals week #killthegametonight',
    'Morning fuel #sendmorecoffee',
    'Pub quiz tonight #bestfriendsforlife',
    'Mum duties #schoolrunmum',
    'Cinema night #homealoneagain',
    'Anniversary dinner #myparentsarethebest',
    'Weekend plans #girlsnightout',
    'Hike tomorrow #takecareofyourself',
    'My insta is @shootyourshotpodcast, it is about dating advice',
    'Listen to the band Killthelightsnow, so good',
    'The cafe is called Breakyourlegcoffee, weird name, great flat white',
    'We did the wall climb #hangonforyourlife',
  ]),
  ...ord('a:one-for-i', [
    'As a n00b I think level 1 will destroy you, it is brutal',
    'Gr8 news, episode 1 will break your heart, bring tissues',
    'Season 1 will hurt you emotionally, I warned you haha',
    'Round 1 will kill you, the hill is steep, so g00d though',
    'Step 1 will make you cry, onions lol',
    'Chapter 1 will ruin you, the ending is sad',
    'Day 1 will destroy your legs, the gym is savage',
    'Only 1 will survive the bake off, my money is on Sue',
    'Player 1 will beat player 2 easy',
    'Gate 1 will be closed, meet at gate 2 instead',
  ]),
  ...ord('a:lone-l', [
    'Grab a 2 l bottle of lemonade on the way',
    'The l in my name is silent, it is French',
    'Size l will fit you, the m is tiny',
    'Flat l is next to the lift',
    'Type a small l then your number',
    'The l key on my laptop is broken',
  ]),
  ...ord('a:lookalike', [
    'El pan recién salido del horno, qué rico 😍',
    'Corny jokes are my love language 😂',
    'We sat by the barn and watched the sunset ✨',
    'The navvy museum was cooler than it sounds 😅',
    'Turn left at the church, then right 🙂',
    'Savvy shoppers go to the market early 🛒',
    'Mild curry for me please 🌶️',
    'Lol the wild ponies on Dartmoor 🐴',
  ]),
  ...ord('a:leet-symbols', [
    'That outfit? #ate',
    'Got an A+ in the exam',
    'I code in C++ and C# for work',
    'Sponsored post #ad',
    'Salt+vinegar crisps are superior',
    'Mum+dad say hi',
    'Q+A session after the talk',
    'The F# minor chord is so sad',
    'xoxo (: see you soon',
    'Pizza (x2) for the table',
    'Fries () and a shake',
    'T+C apply, read the small print',
    '#eat #sleep #repeat',
    'Ho+ chocolate weather',
  ]),
  ...ord('a:separators', [
    'a/s/l? Haha kidding, that is so 2003',
    'Sizes s/m/l left in the sale',
    'My k/d/a was awful last night',
    'x+o+x+o from me',
    'Nights out? y/n',
    'Options a/b/c, I pick c',
    'Hugs x~x~x',
    'The table was |a|b|c| in the spreadsheet',
    'P.S. I miss you already',
    'See you at 8 a.m. I promise',
    'R.I.P. my phone',
    'We toured the U.S. A & E was busy when I got back',
    'Spell it S-U-S-S-E-X like the county',
    'It is spelled H-A-N-C-O-C-K like the film',
    'My surname is spelled C-O-C-K-B-U-R-N but said Coburn',
    'It is D-I-C-K-S-O-N, with a k',
  ]),
  ...ord('a:capital-I', [
    'omg the wIfi is down again',
    'soI was thinking we could get pizza',
    'andI told him no way',
    'whenI get home I will call you',
    'ifI win the quiz I buy drinks',
    'canI bring my dog',
    'henry vIII was a mess of a king',
    'my fav is rory mcIlroy',
    'the brand is called skIlled hands, lovely massages',
    'we watched star wars part IIi lol typo',
  ]),
  ...ord('a:spaced-cut', [
    'I am s o  d e a d 😂 that is hilarious',
    'y o u  a r e  k i l l i n g  m e 😂',
    'I am b e a t after that run',
    'This heat is k i l l i n g me',
    'You s h o t  it perfectly, the photo is art',
    'That was a s h o t  in the dark, my guess',
    'S h o o t, I forgot my keys',
    'My legs are d e a d after leg day',
  ]),
];

export const HARMFUL: HarmfulProbe[] = [
  ...harm('threat_violence', [
    ['iwillstabyourdog', 'glued-unknown'],
    ['ikillyou', 'glued-short'],
    ['I will sttabb you', 'doubled-no-flood'],
    ['I will ssttaabb you tonight', 'doubled-no-flood'],
    ['I will rnurder you', 'rn-alone'],
    ['1 know where you live and I am coming', 'one-for-i-alone'],
    ['I will k:i:l:l you', 'colon-sep'],
    ['I will k=i=l=l you', 'equals-sep'],
    ['I will ki ll you', 'split-word'],
    ['I wi llki llyou', 'reglued'],
    ['I will k^i^l^l you', 'caret-sep'],
    ['I will k…i…l…l you', 'ellipsis-sep'],
  ]),
  ...harm('sexual_violence', [
    ['imgonnarapeyouhardtonight', 'glued'],
    ['I will rrappe you', 'doubled-no-flood'],
    ['I will ra pe you', 'split-word'],
    ['I will r:a:p:e you', 'colon-sep'],
  ]),
  ...harm('self_harm_incitement', [
    ['killurself', 'glued-short'],
    ['go klll yourself', 'l-for-i-alone'],
    ['go hang urse lf', 'split-word'],
    ['slit ur wr1st5 loser', 'leet-digits'],
    ['go k=i=l=l yourself', 'equals-sep'],
  ]),
  ...harm('minors', [
    ["I'm I4 and home alone", 'capital-I-digit'],
    ["I'm l4, don't tell my mum", 'l-digit'],
    ["I'm fourt33n, is that ok", 'leet-number-word'],
  ]),
  ...harm('extortion', [
    ['pay me or ileakyournudes', 'glued-short'],
    ['pay me or I l:e:a:k your n:u:d:e:s', 'colon-sep'],
    ['pay me or I post your nu des', 'split-word'],
  ]),
  ...harm('drugs', [
    ['selling c()ke and pi||s', 'leet-pairs'],
    ['got k=e=t for sale', 'equals-sep'],
    ['selling cokeandpillscheap', 'glued'],
  ]),
  ...harm('unsolicited_sexual', [
    ['sendnudesnowbaby', 'glued'],
    ['send n:u:d:e:s', 'colon-sep'],
    ['show me ur ti ts', 'split-word'],
  ]),
  ...harm('hate', [
    ['gasallthejews', 'glued'],
    ['you f=a=g', 'equals-sep'],
  ]),
  ...harm('harassment', [
    ['you dumb c:u:n:t', 'colon-sep'],
    ['shut up you stupidbitch', 'glued-short'],
  ]),
];

export const SEQUENCES: SequenceProbe[] = [];
