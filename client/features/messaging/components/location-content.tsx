import { useState } from 'react';
import { ExternalLink, MapPin } from 'lucide-react';
import { Button } from '#ui/button';
import { externalMapLinks, formatCoordinates } from './message-format';
import { LocationMap } from './location-map';
import { Dialog } from '#ui/dialog';
import { clsx } from 'clsx';

interface LocationContentProps {
  latitude: number;
  longitude: number;
  precise: boolean;
  name: string | null;
}

/** A location bubble: a small map, the coordinates and Exact / Area; a click opens Shared Location. */
export function LocationContent({ latitude, longitude, precise, name }: LocationContentProps) {
  const [open, setOpen] = useState(false);
  const coordinates = formatCoordinates(latitude, longitude);
  const label = precise ? 'Exact' : 'Area';
  const links = externalMapLinks(latitude, longitude);

  return (
    <>
      <button
        type="button"
        onClick={() => setOpen(true)}
        aria-label={`Shared location (${label}): ${coordinates}. Open the map`}
        className={clsx(
          'block w-56 max-w-full overflow-hidden rounded-xl border border-line',
          'bg-surface text-left text-ink sm:w-64',
        )}
      >
        <LocationMap latitude={latitude} longitude={longitude} precise={precise} spanDegrees={0.005} className="h-28" />
        <span className="flex items-center gap-2 px-3 py-2">
          <MapPin aria-hidden className="size-4 shrink-0 text-brand-violet-strong" />
          <span className="min-w-0 flex-1">
            <span className="block truncate text-sm font-medium">{name || 'Current location'}</span>
            <span className="block font-mono text-xs text-ink-muted" data-testid="location-coordinates">
              {coordinates}
            </span>
          </span>
          <span className="rounded-full bg-violet-100 px-2 py-0.5 text-xs font-semibold text-brand-violet-strong">
            {label}
          </span>
        </span>
      </button>

      <Dialog
        open={open}
        onOpenChange={setOpen}
        title="Shared Location"
        size="lg"
        description={`${label} location · ${coordinates}`}
      >
        <div className="space-y-4">
          <LocationMap
            latitude={latitude}
            longitude={longitude}
            precise={precise}
            spanDegrees={0.01}
            interactive
            className="h-72 rounded-xl border border-line sm:h-96"
          />
          <p className="text-sm text-ink">
            <span className="font-medium">{name || 'Current location'}</span>{' '}
            <span className="font-mono text-ink-muted">{coordinates}</span>
          </p>
          <div className="grid gap-2 sm:grid-cols-2">
            <Button asChild variant="secondary">
              <a href={links.google} target="_blank" rel="noopener noreferrer">
                <ExternalLink aria-hidden className="size-4" />
                Open in Google Maps
              </a>
            </Button>
            <Button asChild variant="secondary">
              <a href={links.openStreetMap} target="_blank" rel="noopener noreferrer">
                <ExternalLink aria-hidden className="size-4" />
                Open in OpenStreetMap
              </a>
            </Button>
          </div>
        </div>
      </Dialog>
    </>
  );
}
