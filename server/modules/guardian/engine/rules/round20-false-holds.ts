/**
 * Round 20 (ADR 241): alarming phrases in their everyday sense. Readers that fire on a phrase without reading what
 * follows it held ordinary chat: "count your days off" (threat), "cut deeper into the dough" (self-harm incitement),
 * "i saw you at the farmers market!" (stalking), "if you ignore me I'll just send more cat pictures" (extortion), "I
 * know your address from the wedding invite, I'll post you the photos" (leverage), "i'll get you back with a pint"
 * (threat). A finding of that reader, with that evidence, is set aside only when the message names the everyday
 * sense (leave, food or a craft, a public place met by chance, pet pictures or memes, mail, a round repaid) and
 * nothing in it menaces: a body, following, leaking, a visit, a weapon, kin, an ominous close. Every other finding
 * stands. Written from our own paraphrases and their harmful twins (round20-false-holds.test.ts), never from a
 * challenge set's lines.
 *
 * Hot path (ADR 190): nothing is read unless a finding of these readers is there; no allocation per message.
 */
import type { ContextSignal } from '../types';
import { GAME } from './concepts';

const S = String.raw;
const rx = (...parts: string[]) => new RegExp(parts.join(''));

/** Menace whatever the sense: harm, death, weapons, the reader's body or kin, watching, leaking, an ominous close. */
const MENACE = rx(
  S`\b(?:kill\w*|murder\w*|dead|die|dying|death|alive|hospital|grave|coffin|knife|knives|gun|blade|razor|acid|`,
  S`blood\w*|bleed\w*|hurt\w*|stab\w*|burn\w*|pain|suffer\w*|find (?:you|u)|know where|coming for|watch\w*|`,
  S`follow\w*|stalk\w*|outside (?:your|ur)|alone|regret\w*|or else|while (?:you|u) (?:still )?can|won'?t (?:need|`,
  S`live|see it|walk)|you'?ll ever|last (?:ones?|days?|time)|after tonight|sharpen\w*|can'?t hide|hiding|nobody|`,
  S`no one|deserve\w*|worthless|pathetic|wrists?|veins?|yourself|urself|ur ?self|family|kids|nudes?|naked|leak\w*|`,
  S`expos\w*|everyone|everywhere|wait and see|mark my words|not (?:joking|kidding)|one day)\b|`,
  S`🔪|😈|💀|⚰|🩸|🔫`,
);

const anyView = (re: RegExp, views: readonly string[]): boolean => {
  for (const v of views) if (re.test(v)) return true;
  return false;
};

// ------------------------------------------------------------------------------------------------
// Days off: "count your days off / of leave" is holiday planning, "count your days" alone is a threat.
const COUNT_DAYS_EVIDENCE = /^count (?:your|ur) days$/;
/** "count your days" with no leave after it (the threat's form), anywhere in the message. */
const COUNT_DAYS_BARE = rx(
  S`\bcount (?:your|ur) days\b(?!\s+(?:off|of (?:annual |paid |holiday )?(?:leave|holidays?|vacation|pto)|`,
  S`(?:annual |holiday )?(?:leave|holidays?|vacation|pto)|left (?:off|of)))`,
);
/** A count-down of the reader's life beside the leave (ADR 245 review: "they're numbered", "your time is up"). */
const COUNT_DAYS_MENACE = rx(
  S`\b(?:(?:are|'re|re|r) numbered\b(?! (?:in|on|by|from)\b)|(?:left )?to live|`,
  S`(?:haven'?t|not|don'?t have) (?:got )?long|`,
  S`(?:your|ur) (?:time|days?) (?:is|are|'s|r) (?:nearly |almost |about |soon )?(?:up|over|done)\b(?! (?:at|in|on)\b))`,
);

// ------------------------------------------------------------------------------------------------
// Dough: "cut deeper" into food or a craft's material.
const CUT_DEEPER_EVIDENCE = /^cut deeper$/;
/** Food, baking or a craft's material or tool named in the message. */
const KITCHEN_OR_CRAFT = rx(
  S`\b(?:dough|bread|loaf|loaves|sourdough|baguette|bak(?:e|es|ed|ing)|oven|pastry|crust|onions?|garlic|meat|`,
  S`steak|roast|turkey|chicken|lamb|pork|fish|pumpkins?|melons?|potato\w*|tomato\w*|veg|vegetables?|cake|cheese|`,
  S`wood|timber|planks?|lino|linocut|carv\w*|whittl\w*|clay|fabric|leather|paper|cardboard|foam|stencil|score|`,
  S`scoring|recipe)\b`,
);
/** The reader's body or a self-harm urging beside "cut deeper": never a kitchen. */
const SELF_HARM_NEAR = rx(
  S`\b(?:skin|arms?|legs?|thighs?|stomach|scars?|miss (?:you|u)|till it|until it|don'?t stop|dont stop|`,
  S`this time|again)\b`,
);

