import { and, asc, desc, eq, gt, inArray, isNotNull, isNull, lt, or, sql } from 'drizzle-orm';
import { executedRows, keyColumn, unnestKeys } from '#db/batch';
import type { Database } from '#db/client';
import { blockedEitherWay } from '#modules/blocks';
import { profiles, users } from '#db/schema';
import { photoShares, photos, photoUploads } from './photos.schema';

export type PhotoRow = typeof photos.$inferSelect;

// Upload slots

export async function insertUpload(db: Database, row: { id: string; userId: number; expiresAt: Date }): Promise<void> {
  await db.insert(photoUploads).values(row);
}

/** Claims an unused, unexpired slot for its one PUT; null when expired, reused or unknown. */
export async function claimUpload(db: Database, id: string, userId: number, now: Date) {
  const [row] = await db
    .update(photoUploads)
    .set({ uploadedAt: now })
    .where(
      and(
        eq(photoUploads.id, id),
        eq(photoUploads.userId, userId),
        isNull(photoUploads.uploadedAt),
        gt(photoUploads.expiresAt, now),
      ),
    )
    .returning();
  return row ?? null;
}

export async function recordUploadedFiles(
  db: Database,
  id: string,
  files: { storageKey: string; thumbnailKey: string; width: number; height: number; bytes: number },
) {
  await db.update(photoUploads).set(files).where(eq(photoUploads.id, id));
}

/** Slots that expired without becoming a photo: their files (if any) can go. */
export async function takeStaleUploads(db: Database, userId: number, now: Date) {
  return db
    .delete(photoUploads)
    .where(and(eq(photoUploads.userId, userId), isNull(photoUploads.consumedAt), lt(photoUploads.expiresAt, now)))
    .returning({ storageKey: photoUploads.storageKey, thumbnailKey: photoUploads.thumbnailKey });
}

// Photos

/** Thrown inside the transaction so the consumed slot is rolled back with it. */
class CapReached extends Error {}

/**
 * Turns a filled upload slot into a pending photo, all or nothing: the slot is consumed and the
 * cap checked under a lock on the member's row, so two racing requests cannot pass the cap.
 */
export async function createPhotoFromUpload(
  db: Database,
  input: {
    uploadId: string;
    userId: number;
    photoType: 'profile' | 'private';
    isPublic: boolean;
    cap: number;
  },
): Promise<{ ok: true; photo: PhotoRow } | { ok: false; reason: 'upload' | 'cap' }> {
  return db
    .transaction(async (tx) => {
      await tx.execute(sql`select id from ${users} where id = ${input.userId} for update`);
      const [slot] = await tx
        .update(photoUploads)
        .set({ consumedAt: new Date() })
        .where(
          and(
            eq(photoUploads.id, input.uploadId),
            eq(photoUploads.userId, input.userId),
            isNotNull(photoUploads.storageKey),
            isNull(photoUploads.consumedAt),
          ),
        )
        .returning();
      if (!slot?.storageKey || !slot.thumbnailKey) return { ok: false as const, reason: 'upload' as const };
      const [{ n }] = await tx
        .select({ n: sql<number>`count(*)::int` })
        .from(photos)
        .where(and(eq(photos.userId, input.userId), eq(photos.photoType, input.photoType)));
      if (n >= input.cap) throw new CapReached();
      const [photo] = await tx
        .insert(photos)
        .values({
          userId: input.userId,
          photoType: input.photoType,
          isPublic: input.isPublic,
          moderationStatus: 'pending',
          storageKey: slot.storageKey,
          thumbnailKey: slot.thumbnailKey,
          width: slot.width ?? 0,
          height: slot.height ?? 0,
          bytes: slot.bytes ?? 0,
        })
        .returning();
      return { ok: true as const, photo };
    })
    .catch((error: unknown) => {
      if (error instanceof CapReached) return { ok: false as const, reason: 'cap' as const };
      throw error;
    });
}

export async function insertPhoto(db: Database, row: typeof photos.$inferInsert): Promise<PhotoRow> {
  const [photo] = await db.insert(photos).values(row).returning();
  return photo;
}

export async function findPhoto(db: Database, id: number): Promise<PhotoRow | undefined> {
  const [row] = await db.select().from(photos).where(eq(photos.id, id));
  return row;
}

export async function listOwnPhotos(db: Database, userId: number, photoType?: 'profile' | 'private') {
  return db
    .select()
    .from(photos)
    .where(and(eq(photos.userId, userId), photoType ? eq(photos.photoType, photoType) : undefined))
    .orderBy(asc(photos.createdAt), asc(photos.id));
}

/** What another member may see: approved public photos, plus approved private ones shared with them. */
export async function listVisiblePhotos(
  db: Database,
  ownerId: number,
  viewerId: number,
  photoType?: 'profile' | 'private',
) {
  const shared = sql`exists (select 1 from ${photoShares} s
    where s.photo_id = ${photos.id} and s.recipient_id = ${viewerId})`;
  return db
    .select()
    .from(photos)
    .where(
      and(
        eq(photos.userId, ownerId),
        eq(photos.moderationStatus, 'approved'),
        photoType ? eq(photos.photoType, photoType) : undefined,
        or(eq(photos.isPublic, true), shared),
      ),
    )
    .orderBy(asc(photos.createdAt), asc(photos.id));
}

