/** Members as messaging sees them: names, last seen, conversation partners, the GDPR export (ADR 098). */
import { eq, inArray, sql } from 'drizzle-orm';
import type { Database } from '#db/client';
import { users } from '#db/schema';
import { messages } from './messaging.schema';
import { isWithheldFrom } from './messaging.policy';
import { rowsOf } from './messaging.rows';
import { blockedEitherWayIds } from '#modules/blocks';
import { wroteInConversation } from '#modules/profiles';

export async function displayNames(db: Database, ids: number[]): Promise<Map<number, string>> {
  if (!ids.length) return new Map();
  const result = await db.execute(
    sql`select user_id as id, display_name as name from profiles where user_id in (${sql.join(
      ids.map((i) => sql`${i}`),
      sql`, `,
    )})`,
  );
  return new Map(rowsOf<{ id: number; name: string }>(result).map((r) => [r.id, r.name]));
}

export async function lastSeenOf(
  db: Database,
  ids: number[],
): Promise<Map<number, { lastSeenAt: Date | null; hidden: boolean }>> {
  if (!ids.length) return new Map();
  const rows = await db
    .select({ id: users.id, lastSeenAt: users.lastSeenAt, hidden: users.presenceHidden })
    .from(users)
    .where(inArray(users.id, ids));
  return new Map(rows.map((r) => [r.id, { lastSeenAt: r.lastSeenAt, hidden: r.hidden }]));
}

/**
 * Of these members, the ones who have written to `viewerId` in their conversation and have not unmatched (presence is
 * only for them): a message of one's own to any id must not buy that member's online state (ADR 214).
 */
export async function conversationPartnersAmong(db: Database, viewerId: number, ids: number[]): Promise<Set<number>> {
  if (!ids.length) return new Set();
  const list = sql.join(
    ids.map((i) => sql`${i}`),
    sql`, `,
  );
  const result = await db.execute(sql`
    select c.other as id from (
      select user_high_id as other, id, user_low_id as low, user_high_id as high from conversations
        where user_low_id = ${viewerId} and user_high_id in (${list})
      union all
      select user_low_id as other, id, user_low_id as low, user_high_id as high from conversations
        where user_high_id = ${viewerId} and user_low_id in (${list})
    ) c
    where ${wroteInConversation(sql`c.id`, sql`c.other`)}
      and not exists (select 1 from unmatches um where um.user_low_id = c.low and um.user_high_id = c.high)`);
  return new Set(rowsOf<{ id: number }>(result).map((r) => Number(r.id)));
}

/**
 * Members who must not hear this one's presence, whatever they watched before: blocked either way, or unmatched
 * (ADR 214). A socket's watch list is checked when it is set; these are left out of each presence event after.
 */
export async function presenceWithheldFrom(db: Database, userId: number): Promise<number[]> {
  const result = await db.execute(sql`
    select x.id from (${blockedEitherWayIds(userId)}) x
    union select case when user_low_id = ${userId} then user_high_id else user_low_id end as id from unmatches
      where user_low_id = ${userId} or user_high_id = ${userId}`);
  return rowsOf<{ id: number }>(result).map((r) => Number(r.id));
}

export async function userExists(db: Database, id: number): Promise<boolean> {
  const [row] = await db.select({ id: users.id }).from(users).where(eq(users.id, id));
  return !!row;
}

/** GDPR export (decision 9): every message the member sent or received, oldest first, without others' hides or
 * reports. */
export async function messagesOfMember(db: Database, userId: number) {
  const rows = await db
    .select()
    .from(messages)
    .where(sql`${messages.senderId} = ${userId} or ${messages.receiverId} = ${userId}`)
    .orderBy(messages.id);
  const now = Date.now();
  return rows.map((m) => {
    // The export never carries what the chat withholds from this member (issue 10): disappearing
    // content not (or no longer) revealed to them, and messages a moderator rejected.
    const withheld = isWithheldFrom(userId, m, now);
    return {
      id: m.id,
      senderId: m.senderId,
      receiverId: m.receiverId,
      messageType: m.messageType,
      content: withheld ? '' : m.content,
      isDisappearing: m.isDisappearing,
      locationLatitude: withheld ? null : m.locationLatitude,
      locationLongitude: withheld ? null : m.locationLongitude,
      locationName: withheld ? null : m.locationName,
      voiceDuration: m.voiceDuration,
      moderationStatus: m.moderationStatus,
      readAt: m.readAt?.toISOString() ?? null,
      createdAt: m.createdAt.toISOString(),
    };
  });
}