// ------------------------------------------------------------------------------------------------
// Seen at a place: "i saw you at the farmers market!" is a chance meeting in public.
const SAW_AT_EVIDENCE = /^i saw (?:you|u) at\b/;
const PUBLIC_PLACE = S`(?:(?:farmers'?|flea|christmas|night|food) )?markets?|gigs?|concerts?|festivals?|park ?run|`;
const PUBLIC_PLACE_MORE =
  S`library|book ?shop|book ?store|cafe|café|coffee (?:shop|place)|pub|bar|party|wedding|match|game|cinema|` +
  S`theatre|theater|museum|gallery|beach|supermarket|station|airport|quiz|yoga|climbing wall|pool|race|parade|` +
  S`church|show|open mic|comedy|karaoke|brunch|restaurant|fair|expo|conference|club night|dog park|park`;
/** "i saw you at" then a public place (a word or two of its name may come first). */
const SAW_AT_PLACE = rx(
  S`\bi saw (?:you|u) at (?:the |that |this |a )?(?:[\w']+ ){0,2}?(?:${PUBLIC_PLACE}${PUBLIC_PLACE_MORE})\b`,
);
/** "i saw you at" anywhere else (the reader's window, work, home): not a chance meeting. */
const SAW_AT_ELSEWHERE = rx(
  S`\bi saw (?:you|u) at\b(?! (?:the |that |this |a )?(?:[\w']+ ){0,2}?(?:${PUBLIC_PLACE}${PUBLIC_PLACE_MORE})\b)`,
);
/**
 * What makes a sighting surveillance: their home, again and again, with someone, a warning, or how the reader looked
 * and what they wore (a watcher's description, not a hello).
 */
const SIGHTING_MENACE = rx(
  S`\b(?:home|house|flat|apartment|window|bedroom|again|every|always|daily|with (?:him|her|them|your|ur|some|a|`,
  S`that)|careful|car|parked|leaving|left|where (?:you|u) (?:live|work|park)|waiting|next time|later|tonight|`,
  S`saw everything|pictures?|photos?|pics|filmed|recorded|looked|look|looking|suits?|wearing|wore|tired|lonely|`,
  S`sad|(?:your|ur) (?:coat|dress|outfit|top|jacket|hair|shirt|jeans|skirt|shoes|legs|body))\b`,
);

// ------------------------------------------------------------------------------------------------
// Hunted down at an event: "I'll hunt you down at the festival, which stage?" is finding a match in a crowd.
const HUNT_EVIDENCE =
  /^(?:i'?ll|ill|i will|i'?m (?:gonna|going to)|im (?:gonna|going to)|gonna|going to) hunt (?:you|u)$/;
/** "hunt you down at the gig / in hide and seek": a public event or a game. */
const HUNT_AT_EVENT = rx(
  S`\bhunt (?:you|u) down(?:\W+)? (?:at|in) (?:the |that |this |a )?(?:[\w']+ ){0,2}?`,
  // ADR 248: a crowd is an event's ("hunt you down in the crowd / at the front / in the queue")
  S`(?:${PUBLIC_PLACE}${PUBLIC_PLACE_MORE}|crowds?|queue|mosh ?pit|front row|audience|hide and seek|${GAME})\b`,
);
/** A score to settle or the reader cornered: then the hunt is menace, wherever it is. */
const HUNT_MENACE = rx(
  S`\b(?:finish\w*|you'?ll pay|pay for|block\w*|ignor\w*|ghost\w*|last time|can'?t hide|won'?t (?:get|leave|`,
  S`escape)|(?:your|ur) (?:work|office|house|home|flat|place|car))\b|`,
  // force on the reader's body (ADR 245 review): "drag you out by your hair", "choke you"; not "onto the dance floor"
  S`\b(?:drag (?:you|u) (?:out|off|away|outside|home|back|to (?:my|the|a) (?:car|van)|into (?:my|the|a) (?:car|van))|`,
  S`by (?:your|ur|the) (?:hair|throat|neck|collar)|chok(?:e|ing) (?:you|u)|strangl\w*)\b|`,
  // harm to the reader's body in the same message (ADR 254): "in the queue and break your jaw"
  S`\b(?:break|smash|snap|bust|crack|cut|slit)\w* (?:your|ur) \w+|\b(?:hurt|beat|punch|stab|kill|slap|batter|`,
  S`shoot|knock)\w* (?:you|u)\b`,
);

