import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { ownProfile } from '#contracts';
import { api } from '#lib/api-client';

/**
 * Whether the viewer has a position at all (their own profile's coordinates, owner-only). An empty
 * Discover for a member without one is a location problem, not a filter problem (issue 14).
 */
export function useHasPosition(userId: number, enabled: boolean) {
  return useQuery({
    queryKey: ['/api/profile', userId],
    queryFn: async () => ownProfile.parse(await api.get(`/api/profile/${userId}`)),
    enabled,
    select: (profile) => profile.latitude !== null && profile.longitude !== null,
  });
}

/** PATCH /api/profile/{userId} {location}: the server places the typed city (400 naming location when it cannot). */
export function useSaveTypedLocation(userId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (location: string) => ownProfile.parse(await api.patch(`/api/profile/${userId}`, { location })),
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: ['/api/profile', userId] }),
        queryClient.invalidateQueries({ queryKey: ['/api/discovery', userId] }),
        queryClient.invalidateQueries({ queryKey: ['/api/auth/user'] }),
      ]),
  });
}
