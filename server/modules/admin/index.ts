import { defineModule } from '#server/context';
import type { SessionRevoker } from '#modules/accounts';
import { registerAdminRoutes } from './admin.routes';
import { createAdminService } from './admin.service';

export { createAdminService, type AdminService } from './admin.service';

/** Admin (ADR 077): the staff routes over accounts; ends sessions through the accounts revoker. */
export const adminModule = defineModule({
  name: 'admin',
  async register(app, ctx, deps: { sessions: SessionRevoker }) {
    registerAdminRoutes(app, ctx, createAdminService(ctx, { sessions: deps.sessions }));
  },
});
