import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { ownView, profileKeys, profileQueries, updateProfile } from '#features/profiles';
import { sessionKeys } from '#features/auth';
import { discoveryKeys } from './discovery';

/**
 * Whether the viewer has a position at all (their own profile's coordinates, owner-only), read from the
 * profiles feature's query. An empty Discover for a member without one is a location problem, not a
 * filter problem (issue 14).
 */
export function useHasPosition(userId: number, enabled: boolean) {
  return useQuery({
    ...profileQueries.detail(userId),
    enabled,
    select: (profile) => {
      const own = ownView(profile);
      return own.latitude !== null && own.longitude !== null;
    },
  });
}

/** PATCH /api/profile/{userId} {location}: the server places the typed city (400 naming location when it cannot). */
export function useSaveTypedLocation(userId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (location: string) => updateProfile(userId, { location }),
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: profileKeys.detail(userId) }),
        queryClient.invalidateQueries({ queryKey: discoveryKeys.member(userId) }),
        queryClient.invalidateQueries({ queryKey: sessionKeys.user }),
      ]),
  });
}
