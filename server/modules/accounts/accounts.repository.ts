import { and, desc, eq, gt, inArray, isNull, sql } from 'drizzle-orm';
import type { Database } from '#db/client';
import { discoverySettings, nsfwPreferences, profiles, sessions, twoFactorChallenges, users, vibes } from '#db/schema';
import type { Role } from '#contracts';

export const accountColumns = {
  id: users.id,
  email: users.email,
  passwordHash: users.passwordHash,
  role: users.role,
  twoFactorEnabled: users.twoFactorEnabled,
  trustScore: users.trustScore,
  isVerified: users.isVerified,
  suspendedUntil: users.suspendedUntil,
  suspensionReason: users.suspensionReason,
  lastSeenAt: users.lastSeenAt,
  emailVerifiedAt: users.emailVerifiedAt,
  presenceHidden: users.presenceHidden,
  createdAt: users.createdAt,
  displayName: profiles.displayName,
  dateOfBirth: profiles.dateOfBirth,
  location: profiles.location,
  profilePictureUrl: profiles.profilePictureUrl,
};
export type AccountRow = {
  id: number;
  email: string;
  passwordHash: string;
  role: Role;
  twoFactorEnabled: boolean;
  trustScore: number;
  isVerified: boolean;
  suspendedUntil: Date | null;
  suspensionReason: string | null;
  lastSeenAt: Date | null;
  emailVerifiedAt: Date | null;
  presenceHidden: boolean;
  createdAt: Date;
  displayName: string;
  dateOfBirth: string;
  location: string | null;
  profilePictureUrl: string | null;
};

const accountQuery = (db: Database) =>
  db.select(accountColumns).from(users).innerJoin(profiles, eq(profiles.userId, users.id));

export async function findAccountByEmail(db: Database, email: string): Promise<AccountRow | undefined> {
  const [row] = await accountQuery(db)
    .where(sql`lower(${users.email}) = ${email.toLowerCase()}`)
    .limit(1);
  return row as AccountRow | undefined;
}

export async function findAccountById(db: Database, id: number): Promise<AccountRow | undefined> {
  const [row] = await accountQuery(db).where(eq(users.id, id)).limit(1);
  return row as AccountRow | undefined;
}

/** Several accounts by id in one statement (the per-tick batch of accounts.service's `accountOf`). */
export async function findAccountsByIds(db: Database, ids: number[]): Promise<AccountRow[]> {
  return (await accountQuery(db).where(inArray(users.id, ids))) as AccountRow[];
}

/**
 * Auto-location (issue 14): a member with a typed place but no coordinates (older accounts,
 * clients that sent text only) gets the place's centre, so Discover works both ways.
 * Only touches rows still without coordinates.
 */
export async function placeUnplacedMember(
  db: Database,
  userId: number,
  guess: (text: string) => { latitude: number; longitude: number } | null,
): Promise<void> {
  const [row] = await db
    .select({ location: profiles.location })
    .from(profiles)
    .where(and(eq(profiles.userId, userId), isNull(profiles.latitude)))
    .limit(1);
  if (!row?.location) return;
  const place = guess(row.location);
  if (!place) return;
  await db
    .update(profiles)
    .set({ latitude: place.latitude, longitude: place.longitude })
    .where(and(eq(profiles.userId, userId), isNull(profiles.latitude)));
}

/** Compared by confusable skeleton (display-names.ts), through the indexed SQL twin of nameSkeleton(). */
export async function displayNameTaken(db: Database, skeleton: string): Promise<boolean> {
  const [row] = await db
    .select({ id: profiles.userId })
    .from(profiles)
    .where(sql`vibeline_name_skeleton(${profiles.displayName}) = ${skeleton}`)
    .limit(1);
  return !!row;
}