/**
 * For (owner, viewer) pairs, in one statement (the per-tick batch of another member's photo list):
 * blocked either way, and the ids `listVisiblePhotos` would return, in its order.
 */
export async function visiblePhotoIdsOf(
  db: Database,
  pairs: ReadonlyArray<readonly [number, number]>,
): Promise<Array<{ owner: number; viewer: number; blocked: boolean; ids: number[] }>> {
  const owner = keyColumn(0);
  const viewer = keyColumn(1);
  const result = await db.execute(sql`select ${owner} as owner, ${viewer} as viewer,
      ${blockedEitherWay(owner, viewer)} as blocked,
      array(select p.id from ${photos} p
        where p.user_id = ${owner} and p.moderation_status = 'approved'
          and (p.is_public or exists (select 1 from ${photoShares} s
                                      where s.photo_id = p.id and s.recipient_id = ${viewer}))
        order by p.created_at, p.id) as ids
    from ${unnestKeys(pairs)}`);
  return executedRows<{ owner: number; viewer: number; blocked: boolean; ids: number[] }>(result).map((r) => ({
    owner: Number(r.owner),
    viewer: Number(r.viewer),
    blocked: r.blocked === true,
    ids: r.ids.map(Number),
  }));
}

export async function findPhotosByIds(db: Database, ids: number[]): Promise<PhotoRow[]> {
  return db.select().from(photos).where(inArray(photos.id, ids));
}

export async function isSharedWith(db: Database, photoId: number, recipientId: number): Promise<boolean> {
  const [row] = await db
    .select({ one: sql<number>`1` })
    .from(photoShares)
    .where(and(eq(photoShares.photoId, photoId), eq(photoShares.recipientId, recipientId)))
    .limit(1);
  return !!row;
}

export async function insertShare(db: Database, photoId: number, ownerId: number, recipientId: number): Promise<void> {
  await db.insert(photoShares).values({ photoId, ownerId, recipientId }).onConflictDoNothing();
}

export async function deletePhoto(db: Database, id: number): Promise<PhotoRow | undefined> {
  const [row] = await db.delete(photos).where(eq(photos.id, id)).returning();
  return row;
}

export async function setStatus(
  db: Database,
  id: number,
  status: 'pending' | 'approved' | 'rejected',
  reviewerId: number | null,
) {
  const [row] = await db
    .update(photos)
    .set({ moderationStatus: status, reviewedBy: reviewerId, reviewedAt: status === 'pending' ? null : new Date() })
    .where(eq(photos.id, id))
    .returning();
  return row;
}

/** Only while still pending: a moderator's decision made meanwhile is never overwritten by the automatic check. */
export async function setStatusIfPending(db: Database, id: number, status: 'approved' | 'rejected') {
  const [row] = await db
    .update(photos)
    .set({ moderationStatus: status, reviewedAt: new Date() })
    .where(and(eq(photos.id, id), eq(photos.moderationStatus, 'pending')))
    .returning();
  return row;
}

export async function pendingQueue(db: Database, limit = 200) {
  return db
    .select({ photo: photos, displayName: profiles.displayName })
    .from(photos)
    .innerJoin(profiles, eq(profiles.userId, photos.userId))
    .where(eq(photos.moderationStatus, 'pending'))
    .orderBy(asc(photos.createdAt))
    .limit(limit);
}

export const photoContentRef = (id: number) => `photo:${id}`;

export async function displayNameOf(db: Database, userId: number): Promise<string | null> {
  const [row] = await db
    .select({ name: profiles.displayName })
    .from(profiles)
    .where(eq(profiles.userId, userId))
    .limit(1);
  return row?.name ?? null;
}

export async function latestApprovedPublic(db: Database, userId: number, excludeId?: number) {
  const [row] = await db
    .select()
    .from(photos)
    .where(
      and(
        eq(photos.userId, userId),
        eq(photos.isPublic, true),
        eq(photos.moderationStatus, 'approved'),
        excludeId ? sql`${photos.id} <> ${excludeId}` : undefined,
      ),
    )
    .orderBy(desc(photos.createdAt))
    .limit(1);
  return row;
}

export async function profilePictureOf(db: Database, userId: number): Promise<string | null> {
  const [row] = await db.select({ url: profiles.profilePictureUrl }).from(profiles).where(eq(profiles.userId, userId));
  return row?.url ?? null;
}

export async function setProfilePicture(db: Database, userId: number, url: string | null): Promise<void> {
  await db.update(profiles).set({ profilePictureUrl: url, updatedAt: new Date() }).where(eq(profiles.userId, userId));
}

/** Consumes an upload without making it a gallery photo (a verification selfie); its files stay private. */
export async function consumeUpload(db: Database, uploadId: string, userId: number) {
  const [slot] = await db
    .update(photoUploads)
    .set({ consumedAt: new Date() })
    .where(
      and(
        eq(photoUploads.id, uploadId),
        eq(photoUploads.userId, userId),
        isNotNull(photoUploads.storageKey),
        isNull(photoUploads.consumedAt),
      ),
    )
    .returning();
  return slot?.storageKey ? { storageKey: slot.storageKey, thumbnailKey: slot.thumbnailKey } : null;
}
