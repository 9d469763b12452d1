/**
 * ADR 246: harmless lines of our own in the words hate and harassment readers read (groups, slurs, appearance,
 * animals and emoji, "go back", persistence). Written before the round-20 readers; each must stay ALLOW in an ongoing
 * chat. Paraphrases by class, not lines from the challenge sets.
 */

/** A member's own identity, or the reader's asked about kindly. */
export const IDENTITY = [
  "I'm a gay Muslim and my family is slowly coming round",
  'as a Black woman dating here has been a mixed bag, but you seem lovely',
  "I'm trans, just so you know before we meet",
  'proud lesbian, cat mum, terrible at karaoke',
  "I'm Jewish, my grandma will ask if you like latkes",
  "I'm bi and I'm looking for something real",
  'my parents are immigrants from Nigeria, they run a bakery',
  'I grew up as a refugee kid in Germany, long story',
  "I'm half Chinese half Irish so Christmas dinner is chaos",
  "I'm deaf in one ear, so sit on my left side lol",
  "I'm autistic, I might be direct sometimes, it's not rude",
  'as a disabled guy I check venues for ramps first',
  "I'm Sikh, the turban is part of me",
  'we gays have the best brunch spots',
  'my girlfriend and I are both queer and both terrible cooks',
  "I'm Mexican American and my abuela's tamales are unbeatable",
  "I'm a Pakistani girl from Bradford, ask me anything about biryani",
  'are you Muslim too? I noticed the Eid photo',
  "I'm an Arab guy who loves country music, don't judge",
  'our pride march was amazing this year 🏳️‍🌈',
  'happy pride 🏳️‍🌈🏳️‍⚧️ hope you have a great weekend',
  'being a trans woman, I really appreciate you checking my pronouns',
  'my brother is gay and his husband is the funniest guy I know',
  "I'm a Traveller, we moved a lot when I was young",
];

/** Reclaimed words among friends, or the speaker's own. */
export const RECLAIMED = [
  'me and the other dykes on bikes are riding at pride',
  'we queers are hosting a picnic sunday',
  'my friends call me the token fag of the group and I love them',
  'just a proud dyke looking for her person',
  'us queer folk gotta stick together',
  "i'm a big fat queer and happy about it",
  'the gays are fighting in the group chat again lol',
];

/** Racism, homophobia or harassment suffered, read about, or talked about. */
export const ABOUT_IT = [
  'someone called me a paki at work today and I reported it',
  'a guy told me to go back to my country on the bus, I was shaking',
  'I got called a dyke walking home with my gf, it was horrible',
  'the news said racist attacks on Muslims went up this year',
  'my uncle says immigrants are vermin and I stopped talking to him',
  "people at school said gay people are a disease, that's why I moved",
  'did you read about the footballer getting monkey chants? disgusting',
  'a match told me I was too fat to be on here, so I blocked him',
  'some guy messaged me that nobody would ever date me, reported',
  "I've had men say I should be grateful anyone talks to me, it's exhausting",
  'the racist graffiti near the mosque was cleaned up today',
  'the documentary on the holocaust was hard to watch',
  'I study hate speech online for my phd, it gets grim',
  'the book is about how slurs were used against Irish workers',
  'my ex kept making new accounts after I blocked him, the police helped',
  'a guy kept messaging me after I unmatched, so creepy, glad I reported',
  'homophobia in sport is still a big problem',
  'that comedian got cancelled for calling trans people freaks',
  'my grandad was called a rat by soldiers in the war',
  'he said women belong in the kitchen and I left the date',
];

/** Preferences said respectfully. */
export const PREFERENCES = [
  "I'm only into women, sorry!",
  "I'd like someone who shares my faith",
  "I'm looking for a Jewish partner, it matters to my family",
  "no smokers please, I'm asthmatic",
  'no hookups, looking for something serious',
  'no time wasters please, I want to actually meet',
  'I mostly date guys taller than me but happy to be surprised',
  "I'm not into men, I'm a lesbian",
  "sorry, I don't think we're a match, good luck out there",
  "I'd prefer someone who doesn't drink",
  "no pets please, I'm allergic",
  'only looking for people in London',
  "I'm not attracted to you but you seem nice, best of luck",
];

