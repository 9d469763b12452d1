import { useQuery } from '@tanstack/react-query';
import { photoList, type Photo } from '#contracts';
import { api } from '#lib/api-client';

/**
 * GET /api/photos/{userId}: for someone else, their approved public photos (and private ones shared with the
 * viewer).
 */
export const photosQueryKey = (userId: number) => ['/api/photos', userId] as const;

export async function getPhotos(userId: number): Promise<Photo[]> {
  return photoList.parse(await api.get(`/api/photos/${userId}`));
}

export function usePhotos(userId: number | null) {
  return useQuery({
    queryKey: photosQueryKey(userId ?? 0),
    queryFn: () => getPhotos(userId!),
    enabled: userId !== null,
  });
}
