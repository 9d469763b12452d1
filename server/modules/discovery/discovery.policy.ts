import { BODY_TYPE_FILTER, GENDERS, HEIGHT_FILTER, LANGUAGE_FILTER, RELATIONSHIP_FILTER } from '#contracts';
import { forbidden } from '#http/errors';

/** Decision 2: discovery is keyed by the member's own id; anyone else's id is a 403. */
export function assertOwnDiscovery(sessionUserId: number, pathUserId: number): void {
  if (sessionUserId !== pathUserId) throw forbidden('You can only browse discovery as yourself');
}

/** Gender indices (into GENDERS) a seeks-mask accepts. */
export function gendersInMask(mask: number): number[] {
  return GENDERS.map((_, i) => i).filter((i) => (mask & (1 << i)) !== 0);
}

/**
 * Height filter buckets (our interpretation, see docs/PERFORMANCE.md): each chip is a 2-inch band
 * starting at its value; 5'0 also takes everyone shorter, 6'4+ everyone taller.
 */
const HEIGHT_BUCKETS: Record<(typeof HEIGHT_FILTER)[number], [number, number]> = {
  "5'0": [48, 61],
  "5'2": [62, 63],
  "5'4": [64, 65],
  "5'6": [66, 67],
  "5'8": [68, 69],
  "5'10": [70, 71],
  "6'0": [72, 73],
  "6'2": [74, 75],
  "6'4+": [76, 96],
};

export function heightInches(values: readonly string[]): number[] | null {
  const out = new Set<number>();
  for (const v of values) {
    const band = HEIGHT_BUCKETS[v as keyof typeof HEIGHT_BUCKETS];
    if (band) for (let i = band[0]; i <= band[1]; i++) out.add(i);
  }
  return out.size ? [...out] : null;
}

const known = <T extends readonly string[]>(allowed: T, values: readonly string[]) => {
  const kept = values.filter((v) => (allowed as readonly string[]).includes(v));
  return kept.length ? kept : null;
};

/** The viewer's filter lists (empty = no filter); "poly" is the chip for polyamorous. */
export function activeFilters(settings: {
  heightFilter: string[];
  bodyTypeFilter: string[];
  relationshipStatusFilter: string[];
  languageFilter: string[];
}) {
  return {
    heights: heightInches(settings.heightFilter),
    bodyTypes: known(BODY_TYPE_FILTER, settings.bodyTypeFilter),
    relationships: known(
      RELATIONSHIP_FILTER,
      settings.relationshipStatusFilter.map((v) => (v === 'poly' ? 'polyamorous' : v)),
    ),
    languages: known(LANGUAGE_FILTER, settings.languageFilter),
  };
}
export type ActiveFilters = ReturnType<typeof activeFilters>;
