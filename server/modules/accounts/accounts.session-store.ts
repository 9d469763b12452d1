import type { Database } from '../../db/client';
import type { SessionStore } from '../../http/session';
import * as repo from './accounts.repository';

declare module '../../http/session' {
  /** Requests carry the full account row of the signed-in member. */
  interface SessionAccount extends repo.AccountRow {}
}

/** The accounts module's side of the session hook in server/http/session.ts. */
export function createSessionStore(db: Database): SessionStore {
  return {
    findLiveSessions: (ids, now) => repo.findLiveSessions(db, ids, now),
    touchLastSeen: (userId, now) => repo.touchLastSeen(db, userId, now),
  };
}
