import { defineModule } from '#server/context';
import { registerGuardianRoutes } from './guardian.routes';
import { createGuardianService } from './guardian.service';
import { startGuardianSync } from './guardian.sync';

/**
 * Guardian's public surface: classifier, keywords, models and training. The review workflow is the moderation
 * module's.
 */
export { createGuardianService, RETRAIN_JOB, type GuardianService } from './guardian.service';
export type { GuardianVerdict, ImageVerdict, ModerationContext } from './engine';
export { verdictPolicy } from './engine/policy';

/**
 * Guardian (ADR 077): loads keywords and the active model, keeps them in step across instances
 * (pub/sub sync), registers the routes and declares its 30 s refresh timer.
 */
export const guardianModule = defineModule({
  name: 'guardian',
  async register(app, ctx) {
    const guardian = createGuardianService(ctx);
    await guardian.init();
    await startGuardianSync(app, ctx, guardian);
    registerGuardianRoutes(app, ctx, guardian);
    return guardian;
  },
  // Other instances may have edited keywords or retrained: pick that up every 30 s (ADR 096).
  timers: (guardian) => [{ name: 'guardian.refresh', everyMs: 30_000, run: () => guardian.refresh() }],
});
