import { describe, expect, it } from 'vitest';
import { INVALID_DATA_FORMAT, NO_VALID_SAMPLES, parseBulkSamples } from './bulk-upload';

describe('parseBulkSamples', () => {
  it('reads content, type, action and confidence from tab-separated lines', () => {
    expect(parseBulkSamples('send nudes now\tmessage\tflagged\t0.9\nnice bio\tprofile\tapproved\t1')).toEqual({
      ok: true,
      dropped: 0,
      samples: [
        { content: 'send nudes now', contentType: 'message', expectedAction: 'flagged', confidence: 0.9 },
        { content: 'nice bio', contentType: 'profile', expectedAction: 'approved', confidence: 1 },
      ],
    });
  });

  it('fills the defaults message, approved, 0.8 for missing fields', () => {
    const result = parseBulkSamples('hello there\nsee you\tphoto\n  want coffee? \t\tblocked');
    expect(result).toEqual({
      ok: true,
      dropped: 0,
      samples: [
        { content: 'hello there', contentType: 'message', expectedAction: 'approved', confidence: 0.8 },
        { content: 'see you', contentType: 'photo', expectedAction: 'approved', confidence: 0.8 },
        { content: 'want coffee?', contentType: 'message', expectedAction: 'blocked', confidence: 0.8 },
      ],
    });
  });

  it('drops lines without content and counts the non-blank ones', () => {
    const result = parseBulkSamples('\n\tmessage\tflagged\nok\n   \n');
    expect(result).toEqual({
      ok: true,
      dropped: 1,
      samples: [{ content: 'ok', contentType: 'message', expectedAction: 'approved', confidence: 0.8 }],
    });
  });

  it("answers 'No valid samples found' when nothing has content", () => {
    expect(parseBulkSamples('')).toEqual({ ok: false, error: NO_VALID_SAMPLES });
    expect(parseBulkSamples('\n\t\tflagged\n  ')).toEqual({ ok: false, error: NO_VALID_SAMPLES });
    expect(NO_VALID_SAMPLES).toBe('No valid samples found');
  });

  it("answers 'Invalid data format' for an unknown type or action or a bad confidence", () => {
    for (const text of [
      'hi\tvideo',
      'hi\tmessage\tdeleted',
      'hi\tmessage\tflagged\thigh',
      'hi\tmessage\tflagged\t1.5',
      'hi\tmessage\tflagged\t-0.1',
    ]) {
      expect(parseBulkSamples(text)).toEqual({ ok: false, error: INVALID_DATA_FORMAT });
    }
    expect(INVALID_DATA_FORMAT).toBe('Invalid data format');
  });

  it('accepts Windows line endings and upper-case values', () => {
    expect(parseBulkSamples('a\tMESSAGE\tFlagged\r\nb')).toMatchObject({
      ok: true,
      samples: [{ content: 'a', expectedAction: 'flagged' }, { content: 'b' }],
    });
  });
});
