import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { z } from 'zod';
import {
  moderationQueueItem,
  moderationRequestDetail,
  moderationStats,
  reviewResponse,
  reviewToast,
  type ModerationDecision,
  type ModerationQueueItem,
} from '#contracts';
import { api } from '#lib/api-client';

/**
 * GET /api/admin/moderation-requests (contracts/staff.ts). `subject`, `reporter` and `reviewer`
 * are read when present, so the queue keeps working against a server that predates them.
 */
const queueItem = moderationQueueItem.partial({
  subject: true,
  reporter: true,
  reviewer: true,
  reviewedAt: true,
  reviewNotes: true,
});
export type ModerationRequest = z.infer<typeof queueItem>;
export type ReviewDecision = ModerationDecision;
export { reviewToast };
export type { ModerationQueueItem };

const queueKey = ['/api/admin/moderation-requests'] as const;

/** High priority first among the pending items, oldest first within a priority; decided items after, newest first. */
export function orderQueue<T extends Pick<ModerationRequest, 'status' | 'priority' | 'createdAt'>>(
  items: readonly T[],
): T[] {
  const rank = (r: T) => (r.status === 'pending' ? (r.priority === 'high' ? 0 : 1) : 2);
  return [...items].sort(
    (a, b) =>
      rank(a) - rank(b) ||
      (rank(a) < 2 ? a.createdAt.localeCompare(b.createdAt) : b.createdAt.localeCompare(a.createdAt)),
  );
}

export function useModerationQueue() {
  return useQuery({
    queryKey: queueKey,
    queryFn: async () => orderQueue(z.array(queueItem).parse(await api.get(`${queueKey[0]}?status=all&limit=200`))),
  });
}

/** GET /api/admin/moderation-requests/{id}: the item with its context (conversation, photo, report...). */
export function useModerationDetail(id: number | null) {
  return useQuery({
    queryKey: [...queueKey, id],
    enabled: id !== null,
    queryFn: async () => moderationRequestDetail.parse(await api.get(`${queueKey[0]}/${id}`)),
  });
}

/** GET /api/admin/moderation-stats: dashboard counts. */
export function useModerationStats() {
  return useQuery({
    queryKey: ['/api/admin/moderation-stats'],
    queryFn: async () => moderationStats.parse(await api.get('/api/admin/moderation-stats')),
  });
}

const reviewAnswer = reviewResponse.partial({ subject: true, trustScore: true, reviewedAt: true });

/** POST /api/admin/moderation-requests/{id}/review: the moderator comes from the session, never the body. */
export function useReviewRequest() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: async ({ id, decision, notes }: { id: number; decision: ReviewDecision; notes: string }) =>
      reviewAnswer.parse(await api.post(`${queueKey[0]}/${id}/review`, { decision, notes: notes.trim() || undefined })),
    onSuccess: (answer) => {
      client.setQueryData<ModerationRequest[]>(
        queueKey,
        (items) => items && orderQueue(items.map((r) => (r.id === answer.id ? { ...r, status: answer.decision } : r))),
      );
      // Counts, trust, training numbers, the photo and verification queues all move with a decision.
      for (const key of [
        '/api/admin/moderation-stats',
        '/api/admin/ai-training/metrics',
        '/api/admin/advanced-moderation/training-stats',
        '/api/admin/photos',
        '/api/admin/verification-requests',
        '/api/admin/users',
      ]) {
        void client.invalidateQueries({ queryKey: [key] });
      }
    },
  });
}
