import { describe, expect, it, vi } from 'vitest';
import { createGuardianEngine } from './guardian-engine';
import { normalizeText } from './normalize';
import { isDanglingPart } from './policy';
import { chatContext } from './rules/test-contexts';
import type { ModerationContext } from './types';

// ADR 196: split sends, round 14. An open part (a harmful or money verb with no object or amount yet) is delivered in a
// two-way chat and judged with the part that completes it; a complete part that alarms alone stays held; attacker
// sequences are held or blocked at the completing part, the sender's trust dropping with it.
vi.setConfig({ testTimeout: 120_000 });
const engine = createGuardianEngine();
const ctx = (recentMessages: string[], stranger = false): ModerationContext => ({
  ...chatContext({ stranger }),
  recentMessages,
});
/** Parts sent in order (trust 50); a blocked part is not stored, so it does not enter the next part's window. */
const send = (parts: string[], stranger = false) => {
  const delivered: string[] = [];
  return parts.map((p) => {
    const v = engine.moderateText(p, ctx(delivered.slice(-4), stranger));
    if (v.decision !== 'BLOCK') delivered.push(p);
    return v;
  });
};
const decisions = (parts: string[], stranger = false) => send(parts, stranger).map((v) => v.decision);
const open = (text: string) => isDanglingPart(normalizeText(text));

describe('an open part', () => {
  it('is a harmful or money verb with nothing after it, a contraction counted as one word', () => {
    expect(open("I swear I'm going to kill")).toBe(true);
    expect(open("i'm gonna kill")).toBe(true);
    expect(open('venmo me')).toBe(true);
    expect(open('just venmo me!')).toBe(true);
    expect(open('pay me')).toBe(true);
  });

  it('is not a verb that has its target, an amount or a reason', () => {
    expect(open("I'm going to kill him")).toBe(false);
    expect(open("I'll shoot you")).toBe(false);
    expect(open('venmo me 500')).toBe(false);
    expect(open('venmo me for the tickets')).toBe(false);
    expect(open('venmo me or else')).toBe(false);
    expect(open("I'm 16")).toBe(false);
    expect(open('I know where you live')).toBe(false);
    expect(open('honestly I swear to god I am going to kill')).toBe(false);
  });
});

describe('an open part is delivered in a two-way chat, its completion judged', () => {
  it('delivers the open part alone', () => {
    expect(decisions(["I swear I'm going to kill"])).toEqual(['ALLOW']);
    expect(decisions(['venmo me'])).toEqual(['ALLOW']);
    expect(decisions(['hey', 'just venmo me'])).toEqual(['ALLOW', 'ALLOW']);
    expect(decisions(['pay me'])).toEqual(['ALLOW']);
  });

  it('does not deliver it early to a stranger', () => {
    expect(decisions(['venmo me'], true)).not.toEqual(['ALLOW']);
  });

  it('keeps a complete part that alarms alone held (a target, a state, an age claim)', () => {
    for (const part of ["I'm going to kill him", "I'll shoot you", 'I know where you live', "You're dead", "I'm 16"])
      expect(decisions([part])[0]).not.toBe('ALLOW');
  });

  it('holds the money ask at the part that completes it, as one message would be held', () => {
    expect(decisions(['venmo me', '500'])[1]).not.toBe('ALLOW');
    expect(decisions(['venmo me', 'for the tickets'])[1]).not.toBe('ALLOW');
    expect(decisions(['hey', 'venmo me', 'for the tickets'])[2]).not.toBe('ALLOW');
    // A part after the completion that held the ask is not held again (ADR 150).
    expect(decisions(['venmo me', 'for the tickets', 'no rush'])[2]).toBe('ALLOW');
  });

  it('keeps a money ask with a scam story, a leak or a threat beside it held', () => {
    for (const part of ["venmo me, i'm stuck at the airport", 'venmo me or else', 'venmo me or i post your pics'])
      expect(decisions([part])[0]).not.toBe('ALLOW');
    expect(decisions(["i'm stuck at the airport", 'venmo me'])[1]).toBe('BLOCK');
    expect(decisions(['i have your nudes', 'venmo me'])[1]).toBe('BLOCK');
  });
});

describe('attacker sequences are blocked or held at the completing part, trust down', () => {
  const caughtAt = (parts: string[], at: number, decision: 'BLOCK' | 'REVIEW' = 'BLOCK') => {
    const v = send(parts);
    expect(v.slice(0, at).map((x) => x.decision)).toEqual(v.slice(0, at).map(() => 'ALLOW'));
    expect(v[at].decision).toBe(decision);
    expect(v[at].policyTags).toContain('split_message');
    expect(v[at].trustScoreUpdate).toBeLessThan(50);
  };

  it('a threat completed with its target', () => {
    caughtAt(["i'm going to kill", 'you'], 1);
    caughtAt(["I swear I'm going to kill", 'you'], 1);
    caughtAt(['i know where', 'you live'], 1);
    caughtAt(['i kn0w wh3re', 'u live'], 1);
    // A disguised open verb is not open (both views must end on it): held at once, the completion blocked.
    const leet = send(["i'm going to k1ll", 'y0u']);
    expect(leet[0].decision).toBe('REVIEW');
    expect(leet[1].decision).toBe('BLOCK');
  });

  it('a stalking line with a visit after it', () => {
    // The blocked part is not stored, so the visit is read with "i know where" only (a hole, ADR 196).
    const v = send(['i know where', 'you live', "and i'm coming tonight"]);
    expect(v[1].decision).toBe('BLOCK');
    expect(v[1].trustScoreUpdate).toBeLessThan(50);
    // Had the stalking part been stored (a REVIEW), the visit is blocked with it.
    const w = engine.moderateText("and i'm coming tonight", ctx(['i know where', 'you live']));
    expect(w.decision).toBe('BLOCK');
    expect(w.policyTags).toContain('split_message');
  });

  it('sextortion split after a sexual request', () => {
    const v = send(['send me nudes or', 'i post the pics']);
    expect(v[0].decision).not.toBe('ALLOW');
    expect(v[1].decision).toBe('BLOCK');
    expect(v[1].policyTags).toContain('extortion');
  });

  it('an open money ask completed with a leak threat or a scam story', () => {
    expect(decisions(['venmo me', '$500 or i post your pics'])).toEqual(['ALLOW', 'BLOCK']);
    caughtAt(['pay me', 'or i post your pics'], 1);
    caughtAt(['venmo me', "500 i'm stuck at the airport and my card got blocked"], 1);
  });
});
