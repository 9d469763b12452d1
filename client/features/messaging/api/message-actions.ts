import { useMutation, useQueryClient } from '@tanstack/react-query';
import { messagingEndpoints, type Message, type ReportReason } from '#contracts/messaging';
import { callEndpoint } from '#lib/call-endpoint';
import { conversationsKey } from './conversations';
import { cacheMessage, messagesKey, updateMessages, type MessagePages } from './messages';

/** POST /api/messages/{id}/hide: gone from this member's view only; the server keeps it. */
export function useHideMessage(otherUserId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (messageId: number) => callEndpoint(messagingEndpoints.hide, { params: { id: messageId } }),
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
    mutationFn: (messageId: number): Promise<Message> =>
      callEndpoint(messagingEndpoints.reveal, { params: { id: messageId } }),
    onSuccess: (revealed) => cacheMessage(queryClient, myId, revealed),
  });
}

/** POST /api/messages/read: everything the other member sent so far is read (here too, at once). */
export function useMarkRead() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (otherUserId: number) => callEndpoint(messagingEndpoints.markRead, { body: { otherUserId } }),
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
    mutationFn: ({ messageId, reason }: { messageId: number; reason: ReportReason }) =>
      callEndpoint(messagingEndpoints.report, { body: { messageId, reason } }),
    onSuccess: (_report, { messageId }) => {
      queryClient.setQueryData<MessagePages>(messagesKey(otherUserId), (data) =>
        updateMessages(data, (m) => (m.id === messageId ? { ...m, reportedByMe: true } : m)),
      );
    },
  });
}
