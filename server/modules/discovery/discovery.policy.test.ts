import { describe, expect, it } from 'vitest';
import { GENDERS } from '#contracts';
import { activeFilters, assertOwnDiscovery, gendersInMask, heightInches } from './discovery.policy';

describe('discovery policy', () => {
  it('browses discovery only as yourself (decision 2)', () => {
    expect(() => assertOwnDiscovery(1, 1)).not.toThrow();
    expect(() => assertOwnDiscovery(1, 2)).toThrow(expect.objectContaining({ statusCode: 403 }));
  });

  it('reads a seeks-mask into gender indices', () => {
    expect(gendersInMask(0)).toEqual([]);
    expect(gendersInMask(0b101)).toEqual([0, 2]);
    expect(gendersInMask((1 << GENDERS.length) - 1)).toHaveLength(GENDERS.length);
  });

  it('turns height chips into inch bands, open-ended at both ends', () => {
    expect(heightInches([])).toBeNull();
    expect(heightInches(["5'6"])).toEqual([66, 67]);
    expect(heightInches(["5'0"])).toContain(48);
    expect(heightInches(["6'4+"])).toContain(96);
    expect(heightInches(['nonsense'])).toBeNull();
  });

  it('keeps only known filter values, and maps the poly chip to polyamorous', () => {
    const f = activeFilters({
      heightFilter: [],
      bodyTypeFilter: ['unknown-type'],
      relationshipStatusFilter: ['poly'],
      languageFilter: [],
    });
    expect(f.heights).toBeNull();
    expect(f.bodyTypes).toBeNull();
    expect(f.relationships).toEqual(['polyamorous']);
    expect(f.languages).toBeNull();
  });
});
