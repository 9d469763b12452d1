import {
  STORY_NOT_FOUND,
  STORY_TTL_MS,
  storyBody,
  type Story,
  type StoryMediaResponse,
  type Role,
  type StoryRingEntry,
  type VibeType,
} from '#contracts';
import type { z } from 'zod';
import type { AppContext } from '#server/context';
import { createBatchLoader } from '#db/batch';
import { AppError, badRequest, forbidden, notFound } from '#http/errors';
import type { GuardianService } from '#modules/guardian';
import type { ModerationAdapter, ModerationQueue } from '#modules/moderation';
import { mediaFromName, mediaFromUrl, processStoryMedia } from './stories.media';
import { mayReadAnyStoryMedia, storyDeleter } from './stories.policy';
import { presentRing, presentStory } from './stories.presenter';
import * as repo from './stories.repository';

export const STORY_EXPIRE_JOB = 'stories.expire';
export const STORY_MODERATE_JOB = 'stories.moderate-media';
export const STORY_MEDIA_CLEANUP_JOB = 'stories.media-cleanup';
declare module '../../platform/jobs' {
  interface JobPayloads {
    [STORY_EXPIRE_JOB]: { storyId?: number };
    [STORY_MODERATE_JOB]: { storyId: number };
    [STORY_MEDIA_CLEANUP_JOB]: { mediaUrl: string };
  }
}
export const STORY_BLOCKED_MESSAGE = 'Story blocked by Guardian AI';
const RING_MAX_STORIES = 500;

type StoryInput = z.output<typeof storyBody>;
type Actor = Parameters<typeof storyDeleter>[0];

