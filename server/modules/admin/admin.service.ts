import { and, desc, eq, inArray, isNull, or, sql } from 'drizzle-orm';
import {
  suspendedLoginMessage,
  type ComplianceStatus,
  type MemberDetail,
  type ModerationSubject,
  type SuspensionResponse,
} from '#contracts';
import type { AppContext } from '#server/context';
import {
  criminalityReports,
  moderationLogs,
  moderationRequests,
  profiles,
  suspensions,
  trustEvents,
  users,
} from '#db/schema';
import { badRequest, conflict, notFound } from '#http/errors';
import { sessionCount, type SessionRevoker } from '#modules/accounts';
import { writeAudit } from '#modules/audit';
import { messages } from '#modules/messaging';
import { reportLimitFor } from '#modules/moderation';
import { photos } from '#modules/photos';
import { stories } from '#modules/stories';
import { changeTrust } from '#modules/trust';

const DAY_MS = 86_400_000;
const ageOf = (dob: string, now = new Date()) => {
  const d = new Date(`${dob}T00:00:00Z`);
  let age = now.getUTCFullYear() - d.getUTCFullYear();
  if (
    now.getUTCMonth() < d.getUTCMonth() ||
    (now.getUTCMonth() === d.getUTCMonth() && now.getUTCDate() < d.getUTCDate())
  )
    age -= 1;
  return age;
};

