import { reverseGeocodeResponse, type ReverseGeocodeResponse } from '#contracts';
import { api } from '#lib/api-client';

/** GET /api/geo/reverse?latitude&longitude: our server's offline gazetteer (decision 11) → "City, Region". */
export async function reverseGeocode(latitude: number, longitude: number): Promise<ReverseGeocodeResponse> {
  const query = new URLSearchParams({ latitude: String(latitude), longitude: String(longitude) });
  return reverseGeocodeResponse.parse(await api.get(`/api/geo/reverse?${query}`));
}
