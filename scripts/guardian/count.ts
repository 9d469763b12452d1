/**
 * A fixed amount of Guardian work for instruction counting (ADR 213): warms the engine over a bench mix WARM times,
 * then, when run under `valgrind --tool=callgrind --instr-atstart=no`, switches callgrind's instrumentation on
 * (callgrind_control), judges the mix PASSES times and exits — so the count is the measured passes only. Divide
 * callgrind's `Collected` by PASSES × the mix's size for instructions per message.
 *
 *   valgrind --tool=callgrind --instr-atstart=no --callgrind-out-file=/tmp/cg.%p node --expose-gc BUNDLE chat 2 1
 *
 * (BUNDLE: this script bundled with esbuild beside the engine, e.g. server/modules/guardian/engine/.count.mjs, so the
 * engine's data paths resolve; tsx under valgrind spends minutes transforming.) One warm-up pass and one counted pass
 * spread about ±10 % between runs on a loaded machine (ADR 213): use more of both.
 */
import { spawn } from 'node:child_process';
import { createGuardianEngine } from '../../server/modules/guardian/engine';
import { BENCH_MESSAGE_CONTEXT, chatMix, longMix } from '../../server/modules/guardian/engine/bench-mixes';

const [mix = 'chat', warmArg = '2', passesArg = '1'] = process.argv.slice(2);
const inputs = mix === 'long' ? longMix() : chatMix();
const engine = createGuardianEngine();
let sink = 0;
for (let p = 0; p < Number(warmArg); p++)
  for (const t of inputs) sink += engine.moderateText(t, BENCH_MESSAGE_CONTEXT).riskScore;
// Garbage left by the warm-up collected now, not in the counted passes (run node with --expose-gc).
(globalThis as { gc?: () => void }).gc?.();
if (process.env.CALLGRIND !== '0') {
  await new Promise<void>((done) => {
    const c = spawn('callgrind_control', ['-i', 'on', String(process.pid)], { stdio: 'ignore' });
    c.on('exit', () => done());
    c.on('error', () => done());
  });
}
for (let p = 0; p < Number(passesArg); p++)
  for (const t of inputs) sink += engine.moderateText(t, BENCH_MESSAGE_CONTEXT).riskScore;
console.log(`${mix}: ${inputs.length} messages x ${passesArg} passes, sink ${sink}`);
