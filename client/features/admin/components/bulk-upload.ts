import { EXPECTED_ACTIONS, SAMPLE_CONTENT_TYPES, type AdvancedSample } from '#contracts';

export const NO_VALID_SAMPLES = 'No valid samples found';
export const INVALID_DATA_FORMAT = 'Invalid data format';

export type BulkParse = { ok: true; samples: AdvancedSample[]; dropped: number } | { ok: false; error: string };

/**
 * Bulk upload text (spec 02 §5): one sample per line, tab-separated content, type, action,
 * confidence. Missing fields take the defaults message, approved, 0.8; lines without content are
 * dropped. A field that is present but not one of the allowed values (or a confidence outside
 * 0-1) is a parse failure: 'Invalid data format' — guessing would train Guardian on a wrong label.
 */
export function parseBulkSamples(text: string): BulkParse {
  const samples: AdvancedSample[] = [];
  let dropped = 0;
  for (const line of text.split(/\r?\n/)) {
    const [rawContent = '', rawType = '', rawAction = '', rawConfidence = ''] = line.split('\t');
    const content = rawContent.trim();
    if (!content) {
      if (line.trim()) dropped += 1;
      continue;
    }
    const contentType = rawType.trim().toLowerCase() || 'message';
    const expectedAction = rawAction.trim().toLowerCase() || 'approved';
    const confidence = rawConfidence.trim() === '' ? 0.8 : Number(rawConfidence.trim());
    if (
      !(SAMPLE_CONTENT_TYPES as readonly string[]).includes(contentType) ||
      !(EXPECTED_ACTIONS as readonly string[]).includes(expectedAction) ||
      !Number.isFinite(confidence) ||
      confidence < 0 ||
      confidence > 1
    ) {
      return { ok: false, error: INVALID_DATA_FORMAT };
    }
    samples.push({
      content,
      contentType: contentType as AdvancedSample['contentType'],
      expectedAction: expectedAction as NonNullable<AdvancedSample['expectedAction']>,
      confidence,
    });
  }
  return samples.length === 0 ? { ok: false, error: NO_VALID_SAMPLES } : { ok: true, samples, dropped };
}
