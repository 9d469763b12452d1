import fs from 'node:fs/promises';
import path from 'node:path';
import {
  advancedSample,
  type AdvancedSample,
  type GuardianDemoResponse,
  type ModerationTestBody,
  type ModerationTestResult,
  type RetrainOutcome,
} from '#contracts';
import type { AppContext } from '#server/context';
import { AppError, badRequest, notFound } from '#http/errors';
import type { Database } from '#db/client';
import type { JobQueue } from '#platform/jobs';
import { writeAudit } from '#modules/audit';
import {
  createGuardianEngine,
  DEFAULT_BANNED_KEYWORDS,
  DEFAULT_MODEL_PATH,
  DEFAULT_NSFW_KEYWORDS,
  GuardianInputError,
  loadGuardianModel,
  parseModel,
  type GuardianEngine,
  type GuardianLabel,
  type GuardianVerdict,
  type ImageVerdict,
  type ModelMetrics,
  type ModerationContext,
  type TrainingSample,
} from './engine';
import * as repo from './guardian.repository';
import {
  decidePromotion,
  PROMOTION_TOLERANCE,
  type PairedComparison,
  type PromotionRecord,
} from './guardian.promotion';
import {
  activeChallengeCache,
  challengeCacheKey,
  gateSetsNamed,
  promotionFigures,
  retrainOffThread,
  type RetrainInput,
  type RetrainOutput,
} from './guardian.retrain';
import { recentBlocksAgainst } from '#modules/blocks';
import { changeTrust } from '#modules/trust';

export const RETRAIN_JOB = 'guardian.retrain';
declare module '../../platform/jobs' {
  interface JobPayloads {
    [RETRAIN_JOB]: { trigger: string };
  }
}
/** New labelled samples since the active model that make a retrain worthwhile on their own. */
export const AUTO_RETRAIN_AFTER_SAMPLES = 25;

const LABEL_FOR_ACTION = { approved: 'safe', flagged: 'nsfw', blocked: 'harmful' } as const;
const ACTION_FOR_LABEL = { safe: 'approved', nsfw: 'flagged', spam: 'flagged', harmful: 'blocked' } as const;

type GuardianContext = AppContext & { jobs: JobQueue };

