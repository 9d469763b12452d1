/** A message's life after sending: read, hidden, moderated, revealed, purged; media; unmatch (ADR 098). */
import { and, eq, inArray, isNull, sql } from 'drizzle-orm';
import type { Database } from '#db/client';
import { unmatches } from '#db/schema';
import { photos } from '#modules/photos';
import { messageHides, messageMedia, messages } from './messaging.schema';
import type { MessageRow } from './messaging.schema';
import { type MediaRow, pair, rowsOf } from './messaging.rows';

export async function markRead(db: Database, readerId: number, senderId: number, now: Date): Promise<number> {
  const rows = await db
    .update(messages)
    .set({ readAt: now })
    .where(and(eq(messages.receiverId, readerId), eq(messages.senderId, senderId), isNull(messages.readAt)))
    .returning({ id: messages.id });
  return rows.length;
}

export async function hideMessage(db: Database, userId: number, messageId: number): Promise<void> {
  await db.insert(messageHides).values({ userId, messageId }).onConflictDoNothing();
}

export async function setModerationStatus(
  db: Database,
  id: number,
  status: MessageRow['moderationStatus'],
  onlyIf?: MessageRow['moderationStatus'],
) {
  const [row] = await db
    .update(messages)
    .set({ moderationStatus: status })
    .where(onlyIf ? and(eq(messages.id, id), eq(messages.moderationStatus, onlyIf)) : eq(messages.id, id))
    .returning();
  return row;
}

/** Sets revealedAt once; null when it was already revealed (or is not revealable). */
export async function reveal(db: Database, id: number, now: Date): Promise<MessageRow | undefined> {
  const [row] = await db
    .update(messages)
    .set({ revealedAt: now })
    .where(
      and(
        eq(messages.id, id),
        eq(messages.isDisappearing, true),
        isNull(messages.revealedAt),
        isNull(messages.purgedAt),
      ),
    )
    .returning();
  return row;
}

/** Disappearing messages whose content is due for deletion (decision 21), oldest first. */
export async function duePurges(
  db: Database,
  now: Date,
  revealDelayMs: number,
  unrevealedTtlMs: number,
  limit = 500,
): Promise<number[]> {
  const revealedBefore = new Date(now.getTime() - revealDelayMs).toISOString();
  const createdBefore = new Date(now.getTime() - unrevealedTtlMs).toISOString();
  const result = await db.execute(sql`
    select id from messages
    where is_disappearing and purged_at is null and reported_at is null
      and ((revealed_at is not null and revealed_at <= ${revealedBefore}::timestamptz)
        or (revealed_at is null and created_at <= ${createdBefore}::timestamptz))
    order by id limit ${limit}`);
  return rowsOf<{ id: number }>(result).map((r) => r.id);
}

/** Clears the content of one message (unless it was reported meanwhile); returns the media rows to delete. */
export async function purgeContent(
  db: Database,
  id: number,
  now: Date,
): Promise<{ message: MessageRow; media: MediaRow[] } | null> {
  return db.transaction(async (tx) => {
    const [before] = await tx
      .select()
      .from(messages)
      .where(and(eq(messages.id, id), isNull(messages.purgedAt), isNull(messages.reportedAt)))
      .for('update');
    if (!before) return null;
    const mediaIds = [before.photoMediaId, before.voiceMediaId].filter((m): m is string => !!m);
    const media = mediaIds.length ? await tx.select().from(messageMedia).where(inArray(messageMedia.id, mediaIds)) : [];
    const [message] = await tx
      .update(messages)
      .set({
        content: '',
        purgedAt: now,
        photoMediaId: null,
        voiceMediaId: null,
        photoId: null,
        locationLatitude: null,
        locationLongitude: null,
        locationName: null,
      })
      .where(eq(messages.id, id))
      .returning();
    if (mediaIds.length) await tx.delete(messageMedia).where(inArray(messageMedia.id, mediaIds));
    return { message, media };
  });
}

export async function insertMedia(db: Database, row: typeof messageMedia.$inferInsert): Promise<MediaRow> {
  const [media] = await db.insert(messageMedia).values(row).returning();
  return media;
}

export async function findMedia(db: Database, id: string): Promise<MediaRow | undefined> {
  const [row] = await db.select().from(messageMedia).where(eq(messageMedia.id, id));
  return row;
}

export async function mediaOf(db: Database, ids: string[]): Promise<Map<string, MediaRow>> {
  if (!ids.length) return new Map();
  const rows = await db.select().from(messageMedia).where(inArray(messageMedia.id, ids));
  return new Map(rows.map((r) => [r.id, r]));
}

export async function deleteMedia(db: Database, id: string): Promise<void> {
  await db.delete(messageMedia).where(eq(messageMedia.id, id));
}

export async function findPhoto(db: Database, id: number) {
  const [row] = await db.select().from(photos).where(eq(photos.id, id));
  return row;
}

/** Whether the pair's conversation was ended by an unmatch (and no new match since). */
export async function isUnmatched(db: Database, a: number, b: number): Promise<boolean> {
  const { low, high } = pair(a, b);
  const [row] = await db
    .select({ low: unmatches.userLowId })
    .from(unmatches)
    .where(and(eq(unmatches.userLowId, low), eq(unmatches.userHighId, high)))
    .limit(1);
  return !!row;
}

/**
 * Ends the pair's conversation for both in one transaction: every message so far is hidden for
 * both members (kept for moderators: reports and reviews still see it, decision 21) and the pair is
 * marked unmatched, which takes it out of both inboxes and refuses new messages.
 */
export async function unmatch(db: Database, actorId: number, otherId: number, now: Date): Promise<void> {
  const { low, high } = pair(actorId, otherId);
  await db.transaction(async (tx) => {
    await tx.execute(sql`
      insert into message_hides (user_id, message_id)
      select u.id, m.id from messages m
      join conversations c on c.id = m.conversation_id and c.user_low_id = ${low} and c.user_high_id = ${high}
      cross join (values (${low}::int), (${high}::int)) as u(id)
      on conflict do nothing`);
    // Their likes go too, so a new mutual like can make a new match (the taps table; raw SQL so
    // messaging does not import the taps module).
    await tx.execute(
      sql`delete from taps where (sender_id = ${low} and receiver_id = ${high})
        or (sender_id = ${high} and receiver_id = ${low})`,
    );
    await tx
      .insert(unmatches)
      .values({ userLowId: low, userHighId: high, endedBy: actorId, createdAt: now })
      .onConflictDoUpdate({
        target: [unmatches.userLowId, unmatches.userHighId],
        set: { endedBy: actorId, createdAt: now },
      });
  });
}

/** A new match lifts an unmatch: the two may write again (their old messages stay hidden). */
export async function clearUnmatch(db: Database, a: number, b: number): Promise<void> {
  const { low, high } = pair(a, b);
  await db.delete(unmatches).where(and(eq(unmatches.userLowId, low), eq(unmatches.userHighId, high)));
}
