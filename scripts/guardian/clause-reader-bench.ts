/**
 * Micro-benchmark of the clause reader (ADR 218): µs per message on the bench's chat and long-text mixes, the
 * reader alone on prepared rule input (normalisation is done before timing, as context.ts has it done). Not a test.
 *   npx tsx scripts/guardian/clause-reader-bench.ts
 */
import { chatMix, longMix } from '#server/modules/guardian/engine/bench-mixes';
import { clauseReaderSignals } from '#server/modules/guardian/engine/clauses/clause-reader';
import { normalizeText } from '#server/modules/guardian/engine/normalize';
import { textViews, type RuleInput } from '#server/modules/guardian/engine/rules/types';
import type { ModerationContext } from '#server/modules/guardian/engine/types';

const CTX: ModerationContext = { surface: 'message' };

function inputs(texts: readonly string[]): RuleInput[] {
  return texts.map((t) => {
    const norm = normalizeText(t);
    return { norm, views: textViews(norm), ctx: CTX, consent: 'unknown', hardOnly: false, found: [] };
  });
}

function measure(name: string, all: readonly RuleInput[]): void {
  let found = 0;
  for (let r = 0; r < 3; r++) for (const i of all) clauseReaderSignals(i); // warm up
  const rounds = 20;
  const t0 = process.hrtime.bigint();
  for (let r = 0; r < rounds; r++) for (const i of all) found += clauseReaderSignals(i).length;
  const ns = Number(process.hrtime.bigint() - t0);
  const per = ns / 1000 / (rounds * all.length);
  console.log(`${name}: ${all.length} messages, ${per.toFixed(3)} µs/message, ${found / rounds} findings per round`);
}

measure('chat mix', inputs(chatMix()));
measure('long mix', inputs(longMix()));
