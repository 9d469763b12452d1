import { sql } from 'drizzle-orm';
import {
  boolean, date, doublePrecision, index, integer, jsonb, pgTable, primaryKey, serial, text, timestamp, uniqueIndex,
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

/** Small persistent facts about this installation (e.g. which one-time seeds have run). */
export const appFlags = pgTable('app_flags', {
  key: text('key').primaryKey(),
  value: text('value').notNull(),
  updatedAt: updatedAt(),
});

// Guardian

/** Admin-editable keyword lists (banned and NSFW); matching itself lives in the engine. */
export const guardianKeywords = pgTable('guardian_keywords', {
  id: serial('id').primaryKey(),
  list: text('list', { enum: ['banned', 'nsfw'] }).notNull(),
  keyword: text('keyword').notNull(),
  createdBy: integer('created_by').references(() => users.id, { onDelete: 'set null' }),
  createdAt: createdAt(),
}, (t) => [uniqueIndex('guardian_keywords_list_keyword_key').on(t.list, sql`lower(${t.keyword})`)]);

/** Labelled examples from admins, moderators' decisions and confirmed reports: they feed retraining. */
export const trainingSamples = pgTable('training_samples', {
  id: serial('id').primaryKey(),
  content: text('content').notNull(),
  contentType: text('content_type', { enum: ['message', 'photo', 'profile'] }).notNull().default('message'),
  label: text('label', { enum: ['safe', 'harmful', 'nsfw', 'spam'] }).notNull(),
  expectedAction: text('expected_action', { enum: ['approved', 'flagged', 'blocked'] }).notNull(),
  confidence: doublePrecision('confidence').notNull().default(0.8),
  source: text('source', { enum: ['admin', 'bulk', 'moderator', 'report', 'feedback'] }).notNull(),
  createdBy: integer('created_by').references(() => users.id, { onDelete: 'set null' }),
  createdAt: createdAt(),
}, (t) => [index('training_samples_created_idx').on(t.createdAt)]);

/** Every trained text model, with the metrics measured on its held-out split. One is active. */
export const modelVersions = pgTable('model_versions', {
  id: serial('id').primaryKey(),
  version: text('version').notNull(),
  trainedAt: timestamp('trained_at', { withTimezone: true }).notNull(),
  metrics: jsonb('metrics').notNull(),
  sampleCount: integer('sample_count').notNull(),
  feedbackSampleCount: integer('feedback_sample_count').notNull().default(0),
  model: text('model').notNull(),
  isActive: boolean('is_active').notNull().default(false),
  trigger: text('trigger').notNull().default('manual'),
  createdAt: createdAt(),
}, (t) => [uniqueIndex('model_versions_version_key').on(t.version)]);

/** Content waiting for (or decided by) a human moderator. */
export const moderationRequests = pgTable('moderation_requests', {
  id: serial('id').primaryKey(),
  status: text('status', { enum: ['pending', 'approved', 'rejected'] }).notNull().default('pending'),
  priority: text('priority', { enum: ['high', 'normal', 'low'] }).notNull().default('normal'),
  contentType: text('content_type', { enum: ['message', 'story', 'photo', 'profile'] }).notNull(),
  contentRef: text('content_ref'),
  userId: integer('user_id').references(() => users.id, { onDelete: 'cascade' }),
  contentText: text('content_text'),
  contentUrl: text('content_url'),
  reason: text('reason').notNull(),
  aiConfidence: doublePrecision('ai_confidence').notNull().default(0),
  riskScore: integer('risk_score').notNull().default(0),
  aiLabel: text('ai_label'),
  verdict: jsonb('verdict'),
  reviewerId: integer('reviewer_id').references(() => users.id, { onDelete: 'set null' }),
  reviewedAt: timestamp('reviewed_at', { withTimezone: true }),
  reviewNotes: text('review_notes'),
  createdAt: createdAt(),
}, (t) => [index('moderation_requests_status_idx').on(t.status, t.createdAt)]);

/** A block hides both members from each other everywhere (decision 18). */
export const blocks = pgTable('blocks', {
  blockerId: integer('blocker_id').notNull().references(() => users.id, { onDelete: 'cascade' }),
  blockedId: integer('blocked_id').notNull().references(() => users.id, { onDelete: 'cascade' }),
  createdAt: createdAt(),
}, (t) => [uniqueIndex('blocks_pair_key').on(t.blockerId, t.blockedId), index('blocks_blocked_idx').on(t.blockedId)]);

// --- Issue 14 (first day): unmatch -------------------------------------------------------------
/**
 * An ended conversation (DELETE /api/conversations/{otherUserId}): one row per pair (low < high id).
 * While it exists, messages between the two are refused; a new mutual like (a match) removes it.
 */
export const unmatches = pgTable('unmatches', {
  userLowId: integer('user_low_id').notNull().references(() => users.id, { onDelete: 'cascade' }),
  userHighId: integer('user_high_id').notNull().references(() => users.id, { onDelete: 'cascade' }),
  endedBy: integer('ended_by').references(() => users.id, { onDelete: 'set null' }),
  createdAt: createdAt(),
}, (t) => [primaryKey({ columns: [t.userLowId, t.userHighId] })]);
