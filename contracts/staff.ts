import { z } from 'zod';
import { idParam } from './common';
import { CRIMINALITY_FLAG_OPTIONS, GUARDIAN_DECISIONS, RISK_FACTOR_OPTIONS } from './guardian';
import { MEMBER_REPORT_REASONS } from './member-reports';
import { MESSAGE_MODERATION_STATUSES } from './messaging';
import { PHOTO_MODERATION_STATUSES } from './photos';
import { STORY_MODERATION_STATUSES } from './stories';
import { GENDERS, ROLES } from './options';

/**
 * Staff console (issue 13): the moderation pipeline, users, suspensions, audit log, moderation
 * feedback, criminality reports, compliance and member verification.
 *
 * Roles come from the session (decision 1). "moderator" below means moderator or admin; every
 * staff route answers 401 to anonymous callers and 403 to anyone without the role. No body ever
 * carries a moderator or reviewer id; where an old client sends one it is ignored.
 */

// ---------------------------------------------------------------------------------------------
// Moderation pipeline

/** What a moderation request is about. `field` names the profile field for profile_text. */
export const MODERATION_SUBJECT_TYPES = [
  'message',
  'photo',
  'story',
  'profile_text',
  'member_report',
  'verification',
] as const;
export type ModerationSubjectType = (typeof MODERATION_SUBJECT_TYPES)[number];
export const MODERATION_SUBJECT_LABELS: Record<ModerationSubjectType, string> = {
  message: 'Message',
  photo: 'Photo',
  story: 'Story',
  profile_text: 'Profile text',
  member_report: 'Member report',
  verification: 'Verification',
};
export const PROFILE_TEXT_FIELDS = ['bio', 'displayName', 'location'] as const;
export type ProfileTextField = (typeof PROFILE_TEXT_FIELDS)[number];

export const moderationSubject = z.object({
  type: z.enum(MODERATION_SUBJECT_TYPES),
  id: z.number().int(),
  /** Only for profile_text: which field of the profile. */
  field: z.string().nullable(),
});
export type ModerationSubject = z.infer<typeof moderationSubject>;

/** One status enum for every moderation request. */
export const MODERATION_STATUSES = ['pending', 'approved', 'rejected'] as const;

/**
 * The one vocabulary for the moderation state of any content (ADR 038): pending = held, not shown
 * to others yet; flagged = shown with a warning and queued for a human (Guardian REVIEW); approved;
 * rejected = withheld or taken down after review. Each surface keeps a subset of it (profile texts
 * have no status of their own: a rejected text is removed, its request records the decision).
 */
export const CONTENT_MODERATION_STATUSES = ['pending', 'flagged', 'approved', 'rejected'] as const;
export type ContentModerationStatus = (typeof CONTENT_MODERATION_STATUSES)[number];
/** Compile-time proof that no surface invents a status outside the shared vocabulary. */
export const CONTENT_MODERATION_STATUSES_BY_SURFACE = {
  message: MESSAGE_MODERATION_STATUSES,
  photo: PHOTO_MODERATION_STATUSES,
  story: STORY_MODERATION_STATUSES,
} as const satisfies Record<string, readonly ContentModerationStatus[]>;
export type ModerationStatus = (typeof MODERATION_STATUSES)[number];
export const MODERATION_PRIORITIES = ['high', 'normal', 'low'] as const;
export const MODERATION_DECISIONS = ['approved', 'rejected'] as const;
export type ModerationDecision = (typeof MODERATION_DECISIONS)[number];
/** The toast after a decision (spec): 'Request {decision} - AI training updated'. */
export const reviewToast = (decision: ModerationDecision) => `Request ${decision} - AI training updated`;

/**
 * GET /api/admin/moderation-requests?status=pending|decided|all&type={subject type}  → ModerationQueueItem[]
 *   moderator. Pending first, then high priority first, then newest first. Default status=all.
 *   (The spec's ModerationRequest fields are all present; `subject`, `verdict` and `reporter` are added.)
 */