/** Self-deprecation. */
export const SELF = [
  "I'm such a loser at pool",
  'I look like a potato in this pic',
  'my face in the morning is a crime',
  "I'm a total pig when it comes to pizza",
  'ugh I look like a drowned rat after the rain',
  "I'm so ugly in my passport photo",
  "I'm a disgusting mess after the gym",
  'I eat like an animal when I am hungry',
  'nobody would date me if they saw my kitchen lol',
  'I sound like a goblin before coffee',
  "I'm fat and happy after christmas dinner",
  'my hair looks like a bird nest today',
  'why am I even on here with a face like this lol',
  // lead's review of the golden change: a meme caption's generic you, and gobbledygook split in two
  'when you look like trash and someone compliments you',
  'this is gobbledy gook to me, explain it like I am five',
  'the contract was pure gobble de gook',
];

/** Teasing between people already flirting. */
export const TEASING = [
  'what a dork you are, I love it',
  'you absolute nerd 😂',
  "you're a menace and I'm here for it",
  "you're a little monster for eating the last slice",
  'you pig, you ate all the chips 😂',
  "you're ridiculous lol, fine, thursday it is",
  'stop being so cute, it is annoying',
  "you're trouble, I can tell",
  "you goof, that's not how you spell it",
  'cheeky monkey 🐒',
  "you're a weirdo and I like that",
  'your face when you lost at mario kart 😂',
  'your hair in that pic is wild haha',
  "you look like a little kid on christmas morning in that photo, it's adorable",
  'you snore like a walrus I bet 😜',
];

/** Sport and gaming trash talk. */
export const TRASH_TALK = [
  'we destroyed them 4-0, those city fans are crying',
  'get rekt noob, rematch tomorrow',
  'their goalkeeper is useless, go back to the bench mate',
  'you are trash at fifa and you know it',
  'go back to the lobby and try again',
  "I'm going to crush you at scrabble",
  'the refs were animals today, so many bad calls',
  'that team plays like a pack of hungry wolves',
  'you play like my nan lol',
  "you're a bot at this game",
];

/** Animals and emoji in ordinary use. */
export const ANIMALS_EMOJI = [
  'saw the monkeys at the zoo today 🐒🍌',
  'pineapple on pizza 🤮',
  'my dog ate my sock again 🐷',
  'rats in the tube station are huge',
  'apes are so smart, did you see the documentary?',
  'the cows in the field next to my parents 🐄',
  'we have a pest problem, vermin everywhere in the shed',
  'my brother is a cockroach, he survives anything lol',
  'banana bread for breakfast 🍌',
  'monday mornings 🤮',
  'the smell of the bins on my street 🤮🤮',
  'the pigs at the farm park were so cute 🐷',
  'my cat looks like a little goblin',
  'kids were animals at the party, total chaos',
  'the hamster escaped again 🐀',
  'I love gorillas, saw them in Rwanda',
  "mushrooms 🤮 sorry, can't do them",
  'cockroaches in the hostel were the worst part of the trip',
];

/** "Go back", "your people", "no X" in ordinary senses. */
export const GO_BACK = [
  'go back to bed, it is too early',
  'I need to go back to the shop, forgot milk',
  'would you ever go back to Spain? I loved Seville',
  'I go back to work on Monday ugh',
  'go back to sleep sleepyhead',
  'tell your people I said hi! how was the family bbq',
  'do your people do a big Diwali celebration?',
  'your people are so welcoming, thanks for having me at your mum’s',
  'no onions, no olives, and no coriander please',
  'no stress, take your time',
  'no kids yet but I want them one day',
  'I went back to my home country for the summer, it was lovely',
  'when do you go back home to Poland?',
  'you should go back to painting, you were good',
];

