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
 * (pub/sub sync), registers the routes and, with background timers on, refreshes every 30 s.
 */
export const guardianModule = defineModule({
  name: 'guardian',
  async register(app, ctx) {
    const guardian = createGuardianService(ctx);
    await guardian.init();
    await startGuardianSync(app, ctx, guardian);
    registerGuardianRoutes(app, ctx, guardian);
    if (ctx.config.backgroundTimers) {
      // Other instances may have edited keywords or retrained: pick that up every 30 s.
      const timer = setInterval(() => {
        guardian.refresh().catch((err) => ctx.log.warn({ err }, 'guardian refresh failed'));
      }, 30_000);
      timer.unref();
      app.addHook('onClose', async () => clearInterval(timer));
    }
    return guardian;
  },
});
