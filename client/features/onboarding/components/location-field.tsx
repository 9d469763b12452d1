import { useState } from 'react';
import { Check, LocateFixed } from 'lucide-react';
import { LOCATION_MAX } from '#contracts';
import { Button } from '#ui/button';
import { TextField } from '#ui/input';
import { Spinner } from '#ui/spinner';
import { reverseGeocode } from '#features/location';
import { devicePosition } from './device-position';
import type { StepProps } from './wizard-model';

/**
 * The wizard's location (issue 14): "Use my location" (device → server gazetteer), or a typed
 * city the wizard places on Next; an ambiguous name lists its places to pick from.
 */
export function LocationField({ values, update, errors }: StepProps) {
  const [locating, setLocating] = useState(false);
  const [deviceError, setDeviceError] = useState<string | null>(null);

  const locateMe = async () => {
    setLocating(true);
    setDeviceError(null);
    try {
      const { latitude, longitude } = await devicePosition();
      const place = await reverseGeocode(latitude, longitude);
      update({ location: place.location, latitude, longitude, placedAs: place.location, placeChoices: [] });
    } catch (error) {
      setDeviceError(error instanceof Error ? error.message : 'Location unavailable. Type your city instead.');
    } finally {
      setLocating(false);
    }
  };

  return (
    <div className="space-y-2">
      <TextField
        label="Location"
        autoComplete="address-level2"
        required
        maxLength={LOCATION_MAX}
        placeholder="City, State (e.g. Chicago, IL)"
        value={values.location}
        onChange={(e) =>
          update({ location: e.target.value, latitude: null, longitude: null, placedAs: '', placeChoices: [] })
        }
        error={errors.location ?? deviceError ?? undefined}
        hint={
          values.placedAs ? (
            <span className="inline-flex items-center gap-1 text-safe-strong">
              <Check aria-hidden className="size-4" />
              Placed at {values.placedAs}
            </span>
          ) : (
            'Members near you see you, and you see them.'
          )
        }
      />
      <Button
        type="button"
        variant="secondary"
        onClick={() => void locateMe()}
        disabled={locating}
        className="min-h-11"
      >
        {locating ? <Spinner /> : <LocateFixed aria-hidden className="size-4" />}
        Use my location
      </Button>
      {values.placeChoices.length > 0 && (
        <fieldset className="space-y-2 rounded-xl border border-line p-3">
          <legend className="px-1 text-sm font-medium text-ink">
            Which {values.location.split(',')[0]?.trim()} do you mean?
          </legend>
          <div className="flex flex-wrap gap-2">
            {values.placeChoices.map((place) => (
              <Button
                key={`${place.location}|${place.latitude}`}
                type="button"
                variant="secondary"
                className="min-h-11"
                onClick={() =>
                  update({
                    location: place.location,
                    latitude: place.latitude,
                    longitude: place.longitude,
                    placedAs: place.location,
                    placeChoices: [],
                  })
                }
              >
                {place.location}
                {place.countryCode !== 'US' && !place.location.endsWith(place.principalSubdivision)
                  ? `, ${place.countryCode}`
                  : ''}
              </Button>
            ))}
          </div>
        </fieldset>
      )}
    </div>
  );
}
