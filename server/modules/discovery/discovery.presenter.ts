import {
  SHARED_FOODS_ON_CARD,
  SHARED_INTERESTS_ON_CARD,
  ageOn,
  computeCompatibility,
  type ProfileCard,
} from '#contracts';
import { visibleMiles } from '#modules/geo';
import { isOnline } from '#modules/profiles';
import type { CardRow, ViewerRow } from './discovery.repository';

/**
 * Row → card. Age, never the date of birth; a whole-mile distance between snapped cells, never
 * coordinates (decisions 2, 3, 10).
 */
export function presentCard(row: CardRow, viewer: ViewerRow, now: Date): ProfileCard {
  const vibes = { romantic: Number(row.romantic), dominance: Number(row.dominance), social: Number(row.social) };
  const viewerVibes = { romantic: viewer.romantic, dominance: viewer.dominance, social: viewer.social };
  const mineInterests = new Set(viewer.interests);
  const mineFoods = new Set(viewer.foodPreferences);
  const lastSeen = row.lastSeenAt ? new Date(row.lastSeenAt) : null;
  return {
    id: Number(row.id),
    displayName: row.displayName,
    age: ageOn(row.dateOfBirth, now),
    profilePictureUrl: row.profilePictureUrl,
    isVerified: row.isVerified,
    isOnline: isOnline(lastSeen, now.getTime()),
    distance: visibleMiles(Number(row.miles)),
    height: row.height,
    bodyType: row.bodyType,
    relationshipStatus: row.relationshipStatus,
    location: row.location,
    interests: row.interests,
    foodPreferences: row.foodPreferences,
    vibes,
    compatibility: computeCompatibility(
      { vibes: viewerVibes, interests: viewer.interests },
      { vibes, interests: row.interests },
    ),
    sharedInterests: row.interests.filter((i) => mineInterests.has(i)).slice(0, SHARED_INTERESTS_ON_CARD),
    sharedFoods: row.foodPreferences.filter((i) => mineFoods.has(i)).slice(0, SHARED_FOODS_ON_CARD),
  };
}
