import { and, desc, eq, gte, sql } from 'drizzle-orm';
import { profiles, users } from '../../db/schema';
import type { Database } from '../../db/client';
import { taps } from './taps.schema';
import { notBlockedEitherWay } from '../blocks';

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
  matched:
    sql<boolean>`EXISTS (SELECT 1 FROM taps back WHERE back.sender_id = ${taps.receiverId} AND back.receiver_id = ${taps.senderId})`.mapWith(
      Boolean,
    ),
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
