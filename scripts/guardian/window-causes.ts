/**
 * Development helper (ADR 149): for each dev split-send sequence, prints every held part with the layers and
 * reasons that held it, and whether the window (split_message) or the part alone did it. Dev sets only
 * (corpus/dev-sequences-*.jsonl); never the challenge sets. `--only <substring>` picks files. Parts are played as
 * the send path does (`playSequence`): a blocked part stays in the window, flagged (ADR 200, ADR 206).
 */
import { readFileSync, readdirSync } from 'node:fs';
import { resolve } from 'node:path';
import { playSequence, type ChallengeSequence } from '../../server/modules/guardian/challenge-eval';
import { createGuardianEngine } from '../../server/modules/guardian/engine';

const dir = resolve(import.meta.dirname, '../../server/modules/guardian/corpus');
const onlyAt = process.argv.indexOf('--only');
const only = onlyAt >= 0 ? (process.argv[onlyAt + 1] ?? '') : '';
const engine = createGuardianEngine();
for (const file of readdirSync(dir).filter((f) => /^dev-sequences-.*\.jsonl$/.test(f) && f.includes(only))) {
  console.log(`\n## ${file}`);
  const counts: Record<string, number> = {};
  for (const line of readFileSync(resolve(dir, file), 'utf8')
    .split('\n')
    .filter((l) => l.trim())) {
    const s = JSON.parse(line) as ChallengeSequence;
    const out: string[] = [];
    const verdicts = playSequence(engine, s.parts);
    for (let i = 0; i < s.parts.length; i++) {
      const part = s.parts[i];
      const v = verdicts[i];
      if (v.decision !== 'ALLOW') {
        const by = v.policyTags.includes('split_message') ? 'window' : v.layerTriggered;
        if (s.expect === 'allow') counts[by] = (counts[by] ?? 0) + 1;
        out.push(`    ${v.decision} [${by}] "${part}" :: ${v.reasoning}`);
      }
    }
    const held = out.length > 0;
    if (held === (s.expect === 'allow') || process.argv.includes('--all'))
      console.log(`  ${s.id} ${s.category} ${s.expect}: ${s.parts.join(' | ')}\n${out.join('\n')}`);
  }
  console.log('harmless held parts by layer:', counts);
}
