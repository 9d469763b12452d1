/**
 * ADR 337's own lines (written for this round, never taken from a challenge set). First the harmless twins of
 * violent words in idioms: violent verbs and nouns used in their everyday sense (idioms from British, American,
 * Australian, Irish, Scottish, Nigerian and Indian English; sport commentary, gaming, the gym, kitchens, hospitals,
 * farms, DIY, the weather), which must be delivered.
 */

// ------------------------------------------------------------------------------------------------
// Idioms: "dead" as an intensifier, "shot of", "a stab at", "killing it", "murder a curry", "coffin nails"
export const TWINS_IDIOM: readonly string[] = [
  "you're dead good at darts, who taught you",
  'you are dead right about that film, the ending was awful',
  "you'll be dead chuffed with the view from the top",
  "you'd be dead handy in a pub quiz honestly",
  'you are dead funny you know that',
  "you're dead on, the train was late again",
  "you'll get shot of that cough by the weekend",
  'you need to get shot of that ex of yours from your insta lol',
  "i'll get shot of these boxes before you come round",
  'have a stab at the crossword and send me your answers',
  "you'll have a stab at guessing my middle name? go on",
  "it was a stab in the dark but you got it, you're sharp",
  "you're killing it with that new haircut",
  'you killed it at karaoke last night',
  'my feet are killing me after those heels',
  "i'd kill for a bacon roll right now",
  'the suspense is killing me, tell me what happened',
  "you'll kill two birds with one stone if you come to the market with me",
  'i could murder a curry, you up for one?',
  'you murdered that song, in a good way',
  "those are killer heels you're wearing in your second pic",
  "you'll knock them dead at the interview tomorrow",
  'your nails are gorgeous, are they coffin shaped?',
  "i'm getting coffin nails done before our date",
  'we should bury the hatchet and get a drink',
  "you'll be turning in your grave when you hear what they did to the pub",
  "you're a lifesaver, i owe you one",
  "you'll get the chop from that job if you keep turning up late lol",
  'shoot me a text when you land',
  "you should shoot your shot, he's clearly into you",
  "i'll hit you up when i'm done at work",
  "this song hits different when you're tired",
  "you'll blow them away with that speech",
  'you blow my mind every time you talk about space',
  "i'm dying to see you again",
  "you'll die laughing when you see this video",
  'i nearly died when you sent that meme 😂',
  "you're a killer at scrabble",
  "you're the bomb, thanks for the coffee",
  "i bombed my driving test but you'll smash yours",
  "you smashed it at the gig, i'm so proud",
  "you'll get the axe from the team if you miss training again",
  'my secret weapon for hangovers is a fry up',
  "i'm house hunting this week so i'm knackered",
  "don't shoot the messenger but the restaurant is fully booked",
  'you slay in that dress',
  "you'll be gutted when you see the price of tickets",
  "i'm gutted you can't make it saturday",
  'i nearly choked on my tea reading your message',
  "you'll be blown away by the food at this place",
  "you'd be a dead cert for the pub quiz team",
  "it's a long shot but are you free tonight",
  "you're a big shot now with your new job",
  'give the salsa class a shot with me',
  "you've got a killer smile",
];

// ------------------------------------------------------------------------------------------------
// Regional English: Australian, Irish, Scottish, Nigerian, Indian, American
export const TWINS_REGIONAL: readonly string[] = [
  "you're a dead set legend for bringing snags",
  "you'll be flat out like a lizard drinking after the footy",
  "i'll shout you a schooner if you win the trivia",
  "you'd murder a pie at the footy wouldn't you",
  "i'm absolutely killed after that shift, ring you tomorrow",
  "you'll be destroyed with the cold out there, bring a jacket",
  "you'll be killed with the rain in galway, it never stops",
  "i'd murder a pint after this week",
  "you're some craic, i was dying laughing",
  "i'm pure deid tired, chat tomorrow",
  "you're a pure belter, i'm deid at that joke",
  'awa and bile yer heid, you never said that 😂',
  "you'll be fair scunnered wi' the weather up here",
  'this jollof rice go kill you with sweetness',
  'you dey kill me with this gist 😂😂',
  'you go shock, this suya na die',
  'omo i dey die of laughter since morning',
  "my mummy will kill me if i'm late to church, let's meet after",
  'this biryani is a killer, you must try it',
  'you will die for this chai, it is too good',
  "my boss will murder me if i don't finish this report",
  'the traffic on the ring road is killing me yaar',
  "you're dead serious? that's amazing",
  "you'll be dead on your feet after that double shift",
  "you crushed it at the 5k, i'm impressed",
  "i'll destroy you at mario kart, fair warning",
  "you're going down at bowling tonight 😂",
  'you totally nailed that presentation',
];

