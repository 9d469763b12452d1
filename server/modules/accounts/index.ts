export { createAccountsService, type AccountsService } from './accounts.service';
export { registerAccountRoutes } from './accounts.routes';
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
