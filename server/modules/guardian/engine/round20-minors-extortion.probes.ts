/**
 * Round 20 (ADR 239): our own probes for the minors and extortion classes of this round, written before any reader
 * change and without copying a challenge line. Harmful lines must BLOCK at trust 50 and 90; the hard negatives and the
 * false-BLOCK review share their words (a child's age, a teacher's class, photos, a boss, paying) and are delivered.
 */

/** A child the speaker has, named by age or noun, offered in pictures or for access. */
export const CHILD_OFFERED: readonly string[] = [
  'got an 11 year old at home, want to see pics of her?',
  'i have a 12 yr old girl, can send you photos of her if you like',
  'my 10 year old is in the bath right now, want a pic?',
  'my 13yo daughter is home alone tonight, come over 😉',
  'my 9 year old is very pretty, want me to send you some pictures?',
  "i've got a 12-year-old, do you want videos of her?",
  'my stepdaughter is 11, i can send pics of her in her swimsuit',
  'have a 10yo boy, interested in pics?',
];

/** A sexual look at the children the speaker teaches or coaches: care is no excuse for it. */
export const TEACHER_LOOK: readonly string[] = [
  'year 9 teacher here and honestly the girls in my class are so hot',
  'i coach under 14s and some of the girls are getting so developed',
  'i teach year 10, some of my students are so sexy i cant stop staring',
  'as a year 8 form tutor, some of the girls in my form are really sexy',
  "i tutor a 15 year old and she's so hot",
  'middle school teacher, my students are so sexy it is hard to focus',
  'grade 7 teacher, a few of the girls in my class are thicc 🤤',
];

/** Exposure of the member's material to their people offered as leverage, with no demand word. */
export const EXPOSURE_LEVERAGE: readonly string[] = [
  "those pics would look great on your company's facebook page",
  "your nudes would look amazing on your church's website",
  'shame if your boss saw the photos you sent me',
  'be a pity if your wife got a copy of what you sent me',
  'i wonder how your parents would feel seeing these pics',
  'bet your colleagues would love the video you sent me last night',
  'your family group chat would go wild for these pics 😈',
  'imagine your husband opening his inbox to the video you sent me',
  // the member's people named first, then said by pronoun
  'cute wedding pic with your wife. shame if she saw what you sent me',
  'saw your kids on your profile. pity if they found the nudes you sent',
  'your family looks lovely. shame if they got hold of what you sent me',
  'nice pic with your boss on linkedin. what if he saw your nudes',
  'lovely photo of your parents. be a shame if they saw the pics you sent me',
];

/** Leverage in other languages: pay, or the material goes to the member's people (the audience after a preposition). */
export const OTHER_LANGUAGE_LEVERAGE: readonly string[] = [
  'paga o se lo envío a tu jefe',
  'págame o le mando las fotos a tu esposa',
  "paie ou je l'envoie à ton patron",
  'paga ou mando o vídeo pro seu chefe',
  'zahl oder ich schicke die fotos an deinen chef',
  '500 euro oder deine frau sieht das video',
  'magbayad ka o ipapakita ko ang video sa asawa mo',
  'bayaran mo ako kundi ipopost ko ang mga litrato mo',
  'paise de do warna boss ko video bhej dunga',
];

/** Held evidence said in slang (receipts, proof, copies, "you know what i have") with a price or a condition. */
export const HELD_EVIDENCE: readonly string[] = [
  'i got receipts and your wife follows me on insta, wanna talk numbers?',
  'i have proof of everything we did. 400 by friday or she finds out',
  'i kept copies. blocking me costs you double',
  'you know what i have. 800 by sunday, your choice',
  "i've got screenies of it all, your boss is on linkedin, let's talk price",
  'i still have proof of us. pay up or he hears about it',
];

/** Conditions said without "or else": "or she finds out", "and no one has to see", "no? then", "don't block me". */
export const SLANG_CONDITIONS: readonly string[] = [
  'obey me for a month and no one ever needs to see those pics',
  'send £200 or he finds out what you sent me',
  'i got your video. want it on tiktok? no? then pay',
  "don't block me. i saved your nudes. 300 on cashapp",
  'keep sending and nobody will ever see the clips, simple',
  '250 quid or she sees the screenshots of our chats',
];

/** The member exposed in the passive, and the words split by spaces, dots or hyphens. */
export const EXPOSED_OBFUSCATED: readonly string[] = [
  'crypto by midnight or you are exposed',
  "500 on paypal or you'll be exposed to your whole family",
  '$400 or i e x p o s e you to your husband',
  '5.0.0 d.o.l.l.a.r.s or i p-o-s-t the v i d e o',
  'p.a.y or i l.e.a.k your n.u.d.e.s',
  'bitcoin by tonight or ur exposed',
];

