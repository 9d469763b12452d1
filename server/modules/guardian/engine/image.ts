/**
 * Image layer: nsfwjs (MobileNetV2, weights bundled inside the nsfwjs npm package and loaded from
 * node_modules, never from a CDN) on @tensorflow/tfjs with the WebAssembly backend (wasm binaries
 * from node_modules/@tensorflow/tfjs-backend-wasm/dist). Images are decoded with sharp to raw RGB
 * 224x224. The model is loaded lazily, once per process; if it cannot load, verdicts come back
 * with status 'unavailable' and decision REVIEW so the caller queues the photo for a human.
 */
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { GuardianInputError } from './errors';
import { consentState } from './context';
import { clampTrust } from './behaviour';
import type { GuardianDecision, ImageProbabilities, ImageVerdict, ModerationContext, RiskFactor } from './types';

const SIZE = 224;
export const MAX_IMAGE_BYTES = 15 * 1024 * 1024;

interface NsfwModel {
  classify(img: unknown, topk?: number): Promise<Array<{ className: string; probability: number }>>;
}

type TfModule = typeof import('@tensorflow/tfjs');

let state: { status: 'not_loaded' | 'loading' | 'ready' | 'unavailable'; error?: string } = { status: 'not_loaded' };
let loading: Promise<{ tf: TfModule; model: NsfwModel } | null> | null = null;

/** Where the tfjs wasm binaries live (node_modules/@tensorflow/tfjs-backend-wasm/dist/). */
export function wasmDir(): string {
  const require = createRequire(import.meta.url);
  return join(dirname(require.resolve('@tensorflow/tfjs-backend-wasm/package.json')), 'dist') + '/';
}

async function loadModel(): Promise<{ tf: TfModule; model: NsfwModel } | null> {
  state = { status: 'loading' };
  try {
    const tf = await import('@tensorflow/tfjs');
    const wasm = await import('@tensorflow/tfjs-backend-wasm');
    wasm.setWasmPaths(wasmDir());
    const ok = await tf.setBackend('wasm');
    if (!ok) throw new Error('tfjs wasm backend failed to initialise');
    await tf.ready();
    const nsfwjs = await import('nsfwjs');
    // nsfwjs logs an info banner on load; keep the server log clean.
    const info = console.info;
    console.info = () => {};
    let model: NsfwModel;
    try {
      // 'MobileNetV2' resolves to the model JSON + weight shards bundled in node_modules/nsfwjs/dist/models.
      model = (await nsfwjs.load('MobileNetV2', { size: SIZE })) as unknown as NsfwModel;
    } finally {
      console.info = info;
    }
    state = { status: 'ready' };
    return { tf, model };
  } catch (err) {
    state = {
      status: 'unavailable',
      error: `image model could not load: ${err instanceof Error ? err.message : String(err)}`,
    };
    return null;
  }
}

/** Lazy, once-per-process load. Resolves to false when unavailable. */
export async function ensureImageModel(): Promise<boolean> {
  if (!loading) loading = loadModel();
  return (await loading) !== null;
}

export function imageModelStatus(): { status: 'not_loaded' | 'loading' | 'ready' | 'unavailable'; error?: string } {
  return { ...state };
}

/** Decode any sharp-supported image to raw RGB 224x224. Throws GuardianInputError for non-images. */
export async function decodeImage(image: Buffer): Promise<Uint8Array> {
  if (!Buffer.isBuffer(image) || image.length === 0) throw new GuardianInputError('BAD_IMAGE', 'Image is empty');
  if (image.length > MAX_IMAGE_BYTES) throw new GuardianInputError('BAD_IMAGE', 'Image is too large');
  const { default: sharp } = await import('sharp');
  try {
    const { data, info } = await sharp(image, { failOn: 'error', limitInputPixels: 100_000_000 })
      .rotate()
      .flatten({ background: '#ffffff' })
      .toColourspace('srgb')
      .resize(SIZE, SIZE, { fit: 'fill' })
      .removeAlpha()
      .raw()
      .toBuffer({ resolveWithObject: true });
    if (info.channels !== 3 || data.length !== SIZE * SIZE * 3)
      throw new Error(`unexpected decode ${info.width}x${info.height}x${info.channels}`);
    return new Uint8Array(data.buffer, data.byteOffset, data.byteLength);
  } catch (err) {
    throw new GuardianInputError(
      'BAD_IMAGE',
      `Image could not be decoded: ${err instanceof Error ? err.message : String(err)}`,
    );
  }
}

