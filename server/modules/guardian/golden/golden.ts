/**
 * Golden decisions (issue 15, speed work): the engine's verdict for every message of the corpora
 * (dating corpus, hand-written corpus, the public SMS and Davidson sets when present, the bench's
 * chat and long-text mixes, the challenge set and sequences) under the contexts the eval, the bench
 * and the challenge scoring use. Each row is keyed by a hash of context + text, never the text
 * itself, so the fixture prints no message. `golden.test.ts` recomputes every row it can and
 * requires identical decisions (scores exactly equal, model probabilities within 1e-9).
 * Regenerate only when verdicts are meant to change: `npx tsx scripts/guardian/golden.ts --write`.
 * It lives beside challenge-eval.ts, not in engine/: it builds cases from the challenge sets and the bench mixes
 * and only reads the engine (ADR 140), so no import runs from the engine back up.
 */
import { createHash } from 'node:crypto';
import { existsSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { chatMix, longMix } from '../engine/bench-mixes';
import { CHALLENGE_DIR, challengeContext, loadChallengeSequences, loadChallengeSet } from '../challenge-eval';
import { loadTrainingData } from '../engine/data';
import type { GuardianEngine } from '../engine/guardian-engine';
import { verdictPolicy } from '../engine/policy';
import type { ModerationContext } from '../engine/types';

export const GOLDEN_PATH = join(dirname(fileURLToPath(import.meta.url)), 'golden-decisions.tsv.gz');

export interface GoldenCase {
  /** Where the text comes from: 'davidson' / 'sms' need the public data; the rest is in the repo. */
  source: string;
  ctxName: string;
  text: string;
  ctx: ModerationContext;
}

export interface GoldenRow {
  key: string;
  source: string;
  decision: string;
  riskScore: number;
  prediction: string;
  policy: string;
  policyTags: string;
  trust: number;
  /** Classifier probabilities harmful,nsfw,spam,safe ('' when unavailable). */
  probs: number[];
}

const NEUTRAL: ModerationContext = { surface: 'test', sender: { trustScore: 50 } };
const SENDER = {
  trustScore: 55,
  accountAgeDays: 40,
  recentReports: 0,
  recentBlocks: 0,
  messagesLastMinute: 2,
  sameTextRecipients: 1,
};
const MESSAGE: ModerationContext = {
  surface: 'message',
  grid: 'date',
  sender: SENDER,
  recipient: { receiveTextNSFW: false, receiveImageNSFW: false },
  senderNsfw: { receiveTextNSFW: false },
  recipientHasReplied: true,
  recentMessages: ['hey!', 'how was your day?'],
};
const DEMO: ModerationContext = { surface: 'demo', sender: { trustScore: 50 } };

/**
 * Every (context, text) pair the fixture covers. dataDir: where the public datasets are (the script
 * passes GUARDIAN_DATA_DIR as train/eval do: a git worktree has no ../shared/data/guardian beside it).
 */
export function goldenCases(dataDir?: string): GoldenCase[] {
  const cases: GoldenCase[] = [];
  const data = loadTrainingData(dataDir ? { dataDir } : {});
  // A text in two corpora (a hand-written line repeating a dating-corpus line) is one case, under its first source.
  const seen = new Set<string>();
  for (const s of data.samples)
    if (!seen.has(s.text) && seen.add(s.text))
      cases.push({ source: s.source ?? 'corpus', ctxName: 'neutral', text: s.text, ctx: NEUTRAL });
  for (const [mixName, texts] of [
    ['chat', chatMix()],
    ['long', longMix()],
  ] as const) {
    for (let i = 0; i < texts.length; i++) {
      const t = texts[i];
      const recentMessages = texts.slice(Math.max(0, i - 3), i);
      cases.push({ source: mixName, ctxName: 'message', text: t, ctx: MESSAGE });
      cases.push({ source: mixName, ctxName: 'demo', text: t, ctx: DEMO });
      cases.push({
        source: mixName,
        ctxName: `window:${recentMessages.join('\u0001')}`,
        text: t,
        ctx: { ...MESSAGE, recentMessages },
      });
    }
  }
  if (existsSync(CHALLENGE_DIR)) {
    for (const it of loadChallengeSet()) {
      cases.push({
        source: 'challenge',
        ctxName: `c:${JSON.stringify(it.context)}`,
        text: it.text,
        ctx: challengeContext(it.context),
      });
      cases.push({
        source: 'challenge',
        ctxName: `c90:${JSON.stringify(it.context)}`,
        text: it.text,
        ctx: challengeContext(it.context, 90),
      });
    }
    for (const seq of loadChallengeSequences()) {
      for (let i = 0; i < seq.parts.length; i++) {
        const recent = seq.parts.slice(0, i);
        const c = { optedIn: false, stranger: false };
        cases.push({
          source: 'challenge',
          ctxName: `seq:${recent.join('\u0001')}`,
          text: seq.parts[i],
          ctx: challengeContext(c, 50, recent),
        });
      }
    }
  }
  return cases;
}

export const caseKey = (c: GoldenCase): string =>
  createHash('sha256').update(c.ctxName).update('\u0000').update(c.text).digest('hex').slice(0, 20);

export function goldenRow(engine: GuardianEngine, c: GoldenCase): GoldenRow {
  const v = engine.moderateText(c.text, c.ctx);
  const cls = v.layers.classifier;
  const probs =
    cls.status === 'ok'
      ? [cls.probabilities.harmful, cls.probabilities.nsfw, cls.probabilities.spam, cls.probabilities.safe]
      : [];
  return {
    key: caseKey(c),
    source: c.source,
    decision: v.decision,
    riskScore: v.riskScore,
    prediction: v.prediction.prediction,
    policy: verdictPolicy(v),
    policyTags: v.policyTags.join(','),
    trust: v.trustScoreUpdate,
    probs,
  };
}

export const formatRow = (r: GoldenRow): string =>
  [
    r.key,
    r.source,
    r.decision,
    r.riskScore,
    r.prediction,
    r.policy,
    r.policyTags,
    r.trust,
    r.probs.map((p) => p.toPrecision(15)).join(','),
  ].join('\t');

export function parseRow(line: string): GoldenRow {
  const [key, source, decision, risk, prediction, policy, policyTags, trust, probs] = line.split('\t');
  return {
    key,
    source,
    decision,
    riskScore: Number(risk),
    prediction,
    policy,
    policyTags,
    trust: Number(trust),
    probs: probs ? probs.split(',').map(Number) : [],
  };
}
