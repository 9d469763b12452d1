import { z } from 'zod';
import {
  dateOfBirthField,
  displayNameField,
  nsfwPreferencesInput,
  passwordField,
  presenceSettingBody,
  presenceSettingResponse,
} from './auth';
import { idParam, okBody, userIdParams } from './common';
import { defineEndpoint } from './endpoint';
import { BIO_MAX, LOCATION_MAX, PASSWORD_MAX } from './limits';
import {
  BODY_TYPE_FILTER,
  BODY_TYPES,
  FOOD_PREFERENCES,
  GENDERS,
  HEIGHT_FILTER,
  HEIGHTS,
  INTERESTED_IN,
  INTERESTS,
  LANGUAGE_FILTER,
  LANGUAGES,
  RELATIONSHIP_FILTER,
  RELATIONSHIP_STATUSES,
  ROLES,
  SEXUAL_IDENTITIES,
} from './options';

// Members' own data: profile, vibes, discovery settings, NSFW preferences, blocks, account
// (export, deletion, two-factor, password) and server-side reverse geocoding.
// Paths keyed by {userId} check the session (decision 2): only the owner reads/changes their
// settings, vibes and NSFW preferences (403 otherwise); a profile of someone else is the public view.

const list = <T extends readonly [string, ...string[]]>(values: T) => z.array(z.enum(values)).max(values.length);
const latitudeField = z
  .number()
  .min(-90, 'Latitude must be between -90 and 90')
  .max(90, 'Latitude must be between -90 and 90');
const longitudeField = z
  .number()
  .min(-180, 'Longitude must be between -180 and 180')
  .max(180, 'Longitude must be between -180 and 180');

// ---------------------------------------------------------------------------------------------
// Vibes: GET/PATCH /api/vibes/{userId}

const vibeValue = z
  .number()
  .int('Vibes are whole numbers')
  .min(0, 'Vibes range from 0 to 100')
  .max(100, 'Vibes range from 0 to 100');
export const vibes = z.object({ romantic: z.number().int(), dominance: z.number().int(), social: z.number().int() });
export type Vibes = z.infer<typeof vibes>;
/** PATCH /api/vibes/{userId}: any of the three; answers `vibes`. */
export const updateVibesBody = z
  .object({
    romantic: vibeValue.optional(),
    dominance: vibeValue.optional(),
    social: vibeValue.optional(),
  })
  .strict();
export type UpdateVibesBody = z.infer<typeof updateVibesBody>;

// ---------------------------------------------------------------------------------------------
// Discovery settings: GET/PUT/PATCH /api/discovery-settings/{userId}. maxDistance is miles (decision 12).

export const SETTINGS_AGE_MIN_RANGE = [18, 65] as const;
export const SETTINGS_AGE_MAX_RANGE = [18, 99] as const;
export const SETTINGS_DISTANCE_RANGE = [5, 60] as const;
/** The settings screen's maximum age slider shows 99 as "Any". */
export const AGE_MAX_ANY = 99;

export const discoverySettings = z.object({
  userId: z.number().int(),
  appearInHookup: z.boolean(),
  appearInDate: z.boolean(),
  appearInChat: z.boolean(),
  ageMin: z.number().int(),
  ageMax: z.number().int(),
  maxDistance: z.number().int(),
  enableNsfwContent: z.boolean(),
  heightFilter: z.array(z.string()),
  bodyTypeFilter: z.array(z.string()),
  relationshipStatusFilter: z.array(z.string()),
  languageFilter: z.array(z.string()),
});
export type DiscoverySettings = z.infer<typeof discoverySettings>;

/** The filter chip "poly" is stored as polyamorous (spec option lists). */
const relationshipFilterValue = z.preprocess((v) => (v === 'poly' ? 'polyamorous' : v), z.enum(RELATIONSHIP_FILTER));

/** PUT /api/discovery-settings/{userId}: any of the four filter lists (the changed one, or all four emptied). */
export const discoveryFiltersBody = z
  .object({
    heightFilter: list(HEIGHT_FILTER).optional(),
    bodyTypeFilter: list(BODY_TYPE_FILTER).optional(),
    relationshipStatusFilter: z.array(relationshipFilterValue).max(RELATIONSHIP_FILTER.length).optional(),
    languageFilter: list(LANGUAGE_FILTER).optional(),
  })
  .strict();
export const DISCOVERY_FILTER_KEYS = [
  'heightFilter',
  'bodyTypeFilter',
  'relationshipStatusFilter',
  'languageFilter',
] as const;
export type DiscoveryFilterKey = (typeof DISCOVERY_FILTER_KEYS)[number];
/** Plain string lists on the way in (chips hold strings); the schema checks each value. */
export type DiscoveryFiltersBody = Partial<Record<DiscoveryFilterKey, string[]>>;