const EMPTY_PROBS: ImageProbabilities = { Drawing: 0, Hentai: 0, Neutral: 0, Porn: 0, Sexy: 0 };

/** Map nsfwjs probabilities + context to a verdict. Exported for unit tests. */
export function imageDecision(
  p: ImageProbabilities,
  ctx: ModerationContext,
): Omit<ImageVerdict, 'status' | 'elapsedMs'> {
  const explicitP = p.Porn + p.Hentai;
  const explicit = explicitP >= 0.7;
  const nsfw = explicit || explicitP >= 0.4 || p.Sexy >= 0.6;
  const riskScore = Math.round(100 * Math.max(explicitP, p.Sexy * 0.7));
  const consent = consentState(ctx);
  const imageOptIn = ctx.recipient?.receiveImageNSFW === true;
  const isMessage = ctx.surface === 'message';
  let decision: GuardianDecision = 'ALLOW';
  let reasoning: string;
  const policyTags: string[] = [];
  const riskFactors: RiskFactor[] = [];
  if (nsfw) {
    riskFactors.push('sexual_content');
    policyTags.push(explicit ? 'nsfw:explicit' : 'nsfw:suggestive');
  }
  if (!nsfw) {
    reasoning = `No sexual content detected (porn ${pct(p.Porn)}, hentai ${pct(p.Hentai)}, sexy ${pct(p.Sexy)}).`;
  } else if (isMessage && consent === 'opted_in_mutual' && imageOptIn) {
    decision = 'ALLOW';
    policyTags.push('nsfw:consensual');
    reasoning =
      `${explicit ? 'Explicit' : 'Suggestive'} image between opted-in adults in a mutual conversation; ` +
      `delivered with the recipient's NSFW preference.`;
  } else if (
    explicit &&
    (!isMessage || consent === 'unsolicited' || consent === 'opted_in_unsolicited' || !imageOptIn)
  ) {
    decision = 'BLOCK';
    policyTags.push(isMessage ? 'nsfw:unsolicited' : 'nsfw:public_surface');
    reasoning =
      `Explicit image (porn ${pct(p.Porn)}, hentai ${pct(p.Hentai)}) ` +
      `${isMessage ? 'sent without consent' : `on a ${ctx.surface} surface`}.`;
  } else {
    decision = 'REVIEW';
    reasoning =
      `${explicit ? 'Explicit' : 'Suggestive'} image (porn ${pct(p.Porn)}, hentai ${pct(p.Hentai)}, ` +
      `sexy ${pct(p.Sexy)}): queued for a moderator.`;
  }
  const trust = clampTrust(ctx.sender?.trustScore);
  const trustScoreUpdate = decision === 'BLOCK' ? Math.max(0, trust - 10) : trust;
  return {
    decision,
    riskScore,
    labels: { nsfw, explicit, probabilities: p },
    reasoning,
    policyTags,
    riskFactors,
    trustScoreUpdate,
  };
}

function pct(v: number): string {
  return `${Math.round(v * 100)}%`;
}

/**
 * Moderate one image. Never throws for model problems (returns status 'unavailable'); throws GuardianInputError
 * for bad input.
 */
export async function moderateImage(image: Buffer, ctx: ModerationContext): Promise<ImageVerdict> {
  const t0 = performance.now();
  const rgb = await decodeImage(image);
  if (!loading) loading = loadModel();
  const loaded = await loading;
  if (!loaded) {
    const trust = clampTrust(ctx.sender?.trustScore);
    return {
      status: 'unavailable',
      decision: 'REVIEW',
      riskScore: 50,
      labels: { nsfw: false, explicit: false, probabilities: { ...EMPTY_PROBS } },
      reasoning: 'Image model unavailable: queued for human review.',
      policyTags: ['image_model_unavailable'],
      riskFactors: [],
      trustScoreUpdate: trust,
      error: state.error,
      elapsedMs: Math.round(performance.now() - t0),
    };
  }
  const { tf, model } = loaded;
  const tensor = tf.tensor3d(rgb, [SIZE, SIZE, 3], 'int32');
  let preds: Array<{ className: string; probability: number }>;
  try {
    preds = await model.classify(tensor, 5);
  } finally {
    tensor.dispose();
  }
  const p: ImageProbabilities = { ...EMPTY_PROBS };
  for (const { className, probability } of preds)
    if (className in p) p[className as keyof ImageProbabilities] = Math.round(probability * 10000) / 10000;
  return { status: 'ok', ...imageDecision(p, ctx), elapsedMs: Math.round(performance.now() - t0) };
}
