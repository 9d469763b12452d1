/**
 * Micro-benchmark of the round-18 minors and extortion readers (ADR 219, ADR 225): µs per message on the bench's chat
 * and long-text mixes, the module alone on prepared rule input. As in context.ts, the views are normalised and
 * prepared with the shared prefilter (and scanned) before the module runs; only the module is timed, by this process's
 * CPU time (wall-clock per-message timing read 2-3x high on the shared machine). Not a test.
 *   npx tsx scripts/guardian/minors-extortion-bench.ts
 */
import { chatMix, longMix } from '#server/modules/guardian/engine/bench-mixes';
import { normalizeText } from '#server/modules/guardian/engine/normalize';
import { GUARDIAN_PREFILTER } from '#server/modules/guardian/engine/prefilter';
import { round18MinorsExtortionSignals } from '#server/modules/guardian/engine/rules/round18-minors-extortion';
import { textViews, type RuleInput } from '#server/modules/guardian/engine/rules/types';
import type { ModerationContext } from '#server/modules/guardian/engine/types';
// Loading the context layer registers its expressions, so the prefilter is built as in the engine.
import '#server/modules/guardian/engine/context';

const CTX: ModerationContext = { surface: 'message' };

function inputs(texts: readonly string[]): RuleInput[] {
  return texts.map((t) => {
    const norm = normalizeText(t);
    return { norm, views: textViews(norm), ctx: CTX, consent: 'unknown', hardOnly: false, found: [] };
  });
}

/** Prepares and scans the message's views as the context layer has them when this module runs (not timed). */
function prepared(i: RuleInput): void {
  GUARDIAN_PREFILTER.prepare(i.views);
  for (const v of i.views) GUARDIAN_PREFILTER.groupFlags(v);
}

function measure(name: string, all: readonly RuleInput[]): void {
  let found = 0;
  for (let r = 0; r < 3; r++)
    for (const i of all) {
      prepared(i);
      round18MinorsExtortionSignals(i); // warm up (and let the prefilter rebuild for late expressions)
    }
  GUARDIAN_PREFILTER.build();
  const rounds = 20;
  let us = 0;
  for (let r = 0; r < rounds; r++)
    for (const i of all) {
      prepared(i);
      const t0 = process.cpuUsage();
      found += round18MinorsExtortionSignals(i).length;
      const used = process.cpuUsage(t0);
      us += used.user + used.system;
    }
  const per = us / (rounds * all.length);
  console.log(`${name}: ${all.length} messages, ${per.toFixed(3)} µs/message, ${found / rounds} findings per round`);
}

measure('chat mix', inputs(chatMix()));
measure('long mix', inputs(longMix()));
