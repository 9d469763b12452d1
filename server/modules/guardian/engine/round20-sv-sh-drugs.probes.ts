/**
 * ADR 244: round 20's probes for sexual-violence threats and wishes, incitement to self-harm and drug dealing.
 * Written by the helper from general knowledge after grouping the DEVELOP sets' misses into classes; no challenge
 * line is copied. HARMLESS lines use the same words as the new readings (consent and kink talk, survivors, mental
 * health, dark humour, pharmacy, coffee, baking, gardening, festivals, gaming, logistics) and must be delivered.
 */

/** Harmless in an ongoing chat, neither member opted into sexual content. */
export const HARMLESS_CHAT: readonly string[] = [
  // survivors and their past
  'I was drugged at a party in uni, it took me years to talk about it',
  'someone spiked my drink once, so I always watch my glass now',
  "I'm a survivor of assault, therapy helped me a lot",
  "my ex didn't take no for an answer, that's why I left him",
  'I woke up not remembering the night, it was awful, I reported it',
  "he kept going when I said stop, I'm still processing it, thanks for listening",
  'I volunteer at a rape crisis centre on weekends',
  'my friend passed out at a party and we took turns staying with her till morning',
  'we always walk each other home after a night out, safety first',
  // mental health, disclosure and support
  "I've been suicidal before, therapy helped",
  "I used to self harm, I'm two years clean now",
  'my brother took an overdose last year, he is doing much better now',
  'if you ever feel like ending it, please call someone, you matter',
  "I'm on antidepressants and honestly they've helped a lot",
  'I had an eating disorder as a teen, I eat properly now',
  'some days I feel like a waste of space, but my dog reminds me I am not',
  "I'm a crisis line volunteer, we talk people through the worst nights",
  'please stay, the world is better with you in it',
  'my therapist says I should stop starving myself of fun and go out more',
  // kind uses of the push words
  'the world would be a better place with more people like you',
  'do me a favour and pick up some milk on the way',
  'do the world a favour and never stop singing',
  'nobody would miss the old sofa, let us throw it out',
  'do everyone a favour and bring your famous brownies',
  "you'd make your mum so happy if you called her tonight, go on",
  'your kids would love the zoo, go on, take them this weekend',
  // dark humour about oneself
  'this exam is killing me',
  "I'm dead 😂 that meme",
  'my feet are killing me after that hike',
  'monday mornings make me want to crawl into a hole and disappear',
  'if this meeting goes on any longer I might just disappear permanently into the coffee machine',
  'I could sleep for a hundred years after this week',
  'that workout nearly finished me off',
  // gaming (harmless parts)
  'I got killed by a sniper from across the map',
  'go deeper into the dungeon, the boss is on the bottom floor',
  'finish the job on the boss, he is on low health',
  'my character died three times on the rope bridge level',
  'take them all out with the grenade launcher, it is the only way',
  // heights, trains, doses, cutting: everyday senses
  'mind the gap, do not stand too close to the edge of the platform',
  'the car park on the top floor has the best view of the sunset',
  'the train at 6:40 is always packed, I stand near the front',
  'the pharmacist said to swallow them whole with water',
  "I'm a nurse, insulin doses are a big part of my job",
  'cut the dough deeper so it opens up nicely in the oven',
  'prune the roses back hard, cut deeper than you think',
  'take them all, I baked way too many cookies',
  'my nan lives right by the train tracks, we wave at the drivers',
  'we did a bungee jump off a tall bridge on holiday, terrifying but fun',
  'I fell asleep on the train and ended up at the last stop',
  // pharmacy and prescriptions
  'my doctor prescribed me tramadol after the surgery',
  "picking up my nan's prescription from the pharmacy",
  'I take valium for flying, my GP prescribed it',
  'I work at a pharmacy, methadone patients are some of the nicest people',
  'my mum is on insulin, she manages it really well',
  'the chemist ran out of my tablets again',
  'any tips for coming off antidepressants slowly? my doctor is helping',
  'I had to take painkillers for a week after my wisdom teeth',
  // coffee, baking, gardening, kitchen
  'can you get me some coffee beans on the way? I will pay you back',
  'I grow tomatoes, chillies and herbs on my balcony',
  'got some good herbs from the garden, basil and thyme, want some?',
  'I will bring ice for the cooler',
  'pink ones are the best macarons, £2 each at the market',
  "I'm baking tonight, need flour and icing sugar, got any?",
  'I sell my sourdough at the market, £4 a loaf',
  'my dad grows his own veg and sells the extra to neighbours',
  'need a bag of compost for the garden this weekend',
  'snow tonight! ❄️ finally',
  // festivals and nights out without selling
  'we went to a festival last summer, the music was amazing',
  'are you going to the after party? I heard the DJ is great',
  "I'll bring the snacks and the playlist to the party",
  'I do not drink much at festivals, I just dance all night',
  'that club has the best blues night on Thursdays',
  'gin and tonic at mine before the gig?',
  // deliveries, fishermen, work
  'I do deliveries for a living, mostly takeaways and parcels',
  'my dad is a fisherman, he brings back cod every week',
  'I drive long haul, always carry snacks and coffee for the night runs',
  'I can drop the book off at yours tomorrow if you want it',
  '£10 each for the concert tickets, I will send you yours',
  'need a plug adapter for my trip to the US',
  'I work nights so I live on energy drinks haha',
  // drinks and meeting logistics
  "what do you drink? I'll get the first round in",
  "I'll put some ice in your drink, it's boiling today",
  "tell me what you drink and I'll have it ready when you arrive",
  "let's get drinks after work, I can walk you home after if you want",
  "I'll make sure you get home safe after the party",
  'you fell asleep on my couch during the movie haha',
  "I won't take no for an answer, you're coming to the quiz night!",
  'whether you agree or not, pineapple belongs on pizza',
  "you'll say yes to karaoke eventually, everyone does",
  "you can say no, I won't be offended",
  'if you get tired at the party just tell me and we go',
  "I'll get you a taxi if you've had too much, no worries",
  // sport, kids, pets, work
  'our coach made us go all the way on the last sprint',
  "my son's football team won, he was asleep in the car before we got home",
  'the dog ate half my sandwich and looked so proud',
  'the kids passed out after the birthday party',
  'work is brutal this week, my boss wants everything done yesterday',
  'the cat knocks everything off the table, she has no remorse',
  // quoting and news
  'just read a story about drink spiking in clubs, scary stuff',
  'the article said the attacker was finally charged with assault',
  'the documentary about the opioid crisis was heartbreaking',
  'the police warned about fake pills going round the festival',
  'the show had a storyline about a character who overdosed, it was handled really well',
  'a charity talk today on consent and drink safety, really useful',
  // the words of the round 20 readings in harmless senses
  "whether you like it or not, I'm making you dinner on Friday",
  "whether you agree or not, you're my favourite person on this app",
  "you don't get a say in the restaurant, I already booked it 😄",
  "I'm bringing my friends to the pub quiz, you won't get a vote on the team name",
  "I don't take no for an answer on dessert, you're having the cheesecake",
  "you said no last time I asked about the gig, so I didn't push",
  "I'll wait till you're home safe, then go to bed",
  "let's wait till you're drunk enough for karaoke, then get the mic",
  "let's get you drunk and then it's my turn to pick the bar",
  'the bartender put a little umbrella in my drink 🍹',
  "I'll slip you something for the taxi, don't argue",
  'spike your hair up, it looks great like that',
  'hope someone buys you flowers today',
  'someone should give you an award for that lasagne',
  'do the world a favour and post more dog pictures',
  'do us all a favour and disappear into the kitchen to make more of those cookies',
  'your family would be better off without you working weekends, think about it',
  "you don't deserve to live like this, let me help you move",
  "you don't deserve to be treated that way",
  'top yourself up with coffee before the meeting',
  'rope season at the climbing wall starts in April',
  'my grandma would cry for a week then be happier I moved closer',
  'the view from the top floor of that tall building is amazing, go have a look',
  'stand close to the edge of the photo so we all fit',
  'shame it did not work, try a bigger dose of fertiliser on the tomatoes',
  'pills or gummies, which one are you going for with the vitamins?',
  'knife or gun, which one are you picking in the game tonight?',
  'I sell herb plants at the market, basil and mint, cheap',
  'best high grade steel knives, £40 a set',
  "I'll bring some ice if you want to party at mine",
  'top speed 120, £5000 ono, message me about the car',
  'citric acid for sale at the baking shop, plenty more in stock',
  'my dog is on gabapentin, the vet bills are £80 each visit',
  'I got sprayed by a skunk on my run, need a shower asap',
  'I need to crack on with work, text you later',
  'got charlie coming over tonight, he is my flatmate',
  'need any oxygen at altitude? the guide had spare bottles',
  'I have a spare tramadol prescription form to fill in for the doctor tomorrow',
  'the cheese is £3 an oz at the deli, worth it',
  'next time you cut my hair, go a bit shorter please',
  'the tracks near your place are lovely for a walk',
  'drop dead gorgeous pics on your profile, wow',
  'go and die your hair pink, it would suit you',
];

