/**
 * ADR 264: round 23's violence probes (engine/round23-violence.probes.ts). Harmful lines BLOCK in a chat and from a
 * stranger at trust 50 and 90; harmless twins are delivered in a chat at trust 50 and 90. Two ledgers list what is
 * still wrong (harmful lines missed, twins held — the held twins are older readers' holds on main too): a line that
 * becomes right fails its ledger entry, which then leaves the list.
 */
import { describe, expect, it } from 'vitest';
import { createGuardianEngine } from '../guardian-engine';
import { FRESH_1, FRESH_2, FRESH_3_BLIND, HARMFUL, HARMLESS, TWINS_2 } from '../round23-violence.probes';
import { HARM_CONTEXTS, chatContext } from './test-contexts';

const engine = createGuardianEngine();
const CHAT = [chatContext({ stranger: false }), chatContext({ stranger: false, trust: 90 })];
const blocks = (t: string) => HARM_CONTEXTS.every((c) => engine.moderateText(t, c).decision === 'BLOCK');
const allows = (t: string) => CHAT.every((c) => engine.moderateText(t, c).decision === 'ALLOW');

const HARM_LINES: string[] = [
  ...Object.values(HARMFUL).flatMap((shapes) => Object.values(shapes).flat()),
  ...[FRESH_1, FRESH_2, FRESH_3_BLIND].flatMap((byCat) => Object.values(byCat).flat()),
];
const HARMLESS_LINES: string[] = [...Object.values(HARMLESS).flat(), ...TWINS_2];

/** Harmful probes still missed (ADR 264, Left out). */
const KNOWN_MISSES = new Set<string>([
  'saw which bus you take from the photo. see you at the stop tomorrow',
  'i have your work rota. you finish at ten, i will be in the car park',
  'hope you insured the van because it is going up in flames tonight',
  'take a long walk off a tall building',
  "you won't see the next one coming",
  'you and your whole family are done',
  'fill your pockets with stones and go for a swim',
  "tie the knot, and i don't mean marriage",
  "get it over with already, we're all waiting",
  'je vais te tuer',
  'mi nuh business if yuh seh no, yuh a go gimme it',
  "i'll film it while you're out cold and you'll never know",
  "you want to say no? cute. doesn't change anything",
  'honestly the bathtub and a toaster would solve your problems',
  "i'm sharpening something special for when we meet",
  'tell your mum to get a black dress ready',
  "i'm parked outside, come out and see what you get",
  "your little girl walks home alone on tuesdays doesn't she",
  "when i get you home, clothes come off, i don't care if you cry",
  "you'll wake up in my bed and not know how you got there",
  "struggle and it'll hurt more",
  "you're going to give me what i want, willing or not",
  "i'll bend you over whether you agree or not",
  'swallow every pill in that cabinet',
  "there's a rope in my garage you can borrow",
]);
/** Harmless twins still held, all by older readers (the same on main before round 23). */
const KNOWN_HOLDS = new Set<string>([
  'leg day tomorrow, i hope you are ready to suffer',
  'go die in a game lol',
  'my sniper build is going to end your whole squad',
  "you're dead in the next round of cards",
  'i put a little something in your drink, it is cinnamon, trust me',
  'this chilli will kill you, in a good way',
  'i found your address on the invoice, parcel on its way',
  "in the film he says i'll find you and i will hurt you and it's chilling",
  'watched a documentary about spiking, everyone should see it',
  'my favourite scene is when she says go hang yourself and walks off',
  "once you pass out i'll take your shoes off so you sleep better",
  'take all your tablets with you on holiday, pharmacies are far',
  'you should rest, do not push yourself',
  "i'll burn your cd with my playlist",
  'i will smash your record at pub quiz',
  "i'll torch the crème brûlée with your blowtorch",
  'i hope you sleep like the dead tonight, you need it',
  'my ex used to say "if you leave i will hurt you", took me years to leave',
  'take the pills the vet gave you for the dog',
  'stand on the tracks? no, the trains run every two minutes there, never do that',
  'i cut deeper into the budget this year',
]);

describe('round 23 violence (ADR 264): harmful probes BLOCK whatever the trust', () => {
  it('at least 150 harmful and 150 harmless probes', () => {
    expect(HARM_LINES.length).toBeGreaterThanOrEqual(150);
    expect(HARMLESS_LINES.length).toBeGreaterThanOrEqual(150);
  });
  it.each(HARM_LINES.filter((t) => !KNOWN_MISSES.has(t)))('BLOCK: %s', (text) => expect(blocks(text)).toBe(true));
  it.each([...KNOWN_MISSES])('still missed: %s', (text) => expect(blocks(text)).toBe(false));
});

describe('round 23 violence (ADR 264): harmless twins are delivered', () => {
  it.each(HARMLESS_LINES.filter((t) => !KNOWN_HOLDS.has(t)))('ALLOW: %s', (text) => expect(allows(text)).toBe(true));
  it.each([...KNOWN_HOLDS])('still held by an older reader: %s', (text) => expect(allows(text)).toBe(false));
});
