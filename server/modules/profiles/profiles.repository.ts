import { and, desc, eq, inArray, or, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { blocks, discoverySettings, nsfwPreferences, profiles, users, vibes } from '../../db/schema';
import type { DiscoveryFiltersBody, UpdateDiscoverySettingsBody, NsfwPreferences } from '../../../contracts';

/** Everything the profile presenters need about one member, in one query. */
function selectProfiles(db: Database) {
  return db.select({
    profile: profiles,
    account: {
      email: users.email, role: users.role, twoFactorEnabled: users.twoFactorEnabled, trustScore: users.trustScore,
      isVerified: users.isVerified, lastSeenAt: users.lastSeenAt, suspendedUntil: users.suspendedUntil, createdAt: users.createdAt,
    },
    vibes: { romantic: vibes.romantic, dominance: vibes.dominance, social: vibes.social },
    discovery: discoverySettings,
  }).from(profiles)
    .innerJoin(users, eq(users.id, profiles.userId))
    .leftJoin(vibes, eq(vibes.userId, profiles.userId))
    .leftJoin(discoverySettings, eq(discoverySettings.userId, profiles.userId));
}

export async function findProfile(db: Database, userId: number) {
  const [row] = await selectProfiles(db).where(eq(profiles.userId, userId)).limit(1);
  return row;
}

/** Many profiles in one query (the per-tick loader in profiles.service). */
export async function findProfiles(db: Database, userIds: number[]) {
  return selectProfiles(db).where(inArray(profiles.userId, userIds));
}
export type ProfileRow = NonNullable<Awaited<ReturnType<typeof findProfile>>>;

export async function coordinatesOf(db: Database, userId: number) {
  const [row] = await db.select({ latitude: profiles.latitude, longitude: profiles.longitude }).from(profiles).where(eq(profiles.userId, userId));
  return row ?? { latitude: null, longitude: null };
}

export async function displayNameTakenByOther(db: Database, displayName: string, userId: number): Promise<boolean> {
  const [row] = await db.select({ id: profiles.userId }).from(profiles)
    .where(and(sql`lower(${profiles.displayName}) = ${displayName.toLowerCase()}`, sql`${profiles.userId} <> ${userId}`)).limit(1);
  return !!row;
}

export async function updateProfile(db: Database, userId: number, patch: Partial<typeof profiles.$inferInsert>): Promise<void> {
  await db.update(profiles).set({ ...patch, updatedAt: new Date() }).where(eq(profiles.userId, userId));
}

export async function setProfilePicture(db: Database, userId: number, url: string | null): Promise<void> {
  await db.update(profiles).set({ profilePictureUrl: url, updatedAt: new Date() }).where(eq(profiles.userId, userId));
}

// Vibes, discovery settings, NSFW preferences: one row per member, created at registration;
// upserts keep an account created by an older version working.

export async function findVibes(db: Database, userId: number) {
  const [row] = await db.select().from(vibes).where(eq(vibes.userId, userId));
  return row;
}

export async function updateVibes(db: Database, userId: number, patch: Partial<{ romantic: number; dominance: number; social: number }>) {
  const [row] = await db.insert(vibes).values({ userId, ...patch })
    .onConflictDoUpdate({ target: vibes.userId, set: patch.romantic === undefined && patch.dominance === undefined && patch.social === undefined ? { userId } : patch })
    .returning();
  return row;
}

export async function findDiscoverySettings(db: Database, userId: number) {
  const [row] = await db.select().from(discoverySettings).where(eq(discoverySettings.userId, userId));
  return row;
}

export async function updateDiscoverySettings(db: Database, userId: number, patch: UpdateDiscoverySettingsBody | DiscoveryFiltersBody) {
  const set = Object.fromEntries(Object.entries(patch).filter(([, v]) => v !== undefined));
  const [row] = await db.insert(discoverySettings).values({ userId, ...set })
    .onConflictDoUpdate({ target: discoverySettings.userId, set: Object.keys(set).length ? set : { userId } })
    .returning();
  return row;
}

export async function findNsfwPreferences(db: Database, userId: number) {
  const [row] = await db.select().from(nsfwPreferences).where(eq(nsfwPreferences.userId, userId));
  return row;
}

export async function putNsfwPreferences(db: Database, userId: number, prefs: NsfwPreferences) {
  const [row] = await db.insert(nsfwPreferences).values({ userId, ...prefs })
    .onConflictDoUpdate({ target: nsfwPreferences.userId, set: prefs }).returning();
  return row;
}

// Blocks (decision 18)

/** True when either member blocked the other: every place that shows one member to another asks this. */
export async function isBlockedEitherWay(db: Database, a: number, b: number): Promise<boolean> {
  if (a === b) return false;
  const [row] = await db.select({ one: sql<number>`1` }).from(blocks)
    .where(or(and(eq(blocks.blockerId, a), eq(blocks.blockedId, b)), and(eq(blocks.blockerId, b), eq(blocks.blockedId, a)))).limit(1);
  return !!row;
}

export async function hasBlocked(db: Database, blockerId: number, blockedId: number): Promise<boolean> {
  const [row] = await db.select({ one: sql<number>`1` }).from(blocks)
    .where(and(eq(blocks.blockerId, blockerId), eq(blocks.blockedId, blockedId))).limit(1);
  return !!row;
}

export async function insertBlock(db: Database, blockerId: number, blockedId: number): Promise<void> {
  await db.insert(blocks).values({ blockerId, blockedId }).onConflictDoNothing();
}

export async function deleteBlock(db: Database, blockerId: number, blockedId: number): Promise<boolean> {
  const rows = await db.delete(blocks).where(and(eq(blocks.blockerId, blockerId), eq(blocks.blockedId, blockedId))).returning({ id: blocks.blockedId });
  return rows.length > 0;
}

export async function listBlocks(db: Database, blockerId: number) {
  return db.select({
    userId: blocks.blockedId, displayName: profiles.displayName, profilePictureUrl: profiles.profilePictureUrl, blockedAt: blocks.createdAt,
  }).from(blocks).innerJoin(profiles, eq(profiles.userId, blocks.blockedId))
    .where(eq(blocks.blockerId, blockerId)).orderBy(desc(blocks.createdAt));
}

export async function userExists(db: Database, userId: number): Promise<boolean> {
  const [row] = await db.select({ id: users.id }).from(users).where(eq(users.id, userId)).limit(1);
  return !!row;
}
