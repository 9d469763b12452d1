/**
 * Rule concepts that several rule modules read (one owner each; the codebase rule: one owner for every rule
 * that crosses modules, ADR 165). Pattern text only, no expressions: each reader compiles (and registers with
 * the prefilter) its own expression from these, so this module imports nothing.
 *  - a game: what violent talk is hyperbole about ("murder you at scrabble");
 *  - trivial stakes: what a threat phrase is banter about ("you're dead, you ate my chips");
 *  - years of work: what "year 12 of …" counts when it is no school year ("year 12 of teaching");
 *  - an arrival's benign purpose: a ride, the weather, a gift or food, a plan's time, a shared meal or date (ADR 229);
 *  - a warning that is no threat: "watch your back" at a game or beside a hazard that is not the speaker (ADR 229).
 * Reported and quoted frames have their own owner, frames.ts (ADR 183).
 */
const S = String.raw;

// ------------------------------------------------------------------------------------------------
// A game
/** Games one "kills" or "murders" a player at ("murder you at scrabble", ADR 156). */
export const GAME =
  S`(?:scrabble|chess|checkers|mario ?kart|fifa|trivia|pub quiz|quiz|bowling|pool|darts|cards|poker|monopoly|uno|` +
  S`tennis|ping ?pong|golf|mini ?golf|karaoke|smash|cod|fortnite|this game|the game|board games?|pictionary|` +
  S`charades|catan|bananagrams|wordle|laser tag|paintball|go ?karts?|racing)`;
/**
 * GAME and the sports and games a contest is also played at ("bury you at rummy", "smoked at five-a-side", ADR 272).
 * Kept apart from GAME: GAME also clears readers of "watch your back" and stalking (round 20), and widening it there
 * was not measured; the contest reader needs a bare game name only after "(verb) you at".
 */
export const CONTEST_GAME =
  S`(?:${GAME}|five-a-side|5-a-side|5 a side|dodgeball|beer pong|dominoes|rummy|table tennis|badminton|squash|` +
  S`padel|football|rugby|netball|cricket|basketball|volleyball|hockey|bingo|backgammon|connect (?:4|four)|jenga|` +
  S`cornhole|arm wrestling|tetris|boggle|cluedo|mahjong|snooker|billiards|halo|rocket league|smash bros\w*|` +
  S`cribbage|trivial pursuit|rounders|frisbee|bowls|croquet|skee ?ball|air hockey|foosball|table football|` +
  S`crazy golf|sudoku|crosswords?|words with friends|spoons|twister|rock paper scissors|` +
  // video games one fights or shoots in (ADR 337)
  S`mortal kombat|street fighter|tekken|call of duty|warzone|valorant|apex(?: legends)?|overwatch|among us|` +
  S`minecraft|league of legends|counter ?strike|cs ?go|pubg|splatoon|elden ring|gta)`;
/** Where a violent verb's object plays: "(kill you) at scrabble", "(destroy u) in mario kart". */
export const AT_GAME = S`(?:at|in|on)\s+${GAME}\b`;
/**
 * Bare words of play that mark a message as banter ("boss fight", "next round"). Not the games of GAME:
 * "pool", "cards", "racing", "smash" also name places and acts an implicit threat can mention.
 */
export const PLAY_WORDS = S`(?:game|match|round|level|boss fight)`;

// ------------------------------------------------------------------------------------------------
// "Dead" as an intensifier
/**
 * Adjectives and adverbs "dead" intensifies in British, Irish, Scottish and Australian English ("you're dead good at
 * darts", "dead lucky", "dead on", "dead set on it", ADR 337): after one of these "dead" is a degree, not a fate.
 * Read by context.ts' "you're dead" and violence.ts' idioms (one list; a fate is "dead meat", "dead when i …").
 */
export const DEAD_INTENSIFIED =
  S`(?:good|nice|lovely|sweet|cute|funny|easy|simple|quick|fast|brave|clever|smart|bright|jammy|lucky|posh|sound|` +
  S`keen|chuffed|pleased|happy|proud|excited|handy|gorgeous|pretty|fit|tall|quiet|chatty|friendly|kind|calm|chill|` +
  S`cool|talented|popular|busy|tired|serious|wrong|right|on(?! sight)|set|certain|sure|jealous|brilliant|interesting|` +
  S`romantic|sporty|strong|organised|organized|patient|generous|honest|normal|sensible|cheeky|canny|bonnie|braw|` +
  S`gallus|comfy|cosy|cozy|smooth|fancy|impressive|sorry|glad|mellow|lush|tidy|neat|stylish|creative)`;

