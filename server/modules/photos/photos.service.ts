import { PRIVATE_PHOTO_CAP, PUBLIC_PHOTO_CAP, UPLOAD_URL_TTL_MS, type CreatePhotoBody, type Photo } from '#contracts';
import type { AppContext } from '#server/context';
import type { Database } from '#db/client';
import { AppError, badRequest, forbidden, notFound } from '#http/errors';
import { hmac, randomToken, safeEqual } from '#platform/secrets';
import type { FileStorage } from '#platform/storage';
import type { Principal } from '#http/session';
import type { GuardianService } from '#modules/guardian';
import type { ModerationAdapter, ModerationQueue } from '#modules/moderation';
import { createBatchLoader, pairKey, pairsOf } from '#db/batch';
import { isBlockedEitherWay } from '#modules/blocks';
import { processImage } from './photos.images';
import { maySeePhoto } from './photos.policy';
import { photoFileUrl, presentPhoto, presentQueueItem } from './photos.presenter';
import * as repo from './photos.repository';

export const PHOTO_MODERATE_JOB = 'photos.moderate';
declare module '../../platform/jobs' {
  interface JobPayloads {
    [PHOTO_MODERATE_JOB]: { photoId: number };
  }
}
export const UPLOAD_PATH = '/api/photos/upload/';
/** Everything a member stored lives under this prefix, so account deletion removes it in one call. */
export const memberFilesPrefix = (userId: number) => `users/${userId}`;
/** Filled slots stay claimable this long after their URL expired (the form may still be open). */
const STALE_UPLOAD_GRACE_MS = 60 * 60 * 1000;

const CAP_MESSAGES = {
  profile: `You can have at most ${PUBLIC_PHOTO_CAP} public profile pictures. Delete one to add another.`,
  private: `Your private gallery is full (${PRIVATE_PHOTO_CAP} photos). Delete one to add another.`,
} as const;

/** Re-encodes and stores an image, then records it (the seed's photos take this path too). */
export async function storePhoto(
  db: Database,
  storage: FileStorage,
  input: {
    userId: number;
    image: Buffer;
    photoType: 'profile' | 'private';
    moderationStatus?: 'pending' | 'approved' | 'rejected';
  },
): Promise<repo.PhotoRow> {
  const processed = await processImage(input.image);
  const name = randomToken(18);
  const storageKey = `${memberFilesPrefix(input.userId)}/photos/${name}.webp`;
  const thumbnailKey = `${memberFilesPrefix(input.userId)}/photos/${name}.thumb.webp`;
  await storage.put(storageKey, processed.image, 'image/webp');
  await storage.put(thumbnailKey, processed.thumbnail, 'image/webp');
  return repo.insertPhoto(db, {
    userId: input.userId,
    photoType: input.photoType,
    isPublic: input.photoType === 'profile',
    moderationStatus: input.moderationStatus ?? 'pending',
    storageKey,
    thumbnailKey,
    width: processed.width,
    height: processed.height,
    bytes: processed.image.length,
  });
}

/** The photo must be the owner's; a block either way refuses. Idempotent. */
export async function sharePhoto(db: Database, ownerId: number, photoId: number, recipientId: number): Promise<void> {
  const photo = await repo.findPhoto(db, photoId);
  if (!photo || photo.userId !== ownerId) throw notFound('Photo not found');
  if (recipientId === ownerId) throw badRequest('You cannot share a photo with yourself');
  if (await isBlockedEitherWay(db, ownerId, recipientId)) throw notFound('Member not found');
  await repo.insertShare(db, photoId, ownerId, recipientId);
}

/**
 * Who may see whom: the profiles module's rule (ADR 118), handed in by server/app.ts so photos
 * follow exactly what profiles answer and never keep a copy of it.
 */
export interface MemberVisibility {
  mayView(viewer: Principal, userId: number): Promise<boolean>;
}

/**
 * The signature in an upload link `{id}.{expiresMs}.{hmac}`. 128 bits of HMAC is plenty for a 15-minute link, and
 * keeps the token under Fastify's 100-character path parameter limit. Exported so a test can mint an expired link
 * without moving the process clock (which the job queue's timers also read).
 */
export function signUploadToken(secret: string, id: string, userId: number, expires: number): string {
  return hmac(secret, `photo-upload:${id}:${userId}:${expires}`).slice(0, 32);
}

