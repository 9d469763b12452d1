import type { FastifyInstance } from 'fastify';
import { userSearchQuery } from '../../../contracts';
import type { AppContext } from '../../context';
import { parse } from '../../http/errors';
import { moderatorOnly } from '../../http/session';
import { searchUsers } from './admin.repository';

/** /api/admin/*: moderators and admins only (decision 1); the role comes from the session. */
export function registerAdminRoutes(app: FastifyInstance, ctx: AppContext): void {
  app.get('/api/admin/users/search', { preHandler: moderatorOnly }, async (request) => {
    const { q } = parse(userSearchQuery, request.query);
    return searchUsers(ctx.database.db, q);
  });
}