export function createGuardianService(ctx: GuardianContext) {
  const { db } = ctx.database;
  let engine: GuardianEngine = createGuardianEngine({ model: null });
  let activeVersion: string | null = null;
  let modelError: string | null = null;

  /** Guardian's own inputs errors (empty, too long, not an image) are the client's mistake. */
  function guard<T>(fn: () => T): T {
    try {
      return fn();
    } catch (error) {
      if (error instanceof GuardianInputError) throw badRequest(error.message);
      throw error;
    }
  }

  async function loadActiveModel(): Promise<void> {
    const row = await repo.activeModelVersion(db);
    if (!row) return;
    try {
      const classifier = parseModel(JSON.parse(row.model));
      const swapped = engine.setModel(classifier);
      if (!swapped.ok) throw new Error(swapped.error);
      activeVersion = row.version;
      modelError = null;
    } catch (error) {
      modelError = `Active Guardian model ${row.version} could not be loaded: ${(error as Error).message}`;
      ctx.log.error(modelError + ' — keyword, context and behaviour layers keep working');
    }
  }

  /** Tells the other app instances that keywords or the active model changed (guardian.sync.ts). */
  let announce: () => Promise<void> = async () => undefined;

  /** Pick up changes made by another app instance (keywords, a retrained model). */
  async function refresh(): Promise<void> {
    const lists = await repo.listKeywords(db);
    engine.setKeywords({ bannedKeywords: lists.banned, nsfwKeywords: lists.nsfw });
    const version = await repo.activeVersionName(db);
    if (version && version !== activeVersion) await loadActiveModel();
  }

  function toSample(s: AdvancedSample): Omit<repo.NewSample, 'source' | 'createdBy'> {
    const label: GuardianLabel = s.label ?? LABEL_FOR_ACTION[s.expectedAction!];
    return {
      content: s.content,
      contentType: s.contentType,
      label,
      expectedAction: s.expectedAction ?? ACTION_FOR_LABEL[label],
      confidence: s.confidence,
    };
  }

  async function maybeAutoRetrain(): Promise<void> {
    const versions = await repo.recentModelVersions(db, 1);
    const stats = await repo.sampleStats(db);
    const lastFeedback = (versions[0] as { feedbackSampleCount?: number } | undefined)?.feedbackSampleCount ?? 0;
    if (stats.total - lastFeedback >= AUTO_RETRAIN_AFTER_SAMPLES) await service.requestRetrain('auto');
  }

  function adaptive(
    versions: Awaited<ReturnType<typeof repo.recentModelVersions>>,
  ): ModerationTestResult['adaptiveLearning'] {
    // The active model against the one live before it: a candidate the gate kept back never ran (ADR 122).
    const [current, previous] = versions.filter((v) => !v.promotion || (v.promotion as PromotionRecord).activate);
    const m = (v: typeof current) => (v?.metrics as ModelMetrics | null)?.overall;
    if (!current || !previous || !m(current) || !m(previous))
      return { confidenceImprovement: null, falsePositiveReduction: null, comparedWith: null };
    return {
      confidenceImprovement: round(m(current)!.f1 - m(previous)!.f1),
      falsePositiveReduction: round(m(previous)!.falsePositiveRate - m(current)!.falsePositiveRate),
      comparedWith: previous.version,
    };
  }

  const service = {
    /** Loads keywords (seeding the defaults once) and the active model; registers the retrain job. */
    async init(): Promise<void> {
      await repo.runOnce(db, 'guardian.default-keywords', async (tx) => {
        await repo.addKeywords(tx, 'banned', [...DEFAULT_BANNED_KEYWORDS], null);
        await repo.addKeywords(tx, 'nsfw', [...DEFAULT_NSFW_KEYWORDS], null);
      });
      const lists = await repo.listKeywords(db);
      engine = createGuardianEngine({ bannedKeywords: lists.banned, nsfwKeywords: lists.nsfw, model: null });
      if (!(await repo.activeModelVersion(db))) {
        // First start: register the model shipped in the repository as version one.
        try {
          const shipped = loadGuardianModel(DEFAULT_MODEL_PATH);
          const raw = await fs.readFile(DEFAULT_MODEL_PATH, 'utf8');
          await repo.insertModelVersion(
            db,
            {
              version: shipped.version,
              trainedAt: new Date(shipped.trainedAt),
              metrics: shipped.metrics ?? null,
              sampleCount: shipped.metrics
                ? shipped.metrics.split.train + shipped.metrics.split.validation + shipped.metrics.split.test
                : 0,
              model: raw,
              trigger: 'shipped',
            },
            true,
          );
        } catch (error) {
          modelError = `Guardian text model unavailable: ${(error as Error).message}`;
          ctx.log.error(modelError + ' — keyword, context and behaviour layers keep working');
        }
      }
      await loadActiveModel();
      // Training runs off-thread for tens of seconds to minutes; 10 min so a live run is never retried
      // beside itself (ADR 112). Each run builds a new version; a repeat after a crash builds another.
      // Stately (ADR 119): one run at a time across instances, and one more waiting, which every later
      // request joins; it reads the samples when it starts, so it trains on everything asked for meanwhile.
      ctx.jobs.define(RETRAIN_JOB, async ({ trigger }) => service.retrainNow(trigger), {
        expireInSeconds: 600,
        retryLimit: 1,
        retryDelay: 30,
        queuePolicy: 'stately',
      });
    },

    refresh,
    /** Called after every change of keywords or of the active model, once it applies here. */
    onChange(fn: () => Promise<void>) {
      announce = fn;
    },

    /** The interface other modules use for messages, stories and profile text. */
    moderateText(content: string, context: ModerationContext): GuardianVerdict {
      return guard(() => engine.moderateText(content, context));
    },

    async moderateImage(image: Buffer, context: ModerationContext): Promise<ImageVerdict> {
      try {
        return await engine.moderateImage(image, context);
      } catch (error) {
        if (error instanceof GuardianInputError) throw badRequest(error.message);
        throw error;
      }
    },

    /** Trust and account age of a member, as the behaviour layer wants them. */
    async senderSignals(userId: number): Promise<ModerationContext['sender'] | null> {
      const facts = await repo.senderFacts(db, userId);
      if (!facts) return null;
      return {
        trustScore: facts.trustScore,
        accountAgeDays: Math.floor((Date.now() - facts.createdAt.getTime()) / 86_400_000),
        recentBlocks: await recentBlocksAgainst(db, userId, 30),
      };
    },

    /**
     * Applies a verdict's trust drop to the sender (BLOCK and REVIEW lower it, decision 20; a verdict
     * never raises it), written to the member's trust history like moderators' changes (ADR 075).
     */
    async applyTrustUpdate(userId: number, trustScore: number, reason: string): Promise<void> {
      await changeTrust(db, { userId, to: trustScore, onlyLower: true, source: 'guardian', reason });
    },

    status() {
      return { ...engine.status(), activeVersion, modelError };
    },

    /** POST /Guardian: the public demo. Stores nothing and changes nobody's trust. */
    demo(content: string, trustScore: number): GuardianDemoResponse {
      const verdict = guard(() => engine.moderateText(content, { surface: 'demo', sender: { trustScore } }));
      return {
        input: { trust_score: trustScore },
        result: {
          decision: verdict.decision,
          risk_score: verdict.riskScore,
          updated_trust_score: verdict.trustScoreUpdate,
          reasoning: verdict.reasoning,
          policy_tags: verdict.policyTags,
        },
        guardian_version: verdict.guardianVersion,
      };
    },

    /** The admin test portal: a dry run with a chosen (or a member's) trust score. Nothing is stored. */
    async test(body: ModerationTestBody): Promise<ModerationTestResult> {
      const userId = body.testUserId ?? body.userId ?? null;
      const member = userId ? await service.senderSignals(userId) : null;
      if (userId && !member) throw notFound('No member with that id');
      const sender = {
        ...(member ?? { trustScore: 50 }),
        ...(body.customTrustScore !== undefined ? { trustScore: body.customTrustScore } : {}),
      };
      const versions = await repo.recentModelVersions(db, 20);
      if (body.contentType === 'photo') {
        const image = await readOwnMedia(ctx.config.dataDir, (body.url ?? body.content)!.trim());
        const verdict = await service.moderateImage(image, { surface: 'photo', sender });
        return {
          action: verdict.decision === 'ALLOW' ? 'approved' : verdict.decision === 'BLOCK' ? 'blocked' : 'flagged',
          decision: verdict.decision,
          originalDecision: verdict.decision,
          riskScore: verdict.riskScore,
          prediction: {
            prediction: verdict.labels.nsfw ? 'nsfw' : 'safe',
            confidence: round(Math.max(...Object.values(verdict.labels.probabilities))),
            reasoning: verdict.reasoning,
            contextualFactors: [],
            riskFactors: verdict.riskFactors,
          },
          layerTriggered: verdict.status === 'ok' ? (verdict.decision === 'ALLOW' ? 'none' : 'image') : 'none',
          layersTriggered: verdict.decision === 'ALLOW' ? [] : ['image'],
          flaggedTerms: [],
          reasoning: verdict.reasoning,
          trustScoreUpdate: verdict.trustScoreUpdate,
          policyTags: verdict.policyTags,
          criminalityFlags: [],
          adaptiveLearning: adaptive(versions),
          modelVersion: 'nsfwjs',
        };
      }
      const verdict = service.moderateText(body.content!, {
        surface: body.contentType === 'profile' ? 'profile' : 'test',
        sender,
      });
      return {
        action: verdict.action,
        decision: verdict.decision,
        originalDecision: verdict.decision,
        riskScore: verdict.riskScore,
        prediction: verdict.prediction,
        layerTriggered: verdict.layerTriggered,
        layersTriggered: verdict.layersTriggered,
        flaggedTerms: verdict.flaggedTerms,
        reasoning: verdict.reasoning,
        trustScoreUpdate: verdict.trustScoreUpdate,
        policyTags: verdict.policyTags,
        criminalityFlags: verdict.criminalityFlags,
        adaptiveLearning: adaptive(versions),
        modelVersion: activeVersion,
      };
    },

    async settings() {
      const lists = await repo.listKeywords(db);
      return { bannedKeywords: lists.banned, nsfwKeywords: lists.nsfw };
    },

    async addKeywords(list: repo.KeywordListName, keywords: string[], actorId: number) {
      const added = await db.transaction(async (tx) => {
        const rows = await repo.addKeywords(tx, list, keywords, actorId);
        if (rows.length)
          await writeAudit(tx, {
            actorId,
            action: 'keyword.add',
            targetType: 'keyword',
            targetId: list,
            details: { list, keywords: rows },
          });
        return rows;
      });
      await refresh();
      await announce();
      return { added, skipped: keywords.length - added.length, ...(await service.settings()) };
    },

    async removeKeyword(list: repo.KeywordListName, keyword: string, actorId: number) {
      await db.transaction(async (tx) => {
        if (!(await repo.removeKeyword(tx, list, keyword))) throw notFound(`"${keyword}" is not on the ${list} list`);
        await writeAudit(tx, {
          actorId,
          action: 'keyword.remove',
          targetType: 'keyword',
          targetId: list,
          details: { list, keyword },
        });
      });
      await refresh();
      await announce();
      return service.settings();
    },

    async addSample(sample: AdvancedSample, source: repo.NewSample['source'], actorId: number) {
      await db.transaction(async (tx) => {
        const id = await repo.insertSample(tx, { ...toSample(sample), source, createdBy: actorId });
        await writeAudit(tx, {
          actorId,
          action: 'training.sample',
          targetType: 'training_sample',
          targetId: id,
          details: { label: toSample(sample).label },
        });
      });
      await maybeAutoRetrain();
      return { ok: true as const, totalSamples: (await repo.sampleStats(db)).total };
    },

    /** Checks each item on its own: valid ones are stored together, invalid ones counted. */
    async uploadDataset(dataset: unknown[], actorId: number) {
      const valid: repo.NewSample[] = [];
      for (const item of dataset) {
        const parsed = advancedSample.safeParse(item);
        if (parsed.success) valid.push({ ...toSample(parsed.data), source: 'bulk', createdBy: actorId });
      }
      if (valid.length === 0) throw badRequest('No valid samples found');
      const successCount = await db.transaction(async (tx) => {
        const n = await repo.insertSamples(tx, valid);
        await writeAudit(tx, {
          actorId,
          action: 'training.upload',
          targetType: 'training_sample',
          targetId: 'bulk',
          details: { successCount: n, errorCount: dataset.length - n },
        });
        return n;
      });
      await maybeAutoRetrain();
      return { totalSamples: dataset.length, successCount, errorCount: dataset.length - successCount };
    },

    async train(samples: AdvancedSample[], actorId: number) {
      const added = await db.transaction(async (tx) => {
        const n = samples.length
          ? await repo.insertSamples(
              tx,
              samples.map((s) => ({ ...toSample(s), source: 'admin' as const, createdBy: actorId })),
            )
          : 0;
        await writeAudit(tx, {
          actorId,
          action: 'training.retrain',
          targetType: 'model',
          targetId: 'content_classifier',
          details: { samplesAdded: n },
        });
        return n;
      });
      const jobId = await service.requestRetrain('admin');
      return { queued: true, jobId, samplesAdded: added, modelType: 'content_classifier' as const };
    },

    /**
     * Queues a retrain: the new job's id, or null when one is already waiting (the queue is stately, ADR 119),
     * in which case that run, which has not started yet, includes whatever was added before this request.
     */
    async requestRetrain(trigger: string): Promise<string | null> {
      return ctx.jobs.send(RETRAIN_JOB, { trigger });
    },

    /**
     * The retrain job: everything we know → a new model, measured on held-out data and on the challenge
     * sets beside the active model, activated only if the promotion gate passes (ADR 122).
     * `options.trainOptions` is the seam for a deliberately weak candidate (tests); `config.guardianTrainingOverrides`
     * trains briefly in API tests of the plumbing (ADR 329).
     */
    async retrainNow(
      trigger: string,
      options: { trainOptions?: RetrainInput['trainOptions'] } = {},
    ): Promise<{ version: string; activated: boolean; reasons: string[]; metrics: ModelMetrics['overall'] }> {
      const rows = await repo.allSamples(db);
      const feedback: TrainingSample[] = rows.map((r) => ({
        text: r.content,
        label: r.label,
        source: r.source === 'moderator' || r.source === 'report' ? 'moderator' : 'admin',
        weight: r.confidence,
      }));
      const version = `guardian-text-${new Date()
        .toISOString()
        .replace(/[-:]/g, '')
        .replace(/\.\d+Z$/, 'Z')}-${Math.random().toString(36).slice(2, 6)}`;
      const current = await repo.activeModelVersion(db);
      const lists = await repo.listKeywords(db);
      // Every wired file unless the configuration names a few (API tests of the plumbing, ADR 304).
      const gateSets = ctx.config.guardianGateSets ? gateSetsNamed(ctx.config.guardianGateSets) : undefined;
      const measured = gateSets ? { sets: [...gateSets.challenge, ...gateSets.dev] } : {};
      // Shared by every service in this process (ADR 291): another one may have measured this model already.
      const cacheInputs = { model: current?.model ?? null, keywords: lists };
      const cacheKey = challengeCacheKey({ ...cacheInputs, ...measured });
      const currentChallenge = activeChallengeCache.getForGate(cacheKey, cacheInputs, gateSets);
      // The configuration's training override (API tests only, ADR 329), the caller's own knobs winning key by key.
      const overrides = ctx.config.guardianTrainingOverrides;
      const trainOptions = overrides || options.trainOptions ? { ...overrides, ...options.trainOptions } : undefined;
      const output: RetrainOutput = await retrainOffThread({
        feedback,
        version,
        ...(ctx.config.guardianDataDir ? { dataDir: ctx.config.guardianDataDir } : {}),
        ...(trainOptions ? { trainOptions } : {}),
        ...(gateSets ? { gateSets } : {}),
        gate: {
          keywords: lists,
          currentModel: current?.model ?? null,
          currentChallenge,
        },
      });
      const challenge = output.challenge!;
      activeChallengeCache.set(cacheKey, challenge.current);
      const candidateFigures = promotionFigures(output.metrics, challenge.candidate.figures);
      const currentFigures = promotionFigures(
        (current?.metrics as ModelMetrics | null) ?? null,
        challenge.current.figures,
      );
      // Held-out samples unseen by both, when the active model's seen texts are known (a committed digest, ADR 152).
      const paired: PairedComparison = { ...challenge.paired, heldOut: challenge.heldOut };
      const verdict = decidePromotion(candidateFigures, currentFigures, paired);
      const decision = challenge.heldOutNote
        ? { ...verdict, notes: [...(verdict.notes ?? []), `Held-out pairing: ${challenge.heldOutNote}`] }
        : verdict;
      const promotion: PromotionRecord = {
        ...decision,
        comparedWith: current?.version ?? null,
        tolerance: PROMOTION_TOLERANCE,
        candidate: candidateFigures,
        current: currentFigures,
        challengeMs: Math.round(challenge.durationMs),
        currentCached: challenge.currentCached,
        rule: 152,
        paired,
      };
      const activate = decision.activate;
      const modelText = JSON.stringify(output.file);
      await repo.insertModelVersion(
        db,
        {
          version,
          trainedAt: new Date(output.file.trainedAt),
          metrics: output.metrics,
          sampleCount: output.sampleCount,
          feedbackSampleCount: output.feedbackCount,
          model: modelText,
          trigger,
          promotion,
        },
        activate,
      );
      if (activate) {
        activeChallengeCache.set(
          challengeCacheKey({ model: modelText, keywords: lists, ...measured }),
          challenge.candidate,
        );
        await loadActiveModel();
        await announce();
      }
      ctx.log.info(
        {
          version,
          activated: activate,
          reasons: decision.reasons,
          durationMs: Math.round(output.durationMs),
          challengeMs: promotion.challengeMs,
          challengeExcluded: output.challengeExcluded,
          notes: output.notes,
        },
        'guardian retrained',
      );
      return { version, activated: activate, reasons: decision.reasons, metrics: output.metrics.overall };
    },

    /** Advanced metrics of the active model (decision 22: measured, or null when not evaluated). */
    async metrics() {
      const versions = await repo.recentModelVersions(db, 20);
      const [active] = versions.filter((v) => v.isActive);
      const m = (active?.metrics as ModelMetrics | null)?.overall;
      return {
        accuracy: m ? round(m.accuracy) : null,
        precision: m ? round(m.precision) : null,
        recall: m ? round(m.recall) : null,
        f1Score: m ? round(m.f1) : null,
        falsePositiveRate: m ? round(m.falsePositiveRate) : null,
        falseNegativeRate: m ? round(m.falseNegativeRate) : null,
        totalTrainingData: active?.sampleCount ?? 0,
        lastRetrained: active ? active.trainedAt.toISOString() : null,
        modelVersion: active?.version ?? null,
        evaluated: !!m,
        perLabel: (active?.metrics as ModelMetrics | null)?.perLabel ?? null,
        ordinaryChatFalsePositiveRate: (active?.metrics as ModelMetrics | null)?.ordinaryChat.falsePositiveRate ?? null,
        recentRetrains: versions
          .filter((v) => v.promotion)
          .slice(0, 5)
          .map((v): RetrainOutcome => {
            const p = v.promotion as PromotionRecord;
            return {
              version: v.version,
              trainedAt: v.trainedAt.toISOString(),
              trigger: v.trigger,
              activated: p.activate,
              comparedWith: p.comparedWith,
              reasons: p.reasons,
            };
          }),
      };
    },

    async trainingMetrics() {
      const m = await service.metrics();
      return {
        totalSamples: (await repo.sampleStats(db)).total,
        accuracy: m.accuracy,
        precision: m.precision,
        recall: m.recall,
      };
    },

    async trainingStats() {
      const s = await repo.sampleStats(db);
      return {
        totalSamples: s.total,
        approvedSamples: s.approved,
        flaggedSamples: s.flagged,
        blockedSamples: s.blocked,
      };
    },

    async resetTrust(trustScore: number, userId: number | null, actorId: number) {
      const count = await db.transaction(async (tx) => {
        const n = (
          await changeTrust(tx, { userId, to: trustScore, source: 'reset', reason: 'Reset by an administrator' })
        ).length;
        if (userId !== null && n === 0) throw notFound('No member with that id');
        await writeAudit(tx, {
          actorId,
          action: 'user.trust_reset',
          targetType: 'user',
          targetId: userId ?? 'all',
          targetUserId: userId,
          details: { trustScore, members: n },
        });
        return n;
      });
      return {
        message:
          userId !== null
            ? `Trust score for user ${userId} reset to ${trustScore}`
            : `Trust score reset to ${trustScore} for ${count} members`,
        updated: count,
      };
    },

    /** Stores one labelled sample inside the caller's transaction; returns its id. */
    async recordSample(tx: Database, sample: repo.NewSample): Promise<number> {
      return repo.insertSample(tx, sample);
    },

    /** A moderator's decision on text becomes a labelled sample (decision 23), in the decision's transaction. */
    async recordReviewSample(
      tx: Database,
      input: {
        content: string;
        contentType: 'message' | 'profile';
        decision: 'approved' | 'rejected';
        aiLabel: string | null;
        moderatorId: number;
      },
    ) {
      const label: GuardianLabel =
        input.decision === 'approved'
          ? 'safe'
          : input.aiLabel && input.aiLabel !== 'safe'
            ? (input.aiLabel as GuardianLabel)
            : 'harmful';
      return repo.insertSample(tx, {
        content: input.content,
        contentType: input.contentType,
        label,
        expectedAction: ACTION_FOR_LABEL[label],
        confidence: 0.9,
        source: 'moderator',
        createdBy: input.moderatorId,
      });
    },

    /** After new samples commit: retrain once enough have arrived. */
    afterSamplesAdded: () => maybeAutoRetrain(),
  };
  return service;
}
export type GuardianService = ReturnType<typeof createGuardianService>;

const round = (n: number) => Math.round(n * 10_000) / 10_000;

/** Only files we store can be tested: no fetching of outside URLs from the server (SSRF). */
async function readOwnMedia(dataDir: string, url: string): Promise<Buffer> {
  let pathname: string;
  try {
    pathname = new URL(url, 'http://vibeline.local').pathname;
  } catch {
    throw badRequest('Photo URL is not valid');
  }
  if (!pathname.startsWith('/media/'))
    throw badRequest('Only photos stored on Vibeline can be tested (a /media/... URL)');
  const root = path.join(dataDir, 'media');
  const file = path.resolve(root, decodeURIComponent(pathname.slice('/media/'.length)));
  if (!file.startsWith(root + path.sep)) throw badRequest('Photo URL is not valid');
  try {
    return await fs.readFile(file);
  } catch {
    throw new AppError(404, 'Photo not found');
  }
}
