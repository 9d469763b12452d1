import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { ownProfile, updateProfileBody, type OwnProfile, type UpdateProfileInput } from '#contracts';
import { api } from '#lib/api-client';
import { sessionQueryKey } from '#features/auth';

export const profileQueryKey = (userId: number) => ['/api/profile', userId] as const;

/** GET /api/profile/{userId} for the member themself: the own view, with every editable field. */
export async function getOwnProfile(userId: number): Promise<OwnProfile> {
  return ownProfile.parse(await api.get(`/api/profile/${userId}`));
}

export function useOwnProfile(userId: number) {
  return useQuery({ queryKey: profileQueryKey(userId), queryFn: () => getOwnProfile(userId) });
}

/** PATCH /api/profile/{userId}; the header's location and name come from the session, so it refreshes too. */
export async function updateProfile(userId: number, body: UpdateProfileInput): Promise<OwnProfile> {
  return ownProfile.parse(await api.patch(`/api/profile/${userId}`, updateProfileBody.parse(body)));
}

export function useUpdateProfile(userId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: UpdateProfileInput) => updateProfile(userId, body),
    onSuccess: async (profile) => {
      queryClient.setQueryData(profileQueryKey(userId), profile);
      await queryClient.invalidateQueries({ queryKey: sessionQueryKey });
    },
  });
}
