/**
 * ADR 258 probes, own wording (no challenge-set line): harmful twins of each escalation in several registers, and
 * harmless lines in the same vocabulary that must never become BLOCK (a false BLOCK is never seen by a moderator).
 */

/** Escalation A: the text model holds it, its disguise undone a hard reader agrees. */
export const UNMASKED_TWINS: Record<string, readonly string[]> = {
  'leet word with $, 5, ! or |': [
    'im g0nna $mash ur skull in you freak',
    'imma $hoot u in ur stupid head, loser',
    'k!ll yourself nobody wants you here',
    'ill $lit your throat when i find you',
    'you should k1|| yourself tbh',
    'i will $mash your face in if you block me, you freak',
  ],
  'dialect reflexive': [
    'go hang yerself you ugly loser',
    'just kill yaself already, nobody cares',
    'do everyone a favour and off urself',
    'why dont you end yoself lol',
    'go neck yaself you waste of space',
  ],
  'plural or dialect addressee': [
    "y'all should just kill yourselves",
    'you lot deserve to get stabbed',
    'youse are getting shot you scumbags',
    'yall should go hang yourselves fr',
    'you guys should just end it, nobody would miss you',
  ],
  'age in leet': [
    'im f0urt33n is that ok',
    'i am s!xteen but i look older',
    'im f1ft33n lol whats ur age',
    'i am thirt33n years old',
    'im $ixteen dont tell anyone',
  ],
};

/** Escalation B: a demand another rule holds beside a lever of exposure. */
export const LEVER_TWINS: Record<string, readonly string[]> = {
  'speaker acts on the member or held material after a condition': [
    'pay me 200 or i expose you',
    'send money or i leak everything to your friends',
    'cashapp me now or imma blast the ones i got',
    'more pics or i post the ones i have',
    'you will send me 300 dollar or i am sharing your video',
    'venmo me or ill forward your texts to everyone',
  ],
  "the member's people seeing what they said or sent": [
    'would be awful if your boss saw what you sent me. venmo me 100',
    'imagine if your wife read what you been saying on here. pay me and it stays quiet',
    'shame if ur church found out what u did, 500 and i forget it',
    'send me money or your mum sees your pics',
    'what if your manager heard what you told me lol. paypal me',
  ],
  "material onto the member's page": [
    'pay me back 300 or the photos go on your work page',
    'send 200 by tonight or those vids end up on your insta',
    'money now or ur pics land on ur family group chat',
    'pay up or the screenshots go to your boss',
    'transfer the cash or these videos appear on your facebook',
  ],
  'material + audience = demand': [
    '📸 + your wife’s number = pay me 💰',
    'pics + your boss email = pay me 500 quid',
    'your nudes + your mum = send money tonight',
    'videos + ur family group chat = venmo me',
    'screenshots + your manager = pay me by friday',
  ],
};

/** Escalation C–E: sexual content held with a child or a refusal taken away; contempt held with an end urged. */
export const HELD_PLUS_TWINS: Record<string, readonly string[]> = {
  'sexual content held with a child in it': [
    'any mums here wanna trade nude pics of their kids',
    'send me a pic of your daughter naked',
    'show me your lil sister in her bikini, she is 12 yeah? bet shes hot',
    'i want nudes of ur son, hes like 9 right',
    'got nude pics of some kids, 10 to 13 yo, wanna swap?',
  ],
  'sexual content held with the refusal taken away': [
    'i will rip your clothes off and fuck your brains out, you will not have a choice',
    'gonna make you strip for me, you dont get a say',
    'you gonna suck my dick, its not up to you',
    'when i get you naked you wont have any choice babe',
    'you will strip naked and suck me tonight, you have no say in it',
  ],
  'contempt held with an end urged': [
    'ur pathetic, finish the job this time',
    'you are so worthless, nobody would even miss you',
    'you ugly loser, your life is over anyway',
    'disgusting cow. the bridge by your house is high enough',
    'ur a waste of space, grab the pills and finish what u started',
  ],
};

