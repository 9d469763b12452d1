export { createAccountsService, type AccountsService } from './accounts.service';
export { registerAccountRoutes } from './accounts.routes';
export { presentSessionUser } from './accounts.presenter';
export { hasRole, requiresTwoFactor, isSuspended } from './accounts.policy';
export * as accountsRepository from './accounts.repository';
export { createSessionRevoker, type SessionRevoker } from './accounts.sessions';
export { setVerified } from './accounts.repository';
