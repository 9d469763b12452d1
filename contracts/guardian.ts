import { z } from 'zod';
import { defineEndpoint } from './endpoint';

/** Guardian's text limit: longer content is refused rather than silently truncated. */
export const GUARDIAN_TEXT_MAX = 10_000;
export const GUARDIAN_LABELS = ['safe', 'harmful', 'nsfw', 'spam'] as const;
export const GUARDIAN_DECISIONS = ['ALLOW', 'REVIEW', 'BLOCK'] as const;
export const EXPECTED_ACTIONS = ['approved', 'flagged', 'blocked'] as const;
export const SAMPLE_CONTENT_TYPES = ['message', 'photo', 'profile'] as const;
export const RISK_FACTOR_OPTIONS = [
  'inappropriate_language',
  'sexual_content',
  'violence_references',
  'harassment',
  'spam',
  'misleading_information',
  'privacy_violation',
] as const;
export const CRIMINALITY_FLAG_OPTIONS = [
  'threats_of_violence',
  'child_exploitation',
  'human_trafficking',
  'terrorism',
  'drug_trafficking',
  'blackmail',
  'fraud',
  'stalking',
  'harassment',
  'hate_speech',
  'doxxing',
  'revenge_porn',
  'extortion',
] as const;
export const KEYWORD_MAX = 100;
export const KEYWORDS_PER_REQUEST_MAX = 500;
export const TRAINING_BATCH_MAX = 5000;

const guardianText = z
  .string()
  .trim()
  .min(1, 'Content is required')
  .max(GUARDIAN_TEXT_MAX, `Content must be at most ${GUARDIAN_TEXT_MAX} characters`);
const trust = z.number().int('Trust score must be a whole number').min(0).max(100);

/** POST /Guardian — the public demo (spec: content, trustScore). Nothing is stored. */
export const guardianDemoBody = z.object({ content: guardianText, trustScore: trust.default(50) }).strict();
export const guardianDemoResponse = z.object({
  input: z.object({ trust_score: z.number() }),
  result: z.object({
    decision: z.enum(GUARDIAN_DECISIONS),
    risk_score: z.number(),
    updated_trust_score: z.number(),
    reasoning: z.string(),
    policy_tags: z.array(z.string()),
  }),
  guardian_version: z.string(),
});
export type GuardianDemoResponse = z.infer<typeof guardianDemoResponse>;

/**
 * POST /api/admin/advanced-moderation/test — both screens' bodies: the admin panel sends
 * contentType message|photo with content or url, testUserId and customTrustScore; the advanced
 * page sends content, contentType message|photo|profile and userId.
 */
export const moderationTestBody = z
  .object({
    contentType: z.enum(['message', 'photo', 'profile']).default('message'),
    content: z.string().max(GUARDIAN_TEXT_MAX, `Content must be at most ${GUARDIAN_TEXT_MAX} characters`).optional(),
    url: z.string().max(2000).optional(),
    testUserId: z.number().int().positive().nullable().optional(),
    userId: z.number().int().positive().nullable().optional(),
    customTrustScore: trust.optional(),
  })
  .strict()
  .superRefine((body, ctx) => {
    if (body.contentType === 'photo') {
      if (!(body.url ?? body.content)?.trim())
        ctx.addIssue({ code: 'custom', message: 'Photo URL is required', path: ['url'] });
    } else if (!body.content?.trim()) {
      ctx.addIssue({ code: 'custom', message: 'Content is required', path: ['content'] });
    }
  });
export type ModerationTestBody = z.infer<typeof moderationTestBody>;

