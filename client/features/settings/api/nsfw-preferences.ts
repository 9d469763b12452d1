import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { profileEndpoints, type NsfwPreferences } from '#contracts';
import { callEndpoint, endpointKey } from '#lib/call-endpoint';

/** The NSFW preferences resource's key (ADR 093): ['/api/users', userId, 'nsfw-preferences']. */
export const nsfwPreferenceKeys = {
  detail: (userId: number) => endpointKey(profileEndpoints.nsfwPreferences, { userId }),
};

export const nsfwPreferenceQueries = {
  /** GET /api/users/{userId}/nsfw-preferences (owner only). */
  detail: (userId: number) =>
    queryOptions({
      queryKey: nsfwPreferenceKeys.detail(userId),
      queryFn: (): Promise<NsfwPreferences> => callEndpoint(profileEndpoints.nsfwPreferences, { params: { userId } }),
    }),
};

export function useNsfwPreferences(userId: number) {
  return useQuery(nsfwPreferenceQueries.detail(userId));
}

/** PUT /api/users/{userId}/nsfw-preferences with all four booleans; the server answers the saved row. */
export async function putNsfwPreferences(userId: number, body: NsfwPreferences): Promise<NsfwPreferences> {
  return callEndpoint(profileEndpoints.putNsfwPreferences, { params: { userId }, body });
}

export function useUpdateNsfwPreferences(userId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: NsfwPreferences) => putNsfwPreferences(userId, body),
    onSuccess: (saved) => queryClient.setQueryData(nsfwPreferenceKeys.detail(userId), saved),
  });
}
