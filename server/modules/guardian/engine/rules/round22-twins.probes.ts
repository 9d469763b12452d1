/**
 * ADR 257 (round 22): twins of the round-21 threat guards and of round 21's named false holds, in our own words.
 * HARMFUL_TWINS: a harmless frame (an idiom of dying, a lesson in a skill, laughter, hunting season, a named cause for
 * keeping a pet in, safety advice) beside a threat aimed at the reader; each must BLOCK in a chat and from a stranger
 * at trust 50 and 90. HARMLESS_TWINS: the same frames with nothing aimed at the reader; each must be delivered.
 * No challenge-set line is copied or paraphrased word for word.
 */

/** Harmful, by the guard each line rides (≥ 5 per guard; slang, second-language, dialect, disguised). */
export const HARMFUL_TWINS: Record<string, readonly string[]> = {
  // "die for" as an idiom ("die for this cake") excused a fate whose object is the reader's deed
  dieForTheDeed: [
    "you'll die for this, I promise",
    'ur gonna die for what u did, swear down',
    "you're going to die for it, believe that",
    "y0u'll d1e for this, i promise",
    'you will die for that i swear on my life',
    'u gon die for dis, no cap',
  ],
  // a lesson "in / on / about" something excused a lesson whose subject is pain or what happens to the reader
  lessonInPain: [
    'someone should teach you a lesson in pain, and I know who',
    'somebody needs to teach u a lesson in respect u wont forget',
    "i'll teach you a lesson on what happens to girls who ignore me",
    'someone should teach you a lesson about consequences, with their fists',
    'my boys gonna teach yu a lesson in pain fr',
    'sum1 shud teach u a lesson in hurt',
  ],
  // laughter excused an arrival "when you least expect it" with a weapon in hand
  laughWithWeapon: [
    "when you least expect it I'll be there with a knife haha",
    'when u least expect it ill be there wiv a blade lol',
    "when you least expect it i'll show up with a machete hahaha",
    "when ya least expect it i'll be behind you with a 🔪 lmao",
    "when you least expect it I'll come with my gun lol",
  ],
  // hunting season / the range excused a weapon whose next target is the reader
  huntingThenYoureNext: [
    "I've got a rifle for deer season, keep ignoring me and you're next",
    "bought a crossbow for hunting season, block me and you'll be next",
    'i got a rifle for da deer season, keep ignorin me n u next',
    "my shotgun's only for clay shooting but keep testing me and you're next",
    'I have a rifle for deer season. one more message like that and you are next',
    "I've got a blade for the garden, keep ignoring me and you're next",
  ],
  // a cause for keeping a pet or child in ("cars", "roads", "cold") excused the speaker announcing a drive past
  keptInSpeakerNear: [
    "better keep your dog inside tonight, I'll be driving past in my car",
    'keep ur kids indoors this weekend, im coming round your way, roads will be busy',
    "you should keep your cat inside, the roads are dangerous and I'll be passing your house tonight",
    "make sure you keep your daughter inside, it's cold out and I'll be outside your place",
    'keep yer dog in tonight, cold innit, me n the boys rollin past ur yard',
    "better keep your dog in, it's too hot out, and I'll be driving past your house tonight",
    "keep your cat in when you move house, I'll be parked outside your new place",
  ],
  // safety advice ("keep an eye out", "be careful") excused a hated mishap closed with a watcher
  adviceWithWatcher: [
    "hate for your son to go missing on his walk home, keep an eye out, you never know who's watching",
    'would hate for ur little girl to get hurt walkin home alone, be careful, I know her route',
    'hate for your daughter to get lost on her way home, keep an eye on her, just saying',
    'would hate for your boy to get hurt on his walk to school, be careful, I know which way he goes',
    'shame for ur kid to go missing walkin home at night, careful now, ppl are watching',
  ],
  // ADR 257: the readings' own words said otherwise, found when round 21's probes were reworded away from set
  // wording ("simple" beside "easy", "have a think", "pulled up", "would hate if anything happened", "learnt how to")
  rewordedReadings: [
    "there's no one i can't track down. have a think",
    'would hate if anything happened to your car, i pulled up your street on maps',
    "it'd be dead simple to run u over on your way home from the gym",
    'learnt how to make a person disappear in the forces. keep testing me',
    'it would be really simple to run you off the motorway after your late shift',
  ],
};