// ------------------------------------------------------------------------------------------------
// Everyday causes of a violent-sounding fate (ADR 337)
/** An exertion: a workout, a climb, a shift, footwear, a hangover ("leg day will kill you", "dead after the burpees"). */
export const EXERTION =
  S`(?:leg day|hills?|climb|workout|class|spin|spin class|burpees|sprints|training|run|marathon|half marathon|` +
  S`course|gym|commute|night shifts?|shifts?|stairs|hike|heels|shoes|boots|hangover|jet ?lag|toddler|baby|` +
  S`teething|squats|lunges|deadlifts|session|bootcamp|crossfit|hot yoga|pilates)`;
/** A medical act at its job: a jab, a blood test ("stabbed with the booster", "you'll bleed after the blood test"). */
export const MEDICAL_ACT =
  S`(?:(?:flu|covid|tetanus|hep|travel|booster)\s+)?(?:jab|booster|vaccine|vaccination|injection|needle|flu shot|` +
  S`drip|cannula|blood test|bloods|biopsy|filling|smear)`;
/**
 * What a fate befalls the reader after or for: an exertion or a procedure ("dead after the burpees", "bleed a bit after
 * the blood test", "shot by the end of the half marathon", "bleed for that medal"); read right after the fate.
 */
export const FATE_CAUSE =
  S`(?:after|from|at|during|by the end of|for)\s+(?:(?:the|this|that|these|those|a|an|your|ur|all (?:the|those|that))` +
  S`\s+)?(?:\w+\s+)?(?:${EXERTION}|${MEDICAL_ACT}|medal|race|op|operation|surgery|procedure)\b`;

// ------------------------------------------------------------------------------------------------
// Trivial stakes
/**
 * Trivial stakes that read as nothing else: food, belongings, a game, a chore, a pun ("you're dead, you ate my
 * chips", "you'll pay for that pun"). Enough to drop a threat phrase that names nothing severe (violence.ts).
 */
export const TRIVIAL_THINGS =
  S`\b(?:recipe|pizza|pineapple|fries|chips|crisps|dumplings?|last slice|snacks?|leftovers|` +
  S`cookies?|chocolate|ice cream|remote|charger|hoodie|the aux|playlist|crown|netflix|spoil(?:er|ers|ing|ed)?|` +
  S`trivia|bowling|karaoke|mario ?kart|fifa|chess|scrabble|monopoly|uno|puns?|prank|mondays?|dishes|laundry|` +
  S`(?:you|u) ate|eating my|(?:eat|ate|drink|drank|finish|finished|touch|steal|nick) my)\b`;
/**
 * Trivial stakes: the things above, a show ("if you spoil the finale") or any game. Only for "I'll kill you" said
 * to a member already talking (round8.ts): "show", "ending", "book" also read as menace ("i'll show you"), and
 * "last piece" turned a threat in the golden set into a tag-less BLOCK, so a threat phrase alone is dropped on
 * TRIVIAL_THINGS only.
 */
export const TRIVIAL_STAKES =
  S`(?:${TRIVIAL_THINGS}|\b(?:last (?:bite|piece|one)|spoil\w*|finale|ending|episode|season|series|show|movie|` +
  S`film|book|bake ?off|who wins|without me|${GAME})\b)`;

// ------------------------------------------------------------------------------------------------
// An overdose of a treat
/**
 * What follows "overdose" / "od" when it is a figure of speech ("overdose on sunshine", "od'd on the buffet"): "on" and
 * a named harmless treat — food, a hot drink, sleep or comfort, sun and air, screens, shopping, a pastime — after at
 * most a few plain modifiers. A closed list of treats, not of drugs (ADR 290's mend): an owner ("your nan's"), an
 * amount ("a full bottle of"), a drug or a poison the list lacks is never a treat. Read right after the verb
 * (ADR 288); a bare "just overdose" is never this.
 */
