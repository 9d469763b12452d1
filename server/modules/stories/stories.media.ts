import crypto from 'node:crypto';
import { fileTypeFromBuffer } from 'file-type';
import sharp from 'sharp';
import {
  STORY_IMAGE_MAX_BYTES,
  STORY_IMAGE_TYPES,
  STORY_MEDIA_URL_PREFIX,
  STORY_VIDEO_MAX_BYTES,
  STORY_VIDEO_TYPES,
} from '#contracts';
import { badRequest } from '#http/errors';
import { MediaMetadataError, stripMediaMetadata } from '#platform/media-metadata';

const MAX_PIXELS = 40_000_000;
const MAX_DIMENSION = 1920;
const MEDIA_FILE = /^u(\d{1,10})-([a-f0-9]{32})\.(webp|mp4|webm)$/;

export interface StoryMediaFile {
  ownerId: number;
  key: string;
  contentType: string;
  kind: 'photo' | 'video';
}

/** `/media/stories/u12-<hex>.webp` ↔ storage key `stories/12/<hex>.webp`; the owner is in the name. */
export function mediaFromName(name: string): StoryMediaFile | null {
  const m = MEDIA_FILE.exec(name);
  if (!m) return null;
  const ext = m[3];
  return {
    ownerId: Number(m[1]),
    key: `stories/${m[1]}/${m[2]}.${ext}`,
    contentType: ext === 'webp' ? 'image/webp' : `video/${ext}`,
    kind: ext === 'webp' ? 'photo' : 'video',
  };
}

export function mediaFromUrl(url: string): StoryMediaFile | null {
  return url.startsWith(STORY_MEDIA_URL_PREFIX) ? mediaFromName(url.slice(STORY_MEDIA_URL_PREFIX.length)) : null;
}

/**
 * Trust the bytes (file-type), not the declared Content-Type. Images are re-encoded to WebP by
 * sharp, which writes no metadata: EXIF/GPS never reach storage. Videos (mp4/webm only, 30 MB cap)
 * have their metadata boxes blanked in place (platform/media-metadata.ts); there is no transcoder.
 */
export async function processStoryMedia(
  userId: number,
  input: Buffer,
): Promise<{ url: string; key: string; data: Buffer; contentType: string }> {
  if (!Buffer.isBuffer(input) || input.length === 0)
    throw badRequest('Media required - Please select a photo or video for your story.');
  const type = await fileTypeFromBuffer(input);
  const token = crypto.randomBytes(16).toString('hex');
  if (type && (STORY_VIDEO_TYPES as readonly string[]).includes(type.mime)) {
    if (input.length > STORY_VIDEO_MAX_BYTES) throw badRequest('Videos must be 30 MB or smaller');
    // GPS, device and software tags never reach storage (issue 10): blanked in place.
    let data: Buffer;
    try {
      data = stripMediaMetadata(input, type.mime).data;
    } catch (error) {
      if (error instanceof MediaMetadataError)
        throw badRequest(
          'This video could not be read safely (it may carry a location track). Please export it again and retry.',
        );
      throw error;
    }
    return {
      url: `${STORY_MEDIA_URL_PREFIX}u${userId}-${token}.${type.ext}`,
      key: `stories/${userId}/${token}.${type.ext}`,
      data,
      contentType: type.mime,
    };
  }
  if (!type || !(STORY_IMAGE_TYPES as readonly string[]).includes(type.mime)) {
    throw badRequest('Only photos (JPEG, PNG, WebP, GIF) and videos (MP4, WebM) can be posted as stories');
  }
  if (input.length > STORY_IMAGE_MAX_BYTES) throw badRequest('Photos must be 10 MB or smaller');
  let data: Buffer;
  try {
    data = await sharp(input, { limitInputPixels: MAX_PIXELS, failOn: 'error', animated: type.mime === 'image/gif' })
      .rotate()
      .resize(MAX_DIMENSION, MAX_DIMENSION, { fit: 'inside', withoutEnlargement: true })
      .webp({ quality: 82 })
      .toBuffer();
  } catch {
    throw badRequest('This image could not be read. Please try another photo.');
  }
  return {
    url: `${STORY_MEDIA_URL_PREFIX}u${userId}-${token}.webp`,
    key: `stories/${userId}/${token}.webp`,
    data,
    contentType: 'image/webp',
  };
}
