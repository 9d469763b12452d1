import { boolean, index, integer, pgTable, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { users } from '#db/schema';

/**
 * One row per photo. Files live in storage under `users/{userId}/photos/` (so account deletion
 * removes them with one prefix); only re-encoded WebP files are kept, never the original upload.
 */
export const photos = pgTable(
  'photos',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    photoType: text('photo_type', { enum: ['profile', 'private'] }).notNull(),
    isPublic: boolean('is_public').notNull(),
    moderationStatus: text('moderation_status', { enum: ['pending', 'approved', 'rejected'] })
      .notNull()
      .default('pending'),
    storageKey: text('storage_key').notNull(),
    thumbnailKey: text('thumbnail_key').notNull(),
    width: integer('width').notNull(),
    height: integer('height').notNull(),
    bytes: integer('bytes').notNull(),
    reviewedBy: integer('reviewed_by').references(() => users.id, { onDelete: 'set null' }),
    reviewedAt: timestamp('reviewed_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('photos_user_idx').on(t.userId, t.createdAt),
    index('photos_status_idx').on(t.moderationStatus, t.createdAt),
  ],
);

/** A one-time signed upload URL: issued, then filled by one PUT, then consumed by one POST /api/photos. */
export const photoUploads = pgTable(
  'photo_uploads',
  {
    id: text('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    uploadedAt: timestamp('uploaded_at', { withTimezone: true }),
    consumedAt: timestamp('consumed_at', { withTimezone: true }),
    storageKey: text('storage_key'),
    thumbnailKey: text('thumbnail_key'),
    width: integer('width'),
    height: integer('height'),
    bytes: integer('bytes'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('photo_uploads_user_idx').on(t.userId)],
);

/** Who may see a private photo besides its owner (messaging inserts rows when a photo is shared in chat). */
export const photoShares = pgTable(
  'photo_shares',
  {
    photoId: integer('photo_id')
      .notNull()
      .references(() => photos.id, { onDelete: 'cascade' }),
    ownerId: integer('owner_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    recipientId: integer('recipient_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('photo_shares_pair_key').on(t.photoId, t.recipientId),
    index('photo_shares_recipient_idx').on(t.recipientId),
  ],
);
