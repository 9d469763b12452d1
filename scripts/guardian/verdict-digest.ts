/**
 * A digest of the engine's verdicts with a given model file (ADR 285): every golden case (its recorded row) and,
 * per challenge set, every message's and sequence's met flags under each check (`outcomes`: ALLOW / not ALLOW /
 * BLOCK, trust 50 and 90). Two code versions that print the same digests give the same verdicts. Hashes only: no
 * message, id or miss is printed, so it may be run on a HOLD OUT set.
 *   npx tsx scripts/guardian/verdict-digest.ts --model cand.json --sets first,26,...,29n [--no-golden]
 */
import { createHash } from 'node:crypto';
import { resolve } from 'node:path';
import { evaluateChallenge } from '../../server/modules/guardian/challenge-eval';
import { createGuardianEngine } from '../../server/modules/guardian/engine';
import { formatRow, goldenCases, goldenRow } from '../../server/modules/guardian/golden/golden';
import { specFor } from './challenge-checks';
import { arg } from './cli';

const modelPath = arg('model');
const sets = arg('sets')?.split(',').filter(Boolean) ?? [];
if (!modelPath) {
  console.error('usage: verdict-digest.ts --model cand.json --sets first,26,29n [--no-golden]');
  process.exit(2);
}
const engine = createGuardianEngine({ model: resolve(modelPath) });
const sha = (s: string) => createHash('sha256').update(s).digest('hex').slice(0, 16);
const noBaseline = { hasMatch: () => false };
for (const tag of sets)
  console.log(`${tag} ${sha(JSON.stringify(evaluateChallenge(engine, noBaseline, specFor(tag)).outcomes))}`);
if (!process.argv.includes('--no-golden')) {
  const cases = goldenCases(process.env.GUARDIAN_DATA_DIR);
  console.log(`golden ${cases.length} ${sha(cases.map((c) => formatRow(goldenRow(engine, c))).join('\n'))}`);
}
