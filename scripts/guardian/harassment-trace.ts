/**
 * ADR 293: why retrained text models deliver harassment messages the shipped engine holds. For each DEVELOP set, the
 * harassment messages the shipped engine holds and a candidate delivers; both models' harmful / spam probabilities
 * and bars; the shipped model's per-feature contribution to its harmful-minus-safe margin, by feature family; and the
 * ordinary-chat cost of those features and of a lower candidate bar. Prints aggregates, ids and feature names only:
 * never a challenge line (rule 7).
 *
 *   npx tsx scripts/guardian/harassment-trace.ts [--candidate /work/wt/models/c1.json …] [--names]
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import {
  CHALLENGE_SETS,
  challengeContext,
  loadChallengeSet,
  type ChallengeItem,
} from '../../server/modules/guardian/challenge-eval';
import {
  createGuardianEngine,
  DEFAULT_MODEL_PATH,
  loadGuardianModel,
  normalizeText,
  type GuardianTextModelFile,
  type TextClassifier,
} from '../../server/modules/guardian/engine';
import {
  featureScratch,
  FNV_PRIME,
  hashString,
  mix,
  TOKEN_RE,
  URL_G,
  wordClassTable,
  wordShape,
  type FeatureConfig,
} from '../../server/modules/guardian/engine/features';

// DEVELOP only: -29o is held out and -29p / -29q are off limits, so every set from -29o on is skipped.
const DEVELOP = CHALLENGE_SETS.filter((s) => !/-29[o-z]\.jsonl$/.test(s.file));
const args = process.argv.slice(2);
const candidatePaths = args.flatMap((a, i) => (args[i - 1] === '--candidate' ? [a] : []));
if (candidatePaths.length === 0) candidatePaths.push('/work/wt/models/c1.json', '/work/wt/models/c5.json');
const showNames = args.includes('--names');
const TOP = 10;

// ---- Named features, mirroring FeatureScratch.accumulate with its own hashing (checked bucket for bucket below). ----
type Family =
  'word' | 'word bigram' | 'edge bigram' | 'shape' | 'word class' | 'char 2' | 'char 3' | 'char 4' | 'char 5';
interface Named {
  bucket: number;
  family: Family;
  name: string;
}

/** Every feature of a text with its bucket, family and a readable name (repeats kept: counts are derived). */
function namedFeatures(text: string, fc: FeatureConfig): Named[] {
  const out: Named[] = [];
  const mask = fc.buckets - 1;
  const wseed = ((fc.hashSeed >>> 0) ^ 0x5bd1e995) >>> 0;
  const classOf = fc.wordClasses ? wordClassTable(fc.wordClasses.file, fc.hashSeed) : null;
  const input = text.length > 2000 ? text.slice(0, 2000) : text;
  const words: string[] = [];
  const urlFree = input.replace(URL_G, () => {
    words.push('#url');
    return ' ';
  });
  for (const m of urlFree.matchAll(TOKEN_RE)) {
    const w = wordShape(m[0]);
    if (w) words.push(w);
  }
  let prev = 0;
  let prevName = '^';
  let prevClass = 0;
  for (const w of words) {
    const h = hashString(w, wseed);
    out.push({ bucket: mix(h) & mask, family: w.startsWith('#') ? 'shape' : 'word', name: w });
    if (fc.wordNgramMax >= 2) {
      const bh = Math.imul(prev ^ 0x27d4eb2d, FNV_PRIME) ^ h;
      out.push({
        bucket: mix(bh) & mask,
        family: prev === 0 ? 'edge bigram' : 'word bigram',
        name: `${prevName} ${w}`,
      });
    }
    prev = h;
    prevName = w;
    const ch = classOf?.get(h);
    if (classOf) {
      if (ch === undefined) prevClass = 0;
      else {
        out.push({ bucket: mix(ch) & mask, family: 'word class', name: `class(${w})` });
        if (fc.wordClasses?.bigrams && prevClass !== 0) {
          const cb = Math.imul(prevClass ^ 0x165667b1, FNV_PRIME) ^ ch;
          out.push({ bucket: mix(cb) & mask, family: 'word class', name: `class pair(… ${w})` });
        }
        prevClass = ch;
      }
    }
  }
  if (fc.wordNgramMax >= 2 && words.length > 0) {
    const eh = Math.imul(prev ^ 0x27d4eb2d, FNV_PRIME) ^ 0x1234567;
    out.push({ bucket: mix(eh) & mask, family: 'edge bigram', name: `${prevName} $` });
  }
  const chars: number[] = [32];
  for (let i = 0; i < input.length; i++) {
    const c = input.charCodeAt(i);
    if (/\s/.test(input[i])) {
      if (chars[chars.length - 1] !== 32 || chars.length === 1) chars.push(32);
    } else chars.push(c >= 48 && c <= 57 ? 48 : c);
  }
  chars.push(32);
  const h0 = ((fc.hashSeed >>> 0) ^ 0x811c9dc5) >>> 0;
  for (let i = 0; i < chars.length; i++) {
    let h = h0;
    for (let k = 1; k <= Math.min(fc.charNgramMax, chars.length - i); k++) {
      h = Math.imul(h ^ chars[i + k - 1], FNV_PRIME);
      if (k < fc.charNgramMin) continue;
      const name = String.fromCharCode(...chars.slice(i, i + k)).replace(/ /g, '_');
      out.push({ bucket: mix(h ^ k) & mask, family: `char ${Math.min(k, 5)}` as Family, name });
    }
  }
  return out;
}