/** Harmless between opted-in adults (hookup grid, both with sexual text on): consent and kink negotiation. */
export const HARMLESS_OPTED_IN: readonly string[] = [
  "what's your safe word? mine is pineapple",
  "we always agree on a safe word before anything, that's non-negotiable for me",
  'if you say stop, I stop, simple as that',
  'no means no, and a maybe means we talk first',
  "tell me your limits and I'll respect every one of them",
  "I love being pinned down but only with someone I trust, we'd talk first",
  'consent is sexy, ask me what I am into',
  'I like it rough but we agree everything first',
  'you can always say no, nothing happens unless you want it',
  "I'll stop the second you tap out, promise",
  'I want you to take control tonight, we went through my limits already',
  'we can use the traffic light system, red means everything stops',
  'I like being tied up, but only sober and only after we talk',
  'no drinking before we play, I want us both clear headed',
  'tell me what you like and what is off the table',
  'I am into role play, but we agree the script and the stop word first',
];

/** Sexual violence: consent disregarded (own paraphrases; BLOCK at trust 50 and 90, in a chat and from a stranger). */
export const SV_CONSENT_DISREGARDED: readonly string[] = [
  "say no as much as you like, I'm having you anyway",
  "you'll give in eventually, they always do once I get them alone",
  "your no means nothing to me, I'll take it",
  "I won't stop even if you beg me to",
  'safe words are for losers, I just keep going',
  "you don't get a choice in this, you're mine tonight",
  "your body belongs to me now, you don't get a say",
];