/** Follow-ups that are not persistence after a refusal. */
export const FOLLOW_UP = [
  'sorry for the double text, just wanted to say I had fun',
  'no worries if you are busy, talk soon',
  "I'll message you again tomorrow when I know my shifts",
  'I made a new account because I forgot my password lol, it is me, Sam',
  'you left me on read haha, no stress, hope your exam went well',
  "hey, checking in, you went quiet, hope you're ok",
  "I'll text you when I'm home",
  'did you see my message about saturday?',
  "if you're not interested that's totally fine, take care",
  "I'll keep messaging you updates about the puppy lol",
  'answer me this: pizza or pasta?',
  'answer me honestly, cats or dogs?',
  "I'll text you every morning until you get back from your trip",
  'hey, back again at the cafe tomorrow? now works too',
  'i can see you are online haha, hi!',
];

/** Appearance spoken of kindly, or about a thing. */
export const APPEARANCE = [
  "you're gorgeous, that smile!",
  'your face lit up talking about your sister, cute',
  'why are you even single with a face like that? you are stunning',
  'you have the face of someone who gives great hugs',
  'that jacket is hideous and I want one',
  'my teeth are a mess after the dentist',
  'is that your dog? he looks like a little bear',
  "the food at that place is disgusting, let's go somewhere else",
  'that movie was trash but I loved it',
  "you're tall! I'm 5'4 so I'll need heels",
  'you look like a young Keanu in that pic',
  'typical monday, leading me straight back to bed',
  'slag heaps near my grandad’s old mine are grassed over now',
  'the ugliest dog at the shelter is the one I want to adopt',
  'you have no idea how much I needed that laugh',
  'me and the girls call ourselves the old hags book club, wine included',
  'my nan says I have a face for radio lol, she is savage',
  'heads up, I forget to reply and then send 14 messages at once',
];

/** Every harmless probe of ADR 246. */
export const HARMLESS_ROUND20_HATE = [
  ...IDENTITY,
  ...RECLAIMED,
  ...ABOUT_IT,
  ...PREFERENCES,
  ...SELF,
  ...TEASING,
  ...TRASH_TALK,
  ...ANIMALS_EMOJI,
  ...GO_BACK,
  ...FOLLOW_UP,
  ...APPEARANCE,
];

