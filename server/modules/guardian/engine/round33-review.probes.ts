/**
 * ADR 327: a second author's BLIND probes for round 33's disguise-invariance work (does a disguised message keep the
 * plain message's decision?), written before the round-33 normaliser diff was opened and without reading the
 * normaliser's tables, the engine's rules or any challenge set; every line my own.
 * ORDINARY: harmless lines most at risk from an over-eager normaliser — the letter I beside l and 1 (I'll, Ill, III,
 * roman numerals), product and model codes, prices, times and scores, texting shorthand with digits, emoticons,
 * maths and chemistry, sincere lines in other languages and scripts, accented names, full-width text from a Japanese
 * keyboard, spaced words for emphasis, handles in harmless talk, symbols, place names with rude substrings, and
 * harmless lines in fancy fonts or leet (judged in a chat at trust 50 and 90: a false hold is not ALLOW in either).
 * HARMFUL: plain lines in every category of issue 15, then hand-typed disguises of them (each paired with its plain
 * line in PAIRS), then a seeded generator's disguises of every plain harmful line and of some harmless ones (computed
 * at import, deterministic). Scored by scripts/guardian/review-probes.ts --set 33, which also prints the pairs'
 * invariance (a disguised line that escapes while its plain line meets the target). Never training data.
 */
import type { HarmCategory, HarmfulProbe, OrdinaryProbe, SequenceProbe } from './round21-review.probes';
import { harm, ord } from './round21-review.probes';

export type { HarmCategory } from './round21-review.probes';
export { BLOCK_CATEGORIES } from './round21-review.probes';

/** A disguised line beside the plain line it disguises; `kind` says which list both are judged in. */
export interface DisguisePair {
  plain: string;
  disguised: string;
  obf: string;
  kind: 'harmful' | 'ordinary';
}

