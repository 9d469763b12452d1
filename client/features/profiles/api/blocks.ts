import { useMutation, useQueryClient } from '@tanstack/react-query';
import { blockBody } from '#contracts';
import { api } from '#lib/api-client';
import { profileQueryKey } from './get-profile';

/** POST /api/blocks {userId}: hides both members from each other everywhere (decision 18). */
export async function blockMember(userId: number): Promise<void> {
  await api.post('/api/blocks', blockBody.parse({ userId }));
}

/** DELETE /api/blocks/{userId}. */
export async function unblockMember(userId: number): Promise<void> {
  await api.delete(`/api/blocks/${userId}`);
}

export function useBlockToggle(userId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (block: boolean) => (block ? blockMember(userId) : unblockMember(userId)),
    onSuccess: async () => {
      // Everything listing other members changes with a block.
      await queryClient.invalidateQueries({ queryKey: profileQueryKey(userId) });
      await queryClient.invalidateQueries({
        predicate: (q) => q.queryKey[0] === '/api/discovery' || q.queryKey[0] === '/api/stories/ring',
      });
    },
  });
}