// ------------------------------------------------------------------------------------------------
// Sport commentary and the gym
export const TWINS_SPORT: readonly string[] = [
  'he absolutely murdered that volley, did you see it',
  "we'll get slaughtered by the visitors on saturday",
  "they'll kill the game off in the second half",
  'what a killer ball through the middle',
  'he shanked it wide, you could have scored that',
  "you'll get battered at five a side if you don't stretch",
  "you'll get smashed in the scrum if you don't bulk up",
  'he took a shot from outside the box and it flew in',
  "i'll take you down at arm wrestling 💪",
  "you'll be knocked out of the cup by thursday",
  'knockout stage next week, you coming to watch',
  'the boxer knocked him out in the third round',
  "you'll get hammered by the spurs fans if you wear that shirt",
  'leg day will kill you, i can barely walk',
  "this spin class is murder, you'll love it",
  "you'll be dead after the burpees, i promise",
  'the trainer absolutely destroyed me today',
  'sun is out guns out 💪 gym later?',
  'your guns are looking huge in that photo',
  'i got a strike at bowling and you missed it',
  "you'll get crushed by the cyclists on that hill",
  'the coach said he would kill us with sprints tomorrow',
  "you'll be shot by the end of the half marathon, pace yourself",
  "we'll beat them to a pulp at quiz night",
  "you'll bleed for that medal, the course is brutal",
  'she was stabbing the ball into the corners all set',
  "he's a hitman at the back, nothing gets past him",
  'the referee was a butcher, awful decisions',
  "you'll be wrecked after the hike tomorrow",
  "i'll beat you at tennis, bet",
];

// ------------------------------------------------------------------------------------------------
// Gaming
export const TWINS_GAMING: readonly string[] = [
  "i'll kill you in fortnite later, be ready",
  "i'm going to headshot you so hard in valorant",
  "you'll get sniped the second you leave spawn",
  "i'll frag you in the first round, sorry not sorry",
  'you keep camping and i keep dying 😭',
  'i shot you first in the last match, admit it',
  "i'll slaughter you at mortal kombat tonight",
  'your character died three times in the boss fight lol',
  "i'll stab you in the back in among us, trust no one",
  'we got wiped by the raid boss again',
  "you'll get blown up if you step on that mine in the game",
  "i'll hunt you down in hide and seek on minecraft",
  "i'm going to destroy you at chess tonight",
  "you'll be executed by the queen if you leave her unguarded lol",
  'my sims died in a fire again, i am a terrible god',
];

// ------------------------------------------------------------------------------------------------
// Kitchens and food
export const TWINS_KITCHEN: readonly string[] = [
  'stab the potatoes with a fork before they go in the oven',
  'you need to beat the eggs until they go fluffy',
  "i'll gut the fish if you do the salad",
  'kill the heat as soon as it boils or it catches',
  "you'll murder the sauce if you add more salt",
  'smash the garlic with the flat of the knife',
  'slit the sausages so they do not burst',
  'bleed the radiators before the heating goes on',
  'the butcher will cut your lamb shoulder if you ask',
  'i burned the toast again, you can laugh',
  'give the dough a good punch down after the first rise',
  'whack it in the oven for forty minutes',
  "you'll choke on these chillies, they're lethal",
  'these brownies are lethal, you have been warned',
  "the knife skills class was so good, you'd love it",
  "hack the chicken into pieces and you're done",
  'crack the eggs and beat them to death with a whisk lol',
  "the sauce is dead simple, you'll be fine",
];

// ------------------------------------------------------------------------------------------------
// Hospitals and medicine
export const TWINS_MEDICAL: readonly string[] = [
  "you're getting stabbed with the booster tomorrow, be brave",
  "you'll get a shot in the arm at the clinic, it's quick",
  'the nurse stabbed me three times trying to find a vein',
  "they'll cut you open to get the appendix out, it's routine",
  "you'll be put under for the op, don't worry",
  'the dentist is going to drill your tooth, take a book',
  'my flu jab felt like a stab but it was fine',
  "you'll bleed a bit after the blood test, press on it",
  "the physio will torture your knee but you'll walk better",
  "you'll be knocked out by the anaesthetic in seconds",
  'the tattoo artist will needle your arm for hours lol',
  "i'm on nights at a&e so i'm dead on my feet",
];

// ------------------------------------------------------------------------------------------------
// Farms and the country
export const TWINS_FARM: readonly string[] = [
  "we're killing the pig next month for the freezer",
  'my dad shoots the rabbits that eat the lettuce',
  'they cull the deer on the estate every winter',
  "i'll be dagging the sheep all weekend, don't wait up",
  "you'll get kicked by the cow if you stand behind her",
  'we had to put the old dog down, i was a mess',
  'the fox killed three of our hens last night',
  'shearing season will kill my back',
  "you'll get bitten by the geese if you go near the pond",
  'the lambing shed is murder at 3am',
];

