import { defineModule } from '#server/context';
import { registerAccountRoutes } from './accounts.routes';
import { createAccountsService } from './accounts.service';
import { createSessionRevoker } from './accounts.sessions';

export { createAccountsService, type AccountsService } from './accounts.service';
export { presentSessionUser } from './accounts.presenter';
export { hasRole, requiresTwoFactor, isSuspended } from './accounts.policy';
export * as accountsRepository from './accounts.repository';
/** Display names: confusable skeleton (UTS #39) and reserved staff names (issue 10). */
export { RESERVED_NAME_MESSAGE, isReservedName, nameSkeleton } from './display-names';
export { createSessionRevoker, type SessionRevoker } from './accounts.sessions';
export { createSessionStore } from './accounts.session-store';
export type { AccountRow } from './accounts.repository';
export { setVerified } from './accounts.repository';
/** Last-seen and sessions have one owner (ADR 075): other modules read and write them only through these. */
export { touchLastSeen, sessionLiveSql, liveSessionIds, sessionsOf, sessionCount } from './accounts.repository';

/**
 * Accounts (ADR 077): the session revoker (ended sessions close the member's open sockets at once on
 * every instance, through its event), the service and the routes. Returns both for later modules.
 */
export const accountsModule = defineModule({
  name: 'accounts',
  async register(app, ctx) {
    const sessions = createSessionRevoker(ctx);
    await sessions.start();
    app.addHook('onClose', async () => {
      await sessions.close();
    });
    const accounts = createAccountsService(ctx);
    registerAccountRoutes(app, ctx, accounts, sessions);
    return { accounts, sessions };
  },
});