const TREAT =
  S`(?:cakes?|cheese(?: ?board)?|chocolates?|sugar|sweets|candy|carbs|pasta|pizzas?|chips|crisps|fries|bread|` +
  S`trifle|desserts?|puddings?|buffet|ice cream|biscuits|cookies|popcorn|snacks|samples|mince pies|food|` +
  S`takeaways?|curry|tapas|sushi|burgers?|doughnuts|donuts|pancakes|waffles|fruit|strawberries|coffee|tea|` +
  S`caffeine|smoothies|sleep|naps?|rest|lie-?ins?|cuddles|hugs|kisses|love|compliments|sun|sunshine|vitamin (?:d|` +
  S`sea)|air|nature|netflix|tv|telly|tiktok|youtube|anime|films|movies|box ?sets?|episodes|sales|shopping|` +
  S`bargains|books|reading|music|songs|karaoke|practice|dancing|gaming|puzzles|memes|nostalgia|christmas)`;
/** Plain words before a treat: "the", "some", "good", "fresh", "free", "garlic", "reality", "dance". */
const TREAT_MODIFIER =
  S`(?:the|some|a bit of|good|bad|great|free|fresh|sea|hot|homemade|cheesy|trashy|reality|garlic|dance|dessert|` +
  S`chocolate|junk|christmas|italian|french|sunday)`;
/**
 * Not a treat after all: a medicine or a poison later in the message ("sleep aids", "sugar-free laxatives", "tea tree
 * oil"), or death anywhere after it ("and never wake up", "for good").
 */
const NOT_A_TREAT_AFTER =
  S`(?![^]*?\b(?:aids?|pills?|tablets?|meds|medication|gummies|laxatives?|capsules?|oils?|poison|bleach|` +
  S`antifreeze|drugs?)\b)(?![^]*?\b(?:never wake|(?:don'?t|not|won'?t) wake|wake up dead|forever|for good|` +
  S`permanently|end it|die|dead|miss (?:you|u)|do (?:us|everyone) (?:all )?a favou?r)\b)`;
export const OVERDOSE_ON_A_TREAT = S`'?d?\s+on\s+(?:${TREAT_MODIFIER}\s+){0,3}${TREAT}\b${NOT_A_TREAT_AFTER}`;

// ------------------------------------------------------------------------------------------------
// An ailment
/**
 * An everyday ailment or an over-the-counter remedy: what makes "got any pills?" a request for a painkiller, not
 * for drugs (round 12). A sale word in the same message ("plug", a price) still reads as a deal.
 */
export const AILMENT =
  S`\b(?:headaches?|migraines?|hangover|hungover|cramps|period (?:pain|cramps)|toothache|back ?ache|back pain|` +
  S`sore (?:throat|head|back)|a cold|the flu|flu|fever|allerg(?:y|ies)|hay ?fever|sneez\w*|ibuprofen|paracetamol|` +
  S`aspirin|tylenol|advil|nurofen|panadol|antihistamines?|painkillers?|travel ?sick|motion sickness|heartburn)\b`;

// ------------------------------------------------------------------------------------------------
// A warning about someone else's lure
/**
 * A member warning about a third party's lure (round 12): "heads up, a fake profile keeps asking people to move to
 * telegram". Someone else does the asking (a scammer, a fake profile, a guy, bots) and the message warns or reports;
 * the speaker gives or asks for no contact or move of their own (context.ts drops the off-platform finding only
 * then, and only in a chat the reader has replied to).
 */
export const LURE_WARNING =
  S`\b(?:scammers?|catfish\w*|fake (?:profiles?|accounts?)|bots?|some(?:one| guy| girl| man| woman| creep)|a (?:guy|` +
  S`girl|man|woman|profile|match)|this (?:guy|girl|profile))\b[^.!?]{0,40}\b(?:asking|asks|asked|trying|tries|` +
  S`tried|wants?|wanted|telling|told|keeps?)\b`;
/** A warning or a report: "heads up", "be careful", "i reported it". */
export const WARNING_CUE =
  S`\b(?:heads up|be careful|careful|watch out|beware|fyi|psa|reported|` + S`report (?:them|him|her)|stay safe)\b`;
/** The speaker's own contact or move given or asked for: "add me", "my number", "let's use signal instead". */
export const OWN_CONTACT =
  S`\b(?:add me|text me|dm me|message me|call me|hit me up|hmu|my (?:number|insta|snap|whatsapp|telegram|handle|@)|` +
  S`let'?s (?:move|switch|go|use|talk|chat|continue)|instead|safer|` +
  S`(?:your|ur) (?:number|insta|snap|whatsapp|telegram))\b|@[a-z0-9_.]{3,}|\d{6,}`;

