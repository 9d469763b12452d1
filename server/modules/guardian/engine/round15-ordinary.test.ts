/**
 * Round 15 false holds (ADR 201): money the speaker pays back is not a money ask. The pay-method reading of the money
 * rule (context.ts `MONEY_ASK`) read "i'll pay you back on cashapp" as a request: the actor is the speaker, the reader
 * receives, nothing is asked of the reader. Offers of money to the reader and every ask beside a promise stay caught,
 * plain and obfuscated.
 */
import { describe, expect, it } from 'vitest';
import { analyzeContext } from './context';
import { createGuardianEngine } from './guardian-engine';
import { normalizeText } from './normalize';
import { chatContext } from './rules/test-contexts';

const engine = createGuardianEngine();
const talking = chatContext({ stranger: false });
const stranger = chatContext({ stranger: true });
const moneyAsk = (text: string, ctx = talking) =>
  analyzeContext(normalizeText(text), ctx).signals.some((s) => s.kind === 'money_request');
const decide = (text: string, ctx = talking) => engine.moderateText(text, ctx).decision;

describe('MONEY_ASK: the speaker paying back or paying their share by a payment app', () => {
  it.each([
    "I'll pay you back on cashapp",
    "I'll pay you back via paypal",
    'Ill pay u back on venmo tmrw',
    "i'll pay it back on zelle, promise",
    'let me send my half on venmo',
    'i can transfer my share by paypal tonight',
    'iʼll p4y u b4ck 0n c4shapp',
    "i'm gonna pay you back on venmo when i'm paid",
  ])('%s is not a money request', (text) => {
    expect(moneyAsk(text)).toBe(false);
    expect(moneyAsk(text, stranger)).toBe(false);
  });

  it.each(["I'll pay you back on cashapp", 'Ill pay u back on venmo tmrw', 'let me send my half on venmo'])(
    '%s is delivered in a chat',
    (text) => expect(decide(text)).toBe('ALLOW'),
  );

  it.each([
    // asks of the reader, with or beside the speaker's promise
    'pay me on cashapp',
    'p4y m3 0n c4shapp',
    "I'll need you to pay on cashapp",
    'send it to me via paypal',
    'pay me back on cashapp',
    "i'll pay you back double, just send 100 on cashapp first",
    "i'll pay you back on venmo, but send the deposit on cashapp now",
    // an offer of money to the reader (a sugar-daddy opener) is not a repayment
    "i'll send you money on cashapp weekly, whats your cashtag",
    "i'll send u m0ney on c4sh app every week",
    // someone else pays, or the reader is told to
    'he will pay you back on cashapp if you send him the fee first',
  ])('%s is still a money request', (text) => {
    expect(moneyAsk(text)).toBe(true);
  });

  it.each([
    "you'll pay me back on cashapp or else",
    "i'll pay you back double on cashapp, just send 100 first",
    'I will wire the money via western union once you pay the release fee',
  ])('%s is still held', (text) => {
    expect(decide(text)).not.toBe('ALLOW');
    expect(decide(text, stranger)).not.toBe('ALLOW');
  });
});

// Review of round 15: a "repayment" that asks for an account credential is no repayment.
describe('repayment with a credential ask stays held (review of ADR 201)', () => {
  it.each([
    "I'll pay you back on cashapp, drop your cashtag and login so I can send it",
    "i'll send it back on venmo, what's your bank pin",
    "what's your password? i'll pay you back on paypal",
  ])('%s', (t) => {
    expect(moneyAsk(t)).toBe(true);
    expect(decide(t, stranger)).not.toBe('ALLOW');
  });
});
