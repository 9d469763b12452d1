/** The moderation workflow: typed requests, one adapter per subject type, `decide` as the only way a review
 * resolves. */
export {
  createModerationService,
  type ModerationService,
  type ModerationQueue,
  type EnqueueInput,
} from './moderation.service';
export { createCriminalityService, type CriminalityService } from './moderation.criminality';
export type { ModerationAdapter, ModerationAdapters, SubjectRequest } from './moderation.registry';
export { registerModerationRoutes, registerVerificationRoutes } from './moderation.routes';
export { createVerificationService, type VerificationService } from './moderation.verification';
export { reportLimitFor } from './moderation.policy';
