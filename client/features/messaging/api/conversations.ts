import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { conversationList, type Conversation } from '#contracts/messaging';
import type { VibeType } from '#contracts';
import { api } from '#lib/api-client';
import { pollWhileSocketDown } from './messages';

export type ConversationFilter = 'all' | VibeType;
export type { Conversation };

/** Every conversations query starts with this key, so one invalidation refreshes them all. */
export const conversationsKey = ['/api/conversations'] as const;

/** GET /api/conversations?q=&vibeType=: the member's conversations, newest activity first. */
export async function getConversations(q: string, vibeType: ConversationFilter): Promise<Conversation[]> {
  const params = new URLSearchParams();
  if (q) params.set('q', q);
  if (vibeType !== 'all') params.set('vibeType', vibeType);
  const query = params.toString();
  return conversationList.parse(await api.get(`/api/conversations${query ? `?${query}` : ''}`));
}

export function useConversations(q: string, vibeType: ConversationFilter, { socketOpen }: { socketOpen: boolean }) {
  return useQuery({
    queryKey: [...conversationsKey, { q, vibeType }],
    queryFn: () => getConversations(q, vibeType),
    // The inbox is kept fresh by socket events; while the socket is down it polls (ADR 111).
    refetchInterval: pollWhileSocketDown(socketOpen),
    // Typing in the search box keeps the current rows on screen until the new ones arrive.
    placeholderData: keepPreviousData,
  });
}

/** Unread messages across conversations: the header's Messages count (decision 29). */
export function useUnreadCount(enabled: boolean) {
  return useQuery({
    queryKey: [...conversationsKey, { q: '', vibeType: 'all' }],
    queryFn: () => getConversations('', 'all'),
    enabled,
    select: (rows: Conversation[]) => rows.reduce((sum, row) => sum + row.unreadCount, 0),
  });
}