export const moderationQueueQuery = z
  .object({
    status: z.enum(['pending', 'decided', 'all']).default('all'),
    type: z.enum(MODERATION_SUBJECT_TYPES).optional(),
    limit: z.coerce.number().int().min(1).max(200).default(100),
  })
  .strict();
export type ModerationQueueQuery = z.infer<typeof moderationQueueQuery>;

const guardianReasoning = z.object({
  decision: z.enum(GUARDIAN_DECISIONS),
  riskScore: z.number(),
  layerTriggered: z.string(),
  flaggedTerms: z.array(z.string()),
  reasoning: z.string(),
  policyTags: z.array(z.string()),
  criminalityFlags: z.array(z.string()).optional(),
});

const memberRef = z.object({ id: z.number().int(), displayName: z.string() });
export type MemberRef = z.infer<typeof memberRef>;

export const moderationQueueItem = z.object({
  id: z.number().int(),
  status: z.enum(MODERATION_STATUSES),
  priority: z.enum(MODERATION_PRIORITIES),
  aiConfidence: z.number(),
  riskScore: z.number(),
  createdAt: z.string(),
  /** The spec's contentType: message | story | photo | profile | member_report | verification. */
  contentType: z.string(),
  subject: moderationSubject,
  /** The author of the content (for member_report: the reported member). */
  userId: z.number().int().nullable(),
  userProfile: z.object({ displayName: z.string() }),
  reason: z.string(),
  originalContent: z.discriminatedUnion('type', [
    z.object({ type: z.literal('photo'), url: z.string() }),
    z.object({ type: z.literal('text'), content: z.string() }),
  ]),
  /** Guardian's reasoning and layers, when Guardian queued it. */
  verdict: guardianReasoning.nullable(),
  /** Who reported it, for reports. */
  reporter: memberRef.nullable(),
  reviewedAt: z.string().nullable(),
  reviewNotes: z.string().nullable(),
  reviewer: memberRef.nullable(),
});
export type ModerationQueueItem = z.infer<typeof moderationQueueItem>;

const contextMessage = z.object({
  id: z.number().int(),
  senderId: z.number().int(),
  senderName: z.string(),
  messageType: z.string(),
  content: z.string(),
  /** Photo messages: a staff-readable URL of the photo. */
  photoUrl: z.string().nullable(),
  moderationStatus: z.string(),
  createdAt: z.string(),
  /** The message under review. */
  isSubject: z.boolean(),
});

/**
 * GET /api/admin/moderation-requests/{id}  → ModerationRequestDetail   moderator; 404 unknown id.
 *   The item plus what a moderator needs to judge it, by subject type.
 */
export const moderationContext = z.discriminatedUnion('type', [
  z.object({
    type: z.literal('message'),
    sender: memberRef,
    receiver: memberRef,
    /** Up to 10 messages either side of the subject in that conversation, oldest first. */
    conversation: z.array(contextMessage),
    report: z.object({ reporter: memberRef, reason: z.string(), createdAt: z.string() }).nullable(),
  }),
  z.object({
    type: z.literal('photo'),
    url: z.string(),
    thumbnailUrl: z.string(),
    isPublic: z.boolean(),
    author: memberRef,
  }),
  z.object({
    type: z.literal('story'),
    text: z.string().nullable(),
    mediaUrl: z.string().nullable(),
    mediaType: z.string().nullable(),
    author: memberRef,
  }),
  z.object({ type: z.literal('profile_text'), field: z.string(), text: z.string(), author: memberRef }),
  z.object({
    type: z.literal('member_report'),
    reporter: memberRef,
    reported: memberRef,
    reason: z.enum(MEMBER_REPORT_REASONS),
    details: z.string().nullable(),
    /** Earlier reports against the same member and how they ended. */
    previousReports: z.array(
      z.object({
        id: z.number().int(),
        reason: z.string(),
        status: z.enum(MODERATION_STATUSES),
        createdAt: z.string(),
      }),
    ),
    /** The reported member's public profile photos, for fake-profile reports. */
    profilePhotoUrls: z.array(z.string()),
  }),
  z.object({
    type: z.literal('verification'),
    member: memberRef,
    pose: z.object({ id: z.string(), instruction: z.string() }),
    selfieUrl: z.string(),
    /** The member's profile photos to compare with. */
    profilePhotoUrls: z.array(z.string()),
  }),
  /** The content no longer exists (deleted by its author or expired). */
  z.object({ type: z.literal('gone'), note: z.string() }),
]);
export type ModerationContext = z.infer<typeof moderationContext>;
export const moderationRequestDetail = moderationQueueItem.extend({ context: moderationContext });
export type ModerationRequestDetail = z.infer<typeof moderationRequestDetail>;

