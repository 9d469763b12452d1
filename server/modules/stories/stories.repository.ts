import { and, asc, eq, inArray, lte, sql, type SQL } from 'drizzle-orm';
import { keyColumn, unnestKeys, executedRows } from '#db/batch';
import { moderationRequests, profiles, users } from '#db/schema';
import type { Database } from '#db/client';
import type { VibeType } from '#contracts';
import { stories } from './stories.schema';
import { notBlockedEitherWay } from '#modules/blocks';
import { couldMeetSql } from '#modules/profiles';

export type StoryRow = typeof stories.$inferSelect & { displayName: string; profilePictureUrl: string | null };

const columns = {
  id: stories.id,
  userId: stories.userId,
  gridType: stories.gridType,
  mediaType: stories.mediaType,
  textContent: stories.textContent,
  mediaUrl: stories.mediaUrl,
  mediaKey: stories.mediaKey,
  backgroundColor: stories.backgroundColor,
  textColor: stories.textColor,
  filter: stories.filter,
  stickers: stories.stickers,
  moderationStatus: stories.moderationStatus,
  createdAt: stories.createdAt,
  expiresAt: stories.expiresAt,
  displayName: profiles.displayName,
  profilePictureUrl: profiles.profilePictureUrl,
};

export async function insertStory(db: Database, row: typeof stories.$inferInsert): Promise<number> {
  const [inserted] = await db.insert(stories).values(row).returning({ id: stories.id });
  return inserted.id;
}

export async function findStory(db: Database, id: number): Promise<StoryRow | null> {
  const [row] = await db
    .select(columns)
    .from(stories)
    .innerJoin(profiles, eq(profiles.userId, stories.userId))
    .where(eq(stories.id, id));
  return row ?? null;
}

/** False when the story is gone (deleted by its owner, a moderator or expiry meanwhile). */
export async function setModerationStatus(
  db: Database,
  id: number,
  status: 'pending' | 'approved' | 'flagged',
): Promise<boolean> {
  const rows = await db
    .update(stories)
    .set({ moderationStatus: status })
    .where(eq(stories.id, id))
    .returning({ id: stories.id });
  return rows.length > 0;
}

export const storyContentRef = (id: number) => `story:${id}`;

const pendingReviewsOf = (id: number) =>
  and(
    eq(moderationRequests.contentType, 'story'),
    eq(moderationRequests.contentRef, storyContentRef(id)),
    eq(moderationRequests.status, 'pending'),
  );

/**
 * Deletes a story and answers the media it pointed at (null when it was already gone). With
 * withdrawReviews, its pending review requests go in the same transaction: nothing is left to judge.
 */
export async function deleteStory(
  db: Database,
  id: number,
  options: { withdrawReviews?: boolean } = {},
): Promise<{ mediaKey: string | null; mediaUrl: string | null } | null> {
  return db.transaction(async (tx) => {
    const [row] = await tx
      .delete(stories)
      .where(eq(stories.id, id))
      .returning({ mediaKey: stories.mediaKey, mediaUrl: stories.mediaUrl });
    if (row && options.withdrawReviews) await tx.delete(moderationRequests).where(pendingReviewsOf(id));
    return row ?? null;
  });
}

/** Ids of the Guardian review requests about this story that no moderator has decided yet. */
export async function pendingReviewIds(db: Database, id: number): Promise<number[]> {
  const rows = await db.select({ id: moderationRequests.id }).from(moderationRequests).where(pendingReviewsOf(id));
  return rows.map((r) => r.id);
}

const notBlockedByOrBlocking = (viewerId: number | SQL) => notBlockedEitherWay(viewerId, stories.userId);
/** Whose stories a member sees: whom they could see anywhere else (profiles' couldMeet, ADR 221). */
const authorCouldMeet = (viewerId: number | SQL) => couldMeetSql(viewerId, sql`${stories.userId}`);

/**
 * Unexpired stories the viewer may see: their own (any status), others' once Guardian has looked
 * (approved or flagged), only from members the viewer could meet (ADR 221), never from members blocked
 * either way or suspended. Oldest first.
 */
export async function listVisible(
  db: Database,
  viewerId: number,
  grid: VibeType | undefined,
  now: Date,
  max: number,
): Promise<StoryRow[]> {
  return db
    .select(columns)
    .from(stories)
    .innerJoin(profiles, eq(profiles.userId, stories.userId))
    .innerJoin(users, eq(users.id, stories.userId))
    .where(visibleTo(viewerId, grid, now))
    .orderBy(asc(stories.createdAt), asc(stories.id))
    .limit(max);
}

