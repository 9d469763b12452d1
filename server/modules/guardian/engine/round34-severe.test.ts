/**
 * ADR 334: sexual violence (a refusal declared void; the reader or a friend made drunk or dosed in slang, then taken)
 * and incitement to self-harm (an overdose directive; a euphemism of ending one's life beside "nobody would miss you")
 * BLOCK at trust 50 and 90, in a chat and from a stranger; the harmless twins in the same words (written before the
 * reader) are delivered, and the twins main already holds are not read by round 34's reader.
 */
import { describe, expect, it } from 'vitest';
import { createGuardianEngine } from './guardian-engine';
import { chatContext, familyReading, HARM_CONTEXTS } from './rules/test-contexts';
import { round34SevereSignals } from './rules/round34-severe';
import * as P from './round34-severe.probes';

const engine = createGuardianEngine();
const CHAT = [chatContext({ stranger: false }), chatContext({ stranger: false, trust: 90 })];
const reads = familyReading(round34SevereSignals);

const BLOCK_CLASSES: Record<string, readonly string[]> = {
  'sexual violence, refusal void': P.SV_REFUSAL_VOID,
  'sexual violence, incapacitated in slang': P.SV_INCAPACITATED_SLANG,
  'self-harm, overdose directive': P.SH_OVERDOSE,
  'self-harm, euphemism': P.SH_EUPHEMISM,
  'self-harm, a drop urged': P.SH_DROP_URGED,
};
const TWINS: Record<string, readonly string[]> = {
  'refusal void': P.TWINS_REFUSAL_VOID,
  'incapacitated in slang': P.TWINS_INCAPACITATED_SLANG,
  overdose: P.TWINS_OVERDOSE,
  euphemism: P.TWINS_EUPHEMISM,
  'a drop urged': P.TWINS_DROP_URGED,
};

describe('ADR 334: severe harm in plain wording BLOCKs whatever the trust', () => {
  for (const [cls, lines] of Object.entries(BLOCK_CLASSES))
    for (const text of lines)
      it(`${cls}: ${text}`, () => {
        for (const c of HARM_CONTEXTS) expect(engine.moderateText(text, c).decision).toBe('BLOCK');
      });
});

describe('ADR 334: harmless twins in the same words are delivered at trust 50 and 90', () => {
  for (const [cls, lines] of Object.entries(TWINS))
    for (const text of lines)
      it(`${cls}: ${text}`, () => {
        for (const c of CHAT) expect(engine.moderateText(text, c).decision).toBe('ALLOW');
      });
  for (const text of P.TWINS_HELD_ON_MAIN)
    it(`held on main by another reader, not read by round 34's: ${text}`, () => {
      expect(reads(text)).toBe('');
    });
});
