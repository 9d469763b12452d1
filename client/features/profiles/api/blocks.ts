import { queryOptions, useMutation, useQuery, useQueryClient, type Query } from '@tanstack/react-query';
import {
  discoveryEndpoints,
  messagingEndpoints,
  profileEndpoints,
  storyEndpoints,
  tapEndpoints,
  type BlockedMember,
} from '#contracts';
import { callEndpoint, endpointKey, resourceKey } from '#lib/call-endpoint';
import { profileKeys } from './profile';

/** The blocks resource's key (ADR 093): GET /api/blocks → ['/api/blocks']. */
export const blockKeys = {
  list: endpointKey(profileEndpoints.blocks),
};

export const blockQueries = {
  /** The members I blocked, newest first. */
  list: () =>
    queryOptions({
      queryKey: blockKeys.list,
      queryFn: (): Promise<BlockedMember[]> => callEndpoint(profileEndpoints.blocks, {}),
    }),
};

export function useBlockedMembers() {
  return useQuery(blockQueries.list());
}

/** POST /api/blocks {userId}: hides both members from each other everywhere (decision 18). */
export async function blockMember(userId: number): Promise<void> {
  await callEndpoint(profileEndpoints.block, { body: { userId } });
}

/** DELETE /api/blocks/{userId}: both members can find each other again. */
export async function unblockMember(userId: number): Promise<void> {
  await callEndpoint(profileEndpoints.unblock, { params: { userId } });
}

/** Matches the queries of the given resources (each named by one of its endpoints). */
const ofResources = (...endpoints: { path: string }[]) => {
  const resources = new Set(endpoints.map(resourceKey));
  return (query: Query) => resources.has(String(query.queryKey[0]));
};

/** Lists that show other members: after a block, each drops the blocked member (decision 18). */
const listsOfMembers = ofResources(
  discoveryEndpoints.search,
  storyEndpoints.ring,
  messagingEndpoints.conversations,
  tapEndpoints.received,
);

/**
 * POST /api/blocks from the chat menu or the profile. The caller leaves the blocked member's screen
 * first (it would answer 404 now), then the lists refresh without them.
 */
export function useBlockMember(userId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => blockMember(userId),
    onSuccess: () => {
      // Not awaited, so the caller navigates away before a refetch of the member's profile could 404.
      void queryClient.invalidateQueries({ predicate: listsOfMembers });
      void queryClient.invalidateQueries({ queryKey: profileKeys.detail(userId), refetchType: 'none' });
    },
  });
}

/** Settings' Unblock: the row leaves at once, and everything listing other members refreshes. */
export function useUnblock() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: unblockMember,
    onSuccess: async (_data, userId) => {
      queryClient.setQueryData<BlockedMember[]>(blockKeys.list, (list) => list?.filter((m) => m.userId !== userId));
      await queryClient.invalidateQueries({
        predicate: ofResources(
          discoveryEndpoints.search,
          storyEndpoints.ring,
          messagingEndpoints.conversations,
          profileEndpoints.get,
        ),
      });
    },
  });
}