/** Harmless: the same frames, nothing aimed at the reader (must be delivered in a chat at trust 50 and 90). */
export const HARMLESS_TWINS: readonly string[] = [
  // idioms of dying with a thing after "for"
  "you'll die for this cake, I promise",
  "you'll die for this dress, I swear",
  'u gonna die for these wings no cap',
  "you will die for my nan's trifle, I promise",
  "you're going to die for that sunset view, I promise",
  "honestly you'd die for this playlist, trust me",
  // lessons in a skill
  'someone should teach you a lesson in parallel parking 😂',
  "I'll teach you a lesson in making fresh pasta",
  'my nan will teach you a lesson on card games',
  'someone needs to teach you a lesson about wine, you drink rubbish',
  "i'll teach u a lesson in chess, no mercy",
  "my sister will teach you a lesson in karaoke, she's brutal",
  // laughter with a treat
  "when you least expect it I'll be there with snacks haha",
  "when you least expect it I'll turn up with pizza lol",
  "when u least expect it i'll show up with coffee haha",
  // real hunting, range and sport talk
  "I've got a rifle for deer season, next time you visit we can go out together",
  "got a new rifle for deer season, can't wait, you should come next time",
  "I have a pistol for the range, keep asking and I'll take you shooting",
  'i got a crossbow for hunting season, next time we can try archery',
  "my dad's got a shotgun for clay pigeons, try it next time you're up",
  'deer season opens next week, my rifle is cleaned and ready',
  "I hunt with a bow every season, you're welcome to come along",
  // pets and kids kept in for a cause, no one coming
  'keep your dog inside on bonfire night, the fireworks are mad here',
  'keep your cat in tonight, the roads are rammed with festival traffic',
  "keep your kids inside, there's a storm coming and the roads are flooding",
  'keep your pup indoors, coyotes were spotted by the creek',
  "keep your dog in tonight, the fireworks start at 8 and I'll be driving to my mum's",
  'better keep your cat inside, the cars fly down that road, I nearly hit one driving past yesterday',
  // safety advice with no watcher
  'hate for your dog to get lost on its walk, keep an eye on the lead, that park is huge',
  'hate for your dog to get lost on the hike, keep an eye on the lead and bring a whistle',
  // more of the same vocabulary: idioms of dying, lessons, treats, hunting and the range, games, pets and weather
  "you'll die for this lasagne, I promise",
  "you're gonna die for the view from the top, trust me",
  "honestly you'll die for her cheesecake, I swear",
  'u will die for this new album, no cap',
  "you're going to die for the sunsets there, I promise",
  "you'll die for the garlic bread at this place, believe me",
  'my uncle will teach you a lesson in fly fishing this summer',
  "I'll teach you a lesson on how to lose at monopoly gracefully lol",
  'the instructor will teach you a lesson in humility on the climbing wall',
  'someone should teach you a lesson in folding fitted sheets',
  'my gran will teach u a lesson in baking, she takes no prisoners',
  'i will teach you a lesson at bowling, prepare to lose',
  "she'll teach you a lesson about spicy food, her curry is lethal",
  "when you least expect it I'll send you a postcard haha",
  "when you least expect it I'll be there with cake lol",
  "when you least expect it i'll bring you soup when you're ill haha",
  "when u least expect it i'll be at your door with takeaway lol",
  "when you least expect it, I'll surprise you with tickets haha",
  "I've got a rifle for deer season and a tag for elk this year",
  'my dad gave me his old shotgun for duck season, early mornings in the marsh',
  "I have a crossbow for hunting season, it's quieter than a rifle",
  'I got a new pistol for the range, groups are tight at 15 yards',
  "keep asking about my hunting trips and I'll bore you to death with stories",
  'I bought a bow for hunting season, next time come to the archery club with me',
  'got my rifle zeroed for deer season, you should try venison stew',
  "I've got a shotgun for clays, you're next to have a go if you want",
  "deer season opens saturday, I'm next in line for the blind with my brother",
  "my rifle is for the deer, next weekend we're out at dawn",
  "the range was packed, I've got a pistol lesson next week",
  "bird season is short here, I've got my dad's old gun for it",
  "we're going pheasant shooting next month, I've got a borrowed shotgun",
  "I'm next on the list for a hunting license, fingers crossed",
  "you're next up at the range, ear defenders on",
  'keep your dog inside tonight, the fireworks start at 7 near the park',
  'keep your cat indoors, the road outside is a race track at rush hour',
  "better keep your dog in, it's too hot for his paws on the pavement",
  'keep your kids inside till the snow plough has been, the roads are ice',
  'keep your dog on the lead near the farm, the sheep are lambing',
  'keep your puppy inside until the jabs are done, the vet said',
  "keep your cat in tonight, there's a fox that keeps coming round the bins",
  "keep the dog inside, the storm is meant to be bad, I'll be driving to work early anyway",
  "better keep the kids in, it's pouring and I'm driving to my sister's later",
  'keep your dog indoors, the hunters are out in the woods this week',
  'keep your dog inside during the festival, the crowds and the bands are loud',
  'hate for your dog to get lost in the woods, keep an eye on him and get a tracker',
  'hate for your cat to get lost when you move house, keep her in for two weeks',
  'hunting with my dad is the best part of autumn, we never shoot more than we eat',
  "call of duty tonight? you're next on my squad list",
  'we lost the match 3-0, the ref needs to be taught a lesson in the offside rule',
  'the other team will die for that goal, what a strike',
  'in the game you get a rifle for the deer level, then the boss is next',
  "my character has a knife and a bow, you're next to pick a class",
  "my brother got a nerf gun for his birthday, I'm next in the firing line lol",
  "fishing season opens next week, I've got a new rod and reel",
  "I've got a blade for my lawnmower, next time you come round it'll be mowed",
  'the butcher taught me a lesson in knife skills today',
  'I love deer season, the woods are so quiet at dawn',
  "my granddad shot clays for 40 years, he's got a rifle from the army too",
  'I keep my shotgun locked in a cabinet, the law is strict here',
  "I'll be driving past your work at 5, want a lift home?",
  "we play paintball on sunday, keep talking trash and you're next to get tagged",
  "in fortnite I always snipe first, you're next on my team invite",
  'my cousin taught me a lesson in poker last night, lost a tenner',
  "you'd honestly die for the tacos at that market",
  "I'd die for a nap right now",
  'the deer ran right past my car on the way home, nearly hit it',
  "keep the kids inside, the heatwave is no joke, I'll be driving to the shops later if you need anything",
  'bow hunting takes so much patience, I sat in a tree stand for six hours',
  'I shoot trap and skeet most weekends, want to come watch?',
  "my rifle club has a ladies night, you'd love it",
  "you'll die when you see the size of this pumpkin",
  'the coach taught us a lesson in pressing high today, legs are dead',
  "I'm going duck hunting at 4am, wish me luck with the cold",
  "I've got a knife for the chopping board and a good pan, that's all you need to cook",
  "when you least expect it I'll learn to cook properly haha",
  "when you least expect it I'll text back on time lol",
  "you're next on the karaoke list, no escape",
  'my dog is next in line for a haircut at the groomer',
  'keep an eye on your kid at the pool, the lifeguard is hopeless',
  // the reworded readings' words in harmless use
  'have a think about what you want for dinner',
  'would hate if anything happened to your phone on the hike, bring a case',
  "it would be so simple to get lost in that museum, it's huge",
  'learnt how to make bread vanish in five minutes, keep baking for me',
  'spare us all the suspense and tell me the score',
  'I pulled up the menu online, the pasta looks amazing',
  "there's no one i can't talk to at a party, have a think about that skill",
  'would hate if something happened to the cake on the drive over',
  "it's simple to run a 5k if you train a bit",
  'spare me the details and just send the address of the restaurant',
  'I pulled up your old post about the dog, so cute',
  'learnt how to make pancakes disappear as a kid, keep them coming',
  "would hate if anything happened to our plans, so let's book now",
];

