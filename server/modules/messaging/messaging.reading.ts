import { CHAT_NOT_FOUND_TEXT, type Conversation, type Message } from '#contracts';
import { forbidden, notFound } from '#http/errors';
import type { Principal } from '#http/session';
import { maySeeMessageFile } from './messaging.policy';
import { presentConversation, presentMessage } from './messaging.presenter';
import * as repo from './messaging.repository';
import { blockedAmong } from '#modules/blocks';
import { type MessagingCore, CONVERSATIONS_MAX, MEDIA_ID } from './messaging.core';

/** Reading (ADR 098): message files, a conversation's messages, the inbox and read receipts. */
export function createReading(core: MessagingCore) {
  const { ctx, db, hub, loadInbox, loadMessagesPage } = core;
  const methods = {
    /** A message file for the uploader, the two participants (see policy) or a reviewing moderator. */
    async mediaFile(viewer: Principal, id: string): Promise<{ data: Buffer; mimeType: string }> {
      if (!MEDIA_ID.test(id)) throw notFound('File not found');
      const media = await repo.findMedia(db, id);
      if (!media) throw notFound('File not found');
      if (media.messageId === null) {
        if (media.ownerId !== viewer.id) throw notFound('File not found');
      } else {
        const m = await repo.findMessage(db, media.messageId);
        if (!m || !maySeeMessageFile(viewer, m)) throw notFound('File not found');
        if (viewer.id === m.receiverId && (await blockedAmong(db, viewer.id, [m.senderId])).size)
          throw notFound('File not found');
      }
      const data = await ctx.storage.get(media.storageKey);
      if (!data) throw notFound('File not found');
      return { data, mimeType: media.mimeType };
    },

    async list(
      actor: Principal,
      query: { otherUserId: number; userId?: number; before?: number; limit: number },
    ): Promise<Message[]> {
      if (query.userId !== undefined && query.userId !== actor.id)
        throw forbidden('You can only read your own messages');
      if (query.otherUserId === actor.id) throw notFound(CHAT_NOT_FOUND_TEXT);
      // One statement per turn answers the checks and the page together (ADR 113).
      const page = await loadMessagesPage(`${actor.id}:${query.otherUserId}:${query.before ?? 0}:${query.limit}`);
      if (!page || page.blocked) throw notFound(CHAT_NOT_FOUND_TEXT);
      if (page.conversationId === null) {
        // A chat that has not started yet with an existing member is empty, not missing.
        if (!page.otherExists) throw notFound(CHAT_NOT_FOUND_TEXT);
        return [];
      }
      const now = Date.now();
      // The batch's rows may be shared by requests with the same key: the presenter builds new objects.
      return page.messages.map(({ message, reportedByMe }) =>
        presentMessage(message, { viewerId: actor.id, prefs: page.prefs, reported: reportedByMe, now }),
      );
    },

    async conversations(
      actor: Principal,
      query: { q?: string; vibeType?: string; userId?: number },
    ): Promise<Conversation[]> {
      if (query.userId !== undefined && query.userId !== actor.id)
        throw forbidden('You can only read your own conversations');
      const vibeType = query.vibeType && query.vibeType !== 'all' ? query.vibeType : undefined;
      // The app's inbox (no search, no grid filter) is one statement per turn; a search runs on its own.
      const inbox =
        !query.q && !vibeType
          ? await loadInbox(actor.id)
          : await repo.searchInbox(ctx.database, {
              userId: actor.id,
              q: query.q || undefined,
              vibeType,
              limit: CONVERSATIONS_MAX,
            });
      if (!inbox) return [];
      const now = Date.now();
      return inbox.rows.map((row) =>
        presentConversation(
          row,
          row.lastMessage &&
            presentMessage(row.lastMessage, { viewerId: actor.id, prefs: inbox.prefs, reported: false, now }),
          now,
        ),
      );
    },

    async markRead(actor: Principal, otherUserId: number, userId?: number): Promise<{ ok: true; updated: number }> {
      if (userId !== undefined && userId !== actor.id) throw forbidden('You can only update your own messages');
      const now = new Date();
      const updated = await repo.markRead(db, actor.id, otherUserId, now);
      if (updated > 0) {
        const event = {
          type: 'conversation.read',
          readerId: actor.id,
          otherUserId,
          readAt: now.toISOString(),
        } as const;
        await hub.deliver([
          { userId: otherUserId, event },
          { userId: actor.id, event },
        ]);
      }
      return { ok: true, updated };
    },
  };
  return methods;
}
