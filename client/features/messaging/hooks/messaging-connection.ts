import type { QueryClient } from '@tanstack/react-query';
import {
  messagingSocket,
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
import { likeListsKey } from '../api/member-actions';
import { cacheMessage, messageKeys, messagesKey, updateMessages, type MessagePages } from '../api/messages';

/** The latest match announced over the socket (issue 14), shown by MatchAnnouncer. */
export interface AnnouncedMatch {
  id: number;
  displayName: string;
  profilePictureUrl: string | null;
  at: number;
}

/**
 * What the connection knows that is not server data (ADR 076): its status and the live signals
 * the socket carries. Immutable: every change makes a new snapshot, so useSyncExternalStore
 * re-renders exactly the screens that read it.
 */
export interface ConnectionSnapshot {
  status: SocketStatus;
  /** Online now, per member watched (presence events). */
  presence: ReadonlyMap<number, boolean>;
  /** When each member last said they were typing (ms); 0 once their message arrived. */
  typingAt: ReadonlyMap<number, number>;
  latestMatch: AnnouncedMatch | null;
}

/** How long a send over the socket may wait for its ack before the caller falls back to POST. */
const SOCKET_SEND_TIMEOUT_MS = 5000;
/** Screens come and go quickly during navigation; keep the socket this long after the last one leaves. */
const CLOSE_GRACE_MS = 3000;

/** The socket went away (or stayed silent) before answering: the caller posts the same send instead. */
export class SocketSendUnanswered extends Error {}

/** Applies one server event to the query cache (server data only): the chat and inbox simply re-render. */
export function applyServerEvent(queryClient: QueryClient, myId: number, event: ServerEvent) {
  switch (event.type) {
    case 'message.new':
    case 'message.updated':
    case 'message.ack':
      cacheMessage(queryClient, myId, event.message);
      void queryClient.invalidateQueries({ queryKey: conversationsKey });
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
    case 'match.new':
      // Likes lists and "Liked" marks (the taps feature's queries) now include the match.
      void queryClient.invalidateQueries({ queryKey: likeListsKey });
      break;
    case 'conversation.ended':
      void queryClient.invalidateQueries({ queryKey: conversationsKey });
      void queryClient.invalidateQueries({ queryKey: messagesKey(event.otherUserId) });
      void queryClient.invalidateQueries({ queryKey: likeListsKey });
      break;
    default:
      break;
  }
}

const withEntry = <V>(map: ReadonlyMap<number, V>, key: number, value: V) => new Map(map).set(key, value);

/**
 * This tab's ONE messaging connection (ADR 076): the socket, the screens using it, the sends waiting
 * for their ack, the members whose presence is watched and the live signals, in one object read
 * through subscribe/getSnapshot (React's useSyncExternalStore). Moving from the inbox to a chat
 * keeps the socket instead of reconnecting.
 */
export class MessagingConnection {
  private client: SocketClient | null = null;
  private myId: number | null = null;
  private queryClient: QueryClient | null = null;
  private users = 0;
  private wasOpen = false;
  private heartbeat: ReturnType<typeof setInterval> | null = null;
  private closeTimer: ReturnType<typeof setTimeout> | null = null;
  /** The members whose presence the open screen wants; re-sent after every reconnect. */
  private watched: number[] = [];
  private readonly pendingSends = new Map<
    string,
    { resolve: (message: Message) => void; reject: (error: Error) => void; timer: ReturnType<typeof setTimeout> }
  >();
  private readonly listeners = new Set<() => void>();
  private snapshot: ConnectionSnapshot = {
    status: 'closed',
    presence: new Map(),
    typingAt: new Map(),
    latestMatch: null,
  };

  readonly subscribe = (listener: () => void): (() => void) => {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  };

  readonly getSnapshot = (): ConnectionSnapshot => this.snapshot;

  private update(change: Partial<ConnectionSnapshot>) {
    this.snapshot = { ...this.snapshot, ...change };
    this.listeners.forEach((listener) => listener());
  }

  /**
   * A screen starts using the connection (opened for this member and query cache if needed);
   * the answer releases it. The socket closes a moment after the last screen leaves.
   */
  acquire(queryClient: QueryClient, myId: number): () => void {
    if (this.client && (this.myId !== myId || this.queryClient !== queryClient)) this.shutdown();
    if (!this.client) this.open(queryClient, myId);
    const client = this.client;
    if (this.closeTimer) clearTimeout(this.closeTimer);
    this.closeTimer = null;
    this.users += 1;
    return () => {
      if (this.client !== client) return;
      this.users -= 1;
      if (this.users > 0) return;
      this.closeTimer = setTimeout(() => {
        if (this.client === client && this.users === 0) this.shutdown();
      }, CLOSE_GRACE_MS);
    };
  }

  private open(queryClient: QueryClient, myId: number) {
    this.myId = myId;
    this.queryClient = queryClient;
    this.wasOpen = false;
    this.users = 0;
    let client: SocketClient | null = null;
    // The socket client reports 'connecting' from inside its constructor, before `client` is set.
    const mine = () => client === null || this.client === client;
    client = createSocketClient({
      url: messagingSocket.path,
      schema: serverEvent,
      onEvent: (event) => {
        if (mine()) this.onEvent(event);
      },
      onStatusChange: (status) => {
        if (mine()) this.onStatus(status);
      },
    });
    this.client = client;
  }

  private onEvent(event: ServerEvent) {
    if (event.type === 'message.ack') this.settleSend(event.clientId, { message: event.message });
    if (event.type === 'message.error')
      this.settleSend(event.clientId, { error: new ApiError(event.status, event.message) });
    if (this.queryClient && this.myId !== null) applyServerEvent(this.queryClient, this.myId, event);
    switch (event.type) {
      case 'message.new':
      case 'message.updated':
        // A message ends "typing…".
        if (event.message.senderId !== this.myId)
          this.update({ typingAt: withEntry(this.snapshot.typingAt, event.message.senderId, 0) });
        break;
      case 'presence':
        this.update({ presence: withEntry(this.snapshot.presence, event.userId, event.online) });
        break;
      case 'typing':
        this.update({ typingAt: withEntry(this.snapshot.typingAt, event.userId, Date.now()) });
        break;
      case 'match.new':
        this.update({ latestMatch: { ...event.member, at: Date.now() } });
        break;
      default:
        break;
    }
  }

  private onStatus(status: SocketStatus) {
    if (status === 'open') {
      if (this.watched.length) this.send({ type: 'presence.watch', userIds: this.watched });
      this.heartbeat ??= setInterval(() => this.send({ type: 'ping' }), WS_HEARTBEAT_MS);
      // Events sent while we were away are gone: catch up from the API once.
      if (this.wasOpen && this.queryClient) {
        void this.queryClient.invalidateQueries({ queryKey: messageKeys.all });
        void this.queryClient.invalidateQueries({ queryKey: conversationsKey });
      }
      this.wasOpen = true;
    } else {
      this.abandonPendingSends();
      this.stopHeartbeat();
    }
    this.update({ status });
  }

  private stopHeartbeat() {
    if (this.heartbeat) clearInterval(this.heartbeat);
    this.heartbeat = null;
  }

  /** Closes the socket for good (sign-out, another member, the last screen gone). */
  private shutdown() {
    const client = this.client;
    if (!client) return;
    this.client = null;
    this.abandonPendingSends();
    this.stopHeartbeat();
    if (this.closeTimer) clearTimeout(this.closeTimer);
    this.closeTimer = null;
    this.users = 0;
    client.close();
    this.update({ status: 'closed' });
  }

  private send(event: ClientEvent): boolean {
    return this.client?.send(event) ?? false;
  }

  private settleSend(clientId: string | null, outcome: { message: Message } | { error: Error }) {
    const pending = clientId === null ? undefined : this.pendingSends.get(clientId);
    if (!pending || clientId === null) return;
    this.pendingSends.delete(clientId);
    clearTimeout(pending.timer);
    if ('message' in outcome) pending.resolve(outcome.message);
    else pending.reject(outcome.error);
  }

  private abandonPendingSends() {
    for (const clientId of [...this.pendingSends.keys()])
      this.settleSend(clientId, { error: new SocketSendUnanswered('socket closed') });
  }

  /**
   * Sends over the open socket (no HTTP request, no session lookup per message on the server) and
   * resolves with the stored message from `message.ack`; a `message.error` rejects with the same
   * ApiError POST would. Answers null when the socket is not open. The server dedupes by clientId,
   * so falling back to POST after SocketSendUnanswered can never send twice.
   */
  sendMessage(body: SendMessageBody & { clientId: string }): Promise<Message> | null {
    if (this.snapshot.status !== 'open' || this.pendingSends.has(body.clientId)) return null;
    // The body is the same input POST takes; the server parses it with the same contract.
    if (!this.send({ type: 'message.send', message: body } as ClientEvent)) return null;
    return new Promise<Message>((resolve, reject) => {
      const timer = setTimeout(
        () => this.settleSend(body.clientId, { error: new SocketSendUnanswered('no answer') }),
        SOCKET_SEND_TIMEOUT_MS,
      );
      this.pendingSends.set(body.clientId, { resolve, reject, timer });
    });
  }

  /** Presence of these members, now and on every change (the list replaces the previous one). */
  watchPresence(userIds: number[]) {
    this.watched = userIds;
    if (this.snapshot.status === 'open') this.send({ type: 'presence.watch', userIds });
  }

  /** Tells the other member this one is typing (the server rate limits and relays it). */
  sendTyping(toUserId: number) {
    this.send({ type: 'typing', toUserId });
  }

  /** The match announcement was closed. */
  dismissMatch() {
    if (this.snapshot.latestMatch) this.update({ latestMatch: null });
  }
}

/** This tab's connection: the one instance every messaging screen shares. */
export const messagingConnection = new MessagingConnection();
