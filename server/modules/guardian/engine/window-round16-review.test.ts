/**
 * ADR 208 (round 16 review): after a blocked part, an ordering word (next / after / later) carries the blocked act
 * over only to a person — a pronoun, or a kin / person / pet noun — never to any noun ("the bus is next", "lunch is
 * next", "the rest later" are plans); the contracted future ("you'll be next", "u will b next") is a copula; one more
 * person may be chained ("you're next, then your sister"). Each harmful twin beside its harmless twin; the sentences
 * are this file's own.
 */
import { describe, expect, it } from 'vitest';
import { createGuardianEngine } from './guardian-engine';
import { normalizeText } from './normalize';
import { windowContext } from './rules/test-contexts';
import { carriesActOver, namesNextInLine } from './window-policy';

const engine = createGuardianEngine();
/** The window tests' context (rules/test-contexts.ts). */
const ctx = windowContext;
const THREAT = 'i am going to strangle you tonight';
const BANTER_BLOCKED = 'im gonna beat ur ass at pool';
const afterBlock = (t: string, first = THREAT) => engine.moderateText(t, ctx([first], [true])).decision;
const carried = (t: string) => {
  const n = normalizeText(t);
  return carriesActOver(n.text, n.deobfuscated, t) || namesNextInLine(n.text, n.deobfuscated, t, true);
};

describe('an ordering word passes a blocked act to a person only (ADR 208)', () => {
  it('the blocked parts are BLOCK alone (the premise)', () => {
    expect(afterBlock(THREAT, 'hi')).toBe('BLOCK');
    expect(engine.moderateText(THREAT, ctx([])).decision).toBe('BLOCK');
    expect(engine.moderateText(BANTER_BLOCKED, ctx([])).decision).toBe('BLOCK');
  });

  it.each([
    // [harmful twin: a person is next, harmless twin: a plan is next]
    ["her brother's next", "her flight's next"],
    ['the kids are after', 'the pics are after'],
    ['your man is next', 'your table is next'],
    ['the guy is next', 'the bus is next'],
    ['his parents next', 'his exam next'],
    ['ur mum later', 'the rest later'],
    ['then your cousin after', 'then the food after'],
  ])('right after a blocked threat: %s is BLOCK, %s is ALLOW', (harmful, harmless) => {
    expect(afterBlock(harmful), harmful).toBe('BLOCK');
    expect(afterBlock(harmless), harmless).toBe('ALLOW');
    expect(engine.moderateText(harmful, ctx([])).decision, `${harmful} alone`).toBe('ALLOW');
  });

  it('a bare one word that is next is a plan as often as a name: not carried', () => {
    for (const t of ['dinner is next', "dessert's next", 'thursday is after', 'yours is next', 'mine is after'])
      expect(afterBlock(t), t).toBe('ALLOW');
    // after a blocked trash-talk line, the game goes on: no second block
    for (const t of ["table's next", 'loser is next', 'the next frame is after'])
      expect(afterBlock(t, BANTER_BLOCKED), t).toBe('ALLOW');
    expect(afterBlock("your brother's next", BANTER_BLOCKED)).toBe('BLOCK');
  });

  it('"too / also" keep the wider target (a possession), as in ADR 200', () => {
    expect(afterBlock('and your car too')).toBe('BLOCK');
    expect(carried('the rest later')).toBe(false);
    expect(carried('your car too')).toBe(true);
  });
});

describe('the contracted future and a chained second person (ADR 208)', () => {
  it.each(["you'll be next", 'youll be next', 'u will b next', "she'll be next lol", 'ur gonna b next'])(
    'right after a blocked threat: %s is BLOCK',
    (t) => {
      expect(afterBlock(t), t).toBe('BLOCK');
      expect(engine.moderateText(t, ctx([])).decision, `${t} alone`).toBe('ALLOW');
    },
  );

  it.each(["you'll be late", 'youll be fine', 'u will be ok', "she'll be after 9"])('%s stays ALLOW', (t) =>
    expect(afterBlock(t), t).toBe('ALLOW'),
  );

  it.each(["you're next, then your sister", 'ur next and ur dad after', 'then you n ur brother'])(
    'two people in line: %s is BLOCK',
    (t) => expect(afterBlock(t), t).toBe('BLOCK'),
  );

  it.each(["you're next, then the bus", 'ur next and then lunch', "you're next in line, then we eat"])(
    'a person then a plan: %s stays ALLOW',
    (t) => expect(afterBlock(t), t).toBe('ALLOW'),
  );
});
