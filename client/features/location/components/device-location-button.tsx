import { useState } from 'react';
import { LocateFixed } from 'lucide-react';
import { Button } from '#ui/button';
import { Spinner } from '#ui/spinner';
import { toast } from '#ui/use-toast';
import type { DeviceLocation } from '../hooks/device-position';
import {
  LOCATION_FAILURE_MESSAGES,
  LocationError,
  SETTINGS_POSITION_OPTIONS,
  locateDevice,
} from '../hooks/device-position';

export interface DeviceLocationButtonProps {
  onLocated: (place: DeviceLocation) => void;
}

/** The settings screen's only way to set a location: the device's position, named by our server. */
export function DeviceLocationButton({ onLocated }: DeviceLocationButtonProps) {
  const [busy, setBusy] = useState(false);

  const locate = async () => {
    setBusy(true);
    try {
      onLocated(await locateDevice(SETTINGS_POSITION_OPTIONS));
    } catch (error) {
      const reason = error instanceof LocationError ? error.reason : 'geocoding';
      toast({ title: LOCATION_FAILURE_MESSAGES[reason], variant: 'destructive' });
    } finally {
      setBusy(false);
    }
  };

  return (
    <Button variant="secondary" onClick={locate} disabled={busy}>
      {busy ? <Spinner /> : <LocateFixed aria-hidden className="size-4" />}
      {busy ? 'Locating...' : 'Use my current location'}
    </Button>
  );
}
