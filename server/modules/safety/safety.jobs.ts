import type { AppContext } from '#server/context';
import { JOBS, NOTIFY_MAX_ATTEMPTS, type SafetyService } from './safety.service';

/**
 * Jobs (pg-boss: persisted, so they fire after a restart; each job is handed to one worker, and
 * each handler claims its row first, so a repeat or a stale job sends nothing):
 *  - safety.meet-reminder          Task: e-mail the member at reminderTime
 *  - safety.checkin-due            Task: at the meet's end, ask the member to check in
 *  - safety.checkin-escalate       Task: 15 min later, no answer → alert + contacts notified
 *  - safety.deliver-notification   Processor: one SMS or e-mail; retried, failure recorded
 *  - safety.alert-expire           Task: an alert stops after 48 h
 *  - safety.trail-cleanup          Task: an ended alert's location trail goes after 7 days
 *  - safety.notification-sweep     Task (every 5 min): re-queue notifications whose job was lost
 * Jobs carry the time they were planned for: moving a meet plans new jobs, and the old ones find
 * the time changed (or the meet cancelled) and do nothing.
 */
export function registerSafetyJobs(ctx: AppContext, service: SafetyService): void {
  // Expiry (ADR 112): a claim is one short transaction, so 60 s; after a crash the re-run finds the row
  // claimed and sends nothing twice. More retries than the default: these jobs keep members safe.
  const claim = { expireInSeconds: 60, retryLimit: 5, retryDelay: 5 };
  ctx.jobs.define(JOBS.reminder, async ({ meetId, at }) => service.sendReminder(meetId, at), claim);
  ctx.jobs.define(JOBS.checkinDue, async ({ checkinId, at }) => service.checkinDue(checkinId, at), claim);
  ctx.jobs.define(JOBS.escalate, async ({ checkinId, at }) => service.escalate(checkinId, at), claim);
  // Above the 60 s delivery lease (the SMS call times out after 15 s): the retry of a dead instance's job
  // finds the lease gone and delivers; a live slow attempt is never overtaken by its own retry.
  ctx.jobs.define(JOBS.deliver, async ({ notificationId }) => service.deliver(notificationId), {
    expireInSeconds: 90,
    retryLimit: NOTIFY_MAX_ATTEMPTS - 1,
    // Backoff from 2 s (2–4, 4–8, 8–16 s): an emergency SMS the provider refused is tried again soon.
    retryDelay: 2,
  });
  ctx.jobs.define(JOBS.expireAlert, async ({ alertId }) => service.expireAlert(alertId), claim);
  ctx.jobs.define(JOBS.cleanupTrail, async ({ alertId }) => service.cleanupTrail(alertId), { expireInSeconds: 120 });
  ctx.jobs.define(JOBS.sweep, async () => service.sweepNotifications(), { expireInSeconds: 60, retryLimit: 1 });
}
