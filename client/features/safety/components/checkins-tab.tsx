import { CheckCircle2, MapPin } from 'lucide-react';
import type { SafetyCheckin } from '#contracts';
import { Button } from '#ui/button';
import { Card, CardContent } from '#ui/card';
import { Spinner } from '#ui/spinner';
import { toast } from '#ui/use-toast';
import { useCheckins, useMarkSafe } from '../api/checkins';
import { dateTime, messageOf } from './format';
import { NotifiedList } from './notified-list';
import { StatusBadge } from './status-badge';

const STATUS = {
  scheduled: { tone: 'blue', label: 'Scheduled' },
  due: { tone: 'amber', label: 'Check in now' },
  completed: { tone: 'green', label: 'Completed' },
  missed: { tone: 'red', label: 'Missed' },
  cancelled: { tone: 'grey', label: 'Cancelled' },
} as const;

function CheckinRow({ checkin, userId }: { checkin: SafetyCheckin; userId: number }) {
  const markSafe = useMarkSafe(userId);
  const canAnswer = checkin.status === 'scheduled' || checkin.status === 'due' || checkin.status === 'missed';
  return (
    <li className="space-y-2 rounded-xl border border-line p-4">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <p className="font-semibold text-ink">{dateTime(checkin.scheduledTime)}</p>
        <StatusBadge tone={STATUS[checkin.status].tone}>{STATUS[checkin.status].label}</StatusBadge>
      </div>
      {checkin.location && (
        <p className="flex items-center gap-1 text-sm text-ink">
          <MapPin aria-hidden className="size-3.5" />
          {checkin.location}
        </p>
      )}
      {checkin.status === 'missed' && (
        <div className="rounded-lg bg-danger-soft p-3 text-sm text-danger-strong">
          {/* Never claim contacts were told when the member had none: they would rely on help that is not coming. */}
          {checkin.notified.length ? (
            <>
              <p className="font-semibold">
                You did not check in within 15 minutes, so we told your emergency contacts
                {checkin.escalatedAt ? ` (${dateTime(checkin.escalatedAt)})` : ''}.
              </p>
              <NotifiedList notified={checkin.notified} />
              <p className="mt-1">Tap I&apos;m safe to let them know the alert is over.</p>
            </>
          ) : (
            <p className="font-semibold">
              You did not check in within 15 minutes, and you had no emergency contacts to tell. Add one in the Contacts
              tab.
            </p>
          )}
        </div>
      )}
      {checkin.completedAt && <p className="text-sm text-safe-strong">Checked in {dateTime(checkin.completedAt)}</p>}
      {canAnswer && (
        <Button
          disabled={markSafe.isPending}
          onClick={() =>
            markSafe.mutate(checkin.id, {
              onSuccess: () => toast({ title: "Checked in: you're safe", variant: 'success' }),
              onError: (error) =>
                toast({
                  title: 'Failed to check in. Please try again.',
                  description: messageOf(error),
                  variant: 'destructive',
                }),
            })
          }
        >
          {markSafe.isPending ? <Spinner /> : <CheckCircle2 aria-hidden className="size-4" />}I&apos;m safe
        </Button>
      )}
    </li>
  );
}

export function CheckinsTab({ userId }: { userId: number }) {
  const checkins = useCheckins(userId, { follow: true });
  return (
    <Card>
      <CardContent className="space-y-3 pt-6">
        <h2 className="text-lg font-bold text-ink">Safety check-ins</h2>
        <p className="text-sm text-ink-muted">
          Each meet gets one check-in, due when it ends. Answer with I&apos;m safe.
        </p>
        {checkins.isPending ? (
          <Spinner className="size-6" />
        ) : checkins.isError ? (
          <p role="alert" className="text-sm text-danger-strong">
            Could not load your check-ins. {messageOf(checkins.error)}
          </p>
        ) : checkins.data.length === 0 ? (
          <p className="text-sm text-ink-muted">No check-ins yet. Organize a meet to schedule one.</p>
        ) : (
          <ul className="space-y-3">
            {checkins.data.map((c) => (
              <CheckinRow key={c.id} checkin={c} userId={userId} />
            ))}
          </ul>
        )}
      </CardContent>
    </Card>
  );
}
