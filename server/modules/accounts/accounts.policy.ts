import type { Role } from '../../../contracts';

/** Moderators and admins always use two-factor (decision 5); members when they turn it on. */
export function requiresTwoFactor(user: { role: Role; twoFactorEnabled: boolean }): boolean {
  return user.role !== 'member' || user.twoFactorEnabled;
}

const RANK: Record<Role, number> = { member: 0, moderator: 1, admin: 2 };
/** Roles are ordered: an admin may do whatever a moderator may. */
export const hasRole = (actual: Role, needed: Role) => RANK[actual] >= RANK[needed];

export function isSuspended(user: { suspendedUntil: Date | null }, now = new Date()): boolean {
  return !!user.suspendedUntil && user.suspendedUntil.getTime() > now.getTime();
}
