import { describe, expect, it } from 'vitest';
import {
  CONTENT_MODERATION_STATUSES,
  CONTENT_MODERATION_STATUSES_BY_SURFACE,
  TRUST_BANDS,
  TRUST_EVENT_SOURCE_LABELS,
  TRUST_EVENT_SOURCES,
  trustBand,
} from './staff';

describe('trust bands (spec 02 §2 users tab)', () => {
  it('70 or more is high, 40 to 69 medium, below 40 low', () => {
    expect(TRUST_BANDS).toEqual({ high: 70, medium: 40 });
    expect([0, 39, 40, 69, 70, 100].map(trustBand)).toEqual(['low', 'low', 'medium', 'medium', 'high', 'high']);
  });

  it('every trust event source has a readable label', () => {
    for (const source of TRUST_EVENT_SOURCES) expect(TRUST_EVENT_SOURCE_LABELS[source]).toMatch(/^[A-Z]/);
  });
});

describe('content moderation statuses (ADR 038)', () => {
  it('every surface uses a subset of the one vocabulary', () => {
    for (const statuses of Object.values(CONTENT_MODERATION_STATUSES_BY_SURFACE)) {
      for (const status of statuses) expect(CONTENT_MODERATION_STATUSES).toContain(status);
    }
  });
});
