import { describe, expect, it } from 'vitest';
import { createGuardianEngine } from './guardian-engine';
import { windowContext } from './rules/test-contexts';
import type { ModerationContext } from './types';

const engine = createGuardianEngine();
/** The window tests' context (rules/test-contexts.ts), nothing blocked, a sender at trust 60 unless given. */
const ctx = (recentMessages: string[], trustScore = 60): ModerationContext =>
  windowContext(recentMessages, [], trustScore);

describe('sliding window: a message split over several sends', () => {
  it('each part of a split threat passes alone; the part that completes it is BLOCK and trust drops', () => {
    expect(engine.moderateText("i'm going to", ctx([])).decision).toBe('ALLOW');
    // A bare "i'm going to find you" is meeting talk as often as menace: not read alone (lead's review of ADR 231).
    expect(engine.moderateText('find you', ctx(["i'm going to"])).decision).toBe('ALLOW');
    const v = engine.moderateText('and hurt you', ctx(["i'm going to", 'find you']));
    expect(v.decision).toBe('BLOCK');
    expect(v.policyTags).toEqual(expect.arrayContaining(['threat', 'split_message']));
    expect(v.trustScoreUpdate).toBeLessThan(60);
  });

  it('a split extortion is BLOCK on the last part', () => {
    const parts = ['i saved all', 'your nudes', 'send me $500', 'or i post them to all your friends'];
    const v = engine.moderateText(parts[3], ctx(parts.slice(0, 3)));
    expect(v.decision).toBe('BLOCK');
  });

  it('a split banned phrase (k / y / s) is BLOCK', () => {
    expect(engine.moderateText('yourself', ctx(['go', 'kill'])).decision).toBe('BLOCK');
  });

  it('ordinary chat over several messages stays ALLOW', () => {
    const history = ['hey!', 'how was your day?', "i'm going to the gym later", 'then dinner with my sister'];
    expect(engine.moderateText('want to get coffee this weekend?', ctx(history)).decision).toBe('ALLOW');
    expect(engine.moderateText("i'll kill it at the quiz tonight haha", ctx(['wish me luck'])).decision).toBe('ALLOW');
  });

  it('only the last messages count (the window is short)', () => {
    const old = ["i'm going to"];
    const filler = ['lol', 'anyway', 'what are you up to', 'nice'];
    expect(engine.moderateText('hurt you', ctx([...old, ...filler])).decision).not.toBe('BLOCK');
  });
});

// ADR 139: the window judges the joined parts as one message would be judged; what only the join shows decides
// the latest part (hard: BLOCK; review-level: REVIEW); what a part or the earlier parts already showed is stale.
/** Parts sent in order; a blocked part is not stored, so it does not enter the next part's window. */
const send = (parts: string[], trust = 50) => {
  const delivered: string[] = [];
  return parts.map((p) => {
    const v = engine.moderateText(p, ctx(delivered.slice(-4), trust));
    if (v.decision !== 'BLOCK') delivered.push(p);
    return v;
  });
};
const decisions = (parts: string[]) => send(parts).map((v) => v.decision);

