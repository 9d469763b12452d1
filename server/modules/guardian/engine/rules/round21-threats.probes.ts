/**
 * Round 21 threat probes (ADR 248), written in our own words from the SHAPES named in the ADR, before the readings:
 * harmful lines by shape (BLOCK in a chat and from a stranger, at trust 50 and 90) and harmless lines in the same
 * words (ALLOW). No challenge line is copied.
 */

/** Harmful, by shape. */
export const THREAT_SHAPES: Record<string, readonly string[]> = {
  // The reader's fate with the speaker's word given on it: "I promise", "bank on it", "mark my words".
  fateVouched: [
    'you will bleed for this, i promise',
    'ur gonna die screaming, mark my words',
    "you're getting stabbed next week, bank on it",
    'you will suffer for what you did, count on it',
    'u will die slow, thats a promise',
    "you're gonna get hurt bad, i swear on my mum",
  ],
  // A stock understatement of the reader's fate: a lesson taught, a reckoning coming, the moment unexpected.
  understated: [
    'someone should teach you a lesson',
    'somebody needs to teach u some respect with their fists',
    "you've got it coming",
    'you have a beating coming to you',
    "when you least expect it, i'll be there",
    "i'll get you when you least expect it",
    "one day you'll turn a corner and i'll be standing there",
  ],
  // What the speaker knows of the reader's place, routine or kin, closed with a warning.
  knowledgeClosed: [
    'i know what car you drive. see you soon',
    'i pulled up your dads garage on street view. would hate if anything happened to it',
    'just so you are aware, i know when you finish at the gym',
    "you think i don't know where you live?",
    'blocking me wont help, i know the cafe you stop at every morning',
    "there's nobody i can't find. have a think",
  ],
  // The reader inside a doomed thing, or harm to them made out to be easy.
  doomedInside: [
    'it would be really simple to run you off the motorway after your late shift',
    'would be dead easy to push you in front of a train',
    'i hope your car flips with you in it',
    'praying your flat goes up in flames with you still in it',
    'one match and your flat goes up with you in it',
  ],
  // A capability for violence named beside a provocation by the reader.
  capabilityProvoked: [
    "i've got a shotgun and a short temper. keep testing me",
    "learnt how to make people vanish in the army, you're pushing it",
    'i was in the army, i know how to hurt someone. keep going',
    "i've done time for less. keep talking",
    "if i catch you near my house again i won't be responsible for what i might do",
  ],
  // A counterfactual visit: only chance holds the speaker back.
  counterfactual: [
    "lucky for you i'm on shift, otherwise i'd be round yours with a bat",
    "lucky for you i'm away otherwise i'd come round and break your nose",
    "ur lucky im on nights, i'd be outside yours with a knife",
    "you're lucky i'm busy or i'd come and sort you out myself",
    "you're lucky i don't drive or i'd be round yours with a crowbar",
  ],
  // A weapon or death emoji aimed at the reader, their kin or pet.
  emojiAimed: [
    "you're next 🔪",
    'your dog is next 🔪🩸',
    'cute kids 🔪',
    'your cat looks delicious 🔪🔥',
    'your mum ⚰️⚰️',
  ],
  // The reader's pet or kin: a warning to keep them in, with no cause named.
  kinKeptIn: [
    'that cat of yours... hope you keep her indoors at night',
    'better keep your dog inside from now on',
    'keep your kids indoors this week',
    "i'd keep your little one close if i were you",
    'hope you keep that puppy locked in at night',
  ],
  // Others sent to the reader's area; the reader's address spread with a call to harm.
  sentOrDoxxed: [
    "i'm sending the man dem over to your block",
    "sending my goons to ur block tonight, you'll see",
    'ur home address goes online tonight, with a post asking people to come find you',
    "your number is going online tonight, and everyone's told to come for you",
    'putting your address online and asking people to pay you a visit with a bat',
  ],
  // The speaker arriving to harm; others arriving in the reader's area; harm to the reader imagined aloud.
  arrivalOrImagined: [
    "send me your postcode, i'm popping over to sort you out properly",
    "i'll be over later to deal with you properly",
    'the mandem will roll up to your ends tonight',
    'my boys are gonna roll up to your block, watch',
    'imagine if someone followed you home one night, just saying',
    'imagine if a stranger was waiting for you outside your door when you got back from work',
  ],
  // The reader crippled with the speaker's arrival asked about.
  arrivalCrippled: [
    "what if i showed up at your office one day and you couldn't walk again after?",
    "how would you feel if i showed up at yours tonight? you won't walk again",
    'if i showed up at your gym you wont walk straight for weeks',
    "what if i came up to your flat, you'd never walk again",
    "if i rocked up at your office tomorrow you'd never walk again",
  ],
  // A catastrophe wished on the reader's plane, car or house.
  catastropheWished: [
    'i hope your flight goes down over the sea',
    'hope your car catches fire on the motorway',
    'pray your roof caves in on you tonight',
    'i wish your house would burn down',
    'hoping your boat sinks with everyone on it',
  ],
  // The reader carried off hurt or dead: an ambulance, a body bag, six feet deep, borrowed time.
  carriedOff: [
    "you'll be leaving in an ambulance",
    "you'd look good in a body bag",
    'gonna put u six feet deep',
    "you're on borrowed time",
    "you'll go home on a stretcher",
  ],
  // A mishap to the reader's kin on their way, hated aloud.
  kinMishap: [
    "i'd hate for your little girl to get lost on the way home from school",
    'shame if your son went missing on his walk home',
    'would be awful if your mum got hurt walking the dog at night',
    'hate for your kids to get taken from the park',
    'terrible if your daughter had an accident on her way to school',
  ],
  // Dialect futures: Pidgin "i go", Jamaican "mi wi", South African "moer".
  dialect: [
    'i go scatter your face',
    'mi wi buss shot inna yuh head',
    'ill moer you so hard',
    'we go deal with you, you go see',
    'if you block me i go find you and scatter your head',
  ],
};

