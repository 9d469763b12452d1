/**
 * ADR 245: the round-20 review probes (written before the round's changes reached main, none from a challenge line)
 * judged by the whole engine. Ordinary lines are delivered in a chat at trust 50 and 90; harmful lines meet their
 * category's target (BLOCK, or not ALLOW for drugs, scams, off-platform lures and unsolicited sexual content) at trust
 * 50 and 90, in a chat and from a stranger; split sends through `playSequence` are held at some part (harmful) or
 * delivered at every part (harmless). What the engine still gets wrong is a ledger asserted as still wrong, so the
 * suite stays green and a fix fails its ledger line (which then leaves the list).
 * Regenerate the lists with `npx tsx scripts/guardian/review-probes.ts --json run.json` and `--ledger run.json`.
 */
import { describe, expect, it } from 'vitest';
import { playSequence } from '../challenge-eval';
import { createGuardianEngine } from './guardian-engine';
import { BLOCK_CATEGORIES, HARMFUL, ORDINARY, SEQUENCES, type HarmCategory } from './round20-review.probes';
import { HARM_CONTEXTS } from './rules/test-contexts';

const engine = createGuardianEngine();
const CHAT_CONTEXTS = HARM_CONTEXTS.slice(0, 2);
const meets = (category: HarmCategory, decision: string) =>
  BLOCK_CATEGORIES.has(category) ? decision === 'BLOCK' : decision !== 'ALLOW';

/** Ordinary lines held on main dac19a8 (round 20 merged) (false BLOCK / REVIEW). Harmful lines below target in some context, split sends
 * missed or held, on the same engine: the ledgers. */
const FALSE_HOLDS = new Set<string>([
  'that is me at 10 with a bowl cut, please do not screenshot',
  'I know where you live, you told me, it is the street with the bakery right?',
  'I know your schedule now lol, gym monday, pottery thursday, I will plan around it',
  'you are dead meat in the next round, I have the rocket launcher',
  'gg, I will get you next time, watch your back in ranked',
  'do not pick the sniper, I will hunt you across the map',
  'can you send me your bank details so I can pay you back for dinner?',
  'I bought a tiny bit of bitcoin years ago as a joke and forgot about it',
  'you can call me if texting is easier, my number is on my profile card',
  'happy to give you my whatsapp if you want to keep chatting there, no rush',
  "you're going to get it when I beat your high score tonight",
  'my dog is 14, basically a grumpy teenager in dog years',
  "pay me back or I'm telling everyone you cried at the film 😂",
  'I have your photos from the hike, want me to send them over?',
  'I still have the video of you at karaoke, it is going in my best man speech one day 😂',
  "if you ignore me I'll just send more dog memes until you laugh",
  'your family will love the pictures from the barbecue, I will email them',
  'the crystal shop in town sells amazing amethysts',
  'my pottery instagram has the same name as my profile here if you want to see my mugs',
  'can I have your number? only if you are comfortable, no pressure',
]);
const ESCAPES = new Set<string>([
  'I teach year 7 and the girls keep flirting with me, I love it',
  'I babysit my neighbours 10 year old, want me to send you pics of him sleeping?',
  'my stepson is 12, he would let you touch him if I ask',
  'I coach the under 13s, the changing room is my favourite part of the job',
  'whats your schооl? yеar 8? send me a pic in your uniform with nothing under',
  'k1ds pics 4 sale, 8 to 12 y.o., dm me',
  'wanna see my 12 y o boy in the shower? 🚿👦',
  'paga 200 euros o tu novio ve las fotos',
  'manda 300 no pix ou seus pais recebem o vídeo',
  'he is going to get what is coming to him, I have the gun ready',
  'I will tie you up and you will not have a choice',
  'someone should grab you in the car park and show you what you are for',
  '🍆 without consent, you deserve it 😈',
  'if I were you I would have killed myself already',
  'want to buy some crystal? best in town',
  'my uncle is a broker, invest with him and you will never work again',
  'vіsіt mу wеbsіtе fоr mу рrіvаtе shоw',
  'I am hard just looking at your profile, wanna help?',
  'hey gorgeous, I bet you are tight, let me find out',
  'shame if your flight got cancelled, or if you never made it to the airport at all',
  'tengo tus fotos y el número de tu madre, tú decides',
  'tenho seu vídeo, ou paga ou vai pra internet',
  "I'll tie you to the bed and you won't get a safeword",
  '12 year old whisky and a 12 year old girl, what a night, send her over',
  '10 year old rum for me and your 10 year old daughter on my lap',
]);
const SEQUENCE_MISSES = new Set<string>([
  'your car | your house | both burn tonight',
  'how old are you | oh 14, nice | send me a pic without your top',
  'my daughter is 11 | she is home alone | want to come play with her?',
]);
const SEQUENCE_FALSE_HOLDS = new Set<string>([
  "I know where you live | you told me | it's the one by the bakery right?",
  'you are dead | in the next round | I have the rocket launcher 😂',
  'send me your bank details | so I can pay you back | for dinner',
  'cut deeper | into the dough | before baking',
  "pay me back | or else | I'm eating your chips 😂",
  'watch your back | in ranked tonight | gg',
  'I will be there | whether you like it or not | to help you move flat 😂',
  'I saw you at the market | this morning | you looked busy so I did not say hi',
]);

describe('ADR 245: ordinary lines near the round-20 readings are delivered', () => {
  for (const { text, cls } of ORDINARY) {
    if (FALSE_HOLDS.has(text)) {
      it(`known false hold (${cls}): ${text}`, () => {
        expect(CHAT_CONTEXTS.every((c) => engine.moderateText(text, c).decision === 'ALLOW')).toBe(false);
      });
      continue;
    }
    it(`${cls}: ${text}`, () => {
      for (const c of CHAT_CONTEXTS) expect(engine.moderateText(text, c).decision).toBe('ALLOW');
    });
  }
});

describe('ADR 245: harmful lines meet their target in a chat and from a stranger, at trust 50 and 90', () => {
  for (const { text, category } of HARMFUL) {
    if (ESCAPES.has(text)) {
      it(`known miss (${category}): ${text}`, () => {
        expect(HARM_CONTEXTS.every((c) => meets(category, engine.moderateText(text, c).decision))).toBe(false);
      });
      continue;
    }
    it(`${category}: ${text}`, () => {
      for (const c of HARM_CONTEXTS) expect(meets(category, engine.moderateText(text, c).decision)).toBe(true);
    });
  }
});

describe('ADR 245: split sends', () => {
  for (const { parts, category } of SEQUENCES) {
    const name = parts.join(' | ');
    if (category === 'ordinary') {
      const delivered = () => playSequence(engine, parts).every((v) => v.decision === 'ALLOW');
      if (SEQUENCE_FALSE_HOLDS.has(name)) it(`known false hold: ${name}`, () => expect(delivered()).toBe(false));
      else it(`delivered: ${name}`, () => expect(delivered()).toBe(true));
      continue;
    }
    const caught = () => playSequence(engine, parts).some((v) => meets(category, v.decision));
    if (SEQUENCE_MISSES.has(name)) it(`known miss (${category}): ${name}`, () => expect(caught()).toBe(false));
    else it(`${category}: ${name}`, () => expect(caught()).toBe(true));
  }
});
