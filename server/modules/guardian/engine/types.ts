/**
 * Public types of the Guardian moderation engine (pure, no I/O except model/image loading).
 * Option strings for risk factors and criminality flags follow spec 02 §8 exactly.
 */

export type GuardianDecision = 'ALLOW' | 'REVIEW' | 'BLOCK';
export type GuardianLabel = 'safe' | 'harmful' | 'nsfw' | 'spam';
export const GUARDIAN_LABELS: readonly GuardianLabel[] = ['safe', 'harmful', 'nsfw', 'spam'] as const;

export type GuardianSurface = 'message' | 'story' | 'profile' | 'photo' | 'demo' | 'test';
export type GuardianGrid = 'hookup' | 'date' | 'chat';
export type GuardianLayer = 'keyword' | 'classifier' | 'context' | 'behaviour' | 'none';

export const RISK_FACTORS = [
  'inappropriate_language',
  'sexual_content',
  'violence_references',
  'harassment',
  'spam',
  'misleading_information',
  'privacy_violation',
] as const;
export type RiskFactor = (typeof RISK_FACTORS)[number];

export const CRIMINALITY_FLAGS = [
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
export type CriminalityFlag = (typeof CRIMINALITY_FLAGS)[number];

export interface SenderSignals {
  /** Current trust score 0-100 (50 = neutral). */
  trustScore: number;
  accountAgeDays?: number;
  /** Reports against the sender in the recent window (e.g. 30 days). */
  recentReports?: number;
  /** Members who blocked the sender in the recent window. */
  recentBlocks?: number;
  messagesLastMinute?: number;
  /** How many distinct recipients got this exact text recently (including this one). */
  sameTextRecipients?: number;
}

export interface ModerationContext {
  surface: GuardianSurface;
  grid?: GuardianGrid;
  sender?: SenderSignals;
  recipient?: { receiveTextNSFW: boolean; receiveImageNSFW: boolean };
  senderNsfw?: { receiveTextNSFW: boolean };
  /** Has the recipient ever replied to the sender (mutual conversation)? undefined = unknown. */
  recipientHasReplied?: boolean;
  /** Recent messages of the same sender in this conversation, oldest first. */
  recentMessages?: string[];
  /**
   * One flag per part of recentMessages (same index): true when Guardian blocked that part, which was never delivered
   * and is kept for the window only (ADR 200). A flag per part, not the blocked texts: a delivered part with the same
   * text as a blocked one is not blocked (ADR 206). Absent or shorter than recentMessages: the rest were delivered.
   */
  recentBlocked?: readonly boolean[];
}

export type KeywordList = 'banned' | 'nsfw' | 'profanity' | 'slur';

export interface KeywordHit {
  /** The list term (never the obfuscated text as written). */
  term: string;
  list: KeywordList;
  /** Slurs only: aimed at the recipient ("you ..."). */
  directed?: boolean;
}

export interface KeywordLayerResult {
  hits: KeywordHit[];
  banned: string[];
  nsfw: string[];
  profanity: string[];
  slurs: string[];
}

export interface ClassifierLayerResult {
  status: 'ok' | 'unavailable';
  /** Probabilities per label (softmax); all zero when unavailable. */
  probabilities: Record<GuardianLabel, number>;
  /** Labels whose probability reached the calibrated threshold. */
  flagged: GuardianLabel[];
  /** Top label after thresholds ('safe' when nothing reached its threshold). */
  label: GuardianLabel;
  confidence: number;
  modelVersion?: string;
  error?: string;
}

export type ContextSignalKind =
  | 'off_platform'
  | 'link'
  | 'money_request'
  | 'gift_card'
  | 'scam_narrative'
  | 'minor_age'
  | 'minor_reference'
  | 'street_address'
  | 'doxxing'
  | 'stalking'
  | 'threat'
  | 'self_harm_incitement'
  | 'extortion'
  | 'leak_threat'
  | 'drug_sale'
  | 'solicitation'
  | 'sexual_explicit'
  | 'sexual_request'
  | 'harassment'
  | 'mild_insult'
  | 'promo_spam'
  | 'hate';

export interface ContextSignal {
  kind: ContextSignalKind;
  /** Risk contribution 0-100 for this signal on its own. */
  risk: number;
  /** Short human-readable evidence (normalised excerpt or description). */
  evidence: string;
}

export interface ContextLayerResult {
  signals: ContextSignal[];
  /** Consent state for sexual content. */
  consent: 'opted_in_mutual' | 'opted_in_unsolicited' | 'not_opted_in_mutual' | 'unsolicited' | 'unknown';
  contextualFactors: string[];
}

export interface BehaviourLayerResult {
  trustScore: number;
  trustBand: 'very_low' | 'low' | 'moderate' | 'high' | 'very_high';
  /** Additive risk adjustment (-10..+40) applied to the combined score. */
  riskAdjustment: number;
  /** Risk on its own (for behaviour-only REVIEW/BLOCK, e.g. mass messaging). */
  risk: number;
  factors: string[];
}

export interface GuardianPrediction {
  prediction: GuardianLabel;
  confidence: number;
  reasoning: string;
  contextualFactors: string[];
  riskFactors: RiskFactor[];
}

export interface GuardianVerdict {
  decision: GuardianDecision;
  /** Message moderation status the decision maps to (approved / flagged / blocked). */
  action: 'approved' | 'flagged' | 'blocked';
  /** 0-100. */
  riskScore: number;
  /** New trust score for the sender (0-100). */
  trustScoreUpdate: number;
  flaggedTerms: string[];
  /** The layer that drove the decision. */
  layerTriggered: GuardianLayer;
  /** Every layer that found something. */
  layersTriggered: Exclude<GuardianLayer, 'none'>[];
  reasoning: string;
  prediction: GuardianPrediction;
  policyTags: string[];
  riskFactors: RiskFactor[];
  criminalityFlags: CriminalityFlag[];
  layers: {
    keyword: KeywordLayerResult;
    classifier: ClassifierLayerResult;
    context: ContextLayerResult;
    behaviour: BehaviourLayerResult;
  };
  /** Normalised text used for matching (for moderators; display the original). */
  normalizedText: string;
  guardianVersion: string;
}

export interface ImageProbabilities {
  Drawing: number;
  Hentai: number;
  Neutral: number;
  Porn: number;
  Sexy: number;
}

export interface ImageVerdict {
  status: 'ok' | 'unavailable';
  decision: GuardianDecision;
  riskScore: number;
  labels: { nsfw: boolean; explicit: boolean; probabilities: ImageProbabilities };
  reasoning: string;
  policyTags: string[];
  riskFactors: RiskFactor[];
  trustScoreUpdate: number;
  error?: string;
  elapsedMs?: number;
}

export interface GuardianStatus {
  version: string;
  keywords: { banned: number; nsfw: number; preset: number };
  classifier:
    | { status: 'ready'; version: string; trainedAt: string; labels: GuardianLabel[] }
    | { status: 'unavailable'; error: string };
  /** The severe-harm reader (ADR 296); absent in statuses made before it. */
  severeReader?: { status: 'ready'; version: string; bar: number } | { status: 'unavailable'; error: string };
  image: { status: 'not_loaded' | 'loading' | 'ready' | 'unavailable'; error?: string };
}
