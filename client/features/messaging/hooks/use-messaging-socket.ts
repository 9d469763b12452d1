import { useEffect, useSyncExternalStore } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import type { Message, SendMessageBody } from '#contracts/messaging';
import type { SocketStatus } from '#lib/socket-client';
import { messagingConnection, type AnnouncedMatch, type ConnectionSnapshot } from './messaging-connection';

export { applyServerEvent, SocketSendUnanswered, type AnnouncedMatch } from './messaging-connection';

const { subscribe, getSnapshot } = messagingConnection;

/** Reads one part of the connection's snapshot; re-renders only when that part changes. */
function useConnection<T>(select: (snapshot: ConnectionSnapshot) => T): T {
  return useSyncExternalStore(
    subscribe,
    () => select(getSnapshot()),
    () => select(getSnapshot()),
  );
}

/**
 * Connects this tab to /ws while a messaging screen is open and keeps the query cache in step
 * with message.new / message.updated / read events. Answers the connection status, which the chat
 * uses to fall back to 5-second polling while the socket is down.
 */
export function useMessagingSocket(myId: number | null): SocketStatus {
  const queryClient = useQueryClient();
  useEffect(() => {
    if (myId === null) return undefined;
    return messagingConnection.acquire(queryClient, myId);
  }, [myId, queryClient]);
  return useConnection((s) => s.status);
}

/** Whether the member is online now, as the socket last said (undefined before it said anything). */
export function usePresence(userId: number): boolean | undefined {
  return useConnection((s) => s.presence.get(userId));
}

/** When the member last said they were typing (ms; 0: not typing). */
export function useTypingAt(userId: number): number {
  return useConnection((s) => s.typingAt.get(userId) ?? 0);
}

/** The match announced over the socket and not yet dismissed. */
export function useLatestMatch(): AnnouncedMatch | null {
  return useConnection((s) => s.latestMatch);
}

export const dismissMatch = () => messagingConnection.dismissMatch();

/** See MessagingConnection.sendMessage. */
export const sendOverSocket = (body: SendMessageBody & { clientId: string }): Promise<Message> | null =>
  messagingConnection.sendMessage(body);

/** Presence of these members, now and on every change (the list replaces the previous one). */
export const watchPresence = (userIds: number[]) => messagingConnection.watchPresence(userIds);

/** Tells the other member this one is typing (the server rate limits and relays it). */
export const sendTyping = (toUserId: number) => messagingConnection.sendTyping(toUserId);