/**
 * POST /api/admin/moderation-requests/{id}/review  reviewBody (contracts/guardian.ts)
 *   → reviewResponse   moderator; 404 unknown; 409 already decided;
 *   403 'You cannot review your own content' when the moderator is the author or the reporter.
 *   The ONLY way any review resolves (photos, verification and reports too).
 */
export const reviewResponse = z.object({
  id: z.number().int(),
  decision: z.enum(MODERATION_DECISIONS),
  reviewedAt: z.string().nullable(),
  subject: moderationSubject,
  /** The author's (or, for a rejected report, the reporter's) trust after the decision; null if unchanged. */
  trustScore: z.number().int().nullable(),
});
export type ReviewResponse = z.infer<typeof reviewResponse>;

/** GET /api/admin/moderation-stats → dashboard counts. moderator. */
export const moderationStats = z.object({
  pending: z.number().int(),
  highPriority: z.number().int(),
  /** Mean aiConfidence of pending items; null when none. */
  averageAiConfidence: z.number().nullable(),
  pendingByType: z.record(z.enum(MODERATION_SUBJECT_TYPES), z.number().int()),
  openCriminalityFollowUps: z.number().int(),
});
export type ModerationStats = z.infer<typeof moderationStats>;

// ---------------------------------------------------------------------------------------------
// Users tab

/**
 * GET /api/admin/users?q=  (userSearchQuery, contracts/admin.ts) → StaffUserSearchResult[]
 *   moderator; 400 'Search text is required' when q is empty. Matches e-mail, display name or
 *   exact id, at most 50. (The spec's GET /api/admin/users/search keeps its four-field answer.)
 */
export const staffUserSearchResult = z.object({
  id: z.number().int(),
  displayName: z.string(),
  email: z.string(),
  trustScore: z.number().int(),
  role: z.enum(ROLES),
  isVerified: z.boolean(),
  suspendedUntil: z.string().nullable(),
});
export type StaffUserSearchResult = z.infer<typeof staffUserSearchResult>;

/** Spec 02 §2 users tab: trust 70 or more green, 40 to 69 yellow, below 40 red (ADR 037). */
export const TRUST_BANDS = { high: 70, medium: 40 } as const;
export type TrustBand = 'low' | 'medium' | 'high';
export const trustBand = (score: number): TrustBand =>
  score >= TRUST_BANDS.high ? 'high' : score >= TRUST_BANDS.medium ? 'medium' : 'low';

export const TRUST_EVENT_SOURCES = ['guardian', 'moderation', 'false_report', 'reset', 'admin'] as const;
export type TrustEventSource = (typeof TRUST_EVENT_SOURCES)[number];
/** What the member detail's trust history calls each source (ADR 036). */
export const TRUST_EVENT_SOURCE_LABELS: Record<TrustEventSource, string> = {
  guardian: 'Guardian (automatic)',
  moderation: 'Moderator decision',
  false_report: 'False report',
  reset: 'Trust reset',
  admin: 'Administrator',
};
export const trustEvent = z.object({
  id: z.number().int(),
  delta: z.number().int(),
  trustScore: z.number().int(),
  source: z.enum(TRUST_EVENT_SOURCES),
  reason: z.string(),
  createdAt: z.string(),
});
export const suspensionRecord = z.object({
  id: z.number().int(),
  reason: z.string(),
  startsAt: z.string(),
  endsAt: z.string(),
  liftedAt: z.string().nullable(),
  by: memberRef.nullable(),
  liftedBy: memberRef.nullable(),
});
export type SuspensionRecord = z.infer<typeof suspensionRecord>;
const reportSummary = z.object({
  requestId: z.number().int(),
  kind: z.enum(['message', 'member']),
  /** The other member: the reported one in reportsBy, the reporter in reportsAgainst. */
  other: memberRef,
  reason: z.string(),
  status: z.enum(MODERATION_STATUSES),
  createdAt: z.string(),
});
const decisionSummary = z.object({
  requestId: z.number().int(),
  subject: moderationSubject,
  status: z.enum(MODERATION_STATUSES),
  reason: z.string(),
  reviewer: memberRef.nullable(),
  reviewedAt: z.string().nullable(),
  createdAt: z.string(),
});

