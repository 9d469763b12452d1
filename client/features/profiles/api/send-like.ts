import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { sentLikesResponse, tapBody, tapSentResponse, type Tap, type TapBody } from '#contracts';
import { api } from '#lib/api-client';

/** POST /api/taps with tapType 'heart': the profile view's Like. */
export async function sendLike(body: TapBody): Promise<Tap> {
  return tapSentResponse.parse(await api.post('/api/taps', tapBody.parse(body)));
}

export function useSendLike() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: sendLike,
    // The sender's Likes and "Liked" marks refresh (the same keys the taps feature reads).
    onSuccess: (_, body) => queryClient.invalidateQueries({ queryKey: ['/api/taps', body.senderId] }),
  });
}

/** Whether the viewer already liked this member (GET /api/taps/{me}/sent): the profile says "Liked". */
export function useAlreadyLiked(viewerId: number | undefined, memberId: number) {
  return useQuery({
    queryKey: ['/api/taps', viewerId ?? 0, 'sent'],
    queryFn: async () => new Set(sentLikesResponse.parse(await api.get(`/api/taps/${viewerId}/sent`)).userIds),
    enabled: viewerId !== undefined,
    select: (ids: Set<number>) => ids.has(memberId),
  });
}