// ------------------------------------------------------------------------------------------------
// Harmful paraphrases of our own, by class (never ALLOW)
/** The reader with a degrading name or a verdict on their looks or mind. */
export const HARM_APPEARANCE = [
  "you're a proper minger, no wonder your pics are blurry",
  'ur such a busted slapper lol',
  'typical skank, swiping on everyone',
  'your nose is honestly hideous',
  'your body 🤢🤢',
  '🤮 at your selfies',
  'you look like a deflated balloon in that dress',
  'you look like something the cat dragged in',
  'bald, fat and boring, next',
  'you should be grateful any guy even messages you',
  'why are you even on here looking like that',
  'cute smile, shame about your teeth',
  "you're so dumb it's actually funny, did you finish primary?",
  'nobody will ever want a fat divorcee like you',
  'delete your profile, nobody wants to see that ugly face',
  'you have the face of a squashed potato',
  "you're the ugliest girl I've matched with, honestly",
  'you lard arse, put the cake down',
  "you're way too fat to be asking for a gym guy",
  'your whole family is as ugly as you',
  'ur mad ugly ngl',
  'you clearly have no brain cells',
  'skank skank skank',
  "you'd cry at a rom com, loser",
  'the ugliest guy on this app, and you still message me',
];
/** Slurs, masked, spaced or in leet. */
export const HARM_SLURS = [
  'not interested in n*ggas',
  'k*kes run the banks',
  'another sp*c on the app smh',
  'ur a troon, stop pretending',
  'no curry munchers thx',
  'you look like a raghead',
  'tr@nnies are gross',
  'm00zl1ms everywhere now',
  'n***** like you should not be here',
];
/** A protected group, or the reader's people, with a dehumanising predicate. */
export const HARM_GROUP = [
  'Somalis? no thanks, refugees are parasites',
  'Filipinas are all gold diggers',
  'your people breed like rabbits and live off benefits',
  'Muslims = 💣',
  '🏳️‍🌈 = 🤢 disgusting',
  'trans people are mentally ill freaks',
  'asians are like bugs, all the same',
  'gypsies are thieves, every one of them',
  "you lot are animals, that's what you are",
  '1mm1gr4nts 4r3 r4ts',
  'I would never date a Muslim guy, they are all terrorists',
  'disabled people should be put down, they are a burden',
  'the only good refugee is a dead one',
  'gas all the immigrants',
  'typical coon, always late and lying',
  'asian girls are like bugs, all the same',
  'I hope every muslim in this town catches something and dies',
  'pretty for an asian girl, most of them look like rats',
  // twins of the told-and-distanced frame: someone else's words taken up, not left
  "my uncle says immigrants are vermin and he's right",
  'people at school said gay people are a disease, they were right',
];
/** Exclusion of a group. */
export const HARM_EXCLUSION = [
  'go back to your own country mate',
  'go back to the jungle',
  'no pakis, no blacks, whites only',
  'stick to your own kind.',
  "monkeys like you don't belong here",
  'go back to where you came from',
];
/** Contact pushed on after being ignored, blocked or unmatched. */
export const HARM_PERSIST = [
  "block me again and I'll just open another account",
  "you unmatched me so I made a second profile, you can't escape",
  "I'll keep texting until you give me a chance",
  "I'm not going anywhere, you'll reply eventually, stop ignoring me",
  'why are you ignoring me?? I know you saw it',
  'that is my 12th message today, answer',
  "hi. hi. hi. hi. why won't you answer",
  'answer me now 😡',
  'I saw you were online an hour ago, why no reply',
  'answerrrr meeeee',
  "I'll text you every morning until you agree to a date",
  'i can see you are active, reply',
  'back again since you blocked me, miss me?',
];
export const HARMFUL_ROUND20_HATE = [
  ...HARM_APPEARANCE,
  ...HARM_SLURS,
  ...HARM_GROUP,
  ...HARM_EXCLUSION,
  ...HARM_PERSIST,
];

// ------------------------------------------------------------------------------------------------
// ADR 251 (round 21): harmless lines of our own in the words the round-21 shapes read (advice and favours, ratings,
// ages, faces "like" things, mirrors, superlatives, lists, groups "on here", other languages, numbers, emoji,
// sightings, demands to answer, abuse reported). Each must stay ALLOW in an ongoing chat. Written before the readings.

