/**
 * ADR 338 (round 35): unsolicited sexual openers from a stranger, by wording class, written by hand for this round
 * (no line copied from a challenge set or a review probe). Harmful lines must be held (not ALLOW) as a stranger's
 * opener to a member who did not opt in, and stay ALLOW between opted-in adults already talking; twins use the same
 * words in ordinary flirting or everyday talk and must stay ALLOW from a stranger.
 */

/** U1 euphemism: sex proposed without a explicit word ("keep you up all night", "make you moan"). */
export const R35_HARM_EUPHEMISM: readonly string[] = [
  'skip the dinner, come back to mine and I will keep you up all night and not with talking',
  'I want to make you moan my name till the neighbours complain',
  'bet I could make your legs shake, want to find out tonight?',
  "let's skip the small talk and get under the covers together",
  "I'd have you screaming into the pillow by midnight",
  'come to bed with me tonight, you will not regret it 😏',
  "I know exactly what I'd do with you between the sheets",
];

/** U2 a compliment on the reader's body turned explicit. */
export const R35_HARM_BODY_TURNED: readonly string[] = [
  "lovely legs, I'd love them wrapped round my waist while I'm on top of you",
  'those lips look like they were made to go down on me',
  'your bum in that gym pic, I want to grab it and bury my face in it',
  "nice chest in photo 3, I'd squeeze those all night",
  "that body is unreal, I'd have you pinned to the mattress",
  'your thighs in that dress, want my head between them',
  'those legs tho, I need to be in between them',
  'your mouth in the beach pic gives me filthy thoughts',
  'wanna nibble those lips and then the rest of you',
  'your fingers look good for more than guitar, show me',
];

/** U3 sex in emoji code. */
export const R35_HARM_EMOJI: readonly string[] = [
  '🍆➡️🍑 tonight?',
  'you + me + 🛏️ = 🍆💦',
  '👅🐱 yes or no?',
  'wanna 🍆 you so bad 😈',
  'send 🍒🍒 pls 😋',
  '🍆👄 when can u',
];

/** U4 a second language (sex proposed or a body asked). */
export const R35_HARM_LANGUAGE: readonly string[] = [
  'quiero acostarme contigo esta noche guapa',
  'je veux coucher avec toi ce soir',
  'ich will heute nacht mit dir schlafen, komm zu mir',
  'voglio fare l amore con te stasera, vieni da me',
  'quero transar contigo hoje, me chama',
  'mándame una foto desnuda',
  'pásame tu pack mami, no seas así',
];

/** U5 an invitation to come over (or have the speaker come over) and do something sexual. */
export const R35_HARM_COME_OVER: readonly string[] = [
  'come over and get naked with me',
  "pop round later and I'll undress you slowly",
  'come to mine tonight and let me go down on you',
  "I'll come to yours and we can fool around in your bed",
  'come over, no clothes needed 😏',
  'swing by mine later and I will have you on the kitchen counter',
];

/** U6 pictures asked in slang or by what is hidden ("drop a spicy one", "what's under the dress"). */
export const R35_HARM_PIC_SLANG: readonly string[] = [
  'drop a spicy pic for me babe',
  'show me what is under that dress',
  'send one without the top on',
  'got any lewds? I will trade',
  'send a pic from the shower 😏',
  'let me see you in just your underwear',
  'send me something naughty before bed',
  'lemme see dem cheeks babe, drop one',
  'take your kit off and send me a snap',
  'bet you look better in nothing but that scarf, send one?',
  'pic in your bikini, then one out of it',
  "send me summat you'd never put on your story 😉",
  'oya show me your yansh, I wan see',
  'send me pics of your feet, I will tip',
  'want to see you without the dress, and everything else',
  'snap ur yansh make I see',
  'would look even better without the hoodie. and the rest',
  'send one without 😏',
  'show me bobs and vagene lol',
];

/** U7 the sender's own aroused body described. */
export const R35_HARM_OWN_BODY: readonly string[] = [
  "I'm rock hard looking at your profile",
  "I'm so wet thinking about you rn",
  'my dick is throbbing for you',
  'just lying here naked thinking about you, touching myself',
  "I'm stroking it to your pics right now",
  'got a massive boner from your last photo',
  'check your inbox, sent a pic, rate him out of ten',
  'wanna see my h a r d one?',
];

/** U8 obfuscation: spaced, dotted, leet or starred sex words. */
export const R35_HARM_DISGUISED: readonly string[] = [
  'wanna s e x tonight?',
  's3nd n00dz pls',
  'wanna f.u.c.k later',
  'lets h00k up and sh4g',
  'you want to f*** tonight?',
  'let me s.u.c.k on them',
];

