import type { ForwardPlace } from '#contracts';
import { badRequest } from '#http/errors';
import { worldGazetteer } from './geo.gazetteer';

/** A name whose largest match is this many times larger than the next one means that place ("London", "Brooklyn"). */
const DOMINANT_POPULATION_RATIO = 10;

const strip = ({
  city,
  principalSubdivision,
  countryCode,
  location,
  latitude,
  longitude,
}: ForwardPlace): ForwardPlace => ({ city, principalSubdivision, countryCode, location, latitude, longitude });

/** Every place a typed "City, Region" may mean, largest first; a 400 naming `location` when none. */
export function findPlaces(text: string): ForwardPlace[] {
  const places = worldGazetteer().forward(text);
  if (places.length === 0) {
    throw badRequest(
      `location: we could not find "${text.trim()}". ` +
        'Type a city and its state or country, e.g. "Chicago, IL", or use your device location.',
    );
  }
  return places.map(strip);
}

/**
 * The one place a typed location stands for, for clients that send text without coordinates
 * (registration, settings). Ambiguous text is refused with the choices, so the member picks.
 */
export function placeTypedLocation(text: string): ForwardPlace {
  const places = worldGazetteer().forward(text);
  if (places.length === 0) return findPlaces(text)[0]!;
  const [first, second] = places;
  if (!second || first!.population >= DOMINANT_POPULATION_RATIO * second.population) return strip(first!);
  throw badRequest(
    `location: "${text.trim()}" matches several places (${places
      .slice(0, 4)
      .map((p) => p.location)
      .join('; ')}). Add the state or country.`,
  );
}

/** Best guess for a member who has text but no coordinates (auto-location): the largest match, or null. */
export function guessPlace(text: string): ForwardPlace | null {
  const first = worldGazetteer().forward(text, 1)[0];
  return first ? strip(first) : null;
}
