/**
 * Behaviour layer: who is sending, not what. Trust score (0-100, 50 neutral; spec bands),
 * recent reports and blocks against the sender, account age, sending rate and the same text
 * sent to many recipients (mass messaging). Produces an additive risk adjustment for flagged
 * content and, for flooding / mass messaging, a risk of its own.
 */
import type { BehaviourLayerResult, ModerationContext } from './types';

export const DEFAULT_TRUST_SCORE = 50;

export function clampTrust(v: unknown): number {
  const n = typeof v === 'number' && Number.isFinite(v) ? v : DEFAULT_TRUST_SCORE;
  return Math.max(0, Math.min(100, Math.round(n)));
}

/** Spec bands: <=20 very low, 21-40 low, 41-60 moderate, 61-80 high, >80 very high. */
export function trustBand(trust: number): BehaviourLayerResult['trustBand'] {
  if (trust <= 20) return 'very_low';
  if (trust <= 40) return 'low';
  if (trust <= 60) return 'moderate';
  if (trust <= 80) return 'high';
  return 'very_high';
}

const nonNeg = (v: number | undefined) => (typeof v === 'number' && Number.isFinite(v) && v > 0 ? v : 0);

export function analyzeBehaviour(ctx: ModerationContext): BehaviourLayerResult {
  const s = ctx.sender;
  const trust = clampTrust(s?.trustScore);
  const band = trustBand(trust);
  const factors: string[] = [`trust score ${trust} (${band.replace('_', ' ')})`];
  // Low trust raises risk of flagged content, high trust lowers it a little (never below a hard block).
  let adj = Math.max(-10, Math.min(15, (50 - trust) * 0.3));
  let risk = 0;

  const reports = nonNeg(s?.recentReports);
  if (reports > 0) {
    adj += Math.min(15, reports * 4);
    factors.push(`${reports} recent report(s) against the sender`);
  }
  const blocks = nonNeg(s?.recentBlocks);
  if (blocks > 0) {
    adj += Math.min(10, blocks * 3);
    factors.push(`blocked by ${blocks} member(s) recently`);
  }
  if (s?.accountAgeDays !== undefined && Number.isFinite(s.accountAgeDays)) {
    if (s.accountAgeDays < 1) {
      adj += 6;
      factors.push('account created less than a day ago');
    } else if (s.accountAgeDays < 7) {
      adj += 3;
      factors.push('account less than a week old');
    }
  }
  const rate = nonNeg(s?.messagesLastMinute);
  if (rate > 30) {
    risk = Math.max(risk, 60);
    factors.push(`flooding: ${rate} messages in the last minute`);
  } else if (rate > 10) {
    adj += 8;
    factors.push(`high sending rate: ${rate} messages in the last minute`);
  }
  const same = nonNeg(s?.sameTextRecipients);
  if (same >= 20) {
    risk = Math.max(risk, 80);
    factors.push(`mass messaging: same text sent to ${same} recipients`);
  } else if (same >= 5) {
    risk = Math.max(risk, 55);
    factors.push(`same text sent to ${same} recipients`);
  }
  if (reports >= 3 && blocks >= 3) risk = Math.max(risk, 45);
  return {
    trustScore: trust,
    trustBand: band,
    riskAdjustment: Math.round(Math.max(-10, Math.min(40, adj))),
    risk,
    factors,
  };
}