describe('sliding window: what the joined parts show (ADR 139)', () => {
  it('a leak threat in one part and a money demand in the next is extortion: BLOCK, trust drops', () => {
    const vs = send(['i still have your pics', 'send money now']);
    expect(vs[1].decision).toBe('BLOCK');
    expect(vs[1].policyTags).toEqual(expect.arrayContaining(['extortion', 'split_message']));
    expect(vs[1].trustScoreUpdate).toBeLessThan(50 - 8);
  });

  it('a minor reference and a sexual ask in different parts is BLOCK (obfuscated parts too)', () => {
    expect(decisions(['are you 15?', 'send me a pic without clothes'])[1]).toBe('BLOCK');
    const vs = send(['how old are you', '15 is fine', 'i like them young', 'send me something s3xy']);
    expect(vs.some((v) => v.decision === 'BLOCK' && v.policyTags.includes('minor_safety'))).toBe(true);
  });

  it('a drug offer with the item and the price in different parts is BLOCK (leet and spaced items too)', () => {
    expect(decisions(['you want some', 'snow', 'for the party', '2 bills a g'])[3]).toBe('BLOCK');
    expect(decisions(['i can get you', 'c0ke'])[1]).toBe('BLOCK');
    expect(decisions(['i got', 'p e r c s', '30 each'])).toContain('BLOCK');
  });

  it('a scam story over four parts is BLOCK on the part that asks for money', () => {
    const vs = send([
      'im stuck at the airport',
      'my wallet was stolen',
      'i need to get home',
      'can you send 300 dollars',
    ]);
    expect(vs.slice(0, 3).every((v) => v.decision !== 'BLOCK')).toBe(true);
    expect(vs[3].decision).toBe('BLOCK');
    expect(vs[3].policyTags).toContain('scam');
  });

  it('a review-level finding only the join shows holds the latest part (unsolicited sexual ask, look-alikes)', () => {
    const vs = send(['i want to see', 'you n@ked']);
    expect(vs[0].decision).toBe('ALLOW');
    expect(vs[1].decision).toBe('REVIEW');
    expect(vs[1].policyTags).toEqual(expect.arrayContaining(['nsfw', 'split_message']));
    expect(vs[1].trustScoreUpdate).toBeLessThan(50);
    expect(decisions(['what are you wearing', 'take it off'])).toEqual(['ALLOW', 'REVIEW']);
  });

  it('contact details split over several parts are held', () => {
    expect(decisions(['wanna continue on', 'k i k', 'my name there is roxy22'])).not.toEqual([
      'ALLOW',
      'ALLOW',
      'ALLOW',
    ]);
  });

  it('a split threat is BLOCK whatever the trust', () => {
    const vs = send(['i will', 'k i l l', 'you'], 95);
    expect(vs.map((v) => v.decision)).toContain('BLOCK');
  });

  it('harmless multi-part chat that looks edgy piece by piece is delivered', () => {
    const chats = [
      ['packing for the hike', 'bringing my knife', 'for the campsite', 'and a lighter'],
      ['my kid is with the babysitter', 'tonight', "so i'm free after 8"],
      ['send', 'pics of the dog!'],
      ['my daughter is 14', "she's at her dad's this weekend", "so i'm free saturday"],
      ['i took a video', 'of the fireworks', 'sending it now'],
      ['my boss', 'saw the photos', 'from the company party', 'so embarrassing'],
      ['my friends', 'want to meet you', 'everyone says hi'],
      ['the babysitter cancelled', "so tonight's off", 'sorry', 'can we do sunday?'],
    ];
    for (const parts of chats) expect(decisions(parts)).toEqual(parts.map(() => 'ALLOW'));
  });

  it('a finding an earlier part already showed is not held again on every later part', () => {
    // The earlier part was held for contact details; the small talk after it is not.
    const vs = send(['add me on snap jess_xo99', 'anyway how was your day', 'mine was long']);
    expect(vs[0].decision).not.toBe('ALLOW');
    expect(vs[1].decision).toBe('ALLOW');
    expect(vs[2].decision).toBe('ALLOW');
  });

  it('a word spelled out one letter a send is read whole; short chat words at a part edge are not', () => {
    expect(decisions(['im gonna s', 't', 'a', 'b you'])[3]).toBe('BLOCK');
    expect(decisions(['k', 'i', 'l', 'l', 'urself'])[4]).toBe('BLOCK');
    expect(decisions(['send n', 'u', 'd', 'e', 's'])).toContain('REVIEW');
    expect(decisions(['k', 'see u at 8', 'love u'])).toEqual(['ALLOW', 'ALLOW', 'ALLOW']);
    expect(decisions(['plan b', 'then', 'we go'])).toEqual(['ALLOW', 'ALLOW', 'ALLOW']);
  });

  it('between consenting adults a sexual ask split over parts stays ALLOW', () => {
    const optedIn: ModerationContext = {
      ...ctx([]),
      grid: 'hookup',
      recipient: { receiveTextNSFW: true, receiveImageNSFW: true },
      senderNsfw: { receiveTextNSFW: true },
    };
    expect(engine.moderateText('those n u d e s', { ...optedIn, recentMessages: ['show me'] }).decision).toBe('ALLOW');
  });
});