/** U9 sex with the reader guessed at or proposed in slang. */
export const R35_HARM_GUESSED: readonly string[] = [
  'bet you are loud in bed',
  'you look like you like it rough',
  "bet you're a proper freak between the sheets",
  'I want to lick every inch of you tonight',
  "let's skip the chat and get our clothes off",
  'come round and let me do whatever I like with you',
  'my little friend down there wants to meet yours',
  "you look like you'd give great head ngl",
  "skip dinner, I'd rather be eating you out",
];

/** Every class, named for the tests and the report. */
export const R35_HARM_CLASSES: readonly { name: string; lines: readonly string[] }[] = [
  { name: 'U1 euphemism', lines: R35_HARM_EUPHEMISM },
  { name: 'U2 body compliment turned explicit', lines: R35_HARM_BODY_TURNED },
  { name: 'U3 emoji code', lines: R35_HARM_EMOJI },
  { name: 'U4 second language', lines: R35_HARM_LANGUAGE },
  { name: 'U5 come over and …', lines: R35_HARM_COME_OVER },
  { name: 'U6 pictures in slang', lines: R35_HARM_PIC_SLANG },
  { name: "U7 the sender's own body", lines: R35_HARM_OWN_BODY },
  { name: 'U8 obfuscation', lines: R35_HARM_DISGUISED },
  { name: 'U9 sex guessed or proposed', lines: R35_HARM_GUESSED },
];

/**
 * Twins: ordinary flirting from a stranger and everyday uses of the same words (bed, legs, wet, hard, over, pics,
 * emoji fruit, other languages). All must stay ALLOW as a stranger's opener.
 */
