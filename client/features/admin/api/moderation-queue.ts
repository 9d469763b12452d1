import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { z } from 'zod';
import {
  moderationEndpoints,
  moderationQueueItem,
  reviewResponse,
  reviewToast,
  type ModerationDecision,
  type ModerationQueueItem,
} from '#contracts';
import { callEndpoint } from '#lib/call-endpoint';
import { callEndpointAs } from './call-endpoint-as';
import { guardianKeys, moderationQueueKeys, moderationStatsKey, staffUserKeys } from './moderation-keys';
import { photoQueueKey } from './photo-queue';
import { verificationQueueKey } from './verification-queue';

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

const queueKey = moderationQueueKeys.all;

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

export const moderationQueries = {
  queue: () =>
    queryOptions({
      queryKey: queueKey,
      queryFn: async () =>
        orderQueue(
          await callEndpointAs(moderationEndpoints.queue, { query: { status: 'all', limit: 200 } }, z.array(queueItem)),
        ),
    }),
  /** GET /api/admin/moderation-requests/{id}: the item with its context (conversation, photo, report...). */
  detail: (id: number | null) =>
    queryOptions({
      queryKey: moderationQueueKeys.detail(id),
      queryFn: () => callEndpoint(moderationEndpoints.detail, { params: { id: id! } }),
    }),
  /** GET /api/admin/moderation-stats: dashboard counts. */
  stats: () =>
    queryOptions({ queryKey: moderationStatsKey, queryFn: () => callEndpoint(moderationEndpoints.stats, {}) }),
};

export function useModerationQueue() {
  return useQuery(moderationQueries.queue());
}

export function useModerationDetail(id: number | null) {
  return useQuery({ ...moderationQueries.detail(id), enabled: id !== null });
}

export function useModerationStats() {
  return useQuery(moderationQueries.stats());
}

const reviewAnswer = reviewResponse.partial({ subject: true, trustScore: true, reviewedAt: true });

/** POST /api/admin/moderation-requests/{id}/review: the moderator comes from the session, never the body. */
export function useReviewRequest() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ id, decision, notes }: { id: number; decision: ReviewDecision; notes: string }) =>
      callEndpointAs(
        moderationEndpoints.review,
        { params: { id }, body: { decision, notes: notes.trim() || undefined } },
        reviewAnswer,
      ),
    onSuccess: (answer) => {
      client.setQueryData<ModerationRequest[]>(
        queueKey,
        (items) => items && orderQueue(items.map((r) => (r.id === answer.id ? { ...r, status: answer.decision } : r))),
      );
      // Counts, trust, training numbers, the photo and verification queues all move with a decision.
      for (const queryKey of [
        moderationStatsKey,
        guardianKeys.trainingMetrics,
        guardianKeys.trainingStats,
        photoQueueKey,
        verificationQueueKey,
        staffUserKeys.all,
      ]) {
        void client.invalidateQueries({ queryKey });
      }
    },
  });
}
