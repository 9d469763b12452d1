import { useEffect, useRef, useState } from 'react';
import { LogOut, MapPin, Siren } from 'lucide-react';
import {
  ALERT_LABELS,
  ALERT_SEVERITY,
  EMERGENCY_LOCATION_POLL_MS,
  type AlertType,
  type EmergencyAlert,
} from '#contracts';
import { Button } from '#ui/button';
import { Card, CardContent } from '#ui/card';
import { Spinner } from '#ui/spinner';
import { toast } from '#ui/use-toast';
import { sendAlertLocation, useAlerts, useEndAlert, useSendAlert } from '../api/alerts';
import { useContacts } from '../api/contacts';
import { currentFix } from '../hooks/device-location';
import { dateTime, messageOf, viewerRelativeTime } from './format';
import { NotifiedList } from './notified-list';
import { clsx } from 'clsx';

const TITLE: Record<EmergencyAlert['alertType'], string> = { ...ALERT_LABELS, missed_checkin: 'Missed check-in' };

/** Keeps an active alert's location fresh every ~30 s while this page is open. */
function useLocationSharing(alert: EmergencyAlert | undefined) {
  const [lastShared, setLastShared] = useState<string | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const id = alert?.status === 'active' && alert.alertType !== 'missed_checkin' ? alert.id : null;
  useEffect(() => {
    if (id == null) return;
    let cancelled = false;
    const share = async () => {
      const result = await currentFix();
      if (cancelled) return;
      if (!result.ok) {
        setProblem(result.message);
        return;
      }
      try {
        const updated = await sendAlertLocation(id, result.fix);
        if (!cancelled) {
          setLastShared(updated.lastLocationAt);
          setProblem(null);
        }
      } catch (error) {
        if (!cancelled) setProblem(messageOf(error));
      }
    };
    const timer = setInterval(() => {
      void share();
    }, EMERGENCY_LOCATION_POLL_MS);
    return () => {
      cancelled = true;
      clearInterval(timer);
    };
  }, [id]);
  return { lastShared, problem };
}

function ActiveAlert({ alert, userId, note }: { alert: EmergencyAlert; userId: number; note: string | null }) {
  const end = useEndAlert(userId);
  const { lastShared, problem } = useLocationSharing(alert);
  const ref = useRef<HTMLElement>(null);
  // Bring "sent, and to whom" into view, above the toast area at the bottom of the screen.
  useEffect(() => {
    ref.current?.scrollIntoView?.({ block: 'start', behavior: 'smooth' });
  }, [alert.id]);
  const last = lastShared ?? alert.lastLocationAt;
  return (
    <section
      ref={ref}
      aria-label="Active alert"
      className="scroll-mt-20 space-y-3 rounded-card border-2 border-danger bg-danger-soft p-5"
    >
      <h3 className="flex items-center gap-2 text-lg font-bold text-danger-strong">
        <Siren aria-hidden className="size-5" />
        {TITLE[alert.alertType]} alert sent
      </h3>
      <p className="text-sm text-ink">
        Sent {dateTime(alert.createdAt)}. Your contacts have a private link to this alert
        {alert.alertType === 'missed_checkin' ? '' : ' and your location'}.
      </p>
      <div className="text-sm text-ink">
        <p className="font-semibold">Who was notified</p>
        <NotifiedList notified={alert.notified} />
      </div>
      {alert.alertType !== 'missed_checkin' && (
        <p className="flex items-start gap-1 text-sm text-ink">
          <MapPin aria-hidden className="mt-0.5 size-4 shrink-0" />
          {last
            ? `Location shared ${viewerRelativeTime(last)}; it refreshes every 30 seconds while this page is open.`
            : 'No location shared yet; we keep trying every 30 seconds while this page is open.'}
        </p>
      )}
      {(note || problem) && (
        <p role="status" className="text-sm font-medium text-danger-strong">
          {problem ?? note}
        </p>
      )}
      <Button
        variant="secondary"
        size="lg"
        className="w-full"
        disabled={end.isPending}
        onClick={() =>
          end.mutate(alert.id, {
            onSuccess: () => toast({ title: 'Alert ended', description: 'The link no longer shows your location.' }),
            onError: (error) =>
              toast({
                title: 'Failed to end alert. Please try again.',
                description: messageOf(error),
                variant: 'destructive',
              }),
          })
        }
      >
        {end.isPending ? <Spinner /> : null}
        {end.isPending ? 'Ending...' : "End alert — I'm safe now"}
      </Button>
    </section>
  );
}

