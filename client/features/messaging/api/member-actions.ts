import { useMutation, useQueryClient } from '@tanstack/react-query';
import { messagingEndpoints, tapEndpoints } from '#contracts';
import { callEndpoint, resourceKey } from '#lib/call-endpoint';
import { conversationKeys } from './conversations';

/**
 * Every Likes list and "Liked" mark: the taps feature's keys all start with `/api/taps` (its
 * `tapsQueryKey`/`sentLikesKey`). An unmatch or a new match changes them.
 */
export const likeListsKey = [resourceKey(tapEndpoints.received)] as const;

/** DELETE /api/conversations/{otherUserId}: unmatch, ending the conversation for both (issue 14). */
export function unmatch(otherUserId: number): Promise<undefined> {
  return callEndpoint(messagingEndpoints.unmatch, { params: { otherUserId } });
}

export function useUnmatch() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: unmatch,
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: conversationKeys.all }),
        queryClient.invalidateQueries({ queryKey: likeListsKey }),
      ]),
  });
}