export function createStoriesService(ctx: AppContext, guardian: GuardianService, moderation: ModerationQueue) {
  const db = ctx.database.db;
  // Story rings asked for in the same event-loop turn share two statements (server/db/batch.ts).
  const loadRing = createBatchLoader(async (keys: string[]) => {
    const now = new Date();
    const byGrid = new Map<string, number[]>();
    for (const key of keys) {
      const [viewer, grid] = key.split(':');
      byGrid.set(grid, [...(byGrid.get(grid) ?? []), Number(viewer)]);
    }
    const found = new Map<string, repo.StoryRow[]>();
    for (const [grid, viewers] of byGrid) {
      const rings = await repo.listVisibleToMany(
        db,
        viewers,
        (grid || undefined) as VibeType | undefined,
        now,
        RING_MAX_STORIES,
      );
      for (const [viewer, rows] of rings) found.set(`${viewer}:${grid}`, rows);
    }
    return found;
  });

  /** Removes a deleted story's file; if storage fails, the media-cleanup job retries (the row is already gone). */
  async function dropMedia(removed: { mediaKey: string | null; mediaUrl: string | null } | null) {
    if (!removed?.mediaKey) return;
    try {
      await ctx.storage.delete(removed.mediaKey);
    } catch (error) {
      ctx.log.warn({ err: error, key: removed.mediaKey }, 'story media not deleted; media-cleanup job queued');
      if (removed.mediaUrl) await ctx.jobs.send(STORY_MEDIA_CLEANUP_JOB, { mediaUrl: removed.mediaUrl });
    }
  }

  async function expireDue(now = new Date()) {
    const removed = await repo.deleteExpired(db, now);
    for (const story of removed) if (story.mediaKey) await ctx.storage.delete(story.mediaKey);
    return { deleted: removed.length };
  }

  /** Photos go through Guardian's image model; ALLOW approves, REVIEW flags and queues, BLOCK removes. */
  async function moderateMedia(storyId: number) {
    const story = await repo.findStory(db, storyId);
    if (!story || !story.mediaKey) return { skipped: true };
    const data = await ctx.storage.get(story.mediaKey);
    if (!data) return { skipped: true };
    const sender = (await guardian.senderSignals(story.userId)) ?? undefined;
    const verdict = await guardian.moderateImage(data, { surface: 'story', grid: story.gridType, sender });
    if (verdict.decision === 'BLOCK') {
      await dropMedia(await repo.deleteStory(db, story.id));
      return { decision: verdict.decision };
    }
    if (verdict.decision === 'REVIEW') {
      // Deleted while the model was looking: queue nothing for a story that is gone.
      if (!(await repo.setModerationStatus(db, story.id, 'flagged'))) return { skipped: true };
      // A re-run after a crash (ADR 112) finds Guardian's request already queued and queues no second one.
      const queued = await moderation.pendingFor('story', story.id);
      if (queued.some((r) => r.reporterId === null)) return { decision: verdict.decision };
      await moderation.enqueue({
        subject: { type: 'story', id: story.id },
        userId: story.userId,
        text: story.textContent,
        url: story.mediaUrl,
        reason: `Story photo: ${verdict.reasoning}`,
      });
    } else if (story.moderationStatus === 'pending') {
      await repo.setModerationStatus(db, story.id, 'approved');
    }
    return { decision: verdict.decision };
  }

  const service = {
    /** story requests: approved shows the story, rejected removes it and (after commit) its media. */
    moderationAdapter: {
      async apply(tx, request, decision) {
        const story = await repo.findStory(tx, request.subjectId);
        if (!story) return;
        if (decision === 'approved') {
          await repo.setModerationStatus(tx, story.id, 'approved');
          return;
        }
        const removed = await repo.deleteStory(tx, story.id);
        return async () => {
          await dropMedia(removed);
        };
      },
      async locate(request) {
        const story = await repo.findStory(db, request.subjectId);
        if (!story) return { type: 'gone' as const, note: 'The story has expired or was deleted.' };
        return {
          type: 'story' as const,
          text: story.textContent,
          mediaUrl: story.mediaUrl,
          mediaType: story.mediaType,
          author: { id: story.userId, displayName: story.displayName },
        };
      },
    } satisfies ModerationAdapter<'story'>,

    init() {
      // Expiry (ADR 112): one DELETE and a few file removals; a re-run deletes only what is still due.
      ctx.jobs.define(STORY_EXPIRE_JOB, async () => expireDue(), { expireInSeconds: 60 });
      // The image model on a loaded 2-core machine takes seconds; 3 min keeps a live run from being retried.
      ctx.jobs.define(STORY_MODERATE_JOB, async ({ storyId }) => moderateMedia(storyId), { expireInSeconds: 180 });
      ctx.jobs.define(
        STORY_MEDIA_CLEANUP_JOB,
        async ({ mediaUrl }) => {
          const media = mediaFromUrl(mediaUrl);
          if (!media || (await repo.isMediaUsed(db, mediaUrl))) return { deleted: false };
          await ctx.storage.delete(media.key);
          return { deleted: true };
        },
        { expireInSeconds: 60, retryLimit: 5 },
      );
    },

    expireDue,
    moderateMedia,

    async uploadMedia(userId: number, body: unknown): Promise<StoryMediaResponse> {
      if (!Buffer.isBuffer(body)) throw badRequest('Send the photo or video as the request body');
      const media = await processStoryMedia(userId, body);
      await ctx.storage.put(media.key, media.data, media.contentType);
      // Media never attached to a story is removed after a day.
      await ctx.jobs.send(
        STORY_MEDIA_CLEANUP_JOB,
        { mediaUrl: media.url },
        { startAfter: new Date(Date.now() + STORY_TTL_MS + 60_000) },
      );
      return { mediaUrl: media.url };
    },

    /**
     * Decision 16/20: text goes through Guardian now (BLOCK refuses, REVIEW flags and queues);
     * a photo is checked by a job before others see it; a video waits for a moderator (no video model).
     */
    async create(userId: number, input: StoryInput, now = new Date()): Promise<Story> {
      let mediaKey: string | null = null;
      if (input.mediaUrl) {
        const media = mediaFromUrl(input.mediaUrl);
        if (!media || media.ownerId !== userId) throw forbidden('You can only post media you uploaded');
        if (!(await ctx.storage.get(media.key)))
          throw badRequest('Media required - Please select a photo or video for your story.');
        if (await repo.isMediaUsed(db, input.mediaUrl)) throw badRequest('This media is already part of a story');
        mediaKey = media.key;
      }
      const text = input.textContent ? input.textContent : null;
      let status: 'pending' | 'approved' | 'flagged' = input.mediaType === 'photo' ? 'pending' : 'approved';
      let reviewReason: string | null = null;
      const sender = (await guardian.senderSignals(userId)) ?? undefined;
      const verdict = text ? guardian.moderateText(text, { surface: 'story', grid: input.gridType, sender }) : null;
      if (verdict?.decision === 'BLOCK') {
        await moderation.recordBlocked({
          contentType: 'story',
          contentId: `story-blocked:${userId}:${now.getTime()}`,
          content: text ?? '',
          userId,
          verdict,
        });
        await guardian.applyTrustUpdate(userId, verdict.trustScoreUpdate, 'Guardian blocked story text');
        throw badRequest(STORY_BLOCKED_MESSAGE);
      }
      if (verdict?.decision === 'REVIEW') {
        status = 'flagged';
        reviewReason = `Story text: ${verdict.reasoning}`;
      }
      if (input.mediaType === 'video') {
        status = 'flagged';
        reviewReason ??= 'Story video: awaiting a moderator';
      }

      const id = await repo.insertStory(db, {
        userId,
        gridType: input.gridType,
        mediaType: input.mediaType,
        textContent: text,
        mediaUrl: input.mediaUrl ?? null,
        mediaKey,
        backgroundColor: input.backgroundColor,
        textColor: input.textColor,
        filter: input.filter,
        stickers: input.stickers,
        moderationStatus: status,
        createdAt: now,
        expiresAt: new Date(now.getTime() + STORY_TTL_MS),
      });
      if (reviewReason) {
        await moderation.enqueue({
          subject: { type: 'story', id },
          userId,
          text,
          url: input.mediaUrl ?? null,
          reason: reviewReason,
          verdict,
        });
      }
      await ctx.jobs.send(STORY_EXPIRE_JOB, { storyId: id }, { startAfter: new Date(now.getTime() + STORY_TTL_MS) });
      if (input.mediaType === 'photo') await ctx.jobs.send(STORY_MODERATE_JOB, { storyId: id });
      return presentStory((await repo.findStory(db, id))!, userId);
    },

    async ring(viewerId: number, grid: VibeType | undefined, now?: Date): Promise<StoryRingEntry[]> {
      // A given time (tests) reads alone; the app's rings of one event-loop turn share two statements.
      const rows = now
        ? await repo.listVisible(db, viewerId, grid, now, RING_MAX_STORIES)
        : ((await loadRing(`${viewerId}:${grid ?? ''}`)) ?? []);
      return presentRing(rows, viewerId);
    },

    /**
     * DELETE /api/stories/{id} (docs/decisions/003): the row, its media file and its review requests.
     * The owner's pending requests are withdrawn; a moderator's removal closes them as rejected, so
     * the queue keeps who removed what. Jobs that name the story find it gone and do nothing.
     */
    async remove(actor: Actor, storyId: number, now = new Date()): Promise<void> {
      const story = await repo.findStory(db, storyId);
      const as = story && story.expiresAt > now ? storyDeleter(actor, story) : null;
      if (!story || !as) throw notFound(STORY_NOT_FOUND);
      const removed = await repo.deleteStory(db, story.id, { withdrawReviews: as === 'owner' });
      // Lost a race with expiry or another delete: to this caller it is just as gone.
      if (!removed) throw notFound(STORY_NOT_FOUND);
      await dropMedia(removed);
      if (as === 'moderator') {
        ctx.log.info(
          { storyId: story.id, ownerId: story.userId, moderatorId: actor.id },
          'story removed by a moderator',
        );
        for (const id of await repo.pendingReviewIds(db, story.id)) {
          try {
            await moderation.decide(id, 'rejected', actor, 'Story removed by a moderator');
          } catch (error) {
            // Another moderator decided it meanwhile: their decision stands.
            if (!(error instanceof AppError && error.statusCode === 409)) throw error;
          }
        }
      }
    },

    async readMedia(
      viewer: { id: number; role: Role },
      name: string,
      now = new Date(),
    ): Promise<{ data: Buffer; contentType: string }> {
      const media = mediaFromName(name);
      if (!media) throw notFound();
      const allowed =
        media.ownerId === viewer.id ||
        mayReadAnyStoryMedia(viewer) ||
        (await repo.mediaVisibleTo(db, `/media/stories/${name}`, viewer.id, now));
      if (!allowed) throw notFound();
      const data = await ctx.storage.get(media.key);
      if (!data) throw notFound();
      return { data, contentType: media.contentType };
    },
  };
  return service;
}
export type StoriesService = ReturnType<typeof createStoriesService>;
