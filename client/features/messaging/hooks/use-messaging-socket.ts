import { useEffect, useSyncExternalStore } from 'react';
import { useQueryClient, type QueryClient } from '@tanstack/react-query';
import {
  serverEvent,
  WS_HEARTBEAT_MS,
  type ClientEvent,
  type Message,
  type SendMessageBody,
  type ServerEvent,
} from '#contracts/messaging';
import { ApiError } from '#lib/api-client';
import { createSocketClient, type SocketClient, type SocketStatus } from '#lib/socket-client';
import { conversationsKey } from '../api/conversations';
import { cacheMessage, messagesKey, updateMessages, type MessagePages } from '../api/messages';

export const presenceKey = (userId: number) => ['messaging', 'presence', userId] as const;
export const typingKey = (userId: number) => ['messaging', 'typing', userId] as const;
/** The latest match announced over the socket (issue 14), shown by MatchAnnouncer. */
export const latestMatchKey = ['messaging', 'latest-match'] as const;

/** Applies one server event to the query cache: the chat and inbox simply re-render. */
export function applyServerEvent(queryClient: QueryClient, myId: number, event: ServerEvent) {
  switch (event.type) {
    case 'message.new':
    case 'message.updated':
    case 'message.ack':
      cacheMessage(queryClient, myId, event.message);
      void queryClient.invalidateQueries({ queryKey: conversationsKey });
      if (event.type !== 'message.ack' && event.message.senderId !== myId) {
        // A message ends "typing…".
        queryClient.setQueryData(typingKey(event.message.senderId), 0);
      }
      break;
    case 'message.deleted':
      queryClient.setQueryData<MessagePages>(messagesKey(event.otherUserId), (data) =>
        updateMessages(data, (m) => (m.id === event.messageId ? null : m)),
      );
      void queryClient.invalidateQueries({ queryKey: conversationsKey });
      break;
    case 'conversation.read':
      if (event.readerId === myId) {
        void queryClient.invalidateQueries({ queryKey: conversationsKey });
      } else {
        const readAt = new Date(event.readAt).getTime();
        queryClient.setQueryData<MessagePages>(messagesKey(event.readerId), (data) =>
          updateMessages(data, (m) =>
            m.senderId === myId && !m.readAt && new Date(m.createdAt).getTime() <= readAt
              ? { ...m, readAt: event.readAt }
              : m,
          ),
        );
      }
      break;
    case 'presence':
      queryClient.setQueryData(presenceKey(event.userId), event.online);
      break;
    case 'typing':
      queryClient.setQueryData(typingKey(event.userId), Date.now());
      break;
    case 'match.new':
      queryClient.setQueryData(latestMatchKey, { ...event.member, at: Date.now() });
      // Likes lists and "Liked" marks (the taps feature's queries) now include the match.
      void queryClient.invalidateQueries({ queryKey: ['/api/taps'] });
      break;
    case 'conversation.ended':
      void queryClient.invalidateQueries({ queryKey: conversationsKey });
      void queryClient.invalidateQueries({ queryKey: messagesKey(event.otherUserId) });
      void queryClient.invalidateQueries({ queryKey: ['/api/taps'] });
      break;
    default:
      break;
  }
}

// One connection per tab, shared by every screen that needs it: moving from the inbox to a chat
// keeps the socket instead of reconnecting.
interface SharedSocket {
  client: SocketClient;
  myId: number;
  users: number;
  status: SocketStatus;
  heartbeat: ReturnType<typeof setInterval> | null;
  closeTimer: ReturnType<typeof setTimeout> | null;
  queryClient: QueryClient;
}

let shared: SharedSocket | null = null;
/** The members whose presence the open screen wants; re-sent after every reconnect. */
let watched: number[] = [];
const statusListeners = new Set<() => void>();
const notifyStatus = () => statusListeners.forEach((listener) => listener());
/** Screens come and go quickly during navigation; keep the socket this long after the last one leaves. */
const CLOSE_GRACE_MS = 3000;

function send(event: ClientEvent) {
  return shared?.client.send(event) ?? false;
}

/** How long a send over the socket may wait for its ack before the caller falls back to POST. */
const SOCKET_SEND_TIMEOUT_MS = 5000;

/** The socket went away (or stayed silent) before answering: the caller posts the same send instead. */
export class SocketSendUnanswered extends Error {}

const pendingSends = new Map<
  string,
  { resolve: (message: Message) => void; reject: (error: Error) => void; timer: ReturnType<typeof setTimeout> }
>();

function settleSend(clientId: string | null, outcome: { message: Message } | { error: Error }) {
  const pending = clientId === null ? undefined : pendingSends.get(clientId);
  if (!pending || clientId === null) return;
  pendingSends.delete(clientId);
  clearTimeout(pending.timer);
  if ('message' in outcome) pending.resolve(outcome.message);
  else pending.reject(outcome.error);
}

