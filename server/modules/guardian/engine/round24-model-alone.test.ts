/**
 * Round 24 (ADR 271): how the engine uses a text-model flag nothing else corroborates. Twins written by this round's
 * helper before the change, own sentences (no challenge set read for them):
 *  - a short first part of a split send that a model alone reads as sexual ("send a pic" before "of the puppy"),
 *    in a chat the reader replied to, is harmless; the same short asks with a sexual word, or from a stranger, are not.
 */
import { describe, expect, it } from 'vitest';
import { loadGuardianModel } from './classifier';
import { createGuardianEngine } from './guardian-engine';
import { normalizeText } from './normalize';
import { MODEL_ALONE_SURE, modelAloneBars } from './rules/model-corroboration';
import { chatContext } from './rules/test-contexts';

const engine = createGuardianEngine();
const talking = chatContext({ stranger: false });
const stranger = chatContext({ stranger: true });

/** Short first parts a model may read as sexual, harmless in a chat both are in (the next part says what of). */
export const SHORT_FIRST_PARTS = [
  'so wet rn',
  'on my knees',
  'send a pic',
  'show me more',
  'so hard rn',
  'wanna see more?',
  'tie me up',
  'bend over',
];
/** Short sexual asks with a sexual word or a sexual-request phrase: held whoever sends them. */
export const SHORT_SEXUAL_ASKS = ['send nudes', 'nudes pls', 'show me ur tits', 'sit on my face', 'suck my dick'];
/** Short sexual asks from a stranger, held by the sexual-request rule. */
export const STRANGER_SHORT_ASKS = ['send pics', 'pics?', 'bend over', 'any pics', 'send me pics'];

describe('short first parts (harmless twins) are delivered in a chat both are in', () => {
  it.each(SHORT_FIRST_PARTS)('%s', (text) => {
    expect(engine.moderateText(text, talking).decision).toBe('ALLOW');
  });
});

describe('short sexual asks (harmful twins) are held', () => {
  it.each(SHORT_SEXUAL_ASKS)('in a chat: %s', (text) => {
    expect(engine.moderateText(text, talking).decision).not.toBe('ALLOW');
  });
  it.each([...SHORT_SEXUAL_ASKS, ...STRANGER_SHORT_ASKS])('from a stranger: %s', (text) => {
    expect(engine.moderateText(text, stranger).decision).not.toBe('ALLOW');
  });
});

/**
 * A model that reads sex into short texts, as ADR 269's candidates do: the shipped weights with the nsfw threshold
 * lowered to where every short first part above is flagged.
 */
const shipped = loadGuardianModel();
const EAGER_NSFW = 0.02;
const eager = createGuardianEngine({
  model: shipped.with({ thresholds: { ...shipped.thresholds, nsfw: EAGER_NSFW } }),
});
const nsfwProbability = (text: string) => shipped.probabilities(normalizeText(text).deobfuscated).nsfw;

describe('a model-only sexual reading of a short first part is not counted in a chat both are in', () => {
  it.each(SHORT_FIRST_PARTS)('%s', (text) => {
    expect(nsfwProbability(text)).toBeGreaterThanOrEqual(EAGER_NSFW);
    expect(eager.moderateText(text, talking).decision).toBe('ALLOW');
  });
  it.each(SHORT_SEXUAL_ASKS)('a sexual word keeps it: %s', (text) => {
    expect(eager.moderateText(text, talking).decision).not.toBe('ALLOW');
  });
  it.each(SHORT_FIRST_PARTS)('from a stranger it counts: %s', (text) => {
    expect(eager.moderateText(text, stranger).decision).not.toBe('ALLOW');
  });
  it.each(['get naked for me right now', 'show me more of that body tonight', 'wanna see me with nothing on'])(
    'four words or more count: %s',
    (text) => {
      expect(nsfwProbability(text)).toBeGreaterThanOrEqual(EAGER_NSFW);
      expect(eager.moderateText(text, talking).decision).not.toBe('ALLOW');
    },
  );
});

/**
 * Two bars for a model-only harmful flag (ADR 271): with a model-alone threshold in the file, a flag whose only
 * evidence is the reader must clear it; a harm class in the text keeps the label's threshold. Simulated with the
 * shipped weights and low thresholds (a model that reads harm into ordinary lines, as ADR 269's candidates do).
 */
const EAGER_HARMFUL = 0.1;
const eagerHarm = shipped.with({ thresholds: { ...shipped.thresholds, harmful: EAGER_HARMFUL } });
const oneBar = createGuardianEngine({ model: eagerHarm });
const twoBars = createGuardianEngine({ model: eagerHarm.with({ aloneThresholds: { harmful: 0.5 } }) });
const harmfulProbability = (text: string) => shipped.probabilities(normalizeText(text).deobfuscated).harmful;

describe('two bars for a model-only harmful flag', () => {
  it('one bar (no model-alone threshold) reads as before: the shipped bars', () => {
    expect(modelAloneBars(shipped)).toEqual({ alone: shipped.thresholds.harmful, sure: MODEL_ALONE_SURE });
    expect(modelAloneBars(null).sure).toBe(MODEL_ALONE_SURE);
  });
  it('a model-alone threshold raises the sure line by the share of headroom ADR 222 left', () => {
    const bars = modelAloneBars(eagerHarm.with({ aloneThresholds: { harmful: 0.86 } }));
    expect(bars.alone).toBe(0.86);
    expect(bars.sure).toBeCloseTo(0.86 + 0.14 * (0.11 / 0.31), 6);
  });
  it.each(["you're a beast on the court", "you're sick for that", "you'll knock me out with that dress"])(
    'only the reader, under the alone bar: delivered (harmless twin) — %s',
    (text) => {
      const p = harmfulProbability(text);
      expect(p).toBeGreaterThanOrEqual(EAGER_HARMFUL);
      expect(p).toBeLessThan(0.5);
      expect(oneBar.moderateText(text, talking).decision).not.toBe('ALLOW');
      expect(twoBars.moderateText(text, talking).decision).toBe('ALLOW');
    },
  );
  it.each([
    'you are a pathetic excuse for a man',
    'nobody likes you, loser',
    'go back to your own country',
    'you people are vermin',
    'i know where you live',
  ])('a harm class in the text keeps the label threshold (harmful twin) — %s', (text) => {
    expect(twoBars.moderateText(text, talking).decision).not.toBe('ALLOW');
  });
});
