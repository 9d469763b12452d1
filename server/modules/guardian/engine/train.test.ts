import { describe, expect, it } from 'vitest';
import { parseModel } from './classifier';
import { SMALLTALK_CORPUS_FILES } from './data';
import { GuardianModelError } from './errors';
import { normalizeText } from './normalize';
import {
  calibrateThresholds,
  handwrittenCategoryFactor,
  parseSourceWeights,
  raiseHarmfulForSmsHam,
  smsHamPool,
  splitSamples,
  trainGuardianModel,
  trainMedianSeed,
  type TrainingSample,
} from './train';
import type { GuardianLabel } from './types';

// A tiny, hand-made training set (fast): ordinary chat, harm, sexual and spam lines.
function tinySet(): TrainingSample[] {
  const safe = [
    'hey how was your day',
    'want to grab coffee saturday',
    'my dog says hi',
    'that movie was great',
    'see you at 8 at the park',
    'good morning, sleep well?',
    'I love tacos and hiking',
    'haha you are funny',
    'running late, sorry!',
    'what music do you like',
  ];
  const harmful = [
    'I will kill you',
    'you worthless whore',
    'send money or I leak your pics',
    'I know where you live, watch your back',
    'I will hurt you bad',
    'die you ugly pig',
    'pay me or your family sees the video',
    'I am going to stab you',
    'nobody will ever love you, loser',
    'I will beat the shit out of you',
  ];
  const nsfw = [
    'send nudes',
    'I want to fuck you',
    'show me your tits',
    'sit on my face',
    'I am so horny',
    'suck my cock',
    'wanna see my dick',
    'I am hard for you',
    'lick every inch of you',
    'take it off and show me',
  ];
  const spam = [
    'WIN a free iphone, click here',
    'free entry claim your prize now',
    'text WIN to 80085 to claim',
    'hot singles join free now',
    'earn money from home, click',
    'congratulations you won cash',
    'claim your free gift card at bit.ly/x',
    'subscribe for exclusive content',
    'promo code LOVE50 sign up now',
    'urgent: your prize is waiting, call now',
  ];
  const rows: TrainingSample[] = [];
  const add = (texts: string[], label: GuardianLabel) => {
    for (const [i, t] of texts.entries())
      for (const v of ['', ' pls', ' now!']) rows.push({ text: `${t}${v}`, label, source: i % 2 ? 'corpus' : 'sms' });
  };
  add(safe, 'safe');
  add(harmful, 'harmful');
  add(nsfw, 'nsfw');
  add(spam, 'spam');
  return rows;
}

function softmax(z: number[]): number[] {
  const m = Math.max(...z);
  const e = z.map((v) => Math.exp(v - m));
  const s = e.reduce((a, b) => a + b, 0);
  return e.map((v) => v / s);
}

const opts = { seed: 7, epochs: 6, features: { buckets: 1 << 12 }, now: new Date('2024-01-01T00:00:00Z') };

