import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '#lib/api-client';
import { conversationsKey } from './conversations';

/** DELETE /api/conversations/{otherUserId}: unmatch, ending the conversation for both (issue 14). */
export function useUnmatch() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (otherUserId: number) => api.delete(`/api/conversations/${otherUserId}`),
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: conversationsKey }),
        queryClient.invalidateQueries({ queryKey: ['/api/taps'] }),
      ]),
  });
}
