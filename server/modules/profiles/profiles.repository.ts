import { and, eq, inArray, sql, type SQL } from 'drizzle-orm';
import { executedRows, keyColumn, unnestKeys } from '#db/batch';
import type { Database } from '#db/client';
import { blockedEitherWay } from '#modules/blocks';
import { discoverySettings, nsfwPreferences, profiles, users, vibes } from '#db/schema';
import type { DiscoveryFiltersBody, UpdateDiscoverySettingsBody, NsfwPreferences } from '#contracts';
import type { MemberViewFacts } from './profiles.policy';

/** Everything the profile presenters need about one member, in one query. */
function selectProfiles(db: Database) {
  return db
    .select({
      profile: profiles,
      account: {
        email: users.email,
        role: users.role,
        twoFactorEnabled: users.twoFactorEnabled,
        trustScore: users.trustScore,
        // A member who hides their presence never looks online (issue 10).
        isVerified: users.isVerified,
        lastSeenAt: sql<Date | null>`case when ${users.presenceHidden} then null else ${users.lastSeenAt} end`.mapWith(
          users.lastSeenAt,
        ),
        suspendedUntil: users.suspendedUntil,
        createdAt: users.createdAt,
      },
      vibes: { romantic: vibes.romantic, dominance: vibes.dominance, social: vibes.social },
      discovery: discoverySettings,
    })
    .from(profiles)
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
  const [row] = await db
    .select({ latitude: profiles.latitude, longitude: profiles.longitude })
    .from(profiles)
    .where(eq(profiles.userId, userId));
  return row ?? { latitude: null, longitude: null };
}

/** Taken when another member's name has the same confusable skeleton ("Аlex" with Cyrillic А is "Alex"). */
export async function displayNameTakenByOther(db: Database, skeleton: string, userId: number): Promise<boolean> {
  const [row] = await db
    .select({ id: profiles.userId })
    .from(profiles)
    .where(
      and(sql`vibeline_name_skeleton(${profiles.displayName}) = ${skeleton}`, sql`${profiles.userId} <> ${userId}`),
    )
    .limit(1);
  return !!row;
}