/** Users tab, suspensions, support actions and compliance status (issue 13). */
export function createAdminService(ctx: AppContext, deps: { sessions: Pick<SessionRevoker, 'revokeSessions'> }) {
  const { db } = ctx.database;

  async function account(id: number) {
    const [row] = await db
      .select({ user: users, profile: profiles })
      .from(users)
      .innerJoin(profiles, eq(profiles.userId, users.id))
      .where(eq(users.id, id))
      .limit(1);
    if (!row) throw notFound('Member not found');
    return row;
  }

  async function names(ids: Array<number | null>) {
    const unique = [...new Set(ids.filter((i): i is number => i !== null))];
    if (!unique.length) return new Map<number, string>();
    const rows = await db
      .select({ id: profiles.userId, name: profiles.displayName })
      .from(profiles)
      .where(inArray(profiles.userId, unique));
    return new Map(rows.map((r) => [r.id, r.name]));
  }

  return {
    async search(q: string) {
      const pattern = `%${q.toLowerCase().replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
      const id = /^\d{1,9}$/.test(q) ? Number(q) : null;
      const rows = await db
        .select({ user: users, displayName: profiles.displayName })
        .from(users)
        .innerJoin(profiles, eq(profiles.userId, users.id))
        .where(
          or(
            sql`lower(${users.email}) like ${pattern}`,
            sql`lower(${profiles.displayName}) like ${pattern}`,
            id !== null ? eq(users.id, id) : sql`false`,
          ),
        )
        .orderBy(users.id)
        .limit(50);
      return rows.map(({ user: u, displayName }) => ({
        id: u.id,
        displayName,
        email: u.email,
        trustScore: u.trustScore,
        role: u.role,
        isVerified: u.isVerified,
        suspendedUntil: u.suspendedUntil && u.suspendedUntil > new Date() ? u.suspendedUntil.toISOString() : null,
      }));
    },

    /** Everything a moderator needs about one member; never coordinates (decision 10). */
    async detail(id: number): Promise<MemberDetail> {
      const { user: u, profile: p } = await account(id);
      const now = new Date();
      const reportRows = await db
        .select()
        .from(moderationRequests)
        .where(
          and(
            or(
              eq(moderationRequests.reporterId, id),
              and(eq(moderationRequests.userId, id), sql`${moderationRequests.reporterId} is not null`),
            ),
            inArray(moderationRequests.subjectType, ['message', 'member_report']),
          ),
        )
        .orderBy(desc(moderationRequests.createdAt))
        .limit(100);
      const decisions = await db
        .select()
        .from(moderationRequests)
        .where(eq(moderationRequests.userId, id))
        .orderBy(desc(moderationRequests.createdAt))
        .limit(100);
      const trust = await db
        .select()
        .from(trustEvents)
        .where(eq(trustEvents.userId, id))
        .orderBy(desc(trustEvents.id))
        .limit(100);
      const susp = await db.select().from(suspensions).where(eq(suspensions.userId, id)).orderBy(desc(suspensions.id));
      const n = await names([
        ...reportRows.flatMap((r) => [r.reporterId, r.userId]),
        ...decisions.map((d) => d.reviewerId),
        ...susp.flatMap((s) => [s.createdBy, s.liftedBy]),
      ]);
      const ref = (x: number | null) => (x === null ? null : { id: x, displayName: n.get(x) ?? 'Deleted member' });
      const falseReports = reportRows.filter(
        (r) =>
          r.reporterId === id &&
          (r.subjectType === 'member_report' ? r.status === 'rejected' : r.status === 'approved'),
      ).length;
      const summary = (r: (typeof reportRows)[number], other: number | null) => ({
        requestId: r.id,
        kind: r.subjectType === 'member_report' ? ('member' as const) : ('message' as const),
        other: ref(other) ?? { id: 0, displayName: 'Deleted member' },
        reason: r.reason,
        status: r.status,
        createdAt: r.createdAt.toISOString(),
      });
      const subject = (r: (typeof decisions)[number]): ModerationSubject => ({
        type: r.subjectType ?? (r.contentType === 'profile' ? 'profile_text' : r.contentType),
        id: r.subjectId ?? 0,
        field: r.subjectField,
      });
      return {
        id: u.id,
        email: u.email,
        displayName: p.displayName,
        role: u.role,
        gender: p.gender,
        age: ageOf(p.dateOfBirth, now),
        location: p.location,
        bio: p.bio,
        isVerified: u.isVerified,
        trustScore: u.trustScore,
        createdAt: u.createdAt.toISOString(),
        lastSeenAt: u.lastSeenAt?.toISOString() ?? null,
        suspension:
          u.suspendedUntil && u.suspendedUntil > now
            ? { until: u.suspendedUntil.toISOString(), reason: u.suspensionReason ?? '' }
            : null,
        falseReportCount: falseReports,
        reportLimitPerDay: reportLimitFor(falseReports),
        reportsBy: reportRows.filter((r) => r.reporterId === id).map((r) => summary(r, r.userId)),
        reportsAgainst: reportRows.filter((r) => r.userId === id).map((r) => summary(r, r.reporterId)),
        decisions: decisions.map((d) => ({
          requestId: d.id,
          subject: subject(d),
          status: d.status,
          reason: d.reason,
          reviewer: ref(d.reviewerId),
          reviewedAt: d.reviewedAt?.toISOString() ?? null,
          createdAt: d.createdAt.toISOString(),
        })),
        trustHistory: trust.map((t) => ({
          id: t.id,
          delta: t.delta,
          trustScore: t.trustScore,
          source: t.source,
          reason: t.reason,
          createdAt: t.createdAt.toISOString(),
        })),
        suspensions: susp.map((s) => ({
          id: s.id,
          reason: s.reason,
          startsAt: s.startsAt.toISOString(),
          endsAt: s.endsAt.toISOString(),
          liftedAt: s.liftedAt?.toISOString() ?? null,
          by: ref(s.createdBy),
          liftedBy: ref(s.liftedBy),
        })),
      };
    },

    /** Suspends for `days`: sessions end and sockets close at once (after commit), sign-in is refused. */
    async suspend(actor: { id: number }, id: number, reason: string, days: number): Promise<SuspensionResponse> {
      if (id === actor.id) throw badRequest('You cannot suspend yourself');
      const { user } = await account(id);
      if (user.role === 'admin')
        throw badRequest('Staff accounts cannot be suspended: an administrator account must be demoted first');
      const now = new Date();
      const until = new Date(now.getTime() + days * DAY_MS);
      const { count, announce } = await db.transaction(async (tx) => {
        await tx
          .update(users)
          .set({ suspendedUntil: until, suspensionReason: reason, updatedAt: now })
          .where(eq(users.id, id));
        await tx
          .update(suspensions)
          .set({ liftedAt: now, liftedBy: actor.id })
          .where(and(eq(suspensions.userId, id), isNull(suspensions.liftedAt)));
        await tx.insert(suspensions).values({ userId: id, reason, startsAt: now, endsAt: until, createdBy: actor.id });
        const revoked = await deps.sessions.revokeSessions(id, tx);
        await writeAudit(tx, {
          actorId: actor.id,
          action: 'user.suspend',
          targetType: 'user',
          targetId: id,
          targetUserId: id,
          notes: reason,
          details: { days, until: until.toISOString(), sessionsEnded: revoked.count },
        });
        return revoked;
      });
      await announce();
      ctx.log.info(
        { userId: id, by: actor.id, until, message: suspendedLoginMessage(reason, until) },
        'member suspended',
      );
      return { userId: id, suspendedUntil: until.toISOString(), reason, sessionsEnded: count };
    },

    async unsuspend(actor: { id: number }, id: number, notes: string | null): Promise<SuspensionResponse> {
      const { user } = await account(id);
      const now = new Date();
      if (!user.suspendedUntil || user.suspendedUntil <= now) throw conflict('This member is not suspended');
      await db.transaction(async (tx) => {
        await tx
          .update(users)
          .set({ suspendedUntil: null, suspensionReason: null, updatedAt: now })
          .where(eq(users.id, id));
        await tx
          .update(suspensions)
          .set({ liftedAt: now, liftedBy: actor.id })
          .where(and(eq(suspensions.userId, id), isNull(suspensions.liftedAt)));
        await writeAudit(tx, {
          actorId: actor.id,
          action: 'user.unsuspend',
          targetType: 'user',
          targetId: id,
          targetUserId: id,
          notes,
        });
      });
      return { userId: id, suspendedUntil: null, reason: null, sessionsEnded: 0 };
    },

    async resetTrust(actor: { id: number }, id: number, trustScore: number, notes: string | null) {
      const { user } = await account(id);
      await db.transaction(async (tx) => {
        await changeTrust(tx, {
          userId: id,
          to: trustScore,
          source: 'reset',
          reason: notes ?? 'Reset by an administrator',
        });
        await writeAudit(tx, {
          actorId: actor.id,
          action: 'user.trust_reset',
          targetType: 'user',
          targetId: id,
          targetUserId: id,
          notes,
          details: { from: user.trustScore, to: trustScore },
        });
      });
      return { userId: id, trustScore };
    },

    /** The Contact Support path: members cannot change gender themselves after registration. */
    async changeGender(actor: { id: number }, id: number, gender: string, notes: string) {
      const { profile } = await account(id);
      await db.transaction(async (tx) => {
        await tx.update(profiles).set({ gender, updatedAt: new Date() }).where(eq(profiles.userId, id));
        await writeAudit(tx, {
          actorId: actor.id,
          action: 'user.gender_change',
          targetType: 'user',
          targetId: id,
          targetUserId: id,
          notes,
          details: { from: profile.gender, to: gender },
        });
      });
      return { userId: id, gender };
    },

    async compliance(id: number): Promise<ComplianceStatus> {
      const { user: u, profile: p } = await account(id);
      const count = async (q: Promise<Array<{ n: number }>>) => (await q)[0]?.n ?? 0;
      const n = sql<number>`count(*)::int`;
      const [mod] = await db
        .select({
          pending: sql<number>`count(*) filter (where ${moderationRequests.status} = 'pending')::int`,
          approved: sql<number>`count(*) filter (where ${moderationRequests.status} = 'approved')::int`,
          rejected: sql<number>`count(*) filter (where ${moderationRequests.status} = 'rejected')::int`,
          total: n,
        })
        .from(moderationRequests)
        .where(eq(moderationRequests.userId, id));
      const [crime] = await db
        .select({
          total: n,
          open: sql<number>`count(*) filter
            (where ${criminalityReports.followUpRequired} and ${criminalityReports.followedUpAt} is null)::int`,
        })
        .from(criminalityReports)
        .where(eq(criminalityReports.userId, id));
      const [lastExport] = await db
        .select({ at: moderationLogs.createdAt })
        .from(moderationLogs)
        .where(and(eq(moderationLogs.action, 'compliance.export'), eq(moderationLogs.targetUserId, id)))
        .orderBy(desc(moderationLogs.id))
        .limit(1);
      const now = new Date();
      return {
        userId: id,
        displayName: p.displayName,
        email: u.email,
        accountCreatedAt: u.createdAt.toISOString(),
        dataExportAvailable: true,
        accountDeletionAvailable: true,
        dataHeld: {
          messages: await count(
            db
              .select({ n })
              .from(messages)
              .where(or(eq(messages.senderId, id), eq(messages.receiverId, id))),
          ),
          photos: await count(db.select({ n }).from(photos).where(eq(photos.userId, id))),
          stories: await count(db.select({ n }).from(stories).where(eq(stories.userId, id))),
          sessions: await sessionCount(db, id),
          moderationRequests: mod?.total ?? 0,
        },
        moderation: { pending: mod?.pending ?? 0, approved: mod?.approved ?? 0, rejected: mod?.rejected ?? 0 },
        criminalityReports: { total: crime?.total ?? 0, openFollowUps: crime?.open ?? 0 },
        suspension:
          u.suspendedUntil && u.suspendedUntil > now
            ? { until: u.suspendedUntil.toISOString(), reason: u.suspensionReason ?? '' }
            : null,
        isVerified: u.isVerified,
        lastExportAt: lastExport?.at.toISOString() ?? null,
      };
    },
  };
}
export type AdminService = ReturnType<typeof createAdminService>;
