import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { z } from 'zod';
import { api } from '../../../lib/api-client';

/**
 * GET /api/admin/moderation-requests (spec: ModerationRequest). The answer has no shared contract
 * yet, so the fields this screen reads are checked here; anything more the server sends is kept.
 */
export const moderationRequest = z.object({
  id: z.number().int(),
  status: z.enum(['pending', 'approved', 'rejected']),
  priority: z.string(),
  aiConfidence: z.number(),
  riskScore: z.number().optional(),
  createdAt: z.string(),
  contentType: z.string(),
  userId: z.number().int().nullable(),
  userProfile: z.object({ displayName: z.string() }),
  reason: z.string(),
  originalContent: z.union([
    z.object({ type: z.literal('photo'), url: z.string() }),
    z.object({ type: z.literal('text'), content: z.string() }),
  ]),
  verdict: z.object({
    decision: z.string().optional(),
    layerTriggered: z.string().optional(),
    flaggedTerms: z.array(z.string()).optional(),
    reasoning: z.string().optional(),
    policyTags: z.array(z.string()).optional(),
  }).nullable().optional(),
  reviewNotes: z.string().nullable().optional(),
  reviewedAt: z.string().nullable().optional(),
});
export type ModerationRequest = z.infer<typeof moderationRequest>;

const queueKey = ['/api/admin/moderation-requests'] as const;

/** High priority first among the pending items, oldest first within a priority; decided items after. */
export function orderQueue(items: readonly ModerationRequest[]): ModerationRequest[] {
  const rank = (r: ModerationRequest) => (r.status === 'pending' ? (r.priority === 'high' ? 0 : 1) : 2);
  return [...items].sort((a, b) => rank(a) - rank(b) || (rank(a) < 2
    ? a.createdAt.localeCompare(b.createdAt)
    : b.createdAt.localeCompare(a.createdAt)));
}

export function useModerationQueue() {
  return useQuery({
    queryKey: queueKey,
    queryFn: async () => orderQueue(z.array(moderationRequest).parse(await api.get(queueKey[0]))),
  });
}

export type ReviewDecision = 'approved' | 'rejected';
const reviewAnswer = z.object({ id: z.number(), decision: z.enum(['approved', 'rejected']) });

/** POST /api/admin/moderation-requests/{id}/review: the moderator comes from the session, never the body. */
export function useReviewRequest() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: async ({ id, decision, notes }: { id: number; decision: ReviewDecision; notes: string }) =>
      reviewAnswer.parse(await api.post(`/api/admin/moderation-requests/${id}/review`, { decision, notes: notes.trim() || undefined })),
    onSuccess: (answer) => {
      client.setQueryData<ModerationRequest[]>(queueKey, (items) =>
        items && orderQueue(items.map((r) => (r.id === answer.id ? { ...r, status: answer.decision } : r))));
      // Trust, metrics and training counts moved with the decision.
      void client.invalidateQueries({ queryKey: ['/api/admin/ai-training/metrics'] });
      void client.invalidateQueries({ queryKey: ['/api/admin/advanced-moderation/training-stats'] });
    },
  });
}
