/**
 * The Guardian engine of a git ref, to run beside the checkout's in one process (ab.ts, ab-window.ts, profile.ts).
 * The ref's server/modules/guardian is extracted once with `git archive` under node_modules/.cache/guardian-ab/<sha>
 * (so the `#` import aliases resolve as in the checkout) and imported from there.
 */
import { execFileSync } from 'node:child_process';
import { existsSync, mkdirSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import type * as live from '../../server/modules/guardian/engine';

const ROOT = resolve(import.meta.dirname, '../..');

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
