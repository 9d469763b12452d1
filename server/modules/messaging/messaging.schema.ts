import { sql } from 'drizzle-orm';
import {
  boolean,
  doublePrecision,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  serial,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { users } from '#db/schema';

/**
 * One row per pair of members (userLowId < userHighId). vibeType is the grid the conversation
 * started from. lastMessageId names the conversation's newest message (it only moves forward, in the
 * send's transaction; ADR 113): the inbox joins it instead of searching each conversation's messages.
 */
export const conversations = pgTable(
  'conversations',
  {
    id: serial('id').primaryKey(),
    userLowId: integer('user_low_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    userHighId: integer('user_high_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    vibeType: text('vibe_type', { enum: ['hookup', 'date', 'chat'] })
      .notNull()
      .default('date'),
    startedBy: integer('started_by').references(() => users.id, { onDelete: 'set null' }),
    lastMessageId: integer('last_message_id'),
    lastActivity: timestamp('last_activity', { withTimezone: true }).notNull().defaultNow(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('conversations_pair_key').on(t.userLowId, t.userHighId),
    index('conversations_high_idx').on(t.userHighId, t.lastActivity),
    index('conversations_low_idx').on(t.userLowId, t.lastActivity),
  ],
);

/**
 * Uploaded voice recordings and captured photos, kept under users/{ownerId}/messages/ in storage.
 * The id is the unguessable token in the file's URL; a file is attached to at most one message.
 */
export const messageMedia = pgTable(
  'message_media',
  {
    id: text('id').primaryKey(),
    ownerId: integer('owner_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    kind: text('kind', { enum: ['voice', 'photo'] }).notNull(),
    storageKey: text('storage_key').notNull(),
    mimeType: text('mime_type').notNull(),
    bytes: integer('bytes').notNull(),
    durationSeconds: doublePrecision('duration_seconds'),
    width: integer('width'),
    height: integer('height'),
    messageId: integer('message_id'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('message_media_owner_idx').on(t.ownerId, t.createdAt),
    index('message_media_message_idx').on(t.messageId),
  ],
);

export const messages = pgTable(
  'messages',
  {
    id: serial('id').primaryKey(),
    conversationId: integer('conversation_id')
      .notNull()
      .references(() => conversations.id, { onDelete: 'cascade' }),
    senderId: integer('sender_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    receiverId: integer('receiver_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** Client-generated UUID: (senderId, clientId) is unique, so a retried send never duplicates. */
    clientId: text('client_id').notNull(),
    messageType: text('message_type', { enum: ['text', 'voice', 'photo', 'location'] }).notNull(),
    content: text('content').notNull(),
    isDisappearing: boolean('is_disappearing').notNull().default(false),
    /** A shared private photo of the sender (non-disappearing shares grant access through photo_shares). */
    photoId: integer('photo_id'),
    photoMediaId: text('photo_media_id').references(() => messageMedia.id, { onDelete: 'set null' }),
    voiceMediaId: text('voice_media_id').references(() => messageMedia.id, { onDelete: 'set null' }),
    voiceDuration: doublePrecision('voice_duration'),
    locationLatitude: doublePrecision('location_latitude'),
    locationLongitude: doublePrecision('location_longitude'),
    locationName: text('location_name'),
    isLocationPrecise: boolean('is_location_precise').notNull().default(false),
    moderationStatus: text('moderation_status', { enum: ['approved', 'pending', 'flagged', 'rejected'] }).notNull(),
    /** Guardian's verdict in short, for moderators (never shown to members). */
    guardianDecision: text('guardian_decision'),
    riskScore: integer('risk_score'),
    /** Issue 15: the policy a flagged message may go against, explained to its sender. */
    guardianPolicy: text('guardian_policy'),
    readAt: timestamp('read_at', { withTimezone: true }),
    revealedAt: timestamp('revealed_at', { withTimezone: true }),
    purgedAt: timestamp('purged_at', { withTimezone: true }),
    /** A report keeps disappearing content for moderators (decision 21). */
    reportedAt: timestamp('reported_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('messages_sender_client_key').on(t.senderId, t.clientId),
    index('messages_conversation_idx').on(t.conversationId, t.id),
    index('messages_unread_idx')
      .on(t.receiverId, t.senderId)
      .where(sql`${t.readAt} is null`),
    index('messages_sender_recent_idx').on(t.senderId, t.createdAt),
    // The send path's facts read (Guardian signals): "has the recipient replied" / "the sender's last
    // texts here" probe one conversation and sender; "same text to others in the last hour" probes one
    // sender and text, however many messages the sender sent.
    index('messages_conversation_sender_idx').on(t.conversationId, t.senderId, t.id),
    index('messages_sender_text_idx').on(t.senderId, sql`md5(${t.content})`, t.createdAt),
    index('messages_disappearing_idx')
      .on(t.createdAt)
      .where(sql`${t.isDisappearing} and ${t.purgedAt} is null`),
  ],
);

/** "Hide" is per viewer; the message stays on the server (spec §4). */
export const messageHides = pgTable(
  'message_hides',
  {
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    messageId: integer('message_id')
      .notNull()
      .references(() => messages.id, { onDelete: 'cascade' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.messageId] })],
);

export const messageReports = pgTable(
  'message_reports',
  {
    id: serial('id').primaryKey(),
    messageId: integer('message_id')
      .notNull()
      .references(() => messages.id, { onDelete: 'cascade' }),
    reporterId: integer('reporter_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    reason: text('reason', { enum: ['illegal', 'drugs', 'behavior', 'scammer', 'nsfw'] }).notNull(),
    moderationRequestId: integer('moderation_request_id'),
    /** The surrounding messages as the moderator saw them. */
    context: jsonb('context').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('message_reports_reporter_key').on(t.messageId, t.reporterId)],
);

/**
 * Guardian's sliding window (ADR 200): a text message Guardian BLOCKED, kept only while the window can read it (10
 * minutes, `GUARDIAN_WINDOW_MS`), so the sender's next part to the same member is judged with it. Never delivered and
 * read by no route: rows past the window are deleted when the next attempt is written and by the purge sweep.
 */
export const guardianWindowAttempts = pgTable(
  'guardian_window_attempts',
  {
    id: serial('id').primaryKey(),
    senderId: integer('sender_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    receiverId: integer('receiver_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    content: text('content').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('guardian_window_attempts_pair_idx').on(t.senderId, t.receiverId, t.createdAt),
    index('guardian_window_attempts_created_idx').on(t.createdAt),
  ],
);

/** A stored message row (the policy and the repository both speak of it). */
export type MessageRow = typeof messages.$inferSelect;