export async function updateProfile(
  db: Database,
  userId: number,
  patch: Partial<typeof profiles.$inferInsert>,
): Promise<void> {
  await db
    .update(profiles)
    .set({ ...patch, updatedAt: new Date() })
    .where(eq(profiles.userId, userId));
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

/** Several members' vibes in one statement (the per-tick batch of profiles.service). */
export async function findVibesOf(db: Database, userIds: number[]) {
  return db.select().from(vibes).where(inArray(vibes.userId, userIds));
}

export async function updateVibes(
  db: Database,
  userId: number,
  patch: Partial<{ romantic: number; dominance: number; social: number }>,
) {
  const [row] = await db
    .insert(vibes)
    .values({ userId, ...patch })
    .onConflictDoUpdate({
      target: vibes.userId,
      set:
        patch.romantic === undefined && patch.dominance === undefined && patch.social === undefined
          ? { userId }
          : patch,
    })
    .returning();
  return row;
}

export async function findDiscoverySettings(db: Database, userId: number) {
  const [row] = await db.select().from(discoverySettings).where(eq(discoverySettings.userId, userId));
  return row;
}

export async function updateDiscoverySettings(
  db: Database,
  userId: number,
  patch: UpdateDiscoverySettingsBody | DiscoveryFiltersBody,
) {
  const set = Object.fromEntries(Object.entries(patch).filter(([, v]) => v !== undefined));
  const [row] = await db
    .insert(discoverySettings)
    .values({ userId, ...set })
    .onConflictDoUpdate({ target: discoverySettings.userId, set: Object.keys(set).length ? set : { userId } })
    .returning();
  return row;
}

export async function findNsfwPreferences(db: Database, userId: number) {
  const [row] = await db.select().from(nsfwPreferences).where(eq(nsfwPreferences.userId, userId));
  return row;
}

export async function putNsfwPreferences(db: Database, userId: number, prefs: NsfwPreferences) {
  const [row] = await db
    .insert(nsfwPreferences)
    .values({ userId, ...prefs })
    .onConflictDoUpdate({ target: nsfwPreferences.userId, set: prefs })
    .returning();
  return row;
}

export async function userExists(db: Database, userId: number): Promise<boolean> {
  const [row] = await db.select({ id: users.id }).from(users).where(eq(users.id, userId)).limit(1);
  return !!row;
}

/** The text of "the sender has written in the conversation", around its two sides. */
const wrotePieces = <T>(conversation: T, sender: T): (string | T)[] => [
  'EXISTS (SELECT 1 FROM messages m WHERE m.conversation_id = ',
  conversation,
  ' AND m.sender_id = ',
  sender,
  ')',
];

/**
 * SQL: `senderId` has written in conversation `conversationId` (ADR 214). Only the other member's message makes a
 * conversation count — for opening their profile (couldMeetSql), their presence and the inbox's last seen
 * (messaging) — since anyone may write to any id. Served by messages_conversation_sender_idx.
 */
export function wroteInConversation(conversationId: SQL, senderId: number | SQL): SQL {
  const parts = wrotePieces<SQL | number>(conversationId, senderId);
  return sql.join(parts.map((p) => (typeof p === 'string' ? sql.raw(p) : sql`${p}`)));
}

/** The same check for a query written as text, between two column expressions (the inbox's statement). */
export function wroteInConversationSql(conversationColumn: string, senderColumn: string): string {
  return wrotePieces(conversationColumn, senderColumn).join('');
}

/**
 * SQL: could the viewer ever meet the target (issue 10: no profile reads by enumerating ids)? The target liked or
 * waved at the viewer, the target wrote to the viewer in their conversation, or discovery's both-sides rules in
 * either direction (gender sought both ways, both age ranges, within both maximum distances between privacy cells,
 * and at least one of them in some grid). The viewer's own acts count for nothing: anyone may write to any id,
 * 30 a minute (ADR 214), and like any id, 100 a day (ADR 221) — through the UI both start from a profile the
 * viewer could already see. Suspension and blocks are checked by the caller. Sides are member ids or columns
 * (`keyColumn`, a story's author), so one rule serves every read: profiles, photo lists and files, the story ring.
 */
export function couldMeetSql(viewer: number | SQL, target: number | SQL): SQL {
  const [low, high] =
    typeof viewer === 'number' && typeof target === 'number'
      ? [Math.min(viewer, target), Math.max(viewer, target)]
      : [sql`least(${viewer}, ${target})`, sql`greatest(${viewer}, ${target})`];
  return sql`(
      EXISTS (SELECT 1 FROM conversations c
        WHERE c.user_low_id = ${low} AND c.user_high_id = ${high}
          AND ${wroteInConversation(sql`c.id`, target)})
      OR EXISTS (SELECT 1 FROM taps WHERE sender_id = ${target} AND receiver_id = ${viewer})
      OR EXISTS (
        SELECT 1 FROM discovery_candidates v, discovery_candidates t
        WHERE v.user_id = ${viewer} AND t.user_id = ${target}
          AND v.lat_snap IS NOT NULL AND t.lat_snap IS NOT NULL
          AND (t.seeks & (1 << v.gender::int)) <> 0 AND (v.seeks & (1 << t.gender::int)) <> 0
          AND date_part('year', age(now(), v.birth_date))
            BETWEEN t.age_min AND CASE WHEN t.age_max >= 99 THEN 200 ELSE t.age_max END
          AND date_part('year', age(now(), t.birth_date))
            BETWEEN v.age_min AND CASE WHEN v.age_max >= 99 THEN 200 ELSE v.age_max END
          AND discovery_miles(v.lat_snap, v.lng_snap, t.lat_snap, t.lng_snap) <= least(v.max_distance, t.max_distance)
          AND (t.appear_in_hookup OR t.appear_in_date OR t.appear_in_chat
            OR v.appear_in_hookup OR v.appear_in_date OR v.appear_in_chat)
      ))`;
}

export async function couldMeet(db: Database, viewerId: number, targetId: number): Promise<boolean> {
  const result = await db.execute(sql`SELECT ${couldMeetSql(viewerId, targetId)} AS ok`);
  return Boolean((result as unknown as { rows: Array<{ ok: boolean }> }).rows[0]?.ok);
}

/** What another member's profile and photos ask about a (viewer, target) pair before showing them. */
export interface PairFacts extends MemberViewFacts {
  viewer: number;
  target: number;
  /** The viewer's own position (null without a profile or a position), for the shown distance. */
  viewerLatitude: number | null;
  viewerLongitude: number | null;
}

/**
/**
 * For (viewer, target) pairs, in one statement: whether the target exists and is suspended now,
 * blocked either way, couldMeet (what `mayViewMember` decides on, profiles.policy, ADR 118) and the
 * viewer's position for the shown distance (ADR 116); the per-tick batch of profiles.service (ADR 106).
 */
export async function pairFacts(db: Database, pairs: ReadonlyArray<readonly [number, number]>): Promise<PairFacts[]> {
  const v = keyColumn(0);
  const t = keyColumn(1);
  const result = await db.execute(sql`SELECT ${v} AS viewer, ${t} AS target,
      EXISTS (SELECT 1 FROM ${users} WHERE id = ${t}) AS exists,
      EXISTS (SELECT 1 FROM ${users} WHERE id = ${t} AND suspended_until > now()) AS suspended,
      ${blockedEitherWay(v, t)} AS blocked, ${couldMeetSql(v, t)} AS "couldMeet",
      ${profiles.latitude} AS "viewerLatitude", ${profiles.longitude} AS "viewerLongitude"
    FROM ${unnestKeys(pairs)} LEFT JOIN ${profiles} ON ${profiles.userId} = ${v}`);
  type Row = Omit<PairFacts, 'viewerLatitude' | 'viewerLongitude'> & {
    viewerLatitude: number | string | null;
    viewerLongitude: number | string | null;
  };
  const coordinate = (value: number | string | null) => (value === null ? null : Number(value));
  return executedRows<Row>(result).map((r) => ({
    viewer: Number(r.viewer),
    target: Number(r.target),
    exists: r.exists === true,
    suspended: r.suspended === true,
    blocked: r.blocked === true,
    couldMeet: r.couldMeet === true,
    viewerLatitude: coordinate(r.viewerLatitude),
    viewerLongitude: coordinate(r.viewerLongitude),
  }));
}
