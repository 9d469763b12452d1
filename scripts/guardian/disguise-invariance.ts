/**
 * ADR 326: how often does a disguise change Guardian's decision? Every base line of
 * engine/disguise-invariance.fixtures.ts is judged plain and under every family of ./disguises.ts (the challenge sets'
 * context, trust 50; unsolicited sexual lines from a stranger). Harmful side: among lines caught plain (not ALLOW), a
 * pair is WEAKENED when BLOCK becomes REVIEW / ALLOW or a hold becomes ALLOW. Harmless side: among lines ALLOWed plain,
 * a pair is NEWLY HELD when it becomes REVIEW / BLOCK. Invariance = share of pairs neither.
 *
 *   npx tsx scripts/guardian/disguise-invariance.ts [--family <name>] [--show <family|all>] [--json]
 */
import { challengeContext } from '../../server/modules/guardian/challenge-eval';
import { createGuardianEngine } from '../../server/modules/guardian/engine';
import {
  HARMFUL_BASE,
  HARMLESS_BASE,
  type HarmCategory,
} from '../../server/modules/guardian/engine/disguise-invariance.fixtures';
import { DISGUISE_FAMILIES, disguise } from './disguises';

type Decision = 'ALLOW' | 'REVIEW' | 'BLOCK';
type Engine = ReturnType<typeof createGuardianEngine>;

export interface Flip {
  readonly family: string;
  readonly plain: string;
  readonly disguised: string;
  readonly from: Decision;
  readonly to: Decision;
}

export interface FamilyFigures {
  harmfulPairs: number;
  weakened: number;
  harmlessPairs: number;
  newlyHeld: number;
}

export interface InvarianceReport {
  readonly families: Record<string, FamilyFigures>;
  readonly overall: FamilyFigures;
  readonly flips: Flip[];
  readonly plainCaught: number;
  readonly plainAllowedHarmless: number;
}

const REPLIED = challengeContext({ optedIn: false, stranger: false }, 50);
const STRANGER = challengeContext({ optedIn: false, stranger: true }, 50);
const contextFor = (category: HarmCategory | null) => (category === 'unsolicited_sexual' ? STRANGER : REPLIED);

const weakened = (from: Decision, to: Decision) =>
  (from === 'BLOCK' && to !== 'BLOCK') || (from !== 'ALLOW' && to === 'ALLOW');

export function measureDisguiseInvariance(
  engine: Engine = createGuardianEngine(),
  only: readonly string[] | null = null,
): InvarianceReport {
  const chosen = only === null ? DISGUISE_FAMILIES : DISGUISE_FAMILIES.filter((f) => only.includes(f.name));
  const judge = (text: string, category: HarmCategory | null) =>
    engine.moderateText(text, contextFor(category)).decision as Decision;
  const families: Record<string, FamilyFigures> = {};
  const overall: FamilyFigures = { harmfulPairs: 0, weakened: 0, harmlessPairs: 0, newlyHeld: 0 };
  const flips: Flip[] = [];
  for (const f of chosen) families[f.name] = { harmfulPairs: 0, weakened: 0, harmlessPairs: 0, newlyHeld: 0 };
  let plainCaught = 0;
  for (const { category, text } of HARMFUL_BASE) {
    const from = judge(text, category);
    if (from === 'ALLOW') continue;
    plainCaught++;
    for (const f of chosen) {
      const disguised = disguise(text, f);
      const to = judge(disguised, category);
      families[f.name].harmfulPairs++;
      if (weakened(from, to)) {
        families[f.name].weakened++;
        flips.push({ family: f.name, plain: text, disguised, from, to });
      }
    }
  }
  let plainAllowedHarmless = 0;
  for (const text of HARMLESS_BASE) {
    if (judge(text, null) !== 'ALLOW') continue;
    plainAllowedHarmless++;
    for (const f of chosen) {
      const disguised = disguise(text, f);
      const to = judge(disguised, null);
      families[f.name].harmlessPairs++;
      if (to !== 'ALLOW') {
        families[f.name].newlyHeld++;
        flips.push({ family: f.name, plain: text, disguised, from: 'ALLOW', to });
      }
    }
  }
  for (const fig of Object.values(families)) {
    overall.harmfulPairs += fig.harmfulPairs;
    overall.weakened += fig.weakened;
    overall.harmlessPairs += fig.harmlessPairs;
    overall.newlyHeld += fig.newlyHeld;
  }
  return { families, overall, flips, plainCaught, plainAllowedHarmless };
}

export const harmfulInvariance = (f: FamilyFigures) => 1 - f.weakened / Math.max(1, f.harmfulPairs);
export const harmlessInvariance = (f: FamilyFigures) => 1 - f.newlyHeld / Math.max(1, f.harmlessPairs);

const pct = (x: number) => `${(100 * x).toFixed(1)} %`;

function main() {
  const args = process.argv.slice(2);
  const show = args.includes('--show') ? args[args.indexOf('--show') + 1] : null;
  // ADR 330: `--family` measures one family (a quick look; the overall row is then that family's)
  const only = args.includes('--family') ? [args[args.indexOf('--family') + 1]] : undefined;
  const t0 = performance.now();
  const r = measureDisguiseInvariance(undefined, only ?? null);
  const ms = performance.now() - t0;
  if (args.includes('--json')) {
    console.log(JSON.stringify({ families: r.families, overall: r.overall }, null, 1));
    return;
  }
  console.log(
    `base: ${HARMFUL_BASE.length} harmful (${r.plainCaught} caught plain), ${HARMLESS_BASE.length} harmless ` +
      `(${r.plainAllowedHarmless} ALLOW plain); ${DISGUISE_FAMILIES.length} families; ${(ms / 1000).toFixed(1)} s`,
  );
  console.log(`${'family'.padEnd(24)} ${'harmful kept'.padStart(20)} ${'harmless kept'.padStart(20)}`);
  const row = (name: string, f: FamilyFigures) =>
    console.log(
      `${name.padEnd(24)} ${`${f.harmfulPairs - f.weakened}/${f.harmfulPairs} ${pct(harmfulInvariance(f))}`.padStart(20)} ` +
        `${`${f.harmlessPairs - f.newlyHeld}/${f.harmlessPairs} ${pct(harmlessInvariance(f))}`.padStart(20)}`,
    );
  for (const [name, f] of Object.entries(r.families)) row(name, f);
  row('OVERALL', r.overall);
  if (show)
    for (const fl of r.flips)
      if (show === 'all' || fl.family === show)
        console.log(
          `${fl.family.padEnd(22)} ${fl.from}→${fl.to.padEnd(6)} ${JSON.stringify(fl.disguised)}  ⟵ ${fl.plain}`,
        );
}

if (import.meta.url === `file://${process.argv[1]}`) main();
