import { describe, expect, it } from 'vitest';
import {
  KM_PER_MILE,
  PRIVACY_CELL_DEGREES,
  miles,
  snapLat,
  snapLng,
  snapPosition,
  visibleDistanceMiles,
} from './location-privacy';

describe('location privacy cells (issue 10, decision 28)', () => {
  it('cells are at least 2 km × 2 km wherever people live', () => {
    for (const lat of [-54.8, -33.9, 0.3, 25.8, 40.7, 51.5, 59.9, 64.1]) {
      const south = Math.floor(lat / PRIVACY_CELL_DEGREES) * PRIVACY_CELL_DEGREES;
      const step = PRIVACY_CELL_DEGREES / Math.cos((snapLat(lat) * Math.PI) / 180);
      const tallKm = miles(south, 10, south + PRIVACY_CELL_DEGREES, 10) * KM_PER_MILE;
      // The narrowest edge of a cell is the one nearer the pole.
      const edgeLat = Math.abs(south) > Math.abs(south + PRIVACY_CELL_DEGREES) ? south : south + PRIVACY_CELL_DEGREES;
      const wideKm = miles(edgeLat, 10, edgeLat, 10 + step) * KM_PER_MILE;
      expect(tallKm, `height at ${lat}`).toBeGreaterThanOrEqual(2);
      expect(wideKm, `width at ${lat}`).toBeGreaterThanOrEqual(2);
    }
  });

  it('every point of a cell gives every viewer the same distance', () => {
    const centre = snapPosition(41.8781, -87.6298);
    const step = PRIVACY_CELL_DEGREES / Math.cos((centre.lat * Math.PI) / 180);
    const inside = [-0.49, 0, 0.49].flatMap((fy) =>
      [-0.49, 0, 0.49].map((fx) => ({
        latitude: centre.lat + fy * PRIVACY_CELL_DEGREES,
        longitude: centre.lng + fx * step,
      })),
    );
    for (let k = 0; k < 200; k++) {
      const viewer = { latitude: 41.5 + (k % 20) * 0.04, longitude: -88 + Math.floor(k / 20) * 0.08 };
      const seen = new Set(inside.map((p) => visibleDistanceMiles(viewer, p)));
      expect(seen.size).toBe(1);
    }
    expect(snapLng(centre.lat, centre.lng)).toBeCloseTo(centre.lng, 9);
  });

  it('never answers 0 and never answers without both positions', () => {
    const a = { latitude: 40.7, longitude: -74 };
    expect(visibleDistanceMiles(a, a)).toBe(1);
    expect(visibleDistanceMiles(a, { latitude: null, longitude: 3 })).toBeNull();
  });
});
