import type { FastifyInstance } from 'fastify';
import {
  genderChangeBody,
  memberTrustResetBody,
  staffUserParams,
  suspendBody,
  unsuspendBody,
  userIdParams,
  userSearchQuery,
} from '../../../contracts';
import type { AppContext } from '../../context';
import { parse } from '../../http/errors';
import { adminOnly, moderatorOnly, requireUser } from '../../http/session';
import type { AdminService } from './admin.service';

/**
 * /api/admin/* users tab: moderators read, admins act (decision 1; the role comes from the session).
 * Every action is written to the audit log in its own transaction.
 */
export function registerAdminRoutes(app: FastifyInstance, _ctx: AppContext, admin: AdminService): void {
  // The spec's search keeps its four fields; the users tab reads the richer list below.
  app.get('/api/admin/users/search', { preHandler: moderatorOnly }, async (request) => {
    const { q } = parse(userSearchQuery, request.query);
    return (await admin.search(q)).map(({ id, displayName, email, trustScore }) => ({
      id,
      displayName,
      email,
      trustScore,
    }));
  });

  app.get('/api/admin/users', { preHandler: moderatorOnly }, async (request) => {
    const { q } = parse(userSearchQuery, request.query);
    return admin.search(q);
  });

  app.get('/api/admin/users/:id', { preHandler: moderatorOnly }, async (request) =>
    admin.detail(parse(staffUserParams, request.params).id),
  );

  app.post('/api/admin/users/:id/suspend', { preHandler: adminOnly }, async (request) => {
    const { id } = parse(staffUserParams, request.params);
    const body = parse(suspendBody, request.body);
    return admin.suspend(requireUser(request), id, body.reason, body.duration);
  });

  app.post('/api/admin/users/:id/unsuspend', { preHandler: adminOnly }, async (request) => {
    const { id } = parse(staffUserParams, request.params);
    const body = parse(unsuspendBody, request.body ?? {});
    return admin.unsuspend(requireUser(request), id, body.notes?.trim() || null);
  });

  app.post('/api/admin/users/:id/trust-reset', { preHandler: adminOnly }, async (request) => {
    const { id } = parse(staffUserParams, request.params);
    const body = parse(memberTrustResetBody, request.body ?? {});
    return admin.resetTrust(requireUser(request), id, body.trustScore, body.notes?.trim() || null);
  });

  app.post('/api/admin/users/:id/gender', { preHandler: adminOnly }, async (request) => {
    const { id } = parse(staffUserParams, request.params);
    const body = parse(genderChangeBody, request.body);
    return admin.changeGender(requireUser(request), id, body.gender, body.notes);
  });

  app.get('/api/admin/compliance/:userId', { preHandler: adminOnly }, async (request) =>
    admin.compliance(parse(userIdParams, request.params).userId),
  );
}
