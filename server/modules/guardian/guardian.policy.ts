import type { Role } from '#contracts';
import { hasRole } from '#modules/accounts';

/**
 * Who may do what with Guardian. Moderators review and test; configuration and training are
 * admin work, because they change what every member is allowed to say.
 */
const NEEDS: Record<GuardianAction, Role> = {
  test: 'moderator',
  readMetrics: 'moderator',
  readSettings: 'moderator',
  reviewQueue: 'moderator',
  editKeywords: 'admin',
  addTrainingData: 'admin',
  train: 'admin',
  resetTrust: 'admin',
};
export type GuardianAction =
  'test' | 'readMetrics' | 'readSettings' | 'reviewQueue' | 'editKeywords' | 'addTrainingData' | 'train' | 'resetTrust';
export const guardianRoleFor = (action: GuardianAction): Role => NEEDS[action];
export const mayGuardian = (role: Role, action: GuardianAction) => hasRole(role, NEEDS[action]);
