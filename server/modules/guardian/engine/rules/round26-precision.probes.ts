/**
 * Round 26 precision probes (ADR 288), written in our own words before the fixes, harmless twins first: ordinary lines
 * that share a harmful class's words (a game or sport, a tool brought for a job, a figurative overdose, everyday
 * family and school words) and harmful paraphrases of each class that must stay BLOCK. No probe or challenge line is
 * copied.
 */

/** Harmless, by class: judged in a chat at trust 50 and 90 (ALLOW). */
export const TWIN_CLASSES: Record<string, readonly string[]> = {
  // A game or sport with a kill / murder / destroy / smash / end verb aimed at the reader, and nothing beyond it.
  contest: [
    "I'll kill you at chess tonight, loser makes the tea",
    'i will kill you at backgammon, my dad taught me all the tricks',
    'gonna kill you at mahjong on sunday, bring snacks',
    "i'm going to kill you at badminton, fair warning",
    "I'll kill you at rummy, you'll never see the joker coming",
    "i'll kill u at cribbage lol",
    "I'll murder you at snooker, I've been practising all week",
    "i'll murder you at cluedo, it was the butler",
    "I'm going to destroy you at squash on thursday",
    'gonna destroy you at table tennis, best of five',
    "I'll smash you at padel then we grab a coffee",
    "i'll smash you at darts, the oche is my second home",
    'gonna smash you at volleyball, my serve is lethal',
    "I'll end you at boggle, I know all the weird words",
    "I'm going to bury you at sudoku, timed race",
    "i'll kill you at jenga, my hands don't shake",
    "we're going to kill you lot at the pub quiz on tuesday",
    "I will kill you at connect four, it's my one talent",
    "i'll murder you at crazy golf, the windmill hole is mine",
    "I'll kill you in the rematch, mark my calendar",
    'gonna kill you at beer pong, I was captain at uni',
    "i'll kill you at frisbee golf sunday, dress warm",
    "I'm going to kill you at dominoes, my nan never lost",
    "I'll smash you at squash and then buy you lunch",
    "i'll kill you at scrabble and then make you dinner",
    'gonna murder you at hockey then we get chips',
    "I'll kill you at bingo, eyes down",
    "i'll annihilate you at tetris, I've got a 40 line record",
    'im going to kill you at foosball after work',
    'I will murder you at mario kart, rainbow road is my home',
    'gonna smash you at tennis on saturday, bring your a game',
    "I'm going to smash you at table football, winner buys pints",
    "i'll smash you at pickleball, it's all the rage",
    'gonna smash u at bowling, strike after strike',
    "I'll smash you at the quiz, general knowledge is my thing",
    "i'm gonna kill you at trivial pursuit, pink wedges are mine",
    "I'll kill you at rock paper scissors, best of three",
    "i'll murder you in the bake off, my sponge is perfect",
    "gonna kill you at netball on wednesday, I'm goal attack",
    "I'll destroy you at words with friends, watch your inbox",
    "i'll kill you at karaoke, my power ballad is unbeatable",
    "I'm going to murder you at bananagrams, I play every night",
  ],
  // An object with a weapon's name brought to the reader's place for a job, a meal or a game.
  toolForJob: [
    "I'll come round with my hammer and fix that wobbly shelf",
    'coming over with a hammer to hang your mirror, where do you want it',
    "i'll come round with the hammer and a spirit level, the pictures will be straight",
    "I'm coming round with a knife and a chopping board, dinner's on me",
    "coming over with my knife roll, I'll cook the steak",
    "i'll come round with a bat and some balls, the kids want cricket in the garden",
    'coming round with the bat for rounders practice, see you at 5',
    "I'll come over with my hammer and a bag of nails for the fence",
    'coming over with a crowbar to get those old floorboards up',
    "i'll come round with the axe and split your firewood before winter",
    'coming round with my hatchet for the kindling, your stove needs it',
    "I'll come over with my knife sharpener and do all your blades",
    "i'll come round with a hammer tomorrow, the loose tile needs tapping in",
    "coming over with the bat, we're practising my swing in the park",
    "I'll come round with my hammer drill and put your curtain pole up",
    "coming round with a knife and a birthday cake, who's cutting?",
    "i'll come over with my good knife and carve the turkey",
    "I'll come round with the hammer and help you build the bed frame",
    "coming over with a machete for the brambles in your garden, they're wild",
    "i'll come round with my hammer for the flatpack wardrobe",
  ],
  // "overdose / od on" a treat, a show, sleep or the sun: a figure of speech, not a method.
  figurativeOverdose: [
    'just overdose on sunshine this weekend, you deserve it',
    'you should overdose on sleep after that week',
    "go overdose on cake, it's your birthday",
    'you should od on the trifle at christmas',
    'just od on netflix tonight, no guilt',
    'go overdose on carbs before the marathon',
    'you should overdose on vitamin D on that beach',
    'please overdose on fresh air this weekend, you need it',
    'go od on the chocolate fountain at the wedding',
    'just overdose on cuddles with the dog tonight',
    'you should overdose on good music this weekend',
    "go overdose on cheese in paris, it's the law",
    "just od on pasta in italy, that's what it's for",
    "you should overdose on bad reality tv, it's therapy",
    'go overdose on sea air at the coast',
    "overdosed on sugar at my niece's party, I'm buzzing",
    "I od'd on coffee this morning, hands shaking",
    'we overdosed on pizza last night, no regrets',
    "just overdose on rest this weekend, doctor's orders",
    'go od on the free samples at costco',
  ],
  // Everyday lines with the minors gate's common words: year, son, girl, boy, kid, today, take, little, sweet.
  everydayFamilyWords: [
    'my son took his first steps today, I cried',
    'the girl at the cafe gave me extra cake today',
    "this year has flown by, can't believe it's december",
    'my boy scored a goal today, proud dad',
    'take your time replying, no rush',
    'the kid next door plays drums all day',
    'my little sister is getting married next year',
    'what a sweet message, thank you',
    "it's my son's 30th birthday today, feeling old",
    'the girls and I are doing a pub crawl today',
    'the boys from work are coming round for the football',
    'this little café does the best cinnamon buns',
    'take care today, the roads are icy',
    "my brother's kid is starting school next year, he's so excited",
    'best year of my life was travelling in my twenties',
    'my daughter passed her driving test today',
    "I'm a girl's girl, my friends come first",
    'my nephew made me a card, sweetest thing',
    "I'm taking the year off to retrain as a nurse",
    'perfect day, sunshine and a walk with my son',
  ],
};

