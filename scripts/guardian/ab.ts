/**
 * In-process A/B of the Guardian text pipeline (ADR 121): the engine as it is in this checkout (B)
 * against the engine of a git ref (A, default HEAD), on identical messages, in the same process.
 * The ref's server/modules/guardian is extracted with `git archive` under node_modules/.cache (so
 * the `#` import aliases resolve as in the checkout) and imported beside the live one.
 *
 * Per mix (bench chat mix, long-text mix): first every message's verdict is compared (decision,
 * risk, trust, tags must be identical), then rounds alternate one pass of A and one of B over the
 * whole mix, timed by this process's CPU time; the median of the per-round ratios is reported, with
 * the obscenity English matcher (the baseline) timed in the same rounds.
 * With --chunk n (ADR 166), each round instead alternates A and B every n messages (which goes first alternates
 * too) and sums their times over the mix: on a machine shared with other work, both engines then see the same
 * load, and the per-round ratios spread a few points instead of tens.
 *
 * With --b-ref r (ADR 169), B is the engine of ref r, extracted the same way as A's. The engine imported first runs
 * 5–9 % faster than the same code imported second (A/A by chunks, chat), and without --b-ref that is the checkout:
 * commit a change, run it both ways (r1 = B/A with the base as A, r2 with the change as A) and report sqrt(r1 / r2).
 *
 *   npx tsx scripts/guardian/ab.ts [--ref <git ref>] [--b-ref <git ref>] [--rounds 15] [--mix chat|long] [--chunk 20]
 */
import { cpuMicros, engineAtRef, median, option, verdictKey } from './ab-harness';
import * as live from '../../server/modules/guardian/engine';
import {
  BENCH_DEMO_CONTEXT,
  BENCH_MESSAGE_CONTEXT,
  chatMix,
  longMix,
} from '../../server/modules/guardian/engine/bench-mixes';

const ref = option('ref', 'HEAD');
const rounds = Number(option('rounds', '15'));
const onlyMix = option('mix', '');
const chunk = Number(option('chunk', '0'));

const bRef = option('b-ref', '');

const { sha, engine: old } = await engineAtRef(ref);
const other = bRef ? await engineAtRef(bRef) : null;

const A = old.createGuardianEngine();
const B = (other?.engine ?? live).createGuardianEngine();
const baseline = live.createBaselineMatcher();
const ctx = BENCH_MESSAGE_CONTEXT;
const demo = BENCH_DEMO_CONTEXT;

for (const [mix, inputs] of [
  ['chat', chatMix()],
  ['long', longMix()],
] as const) {
  if (onlyMix && onlyMix !== mix) continue;
  let diffs = 0;
  for (let i = 0; i < inputs.length; i++) {
    const t = inputs[i];
    const window = { ...ctx, recentMessages: inputs.slice(Math.max(0, i - 3), i) };
    for (const c of [ctx, demo, window])
      if (verdictKey(A.moderateText(t, c)) !== verdictKey(B.moderateText(t, c))) diffs++;
  }
  let sink = 0;
  const a: number[] = [];
  const b: number[] = [];
  const o: number[] = [];
  const ratio: number[] = [];
  const vsObscenity: number[] = [];
  for (let r = 0; r <= rounds; r++) {
    let t0 = cpuMicros();
    let t1: number;
    let t2: number;
    if (chunk > 0) {
      // A and B alternate every `chunk` messages; t1 - t0 and t2 - t1 become their summed times.
      let ta = 0;
      let tb = 0;
      for (let i = 0, c = 0; i < inputs.length; i += chunk, c++)
        for (const e of c % 2 === 0 ? [A, B] : [B, A]) {
          const s0 = cpuMicros();
          for (let j = i; j < Math.min(inputs.length, i + chunk); j++)
            if (e.moderateText(inputs[j], ctx).decision === 'BLOCK') sink++;
          if (e === A) ta += cpuMicros() - s0;
          else tb += cpuMicros() - s0;
        }
      t2 = cpuMicros();
      t1 = t2 - tb;
      t0 = t1 - ta;
    } else {
      for (const t of inputs) if (A.moderateText(t, ctx).decision === 'BLOCK') sink++;
      t1 = cpuMicros();
      for (const t of inputs) if (B.moderateText(t, ctx).decision === 'BLOCK') sink++;
      t2 = cpuMicros();
    }
    for (const t of inputs) if (baseline.hasMatch(t)) sink++;
    const t3 = cpuMicros();
    if (r === 0) continue; // warm-up
    a.push((t1 - t0) / inputs.length);
    b.push((t2 - t1) / inputs.length);
    o.push((t3 - t2) / inputs.length);
    ratio.push((t1 - t0) / Math.max(1, t2 - t1));
    vsObscenity.push((t3 - t2) / Math.max(1, t2 - t1));
  }
  if (sink < 0) console.log(sink);
  console.log(
    `${mix} mix (${inputs.length} messages, ${rounds} rounds): A ${sha} ${median(a).toFixed(1)} µs, ` +
      `B ${other?.sha ?? '(checkout)'} ${median(b).toFixed(1)} µs, obscenity ${median(o).toFixed(1)} µs CPU per message; ` +
      `B is ${median(ratio).toFixed(2)}x A's throughput, ${median(vsObscenity).toFixed(2)}x obscenity's; ` +
      `A ${(median(o) / median(a)).toFixed(2)}x obscenity; verdict differences: ${diffs}`,
  );
  // The spread of the per-round ratios (the noise a median within it cannot be told from).
  const sorted = [...ratio].sort((x, y) => x - y);
  console.log(`  B/A per round: ${sorted.map((x) => x.toFixed(2)).join(' ')}`);
}
