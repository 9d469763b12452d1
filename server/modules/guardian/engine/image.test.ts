/**
 * Image layer. The first test loads the real nsfwjs MobileNetV2 model from node_modules on the
 * tfjs wasm backend (no network) and classifies images generated with sharp: SLOW-ISH (~1-3 s,
 * 20 s timeout). It only checks that the pipeline runs and returns a well-formed verdict and that
 * a plain gradient is not blocked.
 */
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { GuardianInputError } from './errors';
import { imageDecision, imageModelStatus, moderateImage } from './image';
import type { ImageProbabilities, ModerationContext } from './types';

const ctx: ModerationContext = { surface: 'photo', sender: { trustScore: 50 } };

async function gradientPng(): Promise<Buffer> {
  const w = 320;
  const h = 240;
  const raw = Buffer.alloc(w * h * 3);
  for (let y = 0; y < h; y++)
    for (let x = 0; x < w; x++) {
      const i = (y * w + x) * 3;
      raw[i] = Math.round((x / w) * 255);
      raw[i + 1] = Math.round((y / h) * 255);
      raw[i + 2] = 128;
    }
  return sharp(raw, { raw: { width: w, height: h, channels: 3 } })
    .png()
    .toBuffer();
}

describe('image moderation (real nsfwjs model, slow-ish)', () => {
  it('runs nsfwjs on a generated gradient and returns a well-formed, non-blocking verdict', async () => {
    const v = await moderateImage(await gradientPng(), ctx);
    expect(v.status).toBe('ok');
    expect(imageModelStatus().status).toBe('ready');
    expect(['ALLOW', 'REVIEW']).toContain(v.decision);
    const p = v.labels.probabilities;
    const sum = p.Drawing + p.Hentai + p.Neutral + p.Porn + p.Sexy;
    expect(sum).toBeGreaterThan(0.98);
    expect(sum).toBeLessThan(1.02);
    expect(v.riskScore).toBeGreaterThanOrEqual(0);
    expect(v.riskScore).toBeLessThanOrEqual(100);
    expect(typeof v.labels.nsfw).toBe('boolean');
    expect(typeof v.reasoning).toBe('string');
    // Second image (JPEG with alpha-less grey) reuses the loaded model.
    const grey = await sharp({
      create: { width: 64, height: 64, channels: 4, background: { r: 90, g: 90, b: 90, alpha: 0.5 } },
    })
      .webp()
      .toBuffer();
    const v2 = await moderateImage(grey, ctx);
    expect(v2.status).toBe('ok');
  }, 20_000);

  it('rejects non-images with GuardianInputError', async () => {
    await expect(moderateImage(Buffer.from('definitely not an image'), ctx)).rejects.toBeInstanceOf(GuardianInputError);
    await expect(moderateImage(Buffer.alloc(0), ctx)).rejects.toBeInstanceOf(GuardianInputError);
  });
});

describe('imageDecision mapping', () => {
  const probs = (o: Partial<ImageProbabilities>): ImageProbabilities => ({
    Drawing: 0,
    Hentai: 0,
    Neutral: 0,
    Porn: 0,
    Sexy: 0,
    ...o,
  });
  it('blocks explicit images on public surfaces and unsolicited messages', () => {
    expect(imageDecision(probs({ Porn: 0.9, Neutral: 0.1 }), { surface: 'profile' }).decision).toBe('BLOCK');
    expect(
      imageDecision(probs({ Porn: 0.9 }), {
        surface: 'message',
        recipientHasReplied: false,
        recipient: { receiveTextNSFW: false, receiveImageNSFW: false },
      }).decision,
    ).toBe('BLOCK');
  });
  it('allows explicit images between opted-in adults in a mutual chat (labelled nsfw for blurring)', () => {
    const v = imageDecision(probs({ Porn: 0.9 }), {
      surface: 'message',
      grid: 'hookup',
      recipientHasReplied: true,
      recipient: { receiveTextNSFW: true, receiveImageNSFW: true },
    });
    expect(v.decision).toBe('ALLOW');
    expect(v.labels).toMatchObject({ nsfw: true, explicit: true });
  });
  it('reviews suggestive images and allows neutral ones', () => {
    expect(imageDecision(probs({ Sexy: 0.8, Neutral: 0.2 }), { surface: 'photo' }).decision).toBe('REVIEW');
    expect(imageDecision(probs({ Neutral: 0.95, Drawing: 0.05 }), { surface: 'photo' }).decision).toBe('ALLOW');
  });
});
