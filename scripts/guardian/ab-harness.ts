/**
 * What the in-process Guardian A/B scripts share (ab.ts, ab-window.ts; profile.ts loads a ref's engine too): the
 * engine of a git ref, the verdict compared, CPU time and the median, and the `--name value` options.
 */
import { execFileSync } from 'node:child_process';
import { existsSync, mkdirSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import type * as live from '../../server/modules/guardian/engine';
import type { GuardianVerdict } from '../../server/modules/guardian/engine';

const ROOT = resolve(import.meta.dirname, '../..');

/**
 * The Guardian engine of a git ref, to run beside the checkout's in one process: the ref's server/modules/guardian
 * is extracted once with `git archive` under node_modules/.cache/guardian-ab/<sha> (so the `#` import aliases
 * resolve as in the checkout) and imported from there.
 */
export async function engineAtRef(ref: string): Promise<{ sha: string; engine: typeof live }> {
  const sha = execFileSync('git', ['rev-parse', '--short', ref], { cwd: ROOT }).toString().trim();
  const dir = join(ROOT, 'node_modules/.cache/guardian-ab', sha);
  if (!existsSync(join(dir, 'server/modules/guardian/engine/index.ts'))) {
    mkdirSync(dir, { recursive: true });
    const tar = execFileSync('git', ['archive', sha, 'server/modules/guardian'], { cwd: ROOT, maxBuffer: 1 << 28 });
    execFileSync('tar', ['-x', '-C', dir], { input: tar });
  }
  const engine = (await import(
    pathToFileURL(join(dir, 'server/modules/guardian/engine/index.ts')).href
  )) as typeof live;
  return { sha, engine };
}

/** Everything of a verdict two engines must agree on. */
export const verdictKey = (v: GuardianVerdict) =>
  JSON.stringify([v.decision, v.riskScore, v.trustScoreUpdate, v.policyTags, v.flaggedTerms, v.reasoning]);

/** This process's CPU time so far, in microseconds. */
export const cpuMicros = () => {
  const u = process.cpuUsage();
  return u.user + u.system;
};

export const median = (a: number[]) => [...a].sort((x, y) => x - y)[a.length >> 1];

/** The value after `--name` on the command line, or `dflt`. */
export const option = (name: string, dflt: string) => {
  const i = process.argv.indexOf(`--${name}`);
  return i >= 0 ? process.argv[i + 1] : dflt;
};
