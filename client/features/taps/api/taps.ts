import { queryOptions, useIsMutating, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { tapEndpoints, type Tap, type TapBody } from '#contracts';
import { callEndpoint, endpointKey, resourceKey } from '#lib/call-endpoint';

/**
 * The Likes resource's query keys (ADR 093), derived from the endpoints: `all` is every Likes query
 * of every member (what a match announced on the socket refreshes), `received`/`sent` one member's.
 */
export const tapKeys = {
  all: [resourceKey(tapEndpoints.received)] as const,
  /** GET /api/taps/{userId} → ['/api/taps', userId]: also the prefix of that member's `sent`. */
  received: (userId: number) => endpointKey(tapEndpoints.received, { userId }),
  /** GET /api/taps/{userId}/sent → ['/api/taps', userId, 'sent']. */
  sent: (userId: number) => endpointKey(tapEndpoints.sent, { userId }),
};

/** The taps API layer (ADR 093): one queryOptions factory per read, each derived from its endpoint object. */
export const tapQueries = {
  /** The Likes the member received, newest first (each says whether it is a match). */
  received: (userId: number) =>
    queryOptions({
      queryKey: tapKeys.received(userId),
      queryFn: () => callEndpoint(tapEndpoints.received, { params: { userId } }),
    }),
  /** Whom the member already liked, so cards and profiles say "Liked". */
  sent: (userId: number) =>
    queryOptions({
      queryKey: tapKeys.sent(userId),
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

/** The ids the member already liked (a Set), for the cards and the profile view. */
export function useLikedIds(userId: number | undefined) {
  return useQuery({ ...tapQueries.sent(userId ?? 0), enabled: userId !== undefined });
}

const sendTapKey = ['send-tap'] as const;

/** POST /api/taps {senderId, receiverId, tapType}: a card's tap or the profile view's Like. */
export async function sendTap(body: TapBody): Promise<Tap> {
  return callEndpoint(tapEndpoints.send, { body });
}

export function useSendTap() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: sendTapKey,
    mutationFn: sendTap,
    // The sender's lists refresh: "Liked" on this card, and their Likes (a match shows there).
    onSuccess: (tap) =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: tapKeys.received(tap.senderId) }),
        queryClient.invalidateQueries({ queryKey: tapKeys.sent(tap.senderId) }),
      ]),
  });
}

/** Spec: one tap at a time — true while any tap is in flight anywhere on the page. */
export function useTapInFlight(): boolean {
  return useIsMutating({ mutationKey: sendTapKey }) > 0;
}
