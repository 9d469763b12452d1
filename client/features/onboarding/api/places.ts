import {
  forwardGeocodeResponse,
  reverseGeocodeResponse,
  type ForwardPlace,
  type ReverseGeocodeResponse,
} from '#contracts';
import { api } from '#lib/api-client';

/** GET /api/geo/forward?location=: the places a typed "City, Region" may mean, largest first (400 when none). */
export async function findPlaces(location: string): Promise<ForwardPlace[]> {
  return forwardGeocodeResponse.parse(await api.get(`/api/geo/forward?${new URLSearchParams({ location })}`)).places;
}

/** GET /api/geo/reverse: names the device's position with the server's offline gazetteer. */
export async function namePosition(latitude: number, longitude: number): Promise<ReverseGeocodeResponse> {
  const query = new URLSearchParams({ latitude: String(latitude), longitude: String(longitude) });
  return reverseGeocodeResponse.parse(await api.get(`/api/geo/reverse?${query}`));
}

/** The device's position (coarse, 10 s), or a readable reason it is not available. */
export function devicePosition(): Promise<{ latitude: number; longitude: number }> {
  if (typeof navigator === 'undefined' || !navigator.geolocation)
    return Promise.reject(new Error('Location not supported. Type your city instead.'));
  return new Promise((resolve, reject) => {
    navigator.geolocation.getCurrentPosition(
      (p) => resolve({ latitude: p.coords.latitude, longitude: p.coords.longitude }),
      (e) =>
        reject(
          new Error(
            e.code === e.PERMISSION_DENIED
              ? 'Location access denied. Type your city instead.'
              : 'Location unavailable. Type your city instead.',
          ),
        ),
      { enableHighAccuracy: false, timeout: 10_000, maximumAge: 300_000 },
    );
  });
}
