import { describe, expect, it } from 'vitest';
import {
  FALSE_REPORT_TRUST_DELTA,
  FREE_FALSE_REPORTS,
  REJECTED_CONTENT_TRUST_DELTA,
  REJECTED_SERIOUS_TRUST_DELTA,
  REPORT_LIMIT_BASE,
  REPORT_LIMIT_FLOOR,
  isFalseReport,
  isOwnCase,
  reportLimitFor,
  trustChanges,
} from './moderation.policy';

const AUTHOR = 11;
const REPORTER = 22;
const normal = { userId: AUTHOR, reporterId: null, priority: 'normal' } as const;
const reported = { userId: AUTHOR, reporterId: REPORTER, priority: 'normal' } as const;

describe('trustChanges', () => {
  it('rejected content costs its author trust on every content surface, double when high priority', () => {
    for (const type of ['message', 'photo', 'story', 'profile_text'] as const) {
      expect(trustChanges(type, normal, 'rejected', 0)).toEqual([
        expect.objectContaining({ userId: AUTHOR, delta: REJECTED_CONTENT_TRUST_DELTA, source: 'moderation' }),
      ]);
      expect(trustChanges(type, normal, 'approved', 0)).toEqual([]);
    }
    expect(trustChanges('message', { ...normal, priority: 'high' }, 'rejected', 0)[0].delta).toBe(
      REJECTED_SERIOUS_TRUST_DELTA,
    );
  });

  it('a member report upheld costs the reported member; rejected is a false report', () => {
    expect(trustChanges('member_report', reported, 'approved', 0)).toEqual([
      expect.objectContaining({ userId: AUTHOR, source: 'moderation' }),
    ]);
    expect(trustChanges('member_report', reported, 'rejected', 0)).toEqual([]);
  });

  it('false reports are forgiven up to the free allowance, then cost the reporter', () => {
    expect(trustChanges('message', reported, 'approved', FREE_FALSE_REPORTS - 1)).toEqual([]);
    expect(trustChanges('message', reported, 'approved', FREE_FALSE_REPORTS)).toEqual([
      expect.objectContaining({ userId: REPORTER, delta: FALSE_REPORT_TRUST_DELTA, source: 'false_report' }),
    ]);
  });

  it('verification decisions never change trust', () => {
    expect(trustChanges('verification', reported, 'rejected', 10)).toEqual([]);
    expect(trustChanges('verification', reported, 'approved', 10)).toEqual([]);
  });
});

describe('reports and own cases', () => {
  it('a report is false when it was not upheld', () => {
    expect(isFalseReport('member_report', REPORTER, 'rejected')).toBe(true);
    expect(isFalseReport('member_report', REPORTER, 'approved')).toBe(false);
    expect(isFalseReport('message', REPORTER, 'approved')).toBe(true);
    expect(isFalseReport('message', null, 'approved')).toBe(false);
  });

  it('the daily report limit shrinks with false reports and never falls below the floor', () => {
    expect(reportLimitFor(0)).toBe(REPORT_LIMIT_BASE);
    expect(reportLimitFor(1)).toBe(REPORT_LIMIT_BASE - 2);
    expect(reportLimitFor(100)).toBe(REPORT_LIMIT_FLOOR);
  });

  it('a moderator never judges their own content or report', () => {
    expect(isOwnCase(AUTHOR, reported)).toBe(true);
    expect(isOwnCase(REPORTER, reported)).toBe(true);
    expect(isOwnCase(99, reported)).toBe(false);
  });
});
