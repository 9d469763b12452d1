import { lastActiveBucket } from '#contracts';
import { touchLastSeen } from '#modules/accounts';
import { isOnline } from '#modules/profiles';
import * as repo from './messaging.repository';
import { blockedAmong } from '#modules/blocks';
import type { MessagingCore } from './messaging.core';

/** Presence (ADR 098): typing, who is online among partners, last seen. */
export function createPresence(core: MessagingCore) {
  const { db, hub } = core;
  const methods = {
    /** Typing goes only to someone the member already talks with and who has not blocked them. */
    async typing(actor: { id: number }, toUserId: number): Promise<void> {
      if (toUserId === actor.id) return;
      const conversation = await repo.findConversation(db, actor.id, toUserId);
      if (!conversation || (await blockedAmong(db, actor.id, [toUserId])).size) return;
      await hub.deliver([{ userId: toUserId, event: { type: 'typing', userId: actor.id } }]);
    },

    /**
     * Presence of conversation partners who wrote to the viewer only (issue 10: not of any id), not blocked either way;
     * a coarse "active today" bucket instead of the exact time; nothing for members who hide it.
     */
    async presenceOf(viewerId: number, ids: number[]) {
      const unique = [...new Set(ids)].filter((id) => id !== viewerId);
      const [blocked, partners] = await Promise.all([
        blockedAmong(db, viewerId, unique),
        repo.conversationPartnersAmong(db, viewerId, unique),
      ]);
      const visible = unique.filter((id) => !blocked.has(id) && partners.has(id));
      const seen = await repo.lastSeenOf(db, visible);
      return visible
        .filter((id) => seen.has(id))
        .map((id) => {
          const { lastSeenAt, hidden } = seen.get(id)!;
          if (hidden) return { userId: id, online: false, lastActive: null, lastSeenAt: null };
          return {
            userId: id,
            online: hub.isConnectedHere(id) || isOnline(lastSeenAt),
            lastActive: lastActiveBucket(lastSeenAt),
            lastSeenAt: null,
          };
        });
    },

    /**
     * Seen now (through accounts, the owner of last-seen); answers whether the member hides their presence and, when
     * not, who must not hear of it even if they watched before (a block or an unmatch since: ADR 214).
     */
    async touch(userId: number, now = new Date()): Promise<{ presenceHidden: boolean; withheldFrom: number[] }> {
      await touchLastSeen(db, userId, now);
      const presenceHidden = (await repo.lastSeenOf(db, [userId])).get(userId)?.hidden ?? false;
      return { presenceHidden, withheldFrom: presenceHidden ? [] : await repo.presenceWithheldFrom(db, userId) };
    },
  };
  return methods;
}
