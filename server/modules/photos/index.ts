import { defineModule } from '#server/context';
import type { GuardianService } from '#modules/guardian';
import type { ModerationQueue } from '#modules/moderation';
import { registerPhotoJobs } from './photos.jobs';
import { registerPhotoRoutes } from './photos.routes';
import { createPhotosService, type MemberVisibility } from './photos.service';

/** Photos: signed uploads, re-encoding, moderation, access-checked serving and sharing. */
export {
  createPhotosService,
  sharePhoto,
  storePhoto,
  memberFilesPrefix,
  PHOTO_MODERATE_JOB,
  type MemberVisibility,
  type PhotosService,
} from './photos.service';
export { photoFileUrl, photoThumbnailUrl, presentPhoto } from './photos.presenter';
export { maySeePhoto } from './photos.policy';
export { photos, photoShares, photoUploads } from './photos.schema';

/** Photos (ADR 077): the service, its jobs (defined before the app starts the queue) and its routes. */
export const photosModule = defineModule({
  name: 'photos',
  async register(
    app,
    ctx,
    deps: { guardian: GuardianService; moderation: ModerationQueue; visibility: MemberVisibility },
  ) {
    const photos = createPhotosService(ctx, deps.guardian, deps.moderation, deps.visibility);
    registerPhotoJobs(ctx, photos);
    registerPhotoRoutes(app, ctx, photos);
    return photos;
  },
});
