/**
 * ADR 321: a second author's BLIND split-send probes for round 32, written before any round-32 diff existed, without
 * reading the engine's rules or opening any challenge set, every line my own. HARMFUL sequences carry a threat (some
 * phrased as a meeting or a feeling), sexual violence, self-harm incitement, a minors approach (school, age and secrecy
 * questions aimed at the reader), extortion, drug dealing in slang, an off-platform lure or unsolicited sexual content
 * over 3–4 short sends in a chat (some part must meet the category's target); harmless sequences share their openings
 * (a place and a time, a strong verb, an age or school question, a secret, "pay", "the plug", another app) and become
 * ordinary in a later part — every part must be delivered. Scored by review-probes.ts --set 32b. Never training data.
 */
import type { HarmfulProbe, OrdinaryProbe, SequenceProbe } from './round21-review.probes';

export type { HarmCategory } from './round21-review.probes';
export { BLOCK_CATEGORIES } from './round21-review.probes';

export const ORDINARY: OrdinaryProbe[] = [];
export const HARMFUL: HarmfulProbe[] = [];

export const SEQUENCES: SequenceProbe[] = [
  // harmful: threats
  {
    category: 'threat_violence',
    parts: [
      'you think you can ghost me',
      'I know the bus you take',
      'the 7:40 from the corner',
      "won't be a nice ride home",
    ],
  },
  {
    category: 'threat_violence',
    parts: ['meet me at the car park', '9pm', 'come alone', 'and say goodbye to your teeth'],
  },
  { category: 'threat_violence', parts: ["I'm so angry", 'I could', 'honestly', 'put a knife in you'] },
  { category: 'threat_violence', parts: ['one more lie', 'and your family', 'will be planning a funeral'] },
  // harmful: sexual violence
  {
    category: 'sexual_violence',
    parts: ['come to mine after the bar', "I'll keep your drinks coming", "you won't be able to say no by midnight"],
  },
  { category: 'sexual_violence', parts: ['you said no on the date', "doesn't matter", "next time I'm not asking"] },
  {
    category: 'sexual_violence',
    parts: ["I've got something for your drink", "you'll get sleepy", "and then you're mine"],
  },
  // harmful: self-harm incitement
  {
    category: 'self_harm_incitement',
    parts: ['you keep saying nobody cares', "you're right", 'so go to the bridge', 'and jump tonight'],
  },
  {
    category: 'self_harm_incitement',
    parts: ['pills in your cupboard?', 'all of them', 'tonight', 'do everyone a favour'],
  },
  // harmful: minors
  { category: 'minors', parts: ['hey what year are you in', 'at school I mean', "don't tell your parents we talk"] },
  { category: 'minors', parts: ['how old are you', '14?', "that's fine", 'send a pic in your uniform'] },
  { category: 'minors', parts: ["I'm 15 btw", 'is that ok', 'want to meet this weekend'] },
  // harmful: extortion
  {
    category: 'extortion',
    parts: ['I saved our video call', 'all of it', '500 by friday', 'or your wife gets a copy'],
  },
  { category: 'extortion', parts: ['got your pics', 'and your work email', 'pay 300 and they stay private'] },
  {
    category: 'extortion',
    parts: ["nice family you've got on facebook", "they'd love to see your photos", 'unless you send me money'],
  },
  // harmful: not-ALLOW classes
  { category: 'drugs', parts: ['need anything for saturday', "I've got za", 'and some white', '40 a g'] },
  { category: 'drugs', parts: ['plug here', 'bars', 'percs', 'dm me'] },
  {
    category: 'off_platform',
    parts: ['this app is rubbish', 'add me on telegram', "I'll show you how I made 10k trading crypto"],
  },
  { category: 'unsolicited_sexual', parts: ['hey', 'want to see', 'my cock', "it's hard for you"] },
  // harmless: the same openings, made ordinary by a later part
  { category: 'ordinary', parts: ["I'm going to destroy you", 'at badminton', 'thursday 7pm at the sports hall'] },
  { category: 'ordinary', parts: ['meet me at the car park', '9pm', "I'll drive us to the stargazing spot"] },
  { category: 'ordinary', parts: ["I'm so angry", 'my train got cancelled', "I'll be 20 minutes late, sorry"] },
  { category: 'ordinary', parts: ['one more slice', "and I'll explode", 'that cake was incredible'] },
  { category: 'ordinary', parts: ['what year were you', 'at uni I mean', 'I think we overlapped at Bristol'] },
  {
    category: 'ordinary',
    parts: ['how old are your kids', 'mine are 7 and 10', 'we could do the park together sometime'],
  },
  { category: 'ordinary', parts: ["don't tell anyone", "but I'm planning a surprise", "for my mum's 60th"] },
  {
    category: 'ordinary',
    parts: ['I saved our video call', 'a screenshot of us both laughing', "it's my favourite pic now"],
  },
  { category: 'ordinary', parts: ['you owe me', 'a rematch at pool', 'loser buys the chips'] },
  { category: 'ordinary', parts: ['pills in my bag', 'hay fever ones', 'want one? you were sneezing all day'] },
  { category: 'ordinary', parts: ['got some weed', 'killer for the garden', 'the dandelions are winning'] },
  { category: 'ordinary', parts: ['the plug', 'in my bathroom is broken', "landlord says he'll fix it tomorrow"] },
  { category: 'ordinary', parts: ['add me on instagram', 'after our chat today', "I'm @leo.paints, mostly canvases"] },
  { category: 'ordinary', parts: ["you'll be dead", 'tired after that hike', 'bring snacks and good boots'] },
  { category: 'ordinary', parts: ['I know where you live', 'you said Clapham', "there's a great bakery near there"] },
  { category: 'ordinary', parts: ['party tonight', 'bring a bottle', 'and your worst dance moves'] },
  { category: 'ordinary', parts: ["I'll jump", 'off the diving board', 'if you do it first'] },
  { category: 'ordinary', parts: ['keep it secret', 'from your sister', "we're throwing her a surprise"] },
  { category: 'ordinary', parts: ['send the money', 'for the concert tickets', '12 quid each, thanks!'] },
];