/**
 * GET /api/admin/users/{id}  → MemberDetail   moderator; 404 unknown id.
 *   Never exact coordinates: only the member's own location text.
 */
export const memberDetail = z.object({
  id: z.number().int(),
  email: z.string(),
  displayName: z.string(),
  role: z.enum(ROLES),
  gender: z.string(),
  age: z.number().int().nullable(),
  location: z.string().nullable(),
  bio: z.string(),
  isVerified: z.boolean(),
  trustScore: z.number().int(),
  createdAt: z.string(),
  lastSeenAt: z.string().nullable(),
  suspension: z.object({ until: z.string(), reason: z.string() }).nullable(),
  /** Reports this member filed that moderators rejected. */
  falseReportCount: z.number().int(),
  /** How many reports (messages + members) they may file per day now. */
  reportLimitPerDay: z.number().int(),
  reportsBy: z.array(reportSummary),
  reportsAgainst: z.array(reportSummary),
  /** Moderation requests about this member's content, newest first. */
  decisions: z.array(decisionSummary),
  trustHistory: z.array(trustEvent),
  suspensions: z.array(suspensionRecord),
});
export type MemberDetail = z.infer<typeof memberDetail>;

/** POST /api/admin/users/{id}/trust-reset {trustScore (default 50), notes?} → {userId, trustScore}
 *   admin; 404 unknown. */
export const memberTrustResetBody = z
  .object({
    trustScore: z
      .number()
      .int('Trust score must be a whole number')
      .min(0, 'Trust score must be between 0 and 100')
      .max(100, 'Trust score must be between 0 and 100')
      .default(50),
    notes: z.string().trim().max(1000, 'Notes must be at most 1000 characters').optional(),
  })
  .strict();
export const memberTrustResetResponse = z.object({ userId: z.number().int(), trustScore: z.number().int() });

export const SUSPENSION_DAYS_MAX = 3650;
/**
 * POST /api/admin/users/{id}/suspend {reason, duration (whole days, 1–3650)} → SuspensionResponse
 *   admin; 404 unknown; 400 'You cannot suspend yourself' / 'Staff accounts cannot be suspended' (other admins).
 *   Every session of the member ends and their open sockets close at once, on every instance.
 * POST /api/admin/users/{id}/unsuspend {notes?} → SuspensionResponse (suspendedUntil null)
 *   admin; 404 unknown; 409 'This member is not suspended'.
 */
export const suspendBody = z
  .object({
    reason: z.string().trim().min(1, 'Reason is required').max(500, 'Reason must be at most 500 characters'),
    duration: z.coerce
      .number()
      .int('Duration must be a whole number of days')
      .min(1, 'Duration must be at least 1 day')
      .max(SUSPENSION_DAYS_MAX, `Duration must be at most ${SUSPENSION_DAYS_MAX} days`),
  })
  .strict();
export type SuspendBody = z.infer<typeof suspendBody>;
export const unsuspendBody = z
  .object({ notes: z.string().trim().max(1000, 'Notes must be at most 1000 characters').optional() })
  .strict();
export const suspensionResponse = z.object({
  userId: z.number().int(),
  suspendedUntil: z.string().nullable(),
  reason: z.string().nullable(),
  /** Sessions ended by this suspension. */
  sessionsEnded: z.number().int(),
});
export type SuspensionResponse = z.infer<typeof suspensionResponse>;
/** Sign-in of a suspended member answers 403 with this message. */
export const suspendedLoginMessage = (reason: string, until: Date) =>
  `Your account is suspended until ${until.toISOString().slice(0, 10)}: ${reason}`;

