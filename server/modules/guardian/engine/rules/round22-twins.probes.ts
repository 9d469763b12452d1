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
  ],
  // a cause for keeping a pet or child in ("cars", "roads", "cold") excused the speaker announcing a drive past
  keptInSpeakerNear: [
    "better keep your dog inside tonight, I'll be driving past in my car",
    'keep ur kids indoors this weekend, im coming round your way, roads will be busy',
    "you should keep your cat inside, the roads are dangerous and I'll be passing your house tonight",
    "make sure you keep your daughter inside, it's cold out and I'll be outside your place",
    'keep yer dog in tonight, cold innit, me n the boys rollin past ur yard',
  ],
  // safety advice ("keep an eye out", "be careful") excused a hated mishap closed with a watcher
  adviceWithWatcher: [
    "hate for your son to go missing on his walk home, keep an eye out, you never know who's watching",
    'would hate for ur little girl to get hurt walkin home alone, be careful, I know her route',
    'hate for your daughter to get lost on her way home, keep an eye on her, just saying',
    'would hate for your boy to get hurt on his walk to school, be careful, I know which way he goes',
    'shame for ur kid to go missing walkin home at night, careful now, ppl are watching',
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
];
