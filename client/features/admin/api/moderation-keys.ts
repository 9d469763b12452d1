import { guardianEndpoints, moderationEndpoints, staffUserEndpoints } from '#contracts';
import { resourceKey } from '#lib/call-endpoint';

/**
 * The staff console's query keys (ADR 095), one factory per resource, each derived from its endpoint.
 * Kept in one file because a moderation decision refreshes most of them.
 */
export const moderationQueueKeys = {
  all: [moderationEndpoints.queue.path] as const,
  detail: (id: number | null) => [...moderationQueueKeys.all, id] as const,
};
export const moderationStatsKey = [moderationEndpoints.stats.path] as const;
export const auditLogKeys = {
  all: [moderationEndpoints.logs.path] as const,
  ofAction: (action: string) => [...auditLogKeys.all, action] as const,
};
export const criminalityReportKeys = {
  all: [moderationEndpoints.criminalityReports.path] as const,
  ofStatus: (status: 'open' | 'all') => [...criminalityReportKeys.all, status] as const,
};
/** `/api/admin/users`: the search (`['…', 'search', q]`) and each member's detail (`['…', id]`). */
export const staffUserKeys = {
  all: [staffUserEndpoints.list.path] as const,
  search: (q: string) => [...staffUserKeys.all, 'search', q] as const,
  detail: (id: number | null) => [...staffUserKeys.all, id] as const,
};
export const complianceKeys = {
  all: [resourceKey(staffUserEndpoints.compliance)] as const,
  ofMember: (userId: number | null) => [...complianceKeys.all, userId] as const,
};
export const guardianKeys = {
  settings: [guardianEndpoints.settings.path] as const,
  metrics: [guardianEndpoints.metrics.path] as const,
  trainingMetrics: [guardianEndpoints.trainingMetrics.path] as const,
  trainingStats: [guardianEndpoints.trainingStats.path] as const,
};
