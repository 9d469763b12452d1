/** Photos: signed uploads, re-encoding, moderation, access-checked serving and sharing. */
export {
  createPhotosService,
  sharePhoto,
  storePhoto,
  memberFilesPrefix,
  PHOTO_MODERATE_JOB,
  type PhotosService,
} from './photos.service';
export { registerPhotoRoutes } from './photos.routes';
export { registerPhotoJobs } from './photos.jobs';
export { photoFileUrl, photoThumbnailUrl, presentPhoto } from './photos.presenter';
export { maySeePhoto } from './photos.policy';
export { photos, photoShares, photoUploads } from './photos.schema';
