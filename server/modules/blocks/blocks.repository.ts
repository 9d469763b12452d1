import { desc, eq, inArray, sql, type SQL, type SQLWrapper } from 'drizzle-orm';
import type { Database } from '#db/client';
import { blocks, profiles } from '#db/schema';
import { groupedBy } from '#db/batch';

/**
 * Decision 18: when either member blocked the other, neither is shown to the other anywhere. This
 * file is the ONLY spelling of that rule (ADR 075); every other module asks it through index.ts.
 */

/** One side of the pair: a column or SQL expression, a member id, or (raw SQL text only) an SQL expression as text. */
type Side = SQLWrapper | number;

/** The rule's one spelling, as pieces: strings are SQL text, the rest are the two sides. */
function pieces<T>(a: T, b: T): Array<string | T> {
  return [
    'exists (select 1 from blocks blk where (blk.blocker_id = ',
    a,
    ' and blk.blocked_id = ',
    b,
    ') or (blk.blocker_id = ',
    b,
    ' and blk.blocked_id = ',
    a,
    '))',
  ];
}

/** SQL: true when `a` blocked `b` or `b` blocked `a` (drizzle fragment; numbers become parameters). */
export function blockedEitherWay(a: Side, b: Side): SQL {
  return sql.join(pieces<Side>(a, b).map((p) => (typeof p === 'string' ? sql.raw(p) : sql`${p}`)));
}

/** SQL: neither member blocked the other. */
export function notBlockedEitherWay(a: Side, b: Side): SQL {
  return sql`not ${blockedEitherWay(a, b)}`;
}

/** The same rule as SQL text, for hand-written statements whose sides are SQL expressions (never user input). */
export function blockedEitherWaySql(a: string, b: string): string {
  return pieces(a, b).join('');
}

/** SQL: the ids of everyone `userId` blocked or who blocked `userId` (a subquery of one column `id`). */
export function blockedEitherWayIds(userId: Side): SQL {
  return sql`select blocked_id as id from blocks where blocker_id = ${userId}
    union select blocker_id as id from blocks where blocked_id = ${userId}`;
}

const rowsOf = <T>(result: unknown): T[] => (result as { rows: T[] }).rows;

/** True when either member blocked the other: every place that shows one member to another asks this. */
export async function isBlockedEitherWay(db: Database, a: number, b: number): Promise<boolean> {
  if (a === b) return false;
  const result = await db.execute(sql`select ${blockedEitherWay(a, b)} as "blocked"`);
  return rowsOf<{ blocked: boolean }>(result)[0]?.blocked === true;
}

/** Of these members, the ones blocked by or blocking `viewerId`. */
export async function blockedAmong(db: Database, viewerId: number, ids: number[]): Promise<Set<number>> {
  if (!ids.length) return new Set();
  const list = sql.join(
    ids.map((i) => sql`${i}`),
    sql`, `,
  );
  const result = await db.execute(sql`select x.id from (${blockedEitherWayIds(viewerId)}) x where x.id in (${list})`);
  return new Set(rowsOf<{ id: number }>(result).map((r) => Number(r.id)));
}

/** Members who blocked this one in the last `days` days: a Guardian behaviour signal. */
export async function recentBlocksAgainst(db: Database, userId: number, days: number): Promise<number> {
  const [row] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(blocks)
    .where(sql`${blocks.blockedId} = ${userId} and ${blocks.createdAt} > now() - make_interval(days => ${days})`);
  return row?.n ?? 0;
}

/** The same count as SQL text for hand-written statements (`since` a timestamptz expression). */
export function recentBlocksAgainstSql(userId: string, since: string): string {
  return `(select count(*)::int from blocks b where b.blocked_id = ${userId} and b.created_at > ${since})`;
}

export async function insertBlock(db: Database, blockerId: number, blockedId: number): Promise<void> {
  await db.insert(blocks).values({ blockerId, blockedId }).onConflictDoNothing();
}

export async function deleteBlock(db: Database, blockerId: number, blockedId: number): Promise<boolean> {
  const rows = await db
    .delete(blocks)
    .where(sql`${blocks.blockerId} = ${blockerId} and ${blocks.blockedId} = ${blockedId}`)
    .returning({ id: blocks.blockedId });
  return rows.length > 0;
}

/**
 * The members each of `blockerIds` blocked, newest first, with what the blocked list shows of them: one
 * statement for a per-tick batch, grouped by blocker.
 */
export async function listBlocksOf(db: Database, blockerIds: number[]) {
  const rows = await db
    .select({
      blockerId: blocks.blockerId,
      userId: blocks.blockedId,
      displayName: profiles.displayName,
      profilePictureUrl: profiles.profilePictureUrl,
      blockedAt: blocks.createdAt,
    })
    .from(blocks)
    .innerJoin(profiles, eq(profiles.userId, blocks.blockedId))
    .where(inArray(blocks.blockerId, blockerIds))
    .orderBy(desc(blocks.createdAt));
  const byBlocker = new Map<number, Array<Omit<(typeof rows)[number], 'blockerId'>>>();
  for (const [blockerId, group] of groupedBy(rows, (row) => row.blockerId))
    byBlocker.set(
      blockerId,
      group.map(({ blockerId: _blocker, ...row }) => row),
    );
  return byBlocker;
}

/** Every block this member made, as stored (the GDPR export). */
export async function blocksMadeBy(db: Database, userId: number) {
  return db.select().from(blocks).where(eq(blocks.blockerId, userId));
}
