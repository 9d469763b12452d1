import { useEffect, useState } from 'react';
import { useParams } from 'react-router';
import { Clock, ExternalLink, MapPin, Phone, ShieldCheck } from 'lucide-react';
import { EMERGENCY_LOCATION_POLL_MS, type ViewerAlert, type ViewerLocationResponse } from '#contracts';
import { PageShell } from '#layout/page-shell';
import { Button } from '#ui/button';
import { Card, CardContent } from '#ui/card';
import { fetchViewerLocation, useViewerAlert } from '../api/viewer';
import { viewerRelativeTime } from './format';
import { StatusBadge } from './status-badge';

const TYPE_BADGE = {
  emergency: { tone: 'red', label: 'Emergency' },
  help_me_out: { tone: 'amber', label: 'Help me get out' },
  missed_checkin: { tone: 'violet', label: 'Safety Alert' },
} as const;

/** Spec 02 §4: the alert is fetched once; its location is polled every 30 s; poll errors are only logged. */
function usePolledLocation(token: string, alert: ViewerAlert | undefined): ViewerLocationResponse | null {
  const [latest, setLatest] = useState<ViewerLocationResponse | null>(null);
  useEffect(() => {
    if (!alert) return;
    const timer = setInterval(() => {
      fetchViewerLocation(token).then(setLatest, (error: unknown) =>
        console.warn('Emergency location poll failed', error),
      );
    }, EMERGENCY_LOCATION_POLL_MS);
    return () => clearInterval(timer);
  }, [token, alert]);
  return latest;
}

function Viewer({ token, alert }: { token: string; alert: ViewerAlert }) {
  const polled = usePolledLocation(token, alert);
  const location = polled ? polled.location : alert.location;
  const lastPing = polled ? polled.lastPing : alert.lastLocationPing;
  const badge = TYPE_BADGE[alert.alertType];
  const mapsUrl = location
    ? `https://www.openstreetmap.org/?mlat=${location.lat}&mlon=${location.lng}#map=17/${location.lat}/${location.lng}`
    : null;
  return (
    <div className="mx-auto max-w-xl space-y-4">
      <Card>
        <CardContent className="space-y-4 pt-6">
          <div className="flex flex-wrap items-center gap-2">
            <StatusBadge tone={badge.tone}>{badge.label}</StatusBadge>
            <span className="flex items-center gap-1 text-sm text-ink-muted">
              <Clock aria-hidden className="size-4" />
              Received {viewerRelativeTime(alert.createdAt)}
            </span>
          </div>
          <p className="text-lg text-ink">
            <span className="font-bold">{alert.displayName}</span> needs you to know where they are.
          </p>
          {alert.message && <p className="rounded-xl bg-canvas p-3 text-ink">&ldquo;{alert.message}&rdquo;</p>}
          <div className="grid gap-3">
            <Button asChild variant="danger" size="lg" className="min-h-14 text-lg">
              <a href={`tel:${alert.emergencyNumber}`}>
                <Phone aria-hidden className="size-5" />
                Call emergency services ({alert.emergencyNumber})
              </a>
            </Button>
            {mapsUrl ? (
              <Button asChild variant="secondary" size="lg">
                <a href={mapsUrl} target="_blank" rel="noopener noreferrer">
                  <ExternalLink aria-hidden className="size-5" />
                  View Location
                </a>
              </Button>
            ) : (
              <Button variant="secondary" size="lg" disabled>
                <ExternalLink aria-hidden className="size-5" />
                View Location
              </Button>
            )}
          </div>
        </CardContent>
      </Card>
      <Card>
        <CardContent className="space-y-2 pt-6" aria-label="Location Status">
          <div className="flex items-center justify-between gap-2">
            <h2 className="flex items-center gap-2 text-lg font-bold text-ink">
              <MapPin aria-hidden className="size-5" />
              Location Status
            </h2>
            <StatusBadge tone="green">Active</StatusBadge>
          </div>
          {location ? (
            <>
              <p className="font-mono text-ink" data-testid="viewer-coordinates">
                {location.lat.toFixed(6)}, {location.lng.toFixed(6)}
              </p>
              {lastPing && <p className="text-sm text-ink-muted">Last updated {viewerRelativeTime(lastPing)}</p>}
              {location.accuracy != null && (
                <p className="text-sm text-ink-muted">Accuracy: ±{Math.round(location.accuracy)} m</p>
              )}
            </>
          ) : (
            <p className="text-ink-muted">Location data not available</p>
          )}
          <p className="text-xs text-ink-muted">This page checks for a new location every 30 seconds.</p>
        </CardContent>
      </Card>
      <Card>
        <CardContent className="flex gap-3 pt-6">
          <ShieldCheck aria-hidden className="size-6 shrink-0 text-safe-strong" />
          <div>
            <h2 className="font-bold text-ink">Privacy Protected</h2>
            <p className="text-sm text-ink-muted">
              Only the member&apos;s profile ID ({alert.profileId}), display name and location are shared through this
              link. It stops working when they end the alert or after 48 hours.
            </p>
          </div>
        </CardContent>
      </Card>
    </div>
  );
}

/** /emergency-viewer/{token}: open to anyone holding the link (no login). */
export function EmergencyViewerPage() {
  const { alertId = '' } = useParams();
  const alert = useViewerAlert(alertId);
  return (
    <PageShell title="Bestie Shield Alert">
      {alert.isPending ? (
        <p role="status" className="text-center text-ink-muted">
          Loading emergency alert...
        </p>
      ) : alert.isError ? (
        <p role="alert" className="text-center text-lg font-semibold text-ink">
          Emergency alert not found or expired
        </p>
      ) : (
        <Viewer token={alertId} alert={alert.data} />
      )}
    </PageShell>
  );
}
