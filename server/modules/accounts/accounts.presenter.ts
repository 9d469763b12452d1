import { ageOn, type SessionUser } from '#contracts';
import type { AccountRow } from './accounts.repository';

/** The signed-in member's own view of their account. Only ever sent to that member. */
export function presentSessionUser(row: AccountRow): SessionUser {
  return {
    id: row.id,
    email: row.email,
    displayName: row.displayName,
    profilePictureUrl: row.profilePictureUrl,
    location: row.location,
    role: row.role,
    age: ageOn(row.dateOfBirth),
    isVerified: row.isVerified,
    trustScore: row.trustScore,
    twoFactorEnabled: row.twoFactorEnabled,
    emailVerified: row.emailVerifiedAt !== null,
    presenceHidden: row.presenceHidden,
    createdAt: row.createdAt.toISOString(),
  };
}