function abandonPendingSends() {
  for (const clientId of [...pendingSends.keys()])
    settleSend(clientId, { error: new SocketSendUnanswered('socket closed') });
}

/**
 * Sends over this tab's open socket (no HTTP request, no session lookup per message on the
 * server) and resolves with the stored message from `message.ack`; a `message.error` rejects with
 * the same ApiError POST would. Answers null when the socket is not open. The server dedupes by
 * clientId, so falling back to POST after SocketSendUnanswered can never send twice.
 */
export function sendOverSocket(body: SendMessageBody & { clientId: string }): Promise<Message> | null {
  if (shared?.status !== 'open' || pendingSends.has(body.clientId)) return null;
  // The body is the same input POST takes; the server parses it with the same contract.
  if (!send({ type: 'message.send', message: body } as ClientEvent)) return null;
  return new Promise<Message>((resolve, reject) => {
    const timer = setTimeout(
      () => settleSend(body.clientId, { error: new SocketSendUnanswered('no answer') }),
      SOCKET_SEND_TIMEOUT_MS,
    );
    pendingSends.set(body.clientId, { resolve, reject, timer });
  });
}

function openShared(queryClient: QueryClient, myId: number): SharedSocket {
  let wasOpen = false;
  // The client reports 'connecting' from inside its constructor: the state must exist first.
  const state = { myId, queryClient, users: 0, status: 'connecting', heartbeat: null, closeTimer: null } as Omit<
    SharedSocket,
    'client'
  > &
    Partial<Pick<SharedSocket, 'client'>>;
  state.client = createSocketClient({
    url: '/ws',
    schema: serverEvent,
    onEvent: (event) => {
      if (event.type === 'message.ack') settleSend(event.clientId, { message: event.message });
      if (event.type === 'message.error')
        settleSend(event.clientId, { error: new ApiError(event.status, event.message) });
      applyServerEvent(state.queryClient, state.myId, event);
    },
    onStatusChange: (status) => {
      state.status = status;
      if (status === 'open') {
        if (watched.length) send({ type: 'presence.watch', userIds: watched });
        state.heartbeat ??= setInterval(() => send({ type: 'ping' }), WS_HEARTBEAT_MS);
        // Events sent while we were away are gone: catch up from the API once.
        if (wasOpen) {
          void state.queryClient.invalidateQueries({ queryKey: ['/api/messages'] });
          void state.queryClient.invalidateQueries({ queryKey: conversationsKey });
        }
        wasOpen = true;
      } else {
        abandonPendingSends();
        if (state.heartbeat) {
          clearInterval(state.heartbeat);
          state.heartbeat = null;
        }
      }
      notifyStatus();
    },
  });
  return state as SharedSocket;
}

function closeShared() {
  if (!shared) return;
  abandonPendingSends();
  if (shared.heartbeat) clearInterval(shared.heartbeat);
  shared.client.close();
  shared = null;
  notifyStatus();
}

const subscribeStatus = (listener: () => void) => {
  statusListeners.add(listener);
  return () => statusListeners.delete(listener);
};
const readStatus = (): SocketStatus => shared?.status ?? 'closed';

/**
 * Connects this tab to /ws while a messaging screen is open and keeps the query cache in step
 * with message.new / message.updated / read / presence events. Answers the connection status,
 * which the chat uses to fall back to 5-second polling while the socket is down.
 */
export function useMessagingSocket(myId: number | null): SocketStatus {
  const queryClient = useQueryClient();

  useEffect(() => {
    if (myId === null) return undefined;
    if (shared && (shared.myId !== myId || shared.queryClient !== queryClient)) closeShared();
    shared ??= openShared(queryClient, myId);
    const current = shared;
    if (current.closeTimer) clearTimeout(current.closeTimer);
    current.closeTimer = null;
    current.users += 1;
    notifyStatus();
    return () => {
      current.users -= 1;
      if (current.users > 0) return;
      current.closeTimer = setTimeout(() => {
        if (shared === current && current.users === 0) closeShared();
      }, CLOSE_GRACE_MS);
    };
  }, [myId, queryClient]);

  return useSyncExternalStore(subscribeStatus, readStatus, readStatus);
}

/** Presence of these members, now and on every change (the list replaces the previous one). */
export function watchPresence(userIds: number[]) {
  watched = userIds;
  if (shared?.status === 'open') send({ type: 'presence.watch', userIds });
}

/** Tells the other member this one is typing (the server rate limits and relays it). */
export function sendTyping(toUserId: number) {
  send({ type: 'typing', toUserId });
}