export const moderationTestResult = z.object({
  action: z.enum(EXPECTED_ACTIONS),
  decision: z.enum(GUARDIAN_DECISIONS),
  riskScore: z.number(),
  originalDecision: z.enum(GUARDIAN_DECISIONS),
  prediction: z.object({
    prediction: z.enum(GUARDIAN_LABELS),
    confidence: z.number(),
    reasoning: z.string(),
    contextualFactors: z.array(z.string()),
    riskFactors: z.array(z.string()),
  }),
  layerTriggered: z.string(),
  layersTriggered: z.array(z.string()),
  flaggedTerms: z.array(z.string()),
  reasoning: z.string(),
  trustScoreUpdate: z.number(),
  policyTags: z.array(z.string()),
  criminalityFlags: z.array(z.string()),
  /** Measured change between the active model and the one before it; null with no earlier model. */
  adaptiveLearning: z.object({
    confidenceImprovement: z.number().nullable(),
    falsePositiveReduction: z.number().nullable(),
    comparedWith: z.string().nullable(),
  }),
  modelVersion: z.string().nullable(),
});
export type ModerationTestResult = z.infer<typeof moderationTestResult>;

/**
 * POST /api/admin/keywords/{banned|nsfw}: {keyword}. The admin panel sends bulk adds as one value
 * with one keyword per line, so lines are split here.
 */
export const keywordBody = z
  .object({
    keyword: z.string().max(KEYWORD_MAX * KEYWORDS_PER_REQUEST_MAX, 'Too much text'),
  })
  .strict()
  .transform((b, ctx) => {
    const keywords = [
      ...new Set(
        b.keyword
          .split(/\r?\n/)
          .map((k) => k.trim().replace(/\s+/g, ' '))
          .filter(Boolean),
      ),
    ];
    if (keywords.length === 0) ctx.addIssue({ code: 'custom', message: 'Keyword is required', path: ['keyword'] });
    if (keywords.length > KEYWORDS_PER_REQUEST_MAX)
      ctx.addIssue({
        code: 'custom',
        message: `At most ${KEYWORDS_PER_REQUEST_MAX} keywords at once`,
        path: ['keyword'],
      });
    const long = keywords.find((k) => k.length > KEYWORD_MAX);
    if (long)
      ctx.addIssue({ code: 'custom', message: `Keyword must be at most ${KEYWORD_MAX} characters`, path: ['keyword'] });
    return { keywords };
  });
export const keywordListParams = z.object({ list: z.enum(['banned', 'nsfw']) }).strict();
export const keywordDeleteParams = z
  .object({ list: z.enum(['banned', 'nsfw']), keyword: z.string().trim().min(1).max(KEYWORD_MAX) })
  .strict();
export const guardianSettings = z.object({ bannedKeywords: z.array(z.string()), nsfwKeywords: z.array(z.string()) });

/** POST /api/admin/ai-training/add (admin panel's simple sample). */
export const trainingSampleBody = z
  .object({
    content: z.string().trim().min(1, 'Content is required').max(GUARDIAN_TEXT_MAX),
    label: z.enum(GUARDIAN_LABELS),
    contentType: z.enum(SAMPLE_CONTENT_TYPES).default('message'),
  })
  .strict();

/** One sample of the advanced page (expectedAction) or of the simple form (label). */
export const advancedSample = z
  .object({
    content: z.string().trim().min(1, 'Content is required').max(GUARDIAN_TEXT_MAX),
    contentType: z.enum(SAMPLE_CONTENT_TYPES).default('message'),
    expectedAction: z.enum(EXPECTED_ACTIONS).optional(),
    label: z.enum(GUARDIAN_LABELS).optional(),
    confidence: z.number().min(0).max(1).default(0.8),
  })
  .strict()
  .refine((s) => s.expectedAction || s.label, { message: 'Each sample needs an expectedAction or a label' });
export type AdvancedSample = z.infer<typeof advancedSample>;

/** POST /api/admin/advanced-moderation/train */
export const trainBody = z
  .object({
    samples: z.array(advancedSample).max(TRAINING_BATCH_MAX).default([]),
    modelType: z.literal('content_classifier').default('content_classifier'),
  })
  .strict();

/** POST /api/admin/advanced-moderation/upload-training-data: items are checked one by one. */
export const uploadTrainingDataBody = z
  .object({
    dataset: z
      .array(z.unknown())
      .min(1, 'No valid samples found')
      .max(TRAINING_BATCH_MAX, `At most ${TRAINING_BATCH_MAX} samples at once`),
  })
  .strict();

