/**
 * ADR 264: scores the round-23 violence probes (engine/round23-violence.probes.ts) — harmful lines BLOCK in a chat
 * and from a stranger at trust 50 and 90, harmless twins ALLOW in a chat at trust 50 and 90 — on the checkout's
 * engine, or on a committed ref's (`--ref main`, extracted as ab.ts does).
 *   npx tsx scripts/guardian/round23-probes.ts [--ref r] [--verbose]
 */
import { join, resolve } from 'node:path';
import { engineAtRef, option } from './ab-harness';
import * as P from '../../server/modules/guardian/engine/round23-violence.probes';
import { HARM_CONTEXTS, chatContext } from '../../server/modules/guardian/engine/rules/test-contexts';

const ref = option('ref', '');
const mod = ref
  ? (await engineAtRef(ref)).engine
  : await import(join(resolve(import.meta.dirname, '../..'), 'server/modules/guardian/engine/index.ts'));
const engine = mod.createGuardianEngine();
const verbose = process.argv.includes('--verbose');
const CHAT = [chatContext({ stranger: false }), chatContext({ stranger: false, trust: 90 })];
const blocks = (t: string) => HARM_CONTEXTS.every((c) => engine.moderateText(t, c).decision === 'BLOCK');
const allows = (t: string) => CHAT.every((c) => engine.moderateText(t, c).decision === 'ALLOW');

const sets: Array<[string, Record<string, readonly string[]>]> = [
  ['probes', Object.fromEntries(Object.entries(P.HARMFUL).map(([c, s]) => [c, Object.values(s).flat()]))],
  ['fresh 1', P.FRESH_1],
  ['fresh 2', P.FRESH_2],
  ['fresh 3 (blind)', P.FRESH_3_BLIND],
];
for (const [name, byCat] of sets) {
  const parts: string[] = [];
  for (const [cat, lines] of Object.entries(byCat)) {
    const missed = lines.filter((t) => !blocks(t));
    parts.push(`${cat} ${lines.length - missed.length}/${lines.length}`);
    if (verbose) for (const t of missed) console.log(`  miss ${name} ${cat}: ${t}`);
  }
  console.log(`${name}: BLOCK ${parts.join(', ')}`);
}
for (const [name, lines] of [
  ['harmless twins', Object.values(P.HARMLESS).flat()],
  ['twins 2', P.TWINS_2],
] as const) {
  const held = lines.filter((t) => !allows(t));
  console.log(`${name}: ALLOW ${lines.length - held.length}/${lines.length}`);
  if (verbose) for (const t of held) console.log(`  held ${name}: ${t}`);
}
