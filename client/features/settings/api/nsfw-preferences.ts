import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { nsfwPreferences, updateNsfwPreferencesBody, type NsfwPreferences } from '#contracts';
import { api } from '#lib/api-client';

export const nsfwPreferencesQueryKey = (userId: number) => ['/api/users', userId, 'nsfw-preferences'] as const;

/** GET /api/users/{userId}/nsfw-preferences (owner only). */
export async function getNsfwPreferences(userId: number): Promise<NsfwPreferences> {
  return nsfwPreferences.parse(await api.get(`/api/users/${userId}/nsfw-preferences`));
}

export function useNsfwPreferences(userId: number) {
  return useQuery({ queryKey: nsfwPreferencesQueryKey(userId), queryFn: () => getNsfwPreferences(userId) });
}

/** PUT /api/users/{userId}/nsfw-preferences with all four booleans. */
export async function putNsfwPreferences(userId: number, body: NsfwPreferences): Promise<NsfwPreferences> {
  const answer = await api.put(`/api/users/${userId}/nsfw-preferences`, updateNsfwPreferencesBody.parse(body));
  // The spec leaves the answer open: keep what was sent unless the server echoes the row.
  const echoed = nsfwPreferences.safeParse(answer);
  return echoed.success ? echoed.data : body;
}

export function useUpdateNsfwPreferences(userId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: NsfwPreferences) => putNsfwPreferences(userId, body),
    onSuccess: (saved) => queryClient.setQueryData(nsfwPreferencesQueryKey(userId), saved),
  });
}
