import type { FastifyInstance } from 'fastify';
import type { SessionRevoker } from '#modules/accounts';
import { accountEndpoints } from '#contracts';
import { writeAudit } from '#modules/audit';
import type { AppContext } from '#server/context';
import { route } from '#http/endpoint';
import { limit } from '#http/rate-limit';
import { adminOnly, authenticated, clearSessionCookie, requireUser } from '#http/session';
import type { AccountDataService } from './account-data.service';

export function registerAccountDataRoutes(
  app: FastifyInstance,
  ctx: AppContext,
  service: AccountDataService,
  sessions: Pick<SessionRevoker, 'announce'>,
): void {
  const scale = ctx.config.rateLimitScale;

  // A JSON download of the member's own data.
  route(
    app,
    accountEndpoints.export,
    { preHandler: authenticated, config: limit(10, '1 hour', scale) },
    async (_input, request, reply) => {
      const user = requireUser(request);
      const data = await service.exportFor(user.id);
      reply
        .header('Content-Disposition', `attachment; filename="vibeline-data-${user.id}.json"`)
        .header('Cache-Control', 'no-store');
      return data;
    },
  );

  route(
    app,
    accountEndpoints.delete,
    { preHandler: authenticated, config: limit(10, '1 hour', scale) },
    async ({ body }, request, reply) => {
      await service.deleteAccount(requireUser(request), body.password);
      await sessions.announce(requireUser(request).id);
      clearSessionCookie(reply, ctx.config.env === 'production');
      return { ok: true as const };
    },
  );

  // Compliance export for a data request received outside the app: administrators only.
  route(app, accountEndpoints.complianceExport, { preHandler: adminOnly }, async ({ body }, request, reply) => {
    const { userId } = body;
    const data = await service.exportFor(userId);
    await writeAudit(ctx.database.db, {
      actorId: requireUser(request).id,
      action: 'compliance.export',
      targetType: 'user',
      targetId: userId,
      targetUserId: userId,
    });
    reply
      .header('Content-Disposition', `attachment; filename="vibeline-data-${userId}.json"`)
      .header('Cache-Control', 'no-store');
    return data;
  });
}
