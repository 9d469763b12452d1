import { describe, expect, it } from 'vitest';
import { viewerRelativeTime } from './format';

describe('viewerRelativeTime', () => {
  const now = Date.parse('2026-11-23T12:00:00Z');
  it.each([
    ['2026-11-23T11:59:30Z', 'Just now'],
    ['2026-11-23T11:15:00Z', '45m ago'],
    ['2026-11-23T07:00:00Z', '5h ago'],
    ['2026-11-20T12:00:00Z', '3d ago'],
  ])('%s reads %s', (iso, text) => expect(viewerRelativeTime(iso, now)).toBe(text));
});
