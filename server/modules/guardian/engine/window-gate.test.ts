import { describe, expect, it } from 'vitest';
import { BENCH_MESSAGE_CONTEXT } from './bench-mixes';
import { createGuardianEngine } from './guardian-engine';
import type { ModerationContext } from './types';

// ADR 150: the window's decision does not depend on an unrelated word elsewhere in the window (the word gate of
// ADR 133 was argued for hard findings only; since ADR 139 the window keeps review-level findings too).
const engine = createGuardianEngine();
const ctx = (recentMessages: string[]): ModerationContext => ({ ...BENCH_MESSAGE_CONTEXT, recentMessages });
const verdict = (text: string, recent: string[]) => {
  const v = engine.moderateText(text, ctx(recent));
  return [v.decision, v.riskScore, v.policyTags.join(',')].join(' ');
};
/** A harmless opener with no finding of its own and no word any detector reads, only "you". */
const UNRELATED = 'you know what';

describe('window: an unrelated "you" earlier in the window does not decide', () => {
  // "loser" alone is harassment since round 20 (ADR 246): a part only the window reads keeps the window tested
  it('"waste of space" after "ur a" is decided the same with or without "you know what" before it', () => {
    expect(verdict('waste of space', [])).toMatch(/^ALLOW/);
    expect(verdict('waste of space', [UNRELATED, 'ur a'])).toBe(verdict('waste of space', ['ur a']));
    expect(verdict('waste of space', ['ur a'])).toMatch(/^REVIEW \d+ .*harassment.*split_message/);
  });
  it('"whatsapp instead" after "lets chat on" is decided the same with or without "hey you" before it', () => {
    expect(verdict('whatsapp instead', ['hey you', 'lets chat on'])).toBe(
      verdict('whatsapp instead', ['lets chat on']),
    );
    expect(verdict('whatsapp instead', ['lets chat on'])).toMatch(/^REVIEW \d+ .*off_platform.*split_message/);
  });
});
