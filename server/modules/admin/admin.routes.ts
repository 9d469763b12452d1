import type { FastifyInstance } from 'fastify';
import { staffUserEndpoints, type genderChangeResponse } from '#contracts';
import type { z } from 'zod';
import type { AppContext } from '#server/context';
import { route } from '#http/endpoint';
import { adminOnly, moderatorOnly, requireUser } from '#http/session';
import type { AdminService } from './admin.service';

/**
 * /api/admin/* users tab: moderators read, admins act (decision 1; the role comes from the session).
 * Every action is written to the audit log in its own transaction.
 */
export function registerAdminRoutes(app: FastifyInstance, _ctx: AppContext, admin: AdminService): void {
  // The spec's search keeps its four fields; the users tab reads the richer list below.
  route(app, staffUserEndpoints.search, { preHandler: moderatorOnly }, async ({ query }) => {
    return (await admin.search(query.q)).map(({ id, displayName, email, trustScore }) => ({
      id,
      displayName,
      email,
      trustScore,
    }));
  });

  route(app, staffUserEndpoints.list, { preHandler: moderatorOnly }, async ({ query }) => admin.search(query.q));

  route(app, staffUserEndpoints.detail, { preHandler: moderatorOnly }, async ({ params }) => admin.detail(params.id));

  route(app, staffUserEndpoints.suspend, { preHandler: adminOnly }, async ({ params, body }, request) =>
    admin.suspend(requireUser(request), params.id, body.reason, body.duration),
  );

  route(app, staffUserEndpoints.unsuspend, { preHandler: adminOnly }, async ({ params, body }, request) =>
    admin.unsuspend(requireUser(request), params.id, body.notes?.trim() || null),
  );

  route(app, staffUserEndpoints.trustReset, { preHandler: adminOnly }, async ({ params, body }, request) =>
    admin.resetTrust(requireUser(request), params.id, body.trustScore, body.notes?.trim() || null),
  );

  // The service echoes the validated gender back as a string; the contract names the option.
  route(
    app,
    staffUserEndpoints.gender,
    { preHandler: adminOnly },
    async ({ params, body }, request) =>
      admin.changeGender(requireUser(request), params.id, body.gender, body.notes) as Promise<
        z.infer<typeof genderChangeResponse>
      >,
  );

  route(app, staffUserEndpoints.compliance, { preHandler: adminOnly }, async ({ params }) =>
    admin.compliance(params.userId),
  );
}
