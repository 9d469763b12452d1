/** Spec 02 §9. */
export const GEOLOCATION_TIMEOUT_MS = 10_000;
export const COARSE_MAX_AGE_MS = 60_000;

export const LOCATION_ERROR = 'Could not get your location. Please try again.';

/**
 * Spec 02 §9: precise = high accuracy, no cached position; area = coarse, a position up to 60 s
 * old is fine; both give up after 10 s.
 */
export function positionOptions(precise: boolean): PositionOptions {
  return precise
    ? { enableHighAccuracy: true, maximumAge: 0, timeout: GEOLOCATION_TIMEOUT_MS }
    : { enableHighAccuracy: false, maximumAge: COARSE_MAX_AGE_MS, timeout: GEOLOCATION_TIMEOUT_MS };
}

export function getDevicePosition(precise: boolean): Promise<{ latitude: number; longitude: number }> {
  return new Promise((resolve, reject) => {
    if (!('geolocation' in navigator)) {
      reject(new Error(LOCATION_ERROR));
      return;
    }
    navigator.geolocation.getCurrentPosition(
      (position) => resolve({ latitude: position.coords.latitude, longitude: position.coords.longitude }),
      () => reject(new Error(LOCATION_ERROR)),
      positionOptions(precise),
    );
  });
}
