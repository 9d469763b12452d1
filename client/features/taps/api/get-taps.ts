import { useQuery } from '@tanstack/react-query';
import { sentLikesResponse, tapsResponse, type Tap } from '../../../../contracts';
import { api } from '../../../lib/api-client';

/** GET /api/taps/{userId}: the Likes the member received, newest first (each says whether it is a match). */
export const tapsQueryKey = (userId: number) => ['/api/taps', userId] as const;
export const sentLikesKey = (userId: number) => ['/api/taps', userId, 'sent'] as const;

export function useReceivedLikes(userId: number | undefined) {
  return useQuery({
    queryKey: tapsQueryKey(userId ?? 0),
    queryFn: async (): Promise<Tap[]> => tapsResponse.parse(await api.get(`/api/taps/${userId}`)),
    enabled: userId !== undefined,
  });
}

/** The header's Likes count (decision 29): Likes received, separate from unread messages. */
export function useTapCount(userId: number | undefined) {
  return useQuery({
    queryKey: tapsQueryKey(userId ?? 0),
    queryFn: async (): Promise<Tap[]> => tapsResponse.parse(await api.get(`/api/taps/${userId}`)),
    enabled: userId !== undefined,
    select: (taps: unknown) => (Array.isArray(taps) ? taps.length : 0),
  });
}

/** GET /api/taps/{userId}/sent: whom the member already liked, so cards and profiles say "Liked". */
export function useLikedIds(userId: number | undefined) {
  return useQuery({
    queryKey: sentLikesKey(userId ?? 0),
    queryFn: async () => new Set(sentLikesResponse.parse(await api.get(`/api/taps/${userId}/sent`)).userIds),
    enabled: userId !== undefined,
  });
}
