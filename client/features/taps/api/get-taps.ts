import { queryOptions, useQuery } from '@tanstack/react-query';
import { tapEndpoints } from '#contracts';
import { callEndpoint } from '#lib/call-endpoint';

/** GET /api/taps/{userId}: the Likes the member received, newest first (each says whether it is a match). */
export const tapsQueryKey = (userId: number) => ['/api/taps', userId] as const;
export const sentLikesKey = (userId: number) => ['/api/taps', userId, 'sent'] as const;

/** The taps API layer (ADR 072): one queryOptions factory per read, each derived from its endpoint object. */
export const tapQueries = {
  received: (userId: number) =>
    queryOptions({
      queryKey: tapsQueryKey(userId),
      queryFn: () => callEndpoint(tapEndpoints.received, { params: { userId } }),
    }),
  sent: (userId: number) =>
    queryOptions({
      queryKey: sentLikesKey(userId),
      queryFn: async () => new Set((await callEndpoint(tapEndpoints.sent, { params: { userId } })).userIds),
    }),
};

export function useReceivedLikes(userId: number | undefined) {
  return useQuery({ ...tapQueries.received(userId ?? 0), enabled: userId !== undefined });
}

/** The header's Likes count (decision 29): Likes received, separate from unread messages. */
export function useTapCount(userId: number | undefined) {
  return useQuery({
    ...tapQueries.received(userId ?? 0),
    enabled: userId !== undefined,
    select: (taps) => taps.length,
  });
}

/** GET /api/taps/{userId}/sent: whom the member already liked, so cards and profiles say "Liked". */
export function useLikedIds(userId: number | undefined) {
  return useQuery({ ...tapQueries.sent(userId ?? 0), enabled: userId !== undefined });
}