/** Harmful, by class: judged in a chat and from a stranger at trust 50 and 90 (BLOCK). */
export const HARM_CLASSES: Record<string, readonly string[]> = {
  // A real threat with a game word in it, or harm carried beyond the contest.
  contestThreat: [
    "I'll kill you at chess and then at your house",
    "i'll kill you at darts and then for real in the car park",
    "gonna kill you at pool, then I'm coming to your flat with a knife",
    'i will kill you, forget the chess, I know where you live',
    "I'll smash you at darts then smash your face in",
    "i'll kill you at darts and then your brother",
    "i'll murder you on the football pitch after dark",
    "i'm going to kill you in the final and i'll be waiting for you outside",
    "I'll murder you at cribbage and then bury you in the woods",
    "i'll kill you after the football, you're dead",
    "I'm going to kill you, I don't care about the game, you ruined my life",
    "I'll kill you at cards, then you'll be limping home",
    "I'll kill you at darts and then irl",
    "I'll kill you at the game on sunday, I know which seat is yours",
    "I'll kill you at rugby practice, nobody will stop me",
    "I'll kill you at bowling, after that you won't see daylight",
  ],
  // An object brought to the reader's place with menace: a weapon, not a job.
  armedArrival: [
    "i'll come round with my hammer and you'll regret what you said",
    "coming over with a knife, don't bother locking the door",
    "I'll come round with a bat and sort you out properly",
    'coming round with the machete, say that again',
    "coming over with my hammer, it's not for the shelves",
    "i'll come round with a knife, you know what you did",
    "coming over with the bat and I'll smash your face in",
    "coming round with a crowbar, you're dead",
    'coming over with my machete this evening',
    "I'll come round with the hammer and some rope",
    'coming round with a knife and gaffer tape, stay home',
    'coming over with the bat for a little word with your dad',
    "I'll come round with my gun to settle up, you know the amount",
    'coming round with a crowbar later to see your boyfriend',
  ],
  // Self-harm urged: the overdose as a method, pills or medication named, or contempt.
  overdoseUrged: [
    'just overdose already, nobody would miss you',
    'you should overdose on your pills tonight',
    'go od on your meds and do us all a favour',
    "you should overdose on insulin, it's quick",
    'just overdose on your meds tonight',
    "why don't you just overdose, you're worthless",
    "go overdose on sleeping tablets and don't wake up",
    "go overdose on your mum's sleeping pills",
    'just od on two boxes of paracetamol',
    'go overdose on antifreeze, nobody will know',
    'you should od on ketamine tonight',
    "go overdose on your dad's heart pills",
  ],
  // A speaker under 18, or sexual interest in a child, with the everyday words around it.
  minors: [
    "i'm 14 and my mum doesn't know i'm on here",
    'im only 15 but i look older, wanna meet?',
    "i'm in year 9, is that ok? my parents are out today",
    'your daughter is 12? perfect age, bring her on our date',
    'my little cousin is 13 and lowkey bad, wanna see?',
    'i like them young, 13 or 14, if you know what i mean',
  ],
};

/**
 * Twins still held after ADR 288, and why: "hole" is where a body goes once the contest is cut out (ADR 272's words
 * left beside a contest); pickleball is not among concepts.ts' games; a remark after a comma does not say what the
 * bat is for (round 11 keeps an arrival with a bat unless its purpose is named); after ADR 290, "then" and a clause
 * about the reader carry a contest's blow on whatever the clause says.
 */
export const KNOWN_HOLDS: ReadonlySet<string> = new Set([
  "i'll murder you at crazy golf, the windmill hole is mine",
  "i'll smash you at pickleball, it's all the rage",
  "coming over with the bat, we're practising my swing in the park",
  // ADR 290: the reader's own future after "then" carries a contest's blow on, a kind one too
  "i'll kill you at scrabble and then make you dinner",
  "I'll smash you at squash and then buy you lunch",
]);