// ------------------------------------------------------------------------------------------------
// Seen with a pet: "I saw you with that puppy" (in a profile's photos, or met while already talking).
const SAW_WITH_EVIDENCE = /^i saw (?:you|u) with$/;
const PET =
  S`(?:dog|puppy|pup|cat|kitten|retriever|labrador|lab|spaniel|corgi|pug|husky|terrier|collie|dachshund|` +
  S`sausage dog|greyhound|whippet|poodle|rabbit|bunny|horse|pony|parrot|tortoise|hamster)s?`;
const SAW_WITH_PET = rx(S`\bi saw (?:you|u) with (?:that|the|your|ur|a|an|this) (?:[\w']+ )?${PET}\b`);
/** "i saw you with" anyone or anything else (him, her, your sister): not about a pet. */
const SAW_WITH_ELSEWHERE = rx(S`\bi saw (?:you|u) with\b(?! (?:that|the|your|ur|a|an|this) (?:[\w']+ )?${PET}\b)`);
/** Seen in the reader's photos: a stranger may say it too. */
const IN_PHOTOS = /\b(?:profile|pics?|photos?|pictures?|selfie|bio)\b/;
/** What makes the pet a pretext: the reader's home or routine, night hours, the pet threatened, a grievance. */
const PET_SIGHTING_MENACE = rx(
  S`\b(?:home|house|flat|window|outside|every|always|again|daily|route|alone|night|\d+ ?am|shame|something `,
  S`happen\w*|lie|lying|ignor\w*|block\w*|ghost\w*)\b`,
);

// ------------------------------------------------------------------------------------------------
// More pictures: "if you ignore me I'll send more cat pictures" promises more of the speaker's harmless posts.
const MORE_PICTURES_EVIDENCE = /^extortion: send(?:ing)? more\b/;
const PET_OR_MEME = S`(?:cat|dog|pet|puppy|puppies|kitten|bunny|rabbit|hamster|parrot|goat|duck|otter|meme|pun|gif|`;
const PET_OR_MEME_MORE = S`joke|dad joke|sticker|emoji|song|sunset|plant|food|baby animal)s?`;
/** "send (you) more cat pictures / memes / pictures of my dog". */
const MORE_HARMLESS_MEDIA = rx(
  S`\bsend(?:ing)? (?:you |u )?(?:(?:even|loads|lots|so many|a few|heaps|\d+) )?more (?:(?:of )?(?:my|the) )?`,
  S`(?:${PET_OR_MEME}${PET_OR_MEME_MORE}\b|(?:pics|pictures|photos|videos|vids) of (?:my|the) `,
  S`${PET_OR_MEME}${PET_OR_MEME_MORE}\b)`,
);
/** Whose media, to whom: the reader's pictures, an audience, money, or other pictures than the harmless ones. */
const MEDIA_MENACE = rx(
  S`\b(?:nsfw|explicit|intimate|(?:pics|pictures|photos|videos|vids) of (?:you|u)|of (?:your|ur)|(?:your|ur) `,
  S`(?:pics|pictures|photos|videos|vids)|to (?:your|ur|every|all|the|his|her|them)|boss|work|mum|mom|dad|friends|`,
  S`post\w*|online|share\w*|unless|pay|money|not (?:cat|dog|just)|other ones|the rest)\b|[$£€]`,
);

// ------------------------------------------------------------------------------------------------
// Address for post: "I know your address from the invite, I'll post you the photos".
const WHEREABOUTS_EVIDENCE = /^where the reader or their family is\b/;
/** Where the speaker learnt the address when it is no surveillance: an invitation or a card the reader sent. */
const ADDRESS_SOURCE = /\b(?:invit\w*|wedding|christmas card|birthday card|the card|your card|save the date)\b/;
/** Something mailed to the reader: "I'll post you the photos", "send the prints by post". */
const MAIL_TO_READER = rx(
  S`\b(?:post|mail|send) (?:you |u )?(?:the|a|an|some|those)\b[^.!?]{0,30}?\b(?:photos|pics|pictures|prints|`,
  S`cards?|invite|invitation|present|gift|parcel|album|thank ?you card)\b|\b(?:by|in the) post\b`,
);
/** A future act of the speaker's other than mailing: a visit, a leak, anything else is not the post. */
const OTHER_FUTURE_ACT = rx(
  S`\b(?:i'?ll|i will|ill|gonna|going to)\b(?! (?:post|mail|send) (?:you |u )?(?:the|a|an|some|those)\b)`,
);
/** Menace beside a known address: a visit, the door, the reader's refusal, an audience. */
const ADDRESS_MENACE = rx(
  S`\b(?:come|coming|pop|drop) (?:round|over|by)|\b(?:visit\w*|outside|window|door|brick|ignor\w*|block\w*|`,
  S`ghost\w*|unless|if (?:you|u)|or i|something|won'?t like|careful|sleep|tonight|mum|mom|dad|boss|work|`,
  S`everyone|online|see (?:you|u) (?:soon|around))\b`,
);