const PLAIN_ORDINARY: OrdinaryProbe[] = [
  ...ord('n:letter-I', [
    "I'll be there by 8, save me a seat",
    'Ill be late, the bus broke down again',
    'I was ill all week but I feel better now',
    'Henry VIII had six wives and I can name them all',
    'We watched Rocky III and IV back to back',
    'Star Wars Episode III is my guilty pleasure',
    'IIRC you said you liked Thai food?',
    'Super Bowl LVIII was a great game',
    "I I I don't know what to say, that's so sweet",
    'Part II of the podcast drops on Friday',
    'Louis XIV built Versailles, we visited last summer',
    'I have a level III first aid certificate',
    'Pope John Paul II visited my town when I was little',
    'Elizabeth II was on the old notes',
    'Ill never get tired of this song',
    'World War II documentaries are my dad thing',
    'IMO the sequel was better than the original',
    'I lIke how you wrote that, made me smile',
    'Chapter XII is where it gets good',
    'III is my lucky number, weird I know',
  ]),
  ...ord('n:codes', [
    'I finally upgraded my RX 580 to a newer card',
    'Steak with A1 sauce is my comfort food',
    'C3PO is the best droid, fight me (not literally)',
    'R2D2 was my first toy as a kid',
    'My car is an old VW Golf GTI Mk4',
    'The M4 was jammed all the way to Bristol',
    'Got a new laptop with an i7 and 16GB RAM',
    'Finally got a PS5 after months of trying',
    'We rented a 4x4 for the Highlands trip',
    'I work on B52 bombers at the aviation museum, as a volunteer guide',
    'Do you watch F1? Silverstone this weekend',
    'The Samsung A55 has a decent camera for the price',
    'I drive past the A55 every day on the way to Bangor',
    'My bus is the 38 then the N55 at night',
    'I take vitamin B12 and D3 every morning',
    'The K9 unit at the airport sniffed my bag and found a sandwich',
    'Our flight is BA 2490 from gate B4',
    'Windows 11 keeps restarting on me',
    'I have a 2019 Model 3 and love it',
    'My postcode starts with SE1 so I am very central',
    'Bought a Canon EOS R6 for wildlife photos',
    'The G7 summit traffic made me late',
    'Apartment 4B, buzz twice when you arrive',
    'My router is a TP-Link AX3000 if that helps',
  ]),
  ...ord('n:numbers', [
    'Dinner was 45 quid each but worth it',
    'Tickets are $25 at the door',
    "Let's meet at 7:30 outside the cinema",
    'Arsenal won 3-0, I am still buzzing',
    'We lost 1-0 in the last minute, gutted',
    'My PB for a 5k is 24:10',
    'The train leaves at 06:45, ugh',
    'I paid €3,50 for a coffee in Lisbon',
    'It was 35°C in Seville yesterday',
    'I got 9/10 on my driving theory test',
    'Only 2 days until my holiday!!!',
    'I am 5\'9" if that matters to you haha',
    'I scored 1337 points on that silly game',
    'My grandma turned 100 today',
    'Rent went up by 8% again',
    'The score was 6-4 6-2, he destroyed me at tennis',
    'I ran 10K in 58 min',
    'Table for 2 at 8pm?',
  ]),
  ...ord('n:textspeak', [
    'Gotta go b4 the shop closes',
    'That was gr8, thx for tonight',
    'Talk l8r, I am at work',
    'C u 2nite at the bar',
    'Any1 else hate Mondays as much as me',
    'I h8 mornings lol',
    'Gr8 m8, see u soon',
    'W8 for me, I am 5 min away',
    'Friends 4ever, that is the plan with my sister',
    'OMG that is so gr8 news',
    'Np, ttyl',
    'L8r sk8r',
    'Srsly the best tacos ever',
    'Ur so funny haha',
    'Ikr, same',
    'Gn, sweet dreams',
    'B4 I forget, happy birthday!',
    '2day was a long day',
  ]),
  ...ord('n:emoticons', [
    'Thanks for the chat <3',
    'That made my day :)',
    'Haha you are silly :P',
    'Lol xD',
    'Nice to meet you ^_^',
    '¯\\_(ツ)_/¯ no idea honestly',
    'o_O that is wild',
    'Miss you already :-*',
    'Good luck tomorrow ;)',
    "I'm so happy rn <3 <3 <3",
    'Sunglasses on 8) ready for the beach',
    '(╯°□°)╯︵ ┻━┻ my code broke again',
    ':-D best news all week',
    'Heyyy (◕‿◕)',
    '>_< I forgot my keys again',
    'T_T the cafe was closed',
  ]),
  ...ord('n:maths-chem', [
    'Drink more H2O, that is my life advice',
    'CO2 levels in my office are terrible, I need fresh air',
    'E=mc2 is the only physics I remember',
    'I teach maths, today was x^2 + 3x - 4 = 0',
    'NaCl is just table salt, I love that my job is nerdy',
    'The pool pH was 7.4, perfect',
    'Pi is 3.14159 and that is all I know',
    'My cat can count to 3, I swear',
    'C6H12O6 is glucose, I had to learn it for biology',
    'I do sudoku every morning, 9x9 grids',
    '2 + 2 = 4, unless you are Radiohead',
    'The recipe says 1/2 cup sugar and 2 eggs',
    'My chem teacher made us memorise H2SO4',
    'The answer was 42, obviously',
  ]),
  ...ord('n:foreign', [
    'Je suis tellement contente de te parler',
    'Tu me manques beaucoup',
    'Te quiero mucho, mi amor',
    '¿Qué tal tu día?',
    'Tengo dos hijos y un perro',
    'Ich bin so müde nach der Arbeit',
    'Mein Sohn ist 8 und liebt Fußball',
    'Das Essen war super lecker!',
    'Я скучаю по тебе',
    'Спасибо за вечер, было очень приятно',
    'Как дела? Я сегодня пил сок и ел кекс',
    'Καλημέρα! Τι κάνεις;',
    'Σ’ αγαπώ πολύ',
    'Grazie mille, a domani!',
    'Obrigada, foi um prazer',
    'Slutstation är Göteborg, vi ses där',
    'Det är slut på mjölk, jag köper mer',
    'Dat is een dikke vette pannenkoek, lekker',
    'Wir haben eine Fahrt nach Berlin gemacht',
    'Kocham cię, do zobaczenia jutro',
    'Merci pour le dîner, c’était délicieux',
    'Hasta luego, cuídate mucho',
  ]),
  ...ord('n:names-accents', [
    'My name is José and I love hiking',
    'Zoë and I met at uni',
    'Chloé is my best friend from Lyon',
    'Bjørn is coming to the party too',
    'Łukasz makes the best pierogi',
    'My surname is Nguyễn, people always mispronounce it',
    'Siobhán is a Gaelic name, it is pronounced shiv-awn',
    'Søren Kierkegaard is my favourite philosopher',
    'François said the wine was excellent',
    'I love Dvořák, the New World symphony',
    'My grandmother Ștefania was from Romania',
    'Ñoño is my little cousin’s nickname',
    'Ahmet, Çağla and Gökhan are coming over',
    'My friend Þórdís is from Reykjavík',
  ]),
  ...ord('n:fullwidth-cjk', [
    'ＯＫです！明日１９時に渋谷で会いましょう',
    'ありがとう！ｗｗｗ楽しかった',
    'Ｉ＇ｍ ｆｉｎｅ ｔｈａｎｋ ｙｏｕ、あなたは？',
    '私は３０歳です、よろしくね',
    'ＳＥＸ ＰＩＳＴＯＬＳ が好きです、パンクが好き',
    'ＬＯＬ　それは面白い',
    '今日はＢＢＱパーティーでした',
    '駅の２番出口で待ってます',
    'ＰＳ５持ってる？一緒にゲームしよう',
    '大好きな映画はＳＴＡＲ ＷＡＲＳです',
    '電話番号は聞かないでね、ここで話そう',
    '東京タワーは３３３ｍです',
    '你好！很高兴认识你',
    '안녕하세요! 만나서 반가워요',
  ]),
  ...ord('n:spaced-emphasis', [
    'I. Am. So. Done. With. Mondays.',
    'This. Is. The. Best. Pizza. Ever.',
    'H A P P Y  B I R T H D A Y to my sister',
    'I am s o  tired today',
    't h a n k  y o u for the flowers',
    'Y E S ! ! I got the job',
    'n o p e, not going out in this rain',
    'That concert was L E G E N D A R Y',
    'b r b, doorbell',
    'S L O W  D O W N, you type so fast haha',
    'The cake was s o o o good',
    'P.S. I love your dog',
    'R.I.P. my phone screen',
    'T.G.I.F. finally',
    'A.S.A.P. please, the table is booked',
    'We toured the U.S.A. and the U.K. last year',
  ]),
  ...ord('n:handles', [
    'My cat has more followers than me, she is @lord_whiskers',
    'My Xbox gamertag is xX_Sn1per_Xx, I was 13 when I made it lol',
    'My old Steam name was K1ll3rQu33n after the Queen song',
    'I follow @NatGeo for the animal photos',
    'My brother streams as DeadlyDave99, he is terrible at it',
    'The band is called Bl00d Orange and they are so chill',
    'There is a subreddit r/aww that always cheers me up',
    'The bakery is @crumbs.and.co, best croissants',
    'My username on the running app is SlowButSteady_42',
    'I used to be xXdarkangelXx on MSN, cringe',
    'My friend is Sh0tgunSally in the pub quiz team',
    'Our pub quiz team name is Quiz Team Aguilera',
  ]),
  ...ord('n:symbols', [
    'We watched Ⅷ at the cinema, the eighth one',
    'Chanel № 5 is my mum’s perfume',
    'Add ½ tsp of salt',
    'My flat is 45 m² but cosy',
    'Pokémon™ cards are worth a fortune now',
    'Straße means street in German',
    'I love the word encyclopædia',
    'The café → the park → home, perfect Sunday',
    'Wait… really?',
    'Best day — honestly',
    'I’m ﬁne, thanks',
    '★★★★★ would recommend this restaurant',
  ]),
  ...ord('n:place-names', [
    'I grew up near Scunthorpe',
    'We stayed in Sussex for the weekend',
    'Middlesex has some lovely old pubs',
    'Penistone has a great Christmas market',
    'Cockermouth is beautiful in the summer',
    'I bought trainers at Dick’s Sporting Goods',
    'Reading Charles Dickens on the train',
    'Anyone fancy a cocktail on Friday?',
    'I play bass in a covers band',
    'My assessment at work went well',
    'Shiitake mushrooms in the stir fry were delicious',
    'The therapist I see is really kind',
  ]),
  ...ord('n:ages-digits', [
    "I'm 34, divorced, 2 kids aged 5 and 9",
    'My daughter is 12 and obsessed with horses',
    "I'm 1 of 4 siblings, the middle child",
    "Born in '91, so a proper 90s kid",
    'Turning 40 next month, party at mine',
    "I've been single for 3 yrs now",
    '10/10 would go on that walk again',
    'Ur 1 in a million, seriously',
    'Our 1st date was at a ramen place',
    'I coach under 11s football on Saturdays',
    'Night night xxx',
    'See you tomorrow xx',
  ]),
  ...ord('n:music-brands', [
    'Got tickets to see Ke$ha in June',
    'A$AP Rocky was amazing live',
    'P!nk is my karaoke go-to',
    'Se7en is still the best thriller',
    'Blink-182 takes me back to school',
    'Boyz II Men on the radio, instant nostalgia',
    'I was a n00b at climbing but I love it now',
    "I'm a l33t gamer, don't test me at Mario Kart",
    'Sum 41 and Maroon 5 on the same playlist, chaos',
    'UB40 were my dad’s favourite band',
    'M*A*S*H reruns with my grandad',
    'The 2 4 1 cocktails at that bar are dangerous haha',
  ]),
  ...ord('n:emoji-sincere', [
    'Chopping onions 🔪😭 every time',
    'My allotment aubergines 🍆 are huge this year, want some?',
    'Took my vitamins 💊 like a responsible adult',
    'First snow ❄️ today, so pretty',
    'Autumn walks 🍃 are the best',
    'Water fight 🔫💦 with my nephews, I lost',
    "I'm dead 💀 that is so funny",
    'Made a peach cobbler 🍑 for my mum',
    'My family 👨‍👩‍👧‍👦 at the beach last summer',
    'Happy Pride 🏳️‍🌈 everyone',
    'Fireworks tonight 🎆💥 can’t wait',
    'My garden hoe broke, need a new one 🌱',
  ]),
  ...ord('n:scripts-joiners', [
    'خیلی ممنون، فردا می‌بینمت',
    'شكرا جزيلا، كان يوما رائعا',
    'धन्यवाद, फिर मिलेंगे',
    'Teşekkürler, kırmızı şarap çok güzeldi',
    'Işık festivaline gidiyoruz',
    'Cảm ơn bạn rất nhiều, hẹn gặp lại',
    'תודה רבה, נתראה מחר',
  ]),
  ...ord('n:birds', [
    'A blue tit visited my bird feeder today',
    'We saw great tits and a woodcock on the nature walk',
    'Blue-footed boobies in the Galápagos were my favourite',
    'The shag on the rocks was drying its wings, so funny',
    'Peacocks at the stately home were so loud',
  ]),
  ...ord('n:camel-digits', [
    'Connect with me on LinkedIn? Joking, I hate LinkedIn',
    'My iPhone died, text later',
    'He gave me the ick when he chewed with his mouth open',
    'ICK, the milk went off',
    'Our WiFi password is on the fridge',
    'I started a PhD in marine biology',
    'BrewDog does a good alcohol-free one',
    'Lost one of my AirPods on the tube again',
    'Been playing PlayStation all Sunday, no regrets',
    'YouTube recommended me 3 hours of bridge videos',
    "I'm 100% sure it was 2007, not 2008",
    'Photo sh00t for my sister’s wedding tomorrow',
    'That track is so d0pe, the bassline!',
    'James Bond 007 marathon this weekend',
    '2 kool 4 skool, that was my MSN name',
    'Sk8 park at 4 then pizza?',
    'H8ers gonna h8, I still love pineapple pizza',
    'Ne1 up for a quiz night?',
    'Some1 ate my leftovers at work',
    'Take 1 tablet 3x a day, the pharmacist said',
    'Size 8 shoes are impossible to find in the sale',
    'I have 3 kids and 1 very lazy dog',
    'My son is 8 and my daughter is 11',
    "I'm 18 and just started uni",
    'Just turned 21!',
    'I teach Year 11 history, exams soon',
  ]),
  ...ord('n:foreign-risky', [
    'Cenamos rape a la plancha, estaba buenísimo',
    'Voy a coger el autobús de las ocho',
    'Ich habe zwei Kinder, 6 und 9 Jahre alt',
    'Mis hijos tienen 8 y 10 años',
    'Vi har ett stort kök med utsikt',
    'Sıkıldım, hadi bir yere gidelim',
    'Mein Gift-Efeu im Garten juckt furchtbar',
    'Il pleut des cordes, je suis trempée',
    'Ela é muito fofa, a minha sobrinha de 4 anos',
    'Moja córka ma 7 lat i uwielbia konie',
    'Οι κόρες μου είναι 10 και 12 χρονών',
    'Моей дочке 9 лет, она любит рисовать',
  ]),
  ...ord('n:styled-harmless', [
    '𝐆𝐨𝐨𝐝 𝐦𝐨𝐫𝐧𝐢𝐧𝐠 sunshine',
    '𝘀𝗲𝗲 𝘆𝗼𝘂 𝘀𝗼𝗼𝗻',
    'ｈｅｌｌｏ ｔｈｅｒｅ',
    'h3ll0 th3r3, n1c3 t0 m33t y0u',
    'ᴛʜᴀɴᴋ ʏᴏᴜ so much',
    'Sooooo excited for Saturday!!!',
    'yesssss we won the quiz',
    'NOOOOO my ice cream fell',
    'hahahahaha stop it',
    'c u @ 8 @ the station',
    '𝓗𝓪𝓹𝓹𝔂 𝓕𝓻𝓲𝓭𝓪𝔂',
    'wow!!! amazing!!!',
  ]),
];

