import type { Role } from '#contracts';

/** Moderators and admins always use two-factor (decision 5); members when they turn it on. */
export function requiresTwoFactor(user: { role: Role; twoFactorEnabled: boolean }): boolean {
  return user.role !== 'member' || user.twoFactorEnabled;
}

/** Roles are ordered: an admin may do whatever a moderator may (the rule lives with the roles, in contracts). */
export { hasRole } from '#contracts';

export function isSuspended(user: { suspendedUntil: Date | null }, now = new Date()): boolean {
  return !!user.suspendedUntil && user.suspendedUntil.getTime() > now.getTime();
}
