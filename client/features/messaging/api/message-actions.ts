import { useMutation, useQueryClient } from '@tanstack/react-query';
import { markReadResponse, message, reportResponse, type Message, type ReportReason } from '#contracts/messaging';
import { okBody } from '#contracts';
import { api } from '#lib/api-client';
import { conversationsKey } from './conversations';
import { cacheMessage, messagesKey, updateMessages, type MessagePages } from './messages';

/** POST /api/messages/{id}/hide: gone from this member's view only; the server keeps it. */
export function useHideMessage(otherUserId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (messageId: number) => okBody.parse(await api.post(`/api/messages/${messageId}/hide`)),
    onSuccess: (_ok, messageId) => {
      queryClient.setQueryData<MessagePages>(messagesKey(otherUserId), (data) =>
        updateMessages(data, (m) => (m.id === messageId ? null : m)),
      );
      void queryClient.invalidateQueries({ queryKey: conversationsKey });
    },
  });
}

/** POST /api/messages/{id}/reveal: the recipient opens a disappearing message, once. */
export function useRevealMessage(myId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (messageId: number): Promise<Message> =>
      message.parse(await api.post(`/api/messages/${messageId}/reveal`)),
    onSuccess: (revealed) => cacheMessage(queryClient, myId, revealed),
  });
}

/** POST /api/messages/read: everything the other member sent so far is read (here too, at once). */
export function useMarkRead() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (otherUserId: number) =>
      markReadResponse.parse(await api.post('/api/messages/read', { otherUserId })),
    onSuccess: (result, otherUserId) => {
      const readAt = new Date().toISOString();
      queryClient.setQueryData<MessagePages>(messagesKey(otherUserId), (data) =>
        updateMessages(data, (m) => (m.senderId === otherUserId && !m.readAt ? { ...m, readAt } : m)),
      );
      if (result.updated > 0) void queryClient.invalidateQueries({ queryKey: conversationsKey });
    },
  });
}

/** POST /api/messages/report: goes to the moderation queue; the message is marked reported here. */
export function useReportMessage(otherUserId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({ messageId, reason }: { messageId: number; reason: ReportReason }) =>
      reportResponse.parse(await api.post('/api/messages/report', { messageId, reason })),
    onSuccess: (_report, { messageId }) => {
      queryClient.setQueryData<MessagePages>(messagesKey(otherUserId), (data) =>
        updateMessages(data, (m) => (m.id === messageId ? { ...m, reportedByMe: true } : m)),
      );
    },
  });
}
