/**
 * ADR 278: sexual violence (the reader incapacitated, drugged, a refusal disregarded, assault wished) and incitement
 * to self-harm (a method directed at the reader, suicide urged) BLOCK at trust 50 and 90, in a chat and from a
 * stranger; the harmless twins in the same words (written first) and ≥ 100 ordinary lines are delivered; opted-in
 * kink that asks first is delivered between opted-in adults.
 */
import { describe, expect, it } from 'vitest';
import { createGuardianEngine } from './guardian-engine';
import { chatContext, familyReading, HARM_CONTEXTS } from './rules/test-contexts';
import { round25SvShSignals } from './rules/round25-sv-sh';
import * as P from './round25-sv-sh.probes';

const engine = createGuardianEngine();
const CHAT = [chatContext({ stranger: false }), chatContext({ stranger: false, trust: 90 })];
const OPTED_IN = [
  chatContext({ stranger: false, optedIn: true }),
  chatContext({ stranger: false, optedIn: true, trust: 90 }),
];
const reads = familyReading(round25SvShSignals);

const BLOCK_CLASSES: Record<string, readonly string[]> = {
  'sexual violence, incapacitated': P.SV_INCAPACITATED,
  'sexual violence, drugged': P.SV_DOSED,
  'sexual violence, refusal disregarded': P.SV_REFUSAL,
  'sexual violence, wished': P.SV_WISHED,
  'self-harm, method directed': P.SH_METHOD,
  'self-harm, suicide urged': P.SH_URGED,
  obfuscated: P.OBFUSCATED,
  'second pass': P.SECOND_PASS,
  'ADR 284 mend, aimed at the reader': P.MEND_HARMFUL,
};
const TWINS: Record<string, readonly string[]> = {
  incapacitated: P.TWINS_INCAPACITATED,
  drinks: P.TWINS_DOSED,
  refusal: P.TWINS_REFUSAL,
  assault: P.TWINS_ASSAULT,
  'self-harm': P.TWINS_SELF_HARM,
  'ordinary probes': P.HARMLESS_PROBES,
  'ADR 284 mend twins': P.TWINS_MEND,
};

describe('ADR 278: sexual violence and self-harm incitement BLOCK whatever the trust', () => {
  for (const [cls, lines] of Object.entries(BLOCK_CLASSES))
    for (const text of lines)
      it(`${cls}: ${text}`, () => {
        for (const c of HARM_CONTEXTS) expect(engine.moderateText(text, c).decision).toBe('BLOCK');
      });
});

describe('ADR 278: harmless twins in the same words are delivered at trust 50 and 90', () => {
  for (const [cls, lines] of Object.entries(TWINS))
    for (const text of lines)
      it(`${cls}: ${text}`, () => {
        for (const c of CHAT) expect(engine.moderateText(text, c).decision).toBe('ALLOW');
      });
  for (const text of P.TWINS_KINK_OPTED_IN)
    it(`opted-in kink that asks first: ${text}`, () => {
      for (const c of OPTED_IN) expect(engine.moderateText(text, c).decision).toBe('ALLOW');
    });
  for (const text of [...P.HELD_ELSEWHERE, ...P.MEND_HELD_ELSEWHERE])
    it(`held by another reader, not round 25's: ${text}`, () => {
      expect(reads(text)).toBe('');
    });
});

describe('ADR 278: the round 25 module reads its classes itself', () => {
  it.each([
    ["once you're legless at the bar you won't be saying no anymore", 'threat'],
    ["a cheeky bit of G in your drink and you'd go quiet real fast", 'threat'],
    ["real men don't ask, they just take", 'threat'],
    ["therapy won't fix you, a rope would", 'self_harm_incitement'],
    ["there's only one way out and you know it", 'self_harm_incitement'],
  ])('%s', (text, kind) => {
    expect(reads(text).split(',')).toContain(kind);
  });
  it('a report of drugging is set aside (frames.ts)', () => {
    expect(reads('he said a bit of G in my drink would make me go quiet, I reported him to the police')).toBe('');
  });
});
