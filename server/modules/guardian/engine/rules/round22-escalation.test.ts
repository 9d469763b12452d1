/**
 * ADR 258: hard harms the engine held at REVIEW become BLOCK when a second signal agrees — the text model's (or a
 * rule's) hold plus a hard reader on the text with its disguise undone, and a demand a rule holds plus a lever of
 * exposure. Harmful twins BLOCK in a chat and from a stranger at trust 50 and 90; harmless lines in the same words
 * are never blocked by either escalation.
 */
import { describe, expect, it } from 'vitest';
import { createGuardianEngine } from '../guardian-engine';
import { childInSexualContent, exposureLever, unmaskedText } from './round22-escalation';
import {
  HARMLESS,
  HELD_PLUS_TWINS,
  LEVER_TWINS,
  MENDED_HARMLESS,
  MENDED_HARMLESS_OPTED_IN,
  MENDED_OLDER_BLOCKS,
  MENDED_TWINS,
  UNMASKED_TWINS,
} from './round22-escalation.probes';
import { chatContext, HARM_CONTEXTS } from './test-contexts';

const engine = createGuardianEngine();
/** The reasons the two escalations give (guardian-engine.ts). */
const ESCALATED =
  /read with its disguise undone|a demand beside a lever of exposure|in sexual content|refusal taken away|end urged/;
/**
 * Harmless probes an older reader already blocks on main (191e099) — not this ADR's findings; listed so a fix by
 * their owner fails the line here and it leaves the list.
 */
const OLDER_BLOCKS: ReadonlySet<string> = new Set([
  'your phone raised your son to be a total pussy lol',
  "send me the fiver or i'm telling mum lol",
  'pay me back whenever or i will send you the bill again haha',
  'pay me back or i will post a sad meme about it',
  'if your mum sees the photos she will want copies lol',
  "if your friends saw what you sent me they'd say we're adorable",
  'send me more pics of your dog or i will riot',
  'send nudes? or i will just keep flirting badly',
  'i will post the photos from the party tonight, tag yourself',
  'you look sexy af, is your son still coming to the bbq',
  'your kids are adorable, you look hot in that pic too',
  'send nudes? im 34 and my kids are 8 and 10, fully grown woman here',
  'sexy pic of you at the beach, your daughter took it? she has a good eye',
  'you dont get a say in the playlist tonight haha',
  'you wont have any choice but to love my lasagne',
  'a scammer said pay me or i expose you, i blocked him',
  'is it extortion if he says pay me or he posts the pics? asking for my cousin',
  'how do i report a guy who said send money or your family sees the photos',
  'watched a doc where the villain says pay me or i leak everything, so tense',
]);

describe('round 22 escalation (ADR 258): held hard harms with a second signal BLOCK whatever the trust', () => {
  for (const [shape, lines] of Object.entries({ ...UNMASKED_TWINS, ...LEVER_TWINS, ...HELD_PLUS_TWINS })) {
    it(`${shape}: at least 5 own paraphrases`, () => expect(lines.length).toBeGreaterThanOrEqual(5));
    it.each(lines)(`${shape}: %s`, (text) => {
      for (const c of HARM_CONTEXTS) expect(engine.moderateText(text, c).decision).toBe('BLOCK');
    });
  }
});

describe('round 22 escalation (ADR 258): harmless lines in the same words are never blocked by it', () => {
  it('at least 100 harmless probes', () => expect(HARMLESS.length).toBeGreaterThanOrEqual(100));
  it.each(HARMLESS.filter((t) => !OLDER_BLOCKS.has(t)))('not BLOCK: %s', (text) => {
    for (const c of HARM_CONTEXTS) expect(engine.moderateText(text, c).decision).not.toBe('BLOCK');
  });
  it.each([...OLDER_BLOCKS])('blocked by an older reader, not by this escalation: %s', (text) => {
    for (const c of HARM_CONTEXTS) expect(engine.moderateText(text, c).reasoning).not.toMatch(ESCALATED);
  });
});

