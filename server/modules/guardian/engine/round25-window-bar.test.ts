/**
 * Round 25 (ADR 281): the sliding window reads the text model on the parts joined at the bar the model file carries
 * (`windowThresholds.harmful`, calibrated by the trainer on joined ordinary chat); a file without it reads as before.
 * Own sentences, written for this test (no challenge set read for them).
 */
import { describe, expect, it } from 'vitest';
import { playSequence } from '../challenge-eval';
import { loadGuardianModel, parseModel } from './classifier';
import { createGuardianEngine } from './guardian-engine';
import { normalizeText } from './normalize';
import { calibrateWindowBar, type TrainingSample } from './train';

const shipped = loadGuardianModel();
const joinedP = (parts: string[]) => shipped.probabilities(normalizeText(parts.join(' ')).deobfuscated).harmful;

/** A threat or a lever split over short sends, each with a harm class in the joined text. */
const HARMFUL_SPLITS = [
  ['you think ignoring me is clever', 'i know what car you drive', 'watch what happens to it'],
  ['i kept the photos', 'the ones from that night', 'pay me or your boss gets them'],
  ['keep laughing at me', 'i will find you', 'and hurt you properly'],
  ['you owe me', 'so send the money tonight', 'or your family hears everything'],
  ['nobody would miss you', 'just end it', 'do everyone a favour'],
];
/** The same kinds of words in harmless split sends (cooking, sport, a bill shared, a film, a game). */
const HARMLESS_SPLITS = [
  ['the knife skills class', 'was brilliant', 'we made fresh pasta'],
  ['we got destroyed at five a side', 'again', 'pub after?'],
  ['you owe me a fiver for the cinema', 'no rush', 'whenever you see me'],
  ['that film was so good', 'the ending killed me', 'want to see the sequel friday'],
  ['just finished the boss fight', 'took me ages', 'what are you up to tonight'],
];

describe('a model file with a window bar: the joined parts are read at it (ADR 281)', () => {
  it.each(HARMFUL_SPLITS)('a harmful split send reading over the bar is caught: %s | %s | %s', (...parts) => {
    const bar = Math.max(0.05, Math.min(0.99, joinedP(parts) - 0.01));
    const engine = createGuardianEngine({ model: shipped.with({ windowThresholds: { harmful: bar } }) });
    expect(playSequence(engine, parts).some((v) => v.decision !== 'ALLOW')).toBe(true);
  });
  it.each(HARMLESS_SPLITS)('a harmless twin at the shipped threshold is delivered: %s | %s | %s', (...parts) => {
    const bar = shipped.thresholds.harmful;
    const engine = createGuardianEngine({ model: shipped.with({ windowThresholds: { harmful: bar } }) });
    expect(playSequence(engine, parts).every((v) => v.decision === 'ALLOW')).toBe(true);
  });
  it('the window reading itself: a bar between the first part and the joined parts holds the last part', () => {
    // contempt at the reader only once both parts are read (each part alone under the bar, no rule holds either)
    const parts = ['honestly', 'you are such an idiot lol'];
    const bar = (joinedP(parts.slice(0, 1)) + joinedP(parts)) / 2;
    expect(playSequence(createGuardianEngine({ model: shipped }), parts).map((v) => v.decision)).toEqual([
      'ALLOW',
      'ALLOW',
    ]);
    const engine = createGuardianEngine({ model: shipped.with({ windowThresholds: { harmful: bar } }) });
    const last = playSequence(engine, parts)[1];
    expect(last.decision).toBe('REVIEW');
    expect(last.reasoning).toContain('on the parts read as one');
  });
  it('no harm-class word in the joined parts (sport talk): the window reading holds nothing', () => {
    const parts = ['that match was wild', 'they got destroyed'];
    const bar = Math.max(0.01, joinedP(parts) - 0.05);
    const engine = createGuardianEngine({ model: shipped.with({ windowThresholds: { harmful: bar } }) });
    expect(playSequence(engine, parts).every((v) => v.decision === 'ALLOW')).toBe(true);
  });
  it('without the field the window reads the model as before (same verdicts)', () => {
    const before = createGuardianEngine({ model: shipped });
    const withBar = createGuardianEngine({ model: shipped.with({ windowThresholds: null }) });
    for (const parts of [...HARMFUL_SPLITS, ...HARMLESS_SPLITS])
      expect(playSequence(withBar, parts).map((v) => v.decision)).toEqual(
        playSequence(before, parts).map((v) => v.decision),
      );
  });
});

describe('the window bar in the model file (ADR 281)', () => {
  it('round-trips through the file and is checked on load', () => {
    const m = shipped.with({ windowThresholds: { harmful: 0.9 } });
    const file = m.toFile({ metrics: null, training: {} });
    expect(parseModel(JSON.parse(JSON.stringify(file))).windowThresholds).toEqual({ harmful: 0.9 });
    expect(() => parseModel({ ...file, windowThresholds: { harmful: 1.5 } })).toThrow(/window threshold/);
    expect(m.fingerprint()).not.toBe(shipped.fingerprint());
    expect(shipped.toFile({ metrics: null, training: {} })).not.toHaveProperty('windowThresholds');
  });
  it('the trainer calibrates it on joined ordinary chat: at or above the threshold, no more often flagged', () => {
    const lines = [...HARMLESS_SPLITS.flat(), 'see you at six', 'how was work', 'love that song', 'coffee sunday?'];
    const val: TrainingSample[] = lines.map((text) => ({ text, label: 'safe', source: 'corpus' }));
    const bar = calibrateWindowBar(shipped, val, { sources: ['corpus'], target: 0 }, 42);
    expect(bar.harmful).toBeGreaterThanOrEqual(shipped.thresholds.harmful);
    expect(bar.windowRate).toBeLessThanOrEqual(bar.messageRate);
    expect(bar.windows).toBeGreaterThan(0);
  });
});
