import { describe, expect, it } from 'vitest';
import { createGuardianEngine } from './guardian-engine';
import type { ModerationContext } from './types';

const engine = createGuardianEngine();
const ctx = (recentMessages: string[], trustScore = 60): ModerationContext => ({
  surface: 'message',
  grid: 'date',
  sender: { trustScore },
  recipient: { receiveTextNSFW: false, receiveImageNSFW: false },
  senderNsfw: { receiveTextNSFW: false },
  recipientHasReplied: true,
  recentMessages,
});

describe('sliding window: a message split over several sends', () => {
  it('each part of a split threat passes alone; the part that completes it is BLOCK and trust drops', () => {
    expect(engine.moderateText("i'm going to", ctx([])).decision).toBe('ALLOW');
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
