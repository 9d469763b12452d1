/**
 * The rule expressions' own regex work in the shared prefilter (ADR 247), free of the timer's noise: warms the engine
 * over a bench mix, records every exec of every registered expression, split alternative and sticky copy during one
 * pass (expression, view, lastIndex), then replays each recorded exec REPS times and prints, per registered expression
 * (its alternatives summed), execs per message, the fastest repeat ("warm": the expression's own matching work) and
 * the first repeat capped at 20 µs ("cold": the replay interleaves all expressions as the pipeline does, so code and
 * data are out of cache; the cap drops a descheduling). exec-cost.ts times each call once, so on a loaded machine a
 * 10–40 ms descheduling lands on one call of one expression and reads as that expression's cost (ADR 242's census).
 *
 *   npx tsx scripts/guardian/regex-cost.ts [chat|long] [top=30] [SORT=warm]
 */
import { createGuardianEngine } from '../../server/modules/guardian/engine';
import { BENCH_MESSAGE_CONTEXT, chatMix, longMix } from '../../server/modules/guardian/engine/bench-mixes';
import { GUARDIAN_PREFILTER } from '../../server/modules/guardian/engine/prefilter';

const [mixName = 'chat', topArg = '30'] = process.argv.slice(2);
const mix = mixName === 'long' ? longMix() : chatMix();
const REPS = 5;
const COLD_CAP = 20_000;
const engine = createGuardianEngine();
for (let p = 0; p < 2; p++) for (const t of mix) engine.moderateText(t, BENCH_MESSAGE_CONTEXT);

const pf = GUARDIAN_PREFILTER as any;
const res = pf.res as RegExp[];
const stickies = pf.stickies as Array<RegExp | null>;
const parts = pf.parts as Array<readonly number[] | null>;
// Each id's owner: the registered expression whose alternative it is, else itself.
const owner = res.map((_, id) => id);
for (let id = 0; id < res.length; id++) for (const p of parts[id] ?? []) owner[p] = id;
const ownerOf = new Map<RegExp, number>();
for (let id = 0; id < res.length; id++) {
  ownerOf.set(res[id], owner[id]);
  const s = stickies[id];
  if (s) ownerOf.set(s, owner[id]);
}
const plainExec = RegExp.prototype.exec;
const execs: Array<[RegExp, string, number]> = [];
for (const r of ownerOf.keys())
  r.exec = function (this: RegExp, t: string) {
    execs.push([this, t, this.lastIndex]);
    return plainExec.call(this, t);
  };
for (const t of mix) engine.moderateText(t, BENCH_MESSAGE_CONTEXT);
for (const r of ownerOf.keys()) delete (r as any).exec;

interface Cost {
  execs: number;
  sticky: number;
  warm: number;
  cold: number;
  slowest: number;
  hits: number;
}
const costs = new Map<number, Cost>();
const total = { sticky: [0, 0, 0], plain: [0, 0, 0] };
let slowest = 0;
for (const [r, t, from] of execs) {
  let best = Infinity;
  let first = 0;
  let m: RegExpExecArray | null = null;
  for (let k = 0; k < REPS; k++) {
    r.lastIndex = from;
    const t0 = process.hrtime.bigint();
    m = plainExec.call(r, t);
    const dt = Number(process.hrtime.bigint() - t0);
    if (k === 0) first = Math.min(dt, COLD_CAP);
    if (dt < best) best = dt;
  }
  const id = ownerOf.get(r)!;
  let c = costs.get(id);
  if (!c) costs.set(id, (c = { execs: 0, sticky: 0, warm: 0, cold: 0, slowest: 0, hits: 0 }));
  c.execs++;
  if (r.sticky) c.sticky++;
  c.warm += best;
  c.cold += first;
  c.slowest = Math.max(c.slowest, best);
  slowest = Math.max(slowest, best);
  if (m) c.hits++;
  const sum = r.sticky ? total.sticky : total.plain;
  sum[0]++;
  sum[1] += best;
  sum[2] += first;
}
const n = mix.length;
const us = (ns: number) => (ns / n / 1000).toFixed(2);
for (const [kind, [count, warm, cold]] of Object.entries(total))
  console.log(
    `${mixName} ${kind}: ${(count / n).toFixed(1)} execs/msg, warm ${us(warm)} µs/msg, cold ${us(cold)} µs/msg`,
  );
console.log(`slowest single exec (warm): ${(slowest / 1000).toFixed(1)} µs; ${n} messages, ${costs.size} expressions`);
const key = (c: Cost) => (process.env.SORT === 'warm' ? c.warm : c.cold);
for (const [id, c] of [...costs].sort((a, b) => key(b[1]) - key(a[1])).slice(0, Number(topArg)))
  console.log(
    `cold ${us(c.cold).padStart(6)} warm ${us(c.warm).padStart(6)} µs/msg  ` +
      `execs ${(c.execs / n).toFixed(2).padStart(6)}` +
      ` (sticky ${(c.sticky / n).toFixed(2)}) slowest ${(c.slowest / 1000).toFixed(1).padStart(6)} µs hits ` +
      `${(c.hits / n).toFixed(2)}  /${res[id].source.slice(0, 80)}/`,
  );
