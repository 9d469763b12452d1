import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  profileEndpoints,
  type DiscoveryFiltersBody,
  type DiscoverySettings,
  type UpdateDiscoverySettingsBody,
} from '#contracts';
import type { EndpointRequest } from '#contracts/endpoint';
import { callEndpoint, endpointKey } from '#lib/call-endpoint';
import { profileKeys } from '#features/profiles';
import type { DiscoveryRange } from '../components/filter-model';
import { discoveryKeys } from './discovery';

/**
 * The discovery settings resource's key (ADR 093): ['/api/discovery-settings', id], one cache entry for
 * Discover's filter bar and the Settings screen, so both stay in step.
 */
export const discoverySettingsKeys = {
  detail: (userId: number) => endpointKey(profileEndpoints.discoverySettings, { userId }),
};

export const discoverySettingsQueries = {
  /** GET /api/discovery-settings/{userId} (owner only). */
  detail: (userId: number) =>
    queryOptions({
      queryKey: discoverySettingsKeys.detail(userId),
      queryFn: (): Promise<DiscoverySettings> =>
        callEndpoint(profileEndpoints.discoverySettings, { params: { userId } }),
    }),
};

export function useDiscoverySettings(userId: number) {
  return useQuery(discoverySettingsQueries.detail(userId));
}

/** PUT /api/discovery-settings/{userId}: the four filter lists (the changed one, or all emptied). */
export async function putDiscoveryFilters(userId: number, body: DiscoveryFiltersBody): Promise<DiscoverySettings> {
  // Chips hold plain strings; the endpoint's schema checks each value before the request leaves.
  const checked = body as EndpointRequest<typeof profileEndpoints.putDiscoveryFilters>['body'];
  return callEndpoint(profileEndpoints.putDiscoveryFilters, { params: { userId }, body: checked });
}

/** PATCH /api/discovery-settings/{userId}: grids, ages, distance and the NSFW master switch. */
export async function patchDiscoverySettings(
  userId: number,
  body: UpdateDiscoverySettingsBody,
): Promise<DiscoverySettings> {
  return callEndpoint(profileEndpoints.updateDiscoverySettings, { params: { userId }, body });
}

/** Filter chips save immediately; the chip flips at once and rolls back if the save fails. */
export function useSaveDiscoveryFilters(userId: number) {
  const queryClient = useQueryClient();
  const key = discoverySettingsKeys.detail(userId);
  return useMutation({
    mutationFn: (body: DiscoveryFiltersBody) => putDiscoveryFilters(userId, body),
    onMutate: async (body) => {
      await queryClient.cancelQueries({ queryKey: key });
      const previous = queryClient.getQueryData<DiscoverySettings>(key);
      if (previous)
        queryClient.setQueryData<DiscoverySettings>(key, { ...previous, ...(body as Partial<DiscoverySettings>) });
      return { previous };
    },
    onError: (_error, _body, context) => {
      if (context?.previous) queryClient.setQueryData(key, context.previous);
    },
    onSuccess: async (saved) => {
      queryClient.setQueryData(key, saved);
      // The grid depends on the filters: start it again from its first page.
      await queryClient.resetQueries({ queryKey: discoveryKeys.member(userId) });
    },
  });
}

/** Saves the age range or distance when a slider is let go; the grid starts again from its first page. */
export function useSaveDiscoveryRange(userId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: Partial<DiscoveryRange>) => patchDiscoverySettings(userId, body),
    onSuccess: async (saved) => {
      queryClient.setQueryData(discoverySettingsKeys.detail(userId), saved);
      await queryClient.resetQueries({ queryKey: discoveryKeys.member(userId) });
    },
  });
}

/** Settings' save: whichever parts changed; both halves answer the whole settings row. */
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
      if (saved) queryClient.setQueryData(discoverySettingsKeys.detail(userId), saved);
      // Discovery lists and the own profile view depend on these settings.
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: discoveryKeys.all }),
        queryClient.invalidateQueries({ queryKey: profileKeys.detail(userId) }),
      ]);
    },
  });
}
