import { useEffect, useRef, useState } from 'react';
import { Link, useLocation, useParams } from 'react-router';
import { MessageCircleHeart, Timer, User } from 'lucide-react';
import { MESSAGE_HIDDEN_TOAST, WS_TYPING_TTL_MS, type Message } from '#contracts/messaging';
import { VIBE_TYPES, computeCompatibility, type VibeType } from '#contracts';
import { PageShell } from '#layout/page-shell';
import { ChatMenu } from './chat-menu';
import { Button } from '#ui/button';
import { LoadError } from '#ui/load-error';
import { Spinner } from '#ui/spinner';
import { toast } from '#ui/use-toast';
import { ApiError } from '#lib/api-client';
import { useAuth } from '#features/auth';
import { TapButton } from '#features/taps';
import { useChatPartner } from '../api/chat-partner';
import { useHideMessage, useMarkRead, useRevealMessage } from '../api/message-actions';
import { flattenMessages, useMessages } from '../api/messages';
import { useMessagingSocket, usePresence, useTypingAt, watchPresence } from '../hooks/use-messaging-socket';
import { useStickToBottom } from '../hooks/use-stick-to-bottom';
import { ChatComposer } from './chat-composer';
import { ChatNotFound } from './chat-not-found';
import { MemberAvatar } from './member-avatar';
import { MessageActionsDialog } from './message-actions-dialog';
import { MessageBubble } from './message-bubble';
import { ReportMessageDialog } from './report-message-dialog';
import { clsx } from 'clsx';

const [HIDDEN_TITLE, HIDDEN_DESCRIPTION] = MESSAGE_HIDDEN_TOAST.split(' - ');

function parseUserId(raw: string | undefined): number | null {
  const n = Number(raw);
  return Number.isInteger(n) && n > 0 && n <= 2_147_483_647 ? n : null;
}

const isNotFound = (error: unknown) => error instanceof ApiError && (error.status === 404 || error.status === 400);

function MessagesSkeleton() {
  return (
    <div role="status" aria-label="Loading messages" className="space-y-3">
      {[60, 40, 72, 52, 35].map((width, i) => (
        <div key={i} className={i % 2 ? 'flex justify-end' : 'flex'}>
          <div className="h-12 animate-pulse rounded-2xl bg-violet-100" style={{ width: `${width}%` }} />
        </div>
      ))}
    </div>
  );
}

/** Whether the other member is typing: true for a few seconds after their last typing event. */
function useIsTyping(userId: number) {
  const typingAt = useTypingAt(userId);
  const [, rerender] = useState(0);
  const remaining = typingAt + WS_TYPING_TTL_MS - Date.now();
  useEffect(() => {
    if (remaining <= 0) return undefined;
    const timer = setTimeout(() => rerender((n) => n + 1), remaining);
    return () => clearTimeout(timer);
  }, [remaining]);
  return remaining > 0;
}

