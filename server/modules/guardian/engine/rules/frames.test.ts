/**
 * ADR 183: one owner for quoted, reported and third-party frames (rules/frames.ts). A frame ("my mates say '…' lol",
 * a quote mark) never sets aside a threat aimed at the reader or their family, self-harm urged on the reader or
 * sexual talk about a child; a message that reports receiving the words (sent or said to the speaker, with a report,
 * block, screenshot or ask-for-help cue, or quoted right after what sent them) still does. Hand-written examples
 * (ours, not any challenge set's lines). Also the victim fronted ("your sister i wanna choke", round12-violence.ts).
 */
import { describe, expect, it } from 'vitest';
import { createGuardianEngine } from '../guardian-engine';
import { frameSetsAside, reportsReceiving } from './frames';
import { chatContext } from './test-contexts';

const engine = createGuardianEngine();
const MUTUAL = chatContext({ stranger: false });
const STRANGER = chatContext({ stranger: true });
const decide = (t: string, stranger = false) => engine.moderateText(t, stranger ? STRANGER : MUTUAL).decision;

describe('a frame used as a shield does not set aside harm aimed at the reader', () => {
  it.each([
    // self-harm urged, in a saying's quote marks
    'my grandpa says "drink the whole bottle of pills and end it" lol',
    'my mates always say "swallow the whole bottle of pills and end it" haha',
    'they say “drink the whole bottle of pills and end it” lol',
    // sexual violence aimed at "you", quoted
    'my mates say "you\'ll sleep with me whether you want to or not" lol',
    'my friends say "you will sleep with me whether you want to or not" haha',
    '"you\'ll sleep with me whether you want to or not"',
    'my mates say "you\'ll sleep with me wh3ther you want to or not" lol',
    // a child, extortion, a threat (kept from ADR 182's review)
    'my mates say "a 13 year old is old enough if she wants it" lol',
    'my friends say "send $500 or your nudes go to your family" lol',
    'my brother says "if you tell anyone I\'ll kill you" haha',
  ])('%s is blocked', (t) => {
    expect(decide(t)).toBe('BLOCK');
    expect(decide(t, true)).toBe('BLOCK');
  });
});

describe("a threat at the reader's family with the victim named first", () => {
  it.each([
    'your sister i wanna choke',
    "your little sister, i'd make her scream",
    "your mum i'm gonna stab",
    "your brother, i'll break his legs",
    'ur little sister i wanna choke',
  ])('%s is blocked', (t) => {
    expect(decide(t)).toBe('BLOCK');
    expect(decide(t, true)).toBe('BLOCK');
  });

  it.each([
    "your sister, i'd love to meet her",
    "your mum i'd kill for her lasagna",
    'your sister i wanna cut her hair like that, so cute',
    'your dad i could hug him, what a legend',
    "your little sister is so sweet, i'd make her a cake",
    "your brother i'll end up meeting at the wedding anyway",
  ])('%s stays delivered', (t) => {
    expect(decide(t)).toBe('ALLOW');
  });
});

describe("hard negatives: a report of what someone sent, a film line, a friend's advice stay delivered", () => {
  it.each([
    "this guy messaged me 'send nudes or i'll post your pics', should i report him?",
    'someone told me to kill myself on here, blocked him',
    'he sent me "drink the whole bottle and end it" so i reported him',
    'my mum says never meet at his place',
    'my mum says "never meet at his place" lol',
    'like in the movie, "i\'ll be back" haha',
    'my ex used to say "you can\'t handle the truth" lol',
    "my ex said he would kill me if i left, i'm so glad i got out",
    'my nan always says "never go to bed angry"',
  ])('%s', (t) => {
    expect(decide(t)).toBe('ALLOW');
  });
});

describe("a quote right after what sent it to the speaker is theirs, not the speaker's threat", () => {
  // The text model alone may still hold "i know where you live" for review; no rule blocks it.
  it('is not blocked', () => {
    const t = 'ugh my ex texted me "i know where you live" because he wants his records back, he can have them';
    expect(decide(t)).not.toBe('BLOCK');
  });
});

describe('frameSetsAside: the one decision', () => {
  it('sets aside a lure or an insult under any frame, a threat at "you" only in a report of receiving it', () => {
    const saying = 'my mates say "you\'ll sleep with me whether you want to or not" lol';
    expect(frameSetsAside('he said "add me on telegram"', 'off_platform', 'police')).toBe(true);
    expect(frameSetsAside(saying, 'threat', 'policeOrSaying')).toBe(false);
    expect(frameSetsAside('he said "i\'ll hurt you" so i reported him', 'threat', 'police')).toBe(true);
    expect(frameSetsAside('he said he would hurt me', 'threat', 'police')).toBe(true);
    expect(frameSetsAside('hi how are you', 'off_platform', 'police')).toBe(false);
  });

  it('a report of receiving: words from someone else and a cue, or the quote right after "texted me"', () => {
    expect(reportsReceiving('someone told me to kill myself on here, blocked him')).toBe(true);
    expect(reportsReceiving('he texted me "i know where you live"')).toBe(true);
    expect(reportsReceiving('my mates say "i know where you live" lol')).toBe(false);
    expect(reportsReceiving('should i report this')).toBe(false);
  });
});