describe('trainGuardianModel', () => {
  it('is deterministic (same seed, same data -> same weights, thresholds and metrics)', () => {
    const a = trainGuardianModel(tinySet(), opts);
    const b = trainGuardianModel([...tinySet()].reverse(), opts); // file order must not matter
    expect(a.file.weights.sha256).toBe(b.file.weights.sha256);
    expect(a.file.thresholds).toEqual(b.file.thresholds);
    expect(a.metrics).toEqual(b.metrics);
    expect(a.file.version).toBe(b.file.version);
    const c = trainGuardianModel(tinySet(), { ...opts, seed: 8 });
    expect(c.file.weights.sha256).not.toBe(a.file.weights.sha256);
  }, 60_000); // three trainings: ~2 s quiet, 5.3 s on CI beside the browser tier (round 25) — past the 5 s default

  it('joined rows (ADR 204) are extra training rows, seeded, recorded in the file; off by default', () => {
    const hand = tinySet().map((x) => ({ ...x, source: 'handwritten' }));
    const plain = trainGuardianModel(hand, opts);
    const a = trainGuardianModel(hand, { ...opts, joinAugment: { count: 20 } });
    const b = trainGuardianModel(hand, { ...opts, joinAugment: { count: 20 } });
    expect(plain.file.training.joinAugment).toBeUndefined();
    expect(a.file.training.joinAugment).toEqual({ count: 20 });
    expect(a.file.training.trainingRows).toBe((plain.file.training.trainingRows as number) + 20);
    expect(a.file.weights.sha256).toBe(b.file.weights.sha256);
  }, 60_000); // three trainings: 3.7 s quiet, past the 5 s default on a loaded machine (round 27)

  it('the window and model-alone bars (ADR 281) are written only when asked, from the same weights', () => {
    const plain = trainGuardianModel(tinySet(), opts);
    const bars = trainGuardianModel(tinySet(), { ...opts, windowBar: true, aloneFprTarget: 0.01 });
    expect(plain.file.windowThresholds).toBeUndefined();
    expect(plain.file.aloneThresholds).toBeUndefined();
    expect(bars.file.weights.sha256).toBe(plain.file.weights.sha256);
    expect(bars.file.thresholds).toEqual(plain.file.thresholds);
    expect(bars.file.windowThresholds!.harmful).toBeGreaterThanOrEqual(plain.file.thresholds.harmful);
    expect(bars.file.aloneThresholds!.harmful).toBeGreaterThanOrEqual(plain.file.thresholds.harmful);
    expect(bars.file.training.aloneFprTarget).toBe(0.01);
  }, 60_000); // two trainings: 1.1 s quiet, past the 5 s default on a loaded machine (round 27)

  it('a per-source weight (ADR 270) merges over the defaults, is recorded in the file and moves the weights', () => {
    const plain = trainGuardianModel(tinySet(), opts);
    const light = trainGuardianModel(tinySet(), { ...opts, sourceWeights: parseSourceWeights('sms=0.25') });
    const weighting = (f: typeof plain.file) => f.training.weighting as { sourceWeights: Record<string, number> };
    expect(weighting(plain.file).sourceWeights).toEqual({ corpus: 2, moderator: 3, handwritten: 0.5 });
    expect(weighting(light.file).sourceWeights).toEqual({ corpus: 2, moderator: 3, handwritten: 0.5, sms: 0.25 });
    expect(light.file.weights.sha256).not.toBe(plain.file.weights.sha256);
    // a misspelt source is refused, not trained on unweighted
    expect(() => trainGuardianModel(tinySet(), { ...opts, sourceWeights: { davidsn: 0.5 } })).toThrow(/davidsn/);
  });

  it('a category weight (ADR 292) moves only hand-written rows of that category', () => {
    const weights = { harassment: 2 };
    const row = (source: string, category?: string): TrainingSample => ({
      text: 'x',
      label: 'harmful',
      source,
      ...(category ? { category } : {}),
    });
    expect(handwrittenCategoryFactor(row('handwritten', 'harassment'), weights)).toBe(2);
    expect(handwrittenCategoryFactor(row('handwritten', 'hate'), weights)).toBe(1);
    expect(handwrittenCategoryFactor(row('handwritten'), weights)).toBe(1);
    // the same category from another source is not a hand-written line
    expect(handwrittenCategoryFactor(row('corpus', 'harassment'), weights)).toBe(1);
    expect(handwrittenCategoryFactor(row('handwritten', 'harassment'), undefined)).toBe(1);
  });

  it('a category weight is recorded and moves the weights; unset is the trainer of before (ADR 292)', () => {
    // half the harmful lines hand-written harassment, the rest as tinySet has them
    const set = tinySet().map((x, i) =>
      x.label === 'harmful' && i % 2 ? { ...x, source: 'handwritten', category: 'harassment' } : x,
    );
    const plain = trainGuardianModel(set, opts);
    const again = trainGuardianModel(set, opts);
    const one = trainGuardianModel(set, { ...opts, categoryWeights: { harassment: 1 } });
    const heavy = trainGuardianModel(set, { ...opts, categoryWeights: { harassment: 2 } });
    const weighting = (f: typeof plain.file) => f.training.weighting as { categoryWeights?: Record<string, number> };
    expect(weighting(plain.file).categoryWeights).toBeUndefined();
    expect(weighting(heavy.file).categoryWeights).toEqual({ harassment: 2 });
    // unset: same weights and fingerprint as the run before; a factor of 1 trains the same weights
    expect(again.file.weights.sha256).toBe(plain.file.weights.sha256);
    expect(again.file.version).toBe(plain.file.version);
    expect(one.file.weights.sha256).toBe(plain.file.weights.sha256);
    expect(heavy.file.weights.sha256).not.toBe(plain.file.weights.sha256);
    // a category no hand-written line has is refused, not trained on unweighted
    expect(() => trainGuardianModel(set, { ...opts, categoryWeights: { harasment: 2 } })).toThrow(/harasment/);
  }, 60_000);

  it('parses a source-weight spec and rejects a malformed one (ADR 270)', () => {
    expect(parseSourceWeights('davidson=0.5')).toEqual({ davidson: 0.5 });
    expect(parseSourceWeights('davidson=0.5,handwritten=1,sms=0')).toEqual({ davidson: 0.5, handwritten: 1, sms: 0 });
    expect(parseSourceWeights('')).toEqual({});
    for (const bad of ['davidson', 'davidson=', '=0.5', 'davidson=-1', 'davidson=abc', 'davidson=1=2'])
      expect(() => parseSourceWeights(bad), bad).toThrow(/source weight/);
  });

  it('a norm floor (ADR 211) is off by default; short texts shrink toward the bias, long ones do not', () => {
    const plain = trainGuardianModel(tinySet(), opts);
    expect(plain.file.features.normFloor).toBeUndefined();
    const floored = parseModel(
      JSON.parse(JSON.stringify({ ...plain.file, features: { ...plain.file.features, normFloor: 400 } })),
    );
    const unfloored = parseModel(JSON.parse(JSON.stringify(plain.file)));
    const prior = softmax(plain.file.bias);
    const short = normalizeText('kill').deobfuscated;
    const a = unfloored.probabilities(short);
    const b = floored.probabilities(short);
    // The floored reading sits between the full reading and the prior, on every label.
    const dist = (p: Record<string, number>) => plain.file.labels.reduce((d, l, i) => d + Math.abs(p[l] - prior[i]), 0);
    expect(dist(b)).toBeLessThan(dist(a));
    const long = normalizeText(
      'my brother and I spent the whole long weekend repainting the kitchen walls a pale green, then we cooked dinner',
    ).deobfuscated;
    const high = parseModel(
      JSON.parse(JSON.stringify({ ...plain.file, features: { ...plain.file.features, normFloor: 1 } })),
    );
    expect(high.probabilities(long)).toEqual(unfloored.probabilities(long));
    // Trained with it: recorded in the file and read back with it.
    const t = trainGuardianModel(tinySet(), { ...opts, features: { ...opts.features, normFloor: 100 } });
    expect(t.file.features.normFloor).toBe(100);
    expect(t.file.weights.sha256).not.toBe(plain.file.weights.sha256);
    expect(parseModel(JSON.parse(JSON.stringify(t.file))).features.normFloor).toBe(100);
    expect(() => parseModel({ ...t.file, features: { ...t.file.features, normFloor: -1 } })).toThrow(
      GuardianModelError,
    );
  });

  it('word classes (ADR 212) are off by default; trained with them, recorded in the file and read back', () => {
    const plain = trainGuardianModel(tinySet(), opts);
    expect(plain.file.features.wordClasses).toBeUndefined();
    const wordClasses = { file: 'word-classes-sg100d-k512.json', bigrams: true };
    const t = trainGuardianModel(tinySet(), { ...opts, features: { ...opts.features, wordClasses } });
    expect(t.file.features.wordClasses).toEqual(wordClasses);
    expect(t.file.weights.sha256).not.toBe(plain.file.weights.sha256);
    const read = parseModel(JSON.parse(JSON.stringify(t.file)));
    expect(read.features.wordClasses).toEqual(wordClasses);
    const text = normalizeText('i will hurt you with a knife').deobfuscated;
    const [p, q] = [read.probabilities(text), t.classifier.probabilities(text)];
    for (const l of t.file.labels) expect(p[l]).toBeCloseTo(q[l], 6);
    const bad = (wc: unknown) => () => parseModel({ ...t.file, features: { ...t.file.features, wordClasses: wc } });
    expect(bad({ file: 'word-classes-missing.json' })).toThrow(GuardianModelError);
    expect(bad({ file: '../x.json' })).toThrow(GuardianModelError);
    expect(bad({ file: 'word-classes-sg100d-k512.json', bigrams: 'yes' })).toThrow(GuardianModelError);
  });

  it('two calibrations of one training are two versions (the thresholds are in the fingerprint, ADR 168)', () => {
    const a = trainGuardianModel(tinySet(), opts);
    const model = a.classifier;
    expect(a.file.version).toBe(`gtm-20240101-${model.fingerprint().slice(0, 8)}`);
    const moved = model.with({ thresholds: { ...model.thresholds, harmful: model.thresholds.harmful + 0.01 } });
    expect(moved.fingerprint()).not.toBe(model.fingerprint());
    expect(model.with({ thresholds: { ...model.thresholds } }).fingerprint()).toBe(model.fingerprint());
  });

  it('produces metrics in range and a model that round-trips through its JSON file', () => {
    const r = trainGuardianModel(tinySet(), opts);
    const m = r.metrics;
    for (const v of [
      m.overall.accuracy,
      m.overall.precision,
      m.overall.recall,
      m.overall.f1,
      m.overall.falsePositiveRate,
      m.overall.falseNegativeRate,
      m.macroF1,
      m.multiclassAccuracy,
      m.ordinaryChat.falsePositiveRate,
    ]) {
      expect(v).toBeGreaterThanOrEqual(0);
      expect(v).toBeLessThanOrEqual(1);
    }
    expect(m.split.train + m.split.validation + m.split.test).toBe(
      r.split.train.length + r.split.validation.length + r.split.test.length,
    );
    expect(m.overall.positives + m.overall.negatives).toBe(m.split.test);
    expect(Object.keys(m.perLabel).sort()).toEqual(['harmful', 'nsfw', 'safe', 'spam']);
    expect(m.multiclassAccuracy).toBeGreaterThan(0.5); // learns something even from 120 lines

    const loaded = parseModel(JSON.parse(JSON.stringify(r.file)));
    expect(loaded.version).toBe(r.file.version);
    expect(loaded.thresholds).toEqual(r.file.thresholds);
    const p1 = r.classifier.probabilities(normalizeText('I will kill you').deobfuscated);
    const p2 = loaded.probabilities(normalizeText('I will kill you').deobfuscated);
    expect(p2.harmful).toBeCloseTo(p1.harmful, 5);
    expect(p2.harmful).toBeGreaterThan(p2.safe);
    expect(loaded.probabilities(normalizeText('want to grab coffee sunday?').deobfuscated).safe).toBeGreaterThan(0.5);
  });

  it('stratified split keeps every label in every part and never overlaps', () => {
    const s = splitSamples(tinySet(), 1, 0.2, 0.2);
    for (const part of [s.train, s.validation, s.test]) expect(new Set(part.map((x) => x.label)).size).toBe(4);
    const texts = new Set(s.test.map((x) => x.text));
    expect(s.train.some((x) => texts.has(x.text))).toBe(false);
  });

  it('rejects invalid model files', () => {
    const r = trainGuardianModel(tinySet(), opts);
    const bad = (mut: (f: Record<string, any>) => void) => {
      const f = JSON.parse(JSON.stringify(r.file));
      mut(f);
      return () => parseModel(f);
    };
    expect(bad((f) => (f.format = 'other'))).toThrow(GuardianModelError);
    expect(bad((f) => (f.labels = ['safe', 'harmful']))).toThrow(/labels/);
    expect(bad((f) => (f.thresholds.nsfw = 2))).toThrow(/threshold/);
    expect(bad((f) => (f.features.buckets = 1000))).toThrow(/feature/);
    expect(bad((f) => (f.weights.data = f.weights.data.slice(4)))).toThrow(/checksum/);
    expect(() => parseModel(null)).toThrow(GuardianModelError);
  });
});