/** POST /api/admin/trust-score/reset: one member (userId) or every member. */
export const trustResetBody = z
  .object({ trustScore: trust, userId: z.number().int().positive().nullable().optional() })
  .strict();

const metric = z.number().nullable();
/** One retrain's outcome under the promotion gate (ADR 122): activated, or kept back and why. */
export const retrainOutcome = z.object({
  version: z.string(),
  trainedAt: z.string(),
  trigger: z.string(),
  activated: z.boolean(),
  /** The active model it was measured against; null when Guardian ran without a text model. */
  comparedWith: z.string().nullable(),
  /** Why the candidate was kept back, in plain words; empty when activated. */
  reasons: z.array(z.string()),
});
export type RetrainOutcome = z.infer<typeof retrainOutcome>;
export const advancedMetrics = z.object({
  accuracy: metric,
  precision: metric,
  recall: metric,
  f1Score: metric,
  falsePositiveRate: metric,
  falseNegativeRate: metric,
  totalTrainingData: z.number(),
  lastRetrained: z.string().nullable(),
  modelVersion: z.string().nullable(),
  evaluated: z.boolean(),
  /** The latest retrains judged by the promotion gate, newest first (additive, ADR 122). */
  recentRetrains: z.array(retrainOutcome),
});
export const trainingMetrics = z.object({
  totalSamples: z.number(),
  accuracy: metric,
  precision: metric,
  recall: metric,
});
export const trainingStats = z.object({
  totalSamples: z.number(),
  approvedSamples: z.number(),
  flaggedSamples: z.number(),
  blockedSamples: z.number(),
});

/** POST /api/admin/moderation-requests/{id}/review. moderatorId is accepted for old clients and ignored: the session
 * decides. */
export const reviewBody = z
  .object({
    decision: z.enum(['approved', 'rejected']),
    notes: z.string().trim().max(1000).optional(),
    moderatorId: z.unknown().optional(),
  })
  .strict();

/**
 * The policy a blocked or held message went against, named to its sender in plain words (issue 15).
 * The error body of a blocked send carries `policy`; the sender's view of a flagged message carries `guardianNote`.
 */
export const GUARDIAN_POLICIES = [
  'threats',
  'self_harm',
  'minors',
  'extortion',
  'sexual_content',
  'scam',
  'contact_details',
  'hate',
  'harassment',
  'drugs',
  'solicitation',
  'privacy',
  'spam',
  'guidelines',
] as const;
export type GuardianPolicy = (typeof GUARDIAN_POLICIES)[number];
export const GUARDIAN_POLICY_LABELS: Record<GuardianPolicy, string> = {
  threats: 'threats or violence',
  self_harm: 'encouraging self-harm',
  minors: 'the safety of minors',
  extortion: 'threats to share intimate images (extortion)',
  sexual_content: 'sexual content without consent',
  scam: 'scams and requests for money',
  contact_details: 'sharing contact details or moving the chat off Vibeline',
  hate: 'hate speech',
  harassment: 'harassment and insults',
  drugs: 'buying or selling drugs',
  solicitation: 'paid sex',
  privacy: "someone's private information",
  spam: 'spam',
  guidelines: 'our community guidelines',
};
/** "Message blocked by Guardian AI: <this>" — the start stays the spec's wording for existing clients. */
export const guardianBlockedReason = (p: GuardianPolicy): string =>
  `this message goes against our policy on ${GUARDIAN_POLICY_LABELS[p]}`;
/** What the sender of a delivered-but-flagged message reads under it. */
export const guardianFlaggedNote = (p: GuardianPolicy): string =>
  `Guardian flagged this message: it may go against our policy on ${GUARDIAN_POLICY_LABELS[p]}. ` +
  `It was delivered with a warning and a moderator will review it.`;

