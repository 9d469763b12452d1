import { CheckCircle2, Clock, ShieldAlert, TriangleAlert } from 'lucide-react';
import clsx from 'clsx';
import type { MessageModerationStatus } from '#contracts/messaging';

const BADGES: Record<MessageModerationStatus, { label: string; icon: typeof Clock; className: string }> = {
  approved: { label: 'Approved', icon: CheckCircle2, className: 'text-safe-strong' },
  pending: { label: 'Pending review', icon: Clock, className: 'text-pending-strong' },
  flagged: { label: 'Flagged', icon: TriangleAlert, className: 'text-danger-strong' },
  rejected: { label: 'Removed by moderation', icon: ShieldAlert, className: 'text-danger-strong' },
};

/** Every message carries its Guardian status (spec 02 §4): an icon shape plus a name, never colour alone. */
export function ModerationBadge({ status, onDark = false }: { status: MessageModerationStatus; onDark?: boolean }) {
  const { label, icon: Icon, className } = BADGES[status];
  return (
    <span
      role="img"
      aria-label={`Moderation: ${label}`}
      title={label}
      data-status={status}
      className={clsx('inline-flex items-center', onDark ? 'rounded-full bg-white p-px' : undefined, className)}
    >
      <Icon aria-hidden className="size-3.5" />
    </span>
  );
}
