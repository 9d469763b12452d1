import { describe, expect, it } from 'vitest';
import { createGuardianEngine } from './guardian-engine';
import { normalizeText } from './normalize';
import type { ModerationContext } from './types';
import {
  FRAGMENT_RELEASED,
  carriedFragmentReading,
  earlierParts,
  isBareFragment,
  windowReadHarmless,
  wordCount,
} from './window-policy';

// ADR 149: split sends, round 7. Each fix is tested on a harmless sequence and on its harmful twin.
const engine = createGuardianEngine();
const ctx = (recentMessages: string[], trustScore = 50): ModerationContext => ({
  surface: 'message',
  grid: 'date',
  sender: { trustScore, accountAgeDays: 30, recentReports: 0, recentBlocks: 0, messagesLastMinute: 1 },
  recipient: { receiveTextNSFW: false, receiveImageNSFW: false },
  senderNsfw: { receiveTextNSFW: false },
  recipientHasReplied: true,
  recentMessages,
});
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

describe('window policy: pure functions', () => {
  it('counts words, not emoji or punctuation; a bare fragment has one to three', () => {
    expect(wordCount("i'll be there 😤!")).toBe(3);
    expect(isBareFragment(normalizeText('paypal'))).toBe(true);
    expect(isBareFragment(normalizeText("you'll regret"))).toBe(true);
    expect(isBareFragment(normalizeText('see you at the cafe at 7'))).toBe(false);
    expect(isBareFragment(normalizeText('!!! ...'))).toBe(false);
  });

  it('reads the earlier parts with the fragment; with no earlier part there is no window reading', () => {
    const thresholds = { harmful: 0.7, spam: 0.2 };
    const read = (t: string) => ({ harmful: t.includes('hurt') ? 0.9 : 0.1, spam: 0 });
    expect(windowReadHarmless([], 'kill', { read, thresholds })).toBe(false);
    expect(windowReadHarmless(['i will'], 'kill', { read, thresholds })).toBe(true);
    expect(windowReadHarmless(['i will hurt'], 'you', { read, thresholds })).toBe(false);
    expect(earlierParts(['a', '', 3, 'b', 'c'], 2)).toEqual(['b', 'c']);
  });

  it('carries a released fragment to the next part only when the two read together cross the threshold', () => {
    const thresholds = { harmful: 0.7, spam: 0.2 };
    const read = (t: string) => ({ harmful: t === 'x' || t === 'x y' ? 0.9 : 0.1, spam: 0 });
    const released = (prev: string) => prev === 'x';
    const held = carriedFragmentReading(['x'], 'y', { read, thresholds }, released);
    expect(held?.label).toBe('harmful');
    expect(held?.tags).toContain('split_message');
    expect(held!.risk).toBeGreaterThanOrEqual(40);
    expect(carriedFragmentReading(['x'], 'z', { read, thresholds }, released)).toBeNull();
    expect(carriedFragmentReading(['w'], 'y', { read, thresholds }, released)).toBeNull();
  });
});

describe('rule 1: a bare fragment is not held by the text model alone when its window reading is harmless', () => {
  it('"you\'ll regret" after "hey" is delivered; its harmful twin is blocked when the threat completes', () => {
    const part = engine.moderateText("you'll regret", ctx(['hey']));
    expect(part.decision).toBe('ALLOW');
    expect(part.reasoning).toContain(FRAGMENT_RELEASED);
    expect(decisions(['hey', "you'll regret", 'not trying the dessert'])).toEqual(['ALLOW', 'ALLOW', 'ALLOW']);
    const twin = send(['hey', "you'll regret", 'it when i find you']);
    expect(twin[2].decision).toBe('BLOCK');
    expect(twin[2].policyTags).toEqual(expect.arrayContaining(['threat', 'split_message']));
    expect(twin[2].trustScoreUpdate).toBeLessThan(50);
  });

  it('a short message with no earlier part is judged as one message (not a split send)', () => {
    expect(engine.moderateText("you'll regret", ctx([])).reasoning).not.toContain(FRAGMENT_RELEASED);
  });

  it('"paypal" after a harmless part is delivered; after "so" it reads as a demand and stays held', () => {
    expect(decisions(["i'm off tomorrow", 'paypal', 'is easiest for the tickets'])).toEqual([
      'ALLOW',
      'ALLOW',
      'ALLOW',
    ]);
    expect(decisions(['so', 'paypal', 'me 200 now or else'])).not.toEqual(['ALLOW', 'ALLOW', 'ALLOW']);
  });

  it('"bro" is delivered; a threat spelled across the next parts is still BLOCK and trust drops', () => {
    expect(decisions(['hey', 'bro', 'that match was wild'])).toEqual(['ALLOW', 'ALLOW', 'ALLOW']);
    const twin = send(['i swear', "i'll find you", 'and hurt you']);
    expect(twin[2].decision).toBe('BLOCK');
    expect(twin[2].policyTags).toContain('split_message');
    expect(twin[2].trustScoreUpdate).toBeLessThan(50);
  });

  it('a hard finding in any single part still blocks, after a released fragment too', () => {
    expect(decisions(['hey', 'bro', 'kys'])[2]).toBe('BLOCK');
    expect(decisions(['so', 'bro', 'i know where you live'])[2]).toBe('BLOCK');
    // Profanity aimed at the reader is a keyword finding: the fragment is not released.
    expect(engine.moderateText('fuck you', ctx(['hey'])).decision).not.toBe('ALLOW');
  });
});

describe('rule 1b: a released fragment is read with the part after it', () => {
  it('"hey | gay | people are diseased" holds the last part; "my sister | is gay | …" stays ALLOW', () => {
    const twin = send(['hey', 'gay', 'people are diseased']);
    expect(twin[1].decision).toBe('ALLOW');
    expect(twin[2].decision).not.toBe('ALLOW');
    expect(twin[2].policyTags).toContain('split_message');
    expect(decisions(['my sister', 'is gay', "and she's the best"])).toEqual(['ALLOW', 'ALLOW', 'ALLOW']);
  });

  it('review-level hate split over sends passes the window gate; an ordinary mention does not hold', () => {
    const twin = send(['so', 'they said muslims', 'are all terrorists']);
    expect(twin[2].decision).toBe('REVIEW');
    expect(twin[2].policyTags).toEqual(expect.arrayContaining(['hate_speech', 'split_message']));
    expect(decisions(['so', 'my muslim friends', 'celebrate eid next week'])).toEqual(['ALLOW', 'ALLOW', 'ALLOW']);
  });
});

describe('stale check: what an earlier part already held does not hold a later one again', () => {
  it('a contact detail held once is not held again two parts later; money asked with it is BLOCK', () => {
    const harmless = decisions(['so after friday', "here's my whatsapp", 'easier to send the restaurant map']);
    expect(harmless[2]).toBe('ALLOW');
    const twin = send(['so after friday', "here's my whatsapp", 'send me $200 first']);
    expect(twin[2].decision).toBe('BLOCK');
    expect(twin[2].policyTags).toContain('split_message');
  });
});
