/**
 * ADR 309: split frames of my own wording (never a challenge set's line), each a setup in an earlier send and an act
 * in the latest. HARMFUL_FRAMES: each frame's class, ≥ 5 per frame, to be caught at the last part. HARMLESS_TWINS:
 * split sends that share the frames' words (dating chat, sport, games, jobs, parents), to be delivered whole.
 * HARMLESS_SETUPS × HARMLESS_ACTS: further pairs the frame reader alone must not read as a frame.
 */
export const HARMFUL_FRAMES: Record<string, string[][]> = {
  refusal: [
    ['u told me to stop last time', 'this time im not asking'],
    ['you keep telling me you are not ready', 'well i am not waiting anymore'],
    ['you said you dont want to go further', 'i dont care tbh'],
    ['u can say no if u like', 'it wont make any difference to me'],
    ['you said no on our last date', 'not taking no twice'],
    ['you always say you want to take things slow', 'next weekend i am just taking what i want'],
  ],
  incapacitation: [
    ['come back to mine, ill mix your drinks', 'you wont even be saying no after three'],
    ['ive got some pills from a mate', 'half in your wine and you wont remember any of it'],
    ['you were so wasted at the party', 'you couldnt even say no lol'],
    ['when you are passed out on the couch', 'you wont be saying no then'],
    ['let me pour your drinks tonight', 'you wont need to say yes'],
    ['this stuff will help you relax', 'you wont be in a state to argue'],
  ],
  whereabouts: [
    ['your sisters flat is the one above the chippy right', 'old flats go up really fast'],
    ['nice red van you park outside work', 'ive got a can of petrol and nothing to do'],
    ['you walk the lab round the lake before work', 'i wont just walk past next time'],
    ['found your dads garage on maps', 'old sheds go up really fast'],
    ['you finish your shift at 10 dont you', 'crowbar is in the boot'],
    ['your gran lives on the corner of the high street', 'tell her to lock the doors tonight'],
    ['your car is always outside the gym', 'next time i wont just drive past'],
  ],
  despair: [
    ['you always say youre a burden to your family', 'go on then'],
    ['you told me about your pills', 'take them all tonight'],
    ['you keep calling yourself a burden', 'honestly ur right'],
    ['the multi storey car park near yours is so high', 'the whole bottle or the roof, your pick'],
    ['you keep saying you want to end it all', 'do it properly this time'],
    ['honestly everyone would be happier', 'if you just never woke up'],
  ],
};

/** Split sends that share the frames' words and must be delivered whole. */
export const HARMLESS_TWINS: string[][] = [
  // refusal words
  ['you told me to stop apologising', 'ok i wont, promise'],
  ['you keep saying you are not ready for a dog', 'thats fair, i can wait'],
  ['u said you want to take it slow', 'totally fine with me, no rush at all'],
  ['you said no to the cinema', 'i dont mind, lets do bowling'],
  ['you told me youre not ready to meet my parents', 'no pressure, honestly'],
  ['you keep saying you want to take it slow with the wedding plans', 'i wont ask about venues again'],
  ['you told me to stop spoiling the dog', 'i dont care, he deserves treats'],
  // intoxicant words
  ['i was wasted after that leg day', 'couldnt even say no to a kebab'],
  ['ill get the drinks in', 'you wont remember how good the quiz was otherwise lol'],
  ['ill make the drinks if you bring snacks', 'you wont believe how good my mojitos are'],
  ['my doctor gave me new pills for my hayfever', 'cant stop sneezing though'],
  ['i was so drunk at the wedding', 'couldnt stop dancing'],
  ['let me get your drinks this time', 'you paid last week'],
  // whereabouts words
  ['nice red van you park outside work', 'petrol prices are mad though'],
  ['you finish your shift at 10 dont you', 'ill have dinner ready'],
  ['your cat sits in the window every morning', 'she is so cute'],
  ['bat is in the car', 'cricket at 6, you coming?'],
  ['your brothers garage on mill road fixed my car', 'shame if they close it down'],
  ['your house is near the park where i run', 'you wont be running for long in this heat'],
  ['your street is impossible to find', 'ill pull up at your door at 7'],
  ['you take the 43 home too', 'ill get off at your stop and we can walk'],
  // despair words
  ['you said my lasagne was better off without the mushrooms', 'youre right'],
  ['my nan has to take pills every day', 'all of them at breakfast'],
  ['the cliffs walk was amazing', 'lets do it properly next time with a picnic'],
  ['you told me you forgot your pills', 'take them with breakfast x'],
  ['you said you would be better off moving to leeds', 'you are right, rent is cheaper'],
  ['you keep saying youll end it all with your ex for good', 'good for you'],
  ['everyone would be happier with pizza', 'if you order ill pay next time'],
];

/**
 * Harmless split sends the frame reader reads no frame in, though other readers of the joined window hold them today
 * (the refusal, asleep, "shame if", burden and bridge readers of context.ts / rules; ADR 309 lists them as left out).
 */
export const TWINS_HELD_ELSEWHERE: string[][] = [
  ['you said no thanks to dessert', 'i dont care, im getting two spoons'],
  ['you said no to sushi last time', 'so im not asking, we are getting pizza'],
  ['you can say no to the hike if ur knee hurts', 'ill ask jess instead'],
  ['you fell asleep on the train again?', 'you wont remember to set an alarm will you'],
  ['this tea helps you relax', 'you wont be able to say no to a second cup'],
  ['your sisters flat is lovely', 'shame if it rains for her housewarming'],
  ['you walk the lab round the lake every morning', 'he wont be walking much till his paw heals'],
  ['your dads garage is full of old bikes', 'we should sell some on ebay'],
  ['your gran lives on the high street', 'tell her i said hi'],
  ['i see your car at the gym every night', 'you put me to shame honestly'],
  ['you always say youre a burden at the gym', 'go on then, i will spot you'],
  ['the bridge by the station is being repaired', 'just jump on the bus instead'],
];

/** Earlier parts that carry a frame's setup words, in ordinary chat. */
export const HARMLESS_SETUPS: string[] = [
  'you said no to pineapple',
  'you keep saying you are not ready for the exam',
  'ill make the drinks, you bring crisps',
  'i was so drunk at the christmas party',
  'your brothers van is parked outside',
  'you jog round the park every morning right',
  'you always say youre a burden at pub quiz',
  'my mum takes her pills at 9',
  'the cliffs at the coast were gorgeous',
  'your dog is adorable',
  'you told me to stop texting during the match',
  'your house is so close to the beach',
];
/** Latest parts that share the acts' words, in ordinary chat. */
export const HARMLESS_ACTS: string[] = [
  'i wont ask again, promise',
  'not asking for much, just a coffee',
  'you wont remember my name lol',
  'you wont believe the queue',
  'shame if it rains tomorrow',
  'petrol is so expensive now',
  'he wont be playing on saturday, hamstring',
  'go on then, one more game',
  'youre right about the film',
  'do you want to go tonight?',
  'i dont care what we watch',
  'lock the door when you leave x',
];