describe('calibrateThresholds (ADR 158)', () => {
  type P = Record<GuardianLabel, number>;
  const p = (harmful: number, nsfw = 0, spam = 0): P => ({
    safe: 1 - Math.max(harmful, nsfw, spam),
    harmful,
    nsfw,
    spam,
  });
  // 300 ordinary-chat lines (budget 2 % = 6 lines flagged by any label) and positives of each label.
  function pool(ordinary: P[], positives: Array<{ label: GuardianLabel; p: P }>) {
    const val: TrainingSample[] = [];
    const probs: P[] = [];
    for (let i = 0; i < 300; i++) {
      val.push({ text: `ordinary ${i}`, label: 'safe', source: 'sms' });
      probs.push(ordinary[i] ?? p(0));
    }
    positives.forEach((x, i) => {
      val.push({ text: `positive ${i}`, label: x.label, source: 'davidson' });
      probs.push(x.p);
    });
    return { val, probs };
  }
  const budget = [{ sources: ['sms'], target: 0.02 }];
  const flagged = (probs: P[], th: Record<'harmful' | 'nsfw' | 'spam', number>) =>
    probs.slice(0, 300).filter((q) => q.harmful >= th.harmful || q.nsfw >= th.nsfw || q.spam >= th.spam).length;

  it('spends the whole budget on the label that needs it, where a fixed third would starve it', () => {
    const harm = Array.from({ length: 50 }, (_, i) => ({ label: 'harmful' as const, p: p(i < 25 ? 0.9 : 0.7) }));
    const { val, probs } = pool([p(0.8), p(0.8), p(0.8)], harm);
    // A third of 2 % is 2 of 300 lines: three ordinary lines at 0.80 push harmful above them (F1 0.67).
    expect(calibrateThresholds(probs, val, budget, 'perLabel').harmful).toBe(0.85);
    // Together the labels may flag 6: harmful takes 3 and catches every positive (middle of 0.20–0.70).
    const joint = calibrateThresholds(probs, val, budget);
    expect(joint.harmful).toBe(0.45);
    expect(flagged(probs, joint)).toBe(3);
  });

  it('never calibrates a label under its floor, and spends the budget on the others instead (ADR 204)', () => {
    // The nsfw positives sit at 0.7 and ordinary lines flag nothing there: unfloored, nsfw would take 0.70 or less.
    const ordinary = [0, 1, 2, 3].map(() => p(0.8));
    const positives = [
      ...Array.from({ length: 50 }, () => ({ label: 'harmful' as const, p: p(0.85) })),
      ...Array.from({ length: 5 }, () => ({ label: 'nsfw' as const, p: p(0, 0.7) })),
    ];
    const { val, probs } = pool(ordinary, positives);
    expect(calibrateThresholds(probs, val, budget).nsfw).toBeLessThanOrEqual(0.7);
    const th = calibrateThresholds(probs, val, budget, 'joint', { nsfw: 0.85 });
    expect(th.nsfw).toBeGreaterThanOrEqual(0.85);
    expect(th.harmful).toBeLessThanOrEqual(0.85);
    expect(flagged(probs, th)).toBeLessThanOrEqual(6);
  });

  it('keeps the share flagged by any label within the target when labels compete for it', () => {
    const ordinary = [0, 1, 2, 3].map(() => p(0.8)).concat([0, 1, 2, 3].map(() => p(0, 0.8)));
    const positives = [
      ...Array.from({ length: 50 }, () => ({ label: 'harmful' as const, p: p(0.7) })),
      ...Array.from({ length: 5 }, () => ({ label: 'nsfw' as const, p: p(0, 0.7) })),
    ];
    const { val, probs } = pool(ordinary, positives);
    const th = calibrateThresholds(probs, val, budget);
    expect(th.harmful).toBeLessThanOrEqual(0.7);
    expect(th.nsfw).toBeGreaterThan(0.8);
    expect(flagged(probs, th)).toBeLessThanOrEqual(6);
  });

  it('counts the safe lines of the small-talk files in the ordinary-chat pool, by file (ADR 159)', () => {
    const harm = Array.from({ length: 50 }, (_, i) => ({ label: 'harmful' as const, p: p(i < 25 ? 0.9 : 0.7) }));
    const { val, probs } = pool([p(0.8), p(0.8), p(0.8)], harm);
    // 300 hand-written small-talk lines, 10 of them at 0.75: the pool doubles (budget 12 lines), so the 3 + 10
    // lines a threshold of 0.45 flags no longer fit; harmful moves above 0.80 (middle of 0.81–0.90).
    for (let i = 0; i < 300; i++) {
      val.push({ text: `small talk ${i}`, label: 'safe', source: 'handwritten', origin: 'smalltalk-x.jsonl' });
      probs.push(i < 10 ? p(0.75) : p(0));
    }
    expect(calibrateThresholds(probs, val, budget).harmful).toBe(0.45);
    const withOrigins = [{ ...budget[0], origins: ['smalltalk-x.jsonl'] }];
    expect(calibrateThresholds(probs, val, withOrigins).harmful).toBe(0.85);
    // Off by default (ADR 159: merged into the SMS pool it measured worse); the `ordinaryChat` metric keeps its
    // sources either way.
    const r = trainGuardianModel(tinySet(), opts);
    expect(r.file.training.ordinaryChatCalibrationOrigins).toEqual([]);
    const on = trainGuardianModel(tinySet(), { ...opts, ordinaryChatCalibrationOrigins: [...SMALLTALK_CORPUS_FILES] });
    expect(on.file.training.ordinaryChatCalibrationOrigins).toEqual([...SMALLTALK_CORPUS_FILES]);
    expect(r.metrics.smallTalk).toBeUndefined();
  });

  it('keeps the small-talk lines as a pool of their own, each promise on its own lines (ADR 160)', () => {
    // Half the harmful positives at 0.58; 12 ordinary-chat lines at 0.60 (4 % of 300); 300 easy small-talk lines.
    const harm = Array.from({ length: 50 }, (_, i) => ({ label: 'harmful' as const, p: p(i < 25 ? 0.9 : 0.58) }));
    const { val, probs } = pool(
      Array.from({ length: 12 }, () => p(0.6)),
      harm,
    );
    for (let i = 0; i < 300; i++) {
      val.push({ text: `small talk ${i}`, label: 'safe', source: 'handwritten', origin: 'smalltalk-x.jsonl' });
      probs.push(p(0));
    }
    // Merged (ADR 159), the small talk's unused room lets harmful flag all 12 ordinary lines (12 / 600 = 2 %).
    const merged = [{ ...budget[0], origins: ['smalltalk-x.jsonl'] }];
    expect(calibrateThresholds(probs, val, merged).harmful).toBe(0.39);
    // Apart, the ordinary pool keeps its own 2 % (6 of 300) and harmful moves above the 12 lines.
    const apart = [...budget, { sources: [], origins: ['smalltalk-x.jsonl'], target: 0.02 }];
    expect(calibrateThresholds(probs, val, apart).harmful).toBe(0.75);
    const on = trainGuardianModel(tinySet(), { ...opts, smallTalkCalibrationOrigins: [...SMALLTALK_CORPUS_FILES] });
    expect(on.file.training.smallTalk).toEqual({ origins: [...SMALLTALK_CORPUS_FILES], fprTarget: 0.02 });
  });

  it('gives harmful its own share of ordinary chat first, so spam positives cannot buy its bar (ADR 295)', () => {
    // 4 ordinary lines at harmful .80 and 4 at spam .80 (budget 6 of 300: not both). Harmful gains .015 F1 from
    // them (5 of 50 positives at .70), spam .71 (all 5 positives at .70): the joint search gives spam the budget.
    const ordinary = [0, 1, 2, 3].map(() => p(0.8)).concat([0, 1, 2, 3].map(() => p(0, 0, 0.8)));
    const harm = Array.from({ length: 50 }, (_, i) => ({ label: 'harmful' as const, p: p(i < 45 ? 0.9 : 0.7) }));
    const spam = Array.from({ length: 5 }, () => ({ label: 'spam' as const, p: p(0, 0, 0.7) }));
    const { val, probs } = pool(ordinary, [...harm, ...spam]);
    const joint = calibrateThresholds(probs, val, budget);
    expect(joint.harmful).toBeGreaterThan(0.8);
    expect(joint.spam).toBeLessThanOrEqual(0.7);
    // Harmful first at 1.5 % (4 of 300 lines): the lowest step that flags at most 4 (.20, nothing else is harmful);
    // spam gets the 2 left and stays above its lines.
    const first = [{ ...budget[0], harmfulShare: 0.015 }];
    const th = calibrateThresholds(probs, val, first);
    expect(th.harmful).toBe(0.2);
    expect(th.spam).toBeGreaterThan(0.8);
    expect(flagged(probs, th)).toBeLessThanOrEqual(6);
    // The same harmful bar whether or not spam positives compete for the budget.
    const alone = pool(ordinary, harm);
    expect(calibrateThresholds(alone.probs, alone.val, first).harmful).toBe(th.harmful);
    // Its share is capped by the pool's target, and a share no step fits leaves harmful at the top step.
    expect(calibrateThresholds(probs, val, [{ ...budget[0], harmfulShare: 0.5 }]).harmful).toBe(th.harmful);
    const tight = pool(
      Array.from({ length: 300 }, () => p(0.99)),
      harm,
    );
    expect(calibrateThresholds(tight.probs, tight.val, first).harmful).toBe(0.95);
  });
});