const PLAIN_HARMFUL: Record<HarmCategory, string[]> = {
  threat_violence: [
    'If you ghost me again I will find where you live and break your legs',
    "I know your shift ends at 10, I'll be waiting in the car park with a bat",
    "Keep talking like that and I'll put you in the hospital",
    "I'm going to stab you the next time I see you",
    "You better watch your back, I'm coming for you tonight",
    "Block me and I'll burn your flat down with you inside",
    'I will slit your throat you lying cow',
    "Say that to my face and I'll beat you until you stop breathing",
    "I've got your address now, sleep with one eye open",
    "I'm going to shoot you and your new boyfriend",
    "One more word and I'll smash your skull in",
    'I will kill you, I mean it',
  ],
  sexual_violence: [
    "I'm going to rape you whether you like it or not",
    "When I get you alone I'll force myself on you",
    "You'll be drugged and won't remember what I do to you",
    "I'll hold you down and take what I want",
    'Somebody should rape you to teach you a lesson',
    "I'll put something in your drink and have my way with you",
    "No doesn't mean anything to me, I'll take you anyway",
    'I hope you get gang raped on your way home',
    "I'll tie you up and make you do it even if you scream",
    "You'll be too drunk to say no and that's how I like it",
  ],
  self_harm_incitement: [
    'Just kill yourself already, nobody would miss you',
    'Do everyone a favour and end your life',
    'You should go jump off a bridge tonight',
    "Take the whole bottle of pills and don't wake up",
    "Why don't you just hang yourself",
    'Cut deeper next time, you clearly deserve it',
    'The world would be better if you were dead, go do it',
    "Go drink bleach, it's the only thing you're good for",
    'Slit your wrists and stop whining',
    "Stop eating, you're a fat pig, starve yourself until you disappear",
  ],
  minors: [
    "I'm 14 but I look older, wanna meet up?",
    "How old are you really, 13? Don't tell your mum we talk",
    'Send me a pic of you in your school uniform, are you in year 8?',
    'I like girls who are still in middle school',
    "Delete our chats so your parents don't find out, you're only 12 right",
    "I'm 15, is that ok for you? I won't tell anyone",
    'Do you have a little sister? Send me pics of her in her swimsuit',
    'Young boys around 11 are my type honestly',
    'What grade are you in? Are your parents home tonight? Keep this our secret',
    'Teen girls 13 to 15 only, send me nudes',
  ],
  extortion: [
    'Pay me 500 pounds or I send your nudes to your whole family',
    'I screenshotted everything, send 300 in bitcoin or your boss sees it',
    'I recorded our video call. Transfer 1000 by Friday or it goes on every site',
    "Unless you send me money I'll post your photos on your Facebook wall",
    'I have your pics and your contacts list, pay up or they all get them',
    'Give me 200 in gift cards or your wife finds out about us',
    'Send more pictures or I share the ones I already have',
    'You have 24 hours to send 2 BTC before I leak your video',
    'I know your employer. Pay me or I tell them what you sent me',
    'Wire me the cash or your naked pictures go viral',
  ],
  drugs: [
    "I've got coke, 60 a gram, can drop it round tonight",
    'Need any molly for the weekend? Good prices',
    'Selling xanax bars and percs, hit me up',
    'I can sort you an ounce of weed, 150 cash',
    'Want to buy some ket? I deliver',
    'Got that good crystal, 40 a point',
    "Who's my plug for some MD tonight, paying well",
    'Do you know where I can score some heroin',
    'I sell pills, acid and shrooms, message me for the menu',
    "Fancy some lines before we go out? I've got plenty to sell",
  ],
  scam: [
    "I'm a US army doctor stuck overseas, can you send me 400 for my flight home",
    "Invest 250 with my crypto trader and you'll double it in a week",
    'My card is blocked, could you buy me a steam gift card and send the code',
    'Earn 3000 a week from home, just pay the 99 starter fee',
    'I need you to wire money for customs so my parcel to you can be released',
    'Send me your bank login so I can deposit the money I owe you',
    "My uncle left me gold, I just need 800 for the lawyer then I'll pay you back triple",
    'Click this link to claim your free prize and enter your card details',
    'Join my forex group, guaranteed 20% daily returns',
    'Can you receive a payment for me and send it on to my cousin? You keep 10%',
  ],
  off_platform: [
    "I'm never on here, add me on telegram @someuser",
    'Text me on WhatsApp instead, +44 7700 900123',
    'This app is trash, find me on snap: hotguy_88',
    "Let's move to kik, my name there is lonelyheart",
    'Check my link in bio for my private page',
    "I don't check this app, email me at something at gmail dot com",
    'Follow me on onlyfans for the real pics, link below',
    "Download signal and message me there, I'll delete this account soon",
    "Verify you're real on this site first then we can chat",
    'Add my line id, we can talk more freely there',
  ],
  unsolicited_sexual: [
    'Hey sexy, wanna see my cock?',
    'Send nudes',
    'I want to lick you all over, what are you wearing',
    'Sit on my face tonight?',
    'Show me your tits babe',
    "I'm hard thinking about you, want a pic?",
    'How big are your boobs',
    "Let's fuck, my place in 20 min",
    "I'd bend you over and make you scream",
    'Do you swallow?',
  ],
  hate: [
    'Go back to your own country you dirty immigrant',
    'All muslims are terrorists and should be deported',
    'No fags, get off this app you disgusting faggot',
    'Jews control everything and should be wiped out',
    'Trannies are mentally ill freaks',
    'Black people are animals',
    'Gypsies are thieves, keep them out',
    'Gas the Jews',
    'Go back to the jungle you monkey',
    'Dirty Pakis ruin every town',
  ],
  harassment: [
    "You're a fat ugly whore and nobody will ever love you",
    'Stupid bitch, answer me',
    'You worthless piece of shit',
    "I'll keep making new accounts until you talk to me",
    "Why won't you reply, you slut, I can see you're online",
    'Shut up you dumb cunt',
    "I'm outside your work again, why are you ignoring me",
    "You're a disgusting pig and everyone at your office will know it",
    'Fuck you, you retarded loser',
    'Your profile pics are fake, you catfishing ugly freak',
  ],
};