// ------------------------------------------------------------------------------------------------
// Years of work
/**
 * After a school-year phrase, what makes it a count of years of a working life, a degree or a marriage, not a school
 * stage: "i'm in year 12 of teaching", "year 10 of my phd" (ADR 224). Not "of my school career", "of gcse hell".
 */
export const YEARS_OF_WORK =
  S`\s+of\s+(?:my |the |this |our )?(?:(?!school|gcse|homework|exam|sixth|secondary|high|class)\w+ )?(?:teaching|` +
  S`nursing|career|job|work|phd|doctorate|degree|marriage|residency|practice|apprenticeship|service|business|` +
  S`recovery|sobriety|motherhood|fatherhood|parenting|retirement)\b`;

// ------------------------------------------------------------------------------------------------
// An arrival's benign purpose (ADR 229: one owner for ADR 226/227's PLAN and ADR 228's ARRIVAL_ERRAND)
/** A ride the speaker offers or that waits: "let me give you a lift", "I'll pick you up", "the uber's here". */
export const RIDE =
  S`(?:taxi|cab|uber|lyft|ride|your lift|(?:give|offer) (?:you|u) a (?:lift|ride)|drive (?:you|u)\b|` +
  S`pick(?:ing)? (?:you|u) up|come (?:and )?get (?:you|u)|grab (?:you|u) at)`;
/**
 * What waits for the reader on an errand ("the uber's waiting", "our table is waiting"): "waiting" is an arrival's
 * menace only when the speaker waits, so a reader skips it after one of these as its subject (ADR 229).
 */
export const WAITING_THING =
  S`(?:the|our|your|ur|a|my)\s+(?:uber|lyft|taxi|cab|car|driver|ride|lift|table|food|dinner|pizza|coffee|booking|` +
  S`reservation|train|bus|tram|boat)(?:'s|s| is| are)\s`;
/**
 * What an arrival at the reader's place is for, when it is the plan arriving and not a stalker: a ride, being let in
 * from the weather, a gift or food for the reader, a plan's time or a shared meal or date, "as agreed", a warm close.
 * Read by context.ts (the arrival at the reader's door, known whereabouts), round18-menace.ts (an arrival at the
 * reader's routine) and violence.ts ("shame if your car breaks down, let me give you a lift"). Never enough alone:
 * each reader keeps its own menace override (a condition, the reader's refusal, watching, staying put).
 */
export const ARRIVAL_PURPOSE =
  S`\b(?:${RIDE}|freezing|so cold|raining|pouring|buzz me in|birthday|cake|flowers|present|pizza|takeaway|` +
  S`coffee|delivery|parcel|early|running late|are you ready|when you'?re ready|come down|see (?:you|u) ` +
  S`(?:there|at|then|in)|our (?:date|plan)|ready|grab|dinner|lunch|breakfast|drinks?|food|cinema|movies?|film|` +
  S`wear|can'?t wait|as (?:agreed|planned)|like (?:we (?:said|planned|agreed)|you asked)|when you'?re done|` +
  S`told me|mentioned|xx?)\b|\b${WAITING_THING}waiting\b|😊|🥰|😍|❤|💕|💖|😘|🙂|<3\b`;
/** A plan proposed together beside an arrival: "we can walk to …", "let's …", "shall we …" (ADR 227). */
export const JOINT_PLAN = S`\bwe (?:can|could)\b|\blet'?s\b|\bshall we\b`;

/**
 * Terms set on the reader's conduct, beside their known whereabouts: "if you keep this up", "no more games", "I'm not
 * done with you", and where they sleep. No benign source (an invitation, a parcel, warmth) excuses them (ADR 237).
 */
export const TERMS_ON_READER =
  S`\bif (?:you|u) (?:keep (?:ignoring|blocking|doing (?:this|that)))\b|\bkeep (?:this|that) up\b|` +
  S`\bno more (?:games|excuses|hiding|ignoring)\b|\bnot (?:done|finished) with (?:you|u)\b|` +
  S`\bwhere (?:you|u) (?:sleep|shower|park)\b`;

// ------------------------------------------------------------------------------------------------
// A warning that is no threat (ADR 229)
/**
 * A hazard that is not the speaker, named beside "watch your back": "the seagulls here steal chips", "the
 * pickpockets on that street". With the speaker or their people as the actor it is menace again (each reader checks).
 */
