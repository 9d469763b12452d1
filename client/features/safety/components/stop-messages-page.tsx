import { useParams } from 'react-router';
import { BellOff } from 'lucide-react';
import type { StopScope } from '#contracts';
import { PageShell } from '#layout/page-shell';
import { Button } from '#ui/button';
import { Card, CardContent } from '#ui/card';
import { useStopInfo, useStopMessages } from '../api/stop';

const DONE: Record<StopScope, string> = {
  member: 'You will get no more Bestie Shield messages from this member.',
  all: 'You will get no more Bestie Shield messages from anyone on Vibeline.',
};

/**
 * /stop/{token}: the link in every message to an emergency contact (ADR 216). Opening it changes nothing
 * (mail scanners open links); the contact chooses with a button.
 */
export function StopMessagesPage() {
  const { token = '' } = useParams();
  const info = useStopInfo(token);
  const stop = useStopMessages(token);
  return (
    <PageShell title="Bestie Shield messages">
      <div className="mx-auto max-w-xl">
        <Card>
          <CardContent className="space-y-4 pt-6">
            {info.isPending ? (
              <p role="status" className="text-ink-muted">
                Loading...
              </p>
            ) : info.isError ? (
              <p role="alert" className="font-semibold text-ink">
                This link is not valid.
              </p>
            ) : stop.isSuccess ? (
              <p role="status" className="flex items-center gap-2 font-semibold text-ink">
                <BellOff aria-hidden className="size-5 shrink-0" />
                {DONE[stop.data.scope]}
              </p>
            ) : (
              <>
                <p className="text-ink">
                  <span className="font-bold">{info.data.displayName}</span> added you as an emergency contact on
                  Vibeline&apos;s Bestie Shield, so you get a message if they send an alert.
                </p>
                <p className="text-sm text-ink-muted">
                  If you know them, consider keeping these messages: they only come when they may need help.
                </p>
                {stop.isError && (
                  <p role="alert" className="text-sm font-medium text-danger-strong">
                    Could not save your choice. Please try again.
                  </p>
                )}
                <div className="grid gap-3">
                  <Button variant="secondary" disabled={stop.isPending} onClick={() => stop.mutate('member')}>
                    Stop messages from {info.data.displayName}
                  </Button>
                  <Button variant="danger" disabled={stop.isPending} onClick={() => stop.mutate('all')}>
                    Stop all Bestie Shield messages
                  </Button>
                </div>
              </>
            )}
          </CardContent>
        </Card>
      </div>
    </PageShell>
  );
}
