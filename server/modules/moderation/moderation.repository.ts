import { and, asc, desc, eq, inArray, isNotNull, isNull, sql } from 'drizzle-orm';
import type { ModerationQueueItem, ModerationQueueQuery, ModerationSubject, ModerationSubjectType } from '#contracts';
import type { Database } from '#db/client';
import { criminalityReports, moderationRequests, profiles } from '#db/schema';
import type { ModerationRequestRow } from './moderation.registry';

/** The spec's contentType for each subject type (profile text is 'profile'). */
const CONTENT_TYPE: Record<ModerationSubjectType, ModerationRequestRow['contentType']> = {
  message: 'message',
  photo: 'photo',
  story: 'story',
  profile_text: 'profile',
  member_report: 'member_report',
  verification: 'verification',
};

export type NewRequest = Omit<
  typeof moderationRequests.$inferInsert,
  'contentType' | 'contentRef' | 'subjectType' | 'subjectId' | 'subjectField'
> & { subject: ModerationSubject | { type: ModerationSubjectType; id: number; field?: string | null } };

export async function insertRequest(db: Database, input: NewRequest): Promise<ModerationRequestRow> {
  const { subject, ...rest } = input;
  const [row] = await db
    .insert(moderationRequests)
    .values({
      ...rest,
      contentType: CONTENT_TYPE[subject.type],
      // A readable key for logs and old readers; nothing parses it.
      contentRef:
        `${subject.type === 'profile_text' ? 'profile' : subject.type}:` +
        `${subject.id}${subject.field ? `:${subject.field}` : ''}`,
      subjectType: subject.type,
      subjectId: subject.id,
      subjectField: subject.field ?? null,
    })
    .returning();
  return row!;
}

export async function findRequest(db: Database, id: number) {
  const [row] = await db.select().from(moderationRequests).where(eq(moderationRequests.id, id)).limit(1);
  return row;
}

export async function pendingRequestsFor(db: Database, type: ModerationSubjectType, id: number) {
  return db
    .select()
    .from(moderationRequests)
    .where(
      and(
        eq(moderationRequests.subjectType, type),
        eq(moderationRequests.subjectId, id),
        eq(moderationRequests.status, 'pending'),
      ),
    )
    .orderBy(asc(moderationRequests.id));
}

/** Closes a pending request; undefined when someone else decided it first. */
export async function closeRequest(
  db: Database,
  id: number,
  decision: 'approved' | 'rejected',
  reviewerId: number,
  notes: string | null,
) {
  const [row] = await db
    .update(moderationRequests)
    .set({ status: decision, reviewerId, reviewedAt: new Date(), reviewNotes: notes })
    .where(and(eq(moderationRequests.id, id), eq(moderationRequests.status, 'pending')))
    .returning();
  return row;
}

/** Reports by this member that moderators did not uphold. */
export async function falseReportCount(db: Database, reporterId: number): Promise<number> {
  const [row] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(moderationRequests)
    .where(
      and(
        eq(moderationRequests.reporterId, reporterId),
        sql`((${moderationRequests.subjectType} = 'member_report' and ${moderationRequests.status} = 'rejected')
      or (${moderationRequests.subjectType} <> 'member_report' and ${moderationRequests.status} = 'approved'))`,
      ),
    );
  return row?.n ?? 0;
}

/** Reports (of messages and of members) this member filed since `since`. */
export async function reportsFiledSince(db: Database, reporterId: number, since: Date): Promise<number> {
  const [row] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(moderationRequests)
    .where(and(eq(moderationRequests.reporterId, reporterId), sql`${moderationRequests.createdAt} > ${since}`));
  return row?.n ?? 0;
}

export async function displayNames(db: Database, ids: Array<number | null | undefined>): Promise<Map<number, string>> {
  const unique = [...new Set(ids.filter((id): id is number => typeof id === 'number'))];
  if (unique.length === 0) return new Map();
  const rows = await db
    .select({ id: profiles.userId, name: profiles.displayName })
    .from(profiles)
    .where(inArray(profiles.userId, unique));
  return new Map(rows.map((r) => [r.id, r.name]));
}

export function subjectOf(r: ModerationRequestRow): ModerationSubject {
  return {
    type: r.subjectType ?? (r.contentType === 'profile' ? 'profile_text' : r.contentType),
    id: r.subjectId ?? 0,
    field: r.subjectField,
  };
}

export async function presentRequests(db: Database, rows: ModerationRequestRow[]): Promise<ModerationQueueItem[]> {
  const names = await displayNames(
    db,
    rows.flatMap((r) => [r.userId, r.reporterId, r.reviewerId]),
  );
  const ref = (id: number | null) => (id === null ? null : { id, displayName: names.get(id) ?? 'Deleted member' });
  return rows.map((r) => ({
    id: r.id,
    status: r.status,
    priority: r.priority,
    aiConfidence: r.aiConfidence,
    riskScore: r.riskScore,
    createdAt: r.createdAt.toISOString(),
    contentType: r.contentType,
    subject: subjectOf(r),
    userId: r.userId,
    userProfile: { displayName: r.userId !== null ? (names.get(r.userId) ?? 'Deleted member') : 'Deleted member' },
    reason: r.reason,
    originalContent: r.contentUrl
      ? { type: 'photo' as const, url: r.contentUrl }
      : { type: 'text' as const, content: r.contentText ?? '' },
    verdict: (r.verdict as ModerationQueueItem['verdict']) ?? null,
    reporter: ref(r.reporterId),
    reviewedAt: r.reviewedAt?.toISOString() ?? null,
    reviewNotes: r.reviewNotes,
    reviewer: ref(r.reviewerId),
  }));
}

export async function listRequests(db: Database, q: ModerationQueueQuery) {
  const rows = await db
    .select()
    .from(moderationRequests)
    .where(
      and(
        q.status === 'pending'
          ? eq(moderationRequests.status, 'pending')
          : q.status === 'decided'
            ? sql`${moderationRequests.status} <> 'pending'`
            : undefined,
        q.type ? eq(moderationRequests.subjectType, q.type) : undefined,
      ),
    )
    .orderBy(
      sql`case when ${moderationRequests.status} = 'pending' then 0 else 1 end`,
      sql`case when ${moderationRequests.status} = 'pending'
        and ${moderationRequests.priority} = 'high' then 0 else 1 end`,
      desc(moderationRequests.createdAt),
      desc(moderationRequests.id),
    )
    .limit(q.limit);
  return presentRequests(db, rows);
}

export async function stats(db: Database) {
  const [row] = await db
    .select({
      pending: sql<number>`count(*) filter (where ${moderationRequests.status} = 'pending')::int`,
      highPriority: sql<number>`count(*) filter (where ${moderationRequests.status} = 'pending'
        and ${moderationRequests.priority} = 'high')::int`,
      averageAiConfidence: sql<
        number | null
      >`avg(${moderationRequests.aiConfidence}) filter (where ${moderationRequests.status} = 'pending')`,
    })
    .from(moderationRequests);
  const byType = await db
    .select({ type: moderationRequests.subjectType, n: sql<number>`count(*)::int` })
    .from(moderationRequests)
    .where(and(eq(moderationRequests.status, 'pending'), isNotNull(moderationRequests.subjectType)))
    .groupBy(moderationRequests.subjectType);
  const [open] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(criminalityReports)
    .where(and(eq(criminalityReports.followUpRequired, true), isNull(criminalityReports.followedUpAt)));
  return { ...row!, byType, openCriminalityFollowUps: open?.n ?? 0 };
}
