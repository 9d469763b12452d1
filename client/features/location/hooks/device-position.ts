import { reverseGeocode } from '../api/geo';

/** A named device position, as PATCH /api/profile/{userId} takes it. */
export interface DeviceLocation {
  location: string;
  latitude: number;
  longitude: number;
}

/** Why a device location could not be found; each maps to one of the spec's messages. */
export type LocationFailure = 'unsupported' | 'denied' | 'timeout' | 'unavailable' | 'geocoding';

export class LocationError extends Error {
  readonly reason: LocationFailure;

  constructor(reason: LocationFailure, cause?: unknown) {
    super(`Device location failed: ${reason}`, { cause });
    this.name = 'LocationError';
    this.reason = reason;
  }
}

/** The settings screen's wording for each failure (spec 01 §8). */
export const LOCATION_FAILURE_MESSAGES: Record<LocationFailure, string> = {
  unsupported: 'Location not supported',
  denied: 'Location access denied. Please enter manually.',
  timeout: 'Location request timed out. Please try again.',
  unavailable: 'Location unavailable. Please enter manually.',
  geocoding: 'Could not determine your location. Please enter manually.',
};

function currentPosition(options: PositionOptions): Promise<GeolocationPosition> {
  if (typeof navigator === 'undefined' || !navigator.geolocation)
    return Promise.reject(new LocationError('unsupported'));
  return new Promise((resolve, reject) => {
    navigator.geolocation.getCurrentPosition(
      resolve,
      (error) => {
        const reason: LocationFailure =
          error.code === error.PERMISSION_DENIED ? 'denied' : error.code === error.TIMEOUT ? 'timeout' : 'unavailable';
        reject(new LocationError(reason, error));
      },
      options,
    );
  });
}

/** Asks the device where it is, then names the place with our server's gazetteer. */
export async function locateDevice(options: PositionOptions): Promise<DeviceLocation> {
  const position = await currentPosition(options);
  const { latitude, longitude } = position.coords;
  try {
    const place = await reverseGeocode(latitude, longitude);
    return { location: place.location, latitude, longitude };
  } catch (error) {
    throw new LocationError('geocoding', error);
  }
}

/** Spec 01 §9: the settings button asks precisely and waits up to 10 s; a 5-minute-old fix is fine. */
export const SETTINGS_POSITION_OPTIONS: PositionOptions = {
  enableHighAccuracy: true,
  timeout: 10_000,
  maximumAge: 300_000,
};
/** Spec 01 §4: auto-location asks coarsely and waits up to 5 s. */
export const AUTO_POSITION_OPTIONS: PositionOptions = {
  enableHighAccuracy: false,
  timeout: 5_000,
  maximumAge: 300_000,
};
