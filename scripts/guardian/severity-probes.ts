/**
 * ADR 296: the severe-harm reader on its probes (engine/severity-head.probes.ts):
 *   npx tsx scripts/guardian/severity-probes.ts --head head.json [--trust 90] [--all]
 * Per line: the head's reading (kind, 1 − P(none)), the engine's decision without and with the head, and the text
 * model's harmful probability. Prints the twins that reach the bar or change decision, and the paraphrases' counts.
 */
import { resolve } from 'node:path';
import { challengeContext } from '../../server/modules/guardian/challenge-eval';
import { createGuardianEngine, loadGuardianModel, normalizeText } from '../../server/modules/guardian/engine';
import { tryLoadSeverityHead } from '../../server/modules/guardian/engine/severity-head';
import { SEVERE_PARAPHRASES, SEVERE_TWINS } from '../../server/modules/guardian/engine/severity-head.probes';
import { arg } from './cli';

const headPath = resolve(arg('head') ?? '/tmp/r28-severe/severity-head.json');
const trust = arg('trust') !== undefined ? Number(arg('trust')) : 50;
const off = createGuardianEngine({ severityHead: null });
const on = createGuardianEngine({ severityHead: headPath });
const st = on.status().severeReader;
if (st?.status !== 'ready') throw new Error(`head not ready: ${JSON.stringify(st)}`);
console.log(`head ${st.version}, bar ${st.bar}, trust ${trust}`);
// A chat both members are in (as the challenge sets' ordinary lines), at the trust asked.
const ctx = challengeContext({ optedIn: false, stranger: false }, trust);
const all = process.argv.includes('--all');
const model = loadGuardianModel();
const loaded = tryLoadSeverityHead(headPath, model.features);
if (!loaded.head) throw new Error(loaded.error);
const head = loaded.head;

function read(text: string) {
  const a = off.moderateText(text, ctx);
  const b = on.moderateText(text, ctx);
  model.probabilities(normalizeText(text).deobfuscated, head);
  const r = head.reading();
  const hit = head.reaches(r) ? `${r.kind} ${(r.severe * 100).toFixed(0)}%` : null;
  return { a: a.decision, b: b.decision, harmful: a.layers.classifier.probabilities.harmful, hit, severe: r.severe };
}

let twinsOver = 0;
let twinsMoved = 0;
let twins = 0;
for (const [theme, lines] of Object.entries(SEVERE_TWINS))
  for (const t of lines) {
    twins++;
    const v = read(t);
    if (v.hit) twinsOver++;
    if (v.a !== v.b) twinsMoved++;
    if (all || v.hit || v.a !== v.b)
      console.log(
        `twin ${theme.padEnd(14)} ${v.a} → ${v.b} head ${v.hit ?? v.severe.toFixed(2)} harmful ` +
          `${v.harmful.toFixed(2)}  ${t}`,
      );
  }
console.log(`twins: ${twinsOver}/${twins} reach the bar; ${twinsMoved} change decision`);
for (const [kind, lines] of Object.entries(SEVERE_PARAPHRASES)) {
  let blocked = [0, 0];
  for (const t of lines) {
    const v = read(t);
    blocked = [blocked[0] + (v.a === 'BLOCK' ? 1 : 0), blocked[1] + (v.b === 'BLOCK' ? 1 : 0)];
    if (all || v.b !== 'BLOCK')
      console.log(
        `para ${kind.padEnd(22)} ${v.a} → ${v.b} head ${v.hit ?? v.severe.toFixed(2)} harmful ` +
          `${v.harmful.toFixed(2)}  ${t}`,
      );
  }
  console.log(`${kind}: BLOCK ${blocked[0]} → ${blocked[1]} / ${lines.length}`);
}
