import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { messagingEndpoints, type Conversation } from '#contracts/messaging';
import type { VibeType } from '#contracts';
import { callEndpoint } from '#lib/call-endpoint';
import { pollWhileSocketDown } from './messages';

export type ConversationFilter = 'all' | VibeType;
export type { Conversation };

/**
 * The conversations resource's keys (ADR 095): every key starts with the endpoint's path, so one
 * invalidation of `all` refreshes every filtered list (and the settings/profiles block flows that
 * match on `/api/conversations` keep working).
 */
export const conversationKeys = {
  all: [messagingEndpoints.conversations.path] as const,
  list: (q: string, vibeType: ConversationFilter) => [...conversationKeys.all, { q, vibeType }] as const,
};
/** Every conversations query starts with this key, so one invalidation refreshes them all. */
export const conversationsKey = conversationKeys.all;

/** GET /api/conversations?q=&vibeType=: the member's conversations, newest activity first. */
export function getConversations(q: string, vibeType: ConversationFilter): Promise<Conversation[]> {
  return callEndpoint(messagingEndpoints.conversations, {
    query: { q: q || undefined, vibeType: vibeType === 'all' ? undefined : vibeType },
  });
}

export const conversationQueries = {
  list: (q: string, vibeType: ConversationFilter) =>
    queryOptions({ queryKey: conversationKeys.list(q, vibeType), queryFn: () => getConversations(q, vibeType) }),
};

export function useConversations(q: string, vibeType: ConversationFilter, { socketOpen }: { socketOpen: boolean }) {
  return useQuery({
    ...conversationQueries.list(q, vibeType),
    // The inbox is kept fresh by socket events; while the socket is down it polls (ADR 111).
    refetchInterval: pollWhileSocketDown(socketOpen),
    // Typing in the search box keeps the current rows on screen until the new ones arrive.
    placeholderData: keepPreviousData,
  });
}

/** Unread messages across conversations: the header's Messages count (decision 29). */
export function useUnreadCount(enabled: boolean) {
  return useQuery({
    ...conversationQueries.list('', 'all'),
    enabled,
    select: (rows: Conversation[]) => rows.reduce((sum, row) => sum + row.unreadCount, 0),
  });
}

/**
 * The people a meet can be with (the safety feature's partner picker): the unfiltered list, read
 * through the same query as the inbox, so one fetch and one key serve both.
 */
export function useConversationPartners() {
  return useQuery({
    ...conversationQueries.list('', 'all'),
    select: (rows: Conversation[]) => rows.map((row) => row.otherUser),
  });
}
