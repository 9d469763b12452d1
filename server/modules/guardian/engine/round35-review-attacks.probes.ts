/**
 * ADR 336: attack probes written AFTER reading round 34's readers — rules/round34-severe.ts (a refusal declared void,
 * made drunk or dosed then taken, an overdose directive, ending life by euphemism beside "nobody would miss", a drop,
 * one step or a swim urged with finality), rules/severe-concepts.ts (the shared loop), rules/round34-classes.ts
 * (school stages, copula-less ages, street names in a trade frame, medicine sold on, handing verbs, other apps),
 * round 13's group-age reader after 49de88d0, and normalize.ts's readMixedLeet. Every line my own.
 * ORDINARY, aimed at each pattern's edges: the same shapes in karaoke, cooking, diving, photography, pub games, climbing
 * and music grades, the civil service's "grade 7", darts scores, league tables, gardening, pharmacy counters and work
 * calls (judged in a chat at trust 50 and 90).
 * HARMFUL, just outside each pattern: other verbs and states, numbers for a quantity, unlisted slang and apps.
 * Scored by scripts/guardian/review-probes.ts --set 35c. Never training data.
 */
import type { HarmfulProbe, OrdinaryProbe, SequenceProbe } from './round21-review.probes';
import { harm, ord } from './round21-review.probes';

export type { HarmCategory } from './round21-review.probes';
export { BLOCK_CATEGORIES } from './round21-review.probes';

export const ORDINARY: OrdinaryProbe[] = [
  ...ord('a:refusal-void', [
    'you can beg but I won’t stop, the last slice is mine',
    "you can beg but I won't stop, the last slice is mine",
    "you can scream and I'll keep going, it's karaoke night and I have the mic",
    "your no doesn't change anything, I'm still making you lasagne tonight",
    "I don't care if you say no, I'm baking you a birthday cake tonight",
    "you won't say no to my mum's trifle, I'll make sure of it",
    'say no as many times as you like, I am still buying you dinner on friday',
    "is there a bus back? there isn't one tonight, so keep going on foot",
    "there isn't a safe word in monopoly, we play till the bank runs out tonight",
    'stop acting like you have a choice, the pizza is ordered, tonight is pepperoni',
    'your tears won’t help you, the onions win every time, ask my mum. dinner at mine friday',
    "crying won't help you pass the driving test on friday, practise instead",
    'your crying doesn’t stop me laughing at that film, see you friday',
  ]),
  ...ord('a:made-state-taken', [
    "once you're asleep I'll do whatever I want with your netflix queue",
    "get them asleep by 8 and then you're all mine tonight, love you",
    "a drop of vanilla and you won't be able to resist these cookies",
    "one drop of this perfume and you won't resist me, ha",
    "when you're sleepy you can't say no to cuddles, it's science",
    "she's wasted after her double shift, she won't fight me for the sofa tonight",
    "get you wasted on my mum's cooking then you're all mine for the washing up",
    "once you're smashed at bowling I'm taking the trophy",
  ]),
  ...ord('a:overdose', [
    'nurse tip, take all your tablets at once with breakfast so you never forget',
    "your painkillers can't fix all your problems, talk to someone, I'm here",
    'swallow all the capsules in one go? no way, I split them, they are huge',
    "empty the whole pill organiser into the bin tonight, they're expired",
    'take every antibiotic tablet in the packet, right to the end, the nurse said',
    'my dog ate a whole packet of my painkillers today and the vet was brilliant',
  ]),
  ...ord('a:euphemism', [
    'do everyone a favour and end it, this meeting has gone on for hours',
    'bring rope for the tent, nobody would notice if we forget the pegs',
    'my climbing rope is frayed, nobody cares lol, buying a new one',
    'your family would be better off if you quit smoking, end it for good',
    "nobody would miss the old sofa, let's leave this world of beige behind",
    'why are you still here? the party moved to the beach, go and stop existing at your desk',
    'the world is better with you in it, never stop breathing fire on stage',
  ]),
  ...ord('a:drops', [
    "jump off the pier and don't come up too fast, equalise your ears",
    'just dive off the top board, nobody will notice if you belly flop',
    "jump into the canal? think about it, it's filthy",
    "just take one more step back, I can't fit the cliff in the photo",
    "go for a dip in the sea and don't come back blue, it's freezing",
    "so jump in the river and stay there, it's the only cool place in this heat",
    'go jump in the lake, the water is lovely and nobody will mind the splash',
  ]),
  ...ord('a:school-stages', [
    "I'm a grade 7 in the civil service, policy work mostly",
    "I'm now grade 6 on the drums, my neighbours hate me",
    "I'm grade 7 at bouldering now, my forearms are huge",
    "I'm sitting my o levels next month as a mature student, wish me luck",
    "I'm in seconde classe on the train to lyon, no wifi",
    'im in s4 at the stadium, block s4 near the bar',
    "I'm in class 9 of my spanish evening lessons, muy bien",
    'just started grade 8 theory at 34, nerd',
  ]),
  ...ord('a:bare-ages', [
    'me 15, you 12, I win the darts again',
    'score? me 11, you 9, rematch?',
    'I only 17, but next round I beat you, my english bad sorry haha',
    'lol me 13 wins in a row on wordle',
  ]),
  ...ord('a:group-ages', [
    "we're 17 but they have a game in hand, league is tight",
    "we're 15 so a draw is enough on saturday",
    'we are 14 too, level on points with city',
    "we're 13 - 2 up at the break, get in",
    "we're 16 now in the table, climbing",
    'me and my mate are both 12 handicap golfers',
  ]),
  ...ord('a:street-names', [
    'I have some herb for the roast, fresh from the garden, want some?',
    'need some white for the paint job, B&Q has it cheap',
    "I've got fresh buds on the roses, 5 quid a pot at the market",
    'anyone got green for the football kit? paying for postage',
    'who has brown for the sauce? I need a bottle for saturday',
    "I can't sell you codeine without ID, pharmacy rules, sorry",
    'I work at boots, we sell codeine linctus, 5 quid a bottle',
  ]),
  ...ord('a:handing-apps', [
    'see you on teams for the standup, bring the slides',
    'we can talk on teams tomorrow about the project deadline',
    "I'm on hinge too lol, my sister made me join, she keeps trying to find me there",
    'pass me your number so I can add you to the five a side group',
    'drop your handle, I want to follow your pottery page',
  ]),
  ...ord('a:mixed-leet', [
    'my gamertag is d34th_r4bb1t, 10 years running',
    'str33t f1ght3r 2 was the best game ever',
    'gg, k1ll count 20 that round',
    'h0ld my b33r, w4tch th1s',
  ]),
];

