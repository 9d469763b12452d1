import { fileTypeFromBuffer } from 'file-type';
import sharp, { type Metadata } from 'sharp';
import {
  PHOTO_ACCEPTED_MIME,
  PHOTO_MAX_DIMENSION,
  PHOTO_MAX_PIXELS,
  PHOTO_REFUSED_MESSAGE,
  THUMBNAIL_SIZE,
} from '#contracts';
import { badRequest } from '#http/errors';

export interface ProcessedImage {
  image: Buffer;
  thumbnail: Buffer;
  width: number;
  height: number;
}

/**
 * Decision 17: trust the bytes, not the name or the Content-Type. The file is sniffed by magic
 * bytes, its declared size checked before decoding (decompression bombs), then re-encoded: rotated
 * by its EXIF orientation and written as WebP without any metadata, so EXIF, GPS, XMP and camera
 * details never reach storage. Only the re-encoded files are kept.
 */
export async function processImage(input: Buffer): Promise<ProcessedImage> {
  const type = await fileTypeFromBuffer(input);
  if (!type || !(PHOTO_ACCEPTED_MIME as readonly string[]).includes(type.mime)) throw badRequest(PHOTO_REFUSED_MESSAGE);

  let meta: Metadata;
  try {
    meta = await sharp(input, { limitInputPixels: false }).metadata();
  } catch {
    throw badRequest('This image could not be read. Please try another photo.');
  }
  if (!meta.width || !meta.height) throw badRequest('This image could not be read. Please try another photo.');
  if (meta.width * meta.height > PHOTO_MAX_PIXELS)
    throw badRequest('This image has too many pixels. Please upload a smaller photo.');

  try {
    // limitInputPixels guards the decoder too, in case the header lied about the size.
    const { data, info } = await sharp(input, { limitInputPixels: PHOTO_MAX_PIXELS, failOn: 'error' })
      .rotate()
      .resize(PHOTO_MAX_DIMENSION, PHOTO_MAX_DIMENSION, { fit: 'inside', withoutEnlargement: true })
      .webp({ quality: 82 })
      .toBuffer({ resolveWithObject: true });
    const thumbnail = await sharp(data)
      .resize(THUMBNAIL_SIZE, THUMBNAIL_SIZE, { fit: 'cover' })
      .webp({ quality: 75 })
      .toBuffer();
    return { image: data, thumbnail, width: info.width, height: info.height };
  } catch (error) {
    if (/pixel limit/i.test(String((error as Error).message)))
      throw badRequest('This image has too many pixels. Please upload a smaller photo.');
    throw badRequest('This image could not be read. Please try another photo.');
  }
}
