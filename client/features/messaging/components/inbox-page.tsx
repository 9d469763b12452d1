import { useEffect, useId, useState } from 'react';
import { Link, Navigate, useSearchParams } from 'react-router';
import clsx from 'clsx';
import { MessageCircle, Search, TriangleAlert } from 'lucide-react';
import { PageShell } from '#layout/page-shell';
import { Button } from '#ui/button';
import { LoadError } from '#ui/load-error';
import { inputClassName } from '#ui/input';
import { useAuth } from '#features/auth';
import { useConversations, type Conversation, type ConversationFilter } from '../api/conversations';
import { useMessagingSocket, watchPresence } from '../hooks/use-messaging-socket';
import { formatRelativeTime } from './message-format';
import { MemberAvatar } from './member-avatar';

/** Spec 02 Inbox: the chips all, date (Dating), hookup, chat. */
export const INBOX_FILTERS: { value: ConversationFilter; label: string }[] = [
  { value: 'all', label: 'All' },
  { value: 'date', label: 'Dating' },
  { value: 'hookup', label: 'Hookup' },
  { value: 'chat', label: 'Chat' },
];

const SEARCH_DEBOUNCE_MS = 250;
/** Relative times ("5m ago") move on while the inbox stays open. */
const CLOCK_TICK_MS = 30_000;

function useDebounced<T>(value: T, delay: number): T {
  const [debounced, setDebounced] = useState(value);
  useEffect(() => {
    const timer = setTimeout(() => setDebounced(value), delay);
    return () => clearTimeout(timer);
  }, [value, delay]);
  return debounced;
}

function useNow(interval: number): Date {
  const [now, setNow] = useState(() => new Date());
  useEffect(() => {
    const timer = setInterval(() => setNow(new Date()), interval);
    return () => clearInterval(timer);
  }, [interval]);
  return now;
}

function previewText(last: NonNullable<Conversation['lastMessage']>): string {
  if (last.contentWithheld) return last.messageType === 'photo' ? 'Disappearing photo' : 'Disappearing message';
  return (
    last.content ||
    { text: 'Message', voice: 'Voice message', photo: 'Photo shared', location: 'Location shared' }[last.messageType]
  );
}

/**
 * The row's last message. Flagged content the member asked to have blurred is blurred here as in
 * the chat (the server sends the same flags), and a warning is named in words, not only by colour.
 */
function LastMessagePreview({ conversation, myId }: { conversation: Conversation; myId: number }) {
  const last = conversation.lastMessage;
  if (!last) return <>No messages yet</>;
  const prefix = last.senderId === myId ? 'You: ' : '';
  const text = previewText(last);
  if (!last.blurred && !last.nsfwWarning) return <>{`${prefix}${text}`}</>;
  return (
    <span className="inline-flex max-w-full items-center gap-1">
      <TriangleAlert aria-hidden className="size-3.5 shrink-0 text-danger-strong" />
      <span className="shrink-0 font-semibold text-danger-strong">Flagged</span>
      {last.blurred ? (
        <>
          <span className="sr-only">: content hidden, open the chat to see it</span>
          <span aria-hidden data-testid="blurred-preview" className="min-w-0 select-none truncate blur-sm">
            {text}
          </span>
        </>
      ) : (
        <span className="min-w-0 truncate">: {text}</span>
      )}
    </span>
  );
}

function ConversationRow({ conversation, myId, now }: { conversation: Conversation; myId: number; now: Date }) {
  const { otherUser, unreadCount } = conversation;
  const time = formatRelativeTime(conversation.lastMessage?.createdAt ?? conversation.lastActivity, now);
  return (
    <li>
      <Link
        to={`/chat/${otherUser.id}`}
        className={clsx(
          'flex min-h-16 items-center gap-3 rounded-card px-3 py-3 transition',
          'hover:bg-violet-50 focus-visible:bg-violet-50',
        )}
        data-testid="conversation-row"
      >
        <MemberAvatar
          name={otherUser.displayName}
          pictureUrl={otherUser.profilePictureUrl}
          online={otherUser.isOnline}
        />
        <div className="min-w-0 flex-1">
          <div className="flex items-baseline gap-2">
            <p className={clsx('min-w-0 flex-1 truncate text-ink', unreadCount > 0 ? 'font-bold' : 'font-semibold')}>
              {otherUser.displayName}
            </p>
            <time dateTime={conversation.lastActivity} className="shrink-0 text-xs text-ink-muted">
              {time}
            </time>
          </div>
          <div className="flex items-center gap-2">
            <p
              className={clsx(
                'min-w-0 flex-1 truncate text-sm',
                unreadCount > 0 ? 'font-medium text-ink' : 'text-ink-muted',
              )}
            >
              <LastMessagePreview conversation={conversation} myId={myId} />
            </p>
            {unreadCount > 0 && (
              <span
                className={clsx(
                  'inline-flex min-w-6 shrink-0 items-center justify-center rounded-full',
                  'bg-brand-pink-strong px-1.5 text-xs font-bold leading-6 text-white',
                )}
              >
                {unreadCount > 99 ? '99+' : unreadCount}
                <span className="sr-only"> unread</span>
              </span>
            )}
          </div>
        </div>
      </Link>
    </li>
  );
}