// ------------------------------------------------------------------------------------------------
// Paid back: "i'll get you back with a pint" repays a round.
const GET_BACK_EVIDENCE = /^(?:i'?ll|ill|i will) get (?:you|u|ya) back\b/;
/** What is repaid, or thanks for it: a drink, a meal, a fare, money. */
const REPAID = rx(
  S`\b(?:pint|drinks?|round|coffee|dinner|lunch|brunch|breakfast|tea|beer|wine|taxi|cab|uber|lift|ride|tickets?|`,
  S`money|cash|quid|fiver|tenner|snacks?|bill|meal|thanks|thank (?:you|u)|cheers|ta|covering|paying|treat\w*)\b|`,
  S`[$£€]\s?\d`,
);
/** A grievance or menace the repayment is for: "for this", "for what you did", dumping, humiliation. */
const GRIEVANCE = rx(
  S`\bfor (?:this|that|it|what|dumping|ghosting|cheating|lying|leaving|nothing)\b|\b(?:embarrass\w*|humiliat\w*|`,
  S`dump\w*|ghost\w*|cheat\w*|lied|lying|laugh\w* at me|did to me|made me|revenge|payback|pay for|interest|`,
  S`coming|won'?t see|see it coming|sorry)\b`,
);

/** Whether a finding is the everyday sense of its alarming phrase, read on the message's views. */
function everydaySense(s: ContextSignal, views: readonly string[], mutual: boolean): boolean {
  const ev = s.evidence;
  if (s.kind === 'threat') {
    if (mutual && HUNT_EVIDENCE.test(ev))
      return anyView(HUNT_AT_EVENT, views) && !anyView(HUNT_MENACE, views) && !anyView(MENACE, views);
    if (COUNT_DAYS_EVIDENCE.test(ev))
      return !anyView(COUNT_DAYS_BARE, views) && !anyView(COUNT_DAYS_MENACE, views) && !anyView(MENACE, views);
    if (GET_BACK_EVIDENCE.test(ev))
      return anyView(REPAID, views) && !anyView(GRIEVANCE, views) && !anyView(MENACE, views);
    if (mutual && WHEREABOUTS_EVIDENCE.test(ev))
      return (
        anyView(ADDRESS_SOURCE, views) &&
        anyView(MAIL_TO_READER, views) &&
        !anyView(OTHER_FUTURE_ACT, views) &&
        !anyView(ADDRESS_MENACE, views) &&
        !anyView(MENACE, views)
      );
    return false;
  }
  if (s.kind === 'self_harm_incitement' && CUT_DEEPER_EVIDENCE.test(ev))
    return anyView(KITCHEN_OR_CRAFT, views) && !anyView(SELF_HARM_NEAR, views) && !anyView(MENACE, views);
  // a chance meeting only between members already talking (a stranger's sighting stays held)
  if (s.kind === 'stalking' && mutual && SAW_AT_EVIDENCE.test(ev))
    return (
      anyView(SAW_AT_PLACE, views) &&
      !anyView(SAW_AT_ELSEWHERE, views) &&
      !anyView(SIGHTING_MENACE, views) &&
      !anyView(MENACE, views)
    );
  if (s.kind === 'stalking' && SAW_WITH_EVIDENCE.test(ev))
    return (
      (mutual || anyView(IN_PHOTOS, views)) &&
      anyView(SAW_WITH_PET, views) &&
      !anyView(SAW_WITH_ELSEWHERE, views) &&
      !anyView(PET_SIGHTING_MENACE, views) &&
      !anyView(MENACE, views)
    );
  if (s.kind === 'extortion' && MORE_PICTURES_EVIDENCE.test(ev))
    return anyView(MORE_HARMLESS_MEDIA, views) && !anyView(MEDIA_MENACE, views) && !anyView(MENACE, views);
  return false;
}

/**
 * Sets aside, in place, the findings that are an alarming phrase's everyday sense (context.ts calls it once its
 * readers have run). `mutual`: the reader has replied (an address known from an invitation is read only then).
 */
export function setAsideEverydaySenses(signals: ContextSignal[], views: readonly string[], mutual: boolean): void {
  for (let i = signals.length - 1; i >= 0; i--) if (everydaySense(signals[i], views, mutual)) signals.splice(i, 1);
}