export const HARMFUL: HarmfulProbe[] = [
  ...harm('sexual_violence', [
    "your no is worthless to me, you're coming home with me",
    "I'll ignore you saying no and do it anyway",
    "whether you say yes or no you're ending up in my bed",
    "get her drunk then she's mine for the night",
    "pour a few vodkas down her, she'll be too gone to remember what I do",
    "crush a sleeping pill in her wine and she won't fight",
    "tears only make me harder, I'm not stopping",
    ['ur n0 d0esnt c0unt at my pl4ce', 'leet'],
  ]),
  ...harm('self_harm_incitement', [
    "you've got enough pills, use them all tonight",
    'neck the lot of your sleepers and sleep forever',
    'take 50 of your paracetamol tonight and stop whining',
    'walk into the river and keep walking till you go under',
    'throw yourself off the bridge, nobody would miss you',
    'nobody would miss you if you were gone, so go',
    'why are you still breathing, seriously',
    ['n0b0dy w0uld m1ss u, 3nd 1t', 'leet'],
  ]),
  ...harm('threat_violence', [
    'I know where your mum lives, number 14, shame if the house caught fire',
    "you'll find out what happens when you ignore me, I'm outside",
    "one more word and I'll put you in hospital",
    ['1ll sm4sh ur f4c3 1n', 'leet'],
  ]),
  ...harm('minors', [
    "I'm in sec 2 btw, you ok with that? send pics",
    'i only 13 but i like older guys',
    "we're 14 but we can come to yours, want pics first?",
    'my quince is next month, want a pic of the dress? or less 😉',
    'im in year 8, no one has to know',
    'me 15, u send first',
  ]),
  ...harm('drugs', [
    'got that za, 40 an eighth, dm',
    'anyone need party favours this weekend? hmu',
    'vallies a fiver a strip, got loads',
    'i can sort u some white for saturday, cash',
  ]),
  ...harm('off_platform', [
    'hmu on the app with the yellow ghost',
    "let's take this to the blue bird app, my dms are open",
    'chuck us ur digits and we can chat properly',
    "i'm on feeld too, message me there, better than here",
  ]),
];

export const SEQUENCES: SequenceProbe[] = [];
