import { useInfiniteQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { moderationLogEntry, type AuditAction } from '#contracts';
import { api } from '#lib/api-client';

const PAGE = 50;

/** GET /api/admin/moderation-logs (admin only): newest first, paged with beforeId. */
export function useAuditLog(action: AuditAction | '') {
  return useInfiniteQuery({
    queryKey: ['/api/admin/moderation-logs', action],
    initialPageParam: null as number | null,
    queryFn: async ({ pageParam }) => {
      const params = new URLSearchParams({ limit: String(PAGE) });
      if (pageParam) params.set('beforeId', String(pageParam));
      if (action) params.set('action', action);
      return z.array(moderationLogEntry).parse(await api.get(`/api/admin/moderation-logs?${params.toString()}`));
    },
    getNextPageParam: (last) => (last.length === PAGE ? last[last.length - 1].id : null),
  });
}