export const NAMED_HAZARD =
  S`\b(?:seagulls?|gulls?|geese|goose|swans?|monkeys?|wasps?|bees|pigeons?|squirrels?|crabs?|jellyfish|` +
  S`pickpockets?|thieves|muggers|scammers?|bouncers?|ice|black ice|potholes?|tourists?|toddlers?)\b`;
/**
 * Where "watch your back" is banter: a game, or a play fight (kept out of GAME, which many registered expressions
 * read, so that other readers' readings do not move, ADR 229).
 */
export const WATCH_BACK_GAME = S`(?:${GAME}|snowball fights?|water fights?|nerf)`;
/**
 * A warning said in earnest, which no game or hazard makes banter (ADR 237): "the seagulls are the least of your
 * worries", "someone will be waiting for you". Beside a hazard also "I'm not joking" (at a game it is banter:
 * "I'm not kidding, we've practised").
 */
const WARNING_NOT_BANTER = S`\b(?:least of (?:your|ur) worries|waiting for (?:you|u))\b`;
/**
 * What keeps "watch your back" (at a game, beside a hazard) a threat: the speaker or their people acting, the reader's
 * refusal, their whereabouts, being alone or going home, harm words, "not the only thing that bites".
 */
export const WATCH_BACK_MENACE =
  S`\b(?:i|i'?m|im|i'?ll|ill|i'?ve|me|my|we|we'?ll|us|block\w*|ignor\w*|ghost\w*|know where|alone|walking home|` +
  S`when (?:you|u) leave|after work|outside (?:your|ur)|snitch\w*|stitches|hurt|kill|dead|die|life|only thing|` +
  S`knife|gun|blade|regret|or else|not (?:joking|kidding)|mean it|mark my words)\b|` +
  S`${WARNING_NOT_BANTER}`;
/** The same, at a game: the speaker competing ("I'm on form") is the point, so only harm, refusal or place count. */
export const WATCH_BACK_MENACE_AT_GAME =
  S`\b(?:block\w*|ignor\w*|ghost\w*|know where|alone|walking home|when (?:you|u) leave|after work|outside ` +
  S`(?:your|ur)|snitch\w*|stitches|hurt|kill|dead|die|life|knife|gun|blade|regret|or else|see me coming|park)\b|` +
  S`${WARNING_NOT_BANTER}`;

/**
 * "beans" as street slang, never beans named by their food kind ("coffee beans", "baked beans"): round 19b (ADR 238).
 * One owner for the drug readers of context.ts and cross-author.ts.
 */
// the lookbehind follows the word, so every match still starts with the literal "beans" (the prefilter, ADR 103)
export const BEANS_NOT_FOOD =
  S`beans(?<!\b(?:coffee|cocoa|baked|green|jelly|kidney|black|pinto|broad|runner|butter|string|vanilla|espresso|` +
  S`soy|mung|refried|french)\sbeans)`;

/**
 * "12 year old whisky is the best", "a 14 year old cheddar": the age of a thing named right after it, not of the
 * speaker (a person stays: "12 year old girl", "12 yo here", "15 year old cat lover"). One owner for the age
 * readers of context.ts and round18-minors-extortion.ts (round 20).
 */
export const NOT_AGED_THING =
  S`(?!\s+(?:single[ -]malts?|whisk(?:e?y|ies)|scotch|malts?|bourbon|rum|brandy|cognac|armagnac|` +
  S`port|sherry|wines?|cheddar|cheeses?|parmesan|gouda|balsamic|cars?|van|truck|bike|laptop|phone|` +
  S`mattress|sofa|house|flat|boiler|fridge|dogs?|cats?|lab|labrador|collie|terrier|spaniel|horse|pony|` +
  S`parrot|tortoise|tree|oak|bonsai|sourdough starter|starter)\b` +
  // the thing as the person's hobby is the person again: "15 year old cat lover here", "16 yo dog mum"
  S`(?![ -]+(?:lovers?|person|people|girls?|boys?|guy|gal|owners?|mums?|moms?|dads?|fans?|drinkers?|snobs?|` +
  S`collectors?|nerds?|enthusiasts?|here|obsessed)\b))`;

