import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { updateVibesBody, vibes, type UpdateVibesBody, type Vibes } from '#contracts';
import { api } from '#lib/api-client';

export const vibesQueryKey = (userId: number) => ['/api/vibes', userId] as const;

/** GET /api/vibes/{userId} (owner only). */
export async function getVibes(userId: number): Promise<Vibes> {
  return vibes.parse(await api.get(`/api/vibes/${userId}`));
}

export function useVibes(userId: number) {
  return useQuery({ queryKey: vibesQueryKey(userId), queryFn: () => getVibes(userId) });
}

/** PATCH /api/vibes/{userId} → the vibes. */
export async function updateVibes(userId: number, body: UpdateVibesBody): Promise<Vibes> {
  return vibes.parse(await api.patch(`/api/vibes/${userId}`, updateVibesBody.parse(body)));
}

export function useUpdateVibes(userId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: UpdateVibesBody) => updateVibes(userId, body),
    onSuccess: (saved) => {
      queryClient.setQueryData(vibesQueryKey(userId), saved);
      // The own profile view shows the vibe bars.
      return queryClient.invalidateQueries({ queryKey: ['/api/profile', userId] });
    },
  });
}
