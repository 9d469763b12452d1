/** Guardian's public surface: other modules call `moderateText` / `moderateImage` / `queueForReview`. */
export { createGuardianService, RETRAIN_JOB, type GuardianService } from './guardian.service';
export { registerGuardianRoutes } from './guardian.routes';
export type { GuardianVerdict, ImageVerdict, ModerationContext } from './engine';
export { verdictPolicy } from './engine/policy';
