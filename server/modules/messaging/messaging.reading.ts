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
  const { ctx, db, hub, loadConversations, loadChatState, loadMessageIds, nsfwPrefsOf, messagesByIds } = core;
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
      const state = await loadChatState(`${actor.id}:${query.otherUserId}`);
      if (!state || state.blocked) throw notFound(CHAT_NOT_FOUND_TEXT);
      if (state.conversationId === null) {
        // A chat that has not started yet with an existing member is empty, not missing.
        if (!state.otherExists) throw notFound(CHAT_NOT_FOUND_TEXT);
        return [];
      }
      const ids =
        (await loadMessageIds(`${state.conversationId}:${actor.id}:${query.before ?? 0}:${query.limit}`)) ?? [];
      const rows = (await messagesByIds(ids)).sort((a, b) => a.id - b.id);
      const [prefs, reported] = await Promise.all([
        nsfwPrefsOf(actor.id),
        repo.reportedByViewer(
          db,
          actor.id,
          rows.filter((r) => r.reportedAt).map((r) => r.id),
        ),
      ]);
      const now = Date.now();
      return rows.map((m) => presentMessage(m, { viewerId: actor.id, prefs, reported: reported.has(m.id), now }));
    },

    async conversations(
      actor: Principal,
      query: { q?: string; vibeType?: string; userId?: number },
    ): Promise<Conversation[]> {
      if (query.userId !== undefined && query.userId !== actor.id)
        throw forbidden('You can only read your own conversations');
      const vibeType = query.vibeType && query.vibeType !== 'all' ? query.vibeType : undefined;
      // The app's inbox (no search, no grid filter) is batched; a search runs on its own.
      const rows =
        !query.q && !vibeType
          ? ((await loadConversations(actor.id)) ?? []).map((r) => ({ ...r }))
          : await repo.listConversations(db, {
              userId: actor.id,
              q: query.q || undefined,
              vibeType,
              limit: CONVERSATIONS_MAX,
            });
      const lastIds = rows.map((r) => r.lastMessageId).filter((id): id is number => id !== null);
      const [lasts, prefs] = await Promise.all([messagesByIds(lastIds), nsfwPrefsOf(actor.id)]);
      const byId = new Map(lasts.map((m) => [m.id, m]));
      const now = Date.now();
      return rows.map((row) => {
        const last = row.lastMessageId ? byId.get(row.lastMessageId) : undefined;
        return presentConversation(
          row,
          last ? presentMessage(last, { viewerId: actor.id, prefs, reported: false, now }) : null,
          now,
        );
      });
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