/** Buckets FeatureScratch touches for a text (the engine's own extraction), to check namedFeatures against. */
function scratchBuckets(text: string, fc: FeatureConfig): Set<number> {
  const s = featureScratch(fc);
  s.accumulate(text);
  const b = new Set<number>();
  for (let j = 0; j < s.size; j++) b.add(s.bucket(j));
  s.reset();
  return b;
}

// ---- The shipped model's weights, read from its file as parseModel does. ----
/** A model file's weight of a bucket on the harmful-minus-safe margin (the softmax compares the two logits). */
function marginWeights(path: string): { weight: (b: number) => number; bias: number } {
  const file = JSON.parse(readFileSync(path, 'utf8')) as GuardianTextModelFile;
  const K = file.labels.length;
  const H = file.labels.indexOf('harmful');
  const S = file.labels.indexOf('safe');
  const q = new Int8Array(Buffer.from(file.weights.data, 'base64'));
  const sc = file.weights.scales;
  return { weight: (b) => q[b * K + H] * sc[H] - q[b * K + S] * sc[S], bias: file.bias[H] - file.bias[S] };
}
const shippedMargin = marginWeights(DEFAULT_MODEL_PATH);

interface Contribution {
  bucket: number;
  families: Set<Family>;
  names: Set<string>;
  value: number;
}
/** Per touched bucket of the shipped model: margin contribution = weight × (1 + ln count) / ‖x‖. */
function contributions(
  deob: string,
  fc: FeatureConfig,
  marginWeight = shippedMargin.weight,
): { parts: Contribution[]; mismatch: number } {
  const feats = namedFeatures(deob, fc);
  const byBucket = new Map<number, { count: number; families: Set<Family>; names: Set<string> }>();
  for (const f of feats) {
    const e = byBucket.get(f.bucket) ?? { count: 0, families: new Set(), names: new Set() };
    e.count++;
    e.families.add(f.family);
    e.names.add(f.name);
    byBucket.set(f.bucket, e);
  }
  const engineBuckets = scratchBuckets(deob, fc);
  let mismatch = 0;
  for (const b of engineBuckets) if (!byBucket.has(b)) mismatch++;
  for (const b of byBucket.keys()) if (!engineBuckets.has(b)) mismatch++;
  let norm = 0;
  for (const e of byBucket.values()) norm += (1 + Math.log(e.count)) ** 2;
  const floor = fc.normFloor;
  const inv = norm > 0 ? 1 / Math.sqrt(floor !== undefined && norm < floor ? floor : norm) : 0;
  const parts = [...byBucket].map(([bucket, e]) => ({
    bucket,
    families: e.families,
    names: e.names,
    value: marginWeight(bucket) * (1 + Math.log(e.count)) * inv,
  }));
  return { parts, mismatch };
}