/**
 * POST /api/admin/users/{id}/gender {gender, notes} → {userId, gender}   admin; 404 unknown.
 *   The Contact Support path: a member asks, support changes it, the audit log records it.
 */
export const genderChangeBody = z
  .object({
    gender: z.enum(GENDERS),
    notes: z
      .string()
      .trim()
      .min(1, 'Notes are required (the support request)')
      .max(1000, 'Notes must be at most 1000 characters'),
  })
  .strict();
export const genderChangeResponse = z.object({ userId: z.number().int(), gender: z.enum(GENDERS) });

// ---------------------------------------------------------------------------------------------
// Audit log

export const AUDIT_ACTIONS = [
  'moderation.approve',
  'moderation.reject',
  'user.suspend',
  'user.unsuspend',
  'user.trust_reset',
  'user.gender_change',
  'keyword.add',
  'keyword.remove',
  'training.sample',
  'training.upload',
  'training.retrain',
  'feedback.submit',
  'criminality.follow_up',
  'verification.approve',
  'verification.reject',
  'compliance.export',
] as const;
export type AuditAction = (typeof AUDIT_ACTIONS)[number];
export const AUDIT_TARGET_TYPES = [
  'user',
  'moderation_request',
  'keyword',
  'training_sample',
  'criminality_report',
  'model',
] as const;

/**
 * GET /api/admin/moderation-logs?limit=&beforeId=&action=&actorId=&targetUserId=  → ModerationLogEntry[]
 *   admin only (moderator 403). Newest first; page with beforeId = last id.
 */
export const moderationLogQuery = z
  .object({
    limit: z.coerce.number().int().min(1).max(200).default(100),
    beforeId: idParam.optional(),
    action: z.enum(AUDIT_ACTIONS).optional(),
    actorId: idParam.optional(),
    targetUserId: idParam.optional(),
  })
  .strict();
export const moderationLogEntry = z.object({
  id: z.number().int(),
  /** Who: the staff member, from their session. */
  actor: memberRef.nullable(),
  action: z.enum(AUDIT_ACTIONS),
  targetType: z.enum(AUDIT_TARGET_TYPES),
  targetId: z.string(),
  /** The member affected, when there is one. */
  targetUser: memberRef.nullable(),
  notes: z.string().nullable(),
  /** Small structured facts (e.g. {days: 7}, {from: 'man', to: 'woman'}). */
  details: z.record(z.string(), z.unknown()).nullable(),
  createdAt: z.string(),
});
export type ModerationLogEntry = z.infer<typeof moderationLogEntry>;

// ---------------------------------------------------------------------------------------------
// Moderation feedback and criminality reports

export const FEEDBACK_ACTIONS = ['approved', 'flagged', 'blocked'] as const;
export const FEEDBACK_CONTENT_TYPES = ['message', 'photo', 'profile', 'story'] as const;
export const FEEDBACK_REQUIRED_MESSAGE = 'Please fill in all required fields';
export const FEEDBACK_FAILED_MESSAGE = 'Failed to process moderation feedback';

/**
 * POST /api/admin/moderation-feedback  moderationFeedbackBody → 201 moderationFeedbackResponse
 *   moderator (the moderator is the session; a body moderatorId is ignored). Becomes a training
 *   sample labelled by moderatorAction; any criminality flag also opens a criminality report.
 */
export const moderationFeedbackBody = z
  .object({
    contentId: z.string().trim().min(1, 'contentId is required').max(100, 'contentId must be at most 100 characters'),
    contentType: z.enum(FEEDBACK_CONTENT_TYPES).default('message'),
    content: z.string().trim().min(1, 'content is required').max(10_000, 'content must be at most 10000 characters'),
    originalAction: z.enum(FEEDBACK_ACTIONS),
    moderatorAction: z.enum(FEEDBACK_ACTIONS),
    reason: z.string().trim().min(1, 'reason is required').max(1000, 'reason must be at most 1000 characters'),
    riskFactors: z.array(z.enum(RISK_FACTOR_OPTIONS)).max(RISK_FACTOR_OPTIONS.length).default([]),
    criminalityFlags: z.array(z.enum(CRIMINALITY_FLAG_OPTIONS)).max(CRIMINALITY_FLAG_OPTIONS.length).default([]),
    moderatorId: z.unknown().optional(),
  })
  .strict();