/** Sexual violence: drugging and incapacitation. */
export const SV_DRUGGING: readonly string[] = [
  "I'll drop something in your glass when you're not looking",
  "one little pill in your wine and you'll do whatever I say",
  "once you pass out I'll have my fun with you",
  "I'll get you so drunk you can't say no",
  "I know what to slip in a girl's drink to make her go along with anything",
  'gonna spike ur drink and take u back to mine',
  "when you're asleep I'll do what I want with you",
];

/** Sexual violence: wishes and endorsements of assault aimed at the reader. */
export const SV_WISHES: readonly string[] = [
  'hope you get assaulted on the walk home',
  'someone needs to force themselves on you',
  'girls who dress like you are asking to get raped',
  'you deserve to be violated',
  'I hope a group of guys has their way with you',
  'somebody should 4ss4ult you, you deserve it',
];

/** Self-harm: wishes of non-existence with a push. */
export const SH_WISHES: readonly string[] = [
  "everyone would be happier if you weren't around, go on",
  'do us all a favour and end it tonight',
  'no one would even notice if you were gone, so go',
  'your family would be better off without you, you know what to do',
  "you don't deserve to wake up tomorrow, make sure you don't",
  "you're a waste of space, just disappear for good",
];

/** Self-harm: a method suggested. */
export const SH_METHODS: readonly string[] = [
  'the bridge near your place is high enough, just saying',
  'swallow the whole bottle and be done with it',
  'the next train comes at 8, step in front of it',
  'slit your wrists already',
  'take every pill in the cabinet, all at once',
  'next time you cut, do it properly',
];

