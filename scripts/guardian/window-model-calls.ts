/**
 * Text-model calls per message on the bench mixes (ADR 285): what the sliding window's model-relative bar (ADR 281)
 * adds once a model file sets `windowThresholds`. The engine runs with the given model, in the bench's message
 * context (two earlier parts, so every part under the window's length limit is read joined); `classify` is counted.
 * Also prints each mix's verdict digest, so two code versions can be shown to give the same verdicts.
 *   npx tsx scripts/guardian/window-model-calls.ts --model cand.json [--mix chat|long|both]
 */
import { createHash } from 'node:crypto';
import { resolve } from 'node:path';
import { createGuardianEngine, loadGuardianModel } from '../../server/modules/guardian/engine';
import { BENCH_MESSAGE_CONTEXT, chatMix, longMix } from '../../server/modules/guardian/engine/bench-mixes';
import { arg } from './cli';

const modelPath = arg('model');
if (!modelPath) {
  console.error('usage: window-model-calls.ts --model cand.json [--mix chat|long|both]');
  process.exit(2);
}
const model = loadGuardianModel(resolve(modelPath));
let calls = 0;
const classify = model.classify.bind(model);
model.classify = (text: Parameters<typeof classify>[0]) => {
  calls++;
  return classify(text);
};
const engine = createGuardianEngine({ model });
const mix = arg('mix') ?? 'both';
const mixes: Array<[string, string[]]> = [];
if (mix !== 'long') mixes.push(['chat', chatMix()]);
if (mix !== 'chat') mixes.push(['long', longMix()]);
for (const [name, texts] of mixes) {
  calls = 0;
  const digest = createHash('sha256');
  const t0 = performance.now();
  for (const text of texts) {
    const r = engine.moderateText(text, BENCH_MESSAGE_CONTEXT);
    digest.update(`${r.decision}|${r.prediction.prediction}\n`);
  }
  const ms = performance.now() - t0;
  console.log(
    `${name}: ${texts.length} messages, ${calls} model calls (${(calls / texts.length).toFixed(3)} per message), ` +
      `${(ms / texts.length).toFixed(3)} ms per message, verdicts ${digest.digest('hex').slice(0, 16)}`,
  );
}