/** Answers of the Guardian staff actions (ADR 072). */
export const keywordsAddedResponse = guardianSettings.extend({ added: z.array(z.string()), skipped: z.number().int() });
export const trainingSampleAdded = z.object({ ok: z.literal(true), totalSamples: z.number().int() });
export const trainingUploadResult = z.object({
  totalSamples: z.number().int(),
  successCount: z.number().int(),
  errorCount: z.number().int(),
});
export const trainQueued = z.object({
  queued: z.boolean(),
  /** The retrain queued for this request; null when one was already waiting and this request joined it (ADR 119). */
  jobId: z.string().nullable(),
  samplesAdded: z.number().int(),
  modelType: z.literal('content_classifier'),
});
export const trustResetResponse = z.object({ message: z.string(), updated: z.number().int() });

/** Guardian: the public demo and the staff console's model, keywords and training (ADR 072). */
export const guardianEndpoints = {
  demo: defineEndpoint({
    method: 'POST',
    path: '/Guardian',
    summary: 'Try Guardian on a text (public demo; nothing is stored)',
    access: 'public',
    body: guardianDemoBody,
    responses: { 200: guardianDemoResponse },
  }),
  test: defineEndpoint({
    method: 'POST',
    path: '/api/admin/advanced-moderation/test',
    summary: 'Run the full pipeline on a text, with its layers explained',
    access: 'moderator',
    body: moderationTestBody,
    responses: { 200: moderationTestResult },
  }),
  metrics: defineEndpoint({
    method: 'GET',
    path: '/api/admin/advanced-moderation/metrics',
    summary: "The active model's measured quality",
    access: 'moderator',
    responses: { 200: advancedMetrics },
  }),
  trainingStats: defineEndpoint({
    method: 'GET',
    path: '/api/admin/advanced-moderation/training-stats',
    summary: 'Training samples by label',
    access: 'moderator',
    responses: { 200: trainingStats },
  }),
  trainingMetrics: defineEndpoint({
    method: 'GET',
    path: '/api/admin/ai-training/metrics',
    summary: 'Training summary',
    access: 'moderator',
    responses: { 200: trainingMetrics },
  }),
  train: defineEndpoint({
    method: 'POST',
    path: '/api/admin/advanced-moderation/train',
    summary: 'Add samples and queue a retraining (joins one already waiting: jobId null)',
    access: 'admin',
    body: trainBody,
    responses: { 202: trainQueued },
  }),
  uploadTrainingData: defineEndpoint({
    method: 'POST',
    path: '/api/admin/advanced-moderation/upload-training-data',
    summary: 'Add a labelled dataset (up to 8 MB of JSON)',
    access: 'admin',
    body: uploadTrainingDataBody,
    responses: { 200: trainingUploadResult },
  }),
  addSample: defineEndpoint({
    method: 'POST',
    path: '/api/admin/ai-training/add',
    summary: 'Add one labelled sample',
    access: 'admin',
    body: trainingSampleBody,
    responses: { 201: trainingSampleAdded },
  }),
  settings: defineEndpoint({
    method: 'GET',
    path: '/api/admin/guardian-settings',
    summary: 'The banned and NSFW keyword lists',
    access: 'moderator',
    responses: { 200: guardianSettings },
  }),
  addKeywords: defineEndpoint({
    method: 'POST',
    path: '/api/admin/keywords/:list',
    summary: 'Add keywords to a list',
    access: 'admin',
    params: keywordListParams,
    body: keywordBody,
    responses: { 201: keywordsAddedResponse },
  }),
  removeKeyword: defineEndpoint({
    method: 'DELETE',
    path: '/api/admin/keywords/:list/:keyword',
    summary: 'Remove a keyword from a list',
    access: 'admin',
    params: keywordDeleteParams,
    responses: { 200: guardianSettings },
  }),
  resetTrust: defineEndpoint({
    method: 'POST',
    path: '/api/admin/trust-score/reset',
    summary: "Reset one member's or everyone's trust score",
    access: 'admin',
    body: trustResetBody,
    responses: { 200: trustResetResponse },
  }),
};
