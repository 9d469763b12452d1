import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  discoveryFiltersBody,
  discoverySettings,
  updateDiscoverySettingsBody,
  type DiscoveryFiltersBody,
  type DiscoverySettings,
  type UpdateDiscoverySettingsBody,
} from '#contracts';
import { api } from '#lib/api-client';

export const discoverySettingsQueryKey = (userId: number) => ['/api/discovery-settings', userId] as const;

/** GET /api/discovery-settings/{userId} (owner only). */
export async function getDiscoverySettings(userId: number): Promise<DiscoverySettings> {
  return discoverySettings.parse(await api.get(`/api/discovery-settings/${userId}`));
}

export function useDiscoverySettings(userId: number) {
  return useQuery({ queryKey: discoverySettingsQueryKey(userId), queryFn: () => getDiscoverySettings(userId) });
}

/** PATCH /api/discovery-settings/{userId}: grids, ages, distance and the NSFW master switch. */
export async function patchDiscoverySettings(
  userId: number,
  body: UpdateDiscoverySettingsBody,
): Promise<DiscoverySettings> {
  return discoverySettings.parse(
    await api.patch(`/api/discovery-settings/${userId}`, updateDiscoverySettingsBody.parse(body)),
  );
}

/** PUT /api/discovery-settings/{userId}: the four filter lists. */
export async function putDiscoveryFilters(userId: number, body: DiscoveryFiltersBody): Promise<DiscoverySettings> {
  return discoverySettings.parse(await api.put(`/api/discovery-settings/${userId}`, discoveryFiltersBody.parse(body)));
}

/** Saves whichever parts changed; both halves answer the whole settings row. */
export function useUpdateDiscoverySettings(userId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({
      settings,
      filters,
    }: {
      settings?: UpdateDiscoverySettingsBody;
      filters?: DiscoveryFiltersBody;
    }) => {
      let saved: DiscoverySettings | undefined;
      if (settings && Object.keys(settings).length) saved = await patchDiscoverySettings(userId, settings);
      if (filters && Object.keys(filters).length) saved = await putDiscoveryFilters(userId, filters);
      return saved;
    },
    onSuccess: async (saved) => {
      if (saved) queryClient.setQueryData(discoverySettingsQueryKey(userId), saved);
      // Discovery lists and the own profile view depend on these settings.
      await queryClient.invalidateQueries({
        predicate: (q) =>
          q.queryKey[0] === '/api/discovery' || (q.queryKey[0] === '/api/profile' && q.queryKey[1] === userId),
      });
    },
  });
}
