import {
  BODY_TYPE_FILTER,
  HEIGHT_FILTER,
  LANGUAGE_FILTER,
  RELATIONSHIP_FILTER,
  type DiscoverySettings,
} from '#contracts';

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

export type DiscoveryRange = Pick<DiscoverySettings, 'ageMin' | 'ageMax' | 'maxDistance'>;