// ---- Engines, models and data. ----
const shippedModel = loadGuardianModel();
const shipped = createGuardianEngine({ model: shippedModel });
const candidates = candidatePaths.map((path) => {
  const model = loadGuardianModel(path);
  return { path, model, engine: createGuardianEngine({ model }) };
});
const fc = shippedModel.features;
const deobOf = (t: string) => normalizeText(t).deobfuscated;
const barOf = (m: TextClassifier) => m.aloneThresholds?.harmful ?? m.thresholds.harmful;

const develop: Array<{ file: string; items: ChallengeItem[] }> = DEVELOP.map((s) => ({
  file: s.file,
  items: loadChallengeSet(s.file),
}));
const ordinary = develop
  .flatMap((d) => d.items.filter((it) => it.category === 'ordinary'))
  .map((it) => deobOf(it.text));
const dataDir = process.env.GUARDIAN_DATA_DIR ?? '/work/shared/data/guardian';
const smsHam = readFileSync(join(dataDir, 'sms-spam-collection.jsonl'), 'utf8')
  .split('\n')
  .filter(Boolean)
  .map((l) => JSON.parse(l) as { text: string; label: string })
  .filter((s) => s.label === 'safe')
  .map((s) => deobOf(s.text));
const chat = { ordinary, sms: smsHam };
const chatBuckets = Object.fromEntries(
  Object.entries(chat).map(([k, texts]) => [k, texts.map((t) => scratchBuckets(t, fc))]),
) as Record<keyof typeof chat, Set<number>[]>;
const pH = (m: TextClassifier, t: string) => m.probabilities(t).harmful;
const chatScores = (m: TextClassifier) => ({
  ordinary: ordinary.map((t) => pH(m, t)),
  sms: smsHam.map((t) => pH(m, t)),
});
const shippedChat = chatScores(shippedModel);
const pct = (k: number, n: number) => `${((100 * k) / n).toFixed(1)} %`;
const f2 = (x: number) => x.toFixed(2);

console.log(
  `shipped ${shippedModel.version}: harmful bar ${barOf(shippedModel)}, spam bar ${shippedModel.thresholds.spam}`,
);
console.log(
  `ordinary chat: ${ordinary.length} DEVELOP ordinary messages, ${smsHam.length} SMS ham; shipped flags harmful ` +
    `${shippedChat.ordinary.filter((p) => p >= barOf(shippedModel)).length} / ` +
    `${shippedChat.sms.filter((p) => p >= barOf(shippedModel)).length}`,
);