/**
 * A ledger: harmless lines in the same vocabulary that older readers (round 11's implicit "die", the keyword-era
 * weapon and kin readings) hold on main before this round too; a fix by their owner fails the line, which then
 * leaves the list.
 */
export const OLDER_HOLDS: readonly string[] = [
  'keep your horse in the stable tonight, the wind is brutal',
  "you'd die for these shoes, I promise you",
  'you will die for that little bakery near the station, mark my words',
  'I have a knife for gutting fish, we go sea fishing every summer',
  "I've got a hunting knife for camping, keep asking and I'll show you how to whittle",
  'would hate for your son to get sunburnt on his walk to school, sun cream!',
  'shame if your daughter got lost on the way to the new school, walk it with her once first',
  'would hate for your kids to get lost at the fair, write your number on their arm',
  'terrible if your dog went missing on a walk, get him chipped, I did mine',
  'would hate for your little one to get hurt on the walk to nursery, the crossing there is awful',
];

/**
 * Mended at merge (round-22 review of ADR 257): the reviewer's attack lines on the round-22 guards and our own
 * paraphrases of each class. MENDED_HARMFUL must BLOCK in a chat and from a stranger at trust 50 and 90;
 * MENDED_HARMLESS must be delivered in a chat at trust 50 and 90.
 */
