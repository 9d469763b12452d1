import { useState } from 'react';
import { UserX } from 'lucide-react';
import type { BlockedMember } from '#contracts';
import { Button } from '#ui/button';
import { LoadError } from '#ui/load-error';
import { toast } from '#ui/use-toast';
import { useBlockedMembers, useUnblock } from '#features/profiles';
import { SettingsCard } from './settings-card';
import { clsx } from 'clsx';

const blockedOn = (iso: string) =>
  new Date(iso).toLocaleDateString(undefined, { day: 'numeric', month: 'short', year: 'numeric' });

function BlockedRow({ member }: { member: BlockedMember }) {
  const unblock = useUnblock();
  const [broken, setBroken] = useState(false);
  const onUnblock = async () => {
    try {
      await unblock.mutateAsync(member.userId);
      toast({
        title: `${member.displayName} unblocked`,
        description: 'You can see each other again. They were not told.',
        variant: 'success',
      });
    } catch (error) {
      toast({
        title: 'Could not unblock',
        description: error instanceof Error && error.message ? error.message : 'Please try again',
        variant: 'destructive',
      });
    }
  };
  return (
    <li className="flex items-center gap-3 py-3">
      {member.profilePictureUrl && !broken ? (
        <img
          src={member.profilePictureUrl}
          alt=""
          onError={() => setBroken(true)}
          className="size-11 shrink-0 rounded-full object-cover"
        />
      ) : (
        <span
          aria-hidden
          className={clsx(
            'inline-flex size-11 shrink-0 items-center justify-center rounded-full',
            'bg-brand-gradient font-bold text-white',
          )}
        >
          {member.displayName.charAt(0).toUpperCase()}
        </span>
      )}
      <span className="min-w-0 flex-1">
        <span className="block truncate font-semibold text-ink">{member.displayName}</span>
        <span className="block text-sm text-ink-muted">Blocked {blockedOn(member.blockedAt)}</span>
      </span>
      <Button
        variant="secondary"
        onClick={onUnblock}
        disabled={unblock.isPending}
        aria-label={`Unblock ${member.displayName}`}
      >
        {unblock.isPending ? 'Unblocking...' : 'Unblock'}
      </Button>
    </li>
  );
}

/** Settings → Blocked: everyone I blocked, each with Unblock (issue 14 §4, decision 18). */
export function BlockedMembersSection() {
  const blocked = useBlockedMembers();
  return (
    <SettingsCard
      title="Blocked members"
      description="People you block cannot see you and you cannot see them, anywhere in the app."
    >
      {blocked.isPending ? (
        <div role="status" aria-live="polite" className="space-y-2">
          <span className="sr-only">Loading blocked members...</span>
          {[0, 1].map((i) => (
            <div key={i} className="h-14 animate-pulse rounded-xl bg-violet-50" />
          ))}
        </div>
      ) : blocked.isError ? (
        <LoadError
          title="Could not load your blocked members"
          error={blocked.error}
          onRetry={() => blocked.refetch()}
        />
      ) : blocked.data.length === 0 ? (
        <p className="flex items-center gap-2 text-ink-muted">
          <UserX aria-hidden className="size-5" />
          You have not blocked anyone.
        </p>
      ) : (
        <ul aria-label="Blocked members" className="divide-y divide-line">
          {blocked.data.map((member) => (
            <BlockedRow key={member.userId} member={member} />
          ))}
        </ul>
      )}
    </SettingsCard>
  );
}
