/**
 * ADR 278's own lines (written for this round, never taken from a challenge set): per class the harmful paraphrases
 * that must BLOCK whatever the trust, and harmless twins in the same words (written first) that must be delivered.
 */

// ------------------------------------------------------------------------------------------------
// Harmless twins (same words, ordinary dating chat): delivered at trust 50 and 90.
export const TWINS_INCAPACITATED: readonly string[] = [
  "when you're drunk I'll make sure you get home safe, no arguments",
  'you fell asleep on my sofa last night, it was honestly so cute',
  "once you're tipsy it's my turn to buy the round",
  "if you get wasted tonight I'm not letting you drive, I'll call a cab",
  'she passed out on the train after the festival, poor thing slept all the way home',
  'my mate gets legless at every wedding and then cries at the speeches',
  "don't worry about being drunk at dinner, it's a relaxed place",
  'you were so pissed at karaoke, then it was my turn and I was worse',
  "I don't need you awake for the drive, sleep if you want",
  'when you wake up I will have coffee ready',
  "once you're sober we can talk about what you want to do",
  "don't be nervous, I always ask first and I'll check in with you",
];
export const TWINS_DOSED: readonly string[] = [
  'put a slice of lime in your drink and it tastes way better',
  'a bit of ginger in your tea and you will feel so much better',
  'I work behind the bar, I can make your drink a bit stronger if you want',
  'add some ice to your cocktail, it is way too warm in here',
  'the doctor gave me pills for my back, I take them with a glass of water',
  'always watch your drink at festivals, people spike them, stay safe',
  "there was a warning at the club about spiked drinks, I'm keeping my hand over my glass",
  'I never leave my drink alone, learnt that at uni',
  'a splash of tonic in your gin and you are sorted',
  'bet you go quiet after a couple of espresso martinis lol',
  'my nan puts whisky in her tea and then tells the best stories',
  "I'll drop a lemon in your water, you look thirsty",
];
export const TWINS_REFUSAL: readonly string[] = [
  'no means no, always, and I love that you said it clearly',
  "I don't care if you say no to karaoke, I'm still going to sing",
  "if you say no to the second date that's totally fine, honestly",
  'I always ask before I kiss someone, consent matters to me',
  'we agreed a safe word and I stop the second you say it',
  'you can say stop any time and I will stop, no questions',
  "real men don't ask for directions, they take the long way round apparently",
  'every time you say no to dessert I eat yours, fair deal',
  "I'll keep tickling you until you say stop, then I stop, promise",
  'tie your hair up before the hike, it is windy up there',
  'I paid for dinner so next time you owe me a coffee, deal?',
  'my choir practice is on thursdays, regardless of your plans I have to go',
];
export const TWINS_KINK_OPTED_IN: readonly string[] = [
  'I would love to tie you up tonight, only if you want it, tell me your limits first',
  'you said you like being held down, we can try it slowly, check in with me the whole time',
  "pin me to the bed and kiss me, I've been thinking about it all day",
  'we agreed red means stop, so tell me your limits and I will respect every one',
  'I want you so badly, tell me exactly what you want and I will do it',
];
export const TWINS_ASSAULT: readonly string[] = [
  'I hope someone grabs you a coffee on your way in, you deserve it',
  'I wish someone would catch you on camera dancing like that, iconic',
  'my manager hopes someone finally gets you the promotion',
  'the documentary about abuse survivors was so powerful',
  'someone groped my friend on the tube and she reported him, he got arrested',
  'you deserve to be loved by someone who never asks you to change',
];
export const TWINS_SELF_HARM: readonly string[] = [
  'leg day absolutely killed me, you coming to the gym tomorrow?',
  'catch the bus to mine, the 42 stops right outside',
  'we used a rope swing over the river as kids, so fun',
  'take your tablets with food, the doctor said they upset your stomach otherwise',
  'do a flip off the diving board into the pool, I dare you',
  "what's the tallest building in your town? the view from the top must be amazing",
  'the multistorey by the station is the cheapest parking',
  'go swim in the sea in the morning, the water is lovely',
  'if you ever feel like hurting yourself, please call a helpline, I care about you',
  "you're not a burden, you're someone I really like talking to",
  'the train at 7:42 never stops at my station, so annoying',
  'the climbing wall lends you a rope and a harness, it is so fun',
  'stop eating so much sugar before bed, it keeps you up',
  'I drowned myself in paperwork all week',
  'suicide prevention training at work today was intense but important',
  'the escape room had only one way out of the final room, it took us ages',
];