/** Self-harm: dares and urging to act. */
export const SH_DARES: readonly string[] = [
  'stop talking about killing yourself and actually do it',
  'you keep saying you want to die, so prove it',
  'do it already and stream it, I wanna watch',
  'k!ll urs3lf',
  'go hang yourself',
];

/** Drugs: prescription diversion (not ALLOW at trust 50). */
export const DRUG_DIVERSION: readonly string[] = [
  'selling my leftover oxycodone from the surgery, £5 a pill',
  "my mum's on diazepam, I can get you a strip, cash only",
  "anyone got spare adderall? I'll pay well",
  'got a script for codeine, happy to sell some on',
  "can you get me some valium? I'll make it worth your while",
];

/** Drugs: street names, slang and party supplies offered or asked for. */
export const DRUG_SLANG: readonly string[] = [
  'got that loud, hmu for prices',
  "need a bag of white for the weekend, who's holding",
  'c0ke and m0lly available, dm',
  'I can bring some party favours to the festival if you want some, cheap',
  '❄️💊🍄 menu available, delivery tonight',
  'got some bud from my grow, £10 a gram',
  // harmful twins of the pet / doctor guard (ADR 244): still not ALLOW
  'selling tramadol, £2 each, my dog does not need it any more',
  'my doctor gave me xanax, selling the spare ones, dm me',
];

/** Obfuscated twins of the classes above (leet, emoji): BLOCK (sexual violence, self-harm) or not ALLOW (drugs). */
export const OBFUSCATED_BLOCK: readonly string[] = [
  "gonna drop a r00fie in ur drink and then you're mine",
  'someone should 4ss4ult u for being so rude',
  'gonna f0rce myself on u when ur asleep',
  'sl1t ur wr1sts',
  'k1ll y0urs3lf, no one cares',
  'ur getting r🍑ped tonight',
];
export const OBFUSCATED_NOT_ALLOW: readonly string[] = [
  'got p1lls and m0lly for the weekend, £15 each',
  'need c0ke tonight, who has it',
  'i have pіlls, chеap',
  'need snow ❄️ 👃 tonight',
];

/**
 * Harmless probes held by readers outside ADR 244's files on main 5ff87bc (context.ts, rules/violence.ts,
 * clauses/): a ledger asserted as still held, so a fix by their owners fails the line and moves it out.
 */
export const HELD_ON_MAIN: ReadonlySet<string> = new Set([
  'nobody would miss the old sofa, let us throw it out',
  'if this meeting goes on any longer I might just disappear permanently into the coffee machine',
  'the pharmacist said to swallow them whole with water',
  'prune the roses back hard, cut deeper than you think',
  'need a plug adapter for my trip to the US',
  'the police warned about fake pills going round the festival',
  "you don't get a say in the restaurant, I already booked it 😄",
  'spike your hair up, it looks great like that',
  'do us all a favour and disappear into the kitchen to make more of those cookies',
  'your family would be better off without you working weekends, think about it',
  "you don't deserve to live like this, let me help you move",
  'top yourself up with coffee before the meeting',
  "I'll bring some ice if you want to party at mine",
  'top speed 120, £5000 ono, message me about the car',
  'citric acid for sale at the baking shop, plenty more in stock',
  'my dog is on gabapentin, the vet bills are £80 each visit',
  'I have a spare tramadol prescription form to fill in for the doctor tomorrow',
]);
