/**
 * A text-model candidate beside the shipped model on challenge sets, the whole engine with each model (ADRs 262, 269):
 *   npx tsx scripts/guardian/score-model.ts --model /tmp/cand.json [--ref shipped|/tmp/other.json] --sets 29i,29j,29k
 * Per set and summed: overall met, ordinary ALLOW, harmless split sends delivered, harmful split sends caught, and
 * each category's met count, reference → candidate. Aggregates only: no message, id or miss is printed, so it may be
 * run on a HOLD OUT set (never on a set the round puts off limits). `first` names the first set.
 */
import { existsSync } from 'node:fs';
import { resolve } from 'node:path';
import {
  CHALLENGE_DIR,
  evaluateChallenge,
  type ChallengeReport,
  type ChallengeSetSpec,
} from '../../server/modules/guardian/challenge-eval';
import { createGuardianEngine } from '../../server/modules/guardian/engine';
import { DEFAULT_MODEL_PATH } from '../../server/modules/guardian/engine/classifier';
import { createBaselineMatcher } from '../../server/modules/guardian/engine/keywords';

function arg(name: string): string | undefined {
  const i = process.argv.indexOf(`--${name}`);
  return i >= 0 ? process.argv[i + 1] : undefined;
}

const candidate = arg('model');
const sets = arg('sets')?.split(',').filter(Boolean) ?? [];
if (!candidate || !sets.length) {
  console.error('usage: score-model.ts --model cand.json [--ref shipped|ref.json] --sets 29i,29j,29k');
  process.exit(2);
}
const refArg = arg('ref') ?? 'shipped';
const refPath = refArg === 'shipped' ? DEFAULT_MODEL_PATH : resolve(refArg);

function specFor(tag: string): ChallengeSetSpec {
  const file = tag === 'first' ? 'challenge-set.jsonl' : `challenge-set-2026-11-${tag}.jsonl`;
  const seq = tag === 'first' ? 'challenge-sequences.jsonl' : `challenge-sequences-2026-11-${tag}.jsonl`;
  return existsSync(resolve(CHALLENGE_DIR, seq)) ? { file, sequencesFile: seq } : { file };
}

/** The aggregate checks of one report, by name (met counts and their totals). */
function checks(r: ChallengeReport): Map<string, [number, number]> {
  const out = new Map<string, [number, number]>();
  out.set('overall', [r.overall.correct, r.overall.n]);
  for (const [cat, c] of Object.entries(r.byCategory)) {
    const g = c.guardian;
    const met = Math.round(g.n * (c.expect === 'allow' ? g.allow : c.expect === 'block' ? g.block : g.notAllow));
    out.set(`${cat} (${c.expect})`, [met, c.guardian.n]);
  }
  const seqs = Object.values(r.sequences);
  const harmless = seqs.filter((s) => s.expect === 'allow');
  const harmful = seqs.filter((s) => s.expect !== 'allow');
  const sum = (xs: typeof seqs, k: 'correct' | 'n') => xs.reduce((a, s) => a + s[k], 0);
  out.set('split sends: harmless delivered', [sum(harmless, 'correct'), sum(harmless, 'n')]);
  out.set('split sends: harmful caught', [sum(harmful, 'correct'), sum(harmful, 'n')]);
  return out;
}

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
