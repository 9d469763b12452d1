import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { profileEndpoints, type UpdateVibesBody, type Vibes } from '#contracts';
import { callEndpoint, endpointKey } from '#lib/call-endpoint';
import { profileKeys } from '#features/profiles';

/** The vibes resource's key (ADR 093): GET /api/vibes/{userId} → ['/api/vibes', userId]. */
export const vibeKeys = {
  detail: (userId: number) => endpointKey(profileEndpoints.vibes, { userId }),
};

export const vibeQueries = {
  /** GET /api/vibes/{userId} (owner only). */
  detail: (userId: number) =>
    queryOptions({
      queryKey: vibeKeys.detail(userId),
      queryFn: (): Promise<Vibes> => callEndpoint(profileEndpoints.vibes, { params: { userId } }),
    }),
};

export function useVibes(userId: number) {
  return useQuery(vibeQueries.detail(userId));
}

/** PATCH /api/vibes/{userId} → the vibes. */
export async function updateVibes(userId: number, body: UpdateVibesBody): Promise<Vibes> {
  return callEndpoint(profileEndpoints.updateVibes, { params: { userId }, body });
}

export function useUpdateVibes(userId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: UpdateVibesBody) => updateVibes(userId, body),
    onSuccess: (saved) => {
      queryClient.setQueryData(vibeKeys.detail(userId), saved);
      // The own profile view shows the vibe bars.
      return queryClient.invalidateQueries({ queryKey: profileKeys.detail(userId) });
    },
  });
}
