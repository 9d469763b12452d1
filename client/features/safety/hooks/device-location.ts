import { GEOLOCATION_TIMEOUT_MS } from '#contracts';

export interface Fix {
  latitude: number;
  longitude: number;
  accuracy: number | null;
}
export type FixResult = { ok: true; fix: Fix } | { ok: false; message: string };

export const GEOLOCATION_UNSUPPORTED = 'Geolocation is not supported by this browser.';
export const GEOLOCATION_FAILED = 'Unable to get your location. Please enable location services.';

/** Spec 02 §9: precise (high accuracy, no cached position), 10 s timeout; the spec's two errors. */
export function currentFix(): Promise<FixResult> {
  if (!('geolocation' in navigator) || !navigator.geolocation)
    return Promise.resolve({ ok: false, message: GEOLOCATION_UNSUPPORTED });
  return new Promise((resolve) => {
    navigator.geolocation.getCurrentPosition(
      (position) =>
        resolve({
          ok: true,
          fix: {
            latitude: position.coords.latitude,
            longitude: position.coords.longitude,
            accuracy: Number.isFinite(position.coords.accuracy) ? position.coords.accuracy : null,
          },
        }),
      () => resolve({ ok: false, message: GEOLOCATION_FAILED }),
      { enableHighAccuracy: true, timeout: GEOLOCATION_TIMEOUT_MS, maximumAge: 0 },
    );
  });
}
