import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { adminPhotoQueue, photo, type AdminPhotoQueueItem } from '#contracts';
import { api } from '#lib/api-client';

const photoQueueKey = ['/api/admin/photos'] as const;
export type { AdminPhotoQueueItem };

/** GET /api/admin/photos: photos waiting for a human (decision 24). */
export function usePhotoQueue() {
  return useQuery({
    queryKey: photoQueueKey,
    queryFn: async () => adminPhotoQueue.parse(await api.get(photoQueueKey[0])),
  });
}

export function useReviewPhoto() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: async ({ id, decision }: { id: number; decision: 'approved' | 'rejected' }) =>
      photo.partial().parse(await api.post(`/api/admin/photos/${id}/review`, { decision })),
    onSuccess: (_, { id }) => {
      client.setQueryData<AdminPhotoQueueItem[]>(photoQueueKey, (items) => items?.filter((p) => p.id !== id));
      void client.invalidateQueries({ queryKey: ['/api/admin/moderation-requests'] });
    },
  });
}