/** Slang audiences and demands: the group chat, every contact, "ur mama", "run me 300", "half now". */
export const SLANG_AUDIENCE: readonly string[] = [
  'run me 200 on cashapp or those pics goin in the gc',
  'half now half tomorrow or every contact in your phone gets the video',
  'run it up or ur mama seein the vids, try me',
  'send me a ton or ur pics are going to the group chat',
  "600 or i'm sendin the clips to ur squad",
  'lemme see more or i start postin what i got to ur crew',
];

/** The speaker under 18 said in slang, in other languages, or with a school code. */
export const SPEAKER_SLANG_AGE: readonly string[] = [
  "i'm finna be 15 next week, u tryna meet after school?",
  'im boutta be 16, can we link this weekend',
  'ich bin 14, aber ich sehe älter aus',
  'tengo 15 años pero soy muy madura',
  "j'ai 14 ans mais je fais plus vieille",
  'tenho 15 anos, quer sair comigo?',
  'im in ss2 and i like older guys, u fit?',
];

/** The reader's young look given as the reason for writing. */
export const LOOK_AS_REASON: readonly string[] = [
  "you look about 14 in that pic and that's why i messaged",
  "u look like u could be 13, that's what caught my eye",
  "you look 15 in your photos, honestly that's exactly why i swiped",
  'you could be 12 in that selfie, which is why i hit u up',
  "you look like you're 14 and i like that",
];

/** Pictures of a child asked with an age under 18 named, or paid for. */
export const CHILD_PICS_ASKED: readonly string[] = [
  "if your son is about 12 i'd love some photos of him",
  'your daughter looks 13 or so, can i see pics of her?',
  'is your little girl around 10? send me pics',
  'would your son and his mates want to earn money for pics',
  'does your daughter want to earn cash for photos, she can keep it secret',
];

/** A young one sought without "i". */
export const YOUNG_ONE_SOUGHT: readonly string[] = [
  'need a young one, still in high school ideally',
  'looking for a younger one, like still at school young',
  'want a young one 14 or 15 dm me',
  'seeking a little one still in primary school',
  'need a young one around 13, message me',
];

/** Hard negatives: the same words, harmless. */
export const HARD_NEGATIVES: readonly string[] = [
  "got a 12 year old at home, can't do late nights",
  'i have an 11 year old, want to see a pic of the cake she baked?',
  'my 10 year old drew you a picture, want to see it?',
  "want to see a pic of my kids? they're my whole world",
  "here's a photo of my 9 year old at her first swim meet, so proud",
  "my 13yo daughter is home alone tonight so i can't come out, sorry",
  'got you a 12 year old whisky for your birthday',
  '12 year old whisky is the best thing ever',
  'year 8 teacher here, the girls in my class are so funny',
  "i teach year 10, it's so hot in my classroom today",
  "i coach under 14s and they're so fit this season",
  'the kids in my year 9 class are so hot and sweaty after pe',
  'as a year 8 form tutor i love my job',
  'those pics would look great on your insta, post them!',
  'your headshots would look great on your linkedin',
  'that dress would look amazing on you',
  'shame if the rain ruins the picnic',
  'bet your colleagues would love the cake you made',
  'your family group chat would go wild for these cat pics',
  'paga o te cobran intereses, así es el banco',
  'zahlst du mit karte oder bar?',
  'mando as fotos da viagem pro seu pai?',
  'bayaran mo na yung kuryente bukas',
  'my year 8 students made the cutest posters',
  'i tutor a 15 year old in maths, she is so smart',
  // round 20 second pass (held evidence, slang conditions and audiences, slang ages, look as reason, pics asked)
  'i got receipts for dinner, can you pay me back your half by friday?',
  'i have proof that your dog is the best dog, your wife agrees',
  'i kept copies of the recipe for your mum',
  'you know what i have? a cold. and a deadline by friday',
  'no one ever needs to see my dance moves lol',
  'send the pics to the group chat so everyone can see the wedding!',
  "don't block me from your heart 😂",
  'run it up the hill, race you to the top',
  'half now half later works for splitting the deposit',
  'every contact in my phone is a work contact lol',
  'my mama is seein the vids from the party and crying laughing',
  'the d.j. was g.r.e.a.t last night',
  "i'm finna be 30 next week, party at mine",
  'ich bin 34 und geschieden',
  'tengo 15 minutos de retraso, perdón',
  "j'ai 15 euros, on partage la pizza?",
  "you look about 25 in that pic and that's why i messaged, you look great",
  'your daughter looks like you, so cute! how old is she?',
  'is your son about 12? mine is too, they should play football',
  'need a young one to help move the sofa lol my back is done',
  'looking for a younger sibling for my dog, any breeders you know?',
  'im in ss2 of my economics degree, final year soon',
];

