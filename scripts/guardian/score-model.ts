/**
 * A text-model candidate beside the shipped model on challenge sets, the whole engine with each model (ADRs 262, 269):
 *   npx tsx scripts/guardian/score-model.ts --model /tmp/cand.json [--ref shipped|/tmp/other.json] --sets 29i,29j,29k
 * Per set and summed: overall met, ordinary ALLOW, harmless split sends delivered, harmful split sends caught, and
 * each category's met count, reference → candidate. Aggregates only: no message, id or miss is printed, so it may be
 * run on a HOLD OUT set (never on a set the round puts off limits). `first` names the first set.
 */
import { resolve } from 'node:path';
import { evaluateChallenge } from '../../server/modules/guardian/challenge-eval';
import { createGuardianEngine } from '../../server/modules/guardian/engine';
import { DEFAULT_MODEL_PATH } from '../../server/modules/guardian/engine/classifier';
import { createBaselineMatcher } from '../../server/modules/guardian/engine/keywords';
import { checks, specFor } from './challenge-checks';
import { arg } from './cli';

const candidate = arg('model');
const sets = arg('sets')?.split(',').filter(Boolean) ?? [];
if (!candidate || !sets.length) {
  console.error('usage: score-model.ts --model cand.json [--ref shipped|ref.json] --sets 29i,29j,29k');
  process.exit(2);
}
const refArg = arg('ref') ?? 'shipped';
const refPath = refArg === 'shipped' ? DEFAULT_MODEL_PATH : resolve(refArg);

const engines = {
  ref: createGuardianEngine({ model: refPath }),
  cand: createGuardianEngine({ model: resolve(candidate) }),
};
const baseline = createBaselineMatcher();
const total = new Map<string, [number, number, number]>();
for (const tag of sets) {
  const spec = specFor(tag);
  const a = checks(evaluateChallenge(engines.ref, baseline, spec));
  const b = checks(evaluateChallenge(engines.cand, baseline, spec));
  console.log(`### ${tag}  (reference → candidate)`);
  for (const [name, [ra, n]] of a) {
    const cb = b.get(name)?.[0] ?? 0;
    const mark = cb === ra ? '' : cb > ra ? `  +${cb - ra}` : `  ${cb - ra}`;
    console.log(`  ${name.padEnd(40)} ${String(ra).padStart(4)} → ${String(cb).padStart(4)} / ${n}${mark}`);
    const t = total.get(name) ?? [0, 0, 0];
    total.set(name, [t[0] + ra, t[1] + cb, t[2] + n]);
  }
}
console.log(`### summed over ${sets.join(', ')}`);
for (const [name, [ra, cb, n]] of total) {
  const mark = cb === ra ? '' : cb > ra ? `  +${cb - ra}` : `  ${cb - ra}`;
  console.log(`  ${name.padEnd(40)} ${String(ra).padStart(4)} → ${String(cb).padStart(4)} / ${n}${mark}`);
}
