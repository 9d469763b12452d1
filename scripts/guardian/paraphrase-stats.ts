/**
 * Quality figures for hand-written paraphrase files before they are trained on (ADR 286):
 *   npx tsx scripts/guardian/paraphrase-stats.ts paraphrase-2026-12-01-r26a.jsonl paraphrase-2026-12-01-r26b.jsonl
 * Per file: lines per category, families (the optional `family` field), length in words, obfuscation share, and
 * duplicates three ways — exact, case/space-folded, and the trainer's own key (`normalizeText(..).deobfuscated`, the
 * key `dedupeSamples` drops on) — within the files and against every other corpus file. A line whose trainer key
 * is already taken teaches the model nothing: the trainer keeps only the first.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { CORPUS_DIR } from '../../server/modules/guardian/engine/data';
import { normalizeText } from '../../server/modules/guardian/engine/normalize';

interface Row {
  text: string;
  category?: string;
  family?: string;
  obfuscation?: string;
}

const files = process.argv.slice(2);
if (!files.length) {
  console.error('usage: paraphrase-stats.ts <file under corpus/> [...]');
  process.exit(2);
}

const read = (file: string): Row[] =>
  readFileSync(resolve(CORPUS_DIR, file), 'utf8')
    .split('\n')
    .filter((l) => l.trim())
    .map((l) => JSON.parse(l) as Row);
const folded = (t: string) => t.normalize('NFKC').toLowerCase().replace(/\s+/g, ' ').trim();
const trainerKey = (t: string) => normalizeText(t).deobfuscated;

// Every other corpus file, keyed three ways: which file first holds each key.
const others = {
  exact: new Map<string, string>(),
  folded: new Map<string, string>(),
  trainer: new Map<string, string>(),
};
for (const f of readdirSync(CORPUS_DIR).filter((n) => n.endsWith('.jsonl') && !files.includes(n))) {
  for (const r of read(f)) {
    if (typeof r.text !== 'string') continue;
    if (!others.exact.has(r.text)) others.exact.set(r.text, f);
    if (!others.folded.has(folded(r.text))) others.folded.set(folded(r.text), f);
    if (!others.trainer.has(trainerKey(r.text))) others.trainer.set(trainerKey(r.text), f);
  }
}

const quantiles = (xs: number[]) => {
  const s = [...xs].sort((a, b) => a - b);
  const q = (p: number) => s[Math.min(s.length - 1, Math.floor(p * s.length))];
  return `min ${s[0]} p25 ${q(0.25)} median ${q(0.5)} p75 ${q(0.75)} max ${s[s.length - 1]}`;
};
const count = (xs: string[]) => {
  const m = new Map<string, number>();
  for (const x of xs) m.set(x, (m.get(x) ?? 0) + 1);
  return [...m.entries()].sort((a, b) => b[1] - a[1]);
};

const ownTrainerKeys = new Set<string>();
for (const file of files) {
  const rows = read(file);
  console.log(`\n## ${file}: ${rows.length} lines`);
  for (const [cat, n] of count(rows.map((r) => r.category ?? '?'))) {
    const inCat = rows.filter((r) => r.category === cat);
    const fams = new Set(inCat.map((r) => r.family ?? '?'));
    const obf = inCat.filter((r) => r.obfuscation && r.obfuscation !== 'none' && r.obfuscation !== 'slang').length;
    console.log(`- ${cat}: ${n} lines, ${fams.size} families, ${obf} obfuscated, ${n - obf} plain or slang`);
  }
  const perFamily = count(rows.map((r) => r.family ?? '?')).map(([, n]) => n);
  console.log(`families ${perFamily.length}, lines per family: ${quantiles(perFamily)}`);
  console.log(`words per line: ${quantiles(rows.map((r) => r.text.trim().split(/\s+/).length))}`);
  console.log(`chars per line: ${quantiles(rows.map((r) => r.text.length))}`);
  const kinds = count(rows.map((r) => r.obfuscation ?? 'none'));
  const obfuscated = rows.filter((r) => r.obfuscation && !['none', 'slang'].includes(r.obfuscation)).length;
  console.log(
    `obfuscation: ${kinds.map(([k, n]) => `${k} ${n}`).join(', ')}; obfuscated share ` +
      `${((100 * obfuscated) / rows.length).toFixed(1)} % (slang not counted)`,
  );
  const within = { exact: 0, folded: 0, trainer: 0 };
  const seen = { exact: new Set<string>(), folded: new Set<string>() };
  const against = { exact: 0, folded: 0, trainer: 0 };
  for (const r of rows) {
    const key = trainerKey(r.text);
    if (seen.exact.has(r.text)) within.exact++;
    if (seen.folded.has(folded(r.text))) within.folded++;
    if (ownTrainerKeys.has(key)) within.trainer++;
    seen.exact.add(r.text);
    seen.folded.add(folded(r.text));
    ownTrainerKeys.add(key);
    if (others.exact.has(r.text)) against.exact++;
    if (others.folded.has(folded(r.text))) against.folded++;
    if (others.trainer.has(key)) against.trainer++;
  }
  console.log(
    `duplicates within (this and earlier files): exact ${within.exact}, folded ${within.folded}, ` +
      `trainer key ${within.trainer}`,
  );
  console.log(
    `duplicates of other corpus files: exact ${against.exact}, folded ${against.folded}, ` +
      `trainer key ${against.trainer}`,
  );
}
