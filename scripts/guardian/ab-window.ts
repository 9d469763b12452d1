/**
 * In-process A/B of the Guardian text pipeline on realistic split-send windows (ADR 155): like ab.ts, but each
 * message is judged with the sender's earlier messages as its window, not the bench's fixed two. Each round
 * starts from new engines (the window keeps what it read of earlier parts per engine, ADR 155, so a warm engine
 * would be read a second time), then alternates one pass of A and one of B over the whole mix, timed by this
 * process's CPU time; the median of the per-round ratios is reported.
 *
 *   --window sliding  each message with the three before it (as ADR 150 timed it)
 *   --window bursts   messages in bursts of five, each with the earlier ones of its burst (a split send)
 *
 *   node --expose-gc --import tsx scripts/guardian/ab-window.ts [--ref <git ref>] [--rounds 9] [--mix chat|long] \
 *     [--window sliding|bursts]
 */
import { cpuMicros, engineAtRef, median, option, verdictKey } from './ab-harness';
import * as live from '../../server/modules/guardian/engine';
import { BENCH_MESSAGE_CONTEXT, chatMix, longMix } from '../../server/modules/guardian/engine/bench-mixes';
import type { ModerationContext } from '../../server/modules/guardian/engine';

const ref = option('ref', 'HEAD');
const rounds = Number(option('rounds', '9'));
const onlyMix = option('mix', '');
const mode = option('window', 'sliding');

const { sha, engine: old } = await engineAtRef(ref);

const windowOf = (inputs: readonly string[], i: number): ModerationContext => ({
  ...BENCH_MESSAGE_CONTEXT,
  recentMessages: mode === 'bursts' ? inputs.slice(i - (i % 5), i) : inputs.slice(Math.max(0, i - 3), i),
});

for (const [mix, inputs] of [
  ['chat', chatMix()],
  ['long', longMix()],
] as const) {
  if (onlyMix && onlyMix !== mix) continue;
  const contexts = inputs.map((_, i) => windowOf(inputs, i));
  let diffs = 0;
  {
    const A = old.createGuardianEngine();
    const B = live.createGuardianEngine();
    for (let i = 0; i < inputs.length; i++)
      if (verdictKey(A.moderateText(inputs[i], contexts[i])) !== verdictKey(B.moderateText(inputs[i], contexts[i])))
        diffs++;
  }
  let sink = 0;
  const a: number[] = [];
  const b: number[] = [];
  const ratio: number[] = [];
  for (let r = 0; r <= rounds; r++) {
    const A = old.createGuardianEngine();
    const B = live.createGuardianEngine();
    // Loading the engines leaves garbage; collect it (node --expose-gc) and alternate which engine runs first.
    (globalThis as { gc?: () => void }).gc?.();
    const pass = (e: typeof A) => {
      const t = cpuMicros();
      for (let i = 0; i < inputs.length; i++) if (e.moderateText(inputs[i], contexts[i]).decision === 'BLOCK') sink++;
      return cpuMicros() - t;
    };
    const [ta, tb] = r % 2 ? [pass(A), pass(B)] : (([y, x]) => [x, y])([pass(B), pass(A)]);
    if (r === 0) continue; // warm-up
    a.push(ta / inputs.length);
    b.push(tb / inputs.length);
    ratio.push(ta / Math.max(1, tb));
  }
  if (sink < 0) console.log(sink);
  console.log(
    `${mix} mix, ${mode} windows (${inputs.length} messages, ${rounds} rounds): A ${sha} ${median(a).toFixed(1)} µs, ` +
      `B (checkout) ${median(b).toFixed(1)} µs CPU per message; B is ${median(ratio).toFixed(2)}x A's throughput; ` +
      `verdict differences: ${diffs}`,
  );
}
