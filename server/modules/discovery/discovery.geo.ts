import { PRIVACY_CELL_DEGREES, miles, snapLat, snapLng, snapPosition } from '#modules/geo';

/**
 * Discovery's spatial lookup on top of the one location-privacy snapping (geo/location-privacy.ts):
 * positions in the index are cell centres from that function (its SQL twin fills lat_snap/lng_snap).
 */
export const SNAP_DEGREES = PRIVACY_CELL_DEGREES;
export { miles, snapLat, snapLng };
export const snap = snapPosition;
/** Index lookup cells (migration 0008): 0.1° keeps the rows scanned close to the search circle. */
export const COARSE_CELL_DEGREES = 0.1;
const CELL_ROW_WIDTH = 3601;
const EARTH_DIAMETER_MILES = 7917.6;
const MILES_PER_DEGREE_LAT = (Math.PI * EARTH_DIAMETER_MILES) / 360;
const rad = (deg: number) => (deg * Math.PI) / 180;

export const cellId = (latSnap: number, lngSnap: number) =>
  (Math.floor(latSnap / COARSE_CELL_DEGREES) + 900) * CELL_ROW_WIDTH +
  (Math.floor(lngSnap / COARSE_CELL_DEGREES) + 1800);

/** Every coarse cell a point within `radiusMiles` of (latSnap, lngSnap) can fall in. */
export function cellsAround(latSnap: number, lngSnap: number, radiusMiles: number): number[] {
  const dLat = radiusMiles / MILES_PER_DEGREE_LAT + SNAP_DEGREES;
  const latLo = Math.max(-89.99, latSnap - dLat);
  const latHi = Math.min(89.99, latSnap + dLat);
  const widest = Math.max(Math.abs(latLo), Math.abs(latHi));
  const dLng = Math.min(
    180,
    radiusMiles / (MILES_PER_DEGREE_LAT * Math.max(Math.cos(rad(widest)), 0.01)) + 2 * SNAP_DEGREES,
  );
  const cells: number[] = [];
  for (let r = Math.floor(latLo / COARSE_CELL_DEGREES); r <= Math.floor(latHi / COARSE_CELL_DEGREES); r++) {
    for (
      let c = Math.floor((lngSnap - dLng) / COARSE_CELL_DEGREES);
      c <= Math.floor((lngSnap + dLng) / COARSE_CELL_DEGREES);
      c++
    ) {
      cells.push((r + 900) * CELL_ROW_WIDTH + (c + 1800));
    }
  }
  return cells;
}