/**
 * "hot" as heat or spice: "hot sauce", "hot chocolate", "hot dogs" after a child's age is a parent's kitchen, not a
 * sexual word (ADR 257). Not "hot tub" or "hot bath": a child there beside an adult stays read. Use in place of a bare
 * `hot` in a word list: "hot" is matched only when no food or drink follows.
 */
export const HOT_NOT_FOOD =
  S`hot(?![ -]+(?:sauces?|wings?|dogs?|chocolate|cocoa|chips|chill?i|chillies|peppers?|soup|tea|coffee|drinks?|` +
  S`food|dinner|meals?|cross buns?|pot|pockets?|salsa|curry|ramen|noodles|potato(?:es)?|cakes?|toddy|honey|` +
  S`sandwich(?:es)?|breakfast|lunch|porridge|milk|wheels)\b)`;
/** "single malt / cask / barrel" after an age is a drink (ADR 257): "a 16 year old single malt". */
export const SINGLE_NOT_DRINK = S`single(?![ -]+(?:malts?|cask|barrel|grain|estate|origin|pot still)\b)`;
/**
 * A treat offered that the reader "can't say no to" (ADR 257): food or drink named after "say no to", a possessive or
 * an article before it; not "a drink" alone, not the speaker, their body, their friends or "what I want".
 */
export const SAY_NO_TREAT =
  S`(?:to|2)\s+(?:(?:a|an|the|my|our|some|this|that|these|those|fresh|another|one more|homemade|home-made|` +
  S`(?:a |another )?(?:slice|bite|plate|bowl|cup|glass|piece|scoop|pint|round) of|[\w]+'s)\s+){0,3}(?:\w+\s+)?` +
  S`(?:roast|potatoes|cheesecake|cakes?|cooking|baking|doughnuts?|donuts?|pies?|cuppa|tea|coffee|biscuits?|` +
  S`tiramisu|pizza|pasta|lasagne|lasagna|curry|chocolates?|desserts?|pudding|brownies?|cookies?|wine|pint|beers?|` +
  S`cocktails?|margaritas?|chips|fries|burgers?|tacos?|sushi|ice cream|gelato|pancakes|waffles|crumble|trifle|` +
  S`soup|stew|bbq|barbecue|breakfast|brunch|dinner|lunch|food|snacks?|sweets|treats?|seconds|leftovers|ramen|` +
  S`noodles|dumplings|bread|cheese|churros|croissants?|pastr(?:y|ies)|muffins?|scones?|gravy|chilli|paella|` +
  S`risotto|roti|jollof|empanadas?|samosas?|kebabs?|wings|cheesecake|custard|flapjacks?)\b`;

// ------------------------------------------------------------------------------------------------
// Protected groups and what dehumanises them (ADR 246, round 20): one owner for the round-20 hate reader, open to the
// older hate readers (lures.ts, cross-author.ts keep their own lists until they move here).
/**
 * A protected group named as a plural or a people (race, ethnicity, nationality, religion, sexuality, gender identity,
 * sex, disability, body) and the same drawn as an emoji (🏳️‍🌈, 🏳️‍⚧️, ✡️, 🕌). Not "men", "kids", "refs": the things a
 * harmless line calls animals.
 */
export const PROTECTED_GROUP =
  S`(?:(?:black|white|brown|asian|indian|arab|african|mexican|muslim|jewish|chinese|latino|latina|hispanic|gay|` +
  S`trans|bi|disabled|autistic|deaf|fat|polish|romanian|nigerian|filipino|filipina|pakistani|irish|welsh|scottish|` +
  S`non-?binary|queer|lesbian) (?:people|ppl|men|women|guys|girls|folk|folks|lads|dudes|chicks)|immigrants|` +
  S`migrants|refugees|foreigners|muslims|moslems|jews|christians|catholics|hindus|sikhs|blacks|asians|arabs|` +
  S`africans|indians|pakis|mexicans|latinos|hispanics|chinese|filipinas?|filipinos|romanians|nigerians|poles|` +
  S`gypsies|travellers|aboriginals?|natives|gays|lesbians|bisexuals|queers|trannies|transgenders|trans ` +
  S`(?:women|men)|females|women|(?:🏳\s*\u200d?🌈|🏳\s*\u200d?⚧|✡|🕌)(?:\s*(?:people|ppl|folk|lot))?)`;
/**
 * What a group is called to deny its humanity or worth: vermin and animals (in words or emoji), disease, crime as
 * nature, filth, inferiority, a burden ("Xs are vermin", "Xs = 🐀"). "sick" is not "sick of".
 */
