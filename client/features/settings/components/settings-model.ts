import type {
  DiscoveryFiltersBody,
  DiscoverySettings,
  OwnProfile,
  UpdateDiscoverySettingsBody,
  UpdateProfileInput,
  Vibes,
} from '../../../../contracts';

/** The editable profile fields as the form holds them ('' = not set). */
export interface ProfileDraft {
  displayName: string;
  bio: string;
  sexualIdentity: string;
  interestedIn: string[];
  height: string;
  bodyType: string;
  relationshipStatus: string;
  languages: string[];
  interests: string[];
  foodPreferences: string[];
  location: string;
  latitude: number | null;
  longitude: number | null;
}

export interface DiscoveryDraft {
  appearInHookup: boolean;
  appearInDate: boolean;
  appearInChat: boolean;
  ageMin: number;
  ageMax: number;
  maxDistance: number;
  heightFilter: string[];
  bodyTypeFilter: string[];
  relationshipStatusFilter: string[];
  languageFilter: string[];
}

export interface SettingsDraft {
  profile: ProfileDraft;
  vibes: Vibes;
  discovery: DiscoveryDraft;
}

export function draftFrom(profile: OwnProfile, vibes: Vibes, settings: DiscoverySettings): SettingsDraft {
  return {
    profile: {
      displayName: profile.displayName,
      bio: profile.bio,
      sexualIdentity: profile.sexualIdentity ?? '',
      interestedIn: profile.interestedIn,
      height: profile.height ?? '',
      bodyType: profile.bodyType ?? '',
      relationshipStatus: profile.relationshipStatus ?? '',
      languages: profile.languages,
      interests: profile.interests,
      foodPreferences: profile.foodPreferences,
      location: profile.location ?? '',
      latitude: profile.latitude,
      longitude: profile.longitude,
    },
    vibes: { romantic: vibes.romantic, dominance: vibes.dominance, social: vibes.social },
    discovery: {
      appearInHookup: settings.appearInHookup,
      appearInDate: settings.appearInDate,
      appearInChat: settings.appearInChat,
      ageMin: settings.ageMin,
      ageMax: settings.ageMax,
      maxDistance: settings.maxDistance,
      heightFilter: settings.heightFilter,
      bodyTypeFilter: settings.bodyTypeFilter,
      relationshipStatusFilter: settings.relationshipStatusFilter,
      languageFilter: settings.languageFilter,
    },
  };
}

const same = (a: unknown, b: unknown) => JSON.stringify(a) === JSON.stringify(b);

/** Only the keys whose value changed. */
function changed<T extends object>(before: T, after: T, keys: readonly (keyof T)[]): Partial<T> {
  const out: Partial<T> = {};
  for (const key of keys) if (!same(before[key], after[key])) out[key] = after[key];
  return out;
}

/** The PATCH /api/profile body for what changed ('' clears an optional choice). */
export function profileChanges(before: ProfileDraft, after: ProfileDraft): UpdateProfileInput {
  const diff = changed(before, after, [
    'displayName',
    'bio',
    'sexualIdentity',
    'interestedIn',
    'height',
    'bodyType',
    'relationshipStatus',
    'languages',
    'interests',
    'foodPreferences',
    'location',
  ]);
  const body: Record<string, unknown> = { ...diff };
  for (const key of ['sexualIdentity', 'height', 'bodyType', 'relationshipStatus'] as const) {
    if (key in diff) body[key] = diff[key] || null;
  }
  // Coordinates only ever come from the device button, together with the place they name.
  if ('location' in diff && after.latitude !== null && after.longitude !== null) {
    body.latitude = after.latitude;
    body.longitude = after.longitude;
  }
  return body as UpdateProfileInput;
}

export function vibesChanges(before: Vibes, after: Vibes): Partial<Vibes> {
  return changed(before, after, ['romantic', 'dominance', 'social']);
}

export function discoveryChanges(
  before: DiscoveryDraft,
  after: DiscoveryDraft,
): {
  settings: UpdateDiscoverySettingsBody;
  filters: DiscoveryFiltersBody;
} {
  return {
    settings: changed(before, after, [
      'appearInHookup',
      'appearInDate',
      'appearInChat',
      'ageMin',
      'ageMax',
      'maxDistance',
    ]),
    filters: changed(before, after, [
      'heightFilter',
      'bodyTypeFilter',
      'relationshipStatusFilter',
      'languageFilter',
    ]) as DiscoveryFiltersBody,
  };
}

export const isEmpty = (o: object) => Object.keys(o).length === 0;

/** Settings' "Interested in" choices: men, women, non-binary and their combinations (all three = Everyone). */
export const INTERESTED_IN_CHOICES: { value: string; label: string; list: string[] }[] = [
  { value: 'men', label: 'Men', list: ['men'] },
  { value: 'women', label: 'Women', list: ['women'] },
  { value: 'non-binary', label: 'Non-binary', list: ['non-binary'] },
  { value: 'men+women', label: 'Men and women', list: ['men', 'women'] },
  { value: 'men+non-binary', label: 'Men and non-binary', list: ['men', 'non-binary'] },
  { value: 'women+non-binary', label: 'Women and non-binary', list: ['women', 'non-binary'] },
  { value: 'everyone', label: 'Everyone', list: ['men', 'women', 'non-binary'] },
];

/** The choice matching a stored list (order ignored), or null for lists from the registration vocabulary. */
export function interestedInChoice(list: readonly string[]): string | null {
  const key = [...list].sort().join('+');
  return INTERESTED_IN_CHOICES.find((choice) => [...choice.list].sort().join('+') === key)?.value ?? null;
}
