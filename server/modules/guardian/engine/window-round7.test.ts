import { describe, expect, it } from 'vitest';
import { createGuardianEngine } from './guardian-engine';
import { chatContext } from './rules/test-contexts';
import type { ModerationContext } from './types';
import { letterGluedJoin } from './window-policy';

// ADR 149: split sends, round 7. Each fix is tested on a harmless sequence and on its harmful twin.
const engine = createGuardianEngine();
const ctx = (recentMessages: string[]): ModerationContext => ({ ...chatContext({ stranger: false }), recentMessages });
/** Parts sent in order (trust 50); a blocked part is not stored, so it does not enter the next part's window. */
const send = (parts: string[]) => {
  const delivered: string[] = [];
  return parts.map((p) => {
    const v = engine.moderateText(p, ctx(delivered.slice(-4)));
    if (v.decision !== 'BLOCK') delivered.push(p);
    return v;
  });
};
const decisions = (parts: string[]) => send(parts).map((v) => v.decision);

describe('window gate: review-level hate split over sends is read joined', () => {
  it('"so | they said muslims | are all terrorists" holds the last part; an ordinary mention does not', () => {
    const twin = send(['so', 'they said muslims', 'are all terrorists']);
    expect(twin[2].decision).toBe('REVIEW');
    expect(twin[2].policyTags).toEqual(expect.arrayContaining(['hate_speech', 'split_message']));
    expect(twin[2].trustScoreUpdate).toBeLessThan(50);
    expect(decisions(['so', 'my muslim friends', 'celebrate eid next week'])).toEqual(['ALLOW', 'ALLOW', 'ALLOW']);
    expect(decisions(['my sister', 'is gay', "and she's the best"])).toEqual(['ALLOW', 'ALLOW', 'ALLOW']);
  });
});

describe('stale check: what an earlier part already held does not hold a later one again', () => {
  it('a contact detail held once is not held again two parts later; money asked with it is BLOCK', () => {
    const harmless = decisions(['so after friday', "here's my whatsapp", 'easier to send the restaurant map']);
    expect(harmless[2]).toBe('ALLOW');
    const twin = send(['so after friday', "here's my whatsapp", 'send me $200 first']);
    expect(twin[2].decision).toBe('BLOCK');
    expect(twin[2].policyTags).toContain('split_message');
    expect(twin[2].trustScoreUpdate).toBeLessThan(50);
  });

  // ADR 150: with no word gate the finding is read on the part that first joins it ("hitler | had the right idea"),
  // not two parts later when "your people" let the old gate pass; the later parts are not held for it again.
  it('a finding no earlier part held holds the part that joins it, and only that part', () => {
    const v = send(['hitler', 'had the right idea', 'about', 'your people']);
    expect(v[0].decision).toBe('ALLOW');
    expect(v[1].decision).not.toBe('ALLOW');
    expect(v[1].policyTags).toEqual(expect.arrayContaining(['hate_speech', 'split_message']));
    expect(v[1].trustScoreUpdate).toBeLessThan(50);
    expect(v[3].policyTags).not.toContain('split_message');
  });
});

describe('a word spelled one letter a send: letters glued across part boundaries only', () => {
  it('glues lone letters across boundaries and keeps the spacing typed inside a part', () => {
    expect(letterGluedJoin(["i'll", 'r', 'a', 'p', 'e u'])).toBe("i'll rape u");
    expect(letterGluedJoin(['b', 'i', 't', 'c', 'h'])).toBe('bitch');
    expect(letterGluedJoin(['i', 'love', 'you'])).toBeNull();
    expect(letterGluedJoin(['hey', 'how are you'])).toBeNull();
  });

  it('"i\'ll | r | a | p | e u" is BLOCK on the last part; "i\'ll | m | i | s | s u" stays ALLOW', () => {
    const twin = send(["i'll", 'r', 'a', 'p', 'e u']);
    expect(twin[4].decision).toBe('BLOCK');
    expect(twin[4].policyTags).toContain('split_message');
    expect(twin[4].trustScoreUpdate).toBeLessThan(50);
    expect(decisions(["i'll", 'm', 'i', 's', 's u'])).toEqual(['ALLOW', 'ALLOW', 'ALLOW', 'ALLOW', 'ALLOW']);
  });
});

describe('kept: a hard finding in one part, a threat spelled across parts', () => {
  it('a hard finding in any single part still blocks', () => {
    expect(decisions(['hey', 'bro', 'kys'])[2]).toBe('BLOCK');
    expect(decisions(['so', 'bro', 'i know where you live'])[2]).toBe('BLOCK');
  });

  it('a threat spelled across parts is BLOCK on the part that completes it, and trust drops', () => {
    const v = send(['i swear', "i'll find you", 'and hurt you']);
    expect(v[2].decision).toBe('BLOCK');
    expect(v[2].policyTags).toContain('split_message');
    expect(v[2].trustScoreUpdate).toBeLessThan(50);
  });
});