export interface NewAccount {
  email: string;
  passwordHash: string;
  role: Role;
  twoFactorEnabled: boolean;
  isVerified?: boolean;
  trustScore?: number;
  createdAt?: Date;
  emailVerifiedAt?: Date | null;
  profile: Omit<typeof profiles.$inferInsert, 'userId'>;
  vibes: { romantic: number; dominance: number; social: number };
  discovery: Omit<typeof discoverySettings.$inferInsert, 'userId'>;
  nsfw?: Omit<typeof nsfwPreferences.$inferInsert, 'userId'>;
}

/** Creates the account and every per-member row in one transaction: all or nothing. */
export async function insertAccount(db: Database, input: NewAccount): Promise<number> {
  return db.transaction(async (tx) => {
    const [user] = await tx
      .insert(users)
      .values({
        email: input.email,
        passwordHash: input.passwordHash,
        role: input.role,
        twoFactorEnabled: input.twoFactorEnabled,
        isVerified: input.isVerified ?? false,
        trustScore: input.trustScore ?? 50,
        emailVerifiedAt: input.emailVerifiedAt ?? null,
        ...(input.createdAt ? { createdAt: input.createdAt } : {}),
      })
      .returning({ id: users.id });
    await tx.insert(profiles).values({ ...input.profile, userId: user.id });
    await tx.insert(vibes).values({ userId: user.id, ...input.vibes });
    await tx.insert(discoverySettings).values({ userId: user.id, ...input.discovery });
    await tx.insert(nsfwPreferences).values({ userId: user.id, ...(input.nsfw ?? {}) });
    return user.id;
  });
}

export async function setRoleByEmail(db: Database, email: string, role: Role): Promise<number | null> {
  const rows = await db
    .update(users)
    .set({ role, updatedAt: new Date() })
    .where(sql`lower(${users.email}) = ${email.toLowerCase()}`)
    .returning({ id: users.id });
  return rows[0]?.id ?? null;
}

/** ADMIN_EMAILS: only accounts that proved they own the address (issue 10: no squatting an admin e-mail). */
export async function promoteAdmins(db: Database, emails: string[]): Promise<number[]> {
  if (emails.length === 0) return [];
  const rows = await db
    .update(users)
    .set({ role: 'admin', updatedAt: new Date() })
    .where(
      and(
        sql`lower(${users.email}) in (${sql.join(
          emails.map((e) => sql`${e.toLowerCase()}`),
          sql`, `,
        )})`,
        sql`${users.role} <> 'admin'`,
        sql`${users.emailVerifiedAt} is not null`,
      ),
    )
    .returning({ id: users.id });
  return rows.map((r) => r.id);
}

/** Marks the address verified only if the account still has the address the link was sent to. */
export async function markEmailVerified(db: Database, userId: number, email: string): Promise<boolean> {
  const rows = await db
    .update(users)
    .set({ emailVerifiedAt: sql`coalesce(${users.emailVerifiedAt}, now())`, updatedAt: new Date() })
    .where(and(eq(users.id, userId), sql`lower(${users.email}) = ${email.toLowerCase()}`))
    .returning({ id: users.id });
  return rows.length > 0;
}

// Sessions

export async function insertSession(db: Database, row: typeof sessions.$inferInsert): Promise<void> {
  await db.insert(sessions).values(row);
}

export type LiveSession = { session: typeof sessions.$inferSelect; account: AccountRow };

/** Sessions that are neither revoked nor expired at `now`, with their accounts (any number of ids, one query). */
export async function findLiveSessions(db: Database, ids: readonly string[], now: Date): Promise<LiveSession[]> {
  if (ids.length === 0) return [];
  const rows = await db
    .select({ session: sessions, account: accountColumns })
    .from(sessions)
    .innerJoin(users, eq(users.id, sessions.userId))
    .innerJoin(profiles, eq(profiles.userId, users.id))
    .where(
      and(
        ids.length === 1 ? eq(sessions.id, ids[0]) : inArray(sessions.id, [...ids]),
        isNull(sessions.revokedAt),
        gt(sessions.expiresAt, now),
      ),
    );
  return rows as LiveSession[];
}