export type ModerationFeedbackBody = z.input<typeof moderationFeedbackBody>;

export const CRIMINALITY_SEVERITIES = ['critical', 'high', 'medium', 'low'] as const;
export type CriminalitySeverity = (typeof CRIMINALITY_SEVERITIES)[number];
export type CriminalityFlag = (typeof CRIMINALITY_FLAG_OPTIONS)[number];
/** Severity per flag; a report takes its most severe flag's. */
export const CRIMINALITY_FLAG_SEVERITY: Record<CriminalityFlag, CriminalitySeverity> = {
  child_exploitation: 'critical',
  human_trafficking: 'critical',
  terrorism: 'critical',
  threats_of_violence: 'high',
  drug_trafficking: 'high',
  blackmail: 'high',
  extortion: 'high',
  revenge_porn: 'high',
  stalking: 'high',
  fraud: 'medium',
  doxxing: 'medium',
  hate_speech: 'medium',
  harassment: 'low',
};
export function severityOf(flags: readonly CriminalityFlag[]): CriminalitySeverity {
  const rank = (s: CriminalitySeverity) => CRIMINALITY_SEVERITIES.indexOf(s);
  return flags.map((f) => CRIMINALITY_FLAG_SEVERITY[f]).sort((a, b) => rank(a) - rank(b))[0] ?? 'low';
}
/** Follow-up is required for critical and high. */
export const requiresFollowUp = (severity: CriminalitySeverity) => severity === 'critical' || severity === 'high';

/**
 * GET /api/admin/criminality-reports?status=open|all → CriminalityReport[]   moderator.
 *   open = follow-up required and not yet followed up. Most severe first, then newest.
 * POST /api/admin/criminality-reports/{id}/follow-up {notes?} → CriminalityReport   moderator;
 *   404 unknown; 409 'Already followed up'.
 */
export const criminalityReportsQuery = z.object({ status: z.enum(['open', 'all']).default('all') }).strict();
export const criminalityReport = z.object({
  id: z.number().int(),
  severity: z.enum(CRIMINALITY_SEVERITIES),
  contentId: z.string(),
  contentType: z.string(),
  criminalityType: z.array(z.enum(CRIMINALITY_FLAG_OPTIONS)),
  content: z.string(),
  reportedAt: z.string(),
  followUpRequired: z.boolean(),
  followedUpAt: z.string().nullable(),
  followedUpBy: memberRef.nullable(),
  followUpNotes: z.string().nullable(),
  /** feedback: a moderator's feedback; guardian: Guardian blocked content with these flags. */
  source: z.enum(['feedback', 'guardian']),
  /** The author of the content, when known. */
  userId: z.number().int().nullable(),
});
export type CriminalityReport = z.infer<typeof criminalityReport>;
export const followUpBody = z
  .object({ notes: z.string().trim().max(1000, 'Notes must be at most 1000 characters').optional() })
  .strict();

export const moderationFeedbackResponse = z.object({
  id: z.number().int(),
  contentId: z.string(),
  contentType: z.string(),
  originalAction: z.enum(FEEDBACK_ACTIONS),
  moderatorAction: z.enum(FEEDBACK_ACTIONS),
  riskFactors: z.array(z.enum(RISK_FACTOR_OPTIONS)),
  criminalityFlags: z.array(z.enum(CRIMINALITY_FLAG_OPTIONS)),
  criminalityFlagged: z.boolean(),
  /** The report opened by the flags, or null. */
  criminalityReport: criminalityReport.nullable(),
  trainingSampleId: z.number().int(),
  createdAt: z.string(),
});
export type ModerationFeedbackResponse = z.infer<typeof moderationFeedbackResponse>;

// ---------------------------------------------------------------------------------------------
// Compliance

