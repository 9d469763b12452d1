import { useMutation, useQueryClient } from '@tanstack/react-query';
import { blockMember } from './blocks';

/** Lists that show other members: after a block, each drops the blocked member (decision 18). */
const LISTS_OF_MEMBERS = new Set(['/api/discovery', '/api/stories/ring', '/api/conversations', '/api/taps']);

/**
 * POST /api/blocks from the chat menu or the profile. Unlike the toggle, the caller leaves the
 * blocked member's screen first (it would answer 404 now), then the lists refresh without them.
 */
export function useBlockMember(userId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => blockMember(userId),
    onSuccess: () => {
      // Not awaited, so the caller navigates away before a refetch of the member's profile could 404.
      void queryClient.invalidateQueries({ predicate: (q) => LISTS_OF_MEMBERS.has(String(q.queryKey[0])) });
      void queryClient.invalidateQueries({ queryKey: ['/api/profile', userId], refetchType: 'none' });
    },
  });
}
