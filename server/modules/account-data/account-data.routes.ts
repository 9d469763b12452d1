import type { FastifyInstance } from 'fastify';
import type { SessionRevoker } from '../accounts';
import { complianceExportBody, deleteAccountBody } from '../../../contracts';
import { writeAudit } from '../audit';
import type { AppContext } from '../../context';
import { parse } from '../../http/errors';
import { limit } from '../../http/rate-limit';
import { adminOnly, authenticated, clearSessionCookie, requireUser } from '../../http/session';
import type { AccountDataService } from './account-data.service';

export function registerAccountDataRoutes(
  app: FastifyInstance,
  ctx: AppContext,
  service: AccountDataService,
  sessions: Pick<SessionRevoker, 'announce'>,
): void {
  const scale = ctx.config.rateLimitScale;

  // A JSON download of the member's own data.
  app.get(
    '/api/account/export',
    { preHandler: authenticated, config: limit(10, '1 hour', scale) },
    async (request, reply) => {
      const user = requireUser(request);
      const data = await service.exportFor(user.id);
      reply
        .header('Content-Disposition', `attachment; filename="vibeline-data-${user.id}.json"`)
        .header('Cache-Control', 'no-store');
      return data;
    },
  );

  app.delete(
    '/api/account',
    { preHandler: authenticated, config: limit(10, '1 hour', scale) },
    async (request, reply) => {
      const { password } = parse(deleteAccountBody, request.body);
      await service.deleteAccount(requireUser(request), password);
      await sessions.announce(requireUser(request).id);
      clearSessionCookie(reply, ctx.config.env === 'production');
      return { ok: true as const };
    },
  );

  // Compliance export for a data request received outside the app: administrators only.
  app.post('/api/admin/compliance/export', { preHandler: adminOnly }, async (request, reply) => {
    const { userId } = parse(complianceExportBody, request.body);
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
