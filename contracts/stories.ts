import { z } from 'zod';
import { idParam } from './common';
import { defineEndpoint, emptyResponse, rawResponse, uploadBody } from './endpoint';
import { STORY_TEXT_MAX } from './limits';
import { VIBE_TYPES } from './options';

/**
 * Stories (decision 16).
 * POST /api/stories/media  raw body (Content-Type image/jpeg|png|webp|gif or video/mp4|webm) → {mediaUrl}
 * POST /api/stories        storyBody → 201 story ({message} 400 when Guardian blocks it)
 * GET  /api/stories/ring?vibeType=date  (also /api/stories/ring/{vibeType}) → storyRingResponse:
 *      one entry per member (own first, then newest first) with that member's unexpired stories
 *      of that grid (all grids when vibeType is left out), from members not blocked either way
 * GET  /media/stories/{file}  the media, for signed-in members who may see the story
 * DELETE /api/stories/{id} → 204: the owner deletes their story, a moderator or admin removes any
 *      (row, media file and pending review requests); anyone else gets the same 404 as a missing
 *      or expired story (docs/decisions/003-story-deletion.md)
 * Stories expire 24 hours after creation.
 */
export const STORY_GRID_TYPES = VIBE_TYPES;
export const STORY_MEDIA_TYPES = ['text', 'photo', 'video'] as const;
export const STORY_BACKGROUND_COLORS = ['#8B5CF6', '#EC4899', '#EF4444', '#10B981', '#F59E0B'] as const;
export const STORY_TEXT_COLORS = ['#FFFFFF'] as const;
export const STORY_FILTERS = ['none', 'vintage', 'dramatic', 'bright', 'warm', 'cool'] as const;
export const STORY_STICKERS = ['❤️', '🔥', '😍', '👀', '💯', '✨', '🌟', '💕'] as const;
export const STORY_STICKERS_MAX = 20;
export const STORY_TTL_MS = 24 * 60 * 60 * 1000;
export const STORY_IMAGE_MAX_BYTES = 10 * 1024 * 1024;
export const STORY_VIDEO_MAX_BYTES = 30 * 1024 * 1024;
export const STORY_IMAGE_TYPES = ['image/jpeg', 'image/png', 'image/webp', 'image/gif'] as const;
export const STORY_VIDEO_TYPES = ['video/mp4', 'video/webm'] as const;
export const STORY_MODERATION_STATUSES = ['pending', 'approved', 'flagged'] as const;
export const STORY_MEDIA_URL_PREFIX = '/media/stories/';
export const STORY_REVIEW_TITLE = 'Content Under Review';
export const STORY_REVIEW_TEXT = 'This story is being reviewed by our moderation team.';
/** Spec validation messages (creator). */
export const STORY_TEXT_REQUIRED = 'Text required - Please enter some text for your story.';
export const STORY_MEDIA_REQUIRED = 'Media required - Please select a photo or video for your story.';

export const storySticker = z
  .object({
    id: z.string().trim().min(1).max(64),
    type: z.enum(STORY_STICKERS),
    x: z.number().min(0).max(100).default(50),
    y: z.number().min(0).max(100).default(50),
    scale: z.number().min(0.2).max(5).default(1),
    rotation: z.number().min(-360).max(360).default(0),
  })
  .strict();
export type Sticker = z.infer<typeof storySticker>;

/** Only media uploaded through POST /api/stories/media is accepted. */
export const storyMediaUrl = z
  .string()
  .max(200)
  .regex(/^\/media\/stories\/[A-Za-z0-9_-]+\.(jpg|png|webp|gif|mp4|webm)$/, 'Media must be uploaded first');

export const storyBody = z
  .object({
    gridType: z.enum(STORY_GRID_TYPES).default('date'),
    mediaType: z.enum(STORY_MEDIA_TYPES),
    textContent: z.string().trim().max(STORY_TEXT_MAX, `Text must be at most ${STORY_TEXT_MAX} characters`).optional(),
    mediaUrl: storyMediaUrl.optional(),
    backgroundColor: z.enum(STORY_BACKGROUND_COLORS).default(STORY_BACKGROUND_COLORS[0]),
    // The spec offers only white text; accept the common spellings of it.
    textColor: z
      .string()
      .trim()
      .transform((v) => v.toUpperCase())
      .pipe(z.enum(['#FFFFFF', '#FFF', 'WHITE']))
      .transform(() => '#FFFFFF' as const)
      .default('#FFFFFF'),
    filter: z.enum(STORY_FILTERS).default('none'),
    stickers: z.array(storySticker).max(STORY_STICKERS_MAX, `At most ${STORY_STICKERS_MAX} stickers`).default([]),
  })
  .strict()
  .superRefine((b, ctx) => {
    if (b.mediaType === 'text') {
      if (!b.textContent) ctx.addIssue({ code: 'custom', path: ['textContent'], message: STORY_TEXT_REQUIRED });
      if (b.mediaUrl) ctx.addIssue({ code: 'custom', path: ['mediaUrl'], message: 'A text story has no media' });
    } else if (!b.mediaUrl) {
      ctx.addIssue({ code: 'custom', path: ['mediaUrl'], message: STORY_MEDIA_REQUIRED });
    } else {
      const isVideo = /\.(mp4|webm)$/.test(b.mediaUrl);
      if (isVideo !== (b.mediaType === 'video'))
        ctx.addIssue({ code: 'custom', path: ['mediaUrl'], message: `Uploaded media is not a ${b.mediaType}` });
    }
  });
