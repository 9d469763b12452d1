/**
 * Where a message's distinct regular expressions come from (ADR 287): warms the engine over a bench mix, then counts,
 * per message and per engine module, the distinct expressions the regex engine actually ran (RegExp.prototype.exec,
 * which test, match, replace and split call too; the prefilter's sticky copies and split parts counted as their own
 * expressions) and the distinct expressions asked of the shared prefilter (`GUARDIAN_PREFILTER.exec`, most of them
 * answered by the factor gate without running). A module is the first engine file on the stack that is not the
 * prefilter's, the word groups' or the automaton's, taken when an expression is first seen.
 *
 *   npx tsx scripts/guardian/expr-count.ts [chat|long] [top=30]
 */
import { createGuardianEngine } from '../../server/modules/guardian/engine';
import { BENCH_MESSAGE_CONTEXT, chatMix, longMix } from '../../server/modules/guardian/engine/bench-mixes';
import { GUARDIAN_PREFILTER } from '../../server/modules/guardian/engine/prefilter';

const [mixName = 'chat', topArg = '30'] = process.argv.slice(2);
const mix = mixName === 'long' ? longMix() : chatMix();
const engine = createGuardianEngine();
for (const t of mix) engine.moderateText(t, BENCH_MESSAGE_CONTEXT);

const PLUMBING = /\/engine\/(prefilter|word-groups|automaton)\.ts/;
Error.stackTraceLimit = 40;
function moduleOf(): string {
  const stack = new Error().stack ?? '';
  for (const line of stack.split('\n').slice(2)) {
    const m = /\/guardian\/(engine\/[\w/.-]+\.ts)/.exec(line);
    if (m && !PLUMBING.test(line)) return m[1].replace(/^engine\//, '');
  }
  return '(outside the engine)';
}

interface Tally {
  /** Distinct expressions run / asked, summed over messages; runs and asks in all. */
  ran: number;
  runs: number;
  asked: number;
  asks: number;
  expressions: Set<RegExp>;
}
const tallies = new Map<string, Tally>();
const tally = (m: string) => {
  let t = tallies.get(m);
  if (!t) tallies.set(m, (t = { ran: 0, runs: 0, asked: 0, asks: 0, expressions: new Set() }));
  return t;
};
const owner = new Map<RegExp, string>();
/** Per compiled expression (source and flags: literals evaluated again share their code), runs and messages. */
const bySource = new Map<string, { module: string; runs: number; messages: number; last: number }>();
const keyOf = new WeakMap<RegExp, string>();
const lastRan = new Map<RegExp, number>();
const lastAsked = new Map<RegExp, number>();
let message = -1;
let counting = false;
const ownerOf = (r: RegExp) => {
  let m = owner.get(r);
  if (m === undefined) owner.set(r, (m = moduleOf()));
  return m;
};

const plainExec = RegExp.prototype.exec;
RegExp.prototype.exec = function (this: RegExp, s: string) {
  if (counting) {
    counting = false;
    const t = tally(ownerOf(this));
    t.runs++;
    t.expressions.add(this);
    let key = keyOf.get(this);
    if (key === undefined) keyOf.set(this, (key = `/${this.source}/${this.flags.replace('y', '')}`));
    let e = bySource.get(key);
    if (!e) bySource.set(key, (e = { module: ownerOf(this), runs: 0, messages: 0, last: -1 }));
    e.runs++;
    if (e.last !== message) ((e.last = message), e.messages++);
    if (lastRan.get(this) !== message) {
      lastRan.set(this, message);
      t.ran++;
    }
    counting = true;
  }
  return plainExec.call(this, s);
};
const pf = GUARDIAN_PREFILTER as unknown as { exec: (r: RegExp, t: string, from?: number) => RegExpExecArray | null };
const pfExec = pf.exec.bind(pf);
pf.exec = (r, text, from) => {
  if (counting) {
    counting = false;
    const t = tally(ownerOf(r));
    t.asks++;
    if (lastAsked.get(r) !== message) {
      lastAsked.set(r, message);
      t.asked++;
    }
    counting = true;
  }
  return pfExec(r, text, from);
};

for (message = 0; message < mix.length; message++) {
  counting = true;
  engine.moderateText(mix[message], BENCH_MESSAGE_CONTEXT);
  counting = false;
}
const n = mix.length;
const per = (x: number) => (x / n).toFixed(1).padStart(7);
const rows = [...tallies].sort((a, b) => b[1].ran - a[1].ran);
const sum = (k: 'ran' | 'runs' | 'asked' | 'asks') => rows.reduce((s, [, t]) => s + t[k], 0);
console.log(
  `${mixName}: ${n} messages; per message: distinct run ${per(sum('ran'))}, runs ${per(sum('runs'))}, ` +
    `distinct asked of the prefilter ${per(sum('asked'))}, asks ${per(sum('asks'))}`,
);
console.log('distinct run | runs | distinct asked | asks | expressions ever run | module');
for (const [m, t] of rows.slice(0, Number(topArg)))
  console.log(
    `${per(t.ran)} ${per(t.runs)} ${per(t.asked)} ${per(t.asks)} ${String(t.expressions.size).padStart(6)}  ${m}`,
  );
const sources = new Map<string, number>();
for (const e of bySource.values()) sources.set(e.module, (sources.get(e.module) ?? 0) + e.messages);
console.log(
  `distinct compiled expressions run per message (by source): ${per([...sources.values()].reduce((a, b) => a + b, 0))}`,
);
for (const [m, k] of [...sources].sort((a, b) => b[1] - a[1]).slice(0, Number(topArg))) console.log(`${per(k)}  ${m}`);
if (process.env.EXPRESSIONS) {
  console.log('messages run in (share) | runs per message | module | expression');
  for (const [k, e] of [...bySource]
    .sort((a, b) => b[1].messages - a[1].messages)
    .slice(0, Number(process.env.EXPRESSIONS)))
    console.log(`${(e.messages / n).toFixed(3)} ${per(e.runs)}  ${e.module}  ${k.slice(0, 150)}`);
}
