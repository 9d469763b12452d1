import { useQuery } from '@tanstack/react-query';
import { photoList, type Photo } from '#contracts';
import { api } from '#lib/api-client';

/** GET /api/photos/{myId}?photoType=private, narrowed to the approved ones: only those can be shared (spec 02 §5). */
export async function getShareablePhotos(myId: number): Promise<Photo[]> {
  const photos = photoList.parse(await api.get(`/api/photos/${myId}?photoType=private`));
  return photos.filter((p) => p.photoType === 'private' && p.moderationStatus === 'approved');
}

export function useShareablePhotos(myId: number, enabled: boolean) {
  return useQuery({
    queryKey: ['/api/photos', myId, 'private', 'approved'],
    queryFn: () => getShareablePhotos(myId),
    enabled,
    // Photos approved while the modal was closed should show the next time it opens.
    staleTime: 0,
  });
}
