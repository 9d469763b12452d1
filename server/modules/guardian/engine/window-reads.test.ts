import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { describe, expect, it, vi } from 'vitest';
import { loadGuardianModel } from './classifier';
import { createGuardianEngine } from './guardian-engine';
import { chatContext } from './rules/test-contexts';
import type { GuardianVerdict, ModerationContext } from './types';
import { windowContext, WindowReads } from './window-reads';

// ADR 155: the window keeps what it read of earlier parts per engine. Reusing a reading must decide exactly as
// reading again: an engine that has read the earlier parts decides every send as a new engine does.
const corpus = resolve(import.meta.dirname, '../corpus');
const sequences = ['dev-sequences-round7.jsonl', 'dev-sequences-round8.jsonl'].flatMap((f) =>
  readFileSync(resolve(corpus, f), 'utf8')
    .split('\n')
    .filter((l) => l.trim())
    .map((l) => (JSON.parse(l) as { parts: string[] }).parts),
);
const whole = (v: GuardianVerdict) =>
  JSON.stringify([v.decision, v.riskScore, v.trustScoreUpdate, v.policyTags, v.flaggedTerms, v.reasoning]);
const ctx = (recentMessages: string[]): ModerationContext => ({
  ...chatContext({ stranger: false }),
  recentMessages,
});

describe('window readings kept per engine (ADR 155)', () => {
  it('a warm engine decides every dev split send as a new engine does (whole verdicts)', () => {
    const model = loadGuardianModel();
    const warm = createGuardianEngine({ model });
    let differ = 0;
    let sends = 0;
    // Count the readings that were reused (the read callback not called), so the comparison is known to cover them.
    let reused = 0;
    const counted = <T>(call: (read: () => T) => T, read: () => T): T => {
      let fresh = false;
      const value = call(() => ((fresh = true), read()));
      if (!fresh) reused++;
      return value;
    };
    const { part, join } = WindowReads.prototype;
    const spies = [
      vi.spyOn(WindowReads.prototype, 'part').mockImplementation(function (this: WindowReads<unknown>, text, c, read) {
        return counted((r) => part.call(this, text, c, r), read);
      }),
      vi.spyOn(WindowReads.prototype, 'join').mockImplementation(function (this: WindowReads<unknown>, parts, c, read) {
        return counted((r) => join.call(this, parts, c, r), read);
      }),
    ];
    for (const parts of sequences) {
      const delivered: string[] = [];
      for (const p of parts) {
        const c = ctx(delivered.slice(-4));
        const v = warm.moderateText(p, c);
        // A new engine per send has read nothing before (its model and lists are the same files). The first part
        // has no window.
        if (delivered.length && whole(v) !== whole(createGuardianEngine({ model }).moderateText(p, c))) differ++;
        sends++;
        if (v.decision !== 'BLOCK') delivered.push(p);
      }
    }
    for (const s of spies) s.mockRestore();
    expect(sends).toBeGreaterThan(600);
    expect(reused).toBeGreaterThan(0);
    expect(differ).toBe(0);
  }, 180_000);

  it('the window context keeps the consent facts and drops the sender and the history', () => {
    const c = { ...chatContext({ stranger: true }), recentMessages: ['a', 'b'] };
    const w = windowContext(c);
    expect(w).toEqual({
      surface: c.surface,
      grid: c.grid,
      recipient: c.recipient,
      senderNsfw: c.senderNsfw,
      recipientHasReplied: c.recipientHasReplied,
      recentMessages: [],
    });
    expect('grid' in windowContext({ surface: 'message' })).toBe(false);
  });

  it('a reading is reused only for the same parts, context and detectors', () => {
    const reads = new WindowReads<number>();
    let n = 0;
    const read = () => ++n;
    const w = windowContext(chatContext({ stranger: false }));
    const other = windowContext(chatContext({ stranger: true }));
    reads.use('lists', 'model');
    expect(reads.part('hi', w, read)).toBe(1);
    expect(reads.part('hi', { ...w, recipient: w.recipient && { ...w.recipient } }, read)).toBe(1);
    expect(reads.part('hi', other, read)).toBe(2);
    reads.remember(['a', 'b'], w, 10);
    expect(reads.join(['a', 'b'], w, read)).toBe(10);
    expect(reads.join(['x', 'b'], w, read)).toBe(3);
    expect(reads.join(['b'], w, read)).toBe(4);
    reads.use('lists', 'new model');
    expect(reads.part('hi', w, read)).toBe(5);
  });
});