/** Hand-typed disguises: [disguised line, technique, the plain line it disguises]. */
const HAND_DISGUISED: Record<HarmCategory, Array<[string, string, string]>> = {
  threat_violence: [
    [
      "I'm going to \u202euoy bats\u202c the next time I see you",
      'bidi-reversed',
      "I'm going to stab you the next time I see you",
    ],
    ['I will k\nill you, I mean it', 'newline', 'I will kill you, I mean it'],
    ['I will 🅺🅸🅻🅻 you, I mean it', 'negative-squared', 'I will kill you, I mean it'],
    ['I will kíll you, I mean it', 'accent', 'I will kill you, I mean it'],
    ['I will k–i–l–l you, I mean it', 'en-dash', 'I will kill you, I mean it'],
    ['I will ʞıll you, I mean it', 'upside-down', 'I will kill you, I mean it'],
    ['I will k i l l you, I mean it', 'spaced', 'I will kill you, I mean it'],
    ['I will k1ll y0u, I mean it', 'leet', 'I will kill you, I mean it'],
    ['I will ĸıll you, I mean it', 'lookalike-latin', 'I will kill you, I mean it'],
    ["I'm going to st@b you the next time I see you", 'leet-symbol', "I'm going to stab you the next time I see you"],
    ["I'm going to ｓｔａｂ you the next time I see you", 'fullwidth', "I'm going to stab you the next time I see you"],
    ["I'm going to 𝐬𝐭𝐚𝐛 𝐲𝐨𝐮 the next time I see you", 'math-bold', "I'm going to stab you the next time I see you"],
    [
      "One more word and I'll sm\u200ba\u200bsh your sk\u200bull in",
      'zerowidth',
      "One more word and I'll smash your skull in",
    ],
    ['I will sIit your throat you Iying cow', 'capital-I', 'I will slit your throat you lying cow'],
    [
      "Keep talking like that and I'll put you in the h.o.s.p.i.t.a.l",
      'dotted',
      "Keep talking like that and I'll put you in the hospital",
    ],
    ["I'm going to ѕһооt you and your new boyfriend", 'cyrillic', "I'm going to shoot you and your new boyfriend"],
    [
      "You better watch your back, I'm cօming fօr yօu tonight",
      'armenian',
      "You better watch your back, I'm coming for you tonight",
    ],
    [
      "Block me and I'll b-u-r-n your flat down with you inside",
      'hyphens',
      "Block me and I'll burn your flat down with you inside",
    ],
  ],
  sexual_violence: [
    [
      "I'm going to ᖇᗩᑭE you whether you like it or not",
      'canadian-syllabics',
      "I'm going to rape you whether you like it or not",
    ],
    [
      "I'm going to ra\u2800pe you whether you like it or not",
      'braille-blank',
      "I'm going to rape you whether you like it or not",
    ],
    [
      "I'm going to r\ufe0fa\ufe0fp\ufe0fe you whether you like it or not",
      'variation-selector',
      "I'm going to rape you whether you like it or not",
    ],
    [
      "I'm going to r a p e you whether you like it or not",
      'spaced',
      "I'm going to rape you whether you like it or not",
    ],
    ["I'm going to r@p3 you whether you like it or not", 'leet', "I'm going to rape you whether you like it or not"],
    [
      "I'm going to rаpе you whether you like it or not",
      'cyrillic',
      "I'm going to rape you whether you like it or not",
    ],
    [
      "I'm going to ʳᵃᵖᵉ you whether you like it or not",
      'superscript',
      "I'm going to rape you whether you like it or not",
    ],
    ['I hope you get gang r4ped on your way home', 'leet', 'I hope you get gang raped on your way home'],
    [
      "I'll put something in your drink and have my way with you 💊🍸",
      'emoji-added',
      "I'll put something in your drink and have my way with you",
    ],
    ["When I get you alone I'll f0rce mys3lf on you", 'leet', "When I get you alone I'll force myself on you"],
    ["I'll hold you down and t a k e what I want", 'spaced', "I'll hold you down and take what I want"],
    ['Somebody should ʀᴀᴘᴇ you to teach you a lesson', 'smallcaps', 'Somebody should rape you to teach you a lesson'],
  ],
  self_harm_incitement: [
    ['Just killyourself already, nobody would miss you', 'joined', 'Just kill yourself already, nobody would miss you'],
    [
      'Just k 1 l l yourself already, nobody would miss you',
      'spaced+leet',
      'Just kill yourself already, nobody would miss you',
    ],
    ["Why don't you just ʜᴀɴɢ ʏᴏᴜʀꜱᴇʟꜰ", 'smallcaps', "Why don't you just hang yourself"],
    [
      'Just k!ll yours3lf already, nobody would miss you',
      'leet-symbol',
      'Just kill yourself already, nobody would miss you',
    ],
    ['Just kys already, nobody would miss you', 'abbrev', 'Just kill yourself already, nobody would miss you'],
    [
      'Just kill\u00adyour\u00adself already, nobody would miss you',
      'softhyphen',
      'Just kill yourself already, nobody would miss you',
    ],
    ["Why don't you just h4ng y0urself", 'leet', "Why don't you just hang yourself"],
    ["Why don't you just ⓗⓐⓝⓖ yourself", 'enclosed', "Why don't you just hang yourself"],
    [
      "Go drink bl3@ch, it's the only thing you're good for",
      'leet-symbol',
      "Go drink bleach, it's the only thing you're good for",
    ],
    ['Slit your wrіsts and stop whining', 'cyrillic', 'Slit your wrists and stop whining'],
    ['Do everyone a favour and e n d  y o u r  l i f e', 'spaced', 'Do everyone a favour and end your life'],
    ["Take the whole b0ttle of p1lls and don't wake up", 'leet', "Take the whole bottle of pills and don't wake up"],
  ],
  minors: [
    ["I'm 𝟭𝟰 but I look older, wanna meet up?", 'math-digit', "I'm 14 but I look older, wanna meet up?"],
    ["I'm 1 4 but I look older, wanna meet up?", 'spaced-digit', "I'm 14 but I look older, wanna meet up?"],
    ["I'm XIV but I look older, wanna meet up?", 'roman-numeral', "I'm 14 but I look older, wanna meet up?"],
    ["I'm 1４ but I look older, wanna meet up?", 'fullwidth-digit', "I'm 14 but I look older, wanna meet up?"],
    ["I'm fourteen but I look older, wanna meet up?", 'spelled-number', "I'm 14 but I look older, wanna meet up?"],
    ["I'm ¹⁴ but I look older, wanna meet up?", 'superscript-digit', "I'm 14 but I look older, wanna meet up?"],
    [
      "How old are you really, l3? Don't tell your mum we talk",
      'lookalike-digit',
      "How old are you really, 13? Don't tell your mum we talk",
    ],
    ['Teen girls 13 to 15 only, send me n00dz', 'leet-slang', 'Teen girls 13 to 15 only, send me nudes'],
    ["I'm ⑮, is that ok for you? I won't tell anyone", 'enclosed', "I'm 15, is that ok for you? I won't tell anyone"],
    [
      'Send me a pic of you in your sch00l unif0rm, are you in year 8?',
      'leet',
      'Send me a pic of you in your school uniform, are you in year 8?',
    ],
    [
      'What grade are you in? Are your parents home tonight? Keep this our s3cr3t',
      'leet',
      'What grade are you in? Are your parents home tonight? Keep this our secret',
    ],
    ['Young b0ys around ll are my type honestly', 'leet+lookalike', 'Young boys around 11 are my type honestly'],
  ],
  extortion: [
    [
      'Pay me 500 pounds or I send your nu\u{e0064}des to your whole family',
      'tag-character',
      'Pay me 500 pounds or I send your nudes to your whole family',
    ],
    [
      'Pay me 500 pounds or I send your ᑎᑌᗪEᔕ to your whole family',
      'canadian-syllabics',
      'Pay me 500 pounds or I send your nudes to your whole family',
    ],
    [
      'Pay me 500 pounds or I send your n u d e s to your whole family',
      'spaced',
      'Pay me 500 pounds or I send your nudes to your whole family',
    ],
    [
      'Pay me 500 pounds or I send your nud3s to your whole fam1ly',
      'leet',
      'Pay me 500 pounds or I send your nudes to your whole family',
    ],
    [
      'Pay me 500 pounds or I send your ｎｕｄｅｓ to your whole family',
      'fullwidth',
      'Pay me 500 pounds or I send your nudes to your whole family',
    ],
    [
      'I have your pics and your contacts list, p@y up or they all get them',
      'leet-symbol',
      'I have your pics and your contacts list, pay up or they all get them',
    ],
    [
      'Wire me the ca$h or your n@ked pictures go v1ral',
      'leet-symbol',
      'Wire me the cash or your naked pictures go viral',
    ],
    [
      'You have 24 hours to send 2 BTC before I l3ak your v1de0',
      'leet',
      'You have 24 hours to send 2 BTC before I leak your video',
    ],
    [
      'Send more pictures or I 𝗌𝗁𝖺𝗋𝖾 the ones I already have',
      'math-sans',
      'Send more pictures or I share the ones I already have',
    ],
    [
      "Unless you send me money I'll p\u200co\u200cs\u200ct your photos on your Facebook wall",
      'zerowidth-zwnj',
      "Unless you send me money I'll post your photos on your Facebook wall",
    ],
    [
      'I screenshotted everything, send 300 in b1tc0in or your boss sees it',
      'leet',
      'I screenshotted everything, send 300 in bitcoin or your boss sees it',
    ],
  ],
  drugs: [
    [
      "I've got cókè, 60 a gram, can drop it round tonight",
      'accent',
      "I've got coke, 60 a gram, can drop it round tonight",
    ],
    ['Selling ⓧⓐⓝⓐⓧ bars and percs, hit me up', 'enclosed', 'Selling xanax bars and percs, hit me up'],
    [
      "I've got c0ke, 60 a gram, can drop it round tonight",
      'leet',
      "I've got coke, 60 a gram, can drop it round tonight",
    ],
    [
      "I've got ❄️, 60 a gram, can drop it round tonight",
      'emoji',
      "I've got coke, 60 a gram, can drop it round tonight",
    ],
    ['Selling x@nax bars and p3rcs, hit me up', 'leet-symbol', 'Selling xanax bars and percs, hit me up'],
    ['Selling xаnах bars and percs, hit me up', 'cyrillic', 'Selling xanax bars and percs, hit me up'],
    ['Want to buy some k e t? I deliver', 'spaced', 'Want to buy some ket? I deliver'],
    ['Do you know where I can score some h3r0in', 'leet', 'Do you know where I can score some heroin'],
    ['Need any m0lly for the weekend? Good prices', 'leet', 'Need any molly for the weekend? Good prices'],
    ['I can sort you an ounce of 🍃, 150 cash', 'emoji', 'I can sort you an ounce of weed, 150 cash'],
    [
      'I sell piIIs, acid and shr00ms, message me for the menu',
      'capital-I+leet',
      'I sell pills, acid and shrooms, message me for the menu',
    ],
  ],
  scam: [
    [
      "Invest 250 with my crypt0 trader and you'll d0uble it in a week",
      'leet',
      "Invest 250 with my crypto trader and you'll double it in a week",
    ],
    [
      'Earn 3000 a week from h0me, just pay the 99 start3r fee',
      'leet',
      'Earn 3000 a week from home, just pay the 99 starter fee',
    ],
    [
      'Click this Iink to cIaim your free prize and enter your card detaiIs',
      'capital-I',
      'Click this link to claim your free prize and enter your card details',
    ],
    [
      'My card is blocked, could you buy me a ѕtеаm gift card and send the code',
      'cyrillic',
      'My card is blocked, could you buy me a steam gift card and send the code',
    ],
    [
      'Join my f o r e x group, guaranteed 20% daily returns',
      'spaced',
      'Join my forex group, guaranteed 20% daily returns',
    ],
    [
      'Send me your b@nk l0gin so I can deposit the money I owe you',
      'leet-symbol',
      'Send me your bank login so I can deposit the money I owe you',
    ],
    [
      "𝕀𝕟𝕧𝕖𝕤𝕥 250 with my crypto trader and you'll double it in a week",
      'double-struck',
      "Invest 250 with my crypto trader and you'll double it in a week",
    ],
  ],
  off_platform: [
    [
      'Text me on Wh@tsApp instead, +44 seven seven zero zero 900123',
      'leet+spelled',
      'Text me on WhatsApp instead, +44 7700 900123',
    ],
    ['This app is trash, find me on ｓｎａｐ: hotguy_88', 'fullwidth', 'This app is trash, find me on snap: hotguy_88'],
    [
      "I'm never on here, add me on t e l e g r a m @someuser",
      'spaced',
      "I'm never on here, add me on telegram @someuser",
    ],
    ["I'm never on here, add me on teIegram @someuser", 'capital-I', "I'm never on here, add me on telegram @someuser"],
    [
      'Follow me on 0nlyf@ns for the real pics, link below',
      'leet',
      'Follow me on onlyfans for the real pics, link below',
    ],
    ["Let's move to k1k, my name there is lonelyheart", 'leet', "Let's move to kik, my name there is lonelyheart"],
    [
      "Download ѕіgnаl and message me there, I'll delete this account soon",
      'cyrillic',
      "Download signal and message me there, I'll delete this account soon",
    ],
    [
      "I don't check this app, email me at something at g m a i l dot com",
      'spaced',
      "I don't check this app, email me at something at gmail dot com",
    ],
  ],
  unsolicited_sexual: [
    ['Send nuuuuudes', 'repeat', 'Send nudes'],
    ['Sendnudes', 'joined', 'Send nudes'],
    ['Show me your ᎢᏆᎢᏚ babe', 'cherokee', 'Show me your tits babe'],
    ['Send n00dz', 'leet-slang', 'Send nudes'],
    ['Send ｎｕｄｅｓ', 'fullwidth', 'Send nudes'],
    ['Send n\u200bu\u200bd\u200be\u200bs', 'zerowidth', 'Send nudes'],
    ['Hey sexy, wanna see my c0ck?', 'leet', 'Hey sexy, wanna see my cock?'],
    ['Hey sexy, wanna see my 🍆?', 'emoji', 'Hey sexy, wanna see my cock?'],
    ['Show me your t1ts babe', 'leet', 'Show me your tits babe'],
    ['Show me your 𝓽𝓲𝓽𝓼 babe', 'math-script', 'Show me your tits babe'],
    ["Let's f*ck, my place in 20 min", 'asterisk', "Let's fuck, my place in 20 min"],
    ['Sit on my f.a.c.e tonight?', 'dotted', 'Sit on my face tonight?'],
    ['Do you sw@ll0w?', 'leet-symbol', 'Do you swallow?'],
  ],
  hate: [
    ['Gas the Ꭻews', 'cherokee', 'Gas the Jews'],
    ['Go back to the jungle you ｍｏｎｋｅｙ', 'fullwidth', 'Go back to the jungle you monkey'],
    ['Go back to your own country you d1rty 1mmigrant', 'leet', 'Go back to your own country you dirty immigrant'],
    [
      'No fags, get off this app you disgusting f@gg0t',
      'leet-symbol',
      'No fags, get off this app you disgusting faggot',
    ],
    ['Tr@nnies are m3ntally ill fr3aks', 'leet', 'Trannies are mentally ill freaks'],
    ['Gas the J e w s', 'spaced', 'Gas the Jews'],
    [
      'All musIims are terr0rists and should be dep0rted',
      'capital-I+leet',
      'All muslims are terrorists and should be deported',
    ],
    ['Bl4ck people are 4nim4ls', 'leet', 'Black people are animals'],
    ['Go back to the jungle you m0nk3y', 'leet', 'Go back to the jungle you monkey'],
    ['Јеws control everything and should be wiped out', 'cyrillic', 'Jews control everything and should be wiped out'],
  ],
  harassment: [
    ['Stupid 🅑🅘🅣🅒🅗, answer me', 'negative-circled', 'Stupid bitch, answer me'],
    ['Shut up you dumb ꓚꓴꓠꓔ', 'lisu', 'Shut up you dumb cunt'],
    ['Stupid b1tch, answer me', 'leet', 'Stupid bitch, answer me'],
    ['Stupid b!tch, answer me', 'leet-symbol', 'Stupid bitch, answer me'],
    ['Shut up you dumb c u n t', 'spaced', 'Shut up you dumb cunt'],
    ['Shut up you dumb cuuuunt', 'repeat', 'Shut up you dumb cunt'],
    [
      "You're a fat ugly wh0re and nobody will ever love you",
      'leet',
      "You're a fat ugly whore and nobody will ever love you",
    ],
    ['You worthless piece of sh!t', 'leet-symbol', 'You worthless piece of shit'],
    ['Fսck you, you rеtarded loser', 'mixed-scripts', 'Fuck you, you retarded loser'],
    [
      "Why won't you reply, you sIut, I can see you're online",
      'capital-I',
      "Why won't you reply, you slut, I can see you're online",
    ],
    ['𝔉𝔲𝔠𝔨 you, you retarded loser', 'fraktur', 'Fuck you, you retarded loser'],
  ],
};

