/**
 * Round 12 false holds (ADR 178): misfires read by concept (an achievement to beat, ending a chat together, pills for
 * an ailment, whereabouts the reader gave, a martial art's abbreviation, a thing smashed), contact details for a date
 * both arranged, and a dangling first part judged with the part that completes it. Hand-written examples; every
 * demotion has a harmful twin that stays held or blocked.
 */
import { describe, expect, it } from 'vitest';
import { createGuardianEngine } from './guardian-engine';
import { isDanglingPart } from './policy';
import { normalizeText } from './normalize';
import { chatContext } from './rules/test-contexts';
import type { ModerationContext } from './types';

const engine = createGuardianEngine();
const talking = chatContext({ stranger: false });
const stranger = chatContext({ stranger: true });
const decide = (text: string, ctx: ModerationContext = talking) => engine.moderateText(text, ctx).decision;
/** Parts in order, a blocked part not kept for the window (as the app stores them). */
function sequence(parts: string[], ctx: ModerationContext = talking): string[] {
  const delivered: string[] = [];
  return parts.map((p) => {
    const d = decide(p, { ...ctx, recentMessages: delivered.slice(-4) });
    if (d !== 'BLOCK') delivered.push(p);
    return d;
  });
}

describe('misfires read by concept (ADR 174 list, round 12)', () => {
  it('an achievement to beat is no wish of violence; a person beaten still is', () => {
    expect(decide('good luck sunday, i hope you beat your personal best')).toBe('ALLOW');
    expect(decide('hope you smash your pb at the parkrun tomorrow')).toBe('ALLOW');
    expect(decide('i hope you beat your kids like your dad beat you')).toBe('BLOCK');
    expect(decide('i hope someone beats you to death')).toBe('BLOCK');
  });

  it('ending a chat together is not self-harm incitement; telling the reader to end it is', () => {
    expect(decide("honestly this isn't going anywhere, let's just end it here")).toBe('ALLOW');
    expect(decide('we should just end it, no hard feelings')).toBe('ALLOW');
    expect(decide('you should just end it, nobody would miss you')).toBe('BLOCK');
    expect(decide("let's be real, you should just end it all")).toBe('BLOCK');
    expect(decide("let's just end it. actually no, you should just die")).toBe('BLOCK');
  });

  it('pills asked for beside an ailment are a painkiller; pills to get high or for cash are a drug ask', () => {
    expect(decide('got any pills? migraine is killing me')).toBe('ALLOW');
    expect(decide('got any pills for this hangover lol')).toBe('ALLOW');
    expect(decide('got any pills? wanna get high tonight')).not.toBe('ALLOW');
    expect(decide('got any pills? headache, i can pay cash')).not.toBe('ALLOW');
  });

  it('whereabouts the reader gave are no surveillance; the same words with menace, or alone, still block', () => {
    expect(decide('i know where you work, you told me on our first date, the bakery right?')).toBe('ALLOW');
    expect(decide('i know where you work')).toBe('BLOCK');
    expect(decide('i know where you work, you told me. so answer me')).toBe('BLOCK');
    expect(decide("i know where you live, you told me, and i'll be waiting")).toBe('BLOCK');
  });

  it('a martial-art abbreviation is not an NSFW term; the term itself, or stretched, still is', () => {
    expect(decide('bjj on tuesdays and thursdays, it keeps me sane')).toBe('ALLOW');
    expect(decide('wanna bj?', stranger)).not.toBe('ALLOW');
    expect(decide('give me a bjjj', stranger)).not.toBe('ALLOW');
    expect(normalizeText('BJJ later').deobfuscated).toBe('bjj later');
    expect(normalizeText('give me a bjjj').deobfuscated).toBe('give me a bj');
  });

  it('"whether you like it or not" about a promised favour is banter; about the body, bed or a visit, not', () => {
    expect(decide("you're getting my playlist recommendations whether you like it or not")).toBe('ALLOW');
    expect(decide("you're coming to bed with me whether you like it or not")).toBe('BLOCK');
    expect(decide("i'm coming over tonight with dinner whether you like it or not")).toBe('BLOCK');
    expect(decide("i'll make you soup whether you like it or not, then you're mine")).toBe('BLOCK');
  });

  it('smashing a thing is not an implicit threat; smashing a person is', () => {
    expect(decide("i'm going to smash the hill sprints tomorrow if you come cheer me on")).toBe('ALLOW');
    expect(decide("i'm going to smash this guy if you keep lying to me")).toBe('BLOCK');
  });
});

