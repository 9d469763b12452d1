import {
  ageOn,
  type DiscoverySettings,
  type NsfwPreferences,
  type OwnProfile,
  type PublicProfile,
  type Vibes,
  DEFAULT_VIBE,
} from '#contracts';
import type { discoverySettings, nsfwPreferences } from '#db/schema';
import { isOnline } from './profiles.policy';
import type { ProfileRow } from './profiles.repository';

const defaultDiscovery = {
  appearInHookup: false,
  appearInDate: true,
  appearInChat: false,
  ageMin: 18,
  ageMax: 65,
  maxDistance: 25,
};

/** Fields both views share: nothing here is private (no e-mail, coordinates, date of birth). */
function common(row: ProfileRow) {
  const p = row.profile;
  const d = row.discovery;
  return {
    id: p.userId,
    displayName: p.displayName,
    age: ageOn(p.dateOfBirth),
    gender: p.gender,
    sexualIdentity: p.sexualIdentity,
    interestedIn: p.interestedIn,
    bio: p.bio,
    location: p.location,
    height: p.height,
    bodyType: p.bodyType,
    relationshipStatus: p.relationshipStatus,
    languages: p.languages,
    interests: p.interests,
    foodPreferences: p.foodPreferences,
    profilePictureUrl: p.profilePictureUrl,
    isVerified: row.account.isVerified,
    trustScore: row.account.trustScore,
    isOnline: isOnline(row.account.lastSeenAt),
    vibes: presentVibes(row.vibes),
    discoveryPreferences: d
      ? {
          appearInHookup: d.appearInHookup,
          appearInDate: d.appearInDate,
          appearInChat: d.appearInChat,
          ageMin: d.ageMin,
          ageMax: d.ageMax,
          maxDistance: d.maxDistance,
        }
      : defaultDiscovery,
  };
}

export function presentOwnProfile(row: ProfileRow): OwnProfile {
  return {
    view: 'own',
    ...common(row),
    email: row.account.email,
    dateOfBirth: row.profile.dateOfBirth,
    latitude: row.profile.latitude,
    longitude: row.profile.longitude,
    twoFactorEnabled: row.account.twoFactorEnabled,
    role: row.account.role,
    createdAt: row.account.createdAt.toISOString(),
  };
}

/** Another member's view: an explicit allow-list, so a new column never leaks by accident. */
export function presentPublicProfile(row: ProfileRow, distance: number | null): PublicProfile {
  // Blocked members answer 404 before reaching here (decision 18), so the viewer has not blocked them.
  return { view: 'public', ...common(row), distance, isBlockedByMe: false };
}

export function presentVibes(row: { romantic: number; dominance: number; social: number } | null | undefined): Vibes {
  return row
    ? { romantic: row.romantic, dominance: row.dominance, social: row.social }
    : { romantic: DEFAULT_VIBE, dominance: DEFAULT_VIBE, social: DEFAULT_VIBE };
}

export function presentDiscoverySettings(row: typeof discoverySettings.$inferSelect): DiscoverySettings {
  return {
    userId: row.userId,
    appearInHookup: row.appearInHookup,
    appearInDate: row.appearInDate,
    appearInChat: row.appearInChat,
    ageMin: row.ageMin,
    ageMax: row.ageMax,
    maxDistance: row.maxDistance,
    enableNsfwContent: row.enableNsfwContent,
    heightFilter: row.heightFilter,
    bodyTypeFilter: row.bodyTypeFilter,
    relationshipStatusFilter: row.relationshipStatusFilter,
    languageFilter: row.languageFilter,
  };
}

export function presentNsfwPreferences(row: typeof nsfwPreferences.$inferSelect): NsfwPreferences {
  return {
    receiveTextNSFW: row.receiveTextNSFW,
    receiveImageNSFW: row.receiveImageNSFW,
    warnBeforeNSFW: row.warnBeforeNSFW,
    blurNSFWContent: row.blurNSFWContent,
  };
}
