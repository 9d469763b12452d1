/**
 * ADR 245: scores the round-20 review probes (engine/round20-review.probes.ts) on the engine in the CURRENT
 * directory, so one copy of the probes can judge main before and after the round's merges.
 * ADR 254: `--set 21` scores engine/round21-review.probes.ts instead (`--set 21b`: the lines written after seeing
 * the branches' results, engine/round21-review-after.probes.ts); `--ref <git ref>` judges that ref's committed
 * engine (extracted like ab.ts does, under node_modules/.cache/guardian-ab/<sha>) instead of the checkout's.
 * ADR 260: `--set 22` scores engine/round22-review.probes.ts (round 22's blind probes); `--set 22b` the attack
 * probes written after reading each round-22 branch's diff (engine/round22-review-attacks.probes.ts).
 * ADR 265: `--set 23x` scores round 23's exploitation and lure probes (engine/round23-exploitation.probes.ts); `--set
 * 23y` the lines written after its readers (engine/round23-exploitation-fresh.probes.ts).
 * ADR 268: `--set 23` scores engine/round23-review.probes.ts (round 23's blind probes); `--set 23b` the attack probes
 * written after reading each round-23 branch's diff (engine/round23-review-attacks.probes.ts).
 * ADR 275: `--set 24` scores engine/round24-review.probes.ts (round 24's blind probes); `--set 24b` the attack probes
 * written after reading each round-24 branch's diff (engine/round24-review-attacks.probes.ts); `--model <file>` judges
 * with that text-model file instead of the engine's shipped one (a candidate scored without installing it).
 * ADR 284: `--set 25` scores engine/round25-review.probes.ts (round 25's blind probes); `--set 25b` the attack probes
 * written after reading each round-25 branch's diff (engine/round25-review-attacks.probes.ts).
 * ADR 290: `--set 26` scores engine/round26-review.probes.ts (round 26's blind probes); `--set 26b` the attack probes
 * written after reading each round-26 branch's diff (engine/round26-review-attacks.probes.ts).
 * ADR 300: `--set 27` scores engine/round27-review.probes.ts (round 27's blind probes); `--set 27b` the attack probes
 * written after reading the round-27 severe-harm and calibration branches (engine/round27-review-attacks.probes.ts).
 * ADR 302: `--set 28` scores engine/round28-review.probes.ts (round 28's blind probes). A set's OPTED_IN_HARMFUL
 * (harmful probes with `ctx: 'optedIn'`) are judged in a chat where both members opted in to NSFW text, at trust 50 and
 * 90 (an escape: below the category's target in either), and summed on their own line. `--root <dir>` judges the
 * engine under that directory instead of the checkout's (a ref extracted by `--ref` with a head or model file the
 * branch has not committed copied into its model/ folder). `--set 28b` scores the attack
 * probes written after reading ADR 301's and ADR 303's Plans (engine/round28-review-attacks.probes.ts).
 * ADR 311: `--set 29` scores round 29's probes per class a round-29 branch touches (engine/round29-review.probes.ts);
 * `--set 29b` its split sends for the window's split frames (engine/round29-review-window.probes.ts); `--set 29c` the
 * attack probes written after reading the three branches' code (engine/round29-review-attacks.probes.ts).
 * ADR 316: `--set 30` scores round 30's probes per class a round-30 branch touches (engine/round30-review.probes.ts);
 * `--set 30b` its split sends (engine/round30-review-window.probes.ts); `--set 30c` the attack probes written after
 * reading the three branches' code (engine/round30-review-attacks.probes.ts).
 * ADR 318: `--set 31` scores round 31's blind probes for a severe-harm head (engine/round31-review.probes.ts); `--set
 * 31b` its split sends (engine/round31-review-window.probes.ts); `--set 31c` the attack probes written after reading
 * both round-31 branches' diffs (engine/round31-review-attacks.probes.ts).
 * ADR 321: `--set 32` scores round 32's blind probes for the threat, minors and not-ALLOW branches
 * (engine/round32-review.probes.ts); `--set 32b` its split sends (engine/round32-review-window.probes.ts);
 * `--set 32c` the attack probes written after reading the three round-32 branches' diffs
 * (engine/round32-review-attacks.probes.ts), whose ordinary lines with `ctx: 'stranger'` (a stranger's harmless
 * opener) are judged from a stranger at trust 50 and 90.
 * ADR 327: `--set 33` scores round 33's blind disguise-invariance probes (engine/round33-review.probes.ts): plain
 * harmful and at-risk harmless lines, hand-typed disguises and a seeded generator's disguises (computed at import).
 * A set that exports PAIRS (a disguised line beside its plain line) also gets an INVARIANCE summary: disguised
 * harmful lines that escape while their plain line meets the target, and disguised harmless lines held while their
 * plain line is delivered, by technique. `--set 33c` scores the attack probes written after reading r33-obfusc's diff
 * (engine/round33-review-attacks.probes.ts).
 * ADR 331: `--set 34` scores round 34's blind probes for ADR 330's readings (letters spaced by colon, equals, caret or an
 * ellipsis; upside-down text): at-risk harmless lines, separator and upside-down disguises paired with their plain lines
 * (engine/round34-review.probes.ts); `--set 34c` the attack probes written after reading ADR 330's diff
 * (engine/round34-review-attacks.probes.ts).
 * ADR 336: `--set 35` scores round 35's blind probes for round 34's readers (sexual violence, self-harm incitement,
 * threats, minors, drugs, off-platform, with disguises, and their harmless twins: engine/round35-review.probes.ts);
 * `--set 35c` the attack probes written after reading round 34's readers (engine/round35-review-attacks.probes.ts).
 *   npx tsx scripts/guardian/review-probes.ts [--set 20|21|…|31c|32|32b|32c|33|33c|34|34c|35|35c] [--ref r | --root dir] [--model f] [--quiet]
 *     [--json out.json]
 *   npx tsx scripts/guardian/review-probes.ts --diff before.json after.json   (no engine: what changed)
 *   npx tsx scripts/guardian/review-probes.ts --ledger run.json   (the wrong probes as the test's ledger lists)
 * Ordinary lines are judged in a chat at trust 50 and 90 (a false hold: not ALLOW in either; a false BLOCK: BLOCK);
 * harmful lines at trust 50 and 90, in a chat and from a stranger (an escape: below the category's target in any);
 * opted-in harmful lines at trust 50 and 90 in an opted-in chat;
 * split sends through `playSequence` (harmful: some part meets the target; harmless: every part ALLOW).
 */
import { readFileSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { engineAtRef, option } from './ab-harness';
import * as r20 from '../../server/modules/guardian/engine/round20-review.probes';
import * as r21 from '../../server/modules/guardian/engine/round21-review.probes';
import * as r21b from '../../server/modules/guardian/engine/round21-review-after.probes';
import * as r22 from '../../server/modules/guardian/engine/round22-review.probes';
import * as r22b from '../../server/modules/guardian/engine/round22-review-attacks.probes';
import * as r23x from '../../server/modules/guardian/engine/round23-exploitation.probes';
import * as r23y from '../../server/modules/guardian/engine/round23-exploitation-fresh.probes';
import * as r23 from '../../server/modules/guardian/engine/round23-review.probes';
import * as r23b from '../../server/modules/guardian/engine/round23-review-attacks.probes';
import * as r24 from '../../server/modules/guardian/engine/round24-review.probes';
import * as r24b from '../../server/modules/guardian/engine/round24-review-attacks.probes';
import * as r25 from '../../server/modules/guardian/engine/round25-review.probes';
import * as r25b from '../../server/modules/guardian/engine/round25-review-attacks.probes';
import * as r26 from '../../server/modules/guardian/engine/round26-review.probes';
import * as r26b from '../../server/modules/guardian/engine/round26-review-attacks.probes';
import * as r27 from '../../server/modules/guardian/engine/round27-review.probes';
import * as r27b from '../../server/modules/guardian/engine/round27-review-attacks.probes';
import * as r28 from '../../server/modules/guardian/engine/round28-review.probes';
import * as r28b from '../../server/modules/guardian/engine/round28-review-attacks.probes';
import * as r29 from '../../server/modules/guardian/engine/round29-review.probes';
import * as r29b from '../../server/modules/guardian/engine/round29-review-window.probes';
import * as r29c from '../../server/modules/guardian/engine/round29-review-attacks.probes';
import * as r30 from '../../server/modules/guardian/engine/round30-review.probes';
import * as r30b from '../../server/modules/guardian/engine/round30-review-window.probes';
import * as r30c from '../../server/modules/guardian/engine/round30-review-attacks.probes';
import * as r31 from '../../server/modules/guardian/engine/round31-review.probes';
import * as r31b from '../../server/modules/guardian/engine/round31-review-window.probes';
import * as r31c from '../../server/modules/guardian/engine/round31-review-attacks.probes';
import * as r32 from '../../server/modules/guardian/engine/round32-review.probes';
import * as r32b from '../../server/modules/guardian/engine/round32-review-window.probes';
import * as r32c from '../../server/modules/guardian/engine/round32-review-attacks.probes';
import * as r33 from '../../server/modules/guardian/engine/round33-review.probes';
import * as r33c from '../../server/modules/guardian/engine/round33-review-attacks.probes';
import * as r34 from '../../server/modules/guardian/engine/round34-review.probes';
import * as r34c from '../../server/modules/guardian/engine/round34-review-attacks.probes';
import * as r35 from '../../server/modules/guardian/engine/round35-review.probes';
import * as r35c from '../../server/modules/guardian/engine/round35-review-attacks.probes';

type HarmCategory = r21.HarmCategory;
const SETS = {
  '20': r20,
  '21': r21,
  '21b': r21b,
  '22': r22,
  '22b': r22b,
  '23': r23,
  '23b': r23b,
  '23x': r23x,
  '23y': r23y,
  '24': r24,
  '24b': r24b,
  '25': r25,
  '25b': r25b,
  '26': r26,
  '26b': r26b,
  '27': r27,
  '27b': r27b,
  '28': r28,
  '28b': r28b,
  '29': r29,
  '29b': r29b,
  '29c': r29c,
  '30': r30,
  '30b': r30b,
  '30c': r30c,
  '31': r31,
  '31b': r31b,
  '31c': r31c,
  '32': r32,
  '32b': r32b,
  '32c': r32c,
  '33': r33,
  '33c': r33c,
  '34': r34,
  '34c': r34c,
  '35': r35,
  '35c': r35c,
} as const;
const SET = SETS[option('set', '20') as keyof typeof SETS] ?? r20;
const BLOCK_CATEGORIES: ReadonlySet<string> = SET.BLOCK_CATEGORIES;
const ORDINARY: r21.OrdinaryProbe[] = SET.ORDINARY;
type Harmful = { text: string; category: HarmCategory; obf?: string; ctx?: 'stranger' | 'optedIn' };
const HARMFUL: Harmful[] = [...SET.HARMFUL, ...('OPTED_IN_HARMFUL' in SET ? SET.OPTED_IN_HARMFUL : [])];
const SEQUENCES: Array<{ parts: string[]; category: HarmCategory | 'ordinary' }> = SET.SEQUENCES;

interface Run {
  ordinary: Record<string, { cls: string; d: string[]; why: string }>;
  harmful: Record<string, { cls: string; d: string[]; why: string; ctx?: 'optedIn' }>;
  sequences: Record<string, { cls: string; d: string[]; why: string }>;
}

const meets = (category: HarmCategory | 'ordinary', d: string) =>
  category === 'ordinary' ? d === 'ALLOW' : BLOCK_CATEGORIES.has(category) ? d === 'BLOCK' : d !== 'ALLOW';

/** Whether a probe is right in every context it was judged in. */
const ok = (kind: keyof Run, cls: string, d: string[]) => {
  if (kind === 'sequences') {
    return cls === 'ordinary' ? d.every((x) => x === 'ALLOW') : d.some((x) => meets(cls as HarmCategory, x));
  }
  return kind === 'ordinary' ? d.every((x) => x === 'ALLOW') : d.every((x) => meets(cls as HarmCategory, x));
};

async function judge(): Promise<Run> {
  const ref = option('ref', '');
  let root = option('root', '') ? resolve(option('root', '')) : process.cwd();
  if (ref) {
    const { sha } = await engineAtRef(ref);
    root = join(resolve(import.meta.dirname, '../..'), 'node_modules/.cache/guardian-ab', sha);
    console.error(`judging ${ref} = ${sha}`);
  }
  const ce = await import(join(root, 'server/modules/guardian/challenge-eval.ts'));
  const eng = await import(join(root, 'server/modules/guardian/engine/index.ts'));
  const model = option('model', '');
  const engine = eng.createGuardianEngine(model ? { model: resolve(model) } : {});
  const chat = [
    ce.challengeContext({ optedIn: false, stranger: false }, 50),
    ce.challengeContext({ optedIn: false, stranger: false }, 90),
  ];
  const all = [
    ...chat,
    ce.challengeContext({ optedIn: false, stranger: true }, 50),
    ce.challengeContext({ optedIn: false, stranger: true }, 90),
  ];
  const why = (v: { layerTriggered?: string; policyTags?: string[]; reasoning?: string }) =>
    `${v.layerTriggered ?? ''} [${(v.policyTags ?? []).join(',')}] ${(v.reasoning ?? '').slice(0, 220)}`;
  const optedIn = [
    ce.challengeContext({ optedIn: true, stranger: false }, 50),
    ce.challengeContext({ optedIn: true, stranger: false }, 90),
  ];
  const strangers = all.slice(2);
  const run: Run = { ordinary: {}, harmful: {}, sequences: {} };
  for (const p of ORDINARY) {
    const vs = (p.ctx === 'optedIn' ? optedIn : p.ctx === 'stranger' ? strangers : chat).map((c) =>
      engine.moderateText(p.text, c),
    );
    const held = vs.find((v: { decision: string }) => v.decision !== 'ALLOW');
    run.ordinary[p.text] = {
      cls: p.cls,
      d: vs.map((v: { decision: string }) => v.decision),
      why: held ? why(held) : '',
    };
  }
  for (const p of HARMFUL) {
    const ctxs = p.ctx === 'stranger' ? strangers : p.ctx === 'optedIn' ? optedIn : all;
    const vs = ctxs.map((c) => engine.moderateText(p.text, c));
    const miss = vs.find((v: { decision: string }) => !meets(p.category, v.decision));
    run.harmful[p.text] = {
      cls: p.category,
      d: vs.map((v: { decision: string }) => v.decision),
      why: miss ? why(miss) : '',
      ...(p.ctx === 'optedIn' ? { ctx: 'optedIn' as const } : {}),
    };
  }
  for (const s of SEQUENCES) {
    const vs = ce.playSequence(engine, s.parts);
    const last = vs[vs.length - 1];
    run.sequences[s.parts.join(' | ')] = {
      cls: s.category,
      d: vs.map((v: { decision: string }) => v.decision),
      why:
        s.category === 'ordinary'
          ? why(vs.find((v: { decision: string }) => v.decision !== 'ALLOW') ?? last)
          : why(last),
    };
  }
  return run;
}

function summary(run: Run): string[] {
  const out: string[] = [];
  const ordBy = new Map<string, { n: number; held: number; block: number }>();
  for (const r of Object.values(run.ordinary)) {
    const c = ordBy.get(r.cls) ?? { n: 0, held: 0, block: 0 };
    c.n++;
    if (!ok('ordinary', r.cls, r.d)) c.held++;
    if (r.d.includes('BLOCK')) c.block++;
    ordBy.set(r.cls, c);
  }
  let [n, held, block] = [0, 0, 0];
  out.push('ORDINARY (chat, trust 50 and 90): class n falseHolds falseBLOCKs');
  for (const [cls, c] of ordBy) {
    out.push(
      `  ${cls.padEnd(22)} ${String(c.n).padStart(3)} ${String(c.held).padStart(3)} ${String(c.block).padStart(3)}`,
    );
    [n, held, block] = [n + c.n, held + c.held, block + c.block];
  }
  out.push(`  ${'total'.padEnd(22)} ${String(n).padStart(3)} ${String(held).padStart(3)} ${String(block).padStart(3)}`);
  const harmBy = new Map<string, { n: number; esc: number; obfN: number; obfEsc: number }>();
  const obf = new Map(HARMFUL.map((p) => [p.text, !!p.obf]));
  const optedIn = new Map<string, { n: number; esc: number }>();
  for (const [text, r] of Object.entries(run.harmful)) {
    if (r.ctx === 'optedIn') {
      const o = optedIn.get(r.cls) ?? { n: 0, esc: 0 };
      o.n++;
      if (!ok('harmful', r.cls, r.d)) o.esc++;
      optedIn.set(r.cls, o);
      continue;
    }
    const c = harmBy.get(r.cls) ?? { n: 0, esc: 0, obfN: 0, obfEsc: 0 };
    const bad = !ok('harmful', r.cls, r.d);
    c.n++;
    if (bad) c.esc++;
    if (obf.get(text)) (c.obfN++, bad && c.obfEsc++);
    harmBy.set(r.cls, c);
  }
  out.push('HARMFUL (chat+stranger, trust 50 and 90): category n escapes (obfuscated n escapes)');
  let [hn, he] = [0, 0];
  for (const [cls, c] of harmBy) {
    out.push(`  ${cls.padEnd(22)} ${String(c.n).padStart(3)} ${String(c.esc).padStart(3)}   (${c.obfN} ${c.obfEsc})`);
    [hn, he] = [hn + c.n, he + c.esc];
  }
  out.push(`  ${'total'.padEnd(22)} ${String(hn).padStart(3)} ${String(he).padStart(3)}`);
  if (optedIn.size) {
    out.push('HARMFUL in an opted-in chat (trust 50 and 90): category n escapes');
    let [on, oe] = [0, 0];
    for (const [cls, o] of optedIn) {
      out.push(`  ${cls.padEnd(22)} ${String(o.n).padStart(3)} ${String(o.esc).padStart(3)}`);
      [on, oe] = [on + o.n, oe + o.esc];
    }
    out.push(`  ${'total'.padEnd(22)} ${String(on).padStart(3)} ${String(oe).padStart(3)}`);
  }
  const seq = Object.values(run.sequences);
  const harmSeq = seq.filter((s) => s.cls !== 'ordinary');
  const okSeq = seq.filter((s) => s.cls === 'ordinary');
  out.push(
    `SEQUENCES: harmful caught ${harmSeq.filter((s) => ok('sequences', s.cls, s.d)).length}/${harmSeq.length}, ` +
      `harmless delivered ${okSeq.filter((s) => ok('sequences', s.cls, s.d)).length}/${okSeq.length}`,
  );
  return [...out, ...invariance(run)];
}

/** For a set with PAIRS: disguises that lose their plain line's right decision, counted by technique. */
function invariance(run: Run): string[] {
  if (!('PAIRS' in SET)) return [];
  const by = new Map<string, { n: number; lost: number }>();
  const total = { harmful: { n: 0, lost: 0 }, ordinary: { n: 0, lost: 0 } };
  for (const p of SET.PAIRS) {
    const [plain, disguised] = [run[p.kind][p.plain], run[p.kind][p.disguised]];
    if (!plain || !disguised || !ok(p.kind, plain.cls, plain.d)) continue;
    const lost = !ok(p.kind, disguised.cls, disguised.d);
    const technique = p.obf.startsWith('gen:') ? (p.obf.includes('+') ? 'gen:mixed' : p.obf) : `hand:${p.obf}`;
    const key = `${p.kind === 'harmful' ? 'harm' : 'ord '} ${technique}`;
    const c = by.get(key) ?? { n: 0, lost: 0 };
    [c.n, c.lost] = [c.n + 1, c.lost + (lost ? 1 : 0)];
    by.set(key, c);
    [total[p.kind].n, total[p.kind].lost] = [total[p.kind].n + 1, total[p.kind].lost + (lost ? 1 : 0)];
  }
  const out = ['INVARIANCE (pairs whose plain line is right): kind technique n disguisedWrong'];
  for (const [key, c] of [...by].sort((a, b) => a[0].localeCompare(b[0]))) {
    out.push(`  ${key.padEnd(40)} ${String(c.n).padStart(3)} ${String(c.lost).padStart(3)}`);
  }
  out.push(
    `  harmful pairs: ${total.harmful.lost} of ${total.harmful.n} disguises escape where the plain line is caught`,
  );
  out.push(
    `  harmless pairs: ${total.ordinary.lost} of ${total.ordinary.n} disguises held where the plain line is delivered`,
  );
  return out;
}

function detail(run: Run): string[] {
  const out: string[] = [];
  for (const kind of ['ordinary', 'harmful', 'sequences'] as const) {
    for (const [text, r] of Object.entries(run[kind])) {
      const mark = ok(kind, r.cls, r.d) ? 'ok  ' : 'FAIL';
      const k = 'ctx' in r && r.ctx === 'optedIn' ? 'opt' : kind.slice(0, 3);
      out.push(`${mark} ${k} ${r.cls} ${r.d.join('/')} :: ${text}${mark === 'FAIL' ? `  <- ${r.why}` : ''}`);
    }
  }
  return out;
}

function diff(a: Run, b: Run): string[] {
  const out: string[] = [];
  for (const kind of ['ordinary', 'harmful', 'sequences'] as const) {
    for (const [text, rb] of Object.entries(b[kind])) {
      const ra = a[kind][text];
      if (!ra) continue;
      const [okA, okB] = [ok(kind, ra.cls, ra.d), ok(kind, rb.cls, rb.d)];
      if (okA === okB && ra.d.join() === rb.d.join()) continue;
      const tag = okA && !okB ? 'NEW FAIL' : !okA && okB ? 'NEW PASS' : 'changed ';
      out.push(`${tag} ${kind.slice(0, 3)} ${rb.cls} ${ra.d.join('/')} -> ${rb.d.join('/')} :: ${text}`);
      if (!okB) out.push(`         <- ${rb.why}`);
    }
  }
  return out;
}

/** The probes a run gets wrong, as the set literals of engine/round20-review.test.ts. */
function ledger(run: Run): string[] {
  const list = (name: string, kind: keyof Run, pick: (cls: string) => boolean) => [
    `const ${name} = new Set<string>([`,
    ...Object.entries(run[kind])
      .filter(([, r]) => pick(r.cls) && !ok(kind, r.cls, r.d))
      .map(([text]) => `  ${JSON.stringify(text)},`),
    ']);',
  ];
  return [
    ...list('FALSE_HOLDS', 'ordinary', () => true),
    ...list('ESCAPES', 'harmful', () => true),
    ...list('SEQUENCE_MISSES', 'sequences', (c) => c !== 'ordinary'),
    ...list('SEQUENCE_FALSE_HOLDS', 'sequences', (c) => c === 'ordinary'),
  ];
}

const args = process.argv.slice(2);
const diffAt = args.indexOf('--diff');
const ledgerAt = args.indexOf('--ledger');
if (ledgerAt >= 0) {
  console.log(ledger(JSON.parse(readFileSync(args[ledgerAt + 1], 'utf8')) as Run).join('\n'));
} else if (diffAt >= 0) {
  const [a, b] = [args[diffAt + 1], args[diffAt + 2]].map((f) => JSON.parse(readFileSync(f, 'utf8')) as Run);
  console.log(diff(a, b).join('\n'));
  console.log('--- before\n' + summary(a).join('\n') + '\n--- after\n' + summary(b).join('\n'));
} else {
  const run = await judge();
  if (!args.includes('--quiet')) console.log(detail(run).join('\n'));
  console.log(summary(run).join('\n'));
  const jsonAt = args.indexOf('--json');
  if (jsonAt >= 0) writeFileSync(args[jsonAt + 1], JSON.stringify(run, null, 1));
}
