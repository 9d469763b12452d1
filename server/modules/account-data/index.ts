/** GDPR: the member's data export and account deletion; the admin compliance export. */
import { defineModule } from '#server/context';
import type { SessionRevoker } from '#modules/accounts';
import { registerAccountDataRoutes } from './account-data.routes';
import { createAccountDataService } from './account-data.service';

export { createAccountDataService, type AccountDataService } from './account-data.service';

/** Account data (ADR 077): the export and deletion routes; deletion ends sessions through the revoker. */
export const accountDataModule = defineModule({
  name: 'account-data',
  async register(app, ctx, deps: { sessions: SessionRevoker }) {
    registerAccountDataRoutes(app, ctx, createAccountDataService(ctx), deps.sessions);
  },
});
