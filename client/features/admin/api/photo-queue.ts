import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { photo, photoEndpoints, type AdminPhotoQueueItem } from '#contracts';
import { callEndpointAs } from './call-endpoint-as';
import { callEndpoint } from '#lib/call-endpoint';
import { moderationQueueKeys } from './moderation-keys';

/** The photo review queue's key (ADR 095): the endpoint's path. */
export const photoQueueKey = [photoEndpoints.queue.path] as const;
export type { AdminPhotoQueueItem };

/** GET /api/admin/photos: photos waiting for a human (decision 24). */
export const photoQueueQueries = {
  pending: () => queryOptions({ queryKey: photoQueueKey, queryFn: () => callEndpoint(photoEndpoints.queue, {}) }),
};

export function usePhotoQueue() {
  return useQuery(photoQueueQueries.pending());
}

/** POST /api/admin/photos/{id}/review: the answer is read loosely (only its success matters here). */
export function reviewPhoto({ id, decision }: { id: number; decision: 'approved' | 'rejected' }) {
  return callEndpointAs(photoEndpoints.review, { params: { id }, body: { decision } }, photo.partial());
}

export function useReviewPhoto() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: reviewPhoto,
    onSuccess: (_, { id }) => {
      client.setQueryData<AdminPhotoQueueItem[]>(photoQueueKey, (items) => items?.filter((p) => p.id !== id));
      void client.invalidateQueries({ queryKey: moderationQueueKeys.all });
    },
  });
}