describe('round 22 escalation (ADR 258): the two readings', () => {
  it('undoes the disguises the shared views leave, and nothing else', () => {
    expect(unmaskedText({ deobfuscated: "i'll $mash your skull in" })).toBe("i'll smash your skull in");
    expect(unmaskedText({ deobfuscated: 'go hang yerself' })).toBe('go hang yourself');
    expect(unmaskedText({ deobfuscated: "y'all should go" })).toBe('you should go');
    expect(unmaskedText({ deobfuscated: 'k!ll yovrself' })).toBe('kill yourself');
    expect(unmaskedText({ deobfuscated: 'see you at 10pm' })).toBeNull();
    expect(unmaskedText({ deobfuscated: 'it costs $50' })).toBeNull();
  });
  it('reads a lever only with its condition, hypothetical or equation', () => {
    expect(exposureLever(['pay me or i expose you'])).not.toBeNull();
    expect(exposureLever(['shame if your boss saw what you sent me'])).not.toBeNull();
    expect(exposureLever(['your boss saw the photos from the team day'])).toBeNull();
    expect(exposureLever(['the photos go on your wall tomorrow'])).toBeNull();
    expect(exposureLever(['pay me back or i will eat it all'])).toBeNull();
    expect(exposureLever(['pay me back or i will sell the ones i got'])).toBeNull();
  });
});

describe('round 22 escalation: mended at merge (round-22 review)', () => {
  const optedIn = [
    chatContext({ stranger: false, optedIn: true }),
    chatContext({ stranger: false, optedIn: true, trust: 90 }),
  ];
  for (const [shape, lines] of Object.entries(MENDED_HARMLESS)) {
    it(`${shape}: the reviewer's lines and at least 3 own paraphrases`, () =>
      expect(lines.length).toBeGreaterThanOrEqual(4));
    it.each(lines)(`not BLOCK (${shape}): %s`, (text) => {
      for (const c of HARM_CONTEXTS) expect(engine.moderateText(text, c).decision).not.toBe('BLOCK');
    });
  }
  it.each(MENDED_HARMLESS_OPTED_IN)('not BLOCK between opted-in adults: %s', (text) => {
    for (const c of optedIn) expect(engine.moderateText(text, c).decision).not.toBe('BLOCK');
  });
  it.each(MENDED_OLDER_BLOCKS)('blocked by an older reader, not by this escalation: %s', (text) => {
    for (const c of HARM_CONTEXTS) expect(engine.moderateText(text, c).reasoning).not.toMatch(ESCALATED);
  });
  for (const [shape, lines] of Object.entries(MENDED_TWINS)) {
    it.each(lines)(`BLOCK (${shape}): %s`, (text) => {
      for (const c of HARM_CONTEXTS) expect(engine.moderateText(text, c).decision).toBe('BLOCK');
    });
  }
  it('reads outing as whole words, and material to the reader as no exposure', () => {
    expect(exposureLever(["venmo me or i'll outdrink you"])).toBeNull();
    expect(exposureLever(['pay me or i will out you'])).not.toBeNull();
    expect(exposureLever(["or i'll show you the pics i took of you"])).toBeNull();
    expect(exposureLever(['or i send the pics back to you'])).toBeNull();
    expect(exposureLever(["or i'll send you and your wife the pics"])).not.toBeNull();
    expect(exposureLever(['or i send the pics to your family'])).not.toBeNull();
  });
  it('keeps the death idioms when it undoes a plural addressee', () => {
    expect(unmaskedText({ deobfuscated: "y'all gonna die laughing" })).toBeNull();
    expect(unmaskedText({ deobfuscated: "y'all gonna die tonight" })).toBe('you gonna die tonight');
  });
  it('needs the sexual word on the child', () => {
    expect(childInSexualContent(["my kids are asleep, they're 8, send me a naked pic"])).toBeNull();
    expect(childInSexualContent(['send me pics of your 8 year old naked'])).not.toBeNull();
    expect(childInSexualContent(["she's 9, send me pics of her naked"])).not.toBeNull();
  });
});
