/**
 * Per-expression cost of the shared prefilter's `exec` (ADR 213): warms the engine over a bench mix, then wraps
 * GUARDIAN_PREFILTER.exec and every expression's sticky copy, runs the mix PASSES times and prints, per expression,
 * calls per message, how many were answered by the factor gate, sticky tries, plain execs, matches and the time inside
 * exec (hrtime per call, so cheap calls carry the timer's own ~50 ns).
 *
 *   npx tsx scripts/guardian/exec-cost.ts [chat|long] [passes=3] [top=40]
 */
import { createGuardianEngine } from '../../server/modules/guardian/engine';
import { BENCH_MESSAGE_CONTEXT, chatMix, longMix } from '../../server/modules/guardian/engine/bench-mixes';
import { GUARDIAN_PREFILTER } from '../../server/modules/guardian/engine/prefilter';

const [mix = 'chat', passesArg = '3', topArg = '40'] = process.argv.slice(2);
const inputs = mix === 'long' ? longMix() : chatMix();
const engine = createGuardianEngine();
for (let p = 0; p < 2; p++) for (const t of inputs) engine.moderateText(t, BENCH_MESSAGE_CONTEXT);

interface Cost {
  calls: number;
  notView: number;
  gated: number;
  sticky: number;
  plain: number;
  hits: number;
  ns: number;
  /** Time in the sticky / plain execs themselves. */
  stickyNs: number;
  plainNs: number;
}
const costs = new Map<RegExp, Cost>();
const pf = GUARDIAN_PREFILTER as any;
const original = pf.exec.bind(pf) as (r: RegExp, t: string, from?: number) => RegExpExecArray | null;
let current: Cost | null = null;
const cost = (r: RegExp) => {
  let c = costs.get(r);
  if (!c)
    costs.set(
      r,
      (c = { calls: 0, notView: 0, gated: 0, sticky: 0, plain: 0, hits: 0, ns: 0, stickyNs: 0, plainNs: 0 }),
    );
  return c;
};
const stickies = pf.stickies as Array<RegExp | null>;
const res = pf.res as RegExp[];
for (let id = 0; id < res.length; id++) {
  const s = stickies[id];
  const r = res[id];
  const plainExec = RegExp.prototype.exec;
  r.exec = function (t: string) {
    if (!current) return plainExec.call(this, t);
    current.plain++;
    const t0 = process.hrtime.bigint();
    const m = plainExec.call(this, t);
    current.plainNs += Number(process.hrtime.bigint() - t0);
    return m;
  };
  if (s)
    s.exec = function (t: string) {
      if (!current) return plainExec.call(this, t);
      current.sticky++;
      const t0 = process.hrtime.bigint();
      const m = plainExec.call(this, t);
      current.stickyNs += Number(process.hrtime.bigint() - t0);
      return m;
    };
}
let totalNs = 0n;
let scanNs = 0;
const scanView = pf.scanView.bind(pf) as (v: number) => void;
pf.scanView = (v: number) => {
  const t0 = process.hrtime.bigint();
  scanView(v);
  const dt = Number(process.hrtime.bigint() - t0);
  scanNs += dt;
  if (current) current.ns -= dt;
};
pf.exec = (r: RegExp, t: string, from = 0) => {
  const c = cost(r);
  c.calls++;
  if (!(pf.views as string[]).includes(t)) c.notView++;
  const before = c.sticky + c.plain;
  current = c;
  const t0 = process.hrtime.bigint();
  const m = original(r, t, from);
  const dt = process.hrtime.bigint() - t0;
  current = null;
  totalNs += dt;
  c.ns += Number(dt);
  if (m) c.hits++;
  if (c.sticky + c.plain === before && !m) c.gated++;
  return m;
};
const passes = Number(passesArg);
const t0 = process.hrtime.bigint();
for (let p = 0; p < passes; p++) for (const t of inputs) engine.moderateText(t, BENCH_MESSAGE_CONTEXT);
const all = Number(process.hrtime.bigint() - t0);
const n = passes * inputs.length;
const per = (x: number) => (x / n).toFixed(2);
const us = (ns: number) => (ns / n / 1000).toFixed(2);
const sum = (k: keyof Cost) => [...costs.values()].reduce((s, c) => s + c[k], 0);
console.log(
  `${mix}: ${n} messages, ${us(all)} µs per message (instrumented), exec ${us(Number(totalNs))} µs ` +
    `(scans ${us(scanNs)}, sticky ${us(sum('stickyNs'))}, plain ${us(sum('plainNs'))}); ` +
    `per message: calls ${per(sum('calls'))} (not a view ${per(sum('notView'))}, gated ${per(sum('gated'))}), ` +
    `sticky ${per(sum('sticky'))}, plain ${per(sum('plain'))}, hits ${per(sum('hits'))}; ${costs.size} expressions`,
);
// Sorted by the time in the expression's own execs (SORT=ns: by the time in exec).
const spent = (c: Cost) => (process.env.SORT === 'ns' ? c.ns : c.stickyNs + c.plainNs);
const rows = [...costs].sort((a, b) => spent(b[1]) - spent(a[1])).slice(0, Number(topArg));
for (const [r, c] of rows)
  console.log(
    `${us(c.ns).padStart(6)} µs (sticky ${us(c.stickyNs)}, plain ${us(c.plainNs)}) ` +
      ` calls ${per(c.calls).padStart(6)} gated ${per(c.gated).padStart(6)}` +
      ` sticky ${per(c.sticky).padStart(6)} plain ${per(c.plain).padStart(5)} ` +
      `hits ${per(c.hits).padStart(5)} notView ${per(c.notView)}  /${r.source.slice(0, 90)}/${r.flags}`,
  );