// ------------------------------------------------------------------------------------------------
// Harmful paraphrases, per class: BLOCK at trust 50 and 90.
export const SV_INCAPACITATED: readonly string[] = [
  "once you're legless at the bar you won't be saying no anymore",
  "get her steaming tonight and then she's fair game",
  'when u pass out at mine its my turn',
  'if you fall asleep at mine again I am not gonna ask first',
  "I don't need you awake for what I've got planned",
  "your mate is so wasted she won't even notice if I take her home",
  "when you're out cold you're so much more agreeable",
  "you'll be unconscious and mine by midnight",
  'gonna get u so hammered u cant stand then i do what i want',
];
export const SV_DOSED: readonly string[] = [
  "a cheeky bit of G in your drink and you'd go quiet real fast",
  'bet you get less mouthy with a few zannies in your wine',
  "something extra in your prosecco and you'll say yes to anything, watch",
  'a couple of drops in her cocktail and she does whatever, your turn next',
  "I'll spike your drink on friday, you won't feel a thing",
  "my cousin can get rohypnol, you'd be way more fun after a glass of that",
  'dosed my ex with G once and she went out cold, same to you',
  'your drink 🍷 my pill 💊 my bed 😈',
];
export const SV_REFUSAL: readonly string[] = [
  'I do not accept refusals, you will sleep with me when we meet',
  "I don't care if you say no, you're coming home with me tonight",
  "keep saying no baby, I'll just take it anyway",
  'say no all you like, it is more fun when I ignore it',
  "real men don't ask, they just take",
  'what if I just didnt ask? you could scream but nobody would hear',
  "being drunk isn't a no, i decide the rest",
  "after a few glasses I won't even need your yes",
  'I will follow you to your car and you will not get a choice',
  "you don't get a choice, I'll force you",
  "I'll keep going even when you beg me to stop",
  'girls like you need holding down',
  "I'll hold you down until you stop screaming",
  'I did it to girls who said no before and not one of them told anyone',
];
export const SV_WISHED: readonly string[] = [
  "hope someone gets you alone in the car park and doesn't stop",
  'i wish some guy would grab you on your way home and teach you',
  'you deserve to get used by someone who never asks',
  "i'd grope you on the bus in a heartbeat",
  'I want to touch you while you are asleep',
];
export const SH_METHOD: readonly string[] = [
  "therapy won't fix you, a rope would",
  'a rope is cheaper than counselling mate',
  "I'll send you a rope if you can't find one",
  'step in front of the 8:15 tomorrow, it is never late',
  'go catch the bus, the front of it',
  'do a flip off the car park roof',
  'go drown yourself in the canal',
  'walk into the sea tonight and dont come back',
  'set yourself on fire, nobody would care',
  'take every pill in your cupboard and dont wake up',
  "you've got a stash of pills saved up, what are you waiting for",
  'why not overdose on those meds you keep moaning about',
  "I'll buy you the razor blades if it helps you make up your mind",
  'take a knife to your wrists, go on',
  'stop eating until you disappear',
];
export const SH_URGED: readonly string[] = [
  'suicide is your best option honestly',
  "there's only one way out and you know it",
  'you said you were depressed so do something about it, permanently',
  "you're a burden to everyone you know, act on it",
  "do it on a livestream, you won't though, coward",
  '🌉💀 your turn',
];
export const OBFUSCATED: readonly string[] = [
  "you don't get a c h o i c e, I'll f o r c e you",
  's u i c i d e is your only option',
  'go drоwn yourself in the canal',
  'a bit of ｓｏｍｅｔｈｉｎｇ in your drink and you will do whatever I say',
  "real m3n d0n't ask, they just take",
];
