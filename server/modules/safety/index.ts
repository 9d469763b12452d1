/** Bestie Shield: emergency contacts, meets with reminders, check-ins that escalate, alerts and their public viewer. */
import { defineModule } from '#server/context';
import type { SmsSender } from '#platform/sms';
import { registerSafetyJobs } from './safety.jobs';
import { registerSafetyRoutes } from './safety.routes';
import { createSafetyService, JOBS, type SafetyService } from './safety.service';

export { JOBS as SAFETY_JOBS, NOTIFY_MAX_ATTEMPTS, notificationKey, type SafetyService } from './safety.service';
/** For the GDPR export (account-data). */
export { safetyDataOf } from './safety.repository';

/**
 * Bestie Shield (ADR 077): the service, its jobs (defined before the app starts the queue), the routes
 * and the five-minute notification sweep (a declared timer, ADR 096).
 */
export const safetyModule = defineModule({
  name: 'safety',
  async register(app, ctx, deps: { sms?: SmsSender }): Promise<SafetyService> {
    if (ctx.config.env === 'production' && !ctx.config.sms && !deps.sms) {
      // Alerts would only reach the local outbox folder: say so loudly at start.
      ctx.log.warn(
        'Bestie Shield: no SMS provider configured (TWILIO_ACCOUNT_SID, TWILIO_AUTH_TOKEN, TWILIO_FROM); ' +
          'alert SMS go to the local outbox only',
      );
    }
    const service = createSafetyService(ctx, deps);
    registerSafetyJobs(ctx, service);
    registerSafetyRoutes(app, ctx, service);
    return service;
  },
  // Per-notification jobs do the sending; the sweep catches any whose job was lost in a crash.
  timers: (_service, ctx) => [{ name: JOBS.sweep, everyMs: 5 * 60 * 1000, run: () => ctx.jobs.send(JOBS.sweep, {}) }],
});
