import { describe, expect, it } from 'vitest';
import { sessionUser } from '#contracts';
import { presentSessionUser } from './accounts.presenter';
import type { AccountRow } from './accounts.repository';

const row: AccountRow = {
  id: 7,
  email: 'sam@example.com',
  passwordHash: '$argon2id$v=19$secret',
  role: 'member',
  twoFactorEnabled: false,
  trustScore: 55,
  isVerified: false,
  suspendedUntil: null,
  suspensionReason: null,
  lastSeenAt: null,
  emailVerifiedAt: null,
  presenceHidden: false,
  createdAt: new Date('2026-01-02T03:04:05Z'),
  displayName: 'Sam',
  dateOfBirth: '1990-05-01',
  location: 'Chicago, IL',
  profilePictureUrl: null,
};

describe('presentSessionUser', () => {
  it('matches the session user contract and never carries the password hash', () => {
    const user = presentSessionUser(row);
    expect(sessionUser.safeParse(user).success).toBe(true);
    expect(JSON.stringify(user)).not.toContain('argon2');
    expect(user).not.toHaveProperty('passwordHash');
    expect(user).not.toHaveProperty('dateOfBirth');
  });

  it('derives age from the date of birth and e-mail verification from its timestamp', () => {
    const user = presentSessionUser({ ...row, emailVerifiedAt: new Date() });
    expect(user.emailVerified).toBe(true);
    expect(user.age).toBeGreaterThanOrEqual(35);
    expect(presentSessionUser(row).emailVerified).toBe(false);
  });
});
