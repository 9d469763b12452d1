import { useState, type FormEvent, type ReactNode } from 'react';
import { Search } from 'lucide-react';
import { Button } from '#ui/button';
import { Input } from '#ui/input';
import { LoadError } from '#ui/load-error';
import { Spinner } from '#ui/spinner';
import { trustTone, useUserSearch, type SearchRow } from '../api/users';
import { MemberDetailDialog } from './member-detail';
import { Badge, EmptyState, Section } from './staff-ui';

/** Search by e-mail, name or id; the button stays disabled while the box is empty. */
export function UserSearch({
  label,
  renderActions,
}: {
  label: string;
  renderActions?: (user: SearchRow) => ReactNode;
}) {
  const [text, setText] = useState('');
  const [query, setQuery] = useState('');
  const results = useUserSearch(query);
  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    if (text.trim()) setQuery(text.trim());
  };
  return (
    <div className="space-y-4">
      <form role="search" onSubmit={onSubmit} className="flex gap-2">
        <label className="sr-only" htmlFor={`${label}-q`}>
          {label}
        </label>
        <Input
          id={`${label}-q`}
          type="search"
          value={text}
          onChange={(e) => setText(e.target.value)}
          placeholder="E-mail, name or id"
        />
        <Button type="submit" disabled={!text.trim()}>
          <Search aria-hidden className="size-4" /> Search
        </Button>
      </form>
      {results.isFetching && (
        <p className="flex items-center gap-2 text-sm text-ink-muted">
          <Spinner /> Searching...
        </p>
      )}
      {results.isError && (
        <LoadError title="Search failed" error={results.error} onRetry={() => void results.refetch()} />
      )}
      {results.data &&
        (results.data.length === 0 ? (
          <EmptyState>No member matches "{query}".</EmptyState>
        ) : (
          <ul className="divide-y divide-line rounded-xl border border-line" aria-label="Search results">
            {results.data.map((user) => (
              <li key={user.id} className="flex flex-wrap items-center gap-3 p-3">
                <div className="min-w-0 flex-1">
                  <p className="font-semibold text-ink">{user.displayName}</p>
                  <p className="truncate text-sm text-ink-muted">
                    {user.email} · #{user.id}
                  </p>
                </div>
                {user.suspendedUntil && <Badge tone="poor">Suspended</Badge>}
                {user.role && user.role !== 'member' && <Badge>{user.role}</Badge>}
                <Badge tone={trustTone(user.trustScore)} className="text-sm">
                  Trust {user.trustScore}
                </Badge>
                {renderActions?.(user)}
              </li>
            ))}
          </ul>
        ))}
    </div>
  );
}

export function UsersTab() {
  const [openId, setOpenId] = useState<number | null>(null);
  return (
    <Section title="Users" description="Trust: 70 or more is good, 40 to 69 needs watching, below 40 is poor.">
      <UserSearch
        label="Search members"
        renderActions={(user) => (
          <Button variant="secondary" onClick={() => setOpenId(user.id)} aria-label={`Open ${user.displayName}`}>
            Open
          </Button>
        )}
      />
      <MemberDetailDialog userId={openId} onClose={() => setOpenId(null)} />
    </Section>
  );
}
