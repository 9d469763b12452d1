import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  BODY_TYPE_FILTER,
  discoveryFiltersBody,
  discoverySettings,
  HEIGHT_FILTER,
  LANGUAGE_FILTER,
  RELATIONSHIP_FILTER,
  updateDiscoverySettingsBody,
  type DiscoveryFiltersBody,
  type DiscoverySettings,
} from '#contracts';
import { api } from '#lib/api-client';

/** The same cache entry the settings screen uses, so both stay in step. */
export const discoverySettingsQueryKey = (userId: number) => ['/api/discovery-settings', userId] as const;

export type FilterListKey = 'heightFilter' | 'bodyTypeFilter' | 'relationshipStatusFilter' | 'languageFilter';

/** The filter bar's groups (spec option lists "(filter)"); the relationship chip "poly" stores polyamorous. */
export const FILTER_GROUPS: readonly {
  key: FilterListKey;
  title: string;
  options: readonly { value: string; label: string }[];
}[] = [
  { key: 'heightFilter', title: 'Height', options: HEIGHT_FILTER.map((v) => ({ value: v, label: v })) },
  { key: 'bodyTypeFilter', title: 'Body Type', options: BODY_TYPE_FILTER.map((v) => ({ value: v, label: v })) },
  {
    key: 'relationshipStatusFilter',
    title: 'Relationship',
    options: RELATIONSHIP_FILTER.map((v) => ({ value: v, label: v === 'polyamorous' ? 'poly' : v })),
  },
  { key: 'languageFilter', title: 'Languages', options: LANGUAGE_FILTER.map((v) => ({ value: v, label: v })) },
];

export const EMPTY_FILTERS: Required<Pick<DiscoverySettings, FilterListKey>> = {
  heightFilter: [],
  bodyTypeFilter: [],
  relationshipStatusFilter: [],
  languageFilter: [],
};

/** A chip toggles its value in or out of its list (spec 01 §4 "Discovery"). */
export function toggleFilterValue(list: readonly string[], value: string): string[] {
  return list.includes(value) ? list.filter((v) => v !== value) : [...list, value];
}

export function activeFilterCount(settings: Pick<DiscoverySettings, FilterListKey> | undefined): number {
  if (!settings) return 0;
  return FILTER_GROUPS.reduce((sum, group) => sum + settings[group.key].length, 0);
}

/** GET /api/discovery-settings/{userId} (owner only). */
export async function getDiscoverySettings(userId: number): Promise<DiscoverySettings> {
  return discoverySettings.parse(await api.get(`/api/discovery-settings/${userId}`));
}

export function useDiscoverySettings(userId: number) {
  return useQuery({ queryKey: discoverySettingsQueryKey(userId), queryFn: () => getDiscoverySettings(userId) });
}

/** PUT /api/discovery-settings/{userId}: the changed list, or all four emptied (Clear All). */
export async function putDiscoveryFilters(userId: number, body: DiscoveryFiltersBody): Promise<DiscoverySettings> {
  return discoverySettings.parse(await api.put(`/api/discovery-settings/${userId}`, discoveryFiltersBody.parse(body)));
}

/** Saves immediately; the chip flips at once and rolls back if the save fails. */
export function useSaveDiscoveryFilters(userId: number) {
  const queryClient = useQueryClient();
  const key = discoverySettingsQueryKey(userId);
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
      await queryClient.resetQueries({ queryKey: ['/api/discovery', userId] });
    },
  });
}

export type DiscoveryRange = Pick<DiscoverySettings, 'ageMin' | 'ageMax' | 'maxDistance'>;

/** PATCH /api/discovery-settings/{userId} with the filter bar's age range or distance. */
export async function patchDiscoveryRange(userId: number, body: Partial<DiscoveryRange>): Promise<DiscoverySettings> {
  return discoverySettings.parse(
    await api.patch(`/api/discovery-settings/${userId}`, updateDiscoverySettingsBody.parse(body)),
  );
}

/** Saves the age range or distance when a slider is let go; the grid starts again from its first page. */
export function useSaveDiscoveryRange(userId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: Partial<DiscoveryRange>) => patchDiscoveryRange(userId, body),
    onSuccess: async (saved) => {
      queryClient.setQueryData(discoverySettingsQueryKey(userId), saved);
      await queryClient.resetQueries({ queryKey: ['/api/discovery', userId] });
    },
  });
}