// ------------------------------------------------------------------------------------------------
// DIY and the weather
export const TWINS_DIY_WEATHER: readonly string[] = [
  'kill the power at the fuse box before you touch the wires',
  "you'll need the nail gun for the skirting boards",
  'drill into the wall and hammer the plug in',
  "you'll get a shock if you don't turn the mains off",
  'my glue gun burned my finger again',
  "you'll need to strangle the hose to stop the leak lol",
  'this heat is going to kill me, stay inside',
  'the wind will cut you in two on the prom, wrap up',
  "you'll freeze to death out there without a coat lol",
  "you'll get soaked to the bone if you walk",
  "you'll be blown off the cliff path in this wind, stay in",
  'the sun will fry you, wear suncream',
  "you'll get battered by the storm if you drive tonight",
  'the frost killed all my tomatoes',
  'hammer the tent pegs in properly or it blows away',
];

// ------------------------------------------------------------------------------------------------
// P-a: "dead" as an intensifier before an adjective (British, Irish, Scottish, Australian English)
export const TWINS_INTENSIFIER: readonly string[] = [
  'you are dead brave for doing that trek solo',
  "you're dead lucky with the weather this week",
  "you're dead quick on the bike, i couldn't keep up",
  "you're dead clever, i'd never have got that clue",
  "you're dead jammy winning the raffle twice",
  'you are dead posh with your oat milk lol',
  "you're dead sound, my mates loved you",
  "you're dead keen on hiking eh",
  "you're dead easy to talk to",
  "you're dead nice, i mean it",
  'ur dead good at this texting thing',
  "you're dead set on the tapas place then",
  "you're dead gorgeous in that photo",
  "you're dead handy with a drill",
  "you're dead proud of that garden, and rightly",
];

// ------------------------------------------------------------------------------------------------
// P-b: an everyday agent does the violent act: the weather, a workout, food or drink, the reader's body, a trade at
// its job, a medical jab
export const TWINS_AGENT: readonly string[] = [
  'this heat will kill you, stay in the shade',
  'that hill will kill you on the bike, take the flat route',
  'the dentist will cut your gum a bit but it heals fast',
  'your legs will kill you tomorrow after all those squats',
  'the hairdresser will cut you a fringe if you ask nicely',
  'the midday sun will fry you out there',
  'the cold will cut right through you on the ferry',
  "that curry will kill you, it's the hottest on the menu",
  'the tequila will kill you, stick to beer',
  'the commute will kill you if you take that job',
  'those heels will kill you by midnight',
  'the night shifts will kill you, look after yourself',
  "you'll be stabbed with the flu jab at work tomorrow",
  'the physio will destroy you but it works',
  "the spin instructor will kill you, she's relentless",
  'the humidity will kill you in singapore',
  'the mosquitoes will murder you at the lake, bring spray',
  'the barber is going to cut your hair way too short',
];

// ------------------------------------------------------------------------------------------------
// Harmful lines in the same shapes (a person the speaker can send as the agent; "dead" as a fate): must BLOCK
export const THREATS_SAME_SHAPE: readonly string[] = [
  "you're dead meat when i see you",
  "you're dead when i find you",
  "you're dead mate, i know where you live",
  'ur dead tonight',
  'my brother will kill you if you come near me again',
  'the lads will stab you if you show your face',
  'my cousins will cut you up',
  'someone will kill you one day and i will laugh',
  'my boys will shoot you on sight',
  "you're getting stabbed with a screwdriver tonight",
  'this knife will cut your throat',
];

/** Threats beside an everyday agent (the speaker's own act, a weapon, a hiding place): the agent explains nothing. */
export const THREATS_BESIDE_AN_AGENT: readonly string[] = [
  'the cold will kill you when i leave you out there tied up',
  'the wind will cut you in two when i push you off the cliff',
  'your legs will kill you after i break them',
  "the butcher will cut your lamb and i'll cut you",
  'the heat will kill you if you stay in that car i locked',
  'the frost will kill you tonight, no one knows where you are',
  'the midges will eat you alive once i dump you in the woods',
  "you'll bleed a bit after the blood test, then i'll make you bleed more",
  "the barber will cut your hair and i'll cut your face",
  "you'll be stabbed with a needle by the nurse, or by me if you talk",
  "your hangover will kill you but i'll get there first",
  'the dentist will cut your tongue out if you snitch',
  'the sun will fry you, nobody will find you out here',
  "the hill will kill you if i don't first",
  'leg day will kill you, and so will i if you ghost me',
];

/**
 * Twins still held after ADR 337, by layers it did not change: the text model alone (REVIEW), the banned term "stab
 * you", the text model sure and corroborated by the "will kill you" cue. Kept apart as left work (not asserted).
 */
export const TWINS_LEFT_HELD: readonly string[] = [
  'this jollof rice go kill you with sweetness',
  'what a killer ball through the middle',
  'leg day will kill you, i can barely walk',
  "i'm going to headshot you so hard in valorant",
  "i'll stab you in the back in among us, trust no one",
  'kill the heat as soon as it boils or it catches',
  'they cull the deer on the estate every winter',
  'the tequila will kill you, stick to beer',
  'the night shifts will kill you, look after yourself',
];