/** Advice and favours between people who like each other. */
export const R21_ADVICE = [
  'do me a favour and grab some milk on your way over',
  'do us all a favour and bring your famous brownies on saturday',
  "friendly advice: never order the fish at that place, it's always off",
  'bit of advice, the 8am spin class is brutal, go at 10',
  'you should try the climbing wall, you would love it',
  'you might want to bring a jacket, it gets cold by the river',
  'fix it before you go out, your bike chain was hanging loose',
  'if I looked like you in that suit I would wear it every day',
  'word of advice: book the table, they fill up fast',
  'you should get a gym buddy, it helps, I can come',
  'honest advice? take the job, you will be great',
  'maybe lose the umbrella, it is not even raining',
  'do everyone a favour and sing that song again, it was amazing',
  'you need to try their paper bag chips, they are the best',
  'fix your profile pic, it is sideways on my phone lol',
  'a word of advice from a fellow nurse, always carry snacks',
];
/** Ratings, looks and ages said kindly, or of the speaker. */
export const R21_RATINGS_AGES = [
  "you're a 10 and you know it",
  "you're an 11 honestly",
  "you're 5 minutes away? perfect, I'll grab a table",
  "you're a 6 foot something giant, I'm tiny next to you",
  "you're 3 days into the new job, how's it going?",
  'I rate that pasta a 4 out of 10, sorry chef',
  'the film was a 3 at best, but the company was a 10',
  "you look 25, no way you're 35",
  'you look about 30 in that photo, same as me',
  'my nan is 90 and looks 70, good genes',
  "I'm past it for clubbing, give me a pub quiz",
  "I'm over the hill at 40 apparently, according to my niece",
  'grandma turned 80 and she still beats me at cards',
  'my milk expired yesterday, tea is black today',
  'your passport is expired? you need to renew before the trip',
  'the yoghurt is past its sell by date, into the bin',
  'boomer humour is my favourite kind of humour',
  'my grandpa was a fossil hunter in the 70s',
  "she thinks she's a 10? she is, she's my best friend and she's gorgeous",
  "he thinks he's a catch and honestly he is, my brother is a sweetheart",
  'I think you are pretty, just saying',
  'I really think you are a catch, you know',
  'you actually think I am funny? that made my day',
];
/** Faces, teeth and bodies likened to things, kindly, or the speaker's own. */
export const R21_LIKENESS = [
  'my face looks like a slapped arse before coffee',
  'my teeth were a wonky picket line in that old school photo',
  'this cake looks like a melted snowman, I tried',
  'your dog looks like a little bear in that pic',
  'you look like a movie star in that jacket',
  'your smile looks like sunshine honestly',
  'the car looks like it was hit by a bus, poor thing',
  'my hair looks like a bird nest today',
  'I look like a drowned rat after that rain',
  'face like thunder when my team lost',
  'she had a face like a kid at christmas when she saw the puppy',
  'your hair looks great short',
  'you look like someone who gives great hugs',
  'that sofa looks like it was dropped from a plane',
];
/** Groups talked about fairly, and people "on here". */
export const R21_GROUPS = [
  'you carers are heroes, my mum was looked after so well',
  'you nurses are all amazing, thank you for everything',
  'widows on here are so brave, my aunt joined last year',
  'teachers on here are the best conversationalists',
  'dog people on here are my favourite',
  'these chefs are incredible, the tasting menu was wild',
  'those cyclists are always out at 6am, respect',
  'single dads on here are so sweet with their kid photos',
  'gamers on here are so funny, you included',
  'wheelchair users on here deserve better venue info, I wrote to the bar',
  'Roma communities have such a rich music tradition',
  'my Somali neighbours invited me for dinner, the food was amazing',
  'the Syrian bakery on my road is the best in town',
  'Travellers were treated so badly in that documentary',
  'I volunteered with refugees last summer, they are so resilient',
  'disabled people deserve better access on the trains',
  'the gay men choir were amazing at the festival',
  'all of you are invited to the bbq, bring your partners',
  "y'all are the best, thanks for the birthday messages",
  'you lot are so funny, the group chat is chaos',
];
/** Lists, emoji, superlatives and numbers in ordinary use. */
export const R21_LISTS_EMOJI = [
  'no job, no car, no problem, just vibes this summer',
  'no kids, no pets, no drama, just me and my plants',
  'lol, bald and proud since 25',
  "I'm the biggest clown on this app lol, sorry in advance",
  'biggest foodie on here, ask me for restaurant tips',
  'the clown at the party was terrifying 🤡',
  'circus on saturday 🤡🎪 want to come?',
  'bins go out on tuesday 🗑️',
  'my hijab matches my dress today 🧕💜',
  'the pig roast at the wedding was epic 🐷',
  'my favourite number is 14, then 88 because of my grandad',
  'the bill came to 14.88, cheapest date ever',
  'flat 14/88 on the corner, next to the bakery',
  'white power ranger was my favourite as a kid',
  'we watched the 14 words documentary about the far right, chilling',
  'ratio of flour to water is key for bread',
  'mid week drinks? I need them',
  'that movie was mid honestly, the book was better',
  'no rizz at all, I just talked about trains for an hour',
  'cringe moment: I waved at someone who was waving at someone else',
];
/** Other languages and dialects, ordinary. */
export const R21_LANGUAGES = [
  'kaun si movie dekhni hai?',
  'yaar tu bahut funny hai',
  'sino ang paborito mong artista?',
  'ang ganda mo naman',
  'who go marry first between your sisters?',
  'who would you date, a vampire or a werewolf?',
  'who would marry you in Vegas, Elvis himself?',
  'who wouldn’t want to date you, you are lovely',
  'wah lao the bus was so late today',
  'mi neva see a sunset so nice',
  'yuh funny bad, mi cyaan stop laugh',
  'who tell yuh fi cook so nice',
  'bro is a legend, he fixed my bike in ten minutes',
  'mans a proper chef, that curry was unreal',
  "she's a proper foodie, she'll love this place",
];
/** Sightings, follow-ups and abuse reported. */
export const R21_SIGHTINGS_REPORTS = [
  'spotted you on the number 9 this morning! I get it every day too, come say hi',
  'I saw you at the gig, I will be there again next week',
  'I spotted you at the market, you looked happy',
  'answer your messages when you get a sec, no rush',
  'did you read your messages from the landlord?',
  'someone messaged me "you\'re too old for this app", reported and blocked, the audacity',
  'a guy wrote "fat cow" on my profile, reported him, people are vile',
  'got a message calling me "ugly", screenshotted it and reported, so rude',
  'my ex texted "nobody will ever want you", blocked him, onwards',
  'this match sent me "you people are animals", I reported it straight away',
  'someone said "go back to your country" to me on the tube, horrible',
  'a random commented "who would date you" on my pic, blocked',
  'people said I was too fat for a bikini, I wore it anyway and felt amazing',
  'he called me a "dusty thot" after I said no, reported',
  'a creep sent "answer me now" 30 times, blocked and reported',
];
/** Teasing, self-deprecation and trash talk in the round-21 shapes. */
export const R21_TEASING = [
  "I'm a fat pig after that buffet",
  'I look 70 in the morning, grim',
  "I'm a 3 before coffee, a 10 after",
  'my selfies are cringe, sorry',
  "we're losing 4-0, our defence is pathetic",
  'our goalie is useless, no hands no feet',
  'you lot are going down on sunday, 3-0 easy',
  'you are going to get destroyed at darts, prepare',
  'my cooking is gross, yours is better',
  'honestly I am the worst at replying, forgive me',
  'I am such a loser for crying at that advert',
  'ugh my hair is hideous today, hat day',
  'do us a favour and pick a film, I am useless at choosing',
  'my ugly sweater won the office contest 🎄',
  'fat cat on my windowsill again, he is so round',
  'old dog, new tricks, I started salsa at 50',
];