function InboxSkeleton() {
  return (
    <ul role="status" aria-label="Loading conversations" className="space-y-1">
      {Array.from({ length: 6 }, (_, i) => (
        <li key={i} className="flex items-center gap-3 px-3 py-3">
          <span className="size-12 animate-pulse rounded-full bg-violet-100" />
          <span className="flex-1 space-y-2">
            <span className="block h-4 w-1/3 animate-pulse rounded bg-violet-100" />
            <span className="block h-3 w-2/3 animate-pulse rounded bg-violet-50" />
          </span>
        </li>
      ))}
    </ul>
  );
}

/** /inbox (spec 02 "Inbox", title Messages). /inbox?chat={id} opens that conversation. */
export function InboxPage() {
  const [searchParams] = useSearchParams();
  const chat = searchParams.get('chat');
  const { user } = useAuth();
  const [search, setSearch] = useState('');
  const [filter, setFilter] = useState<ConversationFilter>('all');
  const q = useDebounced(search.trim(), SEARCH_DEBOUNCE_MS);
  const socketStatus = useMessagingSocket(chat ? null : (user?.id ?? null));
  const conversations = useConversations(q, filter, { socketOpen: socketStatus === 'open' });
  const now = useNow(CLOCK_TICK_MS);
  const searchId = useId();

  const otherIds = conversations.data?.map((c) => c.otherUser.id).join(',') ?? '';
  useEffect(() => {
    watchPresence(otherIds ? otherIds.split(',').map(Number) : []);
  }, [otherIds]);

  if (chat) return <Navigate to={`/chat/${encodeURIComponent(chat)}`} replace />;

  const rows = conversations.data ?? [];
  const filtered = q !== '' || filter !== 'all';

  return (
    <PageShell title="Messages" backTo="/">
      <div className="mx-auto max-w-3xl space-y-4">
        <div className="relative">
          <label htmlFor={searchId} className="sr-only">
            Search conversations
          </label>
          <Search
            aria-hidden
            className="pointer-events-none absolute left-3.5 top-1/2 size-4 -translate-y-1/2 text-ink-muted"
          />
          <input
            id={searchId}
            type="search"
            value={search}
            onChange={(event) => setSearch(event.target.value)}
            placeholder="Search conversations..."
            maxLength={100}
            className={clsx(inputClassName, 'pl-10')}
          />
        </div>

        <div role="group" aria-label="Filter conversations" className="flex flex-wrap gap-2">
          {INBOX_FILTERS.map(({ value, label }) => (
            <button
              key={value}
              type="button"
              aria-pressed={filter === value}
              onClick={() => setFilter(value)}
              className={clsx(
                'min-h-11 rounded-full border px-4 text-sm font-semibold transition',
                filter === value
                  ? 'border-transparent bg-brand-gradient text-white'
                  : 'border-line bg-surface text-ink hover:bg-violet-50',
              )}
            >
              {label}
            </button>
          ))}
        </div>

        {conversations.isPending ? (
          <InboxSkeleton />
        ) : conversations.isError ? (
          <LoadError
            title="Could not load conversations"
            error={conversations.error}
            onRetry={() => void conversations.refetch()}
          />
        ) : (
          <>
            <p className="text-sm text-ink-muted" aria-live="polite" data-testid="conversation-count">
              {rows.length} {rows.length === 1 ? 'conversation' : 'conversations'}
            </p>
            {rows.length === 0 ? (
              <div
                className={clsx(
                  'flex flex-col items-center gap-2 rounded-card border border-dashed',
                  'border-line bg-surface p-8 text-center',
                )}
              >
                <MessageCircle aria-hidden className="size-10 text-brand-violet-strong" />
                <p className="font-semibold text-ink">{filtered ? 'No conversations found' : 'No conversations yet'}</p>
                <p className="text-sm text-ink-muted">
                  {filtered ? 'Try another search or filter.' : 'Find someone in Discover and send them a message.'}
                </p>
                {!filtered && (
                  <Button asChild className="mt-2">
                    <Link to="/">Go to Discover</Link>
                  </Button>
                )}
              </div>
            ) : (
              <ul
                aria-label="Conversations"
                className="divide-y divide-line rounded-card border border-line bg-surface shadow-card"
              >
                {rows.map((conversation) => (
                  <ConversationRow key={conversation.id} conversation={conversation} myId={user?.id ?? 0} now={now} />
                ))}
              </ul>
            )}
          </>
        )}
      </div>
    </PageShell>
  );
}
