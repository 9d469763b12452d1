import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { SessionRevoker } from './accounts.sessions';
import { SESSION_TTL_MS, accountEndpoints, authEndpoints, type AuthResponse } from '#contracts';
import type { AppContext } from '#server/context';
import { unauthorized } from '#http/errors';
import { route } from '#http/endpoint';
import { byIp, limit } from '#http/rate-limit';
import { SESSION_COOKIE, authenticated, clearSessionCookie, requireUser, setSessionCookie } from '#http/session';
import { PENDING_SESSION_TTL_MS } from '#contracts';
import { presentSessionUser } from './accounts.presenter';
import type { AccountsService, SignInResult } from './accounts.service';
import { DEVICE_COOKIE, DEVICE_COOKIE_TTL_MS } from './trusted-devices';

const clientInfo = (request: FastifyRequest) => ({
  ip: request.ip,
  userAgent: request.headers['user-agent'],
  deviceToken: request.cookies[DEVICE_COOKIE],
});

export function registerAccountRoutes(
  app: FastifyInstance,
  ctx: AppContext,
  service: AccountsService,
  sessions: Pick<SessionRevoker, 'announce'>,
): void {
  const secure = ctx.config.env === 'production';
  const scale = ctx.config.rateLimitScale;

  // Only the login step reads it (ADR 216); it outlives logout on purpose, not a password change (ADR 221).
  const setDeviceCookie = (reply: FastifyReply, deviceToken: string) =>
    reply.setCookie(DEVICE_COOKIE, deviceToken, {
      path: '/api/auth',
      httpOnly: true,
      sameSite: 'lax',
      secure,
      maxAge: Math.floor(DEVICE_COOKIE_TTL_MS / 1000),
    });

  function answer(reply: FastifyReply, result: SignInResult, status = 200): AuthResponse {
    if (result.kind === 'two-factor') {
      setSessionCookie(reply, result.token, secure, PENDING_SESSION_TTL_MS);
      reply.code(status);
      return { requireTwoFA: true, email: result.email };
    }
    setSessionCookie(reply, result.token, secure, SESSION_TTL_MS);
    setDeviceCookie(reply, result.deviceToken);
    reply.code(status);
    return { user: presentSessionUser(result.account) };
  }

  route(app, authEndpoints.register, { config: limit(10, '1 hour', scale) }, async ({ body }, request, reply) => {
    return answer(reply, await service.register(body, clientInfo(request)), 201);
  });

  // Rate limited per client address here (the body is not parsed yet), and per account with
  // backoff in the service (auth-throttle.ts), on top of argon2's cost.
  route(
    app,
    authEndpoints.login,
    { config: limit(10, '15 minutes', scale, byIp) },
    async ({ body }, request, reply) => {
      return answer(reply, await service.login(body, clientInfo(request)));
    },
  );

  route(
    app,
    authEndpoints.verifyTwoFactor,
    { config: limit(20, '15 minutes', scale) },
    async ({ body }, request, reply) =>
      answer(
        reply,
        await service.verifyTwoFactor(request.cookies[SESSION_COOKIE], body.verificationCode, clientInfo(request)),
      ),
  );

  route(app, authEndpoints.resendTwoFactor, { config: limit(5, '15 minutes', scale) }, async (_input, request) => {
    await service.resendCode(request.cookies[SESSION_COOKIE]);
    return { ok: true as const };
  });

  route(app, authEndpoints.logout, { config: limit(60, '1 minute', scale) }, async (_input, request, reply) => {
    await service.logout(request.cookies[SESSION_COOKIE]);
    // The ended session's socket closes at once, not at its next heartbeat (issue 10).
    if (request.auth.user) await sessions.announce(request.auth.user.id);
    clearSessionCookie(reply, secure);
    return { ok: true as const };
  });

  // E-mail verification (issue 10): the token is the proof, so no session is needed to use it.
  route(app, authEndpoints.verifyEmail, { config: limit(20, '15 minutes', scale, byIp) }, async ({ body }) => {
    const { promoted, userId } = await service.verifyEmail(body.token);
    if (promoted) await sessions.announce(userId);
    return { ok: true as const, emailVerified: true as const };
  });

  route(
    app,
    authEndpoints.resendVerification,
    { preHandler: authenticated, config: limit(5, '1 hour', scale) },
    async (_input, request) => {
      await service.resendVerification(requireUser(request));
      return { ok: true as const };
    },
  );

  // Password reset (issue 14 §6): one answer for every address, so it reveals no accounts.
  route(app, authEndpoints.forgotPassword, { config: limit(5, '15 minutes', scale, byIp) }, async ({ body }) => {
    await service.forgotPassword(body.email);
    return {
      ok: true as const,
      message: 'If an account exists for that address, we have sent it a link to reset the password.',
    };
  });

  route(
    app,
    authEndpoints.resetPassword,
    { config: limit(10, '15 minutes', scale, byIp) },
    async ({ body }, _request, reply) => {
      const { userId } = await service.resetPassword(body);
      await sessions.announce(userId);
      // Every session ended, this browser's too: sign in with the new password.
      clearSessionCookie(reply, secure);
      return { ok: true as const };
    },
  );

  // The spec's answer is the user object itself.
  route(app, authEndpoints.user, {}, async (_input, request) => {
    if (!request.auth.user) throw unauthorized();
    return service.sessionUser(request.auth.user);
  });

  // Settings: two-factor on/off and password change (the signed-in member's own account).
  route(
    app,
    accountEndpoints.twoFactor,
    { preHandler: authenticated, config: limit(20, '1 hour', scale) },
    async ({ body }, request) => {
      return service.setTwoFactor(requireUser(request), body);
    },
  );

  route(
    app,
    accountEndpoints.presence,
    { preHandler: authenticated, config: limit(30, '1 hour', scale) },
    async ({ body }, request) => {
      await service.setPresenceHidden(requireUser(request), body.hidden);
      return { presenceHidden: body.hidden };
    },
  );

  route(
    app,
    accountEndpoints.password,
    { preHandler: authenticated, config: limit(10, '1 hour', scale) },
    async ({ body }, request, reply) => {
      const { deviceToken } = await service.changePassword(requireUser(request), request.auth.sessionId, body);
      await sessions.announce(requireUser(request).id);
      // Every earlier device cookie ended with the old password; this browser just proved it knows the new one.
      setDeviceCookie(reply, deviceToken);
      return { ok: true as const };
    },
  );
}