/** PATCH /api/discovery-settings/{userId}: the settings screen's fields (slider ranges from spec §5). */
export const updateDiscoverySettingsBody = z
  .object({
    appearInHookup: z.boolean().optional(),
    appearInDate: z.boolean().optional(),
    appearInChat: z.boolean().optional(),
    ageMin: z
      .number()
      .int()
      .min(SETTINGS_AGE_MIN_RANGE[0], 'Minimum age must be between 18 and 65')
      .max(SETTINGS_AGE_MIN_RANGE[1], 'Minimum age must be between 18 and 65')
      .optional(),
    ageMax: z
      .number()
      .int()
      .min(SETTINGS_AGE_MAX_RANGE[0], 'Maximum age must be between 18 and 99')
      .max(SETTINGS_AGE_MAX_RANGE[1], 'Maximum age must be between 18 and 99')
      .optional(),
    maxDistance: z
      .number()
      .int()
      .min(SETTINGS_DISTANCE_RANGE[0], 'Max distance must be between 5 and 60 miles')
      .max(SETTINGS_DISTANCE_RANGE[1], 'Max distance must be between 5 and 60 miles')
      .optional(),
    enableNsfwContent: z.boolean().optional(),
  })
  .strict()
  .refine((s) => s.ageMin === undefined || s.ageMax === undefined || s.ageMin <= s.ageMax, {
    message: 'Minimum age must not exceed maximum age',
    path: ['ageMin'],
  });
export type UpdateDiscoverySettingsBody = z.infer<typeof updateDiscoverySettingsBody>;

// ---------------------------------------------------------------------------------------------
// NSFW preferences: GET/PUT /api/users/{userId}/nsfw-preferences (owner only)

export const nsfwPreferences = z.object({
  receiveTextNSFW: z.boolean(),
  receiveImageNSFW: z.boolean(),
  warnBeforeNSFW: z.boolean(),
  blurNSFWContent: z.boolean(),
});
export type NsfwPreferences = z.infer<typeof nsfwPreferences>;
/** PUT body: all four booleans (the same shape registration accepts). */
export const updateNsfwPreferencesBody = nsfwPreferencesInput;
/** What the master toggle's Off resets to (spec §4, Safe Mode). */
export const SAFE_MODE_NSFW: NsfwPreferences = {
  receiveTextNSFW: true,
  receiveImageNSFW: false,
  warnBeforeNSFW: true,
  blurNSFWContent: true,
};

// ---------------------------------------------------------------------------------------------
// Profiles: GET/PATCH /api/profile/{userId}

/** Discovery preferences as the profile view shows them (no filters, no NSFW switch). */
export const publicDiscoveryPreferences = z.object({
  appearInHookup: z.boolean(),
  appearInDate: z.boolean(),
  appearInChat: z.boolean(),
  ageMin: z.number().int(),
  ageMax: z.number().int(),
  maxDistance: z.number().int(),
});

const profileCommon = {
  id: z.number().int(),
  displayName: z.string(),
  age: z.number().int(),
  gender: z.string(),
  sexualIdentity: z.string().nullable(),
  interestedIn: z.array(z.string()),
  bio: z.string(),
  /** Text such as "Austin, Texas"; never coordinates. */
  location: z.string().nullable(),
  height: z.string().nullable(),
  bodyType: z.string().nullable(),
  relationshipStatus: z.string().nullable(),
  languages: z.array(z.string()),
  interests: z.array(z.string()),
  foodPreferences: z.array(z.string()),
  profilePictureUrl: z.string().nullable(),
  isVerified: z.boolean(),
  trustScore: z.number().int(),
  /** Seen within the last 5 minutes (decision 4). */
  isOnline: z.boolean(),
  vibes,
  discoveryPreferences: publicDiscoveryPreferences,
};

/** Another member's profile: public fields only (decision 2). `distance` is rounded miles from fuzzed positions, null
 * when either has no position. */
export const publicProfile = z
  .object({
    view: z.literal('public'),
    ...profileCommon,
    distance: z.number().int().nullable(),
    /**
     * Whether the viewer blocked this member. A block hides both sides (decision 18), so the
     * profile of a blocked member answers 404 and this is false whenever a profile is returned;
     * unblocking happens from GET /api/blocks.
     */
    isBlockedByMe: z.boolean(),
  })
  .strict();
