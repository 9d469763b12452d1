import { describe, expect, it } from 'vitest';
import { hasRole, isSuspended, requiresTwoFactor } from './accounts.policy';
import { presentSessionUser } from './accounts.presenter';
import type { AccountRow } from './accounts.repository';

describe('accounts policy', () => {
  it('always asks staff for a second factor, members only when they turned it on (decision 5)', () => {
    expect(requiresTwoFactor({ role: 'member', twoFactorEnabled: false })).toBe(false);
    expect(requiresTwoFactor({ role: 'member', twoFactorEnabled: true })).toBe(true);
    expect(requiresTwoFactor({ role: 'moderator', twoFactorEnabled: false })).toBe(true);
    expect(requiresTwoFactor({ role: 'admin', twoFactorEnabled: false })).toBe(true);
  });

  it('orders roles: an admin may do what a moderator may, never the other way', () => {
    expect(hasRole('admin', 'moderator')).toBe(true);
    expect(hasRole('moderator', 'moderator')).toBe(true);
    expect(hasRole('moderator', 'admin')).toBe(false);
    expect(hasRole('member', 'moderator')).toBe(false);
    expect(hasRole('member', 'member')).toBe(true);
  });

  it('counts a suspension only until it ends', () => {
    const now = new Date('2026-11-23T12:00:00Z');
    expect(isSuspended({ suspendedUntil: null }, now)).toBe(false);
    expect(isSuspended({ suspendedUntil: new Date('2026-11-24T00:00:00Z') }, now)).toBe(true);
    expect(isSuspended({ suspendedUntil: new Date('2026-11-23T11:59:59Z') }, now)).toBe(false);
  });
});

describe('accounts presenter', () => {
  it('shows the member their own account without the password hash or the date of birth', () => {
    const row = {
      id: 7,
      email: 'ana@example.com',
      passwordHash: '$argon2id$secret',
      displayName: 'Ana',
      profilePictureUrl: null,
      location: 'Chicago, IL',
      role: 'member',
      dateOfBirth: '1990-05-01',
      isVerified: false,
      trustScore: 50,
      twoFactorEnabled: false,
      createdAt: new Date('2026-01-01T00:00:00Z'),
    } as unknown as AccountRow;
    const user = presentSessionUser(row);
    expect(user).toMatchObject({
      id: 7,
      email: 'ana@example.com',
      displayName: 'Ana',
      role: 'member',
      createdAt: '2026-01-01T00:00:00.000Z',
    });
    expect(user.age).toBeGreaterThanOrEqual(36);
    expect(JSON.stringify(user)).not.toContain('argon2');
    expect(user).not.toHaveProperty('dateOfBirth');
  });
});
