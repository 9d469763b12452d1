import type {
  DiscoveryFiltersBody,
  DiscoverySettings,
  OwnProfile,
  UpdateDiscoverySettingsBody,
  UpdateProfileInput,
  Vibes,
} from '#contracts';

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
      interestedIn: wizardInterestedIn(profile.interestedIn),
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

// Settings speaks the wizard's vocabulary (issue 14 §8): a list stored in the old plural words reads
// as the same people (matching treats them alike), so the chips show it selected.
const PLURAL_TO_WIZARD: Record<string, string> = { men: 'man', women: 'woman' };

/** A stored interested-in list in the wizard's words, without repeats. */
export function wizardInterestedIn(list: readonly string[]): string[] {
  return [...new Set(list.map((value) => PLURAL_TO_WIZARD[value] ?? value))];
}

/** Anyone stands alone: choosing it clears the others, choosing another clears it. */
export function nextInterestedIn(previous: readonly string[], next: string[]): string[] {
  const added = next.find((value) => !previous.includes(value));
  if (added === 'anyone') return ['anyone'];
  return added ? next.filter((value) => value !== 'anyone') : next;
}