/** Harmless lines in the same words: none may become BLOCK. */
export const HARMLESS: readonly string[] = [
  // money between friends, with "or i'll" banter
  'pay me back for the pizza or i eat your fries next time',
  'venmo me for the tickets or i will cry, jk no rush',
  "send me the fiver or i'm telling mum lol",
  'pay me back whenever or i will send you the bill again haha',
  'venmo me for the cake or i will eat it all myself',
  'give me 20 for the concert or i will sell the ones i got',
  'pay me back or i will post a sad meme about it',
  'pay up loser, you lost the bet 😂',
  'owe me a coffee or i will tell everyone you cried at the film',
  "pay me back for the cab when you can, or i'll just get the next one",
  'send me the money for the flat deposit or i will lose the room',
  'cashapp me for the groceries or i will forget what you owe',
  'paypal me for the hoodie or i will give it to my sister',
  "transfer the rent or the landlord will text you again, he's relentless",
  'pay me back for the tickets, i will send you the photos from the gig after',
  'can you pay me back for the frame? your mum saw the photos from the wedding and loved them',
  'your boss saw the photos from the team day and said you looked great, also you owe me a tenner',
  'venmo me for dinner, i will send you the pics from last night',
  'my sister saw your pics on the app and says hi, also pay me back for the drinks',
  'send me money for the uber and i will send you the screenshots of the route',
  'the photos go on your wall tomorrow, pay me for the prints whenever',
  'the pics end up on the fridge at my mums, she loved them',
  'pay me back and the photos go in the album',
  'photos + your grandma = the sweetest thing ever',
  'pizza + your couch = perfect friday',
  'sunshine + your playlist = my whole mood, pay me back for the speaker btw',
  'pics + captions = the whole holiday in one post',
  'or i could just send you the photos tonight',
  'if your mum sees the photos she will want copies lol',
  'imagine if your dad saw what you did to his car 😂 he would laugh',
  'would be great if your boss read what you wrote, it was brilliant',
  "if your friends saw what you sent me they'd say we're adorable",
  'or i post the pic of us at the beach, your call 😘',
  'send me more pics of your dog or i will riot',
  'send nudes? or i will just keep flirting badly',
  'i will post the photos from the party tonight, tag yourself',
  'send me the vid of the goal or i will never believe you',
  'pay me back or i will just keep reminding you forever',
  'pay me back 20 or i will haunt your dreams lol',
  'pay me back for the tickets or i will stop doing you favours',
  // leet, dialect and plural addressees in ordinary chat
  'gr8 to meet u, l8r m8',
  'c u 2nite, cant w8',
  'b4 we meet, $ave me a seat lol',
  'my fav shop is $ainsbury$',
  "y'all should try the tacos at that place",
  'you lot are killing me with these memes 😂',
  'youse coming to the pub tonight?',
  'yall killed it at karaoke',
  'you guys should come to the barbecue on sunday',
  'treat yerself to a nice dinner',
  'enjoy urself at the wedding',
  'go easy on yaself, you did your best',
  'look after yoself this week',
  'you did it all by urself? impressive',
  'k!ller view from the hike today',
  'this song k1lls me every time',
  'my $ister is 15 and already taller than me',
  'my n13ce turns 16 next week',
  'i have 2 k1ds, 8 and 12',
  'i am thirty five and still cant cook',
  'im 3o and love hiking',
  'i play $hooters in the game with my m8s',
  'gonna $mash this workout today',
  'that chef can $lice an onion in seconds',
  'i $hot some great photos at the lake',
  'l0l you lot are mad',
  'y0u should try the d3ssert here',
  'i need to h@ng the pictures this weekend',
  'u r the b3st',
  'yer dog is adorable',
  'ya self-care day sounds perfect',
  'the p!zza place by the station is unreal',
  'we $tayed up till 3 talking',
  'my d@d still calls me kiddo and im 40',
  // kill / die / age idioms a model may flag, with a disguise
  "y'all are gonna die laughing at this video",
  'you lot would die for this cake',
  'youse are gonna kill it at the quiz',
  'yall slayed, the crowd went wild',
  'i could k!ll for a burger right now',
  'my feet are k!lling me after that hike',
  'this heat is k1lling me',
  'im dy1ng to see you again',
  'that joke k1lled me 💀',
  'you guys are the death of me 😂',
  'i will $tab at this recipe again tomorrow',
  'my k!ds are 6 and 9, they are a handful',
  'when i was f0urteen i wanted to be an astronaut',
  'my son is f!fteen and glued to his phone',
  'we met when we were s!xteen at school',
  'i am 2 $ixty something miles from you haha',
  // look-alike letters with a stroke or descender in ordinary text
  'ғancy a coғғee this week?',
  'қind oғ tired today but happy',
  'that ғilm was so good',
  'ұou look great in the new pic',
  'ғiғteen minutes away, see you soon',
  'my brother is ғiғteen and into skating',
  'the ғish and chips there are amazing',
  'haha ғair enough',
  // sexual talk beside children, ages and choices, not opted in
  'you are so hot, the kids are asleep so call me',
  'send me a sexy pic, my kids are at their dads tonight',
  'i want you naked in my bed, the kids are at school till 3',
  'wanna see you in that dress again, my daughter says hi btw',
  'you look sexy af, is your son still coming to the bbq',
  'your kids are adorable, you look hot in that pic too',
  'send nudes? im 34 and my kids are 8 and 10, fully grown woman here',
  'i want to kiss you all over, and yes i have 2 kids, 5 and 7',
  'sexy pic of you at the beach, your daughter took it? she has a good eye',
  'you will not have a choice about dessert, i already ordered it',
  'you dont get a say in the playlist tonight haha',
  'its not up to you, the cat decides where we sit',
  'you wont have any choice but to love my lasagne',
  'wanna cuddle naked? no pressure, totally your choice',
  // a sexual word used as an insult beside a child
  'your phone raised your son to be a total pussy lol',
  'your kid is a little dick to my dog every time, tell him off',
  'their kids are such pussies about the rollercoaster',
  'your daughter called me a dickhead at the party 😂 fair',
  'ur son plays fortnite like a little bitch, sorry not sorry',
  // contempt and ends, not urged on the member
  'ugh you idiot, the film is over already, we missed it',
  'you loser, your time is up on the quiz, pay up the pint',
  'stupid traffic, the bridge by your place is closed again',
  'you pathetic thing, finish your chips',
  'my ex was disgusting, nobody would miss him at the office',
  'you are such a loser at mario kart, game over for you',
  'idiot me, i left the pills for my gran at your place',
  'that ugly jumper? finish it off with a scarf and it works',
  'loser buys the drinks, your streak is over',
  // extortion-adjacent talk that reports or asks, with money
  'someone tried to blackmail my friend for money, she reported it',
  'a scammer said pay me or i expose you, i blocked him',
  'is it extortion if he says pay me or he posts the pics? asking for my cousin',
  'my ex threatened to leak my pics if i did not pay, the police were great',
  'how do i report a guy who said send money or your family sees the photos',
  'watched a doc where the villain says pay me or i leak everything, so tense',
];