export type PublicProfile = z.infer<typeof publicProfile>;

/** The signed-in member's own profile: everything, including exact coordinates (decision 10). */
export const ownProfile = z
  .object({
    view: z.literal('own'),
    ...profileCommon,
    email: z.string(),
    dateOfBirth: z.string(),
    latitude: z.number().nullable(),
    longitude: z.number().nullable(),
    twoFactorEnabled: z.boolean(),
    role: z.enum(ROLES),
    createdAt: z.string(),
  })
  .strict();
export type OwnProfile = z.infer<typeof ownProfile>;

/** GET /api/profile/{userId}: own → ownProfile, someone else → publicProfile; blocked either way or unknown → 404. */
export const profileResponse = z.discriminatedUnion('view', [ownProfile, publicProfile]);
export type ProfileResponse = z.infer<typeof profileResponse>;

/**
 * PATCH /api/profile/{userId} (owner only): `{location}` alone, device coordinates, or any of the
 * editable fields. latitude+longitude come together; with coordinates but no location text the
 * server fills location from its offline gazetteer. gender can be set once (changing it needs
 * support → 400). bio/displayName pass Guardian: BLOCK → 400, REVIEW → saved and queued.
 * Answers ownProfile.
 */
export const updateProfileBody = z
  .object({
    displayName: displayNameField.optional(),
    dateOfBirth: dateOfBirthField.optional(),
    gender: z.enum(GENDERS).optional(),
    sexualIdentity: z.enum(SEXUAL_IDENTITIES).nullable().optional(),
    interestedIn: list(INTERESTED_IN).min(1, 'Choose at least one option for Interested in').optional(),
    bio: z.string().trim().max(BIO_MAX, `Bio must be at most ${BIO_MAX} characters`).optional(),
    location: z
      .string()
      .trim()
      .min(1, 'Location is required')
      .max(LOCATION_MAX, `Location must be at most ${LOCATION_MAX} characters`)
      .optional(),
    latitude: latitudeField.optional(),
    longitude: longitudeField.optional(),
    height: z
      .enum(HEIGHTS as [string, ...string[]])
      .nullable()
      .optional(),
    bodyType: z.enum(BODY_TYPES).nullable().optional(),
    relationshipStatus: z.enum(RELATIONSHIP_STATUSES).nullable().optional(),
    languages: list(LANGUAGES).optional(),
    interests: list(INTERESTS).optional(),
    foodPreferences: list(FOOD_PREFERENCES).optional(),
  })
  .strict()
  .refine((b) => (b.latitude === undefined) === (b.longitude === undefined), {
    message: 'Latitude and longitude must be sent together',
    path: ['latitude'],
  });
export type UpdateProfileBody = z.infer<typeof updateProfileBody>;
export type UpdateProfileInput = z.input<typeof updateProfileBody>;

/** The 400 answer to a gender change; the client's toast (Contact Support to Change Gender) adds the profile id. */
export const GENDER_CHANGE_MESSAGE = 'Gender cannot be changed here. Contact Support to Change Gender.';

// ---------------------------------------------------------------------------------------------
// Blocks (decision 18): POST /api/blocks {userId}, DELETE /api/blocks/{userId}, GET /api/blocks

export const blockBody = z.object({ userId: idParam }).strict();
export type BlockBody = z.infer<typeof blockBody>;
export const blockedMember = z.object({
  userId: z.number().int(),
  displayName: z.string(),
  profilePictureUrl: z.string().nullable(),
  blockedAt: z.string(),
});
export type BlockedMember = z.infer<typeof blockedMember>;
export const blockList = z.array(blockedMember);

// ---------------------------------------------------------------------------------------------
// Account: export, deletion, two-factor, password

/** DELETE /api/account: the current password confirms it. Answers {ok: true} and clears the cookie. */
export const deleteAccountBody = z
  .object({
    password: z.string().min(1, 'Password is required').max(PASSWORD_MAX, 'Password is too long'),
  })
  .strict();
export type DeleteAccountBody = z.infer<typeof deleteAccountBody>;

/**
 * PUT /api/account/two-factor (members; staff always have it on → 400). Turning it off needs the current
 * password (ADR 216: a stolen session must not strip the second factor); turning it on does not.
 */
export const twoFactorBody = z
  .object({
    enabled: z.boolean(),
    currentPassword: z.string().max(PASSWORD_MAX, 'Password is too long').optional(),
  })
  .strict();
export const twoFactorResponse = z.object({ twoFactorEnabled: z.boolean() });
export type TwoFactorBody = z.infer<typeof twoFactorBody>;

