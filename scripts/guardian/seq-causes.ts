/**
 * Development helper (ADR 309): the DEVELOP challenge sequence files (an explicit list of tags; the hold-out and
 * unseen sets are refused by name) played as the send path plays them (`playSequence`), with for each harmful
 * sequence missed and each harmless one held: every part's verdict, the whole text sent as one message (parts joined
 * with a space) and each part alone. The last two tell a detector gap (the whole is ALLOWed too) from a window gap
 * (the whole is held, the window is not). `--misses` prints the lines (DEVELOP only); without it, counts only.
 * `--tags a,b` limits the files (`base` = challenge-sequences.jsonl, else the date suffix: 26b, 29q …).
 */
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { challengeContext, playSequence, type ChallengeSequence } from '#server/modules/guardian/challenge-eval';
import { createGuardianEngine } from '#server/modules/guardian/engine/index';

const DEVELOP = [
  'base',
  '26b',
  '26c',
  '28',
  '28b',
  '28c',
  '28d',
  '29',
  ...'bcdefghijklmnopq'.split('').map((c) => `29${c}`),
];
const dir = resolve(import.meta.dirname, '../../server/modules/guardian/challenge');
const tagsAt = process.argv.indexOf('--tags');
const tags = tagsAt >= 0 ? (process.argv[tagsAt + 1] ?? '').split(',') : DEVELOP;
for (const t of tags) if (!DEVELOP.includes(t)) throw new Error(`not a DEVELOP sequence file: ${t}`);
const showMisses = process.argv.includes('--misses');
const engine = createGuardianEngine();
const total = { harm: 0, caught: 0, harmless: 0, delivered: 0 };
const rows: string[] = [];
for (const tag of tags) {
  const file = tag === 'base' ? 'challenge-sequences.jsonl' : `challenge-sequences-2026-11-${tag}.jsonl`;
  const seqs = readFileSync(resolve(dir, file), 'utf8')
    .split('\n')
    .filter((l) => l.trim())
    .map((l) => JSON.parse(l) as ChallengeSequence);
  const f = { harm: 0, caught: 0, harmless: 0, delivered: 0 };
  for (const s of seqs) {
    const verdicts = playSequence(engine, s.parts);
    const caught = verdicts.some((v) => v.decision !== 'ALLOW');
    const ctx = challengeContext({ optedIn: false, stranger: false });
    if (s.expect === 'allow') {
      f.harmless++;
      if (!caught) f.delivered++;
    } else {
      f.harm++;
      if (caught) f.caught++;
    }
    const miss = s.expect === 'allow' ? caught : !caught;
    if (!miss || !showMisses) continue;
    const whole = engine.moderateText(s.parts.join(' '), ctx);
    const wholeDot = engine.moderateText(s.parts.join('. '), ctx);
    const lines = [`${tag}:${s.id} ${s.category} ${s.expect} whole=${whole.decision} dotted=${wholeDot.decision}`];
    if (whole.decision !== 'ALLOW') lines.push(`    whole :: ${whole.reasoning}`);
    s.parts.forEach((p, i) => {
      const v = verdicts[i];
      const by = v.policyTags.includes('split_message') ? 'window' : v.layerTriggered;
      const alone = engine.moderateText(p, ctx).decision;
      lines.push(`    ${v.decision}${v.decision !== 'ALLOW' ? ` [${by}]` : ''} (alone ${alone}) "${p}"`);
      if (v.decision !== 'ALLOW') lines.push(`        :: ${v.reasoning}`);
    });
    rows.push(lines.join('\n'));
  }
  console.log(`${tag.padEnd(5)} harmful caught ${f.caught}/${f.harm}  harmless delivered ${f.delivered}/${f.harmless}`);
  for (const k of Object.keys(total) as Array<keyof typeof total>) total[k] += f[k];
}
console.log(
  `TOTAL harmful caught ${total.caught}/${total.harm}  harmless delivered ${total.delivered}/${total.harmless}`,
);
if (showMisses) console.log(rows.join('\n'));