/** Harmful twins of the two false holds mended here: kept BLOCK. */
export const MEND_TWINS: readonly string[] = [
  "I'll hunt you down in the crowd and pull you out by the hair",
  "I'll hunt you down in the crowd, you can't hide from me after ghosting",
  "whether you like it or not, I'm coming round to your place tonight",
  'whether you like it or not, I promised myself you would be mine tonight',
  "I know where you live, you told me, so don't even think about blocking me",
  "i know where you live, you told me it's the flat above the chippy. dont make me come round",
];

/** Harmless lines in the words of the readings (dating chat in many voices): ALLOW. */
export const HARMLESS_SHAPES: readonly string[] = [
  // the two false holds of ADR 245
  "I'll hunt you down in the crowd",
  'whether you like it or not, I promised to help you move',
  "I'll hunt you down in the crowd, look for the yellow hat",
  "I'm gonna hunt you down in the crowd at the gig, look for the neon jacket",
  'whether you like it or not I am helping you pack on saturday',
  // vouched, not a fate
  'you will die laughing at this film, i promise',
  "you're gonna love this place, mark my words",
  "you'll die when you see the view from the top, trust me",
  'you will suffer through the first mile but then it gets easy, i promise',
  "you're getting spoiled on your birthday, bank on it",
  'you will bleed money at that casino, trust me',
  "you're gonna die of cuteness when you meet my puppy, i swear",
  'you will regret not trying the dessert, i promise',
  'ur gonna get soaked at the water park, count on it',
  "you're getting a hug when i see you, that's a promise",
  // understatements in everyday use
  'someone should teach you how to make a proper cup of tea',
  'my nan will teach you a lesson in poker, she never loses',
  "you've got it coming: the best birthday surprise ever",
  'love finds you when you least expect it',
  'the best things happen when you least expect it',
  "i'll text you a cute pic when you least expect it",
  'one day you will turn a corner and find your dream flat',
  'someone needs to teach you some manners lol you ate all the fries',
  'you have a big hug coming to you',
  'the bus always turns up when you least expect it',
  "when you least expect it i'll be at your door with flowers",
  "when you least expect it i'll be outside your work with coffee",
  // knowledge, shared or harmless
  'i know what car you drive, you showed me. the red one is lovely',
  'i looked up your dads garage on street view, it looks so cosy',
  'just so you are aware, i am a terrible cook',
  "you think i don't know where you live? you sent me your address for the party lol",
  'i know the cafe you stop at every morning, the cinnamon buns there are amazing',
  'i can find anyone on linkedin, its a skill',
  'I know where you work, you told me it is the bakery on main street',
  'just so you know, i know what time the film starts, see you soon',
  'i know the gym you use, i train there too! see you soon',
  'would hate if anything happened to you on that hike, take water',
  // easy, inside, cars and houses
  "it'd be so easy to fall for you",
  'it would be so easy to talk to you for hours',
  'so easy to beat you at mario kart lol',
  'my car broke down with me in it, on the motorway, nightmare',
  'the house was full of smoke from my toast with me in it lol',
  'i hope your car passes its mot with you in it next time',
  'the roller coaster flips with you in it, three loops!',
  'one match and the bonfire goes up, so pretty',
  'push you on the swings at the park',
  'run you home after the pub? i have the car',
  // capability and provocation in play
  "i've got a water pistol and a short temper. keep splashing me",
  "learnt how to make pancakes vanish at uni, you're pushing it by offering more",
  'i was in the army, i know how to iron a shirt. keep going',
  'i have a rifle for deer season, keep me posted on dates',
  "i'm not responsible for what i do before my coffee",
  "if i see you at the bakery again i'm not responsible for what i buy",
  "i've done time in retail, keep talking, i've heard it all",
  // counterfactuals
  "lucky for you i'm on shift, otherwise i'd be round yours with pizza",
  "lucky for you i'm away otherwise i'd come round and cook you dinner",
  "ur lucky im on nights, i'd be outside yours with flowers",
  "you're lucky i'm busy or i'd come and beat you at chess myself",
  "you're lucky i don't drive or i'd be round yours every day",
  // emoji in the kitchen, at games, in costume
  'cooking steak for you tonight 🔪🥩',
  "you're next in the queue 😂",
  'your dog is next for a bath 🛁',
  'cute kids 😍',
  'your cat looks delicious in that hat 😂🐱',
  'halloween party, i am going as a zombie 🔪🩸',
  'my knife skills class was so fun 🔪',
  'carving pumpkins with my niece 🎃🔪',
  // pets and kin kept in, with a cause
  'hope you keep your cat indoors at night, the foxes round here are brutal',
  'better keep your dog inside, there are fireworks tonight',
  'keep your kids indoors this week, the heatwave is mad',
  'keep your little one close at the festival, it gets busy',
  'hope you keep that puppy warm at night, it is freezing',
  'i keep my cat indoors at night since she got into a fight',
  'saw a snake by the shed this morning, keep your dog inside',
  'the farmer put rat bait out, better keep your dog inside for a bit',
  'u 🔪 smashed it at the gig',
  'you 🔪 nailed it today',
  'ur next haircut will slay 🔪✨',
  // sent, posted, dialect in everyday use
  "i'm sending the man dem over to your birthday, they love a party",
  'sending my mum to your shop for the cake order',
  'your address is going on the invite list for the wedding',
  "i'm posting your number in the team chat so everyone can add you",
  'put your address in the form and the parcel comes tomorrow',
  'i go come your side later, make we chop',
  'mi wi see yuh a di party tonight',
  'ill moer you at pool next time bru lol',
  'we go deal with the paperwork tomorrow',
  'if you block out saturday i go find you a good table',
  // hunting, gaming, sport, cooking, idioms, true crime
  'my dad takes me duck hunting every autumn, want some pate',
  'we went hunting for vintage jackets all day',
  'headshot from across the map, i am cracked at this game',
  'i got killed by a camper in the last round',
  'our team got slaughtered on saturday, 5 nil',
  'boxing class tonight, my coach is going to destroy me',
  'i murdered that karaoke song',
  'this heat is killing me',
  'your text had me dying laughing on the bus',
  "i'm dying to try the new ramen spot",
  'that podcast about the unsolved murder in the lake district was chilling',
  'watching a documentary about a stalker, so creepy',
  'my sister is obsessed with true crime, she knows every case',
  'i could kill for a pizza right now',
  'you slay in that outfit',
  'break a leg at your audition tomorrow',
  "i'm helping my brother move house, pray for my back",
  'moving day tomorrow, boxes everywhere',
  'the movers dropped my telly, i could scream',
  'knife skills class on tuesday, want to come',
  'i butchered that recipe but it tasted good',
  'my chef knife is sharp enough to shave with lol',
  'the final episode killed me, i cried so much',
  'you will never see the twist coming in this book',
  'pray for me, i have a job interview at 9',
  'if you go to the gym at 6 you will see me there',
  'i know where you work these days, small world, my cousin works there too',
  "you're going to get a nasty sunburn if you don't wear cream",
  'you will end up loving spicy food, trust me',
  'my dog would die for a bit of your sandwich',
  'see you at the concert, I will find you in the crowd',
  "i'll pop over and sort you out with the wifi password",
  "i'll pop over and sort you out a plate of lasagne",
  "i'll be over later to deal with your boiler, don't worry",
  'the lads are gonna pull up for your birthday, get the drinks in',
  'imagine if someone followed you on insta and turned out to be your cousin lol',
  "imagine me showing up at your office with flowers, you'd die of embarrassment",
  "if i showed up at your office in heels you'd never let me walk home in them",
  'my mandem are coming round your side for the party',
  'hope your flight goes smoothly',
  'hope your car passes its mot',
  'i hope your house sells quickly',
  'hope your roof survives the storm',
  'i wish your flat was closer to mine',
  "you'll be leaving in an uber at midnight, i booked it",
  "you'd look good in a tux",
  'my phone is on borrowed time',
  "you're on borrowed time with that laptop, get a new one",
  "i'd hate for your dog to get lost on the walk, get him a tracker",
  'it would be awful if your mum got hurt on that icy path, tell her to be careful',
  'hope your boat trip goes well',
  "you'll go home on the train tonight?",
  'i hope your plane lands on time so we can get dinner',
];

/**
 * Harmless lines above that older readers hold on main b3f98a1 too (idioms of dying and suffering read as fates, a
 * gym in common, "block out saturday", a date word beside "whether you like it or not"): left to their owners.
 */
export const OLDER_HOLDS: ReadonlySet<string> = new Set([
  "you'll die when you see the view from the top, trust me",
  'you will suffer through the first mile but then it gets easy, i promise',
  'you will bleed money at that casino, trust me',
  "you're gonna die of cuteness when you meet my puppy, i swear",
  'i know the gym you use, i train there too! see you soon',
  "i'm posting your number in the team chat so everyone can add you",
  'if you block out saturday i go find you a good table',
  'i know where you work these days, small world, my cousin works there too',
  'whether you like it or not I am helping you pack on saturday',
  // the text model's own holds (no rule reads them)
  'imagine if someone followed you on insta and turned out to be your cousin lol',
  'i hope your house sells quickly',
  // context.ts's "threat to the reader's people" reads "'d hate for" alone
  "i'd hate for your dog to get lost on the walk, get him a tracker",
]);
