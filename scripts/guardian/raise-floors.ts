/**
 * Raises a challenge floor test's floors to what the current engine measures (never lowers one) and prints every
 * floor the engine is below. The floor for a measured share v is one point under it, rounded down to 0.001 and capped
 * at 0.99 (the rule the floor tests' header comments state); sequence floors are the measured counts.
 *
 *   npx tsx scripts/guardian/raise-floors.ts [--only 29s] [--dry]
 *
 * Without `--only` it scores every dated set with a floor test (challenge-2026-*.test.ts), HOLD OUT sets included:
 * it prints aggregates and BELOW lines, never a message.
 */
import { readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { evaluateChallenge } from '../../server/modules/guardian/challenge-eval';
import { createBaselineMatcher, createGuardianEngine } from '../../server/modules/guardian/engine';
import { checks, specFor } from './challenge-checks';

const args = process.argv.slice(2);
const only = args.includes('--only') ? args[args.indexOf('--only') + 1] : undefined;
const dry = args.includes('--dry');
const guardianDir = join(import.meta.dirname, '../../server/modules/guardian');
const tests = readdirSync(guardianDir)
  .map((f) => /^challenge-2026-11-(\w+)\.test\.ts$/.exec(f))
  .filter((m): m is RegExpExecArray => m !== null && (!only || m[1] === only));
if (tests.length === 0) {
  console.error(`no floor test${only ? ` for ${only}` : ''}`);
  process.exit(2);
}

const engine = createGuardianEngine();
const baseline = createBaselineMatcher();
const floorOf = (v: number) => Math.min(0.99, Math.floor((v - 0.01) * 1000 + 1e-9) / 1000);
const fmt = (k: number, n: number) => `${k}/${n} ${((100 * k) / n).toFixed(1)}%`;
let below = 0;

/** Rewrites the `key: …number…, // comment` lines inside the `const NAME … = { … };` block of a floor test. */
function rewriteBlock(
  source: string,
  name: string,
  measured: (key: string, metric: string) => { k: number; n: number } | undefined,
  tag: string,
): string {
  const start = source.indexOf(`const ${name}`);
  if (start < 0) return source;
  const end = source.indexOf('\n};', start);
  const block = source
    .slice(start, end)
    .replace(
      /^(\s+)(\w+): (\[[^,\]]+, )?([0-9.]+)(\]?),(?: \/\/.*)?$/gm,
      (line, indent: string, key: string, metric = '', old: string, close: string) => {
        const m = measured(key, /'(\w+)'/.exec(metric)?.[1] ?? '');
        if (!m) return line;
        const value = m.k / m.n;
        const oldFloor = Number(old);
        if (value < oldFloor) {
          below++;
          console.log(`BELOW ${tag} ${name} ${key}: ${fmt(m.k, m.n)} < floor ${oldFloor}`);
        }
        const next = Math.max(oldFloor, floorOf(value));
        if (next > oldFloor) console.log(`raise ${tag} ${name} ${key}: ${oldFloor} -> ${next} (${fmt(m.k, m.n)})`);
        return `${indent}${key}: ${metric}${next}${close}, // ${fmt(m.k, m.n)}`;
      },
    );
  return source.slice(0, start) + block + source.slice(end);
}

for (const [file, tag] of tests) {
  const path = join(guardianDir, file);
  let source = readFileSync(path, 'utf8');
  const report = evaluateChallenge(engine, baseline, specFor(tag));
  const share = (key: string, metric: string) => {
    const c = report.byCategory[key];
    if (!c || (metric !== 'allow' && metric !== 'notAllow' && metric !== 'block')) return undefined;
    return { k: Math.round(c.guardian[metric] * c.guardian.n), n: c.guardian.n };
  };
  source = rewriteBlock(source, 'FLOORS', share, tag);
  source = rewriteBlock(source, 'NOT_ALLOW_FLOORS', (key) => share(key, 'notAllow'), tag);
  source = rewriteBlock(
    source,
    'OBFUSCATION_FLOORS',
    (key) => {
      const o = report.byObfuscation[key];
      return o ? { k: o.correct, n: o.n } : undefined;
    },
    tag,
  );
  source = source.replace(/^(\s+)overall: ([0-9.]+),.*$/m, (line, indent: string, old: string) => {
    const { correct, n } = report.overall;
    if (correct / n < Number(old)) {
      below++;
      console.log(`BELOW ${tag} overall: ${fmt(correct, n)} < floor ${old}`);
    }
    return `${indent}overall: ${Math.max(Number(old), floorOf(correct / n))}, // ${fmt(correct, n)}`;
  });
  source = source.replace(
    /sequences: \{ harmfulCaught: (\d+), harmlessDelivered: (\d+) \}/,
    (text, caughtFloor: string, deliveredFloor: string) => {
      const met = checks(report);
      const [caught] = met.get('split sends: harmful caught') ?? [0];
      const [delivered] = met.get('split sends: harmless delivered') ?? [0];
      if (caught < Number(caughtFloor) || delivered < Number(deliveredFloor)) {
        below++;
        console.log(
          `BELOW ${tag} sequences: caught ${caught} (floor ${caughtFloor}), delivered ${delivered} (floor ${deliveredFloor})`,
        );
      }
      return `sequences: { harmfulCaught: ${Math.max(caught, Number(caughtFloor))}, harmlessDelivered: ${Math.max(delivered, Number(deliveredFloor))} }`;
    },
  );
  console.log(`${tag}: overall ${fmt(report.overall.correct, report.overall.n)}`);
  if (!dry) writeFileSync(path, source);
}
console.log(below ? `${below} floor(s) BELOW the engine's figures` : 'no floor below');
process.exitCode = below ? 1 : 0;