/** The session hook's read: the same sessions as findLiveSessions, with only what the hook needs of the account. */
export async function findLiveSessionAccounts(db: Database, ids: readonly string[], now: Date) {
  if (ids.length === 0) return [];
  return db
    .select({
      session: { id: sessions.id, state: sessions.state },
      account: { id: users.id, role: users.role, suspendedUntil: users.suspendedUntil, lastSeenAt: users.lastSeenAt },
    })
    .from(sessions)
    .innerJoin(users, eq(users.id, sessions.userId))
    .innerJoin(profiles, eq(profiles.userId, users.id))
    .where(
      and(
        ids.length === 1 ? eq(sessions.id, ids[0]) : inArray(sessions.id, [...ids]),
        isNull(sessions.revokedAt),
        gt(sessions.expiresAt, now),
      ),
    );
}

export async function findLiveSession(db: Database, id: string, now: Date): Promise<LiveSession | undefined> {
  const [row] = await findLiveSessions(db, [id], now);
  return row;
}

export async function revokeSession(db: Database, id: string): Promise<void> {
  await db
    .update(sessions)
    .set({ revokedAt: new Date() })
    .where(and(eq(sessions.id, id), isNull(sessions.revokedAt)));
}

export async function revokeAllSessions(db: Database, userId: number): Promise<void> {
  await db
    .update(sessions)
    .set({ revokedAt: new Date() })
    .where(and(eq(sessions.userId, userId), isNull(sessions.revokedAt)));
}

/**
 * The ONLY writer of users.last_seen_at (ADR 075): the session hook for one member, the messaging
 * heartbeat for every member connected to this instance (ids as ONE parameter: thousands of sockets).
 */
export async function touchLastSeen(db: Database, userIds: number | readonly number[], now: Date): Promise<void> {
  if (typeof userIds === 'number') {
    await db.update(users).set({ lastSeenAt: now }).where(eq(users.id, userIds));
    return;
  }
  if (!userIds.length) return;
  await db.execute(sql`update users set last_seen_at = ${now.toISOString()}::timestamptz
    where id = any(string_to_array(${userIds.join(',')}, ',')::int[])`);
}

/**
 * SQL text: the session `session` is signed in for member `user` at `now` (active, not revoked, not
 * expired), for hand-written statements whose arguments are SQL expressions (never user input).
 */
export function sessionLiveSql(session: string, user: string, now: string): string {
  return `exists (select 1 from sessions ss where ss.id = ${session} and ss.user_id = ${user} and ss.state = 'active'
        and ss.revoked_at is null and ss.expires_at > ${now})`;
}

/** Of these session ids, those still active for a member who is not suspended (ids as ONE parameter: thousands of
 * sockets). */
export async function liveSessionIds(db: Database, ids: readonly string[], now: Date): Promise<Set<string>> {
  if (!ids.length) return new Set();
  const at = now.toISOString();
  const result = await db.execute(sql`
    select s.id from sessions s join users u on u.id = s.user_id
    where s.id = any(string_to_array(${ids.join(',')}, ','))
      and s.state = 'active' and s.revoked_at is null and s.expires_at > ${at}::timestamptz
      and (u.suspended_until is null or u.suspended_until <= ${at}::timestamptz)`);
  return new Set((result as unknown as { rows: Array<{ id: string }> }).rows.map((r) => r.id));
}

/** Every session of this member, oldest first, as stored (the GDPR export). */
export async function sessionsOf(db: Database, userId: number) {
  return db.select().from(sessions).where(eq(sessions.userId, userId)).orderBy(sessions.createdAt);
}

/** How many sessions this member has (any state; the staff console's account facts). */
export async function sessionCount(db: Database, userId: number): Promise<number> {
  const [row] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(sessions)
    .where(eq(sessions.userId, userId));
  return row?.n ?? 0;
}

// Two-factor challenges