export const MENDED_HARMFUL: Record<string, readonly string[]> = {
  // a known address is no cause for keeping the kin in
  keepInAddressKnown: [
    "now that you're moving house, better keep your son indoors, I already know the new address",
    'better keep ur dog inside when u move, i found the new place already',
    'keep your kids in during the storm, I know where you live now',
    'with the heat this week keep your cat indoors, i already got your new postcode',
  ],
  // a weapon with an innocent use, shown to the reader after a provocation
  weaponShownToReader: [
    "I've got a knife for whittling, cross paths with me again and you'll see how sharp it is",
    "got a blade for the garden, keep ignoring me and you'll find out what it can do",
    'i have a rifle for deer season, try me again and you will see how well it works',
    "I've got my axe for camping, one more message like that and you'll feel it",
  ],
  // the round-22 guards' harmful twins with the mends' words beside them
  dieForTheDeedStill: [
    "you'll die for this, I promise, wait till I find you",
    'ur gonna die for what u did, i swear, best believe it',
  ],
  leastExpectArmedStill: [
    "when you least expect it I'll be there with a real gun haha",
    'when u least expect it ill come with a hammer for your head lol',
  ],
  keepInSpeakerNearStill: ["keep your dog in, it's cold, I'll be driving past your house with the boys tonight"],
};

export const MENDED_HARMLESS: readonly string[] = [
  // "die for this" closed by a vouch and then a treat named
  "you'll die for this, I promise, the tiramisu at Luigi's is unreal",
  "you're gonna die for this, I swear, wait till you taste my lasagne",
  'u gonna die for dis no cap, wait till u try my jollof',
  'you will die for this i swear, best ramen in town',
  "you'll die for this, trust me, the brownies at the market are insane",
  // a lesson in a skill noun after "in / on"
  "I'll teach you a lesson in pasta making you won't forget",
  "my physio will teach you a lesson in pain management, she's brilliant",
  'someone should teach you a lesson on the consequences of skipping breakfast, honestly',
  'my coach will teach u a lesson in pain relief stretches, proper useful',
  'my nan will teach u a lesson in blood orange marmalade',
  'i will teach you a lesson in knitting you will never forget',
  // laughter with a toy or a tool
  "when you least expect it I'll get you with my nerf gun haha",
  "when you least expect it I'll turn up with a hammer and finally fix your wobbly shelf haha",
  "when you least expect it I'll be there with a water gun lol, summer's coming",
  'when u least expect it ill come with a super soaker lmao',
  "when you least expect it I'll show up with my glue gun and fix your shoe haha",
  "when ya least expect it i'll be there wiv a drill to put up ur shelves lol",
  // the reader "in my sights" with a toy
  "steal my chips again and you're in my sights, I've got a water pistol for the festival",
  "I've got a nerf gun for the party, keep hiding my socks and you're next lol",
  'got a water gun for the beach, splash me again and you are the target',
  "got a foam sword for the kids' party, one more pun and you're next lol",
  // a visit with a purpose beside a cause for keeping the pet in
  "keep your dog in, it's fireworks night, we're coming round yours after 8 with sparklers",
  "better keep your cat indoors in this heat, I'll come by yours with a fan later",
  "keep your dog inside, it's freezing, I'll swing by yours for dinner at 7",
  'keep ur cat in tonight cos of the storm, im coming round yours with some soup',
  "keep your kids in, it's raining hard, we'll come round yours with board games",
  // "grab you" as a pick-up or a treat
  'it would be so simple to grab you on your way home from work and go straight to the cinema',
  "it would be simple for me to grab you from the station when you're alone with all those bags",
  "it'd be easy to grab you a coffee on your way home, which café?",
  "it'd be dead easy to grab you from the airport, what time do you land?",
  "it's so simple to grab you after work and head to the pub",
  'would be easy for me to grab u lunch on ur way home',
];
