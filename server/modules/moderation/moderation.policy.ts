import type { ModerationDecision, ModerationSubjectType } from '#contracts';
import type { ModerationRequestRow } from './moderation.registry';

/** Trust lost by the author of content a moderator rejects (a confirmed report included). */
export const REJECTED_CONTENT_TRUST_DELTA = -10;
/** High-priority (criminality, high risk) rejections weigh double. */
export const REJECTED_SERIOUS_TRUST_DELTA = -20;
/** False reports are forgiven up to this many; each one after costs the reporter trust. */
export const FREE_FALSE_REPORTS = 2;
export const FALSE_REPORT_TRUST_DELTA = -5;
/** Reports a member may file per day, shrinking with each false report (never below the floor). */
export const REPORT_LIMIT_BASE = 10;
export const REPORT_LIMIT_FLOOR = 2;
export const reportLimitFor = (falseReports: number) =>
  Math.max(REPORT_LIMIT_FLOOR, REPORT_LIMIT_BASE - 2 * falseReports);

export interface TrustChange {
  userId: number;
  delta: number;
  source: 'moderation' | 'false_report';
  reason: string;
}

/**
 * Whose trust a decision changes, and by how much. One table for every subject type, so a
 * verdict means the same thing on every surface:
 *  - rejected content (message, photo, story, profile text): the author loses trust;
 *  - member report upheld (approved): the reported member loses trust; rejected: a false report;
 *  - a message report whose message is approved was not upheld: a false report;
 *  - verification: never a trust change (a bad selfie is not misconduct).
 * `falseReportsBefore` is the reporter's count before this one.
 */
export function trustChanges(
  type: ModerationSubjectType | null,
  request: Pick<ModerationRequestRow, 'userId' | 'reporterId' | 'priority'>,
  decision: ModerationDecision,
  falseReportsBefore: number,
): TrustChange[] {
  if (type === 'verification') return [];
  const penalty = request.priority === 'high' ? REJECTED_SERIOUS_TRUST_DELTA : REJECTED_CONTENT_TRUST_DELTA;
  const out: TrustChange[] = [];
  const upheld = type === 'member_report' ? decision === 'approved' : decision === 'rejected';
  if (upheld && request.userId)
    out.push({
      userId: request.userId,
      delta: penalty,
      source: 'moderation',
      reason: type === 'member_report' ? 'Report against them upheld' : 'Content rejected by a moderator',
    });
  if (!upheld && request.reporterId && falseReportsBefore + 1 > FREE_FALSE_REPORTS) {
    out.push({
      userId: request.reporterId,
      delta: FALSE_REPORT_TRUST_DELTA,
      source: 'false_report',
      reason: 'Report not upheld (repeated false reports)',
    });
  }
  return out;
}

/** The report behind a request was not upheld. */
export const isFalseReport = (
  type: ModerationSubjectType | null,
  reporterId: number | null,
  decision: ModerationDecision,
) => reporterId !== null && (type === 'member_report' ? decision === 'rejected' : decision === 'approved');

/** A moderator never judges their own content or their own report. */
export const isOwnCase = (moderatorId: number, request: Pick<ModerationRequestRow, 'userId' | 'reporterId'>) =>
  request.userId === moderatorId || request.reporterId === moderatorId;
