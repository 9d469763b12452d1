import type { NotificationStatus } from '#contracts';

const STATUS_TEXT = { pending: 'sending...', sent: 'sent', failed: 'could not be sent' } as const;
const CHANNEL = { sms: 'SMS', email: 'E-mail' } as const;

/** Who was told and whether it went out (the member's view of an alert's notifications). */
export function NotifiedList({ notified }: { notified: NotificationStatus[] }) {
  return (
    <ul className="mt-1 space-y-0.5" aria-label="Notified contacts">
      {notified.map((n, i) => (
        <li key={i} className={n.status === 'failed' ? 'font-semibold text-danger-strong' : undefined}>
          {n.contactName}: {CHANNEL[n.channel]} {STATUS_TEXT[n.status]}
          {n.reason ? ` (${n.reason})` : ''}
        </li>
      ))}
    </ul>
  );
}