export function EmergencyTab({ userId, onAddContact }: { userId: number; onAddContact: () => void }) {
  const contacts = useContacts(userId);
  const alerts = useAlerts(userId);
  const send = useSendAlert(userId);
  const [sending, setSending] = useState(false);
  const [note, setNote] = useState<string | null>(null);
  const list = contacts.data ?? [];
  const active = alerts.data?.find((a) => a.status === 'active');
  const disabled = sending || list.length === 0;

  const raise = async (alertType: AlertType) => {
    setSending(true);
    setNote(null);
    try {
      // An alert without a location still goes out (spec errors are shown, not fatal).
      const fix = await currentFix();
      await send.mutateAsync({
        userId,
        alertType,
        severity: ALERT_SEVERITY[alertType],
        location: fix.ok ? `${fix.fix.latitude}, ${fix.fix.longitude}` : null,
        latitude: fix.ok ? fix.fix.latitude : null,
        longitude: fix.ok ? fix.fix.longitude : null,
        accuracy: fix.ok ? fix.fix.accuracy : null,
      });
      // No toast on success: the alert card that replaces it says it was sent and to whom, and a
      // toast would sit over the emergency buttons below it.
      if (!fix.ok) setNote(`Sent without your location: ${fix.message}`);
    } catch (error) {
      toast({
        title: 'Failed to send emergency alert. Please try again.',
        description: messageOf(error),
        variant: 'destructive',
      });
    } finally {
      setSending(false);
    }
  };

  return (
    <Card>
      <CardContent className="space-y-4 pt-6">
        <h2 className="text-lg font-bold text-ink">Emergency</h2>
        {active && <ActiveAlert alert={active} userId={userId} note={note} />}
        {contacts.isPending ? (
          <Spinner className="size-6" />
        ) : list.length === 0 ? (
          <div className="space-y-2 rounded-xl border border-line p-4">
            <p className="text-sm text-ink">Add an emergency contact first: alerts go to your contacts.</p>
            <Button variant="secondary" onClick={onAddContact}>
              Add emergency contact
            </Button>
          </div>
        ) : (
          <p className="text-sm text-ink-muted">
            Sends {list.map((c) => c.name).join(', ')} an SMS (and an e-mail where you added one) with a private link
            showing this alert, your display name and your location. The link stops working when you end the alert or
            after 48 hours.
          </p>
        )}
        <div className="grid gap-3 sm:grid-cols-2">
          <Button
            variant="danger"
            disabled={disabled}
            onClick={() => void raise('panic')}
            className="min-h-28 flex-col rounded-card text-xl"
            aria-describedby="panic-hint"
          >
            {sending ? <Spinner className="size-7" /> : <Siren aria-hidden className="size-7" />}
            {sending ? 'Sending...' : ALERT_LABELS.panic}
            <span id="panic-hint" className="text-sm font-normal">
              I am in danger
            </span>
          </Button>
          {/* Amber, not the brand gradient: calm, but clearly a safety action. */}
          <button
            type="button"
            disabled={disabled}
            onClick={() => void raise('get_me_out')}
            aria-describedby="getout-hint"
            className={clsx(
              'inline-flex min-h-28 flex-col items-center justify-center gap-2',
              'rounded-card bg-pending-strong px-6 text-xl font-semibold text-white',
              'transition hover:brightness-110 disabled:cursor-not-allowed',
              'disabled:opacity-60',
            )}
          >
            {sending ? <Spinner className="size-7" /> : <LogOut aria-hidden className="size-7" />}
            {sending ? 'Sending...' : ALERT_LABELS.get_me_out}
            <span id="getout-hint" className="text-sm font-normal">
              I need a way out of here
            </span>
          </button>
        </div>
        <p className="text-sm text-ink-muted">In immediate danger, call your local emergency number first.</p>
      </CardContent>
    </Card>
  );
}