export type StoryBody = z.input<typeof storyBody>;

export const storyMediaResponse = z.object({ mediaUrl: z.string() });
export type StoryMediaResponse = z.infer<typeof storyMediaResponse>;

export const storyUser = z.object({
  id: z.number().int(),
  displayName: z.string(),
  profilePictureUrl: z.string().nullable(),
});

export const storyItem = z.object({
  id: z.number().int(),
  userId: z.number().int(),
  user: storyUser,
  gridType: z.enum(STORY_GRID_TYPES),
  mediaType: z.enum(STORY_MEDIA_TYPES),
  /** Null for viewers while the story is flagged (they see Content Under Review). */
  textContent: z.string().nullable(),
  mediaUrl: z.string().nullable(),
  backgroundColor: z.string(),
  textColor: z.string(),
  filter: z.enum(STORY_FILTERS),
  stickers: z.array(storySticker),
  moderationStatus: z.enum(STORY_MODERATION_STATUSES),
  createdAt: z.string(),
  expiresAt: z.string(),
});
export type Story = z.infer<typeof storyItem>;

export const storyIdParams = z.object({ id: idParam }).strict();
export const STORY_NOT_FOUND = 'Story not found';
export const STORY_DELETED = 'Story deleted';

export const storyRingQuery = z.object({ vibeType: z.enum(VIBE_TYPES).optional() }).strict();
export const storyRingParams = z.object({ vibeType: z.enum(VIBE_TYPES) }).strict();

/** One bubble per member with unexpired stories (own first), stories oldest → newest. */
export const storyRingEntry = z.object({
  userId: z.number().int(),
  user: storyUser,
  /** Grid type of the member's newest story; gridTypes lists every grid they posted to (ring icons). */
  gridType: z.enum(STORY_GRID_TYPES),
  gridTypes: z.array(z.enum(STORY_GRID_TYPES)),
  stories: z.array(storyItem),
});
export const storyRingResponse = z.array(storyRingEntry);
export type StoryRingEntry = z.infer<typeof storyRingEntry>;
export type StoryRingResponse = z.infer<typeof storyRingResponse>;

/** GET /media/stories/{file}: the stored media file's name. */
export const storyMediaParams = z.object({ file: z.string().max(80) }).strict();

/** Stories (ADR 072). */
export const storyEndpoints = {
  uploadMedia: defineEndpoint({
    method: 'POST',
    path: '/api/stories/media',
    summary: 'Upload story media (image or video, ≤ 30 MB; sniffed and re-encoded)',
    access: 'member',
    body: uploadBody(
      ['image/jpeg', 'image/png', 'image/webp', 'image/gif', 'video/mp4', 'video/webm', 'application/octet-stream'],
      'The story media file',
    ),
    responses: { 201: storyMediaResponse },
  }),
  create: defineEndpoint({
    method: 'POST',
    path: '/api/stories',
    summary: 'Post a 24-hour story (Guardian checks its text)',
    access: 'member',
    body: storyBody,
    responses: { 201: storyItem },
  }),
  delete: defineEndpoint({
    method: 'DELETE',
    path: '/api/stories/:id',
    summary: 'Delete your story (moderators: any story)',
    access: 'member',
    params: storyIdParams,
    responses: { 204: emptyResponse('Deleted') },
  }),
  ring: defineEndpoint({
    method: 'GET',
    path: '/api/stories/ring',
    summary: 'One bubble per member with live stories (own first)',
    access: 'member',
    query: storyRingQuery,
    responses: { 200: storyRingResponse },
  }),
  ringOfType: defineEndpoint({
    method: 'GET',
    path: '/api/stories/ring/:vibeType',
    summary: 'The story ring of one vibe type',
    access: 'member',
    params: storyRingParams,
    query: storyRingQuery,
    responses: { 200: storyRingResponse },
  }),
  media: defineEndpoint({
    method: 'GET',
    path: '/media/stories/:file',
    summary: "A story's media, for members who may see the story",
    access: 'member',
    params: storyMediaParams,
    responses: { 200: rawResponse('application/octet-stream', 'The image or video') },
  }),
};
