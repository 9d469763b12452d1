import { sql } from 'drizzle-orm';
import {
  boolean,
  date,
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

const createdAt = () => timestamp('created_at', { withTimezone: true }).notNull().defaultNow();
const updatedAt = () => timestamp('updated_at', { withTimezone: true }).notNull().defaultNow();

/** Account: credentials, role and standing. Profile data lives in `profiles`. */
export const users = pgTable(
  'users',
  {
    id: serial('id').primaryKey(),
    email: text('email').notNull(),
    passwordHash: text('password_hash').notNull(),
    role: text('role', { enum: ['member', 'moderator', 'admin'] })
      .notNull()
      .default('member'),
    twoFactorEnabled: boolean('two_factor_enabled').notNull().default(false),
    trustScore: integer('trust_score').notNull().default(50),
    isVerified: boolean('is_verified').notNull().default(false),
    suspendedUntil: timestamp('suspended_until', { withTimezone: true }),
    suspensionReason: text('suspension_reason'),
    lastSeenAt: timestamp('last_seen_at', { withTimezone: true }),
    /** Set when the member opened the link mailed to `email` (issue 10); ADMIN_EMAILS needs it. */
    emailVerifiedAt: timestamp('email_verified_at', { withTimezone: true }),
    /** The member hides being online and when they were last active (issue 10). */
    presenceHidden: boolean('presence_hidden').notNull().default(false),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [uniqueIndex('users_email_lower_key').on(sql`lower(${t.email})`)],
);

/** What a member shows about themselves. Exact coordinates are private (decision 10). */
export const profiles = pgTable(
  'profiles',
  {
    userId: integer('user_id')
      .primaryKey()
      .references(() => users.id, { onDelete: 'cascade' }),
    displayName: text('display_name').notNull(),
    dateOfBirth: date('date_of_birth', { mode: 'string' }).notNull(),
    gender: text('gender').notNull(),
    sexualIdentity: text('sexual_identity'),
    interestedIn: text('interested_in')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    bio: text('bio').notNull().default(''),
    location: text('location'),
    latitude: doublePrecision('latitude'),
    longitude: doublePrecision('longitude'),
    height: text('height'),
    bodyType: text('body_type'),
    relationshipStatus: text('relationship_status'),
    languages: text('languages')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    interests: text('interests')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    foodPreferences: text('food_preferences')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    profilePictureUrl: text('profile_picture_url'),
    updatedAt: updatedAt(),
  },
  (t) => [uniqueIndex('profiles_display_name_lower_key').on(sql`lower(${t.displayName})`)],
);

export const vibes = pgTable('vibes', {
  userId: integer('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  romantic: integer('romantic').notNull().default(50),
  dominance: integer('dominance').notNull().default(50),
  social: integer('social').notNull().default(50),
});

/** maxDistance is miles (decision 12). */
export const discoverySettings = pgTable('discovery_settings', {
  userId: integer('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  appearInHookup: boolean('appear_in_hookup').notNull().default(false),
  appearInDate: boolean('appear_in_date').notNull().default(true),
  appearInChat: boolean('appear_in_chat').notNull().default(false),
  ageMin: integer('age_min').notNull().default(18),
  ageMax: integer('age_max').notNull().default(65),
  maxDistance: integer('max_distance').notNull().default(25),
  enableNsfwContent: boolean('enable_nsfw_content').notNull().default(false),
  heightFilter: text('height_filter')
    .array()
    .notNull()
    .default(sql`'{}'::text[]`),
  bodyTypeFilter: text('body_type_filter')
    .array()
    .notNull()
    .default(sql`'{}'::text[]`),
  relationshipStatusFilter: text('relationship_status_filter')
    .array()
    .notNull()
    .default(sql`'{}'::text[]`),
  languageFilter: text('language_filter')
    .array()
    .notNull()
    .default(sql`'{}'::text[]`),
});

/** Defaults are the spec's Safe Mode. */
export const nsfwPreferences = pgTable('nsfw_preferences', {
  userId: integer('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  receiveTextNSFW: boolean('receive_text_nsfw').notNull().default(true),
  receiveImageNSFW: boolean('receive_image_nsfw').notNull().default(false),
  warnBeforeNSFW: boolean('warn_before_nsfw').notNull().default(true),
  blurNSFWContent: boolean('blur_nsfw_content').notNull().default(true),
});

/**
 * Server-side sessions. The cookie carries a random token; only its SHA-256 is stored, so a
 * database leak does not hand out live sessions. A session is 'pending_2fa' until the code is verified.
 */
export const sessions = pgTable(
  'sessions',
  {
    id: text('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    state: text('state', { enum: ['pending_2fa', 'active'] }).notNull(),
    createdAt: createdAt(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
    userAgent: text('user_agent'),
    ip: text('ip'),
  },
  (t) => [index('sessions_user_idx').on(t.userId)],
);

/** One e-mailed code per row; the code itself is never stored, only an HMAC of it. */
export const twoFactorChallenges = pgTable(
  'two_factor_challenges',
  {
    id: serial('id').primaryKey(),
    sessionId: text('session_id')
      .notNull()
      .references(() => sessions.id, { onDelete: 'cascade' }),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    codeHash: text('code_hash').notNull(),
    attempts: integer('attempts').notNull().default(0),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    consumedAt: timestamp('consumed_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [index('two_factor_session_idx').on(t.sessionId)],
);

/** Small persistent facts about this installation (e.g. which one-time seeds have run). */
export const appFlags = pgTable('app_flags', {
  key: text('key').primaryKey(),
  value: text('value').notNull(),
  updatedAt: updatedAt(),
});

// Guardian

/** Admin-editable keyword lists (banned and NSFW); matching itself lives in the engine. */
export const guardianKeywords = pgTable(
  'guardian_keywords',
  {
    id: serial('id').primaryKey(),
    list: text('list', { enum: ['banned', 'nsfw'] }).notNull(),
    keyword: text('keyword').notNull(),
    createdBy: integer('created_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('guardian_keywords_list_keyword_key').on(t.list, sql`lower(${t.keyword})`)],
);

/** Labelled examples from admins, moderators' decisions and confirmed reports: they feed retraining. */
export const trainingSamples = pgTable(
  'training_samples',
  {
    id: serial('id').primaryKey(),
    content: text('content').notNull(),
    contentType: text('content_type', { enum: ['message', 'photo', 'profile'] })
      .notNull()
      .default('message'),
    label: text('label', { enum: ['safe', 'harmful', 'nsfw', 'spam'] }).notNull(),
    expectedAction: text('expected_action', { enum: ['approved', 'flagged', 'blocked'] }).notNull(),
    confidence: doublePrecision('confidence').notNull().default(0.8),
    source: text('source', { enum: ['admin', 'bulk', 'moderator', 'report', 'feedback'] }).notNull(),
    createdBy: integer('created_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
  },
  (t) => [index('training_samples_created_idx').on(t.createdAt)],
);

/** Every trained text model, with the metrics measured on its held-out split. One is active. */
export const modelVersions = pgTable(
  'model_versions',
  {
    id: serial('id').primaryKey(),
    version: text('version').notNull(),
    trainedAt: timestamp('trained_at', { withTimezone: true }).notNull(),
    metrics: jsonb('metrics').notNull(),
    sampleCount: integer('sample_count').notNull(),
    feedbackSampleCount: integer('feedback_sample_count').notNull().default(0),
    model: text('model').notNull(),
    isActive: boolean('is_active').notNull().default(false),
    trigger: text('trigger').notNull().default('manual'),
    /** The promotion gate's verdict (ADR 122): activated or kept back, why, and the figures compared. */
    promotion: jsonb('promotion'),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('model_versions_version_key').on(t.version)],
);

/** Content waiting for (or decided by) a human moderator. */
export const moderationRequests = pgTable(
  'moderation_requests',
  {
    id: serial('id').primaryKey(),
    status: text('status', { enum: ['pending', 'approved', 'rejected'] })
      .notNull()
      .default('pending'),
    priority: text('priority', { enum: ['high', 'normal', 'low'] })
      .notNull()
      .default('normal'),
    contentType: text('content_type', {
      enum: ['message', 'story', 'photo', 'profile', 'member_report', 'verification'],
    }).notNull(),
    /** A readable key ('message:12'); the typed subject below is what the pipeline reads. */
    contentRef: text('content_ref'),
    /** Staff console (issue 13): the typed subject {type, id, field} of the request. */
    subjectType: text('subject_type', {
      enum: ['message', 'photo', 'story', 'profile_text', 'member_report', 'verification'],
    }),
    subjectId: integer('subject_id'),
    subjectField: text('subject_field'),
    /** Who reported it (message and member reports): a rejected report counts against them. */
    reporterId: integer('reporter_id').references(() => users.id, { onDelete: 'set null' }),
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
  },
  (t) => [
    index('moderation_requests_status_idx').on(t.status, t.createdAt),
    index('moderation_requests_subject_idx').on(t.subjectType, t.subjectId),
  ],
);

/** A block hides both members from each other everywhere (decision 18). */
export const blocks = pgTable(
  'blocks',
  {
    blockerId: integer('blocker_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    blockedId: integer('blocked_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('blocks_pair_key').on(t.blockerId, t.blockedId), index('blocks_blocked_idx').on(t.blockedId)],
);

// Security and privacy (issue 10): single-use e-mailed tokens and the per-account sign-in throttle.

/**
 * E-mail verification and password-reset links: only the SHA-256 of the token is stored, so a
 * database leak yields no working link. Consumed by one conditional UPDATE, so a token works once.
 */
export const oneTimeTokens = pgTable(
  'one_time_tokens',
  {
    id: serial('id').primaryKey(),
    purpose: text('purpose', { enum: ['verify_email', 'reset_password'] }).notNull(),
    tokenHash: text('token_hash').notNull(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** The address the link went to: verifying proves this address, not whatever the account has now. */
    email: text('email').notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    consumedAt: timestamp('consumed_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('one_time_tokens_hash_key').on(t.tokenHash),
    index('one_time_tokens_user_idx').on(t.userId, t.purpose),
  ],
);

/**
 * Failed sign-in steps per account (login by e-mail, two-factor by user id), keyed after the body
 * is parsed: no address or forged header buys new attempts. Backoff doubles after the free tries.
 */
export const authThrottles = pgTable('auth_throttles', {
  key: text('key').primaryKey(),
  failures: integer('failures').notNull().default(0),
  lockedUntil: timestamp('locked_until', { withTimezone: true }),
  updatedAt: updatedAt(),
});

/**
 * A member's own position jumps (issue 10): moves of more than a few km, kept an hour, so an
 * attacker cannot hop around the map to probe distances from many viewpoints quickly.
 */
export const locationJumps = pgTable(
  'location_jumps',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    createdAt: createdAt(),
  },
  (t) => [index('location_jumps_user_idx').on(t.userId, t.createdAt)],
);
// ---------------------------------------------------------------------------------------------
// Bestie Shield (issue 12): emergency contacts, meets, check-ins, alerts, location trails and
// the ledger of every notification sent for them.
// ---------------------------------------------------------------------------------------------

export const emergencyContacts = pgTable(
  'emergency_contacts',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    /** E.164. */
    phoneNumber: text('phone_number').notNull(),
    relationship: text('relationship').notNull(),
    email: text('email'),
    isPrimary: boolean('is_primary').notNull().default(false),
    createdAt: createdAt(),
  },
  (t) => [index('emergency_contacts_user_idx').on(t.userId, t.id)],
);

export const meetTracking = pgTable(
  'meet_tracking',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    chatUserId: integer('chat_user_id').references(() => users.id, { onDelete: 'set null' }),
    contactId: integer('contact_id').references(() => emergencyContacts.id, { onDelete: 'set null' }),
    meetDate: timestamp('meet_date', { withTimezone: true }).notNull(),
    durationMinutes: integer('duration_minutes').notNull().default(120),
    meetLocation: text('meet_location'),
    description: text('description'),
    reminderTime: timestamp('reminder_time', { withTimezone: true }).notNull(),
    /** Set by the one reminder job that won the claim: a reminder is never sent twice. */
    reminderSentAt: timestamp('reminder_sent_at', { withTimezone: true }),
    safetyNotes: text('safety_notes'),
    status: text('status', { enum: ['planned', 'confirmed', 'completed', 'cancelled'] })
      .notNull()
      .default('planned'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [index('meet_tracking_user_idx').on(t.userId, t.meetDate)],
);

export const safetyCheckins = pgTable(
  'safety_checkins',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    meetId: integer('meet_id')
      .notNull()
      .references(() => meetTracking.id, { onDelete: 'cascade' }),
    /** When the meet ends: the check-in is due then and escalates CHECKIN_GRACE_MS later. */
    scheduledTime: timestamp('scheduled_time', { withTimezone: true }).notNull(),
    location: text('location'),
    status: text('status', { enum: ['scheduled', 'due', 'completed', 'missed', 'cancelled'] })
      .notNull()
      .default('scheduled'),
    completedAt: timestamp('completed_at', { withTimezone: true }),
    escalatedAt: timestamp('escalated_at', { withTimezone: true }),
    /** The alert raised when the check-in was missed (its viewer link went to the contacts). */
    alertId: integer('alert_id'),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('safety_checkins_meet_key').on(t.meetId),
    index('safety_checkins_user_idx').on(t.userId, t.scheduledTime),
  ],
);

export const emergencyAlerts = pgTable(
  'emergency_alerts',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    alertType: text('alert_type', { enum: ['panic', 'get_me_out', 'missed_checkin'] }).notNull(),
    severity: text('severity', { enum: ['high', 'medium'] }).notNull(),
    status: text('status', { enum: ['active', 'ended', 'expired'] })
      .notNull()
      .default('active'),
    /** sha256 of the viewer token (≥ 128 bits); the token itself only travels in the links. */
    viewerTokenHash: text('viewer_token_hash').notNull(),
    message: text('message'),
    locationText: text('location_text'),
    latitude: doublePrecision('latitude'),
    longitude: doublePrecision('longitude'),
    accuracy: doublePrecision('accuracy'),
    lastLocationAt: timestamp('last_location_at', { withTimezone: true }),
    createdAt: createdAt(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    endedAt: timestamp('ended_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('emergency_alerts_token_key').on(t.viewerTokenHash),
    index('emergency_alerts_user_idx').on(t.userId, t.createdAt),
  ],
);

/** Every location an active alert reported; deleted ALERT_TRAIL_RETENTION_MS after the alert ends. */
export const emergencyAlertLocations = pgTable(
  'emergency_alert_locations',
  {
    id: serial('id').primaryKey(),
    alertId: integer('alert_id')
      .notNull()
      .references(() => emergencyAlerts.id, { onDelete: 'cascade' }),
    latitude: doublePrecision('latitude').notNull(),
    longitude: doublePrecision('longitude').notNull(),
    accuracy: doublePrecision('accuracy'),
    recordedAt: createdAt(),
  },
  (t) => [index('emergency_alert_locations_alert_idx').on(t.alertId, t.recordedAt)],
);

/**
 * One row per message to send (SMS or e-mail to a contact, e-mail to the member). The unique
 * dedupe key makes each notification exist once however many jobs or instances try; the send
 * job moves it pending → sent, or → failed after its last attempt (shown to the member).
 */
export const safetyNotifications = pgTable(
  'safety_notifications',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** notice: the one message telling a new contact who added them, with the stop link (ADR 216). */
    kind: text('kind', { enum: ['alert', 'reminder', 'checkin_due', 'escalation', 'notice'] }).notNull(),
    alertId: integer('alert_id').references(() => emergencyAlerts.id, { onDelete: 'cascade' }),
    meetId: integer('meet_id').references(() => meetTracking.id, { onDelete: 'cascade' }),
    contactId: integer('contact_id').references(() => emergencyContacts.id, { onDelete: 'set null' }),
    recipientName: text('recipient_name').notNull(),
    channel: text('channel', { enum: ['sms', 'email'] }).notNull(),
    recipient: text('recipient').notNull(),
    subject: text('subject').notNull(),
    body: text('body').notNull(),
    dedupeKey: text('dedupe_key').notNull(),
    status: text('status', { enum: ['pending', 'sent', 'failed'] })
      .notNull()
      .default('pending'),
    attempts: integer('attempts').notNull().default(0),
    /** Lease of the delivery in progress: a duplicate job (or the sweep) leaves a claimed row alone. */
    claimedUntil: timestamp('claimed_until', { withTimezone: true }),
    lastError: text('last_error'),
    createdAt: createdAt(),
    sentAt: timestamp('sent_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('safety_notifications_dedupe_key').on(t.dedupeKey),
    index('safety_notifications_alert_idx').on(t.alertId),
    index('safety_notifications_pending_idx')
      .on(t.createdAt)
      .where(sql`status = 'pending'`),
    // Who reached a recipient lately (ADR 216's caps across members).
    index('safety_notifications_recipient_idx').on(t.recipient, t.createdAt),
  ],
);

/**
 * A contact's "stop" (ADR 216): no more Bestie Shield messages to this number or address from one
 * member (memberId), or from anyone (memberId 0). Kept when the member's account goes: it is the
 * recipient's choice, not the member's data.
 */
export const safetyOptOuts = pgTable(
  'safety_opt_outs',
  {
    recipient: text('recipient').notNull(),
    memberId: integer('member_id').notNull(),
    createdAt: createdAt(),
  },
  (t) => [primaryKey({ columns: [t.recipient, t.memberId] })],
);
// Staff console (issue 13): audit log, suspensions, trust history, member reports, moderation
// feedback, criminality reports and member verification.

/** Every staff action, written in the same transaction as the action itself. */
export const moderationLogs = pgTable(
  'moderation_logs',
  {
    id: serial('id').primaryKey(),
    actorId: integer('actor_id').references(() => users.id, { onDelete: 'set null' }),
    action: text('action').notNull(),
    targetType: text('target_type').notNull(),
    targetId: text('target_id').notNull(),
    targetUserId: integer('target_user_id').references(() => users.id, { onDelete: 'set null' }),
    notes: text('notes'),
    details: jsonb('details'),
    createdAt: createdAt(),
  },
  (t) => [
    index('moderation_logs_created_idx').on(t.createdAt),
    index('moderation_logs_target_user_idx').on(t.targetUserId),
  ],
);

/** Suspension history; users.suspended_until stays the live flag every check reads. */
export const suspensions = pgTable(
  'suspensions',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    reason: text('reason').notNull(),
    startsAt: timestamp('starts_at', { withTimezone: true }).notNull(),
    endsAt: timestamp('ends_at', { withTimezone: true }).notNull(),
    createdBy: integer('created_by').references(() => users.id, { onDelete: 'set null' }),
    liftedAt: timestamp('lifted_at', { withTimezone: true }),
    liftedBy: integer('lifted_by').references(() => users.id, { onDelete: 'set null' }),
  },
  (t) => [index('suspensions_user_idx').on(t.userId)],
);

/** Each change of a member's trust score and why. */
export const trustEvents = pgTable(
  'trust_events',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    delta: integer('delta').notNull(),
    trustScore: integer('trust_score').notNull(),
    source: text('source', { enum: ['guardian', 'moderation', 'false_report', 'reset', 'admin'] }).notNull(),
    reason: text('reason').notNull(),
    moderationRequestId: integer('moderation_request_id'),
    createdAt: createdAt(),
  },
  (t) => [
    index('trust_events_user_idx').on(t.userId, t.createdAt),
    uniqueIndex('trust_events_request_key').on(t.moderationRequestId, t.userId),
  ],
);

/** A member reporting another member (contracts/member-reports.ts). */
export const memberReports = pgTable(
  'member_reports',
  {
    id: serial('id').primaryKey(),
    reporterId: integer('reporter_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    reportedUserId: integer('reported_user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    reason: text('reason').notNull(),
    details: text('details'),
    status: text('status', { enum: ['pending', 'approved', 'rejected'] })
      .notNull()
      .default('pending'),
    createdAt: createdAt(),
  },
  (t) => [
    index('member_reports_reported_idx').on(t.reportedUserId),
    index('member_reports_reporter_idx').on(t.reporterId, t.createdAt),
  ],
);

export const moderationFeedback = pgTable('moderation_feedback', {
  id: serial('id').primaryKey(),
  contentId: text('content_id').notNull(),
  contentType: text('content_type').notNull(),
  content: text('content').notNull(),
  originalAction: text('original_action').notNull(),
  moderatorAction: text('moderator_action').notNull(),
  moderatorId: integer('moderator_id').references(() => users.id, { onDelete: 'set null' }),
  reason: text('reason').notNull(),
  riskFactors: text('risk_factors')
    .array()
    .notNull()
    .default(sql`'{}'::text[]`),
  criminalityFlags: text('criminality_flags')
    .array()
    .notNull()
    .default(sql`'{}'::text[]`),
  trainingSampleId: integer('training_sample_id'),
  createdAt: createdAt(),
});

export const criminalityReports = pgTable(
  'criminality_reports',
  {
    id: serial('id').primaryKey(),
    severity: text('severity', { enum: ['critical', 'high', 'medium', 'low'] }).notNull(),
    contentId: text('content_id').notNull(),
    contentType: text('content_type').notNull(),
    criminalityType: text('criminality_type').array().notNull(),
    content: text('content').notNull(),
    userId: integer('user_id').references(() => users.id, { onDelete: 'set null' }),
    source: text('source', { enum: ['feedback', 'guardian'] }).notNull(),
    followUpRequired: boolean('follow_up_required').notNull(),
    followedUpAt: timestamp('followed_up_at', { withTimezone: true }),
    followedUpBy: integer('followed_up_by').references(() => users.id, { onDelete: 'set null' }),
    followUpNotes: text('follow_up_notes'),
    reportedAt: timestamp('reported_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('criminality_reports_open_idx').on(t.followUpRequired, t.followedUpAt)],
);

/** Member verification (issue 13): a selfie in an assigned pose, judged by a moderator. */
export const verificationRequests = pgTable(
  'verification_requests',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    poseId: text('pose_id').notNull(),
    storageKey: text('storage_key').notNull(),
    status: text('status', { enum: ['pending', 'approved', 'rejected'] })
      .notNull()
      .default('pending'),
    note: text('note'),
    createdAt: createdAt(),
    decidedAt: timestamp('decided_at', { withTimezone: true }),
  },
  (t) => [index('verification_requests_user_idx').on(t.userId, t.createdAt)],
);
// --- Issue 14 (first day): unmatch -------------------------------------------------------------
/**
 * An ended conversation (DELETE /api/conversations/{otherUserId}): one row per pair (low < high id).
 * While it exists, messages between the two are refused; a new mutual like (a match) removes it.
 */
export const unmatches = pgTable(
  'unmatches',
  {
    userLowId: integer('user_low_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    userHighId: integer('user_high_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    endedBy: integer('ended_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
  },
  (t) => [primaryKey({ columns: [t.userLowId, t.userHighId] })],
);
