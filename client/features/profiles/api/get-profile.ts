import { useQuery } from '@tanstack/react-query';
import { profileResponse, type ProfileResponse } from '#contracts';
import { api } from '#lib/api-client';

/** GET /api/profile/{userId}: the own view for the member themself, the public view for anyone else. */
export const profileQueryKey = (userId: number) => ['/api/profile', userId] as const;

export async function getProfile(userId: number): Promise<ProfileResponse> {
  return profileResponse.parse(await api.get(`/api/profile/${userId}`));
}

export function useProfile(userId: number | null) {
  return useQuery({
    queryKey: profileQueryKey(userId ?? 0),
    queryFn: () => getProfile(userId!),
    enabled: userId !== null,
  });
}
