/**
 * Location privacy (decisions 10 and 28, issue 10): the ONE snapping function behind every
 * distance a member can see — discovery cards, profiles, chat. Positions snap to the centre of a
 * square cell 0.02° of latitude tall and 0.02°/cos(latitude) of longitude wide: about 2.2 km ×
 * 2.2 km anywhere below the polar circles. A distance another member sees is between two cell
 * centres, rounded to whole miles (at least 1). So every answer depends on the target only
 * through their cell: no number of viewpoints or queries locates anyone inside a box smaller
 * than the cell (discovery.trilateration.api.test.ts proves it against an adaptive attacker).
 *
 * The database computes the same snapping (discovery_snap_lat / discovery_snap_lng, migration
 * location_privacy_cells) for the discovery index; location-privacy.test.ts keeps them in step.
 */
export const PRIVACY_CELL_DEGREES = 0.02;
const EARTH_DIAMETER_MILES = 7917.6;
const rad = (deg: number) => (deg * Math.PI) / 180;

export function snapLat(lat: number): number {
  return (Math.floor(lat / PRIVACY_CELL_DEGREES) + 0.5) * PRIVACY_CELL_DEGREES;
}

export function snapLng(lat: number, lng: number): number {
  const step = PRIVACY_CELL_DEGREES / Math.max(Math.cos(rad(snapLat(lat))), 0.01);
  return (Math.floor(lng / step) + 0.5) * step;
}

export function snapPosition(lat: number, lng: number): { lat: number; lng: number } {
  return { lat: snapLat(lat), lng: snapLng(lat, lng) };
}

/** Great-circle distance in miles (haversine), the same formula as SQL discovery_miles. */
export function miles(lat1: number, lng1: number, lat2: number, lng2: number): number {
  const h =
    Math.sin(rad(lat2 - lat1) / 2) ** 2 +
    Math.cos(rad(lat1)) * Math.cos(rad(lat2)) * Math.sin(rad(lng2 - lng1) / 2) ** 2;
  return EARTH_DIAMETER_MILES * Math.asin(Math.min(1, Math.sqrt(h)));
}

/** What a member is shown for miles measured between two already snapped positions. */
export function visibleMiles(milesBetweenCells: number): number {
  return Math.max(1, Math.round(milesBetweenCells));
}

type Position = { latitude: number | null; longitude: number | null };

/** The distance between two members as any other member may see it; null without both positions. */
export function visibleDistanceMiles(a: Position, b: Position): number | null {
  if (a.latitude === null || a.longitude === null || b.latitude === null || b.longitude === null) return null;
  const p = snapPosition(a.latitude, a.longitude);
  const q = snapPosition(b.latitude, b.longitude);
  return visibleMiles(miles(p.lat, p.lng, q.lat, q.lng));
}

// How far a member's own position may jump (issue 10): small moves are free (GPS drift, a walk
// across town); a jump is a move of more than JUMP_KM, and at most JUMPS_PER_HOUR are accepted.
export const JUMP_KM = 5;
export const JUMPS_PER_HOUR = 4;
export const KM_PER_MILE = 1.609344;
