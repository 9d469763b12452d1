/**
 * Guardian's public surface: classifier, keywords, models and training. The review workflow is the moderation
 * module's.
 */
export { createGuardianService, RETRAIN_JOB, type GuardianService } from './guardian.service';
export { registerGuardianRoutes } from './guardian.routes';
export { startGuardianSync } from './guardian.sync';
export type { GuardianVerdict, ImageVerdict, ModerationContext } from './engine';
export { verdictPolicy } from './engine/policy';
