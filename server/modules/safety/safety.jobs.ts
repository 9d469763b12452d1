import type { AppContext } from '#server/context';
import { JOBS, type SafetyService } from './safety.service';

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
  ctx.jobs.define(JOBS.reminder, async ({ meetId, at }) => service.sendReminder(meetId, at));
  ctx.jobs.define(JOBS.checkinDue, async ({ checkinId, at }) => service.checkinDue(checkinId, at));
  ctx.jobs.define(JOBS.escalate, async ({ checkinId, at }) => service.escalate(checkinId, at));
  ctx.jobs.define(JOBS.deliver, async ({ notificationId }) => service.deliver(notificationId));
  ctx.jobs.define(JOBS.expireAlert, async ({ alertId }) => service.expireAlert(alertId));
  ctx.jobs.define(JOBS.cleanupTrail, async ({ alertId }) => service.cleanupTrail(alertId));
  ctx.jobs.define(JOBS.sweep, async () => service.sweepNotifications());
}