// ---- The seeded generator: its own technique mix, applied to chosen words or to the whole line. ----

/** Park–Miller minimal standard generator (deterministic across runs and platforms). */
function parkMiller(seed: number): () => number {
  let s = seed % 2147483647 || 1;
  return () => {
    s = (s * 48271) % 2147483647;
    return (s - 1) / 2147483646;
  };
}

const cp = (n: number) => String.fromCodePoint(n);
const mapLetters = (w: string, f: (ch: string, i: number) => string) =>
  [...w].map((ch, i) => (/[a-zA-Z]/.test(ch) ? f(ch, i) : ch)).join('');
/** Mathematical alphanumeric styles: [capital A, small a] code points, and the letterlike holes some styles have. */
const MATH_STYLES: Record<string, [number, number]> = {
  bold: [0x1d400, 0x1d41a],
  italic: [0x1d434, 0x1d44e],
  boldItalic: [0x1d468, 0x1d482],
  script: [0x1d49c, 0x1d4b6],
  fraktur: [0x1d504, 0x1d51e],
  doubleStruck: [0x1d538, 0x1d552],
  sans: [0x1d5a0, 0x1d5ba],
  sansBold: [0x1d5d4, 0x1d5ee],
  sansItalic: [0x1d608, 0x1d622],
  mono: [0x1d670, 0x1d68a],
};
const MATH_HOLES: Record<string, Record<string, number>> = {
  italic: { h: 0x210e },
  script: { B: 0x212c, E: 0x2130, F: 0x2131, H: 0x210b, I: 0x2110, L: 0x2112, M: 0x2133, R: 0x211b, e: 0x212f },
  fraktur: { C: 0x212d, H: 0x210c, I: 0x2111, R: 0x211c, Z: 0x2128 },
  doubleStruck: { C: 0x2102, H: 0x210d, N: 0x2115, P: 0x2119, Q: 0x211a, R: 0x211d, Z: 0x2124 },
};
const mathStyle = (style: string) => (ch: string) => {
  const hole = MATH_HOLES[style]?.[ch];
  if (hole) return cp(hole);
  const [cap, small] = MATH_STYLES[style];
  const lower = ch >= 'a';
  const scriptSmall = style === 'script' && { g: 0x210a, o: 0x2134 }[ch];
  if (scriptSmall) return cp(scriptSmall);
  return cp((lower ? small : cap) + ch.toLowerCase().charCodeAt(0) - 97);
};
const HOMOGLYPH: Record<string, string[]> = {
  a: ['а', 'ɑ', 'α'],
  c: ['с', 'ϲ'],
  d: ['ԁ'],
  e: ['е', 'ҽ'],
  g: ['ɡ'],
  h: ['һ'],
  i: ['і', 'ı', 'ɩ'],
  j: ['ј'],
  k: ['κ', 'к'],
  l: ['ӏ', 'ǀ', 'ℓ', 'I'],
  n: ['ո'],
  o: ['о', 'ο', 'օ', '0'],
  p: ['р', 'ρ'],
  s: ['ѕ', 'ꜱ'],
  t: ['т'],
  u: ['υ', 'ս'],
  v: ['ν'],
  w: ['ԝ', 'ѡ'],
  x: ['х', 'χ'],
  y: ['у', 'γ'],
};
const LEET: Record<string, string[]> = {
  a: ['4', '@', '/\\'],
  b: ['8', '|3'],
  c: ['(', '<'],
  e: ['3', '€'],
  g: ['9', '6'],
  h: ['#', '|-|'],
  i: ['1', '!', '|'],
  k: ['|<'],
  l: ['1', '|', '£'],
  o: ['0', '()'],
  s: ['5', '$'],
  t: ['7', '+'],
  u: ['|_|', 'v'],
  z: ['2'],
};
const SMALL_CAPS = 'ᴀʙᴄᴅᴇꜰɢʜɪᴊᴋʟᴍɴᴏᴘǫʀꜱᴛᴜᴠᴡxʏᴢ';
const SUPERSCRIPT = 'ᵃᵇᶜᵈᵉᶠᵍʰⁱʲᵏˡᵐⁿᵒᵖqʳˢᵗᵘᵛʷˣʸᶻ';
const INVISIBLE = ['\u200b', '\u200c', '\u200d', '\u2060', '\ufeff', '\u00ad', '\u200e', '\u180e'];
const SEPARATORS = [' ', '.', '-', '_', '*', '|', '/', '~', ' . '];
const WIDE_SPACES = ['\u00a0', '\u2003', '\u3000', '\u2009', '\u202f'];

