import { z } from 'zod';
import { idParam } from './common';
import { defineEndpoint } from './endpoint';

/**
 * Reporting a member (not one message): from the chat header's menu and from their profile.
 * The spec only reports messages; a serious dating app also lets members report a person
 * (fake profile, underage, scam, harassment). Each report becomes a moderation request.
 *
 *   POST /api/member-reports  reportMemberBody → 201 memberReportResponse
 *     404 when the reported member does not exist or is not visible to the reporter; 400 for self;
 *     one open report per (reporter, member): a repeat answers 409 'You already reported this member'.
 */
export const MEMBER_REPORT_REASONS = [
  'harassment',
  'fake_profile',
  'underage',
  'scam',
  'inappropriate_content',
  'other',
] as const;
export type MemberReportReason = (typeof MEMBER_REPORT_REASONS)[number];
export const MEMBER_REPORT_REASON_LABELS: Record<MemberReportReason, string> = {
  harassment: 'Harassment or threats',
  fake_profile: 'Fake profile',
  underage: 'Underage',
  scam: 'Scam or money request',
  inappropriate_content: 'Inappropriate photos or content',
  other: 'Something else',
};

export const reportMemberBody = z
  .object({
    reportedUserId: idParam,
    reason: z.enum(MEMBER_REPORT_REASONS),
    details: z.string().trim().max(1000, 'Details must be at most 1000 characters').optional(),
  })
  .strict();
export type ReportMemberBody = z.infer<typeof reportMemberBody>;

export const memberReportResponse = z.object({
  id: z.number().int(),
  reportedUserId: z.number().int(),
  reason: z.enum(MEMBER_REPORT_REASONS),
  createdAt: z.string(),
});
export type MemberReportResponse = z.infer<typeof memberReportResponse>;

/** A member reports a member (ADR 072). */
export const memberReportEndpoints = {
  report: defineEndpoint({
    method: 'POST',
    path: '/api/member-reports',
    summary: 'Report a member (queued for moderators)',
    access: 'member',
    body: reportMemberBody,
    responses: { 201: memberReportResponse },
  }),
};
