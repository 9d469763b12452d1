/**
 * The Guardian bench's message mixes (bench/guardian.bench.ts), here so the golden-decisions fixture
 * and the prefilter test use exactly the bench's texts:
 *  - chat mix: the dating corpus plus its ordinary lines again and a few obfuscated / long messages;
 *  - long-text mix: tweet-length and longer messages (140-1,200 chars) built by joining corpus lines.
 */
import { readFileSync } from 'node:fs';
import { DEFAULT_CORPUS_PATH } from './data';
import type { ModerationContext } from './types';

function corpusTexts(): string[] {
  return readFileSync(DEFAULT_CORPUS_PATH, 'utf8')
    .split('\n')
    .filter(Boolean)
    .map((l) => (JSON.parse(l) as { text: string }).text);
}

export function chatMix(): string[] {
  const corpus = corpusTexts();
  const extra = [
    'f u c k you, answer me',
    'k1ll y0urself',
    'text me on wh@ts@pp five five five one two three four five six seven',
    'Ｓｅｎｄ ｍｅ ｎｕｄｅｓ',
    'hey\u200b how are you',
    'Long message: ' +
      'I had such a lovely day at the beach with my friends and we talked about everything. '.repeat(12),
  ];
  // Realistic mix: mostly ordinary chat, some harms.
  const safe = corpus.filter((_, i) => i % 3 !== 0);
  return [...corpus, ...safe, ...extra];
}

/** Tweet-length and longer: consecutive corpus lines joined until each message reaches its target length. */
export function longMix(): string[] {
  const corpus = corpusTexts();
  const targets = [140, 200, 280, 400, 600, 1200];
  const out: string[] = [];
  let j = 0;
  for (let i = 0; i < 600; i++) {
    const target = targets[i % targets.length];
    let s = '';
    while (s.length < target) s += (s ? ' ' : '') + corpus[(j++ * 7919) % corpus.length];
    out.push(s);
  }
  return out;
}

/** The context the bench, the A/B script and the profiler judge chat with: a mutual chat on the date grid. */
export const BENCH_MESSAGE_CONTEXT: ModerationContext = {
  surface: 'message',
  grid: 'date',
  sender: {
    trustScore: 55,
    accountAgeDays: 40,
    recentReports: 0,
    recentBlocks: 0,
    messagesLastMinute: 2,
    sameTextRecipients: 1,
  },
  recipient: { receiveTextNSFW: false, receiveImageNSFW: false },
  senderNsfw: { receiveTextNSFW: false },
  recipientHasReplied: true,
  recentMessages: ['hey!', 'how was your day?'],
};
/** The /guardian demo's context. */
export const BENCH_DEMO_CONTEXT: ModerationContext = { surface: 'demo', sender: { trustScore: 50 } };
