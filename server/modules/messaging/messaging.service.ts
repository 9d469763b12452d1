import { REPORT_REASON_LABELS } from '#contracts';
import type { AppContext } from '#server/context';
import type { ModerationAdapter } from '#modules/moderation';
import { mediaUrl } from './messaging.presenter';
import * as repo from './messaging.repository';
import { createMessagingCore, type MessagingDeps } from './messaging.core';
import { createSending } from './messaging.sending';
import { createReading } from './messaging.reading';
import { createLifecycle } from './messaging.lifecycle';
import { createPresence } from './messaging.presence';

export { PHOTO_CHECK_JOB, PURGE_JOB, PURGE_SWEEP_JOB } from './messaging.core';
export type { MessagingDeps, SendOptions } from './messaging.core';

/**
 * The messaging service (ADR 098): one object assembled from its parts (sending, reading, lifecycle, presence)
 * over a shared core, plus the moderation adapter for message requests.
 */
export function createMessagingService(ctx: AppContext, deps: MessagingDeps) {
  const core = createMessagingCore(ctx, deps);
  const { db, fanOut } = core;
  const service = {
    ...createSending(core),
    ...createReading(core),
    ...createLifecycle(core),
    ...createPresence(core),

    /**
     * message requests: rejected (a confirmed report or a flagged message) withholds it from the
     * receiver; approving a flagged message clears the flag. Both sides hear of it after commit.
     */
    moderationAdapter: {
      async apply(tx, request, decision) {
        const m = await repo.findMessage(tx, request.subjectId);
        if (!m) return;
        const next = decision === 'rejected' ? 'rejected' : m.moderationStatus === 'flagged' ? 'approved' : null;
        if (!next || next === m.moderationStatus) return;
        const updated = await repo.setModerationStatus(tx, m.id, next);
        if (updated)
          return async () => {
            await fanOut('message.updated', updated);
          };
      },
      async locate(request) {
        const m = await repo.findMessage(db, request.subjectId);
        if (!m) return { type: 'gone' as const, note: 'The message no longer exists.' };
        const around = await repo.surroundingMessages(db, m.conversationId, m.id, 10);
        const names = await repo.displayNames(db, [
          m.senderId,
          m.receiverId,
          ...(request.reporterId ? [request.reporterId] : []),
        ]);
        const ref = (id: number) => ({ id, displayName: names.get(id) ?? 'Deleted member' });
        const report = request.reporterId ? await repo.reportOf(db, m.id, request.reporterId) : null;
        return {
          type: 'message' as const,
          sender: ref(m.senderId),
          receiver: ref(m.receiverId),
          conversation: around.map((s) => ({
            id: s.id,
            senderId: s.senderId,
            senderName: names.get(s.senderId) ?? 'Deleted member',
            messageType: s.messageType,
            content: s.purgedAt ? '(deleted)' : s.content,
            photoUrl: s.messageType === 'photo' && s.photoMediaId ? mediaUrl(s.photoMediaId) : null,
            moderationStatus: s.moderationStatus,
            createdAt: s.createdAt.toISOString(),
            isSubject: s.id === m.id,
          })),
          report:
            report && request.reporterId
              ? {
                  reporter: ref(request.reporterId),
                  reason: REPORT_REASON_LABELS[report.reason],
                  createdAt: report.createdAt.toISOString(),
                }
              : null,
        };
      },
    } satisfies ModerationAdapter<'message'>,
  };

  return service;
}
export type MessagingService = ReturnType<typeof createMessagingService>;
