import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import { moderationEndpoints, type AuditAction } from '#contracts';
import { callEndpoint } from '#lib/call-endpoint';
import { auditLogKeys } from './moderation-keys';

const PAGE = 50;

/** GET /api/admin/moderation-logs (admin only): newest first, paged with beforeId. */
export const auditLogQueries = {
  ofAction: (action: AuditAction | '') =>
    infiniteQueryOptions({
      queryKey: auditLogKeys.ofAction(action),
      initialPageParam: null as number | null,
      queryFn: ({ pageParam }) =>
        callEndpoint(moderationEndpoints.logs, {
          query: { limit: PAGE, beforeId: pageParam || undefined, action: action || undefined },
        }),
      getNextPageParam: (last) => (last.length === PAGE ? last[last.length - 1]!.id : null),
    }),
};

export function useAuditLog(action: AuditAction | '') {
  return useInfiniteQuery(auditLogQueries.ofAction(action));
}