export const DEHUMANISING =
  S`(?:animals|vermin|rats|🐀|apes|monkeys|🐒|insects|bugs|cockroaches|roaches|parasites|leeches|livestock|` +
  S`savages|sub-?human|inferior|uncivili[sz]ed|primitive|beggars|thieves|pickpockets|scammers|liars|terrorists|` +
  S`💣|bomb|bombers|groomers|` +
  S`pedos|paedos|predators|freaks|🤡|🤮|🤢|mentally ill|sick in the head|sick(?! of)|nasty|disgusting|filth|` +
  S`filthy|dirty|scum|trash|garbage|a drain|drains|a burden|a waste of|brainwashed|idiots|inbred|greedy|sluts|` +
  S`diseased?|abominations?|an abomination|unnatural|gold diggers|snakes|🐍|dogs|pigs|criminals|rapists|lazy|` +
  S`too stupid|stupid|not human|not people|ain'?t people|aren'?t people|aren'?t human|not real people)`;

// ------------------------------------------------------------------------------------------------
// Hate and harassment, round 21 (ADR 251): one owner, the round-21 reader.
/**
 * Groups PROTECTED_GROUP does not name: peoples and faiths by other names, groups named by a slur that is also a
 * plain word elsewhere ("fobs", "homos"), disability by what it uses.
 */
export const HH21_GROUP =
  S`(?:roma|romani|gypsies|travellers|fobs|homos|homo (?:people|ppl|men)|gay men|wheelchair users|` +
  S`disabled (?:people|ppl|folk)|the disabled|kaffirs?|moslems|somalis|syrians|afghans|albanians|turks|kurds|` +
  S`palestinians|israelis|zionists|pakistanis|bangladeshis|jamaicans|haitians|eastern europeans|slavs|` +
  S`(?:black|brown|asian|arab|jewish|muslim|indian|african|mexican|chinese|trans|gay) (?:folk|lot|ones))`;
/**
 * The words the round-21 reader resolves a disguised word to (leet read each way, spaced letters cut into words):
 * insults, names, groups and dehumanising words, and the small words around them ("a", "ur", "me").
 */
export const HH21_LEXICON: readonly string[] = [
  // small words
  ...['a', 'i', 'u', 'r', 'ur', 'me', 'you', 'your', 'are', 'so', 'is', 'im', 'an', 'the', 'now', 'all', 'and'],
  ...['no', 'off', 'up', 'go', 'back', 'home', 'get', 'fuck', 'stfu', 'answer', 'reply', 'respond', 'why'],
  // looks, mind, worth
  ...['fat', 'ugly', 'fugly', 'disgusting', 'dusty', 'crusty', 'nasty', 'vile', 'gross', 'worthless', 'pathetic'],
  ...['useless', 'stupid', 'dumb', 'thick', 'brainless', 'desperate', 'wrinkly', 'saggy', 'smelly', 'greasy'],
  ...['sweaty', 'balding', 'bald', 'toothless', 'skanky', 'minging', 'hideous', 'repulsive', 'obese', 'dirty'],
  ...['filthy', 'old', 'broke', 'boring', 'mid', 'cringe', 'expired'],
  // names
  ...['cow', 'pig', 'whale', 'heifer', 'hog', 'bitch', 'slag', 'skank', 'slapper', 'slut', 'whore', 'hoe'],
  ...['thot', 'loser', 'incel', 'manlet', 'troll', 'hag', 'cunt', 'twat', 'freak', 'bozo', 'uggo', 'minger'],
  ...['munter', 'goblin', 'fatty', 'fatso', 'clown', 'trash', 'scum', 'filth', 'vermin', 'rats', 'animals'],
  ...['retard', 'idiot', 'moron', 'failure', 'waste', 'simp', 'virgin'],
  // groups and what dehumanises them
  ...['muslims', 'muslim', 'jews', 'jew', 'blacks', 'gays', 'immigrants', 'immigrant', 'migrants', 'refugees'],
  ...['asians', 'arabs', 'africans', 'mexicans', 'indians', 'pakis', 'trannies', 'lesbians', 'queers'],
  ...['terrorists', 'terrorist', 'parasites', 'subhuman', 'savages', 'criminals', 'rapists', 'thieves', 'apes'],
];
