/**
 * ADR 200: the sender's blocked parts are in the sliding window (`recentBlocked` flags them, ADR 206). A hard finding a
 * blocked part already held blocks a later part again only when that part carries the blocked act over to someone
 * new; an unrelated part after a block is judged as before; without recentBlocked nothing changes.
 */
import { describe, expect, it } from 'vitest';
import { createGuardianEngine } from './guardian-engine';
import { windowContext } from './rules/test-contexts';
import { carriesActOver, continuesSentence } from './window-policy';
import { normalizeText } from './normalize';

const engine = createGuardianEngine();
/** A context whose window is recentMessages, recentBlocked flagging (same index) the parts Guardian blocked. */
/** The window tests' context (rules/test-contexts.ts). */
const ctx = windowContext;
const carries = (t: string) => {
  const n = normalizeText(t);
  return carriesActOver(n.text, n.deobfuscated);
};

describe('carriesActOver: an additive part with a new target and no clause of its own', () => {
  it.each([
    'and your sister too',
    'and ur mum as well',
    '...and y0ur s1ster t00!!',
    'Same goes for your DOG.',
    'same for ur kids',
    'u and ur kids 2',
    'n ur bf',
    'that goes for him',
    'this applies to your family as well',
    'including your brother',
    'sister too',
    'the dog as well',
    'your sister too',
    // review of ADR 200: a laugh, an emoji or "next" after the target, and "then"/"ditto" leading
    'your sister too haha',
    'ur sis 2 💀',
    "ur family's next 😈",
    'then ur sister',
    'ditto ur mum',
  ])('%s', (t) => expect(carries(t)).toBe(true));

  it.each([
    'see you at 8 then',
    'me too',
    'and then',
    'and then i left',
    'same here',
    'lol same',
    'sounds good to me too',
    'ok see you later',
    'and your sister is coming too?',
    'i love your dog too',
    // review of ADR 200: the reader is no one new, and a word that is no person is an ordinary reply
    'you too',
    'same to you',
    'u 2',
    'tired too',
    'hungry as well',
  ])('not: %s', (t) => expect(carries(t)).toBe(false));
});

describe('continuesSentence: a part led by an additive conjunction', () => {
  it.each(["and i'm coming tonight", 'n im comin 2nite', '& ur not safe', 'plus i have a knife', '...and then'])(
    '%s',
    (t) => expect(continuesSentence(normalizeText(t).text)).toBe(true),
  );
  it.each(['see you at 8', 'andrew says hi', 'sorry', 'nah im good'])('not: %s', (t) =>
    expect(continuesSentence(normalizeText(t).text)).toBe(false),
  );
});

describe('sliding window with a blocked part (ADR 200)', () => {
  it('a part carrying a blocked threat over to someone new is BLOCK (plain and disguised)', () => {
    for (const [first, next] of [
      ["i'll kill you", 'and your sister too'],
      ["i'll kill you", 'same goes for your dog'],
      ['i am going to stab you', 'and ur mum as well'],
      ['ill k1ll u', 'n ur s1ster t00'],
      ['I will find you and hurt you', 'u and ur kids 2'],
    ]) {
      expect(engine.moderateText(first, ctx([])).decision, first).toBe('BLOCK');
      const v = engine.moderateText(next, ctx([first], [true]));
      expect(v.decision, next).toBe('BLOCK');
      expect(v.policyTags).toEqual(expect.arrayContaining(['threat', 'split_message']));
      expect(v.trustScoreUpdate).toBeLessThan(50);
    }
  });

  it('the same part is harmless alone and after a delivered part (nothing changes without recentBlocked)', () => {
    expect(engine.moderateText('and your sister too', ctx([])).decision).toBe('ALLOW');
    expect(engine.moderateText('and your sister too', ctx(['i met your mum today'])).decision).toBe('ALLOW');
  });

  it('an unrelated part after a blocked one is judged as before', () => {
    const blocked = ["i'll kill you"];
    for (const next of ['see you at 8 then', 'sorry, that came out wrong', 'what', 'are you there?', 'haha ok'])
      expect(engine.moderateText(next, ctx(blocked, [true])).decision, next).toBe('ALLOW');
    const extortion = ['send nudes or i leak your pics'];
    expect(engine.moderateText('ok whatever', ctx(extortion, [true])).decision).toBe('ALLOW');
  });

  it('ordinary replies after a block are delivered; a carried act only right after the blocked part (review)', () => {
    const recent = ["i'm going to kill you", 'sorry, dumb joke', 'have a good night'];
    for (const next of ['you too', 'same to you', 'u 2', 'tired too', 'hungry as well', 'the dog as well'])
      expect(engine.moderateText(next, ctx(recent, [true, false, false])).decision, next).toBe('ALLOW');
    for (const next of ['your sister too 🔪', 'ur sis 2 💀', 'then ur sister', 'sister too'])
      expect(engine.moderateText(next, ctx(['sorry', recent[0]], [false, true])).decision, next).toBe('BLOCK');
  });

  it('a new harm the latest part makes with a blocked part still counts', () => {
    const blocked = ['im going to leak ur nudes'];
    expect(engine.moderateText(blocked[0], ctx([])).decision).toBe('BLOCK');
    expect(engine.moderateText('send me 500 on cashapp', ctx([])).decision).toBe('REVIEW');
    const v = engine.moderateText('send me 500 on cashapp', ctx(blocked, [true]));
    expect(v.decision).toBe('BLOCK');
    expect(v.policyTags).toContain('split_message');
  });

  it("a part going on with the blocked part's sentence is BLOCK; after a delivered part between, it is not", () => {
    const blocked = ['i know where you live'];
    for (const next of ["and i'm coming tonight", 'n im comin 2nite', '& ur not safe'])
      expect(engine.moderateText(next, ctx(blocked, [true])).decision, next).toBe('BLOCK');
    expect(engine.moderateText("and i'm coming tonight", ctx([])).decision).toBe('ALLOW');
    expect(engine.moderateText('and then i left', ctx([blocked[0], 'sorry'], [true, false])).decision).toBe('ALLOW');
  });

  it('a part filling the slot a blocked open part left is BLOCK', () => {
    const recent = ['one more', 'message to him', "and i'll break"];
    expect(engine.moderateText(recent[2], ctx(recent.slice(0, 2))).decision).toBe('BLOCK');
    expect(engine.moderateText('your face', ctx(recent, [false, false, true])).decision).toBe('BLOCK');
  });

  it('keeping blocked parts never frees a part the delivered parts alone would hold (the floor)', () => {
    // Each pair: what the window of delivered parts holds; a blocked part in between must not free it.
    const delivered = ["i'm going to"];
    const alone = engine.moderateText('find you and hurt you', ctx(delivered));
    expect(alone.decision).toBe('BLOCK');
    const withBlocked = engine.moderateText('find you and hurt you', ctx([...delivered, 'k1ll u'], [false, true]));
    expect(withBlocked.decision).toBe('BLOCK');
  });
});
