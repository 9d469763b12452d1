/** Public surface of the Guardian engine. */
export { createGuardianEngine, validateText, GUARDIAN_ENGINE_VERSION, THRESHOLDS } from './guardian-engine';
export type { GuardianEngine, GuardianEngineOptions } from './guardian-engine';
export { GuardianInputError, GuardianModelError, MAX_TEXT_LENGTH } from './errors';
export {
  DEFAULT_BANNED_KEYWORDS,
  DEFAULT_NSFW_KEYWORDS,
  KeywordMatcher,
  createBaselineMatcher,
  canonicalTerm,
} from './keywords';
export { normalizeText, sanitizeText, spelledDigitsToNumbers } from './normalize';
export type { NormalizedText } from './normalize';
export { TextClassifier, loadGuardianModel, tryLoadGuardianModel, parseModel, DEFAULT_MODEL_PATH } from './classifier';
export type { GuardianTextModelFile, ModelMetrics, BinaryMetrics, LabelMetrics } from './classifier';
export {
  trainGuardianModel,
  splitSamples,
  dedupeSamples,
  evaluateClassifier,
  predictLabels,
  seededRandom,
} from './train';
export type { TrainingSample, TrainOptions, TrainResult, SplitSamples } from './train';
export {
  loadTrainingData,
  defaultDataDir,
  DEFAULT_CORPUS_PATH,
  CORPUS_DIR,
  HANDWRITTEN_CORPUS_FILES,
  HANDWRITTEN_CATEGORY_LABELS,
  readJsonl,
} from './data';
export type { LoadedTrainingData } from './data';
export { analyzeContext, consentState } from './context';
export { analyzeBehaviour, trustBand, clampTrust, DEFAULT_TRUST_SCORE } from './behaviour';
export { moderateImage, ensureImageModel, imageModelStatus, imageDecision } from './image';
export { verdictPolicy } from './policy';
export * from './types';