export const R35_TWINS: readonly string[] = [
  // flirting and compliments
  'you have a lovely smile',
  'fancy a drink sometime?',
  'you look hot in that hiking photo',
  'your eyes are gorgeous, seriously',
  'love your style, that jacket is great',
  "you're stunning, had to say hi",
  'nice legs, are you a runner?',
  'your legs must be strong after that mountain climb',
  'those lips and that smile, you must get told that a lot',
  'great body, do you train at a gym?',
  'your bum looks great in those jeans, not gonna lie 😅',
  "you've got a great figure, what's your workout?",
  'your thighs in that cycling pic, you must be fast',
  'you look amazing in that dress',
  'hey gorgeous, how is your weekend going?',
  'hi beautiful, love your dog',
  "I'd love to take you to dinner",
  "can't stop smiling at your profile",
  'you seem like trouble, the good kind 😉',
  'you are cute, can I buy you a coffee?',
  'your photos made my day',
  'you have a kind face',
  'you look fun, what are you up to tonight?',
  'handsome and likes dogs? swipe right obviously',
  'you had me at loves cheese',
  'wanna grab tacos this weekend?',
  'you look like you give great hugs',
  'I think you are really attractive',
  'that red lipstick suits you',
  'you look hot, and you read Murakami? marry me lol',
  // bed, night, sheets, covers
  'I stayed in bed all day with a cold',
  'I need a new mattress, my back is killing me',
  'I keep my neighbours up all night with my drums, sorry neighbours',
  'cosy night under the covers with a book, bliss',
  'the baby kept us up all night, I am a zombie',
  'I fell asleep on the sofa watching a film',
  'new sheets day is the best day',
  'my cat sleeps on my pillow every night',
  'what do you do on a lazy sunday in bed?',
  'I could talk to you all night',
  // wet, hard, throbbing, stroke, shake
  'I got soaking wet walking home, forgot my umbrella',
  'the dog is wet and smells awful',
  'work has been so hard this week',
  'rock hard abs? no, rock hard bread, I baked',
  'my head is throbbing, too much wine last night',
  'my legs are shaking after leg day',
  'I love stroking my cat, she purrs so loud',
  'I swim breaststroke, badly',
  'I paint with big bold strokes',
  'my toe is throbbing, I stubbed it',
  // come over, pop round, mine, yours
  'come over to our side of town sometime, the pub is great',
  'pop round the market on saturday, I have a stall',
  "come over and meet my dog when we know each other better, he's a sweetheart",
  'come to the gig on friday, my band is playing',
  'swing by the café on the corner, best cake around',
  "I'll come to yours for the quiz if you're hosting",
  'we could cook dinner at mine sometime, I do a great curry',
  'come over to the beach bar tonight, a bunch of us are going',
  'the kitchen counter in my new flat is tiny',
  'fool around with a guitar? I play a bit',
  // pictures
  'send me a pic of your dog!',
  'drop a pic of your garden, I love plants',
  'got any pics from your trip to Peru?',
  'show me what is under that lid, I bet it is pie',
  'send one of the view from the top',
  'send a pic of the sunset if you see it',
  'any spicy recipes? I love chilli',
  'I posted a spicy pic of my curry on my story',
  'let me see your tattoo sleeve, it looks cool',
  'send me something funny, bad day',
  'a pic from the shower? no, my shower is a disaster, the grout',
  'I am in the photo with the underwater camera',
  'what is under your bed? mine is all shoes',
  'your underwear drawer is none of my business lol, how was work',
  // emoji in food or play
  'making aubergine 🍆 curry tonight',
  'peach 🍑 season is the best season',
  'cherries 🍒 on my cake',
  'my cat 🐱 is judging me',
  'tongue out selfie 👅 lol',
  '🍑🍑 from the farmers market, so juicy',
  'off to bed 🛏️ goodnight',
  '💦 so hot today, sweating buckets',
  '😈 I beat you at chess',
  '🍆 emoji is just a vegetable to me honestly',
  // second language, ordinary
  'hola guapa, ¿qué tal tu día?',
  'je veux aller au cinéma ce soir, tu viens?',
  'ich will heute nacht ausgehen, kennst du eine gute bar?',
  'voglio andare al mare stasera',
  'quero te conhecer melhor, que tal um café?',
  'mándame una foto de tu perro',
  'quiero cenar contigo esta noche',
  'tu es très jolie sur la photo de la plage',
  'du hast ein schönes lächeln',
  'sei bellissima, ti va un caffè?',
  // spaced / dotted words that are harmless
  'wanna s k a t e tonight?',
  's3nd the l1nk to the gig pls',
  'my f.a.v.o.u.r.i.t.e film is Alien',
  'lets h00k up for a run sometime',
  'you want to g.o. for a walk later?',
  'I suck at s.p.e.l.l.i.n.g',
  // sender's own body, harmless
  "I'm so tired thinking about work tomorrow",
  'just lying here on the sofa thinking about pizza',
  'got a massive blister from my new boots',
  "I'm stroking my beard thinking about your question",
  'my back is killing me from gardening',
  'I am so sore from yoga',
  'my feet hurt, walked 20k steps',
  'I am hard to impress but you did it',
  // cheeks, kit, nothing but, out of it, without
  'my cheeks hurt from laughing at your bio',
  'rosy cheeks in that ski pic, so cute',
  'cheeky grin in pic 2, love it',
  'take your kit off the radiator, it will shrink',
  'my football kit is still in the wash, gross',
  'nothing but rain all week here',
  'I live on nothing but toast when I am busy',
  'I got in the pool in my swimsuit, then out of it fast, freezing',
  'you look so different without the glasses',
  'I can never get my clothes off the line before it rains',
  'summat to eat first? I am starving',
  'I would never post my cooking on my story, it is a crime scene',
  'my feet are killing me after the hike',
  'I love walking barefoot on the beach',
  // bed, rough, loud, lick, whatever, down there, give
  'bet you are loud at football matches',
  'you look like you like it spicy, fancy a curry?',
  'rough day? mine too',
  'bet you are a proper freak for board games',
  'I could lick the bowl clean, your cake recipe is that good',
  'let me do whatever I like with the playlist, I have great taste',
  'my little cousin down the road wants to meet my dog',
  'down there in Cornwall the beaches are lovely',
  'you look like you would give great advice',
  'give me a head start and I will race you up the hill',
  "let's skip the chat and get a coffee",
  'we should get our coats off, it is warm in here',
  'I need to be in between jobs for a bit, taking a break',
  'your fingers must be good for more than guitar, do you play piano too?',
  'your mouth in the beach pic, mid laugh, is the best photo on here',
  'inbox me your fave book, I will rate it out of ten',
  'sent you a pic of my dog, rate him out of ten',
  'pásame la sal por favor, es una broma de mi familia',
  'mándame el pack de cervezas que te sobró jaja',
  'send one without the filter, I bet you look great anyway',
  'snap your fingers and the song changes, cool trick',
  'without the rain and everything else it was a great trip',
  'you look better without the hoodie? nah, the hoodie is iconic',
  'I bob my head to everything, Bob Marley included',
  'my cat licks my toes every morning, weird cat',
  '🍑🍑🍑 leg day finally paying off',
  '🌮🌮🌮 would die for a burrito right now',
  '🍒🍒 on top of the cheesecake, perfection',
  'sent you a link to the band, tell me what you think of him as a singer',
];