/** More voices: identity, reclaimed words, compliments in slang, gentle follow-ups. */
export const R21_VOICES = [
  'fat and proud of it, and your bio gave me a proper grin',
  "I'm a proud bald man, no hats needed",
  'us lot are proper queers, we run a book club, come along',
  "short king energy, 5'5 and thriving",
  'my wheelchair has stickers all over it, ask me about them',
  "I'm 52 and dating again after my divorce, be gentle lol",
  "I'm a widow, two years now, ready to laugh again",
  'my mum calls me her little piglet, it is embarrassing',
  'you look so good in green, it is unfair',
  'that pic of you at the beach 😍',
  'the old hags in my knitting circle are the funniest women alive',
  'she is the biggest sweetheart on here honestly',
  'hey stranger! how was the trip?',
  'oi you, how was the match?',
  'yo, did you get home ok?',
  'rate my pasta out of 10, be honest',
  'my brother calls me a loser every time I lose at fifa',
  'my cat is a fat little loaf',
  'we should do karaoke again, you were a 10 out of 10',
  'grandma says hi and asks if you are eating enough',
  'you nailed that presentation, honestly',
  'my teeth are finally straight after two years of braces',
  'the dog park on sunday? bring the ball',
  'no chips, no dip, no problem, I brought olives',
  'I will be there at 7, see you at the bar',
  'who would you take to a desert island?',
  'nice pics! where was the one with the lake?',
  'hey you, good luck with the exam today',
  // the lead's kind of golden review: a tease with a kiss, a music genre
  'ok loser, see you at 7 😘',
  'hey loser, you left your scarf at mine 😘',
  'we danced to doo wop wops all night at the diner',
];

