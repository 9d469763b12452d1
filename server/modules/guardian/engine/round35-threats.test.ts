/**
 * ADR 337: violent words in their everyday sense (idioms, regional English, sport, gaming, kitchens, hospitals, farms,
 * DIY and the weather; "dead" as an intensifier; an everyday agent doing the act) are delivered at trust 50 and 90,
 * and threats in the same shapes BLOCK whatever the trust.
 */
import { describe, expect, it } from 'vitest';
import { createGuardianEngine } from './guardian-engine';
import { chatContext, HARM_CONTEXTS } from './rules/test-contexts';
import * as P from './round35-threats.probes';

const engine = createGuardianEngine();
const CHAT = [chatContext({ stranger: false }), chatContext({ stranger: false, trust: 90 })];

const TWINS: Record<string, readonly string[]> = {
  idiom: P.TWINS_IDIOM,
  regional: P.TWINS_REGIONAL,
  sport: P.TWINS_SPORT,
  gaming: P.TWINS_GAMING,
  kitchen: P.TWINS_KITCHEN,
  medical: P.TWINS_MEDICAL,
  farm: P.TWINS_FARM,
  'diy and weather': P.TWINS_DIY_WEATHER,
  'dead as an intensifier': P.TWINS_INTENSIFIER,
  'an everyday agent': P.TWINS_AGENT,
};

const LEFT = new Set(P.TWINS_LEFT_HELD);

describe('ADR 337: violent words in everyday use are delivered at trust 50 and 90', () => {
  for (const [cls, lines] of Object.entries(TWINS))
    for (const text of lines.filter((t) => !LEFT.has(t)))
      it(`${cls}: ${text}`, () => {
        for (const c of CHAT) expect(engine.moderateText(text, c).decision).toBe('ALLOW');
      });
  // A ledger, not a goal: the twins ADR 337 left are held by layers it did not change (the text model alone, the
  // keyword "stab you", a "will kill you" cue). A change that delivers one must take it off TWINS_LEFT_HELD, so the
  // list stays what is true; every line of it must also be one of the twins above.
  it('the twins left held are exactly the ledger, each still a twin', () => {
    const all = new Set(Object.values(TWINS).flat());
    expect(P.TWINS_LEFT_HELD.filter((t) => !all.has(t))).toEqual([]);
    const stillHeld = P.TWINS_LEFT_HELD.filter((t) => CHAT.some((c) => engine.moderateText(t, c).decision !== 'ALLOW'));
    expect(stillHeld).toEqual([...P.TWINS_LEFT_HELD]);
  });
});

describe('ADR 337: threats in the same shapes BLOCK whatever the trust', () => {
  for (const text of [...P.THREATS_SAME_SHAPE, ...P.THREATS_BESIDE_AN_AGENT])
    it(text, () => {
      for (const c of HARM_CONTEXTS) expect(engine.moderateText(text, c).decision).toBe('BLOCK');
    });
});