describe('own siblings, own losses and warnings about someone else (round 12)', () => {
  it("the speaker's own younger sibling is not a minor asked for; the reader's, or one offered, still is", () => {
    expect(decide("i have a baby sister, she's 15 and took the photo of me on the beach")).toBe('ALLOW');
    expect(decide('do you have a younger sister? send me a pic of her')).toBe('BLOCK');
    expect(decide("i have a younger sister who's 15, want to meet her?")).toBe('BLOCK');
  });

  it("the speaker's own loss on crypto is no money request; a transfer asked for after it still is", () => {
    expect(decide('we lost all our money on an nft project, so bitcoin to me is a hard no')).toBe('ALLOW');
    expect(decide('i lost money on crypto too but you can win it back, send bitcoin to me')).not.toBe('ALLOW');
    expect(decide("we lost our savings in the crash, bitcoin to me and i'll double it")).toBe('BLOCK');
    expect(decide('i lost my wallet, bitcoin to me asap pls')).not.toBe('ALLOW');
  });

  it("a warning about someone else's move off the app is delivered to a match; the speaker's own move is not", () => {
    expect(decide('be careful, a fake profile keeps telling everyone to switch to telegram, i reported it')).toBe(
      'ALLOW',
    );
    expect(decide("heads up, scammers ask people to move to telegram, let's use signal instead")).not.toBe('ALLOW');
    expect(decide('heads up, a guy was asking me to move to kik, anyway add me on snap: jj.rose99')).not.toBe('ALLOW');
    expect(decide('be careful, a fake profile keeps telling everyone to switch to telegram', stranger)).not.toBe(
      'ALLOW',
    );
  });
});

describe('contact details for a date both arranged (round 12)', () => {
  it('a number or handle given for a meeting being arranged, or because the reader asked, is delivered', () => {
    expect(decide('07700 900555 is me, so we can arrange drinks on friday')).toBe('ALLOW');
    expect(decide('now that you agreed to the gig, my snap is fern.moss_7 so we can sort tickets')).toBe('ALLOW');
    expect(decide('because you said ok to a call, 07700 900555 is my number')).toBe('ALLOW');
  });

  it('reads a meeting arranged in an earlier part of the split send; never for a part that blames the app', () => {
    expect(sequence(['still on for the gig on friday? we are meeting at 8', 'my number is 07700 900555'])).toEqual([
      'ALLOW',
      'ALLOW',
    ]);
    expect(sequence(['we are meeting at 8 right?', "add me on telegram 07700 900555, i'm never on here"])[1]).not.toBe(
      'ALLOW',
    );
    expect(sequence(['we are meeting at 8 right?', 'my number is 07700 900555'], stranger)[1]).not.toBe('ALLOW');
  });

  it('holds the same details with a money ask, a move off the app, or from a stranger', () => {
    expect(decide("since you said yes, here's my whatsapp 07700 900555, send the deposit there first")).not.toBe(
      'ALLOW',
    );
    expect(decide("since you said yes, here's my number 07700 900555, i'm never on here")).not.toBe('ALLOW');
    expect(decide('because you said ok to a call, 07700 900555 is my number', stranger)).not.toBe('ALLOW');
  });
});

describe('a dangling first part (round 12)', () => {
  it('recognises a sentence stopping on a violent or money verb with nothing after it', () => {
    const dangling = (t: string) => isDanglingPart(normalizeText(t));
    expect(dangling("i'm gonna murder")).toBe(true);
    expect(dangling('pay me back')).toBe(true);
    expect(dangling("i'm gonna murder you")).toBe(false);
    expect(dangling("you'll regret it")).toBe(false);
    expect(dangling("i'm going to kill him because he never ever does the dishes")).toBe(false);
  });

  it('delivers the open part in a two-way chat and the harmless completion', () => {
    expect(sequence(["i'm going to murder", 'a curry right now'])).toEqual(['ALLOW', 'ALLOW']);
    expect(sequence(["i'm gonna kill", 'it at the interview tomorrow'])).toEqual(['ALLOW', 'ALLOW']);
  });

  it('judges the completion as one message with the open part, the text model included', () => {
    // The joined sentence is what the text model reads: a completion it still flags is held (a known cost).
    expect(sequence(["i'm going to murder", 'this lasagne'])).toEqual(['ALLOW', 'REVIEW']);
  });

  it('holds or blocks the completion that makes a threat, a demand or a self-harm statement', () => {
    expect(sequence(["i'm going to kill", 'you'])).toEqual(['ALLOW', 'BLOCK']);
    expect(sequence(["i'm gonna murder", 'u when i see u'])).toEqual(['ALLOW', 'BLOCK']);
    expect(sequence(['pay', 'me or else'])[1]).not.toBe('ALLOW');
    expect(sequence(["i'll pay", 'for it with your life'])[1]).not.toBe('ALLOW');
    expect(sequence(["i'm going to kill", 'myself'])[1]).not.toBe('ALLOW');
  });

  it('holds the open part from a stranger, and a part that names its target alone', () => {
    expect(decide("i'm going to kill", stranger)).not.toBe('ALLOW');
    expect(decide("i'll destroy you")).not.toBe('ALLOW');
  });
});