export async function insertChallenge(db: Database, row: typeof twoFactorChallenges.$inferInsert): Promise<void> {
  await db.transaction(async (tx) => {
    // A new code replaces any older one for the same sign-in.
    await tx
      .update(twoFactorChallenges)
      .set({ consumedAt: new Date() })
      .where(and(eq(twoFactorChallenges.sessionId, row.sessionId), isNull(twoFactorChallenges.consumedAt)));
    await tx.insert(twoFactorChallenges).values(row);
  });
}

export async function latestChallenge(db: Database, sessionId: string) {
  const [row] = await db
    .select()
    .from(twoFactorChallenges)
    .where(and(eq(twoFactorChallenges.sessionId, sessionId), isNull(twoFactorChallenges.consumedAt)))
    .orderBy(desc(twoFactorChallenges.id))
    .limit(1);
  return row;
}

export async function countChallenges(db: Database, sessionId: string): Promise<number> {
  const [row] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(twoFactorChallenges)
    .where(eq(twoFactorChallenges.sessionId, sessionId));
  return row?.n ?? 0;
}

/** Counts an attempt atomically; returns the new count, or null when the attempts were used up. */
export async function spendAttempt(db: Database, challengeId: number, max: number): Promise<number | null> {
  const rows = await db
    .update(twoFactorChallenges)
    .set({ attempts: sql`${twoFactorChallenges.attempts} + 1` })
    .where(
      and(
        eq(twoFactorChallenges.id, challengeId),
        sql`${twoFactorChallenges.attempts} < ${max}`,
        isNull(twoFactorChallenges.consumedAt),
      ),
    )
    .returning({ attempts: twoFactorChallenges.attempts });
  return rows[0]?.attempts ?? null;
}

export async function consumeChallenge(db: Database, challengeId: number): Promise<void> {
  await db.update(twoFactorChallenges).set({ consumedAt: new Date() }).where(eq(twoFactorChallenges.id, challengeId));
}

// Settings: two-factor and password (the member's own account)

export async function setPresenceHidden(db: Database, userId: number, hidden: boolean): Promise<void> {
  await db.update(users).set({ presenceHidden: hidden, updatedAt: new Date() }).where(eq(users.id, userId));
}

export async function setTwoFactor(db: Database, userId: number, enabled: boolean): Promise<void> {
  await db.update(users).set({ twoFactorEnabled: enabled, updatedAt: new Date() }).where(eq(users.id, userId));
}

/** New password hash and every other session ended, in one transaction (decision 6). */
export async function changePasswordHash(
  db: Database,
  userId: number,
  passwordHash: string,
  keepSessionId: string | null,
): Promise<void> {
  await db.transaction(async (tx) => {
    await tx.update(users).set({ passwordHash, updatedAt: new Date() }).where(eq(users.id, userId));
    await tx
      .update(sessions)
      .set({ revokedAt: new Date() })
      .where(
        and(
          eq(sessions.userId, userId),
          isNull(sessions.revokedAt),
          keepSessionId ? sql`${sessions.id} <> ${keepSessionId}` : undefined,
        ),
      );
  });
}

/** Password reset: new hash and every session ended, in one transaction (issue 14 §6). */
export async function resetPasswordHash(db: Database, userId: number, passwordHash: string): Promise<void> {
  await db.update(users).set({ passwordHash, updatedAt: new Date() }).where(eq(users.id, userId));
  await db
    .update(sessions)
    .set({ revokedAt: new Date() })
    .where(and(eq(sessions.userId, userId), isNull(sessions.revokedAt)));
}

/** Account deletion: every per-member row goes with the user through ON DELETE CASCADE. */
export async function deleteAccount(db: Database, userId: number): Promise<boolean> {
  const rows = await db.delete(users).where(eq(users.id, userId)).returning({ id: users.id });
  return rows.length > 0;
}

/** Verification (issue 13): a moderator approved the member's selfie. */
export async function setVerified(db: Database, userId: number, isVerified: boolean): Promise<void> {
  await db.update(users).set({ isVerified, updatedAt: new Date() }).where(eq(users.id, userId));
}
