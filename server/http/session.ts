import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { Role } from '../../contracts';
import type { AppContext } from '../context';
import type { Database } from '../db/client';
import * as accounts from '../modules/accounts/accounts.repository';
import { hasRole, isSuspended } from '../modules/accounts/accounts.policy';
import { sha256 } from '../platform/secrets';
import { forbidden, unauthorized } from './errors';

export const SESSION_COOKIE = 'vl_session';
const LAST_SEEN_EVERY_MS = 60_000;

export interface AuthState {
  /** The signed-in account (active session, not suspended), or null. */
  user: accounts.AccountRow | null;
  sessionId: string | null;
}

declare module 'fastify' {
  interface FastifyRequest { auth: AuthState }
}

/**
 * Session lookups of requests that arrive in the same turn of the event loop share ONE query
 * (accounts.findLiveSessions: not revoked, not expired when it runs). Under load this saves a
 * database round trip per request; each request gets its own copy of the rows.
 */
function createSessionLoader(db: Database) {
  let queue: Array<{ id: string; resolve: (row: accounts.LiveSession | undefined) => void; reject: (error: unknown) => void }> = [];
  async function flush(): Promise<void> {
    const batch = queue;
    queue = [];
    try {
      const rows = await accounts.findLiveSessions(db, [...new Set(batch.map((b) => b.id))], new Date());
      const byId = new Map(rows.map((r) => [r.session.id, r]));
      for (const b of batch) {
        const row = byId.get(b.id);
        b.resolve(row && { session: { ...row.session }, account: { ...row.account } });
      }
    } catch (error) {
      for (const b of batch) b.reject(error);
    }
  }
  return (id: string) => new Promise<accounts.LiveSession | undefined>((resolve, reject) => {
    queue.push({ id, resolve, reject });
    if (queue.length === 1) setImmediate(() => { void flush(); });
  });
}

/** Reads the session cookie once per request; routes then ask `requireUser` / `requireRole`. */
export function registerSessionAuth(app: FastifyInstance, ctx: AppContext): void {
  app.decorateRequest('auth', null as unknown as AuthState);
  const loadSession = createSessionLoader(ctx.database.db);
  app.addHook('onRequest', async (request) => {
    request.auth = { user: null, sessionId: null };
    const token = request.cookies[SESSION_COOKIE];
    if (!token || token.length > 200) return;
    const now = new Date();
    const live = await loadSession(sha256(token));
    if (!live || live.session.state !== 'active') return;
    if (isSuspended(live.account, now)) return;
    request.auth = { user: live.account, sessionId: live.session.id };
    // Online is real (decision 4): seen within the last few minutes.
    if (!live.account.lastSeenAt || now.getTime() - live.account.lastSeenAt.getTime() > LAST_SEEN_EVERY_MS) {
      await accounts.touchLastSeen(ctx.database.db, live.account.id, now);
    }
  });
}

export function requireUser(request: FastifyRequest): accounts.AccountRow {
  if (!request.auth?.user) throw unauthorized();
  return request.auth.user;
}

export function requireRole(request: FastifyRequest, role: Role): accounts.AccountRow {
  const user = requireUser(request);
  if (!hasRole(user.role, role)) throw forbidden(role === 'admin' ? 'Administrator privileges required' : 'Moderator privileges required');
  return user;
}

/** Route-level guards (the permission); services still check which rows (STYLE: two places). */
export const authenticated = async (request: FastifyRequest) => { requireUser(request); };
export const moderatorOnly = async (request: FastifyRequest) => { requireRole(request, 'moderator'); };
export const adminOnly = async (request: FastifyRequest) => { requireRole(request, 'admin'); };

export function setSessionCookie(reply: FastifyReply, token: string, secure: boolean, maxAgeMs: number): void {
  reply.setCookie(SESSION_COOKIE, token, { path: '/', httpOnly: true, sameSite: 'lax', secure, maxAge: Math.floor(maxAgeMs / 1000) });
}

export function clearSessionCookie(reply: FastifyReply, secure: boolean): void {
  reply.clearCookie(SESSION_COOKIE, { path: '/', httpOnly: true, sameSite: 'lax', secure });
}
