/**
 * A fragment of one or two words is read by the text model with the sender's earlier parts (ADR 170). The shipped
 * model's nsfw threshold (.92) flags no plain word alone, so the model here has the lower threshold a retrained
 * candidate calibrated to (about .47): at .5, "send" alone (p .65) is flagged nsfw.
 */
import { describe, expect, it } from 'vitest';
import { loadGuardianModel } from './classifier';
import { createGuardianEngine } from './guardian-engine';
import { FRAGMENT_MAX_WORDS, isFragment } from './policy';
import type { ModerationContext } from './types';

const shipped = loadGuardianModel();
const engine = createGuardianEngine({ model: shipped.with({ thresholds: { ...shipped.thresholds, nsfw: 0.5 } }) });
const ctx = (recentMessages: string[]): ModerationContext => ({
  surface: 'message',
  grid: 'date',
  sender: { trustScore: 50 },
  recipient: { receiveTextNSFW: false, receiveImageNSFW: false },
  senderNsfw: { receiveTextNSFW: false },
  recipientHasReplied: true,
  recentMessages,
});

describe('fragments read with the earlier parts (ADR 170)', () => {
  it('a one-word part the model reads as sexual alone is delivered when the earlier parts make it plain chat', () => {
    const alone = engine.moderateText('send', ctx([]));
    expect(alone.layers.classifier.flagged).toContain('nsfw');
    // ADR 271: as a first part in a chat the reader replied to, the model's flag alone is not counted; from a
    // stranger it is read as it stands.
    expect(alone.decision).toBe('ALLOW');
    expect(engine.moderateText('send', { ...ctx([]), recipientHasReplied: false }).decision).toBe('REVIEW');
    const after = engine.moderateText('send', ctx(['i made pasta, want the recipe? i can']));
    expect(after.decision).toBe('ALLOW');
    expect(after.layers.classifier.flagged).not.toContain('nsfw');
  });

  it('a part that is sexual with its earlier parts too stays held', () => {
    expect(engine.moderateText('nudes', ctx(['can you send'])).decision).not.toBe('ALLOW');
    expect(engine.moderateText('send', ctx(['i want nudes', 'so'])).decision).not.toBe('ALLOW');
  });

  it('only fragments: a longer part is read as sent', () => {
    const longer = 'send it tonight';
    expect(isFragment({ text: longer, deobfuscated: longer })).toBe(false);
    expect(FRAGMENT_MAX_WORDS).toBe(2);
  });

  it('letters spelled out with spaces are many words as typed, so no fragment', () => {
    expect(isFragment({ text: 'i k n o w w h e r e y o u l i v e', deobfuscated: 'iknowwhereyoulive' })).toBe(false);
    expect(isFragment({ text: 'no cap', deobfuscated: 'no cap' })).toBe(true);
  });
});
