import { queryOptions, useQuery } from '@tanstack/react-query';
import { photoEndpoints, type Photo } from '#contracts';
import { callEndpoint, resourceKey } from '#lib/call-endpoint';

/** Under the profiles feature's `['/api/photos', id]`, so a photo change there refreshes this list too. */
export const shareablePhotosKey = (myId: number) =>
  [resourceKey(photoEndpoints.list), myId, 'private', 'approved'] as const;

/** GET /api/photos/{myId}?photoType=private, narrowed to the approved ones: only those can be shared (spec 02 §5). */
export async function getShareablePhotos(myId: number): Promise<Photo[]> {
  const photos = await callEndpoint(photoEndpoints.list, { params: { userId: myId }, query: { photoType: 'private' } });
  return photos.filter((p) => p.photoType === 'private' && p.moderationStatus === 'approved');
}

export const privatePhotoQueries = {
  shareable: (myId: number) =>
    queryOptions({ queryKey: shareablePhotosKey(myId), queryFn: () => getShareablePhotos(myId) }),
};

export function useShareablePhotos(myId: number, enabled: boolean) {
  return useQuery({
    ...privatePhotoQueries.shareable(myId),
    enabled,
    // Photos approved while the modal was closed should show the next time it opens.
    staleTime: 0,
  });
}
