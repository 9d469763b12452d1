import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { hasRole, type Role } from '#contracts';
import { sha256 } from '#platform/secrets';
import { forbidden, unauthorized } from './errors';

export const SESSION_COOKIE = 'vl_session';
const LAST_SEEN_EVERY_MS = 60_000;

/** What the session hook reads about the signed-in account (the accounts module provides it). */
export interface SessionAccount {
  id: number;
  role: Role;
  suspendedUntil: Date | null;
  lastSeenAt: Date | null;
}
export interface LiveSession {
  session: { id: string; state: string };
  account: SessionAccount;
}

/** Where sessions are read: the accounts module provides it (app.ts wires it in). */
export interface SessionStore {
  /** Sessions by id (the SHA-256 of the cookie token) that are not revoked and not expired at `now`. */
  findLiveSessions(ids: readonly string[], now: Date): Promise<LiveSession[]>;
  touchLastSeen(userId: number, now: Date): Promise<void>;
}

/**
 * Who is asking: what handlers receive from `requireUser` (ADR 075). Never the account row, so no
 * handler holds a password hash; a service that needs more of the account reads it from accounts.
 */
export interface Principal {
  id: number;
  role: Role;
  sessionId: string;
}

export interface AuthState {
  /** The signed-in member (active session, not suspended), or null. */
  user: Principal | null;
  sessionId: string | null;
}

declare module 'fastify' {
  interface FastifyRequest {
    auth: AuthState;
  }
}

/**
 * Session lookups of requests that arrive in the same turn of the event loop share ONE query
 * (accounts.findLiveSessions: not revoked, not expired when it runs). Under load this saves a
 * database round trip per request; each request gets its own copy of the rows.
 */
function createSessionLoader(store: SessionStore) {
  let queue: Array<{ id: string; resolve: (row: LiveSession | undefined) => void; reject: (error: unknown) => void }> =
    [];
  async function flush(): Promise<void> {
    const batch = queue;
    queue = [];
    try {
      const rows = await store.findLiveSessions([...new Set(batch.map((b) => b.id))], new Date());
      const byId = new Map(rows.map((r) => [r.session.id, r]));
      for (const b of batch) {
        const row = byId.get(b.id);
        b.resolve(row && { session: { ...row.session }, account: { ...row.account } });
      }
    } catch (error) {
      for (const b of batch) b.reject(error);
    }
  }
  return (id: string) =>
    new Promise<LiveSession | undefined>((resolve, reject) => {
      queue.push({ id, resolve, reject });
      if (queue.length === 1)
        setImmediate(() => {
          void flush();
        });
    });
}

/** Reads the session cookie once per request; routes then ask `requireUser` / `requireRole`. */
export function registerSessionAuth(app: FastifyInstance, store: SessionStore): void {
  app.decorateRequest('auth', null as unknown as AuthState);
  const loadSession = createSessionLoader(store);
  app.addHook('onRequest', async (request) => {
    request.auth = { user: null, sessionId: null };
    const token = request.cookies[SESSION_COOKIE];
    if (!token || token.length > 200) return;
    const now = new Date();
    const live = await loadSession(sha256(token));
    if (!live || live.session.state !== 'active') return;
    // A suspended account's sessions end when it is suspended; this also covers a race with that.
    if (live.account.suspendedUntil && live.account.suspendedUntil.getTime() > now.getTime()) return;
    request.auth = {
      user: { id: live.account.id, role: live.account.role, sessionId: live.session.id },
      sessionId: live.session.id,
    };
    // Online is real (decision 4): seen within the last few minutes.
    if (!live.account.lastSeenAt || now.getTime() - live.account.lastSeenAt.getTime() > LAST_SEEN_EVERY_MS) {
      await store.touchLastSeen(live.account.id, now);
    }
  });
}

export function requireUser(request: FastifyRequest): Principal {
  if (!request.auth?.user) throw unauthorized();
  return request.auth.user;
}

export function requireRole(request: FastifyRequest, role: Role): Principal {
  const user = requireUser(request);
  if (!hasRole(user.role, role))
    throw forbidden(role === 'admin' ? 'Administrator privileges required' : 'Moderator privileges required');
  return user;
}

/** Route-level guards (the permission); services still check which rows (STYLE: two places). */
export const authenticated = async (request: FastifyRequest) => {
  requireUser(request);
};
export const moderatorOnly = async (request: FastifyRequest) => {
  requireRole(request, 'moderator');
};
export const adminOnly = async (request: FastifyRequest) => {
  requireRole(request, 'admin');
};

export function setSessionCookie(reply: FastifyReply, token: string, secure: boolean, maxAgeMs: number): void {
  reply.setCookie(SESSION_COOKIE, token, {
    path: '/',
    httpOnly: true,
    sameSite: 'lax',
    secure,
    maxAge: Math.floor(maxAgeMs / 1000),
  });
}

export function clearSessionCookie(reply: FastifyReply, secure: boolean): void {
  reply.clearCookie(SESSION_COOKIE, { path: '/', httpOnly: true, sameSite: 'lax', secure });
}
