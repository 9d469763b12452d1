import { sql } from 'drizzle-orm';
import {
  boolean, date, doublePrecision, index, integer, pgTable, serial, text, timestamp, uniqueIndex,
} from 'drizzle-orm/pg-core';

const createdAt = () => timestamp('created_at', { withTimezone: true }).notNull().defaultNow();
const updatedAt = () => timestamp('updated_at', { withTimezone: true }).notNull().defaultNow();

/** Account: credentials, role and standing. Profile data lives in `profiles`. */
export const users = pgTable('users', {
  id: serial('id').primaryKey(),
  email: text('email').notNull(),
  passwordHash: text('password_hash').notNull(),
  role: text('role', { enum: ['member', 'moderator', 'admin'] }).notNull().default('member'),
  twoFactorEnabled: boolean('two_factor_enabled').notNull().default(false),
  trustScore: integer('trust_score').notNull().default(50),
  isVerified: boolean('is_verified').notNull().default(false),
  suspendedUntil: timestamp('suspended_until', { withTimezone: true }),
  suspensionReason: text('suspension_reason'),
  lastSeenAt: timestamp('last_seen_at', { withTimezone: true }),
  createdAt: createdAt(),
  updatedAt: updatedAt(),
}, (t) => [uniqueIndex('users_email_lower_key').on(sql`lower(${t.email})`)]);

/** What a member shows about themselves. Exact coordinates are private (decision 10). */
export const profiles = pgTable('profiles', {
  userId: integer('user_id').primaryKey().references(() => users.id, { onDelete: 'cascade' }),
  displayName: text('display_name').notNull(),
  dateOfBirth: date('date_of_birth', { mode: 'string' }).notNull(),
  gender: text('gender').notNull(),
  sexualIdentity: text('sexual_identity'),
  interestedIn: text('interested_in').array().notNull().default(sql`'{}'::text[]`),
  bio: text('bio').notNull().default(''),
  location: text('location'),
  latitude: doublePrecision('latitude'),
  longitude: doublePrecision('longitude'),
  height: text('height'),
  bodyType: text('body_type'),
  relationshipStatus: text('relationship_status'),
  languages: text('languages').array().notNull().default(sql`'{}'::text[]`),
  interests: text('interests').array().notNull().default(sql`'{}'::text[]`),
  foodPreferences: text('food_preferences').array().notNull().default(sql`'{}'::text[]`),
  profilePictureUrl: text('profile_picture_url'),
  updatedAt: updatedAt(),
}, (t) => [uniqueIndex('profiles_display_name_lower_key').on(sql`lower(${t.displayName})`)]);

export const vibes = pgTable('vibes', {
  userId: integer('user_id').primaryKey().references(() => users.id, { onDelete: 'cascade' }),
  romantic: integer('romantic').notNull().default(50),
  dominance: integer('dominance').notNull().default(50),
  social: integer('social').notNull().default(50),
});

/** maxDistance is miles (decision 12). */
export const discoverySettings = pgTable('discovery_settings', {
  userId: integer('user_id').primaryKey().references(() => users.id, { onDelete: 'cascade' }),
  appearInHookup: boolean('appear_in_hookup').notNull().default(false),
  appearInDate: boolean('appear_in_date').notNull().default(true),
  appearInChat: boolean('appear_in_chat').notNull().default(false),
  ageMin: integer('age_min').notNull().default(18),
  ageMax: integer('age_max').notNull().default(65),
  maxDistance: integer('max_distance').notNull().default(25),
  enableNsfwContent: boolean('enable_nsfw_content').notNull().default(false),
  heightFilter: text('height_filter').array().notNull().default(sql`'{}'::text[]`),
  bodyTypeFilter: text('body_type_filter').array().notNull().default(sql`'{}'::text[]`),
  relationshipStatusFilter: text('relationship_status_filter').array().notNull().default(sql`'{}'::text[]`),
  languageFilter: text('language_filter').array().notNull().default(sql`'{}'::text[]`),
});

/** Defaults are the spec's Safe Mode. */
export const nsfwPreferences = pgTable('nsfw_preferences', {
  userId: integer('user_id').primaryKey().references(() => users.id, { onDelete: 'cascade' }),
  receiveTextNSFW: boolean('receive_text_nsfw').notNull().default(true),
  receiveImageNSFW: boolean('receive_image_nsfw').notNull().default(false),
  warnBeforeNSFW: boolean('warn_before_nsfw').notNull().default(true),
  blurNSFWContent: boolean('blur_nsfw_content').notNull().default(true),
});

/**
 * Server-side sessions. The cookie carries a random token; only its SHA-256 is stored, so a
 * database leak does not hand out live sessions. A session is 'pending_2fa' until the code is verified.
 */
export const sessions = pgTable('sessions', {
  id: text('id').primaryKey(),
  userId: integer('user_id').notNull().references(() => users.id, { onDelete: 'cascade' }),
  state: text('state', { enum: ['pending_2fa', 'active'] }).notNull(),
  createdAt: createdAt(),
  expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  revokedAt: timestamp('revoked_at', { withTimezone: true }),
  userAgent: text('user_agent'),
  ip: text('ip'),
}, (t) => [index('sessions_user_idx').on(t.userId)]);

/** One e-mailed code per row; the code itself is never stored, only an HMAC of it. */
export const twoFactorChallenges = pgTable('two_factor_challenges', {
  id: serial('id').primaryKey(),
  sessionId: text('session_id').notNull().references(() => sessions.id, { onDelete: 'cascade' }),
  userId: integer('user_id').notNull().references(() => users.id, { onDelete: 'cascade' }),
  codeHash: text('code_hash').notNull(),
  attempts: integer('attempts').notNull().default(0),
  expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  consumedAt: timestamp('consumed_at', { withTimezone: true }),
  createdAt: createdAt(),
}, (t) => [index('two_factor_session_idx').on(t.sessionId)]);
