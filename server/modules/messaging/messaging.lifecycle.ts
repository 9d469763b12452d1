import {
  DISAPPEARING_UNREVEALED_TTL_MS,
  REPORT_REASON_LABELS,
  REVEAL_PURGE_DELAY_MS,
  type Message,
  type ReportMessageBody,
} from '#contracts';
import { AppError, badRequest, conflict, forbidden, notFound } from '#http/errors';
import type { Principal } from '#http/session';
import { mayReport, mayReveal } from './messaging.policy';
import { mediaUrl } from './messaging.presenter';
import * as repo from './messaging.repository';
import { blockedAmong } from '#modules/blocks';
import { PURGE_JOB, type MessagingCore, REPORT_CONTEXT_AROUND } from './messaging.core';

/**
 * A conversation's and a message's life (ADR 098): unmatch and match, hide, reveal, report, the photo
 * check and purges.
 */
export function createLifecycle(core: MessagingCore) {
  const { ctx, db, deps, guardian, hub, moderation, fanOut, viewFor, ownMessage, lowerTrust } = core;
  const methods = {
    /**
     * DELETE /api/conversations/{otherUserId} (issue 14): ends the conversation for both members.
     * Anyone the actor could message may be unmatched; unknown or blocked members are a 404.
     */
    async unmatch(actor: Principal, otherUserId: number): Promise<void> {
      if (otherUserId === actor.id) throw badRequest('otherUserId: you cannot unmatch yourself');
      if (
        !(await repo.userExists(db, otherUserId)) ||
        (await blockedAmong(db, actor.id, [otherUserId])).has(otherUserId)
      ) {
        throw notFound('Member not found');
      }
      await repo.unmatch(db, actor.id, otherUserId, new Date());
      const event = { type: 'conversation.ended', otherUserId } as const;
      await hub.deliver([
        { userId: actor.id, event: { ...event, otherUserId } },
        { userId: otherUserId, event: { ...event, otherUserId: actor.id } },
      ]);
    },

    /** A mutual like (the taps module): lifts an unmatch and tells both members at once, live. */
    async announceMatch(
      a: { id: number; displayName: string; profilePictureUrl: string | null },
      b: { id: number; displayName: string; profilePictureUrl: string | null },
    ): Promise<void> {
      await repo.clearUnmatch(db, a.id, b.id);
      await hub.deliver([
        {
          userId: a.id,
          event: {
            type: 'match.new',
            member: { id: b.id, displayName: b.displayName, profilePictureUrl: b.profilePictureUrl },
          },
        },
        {
          userId: b.id,
          event: {
            type: 'match.new',
            member: { id: a.id, displayName: a.displayName, profilePictureUrl: a.profilePictureUrl },
          },
        },
      ]);
    },

    async hide(actor: Principal, id: number): Promise<{ ok: true }> {
      const m = await ownMessage(actor, id);
      await repo.hideMessage(db, actor.id, m.id);
      const otherUserId = m.senderId === actor.id ? m.receiverId : m.senderId;
      await hub.deliver([{ userId: actor.id, event: { type: 'message.deleted', messageId: m.id, otherUserId } }]);
      return { ok: true };
    },

    async reveal(actor: Principal, id: number): Promise<Message> {
      const m = await ownMessage(actor, id);
      if (!mayReveal(actor.id, m))
        throw forbidden(
          m.isDisappearing ? 'Only the receiver can reveal this message' : 'This message is not a disappearing message',
        );
      if (m.moderationStatus === 'pending' || m.moderationStatus === 'rejected')
        throw conflict('This photo is still being checked. Please try again shortly.');
      const now = new Date();
      const revealed = await repo.reveal(db, m.id, now);
      if (!revealed) throw conflict(m.purgedAt ? 'This message has disappeared' : 'This message was already revealed');
      await ctx.jobs.send(
        PURGE_JOB,
        { messageId: m.id },
        { startAfter: new Date(now.getTime() + REVEAL_PURGE_DELAY_MS + 500) },
      );
      await fanOut('message.updated', revealed);
      return viewFor(actor, revealed);
    },

    async report(actor: Principal, body: ReportMessageBody) {
      const m = await ownMessage(actor, body.messageId);
      if (!mayReport(actor.id, m)) throw forbidden('You can only report messages you received');
      const surrounding = await repo.surroundingMessages(db, m.conversationId, m.id, REPORT_CONTEXT_AROUND);
      const names = await repo.displayNames(db, [m.senderId, m.receiverId]);
      const context = surrounding.map((s) => ({
        id: s.id,
        senderId: s.senderId,
        sender: names.get(s.senderId) ?? `Member ${s.senderId}`,
        messageType: s.messageType,
        content: s.purgedAt ? '(deleted)' : s.content,
        createdAt: s.createdAt.toISOString(),
        reported: s.id === m.id,
      }));
      const label = REPORT_REASON_LABELS[body.reason];
      await moderation.assertMayReport(actor.id);
      const report = await repo.insertReport(db, {
        messageId: m.id,
        reporterId: actor.id,
        reason: body.reason,
        context,
        now: new Date(),
      });
      if (!report) throw conflict('You already reported this message');
      const transcript = context
        .map(
          (c) =>
            `${c.reported ? '» ' : ''}${c.sender}: ` +
            `${c.messageType === 'text' ? c.content : `[${c.messageType}] ${c.content}`}`,
        )
        .join('\n');
      const request = await moderation.enqueue({
        subject: { type: 'message', id: m.id },
        userId: m.senderId,
        reporterId: actor.id,
        text: m.content || `[${m.messageType}]`,
        url: m.messageType === 'photo' && m.photoMediaId ? mediaUrl(m.photoMediaId) : null,
        reason: `Reported for ${label}. Conversation context:\n${transcript}`.slice(0, 4000),
        priority: body.reason === 'illegal' ? 'high' : 'normal',
      });
      const requestId = (request as { id?: number } | undefined)?.id;
      if (requestId) await repo.linkReportToRequest(db, report.id, requestId);
      const updated = (await repo.findMessage(db, m.id))!;
      await hub.deliver([
        { userId: actor.id, event: { type: 'message.updated', message: await viewFor(actor, updated) } },
      ]);
      return {
        id: report.id,
        messageId: m.id,
        reason: body.reason,
        reasonLabel: label,
        createdAt: report.createdAt.toISOString(),
      };
    },

    /** Job: the image check a photo message waits for (decision 20). */
    async checkPhoto(messageId: number): Promise<string> {
      const m = await repo.findMessage(db, messageId);
      if (!m || m.moderationStatus !== 'pending') return 'skipped';
      let image: Buffer | null = null;
      if (m.photoMediaId) {
        const media = await repo.findMedia(db, m.photoMediaId);
        image = media ? await ctx.storage.get(media.storageKey) : null;
      } else if (m.photoId) {
        const photo = await repo.findPhoto(db, m.photoId);
        image = photo ? await ctx.storage.get(photo.storageKey) : null;
      }
      const [grid, prefs, signals] = await Promise.all([
        repo.conversationVibe(db, m.conversationId),
        repo.nsfwPrefsOf(db, m.receiverId),
        guardian.senderSignals(m.senderId),
      ]);
      let status: repo.MessageRow['moderationStatus'] = 'rejected';
      if (image) {
        const verdict = await guardian.moderateImage(image, {
          surface: 'message',
          grid,
          sender: signals ?? undefined,
          recipient: { receiveTextNSFW: prefs.receiveTextNSFW, receiveImageNSFW: prefs.receiveImageNSFW },
        });
        status =
          verdict.decision === 'BLOCK'
            ? 'rejected'
            : verdict.decision === 'REVIEW' || m.guardianDecision === 'REVIEW'
              ? 'flagged'
              : 'approved';
        if (verdict.decision === 'BLOCK' && signals)
          await lowerTrust(m.senderId, verdict.trustScoreUpdate, signals.trustScore, 'Guardian blocked an image');
        if (verdict.decision === 'REVIEW') {
          await moderation.enqueue({
            subject: { type: 'message', id: m.id },
            userId: m.senderId,
            text: m.content,
            url: m.photoMediaId ? mediaUrl(m.photoMediaId) : null,
            reason: `Guardian flagged a photo message: ${verdict.reasoning}`,
          });
        }
      }
      if (status !== 'rejected' && m.photoId && !m.photoMediaId) {
        // Sharing grants the receiver access to that private photo (photos module).
        try {
          await deps.photos.sharePhoto(m.senderId, m.photoId, m.receiverId);
        } catch (error) {
          if (!(error instanceof AppError)) throw error;
          status = 'rejected';
        }
      }
      const updated = await repo.setModerationStatus(db, m.id, status, 'pending');
      if (updated) await fanOut('message.updated', updated, prefs);
      return status;
    },

    /** Job: deletes disappearing content once due (decision 21); reported messages are kept. */
    async purgeIfDue(messageId: number, now = new Date()): Promise<boolean> {
      const m = await repo.findMessage(db, messageId);
      if (!m || !m.isDisappearing || m.purgedAt || m.reportedAt) return false;
      const due = m.revealedAt
        ? now.getTime() - m.revealedAt.getTime() >= REVEAL_PURGE_DELAY_MS
        : now.getTime() - m.createdAt.getTime() >= DISAPPEARING_UNREVEALED_TTL_MS;
      if (!due) return false;
      const purged = await repo.purgeContent(db, m.id, now);
      if (!purged) return false;
      for (const media of purged.media) await ctx.storage.delete(media.storageKey);
      await fanOut('message.updated', purged.message);
      return true;
    },

    async purgeSweep(now = new Date()): Promise<number> {
      const ids = await repo.duePurges(db, now, REVEAL_PURGE_DELAY_MS, DISAPPEARING_UNREVEALED_TTL_MS);
      let purged = 0;
      for (const id of ids) if (await methods.purgeIfDue(id, now)) purged += 1;
      // Blocked parts Guardian's window no longer reads (ADR 200): never delivered, not kept.
      await repo.purgeWindowAttempts(db, now);
      return purged;
    },
  };
  return methods;
}
