/**
 * What the sliding window's joined reading costs against the same reading of the latest part alone (ADR 220): over
 * the bench chat mix (parts the window reads: ≤ 280 characters), the context layer on the part alone and on the bench
 * window ("hey!" / "how was your day?" + the part), both with the window's context, alternated every 20 messages and
 * timed by CPU time. Tells whether the joined reading's cost is the earlier parts' text or the reading itself.
 *
 *   npx tsx scripts/guardian/window-cost.ts [rounds=5]
 */
import { analyzeContext, normalizeText, type NormalizedText } from '../../server/modules/guardian/engine';
import { BENCH_MESSAGE_CONTEXT, chatMix } from '../../server/modules/guardian/engine/bench-mixes';
import { windowContext } from '../../server/modules/guardian/engine/window-reads';

const rounds = Number(process.argv[2] ?? 5);
const ctx = BENCH_MESSAGE_CONTEXT;
const wctx = windowContext(ctx);
const earlier = (ctx.recentMessages ?? []).map((m) => normalizeText(m));
const join = (parts: NormalizedText[]): NormalizedText => ({
  original: parts.map((p) => p.original).join(' '),
  text: parts.map((p) => p.text).join(' '),
  deobfuscated: parts.map((p) => p.deobfuscated).join(' '),
  signals: [...new Set(parts.flatMap((p) => p.signals))],
});
const alone = chatMix()
  .filter((t) => t.length <= 280 && t.trim())
  .map((t) => normalizeText(t));
const joined = alone.map((n) => join([...earlier, n]));
const cpu = () => {
  const u = process.cpuUsage();
  return u.user + u.system;
};
for (let p = 0; p < 2; p++)
  for (let i = 0; i < alone.length; i++) (analyzeContext(alone[i], wctx), analyzeContext(joined[i], wctx));
let a = 0;
let j = 0;
for (let r = 0; r < rounds; r++)
  for (let i = 0; i < alone.length; i += 20) {
    const end = Math.min(alone.length, i + 20);
    const first = (i / 20 + r) % 2 === 0;
    for (const side of first ? [0, 1] : [1, 0]) {
      const t0 = cpu();
      for (let k = i; k < end; k++) analyzeContext(side === 0 ? alone[k] : joined[k], wctx);
      if (side === 0) a += cpu() - t0;
      else j += cpu() - t0;
    }
  }
const n = rounds * alone.length;
const len = (xs: NormalizedText[]) => xs.reduce((s, x) => s + x.text.length, 0) / xs.length;
console.log(
  `${alone.length} parts: context layer alone ${(a / n).toFixed(1)} µs (${len(alone).toFixed(0)} chars), ` +
    `joined with the bench window ${(j / n).toFixed(1)} µs (${len(joined).toFixed(0)} chars): joined/alone ${(j / a).toFixed(2)}`,
);
