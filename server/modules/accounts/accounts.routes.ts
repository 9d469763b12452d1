import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { SessionRevoker } from './accounts.sessions';
import {
  SESSION_TTL_MS,
  changePasswordBody,
  forgotPasswordBody,
  loginBody,
  registerBody,
  resetPasswordBody,
  twoFactorBody,
  presenceSettingBody,
  verifyEmailBody,
  verifyTwoFactorBody,
  type AuthResponse,
} from '../../../contracts';
import type { AppContext } from '../../context';
import { parse, parseEmptyBody, unauthorized } from '../../http/errors';
import { byIp, limit } from '../../http/rate-limit';
import { SESSION_COOKIE, authenticated, clearSessionCookie, requireUser, setSessionCookie } from '../../http/session';
import { PENDING_SESSION_TTL_MS } from '../../../contracts';
import { presentSessionUser } from './accounts.presenter';
import type { AccountsService, SignInResult } from './accounts.service';

const clientInfo = (request: FastifyRequest) => ({ ip: request.ip, userAgent: request.headers['user-agent'] });

export function registerAccountRoutes(
  app: FastifyInstance,
  ctx: AppContext,
  service: AccountsService,
  sessions: Pick<SessionRevoker, 'announce'>,
): void {
  const secure = ctx.config.env === 'production';
  const scale = ctx.config.rateLimitScale;

  function answer(reply: FastifyReply, result: SignInResult, status = 200): AuthResponse {
    if (result.kind === 'two-factor') {
      setSessionCookie(reply, result.token, secure, PENDING_SESSION_TTL_MS);
      reply.code(status);
      return { requireTwoFA: true, email: result.email };
    }
    setSessionCookie(reply, result.token, secure, SESSION_TTL_MS);
    reply.code(status);
    return { user: presentSessionUser(result.account) };
  }

  app.post('/api/auth/register', { config: limit(10, '1 hour', scale) }, async (request, reply) => {
    const body = parse(registerBody, request.body);
    return answer(reply, await service.register(body, clientInfo(request)), 201);
  });

  // Rate limited per client address here (the body is not parsed yet), and per account with
  // backoff in the service (auth-throttle.ts), on top of argon2's cost.
  app.post('/api/auth/login', { config: limit(10, '15 minutes', scale, byIp) }, async (request, reply) => {
    const body = parse(loginBody, request.body);
    return answer(reply, await service.login(body, clientInfo(request)));
  });

  app.post('/api/auth/verify-2fa', { config: limit(20, '15 minutes', scale) }, async (request, reply) => {
    const body = parse(verifyTwoFactorBody, request.body);
    return answer(
      reply,
      await service.verifyTwoFactor(request.cookies[SESSION_COOKIE], body.verificationCode, clientInfo(request)),
    );
  });

  app.post('/api/auth/resend-2fa', { config: limit(5, '15 minutes', scale) }, async (request) => {
    parseEmptyBody(request.body);
    await service.resendCode(request.cookies[SESSION_COOKIE]);
    return { ok: true as const };
  });

  app.post('/api/auth/logout', { config: limit(60, '1 minute', scale) }, async (request, reply) => {
    await service.logout(request.cookies[SESSION_COOKIE]);
    // The ended session's socket closes at once, not at its next heartbeat (issue 10).
    if (request.auth.user) await sessions.announce(request.auth.user.id);
    clearSessionCookie(reply, secure);
    return { ok: true as const };
  });

  // E-mail verification (issue 10): the token is the proof, so no session is needed to use it.
  app.post('/api/auth/verify-email', { config: limit(20, '15 minutes', scale, byIp) }, async (request) => {
    const { token } = parse(verifyEmailBody, request.body);
    const { promoted, userId } = await service.verifyEmail(token);
    if (promoted) await sessions.announce(userId);
    return { ok: true as const, emailVerified: true as const };
  });

  app.post(
    '/api/auth/resend-verification',
    { preHandler: authenticated, config: limit(5, '1 hour', scale) },
    async (request) => {
      parseEmptyBody(request.body);
      await service.resendVerification(requireUser(request));
      return { ok: true as const };
    },
  );

  // Password reset (issue 14 §6): one answer for every address, so it reveals no accounts.
  app.post('/api/auth/forgot-password', { config: limit(5, '15 minutes', scale, byIp) }, async (request) => {
    const { email } = parse(forgotPasswordBody, request.body);
    await service.forgotPassword(email);
    return {
      ok: true as const,
      message: 'If an account exists for that address, we have sent it a link to reset the password.',
    };
  });

  app.post('/api/auth/reset-password', { config: limit(10, '15 minutes', scale, byIp) }, async (request, reply) => {
    const body = parse(resetPasswordBody, request.body);
    const { userId } = await service.resetPassword(body);
    await sessions.announce(userId);
    // Every session ended, this browser's too: sign in with the new password.
    clearSessionCookie(reply, secure);
    return { ok: true as const };
  });

  // The spec's answer is the user object itself.
  app.get('/api/auth/user', async (request) => {
    if (!request.auth.user) throw unauthorized();
    return service.sessionUser(request.auth.user);
  });

  // Settings: two-factor on/off and password change (the signed-in member's own account).
  app.put(
    '/api/account/two-factor',
    { preHandler: authenticated, config: limit(20, '1 hour', scale) },
    async (request) => {
      const { enabled } = parse(twoFactorBody, request.body);
      return service.setTwoFactor(requireUser(request), enabled);
    },
  );

  app.put(
    '/api/account/presence',
    { preHandler: authenticated, config: limit(30, '1 hour', scale) },
    async (request) => {
      const { hidden } = parse(presenceSettingBody, request.body);
      await service.setPresenceHidden(requireUser(request), hidden);
      return { presenceHidden: hidden };
    },
  );

  app.put(
    '/api/account/password',
    { preHandler: authenticated, config: limit(10, '1 hour', scale) },
    async (request) => {
      const body = parse(changePasswordBody, request.body);
      await service.changePassword(requireUser(request), request.auth.sessionId, body);
      await sessions.announce(requireUser(request).id);
      return { ok: true as const };
    },
  );
}
