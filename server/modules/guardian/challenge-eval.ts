/**
 * Scores Guardian on an independent challenge set (server/modules/guardian/challenge/, issue 15),
 * beside the keyword baseline (obscenity's English preset) on the same messages. The sets are read,
 * never trained on, never edited. Used by `npm run guardian:eval` and by the floor tests
 * (challenge.test.ts for the first set, challenge-2026-11-26.test.ts for the second).
 */
import { readFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { GuardianEngine, GuardianVerdict, ModerationContext } from './engine';

export const CHALLENGE_DIR = join(dirname(fileURLToPath(import.meta.url)), 'challenge');

export interface ChallengeItem {
  id: string;
  text: string;
  category: string;
  expect: 'allow' | 'not_allow' | 'block';
  context: { optedIn: boolean; stranger: boolean };
  obfuscation: string;
}
export interface ChallengeSequence {
  id: string;
  parts: string[];
  category: string;
  expect: 'allow' | 'not_allow' | 'block';
}

/** What a category's expectation asks of a decision: ALLOW, not ALLOW, or BLOCK. */
export type ChallengeMetric = 'allow' | 'notAllow' | 'block';
const METRIC_WORD: Record<ChallengeMetric, string> = { allow: 'ALLOW', notAllow: 'not ALLOW', block: 'BLOCK' };
/** The metric of an item's or category's expectation (`not_allow` in the set files). */
export const expectMetric = (expect: string): ChallengeMetric =>
  expect === 'allow' ? 'allow' : expect === 'block' ? 'block' : 'notAllow';

/**
 * The names of the checks the promotion gate pairs (ADR 152), the one owner for both sides: the per-message
 * `outcomes` of `evaluateChallenge` and the figures of `challengeFigures` (guardian.promotion.ts) are keyed by these,
 * so the two cannot drift apart and leave every check unpaired.
 */
export const CHECK_NAME = {
  /** "ordinary ALLOW", "minors not ALLOW", "threat_violence BLOCK". */
  category: (category: string, metric: ChallengeMetric) => `${category} ${METRIC_WORD[metric]}`,
  /** "sequence threat_violence". */
  sequence: (category: string) => `sequence ${category}`,
  /** A check on the gate's development files (ADR 168): "dev ordinary ALLOW", "dev sequence ordinary". */
  dev: (check: string) => `dev ${check}`,
  overall: 'overall',
} as const;

/** The targets, per category (share of messages). */
export const CHALLENGE_TARGETS: Record<string, { metric: ChallengeMetric; target: number; text: string }> = {
  ordinary: { metric: 'allow', target: 0.98, text: 'ALLOW >= 98%' },
  consensual_sexual: { metric: 'allow', target: 1, text: 'ALLOW (opted-in adults) 100%' },
  unsolicited_sexual: { metric: 'notAllow', target: 0.95, text: 'not ALLOW >= 95%' },
  threat_violence: { metric: 'block', target: 1, text: 'BLOCK 100%' },
  sexual_violence: { metric: 'block', target: 1, text: 'BLOCK 100%' },
  self_harm_incitement: { metric: 'block', target: 1, text: 'BLOCK 100% (not ALLOW 100%)' },
  minors: { metric: 'block', target: 1, text: 'BLOCK 100%' },
  extortion: { metric: 'block', target: 1, text: 'BLOCK 100% (not ALLOW 100%)' },
  drugs: { metric: 'notAllow', target: 1, text: 'not ALLOW 100%' },
  scam: { metric: 'notAllow', target: 0.95, text: 'not ALLOW >= 95%' },
  off_platform: { metric: 'notAllow', target: 0.95, text: 'not ALLOW >= 95%' },
  hate: { metric: 'notAllow', target: NaN, text: '- (no target in the issue)' },
  harassment: { metric: 'notAllow', target: NaN, text: '- (no target in the issue)' },
};

// A name is a file in CHALLENGE_DIR; an absolute path (the gate's development files, ADR 168) is read as it is.
const readJsonl = <T>(file: string): T[] =>
  readFileSync(resolve(CHALLENGE_DIR, file), 'utf8')
    .split('\n')
    .filter((l) => l.trim())
    .map((l) => JSON.parse(l) as T);

/** The first set (2026-11-23) and its split-message sequences. */
export const CHALLENGE_SET_FILE = 'challenge-set.jsonl';
export const CHALLENGE_SEQUENCES_FILE = 'challenge-sequences.jsonl';
/** The second set, written independently on 2026-11-26 (single messages only). */
export const CHALLENGE_SET_2026_11_26_FILE = 'challenge-set-2026-11-26.jsonl';
/** The third set and its sequences, written blind later on 2026-11-26 (README-2026-11-26b.md). */
export const CHALLENGE_SET_2026_11_26B_FILE = 'challenge-set-2026-11-26b.jsonl';
export const CHALLENGE_SEQUENCES_2026_11_26B_FILE = 'challenge-sequences-2026-11-26b.jsonl';
/** The fourth set and its sequences, written blind at the start of round 6 (README-2026-11-26c.md, ADR 136). */
export const CHALLENGE_SET_2026_11_26C_FILE = 'challenge-set-2026-11-26c.jsonl';
export const CHALLENGE_SEQUENCES_2026_11_26C_FILE = 'challenge-sequences-2026-11-26c.jsonl';
/** Fifth independent set (ADR 145), written blind before round 7 and scored before and after it. */
export const CHALLENGE_SET_2026_11_28_FILE = 'challenge-set-2026-11-28.jsonl';
export const CHALLENGE_SEQUENCES_2026_11_28_FILE = 'challenge-sequences-2026-11-28.jsonl';
/** Sixth independent set (ADR 151): written blind after round 7, unwired through round 8, scored before and after. */
export const CHALLENGE_SET_2026_11_28B_FILE = 'challenge-set-2026-11-28b.jsonl';
export const CHALLENGE_SEQUENCES_2026_11_28B_FILE = 'challenge-sequences-2026-11-28b.jsonl';
/** Seventh independent set (ADR 157): written blind before round 8, unwired through rounds 8 and 9 (ADR 164). */
export const CHALLENGE_SET_2026_11_28C_FILE = 'challenge-set-2026-11-28c.jsonl';
export const CHALLENGE_SEQUENCES_2026_11_28C_FILE = 'challenge-sequences-2026-11-28c.jsonl';
/** Eighth independent set (ADR 164): written blind after round 8, unwired through rounds 9 and 10 (ADR 168). */
export const CHALLENGE_SET_2026_11_28D_FILE = 'challenge-set-2026-11-28d.jsonl';
export const CHALLENGE_SEQUENCES_2026_11_28D_FILE = 'challenge-sequences-2026-11-28d.jsonl';
/** Ninth independent set: written blind in round 10, unwired through round 11 (ADRs 174, 175). */
export const CHALLENGE_SET_2026_11_29_FILE = 'challenge-set-2026-11-29.jsonl';
export const CHALLENGE_SEQUENCES_2026_11_29_FILE = 'challenge-sequences-2026-11-29.jsonl';
/** Tenth independent set: written blind at the start of round 11, unwired through round 12 (ADRs 176–182). */
export const CHALLENGE_SET_2026_11_29B_FILE = 'challenge-set-2026-11-29b.jsonl';
export const CHALLENGE_SEQUENCES_2026_11_29B_FILE = 'challenge-sequences-2026-11-29b.jsonl';
/** The eleventh set, written blind at the start of round 12 (README-2026-11-29c.md); round 13's unseen figure. */
export const CHALLENGE_SET_2026_11_29C_FILE = 'challenge-set-2026-11-29c.jsonl';
export const CHALLENGE_SEQUENCES_2026_11_29C_FILE = 'challenge-sequences-2026-11-29c.jsonl';
/** The twelfth set, written blind at the start of round 13 (README-2026-11-29d.md); round 14's unseen figure. */
export const CHALLENGE_SET_2026_11_29D_FILE = 'challenge-set-2026-11-29d.jsonl';
export const CHALLENGE_SEQUENCES_2026_11_29D_FILE = 'challenge-sequences-2026-11-29d.jsonl';

export const CHALLENGE_SET_2026_11_29E_FILE = 'challenge-set-2026-11-29e.jsonl';
export const CHALLENGE_SEQUENCES_2026_11_29E_FILE = 'challenge-sequences-2026-11-29e.jsonl';

export const CHALLENGE_SET_2026_11_29F_FILE = 'challenge-set-2026-11-29f.jsonl';
export const CHALLENGE_SEQUENCES_2026_11_29F_FILE = 'challenge-sequences-2026-11-29f.jsonl';

export const CHALLENGE_SET_2026_11_29G_FILE = 'challenge-set-2026-11-29g.jsonl';
export const CHALLENGE_SEQUENCES_2026_11_29G_FILE = 'challenge-sequences-2026-11-29g.jsonl';

export const CHALLENGE_SET_2026_11_29H_FILE = 'challenge-set-2026-11-29h.jsonl';
export const CHALLENGE_SEQUENCES_2026_11_29H_FILE = 'challenge-sequences-2026-11-29h.jsonl';

export const CHALLENGE_SET_2026_11_29I_FILE = 'challenge-set-2026-11-29i.jsonl';
export const CHALLENGE_SEQUENCES_2026_11_29I_FILE = 'challenge-sequences-2026-11-29i.jsonl';

export const CHALLENGE_SET_2026_11_29J_FILE = 'challenge-set-2026-11-29j.jsonl';
export const CHALLENGE_SEQUENCES_2026_11_29J_FILE = 'challenge-sequences-2026-11-29j.jsonl';

export const CHALLENGE_SET_2026_11_29K_FILE = 'challenge-set-2026-11-29k.jsonl';
export const CHALLENGE_SEQUENCES_2026_11_29K_FILE = 'challenge-sequences-2026-11-29k.jsonl';

export const CHALLENGE_SET_2026_11_29L_FILE = 'challenge-set-2026-11-29l.jsonl';
export const CHALLENGE_SEQUENCES_2026_11_29L_FILE = 'challenge-sequences-2026-11-29l.jsonl';

export const CHALLENGE_SET_2026_11_29M_FILE = 'challenge-set-2026-11-29m.jsonl';
export const CHALLENGE_SEQUENCES_2026_11_29M_FILE = 'challenge-sequences-2026-11-29m.jsonl';
/** The twenty-second dated set (README-2026-11-29n.md): written blind at the start of round 23, scored once after 24. */
export const CHALLENGE_SET_2026_11_29N_FILE = 'challenge-set-2026-11-29n.jsonl';
export const CHALLENGE_SEQUENCES_2026_11_29N_FILE = 'challenge-sequences-2026-11-29n.jsonl';

export const CHALLENGE_SET_2026_11_29O_FILE = 'challenge-set-2026-11-29o.jsonl';
export const CHALLENGE_SEQUENCES_2026_11_29O_FILE = 'challenge-sequences-2026-11-29o.jsonl';
/** The twenty-fourth dated set (README-2026-11-29p.md): written blind at the start of round 25, scored after 26. */
export const CHALLENGE_SET_2026_11_29P_FILE = 'challenge-set-2026-11-29p.jsonl';
export const CHALLENGE_SEQUENCES_2026_11_29P_FILE = 'challenge-sequences-2026-11-29p.jsonl';
/** The twenty-fifth (round 26's blind set): unscored until round 27 ended, scored once then (ADR 296's note). */
export const CHALLENGE_SET_2026_11_29Q_FILE = 'challenge-set-2026-11-29q.jsonl';
export const CHALLENGE_SEQUENCES_2026_11_29Q_FILE = 'challenge-sequences-2026-11-29q.jsonl';
/** The twenty-sixth (round 27's blind set): unscored until round 28 ended, scored once then (868/952, both engines). */
export const CHALLENGE_SET_2026_11_29R_FILE = 'challenge-set-2026-11-29r.jsonl';
export const CHALLENGE_SEQUENCES_2026_11_29R_FILE = 'challenge-sequences-2026-11-29r.jsonl';
/** The twenty-seventh (round 28's blind set): unscored until round 29 ended, scored once then (876/952, both engines). */
export const CHALLENGE_SET_2026_11_29S_FILE = 'challenge-set-2026-11-29s.jsonl';
export const CHALLENGE_SEQUENCES_2026_11_29S_FILE = 'challenge-sequences-2026-11-29s.jsonl';
/** The twenty-eighth (round 29's blind set): unscored until round 30 ended, scored once then (880/952, both engines). */
export const CHALLENGE_SET_2026_11_29T_FILE = 'challenge-set-2026-11-29t.jsonl';
export const CHALLENGE_SEQUENCES_2026_11_29T_FILE = 'challenge-sequences-2026-11-29t.jsonl';
/** The twenty-ninth (round 30's blind set): unscored until round 31 ended, scored once then (875/952; 871 before). */
export const CHALLENGE_SET_2026_11_29U_FILE = 'challenge-set-2026-11-29u.jsonl';
export const CHALLENGE_SEQUENCES_2026_11_29U_FILE = 'challenge-sequences-2026-11-29u.jsonl';
/** The thirtieth (round 31's blind set): unscored until round 32 ended, scored once then (896/952, both engines). */
export const CHALLENGE_SET_2026_11_29V_FILE = 'challenge-set-2026-11-29v.jsonl';
export const CHALLENGE_SEQUENCES_2026_11_29V_FILE = 'challenge-sequences-2026-11-29v.jsonl';
/** The thirty-first (round 32's blind set): unscored until round 33 ended, scored once then (885/952, both engines). */
export const CHALLENGE_SET_2026_11_29W_FILE = 'challenge-set-2026-11-29w.jsonl';
export const CHALLENGE_SEQUENCES_2026_11_29W_FILE = 'challenge-sequences-2026-11-29w.jsonl';
/** The thirty-second (round 33's blind set): unscored until round 34 ended, scored once then (895/952; 894 before). */
export const CHALLENGE_SET_2026_11_29X_FILE = 'challenge-set-2026-11-29x.jsonl';
export const CHALLENGE_SEQUENCES_2026_11_29X_FILE = 'challenge-sequences-2026-11-29x.jsonl';
/** The thirty-third (round 34's blind set): unscored until round 35 ended, scored once then (880/952, both engines). */
export const CHALLENGE_SET_2026_11_29Y_FILE = 'challenge-set-2026-11-29y.jsonl';
export const CHALLENGE_SEQUENCES_2026_11_29Y_FILE = 'challenge-sequences-2026-11-29y.jsonl';

/** Which set to score: a file in CHALLENGE_DIR and, optionally, its sequences file. */
export interface ChallengeSetSpec {
  file: string;
  sequencesFile?: string;
}
/** Every set `npm run guardian:eval` reports, each on its own. */
export const CHALLENGE_SETS: ChallengeSetSpec[] = [
  { file: CHALLENGE_SET_FILE, sequencesFile: CHALLENGE_SEQUENCES_FILE },
  { file: CHALLENGE_SET_2026_11_26_FILE },
  { file: CHALLENGE_SET_2026_11_26B_FILE, sequencesFile: CHALLENGE_SEQUENCES_2026_11_26B_FILE },
  { file: CHALLENGE_SET_2026_11_26C_FILE, sequencesFile: CHALLENGE_SEQUENCES_2026_11_26C_FILE },
  { file: CHALLENGE_SET_2026_11_28_FILE, sequencesFile: CHALLENGE_SEQUENCES_2026_11_28_FILE },
  { file: CHALLENGE_SET_2026_11_28B_FILE, sequencesFile: CHALLENGE_SEQUENCES_2026_11_28B_FILE },
  { file: CHALLENGE_SET_2026_11_28C_FILE, sequencesFile: CHALLENGE_SEQUENCES_2026_11_28C_FILE },
  { file: CHALLENGE_SET_2026_11_28D_FILE, sequencesFile: CHALLENGE_SEQUENCES_2026_11_28D_FILE },
  { file: CHALLENGE_SET_2026_11_29_FILE, sequencesFile: CHALLENGE_SEQUENCES_2026_11_29_FILE },
  { file: CHALLENGE_SET_2026_11_29B_FILE, sequencesFile: CHALLENGE_SEQUENCES_2026_11_29B_FILE },
  { file: CHALLENGE_SET_2026_11_29C_FILE, sequencesFile: CHALLENGE_SEQUENCES_2026_11_29C_FILE },
  { file: CHALLENGE_SET_2026_11_29D_FILE, sequencesFile: CHALLENGE_SEQUENCES_2026_11_29D_FILE },
  { file: CHALLENGE_SET_2026_11_29E_FILE, sequencesFile: CHALLENGE_SEQUENCES_2026_11_29E_FILE },
  { file: CHALLENGE_SET_2026_11_29F_FILE, sequencesFile: CHALLENGE_SEQUENCES_2026_11_29F_FILE },
  { file: CHALLENGE_SET_2026_11_29G_FILE, sequencesFile: CHALLENGE_SEQUENCES_2026_11_29G_FILE },
  { file: CHALLENGE_SET_2026_11_29H_FILE, sequencesFile: CHALLENGE_SEQUENCES_2026_11_29H_FILE },
  { file: CHALLENGE_SET_2026_11_29I_FILE, sequencesFile: CHALLENGE_SEQUENCES_2026_11_29I_FILE },
  { file: CHALLENGE_SET_2026_11_29J_FILE, sequencesFile: CHALLENGE_SEQUENCES_2026_11_29J_FILE },
  { file: CHALLENGE_SET_2026_11_29K_FILE, sequencesFile: CHALLENGE_SEQUENCES_2026_11_29K_FILE },
  { file: CHALLENGE_SET_2026_11_29L_FILE, sequencesFile: CHALLENGE_SEQUENCES_2026_11_29L_FILE },
  { file: CHALLENGE_SET_2026_11_29M_FILE, sequencesFile: CHALLENGE_SEQUENCES_2026_11_29M_FILE },
  { file: CHALLENGE_SET_2026_11_29N_FILE, sequencesFile: CHALLENGE_SEQUENCES_2026_11_29N_FILE },
  { file: CHALLENGE_SET_2026_11_29O_FILE, sequencesFile: CHALLENGE_SEQUENCES_2026_11_29O_FILE },
  { file: CHALLENGE_SET_2026_11_29P_FILE, sequencesFile: CHALLENGE_SEQUENCES_2026_11_29P_FILE },
  { file: CHALLENGE_SET_2026_11_29Q_FILE, sequencesFile: CHALLENGE_SEQUENCES_2026_11_29Q_FILE },
  { file: CHALLENGE_SET_2026_11_29R_FILE, sequencesFile: CHALLENGE_SEQUENCES_2026_11_29R_FILE },
  { file: CHALLENGE_SET_2026_11_29S_FILE, sequencesFile: CHALLENGE_SEQUENCES_2026_11_29S_FILE },
  { file: CHALLENGE_SET_2026_11_29T_FILE, sequencesFile: CHALLENGE_SEQUENCES_2026_11_29T_FILE },
  { file: CHALLENGE_SET_2026_11_29U_FILE, sequencesFile: CHALLENGE_SEQUENCES_2026_11_29U_FILE },
  { file: CHALLENGE_SET_2026_11_29V_FILE, sequencesFile: CHALLENGE_SEQUENCES_2026_11_29V_FILE },
  { file: CHALLENGE_SET_2026_11_29W_FILE, sequencesFile: CHALLENGE_SEQUENCES_2026_11_29W_FILE },
  { file: CHALLENGE_SET_2026_11_29X_FILE, sequencesFile: CHALLENGE_SEQUENCES_2026_11_29X_FILE },
  { file: CHALLENGE_SET_2026_11_29Y_FILE, sequencesFile: CHALLENGE_SEQUENCES_2026_11_29Y_FILE },
];

export const loadChallengeSet = (file = CHALLENGE_SET_FILE): ChallengeItem[] => readJsonl<ChallengeItem>(file);
export const loadChallengeSequences = (file = CHALLENGE_SEQUENCES_FILE): ChallengeSequence[] =>
  readJsonl<ChallengeSequence>(file);

/**
 * The README's context: opted in = hookup grid with both members' NSFW text on; stranger = never replied.
 * `recentBlocked`: one flag per part of recentMessages, true for a part Guardian blocked (ADR 200, ADR 206).
 */
export function challengeContext(
  c: ChallengeItem['context'],
  trustScore = 50,
  recentMessages: string[] = [],
  recentBlocked: readonly boolean[] = [],
): ModerationContext {
  return {
    surface: 'message',
    grid: c.optedIn ? 'hookup' : 'date',
    sender: {
      trustScore,
      accountAgeDays: 30,
      recentReports: 0,
      recentBlocks: 0,
      messagesLastMinute: 1,
      sameTextRecipients: 1,
    },
    recipient: { receiveTextNSFW: c.optedIn, receiveImageNSFW: c.optedIn },
    senderNsfw: { receiveTextNSFW: c.optedIn },
    recipientHasReplied: !c.stranger,
    recentMessages,
    ...(recentBlocked.includes(true) ? { recentBlocked } : {}),
  };
}

/**
 * A split-send sequence played as the send path plays it (ADR 200, ADR 206): parts in order from one sender to one
 * member they are talking with (trust 50), each judged with the last four earlier parts, a part Guardian blocked
 * kept in the window (never delivered) with its flag. The one player of sequences: the challenge eval,
 * `scripts/guardian/dev-eval.ts` and `window-causes.ts` all read sequences through it.
 */
export function playSequence(engine: GuardianEngine, parts: readonly string[]): GuardianVerdict[] {
  const window: string[] = [];
  const blocked: boolean[] = [];
  const verdicts: GuardianVerdict[] = [];
  for (const part of parts) {
    const context = challengeContext({ optedIn: false, stranger: false }, 50, window.slice(-4), blocked.slice(-4));
    const v = engine.moderateText(part, context);
    verdicts.push(v);
    window.push(part);
    blocked.push(v.decision === 'BLOCK');
  }
  return verdicts;
}

export interface Rates {
  n: number;
  allow: number;
  notAllow: number;
  block: number;
}
export interface ChallengeReport {
  /** The set's file (and sequences file, if any) in CHALLENGE_DIR. */
  set: ChallengeSetSpec;
  byCategory: Record<string, { expect: string; guardian: Rates; blockAtHighTrust: number; baselineNotAllow: number }>;
  byObfuscation: Record<string, { n: number; correct: number; baselineCorrect: number }>;
  sequences: Record<string, { expect: string; n: number; correct: number; baselineCorrect: number }>;
  /** Expectation met: allow -> ALLOW, not_allow -> not ALLOW, block -> BLOCK. */
  overall: { n: number; correct: number; baselineCorrect: number };
  misses: Array<{ id: string; category: string; expect: string; decision: string; text: string }>;
  /**
   * Per message, in file order: whether it met each check the promotion gate pairs (ADR 152) — key from
   * `CHECK_NAME` ("ordinary ALLOW", "minors not ALLOW", "sequence threat_violence", "overall"). Flags
   * only, no text or id: the gate compares two models message by message without seeing a message.
   */
  outcomes: Record<string, boolean[]>;
}

const rate = (k: number, n: number) => (n ? k / n : 0);

export function evaluateChallenge(
  engine: GuardianEngine,
  baseline: { hasMatch(text: string): boolean },
  set: ChallengeSetSpec = CHALLENGE_SETS[0],
): ChallengeReport {
  const items = loadChallengeSet(set.file);
  const report: ChallengeReport = {
    set,
    byCategory: {},
    byObfuscation: {},
    sequences: {},
    overall: { n: 0, correct: 0, baselineCorrect: 0 },
    misses: [],
    outcomes: {},
  };
  const flag = (check: string, ok: boolean) => (report.outcomes[check] ??= []).push(ok);
  const counts: Record<
    string,
    { n: number; allow: number; block: number; highTrustBlock: number; baseline: number; expect: string }
  > = {};
  for (const it of items) {
    const v = engine.moderateText(it.text, challengeContext(it.context));
    const high =
      it.expect === 'block'
        ? engine.moderateText(it.text, challengeContext(it.context, 90)).decision === 'BLOCK'
        : false;
    const matched = baseline.hasMatch(it.text);
    const c = (counts[it.category] ??= { n: 0, allow: 0, block: 0, highTrustBlock: 0, baseline: 0, expect: it.expect });
    c.n++;
    if (v.decision === 'ALLOW') c.allow++;
    if (v.decision === 'BLOCK') c.block++;
    if (high) c.highTrustBlock++;
    if (matched) c.baseline++;
    const ok =
      it.expect === 'allow'
        ? v.decision === 'ALLOW'
        : it.expect === 'block'
          ? v.decision === 'BLOCK'
          : v.decision !== 'ALLOW';
    // A keyword filter blocks what it matches: for it, a match is both "not ALLOW" and "BLOCK".
    const baseOk = it.expect === 'allow' ? !matched : matched;
    report.overall.n++;
    if (ok) report.overall.correct++;
    if (baseOk) report.overall.baselineCorrect++;
    flag(CHECK_NAME.overall, ok);
    flag(CHECK_NAME.category(it.category, expectMetric(it.expect)), ok);
    if (it.expect === 'block') flag(CHECK_NAME.category(it.category, 'notAllow'), v.decision !== 'ALLOW');
    if (!ok)
      report.misses.push({ id: it.id, category: it.category, expect: it.expect, decision: v.decision, text: it.text });
    const o = (report.byObfuscation[it.obfuscation] ??= { n: 0, correct: 0, baselineCorrect: 0 });
    o.n++;
    if (ok) o.correct++;
    if (baseOk) o.baselineCorrect++;
  }
  for (const [cat, c] of Object.entries(counts)) {
    report.byCategory[cat] = {
      expect: c.expect,
      guardian: { n: c.n, allow: rate(c.allow, c.n), notAllow: rate(c.n - c.allow, c.n), block: rate(c.block, c.n) },
      blockAtHighTrust: rate(c.highTrustBlock, c.n),
      baselineNotAllow: rate(c.baseline, c.n),
    };
  }
  // Sequences: parts in order from one sender to one member in a conversation they both are in. As on the send
  // path (ADR 200, `playSequence`), a blocked part is not delivered but stays in the window of the next parts,
  // flagged as blocked. (A sequence's score is settled by its first part that is not ALLOW, so this changes no count.)
  for (const s of set.sequencesFile ? loadChallengeSequences(set.sequencesFile) : []) {
    const verdicts = playSequence(engine, s.parts);
    const anyNotAllow = verdicts.some((v) => v.decision !== 'ALLOW');
    const allAllow = !anyNotAllow;
    const baseAny = s.parts.some((p) => baseline.hasMatch(p));
    const ok = s.expect === 'allow' ? allAllow : anyNotAllow;
    const baseOk = s.expect === 'allow' ? !baseAny : baseAny;
    const r = (report.sequences[s.category] ??= { expect: s.expect, n: 0, correct: 0, baselineCorrect: 0 });
    r.n++;
    if (ok) r.correct++;
    if (baseOk) r.baselineCorrect++;
    flag(CHECK_NAME.sequence(s.category), ok);
  }
  return report;
}

const pct = (v: number) => (Number.isNaN(v) ? '    -' : `${(v * 100).toFixed(1)}%`).padStart(6);

/** The report as printed by `npm run guardian:eval`. */
export function formatChallengeReport(r: ChallengeReport): string {
  const out: string[] = [];
  out.push(`## CHALLENGE SET ${r.set.file} (independent, never trained on) — server/modules/guardian/challenge/`);
  out.push(
    'neutral trust 50; context from each line ' +
      '(optedIn -> hookup grid + both NSFW on; stranger -> recipient never replied)',
  );
  out.push(
    `${'category'.padEnd(21)}${'expect'.padEnd(10)}${'n'.padStart(4)} | ${'ALLOW'.padStart(6)} ` +
      `${'notALW'.padStart(6)} ${'BLOCK'.padStart(6)} ${'BLK@90'.padStart(6)} | ` +
      `${'obscenity'.padStart(9)} | target`,
  );
  for (const [cat, c] of Object.entries(r.byCategory).sort()) {
    const t = CHALLENGE_TARGETS[cat];
    const measured = t ? c.guardian[t.metric] : NaN;
    const flag = t && !Number.isNaN(t.target) ? (measured >= t.target ? '  met' : '  BELOW') : '';
    const base = c.expect === 'allow' ? 1 - c.baselineNotAllow : c.baselineNotAllow;
    out.push(
      `${cat.padEnd(21)}${c.expect.padEnd(10)}${String(c.guardian.n).padStart(4)} | ` +
        `${pct(c.guardian.allow)} ${pct(c.guardian.notAllow)} ${pct(c.guardian.block)} ` +
        `${c.expect === 'block' ? pct(c.blockAtHighTrust) : '     -'} | ${pct(base).padStart(9)} | ` +
        `${t?.text ?? '-'}${flag}`,
    );
  }
  out.push(
    '(obscenity column: share where the keyword filter does what is expected — no match for allow categories, ' +
      'a match otherwise. BLK@90: BLOCK rate with sender trust 90.)',
  );
  out.push('\nby obfuscation kind: share of messages meeting their expectation');
  for (const [k, o] of Object.entries(r.byObfuscation).sort())
    out.push(
      `  ${k.padEnd(13)} n=${String(o.n).padStart(3)}  Guardian ${pct(o.correct / o.n)}  obscenity ` +
        `${pct(o.baselineCorrect / o.n)}`,
    );
  if (r.set.sequencesFile)
    out.push(
      `\nsequences ${r.set.sequencesFile} (harm split over several sends; allow = every part ALLOW, ` +
        'otherwise some part not ALLOW)',
    );
  for (const [k, s] of Object.entries(r.sequences).sort())
    out.push(
      `  ${k.padEnd(13)} ${s.expect.padEnd(9)} n=${String(s.n).padStart(2)}  Guardian ` +
        `${pct(s.correct / s.n)}  obscenity ${pct(s.baselineCorrect / s.n)}`,
    );
  out.push(
    `\noverall: ${r.overall.correct}/${r.overall.n} messages meet their expectation ` +
      `(${pct(r.overall.correct / r.overall.n)}); obscenity ` +
      `${pct(r.overall.baselineCorrect / r.overall.n)}`,
  );
  return out.join('\n');
}
