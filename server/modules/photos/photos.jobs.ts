import type { AppContext } from '#server/context';
import { PHOTO_MODERATE_JOB, type PhotosService } from './photos.service';

/** photosModerateProcessor: runs Guardian's image check on each new photo (queued by POST /api/photos). */
export function registerPhotoJobs(ctx: AppContext, service: PhotosService): void {
  // Expiry (ADR 112): the image model may take seconds on a loaded machine; 3 min is far above a run.
  ctx.jobs.define(PHOTO_MODERATE_JOB, async ({ photoId }) => service.moderate(photoId), { expireInSeconds: 180 });
}
