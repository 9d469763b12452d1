import { infiniteQueryOptions, useInfiniteQuery, type InfiniteData, type QueryClient } from '@tanstack/react-query';
import { CHAT_REFETCH_MS, MESSAGES_PAGE_DEFAULT, messagingEndpoints, type Message } from '#contracts/messaging';
import { callEndpoint } from '#lib/call-endpoint';

export type { Message };
/** Pages newest first; each page holds its messages oldest first (as the API answers). */
export type MessagePages = InfiniteData<Message[], unknown>;

/** The messages resource's keys (ADR 095), derived from the endpoint's path: one conversation each. */
export const messageKeys = {
  all: [messagingEndpoints.list.path] as const,
  with: (otherUserId: number) => [...messageKeys.all, otherUserId] as const,
};
export const messagesKey = messageKeys.with;

/** GET /api/messages?otherUserId=&before=&limit=: one page of the conversation, oldest first. */
export function getMessages(otherUserId: number, before?: number): Promise<Message[]> {
  return callEndpoint(messagingEndpoints.list, {
    query: { otherUserId, limit: MESSAGES_PAGE_DEFAULT, before: before || undefined },
  });
}

export const messageQueries = {
  /** Pages newest first, each fetched with `before` = the oldest id already loaded. */
  with: (otherUserId: number) =>
    infiniteQueryOptions({
      queryKey: messageKeys.with(otherUserId),
      queryFn: ({ pageParam }) => getMessages(otherUserId, pageParam),
      initialPageParam: undefined as number | undefined,
      getNextPageParam: (lastPage: Message[]) =>
        lastPage.length < MESSAGES_PAGE_DEFAULT ? undefined : lastPage[0]?.id,
    }),
};

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
    ...messageQueries.with(otherUserId),
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
