/**
 * The ADR 122 promotion gate outside the app, for a model file trained with the CLI: the full engine (default
 * keyword lists, normalisation, classifier, context, behaviour) with the candidate and with the active model on
 * every challenge set, plus each model's recorded held-out figures, judged by `decidePromotion`.
 *   npx tsx scripts/guardian/gate.ts --candidate path/to/model.json --current path/to/active-model.json
 * A pass/fail check only (ADR 137): prints the verdict, the reasons and aggregate figures, never a message.
 */
import { readFileSync } from 'node:fs';
import { DEFAULT_BANNED_KEYWORDS, DEFAULT_NSFW_KEYWORDS } from '../../server/modules/guardian/engine';
import type { GuardianTextModelFile } from '../../server/modules/guardian/engine';
import { decidePromotion } from '../../server/modules/guardian/guardian.promotion';
import { measureChallenge, promotionFigures } from '../../server/modules/guardian/guardian.retrain';

function arg(name: string): string {
  const i = process.argv.indexOf(`--${name}`);
  if (i < 0 || !process.argv[i + 1]) throw new Error(`--${name} <model file> is required`);
  return process.argv[i + 1];
}

const keywords = { banned: [...DEFAULT_BANNED_KEYWORDS], nsfw: [...DEFAULT_NSFW_KEYWORDS] };
const read = (path: string) => JSON.parse(readFileSync(path, 'utf8')) as GuardianTextModelFile;
const candidate = read(arg('candidate'));
const current = read(arg('current'));
const t0 = performance.now();
const candidateFigures = promotionFigures(candidate.metrics, measureChallenge(candidate, keywords));
const currentFigures = promotionFigures(current.metrics, measureChallenge(current, keywords));
const decision = decidePromotion(candidateFigures, currentFigures);

const pct = (v: number | null) => (v === null ? '–' : `${(v * 100).toFixed(1)}%`);
console.log(
  `candidate ${candidate.version} against ${current.version} (${((performance.now() - t0) / 1000).toFixed(0)} s)`,
);
console.log(
  `held-out macro F1 ${pct(candidateFigures.macroF1)} vs ${pct(currentFigures.macroF1)}; ordinary chat FP ` +
    `${pct(candidateFigures.ordinaryChatFpr)} vs ${pct(currentFigures.ordinaryChatFpr)}; SMS ham FP ` +
    `${pct(candidateFigures.smsHamFpr)} vs ${pct(currentFigures.smsHamFpr)}`,
);
for (const [set, figures] of Object.entries(candidateFigures.challenge)) {
  const a = currentFigures.challenge[set].overall;
  console.log(`${set}: overall ${figures.overall.met}/${figures.overall.n} (active model ${a.met}/${a.n})`);
}
console.log(decision.activate ? 'VERDICT: PASS (would be activated)' : 'VERDICT: KEPT BACK');
for (const r of decision.reasons) console.log(`  - ${r}`);