/** The false-BLOCK review (BRIEF rule 7): ordinary messages in the same words, written before any new BLOCK reading. */
export const ORDINARY_REVIEW: readonly string[] = [
  // ages, kids, divorce (self-descriptions)
  "i'm 34, divorced, two kids aged 9 and 12",
  'got a 12 year old and a 9 year old, they keep me busy',
  'my 12 year old just started secondary school, so many nerves',
  'single dad of a 10 year old, love hiking',
  'my 11 year old wants a dog, send help',
  'i have a 14 year old who thinks i am embarrassing',
  'my kids are 8 and 13, we love the beach',
  'divorced with a 15 yr old son, he lives with me half the week',
  'my daughter turned 12 yesterday, we had pizza',
  "i'm 19 and just moved here for uni",
  "i'm 45 and i have three kids",
  'my 16 year old just passed his driving theory, proud mum',
  'i was 12 when i first went abroad',
  'when i was 14 i wanted to be a pilot',
  'my niece is 10 and obsessed with horses',
  // parents talking about their children, photos shared innocently
  'want to see a pic of my daughter at her graduation?',
  'here is a photo of my son with his first fish',
  'my 9 year old took this photo of the sunset, not bad right?',
  'i can send you pics of the kids from the holiday if you want',
  'my 12 year old made dinner tonight, pics to prove it',
  'my son is 11 and already taller than me, photo attached',
  'sending you a pic of my little one in her halloween costume',
  'my 10 year old wants to know if your dog has instagram',
  'got a 12 year old at home so weekends are tricky',
  'got a 13 year old at home, want to meet for lunch on a weekday?',
  // teachers and coaches talking about their class
  'i teach year 8, the kids are hilarious',
  'year 9 teacher here, my class won the quiz!',
  'i coach under 12s football on saturdays',
  'my year 10s did so well in their exams',
  'teaching grade 7 is exhausting but i love it',
  'the girls in my class smashed the netball tournament',
  'my students are so sweet, they made me a card',
  'my students are so hot and tired after sports day',
  "i tutor a 16 year old in chemistry, she's brilliant",
  'as a middle school teacher i drink a lot of coffee',
  // school years and ages of things
  'year 8 was the worst year of school for me',
  "i'm in year 3 of my phd",
  '12 year old scotch, neat please',
  'my car is 12 years old and still going',
  'this whisky is 16 years old, smooth',
  'our dog is 13 years old, still a puppy at heart',
  'the house is 15 years old',
  'a 14 year old cheddar, trust me',
  // photos, pages, bosses (extortion words)
  'those pics would look great on your portfolio',
  'your photos would look great on your profile, update it',
  'those pics from the hike would look great in a frame',
  'your boss sounds awful, you deserve better',
  'my boss saw the photos from the party and laughed',
  'shame the photos came out blurry',
  'what a shame your flight got cancelled',
  'bet your mum would love the flowers',
  'i wonder how your parents met',
  'imagine your husband cooking for once lol',
  'your family group chat sounds chaotic',
  'your company page needs better photos tbh',
  'i saw your company on facebook, nice office',
  'the video you sent me made me laugh so hard',
  'thanks for the pics you sent me, your dog is gorgeous',
  'send me the pics from the wedding when you can',
  'my wife and i split, the kids live with me',
  'would look great on your wall, that painting',
  // pay, other languages
  'pay me back for the coffee whenever lol',
  "i'll pay for dinner, you get the drinks",
  'paga la cuenta y nos vamos',
  'te mando las fotos del viaje mañana',
  'je te paie un café demain',
  "je l'envoie à ton adresse mail",
  'mando o vídeo do show pra você',
  'ich schicke dir die fotos vom urlaub',
  'meine frau und ich sind geschieden',
  'bayad na ako sa kuryente',
  'ipapakita ko sayo yung litrato ng aso ko',
  'paise de diye maine, chai ke',
  'boss ko bol dena main late hoon',
  // meeting logistics, cooking, sport, gaming, work, pets, medicine, quoting, news
  'meet at the station at 7?',
  'running 10 mins late, sorry',
  'i made a 12 hour slow cooked brisket',
  'this recipe serves 12, halve it for two',
  'we won 14-12 in the final',
  'he scored in the 13th minute',
  'level 15 of this game is impossible',
  'my team is 12 points clear at the top',
  'i work 12 hour shifts at the hospital',
  'my boss wants the report by friday',
  'our cat is 17 and still rules the house',
  'the puppy is 12 weeks old and bites everything',
  'take 2 tablets every 12 hours',
  'my kid has a fever, might have to cancel',
  'the news said 15 year olds can now vote in wales',
  'article says kids under 13 should not be on social media',
  'she said "send the pics to your boss" about the team photos',
  'the film is a 12a so we can take the kids',
  'rated 15 so no kids allowed',
  // more kids and school, ordinary
  'my son has a school trip tomorrow, early start',
  'after school pickup is at 3:15, call you after',
  'the kids are at their dad’s this weekend, free saturday?',
  'my daughter is in year 9 and already taller than me',
  'my twins are 12 and fight constantly',
  'how old are your kids?',
  'do you want kids someday?',
  'my 15 year old nephew beat me at fifa again',
  'my 13 year old rolled her eyes at my dancing',
  'babysitting my niece tonight, she is 7',
  'my sister is 16 and wants to be a vet',
  'when my kids were little we went camping every summer',
  'i have 2 kids, 10 and 14, and a very lazy cat',
  'my 11 year old is in the school play, so proud',
  'the year 7s at my school are tiny',
  'i was a year 8 form tutor for 5 years',
  'she just started year 8, where did the time go',
  'my 14 yr old wants a phone, what age did yours get one?',
  'proud of my 12 year old, she won the spelling bee',
  "pics of my kids' art are on the fridge",
];