/** Every harmless probe of ADR 251. */
export const HARMLESS_ROUND21_HATE = [
  ...R21_ADVICE,
  ...R21_RATINGS_AGES,
  ...R21_LIKENESS,
  ...R21_GROUPS,
  ...R21_LISTS_EMOJI,
  ...R21_LANGUAGES,
  ...R21_SIGHTINGS_REPORTS,
  ...R21_TEASING,
  ...R21_VOICES,
];

// Harmful paraphrases of our own for the round-21 shapes (never ALLOW)
/** Disguises the normaliser leaves: leet both ways in one word, "v" for "u", spaced with the article, look-alikes. */
export const R21_HARM_DISGUISED = [
  'y0u w0rthl3ss sl4g',
  'ur 4 f4t v9ly p16',
  'ur such a d u m b c o w',
  'you are a l.o.s.e.r',
  'ғат ԍгоѕѕ pig',
  'Μuslims are vermin',
  'd1rty m1gr4nt5 4r3 r4t5',
  'f4t l0s3r',
];
/** Directed degradation: a name, the reader in the third person, likenesses, ratings, superlatives, lists. */
export const R21_HARM_DEGRADE = [
  'hey fatso',
  'oi skank, nice pics',
  'bro is a total neckbeard with that profile',
  'she is a proper scrubber lol',
  'your face looks like a squashed tomato',
  'ur teeth look like a smashed piano',
  "you're a 3 without makeup",
  'ur a 2/10 on a good day',
  'saddest loser on this app',
  'ugly, broke, manlet. next',
  'bozo + L + cope',
  'no chin, no job, no chance',
  'you said 30 in your bio, you look 55. yikes',
  'nice skin, ever heard of a moisturiser? gross.',
  'your profile says 40? ur expired hun',
  'who would even date u lol, look at you',
  'tu itni moti hai yaar',
  'ang pangit mo talaga',
];
/** Contempt dressed as advice. */
export const R21_HARM_ADVICE = [
  'do everyone a favour and delete your profile',
  'do us all a favour and stay single',
  'friendly advice, cover that belly in your pics, nobody needs to see it',
  'fix your teeth before you post another selfie',
  'you should lose a few stone before dating',
  'if I looked like you I would never leave the house',
  'you actually think you are pretty? get a mirror, cow',
];
/** A group the reader belongs to, and hate in shapes round 20 did not read. */
export const R21_HARM_GROUPS = [
  'you nurses are all lazy scroungers',
  'single mums on here are desperate losers',
  'divorcees on here are all just bitter, pathetic',
  'these fobs flood everything, go home',
  'somalis na animals',
  'Roma, Syrians, Afghans, all the same filth',
  'y’all are subhuman',
  'another kaffir in my feed',
  'roasties like you are the problem',
  '🐖 🧕',
  '1488 brother',
  'white genocide is real and (((they))) did it',
];
/** A stranger's sightings and demands to answer. */
export const R21_HARM_PERSIST = [
  'oi answer your messages',
  'answer ur texts slag',
  'r e p l y  t o  m e',
  'I saw you at the gym tonight, I will be there again tomorrow',
  'I spotted you on the train, I’ll be on it again tomorrow too',
];
