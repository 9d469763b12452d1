import { and, eq, inArray, isNotNull, or } from 'drizzle-orm';
import type { Database } from '#db/client';
import {
  discoverySettings,
  memberReports,
  moderationRequests,
  nsfwPreferences,
  profiles,
  suspensions,
  trainingSamples,
  trustEvents,
  users,
  verificationRequests,
  vibes,
} from '#db/schema';
import { messageReports, messagesOfMember } from '#modules/messaging';
import { photoShares, photos } from '#modules/photos';
import { stories } from '#modules/stories';
import { safetyDataOf } from '#modules/safety';
import { taps } from '#modules/taps';
import { blocksMadeBy } from '#modules/blocks';
import { sessionsOf } from '#modules/accounts';

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
    // Reports the member filed, with what became of each (the reported member is part of their own act).
    memberReportsFiled: await db
      .select()
      .from(memberReports)
      .where(eq(memberReports.reporterId, userId))
      .orderBy(memberReports.id),
    messageReportsFiled: await db
      .select({
        id: messageReports.id,
        messageId: messageReports.messageId,
        reason: messageReports.reason,
        createdAt: messageReports.createdAt,
        status: moderationRequests.status,
      })
      .from(messageReports)
      .leftJoin(moderationRequests, eq(moderationRequests.id, messageReports.moderationRequestId))
      .where(eq(messageReports.reporterId, userId))
      .orderBy(messageReports.id),
    // The category of each member report against them, never the reporter or their own words.
    reportCategories: await reportCategoriesAgainst(db, userId),
    verificationRequests: await db
      .select()
      .from(verificationRequests)
      .where(eq(verificationRequests.userId, userId))
      .orderBy(verificationRequests.id),
    trustEvents: await db.select().from(trustEvents).where(eq(trustEvents.userId, userId)).orderBy(trustEvents.id),
    suspensions: await db.select().from(suspensions).where(eq(suspensions.userId, userId)).orderBy(suspensions.id),
  };
}

/** Request id → the category of the report behind it (member and message reports against this member). */
async function reportCategoriesAgainst(db: Database, userId: number): Promise<Map<number, string>> {
  const requests = await db
    .select({
      id: moderationRequests.id,
      subjectType: moderationRequests.subjectType,
      subjectId: moderationRequests.subjectId,
    })
    .from(moderationRequests)
    .where(and(eq(moderationRequests.userId, userId), isNotNull(moderationRequests.reporterId)));
  const categories = new Map<number, string>();
  if (requests.length === 0) return categories;
  const memberReportIds = requests.filter((r) => r.subjectType === 'member_report' && r.subjectId !== null);
  if (memberReportIds.length > 0) {
    const rows = await db
      .select({ id: memberReports.id, reason: memberReports.reason })
      .from(memberReports)
      .where(
        inArray(
          memberReports.id,
          memberReportIds.map((r) => r.subjectId!),
        ),
      );
    const byReport = new Map(rows.map((r) => [r.id, r.reason]));
    for (const r of memberReportIds) {
      const reason = byReport.get(r.subjectId!);
      if (reason) categories.set(r.id, reason);
    }
  }
  const messageRows = await db
    .select({ requestId: messageReports.moderationRequestId, reason: messageReports.reason })
    .from(messageReports)
    .where(
      inArray(
        messageReports.moderationRequestId,
        requests.map((r) => r.id),
      ),
    );
  for (const r of messageRows)
    if (r.requestId !== null && !categories.has(r.requestId)) categories.set(r.requestId, r.reason);
  return categories;
}
export type MemberData = NonNullable<Awaited<ReturnType<typeof collectMemberData>>>;
