import { eq } from 'drizzle-orm';
import type { AppContext } from '#server/context';
import type { Database } from '#db/client';
import { sessions } from '#db/schema';
import { createPubSub } from '#platform/pubsub';

const CHANNEL = 'accounts.sessions-revoked';

/**
 * Ending every session of a member (suspension, staff action) and telling every app instance, so
 * whatever holds a live connection for that member (the chat socket hub) drops it at once. With
 * REDIS_URL the event crosses instances; otherwise it stays in this process.
 */
export function createSessionRevoker(ctx: AppContext) {
  const pubsub = createPubSub(ctx.config, ctx.log);
  const listeners = new Set<(userId: number) => void>();
  let unsubscribe: (() => Promise<void>) | null = null;

  return {
    async start(): Promise<void> {
      unsubscribe = await pubsub.subscribe(CHANNEL, (raw) => {
        let userId: number;
        try {
          userId = Number((JSON.parse(raw) as { userId: unknown }).userId);
        } catch {
          return;
        }
        if (!Number.isInteger(userId)) return;
        for (const listener of listeners) listener(userId);
      });
    },

    /** Called for every member whose sessions ended, on every instance. */
    onRevoked(listener: (userId: number) => void): void {
      listeners.add(listener);
    },

    /**
     * Deletes the member's sessions (inside the caller's transaction when given one) and returns
     * `announce`, to call once that transaction has committed: a socket closed earlier could
     * reconnect on a session the database still holds.
     */
    async revokeSessions(
      userId: number,
      db: Database = ctx.database.db,
    ): Promise<{ count: number; announce: () => Promise<void> }> {
      const rows = await db.delete(sessions).where(eq(sessions.userId, userId)).returning({ id: sessions.id });
      return {
        count: rows.length,
        announce: () =>
          pubsub
            .publish(CHANNEL, JSON.stringify({ userId }))
            .catch((err) => ctx.log.warn({ err, userId }, 'session revocation not announced')),
      };
    },

    /**
     * Tells every instance that this member's sessions changed (logout, password change or reset,
     * promotion, deletion): their sockets close at once, and a client whose session still holds
     * reconnects on it.
     */
    async announce(userId: number): Promise<void> {
      await pubsub
        .publish(CHANNEL, JSON.stringify({ userId }))
        .catch((err) => ctx.log.warn({ err, userId }, 'session revocation not announced'));
    },

    async close(): Promise<void> {
      if (unsubscribe) await unsubscribe();
      await pubsub.close();
    },
  };
}
export type SessionRevoker = ReturnType<typeof createSessionRevoker>;