/**
 * GET /api/admin/compliance/{userId} → ComplianceStatus   admin; 404 unknown.
 * POST /api/admin/compliance/export {userId} (complianceExportBody, contracts/profiles.ts) → the
 *   member's full data export (the same JSON the member downloads)   admin; 404 unknown; audited.
 */
export const complianceStatus = z.object({
  userId: z.number().int(),
  displayName: z.string(),
  email: z.string(),
  accountCreatedAt: z.string(),
  /** GDPR: data export and deletion are available to the member from settings. */
  dataExportAvailable: z.literal(true),
  accountDeletionAvailable: z.literal(true),
  /** Rows held about the member, by kind. */
  dataHeld: z.object({
    messages: z.number().int(),
    photos: z.number().int(),
    stories: z.number().int(),
    sessions: z.number().int(),
    moderationRequests: z.number().int(),
  }),
  moderation: z.object({ pending: z.number().int(), approved: z.number().int(), rejected: z.number().int() }),
  criminalityReports: z.object({ total: z.number().int(), openFollowUps: z.number().int() }),
  suspension: z.object({ until: z.string(), reason: z.string() }).nullable(),
  isVerified: z.boolean(),
  lastExportAt: z.string().nullable(),
});
export type ComplianceStatus = z.infer<typeof complianceStatus>;

// ---------------------------------------------------------------------------------------------
// Member verification

/** Poses the app assigns at random, so an old photo cannot pass as a live selfie. */
export const VERIFICATION_POSES = [
  { id: 'thumbs_up', instruction: 'Give a thumbs up next to your face' },
  { id: 'peace_sign', instruction: 'Hold up a peace sign beside your cheek' },
  { id: 'hand_on_head', instruction: 'Put one hand flat on top of your head' },
  { id: 'touch_nose', instruction: 'Touch your nose with your index finger' },
  { id: 'three_fingers', instruction: 'Hold up three fingers next to your chin' },
  { id: 'look_left', instruction: 'Turn your head to the left and wave' },
] as const;
export type VerificationPoseId = (typeof VERIFICATION_POSES)[number]['id'];
export const verificationPose = z.object({ id: z.string(), instruction: z.string() });

export const VERIFICATION_STATUSES = ['none', 'pending', 'approved', 'rejected'] as const;
/**
 * GET /api/verification → VerificationStatus   signed-in member (own status only).
 *   Assigns a pose when there is none pending (the same pose until it is used).
 * POST /api/verification {photoURL} → 201 VerificationStatus (pending)   signed-in member;
 *   photoURL is an upload URL from steps 1–2 of the photo upload pipeline (contracts/photos.ts);
 *   the file is checked and re-encoded like any photo and kept private (staff only).
 *   400 'photoURL: ...' bad upload; 409 'You already have a verification pending' / 'You are already verified'; rate
 * limited.
 */
export const verificationSubmitBody = z
  .object({
    photoURL: z.string().trim().min(1, 'photoURL is required').max(2000, 'photoURL is too long'),
  })
  .strict();
export const verificationStatus = z.object({
  status: z.enum(VERIFICATION_STATUSES),
  isVerified: z.boolean(),
  /** The pose to use for the next (or the pending) selfie. */
  pose: verificationPose,
  submittedAt: z.string().nullable(),
  decidedAt: z.string().nullable(),
  /** Moderator's note on a rejection. */
  note: z.string().nullable(),
});
export type VerificationStatus = z.infer<typeof verificationStatus>;

/**
 * GET /api/admin/verification-requests → ModerationRequestDetail[] (subject.type 'verification',
 *   pending, oldest first, context.type 'verification')   moderator.
 * GET /api/admin/verification-requests/{verificationId}/selfie → the selfie (image/webp)   moderator;
 *   404 unknown. (context.selfieUrl points here; members never get this file back.)
 * Deciding: POST /api/admin/moderation-requests/{id}/review like every other request; approval
 *   sets isVerified, rejection leaves it false and shows the note to the member.
 */
export const verificationQueueItem = moderationRequestDetail;

export const staffUserParams = z.object({ id: idParam }).strict();
