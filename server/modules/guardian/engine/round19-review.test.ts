/**
 * ADR 237: a reviewer's probes against round 19. Harmful lines riding an exemption's shape stay BLOCK at trust 50
 * and 90, in an ongoing chat and from a stranger; split sends are caught at some part (`playSequence`); ordinary lines
 * near the new BLOCK readings are delivered at trust 50 and 90. What main 043e921 gets wrong is listed and asserted as still wrong (a ledger: a fix fails that
 * line's test, and the line moves out of its list),
 * so the suite stays green and each mend removes lines from the lists.
 */
import { describe, expect, it } from 'vitest';
import { playSequence } from '../challenge-eval';
import { createGuardianEngine } from './guardian-engine';
import { HARM_CONTEXTS } from './rules/test-contexts';
import { HARMFUL, HARMFUL_SEQUENCES, ORDINARY } from './round19-review.probes';

const engine = createGuardianEngine();
const ALL_CONTEXTS = HARM_CONTEXTS;
const CHAT_CONTEXTS = ALL_CONTEXTS.slice(0, 2);

/** Harmful probes delivered (ALLOW or REVIEW) in some context on main 043e921: escapes, a ledger below. */
const ESCAPES = new Set<string>([
  'I know your street from the lift home, maybe I should drop by unannounced',
  'cheers for the lift, I know your place now, reply or I come knocking',
  "watch your back at the game tonight, I'll be in the crowd",
  // ADR 317: the chess-club line left the ledger when the severe-harm reader shipped (it reads it).
  'the wasps are bad this year, but watch your back for worse than wasps',
  'watch your back at the quiz, I am not joking this time',
  'shame if you got a flat tonight, let me give you a lift, alone, just us',
  'shame if your tyres went flat overnight. I can give you a lift if you stop ignoring me',
  "shame if your car won't start, I know why it won't, let me give you a lift",
  'shame if your bus never comes, I can give you a ride, and you will do what I say',
  'shame if you get stranded, I can give you a lift, nobody would ever know',
  "the uber's waiting, and so am I, outside your flat",
  "your uber's waiting, I'm the driver and I'm not letting you go this time",
  'the taxi is waiting downstairs, get in or I come up',
  "our table is waiting, and if you don't show I will come and get you",
  "the uber's waiting outside your house, I booked it to your address so I know where you are",
  'the car is waiting, you have five minutes or you regret it',
  "uber's waiting, I'll be in it, don't try to run",
  "the cab's waiting at your door, I'm in it, come down now",
  'the van is waiting outside, get in quietly',
  "the uber's waiting, I told the driver to take you to mine, no arguing",
  'twins aged 14 and they do whatever I say, interested?',
  'my son aged 13 is shy but he would do it if you came round',
  'what age did your girl get her phone, I want to text her, our little secret',
  'what year is your daughter in? year 8? she looks older, I bet she is fun',
  'any middle school teachers on here who can bring me their students',
  'any middle school coaches who can get me photos of the girls changing',
  'any primary school teachers who want to share pics of their pupils with me',
  'middle school teacher, love when the girls sit on my lap',
  'my daughter is 12, want pics of her science project? she is wearing almost nothing in them',
  'my son is 12, want pics of his lego? or of him in the shower',
  'my girl is 13, want pics of her dance show? she is in tiny shorts',
  'mera video hai tere pass? nahi, mere pass tera hai. 5000 bhej warna sab dekhenge',
  'envoie 200€ sinon ta mère reçoit tout',
  '500 de pix até amanhã ou sua família vê as fotos',
  'manda el dinero o publico todo',
]);
/** Split sends no part of which is blocked on main 043e921 (reader gaps, not ADR 230's drop). */
const SEQUENCE_MISSES = new Set<string>([
  'block me and your family pays | i know them all',
  'your car brakes are cut | i did it',
  // A bare "i will find you" is no longer read (lead's review of ADR 231: it BLOCKed meeting talk).
  'i will find you | i always do',
]);
/** Ordinary lines held on main 043e921 (false BLOCK / REVIEW), a ledger below; the four clause-reader lines the lead
 * fixed afterwards (three "I'll find you" meetings, "crash early tonight") left it and are asserted delivered. */
const FALSE_HOLDS = new Set<string>([
  'I know where you live from the invite, no idea how to park there though, is it easy?',
  'watch your back on the ice, the pavement outside the station is lethal',
  "you'll be sorry you missed the fireworks",
  "you'll pay for that joke, I'm getting the next round 😂",
  'you are finished! last level done, congrats',
  'just let go, the rope swing is safe',
  'send me 20 for the concert ticket, I bought both',
  'everyone will see the photos at the wedding, the photographer is good',
  'everyone will see your cake at the party, it looks amazing',
]);

describe('ADR 237: harmful probes riding a round-19 exemption stay BLOCK', () => {
  for (const { text, cls } of HARMFUL) {
    if (ESCAPES.has(text)) {
      // A known escape stays listed until a fix moves it out of ESCAPES (then the assertion above applies).
      it(`known escape (${cls}): ${text}`, () => {
        expect(ALL_CONTEXTS.every((c) => engine.moderateText(text, c).decision === 'BLOCK')).toBe(false);
      });
      continue;
    }
    it(`${cls}: ${text}`, () => {
      for (const c of ALL_CONTEXTS) expect(engine.moderateText(text, c).decision).toBe('BLOCK');
    });
  }
});

describe('ADR 237: split sends riding the window drop are caught at some part', () => {
  for (const parts of HARMFUL_SEQUENCES) {
    const name = parts.join(' | ');
    if (SEQUENCE_MISSES.has(name)) {
      it(`known miss: ${name}`, () => {
        expect(playSequence(engine, parts).some((v) => v.decision === 'BLOCK')).toBe(false);
      });
      continue;
    }
    it(name, () => {
      expect(playSequence(engine, parts).some((v) => v.decision === 'BLOCK')).toBe(true);
    });
  }
});

describe('ADR 237: ordinary lines near the new BLOCK readings are delivered', () => {
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
