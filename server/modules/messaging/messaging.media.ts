import { fileTypeFromBuffer } from 'file-type';
import sharp from 'sharp';
import {
  MESSAGE_PHOTO_ACCEPTED_MIME,
  MESSAGE_PHOTO_MAX_BYTES,
  VOICE_ACCEPTED_MIME,
  VOICE_MAX_BYTES,
  VOICE_MAX_SECONDS,
} from '#contracts';
import { badRequest } from '#http/errors';
import { MediaMetadataError, stripMediaMetadata } from '#platform/media-metadata';

const PHOTO_MAX_PIXELS = 40_000_000;
const PHOTO_MAX_SIDE = 1600;

export type VoiceMime = (typeof VOICE_ACCEPTED_MIME)[number];

/**
 * Voice recordings are checked by content (magic bytes), not by the declared type. Browsers record
 * webm/opus (Chrome, Firefox) or mp4/aac (Safari). The duration is read from the container when it
 * states one; otherwise the recorder's own figure (header) is used; either way ≤ VOICE_MAX_SECONDS.
 */
export async function checkVoice(
  input: Buffer,
  claimedSeconds: number | null,
): Promise<{ mime: VoiceMime; ext: string; durationSeconds: number | null; data: Buffer }> {
  if (input.length === 0) throw badRequest('No voice recording found');
  if (input.length > VOICE_MAX_BYTES)
    throw badRequest(`Voice messages are at most ${VOICE_MAX_BYTES / 1024 / 1024} MB`);
  const type = await fileTypeFromBuffer(input);
  // file-type names some audio containers video/* (webm, mp4 without an audio brand): the bytes decide the container.
  const mime = type && normaliseAudioMime(type.mime);
  if (!mime) throw badRequest('Failed to process voice recording: unsupported audio format (webm, ogg, mp4 or mp3)');
  const measured =
    mime === 'audio/mp4'
      ? mp4Duration(input)
      : mime === 'audio/ogg'
        ? oggOpusDuration(input)
        : mime === 'audio/webm'
          ? webmDuration(input)
          : null;
  const durationSeconds = measured ?? claimedSeconds;
  if (durationSeconds !== null && durationSeconds > VOICE_MAX_SECONDS + 0.5)
    throw badRequest(`Voice messages are at most ${VOICE_MAX_SECONDS} seconds`);
  // Audio only, and without tags (location, device, software) — issue 10.
  let stripped;
  try {
    stripped = stripMediaMetadata(input, mime);
  } catch (error) {
    if (error instanceof MediaMetadataError)
      throw badRequest('Failed to process voice recording: the file could not be read safely');
    throw error;
  }
  if (stripped.hasVideo) throw badRequest('Voice messages must be audio only');
  return {
    data: stripped.data,
    mime,
    ext: { 'audio/webm': 'webm', 'audio/ogg': 'ogg', 'audio/mp4': 'm4a', 'audio/mpeg': 'mp3' }[mime],
    durationSeconds: durationSeconds === null ? null : Math.round(durationSeconds * 10) / 10,
  };
}

function normaliseAudioMime(mime: string): VoiceMime | null {
  if (mime === 'audio/webm' || mime === 'video/webm') return 'audio/webm';
  if (mime === 'audio/ogg' || mime === 'audio/opus' || mime === 'audio/ogg; codecs=opus') return 'audio/ogg';
  if (mime === 'audio/mp4' || mime === 'audio/x-m4a' || mime === 'video/mp4' || mime === 'audio/aac')
    return 'audio/mp4';
  if (mime === 'audio/mpeg' || mime === 'audio/mp3') return 'audio/mpeg';
  return null;
}

/** mp4/m4a: the movie header box (mvhd) holds timescale and duration. */
function mp4Duration(buf: Buffer): number | null {
  const at = buf.indexOf('mvhd');
  if (at < 4 || at + 32 > buf.length) return null;
  const version = buf[at + 4];
  if (version === 1) {
    if (at + 40 > buf.length) return null;
    const timescale = buf.readUInt32BE(at + 24);
    const duration = Number(buf.readBigUInt64BE(at + 28));
    return timescale ? duration / timescale : null;
  }
  const timescale = buf.readUInt32BE(at + 16);
  const duration = buf.readUInt32BE(at + 20);
  return timescale && duration !== 0xffffffff ? duration / timescale : null;
}

/** Ogg Opus: the last page's granule position counts 48 kHz samples. */
function oggOpusDuration(buf: Buffer): number | null {
  const last = buf.lastIndexOf('OggS');
  if (last < 0 || last + 14 > buf.length || buf.indexOf('OpusHead') < 0) return null;
  const granule = Number(buf.readBigInt64LE(last + 6));
  return granule > 0 ? granule / 48_000 : null;
}

/** WebM: the Segment Info Duration element (0x4489), float in TimecodeScale units (default 1 ms). MediaRecorder often
 * omits it. */
function webmDuration(buf: Buffer): number | null {
  const head = buf.subarray(0, Math.min(buf.length, 4096));
  const at = head.indexOf(Buffer.from([0x44, 0x89]));
  if (at < 0 || at + 3 > head.length) return null;
  const size = head[at + 2] & 0x7f;
  let ms: number | null = null;
  if (size === 8 && at + 11 <= head.length) ms = head.readDoubleBE(at + 3);
  else if (size === 4 && at + 7 <= head.length) ms = head.readFloatBE(at + 3);
  if (ms === null || !Number.isFinite(ms) || ms <= 0) return null;
  const scaleAt = head.indexOf(Buffer.from([0x2a, 0xd7, 0xb1]));
  let scale = 1_000_000;
  if (scaleAt >= 0 && scaleAt + 4 <= head.length) {
    const len = head[scaleAt + 3] & 0x7f;
    if (len >= 1 && len <= 4 && scaleAt + 4 + len <= head.length) scale = head.readUIntBE(scaleAt + 4, len);
  }
  return (ms * scale) / 1e9;
}

/** Captured photos: sniffed, then re-encoded as JPEG without any metadata (EXIF/GPS never stored). */
export async function processCapturedPhoto(input: Buffer): Promise<{ image: Buffer; width: number; height: number }> {
  if (input.length === 0) throw badRequest('No photo received');
  if (input.length > MESSAGE_PHOTO_MAX_BYTES)
    throw badRequest(`Photos are at most ${MESSAGE_PHOTO_MAX_BYTES / 1024 / 1024} MB`);
  const type = await fileTypeFromBuffer(input);
  if (!type || !(MESSAGE_PHOTO_ACCEPTED_MIME as readonly string[]).includes(type.mime))
    throw badRequest('Only JPEG, PNG or WebP photos can be sent');
  try {
    const { data, info } = await sharp(input, { limitInputPixels: PHOTO_MAX_PIXELS, failOn: 'error' })
      .rotate()
      .resize(PHOTO_MAX_SIDE, PHOTO_MAX_SIDE, { fit: 'inside', withoutEnlargement: true })
      .jpeg({ quality: 80, mozjpeg: false })
      .toBuffer({ resolveWithObject: true });
    return { image: data, width: info.width, height: info.height };
  } catch {
    throw badRequest('This photo could not be read. Please try again.');
  }
}