/**
 * Mended at merge (round-22 review, ADR 258): the reviewer's false BLOCKs and own paraphrases of each class. None may
 * become BLOCK in a chat or from a stranger, at trust 50 or 90.
 */
export const MENDED_HARMLESS: Record<string, readonly string[]> = {
  // a word that only starts with "out" / "post" is no outing or posting of the member
  'a word starting with out or post': [
    "venmo me for the tickets or I'll outdrink you at the bar lol",
    "venmo me for the tickets or I'll outsing you at karaoke",
    'cashapp me for the bowling or ill outscore you next week haha',
    "pay me back for the gym pass or i'll outlift u, watch",
    'send me the fiver or imma outdance you at the wedding',
    'paypal me for the race entry or i will outrun ya on sunday',
  ],
  // sending or showing material to the reader is no exposure to other people
  'material shown or sent to the reader': [
    "pay me back for dinner or i'll text you the photos of the bill again",
    "send me the deposit for the cabin or i'll text you the pics of it again till you cave",
    "get undressed or i'm texting you the photos i took of you this morning, you looked unreal",
    'show me more or ill send u those vids we made, u loved them',
  ],
  // the dying and killing idioms the readers exempt for "you" stay idioms with a plural addressee undone
  'a death idiom with a plural addressee': [
    "y'all gonna die laughing at my dad's jokes tonight",
    'you lot are gonna die laughing when you see my costume',
    'youse will die for this lasagne honestly',
    'yall gonna be dying of laughter at the wedding speech',
    "y'all killed it tonight, so proud",
  ],
  // a child named beside adult sex talk aimed at the reader: the sexual word is not on the child
  'a child beside adult sex talk': [
    "my kids are asleep, they're 8 and 10 so they crash early, send me a naked pic",
    'your little ones are at nursery till 3, so come over and let me see you naked',
    "my twins are at their nan's, they're 7, so send me a nude tonight",
    'your kiddos are at school till 3 so let me see you in your underwear',
    'their kids are with their dad this weekend, come over and get naked with me',
    "my son is at his mate's, he's 9 and loves sleepovers, come over and undress me",
  ],
};
/** Between opted-in adults: showing the reader their own pictures is no exposure. */
export const MENDED_HARMLESS_OPTED_IN: readonly string[] = [
  "show me your body or I'll show you the pics I took of you in the shower last week, you loved it",
  "show me that body or i'll show you the video we made last night, you were amazing",
  "strip for me or i'll send you the photos you sent me to remind you how hot you are",
  "get undressed or i'm texting you the photos i took of you this morning, you looked unreal",
  "my kids are asleep, they're 8 and 10 so they crash early, send me a naked pic",
  'your little ones are at nursery till 3, so come over and let me see you naked',
];
/** Same classes, already blocked on main by an older extortion reader: the escalation must not be the reason. */
export const MENDED_OLDER_BLOCKS: readonly string[] = [
  'send me the cash for the bbq or ill posterise you in the pickup game',
  "pay me back for the prints or i'll just show you the photos on my phone instead",
  'venmo me for the album or i will send u the pics one by one lol',
  'pay me for the frames or i send the pics back to you unframed',
  "venmo me for the photographer or i'll email you the photos myself lol",
];
/** Harmful twins the mends could free: whole-word outing, exposure to other people, the sexual word on the child. */
export const MENDED_TWINS: Record<string, readonly string[]> = {
  'outing or exposing the member, whole words': [
    'pay me 200 or i expose you',
    'venmo me 500 or ill out u to ur whole family',
    "send money or i'm leaking you online",
    'pay up or im outing you to your church',
    'send 500 or im exposing you to everyone',
  ],
  'material to other people, the reader named too': [
    'pay or I send the pics to your family',
    "pay me 300 or i'll send you and your wife the videos",
    "cash now or i'll show the pics to your boss",
    "send 200 or i'll send the screenshots to you and everyone you know",
    "send me nudes or i'll send the pics to your wife",
  ],
  'the sexual word on the child': [
    'send me pics of your 8 year old naked',
    "she's 9, send me pics of her naked",
    'send me a pic of your little ones naked',
    "she's 11, send me nudes of her",
    "got any pics of ur daughter in her bikini? she's 12 right",
  ],
};
