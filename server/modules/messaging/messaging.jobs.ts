import type { AppContext } from '#server/context';
import { PHOTO_CHECK_JOB, PURGE_JOB, PURGE_SWEEP_JOB, type MessagingService } from './messaging.service';

/**
 * Jobs (pg-boss, survive restarts):
 *  - messaging.check-photo  Processor: image check of a photo message (pending → approved/flagged/rejected)
 *  - messaging.purge        Processor: one disappearing message, 60 s after reveal or 7 days after sending
 *  - messaging.purge-sweep  Task: everything due at once (catches jobs lost with an old queue)
 */
export function registerMessagingJobs(ctx: AppContext, service: MessagingService): void {
  // Expiry (ADR 112): the image model may take seconds under load; a purge is one conditional UPDATE
  // (purged_at IS NULL) and its files; the hourly sweep walks every due message.
  ctx.jobs.define(PHOTO_CHECK_JOB, async ({ messageId }) => ({ status: await service.checkPhoto(messageId) }), {
    expireInSeconds: 180,
  });
  ctx.jobs.define(PURGE_JOB, async ({ messageId }) => ({ purged: await service.purgeIfDue(messageId) }), {
    expireInSeconds: 60,
  });
  ctx.jobs.define(PURGE_SWEEP_JOB, async () => ({ purged: await service.purgeSweep() }), {
    expireInSeconds: 300,
    retryLimit: 1,
  });
}
