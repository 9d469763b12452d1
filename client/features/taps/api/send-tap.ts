import { useIsMutating, useMutation, useQueryClient } from '@tanstack/react-query';
import { tapEndpoints, type Tap, type TapBody } from '#contracts';
import { callEndpoint } from '#lib/call-endpoint';
import { sentLikesKey, tapsQueryKey } from './get-taps';

const sendTapKey = ['send-tap'] as const;

/** POST /api/taps {senderId, receiverId, tapType}. */
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
        queryClient.invalidateQueries({ queryKey: tapsQueryKey(tap.senderId) }),
        queryClient.invalidateQueries({ queryKey: sentLikesKey(tap.senderId) }),
      ]),
  });
}

/** Spec: one tap at a time — true while any tap is in flight anywhere on the page. */
export function useTapInFlight(): boolean {
  return useIsMutating({ mutationKey: sendTapKey }) > 0;
}