for (const cand of candidates) {
  const bar = barOf(cand.model);
  const candChat = chatScores(cand.model);
  console.log(
    `\n## candidate ${cand.model.version} (${cand.path}): harmful bar ${bar}, spam ${cand.model.thresholds.spam}`,
  );
  const lost: Array<{
    set: string;
    id: string;
    deob: string;
    ship: Record<string, number>;
    cand: Record<string, number>;
  }> = [];
  let gained = 0;
  let harassment = 0;
  for (const d of develop) {
    let setLost = 0;
    for (const it of d.items) {
      if (it.category !== 'harassment') continue;
      harassment++;
      const ctx = challengeContext(it.context);
      const heldShipped = shipped.moderateText(it.text, ctx).decision !== 'ALLOW';
      const heldCand = cand.engine.moderateText(it.text, ctx).decision !== 'ALLOW';
      if (!heldShipped && heldCand) gained++;
      if (!heldShipped || heldCand) continue;
      setLost++;
      const deob = deobOf(it.text);
      lost.push({
        set: d.file,
        id: it.id,
        deob,
        ship: shippedModel.probabilities(deob),
        cand: cand.model.probabilities(deob),
      });
    }
    if (setLost) console.log(`  ${d.file}: ${setLost} lost`);
  }
  console.log(`harassment ${harassment}: lost ${lost.length}, gained ${gained}`);

  const familyShare = new Map<Family | 'collision', number>();
  let totalPositive = 0;
  let mismatches = 0;
  const candMargin = marginWeights(cand.path);
  if (JSON.stringify(cand.model.features) !== JSON.stringify(fc)) throw new Error('candidate has other features');
  /** Summed harmful-minus-safe margin over the lost messages, by family, in the shipped model and the candidate. */
  const marginMoved = new Map<Family | 'collision', { shipped: number; cand: number }>();
  const topBuckets = new Set<number>();
  /** Top buckets that are whole words or word pairs: the readable part of what carried the shipped model. */
  const topWordBuckets = new Set<number>();
  const topNameCount = new Map<string, number>();
  for (const m of lost) {
    const { parts, mismatch } = contributions(m.deob, fc);
    mismatches += mismatch;
    const logitMargin = Math.log(m.ship.harmful / m.ship.safe);
    const positive = parts.filter((p) => p.value > 0).sort((a, b) => b.value - a.value);
    for (const p of positive) {
      // A bucket two families share (a hash collision) is counted apart, not given to either.
      const fam = p.families.size === 1 ? [...p.families][0] : 'collision';
      familyShare.set(fam, (familyShare.get(fam) ?? 0) + p.value);
      totalPositive += p.value;
    }
    const top = positive.slice(0, TOP);
    for (const p of top) {
      topBuckets.add(p.bucket);
      if (p.families.has('word') || p.families.has('word bigram')) topWordBuckets.add(p.bucket);
      for (const n of p.names) topNameCount.set(n, (topNameCount.get(n) ?? 0) + 1);
    }
    // The same features read by the candidate (same feature config): where the margin went, by family.
    const candParts = contributions(m.deob, fc, candMargin.weight).parts;
    for (const p of parts) {
      const fam = p.families.size === 1 ? [...p.families][0] : 'collision';
      const e = marginMoved.get(fam) ?? { shipped: 0, cand: 0 };
      e.shipped += p.value;
      marginMoved.set(fam, e);
    }
    for (const p of candParts) {
      const fam = p.families.size === 1 ? [...p.families][0] : 'collision';
      const e = marginMoved.get(fam) ?? { shipped: 0, cand: 0 };
      e.cand += p.value;
      marginMoved.set(fam, e);
    }
    const gap = m.cand.harmful - bar;
    const candRank = (xs: number[]) => xs.filter((p) => p >= m.cand.harmful).length;
    console.log(
      `  ${m.set} ${m.id}: shipped h ${f2(m.ship.harmful)} n ${f2(m.ship.nsfw)} s ${f2(m.ship.spam)} safe ` +
        `${f2(m.ship.safe)} (log h/safe ${f2(logitMargin)}); cand h ${f2(m.cand.harmful)} n ${f2(m.cand.nsfw)} ` +
        `s ${f2(m.cand.spam)} safe ${f2(m.cand.safe)} (${gap >= 0 ? '+' : ''}${f2(gap)} to bar); ` +
        `top-${TOP} share ${pct(
          top.reduce((a, p) => a + p.value, 0),
          positive.reduce((a, p) => a + p.value, 0),
        )}; chat at or above cand p: ordinary ${candRank(candChat.ordinary)}, sms ${candRank(candChat.sms)}` +
        (showNames ? `\n    top: ${top.map((p) => `${[...p.names].join('|')} ${f2(p.value)}`).join(', ')}` : ''),
    );
  }
  console.log(`feature re-derivation mismatches (named vs engine buckets): ${mismatches}`);
  console.log('positive margin by family (shipped model, lost messages):');
  for (const [fam, v] of [...familyShare].sort((a, b) => b[1] - a[1]))
    console.log(`  ${fam}: ${pct(v, totalPositive)}`);

  console.log(
    `margin summed over the lost messages, shipped → candidate (bias ${f2(shippedMargin.bias)} → ` +
      `${f2(candMargin.bias)} each):`,
  );
  for (const [fam, e] of [...marginMoved].sort((a, b) => b[1].shipped - a[1].shipped))
    console.log(`  ${fam}: ${f2(e.shipped)} → ${f2(e.cand)}`);

  const mean = (f: (m: (typeof lost)[number]) => number) => f2(lost.reduce((a, m) => a + f(m), 0) / lost.length);
  console.log(
    `mean probabilities on the lost messages, shipped → candidate: harmful ${mean((m) => m.ship.harmful)} → ` +
      `${mean((m) => m.cand.harmful)}, nsfw ${mean((m) => m.ship.nsfw)} → ${mean((m) => m.cand.nsfw)}, spam ` +
      `${mean((m) => m.ship.spam)} → ${mean((m) => m.cand.spam)}, safe ${mean((m) => m.ship.safe)} → ` +
      `${mean((m) => m.cand.safe)}`,
  );

  // Bands: how far the candidate lands under its bar.
  const bands = [
    ['at/over bar (held by nothing else)', (g: number) => g >= 0],
    ['within .10 of bar', (g: number) => g < 0 && g >= -0.1],
    ['.10–.30 under', (g: number) => g < -0.1 && g >= -0.3],
    ['> .30 under', (g: number) => g < -0.3],
  ] as const;
  for (const [label, test] of bands)
    console.log(`  cand ${label}: ${lost.filter((m) => test(m.cand.harmful - bar)).length}`);
  const shipBands = [0.6, 0.7, 0.8, 0.9, 1.01];
  const inBand = (lo: number, hi: number) => lost.filter((m) => m.ship.harmful >= lo && m.ship.harmful < hi).length;
  console.log(
    `  shipped h bands: ${shipBands
      .slice(0, -1)
      .map((lo, i) => `[${lo},${shipBands[i + 1]}) ${inBand(lo, shipBands[i + 1])}`)
      .join(', ')}; under .6 ${lost.filter((m) => m.ship.harmful < 0.6).length}`,
  );

  // Ordinary-chat cost of the shipped model's top features, and of bringing the candidate's bar down.
  for (const k of ['ordinary', 'sms'] as const) {
    const carrying = chatBuckets[k].filter((b) => [...topBuckets].some((t) => b.has(t))).length;
    console.log(`  ${k}: ${pct(carrying, chatBuckets[k].length)} carry ≥ 1 of the ${topBuckets.size} top buckets`);
    const withWord = chatBuckets[k].flatMap((b, i) => ([...topWordBuckets].some((t) => b.has(t)) ? [i] : []));
    const flagged = withWord.filter((i) => shippedChat[k][i] >= barOf(shippedModel)).length;
    console.log(
      `  ${k}: ${withWord.length} carry ≥ 1 of the ${topWordBuckets.size} top word / word-pair buckets; the shipped ` +
        `model flags ${flagged} of them harmful, the candidate ${withWord.filter((i) => candChat[k][i] >= bar).length}`,
    );
  }
  const minLost = Math.min(...lost.map((m) => m.cand.harmful));
  const medLost = [...lost.map((m) => m.cand.harmful)].sort((a, b) => a - b)[Math.floor(lost.length / 2)] ?? 1;
  for (const [label, at] of [
    ['median lost', medLost],
    ['lowest lost', minLost],
  ] as const)
    console.log(
      `  cand bar at ${label} p ${f2(at)}: ordinary flagged ${candChat.ordinary.filter((p) => p >= at).length}` +
        `/${ordinary.length} (now ${candChat.ordinary.filter((p) => p >= bar).length}), sms ` +
        `${candChat.sms.filter((p) => p >= at).length}/${smsHam.length} ` +
        `(now ${candChat.sms.filter((p) => p >= bar).length})`,
    );
  // A combined reading: harmful + nsfw over the candidate's harmful bar with harmful at least .30 (mass split between
  // the two labels, not a safe reading). What it would hold among the lost messages, and on ordinary chat.
  const split = (p: Record<string, number>) => p.harmful >= 0.3 && p.harmful + p.nsfw >= bar && p.harmful < bar;
  const splitOn = (texts: string[]) => texts.filter((t) => split(cand.model.probabilities(t))).length;
  console.log(
    `  harmful + nsfw ≥ bar with harmful ≥ .30 (not already flagged): ` +
      `lost ${lost.filter((m) => split(m.cand)).length}, ` +
      `ordinary ${splitOn(ordinary)}/${ordinary.length}, sms ${splitOn(smsHam)}/${smsHam.length}`,
  );
  if (showNames)
    console.log(
      `  most frequent top features: ${[...topNameCount]
        .sort((a, b) => b[1] - a[1])
        .slice(0, 25)
        .map(([n, c]) => `${n}×${c}`)
        .join(', ')}`,
    );
}
