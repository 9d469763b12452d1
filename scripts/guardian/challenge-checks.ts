/**
 * A challenge set named by its tag, and the aggregate checks of one report (ADRs 269, 271): shared by
 * `score-model.ts` and `gate.ts`. Aggregates only: no message, id or miss.
 */
import { existsSync } from 'node:fs';
import { resolve } from 'node:path';
import {
  CHALLENGE_DIR,
  type ChallengeReport,
  type ChallengeSetSpec,
} from '../../server/modules/guardian/challenge-eval';

/** The set of a tag ("29m"; `first` names the first set), with its sequences file when there is one. */
export function specFor(tag: string): ChallengeSetSpec {
  const file = tag === 'first' ? 'challenge-set.jsonl' : `challenge-set-2026-11-${tag}.jsonl`;
  const seq = tag === 'first' ? 'challenge-sequences.jsonl' : `challenge-sequences-2026-11-${tag}.jsonl`;
  return existsSync(resolve(CHALLENGE_DIR, seq)) ? { file, sequencesFile: seq } : { file };
}

/** The aggregate checks of one report, by name: met counts and their totals. */
export function checks(r: ChallengeReport): Map<string, [number, number]> {
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
