import { defineModule } from '#server/context';
import type { GuardianService } from '#modules/guardian';
import { createCriminalityService } from './moderation.criminality';
import { registerModerationRoutes, registerVerificationRoutes } from './moderation.routes';
import { createModerationService, type ModerationService } from './moderation.service';
import { createVerificationService, type SelfieUploads } from './moderation.verification';

/**
 * The moderation workflow: typed requests, one adapter per subject type, `decide` as the only way
 * a review resolves.
 */
export {
  createModerationService,
  type ModerationService,
  type ModerationQueue,
  type EnqueueInput,
} from './moderation.service';
export { createCriminalityService, type CriminalityService } from './moderation.criminality';
export type { ModerationAdapter, ModerationAdapters, SubjectRequest } from './moderation.registry';
export { createVerificationService, type VerificationService } from './moderation.verification';
export { reportLimitFor } from './moderation.policy';

/**
 * Moderation (ADR 077): the review queue and the criminality feedback routes. Returns the service;
 * app.ts hands it the subject adapters (`useAdapters`) once every module that owns a subject exists.
 */
export const moderationModule = defineModule({
  name: 'moderation',
  async register(app, ctx, deps: { guardian: GuardianService }) {
    const moderation = createModerationService(ctx, { guardian: deps.guardian });
    registerModerationRoutes(app, ctx, moderation, createCriminalityService(ctx, deps.guardian));
    return moderation;
  },
});

/**
 * Member verification (ADR 077), a slice of moderation registered after photos: a submission takes a
 * photo upload and opens a review. Returns the service (its moderation adapter).
 */
export const verificationModule = defineModule({
  name: 'verification',
  async register(app, ctx, deps: { moderation: ModerationService; photos: SelfieUploads }) {
    const verification = createVerificationService(ctx, deps);
    registerVerificationRoutes(app, ctx, verification);
    return verification;
  },
});
