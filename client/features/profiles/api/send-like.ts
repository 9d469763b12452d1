import { useMutation, useQueryClient } from '@tanstack/react-query';
import { tapBody, tapSentResponse, type Tap, type TapBody } from '../../../../contracts';
import { api } from '../../../lib/api-client';

/** POST /api/taps with tapType 'heart': the profile view's Like. */
export async function sendLike(body: TapBody): Promise<Tap> {
  return tapSentResponse.parse(await api.post('/api/taps', tapBody.parse(body)));
}

export function useSendLike() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: sendLike,
    // Spec §7: the sender's taps list is refreshed after a tap.
    onSuccess: (_, body) => queryClient.invalidateQueries({ queryKey: ['/api/taps', body.senderId] }),
  });
}