/** PUT /api/account/password: other sessions are revoked, this one stays. Answers {ok: true}. */
export const changePasswordBody = z
  .object({
    currentPassword: z.string().min(1, 'Current password is required').max(PASSWORD_MAX, 'Password is too long'),
    newPassword: passwordField,
  })
  .strict();
export type ChangePasswordBody = z.infer<typeof changePasswordBody>;

const row = z.record(z.string(), z.unknown());
/**
 * GET /api/account/export (a JSON download, Content-Disposition attachment) and
 * POST /api/admin/compliance/export {userId} (admin only): everything stored about one member.
 */
export const accountExport = z.object({
  exportedAt: z.string(),
  account: row,
  profile: row.nullable(),
  vibes: row.nullable(),
  discoverySettings: row.nullable(),
  nsfwPreferences: row.nullable(),
  photos: z.array(row),
  photoShares: z.array(row),
  blocks: z.array(row),
  sessions: z.array(row),
  moderationRequests: z.array(row),
  trainingSamples: z.array(row),
  messages: z.array(row),
  taps: z.array(row),
  stories: z.array(row),
  /** Bestie Shield: emergencyContacts, meets, safetyCheckins, emergencyAlerts, alertLocations, safetyNotifications. */
  safety: z.record(z.string(), z.array(row)),
  /** Reports the member filed (ADR 035); reports against them are in moderationRequests, without the reporter. */
  reportsFiled: z.object({ memberReports: z.array(row), messageReports: z.array(row) }),
  verificationRequests: z.array(row),
  trustEvents: z.array(row),
  suspensions: z.array(row),
});
export type AccountExport = z.infer<typeof accountExport>;
export const complianceExportBody = z.object({ userId: idParam }).strict();

// ---------------------------------------------------------------------------------------------
// Reverse geocoding (decision 11): GET /api/geo/reverse?latitude&longitude, offline gazetteer

export const reverseGeocodeQuery = z
  .object({
    latitude: z.coerce.number().pipe(latitudeField),
    longitude: z.coerce.number().pipe(longitudeField),
  })
  .strict();
export type ReverseGeocodeQuery = z.infer<typeof reverseGeocodeQuery>;
/** Field names of the geocoding service the spec's client used; `location` is "City, Region". 404 when nothing is
 * near. */
export const reverseGeocodeResponse = z.object({
  city: z.string(),
  principalSubdivision: z.string(),
  countryCode: z.string(),
  location: z.string(),
});
export type ReverseGeocodeResponse = z.infer<typeof reverseGeocodeResponse>;

// Forward geocoding (issue 14): GET /api/geo/forward?location=City, Region → the place centres that
// match, largest first (one when the name is unique; several when it is ambiguous). Anonymous: the
// sign-up wizard asks before there is an account; the gazetteer is public data.
export const forwardGeocodeQuery = z
  .object({
    location: z
      .string()
      .trim()
      .min(1, 'location: type a city, e.g. "Chicago, IL"')
      .max(LOCATION_MAX, `location: at most ${LOCATION_MAX} characters`),
  })
  .strict();
export type ForwardGeocodeQuery = z.infer<typeof forwardGeocodeQuery>;
export const forwardPlace = reverseGeocodeResponse.extend({ latitude: z.number(), longitude: z.number() });
export type ForwardPlace = z.infer<typeof forwardPlace>;
export const forwardGeocodeResponse = z.object({ places: z.array(forwardPlace) });
export type ForwardGeocodeResponse = z.infer<typeof forwardGeocodeResponse>;

