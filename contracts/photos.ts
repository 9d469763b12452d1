import { z } from 'zod';
import { idParam, idParams, okBody, userIdParams } from './common';
import { defineEndpoint, noBody, rawResponse, uploadBody } from './endpoint';

// Photos (spec §7 calls, decision 17). Upload sequence:
//   1. POST /api/photos/upload            → {uploadURL}   (one-time, signed, expires in 15 minutes)
//   2. PUT {uploadURL} with the raw file (Content-Type image/* or application/octet-stream, ≤ 10 MB)
//                                          → {ok: true, photoURL} (photoURL === uploadURL)
//   3. POST /api/photos {userId, photoURL, isPublic, photoType} → Photo (moderationStatus 'pending')
// Files are served by GET /api/photos/{photoId}/file and /api/photos/{photoId}/thumbnail (the
// `url` and `thumbnailUrl` of a Photo) to those allowed to see them; anyone else gets 404.

export const PHOTO_TYPES = ['profile', 'private'] as const;
export type PhotoType = (typeof PHOTO_TYPES)[number];
export const PHOTO_MODERATION_STATUSES = ['pending', 'approved', 'rejected'] as const;
export type PhotoModerationStatus = (typeof PHOTO_MODERATION_STATUSES)[number];
/**
 * Image formats accepted by content (magic bytes), whatever the file name says. HEIC is not among
 * them: the bundled libvips decodes AVIF but not HEVC (browsers hand iPhone photos over as JPEG).
 */
export const PHOTO_ACCEPTED_MIME = ['image/jpeg', 'image/png', 'image/webp', 'image/gif', 'image/avif'] as const;
export const PHOTO_REFUSED_MESSAGE = 'Only image files can be uploaded (JPEG, PNG, WebP, GIF or AVIF)';
export const UPLOAD_URL_TTL_MS = 15 * 60 * 1000;
/** Thumbnails are square WebP crops, this many pixels a side (sharp enough for 2x screens at 200 px). */
export const THUMBNAIL_SIZE = 400;
/** The longest side of a stored photo; larger uploads are scaled down. */
export const PHOTO_MAX_DIMENSION = 2048;
/** Decompression-bomb guard: images declaring more pixels than this are refused before decoding. */
export const PHOTO_MAX_PIXELS = 50_000_000;

export const photo = z.object({
  id: z.number().int(),
  userId: z.number().int(),
  url: z.string(),
  thumbnailUrl: z.string(),
  moderationStatus: z.enum(PHOTO_MODERATION_STATUSES),
  isPublic: z.boolean(),
  photoType: z.enum(PHOTO_TYPES),
  width: z.number().int(),
  height: z.number().int(),
  createdAt: z.string(),
});
export type Photo = z.infer<typeof photo>;

/**
 * GET /api/photos/{userId}: the owner gets all their photos (pending and rejected included);
 * another member gets the approved public ones plus approved private ones shared with them.
 * Blocked either way → 404.
 */
export const photoList = z.array(photo);
/** Optional ?photoType=profile|private narrows the list to one gallery. */
export const photoListQuery = z.object({ photoType: z.enum(PHOTO_TYPES).optional() }).strict();

/** POST /api/photos/upload (no body). */
export const uploadUrlResponse = z.object({ uploadURL: z.string() });
export type UploadUrlResponse = z.infer<typeof uploadUrlResponse>;
/** The PUT's path parameter: the signed one-time token. */
export const uploadTokenParams = z.object({ token: z.string().min(1).max(300) }).strict();
/** Answer to the PUT of the file. */
export const uploadFileResponse = z.object({ ok: z.literal(true), photoURL: z.string() });

/** POST /api/photos: photoType 'profile' is public, 'private' is not (the pair must agree). Caps 5 public / 20
 * private. */
export const createPhotoBody = z
  .object({
    userId: idParam,
    photoURL: z.string().min(1, 'photoURL is required').max(1000),
    isPublic: z.boolean(),
    photoType: z.enum(PHOTO_TYPES),
  })
  .strict()
  .refine((b) => b.isPublic === (b.photoType === 'profile'), {
    message: 'Profile photos are public and private photos are not',
    path: ['isPublic'],
  });
