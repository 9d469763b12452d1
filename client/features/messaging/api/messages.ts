import { useInfiniteQuery, type InfiniteData, type QueryClient } from '@tanstack/react-query';
import { CHAT_REFETCH_MS, MESSAGES_PAGE_DEFAULT, messageList, type Message } from '#contracts/messaging';
import { api } from '#lib/api-client';

export type { Message };
/** Pages newest first; each page holds its messages oldest first (as the API answers). */
export type MessagePages = InfiniteData<Message[], unknown>;

export const messagesKey = (otherUserId: number) => ['/api/messages', otherUserId] as const;

/** GET /api/messages?otherUserId=&before=&limit=: one page of the conversation, oldest first. */
export async function getMessages(otherUserId: number, before?: number): Promise<Message[]> {
  const params = new URLSearchParams({ otherUserId: String(otherUserId), limit: String(MESSAGES_PAGE_DEFAULT) });
  if (before) params.set('before', String(before));
  return messageList.parse(await api.get(`/api/messages?${params.toString()}`));
}

/**
 * The conversation with one member. While the real-time socket is down the list refreshes every
 * 5 seconds (spec 02 §9, decision 19); while it is up, socket events keep the cache current.
 */
/**
 * How often a messaging screen re-reads the server: never while the socket is open (it pushes),
 * every CHAT_REFETCH_MS while it is not (connecting, dropped, refused with 1013: ADR 111).
 */
export const pollWhileSocketDown = (socketOpen: boolean): number | false => (socketOpen ? false : CHAT_REFETCH_MS);

export function useMessages(otherUserId: number, { enabled, socketOpen }: { enabled: boolean; socketOpen: boolean }) {
  return useInfiniteQuery({
    queryKey: messagesKey(otherUserId),
    queryFn: ({ pageParam }) => getMessages(otherUserId, pageParam),
    initialPageParam: undefined as number | undefined,
    getNextPageParam: (lastPage) => (lastPage.length < MESSAGES_PAGE_DEFAULT ? undefined : lastPage[0]?.id),
    enabled,
    refetchInterval: pollWhileSocketDown(socketOpen),
  });
}

/** Oldest first, across every loaded page. */
export function flattenMessages(data: MessagePages | undefined): Message[] {
  if (!data) return [];
  return data.pages.slice().reverse().flat();
}

/**
 * A copy of a message can arrive late (the send's HTTP answer after the socket already told us it
 * was read): states that only ever move forward are never taken back.
 */
function mergeMessage(current: Message, next: Message): Message {
  return {
    ...next,
    readAt: next.readAt ?? current.readAt,
    isRevealed: next.isRevealed || current.isRevealed,
    revealedAt: next.revealedAt ?? current.revealedAt,
    reportedByMe: next.reportedByMe || current.reportedByMe,
  };
}

/**
 * Inserts or replaces a message (matched by id, or by clientId for the sender's own echo).
 * A new message joins the newest page, kept in id order.
 */
export function upsertMessage(data: MessagePages | undefined, next: Message): MessagePages | undefined {
  if (!data) return data;
  let found = false;
  const pages = data.pages.map((page) =>
    page.map((m) => {
      if (m.id === next.id || (m.clientId === next.clientId && m.senderId === next.senderId)) {
        found = true;
        return mergeMessage(m, next);
      }
      return m;
    }),
  );
  if (!found) {
    const [newest = [], ...older] = pages;
    pages.splice(
      0,
      pages.length,
      [...newest, next].sort((a, b) => a.id - b.id),
      ...older,
    );
  }
  return { ...data, pages };
}

export function updateMessages(
  data: MessagePages | undefined,
  change: (m: Message) => Message | null,
): MessagePages | undefined {
  if (!data) return data;
  return {
    ...data,
    pages: data.pages.map((page) =>
      page.flatMap((m) => {
        const next = change(m);
        return next ? [next] : [];
      }),
    ),
  };
}

/** The member on the other side of a message, seen from `myId`. */
export const otherParty = (m: Pick<Message, 'senderId' | 'receiverId'>, myId: number) =>
  m.senderId === myId ? m.receiverId : m.senderId;

export function cacheMessage(queryClient: QueryClient, myId: number, next: Message) {
  queryClient.setQueryData<MessagePages>(messagesKey(otherParty(next, myId)), (data) => upsertMessage(data, next));
}