describe('the calibration pool and seed averaging (ADR 295)', () => {
  it('puts more ordinary chat in validation and leaves the test split as it was', () => {
    const set = tinySet();
    const before = splitSamples(set, 3);
    const after = splitSamples(set, 3, 0.15, 0.15, { sources: ['sms', 'corpus'], validationFraction: 0.3 });
    expect(after.test.map((s) => s.text)).toEqual(before.test.map((s) => s.text));
    const ordinaryVal = (x: TrainingSample[]) => x.filter((s) => s.label === 'safe').length;
    expect(ordinaryVal(after.validation)).toBeGreaterThan(ordinaryVal(before.validation));
    // Strata that are not ordinary chat split as before.
    const flaggedVal = (x: TrainingSample[]) => x.filter((s) => s.label !== 'safe').map((s) => s.text);
    expect(flaggedVal(after.validation)).toEqual(flaggedVal(before.validation));
    const all = [...after.train, ...after.validation, ...after.test].map((s) => s.text).sort();
    expect(all).toEqual(set.map((s) => s.text).sort());
    // An option of the trainer, recorded when set; unset, the split and calibration of before (the in-app retrain).
    const stable = { harmfulOrdinaryShare: 0.015, ordinaryValidationFraction: 0.3 };
    const r = trainGuardianModel(set, { ...opts, ...stable });
    expect(r.file.training).toMatchObject(stable);
    expect(r.split.test.map((s) => s.text)).toEqual(splitSamples(set, 7).test.map((s) => s.text));
    const old = trainGuardianModel(set, opts);
    expect(old.file.training.harmfulOrdinaryShare).toBeUndefined();
    expect(old.split.validation.map((s) => s.text)).toEqual(splitSamples(set, 7).validation.map((s) => s.text));
  }, 60_000); // two trainings

  it('trains every seed and keeps the one whose harmful bar is the median', () => {
    const { result, seeds } = trainMedianSeed(tinySet(), opts, [7, 8, 9]);
    expect(seeds.map((o) => o.seed)).toEqual([7, 8, 9]);
    const bars = seeds.map((o) => o.thresholds.harmful).sort((a, b) => a - b);
    expect(result.file.thresholds.harmful).toBe(bars[1]);
    expect(result.file.training.seedsTried).toEqual(seeds);
    const chosen = seeds.find((o) => o.seed === result.file.training.seed)!;
    expect(chosen.thresholds).toEqual(result.file.thresholds);
    // The same seeds give the same file.
    expect(trainMedianSeed(tinySet(), opts, [7, 8, 9]).result.file.version).toBe(result.file.version);
    expect(() => trainMedianSeed(tinySet(), opts, [])).toThrow(/no seeds/);
  }, 120_000); // six trainings of the tiny set
});

