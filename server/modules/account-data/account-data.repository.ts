import { eq, or } from 'drizzle-orm';
import type { Database } from '../../db/client';
import {
  discoverySettings,
  moderationRequests,
  nsfwPreferences,
  profiles,
  trainingSamples,
  users,
  vibes,
} from '../../db/schema';
import { messagesOfMember } from '../messaging';
import { photoShares, photos } from '../photos';
import { stories } from '../stories';
import { safetyDataOf } from '../safety';
import { taps } from '../taps';
import { blocksMadeBy } from '../blocks';
import { sessionsOf } from '../accounts';

/** Every row stored about one member (decision 9). Rows about other members are not included. */
export async function collectMemberData(db: Database, userId: number) {
  const [account] = await db.select().from(users).where(eq(users.id, userId));
  if (!account) return null;
  const one = async <T>(rows: Promise<T[]>) => (await rows)[0] ?? null;
  return {
    account,
    profile: await one(db.select().from(profiles).where(eq(profiles.userId, userId))),
    vibes: await one(db.select().from(vibes).where(eq(vibes.userId, userId))),
    discoverySettings: await one(db.select().from(discoverySettings).where(eq(discoverySettings.userId, userId))),
    nsfwPreferences: await one(db.select().from(nsfwPreferences).where(eq(nsfwPreferences.userId, userId))),
    photos: await db.select().from(photos).where(eq(photos.userId, userId)).orderBy(photos.id),
    photoShares: await db
      .select()
      .from(photoShares)
      .where(or(eq(photoShares.ownerId, userId), eq(photoShares.recipientId, userId))),
    // Blocks the member made; who blocked them is the other members' business.
    blocks: await blocksMadeBy(db, userId),
    sessions: await sessionsOf(db, userId),
    moderationRequests: await db
      .select()
      .from(moderationRequests)
      .where(eq(moderationRequests.userId, userId))
      .orderBy(moderationRequests.id),
    trainingSamples: await db
      .select()
      .from(trainingSamples)
      .where(eq(trainingSamples.createdBy, userId))
      .orderBy(trainingSamples.id),
    messages: await messagesOfMember(db, userId),
    // Taps the member sent and received (who tapped them is part of their own experience of the app).
    taps: await db
      .select()
      .from(taps)
      .where(or(eq(taps.senderId, userId), eq(taps.receiverId, userId)))
      .orderBy(taps.id),
    stories: await db.select().from(stories).where(eq(stories.userId, userId)).orderBy(stories.id),
    safety: await safetyDataOf(db, userId),
  };
}
export type MemberData = NonNullable<Awaited<ReturnType<typeof collectMemberData>>>;