export function createPhotosService(
  ctx: AppContext,
  guardian: GuardianService,
  moderation: ModerationQueue,
  visibility: MemberVisibility,
) {
  const { db } = ctx.database;
  const { storage } = ctx;

  const sign = (id: string, userId: number, expires: number) => signUploadToken(ctx.secret, id, userId, expires);

  /** `{id}.{expiresMs}.{hmac}`; null unless the signature matches this member. */
  function readToken(token: string, userId: number): { id: string; expires: number } | null {
    const parts = token.split('.');
    if (parts.length !== 3 || !/^[A-Za-z0-9_-]{10,64}$/.test(parts[0]) || !/^\d{10,16}$/.test(parts[1])) return null;
    const expires = Number(parts[1]);
    return safeEqual(sign(parts[0], userId, expires), parts[2]) ? { id: parts[0], expires } : null;
  }

  const loadVisibleIds = createBatchLoader(
    async (keys: string[]) =>
      new Map((await repo.visiblePhotoIdsOf(db, pairsOf(keys))).map((v) => [pairKey(v.owner, v.viewer), v])),
  );
  const loadPhoto = createBatchLoader(
    async (ids: number[]) => new Map((await repo.findPhotosByIds(db, ids)).map((row) => [row.id, row])),
  );

  async function removeFiles(keys: Array<string | null>) {
    for (const key of keys) if (key) await storage.delete(key);
  }

  /** Keeps profiles.profilePictureUrl pointing at an approved public photo (or nothing). */
  async function keepProfilePicture(photo: repo.PhotoRow, removed = false) {
    const current = await repo.profilePictureOf(db, photo.userId);
    const url = photoFileUrl(photo.id);
    const usable = !removed && photo.isPublic && photo.moderationStatus === 'approved';
    if (usable && !current) await repo.setProfilePicture(db, photo.userId, url);
    if (!usable && current === url) {
      const next = await repo.latestApprovedPublic(db, photo.userId, photo.id);
      await repo.setProfilePicture(db, photo.userId, next ? photoFileUrl(next.id) : null);
    }
  }

  const service = {
    async createUploadUrl(actor: Principal): Promise<{ uploadURL: string }> {
      const now = new Date();
      const stale = await repo.takeStaleUploads(db, actor.id, new Date(now.getTime() - STALE_UPLOAD_GRACE_MS));
      await removeFiles(stale.flatMap((s) => [s.storageKey, s.thumbnailKey]));
      const id = randomToken(16);
      const expires = now.getTime() + UPLOAD_URL_TTL_MS;
      await repo.insertUpload(db, { id, userId: actor.id, expiresAt: new Date(expires) });
      return { uploadURL: `${UPLOAD_PATH}${id}.${expires}.${sign(id, actor.id, expires)}` };
    },

    /** The PUT of the file: once per URL, before it expires, by the member it was issued to. */
    async receiveUpload(actor: Principal, token: string, body: unknown): Promise<{ ok: true; photoURL: string }> {
      const parsed = readToken(token, actor.id);
      if (!parsed) throw notFound('Upload link not found');
      if (parsed.expires <= Date.now())
        throw new AppError(410, 'This upload link has expired. Please try again.', 'gone');
      if (!Buffer.isBuffer(body) || body.length === 0)
        throw badRequest('Send the image file itself as the request body');
      const slot = await repo.claimUpload(db, parsed.id, actor.id, new Date());
      if (!slot)
        throw new AppError(410, 'This upload link has already been used or has expired. Please try again.', 'gone');
      const processed = await processImage(body);
      const storageKey = `${memberFilesPrefix(actor.id)}/photos/${parsed.id}.webp`;
      const thumbnailKey = `${memberFilesPrefix(actor.id)}/photos/${parsed.id}.thumb.webp`;
      await storage.put(storageKey, processed.image, 'image/webp');
      await storage.put(thumbnailKey, processed.thumbnail, 'image/webp');
      await repo.recordUploadedFiles(db, parsed.id, {
        storageKey,
        thumbnailKey,
        width: processed.width,
        height: processed.height,
        bytes: processed.image.length,
      });
      return { ok: true, photoURL: `${UPLOAD_PATH}${token}` };
    },

    async createPhoto(actor: Principal, body: CreatePhotoBody): Promise<Photo> {
      if (body.userId !== actor.id) throw forbidden('You can only add photos to your own profile');
      let pathname: string;
      try {
        pathname = new URL(body.photoURL, 'http://vibeline.local').pathname;
      } catch {
        throw badRequest('photoURL is not an upload URL');
      }
      if (!pathname.startsWith(UPLOAD_PATH)) throw badRequest('photoURL is not an upload URL');
      const parsed = readToken(pathname.slice(UPLOAD_PATH.length), actor.id);
      if (!parsed) throw badRequest('photoURL is not an upload URL');
      const result = await repo.createPhotoFromUpload(db, {
        uploadId: parsed.id,
        userId: actor.id,
        photoType: body.photoType,
        isPublic: body.isPublic,
        cap: body.photoType === 'profile' ? PUBLIC_PHOTO_CAP : PRIVATE_PHOTO_CAP,
      });
      if (!result.ok) {
        throw badRequest(
          result.reason === 'cap'
            ? CAP_MESSAGES[body.photoType]
            : 'No file was uploaded to this link, or it was already used',
        );
      }
      try {
        await ctx.jobs.send(PHOTO_MODERATE_JOB, { photoId: result.photo.id });
      } catch (error) {
        // The photo stays pending and is in the moderators' queue either way.
        ctx.log.error({ err: error, photoId: result.photo.id }, 'could not queue the image check');
      }
      return presentPhoto(result.photo);
    },

    /** photos.moderate: Guardian's image check. ALLOW approves; BLOCK rejects; REVIEW or no model → a human decides. */
    async moderate(photoId: number) {
      const photo = await repo.findPhoto(db, photoId);
      if (!photo || photo.moderationStatus !== 'pending') return { photoId, skipped: true };
      const image = await storage.get(photo.storageKey);
      if (!image) return { photoId, skipped: true };
      const sender = (await guardian.senderSignals(photo.userId)) ?? undefined;
      const verdict = await guardian.moderateImage(image, { surface: 'photo', sender });
      if (verdict.status === 'ok' && verdict.decision !== 'REVIEW') {
        const decided = await repo.setStatusIfPending(
          db,
          photoId,
          verdict.decision === 'ALLOW' ? 'approved' : 'rejected',
        );
        if (decided) await keepProfilePicture(decided);
        return { photoId, decision: verdict.decision };
      }
      // A re-run after a crash (ADR 112) finds Guardian's request already queued and queues no second one.
      const queued = await moderation.pendingFor('photo', photoId);
      if (queued.some((r) => r.reporterId === null)) return { photoId, decision: 'REVIEW' };
      await moderation.enqueue({
        subject: { type: 'photo', id: photoId },
        userId: photo.userId,
        url: photoFileUrl(photoId),
        reason:
          verdict.status === 'ok'
            ? `Photo flagged by Guardian AI for review (risk ${verdict.riskScore}): ${verdict.reasoning}`
            : 'Automatic image check unavailable: the photo needs a moderator',
      });
      return { photoId, decision: 'REVIEW' };
    },

    /**
     * GET /api/photos/{userId}: everything for the owner; approved public (or shared) photos for others
     * who may see the member at all (ADR 118); anyone else gets the 404 of an unknown profile.
     */
    async listPhotos(actor: Principal, userId: number, photoType?: 'profile' | 'private'): Promise<Photo[]> {
      if (actor.id === userId) {
        return (await repo.listOwnPhotos(db, userId, photoType)).map(presentPhoto);
      }
      const hidden = notFound('Profile not found');
      if (!photoType) {
        // The common call (a profile's gallery): visibility, then block check and visible ids of a turn's
        // requests in one statement each, then their rows in one more (ADR 106). Same rule and order as
        // listVisiblePhotos.
        const [mayView, visible] = await Promise.all([
          visibility.mayView(actor, userId),
          loadVisibleIds(pairKey(userId, actor.id)),
        ]);
        if (!mayView || !visible || visible.blocked) throw hidden;
        const rows = await Promise.all(visible.ids.map((id) => loadPhoto(id)));
        // A photo deleted or taken out of approval between the two statements stays out.
        return rows
          .filter((row) => row !== undefined && row.userId === userId && row.moderationStatus === 'approved')
          .map((row) => presentPhoto({ ...row! }));
      }
      const [mayView, rows] = await Promise.all([
        visibility.mayView(actor, userId),
        repo.listVisiblePhotos(db, userId, actor.id, photoType),
      ]);
      if (!mayView) throw hidden;
      return rows.map(presentPhoto);
    },

    /**
     * A photo file or thumbnail, for those allowed to see it (photos.policy); anyone else cannot tell it
     * exists (404, the answer of an unknown id), so sequential ids cannot be walked.
     */
    async readFile(actor: Principal, photoId: number, variant: 'file' | 'thumbnail'): Promise<Buffer> {
      const photo = await repo.findPhoto(db, photoId);
      const missing = notFound('Photo not found');
      if (!photo) throw missing;
      const others = actor.id !== photo.userId;
      const [sharedWithViewer, ownerVisible] = others
        ? await Promise.all([
            !photo.isPublic && repo.isSharedWith(db, photoId, actor.id),
            visibility.mayView(actor, photo.userId),
          ])
        : [false, true];
      const allowed = maySeePhoto(actor, {
        ownerId: photo.userId,
        isPublic: photo.isPublic,
        moderationStatus: photo.moderationStatus,
        sharedWithViewer,
        ownerVisible,
      });
      if (!allowed) throw missing;
      const data = await storage.get(variant === 'file' ? photo.storageKey : photo.thumbnailKey);
      if (!data) throw missing;
      return data;
    },

    async deletePhoto(actor: Principal, photoId: number, userId: number): Promise<{ ok: true }> {
      if (userId !== actor.id) throw forbidden('You can only delete your own photos');
      const photo = await repo.findPhoto(db, photoId);
      if (!photo || photo.userId !== actor.id) throw notFound('Photo not found');
      const removed = await repo.deletePhoto(db, photoId);
      if (removed) {
        await keepProfilePicture(removed, true);
        await removeFiles([removed.storageKey, removed.thumbnailKey]);
      }
      return { ok: true };
    },

    async makeProfilePicture(actor: Principal, photoId: number): Promise<{ profilePictureUrl: string }> {
      const photo = await repo.findPhoto(db, photoId);
      if (!photo || photo.userId !== actor.id) throw notFound('Photo not found');
      if (!photo.isPublic || photo.moderationStatus !== 'approved')
        throw badRequest('Only an approved public photo can be your profile picture');
      const url = photoFileUrl(photo.id);
      await repo.setProfilePicture(db, actor.id, url);
      return { profilePictureUrl: url };
    },

    async pendingQueue() {
      return (await repo.pendingQueue(db)).map((r) => presentQueueItem(r.photo, r.displayName));
    },

    /**
     * The Photos tab decides through the moderation pipeline like every other review: the photo's
     * pending request (one is opened if Guardian's check has not queued it yet) takes the decision.
     */
    async review(moderator: Principal, photoId: number, decision: 'approved' | 'rejected'): Promise<Photo> {
      const photo = await repo.findPhoto(db, photoId);
      if (!photo) throw notFound('Photo not found');
      if (photo.userId === moderator.id) throw forbidden('You cannot review your own content');
      if ((await moderation.pendingFor('photo', photoId)).length === 0) {
        await moderation.enqueue({
          subject: { type: 'photo', id: photoId },
          userId: photo.userId,
          url: photoFileUrl(photoId),
          reason: 'Opened from the Photos tab',
        });
      }
      await moderation.decideAllFor('photo', photoId, decision, moderator, 'Decided in the Photos tab');
      const decided = await repo.findPhoto(db, photoId);
      if (!decided) throw notFound('Photo not found');
      return presentPhoto(decided);
    },

    /** photo requests: the photo takes the decision; the profile picture follows after commit. */
    moderationAdapter: {
      async apply(tx, request, decision, moderatorId) {
        const photo = await repo.setStatus(tx, request.subjectId, decision, moderatorId);
        if (!photo) return;
        return async () => {
          await keepProfilePicture(photo);
        };
      },
      async locate(request) {
        const photo = await repo.findPhoto(db, request.subjectId);
        if (!photo) return { type: 'gone' as const, note: 'The photo was deleted by its owner.' };
        const name = await repo.displayNameOf(db, photo.userId);
        return {
          type: 'photo' as const,
          url: photoFileUrl(photo.id),
          thumbnailUrl: `/api/photos/${photo.id}/thumbnail`,
          isPublic: photo.isPublic,
          author: { id: photo.userId, displayName: name ?? 'Deleted member' },
        };
      },
    } satisfies ModerationAdapter<'photo'>,

    /**
     * Takes a file uploaded through steps 1-2 of the pipeline (checked, re-encoded, EXIF-free)
     * for another use than the gallery: the verification selfie. The caller owns the file after.
     */
    async takeUpload(actor: { id: number }, photoURL: string): Promise<{ storageKey: string }> {
      let pathname: string;
      try {
        pathname = new URL(photoURL, 'http://vibeline.local').pathname;
      } catch {
        throw badRequest('photoURL is not an upload URL');
      }
      const parsed = pathname.startsWith(UPLOAD_PATH) ? readToken(pathname.slice(UPLOAD_PATH.length), actor.id) : null;
      if (!parsed) throw badRequest('photoURL is not an upload URL');
      const slot = await repo.consumeUpload(db, parsed.id, actor.id);
      if (!slot) throw badRequest('photoURL: no file was uploaded to this link, or it was already used');
      if (slot.thumbnailKey) await removeFiles([slot.thumbnailKey]);
      return { storageKey: slot.storageKey };
    },

    /** Lets a recipient see one of the owner's private photos (messaging calls this when a photo is shared in chat). */
    sharePhoto: (ownerId: number, photoId: number, recipientId: number) =>
      sharePhoto(db, ownerId, photoId, recipientId),
  };

  return service;
}
export type PhotosService = ReturnType<typeof createPhotosService>;