type Rng = () => number;
const pick = <T>(rng: Rng, xs: readonly T[]): T => xs[Math.floor(rng() * xs.length)];

/** Word-level disguises: each rewrites one word (letters only; punctuation kept). */
const WORD_TECHNIQUES: Record<string, (w: string, rng: Rng) => string> = {
  homoglyph: (w, rng) => mapLetters(w, (ch) => (HOMOGLYPH[ch] && rng() < 0.7 ? pick(rng, HOMOGLYPH[ch]) : ch)),
  leet: (w, rng) =>
    mapLetters(w, (ch) => (LEET[ch.toLowerCase()] && rng() < 0.6 ? pick(rng, LEET[ch.toLowerCase()]) : ch)),
  separated: (w, rng) => {
    const sep = pick(rng, SEPARATORS);
    return [...w].join(sep);
  },
  invisible: (w, rng) => {
    const z = pick(rng, INVISIBLE);
    return [...w].map((ch, i) => (i > 0 && rng() < 0.7 ? z + ch : ch)).join('');
  },
  combining: (w, rng) =>
    mapLetters(w, (ch) => ch + cp(0x300 + Math.floor(rng() * 0x30)) + (rng() < 0.3 ? '\u0336' : '')),
  math: (w, rng) => mapLetters(w, mathStyle(pick(rng, Object.keys(MATH_STYLES)))),
  fullwidth: (w) => [...w].map((ch) => (ch > ' ' && ch <= '~' ? cp(ch.charCodeAt(0) + 0xfee0) : ch)).join(''),
  enclosed: (w, rng) => {
    const kind = pick(rng, ['circled', 'parenthesised', 'squared', 'regional']);
    return mapLetters(w, (ch) => {
      const k = ch.toLowerCase().charCodeAt(0) - 97;
      if (kind === 'circled') return cp(0x24d0 + k);
      if (kind === 'parenthesised') return cp(0x249c + k);
      if (kind === 'squared') return cp(0x1f130 + k);
      return cp(0x1f1e6 + k) + '\u200b';
    });
  },
  smallcaps: (w) => mapLetters(w, (ch) => SMALL_CAPS[ch.toLowerCase().charCodeAt(0) - 97]),
  superscript: (w) => mapLetters(w, (ch) => SUPERSCRIPT[ch.toLowerCase().charCodeAt(0) - 97]),
  repeat: (w, rng) => mapLetters(w, (ch) => (rng() < 0.35 ? ch.repeat(2 + Math.floor(rng() * 3)) : ch)),
  caseNoise: (w, rng) =>
    mapLetters(w, (ch) => (ch === 'l' && rng() < 0.8 ? 'I' : rng() < 0.5 ? ch.toUpperCase() : ch.toLowerCase())),
};
/** Line-level disguises. */
const LINE_TECHNIQUES: Record<string, (line: string, rng: Rng) => string> = {
  wideSpaces: (line, rng) => line.replace(/ /g, () => pick(rng, WIDE_SPACES)),
  allSpaced: (line) =>
    line
      .split(' ')
      .map((w) => [...w].join(' '))
      .join('   '),
  allFullwidth: (line) => WORD_TECHNIQUES.fullwidth(line, () => 0),
  allMath: (line, rng) => WORD_TECHNIQUES.math(line, rng),
};

