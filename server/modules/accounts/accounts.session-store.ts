import type { Database } from '#db/client';
import type { SessionStore } from '#http/session';
import * as repo from './accounts.repository';

/** The accounts module's side of the session hook in server/http/session.ts (only what the hook needs). */
export function createSessionStore(db: Database): SessionStore {
  return {
    findLiveSessions: (ids, now) => repo.findLiveSessionAccounts(db, ids, now),
    touchLastSeen: (userId, now) => repo.touchLastSeen(db, userId, now),
  };
}
