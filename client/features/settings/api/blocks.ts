import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { blockList, type BlockedMember } from '#contracts';
import { api } from '#lib/api-client';

export const blocksQueryKey = ['/api/blocks'] as const;

/** GET /api/blocks: the members I blocked, newest first. */
export async function getBlockedMembers(): Promise<BlockedMember[]> {
  return blockList.parse(await api.get('/api/blocks'));
}

export function useBlockedMembers() {
  return useQuery({ queryKey: blocksQueryKey, queryFn: getBlockedMembers });
}

/** DELETE /api/blocks/{userId}: both members can find each other again. */
export function useUnblock() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (userId: number) => {
      await api.delete(`/api/blocks/${userId}`);
    },
    onSuccess: async (_data, userId) => {
      queryClient.setQueryData<BlockedMember[]>(blocksQueryKey, (list) => list?.filter((m) => m.userId !== userId));
      // Everything listing other members changes with a block.
      await queryClient.invalidateQueries({
        predicate: (q) =>
          ['/api/discovery', '/api/stories/ring', '/api/conversations', '/api/profile'].includes(String(q.queryKey[0])),
      });
    },
  });
}