/** /chat/{userId} (spec 02 "Chat"): the conversation with one member, live over the socket. */
export function ChatPage() {
  const params = useParams();
  const location = useLocation();
  const { user } = useAuth();
  const myId = user?.id ?? 0;
  const parsed = parseUserId(params.userId);
  const otherUserId = parsed !== null && parsed !== myId ? parsed : null;

  const socketStatus = useMessagingSocket(user?.id ?? null);
  const partner = useChatPartner(otherUserId);
  const self = useChatPartner(otherUserId === null ? null : myId || null);
  const messages = useMessages(otherUserId ?? 0, {
    enabled: otherUserId !== null,
    socketOpen: socketStatus === 'open',
  });
  const liveOnline = usePresence(otherUserId ?? 0);
  const typing = useIsTyping(otherUserId ?? 0);
  const hide = useHideMessage(otherUserId ?? 0);
  const reveal = useRevealMessage(myId);
  const markRead = useMarkRead();
  const [reporting, setReporting] = useState<number | null>(null);
  const [actionsFor, setActionsFor] = useState<Message | null>(null);

  const list = flattenMessages(messages.data);
  const newest = list.at(-1);
  const newestUnread = list.findLast((m) => m.senderId === otherUserId && !m.readAt)?.id ?? null;
  const markedUpTo = useRef(0);

  useEffect(() => {
    if (otherUserId !== null) watchPresence([otherUserId]);
    return () => watchPresence([]);
  }, [otherUserId, socketStatus]);

  useEffect(() => {
    markedUpTo.current = 0;
  }, [otherUserId]);

  // Read state is sent while the chat is open and the tab is in view, once per newer unread message.
  const { mutate: sendRead } = markRead;
  useEffect(() => {
    if (otherUserId === null || newestUnread === null) return undefined;
    const markIfVisible = () => {
      if (document.visibilityState === 'hidden' || newestUnread <= markedUpTo.current) return;
      markedUpTo.current = newestUnread;
      sendRead(otherUserId);
    };
    markIfVisible();
    document.addEventListener('visibilitychange', markIfVisible);
    return () => document.removeEventListener('visibilitychange', markIfVisible);
  }, [otherUserId, newestUnread, sendRead]);

  const newestMark = newest ? { id: newest.id, mine: newest.senderId === myId } : undefined;
  const follow = useStickToBottom(otherUserId, newestMark);

  if (!user) return null;
  if (otherUserId === null || isNotFound(partner.error) || isNotFound(messages.error)) return <ChatNotFound />;

  const name = partner.data?.displayName ?? 'Chat';
  const online = liveOnline ?? partner.data?.isOnline ?? false;
  // The discovery card's compatibility (spec §9), from both members' vibes and interests.
  const compatibility =
    partner.data && self.data
      ? computeCompatibility(
          { vibes: self.data.vibes, interests: self.data.interests },
          { vibes: partner.data.vibes, interests: partner.data.interests },
        )
      : null;
  const requestedVibe = (location.state as { vibeType?: string } | null)?.vibeType;
  const vibeType = VIBE_TYPES.includes(requestedVibe as VibeType) ? (requestedVibe as VibeType) : undefined;

  const onHide = (message: Message) => {
    hide.mutate(message.id, {
      onSuccess: () => toast({ title: HIDDEN_TITLE, description: HIDDEN_DESCRIPTION }),
      onError: (error) =>
        toast({
          title: 'Could not hide message',
          description: error.message || 'Please try again',
          variant: 'destructive',
        }),
    });
  };

  const onReveal = (message: Message) => {
    reveal.mutate(message.id, {
      onSuccess: () => toast({ title: message.messageType === 'photo' ? 'Photo revealed' : 'Message revealed' }),
      onError: (error) =>
        toast({
          title: 'Could not reveal message',
          description: error.message || 'Please try again',
          variant: 'destructive',
        }),
    });
  };

  return (
    <PageShell
      title={name}
      backTo="/inbox"
      actions={
        <div className="flex items-center gap-2">
          <Button asChild variant="secondary">
            <Link to={`/user/${otherUserId}`}>
              <User aria-hidden className="size-4" />
              <span className="sr-only sm:not-sr-only">View Profile</span>
            </Link>
          </Button>
          <ChatMenu otherUserId={otherUserId} name={name} />
        </div>
      }
    >
      {/* Fills the screen below the header, so the composer rests at the bottom even in a short chat. */}
      <div className="mx-auto flex min-h-[calc(100dvh-85px)] sm:min-h-[calc(100dvh-109px)] max-w-3xl flex-col">
        <div className="mb-4 flex items-center gap-3">
          {partner.data ? (
            <MemberAvatar name={name} pictureUrl={partner.data.profilePictureUrl} online={online} />
          ) : (
            <span className="size-12 shrink-0 animate-pulse rounded-full bg-violet-100" />
          )}
          <div className="min-w-0 flex-1">
            <p className="truncate font-semibold text-ink">{partner.data?.displayName ?? ' '}</p>
            <p className="text-sm text-ink-muted" aria-live="polite">
              {typing ? 'typing...' : online ? 'Online' : 'Offline'}
            </p>
            {compatibility && (
              <p className="text-sm text-ink" data-testid="chat-compatibility">
                <span aria-hidden>{compatibility.hearts} </span>
                <span className="font-semibold">{compatibility.score}% compatible</span>
                <span className="text-ink-muted"> · {compatibility.summary}</span>
              </p>
            )}
          </div>
          {partner.data && <TapButton senderId={myId} receiver={partner.data} className="shrink-0" />}
        </div>
        {socketStatus === 'closed' && (
          <p className="-mt-2 mb-3 flex items-center gap-1 text-xs text-ink-muted" role="status">
            <Timer aria-hidden className="size-3.5" />
            Reconnecting, refreshing every 5 s
          </p>
        )}

        {messages.isPending ? (
          <MessagesSkeleton />
        ) : messages.isError ? (
          <LoadError title="Could not load messages" error={messages.error} onRetry={() => void messages.refetch()} />
        ) : (
          <>
            {messages.hasNextPage && (
              <Button
                variant="ghost"
                className="mx-auto mb-2"
                onClick={() => {
                  follow.release();
                  void messages.fetchNextPage();
                }}
                disabled={messages.isFetchingNextPage}
              >
                {messages.isFetchingNextPage && <Spinner />}
                Load earlier messages
              </Button>
            )}
            {list.length === 0 ? (
              <div
                className={clsx(
                  'flex flex-col items-center gap-2 rounded-card border border-dashed',
                  'border-line p-8 text-center',
                )}
              >
                <MessageCircleHeart aria-hidden className="size-10 text-brand-violet-strong" />
                <p className="font-semibold text-ink">No messages yet</p>
                <p className="text-sm text-ink-muted">
                  Say hello to {name}. Guardian checks every message to keep chats safe.
                </p>
              </div>
            ) : (
              <ol ref={follow.contentRef} aria-label={`Conversation with ${name}`} className="space-y-2">
                {list.map((message) => (
                  <MessageBubble
                    key={message.id}
                    message={message}
                    mine={message.senderId === myId}
                    onOpenActions={setActionsFor}
                    onReveal={onReveal}
                    revealing={reveal.isPending && reveal.variables === message.id}
                  />
                ))}
              </ol>
            )}
          </>
        )}
        <div className="h-2 flex-1" />

        <div
          className={clsx(
            'sticky bottom-0 -mx-4 -mb-6 mt-2 border-t border-line bg-surface/95 px-3',
            'pb-[max(0.75rem,env(safe-area-inset-bottom))] pt-2 shadow-card',
            'backdrop-blur sm:mx-0 sm:mb-0 sm:rounded-card sm:border',
          )}
        >
          <ChatComposer myId={myId} otherUserId={otherUserId} vibeType={vibeType} />
        </div>
      </div>

      <MessageActionsDialog
        message={actionsFor}
        myId={myId}
        otherName={name}
        onClose={() => setActionsFor(null)}
        onHide={onHide}
        onReport={(m) => setReporting(m.id)}
      />
      <ReportMessageDialog messageId={reporting} otherUserId={otherUserId} onClose={() => setReporting(null)} />
    </PageShell>
  );
}