describe('the SMS ham constraint on the harmful bar (ADR 303)', () => {
  it('reads the SMS ham outside the test split, and raises the harmful bar to the lowest step within budget', () => {
    const r = trainGuardianModel(tinySet(), opts);
    const pool = smsHamPool(r.split);
    const test = new Set(r.split.test.map((s) => s.text));
    const texts = [...pool.train, ...pool.validation];
    expect(texts.length).toBeGreaterThan(0);
    expect(texts.every((s) => s.source === 'sms' && s.label === 'safe' && !test.has(s.text))).toBe(true);
    // A stand-in reader: text i is flagged while the harmful bar is below its score (a fixed ladder .40 … .9x).
    const score = new Map(texts.map((s, i) => [s.text, 0.4 + (0.55 * i) / texts.length]));
    const reads: number[] = [];
    const flags = (m: { thresholds: { harmful: number } }, batch: readonly string[]) => {
      reads.push(batch.length);
      return batch.map((t) => score.get(t)! >= m.thresholds.harmful);
    };
    const model = r.classifier.with({ thresholds: { harmful: 0.3, nsfw: 0.6, spam: 0.7 } });
    const budget = 1 / texts.length; // at most one text flagged
    const raised = raiseHarmfulForSmsHam(model, pool, budget, flags);
    const maxScore = Math.max(...score.values());
    expect(raised.before).toEqual({ harmful: 0.3, share: 1 });
    expect(raised.harmful).toBeGreaterThan(0.3);
    expect(raised.share).toBeLessThanOrEqual(budget);
    // The lowest such step: one step lower flags more than the budget.
    const below = Math.round((raised.harmful - 0.01) * 100) / 100;
    expect([...score.values()].filter((v) => v >= below).length).toBeGreaterThan(1);
    expect(raised.harmful).toBeLessThanOrEqual(Math.ceil(maxScore * 100) / 100);
    expect(raised.unmet).toBeUndefined();
    // Within budget already: the bar is kept, never lowered.
    const kept = raiseHarmfulForSmsHam(
      model.with({ thresholds: { ...model.thresholds, harmful: 0.97 } }),
      pool,
      0.5,
      flags,
    );
    expect(kept.harmful).toBe(0.95);
    expect(raiseHarmfulForSmsHam(model, pool, 1, flags).harmful).toBe(0.3);
    // A reader no bar satisfies: the top step, said so.
    const never = raiseHarmfulForSmsHam(model, pool, 0, (_m, batch) => batch.map(() => true));
    expect(never).toMatchObject({ harmful: 0.95, share: 1, unmet: true });
  }, 60_000);

  it('is an option: recorded when set, the bar only raised, nsfw and spam as calibrated; unset = before', () => {
    const set = tinySet();
    const old = trainGuardianModel(set, opts);
    expect(old.file.training.smsHam).toBeUndefined();
    const flagAll = (m: { thresholds: { harmful: number } }, batch: readonly string[]) =>
      batch.map(() => m.thresholds.harmful < 0.9);
    const r = trainGuardianModel(set, { ...opts, smsHamBudget: 0.015, smsHamFlags: flagAll });
    expect(r.file.thresholds.harmful).toBe(0.9);
    expect(r.file.thresholds.nsfw).toBe(old.file.thresholds.nsfw);
    expect(r.file.thresholds.spam).toBe(old.file.thresholds.spam);
    expect(r.file.training.smsHam).toMatchObject({ budget: 0.015, harmful: 0.9, share: 0 });
    // The default reader is the model alone; a budget it already meets leaves the file's bars as they were.
    const loose = trainGuardianModel(set, { ...opts, smsHamBudget: 1 });
    expect(loose.file.thresholds).toEqual(old.file.thresholds);
  }, 60_000); // three trainings of the tiny set
});
