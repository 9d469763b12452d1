/**
 * Location privacy (decision 10). Positions are snapped to square cells of ~1.1 km (0.01° of
 * latitude × 0.01°/cos(latitude) of longitude) and every distance another member sees is between
 * two cell centres, rounded to whole miles. The database computes the same snapping
 * (discovery_snap_lat / discovery_snap_lng in migration 0005); these mirror it for tests and the
 * index's cell lookup.
 */
export const SNAP_DEGREES = 0.01;
/** Index lookup cells (migration 0008): 0.1° keeps the rows scanned close to the search circle. */
export const COARSE_CELL_DEGREES = 0.1;
const CELL_ROW_WIDTH = 3601;
const EARTH_DIAMETER_MILES = 7917.6;
const MILES_PER_DEGREE_LAT = (Math.PI * EARTH_DIAMETER_MILES) / 360;
const rad = (deg: number) => (deg * Math.PI) / 180;

export function snapLat(lat: number): number {
  return (Math.floor(lat / SNAP_DEGREES) + 0.5) * SNAP_DEGREES;
}

export function snapLng(lat: number, lng: number): number {
  const step = SNAP_DEGREES / Math.max(Math.cos(rad(snapLat(lat))), 0.01);
  return (Math.floor(lng / step) + 0.5) * step;
}

export function snap(lat: number, lng: number): { lat: number; lng: number } {
  return { lat: snapLat(lat), lng: snapLng(lat, lng) };
}

/** Great-circle distance in miles (haversine), the same formula as SQL discovery_miles. */
export function miles(lat1: number, lng1: number, lat2: number, lng2: number): number {
  const h = Math.sin(rad(lat2 - lat1) / 2) ** 2 + Math.cos(rad(lat1)) * Math.cos(rad(lat2)) * Math.sin(rad(lng2 - lng1) / 2) ** 2;
  return EARTH_DIAMETER_MILES * Math.asin(Math.min(1, Math.sqrt(h)));
}

export const cellId = (latSnap: number, lngSnap: number) =>
  (Math.floor(latSnap / COARSE_CELL_DEGREES) + 900) * CELL_ROW_WIDTH + (Math.floor(lngSnap / COARSE_CELL_DEGREES) + 1800);

/** Every coarse cell a point within `radiusMiles` of (latSnap, lngSnap) can fall in. */
export function cellsAround(latSnap: number, lngSnap: number, radiusMiles: number): number[] {
  const dLat = radiusMiles / MILES_PER_DEGREE_LAT + SNAP_DEGREES;
  const latLo = Math.max(-89.99, latSnap - dLat);
  const latHi = Math.min(89.99, latSnap + dLat);
  const widest = Math.max(Math.abs(latLo), Math.abs(latHi));
  const dLng = Math.min(180, radiusMiles / (MILES_PER_DEGREE_LAT * Math.max(Math.cos(rad(widest)), 0.01)) + 2 * SNAP_DEGREES);
  const cells: number[] = [];
  for (let r = Math.floor(latLo / COARSE_CELL_DEGREES); r <= Math.floor(latHi / COARSE_CELL_DEGREES); r++) {
    for (let c = Math.floor((lngSnap - dLng) / COARSE_CELL_DEGREES); c <= Math.floor((lngSnap + dLng) / COARSE_CELL_DEGREES); c++) {
      cells.push((r + 900) * CELL_ROW_WIDTH + (c + 1800));
    }
  }
  return cells;
}
