import { geoEndpoints, type ForwardPlace, type ReverseGeocodeResponse } from '#contracts';
import { callEndpoint } from '#lib/call-endpoint';

/**
 * The geo resource (ADR 093): our server's offline gazetteer (decision 11), for the device-location
 * button, auto-location and the sign-up wizard. Calls only; nothing of it is cached.
 */

/** GET /api/geo/reverse?latitude&longitude → "City, Region". */
export async function reverseGeocode(latitude: number, longitude: number): Promise<ReverseGeocodeResponse> {
  return callEndpoint(geoEndpoints.reverse, { query: { latitude, longitude } });
}

/** GET /api/geo/forward?location=: the places a typed "City, Region" may mean, largest first (400 when none). */
export async function findPlaces(location: string): Promise<ForwardPlace[]> {
  return (await callEndpoint(geoEndpoints.forward, { query: { location } })).places;
}