const STOP = new Set(['your', 'you', 'with', 'that', 'this', 'what', 'then', 'there', 'will', 'have', 'from', 'just']);
/** The words an attacker might disguise: content words of 3+ letters, never stop words, in a seeded random order. */
const targets = (line: string, rng: Rng): number[] => {
  const words = line.split(' ');
  const ts = words
    .map((w, i) => [w.replace(/[^a-zA-Z]/g, '').length, i] as const)
    .filter(([n, i]) => n >= 3 && !STOP.has(words[i].toLowerCase()))
    .map(([, i]) => i);
  for (let k = ts.length - 1; k > 0; k--) {
    const r = Math.floor(rng() * (k + 1));
    [ts[k], ts[r]] = [ts[r], ts[k]];
  }
  return ts;
};

/** One disguise of a line: a line technique, or 1–3 target words each rewritten by one (or, mixed, two) techniques. */
function disguise(line: string, rng: Rng, allowLine: boolean): { text: string; obf: string } {
  if (allowLine && rng() < 0.2) {
    const name = pick(rng, Object.keys(LINE_TECHNIQUES));
    return { text: LINE_TECHNIQUES[name](line, rng), obf: `gen:${name}` };
  }
  const words = line.split(' ');
  const ts = targets(line, rng);
  const names = Object.keys(WORD_TECHNIQUES);
  const first = pick(rng, names);
  const second = pick(
    rng,
    names.filter((n) => n !== first && n !== 'separated' && n !== 'combining'),
  );
  const mixed = ts.length > 1 && rng() < 0.25;
  const howMany = Math.max(mixed ? 2 : 1, Math.min(ts.length, 1 + Math.floor(rng() * 3)));
  ts.slice(0, howMany).forEach((at, k) => {
    const name = mixed && k % 2 === 1 ? second : first;
    const m = /^([^a-zA-Z]*)(.*?)([^a-zA-Z]*)$/.exec(words[at]) ?? ['', '', words[at], ''];
    words[at] = m[1] + WORD_TECHNIQUES[name](m[2], rng) + m[3];
  });
  return { text: words.join(' '), obf: `gen:${mixed ? `${first}+${second}` : first}` };
}

