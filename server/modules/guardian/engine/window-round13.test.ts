import { describe, expect, it } from 'vitest';
import { createGuardianEngine } from './guardian-engine';
import { chatContext } from './rules/test-contexts';
import type { ModerationContext } from './types';
import { letterGluedJoin } from './window-policy';

// ADR 189: split sends, round 13. Harmless split chats delivered, harmful ones held or blocked at the part that
// crosses the line (the sender's trust drops), obfuscated variants, and the two joiner fixes with their hard negatives.
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
const allDelivered = (parts: string[]) => expect(decisions(parts)).toEqual(parts.map(() => 'ALLOW'));

describe('harmless split chats are delivered', () => {
  it('an idiom split over parts ("i\'m going to kill" / "it at karaoke")', () => {
    allDelivered(["i'm going to kill", 'it at karaoke']);
    allDelivered(["i'm going to kill", 'it at karaoke tonight 🎤']);
    allDelivered(["i'm going to destroy", 'this pizza']);
    allDelivered(["i'll", 'k', 'ill it at karaoke']);
  });

  it('ordinary chat that ends a part on a lone letter is not glued into a word', () => {
    allDelivered(['i', 'love', 'you']);
    allDelivered(['how r', 'u']);
    allDelivered(['love u', 'babe']);
    allDelivered(['k', 'see you at 8']);
    allDelivered(['u', 'up?']);
    allDelivered(["i'm at the r", 'ailway station']);
    allDelivered(["it's so h", 'ot today']);
  });

  // The window's own peer-repayment drop was reverted in review (ADR 189): a hardship or prize story in an earlier part
  // is not read as a scam story in the joined text, so "venmo me … whenever" after it was delivered.
  it('a money ask after a hardship or prize story in an earlier part stays held', () => {
    const held = (parts: string[]) => expect(send(parts).at(-1)?.decision).not.toBe('ALLOW');
    held(["i'm a nurse in syria and my salary is held", 'venmo me for the food whenever you can']);
    held(['i won a prize but need to unlock it', 'paypal me for the tickets whenever, no rush']);
    held(["my mum is really sick and i can't work", 'cashapp me for the groceries whenever you get a chance']);
    held(['you owe me for looking at my pics', 'venmo me for the drinks whenever']);
  });
});

describe('harmful split sends are held or blocked at the part that crosses the line', () => {
  const blockedAt = (parts: string[], at: number) => {
    const v = send(parts);
    expect(v.slice(0, at).map((x) => x.decision)).toEqual(v.slice(0, at).map(() => 'ALLOW'));
    expect(v[at].decision).toBe('BLOCK');
    expect(v[at].policyTags).toContain('split_message');
    expect(v[at].trustScoreUpdate).toBeLessThan(50);
  };

  it('"i know where" / "you live" / "see you soon", plain and obfuscated', () => {
    blockedAt(['i know where', 'you live', 'see you soon'], 1);
    blockedAt(['i kn0w wh3re', 'y0u l1ve', 'c u s00n'], 1);
    blockedAt(['i know where', 'u live', 'see you soon 😉'], 1);
  });

  it('a word cut after its first letter is read whole ("to r" / "ape" / "you")', () => {
    blockedAt(["i'm going", 'to r', 'ape', 'you'], 3);
    blockedAt(["i'm going", 'to r', '4pe', 'u'], 3);
    blockedAt(["i'll", 'k', 'ill you'], 2);
    blockedAt(["i'll", 'k', '1ll u'], 2);
    blockedAt(["i'm going to k", 'ill', 'you'], 2);
  });

  it('money asked with a threat, a leak or a scam story is still held when the repayment words are there', () => {
    const threat = send(['just got the tickets!', '£45 each', 'venmo me now or else']);
    expect(threat[2].decision).toBe('BLOCK');
    const leak = send(['i have your pics', 'venmo me whenever, no rush']);
    expect(leak.some((v) => v.decision === 'BLOCK')).toBe(true);
    const scam = send([
      'stuck at the airport, they took my wallet',
      'can you lend me £200',
      'venmo me whenever, i swear i will pay you back',
    ]);
    expect(scam.slice(1).every((v) => v.decision === 'BLOCK')).toBe(true);
    const offApp = send(['add me on whatsapp', 'venmo me whenever, no rush']);
    expect(offApp.some((v) => v.decision !== 'ALLOW')).toBe(true);
  });
});

describe('letterGluedJoin: the word cut after its first letter', () => {
  it('glues a lone letter onto a one-word part, and a one-letter part onto the next', () => {
    expect(letterGluedJoin(["i'm going", 'to r', 'ape', 'you'])).toBe("i'm going to rape you");
    expect(letterGluedJoin(["i'll", 'k', 'ill you'])).toBe("i'll kill you");
    expect(letterGluedJoin(['i', 'love', 'you'])).toBeNull();
    expect(letterGluedJoin(['hey', 'how are you'])).toBeNull();
    expect(letterGluedJoin(['i know where', 'you live'])).toBeNull();
  });
});
