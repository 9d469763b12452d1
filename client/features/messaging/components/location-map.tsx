import { useEffect, useRef, useState } from 'react';
import clsx from 'clsx';
import { MapPin } from 'lucide-react';

interface LocationMapProps {
  latitude: number;
  longitude: number;
  precise: boolean;
  /** The span of the view in degrees (spec 02 §9: preview about 0.005, modal about 0.01). */
  spanDegrees: number;
  /** A preview is a still picture (the bubble is the button); the modal's map can be moved. */
  interactive?: boolean;
  className?: string;
}

const TILE_URL = 'https://{s}.tile.openstreetmap.org/{z}/{x}/{y}.png';
const ATTRIBUTION = '&copy; OpenStreetMap contributors';

/**
 * A Leaflet map centred on a shared spot: a dot for an exact location, a circle for an area.
 * Leaflet loads on first use (it is large). Offline, tiles fail quietly: the neutral background
 * and the marker still show, and the coordinates sit beside the map in text anyway.
 */
export function LocationMap({
  latitude,
  longitude,
  precise,
  spanDegrees,
  interactive = false,
  className,
}: LocationMapProps) {
  const containerRef = useRef<HTMLDivElement>(null);
  const [failed, setFailed] = useState(false);

  useEffect(() => {
    const container = containerRef.current;
    if (!container) return undefined;
    let disposed = false;
    let map: import('leaflet').Map | null = null;

    Promise.all([import('leaflet'), import('leaflet/dist/leaflet.css')])
      .then(([{ default: L }]) => {
        if (disposed) return;
        const half = spanDegrees / 2;
        map = L.map(container, {
          attributionControl: interactive,
          zoomControl: interactive,
          dragging: interactive,
          scrollWheelZoom: false,
          doubleClickZoom: interactive,
          boxZoom: false,
          keyboard: interactive,
          touchZoom: interactive,
        });
        map.fitBounds([
          [latitude - half, longitude - half],
          [latitude + half, longitude + half],
        ]);
        L.tileLayer(TILE_URL, { attribution: ATTRIBUTION, maxZoom: 19 }).addTo(map);
        const style = { color: '#6d28d9', fillColor: '#8b5cf6', weight: 2 };
        if (precise) L.circleMarker([latitude, longitude], { ...style, radius: 8, fillOpacity: 0.9 }).addTo(map);
        else L.circle([latitude, longitude], { ...style, radius: 500, fillOpacity: 0.25 }).addTo(map);
      })
      .catch(() => {
        if (!disposed) setFailed(true);
      });

    return () => {
      disposed = true;
      map?.remove();
    };
  }, [latitude, longitude, precise, spanDegrees, interactive]);

  return (
    <div
      className={clsx(
        'relative isolate overflow-hidden bg-[repeating-linear-gradient(45deg,#f3edff_0_10px,#ede6fb_10px_20px)]',
        className,
      )}
    >
      {/* Leaflet owns this element; React never renders inside it. */}
      <div ref={containerRef} aria-hidden={!interactive} className="absolute inset-0 z-0 !bg-transparent" />
      {failed && (
        <div className="absolute inset-0 flex items-center justify-center">
          <MapPin aria-hidden className="size-8 text-brand-violet-strong" />
        </div>
      )}
    </div>
  );
}