/** Profiles, vibes, discovery settings, NSFW preferences and blocks (ADR 072). Owner-only unless said. */
export const profileEndpoints = {
  get: defineEndpoint({
    method: 'GET',
    path: '/api/profile/:userId',
    summary: 'A profile: the owner sees it all, others the public view',
    access: 'member',
    params: userIdParams,
    responses: { 200: profileResponse },
  }),
  update: defineEndpoint({
    method: 'PATCH',
    path: '/api/profile/:userId',
    summary: 'Change your own profile (bio and name go through Guardian)',
    access: 'member',
    params: userIdParams,
    body: updateProfileBody,
    optionalBody: true,
    responses: { 200: profileResponse },
  }),
  vibes: defineEndpoint({
    method: 'GET',
    path: '/api/vibes/:userId',
    summary: 'Your three vibe sliders',
    access: 'member',
    params: userIdParams,
    responses: { 200: vibes },
  }),
  updateVibes: defineEndpoint({
    method: 'PATCH',
    path: '/api/vibes/:userId',
    summary: 'Change any of your vibe sliders',
    access: 'member',
    params: userIdParams,
    body: updateVibesBody,
    optionalBody: true,
    responses: { 200: vibes },
  }),
  discoverySettings: defineEndpoint({
    method: 'GET',
    path: '/api/discovery-settings/:userId',
    summary: 'Your discovery settings and filters',
    access: 'member',
    params: userIdParams,
    responses: { 200: discoverySettings },
  }),
  putDiscoveryFilters: defineEndpoint({
    method: 'PUT',
    path: '/api/discovery-settings/:userId',
    summary: 'Replace the four filter-chip lists',
    access: 'member',
    params: userIdParams,
    body: discoveryFiltersBody,
    optionalBody: true,
    responses: { 200: discoverySettings },
  }),
  updateDiscoverySettings: defineEndpoint({
    method: 'PATCH',
    path: '/api/discovery-settings/:userId',
    summary: "Change the settings screen's fields",
    access: 'member',
    params: userIdParams,
    body: updateDiscoverySettingsBody,
    optionalBody: true,
    responses: { 200: discoverySettings },
  }),
  nsfwPreferences: defineEndpoint({
    method: 'GET',
    path: '/api/users/:userId/nsfw-preferences',
    summary: 'Your NSFW preferences (others: 403)',
    access: 'member',
    params: userIdParams,
    responses: { 200: nsfwPreferences },
  }),
  putNsfwPreferences: defineEndpoint({
    method: 'PUT',
    path: '/api/users/:userId/nsfw-preferences',
    summary: 'Replace your NSFW preferences',
    access: 'member',
    params: userIdParams,
    body: updateNsfwPreferencesBody,
    responses: { 200: nsfwPreferences },
  }),
  blocks: defineEndpoint({
    method: 'GET',
    path: '/api/blocks',
    summary: 'The members you blocked',
    access: 'member',
    responses: { 200: blockList },
  }),
  block: defineEndpoint({
    method: 'POST',
    path: '/api/blocks',
    summary: 'Block a member (both of you disappear for each other)',
    access: 'member',
    body: blockBody,
    responses: { 201: okBody },
  }),
  unblock: defineEndpoint({
    method: 'DELETE',
    path: '/api/blocks/:userId',
    summary: 'Unblock a member',
    access: 'member',
    params: userIdParams,
    responses: { 200: okBody },
  }),
};

/** The signed-in member's account: two-factor, presence, password, data export and deletion (ADR 072). */
export const accountEndpoints = {
  twoFactor: defineEndpoint({
    method: 'PUT',
    path: '/api/account/two-factor',
    summary: 'Turn two-factor sign-in on or off',
    access: 'member',
    body: twoFactorBody,
    responses: { 200: twoFactorResponse },
  }),
  presence: defineEndpoint({
    method: 'PUT',
    path: '/api/account/presence',
    summary: 'Hide or show your online state and last activity',
    access: 'member',
    body: presenceSettingBody,
    responses: { 200: presenceSettingResponse },
  }),
  password: defineEndpoint({
    method: 'PUT',
    path: '/api/account/password',
    summary: 'Change your password (other sessions end)',
    access: 'member',
    body: changePasswordBody,
    responses: { 200: okBody },
  }),
  export: defineEndpoint({
    method: 'GET',
    path: '/api/account/export',
    summary: 'Download your data (JSON attachment)',
    access: 'member',
    responses: { 200: accountExport },
  }),
  delete: defineEndpoint({
    method: 'DELETE',
    path: '/api/account',
    summary: 'Delete your account and everything in it (password required)',
    access: 'member',
    body: deleteAccountBody,
    responses: { 200: okBody },
  }),
  complianceExport: defineEndpoint({
    method: 'POST',
    path: '/api/admin/compliance/export',
    summary: "Export a member's data for a request received outside the app",
    access: 'admin',
    body: complianceExportBody,
    responses: { 200: accountExport },
  }),
};

/** Offline gazetteer look-ups, open to anyone (sign-up), rate limited (ADR 072). */
export const geoEndpoints = {
  reverse: defineEndpoint({
    method: 'GET',
    path: '/api/geo/reverse',
    summary: 'Name the place at a position',
    access: 'public',
    query: reverseGeocodeQuery,
    responses: { 200: reverseGeocodeResponse },
  }),
  forward: defineEndpoint({
    method: 'GET',
    path: '/api/geo/forward',
    summary: 'Find places by name',
    access: 'public',
    query: forwardGeocodeQuery,
    responses: { 200: forwardGeocodeResponse },
  }),
};
