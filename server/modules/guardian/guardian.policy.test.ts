import { describe, expect, it } from 'vitest';
import { guardianRoleFor, mayGuardian, type GuardianAction } from './guardian.policy';

const ACTIONS: GuardianAction[] = [
  'test',
  'readMetrics',
  'readSettings',
  'reviewQueue',
  'editKeywords',
  'addTrainingData',
  'train',
  'resetTrust',
];

describe('guardian policy', () => {
  it('lets moderators test, read and review, and keeps configuration and training for admins', () => {
    const moderatorMay = ACTIONS.filter((a) => mayGuardian('moderator', a));
    expect(moderatorMay).toEqual(['test', 'readMetrics', 'readSettings', 'reviewQueue']);
    expect(ACTIONS.every((a) => mayGuardian('admin', a))).toBe(true);
    expect(ACTIONS.some((a) => mayGuardian('member', a))).toBe(false);
  });

  it('names the role each action needs', () => {
    expect(guardianRoleFor('editKeywords')).toBe('admin');
    expect(guardianRoleFor('reviewQueue')).toBe('moderator');
  });
});
