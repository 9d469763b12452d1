import { sql } from 'drizzle-orm';
import { index, integer, jsonb, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';
import { users } from '#db/schema';

export interface StoredSticker {
  id: string;
  type: string;
  x: number;
  y: number;
  scale: number;
  rotation: number;
}

/**
 * A 24-hour story (decision 16). moderationStatus: pending until Guardian has looked at its media,
 * approved, or flagged (viewers see Content Under Review). Blocked stories are never stored.
 */
export const stories = pgTable(
  'stories',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    gridType: text('grid_type', { enum: ['hookup', 'date', 'chat'] }).notNull(),
    mediaType: text('media_type', { enum: ['text', 'photo', 'video'] }).notNull(),
    textContent: text('text_content'),
    mediaUrl: text('media_url'),
    /** Storage key of the media file (never sent to clients). */
    mediaKey: text('media_key'),
    backgroundColor: text('background_color').notNull(),
    textColor: text('text_color').notNull(),
    filter: text('filter').notNull().default('none'),
    stickers: jsonb('stickers')
      .$type<StoredSticker[]>()
      .notNull()
      .default(sql`'[]'::jsonb`),
    moderationStatus: text('moderation_status', { enum: ['pending', 'approved', 'flagged'] }).notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  },
  (t) => [
    index('stories_expires_idx').on(t.expiresAt),
    index('stories_user_idx').on(t.userId, t.createdAt),
    index('stories_media_url_idx').on(t.mediaUrl),
  ],
);
