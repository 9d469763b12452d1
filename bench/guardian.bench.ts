/**
 * Guardian text pipeline throughput and per-message latency on one core, beside a plain obscenity
 * English-preset matcher (the baseline) on the same messages in the same run, on two mixes:
 *  - chat mix: our dating corpus (friendly/flirty chat plus every harm category) with a few
 *    obfuscated and long messages, mostly ordinary chat;
 *  - long-text mix: tweet-length and longer messages (140-1,200 chars) built by joining corpus lines.
 * The target: full pipeline >= 1.0x the baseline on both mixes, p99 <= 0.5 ms.
 */
import { createBaselineMatcher, createGuardianEngine } from '../server/modules/guardian/engine';
import {
  BENCH_DEMO_CONTEXT,
  BENCH_MESSAGE_CONTEXT,
  chatMix,
  longMix,
} from '../server/modules/guardian/engine/bench-mixes';

export { chatMix, longMix };
import { measure, type BenchRow } from './lib';

export const name = 'guardian-text';

/**
 * Paired comparison robust to a shared, loaded machine: alternate one pass of the baseline and one
 * pass of the pipeline over the whole mix, time each by this process's CPU time (not wall time),
 * and report the median over rounds of the per-message CPU cost ratio.
 */
function pairedRatio(
  inputs: readonly string[],
  baseline: (t: string) => unknown,
  pipeline: (t: string) => unknown,
  rounds: number,
): { ratio: number; baseUs: number; pipeUs: number } {
  const cpu = () => {
    const u = process.cpuUsage();
    return u.user + u.system;
  };
  let sink = 0;
  const ratios: number[] = [];
  const base: number[] = [];
  const pipe: number[] = [];
  for (let r = 0; r < rounds + 1; r++) {
    const t0 = cpu();
    for (const t of inputs) if (baseline(t)) sink++;
    const t1 = cpu();
    for (const t of inputs) if (pipeline(t)) sink++;
    const t2 = cpu();
    if (r === 0) continue; // warm-up round
    base.push((t1 - t0) / inputs.length);
    pipe.push((t2 - t1) / inputs.length);
    ratios.push((t1 - t0) / Math.max(1, t2 - t1));
  }
  if (sink < 0) console.log(sink);
  const median = (a: number[]) => [...a].sort((x, y) => x - y)[a.length >> 1];
  return { ratio: median(ratios), baseUs: median(base), pipeUs: median(pipe) };
}

export async function run(): Promise<BenchRow[]> {
  const engine = createGuardianEngine();
  const baseline = createBaselineMatcher();
  const ctxMutual = BENCH_MESSAGE_CONTEXT;
  const demo = BENCH_DEMO_CONTEXT;
  const ms = Number(process.env.BENCH_MS ?? 3000);
  const rows: BenchRow[] = [];
  for (const [mix, inputs] of [
    ['chat mix', chatMix()],
    ['long-text mix', longMix()],
  ] as const) {
    rows.push(
      measure(`${mix}: obscenity English preset (hasMatch)`, inputs, (t) => baseline.hasMatch(t), {
        durationMs: ms,
        baseline: true,
        group: mix,
      }),
    );
    rows.push(
      measure(
        `${mix}: full pipeline, message context`,
        inputs,
        (t) => engine.moderateText(t, ctxMutual).decision === 'BLOCK',
        { durationMs: ms, group: mix },
      ),
    );
    rows.push(
      measure(`${mix}: full pipeline, demo context`, inputs, (t) => engine.moderateText(t, demo).decision === 'BLOCK', {
        durationMs: ms,
        group: mix,
      }),
    );
    const paired = pairedRatio(
      inputs,
      (t) => baseline.hasMatch(t),
      (t) => engine.moderateText(t, ctxMutual).decision === 'BLOCK',
      Number(process.env.BENCH_ROUNDS ?? 9),
    );
    rows.push({
      case: `${mix}: paired CPU-time ratio, full pipeline (message context) vs obscenity`,
      opsPerSec: 1e6 / paired.pipeUs,
      p50Ms: 0,
      p95Ms: 0,
      p99Ms: 0,
      samples: inputs.length * Number(process.env.BENCH_ROUNDS ?? 9),
      group: `${mix} paired`,
      note:
        `${paired.ratio.toFixed(2)}x obscenity; ${paired.pipeUs.toFixed(1)} µs vs ${paired.baseUs.toFixed(1)} µs ` +
        'CPU per message, median of rounds',
    });
  }
  return rows;
}
