/**
 * What one sticky try of the shared prefilter costs in order versus repeated (ADR 282): warms the engine over a bench
 * mix, records every sticky try `execOne` makes (expression, view, start) over the first 400 messages, then replays
 * them (a) in the order the pipeline made them and (b) each one five times in a row, timed by CPU time. (a) ≫ (b)
 * says a try's cost is its expression's compiled code and data coming back into cache, not the matching itself.
 *
 *   npx tsx scripts/guardian/sticky-cold.ts [chat|long]
 */
import { createGuardianEngine } from '../../server/modules/guardian/engine';
import { BENCH_MESSAGE_CONTEXT, chatMix, longMix } from '../../server/modules/guardian/engine/bench-mixes';
import { GUARDIAN_PREFILTER } from '../../server/modules/guardian/engine/prefilter';

interface Scan {
  expr: Int32Array;
  candCount: Int32Array;
  cand: Int32Array;
}
type ExecOne = (
  id: number,
  r: RegExp,
  st: Scan,
  text: string,
  from: number,
  limit: number,
  bound: number,
) => RegExpExecArray | null;

const mix = process.argv[2] === 'long' ? longMix() : chatMix();
const engine = createGuardianEngine();
for (const t of mix) engine.moderateText(t, BENCH_MESSAGE_CONTEXT);
const pf = GUARDIAN_PREFILTER as unknown as { stickies: Array<RegExp | null>; execOne: ExecOne };
const tries: Array<[RegExp, string, number]> = [];
const execOne = pf.execOne.bind(pf);
let recording = true;
// The candidate loop of execOne replayed beside it: the starts it tried, up to the one that matched.
pf.execOne = (id, r, st, text, from, limit, bound) => {
  const m = execOne(id, r, st, text, from, limit, bound);
  const sticky = pf.stickies[id];
  if (recording && sticky) {
    const lo = st.expr[4 * id + 3];
    const hi = lo + st.candCount[id];
    let last = -1;
    for (let x = lo; x < hi; x++) {
      const s = st.cand[x];
      if (s === last || s < from) continue;
      if (s > Math.min(limit, bound)) break;
      last = s;
      tries.push([sticky, text, s]);
      if (m && m.index === s) break;
    }
  }
  return m;
};
const sample = mix.slice(0, 400);
for (const t of sample) engine.moderateText(t, BENCH_MESSAGE_CONTEXT);
recording = false;
const cpu = () => {
  const u = process.cpuUsage();
  return u.user + u.system;
};
let t0 = cpu();
for (let k = 0; k < 5; k++)
  for (const [re, text, s] of tries) {
    re.lastIndex = s;
    re.exec(text);
  }
const inOrder = (cpu() - t0) / (5 * tries.length);
t0 = cpu();
for (const [re, text, s] of tries)
  for (let k = 0; k < 5; k++) {
    re.lastIndex = s;
    re.exec(text);
  }
const repeated = (cpu() - t0) / (5 * tries.length);
console.log(
  `${tries.length} sticky tries over ${sample.length} messages (${(tries.length / sample.length).toFixed(1)} a ` +
    `message): in order ${(inOrder * 1000).toFixed(0)} ns a try, each repeated ${(repeated * 1000).toFixed(0)} ns`,
);
