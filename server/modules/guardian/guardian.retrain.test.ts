/** The challenge sets are never training data (ADR 122): the retrain leaves their messages out and asserts it. */
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { basename, join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { CHALLENGE_SETS, loadChallengeSequences, loadChallengeSet } from './challenge-eval';
import {
  activeChallengeCache,
  allChallengeSpecs,
  assertNoChallengeText,
  challengeCacheKey,
  challengeTextSet,
  GATE_DEV_SETS,
  gateSetsNamed,
  loadSeenDigest,
  measureChallenge,
  measurementOf,
  pairHeldOutSamples,
  promotionFigures,
  seenKeys,
  trainingSamplesFor,
  type MeasuredChallenge,
} from './guardian.retrain';
import { decidePromotion, pairOutcomes } from './guardian.promotion';
import {
  DEFAULT_MODEL_PATH,
  GUARDIAN_ENGINE_VERSION,
  HANDWRITTEN_CATEGORY_LABELS,
  HANDWRITTEN_CORPUS_FILES,
  loadGuardianModel,
  type GuardianTextModelFile,
  type TrainingSample,
} from './engine';

const first = loadChallengeSet(CHALLENGE_SETS[0].file);
const second = loadChallengeSet(CHALLENGE_SETS[1].file);
const sequencePart = loadChallengeSequences(CHALLENGE_SETS[0].sequencesFile)[0].parts[0];

describe('challenge sets never enter training', () => {
  it('knows every message of every set and sequence file in the folder, wired into the gate or not', () => {
    const texts = challengeTextSet();
    expect(texts.size).toBeGreaterThan(1000);
    const wired = challengeTextSet(CHALLENGE_SETS);
    for (const t of wired) expect(texts.has(t)).toBe(true);
    const files = allChallengeSpecs();
    expect(files.filter((s) => s.file).length).toBeGreaterThanOrEqual(CHALLENGE_SETS.length);
  });

  it('the training input leaves out challenge messages sent as feedback, even re-spaced or re-cased', () => {
    const poisoned: TrainingSample[] = [
      { text: first[0].text, label: 'safe', source: 'moderator' },
      { text: `  ${second[5].text.toUpperCase()} `, label: 'safe', source: 'moderator' },
      { text: sequencePart, label: 'harmful', source: 'admin' },
      { text: 'a moderator sample that is in no challenge set, about kayaks', label: 'safe', source: 'moderator' },
    ];
    const { samples, excluded, notes } = trainingSamplesFor({ feedback: poisoned });
    const ids = new Set([...first, ...second].map((c) => c.id));
    expect(samples.some((s) => s.text.includes('about kayaks'))).toBe(true);
    for (const p of poisoned.slice(0, 3)) expect(samples.map((s) => s.text)).not.toContain(p.text);
    expect(excluded).toBeGreaterThanOrEqual(3);
    expect(notes.at(-1)).toMatch(/challenge-set or gate development messages left out of training/);
    // Samples carry text only; no challenge id can ride along either.
    for (const s of samples) expect(ids.has((s as { id?: string }).id ?? '')).toBe(false);
    expect(() => assertNoChallengeText(samples)).not.toThrow();
    // Loads the whole training input (~25k samples, every challenge file): ~2.8 s on a loaded 2-core machine.
  }, 30_000);

  it("the gate's development files (ADR 168) are no training file and are left out of the feedback too", () => {
    const names = GATE_DEV_SETS.flatMap((s) => [s.file, s.sequencesFile ?? '']).filter(Boolean);
    expect(names.length).toBe(7);
    for (const f of names) expect(HANDWRITTEN_CORPUS_FILES as readonly string[]).not.toContain(basename(f));
    const devLine = loadChallengeSet(GATE_DEV_SETS[0].file).find((i) => i.category === 'ordinary')!.text;
    const devPart = loadChallengeSequences(GATE_DEV_SETS[1].sequencesFile).find((q) => q.category === 'ordinary')!;
    const feedback: TrainingSample[] = [
      { text: devLine, label: 'safe', source: 'moderator' },
      { text: devPart.parts[0], label: 'safe', source: 'moderator' },
    ];
    const { samples } = trainingSamplesFor({ feedback });
    expect(samples.map((s) => s.text)).not.toContain(devLine);
    expect(samples.map((s) => s.text)).not.toContain(devPart.parts[0]);
    // Loads the whole training input like the test above (every challenge file, a new one each round): its budget too.
  }, 30_000);

  it('asserts: a challenge message in the training samples throws', () => {
    expect(() => assertNoChallengeText([{ text: second[0].text, label: 'safe' }])).toThrow(/challenge-set message/);
  });
});

describe('one owner for what the model learns from (ADR 137)', () => {
  const { samples, sources } = trainingSamplesFor({ feedback: [] });

  it('learns from every hand-written file that is present, each checked against the challenge sets', () => {
    const found = sources.filter((s) => s.source === 'handwritten' && s.found);
    expect(found.length).toBeGreaterThanOrEqual(10);
    const origins = new Set(samples.filter((s) => s.source === 'handwritten').map((s) => s.origin));
    for (const f of found) expect(origins.has(f.path.split('/').at(-1))).toBe(true);
    for (const f of HANDWRITTEN_CORPUS_FILES.filter((name) => found.some((s) => s.path.endsWith(name))))
      expect(samples.filter((s) => s.origin === f).length).toBeGreaterThan(50);
    expect(() => assertNoChallengeText(samples)).not.toThrow();
  });

  it('labels a development-set line by its category: the words, not the consent, decide', () => {
    const devLines = samples.filter((s) => s.origin?.startsWith('dev-set-'));
    expect(devLines.length).toBeGreaterThan(1000);
    for (const s of devLines) expect(s.label).toBe(HANDWRITTEN_CATEGORY_LABELS[s.category!]);
    expect(HANDWRITTEN_CATEGORY_LABELS.consensual_sexual).toBe('nsfw');
    expect(HANDWRITTEN_CATEGORY_LABELS.ordinary).toBe('safe');
    expect(HANDWRITTEN_CATEGORY_LABELS.off_platform).toBe('spam');
  });
});

describe('held-out samples neither model trained on (ADR 152)', () => {
  const shipped = loadGuardianModel();

  it("the shipped model's seen texts are committed as a digest of key hashes, no text", () => {
    const seen = loadSeenDigest(shipped.version);
    // 21,536 train + validation texts of gtm-20261122-14639d1f, two keys each where they differ.
    expect(seen!.size).toBeGreaterThan(21_000);
    expect(loadSeenDigest('gtm-no-such-model')).toBeNull();
  });

  it('a text is seen under its typed and its normalised key, re-spaced or re-cased', () => {
    expect(seenKeys('  Hello   THERE ')[0]).toBe(seenKeys('hello there')[0]);
    // The normalised key folds what the normaliser folds (leet digits here); the typed key keeps them apart.
    expect(seenKeys('h3llo th3re')[1]).toBe(seenKeys('hello there')[1]);
    expect(seenKeys('h3llo th3re')[0]).not.toBe(seenKeys('hello there')[0]);
  });

  it('pairs both models on the unseen samples only; a model against itself loses and gains nothing', () => {
    const reference: TrainingSample[] = [
      { text: 'see you at the climbing gym on sunday', label: 'safe', source: 'corpus' },
      { text: 'WINNER!! claim your prize now, text CLAIM to 80082', label: 'spam', source: 'sms' },
      { text: 'i will find where you live and hurt you', label: 'harmful', source: 'corpus' },
    ];
    const all = pairHeldOutSamples(shipped, shipped, reference, new Set());
    expect(all.paired).toMatchObject({ n: 3, losses: 0, gains: 0 });
    const oneSeen = pairHeldOutSamples(shipped, shipped, reference, new Set(seenKeys(reference[0].text)));
    expect(oneSeen.n).toBe(2);
    expect(
      pairHeldOutSamples(shipped, shipped, reference.slice(0, 1), new Set(seenKeys(reference[0].text))).paired,
    ).toBeNull();
  });
});

describe("the active model's challenge measurement is cached per process (ADR 291)", () => {
  const shipped = readFileSync(DEFAULT_MODEL_PATH, 'utf8');
  const keywords = { banned: ['scamword'], nsfw: ['lewdword'] };

  it('hits on the same inputs and misses when the model, engine version, keywords or wired files change', () => {
    const key = challengeCacheKey({ model: shipped, keywords });
    expect(challengeCacheKey({ model: shipped, keywords: { banned: ['scamword'], nsfw: ['lewdword'] } })).toBe(key);
    expect(challengeCacheKey({ model: shipped, keywords, engineVersion: GUARDIAN_ENGINE_VERSION })).toBe(key);
    const dir = mkdtempSync(join(tmpdir(), 'challenge-cache-'));
    const extra = join(dir, 'challenge-set-extra.jsonl');
    writeFileSync(extra, '{}\n');
    const withExtra = [...CHALLENGE_SETS, { file: extra }];
    const extraKey = challengeCacheKey({ model: shipped, keywords, sets: withExtra });
    writeFileSync(extra, '{}\n{}\n');
    const misses = [
      challengeCacheKey({ model: JSON.stringify({ ...JSON.parse(shipped), version: 'another-model' }), keywords }),
      challengeCacheKey({ model: null, keywords }),
      challengeCacheKey({ model: shipped, keywords, engineVersion: `${GUARDIAN_ENGINE_VERSION}-next` }),
      challengeCacheKey({ model: shipped, keywords: { banned: ['scamword', 'more'], nsfw: ['lewdword'] } }),
      challengeCacheKey({ model: shipped, keywords: { banned: ['scamword'], nsfw: [] } }),
      challengeCacheKey({ model: shipped, keywords: { banned: ['lewdword'], nsfw: ['scamword'] } }),
      challengeCacheKey({ model: shipped, keywords, sets: CHALLENGE_SETS }),
      extraKey,
      // The same wired files, one of them changed on disk.
      challengeCacheKey({ model: shipped, keywords, sets: withExtra }),
    ];
    rmSync(dir, { recursive: true });
    expect(new Set([key, ...misses]).size).toBe(misses.length + 1);
    const measured: MeasuredChallenge = { figures: {}, outcomes: {} };
    activeChallengeCache.set(key, measured);
    expect(activeChallengeCache.get(challengeCacheKey({ model: shipped, keywords }))).toBe(measured);
    for (const miss of misses) expect(activeChallengeCache.get(miss)).toBeNull();
  });

  it('the promotion decision is the same with the cached measurement as with a fresh one', () => {
    const file = JSON.parse(shipped) as GuardianTextModelFile;
    const key = challengeCacheKey({ model: shipped, keywords });
    // Two small files without sequences: the gate's ~27 would cost ~11 CPU s per measurement.
    const sets = { challenge: CHALLENGE_SETS.slice(1, 2), dev: GATE_DEV_SETS.slice(3, 4) };
    // As the service does: the worker's result is kept, and handed to the next worker (each a structured clone).
    activeChallengeCache.set(key, structuredClone(measureChallenge(file, keywords, sets)));
    const cached = structuredClone(activeChallengeCache.get(key)!);
    const fresh = measureChallenge(file, keywords, sets);
    expect(cached).toEqual(fresh);
    // A candidate that loses messages the active model gets right: every other flag turned off.
    const candidate: MeasuredChallenge = {
      figures: fresh.figures,
      outcomes: Object.fromEntries(
        Object.entries(fresh.outcomes).map(([set, checks]) => [
          set,
          Object.fromEntries(
            Object.entries(checks).map(([check, flags]) => [check, flags.map((f, i) => f && i % 2 === 1)]),
          ),
        ]),
      ),
    };
    const decide = (current: MeasuredChallenge) =>
      decidePromotion(
        promotionFigures(file.metrics, candidate.figures),
        promotionFigures(file.metrics, current.figures),
        {
          ...pairOutcomes(candidate.outcomes, current.outcomes),
          heldOut: null,
        },
      );
    const decision = decide(fresh);
    expect(decision.reasons.length).toBeGreaterThan(0);
    expect(decide(cached)).toEqual(decision);
  }, 60_000);
});

describe('a smaller gate for API tests of the plumbing (config.guardianGateSets, ADR 304)', () => {
  it('measures the named wired files, refuses a name that is not wired, and is cached apart from the full gate', () => {
    const names = [basename(CHALLENGE_SETS[1].file), basename(GATE_DEV_SETS[0].file)];
    const small = gateSetsNamed(names);
    expect(small).toEqual({ challenge: [CHALLENGE_SETS[1]], dev: [GATE_DEV_SETS[0]] });
    expect(() => gateSetsNamed([...names, 'challenge-set-not-wired.jsonl'])).toThrow(/challenge-set-not-wired/);
    const keywords = { banned: [], nsfw: [] };
    expect(challengeCacheKey({ model: null, keywords, sets: [...small.challenge, ...small.dev] })).not.toBe(
      challengeCacheKey({ model: null, keywords }),
    );
  });

  it("takes its files' part of a larger measurement: the same figures and flags as measuring them alone (ADR 315)", () => {
    const keywords = { banned: [], nsfw: [] };
    // No text model: the restriction is what is tested, and the engine alone measures in a fraction of the time.
    const larger = measureChallenge(null, keywords, {
      challenge: [CHALLENGE_SETS[1]],
      dev: [GATE_DEV_SETS[3], GATE_DEV_SETS[0]],
    });
    const devOnly = { challenge: [], dev: [GATE_DEV_SETS[0]] };
    expect(measurementOf(larger, devOnly)).toEqual(measureChallenge(null, keywords, devOnly));
    const setOnly = measurementOf(larger, { challenge: [CHALLENGE_SETS[1]], dev: [] })!;
    expect(Object.keys(setOnly.figures)).toEqual([CHALLENGE_SETS[1].file]);
    expect(setOnly.outcomes[CHALLENGE_SETS[1].file]).toEqual(larger.outcomes[CHALLENGE_SETS[1].file]);
    // A file the larger measurement did not read: no part to take, so the caller measures.
    expect(measurementOf(larger, { challenge: [CHALLENGE_SETS[0]], dev: [] })).toBeNull();
    expect(measurementOf(null, devOnly)).toBeNull();
  }, 60_000);
});