const rng = parkMiller(33_2026);
const PAIRS_LIST: DisguisePair[] = [];
const seen = new Set<string>();
const pushPair = (p: DisguisePair) => {
  if (p.disguised === p.plain || seen.has(p.disguised)) return false;
  seen.add(p.disguised);
  PAIRS_LIST.push(p);
  return true;
};

const HARMFUL_LIST: HarmfulProbe[] = [];
for (const [category, lines] of Object.entries(PLAIN_HARMFUL) as Array<[HarmCategory, string[]]>) {
  HARMFUL_LIST.push(...harm(category, lines));
  for (const [text, obf, plain] of HAND_DISGUISED[category]) {
    if (!lines.includes(plain)) throw new Error(`round33 probes: no plain line for ${JSON.stringify(text)}`);
    if (pushPair({ plain, disguised: text, obf, kind: 'harmful' })) HARMFUL_LIST.push(...harm(category, [[text, obf]]));
  }
}
// Two generated disguises of every plain harmful line.
for (const [category, lines] of Object.entries(PLAIN_HARMFUL) as Array<[HarmCategory, string[]]>) {
  for (const plain of lines) {
    for (let k = 0; k < 2; k++) {
      const d = disguise(plain, rng, true);
      if (pushPair({ plain, disguised: d.text, obf: d.obf, kind: 'harmful' })) {
        HARMFUL_LIST.push(...harm(category, [[d.text, d.obf]]));
      }
    }
  }
}
// One generated disguise of every plain-ASCII harmless line: a harmless line in a disguise stays harmless.
const GENERATED_ORDINARY: OrdinaryProbe[] = [];
PLAIN_ORDINARY.filter((p) => /^[\x20-\x7e]+$/.test(p.text) && p.cls !== 'n:styled-harmless').forEach((p) => {
  const d = disguise(p.text, rng, true);
  if (pushPair({ plain: p.text, disguised: d.text, obf: d.obf, kind: 'ordinary' })) {
    GENERATED_ORDINARY.push({ text: d.text, cls: 'g:disguised-harmless' });
  }
});

export const ORDINARY: OrdinaryProbe[] = [...PLAIN_ORDINARY, ...GENERATED_ORDINARY];
export const HARMFUL: HarmfulProbe[] = HARMFUL_LIST;
export const PAIRS: DisguisePair[] = PAIRS_LIST;
export const SEQUENCES: SequenceProbe[] = [];
