import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { profileEndpoints, type OwnProfile, type ProfileResponse, type UpdateProfileInput } from '#contracts';
import { callEndpoint, endpointKey, resourceKey } from '#lib/call-endpoint';
import { sessionKeys } from '#features/auth';

/**
 * The profile resource's keys (ADR 093). `detail(id)` → ['/api/profile', id] is one cache entry for
 * every screen that reads a profile (the profile view, Settings, Discover's "has a position"), and the
 * prefix of the keys other features hang under it (the chat header's ['/api/profile', id, 'chat-partner']).
 */
export const profileKeys = {
  all: [resourceKey(profileEndpoints.get)] as const,
  detail: (userId: number) => endpointKey(profileEndpoints.get, { userId }),
};

/** GET /api/profile/{userId}: the own view for the member themself, the public view for anyone else. */
export const profileQueries = {
  detail: (userId: number) =>
    queryOptions({
      queryKey: profileKeys.detail(userId),
      queryFn: (): Promise<ProfileResponse> => callEndpoint(profileEndpoints.get, { params: { userId } }),
    }),
};

export function useProfile(userId: number | null) {
  return useQuery({ ...profileQueries.detail(userId ?? 0), enabled: userId !== null });
}

/** The own view, with every editable field (the server answers it to the owner). */
export function ownView(profile: ProfileResponse): OwnProfile {
  if (profile.view !== 'own') throw new Error('Expected the own view of your profile');
  return profile;
}

/** The member's own profile (Settings), read through the same query as every other profile screen. */
export function useOwnProfile(userId: number) {
  return useQuery({ ...profileQueries.detail(userId), select: ownView });
}

/** PATCH /api/profile/{userId} (owner only): any editable field, a typed `{location}`, or a device position. */
export async function updateProfile(userId: number, body: UpdateProfileInput): Promise<OwnProfile> {
  return ownView(await callEndpoint(profileEndpoints.update, { params: { userId }, body }));
}

/** Settings' save: the answer is the new profile; the header's location and name come from the session. */
export function useUpdateProfile(userId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: UpdateProfileInput) => updateProfile(userId, body),
    onSuccess: async (profile) => {
      queryClient.setQueryData(profileKeys.detail(userId), profile);
      await queryClient.invalidateQueries({ queryKey: sessionKeys.user });
    },
  });
}