/** listVisible's rule; `viewerId` is a parameter or a column of a batch (server/db/batch.ts). */
function visibleTo(viewerId: number | SQL, grid: VibeType | undefined, now: Date) {
  return and(
    sql`${stories.expiresAt} > ${now}`,
    grid ? eq(stories.gridType, grid) : undefined,
    sql`(${stories.userId} = ${viewerId} OR (
        ${stories.moderationStatus} IN ('approved', 'flagged')
        AND (${users.suspendedUntil} IS NULL OR ${users.suspendedUntil} <= ${now})
        AND ${notBlockedByOrBlocking(viewerId)}
        AND ${authorCouldMeet(viewerId)}))`,
  );
}

/**
 * listVisible for many viewers of one grid in two statements: a LATERAL per viewer picks the
 * story ids (same rule, order and limit), then the rows. Answers each viewer's rows, oldest first.
 */
export async function listVisibleToMany(
  db: Database,
  viewerIds: number[],
  grid: VibeType | undefined,
  now: Date,
  max: number,
): Promise<Map<number, StoryRow[]>> {
  const picks = sql`select ${stories.id} as id from ${stories}
    inner join ${profiles} on ${profiles.userId} = ${stories.userId}
    inner join ${users} on ${users.id} = ${stories.userId}
    where ${visibleTo(keyColumn(0), grid, now)}
    order by ${stories.createdAt} asc, ${stories.id} asc limit ${max}`;
  const pairs = executedRows<{ viewerId: number; id: number }>(
    await db.execute(sql`select k.c0 as "viewerId", x.id from ${unnestKeys(viewerIds.map((id) => [id]))}
      cross join lateral (${picks}) x`),
  );
  const ids = [...new Set(pairs.map((p) => Number(p.id)))];
  const rows = ids.length
    ? await db
        .select(columns)
        .from(stories)
        .innerJoin(profiles, eq(profiles.userId, stories.userId))
        .where(inArray(stories.id, ids))
        .orderBy(asc(stories.createdAt), asc(stories.id))
    : [];
  const byId = new Map(rows.map((r) => [r.id, r]));
  const byViewer = new Map<number, StoryRow[]>();
  for (const viewerId of viewerIds) byViewer.set(viewerId, []);
  // Rows are read in ring order, so each viewer's list keeps it.
  const mine = new Map<number, Set<number>>();
  for (const p of pairs) {
    const set = mine.get(Number(p.viewerId)) ?? new Set<number>();
    set.add(Number(p.id));
    mine.set(Number(p.viewerId), set);
  }
  for (const [viewerId, set] of mine)
    byViewer.set(
      viewerId,
      rows.filter((r) => set.has(r.id) && byId.has(r.id)),
    );
  return byViewer;
}

/** May this viewer load this media file? An approved unexpired story of a member the ring would show them. */
export async function mediaVisibleTo(db: Database, mediaUrl: string, viewerId: number, now: Date): Promise<boolean> {
  const [row] = await db
    .select({ id: stories.id })
    .from(stories)
    .innerJoin(users, eq(users.id, stories.userId))
    .where(
      and(
        eq(stories.mediaUrl, mediaUrl),
        sql`${stories.expiresAt} > ${now}`,
        eq(stories.moderationStatus, 'approved'),
        sql`(${users.suspendedUntil} IS NULL OR ${users.suspendedUntil} <= ${now})`,
        notBlockedByOrBlocking(viewerId),
        authorCouldMeet(viewerId),
      ),
    )
    .limit(1);
  return !!row;
}

export async function isMediaUsed(db: Database, mediaUrl: string): Promise<boolean> {
  const [row] = await db.select({ id: stories.id }).from(stories).where(eq(stories.mediaUrl, mediaUrl)).limit(1);
  return !!row;
}

/** Deletes every expired story, returning the media keys to remove. */
export async function deleteExpired(db: Database, now: Date): Promise<Array<{ id: number; mediaKey: string | null }>> {
  return db
    .delete(stories)
    .where(lte(stories.expiresAt, now))
    .returning({ id: stories.id, mediaKey: stories.mediaKey });
}
