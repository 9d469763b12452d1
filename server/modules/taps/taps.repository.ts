import { and, desc, eq, gte, inArray, sql } from 'drizzle-orm';
import { unnestKeys } from '#db/batch';
import { profiles, users } from '#db/schema';
import type { Database } from '#db/client';
import { taps } from './taps.schema';
import { notBlockedEitherWay } from '#modules/blocks';

export async function memberExists(db: Database, id: number): Promise<boolean> {
  const [row] = await db.select({ id: users.id }).from(users).where(eq(users.id, id)).limit(1);
  return !!row;
}

export async function countSentSince(db: Database, senderId: number, since: Date): Promise<number> {
  const [row] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(taps)
    .where(and(eq(taps.senderId, senderId), gte(taps.createdAt, since)));
  return Number(row?.n ?? 0);
}

/** Whether `senderId` already liked `receiverId` (any kind): one Like per member (issue 14). */
export async function hasLiked(db: Database, senderId: number, receiverId: number): Promise<boolean> {
  const [row] = await db
    .select({ id: taps.id })
    .from(taps)
    .where(and(eq(taps.senderId, senderId), eq(taps.receiverId, receiverId)))
    .limit(1);
  return !!row;
}

/** Members `senderId` liked (for "Liked" on cards and profiles), without blocks either way. */
export async function likedIds(db: Database, senderId: number): Promise<number[]> {
  const rows = await db
    .selectDistinct({ id: taps.receiverId })
    .from(taps)
    .where(and(eq(taps.senderId, senderId), notBlockedEitherWay(taps.senderId, taps.receiverId)));
  return rows.map((r) => r.id);
}

export async function memberCard(
  db: Database,
  id: number,
): Promise<{ id: number; displayName: string; profilePictureUrl: string | null } | null> {
  const [row] = await db
    .select({ id: profiles.userId, displayName: profiles.displayName, profilePictureUrl: profiles.profilePictureUrl })
    .from(profiles)
    .where(eq(profiles.userId, id))
    .limit(1);
  return row ?? null;
}

export async function insertTap(db: Database, row: typeof taps.$inferInsert): Promise<number> {
  const [inserted] = await db.insert(taps).values(row).returning({ id: taps.id });
  return inserted.id;
}

const tapColumns = {
  id: taps.id,
  senderId: taps.senderId,
  receiverId: taps.receiverId,
  tapType: taps.tapType,
  createdAt: taps.createdAt,
  senderName: profiles.displayName,
  senderPicture: profiles.profilePictureUrl,
  // A match: the receiver liked the sender back.
  matched: sql<boolean>`EXISTS (SELECT 1 FROM taps back
      WHERE back.sender_id = ${taps.receiverId} AND back.receiver_id = ${taps.senderId})`.mapWith(Boolean),
};
export type TapRow = {
  id: number;
  senderId: number;
  receiverId: number;
  tapType: 'wave' | 'heart';
  createdAt: Date;
  senderName: string;
  senderPicture: string | null;
  matched: boolean;
};

export async function findTap(db: Database, id: number): Promise<TapRow | null> {
  const [row] = await db
    .select(tapColumns)
    .from(taps)
    .innerJoin(profiles, eq(profiles.userId, taps.senderId))
    .where(eq(taps.id, id));
  return row ?? null;
}

/** Taps a member received, newest first, without senders blocked either way. */
export async function listReceived(db: Database, receiverId: number, max: number): Promise<TapRow[]> {
  return db
    .select(tapColumns)
    .from(taps)
    .innerJoin(profiles, eq(profiles.userId, taps.senderId))
    .where(and(eq(taps.receiverId, receiverId), notBlockedEitherWay(taps.receiverId, taps.senderId)))
    .orderBy(desc(taps.createdAt), desc(taps.id))
    .limit(max);
}

/** likedIds for many members in one statement (the per-tick loader in taps.service). */
export async function likedIdsOfMany(db: Database, senderIds: number[]): Promise<Map<number, number[]>> {
  const rows = await db
    .selectDistinct({ senderId: taps.senderId, id: taps.receiverId })
    .from(taps)
    .where(and(inArray(taps.senderId, senderIds), notBlockedEitherWay(taps.senderId, taps.receiverId)));
  const bySender = new Map<number, number[]>();
  for (const r of rows) bySender.set(r.senderId, [...(bySender.get(r.senderId) ?? []), r.id]);
  return bySender;
}

/**
 * listReceived for many members in one statement: each member's newest `max` taps (a LATERAL per
 * member picks the ids with listReceived's rules and order), then the rows, grouped per receiver.
 */
export async function listReceivedOfMany(
  db: Database,
  receiverIds: number[],
  max: number,
): Promise<Map<number, TapRow[]>> {
  const picked = sql`(SELECT x.id FROM ${unnestKeys(receiverIds.map((id) => [id]))} CROSS JOIN LATERAL (
    SELECT t.id FROM taps t JOIN profiles sp ON sp.user_id = t.sender_id
    WHERE t.receiver_id = k.c0
      AND ${notBlockedEitherWay(sql.raw('t.receiver_id'), sql.raw('t.sender_id'))}
    ORDER BY t.created_at DESC, t.id DESC LIMIT ${max}) x)`;
  const rows: TapRow[] = await db
    .select(tapColumns)
    .from(taps)
    .innerJoin(profiles, eq(profiles.userId, taps.senderId))
    .where(sql`${taps.id} IN ${picked}`)
    .orderBy(desc(taps.createdAt), desc(taps.id));
  const byReceiver = new Map<number, TapRow[]>();
  for (const r of rows) {
    const list = byReceiver.get(r.receiverId) ?? [];
    list.push(r);
    byReceiver.set(r.receiverId, list);
  }
  return byReceiver;
}
