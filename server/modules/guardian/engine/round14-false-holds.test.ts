/**
 * Round 14 false holds (ADR 195): a rule that misfired on ordinary chat stops firing because the harm's structure is
 * absent (who acts, on whom, urged or declined, the literal target), never because harmless words are present. Each
 * freed line has attacker twins: the real harm with the freed line's harmless words appended or prefixed, plain and
 * obfuscated, which must stay held or blocked.
 */
import { describe, expect, it } from 'vitest';
import { createGuardianEngine } from './guardian-engine';
import { chatContext } from './rules/test-contexts';

const engine = createGuardianEngine();
const talking = chatContext({ stranger: false });
const stranger = chatContext({ stranger: true });
const decide = (text: string, ctx = talking) => engine.moderateText(text, ctx).decision;

describe('round13-exploitation METHOD_ACT: a method act asked back and declined by the speaker', () => {
  it.each([
    "walk into the sea? it's freezing lol no thanks",
    'Walk into the sea?? its freezing, no thanks 😂',
    'walk into the sea in november? nah',
    "w4lk into the s3a? it's fr33zing lol no thanks",
    'walk into the seaaaa? its freezinggg, nope',
    'lol walk into the ocean? hell no',
  ])('%s is delivered', (text) => {
    expect(decide(text)).toBe('ALLOW');
    expect(decide(text, stranger)).toBe('ALLOW');
  });

  it.each([
    // the urging with the freed line's words appended or prefixed
    'go walk into the sea lol no thanks',
    "just walk into the sea. it's freezing lol no thanks",
    'walk into the sea lol no thanks',
    'walk into the sea? do everyone a favour',
    'walk into the sea? the world would be better, no thanks',
    "walk into the sea? you'd be doing us all a favour. no thanks",
    'walk into the sea? no thanks. actually do it',
    "walk into the sea? it's freezing lol no thanks. you should though",
    "you should walk into the sea? it's freezing lol no thanks",
    "why don't you walk into the sea? it's freezing lol no thanks",
    // obfuscated
    'g0 w4lk into the s3a lol no thanks',
    'w a l k into the sea, you, lol no thanks',
    'go wаlk іnto the sea lol no thanks',
  ])('%s is not delivered', (text) => {
    expect(decide(text)).not.toBe('ALLOW');
  });

  it('an urging split before the echo is read with it by the window', () => {
    const ctx = { ...talking, recentMessages: ['you know what you should do'] };
    expect(engine.moderateText("walk into the sea? it's freezing lol no thanks", ctx).decision).not.toBe('ALLOW');
  });
});

// ADR 195's witnessed-deed demotion was reverted in review: any noun after "witnesses to" was read as harmless, so
// "you're lucky there were witnesses to the stabbing" was delivered. "… to that dance move" stays a known false hold.
describe("round13-violence LUCKY: witnesses present are still the reader's protection from the speaker", () => {
  it.each([
    "you're lucky there were witnesses. nice dance move",
    "you're lucky there were witnesses to that, next time there won't be",
    "you're lucky there were witnesses to that dance move. next time there won't be any",
    "you're lucky there were witnesses to that dance move, i'd have ended you",
    "you're lucky there were witnesses at the bar",
    "you're lucky there were witnesses to your little stunt",
    "you're lucky there were witnesses to what i was about to do",
    "you're lucky there were witnesses to the whole thing",
    'next time you talk back to me. you’re lucky there were witnesses to that dance move',
    // the review's attack lines
    "you're lucky there were witnesses to the stabbing",
    "you're lucky there were witnesses to my knife",
    "you're lucky there were witnesses of the assault",
    "you're lucky there were witnesses to your walk home",
    // obfuscated
    'y0u’re lucky there were w1tnesses. n1ce dance move',
    'YOU’RE LUCKY THERE WERE WITNESSES, dance move or not',
  ])('%s is not delivered', (text) => {
    expect(decide(text)).not.toBe('ALLOW');
  });
});

// ADR 195's "happy ending" demotion was reverted in review: "happy ending 50", "happy ending, dm me", "happy ending,
// cashapp only" were delivered. "long story, happy ending" stays a known false hold.
describe('context.ts solicitation: "happy ending" is still read as paid sex', () => {
  it.each([
    'massage with a happy ending',
    'm4ssage with a happy ending',
    'want a happy ending?',
    'happy ending tonight 😏',
    'long story, happy ending, 80 for an hour',
    // the review's attack lines
    'happy ending 50',
    'happy ending, dm me',
    'happy ending, cashapp only',
    'i do relaxing bodywork, happy ending always',
  ])('%s is not delivered (stranger)', (text) => {
    expect(decide(text, stranger)).not.toBe('ALLOW');
  });
});

describe('the two pieces ADR 187 named safe, each read exactly', () => {
  it('a modal verb is no street name; a street still is', () => {
    expect(decide('ur music taste is elite ngl, 10/10 would road trip', stranger)).toBe('ALLOW');
    const street = engine.moderateText('I live at 10 Wood Road', stranger);
    expect(street.layers.context?.signals.some((s) => s.kind === 'street_address')).toBe(true);
    expect(decide("i know you're at 10 Wood Road, see you tonight", stranger)).not.toBe('ALLOW');
  });

  // ADR 195's dyke-march demotion was reverted in review: it read every use of the word as the event's name and never
  // whether violence was aimed at the people there ("the dyke march. kill them all" was delivered).
  it.each([
    'the dyke march was full of dykes, disgusting',
    'see you at the dyke march, dyke',
    'the dyke march lol burn them all',
    'the dyke march. kill them all',
    'the dyke march should be bombed',
  ])('%s is not delivered', (text) => {
    expect(decide(text)).not.toBe('ALLOW');
    expect(decide(text, stranger)).not.toBe('ALLOW');
  });
});

describe('keyword whitelist: Tagalog words holding the letters of a slur pattern', () => {
  it('the words are delivered, the slur beside them is not', () => {
    expect(decide("Nurse ako sa Manila before, now I'm in London, miss ko na ang mangga")).toBe('ALLOW');
    expect(decide('hanggang bukas, ingat ka')).toBe('ALLOW');
    expect(decide('miss ko na ang mangga, ur a ngga')).not.toBe('ALLOW');
    expect(decide('mangga n1gga')).not.toBe('ALLOW');
  });
});
