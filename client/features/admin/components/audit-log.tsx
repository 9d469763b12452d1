import { useId, useState } from 'react';
import { AUDIT_ACTIONS, type AuditAction } from '#contracts';
import { Button } from '#ui/button';
import { LoadError } from '#ui/load-error';
import { Spinner } from '#ui/spinner';
import { useAuditLog } from '../api/audit-log';
import { EmptyState, Section } from './staff-ui';

/** Every staff action: who, what, when, on whom, with their notes (admins only). */
export function AuditLog() {
  const [action, setAction] = useState<AuditAction | ''>('');
  const log = useAuditLog(action);
  const selectId = useId();
  const entries = log.data?.pages.flat() ?? [];
  return (
    <Section title="Audit log" description="Every staff action, newest first.">
      <div className="space-y-1.5">
        <label htmlFor={selectId} className="block text-sm font-medium text-ink">
          Action
        </label>
        <select
          id={selectId}
          value={action}
          onChange={(e) => setAction(e.target.value as AuditAction | '')}
          className="block min-h-11 w-full rounded-xl border border-line bg-surface px-3.5 text-base text-ink sm:w-72"
        >
          <option value="">All actions</option>
          {AUDIT_ACTIONS.map((a) => (
            <option key={a} value={a}>
              {a}
            </option>
          ))}
        </select>
      </div>
      {log.isPending && (
        <p className="flex items-center gap-2 text-sm text-ink-muted">
          <Spinner /> Loading...
        </p>
      )}
      {log.isError && (
        <LoadError title="Could not load the audit log" error={log.error} onRetry={() => void log.refetch()} />
      )}
      {log.data &&
        (entries.length === 0 ? (
          <EmptyState>No staff actions recorded.</EmptyState>
        ) : (
          <ol className="divide-y divide-line rounded-xl border border-line" aria-label="Audit entries">
            {entries.map((entry) => (
              <li key={entry.id} className="space-y-0.5 p-3 text-sm">
                <p className="flex flex-wrap items-baseline gap-x-2">
                  <strong className="text-ink">{entry.actor?.displayName ?? 'Deleted staff member'}</strong>
                  <span className="font-mono text-xs text-brand-violet-strong">{entry.action}</span>
                  <span className="text-ink-muted">
                    {entry.targetType} {entry.targetId}
                  </span>
                  {entry.targetUser && (
                    <span className="text-ink">
                      → {entry.targetUser.displayName} (#{entry.targetUser.id})
                    </span>
                  )}
                </p>
                {entry.notes && <p className="whitespace-pre-wrap text-ink">{entry.notes}</p>}
                {entry.details && (
                  <p className="break-words font-mono text-xs text-ink-muted">{JSON.stringify(entry.details)}</p>
                )}
                <time className="text-xs text-ink-muted" dateTime={entry.createdAt}>
                  {new Date(entry.createdAt).toLocaleString()}
                </time>
              </li>
            ))}
          </ol>
        ))}
      {log.hasNextPage && (
        <Button variant="secondary" disabled={log.isFetchingNextPage} onClick={() => void log.fetchNextPage()}>
          {log.isFetchingNextPage ? 'Loading...' : 'Load older entries'}
        </Button>
      )}
    </Section>
  );
}