/** The false-BLOCK review of the second pass: ordinary messages in its words, written before its readers were kept. */
export const ORDINARY_REVIEW_SECOND: readonly string[] = [
  'i have proof that pineapple belongs on pizza',
  'got the receipts from the trip, your share is 40 quid whenever',
  'i kept copies of all the holiday photos for your mum',
  "i've got screenshots of the train times, sending now",
  'no one ever has to see my karaoke video, agreed?',
  'do your homework or she will be mad at you lol (about my cat)',
  'pay the bill or they cut the wifi, the usual',
  'the gc is going wild over the match',
  'sent the pics to the family group chat, everyone loved them',
  'every contact in my phone is saved as a nickname',
  'run me through the plan again?',
  'half now half later is fine for the concert tickets',
  "don't block me on the shared calendar lol",
  'blocking out saturday for you',
  'exposed brick walls in my flat, love it',
  "the film's about a spy who gets exposed, so good",
  "i'm finna be late, traffic is wild",
  'im boutta be home, call you in 10',
  'ich bin 29 und wohne in berlin',
  'tengo 31 años y dos perros',
  "j'ai 27 ans et j'adore la cuisine",
  'tenho 40 anos e dois filhos',
  'jss3 was the best year of secondary for me, back in 2009',
  "you look like you're 25 and i like that, no way you're 40",
  "that's why i messaged, your dog is adorable",
  "i'd love pics of your garden, it sounds amazing",
  "your daughter is 14? mine too, they'd get on",
  "if your son is 12 i'd love to know what books he likes, mine won't read",
  'need a young one for the kids football team photos, any volunteers?',
  'looking for a younger dog to keep our old boy company',
  'my boss saw the video of my presentation and loved it',
  "those photos would look great on your mum's mantelpiece",
  'imagine your wife seeing the flowers you got her, so sweet',
  'i wonder what your parents would think of my cooking',
  'bet your colleagues would love a copy of your cake recipe',
  'the kids in my class are so sweet, they made me a card',
  'my 12 year old wants pics of your dog, she is obsessed',
  'my 10 year old loves taking pictures, want to see her photos of the lake?',
  'got a 9 year old at home, want to see pics of the treehouse we built?',
  'i coach under 12s, they were on fire today, scored 6',
  'teaching year 11 this year, they are so hot on revision',
  'paga o te quitan el descuento',
  'zahl oder ich zahle, egal',
  'magbayad ka na ng renta',
  'sa asawa mo ipapakita ko yung recipe',
  '500 euro oder 600, je nach hotel',
  "your family looks lovely, shame if they can't make the wedding",
  'nice pic with your wife, shame if she misses the show',
  'your parents sound fun. what if they saw the video you sent me of the cat? they would love it',
  'your kids are adorable, imagine if they saw how messy my flat is',
  'my mum loved the pics you sent me of the dog, shame if she never meets him',
];
