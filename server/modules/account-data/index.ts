/** GDPR: the member's data export and account deletion; the admin compliance export. */
export { createAccountDataService, type AccountDataService } from './account-data.service';
export { registerAccountDataRoutes } from './account-data.routes';