export type CreatePhotoBody = z.infer<typeof createPhotoBody>;

/** DELETE /api/photos/{photoId} {userId} → {ok: true}. The files are removed too. */
export const photoIdParams = z.object({ photoId: idParam }).strict();
export const deletePhotoBody = z.object({ userId: idParam }).strict();

/**
 * PUT /api/photos/{photoId}/profile-picture (owner; an approved public photo) → the new profilePictureUrl.
 * The first public photo to be approved becomes the profile picture automatically when none is set.
 */
export const profilePictureResponse = z.object({ profilePictureUrl: z.string() });

// Moderators (decision 24): GET /api/admin/photos → the pending queue; POST /api/admin/photos/{id}/review.
export const adminPhotoQueueItem = photo.extend({
  user: z.object({ id: z.number().int(), displayName: z.string() }),
});
export type AdminPhotoQueueItem = z.infer<typeof adminPhotoQueueItem>;
export const adminPhotoQueue = z.array(adminPhotoQueueItem);
export const reviewPhotoBody = z.object({ decision: z.enum(['approved', 'rejected']) }).strict();
export type ReviewPhotoBody = z.infer<typeof reviewPhotoBody>;

/** Photos: signed upload, the member's gallery, files, and the moderators' queue (ADR 072). */
export const photoEndpoints = {
  uploadUrl: defineEndpoint({
    method: 'POST',
    path: '/api/photos/upload',
    summary: 'A one-time signed URL to PUT one photo file to',
    access: 'member',
    body: noBody,
    responses: { 200: uploadUrlResponse },
  }),
  upload: defineEndpoint({
    method: 'PUT',
    path: '/api/photos/upload/:token',
    summary: 'The raw photo file (≤ 10 MB; sniffed and re-encoded)',
    access: 'member',
    params: uploadTokenParams,
    body: uploadBody(['image/*', 'application/octet-stream'], 'The photo file'),
    responses: { 200: uploadFileResponse },
  }),
  create: defineEndpoint({
    method: 'POST',
    path: '/api/photos',
    summary: 'Add an uploaded photo to your profile (pending moderation)',
    access: 'member',
    body: createPhotoBody,
    responses: { 201: photo },
  }),
  list: defineEndpoint({
    method: 'GET',
    path: '/api/photos/:userId',
    summary: "A member's photos (the owner sees pending and rejected too)",
    access: 'member',
    params: userIdParams,
    query: photoListQuery,
    responses: { 200: photoList },
  }),
  file: defineEndpoint({
    method: 'GET',
    path: '/api/photos/:photoId/file',
    summary: 'The photo (WebP) for those who may see it',
    access: 'member',
    params: photoIdParams,
    responses: { 200: rawResponse('image/webp', 'The photo') },
  }),
  thumbnail: defineEndpoint({
    method: 'GET',
    path: '/api/photos/:photoId/thumbnail',
    summary: 'The 400 px thumbnail (WebP)',
    access: 'member',
    params: photoIdParams,
    responses: { 200: rawResponse('image/webp', 'The thumbnail') },
  }),
  delete: defineEndpoint({
    method: 'DELETE',
    path: '/api/photos/:photoId',
    summary: 'Delete your photo and its files',
    access: 'member',
    params: photoIdParams,
    body: deletePhotoBody,
    optionalBody: true,
    responses: { 200: okBody },
  }),
  profilePicture: defineEndpoint({
    method: 'PUT',
    path: '/api/photos/:photoId/profile-picture',
    summary: 'Make an approved public photo your profile picture',
    access: 'member',
    params: photoIdParams,
    responses: { 200: profilePictureResponse },
  }),
  queue: defineEndpoint({
    method: 'GET',
    path: '/api/admin/photos',
    summary: 'Photos waiting for review',
    access: 'moderator',
    responses: { 200: adminPhotoQueue },
  }),
  review: defineEndpoint({
    method: 'POST',
    path: '/api/admin/photos/:id/review',
    summary: 'Approve or reject a photo',
    access: 'moderator',
    params: idParams,
    body: reviewPhotoBody,
    responses: { 200: photo },
  }),
};
