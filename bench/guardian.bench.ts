/**
 * Guardian text pipeline throughput and per-message latency on one core, with a realistic message
 * mix (our dating corpus: friendly/flirty chat plus every harm category, a few obfuscated and long
 * messages), beside a plain obscenity English-preset matcher (the baseline) in the same run.
 */
import { readFileSync } from 'node:fs';
import { createBaselineMatcher, createGuardianEngine, DEFAULT_CORPUS_PATH, type ModerationContext } from '../server/modules/guardian/engine';
import { measure, type BenchRow } from './lib';

export const name = 'guardian-text';

function messageMix(): string[] {
  const corpus = readFileSync(DEFAULT_CORPUS_PATH, 'utf8')
    .split('\n')
    .filter(Boolean)
    .map((l) => (JSON.parse(l) as { text: string }).text);
  const extra = [
    'f u c k you, answer me',
    'k1ll y0urself',
    'text me on wh@ts@pp five five five one two three four five six seven',
    'Ｓｅｎｄ ｍｅ ｎｕｄｅｓ',
    'hey\u200b how are you',
    'Long message: ' + 'I had such a lovely day at the beach with my friends and we talked about everything. '.repeat(12),
  ];
  // Realistic mix: mostly ordinary chat, some harms.
  const safe = corpus.filter((_, i) => i % 3 !== 0);
  return [...corpus, ...safe, ...extra];
}

export async function run(): Promise<BenchRow[]> {
  const inputs = messageMix();
  const engine = createGuardianEngine();
  const baseline = createBaselineMatcher();
  const ctxMutual: ModerationContext = {
    surface: 'message',
    grid: 'date',
    sender: { trustScore: 55, accountAgeDays: 40, recentReports: 0, recentBlocks: 0, messagesLastMinute: 2, sameTextRecipients: 1 },
    recipient: { receiveTextNSFW: false, receiveImageNSFW: false },
    senderNsfw: { receiveTextNSFW: false },
    recipientHasReplied: true,
    recentMessages: ['hey!', 'how was your day?'],
  };
  const demo: ModerationContext = { surface: 'demo', sender: { trustScore: 50 } };
  const rows: BenchRow[] = [];
  rows.push(measure('obscenity English preset (hasMatch)', inputs, (t) => baseline.hasMatch(t), { durationMs: 3000, baseline: true }));
  rows.push(measure('full pipeline, message context', inputs, (t) => engine.moderateText(t, ctxMutual).decision === 'BLOCK', { durationMs: 5000 }));
  rows.push(measure('full pipeline, demo context', inputs, (t) => engine.moderateText(t, demo).decision === 'BLOCK', { durationMs: 3000 }));
  const rulesOnly = createGuardianEngine({ model: null });
  rows.push(measure('keywords + context + behaviour (no model)', inputs, (t) => rulesOnly.moderateText(t, ctxMutual).decision === 'BLOCK', { durationMs: 3000 }));
  return rows;
}
