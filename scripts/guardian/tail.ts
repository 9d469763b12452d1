/**
 * Which messages make the Guardian p99 (ADR 209). Warms the engine over a bench mix, then times every message of
 * the mix alone REPEATS times, round-robin over the mix (so a GC pause or a descheduling lands on one repeat of one
 * message), and keeps each message's median repeat. Prints the distribution of per-message medians and the slowest.
 * CLOCK=cpu times each call by this process's CPU time (process.cpuUsage: a loaded machine's descheduling does not
 * count; the JIT's and GC's helper threads do), otherwise by wall time (performance.now).
 *
 *   npx tsx scripts/guardian/tail.ts [chat|long] [message|demo] [repeats=15] [top=30] [json-out]
 */
import { writeFileSync } from 'node:fs';
import { createGuardianEngine } from '../../server/modules/guardian/engine';
import {
  BENCH_DEMO_CONTEXT,
  BENCH_MESSAGE_CONTEXT,
  chatMix,
  longMix,
} from '../../server/modules/guardian/engine/bench-mixes';

const [mixName = 'chat', ctxName = 'message', repeatsArg = '15', topArg = '30', out] = process.argv.slice(2);
const inputs = mixName === 'long' ? longMix() : chatMix();
const ctx = ctxName === 'demo' ? BENCH_DEMO_CONTEXT : BENCH_MESSAGE_CONTEXT;
const repeats = Number(repeatsArg);
const engine = createGuardianEngine();
for (let p = 0; p < 3; p++) for (const t of inputs) engine.moderateText(t, ctx);
const times = inputs.map(() => new Float64Array(repeats));
let sink = 0;
const cpu = process.env.CLOCK === 'cpu';
const cpuNow = () => {
  const u = process.cpuUsage();
  return u.user + u.system;
};
for (let r = 0; r < repeats; r++) {
  for (let i = 0; i < inputs.length; i++) {
    const t0 = cpu ? cpuNow() : performance.now() * 1000;
    if (engine.moderateText(inputs[i], ctx).decision === 'BLOCK') sink++;
    times[i][r] = (cpu ? cpuNow() : performance.now() * 1000) - t0;
  }
}
if (sink < 0) console.log(sink);
const medians = times.map((a) => a.sort()[a.length >> 1]);
const sorted = Float64Array.from(medians).sort();
const pct = (p: number) => sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)];
const mean = medians.reduce((s, x) => s + x, 0) / medians.length;
console.log(
  `${mixName} / ${ctxName} (${cpu ? 'cpu' : 'wall'}): ${inputs.length} messages x ${repeats} repeats; per-message median µs: ` +
    `mean ${mean.toFixed(1)} p50 ${pct(50).toFixed(1)} p90 ${pct(90).toFixed(1)} p99 ${pct(99).toFixed(1)} ` +
    `max ${sorted[sorted.length - 1].toFixed(1)}`,
);
const order = medians.map((m, i) => i).sort((a, b) => medians[b] - medians[a]);
for (const i of order.slice(0, Number(topArg))) {
  const t = inputs[i];
  console.log(`${medians[i].toFixed(1).padStart(8)} µs  len ${String(t.length).padStart(5)}  #${i}  ${t.slice(0, 70)}`);
}
if (out)
  writeFileSync(
    out,
    JSON.stringify(order.slice(0, Number(topArg)).map((i) => ({ i, us: medians[i], text: inputs[i] }))),
  );
